//! The set-up (`Config`) and what a seat may ask for (`Command`).

use engine::{RuleError, SeatId};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::state::{Quality, Side, Ticker};

/// A Bond or an Anxiety at set-up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct RatedSetup {
    /// What it is.
    pub name: String,
    /// Its rating (at least 1).
    pub rating: u32,
}

/// A main character as the player made it (p. 7-9).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct CharacterSetup {
    /// Name.
    pub name: String,
    /// Step 1: concept.
    pub concept: String,
    /// Step 2: the Ticker's four answers.
    pub ticker: Ticker,
    /// Step 3: Resolve (6 points among the three Qualities, each at least 1).
    pub resolve: u32,
    /// Step 3: Contact.
    pub contact: u32,
    /// Step 3: Material.
    pub material: u32,
    /// Step 4: 3 points among at most Contact Bonds, each at least 1.
    pub bonds: Vec<RatedSetup>,
    /// Step 5: 4 points among at most Resolve Anxieties, each at least 1.
    pub anxieties: Vec<RatedSetup>,
}

/// The set-up of a game: the main characters and the Director's two Secrets (p. 11). Control 4,
/// Program 1, the Agents (from the Tickers) and the Countdown 4 follow from the rules.
///
/// With `players` 0 (the default) each main character of `characters` is a player's, seat 1 the
/// first, and the game starts at once. With `players` 1 to 12 the table has that many player seats
/// and each player makes their own main character from their seat (p. 7-9, `CreateCharacter`) or
/// takes one of `characters`, prepared by the game master to hand out (`TakeCharacter`); the
/// Countdown begins once every seat has one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Config {
    /// The main characters: one per player, or (with `players`) pre-made ones to hand out.
    pub characters: Vec<CharacterSetup>,
    /// The Director's two Secrets (each starts at rating 2). Hidden from main characters.
    pub secrets: Vec<String>,
    /// Player seats whose players make (or take) their characters at the table; 0: one per
    /// character of `characters`.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub players: u32,
    /// Whether the Director reads each player's notes (a table setting everyone sees).
    #[serde(default, skip_serializing_if = "is_false")]
    pub notes_to_director: bool,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

fn is_false(b: &bool) -> bool {
    !*b
}

impl Config {
    /// Every mistake of this set-up against the rules of p. 7-11, in the order of the config; each
    /// names its field in a `path` parameter (`characters.0.bonds`, `secrets.1`…). The game's
    /// `start` refuses a config with the first of them; forms show each next to its field.
    pub fn check(&self) -> Result<(), Vec<RuleError>> {
        let mistakes = crate::rules::check_config(self);
        if mistakes.is_empty() { Ok(()) } else { Err(mistakes) }
    }
}

/// A point gained by a main character (end of turn, Zero Hour).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum MainGain {
    /// +1 to a Quality.
    Quality {
        /// Which.
        quality: Quality,
    },
    /// +1 to a Bond.
    Bond {
        /// Which.
        bond: u32,
    },
    /// A new Bond at 1.
    NewBond {
        /// Who.
        name: String,
    },
    /// +1 to an Anxiety.
    Anxiety {
        /// Which.
        anxiety: u32,
    },
    /// A new Anxiety at 1.
    NewAnxiety {
        /// What.
        name: String,
    },
}

/// A point gained by the Director or an Operative (the conspiracy grows, end of turn).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ConspiracyGain {
    /// +1 Control (the Director's, or the Operative's own).
    Control,
    /// +1 Program (the Director's, or the Operative's own).
    Program,
    /// +1 to an Agent.
    Agent {
        /// Which.
        agent: u32,
    },
    /// A new Agent at 1 (secret until activated).
    NewAgent {
        /// Who.
        name: String,
    },
    /// +1 to a Secret.
    Secret {
        /// Which.
        secret: u32,
    },
    /// A new Secret at 1.
    NewSecret {
        /// What.
        text: String,
    },
}

/// What Reserve dice improve (uses 4 and 5, p. 29).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ReserveTarget {
    /// A main character's Quality (needs 6).
    Quality {
        /// Which.
        quality: Quality,
    },
    /// A main character's Bond (needs 4 or more).
    Bond {
        /// Which.
        bond: u32,
    },
    /// A new Bond at 1 (needs 4 or more).
    NewBond {
        /// Who.
        name: String,
    },
    /// The Director's or the Operative's own Control (needs 6).
    Control,
    /// The Director's or the Operative's own Program (needs 6).
    Program,
    /// An Agent (needs 4 or more).
    Agent {
        /// Which.
        agent: u32,
    },
    /// A new Agent at 1 (needs 4 or more).
    NewAgent {
        /// Who.
        name: String,
    },
}

