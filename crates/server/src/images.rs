//! Images people attach to posts and whispers: what is taken ([`ImageLimits`]), how an upload is
//! made safe ([`prepare`]) and who may read one ([`may_see`]).
//!
//! An upload is never stored as sent. Its format is sniffed from its bytes (PNG, JPEG, WebP, GIF;
//! the file's name and declared type are not trusted), its dimensions are read before anything is
//! decoded and refused past [`MAX_PIXELS`], the decoder's allocations are capped, and the pixels
//! are written again (JPEG for photographs, PNG for the rest: anything with transparency, and
//! drawings sent as PNG or GIF), scaled to at most [`FULL_SIDE`] pixels a side, with a thumbnail
//! of at most [`THUMB_SIDE`]. Nothing but pixels survives: no EXIF (GPS, camera, dates), no
//! comments, no colour profiles, no second frame of an animation. A JPEG's EXIF orientation is
//! applied to the pixels first, so a phone's photograph stands the right way up without it.
//!
//! Decoding is CPU work: [`prepare_all`] does it off the runtime, [`DECODING_AT_ONCE`] uploads at
//! a time. The request that carries an upload is bounded before it is read ([`ImageLimits::
//! body_limit`], [`read_multipart`]), so nothing unbounded is held in memory.
//!
//! Images are served from this origin only (`img-src 'self'` in [`crate::headers`]), each through
//! what holds it: a post's image is read by the post's readers ([`crate::posts::may_read`]), every
//! other caller gets the same 404 as for an image that does not exist.

use std::io::Cursor;
use std::sync::{Arc, OnceLock};

use image::{DynamicImage, ImageDecoder, ImageFormat, ImageReader};
use store::NewImage;

use crate::AppError;

/// The most pixels (width × height) an upload may have: decoding holds four bytes of each.
pub const MAX_PIXELS: u64 = 4096 * 4096;

/// The longest side an upload may have, in pixels.
pub const MAX_SIDE: u32 = 8192;

/// The longest side of a stored image: a larger upload is scaled down to it.
pub const FULL_SIDE: u32 = 2048;

/// The longest side of a thumbnail (what a thread shows; a click opens the image).
pub const THUMB_SIDE: u32 = 320;

/// How many uploads are decoded at once in one server (each may hold [`MAX_PIXELS`] × 4 bytes).
pub const DECODING_AT_ONCE: usize = 2;

/// The JPEG quality images are written with.
const JPEG_QUALITY: u8 = 85;

/// What one post takes (`tablon serve --max-image-kib`, `--max-images-per-post`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ImageLimits {
    /// The largest upload, in bytes, as sent.
    pub max_bytes: usize,
    /// The most images one post or whisper carries.
    pub per_post: usize,
}

impl Default for ImageLimits {
    fn default() -> ImageLimits {
        ImageLimits { max_bytes: 5 * 1024 * 1024, per_post: 4 }
    }
}

impl ImageLimits {
    /// The largest body a request carrying images may have: `text` bytes for its other fields,
    /// every image at its largest, and room for the multipart framing.
    pub fn body_limit(&self, text: usize) -> usize {
        text.saturating_add(self.per_post.saturating_mul(self.max_bytes.saturating_add(4096)))
    }

    /// A clear 400 when a post carries more than [`ImageLimits::per_post`] images.
    pub fn check_count(&self, count: usize) -> Result<(), AppError> {
        if count > self.per_post {
            return Err(AppError::invalid(
                "image.too_many",
                format!("a post carries at most {} images; this one has {count}", self.per_post),
                [("most", self.per_post.to_string()), ("count", count.to_string())],
            ));
        }
        Ok(())
    }

    /// A clear 400 when the upload `name` of `size` bytes is larger than [`ImageLimits::max_bytes`].
    pub fn check_size(&self, name: &str, size: usize) -> Result<(), AppError> {
        if size > self.max_bytes {
            return Err(AppError::invalid(
                "image.too_large",
                format!(
                    "\"{name}\" is {} MB; an image has at most {} MB",
                    megabytes(size),
                    megabytes(self.max_bytes)
                ),
                [
                    ("name", name.to_owned()),
                    ("size_mb", megabytes(size)),
                    ("max_mb", megabytes(self.max_bytes)),
                ],
            ));
        }
        Ok(())
    }
}

