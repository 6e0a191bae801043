//! Live updates: server-sent events per seat.
//!
//! `GET /api/tables/{id}/stream` sends, in order, every event after the client's last one (from
//! `Last-Event-ID`, or `?after=N`, or the start) as the caller may see it (`event: event`, `id:
//! seq`), then the caller's view (`event: view`, `id: seq`), and again after every append to the
//! table. The store's notices (in-process on SQLite, `LISTEN/NOTIFY` on PostgreSQL, so a move on
//! another server process arrives too) only wake the stream up: what it sends is always read back
//! with `events_since` and redacted, so nothing is missed or sent twice after a reconnect.
//!
//! A page also says the newest post it shows (`?post=P` on a table's stream, `12:40:7` on the shared
//! one): posts after it that the reader may read are announced first, so a post written between the
//! page's drawing and its stream's opening is not left unseen until the next news.
//!
//! `GET /api/live?tables=12:40,15:3` is one connection for many tables (a browser allows six
//! connections per host over HTTP/1.1, so a person with seven table tabs would wait forever on the
//! seventh): the pages' shared worker opens it for every table open in any tab. It only signals
//! (`event`/`view` with the table and sequence number, `post` with the table and thread, `closed`
//! when a table's credentials end), each message under an `id` that is every table's position
//! (`12:45,15:3`), so a reconnect resumes every table where it was.
//!
//! A spectator's stream reads the log from the replica when there is one (`tablon serve
//! --database-replica`), which may lag behind the primary that announced an append: the stream
//! then reads again until the replica has reached what was announced (at most
//! [`REPLICA_PATIENCE`], then from the primary), and sends no view ahead of the events it sent.
//! A lag is a delay, never a gap, and a reconnect resumes by `Last-Event-ID` from any replica.
//!
//! A stream belongs to the credential that opened it. When a seat's link or holder changes or a
//! session of the stream's account ends (the store's `SeatChanged` and `SignedOut` notices, heard
//! by every process), the stream resolves its credentials again and ends unless they still give
//! the same seat at the table. A stream whose credentials hold is told `seats` (no data but the
//! table) when a seat changed (a new name, gender or holder), so pages draw names again.

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
use crate::play::{Access, LoggedEvent, access, redacted_events_from, view_json};
use crate::{AppError, AppState};

/// `GET /api/tables/{id}/stream`.
pub async fn stream(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<i64>,
    Query(q): Query<StreamFrom>,
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
    let (tx, rx) = mpsc::channel::<(TableId, News)>(256);
    let notices = state.notices();
    let shutdown = state.inner.shutdown.subscribe();
    let from = Position { seq: resume, post: q.post.map(store::PostId) };
    tokio::spawn(pump(state, access, opener, from, Detail::Full, tx, notices, shutdown));
    let stream = futures_util::stream::unfold(rx, |mut rx| async move {
        let (_, news) = rx.recv().await?;
        let event = match news {
            News::Event { seq, data } => Event::default().id(seq.to_string()).event("event").data(data),
            News::View { seq, data } => Event::default().id(seq.to_string()).event("view").data(data),
            News::Post { post, thread } => Event::default()
                .event("post")
                .data(serde_json::json!({"post": post, "thread": thread}).to_string()),
            News::Seats => Event::default().event("seats").data("{}"),
            News::Handouts => Event::default().event("handouts").data("{}"),
            // A one-table stream ends when its table's news does.
            News::Closed => return None,
        };
        Some((Ok::<_, Infallible>(event), rx))
    });
    Ok(Sse::new(stream).keep_alive(KeepAlive::default()))
}

/// `?after=N&post=P` of a table's stream.
#[derive(serde::Deserialize)]
pub struct StreamFrom {
    /// Only events after this sequence number (0 = all).
    #[serde(default)]
    after: u64,
    /// The newest post the page shows: later ones it may read are announced first.
    #[serde(default)]
    post: Option<i64>,
}

/// Where a reader is at a table: the last event it has, and the newest post it shows (if it says).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Position {
    seq: u64,
    post: Option<store::PostId>,
}

