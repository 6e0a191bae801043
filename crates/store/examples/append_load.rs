//! A load of appends, to see what the store does under concurrency (group commit on SQLite).
//!
//! M tables, each with two seats taking turns: one append in flight per table at a time (as the
//! server does, since the second seat waits for the first's move), M tables at once. Every append is
//! durable before the next one starts. Prints appends per second and p50/p99 latency.
//!
//! ```text
//! cargo run -p store --release --example append_load -- [TABLES] [APPENDS_PER_TABLE] [DATABASE_URL]
//! ```
//! The default database is a fresh SQLite file in the system's temporary folder (removed after).
//! With a PostgreSQL URL, a fresh database is created on that server and dropped after.

use std::str::FromStr;
use std::time::{Duration, Instant};

use engine::SeatId;
use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::{AssertSqlSafe, Connection};
use store::{Database, NewEvent, NewSeat, NewTable, PgStore, Store, TableOptions};

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let tables: usize = args.first().map_or(Ok(10), |a| a.parse())?;
    let per_table: usize = args.get(1).map_or(Ok(200), |a| a.parse())?;
    let temp = std::env::temp_dir().join(format!("tablon-append-load-{}.db", std::process::id()));
    let url = args.get(2).cloned().unwrap_or_else(|| format!("sqlite://{}", temp.display()));
    let fresh = format!("tablon_load_{}", std::process::id());
    let db = if url.starts_with("postgres") {
        let mut admin = sqlx::PgConnection::connect(&url).await?;
        sqlx::query(AssertSqlSafe(format!("CREATE DATABASE \"{fresh}\""))).execute(&mut admin).await?;
        let options = PgConnectOptions::from_str(&url)?.database(&fresh);
        let pool = PgPoolOptions::new().max_connections(16).connect_with(options).await?;
        Database::Postgres(PgStore::with_pool(pool).await?)
    } else {
        Database::connect(&url).await?
    };

    let mut ids = Vec::new();
    for n in 0..tables {
        let table = NewTable {
            game: "load".into(),
            title: format!("load {n}"),
            config: serde_json::json!({}),
            created_by: None,
            options: TableOptions::default(),
            seats: (0..2).map(|s| NewSeat { seat: SeatId(s), role: "player".into(), holder: None }).collect(),
        };
        ids.push(db.create_table(&table).await?.id);
    }

    let started = Instant::now();
    let workers: Vec<_> = ids
        .into_iter()
        .map(|t| {
            let db = db.clone();
            tokio::spawn(async move {
                let mut latencies = Vec::with_capacity(per_table);
                for i in 0..per_table {
                    let seat = SeatId((i % 2) as u8);
                    let event = serde_json::json!({"type": "card_placed", "seat": seat.0, "card": i % 7});
                    let event = serde_json::value::to_raw_value(&event).expect("JSON serializes");
                    let t0 = Instant::now();
                    db.append(t, i as u64, vec![NewEvent { version: 1, seat: Some(seat), event }])
                        .await
                        .expect("append");
                    latencies.push(t0.elapsed());
                }
                latencies
            })
        })
        .collect();
    let mut latencies: Vec<Duration> = Vec::new();
    for w in workers {
        latencies.extend(w.await?);
    }
    let elapsed = started.elapsed();
    latencies.sort();
    let pct = |p: f64| latencies[((latencies.len() as f64 * p) as usize).min(latencies.len() - 1)];
    println!(
        "{} tables x {} appends on {}: {:.0} appends/s, p50 {:.2} ms, p99 {:.2} ms{}",
        tables,
        per_table,
        if url.starts_with("postgres") { "PostgreSQL" } else { "SQLite" },
        latencies.len() as f64 / elapsed.as_secs_f64(),
        pct(0.50).as_secs_f64() * 1e3,
        pct(0.99).as_secs_f64() * 1e3,
        match &db {
            Database::Sqlite(s) => {
                let w = s.writer_stats();
                format!(", {:.1} appends per transaction", w.appends as f64 / w.batches.max(1) as f64)
            }
            Database::Postgres(_) => String::new(),
        }
    );
    match db {
        Database::Postgres(p) => {
            p.close().await?;
            let mut admin = sqlx::PgConnection::connect(&url).await?;
            sqlx::query(AssertSqlSafe(format!("DROP DATABASE \"{fresh}\" WITH (FORCE)")))
                .execute(&mut admin)
                .await?;
        }
        Database::Sqlite(s) => s.close().await?,
    }
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", temp.display()));
    }
    Ok(())
}
