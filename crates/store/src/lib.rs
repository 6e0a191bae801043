//! Tablón's storage: the append-only event log of every table, and around it tables, seats and
//! invitations, users and sessions, posts with their edit history, dice commitments and rolls, and a
//! webhook outbox.
//!
//! One trait, [`Store`], two back ends: [`SqliteStore`] (embedded, the default: WAL,
//! `synchronous=FULL`, no set-up) and [`PgStore`] (PostgreSQL, for several server processes on one
//! database). [`Database`] is either, chosen by URL, and implements the trait by delegation, so the
//! server can hold one concrete type.
//!
//! The event log is the truth. [`Store::append`] takes the sequence number the writer saw last and
//! refuses, with [`StoreError::Conflict`], an append whose expectation is stale: the primary key
//! `(table_id, seq)` makes a double write impossible, and nothing of a refused append is written.
//! Every append is committed (durable) before it returns, and then announced to
//! [`Store::subscribe`]rs as a [`Notice`] (an in-process channel on SQLite, `LISTEN/NOTIFY` on
//! PostgreSQL, so every server process hears every append).
//!
//! ```no_run
//! # async fn demo() -> Result<(), store::StoreError> {
//! use store::{Database, NewEvent, NewTable, Store, TableOptions};
//! let db = Database::connect("sqlite:///tmp/tablon.db").await?;
//! let table = db
//!     .create_table(&NewTable {
//!         game: "forty-four".into(),
//!         title: "Friday night".into(),
//!         config: serde_json::json!({}),
//!         created_by: None,
//!         options: TableOptions::default(),
//!         seats: vec![],
//!     })
//!     .await?;
//! let text = serde_json::value::RawValue::from_string(r#"{"type":"started"}"#.to_owned()).unwrap();
//! let event = NewEvent { version: 1, seat: None, event: text };
//! let appended = db.append(table.id, 0, vec![event]).await?;
//! assert_eq!(appended.last, 1);
//! // A second writer that also saw an empty log is refused:
//! let stale = db.append(table.id, 0, vec![]).await;
//! assert!(matches!(stale, Err(store::StoreError::Conflict { expected: 0, actual: 1 })));
//! # Ok(()) }
//! ```

mod error;
mod migrations;
mod model;
mod postgres;
mod shared;
mod sqlite;
mod subscription;
mod token;

use std::future::Future;

use dice::{RollRecord, ServerSeed};
use engine::SeatId;

pub use error::{BackendError, Entity, Result, StoreError};
pub use model::{
    Appended, Clock, Commitment, CommitmentId, Delivery, DeliveryId, DeliveryStatus, HandoutId,
    HandoutRecord, IdempotencyKey, IdempotentAnswer, ImageId, ImageRecord, ImportedRoll, MAX_GROUP_SEAT,
    MailAddress, MailAddressId, MailCursor, MailOwner, MailPresence, NewDelivery, NewEvent, NewHandout,
    NewImage, NewMailAddress, NewPendingMail, NewPost, NewSeat, NewTable, Notice, Opening, PendingMail,
    PostId, PostQuery, PostRecord, PostRevision, PostRoll, Reader, SeatRecord, SessionRecord, StoredEvent,
    StoredRoll, TableId, TableOptions, TableRecord, Thread, UserId, UserRecord, WrittenMail, mask_seats,
    now_ms, seat_mask,
};
pub use postgres::{PgStore, REPLICA_APPLICATION};
pub use sqlite::{SqliteConfig, SqliteStore, WriterStats};
pub use subscription::Subscription;
pub use token::{TokenHash, new_token};

/// Either back end, chosen by URL; what the server holds.
#[derive(Clone, Debug)]
pub enum Database {
    /// Embedded SQLite.
    Sqlite(SqliteStore),
    /// PostgreSQL.
    Postgres(PgStore),
}

