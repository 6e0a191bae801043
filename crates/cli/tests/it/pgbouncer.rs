//! PgBouncer in transaction mode in front of PostgreSQL: two `tablon serve` processes reach the
//! database through a real PgBouncer (`pool_mode = transaction`, with fewer server connections than
//! the two processes' pools, so that every transaction may land on any of them), with
//! `--database-direct` for what needs a session (`LISTEN`, the notices, the migrations). Two
//! players send commands to one table, one through each process; a seat's live stream on one
//! process hears every event in order, and every acknowledged command is in the log once.
//!
//! Needs `TABLON_TEST_POSTGRES_URL` and PgBouncer (`TABLON_PGBOUNCER`, else `scripts/pgbouncer`
//! finds or installs it); without either it says so and passes. The deployment guide shows the
//! settings the test runs.

use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use games::Picker;
use serde_json::{Value, json};
use store::Database;

use crate::common::{Scratch, Server, bearer, fold, http, seat_tokens};
use crate::proxy::{Seen, free_port, installed, root, watch};

/// The pooler settings `docs/deploy.md` shows, which the test runs: transaction pooling; each
/// server connection's prepared statements dropped when its transaction ends (sqlx names the
/// statements it prepares, and the next transaction on that server connection may be another
/// client's, preparing the same names); and the one startup parameter sqlx sends that PgBouncer
/// does not track.
const SETTINGS: &str = "pool_mode = transaction\n\
                        server_reset_query = DEALLOCATE ALL\n\
                        server_reset_query_always = 1\n\
                        ignore_startup_parameters = extra_float_digits\n";

/// PgBouncer's binary: `TABLON_PGBOUNCER`, else what `scripts/pgbouncer` finds or installs.
fn pgbouncer() -> Result<String, String> {
    installed("TABLON_PGBOUNCER", "pgbouncer")
}

/// The user PgBouncer runs as when this is root (it will not run as root): `postgres`'s ids.
fn unprivileged() -> Option<(u32, u32)> {
    use std::os::unix::fs::MetadataExt;
    if std::fs::metadata("/proc/self").ok()?.uid() != 0 {
        return None;
    }
    let passwd = std::fs::read_to_string("/etc/passwd").ok()?;
    passwd.lines().find_map(|l| {
        let f: Vec<&str> = l.split(':').collect();
        (f.first() == Some(&"postgres")).then(|| Some((f.get(2)?.parse().ok()?, f.get(3)?.parse().ok()?)))?
    })
}

/// A running PgBouncer, killed on drop.
struct Bouncer {
    child: Child,
    /// The URL of the scratch database through it.
    url: String,
}

impl Drop for Bouncer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Bouncer {
    /// PgBouncer in front of the database `direct` names, `pool` server connections at most.
    fn start(binary: &str, direct: &str, pool: u32, dir: &Path) -> Bouncer {
        // postgres://USER[:PASSWORD]@HOST:PORT/DATABASE
        let rest = direct.split_once("://").expect("a postgres URL").1;
        let (userinfo, rest) = rest.rsplit_once('@').expect("the test URL names its user");
        let (user, password) = userinfo.split_once(':').unwrap_or((userinfo, ""));
        let (hostport, database) = rest.split_once('/').expect("the URL names its database");
        let (host, port) = hostport.split_once(':').unwrap_or((hostport, "5432"));
        let listen = free_port();
        let password = if password.is_empty() { String::new() } else { format!(" password={password}") };
        std::fs::write(dir.join("users.txt"), format!("\"{user}\" \"\"\n")).unwrap();
        let config = format!(
            "[databases]\n{database} = host={host} port={port} dbname={database} user={user}{password}\n\n\
             [pgbouncer]\nlisten_addr = 127.0.0.1\nlisten_port = {listen}\nunix_socket_dir =\n\
             auth_type = trust\nauth_file = {users}\nlogfile = {log}\n\
             max_client_conn = 200\ndefault_pool_size = {pool}\nmin_pool_size = 0\n{SETTINGS}",
            users = dir.join("users.txt").display(),
            log = dir.join("pgbouncer.log").display(),
        );
        let ini = dir.join("pgbouncer.ini");
        std::fs::write(&ini, config).unwrap();
        let mut command = Command::new(binary);
        command
            .arg(&ini)
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(dir.join("stderr.log")).unwrap());
        if let Some((uid, gid)) = unprivileged() {
            for f in [dir.to_path_buf(), dir.join("users.txt"), ini.clone()] {
                std::os::unix::fs::chown(&f, Some(uid), Some(gid)).unwrap();
            }
            command.uid(uid).gid(gid);
        }
        let mut bouncer = Bouncer {
            child: command.spawn().expect("pgbouncer starts"),
            url: format!("postgres://{userinfo}@127.0.0.1:{listen}/{database}"),
        };
        let started = Instant::now();
        while std::net::TcpStream::connect(("127.0.0.1", listen)).is_err() {
            if let Some(exit) = bouncer.child.try_wait().unwrap() {
                let log = std::fs::read_to_string(dir.join("pgbouncer.log")).unwrap_or_default();
                let err = std::fs::read_to_string(dir.join("stderr.log")).unwrap_or_default();
                panic!("pgbouncer exited ({exit}): {err}{log}");
            }
            assert!(started.elapsed() < Duration::from_secs(10), "pgbouncer listens within 10 s");
            std::thread::sleep(Duration::from_millis(20));
        }
        bouncer
    }
}

