//! Posts: the story and table-talk threads, whispers from any seat to any other (read by the
//! game master too when the table was opened so), replies and `@name` mentions, Markdown rendered
//! and sanitised ([`crate::markdown`]: pulldown-cmark + ammonia, spoilers folded), edits within a grace period with the history kept. In the story thread every game event the reader may see appears
//! as a system post rendered from the event as redacted for that reader (never from the raw event).
//!
//! Post text reaches a page only as [`SafeHtml`], which only the sanitiser makes. Each operation is
//! a service function with typed answers; [`http`] holds the thin axum handlers.

use engine::{SeatId, Viewer};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use serde_json::value::RawValue;
use store::{NewPost, PostId, PostQuery, PostRecord, Reader, Store, TableId, Thread, UserId};

use crate::auth::Caller;
use crate::idempotency::Once;
use crate::names::Names;
use crate::play::{Access, access, redacted_events};
use crate::{AppError, AppState};

pub use crate::markdown::{SafeHtml, render_markdown};

/// The text of a system post for an event already redacted for its reader: its `type` and the
/// rest of its JSON, whatever the game (the web pages write each game's own texts instead).
pub fn event_markdown(event: &RawValue) -> String {
    let mut rest: Value = serde_json::from_str(event.get()).unwrap_or(Value::Null);
    let kind = rest.get("type").and_then(Value::as_str).unwrap_or("event").replace('_', " ");
    if let Some(map) = rest.as_object_mut() {
        map.remove("type");
    }
    let details =
        if rest.as_object().is_some_and(|m| m.is_empty()) { String::new() } else { format!(" `{rest}`") };
    format!("*{kind}*{details}")
}

/// Whether the caller reads every whisper: the game master (seat 0: the Mastermind, Director or
/// Moderator) at a table opened with `gm_reads_whispers`.
fn reads_all_whispers(access: &Access) -> bool {
    access.slot.record.options.gm_reads_whispers && access.seat == Some(SeatId(0))
}

/// The newest post of `access`'s table its reader may read (a page notes it, so its live stream
/// announces any post written after it, see [`crate::live`]).
pub async fn newest_readable(state: &AppState, access: &Access) -> Result<Option<PostId>, AppError> {
    let query = PostQuery { thread: None, reader: reader_of(access), after: None, limit: 20, newest: true };
    let posts = state.db().posts(access.id(), query).await?;
    Ok(posts.iter().rev().find(|p| may_read(access, p)).map(|p| p.id))
}

/// Whose eyes the store filters a thread for.
pub(crate) fn reader_of(access: &Access) -> Reader {
    match access.seat {
        _ if reads_all_whispers(access) => Reader::All,
        Some(s) => Reader::Seat(s),
        None => Reader::Public,
    }
}

/// The seats a whisper goes to (beside its author): one, or a group; none for a public post.
pub fn recipients(post: &PostRecord) -> Vec<SeatId> {
    post.whisper_to.into_iter().chain(post.whisper_also.iter().copied()).collect()
}

/// Whether the caller at `access` may read `post` (whispers: only its author's and recipients'
/// seats, and the game master where the table says so). The same rule as the store's filter for
/// [`reader_of`].
pub(crate) fn may_read(access: &Access, post: &PostRecord) -> bool {
    match (post.whisper_to, access.seat) {
        (None, _) => true,
        _ if reads_all_whispers(access) => true,
        (Some(_), None) => false,
        (Some(_), Some(seat)) => Some(seat) == post.author_seat || recipients(post).contains(&seat),
    }
}

/// The seats a post addresses, besides whoever reads its thread: the seats it `@`mentions, the
/// author of the post it replies to and the seats it whispers to; never its own author, and only
/// seats that may read it. The one place that says who a post is "for" (notifications hook here).
pub fn addressed(names: &Names, post: &PostRecord, replied: Option<&PostRecord>) -> Vec<SeatId> {
    let mut seats = names.mentions(&post.body);
    seats.extend(replied.and_then(|r| r.author_seat));
    let to = recipients(post);
    seats.extend(to.iter().copied());
    seats.retain(|s| Some(*s) != post.author_seat && (to.is_empty() || to.contains(s)));
    seats.sort();
    seats.dedup();
    seats
}

