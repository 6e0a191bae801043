//! The SQL both sqlx back ends share, as ordinary generic code (both accept `$1` placeholders).
//!
//! [`Store`] is implemented once, here, for every [`Backend`]: a back end gives its pool, its write
//! lock and its notices, and the three methods whose SQL differs (the event append: the writer
//! thread on SQLite, row locks and `NOTIFY` on PostgreSQL; subscriptions; the outbox claim). What
//! differs between the two sqlx databases themselves is the small [`Sql`] trait. Rows are read by
//! column name through [`Columns`] straight into the public records.

use std::fmt::Write as _;
use std::future::Future;

use dice::{RollRecord, ServerSeed};
use engine::SeatId;
use serde_json::value::RawValue;
use sqlx::{ColumnIndex, Database, Decode, Encode, Executor, IntoArguments, Pool, Row, Type};

use crate::Store;
use crate::error::{Entity, Result, StoreError};
use crate::model::*;
use crate::subscription::Subscription;
use crate::token::TokenHash;

/// What differs between the sqlx databases in the shared SQL. Its bounds are what the shared SQL
/// reads from them; what it binds is in the `where` clauses of [`InTx`] and of the `Store` impl.
pub(crate) trait Sql: Database<Row: Columns, Arguments: IntoArguments<Self>> {
    /// The statement that opens a transaction that will write after reading (`BEGIN IMMEDIATE`
    /// on SQLite, so the write lock is taken up front).
    const BEGIN_WRITE: &'static str;

    /// Locks a table's row for an append outside the group commit (`$1`: the table), so that it
    /// and the group commit's appends to the table wait for each other instead of colliding
    /// (SQLite: a plain read, its writes being serialised already).
    const LOCK_TABLE: &'static str;

    /// How many rows a statement changed.
    fn rows_affected(done: &Self::QueryResult) -> u64;
}

/// A store on one of the sqlx databases: what the shared methods need of it, and the methods of
/// [`Store`] whose SQL is its own.
pub(crate) trait Backend: Send + Sync {
    /// Its sqlx database.
    type Db: Sql;

    /// The connection pool every shared method opens its transactions on.
    fn pool(&self) -> &Pool<Self::Db>;

    /// What a shared method runs a statement on outside a transaction: the pool itself, or, on
    /// PostgreSQL behind a pooler in transaction mode, the pool giving each statement a
    /// transaction of its own (see [`crate::postgres`]).
    type Run<'a>: Executor<'a, Database = Self::Db>
    where
        Self: 'a;

    /// See [`Backend::Run`].
    fn run(&self) -> Self::Run<'_>;

    /// Now by the store's [`Clock`], Unix milliseconds: the time every row it stamps is given.
    fn now_ms(&self) -> i64;

    /// Waits for this process's turn to write; every shared write takes it first (see
    /// [`crate::sqlite`]; PostgreSQL needs none).
    fn write_lock(&self) -> impl Future<Output = Option<WriteLock<'_>>> + Send;

    /// Tells the subscribers, after a commit, what changed: a post written or edited, a seat's
    /// link or holder, a session ended (appends announce themselves).
    fn announce(&self, notice: Notice);

    /// [`Store::append_with_rolls`].
    fn append_with_rolls(
        &self,
        table: TableId,
        expected: u64,
        events: Vec<NewEvent>,
        rolls: Vec<RollRecord>,
    ) -> impl Future<Output = Result<Appended>> + Send;

    /// [`Store::subscribe`].
    fn subscribe(&self) -> impl Future<Output = Result<Subscription>> + Send;

    /// [`Store::claim_deliveries`].
    fn claim_deliveries(
        &self,
        now: i64,
        lease_ms: i64,
        limit: u32,
    ) -> impl Future<Output = Result<Vec<Delivery>>> + Send;
}

/// A turn to write on a back end that needs one (SQLite: see [`crate::sqlite`]).
pub(crate) type WriteLock<'a> = tokio::sync::MutexGuard<'a, ()>;

// ---------------------------------------------------------------------------------------------
// Rows into records

/// A row's columns read by name, in the types the schema stores (`BIGINT`, `TEXT`, `BOOLEAN`).
pub(crate) trait Columns {
    /// A `BIGINT NOT NULL` column.
    fn int(&self, column: &str) -> Result<i64>;
    /// A `BIGINT` column.
    fn opt_int(&self, column: &str) -> Result<Option<i64>>;
    /// A `TEXT NOT NULL` column.
    fn text(&self, column: &str) -> Result<String>;
    /// A `TEXT` column.
    fn opt_text(&self, column: &str) -> Result<Option<String>>;
    /// A `BOOLEAN NOT NULL` column.
    fn flag(&self, column: &str) -> Result<bool>;
    /// A `BLOB`/`BYTEA NOT NULL` column.
    fn bytes(&self, column: &str) -> Result<Vec<u8>>;
}

impl<R: Row> Columns for R
where
    for<'a> &'a str: ColumnIndex<R>,
    for<'r> i64: Decode<'r, R::Database> + Type<R::Database>,
    for<'r> String: Decode<'r, R::Database> + Type<R::Database>,
    for<'r> bool: Decode<'r, R::Database> + Type<R::Database>,
    for<'r> Vec<u8>: Decode<'r, R::Database> + Type<R::Database>,
{
    fn int(&self, column: &str) -> Result<i64> {
        Ok(self.try_get(column)?)
    }
    fn opt_int(&self, column: &str) -> Result<Option<i64>> {
        Ok(self.try_get(column)?)
    }
    fn text(&self, column: &str) -> Result<String> {
        Ok(self.try_get(column)?)
    }
    fn opt_text(&self, column: &str) -> Result<Option<String>> {
        Ok(self.try_get(column)?)
    }
    fn flag(&self, column: &str) -> Result<bool> {
        Ok(self.try_get(column)?)
    }
    fn bytes(&self, column: &str) -> Result<Vec<u8>> {
        Ok(self.try_get(column)?)
    }
}

fn user(row: &impl Columns) -> Result<UserRecord> {
    Ok(UserRecord {
        id: UserId(row.int("id")?),
        username: row.text("username")?,
        password_hash: row.text("password_hash")?,
        created_at: row.int("created_at")?,
    })
}

fn table(row: &impl Columns) -> Result<TableRecord> {
    let play: PlayOptions = serde_json::from_str(&row.text("play_options")?).map_err(StoreError::backend)?;
    Ok(TableRecord {
        id: TableId(row.int("id")?),
        game: row.text("game")?,
        title: row.text("title")?,
        config: json(&row.text("config")?)?,
        created_by: row.opt_int("created_by")?.map(UserId),
        options: TableOptions {
            spectators: row.flag("spectators")?,
            max_wait_secs: row.opt_int("max_wait_secs")?,
            webhook_url: row.opt_text("webhook_url")?,
            ai_seats: play.ai_seats,
            assistant: play.assistant,
            gm_reads_whispers: play.gm_reads_whispers,
        },
        created_at: row.int("created_at")?,
    })
}

/// The `play_options` column of `options`.
fn play_options(options: &TableOptions) -> String {
    let play = PlayOptions {
        ai_seats: options.ai_seats.clone(),
        assistant: options.assistant,
        gm_reads_whispers: options.gm_reads_whispers,
    };
    serde_json::to_string(&play).unwrap_or_else(|_| "{}".to_owned())
}

fn seat(row: &impl Columns) -> Result<SeatRecord> {
    Ok(SeatRecord {
        table: TableId(row.int("table_id")?),
        seat: seat_id(row.int("seat")?),
        role: row.text("role")?,
        holder: row.opt_int("user_id")?.map(UserId),
        held_by_link: row.flag("held_by_link")?,
        invitation_issued_at: row.opt_int("invite_issued_at")?,
        display_name: row.opt_text("display_name")?,
        gender: row.opt_text("gender")?,
    })
}

fn event(row: &impl Columns) -> Result<StoredEvent> {
    Ok(StoredEvent {
        seq: row.int("seq")? as u64,
        version: u16::try_from(row.int("version")?).unwrap_or(u16::MAX),
        seat: row.opt_int("seat")?.map(seat_id),
        event: RawValue::from_string(row.text("event")?).map_err(StoreError::backend)?,
        created_at: row.int("created_at")?,
    })
}

fn post(row: &impl Columns) -> Result<PostRecord> {
    let whisper_to = row.opt_int("whisper_to")?.map(seat_id);
    Ok(PostRecord {
        id: PostId(row.int("id")?),
        table: TableId(row.int("table_id")?),
        thread: Thread::parse(&row.text("thread")?),
        author_user: row.opt_int("author_user")?.map(UserId),
        author_seat: row.opt_int("author_seat")?.map(seat_id),
        whisper_to,
        whisper_also: row
            .opt_int("whisper_seats")?
            .map(mask_seats)
            .unwrap_or_default()
            .into_iter()
            .filter(|s| Some(*s) != whisper_to)
            .collect(),
        reply_to: row.opt_int("reply_to")?.map(PostId),
        body: row.text("body")?,
        created_at: row.int("created_at")?,
        edited_at: row.opt_int("edited_at")?,
    })
}

/// The columns [`image`] reads.
const IMAGE_COLUMNS: &str =
    "id, table_id, post_id, handout_id, position, mime, width, height, thumb_width, thumb_height, created_at";

fn image(row: &impl Columns) -> Result<ImageRecord> {
    let size = |c: &str| row.int(c).map(|n| u32::try_from(n).unwrap_or(0));
    Ok(ImageRecord {
        id: ImageId(row.int("id")?),
        table: TableId(row.int("table_id")?),
        post: row.opt_int("post_id")?.map(PostId),
        handout: row.opt_int("handout_id")?.map(HandoutId),
        position: size("position")?,
        mime: row.text("mime")?,
        width: size("width")?,
        height: size("height")?,
        thumb_width: size("thumb_width")?,
        thumb_height: size("thumb_height")?,
        created_at: row.int("created_at")?,
    })
}

/// The columns [`handout`] reads (the handout's own, and its image's id as `image_id`).
const HANDOUT_SQL: &str = "SELECT h.id, h.table_id, h.title, h.body, h.seats, h.created_at, \
     (SELECT MIN(i.id) FROM images i WHERE i.handout_id = h.id) AS image_id FROM handouts h";

fn handout(row: &impl Columns) -> Result<HandoutRecord> {
    Ok(HandoutRecord {
        id: HandoutId(row.int("id")?),
        table: TableId(row.int("table_id")?),
        title: row.text("title")?,
        body: row.text("body")?,
        seats: mask_seats(row.int("seats")?),
        image: row.opt_int("image_id")?.map(ImageId),
        created_at: row.int("created_at")?,
    })
}

fn post_revision(row: &impl Columns) -> Result<PostRevision> {
    Ok(PostRevision {
        rev: u32::try_from(row.int("rev")?).unwrap_or(u32::MAX),
        body: row.text("body")?,
        written_at: row.int("written_at")?,
    })
}

fn commitment(row: &impl Columns) -> Result<Commitment> {
    let revealed_at = row.opt_int("revealed_at")?;
    Ok(Commitment {
        id: CommitmentId(row.int("id")?),
        table: TableId(row.int("table_id")?),
        commitment: row.text("commitment")?,
        created_at: row.int("created_at")?,
        revealed_at,
        // The seed is secret until revealed: read it only then.
        revealed_seed: if revealed_at.is_some() { Some(row.text("seed")?) } else { None },
    })
}

fn roll(row: &impl Columns) -> Result<StoredRoll> {
    Ok(StoredRoll {
        record: RollRecord {
            commitment: row.text("commitment")?,
            client_seed: row.text("client_seed")?,
            index: row.int("idx")? as u64,
            dice: serde_json::from_str(&row.text("dice")?).map_err(StoreError::backend)?,
            faces: serde_json::from_str(&row.text("faces")?).map_err(StoreError::backend)?,
        },
        table: TableId(row.int("table_id")?),
        seq: row.opt_int("seq")?.map(|s| s as u64),
        created_at: row.int("created_at")?,
        post: row.opt_int("post_id")?.map(PostId),
        label: row.opt_text("label")?,
        notation: row.opt_text("notation")?,
        carried_seed: row.opt_text("carried_seed")?,
        imported: row.int("imported")? != 0,
    })
}

