//! A die and its faces.

use std::fmt;
use std::str::FromStr;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::DiceError;

/// A fair die with `sides` faces numbered 1..=sides.
///
/// Serialized as its notation (`"d6"`), so logs and scripts stay readable.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(try_from = "String", into = "String")]
#[schemars(with = "String")]
pub struct Die {
    sides: u32,
}

impl Die {
    /// The four-sided die.
    pub const D4: Die = Die { sides: 4 };
    /// The six-sided die.
    pub const D6: Die = Die { sides: 6 };
    /// The eight-sided die.
    pub const D8: Die = Die { sides: 8 };
    /// The ten-sided die.
    pub const D10: Die = Die { sides: 10 };
    /// The twelve-sided die.
    pub const D12: Die = Die { sides: 12 };
    /// The largest die Tablón accepts; beyond it a "die" is a lottery.
    pub const MAX_SIDES: u32 = 1000;

    /// A die with `sides` faces; between 2 and [`Die::MAX_SIDES`].
    pub fn new(sides: u32) -> Result<Die, DiceError> {
        if (2..=Self::MAX_SIDES).contains(&sides) {
            Ok(Die { sides })
        } else {
            Err(DiceError::BadSides { sides })
        }
    }

    /// The number of faces.
    pub fn sides(self) -> u32 {
        self.sides
    }
}

impl fmt::Display for Die {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "d{}", self.sides)
    }
}

impl FromStr for Die {
    type Err = DiceError;

    /// Parses `d6`, `D6` or `6`.
    fn from_str(s: &str) -> Result<Die, DiceError> {
        let t = s.trim();
        let digits = t.strip_prefix(['d', 'D']).unwrap_or(t);
        let sides = digits.parse::<u32>().map_err(|_| DiceError::BadDie { text: s.to_owned() })?;
        Die::new(sides)
    }
}

impl TryFrom<String> for Die {
    type Error = DiceError;
    fn try_from(s: String) -> Result<Die, DiceError> {
        s.parse()
    }
}

impl From<Die> for String {
    fn from(d: Die) -> String {
        d.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_prints_notation() {
        assert_eq!("d8".parse::<Die>().unwrap(), Die::D8);
        assert_eq!("D12".parse::<Die>().unwrap(), Die::D12);
        assert_eq!("20".parse::<Die>().unwrap().to_string(), "d20");
    }

    #[test]
    fn refuses_impossible_dice() {
        assert!("d1".parse::<Die>().is_err());
        assert!("d0".parse::<Die>().is_err());
        assert!("dx".parse::<Die>().is_err());
        assert!(Die::new(1001).is_err());
    }

    #[test]
    fn serializes_as_notation() {
        let json = serde_json::to_string(&Die::D10).unwrap();
        assert_eq!(json, "\"d10\"");
        assert_eq!(serde_json::from_str::<Die>(&json).unwrap(), Die::D10);
        assert!(serde_json::from_str::<Die>("\"d1\"").is_err());
    }
}
