//! The state of a game of 44, folded from its events, and `apply`, which folds one event and holds
//! no rule: every number it writes was computed by `decide` and carried in the event.

use std::collections::BTreeSet;

use dice::HighestRoll;
use engine::SeatId;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::event::{Event, Holder, Pile};

/// The Director's seat.
pub const DIRECTOR: SeatId = SeatId(0);

/// A main character's Quality (p. 8, "Step 3: Qualities").
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Quality {
    /// Will and determination.
    Resolve,
    /// Aid from others.
    Contact,
    /// Things, tools, money.
    Material,
}

impl Quality {
    /// The three Qualities in sheet order.
    pub const ALL: [Quality; 3] = [Quality::Resolve, Quality::Contact, Quality::Material];
}

/// A Quality of the Director or of an Operative (p. 10 and p. 30).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Rating {
    /// Power: the base number of dice.
    Control,
    /// Reach: Reserve limit (and, for an Operative, how many Agents and Operatives may help).
    Program,
}

/// The two sides of a conflict roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    /// The main character in conflict (and those assisting), or the Resistance dice at the end of a turn.
    Main,
    /// Section 44: the Director or an Operative (and those assisting), or the Menace dice.
    Conspiracy,
}

impl Side {
    /// Index into two-element arrays.
    pub fn index(self) -> usize {
        match self {
            Side::Main => 0,
            Side::Conspiracy => 1,
        }
    }
}

/// A Ticker's four answers (p. 7, "Step 2: Ticker").
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Ticker {
    /// Who was replaced? (becomes one of the Director's first Agents)
    pub who_was_replaced: String,
    /// What happened?
    pub what_happened: String,
    /// Where was your character?
    pub where_was_your_character: String,
    /// What will he or she do now?
    pub what_now: String,
}

/// A Bond or an Anxiety: something with a name and a rating.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Rated {
    /// Stable id within its character.
    pub id: u32,
    /// What it is.
    pub name: String,
    /// Its rating.
    pub rating: u32,
}

/// What a seat's character is now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Status {
    /// Still human.
    MainCharacter,
    /// Replaced by Section 44 (p. 30, "Operative Characters").
    Operative {
        /// Base dice in conflicts.
        control: u32,
        /// Reserve limit and helpers limit.
        program: u32,
    },
}

/// A player's character sheet.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Character {
    /// The player's seat.
    pub seat: SeatId,
    /// The character's name.
    pub name: String,
    /// The concept.
    pub concept: String,
    /// The Ticker.
    pub ticker: Ticker,
    /// Resolve rating.
    pub resolve: u32,
    /// Contact rating.
    pub contact: u32,
    /// Material rating.
    pub material: u32,
    /// Bonds.
    pub bonds: Vec<Rated>,
    /// Anxieties.
    pub anxieties: Vec<Rated>,
    /// Reserve dice (faces).
    pub reserve: Vec<u32>,
    /// The Quality used in the last roll (own scene or assisting): it cannot be used next.
    pub last_quality: Option<Quality>,
    /// Main character or Operative.
    pub status: Status,
    /// Next id for a Bond or an Anxiety.
    pub next_id: u32,
}

impl Character {
    /// The rating of a Quality.
    pub fn quality(&self, q: Quality) -> u32 {
        match q {
            Quality::Resolve => self.resolve,
            Quality::Contact => self.contact,
            Quality::Material => self.material,
        }
    }

    fn quality_mut(&mut self, q: Quality) -> &mut u32 {
        match q {
            Quality::Resolve => &mut self.resolve,
            Quality::Contact => &mut self.contact,
            Quality::Material => &mut self.material,
        }
    }

    /// Sum of the three Qualities.
    pub fn quality_sum(&self) -> u32 {
        self.resolve + self.contact + self.material
    }

    /// Whether the character is still a main character.
    pub fn is_main(&self) -> bool {
        self.status == Status::MainCharacter
    }

    /// Whether the character is an Operative.
    pub fn is_operative(&self) -> bool {
        !self.is_main()
    }

    /// Reserve limit: Material for a main character, Program for an Operative, never below 1
    /// (p. 8 and p. 31).
    pub fn reserve_limit(&self) -> usize {
        match self.status {
            Status::MainCharacter => self.material.max(1) as usize,
            Status::Operative { program, .. } => program.max(1) as usize,
        }
    }

    /// An Operative's Control and Program (0, 0 for a main character).
    pub fn operative_ratings(&self) -> (u32, u32) {
        match self.status {
            Status::MainCharacter => (0, 0),
            Status::Operative { control, program } => (control, program),
        }
    }

    /// A Bond by id.
    pub fn bond(&self, id: u32) -> Option<&Rated> {
        self.bonds.iter().find(|b| b.id == id)
    }

    /// An Anxiety by id.
    pub fn anxiety(&self, id: u32) -> Option<&Rated> {
        self.anxieties.iter().find(|b| b.id == id)
    }
}

/// The Director's sheet (p. 10).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct DirectorSheet {
    /// Control rating.
    pub control: u32,
    /// Program rating.
    pub program: u32,
    /// Reserve dice (faces).
    pub reserve: Vec<u32>,
}

impl DirectorSheet {
    /// Reserve limit: Program, never below 1.
    pub fn reserve_limit(&self) -> usize {
        self.program.max(1) as usize
    }
}

