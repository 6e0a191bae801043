//! A table: its seats and whose move it is, the deadline, the dice commitment, the game's screen
//! (board, sheets, action forms), and the story and table-talk threads with their post forms.
//!
//! Live: the page script listens to the API's event stream and, on news, asks for
//! `/t/{id}/game` and `/t/{id}/thread/{thread}` again; the stream itself only signals (every
//! fragment is rendered here, for this caller, through the game's view and redaction).

use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use engine::{SeatId, SeatInfo, Viewer};
use maud::{Markup, html};
use serde::Deserialize;
use server::play::{Access, CommandRequest};
use server::posts::{EditRequest, ListQuery, NewPostRequest, ThreadItem};
use server::rolls::Roll;
use server::{AppError, AppState};
use store::{PostId, SeatRecord, Store, TableId, Thread, now_ms};

use super::redirect;
use crate::layout;
use crate::page::{Fields, Page, PageError, describe};
use crate::screens::{self, Cx, Refusal};

/// `?seat=N`: which of the caller's seats to look through (an account may hold several).
#[derive(Clone, Copy, Debug, Default, Deserialize)]
pub struct SeatQuery {
    /// The seat.
    pub seat: Option<u8>,
}

/// Everything a table's page is drawn from: the game's [`server::play::Snapshot`] and the table
/// around it.
struct Snapshot {
    access: Access,
    state: games::AnyState,
    head: u64,
    waiting: Vec<SeatId>,
    infos: Vec<SeatInfo>,
    seats: Vec<SeatRecord>,
    /// Who holds each seat, for the moderator only.
    holders: Option<server::tables::SeatHolders>,
    commitment: Option<String>,
    since: i64,
}

async fn snapshot(state: &AppState, page: &mut Page, id: i64, q: SeatQuery) -> Result<Snapshot, PageError> {
    if q.seat.is_some() {
        page.caller.seat_choice = q.seat;
    }
    let fail = page.fail();
    let access = server::play::access(state, &page.caller, TableId(id)).await.map_err(&fail)?;
    let table = access.id();
    let server::play::Snapshot { state: game, head, waiting_on, seats: infos, since } =
        server::play::snapshot(state, &access).await.map_err(&fail)?;
    let seats = state.db().seats(table).await.map_err(|e| fail(e.into()))?;
    let holders = match access.moderator() {
        true => Some(server::tables::holders(state, &page.caller, table).await.map_err(&fail)?),
        false => None,
    };
    let commitment = state.db().current_commitment(table).await.ok().map(|c| c.commitment);
    Ok(Snapshot { access, state: game, head, waiting: waiting_on, infos, seats, holders, commitment, since })
}

fn seat_suffix(q: SeatQuery) -> String {
    q.seat.map(|s| format!("?seat={s}")).unwrap_or_default()
}

/// The game panel (`#game`): whose move, the game's screen, the rolls just made.
fn game_panel(page: &Page, s: &Snapshot, q: SeatQuery, refused: Option<&Refusal>, rolls: &[Roll]) -> Markup {
    let id = s.access.id();
    let cx = Cx {
        page,
        table: id,
        viewer: s.access.viewer(),
        seats: &s.infos,
        waiting_on: &s.waiting,
        refused,
        refusal_shown: Default::default(),
    };
    let screen = screens::screen(&cx, &s.state);
    // A refused form that is no longer on screen (the state moved on) still gets its answer.
    let unshown = refused.filter(|_| !cx.refusal_shown.get());
    let names: Vec<String> = s.waiting.iter().map(|w| cx.seat_name(*w)).collect();
    html! {
        section #game.game-panel hx-get={ "/t/" (id.0) "/game" (seat_suffix(q)) } hx-trigger="tablon:game from:body"
            hx-swap="outerHTML" data-seq=(s.head) data-stale-text=(page.t("table-stale"))
            data-my-turn=(cx.my_turn()) tabindex="-1" aria-label=(page.t("table-game-panel")) {
            div.turn-bar {
                @if cx.my_turn() {
                    strong.your-move { (page.t("tables-your-move")) }
                } @else if names.is_empty() {
                    span { (page.t("table-nobody-waited")) }
                } @else {
                    span { (page.t("tables-waiting-on")) " " (names.join(", ")) }
                }
            }
            @if let Some(r) = unshown { p.refusal role="alert" { (r.message) } }
            @if !rolls.is_empty() { (rolls_box(page, rolls)) }
            (screen)
        }
    }
}

