//! What seats ask for ([`Command`]) and the set-up a story starts from ([`Config`], with the
//! Director's [`Rulings`] for the gaps of the rulebook).

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::state::{CharacterSheet, Characteristic};

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
    /// A player writes their own main character (ruling 28), for the Director to approve.
    CreateCharacter {
        /// The sheet (kind main).
        sheet: CharacterSheet,
    },
    /// A player takes one of the Director's pre-made characters (`Config::main_characters`).
    TakeCharacter {
        /// Its position.
        premade: usize,
    },
    /// Director: a player's character is accepted ("es el director quien tiene la última palabra").
    ApproveCharacter {
        /// The player's seat.
        seat: engine::SeatId,
    },
    /// Director: a player's character goes back to its player to be written again, with a reason.
    ReturnCharacter {
        /// The player's seat.
        seat: engine::SeatId,
        /// Why, in words.
        #[serde(default)]
        reason: String,
    },
    /// A player writes their own notes (the Director reads them if the table says so).
    WriteNotes {
        /// The whole notes.
        text: String,
    },
    /// A player renames their character (ruling 29).
    RenameCharacter {
        /// The new name.
        name: String,
    },
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
    /// Director: one of the characters prepared off the story at set-up (`Config::offstage`) enters
    /// it (ruling 27).
    BringIn {
        /// Its position in `Config::offstage`.
        offstage: usize,
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

/// The fields of a [`Command`] that a legal move leaves for the player to fill in (the `open` of
/// [`engine::Legal`]); [`Command`]'s [`engine::Fields`] says where each one lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Field {
    /// A sheet's name (a character written or introduced).
    SheetName,
    /// A sheet's score in one characteristic.
    Score(Characteristic),
    /// The name of a new sheet's trait, by its row.
    TraitName(usize),
    /// The bonus of a new sheet's trait, by its row.
    TraitBonus(usize),
    /// The text of a new sheet's quality, by its row.
    QualityText(usize),
    /// The name of a new sheet's object, by its row.
    ObjectName(usize),
    /// The dice of a new sheet's object, by its row.
    ObjectDice(usize),
    /// An introduced character's notes.
    SheetNotes,
    /// Why a sheet is returned or an overcoming awarded.
    Reason,
    /// A player's notes.
    Text,
    /// A character's new name.
    Name,
    /// The characters in a round.
    Characters,
    /// A challenge's difficulty.
    Difficulty,
    /// The traits a challenge calls on.
    Traits,
    /// The objects a challenge calls on.
    Objects,
    /// The traits one side of a conflict calls on, by its side.
    SideTraits(usize),
    /// The objects one side of a conflict calls on, by its side.
    SideObjects(usize),
    /// A note on a quality activated.
    Note,
}

impl engine::FromNumber for CharacterId {
    fn from_number(n: u32) -> Option<CharacterId> {
        u16::try_from(n).ok().map(CharacterId)
    }
}

impl engine::Fields for Command {
    type Field = Field;

    fn slot(&mut self, field: Field) -> Option<&mut dyn engine::Slot> {
        use Command as C;
        let slot: &mut dyn engine::Slot = match (field, self) {
            (Field::SheetName, C::CreateCharacter { sheet } | C::IntroduceCharacter { sheet }) => {
                &mut sheet.name
            }
            (Field::Score(ch), C::CreateCharacter { sheet } | C::IntroduceCharacter { sheet }) => match ch {
                Characteristic::Action => &mut sheet.action,
                Characteristic::Cognition => &mut sheet.cognition,
                Characteristic::Interaction => &mut sheet.interaction,
            },
            (Field::TraitName(i), C::CreateCharacter { sheet }) => &mut sheet.traits.get_mut(i)?.name,
            (Field::TraitBonus(i), C::CreateCharacter { sheet }) => &mut sheet.traits.get_mut(i)?.bonus,
            (Field::QualityText(i), C::CreateCharacter { sheet }) => &mut sheet.qualities.get_mut(i)?.text,
            (Field::ObjectName(i), C::CreateCharacter { sheet }) => &mut sheet.objects.get_mut(i)?.name,
            (Field::ObjectDice(i), C::CreateCharacter { sheet }) => &mut sheet.objects.get_mut(i)?.dice,
            (Field::SheetNotes, C::IntroduceCharacter { sheet }) => &mut sheet.notes,
            (Field::Reason, C::ReturnCharacter { reason, .. } | C::AwardOvercoming { reason, .. }) => reason,
            (Field::Text, C::WriteNotes { text }) => text,
            (Field::Name, C::RenameCharacter { name }) => name,
            (Field::Characters, C::StartRound { characters }) => characters,
            (Field::Difficulty, C::CallChallenge { difficulty, .. }) => difficulty,
            (Field::Traits, C::CallChallenge { traits, .. }) => traits,
            (Field::Objects, C::CallChallenge { objects, .. }) => objects,
            (Field::SideTraits(i), C::CallConflict { sides, .. }) => &mut sides.get_mut(i)?.traits,
            (Field::SideObjects(i), C::CallConflict { sides, .. }) => &mut sides.get_mut(i)?.objects,
            (Field::Note, C::ActivateQuality { note, .. }) => note,
            _ => return None,
        };
        Some(slot)
    }
}

/// The two ways of hurrying ("apresurarse"). The rulebook's list is cut off after "una de estas dos
/// cosas:"; these are the rulings (see the README).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Hurry {
    /// Act now, before the group whose turn it is (a main character before the monster).
    ActEarly,
    /// Act a second time this round, before everyone else has had their chance.
    ActAgain,
}