/// Bytes as megabytes with at most one decimal ("5", "6.2").
pub fn megabytes(bytes: usize) -> String {
    let tenths = (bytes as u64 * 10).div_ceil(1024 * 1024);
    match tenths % 10 {
        0 => (tenths / 10).to_string(),
        d => format!("{}.{d}", tenths / 10),
    }
}

/// One file as it was uploaded.
#[derive(Clone, PartialEq, Eq)]
pub struct Upload {
    /// Its name as the client gave it, made safe to show ([`Upload::new`]).
    pub name: String,
    /// Its bytes.
    pub bytes: Vec<u8>,
}

impl std::fmt::Debug for Upload {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Upload({:?}, {} bytes)", self.name, self.bytes.len())
    }
}

impl Upload {
    /// An upload named `name` (what a message about it calls it: its last path segment, without
    /// control characters, at most 60 characters; "image" when that leaves nothing).
    pub fn new(name: &str, bytes: Vec<u8>) -> Upload {
        let last = name.rsplit(['/', '\\']).next().unwrap_or("");
        let mut clean: String = last.chars().filter(|c| !c.is_control()).take(60).collect();
        if clean.trim().is_empty() {
            clean = "image".into();
        }
        Upload { name: clean, bytes }
    }

    /// A digest of its bytes, for the idempotency key's request (a resend with other images is
    /// another request).
    pub fn digest(&self) -> String {
        use sha2::{Digest, Sha256};
        Sha256::digest(&self.bytes).iter().map(|b| format!("{b:02x}")).collect()
    }
}

/// The clear 400 for an upload that is not an image Tablón takes.
fn not_an_image(name: &str) -> AppError {
    AppError::invalid(
        "image.not_image",
        format!("\"{name}\" is not a PNG, JPEG, WebP or GIF image that can be read"),
        [("name", name.to_owned())],
    )
}

/// The format an upload's bytes are in, if it is one Tablón takes.
fn sniff(bytes: &[u8]) -> Option<ImageFormat> {
    match image::guess_format(bytes).ok()? {
        f @ (ImageFormat::Png | ImageFormat::Jpeg | ImageFormat::WebP | ImageFormat::Gif) => Some(f),
        _ => None,
    }
}

/// The decoder's own caps: no side past [`MAX_SIDE`], no allocation past what [`MAX_PIXELS`]
/// take in RGBA with room for the decoder's buffers.
fn decoder_limits() -> image::Limits {
    let mut limits = image::Limits::default();
    limits.max_image_width = Some(MAX_SIDE);
    limits.max_image_height = Some(MAX_SIDE);
    limits.max_alloc = Some(MAX_PIXELS * 4 + 64 * 1024 * 1024);
    limits
}

/// Whether an image `width` × `height` may be decoded.
fn fits(width: u32, height: u32) -> bool {
    width > 0
        && height > 0
        && width <= MAX_SIDE
        && height <= MAX_SIDE
        && u64::from(width) * u64::from(height) <= MAX_PIXELS
}

/// What an image is written as: JPEG for a photograph (sent as JPEG, or as WebP without
/// transparency), PNG for anything with transparency and for what was sent as PNG or GIF (drawings,
/// maps, screenshots, which JPEG would blur).
fn output_format(input: ImageFormat, has_alpha: bool) -> ImageFormat {
    match input {
        ImageFormat::Jpeg => ImageFormat::Jpeg,
        ImageFormat::WebP if !has_alpha => ImageFormat::Jpeg,
        _ => ImageFormat::Png,
    }
}

/// `image` written as `format`, from its pixels only.
fn encode(image: &DynamicImage, format: ImageFormat) -> Result<Vec<u8>, image::ImageError> {
    let mut out = Vec::new();
    match format {
        ImageFormat::Jpeg => {
            let rgb = image.to_rgb8();
            image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, JPEG_QUALITY).encode_image(&rgb)?;
        }
        _ => {
            let pixels = if image.color().has_alpha() {
                DynamicImage::ImageRgba8(image.to_rgba8())
            } else {
                DynamicImage::ImageRgb8(image.to_rgb8())
            };
            pixels.write_to(&mut Cursor::new(&mut out), ImageFormat::Png)?;
        }
    }
    Ok(out)
}

/// The MIME type of a format [`output_format`] gives.
fn mime(format: ImageFormat) -> &'static str {
    match format {
        ImageFormat::Jpeg => "image/jpeg",
        _ => "image/png",
    }
}

