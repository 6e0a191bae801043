//! Fresh stores for the suite: a temporary SQLite file, or a fresh PostgreSQL database created
//! through `TABLON_TEST_POSTGRES_URL` and dropped afterwards, so tests run in parallel.

use std::future::Future;
use std::path::PathBuf;
use std::str::FromStr;
use std::sync::atomic::{AtomicU32, Ordering};

use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::{AssertSqlSafe, Connection, PgConnection};
use store::{Database, PgStore, SqliteConfig, SqliteStore};

/// The environment variable naming the PostgreSQL server tests may create databases on.
pub const PG_URL_VAR: &str = "TABLON_TEST_POSTGRES_URL";

static COUNTER: AtomicU32 = AtomicU32::new(0);

fn unique_name() -> String {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.subsec_nanos())
        .unwrap_or_default();
    format!("tablon_test_{}_{}_{}", std::process::id(), COUNTER.fetch_add(1, Ordering::Relaxed), nanos)
}

/// A temporary SQLite file, removed (with its WAL) on drop.
pub struct SqliteFile(pub PathBuf);

impl SqliteFile {
    pub fn new() -> SqliteFile {
        SqliteFile(PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("{}.db", unique_name())))
    }

    pub async fn open(&self) -> Database {
        Database::Sqlite(SqliteStore::open(&self.0, SqliteConfig::default()).await.expect("open sqlite"))
    }
}

impl Drop for SqliteFile {
    fn drop(&mut self) {
        for suffix in ["", "-wal", "-shm"] {
            let mut p = self.0.clone().into_os_string();
            p.push(suffix);
            let _ = std::fs::remove_file(p);
        }
    }
}

/// A fresh PostgreSQL database, dropped by [`PgDatabase::drop_database`].
pub struct PgDatabase {
    admin_url: String,
    name: String,
}

impl PgDatabase {
    /// `None` (after saying so) when the variable is unset.
    pub async fn create(test: &str) -> Option<PgDatabase> {
        let Ok(admin_url) = std::env::var(PG_URL_VAR) else {
            eprintln!("skipped {test} on PostgreSQL: {PG_URL_VAR} is unset (run scripts/postgres)");
            return None;
        };
        let name = unique_name();
        let mut admin = PgConnection::connect(&admin_url).await.expect("connect to the test server");
        sqlx::query(AssertSqlSafe(format!("CREATE DATABASE \"{name}\"")))
            .execute(&mut admin)
            .await
            .expect("create the test database");
        admin.close().await.ok();
        Some(PgDatabase { admin_url, name })
    }

    /// A new store (its own pool) on this database.
    pub async fn open(&self) -> Database {
        let options =
            PgConnectOptions::from_str(&self.admin_url).expect("a postgres URL").database(&self.name);
        let pool = PgPoolOptions::new().max_connections(8).connect_with(options).await.expect("connect");
        Database::Postgres(PgStore::with_pool(pool).await.expect("migrate"))
    }

    /// The database's URL (the test server's, naming this database).
    pub fn url(&self) -> String {
        let (base, _) = self.admin_url.rsplit_once('/').expect("a postgres URL ends with /DATABASE");
        format!("{base}/{}", self.name)
    }

    pub async fn drop_database(self) {
        let mut admin = PgConnection::connect(&self.admin_url).await.expect("connect to the test server");
        sqlx::query(AssertSqlSafe(format!("DROP DATABASE IF EXISTS \"{}\" WITH (FORCE)", self.name)))
            .execute(&mut admin)
            .await
            .expect("drop the test database");
        admin.close().await.ok();
    }
}

/// Runs `test` on a fresh SQLite store.
pub async fn on_sqlite<F, Fut>(test: F)
where
    F: FnOnce(Database) -> Fut,
    Fut: Future<Output = ()> + Send + 'static,
{
    let file = SqliteFile::new();
    let store = file.open().await;
    let outcome = tokio::spawn(test(store.clone())).await;
    let closed = store.close().await;
    drop(file);
    if let Err(e) = outcome {
        std::panic::resume_unwind(e.into_panic());
    }
    closed.expect("the store closes");
}

/// Runs `test` on a fresh PostgreSQL database, or skips it when no server is configured.
pub async fn on_postgres<F, Fut>(name: &str, test: F)
where
    F: FnOnce(Database) -> Fut,
    Fut: Future<Output = ()> + Send + 'static,
{
    let Some(db) = PgDatabase::create(name).await else { return };
    let store = db.open().await;
    let outcome = tokio::spawn(test(store.clone())).await;
    let closed = store.close().await;
    db.drop_database().await;
    if let Err(e) = outcome {
        std::panic::resume_unwind(e.into_panic());
    }
    closed.expect("the store closes");
}
