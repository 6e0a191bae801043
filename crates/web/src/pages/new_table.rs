//! Opening a table: choose a game, fill its set-up (the game's own form) and the table's options,
//! then hand out the seat links (shown once).

use axum::extract::State;
use axum::response::{IntoResponse, Response};
use engine::SeatId;
use games::GameKind;
use maud::{Markup, html};
use server::tables::CreateTable;
use server::{AppError, AppState};

use super::links::Fresh;
use crate::layout;
use crate::page::{Fields, Page, PageError, Path, describe};
use crate::screens;

/// `GET /new`: the games.
pub async fn choose(page: Page) -> Result<Markup, PageError> {
    page.caller.require_user().map_err(page.fail())?;
    let body = html! {
        h1 { (page.t("nav-new-table")) }
        ul.choices {
            @for kind in GameKind::ALL {
                li.card {
                    a.title href={ "/new/" (kind.id()) } { (screens::name(*kind, page.lang)) }
                    p { (page.t(&format!("game-{}-blurb", kind.id()))) }
                }
            }
        }
    };
    Ok(layout::page(&page, &page.t("nav-new-table"), body))
}

fn kind_of(page: &Page, id: &str) -> Result<GameKind, PageError> {
    GameKind::from_id(id).map_err(|_| PageError::new(page.lang, AppError::NotFound("game")))
}

fn form_page(page: &Page, kind: GameKind, fields: &Fields, error: Option<&str>) -> Markup {
    form_page_with(page, kind, fields, error, None)
}

/// The set-up form, with a script check's report above it (Tragedy Looper's "check this script").
fn form_page_with(
    page: &Page,
    kind: GameKind,
    fields: &Fields,
    error: Option<&str>,
    report: Option<Markup>,
) -> Markup {
    let name = screens::name(kind, page.lang);
    let title = page.lang.t_args("new-title", &[("game", name.clone().into())]);
    let body = html! {
        h1 { (title) }
        p { a href={ "/help/" (kind.id()) } { (page.t("home-how-to-play")) } }
        @if let Some(report) = report { (report) }
        form.card.setup method="post" action={ "/new/" (kind.id()) } {
            (page.csrf_field())
            fieldset {
                legend { (page.t("new-table-legend")) }
                label for="title" { (page.t("new-table-title")) }
                input #title name="title" required maxlength="200" value=(fields.get("title").unwrap_or(""));
                label.check {
                    input type="checkbox" name="spectators" checked[fields.checked("spectators")];
                    " " (page.t("new-spectators"))
                }
                label for="max_wait_hours" { (page.t("new-max-wait")) }
                input #max_wait_hours name="max_wait_hours" type="number" min="1" max="1440" step="1"
                    value=(fields.get("max_wait_hours").unwrap_or("")) aria-describedby="max-wait-help";
                small #max-wait-help { (page.t("new-max-wait-help")) }
                label for="webhook_url" { (page.t("new-webhook")) }
                input #webhook_url name="webhook_url" type="url" maxlength="500"
                    value=(fields.get("webhook_url").unwrap_or("")) placeholder="https://discord.com/api/webhooks/…";
                label.check {
                    input type="checkbox" name="gm_reads_whispers" checked[fields.checked("gm_reads_whispers")]
                        aria-describedby="gm-reads-help";
                    " " (page.t("new-gm-reads-whispers"))
                }
                small #gm-reads-help { (page.t("new-gm-reads-whispers-help")) }
                @if kind == GameKind::TragedyLooper { (looper_options(page, fields)) }
            }
            fieldset {
                legend { (page.t("new-game-legend")) }
                (screens::setup(kind, page, fields))
            }
            fieldset {
                legend { (page.t("new-my-seat")) }
                label for="my_seat" { (page.t("new-my-seat-label")) }
                input #my_seat name="my_seat" type="number" min="0" max="12"
                    value=(fields.get("my_seat").unwrap_or("0")) aria-describedby="my-seat-help";
                small #my-seat-help { (page.t("new-my-seat-help")) }
            }
            @if let Some(e) = error { p.refusal role="alert" { (e) } }
            button type="submit" { (page.t("new-open")) }
            // After "Open the table", so that one stays the form's default button (Enter).
            @if kind == GameKind::TragedyLooper { (screens::tragedy_looper::check::form_part(page, fields)) }
            @if kind == GameKind::Fragmentos { (screens::fragmentos::more_button(page, fields)) }
        }
    };
    layout::page(page, &title, body)
}

/// Tragedy Looper's table options: the AI Mastermind, the AI Protagonists and
/// the deduction assistant.
fn looper_options(page: &Page, fields: &Fields) -> Markup {
    html! {
        label.check {
            input type="checkbox" name="ai_mastermind" checked[fields.checked("ai_mastermind")]
                aria-describedby="ai-mastermind-help";
            " " (page.t("new-ai-mastermind"))
        }
        small #ai-mastermind-help { (page.t("new-ai-mastermind-help")) }
        label.check {
            input type="checkbox" name="ai_protagonists" checked[fields.checked("ai_protagonists")]
                aria-describedby="ai-protagonists-help";
            " " (page.t("new-ai-protagonists"))
        }
        small #ai-protagonists-help { (page.t("new-ai-protagonists-help")) }
        label.check {
            input type="checkbox" name="assistant" checked[fields.checked("assistant")]
                aria-describedby="assistant-help";
            " " (page.t("new-assistant"))
        }
        small #assistant-help { (page.t("new-assistant-help")) }
    }
}

