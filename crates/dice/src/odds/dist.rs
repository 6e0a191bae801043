//! Exact distributions over a full ordered sample space, and reduced fractions for people.

use std::collections::BTreeMap;
use std::fmt;

use num_bigint::BigUint;
use num_integer::Integer;
use num_traits::{One, Zero};

/// An exact probability distribution: how many of the `denominator` equally likely ordered rolls
/// give each outcome. Outcomes with no roll are absent; the counts always sum to the denominator.
///
/// The denominator is the size of the full sample space (6^N for N d6, the product of the die sizes
/// for a mixed pool, the product of both sides' spaces for a contest), so counts of different
/// distributions of the same roll compare directly.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Distribution<O: Ord = i64> {
    den: BigUint,
    counts: BTreeMap<O, BigUint>,
}

/// The joint distribution of a result and a count (Fragmentos' omens, GenreFuzzion's fumbles).
pub type Joint = Distribution<(i64, u32)>;

impl<O: Ord + Clone> Distribution<O> {
    /// A distribution from its sample-space size and counts; zero counts are dropped and equal
    /// outcomes merged. Panics if the counts do not sum to `den` (an internal error, never input).
    pub fn from_counts(den: BigUint, counts: impl IntoIterator<Item = (O, BigUint)>) -> Distribution<O> {
        let mut map: BTreeMap<O, BigUint> = BTreeMap::new();
        for (o, c) in counts {
            if !c.is_zero() {
                *map.entry(o).or_default() += c;
            }
        }
        let d = Distribution { den, counts: map };
        assert_eq!(d.total(), d.den, "a distribution's counts must sum to its denominator");
        d
    }

    pub(crate) fn from_weights<W: super::weight::Weight>(den: &W, counts: Vec<(O, W)>) -> Distribution<O> {
        Distribution::from_counts(den.to_big(), counts.into_iter().map(|(o, w)| (o, w.to_big())))
    }

    /// The size of the full ordered sample space.
    pub fn denominator(&self) -> &BigUint {
        &self.den
    }

    /// Every outcome with its count of rolls, outcomes ascending.
    pub fn counts(&self) -> &BTreeMap<O, BigUint> {
        &self.counts
    }

    /// The number of rolls giving `outcome` (0 if none does).
    pub fn count(&self, outcome: &O) -> BigUint {
        self.counts.get(outcome).cloned().unwrap_or_default()
    }

    /// The sum of every count; equal to the denominator.
    pub fn total(&self) -> BigUint {
        self.counts.values().sum()
    }

    /// The probability of one outcome.
    pub fn probability(&self, outcome: &O) -> Fraction {
        Fraction::new(self.count(outcome), self.den.clone())
    }

    /// The probability that the outcome satisfies `pred`.
    pub fn probability_that(&self, mut pred: impl FnMut(&O) -> bool) -> Fraction {
        let n: BigUint = self.counts.iter().filter(|(o, _)| pred(o)).map(|(_, c)| c).sum();
        Fraction::new(n, self.den.clone())
    }

    /// Every outcome with its probability, outcomes ascending.
    pub fn probabilities(&self) -> BTreeMap<O, Fraction> {
        self.counts.iter().map(|(o, c)| (o.clone(), Fraction::new(c.clone(), self.den.clone()))).collect()
    }

    /// The distribution of `f(outcome)` (a marginal, a shift by a bonus, ...).
    pub fn map<P: Ord + Clone>(&self, mut f: impl FnMut(&O) -> P) -> Distribution<P> {
        Distribution::from_counts(self.den.clone(), self.counts.iter().map(|(o, c)| (f(o), c.clone())))
    }
}

impl<A: Ord + Clone, B: Ord + Clone> Distribution<(A, B)> {
    /// The distribution of the first component.
    pub fn first(&self) -> Distribution<A> {
        self.map(|(a, _)| a.clone())
    }

    /// The distribution of the second component.
    pub fn second(&self) -> Distribution<B> {
        self.map(|(_, b)| b.clone())
    }
}

/// A probability as a reduced fraction of big integers; shown as `"5/324"`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Fraction {
    num: BigUint,
    den: BigUint,
}

impl Fraction {
    /// `num / den`, reduced. Panics if `den` is zero.
    pub fn new(num: BigUint, den: BigUint) -> Fraction {
        assert!(!den.is_zero(), "a fraction needs a non-zero denominator");
        if num.is_zero() {
            return Fraction { num, den: BigUint::one() };
        }
        let g = num.gcd(&den);
        Fraction { num: num / &g, den: den / &g }
    }

    /// The reduced numerator.
    pub fn numerator(&self) -> &BigUint {
        &self.num
    }

    /// The reduced denominator.
    pub fn denominator(&self) -> &BigUint {
        &self.den
    }

    /// The percentage rounded half up to `decimals` places, computed exactly: `"12.35"`.
    pub fn percent(&self, decimals: u32) -> String {
        let scale = BigUint::from(10u32).pow(decimals);
        let scaled = &self.num * 100u32 * &scale * 2u32 + &self.den;
        let rounded = scaled / (&self.den * 2u32);
        let (int, frac) = rounded.div_rem(&scale);
        if decimals == 0 {
            int.to_string()
        } else {
            format!("{int}.{:0>width$}", frac.to_string(), width = decimals as usize)
        }
    }

    /// 1 − self.
    pub fn complement(&self) -> Fraction {
        Fraction::new(&self.den - &self.num, self.den.clone())
    }
}

impl fmt::Display for Fraction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.num, self.den)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn frac(n: u32, d: u32) -> Fraction {
        Fraction::new(BigUint::from(n), BigUint::from(d))
    }

    #[test]
    fn fractions_are_reduced() {
        assert_eq!(frac(10, 648).to_string(), "5/324");
        assert_eq!(frac(0, 36).to_string(), "0/1");
        assert_eq!(frac(36, 36).to_string(), "1/1");
    }

    #[test]
    fn percentages_round_half_up_exactly() {
        assert_eq!(frac(1, 3).percent(2), "33.33");
        assert_eq!(frac(2, 3).percent(2), "66.67");
        assert_eq!(frac(1, 8).percent(1), "12.5");
        assert_eq!(frac(1, 16).percent(1), "6.3");
        assert_eq!(frac(1, 1).percent(0), "100");
        assert_eq!(frac(1, 1000).percent(2), "0.10");
    }

    #[test]
    fn marginals_keep_the_denominator() {
        let d = Distribution::from_counts(
            BigUint::from(4u32),
            [((1i64, 0u32), BigUint::from(1u32)), ((1, 1), BigUint::from(2u32)), ((2, 1), BigUint::one())],
        );
        assert_eq!(d.first().count(&1), BigUint::from(3u32));
        assert_eq!(d.second().probability(&1).to_string(), "3/4");
    }
}
