//! Joining a seat by its link (`/join#TOKEN`). The token travels in the URL's fragment, which
//! browsers never send to servers or in `Referer`; the page script copies it into the form.

use axum::extract::State;
use axum::http::header;
use axum::response::Response;
use maud::{Markup, html};
use server::AppState;
use server::routes::{self, pages as route};
use server::tables::Join;

use super::redirect;
use crate::layout;
use crate::page::{Fields, Page, PageError};

/// `GET /join`.
pub async fn form(page: Page) -> Markup {
    let body = html! {
        section.card.narrow {
            h1 { (page.t("join-title")) }
            p { (page.t("join-lead")) }
            @if page.caller.user.is_none() {
                p.hint { (page.t("join-no-account")) }
            }
            form #join method="post" action=(route::JOIN) {
                (page.csrf_field())
                label for="token" { (page.t("join-token")) }
                input #token name="token" required autocomplete="off" spellcheck="false";
                button type="submit" { (page.t("join-take-seat")) }
            }
        }
    };
    layout::page(&page, &page.t("join-title"), body)
}

/// `GET /t/{id}/enter/{key}`: a mail's link to a seat, opened on any device: the browser keeps the
/// seat (its key, `server::entry`) and goes to the table.
pub async fn enter(
    State(state): State<AppState>,
    page: Page,
    crate::page::Path((id, key)): crate::page::Path<(i64, String)>,
) -> Result<Response, PageError> {
    let cookie = server::entry::enter(&state, store::TableId(id), &key).await.map_err(page.fail())?;
    let mut out = redirect(&routes::table(id), false);
    out.headers_mut().append(header::SET_COOKIE, cookie);
    Ok(out)
}

/// `POST /join`: takes the seat and goes to its table (by the offer of an address the browser's
/// other seats confirmed, when there is one: [`super::mail::offer`]).
pub async fn join(State(state): State<AppState>, page: Page, fields: Fields) -> Result<Response, PageError> {
    let token = fields.get("token").unwrap_or("").trim().trim_start_matches('#').to_owned();
    let joined = server::tables::join(&state, &page.caller, Join { token }).await.map_err(page.fail())?;
    let (table, seat) = (joined.answer.table, joined.answer.seat);
    // A player without an account who confirmed an address at another seat this browser holds is
    // asked first whether it serves this seat too (never done without asking).
    let offers =
        server::mail::offers_for_new_seat(&state, &page.caller, table, seat).await.map_err(page.fail())?;
    let to = match offers.is_empty() {
        true => routes::table(table.0),
        false => routes::fill(route::TABLE_MAIL_OFFER, &[&table.0]),
    };
    let mut out = redirect(&to, false);
    out.headers_mut().append(header::SET_COOKIE, joined.set_cookie);
    Ok(out)
}
