//! Sign up, sign in, sign out and the language switch.

use axum::extract::{Query, State};
use axum::http::{HeaderMap, header};
use axum::response::{IntoResponse, Response};
use cookie::time::Duration;
use cookie::{Cookie, SameSite};
use maud::{Markup, html};
use server::AppState;
use server::auth::Credentials;
use server::limits::ClientAddr;
use server::routes::pages as route;

use super::{local_path, redirect};
use crate::i18n::{LANG_COOKIE, Lang};
use crate::layout;
use crate::page::{Fields, Page, PageError, Path, describe};

fn account_form(
    state: &AppState,
    page: &Page,
    (action, title_id): (&str, &str),
    fields: &Fields,
    error: Option<&str>,
) -> Markup {
    let back = local_path(Some(fields.get("back").unwrap_or(route::MY_TABLES)), &state.config().public_url);
    let new_password = if action == route::SIGN_UP { "new-password" } else { "current-password" };
    let body = html! {
        section.card.narrow {
            h1 { (page.t(title_id)) }
            form method="post" action=(action) {
                (page.csrf_field())
                input type="hidden" name="back" value=(back);
                label for="username" { (page.t("account-username")) }
                input #username name="username" required autocomplete="username" minlength="3" maxlength="32"
                    pattern="[A-Za-z0-9_\\-]{3,32}" value=(fields.get("username").unwrap_or(""))
                    aria-describedby="username-help";
                small #username-help { (page.t("account-username-help")) }
                label for="password" { (page.t("account-password")) }
                input #password name="password" type="password" required minlength="8" maxlength="256"
                    autocomplete=(new_password);
                @if let Some(e) = error { p.refusal role="alert" { (e) } }
                button type="submit" { (page.t(title_id)) }
            }
            @if action == route::SIGN_UP {
                p { (page.t("account-have-one")) " " a href=(route::SIGN_IN) { (page.t("nav-sign-in")) } }
            } @else {
                p { (page.t("account-need-one")) " " a href=(route::SIGN_UP) { (page.t("nav-sign-up")) } }
            }
        }
    };
    layout::page(page, &page.t(title_id), body)
}

/// `GET /signup`.
pub async fn sign_up_form(
    State(state): State<AppState>,
    page: Page,
    Query(q): Query<Vec<(String, String)>>,
) -> Markup {
    account_form(&state, &page, (route::SIGN_UP, "nav-sign-up"), &Fields(q), None)
}

/// `GET /signin`.
pub async fn sign_in_form(
    State(state): State<AppState>,
    page: Page,
    Query(q): Query<Vec<(String, String)>>,
) -> Markup {
    account_form(&state, &page, (route::SIGN_IN, "nav-sign-in"), &Fields(q), None)
}

/// What an account form asks for.
enum Intent {
    SignUp,
    /// Signing in, from this address (failed sign-ins are throttled per address).
    SignIn(ClientAddr),
}

async fn account(state: AppState, page: Page, fields: Fields, intent: Intent) -> Response {
    let sign_up = matches!(intent, Intent::SignUp);
    let credentials = Credentials {
        username: fields.get("username").unwrap_or("").to_owned(),
        password: fields.get("password").unwrap_or("").to_owned(),
    };
    let answer = match intent {
        Intent::SignUp => server::auth::sign_up(&state, credentials).await,
        Intent::SignIn(from) => server::auth::sign_in(&state, credentials, from).await,
    };
    match answer {
        Ok(signed) => {
            let back =
                local_path(Some(fields.get("back").unwrap_or(route::MY_TABLES)), &state.config().public_url);
            let mut out = redirect(&back, false);
            out.headers_mut().append(header::SET_COOKIE, signed.set_cookie);
            out
        }
        Err(e) => {
            let (status, mut message) = describe(page.lang, &e);
            if !sign_up && matches!(e, server::AppError::Unauthorized(_)) {
                // The API says 401 `auth.required` for both; the page can say what went wrong.
                message = page.t("err-auth-wrong-credentials");
            }
            let (action, title) =
                if sign_up { (route::SIGN_UP, "nav-sign-up") } else { (route::SIGN_IN, "nav-sign-in") };
            let mut kept = fields.clone();
            kept.0.retain(|(k, _)| k != "password");
            let retry_after = e.retry_after().map(|s| [(header::RETRY_AFTER, s.to_string())]);
            (status, retry_after, account_form(&state, &page, (action, title), &kept, Some(&message)))
                .into_response()
        }
    }
}

/// `POST /signup`.
pub async fn sign_up(State(state): State<AppState>, page: Page, fields: Fields) -> Response {
    account(state, page, fields, Intent::SignUp).await
}

