//! Gathering dice for a conflict (p. 15-18, assistants p. 27): the Quality, Bonds, Anxieties,
//! assists, Agents, Secrets, pile dice, and each side's leader saying it is ready.

use engine::{RuleError, SeatId};

use crate::event::{Event, Pile, PileReason};
use crate::state::{Conflict, ConflictStep, EndStep, Quality, SceneStep, Side, Stage};

use super::{Ctx, Result, not_waiting, wrong_step};

/// The conflict that is still gathering dice (p. 15-18); `what` names the refused action.
pub(super) fn preparing<'a>(cx: &'a Ctx, what: &'static str) -> Result<&'a Conflict> {
    match &cx.s.stage {
        Stage::Scene(scene) => match &scene.step {
            SceneStep::Conflict { conflict, step: ConflictStep::Preparing } => Ok(conflict),
            _ => Err(wrong_step(what)),
        },
        _ => Err(wrong_step(what)),
    }
}

/// A side that said it is ready has made its choices (p. 18).
pub(super) fn not_ready(c: &Conflict, side: Side) -> Result<()> {
    if c.ready[side.index()] {
        return Err(RuleError::new(
            "44.conflict.already_ready",
            "you said you were ready: your side's choices are made",
        ));
    }
    Ok(())
}

/// p. 15: the main character in conflict chooses a Quality, not the one used last time.
pub(super) fn choose_quality(cx: &mut Ctx, seat: SeatId, quality: Quality) -> Result<()> {
    let c = preparing(cx, "choosing a quality")?;
    if seat != c.main {
        return Err(RuleError::new(
            "44.quality.not_in_conflict",
            "only the main character in conflict chooses a Quality",
        ));
    }
    not_ready(c, Side::Main)?;
    if c.quality.is_some() {
        return Err(RuleError::new(
            "44.quality.already_chosen",
            "a Quality was already chosen for this conflict",
        ));
    }
    let ch = cx.s.character(seat).expect("main character");
    if ch.last_quality == Some(quality) {
        return Err(RuleError::new(
            "44.quality.twice_in_a_row",
            "you may not use a Quality two times in a row (p. 15): choose another one",
        )
        .with_wire("quality", &quality));
    }
    let dice = ch.quality(quality);
    cx.emit(Event::QualityChosen { seat, quality, dice });
    Ok(())
}

/// p. 16: the main character enlists a Bond present in the scene; its rating is added in dice.
pub(super) fn enlist_bond(cx: &mut Ctx, seat: SeatId, bond: u32) -> Result<()> {
    let c = preparing(cx, "enlisting a bond")?;
    if seat != c.main {
        return Err(RuleError::new(
            "44.bond.not_in_conflict",
            "only the main character in conflict enlists Bonds (assistants cannot, p. 27)",
        ));
    }
    not_ready(c, Side::Main)?;
    if c.bonds.contains(&bond) {
        return Err(
            RuleError::new("44.bond.already_enlisted", "that Bond is already enlisted").with("bond", bond)
        );
    }
    let Some(b) = cx.s.character(seat).and_then(|ch| ch.bond(bond)) else {
        return Err(RuleError::new("44.bond.unknown", "your character has no such Bond").with("bond", bond));
    };
    let dice = b.rating;
    cx.emit(Event::BondEnlisted { seat, bond, dice });
    Ok(())
}

/// p. 16 (assistants too, p. 27): a triggered Anxiety removes its rating in highest dice from
/// the main side's roll.
pub(super) fn trigger_anxiety(cx: &mut Ctx, seat: SeatId, anxiety: u32) -> Result<()> {
    let c = preparing(cx, "triggering an anxiety")?;
    let assisting = c.assists.iter().any(|a| a.seat == seat);
    if seat != c.main && !assisting {
        return Err(RuleError::new(
            "44.anxiety.not_in_conflict",
            "only the main character in conflict and those assisting trigger Anxieties",
        ));
    }
    if seat == c.main {
        not_ready(c, Side::Main)?;
    }
    if c.anxieties.iter().any(|t| t.seat == seat && t.anxiety == anxiety) {
        return Err(RuleError::new("44.anxiety.already_triggered", "that Anxiety is already triggered")
            .with("anxiety", anxiety));
    }
    let Some(a) = cx.s.character(seat).and_then(|ch| ch.anxiety(anxiety)) else {
        return Err(RuleError::new("44.anxiety.unknown", "your character has no such Anxiety")
            .with("anxiety", anxiety));
    };
    let rating = a.rating;
    cx.emit(Event::AnxietyTriggered { seat, anxiety, rating });
    Ok(())
}

/// p. 27, "Assisting Main Characters".
pub(super) fn assist(cx: &mut Ctx, seat: SeatId, quality: Quality) -> Result<()> {
    let c = preparing(cx, "assisting")?;
    let Some(ch) = cx.s.character(seat).filter(|ch| ch.is_main()) else {
        return Err(RuleError::new("44.assist.not_main", "only main characters assist main characters"));
    };
    if seat == c.main {
        return Err(RuleError::new("44.assist.self", "you cannot assist your own conflict"));
    }
    if c.assists.iter().any(|a| a.seat == seat) {
        return Err(RuleError::new("44.assist.already", "you already assist this conflict"));
    }
    // Every rule the assist breaks is named, each with its own code (p. 27).
    let rating = ch.quality(quality);
    let contact = cx.s.character(c.main).map(|m| m.contact).unwrap_or(0);
    let below_countdown = (rating < cx.s.countdown).then(|| {
        RuleError::new(
            "44.assist.quality_below_countdown",
            format!(
                "to assist, use a Quality at or over the Countdown ({}); this one is {rating}",
                cx.s.countdown
            ),
        )
        .with("rating", rating)
        .with("countdown", cx.s.countdown)
    });
    let twice = (ch.last_quality == Some(quality)).then(|| {
        RuleError::new(
            "44.quality.twice_in_a_row",
            "you may not use the Quality you last used in a roll (p. 27): choose another one",
        )
        .with_wire("quality", &quality)
    });
    let too_many = (c.assists.len() as u32 >= contact).then(|| {
        RuleError::new(
            "44.assist.too_many",
            format!(
                "the main character in conflict can have at most {contact} assistants (the Contact rating)"
            ),
        )
        .with("max", contact)
    });
    if let Some(refusal) = RuleError::every([below_countdown, twice, too_many].into_iter().flatten()) {
        return Err(refusal);
    }
    cx.emit(Event::AssistJoined { seat, quality, dice: rating });
    Ok(())
}

