//! The records the store reads and writes. Plain data: no behaviour beyond conversions.

use std::fmt;

use dice::{RollRecord, ServerSeed};
use engine::{Envelope, SeatId};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use serde_json::value::RawValue;

use crate::token::TokenHash;

macro_rules! id_type {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
        #[serde(transparent)]
        pub struct $name(pub i64);

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.fmt(f)
            }
        }
    };
}

id_type!(
    /// A table's id, assigned by the store.
    TableId
);
id_type!(
    /// A user's id, assigned by the store.
    UserId
);
id_type!(
    /// A post's id, assigned by the store; ids grow with time.
    PostId
);
id_type!(
    /// An image's id, assigned by the store.
    ImageId
);
id_type!(
    /// A handout's id, assigned by the store.
    HandoutId
);
id_type!(
    /// A dice commitment's id, assigned by the store.
    CommitmentId
);
id_type!(
    /// An outbox delivery's id, assigned by the store.
    DeliveryId
);

/// The system's current time as Unix milliseconds, the unit of every time the store keeps: what
/// [`Clock::system`] reads. Code that stamps or compares times reads an injected clock instead.
pub fn now_ms() -> i64 {
    let since = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
    i64::try_from(since.as_millis()).unwrap_or(i64::MAX)
}

/// Where a store reads the time it stamps rows with (a row's `created_at`, an event's time, a post
/// written, a delivery enqueued): the system clock unless the owner gives it another
/// ([`crate::Database::with_clock`]). The server gives its store its own clock, so a test that
/// moves the server's time finds that time in the rows. Cheap to clone.
#[derive(Clone)]
pub struct Clock(std::sync::Arc<dyn Fn() -> i64 + Send + Sync>);

impl Clock {
    /// The operating system's clock ([`now_ms`]).
    pub fn system() -> Clock {
        Clock(std::sync::Arc::new(now_ms))
    }

    /// A clock that reads `now` (Unix milliseconds).
    pub fn new(now: impl Fn() -> i64 + Send + Sync + 'static) -> Clock {
        Clock(std::sync::Arc::new(now))
    }

    /// Now, Unix milliseconds.
    pub fn now_ms(&self) -> i64 {
        (self.0)()
    }
}

impl Default for Clock {
    fn default() -> Clock {
        Clock::system()
    }
}

impl std::fmt::Debug for Clock {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Clock")
    }
}

// ---------------------------------------------------------------------------------------------
// Users and sessions

/// A user account. `Debug` leaves the password hash out.
#[derive(Clone, PartialEq, Eq)]
pub struct UserRecord {
    /// Its id.
    pub id: UserId,
    /// The unique name it signs in with.
    pub username: String,
    /// The argon2 hash (PHC string) of its password; the store never sees the password.
    pub password_hash: String,
    /// When it signed up (Unix ms).
    pub created_at: i64,
}

impl fmt::Debug for UserRecord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("UserRecord")
            .field("id", &self.id)
            .field("username", &self.username)
            .field("created_at", &self.created_at)
            .finish_non_exhaustive()
    }
}

/// A live sign-in session.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SessionRecord {
    /// Who is signed in.
    pub user: UserId,
    /// When it was opened (Unix ms).
    pub created_at: i64,
    /// When it stops being valid (Unix ms).
    pub expires_at: i64,
}

// ---------------------------------------------------------------------------------------------
// Tables and seats

/// A table's options, chosen when it is opened.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableOptions {
    /// Whether people without a seat may watch (public views only).
    pub spectators: bool,
    /// The maximum wait for a move, in seconds (GenreFuzzion's "maximum wait time"); `None` = none.
    pub max_wait_secs: Option<i64>,
    /// Where reminders are posted (a chat webhook); `None` = no reminders.
    pub webhook_url: Option<String>,
    /// Seats the server plays itself (an AI), e.g. Tragedy Looper's Mastermind (seat 0).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ai_seats: Vec<SeatId>,
    /// Whether the Protagonists' deduction assistant is on (Tragedy Looper).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub assistant: bool,
    /// Whether the game master (the Mastermind, Director or Moderator) reads the whispers between
    /// players; chosen when the table is opened and shown to everyone at it.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub gm_reads_whispers: bool,
}

/// The options stored together as JSON in the `play_options` column (`'{}'` for older tables,
/// which then read with every option off).
#[derive(Default, Serialize, Deserialize)]
pub(crate) struct PlayOptions {
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(crate) ai_seats: Vec<SeatId>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub(crate) assistant: bool,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub(crate) gm_reads_whispers: bool,
}