/// An upload checked, decoded and written again with its thumbnail (CPU work: see
/// [`prepare_all`]). A clear 400 when it is too large, not an image Tablón takes, unreadable, or
/// too many pixels.
pub fn prepare(upload: &Upload, limits: &ImageLimits) -> Result<NewImage, AppError> {
    let name = upload.name.as_str();
    limits.check_size(name, upload.bytes.len())?;
    let format = sniff(&upload.bytes).ok_or_else(|| not_an_image(name))?;
    let reader = || ImageReader::with_format(Cursor::new(upload.bytes.as_slice()), format);
    // The header alone, read without the decoder's caps, so an image past them is told as such.
    let (width, height) = reader().into_dimensions().map_err(|_| not_an_image(name))?;
    if !fits(width, height) {
        return Err(AppError::invalid(
            "image.dimensions",
            format!(
                "\"{name}\" is {width}×{height} pixels; an image has at most {} megapixels and {MAX_SIDE} pixels a side",
                MAX_PIXELS / 1_000_000
            ),
            [
                ("name", name.to_owned()),
                ("width", width.to_string()),
                ("height", height.to_string()),
                ("megapixels", (MAX_PIXELS / 1_000_000).to_string()),
            ],
        ));
    }
    let mut capped = reader();
    capped.limits(decoder_limits());
    let mut decoder = capped.into_decoder().map_err(|_| not_an_image(name))?;
    let orientation = decoder.orientation().unwrap_or(image::metadata::Orientation::NoTransforms);
    let mut image = DynamicImage::from_decoder(decoder).map_err(|_| not_an_image(name))?;
    image.apply_orientation(orientation);
    if image.width().max(image.height()) > FULL_SIDE {
        image = image.resize(FULL_SIDE, FULL_SIDE, image::imageops::FilterType::Triangle);
    }
    let thumb = image.thumbnail(THUMB_SIDE, THUMB_SIDE);
    let format = output_format(format, image.color().has_alpha());
    let written =
        |what: &str, image: &DynamicImage| encode(image, format).map_err(|e| AppError::internal(what, &e));
    Ok(NewImage {
        mime: mime(format).into(),
        width: image.width(),
        height: image.height(),
        data: written("an image's encoding", &image)?,
        thumb_width: thumb.width(),
        thumb_height: thumb.height(),
        thumb: written("a thumbnail's encoding", &thumb)?,
    })
}

/// The server's turns at decoding ([`DECODING_AT_ONCE`]).
fn decoding() -> Arc<tokio::sync::Semaphore> {
    static TURNS: OnceLock<Arc<tokio::sync::Semaphore>> = OnceLock::new();
    TURNS.get_or_init(|| Arc::new(tokio::sync::Semaphore::new(DECODING_AT_ONCE))).clone()
}

/// Every upload [`prepare`]d in turn, off the runtime; the first refusal is the answer.
pub async fn prepare_all(uploads: Vec<Upload>, limits: ImageLimits) -> Result<Vec<NewImage>, AppError> {
    limits.check_count(uploads.len())?;
    // Sizes first: a refusal that needs no decoding comes at once.
    for u in &uploads {
        limits.check_size(&u.name, u.bytes.len())?;
    }
    let mut prepared = Vec::with_capacity(uploads.len());
    for upload in uploads {
        let turn = decoding().acquire_owned().await.map_err(|_| AppError::Internal)?;
        let done = tokio::task::spawn_blocking(move || {
            let _turn = turn;
            prepare(&upload, &limits)
        })
        .await
        .map_err(|e| AppError::internal("decoding an image", &e))?;
        prepared.push(done?);
    }
    Ok(prepared)
}

