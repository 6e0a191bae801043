//! Handouts: a text or an image (a newspaper clipping, a letter, the hotel's map) the game master
//! attaches to the table and shows to chosen seats. A handout the Director gives one player stays
//! that player's: only the seats shown it and the game master (the table's owner, seat 0) see it,
//! its text, its image and its image's address ([`may_see`], which the image route asks too).

use engine::SeatId;
use serde::{Deserialize, Serialize};
use store::{HandoutId, HandoutRecord, NewHandout, Store, TableId};

use crate::auth::Caller;
use crate::play::{Access, access};
use crate::posts::{PostImage, SafeHtml, render_markdown};
use crate::{AppError, AppState};

/// The longest title of a handout, in characters.
pub const MAX_TITLE: usize = 120;

/// Whether the caller at `access` sees a handout shown to `seats`: the game master always, a seat
/// when it is one of them, a spectator never.
pub(crate) fn may_see(access: &Access, seats: &[SeatId]) -> bool {
    sees(access.seat, access.moderator(), seats)
}

/// [`may_see`] for a reader at `seat` (`None`: no seat) who is or is not the game master.
fn sees(seat: Option<SeatId>, game_master: bool, seats: &[SeatId]) -> bool {
    game_master || seat.is_some_and(|s| seats.contains(&s))
}

/// A handout as its reader gets it.
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct Handout {
    /// Its id.
    #[schemars(with = "i64")]
    pub id: HandoutId,
    /// What it is called.
    pub title: String,
    /// Its Markdown text.
    pub body: String,
    /// Its text, sanitised HTML.
    pub html: SafeHtml,
    /// Its image, if it has one.
    pub image: Option<PostImage>,
    /// The seats shown it (told to the game master only; a seat reads that it was shown it).
    pub seats: Vec<SeatId>,
    /// When it was written (Unix ms).
    pub at: i64,
}

/// The handouts a caller sees (`GET /api/tables/{id}/handouts`).
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct HandoutList {
    /// Oldest first.
    pub handouts: Vec<Handout>,
}

/// A new handout (`POST /api/tables/{id}/handouts`, JSON or `multipart/form-data` with the JSON
/// in `handout` and one `image` file).
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct NewHandoutRequest {
    /// What it is called, 1 to [`MAX_TITLE`] characters on one line.
    pub title: String,
    /// Markdown (may be empty when it carries an image).
    #[serde(default)]
    pub body: String,
    /// The seats to show it to (seats 0 to 62 of the table; may be none yet).
    #[serde(default)]
    pub seats: Vec<u8>,
    /// Its image (the `image` file of a multipart body, never JSON).
    #[serde(skip)]
    #[schemars(skip)]
    pub image: Option<crate::images::Upload>,
}

/// Whom to show a handout to (`PUT /api/tables/{id}/handouts/{handout}/seats`).
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ShowRequest {
    /// The seats that see it from now on.
    pub seats: Vec<u8>,
}

impl Handout {
    fn of(access: &Access, r: HandoutRecord, image: Option<&store::ImageRecord>) -> Handout {
        Handout {
            id: r.id,
            html: render_markdown(&r.body),
            title: r.title,
            body: r.body,
            image: image.map(PostImage::of),
            // Whom else it was shown to is the game master's to know.
            seats: if access.moderator() { r.seats } else { access.seat.into_iter().collect() },
            at: r.created_at,
        }
    }
}

/// The seats `wanted` checked: seats of the table, each once, 0 to 62.
async fn seats_of(state: &AppState, access: &Access, wanted: &[u8]) -> Result<Vec<SeatId>, AppError> {
    let mut seats: Vec<SeatId> = wanted.iter().map(|s| SeatId(*s)).collect();
    seats.sort();
    seats.dedup();
    let table: Vec<SeatId> = state.db().seats(access.id()).await?.iter().map(|s| s.seat).collect();
    if let Some(s) = seats.iter().find(|s| !table.contains(s) || s.0 > store::MAX_GROUP_SEAT) {
        return Err(AppError::bad("handout.seats", format!("seat {} is no seat of this table", s.0)));
    }
    Ok(seats)
}

fn game_master(access: &Access) -> Result<(), AppError> {
    if !access.moderator() {
        return Err(AppError::forbidden("handout.not_gm", "only the game master gives handouts"));
    }
    Ok(())
}

