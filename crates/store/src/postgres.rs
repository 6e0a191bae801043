//! The PostgreSQL back end: a connection pool, group-committed appends, and `LISTEN/NOTIFY`.
//!
//! Appends go through an *append task* per store: it takes every append that arrived while its
//! previous batch committed and writes them all with one statement, `tablon_append_batch`
//! (migration 0005), so a batch costs one round trip and one commit (one WAL flush) however many
//! tables it serves; at 50 busy tables that is most of PostgreSQL's cost of an append. Each append
//! in it is still checked on its own: the function (migration 0023) locks every table row of the
//! batch (`FOR NO KEY UPDATE`, so that appends to one table queue behind each other and the
//! sequence check is exact, while inserts that merely reference the table, such as posts, do not
//! wait), reads each log's end, compares each append's expected head (a second append to one table
//! against the end the first left) and answers `ok`, `conflict` or `not_found` per append, then
//! inserts the accepted appends' events in one statement. A batch is sorted by table, so two
//! processes lock rows in one order and never deadlock. If the statement fails as a
//! whole (a roll that breaks a constraint, a lost connection), each of its appends is tried again
//! alone, so one append's error is never another's.
//!
//! A batch is announced after its commit, by the *notifier task* below, which every listening
//! process receives. (It was announced inside its own transaction once, by a `pg_notify` in the
//! function: a notifying transaction holds PostgreSQL's notification queue lock through its
//! commit, WAL flush included, so two processes' batches committed one after the other and two
//! processes did fewer appends a second than one; migration 0036.)
//!
//! Every notice (appends, posts, seats, sessions) goes out after its commit through the notifier
//! task per store: it takes every notice since its last round, keeps the highest `seq` per table
//! and sends them in as few `pg_notify` calls as fit, on a connection of its own that commits
//! without waiting for the WAL flush (a notice is not data). A notice lost to a crash between
//! commit and notify only delays that table's update until its next one, since readers always
//! catch up with `events_since`.
//!
//! Behind a pooler in transaction mode (PgBouncer's `pool_mode = transaction`,
//! [`PgStore::connect_pooled`]) a connection is a server connection only for the length of a
//! transaction: between two transactions the pooler may hand it to another client. So nothing may
//! rest on a session there. sqlx prepares a statement and runs it in two exchanges (Parse and
//! Sync, then Bind, Execute and Sync), each ending an implicit transaction: the second could reach
//! another server connection, which lacks the statement or, worse, holds another client's. So on a
//! pooled store every statement outside a transaction runs in a transaction of its own
//! ([`PgRun`]), and sqlx's cache of prepared statements is off (a statement prepared in one
//! transaction is gone, or elsewhere, in the next). sqlx still names the statements it prepares,
//! so the pooler must drop a server connection's statements when its transaction ends
//! (`server_reset_query = DEALLOCATE ALL` with `server_reset_query_always = 1`; docs/deploy.md).
//! What needs a session goes to a direct connection: `LISTEN` (the subscription), the notifier
//! (its connection commits with `synchronous_commit = off`, a session setting) and the migrations
//! (they hold an advisory lock for their length).

use dice::RollRecord;
use futures_util::stream::BoxStream;
use futures_util::{FutureExt, StreamExt, TryStreamExt, future::BoxFuture};
use sqlx::postgres::{PgConnectOptions, PgListener, PgPool, PgPoolOptions, PgQueryResult, PgRow};
use sqlx::{Either, Execute, Executor, Postgres, Row};
use tokio::sync::{mpsc, oneshot};

use crate::error::{Entity, Result, StoreError};
use crate::migrations;
use crate::model::*;
use crate::shared::{self, Backend, Sql, WriteLock};
use crate::subscription::{self, CHANNEL, Subscription};