/// A post as its readers get it.
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct Post {
    /// Its id.
    #[schemars(with = "i64")]
    pub id: PostId,
    /// Its table.
    #[schemars(with = "i64")]
    pub table: TableId,
    /// Always `post` (the story thread's events are `event`).
    #[schemars(with = "PostKind")]
    pub kind: &'static str,
    /// Its thread.
    #[schemars(with = "crate::export::ThreadName")]
    pub thread: Thread,
    /// Its author as people know them: the seat's display name beside its part in the game ("Ana
    /// · Mastermind"), or (the table's owner without a seat) the account's name. Never an account
    /// id. The part is in the reader's language as the pages choose it (the `tablon_lang` cookie,
    /// else `Accept-Language`: "Ana · Mente maestra" for `es`); without either, in the game's own
    /// words, as the table's `seats[].name`.
    pub author: String,
    /// The seat it was written from.
    pub author_seat: Option<SeatId>,
    /// Whether the reader wrote it (from their seat, or as the owner without one).
    pub yours: bool,
    /// The seat it whispers to (a group whisper's lowest seat).
    pub whisper_to: Option<SeatId>,
    /// The further seats a group whisper goes to.
    pub whisper_also: Vec<SeatId>,
    /// The post it replies to.
    #[schemars(with = "Option<i64>")]
    pub reply_to: Option<PostId>,
    /// The seats it addresses ([`addressed`]): mentioned, replied to, whispered to.
    pub addressed: Vec<SeatId>,
    /// Its Markdown source.
    pub body: String,
    /// Its sanitised HTML.
    pub html: SafeHtml,
    /// When it was written (Unix ms).
    pub at: i64,
    /// When it was last edited (Unix ms).
    pub edited_at: Option<i64>,
    /// The roll of its dice box, verifiable like the rules' rolls.
    pub roll: Option<Box<crate::rolls::Roll>>,
    /// The images it shows, in order (each readable only by the post's readers).
    pub images: Vec<PostImage>,
    /// Its author seat's portrait, the thumbnail's address (none: the pages draw initials).
    pub author_portrait: Option<String>,
}

/// An image of a post, as its readers get it: where to fetch it and its thumbnail.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct PostImage {
    /// Its id.
    #[schemars(with = "i64")]
    pub id: store::ImageId,
    /// The image (`GET`, the post's readers only).
    pub url: String,
    /// Its thumbnail, at most 320 pixels a side.
    pub thumb_url: String,
    /// `image/png` or `image/jpeg`.
    pub mime: String,
    /// Its size in pixels.
    pub width: u32,
    /// Its size in pixels.
    pub height: u32,
    /// Its thumbnail's size in pixels.
    pub thumb_width: u32,
    /// Its thumbnail's size in pixels.
    pub thumb_height: u32,
}

impl PostImage {
    /// The image `r` as a reader gets it (its address is this origin's: `img-src 'self'`).
    pub fn of(r: &store::ImageRecord) -> PostImage {
        let url = crate::routes::fill(crate::routes::api::TABLE_IMAGE, &[&r.table.0, &r.id.0]);
        PostImage {
            id: r.id,
            thumb_url: format!("{url}/thumb"),
            url,
            mime: r.mime.clone(),
            width: r.width,
            height: r.height,
            thumb_width: r.thumb_width,
            thumb_height: r.thumb_height,
        }
    }
}

/// `post`, for the schema.
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
#[allow(dead_code)]
enum PostKind {
    /// A post.
    Post,
}

/// `event`, for the schema.
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
#[allow(dead_code)]
enum EventKind {
    /// An event.
    Event,
}

