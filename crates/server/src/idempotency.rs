//! Idempotent writes: a command (a moderator's skip too), post or edit sent with an idempotency key (the API's
//! `Idempotency-Key` header, the pages' hidden `_idem` field, one per rendered form) is applied at
//! most once per caller. A resend with the same key gets the first answer and changes nothing; the
//! same key with a different request is a 422 (`idempotency.reused`).
//!
//! The key is recorded by the store in the write's own transaction ([`store::Store::append_once`],
//! `add_post_once`, `edit_post_once`), with the answer (a command's) or the post it wrote: a
//! process that dies between the commit and its answer, or a connection that drops before the
//! answer arrives, still has the resend answered from the record, by whichever process gets it.
//! Keys live [`KEY_TTL_MS`]; after that the same key is a new request.

use serde::Serialize;
use serde::ser::Serializer;
use serde_json::value::RawValue;
use sha2::{Digest, Sha256};
use store::{IdempotencyKey, IdempotentAnswer, Store};

use crate::{AppError, AppState};

/// The request header that carries a key.
pub const HEADER: &str = "idempotency-key";

/// The page forms' hidden field that carries a key.
pub const FIELD: &str = "_idem";

/// How long a key is remembered: 24 hours, in milliseconds. A resend comes within seconds or
/// minutes (a dropped connection, a proxy's failover); a day covers a phone that was offline.
pub const KEY_TTL_MS: i64 = 24 * 60 * 60 * 1000;

/// The longest key, in characters.
pub const MAX_KEY_LEN: usize = 128;

/// A key checked: 1 to [`MAX_KEY_LEN`] printable ASCII characters without spaces (a UUID, a
/// random token).
pub fn check_key(key: &str) -> Result<(), AppError> {
    if key.is_empty() || key.len() > MAX_KEY_LEN || !key.chars().all(|c| c.is_ascii_graphic()) {
        return Err(AppError::bad(
            "idempotency.key",
            format!(
                "an Idempotency-Key has 1 to {MAX_KEY_LEN} printable ASCII characters, no spaces (a UUID will do)"
            ),
        ));
    }
    Ok(())
}

/// A write about to be made under a key: who sends it, the key and what it asks.
pub struct Once {
    caller: String,
    key: String,
    request: String,
}

impl Once {
    /// The write `what` (a route's name and its target) asking `body`, by `caller`, under `key`;
    /// `None` without a key.
    pub(crate) fn new(key: Option<&str>, caller: String, what: &str, body: &impl Serialize) -> Option<Once> {
        let key = key?;
        let mut digest = Sha256::new();
        digest.update(what.as_bytes());
        digest.update(b"\n");
        // serde_json writes a `Value`'s object keys in sorted order: the same request is the same
        // text whichever order its client wrote the fields in.
        let body = serde_json::to_value(body).map(|v| v.to_string()).unwrap_or_default();
        digest.update(body.as_bytes());
        Some(Once { caller, key: key.to_owned(), request: hex(&digest.finalize()) })
    }

    /// What the key was first used for, if it was used (and has not expired): `Err` 422 when it
    /// was used for another request.
    pub(crate) async fn earlier(&self, state: &AppState) -> Result<Option<IdempotentAnswer>, AppError> {
        let found = state.db().idempotent_answer(&self.caller, &self.key, fresh_after(state)).await?;
        match found {
            Some(a) if a.request != self.request => Err(reused()),
            other => Ok(other),
        }
    }

    /// The record to write with the write, holding `answer` (`""` for a post: the post is it).
    pub(crate) fn record(&self, state: &AppState, answer: String) -> IdempotencyKey {
        IdempotencyKey {
            caller: self.caller.clone(),
            key: self.key.clone(),
            request: self.request.clone(),
            answer,
            fresh_after: fresh_after(state),
        }
    }
}

/// The oldest time a key is still answered from, by the server's clock.
fn fresh_after(state: &AppState) -> i64 {
    state.now_ms() - KEY_TTL_MS
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The code of the 409 a write gets when its key was recorded by another request meanwhile (the
/// callers answer with that request's answer instead).
pub const KEY_TAKEN: &str = "idempotency.key_taken";

/// The 422 of a key sent again with another request.
pub(crate) fn reused() -> AppError {
    AppError::Unprocessable {
        code: "idempotency.reused",
        message:
            "this Idempotency-Key was already used for a different request: send a new key for a new request"
                .into(),
    }
}

/// An answer given now, or given again from the record of its key.
#[derive(Debug)]
pub enum Answered<T> {
    /// The write was made now.
    Now(T),
    /// The key had been used for this very request: its first answer, as it was recorded.
    Again(Box<RawValue>),
}

impl<T> Answered<T> {
    /// The answer made now, if it was.
    pub fn now(self) -> Option<T> {
        match self {
            Answered::Now(t) => Some(t),
            Answered::Again(_) => None,
        }
    }
}

impl<T: Serialize> Serialize for Answered<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Answered::Now(t) => t.serialize(s),
            Answered::Again(raw) => raw.serialize(s),
        }
    }
}

impl<T: schemars::JsonSchema> schemars::JsonSchema for Answered<T> {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        T::schema_name()
    }

    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        T::json_schema(generator)
    }
}

/// Ends the process right after a keyed write commits, before it answers, when the environment
/// says `TABLON_FAULT_EXIT_AFTER_COMMIT=1`: how the process tests make a process die between
/// commit and answer. Never set it in production.
pub(crate) fn fault_after_commit() {
    static FAULT: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    if *FAULT.get_or_init(|| std::env::var("TABLON_FAULT_EXIT_AFTER_COMMIT").is_ok_and(|v| v == "1")) {
        tracing::warn!("exiting after a commit, as TABLON_FAULT_EXIT_AFTER_COMMIT asks");
        std::process::exit(86);
    }
}
