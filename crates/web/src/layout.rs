//! The frame of every page: head (styles, htmx, the page script), the top bar (home, my tables,
//! new table, help, the language switch, the account) and the main column.

use maud::{DOCTYPE, Markup, PreEscaped, html};
use percent_encoding::{AsciiSet, NON_ALPHANUMERIC, utf8_percent_encode};
use server::routes::{self, pages as route};

use server::posts::SafeHtml;

use crate::assets;
use crate::i18n::Lang;
use crate::page::Page;

/// A whole page for the request `page`.
pub fn page(page: &Page, title: &str, body: Markup) -> Markup {
    frame(page.lang, title, Some(page), None, body)
}

/// A whole page with an Atom feed announced in its head (a feed reader finds it from the page).
pub fn page_with_feed(page: &Page, title: &str, feed: &str, body: Markup) -> Markup {
    frame(page.lang, title, Some(page), Some(feed), body)
}

/// A whole page without the account bar (error pages, which may not know the caller).
pub fn bare(lang: Lang, title: &str, body: Markup) -> Markup {
    frame(lang, title, None, None, body)
}

fn frame(lang: Lang, title: &str, page: Option<&Page>, feed: Option<&str>, body: Markup) -> Markup {
    let back = page.map(|p| p.path.as_str()).unwrap_or("/");
    html! {
        (DOCTYPE)
        html lang=(lang.tag()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                // Both themes exist; which one shows is the stylesheet's choice (the switch's
                // `data-theme`, else `prefers-color-scheme`).
                meta name="color-scheme" content="dark light";
                title { (title) " · Tablón" }
                link rel="stylesheet" href=(assets::CSS);
                // Not deferred: the chosen theme must be set before the first paint.
                script src=(assets::THEME_JS) {}
                link rel="icon" href=(assets::ICON) type="image/svg+xml";
                @if let Some(feed) = feed {
                    link rel="alternate" type="application/atom+xml" title=(title) href=(feed);
                }
                // Under the Content-Security-Policy htmx may neither inject its indicator style,
                // nor evaluate attributes (`hx-on`, `js:` values), nor copy `style` attributes while
                // settling a swap; the pages use none of these.
                meta name="htmx-config"
                    content=r#"{"includeIndicatorStyles":false,"allowEval":false,"attributesToSettle":["class","width","height"]}"#;
                script src=(assets::HTMX) defer {}
                script src=(assets::JS) defer {}
            }
            body hx-boost="false" {
                a.skip href="#main" { (lang.t("nav-skip")) }
                header.topbar {
                    a.brand href=(route::HOME) { span.logo aria-hidden="true" { "⚄" } " Tablón" }
                    nav aria-label=(lang.t("nav-label")) {
                        ul {
                            @if page.is_some_and(|p| p.caller.user.is_some()) {
                                li { a href=(route::MY_TABLES) { (lang.t("nav-my-tables")) } }
                                li { a href=(route::NEW) { (lang.t("nav-new-table")) } }
                                li { a href=(route::MAIL) { (lang.t("nav-mail")) } }
                            } @else if page.is_some_and(|p| p.caller.has_seat_cookies()) {
                                // A player without an account finds the tables their browser holds.
                                li { a href=(route::MY_TABLES) { (lang.t("nav-my-tables")) } }
                            }
                            li { a href=(route::HELP) { (lang.t("nav-help")) } }
                        }
                    }
                    div.account {
                        (theme_switch(lang))
                        (switch(lang, back))
                        @if let Some(p) = page {
                            @if let Some(name) = &p.username {
                                span.who { (name) }
                                form.inline method="post" action=(route::SIGN_OUT) {
                                    (p.csrf_field())
                                    button.link type="submit" { (lang.t("nav-sign-out")) }
                                }
                            } @else {
                                a href=(route::SIGN_IN) { (lang.t("nav-sign-in")) }
                                a.button href=(route::SIGN_UP) { (lang.t("nav-sign-up")) }
                            }
                        }
                    }
                }
                main #main { (body) }
                footer.foot {
                    // Our own translation files' text (it holds a link), not anyone's input.
                    p { (PreEscaped(lang.t("footer-text"))) }
                }
            }
        }
    }
}

/// The theme switch: a button the page script shows (without JavaScript the system's setting
/// applies, and a switch that could not work is not offered). Each press moves to the next of
/// system → light → dark; the button's text names the theme in use, its labels come from here.
fn theme_switch(lang: Lang) -> Markup {
    html! {
        button.theme-switch type="button" hidden
            data-system=(lang.t("theme-system")) data-light=(lang.t("theme-light")) data-dark=(lang.t("theme-dark"))
            title=(lang.t("theme-hint")) {
            (lang.t("theme-system"))
        }
    }
}

/// The language switch: links that set the cookie and come back here.
fn switch(lang: Lang, back: &str) -> Markup {
    html! {
        span.langs {
            @for l in Lang::ALL {
                @if l == lang {
                    strong aria-current="true" { (l.tag().to_uppercase()) }
                } @else {
                    a href={ (routes::fill(route::LANGUAGE, &[&l.tag()])) "?back=" (encode(back)) } hreflang=(l.tag()) lang=(l.tag()) {
                        (l.tag().to_uppercase())
                    }
                }
            }
        }
    }
}

/// A post's sanitised HTML, written out unescaped: the one way post text reaches `PreEscaped`
/// ([`SafeHtml`] is made only by the server's Markdown sanitiser). Its spoilers' summaries say
/// "spoiler" in the reader's words.
pub fn post_html(page: &Page, html: &SafeHtml) -> PreEscaped<String> {
    PreEscaped(html.with_spoiler_word(&page.t("post-spoiler")).as_str().to_owned())
}

/// A path as a query value: everything but RFC 3986's unreserved characters and `/` escaped.
const PATH_IN_QUERY: &AsciiSet =
    &NON_ALPHANUMERIC.remove(b'-').remove(b'_').remove(b'.').remove(b'~').remove(b'/');

/// Percent-encodes a path for a query value.
pub fn encode(s: &str) -> String {
    utf8_percent_encode(s, PATH_IN_QUERY).to_string()
}
