//! Property tests of the exact odds: every distribution sums to its sample space, equals
//! brute-force enumeration of every ordered roll for small pools (read by the games' own
//! evaluators), and contests agree with their two sides' distributions.

use std::collections::BTreeMap;

use num_bigint::BigUint;
use proptest::prelude::*;

use super::weight::Weight;
use super::*;
use crate::{HighestRoll, PoolRoll, RolledDie};

/// The exact sum of some fractions.
fn sum(fractions: &[Fraction]) -> Fraction {
    let den = fractions.iter().fold(BigUint::from(1u32), |d, f| d * f.denominator());
    let num = fractions.iter().map(|f| f.numerator() * (&den / f.denominator())).sum();
    Fraction::new(num, den)
}

/// Every ordered roll of `sizes`, in odometer order.
fn every_roll(sizes: &[u32], mut visit: impl FnMut(&[u32])) {
    let mut faces = vec![1u32; sizes.len()];
    loop {
        visit(&faces);
        let mut i = 0;
        loop {
            if i == faces.len() {
                return;
            }
            if faces[i] < sizes[i] {
                faces[i] += 1;
                break;
            }
            faces[i] = 1;
            i += 1;
        }
    }
}

fn big(v: u64) -> BigUint {
    BigUint::from(v)
}

fn brute_highest(h: &Highest) -> Joint {
    let sizes = vec![h.die.sides(); h.dice as usize];
    let mut counts: BTreeMap<(i64, u32), BigUint> = BTreeMap::new();
    every_roll(&sizes, |faces| {
        let r = HighestRoll::evaluate(faces, h.remove as usize);
        *counts.entry((r.value as i64 + h.bonus, r.omens)).or_default() += 1u32;
    });
    Distribution::from_counts(h.sample_space(), counts)
}

fn brute_pool(pool: &[Die]) -> Joint {
    let sizes: Vec<u32> = pool.iter().map(|d| d.sides()).collect();
    let mut counts: BTreeMap<(i64, u32), BigUint> = BTreeMap::new();
    every_roll(&sizes, |faces| {
        let dice: Vec<RolledDie> =
            pool.iter().zip(faces).map(|(&die, &face)| RolledDie { die, face }).collect();
        let r = PoolRoll::evaluate(&dice, 1);
        *counts.entry((r.result as i64, r.fumbles.len() as u32)).or_default() += 1u32;
    });
    Distribution::from_counts(sizes.iter().map(|&s| big(s as u64)).product(), counts)
}

/// The difference of two independent distributions, by the definition.
fn naive_difference(a: &Distribution<i64>, b: &Distribution<i64>) -> Distribution<i64> {
    let mut counts = Vec::new();
    for (x, cx) in a.counts() {
        for (y, cy) in b.counts() {
            counts.push((x - y, cx * cy));
        }
    }
    Distribution::from_counts(a.denominator() * b.denominator(), counts)
}

fn step_die() -> impl Strategy<Value = Die> {
    prop::sample::select(vec![Die::D4, Die::D6, Die::D8, Die::D10, Die::D12])
}

