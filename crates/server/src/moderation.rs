//! A moderator's tools past a deadline: suspend a table (every command is refused with
//! `table.suspended` until it is resumed), resume it, and skip a late player where the game's rules
//! allow it.
//!
//! The moderator is the table's owner or seat 0 (the Mastermind, Director or Moderator), as for
//! seat links. Skipping is never the server's invention: it is the game's own command
//! ([`games::GameKind::skip_command`], e.g. GenreFuzzion's "suspend the scene"), played as the seat
//! the game names, decided and logged like any other, with the server's clock where the rules take
//! the time. A game whose rules have no skip answers `table.no_skip`, and the moderator can only
//! suspend the table.

use games::{GameKind, SkipError};
use serde::{Deserialize, Serialize};
use store::{Store, TableId};

use serde_json::value::RawValue;
use store::IdempotentAnswer;

use crate::auth::Caller;
use crate::idempotency::{Answered, Once};
use crate::play::{Access, Played, ViewMessage, access, play_as, view_json};
use crate::{AppError, AppState};

async fn moderator_access(state: &AppState, caller: &Caller, id: TableId) -> Result<Access, AppError> {
    let access = access(state, caller, id).await?;
    if !access.moderator() {
        return Err(AppError::forbidden(
            "table.not_moderator",
            "only the table's owner or seat 0 may suspend, resume or skip",
        ));
    }
    Ok(access)
}

/// A table's suspension after a suspend or a resume.
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct Suspension {
    /// The table.
    #[schemars(with = "i64")]
    pub id: TableId,
    /// Whether commands are refused (`table.suspended`).
    pub suspended: bool,
    /// Since when (Unix ms), while suspended.
    pub since: Option<i64>,
}

async fn set(state: &AppState, access: &Access, since: Option<i64>) -> Result<Suspension, AppError> {
    state.db().set_suspended(access.id(), since).await?;
    *access.slot.suspension.lock().expect("suspension lock") = Some((since, state.config().clock.instant()));
    tracing::info!(table = %access.id(), suspended = since.is_some(), "table suspension changed");
    Ok(Suspension { id: access.id(), suspended: since.is_some(), since })
}

/// Suspends the table (idempotent: the first time stays).
pub async fn suspend(state: &AppState, caller: &Caller, id: TableId) -> Result<Suspension, AppError> {
    let access = moderator_access(state, caller, id).await?;
    let since =
        state.db().suspended_since(access.id()).await?.unwrap_or_else(|| state.config().clock.unix_ms());
    set(state, &access, Some(since)).await
}

/// Lifts a suspension (idempotent).
pub async fn resume(state: &AppState, caller: &Caller, id: TableId) -> Result<Suspension, AppError> {
    let access = moderator_access(state, caller, id).await?;
    let answer = set(state, &access, None).await?;
    // An AI seat stopped by the suspension plays again.
    crate::ai::wake(state, &access.slot);
    Ok(answer)
}

/// What a skip needs.
#[derive(Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SkipRequest {
    /// GenreFuzzion: the seat authorised to start the next scene (a player with a character).
    pub next_starter: Option<u8>,
}

/// The game's skip command for `kind` and the seat it is played as, or why it has none.
pub fn skip_command(kind: GameKind, req: &SkipRequest, now_secs: u64) -> Result<games::Skip, AppError> {
    let req = games::SkipRequest { next_starter: req.next_starter, now_secs };
    kind.skip_command(&req).map_err(|e| match e {
        SkipError::NoRule(rule) => AppError::Rule(rule),
        SkipError::Incomplete(u) => AppError::bad(u.code, u.message),
    })
}

/// What a skip answers: the command's answer when the moderator holds the skipping seat, otherwise
/// the new events' range and the moderator's own view (never the skipping seat's).
#[derive(Serialize, schemars::JsonSchema)]
#[serde(untagged)]
pub enum Skipped {
    /// The moderator played the skip from the seat the game names: as any command of theirs.
    AsSeat(Played),
    /// Someone else (the owner) skipped: what changed, seen with their own eyes.
    ByOwner {
        /// The first sequence number appended.
        first: u64,
        /// The last one (`first - 1` when the skip made no event).
        last: u64,
        /// The log's end.
        seq: u64,
        /// The caller's view (their whose-move and seats as in `GET …/view`).
        view: ViewMessage,
    },
}