/// A seat to create with a table or later.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewSeat {
    /// The game's seat number.
    pub seat: SeatId,
    /// The game's role for it ("mastermind", "protagonist", "director", …), for display and routing.
    pub role: String,
    /// The account holding it, if any; a seat without one is taken by whoever has its invitation.
    pub holder: Option<UserId>,
}

/// A table to open.
#[derive(Clone, Debug, PartialEq)]
pub struct NewTable {
    /// The game's identifier, as the `games` crate names it.
    pub game: String,
    /// A title for lists and pages.
    pub title: String,
    /// The game's config as JSON.
    pub config: Value,
    /// Who opened it.
    pub created_by: Option<UserId>,
    /// Its options.
    pub options: TableOptions,
    /// Its seats, created in the same transaction.
    pub seats: Vec<NewSeat>,
}

/// What [`crate::Store::open_table`] writes with a new table besides its seats.
#[derive(Clone, Debug)]
pub struct Opening {
    /// Invitation links to issue: each seat's token hash.
    pub invitations: Vec<(SeatId, TokenHash)>,
    /// The table's first server seed (see [`crate::Store::commit_seed`]).
    pub seed: ServerSeed,
    /// The set-up events, sequence numbers 1, 2, …
    pub events: Vec<NewEvent>,
    /// The rolls the set-up made, drawn under `seed`.
    pub rolls: Vec<RollRecord>,
    /// The opening's idempotency key, recorded with the table (`Duplicate(IdempotencyKey)`, and
    /// no table, when the caller's key is taken).
    pub once: Option<IdempotencyKey>,
}

/// A table as stored.
#[derive(Clone, Debug, PartialEq)]
pub struct TableRecord {
    /// Its id.
    pub id: TableId,
    /// The game's identifier.
    pub game: String,
    /// Its title.
    pub title: String,
    /// The game's config as JSON.
    pub config: Value,
    /// Who opened it.
    pub created_by: Option<UserId>,
    /// Its options.
    pub options: TableOptions,
    /// When it was opened (Unix ms).
    pub created_at: i64,
}

/// A seat of a table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatRecord {
    /// The table.
    pub table: TableId,
    /// The game's seat number.
    pub seat: SeatId,
    /// The game's role name.
    pub role: String,
    /// The account holding it, if any.
    pub holder: Option<UserId>,
    /// Whether the holder took it with the seat's link (reissuing or revoking the link frees it).
    pub held_by_link: bool,
    /// When its current invitation link was issued; `None` when it has none (never issued or revoked).
    pub invitation_issued_at: Option<i64>,
    /// The name its holder chose (a nickname, or the character's name); `None` = the game's name.
    pub display_name: Option<String>,
    /// The grammatical gender its holder chose for the words about the seat (`feminine`,
    /// `masculine`); `None` = none chosen (the pages use a neutral form).
    pub gender: Option<String>,
}

// ---------------------------------------------------------------------------------------------
// Events

/// An event to append: the game's event as JSON text (written once, from the typed event, and
/// stored as it is) with its format version.
#[derive(Clone, Debug)]
pub struct NewEvent {
    /// The game's event format version.
    pub version: u16,
    /// The seat whose command produced it (`None` for the set-up).
    pub seat: Option<SeatId>,
    /// The event as JSON text.
    pub event: Box<RawValue>,
}

/// An event as stored: its JSON text exactly as it was written (read back without building a
/// `Value` tree; the game deserialises it into its typed event where it needs one).
#[derive(Clone, Debug)]
pub struct StoredEvent {
    /// Its place in the table's log, from 1.
    pub seq: u64,
    /// The game's event format version.
    pub version: u16,
    /// The seat whose command produced it.
    pub seat: Option<SeatId>,
    /// The event as JSON text.
    pub event: Box<RawValue>,
    /// When it was committed (Unix ms).
    pub created_at: i64,
}

/// Two stored events are the same when every field is, the event's text byte for byte.
impl PartialEq for StoredEvent {
    fn eq(&self, other: &StoredEvent) -> bool {
        (self.seq, self.version, self.seat, self.event.get(), self.created_at)
            == (other.seq, other.version, other.seat, other.event.get(), other.created_at)
    }
}

impl StoredEvent {
    /// The engine's envelope of this event, ready to deserialise into a game's event type.
    pub fn into_envelope(self) -> Envelope<Box<RawValue>> {
        Envelope { seq: self.seq, version: self.version, seat: self.seat, event: self.event }
    }
}