/// What a seat asks for. The Director is seat 0; player n (seat n) acts for character n and, once
/// replaced, for its Operative.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Command {
    /// A player makes their own main character (p. 7-9: concept, Ticker, 6 points of Qualities,
    /// 3 of Bonds, 4 of Anxieties), while the Director completes Section 44 (p. 9).
    CreateCharacter {
        /// The sheet, checked as at set-up.
        character: CharacterSetup,
    },
    /// A player takes one of the characters the game master prepared (`Config::characters`).
    TakeCharacter {
        /// Its position in `Config::characters`.
        premade: u32,
    },
    /// A player writes their own notes (free text; the Director reads them if the table says so).
    WriteNotes {
        /// The whole notes (replacing the previous ones).
        text: String,
    },
    /// A player rewrites what no rule reads on their sheet: the name and the concept (Ruling 23).
    EditCharacter {
        /// The character's name.
        name: String,
        /// Step 1's concept (p. 7).
        concept: String,
    },
    /// The winner of the order roll sets the order of every player's scene (p. 13).
    SetSceneOrder {
        /// Every player seat once.
        order: Vec<SeatId>,
    },
    /// An Operative picks the main character to face (p. 31).
    ChooseOpponent {
        /// A main character's seat.
        opponent: SeatId,
    },
    /// One of the scene's three details (p. 14).
    AddDetail {
        /// The detail.
        text: String,
    },
    /// The main character in conflict chooses a Quality (p. 15).
    ChooseQuality {
        /// Not the one used last.
        quality: Quality,
    },
    /// Enlist a Bond present in the scene (p. 16).
    EnlistBond {
        /// The Bond's id.
        bond: u32,
    },
    /// Trigger an Anxiety relevant to the scene (p. 16; assistants too, p. 27).
    TriggerAnxiety {
        /// The Anxiety's id.
        anxiety: u32,
    },
    /// Assist the main character in conflict with a Quality (p. 27).
    Assist {
        /// At or over the Countdown, not the one used last.
        quality: Quality,
    },
    /// Activate an Agent present in the scene (p. 17).
    ActivateAgent {
        /// The Agent's id.
        agent: u32,
    },
    /// Reveal a Secret relevant to the scene (p. 17).
    RevealSecret {
        /// The Secret's id.
        secret: u32,
    },
    /// An Operative assists the Operative whose scene it is (p. 31).
    JoinOperative,
    /// Add dice from the pile to a side: Resistance dice from a main character, Menace dice from the
    /// Director or an Operative (p. 18).
    AddPileDice {
        /// The side that rolls them.
        side: Side,
        /// How many.
        count: u32,
    },
    /// Spend Reserve dice to give a side as many extra dice (use 2, p. 29).
    GiveReserveDice {
        /// The side that rolls them.
        side: Side,
        /// The Reserve dice spent.
        dice: Vec<u32>,
    },
    /// A conflict leader is ready (before the roll, then after Reserve dice); in all-seats steps,
    /// the seat is done.
    Ready,
    /// Spend Reserve dice to replace and/or boost your side's result (use 1, p. 19).
    ImproveResult {
        /// The die whose value replaces the result.
        replace: Option<u32>,
        /// Dice equal to the (replaced) result, +1 each.
        boosts: Vec<u32>,
    },
    /// Order in which enlisted Bonds take Stress (p. 20).
    OrderBondStress {
        /// Every enlisted Bond once.
        bonds: Vec<u32>,
    },
    /// The Director or the Operative allocates Stress: Agents in order, then Control and Program
    /// (p. 21, p. 32).
    AllocateStress {
        /// Every activated Agent once, in the order they take Stress.
        agents: Vec<u32>,
        /// Points off Control.
        control: u32,
        /// Points off Program.
        program: u32,
    },
    /// A replaced character's Qualities, summed, split into Control and Program (p. 30).
    BecomeOperative {
        /// Control.
        control: u32,
        /// Program.
        program: u32,
    },
    /// Take removed dice into your Reserve (p. 18, p. 28).
    TakeReserve {
        /// Removed dice taken.
        take: Vec<u32>,
        /// Reserve dice given up to make room.
        discard: Vec<u32>,
        /// The leader names the order in which the helpers choose next.
        next: Vec<SeatId>,
    },
    /// The Director or an Operative adds a point (p. 22, p. 24).
    GrowConspiracy {
        /// The point.
        gain: ConspiracyGain,
    },
    /// A main character adds a point (p. 24, p. 25).
    GainPoint {
        /// The point.
        gain: MainGain,
    },
    /// Spend Reserve dice to improve a rating (uses 4 and 5, p. 29).
    SpendReserve {
        /// Dice of one value (each extra one adds +1).
        dice: Vec<u32>,
        /// What to improve.
        on: ReserveTarget,
    },
    /// Spend Reserve dice to add as many Resistance (or Menace) dice at the end of the turn (use 3).
    ReserveToPile {
        /// The dice.
        dice: Vec<u32>,
    },
}

