//! The Protagonists' deduction assistant (Tragedy Looper, opt-in per table): `GET /t/{id}/deductions`
//! renders the answer of the API's `GET /api/tables/{id}/deductions` (same access rules, same code:
//! the public log only) as tables: characters × possible roles with counts, the plots still
//! possible, the possible culprits of each incident and a few whole consistent scripts.

use axum::extract::State;
use maud::{Markup, html};
use serde::Serialize;
use server::AppState;
use server::assistant::Deductions;
use server::routes;
use store::TableId;
use tragedy_looper::Role;

use crate::layout;
use crate::page::{Page, PageError, Path};

/// The translated name of a Tragedy Looper id (`kind` is `role`, `plot`, `char` or `incident`);
/// the id itself if no translation exists.
fn name<T: Serialize>(page: &Page, kind: &str, id: &T) -> String {
    let id = serde_json::to_value(id).ok().and_then(|v| v.as_str().map(str::to_owned)).unwrap_or_default();
    let key = format!("ai-{kind}-{id}");
    if page.lang.has(&key) { page.t(&key) } else { id }
}

fn list<T: Serialize>(page: &Page, kind: &str, ids: &[T]) -> String {
    let names: Vec<String> = ids.iter().map(|v| name(page, kind, v)).collect();
    names.join(", ")
}

/// `GET /t/{id}/deductions`.
pub async fn show(
    State(state): State<AppState>,
    page: Page,
    Path(id): Path<i64>,
) -> Result<Markup, PageError> {
    let fail = page.fail();
    let d = server::assistant::deductions(&state, &page.caller, TableId(id)).await.map_err(&fail)?;
    Ok(layout::page(&page, &page.t("assistant-title"), render(&page, id, &d)))
}

/// The answer as HTML.
pub fn render(page: &Page, id: i64, d: &Deductions) -> Markup {
    let seq = d.seq;
    let d = &d.deduced;
    let characters = &d.characters;
    // Only the roles someone may still have get a column, in the rulebook's order.
    let columns: Vec<Role> = Role::ALL
        .iter()
        .copied()
        .filter(|r| characters.iter().any(|c| c.roles.iter().any(|x| x.role == *r)))
        .collect();
    let plots = &d.plots;
    let culprits = &d.culprits;
    let examples = &d.assignments;
    let total = d.total;
    html! {
        // Our own constant stylesheet, not anyone's input.
        div.assistant-page {
        h1 { (page.t("assistant-title")) }
        p { a href=(routes::table(id)) { "← " (page.t("assistant-back")) } }
        p.muted { (page.t("assistant-intro")) }
        p { strong { (page.lang.t_args("assistant-total", &[("total", total.into())])) } " "
            span.muted { (page.lang.t_args("assistant-seq", &[("seq", seq.into())])) } }
        section.card {
            h2 #assistant-roles { (page.t("assistant-roles")) }
            p.muted { (page.t("assistant-roles-help")) }
            // Wider than a phone: the region takes the focus (arrows scroll it), its edges shade
            // where more columns hide (CSS), and a line says so on narrow screens.
            p.scroll-hint.muted { (page.t("assistant-roles-scroll")) }
            div.scroll tabindex="0" role="region" aria-labelledby="assistant-roles" {
                table.deductions {
                    thead { tr {
                        th scope="col" { (page.t("assistant-character")) }
                        @for r in &columns {
                            th scope="col" { (name(page, "role", r)) }
                        }
                    } }
                    tbody {
                        @for c in characters {
                            tr {
                                th scope="row" { (name(page, "char", &c.character)) }
                                @for r in &columns {
                                    @let n = c.roles.iter().find(|x| x.role == *r).map_or(0, |x| x.count);
                                    @if n == 0 { td.muted { "·" } }
                                    @else if n == total { td { strong { (n) } } }
                                    @else { td { (n) } }
                                }
                            }
                        }
                    }
                }
            }
        }
        section.card {
            h2 { (page.t("assistant-plots")) }
            table {
                thead { tr {
                    th scope="col" { (page.t("assistant-main-plot")) }
                    th scope="col" { (page.t("assistant-subplots")) }
                    th scope="col" { (page.t("assistant-count")) }
                } }
                tbody {
                    @for p in plots {
                        tr {
                            td { (name(page, "plot", &p.main)) }
                            td {
                                @if p.subplots.is_empty() { (page.t("assistant-no-subplots")) }
                                @else { (list(page, "plot", &p.subplots)) }
                            }
                            td { (p.assignments) }
                        }
                    }
                }
            }
        }
        @if !culprits.is_empty() {
            section.card {
                h2 { (page.t("assistant-culprits")) }
                table {
                    thead { tr {
                        th scope="col" { (page.t("assistant-day")) }
                        th scope="col" { (page.t("assistant-incident")) }
                        th scope="col" { (page.t("assistant-candidates")) }
                    } }
                    tbody {
                        @for c in culprits {
                            tr {
                                td { (c.day) }
                                td { (name(page, "incident", &c.incident)) }
                                td {
                                    @if c.candidates.is_empty() { (page.t("assistant-none")) }
                                    @else { (list(page, "char", &c.candidates)) }
                                }
                            }
                        }
                    }
                }
            }
        }
        @if !examples.is_empty() {
            details.card {
                summary { (page.t("assistant-examples")) " "
                    (page.lang.t_args("assistant-more", &[("shown", (examples.len() as u64).into()), ("total", total.into())])) }
                ol {
                    @for a in examples {
                        li {
                            strong { (name(page, "plot", &a.main)) }
                            @if !a.subplots.is_empty() {
                                " + " (list(page, "plot", &a.subplots))
                            }
                            ": "
                            @for (i, r) in a.roles.iter().filter(|r| r.role != Role::Person).enumerate() {
                                @if i > 0 { ", " }
                                (name(page, "char", &r.character)) " = " (name(page, "role", &r.role))
                            }
                        }
                    }
                }
            }
        }
        }
    }
}
