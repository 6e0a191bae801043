//! Exact odds of every roll and contest of Tablón's dice games, as big-integer counts over the full
//! ordered sample space (never floating point), shown as reduced fractions and percentages.
//!
//! - [`Highest`]: "highest with matches" (44 and Fragmentos) of N dice with the K highest removed
//!   plus a flat bonus, alone ([`Highest::distribution`]) or jointly with the omens
//!   ([`Highest::with_omens`]);
//! - [`conflict_44`], [`conflict_fragmentos`] and [`challenge`];
//! - [`genrefuzzion`] (result and fumbles of a mixed pool) and [`genrefuzzion_contest`].
//!
//! Nothing enumerates rolls: "highest with matches" is a closed form of `F · N` terms (`F · N²`
//! with the omens) and a GenreFuzzion pool a dynamic programme over thresholds of `O(n² S²)` steps
//! (see the `highest` and `pool` modules). Counts use `u64` or `u128` while the sample space fits
//! and big integers beyond; every path is checked against brute-force enumeration in the tests.
//! [`counts`] gives the same exact counts in `u64`, for programs that write many distributions fast
//! (`tablon odds bench`, the icepool benchmark in `bench/dice`).
//!
//! # Rulings
//! - Omens are every 1 rolled, removed dice included (as [`crate::HighestRoll`] counts them and as
//!   the icepool harness does).
//! - A flat bonus is added to the result even when every die was removed (0 + bonus).
//! - A Fragmentos challenge succeeds when the total equals or beats the difficulty ("Retos": "el valor
//!   numérico que el jugador tiene que igualar o superar").
//! - Contests report `win` and `loss` under the game's tie rule (they sum to 1) and `tie`, the chance
//!   of equal results, which is already inside one of them: 44 and GenreFuzzion give ties to the
//!   opposition, Fragmentos to the main character (against monsters and secondaries).
//! - 44's Stress is `|main − Director|`, suffered by the loser; a tie is a loss with no Stress.
//!
//! # Not implemented
//! - Odds with 44's Reserve dice (they are chosen after the roll, so the odds depend on a choice).
//! - Fragmentos conflicts between two main characters (a tie is re-rolled): use `win`, `tie` and `loss`.
//! - GenreFuzzion tricks that move the fumble threshold ("Savoir Faire", "Inocencia") and the effect
//!   die's distribution: the odds follow the basic rule, 1s fumble.
//!
//! ```
//! use dice::odds::{Highest, conflict_44};
//!
//! // Two d6, nothing removed: a result of 7 needs a double six.
//! let two = Highest::d6(2).distribution();
//! assert_eq!(two.probability(&7).to_string(), "1/36");
//! assert_eq!(two.probability(&6).percent(2), "30.56"); // 6 and a lower die, or a double five
//!
//! // 44 ("Compare Results"): the main character wins only with a strictly higher result; a tie
//! // goes to the Director.
//! let c = conflict_44(&Highest::d6(3), &Highest::d6(3));
//! assert_eq!(c.win(), c.loss()); // equal pools: as likely higher as lower
//! assert_eq!(c.main_wins(), c.win());
//! ```

pub mod counts;
mod dist;
mod highest;
mod pool;
#[cfg(test)]
mod tests;
pub(crate) mod weight;

pub use dist::{Distribution, Fraction, Joint};
/// The big unsigned integer of every count (re-exported so callers need no `num-bigint`).
pub use num_bigint::BigUint;

use crate::Die;
use weight::{Weight, Width, in_width};

/// A "highest with matches" roll: `dice` dice of `die`, the `remove` highest removed (44's
/// Anxieties and Secrets), a flat `bonus` added to the result (a Fragmentos trait; also added when
/// every die was removed and the dice read 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Highest {
    /// Dice thrown.
    pub dice: u32,
    /// The die thrown (d6 in both games).
    pub die: Die,
    /// Highest dice removed before reading the result.
    pub remove: u32,
    /// Added to the result.
    pub bonus: i64,
}

impl Highest {
    /// `dice` d6, nothing removed, no bonus.
    pub fn d6(dice: u32) -> Highest {
        Highest { dice, die: Die::D6, remove: 0, bonus: 0 }
    }

