//! What happened ([`Event`]), past tense, with its small vocabulary (pools, reasons, danger, throws).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::command::{CharacterId, Config, Hurry, QualityEffect, QualityRef, SideCall};
use crate::state::{CharacterSheet, Characteristic, Quality};

/// A pile of points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "pool", rename_all = "snake_case")]
pub enum Pool {
    /// A main character's overcoming points ("superación").
    Overcoming {
        /// Whose.
        character: CharacterId,
    },
    /// The Director's threat ("amenaza"), which is also the threat level.
    Threat,
}

/// Why a point moved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Reason {
    /// A challenge declared dangerous.
    DangerDeclared,
    /// Trying a failed challenge again.
    Retry,
    /// Total scores for a scene.
    Totals,
    /// Resting.
    Rest,
    /// Ignoring damage.
    Protection,
    /// Hurrying.
    Hurry,
    /// Activating a quality.
    Quality,
    /// A character left the story.
    CharacterLeft,
    /// The Director's award.
    Award,
}

/// Why a roll is dangerous, if it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Danger {
    /// Not dangerous.
    Safe,
    /// Declared by the Director for a threat point.
    Declared,
    /// The threat is at the danger level: every roll is dangerous.
    Automatic,
    /// A conflict against a monster is always dangerous.
    Monster,
}

impl Danger {
    /// Whether losing costs points.
    pub fn is_dangerous(self) -> bool {
        self != Danger::Safe
    }
}

/// One side's throw.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Throw {
    /// Dice thrown (characteristic + object).
    pub dice: u32,
    /// Whether the total score was used instead of the current one.
    pub used_totals: bool,
    /// The object used, if any.
    pub object: Option<usize>,
    /// Faces rolled.
    pub faces: Vec<u32>,
    /// Highest with matches.
    pub value: u32,
    /// The best applicable trait (index), if any.
    pub trait_used: Option<usize>,
    /// Its bonus.
    pub bonus: u32,
    /// Value plus bonus.
    pub total: u32,
    /// Omens: the 1s rolled.
    pub omens: u32,
}

