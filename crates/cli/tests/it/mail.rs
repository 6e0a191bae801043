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
//! - A seat that confirms its address while its table already waits on it gets its "your move",
//!   a hold after confirming.
//! - Three people at a 44 table and a Tragedy Looper table (Ana and Bea with accounts, Bea in
//!   Spanish, Lucía by her seat links only with an address per seat) get exactly the "your move"
//!   and "addressed to you" mails their play calls for, each naming seats by their names and
//!   linking to the table that opens as the reader's seat; a one-click unsubscribe stops a kind.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use games::Picker;
use serde_json::{Value, json};
use store::{Database, Store};

use crate::common::{Server, bearer, fold, http, seat_tokens};

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

    /// Waits until `n` messages arrived, then a little longer to see that no more come. The wait
    /// outlasts what a crash may rightly delay a mail by on a loaded machine: an outbox lease (50 s,
    /// a process that claimed a mail and died mid-send keeps it from the others that long) and the
    /// minute's sweep over tables left behind (a process that died between its commit and its
    /// notice told the others nothing).
    fn expect(&self, n: usize) -> Vec<Mail> {
        let started = Instant::now();
        while self.messages().len() < n && started.elapsed() < Duration::from_secs(90) {
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
    /// The header section as received, folded lines joined.
    head: String,
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
            head: head.clone(),
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

/// A server sending mail through `sink`; mail at once (`--mail-hold 0`) unless `more` says.
fn start(db: &str, sink: &Sink, more: &[&str]) -> Server {
    let mut flags = mail_flags(sink);
    flags.extend(["--argon2-kib", "1024"].map(String::from));
    if !more.contains(&"--mail-hold") {
        flags.extend(["--mail-hold", "0"].map(String::from));
    }
    flags.extend(more.iter().map(|s| s.to_string()));
    let flags: Vec<&str> = flags.iter().map(String::as_str).collect();
    Server::start_with(db, &flags)
}

/// Waits until the server worked out the mails of everything committed so far (every table's
/// mail cursor at its log's end and last post) and queued them (with `--mail-hold 0`, nothing
/// stays pending), so a test knows which moves one mail covers.
fn worked_out(rt: &tokio::runtime::Runtime, db: &Database) {
    let started = Instant::now();
    while !rt.block_on(db.tables_behind_mail()).unwrap().is_empty()
        || !rt.block_on(db.pending_mails_due(i64::MAX, 1)).unwrap().is_empty()
    {
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "the server never worked out its mails: tables behind {:?}, due {:?}",
            rt.block_on(db.tables_behind_mail()).unwrap(),
            rt.block_on(db.pending_mails_due(i64::MAX, 10)).unwrap()
        );
        std::thread::sleep(Duration::from_millis(10));
    }
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
    let seats = seat_tokens(&opened.body);
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
    // The seat's settings at its table: its own address, confirmed; a kind turned off there.
    let mine_there =
        http(&addr, "GET", &format!("/api/tables/{id}/mail"), None, &bearer(&token_of(mine))).unwrap();
    assert_eq!(
        (
            mine_there.body["seat_address"].as_bool(),
            mine_there.body["address"].as_str(),
            mine_there.body["confirmed"].as_bool()
        ),
        (Some(true), Some("p1@example.org"), Some(true)),
        "{}",
        mine_there.body
    );
    let off = http(
        &addr,
        "PUT",
        &format!("/api/tables/{id}/mail/kinds/deadline"),
        Some(&json!({"on": false})),
        &bearer(&token_of(mine)),
    )
    .unwrap();
    let deadline =
        off.body["kinds"].as_array().unwrap().iter().find(|k| k["kind"] == "deadline").unwrap().clone();
    assert_eq!(deadline["on"], json!(false), "{}", off.body);
    let bogus = http(
        &addr,
        "PUT",
        &format!("/api/tables/{id}/mail/kinds/bogus"),
        Some(&json!({"on": false})),
        &bearer(&token_of(mine)),
    )
    .unwrap();
    assert_eq!((bogus.status, bogus.body["error"]["code"].as_str()), (400, Some("mail.kind")));
    // Another seat sees its own settings (no address), never seat 1's.
    let theirs = http(&addr, "GET", &format!("/api/tables/{id}/mail"), None, &bearer(&token_of(2))).unwrap();
    assert_eq!((theirs.status, theirs.body["address"].clone()), (200, Value::Null), "{}", theirs.body);

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
        worked_out(&rt, &db);
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
        assert!(m.body.contains(&format!("http://{addr}/t/{id}/enter/m{id}.")), "{m:?}");
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
        worked_out(&rt, &db);
        let waiting_now =
            a.body["waiting_on"].as_array().unwrap().iter().any(|s| s.as_u64() == Some(u64::from(mine)));
        if waiting_now && !waiting_before {
            more += 1;
        }
        waiting_before = waiting_now;
    }
    sink.expect(2 + started_waiting);
}

/// One person's credentials at a table: an account's session, or a seat cookie held by link only.
fn cookie_of(
    person: &str,
    table: i64,
    token: &str,
    sessions: &std::collections::HashMap<String, String>,
) -> String {
    match sessions.get(person) {
        Some(session) => format!("Cookie: tablon_session={session}\r\n"),
        None => format!("Cookie: tablon_seat_{table}={token}\r\n"),
    }
}

