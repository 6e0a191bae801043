//! Health checks for a reverse proxy or an orchestrator: `GET /healthz` (the process is up and
//! serving: 200 `ok`) and `GET /readyz` (it can serve requests now: the database answers; else 503
//! with a short reason).
//!
//! Both are cheap and outside the API's guard: no credentials are read, no rate-limit token is
//! spent (a probe every second from each proxy must not eat a client's bucket, nor be throttled),
//! and, being `GET`, no CSRF header is needed. They are not logged per request either (probes would
//! drown the log); a failed readiness check is logged at `warn` with the store's error chain, which
//! holds no SQL values or secrets. The answer never carries internal details: a reason in a few
//! words, as plain text.

use std::time::Duration;

use axum::Router;
use axum::extract::State;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;

use crate::AppState;

/// How long `/readyz` waits for the database before answering 503 (an unreachable PostgreSQL would
/// otherwise hold the probe for the pool's whole acquire timeout).
pub const READY_TIMEOUT: Duration = Duration::from_secs(2);

/// The health routes, with their state.
pub fn routes(state: AppState) -> Router {
    Router::new()
        .route(crate::routes::api::HEALTHZ, get(healthz))
        .route(crate::routes::api::READYZ, get(readyz))
        .with_state(state)
}

/// A plain-text answer of one line, never cached.
fn plain(status: StatusCode, line: &str) -> Response {
    (
        status,
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8"), (header::CACHE_CONTROL, "no-store")],
        format!("{line}\n"),
    )
        .into_response()
}

/// `GET /healthz`: 200 `ok` while the process serves HTTP; touches nothing else.
pub async fn healthz() -> Response {
    plain(StatusCode::OK, "ok")
}

/// Whether this process can serve requests now (the database answers): `Ok`, or the short reason
/// it cannot.
pub async fn ready(state: &AppState) -> Result<(), &'static str> {
    match tokio::time::timeout(READY_TIMEOUT, state.db().ping()).await {
        Ok(Ok(())) => Ok(()),
        Ok(Err(e)) => {
            tracing::warn!(error = %crate::error::chain(&e), "not ready: the database does not answer");
            Err("database unavailable")
        }
        Err(_) => {
            tracing::warn!(
                seconds = READY_TIMEOUT.as_secs(),
                "not ready: the database did not answer in time"
            );
            Err("database unavailable")
        }
    }
}

/// `GET /readyz`: 200 `ok` when the database answers within [`READY_TIMEOUT`], else 503
/// `database unavailable`.
pub async fn readyz(State(state): State<AppState>) -> Response {
    match ready(&state).await {
        Ok(()) => plain(StatusCode::OK, "ok"),
        Err(reason) => plain(StatusCode::SERVICE_UNAVAILABLE, reason),
    }
}
