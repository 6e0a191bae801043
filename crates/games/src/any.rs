//! Operations over any game's state, for the server: start a table from a config, fold stored
//! events, decide a command, views, redacted events, whose move it is and the seats.
//!
//! Commands and configs cross this boundary as JSON values, stored events as JSON text (read into
//! the typed event straight from the text, never through a `Value` tree); the events a command
//! makes stay typed ([`AnyEvents`]) until they are serialised once, as JSON text, for the store and
//! the answer. The typed work happens inside `with_game!`/`with_state!`/`with_events!`, so no trait
//! objects are involved.

use dice::DiceSource;
use engine::{Game, RuleError, SeatId, SeatInfo, Viewer};
use serde_json::Value;
use serde_json::value::RawValue;

use crate::random::RandomPlay;
use crate::{AnyEvents, AnyState, GameKind};

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

/// Reads `T` from JSON text.
fn from_text<'a, T: serde::Deserialize<'a>>(text: &'a RawValue, what: &'static str) -> Result<T, GameError> {
    serde_json::from_str(text.get()).map_err(malformed(what))
}

fn malformed(what: &'static str) -> impl FnOnce(serde_json::Error) -> GameError {
    move |e| GameError::Malformed { what, detail: e.to_string() }
}

/// Serialises a typed value the game's types always know how to write.
fn to_text<T: serde::Serialize>(value: &T) -> Box<RawValue> {
    serde_json::value::to_raw_value(value).expect("events serialize")
}

/// A game whose state and events can be wrapped into [`AnyState`] and [`AnyEvents`] (implemented
/// for every game by `games!`).
pub(crate) trait IntoAny: Game {
    fn into_any(state: Self::State) -> AnyState;
    fn into_any_events(events: Vec<Self::Event>) -> AnyEvents;
    /// The typed state, if `state` is a table of this game.
    fn state_mut(state: &mut AnyState) -> Option<&mut Self::State>;
}

/// A table set up from a config: its first events (JSON text) and the state they fold into.
#[derive(Clone, Debug)]
pub struct StartedTable {
    /// The set-up events, in order, as the store keeps them.
    pub events: Vec<Box<RawValue>>,
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
            let events = events.iter().map(to_text).collect();
            Ok(StartedTable { events, state: <G as IntoAny>::into_any(state) })
        })
    }

    /// What `viewer` may see of a stored event (`None`: nothing at all), as JSON text.
    pub fn redact(self, event: &RawValue, viewer: Viewer) -> Result<Option<Box<RawValue>>, GameError> {
        with_game!(self, G => {
            let event: <G as Game>::Event = from_text(event, "event")?;
            Ok(<G as Game>::redact(&event, viewer).map(|e| to_text(&e)))
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

    /// Folds one stored event (its JSON text) into the state.
    pub fn apply(&mut self, event: &RawValue) -> Result<(), GameError> {
        with_state!(self, G, s => {
            let event: <G as Game>::Event = from_text(event, "event")?;
            <G as Game>::apply(s, &event);
            Ok(())
        })
    }

    /// Folds the events a command of this table made (see [`AnyState::decide`]); events of
    /// another game are refused as malformed.
    pub fn apply_events(&mut self, events: &AnyEvents) -> Result<(), GameError> {
        let kind = self.kind();
        with_events!(events, G, events => {
            let state = <G as IntoAny>::state_mut(self).ok_or_else(|| GameError::Malformed {
                what: "event",
                detail: format!("{} events for a {} table", <G as Game>::ID, kind.id()),
            })?;
            for e in events {
                <G as Game>::apply(state, e);
            }
            Ok(())
        })
    }

    /// Decides `command` (JSON) for `seat`: the new typed events, or why not. Never mutates.
    pub fn decide(
        &self,
        seat: SeatId,
        command: &Value,
        dice: &mut dyn DiceSource,
    ) -> Result<AnyEvents, GameError> {
        with_state!(self, G, s => {
            let command: <G as Game>::Command = from_json(command, "command")?;
            let events = <G as Game>::decide(s, seat, &command, dice).map_err(GameError::Rule)?;
            Ok(<G as IntoAny>::into_any_events(events))
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

impl AnyEvents {
    /// How many events.
    pub fn len(&self) -> usize {
        with_events!(self, _G, e => e.len())
    }

    /// Whether the command made no event.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Each event as JSON text, as the store keeps it (byte for byte what `serde_json` writes for
    /// the typed event).
    pub fn to_json(&self) -> Vec<Box<RawValue>> {
        with_events!(self, _G, e => e.iter().map(to_text).collect())
    }

    /// What `viewer` may see of each event, in order, as JSON text (`None`: nothing at all).
    pub fn redact(&self, viewer: Viewer) -> Vec<Option<Box<RawValue>>> {
        with_events!(self, G, e => e.iter().map(|e| <G as Game>::redact(e, viewer).map(|r| to_text(&r))).collect())
    }
}