/// Where an Agent came from; it decides what main characters know of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum AgentOrigin {
    /// A Ticker's "who was replaced?": everyone heard it.
    Ticker,
    /// A Bond brought to 0 by Stress: everyone saw it.
    Bond,
    /// Created by the Director or an Operative: secret until activated.
    Created,
}

/// An Agent of Section 44.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Agent {
    /// Stable id.
    pub id: u32,
    /// Who or what it is.
    pub name: String,
    /// Its rating.
    pub rating: u32,
    /// Where it came from.
    pub origin: AgentOrigin,
    /// Whether main characters know it (Ticker or Bond origin, or activated in a conflict).
    pub known: bool,
}

/// A Secret of Section 44.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Secret {
    /// Stable id.
    pub id: u32,
    /// The Secret.
    pub text: String,
    /// Its rating.
    pub rating: u32,
    /// Whether it has been revealed in a conflict (then main characters know it).
    pub revealed: bool,
}

/// A main character assisting the active one (p. 27).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Assist {
    /// The assistant's seat.
    pub seat: SeatId,
    /// The Quality used.
    pub quality: Quality,
    /// Dice given (the Quality's rating).
    pub dice: u32,
}

/// A triggered Anxiety.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Triggered {
    /// Whose.
    pub seat: SeatId,
    /// Which.
    pub anxiety: u32,
    /// Its rating.
    pub rating: u32,
}

/// A revealed Secret in a conflict.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Revealed {
    /// Who revealed it.
    pub by: SeatId,
    /// Which.
    pub secret: u32,
    /// Its rating.
    pub rating: u32,
}

/// One side's roll.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct SideRoll {
    /// Dice thrown.
    pub dice: u32,
    /// Highest dice removed (Anxieties or Secrets).
    pub remove: u32,
    /// The evaluation.
    pub roll: HighestRoll,
}

/// The conflict of the current scene.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Conflict {
    /// Whether it is an Operative's scene.
    pub operative_scene: bool,
    /// The main character in conflict.
    pub main: SeatId,
    /// The Director, or the Operative whose scene it is.
    pub conspirator: SeatId,
    /// The Quality chosen.
    pub quality: Option<Quality>,
    /// Enlisted Bonds (ids of the main character's Bonds).
    pub bonds: Vec<u32>,
    /// Triggered Anxieties (the main character's and the assistants').
    pub anxieties: Vec<Triggered>,
    /// Assisting main characters.
    pub assists: Vec<Assist>,
    /// Activated Agents.
    pub agents: Vec<u32>,
    /// Revealed Secrets.
    pub secrets: Vec<Revealed>,
    /// Assisting Operatives and the Control dice they add.
    pub operatives: Vec<(SeatId, u32)>,
    /// Extra dice per side (Resistance, Menace, Reserve gifts).
    pub extra: [u32; 2],
    /// Whether each side's leader said it is ready (before the roll, then after the Reserve step).
    pub ready: [bool; 2],
    /// The roll, once thrown.
    pub rolls: Option<[SideRoll; 2]>,
    /// Each side's result (after Reserve dice).
    pub results: [u32; 2],
    /// The die value each result was read from (the highest kept die, or the Reserve die that
    /// replaced it): Reserve dice of this value boost the result (p. 19, p. 24).
    pub faces: [u32; 2],
    /// The winner, once decided.
    pub winner: Option<Side>,
    /// Stress the loser suffers.
    pub stress: u32,
    /// Removed dice still available for Reserve, per side.
    pub removed: [Vec<u32>; 2],
}

impl Conflict {
    /// A conflict with nothing gathered yet.
    pub fn new(main: SeatId, conspirator: SeatId, operative_scene: bool) -> Conflict {
        Conflict {
            operative_scene,
            main,
            conspirator,
            quality: None,
            bonds: Vec::new(),
            anxieties: Vec::new(),
            assists: Vec::new(),
            agents: Vec::new(),
            secrets: Vec::new(),
            operatives: Vec::new(),
            extra: [0, 0],
            ready: [false, false],
            rolls: None,
            results: [0, 0],
            faces: [0, 0],
            winner: None,
            stress: 0,
            removed: [Vec::new(), Vec::new()],
        }
    }

    /// The leader of a side: the main character or the conspirator.
    pub fn leader(&self, side: Side) -> SeatId {
        match side {
            Side::Main => self.main,
            Side::Conspiracy => self.conspirator,
        }
    }
}

/// A decision the resolution of a conflict waits for, in order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Pending {
    /// The main character orders the enlisted Bonds that take the Stress.
    BondStress {
        /// Who.
        seat: SeatId,
        /// Stress to take.
        stress: u32,
    },
    /// A replaced main character splits the sum of Qualities into Control and Program.
    BecomeOperative {
        /// Who.
        seat: SeatId,
    },
    /// The Director or the Operative allocates Stress to Agents, Control and Program.
    ConspiracyStress {
        /// Who.
        seat: SeatId,
        /// Stress to take.
        stress: u32,
    },
    /// A seat chooses Reserve dice from its side's removed dice.
    Reserve {
        /// Who.
        seat: SeatId,
        /// Which side's removed dice.
        side: Side,
        /// Whether this seat leads the side (and names the others' order).
        leader: bool,
    },
    /// The Director adds 1 point after losing in a main character's scene (p. 22).
    ConspiracyGrows,
}

