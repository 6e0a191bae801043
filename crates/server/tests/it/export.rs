//! Export and import: a complete export moves a table between two servers (two databases) with
//! its log, times, posts, AI seats and deduction assistant, and play goes on there (older exports
//! without those options import with none); a tampered or partial export is refused and
//! writes nothing; a Protagonist's export holds exactly what that seat sees.

use crate::common;

use std::collections::BTreeSet;

use crate::common::{Auth, TestServer, log_of};
use axum::http::StatusCode;
use engine::{SeatId, Viewer};
use games::{AnyState, GameKind, Picker};
use serde_json::{Value, json};
use store::{Store, TableId};

async fn full(s: &TestServer, id: i64) -> (AnyState, Vec<store::StoredEvent>) {
    let table = s.state.db().table(TableId(id)).await.unwrap();
    let mut state = AnyState::new(GameKind::from_id(&table.game).unwrap());
    let events = s.state.db().events_since(TableId(id), 0).await.unwrap();
    for e in &events {
        state.apply(&e.event).unwrap();
    }
    (state, events)
}

fn link(seats: &[(u8, Auth)], n: u8) -> &Auth {
    &seats.iter().find(|(s, _)| *s == n).unwrap().1
}

/// Plays up to `n` random legal commands through the API.
async fn play(s: &TestServer, id: i64, seats: &[(u8, Auth)], picker: &mut Picker, n: usize) {
    for _ in 0..n {
        let (state, _) = full(s, id).await;
        let Some((seat, cmd)) = state
            .waiting_on()
            .into_iter()
            .find_map(|seat| state.random_command(seat, &mut |k| picker.pick(k)).map(|c| (seat.0, c)))
        else {
            break;
        };
        let r =
            s.post(&format!("/api/tables/{id}/commands"), json!({"command": cmd}), link(seats, seat)).await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    }
}

/// A Tragedy Looper table on `s` with some play and posts (a public one and whispers).
async fn a_table(s: &TestServer) -> (Auth, i64, Vec<(u8, Auth)>) {
    let owner = s.user("owner").await;
    let (id, seats) = s.table_from_log(&owner, &log_of("tragedy-looper"), false).await;
    play(s, id, &seats, &mut Picker::new(5), 25).await;
    let posts = [
        (1, json!({"thread": "story", "body": "We search the *school* at dawn."})),
        (2, json!({"thread": "talk", "body": "whisper-between-2-and-0", "whisper_to": 0})),
        (0, json!({"thread": "talk", "body": "whisper-from-0-to-1", "whisper_to": 1})),
    ];
    for (seat, body) in posts {
        let r = s.post(&format!("/api/tables/{id}/posts"), body, link(&seats, seat)).await;
        assert!(r.status.is_success(), "{}", r.text);
    }
    (owner, id, seats)
}