impl From<Envelope<Box<RawValue>>> for NewEvent {
    fn from(e: Envelope<Box<RawValue>>) -> NewEvent {
        NewEvent { version: e.version, seat: e.seat, event: e.event }
    }
}

/// What a successful append wrote: sequence numbers `first..=last` (empty when `first > last`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Appended {
    /// The first new sequence number.
    pub first: u64,
    /// The last new sequence number: the log's new end.
    pub last: u64,
}

/// A live update: what subscribers of the store hear after a commit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notice {
    /// The log of `table` has reached at least `seq` (see [`crate::Subscription`]).
    Appended {
        /// The table.
        table: TableId,
        /// Its log's new end.
        seq: u64,
    },
    /// A post was written or edited at `table` (its readers decide whether they may see it).
    Posted {
        /// The table.
        table: TableId,
        /// The post.
        post: PostId,
    },
    /// A handout of `table` was shown to seats that did not have it (given, or shown to more):
    /// `seats` is their [`seat_mask`], so a seat that already had it, or never will, hears nothing.
    HandoutShown {
        /// The table.
        table: TableId,
        /// The seats newly shown it, as a [`seat_mask`].
        seats: i64,
    },
    /// A seat's link was issued, reissued or revoked, or its holder changed: whatever that seat's
    /// old link or holder opened (a live stream) must check its credential again.
    SeatChanged {
        /// The table.
        table: TableId,
        /// The seat.
        seat: SeatId,
    },
    /// A session of `user` ended (signed out): what a session opened must check it again.
    SignedOut {
        /// The account.
        user: UserId,
    },
    /// Some notices may have been lost (a slow subscriber, a reconnection): catch up every table
    /// you follow with `events_since`.
    Missed,
}

// ---------------------------------------------------------------------------------------------
// Posts

/// The two threads of a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Thread {
    /// The story thread: the fiction, with the game's events among the posts.
    Story,
    /// The table-talk thread: the players out of character.
    Talk,
}

impl Thread {
    pub(crate) fn as_str(self) -> &'static str {
        match self {
            Thread::Story => "story",
            Thread::Talk => "talk",
        }
    }

    pub(crate) fn parse(s: &str) -> Thread {
        if s == "story" { Thread::Story } else { Thread::Talk }
    }
}

/// The highest seat a group whisper may name (the store keeps a group as a 63-bit set).
pub const MAX_GROUP_SEAT: u8 = 62;

/// A group of seats as the store keeps it: bit `s` for seat `s` (seats above [`MAX_GROUP_SEAT`]
/// are left out: the server refuses them first).
pub fn seat_mask(seats: impl IntoIterator<Item = SeatId>) -> i64 {
    seats.into_iter().filter(|s| s.0 <= MAX_GROUP_SEAT).fold(0, |m, s| m | (1i64 << s.0))
}

/// The seats of a [`seat_mask`], in seat order.
pub fn mask_seats(mask: i64) -> Vec<SeatId> {
    (0..=MAX_GROUP_SEAT).filter(|s| mask & (1i64 << s) != 0).map(SeatId).collect()
}

/// A post to write.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewPost {
    /// The table.
    pub table: TableId,
    /// The thread.
    pub thread: Thread,
    /// The account that wrote it, if any.
    pub author_user: Option<UserId>,
    /// The seat it was written from, if any.
    pub author_seat: Option<SeatId>,
    /// The seat it whispers to (only that seat and the author's seat may read it); `None` = everyone.
    pub whisper_to: Option<SeatId>,
    /// The further seats a whisper goes to (a group whisper: `whisper_to` and these read it), seats
    /// 0 to [`MAX_GROUP_SEAT`]; empty for a whisper to one seat and for a public post.
    pub whisper_also: Vec<SeatId>,
    /// The post it answers, if any (of the same table; the caller checks).
    pub reply_to: Option<PostId>,
    /// The Markdown source.
    pub body: String,
    /// When it was written (Unix ms); `None` = now. Set only when importing a table.
    pub written_at: Option<i64>,
    /// The images it shows, in order, written in the post's own transaction.
    pub images: Vec<NewImage>,
}

