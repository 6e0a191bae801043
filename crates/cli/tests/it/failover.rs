//! A database that fails over: etcd and a Patroni pair (a primary and a synchronous standby,
//! `docs/patroni.yml`), HAProxy sending the database connections to whichever node is primary
//! (`docs/haproxy-postgres.cfg`), two `tablon serve` processes on it behind HAProxy
//! (`docs/haproxy.cfg`) reading what may lag from the standby (`--database-replica`), two tables
//! open to spectators played, every seat's live stream and a spectator's open. The primary's machine
//! dies (its Patroni and its PostgreSQL are killed with SIGKILL): the standby takes over, both
//! `tablon serve` processes reconnect on their own, every acknowledged command is in the log, none
//! is applied twice (each is resent with its idempotency key until answered), every stream
//! (a spectator's from the standby, then from the new primary) resumes and delivers the log
//! exactly, and commands are accepted again within 30 seconds (the
//! measured time is printed; `docs/scale.md` quotes it).
//!
//! Needs Patroni, etcd and PostgreSQL's server binaries (`TABLON_PATRONI=PATRONI:ETCD:PG_BIN_DIR`,
//! as `scripts/patroni` prints) and HAProxy (`TABLON_HAPROXY`); without them it says so and passes.
//! PostgreSQL refuses to run as root: run as root, the test runs the nodes as the `postgres` user.

use std::os::unix::fs::MetadataExt;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use engine::{SeatId, Viewer};
use games::{AnyState, GameKind, Picker};
use serde_json::{Value, json};
use store::{Database, Store, TableId};

use crate::common::{Server, bearer, http, seat_tokens};
use crate::proxy::{Proxy, Seen, free_port, haproxy, root, watch};

/// Patroni's, etcd's and PostgreSQL's binaries, from `TABLON_PATRONI`.
struct Binaries {
    patroni: String,
    etcd: String,
    pg_bin: String,
}

fn binaries() -> Result<Binaries, String> {
    let paths = std::env::var("TABLON_PATRONI")
        .map_err(|_| "set TABLON_PATRONI=$(scripts/patroni) to run the database failover test".to_owned())?;
    let mut parts = paths.split(':').map(str::to_owned);
    let (Some(patroni), Some(etcd), Some(pg_bin)) = (parts.next(), parts.next(), parts.next()) else {
        return Err(format!("TABLON_PATRONI is PATRONI:ETCD:PG_BIN_DIR, not {paths:?}"));
    };
    for p in [&patroni, &etcd, &format!("{pg_bin}/postgres")] {
        if !Path::new(p).exists() {
            return Err(format!("{p} (from TABLON_PATRONI) does not exist"));
        }
    }
    Ok(Binaries { patroni, etcd, pg_bin })
}

/// Who runs the database processes: this user (`None`), or `postgres` when this is root
/// (PostgreSQL will not run as root); an error, saying why, when neither can.
fn database_user() -> Result<Option<(u32, u32)>, String> {
    let me = std::fs::metadata("/proc/self").map_err(|e| e.to_string())?.uid();
    if me != 0 {
        // PostgreSQL puts its socket in Debian's /var/run/postgresql (docs/patroni.yml).
        return match tempfile::tempfile_in("/var/run/postgresql") {
            Ok(_) => Ok(None),
            Err(e) => Err(format!(
                "/var/run/postgresql is not writable by this user ({e}): run as root or postgres"
            )),
        };
    }
    let passwd = std::fs::read_to_string("/etc/passwd").map_err(|e| e.to_string())?;
    passwd
        .lines()
        .find_map(|l| {
            let f: Vec<&str> = l.split(':').collect();
            (f.first() == Some(&"postgres"))
                .then(|| Some((f.get(2)?.parse().ok()?, f.get(3)?.parse().ok()?)))?
        })
        .map(Some)
        .ok_or_else(|| "running as root and there is no postgres user to run PostgreSQL as".to_owned())
}

