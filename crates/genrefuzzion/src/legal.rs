//! The legal commands of a seat: every command `decide` would accept from it now, with the fields a
//! player writes freely (texts, ratings, difficulties) described as open fields.
//!
//! The candidates are the rules' own (`random::candidates`, one per choice the phase offers: cards
//! of the tables, targets, pool sources); `decide`, asked with [`dice::Probe`] dice, stays the one
//! judge of each, so every listed command is accepted as it stands. The open fields are those whose
//! every value within their param `decide` accepts: free texts that need only be non-empty, and
//! numbers whose range is the rule ("de 0 al 5", "dificultad de 5 a 15"). Texts that must also be
//! unique (a cliché of the pool, a character's name) are listed with a value, not opened.

use engine::{Legal, Param, SeatId};

use crate::command::Command;
use crate::random::{accepted, candidates};
use crate::state::State;

/// The longest free text the forms offer (the rulebook sets no limit: posts carry the story).
pub const MAX_TEXT: u32 = 500;

fn text() -> Param {
    Param::Text { max_chars: MAX_TEXT }
}

/// "Calificación": a rating goes from 0 to 5.
fn rating() -> Param {
    Param::Number { min: 0, max: 5 }
}

/// "Objetivos": a difficulty from 5 to 15.
fn difficulty() -> Param {
    Param::Number { min: 5, max: 15 }
}

/// Every command `seat` may send now, in the rules' order, each once.
pub fn legal_commands(s: &State, seat: SeatId) -> Vec<Legal<Command>> {
    let mut out: Vec<Legal<Command>> = Vec::new();
    for c in candidates(s, seat, &mut |_| 0) {
        if !out.iter().any(|l| l.command == c) && accepted(s, seat, &c) {
            out.push(described(c));
        }
    }
    out
}

/// A legal command with the fields a player writes freely opened.
fn described(c: Command) -> Legal<Command> {
    use Command::*;
    match c {
        SetObjective { .. } => Legal::open(c, "text", text()).and("difficulty", difficulty()),
        ModifyObjective { .. } => Legal::open(c, "text", text()).and("difficulty", difficulty()),
        Rate { .. } => {
            Legal::open(c, "protagonist", rating()).and("antagonist", rating()).and("justification", text())
        }
        DeclareRelationship { .. } | SuggestRelationship { .. } | ChangeObjective { .. } => {
            Legal::open(c, "text", text())
        }
        ContributeCliche { .. } | AddRelationship { .. } => Legal::open(c, "text", text()),
        ReformulateIntention { .. } | AllyIntention { .. } => Legal::open(c, "intention", text()),
        StartScene { .. } => Legal::open(c, "title", text())
            .and("setting", text())
            .and("tone", text())
            .and("intention", text()),
        AddCliche { .. } => Legal::open(c, "name", text()),
        ProposeGrandFinale { .. } => Legal::open(c, "framing", text()),
        OpenVote { .. } => Legal::open(c, "question", text()),
        c => Legal::whole(c),
    }
}
