//! Operatives (p. 30-32): a replaced main character joins Section 44, picks an opponent for
//! its scenes, and assists other Operatives.

use engine::RuleError;
use engine::SeatId;

use crate::event::{Event, Holder, SharedAgent, SharedSecret};
use crate::state::{Character, Pending, Phase, Scene, SceneStep, Stage};

use super::conflict::preparing;
use super::{Ctx, Resolving, Result, head, not_waiting, wrong_step};

/// p. 31: an Operative's scene begins with the main character it faces.
pub(super) fn choose_opponent(cx: &mut Ctx, seat: SeatId, opponent: SeatId) -> Result<()> {
    let Stage::Scene(Scene { seat: scene, step: SceneStep::ChoosingOpponent, .. }) = cx.s.stage else {
        return Err(wrong_step("choosing an opponent"));
    };
    if seat != scene {
        return Err(not_waiting(seat, &cx.s));
    }
    if !cx.s.character(opponent).is_some_and(Character::is_main) {
        return Err(RuleError::new(
            "44.operative.opponent_not_main",
            "an Operative's opponent must be a main character",
        )
        .with("opponent", opponent.0));
    }
    cx.emit(Event::OpponentChosen { opponent });
    cx.phase(Phase::Framing { step: 0 });
    Ok(())
}

/// p. 31: assisting Operatives have Control at or under the Countdown and count against Program.
pub(super) fn join_operative(cx: &mut Ctx, seat: SeatId) -> Result<()> {
    let c = preparing(cx, "assisting an operative")?;
    if !c.operative_scene {
        return Err(RuleError::new(
            "44.operative.assist_not_operative_scene",
            "operatives assist only in another Operative's scene",
        ));
    }
    if !cx.s.character(seat).is_some_and(Character::is_operative) || seat == c.conspirator {
        return Err(RuleError::new(
            "44.operative.assist_not_operative",
            "only another Operative may assist the Operative",
        ));
    }
    if c.operatives.iter().any(|o| o.0 == seat) {
        return Err(RuleError::new("44.assist.already", "you already assist this conflict"));
    }
    let control = cx.s.ratings_of(seat).0;
    if control > cx.s.countdown {
        return Err(RuleError::new(
            "44.operative.control_over_countdown",
            format!(
                "an assisting Operative's Control ({control}) must be at or under the Countdown ({})",
                cx.s.countdown
            ),
        ));
    }
    let program = cx.s.ratings_of(c.conspirator).1;
    if (c.agents.len() + c.operatives.len()) as u32 >= program {
        return Err(RuleError::new(
            "44.operative.program_limit",
            format!(
                "activated Agents plus assisting Operatives cannot exceed the Operative's Program ({program})"
            ),
        ));
    }
    cx.emit(Event::OperativeJoined { seat, dice: control });
    Ok(())
}

/// p. 30, "Your Operative".
pub(super) fn become_operative(cx: &mut Ctx, seat: SeatId, control: u32, program: u32) -> Result<()> {
    let Resolving { first: Pending::BecomeOperative { .. }, rest, .. } = head(cx, seat)? else {
        return Err(wrong_step("becoming an operative"));
    };
    let sum = cx.s.character(seat).expect("character").quality_sum();
    if control + program != sum {
        return Err(RuleError::new(
            "44.operative.split",
            format!("control and program must add up to the sum of your Qualities ({sum})"),
        )
        .with("sum", sum));
    }
    cx.emit(Event::OperativeCreated { seat, control, program });
    cx.trim_reserve(Holder(seat));
    let agents =
        cx.s.agents
            .iter()
            .map(|a| SharedAgent { agent: a.id, name: a.name.clone(), rating: a.rating })
            .collect();
    let secrets =
        cx.s.secrets
            .iter()
            .map(|x| SharedSecret { secret: x.id, text: x.text.clone(), rating: x.rating })
            .collect();
    let known_to = cx.conspirators();
    cx.emit(Event::ConspiracyShared { seat, agents, secrets, known_to });
    cx.phase(Phase::Resolving { pending: rest });
    Ok(())
}
