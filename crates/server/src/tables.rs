//! Tables and seats: the games on offer, opening a table (its config checked by the game's
//! `start`, its dice commitment made before the first roll), seat links (issue, reissue, revoke)
//! and joining a seat by its link.

use axum::Json;
use axum::extract::{Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use dice::{ServerSeed, VerifiableRoller};
use engine::SeatId;
use games::GameKind;
use serde::Deserialize;
use serde_json::{Value, json};
use store::{NewEvent, NewSeat, NewTable, Opening, Store, TableId, TableOptions, TokenHash, new_token};

use crate::auth::{Caller, seat_cookie};
use crate::play::{access, slot};
use crate::{AppError, AppState};

/// `GET /api/games`: the games this server plays.
pub async fn list_games() -> Json<Value> {
    Json(json!({"games": GameKind::ALL.iter().map(|g| g.id()).collect::<Vec<_>>()}))
}

fn game(id: &str) -> Result<GameKind, AppError> {
    GameKind::from_id(id).map_err(|e| AppError::bad("game.unknown", e.to_string()))
}

/// `GET /api/games/{game}/schema`: JSON Schemas of the game's config and commands.
pub async fn game_schema(Path(id): Path<String>) -> Result<Json<Value>, AppError> {
    Ok(Json(game(&id)?.schema()))
}

/// A table to open.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CreateTable {
    /// The game's identifier (`GET /api/games`).
    pub game: String,
    /// A title, 1 to 200 characters.
    pub title: String,
    /// The game's config (its schema: `GET /api/games/{game}/schema`).
    pub config: Value,
    /// Whether people without a seat may watch (public views only).
    #[serde(default)]
    pub spectators: bool,
    /// The maximum wait for a move, in seconds.
    pub max_wait_secs: Option<i64>,
    /// A chat webhook (Discord-compatible) for reminders.
    pub webhook_url: Option<String>,
    /// The seat the creator takes (none by default).
    pub seat: Option<u8>,
    /// Seats the server plays itself (Tragedy Looper: `[0]`, the Mastermind); they get no link.
    #[serde(default)]
    pub ai_seats: Vec<u8>,
    /// Whether the Protagonists get the deduction assistant (Tragedy Looper).
    #[serde(default)]
    pub assistant: bool,
}

fn link(state: &AppState, token: &str) -> String {
    format!("{}/join#{token}", state.config().public_url)
}

/// `POST /api/tables`: opens a table. Answers with the table and one link per seat not taken by
/// the creator (shown once: the server keeps only their hashes).
pub async fn create(
    State(state): State<AppState>,
    caller: Caller,
    Json(req): Json<CreateTable>,
) -> Result<Response, AppError> {
    let user = caller.require_user()?;
    let kind = game(&req.game)?;
    let title = req.title.trim();
    if title.is_empty() || title.chars().count() > 200 {
        return Err(AppError::bad("table.title", "a title has 1 to 200 characters"));
    }
    if let Some(w) = req.max_wait_secs
        && !(60..=60 * 24 * 3600).contains(&w)
    {
        return Err(AppError::bad("table.max_wait", "max_wait_secs is between 60 and 5184000 (60 days)"));
    }
    if let Some(url) = &req.webhook_url
        && (!(url.starts_with("https://") || url.starts_with("http://")) || url.len() > 500)
    {
        return Err(AppError::bad(
            "table.webhook",
            "webhook_url is an http(s) URL of at most 500 characters",
        ));
    }
    // The seed is drawn before the set-up so that the set-up's own rolls are verifiable too.
    let seed = ServerSeed::generate();
    let mut roller = VerifiableRoller::new(seed.clone(), "setup", 0);
    let ai_seats: Vec<SeatId> = req.ai_seats.iter().map(|s| SeatId(*s)).collect();
    crate::ai::check_options(kind, &ai_seats, req.assistant, req.seat)?;
    let started = kind.start(&req.config, &mut roller)?;
    let seats = started.state.seats();
    if let Some(s) = req.seat
        && !seats.iter().any(|i| i.seat.0 == s)
    {
        return Err(AppError::bad("table.seat", format!("seat {s} does not exist in this game's set-up")));
    }
    // One link per seat not taken by the creator or the AI; only their hashes are stored.
    let mut links = Vec::new();
    for i in &seats {
        if req.seat != Some(i.seat.0) && !ai_seats.contains(&i.seat) {
            links.push((i, new_token()));
        }
    }
    let new_table = NewTable {
        game: kind.id().into(),
        title: title.into(),
        config: req.config.clone(),
        created_by: Some(user),
        options: TableOptions {
            spectators: req.spectators,
            max_wait_secs: req.max_wait_secs,
            webhook_url: req.webhook_url.clone(),
            ai_seats: ai_seats.clone(),
            assistant: req.assistant,
        },
        seats: seats
            .iter()
            .map(|i| NewSeat {
                seat: i.seat,
                role: i.role.code().to_owned(),
                holder: (req.seat == Some(i.seat.0)).then_some(user),
            })
            .collect(),
    };
    let opening = Opening {
        invitations: links.iter().map(|(i, token)| (i.seat, TokenHash::of(token))).collect(),
        seed,
        events: started
            .events
            .into_iter()
            .map(|event| NewEvent { version: kind.event_version(), seat: None, event })
            .collect(),
        rolls: roller.take_records(),
    };
    let table = state.db().open_table(&new_table, &opening).await?;
    let invitations: Vec<Value> = links
        .iter()
        .map(|(i, token)| {
            json!({"seat": i.seat, "role": i.role, "name": i.name, "token": token, "link": link(&state, token)})
        })
        .collect();
    tracing::info!(table = %table.id, game = kind.id(), "table opened");
    // The AI may move first (Tragedy Looper's Mastermind plays the first cards of the day).
    if !ai_seats.is_empty() {
        crate::ai::wake(&state, &slot(&state, table.id).await?);
    }
    let body = json!({"id": table.id, "game": kind.id(), "title": table.title, "seat": req.seat, "invitations": invitations,
                      "ai_seats": ai_seats, "assistant": req.assistant});
    Ok((StatusCode::CREATED, Json(body)).into_response())
}

