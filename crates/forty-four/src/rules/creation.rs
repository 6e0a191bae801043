//! Players who own their characters: making one at the table (p. 7-9) or taking one the game
//! master prepared, their own notes, and rewriting what no rule reads (the name and the concept).

use dice::DiceSource;
use engine::{RuleError, SeatId};

use super::setup::{begin_game, check_made};
use super::{Ctx, Result, wrong_step};
use crate::command::CharacterSetup;
use crate::event::{Audience, Event};
use crate::legal::MAX_TEXT;
use crate::state::{DIRECTOR, Stage};

/// The longest notes a player keeps.
pub const MAX_NOTES: usize = 4000;

/// The seat may still choose a character: the players are making them and it has none.
fn choosing(cx: &Ctx, seat: SeatId) -> Result<()> {
    if cx.s.stage != Stage::Creating {
        return Err(wrong_step("making a character"));
    }
    if seat == DIRECTOR {
        // p. 9: "While other players create their main characters, the Director completes the
        // details of Section 44" — the Director makes no main character.
        return Err(RuleError::new("44.create.director", "the Director makes no main character (p. 9)"));
    }
    let made = (seat.0 as usize).checked_sub(1).and_then(|i| cx.s.made.get(i));
    match made {
        None => Err(RuleError::unknown_seat(seat)),
        Some(Some(_)) => Err(RuleError::new("44.create.already", "this seat already has its main character")),
        Some(None) => Ok(()),
    }
}

/// p. 7-9: a player makes their own main character, checked by the same rules as at set-up; the
/// rulebook gives the Director no say over it (p. 9), so a sheet within the rules is accepted.
pub fn create(cx: &mut Ctx, seat: SeatId, c: &CharacterSetup, dice: &mut dyn DiceSource) -> Result<()> {
    choosing(cx, seat)?;
    if let Some(first) = check_made(c).into_iter().next() {
        return Err(first);
    }
    cx.emit(Event::CharacterMade { seat, character: c.clone(), premade: None });
    begin_when_all_made(cx, dice);
    Ok(())
}

/// A player takes a character the game master prepared (checked at set-up).
pub fn take(cx: &mut Ctx, seat: SeatId, premade: u32, dice: &mut dyn DiceSource) -> Result<()> {
    choosing(cx, seat)?;
    let Some(Some(c)) = cx.s.premade.get(premade as usize).cloned() else {
        return Err(RuleError::new("44.create.premade_gone", "that pre-made character is not there to take")
            .with("premade", premade));
    };
    cx.emit(Event::CharacterMade { seat, character: c, premade: Some(premade) });
    begin_when_all_made(cx, dice);
    Ok(())
}

/// Once every player seat has its character the game begins (p. 10-13), as a set-up would.
fn begin_when_all_made(cx: &mut Ctx, dice: &mut dyn DiceSource) {
    let made: Option<Vec<CharacterSetup>> = cx.s.made.iter().cloned().collect();
    if let Some(sheets) = made {
        let to_director = cx.s.notes_to_director;
        begin_game(cx, &sheets, to_director, None, dice);
    }
}

/// A player's own notes: read by the seat, and by the Director if the table says so.
pub fn write_notes(cx: &mut Ctx, seat: SeatId, text: &str) -> Result<()> {
    if seat == DIRECTOR || !cx.s.is_player_seat(seat) {
        return Err(RuleError::new(
            "44.notes.players_only",
            "notes are a player's: the Director keeps none here",
        ));
    }
    if text.chars().count() > MAX_NOTES {
        return Err(RuleError::new(
            "44.notes.too_long",
            format!("notes take at most {MAX_NOTES} characters"),
        )
        .with("max", MAX_NOTES));
    }
    let text = text.trim_end().to_owned();
    let known_to = Audience::Seats(cx.s.notes_readers(seat));
    cx.emit(Event::NotesWritten { seat, text, known_to });
    Ok(())
}

/// Ruling 23: a player rewrites the name and the concept (step 1, p. 7) of their character at any
/// time; no rule reads them. Ratings change only by the rules (p. 22-29); the Ticker's "who was
/// replaced" became an Agent (p. 10) and stays as told.
pub fn edit(cx: &mut Ctx, seat: SeatId, name: &str, concept: &str) -> Result<()> {
    if cx.s.character(seat).is_none() {
        return Err(RuleError::new("44.edit.no_character", "this seat has no character to edit yet"));
    }
    let (name, concept) = (name.trim(), concept.trim());
    for (text, what) in [(name, "name"), (concept, "concept")] {
        super::check_text(text, what)?;
        if text.chars().count() > MAX_TEXT as usize {
            return Err(RuleError::new(
                "44.text.too_long",
                format!("the {what} takes at most {MAX_TEXT} characters"),
            )
            .with("what", what)
            .with("max", MAX_TEXT));
        }
    }
    cx.emit(Event::CharacterEdited { seat, name: name.to_owned(), concept: concept.to_owned() });
    Ok(())
}
