//! The state folded from events, and `apply`, which holds no rule; and the character sheets it is
//! made of (characteristics, traits, qualities, objects).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::command::{CharacterId, Config, Hurry, Rulings, SideCall};
use crate::event::{Danger, Event, Part, Pool, Throw};

/// The three characteristics of every character ("acción, cognición, interacción").
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Characteristic {
    /// Acción: physical challenges.
    #[serde(alias = "accion")]
    Action,
    /// Cognición: perception, memory, composure.
    #[serde(alias = "cognicion")]
    Cognition,
    /// Interacción: dealing with people.
    #[serde(alias = "interaccion")]
    Interaction,
}

impl Characteristic {
    /// All three, in sheet order.
    pub const ALL: [Characteristic; 3] =
        [Characteristic::Action, Characteristic::Cognition, Characteristic::Interaction];

    /// Position in a sheet's `[action, cognition, interaction]` array.
    pub fn index(self) -> usize {
        match self {
            Characteristic::Action => 0,
            Characteristic::Cognition => 1,
            Characteristic::Interaction => 2,
        }
    }

    /// Lowercase English name, for messages.
    pub fn name(self) -> &'static str {
        match self {
            Characteristic::Action => "action",
            Characteristic::Cognition => "cognition",
            Characteristic::Interaction => "interaction",
        }
    }
}

/// What kind of character a sheet describes. Main characters belong to players; the Director plays
/// secondary characters and monsters.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum CharacterKind {
    /// A player's character ("personaje principal").
    #[default]
    Main,
    /// A secondary character ("personaje secundario").
    Secondary,
    /// A monster.
    Monster,
}

impl CharacterKind {
    /// Order of action ("Orden de actuación"): the monster, then main characters, then secondary ones.
    pub fn action_group(self) -> u8 {
        match self {
            CharacterKind::Monster => 0,
            CharacterKind::Main => 1,
            CharacterKind::Secondary => 2,
        }
    }
}

/// A trait ("rasgo"): a bonus added to the result of any roll it applies to, whatever its
/// characteristic.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Trait {
    /// Its name ("Alpinismo", "Discreto").
    pub name: String,
    /// The characteristic it is written under (it may still apply to rolls of another one).
    pub characteristic: Characteristic,
    /// The bonus (+1, +2, +4…).
    pub bonus: u32,
}

/// What a quality ("cualidad") is on its sheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum QualityKind {
    /// The character's concept.
    Concept,
    /// A milestone ("hito") of a character or a scene.
    Milestone,
    /// The character's complication ("Sobrepeso").
    Complication,
    /// A monster's weakness ("debilidad").
    Weakness,
    /// Any other quality (of a scene or an object).
    Other,
}

/// A descriptive quality without numbers, activated by spending a point.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Quality {
    /// Concept, milestone, complication, weakness…
    pub kind: QualityKind,
    /// Its text.
    pub text: String,
}

/// An object that gives extra dice when it helps ("bonificación de los objetos").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Object {
    /// Its name ("Escopeta").
    pub name: String,
    /// Extra dice, 1 to 3 (knife 1, pistol or axe 2, rifle or chainsaw 3).
    pub dice: u32,
}

/// A character sheet as written before play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct CharacterSheet {
    /// The character's name.
    pub name: String,
    /// Main (in `main_characters`), secondary or monster (in `others`).
    #[serde(default)]
    pub kind: CharacterKind,
    /// Total acción.
    pub action: u32,
    /// Total cognición.
    pub cognition: u32,
    /// Total interacción.
    pub interaction: u32,
    /// Traits with their bonus.
    #[serde(default)]
    pub traits: Vec<Trait>,
    /// Qualities: concept, milestones, complication, weakness.
    #[serde(default)]
    pub qualities: Vec<Quality>,
    /// Objects the character carries.
    #[serde(default)]
    pub objects: Vec<Object>,
    /// The Director's private notes (secondary characters and monsters only): never shown to players.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub notes: String,
    /// Qualities the players have not discovered yet (a monster's weakness): Director only until
    /// revealed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub secret_qualities: Vec<Quality>,
}

impl CharacterSheet {
    /// Total score of a characteristic.
    pub fn total(&self, c: Characteristic) -> u32 {
        match c {
            Characteristic::Action => self.action,
            Characteristic::Cognition => self.cognition,
            Characteristic::Interaction => self.interaction,
        }
    }
}

