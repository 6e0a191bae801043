//! Export and import of a table.
//!
//! `GET /api/tables/{id}/export` gives a JSON document ([`Export`]) with the table's game, title and
//! public options (spectators, maximum wait, AI seats, deduction assistant; not the webhook URL,
//! a secret), its config only when the exporter may see it (the owner or seat 0), the events
//! as the exporter sees them (redacted for its viewer), the posts it may read (whispers only its
//! own, as in the threads) with their images, the handouts it may see and the seats' portraits
//! (images base64; one post with images, one handout, one portrait a page of the stream).
//!
//! A table can only be rebuilt from its whole log, so an export is **complete** when the exporter
//! saw every event unredacted: the owner holding no seat, or any exporter whose redaction left
//! every event of this log unchanged (GenreFuzzion's public table for instance) and who may see the
//! config (seat 0). Tragedy Looper's Mastermind is not such an exporter once the Protagonists have
//! placed a card: their faces are hidden from her until step 4 reveals them. Only
//! a complete export can be imported; a Protagonist's export is a faithful record of what it saw
//! and holds nothing more.
//!
//! `POST /api/tables/import` checks the document before writing anything: a known game, the
//! game's event version, sequence numbers 1, 2, … without gaps, seats the game has, every event a
//! well-formed event of the game that folds (in order) from an empty state, a config the game
//! accepts, and posts within the limits. It then opens a new table (the importer becomes its
//! owner), writes the events with their times ([`Store::import_events`]), commits to a fresh dice
//! seed for what follows, writes the posts, and answers with a fresh invitation link per seat
//! not played by the server (shown once). AI seats and the assistant are checked as a new table's
//! options are ([`crate::ai::check_options`]), and an AI seat the log waits on plays at once. The rules' rolls of the old server are not carried
//! over (they stay verifiable there); the posts' dice box rolls are, each with the seed the old
//! server had revealed by the export, if it had, which verifies it here (an import refuses a roll
//! its seed does not recompute).

use dice::{ServerSeed, VerifiableRoller};
use engine::SeatId;
use games::{AnyState, GameKind};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use store::{
    ImportedRoll, NewHandout, NewPost, NewSeat, NewTable, PostQuery, Store, StoredEvent, TableId,
    TableOptions, Thread, TokenHash, new_token,
};

use crate::auth::Caller;
use crate::idempotency::Once;
use crate::play::access;
use crate::tables::Invitation;
use crate::{AppError, AppState};

/// The largest export `POST /api/tables/import` takes (a table played for months with its posts
/// outgrows the API's general body limit).
pub const MAX_IMPORT_BYTES: usize = 32 * 1024 * 1024;

/// The export format's name.
pub const FORMAT: &str = "tablon-table-export";

/// The format version exports are written in: 2 added `ai_seats` and `assistant`. Version 1
/// documents (without them) still import, as tables without AI seats or assistant.
pub const VERSION: u32 = 2;

/// An exported table.
#[derive(Clone, Debug, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Export {
    /// Always [`FORMAT`].
    pub format: String,
    /// The format's version ([`VERSION`]; 1 is still read).
    pub version: u32,
    /// The game's identifier.
    pub game: String,
    /// The game's event format version.
    pub event_version: u16,
    /// The table's title.
    pub title: String,
    /// The game's config; absent when the exporter may not see it.
    #[serde(default)]
    pub config: Option<Value>,
    /// Whether spectators were allowed.
    #[serde(default)]
    pub spectators: bool,
    /// The maximum wait for a move, in seconds.
    #[serde(default)]
    pub max_wait_secs: Option<i64>,
    /// Seats the server plays itself (an AI: Tragedy Looper's Mastermind, `[0]`); an imported
    /// table keeps them (they get no invitation link). Absent (none) in version 1.
    #[serde(default)]
    pub ai_seats: Vec<u8>,
    /// Whether the Protagonists have the deduction assistant (Tragedy Looper); an imported table
    /// keeps it. Absent (off) in version 1.
    #[serde(default)]
    pub assistant: bool,
    /// Whether the game master reads the whispers between players; an imported table keeps it.
    /// Absent (off) before it existed.
    #[serde(default)]
    pub gm_reads_whispers: bool,
    /// The name each seat's holder chose, beside its part as the game names it; an imported table
    /// keeps the chosen names. Absent (none) before they existed.
    #[serde(default)]
    pub names: Vec<ExportedName>,
    /// Whether the events are the whole log, unredacted (only then can it be imported).
    pub complete: bool,
    /// The events as the exporter saw them, in order.
    pub events: Vec<ExportedEvent>,
    /// The posts the exporter could read, oldest first.
    pub posts: Vec<ExportedPost>,
    /// The handouts the exporter could see, oldest first (the game master's export holds them
    /// all). Absent (none) before handouts existed.
    #[serde(default)]
    pub handouts: Vec<ExportedHandout>,
    /// The seats' portraits. Absent (none) before portraits existed.
    #[serde(default)]
    pub portraits: Vec<ExportedPortrait>,
    /// When it was exported (Unix ms).
    pub exported_at: i64,
}

/// One event of an export.
#[derive(Clone, Debug, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ExportedEvent {
    /// Its place in the log, from 1.
    pub seq: u64,
    /// The seat whose command produced it (none for the set-up).
    pub seat: Option<u8>,
    /// The game's event.
    pub event: Value,
    /// When it was committed (Unix ms).
    pub at: i64,
}

