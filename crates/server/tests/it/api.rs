//! The server's API tests: accounts, access, play, secrets, concurrency, posts, dice, limits.

use crate::common;

use std::collections::{BTreeMap, BTreeSet};

use crate::common::{Auth, TestServer, log_of, shipped_logs};
use axum::http::{Method, StatusCode};
use engine::{SeatId, Viewer};
use games::{AnyState, GameKind, Picker};
use serde_json::{Value, json};
use store::{Store, TableId};

/// The table's state folded from the store's full log (the test's own referee).
async fn full_state(s: &TestServer, id: i64) -> (AnyState, Vec<Value>) {
    let table = s.state.db().table(TableId(id)).await.unwrap();
    let kind = GameKind::from_id(&table.game).unwrap();
    let mut state = AnyState::new(kind);
    let events = s.state.db().events_since(TableId(id), 0).await.unwrap();
    let raw: Vec<Value> = events.iter().map(|e| common::value(&e.event)).collect();
    for e in &events {
        state.apply(&e.event).unwrap();
    }
    (state, raw)
}

// ------------------------------------------------------------------------------------------------
// Accounts

#[tokio::test]
async fn sign_up_sign_in_sign_out() {
    let s = TestServer::new().await;
    let me = s.user("Alice").await;
    let r = s.get("/api/me", &me).await;
    assert_eq!(r.json["username"], "alice", "usernames are normalised to lowercase");
    let dup = s
        .post("/api/accounts", json!({"username": "alice", "password": "another password"}), &Auth::None)
        .await;
    assert_eq!(dup.status, StatusCode::CONFLICT);
    assert_eq!(dup.json["error"]["code"], "user.taken");
    let wrong = s
        .post("/api/sessions", json!({"username": "alice", "password": "wrong password"}), &Auth::None)
        .await;
    assert_eq!(wrong.status, StatusCode::UNAUTHORIZED);
    let ok = s
        .post("/api/sessions", json!({"username": "ALICE", "password": "correct horse battery"}), &Auth::None)
        .await;
    assert_eq!(ok.status, StatusCode::OK);
    let cookie = ok.headers.get("set-cookie").unwrap().to_str().unwrap().to_owned();
    assert!(cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax"), "{cookie}");
    let out = s.req(Method::DELETE, "/api/sessions", None, &me).await;
    assert_eq!(out.status, StatusCode::NO_CONTENT);
    assert_eq!(s.get("/api/me", &me).await.status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn bad_account_input_says_what_is_allowed() {
    let s = TestServer::new().await;
    let r = s.post("/api/accounts", json!({"username": "a", "password": "correct horse"}), &Auth::None).await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST);
    assert!(r.json["error"]["message"].as_str().unwrap().contains("3 to 32"));
    let r = s.post("/api/accounts", json!({"username": "bob", "password": "short"}), &Auth::None).await;
    assert_eq!(r.json["error"]["code"], "account.password");
}

#[tokio::test]
async fn state_changing_requests_with_cookies_need_the_csrf_header() {
    let s = TestServer::new().await;
    let me = s.user("alice").await;
    let Auth::Session(token) = &me else { unreachable!() };
    let req = axum::http::Request::builder()
        .method(Method::POST)
        .uri("/api/tables")
        .header("cookie", format!("tablon_session={token}"))
        .header("content-type", "application/json")
        .body(axum::body::Body::from(json!({"game": "44", "title": "x", "config": {}}).to_string()))
        .unwrap();
    let r = s.send(req).await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
    assert_eq!(r.json["error"]["code"], "csrf.missing_header");
}

#[tokio::test]
async fn request_bodies_and_posts_are_limited() {
    let s = TestServer::new().await;
    let me = s.user("alice").await;
    let big = "x".repeat(300 * 1024);
    let r = s.post("/api/tables", json!({"game": "44", "title": big, "config": {}}), &me).await;
    assert_eq!(r.status, StatusCode::PAYLOAD_TOO_LARGE);
    let (id, seats) = s.table_from_log(&me, &log_of("44"), false).await;
    let long = "y".repeat(20_001);
    let r = s
        .post(&format!("/api/tables/{id}/posts"), json!({"thread": "talk", "body": long}), &seats[0].1)
        .await;
    assert_eq!(r.json["error"]["code"], "post.length");
}

#[tokio::test]
async fn rate_limit_per_caller() {
    let config = server::AppConfig { rate_per_sec: 0.001, rate_burst: 3.0, ..common::test_config() };
    let s = TestServer::with_config(config).await;
    let mut codes = Vec::new();
    for _ in 0..5 {
        codes.push(s.get("/api/games", &Auth::Seat("some-token".into())).await.status.as_u16());
    }
    assert_eq!(codes, [200, 200, 200, 429, 429]);
}

#[tokio::test]
async fn rate_limit_is_per_account_not_per_session() {
    let config = server::AppConfig { rate_per_sec: 0.001, rate_burst: 6.0, ..common::test_config() };
    let s = TestServer::with_config(config).await;
    // Anonymous bucket: sign up and a second sign-in (2 of 6).
    let a = s.user("alice").await;
    let r = s
        .post("/api/sessions", json!({"username": "alice", "password": "correct horse battery"}), &Auth::None)
        .await;
    let b = Auth::Session(common::session_of(&r.headers).unwrap());
    // Alice's bucket: open a table (1 of 6), then both sessions share what is left.
    let (id, seats) = s.table_from_log(&a, &log_of("44"), false).await;
    let mut codes = Vec::new();
    for i in 0..6 {
        let who = if i % 2 == 0 { &a } else { &b };
        codes.push(s.get("/api/me", who).await.status.as_u16());
    }
    assert_eq!(codes, [200, 200, 200, 200, 200, 429], "two sessions of one account share one bucket");
    // A seat link has its own bucket, and so do anonymous callers.
    let seat = &seats[0].1;
    let mut codes = Vec::new();
    for _ in 0..7 {
        codes.push(s.get(&format!("/api/tables/{id}/view"), seat).await.status.as_u16());
    }
    assert_eq!(codes, [200, 200, 200, 200, 200, 200, 429]);
    assert_eq!(s.get("/api/games", &Auth::None).await.status, StatusCode::OK);
    assert_eq!(s.get("/api/me", &b).await.status, StatusCode::TOO_MANY_REQUESTS);
}

// ------------------------------------------------------------------------------------------------
// Tables, seats, access

#[tokio::test]
async fn a_bad_config_is_refused_with_what_is_allowed() {
    let s = TestServer::new().await;
    let me = s.user("alice").await;
    let r = s.post("/api/tables", json!({"game": "44", "title": "x", "config": {"nope": 1}}), &me).await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST, "{}", r.text);
    assert_eq!(r.json["error"]["code"], "input.malformed");
    let r = s.post("/api/tables", json!({"game": "chess", "title": "x", "config": {}}), &me).await;
    assert!(r.json["error"]["message"].as_str().unwrap().contains("known games are"));
    let r = s.post("/api/tables", json!({"game": "44", "title": "x", "config": {}}), &Auth::None).await;
    assert_eq!(r.status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn no_seat_acts_for_another_or_touches_another_table() {
    let s = TestServer::new().await;
    let owner = s.user("owner").await;
    let log = log_of("tragedy-looper");
    let (a, seats_a) = s.table_from_log(&owner, &log, false).await;
    let (b, _) = s.table_from_log(&owner, &log, false).await;
    let seat1 = &seats_a.iter().find(|(n, _)| *n == 1).unwrap().1;
    // A seat link of table a opens nothing at table b.
    for path in ["view", "events", "posts"] {
        let r = s.get(&format!("/api/tables/{b}/{path}"), seat1).await;
        assert_eq!(r.status, StatusCode::NOT_FOUND, "{path}: {}", r.text);
    }
    let r = s.post(&format!("/api/tables/{b}/commands"), json!({"command": {}}), seat1).await;
    assert_eq!(r.status, StatusCode::NOT_FOUND);
    // A seat cannot choose another seat to act as.
    let req = axum::http::Request::builder()
        .method(Method::GET)
        .uri(format!("/api/tables/{a}/view"))
        .header(
            "authorization",
            format!(
                "Bearer {}",
                match seat1 {
                    Auth::Seat(t) => t.clone(),
                    _ => unreachable!(),
                }
            ),
        )
        .header("x-tablon-seat", "0")
        .body(axum::body::Body::empty())
        .unwrap();
    assert_eq!(s.send(req).await.status, StatusCode::FORBIDDEN);
    // The view answered to seat 1 is seat 1's.
    let v = s.get(&format!("/api/tables/{a}/view"), seat1).await;
    assert_eq!(v.json["viewer"], json!({"seat": 1}));
    // Signed out, and a private table: not found.
    assert_eq!(s.get(&format!("/api/tables/{a}/view"), &Auth::None).await.status, StatusCode::NOT_FOUND);
    // A stranger account too.
    let stranger = s.user("stranger").await;
    assert_eq!(s.get(&format!("/api/tables/{a}"), &stranger).await.status, StatusCode::NOT_FOUND);
    // Only the owner or seat 0 manages links.
    let r = s.post(&format!("/api/tables/{a}/seats/2/invitation"), json!({}), seat1).await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
    // An unknown bearer token is refused outright.
    let r = s.get(&format!("/api/tables/{a}/view"), &Auth::Seat("nonsense".into())).await;
    assert_eq!(r.status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn spectators_see_only_the_public_view() {
    let s = TestServer::new().await;
    let owner = s.user("owner").await;
    let (id, _) = s.table_from_log(&owner, &log_of("tragedy-looper"), true).await;
    let (state, _) = full_state(&s, id).await;
    let r = s.get(&format!("/api/tables/{id}/view"), &Auth::None).await;
    assert_eq!(r.status, StatusCode::OK);
    assert_eq!(r.json["view"], state.view(Viewer::Spectator));
    let r = s.post(&format!("/api/tables/{id}/commands"), json!({"command": {}}), &Auth::None).await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
    let r = s
        .post(&format!("/api/tables/{id}/posts"), json!({"thread": "talk", "body": "hi"}), &Auth::None)
        .await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn reissuing_a_link_revokes_the_old_one() {
    let s = TestServer::new().await;
    let owner = s.user("owner").await;
    let (id, seats) = s.table_from_log(&owner, &log_of("44"), false).await;
    let (n, old) = seats[1].clone();
    assert_eq!(s.get(&format!("/api/tables/{id}/view"), &old).await.status, StatusCode::OK);
    let r = s.post(&format!("/api/tables/{id}/seats/{n}/invitation"), json!({}), &owner).await;
    let new = Auth::Seat(r.json["token"].as_str().unwrap().to_owned());
    assert_eq!(s.get(&format!("/api/tables/{id}/view"), &old).await.status, StatusCode::UNAUTHORIZED);
    assert_eq!(s.get(&format!("/api/tables/{id}/view"), &new).await.json["viewer"], json!({"seat": n}));
    let r = s.req(Method::DELETE, &format!("/api/tables/{id}/seats/{n}/invitation"), None, &owner).await;
    assert_eq!(r.status, StatusCode::NO_CONTENT);
    assert_eq!(s.get(&format!("/api/tables/{id}/view"), &new).await.status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn joining_by_link_signed_in_makes_the_account_the_holder() {
    let s = TestServer::new().await;
    let owner = s.user("owner").await;
    let (id, seats) = s.table_from_log(&owner, &log_of("44"), false).await;
    let bob = s.user("bob").await;
    let Auth::Seat(token) = &seats[1].1 else { unreachable!() };
    let r = s.post("/api/join", json!({"token": token}), &bob).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert!(r.headers.get("set-cookie").unwrap().to_str().unwrap().contains(&format!("tablon_seat_{id}=")));
    let v = s.get(&format!("/api/tables/{id}/view"), &bob).await;
    assert_eq!(v.json["viewer"], json!({"seat": seats[1].0}));
    assert_eq!(s.post("/api/join", json!({"token": "nope"}), &bob).await.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn revoking_or_reissuing_a_link_takes_the_seat_from_the_account_that_joined_by_it() {
    let s = TestServer::new().await;
    let owner = s.user("owner").await;
    let (id, seats) = s.table_from_log(&owner, &log_of("44"), false).await;
    let bob = s.user("bob").await;
    let Auth::Seat(token) = &seats[1].1 else { unreachable!() };
    assert_eq!(s.post("/api/join", json!({"token": token}), &bob).await.status, StatusCode::OK);
    let post = json!({"thread": "talk", "body": "still here"});
    assert_eq!(
        s.post(&format!("/api/tables/{id}/posts"), post.clone(), &bob).await.status,
        StatusCode::CREATED
    );
    let n = seats[1].0;
    let r = s.req(Method::DELETE, &format!("/api/tables/{id}/seats/{n}/invitation"), None, &owner).await;
    assert_eq!(r.status, StatusCode::NO_CONTENT);
    let r = s.post(&format!("/api/tables/{id}/seats/{n}/invitation"), json!({}), &owner).await;
    assert_eq!(r.status, StatusCode::OK);
    // Bob's account reads no view of seat 1 and posts nothing as seat 1 (the table is private).
    assert_eq!(s.get(&format!("/api/tables/{id}/view"), &bob).await.status, StatusCode::NOT_FOUND);
    assert_eq!(s.post(&format!("/api/tables/{id}/posts"), post, &bob).await.status, StatusCode::NOT_FOUND);
    assert!(s.get("/api/me", &bob).await.json["seats"].as_array().unwrap().is_empty());
}

#[tokio::test]
async fn a_post_shows_its_author_by_seat_and_name_never_by_account_id() {
    let s = TestServer::new().await;
    let owner = s.user("owner").await;
    let (id, seats) = s.table_from_log(&owner, &log_of("tragedy-looper"), false).await;
    let bob = s.user("bob").await;
    let Auth::Seat(token) = &seats[1].1 else { unreachable!() };
    assert_eq!(s.post("/api/join", json!({"token": token}), &bob).await.status, StatusCode::OK);
    let r = s.post(&format!("/api/tables/{id}/posts"), json!({"thread": "talk", "body": "hi"}), &bob).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    assert_eq!(r.json["yours"], json!(true));
    let r = s.post(&format!("/api/tables/{id}/posts"), json!({"thread": "talk", "body": "yo"}), &owner).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let list = s.get(&format!("/api/tables/{id}/posts?thread=talk"), &seats[2].1).await;
    let posts = list.json["posts"].as_array().unwrap();
    assert_eq!(posts.len(), 2);
    for p in posts {
        assert!(p.get("author_user").is_none(), "no account id: {p}");
        assert_eq!(p["yours"], json!(false));
    }
    let seat_name = s.get(&format!("/api/tables/{id}"), &owner).await.json["seats"][1]["name"].clone();
    assert_eq!((&posts[0]["author"], &posts[0]["author_seat"]), (&seat_name, &json!(1)));
    assert_eq!((&posts[1]["author"], &posts[1]["author_seat"]), (&json!("owner"), &Value::Null));
}

#[tokio::test]
async fn the_moderator_sees_who_holds_each_seat_and_removes_a_holder() {
    let s = TestServer::new().await;
    let owner = s.user("owner").await;
    let (id, seats) = s.table_from_log(&owner, &log_of("tragedy-looper"), false).await;
    let bob = s.user("bob").await;
    let (n, link) = seats[1].clone();
    let Auth::Seat(token) = &link else { unreachable!() };
    assert_eq!(s.post("/api/join", json!({"token": token}), &bob).await.status, StatusCode::OK);
    let r = s.get(&format!("/api/tables/{id}/seats"), &owner).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let holder = |r: &common::Res, n: u8| {
        r.json["seats"].as_array().unwrap().iter().find(|h| h["seat"] == json!(n)).unwrap().clone()
    };
    assert_eq!(holder(&r, n), json!({"seat": n, "account": "bob", "link": true}));
    assert_eq!(holder(&r, seats[0].0), json!({"seat": seats[0].0, "account": null, "link": true}));
    // Only the moderator sees it (nor does it reveal the table to strangers).
    assert_eq!(s.get(&format!("/api/tables/{id}/seats"), &seats[2].1).await.status, StatusCode::FORBIDDEN);
    let stranger = s.user("stranger").await;
    assert_eq!(s.get(&format!("/api/tables/{id}/seats"), &stranger).await.status, StatusCode::NOT_FOUND);

    // Removing bob: his account and the link he joined by no longer open seat 1.
    let r = s.req(Method::DELETE, &format!("/api/tables/{id}/seats/{n}/holder"), None, &seats[2].1).await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
    let r = s.req(Method::DELETE, &format!("/api/tables/{id}/seats/{n}/holder"), None, &owner).await;
    assert_eq!(r.status, StatusCode::NO_CONTENT, "{}", r.text);
    assert_eq!(s.get(&format!("/api/tables/{id}/view"), &bob).await.status, StatusCode::NOT_FOUND);
    assert_eq!(s.get(&format!("/api/tables/{id}/view"), &link).await.status, StatusCode::UNAUTHORIZED);
    let r = s.get(&format!("/api/tables/{id}/seats"), &owner).await;
    assert_eq!(holder(&r, n), json!({"seat": n, "account": null, "link": false}));
}

// ------------------------------------------------------------------------------------------------
// Play and secrets

fn strings(v: &Value, out: &mut BTreeSet<String>) {
    match v {
        Value::String(s) => {
            out.insert(s.clone());
        }
        Value::Array(a) => a.iter().for_each(|x| strings(x, out)),
        Value::Object(m) => {
            for (k, x) in m {
                out.insert(k.clone());
                strings(x, out);
            }
        }
        _ => {}
    }
}

/// Plays a random game of `log`'s game and config through the API, every seat acting with its own
/// link, and checks that every view and event a seat receives is exactly what the game's `view` and
/// `redact` give it, and that no string the seat may not see (found in the full log or seat 0's
/// view, absent from everything the seat may see) appears in anything the seat received.
async fn random_game_keeps_secrets(log: &Value, seed: u64, max_commands: usize) -> (usize, BTreeSet<String>) {
    let s = TestServer::new().await;
    let owner = s.user("owner").await;
    let (id, seats) = s.table_from_log(&owner, log, false).await;
    let mut picker = Picker::new(seed);
    let mut received: Vec<(u8, String)> = Vec::new();
    // What each seat's view held at some step: a field shown once (a 44 agent made known, then
    // deactivated) is no secret later, though the final view no longer has it.
    let mut seen: BTreeMap<u8, BTreeSet<String>> = BTreeMap::new();
    let mut played = 0;
    while played < max_commands {
        let (state, _) = full_state(&s, id).await;
        for (n, _) in &seats {
            strings(&state.view(Viewer::Seat(SeatId(*n))), seen.entry(*n).or_default());
        }
        let mut waiting = state.waiting_on();
        let mut chosen = None;
        while !waiting.is_empty() && chosen.is_none() {
            let seat = waiting.swap_remove(picker.pick(waiting.len()));
            chosen = state.random_command(seat, &mut |n| picker.pick(n)).map(|c| (seat, c));
        }
        let Some((seat, command)) = chosen else { break };
        let auth = &seats.iter().find(|(n, _)| *n == seat.0).expect("every seat has a link").1;
        let r = s.post(&format!("/api/tables/{id}/commands"), json!({"command": command}), auth).await;
        assert_eq!(r.status, StatusCode::OK, "{}: {command} refused: {}", log["game"], r.text);
        received.push((seat.0, r.text));
        played += 1;
    }
    assert!(played > 0, "{}: no command was played", log["game"]);
    let (state, raw) = full_state(&s, id).await;
    let kind = state.kind();
    let mut hidden_total = 0;
    let mut hidden_union = BTreeSet::new();
    for (_, auth) in &seats {
        if let Auth::Seat(t) = auth {
            hidden_union.insert(t.clone());
        }
    }
    let mut secrets_pool = BTreeSet::new();
    for e in &raw {
        strings(e, &mut secrets_pool);
    }
    strings(&state.view(Viewer::Seat(SeatId(0))), &mut secrets_pool);
    for (n, auth) in &seats {
        let viewer = Viewer::Seat(SeatId(*n));
        let view = s.get(&format!("/api/tables/{id}/view"), auth).await;
        assert_eq!(view.json["view"], state.view(viewer), "the API's view is the game's view");
        let events = s.get(&format!("/api/tables/{id}/events"), auth).await;
        let expected: Vec<Value> = raw.iter().filter_map(|e| common::redact(kind, e, viewer)).collect();
        let got: Vec<Value> =
            events.json["events"].as_array().unwrap().iter().map(|e| e["event"].clone()).collect();
        assert_eq!(got, expected, "the API's events are the game's redacted events");
        let posts = s.get(&format!("/api/tables/{id}/posts?thread=story"), auth).await;
        let mut allowed = seen.remove(n).unwrap_or_default();
        strings(&view.json, &mut allowed);
        strings(&events.json, &mut allowed);
        let hidden: Vec<&String> = secrets_pool.difference(&allowed).filter(|s| s.len() >= 4).collect();
        hidden_total += hidden.len();
        hidden_union.extend(hidden.iter().map(|h| (*h).clone()));
        let mut texts: Vec<&str> =
            received.iter().filter(|(seat, _)| seat == n).map(|(_, t)| t.as_str()).collect();
        texts.push(&posts.text);
        for t in texts {
            for h in &hidden {
                let quoted = serde_json::to_string(h).unwrap();
                assert!(!t.contains(&quoted), "{}: seat {n} received hidden {quoted}", log["game"]);
            }
        }
    }
    (hidden_total, hidden_union)
}

#[tokio::test]
async fn random_games_of_every_game_keep_secrets() {
    let logs = shipped_logs();
    let games: BTreeSet<String> = logs.iter().map(|(_, v)| v["game"].as_str().unwrap().to_owned()).collect();
    assert_eq!(games.len(), GameKind::ALL.len(), "a shipped log for every game");
    let mut hidden = 0;
    for (i, (_, log)) in logs.iter().enumerate() {
        for seed in 0..2 {
            hidden += random_game_keeps_secrets(log, 1000 * i as u64 + seed, 30).await.0;
        }
    }
    assert!(hidden > 0, "the test found secrets to look for");
}

/// The log lines of a random game of every game hold no seat token, password, session or hidden
/// game string.
#[tokio::test]
async fn log_lines_hold_no_secrets() {
    let captured = common::captured_logs();
    let mark = captured.len();
    // What a server logs with no game at all: migrations, an account.
    {
        let s = TestServer::new().await;
        s.user("idle").await;
    }
    let idle = captured.text_since(mark);
    let mut secrets = BTreeSet::new();
    for (i, (_, log)) in shipped_logs().iter().enumerate() {
        secrets.extend(random_game_keeps_secrets(log, 77 + i as u64, 20).await.1);
    }
    secrets.insert("correct horse battery".into());
    let text = captured.text_since(mark);
    assert!(text.lines().count() > 50, "the server logged its requests");
    // A hidden enum tag (44's agent origin `created`, a seed `revealed`) may also be a word of the
    // server's own lines (its SQL and migrations): those words are vocabulary, not the game's secret.
    for s in secrets.iter().filter(|s| !idle.contains(s.as_str())) {
        assert!(!text.contains(s.as_str()), "a log line holds the secret {s:?}");
    }
}

#[tokio::test]
async fn a_refused_command_is_a_422_with_the_rule_error_and_changes_nothing() {
    let s = TestServer::new().await;
    let owner = s.user("owner").await;
    let log = log_of("44");
    let (id, seats) = s.table_from_log(&owner, &log, false).await;
    let before = s.state.db().head(TableId(id)).await.unwrap();
    // Replay the shipped log's first command from a seat that is not waited on, or a garbage command.
    let (state, _) = full_state(&s, id).await;
    let waiting = state.waiting_on();
    let idle = seats.iter().find(|(n, _)| !waiting.contains(&SeatId(*n)));
    let cmd = &log["commands"][0]["command"];
    if let Some((_, auth)) = idle {
        let r = s.post(&format!("/api/tables/{id}/commands"), json!({"command": cmd}), auth).await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", r.text);
        assert!(r.json["error"]["code"].as_str().unwrap().contains('.'));
    }
    let r = s
        .post(
            &format!("/api/tables/{id}/commands"),
            json!({"command": {"type": "no_such_thing"}}),
            &seats[0].1,
        )
        .await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST);
    assert_eq!(r.json["error"]["code"], "input.malformed");
    assert_eq!(s.state.db().head(TableId(id)).await.unwrap(), before);
}

/// Many clients send commands to one table at once: each is applied once or refused, and the log
/// replays into the state the server holds.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn concurrent_commands_are_applied_once_or_refused() {
    for (_, log) in shipped_logs() {
        let s = TestServer::new().await;
        let owner = s.user("owner").await;
        let (id, seats) = s.table_from_log(&owner, &log, false).await;
        let mut picker = Picker::new(7);
        for _round in 0..6 {
            let (state, _) = full_state(&s, id).await;
            let before = s.state.db().head(TableId(id)).await.unwrap();
            // Every waiting seat sends a random legal command, twice over, at the same moment.
            let mut tasks = Vec::new();
            for seat in state.waiting_on() {
                let Some(cmd) = state.random_command(seat, &mut |n| picker.pick(n)) else { continue };
                let auth = seats.iter().find(|(n, _)| *n == seat.0).unwrap().1.clone();
                for _ in 0..2 {
                    let app = s.app.clone();
                    let (auth, cmd) = (auth.clone(), cmd.clone());
                    tasks.push(tokio::spawn(async move {
                        let s2 = TestServerRef { app };
                        s2.post(&format!("/api/tables/{id}/commands"), json!({"command": cmd}), &auth).await
                    }));
                }
            }
            if tasks.is_empty() {
                break;
            }
            let mut applied = 0u64;
            for t in tasks {
                let (status, body) = t.await.unwrap();
                match status {
                    200 => applied += body["last"].as_u64().unwrap() + 1 - body["first"].as_u64().unwrap(),
                    422 => {}
                    other => panic!("{}: unexpected status {other}: {body}", log["game"]),
                }
            }
            let after = s.state.db().head(TableId(id)).await.unwrap();
            assert_eq!(after - before, applied, "every acknowledged event is in the log once");
        }
        // The server's cached state equals a replay of the log.
        let (state, _) = full_state(&s, id).await;
        for (n, auth) in &seats {
            let v = s.get(&format!("/api/tables/{id}/view"), auth).await;
            assert_eq!(v.json["view"], state.view(Viewer::Seat(SeatId(*n))));
        }
    }
}

struct TestServerRef {
    app: axum::Router,
}

impl TestServerRef {
    async fn post(&self, path: &str, body: Value, auth: &Auth) -> (u16, Value) {
        use http_body_util::BodyExt;
        use tower::ServiceExt;
        let mut b = axum::http::Request::builder()
            .method(Method::POST)
            .uri(path)
            .header("content-type", "application/json");
        if let Auth::Seat(t) = auth {
            b = b.header("authorization", format!("Bearer {t}"));
        }
        let res = self
            .app
            .clone()
            .oneshot(b.body(axum::body::Body::from(body.to_string())).unwrap())
            .await
            .unwrap();
        let status = res.status().as_u16();
        let bytes = res.into_body().collect().await.unwrap().to_bytes();
        (status, serde_json::from_slice(&bytes).unwrap_or(Value::Null))
    }
}

// ------------------------------------------------------------------------------------------------
// Posts

#[tokio::test]
async fn whispers_reach_only_their_two_seats_and_markdown_is_sanitised() {
    let s = TestServer::new().await;
    let owner = s.user("owner").await;
    let (id, seats) = s.table_from_log(&owner, &log_of("tragedy-looper"), true).await;
    let seat = |n: u8| seats.iter().find(|(s, _)| *s == n).unwrap().1.clone();
    let r = s
        .post(
            &format!("/api/tables/{id}/posts"),
            json!({"thread": "talk", "body": "psst *secret plan*", "whisper_to": 0}),
            &seat(1),
        )
        .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let post = r.json["id"].as_i64().unwrap();
    let r = s
        .post(
            &format!("/api/tables/{id}/posts"),
            json!({"thread": "talk", "body": "hi <script>alert(1)</script> **all**"}),
            &seat(2),
        )
        .await;
    assert!(!r.json["html"].as_str().unwrap().contains("<script"));
    assert!(r.json["html"].as_str().unwrap().contains("<strong>all</strong>"));
    let talk = |a: Auth| {
        let s = &s;
        async move { s.get(&format!("/api/tables/{id}/posts?thread=talk"), &a).await.text }
    };
    assert!(talk(seat(0)).await.contains("secret plan"));
    assert!(talk(seat(1)).await.contains("secret plan"));
    assert!(!talk(seat(2)).await.contains("secret plan"));
    assert!(!talk(Auth::None).await.contains("secret plan"));
    assert!(!talk(owner.clone()).await.contains("secret plan"), "the owner without a seat reads no whisper");
    assert_eq!(s.get(&format!("/api/posts/{post}/history"), &seat(2)).await.status, StatusCode::NOT_FOUND);
    // A whisper goes to another seat than the writer's own (tests/it/threads.rs: between players).
    let r = s
        .post(
            &format!("/api/tables/{id}/posts"),
            json!({"thread": "talk", "body": "x", "whisper_to": 1}),
            &seat(1),
        )
        .await;
    assert_eq!(r.json["error"]["code"], "post.whisper");
}

#[tokio::test]
async fn posts_are_edited_by_their_author_with_history() {
    let s = TestServer::new().await;
    let owner = s.user("owner").await;
    let (id, seats) = s.table_from_log(&owner, &log_of("44"), false).await;
    let r = s
        .post(&format!("/api/tables/{id}/posts"), json!({"thread": "story", "body": "first"}), &seats[0].1)
        .await;
    let post = r.json["id"].as_i64().unwrap();
    let r =
        s.req(Method::PUT, &format!("/api/posts/{post}"), Some(json!({"body": "second"})), &seats[1].1).await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
    let r =
        s.req(Method::PUT, &format!("/api/posts/{post}"), Some(json!({"body": "second"})), &seats[0].1).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let h = s.get(&format!("/api/posts/{post}/history"), &seats[1].1).await;
    let bodies: Vec<&str> =
        h.json["revisions"].as_array().unwrap().iter().map(|r| r["body"].as_str().unwrap()).collect();
    assert_eq!(bodies, ["first", "second"]);
    // The story thread shows the game's events as system posts.
    let story = s.get(&format!("/api/tables/{id}/posts?thread=story"), &seats[1].1).await;
    assert!(story.json["posts"].as_array().unwrap().iter().any(|p| p["kind"] == "event"));
}

#[tokio::test]
async fn the_edit_grace_period_ends() {
    let config = server::AppConfig { edit_grace_ms: -1, ..common::test_config() };
    let s = TestServer::with_config(config).await;
    let owner = s.user("owner").await;
    let (id, seats) = s.table_from_log(&owner, &log_of("44"), false).await;
    let r = s
        .post(&format!("/api/tables/{id}/posts"), json!({"thread": "story", "body": "first"}), &seats[0].1)
        .await;
    let post = r.json["id"].as_i64().unwrap();
    let r =
        s.req(Method::PUT, &format!("/api/posts/{post}"), Some(json!({"body": "second"})), &seats[0].1).await;
    assert_eq!(r.json["error"]["code"], "post.grace_over");
}

// ------------------------------------------------------------------------------------------------
// Dice

#[tokio::test]
async fn rolls_verify_after_the_seed_is_revealed() {
    let s = TestServer::new().await;
    let owner = s.user("owner").await;
    // Play random commands until some roll is made.
    let mut rolled = None;
    'games: for (_, log) in shipped_logs() {
        let (id, seats) = s.table_from_log(&owner, &log, false).await;
        let mut picker = Picker::new(3);
        for _ in 0..60 {
            let (state, _) = full_state(&s, id).await;
            let Some((seat, cmd)) = state
                .waiting_on()
                .into_iter()
                .find_map(|seat| state.random_command(seat, &mut |n| picker.pick(n)).map(|c| (seat, c)))
            else {
                break;
            };
            let auth = &seats.iter().find(|(n, _)| *n == seat.0).unwrap().1;
            let r = s
                .post(
                    &format!("/api/tables/{id}/commands"),
                    json!({"command": cmd, "client_seed": "my-seed"}),
                    auth,
                )
                .await;
            assert_eq!(r.status, StatusCode::OK, "{}", r.text);
            if let Some(roll) = r.json["rolls"].as_array().and_then(|a| a.first()) {
                rolled = Some((id, roll.clone()));
                break 'games;
            }
        }
    }
    let (id, roll) = rolled.expect("some game rolls dice");
    assert!(roll["client_seed"].as_str().unwrap().ends_with(":my-seed"));
    assert!(roll["bbcode"].as_str().unwrap().starts_with("[url="));
    assert!(roll["markdown"].as_str().unwrap().contains("](http"));
    let url = roll["verify_url"].as_str().unwrap().trim_start_matches("http://127.0.0.1:8080").to_owned();
    let before = s.get(&url, &Auth::None).await;
    assert_eq!(before.status, StatusCode::OK, "{}", before.text);
    assert_eq!(before.json["seed"], Value::Null);
    let r = s.post(&format!("/api/tables/{id}/dice/reveal"), json!({}), &owner).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let after = s.get(&url, &Auth::None).await;
    assert_eq!(after.json["roll"]["verdict"], "verified");
    let all = s.get(&format!("/api/tables/{id}/dice/verify"), &owner).await;
    assert_eq!(all.json["all_verified"], true, "{}", all.text);
}

// ------------------------------------------------------------------------------------------------
// The OpenAPI document

#[tokio::test]
async fn every_documented_route_answers_without_a_server_error() {
    let s = TestServer::new().await;
    let owner = s.user("owner").await;
    let (id, seats) = s.table_from_log(&owner, &log_of("44"), true).await;
    let doc = s.get("/api/openapi.json", &Auth::None).await;
    let paths = doc.json["paths"].as_object().unwrap();
    // The document lists exactly the API's routes (`server::routes::api`), no more, no fewer.
    let documented: BTreeSet<&str> = paths.keys().map(String::as_str).collect();
    let listed: BTreeSet<&str> = server::routes::api::ALL.iter().map(|(_, t)| *t).collect();
    assert_eq!(documented, listed, "every API route is documented and every documented route is one");
    let bodies = [
        json!(null),
        json!({}),
        json!([]),
        json!({"command": 1}),
        json!("x"),
        json!({"body": "", "thread": "nope"}),
    ];
    for (path, methods) in paths {
        for method in methods.as_object().unwrap().keys() {
            for concrete in [
                path.replace("{id}", &id.to_string())
                    .replace("{seat}", "1")
                    .replace("{post}", "1")
                    .replace("{game}", "44"),
                path.replace("{id}", "999")
                    .replace("{seat}", "300")
                    .replace("{post}", "x")
                    .replace("{game}", "nope"),
            ] {
                let concrete = concrete
                    .replace("{commitment}", "ab")
                    .replace("{client_seed}", "c")
                    .replace("{index}", "0");
                if concrete.ends_with("/stream") && !concrete.contains("/999/") {
                    continue; // an open stream never ends; tested in live.rs
                }
                for auth in [Auth::None, owner.clone(), seats[0].1.clone()] {
                    for body in &bodies {
                        let m = Method::from_bytes(method.to_uppercase().as_bytes()).unwrap();
                        let b = if m == Method::GET { None } else { Some(body.clone()) };
                        let r = s.req(m.clone(), &concrete, b, &auth).await;
                        assert!(r.status.as_u16() < 500, "{m} {concrete}: {} {}", r.status, r.text);
                        // The router serves the documented method: no 405, and no bare 404 of a
                        // path it does not route (every answer of ours has a body).
                        assert_ne!(r.status, StatusCode::METHOD_NOT_ALLOWED, "{m} {concrete} is not routed");
                        let unrouted = r.status == StatusCode::NOT_FOUND && r.text.is_empty();
                        assert!(!unrouted, "{m} {concrete} is not routed");
                    }
                }
            }
        }
    }
}

#[tokio::test]
async fn every_request_body_has_a_schema_whose_refs_resolve() {
    let s = TestServer::new().await;
    let doc = s.get("/api/openapi.json", &Auth::None).await.json;
    let with_body = [
        ("/api/accounts", "post"),
        ("/api/sessions", "post"),
        ("/api/join", "post"),
        ("/api/tables", "post"),
        ("/api/tables/import", "post"),
        ("/api/tables/{id}/commands", "post"),
        ("/api/tables/{id}/skip", "post"),
        ("/api/tables/{id}/posts", "post"),
        ("/api/posts/{post}", "put"),
    ];
    for (path, method) in with_body {
        let schema = &doc["paths"][path][method]["requestBody"]["content"]["application/json"]["schema"];
        assert!(schema.is_object(), "{method} {path} has no request body schema");
    }
    fn refs(v: &Value, out: &mut Vec<String>) {
        match v {
            Value::Object(o) => {
                if let Some(Value::String(r)) = o.get("$ref") {
                    out.push(r.clone());
                }
                o.values().for_each(|x| refs(x, out));
            }
            Value::Array(a) => a.iter().for_each(|x| refs(x, out)),
            _ => {}
        }
    }
    let mut all = Vec::new();
    refs(&doc, &mut all);
    assert!(all.iter().any(|r| r.contains("CreateTable")), "{all:?}");
    for r in all {
        let pointer = r.strip_prefix('#').expect("local refs only");
        assert!(doc.pointer(pointer).is_some(), "{r} does not resolve");
    }
    // The play and moderation answers are typed too; a game's view and events are documented
    // objects (their shape is the table's game's).
    for (path, method) in [
        ("/api/tables/{id}/commands", "post"),
        ("/api/tables/{id}/view", "get"),
        ("/api/tables/{id}/suspend", "post"),
        ("/api/tables/{id}/resume", "post"),
        ("/api/tables/{id}/skip", "post"),
    ] {
        let schema = &doc["paths"][path][method]["responses"]["200"]["content"]["application/json"]["schema"];
        assert!(schema["$ref"].is_string(), "{method} {path} answers {schema}");
    }
    let view = &doc["components"]["schemas"]["GameView"];
    assert_eq!(view["type"], "object");
    assert!(view["description"].as_str().unwrap().contains("genrefuzzion"), "{view}");
    assert_eq!(doc["components"]["schemas"]["GameEvent"]["required"], json!(["type"]));
    // The schemas say what the handlers require.
    let create = &doc["components"]["schemas"]["CreateTable"];
    let required: BTreeSet<&str> =
        create["required"].as_array().unwrap().iter().map(|v| v.as_str().unwrap()).collect();
    assert_eq!(required, BTreeSet::from(["game", "title", "config"]));
    assert_eq!(create["additionalProperties"], json!(false), "unknown fields are refused");
}

// ------------------------------------------------------------------------------------------------
// Deadlines

#[tokio::test]
async fn an_overdue_table_gets_one_discord_compatible_reminder_per_move() {
    let s = TestServer::new().await;
    let owner = s.user("owner").await;
    let log = log_of("tragedy-looper");
    let body = json!({"game": "tragedy-looper", "title": "Ward", "config": log["config"], "max_wait_secs": 3600,
                      "webhook_url": "https://discord.example/api/webhooks/1/x"});
    let r = s.post("/api/tables", body, &owner).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let reminded = std::sync::Mutex::new(std::collections::HashMap::new());
    let now = store::now_ms();
    assert_eq!(
        server::deadlines::remind_overdue(&s.state, now, &reminded).await.unwrap(),
        0,
        "not overdue yet"
    );
    let later = now + 3_601_000;
    assert_eq!(server::deadlines::remind_overdue(&s.state, later, &reminded).await.unwrap(), 1);
    assert_eq!(
        server::deadlines::remind_overdue(&s.state, later + 1000, &reminded).await.unwrap(),
        0,
        "once per move"
    );
    let due = s.state.db().claim_deliveries(later + 2000, 1000, 10).await.unwrap();
    assert_eq!(due.len(), 1);
    let content = due[0].payload["content"].as_str().unwrap();
    assert!(content.contains("Ward: waiting on Mastermind for 1 h"), "{content}");
    assert_eq!(due[0].payload["allowed_mentions"], json!({"parse": []}));
}

#[tokio::test]
async fn idle_tables_leave_the_cache_past_its_bound_and_come_back_from_the_log() {
    let s =
        TestServer::with_config(server::AppConfig { max_cached_tables: 3, ..common::test_config() }).await;
    let owner = s.user("owner").await;
    let mut tables = Vec::new();
    for _ in 0..8 {
        tables.push(s.table_from_log(&owner, &log_of("44"), false).await.0);
    }
    let before = s.get(&format!("/api/tables/{}/view", tables[0]), &owner).await.json;
    for id in &tables {
        assert_eq!(s.get(&format!("/api/tables/{id}/view"), &owner).await.status, StatusCode::OK);
        assert!(s.state.cached_tables() <= 3, "{} cached", s.state.cached_tables());
    }
    // The first table was evicted; it folds again from its log, with the same view.
    let after = s.get(&format!("/api/tables/{}/view", tables[0]), &owner).await.json;
    assert!(before["seq"].as_u64().unwrap() > 0);
    assert_eq!(before, after);
}
