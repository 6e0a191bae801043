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
//!
//! An answer that holds credentials (a new table's seat links, a reissued link, a feed key) is
//! kept sealed ([`Once::sealed`]): encrypted (ChaCha20-Poly1305) under a key derived (HKDF-SHA256)
//! from the client's idempotency key and its caller, while the store keeps only the key's SHA-256.
//! A copy of the database opens no seat, as with the links' own hashes. Such writes ask for keys
//! of at least [`MIN_SEALING_KEY_LEN`] characters, out of a guesser's reach.

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

/// The shortest key a write whose answer is sealed takes: guessing it must be out of reach.
pub const MIN_SEALING_KEY_LEN: usize = 16;

/// A write about to be made under a key: who sends it, the key and what it asks.
pub struct Once {
    caller: String,
    /// The key as the store keeps it (its SHA-256 when the answer is sealed).
    key: String,
    request: String,
    seal: Option<seal::Key>,
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
        Some(Once { caller, key: key.to_owned(), request: hex::encode(digest.finalize()), seal: None })
    }

    /// As [`Once::new`], for a write whose answer holds credentials: its answer is recorded sealed
    /// ([`Once::sealed_record`]); a 400 when the key is too short to seal with.
    pub(crate) fn sealed(
        key: Option<&str>,
        caller: String,
        what: &str,
        body: &impl Serialize,
    ) -> Result<Option<Once>, AppError> {
        let Some(secret) = key else { return Ok(None) };
        if secret.chars().count() < MIN_SEALING_KEY_LEN {
            return Err(AppError::bad(
                "idempotency.key_short",
                format!(
                    "this write's answer holds links: its Idempotency-Key needs at least {MIN_SEALING_KEY_LEN} random characters (a UUID will do)"
                ),
            ));
        }
        let seal = seal::Key::derive(secret.as_bytes(), caller.as_bytes());
        let stored = format!("sha256:{}", hex::encode(Sha256::digest(secret.as_bytes())));
        Ok(Once::new(Some(&stored), caller, what, body).map(|once| Once { seal: Some(seal), ..once }))
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

    /// The record of a write made with [`Once::sealed`], holding `answer` sealed.
    pub(crate) fn sealed_record(&self, state: &AppState, answer: &impl Serialize) -> IdempotencyKey {
        let seal = self.seal.as_ref().expect("a sealed record is made by a write keyed with Once::sealed");
        let text = serde_json::to_vec(answer).expect("an answer serialises");
        self.record(state, seal.seal(text))
    }

    /// A sealed answer opened (`None` when it does not open: not sealed under this key).
    pub(crate) fn open<T: serde::de::DeserializeOwned>(&self, sealed: &str) -> Option<T> {
        serde_json::from_slice(&self.seal.as_ref()?.open(sealed)?).ok()
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

/// The sealed answer of `once`'s first write, if it was made (none without a key; a 422 when the
/// key was used for another request, or its answer does not open as a `T`).
pub(crate) async fn sealed_answer<T: serde::de::DeserializeOwned>(
    once: Option<&Once>,
    state: &AppState,
) -> Result<Option<T>, AppError> {
    let Some(once) = once else { return Ok(None) };
    let Some(first) = once.earlier(state).await? else { return Ok(None) };
    once.open(&first.answer).map(Some).ok_or_else(reused)
}

/// Sealing an answer: an AEAD key per (idempotency key, caller), a random nonce per seal.
mod seal {
    use ring::aead::{Aad, CHACHA20_POLY1305, LessSafeKey, NONCE_LEN, Nonce, UnboundKey};
    use ring::hkdf::{HKDF_SHA256, Salt};
    use ring::rand::{SecureRandom, SystemRandom};

    const SALT: &[u8] = b"tablon idempotent answer v1";
    const PREFIX: &str = "sealed1:";

    pub(super) struct Key(LessSafeKey);

    impl Key {
        pub(super) fn derive(secret: &[u8], caller: &[u8]) -> Key {
            let info = [caller];
            let prk = Salt::new(HKDF_SHA256, SALT).extract(secret);
            let okm = prk.expand(&info, &CHACHA20_POLY1305).expect("HKDF yields one AEAD key");
            Key(LessSafeKey::new(UnboundKey::from(okm)))
        }

        /// `sealed1:` and the nonce and ciphertext in hex.
        pub(super) fn seal(&self, mut text: Vec<u8>) -> String {
            let mut nonce = [0u8; NONCE_LEN];
            SystemRandom::new().fill(&mut nonce).expect("the operating system's random source failed");
            self.0
                .seal_in_place_append_tag(Nonce::assume_unique_for_key(nonce), Aad::empty(), &mut text)
                .expect("a sealed answer is far below ChaCha20-Poly1305's limit");
            format!("{PREFIX}{}{}", hex::encode(nonce), hex::encode(&text))
        }

        pub(super) fn open(&self, sealed: &str) -> Option<Vec<u8>> {
            let bytes = hex::decode(sealed.strip_prefix(PREFIX)?).ok()?;
            let (nonce, text) = bytes.split_at_checked(NONCE_LEN)?;
            let mut text = text.to_vec();
            let nonce = Nonce::try_assume_unique_for_key(nonce).ok()?;
            Some(self.0.open_in_place(nonce, Aad::empty(), &mut text).ok()?.to_vec())
        }
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        #[test]
        fn a_sealed_answer_opens_with_its_key_and_caller_only() {
            let key = || Key::derive(b"0123456789abcdef", b"user:1");
            let sealed = key().seal(b"{\"links\":1}".to_vec());
            assert!(!sealed.contains("links"), "{sealed}");
            assert_eq!(key().open(&sealed).as_deref(), Some(&b"{\"links\":1}"[..]));
            assert_eq!(Key::derive(b"0123456789abcdeF", b"user:1").open(&sealed), None);
            assert_eq!(Key::derive(b"0123456789abcdef", b"user:2").open(&sealed), None);
            assert_eq!(key().open("sealed1:zz"), None);
            assert_eq!(key().open("sealed1:00"), None);
            assert_eq!(key().open("{\"links\":1}"), None);
        }

        #[test]
        fn each_seal_draws_its_own_nonce() {
            let key = Key::derive(b"0123456789abcdef", b"user:1");
            let (a, b) = (key.seal(b"same".to_vec()), key.seal(b"same".to_vec()));
            assert_ne!(a, b);
        }
    }
}

/// The oldest time a key is still answered from, by the server's clock.
fn fresh_after(state: &AppState) -> i64 {
    state.now_ms() - KEY_TTL_MS
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