/// A child killed (with its process group, when it leads one) on drop.
struct Killed(Child);

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// SIGKILLs the process `pid`, if it still runs.
fn sigkill(pid: u32) {
    if let Some(pid) = rustix::process::Pid::from_raw(pid as i32) {
        let _ = rustix::process::kill_process(pid, rustix::process::Signal::KILL);
    }
}

/// One Patroni node: its Patroni process and the PostgreSQL it manages.
struct Node {
    name: &'static str,
    patroni: Option<Child>,
    data_dir: PathBuf,
    /// PostgreSQL's address.
    pg: String,
    /// The REST API's address.
    api: String,
}

impl Node {
    /// The machine dies: Patroni and PostgreSQL are killed with SIGKILL, nothing is shut down.
    fn kill(&mut self) {
        let postmaster = std::fs::read_to_string(self.data_dir.join("postmaster.pid")).ok();
        if let Some(mut p) = self.patroni.take() {
            let _ = p.kill();
            let _ = p.wait();
        }
        if let Some(pid) = postmaster.and_then(|t| t.lines().next()?.trim().parse().ok()) {
            sigkill(pid);
        }
    }
}

impl Drop for Node {
    fn drop(&mut self) {
        self.kill();
    }
}

/// etcd, a Patroni pair and HAProxy in front of it, under a temporary folder; killed on drop.
struct Cluster {
    // Dropped in this order: the proxy, the nodes, etcd, then the folder.
    _proxy: Killed,
    /// Where `tablon serve --database` points: the primary, whichever node it is.
    primary: String,
    /// Where `tablon serve --database-replica` points: a standby, else the primary.
    replica: String,
    nodes: Vec<Node>,
    _etcd: Killed,
    dir: tempfile::TempDir,
}

const SUPERUSER_PASSWORD: &str = "failover-superuser";
const TABLON_PASSWORD: &str = "failover-tablon";

