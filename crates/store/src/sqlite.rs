//! The embedded SQLite back end: WAL, `synchronous=FULL`, and group commit for appends.
//!
//! SQLite has one writer at a time and each commit costs an `fsync`. So appends do not take a pool
//! connection: they are sent over a channel to one *writer thread* that owns a dedicated
//! connection. The writer takes every append waiting in the channel (up to
//! [`SqliteConfig::max_batch`]), opens one `BEGIN IMMEDIATE` transaction, runs each append inside
//! its own `SAVEPOINT` (its sequence check, its inserts; a refused or failed append is rolled back
//! to its savepoint without touching the others; an append of one row needs none, as a failed
//! statement undoes itself), commits once, and only then answers each caller through its oneshot
//! channel and broadcasts the notices. Under load one `fsync` covers many appends; alone, an append
//! costs one transaction as usual. Every `Ok` is durable when it is received.
//!
//! The writer is a plain OS thread with a synchronous connection (rusqlite) and cached prepared
//! statements, not an async task on sqlx: sqlx runs each SQLite statement on its own worker thread,
//! so every statement of a batch cost two thread hand-offs, and those hand-offs, not SQLite, were
//! most of an append's time under the server's load (`bench/server/RESULTS.md`). Both drivers link
//! the same SQLite library and open the same file; the schema is sqlx's migrations.
//!
//! Everything else (reads and the other, rarer writes) uses a small pool. Reads never wait (WAL). A
//! pool write first takes the store's *write lock*, a fair async mutex that the writer thread also
//! holds for each batch: so a pool write (a post, a new table, a session) waits its turn behind at
//! most one batch, instead of polling SQLite's busy lock with growing sleeps while the writer
//! commits again and again (it waited up to a second under the server benchmark's load). Another
//! process on the same file still meets SQLite's busy timeout, as before.

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use dice::RollRecord;
use rusqlite::TransactionBehavior;
use sqlx::Sqlite;
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteJournalMode, SqlitePool, SqlitePoolOptions, SqliteQueryResult,
    SqliteSynchronous,
};
use tokio::sync::{broadcast, mpsc, oneshot};

use crate::error::{Entity, Result, StoreError};
use crate::migrations;
use crate::model::*;
use crate::shared::{self, Backend, Sql, WriteLock};
use crate::subscription::Subscription;

/// Tuning of the SQLite back end.
#[derive(Clone, Debug)]
pub struct SqliteConfig {
    /// At most this many appends share one transaction.
    pub max_batch: usize,
    /// Connections in the read pool.
    pub pool_size: u32,
    /// How long a pool write waits for the writer's lock before failing.
    pub busy_timeout: Duration,
    /// Capacity of the notice channel; a subscriber further behind gets [`Notice::Missed`].
    pub notice_capacity: usize,
}

impl Default for SqliteConfig {
    fn default() -> Self {
        SqliteConfig {
            max_batch: 512,
            pool_size: 4,
            busy_timeout: Duration::from_secs(10),
            notice_capacity: 4096,
        }
    }
}

/// How many times the writer yields its core, while more appends keep arriving, before it starts a
/// transaction.
const GATHER_TURNS: usize = 4;

/// What the writer thread is asked to do.
enum Message {
    /// An append.
    Append(Job),
    /// Write what is waiting, checkpoint, close the connection and stop (see [`SqliteStore::close`]).
    Close(oneshot::Sender<Result<()>>),
}

/// One append waiting for the writer.
struct Job {
    table: TableId,
    /// When it was asked for, by the store's clock: the time its events are stamped with.
    now: i64,
    expected: u64,
    events: Vec<NewEvent>,
    rolls: Vec<RollRecord>,
    reply: oneshot::Sender<Result<Appended>>,
}

/// What the writer task has done so far: how well group commit is batching.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WriterStats {
    /// Transactions committed (or attempted) by the writer.
    pub batches: u64,
    /// Appends those transactions carried, accepted or refused.
    pub appends: u64,
}

#[derive(Debug, Default)]
struct Counters {
    batches: AtomicU64,
    appends: AtomicU64,
}

/// The SQLite store. Cheap to clone; the writer thread ends when the last clone is dropped or when
/// [`SqliteStore::close`] is called.
#[derive(Clone, Debug)]
pub struct SqliteStore {
    pool: SqlitePool,
    writer: mpsc::Sender<Message>,
    write_lock: Arc<tokio::sync::Mutex<()>>,
    notices: broadcast::Sender<Notice>,
    counters: Arc<Counters>,
    clock: Clock,
}

