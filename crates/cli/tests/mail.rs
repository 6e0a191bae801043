//! Mail against a real SMTP server: Debian's aiosmtpd (`scripts/smtp-sink` finds or installs it),
//! started on 127.0.0.1 by each test and writing every message it accepts into a Maildir the test
//! reads. `tablon serve --smtp … --mail-from …` sends through it.
//!
//! - A mail queued by a server that is then killed (SIGKILL) before its outbox looked goes out
//!   once when a server starts again on the same database.
//! - A player holding a Tragedy Looper seat by its link only sets an address for that seat,
//!   confirms it by the mailed link (which works once), and then gets one "your move" mail each
//!   time the table starts waiting on that seat (none while it keeps waiting), and one "addressed"
//!   mail for a whisper to it; none for the moves of seats that do not become waited on. The
//!   unsubscribe URL of a mail's `List-Unsubscribe` header, POSTed without any credential as RFC
//!   8058's one-click does, stops that kind.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use games::Picker;
use serde_json::{Value, json};
use store::Database;

mod common;
use common::{Server, bearer, fold, http};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
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
        let port = free_port();
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

    fn url(&self) -> String {
        format!("smtp://127.0.0.1:{}", self.port)
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

    /// Waits until `n` messages arrived, then a little longer to see that no more come.
    fn expect(&self, n: usize) -> Vec<Mail> {
        let started = Instant::now();
        while self.messages().len() < n && started.elapsed() < Duration::from_secs(30) {
            std::thread::sleep(Duration::from_millis(100));
        }
        std::thread::sleep(Duration::from_millis(1500));
        let got = self.messages();
        assert_eq!(got.len(), n, "{:#?}", got.iter().map(|m| (&m.to, &m.subject)).collect::<Vec<_>>());
        got
    }
}

impl Drop for Sink {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A delivered message: a few headers and the body with quoted-printable soft breaks joined.
#[derive(Debug)]
struct Mail {
    to: String,
    subject: String,
    unsubscribe: Option<String>,
    one_click: bool,
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
            subject: header("Subject").unwrap_or_default(),
            unsubscribe: header("List-Unsubscribe").map(|v| v.trim_matches(['<', '>']).to_owned()),
            one_click: header("List-Unsubscribe-Post").as_deref() == Some("List-Unsubscribe=One-Click"),
            body: body.replace("=\n", ""),
        }
    }

    /// The first link in the body starting with `prefix`.
    fn link(&self, prefix: &str) -> String {
        let at = self.body.find(prefix).unwrap_or_else(|| panic!("no {prefix} in {}", self.body));
        self.body[at..].split_whitespace().next().unwrap().to_owned()
    }
}

fn mail_flags(sink: &Sink) -> Vec<String> {
    vec!["--smtp".into(), sink.url(), "--mail-from".into(), "Tablon <tablon@example.org>".into()]
}

fn start(db: &str, sink: &Sink, more: &[&str]) -> Server {
    let mut flags = mail_flags(sink);
    flags.extend(["--argon2-kib", "1024"].map(String::from));
    flags.extend(more.iter().map(|s| s.to_string()));
    let flags: Vec<&str> = flags.iter().map(String::as_str).collect();
    Server::start_with(db, &flags)
}

fn sign_up(addr: &str, name: &str) -> String {
    let a = http(
        addr,
        "POST",
        "/api/accounts",
        Some(&json!({"username": name, "password": "correct horse battery"})),
        "",
    )
    .unwrap();
    assert_eq!(a.status, 201, "{}", a.body);
    format!("Cookie: tablon_session={}\r\n", a.session.unwrap())
}

#[test]
fn a_mail_queued_before_a_crash_goes_out_once_after_the_restart() {
    let dir = tempfile::tempdir().unwrap();
    let sink = Sink::start(dir.path());
    let db = format!("sqlite://{}", dir.path().join("t.db").display());
    // This server never looks at its outbox before it dies.
    let mut first = start(&db, &sink, &["--outbox-every", "3600"]);
    let cookie = sign_up(&first.addr, "ana");
    let set = http(
        &first.addr,
        "PUT",
        "/api/me/mail",
        Some(&json!({"address": "ana@example.org", "lang": "en"})),
        &cookie,
    )
    .unwrap();
    assert_eq!(set.status, 200, "{}", set.body);
    assert_eq!((set.body["enabled"].as_bool(), set.body["confirmed"].as_bool()), (Some(true), Some(false)));
    first.child.kill().unwrap(); // SIGKILL: no graceful anything
    first.child.wait().unwrap();
    assert!(sink.messages().is_empty());

    let second = start(&db, &sink, &["--outbox-every", "0.2"]);
    let mails = sink.expect(1);
    let confirm = &mails[0];
    assert_eq!(confirm.to, "ana@example.org");
    assert!(confirm.subject.contains("Confirm"), "{confirm:?}");
    assert_eq!(confirm.unsubscribe, None, "the confirmation has nothing to unsubscribe from");
    // Written when it was queued: the link has the first server's public URL.
    let link = confirm.link(&format!("http://{}/mail/confirm/", first.addr));
    let token = link.rsplit('/').next().unwrap();
    let path = format!("/api/mail/confirm/{token}");
    assert_eq!(http(&second.addr, "POST", &path, None, "").unwrap().status, 204);
    assert_eq!(
        http(&second.addr, "POST", &path, None, "").unwrap().status,
        404,
        "a confirmation link works once"
    );
    let me = http(&second.addr, "GET", "/api/me/mail", None, &cookie).unwrap();
    assert_eq!(me.body["confirmed"], json!(true));
}