fn any_die() -> impl Strategy<Value = Die> {
    (2u32..=12).prop_map(|s| Die::new(s).unwrap())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn highest_equals_brute_force(dice in 0u32..=5, remove in 0u32..=6, die in any_die(),
                                  bonus in -3i64..=3) {
        let h = Highest { dice, die, remove, bonus };
        prop_assume!(h.sample_space() <= big(50_000));
        let brute = brute_highest(&h);
        prop_assert_eq!(h.with_omens(), brute.clone());
        prop_assert_eq!(h.distribution(), brute.first());
    }

    #[test]
    fn genrefuzzion_equals_brute_force(pool in prop::collection::vec(step_die(), 0..=4)) {
        prop_assert_eq!(genrefuzzion(&pool), brute_pool(&pool));
    }

    #[test]
    fn genrefuzzion_of_odd_dice_equals_brute_force(pool in prop::collection::vec(any_die(), 1..=4)) {
        prop_assert_eq!(genrefuzzion(&pool), brute_pool(&pool));
    }

    // Distribution::from_counts asserts the sum; these reach every count width.
    #[test]
    fn distributions_sum_to_their_sample_space(dice in 0u32..=120, remove in 0u32..=8, die in any_die()) {
        let h = Highest { dice, die, remove, bonus: 0 };
        prop_assert_eq!(h.distribution().total(), h.sample_space());
        let j = h.with_omens();
        prop_assert_eq!(j.total(), h.sample_space());
        prop_assert_eq!(j.first(), h.distribution());
        // Omens alone are binomial: C(N, j) (F - 1)^(N - j).
        let f = die.sides() as u64;
        let row: Vec<BigUint> = super::weight::binomial_row(dice);
        for (o, c) in j.second().counts() {
            prop_assert_eq!(c, &(&row[*o as usize] * big(f - 1).pow(dice - o)));
        }
    }

    #[test]
    fn pools_sum_to_their_sample_space(pool in prop::collection::vec(step_die(), 0..=24)) {
        let j = genrefuzzion(&pool);
        let den: BigUint = pool.iter().map(|d| big(d.sides() as u64)).product();
        prop_assert_eq!(j.total(), den);
        // Fumbles alone: each die fumbles with one face in `sides`.
        let f = j.second();
        let all = pool.iter().fold(BigUint::from(1u32), |acc, d| acc * (d.sides() - 1));
        prop_assert_eq!(f.count(&0), all);
    }

    #[test]
    fn contests_agree_with_both_sides(n1 in 0u32..=30, k1 in 0u32..=4, n2 in 0u32..=30, k2 in 0u32..=4,
                                      b1 in -2i64..=2, b2 in -2i64..=2) {
        let main = Highest::d6(n1).remove(k1).bonus(b1);
        let other = Highest::d6(n2).remove(k2).bonus(b2);
        let (a, b) = (main.distribution(), other.distribution());
        let c44 = conflict_44(&main, &other);
        prop_assert_eq!(c44.difference(), &naive_difference(&a, &b));
        let frag = conflict_fragmentos(&main, &other);
        prop_assert_eq!(frag.difference(), c44.difference());
        // Win by the definition: Σ_x P(X = x) P(Y < x) (44), P(Y <= x) (Fragmentos).
        let mut strict = BigUint::from(0u32);
        let mut weak = BigUint::from(0u32);
        for (x, cx) in a.counts() {
            for (y, cy) in b.counts() {
                if y < x { strict += cx * cy; }
                if y <= x { weak += cx * cy; }
            }
        }
        let den = a.denominator() * b.denominator();
        prop_assert_eq!(c44.main_wins(), Fraction::new(strict, den.clone()));
        prop_assert_eq!(frag.main_wins(), Fraction::new(weak, den));
        prop_assert_eq!(c44.tie(), frag.tie());
        prop_assert_eq!(c44.stress().total(), c44.difference().total());
    }

    /// Win, tie and loss are the strict outcomes, whatever the tie rule: they add up to 1, and the
    /// tie rule only moves the tie to one side (issue: "odds that add up").
    #[test]
    fn win_tie_and_loss_partition_every_contest(n1 in 0u32..=12, n2 in 0u32..=12, k in 0u32..=2) {
        let (main, other) = (Highest::d6(n1).remove(k), Highest::d6(n2));
        for c in [conflict_44(&main, &other), conflict_fragmentos(&main, &other)] {
            let one = Fraction::new(BigUint::from(1u32), BigUint::from(1u32));
            prop_assert_eq!(sum(&[c.win(), c.tie(), c.loss()]), one.clone());
            prop_assert_eq!(sum(&[c.main_wins(), c.main_loses()]), one);
            let with_tie = match c.tie_goes_to() {
                TieGoesTo::Main => sum(&[c.win(), c.tie()]),
                TieGoesTo::Opposition => c.win(),
            };
            prop_assert_eq!(c.main_wins(), with_tie);
        }
    }

    #[test]
    fn genrefuzzion_contests_agree_with_both_pools(p in prop::collection::vec(step_die(), 1..=8),
                                                   q in prop::collection::vec(step_die(), 1..=8)) {
        let c = genrefuzzion_contest(&p, &q);
        let diff = naive_difference(&genrefuzzion(&p).first(), &genrefuzzion(&q).first());
        prop_assert_eq!(c.difference(), &diff);
        prop_assert_eq!(c.main_wins(), c.win());
    }

    #[test]
    fn challenges_count_totals_at_or_above_the_difficulty(n in 1u32..=8, bonus in -2i64..=3,
                                                          difficulty in -2i64..=14) {
        let h = Highest::d6(n).bonus(bonus);
        let d = h.distribution();
        prop_assert_eq!(challenge(&h, difficulty), d.probability_that(|t| *t >= difficulty));
    }
}

