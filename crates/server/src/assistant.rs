//! The players' deduction assistant, opt-in per table where the game has one
//! ([`games::GameKind::has_assistant`], today Tragedy Looper's; [`store::TableOptions::assistant`]):
//! `GET /api/tables/{id}/deductions`.
//!
//! It is built from the **public log only**: the table's events redacted for a spectator, which is
//! what every player receives save their own secrets. [`from_public_log`] takes that JSON and
//! nothing else, and the game refuses any event that a spectator's redaction would change, so the
//! hidden script cannot reach it even by mistake. The deduction itself is the game's
//! ([`games::GameKind::deductions`]).

use axum::Json;
use axum::extract::{Path, State};
use engine::Viewer;
use games::GameKind;
pub use games::{LISTED_ASSIGNMENTS, NotPublic};
use serde_json::{Value, json};
use store::TableId;

use crate::auth::Caller;
use crate::play::{access, redacted_events};
use crate::{AppError, AppState};

/// The assistant's answer for a public log of a `kind` table (the events as a spectator receives
/// them, in order). For Tragedy Looper: `{total, plots: [{main, subplots, assignments}],
/// characters: [{character, roles: [{role, count}]}], culprits: [{day, incident, candidates}],
/// assignments: [{main, subplots, roles: [{character, role}]}]}`, counts being consistent (plots,
/// roles) combinations.
pub fn from_public_log(kind: GameKind, events: &[Value]) -> Result<Value, NotPublic> {
    kind.deductions(events)
}

/// `GET /api/tables/{id}/deductions`: the assistant's answer on the table's public log, for a
/// Protagonist seat, the owner, or a spectator when the table allows them. 403
/// `assistant.disabled` when the table did not turn the assistant on; 403
/// `assistant.protagonists_only` for the Mastermind's seat (who knows the script).
pub async fn deductions(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<i64>,
) -> Result<Json<Value>, AppError> {
    let access = access(&state, &caller, TableId(id)).await?;
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
    let (events, last) = redacted_events(&state, access.slot.kind, record.id, 0, Viewer::Spectator).await?;
    let public: Vec<Value> = events.into_iter().map(|mut e| e["event"].take()).collect();
    let answer = tokio::task::spawn_blocking(move || from_public_log(kind, &public))
        .await
        .map_err(|e| AppError::internal("assistant task", &e))?
        .map_err(|e| AppError::internal("public log", &e))?;
    let mut answer = answer;
    answer["seq"] = json!(last);
    Ok(Json(answer))
}
