//! `tablon serve` as a process: it survives SIGKILL in the middle of a load (every acknowledged
//! action is in the log and the state is a replay of it), with PostgreSQL a move on one process
//! reaches the live stream of another (skipped without `TABLON_TEST_POSTGRES_URL`), SIGTERM and
//! Ctrl-C stop it cleanly (the request under way answered, the store closed: no SQLite `-wal` file
//! left), and its logs suit a file or a log shipper (no colour codes, `--log-format json`, no
//! secrets).

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::Command;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use engine::{SeatId, Viewer};
use games::Picker;
use serde_json::{Value, json};
use store::{Database, Store, TableId};

use crate::common;
use crate::common::{Server, bearer, fold};

/// One HTTP/1.1 request with `Connection: close`: (status, JSON body, Set-Cookie session).
fn http(
    addr: &str,
    method: &str,
    path: &str,
    body: Option<&Value>,
    auth: &str,
) -> std::io::Result<(u16, Value, Option<String>)> {
    common::http(addr, method, path, body, auth).map(|a| (a.status, a.body, a.session))
}

fn shipped(game: &str) -> Value {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(match game {
        "44" => "forty-four/logs/bridge.json",
        _ => "tragedy-looper/logs/fs1_two_days.json",
    });
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

#[test]
fn sigkill_mid_load_loses_no_acknowledged_action() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("crash.db").display());
    let mut server = Server::start(&url);
    let (id, seats) = open_table_named(&server.addr, "tragedy-looper");
    let rt = Arc::new(tokio::runtime::Builder::new_multi_thread().enable_all().build().unwrap());
    let db = rt.block_on(Database::connect(&url)).unwrap();
    let acked: Arc<Mutex<Vec<(u8, Value)>>> = Arc::default();
    let stop = Arc::new(AtomicBool::new(false));
    let mut drivers = Vec::new();
    for t in 0..3u64 {
        let (rt, db, acked, stop, seats, addr) =
            (rt.clone(), db.clone(), acked.clone(), stop.clone(), seats.clone(), server.addr.clone());
        drivers.push(std::thread::spawn(move || {
            let mut picker = Picker::new(t);
            while !stop.load(Ordering::Relaxed) {
                let (state, _) = rt.block_on(fold(&db, id));
                let Some((seat, cmd)) = state
                    .waiting_on()
                    .into_iter()
                    .find_map(|s| state.random_command(s, &mut |n| picker.pick(n)).map(|c| (s, c)))
                else {
                    return;
                };
                let token = &seats.iter().find(|(n, _)| *n == seat.0).unwrap().1;
                match http(
                    &addr,
                    "POST",
                    &format!("/api/tables/{id}/commands"),
                    Some(&json!({"command": cmd})),
                    &bearer(token),
                ) {
                    Ok((200, body, _)) => acked.lock().unwrap().push((seat.0, body)),
                    Ok((422, _, _)) => {}
                    Ok((status, body, _)) => panic!("unexpected {status}: {body}"),
                    Err(_) => return, // the server is gone
                }
            }
        }));
    }
    while acked.lock().unwrap().len() < 15 && drivers.iter().any(|d| !d.is_finished()) {
        std::thread::sleep(Duration::from_millis(5));
    }
    server.child.kill().unwrap(); // SIGKILL
    server.child.wait().unwrap();
    stop.store(true, Ordering::Relaxed);
    for d in drivers {
        d.join().unwrap();
    }
    let acked = acked.lock().unwrap().clone();
    assert!(acked.len() >= 15, "the load ran ({} acknowledged)", acked.len());

    let server = Server::start(&url);
    let (state, raw) = rt.block_on(fold(&db, id));
    let kind = state.kind();
    for (seat, body) in &acked {
        let first = body["first"].as_u64().unwrap();
        let last = body["last"].as_u64().unwrap();
        assert!(last as usize <= raw.len(), "acknowledged events {first}..={last} are in the log");
        let stored: Vec<Value> = raw[first as usize - 1..last as usize]
            .iter()
            .filter_map(|e| kind.redact(e, Viewer::Seat(SeatId(*seat))).unwrap())
            .map(|t| serde_json::from_str(t.get()).unwrap())
            .collect();
        let answered: Vec<Value> =
            body["events"].as_array().unwrap().iter().map(|e| e["event"].clone()).collect();
        assert_eq!(stored, answered, "the log holds exactly what was acknowledged");
    }
    for (n, token) in &seats {
        let (status, view, _) =
            http(&server.addr, "GET", &format!("/api/tables/{id}/view"), None, &bearer(token)).unwrap();
        assert_eq!(status, 200);
        assert_eq!(
            view["view"],
            state.view(Viewer::Seat(SeatId(*n))),
            "the restarted state is a replay of the log"
        );
        assert_eq!(view["seq"].as_u64().unwrap(), raw.len() as u64);
    }
}

