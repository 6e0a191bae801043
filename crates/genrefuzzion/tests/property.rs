//! Property tests: random legal campaigns never panic, points never go negative, die sizes stay
//! within d4-d12, every command `random_command` offers is accepted, and replay reproduces the state.

use dice::{Die, ServerSeed, VerifiableRoller};
use engine::{Game, SeatCommand, SeatId, Table, Viewer};
use genrefuzzion::*;
use proptest::prelude::*;

fn config(n: usize) -> Config {
    Config {
        players: (0..n).map(|i| format!("P{i}")).collect(),
        moderator: 1,
        max_wait_secs: 3600,
        starting_points: vec![],
    }
}

fn invariants(s: &State) {
    for c in &s.characters {
        for d in c.sheet.all_dice() {
            assert!(d >= Die::D4 && d <= Die::D12, "die {d} out of d4-d12");
        }
    }
    for e in s.extras.values() {
        for d in e.sheet.all_dice() {
            assert!(d >= Die::D4 && d <= Die::D12, "die {d} out of d4-d12");
        }
    }
}

/// Folds every point change of the log without clamping: no player ever goes below zero.
fn points_never_negative(t: &Table<GenreFuzzion>) {
    let mut bal = std::collections::BTreeMap::<SeatId, (i64, i64)>::new();
    for e in t.log() {
        if let Event::PointsChanged { player, pv, pk, .. } = &e.event {
            let b = bal.entry(*player).or_default();
            b.0 += pv;
            b.1 += pk;
            assert!(b.0 >= 0 && b.1 >= 0, "{player} went below zero at event {}", e.seq);
        }
    }
    for (seat, (pv, pk)) in bal {
        let p = t.state().player(seat).unwrap().points;
        assert_eq!((p.pv as i64, p.pk as i64), (pv, pk));
    }
}

/// Plays a random campaign; returns the table and the commands sent.
fn play(n: usize, seed: u64, steps: usize) -> (Table<GenreFuzzion>, Vec<SeatCommand<Command>>, String) {
    let phrase = format!("prop-{seed}");
    let mut dice = VerifiableRoller::new(ServerSeed::from_phrase(&phrase), "replay", 0);
    let cfg = config(n);
    let mut t = Table::<GenreFuzzion>::start(&cfg, &mut dice).unwrap();
    let mut rng = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
    let mut pick = move |k: usize| {
        rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((rng >> 33) as usize) % k.max(1)
    };
    let mut log = Vec::new();
    for _ in 0..steps {
        let waiting = t.waiting_on();
        if waiting.is_empty() {
            break;
        }
        let mut acted = false;
        // The seats waited on first, then anyone (interrupts: flaws, votes, vetoes).
        let mut order = waiting.clone();
        order.extend((0..=t.state().players.len() as u8).map(SeatId));
        let start = pick(waiting.len());
        order.rotate_left(start.min(waiting.len()));
        for seat in order {
            if let Some(cmd) = random_command(t.state(), seat, &mut pick) {
                let before = t.state().clone();
                match t.act(seat, &cmd, &mut dice) {
                    Ok(_) => {}
                    Err(e) => panic!(
                        "random_command offered a refused command {cmd:?} for {seat}: {e}\nstate phase {:?}",
                        before.phase
                    ),
                }
                log.push(SeatCommand { seat, command: cmd });
                invariants(t.state());
                points_never_negative(&t);
                acted = true;
                break;
            }
        }
        if !acted {
            for seat in &waiting {
                let e = engine::Table::<GenreFuzzion>::from_log(t.log().to_vec())
                    .act(*seat, &Command::Surrender, &mut dice)
                    .err();
                eprintln!("surrender by {seat}: {e:?}; scene {:?}", t.state().scene);
            }
        }
        assert!(
            acted,
            "nobody could act though the game waits on {waiting:?} in {:?} / {:?}",
            t.state().phase,
            t.state().scene.as_ref().map(|s| &s.step)
        );
    }
    (t, log, phrase)
}

#[test]
fn random_campaigns_reach_play_and_scenes() {
    let mut scenes = 0;
    for seed in 0..12 {
        let (t, _, _) = play(3 + (seed as usize % 3), seed, 600);
        scenes += t.state().scenes_played;
    }
    assert!(scenes > 10, "random play completes scenes ({scenes})");
}

#[test]
fn replay_reproduces_the_state() {
    for seed in 100..106 {
        let (t, log, phrase) = play(4, seed, 400);
        let (t2, steps) = engine::replay::<GenreFuzzion>(&config(4), &phrase, &log).unwrap();
        assert!(steps.iter().all(|s| s.outcome.is_ok()));
        assert_eq!(t.state(), t2.state());
        let t3 = Table::<GenreFuzzion>::from_log(t.log().to_vec());
        assert_eq!(t.state(), t3.state());
    }
}

#[test]
fn everything_is_public_to_every_viewer() {
    let (t, _, _) = play(3, 7, 300);
    let spectator = serde_json::to_string(&t.view(Viewer::Spectator).state).unwrap();
    for s in 0..=3u8 {
        let v = serde_json::to_string(&t.view(Viewer::Seat(SeatId(s))).state).unwrap();
        assert_eq!(v, spectator);
        assert_eq!(t.log_for(Viewer::Seat(SeatId(s))).count(), t.log().len());
    }
    let _ = GenreFuzzion::seats(t.state());
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]
    #[test]
    fn random_legal_campaigns_never_panic(seed in any::<u64>(), n in 3usize..6) {
        let (t, _, _) = play(n, seed, 500);
        invariants(t.state());
    }
}

#[test]
fn random_play_reaches_every_part_of_the_game() {
    let mut seen = std::collections::BTreeMap::<String, usize>::new();
    for seed in 200..216 {
        let (_, log, _) = play(3 + seed as usize % 3, seed, 1500);
        for c in &log {
            let v = serde_json::to_value(&c.command).unwrap();
            *seen.entry(v["type"].as_str().unwrap().to_owned()).or_default() += 1;
        }
    }
    eprintln!("{seen:#?}");
    for kind in [
        "start_scene",
        "roll_pool",
        "surrender",
        "claim_victory",
        "rate",
        "call_interval",
        "train",
        "use_trick",
        "activate_flaw",
    ] {
        assert!(seen.contains_key(kind), "random play never sent {kind}");
    }
}

#[test]
fn hand_written_log_replays_with_no_refused_command() {
    let text = include_str!("../logs/scott_pilgrim.json");
    let log: engine::ReplayLog<Config, Command> = serde_json::from_str(text).unwrap();
    assert_eq!(log.game, GenreFuzzion::ID);
    let (t, steps) = engine::replay::<GenreFuzzion>(&log.config, &log.seed, &log.commands).unwrap();
    for (i, s) in steps.iter().enumerate() {
        assert!(s.outcome.is_ok(), "command {i} refused: {:?}", s.outcome);
    }
    let s = t.state();
    assert_eq!(s.scenes_played, 1);
    assert_eq!(s.phase, Phase::Lull { starter: Some(SeatId(2)) });
    assert_eq!(s.votes[0].result, Some(None), "Moderator 2 against 2: tie");
    assert_eq!(s.characters[0].objectives[0].status, ObjectiveStatus::Reached);
}
