//! The PostgreSQL back end: a connection pool, one transaction per append, and `LISTEN/NOTIFY`.
//!
//! An append locks its table's row (`SELECT … FOR NO KEY UPDATE`), so appends to one table queue
//! behind each other and the sequence check inside the transaction is exact; appends to different
//! tables run in parallel. (`NO KEY` so that inserts elsewhere that merely reference the table, such
//! as posts, do not wait for it.)
//!
//! Notices go out after the commit, through a *notifier task* per store: it takes every
//! `(table, seq)` committed since its last round, keeps the highest `seq` per table and sends them in
//! one `pg_notify` (payload `"t:s,t:s,…"`), which every listening process receives. A `NOTIFY` inside
//! each append's transaction would be atomic with it, but PostgreSQL serialises the commits of
//! notifying transactions, which costs about half the append throughput; a notice lost to a crash
//! between commit and notify only delays that table's update until its next append, since readers
//! always catch up with `events_since`.

use dice::RollRecord;
use sqlx::Postgres;
use sqlx::postgres::{PgListener, PgPool, PgPoolOptions, PgQueryResult};
use tokio::sync::mpsc;

use crate::error::{Entity, Result, StoreError};
use crate::migrations;
use crate::model::*;
use crate::shared::{self, Backend, InTx, Sql, WriteLock};
use crate::subscription::{self, CHANNEL, Subscription};

/// The PostgreSQL store. Cheap to clone (a pool handle).
#[derive(Clone, Debug)]
pub struct PgStore {
    pool: PgPool,
    notifier: mpsc::UnboundedSender<Notice>,
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
        let (notifier, committed) = mpsc::unbounded_channel();
        tokio::spawn(notify_loop(pool.clone(), committed));
        Ok(PgStore { pool, notifier })
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
        Ok(())
    }
}

impl Sql for Postgres {
    const BEGIN_WRITE: &'static str = "BEGIN";

    fn rows_affected(done: &PgQueryResult) -> u64 {
        done.rows_affected()
    }
}

impl Backend for PgStore {
    type Db = Postgres;

    fn pool(&self) -> &PgPool {
        &self.pool
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
        let mut tx = self.pool.begin().await?;
        let locked = sqlx::query("SELECT id FROM tables WHERE id = $1 FOR NO KEY UPDATE")
            .bind(table.0)
            .fetch_optional(&mut *tx)
            .await?;
        if locked.is_none() {
            return Err(StoreError::NotFound(Entity::Table));
        }
        let now = now_ms();
        let appended = InTx::<Postgres>(&mut tx).append(table, expected, &events, &rolls, now).await?;
        tx.commit().await?;
        if appended.last >= appended.first {
            // The notifier ends only when every clone of the store is gone.
            let _ = self.notifier.send(Notice::Appended { table, seq: appended.last });
        }
        Ok(appended)
    }

    async fn subscribe(&self) -> Result<Subscription> {
        let mut listener = PgListener::connect_with(&self.pool).await?;
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
        .fetch_all(&self.pool)
        .await?;
        let mut claimed = rows.iter().map(shared::delivery).collect::<Result<Vec<_>>>()?;
        claimed.sort_by_key(|d| d.id);
        Ok(claimed)
    }
}

/// Most notices in one `pg_notify` payload (PostgreSQL caps a payload below 8000 bytes; a notice
/// takes at most 42).
const NOTICES_PER_PAYLOAD: usize = 150;

/// The notifier task: every round, the highest committed `seq` per table and every other notice
/// (posts, seats, sessions), in as few
/// `pg_notify` calls as fit.
async fn notify_loop(pool: PgPool, mut committed: mpsc::UnboundedReceiver<Notice>) {
    let mut round = Vec::new();
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
            // A failed notify is not retried: listeners catch up on the table's next notice.
            let _ = sqlx::query("SELECT pg_notify($1, $2)")
                .bind(CHANNEL)
                .bind(chunk.join(","))
                .execute(&pool)
                .await;
        }
    }
}
