//! Random legal play: never panics, always ends, every random command is accepted, replay
//! reproduces the state.

use crate::common::*;
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

#[test]
fn random_play_reaches_every_kind_of_ending() {
    let mut mastermind = 0;
    let mut protagonists = 0;
    let mut final_guesses = 0;
    let mut incidents = 0;
    let mut deaths = 0;
    for seed in 0..200u64 {
        let config = config(["bt1", "bt2", "bt3", "bt4", "fs1", "fs2"][seed as usize % 6], 3);
        let (t, _) = random_game(&config, 7 + seed, |_| {});
        match t.state().winner() {
            Some(Side::Mastermind) => mastermind += 1,
            Some(Side::Protagonists) => protagonists += 1,
            None => unreachable!(),
        }
        for e in t.log() {
            match e.event {
                Event::FinalGuessStarted => final_guesses += 1,
                Event::IncidentOccurred { .. } => incidents += 1,
                Event::CharacterDied { .. } | Event::ProtagonistsDied => deaths += 1,
                _ => {}
            }
        }
        // Invariants: tokens within sane ranges, characters on the board.
        let s = t.state();
        for c in s.setup().cast() {
            let st = s.character(c);
            assert!(st.paranoia < 60 && st.goodwill < 60 && st.intrigue < 60);
        }
    }
    assert!(mastermind > 0 && protagonists > 0, "{mastermind} / {protagonists}");
    assert!(final_guesses > 0 && incidents > 0 && deaths > 0);
}
