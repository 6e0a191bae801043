//! The pages that are not a game's: home, accounts, tables, joining, verification, help.

pub mod account;
pub mod assistant;
pub mod help;
pub mod home;
pub mod join;
pub mod new_table;
pub mod table;
pub mod verify;

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

/// A 303 to `to`; for htmx requests, an `HX-Redirect` so the whole page moves.
pub fn redirect(to: &str, htmx: bool) -> Response {
    let value = HeaderValue::from_str(to).unwrap_or(HeaderValue::from_static("/"));
    if htmx {
        (StatusCode::OK, [("hx-redirect", value)]).into_response()
    } else {
        (StatusCode::SEE_OTHER, [(header::LOCATION, value)]).into_response()
    }
}

/// Only same-site paths are followed after a switch or a sign-in (no open redirect).
pub fn local_path(back: Option<&str>) -> &str {
    match back {
        Some(p) if p.starts_with('/') && !p.starts_with("//") && !p.contains('\\') => p,
        _ => "/",
    }
}
