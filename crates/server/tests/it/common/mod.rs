//! Helpers shared by the server's tests: a server over a fresh SQLite file, requests without a
//! socket, and the shipped replay logs' configs.

use axum::Router;
use axum::body::Body;
use axum::http::{HeaderMap, Method, Request, StatusCode, header};
use http_body_util::BodyExt;
use serde_json::{Value, json};
use server::{AppConfig, AppState, app};
use store::Database;
use tower::ServiceExt;

/// A server over a fresh SQLite file.
pub struct TestServer {
    pub app: Router,
    pub state: AppState,
    _dir: Option<tempfile::TempDir>,
}

/// How a request authenticates.
#[derive(Clone, Debug)]
pub enum Auth {
    None,
    Session(String),
    Seat(String),
}

/// A response: status, JSON body (Null when empty) and the raw text.
pub struct Res {
    pub status: StatusCode,
    pub json: Value,
    pub text: String,
    pub headers: HeaderMap,
}

pub fn test_config() -> AppConfig {
    AppConfig { rate_per_sec: 0.0, argon2_kib: 8, argon2_passes: 1, ..AppConfig::default() }
}

impl TestServer {
    pub async fn new() -> TestServer {
        TestServer::with_config(test_config()).await
    }

    pub async fn with_config(config: AppConfig) -> TestServer {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}", dir.path().join("t.db").display());
        let db = Database::connect(&url).await.unwrap();
        let state = AppState::new(db, config).await.unwrap();
        TestServer { app: app(state.clone()), state, _dir: Some(dir) }
    }

    /// A test server over a state built elsewhere (two servers on one database).
    pub fn over(state: AppState) -> TestServer {
        TestServer { app: app(state.clone()), state, _dir: None }
    }

    pub async fn req(&self, method: Method, path: &str, body: Option<Value>, auth: &Auth) -> Res {
        let mut b = Request::builder().method(method.clone()).uri(path);
        if method != Method::GET {
            b = b.header("x-tablon-csrf", "1");
        }
        match auth {
            Auth::None => {}
            Auth::Session(t) => b = b.header(header::COOKIE, format!("tablon_session={t}")),
            Auth::Seat(t) => b = b.header(header::AUTHORIZATION, format!("Bearer {t}")),
        }
        let req = match body {
            Some(v) => {
                b.header(header::CONTENT_TYPE, "application/json").body(Body::from(v.to_string())).unwrap()
            }
            None => b.body(Body::empty()).unwrap(),
        };
        self.send(req).await
    }

    pub async fn send(&self, req: Request<Body>) -> Res {
        let res = self.app.clone().oneshot(req).await.unwrap();
        let status = res.status();
        let headers = res.headers().clone();
        let bytes = res.into_body().collect().await.unwrap().to_bytes();
        let text = String::from_utf8_lossy(&bytes).into_owned();
        let json = serde_json::from_str(&text).unwrap_or(Value::Null);
        Res { status, json, text, headers }
    }

    pub async fn get(&self, path: &str, auth: &Auth) -> Res {
        self.req(Method::GET, path, None, auth).await
    }

    pub async fn post(&self, path: &str, body: Value, auth: &Auth) -> Res {
        self.req(Method::POST, path, Some(body), auth).await
    }

    /// Signs up `name` and returns its session.
    pub async fn user(&self, name: &str) -> Auth {
        let r = self
            .post(
                "/api/accounts",
                json!({"username": name, "password": "correct horse battery"}),
                &Auth::None,
            )
            .await;
        assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
        Auth::Session(session_of(&r.headers).expect("sign-up sets the session cookie"))
    }

    /// Opens a table of `log`'s game and config as `owner` and returns its id and each seat's link.
    pub async fn table_from_log(
        &self,
        owner: &Auth,
        log: &Value,
        spectators: bool,
    ) -> (i64, Vec<(u8, Auth)>) {
        let body =
            json!({"game": log["game"], "title": "test", "config": log["config"], "spectators": spectators});
        let r = self.post("/api/tables", body, owner).await;
        assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
        let seats = r.json["invitations"]
            .as_array()
            .unwrap()
            .iter()
            .map(|i| (i["seat"].as_u64().unwrap() as u8, Auth::Seat(i["token"].as_str().unwrap().to_owned())))
            .collect();
        (r.json["id"].as_i64().unwrap(), seats)
    }
}

