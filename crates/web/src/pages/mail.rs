//! Mail pages: the settings of a signed-in account (`/mail`), the confirmation link
//! (`/mail/confirm/{token}`) and the unsubscribe link's page (`/mail/unsubscribe/{key}/{kind}`,
//! whose button posts to `/mail/stop/{key}/{kind}`; mail clients post to the API's RFC 8058 route
//! instead). The words are in `i18n/{es,en}/mail.ftl`.

use axum::extract::State;
use axum::response::{IntoResponse, Response};
use maud::{Markup, html};
use server::AppState;
use server::mail::{MailKind, MailSettings};
use server::routes::{self, pages as route};

use super::redirect;
use crate::i18n::Arg;
use crate::layout;
use crate::page::{Fields, Page, PageError, Path, describe};

/// The form that turns each kind of mail on or off, everywhere (`/mail/kinds`) or at one table.
fn kinds_form(page: &Page, action: &str, legend: &str, kinds: &[server::mail::KindSetting]) -> Markup {
    html! {
        form method="post" action=(action) {
            (page.csrf_field())
            fieldset {
                legend { (page.t(legend)) }
                @for k in kinds {
                    label {
                        input type="checkbox" name="kind" value=(k.kind.code()) checked[k.on];
                        " " (page.t(&format!("mail-kind-{}", k.kind.code())))
                    }
                }
            }
            button type="submit" { (page.t("mail-save")) }
        }
    }
}

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
                form method="post" action=(route::MAIL) {
                    (page.csrf_field())
                    label for="address" { (page.t("mail-address")) }
                    input #address name="address" type="email" required maxlength="254" autocomplete="email"
                        value=(settings.address.as_deref().unwrap_or("")) aria-describedby="address-help";
                    small #address-help { (page.t("mail-address-help")) }
                    @if let Some(e) = error { p.refusal role="alert" { (e) } }
                    button type="submit" { (page.t("mail-save")) }
                }
                @if settings.address.is_some() {
                    (kinds_form(page, route::MAIL_KINDS, "mail-kinds", &settings.kinds))
                    form method="post" action=(route::MAIL_REMOVE) {
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
        return Ok(redirect(&format!("{}?back={}", route::SIGN_IN, route::MAIL), false));
    }
    let settings = server::mail::settings(&state, &page.caller, None).await.map_err(page.fail())?;
    Ok(settings_page(&page, &settings, None).into_response())
}

/// `POST /mail`: sets the address (in the page's language) and mails its confirmation link.
pub async fn set_address(
    State(state): State<AppState>,
    mut page: Page,
    fields: Fields,
) -> Result<Response, PageError> {
    // Sent twice, the address is set and mailed once (the first link keeps working).
    fields.idempotency_key(&mut page.caller).map_err(page.fail())?;
    let req = server::mail::AddressRequest {
        address: fields.get("address").unwrap_or("").to_owned(),
        lang: page.lang.tag().to_owned(),
        table: None,
        seat: None,
    };
    match server::mail::set_address(&state, &page.caller, req).await {
        Ok(_) => Ok(redirect(route::MAIL, false)),
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
    Ok(redirect(route::MAIL, false))
}

/// `POST /mail/remove`: no more mail.
pub async fn remove(
    State(state): State<AppState>,
    page: Page,
    _fields: Fields,
) -> Result<Response, PageError> {
    server::mail::remove_address(&state, &page.caller, None).await.map_err(page.fail())?;
    Ok(redirect(route::MAIL, false))
}

fn message_page(page: &Page, title: &str, text: &str) -> Markup {
    let body = html! { section.card.narrow { h1 { (title) } p role="status" { (text) } } };
    layout::page(page, title, body)
}

/// `GET /mail/confirm/{token}`: asks before confirming (a link scanner's GET changes nothing:
/// an address a stranger set is confirmed only by a person who got the mail and pressed the
/// button).
pub async fn confirm_form(page: Page, Path(token): Path<String>) -> Response {
    let action = routes::fill(route::MAIL_CONFIRM, &[&token]);
    let body = html! {
        section.card.narrow {
            h1 { (page.t("mail-title")) }
            p { (page.t("mail-confirm-ask")) }
            form method="post" action=(action) {
                button type="submit" { (page.t("mail-confirm-button")) }
            }
        }
    };
    layout::page(&page, &page.t("mail-title"), body).into_response()
}

/// `POST /mail/confirm/{token}`: confirms the address the link was mailed to. No form token: the
/// link's token is the credential, and it can only confirm its own address.
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
        return page.fail()(server::AppError::NotFound("unsubscribe_link")).into_response();
    };
    let action = routes::fill(route::MAIL_STOP, &[&key, &kind]);
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