/// An image to store, as the server re-encoded it (the store keeps bytes, it checks nothing).
#[derive(Clone, PartialEq, Eq)]
pub struct NewImage {
    /// `image/png` or `image/jpeg`.
    pub mime: String,
    /// Its size in pixels.
    pub width: u32,
    /// Its size in pixels.
    pub height: u32,
    /// The encoded image.
    pub data: Vec<u8>,
    /// Its thumbnail's size in pixels (same type as the image).
    pub thumb_width: u32,
    /// Its thumbnail's size in pixels.
    pub thumb_height: u32,
    /// The encoded thumbnail.
    pub thumb: Vec<u8>,
}

impl fmt::Debug for NewImage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "NewImage({} {}x{}, {} bytes)", self.mime, self.width, self.height, self.data.len())
    }
}

/// A handout to write: a text or an image (or both) the game master shows to chosen seats.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewHandout {
    /// The table.
    pub table: TableId,
    /// What it is called ("The hotel's map").
    pub title: String,
    /// Its Markdown text (may be empty with an image).
    pub body: String,
    /// The seats shown it (0 to [`MAX_GROUP_SEAT`]).
    pub seats: Vec<SeatId>,
    /// Its image, written in the handout's own transaction.
    pub image: Option<NewImage>,
}

/// A handout as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HandoutRecord {
    /// Its id.
    pub id: HandoutId,
    /// The table.
    pub table: TableId,
    /// What it is called.
    pub title: String,
    /// Its Markdown text.
    pub body: String,
    /// The seats shown it, in seat order.
    pub seats: Vec<SeatId>,
    /// Its image, if it has one.
    pub image: Option<ImageId>,
    /// When it was written (Unix ms).
    pub created_at: i64,
}

/// A stored image without its bytes: what a thread lists and an access check reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImageRecord {
    /// Its id.
    pub id: ImageId,
    /// Its table.
    pub table: TableId,
    /// The post that shows it (`None`: something else holds it).
    pub post: Option<PostId>,
    /// The handout that shows it.
    pub handout: Option<HandoutId>,
    /// Its place among its holder's images, from 0.
    pub position: u32,
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
    /// When it was stored (Unix ms).
    pub created_at: i64,
}

/// A post as stored, with its current text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PostRecord {
    /// Its id.
    pub id: PostId,
    /// The table.
    pub table: TableId,
    /// The thread.
    pub thread: Thread,
    /// The account that wrote it.
    pub author_user: Option<UserId>,
    /// The seat it was written from.
    pub author_seat: Option<SeatId>,
    /// The seat it whispers to.
    pub whisper_to: Option<SeatId>,
    /// The further seats a group whisper goes to (see [`NewPost::whisper_also`]).
    pub whisper_also: Vec<SeatId>,
    /// The post it answers, if any.
    pub reply_to: Option<PostId>,
    /// The current Markdown source.
    pub body: String,
    /// When it was written (Unix ms).
    pub created_at: i64,
    /// When it was last edited, if ever.
    pub edited_at: Option<i64>,
}

/// One earlier or current text of a post.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PostRevision {
    /// 1 for the original text, then 2, 3, … per edit.
    pub rev: u32,
    /// The Markdown source of that revision.
    pub body: String,
    /// When it was written (Unix ms).
    pub written_at: i64,
}

/// Who reads a thread: the store filters whispers in the query, so a seat never receives another's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reader {
    /// Everything (export by the table's owner, moderation).
    All,
    /// Only posts that are not whispers (spectators, signed-out visitors).
    Public,
    /// Public posts and the whispers this seat wrote or received.
    Seat(SeatId),
}

/// A page of a table's posts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PostQuery {
    /// One thread, or both.
    pub thread: Option<Thread>,
    /// Whose eyes.
    pub reader: Reader,
    /// Only posts after this one (for paging and live catch-up).
    pub after: Option<PostId>,
    /// At most this many, oldest first.
    pub limit: u32,
    /// Whether the `limit` are the newest posts (a long thread opens at its end) rather than the
    /// oldest; returned oldest first either way.
    pub newest: bool,
}

// ---------------------------------------------------------------------------------------------
// Dice

/// A table's commitment to a server seed. The seed itself is shown only once revealed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Commitment {
    /// Its id.
    pub id: CommitmentId,
    /// The table.
    pub table: TableId,
    /// `SHA-256(server seed)` in hex, published from the start.
    pub commitment: String,
    /// When it was made (Unix ms).
    pub created_at: i64,
    /// When the seed was revealed, if it was.
    pub revealed_at: Option<i64>,
    /// The server seed in hex, once revealed; `None` before.
    pub revealed_seed: Option<String>,
}