/// The game master attaches a handout to the table, shown to the seats it names.
pub async fn create(
    state: &AppState,
    caller: &Caller,
    table: TableId,
    req: NewHandoutRequest,
) -> Result<Handout, AppError> {
    let access = access(state, caller, table).await?;
    game_master(&access)?;
    let title = req.title.trim();
    crate::text::check("the handout's title", title)?;
    if title.is_empty() || title.chars().count() > MAX_TITLE || title.contains(['\n', '\r']) {
        return Err(AppError::bad(
            "handout.title",
            format!("a handout's title has 1 to {MAX_TITLE} characters on one line"),
        ));
    }
    let max = state.config().max_post_chars;
    if req.body.chars().count() > max || (req.body.trim().is_empty() && req.image.is_none()) {
        return Err(AppError::bad(
            "handout.body",
            format!("a handout has a text of at most {max} characters, or an image"),
        ));
    }
    crate::text::check("the handout", &req.body)?;
    let seats = seats_of(state, &access, &req.seats).await?;
    let limits = crate::images::ImageLimits { per_post: 1, ..state.config().images };
    let image = crate::images::prepare_all(req.image.into_iter().collect(), limits).await?.pop();
    let new = NewHandout { table: access.id(), title: title.to_owned(), body: req.body, seats, image };
    let record = state.db().add_handout(&new).await?;
    let image = match record.image {
        Some(id) => Some(state.db().image(id).await?),
        None => None,
    };
    Ok(Handout::of(&access, record, image.as_ref()))
}

/// The handouts the caller sees, oldest first.
pub async fn list(state: &AppState, caller: &Caller, table: TableId) -> Result<HandoutList, AppError> {
    let access = access(state, caller, table).await?;
    let mut handouts = Vec::new();
    for r in state.db().handouts(access.id()).await? {
        if !may_see(&access, &r.seats) {
            continue;
        }
        let image = match r.image {
            Some(id) => Some(state.db().image(id).await?),
            None => None,
        };
        handouts.push(Handout::of(&access, r, image.as_ref()));
    }
    Ok(HandoutList { handouts })
}

/// The game master shows a handout to other seats (replacing whom it was shown to).
pub async fn show(
    state: &AppState,
    caller: &Caller,
    table: TableId,
    id: HandoutId,
    req: ShowRequest,
) -> Result<Handout, AppError> {
    let access = access(state, caller, table).await?;
    game_master(&access)?;
    if !state.db().handouts(access.id()).await?.iter().any(|h| h.id == id) {
        return Err(AppError::NotFound("handout"));
    }
    let seats = seats_of(state, &access, &req.seats).await?;
    let record = state.db().set_handout_seats(id, seats).await?;
    let image = match record.image {
        Some(i) => Some(state.db().image(i).await?),
        None => None,
    };
    Ok(Handout::of(&access, record, image.as_ref()))
}

/// The JSON routes.
pub mod http {
    use axum::Json;
    use axum::extract::{Request, State};
    use axum::http::StatusCode;
    use axum::response::{IntoResponse, Response};
    use store::{HandoutId, TableId};

    use super::{Handout, HandoutList, NewHandoutRequest, ShowRequest};
    use crate::auth::Caller;
    use crate::path::Path;
    use crate::{AppError, AppState};

    /// `GET /api/tables/{id}/handouts`.
    pub async fn list(
        State(state): State<AppState>,
        caller: Caller,
        Path(id): Path<i64>,
    ) -> Result<Json<HandoutList>, AppError> {
        super::list(&state, &caller, TableId(id)).await.map(Json)
    }

    /// `POST /api/tables/{id}/handouts`: JSON, or `multipart/form-data` with the JSON in the field
    /// `handout` and one `image` file.
    pub async fn create(
        State(state): State<AppState>,
        caller: Caller,
        Path(id): Path<i64>,
        request: Request,
    ) -> Result<Response, Response> {
        let bad = |e: AppError| e.into_response();
        let limits = crate::images::ImageLimits { per_post: 1, ..state.config().images };
        let (mut req, images): (NewHandoutRequest, _) =
            crate::images::json_with_images(&state, request, "handout", limits).await?;
        req.image = images.into_iter().next();
        let handout = super::create(&state, &caller, TableId(id), req).await.map_err(bad)?;
        Ok((StatusCode::CREATED, Json(handout)).into_response())
    }

    /// `PUT /api/tables/{id}/handouts/{handout}/seats`.
    pub async fn show(
        State(state): State<AppState>,
        caller: Caller,
        Path((id, handout)): Path<(i64, i64)>,
        Json(req): Json<ShowRequest>,
    ) -> Result<Json<Handout>, AppError> {
        super::show(&state, &caller, TableId(id), HandoutId(handout), req).await.map(Json)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_handout_is_seen_by_its_seats_and_the_game_master_only() {
        let shown = [SeatId(2)];
        assert!(sees(Some(SeatId(2)), false, &shown));
        assert!(!sees(Some(SeatId(1)), false, &shown));
        assert!(!sees(Some(SeatId(1)), false, &[]), "shown to no one yet");
        assert!(sees(Some(SeatId(0)), true, &shown), "the game master");
        assert!(sees(None, true, &shown), "the owner without a seat");
        assert!(!sees(None, false, &shown), "a spectator");
    }
}