/// The tails of the test's logs, for a failure's message.
fn logs(dir: &Path) -> String {
    ["pgbouncer.log", "tablon-a.log", "tablon-b.log"]
        .iter()
        .map(|name| {
            let text = std::fs::read_to_string(dir.join(name)).unwrap_or_default();
            let tail: Vec<&str> = text.lines().rev().take(15).collect::<Vec<_>>().into_iter().rev().collect();
            format!("--- {name}\n{}\n", tail.join("\n"))
        })
        .collect()
}

#[test]
fn postgres_through_pgbouncer_in_transaction_mode_two_processes_play_and_hear_each_other() {
    let Some(scratch) = Scratch::from_env("the PgBouncer test") else { return };
    let binary = match pgbouncer() {
        Ok(b) => b,
        Err(why) => {
            eprintln!(
                "skipped: PgBouncer is not available ({why}); install Debian's pgbouncer package or set TABLON_PGBOUNCER"
            );
            return;
        }
    };
    let dir = tempfile::tempdir().unwrap();
    // Two server connections for two processes with pools of 16: consecutive transactions of one
    // client connection keep landing on different server connections.
    let bouncer = Bouncer::start(&binary, &scratch.url, 2, dir.path());
    let flags = ["--database-direct", scratch.url.as_str()];
    let log = |name: &str| std::fs::File::create(dir.path().join(name)).unwrap();
    let servers = [
        Server::start_logging(&bouncer.url, &flags, log("tablon-a.log")),
        Server::start_logging(&bouncer.url, &flags, log("tablon-b.log")),
    ];
    let addrs = [servers[0].addr.clone(), servers[1].addr.clone()];

    // Sign up and open a Tragedy Looper table on A.
    let signed_up = http(
        &addrs[0],
        "POST",
        "/api/accounts",
        Some(&json!({"username": format!("b{}", std::process::id()), "password": "correct horse battery"})),
        "",
    )
    .unwrap();
    assert_eq!(signed_up.status, 201, "{}\n{}", signed_up.body, logs(dir.path()));
    let cookie = format!("Cookie: tablon_session={}\r\n", signed_up.session.unwrap());
    let shipped: Value = serde_json::from_str(
        &std::fs::read_to_string(root().join("crates/tragedy-looper/logs/fs1_two_days.json")).unwrap(),
    )
    .unwrap();
    let opened = http(
        &addrs[0],
        "POST",
        "/api/tables",
        Some(&json!({"game": "tragedy-looper", "title": "pooled", "config": shipped["config"]})),
        &cookie,
    )
    .unwrap();
    assert_eq!(opened.status, 201, "{}\n{}", opened.body, logs(dir.path()));
    let id = opened.body["id"].as_i64().unwrap();
    let seats = seat_tokens(&opened.body);

    // The Mastermind (who sees every event) watches on B.
    let stop = Arc::new(AtomicBool::new(false));
    let seen: Arc<Mutex<Seen>> = Arc::default();
    let watcher = {
        let (addr, auth, stop, seen) = (addrs[1].clone(), bearer(&seats[0].1), stop.clone(), seen.clone());
        std::thread::spawn(move || watch(&addr, id, &auth, &stop, &seen))
    };
    let started = Instant::now();
    while seen.lock().unwrap().view == 0 {
        assert!(started.elapsed() < Duration::from_secs(10), "the stream sends its first view");
        std::thread::sleep(Duration::from_millis(20));
    }

    // Two players, one on each process, send random legal commands chosen on the table's state
    // read from PostgreSQL directly; a command the other player's made stale is refused (409, or
    // 422 when no longer legal) and chosen again.
    let rt = Arc::new(tokio::runtime::Builder::new_multi_thread().enable_all().build().unwrap());
    let db = rt.block_on(Database::connect(&scratch.url)).unwrap();
    let acked: Arc<Mutex<Vec<u64>>> = Arc::default();
    let drivers: Vec<_> = (0..2)
        .map(|p| {
            let (rt, db, acked, seats, addr) =
                (rt.clone(), db.clone(), acked.clone(), seats.clone(), addrs[p].clone());
            let dir = dir.path().to_owned();
            std::thread::spawn(move || {
                let mut picker = Picker::new(p as u64 + 21);
                let began = Instant::now();
                while acked.lock().unwrap().len() < 40 && began.elapsed() < Duration::from_secs(20) {
                    let (state, _) = rt.block_on(fold(&db, id));
                    let Some((seat, cmd)) = state
                        .waiting_on()
                        .into_iter()
                        .find_map(|s| state.random_command(s, &mut |n| picker.pick(n)).map(|c| (s, c)))
                    else {
                        return; // the game is over
                    };
                    let token = &seats.iter().find(|(n, _)| *n == seat.0).unwrap().1;
                    let path = format!("/api/tables/{id}/commands");
                    let a =
                        http(&addr, "POST", &path, Some(&json!({"command": cmd})), &bearer(token)).unwrap();
                    match a.status {
                        200 => acked.lock().unwrap().push(a.body["last"].as_u64().unwrap()),
                        // The other player moved first: the command is stale or no longer legal.
                        409 | 422 => {}
                        other => {
                            panic!("a command through PgBouncer answered {other}: {}\n{}", a.body, logs(&dir))
                        }
                    }
                }
            })
        })
        .collect();
    for d in drivers {
        d.join().unwrap();
    }
    let acked = acked.lock().unwrap().clone();
    assert!(acked.len() >= 20, "both players played ({} commands acknowledged)", acked.len());

    // Every acknowledged command is in the log, once, and B's stream delivers the whole log in
    // order, the events A appended included.
    let (_, log) = rt.block_on(fold(&db, id));
    let end = log.len() as u64;
    let mut lasts = acked.clone();
    lasts.sort_unstable();
    lasts.dedup();
    assert_eq!(lasts.len(), acked.len(), "no two acknowledged commands ended at one seq");
    assert!(lasts.iter().all(|&l| l <= end), "every acknowledged command is in the log");
    let started = Instant::now();
    while seen.lock().unwrap().events.last().map(|e| e.0) != Some(end) {
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "B's stream reaches the log's end {end} (it has {:?})",
            seen.lock().unwrap().events.last().map(|e| e.0)
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    stop.store(true, Ordering::Relaxed);
    watcher.join().unwrap();
    let seqs: Vec<u64> = seen.lock().unwrap().events.iter().map(|e| e.0).collect();
    let first = seqs.first().copied().unwrap_or(1);
    assert_eq!(seqs, (first..=end).collect::<Vec<_>>(), "the stream skips and repeats no event");
    drop(servers);
    for name in ["tablon-a.log", "tablon-b.log"] {
        let text = std::fs::read_to_string(dir.path().join(name)).unwrap();
        assert!(!text.contains("prepared statement"), "{name}: {text}");
    }
    drop(bouncer);
}

#[test]
fn the_deployment_guide_shows_the_tested_pgbouncer_settings() {
    let guide = std::fs::read_to_string(root().join("docs/deploy.md")).unwrap();
    assert!(guide.contains(SETTINGS), "docs/deploy.md shows PgBouncer's settings:\n{SETTINGS}");
}
