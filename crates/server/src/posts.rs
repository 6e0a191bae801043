//! Posts: the story and table-talk threads, whispers to and from the Director/Mastermind/Moderator
//! (seat 0), Markdown rendered and sanitised (pulldown-cmark + ammonia), edits within a grace
//! period with the history kept. In the story thread every game event the reader may see appears
//! as a system post rendered from the event as redacted for that reader (never from the raw event).

use axum::Json;
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use engine::{SeatId, Viewer};
use serde::Deserialize;
use serde_json::{Value, json};
use store::{NewPost, PostId, PostQuery, PostRecord, Reader, Store, TableId, Thread, now_ms};

use crate::auth::Caller;
use crate::play::{Access, access, redacted_events};
use crate::{AppError, AppState};

/// Markdown to sanitised HTML.
pub fn render_markdown(source: &str) -> String {
    let parser = pulldown_cmark::Parser::new_ext(source, pulldown_cmark::Options::ENABLE_STRIKETHROUGH);
    let mut html = String::new();
    pulldown_cmark::html::push_html(&mut html, parser);
    ammonia::clean(&html)
}

/// The text of a system post for an event already redacted for its reader.
pub fn event_markdown(event: &Value) -> String {
    let kind = event.get("type").and_then(Value::as_str).unwrap_or("event").replace('_', " ");
    let mut rest = event.clone();
    if let Some(map) = rest.as_object_mut() {
        map.remove("type");
    }
    let details =
        if rest.as_object().is_some_and(|m| m.is_empty()) { String::new() } else { format!(" `{rest}`") };
    format!("*{kind}*{details}")
}

fn reader_of(access: &Access) -> Reader {
    match access.seat {
        Some(s) => Reader::Seat(s),
        None => Reader::Public,
    }
}

/// Whether the caller at `access` may read `post` (whispers: only their two seats).
pub(crate) fn may_read(access: &Access, post: &PostRecord) -> bool {
    match post.whisper_to {
        None => true,
        Some(to) => access.seat.is_some() && (access.seat == Some(to) || access.seat == post.author_seat),
    }
}

fn post_json(p: &PostRecord) -> Value {
    json!({
        "id": p.id, "table": p.table, "kind": "post", "thread": p.thread, "author_user": p.author_user, "author_seat": p.author_seat,
        "whisper_to": p.whisper_to, "body": p.body, "html": render_markdown(&p.body),
        "at": p.created_at, "edited_at": p.edited_at,
    })
}

/// A new post.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct NewPostRequest {
    /// `story` or `talk`.
    #[schemars(with = "crate::export::ThreadName")]
    pub thread: Thread,
    /// Markdown.
    pub body: String,
    /// A seat to whisper to: seat 0 from any seat, any seat from seat 0.
    pub whisper_to: Option<u8>,
}

fn check_body(state: &AppState, body: &str) -> Result<(), AppError> {
    let n = body.chars().count();
    let max = state.config().max_post_chars;
    if body.trim().is_empty() || n > max {
        return Err(AppError::bad("post.length", format!("a post has 1 to {max} characters")));
    }
    Ok(())
}

/// `POST /api/tables/{id}/posts`: writes a post (seats, and the owner in the public threads).
pub async fn create(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<i64>,
    Json(req): Json<NewPostRequest>,
) -> Result<(StatusCode, Json<Value>), AppError> {
    let access = access(&state, &caller, TableId(id)).await?;
    if access.seat.is_none() && !access.owner {
        return Err(AppError::forbidden("post.not_seated", "only the table's seats and owner may post"));
    }
    check_body(&state, &req.body)?;
    if let Some(to) = req.whisper_to {
        let seat = access.require_seat()?;
        if to != 0 && seat != SeatId(0) {
            return Err(AppError::bad(
                "post.whisper",
                "whispers go to seat 0 (the Director/Mastermind/Moderator), or from seat 0 to any seat",
            ));
        }
        if to == seat.0 {
            return Err(AppError::bad("post.whisper", "you cannot whisper to your own seat"));
        }
        state.db().seat(access.id(), SeatId(to)).await?;
    }
    let post = state
        .db()
        .add_post(&NewPost {
            table: access.id(),
            thread: req.thread,
            author_user: caller.user,
            author_seat: access.seat,
            whisper_to: req.whisper_to.map(SeatId),
            body: req.body,
            written_at: None,
        })
        .await?;
    Ok((StatusCode::CREATED, Json(post_json(&post))))
}