/// The rolls a command just made, with their copy buttons.
fn rolls_box(page: &Page, rolls: &[Roll]) -> Markup {
    html! {
        div.rolls-made role="status" {
            @for r in rolls {
                @let faces: Vec<String> = r.faces.iter().map(u32::to_string).collect();
                p {
                    span.dice-faces { "🎲 " (faces.join(" · ")) }
                    " "
                    a href=(r.page_url) { (page.t("dice-verify-link")) }
                    " "
                    button.copy type="button" data-copy=(r.bbcode) { (page.t("copy-bbcode")) }
                    button.copy type="button" data-copy=(r.markdown) { (page.t("copy-markdown")) }
                }
            }
        }
    }
}

/// `GET /t/{id}`: the table.
pub async fn show(
    State(state): State<AppState>,
    mut page: Page,
    Path(id): Path<i64>,
    Query(q): Query<SeatQuery>,
) -> Result<Response, PageError> {
    let s = snapshot(&state, &mut page, id, q).await?;
    Ok(whole(&state, &page, &s, q, None, &[]).await?.into_response())
}

async fn whole(
    state: &AppState,
    page: &Page,
    s: &Snapshot,
    q: SeatQuery,
    refused: Option<&Refusal>,
    rolls: &[Roll],
) -> Result<Markup, PageError> {
    let r = &s.access.slot.record;
    let id = r.id.0;
    let kind = s.access.slot.kind;
    let viewer = s.access.viewer();
    let me = match viewer {
        Viewer::Seat(seat) => s
            .infos
            .iter()
            .find(|i| i.seat == seat)
            .map(|i| screens::seat_label(page.lang, i))
            .unwrap_or_default(),
        Viewer::Spectator => page.t("table-spectator"),
    };
    let story = thread(state, page, s, Thread::Story, q, None, false).await?;
    let talk = thread(state, page, s, Thread::Talk, q, None, false).await?;
    let body = html! {
        div #table.table-page data-table=(id) data-seq=(s.head) data-stream={ "/api/tables/" (id) "/stream?after=" (s.head) } {
            // The live region the page script speaks through ("your move", new posts): it stays
            // while the panels around it are swapped, so what it says is announced, and it never
            // takes the focus.
            p #announce.sr-only role="status" aria-live="polite"
                data-your-move=(page.t("tables-your-move")) data-new-posts=(page.t("table-new-posts")) {}
            header.table-head {
                h1 { (r.title) }
                p.meta {
                    (screens::name(kind, page.lang)) " · " (page.lang.t_args("table-you-are", &[("seat", me.into())]))
                    " · " a href={ "/help/" (kind.id()) } { (page.t("nav-help")) }
                }
            }
            div.table-grid {
                div.play-column {
                    (game_panel(page, s, q, refused, rolls))
                }
                (side_column(page, s, q))
                div.threads {
                    (story)
                    (talk)
                }
            }
        }
    };
    Ok(layout::page(page, &r.title, body))
}

/// The side column: seats and whose move, the deadline, the dice, the assistant's link. Live: it
/// is fetched again on game news.
fn side_column(page: &Page, s: &Snapshot, q: SeatQuery) -> Markup {
    let r = &s.access.slot.record;
    let id = r.id.0;
    let left = r
        .options
        .max_wait_secs
        .filter(|_| !s.waiting.is_empty())
        .map(|max| max - (now_ms() - s.since) / 1000);
    html! {
        aside #side.side-column hx-get={ "/t/" (id) "/side" (seat_suffix(q)) } hx-trigger="tablon:game from:body"
            hx-swap="outerHTML" {
            (seats_box(page, s))
            @if let Some(left) = left {
                p.deadline.overdue[left < 0] { (super::home::deadline_text(page, left)) }
            }
            (dice_box(page, s))
            @if r.options.assistant && s.access.viewer() != Viewer::Seat(SeatId(0)) {
                p.card { a href={ "/t/" (id) "/deductions" } { (page.t("assistant-link")) } }
            }
        }
    }
}