pub fn session_of(headers: &HeaderMap) -> Option<String> {
    headers.get_all(header::SET_COOKIE).iter().find_map(|v| {
        let v = v.to_str().ok()?;
        let rest = v.strip_prefix("tablon_session=")?;
        Some(rest.split(';').next()?.to_owned()).filter(|t| !t.is_empty())
    })
}

/// Every shipped replay log (`crates/*/logs/*.json`).
/// The shipped log of `game` (`crates/*/logs/*.json`).
pub fn log_of(game: &str) -> Value {
    shipped_logs().into_iter().find(|(_, v)| v["game"] == game).expect("a shipped log").1
}

pub fn shipped_logs() -> Vec<(String, Value)> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut out = Vec::new();
    for krate in std::fs::read_dir(&root).unwrap() {
        let dir = krate.unwrap().path().join("logs");
        let Ok(files) = std::fs::read_dir(&dir) else { continue };
        for f in files {
            let p = f.unwrap().path();
            if p.extension().is_some_and(|e| e == "json") {
                let v: Value = serde_json::from_str(&std::fs::read_to_string(&p).unwrap()).unwrap();
                if v.get("game").is_some() {
                    out.push((p.display().to_string(), v));
                }
            }
        }
    }
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

/// A stored event's JSON text as a value, for tests that look inside events.
pub fn value(text: &serde_json::value::RawValue) -> Value {
    serde_json::from_str(text.get()).expect("stored events are JSON")
}

/// A value as JSON text, as the store keeps events.
pub fn text(value: &Value) -> Box<serde_json::value::RawValue> {
    serde_json::value::to_raw_value(value).expect("a value serializes")
}

/// What `viewer` may see of an event (as a value), as the game redacts it.
pub fn redact(kind: games::GameKind, event: &Value, viewer: engine::Viewer) -> Option<Value> {
    kind.redact(&text(event), viewer).expect("an event of the game").map(|t| value(&t))
}

/// One server-sent event: (event name, id, data).
pub type Message = (String, u64, Value);

/// A live stream (`GET /api/tables/{id}/stream`) read message by message.
pub struct Stream {
    body: Body,
    buf: String,
}

impl Stream {
    pub async fn open(s: &TestServer, id: i64, auth: &Auth, last_event_id: Option<u64>) -> Stream {
        Stream::open_uri(s, &format!("/api/tables/{id}/stream"), auth, last_event_id).await
    }

    /// A stream at `uri` (a table's stream with a query).
    pub async fn open_uri(s: &TestServer, uri: &str, auth: &Auth, last_event_id: Option<u64>) -> Stream {
        let mut b = Request::builder().uri(uri);
        b = match auth {
            Auth::Seat(t) => b.header("authorization", format!("Bearer {t}")),
            Auth::Session(t) => b.header("cookie", format!("tablon_session={t}")),
            Auth::None => b,
        };
        if let Some(l) = last_event_id {
            b = b.header("last-event-id", l.to_string());
        }
        let res = s.app.clone().oneshot(b.body(Body::empty()).unwrap()).await.unwrap();
        assert_eq!(res.status(), StatusCode::OK);
        Stream { body: res.into_body(), buf: String::new() }
    }

