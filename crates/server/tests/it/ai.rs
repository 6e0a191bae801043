//! Tables where the server plays Tragedy Looper's Mastermind (issue 8), and the deduction
//! assistant's endpoint, over the HTTP API.

use crate::common;

use std::time::Duration;

use crate::common::{Auth, TestServer, shipped_logs};
use axum::http::StatusCode;
use engine::SeatId;
use serde_json::{Value, json};
use store::{Store, TableId};

fn looper_log() -> Value {
    shipped_logs().into_iter().find(|(_, v)| v["game"] == "tragedy-looper").expect("a shipped log").1
}

/// Opens a Tragedy Looper table with the AI Mastermind; returns its id and the Protagonists' links.
async fn ai_table(s: &TestServer, owner: &Auth, assistant: bool) -> (i64, Vec<(u8, Auth)>) {
    let log = looper_log();
    let body = json!({"game": "tragedy-looper", "title": "solo", "config": log["config"],
                      "ai_seats": [0], "assistant": assistant, "spectators": true});
    let r = s.post("/api/tables", body, owner).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    assert_eq!(r.json["ai_seats"], json!([0]));
    let seats: Vec<(u8, Auth)> = r.json["invitations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| (i["seat"].as_u64().unwrap() as u8, Auth::Seat(i["token"].as_str().unwrap().to_owned())))
        .collect();
    (r.json["id"].as_i64().unwrap(), seats)
}

/// The full state, folded from the store (the test's referee, to pick legal Protagonist moves).
async fn full_state(s: &TestServer, id: i64) -> (tragedy_looper::State, Vec<Value>) {
    let events = s.state.db().events_since(TableId(id), 0).await.unwrap();
    let mut any = games::AnyState::new(games::GameKind::TragedyLooper);
    let raw: Vec<Value> = events.iter().map(|e| common::value(&e.event)).collect();
    for e in &events {
        any.apply(&e.event).unwrap();
    }
    let games::AnyState::TragedyLooper(state) = any else { unreachable!() };
    (*state, raw)
}

/// Waits until every AI driver of `servers` has stopped (each wakes when a command is answered).
async fn settled(servers: &[&server::AppState]) {
    for state in servers {
        tokio::time::timeout(Duration::from_secs(60), server::ai::settled(state))
            .await
            .expect("the AI Mastermind answers within a minute");
    }
}

/// Waits until the AI has played, then checks that the game waits on someone other than the AI (or
/// on no one).
async fn until_humans_turn(s: &TestServer, id: i64, auth: &Auth) -> Value {
    settled(&[&s.state]).await;
    let t = s.get(&format!("/api/tables/{id}"), auth).await;
    assert_eq!(t.status, StatusCode::OK, "{}", t.text);
    assert!(!t.json["waiting_on"].as_array().unwrap().contains(&json!(0)), "the AI Mastermind answered");
    t.json
}

/// Protagonists play over the API (random legal moves); each time the game waits on the
/// Mastermind, the AI answers through the same command path (its events are in the log with seat
/// 0), until a loop ends.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_ai_mastermind_answers_every_time_until_a_loop_ends() {
    let s = TestServer::new().await;
    let owner = s.user("ana").await;
    let (id, seats) = ai_table(&s, &owner, false).await;
    assert!(seats.iter().all(|(n, _)| *n != 0), "the AI seat gets no invitation link");
    assert!(!seats.is_empty());
    let t = s.get(&format!("/api/tables/{id}"), &owner).await;
    assert_eq!(t.json["seats"][0]["ai"], true);
    assert_eq!(t.json["seats"][0]["invited"], false);

    let mut rng = 0x5eed_u64;
    let mut ai_answers = 0;
    let mut human_moves = 0;
    let mut loop_ended = false;
    for _ in 0..2_000 {
        let table = until_humans_turn(&s, id, &owner).await;
        let (state, raw) = full_state(&s, id).await;
        if raw.iter().any(|e| e["type"] == "loop_ended") {
            loop_ended = true;
            break;
        }
        let waiting = table["waiting_on"].as_array().unwrap();
        let Some(seat) = waiting.first().and_then(Value::as_u64) else { break };
        let seat = seat as u8;
        let auth = &seats.iter().find(|(n, _)| *n == seat).expect("a Protagonist's link").1;
        let mut pick = |n: usize| {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            (rng % n as u64) as usize
        };
        let command = tragedy_looper::random_command(&state, SeatId(seat), &mut pick).expect("a legal move");
        let before = raw.len();
        let r = s.post(&format!("/api/tables/{id}/commands"), json!({"command": command}), auth).await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.text);
        human_moves += 1;
        if r.json["waiting_on"].as_array().unwrap().contains(&json!(0)) {
            until_humans_turn(&s, id, &owner).await;
            let events = s.state.db().events_since(TableId(id), before as u64).await.unwrap();
            assert!(
                events.iter().any(|e| e.seat == Some(SeatId(0))),
                "the Mastermind's turn came and the AI appended its move"
            );
            ai_answers += 1;
        }
    }
    assert!(loop_ended, "a loop ended ({human_moves} Protagonist moves, {ai_answers} AI answers)");
    assert!(ai_answers >= 3, "the AI answered each Mastermind turn ({ai_answers})");
    let stats = server::ai::stats(&s.state);
    assert!(stats.decisions >= ai_answers);
    eprintln!(
        "AI decisions: {}, mean {:.1} ms, longest {:.1} ms (this build's profile)",
        stats.decisions,
        stats.mean().as_secs_f64() * 1000.0,
        stats.longest.as_secs_f64() * 1000.0
    );
    // Every move the AI made went through the rules: a replay of the whole log is accepted.
    let (_, raw) = full_state(&s, id).await;
    assert!(raw.iter().filter(|e| e["type"] == "card_placed").count() >= 3);
}