#[test]
fn without_smtp_mail_is_off_and_setting_an_address_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let db = format!("sqlite://{}", dir.path().join("t.db").display());
    let server = Server::start_with(&db, &["--argon2-kib", "1024"]);
    let cookie = sign_up(&server.addr, "bea");
    let me = http(&server.addr, "GET", "/api/me/mail", None, &cookie).unwrap();
    assert_eq!(me.body["enabled"], json!(false));
    let set = http(
        &server.addr,
        "PUT",
        "/api/me/mail",
        Some(&json!({"address": "bea@example.org", "lang": "es"})),
        &cookie,
    )
    .unwrap();
    assert_eq!((set.status, set.body["error"]["code"].as_str()), (403, Some("mail.off")));
}

#[test]
fn bad_mail_settings_are_refused_and_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let sink = Sink::start(dir.path());
    let db = format!("sqlite://{}", dir.path().join("t.db").display());
    let server = start(&db, &sink, &["--outbox-every", "0.2"]);
    let cookie = sign_up(&server.addr, "cai");
    for (body, code) in [
        (json!({"address": "not an address", "lang": "en"}), "mail.address"),
        (json!({"address": "cai@", "lang": "en"}), "mail.address"),
        (json!({"address": "cai@example.org", "lang": "fr"}), "mail.lang"),
        (json!({"address": "cai@example.org", "lang": "en", "table": 1}), "mail.seat"),
    ] {
        let a = http(&server.addr, "PUT", "/api/me/mail", Some(&body), &cookie).unwrap();
        assert_eq!((a.status, a.body["error"]["code"].as_str()), (400, Some(code)), "{body}");
    }
    let anonymous = http(
        &server.addr,
        "PUT",
        "/api/me/mail",
        Some(&json!({"address": "x@example.org", "lang": "en"})),
        "",
    )
    .unwrap();
    assert_eq!(anonymous.status, 401);
    assert_eq!(
        http(&server.addr, "POST", "/mail/unsubscribe/nokey/your-move", None, "").unwrap().status,
        404
    );
    let me = http(&server.addr, "GET", "/api/me/mail", None, &cookie).unwrap();
    assert_eq!(me.body["address"], Value::Null);
    sink.expect(0);
}

