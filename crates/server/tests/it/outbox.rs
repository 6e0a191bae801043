//! The outbox sender against a local webhook receiver: a Discord-compatible reminder arrives,
//! failures are retried with backoff and abandoned after the limit, the URL never reaches a log or
//! the stored error, and two server processes on one database never deliver one item twice.

use crate::common;

use std::collections::HashMap;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::common::TestServer;
use axum::Router;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::routing::post;
use serde_json::{Value, json};
use server::outbox::{OutboxConfig, WebhookSender, deliver_due};
use store::{Database, DeliveryStatus, NewDelivery, Store, now_ms};

/// A webhook receiver: records `(path secret, body)`; answers 500 while `failures` is above 0.
#[derive(Clone, Default)]
struct Receiver {
    got: Arc<Mutex<Vec<(String, Value)>>>,
    failures: Arc<AtomicU32>,
}

async fn hook(State(r): State<Receiver>, Path(secret): Path<String>, body: String) -> StatusCode {
    if r.failures.load(Ordering::SeqCst) > 0 {
        r.failures.fetch_sub(1, Ordering::SeqCst);
        return StatusCode::INTERNAL_SERVER_ERROR;
    }
    let v: Value = serde_json::from_str(&body).expect("the payload is JSON");
    // Hold the request a little, so concurrent senders overlap.
    tokio::time::sleep(Duration::from_millis(2)).await;
    r.got.lock().unwrap().push((secret, v));
    StatusCode::NO_CONTENT
}

async fn receiver() -> (Receiver, String) {
    let r = Receiver::default();
    let app = Router::new().route("/api/webhooks/{secret}", post(hook)).with_state(r.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    (r, format!("http://{addr}/api/webhooks"))
}

fn fast() -> OutboxConfig {
    OutboxConfig {
        timeout: Duration::from_secs(5),
        first_backoff: Duration::from_secs(30),
        max_attempts: 3,
        ..OutboxConfig::default()
    }
}

#[tokio::test]
async fn an_overdue_reminder_reaches_the_webhook_as_a_discord_payload_and_the_url_stays_secret() {
    let logs = common::captured_logs();

    let (rx, base) = receiver().await;
    let secret = "s3cr3t-webhook-token-0123456789";
    let s = TestServer::new().await;
    let owner = s.user("owner").await;
    let log = common::shipped_logs().into_iter().find(|(_, v)| v["game"] == "44").unwrap().1;
    let body = json!({"game": "44", "title": "Friday night", "config": log["config"],
        "max_wait_secs": 3600, "webhook_url": format!("{base}/{secret}")});
    let r = s.post("/api/tables", body, &owner).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);

    let later = now_ms() + 2 * 3600 * 1000;
    let queued =
        server::deadlines::remind_overdue(&s.state, later, &Mutex::new(HashMap::new())).await.unwrap();
    assert_eq!(queued, 1);
    let sender = WebhookSender::new(fast()).unwrap();
    let round = deliver_due(s.state.db(), &sender, later).await.unwrap();
    assert_eq!(round.delivered, 1, "{round:?}");

    let got = rx.got.lock().unwrap().clone();
    assert_eq!(got.len(), 1);
    let (path_secret, payload) = &got[0];
    assert_eq!(path_secret, secret);
    // Discord's "Execute Webhook": `content` (at most 2000 characters), `username`, no pings.
    let content = payload["content"].as_str().unwrap();
    assert!(content.contains("Friday night") && content.chars().count() <= 2000, "{content}");
    assert_eq!(payload["username"], "Tablón");
    assert_eq!(payload["allowed_mentions"], json!({"parse": []}));
    // Nothing more is due: it was delivered once.
    assert_eq!(deliver_due(s.state.db(), &sender, later + 3_600_000).await.unwrap().delivered, 0);

    let text = logs.text();
    assert!(text.contains("webhook delivered"), "{text}");
    assert!(!text.contains(secret) && !text.contains(&base), "the webhook URL was logged: {text}");
}