#[tokio::test]
async fn the_ai_seat_cannot_be_joined_or_played_and_bad_ai_options_are_refused() {
    let s = TestServer::new().await;
    let owner = s.user("ana").await;
    let (id, seats) = ai_table(&s, &owner, false).await;
    // No link can be issued for it.
    let r = s.post(&format!("/api/tables/{id}/seats/0/invitation"), json!({}), &owner).await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST);
    assert_eq!(r.json["error"]["code"], "table.ai_seat");
    // A Protagonist's link does not make its holder the Mastermind.
    let r = s.get(&format!("/api/tables/{id}/view"), &seats[0].1).await;
    assert_ne!(r.json["viewer"], json!({"seat": 0}));

    let log = looper_log();
    let open = |extra: Value| {
        let mut body = json!({"game": "tragedy-looper", "title": "x", "config": log["config"]});
        for (k, v) in extra.as_object().unwrap() {
            body[k] = v.clone();
        }
        body
    };
    for (extra, code, says) in [
        (
            json!({"ai_seats": [4]}),
            "table.ai_seat",
            "only Tragedy Looper's Mastermind (seat 0) and Protagonists",
        ),
        (json!({"ai_seats": [0, 0]}), "table.ai_seat", "twice"),
        (json!({"ai_seats": [0], "seat": 0}), "table.ai_seat", "played by the server"),
    ] {
        let r = s.post("/api/tables", open(extra), &owner).await;
        assert_eq!(r.status, StatusCode::BAD_REQUEST, "{}", r.text);
        assert_eq!(r.json["error"]["code"], code);
        assert!(r.json["error"]["message"].as_str().unwrap().contains(says), "{}", r.text);
    }
    // A Protagonist seat the set-up does not have (one Protagonist player: seats 0 and 1).
    let mut one = open(json!({"ai_seats": [3]}));
    one["config"]["protagonists"] = json!(1);
    let r = s.post("/api/tables", one, &owner).await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST, "{}", r.text);
    assert_eq!(r.json["error"]["code"], "table.ai_seat");
    assert!(r.json["error"]["message"].as_str().unwrap().contains("its seats are 0, 1"), "{}", r.text);
    let forty_four = shipped_logs().into_iter().find(|(_, v)| v["game"] == "44").unwrap().1;
    for extra in [json!({"ai_seats": [0]}), json!({"assistant": true})] {
        let mut body = json!({"game": "44", "title": "x", "config": forty_four["config"]});
        for (k, v) in extra.as_object().unwrap() {
            body[k] = v.clone();
        }
        let r = s.post("/api/tables", body, &owner).await;
        assert_eq!(r.status, StatusCode::BAD_REQUEST, "{}", r.text);
        assert!(r.json["error"]["message"].as_str().unwrap().contains("Tragedy Looper"), "{}", r.text);
    }
    let before = s.state.db().list_tables(None, 100).await.unwrap().len();
    assert_eq!(before, 1, "refused tables were not created");
}

