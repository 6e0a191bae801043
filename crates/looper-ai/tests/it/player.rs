//! The AI Protagonist: legal over whole games, blind to the script, sampling only consistent
//! scripts, and deciding from its deduction.

use engine::{SeatId, Viewer};
use looper_ai::deduce::{Evidence, sample};
use looper_ai::eval::{Mastermind, Team, play_game, shipped, start};
use looper_ai::player::{PlayerBudget, SeatLog, choose_protagonist, determinise};
use looper_ai::sim::{Rng, step_in_place};
use looper_ai::{Budget, choose_with};
use tragedy_looper::*;

/// A debug-build-friendly budget.
const SMALL: PlayerBudget = PlayerBudget { drawn: 6, samples: 3, rollouts: 8, candidates: 3, seed: 1 };

fn ai_move(s: &State, log: &[Event], seat: SeatId, seed: u64) -> Command {
    let legal = legal_commands(s, seat);
    let c = choose_protagonist(&SeatLog::new(seat, log), &legal, PlayerBudget { seed, ..SMALL })
        .expect("the AI answers when the game waits on its seat");
    assert!(legal.contains(&c), "illegal {c:?}");
    c
}

#[test]
fn ai_protagonist_commands_are_always_legal_and_games_finish() {
    // Against a random Mastermind (every odd corner of the rules) and the AI Mastermind, with 3 and 1
    // Protagonist players: every command is one of the seat's legal commands and the engine accepts it.
    // Each script once with each count of Protagonists, the Mastermind taking turns (seed 0 random,
    // 1 the AI): every script meets both Masterminds, in twelve games.
    for (i, (name, config)) in shipped(3).into_iter().chain(shipped(1)).enumerate() {
        let seed = (i % 2 + i / 6) as u64 % 2;
        let (mut s, mut log) = start(&config);
        let mut rng = Rng::new(seed);
        let mut steps = 0;
        while let Some(seat) = waiting_seat(&s) {
            let cmd = if seat == MASTERMIND {
                if seed == 0 {
                    random_command(&s, seat, &mut |n| rng.below(n)).expect("a move")
                } else {
                    choose_with(&s, seat, Budget::greedy()).expect("a move")
                }
            } else {
                ai_move(&s, &log, seat, seed)
            };
            assert!(step_in_place(&mut s, seat, &cmd, Some(&mut log)), "{name}: refused {cmd:?}");
            steps += 1;
            assert!(steps < 20_000, "{name}: no progress");
        }
        assert!(s.winner().is_some(), "{name}: no winner");
    }
}

#[test]
fn a_seat_log_holds_nothing_the_seat_may_not_see() {
    // SeatLog::new redacts whatever it is given: the private card and the Mastermind's face-down
    // cards never reach the AI, even when a caller passes the full log.
    let (_, config) = &shipped(3)[2];
    let (mut s, mut log) = start(config);
    let mut rng = Rng::new(3);
    while s.phase() != Phase::ProtagonistCards {
        let seat = waiting_seat(&s).expect("a seat");
        let c = random_command(&s, seat, &mut |n| rng.below(n)).expect("a move");
        assert!(step_in_place(&mut s, seat, &c, Some(&mut log)));
    }
    let seat = SeatId(1);
    let seen = SeatLog::new(seat, &log);
    assert!(log.iter().any(|e| matches!(e, Event::GameStarted { private: Some(_), .. })));
    for e in seen.events() {
        match e {
            Event::GameStarted { private, .. } => assert!(private.is_none()),
            Event::CardPlaced { by, slot, card, .. } if *by != seat => {
                assert!(slot.is_none() && card.is_none())
            }
            Event::Secretly { .. } => panic!("a secret reached the seat"),
            _ => {}
        }
        assert_eq!(Some(e.clone()), <TragedyLooper as engine::Game>::redact(e, Viewer::Seat(seat)));
    }
}