/// A roll as recorded, with where it happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredRoll {
    /// The roll: commitment, client seed, index, dice and faces.
    pub record: RollRecord,
    /// The table.
    pub table: TableId,
    /// The log's end after the append that recorded it.
    pub seq: Option<u64>,
    /// When it was recorded (Unix ms).
    pub created_at: i64,
    /// The post whose dice box threw it (a roll outside the rules engine).
    pub post: Option<PostId>,
    /// The label the post's writer gave it.
    pub label: Option<String>,
    /// The notation the post's writer threw ("2d6+1").
    pub notation: Option<String>,
    /// A roll carried over by an import: the server seed its exporting server had revealed by the
    /// export (its commitment is that server's, not one of this table's).
    pub carried_seed: Option<String>,
    /// Whether an import carried it over from another server (or table).
    pub imported: bool,
}

/// A post's dice box roll carried over by an import ([`Store::add_imported_post`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportedRoll {
    /// The roll, under the exporting server's commitment.
    pub record: RollRecord,
    /// What it is for, in its writer's words.
    pub label: String,
    /// The notation thrown.
    pub notation: String,
    /// The exporting server's seed, when it was revealed by the export (checked by the importer).
    pub seed: Option<String>,
}

/// A roll thrown from a post's dice box, written with its post.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PostRoll {
    /// The roll (under one of the table's commitments).
    pub record: RollRecord,
    /// What it is for, in its writer's words.
    pub label: String,
    /// The notation thrown ("2d6+1"), to read the faces by.
    pub notation: String,
}

// ---------------------------------------------------------------------------------------------
// Outbox

/// A webhook delivery to queue.
#[derive(Clone, Debug, PartialEq)]
pub struct NewDelivery {
    /// The table it is about, if any.
    pub table: Option<TableId>,
    /// Where to POST it.
    pub url: String,
    /// The JSON body.
    pub payload: Value,
    /// Not to be attempted before this time (Unix ms).
    pub not_before: i64,
}

/// The state of a delivery.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeliveryStatus {
    /// Waiting for its next attempt.
    Pending,
    /// Delivered at this time.
    Delivered(i64),
    /// Given up on at this time.
    Abandoned(i64),
}

/// A queued delivery.
#[derive(Clone, Debug, PartialEq)]
pub struct Delivery {
    /// Its id.
    pub id: DeliveryId,
    /// The table it is about.
    pub table: Option<TableId>,
    /// Where to POST it.
    pub url: String,
    /// The JSON body.
    pub payload: Value,
    /// How many attempts failed so far.
    pub attempts: u32,
    /// The last failure, as the sender described it.
    pub last_error: Option<String>,
    /// When it was queued (Unix ms).
    pub created_at: i64,
    /// When it may next be attempted (Unix ms).
    pub next_attempt_at: i64,
    /// Where it stands.
    pub status: DeliveryStatus,
}

// ---------------------------------------------------------------------------------------------
// Mail worked out from what was committed

/// Up to where a table's mails were worked out: its log up to `seq` and its posts up to `post`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MailCursor {
    /// The last event looked at (0: none).
    pub seq: u64,
    /// The seats the game waited on after `seq`; `None` when not known (the server folds the log
    /// up to `seq` to know).
    pub waiting: Option<Vec<SeatId>>,
    /// The last post looked at (0: none).
    pub post: i64,
}

/// A mail that waits before it is written: held while its reader is at the table, or gathered
/// with others to the same reader into one mail.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PendingMail {
    /// Its id.
    pub id: i64,
    /// The table it is about.
    pub table: TableId,
    /// The seat it is for.
    pub seat: SeatId,
    /// `your-move` or `addressed`.
    pub kind: String,
    /// The post it tells (an `addressed` mail); `None` for a `your-move`.
    pub post: Option<PostId>,
    /// A `your-move` tells what happened after this event.
    pub from_seq: u64,
    /// Not to be written before this time (Unix ms).
    pub due_at: i64,
    /// When it was worked out (the server's clock, Unix ms).
    pub created_at: i64,
}

/// A mail to hold, worked out from a table's log or posts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewPendingMail {
    /// The seat it is for.
    pub seat: SeatId,
    /// `your-move` or `addressed`.
    pub kind: String,
    /// The post it tells (`addressed`).
    pub post: Option<PostId>,
    /// A `your-move` tells what happened after this event.
    pub from_seq: u64,
    /// Not to be written before this time (Unix ms).
    pub due_at: i64,
}

