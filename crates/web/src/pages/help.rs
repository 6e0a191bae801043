//! Help: how Tablón works, and per game which step of the rulebook is which part of the screen.

use games::GameKind;
use maud::{Markup, html};
use server::AppError;
use server::routes::{self, pages as route};

use crate::layout;
use crate::page::{Page, PageError, Path};
use crate::screens;

/// `GET /help`.
pub async fn index(page: Page) -> Markup {
    let body = html! {
        h1 { (page.t("help-title")) }
        section.card {
            h2 { (page.t("help-tables-title")) }
            p { (page.t("help-tables-1")) }
            p { (page.t("help-tables-2")) }
            p { (page.t("help-tables-3")) }
            h2 { (page.t("help-dice-title")) }
            p { (page.t("help-dice-1")) }
            h2 { (page.t("help-secrets-title")) }
            p { (page.t("help-secrets-1")) }
        }
        ul.choices {
            @for kind in GameKind::ALL {
                li.card { a.title href=(routes::fill(route::HELP_GAME, &[&kind.id()])) { (screens::name(*kind, page.lang)) } }
            }
        }
    };
    layout::page(&page, &page.t("help-title"), body)
}

/// `GET /help/{game}`.
pub async fn game(page: Page, Path(id): Path<String>) -> Result<Markup, PageError> {
    let kind = GameKind::from_id(&id).map_err(|_| PageError::new(page.lang, AppError::NotFound("game")))?;
    let name = screens::name(kind, page.lang);
    let body = html! {
        h1 { (name) }
        article.card.help { (screens::help(kind, page.lang)) }
        @if page.caller.user.is_some() {
            p { a.button href=(routes::fill(route::NEW_GAME, &[&kind.id()])) { (page.t("home-open-table")) } }
        }
    };
    Ok(layout::page(&page, &name, body))
}