/// What happened, in the past tense. Stored forever.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// A table whose players write their characters opened (ruling 28): the set-up without the
    /// players' characters (its `main_characters` are the pre-made ones to hand out).
    CreationOpened {
        /// The set-up (secrets removed for players).
        config: Config,
    },
    /// A player wrote their character, or took a pre-made one (`premade`).
    CharacterProposed {
        /// The player's seat.
        seat: engine::SeatId,
        /// The sheet.
        sheet: CharacterSheet,
        /// The pre-made character's position, if it was one.
        premade: Option<usize>,
    },
    /// The Director accepted a player's character.
    CharacterApproved {
        /// The player's seat.
        seat: engine::SeatId,
    },
    /// The Director sent a player's character back to be written again.
    CharacterReturned {
        /// The player's seat.
        seat: engine::SeatId,
        /// Why.
        reason: String,
    },
    /// A player's notes, read only by `readers`.
    NotesWritten {
        /// Whose notes.
        seat: engine::SeatId,
        /// The whole notes.
        text: String,
        /// Who reads them: the seat, and the Director if the table says so.
        readers: Vec<engine::SeatId>,
    },
    /// A player renamed their character.
    CharacterRenamed {
        /// Which.
        character: CharacterId,
        /// The new name.
        name: String,
    },
    /// The story began with this set-up.
    StoryStarted {
        /// The set-up (secrets removed for players).
        config: Config,
    },
    /// A scene began.
    SceneStarted {
        /// Its number, from 1.
        number: u32,
        /// Its qualities.
        qualities: Vec<String>,
    },
    /// The scene ended.
    SceneEnded {
        /// Its number.
        number: u32,
    },
    /// A character entered the story.
    CharacterIntroduced {
        /// Its id.
        character: CharacterId,
        /// Its sheet (secrets removed for players).
        sheet: CharacterSheet,
        /// The prepared character it was (its position in `Config::offstage`); Director only.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        offstage: Option<usize>,
    },
    /// A secret quality became known.
    QualityRevealed {
        /// Whose.
        character: CharacterId,
        /// Its position among the secret ones (0 for players).
        secret_index: usize,
        /// The quality.
        quality: Quality,
    },
    /// A point moved from a pool (or from nowhere) to a pool (or was lost).
    PointMoved {
        /// Where from (`None`: a new point).
        from: Option<Pool>,
        /// Where to (`None`: lost).
        to: Option<Pool>,
        /// Why.
        reason: Reason,
    },
    /// A challenge was called.
    ChallengeCalled {
        /// Who faces it.
        character: CharacterId,
        /// With what.
        characteristic: Characteristic,
        /// The difficulty: `None` for players until revealed.
        difficulty: Option<u32>,
        /// Whether the difficulty is already known (a retry).
        revealed: bool,
        /// Whether and why dangerous.
        danger: Danger,
        /// Accepted traits.
        traits: Vec<usize>,
        /// Accepted objects.
        objects: Vec<usize>,
    },
    /// A conflict was called.
    ConflictCalled {
        /// The two sides.
        sides: Vec<SideCall>,
        /// Whether and why dangerous.
        danger: Danger,
    },
    /// A character threw dice.
    Rolled {
        /// Who.
        character: CharacterId,
        /// The throw.
        throw: Throw,
        /// 0 for the first throw, n for the n-th re-roll of a tie.
        reroll: u32,
    },
    /// Omens reached half the threat (rounded down): the threat rose by one.
    ThreatRose {
        /// Omens counted (both sides in a conflict).
        omens: u32,
        /// The new level.
        level: u32,
    },
    /// A challenge's difficulty was revealed and compared.
    ChallengeResolved {
        /// The difficulty.
        difficulty: u32,
        /// The result.
        total: u32,
        /// Whether it met the difficulty.
        success: bool,
    },
    /// A conflict was decided.
    ConflictResolved {
        /// The winner (`None`: ties went on past the re-roll limit).
        winner: Option<CharacterId>,
        /// Whether a main character won a tie against a monster or secondary character.
        by_tie_rule: bool,
    },
    /// A quality was activated.
    QualityActivated {
        /// Whose player activated it (`None`: the Director).
        by: Option<CharacterId>,
        /// Which.
        quality: QualityRef,
        /// Its effect.
        effect: QualityEffect,
        /// What happens.
        note: String,
        /// Whether it was exhausted instead of paid.
        exhausted: bool,
    },
    /// A quality turned the outcome around.
    OutcomeReversed {
        /// A challenge's new success.
        success: Option<bool>,
        /// A conflict's new winner.
        winner: Option<CharacterId>,
    },
    /// A dangerous loss awaits the choice of paying to ignore it.
    DamagePending {
        /// Who.
        character: CharacterId,
        /// Which characteristic.
        characteristic: Characteristic,
        /// Points to lose.
        amount: u32,
    },
    /// The damage was ignored (the point paid is in a `PointMoved`).
    DamageIgnored {
        /// Who.
        character: CharacterId,
        /// Whether the rules forced it (it would have reached 0 or less).
        forced: bool,
    },
    /// A characteristic lost points.
    CharacteristicLost {
        /// Who.
        character: CharacterId,
        /// Which.
        characteristic: Characteristic,
        /// How many.
        amount: u32,
        /// The new current value.
        current: i32,
    },
    /// A characteristic reached 0: the character is incapacitated.
    Incapacitated {
        /// Who.
        character: CharacterId,
        /// What it means.
        meaning: String,
    },
    /// A characteristic fell below 0: the character is out of the story.
    LeftTheStory {
        /// Who.
        character: CharacterId,
    },
    /// The roll is over; a failed challenge may be retried.
    RollClosed {
        /// Who may retry (with the challenge kept in the state).
        retry: Option<CharacterId>,
    },
    /// A character will use total scores for the rest of the scene.
    TotalsUsed {
        /// Who.
        character: CharacterId,
    },
    /// A character rested and recovered.
    Rested {
        /// Who.
        character: CharacterId,
        /// New current values `[action, cognition, interaction]`.
        current: [i32; 3],
    },
    /// A round of the order of action began.
    RoundStarted {
        /// Who takes part.
        characters: Vec<CharacterId>,
    },
    /// A character acted in the round.
    Acted {
        /// Who.
        character: CharacterId,
        /// Hurrying, if so.
        hurry: Option<Hurry>,
    },
    /// Everyone in the round has acted.
    RoundEnded,
    /// The story ended.
    StoryEnded {
        /// Why, in words.
        reason: String,
    },
}

/// The part of the game an event belongs to: the rules fold, and the pages tell, each part's events
/// together.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// The characters being made and approved.
    Creation,
    /// The story's scenes, characters and points.
    Story,
    /// A challenge or conflict, from its call to its roll's end.
    Roll,
    /// Rounds, rest and the story's end.
    Round,
}

impl Event {
    /// This event's part. Every event is placed by name, so a new one must be placed in a part.
    pub fn part(&self) -> Part {
        match self {
            Event::CreationOpened { .. }
            | Event::CharacterProposed { .. }
            | Event::CharacterApproved { .. }
            | Event::CharacterReturned { .. }
            | Event::NotesWritten { .. }
            | Event::CharacterRenamed { .. } => Part::Creation,
            Event::StoryStarted { .. }
            | Event::SceneStarted { .. }
            | Event::SceneEnded { .. }
            | Event::CharacterIntroduced { .. }
            | Event::QualityRevealed { .. }
            | Event::PointMoved { .. } => Part::Story,
            Event::ChallengeCalled { .. }
            | Event::ConflictCalled { .. }
            | Event::Rolled { .. }
            | Event::ThreatRose { .. }
            | Event::ChallengeResolved { .. }
            | Event::ConflictResolved { .. }
            | Event::QualityActivated { .. }
            | Event::OutcomeReversed { .. }
            | Event::DamagePending { .. }
            | Event::DamageIgnored { .. }
            | Event::CharacteristicLost { .. }
            | Event::Incapacitated { .. }
            | Event::LeftTheStory { .. }
            | Event::RollClosed { .. } => Part::Roll,
            Event::TotalsUsed { .. }
            | Event::Rested { .. }
            | Event::RoundStarted { .. }
            | Event::Acted { .. }
            | Event::RoundEnded
            | Event::StoryEnded { .. } => Part::Round,
        }
    }
}