#[test]
fn postgres_a_move_on_one_process_reaches_the_stream_of_another() {
    let Some(scratch) = common::Scratch::from_env("the two-process PostgreSQL test") else { return };
    let url = scratch.url.clone();
    let a = Server::start(&url);
    let b = Server::start(&url);
    let (id, seats) = open_table_named(&a.addr, "tragedy-looper");
    let rt = tokio::runtime::Builder::new_multi_thread().enable_all().build().unwrap();
    let db = rt.block_on(Database::connect(&url)).unwrap();
    let (state, raw) = rt.block_on(fold(&db, id));
    let watcher = &seats.iter().find(|(n, _)| *n == 1).unwrap().1;

    // Open the stream on B and read until its first view.
    let mut stream = TcpStream::connect(&b.addr).unwrap();
    stream.set_read_timeout(Some(Duration::from_secs(15))).unwrap();
    write!(stream, "GET /api/tables/{id}/stream HTTP/1.1\r\nHost: b\r\nAuthorization: Bearer {watcher}\r\nAccept: text/event-stream\r\n\r\n")
        .unwrap();
    let mut lines = BufReader::new(stream).lines();
    let mut view_ids = Vec::new();
    let mut current_id = 0;
    while view_ids.is_empty() {
        let line = lines.next().expect("the stream stays open").unwrap();
        if let Some(v) = line.strip_prefix("id:") {
            current_id = v.trim().parse().unwrap_or(0);
        }
        if line.starts_with("event:") && line.contains("view") {
            view_ids.push(current_id);
        }
    }
    assert_eq!(view_ids[0], raw.len() as u64);

    // A move on A.
    let mut picker = Picker::new(5);
    let (seat, cmd) = state
        .waiting_on()
        .into_iter()
        .find_map(|s| state.random_command(s, &mut |n| picker.pick(n)).map(|c| (s, c)))
        .unwrap();
    let token = &seats.iter().find(|(n, _)| *n == seat.0).unwrap().1;
    let (status, body, _) = http(
        &a.addr,
        "POST",
        &format!("/api/tables/{id}/commands"),
        Some(&json!({"command": cmd})),
        &bearer(token),
    )
    .unwrap();
    assert_eq!(status, 200, "{body}");
    let last = body["last"].as_u64().unwrap();
    // B's stream brings the new view.
    loop {
        let line = lines.next().expect("the stream stays open").expect("a message within 15 s");
        if let Some(v) = line.strip_prefix("id:") {
            current_id = v.trim().parse().unwrap_or(0);
        }
        if line.starts_with("event:") && line.contains("view") && current_id >= last {
            break;
        }
    }
    // A post on A is announced on B's stream (with its id and thread, never its text).
    let (status, body, _) = http(
        &a.addr,
        "POST",
        &format!("/api/tables/{id}/posts"),
        Some(&json!({"thread": "talk", "body": "hello from A"})),
        &bearer(token),
    )
    .unwrap();
    assert_eq!(status, 201, "{body}");
    let post = body["id"].as_i64().unwrap();
    loop {
        let line = lines.next().expect("the stream stays open").expect("a post message within 15 s");
        assert!(!line.contains("hello from A"), "the stream carries no post text");
        if let Some(data) = line.strip_prefix("data:")
            && let Ok(v) = serde_json::from_str::<Value>(data.trim())
            && v["post"] == json!(post)
        {
            assert_eq!(v["thread"], "talk");
            break;
        }
    }
}

