//! Named versions of the two AIs, so each can be played against its earlier self: a
//! change that makes the Mastermind or the Protagonists stronger shows as a number in
//! `looper-eval versions` (the current AI's win rate against the earlier version of the other
//! side, beside the earlier version against itself).
//!
//! A version pins what the code takes as parameters: the Mastermind's [`Budget`] and the
//! Protagonist's [`PlayerBudget`], seeds included, so the same games are played. The current AI is
//! `Budget::default()` and `PlayerBudget::default()`. What a version cannot pin is the code
//! itself: whoever changes how an AI decides (its priors, its heuristics) and wants the old
//! behaviour measurable keeps it behind a new variant here (the old code path chosen by the
//! version), and the table in the crate README says which version each row is.

use crate::mastermind::Budget;
use crate::player::PlayerBudget;

/// A named version of both AIs' parameters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Version {
    /// Issue 20's AIs as they were measured in the crate README's evaluation table (November
    /// 2026): the Mastermind at 160 rollouts over 10 candidates, the Protagonist drawing 48
    /// scripts, searching 8, 96 rollouts over 6 candidates.
    V1,
}

impl Version {
    /// Every version, oldest first.
    pub const ALL: [Version; 1] = [Version::V1];

    /// The version's name on the command line and in tables (`v1`).
    pub fn name(self) -> &'static str {
        match self {
            Version::V1 => "v1",
        }
    }

    /// The version named `name` (`v1`).
    pub fn parse(name: &str) -> Option<Version> {
        Version::ALL.into_iter().find(|v| v.name() == name)
    }

    /// The Mastermind's parameters in this version.
    pub fn mastermind(self) -> Budget {
        match self {
            Version::V1 => Budget { rollouts: 160, candidates: 10, seed: 0x7a61 },
        }
    }

    /// The AI Protagonist's parameters in this version.
    pub fn player(self) -> PlayerBudget {
        match self {
            Version::V1 => PlayerBudget { drawn: 48, samples: 8, rollouts: 96, candidates: 6, seed: 0x5eed },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for v in Version::ALL {
            assert_eq!(Version::parse(v.name()), Some(v));
        }
        assert_eq!(Version::parse("v0"), None);
    }
}
