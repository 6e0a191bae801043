//! Exact counts in `u64`, for programs that write many distributions fast in their own format (the
//! icepool benchmark of `tablon odds bench`): the numbers a [`Distribution`](super::Distribution)
//! holds, without big integers or maps. Each answers `None` when the sample space does not fit in
//! `u64`; the distributions are exact at any size.

use super::weight::Width;
use super::{Highest, highest, pool};
use crate::Die;

pub use super::pool::PoolCounts;

fn fits(roll: &Highest) -> bool {
    roll.width() == Width::U64
}

/// The counts of the result (bonus included) of a "highest with matches" roll, outcomes ascending,
/// zero counts left out: [`Highest::distribution`] in `u64`.
pub fn highest(roll: &Highest) -> Option<Vec<(i64, u64)>> {
    fits(roll).then(|| roll.counts::<u64>())
}

/// The counts of (result with bonus, omens) of a "highest with matches" roll, ascending:
/// [`Highest::with_omens`] in `u64`.
pub fn highest_with_omens(roll: &Highest) -> Option<Vec<((i64, u32), u64)>> {
    fits(roll).then(|| {
        let c = highest::counts_with_omens::<u64>(roll.dice, roll.remove, roll.die.sides());
        c.into_iter().map(|((r, o), w)| ((r + roll.bonus, o), w)).collect()
    })
}

/// The counts of (result, fumbles) of a GenreFuzzion pool, ascending:
/// [`genrefuzzion`](super::genrefuzzion) in `u64`.
pub fn genrefuzzion(pool: &[Die]) -> Option<Vec<((i64, u32), u64)>> {
    let sizes: Vec<u32> = pool.iter().map(|d| d.sides()).collect();
    let space = sizes.iter().try_fold(1u64, |acc, &s| acc.checked_mul(u64::from(s)))?;
    (Width::for_bits(u64::from(space.ilog2()) + 1) == Width::U64).then(|| pool::counts::<u64>(&sizes))
}

/// The counts of `a − b` over both sample spaces, for two ascending count lists (a contest's
/// difference, as [`Contest::difference`](super::Contest::difference) holds it).
pub fn difference(a: &[(i64, u64)], b: &[(i64, u64)]) -> Option<Vec<(i64, u64)>> {
    let total = |c: &[(i64, u64)]| c.iter().try_fold(0u64, |acc, (_, w)| acc.checked_add(*w));
    let space = total(a)?.checked_mul(total(b)?)?;
    (space < 1 << 63).then(|| super::difference(a, b))
}