/// A seat's names in an export.
#[derive(Clone, Debug, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ExportedName {
    /// The seat.
    pub seat: u8,
    /// The name its holder chose, if any.
    pub display: Option<String>,
    /// Its part for readers of the file (not imported): in the language the request asks for
    /// where the pages speak it, in its holder's gender ("Directora"), else as the game names it
    /// ("Mastermind").
    #[serde(default)]
    pub part: String,
    /// The grammatical gender its holder chose for the words about the seat, if any; an imported
    /// table keeps it. Absent (none) before it existed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub gender: Option<crate::names::Gender>,
}

/// One post of an export.
#[derive(Clone, Debug, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ExportedPost {
    /// Its number in this export (its id on the exporting server), which replies name. Absent
    /// before replies were exported.
    #[serde(default)]
    pub id: Option<i64>,
    /// The `id` of the earlier post of this export it replies to (a reply to a post the exporter
    /// could not read is exported as a plain post).
    #[serde(default)]
    pub reply_to: Option<i64>,
    /// `story` or `talk`.
    #[schemars(with = "ThreadName")]
    pub thread: Thread,
    /// The seat it was written from.
    pub author_seat: Option<u8>,
    /// The seat it whispers to.
    pub whisper_to: Option<u8>,
    /// The further seats a group whisper goes to. Absent (none) before groups existed.
    #[serde(default)]
    pub whisper_also: Vec<u8>,
    /// Its Markdown source (current text).
    pub body: String,
    /// When it was written (Unix ms).
    pub at: i64,
    /// The roll of its dice box, if it threw one. Absent before they were exported.
    #[serde(default)]
    pub roll: Option<ExportedRoll>,
    /// Its images, in order. Absent (none) before images were exported. An import takes each as
    /// an upload: within the server's limits, decoded and written again.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub images: Vec<ExportedImage>,
}

/// A handout in an export.
#[derive(Clone, Debug, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ExportedHandout {
    /// What it is called.
    pub title: String,
    /// Its Markdown text.
    pub body: String,
    /// The seats it was shown to (as the exporter knows them: a seat's export names its own).
    pub seats: Vec<u8>,
    /// Its image, if it has one.
    #[serde(default)]
    pub image: Option<ExportedImage>,
}

/// A seat's portrait in an export.
#[derive(Clone, Debug, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ExportedPortrait {
    /// The seat.
    pub seat: u8,
    /// Its picture.
    pub image: ExportedImage,
}

/// An image of a post in an export.
#[derive(Clone, Debug, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ExportedImage {
    /// `image/png` or `image/jpeg`.
    pub mime: String,
    /// The image, base64 (standard alphabet, padded).
    pub data: String,
}

/// A post's dice box roll in an export: enough to verify it anywhere once its seed is out.
#[derive(Clone, Debug, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ExportedRoll {
    /// What it is for, in its writer's words.
    pub label: String,
    /// The notation thrown ("2d6+1").
    pub notation: String,
    /// SHA-256 of the server seed it was thrown under (the exporting server's), hex.
    pub commitment: String,
    /// The roller's seed (`s<seat>:<seed>`).
    pub client_seed: String,
    /// The roll's number for this client seed under this commitment.
    pub index: u64,
    /// The dice thrown.
    pub dice: Vec<dice::Die>,
    /// The faces they showed.
    pub faces: Vec<u32>,
    /// The server seed, hex, when it was revealed by the export (never before: an unrevealed
    /// seed is the table's secret). An imported roll with its seed is verified at once; without
    /// it, only on the server it came from after its reveal.
    #[serde(default)]
    pub seed: Option<String>,
}

/// A thread's name, for the JSON Schema.
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
#[allow(dead_code)]
pub(crate) enum ThreadName {
    /// The story thread.
    Story,
    /// The table-talk thread.
    Talk,
}

/// Most exports one process streams at once: each holds a page of the log or of the posts at a
/// time, so memory is bounded by this many pages whatever the tables' size.
pub const MAX_IN_FLIGHT: usize = 4;

/// How long an export waits for its turn before the answer is 503 `server.busy`.
const WAIT_FOR_TURN: std::time::Duration = std::time::Duration::from_secs(60);

/// Events read and written per page.
const EVENTS_PER_PAGE: u32 = 1000;

/// Posts read and written per page (a post is up to 20,000 characters).
const POSTS_PER_PAGE: u32 = 50;

/// The fields of an export before its events, in the order [`Export`] has them.
#[derive(Serialize)]
struct Head<'a> {
    format: &'a str,
    version: u32,
    game: &'a str,
    event_version: u16,
    title: &'a str,
    config: Option<&'a Value>,
    spectators: bool,
    max_wait_secs: Option<i64>,
    ai_seats: Vec<u8>,
    assistant: bool,
    gm_reads_whispers: bool,
    names: Vec<ExportedName>,
}

/// One event as an export writes it: an [`ExportedEvent`] with the event's stored (or redacted)
/// text as it is.
#[derive(Serialize)]
struct EventOut<'a> {
    seq: u64,
    seat: Option<u8>,
    event: &'a serde_json::value::RawValue,
    at: i64,
}

/// Where a streamed export is.
enum Phase {
    /// Its head is next.
    Head,
    /// Its events after `after`.
    Events { after: u64 },
    /// Its posts after `after`.
    Posts { after: Option<store::PostId> },
    /// Its handouts from the `next`-th (one a page: each may hold an image).
    Handouts { next: usize },
    /// Its portraits from the `next`-th (one a page).
    Portraits { next: usize },
    /// Written.
    Done,
}

