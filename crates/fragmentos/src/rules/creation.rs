//! Players who own their characters (rulings 28 and 29): writing one at the table for the
//! Director's approval, or taking one the Director prepared; their notes; renaming.
//!
//! The rulebook has no creation rules (the README's "Not implemented"); a sheet is within the
//! ranges of ruling 26, and the Director approves it, as "es el director quien tiene la última
//! palabra" on whether a trait applies (Retos) and judges objects and qualities.

use engine::RuleError;
use engine::SeatId;

use super::setup::sheet_problems;
use super::{DIRECTOR, Res, director_only};
use crate::command::Config;
use crate::event::Event;
use crate::legal::{NAME_CHARS, NOTE_CHARS};
use crate::state::{CharacterSheet, Creation, Proposal, State};

/// Most characters of a player's notes.
pub const PLAYER_NOTES_CHARS: u32 = 4000;

fn creation(state: &State) -> Res<&Creation> {
    state.creation.as_ref().ok_or_else(|| {
        RuleError::new("fragmentos.create.not_now", "characters are written before the story starts, not now")
    })
}

fn slot(c: &Creation, seat: SeatId) -> Res<&Option<Proposal>> {
    (seat.0 as usize)
        .checked_sub(1)
        .and_then(|i| c.seats.get(i))
        .ok_or_else(|| engine::RuleError::unknown_seat(seat))
}

/// The seat may still choose its character.
fn free(state: &State, seat: SeatId) -> Res<&Creation> {
    let c = creation(state)?;
    if seat == DIRECTOR {
        return Err(RuleError::new("fragmentos.create.director", "the Director plays no main character"));
    }
    match slot(c, seat)? {
        None => Ok(c),
        Some(_) => Err(RuleError::new(
            "fragmentos.create.already",
            "this seat already has its character (the Director may send it back)",
        )),
    }
}

/// Ruling 28: a player writes their main character within the ranges of ruling 26.
pub fn create(state: &State, seat: SeatId, sheet: &CharacterSheet) -> Res<Vec<Event>> {
    free(state, seat)?;
    if let Some(first) = sheet_problems(sheet, true, "sheet").into_iter().next() {
        return Err(first);
    }
    Ok(vec![Event::CharacterProposed { seat, sheet: sheet.clone(), premade: None }])
}

/// A player takes a pre-made character: the Director wrote it, so it is approved already.
pub fn take(state: &State, seat: SeatId, premade: usize) -> Res<Vec<Event>> {
    let c = free(state, seat)?;
    let Some(Some(sheet)) = c.premade.get(premade) else {
        return Err(RuleError::new(
            "fragmentos.create.premade_gone",
            "that pre-made character is not there to take",
        )
        .with("premade", premade));
    };
    let mut events = vec![
        Event::CharacterProposed { seat, sheet: sheet.clone(), premade: Some(premade) },
        Event::CharacterApproved { seat },
    ];
    events.extend(start_when_all_approved(state, &events));
    Ok(events)
}

/// The proposal of `seat` waiting for the Director.
fn pending(state: &State, seat: SeatId) -> Res<()> {
    let c = creation(state)?;
    match slot(c, seat)? {
        Some(p) if !p.approved => Ok(()),
        _ => Err(RuleError::new(
            "fragmentos.create.nothing_to_judge",
            "this seat has no character waiting for approval",
        )),
    }
}

/// The Director accepts a player's character ("la última palabra").
pub fn approve(state: &State, seat: SeatId, player: SeatId) -> Res<Vec<Event>> {
    director_only(seat, "approve a character")?;
    pending(state, player)?;
    let mut events = vec![Event::CharacterApproved { seat: player }];
    events.extend(start_when_all_approved(state, &events));
    Ok(events)
}

/// The Director sends a player's character back to be written again.
pub fn return_character(state: &State, seat: SeatId, player: SeatId, reason: &str) -> Res<Vec<Event>> {
    director_only(seat, "send a character back")?;
    pending(state, player)?;
    check_length(reason, NOTE_CHARS, "reason")?;
    Ok(vec![Event::CharacterReturned { seat: player, reason: reason.trim().to_owned() }])
}

/// Once every seat's character is approved the story starts with them, in seat order.
fn start_when_all_approved(state: &State, so_far: &[Event]) -> Option<Event> {
    let after = super::after(state, so_far);
    let c = after.creation.as_ref()?;
    let sheets: Option<Vec<CharacterSheet>> =
        c.seats.iter().map(|p| p.as_ref().filter(|p| p.approved).map(|p| p.sheet.clone())).collect();
    let config = Config { main_characters: sheets?, players: 0, ..c.config.clone() };
    Some(Event::StoryStarted { config })
}

fn check_length(text: &str, most: u32, what: &'static str) -> Res<()> {
    let n = text.chars().count();
    if n > most as usize {
        return Err(RuleError::new(
            "fragmentos.text.too_long",
            format!("the {what} takes at most {most} characters"),
        )
        .with("what", what)
        .with("max", most));
    }
    Ok(())
}

/// A player's own notes: read by the seat, and by the Director if the table says so.
pub fn write_notes(state: &State, seat: SeatId, text: &str) -> Res<Vec<Event>> {
    if seat == DIRECTOR || seat.0 > state.players {
        return Err(RuleError::new(
            "fragmentos.notes.players_only",
            "notes are a player's: the Director keeps theirs on the sheets",
        ));
    }
    check_length(text, PLAYER_NOTES_CHARS, "notes")?;
    let text = text.trim_end().to_owned();
    Ok(vec![Event::NotesWritten { seat, text, readers: state.notes_readers(seat) }])
}

/// Ruling 29: a player renames their character (no rule reads a name); every number, trait,
/// quality and object changes only by the rules.
pub fn rename(state: &State, seat: SeatId, name: &str) -> Res<Vec<Event>> {
    if seat == DIRECTOR || seat.0 > state.players || !state.started {
        return Err(RuleError::new(
            "fragmentos.rename.no_character",
            "this seat has no character to rename yet",
        ));
    }
    let name = name.trim();
    if name.is_empty() {
        return Err(RuleError::new("fragmentos.config.name_missing", "every character needs a name")
            .with("path", "name"));
    }
    check_length(name, NAME_CHARS, "name")?;
    let character = crate::command::CharacterId(seat.0 as u16 - 1);
    Ok(vec![Event::CharacterRenamed { character, name: name.to_owned() }])
}