#[test]
fn postgres_a_link_reissued_on_one_process_ends_its_stream_on_another() {
    let Some(scratch) = common::Scratch::from_env("the two-process PostgreSQL test") else { return };
    let url = scratch.url.clone();
    let a = Server::start(&url);
    let b = Server::start(&url);
    let (id, seats, owner) = open_table_as(&b.addr, "tragedy-looper");
    let mastermind = &seats.iter().find(|(n, _)| *n == 0).unwrap().1;

    // The Mastermind's stream on A, read until its first view.
    let mut stream = TcpStream::connect(&a.addr).unwrap();
    stream.set_read_timeout(Some(Duration::from_secs(15))).unwrap();
    write!(stream, "GET /api/tables/{id}/stream HTTP/1.1\r\nHost: a\r\nConnection: close\r\nAuthorization: Bearer {mastermind}\r\n\r\n")
        .unwrap();
    let mut reader = BufReader::new(stream);
    let mut line = String::new();
    while !line.starts_with("event: view") {
        line.clear();
        assert!(reader.read_line(&mut line).unwrap() > 0, "the stream stays open until the view");
    }

    // The owner reissues seat 0's link through B: A's stream ends within a second.
    let (status, body, _) =
        http(&b.addr, "POST", &format!("/api/tables/{id}/seats/0/invitation"), None, &owner).unwrap();
    assert_eq!(status, 200, "{body}");
    let reissued = std::time::Instant::now();
    reader.get_ref().set_read_timeout(Some(Duration::from_secs(2))).unwrap();
    let mut rest = Vec::new();
    reader.read_to_end(&mut rest).expect("the stream ends (no read timeout)");
    assert!(reissued.elapsed() < Duration::from_secs(1), "ended after {:?}", reissued.elapsed());
    // And the old link is refused on A at once.
    let (status, _, _) =
        http(&a.addr, "GET", &format!("/api/tables/{id}/view"), None, &bearer(mastermind)).unwrap();
    assert_eq!(status, 401);
}

/// Signs up and opens a table of `game`: (table id, seat tokens).
fn open_table_named(addr: &str, game: &str) -> (i64, Vec<(u8, String)>) {
    let (id, seats, _) = open_table_as(addr, game);
    (id, seats)
}

