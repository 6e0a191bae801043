//! Seat links, shown once, after a redirect.
//!
//! Opening a table or replacing a seat's link makes secrets the server keeps only as hashes. The
//! form post answers with a redirect (so a reload never opens a second table nor replaces a link
//! again), and the links ride to the page it leads to in a cookie made for that page alone: scoped
//! to its path, unreadable by scripts, gone after ten minutes or as soon as the page has shown
//! them. Reloading the page then says the links were shown, and where to replace one.

use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::{IntoResponse, Response};
use cookie::time::Duration;
use cookie::{Cookie, SameSite};
use engine::{SeatId, SeatInfo, SeatRole};
use maud::html;
use percent_encoding::{NON_ALPHANUMERIC, percent_decode_str, utf8_percent_encode};
use serde::{Deserialize, Serialize};
use server::names::Gender;
use server::routes::{self, pages as route};
use server::tables::CreatedTable;

use super::redirect;
use crate::layout;
use crate::page::{Page, PageError, Path, set_cookie};
use crate::screens;

const COOKIE: &str = "tablon_links";

/// What the links page shows: the table's links just made, and what plays the other seats.
#[derive(Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Fresh {
    /// The table they open.
    pub table: i64,
    /// The table's title, when it was just opened.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub opened: Option<String>,
    /// Tablón plays the Mastermind.
    #[serde(default)]
    pub ai_mastermind: bool,
    /// Tablón plays Protagonists.
    #[serde(default)]
    pub ai_protagonists: bool,
    /// One per seat.
    pub links: Vec<Link>,
}

/// One seat's link.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
pub struct Link {
    /// The seat.
    pub seat: u8,
    /// Its part in the game.
    pub role: SeatRole,
    /// Its name for people.
    pub name: String,
    /// The gender its holder chose for the words about it, if any (a replaced link's seat may
    /// have one): the page names its part in those words ("Directora").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gender: Option<Gender>,
    /// The link to hand out.
    pub link: String,
}

impl Fresh {
    /// The links of a table just opened.
    pub fn opened(created: &CreatedTable) -> Fresh {
        Fresh {
            table: created.id.0,
            opened: Some(created.title.clone()),
            ai_mastermind: created.ai_seats.contains(&SeatId(0)),
            ai_protagonists: created.ai_seats.iter().any(|s| s.0 > 0),
            links: created
                .invitations
                .iter()
                .map(|i| Link {
                    seat: i.seat.0,
                    role: i.role,
                    name: i.name.clone(),
                    gender: None,
                    link: i.link.clone(),
                })
                .collect(),
        }
    }

    fn path(table: i64) -> String {
        routes::fill(route::TABLE_LINKS, &[&table])
    }

    /// The redirect to the links page, carrying these links.
    pub fn redirect(&self) -> Response {
        let mut response = redirect(&Fresh::path(self.table), false);
        let json = serde_json::to_string(self).unwrap_or_default();
        let cookie = Cookie::build((COOKIE, utf8_percent_encode(&json, NON_ALPHANUMERIC).to_string()))
            .path(Fresh::path(self.table))
            .http_only(true)
            .same_site(SameSite::Strict)
            .max_age(Duration::minutes(10))
            .build();
        set_cookie(&mut response, &cookie);
        response
    }

    /// The links the request carries for `table`, if any.
    fn read(headers: &HeaderMap, table: i64) -> Option<Fresh> {
        let raw = server::auth::cookie(headers, COOKIE)?;
        let json = percent_decode_str(&raw).decode_utf8().ok()?;
        serde_json::from_str::<Fresh>(&json).ok().filter(|f| f.table == table)
    }
}

/// `GET /t/{id}/links`: the links just made, once; afterwards, where to replace one.
pub async fn show(page: Page, headers: HeaderMap, Path(id): Path<i64>) -> Result<Response, PageError> {
    let fresh = Fresh::read(&headers, id);
    let title = match &fresh {
        Some(Fresh { opened: Some(_), .. }) => page.t("opened-title"),
        _ => page.t("table-new-link"),
    };
    let body = html! {
        @match &fresh {
            Some(f) => {
                h1 { (title) @if let Some(t) = &f.opened { ": " (t) } }
                section.card {
                    p { (page.t("opened-links-once")) }
                    @if f.ai_mastermind { p { (page.t("new-ai-mastermind")) } }
                    @if f.ai_protagonists { p { (page.t("new-ai-protagonists")) } }
                    @if !f.links.is_empty() {
                        ul.links {
                            @for l in &f.links {
                                li {
                                    span.seat { (screens::seat_label_as(page.lang, &SeatInfo { seat: SeatId(l.seat), role: l.role, name: l.name.clone() }, l.gender)) }
                                    input.copy-source readonly value=(l.link) aria-label=(page.t("opened-link"))
                                        data-seat=(l.seat);
                                    button.copy type="button" data-copy=(l.link) { (page.t("copy")) }
                                }
                            }
                        }
                    }
                    p { a.button href=(routes::table(id)) { (page.t("opened-go")) } }
                }
            }
            None => {
                h1 { (title) }
                section.card {
                    p { (page.t("links-shown")) }
                    p { a.button href=(routes::table(id)) { (page.t("opened-go")) } }
                }
            }
        }
    };
    let mut response = layout::page(&page, &title, body).into_response();
    // Shown: the cookie goes (a reload shows no secret again).
    if fresh.is_some() {
        let gone = Cookie::build((COOKIE, "")).path(Fresh::path(id)).max_age(Duration::ZERO).build();
        set_cookie(&mut response, &gone);
    }
    response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    Ok(response)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_survive_the_cookie_and_only_for_their_table() {
        let fresh = Fresh {
            table: 7,
            opened: Some("Días; de \"lluvia\", 100%".into()),
            ai_mastermind: true,
            ai_protagonists: false,
            links: vec![Link {
                seat: 1,
                role: SeatRole::Protagonist,
                name: "Lucía".into(),
                gender: None,
                link: "http://x/join#abc".into(),
            }],
        };
        let response = fresh.redirect();
        let set = response.headers().get(header::SET_COOKIE).unwrap().to_str().unwrap();
        assert!(
            set.contains("Path=/t/7/links") && set.contains("HttpOnly") && set.contains("SameSite=Strict")
        );
        let mut headers = HeaderMap::new();
        headers.insert(header::COOKIE, HeaderValue::from_str(set.split(';').next().unwrap()).unwrap());
        assert_eq!(Fresh::read(&headers, 7), Some(fresh));
        assert_eq!(Fresh::read(&headers, 8), None);
    }
}