#[test]
fn the_ai_protagonist_never_reads_the_private_card() {
    // Two scripts with the same public card: as long as a seat's redacted logs agree, the AI's
    // commands agree (the type already forbids reading the State; this checks the whole pipeline).
    for (name, config) in shipped(3).into_iter().skip(1).step_by(2) {
        let (_, log0) = start(&config);
        let list = looper_ai::assignments(&config.script.public, SeatLog::new(SeatId(1), &log0).events(), 50);
        let a = list
            .iter()
            .find(|a| a.roles.iter().any(|(c, r)| config.script.role_of(*c) != *r))
            .expect("another assignment");
        let mut other = config.clone();
        other.script.private.main_plot = a.main;
        other.script.private.subplots = a.subplots.clone();
        other.script.private.roles = a
            .roles
            .iter()
            .filter(|(_, r)| *r != Role::Person)
            .map(|(c, r)| RoleEntry { character: *c, role: *r })
            .collect();
        let mut compared = 0;
        for seed in 0..4u64 {
            let (mut s1, mut l1) = start(&config);
            let (mut s2, mut l2) = start(&other);
            let mut rng = Rng::new(seed);
            while let Some(seat) = waiting_seat(&s1) {
                if waiting_seat(&s2) != Some(seat) {
                    break;
                }
                let cmd = if seat == MASTERMIND {
                    random_command(&s1, seat, &mut |n| rng.below(n)).expect("move")
                } else {
                    let (v1, v2) = (SeatLog::new(seat, &l1), SeatLog::new(seat, &l2));
                    if v1 != v2 {
                        break;
                    }
                    let c1 = ai_move(&s1, &l1, seat, 7);
                    let c2 = ai_move(&s2, &l2, seat, 7);
                    assert_eq!(c1, c2, "{name}: the AI Protagonist saw the script");
                    compared += 1;
                    c1
                };
                if !step_in_place(&mut s1, seat, &cmd, Some(&mut l1))
                    || !step_in_place(&mut s2, seat, &cmd, Some(&mut l2))
                {
                    break;
                }
            }
        }
        assert!(compared > 5, "{name}: compared only {compared}");
    }
}

#[test]
fn drawn_scripts_are_consistent_and_follow_the_counts() {
    for (name, config) in shipped(3) {
        let public = &config.script.public;
        let (_, log) = start(&config);
        let seen = SeatLog::new(SeatId(1), &log);
        let ev = Evidence::from_log(seen.events());
        let d = looper_ai::deduce(public, seen.events());
        let mut rng = Rng::new(11);
        let n = 600;
        let cards = sample(public, &ev, n, &mut |k| rng.next_u64() % k);
        assert_eq!(cards.len(), n);
        for pc in &cards {
            assert!(ev.admits(pc), "{name}: a drawn script the evidence excludes");
            let script = Script { public: public.clone(), private: pc.clone() };
            assert!(check_script(&script).is_ok(), "{name}: {:?}", check_script(&script));
        }
        // Uniform over (plots, roles): each main plot is drawn about as often as its share of the count.
        for p in &d.plots {
            let share = d.plots.iter().filter(|q| q.main == p.main).map(|q| q.assignments).sum::<u64>()
                as f64
                / d.total as f64;
            let drawn = cards.iter().filter(|c| c.main_plot == p.main).count() as f64 / n as f64;
            assert!((share - drawn).abs() < 0.07, "{name}: {:?} share {share:.3}, drawn {drawn:.3}", p.main);
        }
    }
}

#[test]
fn determinising_the_true_script_rebuilds_the_public_board() {
    // With the true private card, a seat's log replays to the true board (tokens, places, phase).
    let (_, config) = &shipped(3)[3];
    let (mut s, mut log) = start(config);
    let mut rng = Rng::new(2);
    for _ in 0..400 {
        let Some(seat) = waiting_seat(&s) else { break };
        let c = random_command(&s, seat, &mut |n| rng.below(n)).expect("a move");
        assert!(step_in_place(&mut s, seat, &c, Some(&mut log)));
        let w = determinise(
            SeatLog::new(SeatId(2), &log).events(),
            config.script.private.clone(),
            &mut Rng::new(1),
        );
        assert_eq!(w.phase(), s.phase());
        assert_eq!(waiting_seat(&w), waiting_seat(&s));
        for ch in s.setup().cast() {
            assert_eq!(w.character(ch), s.character(ch), "{ch:?}");
        }
        for l in Location::ALL {
            assert_eq!(w.location_intrigue(l), s.location_intrigue(l));
        }
        if s.phase() == Phase::Goodwill || s.phase() == Phase::ProtagonistCards {
            assert_eq!(
                legal_commands(&w, waiting_seat(&s).unwrap()).len(),
                legal_commands(&s, waiting_seat(&s).unwrap()).len()
            );
        }
    }
}

#[test]
fn the_ai_protagonists_beat_the_script_blind_heuristic_team() {
    // Same Mastermind (the prior alone), same seeds, on A Future Unwritten: the AI Protagonists
    // (default budget) win more games than the heuristic team, which wins none there.
    let configs = shipped(3);
    let (name, config) = &configs[4];
    let games = 4u64;
    let mm = Mastermind::Ai(Budget::greedy());
    let wins = |team: Team| {
        (0..games).filter(|g| play_game(config, mm, team, *g).winner == Some(Side::Protagonists)).count()
    };
    let (ai, heuristic) = (wins(Team::Ai(PlayerBudget::default())), wins(Team::Heuristic));
    assert!(ai > heuristic, "{name}: AI {ai}/{games}, heuristic {heuristic}/{games}");
}
