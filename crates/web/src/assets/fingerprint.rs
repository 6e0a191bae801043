//! An asset's served name carries its content's fingerprint, so a new build of a changed file has a
//! new URL and browsers may keep each URL forever. The build script names the embedded assets with
//! this function (it includes this file), and the tests check the names against the bytes.

use sha2::{Digest, Sha256};

/// How many hex digits of the SHA-256 a name carries: 48 bits, plenty to tell builds apart.
pub const DIGITS: usize = 12;

/// `tablon.js` with `bytes` → `tablon.<first 12 hex digits of their SHA-256>.js`.
pub fn fingerprinted(file: &str, bytes: &[u8]) -> String {
    let hash: String = Sha256::digest(bytes).iter().map(|b| format!("{b:02x}")).collect();
    let (stem, ext) = file.rsplit_once('.').unwrap_or((file, ""));
    format!("{stem}.{}.{ext}", &hash[..DIGITS])
}