/// What an export stream carries from one page to the next.
struct Exporting {
    state: AppState,
    access: crate::play::Access,
    head: Vec<u8>,
    organiser: bool,
    sees_config: bool,
    reader: store::Reader,
    rolls: std::collections::HashMap<i64, ExportedRoll>,
    /// Whether every event so far was written as stored (nothing redacted away).
    unredacted: bool,
    /// The posts written so far, which a later reply may name.
    written: std::collections::HashSet<i64>,
    /// The images of the table's posts, by post, in order (their bytes are read as each post is
    /// written).
    images: std::collections::HashMap<i64, Vec<store::ImageId>>,
    /// The handouts the exporter sees, as it sees them.
    handouts: Vec<store::HandoutRecord>,
    /// The seats' portraits.
    portraits: Vec<(SeatId, store::ImageRecord)>,
    phase: Phase,
    /// Whether the current list has an item yet (a comma goes before the next).
    started: bool,
    _turn: tokio::sync::OwnedSemaphorePermit,
}

/// The table as the caller sees it (`GET /api/tables/{id}/export`), as a stream of JSON text in
/// the shape of [`Export`]: the log and the posts are read and written a page at a time, and at
/// most [`MAX_IN_FLIGHT`] exports are written at once (others wait for their turn), so exports
/// of any size take bounded memory. Access is checked before the first byte.
/// Everything is read from the replica when there is one (`tablon serve --database-replica`):
/// an export may lag behind the primary by the replica's delay (each page it reads is at least as
/// recent as the one before).
pub async fn export(state: &AppState, caller: &Caller, id: TableId) -> Result<axum::body::Body, AppError> {
    let access = access(state, caller, id).await?;
    let turn = tokio::time::timeout(WAIT_FOR_TURN, state.inner.exports.clone().acquire_owned())
        .await
        .map_err(|_| AppError::Busy { retry_after_secs: 30 })?
        .map_err(|_| AppError::Internal)?;
    let record = &access.slot.record;
    let kind = access.slot.kind;
    let organiser = access.owner && matches!(access.seat, None | Some(SeatId(0)));
    let sees_config = organiser || access.seat == Some(SeatId(0));
    // The posts' rolls with the seeds revealed so far (an imported roll's own, if it carried one).
    let revealed: std::collections::HashMap<String, String> = state
        .lagging_reads()
        .commitments(record.id)
        .await?
        .into_iter()
        .filter_map(|c| Some((c.commitment, c.revealed_seed?)))
        .collect();
    let mut rolls: std::collections::HashMap<i64, ExportedRoll> = std::collections::HashMap::new();
    for r in state.lagging_reads().post_rolls(record.id).await? {
        let (Some(post), Some(label), Some(notation)) = (r.post, r.label, r.notation) else { continue };
        let seed = match r.imported {
            true => r.carried_seed,
            false => revealed.get(&r.record.commitment).cloned(),
        };
        let rec = r.record;
        rolls.insert(
            post.0,
            ExportedRoll {
                label,
                notation,
                commitment: rec.commitment,
                client_seed: rec.client_seed,
                index: rec.index,
                dice: rec.dice,
                faces: rec.faces,
                seed,
            },
        );
    }
    let mut images: std::collections::HashMap<i64, Vec<store::ImageId>> = std::collections::HashMap::new();
    for image in state.lagging_reads().post_images(record.id).await? {
        if let Some(post) = image.post {
            images.entry(post.0).or_default().push(image.id);
        }
    }
    let handouts: Vec<store::HandoutRecord> = state
        .lagging_reads()
        .handouts(record.id)
        .await?
        .into_iter()
        .filter(|h| crate::handouts::may_see(&access, &h.seats))
        .map(|h| match access.moderator() {
            true => h,
            // Whom else it was shown to is the game master's to know.
            false => store::HandoutRecord { seats: access.seat.into_iter().collect(), ..h },
        })
        .collect();
    let portraits = state.lagging_reads().portraits(record.id).await?;
    let names = crate::names::of(state, &access).await?;
    let names = crate::names::for_reader(state, &caller.language, &names)
        .seats()
        .iter()
        .map(|n| ExportedName {
            seat: n.seat.0,
            display: n.display.clone(),
            part: n.role_name.clone(),
            gender: n.gender,
        })
        .collect();
    let head = Head {
        format: FORMAT,
        version: VERSION,
        game: kind.id(),
        event_version: kind.event_version(),
        title: &record.title,
        config: sees_config.then_some(&record.config),
        spectators: record.options.spectators,
        max_wait_secs: record.options.max_wait_secs,
        ai_seats: record.options.ai_seats.iter().map(|s| s.0).collect(),
        assistant: record.options.assistant,
        gm_reads_whispers: record.options.gm_reads_whispers,
        names,
    };
    let mut head = serde_json::to_vec(&head).map_err(|e| AppError::internal("export head", &e))?;
    head.pop(); // its closing brace: the events follow
    head.extend_from_slice(b",\"events\":[");
    let exporting = Exporting {
        state: state.clone(),
        reader: crate::posts::reader_of(&access),
        access,
        head,
        organiser,
        sees_config,
        rolls,
        unredacted: true,
        written: std::collections::HashSet::new(),
        images,
        handouts,
        portraits,
        phase: Phase::Head,
        started: false,
        _turn: turn,
    };
    let pages = futures_util::stream::unfold(exporting, |mut x| async move {
        match x.next_page().await {
            Ok(Some(bytes)) => Some((Ok(axum::body::Bytes::from(bytes)), x)),
            Ok(None) => None,
            Err(e) => {
                // The answer has begun: cutting it short is all that is left to say.
                x.phase = Phase::Done;
                Some((Err(std::io::Error::other(format!("the export stopped: {e}"))), x))
            }
        }
    });
    Ok(axum::body::Body::from_stream(pages))
}

