//! A table: its seats and whose move it is, the deadline, the dice commitment, the game's screen
//! (board, sheets, action forms), and the story and table-talk threads with their post forms.
//!
//! Live: the page script listens to the API's event stream and, on news, asks for
//! `/t/{id}/game` and `/t/{id}/thread/{thread}` again; the stream itself only signals (every
//! fragment is rendered here, for this caller, through the game's view and redaction).

use crate::rolls::Told;
use axum::extract::{Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use engine::{SeatId, SeatInfo, Viewer};
use maud::{Markup, html};
use serde::Deserialize;
use server::moderation::SkipRequest;
use server::names::{Gender, GenderChoice, Names, RenameSeat};
use server::play::{Access, CommandRequest};
use server::posts::{EditRequest, NewPostRequest};
use server::routes::{self, api as api_route, pages as route};
use server::{AppError, AppState};
use store::{PostId, SeatRecord, Store, TableId, Thread};

use super::links::{Fresh, Link};
use super::redirect;
use super::thread::Seen;
use crate::layout;
use crate::page::{Fields, Page, PageError, Path, describe};
use crate::screens::{self, Cx, Refusal};

/// `?seat=N`: which of the caller's seats to look through (an account may hold several);
/// `?reply=ID`: the post the form answers (without the page script).
#[derive(Clone, Copy, Debug, Default, Deserialize)]
pub struct SeatQuery {
    /// The seat.
    pub seat: Option<u8>,
    /// The post to reply to.
    pub reply: Option<i64>,
    /// How many of a thread's newest items to show.
    pub show: Option<usize>,
}

/// Everything a table's page is drawn from: the game's [`server::play::Snapshot`] and the table
/// around it.
struct Snapshot {
    access: Access,
    state: games::AnyState,
    head: u64,
    waiting: Vec<SeatId>,
    /// The game's seats, each named with its label ("Ana · Mastermind").
    infos: Vec<SeatInfo>,
    names: Names,
    seats: Vec<SeatRecord>,
    /// Who holds each seat, for the moderator only.
    holders: Option<server::tables::SeatHolders>,
    commitment: Option<String>,
    since: i64,
    /// Since when a moderator has the table suspended (Unix ms).
    suspended_since: Option<i64>,
    /// What the game's screen adds once the game is over (`screens::epilogue`).
    epilogue: Option<Markup>,
    /// The server's clock when the snapshot was taken (Unix ms).
    now_ms: i64,
    /// The newest post the reader may read, noted before the threads are read (the live stream
    /// announces what comes after it).
    newest_post: Option<store::PostId>,
    /// The confirmed addresses of the reader's other link-only seats in this browser, offered for
    /// this seat's mail while it has none (`server::mail::offers_at`).
    mail_offers: Vec<server::mail::AddressOffer>,
    /// The seats' portraits.
    portraits: std::collections::HashMap<SeatId, server::posts::PostImage>,
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
    // The game's part in the reader's words ("Mente maestra"), then with the holder's name beside
    // it: every screen, form and list names a seat by that label.
    // The words agree with the gender the seat's holder chose ("Directora"), neutral when none.
    // The names `@` completes to are those the server's mentions find: the part in every language
    // (taken from the game's own words), the characters each seat plays.
    let mut names = Names::new(&infos, &seats)
        .with_part_aliases(&screens::PartsInEveryLanguage)
        .with_parts(|info, gender| screens::seat_label_as(page.lang, info, gender));
    names.add_characters(&game.characters());
    let infos = infos.into_iter().map(|i| SeatInfo { name: names.label(i.seat), ..i }).collect();
    let holders = match access.moderator() {
        true => Some(server::tables::holders(state, &page.caller, table).await.map_err(&fail)?),
        false => None,
    };
    let commitment = state.db().current_commitment(table).await.ok().map(|c| c.commitment);
    let suspended_since = state.db().suspended_since(table).await.map_err(|e| fail(e.into()))?;
    let epilogue = screens::epilogue(state, &access, &game, page.lang).await.map_err(&fail)?;
    let newest_post = server::posts::newest_readable(state, &access).await.map_err(&fail)?;
    let mail_offers = match access.seat {
        Some(_) => server::mail::offers_at(state, &page.caller, table).await.map_err(&fail)?,
        None => Vec::new(),
    };
    Ok(Snapshot {
        access,
        state: game,
        head,
        waiting: waiting_on,
        infos,
        names,
        seats,
        holders,
        commitment,
        since,
        suspended_since,
        epilogue,
        now_ms: state.config().clock.unix_ms(),
        newest_post,
        mail_offers,
        portraits: server::portraits::of(state, table).await.map_err(&fail)?,
    })
}

/// `?seat=N` of the seat the page was drawn for: its fragments and forms act for that seat, not
/// for whichever seat of the account the browser looked through last.
fn seat_suffix(s: &Snapshot) -> String {
    s.access.seat.map(|seat| format!("?seat={}", seat.0)).unwrap_or_default()
}

/// The game panel (`#game`): whose move, the game's screen, the rolls just made.
fn game_panel(page: &Page, s: &Snapshot, refused: Option<&Refusal>, rolls: &[Told]) -> Markup {
    let id = s.access.id();
    let genders: Vec<(SeatId, Gender)> =
        s.names.seats().iter().filter_map(|n| n.gender.map(|g| (n.seat, g))).collect();
    let portraits: Vec<(SeatId, String)> =
        s.portraits.iter().map(|(seat, p)| (*seat, p.thumb_url.clone())).collect();
    let cx = Cx {
        page,
        table: id,
        viewer: s.access.viewer(),
        seats: &s.infos,
        waiting_on: &s.waiting,
        genders: &genders,
        refused,
        refusal_shown: Default::default(),
        now_ms: s.now_ms,
        portraits: &portraits,
    };
    let screen = screens::screen(&cx, &s.state);
    // A refused form that is no longer on screen (the state moved on) still gets its answer.
    let unshown = refused.filter(|_| !cx.refusal_shown.get());
    // "Esperando a la mente maestra": each part with its article.
    let names: Vec<String> = s.waiting.iter().map(|w| cx.seat_the(*w)).collect();
    html! {
        section #game.game-panel hx-get={ (routes::fill(route::TABLE_GAME, &[&id.0])) (seat_suffix(s)) } hx-trigger="tablon:game from:body"
            hx-swap="outerHTML" data-seq=(s.head) data-stale-text=(page.t("table-stale"))
            data-my-turn=(cx.my_turn()) data-refused=[refused.map(|r| r.form.as_str())] tabindex="-1"
            aria-label=(page.t("table-game-panel")) {
            div.turn-bar {
                @if cx.my_turn() {
                    strong.your-move { (page.t("tables-your-move")) }
                } @else if names.is_empty() {
                    span { (page.t("table-nobody-waited")) }
                } @else {
                    span { (page.lang.t_args("tables-waiting-on", &[("seats", names.join(", ").into())])) }
                }
            }
            @if let Some(r) = unshown { p.refusal role="alert" { (r.message) } }
            @if !rolls.is_empty() { (rolls_box(page, rolls)) }
            (screen)
            @if let Some(epilogue) = &s.epilogue { (epilogue) }
        }
    }
}

/// The rolls a command just made, each with what it was for, its faces and reading, the link to
/// verify it and its copy buttons.
fn rolls_box(page: &Page, rolls: &[Told]) -> Markup {
    html! {
        div.rolls-made role="status" {
            @for t in rolls {
                p {
                    strong.roll-label { (t.label) } ": "
                    span.dice-faces { "🎲 " (t.faces) }
                    @if let Some(reading) = &t.reading { " → " span.reading { (reading) } }
                    " "
                    a href=(t.page_url) { (page.t("dice-verify-link")) }
                    " "
                    button.copy type="button" data-copy=(t.bbcode) { (page.t("copy-bbcode")) }
                    button.copy type="button" data-copy=(t.markdown) { (page.t("copy-markdown")) }
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
    // A seat that opens its table is there: mail for it waits (the page's beacon keeps it so).
    if let Viewer::Seat(seat) = s.access.viewer() {
        server::pacing::present(&state, s.access.id(), seat).await.map_err(page.fail())?;
    }
    Ok(whole(&state, &page, &s, q, None, &[]).await?.into_response())
}

async fn whole(
    state: &AppState,
    page: &Page,
    s: &Snapshot,
    q: SeatQuery,
    refused: Option<&Refusal>,
    rolls: &[Told],
) -> Result<Markup, PageError> {
    let r = &s.access.slot.record;
    let id = r.id.0;
    let kind = s.access.slot.kind;
    let viewer = s.access.viewer();
    let handouts = super::handouts::section(state, page, &s.access, &s.names, &seat_suffix(s)).await?;
    let story = thread(state, page, s, Thread::Story, q, None, false).await?;
    let talk = thread(state, page, s, Thread::Talk, q, None, false).await?;
    // A seat's page tells the server it is open and visible often enough that no mail for the
    // seat goes out while it is (a third of the hold; every second at most, every minute at least).
    let presence = match viewer {
        Viewer::Seat(_) if server::mail::enabled(state) => Some(
            u64::try_from(state.config().mail_hold.as_millis() / 3).unwrap_or(60_000).clamp(1_000, 60_000),
        ),
        _ => None,
    };
    let body = html! {
        div #table.table-page data-table=(id) data-seq=(s.head) data-post=[s.newest_post.map(|p| p.0)]
            data-stream={ (routes::fill(api_route::TABLE_STREAM, &[&id])) "?after=" (s.head) @if let Some(p) = s.newest_post { "&post=" (p.0) } }
            data-presence=[presence] {
            // The live region the page script speaks through ("your move", new posts): it stays
            // while the panels around it are swapped, so what it says is announced, and it never
            // takes the focus.
            p #announce.sr-only role="status" aria-live="polite"
                data-your-move=(page.t("tables-your-move")) data-new-posts=(page.t("table-new-posts")) {}
            header.table-head {
                h1 { (r.title) }
                p.meta {
                    (screens::name(kind, page.lang)) " · " span #you-are { (you_are(page, s)) }
                    " · " a href=(routes::fill(route::HELP_GAME, &[&kind.id()])) { (page.t("nav-help")) }
                    @if r.options.spectators {
                        " · " a href={ (routes::fill(api_route::TABLE_PUBLIC_FEED, &[&id])) "?lang=" (page.lang.tag()) } type="application/atom+xml" { (page.t("feed-public")) }
                    }
                }
                (seat_switch(page, s))
                p.meta.whisper-rule { (super::thread::whisper_rule(page, &s.access, &s.names)) }
            }
            div.table-grid {
                div.play-column {
                    (game_panel(page, s, refused, rolls))
                    // Under the game, not above it: on a phone the game's step and form come
                    // first.
                    @if s.access.seat.is_some() {
                        (tab_alerts(page, &r.title))
                    }
                    (handouts)
                }
                (side_column(page, s, false))
                div.threads {
                    (story)
                    (talk)
                }
            }
        }
    };
    if r.options.spectators {
        let feed = format!("{}?lang={}", routes::fill(api_route::TABLE_PUBLIC_FEED, &[&id]), page.lang.tag());
        return Ok(layout::page_with_feed(page, &r.title, &feed, body));
    }
    Ok(layout::page(page, &r.title, body))
}

/// The open tab's settings and words (the page script shows them and counts what arrives while
/// the tab is in the background: [`crate::assets::ICON_BADGE`], the title, notifications).
fn tab_alerts(page: &Page, title: &str) -> Markup {
    let args = [("table", crate::i18n::Arg::from(title))];
    html! {
        div #tab-alerts.tab-alerts hidden
            data-your-move=(page.t("tab-your-move"))
            data-notify-your-move=(page.lang.t_args("tab-notify-your-move", &args))
            data-notify-addressed=(page.lang.t_args("tab-notify-addressed", &args))
            data-badge-icon=(crate::assets::ICON_BADGE) {
            label { input #notify-on type="checkbox"; " " (page.t("tab-notify")) }
            " "
            label { input #notify-sound type="checkbox"; " " (page.t("tab-sound")) }
        }
    }
}

/// Links to look through each seat the caller's account holds here, when it holds more than one
/// (GenreFuzzion's Moderator also plays a character).
fn seat_switch(page: &Page, s: &Snapshot) -> Markup {
    let Some(user) = page.caller.user else { return html! {} };
    let mine: Vec<SeatId> = s.seats.iter().filter(|r| r.holder == Some(user)).map(|r| r.seat).collect();
    if mine.len() < 2 {
        return html! {};
    }
    let id = s.access.id().0;
    html! {
        nav.seat-switch aria-label=(page.t("table-switch-seat")) {
            (page.t("table-switch-seat")) ": "
            @for (n, seat) in mine.iter().enumerate() {
                @if n > 0 { " · " }
                @if s.access.seat == Some(*seat) {
                    strong aria-current="page" { (s.names.label(*seat)) }
                } @else {
                    a href={ (routes::table(id)) "?seat=" (seat.0) } { (s.names.label(*seat)) }
                }
            }
        }
    }
}

/// "you are the Director" / "eres Mr. Clark": what the header says the reader is, with the part's
/// article in the holder's gender (the page script copies it from the side column, which a live
/// update draws again, so a character named after the page was drawn shows without a reload).
fn you_are(page: &Page, s: &Snapshot) -> String {
    let me = match s.access.viewer() {
        Viewer::Seat(seat) => s
            .infos
            .iter()
            .find(|i| i.seat == seat)
            .map(|i| screens::seat_label_the(page.lang, i, s.names.get(seat).and_then(|n| n.gender)))
            .unwrap_or_default(),
        Viewer::Spectator => page.t("table-spectator"),
    };
    page.lang.t_args("table-you-are", &[("seat", me.into())])
}

/// Every seat's label as the post forms' whisper choices say it, what the header says the reader
/// is and what `@` completes to: the page script copies them there when the side column is drawn
/// again.
fn seat_labels(page: &Page, s: &Snapshot) -> Markup {
    html! {
        ul #seat-labels hidden data-you-are=(you_are(page, s))
            data-mentions=(super::thread::mentionable(&s.names, s.access.seat)) {
            @for n in s.names.seats() { li data-seat=(n.seat.0) { (n.label()) } }
        }
    }
}

/// The side column: seats and whose move, the deadline, the dice, the assistant's link. Live: it
/// is fetched again on game news, and comes out of band (`oob`) with the game panel a player's
/// own command answers with (the stream's news of that command may come before the answer, and
/// then tells nothing new).
fn side_column(page: &Page, s: &Snapshot, oob: bool) -> Markup {
    let r = &s.access.slot.record;
    let id = r.id.0;
    let left = r
        .options
        .max_wait_secs
        .filter(|_| !s.waiting.is_empty())
        .map(|max| max - (s.now_ms - s.since) / 1000);
    html! {
        aside #side.side-column hx-get={ (routes::fill(route::TABLE_SIDE, &[&id])) (seat_suffix(s)) } hx-trigger="tablon:game from:body"
            hx-swap="outerHTML" hx-swap-oob=[oob.then_some("true")] {
            (seat_labels(page, s))
            @if let Some(since) = s.suspended_since {
                p.card.suspended role="status" { (page.t("mod-suspended-since")) " " (super::thread::time_tag(since)) }
            }
            (seats_box(page, s))
            @if s.access.moderator() { (moderation_box(page, s)) }
            @if let Some(left) = left {
                p.deadline.overdue[left < 0] { (super::home::deadline_text(page, left)) }
            }
            (dice_box(page, s))
            @if r.options.assistant && s.access.viewer() != Viewer::Seat(SeatId(0)) {
                p.card { a href=(routes::fill(route::TABLE_DEDUCTIONS, &[&id])) { (page.t("assistant-link")) } }
            }
        }
    }
}

/// A form whose action cannot be undone: its button (`label`) opens the consequences (`help`) and
/// the button that really sends it. Without a script, by keyboard and by screen reader alike: a
/// disclosure, not a dialog.
fn confirmed(page: &Page, action: &str, label: &str, help: &str) -> Markup {
    html! {
        details.confirm {
            summary { (page.t(label)) }
            form method="post" action=(action) {
                (page.csrf_field())
                p { (page.t(help)) }
                button type="submit" { (page.t(label)) }
            }
        }
    }
}

/// The moderator's tools past a deadline: suspend or resume the table, and skip a late player where
/// the game's rules allow it (`server::moderation`).
fn moderation_box(page: &Page, s: &Snapshot) -> Markup {
    let id = s.access.id().0;
    let kind = s.access.slot.kind;
    // Whether the game has a skip rule, and whether it needs to know who starts next.
    let probe = server::moderation::skip_command(kind, &SkipRequest::default(), 0);
    let needs_starter = matches!(&probe, Err(AppError::BadRequest { code: "skip.next_starter", .. }));
    let skips = probe.is_ok() || needs_starter;
    let players: Vec<&SeatInfo> = s.infos.iter().filter(|i| i.seat.0 > 0).collect();
    html! {
        section.card.moderation {
            h2 { (page.t("mod-title")) }
            @if s.suspended_since.is_some() {
                form method="post" action=(routes::fill(route::TABLE_RESUME, &[&id])) {
                    (page.csrf_field())
                    button type="submit" { (page.t("mod-resume")) }
                }
            } @else {
                (confirmed(page, &routes::fill(route::TABLE_SUSPEND, &[&id]), "mod-suspend", "mod-suspend-help"))
            }
            @if skips && s.suspended_since.is_none() && !s.waiting.is_empty() {
                details.confirm {
                    summary { (page.t("mod-skip")) }
                    form method="post" action=(routes::fill(route::TABLE_SKIP, &[&id])) {
                        (page.csrf_field())
                        p { (page.t(&format!("mod-skip-help-{}", kind.id()))) }
                        @if needs_starter {
                            label for="next-starter" { (page.t("mod-next-starter")) }
                            select #next-starter name="next_starter" {
                                @for i in &players { option value=(i.seat.0) { (i.name) } }
                            }
                        }
                        button type="submit" { (page.t("mod-skip")) }
                    }
                }
            }
        }
    }
}

/// `POST /t/{id}/suspend`: no command is taken until a moderator resumes the table.
pub async fn suspend(
    State(state): State<AppState>,
    page: Page,
    Path(id): Path<i64>,
    _fields: Fields,
) -> Result<Response, PageError> {
    server::moderation::suspend(&state, &page.caller, TableId(id)).await.map_err(page.fail())?;
    Ok(redirect(&routes::table(id), false))
}

/// `POST /t/{id}/resume`.
pub async fn resume(
    State(state): State<AppState>,
    page: Page,
    Path(id): Path<i64>,
    _fields: Fields,
) -> Result<Response, PageError> {
    server::moderation::resume(&state, &page.caller, TableId(id)).await.map_err(page.fail())?;
    Ok(redirect(&routes::table(id), false))
}

/// `POST /t/{id}/skip`: the game's own skip, played as the seat the game names.
pub async fn skip(
    State(state): State<AppState>,
    mut page: Page,
    Path(id): Path<i64>,
    fields: Fields,
) -> Result<Response, PageError> {
    // Sent twice (a dropped connection), the skip is played once.
    fields.idempotency_key(&mut page.caller).map_err(page.fail())?;
    let next_starter = match fields.get("next_starter").filter(|v| !v.is_empty()) {
        Some(v) => Some(v.parse::<u8>().map_err(|_| {
            page.fail()(AppError::bad("skip.next_starter", "choose the seat that starts the next scene"))
        })?),
        None => None,
    };
    server::moderation::skip(&state, &page.caller, TableId(id), SkipRequest { next_starter })
        .await
        .map_err(page.fail())?;
    Ok(redirect(&routes::table(id), false))
}

/// `GET /t/{id}/side`: the side column alone (for live updates).
pub async fn side_fragment(
    State(state): State<AppState>,
    mut page: Page,
    Path(id): Path<i64>,
    Query(q): Query<SeatQuery>,
) -> Result<Markup, PageError> {
    let s = snapshot(&state, &mut page, id, q).await?;
    Ok(side_column(&page, &s, false))
}

/// `GET /t/{id}/handouts`: the handouts section alone, drawn again when the reader's seat is
/// shown one (the live stream's `handouts` news).
pub async fn handouts_fragment(
    State(state): State<AppState>,
    mut page: Page,
    Path(id): Path<i64>,
    Query(q): Query<SeatQuery>,
) -> Result<Markup, PageError> {
    let s = snapshot(&state, &mut page, id, q).await?;
    super::handouts::section(&state, &page, &s.access, &s.names, &seat_suffix(&s)).await
}

fn seats_box(page: &Page, s: &Snapshot) -> Markup {
    let id = s.access.id().0;
    let moderator = s.access.moderator();
    let mine = s.access.seat.and_then(|seat| s.names.get(seat));
    html! {
        section.card.seats {
            h2 { (page.t("table-seats")) }
            @if let Some(me) = mine {
                form.seat-name method="post" action={ (routes::fill(route::TABLE_NAME, &[&id])) (seat_suffix(s)) } {
                    (page.csrf_field())
                    label for="seat-name" { (page.t("table-your-name")) }
                    input #seat-name name="name" maxlength=(server::names::MAX_NAME_CHARS)
                        value=(me.display.as_deref().unwrap_or("")) placeholder=(me.role_name)
                        aria-describedby="seat-name-help";
                    label for="seat-gender" { (page.t("table-your-gender")) }
                    select #seat-gender name="gender" aria-describedby="seat-gender-help" {
                        @for (code, gender) in [("neutral", None), ("feminine", Some(Gender::Feminine)), ("masculine", Some(Gender::Masculine))] {
                            option value=(code) selected[me.gender == gender] { (page.t(&format!("table-gender-{code}"))) }
                        }
                    }
                    button type="submit" { (page.t("table-name-save")) }
                    small #seat-name-help { (page.t("table-your-name-help")) }
                    small #seat-gender-help { (page.t("table-your-gender-help")) }
                }
                (portrait_form(page, s, me.seat))
                p.mail-link { a href=(routes::fill(route::TABLE_MAIL, &[&id])) { (page.t("mail-table-link")) } }
                (super::mail::offer_forms(page, id, &s.mail_offers, "table"))
            }
            ul {
                @for info in &s.infos {
                    @let record = s.seats.iter().find(|r| r.seat == info.seat);
                    li.waiting[s.waiting.contains(&info.seat)] {
                        (super::thread::avatar(&s.names.short(info.seat), Some(info.seat),
                            s.portraits.get(&info.seat).map(|p| p.thumb_url.as_str())))
                        " "
                        span.name { (info.name) }
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
                            @let issued = record.is_some_and(|r| r.invitation_issued_at.is_some());
                            @let new_help = if issued { "table-new-link-help" } else { "table-first-link-help" };
                            (confirmed(page, &routes::fill(route::SEAT_LINK, &[&id, &info.seat.0]), "table-new-link", new_help))
                            @if issued {
                                (confirmed(page, &routes::fill(route::SEAT_REVOKE, &[&id, &info.seat.0]), "table-revoke-link", "table-revoke-help"))
                            }
                            @if holder.is_some_and(|h| h.account.is_some()) {
                                (confirmed(page, &routes::fill(route::SEAT_REMOVE, &[&id, &info.seat.0]), "table-remove-holder", "table-remove-help"))
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
            p { a href=(routes::fill(route::TABLE_DICE, &[&id])) { (page.t("dice-verify-all")) } }
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
    let suffix = seat_suffix(s);
    let seen = Seen {
        access: &s.access,
        names: &s.names,
        head: s.head,
        suffix: &suffix,
        reply: q.reply,
        show: q.show,
    };
    super::thread::render(state, page, &seen, which, error, only_posts).await
}

/// `GET /t/{id}/game`: the game panel alone (for live updates).
pub async fn game_fragment(
    State(state): State<AppState>,
    mut page: Page,
    Path(id): Path<i64>,
    Query(q): Query<SeatQuery>,
) -> Result<Markup, PageError> {
    let s = snapshot(&state, &mut page, id, q).await?;
    Ok(game_panel(&page, &s, None, &[]))
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
    fields.idempotency_key(&mut page.caller).map_err(page.fail())?;
    let access = server::play::access(&state, &page.caller, TableId(id))
        .await
        .map_err(|e| PageError::new(page.lang, e))?;
    let answer = match screens::command(access.slot.kind, &fields, state.config().clock.unix_ms()) {
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
                let back = q.seat.map(|s| format!("?seat={s}")).unwrap_or_default();
                return Ok(redirect(&format!("{}{back}", routes::table(id)), false));
            }
            // A resent form's command was played before: no roll to tell again.
            (None, done.now().map(|d| d.rolls).unwrap_or_default(), StatusCode::OK)
        }
        Err(e @ (AppError::Rule(_) | AppError::BadRequest { .. } | AppError::Conflict { .. })) => {
            let (status, message) = describe(page.lang, &e);
            (Some(Refusal { form, message, sent: fields.clone() }), Vec::new(), status)
        }
        Err(e) => return Err(PageError::new(page.lang, e)),
    };
    let s = snapshot(&state, &mut page, id, q).await?;
    let rolls = match rolls.is_empty() {
        true => Vec::new(),
        false => {
            let log = super::verify::reader_log(&state, &s.access).await.map_err(page.fail())?;
            crate::rolls::tell(s.access.slot.kind, page.lang, &s.names, &log, &rolls)
        }
    };
    if page.htmx {
        // htmx swaps only 2xx answers: the refusal travels inside a 200.
        let answer =
            html! { (game_panel(&page, &s, refused.as_ref(), &rolls)) (side_column(&page, &s, true)) };
        return Ok(answer.into_response());
    }
    Ok((status, whole(&state, &page, &s, q, refused.as_ref(), &rolls).await?).into_response())
}

/// `POST /t/{id}/post`: writes a post; htmx gets the thread's posts again.
pub async fn post(
    State(state): State<AppState>,
    mut page: Page,
    Path(id): Path<i64>,
    Query(q): Query<SeatQuery>,
    form: crate::page::FormWithImages,
) -> Result<Response, PageError> {
    let fields = form.fields;
    let which = thread_of(&page, fields.get("thread").unwrap_or(""))?;
    if q.seat.is_some() {
        page.caller.seat_choice = q.seat;
    }
    fields.idempotency_key(&mut page.caller).map_err(page.fail())?;
    // One seat, or several chosen together (a group whisper); "" (everyone) chosen alone is none.
    let mut group: Vec<u8> = Vec::new();
    for v in fields.all("whisper_to").map(str::trim).filter(|v| !v.is_empty()) {
        group.push(v.parse::<u8>().map_err(|_| {
            PageError::new(page.lang, AppError::bad("post.whisper", "whisper_to is a seat number"))
        })?);
    }
    let whisper_to = match group.len() {
        0 => None,
        1 => Some(server::posts::WhisperTo::Seat(group[0])),
        _ => Some(server::posts::WhisperTo::Group(group)),
    };
    let reply_to = match fields.text("reply_to") {
        None => None,
        Some(v) => Some(v.parse::<i64>().map_err(|_| {
            PageError::new(page.lang, AppError::bad("post.reply_to", "reply_to is a post's number"))
        })?),
    };
    // The dice box: a roll when notation was written (its label is then required).
    let dice = fields.text("dice").map(|notation| server::posts::DiceBox {
        notation: notation.to_owned(),
        label: fields.get("dice_label").unwrap_or("").to_owned(),
    });
    let req = NewPostRequest {
        thread: which,
        body: fields.get("body").unwrap_or("").to_owned(),
        whisper_to,
        reply_to,
        dice,
        images: form.images,
    };
    let answer = match form.refused {
        Some(refused) => Err(refused),
        None => server::posts::create(&state, &page.caller, TableId(id), req).await,
    };
    let error =
        match answer {
            Ok(_) if !page.htmx => {
                let name = if which == Thread::Story { "story" } else { "talk" };
                let back = q.seat.map(|s| format!("?seat={s}")).unwrap_or_default();
                return Ok(redirect(&format!("{}{back}#thread-{name}", routes::table(id)), false));
            }
            Ok(_) => None,
            Err(
                e @ (AppError::BadRequest { .. } | AppError::Invalid { .. } | AppError::Forbidden { .. }),
            ) if page.htmx => Some(describe(page.lang, &e).1),
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

/// `POST /t/{id}/seats/{seat}/link`: a new link for a seat (the old one stops working), shown once
/// on the links page the answer redirects to (a reload never replaces it again).
pub async fn reissue_link(
    State(state): State<AppState>,
    mut page: Page,
    Path((id, seat)): Path<(i64, u8)>,
    fields: Fields,
) -> Result<Response, PageError> {
    // Sent twice (a double click, a dropped connection), the link is reissued once.
    fields.idempotency_key(&mut page.caller).map_err(page.fail())?;
    let fail = page.fail();
    let answer = server::tables::reissue_invitation(&state, &page.caller, TableId(id), SeatId(seat))
        .await
        .map_err(&fail)?;
    let access = server::play::access(&state, &page.caller, TableId(id)).await.map_err(&fail)?;
    let seats = server::play::snapshot(&state, &access).await.map_err(&fail)?.seats;
    let info =
        seats.into_iter().find(|i| i.seat == answer.seat).ok_or(AppError::NotFound("seat")).map_err(&fail)?;
    // Its holder's chosen gender stays with the seat: the page names its part in those words.
    let records = state.db().seats(TableId(id)).await.map_err(|e| fail(e.into()))?;
    let gender = records.iter().find(|r| r.seat == answer.seat).and_then(|r| r.gender.as_deref());
    let gender = gender.and_then(Gender::from_code);
    let link = Link { seat: info.seat.0, role: info.role, name: info.name, gender, link: answer.link };
    Ok(Fresh { table: id, links: vec![link], ..Fresh::default() }.redirect())
}

/// `POST /posts/{post}/edit`: its author rewrites a post within the grace period; back to its table.
pub async fn edit_post(
    State(state): State<AppState>,
    mut page: Page,
    Path(post): Path<i64>,
    fields: Fields,
) -> Result<Response, PageError> {
    fields.idempotency_key(&mut page.caller).map_err(page.fail())?;
    let body = fields.get("body").unwrap_or("").to_owned();
    let edited = server::posts::edit(&state, &page.caller, PostId(post), EditRequest { body })
        .await
        .map_err(page.fail())?;
    Ok(redirect(&format!("{}#post-{post}", routes::table(edited.table.0)), false))
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
                div.body { (layout::post_html(&page, &rev.html)) }
            }
        }
    };
    Ok(layout::page(&page, &page.t("post-history"), body))
}

/// `POST /t/{id}/name`: the caller names the seat it looks through; back to the table, or the
/// table with the refusal beside the form.
pub async fn rename_seat(
    State(state): State<AppState>,
    mut page: Page,
    Path(id): Path<i64>,
    Query(q): Query<SeatQuery>,
    fields: Fields,
) -> Result<Response, PageError> {
    if q.seat.is_some() {
        page.caller.seat_choice = q.seat;
    }
    let access = server::play::access(&state, &page.caller, TableId(id)).await.map_err(page.fail())?;
    let seat = access.require_seat().map_err(page.fail())?;
    let name = fields.get("name").map(str::to_owned);
    let gender = match fields.get("gender") {
        None | Some("") => None,
        Some("feminine") => Some(GenderChoice::Feminine),
        Some("masculine") => Some(GenderChoice::Masculine),
        Some("neutral") => Some(GenderChoice::Neutral),
        Some(_) => {
            return Err(page.fail()(AppError::bad(
                "seat.gender",
                "choose feminine, masculine or neutral words for your seat",
            )));
        }
    };
    server::names::rename(&state, &page.caller, TableId(id), seat, RenameSeat { name, gender })
        .await
        .map_err(page.fail())?;
    Ok(redirect(&format!("{}?seat={}", routes::table(id), seat.0), false))
}

/// The form that gives the caller's seat its portrait (or takes it away).
fn portrait_form(page: &Page, s: &Snapshot, seat: SeatId) -> Markup {
    let id = s.access.id().0;
    html! {
        form.portrait method="post" action={ (routes::fill(route::TABLE_PORTRAIT, &[&id])) (seat_suffix(s)) } enctype="multipart/form-data" {
            (page.csrf_field())
            label for="portrait" { (page.t("table-portrait")) }
            input #portrait type="file" name="image" accept="image/png,image/jpeg,image/webp,image/gif"
                aria-describedby="portrait-help";
            button type="submit" { (page.t("table-portrait-save")) }
            @if s.portraits.contains_key(&seat) {
                " " button.link type="submit" name="remove" value="1" { (page.t("table-portrait-remove")) }
            }
            small #portrait-help { (page.t("table-portrait-help")) }
        }
    }
}

/// `POST /t/{id}/portrait`: the caller gives the seat it looks through a portrait (or, with
/// `remove`, takes it away); back to the table.
pub async fn set_portrait(
    State(state): State<AppState>,
    mut page: Page,
    Path(id): Path<i64>,
    Query(q): Query<SeatQuery>,
    form: crate::page::FormWithImages,
) -> Result<Response, PageError> {
    if q.seat.is_some() {
        page.caller.seat_choice = q.seat;
    }
    if let Some(refused) = form.refused {
        return Err(page.fail()(refused));
    }
    let access = server::play::access(&state, &page.caller, TableId(id)).await.map_err(page.fail())?;
    let seat = access.require_seat().map_err(page.fail())?;
    let image = match form.fields.checked("remove") {
        true => None,
        false => Some(form.images.into_iter().next().ok_or_else(|| {
            page.fail()(AppError::bad("portrait.image", "choose a picture for your portrait"))
        })?),
    };
    server::portraits::set(&state, &page.caller, TableId(id), seat, image).await.map_err(page.fail())?;
    Ok(redirect(&format!("{}?seat={}", routes::table(id), seat.0), false))
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
    Ok(redirect(&routes::table(id), false))
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
    Ok(redirect(&routes::table(id), false))
}
