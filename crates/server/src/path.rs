//! Path parameters whose failures are the API's own errors.
//!
//! axum's `Path` answers a segment that does not parse (`/api/tables/abc`) with a plain-text 400
//! in English. A segment that cannot be what the route names names nothing, so this one answers
//! the JSON 404 of every other missing thing (`path.not_found`), and the pages turn the same error
//! into their error page in the reader's language.

use axum::extract::FromRequestParts;
use axum::extract::rejection::PathRejection;
use axum::http::request::Parts;
use serde::de::DeserializeOwned;

use crate::AppError;

/// The route's parameters, deserialised as axum's `Path` does.
#[derive(Debug)]
pub struct Path<T>(pub T);

impl<T, S> FromRequestParts<S> for Path<T>
where
    T: DeserializeOwned + Send,
    S: Send + Sync,
{
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, AppError> {
        match axum::extract::Path::<T>::from_request_parts(parts, state).await {
            Ok(axum::extract::Path(value)) => Ok(Path(value)),
            Err(PathRejection::FailedToDeserializePathParams(_)) => Err(AppError::NotFound("path")),
            // A route without the parameters its handler asks for: a mistake of ours.
            Err(_) => Err(AppError::Internal),
        }
    }
}
