//! What each seat sees. The only place where hiding happens.
//!
//! - The Director (seat 0) and every Operative see everything: Operatives share the Agents and
//!   Secrets (p. 30).
//! - Main characters and spectators see the whole table except Section 44's hidden side: a Secret
//!   only once it has been revealed in a conflict, an Agent only if everyone heard of it (a
//!   Ticker's "who was replaced", a Bond lost to Stress) or once it has been activated in a
//!   conflict. New Agents and Secrets, and points added to hidden ones, stay with the conspiracy.

use engine::{SeatId, Viewer};
use serde::Serialize;

use crate::command::CharacterSetup;
use crate::event::Event;
use crate::rules::waiting_on;
use crate::state::{
    Agent, Character, Conflict, DIRECTOR, DirectorSheet, EndRoll, Fate, Phase, Scene, Secret, Stage, State,
};

/// What one viewer may see of the game.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct View {
    /// Who is looking.
    pub viewer: Viewer,
    /// Whether the viewer sees the conspiracy's hidden side.
    pub sees_conspiracy: bool,
    /// The Countdown.
    pub countdown: u32,
    /// The step.
    pub phase: Phase,
    /// Whose move it is.
    pub waiting_on: Vec<SeatId>,
    /// The players' sheets (public at the table).
    pub characters: Vec<Character>,
    /// The Director's sheet (Control, Program, Reserve: public at the table).
    pub director: DirectorSheet,
    /// The Agents the viewer knows.
    pub agents: Vec<Agent>,
    /// The Secrets the viewer knows.
    pub secrets: Vec<Secret>,
    /// Resistance dice.
    pub resistance: u32,
    /// Menace dice.
    pub menace: u32,
    /// The scene order.
    pub order: Vec<SeatId>,
    /// Whose scene (the scene under way, or the one the game ended in).
    pub scene: Option<SeatId>,
    /// That scene's opponent, in an Operative's scene.
    pub opponent: Option<SeatId>,
    /// That scene's details (none between scenes).
    pub details: Vec<(SeatId, String)>,
    /// That scene's conflict (everything in it was declared at the table).
    pub conflict: Option<Conflict>,
    /// While no conflict is under way: the last one decided (public, as every conflict is).
    #[serde(default)]
    pub last_conflict: Option<Conflict>,
    /// The end-of-turn roll (or the Last Roll) under way, or the one the game ended in.
    pub end_roll: Option<EndRoll>,
    /// Fates, once decided.
    pub fates: Vec<(SeatId, Fate)>,
    /// Player seats (made character or not).
    pub players: Vec<SeatId>,
    /// While the players make their characters: the game master's pre-made ones still to take.
    pub premade: Vec<(u32, CharacterSetup)>,
    /// While the players make their characters: the seats that have one, and its name.
    pub made: Vec<(SeatId, String)>,
    /// The notes the viewer may read: its own, and every player's for the Director if the table
    /// says so.
    pub notes: Vec<(SeatId, String)>,
    /// Whether the Director reads the players' notes (the table's setting, shown to everyone).
    pub notes_to_director: bool,
}

/// Whether `viewer` sees Section 44's hidden side now.
pub fn sees_conspiracy(s: &State, viewer: Viewer) -> bool {
    match viewer {
        Viewer::Seat(seat) => seat == DIRECTOR || s.character(seat).is_some_and(Character::is_operative),
        Viewer::Spectator => false,
    }
}

/// The view of `viewer`.
pub fn view(s: &State, viewer: Viewer) -> View {
    let all = sees_conspiracy(s, viewer);
    // Once the game is over, the scene or the end of the turn it ended in stays on the table.
    let table = s.stage.on_table();
    let scene = match table {
        Stage::Scene(scene) => Some(scene),
        _ => None,
    };
    View {
        viewer,
        sees_conspiracy: all,
        countdown: s.countdown,
        phase: s.phase(),
        waiting_on: waiting_on(s),
        characters: s.characters.clone(),
        director: s.director.clone(),
        agents: s.agents.iter().filter(|a| all || a.known).cloned().collect(),
        secrets: s.secrets.iter().filter(|x| all || x.revealed).cloned().collect(),
        resistance: s.resistance,
        menace: s.menace,
        order: s.order.clone(),
        scene: scene.map(|scene| scene.seat),
        opponent: scene.and_then(|scene| scene.opponent),
        details: scene.map(|scene| scene.details.clone()).unwrap_or_default(),
        conflict: scene.and_then(Scene::conflict).cloned(),
        last_conflict: match scene.and_then(Scene::conflict) {
            Some(_) => None,
            None => s.last_conflict.clone(),
        },
        end_roll: match table {
            Stage::EndOfTurn(end) => Some(end.roll.clone()),
            _ => None,
        },
        fates: s.fates.clone(),
        players: s.player_seats(),
        premade: s.premade.iter().enumerate().filter_map(|(i, p)| p.clone().map(|p| (i as u32, p))).collect(),
        made: s
            .made
            .iter()
            .enumerate()
            .filter_map(|(i, m)| m.as_ref().map(|m| (SeatId(i as u8 + 1), m.name.clone())))
            .collect(),
        notes: s
            .notes
            .iter()
            .filter(|(seat, _)| matches!(viewer, Viewer::Seat(v) if s.notes_readers(*seat).contains(&v)))
            .cloned()
            .collect(),
        notes_to_director: s.notes_to_director,
    }
}

/// What `viewer` may see of an event: events carrying hidden information go only to their audience.
pub fn redact(event: &Event, viewer: Viewer) -> Option<Event> {
    let audience = match event {
        Event::AgentAdded { known_to, .. }
        | Event::SecretAdded { known_to, .. }
        | Event::AgentRated { known_to, .. }
        | Event::SecretRated { known_to, .. }
        | Event::ConspiracyShared { known_to, .. }
        | Event::NotesWritten { known_to, .. } => Some(known_to),
        _ => None,
    };
    match (audience, viewer) {
        (None, _) => Some(event.clone()),
        (Some(a), Viewer::Seat(seat)) if a.includes(seat) => Some(event.clone()),
        (Some(crate::event::Audience::Everyone), Viewer::Spectator) => Some(event.clone()),
        _ => None,
    }
}