#[tokio::test]
async fn a_complete_export_moves_a_table_to_another_server() {
    let a = TestServer::new().await;
    let b = TestServer::new().await;
    let (owner, id, old_seats) = a_table(&a).await;

    let r = a.get(&format!("/api/tables/{id}/export"), &owner).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let doc = r.json.clone();
    assert_eq!(doc["complete"], true);
    assert!(doc["config"].is_object());

    let importer = b.user("importer").await;
    // Someone else's table on B first, so the new table's id differs from A's.
    b.table_from_log(&importer, &log_of("44"), false).await;
    let r = b.post("/api/tables/import", doc.clone(), &importer).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let new_id = r.json["id"].as_i64().unwrap();
    let new_seats: Vec<(u8, Auth)> = r.json["invitations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| (i["seat"].as_u64().unwrap() as u8, Auth::Seat(i["token"].as_str().unwrap().to_owned())))
        .collect();

    // The log, seats and times are the same; so is every seat's view.
    let (sa, ea) = full(&a, id).await;
    let (sb, eb) = full(&b, new_id).await;
    assert_eq!(ea.len(), eb.len());
    for (x, y) in ea.iter().zip(&eb) {
        assert_eq!(
            (x.seq, x.seat, x.event.get(), x.created_at),
            (y.seq, y.seat, y.event.get(), y.created_at)
        );
    }
    for (n, auth) in &new_seats {
        assert_eq!(sa.view(Viewer::Seat(SeatId(*n))), sb.view(Viewer::Seat(SeatId(*n))));
        let r = b.get(&format!("/api/tables/{new_id}/view"), auth).await;
        assert_eq!(r.status, StatusCode::OK, "a fresh link opens its seat: {}", r.text);
        assert_eq!(r.json["view"], sb.view(Viewer::Seat(SeatId(*n))));
    }
    // The old links mean nothing on B.
    let r = b.get(&format!("/api/tables/{new_id}/view"), link(&old_seats, 1)).await;
    assert_eq!(r.status, StatusCode::UNAUTHORIZED);

    // Posts came along (the owner without a seat exported the public ones).
    let r = b.get(&format!("/api/tables/{new_id}/posts?thread=story"), link(&new_seats, 1)).await;
    assert!(r.text.contains("search the"), "{}", r.text);

    // Play goes on on B, with fresh dice.
    play(&b, new_id, &new_seats, &mut Picker::new(9), 5).await;
    assert!(b.state.db().head(TableId(new_id)).await.unwrap() > ea.len() as u64);
    assert!(!b.state.db().current_commitment(TableId(new_id)).await.unwrap().commitment.is_empty());

    // The Mastermind (seat 0) does not see the Protagonists' face-down cards before step 4 reveals
    // them (`view::redact`, issue 14), so its export is not complete; it still has every event, and
    // the whispers seat 0 could read.
    let r = a.get(&format!("/api/tables/{id}/export"), link(&old_seats, 0)).await;
    assert_eq!(r.json["complete"], false, "{}", r.text);
    assert_eq!(r.json["events"].as_array().unwrap().len(), ea.len());
    assert!(r.text.contains("whisper-between-2-and-0") && r.text.contains("whisper-from-0-to-1"));
}

#[tokio::test]
async fn a_tampered_or_partial_export_is_refused_and_writes_nothing() {
    let a = TestServer::new().await;
    let b = TestServer::new().await;
    let (owner, id, seats) = a_table(&a).await;
    let doc = a.get(&format!("/api/tables/{id}/export"), &owner).await.json;
    let importer = b.user("importer").await;

    let mut cases: Vec<(&str, Value, &str)> = Vec::new();
    let mut t = doc.clone();
    t["events"][3]["event"] = json!({"type": "no_such_event", "x": 1});
    cases.push(("unknown event", t, "import.invalid"));
    let mut t = doc.clone();
    t["events"].as_array_mut().unwrap().remove(2);
    cases.push(("missing event", t, "import.invalid"));
    let mut t = doc.clone();
    t["events"][1]["seat"] = json!(9);
    cases.push(("seat the game lacks", t, "import.invalid"));
    let mut t = doc.clone();
    t["event_version"] = json!(999);
    cases.push(("event version", t, "import.invalid"));
    let mut t = doc.clone();
    t["game"] = json!("chess");
    cases.push(("game", t, "game.unknown"));
    let mut t = doc.clone();
    t["config"] = json!({"nope": true});
    cases.push(("config", t, "input.malformed"));
    let mut t = doc.clone();
    t["complete"] = json!(false);
    cases.push(("partial", t, "import.incomplete"));
    let partial = a.get(&format!("/api/tables/{id}/export"), link(&seats, 1)).await.json;
    cases.push(("a Protagonist's export", partial, "import.incomplete"));

    for (what, body, code) in cases {
        let r = b.post("/api/tables/import", body, &importer).await;
        assert_eq!(r.status, StatusCode::BAD_REQUEST, "{what}: {}", r.text);
        assert_eq!(r.json["error"]["code"], code, "{what}: {}", r.text);
        assert!(!r.json["error"]["message"].as_str().unwrap().is_empty());
    }
    assert!(b.state.db().list_tables(None, 10).await.unwrap().is_empty(), "nothing was written");
    let r = b.post("/api/tables/import", doc, &Auth::None).await;
    assert_eq!(r.status, StatusCode::UNAUTHORIZED);
}

fn strings(v: &Value, out: &mut BTreeSet<String>) {
    match v {
        Value::String(s) if s.len() >= 4 => {
            out.insert(s.clone());
        }
        Value::Array(a) => a.iter().for_each(|x| strings(x, out)),
        Value::Object(o) => o.iter().for_each(|(k, x)| {
            out.insert(k.clone());
            strings(x, out)
        }),
        _ => {}
    }
}

#[tokio::test]
async fn a_protagonists_export_holds_nothing_hidden_from_it() {
    let s = TestServer::new().await;
    let (_, id, seats) = a_table(&s).await;
    let (state, events) = full(&s, id).await;
    let kind = state.kind();
    let me = Viewer::Seat(SeatId(1));
    let r = s.get(&format!("/api/tables/{id}/export"), link(&seats, 1)).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let doc = r.json;
    assert_eq!(doc["complete"], false);
    assert!(doc["config"].is_null(), "the script is the Mastermind's");
    // Exactly the seat's redaction of the log.
    let expected: Vec<Value> =
        events.iter().filter_map(|e| kind.redact(&e.event, me).unwrap()).map(|t| common::value(&t)).collect();
    let got: Vec<Value> = doc["events"].as_array().unwrap().iter().map(|e| e["event"].clone()).collect();
    assert_eq!(got, expected);
    // Its own whisper in, the others' out.
    let text = doc.to_string();
    assert!(text.contains("whisper-from-0-to-1"));
    assert!(!text.contains("whisper-between-2-and-0"));
    // No string of the full log, config or seat 0's view that seat 1 may not see.
    let mut allowed = BTreeSet::new();
    strings(&state.view(me), &mut allowed);
    expected.iter().for_each(|e| strings(e, &mut allowed));
    let mut secret = BTreeSet::new();
    events.iter().for_each(|e| strings(&common::value(&e.event), &mut secret));
    strings(&state.view(Viewer::Seat(SeatId(0))), &mut secret);
    strings(&s.state.db().table(TableId(id)).await.unwrap().config, &mut secret);
    let hidden: Vec<&String> = secret.difference(&allowed).collect();
    assert!(!hidden.is_empty(), "the test must have something hidden to look for");
    for h in hidden {
        assert!(!text.contains(&format!("\"{h}\"")), "seat 1's export holds {h:?}");
    }
}

#[tokio::test]
async fn an_export_larger_than_the_api_body_limit_imports() {
    let a = TestServer::new().await;
    let b = TestServer::new().await;
    let (owner, id, seats) = a_table(&a).await;
    let long = "a long story post. ".repeat(1_000);
    for _ in 0..16 {
        let r = a
            .post(
                &format!("/api/tables/{id}/posts"),
                json!({"thread": "story", "body": long}),
                link(&seats, 1),
            )
            .await;
        assert!(r.status.is_success(), "{}", r.text);
    }
    let r = a.get(&format!("/api/tables/{id}/export"), &owner).await;
    assert!(r.text.len() > a.state.config().max_body_bytes, "{} bytes", r.text.len());
    let importer = b.user("importer").await;
    let r = b.post("/api/tables/import", r.json, &importer).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", &r.text[..r.text.len().min(300)]);
    assert_eq!(r.json["posts"], 17, "the owner without a seat exports the public posts");
    // Other routes keep the general limit.
    let r =
        b.post("/api/tables", json!({"game": "44", "title": long.repeat(20), "config": {}}), &importer).await;
    assert_eq!(r.status, StatusCode::PAYLOAD_TOO_LARGE);
}

/// The imported table's AI seats and assistant, as `GET /api/tables/{id}` shows them.
async fn options_of(s: &TestServer, id: i64, auth: &Auth) -> (Vec<u64>, bool) {
    let t = s.get(&format!("/api/tables/{id}"), auth).await;
    assert_eq!(t.status, StatusCode::OK, "{}", t.text);
    let ai = t.json["seats"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|seat| seat["ai"] == true)
        .map(|seat| seat["seat"].as_u64().unwrap())
        .collect();
    (ai, t.json["assistant"] == true)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_imported_table_keeps_its_ai_seats_and_assistant() {
    let a = TestServer::new().await;
    let b = TestServer::new().await;
    let owner = a.user("owner").await;
    let log = log_of("tragedy-looper");
    let body = json!({"game": "tragedy-looper", "title": "solo", "config": log["config"],
                      "ai_seats": [0], "assistant": true});
    let r = a.post("/api/tables", body, &owner).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let id = r.json["id"].as_i64().unwrap();
    server::ai::settled(&a.state).await;

    let doc = a.get(&format!("/api/tables/{id}/export"), &owner).await.json;
    assert_eq!(doc["complete"], true, "{doc}");
    assert_eq!(doc["version"], 2);
    assert_eq!((&doc["ai_seats"], &doc["assistant"]), (&json!([0]), &json!(true)));

    let importer = b.user("importer").await;
    let r = b.post("/api/tables/import", doc.clone(), &importer).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    assert_eq!((&r.json["ai_seats"], &r.json["assistant"]), (&json!([0]), &json!(true)));
    let new_id = r.json["id"].as_i64().unwrap();
    let links: Vec<(u8, Auth)> = r.json["invitations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| (i["seat"].as_u64().unwrap() as u8, Auth::Seat(i["token"].as_str().unwrap().to_owned())))
        .collect();
    assert!(!links.is_empty() && links.iter().all(|(n, _)| *n != 0), "the AI seat gets no link");
    assert_eq!(options_of(&b, new_id, &importer).await, (vec![0], true));
    let r = b.get(&format!("/api/tables/{new_id}/deductions"), link(&links, 1)).await;
    assert_eq!(r.status, StatusCode::OK, "the assistant answers the Protagonists: {}", r.text);
    // The AI keeps playing there: Protagonists move until the Mastermind has answered on B.
    let head = b.state.db().head(TableId(new_id)).await.unwrap();
    let mut picker = Picker::new(4);
    let mut answered = false;
    for _ in 0..40 {
        server::ai::settled(&b.state).await;
        let (state, events) = full(&b, new_id).await;
        assert!(!state.waiting_on().contains(&SeatId(0)), "the AI answers on the new server");
        if events.iter().any(|e| e.seq > head && e.seat == Some(SeatId(0))) {
            answered = true;
            break;
        }
        play(&b, new_id, &links, &mut picker, 1).await;
    }
    assert!(answered, "the Mastermind's move is in the new log");

    // A version 1 export, without the options, imports with none.
    let mut old = doc.clone();
    old["version"] = json!(1);
    old.as_object_mut().unwrap().remove("ai_seats");
    old.as_object_mut().unwrap().remove("assistant");
    let r = b.post("/api/tables/import", old, &importer).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let old_id = r.json["id"].as_i64().unwrap();
    assert!(r.json["invitations"].as_array().unwrap().iter().any(|i| i["seat"] == 0), "seat 0 gets a link");
    assert_eq!(options_of(&b, old_id, &importer).await, (vec![], false));

    // Options the game does not allow are refused, as for a new table, and nothing is written.
    let tables = b.state.db().list_tables(None, 100).await.unwrap().len();
    let mut wrong = doc.clone();
    wrong["ai_seats"] = json!([7]);
    let r = b.post("/api/tables/import", wrong, &importer).await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST, "{}", r.text);
    assert_eq!(r.json["error"]["code"], "table.ai_seat", "{}", r.text);
    let (id44, _) = a.table_from_log(&owner, &log_of("44"), false).await;
    let mut wrong = a.get(&format!("/api/tables/{id44}/export"), &owner).await.json;
    wrong["assistant"] = json!(true);
    let r = b.post("/api/tables/import", wrong, &importer).await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST, "{}", r.text);
    assert_eq!(r.json["error"]["code"], "table.assistant", "{}", r.text);
    let mut wrong = doc;
    wrong["version"] = json!(3);
    let r = b.post("/api/tables/import", wrong, &importer).await;
    assert_eq!(r.json["error"]["code"], "import.invalid", "{}", r.text);
    assert_eq!(b.state.db().list_tables(None, 100).await.unwrap().len(), tables, "nothing was written");
}

/// The rolls of the posts' dice boxes come along (issue 16): a roll thrown before the seed was
/// revealed and exported after the reveal verifies on the new server, in its post, on the dice
/// list and on its own page; one still under the unrevealed seed is carried without it (verifiable
/// only where it was thrown); a roll whose seed does not recompute it, or whose faces its dice
/// cannot show, is refused and writes nothing; and a table imported where it was exported keeps
/// its rolls apart from the original's.
#[tokio::test]
async fn an_imported_tables_post_rolls_stay_verifiable() {
    let a = TestServer::new().await;
    let b = TestServer::new().await;
    let owner = a.user("owner").await;
    let (id, seats) = a.table_from_log(&owner, &log_of("44"), false).await;
    let posted = |body: Value, seat: u8| {
        let (a, seats) = (&a, &seats);
        async move {
            let r = a.post(&format!("/api/tables/{id}/posts"), body, link(seats, seat)).await;
            assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
            r.json
        }
    };
    let first = posted(json!({"thread": "story", "body": "I pick the lock.", "dice": {"notation": "2d6+1", "label": "to open the lock"}}), 1).await;
    let r = a.post(&format!("/api/tables/{id}/dice/reveal"), json!({}), &owner).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let later =
        posted(json!({"thread": "talk", "body": "", "dice": {"notation": "d20", "label": "luck"}}), 0).await;

    let doc = a.get(&format!("/api/tables/{id}/export"), &owner).await.json;
    let exported: Vec<&Value> =
        doc["posts"].as_array().unwrap().iter().filter(|p| p["roll"].is_object()).collect();
    assert_eq!(exported.len(), 2, "{doc}");
    assert!(exported[0]["roll"]["seed"].is_string(), "the revealed seed travels");
    assert!(exported[1]["roll"].get("seed").is_none_or(Value::is_null), "an unrevealed seed never does");

    let importer = b.user("importer").await;
    b.table_from_log(&importer, &log_of("44"), false).await;
    let r = b.post("/api/tables/import", doc.clone(), &importer).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let new_id = r.json["id"].as_i64().unwrap();
    let new_seat = |n: u64| {
        let i = r.json["invitations"].as_array().unwrap().iter().find(|i| i["seat"] == n).unwrap();
        Auth::Seat(i["token"].as_str().unwrap().to_owned())
    };
    // In its post: the same faces, label and total, verified by the carried seed.
    let story =
        b.get(&format!("/api/tables/{new_id}/posts?thread=story&events=false"), &new_seat(0)).await.json;
    let roll = &story["posts"][0]["roll"];
    assert_eq!(roll["faces"], first["roll"]["faces"]);
    assert_eq!((&roll["label"], &roll["total"]), (&json!("to open the lock"), &first["roll"]["total"]));
    assert_eq!((&roll["verdict"], &roll["imported"]), (&json!("verified"), &json!(true)), "{roll}");
    let talk = b.get(&format!("/api/tables/{new_id}/posts?thread=talk"), &new_seat(1)).await.json;
    assert_eq!(talk["posts"][0]["roll"]["faces"], later["roll"]["faces"]);
    assert_eq!(talk["posts"][0]["roll"]["verdict"], Value::Null, "its seed was not out");
    // On the dice list of a seat that reads the posts, and on the roll's own page.
    let listed = b.get(&format!("/api/tables/{new_id}/dice/verify"), &new_seat(1)).await.json;
    let rolls: Vec<&Value> = listed["commitments"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|c| c["rolls"].as_array().unwrap())
        .collect();
    let carried = rolls.iter().find(|r| r["client_seed"] == first["roll"]["client_seed"]).expect("listed");
    assert_eq!(carried["verdict"], "verified");
    assert_eq!(listed["all_verified"], true);
    let page = format!(
        "/api/rolls/{}/{}/{}",
        roll["commitment"].as_str().unwrap(),
        roll["client_seed"].as_str().unwrap().replace(':', "%3A"),
        roll["index"]
    );
    let one = b.get(&page, &Auth::None).await;
    assert_eq!(one.status, StatusCode::OK, "{}", one.text);
    assert_eq!((&one.json["roll"]["verdict"], one.json["seed"].is_string()), (&json!("verified"), true));

    // Tampered rolls are refused and write nothing.
    let tables = b.state.db().list_tables(None, 100).await.unwrap().len();
    let at = doc["posts"].as_array().unwrap().iter().position(|p| p["roll"]["seed"].is_string()).unwrap();
    let mut faces = doc.clone();
    let face = faces["posts"][at]["roll"]["faces"][0].as_u64().unwrap();
    faces["posts"][at]["roll"]["faces"][0] = json!(if face == 6 { 5 } else { face + 1 });
    let mut seven = doc.clone();
    seven["posts"][at]["roll"]["faces"][0] = json!(7);
    let mut seed = doc.clone();
    seed["posts"][at]["roll"]["seed"] = json!("00".repeat(32));
    let mut notation = doc.clone();
    notation["posts"][at]["roll"]["notation"] = json!("3d6");
    for (what, bad) in [("faces", faces), ("a face of 7", seven), ("seed", seed), ("notation", notation)] {
        let r = b.post("/api/tables/import", bad, &importer).await;
        assert_eq!(
            (r.status, &r.json["error"]["code"]),
            (StatusCode::BAD_REQUEST, &json!("import.roll")),
            "{what}: {}",
            r.text
        );
    }
    assert_eq!(b.state.db().list_tables(None, 100).await.unwrap().len(), tables);

    // Imported where it was exported: the original's rolls and the copy's stay apart.
    let r = a.post("/api/tables/import", doc, &owner).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let original = a.get(&format!("/api/tables/{id}/dice/verify"), &owner).await.json;
    let count = |v: &Value| {
        v["commitments"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["rolls"].as_array().unwrap().len())
            .sum::<usize>()
    };
    let before = count(&original);
    let copy = a.get(&format!("/api/tables/{}/dice/verify", r.json["id"]), &owner).await.json;
    assert_eq!(count(&copy), 2, "{copy}");
    assert_eq!(count(&a.get(&format!("/api/tables/{id}/dice/verify"), &owner).await.json), before);
}
