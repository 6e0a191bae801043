//! The AI Mastermind: legal, always finishing, stronger than random play.

use engine::SeatId;
use looper_ai::eval::{Mastermind, Team, play_game, shipped, start};
use looper_ai::sim::{Rng, step_in_place};
use looper_ai::{Budget, choose_with};
use tragedy_looper::*;

const SMALL: Budget = Budget { rollouts: 12, candidates: 4, seed: 1 };

#[test]
fn ai_commands_are_always_legal_and_games_finish() {
    for (name, config) in shipped(3).into_iter().chain(shipped(1)) {
        for seed in 0..3u64 {
            let (mut s, _) = start(&config);
            let mut rng = Rng::new(seed);
            let mut steps = 0;
            while let Some(seat) = waiting_seat(&s) {
                let cmd = if seat == MASTERMIND {
                    let c = choose_with(&s, seat, Budget { seed, ..SMALL }).expect("the AI always answers");
                    assert!(legal_commands(&s, seat).contains(&c), "{name}: illegal {c:?}");
                    c
                } else {
                    random_command(&s, seat, &mut |n| rng.below(n)).expect("a protagonist move")
                };
                assert!(step_in_place(&mut s, seat, &cmd, None), "{name}: refused {cmd:?}");
                steps += 1;
                assert!(steps < 20_000, "{name}: no progress");
            }
            assert!(s.winner().is_some(), "{name}: the game ended without a winner");
        }
    }
}

#[test]
fn choose_answers_only_the_mastermind_when_waited_on() {
    let (_, config) = &shipped(3)[0];
    let (s, _) = start(config);
    assert_eq!(choose_with(&s, SeatId(1), SMALL), None);
    assert!(looper_ai::choose(&s, SeatId(0)).is_some());
}

#[test]
fn the_ai_never_refuses_a_goodwill_ability_the_role_must_accept() {
    // Over many games with random Protagonists, every AI answer is in legal_commands (which
    // never offers a refusal to a Refusal::Never role) and accepted by the engine.
    for (name, config) in shipped(3) {
        for seed in 10..14u64 {
            let (mut s, _) = start(&config);
            let mut rng = Rng::new(seed);
            while let Some(seat) = waiting_seat(&s) {
                let cmd = if seat == MASTERMIND {
                    choose_with(&s, seat, Budget::greedy()).expect("answer")
                } else {
                    random_command(&s, seat, &mut |n| rng.below(n)).expect("move")
                };
                if let (Phase::GoodwillAnswer { character, .. }, Command::AnswerGoodwill { refuse: true }) =
                    (s.phase(), &cmd)
                {
                    assert_ne!(s.role(character).refusal(), Refusal::Never, "{name}");
                }
                assert!(step_in_place(&mut s, seat, &cmd, None), "{name}: refused {cmd:?}");
            }
        }
    }
}

#[test]
fn the_ai_wins_more_than_random_play() {
    let mut ai = 0;
    let mut random = 0;
    for (_, config) in shipped(3) {
        for seed in 0..4u64 {
            let r = play_game(&config, Mastermind::Ai(Budget::greedy()), Team::Random, seed);
            assert_eq!(r.refused, 0);
            ai += (r.winner == Some(Side::Mastermind)) as u32;
            let r = play_game(&config, Mastermind::Random, Team::Random, seed);
            random += (r.winner == Some(Side::Mastermind)) as u32;
        }
    }
    assert!(ai > random + 6, "ai {ai} vs random {random} of 24");
}

#[test]
fn the_search_beats_the_heuristic_team() {
    let mut wins = 0;
    let configs = shipped(3);
    for (_, config) in &configs {
        let r = play_game(config, Mastermind::Ai(SMALL), Team::Heuristic, 3);
        assert_eq!(r.refused, 0);
        wins += (r.winner == Some(Side::Mastermind)) as u32;
    }
    assert!(wins >= 4, "{wins} of {}", configs.len());
}

#[test]
fn the_cheating_team_beats_the_ai_in_basic_tragedy() {
    // It knows the script, so the Time Spiral's Final Guess wins it the game.
    let (_, config) = &shipped(3)[2];
    let r = play_game(config, Mastermind::Ai(SMALL), Team::Cheating, 5);
    assert_eq!(r.winner, Some(Side::Protagonists));
}
