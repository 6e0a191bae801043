//! The embedded SQLite back end: WAL, `synchronous=FULL`, and group commit for appends.
//!
//! SQLite has one writer at a time and each commit costs an `fsync`. So appends do not take a pool
//! connection: they are sent over a channel to one *writer task* that owns a dedicated connection.
//! The writer takes every append waiting in the channel (up to [`SqliteConfig::max_batch`]), opens
//! one `BEGIN IMMEDIATE` transaction, runs each append inside its own `SAVEPOINT` (its sequence
//! check, its inserts; a refused or failed append is rolled back to its savepoint without touching
//! the others; an append of one row needs none, as a failed statement undoes itself), commits once, and only then answers each caller through its oneshot channel and
//! broadcasts the notices. Under load one `fsync` covers many appends; alone, an append costs one
//! transaction as usual. Every `Ok` is durable when it is received.
//!
//! Everything else (reads and the other, rarer writes) uses a small pool; a pool write waits for the
//! writer's transaction through SQLite's busy timeout.

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use dice::{RollRecord, ServerSeed};
use engine::SeatId;
use sqlx::sqlite::{
    SqliteConnectOptions, SqliteConnection, SqliteJournalMode, SqlitePool, SqlitePoolOptions,
    SqliteSynchronous,
};
use sqlx::{ConnectOptions, Connection};
use tokio::sync::{broadcast, mpsc, oneshot};

use crate::Store;
use crate::error::{Entity, Result, StoreError};
use crate::migrations;
use crate::model::*;
use crate::shared::{self, append_in_tx, shared_methods};
use crate::subscription::Subscription;
use crate::token::TokenHash;

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

/// How many scheduler turns the writer yields, while more appends keep arriving, before it starts a
/// transaction.
const GATHER_TURNS: usize = 4;

/// One append waiting for the writer.
struct Job {
    table: TableId,
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

/// The SQLite store. Cheap to clone; the writer task ends when the last clone is dropped.
#[derive(Clone, Debug)]
pub struct SqliteStore {
    pool: SqlitePool,
    writer: mpsc::Sender<Job>,
    notices: broadcast::Sender<Notice>,
    counters: Arc<Counters>,
}

impl SqliteStore {
    /// Tells this process's subscribers that a post of `table` was written or edited.
    fn posted(&self, table: TableId, post: PostId) {
        let _ = self.notices.send(Notice::Posted { table, post });
    }

    /// Opens (creating when missing) the database file at `path` and brings its schema up to date.
    /// Must be called inside a Tokio runtime: it spawns the writer task.
    pub async fn open(path: impl AsRef<Path>, config: SqliteConfig) -> Result<SqliteStore> {
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
        let conn = options.connect().await?;
        let (writer, jobs) = mpsc::channel(config.max_batch.max(1) * 4);
        let (notices, _) = broadcast::channel(config.notice_capacity.max(1));
        let counters = Arc::new(Counters::default());
        tokio::spawn(write_loop(conn, jobs, notices.clone(), counters.clone(), config.max_batch.max(1)));
        Ok(SqliteStore { pool, writer, notices, counters })
    }

    /// Batches and appends the writer has handled since the store was opened.
    pub fn writer_stats(&self) -> WriterStats {
        WriterStats {
            batches: self.counters.batches.load(Ordering::Relaxed),
            appends: self.counters.appends.load(Ordering::Relaxed),
        }
    }

    /// The read pool, for the server's health checks.
    pub fn pool(&self) -> &SqlitePool {
        &self.pool
    }

    /// Closes the read pool. The writer closes when the last clone of the store is dropped.
    pub async fn close(&self) {
        self.pool.close().await;
    }
}

impl Store for SqliteStore {
    shared_methods!(begin_write = "BEGIN IMMEDIATE");

    async fn append_with_rolls(
        &self,
        table: TableId,
        expected: u64,
        events: Vec<NewEvent>,
        rolls: Vec<RollRecord>,
    ) -> Result<Appended> {
        let (reply, answer) = oneshot::channel();
        let job = Job { table, expected, events, rolls, reply };
        self.writer.send(job).await.map_err(|_| StoreError::backend("the writer task has stopped"))?;
        answer.await.map_err(|_| StoreError::backend("the writer task has stopped"))?
    }

    async fn subscribe(&self) -> Result<Subscription> {
        Ok(Subscription::local(self.notices.subscribe()))
    }

    async fn claim_deliveries(&self, now: i64, lease_ms: i64, limit: u32) -> Result<Vec<Delivery>> {
        let mut rows: Vec<shared::DeliveryRow> = sqlx::query_as(
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
        rows.sort_by_key(|r| r.0);
        rows.into_iter().map(shared::delivery).collect()
    }
}

/// The writer task: batches of appends, one transaction each, until every sender is gone.
async fn write_loop(
    mut conn: SqliteConnection,
    mut jobs: mpsc::Receiver<Job>,
    notices: broadcast::Sender<Notice>,
    counters: Arc<Counters>,
    max_batch: usize,
) {
    let mut batch = Vec::with_capacity(max_batch);
    while jobs.recv_many(&mut batch, max_batch).await > 0 {
        // Let the tasks that are ready to append (typically those just answered) queue up before
        // the transaction starts: a few scheduler turns, no timer, no added latency when idle.
        for _ in 0..GATHER_TURNS {
            if batch.len() >= max_batch {
                break;
            }
            tokio::task::yield_now().await;
            let room = max_batch - batch.len();
            while batch.len() < max_batch {
                match jobs.try_recv() {
                    Ok(job) => batch.push(job),
                    Err(_) => break,
                }
            }
            if max_batch - batch.len() == room {
                break; // nobody else was ready
            }
        }
        counters.batches.fetch_add(1, Ordering::Relaxed);
        counters.appends.fetch_add(batch.len() as u64, Ordering::Relaxed);
        let results = match write_batch(&mut conn, &batch).await {
            Ok(results) => results,
            Err(e) => {
                // The transaction as a whole failed (begin or commit): nothing was written.
                let _ = sqlx::query("ROLLBACK").execute(&mut conn).await;
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
    let _ = conn.close().await;
}

/// Runs one batch in one transaction. `Err` means the whole transaction failed; `Ok` holds each
/// append's own outcome, all committed.
async fn write_batch(conn: &mut SqliteConnection, batch: &[Job]) -> Result<Vec<Result<Appended>>> {
    let now = now_ms();
    sqlx::query("BEGIN IMMEDIATE").execute(&mut *conn).await?;
    let mut results = Vec::with_capacity(batch.len());
    for job in batch {
        // A refused append is refused before it writes anything, and a single failed statement is
        // undone by SQLite by itself; only an append of several rows needs its own savepoint.
        let savepoint = job.events.len() + job.rolls.len() > 1;
        if savepoint {
            sqlx::query("SAVEPOINT append").execute(&mut *conn).await?;
        }
        let result = append_in_tx!(conn, job.table, job.expected, job.events, job.rolls, now).await;
        if let Err(StoreError::Backend(e)) = result {
            // Not a refusal but a failure (disk full, I/O error), after which SQLite may have
            // rolled the whole transaction back: fail the batch rather than go on outside it.
            return Err(StoreError::Backend(e));
        }
        if savepoint {
            if result.is_err() {
                sqlx::query("ROLLBACK TO append").execute(&mut *conn).await?;
            }
            sqlx::query("RELEASE append").execute(&mut *conn).await?;
        }
        results.push(result);
    }
    sqlx::query("COMMIT").execute(&mut *conn).await?;
    Ok(results)
}