/// The mail settings of the caller's seat at one table: the seat's own address when it is held by
/// its link only (so a player without an account gets mail too), and each kind on or off here.
/// The seat's feed link: when it was made, and the new one just made (shown once).
#[derive(Default)]
struct FeedState {
    made: Option<i64>,
    new_url: Option<String>,
}

fn table_page(
    page: &Page,
    id: i64,
    title: &str,
    settings: &server::mail::TableMailSettings,
    feed: &FeedState,
    error: Option<&str>,
) -> Markup {
    let lang = page.lang;
    let heading = lang.t_args("mail-table-title", &[("table", Arg::from(title))]);
    let body = html! {
        section.card.narrow {
            h1 { (heading) }
            p { a href=(routes::table(id)) { (page.t("mail-table-back")) } }
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
                @if settings.seat_address {
                    (offer_forms(page, id, &settings.offers, "mail"))
                    p { (page.t("mail-table-seat-help")) }
                    form method="post" action=(routes::fill(route::TABLE_MAIL, &[&id])) {
                        (page.csrf_field())
                        label for="address" { (page.t("mail-address")) }
                        input #address name="address" type="email" required maxlength="254" autocomplete="email"
                            value=(settings.address.as_deref().unwrap_or("")) aria-describedby="address-help";
                        small #address-help { (page.t("mail-address-help")) }
                        @if let Some(e) = error { p.refusal role="alert" { (e) } }
                        button type="submit" { (page.t("mail-save")) }
                    }
                } @else if settings.address.is_none() {
                    p { a href=(route::MAIL) { (page.t("mail-table-account-first")) } }
                } @else {
                    p { a href=(route::MAIL) { (page.t("mail-table-account")) } }
                }
                @if settings.address.is_some() {
                    (kinds_form(page, &routes::fill(route::TABLE_MAIL_KINDS, &[&id]), "mail-table-kinds", &settings.kinds))
                    @if settings.seat_address {
                        form method="post" action=(routes::fill(route::TABLE_MAIL_REMOVE, &[&id])) {
                            (page.csrf_field())
                            button.link type="submit" { (page.t("mail-remove")) }
                        }
                    }
                }
            }
        }
        section.card.narrow.feed {
            h2 { (page.t("feed-title")) }
            p { (page.t("feed-help")) }
            @if let Some(url) = &feed.new_url {
                p role="status" { (page.t("feed-new")) }
                p { code.feed-url { (url) } }
            } @else if feed.made.is_some() {
                p role="status" { (page.t("feed-exists")) }
            }
            form.inline method="post" action=(routes::fill(route::TABLE_FEED, &[&id])) {
                (page.csrf_field())
                button type="submit" {
                    @if feed.made.is_some() || feed.new_url.is_some() { (page.t("feed-replace")) } @else { (page.t("feed-make")) }
                }
            }
            @if feed.made.is_some() || feed.new_url.is_some() {
                " "
                form.inline method="post" action=(routes::fill(route::TABLE_FEED_REVOKE, &[&id])) {
                    (page.csrf_field())
                    button.link type="submit" { (page.t("feed-revoke")) }
                }
            }
        }
    };
    layout::page(page, &heading, body)
}

async fn feed_state(state: &AppState, page: &Page, id: i64) -> Result<FeedState, PageError> {
    let made = server::feeds::made(state, &page.caller, store::TableId(id)).await.map_err(page.fail())?;
    Ok(FeedState { made, new_url: None })
}

/// `POST /t/{id}/feed`: a new feed link for the caller's seat, shown once on the page.
pub async fn issue_feed(
    State(state): State<AppState>,
    mut page: Page,
    Path(id): Path<i64>,
    fields: Fields,
) -> Result<Markup, PageError> {
    // Sent twice (a double click, a dropped connection), the link is made once.
    fields.idempotency_key(&mut page.caller).map_err(page.fail())?;
    let table = store::TableId(id);
    let link =
        server::feeds::issue(&state, &page.caller, table, page.lang.tag()).await.map_err(page.fail())?;
    let settings = server::mail::table_settings(&state, &page.caller, table).await.map_err(page.fail())?;
    let title = table_title(&state, &page, id).await?;
    let feed = FeedState { made: None, new_url: Some(link.url) };
    Ok(table_page(&page, id, &title, &settings, &feed, None))
}