/// Opens an AI table straight in the store, as if the server had stopped before its driver ran:
/// nothing wakes it.
async fn unwoken_ai_table(s: &TestServer) -> i64 {
    let config = looper_log()["config"].clone();
    let kind = games::GameKind::TragedyLooper;
    let seed = dice::ServerSeed::generate();
    let mut roller = dice::VerifiableRoller::new(seed.clone(), "setup", 0);
    let started = kind.start(&config, &mut roller).unwrap();
    let db = s.state.db();
    let table = db
        .create_table(&store::NewTable {
            game: kind.id().into(),
            title: "after a restart".into(),
            config,
            created_by: None,
            options: store::TableOptions {
                ai_seats: vec![SeatId(0)],
                spectators: true,
                ..Default::default()
            },
            seats: started
                .state
                .seats()
                .iter()
                .map(|i| store::NewSeat { seat: i.seat, role: i.role.code().to_owned(), holder: None })
                .collect(),
        })
        .await
        .unwrap();
    db.commit_seed(table.id, &seed).await.unwrap();
    let events = started
        .events
        .into_iter()
        .map(|event| store::NewEvent { version: kind.event_version(), seat: None, event })
        .collect();
    db.append_with_rolls(table.id, 0, events, roller.take_records()).await.unwrap();
    table.id.0
}

/// The Mastermind's events of a table, in order.
async fn ai_events(s: &TestServer, id: i64) -> Vec<Value> {
    let events = s.state.db().events_since(TableId(id), 0).await.unwrap();
    events.into_iter().filter(|e| e.seat == Some(SeatId(0))).map(|e| common::value(&e.event)).collect()
}

/// At start, `ai::resume` plays the move a table was waiting on when the server stopped; and two
/// servers on one store (two `tablon serve` processes on one PostgreSQL: separate caches and
/// drivers) racing on the same positions play each AI move once: their log is the log one server
/// alone writes (the AI is deterministic for a position).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn resume_plays_pending_moves_once_even_with_two_servers() {
    let s = TestServer::new().await;
    let owner = Auth::None;
    let alone = unwoken_ai_table(&s).await;
    settled(&[&s.state]).await;
    let t = s.get(&format!("/api/tables/{alone}"), &owner).await;
    assert_eq!(t.json["waiting_on"], json!([0]), "nothing played it yet");
    assert_eq!(server::ai::resume(&s.state).await.unwrap(), 1);
    until_humans_turn(&s, alone, &owner).await;

    let raced = unwoken_ai_table(&s).await;
    let other = server::AppState::new(s.state.db().clone(), common::test_config()).await.unwrap();
    let (a, b) = tokio::join!(server::ai::resume(&s.state), server::ai::resume(&other));
    assert_eq!((a.unwrap(), b.unwrap()), (2, 2), "each server wakes both AI tables");
    settled(&[&s.state, &other]).await;
    until_humans_turn(&s, raced, &owner).await;
    let (one, two) = (ai_events(&s, alone).await, ai_events(&s, raced).await);
    assert!(!one.is_empty());
    assert_eq!(one, two, "two racing servers played each position once");
    eprintln!(
        "{} AI events; decisions: {} by one server, {} by the other",
        two.len(),
        server::ai::stats(&s.state).decisions,
        server::ai::stats(&other).decisions
    );
    // Resuming again when the game waits on the Protagonists appends nothing.
    let head = s.state.db().events_since(TableId(alone), 0).await.unwrap().len();
    server::ai::resume(&other).await.unwrap();
    settled(&[&other]).await;
    assert_eq!(s.state.db().events_since(TableId(alone), 0).await.unwrap().len(), head);
}

