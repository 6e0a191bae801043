//! Dice for Tablón: the dice and pools of its games, how each game reads a roll, the exact odds of
//! any roll or contest, and rolls anyone can verify afterwards.
//!
//! ```
//! use dice::{HighestRoll, Die, DiceSource, Scripted};
//!
//! // 44: roll five d6, an Anxiety removes the highest die.
//! let mut dice = Scripted::new([6, 4, 4, 2, 1]);
//! let faces = dice.roll(&[Die::D6; 5]);
//! let roll = HighestRoll::evaluate(&faces, 1);
//! assert_eq!(roll.removed, vec![6]);
//! assert_eq!(roll.value, 5); // 4 and another 4
//! ```
//!
//! Game crates take a `&mut dyn DiceSource`; the server passes a [`VerifiableRoller`], tests pass
//! [`Scripted`] faces.

mod die;
mod fuzzion;
mod highest;
mod notation;
pub mod odds;
mod verifiable;

pub use die::Die;
pub use fuzzion::{PoolRoll, RolledDie};
pub use highest::{HighestRoll, ReserveError, apply_reserve, highest_with_matches};
pub use notation::Notation;
pub use verifiable::{RollRecord, ServerSeed, Verdict, VerifiableRoller};

use std::collections::VecDeque;

/// Where game rules get their dice from. Each call is one roll: one throw of a list of dice, which a
/// verifiable source records as one [`RollRecord`].
pub trait DiceSource {
    /// Throws `dice` and returns their faces, in the same order, each in `1..=sides`.
    fn roll(&mut self, dice: &[Die]) -> Vec<u32>;
}

/// Faces given in advance, for tests and worked examples. Panics when it runs out or a face does not
/// fit its die: a test that asks for dice it did not script is a broken test.
#[derive(Clone, Debug, Default)]
pub struct Scripted {
    faces: VecDeque<u32>,
}

impl Scripted {
    /// A source that hands out `faces` in order.
    pub fn new(faces: impl IntoIterator<Item = u32>) -> Scripted {
        Scripted { faces: faces.into_iter().collect() }
    }

    /// How many scripted faces are left.
    pub fn remaining(&self) -> usize {
        self.faces.len()
    }
}

impl DiceSource for Scripted {
    fn roll(&mut self, dice: &[Die]) -> Vec<u32> {
        dice.iter()
            .map(|d| {
                let f = self
                    .faces
                    .pop_front()
                    .unwrap_or_else(|| panic!("scripted dice ran out while throwing {d}"));
                assert!((1..=d.sides()).contains(&f), "scripted face {f} does not fit {d}");
                f
            })
            .collect()
    }
}

/// Dice for asking a game whether it would accept a command, without rolling for real: faces cycle
/// through each die's range (1, 2, … sides, 1, …), so every face comes up and no roll repeats a tie
/// forever. Legality never depends on the faces; only what happens next does.
#[derive(Clone, Debug, Default)]
pub struct Probe {
    last: u32,
}

impl Probe {
    /// A probe whose first face is 1.
    pub fn new() -> Probe {
        Probe::default()
    }
}

impl DiceSource for Probe {
    fn roll(&mut self, dice: &[Die]) -> Vec<u32> {
        dice.iter()
            .map(|d| {
                self.last = self.last % d.sides() + 1;
                self.last
            })
            .collect()
    }
}

/// What was wrong with a die, a notation or a seed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum DiceError {
    /// A die needs 2 to 1000 sides.
    #[error("a die needs 2 to 1000 sides, not {sides}")]
    BadSides {
        /// The sides asked for.
        sides: u32,
    },
    /// Not a die like `d6`.
    #[error("\"{text}\" is not a die: write it like d4, d6, d8, d10 or d12")]
    BadDie {
        /// The text given.
        text: String,
    },
    /// Not dice notation.
    #[error("\"{text}\" is not dice notation ({why}); write it like 3d6+2, 2d8 or d12")]
    BadNotation {
        /// The text given.
        text: String,
        /// What in particular is wrong.
        why: String,
    },
    /// Not a server seed.
    #[error("\"{text}\" is not a server seed: it must be 64 hexadecimal digits")]
    BadSeed {
        /// The text given (cut to 80 characters).
        text: String,
    },
}
