//! The pages that are not a game's: home, accounts, tables, joining, verification, help.

pub mod account;
pub mod handouts;
pub mod help;
pub mod home;
pub mod join;
pub mod links;
pub mod mail;
pub mod new_table;
pub mod table;
pub mod thread;
pub mod verify;

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

/// A 303 to `to`; for htmx requests, an `HX-Redirect` so the whole page moves. Every target is a
/// path of this site: one that a browser would read as another site's (`//host`, `/\\host`) is
/// replaced by `/`, whoever made it.
pub fn redirect(to: &str, htmx: bool) -> Response {
    let to = if off_site(to) { "/" } else { to };
    let value = HeaderValue::from_str(to).unwrap_or(HeaderValue::from_static("/"));
    if htmx {
        (StatusCode::OK, [("hx-redirect", value)]).into_response()
    } else {
        (StatusCode::SEE_OTHER, [(header::LOCATION, value)]).into_response()
    }
}

/// Where to go back to after a language switch or a sign-in: `back` if it is a path on this site,
/// else `/` (no open redirect).
///
/// Browsers are lenient readers of a `Location`: they drop tabs and newlines, read `\\` as `/`, and
/// read `//host` as another site. So `back` must start with one `/`, hold no control character,
/// whitespace or backslash (nor their percent-encodings, nor an encoded `//`), and, resolved
/// against the public URL, keep its origin; the answer is the resolved URL's path, query and
/// fragment as the URL parser writes them.
pub fn local_path(back: Option<&str>, public_url: &str) -> String {
    let home = || "/".to_owned();
    let Some(back) = back else { return home() };
    if off_site(back) {
        return home();
    }
    let Ok(base) = url::Url::parse(public_url) else { return home() };
    match base.join(back) {
        // Checked again once resolved: removing dot segments can make `//host` of a path that
        // did not start with it (`/.//host`, `/a/..//host`, `/%2e%2e//host`).
        Ok(target) if target.origin() == base.origin() => {
            let path = &target[url::Position::BeforePath..];
            if off_site(path) { home() } else { path.to_owned() }
        }
        _ => home(),
    }
}

/// Whether a browser could read `target` (as written, or percent-decoded) as anything but a path
/// of this site: it does not start with one `/`, or holds a control character, whitespace or a
/// backslash.
fn off_site(target: &str) -> bool {
    let shady = |s: &str| {
        !s.starts_with('/')
            || s.starts_with("//")
            || s.chars().any(|c| c.is_control() || c.is_whitespace() || c == '\\')
    };
    shady(target) || shady(&percent_encoding::percent_decode_str(target).decode_utf8_lossy())
}

#[cfg(test)]
mod tests {
    use super::local_path;

    #[test]
    fn only_paths_on_this_site_are_followed() {
        let site = "https://tablon.example";
        assert_eq!(local_path(Some("/t/5?seat=1#post-3"), site), "/t/5?seat=1#post-3");
        assert_eq!(local_path(Some("/a/../b"), site), "/b");
        for bad in
            ["//evil.example", "/\\evil.example", "/\t/evil.example", "https://evil.example", "javascript:x"]
        {
            assert_eq!(local_path(Some(bad), site), "/", "{bad:?}");
        }
        assert_eq!(local_path(None, site), "/");
        for made in ["/.//evil.example/x", "/a/..//evil.example/x", "/%2e%2e//evil.example", "/x/%2E%2E//e"] {
            assert_eq!(local_path(Some(made), site), "/", "{made:?}");
        }
    }
}
