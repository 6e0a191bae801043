//! Replaying a command log from scratch.

use dice::{ServerSeed, VerifiableRoller};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::{Game, RuleError, SeatId, Table};

/// One command of a log, with the seat that sent it.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
pub struct SeatCommand<C> {
    /// The seat acting.
    pub seat: SeatId,
    /// What it asks for.
    pub command: C,
}

/// A command log as written by hand or exported: `{"game", "config", "seed", "commands"}`.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ReplayLog<Config, Command> {
    /// The game's identifier.
    pub game: String,
    /// The set-up.
    pub config: Config,
    /// Any text; the dice are derived from it (as a server seed) with the client seed `replay`.
    pub seed: String,
    /// The commands, in order.
    pub commands: Vec<SeatCommand<Command>>,
}

/// What became of one command of the log.
#[derive(Clone, Debug)]
pub struct ReplayStep {
    /// The seat that sent it.
    pub seat: SeatId,
    /// The sequence numbers of its events (half-open), or why it was refused.
    pub outcome: Result<std::ops::Range<u64>, RuleError>,
}

/// Plays a log from scratch. A refused command is reported in its step and the replay goes on; a
/// refused set-up is an error.
pub fn replay<G: Game>(
    config: &G::Config,
    seed: &str,
    commands: &[SeatCommand<G::Command>],
) -> Result<(Table<G>, Vec<ReplayStep>), RuleError> {
    let mut dice = VerifiableRoller::new(ServerSeed::from_phrase(seed), "replay", 0);
    let mut table = Table::<G>::start(config, &mut dice)?;
    let steps = commands
        .iter()
        .map(|c| {
            let first = table.log().len() as u64 + 1;
            let outcome =
                table.act(c.seat, &c.command, &mut dice).map(|events| first..first + events.len() as u64);
            ReplayStep { seat: c.seat, outcome }
        })
        .collect();
    Ok((table, steps))
}