/// The PostgreSQL store. Cheap to clone (a pool handle).
#[derive(Clone, Debug)]
pub struct PgStore {
    pool: PgPool,
    /// Direct connections to PostgreSQL, for what needs a session (`LISTEN`, the notifier,
    /// migrations): `pool` itself unless the store was opened behind a pooler.
    direct: PgPool,
    /// Whether `pool` goes through a pooler in transaction mode: each statement then runs in a
    /// transaction of its own ([`PgRun`]).
    pooled: bool,
    notifier: mpsc::UnboundedSender<Notice>,
    appends: mpsc::Sender<Pending>,
    clock: Clock,
}

impl PgStore {
    /// Connects to `url` (`postgres://user@host:port/db`) and brings the schema up to date.
    /// Several processes may do this at once: migrations take an advisory lock.
    pub async fn connect(url: &str) -> Result<PgStore> {
        let pool = PgPoolOptions::new().max_connections(16).connect(url).await?;
        PgStore::with_pool(pool).await
    }

    /// Uses an existing pool, bringing the schema up to date. Must be called inside a Tokio runtime:
    /// it spawns the notifier task.
    pub async fn with_pool(pool: PgPool) -> Result<PgStore> {
        migrations::migrator(migrations::POSTGRES).run(&pool).await?;
        Ok(PgStore::spawn(pool.clone(), pool, false))
    }

    /// Connects through a pooler in transaction mode (PgBouncer's `pool_mode = transaction`) at
    /// `url`, with `direct` (PostgreSQL itself, or a pooler in session mode) for what needs a
    /// session: `LISTEN`, the notifier and the migrations, which run on `direct` first. See the
    /// module's documentation for what changes on the pooled connections.
    pub async fn connect_pooled(url: &str, direct: &str) -> Result<PgStore> {
        let options: PgConnectOptions = url.parse()?;
        let pool = PgPoolOptions::new()
            .max_connections(16)
            .connect_with(options.statement_cache_capacity(0))
            .await?;
        // The listener and the notifier each detach a connection of their own; the migrations
        // take one while they run.
        let direct = PgPoolOptions::new().max_connections(2).connect(direct).await?;
        migrations::migrator(migrations::POSTGRES).run(&direct).await?;
        Ok(PgStore::spawn(pool, direct, true))
    }

    /// Connects to a streaming replica of the database (a hot standby, `tablon serve
    /// --database-replica`), for reads that may lag: nothing is migrated (the primary does that)
    /// and every transaction is read-only (`default_transaction_read_only`), so that a write sent
    /// here by mistake fails instead of landing on a primary a proxy may have fallen back to. Its
    /// connections are named `tablon (replica)` in `pg_stat_activity`. A replica takes no
    /// `LISTEN` (a standby refuses it): the primary's notices wake its readers.
    pub async fn connect_replica(url: &str) -> Result<PgStore> {
        let options: sqlx::postgres::PgConnectOptions = url.parse()?;
        let options =
            options.application_name(REPLICA_APPLICATION).options([("default_transaction_read_only", "on")]);
        let pool = PgPoolOptions::new().max_connections(16).connect_with(options).await?;
        Ok(PgStore::spawn(pool.clone(), pool, false))
    }

    /// The store over `pool` (and `direct`), with its append and notifier tasks.
    fn spawn(pool: PgPool, direct: PgPool, pooled: bool) -> PgStore {
        let (notifier, committed) = mpsc::unbounded_channel();
        tokio::spawn(notify_loop(direct.clone(), committed));
        let (appends, pending) = mpsc::channel(MAX_BATCH * 4);
        tokio::spawn(append_loop(pool.clone(), pooled, pending, notifier.clone()));
        PgStore { pool, direct, pooled, notifier, appends, clock: Clock::system() }
    }

    /// The same store stamping rows with `clock`'s time ([`crate::Database::with_clock`]).
    pub fn with_clock(self, clock: Clock) -> PgStore {
        PgStore { clock, ..self }
    }

    /// The pool, for the server's health checks.
    pub fn pool(&self) -> &PgPool {
        &self.pool
    }