impl Database {
    /// Connects to `sqlite://PATH` or `sqlite:PATH` (the file is created when missing) or
    /// `postgres://…`, and brings its schema up to date.
    pub async fn connect(url: &str) -> Result<Database> {
        if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Ok(Database::Postgres(PgStore::connect(url).await?))
        } else if let Some(path) = url.strip_prefix("sqlite://") {
            Ok(Database::Sqlite(SqliteStore::open(path, SqliteConfig::default()).await?))
        } else if let Some(path) = url.strip_prefix("sqlite:") {
            Ok(Database::Sqlite(SqliteStore::open(path, SqliteConfig::default()).await?))
        } else {
            Err(StoreError::backend("the database URL must start with sqlite:// or postgres://"))
        }
    }

    /// Connects to PostgreSQL through a pooler in transaction mode (PgBouncer's `pool_mode =
    /// transaction`) at `url`, with `direct`, a URL of PostgreSQL itself, for what needs a session
    /// (`LISTEN`, the notifier, the migrations): [`PgStore::connect_pooled`].
    pub async fn connect_pooled(url: &str, direct: &str) -> Result<Database> {
        let postgres = |u: &str| u.starts_with("postgres://") || u.starts_with("postgresql://");
        if postgres(url) && postgres(direct) {
            Ok(Database::Postgres(PgStore::connect_pooled(url, direct).await?))
        } else {
            Err(StoreError::backend("a pooled database and its direct URL must both start with postgres://"))
        }
    }

    /// Connects to a streaming replica of the PostgreSQL database (a hot standby) for reads that
    /// may lag behind the primary ([`PgStore::connect_replica`]): read-only, not migrated.
    pub async fn connect_replica(url: &str) -> Result<Database> {
        if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Ok(Database::Postgres(PgStore::connect_replica(url).await?))
        } else {
            Err(StoreError::backend("a replica's URL must start with postgres://"))
        }
    }

    /// Whether the database answers (a trivial query; on SQLite also the writer thread running):
    /// what a readiness check asks. Bound it with a timeout: an unreachable PostgreSQL makes it
    /// wait for the pool's acquire timeout.
    pub async fn ping(&self) -> Result<()> {
        match self {
            Database::Sqlite(s) => s.ping().await,
            Database::Postgres(p) => p.ping().await,
        }
    }

    /// The same store stamping rows with `clock`'s time (every store opens on [`Clock::system`]).
    /// The clone keeps its clock; other clones keep theirs.
    pub fn with_clock(self, clock: Clock) -> Database {
        match self {
            Database::Sqlite(s) => Database::Sqlite(s.with_clock(clock)),
            Database::Postgres(p) => Database::Postgres(p.with_clock(clock)),
        }
    }

    /// Closes the store for every clone ([`SqliteStore::close`]: the WAL is checkpointed and its
    /// file removed; [`PgStore::close`]: the pool's connections are closed). Drop every
    /// [`Subscription`] first. Calls made afterwards fail.
    pub async fn close(&self) -> Result<()> {
        match self {
            Database::Sqlite(s) => s.close().await,
            Database::Postgres(p) => p.close().await,
        }
    }
}