    /// The same roll with the `k` highest dice removed.
    pub fn remove(self, k: u32) -> Highest {
        Highest { remove: k, ..self }
    }

    /// The same roll with a flat bonus.
    pub fn bonus(self, bonus: i64) -> Highest {
        Highest { bonus, ..self }
    }

    /// The same roll with another die.
    pub fn die(self, die: Die) -> Highest {
        Highest { die, ..self }
    }

    /// The number of ordered rolls: sides^dice.
    pub fn sample_space(&self) -> BigUint {
        BigUint::from(self.die.sides()).pow(self.dice)
    }

    fn width(&self) -> Width {
        Width::for_size(&self.sample_space())
    }

    pub(crate) fn counts<W: Weight>(&self) -> Vec<(i64, W)> {
        let mut c = highest::counts::<W>(self.dice, self.remove, self.die.sides());
        for (o, _) in &mut c {
            *o += self.bonus;
        }
        c
    }

    /// The distribution of the result plus the bonus.
    pub fn distribution(&self) -> Distribution<i64> {
        let den = self.sample_space();
        in_width!(self.width(), W => Distribution::from_weights(&W::from_big(&den), self.counts::<W>()))
    }

    /// The joint distribution of (result plus bonus, omens), omens being the 1s among all the dice
    /// rolled, removed ones included (Fragmentos, "Presagios").
    pub fn with_omens(&self) -> Joint {
        let den = self.sample_space();
        in_width!(self.width(), W => {
            let c = highest::counts_with_omens::<W>(self.dice, self.remove, self.die.sides());
            let c = c.into_iter().map(|((r, o), w)| ((r + self.bonus, o), w)).collect();
            Distribution::from_weights(&W::from_big(&den), c)
        })
    }
}

/// Who takes a tie in a contest.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TieGoesTo {
    /// The main character (or protagonist) wins ties: Fragmentos against monsters and secondaries.
    Main,
    /// The opposition wins ties: 44's Director, GenreFuzzion's antagonist.
    Opposition,
}

/// A contest between the main side and the opposition: the distribution of the difference
/// `main − opposition` of their results, and the game's tie rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Contest {
    difference: Distribution<i64>,
    ties: TieGoesTo,
}

impl Contest {
    /// The distribution of `main − opposition` over both sides' joint sample space.
    pub fn difference(&self) -> &Distribution<i64> {
        &self.difference
    }

    /// The game's tie rule.
    pub fn tie_goes_to(&self) -> TieGoesTo {
        self.ties
    }

    /// The main side's result is strictly higher. With [`Contest::tie`] and [`Contest::loss`] this
    /// partitions every outcome: the three add up to 1.
    pub fn win(&self) -> Fraction {
        self.difference.probability_that(|d| *d > 0)
    }

    /// Both results are equal; [`Contest::tie_goes_to`] says who takes it.
    pub fn tie(&self) -> Fraction {
        self.difference.probability(&0)
    }

    /// The main side's result is strictly lower.
    pub fn loss(&self) -> Fraction {
        self.difference.probability_that(|d| *d < 0)
    }

    /// The main side takes the contest under the game's tie rule: a win, plus a tie where ties go
    /// to the main side.
    pub fn main_wins(&self) -> Fraction {
        match self.ties {
            TieGoesTo::Main => self.difference.probability_that(|d| *d >= 0),
            TieGoesTo::Opposition => self.win(),
        }
    }

    /// The opposition takes the contest under the game's tie rule (the complement of
    /// [`Contest::main_wins`]).
    pub fn main_loses(&self) -> Fraction {
        self.main_wins().complement()
    }

    /// The distribution of `|main − opposition|`: 44's Stress, suffered by the loser ("Conflict
    /// losers suffer Stress equal to the difference"; a tie loses with no Stress).
    pub fn stress(&self) -> Distribution<u64> {
        self.difference.map(|d| d.unsigned_abs())
    }
}