/// Who wrote the posts of one table, as its readers see them, and the rolls of their dice boxes.
struct Authors {
    names: Names,
    /// `names` with the parts in the reader's language: what `author` says.
    labels: Names,
    users: std::collections::HashMap<UserId, String>,
    rolls: Vec<store::StoredRoll>,
    /// The revealed seeds, by commitment: a post's roll is checked once its seed is out.
    revealed: std::collections::HashMap<String, String>,
    /// The images of the table's posts, by post (handed only with a post its reader may read).
    images: std::collections::HashMap<PostId, Vec<PostImage>>,
    /// The seats' portraits.
    portraits: std::collections::HashMap<SeatId, PostImage>,
}

impl Authors {
    async fn of(state: &AppState, access: &Access, caller: &Caller) -> Result<Authors, AppError> {
        let rolls = state.db().post_rolls(access.id()).await?;
        let revealed = match rolls.is_empty() {
            true => Default::default(),
            false => state
                .db()
                .commitments(access.id())
                .await?
                .into_iter()
                .filter_map(|c| Some((c.commitment, c.revealed_seed?)))
                .collect(),
        };
        let names = crate::names::of(state, access).await?;
        let mut images: std::collections::HashMap<PostId, Vec<PostImage>> = Default::default();
        for image in state.db().post_images(access.id()).await? {
            if let Some(post) = image.post {
                images.entry(post).or_default().push(PostImage::of(&image));
            }
        }
        Ok(Authors {
            portraits: crate::portraits::of(state, access.id()).await?,
            images,
            labels: crate::names::for_reader(state, &caller.language, &names),
            names,
            users: std::collections::HashMap::new(),
            rolls,
            revealed,
        })
    }

    /// The roll of post `id`'s dice box, with its verdict once its seed is revealed.
    fn roll(&self, state: &AppState, id: PostId) -> Option<Box<crate::rolls::Roll>> {
        let r = self.rolls.iter().find(|r| r.post == Some(id))?;
        // An imported roll is verified by the seed its exporting server had revealed.
        let seed = if r.imported { r.carried_seed.as_ref() } else { self.revealed.get(&r.record.commitment) };
        let verdict =
            seed.and_then(|seed| dice::ServerSeed::from_hex(seed).ok()).map(|seed| r.record.verify(&seed));
        Some(Box::new(crate::rolls::Roll::stored(state, r, None, verdict)))
    }

    /// The seat's label, or the account's name for a post written without a seat.
    async fn name(&mut self, state: &AppState, p: &PostRecord) -> Result<String, AppError> {
        match (p.author_seat, p.author_user) {
            (Some(seat), _) => Ok(self.labels.label(seat)),
            (None, Some(user)) => {
                if let Some(name) = self.users.get(&user) {
                    return Ok(name.clone());
                }
                let name = state.db().user(user).await?.username;
                self.users.insert(user, name.clone());
                Ok(name)
            }
            (None, None) => Ok(String::new()),
        }
    }
}

/// Whether `p` was written by the caller: from its seat, or by its account without a seat.
fn written_by(access: &Access, caller: &Caller, p: &PostRecord) -> bool {
    match (p.author_seat, p.author_user) {
        (Some(seat), _) => access.seat == Some(seat),
        (None, Some(user)) => caller.user == Some(user),
        (None, None) => false,
    }
}

impl Post {
    async fn of(
        state: &AppState,
        access: &Access,
        caller: &Caller,
        authors: &mut Authors,
        p: PostRecord,
        replied: Option<&PostRecord>,
    ) -> Result<Post, AppError> {
        Ok(Post {
            id: p.id,
            table: p.table,
            kind: "post",
            thread: p.thread,
            author: authors.name(state, &p).await?,
            yours: written_by(access, caller, &p),
            author_seat: p.author_seat,
            whisper_to: p.whisper_to,
            whisper_also: p.whisper_also.clone(),
            // Only a reply to a post this reader may read says which.
            reply_to: replied.map(|r| r.id),
            addressed: addressed(&authors.names, &p, replied),
            html: render_markdown(&p.body),
            body: p.body,
            at: p.created_at,
            edited_at: p.edited_at,
            roll: authors.roll(state, p.id),
            images: authors.images.get(&p.id).cloned().unwrap_or_default(),
            author_portrait: p
                .author_seat
                .and_then(|s| authors.portraits.get(&s))
                .map(|i| i.thumb_url.clone()),
        })
    }
}