/// A character in play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Character {
    /// The sheet (revealed qualities only in `sheet.qualities`).
    pub sheet: CharacterSheet,
    /// Current `[action, cognition, interaction]`; below 0 means out of the story.
    pub current: [i32; 3],
    /// Overcoming points (main characters).
    pub overcoming: u32,
    /// Exhausted marks, one per quality of `sheet.qualities`.
    pub exhausted: Vec<bool>,
    /// Using total scores for the current scene.
    pub using_totals: bool,
    /// Rested since the last scene change.
    pub rested: bool,
    /// Out of the story.
    pub out: bool,
}

impl Character {
    fn new(sheet: CharacterSheet, overcoming: u32) -> Character {
        let current = Characteristic::ALL.map(|c| sheet.total(c) as i32);
        let exhausted = vec![false; sheet.qualities.len()];
        Character { sheet, current, overcoming, exhausted, using_totals: false, rested: false, out: false }
    }

    /// Current score of a characteristic.
    pub fn current(&self, c: Characteristic) -> i32 {
        self.current[c.index()]
    }

    /// Main, secondary or monster.
    pub fn kind(&self) -> CharacterKind {
        self.sheet.kind
    }

    /// A characteristic at 0 (and not out): cannot take part in the story.
    pub fn incapacitated(&self) -> bool {
        !self.out && self.current.iter().any(|&v| v <= 0)
    }

    /// Neither incapacitated nor out.
    pub fn able(&self) -> bool {
        !self.out && !self.incapacitated()
    }
}

/// The current scene.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scene {
    /// Its number, from 1.
    pub number: u32,
    /// Its qualities.
    pub qualities: Vec<String>,
}

/// Where an open roll stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RollPhase {
    /// Waiting for throws.
    Rolling,
    /// Resolved; qualities may still change it; the Director concludes.
    Outcome,
    /// Waiting for the damaged side to pay or take the damage.
    Damage,
}

/// One side of an open roll.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Side {
    /// Who, with what, with which traits and objects.
    pub call: SideCall,
    /// The deciding throw, once thrown.
    pub throw: Option<Throw>,
}

/// Damage awaiting a choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Damage {
    /// Who.
    pub character: CharacterId,
    /// Which characteristic.
    pub characteristic: Characteristic,
    /// How many points.
    pub amount: u32,
}

/// A challenge or conflict in play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Roll {
    /// Challenge (one side, a difficulty) or conflict (two sides).
    pub difficulty: Option<u32>,
    /// Whether players already know the difficulty.
    pub revealed: bool,
    /// Whether and why dangerous.
    pub danger: Danger,
    /// The sides.
    pub sides: Vec<Side>,
    /// Where it stands.
    pub phase: RollPhase,
    /// A challenge's success, once resolved.
    pub success: Option<bool>,
    /// A conflict's winner, once resolved.
    pub winner: Option<CharacterId>,
    /// Whether a quality already reversed the outcome.
    pub reversed: bool,
    /// Damage awaiting a choice.
    pub damage: Option<Damage>,
}

impl Roll {
    /// Whether this is a conflict.
    pub fn is_conflict(&self) -> bool {
        self.difficulty.is_none()
    }

    /// The side of a character.
    pub fn side(&self, c: CharacterId) -> Option<&Side> {
        self.sides.iter().find(|s| s.call.character == c)
    }
}

/// A failed challenge that may be tried again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RetrySpec {
    /// Who failed.
    pub character: CharacterId,
    /// The challenge's side.
    pub call: SideCall,
    /// Its difficulty.
    pub difficulty: u32,
    /// Its danger.
    pub danger: Danger,
}

/// A round of the order of action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Round {
    /// Who takes part, in the Director's order.
    pub characters: Vec<CharacterId>,
    /// Who has acted.
    pub acted: Vec<CharacterId>,
    /// Who has acted a second time by hurrying.
    pub acted_again: Vec<CharacterId>,
    /// Whether everyone has acted.
    pub ended: bool,
}

