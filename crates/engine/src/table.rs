//! A table in memory: the event log and the state folded from it.

use dice::DiceSource;
use serde::{Deserialize, Serialize};

use crate::{Game, RuleError, SeatId, Viewer};

/// One event with its place in the log.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Envelope<E> {
    /// Position in the table's log, from 1.
    pub seq: u64,
    /// The game's event format version when it was written.
    pub version: u16,
    /// The seat whose command produced it (`None` for the set-up).
    pub seat: Option<SeatId>,
    /// The event.
    pub event: E,
}

/// The events of one game and the state they fold into.
#[derive(Debug)]
pub struct Table<G: Game> {
    state: G::State,
    log: Vec<Envelope<G::Event>>,
}

impl<G: Game> Clone for Table<G> {
    fn clone(&self) -> Self {
        Table { state: self.state.clone(), log: self.log.clone() }
    }
}

impl<G: Game> Table<G> {
    /// Sets a new table up from its config.
    pub fn start(config: &G::Config, dice: &mut dyn DiceSource) -> Result<Table<G>, RuleError> {
        let events = G::start(config, dice)?;
        let mut table = Table { state: G::State::default(), log: Vec::new() };
        table.push(None, events);
        Ok(table)
    }

    /// Rebuilds a table from its stored log.
    pub fn from_log(log: Vec<Envelope<G::Event>>) -> Table<G> {
        let mut state = G::State::default();
        for e in &log {
            G::apply(&mut state, &e.event);
        }
        Table { state, log }
    }

    /// Plays `command` for `seat`. On success returns the new envelopes; on refusal nothing changed.
    pub fn act(
        &mut self,
        seat: SeatId,
        command: &G::Command,
        dice: &mut dyn DiceSource,
    ) -> Result<&[Envelope<G::Event>], RuleError> {
        let events = G::decide(&self.state, seat, command, dice)?;
        let from = self.log.len();
        self.push(Some(seat), events);
        Ok(&self.log[from..])
    }

    fn push(&mut self, seat: Option<SeatId>, events: Vec<G::Event>) {
        for event in events {
            G::apply(&mut self.state, &event);
            let seq = self.log.len() as u64 + 1;
            self.log.push(Envelope { seq, version: G::EVENT_VERSION, seat, event });
        }
    }

    /// The current state (everything, secrets included).
    pub fn state(&self) -> &G::State {
        &self.state
    }

    /// The whole log (secrets included).
    pub fn log(&self) -> &[Envelope<G::Event>] {
        &self.log
    }

    /// What `viewer` may see of the state.
    pub fn view(&self, viewer: Viewer) -> G::View {
        G::view(&self.state, viewer)
    }

    /// The log as `viewer` may see it.
    pub fn log_for(&self, viewer: Viewer) -> impl Iterator<Item = Envelope<G::Event>> + '_ {
        self.log.iter().filter_map(move |e| {
            G::redact(&e.event, viewer).map(|event| Envelope {
                seq: e.seq,
                version: e.version,
                seat: e.seat,
                event,
            })
        })
    }

    /// The seats whose move it is.
    pub fn waiting_on(&self) -> Vec<SeatId> {
        G::waiting_on(&self.state)
    }
}