/// `GET /new/{game}`: the set-up form.
pub async fn form(page: Page, Path(id): Path<String>) -> Result<Markup, PageError> {
    page.caller.require_user().map_err(page.fail())?;
    let kind = kind_of(&page, &id)?;
    Ok(form_page(&page, kind, &Fields::default(), None))
}

fn request(kind: GameKind, fields: &Fields) -> Result<CreateTable, AppError> {
    let number = |name: &str| -> Result<Option<i64>, AppError> {
        match fields.text(name) {
            None => Ok(None),
            Some(v) => v.parse::<i64>().map(Some).map_err(|_| {
                AppError::bad("form.number", format!("{name} must be a whole number, not \"{v}\""))
            }),
        }
    };
    let seat = number("my_seat")?.map(|s| u8::try_from(s).unwrap_or(u8::MAX));
    // Only Tragedy Looper's form shows these; the server refuses them for other games. The AI
    // Protagonists take every Protagonist seat of the set-up but the creator's.
    let mut ai_seats = if fields.checked("ai_mastermind") { vec![SeatId(0)] } else { vec![] };
    if fields.checked("ai_protagonists") {
        let players = fields.get("protagonists").and_then(|n| n.parse::<u8>().ok()).unwrap_or(3).clamp(1, 3);
        ai_seats.extend((1..=players).filter(|p| seat != Some(*p)).map(SeatId));
    }
    Ok(CreateTable {
        game: kind.id().to_owned(),
        title: fields.get("title").unwrap_or("").to_owned(),
        config: screens::config(kind, fields)?,
        spectators: fields.checked("spectators"),
        max_wait_secs: number("max_wait_hours")?.map(|h| h * 3600),
        webhook_url: fields.text("webhook_url").map(str::to_owned),
        seat,
        ai_seats: ai_seats.into_iter().map(|s| s.0).collect(),
        assistant: fields.checked("assistant"),
        gm_reads_whispers: fields.checked("gm_reads_whispers"),
    })
}

/// `POST /new/{game}`: opens the table, or shows the form again with the reason next to it.
pub async fn create(
    State(state): State<AppState>,
    page: Page,
    Path(id): Path<String>,
    fields: Fields,
) -> Result<Response, PageError> {
    let kind = kind_of(&page, &id)?;
    // Fragmentos' "one more Director's character" posts the form too: show it again, one block
    // longer, with everything typed, and open nothing.
    if kind == GameKind::Fragmentos && screens::fragmentos::wants_more(&fields) {
        page.caller.require_user().map_err(page.fail())?;
        return Ok(form_page(&page, kind, &fields, None).into_response());
    }
    let answer = match request(kind, &fields) {
        Ok(req) => server::tables::create(&state, &page.caller, req).await,
        Err(e) => Err(e),
    };
    match answer {
        Ok(created) => Ok(Fresh::opened(&created).redirect()),
        Err(e) => {
            let (status, message) = describe(page.lang, &e);
            Ok((status, form_page(&page, kind, &fields, Some(&message))).into_response())
        }
    }
}

/// One script check at a time per server: a check is seconds of CPU (whole AI games), and the
/// permit goes with the games into the blocking thread, so a client that hangs up does not free
/// it while its games still run.
static CHECKS: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(1);

/// `POST /new/tragedy-looper/check`: "check this script" — the balance report of the form's script
/// (crates/looper-ai, `balance::run`), shown above the form, which keeps everything typed in it.
/// An invalid script or game count shows the form again with the reason (400); a check while
/// another runs is refused with 429 and a `Retry-After`.
pub async fn check(page: Page, fields: Fields) -> Result<Response, PageError> {
    use screens::tragedy_looper::check;
    page.caller.require_user().map_err(page.fail())?;
    let kind = GameKind::TragedyLooper;
    let req = match check::request(&fields) {
        Ok(req) => req,
        Err(e) => {
            let (status, message) = describe(page.lang, &e);
            return Ok((status, form_page(&page, kind, &fields, Some(&message))).into_response());
        }
    };
    let Ok(permit) = CHECKS.try_acquire() else {
        let message = page.t("tl-check-busy");
        let headers = [(axum::http::header::RETRY_AFTER, check::TIME_LIMIT.as_secs().to_string())];
        let body = form_page(&page, kind, &fields, Some(&message));
        return Ok((axum::http::StatusCode::TOO_MANY_REQUESTS, headers, body).into_response());
    };
    let options = looper_ai::balance::Options {
        games: req.games,
        protagonists: req.protagonists,
        deadline: Some(std::time::Instant::now() + check::TIME_LIMIT),
        ..Default::default()
    };
    let script = req.script.clone();
    let report = tokio::task::spawn_blocking(move || {
        let _permit = permit;
        looper_ai::balance::run(&script, &options, &mut |_, _| {})
    })
    .await
    // Only a panic inside the AI lands here: a bug, not bad input.
    .map_err(|_| PageError::new(page.lang, AppError::Internal))?;
    let section = check::report_section(&page, &report, &req.script, req.games);
    Ok(form_page_with(&page, kind, &fields, None, Some(section)).into_response())
}