/// Everything the rules need.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct State {
    /// Whether the story was set up.
    pub started: bool,
    /// The rulings in force.
    pub rulings: Rulings,
    /// How many players (main characters).
    pub players: u8,
    /// Every character in the story, main ones first.
    pub characters: Vec<Character>,
    /// The Director's prepared characters by their position in `Config::offstage`; `None` once
    /// brought into the story (ruling 27).
    pub offstage: Vec<Option<CharacterSheet>>,
    /// The threat: the Director's pool and the threat level.
    pub threat: u32,
    /// The current scene.
    pub scene: Option<Scene>,
    /// Scenes started so far.
    pub scenes: u32,
    /// The roll in play.
    pub roll: Option<Roll>,
    /// The last failed challenge, open to a retry.
    pub retry: Option<RetrySpec>,
    /// The round of the order of action.
    pub round: Option<Round>,
    /// Whether the story is over.
    pub over: bool,
    /// While the players write their characters (ruling 28): the set-up waiting for them.
    pub creation: Option<Creation>,
    /// Each player's notes (all of them; `view` shows each only to its readers).
    pub notes: Vec<(engine::SeatId, String)>,
    /// Whether the Director reads the players' notes (a table setting everyone sees).
    pub notes_to_director: bool,
}

/// A player's character while the players write theirs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proposal {
    /// The sheet.
    pub sheet: CharacterSheet,
    /// Whether the Director accepted it.
    pub approved: bool,
    /// The pre-made character's position, if it was one.
    pub premade: Option<usize>,
}

/// The set-up while the players write their characters (ruling 28).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Creation {
    /// The set-up; its `main_characters` are the pre-made ones.
    pub config: Config,
    /// The pre-made characters still to hand out, by position.
    pub premade: Vec<Option<CharacterSheet>>,
    /// Each player seat's character so far (seat 1 first).
    pub seats: Vec<Option<Proposal>>,
    /// Each player seat's last character the Director sent back, with the reason, until the seat
    /// proposes another (seat 1 first): its player starts again from it, not from a blank sheet.
    pub returned: Vec<Option<(CharacterSheet, String)>>,
}

impl State {
    /// The notes of `seat` (empty if none).
    pub fn notes_of(&self, seat: engine::SeatId) -> &str {
        self.notes.iter().find(|(s, _)| *s == seat).map(|(_, t)| t.as_str()).unwrap_or("")
    }

    /// Who reads the notes of `seat`: the seat, and the Director if the table says so.
    pub fn notes_readers(&self, seat: engine::SeatId) -> Vec<engine::SeatId> {
        if self.notes_to_director { vec![engine::SeatId(0), seat] } else { vec![seat] }
    }

    /// A character by id.
    pub fn character(&self, id: CharacterId) -> Option<&Character> {
        self.characters.get(id.0 as usize)
    }

    fn ch(&mut self, id: CharacterId) -> &mut Character {
        &mut self.characters[id.0 as usize]
    }

    /// The prepared characters still off the story, with their place in `Config::offstage`.
    pub fn waiting_offstage(&self) -> impl Iterator<Item = (usize, &CharacterSheet)> {
        self.offstage.iter().enumerate().filter_map(|(i, s)| s.as_ref().map(|s| (i, s)))
    }

    /// Whether script protection is active at the current threat.
    pub fn script_protection(&self) -> bool {
        self.threat < self.rulings.script_protection_below
    }

    /// Whether every roll is dangerous at the current threat.
    pub fn everything_dangerous(&self) -> bool {
        self.threat >= self.rulings.danger_level
    }

    fn add(&mut self, pool: Pool, n: i64) {
        match pool {
            Pool::Threat => self.threat = (self.threat as i64 + n).max(0) as u32,
            Pool::Overcoming { character } => {
                let c = self.ch(character);
                c.overcoming = (c.overcoming as i64 + n).max(0) as u32;
            }
        }
    }

    fn reset_scene_flags(&mut self) {
        for c in &mut self.characters {
            c.using_totals = false;
            c.rested = false;
        }
        self.round = None;
        self.retry = None;
    }
}

/// Folds one event into the state.
pub fn apply(state: &mut State, event: &Event) {
    match event.part() {
        Part::Creation => apply_creation(state, event),
        Part::Story => apply_story(state, event),
        Part::Roll => apply_roll(state, event),
        Part::Round => apply_round(state, event),
    }
}