pub(crate) fn delivery(row: &impl Columns) -> Result<Delivery> {
    Ok(Delivery {
        id: DeliveryId(row.int("id")?),
        table: row.opt_int("table_id")?.map(TableId),
        url: row.text("url")?,
        payload: json(&row.text("payload")?)?,
        attempts: u32::try_from(row.int("attempts")?).unwrap_or(u32::MAX),
        last_error: row.opt_text("last_error")?,
        created_at: row.int("created_at")?,
        next_attempt_at: row.int("next_attempt_at")?,
        status: match (row.opt_int("delivered_at")?, row.opt_int("abandoned_at")?) {
            (Some(at), _) => DeliveryStatus::Delivered(at),
            (None, Some(at)) => DeliveryStatus::Abandoned(at),
            (None, None) => DeliveryStatus::Pending,
        },
    })
}

/// Where a table's log ends, from a [`HEAD_SQL`] row; `NotFound(Table)` for an unknown table.
/// A `mail_addresses` row, without its kinds.
fn mail_address(row: &impl Columns) -> Result<MailAddress> {
    let owner = match (row.opt_int("user_id")?, row.opt_int("table_id")?, row.opt_int("seat")?) {
        (Some(user), _, _) => MailOwner::User(UserId(user)),
        (None, Some(table), Some(seat)) => MailOwner::Seat(TableId(table), seat_id(seat)),
        _ => return Err(StoreError::backend("a mail address without an owner")),
    };
    Ok(MailAddress {
        id: MailAddressId(row.int("id")?),
        owner,
        address: row.text("address")?,
        lang: row.text("lang")?,
        confirmed_at: row.opt_int("confirmed_at")?,
        unsubscribe_key: row.text("unsubscribe_key")?,
        digest_at: row.opt_int("digest_at")?,
        kinds: Vec::new(),
    })
}

/// The id of an owner's address, its owner bound as [`mail_owner`]'s `$1`, `$2`, `$3`.
const MAIL_OWNER_ID_SQL: &str = "SELECT id, address, confirmed_at FROM mail_addresses \
     WHERE COALESCE(user_id, 0) = $1 AND COALESCE(table_id, 0) = $2 AND COALESCE(seat, -1) = $3";

/// An owner as the binds of [`MAIL_OWNER_ID_SQL`] (ids are positive, seats are not negative).
fn mail_owner(owner: MailOwner) -> (i64, i64, i64) {
    match owner {
        MailOwner::User(u) => (u.0, 0, -1),
        MailOwner::Seat(t, s) => (0, t.0, i64::from(s.0)),
    }
}

fn head(row: &impl Columns) -> Result<u64> {
    if row.int("tables")? == 0 {
        return Err(StoreError::NotFound(Entity::Table));
    }
    Ok(row.int("head")? as u64)
}

fn json(text: &str) -> Result<serde_json::Value> {
    serde_json::from_str(text).map_err(StoreError::backend)
}

fn seat_id(n: i64) -> SeatId {
    SeatId(u8::try_from(n).unwrap_or(u8::MAX))
}

fn not_found(what: Entity) -> impl FnOnce(sqlx::Error) -> StoreError {
    move |e| match e {
        sqlx::Error::RowNotFound => StoreError::NotFound(what),
        e => StoreError::backend(e),
    }
}

// ---------------------------------------------------------------------------------------------
// SQL shared with the SQLite writer thread

/// `tables` (1 when the table exists, else 0) and `head` (where its log ends, 0 when empty): the
/// check every append makes inside its transaction.
pub(crate) const HEAD_SQL: &str = "SELECT (SELECT COUNT(*) FROM tables WHERE id = $1) AS tables, \
     COALESCE((SELECT MAX(seq) FROM events WHERE table_id = $1), 0) AS head";

pub(crate) const INSERT_EVENT_SQL: &str =
    "INSERT INTO events (table_id, seq, version, seat, event, created_at) VALUES ($1, $2, $3, $4, $5, $6)";

/// Most events one `INSERT` writes (six parameters each: far below SQLite's and PostgreSQL's
/// limits on a statement's parameters).
const EVENTS_PER_INSERT: usize = 100;

/// `INSERT INTO events` of `rows` rows, each `(table_id, seq, version, seat, event, created_at)`.
fn insert_events_sql(rows: usize) -> String {
    values_sql("INSERT INTO events (table_id, seq, version, seat, event, created_at) VALUES ", rows, 6)
}

/// `head` followed by `rows` tuples of `columns` numbered parameters: `($1, $2), ($3, $4)`. Made
/// of a constant and numbers only, so it is safe to run as SQL (`AssertSqlSafe`).
fn values_sql(head: &str, rows: usize, columns: usize) -> String {
    let mut sql = String::with_capacity(head.len() + rows * columns * 5);
    sql.push_str(head);
    for row in 0..rows {
        sql.push_str(if row == 0 { "(" } else { ", (" });
        for column in 0..columns {
            if column > 0 {
                sql.push_str(", ");
            }
            let _ = write!(sql, "${}", row * columns + column + 1);
        }
        sql.push(')');
    }
    sql
}

/// Moves a table's mail cursor past post `$2` (never back).
const MAIL_CURSOR_PAST_POST_SQL: &str =
    "UPDATE mail_cursors SET post_id = CASE WHEN post_id < $2 THEN $2 ELSE post_id END WHERE table_id = $1";

fn pending_mail(row: &impl Columns) -> Result<PendingMail> {
    Ok(PendingMail {
        id: row.int("id")?,
        table: TableId(row.int("table_id")?),
        seat: seat_id(row.int("seat")?),
        kind: row.text("kind")?,
        post: Some(row.int("post_id")?).filter(|p| *p != 0).map(PostId),
        from_seq: row.int("from_seq")?.max(0) as u64,
        due_at: row.int("due_at")?,
        created_at: row.int("created_at")?,
    })
}

const PENDING_MAIL_COLUMNS: &str = "id, table_id, seat, kind, post_id, from_seq, due_at, created_at";

/// The presence column that records when a mail of `kind` was last written.
fn mailed_column(kind: &str) -> Result<&'static str> {
    match kind {
        "your-move" => Ok("your_move_at"),
        "addressed" => Ok("addressed_at"),
        _ => Err(StoreError::backend(std::io::Error::other("unknown kind of pending mail"))),
    }
}

pub(crate) const INSERT_ROLL_SQL: &str = "INSERT INTO rolls \
     (commitment, client_seed, idx, table_id, seq, dice, faces, created_at) \
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)";

// ---------------------------------------------------------------------------------------------
// Writes inside a transaction

/// One connection inside an open transaction, for the writes that several methods (and
/// PostgreSQL's append) share. On `Err` the caller must roll the transaction back.
pub(crate) struct InTx<'c, D: Database>(pub(crate) &'c mut D::Connection);

