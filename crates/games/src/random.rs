//! Random legal play of any game, for property tests, benchmarks and the server's secret tests.

use dice::{ServerSeed, VerifiableRoller};
use engine::{Game, SeatCommand, SeatId, Table};
use serde_json::Value;

use crate::{GameKind, ReplayError};

/// A small deterministic generator (SplitMix64) for choosing among legal commands; not for dice.
#[derive(Clone, Debug)]
pub struct Picker(u64);

impl Picker {
    /// A picker from a seed.
    pub fn new(seed: u64) -> Picker {
        Picker(seed)
    }

    /// A number in `0..n` (0 when `n` is 0).
    pub fn pick(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        if n == 0 { 0 } else { (z % n as u64) as usize }
    }
}

/// Plays up to `max_commands` random legal commands from the set-up `config` and returns them, in
/// order, as JSON: a log that `replay_log` (with the same `seed` phrase) plays back exactly.
pub fn random_commands(
    kind: GameKind,
    config: &Value,
    seed: &str,
    picker: &mut Picker,
    max_commands: usize,
) -> Result<Vec<SeatCommand<Value>>, ReplayError> {
    with_game!(kind, G => random_typed::<G>(config, seed, picker, max_commands))
}

/// A game that can propose a random legal command (each game crate's `random_command`).
pub(crate) trait RandomPlay: Game {
    fn random_command(
        state: &Self::State,
        seat: SeatId,
        pick: &mut dyn FnMut(usize) -> usize,
    ) -> Option<Self::Command>;
}

fn random_typed<G: RandomPlay>(
    config: &Value,
    seed: &str,
    picker: &mut Picker,
    max_commands: usize,
) -> Result<Vec<SeatCommand<Value>>, ReplayError> {
    let config: G::Config =
        serde_json::from_value(config.clone()).map_err(|e| ReplayError::Malformed(e.to_string()))?;
    let mut dice = VerifiableRoller::new(ServerSeed::from_phrase(seed), "replay", 0);
    let mut table = Table::<G>::start(&config, &mut dice).map_err(ReplayError::SetUp)?;
    let mut commands = Vec::new();
    while commands.len() < max_commands {
        let mut waiting = table.waiting_on();
        if waiting.is_empty() {
            break;
        }
        // Try the waiting seats in a random order until one has something to do.
        let mut chosen = None;
        while !waiting.is_empty() && chosen.is_none() {
            let seat = waiting.swap_remove(picker.pick(waiting.len()));
            chosen = G::random_command(table.state(), seat, &mut |n| picker.pick(n)).map(|c| (seat, c));
        }
        let Some((seat, command)) = chosen else { break };
        if let Err(e) = table.act(seat, &command, &mut dice) {
            panic!("{}: random_command proposed a command that decide refused: {e}\n{command:?}", G::ID);
        }
        let json = serde_json::to_value(&command).expect("commands serialize");
        commands.push(SeatCommand { seat, command: json });
    }
    Ok(commands)
}