/// `GET /t/{id}/side`: the side column alone (for live updates).
pub async fn side_fragment(
    State(state): State<AppState>,
    mut page: Page,
    Path(id): Path<i64>,
    Query(q): Query<SeatQuery>,
) -> Result<Markup, PageError> {
    let s = snapshot(&state, &mut page, id, q).await?;
    Ok(side_column(&page, &s, q))
}

fn seats_box(page: &Page, s: &Snapshot) -> Markup {
    let id = s.access.id().0;
    let moderator = s.access.moderator();
    html! {
        section.card.seats {
            h2 { (page.t("table-seats")) }
            ul {
                @for info in &s.infos {
                    @let record = s.seats.iter().find(|r| r.seat == info.seat);
                    li.waiting[s.waiting.contains(&info.seat)] {
                        span.name { (screens::seat_label(page.lang, info)) }
                        @if s.waiting.contains(&info.seat) { " " span.badge { (page.t("table-waiting-badge")) } }
                        @if s.access.slot.record.options.ai_seats.contains(&info.seat) {
                            " " span.muted { (page.t("table-ai-seat")) }
                        } @else if record.is_some_and(|r| r.holder.is_none() && r.invitation_issued_at.is_none()) {
                            " " span.muted { (page.t("table-seat-no-link")) }
                        }
                        @let holder = s.holders.iter().flat_map(|h| &h.seats).find(|h| h.seat == info.seat);
                        @if let Some(holder) = holder.filter(|_| !s.access.slot.record.options.ai_seats.contains(&info.seat)) {
                            " "
                            @if let Some(account) = &holder.account {
                                span.holder { (page.t("table-seat-held-by")) " " strong { (account) } }
                            } @else if holder.link {
                                span.holder.muted { (page.t("table-seat-link-only")) }
                            }
                        }
                        @if moderator && s.access.seat != Some(info.seat)
                            && !s.access.slot.record.options.ai_seats.contains(&info.seat) {
                            " "
                            form.inline method="post" action={ "/t/" (id) "/seats/" (info.seat.0) "/link" } {
                                (page.csrf_field())
                                button.link type="submit" { (page.t("table-new-link")) }
                            }
                            @if record.is_some_and(|r| r.invitation_issued_at.is_some()) {
                                " · "
                                form.inline method="post" action={ "/t/" (id) "/seats/" (info.seat.0) "/revoke" } {
                                    (page.csrf_field())
                                    button.link type="submit" { (page.t("table-revoke-link")) }
                                }
                            }
                            @if holder.is_some_and(|h| h.account.is_some()) {
                                " · "
                                form.inline method="post" action={ "/t/" (id) "/seats/" (info.seat.0) "/remove" } {
                                    (page.csrf_field())
                                    button.link type="submit" { (page.t("table-remove-holder")) }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

fn dice_box(page: &Page, s: &Snapshot) -> Markup {
    let id = s.access.id().0;
    html! {
        section.card.dice {
            h2 { (page.t("dice-title")) }
            @if let Some(c) = &s.commitment {
                p { (page.t("dice-commitment")) " " code.hash title=(c) { (c.get(..16).unwrap_or(c)) "…" } }
            }
            p { a href={ "/t/" (id) "/dice" } { (page.t("dice-verify-all")) } }
        }
    }
}

/// One thread with its post form (or, with `only_posts`, its posts alone, for live updates).
async fn thread(
    state: &AppState,
    page: &Page,
    s: &Snapshot,
    which: Thread,
    q: SeatQuery,
    error: Option<&str>,
    only_posts: bool,
) -> Result<Markup, PageError> {
    let id = s.access.id();
    let kind = s.access.slot.kind;
    let fail = page.fail();
    let posts = server::posts::list(
        state,
        &page.caller,
        id,
        ListQuery { thread: Some(which), after: None, events: Some(false) },
    )
    .await
    .map_err(&fail)?;
    let mut items: Vec<(i64, u64, Markup)> = Vec::new();
    let seat_name = |seat: SeatId| {
        s.infos.iter().find(|i| i.seat == seat).map(|i| screens::seat_label(page.lang, i)).unwrap_or_default()
    };
    for item in posts.posts {
        // Asked without events: every item is a post.
        let ThreadItem::Post(p) = item else { continue };
        let author = p.author.clone();
        let whisper = p.whisper_to.map(seat_name);
        let mine = p.yours;
        let editable = mine && now_ms() - p.at <= state.config().edit_grace_ms;
        let post_id = p.id.0;
        items.push((
            p.at,
            0,
            html! {
                article.post.whisper[whisper.is_some()] id={ "post-" (post_id) } {
                    header {
                        strong.author { (author) }
                        @if let Some(to) = &whisper { " " span.whisper-to { "→ " (to) " (" (page.t("post-whisper")) ")" } }
                        @if p.edited_at.is_some() {
                            " " a.muted href={ "/posts/" (post_id) "/history" } { (page.t("post-edited")) }
                        }
                    }
                    div.body { (layout::post_html(&p.html)) }
                    @if editable {
                        details.edit {
                            summary { (page.t("post-edit")) }
                            form method="post" action={ "/posts/" (post_id) "/edit" } {
                                (page.csrf_field())
                                label for={ "edit-" (post_id) } { (page.t("post-write")) }
                                textarea id={ "edit-" (post_id) } name="body" rows="3" required { (p.body) }
                                button type="submit" { (page.t("post-save")) }
                            }
                        }
                    }
                }
            },
        ));
    }
    if which == Thread::Story {
        let (events, _) =
            server::play::redacted_events(state, kind, id, 0, s.access.viewer()).await.map_err(&fail)?;
        for e in &events {
            // The game decides which events make a system post (`None`: bookkeeping, no post).
            let Some(text) = screens::event_text(kind, page.lang, &e.event.0) else {
                continue;
            };
            items.push((e.at, e.seq, html! { div.system-post data-seq=(e.seq) { (text) } }));
        }
    }
    items.sort_by_key(|(at, seq, _)| (*at, *seq));
    let name = match which {
        Thread::Story => "story",
        Thread::Talk => "talk",
    };
    let can_post = s.access.seat.is_some() || s.access.owner;
    let whisper_targets: Vec<&SeatInfo> = match s.access.seat {
        Some(SeatId(0)) => s.infos.iter().filter(|i| i.seat != SeatId(0)).collect(),
        Some(_) => s.infos.iter().filter(|i| i.seat == SeatId(0)).collect(),
        None => Vec::new(),
    };
    // The story follows the log on its own (`data-seq`: the log's end it shows), not the game
    // panel: after a player's own command the panel already shows the new end, and the story must
    // still fetch that command's lines.
    let seq = match which {
        Thread::Story => Some(s.head),
        Thread::Talk => None,
    };
    let posts = html! {
        // A thread scrolls: it takes the focus (so a keyboard scrolls it) and is named.
        div.posts id={ "posts-" (name) } hx-get={ "/t/" (id.0) "/thread/" (name) (seat_suffix(q)) }
            hx-trigger={ "tablon:posts-" (name) " from:body" } hx-swap="outerHTML" data-seq=[seq]
            data-count=(items.len()) tabindex="0" role="log" aria-label=(page.t(&format!("thread-{name}"))) {
            @if items.is_empty() { p.muted { (page.t("thread-empty")) } }
            @for (_, _, item) in &items { (item) }
            @if let Some(e) = error { p.refusal role="alert" { (e) } }
        }
    };
    if only_posts {
        return Ok(posts);
    }
    Ok(html! {
        section.thread.card id={ "thread-" (name) } {
            h2 { (page.t(&format!("thread-{name}"))) }
            (posts)
            @if can_post {
                form.post-form method="post" action={ "/t/" (id.0) "/post" (seat_suffix(q)) }
                    hx-post={ "/t/" (id.0) "/post" (seat_suffix(q)) } hx-target={ "#posts-" (name) } hx-swap="outerHTML" {
                    (page.csrf_field())
                    input type="hidden" name="thread" value=(name);
                    label for={ "body-" (name) } { (page.t("post-write")) }
                    textarea id={ "body-" (name) } name="body" rows="3" required maxlength=(state.config().max_post_chars) {}
                    div.row {
                        @if !whisper_targets.is_empty() {
                            label for={ "whisper-" (name) } { (page.t("post-whisper-to")) }
                            select id={ "whisper-" (name) } name="whisper_to" {
                                option value="" { (page.t("post-everyone")) }
                                @for t in &whisper_targets { option value=(t.seat.0) { (screens::seat_label(page.lang, t)) } }
                            }
                        }
                        button type="submit" { (page.t("post-send")) }
                    }
                }
            }
        }
    })
}

/// `GET /t/{id}/game`: the game panel alone (for live updates).
pub async fn game_fragment(
    State(state): State<AppState>,
    mut page: Page,
    Path(id): Path<i64>,
    Query(q): Query<SeatQuery>,
) -> Result<Markup, PageError> {
    let s = snapshot(&state, &mut page, id, q).await?;
    Ok(game_panel(&page, &s, q, None, &[]))
}

/// `GET /t/{id}/thread/{story|talk}`: one thread's posts (for live updates).
pub async fn thread_fragment(
    State(state): State<AppState>,
    mut page: Page,
    Path((id, which)): Path<(i64, String)>,
    Query(q): Query<SeatQuery>,
) -> Result<Markup, PageError> {
    let which = thread_of(&page, &which)?;
    let s = snapshot(&state, &mut page, id, q).await?;
    thread(&state, &page, &s, which, q, None, true).await
}

fn thread_of(page: &Page, name: &str) -> Result<Thread, PageError> {
    match name {
        "story" => Ok(Thread::Story),
        "talk" => Ok(Thread::Talk),
        _ => Err(PageError::new(
            page.lang,
            AppError::bad("post.thread", "the thread is \"story\" or \"talk\""),
        )),
    }
}

/// `POST /t/{id}/act`: plays an action form's command. htmx gets the new game panel (with the
/// rule's message next to the form on a refusal); a plain form post is redirected back.
pub async fn act(
    State(state): State<AppState>,
    mut page: Page,
    Path(id): Path<i64>,
    Query(q): Query<SeatQuery>,
    fields: Fields,
) -> Result<Response, PageError> {
    if q.seat.is_some() {
        page.caller.seat_choice = q.seat;
    }
    let access = server::play::access(&state, &page.caller, TableId(id))
        .await
        .map_err(|e| PageError::new(page.lang, e))?;
    let answer = match screens::command(access.slot.kind, &fields) {
        Ok(command) => {
            let client_seed = fields.text("client_seed").map(str::to_owned);
            server::play::play_command(
                &state,
                &page.caller,
                TableId(id),
                CommandRequest { command, client_seed },
            )
            .await
        }
        Err(e) => Err(e),
    };
    let form = fields.get("form").unwrap_or("").to_owned();
    let (refused, rolls, status) = match answer {
        Ok(done) => {
            if !page.htmx {
                return Ok(redirect(&format!("/t/{id}{}", seat_suffix(q)), false));
            }
            (None, done.rolls, StatusCode::OK)
        }
        Err(e @ (AppError::Rule(_) | AppError::BadRequest { .. } | AppError::Conflict { .. })) => {
            let (status, message) = describe(page.lang, &e);
            (Some(Refusal { form, message }), Vec::new(), status)
        }
        Err(e) => return Err(PageError::new(page.lang, e)),
    };
    let s = snapshot(&state, &mut page, id, q).await?;
    if page.htmx {
        // htmx swaps only 2xx answers: the refusal travels inside a 200.
        return Ok(game_panel(&page, &s, q, refused.as_ref(), &rolls).into_response());
    }
    Ok((status, whole(&state, &page, &s, q, refused.as_ref(), &rolls).await?).into_response())
}

/// `POST /t/{id}/post`: writes a post; htmx gets the thread's posts again.
pub async fn post(
    State(state): State<AppState>,
    mut page: Page,
    Path(id): Path<i64>,
    Query(q): Query<SeatQuery>,
    fields: Fields,
) -> Result<Response, PageError> {
    let which = thread_of(&page, fields.get("thread").unwrap_or(""))?;
    if q.seat.is_some() {
        page.caller.seat_choice = q.seat;
    }
    let whisper_to = match fields.text("whisper_to") {
        None => None,
        Some(v) => Some(v.parse::<u8>().map_err(|_| {
            PageError::new(page.lang, AppError::bad("post.whisper", "whisper_to is a seat number"))
        })?),
    };
    let req = NewPostRequest { thread: which, body: fields.get("body").unwrap_or("").to_owned(), whisper_to };
    let answer = server::posts::create(&state, &page.caller, TableId(id), req).await;
    let error = match answer {
        Ok(_) if !page.htmx => {
            let name = if which == Thread::Story { "story" } else { "talk" };
            return Ok(redirect(&format!("/t/{id}{}#thread-{name}", seat_suffix(q)), false));
        }
        Ok(_) => None,
        Err(e @ (AppError::BadRequest { .. } | AppError::Forbidden { .. })) if page.htmx => {
            Some(describe(page.lang, &e).1)
        }
        Err(e) => return Err(page.fail()(e)),
    };
    let s = snapshot(&state, &mut page, id, q).await?;
    let posts = thread(&state, &page, &s, which, q, error.as_deref(), true).await?;
    if error.is_some() {
        // Tells the page script to keep what the player wrote.
        return Ok(([("x-tablon-refused", "1")], posts).into_response());
    }
    Ok(posts.into_response())
}

/// `GET /t/{id}/odds?…`: the odds composer's answer for the dice in the query.
pub async fn odds(
    State(state): State<AppState>,
    mut page: Page,
    Path(id): Path<i64>,
    Query(fields): Query<Vec<(String, String)>>,
) -> Result<Response, PageError> {
    let s = snapshot(&state, &mut page, id, SeatQuery::default()).await?;
    Ok(match screens::odds(s.access.slot.kind, page.lang, &Fields(fields)) {
        Some(m) => m.into_response(),
        None => StatusCode::NO_CONTENT.into_response(),
    })
}

/// `POST /t/{id}/seats/{seat}/link`: a new link for a seat (the old one stops working), shown once.
pub async fn reissue_link(
    State(state): State<AppState>,
    page: Page,
    Path((id, seat)): Path<(i64, u8)>,
    _fields: Fields,
) -> Result<Markup, PageError> {
    let answer = server::tables::reissue_invitation(&state, &page.caller, TableId(id), SeatId(seat))
        .await
        .map_err(page.fail())?;
    let link = answer.link;
    let body = html! {
        section.card.narrow {
            h1 { (page.t("table-new-link")) }
            p { (page.t("opened-links-once")) }
            input.copy-source readonly value=(link) aria-label=(page.t("opened-link"));
            button.copy type="button" data-copy=(link) { (page.t("copy")) }
            p { a href={ "/t/" (id) } { (page.t("opened-go")) } }
        }
    };
    Ok(layout::page(&page, &page.t("table-new-link"), body))
}

/// `POST /posts/{post}/edit`: its author rewrites a post within the grace period; back to its table.
pub async fn edit_post(
    State(state): State<AppState>,
    page: Page,
    Path(post): Path<i64>,
    fields: Fields,
) -> Result<Response, PageError> {
    let body = fields.get("body").unwrap_or("").to_owned();
    let edited = server::posts::edit(&state, &page.caller, PostId(post), EditRequest { body })
        .await
        .map_err(page.fail())?;
    Ok(redirect(&format!("/t/{}#post-{post}", edited.table.0), false))
}

/// `GET /posts/{post}/history`: every text a post has had.
pub async fn post_history(
    State(state): State<AppState>,
    page: Page,
    Path(post): Path<i64>,
) -> Result<Markup, PageError> {
    let history = server::posts::history(&state, &page.caller, PostId(post)).await.map_err(page.fail())?;
    let body = html! {
        h1 { (page.t("post-history")) }
        @for rev in &history.revisions {
            article.card.post {
                header { span.muted { "#" (rev.rev) } }
                div.body { (layout::post_html(&rev.html)) }
            }
        }
    };
    Ok(layout::page(&page, &page.t("post-history"), body))
}

/// `POST /t/{id}/seats/{seat}/revoke`: the seat's link stops working at once; back to the table.
pub async fn revoke_link(
    State(state): State<AppState>,
    page: Page,
    Path((id, seat)): Path<(i64, u8)>,
    _fields: Fields,
) -> Result<Response, PageError> {
    server::tables::revoke_invitation(&state, &page.caller, TableId(id), SeatId(seat))
        .await
        .map_err(page.fail())?;
    Ok(redirect(&format!("/t/{id}"), false))
}

/// `POST /t/{id}/seats/{seat}/remove`: the seat's account loses it (and the link it joined by);
/// back to the table.
pub async fn remove_holder(
    State(state): State<AppState>,
    page: Page,
    Path((id, seat)): Path<(i64, u8)>,
    _fields: Fields,
) -> Result<Response, PageError> {
    server::tables::remove_holder(&state, &page.caller, TableId(id), SeatId(seat))
        .await
        .map_err(page.fail())?;
    Ok(redirect(&format!("/t/{id}"), false))
}