impl Pending {
    /// The seat this waits on.
    pub fn seat(&self) -> SeatId {
        match self {
            Pending::BondStress { seat, .. }
            | Pending::BecomeOperative { seat }
            | Pending::ConspiracyStress { seat, .. }
            | Pending::Reserve { seat, .. } => *seat,
            Pending::ConspiracyGrows => crate::state::DIRECTOR,
        }
    }
}

/// The end-of-turn roll of Resistance against Menace (p. 23) or the Last Roll of Zero Hour (p. 25).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct EndRoll {
    /// Whether this is the Zero Hour's Last Roll.
    pub zero_hour: bool,
    /// The Resistance roll.
    pub resistance: Option<HighestRoll>,
    /// The Menace roll.
    pub menace: Option<HighestRoll>,
    /// Results after Reserve dice: [Resistance, Menace].
    pub results: [u32; 2],
    /// The die value each result was read from (see [`Conflict::faces`]).
    pub faces: [u32; 2],
    /// The winner once compared.
    pub winner: Option<Side>,
}

/// The step the game is in, as events and views name it. The state keeps the step together with
/// the data only it has in [`Stage`]; [`State::phase`] reads this plain step from it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Phase {
    /// Before `start`.
    #[default]
    NotStarted,
    /// The players make (or take) their characters (p. 7-9).
    Creating,
    /// The winner of the order roll sets the scene order (p. 13).
    ChoosingOrder {
        /// Who chooses.
        chooser: SeatId,
    },
    /// An Operative chooses a main character as opponent (p. 31).
    ChoosingOpponent,
    /// The three scene details (p. 14, p. 31); `step` details were given so far.
    Framing {
        /// Details given so far (0..3).
        step: u8,
    },
    /// Gathering dice for the conflict roll (p. 15-18).
    Preparing,
    /// After the roll: Reserve dice may replace or boost results (p. 19).
    Improving,
    /// Consequences that need a decision (p. 20-22).
    Resolving {
        /// Decisions left, the first one waited on.
        pending: Vec<Pending>,
    },
    /// Before the end-of-turn roll: Reserve dice may become Resistance or Menace dice.
    EndPreparing,
    /// After the end-of-turn roll: Reserve dice may replace or boost results.
    EndImproving,
    /// Seats owed a point after the end-of-turn roll (or the Zero Hour).
    Gains {
        /// Seats still to choose.
        seats: Vec<SeatId>,
    },
    /// Zero Hour after the Last Roll: last Reserve spending before the fates.
    Epilogue,
    /// The game is over.
    Over,
}

/// Where a conflict is (p. 15-22).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ConflictStep {
    /// Gathering dice for the conflict roll (p. 15-18).
    Preparing,
    /// After the roll: Reserve dice may replace or boost results (p. 19).
    Improving,
    /// Consequences that need a decision (p. 20-22).
    Resolving {
        /// Decisions left, the first one waited on.
        pending: Vec<Pending>,
    },
}

/// Where a scene is (p. 14-22, p. 31).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum SceneStep {
    /// An Operative chooses a main character as opponent (p. 31).
    ChoosingOpponent,
    /// The three scene details (p. 14, p. 31).
    Framing {
        /// Details given so far (0..3).
        step: u8,
    },
    /// The scene's conflict.
    Conflict {
        /// What the conflict gathered, rolled and decided so far.
        conflict: Box<Conflict>,
        /// Where it is.
        step: ConflictStep,
    },
}

/// A scene of the Countdown (p. 14): whose it is, its details and, once framed, its conflict.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Scene {
    /// Whose scene it is.
    pub seat: SeatId,
    /// Its index in the Countdown's order.
    pub index: usize,
    /// The main character an Operative's scene faces, once chosen (`None` in a main character's
    /// scene).
    pub opponent: Option<SeatId>,
    /// The details given so far.
    pub details: Vec<(SeatId, String)>,
    /// Where the scene is.
    pub step: SceneStep,
}

impl Scene {
    /// The scene's conflict, once it began.
    pub fn conflict(&self) -> Option<&Conflict> {
        match &self.step {
            SceneStep::Conflict { conflict, .. } => Some(conflict),
            SceneStep::ChoosingOpponent | SceneStep::Framing { .. } => None,
        }
    }

    fn conflict_mut(&mut self) -> Option<&mut Conflict> {
        match &mut self.step {
            SceneStep::Conflict { conflict, .. } => Some(conflict),
            SceneStep::ChoosingOpponent | SceneStep::Framing { .. } => None,
        }
    }

    /// The scene with its conflict in `to` (unchanged before the conflict began).
    fn in_conflict_step(mut self, to: ConflictStep) -> Stage {
        if let SceneStep::Conflict { step, .. } = &mut self.step {
            *step = to;
        }
        Stage::Scene(self)
    }
}