#[test]
fn a_link_only_seat_gets_your_move_and_whisper_mails_until_it_unsubscribes() {
    let dir = tempfile::tempdir().unwrap();
    let sink = Sink::start(dir.path());
    let path = dir.path().join("t.db");
    let db_url = format!("sqlite://{}", path.display());
    let server = start(&db_url, &sink, &["--outbox-every", "0.2"]);
    let addr = server.addr.clone();
    let owner = sign_up(&addr, "owner");
    let log: Value = serde_json::from_str(
        &std::fs::read_to_string(root().join("crates/tragedy-looper/logs/fs1_two_days.json")).unwrap(),
    )
    .unwrap();
    let opened = http(
        &addr,
        "POST",
        "/api/tables",
        Some(&json!({"game": "tragedy-looper", "title": "mailtest", "config": log["config"]})),
        &owner,
    )
    .unwrap();
    assert_eq!(opened.status, 201, "{}", opened.body);
    let id = opened.body["id"].as_i64().unwrap();
    let seats: Vec<(u8, String)> = opened.body["invitations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| (i["seat"].as_u64().unwrap() as u8, i["token"].as_str().unwrap().to_owned()))
        .collect();
    let token_of = |seat: u8| seats.iter().find(|(n, _)| *n == seat).unwrap().1.clone();
    // Seat 1 is held by its link only: its player sets an address for that seat.
    let mine = 1u8;
    let set = http(
        &addr,
        "PUT",
        "/api/me/mail",
        Some(&json!({"address": "p1@example.org", "lang": "en", "table": id, "seat": mine})),
        &bearer(&token_of(mine)),
    )
    .unwrap();
    assert_eq!(set.status, 200, "{}", set.body);
    // Another seat's link cannot set seat 1's address.
    let other = http(
        &addr,
        "PUT",
        "/api/me/mail",
        Some(&json!({"address": "evil@example.org", "lang": "en", "table": id, "seat": mine})),
        &bearer(&token_of(2)),
    )
    .unwrap();
    assert_eq!(other.status, 403);
    let confirm = sink.expect(1).remove(0);
    let token = confirm.link(&format!("http://{addr}/mail/confirm/"));
    let token = token.rsplit('/').next().unwrap();
    assert_eq!(http(&addr, "POST", &format!("/api/mail/confirm/{token}"), None, "").unwrap().status, 204);

    // Play until the table has started waiting on seat 1 three times, counting those starts.
    let rt = tokio::runtime::Runtime::new().unwrap();
    let db = rt.block_on(Database::connect(&db_url)).unwrap();
    let mut picker = Picker::new(7);
    let mut started_waiting = 0;
    let mut waiting_before = rt.block_on(fold(&db, id)).0.waiting_on().contains(&engine::SeatId(mine));
    for _ in 0..400 {
        if started_waiting == 3 {
            break;
        }
        let (state, _) = rt.block_on(fold(&db, id));
        let Some((seat, cmd)) = state
            .waiting_on()
            .into_iter()
            .find_map(|s| state.random_command(s, &mut |n| picker.pick(n)).map(|c| (s, c)))
        else {
            break;
        };
        let a = http(
            &addr,
            "POST",
            &format!("/api/tables/{id}/commands"),
            Some(&json!({"command": cmd})),
            &bearer(&token_of(seat.0)),
        )
        .unwrap();
        if a.status != 200 {
            continue;
        }
        let waiting_now =
            a.body["waiting_on"].as_array().unwrap().iter().any(|s| s.as_u64() == Some(u64::from(mine)));
        if waiting_now && !waiting_before {
            started_waiting += 1;
        }
        waiting_before = waiting_now;
    }
    assert!(started_waiting > 0, "the game never started waiting on seat {mine}");
    let mails = sink.expect(1 + started_waiting);
    for m in &mails[1..] {
        assert_eq!(m.to, "p1@example.org");
        assert_eq!(m.subject, "mailtest: your move", "{m:?}");
        assert!(m.one_click, "{m:?}");
        assert!(m.body.contains(&format!("http://{addr}/t/{id}")), "{m:?}");
        assert!(m.unsubscribe.as_deref().unwrap().ends_with("/your-move"), "{m:?}");
    }

    // A whisper from the Mastermind (seat 0) to seat 1: one "addressed" mail with its text.
    let whisper = http(
        &addr,
        "POST",
        &format!("/api/tables/{id}/posts"),
        Some(&json!({"thread": "talk", "body": "I see you", "whisper_to": mine})),
        &bearer(&token_of(0)),
    )
    .unwrap();
    assert_eq!(whisper.status, 201, "{}", whisper.body);
    let mails = sink.expect(2 + started_waiting);
    let addressed = mails.last().unwrap();
    assert!(addressed.subject.contains("whispered to you"), "{addressed:?}");
    assert!(addressed.body.contains("> I see you"), "{addressed:?}");

    // One-click unsubscribe from "your move", with no credential at all.
    let unsubscribe = mails[1].unsubscribe.clone().unwrap();
    let path = unsubscribe.strip_prefix(&format!("http://{addr}")).unwrap();
    let a = http(&addr, "POST", path, None, "").unwrap();
    assert_eq!(a.status, 200, "{}", a.body);
    let mut more = 0;
    for _ in 0..400 {
        if more == 2 {
            break;
        }
        let (state, _) = rt.block_on(fold(&db, id));
        let Some((seat, cmd)) = state
            .waiting_on()
            .into_iter()
            .find_map(|s| state.random_command(s, &mut |n| picker.pick(n)).map(|c| (s, c)))
        else {
            break;
        };
        let a = http(
            &addr,
            "POST",
            &format!("/api/tables/{id}/commands"),
            Some(&json!({"command": cmd})),
            &bearer(&token_of(seat.0)),
        )
        .unwrap();
        if a.status != 200 {
            continue;
        }
        let waiting_now =
            a.body["waiting_on"].as_array().unwrap().iter().any(|s| s.as_u64() == Some(u64::from(mine)));
        if waiting_now && !waiting_before {
            more += 1;
        }
        waiting_before = waiting_now;
    }
    sink.expect(2 + started_waiting);
}