// ------------------------------------------------------------------------------------------------
// The deduction assistant

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn deductions_come_from_the_public_log_and_keep_the_true_script() {
    let s = TestServer::new().await;
    let owner = s.user("ana").await;
    let (id, seats) = ai_table(&s, &owner, true).await;
    until_humans_turn(&s, id, &owner).await;
    // Play a few Protagonist moves so the log holds more than the set-up.
    let mut rng = 7u64;
    for _ in 0..12 {
        let t = until_humans_turn(&s, id, &owner).await;
        let Some(seat) = t["waiting_on"].as_array().unwrap().first().and_then(Value::as_u64) else { break };
        let (state, _) = full_state(&s, id).await;
        let mut pick = |n: usize| {
            rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            ((rng >> 33) % n as u64) as usize
        };
        let command = tragedy_looper::random_command(&state, SeatId(seat as u8), &mut pick).unwrap();
        let auth = &seats.iter().find(|(n, _)| *n as u64 == seat).unwrap().1;
        let r = s.post(&format!("/api/tables/{id}/commands"), json!({"command": command}), auth).await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    }
    until_humans_turn(&s, id, &owner).await;

    let r = s.get(&format!("/api/tables/{id}/deductions"), &seats[0].1).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let d = r.json;
    assert!(d["total"].as_u64().unwrap() >= 1);
    // Sound: the true script (the config's private card) is still among the consistent ones.
    let private = &looper_log()["config"]["script"]["private"];
    for role in private["roles"].as_array().unwrap() {
        let entry = d["characters"]
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["character"] == role["character"])
            .expect("every cast member is listed");
        assert!(
            entry["roles"]
                .as_array()
                .unwrap()
                .iter()
                .any(|r| r["role"] == role["role"] && r["count"].as_u64() > Some(0)),
            "{} may still be {}",
            role["character"],
            role["role"]
        );
    }
    assert!(d["plots"].as_array().unwrap().iter().any(|p| p["main"] == private["main_plot"]));

    // The same answer comes from the public log a spectator receives, fed to the assistant alone:
    // it needs nothing else.
    let events = s.get(&format!("/api/tables/{id}/events"), &Auth::None).await;
    assert_eq!(events.status, StatusCode::OK);
    let public: Vec<_> =
        events.json["events"].as_array().unwrap().iter().map(|e| common::text(&e["event"])).collect();
    let kind = games::GameKind::TragedyLooper;
    let mut alone = serde_json::to_value(server::assistant::from_public_log(kind, &public).unwrap()).unwrap();
    alone["seq"] = d["seq"].clone();
    assert_eq!(alone, d);
    // And it refuses anything hidden: the full log starts with the private card.
    let (_, raw) = full_state(&s, id).await;
    let raw: Vec<_> = raw.iter().map(common::text).collect();
    assert_eq!(server::assistant::from_public_log(kind, &raw), Err(server::assistant::NotPublic::Hidden(0)));
    assert!(!r.text.contains("\"private\""));

    // Spectators (allowed at this table) may ask; the Mastermind's seat is not a reader here.
    assert_eq!(s.get(&format!("/api/tables/{id}/deductions"), &Auth::None).await.status, StatusCode::OK);
}

#[tokio::test]
async fn deductions_are_off_unless_the_table_chose_them() {
    let s = TestServer::new().await;
    let owner = s.user("ana").await;
    let (id, seats) = ai_table(&s, &owner, false).await;
    let r = s.get(&format!("/api/tables/{id}/deductions"), &seats[0].1).await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
    assert_eq!(r.json["error"]["code"], "assistant.disabled");
    // A stranger at a table without spectators learns nothing (not even that it exists).
    let log = looper_log();
    let body =
        json!({"game": "tragedy-looper", "title": "private", "config": log["config"], "assistant": true});
    let r = s.post("/api/tables", body, &owner).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let private_id = r.json["id"].as_i64().unwrap();
    let link = |seat: u64| {
        let inv = r.json["invitations"].as_array().unwrap().iter().find(|i| i["seat"] == seat).unwrap();
        Auth::Seat(inv["token"].as_str().unwrap().to_owned())
    };
    let stranger = s.user("eve").await;
    let denied = s.get(&format!("/api/tables/{private_id}/deductions"), &stranger).await;
    assert_eq!(denied.status, StatusCode::NOT_FOUND);
    // The Mastermind's seat (a human one here) is told the assistant is for the Protagonists.
    let mm = s.get(&format!("/api/tables/{private_id}/deductions"), &link(0)).await;
    assert_eq!(mm.status, StatusCode::FORBIDDEN);
    assert_eq!(mm.json["error"]["code"], "assistant.protagonists_only");
    let ok = s.get(&format!("/api/tables/{private_id}/deductions"), &link(1)).await;
    assert_eq!(ok.status, StatusCode::OK, "{}", ok.text);
}