/// Where the end of a turn (p. 23-25) or Zero Hour (p. 25-26) is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum EndStep {
    /// Before the roll: Reserve dice may become Resistance or Menace dice.
    Preparing,
    /// After the roll: Reserve dice may replace or boost results.
    Improving,
    /// Seats owed a point after the roll.
    Gains {
        /// Seats still to choose.
        seats: Vec<SeatId>,
    },
    /// Zero Hour after the Last Roll: last Reserve spending before the fates.
    Epilogue,
}

/// The end of a turn (p. 23-25), or Zero Hour (p. 25-26).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct EndOfTurn {
    /// Resistance against Menace (or the Last Roll).
    pub roll: EndRoll,
    /// Seats that said they are done in the current all-seats step.
    pub passed: BTreeSet<SeatId>,
    /// Where it is.
    pub step: EndStep,
}

impl EndOfTurn {
    /// The end of the turn in `to`, an all-seats step that no seat is done with yet.
    fn in_step(mut self, to: EndStep) -> Stage {
        self.passed.clear();
        self.step = to;
        Stage::EndOfTurn(self)
    }
}

/// Where the game is, with the data only that step has.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Stage {
    /// Before `start`.
    #[default]
    NotStarted,
    /// The players make (or take) their characters (p. 7-9).
    Creating,
    /// The winner of the order roll sets the scene order (p. 13).
    ChoosingOrder {
        /// Who chooses.
        chooser: SeatId,
    },
    /// A scene (p. 14-22).
    Scene(Scene),
    /// The end of a turn or Zero Hour (p. 23-26).
    EndOfTurn(EndOfTurn),
    /// The game is over.
    Over {
        /// The stage the game ended in, still on the table: the scene after which no main
        /// character was left (p. 26), or the end of the turn (Zero Hour's Last Roll).
        ended_in: Box<Stage>,
    },
}

impl Stage {
    /// The plain step, as events and views name it.
    pub fn phase(&self) -> Phase {
        match self {
            Stage::NotStarted => Phase::NotStarted,
            Stage::Creating => Phase::Creating,
            Stage::ChoosingOrder { chooser } => Phase::ChoosingOrder { chooser: *chooser },
            Stage::Scene(scene) => match &scene.step {
                SceneStep::ChoosingOpponent => Phase::ChoosingOpponent,
                SceneStep::Framing { step } => Phase::Framing { step: *step },
                SceneStep::Conflict { step: ConflictStep::Preparing, .. } => Phase::Preparing,
                SceneStep::Conflict { step: ConflictStep::Improving, .. } => Phase::Improving,
                SceneStep::Conflict { step: ConflictStep::Resolving { pending }, .. } => {
                    Phase::Resolving { pending: pending.clone() }
                }
            },
            Stage::EndOfTurn(end) => match &end.step {
                EndStep::Preparing => Phase::EndPreparing,
                EndStep::Improving => Phase::EndImproving,
                EndStep::Gains { seats } => Phase::Gains { seats: seats.clone() },
                EndStep::Epilogue => Phase::Epilogue,
            },
            Stage::Over { .. } => Phase::Over,
        }
    }

    /// What is on the table: this stage, or once the game is over the stage it ended in.
    pub fn on_table(&self) -> &Stage {
        match self {
            Stage::Over { ended_in } => ended_in.on_table(),
            stage => stage,
        }
    }

    /// The stage after `phase` is entered (`PhaseEntered`): the step changes, the data stays.
    /// A scene's steps need a scene and the end of a turn's steps an end of the turn; `decide`
    /// never enters one without it (`SceneBegan`, `ConflictBegan` and `EndRollBegan` come first),
    /// so otherwise the stage is left as it is.
    fn enter(self, phase: &Phase) -> Stage {
        match (self, phase) {
            (_, Phase::NotStarted) => Stage::NotStarted,
            (_, Phase::Creating) => Stage::Creating,
            (_, Phase::ChoosingOrder { chooser }) => Stage::ChoosingOrder { chooser: *chooser },
            (stage, Phase::Over) => Stage::Over { ended_in: Box::new(stage) },
            (Stage::Scene(mut scene), Phase::ChoosingOpponent) => {
                scene.step = SceneStep::ChoosingOpponent;
                Stage::Scene(scene)
            }
            (Stage::Scene(mut scene), Phase::Framing { step }) => {
                scene.step = SceneStep::Framing { step: *step };
                Stage::Scene(scene)
            }
            (Stage::Scene(scene), Phase::Preparing) => scene.in_conflict_step(ConflictStep::Preparing),
            (Stage::Scene(scene), Phase::Improving) => scene.in_conflict_step(ConflictStep::Improving),
            (Stage::Scene(scene), Phase::Resolving { pending }) => {
                scene.in_conflict_step(ConflictStep::Resolving { pending: pending.clone() })
            }
            (Stage::EndOfTurn(end), Phase::EndPreparing) => end.in_step(EndStep::Preparing),
            (Stage::EndOfTurn(end), Phase::EndImproving) => end.in_step(EndStep::Improving),
            (Stage::EndOfTurn(end), Phase::Gains { seats }) => {
                end.in_step(EndStep::Gains { seats: seats.clone() })
            }
            (Stage::EndOfTurn(end), Phase::Epilogue) => end.in_step(EndStep::Epilogue),
            (stage, _) => stage,
        }
    }
}

/// A main character's fate (p. 26).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Fate {
    /// Sum of Qualities exceeded Control.
    Survived,
    /// Finally replaced by Section 44 (or an Operative already).
    Replaced,
}

