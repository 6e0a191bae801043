//! Live updates: server-sent events per seat.
//!
//! `GET /api/tables/{id}/stream` sends, in order, every event after the client's last one (from
//! `Last-Event-ID`, or `?after=N`, or the start) as the caller may see it (`event: event`, `id:
//! seq`), then the caller's view (`event: view`, `id: seq`), and again after every append to the
//! table. The store's notices (in-process on SQLite, `LISTEN/NOTIFY` on PostgreSQL, so a move on
//! another server process arrives too) only wake the stream up: what it sends is always read back
//! with `events_since` and redacted, so nothing is missed or sent twice after a reconnect.
//!
//! A stream belongs to the credential that opened it. When a seat's link or holder changes or a
//! session of the stream's account ends (the store's `SeatChanged` and `SignedOut` notices, heard
//! by every process), the stream resolves its credentials again and ends unless they still give
//! the same seat at the table.

use std::convert::Infallible;

use crate::path::Path;
use axum::extract::{Query, State};
use axum::http::HeaderMap;
use axum::response::sse::{Event, KeepAlive, Sse};
use engine::SeatId;
use futures_util::Stream;
use store::{Notice, Store, TableId, UserId};
use tokio::sync::{broadcast, mpsc};

use crate::auth::{Caller, SEAT_HEADER};
use crate::play::{Access, After, access, redacted_events, view_json};
use crate::{AppError, AppState};

/// `GET /api/tables/{id}/stream`.
pub async fn stream(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<i64>,
    Query(q): Query<After>,
    headers: HeaderMap,
) -> Result<Sse<impl Stream<Item = Result<Event, Infallible>>>, AppError> {
    let access = access(&state, &caller, TableId(id)).await?;
    let resume = match headers.get("last-event-id") {
        Some(v) => v
            .to_str()
            .ok()
            .and_then(|s| s.trim().parse::<u64>().ok())
            .ok_or_else(|| AppError::bad("input.last_event_id", "Last-Event-ID is a sequence number"))?,
        None => q.after,
    };
    let opener = Opener::of(&headers, &caller, &access);
    let (tx, rx) = mpsc::channel::<Event>(256);
    let notices = state.notices();
    let shutdown = state.inner.shutdown.subscribe();
    tokio::spawn(pump(state, access, opener, resume, tx, notices, shutdown));
    let stream = futures_util::stream::unfold(rx, |mut rx| async move {
        rx.recv().await.map(|e| (Ok::<_, Infallible>(e), rx))
    });
    Ok(Sse::new(stream).keep_alive(KeepAlive::default()))
}

/// The credentials a stream was opened with and the seat they gave, to check them again.
struct Opener {
    /// The request's credential headers only (cookies, `Authorization`, `X-Tablon-Seat`).
    headers: HeaderMap,
    user: Option<UserId>,
    seat: Option<SeatId>,
}

impl Opener {
    fn of(headers: &HeaderMap, caller: &Caller, access: &Access) -> Opener {
        let mut kept = HeaderMap::new();
        for name in [axum::http::header::COOKIE, axum::http::header::AUTHORIZATION] {
            for v in headers.get_all(&name) {
                kept.append(name.clone(), v.clone());
            }
        }
        if let Some(v) = headers.get(SEAT_HEADER) {
            kept.insert(SEAT_HEADER, v.clone());
        }
        Opener { headers: kept, user: caller.user, seat: access.seat }
    }

    /// Whether `notice` may have taken away what opened the stream at `table`.
    fn shaken_by(&self, notice: &Notice, table: TableId) -> bool {
        match notice {
            Notice::SeatChanged { table: t, .. } => *t == table,
            Notice::SignedOut { user } => self.user == Some(*user),
            Notice::Missed => true,
            Notice::Appended { .. } | Notice::Posted { .. } => false,
        }
    }

    /// Whether the credentials still open the table, as the same seat.
    async fn still_open(&self, state: &AppState, table: TableId) -> bool {
        let Ok(caller) = Caller::from_headers(&self.headers, Some(table), state).await else { return false };
        matches!(access(state, &caller, table).await, Ok(a) if a.seat == self.seat)
    }
}

async fn pump(
    state: AppState,
    access: Access,
    opener: Opener,
    mut last: u64,
    tx: mpsc::Sender<Event>,
    mut notices: broadcast::Receiver<Notice>,
    mut shutdown: tokio::sync::watch::Receiver<bool>,
) {
    let id = access.id();
    let viewer = access.viewer();
    let mut first = true;
    loop {
        let Ok((events, new_last)) = redacted_events(&state, access.slot.kind, id, last, viewer).await else {
            return;
        };
        for e in events {
            let data = serde_json::to_string(&e).unwrap_or_default();
            let msg = Event::default().id(e.seq.to_string()).event("event").data(data);
            if tx.send(msg).await.is_err() {
                return;
            }
        }
        if first || new_last > last {
            last = new_last;
            first = false;
            let view = {
                let mut e = access.slot.entry.lock().await;
                if e.catch_up(&state, id).await.is_err() {
                    return;
                }
                view_json(&e.state, e.head, viewer)
            };
            let Ok(view) = serde_json::to_string(&view) else { return };
            let msg = Event::default().id(last.to_string()).event("view").data(view);
            if tx.send(msg).await.is_err() {
                return;
            }
        }
        // Wait for news of this table, a change of credentials, a possible loss of notices, the
        // client leaving or shutdown.
        loop {
            tokio::select! {
                n = notices.recv() => match n {
                    Ok(n) if opener.shaken_by(&n, id) && !opener.still_open(&state, id).await => return,
                    Ok(Notice::SeatChanged { .. } | Notice::SignedOut { .. }) => continue,
                    Ok(Notice::Appended { table, seq }) if table == id && seq > last => break,
                    Ok(Notice::Appended { .. }) => continue,
                    Ok(Notice::Posted { table, post }) if table == id => {
                        // Only posts this reader may read are announced (a whisper's very existence
                        // is the whisperers' business); the message carries the id, not the text.
                        let Ok(record) = state.db().post(post).await else { continue };
                        if !crate::posts::may_read(&access, &record) {
                            continue;
                        }
                        let data = serde_json::json!({"post": post, "thread": record.thread});
                        if tx.send(Event::default().event("post").data(data.to_string())).await.is_err() {
                            return;
                        }
                    }
                    Ok(Notice::Posted { .. }) => continue,
                    Ok(Notice::Missed) => break,
                    Err(broadcast::error::RecvError::Lagged(_)) => {
                        // Lost notices may have been a credential's: check it as for `Missed`.
                        if !opener.still_open(&state, id).await {
                            return;
                        }
                        break;
                    }
                    Err(broadcast::error::RecvError::Closed) => return,
                },
                _ = tx.closed() => return,
                _ = shutdown.changed() => return,
            }
        }
    }
}