#[test]
fn three_people_at_a_44_and_a_tragedy_looper_table_get_every_mail_they_should_and_no_other() {
    use std::collections::HashMap;
    let dir = tempfile::tempdir().unwrap();
    let sink = Sink::start(dir.path());
    let path = dir.path().join("t.db");
    let db_url = format!("sqlite://{}", path.display());
    let server = start(&db_url, &sink, &["--outbox-every", "0.2"]);
    let addr = server.addr.clone();
    // Ana (English) opens both tables and sits as their game master; Bea (Spanish) joins by links
    // while signed in; Lucía plays by her seat links only, with an address for each seat.
    let mut sessions: HashMap<String, String> = HashMap::new();
    for name in ["ana", "bea"] {
        let cookie = sign_up(&addr, name);
        sessions.insert(
            name.to_owned(),
            cookie.trim_end().trim_start_matches("Cookie: tablon_session=").to_owned(),
        );
    }
    let ana = format!("Cookie: tablon_session={}\r\n", sessions["ana"]);
    let bea = format!("Cookie: tablon_session={}\r\n", sessions["bea"]);
    let mut config_44: Value = serde_json::from_str(
        &std::fs::read_to_string(root().join("crates/forty-four/logs/bridge.json")).unwrap(),
    )
    .unwrap();
    let mut second = config_44["config"]["characters"][0].clone();
    second["name"] = json!("Ms. Hart");
    config_44["config"]["characters"].as_array_mut().unwrap().push(second);
    let looper: Value = serde_json::from_str(
        &std::fs::read_to_string(root().join("crates/tragedy-looper/logs/fs1_two_days.json")).unwrap(),
    )
    .unwrap();
    // (table, title, tokens by seat)
    let mut tables: Vec<(i64, &str, HashMap<u8, String>)> = Vec::new();
    for (game, title, config) in
        [("44", "Bridge", &config_44["config"]), ("tragedy-looper", "Ward", &looper["config"])]
    {
        let opened = http(
            &addr,
            "POST",
            "/api/tables",
            Some(&json!({"game": game, "title": title, "config": config, "seat": 0})),
            &ana,
        )
        .unwrap();
        assert_eq!(opened.status, 201, "{}", opened.body);
        let tokens: HashMap<u8, String> = seat_tokens(&opened.body).into_iter().collect();
        tables.push((opened.body["id"].as_i64().unwrap(), title, tokens));
    }
    // Who sits where: seat 0 Ana, seat 1 Bea (her account, by the link), seat 2 Lucía (link only);
    // Tragedy Looper's third Protagonist (seat 3) is played by a link nobody gave an address.
    let person_at = |seat: u8| match seat {
        0 => "ana",
        1 => "bea",
        2 => "lucia",
        _ => "nobody",
    };
    for (id, _, tokens) in &tables {
        let joined = http(&addr, "POST", "/api/join", Some(&json!({"token": tokens[&1]})), &bea).unwrap();
        assert_eq!(joined.status, 200, "{}", joined.body);
        assert_eq!(joined.body["table"].as_i64(), Some(*id));
    }
    // The addresses: the accounts' (Bea's in Spanish), and Lucía's for each of her two seats.
    let mut address_of: HashMap<(String, i64), String> = HashMap::new();
    for (who, cookie, lang) in [("ana", &ana, "en"), ("bea", &bea, "es")] {
        let set = http(
            &addr,
            "PUT",
            "/api/me/mail",
            Some(&json!({"address": format!("{who}@example.org"), "lang": lang})),
            cookie,
        )
        .unwrap();
        assert_eq!(set.status, 200, "{}", set.body);
        for (id, _, _) in &tables {
            address_of.insert((who.to_owned(), *id), format!("{who}@example.org"));
        }
    }
    for (id, title, tokens) in &tables {
        let to = format!("lucia-{}@example.org", title.to_lowercase());
        let set = http(
            &addr,
            "PUT",
            "/api/me/mail",
            Some(&json!({"address": to, "lang": "en", "table": id, "seat": 2})),
            &cookie_of("lucia", *id, &tokens[&2], &sessions),
        )
        .unwrap();
        assert_eq!(set.status, 200, "{}", set.body);
        address_of.insert(("lucia".to_owned(), *id), to);
    }
    let confirmations = sink.expect(4);
    for m in &confirmations {
        let link = m.link(&format!("http://{addr}/mail/confirm/"));
        let token = link.rsplit('/').next().unwrap();
        assert_eq!(http(&addr, "POST", &format!("/api/mail/confirm/{token}"), None, "").unwrap().status, 204);
    }

    // Play both tables, each seat by its own credentials, counting when each starts waiting on a
    // seat: every such start is one "your move" mail to that seat's address, and no other comes.
    let rt = tokio::runtime::Runtime::new().unwrap();
    let db = rt.block_on(Database::connect(&db_url)).unwrap();
    let mut picker = Picker::new(11);
    let mut expected: HashMap<(String, String), usize> = HashMap::new(); // (address, subject) -> count
    let mut waiting: HashMap<i64, Vec<u64>> = HashMap::new();
    for (id, _, _) in &tables {
        let state = rt.block_on(fold(&db, *id)).0;
        waiting.insert(*id, state.waiting_on().iter().map(|s| u64::from(s.0)).collect());
    }
    let your_move = |who: &str, title: &str| match who {
        "bea" => format!("{title}: te toca"),
        _ => format!("{title}: your move"),
    };
    // A table that already waited on a seat when its address was confirmed mails it then.
    for (id, title, _) in &tables {
        for s in &waiting[id] {
            let person = person_at(*s as u8);
            if let Some(to) = address_of.get(&(person.to_owned(), *id)) {
                *expected.entry((to.clone(), your_move(person, title))).or_default() += 1;
            }
        }
    }
    for round in 0..120 {
        let (id, title, tokens) = &tables[round % 2];
        let (state, _) = rt.block_on(fold(&db, *id));
        let Some((seat, cmd)) = state
            .waiting_on()
            .into_iter()
            .find_map(|s| state.random_command(s, &mut |n| picker.pick(n)).map(|c| (s, c)))
        else {
            continue;
        };
        let who = person_at(seat.0);
        let credentials = match who {
            "nobody" => bearer(&tokens[&seat.0]),
            _ => cookie_of(who, *id, tokens.get(&seat.0).map_or("", String::as_str), &sessions),
        };
        let a = http(
            &addr,
            "POST",
            &format!("/api/tables/{id}/commands"),
            Some(&json!({"command": cmd})),
            &credentials,
        )
        .unwrap();
        if a.status != 200 {
            continue;
        }
        worked_out(&rt, &db);
        let now: Vec<u64> =
            a.body["waiting_on"].as_array().unwrap().iter().filter_map(Value::as_u64).collect();
        for s in now.iter().filter(|s| !waiting[id].contains(s)) {
            let person = person_at(*s as u8);
            if let Some(to) = address_of.get(&(person.to_owned(), *id)) {
                *expected.entry((to.clone(), your_move(person, title))).or_default() += 1;
            }
        }
        waiting.insert(*id, now);
    }
    // Usually all six (person, table) pairs; four at least, or the play proves too little.
    assert!(expected.len() >= 4, "too little play to test: {expected:?}");

    // At Bridge, Bea whispers to Lucía; Lucía answers Bea's post in the open: one "addressed" mail
    // each.
    let (bridge, _, bridge_tokens) = &tables[0];
    let lucia_44 = cookie_of("lucia", *bridge, &bridge_tokens[&2], &sessions);
    let whisper = http(
        &addr,
        "POST",
        &format!("/api/tables/{bridge}/posts"),
        Some(&json!({"thread": "talk", "body": "meet me at the bridge", "whisper_to": 2})),
        &bea,
    )
    .unwrap();
    assert_eq!(whisper.status, 201, "{}", whisper.body);
    let reply = http(
        &addr,
        "POST",
        &format!("/api/tables/{bridge}/posts"),
        Some(&json!({"thread": "talk", "body": "on my way", "reply_to": whisper.body["id"]})),
        &lucia_44,
    )
    .unwrap();
    assert_eq!(reply.status, 201, "{}", reply.body);
    let whispered =
        (address_of[&("lucia".to_owned(), *bridge)].clone(), "Bridge: Mr. Clark whispered to you".to_owned());
    *expected.entry(whispered.clone()).or_default() += 1;
    *expected
        .entry(("bea@example.org".to_owned(), "Bridge: Ms. Hart te ha escrito".to_owned()))
        .or_default() += 1;

    let total: usize = expected.values().sum();
    let mails = sink.expect(4 + total);
    let mut got: HashMap<(String, String), usize> = HashMap::new();
    for m in &mails[4..] {
        *got.entry((m.to.clone(), m.subject.clone())).or_default() += 1;
        assert!(m.one_click && m.unsubscribe.is_some(), "{m:?}");
        // Each mail's link opens its table as the reader's seat.
        let (id, _, tokens) =
            tables.iter().find(|(_, t, _)| m.subject.starts_with(&format!("{t}:"))).unwrap();
        let link = m.link(&format!("http://{addr}/t/"));
        // A seat with a link gets its seat's mail link, which opens the seat on another device (no
        // credential at all); a seat its account took at the opening, without a link, the table's.
        let elsewhere = match link.strip_prefix(&format!("http://{addr}/t/{id}/enter/m{id}.")) {
            Some(_) => Some(seat_cookie_from(&addr, link.strip_prefix(&format!("http://{addr}")).unwrap())),
            None => {
                assert_eq!(link, format!("http://{addr}/t/{id}"), "{m:?}");
                None
            }
        };
        let (person, seat) = address_of
            .iter()
            .find(|(_, a)| **a == m.to)
            .map(|((p, _), _)| p.clone())
            .map(|p| (p.clone(), [0u8, 1, 2].into_iter().find(|s| person_at(*s) == p).unwrap()))
            .unwrap();
        let seen = http(
            &addr,
            "GET",
            &format!("/api/tables/{id}"),
            None,
            &cookie_of(&person, *id, &tokens[&2], &sessions),
        )
        .unwrap();
        assert_eq!(seen.body["your_seat"].as_u64(), Some(u64::from(seat)), "{person} at {id}: {m:?}");
        if let Some(elsewhere) = elsewhere {
            let there = http(&addr, "GET", &format!("/api/tables/{id}"), None, &elsewhere).unwrap();
            assert_eq!(there.body["your_seat"].as_u64(), Some(u64::from(seat)), "on another device: {m:?}");
        }
        assert!(!m.body.to_lowercase().contains("seat "), "names, never seat numbers: {m:?}");
    }
    assert_eq!(got, expected);

    // Lucía stops "addressed" mail at Bridge by the whisper mail's one-click link, without any
    // credential: Bea's next whisper is not mailed.
    let stop = mails.iter().find(|m| (m.to.clone(), m.subject.clone()) == whispered).unwrap();
    let stop = stop.unsubscribe.clone().unwrap();
    let a = http(&addr, "POST", stop.strip_prefix(&format!("http://{addr}")).unwrap(), None, "").unwrap();
    assert_eq!(a.status, 200, "{}", a.body);
    let again = http(
        &addr,
        "POST",
        &format!("/api/tables/{bridge}/posts"),
        Some(&json!({"thread": "talk", "body": "are you there?", "whisper_to": 2})),
        &bea,
    )
    .unwrap();
    assert_eq!(again.status, 201);
    sink.expect(4 + total);
}