/// Making the characters ("Creación de personajes"): proposed, approved or returned, notes and names.
fn apply_creation(state: &mut State, event: &Event) {
    match event {
        Event::CreationOpened { config } => {
            state.players = config.players;
            state.notes_to_director = config.notes_to_director;
            state.creation = Some(Creation {
                config: config.clone(),
                premade: config.main_characters.iter().cloned().map(Some).collect(),
                seats: vec![None; config.players as usize],
                returned: vec![None; config.players as usize],
            });
        }
        Event::CharacterProposed { seat, sheet, premade } => {
            if let Some(c) = &mut state.creation {
                if let Some(slot) = (seat.0 as usize).checked_sub(1).and_then(|i| c.seats.get_mut(i)) {
                    *slot = Some(Proposal { sheet: sheet.clone(), approved: false, premade: *premade });
                }
                if let Some(returned) = (seat.0 as usize).checked_sub(1).and_then(|i| c.returned.get_mut(i)) {
                    *returned = None;
                }
                if let Some(p) = premade.and_then(|i| c.premade.get_mut(i)) {
                    *p = None;
                }
            }
        }
        Event::CharacterApproved { seat } => {
            if let Some(Some(p)) = state
                .creation
                .as_mut()
                .and_then(|c| (seat.0 as usize).checked_sub(1).and_then(|i| c.seats.get_mut(i)))
            {
                p.approved = true;
            }
        }
        Event::CharacterReturned { seat, reason } => {
            if let Some(c) = state.creation.as_mut()
                && let Some(i) = (seat.0 as usize).checked_sub(1)
                && let Some(slot) = c.seats.get_mut(i)
            {
                let sent_back = slot.take().map(|p| (p.sheet, reason.clone()));
                if let Some(returned) = c.returned.get_mut(i) {
                    *returned = sent_back;
                }
            }
        }
        Event::NotesWritten { seat, text, .. } => {
            state.notes.retain(|(x, _)| x != seat);
            if !text.is_empty() {
                state.notes.push((*seat, text.clone()));
                state.notes.sort_by_key(|(x, _)| *x);
            }
        }
        Event::CharacterRenamed { character, name } => {
            if let Some(c) = state.characters.get_mut(character.0 as usize) {
                c.sheet.name = name.clone();
            }
        }
        // `apply` routes the other parts' events elsewhere.
        _ => {}
    }
}

/// The story and its scenes ("Escenas"): started and ended, characters brought in, qualities revealed, points moved.
fn apply_story(state: &mut State, event: &Event) {
    match event {
        Event::StoryStarted { config } => start(state, config),
        Event::SceneStarted { number, qualities } => {
            state.reset_scene_flags();
            state.scenes = *number;
            state.scene = Some(crate::state::Scene { number: *number, qualities: qualities.clone() });
        }
        Event::SceneEnded { .. } => {
            state.reset_scene_flags();
            state.scene = None;
        }
        Event::CharacterIntroduced { sheet, offstage, .. } => {
            state.characters.push(Character::new(sheet.clone(), 0));
            if let Some(prepared) = offstage.and_then(|i| state.offstage.get_mut(i)) {
                *prepared = None;
            }
        }
        Event::QualityRevealed { character, secret_index, quality } => {
            let c = state.ch(*character);
            if *secret_index < c.sheet.secret_qualities.len() {
                c.sheet.secret_qualities.remove(*secret_index);
            }
            c.sheet.qualities.push(quality.clone());
            c.exhausted.push(false);
        }
        Event::PointMoved { from, to, .. } => {
            if let Some(from) = from {
                state.add(*from, -1);
            }
            if let Some(to) = to {
                state.add(*to, 1);
            }
        }
        // `apply` routes the other parts' events elsewhere.
        _ => {}
    }
}