/// The most tables one shared stream follows.
pub const MAX_LIVE_TABLES: usize = 32;

/// `?tables=` of `GET /api/live`.
#[derive(serde::Deserialize)]
pub struct LiveTables {
    /// Table ids, each with the sequence number its page shows (`12:40,15:3`).
    #[serde(default)]
    pub tables: String,
}

/// `12:40,15:3:7` as tables and positions (`table:seq`, or `table:seq:post`): at most
/// [`MAX_LIVE_TABLES`], each once.
fn positions(text: &str) -> Option<Vec<(TableId, Position)>> {
    let mut out: Vec<(TableId, Position)> = Vec::new();
    for item in text.split(',').map(str::trim).filter(|i| !i.is_empty()) {
        let mut parts = item.split(':').map(str::trim);
        let id = TableId(parts.next()?.parse().ok()?);
        let seq = parts.next().map_or(Some(0), |s| s.parse().ok())?;
        let post = match parts.next() {
            None => None,
            Some(p) => Some(store::PostId(p.parse().ok()?)),
        };
        if parts.next().is_some() || out.iter().any(|(t, _)| *t == id) {
            return None;
        }
        out.push((id, Position { seq, post }));
    }
    (!out.is_empty() && out.len() <= MAX_LIVE_TABLES).then_some(out)
}

/// Every table's position, as a shared stream's message `id` (`12:45,15:3:7`).
fn position_id(at: &std::collections::BTreeMap<TableId, Position>) -> String {
    let one = |(t, p): (&TableId, &Position)| match p.post {
        Some(post) => format!("{}:{}:{}", t.0, p.seq, post.0),
        None => format!("{}:{}", t.0, p.seq),
    };
    at.iter().map(one).collect::<Vec<_>>().join(",")
}

/// `GET /api/live`: the news of several tables on one connection (see the module's doc).
pub async fn live(
    State(state): State<AppState>,
    Query(q): Query<LiveTables>,
    headers: HeaderMap,
) -> Result<Sse<impl Stream<Item = Result<Event, Infallible>>>, AppError> {
    let bad = || {
        AppError::bad(
            "input.tables",
            format!(
                "tables is a list of table ids, each once and with the sequence number its page shows \
                 and optionally its newest post (12:40,15:3:7), at most {MAX_LIVE_TABLES}"
            ),
        )
    };
    let mut tables = positions(&q.tables).ok_or_else(bad)?;
    // A reconnect carries every table's position in Last-Event-ID: it wins over the query's.
    if let Some(resume) = headers.get("last-event-id") {
        let resume = resume.to_str().ok().and_then(positions).ok_or_else(|| {
            AppError::bad("input.last_event_id", "Last-Event-ID is a list of table:sequence[:post] positions")
        })?;
        for (table, after) in &mut tables {
            if let Some((_, at)) = resume.iter().find(|(t, _)| t == table) {
                *after = *at;
            }
        }
    }
    let (tx, rx) = mpsc::channel::<(TableId, News)>(256);
    let mut at = std::collections::BTreeMap::new();
    for (table, after) in tables {
        at.insert(table, after);
        // Each table by its own credentials (its seat cookie, the session): one the caller may not
        // open is closed at once, whether it exists or not.
        let caller = Caller::from_headers(&headers, Some(table), &state).await;
        let access = match caller {
            Ok(caller) => {
                access(&state, &caller, table).await.map(|a| (Opener::of(&headers, &caller, &a), a))
            }
            Err(e) => Err(e),
        };
        match access {
            Ok((opener, access)) => {
                let (state, tx) = (state.clone(), tx.clone());
                let (notices, shutdown) = (state.notices(), state.inner.shutdown.subscribe());
                tokio::spawn(async move {
                    pump(state, access, opener, after, Detail::Signals, tx.clone(), notices, shutdown).await;
                    let _ = tx.send((table, News::Closed)).await;
                });
            }
            Err(_) => {
                let _ = tx.send((table, News::Closed)).await;
            }
        }
    }
    drop(tx);
    let stream = futures_util::stream::unfold((rx, at), |(mut rx, mut at)| async move {
        let (table, news) = rx.recv().await?;
        let (name, data) = match news {
            News::Event { seq, .. } | News::View { seq, .. } => {
                let name = if matches!(news, News::Event { .. }) { "event" } else { "view" };
                if let Some(p) = at.get_mut(&table) {
                    p.seq = seq;
                }
                (name, serde_json::json!({"table": table.0, "seq": seq}))
            }
            News::Post { post, thread } => {
                if let Some(p) = at.get_mut(&table) {
                    p.post = p.post.max(Some(post));
                }
                ("post", serde_json::json!({"table": table.0, "post": post, "thread": thread}))
            }
            News::Seats => ("seats", serde_json::json!({"table": table.0})),
            News::Handouts => ("handouts", serde_json::json!({"table": table.0})),
            News::Closed => {
                at.remove(&table);
                ("closed", serde_json::json!({"table": table.0}))
            }
        };
        let event = Event::default().id(position_id(&at)).event(name).data(data.to_string());
        Some((Ok::<_, Infallible>(event), (rx, at)))
    });
    Ok(Sse::new(stream).keep_alive(KeepAlive::default()))
}