impl Exporting {
    /// The next piece of the document, `None` once it is written.
    async fn next_page(&mut self) -> Result<Option<Vec<u8>>, AppError> {
        let id = self.access.id();
        match self.phase {
            Phase::Done => Ok(None),
            Phase::Handouts { next } => {
                let Some(h) = self.handouts.get(next).cloned() else {
                    self.phase = Phase::Portraits { next: 0 };
                    self.started = false;
                    return Ok(Some(b"],\"portraits\":[".to_vec()));
                };
                self.phase = Phase::Handouts { next: next + 1 };
                let image = match h.image {
                    Some(image) => Some(self.exported_image(image).await?),
                    None => None,
                };
                let item = ExportedHandout {
                    title: h.title,
                    body: h.body,
                    seats: h.seats.iter().map(|s| s.0).collect(),
                    image,
                };
                self.item(&item)
            }
            Phase::Portraits { next } => {
                let Some((seat, image)) = self.portraits.get(next).map(|(s, i)| (*s, i.id)) else {
                    self.phase = Phase::Done;
                    let tail = format!(
                        "],\"complete\":{},\"exported_at\":{}}}",
                        self.unredacted && self.sees_config,
                        self.state.now_ms()
                    );
                    return Ok(Some(tail.into_bytes()));
                };
                self.phase = Phase::Portraits { next: next + 1 };
                let item = ExportedPortrait { seat: seat.0, image: self.exported_image(image).await? };
                self.item(&item)
            }
            Phase::Head => {
                self.phase = Phase::Events { after: 0 };
                Ok(Some(std::mem::take(&mut self.head)))
            }
            Phase::Events { after } => {
                let page = self.state.lagging_reads().events_page(id, after, EVENTS_PER_PAGE).await?;
                let Some(last) = page.last().map(|e| e.seq) else {
                    self.phase = Phase::Posts { after: None };
                    self.started = false;
                    return Ok(Some(b"],\"posts\":[".to_vec()));
                };
                self.phase = Phase::Events { after: last };
                let mut out = Vec::new();
                let kind = self.access.slot.kind;
                for e in &page {
                    let redacted;
                    let event = if self.organiser {
                        &e.event
                    } else {
                        let seen = kind
                            .redact(&e.event, self.access.viewer())
                            .map_err(|err| AppError::internal("stored event", &err))?;
                        let same = |a: &serde_json::value::RawValue, b: &serde_json::value::RawValue| {
                            serde_json::from_str::<Value>(a.get()).ok()
                                == serde_json::from_str::<Value>(b.get()).ok()
                        };
                        self.unredacted &= seen.as_deref().is_some_and(|s| same(s, &e.event));
                        match seen {
                            Some(text) => {
                                redacted = text;
                                &redacted
                            }
                            None => continue,
                        }
                    };
                    self.comma(&mut out);
                    let item = EventOut { seq: e.seq, seat: e.seat.map(|s| s.0), event, at: e.created_at };
                    serde_json::to_writer(&mut out, &item)
                        .map_err(|err| AppError::internal("export", &err))?;
                }
                Ok(Some(out))
            }
            Phase::Posts { after } => {
                let query = PostQuery {
                    thread: None,
                    reader: self.reader,
                    after,
                    limit: POSTS_PER_PAGE,
                    newest: false,
                };
                let page = self.state.lagging_reads().posts(id, query).await?;
                let Some(last) = page.last().map(|p| p.id) else {
                    self.phase = Phase::Handouts { next: 0 };
                    self.started = false;
                    return Ok(Some(b"],\"handouts\":[".to_vec()));
                };
                self.phase = Phase::Posts { after: Some(last) };
                let mut out = Vec::new();
                let mut before = after;
                for p in page {
                    // A post with images is a page of its own: a page holds one post's images at
                    // most, whatever the posts around it carry.
                    let ids = self.images.remove(&p.id.0).unwrap_or_default();
                    if !ids.is_empty() && !out.is_empty() {
                        self.images.insert(p.id.0, ids);
                        self.phase = Phase::Posts { after: before };
                        break;
                    }
                    before = Some(p.id);
                    let mut images = Vec::with_capacity(ids.len());
                    for image in &ids {
                        images.push(self.exported_image(*image).await?);
                    }
                    self.written.insert(p.id.0);
                    // A reply names its post only where the exporter could read that post (as in
                    // the threads); a reply always follows its post.
                    let reply_to = p.reply_to.map(|r| r.0).filter(|r| self.written.contains(r));
                    let post = ExportedPost {
                        id: Some(p.id.0),
                        reply_to,
                        thread: p.thread,
                        author_seat: p.author_seat.map(|s| s.0),
                        whisper_to: p.whisper_to.map(|s| s.0),
                        whisper_also: p.whisper_also.iter().map(|s| s.0).collect(),
                        roll: self.rolls.remove(&p.id.0),
                        body: p.body,
                        at: p.created_at,
                        images,
                    };
                    self.comma(&mut out);
                    serde_json::to_writer(&mut out, &post)
                        .map_err(|err| AppError::internal("export", &err))?;
                    if !ids.is_empty() {
                        self.phase = Phase::Posts { after: Some(p.id) };
                        break;
                    }
                }
                Ok(Some(out))
            }
        }
    }