/// A game event in the story thread, as a system post (rendered from the event as redacted for
/// its reader).
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct EventPost {
    /// Always `event`.
    #[schemars(with = "EventKind")]
    pub kind: &'static str,
    /// Always `story`.
    #[schemars(with = "crate::export::ThreadName")]
    pub thread: Thread,
    /// The event's place in the log.
    pub seq: u64,
    /// The seat whose command made it.
    pub seat: Option<SeatId>,
    /// Its text, sanitised HTML.
    pub html: SafeHtml,
    /// When it was committed (Unix ms).
    pub at: i64,
}

/// One item of a thread: a post, or (in the story thread) a game event.
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
#[serde(untagged)]
pub enum ThreadItem {
    /// A post.
    Post(Post),
    /// A game event.
    Event(EventPost),
}

impl ThreadItem {
    fn at(&self) -> i64 {
        match self {
            ThreadItem::Post(p) => p.at,
            ThreadItem::Event(e) => e.at,
        }
    }
}

/// The posts a caller may read (`GET /api/tables/{id}/posts`).
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct PostList {
    /// Oldest first.
    pub posts: Vec<ThreadItem>,
}

/// A new post.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct NewPostRequest {
    /// `story` or `talk`.
    #[schemars(with = "crate::export::ThreadName")]
    pub thread: Thread,
    /// Markdown.
    pub body: String,
    /// Whom to whisper to: a seat, or a group of seats (`[2, 3]`), any but the writer's own. Only
    /// they and the writer read the whisper (and the game master, at a table opened with
    /// `gm_reads_whispers`).
    pub whisper_to: Option<WhisperTo>,
    /// The id of a post of this table, readable by the writer, that this one replies to.
    #[serde(default)]
    pub reply_to: Option<i64>,
    /// Dice to throw with the post (a seat's post only): shown inside it and verifiable like the
    /// rules' rolls. The post's text may then be empty.
    #[serde(default)]
    pub dice: Option<DiceBox>,
    /// The images it carries (sent as the `image` files of a `multipart/form-data` body, never in
    /// JSON). The post's text may then be empty.
    #[serde(skip)]
    #[schemars(skip)]
    pub images: Vec<crate::images::Upload>,
}

/// Whom a whisper goes to.
#[derive(Clone, Debug, Deserialize, schemars::JsonSchema)]
#[serde(untagged)]
pub enum WhisperTo {
    /// One seat.
    Seat(u8),
    /// A group of seats (seats 0 to 62).
    Group(Vec<u8>),
}

impl WhisperTo {
    /// The seats, in seat order, each once.
    pub fn seats(&self) -> Vec<SeatId> {
        let mut seats: Vec<SeatId> = match self {
            WhisperTo::Seat(s) => vec![SeatId(*s)],
            WhisperTo::Group(g) => g.iter().map(|s| SeatId(*s)).collect(),
        };
        seats.sort();
        seats.dedup();
        seats
    }
}

/// A roll outside the rules engine, from the post form's dice box.
#[derive(Clone, Debug, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct DiceBox {
    /// Dice notation the `dice` crate reads (`2d6+1`, `d20`, `d6+d8-1`), 1 to
    /// [`MAX_POST_DICE`] dice.
    pub notation: String,
    /// What the roll is for, 1 to [`MAX_DICE_LABEL`] characters on one line.
    pub label: String,
}

/// The most dice one post throws.
pub const MAX_POST_DICE: usize = 100;