/// `POST /t/{id}/feed/revoke`: the seat's feed link stops working.
pub async fn revoke_feed(
    State(state): State<AppState>,
    page: Page,
    Path(id): Path<i64>,
    _fields: Fields,
) -> Result<Response, PageError> {
    server::feeds::revoke(&state, &page.caller, store::TableId(id)).await.map_err(page.fail())?;
    Ok(redirect(&routes::fill(route::TABLE_MAIL, &[&id]), false))
}

async fn table_title(state: &AppState, page: &Page, id: i64) -> Result<String, PageError> {
    use store::Store;
    Ok(state.db().table(store::TableId(id)).await.map_err(|e| page.fail()(e.into()))?.title)
}

/// `GET /t/{id}/mail`: the mail settings of the caller's seat at this table.
pub async fn table_settings(
    State(state): State<AppState>,
    page: Page,
    Path(id): Path<i64>,
) -> Result<Markup, PageError> {
    let settings =
        server::mail::table_settings(&state, &page.caller, store::TableId(id)).await.map_err(page.fail())?;
    let title = table_title(&state, &page, id).await?;
    let feed = feed_state(&state, &page, id).await?;
    Ok(table_page(&page, id, &title, &settings, &feed, None))
}

/// `POST /t/{id}/mail`: the address of a seat held by its link only (in the page's language);
/// its confirmation link is mailed.
pub async fn set_table_address(
    State(state): State<AppState>,
    mut page: Page,
    Path(id): Path<i64>,
    fields: Fields,
) -> Result<Response, PageError> {
    fields.idempotency_key(&mut page.caller).map_err(page.fail())?;
    let table = store::TableId(id);
    let settings = server::mail::table_settings(&state, &page.caller, table).await.map_err(page.fail())?;
    if !settings.seat_address {
        // The account's address serves every seat it holds: it is set on the account's page.
        return Ok(redirect(route::MAIL, false));
    }
    let req = server::mail::AddressRequest {
        address: fields.get("address").unwrap_or("").to_owned(),
        lang: page.lang.tag().to_owned(),
        table: Some(id),
        seat: Some(settings.seat.0),
    };
    match server::mail::set_address(&state, &page.caller, req).await {
        Ok(_) => Ok(redirect(&routes::fill(route::TABLE_MAIL, &[&id]), false)),
        Err(e @ server::AppError::BadRequest { .. }) => {
            let (status, message) = crate::page::describe(page.lang, &e);
            let title = table_title(&state, &page, id).await?;
            let feed = feed_state(&state, &page, id).await?;
            Ok((status, table_page(&page, id, &title, &settings, &feed, Some(&message))).into_response())
        }
        Err(e) => Err(page.fail()(e)),
    }
}

/// One form per address confirmed at another seat this browser holds by its link only: a button
/// that uses it for the seat at table `id` too (`then`: where to go after, `table` or `mail`). The
/// offer page, the seat's mail page and the table's side column draw them.
pub(crate) fn offer_forms(page: &Page, id: i64, offers: &[server::mail::AddressOffer], then: &str) -> Markup {
    html! {
        @for offer in offers {
            form.mail-offer method="post" action=(routes::fill(route::TABLE_MAIL_ADOPT, &[&id])) {
                (page.csrf_field())
                input type="hidden" name="from" value=(offer.from.0);
                input type="hidden" name="then" value=(then);
                p {
                    (page.lang.t_args("mail-offer-from", &[
                        ("address", Arg::from(offer.address.as_str())),
                        ("table", Arg::from(offer.title.as_str())),
                    ]))
                }
                button type="submit" {
                    (page.lang.t_args("mail-offer-use", &[("address", Arg::from(offer.address.as_str()))]))
                }
            }
        }
    }
}

/// `GET /t/{id}/mail/offer`: where a browser that holds other seats by their links only, one
/// of them with a confirmed address, goes after taking a seat here by its link: it may use that
/// address for this seat too, or go on to the table without (nothing is kept of that choice; the
/// table's mail page offers it again). Straight to the table when there is nothing to offer.
pub async fn offer(
    State(state): State<AppState>,
    page: Page,
    Path(id): Path<i64>,
) -> Result<Response, PageError> {
    let table = store::TableId(id);
    let settings = server::mail::table_settings(&state, &page.caller, table).await.map_err(page.fail())?;
    if settings.offers.is_empty() {
        return Ok(redirect(&routes::table(id), false));
    }
    let title = table_title(&state, &page, id).await?;
    let heading = page.lang.t_args("mail-offer-title", &[("table", Arg::from(title.as_str()))]);
    let body = html! {
        section.card.narrow.mail-offers {
            h1 { (heading) }
            p { (page.t("mail-offer-lead")) }
            (offer_forms(&page, id, &settings.offers, "table"))
            p { a.decline href=(routes::table(id)) { (page.t("mail-offer-decline")) } }
            p.hint { (page.t("mail-offer-later")) }
        }
    };
    Ok(layout::page(&page, &heading, body).into_response())
}

