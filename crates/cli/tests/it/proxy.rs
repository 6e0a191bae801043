//! Failover behind a real proxy: two `tablon serve` processes on one fresh PostgreSQL database
//! behind HAProxy running `docs/haproxy.cfg` (the configuration `docs/deploy.md` shows). A table
//! is played through the proxy with every seat's live stream open through it; the process serving
//! the table is killed with SIGKILL mid-play. Every stream reconnects through the proxy to the
//! other process with `Last-Event-ID`, play goes on, no acknowledged command is lost, and every
//! stream delivers exactly the log as its seat sees it: no event twice, none skipped.
//!
//! Needs `TABLON_TEST_POSTGRES_URL` and HAProxy (`TABLON_HAPROXY`, else `scripts/haproxy` finds or
//! installs it); without either it says so and passes. The deployment guide shows the very file.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use engine::{SeatId, Viewer};
use games::Picker;
use serde_json::{Value, json};
use store::Database;

use crate::common::{Scratch, Server, bearer, fold, http, seat_tokens};

pub(crate) fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// HAProxy's binary: `TABLON_HAPROXY`, else what `scripts/haproxy` finds or installs.
pub(crate) fn haproxy() -> Result<String, String> {
    installed("TABLON_HAPROXY", "haproxy")
}

/// A tool's binary: the path in `var`, else what `scripts/<script>` finds or installs (it prints
/// the path).
pub(crate) fn installed(var: &str, script: &str) -> Result<String, String> {
    if let Ok(path) = std::env::var(var) {
        return Ok(path);
    }
    let out = Command::new(root().join("scripts").join(script))
        .stderr(Stdio::inherit())
        .output()
        .map_err(|e| format!("scripts/{script} did not run: {e}"))?;
    if !out.status.success() {
        return Err(format!("scripts/{script} failed ({})", out.status));
    }
    Ok(String::from_utf8_lossy(&out.stdout).trim().to_owned())
}

/// A port nobody listens on now.
pub(crate) fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

/// HAProxy running `docs/haproxy.cfg` in front of two servers, killed on drop.
pub(crate) struct Proxy {
    child: Child,
    pub(crate) addr: String,
}

impl Proxy {
    pub(crate) fn start(binary: &str, servers: [&str; 2], dir: &Path) -> Proxy {
        let config = root().join("docs/haproxy.cfg");
        let mut last_error = String::new();
        // The port is free when chosen but another process may take it first: try a few.
        for attempt in 0..5 {
            let addr = format!("127.0.0.1:{}", free_port());
            let envs = [
                ("TABLON_PROXY_LISTEN", addr.as_str()),
                ("TABLON_SERVER_1", servers[0]),
                ("TABLON_SERVER_2", servers[1]),
            ];
            if attempt == 0 {
                let status = Command::new(binary)
                    .args(["-c", "-q", "-f"])
                    .arg(&config)
                    .envs(envs)
                    .status()
                    .expect("haproxy runs");
                assert!(status.success(), "docs/haproxy.cfg is a valid HAProxy configuration");
            }
            let err = dir.join(format!("haproxy{attempt}.log"));
            let child = Command::new(binary)
                .arg("-f")
                .arg(&config)
                .envs(envs)
                .stdout(Stdio::null())
                .stderr(std::fs::File::create(&err).unwrap())
                .spawn()
                .expect("haproxy starts");
            let mut proxy = Proxy { child, addr };
            let started = Instant::now();
            while started.elapsed() < Duration::from_secs(10) {
                if let Some(exit) = proxy.child.try_wait().unwrap() {
                    last_error = format!(
                        "haproxy exited ({exit}): {}",
                        std::fs::read_to_string(&err).unwrap_or_default()
                    );
                    break;
                }
                if let Ok(a) = http(&proxy.addr, "GET", "/readyz", None, "")
                    && a.status == 200
                {
                    return proxy;
                }
                std::thread::sleep(Duration::from_millis(50));
            }
            drop(proxy);
        }
        panic!("haproxy did not start: {last_error}");
    }
}