/// Everything the rules need.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct State {
    /// The Countdown (4 down to 0).
    pub countdown: u32,
    /// One sheet per player seat (seat n is `characters[n - 1]`).
    pub characters: Vec<Character>,
    /// The Director's sheet.
    pub director: DirectorSheet,
    /// The Agents roster.
    pub agents: Vec<Agent>,
    /// The Secrets.
    pub secrets: Vec<Secret>,
    /// Next Agent id.
    pub next_agent: u32,
    /// Next Secret id.
    pub next_secret: u32,
    /// Resistance dice available.
    pub resistance: u32,
    /// Menace dice available.
    pub menace: u32,
    /// This Countdown's scene order.
    pub order: Vec<SeatId>,
    /// Where the game is, with the data only that step has.
    pub stage: Stage,
    /// Fates, once decided.
    pub fates: Vec<(SeatId, Fate)>,
    /// Player seats of a table whose players make their characters (0: one per character).
    #[serde(default)]
    pub players: u32,
    /// The game master's pre-made characters still to hand out, by position (`None` once taken).
    #[serde(default)]
    pub premade: Vec<Option<crate::command::CharacterSetup>>,
    /// The characters made while the players create them, by seat (seat 1 first).
    #[serde(default)]
    pub made: Vec<Option<crate::command::CharacterSetup>>,
    /// Each player's notes the state holds (all of them; `view` shows each only to its readers).
    #[serde(default)]
    pub notes: Vec<(SeatId, String)>,
    /// Whether the Director reads the players' notes (a table setting everyone sees).
    #[serde(default)]
    pub notes_to_director: bool,
    /// The last conflict decided, as it stood when it was: the scene it ended may be over at
    /// once (every consequence automatic), and a player by post still reads what happened.
    #[serde(default)]
    pub last_conflict: Option<Conflict>,
}

impl State {
    /// Whether `seat` is a player's seat of this table (made character or not).
    pub fn is_player_seat(&self, seat: SeatId) -> bool {
        seat != DIRECTOR && (seat.0 as u32) <= self.players.max(self.characters.len() as u32)
    }

    /// Every player seat, seat 1 first.
    pub fn player_seats(&self) -> Vec<SeatId> {
        (1..=self.players.max(self.characters.len() as u32)).map(|n| SeatId(n as u8)).collect()
    }

    /// The notes of `seat` (empty if none).
    pub fn notes_of(&self, seat: SeatId) -> &str {
        self.notes.iter().find(|(s, _)| *s == seat).map(|(_, t)| t.as_str()).unwrap_or("")
    }

    /// Who reads the notes of `seat`: the seat, and the Director if the table says so.
    pub fn notes_readers(&self, seat: SeatId) -> Vec<SeatId> {
        if self.notes_to_director { vec![DIRECTOR, seat] } else { vec![seat] }
    }

    /// The step the game is in, as events and views name it.
    pub fn phase(&self) -> Phase {
        self.stage.phase()
    }

    /// The scene under way.
    pub fn scene(&self) -> Option<&Scene> {
        match &self.stage {
            Stage::Scene(scene) => Some(scene),
            _ => None,
        }
    }

    /// The conflict under way.
    pub fn conflict(&self) -> Option<&Conflict> {
        self.scene().and_then(Scene::conflict)
    }

    fn conflict_mut(&mut self) -> Option<&mut Conflict> {
        match &mut self.stage {
            Stage::Scene(scene) => scene.conflict_mut(),
            _ => None,
        }
    }

    /// The end of the turn under way.
    pub fn end_of_turn(&self) -> Option<&EndOfTurn> {
        match &self.stage {
            Stage::EndOfTurn(end) => Some(end),
            _ => None,
        }
    }

    fn end_roll_mut(&mut self) -> Option<&mut EndRoll> {
        match &mut self.stage {
            Stage::EndOfTurn(end) => Some(&mut end.roll),
            _ => None,
        }
    }

    /// The character of a player seat.
    pub fn character(&self, seat: SeatId) -> Option<&Character> {
        (seat.0 as usize).checked_sub(1).and_then(|i| self.characters.get(i))
    }

    fn character_mut(&mut self, seat: SeatId) -> Option<&mut Character> {
        (seat.0 as usize).checked_sub(1).and_then(|i| self.characters.get_mut(i))
    }

    /// All seats: the Director then the players.
    pub fn all_seats(&self) -> Vec<SeatId> {
        std::iter::once(DIRECTOR).chain(self.characters.iter().map(|c| c.seat)).collect()
    }

    /// Seats of the main characters still human.
    pub fn main_seats(&self) -> Vec<SeatId> {
        self.characters.iter().filter(|c| c.is_main()).map(|c| c.seat).collect()
    }

    /// Seats of the Operatives.
    pub fn operative_seats(&self) -> Vec<SeatId> {
        self.characters.iter().filter(|c| c.is_operative()).map(|c| c.seat).collect()
    }

    /// The Director and the Operatives: who shares Agents and Secrets.
    pub fn conspirators(&self) -> Vec<SeatId> {
        std::iter::once(DIRECTOR).chain(self.operative_seats()).collect()
    }

