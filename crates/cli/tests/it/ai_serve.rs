//! Two `tablon serve` processes on one PostgreSQL with a Tragedy Looper table whose Mastermind the
//! server plays (issue 8): both resume it at start and race on the AI's moves, then Protagonists
//! play through both processes until a loop ends. Every AI move in the log is the AI's decision for
//! exactly the position it was appended at, so no position got two moves, whichever process played
//! it. Skipped without `TABLON_TEST_POSTGRES_URL` (`scripts/postgres` starts a server).

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

use engine::Game;
use serde_json::{Value, json};
use store::{Database, NewEvent, NewSeat, NewTable, Store, TableId, TableOptions};
use tragedy_looper::{MASTERMIND, TragedyLooper};

use crate::common::{Scratch, Server};

fn http(addr: &str, method: &str, path: &str, body: Option<&Value>, token: &str) -> (u16, Value) {
    let mut s = TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
    let body = body.map(|b| b.to_string()).unwrap_or_default();
    write!(
        s,
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Type: application/json\r\nAuthorization: Bearer {token}\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut raw = Vec::new();
    s.read_to_end(&mut raw).unwrap();
    let text = String::from_utf8_lossy(&raw);
    let (head, body) = text.split_once("\r\n\r\n").unwrap();
    let status = head.split_whitespace().nth(1).unwrap().parse().unwrap();
    (status, serde_json::from_str(body).unwrap_or(Value::Null))
}

/// Opens the table straight in the store (nothing wakes it) and issues links for the Protagonists.
async fn open(db: &Database) -> (i64, Vec<(u8, String)>) {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../tragedy-looper/logs/fs1_two_days.json");
    let log: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let kind = games::GameKind::TragedyLooper;
    let seed = dice::ServerSeed::generate();
    let mut roller = dice::VerifiableRoller::new(seed.clone(), "setup", 0);
    let started = kind.start(&log["config"], &mut roller).unwrap();
    let seats = started.state.seats();
    let table = db
        .create_table(&NewTable {
            game: kind.id().into(),
            title: "two processes, one AI".into(),
            config: log["config"].clone(),
            created_by: None,
            options: TableOptions { ai_seats: vec![MASTERMIND], ..TableOptions::default() },
            seats: seats
                .iter()
                .map(|i| NewSeat { seat: i.seat, role: i.role.code().to_owned(), holder: None })
                .collect(),
        })
        .await
        .unwrap();
    db.commit_seed(table.id, &seed).await.unwrap();
    let events =
        started.events.into_iter().map(|event| NewEvent { version: kind.event_version(), seat: None, event });
    db.append_with_rolls(table.id, 0, events.collect(), roller.take_records()).await.unwrap();
    let mut links = Vec::new();
    for i in seats.iter().filter(|i| i.seat != MASTERMIND) {
        let token = store::new_token();
        db.issue_invitation(table.id, i.seat, &store::TokenHash::of(&token), None).await.unwrap();
        links.push((i.seat.0, token));
    }
    (table.id.0, links)
}

/// Walks the log: each run of the Mastermind's events must be exactly what the AI decides for the
/// state folded so far (the AI is deterministic for a position). Returns the AI moves checked.
fn check_ai_moves(log: &[store::StoredEvent]) -> usize {
    let mut state = tragedy_looper::State::default();
    let mut i = 0;
    let mut moves = 0;
    while i < log.len() {
        if log[i].seat == Some(MASTERMIND) {
            let command =
                looper_ai::choose_with(&state, MASTERMIND, games::LOOPER_AI_BUDGET).unwrap_or_else(|| {
                    panic!("event {} is the Mastermind's, but the AI had no move there", log[i].seq)
                });
            let mut no_dice = dice::Scripted::new(Vec::new());
            let events = TragedyLooper::decide(&state, MASTERMIND, &command, &mut no_dice).unwrap();
            let stored: Vec<tragedy_looper::Event> = log[i..(i + events.len()).min(log.len())]
                .iter()
                .map(|e| serde_json::from_str(e.event.get()).unwrap())
                .collect();
            assert_eq!(
                stored, events,
                "the AI's move at event {} is its decision for that position",
                log[i].seq
            );
            assert!(log[i..i + events.len()].iter().all(|e| e.seat == Some(MASTERMIND)));
            for e in &events {
                TragedyLooper::apply(&mut state, e);
            }
            i += events.len();
            moves += 1;
        } else {
            let e: tragedy_looper::Event = serde_json::from_str(log[i].event.get()).unwrap();
            TragedyLooper::apply(&mut state, &e);
            i += 1;
        }
    }
    moves
}

#[test]
fn postgres_two_processes_play_each_ai_move_once() {
    let Some(scratch) = Scratch::from_env("the two-process AI test") else { return };
    let url = scratch.url.clone();
    let rt = tokio::runtime::Builder::new_multi_thread().enable_all().build().unwrap();
    let db = rt.block_on(Database::connect(&url)).unwrap();
    let (id, links) = rt.block_on(open(&db));
    // Both processes find the table waiting on the AI at start and race on its moves.
    let servers = [Server::start(&url), Server::start(&url)];
    let mut rng = 0x9e37_79b9_u64;
    let started = Instant::now();
    let mut protagonist_moves = 0;
    loop {
        assert!(started.elapsed() < Duration::from_secs(120), "the game did not reach a loop's end");
        let log = rt.block_on(db.events_since(TableId(id), 0)).unwrap();
        let mut state = tragedy_looper::State::default();
        for e in &log {
            TragedyLooper::apply(&mut state, &serde_json::from_str(e.event.get()).unwrap());
        }
        if log.iter().any(|e| {
            serde_json::from_str::<serde_json::Value>(e.event.get()).unwrap()["type"] == "loop_ended"
        }) {
            break;
        }
        let Some(seat) = tragedy_looper::waiting_seat(&state) else { break };
        if seat == MASTERMIND {
            std::thread::sleep(Duration::from_millis(20));
            continue;
        }
        let mut pick = |n: usize| {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            (rng % n as u64) as usize
        };
        let command = tragedy_looper::random_command(&state, seat, &mut pick).unwrap();
        let token = &links.iter().find(|(n, _)| *n == seat.0).unwrap().1;
        // Alternate the processes, so each one's driver wakes in turn.
        let server = &servers[protagonist_moves % 2];
        let (status, body) = http(
            &server.addr,
            "POST",
            &format!("/api/tables/{id}/commands"),
            Some(&json!({"command": command})),
            token,
        );
        assert_eq!(status, 200, "{body}");
        protagonist_moves += 1;
    }
    // Let any late driver finish, then check every AI move against its position.
    std::thread::sleep(Duration::from_millis(500));
    let log = rt.block_on(db.events_since(TableId(id), 0)).unwrap();
    let moves = check_ai_moves(&log);
    assert!(moves >= 3, "{moves} AI moves");
}
