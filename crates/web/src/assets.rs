//! Static assets, embedded in the binary and served with a long cache life (their URLs carry a
//! version, so a new build changes them).

use axum::extract::Path;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};

/// The stylesheet.
pub const CSS: &str = "/static/v1/tablon.css";
/// The page script (live updates, copy buttons, the odds composer's refresh).
pub const JS: &str = "/static/v1/tablon.js";
/// The theme switch's memory, applied before the first paint (a blocking script in the head).
pub const THEME_JS: &str = "/static/v1/theme.js";
/// htmx 2.0.11 (0BSD), from the npm registry.
pub const HTMX: &str = "/static/v1/htmx.min.js";
/// The icon.
pub const ICON: &str = "/static/v1/icon.svg";
/// The icon with a badge: the open tab's when something waits for the reader there.
pub const ICON_BADGE: &str = "/static/v1/icon-badge.svg";

const FILES: &[(&str, &str, &[u8])] = &[
    ("tablon.css", "text/css; charset=utf-8", include_bytes!("../assets/tablon.css")),
    ("tablon.js", "text/javascript; charset=utf-8", include_bytes!("../assets/tablon.js")),
    ("theme.js", "text/javascript; charset=utf-8", include_bytes!("../assets/theme.js")),
    ("htmx.min.js", "text/javascript; charset=utf-8", include_bytes!("../assets/htmx-2.0.11.min.js")),
    ("icon.svg", "image/svg+xml", include_bytes!("../assets/icon.svg")),
    ("icon-badge.svg", "image/svg+xml", include_bytes!("../assets/icon-badge.svg")),
];

/// `GET /static/v1/{file}`.
pub async fn serve(Path(file): Path<String>) -> Response {
    match FILES.iter().find(|(name, _, _)| *name == file) {
        Some((_, mime, bytes)) => (
            [(header::CONTENT_TYPE, *mime), (header::CACHE_CONTROL, "public, max-age=31536000, immutable")],
            *bytes,
        )
            .into_response(),
        None => StatusCode::NOT_FOUND.into_response(),
    }
}