    /// Whether the database answers: a trivial query on a pool connection. For readiness checks;
    /// while the server is unreachable it waits as long as the pool's acquire timeout, so callers
    /// bound it with their own.
    pub async fn ping(&self) -> Result<()> {
        sqlx::query("SELECT 1").execute(&self.pool).await?;
        Ok(())
    }

    /// Closes every connection, waiting for those in use: drop every [`Subscription`] first (a
    /// listener holds a connection of the pool). Never fails (the `Result` matches
    /// [`crate::SqliteStore::close`]); closing again does nothing.
    pub async fn close(&self) -> Result<()> {
        self.pool.close().await;
        self.direct.close().await;
        Ok(())
    }
}

impl Sql for Postgres {
    const BEGIN_WRITE: &'static str = "BEGIN";
    const LOCK_TABLE: &'static str = "SELECT id FROM tables WHERE id = $1 FOR NO KEY UPDATE";

    fn rows_affected(done: &PgQueryResult) -> u64 {
        done.rows_affected()
    }
}

impl Backend for PgStore {
    type Db = Postgres;

    fn pool(&self) -> &PgPool {
        &self.pool
    }

    type Run<'a> = PgRun<'a>;

    fn run(&self) -> PgRun<'_> {
        PgRun { pool: &self.pool, own_transaction: self.pooled }
    }

    fn now_ms(&self) -> i64 {
        self.clock.now_ms()
    }

    /// PostgreSQL has row locks and no single writer: its writes take no lock of ours.
    async fn write_lock(&self) -> Option<WriteLock<'_>> {
        None
    }

    /// Tells every listening process (through the notifier task).
    fn announce(&self, notice: Notice) {
        let _ = self.notifier.send(notice);
    }

    async fn append_with_rolls(
        &self,
        table: TableId,
        expected: u64,
        events: Vec<NewEvent>,
        rolls: Vec<RollRecord>,
    ) -> Result<Appended> {
        let (done, answer) = oneshot::channel();
        let closed = || StoreError::backend(std::io::Error::other("the store's append task has stopped"));
        let pending = Pending { table, now: self.clock.now_ms(), expected, events, rolls, done };
        self.appends.send(pending).await.map_err(|_| closed())?;
        answer.await.map_err(|_| closed())?
    }

    async fn subscribe(&self) -> Result<Subscription> {
        // A session of its own, never through a pooler: `LISTEN` lasts as long as the session.
        let mut listener = PgListener::connect_with(&self.direct).await?;
        listener.listen(CHANNEL).await?;
        Ok(Subscription::postgres(listener))
    }

    async fn claim_deliveries(&self, now: i64, lease_ms: i64, limit: u32) -> Result<Vec<Delivery>> {
        let rows = sqlx::query(
            "UPDATE outbox SET next_attempt_at = $2 WHERE id IN ( \
               SELECT id FROM outbox \
               WHERE delivered_at IS NULL AND abandoned_at IS NULL AND next_attempt_at <= $1 \
               ORDER BY next_attempt_at, id LIMIT $3 FOR UPDATE SKIP LOCKED) \
             RETURNING id, table_id, url, payload, attempts, last_error, created_at, \
               next_attempt_at, delivered_at, abandoned_at",
        )
        .bind(now)
        .bind(now.saturating_add(lease_ms))
        .bind(i64::from(limit))
        .fetch_all(self.run())
        .await?;
        let mut claimed = rows.iter().map(shared::delivery).collect::<Result<Vec<_>>>()?;
        claimed.sort_by_key(|d| d.id);
        Ok(claimed)
    }
}

/// The `application_name` of a replica's connections.
pub const REPLICA_APPLICATION: &str = "tablon (replica)";

/// Most appends written by one statement.
const MAX_BATCH: usize = 64;

