//! Generic dice notation: `3d6+2`, `2d8`, `d12`, `d6+d8-1`.

use std::fmt;
use std::str::FromStr;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::{DiceError, Die};

/// The most dice one expression may throw.
pub const MAX_DICE: u32 = 1000;

/// A parsed expression: groups of dice (each added or subtracted) and a flat modifier.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(try_from = "String", into = "String")]
#[schemars(with = "String")]
pub struct Notation {
    terms: Vec<Term>,
    modifier: i64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Term {
    negative: bool,
    count: u32,
    die: Die,
}

impl Notation {
    /// Every die thrown, in order.
    pub fn dice(&self) -> Vec<Die> {
        self.terms.iter().flat_map(|t| std::iter::repeat_n(t.die, t.count as usize)).collect()
    }

    /// The total for `faces` (one per die of [`Notation::dice`], in order).
    pub fn total(&self, faces: &[u32]) -> i64 {
        let mut faces = faces.iter();
        let mut total = self.modifier;
        for t in &self.terms {
            let sum: i64 = faces.by_ref().take(t.count as usize).map(|&f| f as i64).sum();
            total += if t.negative { -sum } else { sum };
        }
        total
    }

    /// The flat modifier.
    pub fn modifier(&self) -> i64 {
        self.modifier
    }

    /// The groups of dice as (sign, count, die).
    pub fn groups(&self) -> impl Iterator<Item = (i64, u32, Die)> + '_ {
        self.terms.iter().map(|t| (if t.negative { -1 } else { 1 }, t.count, t.die))
    }
}

impl FromStr for Notation {
    type Err = DiceError;

    fn from_str(text: &str) -> Result<Notation, DiceError> {
        let bad = |why: &str| DiceError::BadNotation { text: text.to_owned(), why: why.to_owned() };
        let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect::<String>().to_lowercase();
        if compact.is_empty() {
            return Err(bad("it is empty"));
        }
        let mut terms = Vec::new();
        let mut modifier: i64 = 0;
        let mut total_dice: u32 = 0;
        let mut rest = compact.as_str();
        let mut negative = false;
        if let Some(r) = rest.strip_prefix('-') {
            negative = true;
            rest = r;
        } else if let Some(r) = rest.strip_prefix('+') {
            rest = r;
        }
        loop {
            let end = rest.find(['+', '-']).unwrap_or(rest.len());
            let (piece, tail) = rest.split_at(end);
            if piece.is_empty() {
                return Err(bad("a sign must be followed by dice like 2d6 or a number"));
            }
            if let Some((count, sides)) = piece.split_once('d') {
                let count: u32 = if count.is_empty() {
                    1
                } else {
                    count.parse().map_err(|_| bad(&format!("\"{count}\" is not a number of dice")))?
                };
                if count == 0 {
                    return Err(bad("a group must throw at least one die"));
                }
                let sides: u32 =
                    sides.parse().map_err(|_| bad(&format!("\"{sides}\" is not a number of sides")))?;
                let die = Die::new(sides)
                    .map_err(|_| bad(&format!("d{sides} is not a die: use 2 to {} sides", Die::MAX_SIDES)))?;
                total_dice = total_dice.saturating_add(count);
                if total_dice > MAX_DICE {
                    return Err(bad(&format!("at most {MAX_DICE} dice per roll")));
                }
                terms.push(Term { negative, count, die });
            } else {
                let n: i64 = piece
                    .parse()
                    .map_err(|_| bad(&format!("\"{piece}\" is neither dice like 2d6 nor a number")))?;
                if n > 1_000_000 {
                    return Err(bad("modifiers are limited to 1000000"));
                }
                modifier += if negative { -n } else { n };
            }
            if tail.is_empty() {
                break;
            }
            negative = tail.starts_with('-');
            rest = &tail[1..];
        }
        if terms.is_empty() {
            return Err(bad("it throws no dice: write at least one group like d6 or 3d6"));
        }
        Ok(Notation { terms, modifier })
    }
}

impl fmt::Display for Notation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, t) in self.terms.iter().enumerate() {
            if t.negative {
                f.write_str("-")?;
            } else if i > 0 {
                f.write_str("+")?;
            }
            write!(f, "{}{}", t.count, t.die)?;
        }
        match self.modifier {
            0 => Ok(()),
            m if m > 0 => write!(f, "+{m}"),
            m => write!(f, "{m}"),
        }
    }
}

impl TryFrom<String> for Notation {
    type Error = DiceError;
    fn try_from(s: String) -> Result<Notation, DiceError> {
        s.parse()
    }
}

impl From<Notation> for String {
    fn from(n: Notation) -> String {
        n.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_common_forms() {
        let n: Notation = "3d6+2".parse().unwrap();
        assert_eq!(n.dice(), vec![Die::D6; 3]);
        assert_eq!(n.total(&[1, 2, 3]), 8);
        assert_eq!("2d8".parse::<Notation>().unwrap().to_string(), "2d8");
        assert_eq!("d12".parse::<Notation>().unwrap().to_string(), "1d12");
        let mixed: Notation = "d6 + D8 - 1".parse().unwrap();
        assert_eq!(mixed.total(&[6, 8]), 13);
        let minus: Notation = "2d6-1d4".parse().unwrap();
        assert_eq!(minus.total(&[3, 4, 2]), 5);
    }

    #[test]
    fn bad_notation_says_what_is_wrong() {
        for (text, needle) in [
            ("", "empty"),
            ("3x6", "neither dice"),
            ("0d6", "at least one die"),
            ("2d1", "not a die"),
            ("2d6+", "sign must be followed"),
            ("5", "throws no dice"),
            ("2000d6", "at most"),
        ] {
            let err = text.parse::<Notation>().unwrap_err().to_string();
            assert!(err.contains(needle), "{text:?}: {err}");
        }
    }
}
