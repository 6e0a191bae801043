//! Mail pages: the settings of a signed-in account (`/mail`), the confirmation link
//! (`/mail/confirm/{token}`) and the unsubscribe link's page (`/mail/unsubscribe/{key}/{kind}`,
//! whose button posts to `/mail/stop/{key}/{kind}`; mail clients post to the API's RFC 8058 route
//! instead). The words are in `i18n/{es,en}/mail.ftl`.

use axum::extract::State;
use axum::response::{IntoResponse, Response};
use maud::{Markup, html};
use server::AppState;
use server::mail::{MailKind, MailSettings};

use super::redirect;
use crate::i18n::Arg;
use crate::layout;
use crate::page::{Fields, Page, PageError, Path};

fn settings_page(page: &Page, settings: &MailSettings, error: Option<&str>) -> Markup {
    let lang = page.lang;
    let body = html! {
        section.card.narrow {
            h1 { (page.t("mail-title")) }
            @if !settings.enabled {
                p.note role="status" { (page.t("mail-off")) }
            } @else {
                @if let Some(address) = &settings.address {
                    @if settings.confirmed {
                        p role="status" { (lang.t_args("mail-confirmed", &[("address", Arg::from(address.as_str()))])) }
                    } @else {
                        p role="status" { (lang.t_args("mail-pending", &[("address", Arg::from(address.as_str()))])) }
                    }
                }
                form method="post" action="/mail" {
                    (page.csrf_field())
                    label for="address" { (page.t("mail-address")) }
                    input #address name="address" type="email" required maxlength="254" autocomplete="email"
                        value=(settings.address.as_deref().unwrap_or("")) aria-describedby="address-help";
                    small #address-help { (page.t("mail-address-help")) }
                    @if let Some(e) = error { p.refusal role="alert" { (e) } }
                    button type="submit" { (page.t("mail-save")) }
                }
                @if settings.address.is_some() {
                    form method="post" action="/mail/kinds" {
                        (page.csrf_field())
                        fieldset {
                            legend { (page.t("mail-kinds")) }
                            @for k in &settings.kinds {
                                label {
                                    input type="checkbox" name="kind" value=(k.kind.code()) checked[k.on];
                                    " " (page.t(&format!("mail-kind-{}", k.kind.code())))
                                }
                            }
                        }
                        button type="submit" { (page.t("mail-save")) }
                    }
                    form method="post" action="/mail/remove" {
                        (page.csrf_field())
                        button.link type="submit" { (page.t("mail-remove")) }
                    }
                }
            }
        }
    };
    layout::page(page, &page.t("mail-title"), body)
}

/// `GET /mail`: the signed-in account's mail settings (sign in first otherwise).
pub async fn settings(State(state): State<AppState>, page: Page) -> Result<Response, PageError> {
    if page.caller.user.is_none() {
        return Ok(redirect("/signin?back=/mail", false));
    }
    let settings = server::mail::settings(&state, &page.caller, None).await.map_err(page.fail())?;
    Ok(settings_page(&page, &settings, None).into_response())
}

/// `POST /mail`: sets the address (in the page's language) and mails its confirmation link.
pub async fn set_address(
    State(state): State<AppState>,
    page: Page,
    fields: Fields,
) -> Result<Response, PageError> {
    let req = server::mail::AddressRequest {
        address: fields.get("address").unwrap_or("").to_owned(),
        lang: page.lang.tag().to_owned(),
        table: None,
        seat: None,
    };
    match server::mail::set_address(&state, &page.caller, req).await {
        Ok(_) => Ok(redirect("/mail", false)),
        Err(e @ server::AppError::BadRequest { .. }) => {
            let (status, message) = crate::page::describe(page.lang, &e);
            let settings = server::mail::settings(&state, &page.caller, None).await.map_err(page.fail())?;
            Ok((status, settings_page(&page, &settings, Some(&message))).into_response())
        }
        Err(e) => Err(page.fail()(e)),
    }
}

/// `POST /mail/kinds`: the checked kinds on, the others off (everywhere).
pub async fn set_kinds(
    State(state): State<AppState>,
    page: Page,
    fields: Fields,
) -> Result<Response, PageError> {
    for kind in MailKind::ALL {
        let on = fields.0.iter().any(|(k, v)| k == "kind" && v == kind.code());
        server::mail::set_kind(&state, &page.caller, None, kind, None, on).await.map_err(page.fail())?;
    }
    Ok(redirect("/mail", false))
}

/// `POST /mail/remove`: no more mail.
pub async fn remove(
    State(state): State<AppState>,
    page: Page,
    _fields: Fields,
) -> Result<Response, PageError> {
    server::mail::remove_address(&state, &page.caller, None).await.map_err(page.fail())?;
    Ok(redirect("/mail", false))
}

fn message_page(page: &Page, title: &str, text: &str) -> Markup {
    let body = html! { section.card.narrow { h1 { (title) } p role="status" { (text) } } };
    layout::page(page, title, body)
}

/// `GET /mail/confirm/{token}`: confirms the address the link was mailed to.
pub async fn confirm(State(state): State<AppState>, page: Page, Path(token): Path<String>) -> Response {
    match server::mail::confirm(&state, &token).await {
        Ok(()) => message_page(&page, &page.t("mail-title"), &page.t("mail-confirm-done")).into_response(),
        Err(server::AppError::NotFound(_)) => {
            let body = message_page(&page, &page.t("mail-title"), &page.t("mail-confirm-gone"));
            (axum::http::StatusCode::NOT_FOUND, body).into_response()
        }
        Err(e) => page.fail()(e).into_response(),
    }
}

fn kind_name(page: &Page, kind: &str) -> Option<String> {
    MailKind::from_code(kind).map(|k| page.t(&format!("mail-kind-{}", k.code())))
}

/// `GET /mail/unsubscribe/{key}/{kind}`: asks before stopping (a link scanner's GET changes
/// nothing).
pub async fn unsubscribe_form(page: Page, Path((key, kind)): Path<(String, String)>) -> Response {
    let Some(name) = kind_name(&page, &kind) else {
        return page.fail()(server::AppError::NotFound("unsubscribe link")).into_response();
    };
    let action = format!("/mail/stop/{key}/{kind}");
    let body = html! {
        section.card.narrow {
            h1 { (page.t("mail-unsubscribe-title")) }
            p { (page.lang.t_args("mail-unsubscribe-ask", &[("kind", Arg::from(name))])) }
            form method="post" action=(action) {
                button type="submit" { (page.t("mail-unsubscribe-button")) }
            }
        }
    };
    layout::page(&page, &page.t("mail-unsubscribe-title"), body).into_response()
}

/// `POST /mail/stop/{key}/{kind}`: stops that kind. No form token: the key is the credential, and
/// it can only turn mail off.
pub async fn unsubscribe(
    State(state): State<AppState>,
    page: Page,
    Path((key, kind)): Path<(String, String)>,
) -> Response {
    let title = page.t("mail-unsubscribe-title");
    match server::mail::unsubscribe(&state, &key, &kind).await {
        Ok(_) => message_page(&page, &title, &page.t("mail-unsubscribe-done")).into_response(),
        Err(server::AppError::NotFound(_) | server::AppError::BadRequest { .. }) => {
            let body = message_page(&page, &title, &page.t("mail-unsubscribe-gone"));
            (axum::http::StatusCode::NOT_FOUND, body).into_response()
        }
        Err(e) => page.fail()(e).into_response(),
    }
}