/// The fields of a [`Command`] that a legal move leaves for the player to fill in (the `open` of
/// [`engine::Legal`]); [`Command`]'s [`engine::Fields`] says where each one lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Field {
    /// A new character's name.
    CharacterName,
    /// A new character's concept.
    CharacterConcept,
    /// A new character's ticker: who was replaced.
    TickerWho,
    /// A new character's ticker: what happened.
    TickerWhat,
    /// A new character's ticker: where the character was.
    TickerWhere,
    /// A new character's ticker: what now.
    TickerNow,
    /// The name of a new character's Bond, by its place on the sheet.
    BondName(usize),
    /// The name of a new character's Anxiety, by its place on the sheet.
    AnxietyName(usize),
    /// The text of notes or of a detail.
    Text,
    /// A character's new name.
    Name,
    /// A character's new concept.
    Concept,
    /// The player seats in scene order.
    Order,
    /// How many dice from a pile.
    Count,
    /// Dice of a Reserve.
    Dice,
    /// The dice that boost a result.
    Boosts,
    /// Bonds in the order they take stress.
    Bonds,
    /// Agents in the order they take stress.
    Agents,
    /// Reserve dice discarded.
    Discard,
    /// Pool dice taken into the Reserve.
    Take,
    /// The helpers who take from the pool next, in order.
    Next,
    /// The name of a new Agent, Bond or Anxiety gained.
    GainName,
    /// The text of a new Secret gained.
    GainText,
    /// The name of a new Bond or Agent a Reserve is spent on.
    OnName,
}

impl engine::Fields for Command {
    type Field = Field;

    fn slot(&mut self, field: Field) -> Option<&mut dyn engine::Slot> {
        use Command as C;
        let slot: &mut dyn engine::Slot = match (field, self) {
            (Field::CharacterName, C::CreateCharacter { character }) => &mut character.name,
            (Field::CharacterConcept, C::CreateCharacter { character }) => &mut character.concept,
            (Field::TickerWho, C::CreateCharacter { character }) => &mut character.ticker.who_was_replaced,
            (Field::TickerWhat, C::CreateCharacter { character }) => &mut character.ticker.what_happened,
            (Field::TickerWhere, C::CreateCharacter { character }) => {
                &mut character.ticker.where_was_your_character
            }
            (Field::TickerNow, C::CreateCharacter { character }) => &mut character.ticker.what_now,
            (Field::BondName(i), C::CreateCharacter { character }) => &mut character.bonds.get_mut(i)?.name,
            (Field::AnxietyName(i), C::CreateCharacter { character }) => {
                &mut character.anxieties.get_mut(i)?.name
            }
            (Field::Text, C::WriteNotes { text } | C::AddDetail { text }) => text,
            (Field::Name, C::EditCharacter { name, .. }) => name,
            (Field::Concept, C::EditCharacter { concept, .. }) => concept,
            (Field::Order, C::SetSceneOrder { order }) => order,
            (Field::Count, C::AddPileDice { count, .. }) => count,
            (
                Field::Dice,
                C::GiveReserveDice { dice, .. } | C::ReserveToPile { dice } | C::SpendReserve { dice, .. },
            ) => dice,
            (Field::Boosts, C::ImproveResult { boosts, .. }) => boosts,
            (Field::Bonds, C::OrderBondStress { bonds }) => bonds,
            (Field::Agents, C::AllocateStress { agents, .. }) => agents,
            (Field::Discard, C::TakeReserve { discard, .. }) => discard,
            (Field::Take, C::TakeReserve { take, .. }) => take,
            (Field::Next, C::TakeReserve { next, .. }) => next,
            (
                Field::GainName,
                C::GrowConspiracy { gain: ConspiracyGain::NewAgent { name } }
                | C::GainPoint { gain: MainGain::NewBond { name } | MainGain::NewAnxiety { name } },
            ) => name,
            (Field::GainText, C::GrowConspiracy { gain: ConspiracyGain::NewSecret { text } }) => text,
            (
                Field::OnName,
                C::SpendReserve {
                    on: ReserveTarget::NewBond { name } | ReserveTarget::NewAgent { name },
                    ..
                },
            ) => name,
            _ => return None,
        };
        Some(slot)
    }
}
