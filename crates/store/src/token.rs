//! Bearer tokens (session cookies, invitation links) and their stored hashes.
//!
//! The store keeps only `SHA-256(token)`: a stolen database copy does not let anyone sign in or take
//! a seat. Tokens are 256 random bits, so a fast hash is enough (passwords, which are guessable, get
//! argon2 in the server instead).

use std::fmt;

use sha2::{Digest, Sha256};

/// A fresh random token, 32 bytes from the operating system, as 64 lowercase hex digits.
pub fn new_token() -> String {
    let mut bytes = [0u8; 32];
    getrandom::fill(&mut bytes).expect("the operating system's random source failed");
    hex::encode(bytes)
}

/// `SHA-256(token)` in hex: the only form in which the store keeps a token.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct TokenHash(String);

impl TokenHash {
    /// Hashes a token as the client presents it.
    pub fn of(token: &str) -> TokenHash {
        TokenHash(hex::encode(Sha256::digest(token.as_bytes())))
    }

    /// The hex digest.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// A hash as the store keeps it (read back from a row).
    pub(crate) fn from_stored(hash: String) -> TokenHash {
        TokenHash(hash)
    }
}

impl fmt::Debug for TokenHash {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Only a prefix, enough to tell two apart in a test failure.
        write!(f, "TokenHash({}…)", &self.0[..8])
    }
}