/// The same computation in each width must agree.
#[test]
fn every_width_gives_the_same_counts() {
    fn as_big<W: Weight>(v: Vec<(i64, W)>) -> Vec<(i64, BigUint)> {
        v.into_iter().map(|(o, w)| (o, w.to_big())).collect()
    }
    for n in [1, 5, 12, 20, 24] {
        for k in 0..=4 {
            let a = as_big(highest::counts::<u64>(n, k, 6));
            prop_assert_eq_sync(&a, &as_big(highest::counts::<u128>(n, k, 6)));
            prop_assert_eq_sync(&a, &as_big(highest::counts::<BigUint>(n, k, 6)));
        }
    }
    let sizes = [12, 10, 8, 8, 6, 4, 4, 12, 10];
    let a: Vec<_> = pool::counts::<u64>(&sizes).into_iter().map(|(o, w)| (o, w.to_big())).collect();
    let b: Vec<_> = pool::counts::<BigUint>(&sizes);
    assert_eq!(a, b);
}

fn prop_assert_eq_sync(a: &[(i64, BigUint)], b: &[(i64, BigUint)]) {
    assert_eq!(a, b);
}

/// The shared walk over every multiset gives each pool's own distribution.
#[test]
fn shared_walk_matches_each_pool() {
    let mut seen = 0;
    let dice = [Die::D4, Die::D6, Die::D8, Die::D10, Die::D12];
    let empty = counts::PoolCounts::new(Die::D12, 6).expect("12^6 fits in u64");
    empty.extensions(&[0; 5], &dice, 0, |mult, grown| {
        let sizes: Vec<u32> =
            dice.iter().zip(mult).flat_map(|(d, &m)| std::iter::repeat_n(d.sides(), m)).collect();
        assert_eq!(grown.joint(), pool::counts::<u64>(&sizes), "{sizes:?}");
        seen += 1;
    });
    // Multisets of 1..=6 dice of 5 sizes: C(11, 5) - 1.
    assert_eq!(seen, 461);
}

#[test]
fn counts_outgrow_u128_and_stay_exact() {
    // 50 d6: the sample space 6^50 needs more than 128 bits.
    let h = Highest::d6(50).remove(3);
    let d = h.distribution();
    assert!(d.denominator().bits() > 128);
    assert_eq!(d.total(), h.sample_space());
    // The value of the harness's closed_form.py for the same count.
    assert_eq!(d.count(&47), big(1_038_764_069_826));
}

#[test]
fn four_hundred_dice_in_closed_form() {
    let d = Highest::d6(400).remove(3).distribution();
    assert_eq!(d.total(), BigUint::from(6u32).pow(400));
}

// The rulebooks' worked examples, read as odds.
#[test]
fn two_d6_double_six_is_seven_fragmentos_retos() {
    let d = Highest::d6(2).distribution();
    assert_eq!(d.probability(&7).to_string(), "1/36");
    assert_eq!(d.probability(&1).to_string(), "0/1");
    assert_eq!(d.probability(&2).to_string(), "1/12"); // 1,1 reads 1 + 1; 2,1 and 1,2 read 2
}

#[test]
fn removing_every_die_reads_zero_44_p19() {
    let d = Highest::d6(2).remove(2).distribution();
    assert_eq!(d.probability(&0).to_string(), "1/1");
}

#[test]
fn fragmentos_challenge_needs_to_equal_or_beat_the_difficulty_retos() {
    // One d6 against difficulty 6: only a 6 ("igualar o superar").
    assert_eq!(challenge(&Highest::d6(1), 6).to_string(), "1/6");
    // Alpinismo +2 on one die: 4 or more on the die reaches 6.
    assert_eq!(challenge(&Highest::d6(1).bonus(2), 6).to_string(), "1/2");
}

#[test]
fn ties_go_by_each_games_rule() {
    let one = Highest::d6(1);
    let c44 = conflict_44(&one, &one);
    // 44, "Compare Results": a tie goes to the Director.
    assert_eq!(c44.tie().to_string(), "1/6");
    assert_eq!(c44.main_wins().to_string(), "5/12");
    assert_eq!(c44.main_loses().to_string(), "7/12");
    let frag = conflict_fragmentos(&one, &one);
    // Fragmentos, "Conflictos": the main character takes a tie.
    assert_eq!(frag.main_wins().to_string(), "7/12");
    assert_eq!(frag.main_loses().to_string(), "5/12");
    let gf = genrefuzzion_contest(&[Die::D4], &[Die::D4]);
    // Results 0 (a fumble), 2, 3, 4 each 1/4: a tie is 1/4, a strict win 3/8.
    assert_eq!(gf.tie().to_string(), "1/4");
    assert_eq!(gf.win().to_string(), "3/8");
}

#[test]
fn stress_is_the_difference_44_p20() {
    let c = conflict_44(&Highest::d6(1), &Highest::d6(1));
    let s = c.stress();
    assert_eq!(s.probability(&0).to_string(), "1/6");
    assert_eq!(s.probability(&5).to_string(), "1/18");
}
