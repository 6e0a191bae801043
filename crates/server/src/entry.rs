//! A seat's mail link: what the server's mails to a seat link to, so that opening one on any
//! device (a phone's mail app, a work computer) opens the seat it was sent for, without an account
//! and without the seat's link at hand.
//!
//! The link carries a seat-scoped key, `m<table>.<seat>.<mac>`, whose `mac` is derived from the
//! hash of the seat's live invitation link (which only the database holds): reissuing or revoking
//! that link ends every mail key of the seat, as it ends the link. `GET /t/{id}/enter/{key}` keeps
//! the key in the browser's seat cookie for the table, where it is a seat credential like the link
//! itself ([`crate::auth`] reads it through [`seat_of_key`]).

use engine::SeatId;
use sha2::{Digest, Sha256};
use store::{SeatRecord, Store, StoreError, TableId, TokenHash};

use crate::{AppError, AppState, routes};

/// The key of `seat` at `table` while its invitation link hashes to `invitation`.
fn key(table: TableId, seat: SeatId, invitation: &TokenHash) -> String {
    let mut mac = Sha256::new();
    mac.update(b"tablon mail link\n");
    mac.update(invitation.as_str().as_bytes());
    mac.update(format!("\n{}\n{}", table.0, seat.0).as_bytes());
    let mac: String = mac.finalize().iter().map(|b| format!("{b:02x}")).collect();
    format!("m{}.{}.{mac}", table.0, seat.0)
}

/// The address a mail to `seat` at `table` links to: its seat's mail link while the seat has a
/// live invitation link, else the table's page (an account's seat opens by signing in).
pub async fn link(state: &AppState, table: TableId, seat: SeatId) -> Result<String, AppError> {
    let base = &state.config().public_url;
    match state.db().seat_with_invitation(table, seat).await {
        Ok((_, Some(invitation))) => Ok(format!(
            "{base}{}",
            routes::fill(routes::pages::TABLE_ENTER, &[&table.0, &key(table, seat, &invitation)])
        )),
        Ok((_, None)) | Err(StoreError::NotFound(_)) => Ok(format!("{base}{}", routes::table(table.0))),
        Err(e) => Err(e.into()),
    }
}

/// Whether `token` is shaped as a mail key (rather than a seat link).
pub fn is_key(token: &str) -> bool {
    token.starts_with('m') && token.contains('.')
}

/// The seat a mail key opens; `NotFound` when it is malformed, or its seat's link was reissued or
/// revoked since the mail was written.
pub(crate) async fn seat_of_key(state: &AppState, token: &str) -> Result<SeatRecord, StoreError> {
    link_of_key(state, token).await.map(|(seat, _)| seat)
}

/// The seat a mail key opens and the hash of the live link it is bound to (what an account takes
/// the seat by, [`crate::auth::Caller::attach_link_seats`]); `NotFound` as [`seat_of_key`].
pub(crate) async fn link_of_key(
    state: &AppState,
    token: &str,
) -> Result<(SeatRecord, TokenHash), StoreError> {
    let unknown = || StoreError::NotFound(store::Entity::Invitation);
    let mut parts = token.strip_prefix('m').ok_or_else(unknown)?.splitn(3, '.');
    let table = parts.next().and_then(|t| t.parse::<i64>().ok()).ok_or_else(unknown)?;
    let seat = parts.next().and_then(|s| s.parse::<u8>().ok()).ok_or_else(unknown)?;
    let (table, seat) = (TableId(table), SeatId(seat));
    let (record, invitation) = state.db().seat_with_invitation(table, seat).await?;
    let invitation = invitation.ok_or_else(unknown)?;
    // The comparison's time says nothing useful: the key is a hash of a secret the caller lacks.
    if key(table, seat, &invitation) != token {
        return Err(unknown());
    }
    Ok((record, invitation))
}

/// Opens the seat of a mail link's `key` at `table` in this browser: the seat cookie to set (the
/// key, kept as the table's seat credential). `NotFound("invitation")` for a key that is not this
/// table's, or whose seat's link was reissued or revoked since.
pub async fn enter(state: &AppState, table: TableId, key: &str) -> Result<axum::http::HeaderValue, AppError> {
    let seat = match seat_of_key(state, key).await {
        Ok(seat) if seat.table == table => seat,
        Ok(_) | Err(StoreError::NotFound(_)) => return Err(AppError::NotFound("invitation")),
        Err(e) => return Err(e.into()),
    };
    Ok(crate::auth::seat_cookie(state, seat.table, key))
}
