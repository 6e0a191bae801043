//! What the process tests share: a `tablon serve` child process on a free port, killed on drop.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use games::{AnyState, GameKind};
use serde_json::Value;
use store::{Database, Store, TableId};

/// A running `tablon serve` and the address it listens on.
pub struct Server {
    pub child: Child,
    pub addr: String,
}

impl Server {
    /// Starts `tablon serve` on `database` (rate limit off) and waits for its address.
    pub fn start(database: &str) -> Server {
        Server::start_with(database, &[])
    }

    /// Like [`Server::start`], with more flags.
    pub fn start_with(database: &str, flags: &[&str]) -> Server {
        Server::start_logging(database, flags, Stdio::null())
    }

    /// Like [`Server::start_with`], its standard error (the log) going to `stderr`.
    pub fn start_logging(database: &str, flags: &[&str], stderr: impl Into<Stdio>) -> Server {
        Server::start_on("127.0.0.1:0", database, flags, &[], stderr)
    }

    /// Like [`Server::start_logging`], listening on `listen` (an address a stopped server had),
    /// with more environment variables.
    pub fn start_on(
        listen: &str,
        database: &str,
        flags: &[&str],
        envs: &[(&str, &str)],
        stderr: impl Into<Stdio>,
    ) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_tablon"))
            .args(["serve", "--listen", listen, "--database", database, "--rate-limit", "0"])
            .args(flags)
            .envs(envs.iter().copied())
            .stdout(Stdio::piped())
            .stderr(stderr)
            .spawn()
            .expect("tablon serve starts");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap()).read_line(&mut line).unwrap();
        let addr = line
            .split_whitespace()
            .find_map(|w| w.strip_prefix("http://"))
            .unwrap_or_else(|| panic!("no address in {line:?}"))
            .to_owned();
        Server { child, addr }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// What one request answered: status, the `X-Tablon-Server` header (which instance answered behind
/// a proxy; empty otherwise), the JSON body and the session cookie it set.
pub struct Answer {
    pub status: u16,
    pub server: String,
    pub body: Value,
    pub session: Option<String>,
}

/// One HTTP/1.1 request with `Connection: close`.
pub fn http(
    addr: &str,
    method: &str,
    path: &str,
    body: Option<&Value>,
    auth: &str,
) -> std::io::Result<Answer> {
    let mut s = TcpStream::connect(addr)?;
    s.set_read_timeout(Some(Duration::from_secs(20)))?;
    let body = body.map(|b| b.to_string()).unwrap_or_default();
    write!(
        s,
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Type: application/json\r\nX-Tablon-CSRF: 1\r\n{auth}Content-Length: {}\r\n\r\n{body}",
        body.len()
    )?;
    let mut raw = Vec::new();
    s.read_to_end(&mut raw)?;
    let text = String::from_utf8_lossy(&raw);
    let (head, body) =
        text.split_once("\r\n\r\n").ok_or_else(|| std::io::Error::other("truncated response"))?;
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|c| c.parse().ok())
        .ok_or_else(|| std::io::Error::other("no status"))?;
    let header = |name: &str| {
        head.lines().find_map(|l| {
            let (k, v) = l.split_once(':')?;
            k.eq_ignore_ascii_case(name).then(|| v.trim().to_owned())
        })
    };
    let session = header("set-cookie")
        .and_then(|v| v.strip_prefix("tablon_session=")?.split(';').next().map(str::to_owned));
    Ok(Answer {
        status,
        server: header("x-tablon-server").unwrap_or_default(),
        body: serde_json::from_str(body).unwrap_or(Value::Null),
        session,
    })
}

