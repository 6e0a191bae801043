//! A table's handouts on its page: the seat's own in one place (a text, an image that opens
//! whole), and for the game master every handout with whom it was shown to, the form that gives a
//! new one (a title, a text or an image, the seats to show it to) and, on each, the form that shows
//! it to other seats. What a seat receives is only `server::handouts::list`'s answer for it.

use axum::extract::{Query, State};
use axum::response::Response;
use engine::SeatId;
use maud::{Markup, html};
use server::AppState;
use server::handouts::{Handout, NewHandoutRequest, ShowRequest};
use server::names::Names;
use server::play::Access;
use server::routes::{self, pages as route};
use store::{HandoutId, TableId};

use super::redirect;
use super::table::SeatQuery;
use crate::page::{Fields, FormWithImages, Page, PageError, Path};

/// The handouts section of a table's page (none for a spectator, who is shown none).
pub(super) async fn section(
    state: &AppState,
    page: &Page,
    access: &Access,
    names: &Names,
    suffix: &str,
) -> Result<Markup, PageError> {
    if access.seat.is_none() && !access.moderator() {
        return Ok(html! {});
    }
    let list = server::handouts::list(state, &page.caller, access.id()).await.map_err(page.fail())?;
    let id = access.id().0;
    let gm = access.moderator();
    let fragment = format!("{}{suffix}", routes::fill(route::TABLE_HANDOUTS, &[&id]));
    Ok(html! {
        // Drawn again when the reader's seat is shown a handout (not for the game master, who
        // gives them here and whose half-written handout a redraw would lose).
        section.card.handouts #handouts hx-get=[(!gm).then_some(&fragment)] hx-trigger=[(!gm).then_some("tablon:handouts from:body")] hx-swap="outerHTML" {
            h2 { (page.t("handouts")) }
            @if list.handouts.is_empty() {
                p.muted { (page.t(if gm { "handouts-none-given" } else { "handouts-none" })) }
            }
            @for h in &list.handouts { (one(page, names, h, gm.then(|| show_form(page, names, id, h, suffix)))) }
            @if gm { (new_form(state, page, names, id, suffix)) }
        }
    })
}

/// One handout: its title, image and text; for the game master, whom it was shown to and `show`.
fn one(page: &Page, names: &Names, h: &Handout, show: Option<Markup>) -> Markup {
    let shown: Vec<String> = h.seats.iter().map(|s| names.label(*s)).collect();
    html! {
        article.handout id={ "handout-" (h.id.0) } {
            h3 { (h.title) }
            @if let Some(image) = &h.image {
                a.post-image href=(image.url) target="_blank" rel="noopener" title=(page.t("post-image-open")) {
                    img src=(image.thumb_url) width=(image.thumb_width) height=(image.thumb_height) alt=(h.title) loading="lazy";
                }
            }
            div.body { (crate::layout::post_html(page, &h.html)) }
            @if let Some(show) = show {
                p.muted {
                    @if shown.is_empty() { (page.t("handout-shown-to-nobody")) }
                    @else { (page.lang.t_args("handout-shown-to", &[("names", crate::i18n::Arg::from(shown.join(", ").as_str()))])) }
                }
                (show)
            }
        }
    }
}

/// A checkbox per seat of the table (`checked`: those ticked).
fn seat_boxes(names: &Names, prefix: &str, checked: &[SeatId]) -> Markup {
    html! {
        @for n in names.seats() {
            label.check {
                input type="checkbox" name="seats" value=(n.seat.0) id={ (prefix) "-" (n.seat.0) } checked[checked.contains(&n.seat)];
                " " (n.label())
            }
        }
    }
}

fn show_form(page: &Page, names: &Names, table: i64, h: &Handout, suffix: &str) -> Markup {
    html! {
        details.handout-show {
            summary { (page.t("handout-show")) }
            form method="post" action={ (routes::fill(route::TABLE_HANDOUT, &[&table, &h.id.0])) (suffix) } {
                (page.csrf_field())
                fieldset {
                    legend { (page.t("handout-show-to")) }
                    (seat_boxes(names, &format!("show-{}", h.id.0), &h.seats))
                }
                button type="submit" { (page.t("handout-save")) }
            }
        }
    }
}

