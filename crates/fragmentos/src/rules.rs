//! Every rule of Fragmentos (rulebook `004_*`): `start` checks the set-up, `decide` checks a command
//! and returns what happens. One module per concept of the game, one function per rule or step,
//! named after it:
//!
//! | module | the rules |
//! | --- | --- |
//! | `setup` | the set-up: sheets, pools and rulings within their ranges ([`Config::problems`]) |
//! | `story` | scenes, the Director's characters entering the story, revealed secrets, its end |
//! | `challenges` | "Retos" and "Conflictos": calling them, the throw, resolving, trying again |
//! | `threat` | "Presagios" and "Puntos de amenaza": omens raising the threat, the Director's points, danger |
//! | `overcoming` | "Puntos de superación": paying a point, total scores, the Director's award |
//! | `qualities` | "Cualidades": who activates what, what it costs, reversing an outcome |
//! | `damage` | "Retos peligrosos" and "Protección de guión": damage, ignoring it, leaving the story |
//! | `rest` | "no es tan grave como parecía": resting to recover |
//! | `order` | "Orden de actuación": rounds, who acts now, hurrying |
//!
//! Nothing here mutates the state; where a rule needs the state after some events (does the story
//! end?), it folds them into a copy.

mod challenges;
mod creation;
mod damage;
mod order;
mod overcoming;
mod qualities;
mod rest;
mod setup;
mod story;
mod threat;

use dice::DiceSource;
use engine::{RuleError, SeatId};

#[cfg(doc)]
use crate::command::Config;
use crate::command::{CharacterId, Command};
use crate::event::Event;
use crate::state::{Character, CharacterKind, RollPhase, State, apply};

pub(crate) use challenges::check_call;
pub use creation::PLAYER_NOTES_CHARS;
pub use order::may_act;
pub(crate) use qualities::in_play;
pub(crate) use rest::recovered;
pub(crate) use setup::start;
pub use setup::{MAX_LEVEL, MAX_TIE_REROLLS, OBJECT_DICE};
pub use threat::omens_raise_threat;

/// The Director's seat.
pub const DIRECTOR: SeatId = SeatId(0);

/// Most players a table takes.
pub const MAX_PLAYERS: usize = 12;
/// Most characters (of every kind) a story takes.
pub const MAX_CHARACTERS: usize = 200;
/// Highest characteristic or trait score accepted.
pub const MAX_SCORE: u32 = 10;
/// Highest difficulty accepted.
pub const MAX_DIFFICULTY: u32 = 100;

type Res<T> = Result<T, RuleError>;

/// The seat that plays a character: seat `i + 1` for main character `i`, the director otherwise.
pub fn controller(state: &State, id: CharacterId) -> SeatId {
    match state.character(id) {
        Some(c) if c.kind() == CharacterKind::Main => SeatId(id.0 as u8 + 1),
        _ => DIRECTOR,
    }
}

/// Validates a command and returns its events: the story must be under way and the seat one of
/// its own, then the command's rule answers.
pub fn decide(state: &State, seat: SeatId, command: &Command, dice: &mut dyn DiceSource) -> Res<Vec<Event>> {
    if seat.0 > state.players {
        return Err(RuleError::unknown_seat(seat));
    }
    // A player's notes and name stay theirs while the characters are written and after the end.
    match command {
        Command::WriteNotes { text } if state.started || state.creation.is_some() => {
            return creation::write_notes(state, seat, text);
        }
        Command::RenameCharacter { name } => return creation::rename(state, seat, name),
        _ => {}
    }
    if state.creation.is_some() && !state.started {
        return match command {
            Command::CreateCharacter { sheet } => creation::create(state, seat, sheet),
            Command::TakeCharacter { premade } => creation::take(state, seat, *premade),
            Command::ApproveCharacter { seat: player } => creation::approve(state, seat, *player),
            Command::ReturnCharacter { seat: player, reason } => {
                creation::return_character(state, seat, *player, reason)
            }
            _ => Err(RuleError::new(
                "fragmentos.create.first",
                "every player's character comes first: the story has not started",
            )),
        };
    }
    if !state.started {
        return Err(RuleError::new("fragmentos.not_started", "the story has not been set up"));
    }
    if state.over {
        return Err(RuleError::game_over());
    }
    if seat.0 > state.players {
        return Err(RuleError::unknown_seat(seat));
    }
    match command {
        Command::CreateCharacter { .. }
        | Command::TakeCharacter { .. }
        | Command::ApproveCharacter { .. }
        | Command::ReturnCharacter { .. } => Err(RuleError::new(
            "fragmentos.create.not_now",
            "characters are written before the story starts, not now",
        )),
        // Answered above.
        Command::WriteNotes { text } => creation::write_notes(state, seat, text),
        Command::RenameCharacter { name } => creation::rename(state, seat, name),
        Command::StartScene { qualities } => story::start_scene(state, seat, qualities),
        Command::EndScene => story::end_scene(state, seat),
        Command::IntroduceCharacter { sheet } => story::introduce_character(state, seat, sheet),
        Command::BringIn { offstage } => story::bring_in(state, seat, *offstage),
        Command::RevealQuality { character, index } => story::reveal_quality(state, seat, *character, *index),
        Command::CallChallenge { character, characteristic, difficulty, dangerous, traits, objects } => {
            let call = crate::command::SideCall {
                character: *character,
                characteristic: *characteristic,
                traits: traits.clone(),
                objects: objects.clone(),
            };
            challenges::call_challenge(state, seat, call, *difficulty, *dangerous)
        }
        Command::CallConflict { sides, dangerous } => {
            challenges::call_conflict(state, seat, sides, *dangerous)
        }
        Command::Roll { character, object } => challenges::roll(state, seat, *character, *object, dice),
        Command::ActivateQuality { quality, effect, harms_owner, note } => {
            qualities::activate(state, seat, *quality, *effect, *harms_owner, note)
        }
        Command::Conclude => damage::conclude(state, seat),
        Command::Protect { character } => damage::protect(state, seat, *character),
        Command::TakeDamage { character } => damage::take_damage_now(state, seat, *character),
        Command::Retry { character } => challenges::retry(state, seat, *character),
        Command::UseTotals { character } => overcoming::use_totals(state, seat, *character),
        Command::Rest { character, recovery } => rest::rest(state, seat, *character, *recovery),
        Command::StartRound { characters } => order::start_round(state, seat, characters),
        Command::Act { character, hurry } => order::act(state, seat, *character, *hurry),
        Command::AwardOvercoming { character, .. } => overcoming::award_overcoming(state, seat, *character),
        Command::EndStory => story::end_story(state, seat),
    }
}