    /// Whether a seat is the Director or an Operative.
    pub fn is_conspirator(&self, seat: SeatId) -> bool {
        seat == DIRECTOR || self.character(seat).is_some_and(Character::is_operative)
    }

    /// An Agent by id.
    pub fn agent(&self, id: u32) -> Option<&Agent> {
        self.agents.iter().find(|a| a.id == id)
    }

    /// A Secret by id.
    pub fn secret(&self, id: u32) -> Option<&Secret> {
        self.secrets.iter().find(|a| a.id == id)
    }

    /// A holder's Reserve dice.
    pub fn reserve(&self, holder: Holder) -> &[u32] {
        match holder {
            Holder(s) if s == DIRECTOR => &self.director.reserve,
            Holder(s) => self.character(s).map(|c| c.reserve.as_slice()).unwrap_or(&[]),
        }
    }

    /// A holder's Reserve limit.
    pub fn reserve_limit(&self, holder: Holder) -> usize {
        match holder {
            Holder(s) if s == DIRECTOR => self.director.reserve_limit(),
            Holder(s) => self.character(s).map(Character::reserve_limit).unwrap_or(1),
        }
    }

    /// A conspirator's Control and Program (the Director's or an Operative's).
    pub fn ratings_of(&self, seat: SeatId) -> (u32, u32) {
        if seat == DIRECTOR {
            (self.director.control, self.director.program)
        } else {
            self.character(seat).map(Character::operative_ratings).unwrap_or((0, 0))
        }
    }
}

/// The die value a roll's result is read from: its highest kept die (0 when none was kept).
pub fn face(roll: &HighestRoll) -> u32 {
    roll.kept.first().copied().unwrap_or(0)
}

/// Folds one event into the state. No rule here: values come from the event.
pub fn apply(s: &mut State, event: &Event) {
    // Every event is routed by name, so a new one must be placed in a part.
    match event {
        Event::CreationOpened { .. }
        | Event::CharacterMade { .. }
        | Event::NotesWritten { .. }
        | Event::CharacterEdited { .. }
        | Event::GameStarted { .. }
        | Event::AgentAdded { .. }
        | Event::SecretAdded { .. }
        | Event::AgentRated { .. }
        | Event::AgentDeactivated { .. }
        | Event::SecretRated { .. }
        | Event::ConspiracyShared { .. } => apply_set_up(s, event),
        Event::PileChanged { .. }
        | Event::OrderRolled { .. }
        | Event::SceneOrderSet { .. }
        | Event::SceneBegan { .. }
        | Event::OpponentChosen { .. }
        | Event::DetailAdded { .. }
        | Event::ConflictBegan { .. }
        | Event::QualityChosen { .. }
        | Event::BondEnlisted { .. }
        | Event::AnxietyTriggered { .. }
        | Event::AssistJoined { .. }
        | Event::AgentActivated { .. }
        | Event::SecretRevealed { .. }
        | Event::OperativeJoined { .. }
        | Event::ExtraDiceAdded { .. }
        | Event::ReserveChanged { .. }
        | Event::SideReady { .. } => apply_scene(s, event),
        Event::ConflictRolled { .. }
        | Event::ResultImproved { .. }
        | Event::ConflictDecided { .. }
        | Event::BondRated { .. }
        | Event::BondBecameAgent { .. }
        | Event::AnxietyRated { .. }
        | Event::QualityRated { .. }
        | Event::ConspiracyRated { .. }
        | Event::CharacterReplaced { .. }
        | Event::RemovedDiceTaken { .. }
        | Event::OperativeCreated { .. }
        | Event::PhaseEntered { .. }
        | Event::Passed { .. }
        | Event::EndRollBegan { .. }
        | Event::EndRolled { .. }
        | Event::EndDecided { .. }
        | Event::GainOwed { .. }
        | Event::CountdownChanged { .. }
        | Event::GameEnded { .. } => apply_outcome(s, event),
    }
}

