//! Verifiable dice: a table's commitments, revealing (and rotating) its seed, recomputing every
//! roll, and each roll as BBCode and Markdown linking to its verification URL.
//!
//! Client seeds are stored as `s<seat>:<seed>`, so a roll is attributable to its seat. A seat may
//! verify its own rolls; the owner and the moderator (seat 0) all of them. A single roll's URL is
//! public: it holds a 64-bit random client seed unless the roller chose one, so it is not guessable,
//! and the roller publishes it by pasting it elsewhere.

use axum::Json;
use axum::extract::{Path, State};
use dice::{RollRecord, ServerSeed, Verdict};
use percent_encoding::{AsciiSet, NON_ALPHANUMERIC, utf8_percent_encode};
use serde_json::{Value, json};
use store::{Store, TableId, now_ms};

use crate::auth::Caller;
use crate::play::access;
use crate::{AppError, AppState};

fn url_of(state: &AppState, prefix: &str, r: &RollRecord) -> String {
    let seed = utf8_percent_encode(&r.client_seed, PATH_SEGMENT);
    format!("{}{prefix}/{}/{seed}/{}", state.config().public_url, r.commitment, r.index)
}

/// A client seed as one path segment: everything but RFC 3986's unreserved characters escaped.
const PATH_SEGMENT: &AsciiSet = &NON_ALPHANUMERIC.remove(b'-').remove(b'_').remove(b'.').remove(b'~');

/// A roll as JSON with its verification URL, BBCode and Markdown; `verdict` once revealed.
pub fn roll_json(state: &AppState, table: TableId, r: &RollRecord, verdict: Option<Verdict>) -> Value {
    let url = url_of(state, "/api/rolls", r);
    // The page a person opens (served by the web pages); the API URL is for programs.
    let page = url_of(state, "/roll", r);
    let dice: Vec<String> = r.dice.iter().map(|d| format!("d{}", d.sides())).collect();
    let faces: Vec<String> = r.faces.iter().map(|f| f.to_string()).collect();
    let text = format!("{} → {}", dice.join(" "), faces.join(", "));
    json!({
        "table": table,
        "commitment": r.commitment,
        "client_seed": r.client_seed,
        "index": r.index,
        "dice": r.dice,
        "faces": r.faces,
        "verify_url": url,
        "page_url": page,
        "bbcode": format!("[url={page}]🎲 {text}[/url]"),
        "markdown": format!("[🎲 {text}]({page})"),
        "verdict": verdict,
    })
}

/// `GET /api/tables/{id}/dice`: the table's commitments (seeds shown once revealed).
pub async fn commitments(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<i64>,
) -> Result<Json<Value>, AppError> {
    let access = access(&state, &caller, TableId(id)).await?;
    let list = state.db().commitments(access.id()).await?;
    let list: Vec<Value> = list
        .iter()
        .map(|c| json!({"commitment": c.commitment, "created_at": c.created_at, "revealed_at": c.revealed_at, "seed": c.revealed_seed}))
        .collect();
    Ok(Json(json!({"commitments": list})))
}

/// `POST /api/tables/{id}/dice/reveal`: reveals the current seed and commits to a fresh one.
/// Owner or moderator only.
pub async fn reveal(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<i64>,
) -> Result<Json<Value>, AppError> {
    let access = access(&state, &caller, TableId(id)).await?;
    if !access.moderator() {
        return Err(AppError::forbidden(
            "dice.not_moderator",
            "only the table's owner or seat 0 may reveal the seed",
        ));
    }
    let id = access.id();
    // Hold the table's lock so no command rolls with the seed being revealed.
    let mut e = access.slot.entry.lock().await;
    let current = state.db().current_commitment(id).await?;
    let revealed = state.db().reveal_seed(current.id, now_ms()).await?;
    let next = state.db().commit_seed(id, &ServerSeed::generate()).await?;
    e.reset_dice();
    drop(e);
    tracing::info!(table = %id, "seed revealed and rotated");
    Ok(Json(
        json!({"revealed": {"commitment": revealed.commitment, "seed": revealed.revealed_seed}, "next": next.commitment}),
    ))
}

fn verdict_of(seed: Option<&str>, r: &RollRecord) -> Option<Verdict> {
    let seed = ServerSeed::from_hex(seed?).ok()?;
    Some(r.verify(&seed))
}

/// `GET /api/tables/{id}/dice/verify`: every roll the caller may see, recomputed where the seed
/// is revealed.
pub async fn verify_table(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<i64>,
) -> Result<Json<Value>, AppError> {
    let access = access(&state, &caller, TableId(id)).await?;
    let prefix = access.seat.map(|s| format!("s{}:", s.0));
    if !access.moderator() && prefix.is_none() {
        return Err(AppError::forbidden("dice.not_seated", "only the table's seats may verify its rolls"));
    }
    let mut out = Vec::new();
    let mut all_ok = true;
    for c in state.db().commitments(access.id()).await? {
        let mut rolls = Vec::new();
        for r in state.db().rolls(&c.commitment).await? {
            let visible =
                access.moderator() || prefix.as_deref().is_some_and(|p| r.record.client_seed.starts_with(p));
            if !visible {
                continue;
            }
            let verdict = verdict_of(c.revealed_seed.as_deref(), &r.record);
            all_ok &= verdict.is_none_or(|v| v == Verdict::Verified);
            rolls.push(roll_json(&state, access.id(), &r.record, verdict));
        }
        out.push(json!({"commitment": c.commitment, "revealed": c.revealed_seed.is_some(), "seed": c.revealed_seed, "rolls": rolls}));
    }
    Ok(Json(json!({"all_verified": all_ok, "commitments": out})))
}

/// `GET /api/rolls/{commitment}/{client_seed}/{index}`: one roll and, once its seed is revealed,
/// whether it verifies.
pub async fn verify_one(
    State(state): State<AppState>,
    Path((commitment, client_seed, index)): Path<(String, String, u64)>,
) -> Result<Json<Value>, AppError> {
    if commitment.len() != 64 || !commitment.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(AppError::bad("dice.commitment", "a commitment is 64 hex digits"));
    }
    let roll = state.db().roll(&commitment, &client_seed, index).await?;
    let revealed = state
        .db()
        .commitments(roll.table)
        .await?
        .into_iter()
        .find(|c| c.commitment == commitment)
        .and_then(|c| c.revealed_seed);
    let verdict = verdict_of(revealed.as_deref(), &roll.record);
    Ok(Json(json!({"roll": roll_json(&state, roll.table, &roll.record, verdict), "seed": revealed})))
}
