//! Live updates: server-sent events per seat.
//!
//! `GET /api/tables/{id}/stream` sends, in order, every event after the client's last one (from
//! `Last-Event-ID`, or `?after=N`, or the start) as the caller may see it (`event: event`, `id:
//! seq`), then the caller's view (`event: view`, `id: seq`), and again after every append to the
//! table. The store's notices (in-process on SQLite, `LISTEN/NOTIFY` on PostgreSQL, so a move on
//! another server process arrives too) only wake the stream up: what it sends is always read back
//! with `events_since` and redacted, so nothing is missed or sent twice after a reconnect.

use std::convert::Infallible;

use axum::extract::{Path, Query, State};
use axum::http::HeaderMap;
use axum::response::sse::{Event, KeepAlive, Sse};
use futures_util::Stream;
use store::{Notice, Store, TableId};
use tokio::sync::{broadcast, mpsc};

use crate::auth::Caller;
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
    let (tx, rx) = mpsc::channel::<Event>(256);
    let notices = state.notices();
    let shutdown = state.inner.shutdown.subscribe();
    tokio::spawn(pump(state, access, resume, tx, notices, shutdown));
    let stream = futures_util::stream::unfold(rx, |mut rx| async move {
        rx.recv().await.map(|e| (Ok::<_, Infallible>(e), rx))
    });
    Ok(Sse::new(stream).keep_alive(KeepAlive::default()))
}

async fn pump(
    state: AppState,
    access: Access,
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
        // Wait for news of this table, a possible loss of notices, the client leaving or shutdown.
        loop {
            tokio::select! {
                n = notices.recv() => match n {
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
                    Ok(Notice::Missed) | Err(broadcast::error::RecvError::Lagged(_)) => break,
                    Err(broadcast::error::RecvError::Closed) => return,
                },
                _ = tx.closed() => return,
                _ = shutdown.changed() => return,
            }
        }
    }
}