/// A seat that confirms its address while its table already waits on it gets its "your move",
/// held as if it had been at the table when it confirmed (a hold later); a seat the table does not
/// wait on gets none.
#[test]
fn a_seat_confirmed_while_its_table_waits_on_it_gets_its_your_move_a_hold_later() {
    let dir = tempfile::tempdir().unwrap();
    let sink = Sink::start(dir.path());
    let db_url = format!("sqlite://{}", dir.path().join("t.db").display());
    let server = start(&db_url, &sink, &["--outbox-every", "0.2", "--mail-hold", "3"]);
    let addr = server.addr.clone();
    let director = sign_up(&addr, "director");
    let bridge: Value = serde_json::from_str(
        &std::fs::read_to_string(root().join("crates/forty-four/logs/bridge.json")).unwrap(),
    )
    .unwrap();
    let opened = http(
        &addr,
        "POST",
        "/api/tables",
        Some(&json!({"game": "44", "title": "Bridge", "config": bridge["config"], "seat": 0})),
        &director,
    )
    .unwrap();
    assert_eq!(opened.status, 201, "{}", opened.body);
    let id = opened.body["id"].as_i64().unwrap();
    let token =
        opened.body["invitations"].as_array().unwrap().iter().find(|i| i["seat"] == 1).unwrap()["token"]
            .as_str()
            .unwrap()
            .to_owned();
    let table = http(&addr, "GET", &format!("/api/tables/{id}"), None, &director).unwrap();
    assert_eq!(table.body["waiting_on"], json!([1]), "the table waits on Mr. Clark's player");
    // Both set and confirm an address: the Director's account, Mr. Clark's seat by its link.
    for (body, credentials) in [
        (json!({"address": "director@example.org", "lang": "en"}), director.clone()),
        (json!({"address": "clark@example.org", "lang": "en", "table": id, "seat": 1}), bearer(&token)),
    ] {
        let set = http(&addr, "PUT", "/api/me/mail", Some(&body), &credentials).unwrap();
        assert_eq!(set.status, 200, "{}", set.body);
    }
    for m in sink.expect(2) {
        let link = m.link(&format!("http://{addr}/mail/confirm/"));
        let token = link.rsplit('/').next().unwrap();
        assert_eq!(http(&addr, "POST", &format!("/api/mail/confirm/{token}"), None, "").unwrap().status, 204);
    }
    let confirmed = Instant::now();
    while sink.messages().len() < 3 && confirmed.elapsed() < Duration::from_secs(30) {
        std::thread::sleep(Duration::from_millis(50));
    }
    assert!(
        confirmed.elapsed() >= Duration::from_millis(2500),
        "not before the hold: {:?}",
        confirmed.elapsed()
    );
    let mails = sink.expect(3);
    assert_eq!((mails[2].to.as_str(), mails[2].subject.as_str()), ("clark@example.org", "Bridge: your move"));
    assert!(mails[2].body.contains(&format!("http://{addr}/t/{id}/enter/m{id}.")), "{:?}", mails[2]);
}