/// `POST /signin`.
pub async fn sign_in(
    State(state): State<AppState>,
    from: ClientAddr,
    page: Page,
    fields: Fields,
) -> Response {
    account(state, page, fields, Intent::SignIn(from)).await
}

/// The seats this browser holds by their links (its seat cookies), as "my tables" lists them:
/// what signing out keeps unless they are forgotten too.
async fn browser_seats(state: &AppState, page: &Page) -> Result<Vec<server::tables::MySeat>, PageError> {
    let links = page.caller.link_seats(state).await.map_err(page.fail())?;
    if links.is_empty() {
        return Ok(Vec::new());
    }
    let rows = server::tables::my_seats(state, &page.caller).await.map_err(page.fail())?.seats;
    Ok(rows.into_iter().filter(|r| links.iter().any(|l| l.table == r.table && l.seat == r.seat)).collect())
}

/// `GET /signout`: signed in, the choice of what signing out forgets (this browser's seats too, on
/// a shared device); signed out, what this browser still holds.
pub async fn sign_out_page(State(state): State<AppState>, page: Page) -> Result<Markup, PageError> {
    let seats = browser_seats(&state, &page).await?;
    let count = (seats.len() as i64).into();
    let body = html! {
        section.card.narrow.sign-out {
            @if page.caller.user.is_some() {
                h1 { (page.t("nav-sign-out")) }
                form method="post" action=(route::SIGN_OUT) {
                    (page.csrf_field())
                    @if seats.is_empty() {
                        p { (page.t("signout-no-seats")) }
                        input type="hidden" name="device" value="own";
                    } @else {
                        p { (page.lang.t_args("signout-seats-here", &[("count", count)])) }
                        (super::home::table_rows(&page, &seats))
                        fieldset {
                            legend { (page.t("signout-which-device")) }
                            label {
                                input type="radio" name="device" value="own" checked;
                                " " (page.lang.t_args("signout-own-device", &[("count", (seats.len() as i64).into())]))
                            }
                            label {
                                input type="radio" name="device" value="shared";
                                " " (page.lang.t_args("signout-shared-device", &[("count", (seats.len() as i64).into())]))
                            }
                        }
                    }
                    button type="submit" { (page.t("nav-sign-out")) }
                }
            } @else {
                h1 { (page.t("signout-done")) }
                @if seats.is_empty() {
                    p { (page.t("signout-kept-none")) }
                } @else {
                    p { (page.lang.t_args("signout-kept", &[("count", count)])) }
                    (super::home::table_rows(&page, &seats))
                }
                p { a href=(route::SIGN_IN) { (page.t("nav-sign-in")) } }
            }
        }
    };
    Ok(layout::page(&page, &page.t("nav-sign-out"), body))
}

/// `POST /signout`: ends the session and, on a shared device (`device=shared`), forgets every
/// seat link this browser holds too; then says what was kept. Sent without the choice (the
/// header's button) from a browser that holds seats by link, it asks first.
pub async fn sign_out(
    State(state): State<AppState>,
    page: Page,
    fields: Fields,
) -> Result<Response, PageError> {
    let device = fields.get("device");
    if device.is_none() && page.caller.has_seat_cookies() {
        return Ok(redirect(route::SIGN_OUT, false));
    }
    let cookie = server::auth::sign_out(&state, &page.caller).await.map_err(page.fail())?;
    let mut out = redirect(route::SIGN_OUT, false);
    out.headers_mut().append(header::SET_COOKIE, cookie);
    if device == Some("shared") {
        for table in page.caller.seat_cookie_tables() {
            out.headers_mut().append(header::SET_COOKIE, server::auth::forget_seat_cookie(&state, table));
        }
    }
    Ok(out)
}

/// `GET /lang/{es|en}?back=/path`: remembers the language for a year and goes back.
pub async fn switch_language(
    State(state): State<AppState>,
    Path(tag): Path<String>,
    Query(q): Query<Vec<(String, String)>>,
    headers: HeaderMap,
) -> Response {
    let lang = Lang::from_tag(&tag).unwrap_or_else(|| Lang::of_request(&headers));
    let back = q.iter().find(|(k, _)| k == "back").map(|(_, v)| v.as_str());
    let mut out = redirect(&local_path(back, &state.config().public_url), false);
    let cookie = Cookie::build((LANG_COOKIE, lang.tag()))
        .path("/")
        .same_site(SameSite::Lax)
        .max_age(Duration::days(365))
        .build();
    crate::page::set_cookie(&mut out, &cookie);
    out
}
