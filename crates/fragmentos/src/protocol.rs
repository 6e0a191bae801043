//! What seats ask for ([`Command`]) and what happened ([`Event`]), with their small vocabulary.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::model::{CharacterSheet, Characteristic, Config, Hurry, Quality, QualityEffect};

/// A character at the table: main characters first (in seat order), then the Director's characters in
/// the order they were written or introduced.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(transparent)]
pub struct CharacterId(pub u16);

impl std::fmt::Display for CharacterId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "character {}", self.0)
    }
}

/// Which quality is activated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "of", rename_all = "snake_case")]
pub enum QualityRef {
    /// A quality on a character's sheet.
    Character {
        /// Whose sheet.
        character: CharacterId,
        /// Its position among the sheet's (revealed) qualities.
        index: usize,
    },
    /// A quality of the current scene (a scene milestone).
    Scene {
        /// Its position among the scene's qualities.
        index: usize,
    },
}

/// One side of a conflict as the Director calls it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct SideCall {
    /// The character.
    pub character: CharacterId,
    /// The characteristic it rolls.
    pub characteristic: Characteristic,
    /// The traits the Director accepts as applicable (indices in the sheet); only the best applies.
    #[serde(default)]
    pub traits: Vec<usize>,
    /// The objects the Director accepts as helpful (indices in the sheet); the roller may use one.
    #[serde(default)]
    pub objects: Vec<usize>,
}

/// How a character recovers when resting ("un punto en cada característica o dos en una sola").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Recovery {
    /// One point in each characteristic.
    OneEach,
    /// Two points in one characteristic.
    TwoIn {
        /// Which one.
        characteristic: Characteristic,
    },
}

/// What a seat asks for. The Director is seat 0; player `n` (seat `n`) plays main character `n - 1`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Command {
    /// Director: a scene begins, with its qualities (milestones).
    StartScene {
        /// The scene's qualities.
        #[serde(default)]
        qualities: Vec<String>,
    },
    /// Director: the current scene ends.
    EndScene,
    /// Director: a new secondary character or monster enters the story.
    IntroduceCharacter {
        /// Its sheet (kind secondary or monster).
        sheet: CharacterSheet,
    },
    /// Director: a secret quality of one of the Director's characters becomes known.
    RevealQuality {
        /// Whose.
        character: CharacterId,
        /// Position among its secret qualities.
        index: usize,
    },
    /// Director: a challenge ("reto") against a secret difficulty.
    CallChallenge {
        /// Who faces it.
        character: CharacterId,
        /// With which characteristic.
        characteristic: Characteristic,
        /// The difficulty, revealed only after the roll.
        difficulty: u32,
        /// Declared dangerous before the roll (costs 1 threat below the danger level).
        #[serde(default)]
        dangerous: bool,
        /// Applicable traits (indices); only the best applies.
        #[serde(default)]
        traits: Vec<usize>,
        /// Helpful objects (indices); the roller may use one.
        #[serde(default)]
        objects: Vec<usize>,
    },
    /// Director: a conflict between two characters.
    CallConflict {
        /// The two sides.
        sides: Vec<SideCall>,
        /// Declared dangerous before the roll (costs 1 threat below the danger level; a conflict with
        /// a monster is always dangerous for free).
        #[serde(default)]
        dangerous: bool,
    },
    /// The roller (a player for their character, the Director for theirs) throws the dice.
    Roll {
        /// Who rolls.
        character: CharacterId,
        /// One of the accepted objects (index in the sheet), or none.
        #[serde(default)]
        object: Option<usize>,
    },
    /// Activate a quality in play. Players pay an overcoming point (or exhaust a quality of their own
    /// character when they have none); the Director pays a threat point.
    ActivateQuality {
        /// Which quality.
        quality: QualityRef,
        /// What it does.
        effect: QualityEffect,
        /// Whether it harms the quality's owner (decides where the point goes).
        #[serde(default)]
        harms_owner: bool,
        /// What happens, in words.
        #[serde(default)]
        note: String,
    },
    /// Director: the resolved roll stands; its damage (if dangerous and lost) follows.
    Conclude,
    /// Ignore pending damage by paying a point (script protection; threat for a monster).
    Protect {
        /// The damaged character.
        character: CharacterId,
    },
    /// Accept pending damage.
    TakeDamage {
        /// The damaged character.
        character: CharacterId,
    },
    /// Pay a point to try the last failed challenge again.
    Retry {
        /// Who failed it.
        character: CharacterId,
    },
    /// Pay a point to use total scores for the rest of the scene.
    UseTotals {
        /// Who.
        character: CharacterId,
    },
    /// Pay a point to rest a scene or an ellipsis and recover.
    Rest {
        /// Who.
        character: CharacterId,
        /// How.
        recovery: Recovery,
    },
    /// Director: a round of the order of action begins with these characters.
    StartRound {
        /// Who takes part.
        characters: Vec<CharacterId>,
    },
    /// A character takes its action in the round (optionally hurrying, for a point).
    Act {
        /// Who acts.
        character: CharacterId,
        /// Hurry, paying a point.
        #[serde(default)]
        hurry: Option<Hurry>,
    },
    /// Director (if the rulings allow it): award an overcoming point.
    AwardOvercoming {
        /// To whom.
        character: CharacterId,
        /// Why.
        #[serde(default)]
        reason: String,
    },
    /// Director: the story is over.
    EndStory,
}

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