/// Signs up and opens a table of `game`: (table id, seat tokens, the owner's cookie header).
fn open_table_as(addr: &str, game: &str) -> (i64, Vec<(u8, String)>, String) {
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let name = format!("u{}x{}", std::process::id(), NEXT.fetch_add(1, Ordering::Relaxed));
    let (status, _, session) = http(
        addr,
        "POST",
        "/api/accounts",
        Some(&json!({"username": name, "password": "correct horse battery"})),
        "",
    )
    .unwrap();
    assert_eq!(status, 201);
    let cookie = format!("Cookie: tablon_session={}\r\n", session.unwrap());
    let log = shipped(game);
    let (status, t, _) = http(
        addr,
        "POST",
        "/api/tables",
        Some(&json!({"game": game, "title": "t", "config": log["config"]})),
        &cookie,
    )
    .unwrap();
    assert_eq!(status, 201, "{t}");
    let seats = t["invitations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| (i["seat"].as_u64().unwrap() as u8, i["token"].as_str().unwrap().to_owned()))
        .collect();
    (t["id"].as_i64().unwrap(), seats, cookie)
}

/// A signal stops the server gracefully, within a few seconds and with exit code 0: after some
/// play, with a live stream open and a request half sent when the signal comes (it is answered),
/// and the store closed (SQLite: no `-wal` file left; the request's post is in the database).
fn stops_on_signal(database: &str, signal: &str) {
    let mut server = Server::start(database);
    let (id, seats) = open_table_named(&server.addr, "tragedy-looper");
    let rt = tokio::runtime::Builder::new_multi_thread().enable_all().build().unwrap();
    rt.block_on(async {
        // The test's own connection to the database is closed before the signal: on SQLite the
        // `-wal` file goes away only when its last connection, in any process, closes.
        let db = Database::connect(database).await.unwrap();
        let mut picker = Picker::new(3);
        for _ in 0..6 {
            let (state, _) = fold(&db, id).await;
            let Some((seat, cmd)) = state
                .waiting_on()
                .into_iter()
                .find_map(|s| state.random_command(s, &mut |n| picker.pick(n)).map(|c| (s, c)))
            else {
                break;
            };
            let token = &seats.iter().find(|(n, _)| *n == seat.0).unwrap().1;
            let (status, body, _) = http(
                &server.addr,
                "POST",
                &format!("/api/tables/{id}/commands"),
                Some(&json!({"command": cmd})),
                &bearer(token),
            )
            .unwrap();
            assert!(status == 200 || status == 422, "{status}: {body}");
        }
        assert!(db.head(TableId(id)).await.unwrap() > 1, "something was played");
        db.close().await.unwrap();
    });
    let mut stream = TcpStream::connect(&server.addr).unwrap();
    write!(
        stream,
        "GET /api/tables/{id}/stream HTTP/1.1\r\nHost: s\r\nAuthorization: Bearer {}\r\n\r\n",
        seats[0].1
    )
    .unwrap();
    // A request whose body is half sent when the signal comes.
    let body = json!({"thread": "talk", "body": "sent across the shutdown"}).to_string();
    let (first, rest) = body.split_at(body.len() / 2);
    let mut in_flight = TcpStream::connect(&server.addr).unwrap();
    in_flight.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    write!(
        in_flight,
        "POST /api/tables/{id}/posts HTTP/1.1\r\nHost: s\r\nConnection: close\r\nContent-Type: application/json\r\nAuthorization: Bearer {}\r\nContent-Length: {}\r\n\r\n{first}",
        seats[1].1,
        body.len()
    )
    .unwrap();
    std::thread::sleep(Duration::from_millis(300));
    let status = Command::new("kill").args([signal, &server.child.id().to_string()]).status().unwrap();
    assert!(status.success());
    std::thread::sleep(Duration::from_millis(300));
    in_flight.write_all(rest.as_bytes()).unwrap();
    let mut answer = String::new();
    in_flight.read_to_string(&mut answer).unwrap();
    assert!(answer.starts_with("HTTP/1.1 201"), "the request under way is answered: {answer}");
    let signalled = std::time::Instant::now();
    let exit = loop {
        if let Some(exit) = server.child.try_wait().unwrap() {
            break exit;
        }
        assert!(
            signalled.elapsed() < Duration::from_secs(5),
            "tablon serve did not stop within 5 s of {signal}"
        );
        std::thread::sleep(Duration::from_millis(50));
    };
    assert!(exit.success(), "tablon serve exits cleanly: {exit}");
    // The live stream was ended by the server.
    stream.set_read_timeout(Some(Duration::from_secs(2))).unwrap();
    let mut rest = Vec::new();
    stream.read_to_end(&mut rest).expect("the stream ended (no read timeout)");
    if let Some(path) = database.strip_prefix("sqlite://") {
        for suffix in ["-wal", "-shm"] {
            let side = format!("{path}{suffix}");
            assert!(!std::path::Path::new(&side).exists(), "{side} is left behind after {signal}");
        }
    }
    rt.block_on(async {
        let db = Database::connect(database).await.unwrap();
        let posts = db
            .posts(
                TableId(id),
                store::PostQuery {
                    thread: None,
                    reader: store::Reader::Public,
                    after: None,
                    limit: 10,
                    newest: false,
                },
            )
            .await
            .unwrap();
        assert!(posts.iter().any(|p| p.body.contains("sent across the shutdown")), "the post was stored");
        db.close().await.unwrap();
    });
}

#[test]
fn sigterm_stops_the_sqlite_server_cleanly() {
    let dir = tempfile::tempdir().unwrap();
    stops_on_signal(&format!("sqlite://{}", dir.path().join("term.db").display()), "-TERM");
}

#[test]
fn ctrl_c_stops_the_sqlite_server_cleanly() {
    let dir = tempfile::tempdir().unwrap();
    stops_on_signal(&format!("sqlite://{}", dir.path().join("int.db").display()), "-INT");
}

#[test]
fn sigterm_stops_the_postgres_server_cleanly() {
    let Some(scratch) = common::Scratch::from_env("the PostgreSQL shutdown test") else { return };
    stops_on_signal(&scratch.url, "-TERM");
}

/// Runs a server with its log in a file and `flags`, signs up, opens a table, plays a command,
/// makes a few refused requests and stops it with SIGTERM: (the log, the password and seat tokens
/// it must not hold).
fn logged_session(flags: &[&str]) -> (String, Vec<String>) {
    let dir = tempfile::tempdir().unwrap();
    let log_path = dir.path().join("stderr.log");
    let log = std::fs::File::create(&log_path).unwrap();
    let database = format!("sqlite://{}", dir.path().join("logs.db").display());
    let mut server = Server::start_logging(&database, flags, log);
    let (id, seats, _) = open_table_as(&server.addr, "tragedy-looper");
    // A refused request (unknown token) and a 404 log at their levels too.
    let (status, _, _) =
        http(&server.addr, "GET", &format!("/api/tables/{id}/view"), None, &bearer("not-a-token")).unwrap();
    assert_eq!(status, 401);
    let (status, _, _) = http(&server.addr, "GET", "/api/tables/999999", None, "").unwrap();
    assert_eq!(status, 404);
    for (_, token) in &seats {
        http(&server.addr, "GET", &format!("/api/tables/{id}/view"), None, &bearer(token)).unwrap();
    }
    let status = Command::new("kill").args(["-TERM", &server.child.id().to_string()]).status().unwrap();
    assert!(status.success());
    assert!(server.child.wait().unwrap().success());
    let text = std::fs::read_to_string(&log_path).unwrap();
    let mut secrets: Vec<String> = seats.into_iter().map(|(_, t)| t).collect();
    secrets.push("correct horse battery".into());
    (text, secrets)
}

#[test]
fn logs_to_a_file_have_no_colour_codes_and_no_secrets() {
    let (log, secrets) = logged_session(&[]);
    assert!(log.lines().filter(|l| l.contains("request")).count() >= 4, "request lines are logged: {log}");
    assert!(!log.contains("\x1b["), "no ANSI escape sequences in a log file: {log:?}");
    for secret in secrets {
        assert!(!log.contains(&secret), "the log holds a secret ({secret})");
    }
}

#[test]
fn json_logs_are_one_json_object_a_line() {
    let (log, secrets) = logged_session(&["--log-format", "json"]);
    let lines: Vec<Value> = log
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON ({e}): {l:?}")))
        .collect();
    let requests: Vec<&Value> = lines.iter().filter(|l| l["fields"]["message"] == "request").collect();
    assert!(requests.len() >= 4, "request lines are logged: {log}");
    for r in &requests {
        assert!(r["level"].is_string() && r["timestamp"].is_string(), "{r}");
        assert!(r["fields"]["route"].is_string() && r["fields"]["status"].is_u64(), "{r}");
    }
    assert!(
        lines.iter().any(|l| l["fields"]["signal"] == "SIGTERM"),
        "the shutdown is logged with its signal: {log}"
    );
    assert!(!log.contains("\x1b["), "no ANSI escape sequences: {log:?}");
    for secret in secrets {
        assert!(!log.contains(&secret), "the log holds a secret ({secret})");
    }
}

#[test]
fn a_bad_log_format_is_refused_saying_what_is_allowed() {
    let out =
        Command::new(env!("CARGO_BIN_EXE_tablon")).args(["serve", "--log-format", "xml"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("xml") && err.contains("text") && err.contains("json"), "{err}");
}

#[test]
fn with_json_logs_a_failure_to_start_is_a_json_line() {
    let dir = tempfile::tempdir().unwrap();
    // A directory is no database file.
    let database = format!("sqlite://{}", dir.path().display());
    let out = Command::new(env!("CARGO_BIN_EXE_tablon"))
        .args(["serve", "--listen", "127.0.0.1:0", "--log-format", "json", "--database", &database])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    let lines: Vec<Value> = err.lines().map(|l| serde_json::from_str(l).expect("a JSON line")).collect();
    assert!(
        lines.iter().any(|l| l["level"] == "ERROR"
            && l["fields"]["error"].as_str().is_some_and(|e| e.contains("cannot open the database"))),
        "{err}"
    );
}
