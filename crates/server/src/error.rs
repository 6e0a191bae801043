//! One error type for every handler, mapped to HTTP in one place ([`AppError::into_response`]).
//!
//! Bodies are `{"error": {"code", "message", "params"}}` with a stable dotted `code`. Internal
//! failures are logged (without secrets: store errors never carry SQL or values) and answered with a
//! generic 500.

use std::collections::BTreeMap;

use axum::Json;
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use engine::RuleError;
use games::GameError;
use serde_json::json;
use store::{Entity, StoreError};

/// Why a request failed.
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    /// The request is malformed; the message says what is allowed. 400.
    #[error("{message}")]
    BadRequest {
        /// Stable code.
        code: &'static str,
        /// What was wrong and what is allowed.
        message: String,
    },
    /// The request is malformed in a way its message tells with numbers or names (an image too
    /// large, and how large one may be); the parameters carry them for the pages' words. 400.
    #[error("{message}")]
    Invalid {
        /// Stable code.
        code: &'static str,
        /// What was wrong and what is allowed.
        message: String,
        /// The numbers and names the message tells.
        params: BTreeMap<String, String>,
    },
    /// Sign in or present a seat link first. 401.
    #[error("{0}")]
    Unauthorized(&'static str),
    /// Known caller, not allowed. 403.
    #[error("{message}")]
    Forbidden {
        /// Stable code.
        code: &'static str,
        /// Why.
        message: String,
    },
    /// No such thing (or not visible to the caller). 404.
    #[error("{0} not found")]
    NotFound(&'static str),
    /// The thing exists already, or the table kept changing under us. 409.
    #[error("{message}")]
    Conflict {
        /// Stable code.
        code: &'static str,
        /// Why.
        message: String,
    },
    /// The request is well formed but cannot be taken as it stands (an idempotency key reused
    /// for another request). 422.
    #[error("{message}")]
    Unprocessable {
        /// Stable code.
        code: &'static str,
        /// Why, and what to do.
        message: String,
    },
    /// The game's rules refused the command. 422.
    #[error(transparent)]
    Rule(RuleError),
    /// The account reached a cap of its own (tables opened in a day). 429.
    #[error("{message}")]
    TooMany {
        /// Stable code.
        code: &'static str,
        /// What the cap is and what to do.
        message: String,
        /// The cap, for the pages' words.
        params: BTreeMap<String, String>,
    },
    /// Too many requests for this account. 429.
    #[error("too many requests: slow down")]
    RateLimited,
    /// Too many failed sign-ins for this account or from this address: wait. 429 with
    /// `Retry-After`.
    #[error("too many failed sign-ins: wait {retry_after_secs} seconds")]
    Throttled {
        /// Seconds until the next attempt is taken.
        retry_after_secs: u64,
    },
    /// An address was sent the most confirmation mails one address gets in a day: try again
    /// later. 429 with `Retry-After`.
    #[error(
        "this address was sent {most} confirmation mails in the last day, the most one address gets: \
         try again in {retry_after_secs} seconds"
    )]
    MailLimited {
        /// The most confirmation mails an address gets in a day.
        most: u32,
        /// Seconds until the next one may be sent.
        retry_after_secs: u64,
    },
    /// The server is at its bound of work of this kind (password hashing): try again soon. 503
    /// with `Retry-After`.
    #[error("the server is busy: try again in {retry_after_secs} seconds")]
    Busy {
        /// Seconds to wait.
        retry_after_secs: u64,
    },
    /// The request's declared body is longer than the route takes. 413.
    #[error("the request body is longer than {limit} bytes")]
    TooLarge {
        /// The route's limit, in bytes.
        limit: usize,
    },
    /// The request's body did not arrive in time. 408.
    #[error("the request body did not arrive within {seconds} seconds")]
    TimedOut {
        /// The body timeout, in seconds.
        seconds: u64,
    },
    /// Something broke on our side; details are in the log only. 500.
    #[error("internal error")]
    Internal,
}

/// An error and its causes, joined by `: `, for logs (the store's errors hold no SQL values or
/// secrets at any depth).
pub(crate) fn chain(err: &dyn std::error::Error) -> String {
    let mut chain = err.to_string();
    let mut source = err.source();
    while let Some(s) = source {
        chain.push_str(": ");
        chain.push_str(&s.to_string());
        source = s.source();
    }
    chain
}

impl AppError {
    /// A 400 with its code and message.
    pub fn bad(code: &'static str, message: impl Into<String>) -> AppError {
        AppError::BadRequest { code, message: message.into() }
    }