macro_rules! store_trait {
    ($( $(#[$doc:meta])* fn $name:ident(&self $(, $arg:ident : $ty:ty)* $(,)?) -> $ret:ty; )*) => {
        /// Everything the server asks of storage. Every method is one transaction: it either
        /// happened and is durable when it returns `Ok`, or it did not happen at all.
        ///
        /// Times are Unix milliseconds. Methods that compare with the present take `now` from
        /// the caller; creation times are stamped by the store, read from its [`Clock`].
        pub trait Store: Send + Sync {
            $( $(#[$doc])* fn $name(&self $(, $arg: $ty)*) -> impl Future<Output = Result<$ret>> + Send; )*
        }

        impl Store for Database {
            $(
                async fn $name(&self $(, $arg: $ty)*) -> Result<$ret> {
                    match self {
                        Database::Sqlite(s) => s.$name($($arg),*).await,
                        Database::Postgres(p) => p.$name($($arg),*).await,
                    }
                }
            )*
        }
    };
}

store_trait! {
    // --- users and sessions ---

    /// Creates an account. `Duplicate(User)` when the username is taken (compared exactly: the
    /// server normalises names before).
    fn create_user(&self, username: &str, password_hash: &str) -> UserRecord;
    /// An account by id.
    fn user(&self, id: UserId) -> UserRecord;
    /// An account by username, to check a password against its hash.
    fn user_by_name(&self, username: &str) -> UserRecord;
    /// Replaces an account's password hash.
    fn set_password_hash(&self, id: UserId, password_hash: &str) -> ();
    /// Opens a session for `user`, valid until `expires_at`.
    fn create_session(&self, token: &TokenHash, user: UserId, expires_at: i64) -> ();
    /// The session of a cookie's token; `NotFound(Session)` when unknown or expired at `now`.
    fn session(&self, token: &TokenHash, now: i64) -> SessionRecord;
    /// Ends a session (signing out), announcing [`Notice::SignedOut`]. Ending an unknown one is
    /// not an error.
    fn delete_session(&self, token: &TokenHash) -> ();
    /// Removes every session expired at `now`; returns how many.
    fn purge_sessions(&self, now: i64) -> u64;

    // --- tables and seats ---

    /// Opens a table with its seats, in one transaction.
    fn create_table(&self, table: &NewTable) -> TableRecord;
    /// Opens a table ready to play, in one transaction (one commit, and no table half set up
    /// after a crash): the table and its seats, the seats' invitation links, its first dice
    /// commitment and its set-up events with their rolls.
    fn open_table(&self, table: &NewTable, opening: &Opening) -> TableRecord;
    /// A table by id.
    fn table(&self, id: TableId) -> TableRecord;
    /// How many tables `user` opened (or imported) at or after `since`.
    fn tables_opened_since(&self, user: UserId, since: i64) -> u64;
    /// Tables in id order after `after`, at most `limit`.
    fn list_tables(&self, after: Option<TableId>, limit: u32) -> Vec<TableRecord>;
    /// Adds a seat to an existing table. `Duplicate(Seat)` when the number is taken.
    fn add_seat(&self, table: TableId, seat: &NewSeat) -> SeatRecord;
    /// The seats of a table, in seat order.
    fn seats(&self, table: TableId) -> Vec<SeatRecord>;
    /// One seat.
    fn seat(&self, table: TableId, seat: SeatId) -> SeatRecord;
    /// Every seat an account holds, at any table.
    fn seats_of_user(&self, user: UserId) -> Vec<SeatRecord>;
    /// Gives a seat to an account (not by its link), or frees it (`None`). Announces
    /// [`Notice::SeatChanged`].
    fn set_seat_holder(&self, table: TableId, seat: SeatId, holder: Option<UserId>) -> SeatRecord;
    /// Sets (or, with `None`, clears) a seat's display name.
    fn set_seat_name(&self, table: TableId, seat: SeatId, name: Option<&str>) -> SeatRecord;
    /// Sets (or, with `None`, clears) the grammatical gender the seat's holder chose.
    fn set_seat_gender(&self, table: TableId, seat: SeatId, gender: Option<&str>) -> SeatRecord;
    /// Gives the seat of an invitation link to `user`, who then holds it by that link (one
    /// statement, so a link reissued meanwhile gives nothing: `NotFound(Invitation)`). Announces
    /// [`Notice::SeatChanged`].
    fn join_by_invitation(&self, token: &TokenHash, user: UserId) -> SeatRecord;
    /// Issues the seat's invitation link, replacing (and so revoking) any earlier one; an account
    /// that held the seat by the old link loses it. Announces [`Notice::SeatChanged`]. With `once`,
    /// the write's idempotency key is recorded in the same transaction (`Duplicate(IdempotencyKey)`,
    /// and nothing written, when the caller's key is taken).
    fn issue_invitation(
        &self,
        table: TableId,
        seat: SeatId,
        token: &TokenHash,
        once: Option<&IdempotencyKey>,
    ) -> SeatRecord;
    /// Revokes the seat's invitation link; an account that held the seat by it loses it, one that
    /// held it otherwise keeps it. Announces [`Notice::SeatChanged`].
    fn revoke_invitation(&self, table: TableId, seat: SeatId) -> SeatRecord;
    /// The seat an invitation link opens; `NotFound(Invitation)` when unknown or revoked.
    fn seat_by_invitation(&self, token: &TokenHash) -> SeatRecord;
    /// The seat with the hash of its live invitation link (`None` when revoked): what a key bound
    /// to that link is derived from, so that reissuing or revoking the link ends the key too.
    fn seat_with_invitation(&self, table: TableId, seat: SeatId) -> (SeatRecord, Option<TokenHash>);

    // --- the event log ---

    /// Appends `events` to the table's log if it still ends at `expected` (0 for an empty log);
    /// otherwise `Conflict { expected, actual }` and nothing is written. Durable when it returns.
    fn append(&self, table: TableId, expected: u64, events: Vec<NewEvent>) -> Appended;
    /// [`Store::append`], recording in the same transaction the verifiable rolls that produced
    /// the events (`rolls[i].commitment` must be one of the table's commitments).
    fn append_with_rolls(
        &self,
        table: TableId,
        expected: u64,
        events: Vec<NewEvent>,
        rolls: Vec<RollRecord>,
    ) -> Appended;
    /// Writes an exported log into a table whose log is empty (else `Conflict { expected: 0, .. }`),
    /// keeping each event's version, seat, JSON and time; sequence numbers are given anew from 1 in
    /// the order received. For importing a table from another server; announces nothing.
    fn import_events(&self, table: TableId, events: Vec<StoredEvent>) -> Appended;
    /// The table's events after `after` (0 for all), in order: catch-up and reconnection.
    fn events_since(&self, table: TableId, after: u64) -> Vec<StoredEvent>;
    /// At most `limit` of the table's events after `after`, in order: a long log read in pages.
    fn events_page(&self, table: TableId, after: u64, limit: u32) -> Vec<StoredEvent>;
    /// Where the table's log ends (0 when empty); `NotFound(Table)` for an unknown table.
    fn head(&self, table: TableId) -> u64;
    /// Starts listening to every table's appends (filter by table on the receiving side).
    fn subscribe(&self) -> Subscription;

    // --- posts ---

    /// Writes a post; its text becomes revision 1 of its history.
    fn add_post(&self, post: &NewPost) -> PostRecord;
    /// [`Store::add_post`] with the roll of the post's dice box, recorded in the same
    /// transaction (`Duplicate(Roll)` when its client seed and index are taken).
    fn add_post_with_roll(&self, post: &NewPost, roll: &PostRoll) -> PostRecord;
    /// [`Store::add_post`] with its dice box's roll carried over by an import, in the same
    /// transaction (kept apart from this server's rolls: [`ImportedRoll`]).
    fn add_imported_post(&self, post: &NewPost, roll: &ImportedRoll) -> PostRecord;
    /// Replaces a post's text, keeping the old one in its history. The grace period is the
    /// server's rule.
    fn edit_post(&self, id: PostId, body: &str) -> PostRecord;
    /// One post.
    fn post(&self, id: PostId) -> PostRecord;
    /// A table's posts as `query.reader` may see them, oldest first.
    fn posts(&self, table: TableId, query: PostQuery) -> Vec<PostRecord>;
    /// Every text a post has had, oldest first.
    fn post_history(&self, id: PostId) -> Vec<PostRevision>;
    /// The images of a table's posts (without their bytes), by post then position.
    fn post_images(&self, table: TableId) -> Vec<ImageRecord>;
    /// One image (without its bytes).
    fn image(&self, id: ImageId) -> ImageRecord;
    /// The bytes of one image, or of its thumbnail.
    fn image_bytes(&self, id: ImageId, thumb: bool) -> Vec<u8>;

    // --- handouts ---

    /// Writes a handout with its image, in one transaction.
    fn add_handout(&self, handout: &NewHandout) -> HandoutRecord;
    /// A table's handouts, oldest first (the server filters them for its reader).
    fn handouts(&self, table: TableId) -> Vec<HandoutRecord>;
    /// Shows a handout to `seats` (replacing whom it was shown to).
    fn set_handout_seats(&self, id: HandoutId, seats: Vec<SeatId>) -> HandoutRecord;

    // --- portraits ---

    /// Gives a seat its portrait (`None`: takes it away, back to the initials), in one
    /// transaction; the image of the portrait it had goes. The new image's id.
    fn set_portrait(&self, table: TableId, seat: SeatId, image: Option<&NewImage>) -> Option<ImageId>;
    /// The portraits of a table's seats, by seat.
    fn portraits(&self, table: TableId) -> Vec<(SeatId, ImageRecord)>;

    // --- dice ---

    /// Commits the table to a new server seed: stores the seed (secret) and its published hash.
    fn commit_seed(&self, table: TableId, seed: &ServerSeed) -> Commitment;
    /// The table's commitments, oldest first (revealed seeds included).
    fn commitments(&self, table: TableId) -> Vec<Commitment>;
    /// The table's newest unrevealed commitment: the one rolls are drawn from now.
    fn current_commitment(&self, table: TableId) -> Commitment;
    /// The secret seed of a commitment, for the server to roll with. Never show it before reveal.
    fn server_seed(&self, id: CommitmentId) -> ServerSeed;
    /// Reveals a commitment's seed (idempotent: the first reveal time stays).
    fn reveal_seed(&self, id: CommitmentId, now: i64) -> Commitment;
    /// The next unused roll index of `client_seed` under `commitment` (0 when none).
    fn next_roll_index(&self, commitment: &str, client_seed: &str) -> u64;
    /// Records rolls made outside a game (a roll to paste on another forum).
    fn record_rolls(&self, table: TableId, rolls: Vec<RollRecord>) -> ();
    /// Every roll under a commitment, in the order they were recorded.
    fn rolls(&self, commitment: &str) -> Vec<StoredRoll>;
    /// One roll, for its verification page.
    fn roll(&self, commitment: &str, client_seed: &str, index: u64) -> StoredRoll;
    /// The rolls of a table's posts' dice boxes, oldest first (those an import carried over too).
    fn post_rolls(&self, table: TableId) -> Vec<StoredRoll>;

    // --- outbox ---

    /// Queues a webhook delivery.
    fn enqueue_delivery(&self, delivery: &NewDelivery) -> DeliveryId;
    /// Takes up to `limit` deliveries due at `now` and hides them from other takers until
    /// `now + lease_ms` (so two server processes never send one delivery at the same time).
    fn claim_deliveries(&self, now: i64, lease_ms: i64, limit: u32) -> Vec<Delivery>;
    /// Marks a delivery sent.
    fn delivery_succeeded(&self, id: DeliveryId, now: i64) -> ();
    /// Records a failed attempt: retried at `retry_at`, or abandoned when `None`. `error` must not
    /// contain the URL or other secrets.
    fn delivery_failed(&self, id: DeliveryId, error: &str, retry_at: Option<i64>, now: i64) -> ();
    /// One delivery.
    fn delivery(&self, id: DeliveryId) -> Delivery;

    // --- moderation ---

    /// Suspends a table since `since` (commands are refused while suspended), or resumes it
    /// (`None`). `NotFound(Table)` for an unknown table.
    fn set_suspended(&self, table: TableId, since: Option<i64>) -> ();
    /// Since when the table is suspended; `None` when it is not.
    fn suspended_since(&self, table: TableId) -> Option<i64>;

    // --- outbox, idempotent ---

    /// Queues a delivery unless one with the same `key` was ever queued (by any process):
    /// `Some(id)` when queued, `None` when the key was taken. For "one reminder per overdue move".
    fn enqueue_delivery_once(&self, delivery: &NewDelivery, key: &str) -> Option<DeliveryId>;

    // --- mail addresses ---

    /// Sets the owner's mail address, unconfirmed, replacing any earlier one (its kinds are kept
    /// when the address is the same, dropped otherwise).
    fn set_mail_address(&self, address: &NewMailAddress) -> MailAddress;
    /// Confirms the address whose confirmation token hashes to `confirm` (the link works once);
    /// `NotFound(MailAddress)` when none waits for it.
    fn confirm_mail_address(&self, confirm: &TokenHash, now: i64) -> MailAddress;
    /// The owner's address; `NotFound(MailAddress)` when it has none.
    fn mail_address(&self, owner: MailOwner) -> MailAddress;
    /// The address an unsubscribe link names; `NotFound(MailAddress)` when none.
    fn mail_address_by_key(&self, unsubscribe_key: &str) -> MailAddress;
    /// Removes the owner's address (removing none is not an error).
    fn delete_mail_address(&self, owner: MailOwner) -> ();
    /// Turns mail of `kind` on or off for an address, everywhere (`table` `None`) or at one table.
    fn set_mail_kind(&self, id: MailAddressId, table: Option<TableId>, kind: &str, wanted: bool) -> ();
    /// The confirmed addresses that turned mail of `kind` on, everywhere or at some table (for
    /// kinds that are off unless chosen, such as the daily digest), in id order.
    fn mail_addresses_wanting(&self, kind: &str) -> Vec<MailAddress>;
    /// The confirmed addresses that are `address` (compared without regard to case), of accounts
    /// and seats alike, in id order.
    fn confirmed_mail_addresses(&self, address: &str) -> Vec<MailAddress>;
    /// Records that the address's digest covering up to `at` was made, unless another process did
    /// since `previous` (its digest time when read): `true` when this call recorded it.
    fn set_mail_digest_at(&self, id: MailAddressId, previous: Option<i64>, at: i64) -> bool;

    // --- feeds ---

    /// Sets the seat's feed key (its hash) and language, replacing any earlier one; `once` as for
    /// [`Store::issue_invitation`].
    fn set_feed_key(
        &self,
        table: TableId,
        seat: SeatId,
        key: &TokenHash,
        lang: &str,
        once: Option<&IdempotencyKey>,
    ) -> ();
    /// Removes the seat's feed key (removing none is not an error).
    fn delete_feed_key(&self, table: TableId, seat: SeatId) -> ();
    /// The seat and language of a feed key; `NotFound(Seat)` when unknown or revoked.
    fn feed_by_key(&self, key: &TokenHash) -> (TableId, SeatId, String);
    /// When the seat's feed key was made, if it has one.
    fn feed_key_made(&self, table: TableId, seat: SeatId) -> Option<i64>;

    // --- idempotent writes ---

    /// What `caller`'s `key` was first used for, if it was recorded at or after `fresh_after`.
    fn idempotent_answer(&self, caller: &str, key: &str, fresh_after: i64) -> Option<IdempotentAnswer>;
    /// [`Store::append_with_rolls`] outside the group commit, recording `key` and its answer in the
    /// same transaction; `Duplicate(IdempotencyKey)`, and nothing written, when the caller's key
    /// is taken. Announces the append.
    fn append_once(
        &self,
        table: TableId,
        expected: u64,
        events: Vec<NewEvent>,
        rolls: Vec<RollRecord>,
        key: &IdempotencyKey,
    ) -> Appended;
    /// [`Store::add_post`] (with its dice box's roll, if any) recording `key` in the same
    /// transaction, with the new post as its answer; `Duplicate(IdempotencyKey)` as above.
    fn add_post_once(&self, post: &NewPost, roll: Option<&PostRoll>, key: &IdempotencyKey) -> PostRecord;
    /// [`Store::edit_post`] recording `key` in the same transaction, with the post as its answer.
    fn edit_post_once(&self, id: PostId, body: &str, key: &IdempotencyKey) -> PostRecord;
    /// Forgets the idempotency keys recorded before `before`; returns how many.
    fn purge_idempotency_keys(&self, before: i64) -> u64;

    // --- mail worked out from what was committed ---

    /// Up to where the table's mails were worked out (`seq` 0, `post` 0 and `waiting` unknown for
    /// a table without a cursor).
    fn mail_cursor(&self, table: TableId) -> MailCursor;
    /// Moves the table's mail cursor from `from` to `to` and holds the `pending` mails worked out
    /// between them (one already held for the same seat, kind and post stays as it is), in one
    /// transaction; unless the cursor is no longer at `from` (another process moved it): then
    /// `false`, and nothing is written. `now` (the server's clock) stamps the pending mails. With
    /// `to` equal to `from` it holds mails where the cursor stands (one found outside the log).
    fn advance_mail_cursor(
        &self,
        table: TableId,
        from: &MailCursor,
        to: &MailCursor,
        pending: Vec<NewPendingMail>,
        now: i64,
    ) -> bool;
    /// The tables whose log or posts go past their mail cursor, in id order: those a crash or a
    /// stop left behind.
    fn tables_behind_mail(&self) -> Vec<TableId>;
    /// The pending mails due at `now`, the earliest first, at most `limit`.
    fn pending_mails_due(&self, now: i64, limit: u32) -> Vec<PendingMail>;
    /// The pending mails of `kind` for `seat` at `table`, oldest first.
    fn pending_mails(&self, table: TableId, seat: SeatId, kind: &str) -> Vec<PendingMail>;
    /// Moves pending mails to `due_at`.
    fn postpone_pending_mails(&self, ids: Vec<i64>, due_at: i64) -> ();
    /// Writes pending mails out, in one transaction: deletes `written.ids`, queues its delivery
    /// once per its key and records that a mail of its kind was written for its seat at `now`
    /// (with no delivery, only deletes them). `false`, and nothing written, when one of the
    /// pending mails is gone: another process wrote it first.
    fn send_pending_mails(&self, written: WrittenMail, now: i64) -> bool;
    /// Records a confirmation mail to `address` (compared without case) at `now`, unless `most`
    /// were recorded for it in the `window_ms` before: then nothing is recorded and the answer is
    /// when the next may be sent (the oldest of them plus the window).
    fn record_confirmation(&self, address: &str, now: i64, window_ms: i64, most: u32) -> Option<i64>;
    /// Records that `seat` was at `table` at `at` (an earlier time changes nothing).
    fn mark_present(&self, table: TableId, seat: SeatId, at: i64) -> ();
    /// When `seat` was last at `table`, and last mailed from it.
    fn mail_presence(&self, table: TableId, seat: SeatId) -> MailPresence;
}
