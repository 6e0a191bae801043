//! Mails that wait for time to pass: the "deadline" mail before a table's maximum wait runs out,
//! and the daily digest that stands in for the per-event mails when chosen. The server's clock is
//! a [`ManualClock`] moved forward (no test sleeps for hours), the pages' Fluent writer writes the
//! mails, and the outbox sends them to a real SMTP server (Debian's aiosmtpd, which
//! `scripts/smtp-sink` finds or installs) started on 127.0.0.1; the test reads what it delivered.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::Router;
use axum::body::Body;
use axum::http::{Request, header};
use http_body_util::BodyExt;
use serde_json::{Value, json};
use server::clock::{Clock, ManualClock};
use server::mail::{MailConfig, Mailer};
use server::outbox::{OutboxConfig, WebhookSender, deliver_due};
use server::{AppConfig, AppState};
use store::Database;
use tower::ServiceExt;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// aiosmtpd on 127.0.0.1, its messages in a Maildir; killed on drop.
struct Sink {
    child: Child,
    port: u16,
    maildir: PathBuf,
}

impl Sink {
    fn start(dir: &Path) -> Sink {
        let out = Command::new(root().join("scripts/smtp-sink"))
            .stderr(Stdio::inherit())
            .output()
            .expect("scripts/smtp-sink runs");
        assert!(out.status.success(), "scripts/smtp-sink found no aiosmtpd and could not install it");
        let python = String::from_utf8_lossy(&out.stdout).trim().to_owned();
        let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let maildir = dir.join("maildir");
        let child = Command::new(python)
            .args(["-m", "aiosmtpd", "-n", "-l", &format!("127.0.0.1:{port}"), "-c"])
            .args(["aiosmtpd.handlers.Mailbox", maildir.to_str().unwrap()])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("aiosmtpd starts");
        let started = Instant::now();
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(started.elapsed() < Duration::from_secs(20), "aiosmtpd did not listen");
            std::thread::sleep(Duration::from_millis(50));
        }
        Sink { child, port, maildir }
    }

    /// Every message delivered so far, oldest first.
    fn messages(&self) -> Vec<Mail> {
        let Ok(dir) = std::fs::read_dir(self.maildir.join("new")) else { return Vec::new() };
        let mut files: Vec<(std::time::SystemTime, PathBuf)> = dir
            .map(|e| e.unwrap().path())
            .map(|p| (std::fs::metadata(&p).unwrap().modified().unwrap(), p))
            .collect();
        files.sort();
        files.iter().map(|(_, p)| Mail::parse(&std::fs::read_to_string(p).unwrap())).collect()
    }
}

