//! Portraits: a seat's holder gives the seat a picture (a character's face), shown beside the
//! seat's name in lists and posts to everyone at the table; without one the pages draw the initials
//! avatar. A portrait is an upload like a post's image ([`crate::images::prepare`]: written again,
//! no metadata), one per seat, replaced or taken away by its holder.

use std::collections::HashMap;

use engine::SeatId;
use store::{Store, TableId};

use crate::auth::Caller;
use crate::images::{ImageLimits, Upload};
use crate::play::access;
use crate::posts::PostImage;
use crate::{AppError, AppState};

/// The caller gives the seat it holds at `table` the portrait `image`, or (`None`) takes its
/// portrait away. The new portrait, if any.
pub async fn set(
    state: &AppState,
    caller: &Caller,
    table: TableId,
    seat: SeatId,
    image: Option<Upload>,
) -> Result<Option<PostImage>, AppError> {
    let access = access(state, caller, table).await?;
    if access.seat != Some(seat) {
        return Err(AppError::forbidden("portrait.not_yours", "only a seat's holder chooses its portrait"));
    }
    let limits = ImageLimits { per_post: 1, ..state.config().images };
    let prepared = crate::images::prepare_all(image.into_iter().collect(), limits).await?.pop();
    match state.db().set_portrait(access.id(), seat, prepared.as_ref()).await? {
        Some(id) => Ok(Some(PostImage::of(&state.db().image(id).await?))),
        None => Ok(None),
    }
}

/// The portraits of `table`'s seats, by seat (the caller has been let in: everyone at a table sees
/// every seat's portrait, as every seat's name).
pub async fn of(state: &AppState, table: TableId) -> Result<HashMap<SeatId, PostImage>, AppError> {
    Ok(state
        .db()
        .portraits(table)
        .await?
        .into_iter()
        .map(|(seat, image)| (seat, PostImage::of(&image)))
        .collect())
}

/// The JSON routes.
pub mod http {
    use axum::Json;
    use axum::extract::{FromRequest, Multipart, Request, State};
    use axum::response::{IntoResponse, Response};
    use engine::SeatId;
    use store::TableId;

    use crate::auth::Caller;
    use crate::path::Path;
    use crate::posts::PostImage;
    use crate::{AppError, AppState};

    /// `PUT /api/tables/{id}/seats/{seat}/portrait`: `multipart/form-data` with one `image` file.
    pub async fn set(
        State(state): State<AppState>,
        caller: Caller,
        Path((id, seat)): Path<(i64, u8)>,
        request: Request,
    ) -> Result<Json<Option<PostImage>>, Response> {
        let bad = |e: AppError| e.into_response();
        let body = Multipart::from_request(request, &state).await.map_err(IntoResponse::into_response)?;
        let limits = crate::images::ImageLimits { per_post: 1, ..state.config().images };
        let body_limit = state.config().images.body_limit(state.config().max_body_bytes);
        let form = crate::images::read_multipart(body, "image", &limits, body_limit).await.map_err(bad)?;
        if let Some(refused) = form.refused {
            return Err(bad(refused));
        }
        let Some(image) = form.files.into_iter().next() else {
            return Err(bad(AppError::bad(
                "portrait.image",
                "a portrait is one `image` file (DELETE takes it away)",
            )));
        };
        super::set(&state, &caller, TableId(id), SeatId(seat), Some(image)).await.map(Json).map_err(bad)
    }

    /// `DELETE /api/tables/{id}/seats/{seat}/portrait`: back to the initials.
    pub async fn remove(
        State(state): State<AppState>,
        caller: Caller,
        Path((id, seat)): Path<(i64, u8)>,
    ) -> Result<Json<Option<PostImage>>, AppError> {
        super::set(&state, &caller, TableId(id), SeatId(seat), None).await.map(Json)
    }
}