    /// An image as an export carries it.
    async fn exported_image(&self, id: store::ImageId) -> Result<ExportedImage, AppError> {
        use base64::Engine as _;
        let mime = self.state.lagging_reads().image(id).await?.mime;
        let bytes = self.state.lagging_reads().image_bytes(id, false).await?;
        Ok(ExportedImage { mime, data: base64::engine::general_purpose::STANDARD.encode(bytes) })
    }

    /// One item of the current list, after its comma.
    fn item(&mut self, item: &impl Serialize) -> Result<Option<Vec<u8>>, AppError> {
        let mut out = Vec::new();
        self.comma(&mut out);
        serde_json::to_writer(&mut out, item).map_err(|err| AppError::internal("export", &err))?;
        Ok(Some(out))
    }

    /// A comma before every item of a list but its first.
    fn comma(&mut self, out: &mut Vec<u8>) {
        if self.started {
            out.push(b',');
        }
        self.started = true;
    }
}

/// The earliest time an imported event may carry: 2020-01-01 (no table is older than Tablón).
const EARLIEST_MS: i64 = 1_577_836_800_000;

/// How far past this server's clock an exporting server's clock may have been.
const CLOCK_SKEW_MS: i64 = 5 * 60 * 1000;

fn refused(message: impl Into<String>) -> AppError {
    AppError::bad("import.invalid", message)
}

/// Checks an export and folds its log: the game, its state after the last event. `now_ms` is the
/// server's clock: no event may be later.
pub fn check(doc: &Export, max_post_chars: usize, now_ms: i64) -> Result<(GameKind, AnyState), AppError> {
    if doc.format != FORMAT || !(1..=VERSION).contains(&doc.version) {
        return Err(refused(format!(
            "not a table export this server reads: format must be \"{FORMAT}\", version 1 to {VERSION}"
        )));
    }
    if !doc.complete || doc.config.is_none() {
        return Err(AppError::bad(
            "import.incomplete",
            "this export holds only what its exporter could see; import an export made by the table's owner or seat 0 that holds the whole log and config",
        ));
    }
    let kind = GameKind::from_id(&doc.game).map_err(|e| AppError::bad("game.unknown", e.to_string()))?;
    // The same rules as a new table's options (the importer takes no seat).
    crate::ai::check_options(kind, &ai_seats(doc), doc.assistant, None)?;
    if doc.event_version != kind.event_version() {
        return Err(refused(format!(
            "the events are in {}'s format version {}, this server reads version {}",
            kind.id(),
            doc.event_version,
            kind.event_version()
        )));
    }
    let title = doc.title.trim();
    if title.is_empty() || title.chars().count() > 200 {
        return Err(AppError::bad("table.title", "a title has 1 to 200 characters"));
    }
    crate::text::check("the title", title)?;
    if let Some(w) = doc.max_wait_secs
        && !(60..=60 * 24 * 3600).contains(&w)
    {
        return Err(AppError::bad("table.max_wait", "max_wait_secs is between 60 and 5184000 (60 days)"));
    }
    if doc.events.is_empty() {
        return Err(refused("the log is empty: a table starts with its set-up events"));
    }
    // The config must be one the game accepts (its set-up is not compared: it rolled dice).
    let config = doc.config.as_ref().expect("checked above");
    crate::text::check_json("the config", config)?;
    let mut scratch = VerifiableRoller::new(ServerSeed::generate(), "import-check", 0);
    let started = kind.start(config, &mut scratch)?;
    // The seats a game starts with; more may join as it is played (GenreFuzzion's admitted
    // players), so each event's seat is checked against the seats before it.
    let mut seats: Vec<u8> = started.state.seats().iter().map(|s| s.seat.0).collect();
    let mut state = AnyState::new(kind);
    // Times as the live routes stamp them: none later than now, none before the one before.
    let latest = now_ms + CLOCK_SKEW_MS;
    let mut previous = 0;
    for (i, e) in doc.events.iter().enumerate() {
        let expected = i as u64 + 1;
        if e.seq != expected {
            return Err(refused(format!(
                "event {i} has seq {}, expected {expected}: the log must be whole and in order",
                e.seq
            )));
        }
        if let Some(s) = e.seat
            && !seats.contains(&s)
        {
            return Err(refused(format!("event {expected} names seat {s}, which this game does not have")));
        }
        if e.at < previous || e.at > latest || e.at < EARLIEST_MS {
            return Err(refused(format!(
                "event {expected} is dated {}: events are dated in order, from 2020 to now (Unix ms)",
                e.at
            )));
        }
        previous = e.at;
        crate::text::check_json(&format!("event {expected}"), &e.event)?;
        state
            .apply(&event_text(e))
            .map_err(|err| refused(format!("event {expected} is not a {} event: {err}", kind.id())))?;
        for s in state.seats() {
            if !seats.contains(&s.seat.0) {
                seats.push(s.seat.0);
            }
        }
    }
    let opened_at = doc.events.first().map_or(EARLIEST_MS, |e| e.at);
    let mut names: Vec<(SeatId, String)> = Vec::new();
    for n in &doc.names {
        if !seats.contains(&n.seat) {
            return Err(refused(format!("the names name seat {}, which this game does not have", n.seat)));
        }
        let Some(display) = n.display.as_deref() else { continue };
        let checked = crate::names::check_alone(display)?;
        let taken = names.iter().any(|(_, other)| crate::names::look(other) == crate::names::look(&checked));
        if taken || names.iter().any(|(s, _)| s.0 == n.seat) {
            return Err(AppError::bad("seat.name_taken", format!("two seats are named \"{checked}\"")));
        }
        names.push((SeatId(n.seat), checked));
    }
    let mut earlier: Vec<i64> = Vec::new();
    for (i, p) in doc.posts.iter().enumerate() {
        let bad_seat = [p.author_seat, p.whisper_to]
            .into_iter()
            .flatten()
            .chain(p.whisper_also.iter().copied())
            .any(|s| !seats.contains(&s));
        if !p.whisper_also.is_empty()
            && (p.whisper_to.is_none() || p.whisper_also.iter().any(|s| *s > store::MAX_GROUP_SEAT))
        {
            return Err(refused(format!("post {i}: a group whisper has whisper_to and seats 0 to 62")));
        }
        if bad_seat {
            return Err(refused(format!("post {i} names a seat this game does not have")));
        }
        // A whisper goes from a seat to other seats than its own, as the live route has it.
        if p.whisper_to.is_some()
            && (p.author_seat.is_none()
                || p.whisper_to == p.author_seat
                || p.whisper_also.iter().any(|s| Some(*s) == p.author_seat))
        {
            return Err(refused(format!("post {i}: a whisper goes from a seat to other seats than its own")));
        }
        if p.at < opened_at || p.at > latest {
            return Err(refused(format!(
                "post {i} is dated {}: a post is dated between the table's opening and now (Unix ms)",
                p.at
            )));
        }
        if let Some(r) = p.reply_to
            && !earlier.contains(&r)
        {
            return Err(refused(format!("post {i} replies to {r}, which is no earlier post of this export")));
        }
        if let Some(id) = p.id {
            if earlier.contains(&id) {
                return Err(refused(format!("post {i} repeats the id {id}")));
            }
            earlier.push(id);
        }
        // Empty is allowed: a post that was a dice box's roll alone.
        if p.body.chars().count() > max_post_chars {
            return Err(AppError::bad(
                "post.length",
                format!("post {i}: a post has at most {max_post_chars} characters"),
            ));
        }
        crate::text::check(&format!("post {i}"), &p.body)?;
        if let Some(r) = &p.roll {
            check_roll(i, p, r)?;
        }
    }
    Ok((kind, state))
}