fn new_form(state: &AppState, page: &Page, names: &Names, table: i64, suffix: &str) -> Markup {
    let max_mb = server::images::megabytes(state.config().images.max_bytes);
    html! {
        details.handout-new {
            summary { (page.t("handout-new")) }
            form method="post" action={ (routes::fill(route::TABLE_HANDOUTS, &[&table])) (suffix) } enctype="multipart/form-data" {
                (page.csrf_field())
                label for="handout-title" { (page.t("handout-title")) }
                input #handout-title type="text" name="title" required maxlength=(server::handouts::MAX_TITLE);
                label for="handout-body" { (page.t("handout-text")) }
                textarea #handout-body name="body" rows="3" maxlength=(state.config().max_post_chars) {}
                label for="handout-image" { (page.t("handout-image")) }
                input #handout-image type="file" name="image" accept="image/png,image/jpeg,image/webp,image/gif"
                    data-max-bytes=(state.config().images.max_bytes) data-max-count="1"
                    data-too-large=(page.lang.t_args("post-image-too-large", &[("max_mb", crate::i18n::Arg::from(max_mb.as_str()))]))
                    data-too-many=(page.lang.t_args("err-image-too-many", &[("most", crate::i18n::Arg::Num(1.0)), ("count", crate::i18n::Arg::Num(2.0))]));
                fieldset {
                    legend { (page.t("handout-show-to")) }
                    (seat_boxes(names, "handout-seat", &[]))
                }
                button type="submit" { (page.t("handout-give")) }
            }
        }
    }
}

/// The seats ticked in a form.
fn ticked(page: &Page, fields: &Fields) -> Result<Vec<u8>, PageError> {
    fields
        .all("seats")
        .map(|v| {
            v.trim()
                .parse::<u8>()
                .map_err(|_| page.fail()(server::AppError::bad("handout.seats", "a seat is a number")))
        })
        .collect()
}

fn back(id: i64, q: SeatQuery) -> String {
    let seat = q.seat.map(|s| format!("?seat={s}")).unwrap_or_default();
    format!("{}{seat}#handouts", routes::fill(route::TABLE, &[&id]))
}

/// `POST /t/{id}/handouts`: the game master gives a handout; back to the table.
pub async fn give(
    State(state): State<AppState>,
    mut page: Page,
    Path(id): Path<i64>,
    Query(q): Query<SeatQuery>,
    form: FormWithImages,
) -> Result<Response, PageError> {
    if q.seat.is_some() {
        page.caller.seat_choice = q.seat;
    }
    if let Some(refused) = form.refused {
        return Err(page.fail()(refused));
    }
    let req = NewHandoutRequest {
        title: form.fields.get("title").unwrap_or("").to_owned(),
        body: form.fields.get("body").unwrap_or("").to_owned(),
        seats: ticked(&page, &form.fields)?,
        image: form.images.into_iter().next(),
    };
    server::handouts::create(&state, &page.caller, TableId(id), req).await.map_err(page.fail())?;
    Ok(redirect(&back(id, q), false))
}

/// `POST /t/{id}/handouts/{handout}`: the game master shows a handout to the seats ticked.
pub async fn show(
    State(state): State<AppState>,
    mut page: Page,
    Path((id, handout)): Path<(i64, i64)>,
    Query(q): Query<SeatQuery>,
    fields: Fields,
) -> Result<Response, PageError> {
    if q.seat.is_some() {
        page.caller.seat_choice = q.seat;
    }
    let req = ShowRequest { seats: ticked(&page, &fields)? };
    server::handouts::show(&state, &page.caller, TableId(id), HandoutId(handout), req)
        .await
        .map_err(page.fail())?;
    Ok(redirect(&back(id, q), false))
}