/// What a table's pump tells its stream.
enum News {
    /// An event the reader may see (its redacted JSON with [`Detail::Full`]).
    Event { seq: u64, data: String },
    /// The reader's view after `seq` (its JSON with [`Detail::Full`]).
    View { seq: u64, data: String },
    /// A post the reader may read: its id and thread, never its text.
    Post { post: store::PostId, thread: store::Thread },
    /// A seat of the table changed: its name, its words' gender or its holder (the pages draw
    /// the names again).
    Seats,
    /// The reader's seat was shown a handout it did not have (the pages draw the handouts again).
    Handouts,
    /// The table's news ended (credentials gone, shutdown).
    Closed,
}

/// How much a pump writes: the whole events and view, or only that they happened.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Detail {
    Full,
    Signals,
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
            Notice::Appended { .. } | Notice::Posted { .. } | Notice::HandoutShown { .. } => false,
        }
    }

    /// Whether the credentials still open the table, as the same seat.
    async fn still_open(&self, state: &AppState, table: TableId) -> bool {
        let Ok(caller) = Caller::from_headers(&self.headers, Some(table), state).await else { return false };
        matches!(access(state, &caller, table).await, Ok(a) if a.seat == self.seat)
    }
}

/// How long a stream waits for the replica to reach an announced append before reading it from
/// the primary.
pub const REPLICA_PATIENCE: std::time::Duration = std::time::Duration::from_secs(2);