/// An append waiting for the append task, and where its answer goes.
struct Pending {
    table: TableId,
    /// When it was asked for, by the store's clock.
    now: i64,
    expected: u64,
    events: Vec<NewEvent>,
    rolls: Vec<RollRecord>,
    done: oneshot::Sender<Result<Appended>>,
}

/// The append task: every round, the appends that arrived meanwhile, written by one statement,
/// then announced through the notifier task.
async fn append_loop(
    pool: PgPool,
    pooled: bool,
    mut arrivals: mpsc::Receiver<Pending>,
    notifier: mpsc::UnboundedSender<Notice>,
) {
    let mut batch = Vec::with_capacity(MAX_BATCH);
    // The task's own connection, taken from the pool on first use and kept: a statement on the
    // pool costs two round trips more, since sqlx pings a connection when it is taken from the
    // pool (`test_before_acquire`) and again when it is given back.
    let mut connection = None;
    while arrivals.recv_many(&mut batch, MAX_BATCH).await > 0 {
        gather(&mut arrivals, &mut batch).await;
        // By table (stable: one table's appends keep their order), so that every process locks
        // table rows in the same order.
        batch.sort_by_key(|p: &Pending| p.table.0);
        // A batch is stamped with the latest time its callers asked at.
        let now = batch.iter().map(|p| p.now).max().unwrap_or_default();
        let answers = match write_batch(&pool, pooled, &mut connection, &batch, now).await {
            Ok(answers) => answers,
            // One append may have failed them all: each alone, so that its error stays its own.
            Err(_) => {
                let mut answers = Vec::with_capacity(batch.len());
                for p in &batch {
                    let alone =
                        write_batch(&pool, pooled, &mut connection, std::slice::from_ref(p), now).await;
                    answers.push(alone.and_then(|mut a| a.pop().ok_or_else(|| missing_answer(p.table))?));
                }
                answers
            }
        };
        for (p, answer) in batch.drain(..).zip(answers) {
            if let Ok(appended) = &answer
                && appended.last >= appended.first
            {
                let _ = notifier.send(Notice::Appended { table: p.table, seq: appended.last });
            }
            // The caller may have gone (its request dropped): the append stands all the same.
            let _ = p.done.send(answer);
        }
    }
}

/// Lets every task that is ready to run have its turn before the batch goes, taking the appends
/// they send meanwhile, for as long as each turn brings more. A request handler that is one step
/// from its append (deciding a command, say) then joins this batch instead of waiting a whole
/// round trip and commit for the next one: fewer, larger commits, for the cost of a few yields.
async fn gather(arrivals: &mut mpsc::Receiver<Pending>, batch: &mut Vec<Pending>) {
    while batch.len() < MAX_BATCH {
        tokio::task::yield_now().await;
        let before = batch.len();
        while batch.len() < MAX_BATCH {
            match arrivals.try_recv() {
                Ok(p) => batch.push(p),
                Err(_) => break,
            }
        }
        if batch.len() == before {
            break;
        }
    }
}

fn missing_answer(table: TableId) -> StoreError {
    StoreError::backend(std::io::Error::other(format!("no answer for the append to table {table}")))
}

/// Writes `batch` with one statement and commit, on `connection` (opened from `pool` when there is
/// none, and dropped after a failure, which may have broken it); one answer per append, in order.
/// On a pooled store the statement runs in a transaction of its own (see [`PgRun`]).
async fn write_batch(
    pool: &PgPool,
    pooled: bool,
    connection: &mut Option<sqlx::PgConnection>,
    batch: &[Pending],
    now: i64,
) -> Result<Vec<Result<Appended>>> {
    let c = match connection {
        Some(c) => c,
        None => connection.insert(pool.acquire().await?.detach()),
    };
    let written = batch_statement(c, pooled, batch, now).await;
    if written.is_err() {
        *connection = None;
    }
    written
}

