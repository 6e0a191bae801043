//! The home page and "my tables" (whose move it is at each, and the deadline).

use axum::extract::State;
use games::GameKind;
use maud::{Markup, html};
use server::AppState;
use store::TableId;

use crate::layout;
use crate::page::{Page, PageError};
use crate::screens;

/// `GET /`.
pub async fn home(State(state): State<AppState>, page: Page) -> Markup {
    let lang = page.lang;
    // Tables anyone may watch (the same list as `GET /api/tables` without credentials).
    let open: Vec<(TableId, String, String)> =
        match server::tables::list(&state, &server::auth::Caller::default()).await {
            Ok(list) => list
                .tables
                .into_iter()
                .take(20)
                .map(|t| {
                    let game = game_name(&t.game, lang);
                    (t.id, t.title, game)
                })
                .collect(),
            Err(_) => Vec::new(),
        };
    let body = html! {
        section.hero {
            h1 { (page.t("home-title")) }
            p.lead { (page.t("home-lead")) }
            @if page.caller.user.is_some() {
                p { a.button href="/new" { (page.t("nav-new-table")) } " " a href="/tables" { (page.t("nav-my-tables")) } }
            } @else {
                p { a.button href="/signup" { (page.t("nav-sign-up")) } " " a href="/signin" { (page.t("nav-sign-in")) } }
            }
        }
        section.games {
            @for kind in GameKind::ALL {
                article.card.game {
                    h2 { (screens::name(*kind, lang)) }
                    p { (page.t(&format!("game-{}-blurb", kind.id()))) }
                    p.links {
                        a href={ "/help/" (kind.id()) } { (page.t("home-how-to-play")) }
                        @if page.caller.user.is_some() {
                            " · " a href={ "/new/" (kind.id()) } { (page.t("home-open-table")) }
                        }
                    }
                }
            }
        }
        @if !open.is_empty() {
            section.card {
                h2 { (page.t("home-open-tables")) }
                ul.open-tables {
                    @for (id, title, game) in &open {
                        li { a href={ "/t/" (id.0) } { (title) } " " span.muted { "· " (game) } }
                    }
                }
            }
        }
        section.card {
            h2 { (page.t("home-promises-title")) }
            ul.promises {
                li { (page.t("home-promise-referee")) }
                li { (page.t("home-promise-dice")) }
                li { (page.t("home-promise-secrets")) }
                li { (page.t("home-promise-post")) }
            }
        }
    };
    layout::page(&page, &page.t("home-title"), body)
}

/// `GET /tables`: the caller's seats and tables, whose move it is, and how long it has waited
/// against the table's maximum.
pub async fn my_tables(State(state): State<AppState>, page: Page) -> Result<Markup, PageError> {
    let mut rows = server::tables::my_seats(&state, &page.caller).await.map_err(page.fail())?.seats;
    rows.sort_by_key(|r| (!r.your_turn, std::cmp::Reverse(r.table.0)));
    let body = html! {
        h1 { (page.t("nav-my-tables")) }
        @if rows.is_empty() {
            p.card { (page.t("tables-none")) " " a href="/new" { (page.t("nav-new-table")) } }
        } @else {
            ul.tables {
                @for r in &rows {
                    li.card.table-row.my-turn[r.your_turn] {
                        a.title href={ "/t/" (r.table.0) } { (r.title) }
                        span.meta { (game_name(&r.game, page.lang)) " · " (r.info.as_ref().map(|i| screens::seat_label(page.lang, i)).unwrap_or_else(|| r.name.clone())) }
                        @if r.your_turn {
                            strong.turn { (page.t("tables-your-move")) }
                        } @else if !r.waiting_on.is_empty() {
                            span.turn { (page.t("tables-waiting-on")) " " (r.waiting_seats.iter().map(|i| screens::seat_label(page.lang, i)).collect::<Vec<_>>().join(", ")) }
                        }
                        @if let Some(left) = r.deadline_left_secs {
                            span.deadline.overdue[left < 0] { (deadline_text(&page, left)) }
                        }
                    }
                }
            }
        }
    };
    Ok(layout::page(&page, &page.t("nav-my-tables"), body))
}

/// A game's name for people, from its identifier.
fn game_name(id: &str, lang: crate::i18n::Lang) -> String {
    GameKind::from_id(id).map(|k| screens::name(k, lang)).unwrap_or_default()
}

/// "2 h left" / "overdue by 3 h".
pub fn deadline_text(page: &Page, left_secs: i64) -> String {
    let abs = left_secs.unsigned_abs();
    let amount = if abs >= 3600 { format!("{} h", abs / 3600) } else { format!("{} min", abs / 60) };
    let id = if left_secs < 0 { "deadline-overdue" } else { "deadline-left" };
    page.lang.t_args(id, &[("amount", amount.into())])
}