impl<D> InTx<'_, D>
where
    D: Sql,
    for<'c> &'c mut D::Connection: Executor<'c, Database = D>,
    for<'q> i64: Encode<'q, D> + Type<D>,
    for<'q> Option<i64>: Encode<'q, D>,
    for<'q> bool: Encode<'q, D> + Type<D>,
    for<'q> &'q str: Encode<'q, D> + Type<D>,
    for<'q> Option<&'q str>: Encode<'q, D>,
    for<'q> String: Encode<'q, D> + Type<D>,
    for<'q> &'q [u8]: Encode<'q, D> + Type<D>,
{
    /// Appends `events` if the table's log ends at `expected`, and records the `rolls` that
    /// produced them.
    pub(crate) async fn append(
        &mut self,
        table: TableId,
        expected: u64,
        events: &[NewEvent],
        rolls: &[RollRecord],
        now: i64,
    ) -> Result<Appended> {
        let head = head(&sqlx::query(HEAD_SQL).bind(table.0).fetch_one(&mut *self.0).await?)?;
        if head != expected {
            return Err(StoreError::Conflict { expected, actual: head });
        }
        let mut seq = head;
        // Many rows a statement: a table's opening writes a dozen events, and each statement is
        // a round trip on PostgreSQL.
        for chunk in events.chunks(EVENTS_PER_INSERT) {
            let sql = insert_events_sql(chunk.len());
            let mut insert = sqlx::query(sqlx::AssertSqlSafe(sql));
            for e in chunk {
                seq += 1;
                insert = insert
                    .bind(table.0)
                    .bind(seq as i64)
                    .bind(i64::from(e.version))
                    .bind(e.seat.map(|s| i64::from(s.0)))
                    .bind(e.event.get())
                    .bind(now);
            }
            insert.execute(&mut *self.0).await.map_err(|err| match &err {
                // Someone else's write landed between our check and insert.
                sqlx::Error::Database(db) if db.is_unique_violation() => {
                    StoreError::Conflict { expected, actual: expected + 1 }
                }
                _ => StoreError::backend(err),
            })?;
        }
        for r in rolls {
            self.insert_roll(table, Some(seq as i64), r, now).await?;
        }
        Ok(Appended { first: head + 1, last: seq })
    }

    /// Inserts a table and its seats (in one statement), each seat named in `invitations` with its
    /// link's token hash issued at `now`. An invitation for a seat the table does not have is
    /// `NotFound(Seat)`.
    async fn insert_table(
        &mut self,
        new: &NewTable,
        invitations: &[(SeatId, TokenHash)],
        now: i64,
    ) -> Result<TableRecord> {
        if invitations.iter().any(|(seat, _)| !new.seats.iter().any(|s| s.seat == *seat)) {
            return Err(StoreError::NotFound(Entity::Seat));
        }
        let row = sqlx::query(
            "INSERT INTO tables \
             (game, title, config, created_by, spectators, max_wait_secs, webhook_url, created_at, play_options) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) \
             RETURNING id, game, title, config, created_by, spectators, max_wait_secs, webhook_url, created_at, \
             play_options",
        )
        .bind(new.game.as_str())
        .bind(new.title.as_str())
        .bind(new.config.to_string())
        .bind(new.created_by.map(|u| u.0))
        .bind(new.options.spectators)
        .bind(new.options.max_wait_secs)
        .bind(new.options.webhook_url.as_deref())
        .bind(now)
        .bind(play_options(&new.options))
        .fetch_one(&mut *self.0)
        .await
        .map_err(|e| StoreError::from_sqlx(e, Entity::Table, Entity::User))?;
        let record = table(&row)?;
        // Mail is worked out from here on (an opening or an import moves it past their events).
        sqlx::query("INSERT INTO mail_cursors (table_id, seq, waiting, post_id) VALUES ($1, 0, NULL, 0)")
            .bind(record.id.0)
            .execute(&mut *self.0)
            .await?;
        if new.seats.is_empty() {
            return Ok(record);
        }
        let sql = values_sql(
            "INSERT INTO seats (table_id, seat, role, user_id, invite_hash, invite_issued_at) VALUES ",
            new.seats.len(),
            6,
        );
        let mut insert = sqlx::query(sqlx::AssertSqlSafe(sql));
        for s in &new.seats {
            let invitation =
                invitations.iter().rev().find(|(seat, _)| *seat == s.seat).map(|(_, token)| token);
            insert = insert
                .bind(record.id.0)
                .bind(i64::from(s.seat.0))
                .bind(s.role.as_str())
                .bind(s.holder.map(|u| u.0))
                .bind(invitation.map(|t| t.as_str()))
                .bind(invitation.map(|_| now));
        }
        insert
            .execute(&mut *self.0)
            .await
            .map_err(|e| StoreError::from_sqlx(e, Entity::Seat, Entity::User))?;
        Ok(record)
    }

    /// Records a write's idempotency key (replacing the caller's expired one of the same name);
    /// `Duplicate(IdempotencyKey)` when the caller's key is taken.
    pub(crate) async fn record_key(
        &mut self,
        key: &IdempotencyKey,
        post: Option<PostId>,
        table: Option<TableId>,
        now: i64,
    ) -> Result<()> {
        sqlx::query("DELETE FROM idempotency_keys WHERE caller = $1 AND idem_key = $2 AND created_at < $3")
            .bind(key.caller.as_str())
            .bind(key.key.as_str())
            .bind(key.fresh_after)
            .execute(&mut *self.0)
            .await?;
        sqlx::query(
            "INSERT INTO idempotency_keys (caller, idem_key, request, answer, post_id, table_id, created_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7)",
        )
        .bind(key.caller.as_str())
        .bind(key.key.as_str())
        .bind(key.request.as_str())
        .bind(key.answer.as_str())
        .bind(post.map(|p| p.0))
        .bind(table.map(|t| t.0))
        .bind(now)
        .execute(&mut *self.0)
        .await
        .map_err(|e| StoreError::from_sqlx(e, Entity::IdempotencyKey, Entity::Post))?;
        Ok(())
    }

    /// Queues a delivery in this transaction; with a `dedupe_key`, unless one with the same key
    /// was ever queued (`None` then).
    pub(crate) async fn insert_delivery(
        &mut self,
        delivery: &NewDelivery,
        dedupe_key: Option<&str>,
        now: i64,
    ) -> Result<Option<DeliveryId>> {
        let row = sqlx::query(
            "INSERT INTO outbox (table_id, url, payload, created_at, next_attempt_at, dedupe_key) \
             VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (dedupe_key) DO NOTHING RETURNING id",
        )
        .bind(delivery.table.map(|t| t.0))
        .bind(delivery.url.as_str())
        .bind(delivery.payload.to_string())
        .bind(now)
        .bind(delivery.not_before)
        .bind(dedupe_key)
        .fetch_optional(&mut *self.0)
        .await
        .map_err(|e| StoreError::from_sqlx(e, Entity::Delivery, Entity::Table))?;
        row.map(|row| Ok(DeliveryId(row.int("id")?))).transpose()
    }

    /// The roll of a post's dice box, filed with the post.
    async fn insert_post_roll(&mut self, record: &PostRecord, roll: &PostRoll) -> Result<()> {
        let r = &roll.record;
        sqlx::query(
            "INSERT INTO rolls \
             (commitment, client_seed, idx, table_id, seq, dice, faces, created_at, post_id, label, notation) \
             VALUES ($1, $2, $3, $4, NULL, $5, $6, $7, $8, $9, $10)",
        )
        .bind(r.commitment.as_str())
        .bind(r.client_seed.as_str())
        .bind(r.index as i64)
        .bind(record.table.0)
        .bind(serde_json::to_string(&r.dice).map_err(StoreError::backend)?)
        .bind(serde_json::to_string(&r.faces).map_err(StoreError::backend)?)
        .bind(record.created_at)
        .bind(record.id.0)
        .bind(roll.label.as_str())
        .bind(roll.notation.as_str())
        .execute(&mut *self.0)
        .await
        .map_err(|e| StoreError::from_sqlx(e, Entity::Roll, Entity::Commitment))?;
        Ok(())
    }

    /// Replaces a post's text, keeping the new one as its next revision.
    async fn edit_post(&mut self, id: PostId, body: &str, now: i64) -> Result<PostRecord> {
        let row = sqlx::query(
            "UPDATE posts SET body = $2, edited_at = $3 WHERE id = $1 \
             RETURNING id, table_id, thread, author_user, author_seat, whisper_to, whisper_seats, reply_to, body, created_at, edited_at",
        )
        .bind(id.0)
        .bind(body)
        .bind(now)
        .fetch_one(&mut *self.0)
        .await
        .map_err(not_found(Entity::Post))?;
        let record = post(&row)?;
        sqlx::query(
            "INSERT INTO post_revisions (post_id, rev, body, written_at) \
             SELECT $1, COALESCE(MAX(rev), 0) + 1, $2, $3 FROM post_revisions WHERE post_id = $1",
        )
        .bind(id.0)
        .bind(body)
        .bind(now)
        .execute(&mut *self.0)
        .await?;
        Ok(record)
    }

    /// Writes a post and its first revision.
    pub(crate) async fn insert_post(&mut self, post: &NewPost, now: i64) -> Result<PostRecord> {
        let row = sqlx::query(
            "INSERT INTO posts \
             (table_id, thread, author_user, author_seat, whisper_to, body, created_at, reply_to, whisper_seats) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) \
             RETURNING id, table_id, thread, author_user, author_seat, whisper_to, whisper_seats, reply_to, body, created_at, edited_at",
        )
        .bind(post.table.0)
        .bind(post.thread.as_str())
        .bind(post.author_user.map(|u| u.0))
        .bind(post.author_seat.map(|s| i64::from(s.0)))
        .bind(post.whisper_to.map(|s| i64::from(s.0)))
        .bind(post.body.as_str())
        .bind(post.written_at.unwrap_or(now))
        .bind(post.reply_to.map(|p| p.0))
        // A group whisper keeps all its seats; a one-seat whisper needs only `whisper_to`.
        .bind((!post.whisper_also.is_empty()).then(|| seat_mask(post.whisper_to.into_iter().chain(post.whisper_also.iter().copied()))))
        .fetch_one(&mut *self.0)
        .await
        .map_err(|e| StoreError::from_sqlx(e, Entity::Post, Entity::Table))?;
        let record = self::post(&row)?;
        if post.written_at.is_some() {
            // An imported post was written elsewhere, earlier: no mail tells it.
            sqlx::query(MAIL_CURSOR_PAST_POST_SQL)
                .bind(record.table.0)
                .bind(record.id.0)
                .execute(&mut *self.0)
                .await?;
        }
        sqlx::query("INSERT INTO post_revisions (post_id, rev, body, written_at) VALUES ($1, 1, $2, $3)")
            .bind(record.id.0)
            .bind(record.body.as_str())
            .bind(record.created_at)
            .execute(&mut *self.0)
            .await?;
        for (position, image) in post.images.iter().enumerate() {
            self.insert_image(record.table, Some(record.id), position, image, record.created_at).await?;
        }
        Ok(record)
    }

    /// Stores one image, held by post `post` (or, `None`, by something else), at `position`.
    pub(crate) async fn insert_image(
        &mut self,
        table: TableId,
        post: Option<PostId>,
        position: usize,
        image: &NewImage,
        now: i64,
    ) -> Result<ImageId> {
        let row = sqlx::query(
            "INSERT INTO images \
             (table_id, post_id, position, mime, width, height, data, thumb_width, thumb_height, thumb, created_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id",
        )
        .bind(table.0)
        .bind(post.map(|p| p.0))
        .bind(i64::try_from(position).unwrap_or(i64::MAX))
        .bind(image.mime.as_str())
        .bind(i64::from(image.width))
        .bind(i64::from(image.height))
        .bind(image.data.as_slice())
        .bind(i64::from(image.thumb_width))
        .bind(i64::from(image.thumb_height))
        .bind(image.thumb.as_slice())
        .bind(now)
        .fetch_one(&mut *self.0)
        .await
        .map_err(|e| StoreError::from_sqlx(e, Entity::Image, Entity::Table))?;
        Ok(ImageId(row.int("id")?))
    }

    /// Records one roll, made by the append that ended the log at `seq` (`None`: outside a game).
    async fn insert_roll(
        &mut self,
        table: TableId,
        seq: Option<i64>,
        r: &RollRecord,
        now: i64,
    ) -> Result<()> {
        sqlx::query(INSERT_ROLL_SQL)
            .bind(r.commitment.as_str())
            .bind(r.client_seed.as_str())
            .bind(r.index as i64)
            .bind(table.0)
            .bind(seq)
            .bind(serde_json::to_string(&r.dice).map_err(StoreError::backend)?)
            .bind(serde_json::to_string(&r.faces).map_err(StoreError::backend)?)
            .bind(now)
            .execute(&mut *self.0)
            .await
            .map_err(|e| StoreError::from_sqlx(e, Entity::Roll, Entity::Commitment))?;
        Ok(())
    }
}

// ---------------------------------------------------------------------------------------------
// The store

/// Fails with `NotFound(what)` when a statement changed no row.
fn changed<D: Sql>(done: &D::QueryResult, what: Entity) -> Result<()> {
    if D::rows_affected(done) == 0 {
        return Err(StoreError::NotFound(what));
    }
    Ok(())
}

/// The address with id `id`, with its kinds.
async fn mail_address_by_id<B, D>(store: &B, id: i64) -> Result<MailAddress>
where
    B: Backend<Db = D>,
    D: Sql,
    for<'c> &'c mut D::Connection: Executor<'c, Database = D>,
    for<'q> i64: Encode<'q, D> + Type<D>,
{
    let row = sqlx::query(
        "SELECT id, user_id, table_id, seat, address, lang, confirmed_at, unsubscribe_key, digest_at \
         FROM mail_addresses WHERE id = $1",
    )
    .bind(id)
    .fetch_one(store.pool())
    .await
    .map_err(not_found(Entity::MailAddress))?;
    let mut address = mail_address(&row)?;
    let kinds = sqlx::query(
        "SELECT table_id, kind, wanted FROM mail_kinds WHERE address_id = $1 ORDER BY table_id, kind",
    )
    .bind(id)
    .fetch_all(store.pool())
    .await?;
    for k in &kinds {
        let table = Some(k.int("table_id")?).filter(|t| *t != 0).map(TableId);
        address.kinds.push((table, k.text("kind")?, k.flag("wanted")?));
    }
    Ok(address)
}