fn after(state: &State, events: &[Event]) -> State {
    let mut s = state.clone();
    for e in events {
        apply(&mut s, e);
    }
    s
}

fn director_only(seat: SeatId, what: &str) -> Res<()> {
    if seat == DIRECTOR {
        Ok(())
    } else {
        Err(RuleError::new("fragmentos.director_only", format!("only the director may {what}"))
            .with("seat", seat.0))
    }
}

fn character(state: &State, id: CharacterId) -> Res<&Character> {
    state.character(id).ok_or_else(|| {
        RuleError::new("fragmentos.character.unknown", format!("{id} does not exist in this story"))
            .with("character", id.0)
    })
}

/// The character, if `seat` plays it.
fn yours(state: &State, seat: SeatId, id: CharacterId) -> Res<&Character> {
    let c = character(state, id)?;
    if controller(state, id) != seat {
        return Err(RuleError::new(
            "fragmentos.character.not_yours",
            format!("{} is not played by {seat}: players act only for their own character", c.sheet.name),
        )
        .with("character", id.0));
    }
    Ok(c)
}

fn able(c: &Character, id: CharacterId) -> Res<()> {
    if c.out {
        Err(RuleError::new("fragmentos.character.out", format!("{} is out of the story", c.sheet.name))
            .with("character", id.0))
    } else if c.incapacitated() {
        Err(RuleError::new(
            "fragmentos.character.incapacitated",
            format!("{} is incapacitated (a characteristic at 0) and cannot take part", c.sheet.name),
        )
        .with("character", id.0))
    } else {
        Ok(())
    }
}

fn no_roll(state: &State) -> Res<()> {
    if state.roll.is_some() {
        Err(RuleError::new("fragmentos.roll.open", "a challenge or conflict is in play: finish it first"))
    } else {
        Ok(())
    }
}

/// The seats whose move it is.
pub fn waiting_on(state: &State) -> Vec<SeatId> {
    if let (Some(c), false) = (&state.creation, state.started) {
        // Players still to write (or take) a character, and the Director with one to judge.
        let mut seats: Vec<SeatId> = Vec::new();
        if c.seats.iter().flatten().any(|p| !p.approved) {
            seats.push(DIRECTOR);
        }
        seats.extend(
            c.seats.iter().enumerate().filter(|(_, p)| p.is_none()).map(|(i, _)| SeatId(i as u8 + 1)),
        );
        return seats;
    }
    if !state.started || state.over {
        return Vec::new();
    }
    let mut seats: Vec<SeatId> = match &state.roll {
        Some(r) => match r.phase {
            RollPhase::Rolling => r
                .sides
                .iter()
                .filter(|s| s.throw.is_none())
                .map(|s| controller(state, s.call.character))
                .collect(),
            RollPhase::Outcome => vec![DIRECTOR],
            RollPhase::Damage => r.damage.iter().map(|d| controller(state, d.character)).collect(),
        },
        None => may_act(state).into_iter().map(|id| controller(state, id)).collect(),
    };
    if seats.is_empty() {
        seats.push(DIRECTOR);
    }
    seats.sort();
    seats.dedup();
    seats
}