/// The events after `after` as `access` may see them, from its log reader, reaching at least
/// `wanted` if the primary has it: a lagging replica is read again every 20 ms, for at most
/// [`REPLICA_PATIENCE`], then the primary is read.
async fn events_reaching(
    state: &AppState,
    access: &Access,
    after: u64,
    wanted: u64,
) -> Result<(Vec<LoggedEvent>, u64), AppError> {
    let (kind, id, viewer) = (access.slot.kind, access.id(), access.viewer());
    let reader = access.log_reader(state);
    if std::ptr::eq(reader, state.db()) {
        return redacted_events_from(reader, kind, id, after, viewer).await;
    }
    let started = tokio::time::Instant::now();
    loop {
        let read = redacted_events_from(reader, kind, id, after, viewer).await;
        match read {
            Ok((_, last)) if last < wanted && started.elapsed() < REPLICA_PATIENCE => {}
            // Behind for too long, or failing: the primary answers.
            Ok((_, last)) if last < wanted => break,
            Err(_) => break,
            Ok(done) => return Ok(done),
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    redacted_events_from(state.db(), kind, id, after, viewer).await
}

#[allow(clippy::too_many_arguments)] // one task's whole context, passed once
async fn pump(
    state: AppState,
    access: Access,
    opener: Opener,
    from: Position,
    detail: Detail,
    tx: mpsc::Sender<(TableId, News)>,
    mut notices: broadcast::Receiver<Notice>,
    mut shutdown: tokio::sync::watch::Receiver<bool>,
) {
    let id = access.id();
    let viewer = access.viewer();
    let mut last = from.seq;
    // The highest sequence number a notice (or the cache) said the log has reached.
    let mut wanted = from.seq;
    // Whether this round's view waited once for a lagging replica to reach the cache's head.
    let mut deferred = false;
    let lagging = !std::ptr::eq(access.log_reader(&state), state.db());
    let mut first = true;
    // The posts written after the page's newest one, before this stream listened.
    if let Some(after) = from.post {
        let query = store::PostQuery {
            thread: None,
            reader: crate::posts::reader_of(&access),
            after: Some(after),
            limit: 500,
            newest: true,
        };
        let Ok(posts) = state.db().posts(id, query).await else { return };
        for post in posts.iter().filter(|p| crate::posts::may_read(&access, p)) {
            if tx.send((id, News::Post { post: post.id, thread: post.thread })).await.is_err() {
                return;
            }
        }
    }
    loop {
        let Ok((events, new_last)) = events_reaching(&state, &access, last, wanted).await else {
            return;
        };
        for e in events {
            let data = match detail {
                Detail::Full => serde_json::to_string(&e).unwrap_or_default(),
                Detail::Signals => String::new(),
            };
            if tx.send((id, News::Event { seq: e.seq, data })).await.is_err() {
                return;
            }
        }
        if first || new_last > last {
            last = new_last;
            let data = match detail {
                Detail::Full => {
                    let view = {
                        let mut e = access.slot.entry.lock().await;
                        if e.catch_up(&state, id).await.is_err() {
                            return;
                        }
                        // A lagging replica gave fewer events than the cache has: read them
                        // first (once a round), so that no view runs ahead of the events sent.
                        if lagging && e.head > last && !deferred {
                            wanted = wanted.max(e.head);
                            deferred = true;
                            continue;
                        }
                        view_json(&e.state, e.head, viewer)
                    };
                    let Ok(view) = serde_json::to_string(&view) else { return };
                    view
                }
                Detail::Signals => String::new(),
            };
            if tx.send((id, News::View { seq: last, data })).await.is_err() {
                return;
            }
            first = false;
            deferred = false;
        }
        if lagging && wanted > last {
            continue; // announced but not read yet: the replica is read again
        }
        // Wait for news of this table, a change of credentials, a possible loss of notices, the
        // client leaving or shutdown.
        loop {
            tokio::select! {
                n = notices.recv() => match n {
                    Ok(n) if opener.shaken_by(&n, id) && !opener.still_open(&state, id).await => return,
                    Ok(Notice::SeatChanged { table, .. }) if table == id => {
                        if tx.send((id, News::Seats)).await.is_err() {
                            return;
                        }
                    }
                    Ok(Notice::SeatChanged { .. } | Notice::SignedOut { .. }) => continue,
                    Ok(Notice::Appended { table, seq }) if table == id && seq > last => {
                        wanted = wanted.max(seq);
                        break;
                    }
                    Ok(Notice::Appended { .. }) => continue,
                    Ok(Notice::Posted { table, post }) if table == id => {
                        // Only posts this reader may read are announced (a whisper's very existence
                        // is the whisperers' business); the message carries the id, not the text.
                        let Ok(record) = state.db().post(post).await else { continue };
                        if !crate::posts::may_read(&access, &record) {
                            continue;
                        }
                        if tx.send((id, News::Post { post, thread: record.thread })).await.is_err() {
                            return;
                        }
                    }
                    Ok(Notice::Posted { .. }) => continue,
                    // Only the seats newly shown a handout hear of it (one that had it already, or
                    // never will, is told nothing: a handout's existence is its readers' business).
                    Ok(Notice::HandoutShown { table, seats }) if table == id => {
                        let shown = access.seat.is_some_and(|s| store::mask_seats(seats).contains(&s));
                        if shown && tx.send((id, News::Handouts)).await.is_err() {
                            return;
                        }
                    }
                    Ok(Notice::HandoutShown { .. }) => continue,
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