/// The images of the `i`-th post of an import, taken as uploads are ([`crate::images::prepare_all`]).
async fn imported_images(
    state: &AppState,
    i: usize,
    p: &ExportedPost,
) -> Result<Vec<store::NewImage>, AppError> {
    use base64::Engine as _;
    let limits = state.config().images;
    limits.check_count(p.images.len())?;
    let mut uploads = Vec::with_capacity(p.images.len());
    for (n, image) in p.images.iter().enumerate() {
        let name = format!("post {i}, image {}", n + 1);
        let bytes = base64::engine::general_purpose::STANDARD
            .decode(image.data.as_bytes())
            .map_err(|_| refused(format!("{name}: its data is not base64")))?;
        uploads.push(crate::images::Upload::new(&name, bytes));
    }
    crate::images::prepare_all(uploads, limits).await
}

/// One image of an import, taken as an upload is.
async fn imported_image(
    state: &AppState,
    name: &str,
    image: &ExportedImage,
) -> Result<store::NewImage, AppError> {
    use base64::Engine as _;
    let bytes = base64::engine::general_purpose::STANDARD
        .decode(image.data.as_bytes())
        .map_err(|_| refused(format!("{name}: its data is not base64")))?;
    let limits = crate::images::ImageLimits { per_post: 1, ..state.config().images };
    let mut prepared =
        crate::images::prepare_all(vec![crate::images::Upload::new(name, bytes)], limits).await?;
    prepared.pop().ok_or(AppError::Internal)
}

/// The handouts of an import, checked as the game master's would be (a title, a text or an
/// image, seats the game has), their images taken as uploads. Their table is set when written.
async fn imported_handouts(
    state: &AppState,
    doc: &Export,
    seats: &[engine::SeatInfo],
) -> Result<Vec<NewHandout>, AppError> {
    let mut out = Vec::with_capacity(doc.handouts.len());
    for (i, h) in doc.handouts.iter().enumerate() {
        let title = h.title.trim();
        crate::text::check(&format!("handout {i}'s title"), title)?;
        crate::text::check(&format!("handout {i}"), &h.body)?;
        let titled = !title.is_empty()
            && title.chars().count() <= crate::handouts::MAX_TITLE
            && !title.contains(['\n', '\r']);
        let shown = !h.body.trim().is_empty() || h.image.is_some();
        if !titled || !shown || h.body.chars().count() > state.config().max_post_chars {
            return Err(refused(format!(
                "handout {i}: a handout has a title on one line, and a text or an image"
            )));
        }
        if let Some(s) =
            h.seats.iter().find(|s| !seats.iter().any(|i| i.seat.0 == **s) || **s > store::MAX_GROUP_SEAT)
        {
            return Err(refused(format!("handout {i} is shown to seat {s}, which the game has not")));
        }
        let image = match &h.image {
            Some(image) => Some(imported_image(state, &format!("handout {i}'s image"), image).await?),
            None => None,
        };
        let seats = h.seats.iter().map(|s| SeatId(*s)).collect();
        out.push(NewHandout {
            table: TableId(0),
            title: title.to_owned(),
            body: h.body.clone(),
            seats,
            image,
        });
    }
    Ok(out)
}