    /// A 400 with its code, message and the parameters the pages' words need.
    pub fn invalid(
        code: &'static str,
        message: impl Into<String>,
        params: impl IntoIterator<Item = (&'static str, String)>,
    ) -> AppError {
        let params = params.into_iter().map(|(k, v)| (k.to_owned(), v)).collect();
        AppError::Invalid { code, message: message.into(), params }
    }

    /// A 403 with its code and message.
    pub fn forbidden(code: &'static str, message: impl Into<String>) -> AppError {
        AppError::Forbidden { code, message: message.into() }
    }

    /// Logs an internal failure (its `Display`, which must hold no secret) and returns a 500.
    pub fn internal(what: &str, err: &dyn std::error::Error) -> AppError {
        tracing::error!(what, error = %chain(err), "internal error");
        AppError::Internal
    }

    /// The HTTP status, stable code, English message and parameters, for the JSON body and for pages
    /// that translate the code.
    pub fn parts(&self) -> (StatusCode, String, String, BTreeMap<String, String>) {
        let none = BTreeMap::new();
        match self {
            AppError::BadRequest { code, message } => {
                (StatusCode::BAD_REQUEST, (*code).into(), message.clone(), none)
            }
            AppError::Invalid { code, message, params } => {
                (StatusCode::BAD_REQUEST, (*code).into(), message.clone(), params.clone())
            }
            AppError::Unauthorized(m) => {
                (StatusCode::UNAUTHORIZED, "auth.required".into(), (*m).into(), none)
            }
            AppError::Forbidden { code, message } => {
                (StatusCode::FORBIDDEN, (*code).into(), message.clone(), none)
            }
            AppError::NotFound(what) => {
                (StatusCode::NOT_FOUND, format!("{what}.not_found"), format!("{what} not found"), none)
            }
            AppError::Conflict { code, message } => {
                (StatusCode::CONFLICT, (*code).into(), message.clone(), none)
            }
            AppError::Unprocessable { code, message } => {
                (StatusCode::UNPROCESSABLE_ENTITY, (*code).into(), message.clone(), none)
            }
            AppError::Rule(e) => {
                (StatusCode::UNPROCESSABLE_ENTITY, e.code.to_string(), e.message.clone(), e.params.clone())
            }
            AppError::TooMany { code, message, params } => {
                (StatusCode::TOO_MANY_REQUESTS, (*code).into(), message.clone(), params.clone())
            }
            AppError::RateLimited => (
                StatusCode::TOO_MANY_REQUESTS,
                "rate.limited".into(),
                "too many requests: slow down".into(),
                none,
            ),
            AppError::Throttled { retry_after_secs } => (
                StatusCode::TOO_MANY_REQUESTS,
                "auth.throttled".into(),
                self.to_string(),
                BTreeMap::from([("seconds".to_owned(), retry_after_secs.to_string())]),
            ),
            AppError::MailLimited { most, retry_after_secs } => (
                StatusCode::TOO_MANY_REQUESTS,
                "mail.too_many".into(),
                self.to_string(),
                BTreeMap::from([
                    ("most".to_owned(), most.to_string()),
                    ("seconds".to_owned(), retry_after_secs.to_string()),
                    ("hours".to_owned(), retry_after_secs.div_ceil(3600).max(1).to_string()),
                ]),
            ),
            AppError::Busy { retry_after_secs } => (
                StatusCode::SERVICE_UNAVAILABLE,
                "server.busy".into(),
                self.to_string(),
                BTreeMap::from([("seconds".to_owned(), retry_after_secs.to_string())]),
            ),
            AppError::TooLarge { limit } => (
                StatusCode::PAYLOAD_TOO_LARGE,
                "request.too_large".into(),
                format!("{self}: send at most {limit} bytes"),
                BTreeMap::from([("limit".to_owned(), limit.to_string())]),
            ),
            AppError::TimedOut { seconds } => (
                StatusCode::REQUEST_TIMEOUT,
                "request.timeout".into(),
                format!("{self}: send it whole and at once"),
                BTreeMap::from([("seconds".to_owned(), seconds.to_string())]),
            ),
            AppError::Internal => (
                StatusCode::INTERNAL_SERVER_ERROR,
                "internal".into(),
                "internal error; it has been logged".into(),
                none,
            ),
        }
    }
}

impl AppError {
    /// How many seconds the client should wait before trying again, for the `Retry-After` header.
    pub fn retry_after(&self) -> Option<u64> {
        match self {
            AppError::Throttled { retry_after_secs }
            | AppError::Busy { retry_after_secs }
            | AppError::MailLimited { retry_after_secs, .. } => Some(*retry_after_secs),
            _ => None,
        }
    }
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        let (status, code, message, params) = self.parts();
        let mut error = json!({"code": code, "message": message, "params": params});
        if let AppError::Rule(e) = &self
            && !e.also.is_empty()
        {
            error["also"] = json!(
                e.also
                    .iter()
                    .map(|o| json!({"code": o.code, "message": o.message, "params": o.params}))
                    .collect::<Vec<_>>()
            );
        }
        let retry_after = self.retry_after().map(|s| [(header::RETRY_AFTER, s.to_string())]);
        (status, retry_after, Json(json!({ "error": error }))).into_response()
    }
}

impl From<StoreError> for AppError {
    fn from(e: StoreError) -> AppError {
        match e {
            StoreError::NotFound(what) => AppError::NotFound(what.code()),
            StoreError::Duplicate(Entity::User) => AppError::Conflict {
                code: "user.taken",
                message: "that username is taken: choose another".into(),
            },
            StoreError::Duplicate(Entity::IdempotencyKey) => AppError::Conflict {
                code: crate::idempotency::KEY_TAKEN,
                message: "another request with this Idempotency-Key was being answered: send it again to get its answer"
                    .into(),
            },
            StoreError::Duplicate(what) => {
                AppError::Conflict { code: "duplicate", message: format!("that {what} already exists") }
            }
            StoreError::Conflict { .. } => AppError::Conflict {
                code: "table.busy",
                message: "the table kept changing while we applied your command: try again".into(),
            },
            // The database is failing over (or gone): try again soon. Whether a write went through
            // is unknown (a connection lost at its commit); resent with its idempotency key, it
            // is applied once either way.
            other if other.is_unavailable() => {
                tracing::warn!(error = %chain(&other), "database unavailable");
                AppError::Busy { retry_after_secs: 2 }
            }
            other => AppError::internal("store", &other),
        }
    }
}

impl From<GameError> for AppError {
    fn from(e: GameError) -> AppError {
        match e {
            GameError::Rule(r) => AppError::Rule(r),
            GameError::Malformed { what, detail } => AppError::bad(
                "input.malformed",
                format!("malformed {what}: {detail}; see /api/games/{{game}}/schema for what is allowed"),
            ),
        }
    }
}