/// The longest label of a post's roll, in characters.
pub const MAX_DICE_LABEL: usize = 80;

impl DiceBox {
    /// The notation read and the label checked; a clear 400 else.
    pub(crate) fn checked(&self) -> Result<(dice::Notation, String, String), AppError> {
        let text = self.notation.trim();
        let notation: dice::Notation = text.parse().map_err(|e: dice::DiceError| {
            AppError::bad("post.dice", format!("\"{text}\" is not dice notation ({e}): write it like 2d6+1"))
        })?;
        if notation.dice().is_empty() || notation.dice().len() > MAX_POST_DICE {
            return Err(AppError::bad("post.dice", format!("a post throws 1 to {MAX_POST_DICE} dice")));
        }
        let label = self.label.trim();
        crate::text::check("the roll's label", label)?;
        if label.is_empty() || label.chars().count() > MAX_DICE_LABEL || label.contains(['\n', '\r']) {
            return Err(AppError::bad(
                "post.dice_label",
                format!("a roll's label says what it is for in 1 to {MAX_DICE_LABEL} characters on one line"),
            ));
        }
        Ok((notation, text.to_owned(), label.to_owned()))
    }
}

/// The text of a post checked: 1 to the most characters (none needed with something else to show:
/// a roll, an image).
fn check_body(state: &AppState, body: &str, shows_more: bool) -> Result<(), AppError> {
    let n = body.chars().count();
    let max = state.config().max_post_chars;
    if (body.trim().is_empty() && !shows_more) || n > max {
        return Err(AppError::bad("post.length", format!("a post has 1 to {max} characters")));
    }
    crate::text::check("the post", body)
}