/// `GET /api/tables`: tables the caller may look at (open to spectators, or with a seat of theirs).
pub async fn list(State(state): State<AppState>, caller: Caller) -> Result<Json<Value>, AppError> {
    let mine: Vec<TableId> = match caller.user {
        Some(u) => state.db().seats_of_user(u).await?.into_iter().map(|s| s.table).collect(),
        None => Vec::new(),
    };
    let tables = state.db().list_tables(None, 200).await?;
    let visible: Vec<Value> = tables
        .into_iter()
        .filter(|t| {
            t.options.spectators
                || mine.contains(&t.id)
                || (caller.user.is_some() && t.created_by == caller.user)
        })
        .map(|t| json!({"id": t.id, "game": t.game, "title": t.title, "spectators": t.options.spectators}))
        .collect();
    Ok(Json(json!({"tables": visible})))
}

/// `GET /api/tables/{id}`: the table, its seats (whether held or invited), whose move it is, its
/// dice commitment and the caller's seat.
pub async fn show(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<i64>,
) -> Result<Json<Value>, AppError> {
    let access = access(&state, &caller, TableId(id)).await?;
    let r = &access.slot.record;
    let seats = state.db().seats(r.id).await?;
    let names = {
        let mut e = access.slot.entry.lock().await;
        e.catch_up(&state, r.id).await?;
        (e.state.seats(), e.state.waiting_on(), e.head)
    };
    let seats: Vec<Value> = seats
        .iter()
        .map(|s| {
            let name = names.0.iter().find(|i| i.seat == s.seat).map(|i| i.name.clone());
            json!({"seat": s.seat, "role": s.role, "name": name, "held": s.holder.is_some(), "invited": s.invitation_issued_at.is_some(),
                   "ai": r.options.ai_seats.contains(&s.seat)})
        })
        .collect();
    let commitment = state.db().current_commitment(r.id).await.ok().map(|c| c.commitment);
    Ok(Json(json!({
        "id": r.id, "game": r.game, "title": r.title,
        "spectators": r.options.spectators, "max_wait_secs": r.options.max_wait_secs,
        "seats": seats, "waiting_on": names.1, "seq": names.2,
        "commitment": commitment, "your_seat": access.seat, "owner": access.owner,
        "ai_seats": r.options.ai_seats, "assistant": r.options.assistant,
    })))
}

/// `POST /api/tables/{id}/seats/{seat}/invitation`: issues a new link for a seat, revoking the old
/// one. Owner or moderator only.
pub async fn reissue_invitation(
    State(state): State<AppState>,
    caller: Caller,
    Path((id, seat)): Path<(i64, u8)>,
) -> Result<Json<Value>, AppError> {
    let access = access(&state, &caller, TableId(id)).await?;
    if !access.moderator() {
        return Err(AppError::forbidden(
            "table.not_moderator",
            "only the table's owner or seat 0 may manage seat links",
        ));
    }
    if access.slot.record.options.ai_seats.contains(&SeatId(seat)) {
        return Err(AppError::bad(
            "table.ai_seat",
            format!("seat {seat} is played by the server: it has no link"),
        ));
    }
    let token = new_token();
    state.db().issue_invitation(access.id(), SeatId(seat), &TokenHash::of(&token)).await?;
    state.inner.seat_links.forget(access.id(), SeatId(seat));
    Ok(Json(json!({"seat": seat, "token": token, "link": link(&state, &token)})))
}

/// `DELETE /api/tables/{id}/seats/{seat}/invitation`: revokes a seat's link.
pub async fn revoke_invitation(
    State(state): State<AppState>,
    caller: Caller,
    Path((id, seat)): Path<(i64, u8)>,
) -> Result<StatusCode, AppError> {
    let access = access(&state, &caller, TableId(id)).await?;
    if !access.moderator() {
        return Err(AppError::forbidden(
            "table.not_moderator",
            "only the table's owner or seat 0 may manage seat links",
        ));
    }
    state.db().revoke_invitation(access.id(), SeatId(seat)).await?;
    state.inner.seat_links.forget(access.id(), SeatId(seat));
    Ok(StatusCode::NO_CONTENT)
}

/// A seat link's token.
#[derive(Deserialize, schemars::JsonSchema)]
pub struct Join {
    /// The token from the link.
    pub token: String,
}

/// `POST /api/join`: takes a seat by its link. Sets the seat cookie; a signed-in caller also
/// becomes the seat's holder. The token stays the seat's credential (bearer) until reissued.
pub async fn join(
    State(state): State<AppState>,
    caller: Caller,
    Json(j): Json<Join>,
) -> Result<Response, AppError> {
    let seat = state
        .db()
        .seat_by_invitation(&TokenHash::of(j.token.trim()))
        .await
        .map_err(|_| AppError::NotFound("invitation"))?;
    if let Some(user) = caller.user {
        state.db().set_seat_holder(seat.table, seat.seat, Some(user)).await?;
    }
    let table = slot(&state, seat.table).await?;
    let body = json!({"table": seat.table, "game": table.record.game, "title": table.record.title, "seat": seat.seat, "role": seat.role});
    Ok(([(header::SET_COOKIE, seat_cookie(&state, seat.table, j.token.trim()))], Json(body)).into_response())
}
