//! What a seat asks for ([`Command`]) and the values it names: the table's [`Config`], card
//! [`Target`]s, goodwill targets, Mastermind abilities and incident choices. These are the JSON
//! wire format of commands and configs; the rules that judge them are in `rules`.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::data::*;
use crate::script::Script;

/// Options a table may change.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Options {
    /// The first loop in which the Mystery Boy's ability may be used (default 1; some editions say 2).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mystery_boy_from_loop: Option<u8>,
}

/// The set-up of a table: the script and how many Protagonist players sit (1, 2 or 3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Config {
    /// The script (both cards).
    pub script: Script,
    /// Protagonist players: 3 (one deck each), 2 (the leader holds two decks) or 1 (three decks).
    #[serde(default = "three")]
    pub protagonists: u8,
    /// Table options.
    #[serde(default)]
    pub options: Options,
}

fn three() -> u8 {
    3
}

/// What a card is placed on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Target {
    /// A location.
    Location(Location),
    /// A living character on the board.
    Character(Character),
}

/// The target of a goodwill ability.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum GoodwillTarget {
    /// No target.
    None,
    /// A character (or corpse, for the Alien's revival).
    Character {
        /// Who.
        character: Character,
    },
    /// A location.
    Location {
        /// Where.
        location: Location,
    },
    /// A set-aside once-per-loop card of one of the leader's decks (Class Rep).
    Card {
        /// The deck.
        deck: Deck,
        /// The card.
        card: CardKind,
    },
    /// A scheduled incident, by day (Godly Being, Police Officer).
    Incident {
        /// Its day.
        day: u8,
    },
    /// A subplot the leader names (Informer).
    Plot {
        /// The plot.
        plot: Plot,
    },
    /// Put (`add`) or remove one Paranoia (Doctor).
    Paranoia {
        /// Who.
        character: Character,
        /// Put rather than remove.
        add: bool,
    },
}

/// A role or plot ability the Mastermind uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum MastermindAbility {
    /// Brain (step 5): 1 Intrigue on its location or a character there.
    Brain {
        /// The Brain.
        brain: Character,
        /// Where.
        target: Target,
    },
    /// Conspiracy Theorist (or a Factor with its abilities) (step 5): 1 Paranoia on a character there.
    Theorist {
        /// The theorist.
        theorist: Character,
        /// Who.
        target: Character,
    },
    /// An Unsettling Rumor (step 5, once per loop): 1 Intrigue on any location.
    Rumor {
        /// Where.
        location: Location,
    },
    /// The Doctor's GW2 used by the Mastermind when his role may refuse goodwill (step 5).
    Doctor {
        /// Who.
        target: Character,
        /// Put rather than remove.
        add: bool,
    },
    /// Killer (step 9): kill the Key Person at its location when it has 2+ Intrigue.
    KillKeyPerson {
        /// The Killer.
        killer: Character,
    },
    /// Killer with 4+ Intrigue, or Loved One with 3+ Paranoia and 1+ Intrigue (step 9): kill the
    /// Protagonists.
    KillProtagonists {
        /// The Killer or Loved One.
        by: Character,
    },
    /// Time Traveler on the last day with 2 or less Goodwill: declare the Protagonists' defeat.
    DeclareDefeat {
        /// The Time Traveler.
        traveler: Character,
    },
}

impl MastermindAbility {
    pub(crate) fn slot(self) -> (usize, Option<Character>) {
        match self {
            MastermindAbility::Brain { brain, .. } => (0, Some(brain)),
            MastermindAbility::Theorist { theorist, .. } => (1, Some(theorist)),
            MastermindAbility::Rumor { .. } => (2, None),
            MastermindAbility::Doctor { .. } => (3, Some(Character::Doctor)),
            MastermindAbility::KillKeyPerson { killer } => (4, Some(killer)),
            MastermindAbility::KillProtagonists { by } => (5, Some(by)),
            MastermindAbility::DeclareDefeat { traveler } => (6, Some(traveler)),
        }
    }
}

/// The Mastermind's choices for an incident.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum IncidentChoice {
    /// Murder, Distant Murder: who dies.
    Victim {
        /// Who.
        character: Character,
    },
    /// Spreading: from whom 2 Goodwill are taken and to whom 2 are given.
    Spread {
        /// Loses up to 2 Goodwill.
        from: Character,
        /// Gets 2 Goodwill.
        to: Character,
    },
    /// Increasing Unease: 2 Paranoia on one, 1 Intrigue on another.
    Unease {
        /// Gets 2 Paranoia.
        paranoia: Character,
        /// Gets 1 Intrigue.
        intrigue: Character,
    },
    /// Missing Person: where the culprit goes.
    Destination {
        /// Where.
        location: Location,
    },
    /// Butterfly Effect: one token on a character at the culprit's location.
    Butterfly {
        /// Who.
        character: Character,
        /// Which token.
        token: Token,
    },
}

/// What a seat asks for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Command {
    /// Mastermind, loop start: where the Henchman starts this loop.
    PlaceHenchman {
        /// Where.
        location: Location,
    },
    /// Steps 2 and 3: place a card face down.
    PlayCard {
        /// Which card of the hand.
        card: CardKind,
        /// On what.
        target: Target,
    },
    /// Mastermind, step 4: whether a Cultist ignores the Forbid Intrigue that blocks an Intrigue card.
    ForbidIntrigue {
        /// Ignore it.
        ignore: bool,
    },
    /// Mastermind, steps 5 and 9: use an ability.
    UseAbility {
        /// Which.
        ability: MastermindAbility,
    },
    /// Mastermind, steps 5 and 9: no more abilities.
    EndAbilities,
    /// Leader, step 6: use a goodwill ability.
    UseGoodwill {
        /// Whose.
        character: Character,
        /// Which (0 or 1, card order).
        ability: u8,
        /// Its target.
        target: GoodwillTarget,
    },
    /// Leader, step 6: no more goodwill abilities.
    EndGoodwill,
    /// Mastermind, step 6: resolve (`refuse: false`) or say "nothing happens".
    AnswerGoodwill {
        /// Refuse.
        refuse: bool,
    },
    /// Mastermind, Informer's ability: a subplot of the script other than the one named (`None`
    /// when there is none).
    NameSubplot {
        /// The subplot.
        plot: Option<Plot>,
    },
    /// Mastermind, step 7: the choices of the incident.
    ResolveIncident {
        /// The choices.
        choice: IncidentChoice,
    },
    /// Leader, Time Spiral: play the next loop.
    NextLoop,
    /// Leader, Time Spiral: go to the Final Guess (no more loops).
    StartFinalGuess,
    /// Leader, Final Guess: the role of one character.
    Guess {
        /// Who.
        character: Character,
        /// Its role.
        role: Role,
    },
}

/// Every Tragedy Looper choice is listed whole: its legal moves leave no field open.
impl engine::Fields for Command {
    type Field = engine::NoField;
    fn slot(&mut self, field: engine::NoField) -> Option<&mut dyn engine::Slot> {
        match field {}
    }
}
