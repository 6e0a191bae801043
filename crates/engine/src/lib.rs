//! The vocabulary every Tablón game shares.
//!
//! A game is a set of pure functions over its own types (the [`Game`] trait): `start` and `decide`
//! hold every rule and turn a set-up or a command into events; `apply` folds an event into the state
//! and holds no rule; `view` and `redact` are the only places where hiding happens. A [`Table`] keeps
//! the events and the state together; [`replay`] runs a command log from scratch.
//!
//! ```
//! # use engine::*;
//! # fn demo<G: Game>(config: G::Config, cmd: G::Command) -> Result<(), RuleError> {
//! let mut dice = dice::VerifiableRoller::new(dice::ServerSeed::from_phrase("demo"), "client", 0);
//! let mut table = Table::<G>::start(&config, &mut dice)?;
//! table.act(SeatId(1), &cmd, &mut dice)?; // refused commands change nothing
//! let _what_seat_2_sees = table.view(Viewer::Seat(SeatId(2)));
//! # Ok(()) }
//! ```

mod error;
mod legal;
mod replay;
mod table;

pub use error::RuleError;
pub use legal::{Fields, FillError, FromNumber, Input, Legal, NoField, OpenField, Param, Slot};
pub use replay::{ReplayLog, ReplayStep, SeatCommand, replay};
pub use table::{Envelope, Table};

use std::fmt::Debug;

use dice::DiceSource;
use schemars::JsonSchema;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// A seat at a table: who may act. Its meaning (Mastermind, a Protagonist, the Director…) belongs to
/// the game, which lists its seats in [`Game::seats`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(transparent)]
pub struct SeatId(pub u8);

impl std::fmt::Display for SeatId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "seat {}", self.0)
    }
}

/// Who is looking: a seat sees what the rules let it see; a spectator (or anyone signed out) sees only
/// what is public.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Viewer {
    /// The player holding this seat.
    Seat(SeatId),
    /// Anyone without a seat.
    Spectator,
}

/// A seat as a game describes it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct SeatInfo {
    /// The seat.
    pub seat: SeatId,
    /// Its role in the game.
    pub role: SeatRole,
    /// A name for people (a character's name, "Protagonist 2").
    pub name: String,
}

/// The part a seat plays at its table. Its JSON form (`mastermind`, `main_character`, …) is the
/// stable code stored with the seat and sent to clients.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum SeatRole {
    /// Tragedy Looper's Mastermind.
    Mastermind,
    /// One of Tragedy Looper's Protagonists.
    Protagonist,
    /// The Director (44, Fragmentos).
    Director,
    /// A main character (44).
    MainCharacter,
    /// An Operative of Section 44 (44).
    Operative,
    /// A player with a character (Fragmentos, GenreFuzzion).
    Player,
    /// GenreFuzzion's Moderator.
    Moderator,
}

impl SeatRole {
    /// Every role, in a stable order.
    pub const ALL: [SeatRole; 7] = [
        SeatRole::Mastermind,
        SeatRole::Protagonist,
        SeatRole::Director,
        SeatRole::MainCharacter,
        SeatRole::Operative,
        SeatRole::Player,
        SeatRole::Moderator,
    ];

    /// The stable code (the JSON form).
    pub fn code(self) -> &'static str {
        match self {
            SeatRole::Mastermind => "mastermind",
            SeatRole::Protagonist => "protagonist",
            SeatRole::Director => "director",
            SeatRole::MainCharacter => "main_character",
            SeatRole::Operative => "operative",
            SeatRole::Player => "player",
            SeatRole::Moderator => "moderator",
        }
    }

    /// The role with this code.
    pub fn from_code(code: &str) -> Option<SeatRole> {
        SeatRole::ALL.into_iter().find(|r| r.code() == code)
    }
}

/// A game's rules as pure functions. No I/O, no clock, no ambient randomness: every chance outcome is
/// drawn from the [`DiceSource`] in `start`/`decide` and written into an event.
pub trait Game {
    /// Stable identifier used in logs, URLs and the CLI (`tragedy-looper`, `44`, …).
    const ID: &'static str;
    /// Version of the event format; stored with every event.
    const EVENT_VERSION: u16 = 1;

    /// Set-up: seats, script, options.
    type Config: Serialize + DeserializeOwned + JsonSchema + Clone + Debug;
    /// What a seat asks for; [`Fields`] names the fields its legal moves leave open.
    type Command: Serialize + DeserializeOwned + JsonSchema + Clone + Debug + Fields;
    /// What happened: facts in the past tense, stored forever.
    type Event: Serialize + DeserializeOwned + Clone + Debug + PartialEq;
    /// Everything the rules need, derived by folding events from `State::default()`.
    type State: Default + Clone + Debug;
    /// What one viewer may see.
    type View: Serialize + Debug;

    /// The events that set a table up (the first one usually records the whole config).
    fn start(config: &Self::Config, dice: &mut dyn DiceSource) -> Result<Vec<Self::Event>, RuleError>;

    /// Validates `command` from `seat` against the rules and returns what happens. Never mutates: a
    /// refused command leaves the game exactly as it was.
    fn decide(
        state: &Self::State,
        seat: SeatId,
        command: &Self::Command,
        dice: &mut dyn DiceSource,
    ) -> Result<Vec<Self::Event>, RuleError>;

    /// Folds one event into the state. Holds no rule and cannot fail.
    fn apply(state: &mut Self::State, event: &Self::Event);

    /// What `viewer` may see of the state.
    fn view(state: &Self::State, viewer: Viewer) -> Self::View;

    /// What `viewer` may see of an event: the event itself, a copy with the secrets taken out, or
    /// nothing at all.
    fn redact(event: &Self::Event, viewer: Viewer) -> Option<Self::Event>;

    /// Every command `seat` may send now (empty when it has nothing to do): each is accepted by
    /// `decide` as it stands, and every command `decide` accepts is one of them with its open fields
    /// filled in. The forms, random play, the property tests and any AI read this.
    fn legal_commands(state: &Self::State, seat: SeatId) -> Vec<Legal<Self::Command>>;

    /// The seats whose move it is (empty when the game is over or waits on nobody).
    fn waiting_on(state: &Self::State) -> Vec<SeatId>;

    /// The seats of this table.
    fn seats(state: &Self::State) -> Vec<SeatInfo>;
}
