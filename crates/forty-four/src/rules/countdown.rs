//! The Countdown's flow: the order roll, the scenes and their framing (p. 13-14).

use dice::DiceSource;
use engine::RuleError;
use engine::SeatId;

use crate::event::{Event, SeatRoll};
use crate::state::{Character, DIRECTOR, Phase, Scene, SceneStep, Stage, State};

use super::end_of_turn::end_game;
use super::{Ctx, Result, check_text, not_waiting, throw, wrong_step};

/// p. 13, "Order Scenes": main characters roll 1 die each, Operatives do not; ties for the highest
/// are re-rolled among the tied (Ruling).
pub(super) fn begin_countdown(cx: &mut Ctx, dice: &mut dyn DiceSource) {
    let mut contenders = cx.s.main_seats();
    if contenders.is_empty() {
        return end_game(cx, true);
    }
    let mut rounds = Vec::new();
    let chooser = loop {
        let faces = throw(dice, contenders.len() as u32);
        let round: Vec<SeatRoll> =
            contenders.iter().zip(&faces).map(|(&seat, &face)| SeatRoll { seat, face }).collect();
        let top = faces.iter().copied().max().unwrap_or(0);
        contenders = round.iter().filter(|r| r.face == top).map(|r| r.seat).collect();
        rounds.push(round);
        if contenders.len() == 1 {
            break contenders[0];
        }
    };
    cx.emit(Event::OrderRolled { countdown: cx.s.countdown, rounds, chooser });
    cx.phase(Phase::ChoosingOrder { chooser });
}

/// p. 14: the next scene in the order begins; an Operative's scene first picks its opponent
/// (p. 31).
pub(super) fn begin_scene(cx: &mut Ctx, index: usize) {
    let seat = cx.s.order[index];
    cx.emit(Event::SceneBegan { seat, index });
    let operative = cx.s.character(seat).is_some_and(Character::is_operative);
    cx.phase(if operative { Phase::ChoosingOpponent } else { Phase::Framing { step: 0 } });
}

/// After a scene: the game ends early when no main character is left (p. 26), otherwise the next
/// scene or the end of the turn.
pub(super) fn end_scene(cx: &mut Ctx, scene: &Scene) {
    if cx.s.main_seats().is_empty() {
        return end_game(cx, true);
    }
    let next = scene.index + 1;
    if next < cx.s.order.len() {
        begin_scene(cx, next);
    } else {
        cx.emit(Event::EndRollBegan { zero_hour: false });
        cx.phase(Phase::EndPreparing);
    }
}

/// Seats that may give the current scene detail (p. 14, p. 31).
pub fn detail_seats(s: &State) -> Vec<SeatId> {
    let Stage::Scene(Scene { seat, opponent, step: SceneStep::Framing { step }, .. }) = &s.stage else {
        return Vec::new();
    };
    let (scene, second) = (*seat, opponent.unwrap_or(DIRECTOR));
    match step {
        0 => vec![scene],
        1 => vec![second],
        _ => {
            let others: Vec<SeatId> =
                s.all_seats().into_iter().filter(|&x| x != scene && x != second).collect();
            if others.is_empty() { vec![scene, second] } else { others }
        }
    }
}

/// p. 13, "Order Scenes": the winner of the order roll sets every player's scene once.
pub(super) fn set_order(cx: &mut Ctx, seat: SeatId, order: &[SeatId]) -> Result<()> {
    let Stage::ChoosingOrder { chooser } = cx.s.stage else {
        return Err(wrong_step("setting the scene order"));
    };
    if seat != chooser {
        return Err(not_waiting(seat, &cx.s));
    }
    let mut sorted = order.to_vec();
    sorted.sort();
    let mut players: Vec<SeatId> = cx.s.characters.iter().map(|c| c.seat).collect();
    players.sort();
    if sorted != players {
        return Err(RuleError::new(
            "44.order.not_every_player",
            "the scene order must list every player seat (main characters and Operatives) exactly once",
        ));
    }
    cx.emit(Event::SceneOrderSet { order: order.to_vec() });
    begin_scene(cx, 0);
    Ok(())
}

/// p. 14 (p. 31 for an Operative's scene): the three details, from the scene's player, the
/// Director (or the opponent), then everyone else; the third begins the conflict.
pub(super) fn add_detail(cx: &mut Ctx, seat: SeatId, text: &str) -> Result<()> {
    let Stage::Scene(Scene { seat: scene, opponent, step: SceneStep::Framing { step }, .. }) = cx.s.stage
    else {
        return Err(wrong_step("adding a scene detail"));
    };
    if !detail_seats(&cx.s).contains(&seat) {
        return Err(not_waiting(seat, &cx.s));
    }
    check_text(text, "detail")?;
    cx.emit(Event::DetailAdded { by: seat, text: text.to_owned() });
    if step < 2 {
        cx.phase(Phase::Framing { step: step + 1 });
    } else {
        let (main, conspirator, operative_scene) = match opponent {
            Some(o) => (o, scene, true),
            None => (scene, DIRECTOR, false),
        };
        cx.emit(Event::ConflictBegan { main, conspirator, operative_scene });
        cx.phase(Phase::Preparing);
    }
    Ok(())
}
