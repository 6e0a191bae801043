//! Random legal playouts: whole games, and decisions per second (criterion throughput), on one core.
//! Random legal cards in steps 2 and 3, a random legal choice at every other decision point, all
//! through `random_command`.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use dice::Scripted;
use engine::Game;
use tragedy_looper::*;

struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n.max(1)
    }
}

/// Plays one whole game from `start`; returns the number of decisions.
fn playout(start: &State, rng: &mut Rng, dice: &mut Scripted) -> u64 {
    let mut s = start.clone();
    let mut n = 0;
    while let Some(seat) = waiting_seat(&s) {
        let cmd = random_command(&s, seat, &mut |k| rng.below(k)).expect("a legal move");
        let events = TragedyLooper::decide(&s, seat, &cmd, dice).expect("legal");
        for e in &events {
            TragedyLooper::apply(&mut s, e);
        }
        n += 1;
    }
    n
}

fn start(prefix: &str) -> State {
    let text = SCRIPTS.iter().find(|(n, _)| n.starts_with(prefix)).unwrap().1;
    let config = Config { script: parse_script(text).unwrap(), protagonists: 3, options: Options::default() };
    let mut s = State::default();
    for e in TragedyLooper::start(&config, &mut Scripted::new([])).unwrap() {
        TragedyLooper::apply(&mut s, &e);
    }
    s
}

fn bench(c: &mut Criterion) {
    let mut dice = Scripted::new([]);
    for prefix in ["fs2", "bt1", "bt3"] {
        let s = start(prefix);
        let mut g = c.benchmark_group(format!("playout/{prefix}"));
        g.throughput(Throughput::Elements(1));
        let mut rng = Rng(0x5EED);
        g.bench_function("whole games", |b| b.iter(|| playout(&s, &mut rng, &mut dice)));
        // Decisions per second: a fixed batch of 64 games, throughput counted in decisions.
        let mut probe = Rng(42);
        let decisions: u64 = (0..64).map(|_| playout(&s, &mut probe, &mut dice)).sum();
        g.throughput(Throughput::Elements(decisions));
        g.bench_function("decisions (64 games)", |b| {
            b.iter(|| {
                let mut r = Rng(42);
                (0..64).map(|_| playout(&s, &mut r, &mut dice)).sum::<u64>()
            })
        });
        g.finish();
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