/// Opens a Tragedy Looper table titled `title` through `addr` whose seat 1, held by its link only,
/// has the confirmed address `p1@example.org` (its confirmation is the sink's `mailed`th mail):
/// the table's id and every seat's link.
fn table_with_a_mailed_seat(
    addr: &str,
    sink: &Sink,
    title: &str,
    mailed: usize,
) -> (i64, HashMap<u8, String>) {
    let owner = sign_up(addr, &format!("owner-{title}"));
    let log: Value = serde_json::from_str(
        &std::fs::read_to_string(root().join("crates/tragedy-looper/logs/fs1_two_days.json")).unwrap(),
    )
    .unwrap();
    let opened = http(
        addr,
        "POST",
        "/api/tables",
        Some(&json!({"game": "tragedy-looper", "title": title, "config": log["config"]})),
        &owner,
    )
    .unwrap();
    assert_eq!(opened.status, 201, "{}", opened.body);
    let id = opened.body["id"].as_i64().unwrap();
    let tokens: HashMap<u8, String> = seat_tokens(&opened.body).into_iter().collect();
    let set = http(
        addr,
        "PUT",
        "/api/me/mail",
        Some(&json!({"address": "p1@example.org", "lang": "en", "table": id, "seat": 1})),
        &bearer(&tokens[&1]),
    )
    .unwrap();
    assert_eq!(set.status, 200, "{}", set.body);
    let confirm = sink.expect(mailed).pop().unwrap();
    let link = confirm.link("http://");
    let token = link.rsplit('/').next().unwrap();
    assert_eq!(http(addr, "POST", &format!("/api/mail/confirm/{token}"), None, "").unwrap().status, 204);
    (id, tokens)
}