impl SqliteStore {
    /// Opens (creating when missing) the database file at `path` and brings its schema up to date.
    /// Must be called inside a Tokio runtime (the read pool's); starts the writer thread.
    pub async fn open(path: impl AsRef<Path>, config: SqliteConfig) -> Result<SqliteStore> {
        let path = path.as_ref();
        let options = SqliteConnectOptions::new()
            .filename(path)
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Full)
            .foreign_keys(true)
            .busy_timeout(config.busy_timeout);
        let pool = SqlitePoolOptions::new()
            .max_connections(config.pool_size.max(1))
            .connect_with(options.clone())
            .await?;
        migrations::migrator(migrations::SQLITE).run(&pool).await?;
        let conn = writer_connection(path, config.busy_timeout).map_err(StoreError::backend)?;
        let (writer, jobs) = mpsc::channel(config.max_batch.max(1) * 4);
        let (notices, _) = broadcast::channel(config.notice_capacity.max(1));
        let counters = Arc::new(Counters::default());
        let (sent, max_batch) = (notices.clone(), config.max_batch.max(1));
        let write_lock = Arc::new(tokio::sync::Mutex::new(()));
        let writer_side =
            Writer { jobs, notices: sent, counters: counters.clone(), write_lock: write_lock.clone() };
        std::thread::Builder::new()
            .name("sqlite-writer".into())
            .spawn(move || writer_side.run(conn, max_batch))
            .map_err(StoreError::backend)?;
        Ok(SqliteStore { pool, writer, write_lock, notices, counters, clock: Clock::system() })
    }

    /// Batches and appends the writer has handled since the store was opened.
    pub fn writer_stats(&self) -> WriterStats {
        WriterStats {
            batches: self.counters.batches.load(Ordering::Relaxed),
            appends: self.counters.appends.load(Ordering::Relaxed),
        }
    }

    /// The same store stamping rows with `clock`'s time ([`crate::Database::with_clock`]).
    pub fn with_clock(self, clock: Clock) -> SqliteStore {
        SqliteStore { clock, ..self }
    }

    /// The read pool, for the server's health checks.
    pub fn pool(&self) -> &SqlitePool {
        &self.pool
    }

    /// Whether the database answers: a trivial query on the read pool, and the writer thread still
    /// running. For readiness checks; cheap.
    pub async fn ping(&self) -> Result<()> {
        if self.writer.is_closed() {
            return Err(StoreError::backend("the SQLite store is closed: its writer thread has stopped"));
        }
        sqlx::query("SELECT 1").execute(&self.pool).await?;
        Ok(())
    }

    /// Closes the store, for every clone: the read pool (waiting for the connections in use),
    /// then the writer, which first writes the appends already sent, checkpoints the WAL into the
    /// database file (`wal_checkpoint(TRUNCATE)`) and closes its connection. The last connection
    /// to the file closing, SQLite removes the `-wal` and `-shm` files (unless another process
    /// still has the file open). Appends sent afterwards fail with a backend error saying the store
    /// is closed; closing again does nothing.
    pub async fn close(&self) -> Result<()> {
        self.pool.close().await;
        let (reply, answer) = oneshot::channel();
        if self.writer.send(Message::Close(reply)).await.is_err() {
            return Ok(()); // closed already
        }
        answer.await.unwrap_or(Ok(()))
    }
}

impl Sql for Sqlite {
    const BEGIN_WRITE: &'static str = "BEGIN IMMEDIATE";
    const LOCK_TABLE: &'static str = "SELECT id FROM tables WHERE id = $1";

    fn rows_affected(done: &SqliteQueryResult) -> u64 {
        done.rows_affected()
    }
}

impl Backend for SqliteStore {
    type Db = Sqlite;

    fn pool(&self) -> &SqlitePool {
        &self.pool
    }

    type Run<'a> = &'a SqlitePool;

    fn run(&self) -> &SqlitePool {
        &self.pool
    }

    fn now_ms(&self) -> i64 {
        self.clock.now_ms()
    }

    /// Waits for this process's turn to write (see the module's documentation).
    async fn write_lock(&self) -> Option<WriteLock<'_>> {
        Some(self.write_lock.lock().await)
    }

    /// Tells this process's subscribers (the only process on an SQLite file).
    fn announce(&self, notice: Notice) {
        let _ = self.notices.send(notice);
    }

    async fn append_with_rolls(
        &self,
        table: TableId,
        expected: u64,
        events: Vec<NewEvent>,
        rolls: Vec<RollRecord>,
    ) -> Result<Appended> {
        let (reply, answer) = oneshot::channel();
        let job = Job { table, now: self.clock.now_ms(), expected, events, rolls, reply };
        let stopped = || StoreError::backend("the SQLite store is closed: its writer thread has stopped");
        self.writer.send(Message::Append(job)).await.map_err(|_| stopped())?;
        answer.await.map_err(|_| stopped())?
    }

    async fn subscribe(&self) -> Result<Subscription> {
        Ok(Subscription::local(self.notices.subscribe()))
    }

    async fn claim_deliveries(&self, now: i64, lease_ms: i64, limit: u32) -> Result<Vec<Delivery>> {
        let _write = self.write_lock().await;
        let rows = sqlx::query(
            "UPDATE outbox SET next_attempt_at = $2 WHERE id IN ( \
               SELECT id FROM outbox \
               WHERE delivered_at IS NULL AND abandoned_at IS NULL AND next_attempt_at <= $1 \
               ORDER BY next_attempt_at, id LIMIT $3) \
             RETURNING id, table_id, url, payload, attempts, last_error, created_at, \
               next_attempt_at, delivered_at, abandoned_at",
        )
        .bind(now)
        .bind(now.saturating_add(lease_ms))
        .bind(i64::from(limit))
        .fetch_all(&self.pool)
        .await?;
        let mut claimed = rows.iter().map(shared::delivery).collect::<Result<Vec<_>>>()?;
        claimed.sort_by_key(|d| d.id);
        Ok(claimed)
    }
}