impl Drop for Sink {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A delivered message: a few headers and the body with quoted-printable decoded.
#[derive(Debug)]
struct Mail {
    to: String,
    subject: String,
    unsubscribe: Option<String>,
    body: String,
}

impl Mail {
    fn parse(raw: &str) -> Mail {
        let raw = raw.replace("\r\n", "\n");
        let (head, body) = raw.split_once("\n\n").unwrap();
        let head = head.replace("\n ", " ").replace("\n\t", " ");
        let header = |name: &str| {
            head.lines().find_map(|l| {
                let (k, v) = l.split_once(':')?;
                k.eq_ignore_ascii_case(name).then(|| v.trim().to_owned())
            })
        };
        Mail {
            to: header("To").unwrap_or_default(),
            subject: decode_subject(&header("Subject").unwrap_or_default()),
            unsubscribe: header("List-Unsubscribe").map(|v| v.trim_matches(['<', '>']).to_owned()),
            body: quoted_printable(&body.replace("=\n", "")),
        }
    }
}

/// `=XX` escapes decoded as UTF-8.
fn quoted_printable(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = bytes.get(i + 1..i + 3).and_then(|h| std::str::from_utf8(h).ok());
        if bytes[i] == b'='
            && let Some(b) = hex.and_then(|h| u8::from_str_radix(h, 16).ok())
        {
            out.push(b);
            i += 3;
            continue;
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// A subject as written, or its RFC 2047 `=?utf-8?b?…?=` words decoded.
fn decode_subject(s: &str) -> String {
    if !s.contains("=?") {
        return s.to_owned();
    }
    let mut out = String::new();
    for word in s.split_whitespace() {
        let inner = word.strip_prefix("=?").and_then(|w| w.strip_suffix("?="));
        match inner.and_then(|w| {
            let mut parts = w.splitn(3, '?');
            Some((parts.next()?, parts.next()?, parts.next()?))
        }) {
            Some((_, enc, text)) if enc.eq_ignore_ascii_case("b") => {
                out.push_str(&String::from_utf8_lossy(&base64(text)));
            }
            Some((_, _, text)) => out.push_str(&quoted_printable(&text.replace('_', " "))),
            None => {
                if !out.is_empty() {
                    out.push(' ');
                }
                out.push_str(word);
            }
        }
    }
    out
}

fn base64(s: &str) -> Vec<u8> {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = Vec::new();
    let (mut acc, mut bits) = (0u32, 0u32);
    for c in s.bytes().filter(|c| *c != b'=') {
        let Some(v) = ALPHABET.iter().position(|a| *a == c) else { continue };
        acc = (acc << 6) | v as u32;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    out
}

/// A browser on the router: a cookie jar, English.
struct Browser {
    app: Router,
    cookies: HashMap<String, String>,
}

impl Browser {
    async fn send(&mut self, method: &str, path: &str, body: Option<Value>) -> (u16, String) {
        let cookie: Vec<String> = self.cookies.iter().map(|(k, v)| format!("{k}={v}")).collect();
        let req = Request::builder()
            .method(method)
            .uri(path)
            .header(header::COOKIE, cookie.join("; "))
            .header(header::ACCEPT_LANGUAGE, "en")
            .header(header::CONTENT_TYPE, "application/json")
            .header("x-tablon-csrf", "1")
            .body(body.map_or_else(Body::empty, |b| Body::from(b.to_string())))
            .unwrap();
        let res = self.app.clone().oneshot(req).await.unwrap();
        for v in res.headers().get_all(header::SET_COOKIE) {
            let (pair, _) = v.to_str().unwrap().split_once(';').unwrap();
            let (k, v) = pair.split_once('=').unwrap();
            self.cookies.insert(k.to_owned(), v.to_owned());
        }
        let status = res.status().as_u16();
        let bytes = res.into_body().collect().await.unwrap().to_bytes();
        (status, String::from_utf8_lossy(&bytes).into_owned())
    }

    async fn json(&mut self, method: &str, path: &str, body: Option<Value>) -> Value {
        let (status, text) = self.send(method, path, body).await;
        assert!(status < 300, "{method} {path}: {status} {text}");
        serde_json::from_str(&text).unwrap_or(Value::Null)
    }
}

struct Site {
    state: AppState,
    app: Router,
    clock: Arc<ManualClock>,
    sender: WebhookSender,
    sink: Sink,
    _dir: tempfile::TempDir,
}

impl Site {
    async fn new() -> Site {
        let dir = tempfile::tempdir().unwrap();
        let sink = Sink::start(dir.path());
        let db = Database::connect(&format!("sqlite://{}", dir.path().join("t.db").display())).await.unwrap();
        let mail = MailConfig::new(&format!("smtp://127.0.0.1:{}", sink.port), "Tablón <tablon@example.org>")
            .unwrap();
        let clock = Arc::new(ManualClock::new());
        let config = AppConfig {
            rate_per_sec: 0.0,
            argon2_kib: 8,
            argon2_passes: 1,
            mail: Some(mail.clone()),
            clock: clock.clone(),
            public_url: "http://tablon.test".into(),
            ..AppConfig::default()
        };
        let state = AppState::new(db, config).await.unwrap();
        let app = web::app(state.clone());
        let outbox = OutboxConfig { timeout: Duration::from_secs(5), ..OutboxConfig::default() };
        let sender = WebhookSender::new(outbox)
            .unwrap()
            .with_mailer(Mailer::new(&mail, Duration::from_secs(5)).unwrap());
        Site { state, app, clock, sender, sink, _dir: dir }
    }

    fn browser(&self) -> Browser {
        Browser { app: self.app.clone(), cookies: HashMap::new() }
    }

    fn now(&self) -> i64 {
        self.clock.unix_ms().max(store::now_ms())
    }

    /// One round of deadline mails at the clock's time.
    async fn deadlines(&self, warned: &Mutex<HashMap<store::TableId, u64>>) -> usize {
        server::deadlines::mail_deadlines(&self.state, self.clock.unix_ms(), warned).await.unwrap()
    }

    /// What `tablon serve`'s pacing task does on a notice and on its tick, at the clock's time:
    /// works out the mails of what was committed and queues those due.
    async fn pace(&self) {
        server::pacing::work_out_behind(&self.state, self.clock.unix_ms()).await.unwrap();
        server::pacing::send_due(&self.state, self.clock.unix_ms()).await.unwrap();
    }

    /// Sends the outbox until the sink holds `n` messages, then a little longer to see that no
    /// more come; answers them all.
    async fn delivered(&self, n: usize) -> Vec<Mail> {
        let started = Instant::now();
        while self.sink.messages().len() < n && started.elapsed() < Duration::from_secs(20) {
            self.pace().await;
            deliver_due(self.state.db(), &self.sender, self.now()).await.unwrap();
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        tokio::time::sleep(Duration::from_millis(300)).await;
        self.pace().await;
        deliver_due(self.state.db(), &self.sender, self.now()).await.unwrap();
        tokio::time::sleep(Duration::from_millis(500)).await;
        let got = self.sink.messages();
        assert_eq!(got.len(), n, "{:#?}", got.iter().map(|m| (&m.to, &m.subject)).collect::<Vec<_>>());
        got
    }
}

fn config_44() -> Value {
    let log: Value = serde_json::from_str(include_str!("../../../forty-four/logs/bridge.json")).unwrap();
    log["config"].clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deadline_mail_comes_before_the_wait_runs_out_and_the_digest_stands_in_for_the_others() {
    let site = Site::new().await;
    let mut director = site.browser();
    director
        .json("POST", "/api/accounts", Some(json!({"username": "director", "password": "long enough"})))
        .await;
    let table = director
        .json(
            "POST",
            "/api/tables",
            Some(json!({"game": "44", "title": "Lighthouse", "config": config_44(), "seat": 0,
                        "max_wait_secs": 4 * 3600})),
        )
        .await;
    let id = table["id"].as_i64().unwrap();
    let token = table["invitations"][0]["token"].as_str().unwrap().to_owned();
    // Ana, signed in, confirms her address and takes seat 1 (the game waits on it from the start;
    // confirmed before, her address gets no "your move" for it).
    let mut ana = site.browser();
    ana.json("POST", "/api/accounts", Some(json!({"username": "ana", "password": "long enough"}))).await;
    ana.json("PUT", "/api/me/mail", Some(json!({"address": "ana@example.org", "lang": "en"}))).await;
    let confirm = site.delivered(1).await.remove(0);
    let at = confirm.body.find("http://tablon.test/mail/confirm/").expect("a confirmation link");
    let link = confirm.body[at..].split_whitespace().next().unwrap();
    let (status, _) = ana.send("POST", link.strip_prefix("http://tablon.test").unwrap(), None).await;
    assert_eq!(status, 200);
    ana.json("POST", "/api/join", Some(json!({"token": token}))).await;

    // Four hours to move: nothing yet; with an hour left (a quarter of the wait), one mail.
    let warned = Mutex::new(HashMap::new());
    assert_eq!(site.deadlines(&warned).await, 0, "four hours left: no mail");
    site.clock.advance(Duration::from_secs(3 * 3600 + 60));
    assert_eq!(site.deadlines(&warned).await, 1);
    assert_eq!(site.deadlines(&warned).await, 0, "once per move in this process");
    site.deadlines(&Mutex::new(HashMap::new())).await; // another process: the store's key holds
    let mails = site.delivered(2).await;
    let deadline = &mails[1];
    assert_eq!(deadline.to, "ana@example.org");
    assert!(
        deadline.subject.starts_with("Lighthouse: your move, ") && deadline.subject.contains("left to move"),
        "{deadline:?}"
    );
    assert!(deadline.body.contains("Mr. Clark"), "the seat by its name: {deadline:?}");
    assert!(!deadline.body.to_lowercase().contains("seat 1"), "{deadline:?}");
    assert!(deadline.body.contains(&format!("http://tablon.test/t/{id}/enter/m{id}.")), "{deadline:?}");
    assert!(deadline.unsubscribe.as_deref().unwrap().ends_with("/deadline"), "{deadline:?}");

    // Ana chooses the daily digest: a whisper to her is no longer mailed by itself...
    ana.json("PUT", "/api/me/mail/kinds/digest", Some(json!({"on": true}))).await;
    director
        .json(
            "POST",
            &format!("/api/tables/{id}/posts"),
            Some(json!({"thread": "talk", "body": "the code is 7", "whisper_to": 1})),
        )
        .await;
    assert_eq!(server::mail::digests(&site.state, site.clock.unix_ms()).await.unwrap(), 1);
    assert_eq!(server::mail::digests(&site.state, site.clock.unix_ms()).await.unwrap(), 0, "one a day");
    // ...but told in the digest, with the table waiting on her.
    let mails = site.delivered(3).await;
    let digest = &mails[2];
    assert_eq!(digest.subject, "Tablón: a table is waiting on you", "{digest:?}");
    assert!(digest.body.contains("== Lighthouse (Mr. Clark) =="), "{digest:?}");
    assert!(digest.body.contains("Your move.") && digest.body.contains("one new post"), "{digest:?}");
    assert!(digest.body.contains(&format!("http://tablon.test/t/{id}")), "{digest:?}");
    assert!(digest.unsubscribe.as_deref().unwrap().ends_with("/digest"), "{digest:?}");

    // A day later, the next one.
    site.clock.advance(Duration::from_secs(12 * 3600));
    assert_eq!(server::mail::digests(&site.state, site.clock.unix_ms()).await.unwrap(), 0, "not a day yet");
    site.clock.advance(Duration::from_secs(13 * 3600));
    assert_eq!(server::mail::digests(&site.state, site.clock.unix_ms()).await.unwrap(), 1);
    let mails = site.delivered(4).await;
    assert!(!mails[3].body.contains("new post"), "nothing written since: {:?}", mails[3]);

    // One click on the digest's unsubscribe link (no credentials): the single mails come back.
    let stop = mails[3].unsubscribe.clone().unwrap();
    let mut stranger = site.browser();
    let (status, _) = stranger.send("POST", stop.strip_prefix("http://tablon.test").unwrap(), None).await;
    assert_eq!(status, 200);
    director
        .json(
            "POST",
            &format!("/api/tables/{id}/posts"),
            Some(json!({"thread": "talk", "body": "hurry", "whisper_to": 1})),
        )
        .await;
    let mails = site.delivered(5).await;
    assert!(mails[4].subject.contains("whispered to you"), "{:?}", mails[4]);
    // No mail carries the Director's secrets.
    for secret in config_44()["secrets"].as_array().unwrap() {
        let secret = secret.as_str().unwrap();
        assert!(mails.iter().all(|m| !m.body.contains(secret)), "{secret}");
    }
}

/// A table of 44 ("Lighthouse") opened by its Director, with Ana at seat 1 (signed in, her
/// address confirmed: the sink's first mail): the table's id and both browsers.
async fn lighthouse(site: &Site) -> (i64, Browser, Browser) {
    let mut director = site.browser();
    director
        .json("POST", "/api/accounts", Some(json!({"username": "director", "password": "long enough"})))
        .await;
    let table = director
        .json(
            "POST",
            "/api/tables",
            Some(json!({"game": "44", "title": "Lighthouse", "config": config_44(), "seat": 0})),
        )
        .await;
    let id = table["id"].as_i64().unwrap();
    let token = table["invitations"][0]["token"].as_str().unwrap().to_owned();
    let mut ana = site.browser();
    ana.json("POST", "/api/accounts", Some(json!({"username": "ana", "password": "long enough"}))).await;
    ana.json("PUT", "/api/me/mail", Some(json!({"address": "ana@example.org", "lang": "en"}))).await;
    let confirm = site.delivered(1).await.remove(0);
    let at = confirm.body.find("http://tablon.test/mail/confirm/").expect("a confirmation link");
    let link = confirm.body[at..].split_whitespace().next().unwrap();
    let (status, _) = ana.send("POST", link.strip_prefix("http://tablon.test").unwrap(), None).await;
    assert_eq!(status, 200);
    ana.json("POST", "/api/join", Some(json!({"token": token}))).await;
    (id, director, ana)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn whispers_wait_while_their_reader_is_at_the_table_and_a_run_of_them_comes_as_one_mail() {
    let site = Site::new().await; // the default hold: ten minutes
    let (id, mut director, mut ana) = lighthouse(&site).await;
    let minutes = |n: u64| Duration::from_secs(60 * n);
    let presence = format!("/api/tables/{id}/presence");
    let posts = format!("/api/tables/{id}/posts");
    let whisper = |body: &str| json!({"thread": "talk", "body": body, "whisper_to": 1});
    // Each post is worked out at once, as the server does on its notice.
    let mut post = async |body: &str| {
        director.json("POST", &posts, Some(whisper(body))).await;
        site.pace().await;
    };
    // Ana has the table open: what the Director whispers meanwhile is not mailed...
    assert_eq!(ana.send("POST", &presence, None).await.0, 204);
    post("one").await;
    post("two").await;
    site.clock.advance(minutes(5));
    assert_eq!(ana.send("POST", &presence, None).await.0, 204, "still open, still visible");
    site.clock.advance(minutes(6));
    site.delivered(1).await;
    // ...she saw it there. She closes the page; the next whisper waits for the hold after her
    // last visit, then comes alone.
    post("three").await;
    site.delivered(1).await;
    site.clock.advance(minutes(5));
    let mails = site.delivered(2).await;
    assert_eq!(mails[1].subject, "Lighthouse: Director whispered to you", "{:?}", mails[1]);
    assert!(mails[1].body.contains("> three"), "{:?}", mails[1]);
    assert!(!mails[1].body.contains("> one") && !mails[1].body.contains("> two"), "{:?}", mails[1]);
    // A run of them while she is away: one mail when the hold after the last one ends.
    post("four").await;
    site.clock.advance(minutes(3));
    post("five").await;
    site.delivered(2).await;
    site.clock.advance(minutes(8));
    let mails = site.delivered(3).await;
    assert_eq!(mails[2].subject, "Lighthouse: 2 messages for you", "{:?}", mails[2]);
    assert!(mails[2].body.contains("> four") && mails[2].body.contains("> five"), "{:?}", mails[2]);
    assert!(mails[2].body.contains("Director whispered to you:"), "{:?}", mails[2]);
    // A stranger's page reports nothing: no seat there.
    let mut stranger = site.browser();
    assert_eq!(stranger.send("POST", &presence, None).await.0, 404);
}