impl Cluster {
    fn start(bin: &Binaries, haproxy: &str, user: Option<(u32, u32)>) -> Cluster {
        let dir = tempfile::tempdir().unwrap();
        if let Some((uid, gid)) = user {
            std::os::unix::fs::chown(dir.path(), Some(uid), Some(gid)).unwrap();
        }
        let as_user = |c: &mut Command| {
            if let Some((uid, gid)) = user {
                c.uid(uid).gid(gid);
            }
            c.env("HOME", dir.path()).stdin(Stdio::null()).stdout(Stdio::null());
        };
        let log = |name: &str| std::fs::File::create(dir.path().join(name)).unwrap();
        let (client, peer) = (free_port(), free_port());
        let etcd_hosts = format!("127.0.0.1:{client}");
        let mut etcd = Command::new(&bin.etcd);
        as_user(&mut etcd);
        let etcd = etcd
            .args(["--name", "etcd1", "--data-dir"])
            .arg(dir.path().join("etcd"))
            .args(["--listen-client-urls", &format!("http://{etcd_hosts}")])
            .args(["--advertise-client-urls", &format!("http://{etcd_hosts}")])
            .args(["--listen-peer-urls", &format!("http://127.0.0.1:{peer}")])
            .args(["--initial-advertise-peer-urls", &format!("http://127.0.0.1:{peer}")])
            .args(["--initial-cluster", &format!("etcd1=http://127.0.0.1:{peer}")])
            .stderr(log("etcd.log"))
            .spawn()
            .expect("etcd starts");
        let etcd = Killed(etcd);
        let mut nodes = Vec::new();
        for name in ["pg1", "pg2"] {
            let (pg, api) = (format!("127.0.0.1:{}", free_port()), format!("127.0.0.1:{}", free_port()));
            let data_dir = dir.path().join(name);
            let mut patroni = Command::new(&bin.patroni);
            as_user(&mut patroni);
            let patroni = patroni
                .arg(root().join("docs/patroni.yml"))
                .envs([
                    ("PATRONI_NAME", name),
                    ("PATRONI_ETCD3_HOSTS", &etcd_hosts),
                    ("PATRONI_RESTAPI_LISTEN", &api),
                    ("PATRONI_RESTAPI_CONNECT_ADDRESS", &api),
                    ("PATRONI_POSTGRESQL_LISTEN", &pg),
                    ("PATRONI_POSTGRESQL_CONNECT_ADDRESS", &pg),
                    ("PATRONI_POSTGRESQL_DATA_DIR", data_dir.to_str().unwrap()),
                    ("PATRONI_POSTGRESQL_BIN_DIR", &bin.pg_bin),
                    (
                        "PATRONI_POSTGRESQL_PGPASS",
                        dir.path().join(format!("{name}.pgpass")).to_str().unwrap(),
                    ),
                    ("PATRONI_SUPERUSER_USERNAME", "postgres"),
                    ("PATRONI_SUPERUSER_PASSWORD", SUPERUSER_PASSWORD),
                    ("PATRONI_REPLICATION_USERNAME", "replicator"),
                    ("PATRONI_REPLICATION_PASSWORD", "failover-replication"),
                ])
                // Its own process group: a SIGINT to the test runner is not a failover.
                .process_group(0)
                .stderr(log(&format!("{name}.log")))
                .spawn()
                .expect("patroni starts");
            nodes.push(Node { name, patroni: Some(patroni), data_dir, pg, api });
            if nodes.len() == 1 {
                // The first node makes the cluster; the second then copies it as its standby.
                wait_until(&dir, "pg1 is the primary", Duration::from_secs(40), || {
                    api_status(&nodes[0].api, "/primary") == Some(200)
                });
            }
        }
        wait_until(&dir, "pg2 is the synchronous standby", Duration::from_secs(40), || {
            api_status(&nodes[1].api, "/sync") == Some(200)
        });
        let config = root().join("docs/haproxy-postgres.cfg");
        let (primary, replica) = (format!("127.0.0.1:{}", free_port()), format!("127.0.0.1:{}", free_port()));
        let api_port = |n: &Node| n.api.rsplit_once(':').unwrap().1.to_owned();
        let envs = [
            ("TABLON_PG_LISTEN", primary.clone()),
            ("TABLON_PG_REPLICA_LISTEN", replica.clone()),
            ("TABLON_PG_1", nodes[0].pg.clone()),
            ("TABLON_PG_1_API", api_port(&nodes[0])),
            ("TABLON_PG_2", nodes[1].pg.clone()),
            ("TABLON_PG_2_API", api_port(&nodes[1])),
        ];
        let proxy = Command::new(haproxy)
            .arg("-f")
            .arg(&config)
            .envs(envs.iter().map(|(k, v)| (k, v.as_str())))
            .stdout(Stdio::null())
            .stderr(log("haproxy-postgres.log"))
            .spawn()
            .expect("haproxy starts");
        let cluster = Cluster { _proxy: Killed(proxy), primary, replica, nodes, _etcd: etcd, dir };
        // Through the proxy, as the superuser: tablon's role and database (docs/deploy.md).
        let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
        let admin = format!("postgres://postgres:{SUPERUSER_PASSWORD}@{}/postgres", cluster.primary);
        let started = Instant::now();
        let made = loop {
            let made = rt.block_on(async {
                use sqlx::Connection;
                let mut c = sqlx::PgConnection::connect(&admin).await?;
                let role = format!("CREATE ROLE tablon LOGIN PASSWORD '{TABLON_PASSWORD}'");
                sqlx::query(sqlx::AssertSqlSafe(role)).execute(&mut c).await?;
                sqlx::query("CREATE DATABASE tablon OWNER tablon").execute(&mut c).await
            });
            if made.is_ok() || started.elapsed() > Duration::from_secs(10) {
                break made;
            }
            std::thread::sleep(Duration::from_millis(100));
        };
        made.unwrap_or_else(|e| panic!("the database through HAProxy: {e}\n{}", cluster.logs()));
        cluster
    }

    /// `tablon serve`'s database URL: the primary through HAProxy.
    fn url(&self) -> String {
        format!("postgres://tablon:{TABLON_PASSWORD}@{}/tablon", self.primary)
    }

