//! JSON-level operations over any game's state, for the server: start a table from a config,
//! fold stored events, decide a command, views, redacted events, whose move it is and the seats.
//!
//! Everything that crosses this boundary is `serde_json::Value`; the typed work happens inside
//! `with_game!`/`with_state!`, so no trait objects are involved.

use dice::DiceSource;
use engine::{Game, RuleError, SeatId, SeatInfo, Viewer};
use serde_json::Value;

use crate::random::RandomPlay;
use crate::{AnyState, GameKind};

/// Why a JSON operation on a game failed.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum GameError {
    /// The JSON is not shaped like the game's config, command or event; the text says why (serde's
    /// message, which names the field or variant expected).
    #[error("malformed {what}: {detail}")]
    Malformed {
        /// `config`, `command` or `event`.
        what: &'static str,
        /// What serde said.
        detail: String,
    },
    /// The game's rules refused it.
    #[error(transparent)]
    Rule(RuleError),
}

/// Reads `T` from a borrowed JSON value, without copying the value first.
fn from_json<'a, T: serde::Deserialize<'a>>(value: &'a Value, what: &'static str) -> Result<T, GameError> {
    T::deserialize(value).map_err(malformed(what))
}

fn malformed(what: &'static str) -> impl FnOnce(serde_json::Error) -> GameError {
    move |e| GameError::Malformed { what, detail: e.to_string() }
}

/// A game whose state can be wrapped into [`AnyState`] (implemented for every game by `games!`).
pub(crate) trait IntoAny: Game {
    fn into_any(state: Self::State) -> AnyState;
}

/// A table set up from a config: its first events (JSON) and the state they fold into.
#[derive(Clone, Debug)]
pub struct StartedTable {
    /// The set-up events, in order.
    pub events: Vec<Value>,
    /// The state after them.
    pub state: AnyState,
}

impl GameKind {
    /// The version of the game's event format, stored with every event.
    pub fn event_version(self) -> u16 {
        with_game!(self, G => <G as Game>::EVENT_VERSION)
    }

    /// Sets a table up from its config JSON (validated by the game's `start`).
    pub fn start(self, config: &Value, dice: &mut dyn DiceSource) -> Result<StartedTable, GameError> {
        with_game!(self, G => {
            let config: <G as Game>::Config = from_json(config, "config")?;
            let events = <G as Game>::start(&config, dice).map_err(GameError::Rule)?;
            let mut state = <G as Game>::State::default();
            for e in &events {
                <G as Game>::apply(&mut state, e);
            }
            let events = events.iter().map(|e| serde_json::to_value(e).expect("events serialize")).collect();
            Ok(StartedTable { events, state: <G as IntoAny>::into_any(state) })
        })
    }

    /// What `viewer` may see of a stored event (`None`: nothing at all).
    pub fn redact(self, event: &Value, viewer: Viewer) -> Result<Option<Value>, GameError> {
        with_game!(self, G => {
            let event: <G as Game>::Event = from_json(event, "event")?;
            Ok(<G as Game>::redact(&event, viewer).map(|e| serde_json::to_value(e).expect("events serialize")))
        })
    }
}

impl AnyState {
    /// The empty state of a game, before any event.
    pub fn new(kind: GameKind) -> AnyState {
        with_game!(kind, G => <G as IntoAny>::into_any(<G as Game>::State::default()))
    }

    /// The game of this state.
    pub fn kind(&self) -> GameKind {
        with_state!(self, G, _s => GameKind::from_id(<G as Game>::ID).expect("every game is known"))
    }

    /// Folds one stored event into the state.
    pub fn apply(&mut self, event: &Value) -> Result<(), GameError> {
        with_state!(self, G, s => {
            let event: <G as Game>::Event = from_json(event, "event")?;
            <G as Game>::apply(s, &event);
            Ok(())
        })
    }

    /// Decides `command` (JSON) for `seat`: the new events as JSON, or why not. Never mutates.
    pub fn decide(
        &self,
        seat: SeatId,
        command: &Value,
        dice: &mut dyn DiceSource,
    ) -> Result<Vec<Value>, GameError> {
        with_state!(self, G, s => {
            let command: <G as Game>::Command = from_json(command, "command")?;
            let events = <G as Game>::decide(s, seat, &command, dice).map_err(GameError::Rule)?;
            Ok(events.iter().map(|e| serde_json::to_value(e).expect("events serialize")).collect())
        })
    }

    /// What `viewer` may see of the state, as JSON.
    pub fn view(&self, viewer: Viewer) -> Value {
        with_state!(self, G, s => serde_json::to_value(<G as Game>::view(s, viewer)).expect("views serialize"))
    }

    /// What `viewer` may see of the state, as JSON text: [`AnyState::view`] without building a
    /// `Value` tree, for answers that only pass the view on.
    pub fn view_text(&self, viewer: Viewer) -> Box<serde_json::value::RawValue> {
        with_state!(self, G, s => serde_json::value::to_raw_value(&<G as Game>::view(s, viewer)).expect("views serialize"))
    }

    /// The seats whose move it is.
    pub fn waiting_on(&self) -> Vec<SeatId> {
        with_state!(self, G, s => <G as Game>::waiting_on(s))
    }

    /// The table's seats as the game describes them.
    pub fn seats(&self) -> Vec<SeatInfo> {
        with_state!(self, G, s => <G as Game>::seats(s))
    }

    /// A random legal command for `seat` (the game crate's `random_command`), as JSON.
    pub fn random_command(&self, seat: SeatId, pick: &mut dyn FnMut(usize) -> usize) -> Option<Value> {
        with_state!(self, G, s => <G as RandomPlay>::random_command(s, seat, pick)
            .map(|c| serde_json::to_value(c).expect("commands serialize")))
    }
}