/// Plays the game's skip command as the seat the game names (see the module's documentation per
/// game), with the server's clock.
///
/// With an idempotency key (`Idempotency-Key`, a page form's `_idem`), a resent skip is played
/// once: the moderator who plays it as the skipping seat gets the first answer again; anyone else
/// the range it appended then, with their own view now (the answer recorded is the skipping seat's,
/// never shown to another).
pub async fn skip(
    state: &AppState,
    caller: &Caller,
    id: TableId,
    req: SkipRequest,
) -> Result<Answered<Skipped>, AppError> {
    let access = moderator_access(state, caller, id).await?;
    let now_secs = u64::try_from(state.config().clock.unix_ms() / 1000).unwrap_or(0);
    let skip = skip_command(access.slot.kind, &req, now_secs)?;
    let once = Once::new(
        caller.idempotency_key.as_deref(),
        caller.writer(access.seat, id),
        &format!("skip {}", id.0),
        &req.next_starter,
    );
    if let Some(first) = earlier(state, once.as_ref()).await? {
        return again(state, &access, skip.seat, first).await;
    }
    let played = match play_as(state, &access.slot, skip.seat, &skip.command, None, None, once.as_ref()).await
    {
        // The same skip under the same key, played by another request meanwhile.
        Err(AppError::Conflict { code: crate::idempotency::KEY_TAKEN, .. }) => {
            let first = earlier(state, once.as_ref()).await?.ok_or(AppError::Internal)?;
            return again(state, &access, skip.seat, first).await;
        }
        other => other?.ok_or(AppError::Internal)?,
    };
    crate::ai::wake(state, &access.slot);
    if access.seat == Some(skip.seat) {
        return Ok(Answered::Now(Skipped::AsSeat(played)));
    }
    by_owner(state, &access, played.first, played.last).await.map(Answered::Now)
}

/// What a skip tells a moderator who does not hold the skipping seat: the range appended, and
/// their own view now.
async fn by_owner(state: &AppState, access: &Access, first: u64, last: u64) -> Result<Skipped, AppError> {
    let mut e = access.slot.entry.lock().await;
    e.catch_up(state, access.id()).await?;
    Ok(Skipped::ByOwner { first, last, seq: e.head, view: view_json(&e.state, e.head, access.viewer()) })
}

/// The record of a skip's key, if it was used.
async fn earlier(state: &AppState, once: Option<&Once>) -> Result<Option<IdempotentAnswer>, AppError> {
    match once {
        Some(once) => once.earlier(state).await,
        None => Ok(None),
    }
}

/// A resent skip's answer: the first one to the skipping seat; to anyone else the range it
/// appended with their own view.
async fn again(
    state: &AppState,
    access: &Access,
    skipping: engine::SeatId,
    first: IdempotentAnswer,
) -> Result<Answered<Skipped>, AppError> {
    let raw = RawValue::from_string(first.answer).map_err(|e| AppError::internal("recorded answer", &e))?;
    if access.seat == Some(skipping) {
        return Ok(Answered::Again(raw));
    }
    #[derive(Deserialize)]
    struct Range {
        first: u64,
        last: u64,
    }
    let range: Range =
        serde_json::from_str(raw.get()).map_err(|e| AppError::internal("recorded answer", &e))?;
    by_owner(state, access, range.first, range.last).await.map(Answered::Now)
}

/// The JSON routes: extract, call the service, answer.
pub mod http {
    use crate::path::Path;
    use axum::Json;
    use axum::extract::State;
    use store::TableId;

    use super::{SkipRequest, Skipped, Suspension};
    use crate::auth::Caller;
    use crate::idempotency::Answered;
    use crate::{AppError, AppState};

    /// `POST /api/tables/{id}/suspend`.
    pub async fn suspend(
        State(state): State<AppState>,
        caller: Caller,
        Path(id): Path<i64>,
    ) -> Result<Json<Suspension>, AppError> {
        super::suspend(&state, &caller, TableId(id)).await.map(Json)
    }

    /// `POST /api/tables/{id}/resume`.
    pub async fn resume(
        State(state): State<AppState>,
        caller: Caller,
        Path(id): Path<i64>,
    ) -> Result<Json<Suspension>, AppError> {
        super::resume(&state, &caller, TableId(id)).await.map(Json)
    }

    /// `POST /api/tables/{id}/skip`: answers like a command.
    pub async fn skip(
        State(state): State<AppState>,
        caller: Caller,
        Path(id): Path<i64>,
        Json(req): Json<SkipRequest>,
    ) -> Result<Json<Answered<Skipped>>, AppError> {
        super::skip(&state, &caller, TableId(id), req).await.map(Json)
    }
}
