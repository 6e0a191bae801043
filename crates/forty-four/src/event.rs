//! Events: facts in the past tense, stored forever. Events that carry something main characters may
//! not know (a Secret, an Agent the Director created) say who may see them in `known_to`.

use dice::HighestRoll;
use engine::SeatId;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::state::{AgentOrigin, Character, Fate, Phase, Quality, Rating, Side, SideRoll};

/// Who holds a Reserve: the Director (seat 0) or a player's character.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, JsonSchema)]
#[serde(transparent)]
pub struct Holder(pub SeatId);

/// The shared piles of dice (p. 13).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Pile {
    /// Resistance dice, for main characters.
    Resistance,
    /// Menace dice, for the Director and Operatives.
    Menace,
}

/// Who may see an event carrying hidden information.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "type", content = "seats", rename_all = "snake_case")]
pub enum Audience {
    /// Everyone, spectators included.
    Everyone,
    /// Only these seats (the Director and the Operatives when it happened).
    Seats(Vec<SeatId>),
}

impl Audience {
    /// Whether `seat` is in the audience.
    pub fn includes(&self, seat: SeatId) -> bool {
        match self {
            Audience::Everyone => true,
            Audience::Seats(s) => s.contains(&seat),
        }
    }
}

/// Why a pile changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum PileReason {
    /// Set-up: one die per main character.
    SetUp,
    /// Taken for a conflict roll.
    UsedInConflict,
    /// Won a conflict with triggered Anxieties or revealed Secrets.
    ConflictWon,
    /// Stress past 0 on a Quality, or a replacement.
    Stress,
    /// Stress past the conspiracy's ratings.
    StressOverflow,
    /// Reserve dice spent at the end of a turn (use 3).
    Reserve,
    /// Rolled at the end of the turn.
    EndRoll,
    /// The difference won at the end of the turn.
    EndRollWon,
}

/// A recorded Agent (for sharing with a new Operative).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct SharedAgent {
    /// Id.
    pub agent: u32,
    /// Name.
    pub name: String,
    /// Rating.
    pub rating: u32,
}

/// A recorded Secret (for sharing with a new Operative).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct SharedSecret {
    /// Id.
    pub secret: u32,
    /// Text.
    pub text: String,
    /// Rating.
    pub rating: u32,
}

/// A seat's die in the order roll.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct SeatRoll {
    /// Who rolled.
    pub seat: SeatId,
    /// The face.
    pub face: u32,
}

