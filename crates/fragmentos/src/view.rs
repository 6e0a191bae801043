//! What each seat sees: the only place where hiding happens.
//!
//! Hidden from players and spectators: a challenge's difficulty until the roll is resolved, the
//! Director's notes on their characters, the secret qualities of those characters until revealed,
//! and the characters the Director prepared off the story until they enter it (ruling 27).
//! Everything else (sheets, pools, the threat, throws) is public at the table.

use engine::{SeatId, Viewer};
use serde::Serialize;

use crate::command::{CharacterId, Hurry, Rulings, SideCall};
use crate::event::{Danger, Event, Throw};
use crate::rules::{DIRECTOR, controller, may_act, waiting_on};
use crate::state::{CharacterKind, Characteristic, Object, Quality, QualityKind, Trait};
use crate::state::{RollPhase, State};

/// Who is looking, as the game sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "role", rename_all = "snake_case")]
pub enum ViewerRole {
    /// The Director: sees everything.
    Director,
    /// A player and their character.
    Player {
        /// The character they play.
        character: CharacterId,
    },
    /// Anyone else.
    Spectator,
}

/// A characteristic's scores.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Score {
    /// Which.
    pub characteristic: Characteristic,
    /// Current value.
    pub current: i32,
    /// Total value.
    pub total: u32,
}

/// A quality on a sheet.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct QualityView {
    /// Its kind.
    pub kind: QualityKind,
    /// Its text.
    pub text: String,
    /// Marked as exhausted.
    pub exhausted: bool,
}

/// A character's condition.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// In play.
    Active,
    /// A characteristic at 0.
    Incapacitated,
    /// A characteristic below 0.
    Out,
}

/// A character sheet as seen.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CharacterView {
    /// Its id.
    pub id: CharacterId,
    /// Its name.
    pub name: String,
    /// Main, secondary or monster.
    pub kind: CharacterKind,
    /// The seat that plays it.
    pub seat: SeatId,
    /// Action, cognition, interaction.
    pub characteristics: Vec<Score>,
    /// Traits.
    pub traits: Vec<Trait>,
    /// Revealed qualities.
    pub qualities: Vec<QualityView>,
    /// Objects.
    pub objects: Vec<Object>,
    /// Overcoming points (main characters).
    pub overcoming: Option<u32>,
    /// Condition.
    pub status: Status,
    /// Using total scores this scene.
    pub using_totals: bool,
    /// Rested this scene.
    pub rested: bool,
    /// The Director's notes (Director only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub notes: Option<String>,
    /// Secret qualities (Director only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub secret_qualities: Option<Vec<Quality>>,
}

/// A character the Director prepared off the story (ruling 27).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PreparedView {
    /// Its position in `Config::offstage`: what `bring_in` names.
    pub offstage: usize,
    /// Its sheet, notes and secret qualities included.
    pub sheet: crate::state::CharacterSheet,
}

/// One side of the roll in play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SideView {
    /// Who, with what.
    pub call: SideCall,
    /// The deciding throw, once thrown.
    pub throw: Option<Throw>,
}

/// The challenge or conflict in play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RollView {
    /// A conflict (two sides) or a challenge.
    pub conflict: bool,
    /// The difficulty: the Director always; others once revealed.
    pub difficulty: Option<u32>,
    /// Whether and why dangerous.
    pub danger: Danger,
    /// `rolling`, `outcome` or `damage`.
    pub phase: &'static str,
    /// The sides.
    pub sides: Vec<SideView>,
    /// A challenge's success once resolved.
    pub success: Option<bool>,
    /// A conflict's winner once resolved.
    pub winner: Option<CharacterId>,
    /// Reversed by a quality.
    pub reversed: bool,
    /// Damage awaiting a choice: (who, characteristic, points).
    pub damage: Option<(CharacterId, Characteristic, u32)>,
}

