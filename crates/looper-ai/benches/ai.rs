//! Benchmarks: the AI Mastermind's decisions (default budget) on states taken from whole games of
//! each shipped script, and the deduction assistant on the full public log of a whole game.

use criterion::{Criterion, criterion_group, criterion_main};
use engine::{Game, SeatId, Viewer};
use looper_ai::eval::{shipped, start};
use looper_ai::sim::{Rng, step_in_place};
use looper_ai::{Budget, choose_with, deduce};
use tragedy_looper::*;

/// A whole game (greedy Mastermind, random Protagonists): the Mastermind's decision states with more
/// than one legal command, and the log.
fn game(config: &Config, seed: u64) -> (Vec<State>, Vec<Event>) {
    let (mut s, mut log) = start(config);
    let mut rng = Rng::new(seed);
    let mut states = vec![];
    while let Some(seat) = waiting_seat(&s) {
        let cmd = if seat == MASTERMIND {
            if legal_commands(&s, seat).len() > 1 {
                states.push(s.clone());
            }
            choose_with(&s, seat, Budget::greedy())
        } else {
            random_command(&s, seat, &mut |n| rng.below(n))
        }
        .expect("a move");
        assert!(step_in_place(&mut s, seat, &cmd, Some(&mut log)));
    }
    (states, log)
}

fn bench(c: &mut Criterion) {
    let mut g = c.benchmark_group("looper-ai");
    g.sample_size(10);
    for (name, config) in shipped(3) {
        let (states, log) = game(&config, 7);
        let short = &name[..3];
        // Every real Mastermind decision of a whole game, default budget.
        g.bench_function(format!("choose_whole_game/{short}/{}_decisions", states.len()), |b| {
            b.iter(|| {
                for s in &states {
                    std::hint::black_box(choose_with(s, SeatId(0), Budget::default()));
                }
            })
        });
        let public: Vec<Event> =
            log.iter().filter_map(|e| TragedyLooper::redact(e, Viewer::Seat(SeatId(1)))).collect();
        g.bench_function(format!("deduce_full_log/{short}/{}_events", public.len()), |b| {
            b.iter(|| std::hint::black_box(deduce(&config.script.public, &public)))
        });
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