/// p. 17: the Director (or the Operative whose scene it is) activates an Agent present in the
/// scene; its rating is added in dice.
pub(super) fn activate_agent(cx: &mut Ctx, seat: SeatId, agent: u32) -> Result<()> {
    let c = preparing(cx, "activating an agent")?;
    if seat != c.conspirator {
        return Err(RuleError::new(
            "44.agent.not_in_conflict",
            "only the Director (or the Operative whose scene it is) activates Agents",
        ));
    }
    not_ready(c, Side::Conspiracy)?;
    if c.agents.contains(&agent) {
        return Err(
            RuleError::new("44.agent.already_active", "that Agent is already activated").with("agent", agent)
        );
    }
    let Some(a) = cx.s.agent(agent) else {
        return Err(
            RuleError::new("44.agent.unknown", "there is no such Agent on the roster").with("agent", agent)
        );
    };
    if c.operative_scene {
        let program = cx.s.ratings_of(seat).1;
        if (c.agents.len() + c.operatives.len()) as u32 >= program {
            return Err(RuleError::new(
                "44.operative.program_limit",
                format!("activated Agents plus assisting Operatives cannot exceed your Program ({program})"),
            )
            .with("program", program));
        }
    }
    let (name, rating) = (a.name.clone(), a.rating);
    cx.emit(Event::AgentActivated { agent, name, rating });
    Ok(())
}

/// p. 17: a revealed Secret removes its rating in highest dice from the main side's roll.
pub(super) fn reveal_secret(cx: &mut Ctx, seat: SeatId, secret: u32) -> Result<()> {
    let c = preparing(cx, "revealing a secret")?;
    let helper = c.operatives.iter().any(|o| o.0 == seat);
    if seat != c.conspirator && !helper {
        return Err(RuleError::new(
            "44.secret.not_in_conflict",
            "only the Director, or the Operative whose scene it is and those assisting, reveal Secrets",
        ));
    }
    if seat == c.conspirator {
        not_ready(c, Side::Conspiracy)?;
    }
    if c.secrets.iter().any(|r| r.secret == secret) {
        return Err(RuleError::new(
            "44.secret.already_revealed",
            "that Secret is already revealed in this conflict",
        ));
    }
    let Some(x) = cx.s.secret(secret) else {
        return Err(RuleError::new("44.secret.unknown", "there is no such Secret").with("secret", secret));
    };
    let (text, rating) = (x.text.clone(), x.rating);
    cx.emit(Event::SecretRevealed { by: seat, secret, text, rating });
    Ok(())
}

/// p. 18, "Get Extra Dice": Resistance dice from main characters, Menace dice from the Director
/// and Operatives, to either side.
pub(super) fn add_pile_dice(cx: &mut Ctx, seat: SeatId, side: Side, count: u32) -> Result<()> {
    preparing(cx, "adding dice")?;
    let (pile, have) = if cx.s.is_conspirator(seat) {
        (Pile::Menace, cx.s.menace)
    } else {
        (Pile::Resistance, cx.s.resistance)
    };
    if count == 0 || count > have {
        return Err(RuleError::new(
            "44.pile.not_enough",
            format!("you can add 1 to {have} dice from the pile"),
        )
        .with("count", count)
        .with("available", have));
    }
    cx.pile(pile, have - count, PileReason::UsedInConflict);
    cx.emit(Event::ExtraDiceAdded { by: seat, side, count, pile: Some(pile) });
    Ok(())
}

/// p. 18-19: a conflict leader is ready (before the roll, then after Reserve dice); in the
/// all-seats steps of the end of the turn, the seat is done.
pub(super) fn ready(cx: &mut Ctx, seat: SeatId) -> Result<()> {
    match &cx.s.stage {
        Stage::Scene(scene) => {
            let SceneStep::Conflict { conflict: c, step: ConflictStep::Preparing | ConflictStep::Improving } =
                &scene.step
            else {
                return Err(wrong_step("saying you are ready"));
            };
            let side = if seat == c.main {
                Side::Main
            } else if seat == c.conspirator {
                Side::Conspiracy
            } else {
                return Err(not_waiting(seat, &cx.s));
            };
            if c.ready[side.index()] {
                return Err(RuleError::new("44.conflict.already_ready", "you already said you are ready"));
            }
            if side == Side::Main && c.quality.is_none() {
                return Err(RuleError::new("44.quality.missing", "choose a Quality before the roll"));
            }
            cx.emit(Event::SideReady { side, ready: true });
        }
        Stage::EndOfTurn(end) => {
            if matches!(end.step, EndStep::Gains { .. }) {
                return Err(wrong_step("saying you are ready"));
            }
            if end.passed.contains(&seat) {
                return Err(RuleError::new("44.step.already_done", "you are already done with this step"));
            }
            cx.emit(Event::Passed { seat });
        }
        _ => return Err(wrong_step("saying you are ready")),
    }
    Ok(())
}