/// The round of the order of action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RoundView {
    /// Who takes part.
    pub characters: Vec<CharacterId>,
    /// Who has acted.
    pub acted: Vec<CharacterId>,
    /// Who has acted again by hurrying.
    pub acted_again: Vec<CharacterId>,
    /// Who may act now without hurrying.
    pub may_act: Vec<CharacterId>,
    /// Whether everyone has acted.
    pub ended: bool,
    /// Hurry options of this table.
    pub hurry: Vec<Hurry>,
}

/// What one viewer sees of the story.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    /// Who is looking.
    pub viewer: ViewerRole,
    /// The threat level (the Director's pool).
    pub threat: u32,
    /// At the danger level every roll is dangerous.
    pub everything_dangerous: bool,
    /// Whether script protection is active.
    pub script_protection: bool,
    /// Every character in the story.
    pub characters: Vec<CharacterView>,
    /// The Director's characters waiting off the story (Director only; absent for everyone else).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub offstage: Option<Vec<PreparedView>>,
    /// The scene in play: number and qualities.
    pub scene: Option<(u32, Vec<String>)>,
    /// The roll in play.
    pub roll: Option<RollView>,
    /// Who may retry a failed challenge.
    pub retry: Option<CharacterId>,
    /// The round of the order of action.
    pub round: Option<RoundView>,
    /// Whether the story is over.
    pub over: bool,
    /// Whose move it is.
    pub waiting_on: Vec<SeatId>,
    /// The rulings in force.
    pub rulings: Rulings,
    /// Player seats.
    pub players: u8,
    /// While the players write their characters (ruling 28): the pre-made ones still to take.
    pub premade: Vec<(usize, crate::state::CharacterSheet)>,
    /// While the players write their characters: each seat's so far, and whether approved.
    pub proposals: Vec<(SeatId, crate::state::CharacterSheet, bool)>,
    /// While the players write their characters: the viewer's own character the Director sent
    /// back, with the reason, until it proposes another.
    pub returned: Option<(crate::state::CharacterSheet, String)>,
    /// The notes the viewer may read: its own, and every player's for the Director if the table
    /// says so.
    pub notes: Vec<(SeatId, String)>,
    /// Whether the Director reads the players' notes (the table's setting, shown to everyone).
    pub notes_to_director: bool,
}

fn is_director(viewer: Viewer) -> bool {
    viewer == Viewer::Seat(DIRECTOR)
}