/// Plays random legal commands at table `id` through `addr` until one makes the table start
/// waiting on seat 1, and returns at once with that answer: how many times the table started
/// waiting on seat 1 (the moves before the last are each worked out before the next is played).
fn play_until_seat_1_waits(
    addr: &str,
    rt: &tokio::runtime::Runtime,
    db: &Database,
    id: i64,
    tokens: &HashMap<u8, String>,
    picker: &mut Picker,
) -> usize {
    let mut starts = 0;
    let mut before = rt.block_on(fold(db, id)).0.waiting_on().contains(&engine::SeatId(1));
    for _ in 0..400 {
        let (state, _) = rt.block_on(fold(db, id));
        let (seat, cmd) = state
            .waiting_on()
            .into_iter()
            .find_map(|s| state.random_command(s, &mut |n| picker.pick(n)).map(|c| (s, c)))
            .expect("the table waits on someone");
        let a = http(
            addr,
            "POST",
            &format!("/api/tables/{id}/commands"),
            Some(&json!({"command": cmd})),
            &bearer(&tokens[&seat.0]),
        )
        .unwrap();
        if a.status != 200 {
            continue;
        }
        let now = a.body["waiting_on"].as_array().unwrap().iter().any(|s| s.as_u64() == Some(1));
        if now && !before {
            starts += 1;
            if seat.0 != 1 {
                return starts;
            }
        }
        before = now;
        worked_out(rt, db);
    }
    panic!("the table never started waiting on seat 1");
}

/// Seat 0 whispers to seat 1 at table `id` through `addr`.
fn whisper(addr: &str, id: i64, tokens: &HashMap<u8, String>, body: &str) {
    let a = http(
        addr,
        "POST",
        &format!("/api/tables/{id}/posts"),
        Some(&json!({"thread": "talk", "body": body, "whisper_to": 1})),
        &bearer(&tokens[&0]),
    )
    .unwrap();
    assert_eq!(a.status, 201, "{}", a.body);
}

/// SIGKILL: no graceful anything.
fn crash(server: &mut Server) {
    server.child.kill().unwrap();
    server.child.wait().unwrap();
}

/// The "your move" and whisper mails to p1@example.org among `mails`.
fn to_seat_1(mails: &[Mail]) -> (usize, Vec<String>) {
    let to_p1: Vec<&Mail> = mails.iter().filter(|m| m.to == "p1@example.org").collect();
    let moves = to_p1.iter().filter(|m| m.subject.ends_with(": your move")).count();
    let whispers =
        to_p1.iter().filter(|m| m.subject.contains("whispered to you")).map(|m| m.body.clone()).collect();
    (moves, whispers)
}

#[test]
fn a_move_and_a_whisper_answered_just_before_a_crash_are_mailed_once_after_the_restart() {
    let dir = tempfile::tempdir().unwrap();
    let sink = Sink::start(dir.path());
    let db_url = format!("sqlite://{}", dir.path().join("t.db").display());
    let mut first = start(&db_url, &sink, &["--outbox-every", "0.2"]);
    let (id, tokens) = table_with_a_mailed_seat(&first.addr, &sink, "crash", 1);
    let rt = tokio::runtime::Runtime::new().unwrap();
    let db = rt.block_on(Database::connect(&db_url)).unwrap();
    let mut picker = Picker::new(5);
    // The move that makes the table wait on seat 1 is answered; the server dies at once.
    let starts = play_until_seat_1_waits(&first.addr, &rt, &db, id, &tokens, &mut picker);
    crash(&mut first);
    let mut second = start(&db_url, &sink, &["--outbox-every", "0.2"]);
    let mails = sink.expect(1 + starts);
    assert_eq!(to_seat_1(&mails), (starts, Vec::new()), "one \"your move\" per start, the last one too");
    // A whisper answered, and the server dies at once.
    whisper(&second.addr, id, &tokens, "before the crash");
    crash(&mut second);
    let mut third = start(&db_url, &sink, &["--outbox-every", "0.2"]);
    let mails = sink.expect(2 + starts);
    let (_, whispers) = to_seat_1(&mails);
    assert!(whispers.len() == 1 && whispers[0].contains("> before the crash"), "{whispers:?}");
    // Stopped gracefully (SIGTERM) with a whisper just answered: it goes once, by the next start.
    whisper(&third.addr, id, &tokens, "before the stop");
    let term = Command::new("kill").args(["-TERM", &third.child.id().to_string()]).status().unwrap();
    assert!(term.success());
    assert!(third.child.wait().unwrap().success(), "a stopped server exits with 0");
    let _fourth = start(&db_url, &sink, &["--outbox-every", "0.2"]);
    let mails = sink.expect(3 + starts);
    let (moves, whispers) = to_seat_1(&mails);
    assert_eq!(moves, starts);
    assert!(whispers.len() == 2 && whispers[1].contains("> before the stop"), "{whispers:?}");
}

