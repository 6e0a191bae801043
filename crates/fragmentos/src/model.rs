//! Set-up data and the closed sets of Fragmentos: characteristics, character sheets, qualities,
//! objects, the Director's rulings for the gaps of the rulebook, and the set-up [`Config`].

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

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
    /// Secondary characters and monsters known at the start.
    #[serde(default)]
    pub others: Vec<CharacterSheet>,
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
}