    /// `tablon serve`'s replica URL: a standby through HAProxy.
    fn replica_url(&self) -> String {
        format!("postgres://tablon:{TABLON_PASSWORD}@{}/tablon", self.replica)
    }

    /// How many connections `tablon serve` holds on node `n` for reads that may lag.
    fn replica_connections(&self, n: usize) -> i64 {
        let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
        let url = format!("postgres://postgres:{SUPERUSER_PASSWORD}@{}/postgres", self.nodes[n].pg);
        rt.block_on(async {
            use sqlx::Connection;
            let mut c = sqlx::PgConnection::connect(&url).await.unwrap();
            sqlx::query_scalar("SELECT count(*) FROM pg_stat_activity WHERE application_name = $1")
                .bind(store::REPLICA_APPLICATION)
                .fetch_one(&mut c)
                .await
                .unwrap()
        })
    }

    /// The logs of etcd, Patroni and HAProxy, for a failure's message.
    fn logs(&self) -> String {
        logs(&self.dir)
    }
}

/// The last lines of the logs `names` under `dir`, for a failure's message.
fn tails(dir: &Path, names: &[&str]) -> String {
    let mut all = String::new();
    for name in names {
        let text = std::fs::read_to_string(dir.join(name)).unwrap_or_default();
        let tail: Vec<&str> = text.lines().rev().take(30).collect();
        all.push_str(&format!("--- {name} (last lines)\n"));
        for l in tail.into_iter().rev() {
            all.push_str(l);
            all.push('\n');
        }
    }
    all
}

/// The database side's logs.
fn logs(dir: &tempfile::TempDir) -> String {
    tails(dir.path(), &["etcd.log", "pg1.log", "pg2.log", "haproxy-postgres.log"])
}

