//! `tablon bench load`: the load generator for `tablon serve` (`bench/server/run.sh`, `proxy.sh`):
//! M concurrent tables, each driven by its seats over HTTP on one keep-alive connection per table,
//! one command in flight per table (the seats take turns as the game asks), bounded by a command
//! count and a duration. Every answered command was committed before its answer (the server
//! appends durably before replying).
//!
//! The generator keeps a full mirror of each table to choose legal commands (the games'
//! `random_command`): it replays each acknowledged command locally with the dice faces the server
//! reported in the answer's `rolls`, so it never reads the database. Games whose set-up rolls dice
//! cannot be mirrored that way and are refused.
//!
//! It is part of `tablon` (it was an example of the server crate) so that the benchmarks measure
//! the README's own release build (`cargo build --release -p cli`) without building anything
//! else first:
//!
//! ```sh
//! target/release/tablon bench load --url http://127.0.0.1:8080 --tables 10 --seconds 10
//! ```

use std::time::{Duration, Instant};

use dice::{DiceSource, Die};
use engine::SeatId;
use games::{AnyState, GameKind, Picker};
use serde_json::{Value, json};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;

struct Conn {
    stream: BufReader<TcpStream>,
    host: String,
}

impl Conn {
    async fn open(host: &str) -> Conn {
        let s = TcpStream::connect(host).await.expect("the server answers");
        s.set_nodelay(true).unwrap();
        Conn { stream: BufReader::new(s), host: host.to_owned() }
    }

    async fn req(
        &mut self,
        method: &str,
        path: &str,
        body: &Value,
        auth: &str,
    ) -> (u16, Vec<u8>, Option<String>) {
        let body = body.to_string();
        let head = format!(
            "{method} {path} HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\nX-Tablon-CSRF: 1\r\n{auth}Content-Length: {}\r\n\r\n",
            self.host,
            body.len()
        );
        let s = self.stream.get_mut();
        s.write_all(head.as_bytes()).await.unwrap();
        s.write_all(body.as_bytes()).await.unwrap();
        let mut status = 0;
        let mut len = 0usize;
        let mut cookie = None;
        let mut line = String::new();
        loop {
            line.clear();
            self.stream.read_line(&mut line).await.unwrap();
            let l = line.trim_end();
            if l.is_empty() {
                break;
            }
            if status == 0 {
                status = l.split_whitespace().nth(1).and_then(|c| c.parse().ok()).unwrap_or(0);
            } else if let Some((k, v)) = l.split_once(':') {
                let k = k.to_ascii_lowercase();
                if k == "content-length" {
                    len = v.trim().parse().unwrap();
                } else if k == "set-cookie" && v.trim().starts_with("tablon_session=") {
                    cookie = v
                        .trim()
                        .strip_prefix("tablon_session=")
                        .and_then(|c| c.split(';').next())
                        .map(str::to_owned);
                }
            }
        }
        let mut buf = vec![0; len];
        self.stream.read_exact(&mut buf).await.unwrap();
        (status, buf, cookie)
    }
}

/// The part of a command's answer the mirror needs.
#[derive(serde::Deserialize)]
struct Answer {
    rolls: Vec<RollFaces>,
}

#[derive(serde::Deserialize)]
struct RollFaces {
    faces: Vec<u32>,
}

/// Hands out the faces the server reported, roll by roll.
struct Reported(std::collections::VecDeque<Vec<u32>>);

impl DiceSource for Reported {
    fn roll(&mut self, dice: &[Die]) -> Vec<u32> {
        let faces = self
            .0
            .pop_front()
            .expect("the server reported every roll (a set-up that rolls cannot be mirrored)");
        assert_eq!(faces.len(), dice.len(), "the mirror throws the dice the server threw");
        faces
    }
}

/// Drive a running `tablon serve` with random legal play at many tables at once; prints one JSON
/// line (commands, commands per second, p50 and p99 latency).
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The server's address (`http://` is optional).
    #[arg(long = "url", default_value = "127.0.0.1:8080", value_parser = host)]
    host: String,
    /// Tables played at once.
    #[arg(long, default_value_t = 10)]
    tables: usize,
    /// How long to play, in seconds.
    #[arg(long, default_value_t = 10)]
    seconds: u64,
    /// Most commands in all.
    #[arg(long, default_value_t = 1_000_000)]
    max_commands: usize,
    /// The game (its shipped log's set-up is used).
    #[arg(long, default_value = "tragedy-looper")]
    game: String,
}

fn host(url: &str) -> Result<String, String> {
    Ok(url.trim_start_matches("http://").trim_end_matches('/').to_owned())
}

fn config_of(game: &str) -> Value {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    for krate in std::fs::read_dir(&root).unwrap().flatten() {
        for f in std::fs::read_dir(krate.path().join("logs")).into_iter().flatten().flatten() {
            if let Ok(v) =
                serde_json::from_str::<Value>(&std::fs::read_to_string(f.path()).unwrap_or_default())
                && v["game"] == game
            {
                return v["config"].clone();
            }
        }
    }
    panic!("no shipped log of {game}");
}