/// The writer's own connection to the file the pool migrated: WAL (already set on the file),
/// `synchronous=FULL`, foreign keys on, the same busy timeout.
fn writer_connection(path: &Path, busy_timeout: Duration) -> rusqlite::Result<rusqlite::Connection> {
    let conn = rusqlite::Connection::open(path)?;
    conn.busy_timeout(busy_timeout)?;
    let mode: String = conn.pragma_update_and_check(None, "journal_mode", "WAL", |row| row.get(0))?;
    debug_assert_eq!(mode, "wal");
    conn.pragma_update(None, "synchronous", "FULL")?;
    conn.pragma_update(None, "foreign_keys", true)?;
    Ok(conn)
}

/// What the writer thread holds besides its connection.
struct Writer {
    jobs: mpsc::Receiver<Message>,
    notices: broadcast::Sender<Notice>,
    counters: Arc<Counters>,
    write_lock: Arc<tokio::sync::Mutex<()>>,
}

impl Writer {
    /// The writer thread: batches of appends, one transaction each, until every sender is gone or
    /// the store is closed.
    fn run(self, mut conn: rusqlite::Connection, max_batch: usize) {
        let Writer { mut jobs, notices, counters, write_lock } = self;
        let mut batch = Vec::with_capacity(max_batch);
        let mut closing = None;
        while closing.is_none() {
            match jobs.blocking_recv() {
                Some(Message::Append(job)) => batch.push(job),
                Some(Message::Close(reply)) => closing = Some(reply),
                None => break,
            }
            // Take what is already waiting, then let the tasks that are about to append (typically
            // those just answered) queue up: a few yields of the core, no timer, no added latency when
            // nobody else is ready.
            for _ in 0..GATHER_TURNS {
                let before = batch.len();
                while batch.len() < max_batch && closing.is_none() {
                    match jobs.try_recv() {
                        Ok(Message::Append(job)) => batch.push(job),
                        Ok(Message::Close(reply)) => closing = Some(reply),
                        Err(_) => break,
                    }
                }
                if batch.len() == before || batch.len() >= max_batch || closing.is_some() {
                    break;
                }
                std::thread::yield_now();
            }
            if batch.is_empty() {
                continue;
            }
            counters.batches.fetch_add(1, Ordering::Relaxed);
            counters.appends.fetch_add(batch.len() as u64, Ordering::Relaxed);
            let turn = write_lock.blocking_lock();
            let written = write_batch(&mut conn, &batch);
            drop(turn);
            let results = match written {
                Ok(results) => results,
                Err(e) => {
                    // The transaction as a whole failed (begin or commit): nothing was written, and
                    // dropping the transaction rolled it back.
                    let shown = e.to_string();
                    batch.iter().map(|_| Err(StoreError::backend(shown.clone()))).collect()
                }
            };
            for (job, result) in batch.drain(..).zip(results) {
                if let Ok(a) = &result
                    && a.last >= a.first
                {
                    // No subscriber is not an error.
                    let _ = notices.send(Notice::Appended { table: job.table, seq: a.last });
                }
                // A caller that gave up waiting is not an error either: its append stands.
                let _ = job.reply.send(result);
            }
        }
        if let Some(reply) = closing {
            // Refuse what arrives from now on (those senders get "closed"), then close the file.
            jobs.close();
            let _ = reply.send(close_writer(conn));
        }
    }
}

/// Checkpoints the whole WAL into the database file and truncates it, then closes the writer's
/// connection (as the last connection of this process, which removes the `-wal` and `-shm` files).
fn close_writer(conn: rusqlite::Connection) -> Result<()> {
    let (busy, _, _): (i64, i64, i64) = conn
        .query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)))
        .map_err(|e| StoreError::backend(format!("closing SQLite: the WAL checkpoint failed: {e}")))?;
    if busy != 0 {
        return Err(StoreError::backend(
            "closing SQLite: the WAL checkpoint could not finish (another connection to the file is busy)",
        ));
    }
    conn.close()
        .map_err(|(_, e)| StoreError::backend(format!("closing SQLite's writer connection failed: {e}")))
}

