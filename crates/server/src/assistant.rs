//! The players' deduction assistant, opt-in per table where the game has one
//! ([`games::GameKind::has_assistant`], today Tragedy Looper's; [`store::TableOptions::assistant`]):
//! `GET /api/tables/{id}/deductions`.
//!
//! It is built from the **public log only**: the table's events redacted for a spectator, which is
//! what every player receives save their own secrets. [`from_public_log`] takes that JSON and
//! nothing else, and the game refuses any event that a spectator's redaction would change, so the
//! hidden script cannot reach it even by mistake. The deduction itself is the game's
//! ([`games::GameKind::deductions`]).

use engine::Viewer;
use games::GameKind;
pub use games::{Deduced, LISTED_ASSIGNMENTS, NotPublic};
use serde::Serialize;
use serde_json::value::RawValue;
use store::TableId;

use crate::auth::Caller;
use crate::play::{access, redacted_events};
use crate::{AppError, AppState};

/// The assistant's answer at a table (`GET /api/tables/{id}/deductions`).
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
pub struct Deductions {
    /// The deduction.
    #[serde(flatten)]
    pub deduced: Deduced,
    /// The log's end it was made from.
    pub seq: u64,
}

/// The assistant's answer for a public log of a `kind` table (the events as a spectator receives
/// them, in order).
pub fn from_public_log(kind: GameKind, events: &[Box<RawValue>]) -> Result<Deduced, NotPublic> {
    kind.deductions(events)
}

/// The assistant's answer on the table's public log, for a player's seat the game allows, the
/// owner, or a spectator when the table allows them. 403 `assistant.disabled` when the table did not
/// turn the assistant on; 403 `assistant.protagonists_only` for a seat that knows the secrets (the
/// Mastermind's).
pub async fn deductions(state: &AppState, caller: &Caller, id: TableId) -> Result<Deductions, AppError> {
    let access = access(state, caller, id).await?;
    let record = &access.slot.record;
    let kind = access.slot.kind;
    if !kind.has_assistant() || !record.options.assistant {
        let games: Vec<&str> = GameKind::ALL.iter().filter(|g| g.has_assistant()).map(|g| g.name()).collect();
        return Err(AppError::forbidden(
            "assistant.disabled",
            format!(
                "this table has no deduction assistant (it is chosen when a {} table is opened)",
                games.join(" or ")
            ),
        ));
    }
    if access.seat.is_some_and(|s| kind.assistant_excludes(s)) {
        return Err(AppError::forbidden(
            "assistant.protagonists_only",
            "the deduction assistant is for the Protagonists and spectators",
        ));
    }
    // The public log, whoever asks: a Protagonist's own card faces add nothing to the deduction.
    let (events, seq) = redacted_events(state, kind, record.id, 0, Viewer::Spectator).await?;
    let public: Vec<Box<RawValue>> = events.into_iter().map(|e| e.event.0).collect();
    let deduced = tokio::task::spawn_blocking(move || from_public_log(kind, &public))
        .await
        .map_err(|e| AppError::internal("assistant task", &e))?
        .map_err(|e| AppError::internal("public log", &e))?;
    Ok(Deductions { deduced, seq })
}

/// The JSON route: extract, call the service, answer.
pub mod http {
    use crate::path::Path;
    use axum::Json;
    use axum::extract::State;
    use store::TableId;

    use super::Deductions;
    use crate::auth::Caller;
    use crate::{AppError, AppState};

    /// `GET /api/tables/{id}/deductions`.
    pub async fn deductions(
        State(state): State<AppState>,
        caller: Caller,
        Path(id): Path<i64>,
    ) -> Result<Json<Deductions>, AppError> {
        super::deductions(&state, &caller, TableId(id)).await.map(Json)
    }
}
