//! Text the server accepts to store: one rule at every edge where people's text comes in (titles,
//! posts and their edits, whispers, webhook URLs, game configs and commands, imports), so that both
//! back ends store exactly the same things.
//!
//! PostgreSQL cannot store U+0000 in `TEXT` at all (SQLite can), and the other control characters
//! and noncharacters are never part of what someone means to write: they only hide text, spoof
//! what a reader sees or break what reads the log later. Refused, with a 400 that says which
//! character, where, and what is allowed:
//!
//! - every control character (`char::is_control`: C0 U+0000–U+001F, DEL U+007F, C1 U+0080–U+009F)
//!   except tab, newline and carriage return;
//! - the 66 Unicode noncharacters (U+FDD0–U+FDEF and the last two code points of every plane,
//!   U+FFFE, U+FFFF, U+1FFFE … U+10FFFF).
//!
//! Lone surrogates cannot occur: Rust's strings (and `serde_json`'s parser) hold only Unicode scalar
//! values.

use serde_json::Value;

use crate::AppError;

/// What is allowed, for every refusal's message.
const ALLOWED: &str = "text may hold any Unicode character except control characters \
    (tab, newline and carriage return are allowed) and noncharacters such as U+FFFE and U+FFFF";

/// Whether `c` may not be stored.
pub fn is_forbidden(c: char) -> bool {
    let noncharacter = ('\u{FDD0}'..='\u{FDEF}').contains(&c) || (u32::from(c) & 0xFFFE) == 0xFFFE;
    (c.is_control() && !matches!(c, '\t' | '\n' | '\r')) || noncharacter
}

/// Refuses `text` (named `what` in the message: "the title", "the post") if it holds a forbidden
/// character.
pub fn check(what: &str, text: &str) -> Result<(), AppError> {
    match text.chars().enumerate().find(|(_, c)| is_forbidden(*c)) {
        None => Ok(()),
        Some((at, c)) => Err(AppError::bad(
            "input.text",
            format!("{what} holds U+{:04X} at character {}: {ALLOWED}", u32::from(c), at + 1),
        )),
    }
}

/// Refuses a JSON document (a game's config or command, an import) if any of its strings or keys
/// holds a forbidden character.
pub fn check_json(what: &str, value: &Value) -> Result<(), AppError> {
    match value {
        Value::String(s) => check(what, s),
        Value::Array(items) => items.iter().try_for_each(|v| check_json(what, v)),
        Value::Object(fields) => fields.iter().try_for_each(|(k, v)| {
            check(what, k)?;
            check_json(what, v)
        }),
        Value::Null | Value::Bool(_) | Value::Number(_) => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_forbidden_set() {
        for c in ['\0', '\u{1}', '\u{7}', '\u{1b}', '\u{1f}', '\u{7f}', '\u{85}', '\u{9f}'] {
            assert!(is_forbidden(c), "control U+{:04X}", u32::from(c));
        }
        for c in ['\u{FDD0}', '\u{FDEF}', '\u{FFFE}', '\u{FFFF}', '\u{1FFFE}', '\u{10FFFF}'] {
            assert!(is_forbidden(c), "noncharacter U+{:04X}", u32::from(c));
        }
        for c in
            ['\t', '\n', '\r', ' ', 'a', 'ñ', '€', '\u{a0}', '\u{200b}', '\u{FFFD}', '\u{FDCF}', '\u{1F3B2}']
        {
            assert!(!is_forbidden(c), "allowed U+{:04X}", u32::from(c));
        }
    }

    #[test]
    fn the_message_says_which_character_where_and_what_is_allowed() {
        let e = check("the title", "ab\u{0}c").unwrap_err();
        let (status, code, message, _) = e.parts();
        assert_eq!(status, axum::http::StatusCode::BAD_REQUEST);
        assert_eq!(code, "input.text");
        assert!(message.starts_with("the title holds U+0000 at character 3: text may hold"), "{message}");
    }

    #[test]
    fn json_is_checked_in_every_string_and_key() {
        assert!(check_json("the config", &serde_json::json!({"a": [1, "ok\n", {"b": null}]})).is_ok());
        assert!(check_json("the config", &serde_json::json!({"a": [1, {"b": "x\u{0}"}]})).is_err());
        assert!(check_json("the config", &serde_json::json!({"k\u{1}": 1})).is_err());
    }
}