/// [`write_batch`] on a connection.
async fn batch_statement(
    c: &mut sqlx::PgConnection,
    pooled: bool,
    batch: &[Pending],
    now: i64,
) -> Result<Vec<Result<Appended>>> {
    let mut a_table = Vec::with_capacity(batch.len());
    let mut a_expected = Vec::with_capacity(batch.len());
    let mut a_events = Vec::with_capacity(batch.len());
    let (mut e_append, mut e_seq, mut e_version, mut e_seat, mut e_event) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new(), Vec::new());
    let (mut r_append, mut r_commitment, mut r_client_seed, mut r_idx, mut r_dice, mut r_faces) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for (place, p) in (1..).zip(batch) {
        a_table.push(p.table.0);
        a_expected.push(p.expected as i64);
        a_events.push(i32::try_from(p.events.len()).map_err(StoreError::backend)?);
        // Each event names its append and the sequence number it takes if the append is accepted.
        for (k, e) in (1..).zip(&p.events) {
            e_append.push(place);
            e_seq.push(p.expected as i64 + k);
            e_version.push(i64::from(e.version));
            e_seat.push(e.seat.map(|s| i64::from(s.0)));
            e_event.push(e.event.get());
        }
        for r in &p.rolls {
            r_append.push(place);
            r_commitment.push(r.commitment.as_str());
            r_client_seed.push(r.client_seed.as_str());
            r_idx.push(r.index as i64);
            r_dice.push(serde_json::to_string(&r.dice).map_err(StoreError::backend)?);
            r_faces.push(serde_json::to_string(&r.faces).map_err(StoreError::backend)?);
        }
    }
    let query = sqlx::query(
        "SELECT o_append, o_outcome, o_head FROM tablon_append_batch( \
           $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)",
    )
    .bind(a_table)
    .bind(a_expected)
    .bind(a_events)
    .bind(e_append)
    .bind(e_seq)
    .bind(e_version)
    .bind(e_seat)
    .bind(e_event)
    .bind(r_append)
    .bind(r_commitment)
    .bind(r_client_seed)
    .bind(r_idx)
    .bind(r_dice)
    .bind(r_faces)
    .bind(now)
    // No channel: the batch is announced after its commit (migration 0036).
    .bind(None::<&str>);
    let rows = if pooled {
        let mut tx = sqlx::Connection::begin(&mut *c).await?;
        let rows = query.fetch_all(&mut *tx).await;
        if rows.is_ok() {
            tx.commit().await?;
        }
        rows
    } else {
        query.fetch_all(&mut *c).await
    }
    .map_err(|e| StoreError::from_sqlx(e, Entity::Roll, Entity::Commitment))?;
    let mut answers: Vec<Result<Appended>> = batch.iter().map(|p| Err(missing_answer(p.table))).collect();
    for row in rows {
        let place = usize::try_from(row.try_get::<i32, _>("o_append")?).unwrap_or(0);
        let Some((p, answer)) = place.checked_sub(1).and_then(|i| batch.get(i).zip(answers.get_mut(i)))
        else {
            continue;
        };
        let head = row.try_get::<i64, _>("o_head")? as u64;
        *answer = match row.try_get::<String, _>("o_outcome")?.as_str() {
            "ok" => Ok(Appended { first: head + 1, last: head + p.events.len() as u64 }),
            "conflict" => Err(StoreError::Conflict { expected: p.expected, actual: head }),
            _ => Err(StoreError::NotFound(Entity::Table)),
        };
    }
    Ok(answers)
}

/// Most notices in one `pg_notify` payload (PostgreSQL caps a payload below 8000 bytes; a notice
/// takes at most 42).
const NOTICES_PER_PAYLOAD: usize = 150;