/// `?thread=story|talk&after=ID&events=true`.
#[derive(Deserialize)]
pub struct ListQuery {
    /// One thread (both by default).
    pub thread: Option<Thread>,
    /// Only posts after this id.
    pub after: Option<i64>,
    /// In the story thread, include the game's events as system posts (default true).
    pub events: Option<bool>,
}

/// `GET /api/tables/{id}/posts`: the posts the caller may read, oldest first; the story thread
/// interleaves the game's events (redacted for the caller) as system posts.
pub async fn list(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<i64>,
    Query(q): Query<ListQuery>,
) -> Result<Json<Value>, AppError> {
    let access = access(&state, &caller, TableId(id)).await?;
    let posts = state
        .db()
        .posts(
            access.id(),
            PostQuery {
                thread: q.thread,
                reader: reader_of(&access),
                after: q.after.map(PostId),
                limit: 500,
            },
        )
        .await?;
    let mut items: Vec<(i64, Value)> = posts.iter().map(|p| (p.created_at, post_json(p))).collect();
    let with_events = q.events.unwrap_or(true) && q.thread != Some(Thread::Talk) && q.after.is_none();
    if with_events {
        let viewer: Viewer = access.viewer();
        let (events, _) = redacted_events(&state, access.slot.kind, access.id(), 0, viewer).await?;
        for e in events {
            let at = e["at"].as_i64().unwrap_or(0);
            let html = render_markdown(&event_markdown(&e["event"]));
            items.push((at, json!({"kind": "event", "thread": "story", "seq": e["seq"], "seat": e["seat"], "html": html, "at": at})));
        }
    }
    items.sort_by_key(|(at, _)| *at);
    Ok(Json(json!({"posts": items.into_iter().map(|(_, v)| v).collect::<Vec<_>>()})))
}

async fn readable_post(state: &AppState, caller: &Caller, id: i64) -> Result<(Access, PostRecord), AppError> {
    let post = state.db().post(PostId(id)).await?;
    let access = access(state, caller, post.table).await.map_err(|_| AppError::NotFound("post"))?;
    if !may_read(&access, &post) {
        return Err(AppError::NotFound("post"));
    }
    Ok((access, post))
}

/// A new text for a post.
#[derive(Deserialize, schemars::JsonSchema)]
pub struct EditRequest {
    /// Markdown.
    pub body: String,
}

/// `PUT /api/posts/{post}`: its author edits a post within the grace period.
pub async fn edit(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<i64>,
    Json(req): Json<EditRequest>,
) -> Result<Json<Value>, AppError> {
    let (access, post) = readable_post(&state, &caller, id).await?;
    let author = match (post.author_seat, post.author_user) {
        (Some(s), _) if access.seat == Some(s) => true,
        (None, Some(u)) => caller.user == Some(u),
        _ => false,
    };
    if !author {
        return Err(AppError::forbidden("post.not_author", "only a post's author may edit it"));
    }
    if now_ms() - post.created_at > state.config().edit_grace_ms {
        return Err(AppError::forbidden(
            "post.grace_over",
            format!(
                "posts may be edited for {} minutes after writing",
                state.config().edit_grace_ms / 60_000
            ),
        ));
    }
    check_body(&state, &req.body)?;
    let post = state.db().edit_post(post.id, &req.body).await?;
    Ok(Json(post_json(&post)))
}

/// `GET /api/posts/{post}/history`: every text the post has had.
pub async fn history(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<i64>,
) -> Result<Json<Value>, AppError> {
    let (_, post) = readable_post(&state, &caller, id).await?;
    let revs = state.db().post_history(post.id).await?;
    let revs: Vec<Value> = revs
        .iter()
        .map(|r| json!({"rev": r.rev, "body": r.body, "html": render_markdown(&r.body), "at": r.written_at}))
        .collect();
    Ok(Json(json!({"post": post.id, "revisions": revs})))
}