/// `POST /t/{id}/mail/adopt`: the seat here takes the address confirmed at the browser's seat at
/// table `from` (`server::mail::adopt`), in the page's language; then to the table or its mail page.
pub async fn adopt(
    State(state): State<AppState>,
    page: Page,
    Path(id): Path<i64>,
    fields: Fields,
) -> Result<Response, PageError> {
    let from = fields.get("from").unwrap_or("").trim();
    let from = from.parse::<i64>().map_err(|_| {
        page.fail()(server::AppError::bad(
            "mail.no_offer",
            format!("{from:?} names no table where you hold a seat with a confirmed mail address"),
        ))
    })?;
    let req = server::mail::AdoptRequest { from, lang: Some(page.lang.tag().to_owned()) };
    server::mail::adopt(&state, &page.caller, store::TableId(id), req).await.map_err(page.fail())?;
    let to = match fields.get("then") {
        Some("table") => routes::table(id),
        _ => routes::fill(route::TABLE_MAIL, &[&id]),
    };
    Ok(redirect(&to, false))
}

/// `POST /t/{id}/mail/kinds`: the checked kinds on at this table, the others off.
pub async fn set_table_kinds(
    State(state): State<AppState>,
    page: Page,
    Path(id): Path<i64>,
    fields: Fields,
) -> Result<Response, PageError> {
    for kind in MailKind::ALL {
        let on = fields.all("kind").any(|v| v == kind.code());
        server::mail::set_table_kind(&state, &page.caller, store::TableId(id), kind, on)
            .await
            .map_err(page.fail())?;
    }
    Ok(redirect(&routes::fill(route::TABLE_MAIL, &[&id]), false))
}

/// `POST /t/{id}/mail/remove`: no more mail for the seat held by its link.
pub async fn remove_table_address(
    State(state): State<AppState>,
    page: Page,
    Path(id): Path<i64>,
    _fields: Fields,
) -> Result<Response, PageError> {
    let settings =
        server::mail::table_settings(&state, &page.caller, store::TableId(id)).await.map_err(page.fail())?;
    if settings.seat_address {
        server::mail::remove_address(&state, &page.caller, Some((id, settings.seat.0)))
            .await
            .map_err(page.fail())?;
    }
    Ok(redirect(&routes::fill(route::TABLE_MAIL, &[&id]), false))
}

/// `GET /mail/tables`: "send me my tables", for a player on a device that holds none of their seats.
pub async fn send_tables_form(page: Page) -> Markup {
    send_tables_page(&page, None, None)
}

/// `POST /mail/tables`: mails the address its tables' seat links (`server::mail::send_tables`); the
/// answer is the same whether the address is known or not.
pub async fn send_tables(State(state): State<AppState>, page: Page, fields: Fields) -> Response {
    let address = fields.get("address").unwrap_or("").trim().to_owned();
    match server::mail::send_tables(&state, &address).await {
        Ok(()) => send_tables_page(&page, Some(&address), None).into_response(),
        Err(e) => {
            let (status, message) = describe(page.lang, &e);
            (status, send_tables_page(&page, None, Some(&message))).into_response()
        }
    }
}

fn send_tables_page(page: &Page, sent: Option<&str>, refusal: Option<&str>) -> Markup {
    let body = html! {
        section.card.narrow {
            h1 { (page.t("send-tables-title")) }
            @if let Some(address) = sent {
                p role="status" { (page.lang.t_args("send-tables-sent", &[("address", address.into())])) }
            } @else {
                p { (page.t("send-tables-intro")) }
                form method="post" action=(route::MAIL_TABLES) {
                    (page.csrf_field())
                    label for="address" { (page.t("mail-address")) }
                    input #address name="address" type="email" required autocomplete="email" maxlength="254";
                    @if let Some(r) = refusal { p.refusal role="alert" { (r) } }
                    button type="submit" { (page.t("send-tables-button")) }
                }
            }
        }
    };
    layout::page(page, &page.t("send-tables-title"), body)
}