/// A command pinned to the sequence number it was chosen for is not played once the log has moved:
/// the driver's guarantee that one position never gets two AI moves, even when the stale command
/// would still be legal.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_pinned_to_an_old_head_is_not_played() {
    let s = TestServer::new().await;
    let id = unwoken_ai_table(&s).await;
    let slot = server::play::slot(&s.state, TableId(id)).await.unwrap();
    let (head, state) = {
        let e = slot.entry.lock().await;
        (e.head, e.state.clone())
    };
    let command = state.ai_choose(SeatId(0), &[]).unwrap();
    let played = server::play::play_as(&s.state, &slot, SeatId(0), &command, None, Some(head)).await.unwrap();
    assert!(played.is_some());
    let after = s.state.db().events_since(TableId(id), 0).await.unwrap().len();
    let again = server::play::play_as(&s.state, &slot, SeatId(0), &command, None, Some(head)).await.unwrap();
    assert!(again.is_none(), "the log moved past the head the move was chosen for");
    assert_eq!(s.state.db().events_since(TableId(id), 0).await.unwrap().len(), after, "nothing appended");
}

/// One person plays the Mastermind (seat 0, here by the Mastermind's own prior on the full state)
/// against three AI Protagonists, to the end of the game: every Protagonist move is the server's,
/// each passed the rules, and the game has a winner.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_person_plays_the_mastermind_against_three_ai_protagonists_to_the_end() {
    let s = TestServer::new().await;
    let owner = s.user("mara").await;
    let log = looper_log();
    let body = json!({"game": "tragedy-looper", "title": "vs AI", "config": log["config"],
                      "ai_seats": [1, 2, 3], "seat": 0});
    let r = s.post("/api/tables", body, &owner).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    assert_eq!(r.json["ai_seats"], json!([1, 2, 3]));
    assert!(r.json["invitations"].as_array().unwrap().is_empty(), "every seat is taken");
    let id = r.json["id"].as_i64().unwrap();
    let mut mastermind_moves = 0;
    let mut over = false;
    for _ in 0..5_000 {
        tokio::time::timeout(Duration::from_secs(120), server::ai::settled(&s.state))
            .await
            .expect("the AI Protagonists answer");
        let (state, _) = full_state(&s, id).await;
        if state.winner().is_some() {
            over = true;
            break;
        }
        let seat = tragedy_looper::waiting_seat(&state).expect("someone to play");
        assert_eq!(seat, SeatId(0), "the game waits on the person, never on an AI seat at rest");
        let command = looper_ai::choose_with(&state, seat, looper_ai::Budget::greedy()).expect("a move");
        let r = s.post(&format!("/api/tables/{id}/commands"), json!({"command": command}), &owner).await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.text);
        mastermind_moves += 1;
    }
    assert!(over, "the game ended ({mastermind_moves} Mastermind moves)");
    let events = s.state.db().events_since(TableId(id), 0).await.unwrap();
    let ai_moves = events.iter().filter(|e| matches!(e.seat, Some(SeatId(1..=3)))).count();
    assert!(ai_moves > 20, "the AI Protagonists played ({ai_moves} events)");
    let stats = server::ai::stats(&s.state);
    eprintln!(
        "AI Protagonist decisions: {}, mean {:.1} ms, longest {:.1} ms (this build's profile)",
        stats.decisions,
        stats.mean().as_secs_f64() * 1000.0,
        stats.longest.as_secs_f64() * 1000.0
    );
}