/// What holds an image, and so who may see it.
pub(crate) enum Holder<'a> {
    /// A post or whisper: its readers.
    Post(&'a store::PostRecord),
    /// A handout: the seats shown it and the game master.
    Handout(&'a store::HandoutRecord),
    /// A seat's portrait: everyone let in at the table (who sees the seat's name).
    Portrait,
    /// Nothing the caller can reach (an image held by another table, or by nothing).
    Nothing,
}

/// Whether the caller at `access` may see an image held by `holder`: the one access decision for
/// images, which every route that hands out an image or its address asks.
pub(crate) fn may_see(access: &crate::play::Access, holder: &Holder<'_>) -> bool {
    match holder {
        Holder::Post(post) => post.table == access.id() && crate::posts::may_read(access, post),
        Holder::Handout(h) => h.table == access.id() && crate::handouts::may_see(access, &h.seats),
        Holder::Portrait => true,
        Holder::Nothing => false,
    }
}

/// Whether a Markdown image's address is on this server (a path: `/api/tables/1/images/7`), which
/// the Content-Security-Policy lets a page show.
fn on_this_server(url: &str) -> bool {
    url.starts_with('/') && !url.starts_with("//") && !url.starts_with("/\\")
}

/// The host an address names, for a reader ("imgur.com"), or the address itself.
fn host_of(url: &str) -> &str {
    let rest = url.split_once("://").map_or(url, |(_, r)| r);
    let rest = rest.strip_prefix("//").unwrap_or(rest);
    let host = rest.split(['/', '?', '#']).next().unwrap_or(rest);
    let host = host.rsplit('@').next().unwrap_or(host);
    if host.is_empty() { url } else { host }
}

/// Markdown images from other sites made links: the Content-Security-Policy would block them and
/// a reader would see a broken picture with no word why. The link says it is an image ("🖼", its
/// alt text) and where it lives ("imgur.com"); a click opens it there. Images on this server stay
/// images.
pub fn outside_images_as_links<'a>(
    events: impl Iterator<Item = pulldown_cmark::Event<'a>>,
) -> impl Iterator<Item = pulldown_cmark::Event<'a>> {
    use pulldown_cmark::{CowStr, Event, Tag, TagEnd};
    let mut open: Vec<Option<String>> = Vec::new();
    events.flat_map(move |event| -> Vec<Event<'a>> {
        match event {
            Event::Start(Tag::Image { link_type, dest_url, title, id }) => {
                if on_this_server(&dest_url) {
                    open.push(None);
                    return vec![Event::Start(Tag::Image { link_type, dest_url, title, id })];
                }
                open.push(Some(host_of(&dest_url).to_owned()));
                vec![
                    Event::Start(Tag::Link { link_type, dest_url, title, id }),
                    Event::Text(CowStr::from("🖼 ")),
                ]
            }
            Event::End(TagEnd::Image) => match open.pop().flatten() {
                Some(host) => vec![Event::Text(CowStr::from(format!(" ({host})"))), Event::End(TagEnd::Link)],
                None => vec![Event::End(TagEnd::Image)],
            },
            other => vec![other],
        }
    })
}

/// The image `id` of table `table` (or its thumbnail), with its MIME type, if the caller may see
/// it; else the same 404 as for an image that does not exist, so its existence is not told.
pub async fn read(
    state: &crate::AppState,
    caller: &crate::auth::Caller,
    table: store::TableId,
    id: store::ImageId,
    thumb: bool,
) -> Result<(String, Vec<u8>), AppError> {
    use store::{Store, StoreError};
    let hidden = || AppError::NotFound("image");
    let record = match state.db().image(id).await {
        Ok(r) if r.table == table => r,
        Ok(_) | Err(StoreError::NotFound(_)) => return Err(hidden()),
        Err(e) => return Err(e.into()),
    };
    let access = match crate::play::access(state, caller, table).await {
        Ok(a) => a,
        Err(AppError::NotFound(_) | AppError::Forbidden { .. } | AppError::Unauthorized(_)) => {
            return Err(hidden());
        }
        Err(e) => return Err(e),
    };
    let post = match record.post {
        Some(p) => Some(state.db().post(p).await?),
        None => None,
    };
    let handout = match record.handout {
        Some(h) => state.db().handouts(table).await?.into_iter().find(|r| r.id == h),
        None => None,
    };
    let portrait = record.post.is_none()
        && record.handout.is_none()
        && state.db().portraits(table).await?.iter().any(|(_, i)| i.id == id);
    let holder = match (&post, &handout) {
        (Some(p), _) => Holder::Post(p),
        (None, Some(h)) => Holder::Handout(h),
        (None, None) if portrait => Holder::Portrait,
        (None, None) => Holder::Nothing,
    };
    if !may_see(&access, &holder) {
        return Err(hidden());
    }
    Ok((record.mime, state.db().image_bytes(id, thumb).await?))
}

/// Whether a request's body is `multipart/form-data` (it may carry files).
pub fn is_multipart(headers: &axum::http::HeaderMap) -> bool {
    headers
        .get(axum::http::header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.trim_start().to_ascii_lowercase().starts_with("multipart/form-data"))
}