/// Pending mails of one kind for one seat, written out as one outbox delivery.
#[derive(Clone, Debug, PartialEq)]
pub struct WrittenMail {
    /// The table they are about.
    pub table: TableId,
    /// The seat they are for.
    pub seat: SeatId,
    /// `your-move` or `addressed`.
    pub kind: String,
    /// The pending mails it takes.
    pub ids: Vec<i64>,
    /// The mail, or `None` to drop them (nothing left to tell).
    pub delivery: Option<NewDelivery>,
    /// The outbox's idempotency key.
    pub key: String,
}

/// When a seat was last at its table and last mailed from it (all Unix ms).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MailPresence {
    /// Last at the table: its page open and visible, or acting there.
    pub seen_at: Option<i64>,
    /// The last "your move" mail written for it.
    pub your_move_at: Option<i64>,
    /// The last "addressed to you" mail written for it.
    pub addressed_at: Option<i64>,
}

id_type!(
    /// A mail address's id, assigned by the store.
    MailAddressId
);

/// Whose mail address it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MailOwner {
    /// An account's: mail about every seat it holds.
    User(UserId),
    /// A seat's, for a player who holds it by its link only.
    Seat(TableId, SeatId),
}

/// An address to set (unconfirmed until its link is followed).
#[derive(Clone, Debug, PartialEq)]
pub struct NewMailAddress {
    /// Whose it is.
    pub owner: MailOwner,
    /// The address.
    pub address: String,
    /// The language its mails are written in (`es`, `en`).
    pub lang: String,
    /// The hash of the confirmation link's token.
    pub confirm: TokenHash,
    /// The key of its unsubscribe links (random; it can only turn mail off).
    pub unsubscribe_key: String,
    /// The mail that carries its confirmation link, queued in the same transaction when the
    /// address ends unconfirmed (a confirmed address set again is mailed nothing).
    pub confirmation: Option<NewDelivery>,
    /// The idempotency key it is set under, recorded in the same transaction: a resend then
    /// neither makes a new link (the mailed one would stop working) nor mails again.
    pub once: Option<IdempotencyKey>,
}

/// A mail address and what it wants.
#[derive(Clone, Debug, PartialEq)]
pub struct MailAddress {
    /// Its id.
    pub id: MailAddressId,
    /// Whose it is.
    pub owner: MailOwner,
    /// The address.
    pub address: String,
    /// The language its mails are written in.
    pub lang: String,
    /// When its confirmation link was followed; no mail but the confirmation goes out before.
    pub confirmed_at: Option<i64>,
    /// The key of its unsubscribe links.
    pub unsubscribe_key: String,
    /// When its last daily digest was made (Unix ms), if ever.
    pub digest_at: Option<i64>,
    /// Kinds set on or off: `(table, kind, wanted)`, `table` `None` for everywhere. A kind not
    /// listed has its default.
    pub kinds: Vec<(Option<TableId>, String, bool)>,
}

impl MailAddress {
    /// Whether mail of `kind` about `table` is wanted: the table's own setting, else the
    /// address's, else `default`.
    pub fn wants(&self, kind: &str, table: Option<TableId>, default: bool) -> bool {
        let set = |t: Option<TableId>| {
            self.kinds.iter().find(|(at, k, _)| *at == t && k == kind).map(|(_, _, on)| *on)
        };
        table.and_then(|t| set(Some(t))).or_else(|| set(None)).unwrap_or(default)
    }
}

/// A write's idempotency key, recorded in the write's own transaction with the first answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IdempotencyKey {
    /// Who sent it (`seat:<table>:<seat>`, `user:<id>`): keys are scoped to their caller.
    pub caller: String,
    /// The client's key.
    pub key: String,
    /// A digest of what was asked, to tell a resend from a different request under the same key.
    pub request: String,
    /// The first answer (JSON), or `""` when the write's record is the answer (a post).
    pub answer: String,
    /// Keys recorded before this time (Unix ms) have expired: they are replaced, not answered.
    pub fresh_after: i64,
}

/// What an idempotency key was first used for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IdempotentAnswer {
    /// The digest of the request it was used for.
    pub request: String,
    /// The first answer (JSON), `""` when kept by reference.
    pub answer: String,
    /// The post the write made or edited, if it was a post.
    pub post: Option<PostId>,
    /// The table the write opened, if it opened one.
    pub table: Option<TableId>,
    /// When it was recorded (Unix ms).
    pub created_at: i64,
}