/// The notifier task: every round, the highest committed `seq` per table and every other notice
/// (posts, seats, sessions), in as few `pg_notify` calls as fit.
async fn notify_loop(pool: PgPool, mut committed: mpsc::UnboundedReceiver<Notice>) {
    let mut round = Vec::new();
    let mut connection = None;
    while committed.recv_many(&mut round, 4096).await > 0 {
        let mut highest = std::collections::BTreeMap::new();
        let mut notices: Vec<String> = Vec::new();
        for notice in round.drain(..) {
            match notice {
                Notice::Appended { table, seq } => {
                    let entry = highest.entry(table).or_insert(seq);
                    *entry = (*entry).max(seq);
                }
                Notice::Missed => {}
                other => notices.push(subscription::payload(&other)),
            }
        }
        notices.extend(
            highest.into_iter().map(|(table, seq)| subscription::payload(&Notice::Appended { table, seq })),
        );
        for chunk in notices.chunks(NOTICES_PER_PAYLOAD) {
            // A failed notify is not retried (listeners catch up on the table's next notice); its
            // connection is replaced.
            if notify(&pool, &mut connection, &chunk.join(",")).await.is_err() {
                connection = None;
            }
        }
    }
}

/// Sends one notice on the notifier's own connection, opened on first use: its transactions
/// commit without waiting for the WAL flush, so that the notification queue's lock, held through
/// a notifying commit, is held briefly. The connection is detached from the pool, so that no
/// write ever gets a connection with that setting.
async fn notify(pool: &PgPool, connection: &mut Option<sqlx::PgConnection>, payload: &str) -> Result<()> {
    let c = match connection {
        Some(c) => c,
        None => {
            let mut opened = pool.acquire().await?.detach();
            sqlx::query("SET synchronous_commit = off").execute(&mut opened).await?;
            connection.insert(opened)
        }
    };
    sqlx::query("SELECT pg_notify($1, $2)").bind(CHANNEL).bind(payload).execute(c).await?;
    Ok(())
}

/// Where a PostgreSQL store runs a statement outside a transaction: its pool, and on a pooled store
/// ([`PgStore::connect_pooled`]) in a transaction of its own, so that the statement's exchanges
/// (prepare, then bind and execute) reach one server connection. Its rows are then read whole
/// before the commit and handed on afterwards.
#[derive(Clone, Copy, Debug)]
pub(crate) struct PgRun<'p> {
    pool: &'p PgPool,
    own_transaction: bool,
}

impl<'p> Executor<'p> for PgRun<'p> {
    type Database = Postgres;

    fn fetch_many<'e, 'q: 'e, E>(self, query: E) -> BoxStream<'e, sqlx::Result<Either<PgQueryResult, PgRow>>>
    where
        'p: 'e,
        E: 'q + Execute<'q, Postgres>,
    {
        if !self.own_transaction {
            return self.pool.fetch_many(query);
        }
        let pool = self.pool.clone();
        futures_util::stream::once(async move {
            let mut tx = pool.begin().await?;
            let all: Vec<_> = tx.fetch_many(query).try_collect().await?;
            tx.commit().await?;
            Ok::<_, sqlx::Error>(all)
        })
        .map_ok(|all| futures_util::stream::iter(all.into_iter().map(Ok)))
        .try_flatten()
        .boxed()
    }

    fn fetch_optional<'e, 'q: 'e, E>(self, query: E) -> BoxFuture<'e, sqlx::Result<Option<PgRow>>>
    where
        'p: 'e,
        E: 'q + Execute<'q, Postgres>,
    {
        if !self.own_transaction {
            return self.pool.fetch_optional(query);
        }
        let pool = self.pool.clone();
        async move {
            let mut tx = pool.begin().await?;
            let row = tx.fetch_optional(query).await?;
            tx.commit().await?;
            Ok(row)
        }
        .boxed()
    }

    fn prepare_with<'e>(
        self,
        sql: sqlx::SqlStr,
        parameters: &'e [sqlx::postgres::PgTypeInfo],
    ) -> BoxFuture<'e, sqlx::Result<sqlx::postgres::PgStatement>>
    where
        'p: 'e,
    {
        self.pool.prepare_with(sql, parameters)
    }
}