/// A post's roll as a dice box would have thrown it (its notation's dice, faces those dice can
/// show, a label), thrown by its post's seat, and verified by its seed where the export carries
/// one: an import never shows a roll as verified that its seed does not recompute.
fn check_roll(i: usize, p: &ExportedPost, r: &ExportedRoll) -> Result<(), AppError> {
    let bad = |why: String| AppError::bad("import.roll", format!("post {i}'s roll: {why}"));
    let dice_box = crate::posts::DiceBox { notation: r.notation.clone(), label: r.label.clone() };
    let (notation, _, _) = dice_box.checked()?;
    if notation.dice() != r.dice {
        return Err(bad(format!("its dice are not those of \"{}\"", r.notation)));
    }
    if r.faces.len() != r.dice.len() || r.faces.iter().zip(&r.dice).any(|(f, d)| *f < 1 || *f > d.sides()) {
        return Err(bad("its faces are not faces of its dice".into()));
    }
    if r.commitment.len() != 64 || !r.commitment.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(bad("a commitment is 64 hex digits".into()));
    }
    if p.author_seat.is_none() || crate::rolls::seat_of(&r.client_seed) != p.author_seat.map(SeatId) {
        return Err(bad("a post's roll is its seat's (client seed s<seat>:…)".into()));
    }
    crate::text::check(&format!("post {i}'s roll"), &r.client_seed)?;
    if let Some(seed) = &r.seed {
        let seed = ServerSeed::from_hex(seed).map_err(|_| bad("its seed is not hex".into()))?;
        let record = roll_record(r);
        if record.verify(&seed) != dice::Verdict::Verified {
            return Err(bad("it does not verify with its seed (the seed or the faces are wrong)".into()));
        }
    }
    Ok(())
}

/// An exported roll as the dice crate records it.
fn roll_record(r: &ExportedRoll) -> dice::RollRecord {
    dice::RollRecord {
        commitment: r.commitment.to_ascii_lowercase(),
        client_seed: r.client_seed.clone(),
        index: r.index,
        dice: r.dice.clone(),
        faces: r.faces.clone(),
    }
}

/// The export's AI seats, typed.
fn ai_seats(doc: &Export) -> Vec<SeatId> {
    doc.ai_seats.iter().map(|s| SeatId(*s)).collect()
}

/// An exported event as the store keeps it: compact JSON text, as the value was written.
fn event_text(e: &ExportedEvent) -> Box<serde_json::value::RawValue> {
    serde_json::value::to_raw_value(&e.event).expect("a JSON value serializes")
}

/// A table opened from an export (`POST /api/tables/import`, 201).
#[derive(Clone, Debug, Serialize, Deserialize, schemars::JsonSchema)]
pub struct ImportedTable {
    /// Its id.
    #[schemars(with = "i64")]
    pub id: TableId,
    /// Its game's identifier.
    pub game: String,
    /// Its title.
    pub title: String,
    /// The log's end (the events imported).
    pub seq: usize,
    /// The posts imported.
    pub posts: usize,
    /// A fresh link for every seat not played by the server, shown once.
    pub invitations: Vec<Invitation>,
    /// Seats the server plays.
    #[schemars(with = "Vec<u8>")]
    pub ai_seats: Vec<SeatId>,
    /// Whether the Protagonists have the deduction assistant.
    pub assistant: bool,
}

