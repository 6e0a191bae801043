//! The GenreFuzzion pool: step dice, the sum of the two highest, fumbles and the effect die.
//!
//! Rulebook, "Tirando el pozo": the result is the sum of the two dice with the highest values; a die
//! showing 1 is a fumble (*pifia*) and counts neither for the result nor as effect die; the effect die
//! is chosen later among the dice not used for the result, by size, not value ("No importa el valor
//! del dado ... sino su tamaño").

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::Die;

/// One die of a rolled pool with the face it shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct RolledDie {
    /// The die thrown.
    pub die: Die,
    /// The face it shows.
    pub face: u32,
}

/// The reading of a rolled GenreFuzzion pool.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct PoolRoll {
    /// Every die thrown with its face, in the order thrown.
    pub dice: Vec<RolledDie>,
    /// Indexes (into `dice`) of the dice summed for the result: the two highest faces that are not
    /// fumbles; among equal faces the smaller die is used, so the larger stays free as effect die.
    pub used: Vec<usize>,
    /// Indexes of the fumbles.
    pub fumbles: Vec<usize>,
    /// Sum of the used dice (0 when every die fumbled).
    pub result: u32,
    /// Indexes of the dice that may be the effect die, largest die first.
    pub effect_candidates: Vec<usize>,
}

impl PoolRoll {
    /// Reads a pool where faces at or below `fumble_at_most` fumble (1 by the basic rule; some tricks
    /// and flaws change it: "Savoir Faire" makes it 0, "Inocencia" makes it 2).
    pub fn evaluate(dice: &[RolledDie], fumble_at_most: u32) -> PoolRoll {
        let fumbles: Vec<usize> = (0..dice.len()).filter(|&i| dice[i].face <= fumble_at_most).collect();
        let mut good: Vec<usize> = (0..dice.len()).filter(|&i| dice[i].face > fumble_at_most).collect();
        // Highest face first; on equal faces the smaller die first, keeping big dice for effect.
        good.sort_by(|&a, &b| {
            dice[b].face.cmp(&dice[a].face).then(dice[a].die.cmp(&dice[b].die)).then(a.cmp(&b))
        });
        let used: Vec<usize> = good.iter().copied().take(2).collect();
        let mut effect_candidates: Vec<usize> = good.iter().copied().skip(2).collect();
        effect_candidates.sort_by(|&a, &b| dice[b].die.cmp(&dice[a].die).then(a.cmp(&b)));
        PoolRoll {
            result: used.iter().map(|&i| dice[i].face).sum(),
            dice: dice.to_vec(),
            used,
            fumbles,
            effect_candidates,
        }
    }

    /// The largest die free to be the effect die, if any.
    pub fn best_effect_die(&self) -> Option<Die> {
        self.effect_candidates.first().map(|&i| self.dice[i].die)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn roll(spec: &[(Die, u32)]) -> PoolRoll {
        let dice: Vec<RolledDie> = spec.iter().map(|&(die, face)| RolledDie { die, face }).collect();
        PoolRoll::evaluate(&dice, 1)
    }

    #[test]
    fn result_is_the_sum_of_the_two_highest() {
        let r = roll(&[(Die::D8, 7), (Die::D8, 2), (Die::D6, 5), (Die::D4, 3)]);
        assert_eq!(r.result, 12);
        assert_eq!(r.best_effect_die(), Some(Die::D8));
    }

    #[test]
    fn fumbles_count_for_nothing() {
        let r = roll(&[(Die::D12, 1), (Die::D6, 4), (Die::D4, 1)]);
        assert_eq!(r.result, 4);
        assert_eq!(r.fumbles, vec![0, 2]);
        assert_eq!(r.best_effect_die(), None, "a fumble cannot be the effect die");
        assert_eq!(roll(&[(Die::D6, 1), (Die::D8, 1)]).result, 0);
    }

    #[test]
    fn effect_die_is_chosen_by_size_not_value() {
        let r = roll(&[(Die::D4, 4), (Die::D6, 6), (Die::D12, 2), (Die::D8, 5)]);
        assert_eq!(r.result, 11);
        assert_eq!(r.best_effect_die(), Some(Die::D12));
    }

    #[test]
    fn equal_faces_spend_the_smaller_die() {
        let r = roll(&[(Die::D12, 4), (Die::D4, 4), (Die::D6, 4)]);
        assert_eq!(r.result, 8);
        assert_eq!(r.best_effect_die(), Some(Die::D12));
    }

    #[test]
    fn tricks_can_move_the_fumble_threshold() {
        let dice = [RolledDie { die: Die::D6, face: 2 }, RolledDie { die: Die::D6, face: 1 }];
        assert_eq!(PoolRoll::evaluate(&dice, 2).result, 0);
        assert_eq!(PoolRoll::evaluate(&dice, 0).result, 3);
    }
}