/// What an activated quality does. The rulebook's list is cut off after "a elección del jugador:";
/// the worked example (Mark's "Sobrepeso") turns a failure into a success.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum QualityEffect {
    /// Reverse the outcome of the roll just resolved: a failure becomes a success (or, by the
    /// Director, a success a failure); in a conflict the winner becomes the loser.
    Reverse,
    /// A narrative effect told in the note: a fact, a problem, an opening. No number changes.
    Narrate,
}

/// What a character at 0 in a characteristic means; the rulebook's list ("depende en última instancia
/// de la característica afectada:") is cut off, so these texts are rulings the Director may rewrite.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct ZeroMeanings {
    /// At 0 acción.
    pub action: String,
    /// At 0 cognición.
    pub cognition: String,
    /// At 0 interacción.
    pub interaction: String,
}

impl Default for ZeroMeanings {
    fn default() -> Self {
        ZeroMeanings {
            action: "badly wounded or exhausted, unable to move on their own".into(),
            cognition: "in shock, lost to terror or madness".into(),
            interaction: "broken, withdrawn from everyone, unable to trust or be trusted".into(),
        }
    }
}

impl ZeroMeanings {
    /// The text for one characteristic.
    pub fn of(&self, c: Characteristic) -> &str {
        match c {
            Characteristic::Action => &self.action,
            Characteristic::Cognition => &self.cognition,
            Characteristic::Interaction => &self.interaction,
        }
    }
}

/// The rulings for every gap of the rulebook, each with its default. See the crate README.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(default, deny_unknown_fields)]
pub struct Rulings {
    /// Threat level from which every challenge and conflict is dangerous without spending threat
    /// (the rulebook: "nivel 8").
    pub danger_level: u32,
    /// Script protection is active while the threat is below this level (the rulebook only says it
    /// "depends on the threat level"; default 8, the level where everything turns dangerous).
    pub script_protection_below: u32,
    /// Overcoming points spent on anything but a quality go to the Director's threat pool
    /// ("los jugadores gastan puntos de superación que van a parar a la reserva de amenaza").
    pub spent_overcoming_feeds_threat: bool,
    /// The hurry options that may be used.
    pub hurry: Vec<Hurry>,
    /// Whether an activated quality may reverse an outcome (otherwise only narrative effects).
    pub quality_may_reverse: bool,
    /// Threat gained when a main character leaves the story.
    pub threat_on_main_out: u32,
    /// Threat gained when a secondary character leaves the story.
    pub threat_on_secondary_out: u32,
    /// Threat gained when a monster leaves the story.
    pub threat_on_monster_out: u32,
    /// Whether the Director may award an overcoming point (the list of ways to earn them is cut off).
    pub director_awards_overcoming: bool,
    /// Whether an incapacitated character may rest to recover ("no es tan grave como parecía").
    pub incapacitated_may_rest: bool,
    /// After this many tied re-rolls in a row a conflict ends with no winner.
    pub max_tie_rerolls: u32,
    /// The Director may spend threat to ignore damage to a monster only while script protection is
    /// active (like players); otherwise at any threat.
    pub monster_protection_needs_script_protection: bool,
    /// What 0 in each characteristic means.
    pub zero_meanings: ZeroMeanings,
}

impl Default for Rulings {
    fn default() -> Self {
        Rulings {
            danger_level: 8,
            script_protection_below: 8,
            spent_overcoming_feeds_threat: true,
            hurry: vec![Hurry::ActEarly, Hurry::ActAgain],
            quality_may_reverse: true,
            threat_on_main_out: 1,
            threat_on_secondary_out: 1,
            threat_on_monster_out: 0,
            director_awards_overcoming: false,
            incapacitated_may_rest: true,
            max_tie_rerolls: 10,
            monster_protection_needs_script_protection: true,
            zero_meanings: ZeroMeanings::default(),
        }
    }
}

fn default_threat() -> u32 {
    2
}

fn default_overcoming() -> u32 {
    5
}

/// The set-up of a story: one main character per player seat (seat `i + 1` plays
/// `main_characters[i]`), the Director's secondary characters and monsters, the starting pools and
/// the rulings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Config {
    /// The players' characters, in seat order (seat 1 first).
    pub main_characters: Vec<CharacterSheet>,
    /// Secondary characters and monsters in the story from the start.
    #[serde(default)]
    pub others: Vec<CharacterSheet>,
    /// The Director's prepared secondary characters and monsters, off the story and unknown to
    /// players and spectators until the Director brings them in (ruling 27).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub offstage: Vec<CharacterSheet>,
    /// The Director's starting threat ("la amenaza es pequeña"); default 2.
    #[serde(default = "default_threat")]
    pub initial_threat: u32,
    /// Each main character's starting overcoming points ("una reserva de superación grande");
    /// default 5.
    #[serde(default = "default_overcoming")]
    pub initial_overcoming: u32,
    /// The rulings for the gaps of the rulebook.
    #[serde(default)]
    pub rulings: Rulings,
    /// Player seats whose players write their own characters at the table (ruling 28); 0: one per
    /// main character of `main_characters`. With it, `main_characters` are pre-made characters the
    /// Director hands out.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub players: u8,
    /// Whether the Director reads the players' notes (a table setting everyone sees).
    #[serde(default, skip_serializing_if = "is_false")]
    pub notes_to_director: bool,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

fn is_false(b: &bool) -> bool {
    !*b
}
