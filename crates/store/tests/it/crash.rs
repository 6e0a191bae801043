//! Durability under SIGKILL (SQLite): a child process appends as fast as it can and prints every
//! acknowledged append; the test kills it mid-load, reopens the file and checks that every
//! acknowledged append is there, once, in a gap-free log.
//!
//! The child is this same test binary, run on the `crash_writer` entry with an environment variable
//! naming the file; without the variable that entry does nothing.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use engine::SeatId;
use serde_json::json;
use store::{NewEvent, NewSeat, NewTable, SqliteConfig, SqliteStore, Store, TableId, TableOptions};

const DB_VAR: &str = "TABLON_CRASH_TEST_DB";
const TABLES: usize = 6;

#[test]
fn sqlite_acknowledged_appends_survive_sigkill() {
    let path = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("tablon_crash_{}.db", std::process::id()));
    // The writer's name in this binary (`crash::crash_writer`): its module path without the crate.
    let writer = format!("{}::crash_writer", module_path!().split_once("::").unwrap().1);
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args(["--exact", &writer, "--nocapture", "--test-threads=1"])
        .env(DB_VAR, &path)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut acked: Vec<(i64, u64)> = Vec::new();
    let lines = BufReader::new(child.stdout.take().unwrap()).lines();
    for line in lines {
        let line = line.unwrap();
        if let Some(rest) = line.strip_prefix("ack ") {
            let (t, s) = rest.split_once(' ').unwrap();
            acked.push((t.parse().unwrap(), s.parse().unwrap()));
            if acked.len() == 400 {
                child.kill().unwrap(); // SIGKILL, in the middle of the load
                break;
            }
        }
    }
    child.wait().unwrap();
    assert_eq!(acked.len(), 400, "the writer stopped before it was killed");

    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(async {
        let db = SqliteStore::open(&path, SqliteConfig::default()).await.unwrap();
        for &(t, seq) in &acked {
            assert!(db.head(TableId(t)).await.unwrap() >= seq, "acknowledged append {t}:{seq} was lost");
        }
        for t in acked.iter().map(|a| a.0).collect::<std::collections::BTreeSet<_>>() {
            let log = db.events_since(TableId(t), 0).await.unwrap();
            for (i, e) in log.iter().enumerate() {
                assert_eq!(e.seq, i as u64 + 1);
                let event: serde_json::Value = serde_json::from_str(e.event.get()).unwrap();
                assert_eq!(event["n"], json!(e.seq), "each append landed once, in order");
            }
        }
        db.close().await.unwrap();
    });
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
    }
}

/// The child of the test above; does nothing unless run by it.
#[test]
fn crash_writer() {
    let Some(path) = std::env::var_os(DB_VAR) else { return };
    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(async move {
        let db = SqliteStore::open(&path, SqliteConfig::default()).await.unwrap();
        let mut tasks = Vec::new();
        for n in 0..TABLES {
            let table = NewTable {
                game: "crash".into(),
                title: format!("crash {n}"),
                config: json!({}),
                created_by: None,
                options: TableOptions::default(),
                seats: vec![NewSeat { seat: SeatId(0), role: "player".into(), holder: None }],
            };
            let t = db.create_table(&table).await.unwrap().id;
            let db = db.clone();
            tasks.push(tokio::spawn(async move {
                // Bounded in count and time, in case the parent never kills it.
                let deadline = Instant::now() + Duration::from_secs(60);
                for seq in 1..=20_000u64 {
                    if Instant::now() > deadline {
                        break;
                    }
                    let e = NewEvent {
                        version: 1,
                        seat: Some(SeatId(0)),
                        event: serde_json::value::to_raw_value(&json!({"n": seq})).unwrap(),
                    };
                    db.append(t, seq - 1, vec![e]).await.unwrap();
                    println!("ack {} {}", t.0, seq);
                }
            }));
        }
        for task in tasks {
            task.await.unwrap();
        }
    });
}