/// Signs `username` up at the server at `addr` and opens a Tragedy Looper table (the shipped
/// `fs1_two_days` set-up) titled `title`: the account's cookie header and the table's creation answer.
pub fn account_with_looper_table(addr: &str, username: &str, title: &str) -> (String, Answer) {
    let body = serde_json::json!({"username": username, "password": "correct horse battery"});
    let signed_up = http(addr, "POST", "/api/accounts", Some(&body), "").unwrap();
    assert_eq!(signed_up.status, 201, "{}", signed_up.body);
    let cookie = format!("Cookie: tablon_session={}\r\n", signed_up.session.unwrap());
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tragedy-looper/logs/fs1_two_days.json");
    let log: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let table = serde_json::json!({"game": "tragedy-looper", "title": title, "config": log["config"]});
    let opened = http(addr, "POST", "/api/tables", Some(&table), &cookie).unwrap();
    assert_eq!(opened.status, 201, "{}", opened.body);
    (cookie, opened)
}

/// Each seat's number and link token from a table's creation answer, as its `invitations` list them.
pub fn seat_tokens(opened: &Value) -> Vec<(u8, String)> {
    opened["invitations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| (i["seat"].as_u64().unwrap() as u8, i["token"].as_str().unwrap().to_owned()))
        .collect()
}

/// The `Authorization` header line of a seat link.
pub fn bearer(token: &str) -> String {
    format!("Authorization: Bearer {token}\r\n")
}

/// The table's state and log, from the database.
pub async fn fold(db: &Database, id: i64) -> (AnyState, Vec<Box<serde_json::value::RawValue>>) {
    let table = db.table(TableId(id)).await.unwrap();
    let mut state = AnyState::new(GameKind::from_id(&table.game).unwrap());
    let events = db.events_since(TableId(id), 0).await.unwrap();
    for e in &events {
        state.apply(&e.event).unwrap();
    }
    (state, events.into_iter().map(|e| e.event).collect())
}

/// Scratch databases made by this process (their names must differ).
static SCRATCHES: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// A fresh database on the test server, dropped at the end (also when the test fails).
pub struct Scratch {
    admin_url: String,
    name: String,
    /// The fresh database's URL.
    pub url: String,
    rt: tokio::runtime::Runtime,
}

impl Scratch {
    /// A fresh database on `TABLON_TEST_POSTGRES_URL`'s server, or `None` (saying the test is
    /// skipped) without it. Tests never use that database itself: another branch's migrations or
    /// another test's rows there must not decide a test.
    pub fn from_env(test: &str) -> Option<Scratch> {
        match std::env::var("TABLON_TEST_POSTGRES_URL") {
            Ok(url) => Some(Scratch::new(&url)),
            Err(_) => {
                eprintln!("skipped: set TABLON_TEST_POSTGRES_URL (scripts/postgres) to run {test}");
                None
            }
        }
    }

    /// A fresh database on the server `admin_url` names.
    pub fn new(admin_url: &str) -> Scratch {
        use sqlx::Connection;
        let rt = tokio::runtime::Builder::new_multi_thread().enable_all().build().unwrap();
        let nanos =
            std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().subsec_nanos();
        let n = SCRATCHES.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let name = format!("tablon_cli_{}x{nanos}x{n}", std::process::id());
        rt.block_on(async {
            let mut admin = sqlx::PgConnection::connect(admin_url).await.unwrap();
            let create = format!("CREATE DATABASE \"{name}\"");
            sqlx::query(sqlx::AssertSqlSafe(create)).execute(&mut admin).await.unwrap();
        });
        let (base, _) = admin_url.rsplit_once('/').expect("a postgres URL ends with /DATABASE");
        Scratch { url: format!("{base}/{name}"), admin_url: admin_url.to_owned(), name, rt }
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        use sqlx::Connection;
        let (admin_url, name) = (&self.admin_url, &self.name);
        self.rt.block_on(async {
            if let Ok(mut admin) = sqlx::PgConnection::connect(admin_url).await {
                let drop = format!("DROP DATABASE IF EXISTS \"{name}\" WITH (FORCE)");
                let _ = sqlx::query(sqlx::AssertSqlSafe(drop)).execute(&mut admin).await;
            }
        });
    }
}
