//! "Highest with matches": the roll of 44 and Fragmentos.
//!
//! 44 (p. 19, "Conflict Rolls"): remove the highest dice for each Anxiety and revealed Secret, then the
//! result is the highest remaining die plus 1 for each further die showing that same value.
//! Fragmentos ("Desafíos"): the same reading, every 1 rolled is an omen, and a trait's bonus is added to
//! the result.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// The evaluation of one pool of d6 (or any dice) under "highest with matches".
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct HighestRoll {
    /// Every face rolled, in the order rolled.
    pub faces: Vec<u32>,
    /// The dice removed before reading the result (the highest ones), highest first.
    /// 44 lets their owner put them into Reserve.
    pub removed: Vec<u32>,
    /// The dice that remained, highest first.
    pub kept: Vec<u32>,
    /// Highest kept value plus one per further kept die of that value; 0 when nothing was kept.
    pub value: u32,
    /// How many 1s were rolled (Fragmentos' omens), counting removed dice too.
    pub omens: u32,
}

impl HighestRoll {
    /// Evaluates `faces` after removing the `remove` highest results.
    pub fn evaluate(faces: &[u32], remove: usize) -> HighestRoll {
        let mut sorted = faces.to_vec();
        sorted.sort_unstable_by(|a, b| b.cmp(a));
        let cut = remove.min(sorted.len());
        let kept = sorted.split_off(cut);
        HighestRoll {
            faces: faces.to_vec(),
            removed: sorted,
            value: highest_with_matches(&kept),
            kept,
            omens: faces.iter().filter(|&&f| f == 1).count() as u32,
        }
    }

    /// The die value the result was read from (the highest kept die), 0 when nothing was kept.
    pub fn face(&self) -> u32 {
        self.kept.first().copied().unwrap_or(0)
    }

    /// The value plus a flat bonus (a Fragmentos trait), added after matches.
    pub fn total(&self, bonus: i32) -> i32 {
        self.value as i32 + bonus
    }
}

/// Highest value plus one for each further die showing it (2,4,4 → 5; 4,4,4 → 6; 2,2,4 → 4);
/// an empty pool is 0.
pub fn highest_with_matches(faces: &[u32]) -> u32 {
    let Some(&top) = faces.iter().max() else { return 0 };
    let matches = faces.iter().filter(|&&f| f == top).count() as u32;
    top + matches - 1
}

/// 44's Reserve dice (p. 29, "Using Reserve Dice"): a Reserve die may replace the result, and each
/// Reserve die equal to the die value the result was read from adds +1 to it (p. 24: a 6 read from two
/// 5s becomes 7 with a Reserve 5). `face` and `value` are that die value and the result; `replace`
/// is the Reserve die spent to replace the result (if any), after which the replacing die is the face;
/// `boosts` are those spent to boost it. A boost die that does not match is refused.
pub fn apply_reserve(
    face: u32,
    value: u32,
    replace: Option<u32>,
    boosts: &[u32],
) -> Result<u32, ReserveError> {
    let (face, value) = replace.map_or((face, value), |r| (r, r));
    if let Some(&bad) = boosts.iter().find(|&&b| b != face) {
        return Err(ReserveError::BoostDoesNotMatch { die: bad, face });
    }
    Ok(value + boosts.len() as u32)
}

/// Why Reserve dice could not be used as asked.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReserveError {
    /// Only a Reserve die equal to the die value the result was read from can boost it.
    #[error(
        "a reserve die showing {die} cannot boost a result read from {face}s: only dice showing {face} add +1"
    )]
    BoostDoesNotMatch {
        /// The offending die.
        die: u32,
        /// The die value it should have matched.
        face: u32,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    // The and rulebooks' worked examples of the result with matches.
    #[test]
    fn matches_add_one_each() {
        assert_eq!(highest_with_matches(&[2, 4, 4]), 5);
        assert_eq!(highest_with_matches(&[4, 4, 4]), 6);
        assert_eq!(highest_with_matches(&[2, 2, 4]), 4);
        assert_eq!(highest_with_matches(&[]), 0);
    }

    #[test]
    fn removal_takes_the_highest_first() {
        let r = HighestRoll::evaluate(&[6, 3, 3, 1, 6], 2);
        assert_eq!(r.removed, vec![6, 6]);
        assert_eq!(r.kept, vec![3, 3, 1]);
        assert_eq!(r.value, 4);
        assert_eq!(r.omens, 1);
    }

    #[test]
    fn removing_every_die_leaves_zero() {
        let r = HighestRoll::evaluate(&[5, 2], 3);
        assert_eq!(r.value, 0);
        assert_eq!(r.removed, vec![5, 2]);
    }

    #[test]
    fn fragmentos_bonus_is_added_after_matches() {
        let r = HighestRoll::evaluate(&[3, 3, 1, 1], 0);
        assert_eq!(r.value, 4);
        assert_eq!(r.total(2), 6);
        assert_eq!(r.omens, 2);
    }

    // 44 p. 29, first Reserve example: a roll of 4 replaced by a 6 from Reserve.
    #[test]
    fn reserve_die_replaces_the_result_44_p29() {
        assert_eq!(apply_reserve(4, 4, Some(6), &[]), Ok(6));
    }

    // 44 p. 29, second example: a result of 5 boosted by two Reserve 5s becomes 7.
    #[test]
    fn reserve_dice_matching_the_result_boost_it_44_p29() {
        assert_eq!(apply_reserve(5, 5, None, &[5, 5]), Ok(7));
        assert!(apply_reserve(5, 5, None, &[4]).is_err());
    }

    // 44 p. 24: a 6 read from two 5s becomes 7 with a Reserve 5: boosts match the face, not the result.
    #[test]
    fn reserve_boosts_match_the_face_44_p24() {
        assert_eq!(apply_reserve(5, 6, None, &[5]), Ok(7));
        assert!(apply_reserve(5, 6, None, &[6]).is_err());
        assert_eq!(apply_reserve(5, 6, Some(4), &[4]), Ok(5));
    }
}
