//! Random legal play: never panics, always ends, every random command is accepted, replay
//! reproduces the state.

mod common;

use common::*;
use engine::{SeatCommand, Table, replay};
use tragedy_looper::*;

#[test]
fn random_legal_play_ends_and_replays() {
    let prefixes = ["fs1", "fs2", "bt1", "bt2", "bt3", "bt4"];
    for seed in 0..120u64 {
        let prefix = prefixes[seed as usize % prefixes.len()];
        let players = 1 + (seed % 3) as u8;
        let config = config(prefix, players);
        let (t, cmds) = random_game(&config, seed, |_| {});
        assert!(t.state().winner().is_some(), "{prefix} seed {seed}");
        // Replaying the command log reproduces the same state.
        let log: Vec<SeatCommand<Command>> =
            cmds.iter().map(|(s, c)| SeatCommand { seat: *s, command: c.clone() }).collect();
        let (again, steps) = replay::<TragedyLooper>(&config, "any", &log).unwrap();
        assert!(steps.iter().all(|s| s.outcome.is_ok()));
        assert_eq!(again.state(), t.state());
        // Folding the stored events reproduces it too.
        let folded = Table::<TragedyLooper>::from_log(t.log().to_vec());
        assert_eq!(folded.state(), t.state());
    }
}

#[test]
fn every_legal_command_is_accepted() {
    for seed in 0..30u64 {
        let config = config(["fs2", "bt1", "bt3"][seed as usize % 3], 3);
        random_game(&config, seed, |t| {
            if let Some(seat) = waiting_seat(t.state()) {
                for cmd in legal_commands(t.state(), seat) {
                    let r = <TragedyLooper as engine::Game>::decide(
                        t.state(),
                        seat,
                        &cmd,
                        &mut dice::Scripted::new([]),
                    );
                    assert!(r.is_ok(), "{cmd:?} refused: {r:?}");
                }
            }
        });
    }
}
