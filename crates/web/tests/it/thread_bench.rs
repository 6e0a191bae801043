//! A benchmark as a test: a 2,000-post story thread opens within twice the time of a 20-post one.
//! It shares its process with the crate's other tests, so it compares the fastest of many openings
//! of each: another test's load only ever adds time, and the fastest opening is the one it spared.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use axum::Router;
use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use engine::SeatId;
use http_body_util::BodyExt;
use serde_json::{Value, json};
use server::{AppConfig, AppState};
use store::{Database, NewPost, Store, TableId, Thread};
use tower::ServiceExt;

/// A browser: a cookie jar.
struct Browser {
    app: Router,
    cookies: HashMap<String, String>,
}

impl Browser {
    async fn send(&mut self, req: axum::http::request::Builder, body: Body) -> (StatusCode, String) {
        let cookie: Vec<String> = self.cookies.iter().map(|(k, v)| format!("{k}={v}")).collect();
        let req = req
            .header(header::COOKIE, cookie.join("; "))
            .header(header::ACCEPT_LANGUAGE, "en")
            .body(body)
            .unwrap();
        let res = self.app.clone().oneshot(req).await.unwrap();
        for v in res.headers().get_all(header::SET_COOKIE) {
            let (pair, _) = v.to_str().unwrap().split_once(';').unwrap();
            let (k, v) = pair.split_once('=').unwrap();
            self.cookies.insert(k.to_owned(), v.to_owned());
        }
        let status = res.status();
        let bytes = res.into_body().collect().await.unwrap().to_bytes();
        (status, String::from_utf8_lossy(&bytes).into_owned())
    }

    async fn get(&mut self, path: &str) -> String {
        let (status, text) = self.send(Request::get(path), Body::empty()).await;
        assert_eq!(status, StatusCode::OK, "{path}: {text}");
        text
    }

    async fn api(&mut self, path: &str, body: Value) -> Value {
        let req =
            Request::post(path).header(header::CONTENT_TYPE, "application/json").header("x-tablon-csrf", "1");
        serde_json::from_str(&self.send(req, Body::from(body.to_string())).await.1).unwrap()
    }
}

async fn site() -> (Router, AppState, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let db = Database::connect(&format!("sqlite://{}", dir.path().join("t.db").display())).await.unwrap();
    let config = AppConfig { rate_per_sec: 0.0, argon2_kib: 8, argon2_passes: 1, ..AppConfig::default() };
    let state = AppState::new(db, config).await.unwrap();
    (web::app(state.clone()), state, dir)
}

fn config_44() -> Value {
    let log: Value = serde_json::from_str(include_str!("../../../forty-four/logs/bridge.json")).unwrap();
    log["config"].clone()
}

/// A signed-up account's browser.
async fn account(app: &Router, name: &str) -> Browser {
    let mut b = Browser { app: app.clone(), cookies: HashMap::new() };
    let created = b.api("/api/accounts", json!({"username": name, "password": "long enough"})).await;
    assert!(created.get("error").is_none(), "{created}");
    b
}

/// A 44 table whose owner holds seat 0, with `posts` story posts from seat 1.
async fn table_with_posts(app: &Router, state: &AppState, owner: &mut Browser, posts: usize) -> i64 {
    let table = owner
        .api("/api/tables", json!({"game": "44", "title": "Long", "config": config_44(), "seat": 0}))
        .await;
    let id = table["id"].as_i64().unwrap();
    let _ = app;
    for n in 1..=posts {
        let post = NewPost {
            table: TableId(id),
            thread: Thread::Story,
            author_user: None,
            author_seat: Some(SeatId(1)),
            whisper_to: None,
            whisper_also: Vec::new(),
            reply_to: None,
            body: format!("story post {n}: *Mr. Clark* looks at the bridge again."),
            written_at: None,
            images: Vec::new(),
        };
        state.db().add_post(&post).await.unwrap();
    }
    id
}

/// How long opening `path` takes.
async fn open(b: &mut Browser, path: &str) -> Duration {
    let start = Instant::now();
    b.get(path).await;
    start.elapsed()
}

/// The page's server time for a 2,000-post story thread stays within
/// twice a 20-post thread's (the page shows the newest items, loading earlier ones on demand).
#[tokio::test]
async fn a_2000_post_story_thread_opens_within_twice_the_time_of_a_20_post_one() {
    let (app, state, _dir) = site().await;
    let mut owner = account(&app, "owner").await;
    let short = table_with_posts(&app, &state, &mut owner, 20).await;
    let long = table_with_posts(&app, &state, &mut owner, 2000).await;
    let (short, long) = (format!("/t/{short}"), format!("/t/{long}"));
    // Warm both tables' caches first; then the two alternate, so a busy moment weighs on both.
    open(&mut owner, &short).await;
    open(&mut owner, &long).await;
    let (mut short_time, mut long_time) = (Duration::MAX, Duration::MAX);
    for _ in 0..15 {
        short_time = short_time.min(open(&mut owner, &short).await);
        long_time = long_time.min(open(&mut owner, &long).await);
    }
    eprintln!("20 posts: {short_time:?}, 2,000 posts: {long_time:?}");
    assert!(long_time < short_time * 2, "20 posts: {short_time:?}, 2,000 posts: {long_time:?}");
}