/// The set-up and the conspiracy's sheet: characters made and edited, the game started, Agents and Secrets added and rated.
fn apply_set_up(s: &mut State, event: &Event) {
    match event {
        Event::CreationOpened { players, premade, notes_to_director } => {
            s.players = *players;
            s.premade = premade.iter().cloned().map(Some).collect();
            s.made = vec![None; *players as usize];
            s.notes_to_director = *notes_to_director;
            s.stage = Stage::Creating;
        }
        Event::CharacterMade { seat, character, premade } => {
            if let Some(slot) = (seat.0 as usize).checked_sub(1).and_then(|i| s.made.get_mut(i)) {
                *slot = Some(character.clone());
            }
            if let Some(p) = premade.and_then(|i| s.premade.get_mut(i as usize)) {
                *p = None;
            }
        }
        Event::NotesWritten { seat, text, .. } => {
            s.notes.retain(|(x, _)| x != seat);
            if !text.is_empty() {
                s.notes.push((*seat, text.clone()));
                s.notes.sort_by_key(|(x, _)| *x);
            }
        }
        Event::CharacterEdited { seat, name, concept } => {
            if let Some(c) = s.character_mut(*seat) {
                c.name = name.clone();
                c.concept = concept.clone();
            }
        }
        Event::GameStarted { characters, control, program, countdown, notes_to_director } => {
            s.notes_to_director = *notes_to_director;
            s.made.clear();
            s.premade.clear();
            s.characters = characters.clone();
            s.director = DirectorSheet { control: *control, program: *program, reserve: Vec::new() };
            s.countdown = *countdown;
        }
        Event::AgentAdded { agent, name, rating, origin, .. } => {
            s.agents.push(Agent {
                id: *agent,
                name: name.clone().unwrap_or_default(),
                rating: rating.unwrap_or(0),
                origin: *origin,
                known: *origin != AgentOrigin::Created,
            });
            s.next_agent = s.next_agent.max(agent + 1);
        }
        Event::SecretAdded { secret, text, rating, .. } => {
            s.secrets.push(Secret {
                id: *secret,
                text: text.clone().unwrap_or_default(),
                rating: rating.unwrap_or(0),
                revealed: false,
            });
            s.next_secret = s.next_secret.max(secret + 1);
        }
        Event::AgentRated { agent, rating, .. } => {
            if let Some(a) = s.agents.iter_mut().find(|a| a.id == *agent) {
                a.rating = rating.unwrap_or(a.rating);
            }
        }
        Event::AgentDeactivated { agent } => s.agents.retain(|a| a.id != *agent),
        Event::SecretRated { secret, rating, .. } => {
            if let Some(x) = s.secrets.iter_mut().find(|x| x.id == *secret) {
                x.rating = rating.unwrap_or(x.rating);
            }
        }
        Event::ConspiracyShared { .. } => {}
        // `apply` routes the other parts' events elsewhere.
        _ => {}
    }
}

/// A turn and its scenes up to the conflict's roll: the piles, the order, the details, the dice each side gathers.
fn apply_scene(s: &mut State, event: &Event) {
    match event {
        Event::PileChanged { pile, to, .. } => match pile {
            Pile::Resistance => s.resistance = *to,
            Pile::Menace => s.menace = *to,
        },
        Event::OrderRolled { countdown, .. } => {
            s.countdown = *countdown;
            s.order.clear();
        }
        Event::SceneOrderSet { order } => s.order = order.clone(),
        Event::SceneBegan { seat, index } => {
            // The `PhaseEntered` that follows says whether it starts with an opponent or the details.
            s.stage = Stage::Scene(Scene {
                seat: *seat,
                index: *index,
                opponent: None,
                details: Vec::new(),
                step: SceneStep::Framing { step: 0 },
            });
        }
        Event::OpponentChosen { opponent } => {
            if let Stage::Scene(scene) = &mut s.stage {
                scene.opponent = Some(*opponent);
            }
        }
        Event::DetailAdded { by, text } => {
            if let Stage::Scene(scene) = &mut s.stage {
                scene.details.push((*by, text.clone()));
            }
        }
        Event::ConflictBegan { main, conspirator, operative_scene } => {
            if let Stage::Scene(scene) = &mut s.stage {
                scene.step = SceneStep::Conflict {
                    conflict: Box::new(Conflict::new(*main, *conspirator, *operative_scene)),
                    step: ConflictStep::Preparing,
                };
            }
        }
        Event::QualityChosen { seat, quality, .. } => {
            if let Some(c) = s.conflict_mut() {
                c.quality = Some(*quality);
            }
            if let Some(ch) = s.character_mut(*seat) {
                ch.last_quality = Some(*quality);
            }
        }
        Event::BondEnlisted { bond, .. } => {
            if let Some(c) = s.conflict_mut() {
                c.bonds.push(*bond);
            }
        }
        Event::AnxietyTriggered { seat, anxiety, rating } => {
            if let Some(c) = s.conflict_mut() {
                c.anxieties.push(Triggered { seat: *seat, anxiety: *anxiety, rating: *rating });
            }
        }
        Event::AssistJoined { seat, quality, dice } => {
            if let Some(c) = s.conflict_mut() {
                c.assists.push(Assist { seat: *seat, quality: *quality, dice: *dice });
            }
            if let Some(ch) = s.character_mut(*seat) {
                ch.last_quality = Some(*quality);
            }
        }
        Event::AgentActivated { agent, .. } => {
            if let Some(c) = s.conflict_mut() {
                c.agents.push(*agent);
            }
            if let Some(a) = s.agents.iter_mut().find(|a| a.id == *agent) {
                a.known = true;
            }
        }
        Event::SecretRevealed { by, secret, rating, .. } => {
            if let Some(c) = s.conflict_mut() {
                c.secrets.push(Revealed { by: *by, secret: *secret, rating: *rating });
            }
            if let Some(x) = s.secrets.iter_mut().find(|x| x.id == *secret) {
                x.revealed = true;
            }
        }
        Event::OperativeJoined { seat, dice } => {
            if let Some(c) = s.conflict_mut() {
                c.operatives.push((*seat, *dice));
            }
        }
        Event::ExtraDiceAdded { side, count, .. } => {
            if let Some(c) = s.conflict_mut() {
                c.extra[side.index()] += count;
            }
        }
        Event::ReserveChanged { holder, dice, .. } => {
            if *holder == Holder(DIRECTOR) {
                s.director.reserve = dice.clone();
            } else if let Some(ch) = s.character_mut(holder.0) {
                ch.reserve = dice.clone();
            }
        }
        Event::SideReady { side, ready } => {
            if let Some(c) = s.conflict_mut() {
                c.ready[side.index()] = *ready;
            }
        }
        // `apply` routes the other parts' events elsewhere.
        _ => {}
    }
}

