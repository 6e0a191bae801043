//! The conflict roll (p. 18-19): the throw, Reserve dice on the results, and the winner.

use dice::{DiceSource, HighestRoll, apply_reserve};
use engine::RuleError;
use engine::SeatId;

use crate::event::{Event, Holder, PileReason};
use crate::state::{
    Conflict, ConflictStep, EndStep, Pending, Phase, SceneStep, Side, SideRoll, Stage, State,
};

use super::reserve::check_reserve;
use super::stress::main_stress;
use super::{Ctx, Result, throw, wrong_step};

/// p. 18: both sides throw their dice; Anxieties and Secrets remove the highest (p. 16-17).
pub(super) fn roll_conflict(cx: &mut Ctx, c: &Conflict, dice: &mut dyn DiceSource) {
    let main = cx.s.character(c.main).expect("main character");
    let main_dice = c.quality.map(|q| main.quality(q)).unwrap_or(0)
        + c.bonds.iter().filter_map(|b| main.bond(*b)).map(|b| b.rating).sum::<u32>()
        + c.assists.iter().map(|a| a.dice).sum::<u32>()
        + c.extra[0];
    let cons_dice = cx.s.ratings_of(c.conspirator).0
        + c.agents.iter().filter_map(|a| cx.s.agent(*a)).map(|a| a.rating).sum::<u32>()
        + c.operatives.iter().map(|o| o.1).sum::<u32>()
        + c.extra[1];
    let main_remove: u32 = c.anxieties.iter().map(|t| t.rating).sum();
    let cons_remove: u32 = c.secrets.iter().map(|r| r.rating).sum();
    let main_faces = throw(dice, main_dice);
    let cons_faces = throw(dice, cons_dice);
    cx.emit(Event::ConflictRolled {
        main: SideRoll {
            dice: main_dice,
            remove: main_remove,
            roll: HighestRoll::evaluate(&main_faces, main_remove as usize),
        },
        conspiracy: SideRoll {
            dice: cons_dice,
            remove: cons_remove,
            roll: HighestRoll::evaluate(&cons_faces, cons_remove as usize),
        },
    });
    cx.emit(Event::SideReady { side: Side::Main, ready: false });
    cx.emit(Event::SideReady { side: Side::Conspiracy, ready: false });
    cx.phase(Phase::Improving);
}

/// The side a seat improves with Reserve dice, if any.
pub(crate) fn improving_side(s: &State, seat: SeatId) -> Option<Side> {
    if s.is_conspirator(seat) {
        return Some(Side::Conspiracy);
    }
    match &s.stage {
        Stage::EndOfTurn(_) => Some(Side::Main),
        _ => {
            let c = s.conflict()?;
            (seat == c.main || c.assists.iter().any(|a| a.seat == seat)).then_some(Side::Main)
        }
    }
}

/// Use 1 (p. 19, p. 29): replace the result with a Reserve die, boost it with equal dice.
pub(super) fn improve_result(cx: &mut Ctx, seat: SeatId, replace: Option<u32>, boosts: &[u32]) -> Result<()> {
    // The result to improve: the conflict's (p. 19) or the end of the turn's (p. 24).
    let (end, results, faces, ready) = match &cx.s.stage {
        Stage::Scene(scene) => match &scene.step {
            SceneStep::Conflict { conflict: c, step: ConflictStep::Improving } => {
                (false, c.results, c.faces, c.ready)
            }
            _ => return Err(wrong_step("improving a result")),
        },
        Stage::EndOfTurn(e) if e.step == EndStep::Improving => {
            (true, e.roll.results, e.roll.faces, [false; 2])
        }
        _ => return Err(wrong_step("improving a result")),
    };
    let Some(side) = improving_side(&cx.s, seat) else {
        return Err(RuleError::new(
            "44.reserve.not_your_roll",
            "only those rolling on a side (the main character and assistants, or Section 44) improve its result",
        ));
    };
    let spent: Vec<u32> = replace.into_iter().chain(boosts.iter().copied()).collect();
    let left = check_reserve(cx, seat, &spent)?;
    let (current, face) = (results[side.index()], faces[side.index()]);
    // Boost dice must equal the die value the result is read from (p. 24: a result of 6 read from
    // two 5s goes to 7 with a Reserve 5); `apply_reserve` checks them against that face.
    let result = apply_reserve(face, current, replace, boosts).map_err(|e| {
        RuleError::new("44.reserve.boost_mismatch", e.to_string()).with("face", replace.unwrap_or(face))
    })?;
    let face = replace.unwrap_or(face);
    cx.set_reserve(Holder(seat), left);
    cx.emit(Event::ResultImproved { side, by: seat, replace, boosts: boosts.to_vec(), result, face });
    if end {
        cx.phase(Phase::EndImproving);
    } else {
        for side in [Side::Main, Side::Conspiracy] {
            if ready[side.index()] {
                cx.emit(Event::SideReady { side, ready: false });
            }
        }
    }
    Ok(())
}

/// p. 19-22: compare, rewards, Stress, Reserve, the conspiracy growing.
pub(super) fn decide_conflict(cx: &mut Ctx, c: &Conflict) {
    let [main, cons] = c.results;
    let winner = if main > cons { Side::Main } else { Side::Conspiracy };
    let stress = main.abs_diff(cons);
    cx.emit(Event::ConflictDecided { winner, main, conspiracy: cons, stress });
    match winner {
        Side::Main => {
            let anx = c.anxieties.iter().map(|t| t.rating).sum();
            cx.add_resistance(anx, PileReason::ConflictWon);
        }
        Side::Conspiracy => {
            let sec = c.secrets.iter().map(|r| r.rating).sum();
            cx.add_menace(sec, PileReason::ConflictWon);
        }
    }
    let mut pending = Vec::new();
    if stress > 0 {
        match winner {
            Side::Conspiracy => {
                let quality = c.quality.expect("quality chosen");
                main_stress(cx, c.main, quality, &c.bonds, stress, &mut pending);
                for a in &c.assists {
                    main_stress(cx, a.seat, a.quality, &[], stress, &mut pending);
                }
            }
            Side::Main => pending.push(Pending::ConspiracyStress { seat: c.conspirator, stress }),
        }
    }
    pending.push(Pending::Reserve { seat: c.main, side: Side::Main, leader: true });
    pending.push(Pending::Reserve { seat: c.conspirator, side: Side::Conspiracy, leader: true });
    if !c.operative_scene && winner == Side::Main {
        pending.push(Pending::ConspiracyGrows);
    }
    cx.phase(Phase::Resolving { pending });
}