/// Writes a post (seats, and the owner in the public threads).
pub async fn create(
    state: &AppState,
    caller: &Caller,
    table: TableId,
    req: NewPostRequest,
) -> Result<Post, AppError> {
    let access = access(state, caller, table).await?;
    if access.seat.is_none() && !access.owner {
        return Err(AppError::forbidden("post.not_seated", "only the table's seats and owner may post"));
    }
    check_body(state, &req.body, req.dice.is_some() || !req.images.is_empty())?;
    let limits = state.config().images;
    limits.check_count(req.images.len())?;
    let dice_box = match &req.dice {
        None => None,
        Some(d) => {
            let seat = access.require_seat()?;
            Some((seat, d.checked()?))
        }
    };
    let whisper = req.whisper_to.as_ref().map(WhisperTo::seats).unwrap_or_default();
    if req.whisper_to.is_some() {
        let seat = access.require_seat()?;
        if whisper.is_empty() || whisper.contains(&seat) {
            return Err(AppError::bad("post.whisper", "a whisper goes to other seats than your own"));
        }
        if whisper.len() > 1 && whisper.iter().any(|s| s.0 > store::MAX_GROUP_SEAT) {
            return Err(AppError::bad(
                "post.whisper_group",
                format!("a group whisper goes to seats 0 to {}", store::MAX_GROUP_SEAT),
            ));
        }
        for &to in &whisper {
            state.db().seat(access.id(), to).await?;
        }
    }
    let replied = match req.reply_to {
        None => None,
        Some(id) => Some(replied_post(state, &access, PostId(id)).await?),
    };
    let new = NewPost {
        table: access.id(),
        thread: req.thread,
        author_user: caller.user,
        author_seat: access.seat,
        whisper_to: whisper.first().copied(),
        whisper_also: whisper.iter().skip(1).copied().collect(),
        reply_to: replied.as_ref().map(|r| r.id),
        body: req.body,
        written_at: None,
        images: Vec::new(),
    };
    // Writing is being at the table (before the post, whose mails are worked out knowing it).
    if let Some(seat) = access.seat {
        crate::pacing::present(state, access.id(), seat).await?;
    }
    // The images are part of the request: the same key with other images is another request.
    let digests: Vec<String> = req.images.iter().map(crate::images::Upload::digest).collect();
    let once = Once::new(
        caller.idempotency_key.as_deref(),
        caller.writer(access.seat, access.id()),
        &format!("post {}", access.id().0),
        &(&new.thread, &new.body, &whisper, new.reply_to.map(|r| r.0), &req.dice, &digests),
    );
    if let Some(first) = written_before(state, once.as_ref()).await? {
        return again(state, &access, caller, first).await;
    }
    // Decoded and written again before anything is stored: a refused image refuses the post.
    let mut new = new;
    new.images = crate::images::prepare_all(req.images, limits).await?;
    let written = match dice_box {
        None => match &once {
            None => state.db().add_post(&new).await,
            Some(once) => state.db().add_post_once(&new, None, &once.record(state, String::new())).await,
        },
        Some((seat, (notation, text, label))) => {
            // Under the table's lock, so the seed is not revealed while it rolls; a fresh random
            // client seed of the writer's seat, so the roll is the seat's and its address unguessable.
            let mut e = access.slot.entry.lock().await;
            let (_, seed) = crate::play::ensure_dice(state, access.id(), &mut e).await?;
            let client_seed = format!("s{}:post-{}", seat.0, &store::new_token()[..16]);
            let mut roller = dice::VerifiableRoller::new(seed, client_seed, 0);
            dice::DiceSource::roll(&mut roller, &notation.dice());
            let Some(record) = roller.take_records().pop() else {
                return Err(AppError::internal("post roll", &std::io::Error::other("no roll was recorded")));
            };
            let roll = store::PostRoll { record, label, notation: text };
            match &once {
                None => state.db().add_post_with_roll(&new, &roll).await,
                Some(once) => {
                    state.db().add_post_once(&new, Some(&roll), &once.record(state, String::new())).await
                }
            }
        }
    };
    let post = match written {
        Err(store::StoreError::Duplicate(store::Entity::IdempotencyKey)) => {
            // Written by another request with this key meanwhile: its answer.
            let first = written_before(state, once.as_ref()).await?.ok_or(AppError::Internal)?;
            return again(state, &access, caller, first).await;
        }
        written => written?,
    };
    if once.is_some() {
        crate::idempotency::fault_after_commit();
    }
    let mut authors = Authors::of(state, &access, caller).await?;
    let post = Post::of(state, &access, caller, &mut authors, post, replied.as_ref()).await?;
    Ok(post)
}

/// The post an earlier write under the same key wrote, if there was one.
async fn written_before(state: &AppState, once: Option<&Once>) -> Result<Option<PostId>, AppError> {
    let Some(once) = once else { return Ok(None) };
    once.earlier(state).await?.map(|first| first.post.ok_or(crate::idempotency::reused())).transpose()
}

/// The post a resent write wrote, as its reader gets it now (nothing is written or mailed again).
async fn again(state: &AppState, access: &Access, caller: &Caller, id: PostId) -> Result<Post, AppError> {
    let post = state.db().post(id).await?;
    let replied = match post.reply_to {
        Some(r) => state.db().post(r).await.ok().filter(|q| may_read(access, q)),
        None => None,
    };
    Post::of(state, access, caller, &mut Authors::of(state, access, caller).await?, post, replied.as_ref())
        .await
}

/// The post a new one replies to: one of this table the writer may read, else 400 (a whisper
/// the writer cannot read is not revealed to exist).
async fn replied_post(state: &AppState, access: &Access, id: PostId) -> Result<PostRecord, AppError> {
    let refused =
        || AppError::bad("post.reply_to", "reply_to is the id of a post of this table that you can read");
    match state.db().post(id).await {
        Ok(p) if p.table == access.id() && may_read(access, &p) => Ok(p),
        Ok(_) | Err(store::StoreError::NotFound(_)) => Err(refused()),
        Err(e) => Err(e.into()),
    }
}

