//! Points gained (p. 22, p. 24-25): the conspiracy grows, main characters improve.

use engine::RuleError;
use engine::SeatId;

use crate::command::{ConspiracyGain, MainGain};
use crate::event::{Audience, Event};
use crate::state::{AgentOrigin, EndOfTurn, EndStep, Pending, Phase, Rating, Stage};

use super::{Ctx, Resolving, Result, check_text, head, not_waiting, wrong_step};

/// p. 22, p. 24: the point the Director or an Operative adds (Control, Program, an Agent, a
/// Secret, or a new one).
pub(super) fn conspiracy_gain(cx: &mut Ctx, seat: SeatId, gain: &ConspiracyGain) -> Result<()> {
    match gain {
        ConspiracyGain::Control | ConspiracyGain::Program => {
            let rating = if *gain == ConspiracyGain::Control { Rating::Control } else { Rating::Program };
            let (c, p) = cx.s.ratings_of(seat);
            let value = if rating == Rating::Control { c } else { p } + 1;
            cx.emit(Event::ConspiracyRated { seat, rating, value });
        }
        ConspiracyGain::Agent { agent } => improve_agent(cx, *agent)?,
        ConspiracyGain::NewAgent { name } => new_agent(cx, name)?,
        ConspiracyGain::Secret { secret } => {
            let Some(x) = cx.s.secret(*secret) else {
                return Err(
                    RuleError::new("44.secret.unknown", "there is no such Secret").with("secret", secret)
                );
            };
            let known_to = if x.revealed { Audience::Everyone } else { cx.conspirators() };
            let rating = Some(x.rating + 1);
            cx.emit(Event::SecretRated { secret: *secret, rating, known_to });
        }
        ConspiracyGain::NewSecret { text } => {
            check_text(text, "secret")?;
            let secret = cx.s.next_secret;
            let known_to = cx.conspirators();
            cx.emit(Event::SecretAdded { secret, text: Some(text.clone()), rating: Some(1), known_to });
        }
    }
    Ok(())
}

/// +1 to an Agent on the roster (p. 22, p. 24).
pub(super) fn improve_agent(cx: &mut Ctx, agent: u32) -> Result<()> {
    let Some(a) = cx.s.agent(agent) else {
        return Err(
            RuleError::new("44.agent.unknown", "there is no such Agent on the roster").with("agent", agent)
        );
    };
    let known_to = if a.known { Audience::Everyone } else { cx.conspirators() };
    let rating = Some(a.rating + 1);
    cx.emit(Event::AgentRated { agent, rating, known_to });
    Ok(())
}

pub(super) fn new_agent(cx: &mut Ctx, name: &str) -> Result<()> {
    check_text(name, "agent")?;
    let agent = cx.s.next_agent;
    let known_to = cx.conspirators();
    cx.emit(Event::AgentAdded {
        agent,
        name: Some(name.to_owned()),
        rating: Some(1),
        origin: AgentOrigin::Created,
        known_to,
    });
    Ok(())
}

/// p. 22 (the conspiracy grows) and p. 24 (Menace wins the end-of-turn roll).
pub(super) fn grow(cx: &mut Ctx, seat: SeatId, gain: &ConspiracyGain) -> Result<()> {
    let gains = match &cx.s.stage {
        Stage::EndOfTurn(EndOfTurn { step: EndStep::Gains { seats }, .. }) if cx.s.is_conspirator(seat) => {
            Some(seats.clone())
        }
        Stage::Scene(_) => None,
        _ => return Err(wrong_step("growing the conspiracy")),
    };
    match gains {
        None => {
            let Resolving { first: Pending::ConspiracyGrows, rest, .. } = head(cx, seat)? else {
                return Err(wrong_step("growing the conspiracy"));
            };
            conspiracy_gain(cx, seat, gain)?;
            cx.phase(Phase::Resolving { pending: rest });
        }
        Some(seats) => {
            if !seats.contains(&seat) {
                return Err(not_waiting(seat, &cx.s));
            }
            conspiracy_gain(cx, seat, gain)?;
            let seats = seats.into_iter().filter(|&x| x != seat).collect();
            cx.phase(Phase::Gains { seats });
        }
    }
    Ok(())
}

/// p. 24-25: the point a main character adds (a Quality, a Bond or an Anxiety, or a new one; at
/// Zero Hour only a Quality).
pub(super) fn main_gain(cx: &mut Ctx, seat: SeatId, gain: &MainGain) -> Result<()> {
    let ch = cx.s.character(seat).expect("character").clone();
    match gain {
        MainGain::Quality { quality } => {
            cx.emit(Event::QualityRated { seat, quality: *quality, rating: ch.quality(*quality) + 1 });
        }
        MainGain::Bond { bond } => {
            let Some(b) = ch.bond(*bond) else {
                return Err(
                    RuleError::new("44.bond.unknown", "your character has no such Bond").with("bond", bond)
                );
            };
            cx.emit(Event::BondRated { seat, bond: *bond, name: b.name.clone(), rating: b.rating + 1 });
        }
        MainGain::NewBond { name } => {
            check_text(name, "bond")?;
            cx.emit(Event::BondRated { seat, bond: ch.next_id, name: name.clone(), rating: 1 });
        }
        MainGain::Anxiety { anxiety } => {
            let Some(b) = ch.anxiety(*anxiety) else {
                return Err(RuleError::new("44.anxiety.unknown", "your character has no such Anxiety")
                    .with("anxiety", anxiety));
            };
            cx.emit(Event::AnxietyRated {
                seat,
                anxiety: *anxiety,
                name: b.name.clone(),
                rating: b.rating + 1,
            });
        }
        MainGain::NewAnxiety { name } => {
            check_text(name, "anxiety")?;
            cx.emit(Event::AnxietyRated { seat, anxiety: ch.next_id, name: name.clone(), rating: 1 });
        }
    }
    Ok(())
}

/// p. 24 (Resistance wins the end-of-turn roll) and p. 25 (Zero Hour: a Quality only).
pub(super) fn gain_point(cx: &mut Ctx, seat: SeatId, gain: &MainGain) -> Result<()> {
    let Stage::EndOfTurn(EndOfTurn { roll, step: EndStep::Gains { seats }, .. }) = cx.s.stage.clone() else {
        return Err(wrong_step("gaining a point"));
    };
    if !seats.contains(&seat) || cx.s.is_conspirator(seat) {
        return Err(not_waiting(seat, &cx.s));
    }
    if roll.zero_hour && !matches!(gain, MainGain::Quality { .. }) {
        return Err(RuleError::new("44.zero_hour.quality_only", "at Zero Hour the point goes to a Quality"));
    }
    main_gain(cx, seat, gain)?;
    let seats = seats.into_iter().filter(|&x| x != seat).collect();
    cx.phase(Phase::Gains { seats });
    Ok(())
}