/// A challenge or a conflict and its roll ("Retos", "Conflictos"): the call, the throws, the outcome, qualities activated, damage.
fn apply_roll(state: &mut State, event: &Event) {
    match event {
        Event::ChallengeCalled {
            character,
            characteristic,
            difficulty,
            revealed,
            danger,
            traits,
            objects,
        } => {
            state.retry = None;
            state.roll = Some(Roll {
                difficulty: Some(difficulty.unwrap_or(0)),
                revealed: *revealed,
                danger: *danger,
                sides: vec![Side {
                    call: SideCall {
                        character: *character,
                        characteristic: *characteristic,
                        traits: traits.clone(),
                        objects: objects.clone(),
                    },
                    throw: None,
                }],
                phase: RollPhase::Rolling,
                success: None,
                winner: None,
                reversed: false,
                damage: None,
            });
        }
        Event::ConflictCalled { sides, danger } => {
            state.retry = None;
            state.roll = Some(Roll {
                difficulty: None,
                revealed: true,
                danger: *danger,
                sides: sides.iter().map(|call| Side { call: call.clone(), throw: None }).collect(),
                phase: RollPhase::Rolling,
                success: None,
                winner: None,
                reversed: false,
                damage: None,
            });
        }
        Event::Rolled { character, throw, .. } => {
            if let Some(roll) = &mut state.roll
                && let Some(side) = roll.sides.iter_mut().find(|s| s.call.character == *character)
            {
                side.throw = Some(throw.clone());
            }
        }
        Event::ThreatRose { level, .. } => state.threat = *level,
        Event::ChallengeResolved { success, .. } => {
            if let Some(roll) = &mut state.roll {
                roll.success = Some(*success);
                roll.revealed = true;
                roll.phase = RollPhase::Outcome;
            }
        }
        Event::ConflictResolved { winner, .. } => {
            if let Some(roll) = &mut state.roll {
                roll.winner = *winner;
                roll.phase = RollPhase::Outcome;
            }
        }
        Event::QualityActivated { quality, exhausted, .. } => {
            if *exhausted && let crate::command::QualityRef::Character { character, index } = quality {
                let c = state.ch(*character);
                if let Some(mark) = c.exhausted.get_mut(*index) {
                    *mark = true;
                }
            }
        }
        Event::OutcomeReversed { success, winner } => {
            if let Some(roll) = &mut state.roll {
                roll.reversed = true;
                if success.is_some() {
                    roll.success = *success;
                }
                if winner.is_some() {
                    roll.winner = *winner;
                }
            }
        }
        Event::DamagePending { character, characteristic, amount } => {
            if let Some(roll) = &mut state.roll {
                roll.phase = RollPhase::Damage;
                roll.damage =
                    Some(Damage { character: *character, characteristic: *characteristic, amount: *amount });
            }
        }
        Event::DamageIgnored { .. } => {
            if let Some(roll) = &mut state.roll {
                roll.damage = None;
            }
        }
        Event::CharacteristicLost { character, characteristic, current, .. } => {
            state.ch(*character).current[characteristic.index()] = *current;
            if let Some(roll) = &mut state.roll {
                roll.damage = None;
            }
        }
        Event::Incapacitated { .. } => {}
        Event::LeftTheStory { character } => {
            state.ch(*character).out = true;
        }
        Event::RollClosed { retry } => {
            if let Some(roll) = state.roll.take()
                && let (Some(who), Some(difficulty)) = (retry, roll.difficulty)
                && let Some(side) = roll.sides.into_iter().find(|s| s.call.character == *who)
            {
                state.retry =
                    Some(RetrySpec { character: *who, call: side.call, difficulty, danger: roll.danger });
            }
        }
        // `apply` routes the other parts' events elsewhere.
        _ => {}
    }
}

/// The order of action ("Orden de actuación"), resting and the end of the story.
fn apply_round(state: &mut State, event: &Event) {
    match event {
        Event::TotalsUsed { character } => state.ch(*character).using_totals = true,
        Event::Rested { character, current } => {
            let c = state.ch(*character);
            c.current = *current;
            c.rested = true;
        }
        Event::RoundStarted { characters } => {
            state.round = Some(Round {
                characters: characters.clone(),
                acted: Vec::new(),
                acted_again: Vec::new(),
                ended: false,
            });
        }
        Event::Acted { character, hurry } => {
            if let Some(round) = &mut state.round {
                if *hurry == Some(Hurry::ActAgain) {
                    round.acted_again.push(*character);
                } else {
                    round.acted.push(*character);
                }
            }
        }
        Event::RoundEnded => {
            if let Some(round) = &mut state.round {
                round.ended = true;
            }
        }
        Event::StoryEnded { .. } => {
            state.over = true;
            state.roll = None;
        }
        // `apply` routes the other parts' events elsewhere.
        _ => {}
    }
}

fn start(state: &mut State, config: &Config) {
    // A player's notes, written while the characters were made, stay theirs.
    let notes = std::mem::take(&mut state.notes);
    *state = State {
        notes,
        notes_to_director: config.notes_to_director,
        started: true,
        rulings: config.rulings.clone(),
        players: config.main_characters.len() as u8,
        threat: config.initial_threat,
        ..State::default()
    };
    for sheet in &config.main_characters {
        state.characters.push(Character::new(sheet.clone(), config.initial_overcoming));
    }
    for sheet in &config.others {
        state.characters.push(Character::new(sheet.clone(), 0));
    }
    state.offstage = config.offstage.iter().cloned().map(Some).collect();
}