impl<B, D> Store for B
where
    B: Backend<Db = D>,
    D: Sql,
    for<'c> &'c mut D::Connection: Executor<'c, Database = D>,
    for<'q> i64: Encode<'q, D> + Type<D>,
    for<'q> Option<i64>: Encode<'q, D>,
    for<'q> bool: Encode<'q, D> + Type<D>,
    for<'q> &'q str: Encode<'q, D> + Type<D>,
    for<'q> Option<&'q str>: Encode<'q, D>,
    for<'q> String: Encode<'q, D> + Type<D>,
    for<'q> &'q [u8]: Encode<'q, D> + Type<D>,
{
    async fn create_user(&self, username: &str, password_hash: &str) -> Result<UserRecord> {
        let _write = self.write_lock().await;
        let row = sqlx::query(
            "INSERT INTO users (username, password_hash, created_at) VALUES ($1, $2, $3) \
             RETURNING id, username, password_hash, created_at",
        )
        .bind(username)
        .bind(password_hash)
        .bind(self.now_ms())
        .fetch_one(self.run())
        .await
        .map_err(|e| StoreError::from_sqlx(e, Entity::User, Entity::User))?;
        user(&row)
    }

    async fn user(&self, id: UserId) -> Result<UserRecord> {
        let row = sqlx::query("SELECT id, username, password_hash, created_at FROM users WHERE id = $1")
            .bind(id.0)
            .fetch_one(self.run())
            .await
            .map_err(not_found(Entity::User))?;
        user(&row)
    }

    async fn user_by_name(&self, username: &str) -> Result<UserRecord> {
        let row =
            sqlx::query("SELECT id, username, password_hash, created_at FROM users WHERE username = $1")
                .bind(username)
                .fetch_one(self.run())
                .await
                .map_err(not_found(Entity::User))?;
        user(&row)
    }

    async fn set_password_hash(&self, id: UserId, password_hash: &str) -> Result<()> {
        let _write = self.write_lock().await;
        let done = sqlx::query("UPDATE users SET password_hash = $2 WHERE id = $1")
            .bind(id.0)
            .bind(password_hash)
            .execute(self.run())
            .await?;
        changed::<D>(&done, Entity::User)
    }

    async fn create_session(&self, token: &TokenHash, user: UserId, expires_at: i64) -> Result<()> {
        let _write = self.write_lock().await;
        sqlx::query(
            "INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)",
        )
        .bind(token.as_str())
        .bind(user.0)
        .bind(self.now_ms())
        .bind(expires_at)
        .execute(self.run())
        .await
        .map_err(|e| StoreError::from_sqlx(e, Entity::Session, Entity::User))?;
        Ok(())
    }

    async fn session(&self, token: &TokenHash, now: i64) -> Result<SessionRecord> {
        let row = sqlx::query(
            "SELECT user_id, created_at, expires_at FROM sessions WHERE token_hash = $1 AND expires_at > $2",
        )
        .bind(token.as_str())
        .bind(now)
        .fetch_one(self.run())
        .await
        .map_err(not_found(Entity::Session))?;
        Ok(SessionRecord {
            user: UserId(row.int("user_id")?),
            created_at: row.int("created_at")?,
            expires_at: row.int("expires_at")?,
        })
    }

    async fn delete_session(&self, token: &TokenHash) -> Result<()> {
        let _write = self.write_lock().await;
        let ended = sqlx::query("DELETE FROM sessions WHERE token_hash = $1 RETURNING user_id")
            .bind(token.as_str())
            .fetch_optional(self.run())
            .await?;
        if let Some(row) = ended {
            self.announce(Notice::SignedOut { user: UserId(row.int("user_id")?) });
        }
        Ok(())
    }

    async fn purge_sessions(&self, now: i64) -> Result<u64> {
        let _write = self.write_lock().await;
        let done =
            sqlx::query("DELETE FROM sessions WHERE expires_at <= $1").bind(now).execute(self.run()).await?;
        Ok(D::rows_affected(&done))
    }

    async fn create_table(&self, table: &NewTable) -> Result<TableRecord> {
        let _write = self.write_lock().await;
        let mut tx = self.pool().begin().await?;
        let record = InTx::<D>(&mut tx).insert_table(table, &[], self.now_ms()).await?;
        tx.commit().await?;
        Ok(record)
    }

    async fn open_table(&self, table: &NewTable, opening: &Opening) -> Result<TableRecord> {
        let _write = self.write_lock().await;
        let now = self.now_ms();
        let mut tx = self.pool().begin().await?;
        let record = InTx::<D>(&mut tx).insert_table(table, &opening.invitations, now).await?;
        if let Some(key) = &opening.once {
            InTx::<D>(&mut tx).record_key(key, None, Some(record.id), now).await?;
        }
        sqlx::query(
            "INSERT INTO dice_commitments (table_id, commitment, seed, created_at) VALUES ($1, $2, $3, $4)",
        )
        .bind(record.id.0)
        .bind(opening.seed.commitment())
        .bind(opening.seed.reveal())
        .bind(now)
        .execute(&mut *tx)
        .await
        .map_err(|e| StoreError::from_sqlx(e, Entity::Commitment, Entity::Table))?;
        let appended = InTx::<D>(&mut tx).append(record.id, 0, &opening.events, &opening.rolls, now).await?;
        // The opening is no one's move yet: mail starts after it.
        sqlx::query("UPDATE mail_cursors SET seq = $2 WHERE table_id = $1")
            .bind(record.id.0)
            .bind(appended.last as i64)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(record)
    }

    async fn table(&self, id: TableId) -> Result<TableRecord> {
        let row = sqlx::query(
            "SELECT id, game, title, config, created_by, spectators, max_wait_secs, webhook_url, created_at, \
             play_options \
             FROM tables WHERE id = $1",
        )
        .bind(id.0)
        .fetch_one(self.run())
        .await
        .map_err(not_found(Entity::Table))?;
        table(&row)
    }

    async fn tables_opened_since(&self, user: UserId, since: i64) -> Result<u64> {
        let row = sqlx::query("SELECT COUNT(*) AS n FROM tables WHERE created_by = $1 AND created_at >= $2")
            .bind(user.0)
            .bind(since)
            .fetch_one(self.run())
            .await?;
        Ok(u64::try_from(row.int("n")?).unwrap_or(0))
    }

    async fn list_tables(&self, after: Option<TableId>, limit: u32) -> Result<Vec<TableRecord>> {
        let rows = sqlx::query(
            "SELECT id, game, title, config, created_by, spectators, max_wait_secs, webhook_url, created_at, \
             play_options \
             FROM tables WHERE id > $1 ORDER BY id LIMIT $2",
        )
        .bind(after.map_or(0, |t| t.0))
        .bind(i64::from(limit))
        .fetch_all(self.run())
        .await?;
        rows.iter().map(table).collect()
    }

    async fn add_seat(&self, table: TableId, seat: &NewSeat) -> Result<SeatRecord> {
        let _write = self.write_lock().await;
        let row = sqlx::query(
            "INSERT INTO seats (table_id, seat, role, user_id) VALUES ($1, $2, $3, $4) \
             RETURNING table_id, seat, role, user_id, held_by_link, invite_issued_at, display_name, gender",
        )
        .bind(table.0)
        .bind(i64::from(seat.seat.0))
        .bind(seat.role.as_str())
        .bind(seat.holder.map(|u| u.0))
        .fetch_one(self.run())
        .await
        // The foreign keys are the table and the holder; say which one is missing.
        .map_err(|e| StoreError::from_sqlx(e, Entity::Seat, Entity::Table))?;
        self::seat(&row)
    }

    async fn seats(&self, table: TableId) -> Result<Vec<SeatRecord>> {
        let rows = sqlx::query(
            "SELECT table_id, seat, role, user_id, held_by_link, invite_issued_at, display_name, gender FROM seats WHERE table_id = $1 ORDER BY seat",
        )
        .bind(table.0)
        .fetch_all(self.run())
        .await?;
        rows.iter().map(seat).collect()
    }

    async fn seat(&self, table: TableId, seat: SeatId) -> Result<SeatRecord> {
        let row = sqlx::query(
            "SELECT table_id, seat, role, user_id, held_by_link, invite_issued_at, display_name, gender FROM seats WHERE table_id = $1 AND seat = $2",
        )
        .bind(table.0)
        .bind(i64::from(seat.0))
        .fetch_one(self.run())
        .await
        .map_err(not_found(Entity::Seat))?;
        self::seat(&row)
    }

    async fn seats_of_user(&self, user: UserId) -> Result<Vec<SeatRecord>> {
        let rows = sqlx::query(
            "SELECT table_id, seat, role, user_id, held_by_link, invite_issued_at, display_name, gender FROM seats \
             WHERE user_id = $1 ORDER BY table_id, seat",
        )
        .bind(user.0)
        .fetch_all(self.run())
        .await?;
        rows.iter().map(seat).collect()
    }

    async fn set_seat_name(&self, table: TableId, seat: SeatId, name: Option<&str>) -> Result<SeatRecord> {
        let _write = self.write_lock().await;
        let row = sqlx::query(
            "UPDATE seats SET display_name = $3 WHERE table_id = $1 AND seat = $2 \
             RETURNING table_id, seat, role, user_id, held_by_link, invite_issued_at, display_name, gender",
        )
        .bind(table.0)
        .bind(i64::from(seat.0))
        .bind(name)
        .fetch_one(self.run())
        .await
        .map_err(not_found(Entity::Seat))?;
        self.announce(Notice::SeatChanged { table, seat });
        self::seat(&row)
    }

    async fn set_seat_gender(
        &self,
        table: TableId,
        seat: SeatId,
        gender: Option<&str>,
    ) -> Result<SeatRecord> {
        let _write = self.write_lock().await;
        let row = sqlx::query(
            "UPDATE seats SET gender = $3 WHERE table_id = $1 AND seat = $2 \
             RETURNING table_id, seat, role, user_id, held_by_link, invite_issued_at, display_name, gender",
        )
        .bind(table.0)
        .bind(i64::from(seat.0))
        .bind(gender)
        .fetch_one(self.run())
        .await
        .map_err(not_found(Entity::Seat))?;
        self.announce(Notice::SeatChanged { table, seat });
        self::seat(&row)
    }

    async fn set_seat_holder(
        &self,
        table: TableId,
        seat: SeatId,
        holder: Option<UserId>,
    ) -> Result<SeatRecord> {
        let _write = self.write_lock().await;
        let row = sqlx::query(
            "UPDATE seats SET user_id = $3, held_by_link = FALSE WHERE table_id = $1 AND seat = $2 \
             RETURNING table_id, seat, role, user_id, held_by_link, invite_issued_at, display_name, gender",
        )
        .bind(table.0)
        .bind(i64::from(seat.0))
        .bind(holder.map(|u| u.0))
        .fetch_one(self.run())
        .await
        .map_err(|e| match e {
            sqlx::Error::RowNotFound => StoreError::NotFound(Entity::Seat),
            e => StoreError::from_sqlx(e, Entity::Seat, Entity::User),
        })?;
        self.announce(Notice::SeatChanged { table, seat });
        self::seat(&row)
    }

    async fn join_by_invitation(&self, token: &TokenHash, user: UserId) -> Result<SeatRecord> {
        let _write = self.write_lock().await;
        let row = sqlx::query(
            "UPDATE seats SET user_id = $2, held_by_link = TRUE WHERE invite_hash = $1 \
             RETURNING table_id, seat, role, user_id, held_by_link, invite_issued_at, display_name, gender",
        )
        .bind(token.as_str())
        .bind(user.0)
        .fetch_one(self.run())
        .await
        .map_err(|e| match e {
            sqlx::Error::RowNotFound => StoreError::NotFound(Entity::Invitation),
            e => StoreError::from_sqlx(e, Entity::Seat, Entity::User),
        })?;
        let record = self::seat(&row)?;
        self.announce(Notice::SeatChanged { table: record.table, seat: record.seat });
        Ok(record)
    }

    async fn issue_invitation(
        &self,
        table: TableId,
        seat: SeatId,
        token: &TokenHash,
        once: Option<&IdempotencyKey>,
    ) -> Result<SeatRecord> {
        let _write = self.write_lock().await;
        let now = self.now_ms();
        let mut tx = self.pool().begin_with(D::BEGIN_WRITE).await?;
        let row = sqlx::query(
            "UPDATE seats SET invite_hash = $3, invite_issued_at = $4, \
               user_id = CASE WHEN held_by_link THEN NULL ELSE user_id END, held_by_link = FALSE \
             WHERE table_id = $1 AND seat = $2 \
             RETURNING table_id, seat, role, user_id, held_by_link, invite_issued_at, display_name, gender",
        )
        .bind(table.0)
        .bind(i64::from(seat.0))
        .bind(token.as_str())
        .bind(now)
        .fetch_one(&mut *tx)
        .await
        .map_err(|e| match e {
            sqlx::Error::RowNotFound => StoreError::NotFound(Entity::Seat),
            e => StoreError::from_sqlx(e, Entity::Invitation, Entity::Seat),
        })?;
        if let Some(key) = once {
            InTx::<D>(&mut tx).record_key(key, None, Some(table), now).await?;
        }
        tx.commit().await?;
        self.announce(Notice::SeatChanged { table, seat });
        self::seat(&row)
    }

    async fn revoke_invitation(&self, table: TableId, seat: SeatId) -> Result<SeatRecord> {
        let _write = self.write_lock().await;
        let row = sqlx::query(
            "UPDATE seats SET invite_hash = NULL, invite_issued_at = NULL, \
               user_id = CASE WHEN held_by_link THEN NULL ELSE user_id END, held_by_link = FALSE \
             WHERE table_id = $1 AND seat = $2 \
             RETURNING table_id, seat, role, user_id, held_by_link, invite_issued_at, display_name, gender",
        )
        .bind(table.0)
        .bind(i64::from(seat.0))
        .fetch_one(self.run())
        .await
        .map_err(not_found(Entity::Seat))?;
        self.announce(Notice::SeatChanged { table, seat });
        self::seat(&row)
    }

    async fn seat_with_invitation(
        &self,
        table: TableId,
        seat: SeatId,
    ) -> Result<(SeatRecord, Option<TokenHash>)> {
        let row = sqlx::query(
            "SELECT table_id, seat, role, user_id, held_by_link, invite_issued_at, display_name, gender, invite_hash \
             FROM seats WHERE table_id = $1 AND seat = $2",
        )
        .bind(table.0)
        .bind(i64::from(seat.0))
        .fetch_one(self.run())
        .await
        .map_err(not_found(Entity::Seat))?;
        let hash = row.opt_text("invite_hash")?.map(TokenHash::from_stored);
        Ok((self::seat(&row)?, hash))
    }

    async fn seat_by_invitation(&self, token: &TokenHash) -> Result<SeatRecord> {
        let row = sqlx::query(
            "SELECT table_id, seat, role, user_id, held_by_link, invite_issued_at, display_name, gender FROM seats WHERE invite_hash = $1",
        )
        .bind(token.as_str())
        .fetch_one(self.run())
        .await
        .map_err(not_found(Entity::Invitation))?;
        seat(&row)
    }

    async fn append(&self, table: TableId, expected: u64, events: Vec<NewEvent>) -> Result<Appended> {
        Backend::append_with_rolls(self, table, expected, events, Vec::new()).await
    }

    async fn append_with_rolls(
        &self,
        table: TableId,
        expected: u64,
        events: Vec<NewEvent>,
        rolls: Vec<RollRecord>,
    ) -> Result<Appended> {
        Backend::append_with_rolls(self, table, expected, events, rolls).await
    }

    async fn import_events(&self, table: TableId, events: Vec<StoredEvent>) -> Result<Appended> {
        let _write = self.write_lock().await;
        let mut tx = self.pool().begin_with(D::BEGIN_WRITE).await?;
        let head = head(&sqlx::query(HEAD_SQL).bind(table.0).fetch_one(&mut *tx).await?)?;
        if head != 0 {
            return Err(StoreError::Conflict { expected: 0, actual: head });
        }
        for (i, e) in events.iter().enumerate() {
            sqlx::query(INSERT_EVENT_SQL)
                .bind(table.0)
                .bind(i as i64 + 1)
                .bind(i64::from(e.version))
                .bind(e.seat.map(|s| i64::from(s.0)))
                .bind(e.event.get())
                .bind(e.created_at)
                .execute(&mut *tx)
                .await
                .map_err(|err| match &err {
                    sqlx::Error::Database(db) if db.is_unique_violation() => {
                        StoreError::Conflict { expected: 0, actual: 1 }
                    }
                    _ => StoreError::backend(err),
                })?;
        }
        // An imported log happened elsewhere: no mail tells it.
        sqlx::query("UPDATE mail_cursors SET seq = $2, waiting = NULL WHERE table_id = $1")
            .bind(table.0)
            .bind(events.len() as i64)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(Appended { first: 1, last: events.len() as u64 })
    }

    async fn events_since(&self, table: TableId, after: u64) -> Result<Vec<StoredEvent>> {
        let rows = sqlx::query(
            "SELECT seq, version, seat, event, created_at FROM events WHERE table_id = $1 AND seq > $2 ORDER BY seq",
        )
        .bind(table.0)
        .bind(i64::try_from(after).unwrap_or(i64::MAX))
        .fetch_all(self.run())
        .await?;
        rows.iter().map(event).collect()
    }

    async fn events_page(&self, table: TableId, after: u64, limit: u32) -> Result<Vec<StoredEvent>> {
        let rows = sqlx::query(
            "SELECT seq, version, seat, event, created_at FROM events WHERE table_id = $1 AND seq > $2 \
             ORDER BY seq LIMIT $3",
        )
        .bind(table.0)
        .bind(i64::try_from(after).unwrap_or(i64::MAX))
        .bind(i64::from(limit))
        .fetch_all(self.run())
        .await?;
        rows.iter().map(event).collect()
    }

    async fn head(&self, table: TableId) -> Result<u64> {
        head(&sqlx::query(HEAD_SQL).bind(table.0).fetch_one(self.run()).await?)
    }

    async fn subscribe(&self) -> Result<Subscription> {
        Backend::subscribe(self).await
    }

    async fn add_post(&self, post: &NewPost) -> Result<PostRecord> {
        let _write = self.write_lock().await;
        let mut tx = self.pool().begin().await?;
        let record = InTx::<D>(&mut tx).insert_post(post, self.now_ms()).await?;
        tx.commit().await?;
        self.announce(Notice::Posted { table: record.table, post: record.id });
        Ok(record)
    }

    async fn add_post_with_roll(&self, post: &NewPost, roll: &PostRoll) -> Result<PostRecord> {
        let _write = self.write_lock().await;
        let mut tx = self.pool().begin().await?;
        let record = InTx::<D>(&mut tx).insert_post(post, self.now_ms()).await?;
        InTx::<D>(&mut tx).insert_post_roll(&record, roll).await?;
        tx.commit().await?;
        self.announce(Notice::Posted { table: record.table, post: record.id });
        Ok(record)
    }

    async fn add_imported_post(&self, post: &NewPost, roll: &ImportedRoll) -> Result<PostRecord> {
        let _write = self.write_lock().await;
        let mut tx = self.pool().begin().await?;
        let record = InTx::<D>(&mut tx).insert_post(post, self.now_ms()).await?;
        let r = &roll.record;
        sqlx::query(
            "INSERT INTO imported_rolls \
             (table_id, post_id, commitment, seed, client_seed, idx, dice, faces, label, notation, created_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
        )
        .bind(record.table.0)
        .bind(record.id.0)
        .bind(r.commitment.as_str())
        .bind(roll.seed.as_deref())
        .bind(r.client_seed.as_str())
        .bind(i64::try_from(r.index).unwrap_or(i64::MAX))
        .bind(serde_json::to_string(&r.dice).map_err(StoreError::backend)?)
        .bind(serde_json::to_string(&r.faces).map_err(StoreError::backend)?)
        .bind(roll.label.as_str())
        .bind(roll.notation.as_str())
        .bind(record.created_at)
        .execute(&mut *tx)
        .await
        .map_err(|e| StoreError::from_sqlx(e, Entity::Roll, Entity::Table))?;
        tx.commit().await?;
        self.announce(Notice::Posted { table: record.table, post: record.id });
        Ok(record)
    }

    async fn post_rolls(&self, table: TableId) -> Result<Vec<StoredRoll>> {
        let rows = sqlx::query(
            "SELECT commitment, client_seed, idx, table_id, seq, dice, faces, created_at, post_id, label, notation, \
             NULL AS carried_seed, CAST(0 AS BIGINT) AS imported FROM rolls \
             WHERE table_id = $1 AND post_id IS NOT NULL \
             UNION ALL SELECT commitment, client_seed, idx, table_id, NULL AS seq, dice, faces, created_at, post_id, \
             label, notation, seed AS carried_seed, CAST(1 AS BIGINT) AS imported FROM imported_rolls WHERE table_id = $1 \
             ORDER BY created_at, client_seed, idx",
        )
        .bind(table.0)
        .fetch_all(self.run())
        .await?;
        rows.iter().map(roll).collect()
    }

    async fn edit_post(&self, id: PostId, body: &str) -> Result<PostRecord> {
        let _write = self.write_lock().await;
        let mut tx = self.pool().begin().await?;
        let record = InTx::<D>(&mut tx).edit_post(id, body, self.now_ms()).await?;
        tx.commit().await?;
        self.announce(Notice::Posted { table: record.table, post: id });
        Ok(record)
    }

    async fn idempotent_answer(
        &self,
        caller: &str,
        key: &str,
        fresh_after: i64,
    ) -> Result<Option<IdempotentAnswer>> {
        let row = sqlx::query(
            "SELECT request, answer, post_id, table_id, created_at FROM idempotency_keys \
             WHERE caller = $1 AND idem_key = $2 AND created_at >= $3",
        )
        .bind(caller)
        .bind(key)
        .bind(fresh_after)
        .fetch_optional(self.run())
        .await?;
        row.map(|row| {
            Ok(IdempotentAnswer {
                request: row.text("request")?,
                answer: row.text("answer")?,
                post: row.opt_int("post_id")?.map(PostId),
                table: row.opt_int("table_id")?.map(TableId),
                created_at: row.int("created_at")?,
            })
        })
        .transpose()
    }

    async fn append_once(
        &self,
        table: TableId,
        expected: u64,
        events: Vec<NewEvent>,
        rolls: Vec<RollRecord>,
        key: &IdempotencyKey,
    ) -> Result<Appended> {
        let _write = self.write_lock().await;
        let now = self.now_ms();
        let mut tx = self.pool().begin_with(D::BEGIN_WRITE).await?;
        sqlx::query(D::LOCK_TABLE).bind(table.0).fetch_optional(&mut *tx).await?;
        InTx::<D>(&mut tx).record_key(key, None, None, now).await?;
        let appended = InTx::<D>(&mut tx).append(table, expected, &events, &rolls, now).await?;
        tx.commit().await?;
        if appended.last >= appended.first {
            self.announce(Notice::Appended { table, seq: appended.last });
        }
        Ok(appended)
    }

    async fn add_post_once(
        &self,
        post: &NewPost,
        roll: Option<&PostRoll>,
        key: &IdempotencyKey,
    ) -> Result<PostRecord> {
        let _write = self.write_lock().await;
        let mut tx = self.pool().begin_with(D::BEGIN_WRITE).await?;
        let record = InTx::<D>(&mut tx).insert_post(post, self.now_ms()).await?;
        if let Some(roll) = roll {
            InTx::<D>(&mut tx).insert_post_roll(&record, roll).await?;
        }
        InTx::<D>(&mut tx).record_key(key, Some(record.id), None, record.created_at).await?;
        tx.commit().await?;
        self.announce(Notice::Posted { table: record.table, post: record.id });
        Ok(record)
    }

    async fn edit_post_once(&self, id: PostId, body: &str, key: &IdempotencyKey) -> Result<PostRecord> {
        let _write = self.write_lock().await;
        let now = self.now_ms();
        let mut tx = self.pool().begin_with(D::BEGIN_WRITE).await?;
        InTx::<D>(&mut tx).record_key(key, Some(id), None, now).await?;
        let record = InTx::<D>(&mut tx).edit_post(id, body, now).await?;
        tx.commit().await?;
        self.announce(Notice::Posted { table: record.table, post: id });
        Ok(record)
    }

    async fn purge_idempotency_keys(&self, before: i64) -> Result<u64> {
        let _write = self.write_lock().await;
        let done = sqlx::query("DELETE FROM idempotency_keys WHERE created_at < $1")
            .bind(before)
            .execute(self.run())
            .await?;
        Ok(D::rows_affected(&done))
    }

    async fn post(&self, id: PostId) -> Result<PostRecord> {
        let row = sqlx::query(
            "SELECT id, table_id, thread, author_user, author_seat, whisper_to, whisper_seats, reply_to, body, created_at, edited_at \
             FROM posts WHERE id = $1",
        )
        .bind(id.0)
        .fetch_one(self.run())
        .await
        .map_err(not_found(Entity::Post))?;
        post(&row)
    }

    async fn posts(&self, table: TableId, query: PostQuery) -> Result<Vec<PostRecord>> {
        let (reader, seat) = match query.reader {
            Reader::All => ("all", -1),
            Reader::Public => ("public", -1),
            Reader::Seat(s) => ("seat", i64::from(s.0)),
        };
        // One statement per shape, so that SQLite walks the `(table_id, thread, id)` index in the
        // asked order and stops at the limit (a long thread's newest page reads only that page).
        macro_rules! posts_sql {
            ($thread:literal, $order:literal) => {
                concat!(
                    "SELECT id, table_id, thread, author_user, author_seat, whisper_to, whisper_seats, reply_to, \
                     body, created_at, edited_at FROM posts WHERE table_id = $1 AND ",
                    $thread,
                    " AND ($3 = 'all' OR whisper_to IS NULL OR ($3 = 'seat' AND (whisper_to = $4 OR \
                     author_seat = $4 OR (whisper_seats & $7) <> 0))) AND id > $5 ORDER BY id ",
                    $order,
                    " LIMIT $6"
                )
            };
        }
        let sql: &'static str = match (query.thread.is_some(), query.newest) {
            (true, false) => posts_sql!("thread = $2", "ASC"),
            (true, true) => posts_sql!("thread = $2", "DESC"),
            (false, false) => posts_sql!("$2 = ''", "ASC"),
            (false, true) => posts_sql!("$2 = ''", "DESC"),
        };
        let rows = sqlx::query(sql)
            .bind(table.0)
            .bind(query.thread.map_or("", |t| t.as_str()))
            .bind(reader)
            .bind(seat)
            .bind(query.after.map_or(0, |p| p.0))
            .bind(i64::from(query.limit))
            .bind(if seat >= 0 { seat_mask([SeatId(seat as u8)]) } else { 0 })
            .fetch_all(self.run())
            .await?;
        let mut posts = rows.iter().map(post).collect::<Result<Vec<_>>>()?;
        if query.newest {
            posts.reverse();
        }
        Ok(posts)
    }

    async fn post_history(&self, id: PostId) -> Result<Vec<PostRevision>> {
        let rows =
            sqlx::query("SELECT rev, body, written_at FROM post_revisions WHERE post_id = $1 ORDER BY rev")
                .bind(id.0)
                .fetch_all(self.run())
                .await?;
        if rows.is_empty() {
            return Err(StoreError::NotFound(Entity::Post));
        }
        rows.iter().map(post_revision).collect()
    }

    async fn post_images(&self, table: TableId) -> Result<Vec<ImageRecord>> {
        let sql = format!(
            "SELECT {IMAGE_COLUMNS} FROM images WHERE table_id = $1 AND post_id IS NOT NULL ORDER BY post_id, position"
        );
        let rows = sqlx::query(sqlx::AssertSqlSafe(sql)).bind(table.0).fetch_all(self.run()).await?;
        rows.iter().map(image).collect()
    }

    async fn image(&self, id: ImageId) -> Result<ImageRecord> {
        let sql = format!("SELECT {IMAGE_COLUMNS} FROM images WHERE id = $1");
        let row = sqlx::query(sqlx::AssertSqlSafe(sql))
            .bind(id.0)
            .fetch_one(self.run())
            .await
            .map_err(not_found(Entity::Image))?;
        image(&row)
    }

    async fn image_bytes(&self, id: ImageId, thumb: bool) -> Result<Vec<u8>> {
        let sql = if thumb {
            "SELECT thumb AS b FROM images WHERE id = $1"
        } else {
            "SELECT data AS b FROM images WHERE id = $1"
        };
        let row =
            sqlx::query(sql).bind(id.0).fetch_one(self.run()).await.map_err(not_found(Entity::Image))?;
        row.bytes("b")
    }

    async fn add_handout(&self, new: &NewHandout) -> Result<HandoutRecord> {
        let _write = self.write_lock().await;
        let now = self.now_ms();
        let mut tx = self.pool().begin().await?;
        let row = sqlx::query(
            "INSERT INTO handouts (table_id, title, body, seats, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id",
        )
        .bind(new.table.0)
        .bind(new.title.as_str())
        .bind(new.body.as_str())
        .bind(seat_mask(new.seats.iter().copied()))
        .bind(now)
        .fetch_one(&mut *tx)
        .await
        .map_err(|e| StoreError::from_sqlx(e, Entity::Handout, Entity::Table))?;
        let id = HandoutId(row.int("id")?);
        if let Some(image) = &new.image {
            let image = InTx::<D>(&mut tx).insert_image(new.table, None, 0, image, now).await?;
            sqlx::query("UPDATE images SET handout_id = $2 WHERE id = $1")
                .bind(image.0)
                .bind(id.0)
                .execute(&mut *tx)
                .await?;
        }
        let sql = format!("{HANDOUT_SQL} WHERE h.id = $1");
        let row = sqlx::query(sqlx::AssertSqlSafe(sql)).bind(id.0).fetch_one(&mut *tx).await?;
        let record = handout(&row)?;
        tx.commit().await?;
        let seats = seat_mask(record.seats.iter().copied());
        if seats != 0 {
            self.announce(Notice::HandoutShown { table: record.table, seats });
        }
        Ok(record)
    }

    async fn handouts(&self, table: TableId) -> Result<Vec<HandoutRecord>> {
        let sql = format!("{HANDOUT_SQL} WHERE h.table_id = $1 ORDER BY h.id");
        let rows = sqlx::query(sqlx::AssertSqlSafe(sql)).bind(table.0).fetch_all(self.run()).await?;
        rows.iter().map(handout).collect()
    }

    async fn set_handout_seats(&self, id: HandoutId, seats: Vec<SeatId>) -> Result<HandoutRecord> {
        let _write = self.write_lock().await;
        let mut tx = self.pool().begin().await?;
        // The seats that had it before: only the others are told it arrived.
        let before = sqlx::query("SELECT seats FROM handouts WHERE id = $1")
            .bind(id.0)
            .fetch_one(&mut *tx)
            .await
            .map_err(not_found(Entity::Handout))?
            .int("seats")?;
        sqlx::query("UPDATE handouts SET seats = $2 WHERE id = $1")
            .bind(id.0)
            .bind(seat_mask(seats))
            .execute(&mut *tx)
            .await?;
        let sql = format!("{HANDOUT_SQL} WHERE h.id = $1");
        let row = sqlx::query(sqlx::AssertSqlSafe(sql)).bind(id.0).fetch_one(&mut *tx).await?;
        let record = handout(&row)?;
        tx.commit().await?;
        let shown = seat_mask(record.seats.iter().copied()) & !before;
        if shown != 0 {
            self.announce(Notice::HandoutShown { table: record.table, seats: shown });
        }
        Ok(record)
    }

    async fn set_portrait(
        &self,
        table: TableId,
        seat: SeatId,
        image: Option<&NewImage>,
    ) -> Result<Option<ImageId>> {
        let _write = self.write_lock().await;
        let now = self.now_ms();
        let mut tx = self.pool().begin().await?;
        sqlx::query(
            "DELETE FROM images WHERE id IN (SELECT image_id FROM seat_portraits WHERE table_id = $1 AND seat = $2)",
        )
        .bind(table.0)
        .bind(i64::from(seat.0))
        .execute(&mut *tx)
        .await?;
        let Some(image) = image else {
            tx.commit().await?;
            return Ok(None);
        };
        let id = InTx::<D>(&mut tx).insert_image(table, None, 0, image, now).await?;
        sqlx::query("INSERT INTO seat_portraits (table_id, seat, image_id) VALUES ($1, $2, $3)")
            .bind(table.0)
            .bind(i64::from(seat.0))
            .bind(id.0)
            .execute(&mut *tx)
            .await
            .map_err(|e| StoreError::from_sqlx(e, Entity::Image, Entity::Seat))?;
        tx.commit().await?;
        Ok(Some(id))
    }

    async fn portraits(&self, table: TableId) -> Result<Vec<(SeatId, ImageRecord)>> {
        let columns: String =
            IMAGE_COLUMNS.split(", ").map(|c| format!("i.{c}")).collect::<Vec<_>>().join(", ");
        let sql = format!(
            "SELECT p.seat, {columns} FROM seat_portraits p JOIN images i ON i.id = p.image_id \
             WHERE p.table_id = $1 ORDER BY p.seat"
        );
        let rows = sqlx::query(sqlx::AssertSqlSafe(sql)).bind(table.0).fetch_all(self.run()).await?;
        rows.iter().map(|r| Ok((seat_id(r.int("seat")?), image(r)?))).collect()
    }

    async fn commit_seed(&self, table: TableId, seed: &ServerSeed) -> Result<Commitment> {
        let _write = self.write_lock().await;
        let row = sqlx::query(
            "INSERT INTO dice_commitments (table_id, commitment, seed, created_at) VALUES ($1, $2, $3, $4) \
             RETURNING id, table_id, commitment, seed, created_at, revealed_at",
        )
        .bind(table.0)
        .bind(seed.commitment())
        .bind(seed.reveal())
        .bind(self.now_ms())
        .fetch_one(self.run())
        .await
        .map_err(|e| StoreError::from_sqlx(e, Entity::Commitment, Entity::Table))?;
        commitment(&row)
    }

    async fn commitments(&self, table: TableId) -> Result<Vec<Commitment>> {
        let rows = sqlx::query(
            "SELECT id, table_id, commitment, seed, created_at, revealed_at FROM dice_commitments \
             WHERE table_id = $1 ORDER BY id",
        )
        .bind(table.0)
        .fetch_all(self.run())
        .await?;
        rows.iter().map(commitment).collect()
    }

    async fn current_commitment(&self, table: TableId) -> Result<Commitment> {
        let row = sqlx::query(
            "SELECT id, table_id, commitment, seed, created_at, revealed_at FROM dice_commitments \
             WHERE table_id = $1 AND revealed_at IS NULL ORDER BY id DESC LIMIT 1",
        )
        .bind(table.0)
        .fetch_one(self.run())
        .await
        .map_err(not_found(Entity::Commitment))?;
        commitment(&row)
    }

    async fn server_seed(&self, id: CommitmentId) -> Result<ServerSeed> {
        let row = sqlx::query("SELECT seed FROM dice_commitments WHERE id = $1")
            .bind(id.0)
            .fetch_one(self.run())
            .await
            .map_err(not_found(Entity::Commitment))?;
        ServerSeed::from_hex(&row.text("seed")?)
            .map_err(|_| StoreError::backend("a stored server seed is not hex"))
    }

    async fn reveal_seed(&self, id: CommitmentId, now: i64) -> Result<Commitment> {
        let _write = self.write_lock().await;
        let row = sqlx::query(
            "UPDATE dice_commitments SET revealed_at = COALESCE(revealed_at, $2) WHERE id = $1 \
             RETURNING id, table_id, commitment, seed, created_at, revealed_at",
        )
        .bind(id.0)
        .bind(now)
        .fetch_one(self.run())
        .await
        .map_err(not_found(Entity::Commitment))?;
        commitment(&row)
    }

    async fn next_roll_index(&self, commitment: &str, client_seed: &str) -> Result<u64> {
        let row = sqlx::query(
            "SELECT COALESCE(MAX(idx) + 1, 0) AS next_index FROM rolls WHERE commitment = $1 AND client_seed = $2",
        )
        .bind(commitment)
        .bind(client_seed)
        .fetch_one(self.run())
        .await?;
        Ok(row.int("next_index")? as u64)
    }

    async fn record_rolls(&self, table: TableId, rolls: Vec<RollRecord>) -> Result<()> {
        let _write = self.write_lock().await;
        let now = self.now_ms();
        let mut tx = self.pool().begin().await?;
        for r in &rolls {
            InTx::<D>(&mut tx).insert_roll(table, None, r, now).await?;
        }
        tx.commit().await?;
        Ok(())
    }

    async fn rolls(&self, commitment: &str) -> Result<Vec<StoredRoll>> {
        let rows = sqlx::query(
            "SELECT commitment, client_seed, idx, table_id, seq, dice, faces, created_at, post_id, label, notation, \
             NULL AS carried_seed, CAST(0 AS BIGINT) AS imported FROM rolls \
             WHERE commitment = $1 ORDER BY created_at, client_seed, idx",
        )
        .bind(commitment)
        .fetch_all(self.run())
        .await?;
        rows.iter().map(roll).collect()
    }

    async fn roll(&self, commitment: &str, client_seed: &str, index: u64) -> Result<StoredRoll> {
        let row = sqlx::query(
            "SELECT commitment, client_seed, idx, table_id, seq, dice, faces, created_at, post_id, label, notation, \
             NULL AS carried_seed, CAST(0 AS BIGINT) AS imported FROM rolls \
             WHERE commitment = $1 AND client_seed = $2 AND idx = $3 \
             UNION ALL SELECT commitment, client_seed, idx, table_id, NULL AS seq, dice, faces, created_at, post_id, \
             label, notation, seed AS carried_seed, CAST(1 AS BIGINT) AS imported FROM imported_rolls \
             WHERE commitment = $1 AND client_seed = $2 AND idx = $3 ORDER BY imported LIMIT 1",
        )
        .bind(commitment)
        .bind(client_seed)
        .bind(i64::try_from(index).unwrap_or(i64::MAX))
        .fetch_one(self.run())
        .await
        .map_err(not_found(Entity::Roll))?;
        roll(&row)
    }

    async fn enqueue_delivery(&self, delivery: &NewDelivery) -> Result<DeliveryId> {
        let _write = self.write_lock().await;
        // A transaction (not a bare connection), so that behind a pooler in transaction mode the
        // statement's steps stay on one server connection.
        let mut tx = self.pool().begin_with(D::BEGIN_WRITE).await?;
        let id = InTx::<D>(&mut tx).insert_delivery(delivery, None, self.now_ms()).await?;
        tx.commit().await?;
        Ok(id.expect("a delivery without a dedupe key is always queued"))
    }

    async fn claim_deliveries(&self, now: i64, lease_ms: i64, limit: u32) -> Result<Vec<Delivery>> {
        Backend::claim_deliveries(self, now, lease_ms, limit).await
    }

    async fn delivery_succeeded(&self, id: DeliveryId, now: i64) -> Result<()> {
        let _write = self.write_lock().await;
        let done = sqlx::query("UPDATE outbox SET delivered_at = $2 WHERE id = $1")
            .bind(id.0)
            .bind(now)
            .execute(self.run())
            .await?;
        changed::<D>(&done, Entity::Delivery)
    }

    async fn delivery_failed(
        &self,
        id: DeliveryId,
        error: &str,
        retry_at: Option<i64>,
        now: i64,
    ) -> Result<()> {
        let _write = self.write_lock().await;
        let done = sqlx::query(
            "UPDATE outbox SET attempts = attempts + 1, last_error = $2, \
             next_attempt_at = COALESCE($3, next_attempt_at), \
             abandoned_at = CASE WHEN $3 IS NULL THEN $4 ELSE NULL END \
             WHERE id = $1",
        )
        .bind(id.0)
        .bind(error)
        .bind(retry_at)
        .bind(now)
        .execute(self.run())
        .await?;
        changed::<D>(&done, Entity::Delivery)
    }

    async fn delivery(&self, id: DeliveryId) -> Result<Delivery> {
        let row = sqlx::query(
            "SELECT id, table_id, url, payload, attempts, last_error, created_at, \
             next_attempt_at, delivered_at, abandoned_at FROM outbox WHERE id = $1",
        )
        .bind(id.0)
        .fetch_one(self.run())
        .await
        .map_err(not_found(Entity::Delivery))?;
        delivery(&row)
    }

    async fn set_suspended(&self, table: TableId, since: Option<i64>) -> Result<()> {
        let _write = self.write_lock().await;
        let done = sqlx::query("UPDATE tables SET suspended_at = $2 WHERE id = $1")
            .bind(table.0)
            .bind(since)
            .execute(self.run())
            .await?;
        changed::<D>(&done, Entity::Table)
    }

    async fn suspended_since(&self, table: TableId) -> Result<Option<i64>> {
        let row = sqlx::query("SELECT suspended_at FROM tables WHERE id = $1")
            .bind(table.0)
            .fetch_one(self.run())
            .await
            .map_err(not_found(Entity::Table))?;
        row.opt_int("suspended_at")
    }

    async fn enqueue_delivery_once(&self, delivery: &NewDelivery, key: &str) -> Result<Option<DeliveryId>> {
        let _write = self.write_lock().await;
        let mut tx = self.pool().begin_with(D::BEGIN_WRITE).await?;
        let id = InTx::<D>(&mut tx).insert_delivery(delivery, Some(key), self.now_ms()).await?;
        tx.commit().await?;
        Ok(id)
    }

    async fn set_mail_address(&self, new: &NewMailAddress) -> Result<MailAddress> {
        let _write = self.write_lock().await;
        let (a, b, c) = mail_owner(new.owner);
        let now = self.now_ms();
        let mut tx = self.pool().begin().await?;
        let old = sqlx::query(MAIL_OWNER_ID_SQL)
            .bind(a)
            .bind(b)
            .bind(c)
            .fetch_optional(&mut *tx)
            .await?
            .map(|row| {
                let confirmed = row.opt_int("confirmed_at")?.is_some();
                Ok::<_, StoreError>((MailAddressId(row.int("id")?), row.text("address")?, confirmed))
            })
            .transpose()?;
        if let Some(key) = &new.once {
            InTx::<D>(&mut tx).record_key(key, None, None, now).await?;
        }
        let (id, confirmed) = match old {
            // The same address: a new language; a confirmed one stays confirmed, an unconfirmed one
            // gets a fresh link (the old one stops working).
            Some((old_id, old_address, confirmed)) if old_address == new.address => {
                sqlx::query(
                    "UPDATE mail_addresses SET lang = $2,                      confirm_hash = CASE WHEN confirmed_at IS NULL THEN $3 ELSE NULL END WHERE id = $1",
                )
                .bind(old_id.0)
                .bind(new.lang.as_str())
                .bind(new.confirm.as_str())
                .execute(&mut *tx)
                .await?;
                (old_id, confirmed)
            }
            old => {
                if let Some((old_id, ..)) = old {
                    // Another address: its kinds go with it.
                    sqlx::query("DELETE FROM mail_kinds WHERE address_id = $1")
                        .bind(old_id.0)
                        .execute(&mut *tx)
                        .await?;
                    sqlx::query("DELETE FROM mail_addresses WHERE id = $1")
                        .bind(old_id.0)
                        .execute(&mut *tx)
                        .await?;
                }
                let (user, table, seat) = match new.owner {
                    MailOwner::User(u) => (Some(u.0), None, None),
                    MailOwner::Seat(t, s) => (None, Some(t.0), Some(i64::from(s.0))),
                };
                let row = sqlx::query(
                    "INSERT INTO mail_addresses \
                     (user_id, table_id, seat, address, lang, confirm_hash, unsubscribe_key, created_at) \
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id",
                )
                .bind(user)
                .bind(table)
                .bind(seat)
                .bind(new.address.as_str())
                .bind(new.lang.as_str())
                .bind(new.confirm.as_str())
                .bind(new.unsubscribe_key.as_str())
                .bind(now)
                .fetch_one(&mut *tx)
                .await
                .map_err(|e| StoreError::from_sqlx(e, Entity::MailAddress, Entity::User))?;
                (MailAddressId(row.int("id")?), false)
            }
        };
        if let (Some(mail), false) = (&new.confirmation, confirmed) {
            InTx::<D>(&mut tx).insert_delivery(mail, None, now).await?;
        }
        tx.commit().await?;
        drop(_write);
        mail_address_by_id(self, id.0).await
    }

    async fn confirm_mail_address(&self, confirm: &TokenHash, now: i64) -> Result<MailAddress> {
        let _write = self.write_lock().await;
        let row = sqlx::query(
            "UPDATE mail_addresses SET confirmed_at = $2, confirm_hash = NULL WHERE confirm_hash = $1 \
             RETURNING id",
        )
        .bind(confirm.as_str())
        .bind(now)
        .fetch_one(self.run())
        .await
        .map_err(not_found(Entity::MailAddress))?;
        drop(_write);
        mail_address_by_id(self, row.int("id")?).await
    }

    async fn mail_address(&self, owner: MailOwner) -> Result<MailAddress> {
        let (a, b, c) = mail_owner(owner);
        let row = sqlx::query(MAIL_OWNER_ID_SQL)
            .bind(a)
            .bind(b)
            .bind(c)
            .fetch_one(self.run())
            .await
            .map_err(not_found(Entity::MailAddress))?;
        mail_address_by_id(self, row.int("id")?).await
    }

    async fn mail_address_by_key(&self, unsubscribe_key: &str) -> Result<MailAddress> {
        let row = sqlx::query("SELECT id FROM mail_addresses WHERE unsubscribe_key = $1")
            .bind(unsubscribe_key)
            .fetch_one(self.run())
            .await
            .map_err(not_found(Entity::MailAddress))?;
        mail_address_by_id(self, row.int("id")?).await
    }

    async fn delete_mail_address(&self, owner: MailOwner) -> Result<()> {
        let _write = self.write_lock().await;
        let (a, b, c) = mail_owner(owner);
        let mut tx = self.pool().begin().await?;
        let old = sqlx::query(MAIL_OWNER_ID_SQL).bind(a).bind(b).bind(c).fetch_optional(&mut *tx).await?;
        if let Some(old) = old {
            let id = old.int("id")?;
            sqlx::query("DELETE FROM mail_kinds WHERE address_id = $1").bind(id).execute(&mut *tx).await?;
            sqlx::query("DELETE FROM mail_addresses WHERE id = $1").bind(id).execute(&mut *tx).await?;
        }
        tx.commit().await?;
        Ok(())
    }

    async fn set_mail_kind(
        &self,
        id: MailAddressId,
        table: Option<TableId>,
        kind: &str,
        wanted: bool,
    ) -> Result<()> {
        let _write = self.write_lock().await;
        sqlx::query(
            "INSERT INTO mail_kinds (address_id, table_id, kind, wanted) VALUES ($1, $2, $3, $4) \
             ON CONFLICT (address_id, table_id, kind) DO UPDATE SET wanted = excluded.wanted",
        )
        .bind(id.0)
        .bind(table.map_or(0, |t| t.0))
        .bind(kind)
        .bind(wanted)
        .execute(self.run())
        .await
        .map_err(|e| StoreError::from_sqlx(e, Entity::MailAddress, Entity::MailAddress))?;
        Ok(())
    }

    async fn mail_addresses_wanting(&self, kind: &str) -> Result<Vec<MailAddress>> {
        let rows = sqlx::query(
            "SELECT DISTINCT a.id FROM mail_addresses a JOIN mail_kinds k ON k.address_id = a.id \
             WHERE k.kind = $1 AND k.wanted AND a.confirmed_at IS NOT NULL ORDER BY a.id",
        )
        .bind(kind)
        .fetch_all(self.run())
        .await?;
        let mut addresses = Vec::with_capacity(rows.len());
        for row in rows {
            match mail_address_by_id(self, row.int("id")?).await {
                Ok(a) => addresses.push(a),
                // Removed since: nothing to mail.
                Err(StoreError::NotFound(_)) => {}
                Err(e) => return Err(e),
            }
        }
        Ok(addresses)
    }

    async fn confirmed_mail_addresses(&self, address: &str) -> Result<Vec<MailAddress>> {
        let rows = sqlx::query(
            "SELECT id FROM mail_addresses WHERE LOWER(address) = LOWER($1) AND confirmed_at IS NOT NULL ORDER BY id",
        )
        .bind(address)
        .fetch_all(self.run())
        .await?;
        let mut addresses = Vec::with_capacity(rows.len());
        for row in rows {
            match mail_address_by_id(self, row.int("id")?).await {
                Ok(a) => addresses.push(a),
                // Removed since: nothing to mail.
                Err(StoreError::NotFound(_)) => {}
                Err(e) => return Err(e),
            }
        }
        Ok(addresses)
    }

    async fn set_mail_digest_at(&self, id: MailAddressId, previous: Option<i64>, at: i64) -> Result<bool> {
        let _write = self.write_lock().await;
        let done = sqlx::query(
            "UPDATE mail_addresses SET digest_at = $3 WHERE id = $1 AND COALESCE(digest_at, -1) = $2",
        )
        .bind(id.0)
        .bind(previous.unwrap_or(-1))
        .bind(at)
        .execute(self.run())
        .await?;
        Ok(D::rows_affected(&done) == 1)
    }

    async fn set_feed_key(
        &self,
        table: TableId,
        seat: SeatId,
        key: &TokenHash,
        lang: &str,
        once: Option<&IdempotencyKey>,
    ) -> Result<()> {
        let _write = self.write_lock().await;
        let now = self.now_ms();
        let mut tx = self.pool().begin_with(D::BEGIN_WRITE).await?;
        sqlx::query(
            "INSERT INTO feed_keys (table_id, seat, key_hash, lang, created_at) VALUES ($1, $2, $3, $4, $5) \
             ON CONFLICT (table_id, seat) DO UPDATE SET key_hash = excluded.key_hash, lang = excluded.lang, \
             created_at = excluded.created_at",
        )
        .bind(table.0)
        .bind(i64::from(seat.0))
        .bind(key.as_str())
        .bind(lang)
        .bind(now)
        .execute(&mut *tx)
        .await
        .map_err(|e| StoreError::from_sqlx(e, Entity::Seat, Entity::Table))?;
        if let Some(once) = once {
            InTx::<D>(&mut tx).record_key(once, None, Some(table), now).await?;
        }
        tx.commit().await?;
        Ok(())
    }

    async fn delete_feed_key(&self, table: TableId, seat: SeatId) -> Result<()> {
        let _write = self.write_lock().await;
        sqlx::query("DELETE FROM feed_keys WHERE table_id = $1 AND seat = $2")
            .bind(table.0)
            .bind(i64::from(seat.0))
            .execute(self.run())
            .await?;
        Ok(())
    }

    async fn feed_by_key(&self, key: &TokenHash) -> Result<(TableId, SeatId, String)> {
        let row = sqlx::query("SELECT table_id, seat, lang FROM feed_keys WHERE key_hash = $1")
            .bind(key.as_str())
            .fetch_one(self.run())
            .await
            .map_err(not_found(Entity::Seat))?;
        Ok((TableId(row.int("table_id")?), seat_id(row.int("seat")?), row.text("lang")?))
    }

    async fn feed_key_made(&self, table: TableId, seat: SeatId) -> Result<Option<i64>> {
        let row = sqlx::query("SELECT created_at FROM feed_keys WHERE table_id = $1 AND seat = $2")
            .bind(table.0)
            .bind(i64::from(seat.0))
            .fetch_optional(self.run())
            .await?;
        row.map(|r| r.int("created_at")).transpose()
    }

    async fn mail_cursor(&self, table: TableId) -> Result<MailCursor> {
        let row = sqlx::query("SELECT seq, waiting, post_id FROM mail_cursors WHERE table_id = $1")
            .bind(table.0)
            .fetch_optional(self.run())
            .await?;
        let Some(row) = row else {
            return Ok(MailCursor { seq: 0, waiting: None, post: 0 });
        };
        let waiting = match row.opt_text("waiting")? {
            None => None,
            Some(text) => Some(
                serde_json::from_str::<Vec<u8>>(&text)
                    .map_err(StoreError::backend)?
                    .into_iter()
                    .map(SeatId)
                    .collect(),
            ),
        };
        Ok(MailCursor { seq: row.int("seq")?.max(0) as u64, waiting, post: row.int("post_id")? })
    }

    async fn advance_mail_cursor(
        &self,
        table: TableId,
        from: &MailCursor,
        to: &MailCursor,
        pending: Vec<NewPendingMail>,
        now: i64,
    ) -> Result<bool> {
        let _write = self.write_lock().await;
        let waiting = to
            .waiting
            .as_ref()
            .map(|w| serde_json::to_string(&w.iter().map(|s| s.0).collect::<Vec<u8>>()))
            .transpose()
            .map_err(StoreError::backend)?;
        let mut tx = self.pool().begin_with(D::BEGIN_WRITE).await?;
        let done = sqlx::query(
            "UPDATE mail_cursors SET seq = $2, waiting = $3, post_id = $4 \
             WHERE table_id = $1 AND seq = $5 AND post_id = $6",
        )
        .bind(table.0)
        .bind(to.seq as i64)
        .bind(waiting.as_deref())
        .bind(to.post)
        .bind(from.seq as i64)
        .bind(from.post)
        .execute(&mut *tx)
        .await?;
        let mut moved = D::rows_affected(&done) == 1;
        if !moved && from.seq == 0 && from.post == 0 {
            // A table without a cursor (made before cursors were kept with every table).
            let done = sqlx::query(
                "INSERT INTO mail_cursors (table_id, seq, waiting, post_id) VALUES ($1, $2, $3, $4) \
                 ON CONFLICT (table_id) DO NOTHING",
            )
            .bind(table.0)
            .bind(to.seq as i64)
            .bind(waiting.as_deref())
            .bind(to.post)
            .execute(&mut *tx)
            .await
            .map_err(|e| StoreError::from_sqlx(e, Entity::Table, Entity::Table))?;
            moved = D::rows_affected(&done) == 1;
        }
        if !moved {
            tx.rollback().await?;
            return Ok(false);
        }
        for p in &pending {
            sqlx::query(
                "INSERT INTO mail_pending (table_id, seat, kind, post_id, from_seq, due_at, created_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (table_id, seat, kind, post_id) DO NOTHING",
            )
            .bind(table.0)
            .bind(i64::from(p.seat.0))
            .bind(p.kind.as_str())
            .bind(p.post.map_or(0, |p| p.0))
            .bind(p.from_seq as i64)
            .bind(p.due_at)
            .bind(now)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(true)
    }

    async fn tables_behind_mail(&self) -> Result<Vec<TableId>> {
        let rows = sqlx::query(
            "SELECT c.table_id FROM mail_cursors c \
             WHERE EXISTS (SELECT 1 FROM events e WHERE e.table_id = c.table_id AND e.seq > c.seq) \
             OR EXISTS (SELECT 1 FROM posts p WHERE p.table_id = c.table_id AND p.id > c.post_id) \
             ORDER BY c.table_id",
        )
        .fetch_all(self.run())
        .await?;
        rows.iter().map(|r| Ok(TableId(r.int("table_id")?))).collect()
    }

    async fn pending_mails_due(&self, now: i64, limit: u32) -> Result<Vec<PendingMail>> {
        let rows = sqlx::query(sqlx::AssertSqlSafe(format!(
            "SELECT {PENDING_MAIL_COLUMNS} FROM mail_pending WHERE due_at <= $1 ORDER BY due_at, id LIMIT $2"
        )))
        .bind(now)
        .bind(i64::from(limit))
        .fetch_all(self.run())
        .await?;
        rows.iter().map(pending_mail).collect()
    }

    async fn pending_mails(&self, table: TableId, seat: SeatId, kind: &str) -> Result<Vec<PendingMail>> {
        let rows = sqlx::query(sqlx::AssertSqlSafe(format!(
            "SELECT {PENDING_MAIL_COLUMNS} FROM mail_pending WHERE table_id = $1 AND seat = $2 AND kind = $3 \
             ORDER BY id"
        )))
        .bind(table.0)
        .bind(i64::from(seat.0))
        .bind(kind)
        .fetch_all(self.run())
        .await?;
        rows.iter().map(pending_mail).collect()
    }

    async fn postpone_pending_mails(&self, ids: Vec<i64>, due_at: i64) -> Result<()> {
        let _write = self.write_lock().await;
        let mut tx = self.pool().begin_with(D::BEGIN_WRITE).await?;
        for id in ids {
            sqlx::query("UPDATE mail_pending SET due_at = $2 WHERE id = $1")
                .bind(id)
                .bind(due_at)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    async fn send_pending_mails(&self, written: WrittenMail, now: i64) -> Result<bool> {
        let WrittenMail { table, seat, kind, ids, delivery, key } = written;
        let column = mailed_column(&kind)?;
        let _write = self.write_lock().await;
        let mut tx = self.pool().begin_with(D::BEGIN_WRITE).await?;
        for id in &ids {
            let done = sqlx::query("DELETE FROM mail_pending WHERE id = $1 AND table_id = $2 AND seat = $3")
                .bind(*id)
                .bind(table.0)
                .bind(i64::from(seat.0))
                .execute(&mut *tx)
                .await?;
            if D::rows_affected(&done) != 1 {
                // Another process wrote (or dropped) it first.
                tx.rollback().await?;
                return Ok(false);
            }
        }
        if let Some(delivery) = &delivery {
            InTx::<D>(&mut tx).insert_delivery(delivery, Some(key.as_str()), self.now_ms()).await?;
            sqlx::query(sqlx::AssertSqlSafe(format!(
                "INSERT INTO mail_presence (table_id, seat, {column}) VALUES ($1, $2, $3) \
                 ON CONFLICT (table_id, seat) DO UPDATE SET {column} = excluded.{column}"
            )))
            .bind(table.0)
            .bind(i64::from(seat.0))
            .bind(now)
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        Ok(true)
    }

    async fn record_confirmation(
        &self,
        address: &str,
        now: i64,
        window_ms: i64,
        most: u32,
    ) -> Result<Option<i64>> {
        let address = address.to_lowercase();
        let since = now.saturating_sub(window_ms);
        let _write = self.write_lock().await;
        let mut tx = self.pool().begin_with(D::BEGIN_WRITE).await?;
        // What is out of every window is forgotten.
        sqlx::query("DELETE FROM mail_confirmations WHERE sent_at <= $1")
            .bind(since)
            .execute(&mut *tx)
            .await?;
        let rows = sqlx::query(
            "SELECT sent_at FROM mail_confirmations WHERE address = $1 AND sent_at > $2 ORDER BY sent_at",
        )
        .bind(address.as_str())
        .bind(since)
        .fetch_all(&mut *tx)
        .await?;
        if rows.len() >= most as usize {
            tx.rollback().await?;
            let oldest = rows.first().map(|r| r.int("sent_at")).transpose()?.unwrap_or(now);
            return Ok(Some(oldest.saturating_add(window_ms)));
        }
        sqlx::query("INSERT INTO mail_confirmations (address, sent_at) VALUES ($1, $2)")
            .bind(address.as_str())
            .bind(now)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(None)
    }

    async fn mark_present(&self, table: TableId, seat: SeatId, at: i64) -> Result<()> {
        let _write = self.write_lock().await;
        sqlx::query(
            "INSERT INTO mail_presence (table_id, seat, seen_at) VALUES ($1, $2, $3) \
             ON CONFLICT (table_id, seat) DO UPDATE SET seen_at = \
             CASE WHEN mail_presence.seen_at IS NULL OR mail_presence.seen_at < excluded.seen_at \
             THEN excluded.seen_at ELSE mail_presence.seen_at END",
        )
        .bind(table.0)
        .bind(i64::from(seat.0))
        .bind(at)
        .execute(self.run())
        .await
        .map_err(|e| StoreError::from_sqlx(e, Entity::Seat, Entity::Table))?;
        Ok(())
    }

    async fn mail_presence(&self, table: TableId, seat: SeatId) -> Result<MailPresence> {
        let row = sqlx::query(
            "SELECT seen_at, your_move_at, addressed_at FROM mail_presence WHERE table_id = $1 AND seat = $2",
        )
        .bind(table.0)
        .bind(i64::from(seat.0))
        .fetch_optional(self.run())
        .await?;
        let Some(row) = row else { return Ok(MailPresence::default()) };
        Ok(MailPresence {
            seen_at: row.opt_int("seen_at")?,
            your_move_at: row.opt_int("your_move_at")?,
            addressed_at: row.opt_int("addressed_at")?,
        })
    }
}