/// A JSON route's request that may carry images: JSON (read within the API's body limit, as every
/// JSON route's), or `multipart/form-data` with the JSON in the field `field` and the images as
/// `image` files (within `limits`, the body within the route's larger limit).
pub async fn json_with_images<T: serde::de::DeserializeOwned>(
    state: &crate::AppState,
    request: axum::extract::Request,
    field: &str,
    limits: ImageLimits,
) -> Result<(T, Vec<Upload>), axum::response::Response> {
    use axum::extract::FromRequest;
    use axum::response::IntoResponse;
    let bad = |e: AppError| e.into_response();
    if !is_multipart(request.headers()) {
        let limit = state.config().max_body_bytes;
        let (parts, body) = request.into_parts();
        let bytes = axum::body::to_bytes(body, limit).await.map_err(|_| bad(AppError::TooLarge { limit }))?;
        let request = axum::extract::Request::from_parts(parts, axum::body::Body::from(bytes));
        let axum::Json(value) =
            axum::Json::<T>::from_request(request, state).await.map_err(IntoResponse::into_response)?;
        return Ok((value, Vec::new()));
    }
    let body =
        axum::extract::Multipart::from_request(request, state).await.map_err(IntoResponse::into_response)?;
    let body_limit = state.config().images.body_limit(state.config().max_body_bytes);
    let form = read_multipart(body, "image", &limits, body_limit).await.map_err(bad)?;
    if let Some(refused) = form.refused {
        return Err(bad(refused));
    }
    let json = form.fields.iter().find(|(k, _)| k == field).map(|(_, v)| v.as_str()).ok_or_else(|| {
        bad(AppError::invalid(
            "input.multipart",
            format!("a request with images is multipart/form-data with its JSON in the field `{field}` and its images as `image` files"),
            [("field", field.to_owned())],
        ))
    })?;
    let value = serde_json::from_str(json).map_err(|e| {
        bad(AppError::bad("input.malformed", format!("the field `{field}` is not the JSON asked: {e}")))
    })?;
    Ok((value, form.files))
}

/// A `multipart/form-data` body as read by [`read_multipart`].
#[derive(Debug, Default)]
pub struct MultipartForm {
    /// Every text field, in order, repeated names kept.
    pub fields: Vec<(String, String)>,
    /// The files of the file field, in order.
    pub files: Vec<Upload>,
    /// Why the reading stopped early: a file past [`ImageLimits::max_bytes`] or one file too
    /// many. The fields before it were read (a page's form puts its token and thread first, so
    /// the refusal is shown beside the form).
    pub refused: Option<AppError>,
}

/// The fields and files of a `multipart/form-data` body: every text field and every file of the
/// field `file_field`, until a file passes [`ImageLimits::max_bytes`] or the files pass
/// [`ImageLimits::per_post`] (then nothing more is read: [`MultipartForm::refused`]). An empty
/// file field (a form sent without a file chosen) is no file. The body itself is bounded by the
/// route's limit, `body_limit` (a body cut there is a 413); a body that is not multipart is a 400.
pub async fn read_multipart(
    mut multipart: axum::extract::Multipart,
    file_field: &str,
    limits: &ImageLimits,
    body_limit: usize,
) -> Result<MultipartForm, AppError> {
    let malformed = |e: axum::extract::multipart::MultipartError| match e.status() {
        axum::http::StatusCode::PAYLOAD_TOO_LARGE => AppError::TooLarge { limit: body_limit },
        _ => {
            AppError::bad("input.malformed", format!("the form's body could not be read: {}", e.body_text()))
        }
    };
    let mut form = MultipartForm::default();
    while let Some(mut field) = multipart.next_field().await.map_err(malformed)? {
        let name = field.name().unwrap_or("").to_owned();
        if name != file_field {
            let text = field.text().await.map_err(malformed)?;
            form.fields.push((name, text));
            continue;
        }
        let file_name = Upload::new(field.file_name().unwrap_or(""), Vec::new()).name;
        let chosen = field.file_name().is_some_and(|n| !n.is_empty());
        let mut bytes = Vec::new();
        while let Some(chunk) = field.chunk().await.map_err(malformed)? {
            bytes.extend_from_slice(&chunk);
            if let Err(e) = limits.check_size(&file_name, bytes.len()) {
                form.refused = Some(e);
                return Ok(form);
            }
        }
        if bytes.is_empty() && !chosen {
            continue;
        }
        form.files.push(Upload { name: file_name, bytes });
        if let Err(e) = limits.check_count(form.files.len()) {
            form.refused = Some(e);
            return Ok(form);
        }
    }
    Ok(form)
}