/// Opens a new table from a complete export.
///
/// Sent twice under one idempotency key, it imports once: the key is recorded with the import's
/// last write (its last seat link), holding the answer sealed. A resend after a crash in the
/// middle imports afresh (the part written, never answered, stays as an unlisted-link table).
pub async fn import(state: &AppState, caller: &Caller, doc: Export) -> Result<ImportedTable, AppError> {
    let user = caller.require_user()?;
    let once = Once::sealed(caller.idempotency_key.as_deref(), format!("user:{}", user.0), "import", &doc)?;
    let again = || crate::idempotency::sealed_answer::<ImportedTable>(once.as_ref(), state);
    if let Some(first) = again().await? {
        return Ok(first);
    }
    crate::tables::check_tables_per_day(state, user).await?;
    let (kind, folded) = check(&doc, state.config().max_post_chars, state.now_ms())?;
    // Every image decoded and written again, within this server's limits, before anything is
    // written: a refused image refuses the import.
    let mut images = Vec::with_capacity(doc.posts.len());
    for (i, p) in doc.posts.iter().enumerate() {
        images.push(imported_images(state, i, p).await?);
    }
    let seats = folded.seats();
    let handouts = imported_handouts(state, &doc, &seats).await?;
    let mut portraits = Vec::with_capacity(doc.portraits.len());
    for p in &doc.portraits {
        if !seats.iter().any(|s| s.seat.0 == p.seat) {
            return Err(refused(format!("a portrait is of seat {}, which the game has not", p.seat)));
        }
        let image = imported_image(state, &format!("seat {}'s portrait", p.seat), &p.image).await?;
        portraits.push((SeatId(p.seat), image));
    }
    // Each name held to the live rule: unlike every other seat's names and parts, in any language.
    let wanted: Vec<(SeatId, String)> = doc
        .names
        .iter()
        .filter_map(|n| Some((SeatId(n.seat), crate::names::check_alone(n.display.as_deref()?).ok()?)))
        .collect();
    crate::names::check_all(state, &seats, &wanted)?;
    let ai_seats = ai_seats(&doc);
    let table = state
        .db()
        .create_table(&NewTable {
            game: kind.id().into(),
            title: doc.title.trim().into(),
            config: doc.config.clone().unwrap_or(Value::Null),
            created_by: Some(user),
            options: TableOptions {
                spectators: doc.spectators,
                max_wait_secs: doc.max_wait_secs,
                ai_seats: ai_seats.clone(),
                assistant: doc.assistant,
                gm_reads_whispers: doc.gm_reads_whispers,
                ..TableOptions::default()
            },
            seats: seats
                .iter()
                .map(|i| NewSeat { seat: i.seat, role: i.role.code().to_owned(), holder: None })
                .collect(),
        })
        .await?;
    let events = doc
        .events
        .iter()
        .map(|e| StoredEvent {
            seq: e.seq,
            version: doc.event_version,
            seat: e.seat.map(SeatId),
            event: event_text(e),
            created_at: e.at,
        })
        .collect();
    state.db().import_events(table.id, events).await?;
    state.db().commit_seed(table.id, &ServerSeed::generate()).await?;
    for n in &doc.names {
        if let Some(display) = n.display.as_deref() {
            let name = crate::names::check_alone(display)?;
            state.db().set_seat_name(table.id, SeatId(n.seat), Some(&name)).await?;
        }
        if let Some(gender) = n.gender {
            state.db().set_seat_gender(table.id, SeatId(n.seat), Some(gender.code())).await?;
        }
    }
    // The export's post ids, as given anew here: a reply names an earlier post (checked above).
    let mut ids: std::collections::HashMap<i64, store::PostId> = std::collections::HashMap::new();
    for (p, images) in doc.posts.iter().zip(images) {
        let post = NewPost {
            table: table.id,
            thread: p.thread,
            author_user: None,
            author_seat: p.author_seat.map(SeatId),
            whisper_to: p.whisper_to.map(SeatId),
            whisper_also: p.whisper_also.iter().map(|s| SeatId(*s)).collect(),
            reply_to: p.reply_to.and_then(|r| ids.get(&r).copied()),
            body: p.body.clone(),
            written_at: Some(p.at),
            images,
        };
        // A post's roll comes with it, under the exporting server's commitment (checked above).
        let written = match &p.roll {
            Some(r) => {
                let roll = ImportedRoll {
                    record: roll_record(r),
                    label: r.label.trim().to_owned(),
                    notation: r.notation.trim().to_owned(),
                    seed: r.seed.as_ref().map(|s| s.to_ascii_lowercase()),
                };
                state.db().add_imported_post(&post, &roll).await?
            }
            None => state.db().add_post(&post).await?,
        };
        if let Some(id) = p.id {
            ids.insert(id, written.id);
        }
    }
    for handout in &handouts {
        state.db().add_handout(&NewHandout { table: table.id, ..handout.clone() }).await?;
    }
    for (seat, image) in &portraits {
        state.db().set_portrait(table.id, *seat, Some(image)).await?;
    }
    let invitations: Vec<Invitation> = seats
        .iter()
        .filter(|i| !ai_seats.contains(&i.seat))
        .map(|i| Invitation::new(state, i, new_token()))
        .collect();
    let answer = ImportedTable {
        id: table.id,
        game: kind.id().into(),
        title: table.title,
        seq: doc.events.len(),
        posts: doc.posts.len(),
        invitations,
        ai_seats,
        assistant: doc.assistant,
    };
    for (n, i) in answer.invitations.iter().enumerate() {
        let last = n + 1 == answer.invitations.len();
        let record = once.as_ref().filter(|_| last).map(|o| o.sealed_record(state, &answer));
        match state.db().issue_invitation(table.id, i.seat, &TokenHash::of(&i.token), record.as_ref()).await {
            Err(store::StoreError::Duplicate(store::Entity::IdempotencyKey)) => {
                // The same import under the same key, finished by another request meanwhile.
                return again().await?.ok_or(AppError::Internal);
            }
            other => other?,
        };
    }
    tracing::info!(table = %table.id, game = kind.id(), events = doc.events.len(), "table imported");
    // The log may end waiting on an AI seat: its driver plays from here.
    if !answer.ai_seats.is_empty() {
        crate::ai::wake(state, &crate::play::slot(state, table.id).await?);
    }
    Ok(answer)
}

/// The JSON routes: extract, call the service, answer.
pub mod http {
    use crate::path::Path;
    use axum::Json;
    use axum::extract::State;
    use axum::http::StatusCode;
    use store::TableId;

    use axum::response::IntoResponse;

    use super::{Export, ImportedTable};
    use crate::auth::Caller;
    use crate::{AppError, AppState};

    /// `GET /api/tables/{id}/export`: streamed JSON.
    pub async fn export(
        State(state): State<AppState>,
        caller: Caller,
        Path(id): Path<i64>,
    ) -> Result<axum::response::Response, AppError> {
        let body = super::export(&state, &caller, TableId(id)).await?;
        Ok(([(axum::http::header::CONTENT_TYPE, "application/json")], body).into_response())
    }

    /// `POST /api/tables/import` (201).
    pub async fn import(
        State(state): State<AppState>,
        caller: Caller,
        Json(doc): Json<Export>,
    ) -> Result<(StatusCode, Json<ImportedTable>), AppError> {
        Ok((StatusCode::CREATED, Json(super::import(&state, &caller, doc).await?)))
    }
}