struct Table {
    id: i64,
    seats: Vec<(u8, String)>,
    mirror: AnyState,
}

async fn open_table(conn: &mut Conn, cookie: &str, kind: GameKind, config: &Value) -> Table {
    let body = json!({"game": kind.id(), "title": "bench", "config": config});
    let (status, t, _) = conn.req("POST", "/api/tables", &body, cookie).await;
    let t: Value = serde_json::from_slice(&t).unwrap_or_default();
    assert_eq!(status, 201, "{t}");
    let mut no_dice = Reported(Default::default());
    let started = kind.start(config, &mut no_dice).expect("the shipped config starts");
    let seats = t["invitations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| {
            (
                i["seat"].as_u64().unwrap() as u8,
                format!("Authorization: Bearer {}\r\n", i["token"].as_str().unwrap()),
            )
        })
        .collect();
    Table { id: t["id"].as_i64().unwrap(), seats, mirror: started.state }
}

/// Runs the load and prints its JSON line.
pub fn run(a: Args) -> anyhow::Result<std::process::ExitCode> {
    tokio::runtime::Builder::new_multi_thread().enable_all().build()?.block_on(load(a));
    Ok(std::process::ExitCode::SUCCESS)
}

async fn load(a: Args) {
    let kind = GameKind::from_id(&a.game).expect("a known game");
    let config = config_of(&a.game);
    let mut setup = Conn::open(&a.host).await;
    let name = format!("bench{}", std::process::id());
    let (status, _, cookie) = setup
        .req("POST", "/api/accounts", &json!({"username": name, "password": "bench password"}), "")
        .await;
    assert_eq!(status, 201);
    let cookie = format!("Cookie: tablon_session={}\r\n", cookie.unwrap());
    let per_table = a.max_commands / a.tables.max(1);
    // Open every table first, then start the clock.
    let mut tables = Vec::new();
    for _ in 0..a.tables {
        tables.push(open_table(&mut setup, &cookie, kind, &config).await);
    }
    let started = Instant::now();
    let deadline = started + Duration::from_secs(a.seconds);
    let mut tasks = Vec::new();
    for (t, mut table) in tables.into_iter().enumerate() {
        let (host, cookie, config) = (a.host.clone(), cookie.clone(), config.clone());
        tasks.push(tokio::spawn(async move {
            let mut conn = Conn::open(&host).await;
            let mut picker = Picker::new(t as u64);
            let mut latencies = Vec::new();
            let mut last_seat = None;
            while Instant::now() < deadline && latencies.len() < per_table {
                // Prefer a seat other than the one that acted last: the seats take turns.
                let mut waiting = table.mirror.waiting_on();
                waiting.sort_by_key(|s| Some(*s) == last_seat);
                let choice = waiting
                    .iter()
                    .find_map(|s| table.mirror.random_command(*s, &mut |n| picker.pick(n)).map(|c| (*s, c)));
                let Some((seat, command)) = choice else {
                    table = open_table(&mut conn, &cookie, kind, &config).await; // game over: a new one
                    continue;
                };
                let auth = &table.seats.iter().find(|(n, _)| *n == seat.0).expect("a link per seat").1;
                let path = format!("/api/tables/{}/commands", table.id);
                let sent = Instant::now();
                let (status, body, _) = conn.req("POST", &path, &json!({"command": command}), auth).await;
                latencies.push(sent.elapsed());
                assert_eq!(status, 200, "{}", String::from_utf8_lossy(&body));
                // Only the faces are needed: the rest of the answer (events, view) is skipped over.
                let answer: Answer = serde_json::from_slice(&body).expect("a command's answer");
                let faces = answer.rolls.into_iter().map(|r| r.faces).collect();
                let events = table
                    .mirror
                    .decide(SeatId(seat.0), &command, &mut Reported(faces))
                    .expect("the mirror agrees");
                table.mirror.apply_events(&events).unwrap();
                last_seat = Some(seat);
            }
            latencies
        }));
    }
    let mut all = Vec::new();
    for t in tasks {
        all.extend(t.await.unwrap());
    }
    let secs = started.elapsed().as_secs_f64();
    all.sort();
    let q = |p: f64| {
        all.get(((all.len() as f64 * p) as usize).min(all.len().saturating_sub(1)))
            .map(|d| d.as_secs_f64() * 1000.0)
            .unwrap_or(0.0)
    };
    outln!(
        "{}",
        json!({"tables": a.tables, "game": kind.id(), "seconds": (secs * 10.0).round() / 10.0, "commands": all.len(),
               "commands_per_s": (all.len() as f64 / secs).round(), "p50_ms": (q(0.5) * 100.0).round() / 100.0,
               "p99_ms": (q(0.99) * 100.0).round() / 100.0})
    );
}