/// Runs one batch in one transaction. `Err` means the whole transaction failed; `Ok` holds each
/// append's own outcome, all committed.
fn write_batch(conn: &mut rusqlite::Connection, batch: &[Job]) -> Result<Vec<Result<Appended>>> {
    let backend = StoreError::backend;
    // Dropped without `commit` (an early return), the transaction rolls back.
    let mut tx = conn.transaction_with_behavior(TransactionBehavior::Immediate).map_err(backend)?;
    let mut results = Vec::with_capacity(batch.len());
    for job in batch {
        // A refused append is refused before it writes anything, and a single failed statement is
        // undone by SQLite by itself; only an append of several rows needs its own savepoint.
        let result = if job.events.len() + job.rolls.len() > 1 {
            let sp = tx.savepoint().map_err(backend)?;
            let result = append_one(&sp, job);
            // Keep the append's rows, or undo them (`finish`: roll back to the savepoint and
            // release it) without touching the rest of the batch.
            let kept_or_undone = if result.is_ok() { sp.commit() } else { sp.finish() };
            kept_or_undone.map_err(backend)?;
            result
        } else {
            append_one(&tx, job)
        };
        if let Err(StoreError::Backend(e)) = result {
            // Not a refusal but a failure (disk full, I/O error), after which SQLite may have
            // rolled the whole transaction back: fail the batch rather than go on outside it.
            return Err(StoreError::Backend(e));
        }
        results.push(result);
    }
    tx.commit().map_err(backend)?;
    Ok(results)
}

/// One append inside the writer's open transaction: the sequence check, then the events and rolls.
/// The same statements as the sqlx back ends' `InTx::append` (the shared suite runs both).
fn append_one(conn: &rusqlite::Connection, job: &Job) -> Result<Appended> {
    let now = job.now;
    let backend = StoreError::backend;
    let (count, head): (i64, i64) = conn
        .prepare_cached(shared::HEAD_SQL)
        .and_then(|mut head| head.query_row([job.table.0], |row| Ok((row.get(0)?, row.get(1)?))))
        .map_err(backend)?;
    if count == 0 {
        return Err(StoreError::NotFound(Entity::Table));
    }
    let head = head as u64;
    if head != job.expected {
        return Err(StoreError::Conflict { expected: job.expected, actual: head });
    }
    let mut seq = head;
    let mut insert = conn.prepare_cached(shared::INSERT_EVENT_SQL).map_err(backend)?;
    for e in &job.events {
        seq += 1;
        insert
            .execute(rusqlite::params![
                job.table.0,
                seq as i64,
                i64::from(e.version),
                e.seat.map(|s| i64::from(s.0)),
                e.event.get(),
                now,
            ])
            .map_err(|err| match constraint(&err) {
                // Someone else's write landed between our check and insert (another process).
                Some(Constraint::Unique) => StoreError::Conflict { expected: job.expected, actual: head + 1 },
                _ => backend(err),
            })?;
    }
    let mut insert = conn.prepare_cached(shared::INSERT_ROLL_SQL).map_err(backend)?;
    for r in &job.rolls {
        let dice = serde_json::to_string(&r.dice).map_err(StoreError::backend)?;
        let faces = serde_json::to_string(&r.faces).map_err(StoreError::backend)?;
        insert
            .execute(rusqlite::params![
                r.commitment.as_str(),
                r.client_seed.as_str(),
                r.index as i64,
                job.table.0,
                seq as i64,
                dice,
                faces,
                now,
            ])
            .map_err(|err| match constraint(&err) {
                Some(Constraint::Unique) => StoreError::Duplicate(Entity::Roll),
                Some(Constraint::ForeignKey) => StoreError::NotFound(Entity::Commitment),
                None => backend(err),
            })?;
    }
    Ok(Appended { first: head + 1, last: seq })
}

/// The constraints an append can break, as the sqlx back ends classify them.
enum Constraint {
    Unique,
    ForeignKey,
}

fn constraint(e: &rusqlite::Error) -> Option<Constraint> {
    let rusqlite::Error::SqliteFailure(failure, _) = e else { return None };
    match failure.extended_code {
        rusqlite::ffi::SQLITE_CONSTRAINT_UNIQUE | rusqlite::ffi::SQLITE_CONSTRAINT_PRIMARYKEY => {
            Some(Constraint::Unique)
        }
        rusqlite::ffi::SQLITE_CONSTRAINT_FOREIGNKEY => Some(Constraint::ForeignKey),
        _ => None,
    }
}
