//! Static assets, embedded in the binary. Each is served under a name that carries its content's
//! fingerprint (`/static/tablon.<hash>.js`, named by `build.rs`), so a changed file has a new URL
//! in the next build and every URL can be cached for good. A URL from an earlier build (another
//! fingerprint, or the old `/static/v1/` names) is sent on to the current one, uncached: a page a
//! browser kept from before an upgrade still gets today's script.

use axum::extract::Path;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use server::routes::{self, pages as route};

mod fingerprint;

pub use fingerprint::fingerprinted;

/// The URL of the file `assets/$file`, whose fingerprinted name `build.rs` sets in `$env`.
macro_rules! url {
    ($env:literal) => {
        concat!("/static/", env!($env))
    };
}

/// The stylesheet.
pub const CSS: &str = url!("TABLON_ASSET_TABLON_CSS");
/// The page script (live updates, copy buttons, the odds composer's refresh).
pub const JS: &str = url!("TABLON_ASSET_TABLON_JS");
/// The theme switch's memory, applied before the first paint (a blocking script in the head).
pub const THEME_JS: &str = url!("TABLON_ASSET_THEME_JS");
/// htmx 2.0.11 (0BSD), from the npm registry.
pub const HTMX: &str = url!("TABLON_ASSET_HTMX_2_0_11_MIN_JS");
/// The icon.
pub const ICON: &str = url!("TABLON_ASSET_ICON_SVG");
/// The icon with a badge: the open tab's when something waits for the reader there.
pub const ICON_BADGE: &str = url!("TABLON_ASSET_ICON_BADGE_SVG");

/// One embedded file.
struct Asset {
    /// Its name in `assets/`.
    file: &'static str,
    /// Its name under the unfingerprinted `/static/v1/` of earlier builds.
    v1: &'static str,
    /// Its current URL.
    url: &'static str,
    mime: &'static str,
    bytes: &'static [u8],
}

const ASSETS: &[Asset] = &[
    Asset {
        file: "tablon.css",
        v1: "tablon.css",
        url: CSS,
        mime: "text/css; charset=utf-8",
        bytes: include_bytes!("../assets/tablon.css"),
    },
    Asset {
        file: "tablon.js",
        v1: "tablon.js",
        url: JS,
        mime: "text/javascript; charset=utf-8",
        bytes: include_bytes!("../assets/tablon.js"),
    },
    Asset {
        file: "theme.js",
        v1: "theme.js",
        url: THEME_JS,
        mime: "text/javascript; charset=utf-8",
        bytes: include_bytes!("../assets/theme.js"),
    },
    Asset {
        file: "htmx-2.0.11.min.js",
        v1: "htmx.min.js",
        url: HTMX,
        mime: "text/javascript; charset=utf-8",
        bytes: include_bytes!("../assets/htmx-2.0.11.min.js"),
    },
    Asset {
        file: "icon.svg",
        v1: "icon.svg",
        url: ICON,
        mime: "image/svg+xml",
        bytes: include_bytes!("../assets/icon.svg"),
    },
    Asset {
        file: "icon-badge.svg",
        v1: "icon-badge.svg",
        url: ICON_BADGE,
        mime: "image/svg+xml",
        bytes: include_bytes!("../assets/icon-badge.svg"),
    },
];

/// Every embedded asset: its name in `assets/`, its current URL and its bytes.
pub fn all() -> impl Iterator<Item = (&'static str, &'static str, &'static [u8])> {
    ASSETS.iter().map(|a| (a.file, a.url, a.bytes))
}

/// `GET /static/{file}`: the current name answers with the bytes, cached for good; the same file
/// under another fingerprint is sent on to the current one.
pub async fn serve(Path(file): Path<String>) -> Response {
    let path = routes::fill(route::STATIC, &[&file]);
    if let Some(asset) = ASSETS.iter().find(|a| a.url == path) {
        return (
            [
                (header::CONTENT_TYPE, asset.mime),
                (header::CACHE_CONTROL, "public, max-age=31536000, immutable"),
            ],
            asset.bytes,
        )
            .into_response();
    }
    match ASSETS.iter().find(|a| same_file_other_build(a.file, &file)) {
        Some(asset) => to_current(asset),
        None => StatusCode::NOT_FOUND.into_response(),
    }
}

/// `GET /static/v1/{file}`: the unfingerprinted names of earlier builds, sent on to today's file.
pub async fn serve_v1(Path(file): Path<String>) -> Response {
    match ASSETS.iter().find(|a| a.v1 == file) {
        Some(asset) => to_current(asset),
        None => StatusCode::NOT_FOUND.into_response(),
    }
}

/// A redirect to the asset's current URL that no one keeps: the next build moves it again.
fn to_current(asset: &Asset) -> Response {
    ([(header::CACHE_CONTROL, "no-cache")], Redirect::temporary(asset.url)).into_response()
}

/// Whether `requested` is `file` under some fingerprint (`tablon.<12 hex digits>.js`).
fn same_file_other_build(file: &str, requested: &str) -> bool {
    let (stem, ext) = file.rsplit_once('.').unwrap_or((file, ""));
    let Some(hash) = requested.strip_prefix(stem).and_then(|r| r.strip_suffix(ext)) else {
        return false;
    };
    let Some(hash) = hash.strip_prefix('.').and_then(|h| h.strip_suffix('.')) else {
        return false;
    };
    hash.len() == fingerprint::DIGITS
        && hash.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn another_builds_name_is_told_from_other_files() {
        assert!(same_file_other_build("tablon.js", "tablon.0123456789ab.js"));
        assert!(same_file_other_build("htmx-2.0.11.min.js", "htmx-2.0.11.min.0123456789ab.js"));
        assert!(!same_file_other_build("tablon.js", "tablon.0123456789ab.css"), "another type");
        assert!(!same_file_other_build("tablon.js", "tablon.0123456789.js"), "too short");
        assert!(!same_file_other_build("tablon.js", "tablon.0123456789AB.js"), "not our digits");
        assert!(!same_file_other_build("tablon.js", "tablon.js"), "no fingerprint");
        assert!(!same_file_other_build("theme.js", "tablon.0123456789ab.js"));
        assert!(!same_file_other_build("tablon.js", "tablon..js"));
    }
}