/// The image routes: extract, call, answer.
pub mod http {
    use axum::extract::{Query, State};
    use axum::http::header;
    use axum::response::{IntoResponse, Response};
    use serde::Deserialize;
    use store::{ImageId, TableId};

    use crate::auth::Caller;
    use crate::path::Path;
    use crate::{AppError, AppState};

    /// The Content-Security-Policy of an image's answer.
    pub const IMAGE_POLICY: &str =
        "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

    /// `?seat=N`: the seat whose eyes read (an account that holds several seats of a table).
    #[derive(Deserialize)]
    pub struct SeatQuery {
        seat: Option<u8>,
    }

    async fn answer(
        state: AppState,
        mut caller: Caller,
        (table, id): (i64, i64),
        q: SeatQuery,
        thumb: bool,
    ) -> Result<Response, AppError> {
        if q.seat.is_some() {
            caller.seat_choice = q.seat;
        }
        let (mime, bytes) = super::read(&state, &caller, TableId(table), ImageId(id), thumb).await?;
        let headers = [
            (header::CONTENT_TYPE, mime),
            // The caller's own: a shared cache must not hand a whisper's image to another reader.
            (header::CACHE_CONTROL, "private, max-age=3600".to_owned()),
            (header::CONTENT_DISPOSITION, "inline".to_owned()),
            (header::HeaderName::from_static("cross-origin-resource-policy"), "same-origin".to_owned()),
            // An image opened in a tab is shown by the browser's own image page, which styles it
            // inline: that page may have its styles, and nothing else (no script, no fetch).
            (header::CONTENT_SECURITY_POLICY, IMAGE_POLICY.to_owned()),
        ];
        Ok((headers, bytes).into_response())
    }

    /// `GET /api/tables/{id}/images/{image}`.
    pub async fn full(
        State(state): State<AppState>,
        caller: Caller,
        Path(ids): Path<(i64, i64)>,
        Query(q): Query<SeatQuery>,
    ) -> Result<Response, AppError> {
        answer(state, caller, ids, q, false).await
    }

