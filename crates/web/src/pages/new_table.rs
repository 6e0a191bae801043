//! Opening a table: choose a game, fill its set-up (the game's own form) and the table's options,
//! then hand out the seat links (shown once).

use axum::extract::State;
use axum::response::{IntoResponse, Response};
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

/// The set-up form, with a report above it (a game's own set-up tool: Tragedy Looper's "check
/// this script").
pub(crate) fn form_page_with(
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
                (screens::table_options(kind, page, fields))
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
            (screens::setup_extras(kind, page, fields))
        }
    };
    layout::page(page, &title, body)
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
    // Only the forms of games with AI seats ask for them; the server refuses them for other games.
    let ai_seats = screens::ai_seats(kind, fields, seat);
    Ok(CreateTable {
        game: kind.id().to_owned(),
        title: fields.get("title").unwrap_or("").to_owned(),
        config: screens::config(kind, fields)?,
        spectators: fields.checked("spectators"),
        max_wait_secs: number("max_wait_hours")?.map(|h| h * 3600),
        webhook_url: fields.text("webhook_url").map(str::to_owned),
        seat,
        ai_seats,
        assistant: fields.checked("assistant"),
        gm_reads_whispers: fields.checked("gm_reads_whispers"),
    })
}

/// `POST /new/{game}`: opens the table, or shows the form again with the reason next to it.
pub async fn create(
    State(state): State<AppState>,
    mut page: Page,
    Path(id): Path<String>,
    fields: Fields,
) -> Result<Response, PageError> {
    let kind = kind_of(&page, &id)?;
    // Sent twice (a double click, a dropped connection), the form opens one table.
    fields.idempotency_key(&mut page.caller).map_err(page.fail())?;
    // A set-up form that grows (Fragmentos' "one more Director's character") posts the form too:
    // show it again, longer, with everything typed, and open nothing.
    if screens::setup_again(kind, &fields) {
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