/// A fresh PostgreSQL database, dropped at the end.
struct Scratch {
    admin_url: String,
    name: String,
    url: String,
    rt: tokio::runtime::Runtime,
}

impl Scratch {
    fn new(admin_url: &str) -> Scratch {
        use sqlx::Connection;
        let rt = tokio::runtime::Builder::new_multi_thread().enable_all().build().unwrap();
        let nanos =
            std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().subsec_nanos();
        let name = format!("tablon_mail_{}x{nanos}", std::process::id());
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

#[test]
fn postgres_two_processes_mail_a_move_and_a_whisper_once_though_the_one_that_answered_died() {
    let Ok(admin) = std::env::var("TABLON_TEST_POSTGRES_URL") else {
        eprintln!("skipped: set TABLON_TEST_POSTGRES_URL to run the two-process mail test");
        return;
    };
    let scratch = Scratch::new(&admin);
    let dir = tempfile::tempdir().unwrap();
    let sink = Sink::start(dir.path());
    let mut a = start(&scratch.url, &sink, &["--outbox-every", "0.2"]);
    let mut b = start(&scratch.url, &sink, &["--outbox-every", "0.2"]);
    let (id, tokens) = table_with_a_mailed_seat(&a.addr, &sink, "pg", 1);
    let rt = tokio::runtime::Runtime::new().unwrap();
    let db = rt.block_on(Database::connect(&scratch.url)).unwrap();
    let mut picker = Picker::new(9);
    // A answers the move and dies: B, which heard of the append, mails it.
    let starts = play_until_seat_1_waits(&a.addr, &rt, &db, id, &tokens, &mut picker);
    crash(&mut a);
    let mails = sink.expect(1 + starts);
    assert_eq!(to_seat_1(&mails), (starts, Vec::new()));
    // B answers a whisper and dies; A starts again and mails it.
    whisper(&b.addr, id, &tokens, "one of two");
    crash(&mut b);
    let _a = start(&scratch.url, &sink, &["--outbox-every", "0.2"]);
    let mails = sink.expect(2 + starts);
    let (moves, whispers) = to_seat_1(&mails);
    assert_eq!(moves, starts);
    assert!(whispers.len() == 1 && whispers[0].contains("> one of two"), "{whispers:?}");
}

/// Decodes a header value of RFC 2047 `=?utf-8?b?…?=` words (what the server writes for a subject
/// that must not be read otherwise); `None` if it is anything else.
fn decode_b_words(value: &str) -> Option<String> {
    let mut bytes = Vec::new();
    for word in value.split_whitespace() {
        let data = word.strip_prefix("=?utf-8?b?")?.strip_suffix("?=")?;
        let mut bits = 0u32;
        let mut n = 0;
        for c in data.bytes().filter(|c| *c != b'=') {
            let v = match c {
                b'A'..=b'Z' => c - b'A',
                b'a'..=b'z' => c - b'a' + 26,
                b'0'..=b'9' => c - b'0' + 52,
                b'+' => 62,
                b'/' => 63,
                _ => return None,
            };
            bits = bits << 6 | u32::from(v);
            n += 6;
            if n >= 8 {
                n -= 8;
                bytes.push((bits >> n) as u8);
            }
        }
    }
    String::from_utf8(bytes).ok()
}

#[test]
fn one_address_set_twenty_times_over_seats_and_tables_gets_three_confirmations_and_headers_stay_text() {
    let dir = tempfile::tempdir().unwrap();
    let sink = Sink::start(dir.path());
    let db_url = format!("sqlite://{}", dir.path().join("t.db").display());
    let server = start(&db_url, &sink, &["--outbox-every", "0.2"]);
    let addr = server.addr.clone();
    // Mallory, with an account and the link-only seats of the tables she opens, sets a stranger's
    // address twenty times (removing it in between now and then), over her account, seats and
    // tables.
    let mallory = sign_up(&addr, "mallory");
    let log: Value = serde_json::from_str(
        &std::fs::read_to_string(root().join("crates/forty-four/logs/bridge.json")).unwrap(),
    )
    .unwrap();
    let mut tables = Vec::new();
    for t in 0..4 {
        let opened = http(
            &addr,
            "POST",
            "/api/tables",
            Some(&json!({"game": "44", "title": format!("t{t}"), "config": log["config"]})),
            &mallory,
        )
        .unwrap();
        assert_eq!(opened.status, 201, "{}", opened.body);
        tables.push(opened.body);
    }
    let mut answers = Vec::new();
    for i in 0..20 {
        let table = &tables[i % tables.len()];
        let invitations = table["invitations"].as_array().unwrap();
        let invitation = &invitations[i % invitations.len()];
        let (who, body) = match i % 4 {
            0 => (mallory.clone(), json!({"address": "victim@example.org", "lang": "en"})),
            _ => (
                bearer(invitation["token"].as_str().unwrap()),
                json!({"address": "Victim@Example.org", "lang": "es", "table": table["id"],
                       "seat": invitation["seat"]}),
            ),
        };
        let set = http(&addr, "PUT", "/api/me/mail", Some(&body), &who).unwrap();
        answers.push((set.status, set.body["error"]["code"].as_str().map(str::to_owned)));
        if i % 5 == 4 {
            http(&addr, "DELETE", "/api/me/mail", None, &mallory).unwrap();
        }
        if set.status == 429 {
            let message = set.body["error"]["message"].as_str().unwrap();
            assert!(message.contains("try again in"), "{message}");
            assert!(set.body["error"]["params"]["hours"].as_str().is_some(), "{}", set.body);
        }
    }
    let accepted = answers.iter().filter(|(s, _)| *s == 200).count();
    assert_eq!(accepted, 3, "{answers:?}");
    assert!(
        answers.iter().all(|a| *a == (200, None) || *a == (429, Some("mail.too_many".to_owned()))),
        "{answers:?}"
    );
    let mails = sink.expect(3);
    assert!(mails.iter().all(|m| m.to.eq_ignore_ascii_case("victim@example.org")), "{mails:?}");

    // Addresses mail cannot reach are refused when set, and change nothing.
    let ana = sign_up(&addr, "ana");
    for bad in
        ["x@[127.0.0.1]", "x@localhost", "x@example", "x@10.0.0.1", "x@host.local", "x@-a.org", "x@a.123"]
    {
        let set =
            http(&addr, "PUT", "/api/me/mail", Some(&json!({"address": bad, "lang": "en"})), &ana).unwrap();
        assert_eq!(set.status, 400, "{bad}: {}", set.body);
        let code = set.body["error"]["code"].as_str().unwrap();
        assert!(code == "mail.undeliverable" || code == "mail.address", "{bad}: {}", set.body);
        let me = http(&addr, "GET", "/api/me/mail", None, &ana).unwrap();
        assert_eq!(me.body["address"], Value::Null, "{bad}");
    }

    // A seat named as an RFC 2047 encoded word whispers: the subject reads as written, and no
    // header is injected.
    let (id, tokens) = table_with_a_mailed_seat(&addr, &sink, "headers", 4);
    let evil = "=?utf-8?q?a=0D=0AX-Injected:_yes?=";
    let named = http(
        &addr,
        "PUT",
        &format!("/api/tables/{id}/seats/0/name"),
        Some(&json!({"name": evil})),
        &bearer(&tokens[&0]),
    )
    .unwrap();
    assert_eq!(named.status, 200, "{}", named.body);
    whisper(&addr, id, &tokens, "hello");
    let mails = sink.expect(5);
    let mail = &mails[4];
    assert!(!mail.head.lines().any(|l| l.to_ascii_lowercase().starts_with("x-injected")), "{}", mail.head);
    let subject = decode_b_words(&mail.subject).unwrap_or_else(|| panic!("not encoded: {}", mail.subject));
    assert!(
        subject.starts_with(&format!("headers: {evil}")) && subject.ends_with("whispered to you"),
        "{subject}"
    );
}

/// The address form sent twice under one key (a double click, a phone resending over a new
/// connection): one confirmation mail, and its link still confirms (a second setting would have
/// made a new link and ended the mailed one). Another key is another setting.
#[test]
fn an_address_sent_twice_under_one_key_is_set_and_mailed_once() {
    let dir = tempfile::tempdir().unwrap();
    let sink = Sink::start(dir.path());
    let db_url = format!("sqlite://{}", dir.path().join("t.db").display());
    let server = start(&db_url, &sink, &["--outbox-every", "0.2"]);
    let addr = server.addr.clone();
    let dan = sign_up(&addr, "dan");
    let body = json!({"address": "dan@example.org", "lang": "en"});
    let keyed = format!("{dan}Idempotency-Key: address-form-1\r\n");
    let first = http(&addr, "PUT", "/api/me/mail", Some(&body), &keyed).unwrap();
    let again = http(&addr, "PUT", "/api/me/mail", Some(&body), &keyed).unwrap();
    assert_eq!((first.status, again.status), (200, 200), "{} {}", first.body, again.body);
    assert_eq!(first.body, again.body);
    let other = json!({"address": "dan@example.net", "lang": "en"});
    let reused = http(&addr, "PUT", "/api/me/mail", Some(&other), &keyed).unwrap();
    assert_eq!(reused.status, 422, "{}", reused.body);
    let confirm = sink.expect(1).remove(0);
    let link = confirm.link(&format!("http://{addr}/mail/confirm/"));
    let token = link.rsplit('/').next().unwrap();
    assert_eq!(http(&addr, "POST", &format!("/api/mail/confirm/{token}"), None, "").unwrap().status, 204);
    let me = http(&addr, "GET", "/api/me/mail", None, &dan).unwrap();
    assert_eq!((me.body["address"].as_str(), &me.body["confirmed"]), (Some("dan@example.org"), &json!(true)));
}

/// Follows a mail's seat link with no credential, as a browser on another device would: the
/// `Cookie` header line its answer's seat cookie makes.
fn seat_cookie_from(addr: &str, path: &str) -> String {
    use std::io::{Read, Write};
    let mut s = std::net::TcpStream::connect(addr).unwrap();
    write!(s, "GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n").unwrap();
    let mut raw = String::new();
    s.read_to_string(&mut raw).unwrap();
    assert!(raw.starts_with("HTTP/1.1 303"), "the link redirects to its table: {raw}");
    let cookie = raw
        .lines()
        .find_map(|l| l.strip_prefix("set-cookie: ").or_else(|| l.strip_prefix("Set-Cookie: ")))
        .filter(|c| c.starts_with("tablon_seat_"))
        .unwrap_or_else(|| panic!("the link sets the table's seat cookie: {raw}"));
    format!("Cookie: {}\r\n", cookie.split(';').next().unwrap())
}

/// Sends the "send me my tables" form for `address` from a browser that holds nothing.
fn ask_for_tables(addr: &str, address: &str) -> String {
    use std::io::{Read, Write};
    let token = "f".repeat(64);
    let body = format!("address={}&_csrf={token}", address.replace('@', "%40"));
    let mut s = std::net::TcpStream::connect(addr).unwrap();
    write!(
        s,
        "POST /mail/tables HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nCookie: tablon_form={token}\r\n\
         Content-Type: application/x-www-form-urlencoded\r\nAccept-Language: en\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut raw = String::new();
    s.read_to_string(&mut raw).unwrap();
    assert!(raw.starts_with("HTTP/1.1 200"), "{raw}");
    raw
}

#[test]
fn send_me_my_tables_mails_a_link_to_every_seat_an_address_gets_mail_for() {
    let dir = tempfile::tempdir().unwrap();
    let sink = Sink::start(dir.path());
    let db_url = format!("sqlite://{}", dir.path().join("t.db").display());
    let server = start(&db_url, &sink, &["--outbox-every", "0.2"]);
    let addr = server.addr.clone();
    let owner = sign_up(&addr, "owner");
    let log: Value = serde_json::from_str(
        &std::fs::read_to_string(root().join("crates/tragedy-looper/logs/fs1_two_days.json")).unwrap(),
    )
    .unwrap();
    // A link-only player holds seat 1 at two tables and confirmed one address at each.
    let mut held = Vec::new();
    for (n, title) in ["Harbour", "Lighthouse"].iter().enumerate() {
        let body = json!({"game": "tragedy-looper", "title": title, "config": log["config"]});
        let opened = http(&addr, "POST", "/api/tables", Some(&body), &owner).unwrap();
        let id = opened.body["id"].as_i64().unwrap();
        let token = opened.body["invitations"][1]["token"].as_str().unwrap().to_owned();
        let seat = opened.body["invitations"][1]["seat"].as_u64().unwrap();
        let set = json!({"address": "Lucia@example.org", "lang": "en", "table": id, "seat": seat});
        assert_eq!(http(&addr, "PUT", "/api/me/mail", Some(&set), &bearer(&token)).unwrap().status, 200);
        let confirm = sink.expect(n + 1).remove(n);
        let link = confirm.link(&format!("http://{addr}/mail/confirm/"));
        let confirm_path = format!("/api/mail/confirm/{}", link.rsplit('/').next().unwrap());
        assert_eq!(http(&addr, "POST", &confirm_path, None, "").unwrap().status, 204);
        held.push((id, seat, *title));
    }
    // An address nobody confirmed here gets nothing, and the page says the same.
    let page = ask_for_tables(&addr, "nobody@example.org");
    assert!(page.contains("If nobody@example.org is a confirmed address here"), "{page}");
    // From a phone that holds nothing: one mail, one link per seat, each opening its seat there.
    ask_for_tables(&addr, "lucia@example.org");
    let mails = sink.expect(3);
    let mail = &mails[2];
    assert_eq!(mail.to, "Lucia@example.org");
    assert!(mail.subject.starts_with("Your tables at "), "{mail:?}");
    for (id, seat, title) in &held {
        let link = mail.link(&format!("http://{addr}/t/{id}/enter/"));
        assert!(mail.body.contains(&format!("- {title}: {link}")), "{mail:?}");
        let phone = seat_cookie_from(&addr, link.strip_prefix(&format!("http://{addr}")).unwrap());
        let there = http(&addr, "GET", &format!("/api/tables/{id}"), None, &phone).unwrap();
        assert_eq!(there.body["your_seat"].as_u64(), Some(*seat), "{title}");
    }
    // Asked again within the hour: no second mail.
    ask_for_tables(&addr, "lucia@example.org");
    std::thread::sleep(std::time::Duration::from_millis(800));
    sink.expect(3);
}