impl Drop for Proxy {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// What one seat's live stream delivered, over all its connections.
#[derive(Default)]
pub(crate) struct Seen {
    /// `event: event` messages: (their `id`, the event).
    pub(crate) events: Vec<(u64, Value)>,
    /// The `id` of the last `event: view`.
    pub(crate) view: u64,
    /// The instance that answered each connection, in order.
    pub(crate) servers: Vec<String>,
    /// Connections refused by the proxy (no instance available yet) or cut before their answer.
    failed: usize,
}

/// Reads `addr`'s chunked answer body into `sse`, calling `message` for each whole SSE message,
/// until the connection ends (Ok) or fails; returns early when `stop` is set.
fn read_stream(
    stream: &mut TcpStream,
    mut raw: Vec<u8>,
    stop: &AtomicBool,
    mut message: impl FnMut(&str, Option<u64>, &str),
) -> std::io::Result<()> {
    let mut sse = Vec::new();
    let (mut event, mut id, mut data) = (String::new(), None, String::new());
    let mut chunk_left: Option<usize> = None; // bytes of the current chunk still to come
    let mut buf = [0u8; 16 * 1024];
    loop {
        // Decode whatever whole pieces of the chunked body `raw` holds.
        loop {
            match chunk_left {
                None => {
                    let Some(end) = raw.windows(2).position(|w| w == b"\r\n") else { break };
                    let line = String::from_utf8_lossy(&raw[..end]).to_string();
                    let size = usize::from_str_radix(line.split(';').next().unwrap().trim(), 16)
                        .map_err(|_| std::io::Error::other(format!("bad chunk size {line:?}")))?;
                    raw.drain(..end + 2);
                    if size == 0 {
                        return Ok(()); // the last chunk: the server ended the stream
                    }
                    chunk_left = Some(size);
                }
                Some(left) => {
                    if raw.len() < left + 2 {
                        break;
                    }
                    sse.extend(raw.drain(..left));
                    raw.drain(..2);
                    chunk_left = None;
                }
            }
        }
        while let Some(end) = sse.iter().position(|&b| b == b'\n') {
            let line: Vec<u8> = sse.drain(..=end).collect();
            let line = String::from_utf8(line).expect("UTF-8 lines");
            let line = line.trim_end_matches(['\n', '\r']);
            if line.is_empty() {
                if !event.is_empty() || !data.is_empty() {
                    message(&event, id, &data);
                }
                (event, id, data) = (String::new(), None, String::new());
            } else if let Some(v) = line.strip_prefix("event:") {
                event = v.trim().to_owned();
            } else if let Some(v) = line.strip_prefix("id:") {
                id = Some(v.trim().parse().expect("a numeric id"));
            } else if let Some(v) = line.strip_prefix("data:") {
                data.push_str(v.strip_prefix(' ').unwrap_or(v));
            }
        }
        match stream.read(&mut buf) {
            Ok(0) => return Ok(()),
            Ok(n) => raw.extend_from_slice(&buf[..n]),
            Err(e) if matches!(e.kind(), std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut) => {
                if stop.load(Ordering::Relaxed) {
                    return Ok(());
                }
            }
            Err(e) => return Err(e),
        }
    }
}

/// Watches the table's live stream through the proxy with the credential header lines `auth` (a
/// seat's `Authorization`, or none for a spectator) until `stop`, reconnecting with
/// `Last-Event-ID` whenever the connection ends, as a browser's `EventSource` does.
pub(crate) fn watch(proxy: &str, id: i64, auth: &str, stop: &AtomicBool, seen: &Mutex<Seen>) {
    let mut last_id: Option<u64> = None;
    while !stop.load(Ordering::Relaxed) {
        let connected = (|| -> std::io::Result<Option<(TcpStream, Vec<u8>, String)>> {
            let mut s = TcpStream::connect(proxy)?;
            s.set_read_timeout(Some(Duration::from_millis(200)))?;
            let resume = last_id.map(|i| format!("Last-Event-ID: {i}\r\n")).unwrap_or_default();
            write!(
                s,
                "GET /api/tables/{id}/stream HTTP/1.1\r\nHost: {proxy}\r\nAccept: text/event-stream\r\n{auth}{resume}\r\n"
            )?;
            let mut raw = Vec::new();
            let mut buf = [0u8; 4096];
            let head_end = loop {
                if let Some(p) = raw.windows(4).position(|w| w == b"\r\n\r\n") {
                    break p;
                }
                match s.read(&mut buf) {
                    Ok(0) => return Ok(None),
                    Ok(n) => raw.extend_from_slice(&buf[..n]),
                    Err(e)
                        if matches!(
                            e.kind(),
                            std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                        ) =>
                    {
                        if stop.load(Ordering::Relaxed) {
                            return Ok(None);
                        }
                    }
                    Err(e) => return Err(e),
                }
            };
            let head = String::from_utf8_lossy(&raw[..head_end]).to_string();
            let rest = raw[head_end + 4..].to_vec();
            let status = head.split_whitespace().nth(1).unwrap_or("");
            if status != "200" {
                return Ok(None);
            }
            assert!(
                head.to_ascii_lowercase().contains("transfer-encoding: chunked"),
                "the stream is chunked: {head}"
            );
            let server = head
                .lines()
                .find_map(|l| {
                    let (k, v) = l.split_once(':')?;
                    k.eq_ignore_ascii_case("x-tablon-server").then(|| v.trim().to_owned())
                })
                .unwrap_or_default();
            Ok(Some((s, rest, server)))
        })();
        let Ok(Some((mut stream, rest, server))) = connected else {
            seen.lock().unwrap().failed += 1;
            std::thread::sleep(Duration::from_millis(100));
            continue;
        };
        seen.lock().unwrap().servers.push(server);
        // Ok or an error (the instance was killed): reconnect either way, unless stopped.
        let _ = read_stream(&mut stream, rest, stop, |event, msg_id, data| {
            if let Some(i) = msg_id {
                last_id = Some(i);
            }
            let mut seen = seen.lock().unwrap();
            match event {
                "event" => {
                    let e: Value = serde_json::from_str(data).expect("an event message is JSON");
                    let seq = e["seq"].as_u64().expect("a logged event has its seq");
                    assert_eq!(msg_id, Some(seq), "an event's SSE id is its seq");
                    seen.events.push((seq, e["event"].clone()));
                }
                "view" => seen.view = msg_id.expect("a view has an id"),
                _ => {}
            }
        });
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// A command the proxy answered with 200.
struct Acked {
    seat: u8,
    body: Value,
    server: String,
    after_kill: bool,
}

#[test]
fn postgres_behind_haproxy_a_killed_process_loses_nothing_and_streams_resume() {
    let Ok(admin_url) = std::env::var("TABLON_TEST_POSTGRES_URL") else {
        eprintln!(
            "skipped: set TABLON_TEST_POSTGRES_URL (scripts/postgres) to run the HAProxy failover test"
        );
        return;
    };
    let binary = match haproxy() {
        Ok(b) => b,
        Err(why) => {
            eprintln!(
                "skipped: HAProxy is not available ({why}); install Debian's haproxy package or set TABLON_HAPROXY"
            );
            return;
        }
    };
    let dir = tempfile::tempdir().unwrap();
    let scratch = Scratch::new(&admin_url);
    // Behind the proxy every client has the proxy's address: the per-address limits are off.
    let flags = ["--max-connections-per-address", "0", "--sign-in-failures-per-address", "0"];
    let mut servers = vec![
        Server::start_logging(
            &scratch.url,
            &flags,
            std::fs::File::create(dir.path().join("tablon1.log")).unwrap(),
        ),
        Server::start_logging(
            &scratch.url,
            &flags,
            std::fs::File::create(dir.path().join("tablon2.log")).unwrap(),
        ),
    ];
    let proxy = Proxy::start(&binary, [&servers[0].addr, &servers[1].addr], dir.path());
    let addr = proxy.addr.clone();

    // Sign up and open a Tragedy Looper table through the proxy.
    let signed_up = http(
        &addr,
        "POST",
        "/api/accounts",
        Some(&json!({"username": format!("p{}", std::process::id()), "password": "correct horse battery"})),
        "",
    )
    .unwrap();
    assert_eq!(signed_up.status, 201, "{}", signed_up.body);
    let cookie = format!("Cookie: tablon_session={}\r\n", signed_up.session.unwrap());
    let log: Value = serde_json::from_str(
        &std::fs::read_to_string(root().join("crates/tragedy-looper/logs/fs1_two_days.json")).unwrap(),
    )
    .unwrap();
    let opened = http(
        &addr,
        "POST",
        "/api/tables",
        Some(&json!({"game": "tragedy-looper", "title": "failover", "config": log["config"]})),
        &cookie,
    )
    .unwrap();
    assert_eq!(opened.status, 201, "{}", opened.body);
    let id = opened.body["id"].as_i64().unwrap();
    let seats = seat_tokens(&opened.body);
    assert!(seats.len() >= 2);

    // The instance the proxy routes this table to answers every request of the table.
    let owner = http(&addr, "GET", &format!("/api/tables/{id}"), None, &cookie).unwrap();
    assert_eq!(owner.status, 200);
    let victim_name = owner.server.clone();
    for _ in 0..5 {
        let again =
            http(&addr, "GET", &format!("/api/tables/{id}/view"), None, &bearer(&seats[0].1)).unwrap();
        assert_eq!(again.server, victim_name, "the proxy routes a table to one instance");
    }
    let victim = match victim_name.as_str() {
        "tablon1" => 0,
        "tablon2" => 1,
        other => panic!("the proxy names the instance that answered (X-Tablon-Server: {other:?})"),
    };
    let survivor_name = ["tablon1", "tablon2"][1 - victim];

    // Every seat watches the table through the proxy.
    let stop = Arc::new(AtomicBool::new(false));
    let seen: Vec<Arc<Mutex<Seen>>> = seats.iter().map(|_| Arc::default()).collect();
    let mut watchers = Vec::new();
    for ((_, token), seen) in seats.iter().zip(&seen) {
        let (addr, token, stop, seen) = (addr.clone(), token.clone(), stop.clone(), seen.clone());
        watchers.push(std::thread::spawn(move || watch(&addr, id, &bearer(&token), &stop, &seen)));
    }
    let started = Instant::now();
    while seen.iter().any(|s| s.lock().unwrap().view == 0) {
        assert!(started.elapsed() < Duration::from_secs(15), "every stream sends its first view");
        std::thread::sleep(Duration::from_millis(20));
    }

    // Two players send random legal commands through the proxy, chosen on the table's state read
    // from the database (the truth, whatever any process or answer says).
    let rt = Arc::new(tokio::runtime::Builder::new_multi_thread().enable_all().build().unwrap());
    let db = rt.block_on(Database::connect(&scratch.url)).unwrap();
    let acked: Arc<Mutex<Vec<Acked>>> = Arc::default();
    let killed = Arc::new(AtomicBool::new(false));
    let unanswered = Arc::new(AtomicUsize::new(0));
    let playing = Arc::new(AtomicBool::new(true));
    let mut drivers = Vec::new();
    for t in 0..2u64 {
        let (rt, db, acked, killed, unanswered, playing, seats, addr) = (
            rt.clone(),
            db.clone(),
            acked.clone(),
            killed.clone(),
            unanswered.clone(),
            playing.clone(),
            seats.clone(),
            addr.clone(),
        );
        drivers.push(std::thread::spawn(move || {
            let mut picker = Picker::new(t + 11);
            while playing.load(Ordering::Relaxed) {
                let (state, _) = rt.block_on(fold(&db, id));
                let Some((seat, cmd)) = state
                    .waiting_on()
                    .into_iter()
                    .find_map(|s| state.random_command(s, &mut |n| picker.pick(n)).map(|c| (s, c)))
                else {
                    return; // the game is over
                };
                let token = &seats.iter().find(|(n, _)| *n == seat.0).unwrap().1;
                let was_killed = killed.load(Ordering::SeqCst);
                match http(
                    &addr,
                    "POST",
                    &format!("/api/tables/{id}/commands"),
                    Some(&json!({"command": cmd})),
                    &bearer(token),
                ) {
                    Ok(a) if a.status == 200 => acked.lock().unwrap().push(Acked {
                        seat: seat.0,
                        body: a.body,
                        server: a.server,
                        after_kill: was_killed,
                    }),
                    // Refused by the rules (the other player moved first) or busy: choose again.
                    Ok(a) if a.status == 422 || a.status == 409 => {}
                    // The instance died with the command under way (502), or none was available
                    // (503): whether it was committed is for the log to say; choose again.
                    Ok(a) if a.status == 502 || a.status == 503 || a.status == 504 => {
                        unanswered.fetch_add(1, Ordering::Relaxed);
                        std::thread::sleep(Duration::from_millis(50));
                    }
                    Ok(a) => panic!("unexpected {}: {}", a.status, a.body),
                    Err(_) => {
                        unanswered.fetch_add(1, Ordering::Relaxed);
                        std::thread::sleep(Duration::from_millis(50));
                    }
                }
                // A human pace, so the streams have something to carry on both sides of the kill.
                std::thread::sleep(Duration::from_millis(20));
            }
        }));
    }
    let wait_for = |what: &str, n: usize, after_kill: bool| {
        let started = Instant::now();
        while acked.lock().unwrap().iter().filter(|a| a.after_kill == after_kill).count() < n {
            assert!(
                drivers.iter().any(|d| !d.is_finished()),
                "the game ended before {n} commands {what} were acknowledged"
            );
            assert!(started.elapsed() < Duration::from_secs(60), "{n} commands {what} within 60 s");
            std::thread::sleep(Duration::from_millis(10));
        }
    };
    wait_for("before the kill", 10, false);

    // SIGKILL the instance serving the table, with the streams open through it and play going on.
    servers[victim].child.kill().unwrap();
    servers[victim].child.wait().unwrap();
    killed.store(true, Ordering::SeqCst);
    wait_for("after the kill", 10, true);
    playing.store(false, Ordering::Relaxed);
    for d in drivers {
        d.join().unwrap();
    }

    // Every stream catches up with the log's end.
    let (state, raw) = rt.block_on(fold(&db, id));
    let head = raw.len() as u64;
    let started = Instant::now();
    while seen.iter().any(|s| s.lock().unwrap().view < head) {
        assert!(started.elapsed() < Duration::from_secs(30), "every stream reaches the log's end ({head})");
        std::thread::sleep(Duration::from_millis(20));
    }
    stop.store(true, Ordering::Relaxed);
    for w in watchers {
        w.join().unwrap();
    }

    // No acknowledged command is lost: its events, as its seat saw them, are in the log.
    let kind = state.kind();
    let acked = std::mem::take(&mut *acked.lock().unwrap());
    for a in &acked {
        let (first, last) = (a.body["first"].as_u64().unwrap(), a.body["last"].as_u64().unwrap());
        assert!(last <= head, "acknowledged events {first}..={last} are in the log");
        let stored: Vec<Value> = raw[first as usize - 1..last as usize]
            .iter()
            .filter_map(|e| kind.redact(e, Viewer::Seat(SeatId(a.seat))).unwrap())
            .map(|t| serde_json::from_str(t.get()).unwrap())
            .collect();
        let answered: Vec<Value> =
            a.body["events"].as_array().unwrap().iter().map(|e| e["event"].clone()).collect();
        assert_eq!(stored, answered, "the log holds exactly what was acknowledged");
        if a.after_kill {
            assert_eq!(a.server, survivor_name, "after the kill the other instance answers");
        }
    }
    // Every stream delivered the log as its seat sees it: each event once, in order, none skipped.
    for ((seat, _), seen) in seats.iter().zip(&seen) {
        let seen = seen.lock().unwrap();
        let expected: Vec<(u64, Value)> = raw
            .iter()
            .enumerate()
            .filter_map(|(i, e)| {
                let t = kind.redact(e, Viewer::Seat(SeatId(*seat))).unwrap()?;
                Some((i as u64 + 1, serde_json::from_str(t.get()).unwrap()))
            })
            .collect();
        let ids: Vec<u64> = seen.events.iter().map(|(i, _)| *i).collect();
        assert!(ids.windows(2).all(|w| w[0] < w[1]), "seat {seat}: ids strictly increase: {ids:?}");
        let expected_ids: Vec<u64> = expected.iter().map(|(i, _)| *i).collect();
        assert_eq!(ids, expected_ids, "seat {seat}: no event twice, none skipped");
        assert!(seen.events == expected, "seat {seat}: the stream carried the log's events, redacted for it");
        assert_eq!(seen.servers.first().map(String::as_str), Some(victim_name.as_str()), "seat {seat}");
        assert!(
            seen.servers.len() >= 2 && seen.servers[1..].iter().all(|s| s == survivor_name),
            "seat {seat}: the stream reconnected through the proxy to the other instance: {:?}",
            seen.servers
        );
    }
    // The survivor's view is a replay of the log.
    for (n, token) in &seats {
        let view = http(&addr, "GET", &format!("/api/tables/{id}/view"), None, &bearer(token)).unwrap();
        assert_eq!(view.status, 200);
        assert_eq!(view.server, survivor_name);
        assert_eq!(view.body["view"], state.view(Viewer::Seat(SeatId(*n))), "seat {n}");
        assert_eq!(view.body["seq"].as_u64(), Some(head));
    }
    let unanswered = unanswered.load(Ordering::Relaxed);
    eprintln!(
        "{} commands acknowledged ({} after the kill), {unanswered} unanswered at the kill, log of {head} events; \
         stream connections per seat: {:?}",
        acked.len(),
        acked.iter().filter(|a| a.after_kill).count(),
        seen.iter().map(|s| s.lock().unwrap().servers.len()).collect::<Vec<_>>()
    );
    rt.block_on(db.close()).unwrap();
    drop(proxy);
    drop(servers);
}

#[test]
fn the_deployment_guide_shows_the_tested_haproxy_configuration() {
    let config = std::fs::read_to_string(root().join("docs/haproxy.cfg")).unwrap();
    let guide = std::fs::read_to_string(root().join("docs/deploy.md")).unwrap();
    assert!(
        guide.contains(&format!("```haproxy\n{config}```")),
        "docs/deploy.md shows docs/haproxy.cfg as it is (copy the file into its ```haproxy block)"
    );
}

/// Waits until the proxy routes table `id`'s requests to the instance `name`.
fn routed_to(addr: &str, id: i64, cookie: &str, name: &str) {
    let started = Instant::now();
    loop {
        if let Ok(a) = http(addr, "GET", &format!("/api/tables/{id}"), None, cookie)
            && a.status == 200
            && a.server == name
        {
            return;
        }
        assert!(started.elapsed() < Duration::from_secs(20), "the proxy routes the table to {name} again");
        std::thread::sleep(Duration::from_millis(100));
    }
}

#[test]
fn postgres_behind_haproxy_a_write_resent_after_its_process_died_after_commit_is_applied_once() {
    let Ok(admin_url) = std::env::var("TABLON_TEST_POSTGRES_URL") else {
        eprintln!("skipped: set TABLON_TEST_POSTGRES_URL (scripts/postgres) to run the HAProxy resend test");
        return;
    };
    let binary = match haproxy() {
        Ok(b) => b,
        Err(why) => {
            eprintln!("skipped: HAProxy is not available ({why}); install haproxy or set TABLON_HAPROXY");
            return;
        }
    };
    let dir = tempfile::tempdir().unwrap();
    let scratch = Scratch::new(&admin_url);
    let flags = ["--max-connections-per-address", "0", "--sign-in-failures-per-address", "0"];
    // Every instance ends its process right after its first keyed write commits, before answering.
    let fault = [("TABLON_FAULT_EXIT_AFTER_COMMIT", "1")];
    let log = |n: &str| std::fs::File::create(dir.path().join(n)).unwrap();
    let mut servers = vec![
        Server::start_on("127.0.0.1:0", &scratch.url, &flags, &fault, log("tablon1.log")),
        Server::start_on("127.0.0.1:0", &scratch.url, &flags, &fault, log("tablon2.log")),
    ];
    let proxy = Proxy::start(&binary, [&servers[0].addr, &servers[1].addr], dir.path());
    let addr = proxy.addr.clone();
    let signed_up = http(
        &addr,
        "POST",
        "/api/accounts",
        Some(&json!({"username": format!("r{}", std::process::id()), "password": "correct horse battery"})),
        "",
    )
    .unwrap();
    assert_eq!(signed_up.status, 201, "{}", signed_up.body);
    let cookie = format!("Cookie: tablon_session={}\r\n", signed_up.session.unwrap());
    let log_file: Value = serde_json::from_str(
        &std::fs::read_to_string(root().join("crates/tragedy-looper/logs/fs1_two_days.json")).unwrap(),
    )
    .unwrap();
    let opened = http(
        &addr,
        "POST",
        "/api/tables",
        Some(&json!({"game": "tragedy-looper", "title": "resend", "config": log_file["config"]})),
        &cookie,
    )
    .unwrap();
    assert_eq!(opened.status, 201, "{}", opened.body);
    let id = opened.body["id"].as_i64().unwrap();
    let token = |seat: u8| -> String {
        let invitations = opened.body["invitations"].as_array().unwrap();
        let found = invitations.iter().find(|i| i["seat"].as_u64() == Some(u64::from(seat))).unwrap();
        found["token"].as_str().unwrap().to_owned()
    };
    let owner = http(&addr, "GET", &format!("/api/tables/{id}"), None, &cookie).unwrap();
    let victim = ["tablon1", "tablon2"].iter().position(|n| *n == owner.server).expect("X-Tablon-Server");
    let victim_name = owner.server.clone();
    let survivor_name = ["tablon1", "tablon2"][1 - victim];
    let rt = tokio::runtime::Builder::new_multi_thread().enable_all().build().unwrap();
    let db = rt.block_on(Database::connect(&scratch.url)).unwrap();
    let posts = |db: &Database| {
        let query = store::PostQuery {
            thread: None,
            reader: store::Reader::All,
            after: None,
            limit: 10_000,
            newest: false,
        };
        rt.block_on(store::Store::posts(db, store::TableId(id), query)).unwrap().len()
    };

    // A command through the proxy: its instance commits it and dies before answering.
    let (state, before) = rt.block_on(fold(&db, id));
    let mut picker = Picker::new(9);
    let (seat, command) = state
        .waiting_on()
        .into_iter()
        .find_map(|s| state.random_command(s, &mut |n| picker.pick(n)).map(|c| (s, c)))
        .expect("a legal command");
    let keyed = |key: &str| format!("{}Idempotency-Key: {key}\r\n", bearer(&token(seat.0)));
    let body = json!({"command": command});
    let path = format!("/api/tables/{id}/commands");
    let lost = http(&addr, "POST", &path, Some(&body), &keyed("proxy-cmd"));
    assert!(
        lost.as_ref().map_or(true, |a| a.status >= 500),
        "the instance died before answering: {:?}",
        lost.map(|a| (a.status, a.body))
    );
    let status = servers[victim].child.wait().unwrap();
    assert_eq!(status.code(), Some(86), "the instance exited after its commit, as asked");
    let (_, committed) = rt.block_on(fold(&db, id));
    assert!(committed.len() > before.len(), "the command was committed");
    // The client sends it again: the proxy takes it to the other instance, which answers it from
    // the key's record.
    let again = http(&addr, "POST", &path, Some(&body), &keyed("proxy-cmd")).unwrap();
    assert_eq!(again.status, 200, "{}", again.body);
    assert_eq!(again.server, survivor_name);
    assert_eq!(again.body["first"].as_u64(), Some(before.len() as u64 + 1));
    assert_eq!(again.body["last"].as_u64(), Some(committed.len() as u64));
    assert_eq!(rt.block_on(fold(&db, id)).1.len(), committed.len(), "played once");

    // The dead instance comes back on its address; the table's requests go to it again. A post
    // through the proxy: committed, the instance dies, the resend is answered by the other one.
    let victim_addr = servers[victim].addr.clone();
    servers[victim] = Server::start_on(&victim_addr, &scratch.url, &flags, &fault, log("tablon1b.log"));
    routed_to(&addr, id, &cookie, &victim_name);
    let post = json!({"thread": "talk", "body": "Una sola vez, por favor"});
    let path = format!("/api/tables/{id}/posts");
    let before = posts(&db);
    let lost = http(&addr, "POST", &path, Some(&post), &keyed("proxy-post"));
    assert!(lost.as_ref().map_or(true, |a| a.status >= 500), "the instance died before answering the post");
    servers[victim].child.wait().unwrap();
    assert_eq!(posts(&db), before + 1, "the post was committed");
    let again = http(&addr, "POST", &path, Some(&post), &keyed("proxy-post")).unwrap();
    assert_eq!(again.status, 201, "{}", again.body);
    assert_eq!(again.server, survivor_name);
    assert_eq!(again.body["body"], post["body"]);
    assert_eq!(posts(&db), before + 1, "stored once");
    rt.block_on(db.close()).unwrap();
    drop(proxy);
    drop(servers);
}
