//! The story itself, which the Director tells: scenes (with their milestones and qualities, "Los
//! escenarios tienen también hitos y otras cualidades"), secondary characters and monsters entering
//! it, a monster's secret weakness discovered, and its end.

use engine::RuleError;
use engine::SeatId;

use super::setup::{character_count, sheet_problems};
use super::{Res, character, director_only, no_roll};
use crate::command::CharacterId;
use crate::event::Event;
use crate::state::{CharacterSheet, State};

/// A scene starts, with the qualities (milestones) players may activate while it lasts.
pub(super) fn start_scene(state: &State, seat: SeatId, qualities: &[String]) -> Res<Vec<Event>> {
    director_only(seat, "start a scene")?;
    no_roll(state)?;
    if state.scene.is_some() {
        return Err(RuleError::new("fragmentos.scene.open", "a scene is already in play: end it first"));
    }
    Ok(vec![Event::SceneStarted { number: state.scenes + 1, qualities: qualities.to_vec() }])
}

/// The scene in play ends (and with it total scores, rest marks, the round and a pending retry).
pub(super) fn end_scene(state: &State, seat: SeatId) -> Res<Vec<Event>> {
    director_only(seat, "end a scene")?;
    no_roll(state)?;
    let Some(scene) = &state.scene else {
        return Err(RuleError::new("fragmentos.scene.none", "no scene is in play"));
    };
    Ok(vec![Event::SceneEnded { number: scene.number }])
}

/// A secondary character or monster enters the story, its sheet checked as at set-up (the field
/// of a problem is under `sheet`).
pub(super) fn introduce_character(state: &State, seat: SeatId, sheet: &CharacterSheet) -> Res<Vec<Event>> {
    director_only(seat, "introduce characters")?;
    if let Some(problem) = sheet_problems(sheet, false, "sheet").into_iter().next() {
        return Err(problem);
    }
    let waiting = state.waiting_offstage().count();
    if let Some(problem) = character_count(state.characters.len() + waiting + 1, "sheet") {
        return Err(problem);
    }
    Ok(vec![Event::CharacterIntroduced {
        character: CharacterId(state.characters.len() as u16),
        sheet: sheet.clone(),
        offstage: None,
    }])
}

/// One of the Director's prepared characters enters the story (ruling 27): until now players and
/// spectators knew nothing of it; its sheet was checked at set-up.
pub(super) fn bring_in(state: &State, seat: SeatId, offstage: usize) -> Res<Vec<Event>> {
    director_only(seat, "bring characters into the story")?;
    let Some(Some(sheet)) = state.offstage.get(offstage) else {
        let waiting = state.waiting_offstage().count();
        return Err(RuleError::new(
            "fragmentos.offstage.none",
            format!("there is no prepared character number {offstage} waiting off the story ({waiting} are)"),
        )
        .with("index", offstage)
        .with("waiting", waiting));
    };
    Ok(vec![Event::CharacterIntroduced {
        character: CharacterId(state.characters.len() as u16),
        sheet: sheet.clone(),
        offstage: Some(offstage),
    }])
}

/// The players discover a secret quality (a monster's "debilidad"): it becomes a quality in play.
pub(super) fn reveal_quality(state: &State, seat: SeatId, id: CharacterId, index: usize) -> Res<Vec<Event>> {
    director_only(seat, "reveal a secret quality")?;
    let c = character(state, id)?;
    let Some(q) = c.sheet.secret_qualities.get(index) else {
        return Err(RuleError::new(
            "fragmentos.quality.no_secret",
            format!("{} has no secret quality number {index}", c.sheet.name),
        )
        .with("index", index));
    };
    Ok(vec![Event::QualityRevealed { character: id, secret_index: index, quality: q.clone() }])
}

/// The Director ends the story.
pub(super) fn end_story(_state: &State, seat: SeatId) -> Res<Vec<Event>> {
    director_only(seat, "end the story")?;
    Ok(vec![Event::StoryEnded { reason: "the director ended the story".into() }])
}
