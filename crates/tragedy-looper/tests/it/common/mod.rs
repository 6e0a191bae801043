//! Helpers shared by the integration tests.

use dice::Scripted;
use engine::{SeatId, Table};
use tragedy_looper::*;

/// A tiny deterministic generator (xorshift64*), only for choosing random legal commands.
pub struct Rng(pub u64);

impl Rng {
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n.max(1)
    }
}

pub fn script(prefix: &str) -> Script {
    let text = SCRIPTS.iter().find(|(n, _)| n.starts_with(prefix)).expect("script").1;
    parse_script(text).unwrap()
}

pub fn config(prefix: &str, protagonists: u8) -> Config {
    Config { script: script(prefix), protagonists, options: Options::default() }
}

pub fn table(config: &Config) -> Table<TragedyLooper> {
    Table::start(config, &mut Scripted::new([])).unwrap()
}

/// Plays one random legal game; returns the commands sent.
pub fn random_game(
    config: &Config,
    seed: u64,
    mut each: impl FnMut(&Table<TragedyLooper>),
) -> (Table<TragedyLooper>, Vec<(SeatId, Command)>) {
    let mut t = table(config);
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut cmds = Vec::new();
    for _ in 0..20_000 {
        let Some(seat) = waiting_seat(t.state()) else { break };
        let cmd =
            random_command(t.state(), seat, &mut |n| rng.below(n)).expect("the waiting seat has a move");
        if let Err(e) = t.act(seat, &cmd, &mut Scripted::new([])) {
            panic!("random_command produced a refused command {cmd:?}: {e}");
        }
        cmds.push((seat, cmd));
        each(&t);
    }
    assert!(waiting_seat(t.state()).is_none(), "the game ends");
    (t, cmds)
}
