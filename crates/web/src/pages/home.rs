//! The home page and "my tables" (whose move it is at each, and the deadline).

use axum::extract::State;
use games::GameKind;
use maud::{Markup, html};
use server::AppState;
use server::routes::{self, pages as route};
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
    // A player's first question: which tables wait on me (their account's seats and those this
    // browser holds by link).
    let waiting: Vec<server::tables::MySeat> = if page.caller.user.is_some() || page.caller.has_seat_cookies()
    {
        match server::tables::my_seats(&state, &page.caller).await {
            Ok(mine) => mine.seats.into_iter().filter(|r| r.your_turn).collect(),
            Err(_) => Vec::new(),
        }
    } else {
        Vec::new()
    };
    let body = html! {
        @if !waiting.is_empty() {
            section.waiting-on-you aria-labelledby="waiting-title" {
                h2 #waiting-title { (page.lang.t_args("home-waiting-on-you", &[("count", (waiting.len() as i64).into())])) }
                (table_rows(&page, &waiting))
            }
        }
        section.hero {
            h1 { (page.t("home-title")) }
            p.lead { (page.t("home-lead")) }
            @if page.caller.user.is_some() {
                p { a.button href=(route::NEW) { (page.t("nav-new-table")) } " " a href=(route::MY_TABLES) { (page.t("nav-my-tables")) } }
            } @else {
                p { a.button href=(route::SIGN_UP) { (page.t("nav-sign-up")) } " " a href=(route::SIGN_IN) { (page.t("nav-sign-in")) } }
            }
        }
        section.games {
            @for kind in GameKind::ALL {
                article.card.game {
                    h2 { (screens::name(*kind, lang)) }
                    p { (page.t(&format!("game-{}-blurb", kind.id()))) }
                    p.links {
                        a href=(routes::fill(route::HELP_GAME, &[&kind.id()])) { (page.t("home-how-to-play")) }
                        @if page.caller.user.is_some() {
                            " · " a href=(routes::fill(route::NEW_GAME, &[&kind.id()])) { (page.t("home-open-table")) }
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
                        li { a href=(routes::table(id.0)) { (title) } " " span.muted { "· " (game) } }
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

/// `GET /tables`: the caller's seats and tables (their account's and those their browser holds
/// by link only), whose move it is, and how long it has waited against the table's maximum. A
/// browser with seats held by link only is offered to keep them in an account.
pub async fn my_tables(State(state): State<AppState>, page: Page) -> Result<Markup, PageError> {
    let mut rows = server::tables::my_seats(&state, &page.caller).await.map_err(page.fail())?.seats;
    rows.sort_by_key(|r| (!r.your_turn, std::cmp::Reverse(r.table.0)));
    let link_only = rows.iter().filter(|r| r.link_only).count();
    let signed_in = page.caller.user.is_some();
    let body = html! {
        h1 { (page.t("nav-my-tables")) }
        @if rows.is_empty() {
            @if signed_in {
                p.card { (page.t("tables-none")) " " a href=(route::NEW) { (page.t("nav-new-table")) } }
            } @else {
                p.card { (page.t("tables-none-here")) " " a href={ (route::SIGN_IN) "?back=" (route::MY_TABLES) } { (page.t("nav-sign-in")) } }
            }
        } @else {
            (table_rows(&page, &rows))
        }
        @if !signed_in {
            // Seats taken on another device come back by mail, without an account.
            p { a href=(route::MAIL_TABLES) { (page.t("send-tables-title")) } }
        }
        @if link_only > 0 {
            section.card.keep-seats {
                p { (page.lang.t_args("tables-link-only", &[("count", (link_only as i64).into())])) }
                @if signed_in {
                    form method="post" action=(route::ATTACH) {
                        (page.csrf_field())
                        button type="submit" { (page.lang.t_args("tables-attach", &[("count", (link_only as i64).into())])) }
                    }
                } @else {
                    p {
                        a.button href={ (route::SIGN_UP) "?back=" (route::MY_TABLES) } { (page.t("nav-sign-up")) } " "
                        a href={ (route::SIGN_IN) "?back=" (route::MY_TABLES) } { (page.t("nav-sign-in")) }
                    }
                }
            }
        }
    };
    Ok(layout::page(&page, &page.t("nav-my-tables"), body))
}

/// `POST /tables/attach`: the seats this browser holds by link only become the account's.
pub async fn attach(
    State(state): State<AppState>,
    page: Page,
    _fields: crate::page::Fields,
) -> Result<axum::response::Response, PageError> {
    server::tables::attach_link_seats(&state, &page.caller).await.map_err(page.fail())?;
    Ok(super::redirect(route::MY_TABLES, false))
}

/// The list of "my tables", the seats waited on first.
pub(crate) fn table_rows(page: &Page, rows: &[server::tables::MySeat]) -> Markup {
    html! {
        ul.tables {
            @for r in rows {
                li.card.table-row.my-turn[r.your_turn] {
                    a.title href=(routes::table(r.table.0)) { (r.title) }
                    span.meta { (game_name(&r.game, page.lang)) " · " (r.info.as_ref().map(|i| part(page, r, i)).unwrap_or_else(|| r.name.clone())) }
                    @if r.your_turn {
                        strong.turn { (page.t("tables-your-move")) }
                    } @else if !r.waiting_on.is_empty() {
                        @let seats = r.waiting_seats.iter().map(|i| part_the(page, r, i)).collect::<Vec<_>>().join(", ");
                        span.turn { (page.lang.t_args("tables-waiting-on", &[("seats", seats.into())])) }
                    }
                    @if let Some(left) = r.deadline_left_secs {
                        span.deadline.overdue[left < 0] { (deadline_text(page, left)) }
                    }
                    @if r.link_only {
                        span.muted.link-only { (page.t("tables-this-browser")) }
                    }
                }
            }
        }
    }
}

/// A seat of the row's table named as the table page names it: the game's part in the reader's
/// words and in the gender its holder chose ("Directora").
fn part(page: &Page, row: &server::tables::MySeat, info: &engine::SeatInfo) -> String {
    let gender = row.genders.iter().find(|g| g.seat == info.seat).map(|g| g.gender);
    screens::seat_label_as(page.lang, info, gender)
}

/// [`part`] as a sentence names it, with its article ("Esperando a la Directora").
fn part_the(page: &Page, row: &server::tables::MySeat, info: &engine::SeatInfo) -> String {
    let gender = row.genders.iter().find(|g| g.seat == info.seat).map(|g| g.gender);
    screens::seat_label_the(page.lang, info, gender)
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