    /// `GET /api/tables/{id}/images/{image}/thumb`.
    pub async fn thumb(
        State(state): State<AppState>,
        caller: Caller,
        Path(ids): Path<(i64, i64)>,
        Query(q): Query<SeatQuery>,
    ) -> Result<Response, AppError> {
        answer(state, caller, ids, q, true).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn png(width: u32, height: u32) -> Vec<u8> {
        let image =
            DynamicImage::ImageRgb8(image::RgbImage::from_pixel(width, height, image::Rgb([200, 30, 40])));
        let mut out = Vec::new();
        image.write_to(&mut Cursor::new(&mut out), ImageFormat::Png).unwrap();
        out
    }

    /// A JPEG with an EXIF segment carrying GPS tags and a camera maker, as phones write them.
    pub(crate) fn jpeg_with_gps() -> Vec<u8> {
        let image = image::RgbImage::from_pixel(64, 48, image::Rgb([10, 120, 200]));
        let mut plain = Vec::new();
        image::codecs::jpeg::JpegEncoder::new_with_quality(&mut plain, 90).encode_image(&image).unwrap();
        // APP1 "Exif\0\0", a little-endian TIFF header, IFD0 with Make and the GPS IFD pointer, and
        // a GPS IFD with latitude ref "N".
        let mut tiff: Vec<u8> = b"II*\0\x08\0\0\0".to_vec();
        tiff.extend_from_slice(&2u16.to_le_bytes()); // two entries
        tiff.extend_from_slice(&[0x0f, 0x01, 2, 0, 8, 0, 0, 0]); // Make, ASCII, 8 bytes…
        tiff.extend_from_slice(&38u32.to_le_bytes()); // …at 38
        tiff.extend_from_slice(&[0x25, 0x88, 4, 0, 1, 0, 0, 0]); // GPS IFD pointer…
        tiff.extend_from_slice(&46u32.to_le_bytes()); // …at 46
        tiff.extend_from_slice(&0u32.to_le_bytes()); // no next IFD
        tiff.extend_from_slice(b"SpyCam\0\0"); // 38..46
        tiff.extend_from_slice(&1u16.to_le_bytes()); // GPS IFD: one entry
        tiff.extend_from_slice(&[0x01, 0x00, 2, 0, 2, 0, 0, 0]); // GPSLatitudeRef "N"
        tiff.extend_from_slice(b"N\0\0\0");
        tiff.extend_from_slice(&0u32.to_le_bytes());
        let mut app1 = b"Exif\0\0".to_vec();
        app1.extend_from_slice(&tiff);
        let mut out = plain[..2].to_vec(); // SOI
        out.extend_from_slice(&[0xff, 0xe1]);
        out.extend_from_slice(&((app1.len() + 2) as u16).to_be_bytes());
        out.extend_from_slice(&app1);
        out.extend_from_slice(&plain[2..]);
        out
    }

    fn upload(bytes: Vec<u8>) -> Upload {
        Upload::new("map.png", bytes)
    }

    fn code(e: AppError) -> String {
        e.parts().1
    }

    #[test]
    fn a_png_is_written_again_as_png_with_a_thumbnail() {
        let got = prepare(&upload(png(640, 480)), &ImageLimits::default()).unwrap();
        assert_eq!((got.mime.as_str(), got.width, got.height), ("image/png", 640, 480));
        assert_eq!((got.thumb_width, got.thumb_height), (320, 240));
        assert_eq!(image::guess_format(&got.data).unwrap(), ImageFormat::Png);
        assert_eq!(image::load_from_memory(&got.thumb).unwrap().width(), 320);
    }

    #[test]
    fn a_jpeg_loses_its_exif_and_gps_and_keeps_its_pixels() {
        let sent = jpeg_with_gps();
        assert!(sent.windows(4).any(|w| w == b"Exif") && sent.windows(6).any(|w| w == b"SpyCam"));
        let got = prepare(&upload(sent), &ImageLimits::default()).unwrap();
        assert_eq!((got.mime.as_str(), got.width, got.height), ("image/jpeg", 64, 48));
        for stored in [&got.data, &got.thumb] {
            assert!(!stored.windows(4).any(|w| w == b"Exif"), "no EXIF segment");
            assert!(!stored.windows(6).any(|w| w == b"SpyCam"), "no camera maker");
            assert!(!stored.windows(2).any(|w| w == [0xff, 0xe1]), "no APP1 segment at all");
        }
        let pixel = image::load_from_memory(&got.data).unwrap().to_rgb8().get_pixel(32, 24).0;
        assert!(pixel[2] > 150 && pixel[0] < 60, "the picture is still the picture: {pixel:?}");
    }

    #[test]
    fn what_is_not_an_image_is_refused_by_its_bytes_not_its_name() {
        for bytes in [
            b"%PDF-1.7 not an image".to_vec(),
            b"<svg xmlns='http://www.w3.org/2000/svg'/>".to_vec(),
            Vec::new(),
        ] {
            assert_eq!(
                code(prepare(&upload(bytes), &ImageLimits::default()).unwrap_err()),
                "image.not_image"
            );
        }
        // A PNG's signature on a broken body is unreadable, not a 500.
        let mut broken = png(10, 10);
        broken.truncate(30);
        assert_eq!(code(prepare(&upload(broken), &ImageLimits::default()).unwrap_err()), "image.not_image");
        // A BMP is an image, but not one Tablón takes.
        let mut bmp = b"BM".to_vec();
        bmp.extend_from_slice(&[0; 60]);
        assert_eq!(code(prepare(&upload(bmp), &ImageLimits::default()).unwrap_err()), "image.not_image");
    }

    #[test]
    fn limits_are_told_with_the_numbers() {
        let limits = ImageLimits { max_bytes: 1024 * 1024, per_post: 2 };
        let big = vec![0u8; 1024 * 1024 + 200_000];
        let e = prepare(&upload(big), &limits).unwrap_err();
        let (_, code, message, params) = e.parts();
        assert_eq!(code, "image.too_large");
        assert_eq!((params["size_mb"].as_str(), params["max_mb"].as_str()), ("1.2", "1"));
        assert!(message.contains("map.png"), "{message}");
        assert_eq!(limits.check_count(3).unwrap_err().parts().3["most"], "2");
        assert!(limits.check_count(2).is_ok());
        assert_eq!(megabytes(5 * 1024 * 1024), "5");
    }

    #[test]
    fn too_many_pixels_are_refused_before_decoding() {
        // Past the longest side (a picture past the pixels is refused by the same check, [`fits`]).
        let e = prepare(&upload(png(MAX_SIDE + 1, 1)), &ImageLimits::default());
        assert_eq!(code(e.unwrap_err()), "image.dimensions");
        assert!(!fits(4097, 4096) && fits(4096, 4096) && !fits(0, 10) && !fits(9000, 1));
    }

    #[test]
    fn a_large_image_is_scaled_down_to_the_stored_size() {
        let got = prepare(&upload(png(3000, 1000)), &ImageLimits::default()).unwrap();
        assert_eq!((got.width, got.height), (FULL_SIDE, 683));
        assert!(got.thumb_width <= THUMB_SIDE && got.thumb_height <= THUMB_SIDE);
    }

    #[test]
    fn photographs_become_jpeg_and_drawings_png() {
        assert_eq!(output_format(ImageFormat::Jpeg, false), ImageFormat::Jpeg);
        assert_eq!(output_format(ImageFormat::WebP, false), ImageFormat::Jpeg);
        assert_eq!(output_format(ImageFormat::WebP, true), ImageFormat::Png);
        assert_eq!(output_format(ImageFormat::Gif, false), ImageFormat::Png);
        assert_eq!(output_format(ImageFormat::Png, false), ImageFormat::Png);
    }

    #[test]
    fn a_gif_and_a_webp_are_taken() {
        let frame = image::RgbaImage::from_pixel(8, 8, image::Rgba([0, 0, 0, 255]));
        let mut gif = Vec::new();
        DynamicImage::ImageRgba8(frame.clone())
            .write_to(&mut Cursor::new(&mut gif), ImageFormat::Gif)
            .unwrap();
        assert_eq!(prepare(&upload(gif), &ImageLimits::default()).unwrap().mime, "image/png");
        let mut webp = Vec::new();
        DynamicImage::ImageRgba8(frame).write_to(&mut Cursor::new(&mut webp), ImageFormat::WebP).unwrap();
        assert!(prepare(&upload(webp), &ImageLimits::default()).is_ok());
    }

    #[test]
    fn an_uploads_name_is_made_safe_to_show() {
        assert_eq!(Upload::new("C:\\fotos\\mapa.png", vec![]).name, "mapa.png");
        assert_eq!(Upload::new("../../etc/x\u{0}\u{7}y.gif", vec![]).name, "xy.gif");
        assert_eq!(Upload::new("", vec![]).name, "image");
        assert_eq!(Upload::new(&"a".repeat(500), vec![]).name.chars().count(), 60);
    }

    fn rendered(markdown: &str) -> String {
        let mut html = String::new();
        pulldown_cmark::html::push_html(
            &mut html,
            outside_images_as_links(pulldown_cmark::Parser::new(markdown)),
        );
        html
    }

    #[test]
    fn images_from_elsewhere_become_links_that_say_so() {
        let html = rendered("See ![the hotel](https://i.imgur.com/x.png \"map\") now");
        assert_eq!(
            html.trim(),
            "<p>See <a href=\"https://i.imgur.com/x.png\" title=\"map\">🖼 the hotel (i.imgur.com)</a> now</p>"
        );
        let bare = rendered("![](//evil.example/x.gif)");
        assert!(bare.contains("<a href=\"//evil.example/x.gif\">🖼  (evil.example)</a>"), "{bare}");
        assert!(rendered("![x](http://u:p@h.example:8080/a?b)").contains("(h.example:8080)"));
        // This server's images stay images.
        assert_eq!(
            rendered("![map](/api/tables/1/images/7)").trim(),
            "<p><img src=\"/api/tables/1/images/7\" alt=\"map\" /></p>"
        );
        // A link around an image from elsewhere keeps working: an image inside a link.
        assert!(rendered("[![a](https://x.example/a.png)](https://x.example)").contains("🖼 a (x.example)"));
    }

    #[test]
    fn a_body_limit_holds_every_image_at_its_largest() {
        let limits = ImageLimits { max_bytes: 1000, per_post: 3 };
        assert_eq!(limits.body_limit(100), 100 + 3 * (1000 + 4096));
        assert_eq!(ImageLimits { max_bytes: usize::MAX, per_post: 9 }.body_limit(1), usize::MAX);
    }
}
