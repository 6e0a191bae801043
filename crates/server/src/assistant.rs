//! The Protagonists' deduction assistant, opt-in per table (Tragedy Looper,
//! [`store::TableOptions::assistant`]): `GET /api/tables/{id}/deductions`.
//!
//! It is built from the **public log only**: the table's events redacted for a spectator (the
//! public card inside `GameStarted`, never the private card; face-down cards without their faces),
//! which is what every Protagonist receives save their own cards' faces. [`from_public_log`] takes
//! that JSON and nothing else, and refuses any event that a spectator's redaction would change, so
//! the hidden script cannot reach it even by mistake. The deduction itself is
//! `looper_ai::deduce` (sound: it never eliminates the true script; tested there over many games).

use axum::Json;
use axum::extract::{Path, State};
use engine::{Game, Viewer};
use games::GameKind;
use serde_json::{Value, json};
use store::TableId;
use tragedy_looper::{Event, TragedyLooper};

use crate::auth::Caller;
use crate::play::{access, redacted_events};
use crate::{AppError, AppState};

/// How many whole consistent assignments the answer lists (the counts cover all of them).
pub const LISTED_ASSIGNMENTS: usize = 20;

/// Why a log cannot feed the assistant.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotPublic {
    /// An event is not a Tragedy Looper event.
    #[error("event {0} is not a Tragedy Looper event")]
    Malformed(usize),
    /// An event holds something a spectator may not see (the private card, a card's face, …).
    #[error("event {0} is not public: the assistant reads only the public log")]
    Hidden(usize),
    /// The log does not start with the public card.
    #[error("the log has no public card (GameStarted)")]
    NoCard,
}

/// The assistant's answer for a public log (the events as a spectator receives them, in order):
/// `{total, plots: [{main, subplots, assignments}], characters: [{character, roles: [{role,
/// count}]}], culprits: [{day, incident, candidates}], assignments: [{main, subplots, roles:
/// [{character, role}]}]}`, counts being consistent (plots, roles) combinations.
pub fn from_public_log(events: &[Value]) -> Result<Value, NotPublic> {
    let mut log = Vec::with_capacity(events.len());
    for (i, v) in events.iter().enumerate() {
        let e: Event = serde_json::from_value(v.clone()).map_err(|_| NotPublic::Malformed(i))?;
        if TragedyLooper::redact(&e, Viewer::Spectator).as_ref() != Some(&e) {
            return Err(NotPublic::Hidden(i));
        }
        log.push(e);
    }
    let public = log
        .iter()
        .find_map(|e| match e {
            Event::GameStarted { public, .. } => Some(public.clone()),
            _ => None,
        })
        .ok_or(NotPublic::NoCard)?;
    let d = looper_ai::deduce(&public, &log);
    let listed = looper_ai::assignments(&public, &log, LISTED_ASSIGNMENTS);
    Ok(json!({
        "total": d.total,
        "plots": d.plots.iter().map(|p| json!({"main": p.main, "subplots": p.subplots, "assignments": p.assignments}))
            .collect::<Vec<_>>(),
        "characters": d.roles.iter().map(|(c, roles)| json!({
            "character": c,
            "roles": roles.iter().map(|(r, n)| json!({"role": r, "count": n})).collect::<Vec<_>>(),
        })).collect::<Vec<_>>(),
        "culprits": d.culprits.iter().map(|(day, incident, who)| json!({"day": day, "incident": incident, "candidates": who}))
            .collect::<Vec<_>>(),
        "assignments": listed.iter().map(|a| json!({
            "main": a.main, "subplots": a.subplots,
            "roles": a.roles.iter().map(|(c, r)| json!({"character": c, "role": r})).collect::<Vec<_>>(),
        })).collect::<Vec<_>>(),
    }))
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
    if access.slot.kind != GameKind::TragedyLooper || !record.options.assistant {
        return Err(AppError::forbidden(
            "assistant.disabled",
            "this table has no deduction assistant (it is chosen when a Tragedy Looper table is opened)",
        ));
    }
    if access.seat == Some(tragedy_looper::MASTERMIND) {
        return Err(AppError::forbidden(
            "assistant.protagonists_only",
            "the deduction assistant is for the Protagonists and spectators",
        ));
    }
    // The public log, whoever asks: a Protagonist's own card faces add nothing to the deduction.
    let (events, last) = redacted_events(&state, access.slot.kind, record.id, 0, Viewer::Spectator).await?;
    let public: Vec<Value> = events.into_iter().map(|e| e.event).collect();
    let answer = tokio::task::spawn_blocking(move || from_public_log(&public))
        .await
        .map_err(|e| AppError::internal("assistant task", &e))?
        .map_err(|e| AppError::internal("public log", &e))?;
    let mut answer = answer;
    answer["seq"] = json!(last);
    Ok(Json(answer))
}