/// Counts of `a − b` for two ascending count lists.
pub(crate) fn difference<W: Weight>(a: &[(i64, W)], b: &[(i64, W)]) -> Vec<(i64, W)> {
    let (Some(a_lo), Some(a_hi), Some(b_lo), Some(b_hi)) = (a.first(), a.last(), b.first(), b.last()) else {
        return Vec::new();
    };
    let lo = a_lo.0 - b_hi.0;
    let mut out = vec![W::zero(); (a_hi.0 - b_lo.0 - lo) as usize + 1];
    for (x, wx) in a {
        for (y, wy) in b {
            out[(x - y - lo) as usize].add_mul(wx, wy);
        }
    }
    out.into_iter().enumerate().filter(|(_, c)| !c.is_zero()).map(|(i, c)| (i as i64 + lo, c)).collect()
}

fn highest_contest(main: &Highest, opposition: &Highest, ties: TieGoesTo) -> Contest {
    let den = main.sample_space() * opposition.sample_space();
    let difference = in_width!(Width::for_size(&den), W => {
        let d = difference(&main.counts::<W>(), &opposition.counts::<W>());
        Distribution::from_weights(&W::from_big(&den), d)
    });
    Contest { difference, ties }
}

/// A 44 conflict roll ("Rolling the Dice", "Compare Results"): the main character's pool against the
/// Director's, each with its removals. The main character wins only when the result exceeds the
/// Director's; a tie goes to the Director with no Stress ("Tied Results").
pub fn conflict_44(main: &Highest, director: &Highest) -> Contest {
    highest_contest(main, director, TieGoesTo::Opposition)
}

/// A Fragmentos conflict ("Conflictos"): the higher total wins and a tie goes to the main character
/// ("En caso de empate, un personaje principal vence a monstruos y secundarios").
pub fn conflict_fragmentos(main: &Highest, opponent: &Highest) -> Contest {
    highest_contest(main, opponent, TieGoesTo::Main)
}

/// A Fragmentos challenge ("Retos"): success when the total equals or exceeds the difficulty ("el
/// valor numérico que el jugador tiene que igualar o superar con su tirada para tener éxito").
pub fn challenge(roll: &Highest, difficulty: i64) -> Fraction {
    roll.distribution().probability_that(|total| *total >= difficulty)
}

fn pool_sizes(pool: &[Die]) -> (Vec<u32>, BigUint) {
    let sizes: Vec<u32> = pool.iter().map(|d| d.sides()).collect();
    let den = sizes.iter().map(|&s| BigUint::from(s)).product();
    (sizes, den)
}

/// The joint distribution of (result, fumbles) of a GenreFuzzion pool ("Tirando el pozo"): the sum
/// of the two highest dice that are not 1s (one such die: its value; none: 0), and the number of 1s.
pub fn genrefuzzion(pool: &[Die]) -> Joint {
    let (sizes, den) = pool_sizes(pool);
    in_width!(Width::for_size(&den), W => {
        Distribution::from_weights(&W::from_big(&den), pool::counts::<W>(&sizes))
    })
}

fn marginal<W: Weight>(joint: Vec<((i64, u32), W)>) -> Vec<(i64, W)> {
    let mut out: Vec<(i64, W)> = Vec::new();
    for ((r, _), w) in joint {
        match out.last_mut() {
            Some((last, acc)) if *last == r => acc.add_assign(&w),
            _ => out.push((r, w)),
        }
    }
    out
}

/// A GenreFuzzion scene's roll-off ("Oponerse"): the protagonist wins only with a strictly greater
/// result ("Si el resultado del protagonista es mayor que el del antagonista ... ha ganado la
/// escena. Si por el contrario, el resultado del antagonista es igual o mayor, la escena continua").
pub fn genrefuzzion_contest(protagonist: &[Die], antagonist: &[Die]) -> Contest {
    let (ps, pden) = pool_sizes(protagonist);
    let (as_, aden) = pool_sizes(antagonist);
    let den = pden * aden;
    let difference = in_width!(Width::for_size(&den), W => {
        let p = marginal(pool::counts::<W>(&ps));
        let a = marginal(pool::counts::<W>(&as_));
        Distribution::from_weights(&W::from_big(&den), difference(&p, &a))
    });
    Contest { difference, ties: TieGoesTo::Opposition }
}
