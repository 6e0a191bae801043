//! Dice verification pages: every roll of a table the caller may see, recomputed once its seed is
//! revealed; one roll (the page a BBCode/Markdown link opens); revealing a seed.

use axum::extract::{Path, State};
use axum::response::Response;
use maud::{Markup, html};
use serde_json::Value;
use server::AppState;

use super::redirect;
use crate::layout;
use crate::page::{Fields, Page, PageError};

fn verdict(page: &Page, roll: &Value) -> Markup {
    match roll["verdict"].as_str() {
        Some("verified") => html! { span.ok { "✔ " (page.t("dice-verified")) } },
        Some(_) => html! { span.bad { "✘ " (page.t("dice-mismatch")) } },
        None => html! { span.muted { (page.t("dice-not-revealed")) } },
    }
}

fn roll_row(page: &Page, r: &Value) -> Markup {
    let dice: Vec<String> =
        r["dice"].as_array().into_iter().flatten().map(|d| d.as_str().unwrap_or("?").to_owned()).collect();
    let faces: Vec<String> = r["faces"].as_array().into_iter().flatten().map(|f| f.to_string()).collect();
    html! {
        tr {
            td { code { (r["client_seed"].as_str().unwrap_or("")) } " #" (r["index"]) }
            td { (dice.join(" ")) }
            td.faces { (faces.join(" · ")) }
            td { (verdict(page, r)) }
            td.copy-cell {
                button.copy type="button" data-copy=(r["bbcode"].as_str().unwrap_or("")) { (page.t("copy-bbcode")) }
                button.copy type="button" data-copy=(r["markdown"].as_str().unwrap_or("")) { (page.t("copy-markdown")) }
                a href=(r["page_url"].as_str().unwrap_or("#")) { (page.t("dice-verify-link")) }
            }
        }
    }
}

fn how_to(page: &Page) -> Markup {
    html! {
        details.card {
            summary { (page.t("dice-how-title")) }
            p { (page.t("dice-how-1")) }
            p { (page.t("dice-how-2")) }
            pre { "tablon verify --seed SEED --commitment COMMITMENT --client-seed CLIENT_SEED --index N" }
        }
    }
}

/// `GET /t/{id}/dice`.
pub async fn table_rolls(
    State(state): State<AppState>,
    page: Page,
    Path(id): Path<i64>,
) -> Result<Markup, PageError> {
    let fail = page.fail();
    let table = server::play::access(&state, &page.caller, store::TableId(id)).await.map_err(&fail)?;
    let data = server::rolls::verify_table(State(state.clone()), page.caller.clone(), Path(id))
        .await
        .map_err(&fail)?
        .0;
    let body = html! {
        h1 { (page.t("dice-title")) ": " (table.slot.record.title) }
        p { a href={ "/t/" (id) } { "← " (page.t("dice-back")) } }
        @if data["all_verified"].as_bool() == Some(true) {
            p.ok { (page.t("dice-all-ok")) }
        } @else {
            p.bad { (page.t("dice-some-bad")) }
        }
        @for c in data["commitments"].as_array().into_iter().flatten() {
            section.card.commitment {
                h2 { (page.t("dice-commitment")) " " code.hash { (c["commitment"].as_str().unwrap_or("")) } }
                @if let Some(seed) = c["seed"].as_str() {
                    p { (page.t("dice-seed")) " " code.hash { (seed) } }
                } @else {
                    p.muted { (page.t("dice-not-revealed")) }
                }
                @let rolls = c["rolls"].as_array().cloned().unwrap_or_default();
                @if rolls.is_empty() {
                    p.muted { (page.t("dice-no-rolls")) }
                } @else {
                    div.scroll {
                        table.rolls {
                            thead { tr {
                                th { (page.t("dice-client-seed")) } th { (page.t("dice-dice")) }
                                th { (page.t("dice-faces")) } th { (page.t("dice-verdict")) } th {}
                            } }
                            tbody { @for r in &rolls { (roll_row(&page, r)) } }
                        }
                    }
                }
            }
        }
        @if table.moderator() {
            form.card method="post" action={ "/t/" (id) "/dice/reveal" } {
                (page.csrf_field())
                p { (page.t("dice-reveal-help")) }
                button type="submit" { (page.t("dice-reveal")) }
            }
        }
        (how_to(&page))
    };
    Ok(layout::page(&page, &page.t("dice-title"), body))
}

/// `POST /t/{id}/dice/reveal`.
pub async fn reveal(
    State(state): State<AppState>,
    page: Page,
    Path(id): Path<i64>,
    _f: Fields,
) -> Result<Response, PageError> {
    let _revealed =
        server::rolls::reveal(State(state), page.caller.clone(), Path(id)).await.map_err(page.fail())?;
    Ok(redirect(&format!("/t/{id}/dice"), false))
}

/// `GET /roll/{commitment}/{client_seed}/{index}`: one roll, public (its address is the secret).
pub async fn one_roll(
    State(state): State<AppState>,
    page: Page,
    Path(key): Path<(String, String, u64)>,
) -> Result<Markup, PageError> {
    let data = server::rolls::verify_one(State(state), Path(key)).await.map_err(page.fail())?.0;
    let r = &data["roll"];
    let body = html! {
        h1 { (page.t("dice-one-title")) }
        section.card {
            dl.facts {
                dt { (page.t("dice-commitment")) } dd { code.hash { (r["commitment"].as_str().unwrap_or("")) } }
                dt { (page.t("dice-client-seed")) } dd { code { (r["client_seed"].as_str().unwrap_or("")) } }
                dt { (page.t("dice-index")) } dd { (r["index"]) }
                dt { (page.t("dice-faces")) } dd.faces { (r["faces"].as_array().into_iter().flatten().map(|f| f.to_string()).collect::<Vec<_>>().join(" · ")) }
                dt { (page.t("dice-seed")) } dd { @if let Some(s) = data["seed"].as_str() { code.hash { (s) } } @else { span.muted { (page.t("dice-not-revealed")) } } }
                dt { (page.t("dice-verdict")) } dd { (verdict(&page, r)) }
            }
            p {
                button.copy type="button" data-copy=(r["bbcode"].as_str().unwrap_or("")) { (page.t("copy-bbcode")) }
                button.copy type="button" data-copy=(r["markdown"].as_str().unwrap_or("")) { (page.t("copy-markdown")) }
            }
        }
        (how_to(&page))
    };
    Ok(layout::page(&page, &page.t("dice-one-title"), body))
}