fn wait_until(dir: &tempfile::TempDir, what: &str, within: Duration, mut done: impl FnMut() -> bool) {
    let started = Instant::now();
    while !done() {
        assert!(started.elapsed() < within, "{what} within {within:?}\n{}", logs(dir));
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// The status Patroni's REST API answers `path` with (`/primary`, `/sync`, `/replica`).
fn api_status(api: &str, path: &str) -> Option<u16> {
    http(api, "GET", path, None, "").ok().map(|a| a.status)
}

/// The table's state and log, read again until the database answers (it may be failing over).
fn fold(
    rt: &tokio::runtime::Runtime,
    db: &Database,
    id: i64,
) -> (AnyState, Vec<Box<serde_json::value::RawValue>>) {
    let started = Instant::now();
    loop {
        let read = rt.block_on(async {
            let table = db.table(TableId(id)).await?;
            let events = db.events_since(TableId(id), 0).await?;
            Ok::<_, store::StoreError>((table, events))
        });
        match read {
            Ok((table, events)) => {
                let mut state = AnyState::new(GameKind::from_id(&table.game).unwrap());
                for e in &events {
                    state.apply(&e.event).unwrap();
                }
                return (state, events.into_iter().map(|e| e.event).collect());
            }
            Err(e) => {
                assert!(started.elapsed() < Duration::from_secs(60), "the database answers again: {e}");
                std::thread::sleep(Duration::from_millis(200));
            }
        }
    }
}

/// A command the proxy answered with 200.
struct Acked {
    table: usize,
    seat: u8,
    body: Value,
    /// When the attempt that was answered was sent, and when its answer came.
    sent: Instant,
    answered: Instant,
}

#[test]
fn patroni_a_killed_primary_is_replaced_and_tablon_loses_nothing() {
    let skip = |why: String| eprintln!("skipped: the database failover test: {why}");
    let bin = match binaries() {
        Ok(b) => b,
        Err(why) => return skip(why),
    };
    let haproxy = match haproxy() {
        Ok(h) => h,
        Err(why) => return skip(format!("HAProxy is not available ({why}); set TABLON_HAPROXY")),
    };
    let user = match database_user() {
        Ok(u) => u,
        Err(why) => return skip(why),
    };
    let begun = Instant::now();
    let mut cluster = Cluster::start(&bin, &haproxy, user);
    eprintln!("etcd and a Patroni pair up in {:.1} s", begun.elapsed().as_secs_f64());
    let dir = cluster.dir.path().to_owned();
    let url = cluster.url();
    let replica = cluster.replica_url();
    // Spectators, public feeds and exports read from the standby.
    let flags = [
        "--max-connections-per-address",
        "0",
        "--sign-in-failures-per-address",
        "0",
        "--database-replica",
        &replica,
    ];
    let mut servers = vec![
        Server::start_logging(&url, &flags, std::fs::File::create(dir.join("tablon1.log")).unwrap()),
        Server::start_logging(&url, &flags, std::fs::File::create(dir.join("tablon2.log")).unwrap()),
    ];
    let proxy = Proxy::start(&haproxy, [&servers[0].addr, &servers[1].addr], &dir);
    let addr = proxy.addr.clone();

    // Two tables open to spectators, every seat of each and a spectator watching its live stream
    // through the proxy (a spectator's from the standby).
    let looper: Value = serde_json::from_str(
        &std::fs::read_to_string(root().join("crates/tragedy-looper/logs/fs1_two_days.json")).unwrap(),
    )
    .unwrap();
    let tables: Vec<(i64, Vec<(u8, String)>)> = (0..2)
        .map(|t| {
            let account = json!({"username": format!("f{t}x{}", std::process::id()), "password": "correct horse battery"});
            let signed_up = http(&addr, "POST", "/api/accounts", Some(&account), "").unwrap();
            assert_eq!(signed_up.status, 201, "{}", signed_up.body);
            let cookie = format!("Cookie: tablon_session={}\r\n", signed_up.session.unwrap());
            let table = json!({"game": "tragedy-looper", "title": "failover", "config": looper["config"], "spectators": true});
            let opened = http(&addr, "POST", "/api/tables", Some(&table), &cookie).unwrap();
            assert_eq!(opened.status, 201, "{}", opened.body);
            let seats = seat_tokens(&opened.body);
            (opened.body["id"].as_i64().unwrap(), seats)
        })
        .collect();
    let stop = Arc::new(AtomicBool::new(false));
    let mut watchers = Vec::new();
    let mut seen: Vec<Vec<Arc<Mutex<Seen>>>> = Vec::new();
    for (id, seats) in &tables {
        let mut per_seat = Vec::new();
        // Each seat, then a spectator (no credentials).
        for auth in seats.iter().map(|(_, token)| bearer(token)).chain([String::new()]) {
            let s: Arc<Mutex<Seen>> = Arc::default();
            let (addr, id, stop, s2) = (addr.clone(), *id, stop.clone(), s.clone());
            watchers.push(std::thread::spawn(move || watch(&addr, id, &auth, &stop, &s2)));
            per_seat.push(s);
        }
        seen.push(per_seat);
    }
    let started = Instant::now();
    while seen.iter().flatten().any(|s| s.lock().unwrap().view == 0) {
        assert!(started.elapsed() < Duration::from_secs(15), "every stream sends its first view");
        std::thread::sleep(Duration::from_millis(20));
    }

    // One player per table sends random legal commands, each with its idempotency key, resent
    // with the same key until it is answered (200, or refused by the rules).
    let rt =
        Arc::new(tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap());
    let db = rt.block_on(Database::connect(&url)).unwrap();
    let before: Vec<u64> = tables.iter().map(|(id, _)| fold(&rt, &db, *id).1.len() as u64).collect();
    let acked: Arc<Mutex<Vec<Acked>>> = Arc::default();
    let resent = Arc::new(AtomicUsize::new(0));
    let playing = Arc::new(AtomicBool::new(true));
    let mut drivers = Vec::new();
    for (t, (id, seats)) in tables.iter().cloned().enumerate() {
        let (rt, db, acked, resent, playing, addr) =
            (rt.clone(), db.clone(), acked.clone(), resent.clone(), playing.clone(), addr.clone());
        drivers.push(std::thread::spawn(move || {
            let mut picker = Picker::new(t as u64 + 21);
            let mut n = 0;
            while playing.load(Ordering::Relaxed) {
                let (state, _) = fold(&rt, &db, id);
                let Some((seat, cmd)) = state
                    .waiting_on()
                    .into_iter()
                    .find_map(|s| state.random_command(s, &mut |k| picker.pick(k)).map(|c| (s, c)))
                else {
                    return; // the game is over
                };
                n += 1;
                let token = &seats.iter().find(|(s, _)| *s == seat.0).unwrap().1;
                let auth =
                    format!("{}Idempotency-Key: failover-{t}-{n}-{}\r\n", bearer(token), std::process::id());
                let body = json!({"command": cmd});
                let started = Instant::now();
                loop {
                    let sent = Instant::now();
                    match http(&addr, "POST", &format!("/api/tables/{id}/commands"), Some(&body), &auth) {
                        Ok(a) if a.status == 200 => {
                            let answered = Instant::now();
                            acked.lock().unwrap().push(Acked {
                                table: t,
                                seat: seat.0,
                                body: a.body,
                                sent,
                                answered,
                            });
                            break;
                        }
                        // Refused by the rules (the state moved) or a conflict: choose again.
                        Ok(a) if a.status == 422 || a.status == 409 => break,
                        // No answer (5xx from the proxy or the server, a cut connection): whether
                        // it was committed, the key decides: send it again.
                        Ok(a) if a.status >= 500 => {}
                        Ok(a) => panic!("unexpected {}: {}", a.status, a.body),
                        Err(_) => {}
                    }
                    resent.fetch_add(1, Ordering::Relaxed);
                    assert!(started.elapsed() < Duration::from_secs(60), "a command is answered within 60 s");
                    std::thread::sleep(Duration::from_millis(100));
                }
                std::thread::sleep(Duration::from_millis(10));
            }
        }));
    }
    let acks_since = |t: Instant| acked.lock().unwrap().iter().filter(|a| a.sent > t).count();
    let wait_for = |what: &str, n: usize, since: Instant, within: Duration| {
        let started = Instant::now();
        while acks_since(since) < n {
            assert!(drivers.iter().any(|d| !d.is_finished()), "the games ended before {n} commands {what}");
            assert!(
                started.elapsed() < within,
                "{n} commands {what} within {within:?}\n{}",
                tails(&dir, &["pg1.log", "pg2.log", "tablon1.log", "tablon2.log"])
            );
            std::thread::sleep(Duration::from_millis(10));
        }
    };
    wait_for("before the kill", 20, begun, Duration::from_secs(30));
    // The public feeds answer, and what may lag is read from the standby.
    for (id, _) in &tables {
        let feed = http(&addr, "GET", &format!("/feeds/tables/{id}?lang=en"), None, "").unwrap();
        assert_eq!(feed.status, 200, "the public feed answers");
    }
    let on_standby = cluster.replica_connections(1);
    assert!(on_standby > 0, "tablon serve reads from the standby: {on_standby} connections there");

    // The primary's machine dies under load.
    let killed = Instant::now();
    cluster.nodes[0].kill();
    wait_for("after the kill", 1, killed, Duration::from_secs(30));
    let back = acked.lock().unwrap().iter().filter(|a| a.sent > killed).map(|a| a.answered).min().unwrap();
    let outage = back - killed;
    let promoted = api_status(&cluster.nodes[1].api, "/primary");
    wait_for("after the kill", 20, killed, Duration::from_secs(30));
    playing.store(false, Ordering::Relaxed);
    for d in drivers {
        d.join().unwrap();
    }
    assert_eq!(promoted, Some(200), "{} (the standby) is the primary", cluster.nodes[1].name);
    assert!(outage < Duration::from_secs(30), "commands accepted again within 30 s, not {outage:?}");

    // Every stream catches up with the log's end.
    let logs: Vec<_> = tables.iter().map(|(id, _)| fold(&rt, &db, *id)).collect();
    let started = Instant::now();
    while tables
        .iter()
        .enumerate()
        .any(|(t, _)| seen[t].iter().any(|s| s.lock().unwrap().view < logs[t].1.len() as u64))
    {
        assert!(started.elapsed() < Duration::from_secs(30), "every stream reaches the log's end");
        std::thread::sleep(Duration::from_millis(20));
    }
    stop.store(true, Ordering::Relaxed);
    for w in watchers {
        w.join().unwrap();
    }

    let acked = std::mem::take(&mut *acked.lock().unwrap());
    for (t, ((_, seats), (state, raw))) in tables.iter().zip(&logs).enumerate() {
        let kind = state.kind();
        let head = raw.len() as u64;
        // Every acknowledged command is in the log as it was answered, and every event after the
        // opening is some acknowledged command's: none is lost, none applied twice.
        let mut mine: Vec<&Acked> = acked.iter().filter(|a| a.table == t).collect();
        mine.sort_by_key(|a| a.body["first"].as_u64());
        let mut next = before[t] + 1;
        for a in mine {
            let (first, last) = (a.body["first"].as_u64().unwrap(), a.body["last"].as_u64().unwrap());
            assert_eq!(first, next, "table {t}: acknowledged commands follow each other in the log");
            assert!(last <= head, "table {t}: acknowledged events {first}..={last} are in the log ({head})");
            let stored: Vec<Value> = raw[first as usize - 1..last as usize]
                .iter()
                .filter_map(|e| kind.redact(e, Viewer::Seat(SeatId(a.seat))).unwrap())
                .map(|e| serde_json::from_str(e.get()).unwrap())
                .collect();
            let answered: Vec<Value> =
                a.body["events"].as_array().unwrap().iter().map(|e| e["event"].clone()).collect();
            assert_eq!(stored, answered, "table {t}: the log holds exactly what was acknowledged");
            next = last + 1;
        }
        assert_eq!(next, head + 1, "table {t}: every event in the log was acknowledged once");
        // Every stream delivered the log as its seat (or the spectator) sees it: each event once,
        // in order.
        let viewers = seats.iter().map(|(s, _)| Viewer::Seat(SeatId(*s))).chain([Viewer::Spectator]);
        for (viewer, seen) in viewers.zip(&seen[t]) {
            let seen = seen.lock().unwrap();
            let expected: Vec<(u64, Value)> = raw
                .iter()
                .enumerate()
                .filter_map(|(i, e)| {
                    let e = kind.redact(e, viewer).unwrap()?;
                    Some((i as u64 + 1, serde_json::from_str(e.get()).unwrap()))
                })
                .collect();
            assert!(seen.events == expected, "table {t}, {viewer:?}: the stream carried the log exactly");
        }
    }
    // Both processes reconnected on their own: each answers, and is ready.
    for s in &mut servers {
        assert!(s.child.try_wait().unwrap().is_none(), "tablon serve is still running");
        let ready = http(&s.addr, "GET", "/readyz", None, "").unwrap();
        assert_eq!(ready.status, 200, "tablon serve is ready on the new primary");
    }
    eprintln!(
        "database failover: commands accepted again {:.1} s after the primary was killed; {} commands \
         acknowledged ({} sent after the kill), {} resends; whole test {:.1} s",
        outage.as_secs_f64(),
        acked.len(),
        acked.iter().filter(|a| a.sent > killed).count(),
        resent.load(Ordering::Relaxed),
        begun.elapsed().as_secs_f64()
    );
    rt.block_on(db.close()).unwrap();
    drop(proxy);
    drop(servers);
    drop(cluster);
}

#[test]
fn the_deployment_guide_shows_the_tested_patroni_and_database_proxy_configurations() {
    let guide = std::fs::read_to_string(root().join("docs/deploy.md")).unwrap();
    for (file, lang) in [("docs/patroni.yml", "yaml"), ("docs/haproxy-postgres.cfg", "haproxy")] {
        let text = std::fs::read_to_string(root().join(file)).unwrap();
        assert!(
            guide.contains(&format!("```{lang}\n{text}```")),
            "docs/deploy.md shows {file} as it is (copy the file into its ```{lang} block)"
        );
    }
}