/// What the rolls decide: the conflict's result and its Stress, ratings gained, Operatives, the end of the turn and of the game.
fn apply_outcome(s: &mut State, event: &Event) {
    match event {
        Event::ConflictRolled { main, conspiracy } => {
            if let Some(c) = s.conflict_mut() {
                c.results = [main.roll.value, conspiracy.roll.value];
                c.faces = [face(&main.roll), face(&conspiracy.roll)];
                c.removed = [main.roll.removed.clone(), conspiracy.roll.removed.clone()];
                c.rolls = Some([main.clone(), conspiracy.clone()]);
            }
        }
        Event::ResultImproved { side, result, face, .. } => {
            if let Some(c) = s.conflict_mut() {
                c.results[side.index()] = *result;
                c.faces[side.index()] = *face;
            } else if let Some(e) = s.end_roll_mut() {
                e.results[side.index()] = *result;
                e.faces[side.index()] = *face;
            }
        }
        Event::ConflictDecided { winner, stress, .. } => {
            if let Some(c) = s.conflict_mut() {
                c.winner = Some(*winner);
                c.stress = *stress;
            }
            s.last_conflict = s.conflict().cloned();
        }
        Event::BondRated { seat, bond, name, rating } => {
            if let Some(ch) = s.character_mut(*seat) {
                match ch.bonds.iter_mut().find(|b| b.id == *bond) {
                    Some(b) => b.rating = *rating,
                    None => {
                        ch.bonds.push(Rated { id: *bond, name: name.clone(), rating: *rating });
                        ch.next_id = ch.next_id.max(bond + 1);
                    }
                }
            }
        }
        Event::BondBecameAgent { seat, bond, agent, name } => {
            if let Some(ch) = s.character_mut(*seat) {
                ch.bonds.retain(|b| b.id != *bond);
            }
            s.agents.push(Agent {
                id: *agent,
                name: name.clone(),
                rating: 1,
                origin: AgentOrigin::Bond,
                known: true,
            });
            s.next_agent = s.next_agent.max(agent + 1);
        }
        Event::AnxietyRated { seat, anxiety, name, rating } => {
            if let Some(ch) = s.character_mut(*seat) {
                match ch.anxieties.iter_mut().find(|b| b.id == *anxiety) {
                    Some(b) => b.rating = *rating,
                    None => {
                        ch.anxieties.push(Rated { id: *anxiety, name: name.clone(), rating: *rating });
                        ch.next_id = ch.next_id.max(anxiety + 1);
                    }
                }
            }
        }
        Event::QualityRated { seat, quality, rating, .. } => {
            if let Some(ch) = s.character_mut(*seat) {
                *ch.quality_mut(*quality) = *rating;
            }
        }
        Event::ConspiracyRated { seat, rating, value, .. } => {
            if *seat == DIRECTOR {
                match rating {
                    Rating::Control => s.director.control = *value,
                    Rating::Program => s.director.program = *value,
                }
            } else if let Some(ch) = s.character_mut(*seat)
                && let Status::Operative { control, program } = &mut ch.status
            {
                match rating {
                    Rating::Control => *control = *value,
                    Rating::Program => *program = *value,
                }
            }
        }
        Event::CharacterReplaced { .. } => {}
        Event::RemovedDiceTaken { side, dice } => {
            if let Some(c) = s.conflict_mut() {
                let pool = &mut c.removed[side.index()];
                for d in dice {
                    if let Some(i) = pool.iter().position(|x| x == d) {
                        pool.remove(i);
                    }
                }
            }
        }
        Event::OperativeCreated { seat, control, program } => {
            if let Some(ch) = s.character_mut(*seat) {
                ch.status = Status::Operative { control: *control, program: *program };
            }
        }
        Event::PhaseEntered { phase } => s.stage = std::mem::take(&mut s.stage).enter(phase),
        Event::Passed { seat } => {
            if let Stage::EndOfTurn(end) = &mut s.stage {
                end.passed.insert(*seat);
            }
        }
        Event::EndRollBegan { zero_hour } => {
            // The `PhaseEntered` that follows starts its first step.
            s.stage = Stage::EndOfTurn(EndOfTurn {
                roll: EndRoll { zero_hour: *zero_hour, ..EndRoll::default() },
                passed: BTreeSet::new(),
                step: EndStep::Preparing,
            });
        }
        Event::EndRolled { resistance, menace } => {
            if let Some(e) = s.end_roll_mut() {
                e.results = [resistance.value, menace.value];
                e.faces = [face(resistance), face(menace)];
                e.resistance = Some(resistance.clone());
                e.menace = Some(menace.clone());
            }
        }
        Event::EndDecided { winner, .. } => {
            if let Some(e) = s.end_roll_mut() {
                e.winner = Some(*winner);
            }
        }
        Event::GainOwed { .. } => {}
        Event::CountdownChanged { countdown } => s.countdown = *countdown,
        Event::GameEnded { fates, .. } => s.fates = fates.clone(),
        // `apply` routes the other parts' events elsewhere.
        _ => {}
    }
}