#[tokio::test]
async fn a_failing_receiver_is_retried_with_backoff_then_abandoned() {
    let (rx, base) = receiver().await;
    let s = TestServer::new().await;
    let db = s.state.db();
    let sender = WebhookSender::new(fast()).unwrap();
    let now = now_ms();
    let url = format!("{base}/secret-path");
    let id = db
        .enqueue_delivery(&NewDelivery {
            table: None,
            url: url.clone(),
            payload: json!({"content": "hi"}),
            not_before: now,
        })
        .await
        .unwrap();

    // Two failures, then the receiver recovers.
    rx.failures.store(2, Ordering::SeqCst);
    let r = deliver_due(db, &sender, now).await.unwrap();
    assert_eq!((r.delivered, r.retried), (0, 1));
    let d = db.delivery(id).await.unwrap();
    assert_eq!(d.attempts, 1);
    assert_eq!(d.last_error.as_deref(), Some("HTTP 500"));
    assert!(!d.last_error.unwrap().contains("secret"));
    // Not due again before the first backoff (30 s) …
    let wait1 = d.next_attempt_at - now;
    assert!((29_000..=40_000).contains(&wait1), "first backoff {wait1} ms");
    assert_eq!(deliver_due(db, &sender, now + 20_000).await.unwrap(), Default::default());
    // … then retried, failing again with a doubled backoff.
    let r = deliver_due(db, &sender, d.next_attempt_at).await.unwrap();
    assert_eq!(r.retried, 1);
    let d = db.delivery(id).await.unwrap();
    let wait2 = d.next_attempt_at - now_ms();
    assert!((59_000..=70_000).contains(&wait2), "second backoff {wait2} ms");
    let r = deliver_due(db, &sender, d.next_attempt_at).await.unwrap();
    assert_eq!(r.delivered, 1);
    assert!(matches!(db.delivery(id).await.unwrap().status, DeliveryStatus::Delivered(_)));
    assert_eq!(rx.got.lock().unwrap().len(), 1);

    // A receiver that never recovers: abandoned after max_attempts (3).
    rx.failures.store(100, Ordering::SeqCst);
    let id = db
        .enqueue_delivery(&NewDelivery {
            table: None,
            url,
            payload: json!({"content": "again"}),
            not_before: now,
        })
        .await
        .unwrap();
    let mut at = now;
    for attempt in 1..=3 {
        let r = deliver_due(db, &sender, at).await.unwrap();
        assert_eq!(r.retried + r.abandoned, 1, "attempt {attempt}");
        at = db.delivery(id).await.unwrap().next_attempt_at;
    }
    let d = db.delivery(id).await.unwrap();
    assert!(matches!(d.status, DeliveryStatus::Abandoned(_)), "{:?}", d.status);
    assert_eq!(d.attempts, 3);
    assert_eq!(deliver_due(db, &sender, at + 86_400_000).await.unwrap(), Default::default());

    // A receiver that is not there: a connection error, described without the URL.
    let id = db
        .enqueue_delivery(&NewDelivery {
            table: None,
            url: "http://127.0.0.1:9/hook/secret-path".into(),
            payload: json!({"content": "x"}),
            not_before: now,
        })
        .await
        .unwrap();
    deliver_due(db, &sender, now).await.unwrap();
    let d = db.delivery(id).await.unwrap();
    assert_eq!(d.last_error.as_deref(), Some("could not connect"));
}

