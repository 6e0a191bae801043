//! The security headers on every answer (pages, the API, errors, static assets), set in one
//! middleware ([`security_headers`]) that both the API's router and the pages' router wear.
//!
//! - `Content-Security-Policy`: scripts, styles, images and connections from this origin only; no
//!   inline script or style, no `eval` (the pages load `htmx.min.js` and `tablon.js` as files, and
//!   tell htmx neither to inject its indicator style nor to evaluate attributes); no plugins, no
//!   `<base>`, forms post only here, and no site may frame the pages (clickjacking).
//! - `X-Frame-Options: DENY`, for browsers that predate `frame-ancestors`.
//! - `X-Content-Type-Options: nosniff`: a browser takes a post's text or a JSON answer for what its
//!   `Content-Type` says, never for a script.
//! - `Referrer-Policy: same-origin`: a page's address (a table id, `?seat=`) never leaves the site.
//! - `Strict-Transport-Security` (one year) when cookies are `Secure` (`--secure-cookies`, behind
//!   HTTPS): the browser then never speaks plain HTTP to the site.
//!
//! A handler that sets one of these itself keeps its own value.

use axum::extract::{Request, State};
use axum::http::{HeaderName, HeaderValue, header};
use axum::middleware::Next;
use axum::response::Response;

use crate::AppState;

/// The Content-Security-Policy of every answer.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; style-src 'self'; \
     img-src 'self' data:; connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; \
     form-action 'self'; frame-ancestors 'none'";

/// HSTS, sent only when the site is served over HTTPS (`AppConfig::secure_cookies`).
pub const STRICT_TRANSPORT_SECURITY: &str = "max-age=31536000";

/// Middleware: adds the security headers to the answer.
pub async fn security_headers(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let mut response = next.run(request).await;
    let mut set = |name: HeaderName, value: &'static str| {
        response.headers_mut().entry(name).or_insert(HeaderValue::from_static(value));
    };
    set(header::CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY);
    set(header::X_FRAME_OPTIONS, "DENY");
    set(header::X_CONTENT_TYPE_OPTIONS, "nosniff");
    set(header::REFERRER_POLICY, "same-origin");
    if state.config().secure_cookies {
        set(header::STRICT_TRANSPORT_SECURITY, STRICT_TRANSPORT_SECURITY);
    }
    response
}