/// Everything that happens in a game of 44.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// A table whose players make their own characters opened (p. 7-9): its player seats, the
    /// characters the game master prepared to hand out, and whether the Director reads the
    /// players' notes (shown to everyone).
    CreationOpened {
        /// How many player seats.
        players: u32,
        /// The pre-made characters, by position.
        premade: Vec<crate::command::CharacterSetup>,
        /// Whether the Director reads the players' notes.
        notes_to_director: bool,
    },
    /// A player made their own character, or took a pre-made one (`premade`).
    CharacterMade {
        /// The player's seat.
        seat: SeatId,
        /// The sheet as it will start the game.
        character: crate::command::CharacterSetup,
        /// The pre-made character's position, if it was one.
        premade: Option<u32>,
    },
    /// A player's notes, read only by `known_to` (the seat, and the Director if the table says so).
    NotesWritten {
        /// Whose notes.
        seat: SeatId,
        /// The whole notes.
        text: String,
        /// Who reads them.
        known_to: Audience,
    },
    /// A player rewrote their character's name and concept.
    CharacterEdited {
        /// Whose character.
        seat: SeatId,
        /// The name.
        name: String,
        /// The concept.
        concept: String,
    },
    /// The game was set up: the main characters' sheets (public) and the Director's Qualities.
    GameStarted {
        /// The sheets, seat 1 first.
        characters: Vec<Character>,
        /// Starting Control (4).
        control: u32,
        /// Starting Program (1).
        program: u32,
        /// Starting Countdown (4).
        countdown: u32,
        /// Whether the Director reads the players' notes (a table setting everyone sees).
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        notes_to_director: bool,
    },
    /// An Agent joined the roster. `name`/`rating` are `None` only in copies for viewers outside
    /// `known_to` (such copies are not sent: see `redact`).
    AgentAdded {
        /// Id.
        agent: u32,
        /// Name.
        name: Option<String>,
        /// Rating.
        rating: Option<u32>,
        /// Origin.
        origin: AgentOrigin,
        /// Who may see it.
        known_to: Audience,
    },
    /// A Secret was created.
    SecretAdded {
        /// Id.
        secret: u32,
        /// Text.
        text: Option<String>,
        /// Rating.
        rating: Option<u32>,
        /// Who may see it.
        known_to: Audience,
    },
    /// An Agent's rating changed (Stress, Reserve, the conspiracy growing).
    AgentRated {
        /// Id.
        agent: u32,
        /// New rating.
        rating: Option<u32>,
        /// Who may see it.
        known_to: Audience,
    },
    /// An Agent reached 0 and was eliminated.
    AgentDeactivated {
        /// Id.
        agent: u32,
    },
    /// A Secret's rating changed.
    SecretRated {
        /// Id.
        secret: u32,
        /// New rating.
        rating: Option<u32>,
        /// Who may see it.
        known_to: Audience,
    },
    /// A new Operative learned every Agent and Secret (p. 30).
    ConspiracyShared {
        /// The new Operative.
        seat: SeatId,
        /// The roster.
        agents: Vec<SharedAgent>,
        /// The Secrets.
        secrets: Vec<SharedSecret>,
        /// Who may see it.
        known_to: Audience,
    },
    /// A pile of dice changed.
    PileChanged {
        /// Which pile.
        pile: Pile,
        /// Its new size.
        to: u32,
        /// Why.
        reason: PileReason,
    },
    /// A Countdown began: main characters rolled for the scene order, ties re-rolled (p. 13).
    OrderRolled {
        /// The Countdown.
        countdown: u32,
        /// Each round of rolls (later rounds only among those tied for highest).
        rounds: Vec<Vec<SeatRoll>>,
        /// Who sets the order.
        chooser: SeatId,
    },
    /// The scene order was set.
    SceneOrderSet {
        /// Seats in order.
        order: Vec<SeatId>,
    },
    /// A scene began.
    SceneBegan {
        /// Whose scene.
        seat: SeatId,
        /// Its index in the order.
        index: usize,
    },
    /// An Operative chose a main character to face.
    OpponentChosen {
        /// The opponent.
        opponent: SeatId,
    },
    /// A scene detail was added.
    DetailAdded {
        /// Who gave it.
        by: SeatId,
        /// The detail.
        text: String,
    },
    /// The scene reached its conflict.
    ConflictBegan {
        /// The main character in conflict.
        main: SeatId,
        /// The Director or the Operative.
        conspirator: SeatId,
        /// Whether it is an Operative's scene.
        operative_scene: bool,
    },
    /// The main character chose a Quality.
    QualityChosen {
        /// Who.
        seat: SeatId,
        /// Which.
        quality: Quality,
        /// Dice it gives.
        dice: u32,
    },
    /// A Bond was enlisted.
    BondEnlisted {
        /// Whose.
        seat: SeatId,
        /// Which.
        bond: u32,
        /// Dice it gives.
        dice: u32,
    },
    /// An Anxiety was triggered.
    AnxietyTriggered {
        /// Whose.
        seat: SeatId,
        /// Which.
        anxiety: u32,
        /// Highest dice it removes.
        rating: u32,
    },
    /// A main character assists.
    AssistJoined {
        /// Who.
        seat: SeatId,
        /// With which Quality.
        quality: Quality,
        /// Dice given.
        dice: u32,
    },
    /// An Agent was activated (main characters now know it).
    AgentActivated {
        /// Id.
        agent: u32,
        /// Name.
        name: String,
        /// Dice it gives.
        rating: u32,
    },
    /// A Secret was revealed.
    SecretRevealed {
        /// Who revealed it.
        by: SeatId,
        /// Id.
        secret: u32,
        /// Text.
        text: String,
        /// Highest dice it removes.
        rating: u32,
    },
    /// An Operative assists the Operative whose scene it is.
    OperativeJoined {
        /// Who.
        seat: SeatId,
        /// Control dice added.
        dice: u32,
    },
    /// Extra dice were added to one side of the conflict roll.
    ExtraDiceAdded {
        /// Who gave them.
        by: SeatId,
        /// Which side.
        side: Side,
        /// How many dice.
        count: u32,
        /// From a pile, or `None` from the giver's Reserve (use 2).
        pile: Option<Pile>,
    },
    /// A Reserve changed.
    ReserveChanged {
        /// Whose.
        holder: Holder,
        /// The dice now in it.
        dice: Vec<u32>,
    },
    /// A side's leader is ready (or no longer, after a change).
    SideReady {
        /// Which side.
        side: Side,
        /// Ready or not.
        ready: bool,
    },
    /// The conflict dice were rolled and the highest dice removed (p. 18).
    ConflictRolled {
        /// The main character's side.
        main: SideRoll,
        /// The conspiracy's side.
        conspiracy: SideRoll,
    },
    /// Reserve dice replaced or boosted a result (p. 19).
    ResultImproved {
        /// Which side.
        side: Side,
        /// Who spent them.
        by: SeatId,
        /// The die replacing the result.
        replace: Option<u32>,
        /// Dice equal to the result, +1 each.
        boosts: Vec<u32>,
        /// The new result.
        result: u32,
        /// The die value it is now read from.
        face: u32,
    },
    /// The conflict was decided; ties go to the conspiracy (p. 19).
    ConflictDecided {
        /// Who won.
        winner: Side,
        /// The main character's result.
        main: u32,
        /// The conspiracy's result.
        conspiracy: u32,
        /// Stress the loser suffers.
        stress: u32,
    },
    /// A Bond's rating changed, or a new Bond was added.
    BondRated {
        /// Whose.
        seat: SeatId,
        /// Which.
        bond: u32,
        /// Its name.
        name: String,
        /// New rating.
        rating: u32,
    },
    /// A Bond reached 0 and became an Agent at 1 (p. 20).
    BondBecameAgent {
        /// Whose.
        seat: SeatId,
        /// Which Bond.
        bond: u32,
        /// The new Agent's id.
        agent: u32,
        /// Its name.
        name: String,
    },
    /// An Anxiety's rating changed, or a new Anxiety was added.
    AnxietyRated {
        /// Whose.
        seat: SeatId,
        /// Which.
        anxiety: u32,
        /// Its name.
        name: String,
        /// New rating.
        rating: u32,
    },
    /// A main character's Quality changed.
    QualityRated {
        /// Whose.
        seat: SeatId,
        /// Which.
        quality: Quality,
        /// New rating.
        rating: u32,
    },
    /// The Director's or an Operative's Control or Program changed.
    ConspiracyRated {
        /// The Director (seat 0) or the Operative.
        seat: SeatId,
        /// Which.
        rating: Rating,
        /// New value.
        value: u32,
    },
    /// A main character suffered Stress while a Quality was 0 and is replaced (p. 30).
    CharacterReplaced {
        /// Who.
        seat: SeatId,
        /// The Stress not applied (added as Menace dice).
        stress: u32,
    },
    /// Removed dice were taken into a Reserve (p. 18).
    RemovedDiceTaken {
        /// Whose side's removed dice.
        side: Side,
        /// The dice taken.
        dice: Vec<u32>,
    },
    /// The replaced character became an Operative.
    OperativeCreated {
        /// Who.
        seat: SeatId,
        /// Control.
        control: u32,
        /// Program.
        program: u32,
    },
    /// The game moved to a new step.
    PhaseEntered {
        /// The step.
        phase: Phase,
    },
    /// A seat is done in an all-seats step.
    Passed {
        /// Who.
        seat: SeatId,
    },
    /// The end-of-turn roll (or Zero Hour's Last Roll) began.
    EndRollBegan {
        /// Whether it is Zero Hour.
        zero_hour: bool,
    },
    /// Resistance and Menace dice were rolled (p. 23).
    EndRolled {
        /// The Resistance roll.
        resistance: HighestRoll,
        /// The Menace roll.
        menace: HighestRoll,
    },
    /// The end-of-turn roll was decided; Menace wins ties.
    EndDecided {
        /// Who won.
        winner: Side,
        /// Resistance result.
        resistance: u32,
        /// Menace result.
        menace: u32,
    },
    /// Seats owed a point (end of turn or Zero Hour).
    GainOwed {
        /// Who.
        seats: Vec<SeatId>,
    },
    /// The Countdown changed.
    CountdownChanged {
        /// New value.
        countdown: u32,
    },
    /// The game ended.
    GameEnded {
        /// Whether every main character was replaced before Zero Hour.
        early: bool,
        /// Each player's fate.
        fates: Vec<(SeatId, Fate)>,
    },
}