/// What `viewer` sees of the state.
pub fn view(state: &State, viewer: Viewer) -> View {
    let director = is_director(viewer);
    let role = match viewer {
        Viewer::Seat(DIRECTOR) => ViewerRole::Director,
        Viewer::Seat(s) if s.0 <= state.players => {
            ViewerRole::Player { character: CharacterId(s.0 as u16 - 1) }
        }
        _ => ViewerRole::Spectator,
    };
    let characters = state
        .characters
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let id = CharacterId(i as u16);
            CharacterView {
                id,
                name: c.sheet.name.clone(),
                kind: c.kind(),
                seat: controller(state, id),
                characteristics: Characteristic::ALL
                    .iter()
                    .map(|&ch| Score { characteristic: ch, current: c.current(ch), total: c.sheet.total(ch) })
                    .collect(),
                traits: c.sheet.traits.clone(),
                qualities: c
                    .sheet
                    .qualities
                    .iter()
                    .zip(&c.exhausted)
                    .map(|(q, &e)| QualityView { kind: q.kind, text: q.text.clone(), exhausted: e })
                    .collect(),
                objects: c.sheet.objects.clone(),
                overcoming: (c.kind() == CharacterKind::Main).then_some(c.overcoming),
                status: if c.out {
                    Status::Out
                } else if c.incapacitated() {
                    Status::Incapacitated
                } else {
                    Status::Active
                },
                using_totals: c.using_totals,
                rested: c.rested,
                notes: (director && c.kind() != CharacterKind::Main).then(|| c.sheet.notes.clone()),
                secret_qualities: (director && c.kind() != CharacterKind::Main)
                    .then(|| c.sheet.secret_qualities.clone()),
            }
        })
        .collect();
    let roll = state.roll.as_ref().map(|r| RollView {
        conflict: r.is_conflict(),
        difficulty: if director || r.revealed { r.difficulty } else { None },
        danger: r.danger,
        phase: match r.phase {
            RollPhase::Rolling => "rolling",
            RollPhase::Outcome => "outcome",
            RollPhase::Damage => "damage",
        },
        sides: r.sides.iter().map(|s| SideView { call: s.call.clone(), throw: s.throw.clone() }).collect(),
        success: r.success,
        winner: r.winner,
        reversed: r.reversed,
        damage: r.damage.map(|d| (d.character, d.characteristic, d.amount)),
    });
    View {
        viewer: role,
        threat: state.threat,
        everything_dangerous: state.everything_dangerous(),
        script_protection: state.script_protection(),
        characters,
        offstage: director.then(|| {
            let waiting = state.waiting_offstage();
            waiting.map(|(offstage, sheet)| PreparedView { offstage, sheet: sheet.clone() }).collect()
        }),
        scene: state.scene.as_ref().map(|s| (s.number, s.qualities.clone())),
        roll,
        retry: state.retry.as_ref().map(|r| r.character),
        round: state.round.as_ref().map(|r| RoundView {
            characters: r.characters.clone(),
            acted: r.acted.clone(),
            acted_again: r.acted_again.clone(),
            may_act: may_act(state),
            ended: r.ended,
            hurry: state.rulings.hurry.clone(),
        }),
        over: state.over,
        waiting_on: waiting_on(state),
        rulings: match (&state.creation, state.started) {
            (Some(c), false) => c.config.rulings.clone(),
            _ => state.rulings.clone(),
        },
        players: state.players,
        premade: state
            .creation
            .iter()
            .filter(|_| !state.started)
            .flat_map(|c| c.premade.iter().enumerate())
            .filter_map(|(i, p)| p.clone().map(|p| (i, p)))
            .collect(),
        proposals: state
            .creation
            .iter()
            .filter(|_| !state.started)
            .flat_map(|c| c.seats.iter().enumerate())
            .filter_map(|(i, p)| p.as_ref().map(|p| (SeatId(i as u8 + 1), p.sheet.clone(), p.approved)))
            .collect(),
        returned: match viewer {
            Viewer::Seat(seat) if !state.started => state
                .creation
                .as_ref()
                .and_then(|c| (seat.0 as usize).checked_sub(1).and_then(|i| c.returned.get(i)))
                .cloned()
                .flatten(),
            _ => None,
        },
        notes: state
            .notes
            .iter()
            .filter(|(seat, _)| matches!(viewer, Viewer::Seat(v) if state.notes_readers(*seat).contains(&v)))
            .cloned()
            .collect(),
        notes_to_director: state.notes_to_director,
    }
}

fn strip(sheet: &mut crate::state::CharacterSheet) {
    sheet.notes.clear();
    sheet.secret_qualities.clear();
}

/// What `viewer` sees of an event.
pub fn redact(event: &Event, viewer: Viewer) -> Option<Event> {
    // A player's notes go to their readers only (the Director only if the table says so).
    if let Event::NotesWritten { readers, .. } = event {
        return matches!(viewer, Viewer::Seat(s) if readers.contains(&s)).then(|| event.clone());
    }
    if is_director(viewer) {
        return Some(event.clone());
    }
    let mut e = event.clone();
    match &mut e {
        Event::StoryStarted { config } | Event::CreationOpened { config } => {
            config.others.iter_mut().for_each(strip);
            config.offstage.clear();
        }
        Event::CharacterIntroduced { sheet, offstage, .. } => {
            strip(sheet);
            *offstage = None;
        }
        Event::QualityRevealed { secret_index, .. } => *secret_index = 0,
        Event::ChallengeCalled { difficulty, revealed: false, .. } => *difficulty = None,
        _ => {}
    }
    Some(e)
}
