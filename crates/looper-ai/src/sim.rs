//! Driving the engine quickly: a small deterministic random generator, one-command steps, and the
//! hand/target helpers the policies share.

use dice::Scripted;
use engine::{Game, SeatId};
use tragedy_looper::{CardKind, Deck, Event, Location, State, Target, TragedyLooper};

/// SplitMix64: a tiny deterministic generator (no global randomness anywhere in this crate).
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed.
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x9E37_79B9_7F4A_7C15)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// An index in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    /// A float in `[0, 1)`.
    pub fn unit(&mut self) -> f32 {
        (self.next_u64() >> 40) as f32 / (1u64 << 24) as f32
    }
}

/// Applies `command` of `seat` to a copy of `state`; `None` when the engine refuses it.
pub fn step(state: &State, seat: SeatId, command: &tragedy_looper::Command) -> Option<State> {
    let mut s = state.clone();
    step_in_place(&mut s, seat, command, None).then_some(s)
}

/// Applies `command` in place (events appended to `log` when given); false when refused (the
/// state is then untouched).
pub fn step_in_place(
    s: &mut State,
    seat: SeatId,
    command: &tragedy_looper::Command,
    log: Option<&mut Vec<Event>>,
) -> bool {
    let mut dice = Scripted::new([]);
    match TragedyLooper::decide(s, seat, command, &mut dice) {
        Ok(events) => {
            for e in &events {
                TragedyLooper::apply(s, e);
            }
            if let Some(log) = log {
                log.extend(events);
            }
            true
        }
        Err(_) => false,
    }
}

/// Card kinds still in `deck`'s hand (no duplicates).
pub fn hand_kinds(s: &State, deck: Deck) -> Vec<CardKind> {
    let mut out = Vec::with_capacity(10);
    for (i, spec) in deck.cards().iter().enumerate() {
        let i = i as u8;
        if !s.is_spent(deck, i)
            && !s.placed().any(|p| p.deck == deck && p.slot == i)
            && !out.contains(&spec.kind)
        {
            out.push(spec.kind);
        }
    }
    out
}

/// Targets still free for `deck`'s side today (one card per side per target).
pub fn free_targets(s: &State, deck: Deck) -> Vec<Target> {
    let mm = deck == Deck::Mastermind;
    Location::ALL
        .into_iter()
        .map(Target::Location)
        .chain(s.setup().cast().filter(|c| s.is_alive(*c)).map(Target::Character))
        .filter(|t| !s.placed().any(|p| p.target == *t && (p.deck == Deck::Mastermind) == mm))
        .collect()
}

/// Successive halving over `candidates` contenders: `rollouts` playouts in three rounds, the better
/// half (by `value(i, mean score)`) surviving each, so the contenders get most of the playouts.
/// `play(i, k)` plays candidate `i`'s `k`th playout (from 0) and scores it. The best survivor;
/// `None` without candidates. The Mastermind's search and both searching Protagonist teams use it.
pub(crate) fn successive_halving(
    candidates: usize,
    rollouts: u32,
    mut play: impl FnMut(usize, u32) -> f32,
    value: impl Fn(usize, f32) -> f32,
) -> Option<usize> {
    if candidates == 0 {
        return None;
    }
    let mut stats: Vec<(f32, u32)> = vec![(0.0, 0); candidates];
    let mut alive: Vec<usize> = (0..candidates).collect();
    let mut left = rollouts as usize;
    let rounds = 3;
    for round in 0..rounds {
        let share = if round + 1 == rounds { left } else { rollouts as usize / rounds };
        let per = (share / alive.len()).max(1);
        for &i in &alive {
            for _ in 0..per {
                stats[i].0 += play(i, stats[i].1);
                stats[i].1 += 1;
            }
        }
        left = left.saturating_sub(per * alive.len());
        let mean = |i: usize| value(i, stats[i].0 / stats[i].1.max(1) as f32);
        alive.sort_by(|a, b| mean(*b).total_cmp(&mean(*a)));
        alive.truncate((alive.len() / 2).max(1));
        if left == 0 {
            break;
        }
    }
    alive.first().copied()
}