/// `?thread=story|talk&after=ID&events=true&last=N`.
#[derive(Deserialize)]
pub struct ListQuery {
    /// One thread (both by default).
    pub thread: Option<Thread>,
    /// Only posts after this id.
    pub after: Option<i64>,
    /// In the story thread, include the game's events as system posts (default true).
    pub events: Option<bool>,
    /// Only the newest this many posts (at most 1000): a long thread opens at its end.
    pub last: Option<u32>,
}

/// The posts the caller may read, oldest first; the story thread interleaves the game's events
/// (redacted for the caller) as system posts.
pub async fn list(
    state: &AppState,
    caller: &Caller,
    table: TableId,
    q: ListQuery,
) -> Result<PostList, AppError> {
    let access = access(state, caller, table).await?;
    let posts = state
        .db()
        .posts(
            access.id(),
            PostQuery {
                thread: q.thread,
                reader: reader_of(&access),
                after: q.after.map(PostId),
                limit: q.last.map_or(500, |n| n.min(1000)),
                newest: q.last.is_some(),
            },
        )
        .await?;
    let mut authors = Authors::of(state, &access, caller).await?;
    let mut items: Vec<ThreadItem> = Vec::with_capacity(posts.len());
    for p in &posts {
        let replied = match p.reply_to {
            Some(r) => match posts.iter().find(|q| q.id == r) {
                Some(q) => Some(q.clone()),
                None => state.db().post(r).await.ok().filter(|q| may_read(&access, q)),
            },
            None => None,
        };
        items.push(ThreadItem::Post(
            Post::of(state, &access, caller, &mut authors, p.clone(), replied.as_ref()).await?,
        ));
    }
    let with_events = q.events.unwrap_or(true) && q.thread != Some(Thread::Talk) && q.after.is_none();
    if with_events {
        let viewer: Viewer = access.viewer();
        let (events, _) = redacted_events(state, access.slot.kind, access.id(), 0, viewer).await?;
        for e in events {
            items.push(ThreadItem::Event(EventPost {
                kind: "event",
                thread: Thread::Story,
                seq: e.seq,
                seat: e.seat,
                html: render_markdown(&event_markdown(&e.event.0)),
                at: e.at,
            }));
        }
    }
    items.sort_by_key(ThreadItem::at);
    Ok(PostList { posts: items })
}

async fn readable_post(
    state: &AppState,
    caller: &Caller,
    id: PostId,
) -> Result<(Access, PostRecord), AppError> {
    let post = state.db().post(id).await?;
    let access = access(state, caller, post.table).await.map_err(|_| AppError::NotFound("post"))?;
    if !may_read(&access, &post) {
        return Err(AppError::NotFound("post"));
    }
    Ok((access, post))
}

/// A new text for a post.
#[derive(Deserialize, schemars::JsonSchema)]
pub struct EditRequest {
    /// Markdown.
    pub body: String,
}

/// Its author edits a post within the grace period.
pub async fn edit(state: &AppState, caller: &Caller, id: PostId, req: EditRequest) -> Result<Post, AppError> {
    let (access, post) = readable_post(state, caller, id).await?;
    if !written_by(&access, caller, &post) {
        return Err(AppError::forbidden("post.not_author", "only a post's author may edit it"));
    }
    let once = Once::new(
        caller.idempotency_key.as_deref(),
        caller.writer(access.seat, access.id()),
        &format!("edit {}", post.id.0),
        &req.body,
    );
    // A resend is answered even after the grace period: it changes nothing.
    if written_before(state, once.as_ref()).await?.is_some() {
        return again(state, &access, caller, post.id).await;
    }
    if state.now_ms() - post.created_at > state.config().edit_grace_ms {
        return Err(AppError::forbidden(
            "post.grace_over",
            format!(
                "posts may be edited for {} minutes after writing",
                state.config().edit_grace_ms / 60_000
            ),
        ));
    }
    let with_dice = state.db().post_rolls(access.id()).await?.iter().any(|r| r.post == Some(post.id));
    check_body(state, &req.body, with_dice)?;
    let edited = match &once {
        None => state.db().edit_post(post.id, &req.body).await,
        Some(o) => state.db().edit_post_once(post.id, &req.body, &o.record(state, String::new())).await,
    };
    match edited {
        // Edited by another request with this key meanwhile.
        Err(store::StoreError::Duplicate(store::Entity::IdempotencyKey)) => {
            return again(state, &access, caller, post.id).await;
        }
        edited => edited?,
    };
    if once.is_some() {
        crate::idempotency::fault_after_commit();
    }
    again(state, &access, caller, post.id).await
}