/// Several senders (two server processes) drain one outbox: each item arrives exactly once.
async fn two_senders_deliver_each_item_once(a: Database, b: Database) {
    let (rx, base) = receiver().await;
    let now = now_ms();
    let n = 60;
    for i in 0..n {
        let d = NewDelivery {
            table: None,
            url: format!("{base}/k"),
            payload: json!({"content": format!("item {i}")}),
            not_before: now,
        };
        a.enqueue_delivery(&d).await.unwrap();
    }
    let config = OutboxConfig { batch: 4, ..fast() };
    let drain = |db: Database| {
        let sender = WebhookSender::new(config.clone()).unwrap();
        tokio::spawn(async move {
            let mut sent = 0;
            for _ in 0..200 {
                let r = deliver_due(&db, &sender, now_ms()).await.unwrap();
                sent += r.delivered;
                if r == Default::default() {
                    break;
                }
            }
            sent
        })
    };
    let (x, y, z) = (drain(a.clone()), drain(b.clone()), drain(b));
    let total = x.await.unwrap() + y.await.unwrap() + z.await.unwrap();
    let got = rx.got.lock().unwrap().clone();
    let mut seen: HashMap<String, u32> = HashMap::new();
    for (_, v) in &got {
        *seen.entry(v["content"].as_str().unwrap().to_owned()).or_default() += 1;
    }
    assert_eq!(total, n);
    assert_eq!(seen.len(), n, "every item arrived");
    assert!(seen.values().all(|c| *c == 1), "an item arrived twice: {seen:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_on_one_sqlite_file_never_deliver_twice() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("o.db").display());
    let a = Database::connect(&url).await.unwrap();
    let b = Database::connect(&url).await.unwrap();
    two_senders_deliver_each_item_once(a, b).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_on_one_postgres_database_never_deliver_twice() {
    let Ok(url) = std::env::var("TABLON_TEST_POSTGRES_URL") else {
        eprintln!("TABLON_TEST_POSTGRES_URL is not set: skipped");
        return;
    };
    // A fresh database, so that no other test's outbox (or server) is involved.
    use sqlx::Connection;
    let name = format!("tablon_outbox_{}_{}", std::process::id(), now_ms());
    let mut admin = sqlx::PgConnection::connect(&url).await.unwrap();
    sqlx::query(sqlx::AssertSqlSafe(format!("CREATE DATABASE \"{name}\"")))
        .execute(&mut admin)
        .await
        .unwrap();
    let (base, _) = url.rsplit_once('/').expect("a postgres URL ends with /DATABASE");
    let db_url = format!("{base}/{name}");
    let a = Database::connect(&db_url).await.unwrap();
    let b = Database::connect(&db_url).await.unwrap();
    two_senders_deliver_each_item_once(a.clone(), b.clone()).await;
    for db in [a, b] {
        if let Database::Postgres(p) = db {
            p.close().await.unwrap();
        }
    }
    sqlx::query(sqlx::AssertSqlSafe(format!("DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)")))
        .execute(&mut admin)
        .await
        .unwrap();
}

#[tokio::test]
async fn two_processes_queue_one_reminder_per_overdue_move() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("r.db").display());
    let state = |db| server::AppState::new(db, common::test_config());
    let a = TestServer::over(state(Database::connect(&url).await.unwrap()).await.unwrap());
    let b = TestServer::over(state(Database::connect(&url).await.unwrap()).await.unwrap());
    let owner = a.user("owner").await;
    let log = common::shipped_logs().into_iter().find(|(_, v)| v["game"] == "44").unwrap().1;
    let body = json!({"game": "44", "title": "t", "config": log["config"], "max_wait_secs": 60,
        "webhook_url": "https://chat.example/hook"});
    assert_eq!(a.post("/api/tables", body, &owner).await.status, StatusCode::CREATED);
    let later = now_ms() + 3_600_000;
    let (ma, mb) = (Mutex::new(HashMap::new()), Mutex::new(HashMap::new()));
    let qa = server::deadlines::remind_overdue(&a.state, later, &ma).await.unwrap();
    let qb = server::deadlines::remind_overdue(&b.state, later, &mb).await.unwrap();
    assert_eq!(qa + qb, 1, "each process has its own memory; the store's key keeps it to one");
    assert_eq!(a.state.db().claim_deliveries(later, 1000, 10).await.unwrap().len(), 1);
}
