//! Rule errors: why a command was refused, for people and for programs.

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::fmt;

use serde::{Deserialize, Serialize};

/// A command refused by the rules. The `code` is stable (pages translate it, with `params`, into
/// Spanish or English); `message` is the English text, lowercase, saying what was wrong and what is
/// allowed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RuleError {
    /// Stable, dotted code: `<game>.<rule>`, e.g. `tl.card.target_taken`.
    pub code: Cow<'static, str>,
    /// The English message.
    pub message: String,
    /// The values the message mentions, by name, for translations.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub params: BTreeMap<String, String>,
    /// The other rules the same command broke, each with its own code: a refusal names every broken
    /// rule, not only the first one found.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub also: Vec<RuleError>,
}

impl RuleError {
    /// A refusal with its stable code and English message.
    pub fn new(code: &'static str, message: impl Into<String>) -> RuleError {
        RuleError {
            code: Cow::Borrowed(code),
            message: message.into(),
            params: BTreeMap::new(),
            also: Vec::new(),
        }
    }

    /// One refusal for every broken rule in `broken` (the first is the main one, the rest go in
    /// [`RuleError::also`]); `None` when nothing is broken.
    pub fn every(broken: impl IntoIterator<Item = RuleError>) -> Option<RuleError> {
        let mut broken = broken.into_iter();
        let mut first = broken.next()?;
        for mut other in broken {
            let nested = std::mem::take(&mut other.also);
            first.also.push(other);
            first.also.extend(nested);
        }
        Some(first)
    }

    /// This refusal and the others of [`RuleError::also`], in order.
    pub fn all(&self) -> impl Iterator<Item = &RuleError> {
        std::iter::once(self).chain(&self.also)
    }

    /// Adds a named parameter for translations.
    pub fn with(mut self, name: &str, value: impl ToString) -> RuleError {
        self.params.insert(name.to_owned(), value.to_string());
        self
    }

    /// Adds a named parameter written as the JSON format writes it: a card or a quality by its serde
    /// name (`goodwill_plus2`), never by its Rust name, so a program can match it against commands.
    pub fn with_wire(self, name: &str, value: &impl Serialize) -> RuleError {
        let text = match serde_json::to_value(value) {
            Ok(serde_json::Value::String(s)) => s,
            Ok(other) => other.to_string(),
            Err(e) => format!("<{e}>"),
        };
        self.with(name, text)
    }

    /// The command's seat is not the one whose move it is.
    pub fn not_your_turn(expected: impl fmt::Display) -> RuleError {
        RuleError::new("turn.not_yours", format!("it is not your move: the game waits on {expected}"))
            .with("expected", expected)
    }

    /// The game is over; nothing more can be done.
    pub fn game_over() -> RuleError {
        RuleError::new("game.over", "the game is over: no more commands are accepted")
    }

    /// The seat does not exist at this table.
    pub fn unknown_seat(seat: crate::SeatId) -> RuleError {
        RuleError::new("seat.unknown", format!("{seat} does not exist at this table")).with("seat", seat.0)
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} [{}]", self.message, self.code)?;
        for other in &self.also {
            write!(f, "; {other}")?;
        }
        Ok(())
    }
}

impl std::error::Error for RuleError {}