/// One text a post has had.
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct Revision {
    /// Its number, from 1.
    pub rev: u32,
    /// Its Markdown source.
    pub body: String,
    /// Its sanitised HTML.
    pub html: SafeHtml,
    /// When it was written (Unix ms).
    pub at: i64,
}

/// Every text a post has had (`GET /api/posts/{post}/history`).
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct PostHistory {
    /// The post.
    #[schemars(with = "i64")]
    pub post: PostId,
    /// Its texts, oldest first.
    pub revisions: Vec<Revision>,
}

/// Every text the post has had.
pub async fn history(state: &AppState, caller: &Caller, id: PostId) -> Result<PostHistory, AppError> {
    let (_, post) = readable_post(state, caller, id).await?;
    let revisions = state
        .db()
        .post_history(post.id)
        .await?
        .into_iter()
        .map(|r| Revision { rev: r.rev, html: render_markdown(&r.body), body: r.body, at: r.written_at })
        .collect();
    Ok(PostHistory { post: post.id, revisions })
}

/// The JSON routes: extract, call the service, answer.
pub mod http {
    use crate::path::Path;
    use axum::Json;
    use axum::extract::{Query, Request, State};
    use axum::http::StatusCode;
    use axum::response::{IntoResponse, Response};
    use store::{PostId, TableId};

    use super::{EditRequest, ListQuery, NewPostRequest, Post, PostHistory, PostList};
    use crate::auth::Caller;
    use crate::{AppError, AppState};

    /// `POST /api/tables/{id}/posts`: JSON, or `multipart/form-data` with the post's JSON in the
    /// field `post` and its images as `image` files.
    pub async fn create(
        State(state): State<AppState>,
        caller: Caller,
        Path(id): Path<i64>,
        request: Request,
    ) -> Result<Response, Response> {
        let req = read_request(&state, request).await?;
        let post =
            super::create(&state, &caller, TableId(id), req).await.map_err(IntoResponse::into_response)?;
        Ok((StatusCode::CREATED, Json(post)).into_response())
    }

    /// A new post's request, from JSON or from a multipart body with its images
    /// ([`crate::images::json_with_images`]).
    async fn read_request(state: &AppState, request: Request) -> Result<NewPostRequest, Response> {
        let limits = state.config().images;
        let (mut req, images): (NewPostRequest, _) =
            crate::images::json_with_images(state, request, "post", limits).await?;
        req.images = images;
        Ok(req)
    }

    /// `GET /api/tables/{id}/posts`.
    pub async fn list(
        State(state): State<AppState>,
        caller: Caller,
        Path(id): Path<i64>,
        Query(q): Query<ListQuery>,
    ) -> Result<Json<PostList>, AppError> {
        super::list(&state, &caller, TableId(id), q).await.map(Json)
    }

    /// `PUT /api/posts/{post}`.
    pub async fn edit(
        State(state): State<AppState>,
        caller: Caller,
        Path(id): Path<i64>,
        Json(req): Json<EditRequest>,
    ) -> Result<Json<Post>, AppError> {
        super::edit(&state, &caller, PostId(id), req).await.map(Json)
    }

    /// `GET /api/posts/{post}/history`.
    pub async fn history(
        State(state): State<AppState>,
        caller: Caller,
        Path(id): Path<i64>,
    ) -> Result<Json<PostHistory>, AppError> {
        super::history(&state, &caller, PostId(id)).await.map(Json)
    }
}