    pub async fn next(&mut self) -> Message {
        loop {
            if let Some(end) = self.buf.find("\n\n") {
                let block: String = self.buf.drain(..end + 2).collect();
                let (mut name, mut id, mut data) = (String::new(), 0, String::new());
                for line in block.lines() {
                    if let Some(v) = line.strip_prefix("event:") {
                        name = v.trim().to_owned();
                    } else if let Some(v) = line.strip_prefix("id:") {
                        id = v.trim().parse().unwrap();
                    } else if let Some(v) = line.strip_prefix("data:") {
                        data.push_str(v.trim_start());
                    }
                }
                if name.is_empty() {
                    continue; // keep-alive comment
                }
                return (name, id, serde_json::from_str(&data).unwrap());
            }
            let frame = tokio::time::timeout(std::time::Duration::from_secs(10), self.body.frame())
                .await
                .expect("a message within 10 s")
                .expect("the stream is open")
                .unwrap();
            if let Ok(data) = frame.into_data() {
                self.buf.push_str(std::str::from_utf8(&data).unwrap());
            }
        }
    }

    /// Reads until the first view (the stream is then live).
    pub async fn until_view(&mut self) {
        while self.next().await.0 != "view" {}
    }

    /// Whether the stream ends within `limit`, whatever it sends before.
    pub async fn ends_within(&mut self, limit: std::time::Duration) -> bool {
        let deadline = tokio::time::Instant::now() + limit;
        loop {
            match tokio::time::timeout_at(deadline, self.body.frame()).await {
                Err(_) => return false,
                Ok(None) | Ok(Some(Err(_))) => return true,
                Ok(Some(Ok(_))) => continue,
            }
        }
    }
}

/// A writer into a shared buffer: the server's log lines as text.
#[derive(Clone, Default)]
pub struct Captured(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);

impl Captured {
    /// Everything logged so far.
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.0.lock().unwrap()).into_owned()
    }

    /// How many bytes were logged so far (a mark to read from with [`Captured::text_since`]).
    pub fn len(&self) -> usize {
        self.0.lock().unwrap().len()
    }

    /// What was logged after `mark`.
    pub fn text_since(&self, mark: usize) -> String {
        String::from_utf8_lossy(&self.0.lock().unwrap()[mark..]).into_owned()
    }
}

impl std::io::Write for Captured {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// The log of every test of this binary from the first call on, at every level. One global
/// subscriber for the whole binary: a thread-scoped one misses events whose call sites another
/// test's thread registered first, and a process has only one global subscriber. The tests that
/// look for secrets in the log therefore read what every test logged, which only adds lines to
/// check.
pub fn captured_logs() -> Captured {
    static LOGS: std::sync::OnceLock<Captured> = std::sync::OnceLock::new();
    LOGS.get_or_init(|| {
        let logs = Captured::default();
        let writer = logs.clone();
        let subscriber = tracing_subscriber::fmt()
            .with_writer(move || writer.clone())
            .with_max_level(tracing::Level::TRACE)
            .with_ansi(false)
            .finish();
        tracing::subscriber::set_global_default(subscriber).expect("only this helper installs a subscriber");
        logs
    })
    .clone()
}

/// A new, empty database on the test server, so that no other test's data or migrations meet ours.
pub async fn scratch_url(url: &str) -> String {
    use sqlx::Connection;
    let name = format!("tablon_test_{}", unique_name());
    let mut admin = sqlx::PgConnection::connect(url).await.unwrap();
    let create = format!("CREATE DATABASE \"{name}\"");
    sqlx::query(sqlx::AssertSqlSafe(create)).execute(&mut admin).await.unwrap();
    let (base, _) = url.rsplit_once('/').expect("a postgres URL ends with /DATABASE");
    format!("{base}/{name}")
}

/// A database name no other test (on a shared PostgreSQL server) has taken.
fn unique_name() -> String {
    use std::sync::atomic::{AtomicU32, Ordering};
    static N: AtomicU32 = AtomicU32::new(0);
    let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().subsec_nanos();
    format!("{}x{nanos}x{}", std::process::id(), N.fetch_add(1, Ordering::Relaxed))
}
