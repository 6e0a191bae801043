//! Attacks on what a table is: imports held to the live routes' rules (names, whispers, times),
//! names that only look like another seat's, a GenreFuzzion table whose Moderator admitted a
//! player (its seat listed and linked, its export importable), the cap on tables opened per day,
//! and idempotency keys on the API (a resent command or post applied once, a reused key refused).

use crate::common::{Auth, TestServer, shipped_logs, test_config};
use axum::http::{Method, StatusCode};
use serde_json::{Value, json};
use server::AppConfig;
use store::{PostQuery, Reader, Store, TableId};

fn log_of(game: &str) -> Value {
    shipped_logs().into_iter().find(|(_, v)| v["game"] == game).expect("a shipped log").1
}

fn link(seats: &[(u8, Auth)], n: u8) -> &Auth {
    &seats.iter().find(|(s, _)| *s == n).unwrap().1
}

/// A Tragedy Looper table with a post, and its owner's complete export.
async fn exported(s: &TestServer) -> (i64, Vec<(u8, Auth)>, Value) {
    let owner = s.user("owner").await;
    let (id, seats) = s.table_from_log(&owner, &log_of("tragedy-looper"), false).await;
    let r = s
        .post(&format!("/api/tables/{id}/posts"), json!({"thread": "talk", "body": "hola"}), link(&seats, 1))
        .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let doc = s.get(&format!("/api/tables/{id}/export"), &owner).await.json;
    assert_eq!(doc["complete"], true);
    (id, seats, doc)
}

#[tokio::test]
async fn an_import_is_held_to_the_rules_of_the_live_routes() {
    let a = TestServer::new().await;
    let b = TestServer::new().await;
    let (_, _, doc) = exported(&a).await;
    let importer = b.user("importer").await;
    let name = |seat: u8, display: &str| {
        let mut t = doc.clone();
        let names = t["names"].as_array_mut().unwrap();
        let entry = names.iter_mut().find(|n| n["seat"] == seat).unwrap();
        entry["display"] = json!(display);
        t
    };
    let mut cases: Vec<(&str, Value, &str)> = vec![
        ("a Protagonist named Mastermind", name(1, "Mastermind"), "seat.name_taken"),
        ("a Protagonist named Mastermind in Cyrillic", name(2, "Маstermind"), "seat.name_taken"),
        ("a name with a zero-width space", name(1, "Master\u{200B}mind"), "seat.name_taken"),
    ];
    let mut t = doc.clone();
    t["posts"][0]["whisper_to"] = t["posts"][0]["author_seat"].clone();
    cases.push(("a whisper to its own seat", t, "import.invalid"));
    let mut t = doc.clone();
    t["posts"][0]["at"] = json!(4_607_000_000_000_000_000_i64);
    cases.push(("a post dated in the year 146 million", t, "import.invalid"));
    let mut t = doc.clone();
    let last = t["events"].as_array().unwrap().len() - 1;
    t["events"][last]["at"] = json!(4_607_000_000_000_000_000_i64);
    cases.push(("an event dated in the year 146 million", t, "import.invalid"));
    let mut t = doc.clone();
    t["events"][1]["at"] = json!(0);
    cases.push(("an event dated before the one before", t, "import.invalid"));
    for (what, body, code) in cases {
        let r = b.post("/api/tables/import", body, &importer).await;
        assert_eq!(r.status, StatusCode::BAD_REQUEST, "{what}: {}", r.text);
        assert_eq!(r.json["error"]["code"], code, "{what}: {}", r.text);
    }
    assert!(b.state.db().list_tables(None, 10).await.unwrap().is_empty(), "nothing was written");
    let r = b.post("/api/tables/import", doc, &importer).await;
    assert_eq!(r.status, StatusCode::CREATED, "the export as it was imports: {}", r.text);
}

#[tokio::test]
async fn a_seat_name_that_only_looks_like_another_is_refused() {
    let s = TestServer::new().await;
    let owner = s.user("owner").await;
    let (id, seats) = s.table_from_log(&owner, &log_of("tragedy-looper"), false).await;
    let rename = |seat: u8, name: &str| {
        let body = json!({ "name": name });
        let path = format!("/api/tables/{id}/seats/{seat}/name");
        (path, body)
    };
    let (path, body) = rename(0, "Ana");
    assert_eq!(s.req(Method::PUT, &path, Some(body), link(&seats, 0)).await.status, StatusCode::OK);
    for lookalike in
        ["Master\u{200B}mind", "Ｍastermind", "Маstermind", "Master\u{202E}mind", "Ana\u{200B}", "Аna"]
    {
        let (path, body) = rename(1, lookalike);
        let r = s.req(Method::PUT, &path, Some(body), link(&seats, 1)).await;
        assert_eq!(r.status, StatusCode::BAD_REQUEST, "{lookalike:?}: {}", r.text);
        assert_eq!(r.json["error"]["code"], "seat.name_taken", "{lookalike:?}");
    }
    // Invisible characters and bidirectional controls are not kept in a name: what read as
    // "Mastermind" backwards shows as it is written.
    let (path, body) = rename(2, "\u{202E}dnimretsaM");
    let r = s.req(Method::PUT, &path, Some(body), link(&seats, 2)).await;
    assert_eq!(r.json["display"], "dnimretsaM", "{}", r.text);
    let (path, body) = rename(1, "Lu\u{200B}cía\u{202E}");
    let r = s.req(Method::PUT, &path, Some(body), link(&seats, 1)).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_eq!(r.json["display"], "Lucía");
}

#[tokio::test]
async fn an_admitted_genrefuzzion_player_has_a_seat_a_link_and_an_export_that_imports() {
    let a = TestServer::new().await;
    let b = TestServer::new().await;
    let owner = a.user("owner").await;
    let (id, seats) = a.table_from_log(&owner, &log_of("genrefuzzion"), false).await;
    let before = a.state.db().seats(TableId(id)).await.unwrap().len();
    let r = a
        .post(
            &format!("/api/tables/{id}/commands"),
            json!({"command": {"type": "admit_player", "name": "Ramona"}}),
            link(&seats, 0),
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let stored = a.state.db().seats(TableId(id)).await.unwrap();
    assert_eq!(stored.len(), before + 1, "the admitted player's seat is one of the table's seats");
    let new_seat = stored.last().unwrap().seat.0;
    let details = a.get(&format!("/api/tables/{id}"), &owner).await;
    assert!(details.text.contains("Ramona"), "the table lists the admitted seat: {}", details.text);
    let linked = a.post(&format!("/api/tables/{id}/seats/{new_seat}/invitation"), json!({}), &owner).await;
    assert_eq!(linked.status, StatusCode::OK, "the admitted seat gets a link: {}", linked.text);
    let token = linked.json["token"].as_str().or(linked.json["link"].as_str()).unwrap().to_owned();
    let token = token.rsplit(['/', '#']).next().unwrap().to_owned();
    let view = a.get(&format!("/api/tables/{id}/view"), &Auth::Seat(token)).await;
    assert_eq!(view.status, StatusCode::OK, "its link opens the seat: {}", view.text);
    assert_eq!(
        view.json["viewer"]["seat"].as_u64().or(view.json["viewer"].as_u64()),
        Some(u64::from(new_seat))
    );

    let doc = a.get(&format!("/api/tables/{id}/export"), &owner).await.json;
    let importer = b.user("importer").await;
    let r = b.post("/api/tables/import", doc, &importer).await;
    assert_eq!(r.status, StatusCode::CREATED, "the owner's complete export imports: {}", r.text);
    let imported = r.json["id"].as_i64().unwrap();
    let there = b.state.db().seats(TableId(imported)).await.unwrap();
    assert!(there.iter().any(|s| s.seat.0 == new_seat), "the imported table has the admitted seat");
}

#[tokio::test]
async fn an_account_opens_at_most_its_tables_per_day() {
    let s = TestServer::with_config(AppConfig { max_tables_per_day: 2, ..test_config() }).await;
    let owner = s.user("busy").await;
    let log = log_of("tragedy-looper");
    let body = json!({"game": log["game"], "title": "t", "config": log["config"]});
    for _ in 0..2 {
        assert_eq!(s.post("/api/tables", body.clone(), &owner).await.status, StatusCode::CREATED);
    }
    let r = s.post("/api/tables", body.clone(), &owner).await;
    assert_eq!(r.status, StatusCode::TOO_MANY_REQUESTS, "{}", r.text);
    assert_eq!(r.json["error"]["code"], "table.daily_cap");
    assert_eq!(r.json["error"]["params"]["cap"], "2");
    assert!(r.json["error"]["message"].as_str().unwrap().contains("at most 2 tables in 24 hours"));
    assert_eq!(s.state.db().list_tables(None, 10).await.unwrap().len(), 2, "the third was not opened");
    // An import opens a table too.
    let doc = s.get("/api/tables/1/export", &owner).await.json;
    let r = s.post("/api/tables/import", doc, &owner).await;
    assert_eq!(r.status, StatusCode::TOO_MANY_REQUESTS, "{}", r.text);
    // Another account has its own day.
    let other = s.user("other").await;
    assert_eq!(s.post("/api/tables", body, &other).await.status, StatusCode::CREATED);
}

/// Sends `body` to `path` as `auth` with an `Idempotency-Key`.
pub(crate) async fn keyed(
    s: &TestServer,
    path: &str,
    body: Value,
    auth: &Auth,
    key: &str,
) -> crate::common::Res {
    use axum::body::Body;
    use axum::http::{Request, header};
    let mut b = Request::builder()
        .method(Method::POST)
        .uri(path)
        .header("x-tablon-csrf", "1")
        .header("idempotency-key", key)
        .header(header::CONTENT_TYPE, "application/json");
    b = match auth {
        Auth::Seat(t) => b.header(header::AUTHORIZATION, format!("Bearer {t}")),
        Auth::Session(t) => b.header(header::COOKIE, format!("tablon_session={t}")),
        Auth::None => b,
    };
    s.send(b.body(Body::from(body.to_string())).unwrap()).await
}

#[tokio::test]
async fn a_resent_command_or_post_with_its_key_is_applied_once() {
    let s = TestServer::new().await;
    let owner = s.user("owner").await;
    let (id, seats) = s.table_from_log(&owner, &log_of("tragedy-looper"), false).await;
    let (state, events) = {
        let table = s.state.db().table(TableId(id)).await.unwrap();
        let mut st = games::AnyState::new(games::GameKind::from_id(&table.game).unwrap());
        let events = s.state.db().events_since(TableId(id), 0).await.unwrap();
        for e in &events {
            st.apply(&e.event).unwrap();
        }
        (st, events.len())
    };
    let mut picker = games::Picker::new(3);
    let (seat, command) = state
        .waiting_on()
        .into_iter()
        .find_map(|seat| state.random_command(seat, &mut |k| picker.pick(k)).map(|c| (seat.0, c)))
        .unwrap();
    let path = format!("/api/tables/{id}/commands");
    let first = keyed(&s, &path, json!({"command": command}), link(&seats, seat), "k1").await;
    assert_eq!(first.status, StatusCode::OK, "{}", first.text);
    let after = s.state.db().events_since(TableId(id), 0).await.unwrap().len();
    assert!(after > events);
    let again = keyed(&s, &path, json!({"command": command}), link(&seats, seat), "k1").await;
    assert_eq!(again.status, StatusCode::OK, "{}", again.text);
    assert_eq!(again.json, first.json, "the first answer, again");
    assert_eq!(s.state.db().events_since(TableId(id), 0).await.unwrap().len(), after, "played once");
    let other =
        keyed(&s, &path, json!({"command": command, "client_seed": "x"}), link(&seats, seat), "k1").await;
    assert_eq!(other.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", other.text);
    assert_eq!(other.json["error"]["code"], "idempotency.reused");

    let posts = |s: &TestServer| {
        let db = s.state.db().clone();
        async move {
            let q = PostQuery { thread: None, reader: Reader::All, after: None, limit: 1000, newest: false };
            db.posts(TableId(id), q).await.unwrap().len()
        }
    };
    let path = format!("/api/tables/{id}/posts");
    let body = json!({"thread": "talk", "body": "una vez"});
    let first = keyed(&s, &path, body.clone(), link(&seats, 1), "p1").await;
    assert_eq!(first.status, StatusCode::CREATED, "{}", first.text);
    let again = keyed(&s, &path, body.clone(), link(&seats, 1), "p1").await;
    assert_eq!(again.status, StatusCode::CREATED, "{}", again.text);
    assert_eq!(again.json, first.json);
    assert_eq!(posts(&s).await, 1);
    // Keys are the caller's own: another seat's same key is its own write.
    let theirs = keyed(&s, &path, body.clone(), link(&seats, 2), "p1").await;
    assert_eq!(theirs.status, StatusCode::CREATED);
    assert_ne!(theirs.json["id"], first.json["id"]);
    assert_eq!(posts(&s).await, 2);
    // An edit, resent: one revision.
    let post = first.json["id"].as_i64().unwrap();
    let edit = |body: &str| {
        use axum::body::Body;
        use axum::http::{Request, header};
        let Auth::Seat(t) = link(&seats, 1) else { unreachable!() };
        Request::builder()
            .method(Method::PUT)
            .uri(format!("/api/posts/{post}"))
            .header("x-tablon-csrf", "1")
            .header("idempotency-key", "e1")
            .header(header::AUTHORIZATION, format!("Bearer {t}"))
            .header(header::CONTENT_TYPE, "application/json")
            .body(Body::from(json!({ "body": body }).to_string()))
            .unwrap()
    };
    assert_eq!(s.send(edit("dos veces")).await.status, StatusCode::OK);
    assert_eq!(s.send(edit("dos veces")).await.status, StatusCode::OK);
    let history = s.state.db().post_history(store::PostId(post)).await.unwrap();
    assert_eq!(history.len(), 2, "the text and one edit");
    assert_eq!(s.send(edit("otra cosa")).await.status, StatusCode::UNPROCESSABLE_ENTITY);
}

#[tokio::test]
async fn a_resent_table_opening_with_its_key_opens_one_table_and_gives_its_links_again() {
    use sha2::{Digest, Sha256};
    let s = TestServer::new().await;
    let owner = s.user("owner").await;
    let log = log_of("tragedy-looper");
    let body = json!({"game": log["game"], "title": "once", "config": log["config"]});
    let tables = |s: &TestServer| {
        let db = s.state.db().clone();
        async move { db.list_tables(None, 100).await.unwrap().len() }
    };
    // A short key would leave the sealed links within a guesser's reach: refused, nothing opened.
    let short = keyed(&s, "/api/tables", body.clone(), &owner, "k1").await;
    assert_eq!(short.status, StatusCode::BAD_REQUEST, "{}", short.text);
    assert_eq!(short.json["error"]["code"], "idempotency.key_short");
    assert_eq!(tables(&s).await, 0);

    let key = "8f6c2a0e-4b1d-4c55-9a57-0d3e2f1b7c64";
    let first = keyed(&s, "/api/tables", body.clone(), &owner, key).await;
    assert_eq!(first.status, StatusCode::CREATED, "{}", first.text);
    let again = keyed(&s, "/api/tables", body.clone(), &owner, key).await;
    assert_eq!(again.status, StatusCode::CREATED, "{}", again.text);
    assert_eq!(again.json, first.json, "the first answer, its links included");
    assert_eq!(tables(&s).await, 1, "opened once");
    // The links given again are the table's: each opens its seat.
    for invitation in first.json["invitations"].as_array().unwrap() {
        let token = invitation["token"].as_str().unwrap();
        let seat = s.get(&format!("/api/tables/{}/view", first.json["id"]), &Auth::Seat(token.into())).await;
        assert_eq!(seat.status, StatusCode::OK, "{}", seat.text);
    }
    // Another request under the same key is refused.
    let other = keyed(
        &s,
        "/api/tables",
        json!({"game": log["game"], "title": "twice", "config": log["config"]}),
        &owner,
        key,
    )
    .await;
    assert_eq!(other.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", other.text);
    assert_eq!(tables(&s).await, 1);
    // The store keeps neither the key nor a link in the clear.
    let me = s.get("/api/me", &owner).await.json;
    let caller = format!("user:{}", me["id"]);
    assert_eq!(s.state.db().idempotent_answer(&caller, key, 0).await.unwrap(), None);
    let hashed = format!("sha256:{}", hex::encode(Sha256::digest(key.as_bytes())));
    let record =
        s.state.db().idempotent_answer(&caller, &hashed, 0).await.unwrap().expect("the key's record");
    for invitation in first.json["invitations"].as_array().unwrap() {
        assert!(!record.answer.contains(invitation["token"].as_str().unwrap()), "a link in the clear");
    }
}

#[tokio::test]
async fn a_resent_link_reissue_or_feed_link_is_made_once() {
    let s = TestServer::new().await;
    let owner = s.user("owner").await;
    let (id, seats) = s.table_from_log(&owner, &log_of("tragedy-looper"), false).await;
    let key = "c1f0f5a2-90a4-4a8e-8d0f-6b1f3f0e2d11";
    let path = format!("/api/tables/{id}/seats/1/invitation");
    let first = keyed(&s, &path, json!({}), &owner, key).await;
    assert_eq!(first.status, StatusCode::OK, "{}", first.text);
    let again = keyed(&s, &path, json!({}), &owner, key).await;
    assert_eq!(again.json, first.json, "the same link again");
    // The link given (twice) is the seat's one live link; the table's first one stopped working.
    let token = first.json["token"].as_str().unwrap();
    assert_eq!(
        s.get(&format!("/api/tables/{id}/view"), &Auth::Seat(token.into())).await.status,
        StatusCode::OK
    );
    let old = s.get(&format!("/api/tables/{id}/view"), link(&seats, 1)).await;
    assert_eq!(old.status, StatusCode::UNAUTHORIZED, "{}", old.text);

    let seat = Auth::Seat(token.into());
    let path = format!("/api/tables/{id}/feed?lang=es");
    let first = keyed(&s, &path, json!({}), &seat, key).await;
    assert_eq!(first.status, StatusCode::OK, "{}", first.text);
    let again = keyed(&s, &path, json!({}), &seat, key).await;
    assert_eq!(again.json, first.json, "the same feed link again");
    let url = first.json["url"].as_str().unwrap();
    let feed = s.get(&url[url.find("/feeds/").unwrap()..], &Auth::None).await;
    assert_eq!(feed.status, StatusCode::OK, "{}", feed.text);
}

#[tokio::test]
async fn a_resent_import_with_its_key_imports_once() {
    let a = TestServer::new().await;
    let b = TestServer::new().await;
    let (_, _, doc) = exported(&a).await;
    let importer = b.user("importer").await;
    let key = "5b0e9d4c-7f1a-4e2b-9c3d-8a6f2e1d0c9b";
    let first = keyed(&b, "/api/tables/import", doc.clone(), &importer, key).await;
    assert_eq!(first.status, StatusCode::CREATED, "{}", first.text);
    let again = keyed(&b, "/api/tables/import", doc.clone(), &importer, key).await;
    assert_eq!(again.status, StatusCode::CREATED, "{}", again.text);
    assert_eq!(again.json, first.json, "the first answer, its links included");
    assert_eq!(b.state.db().list_tables(None, 100).await.unwrap().len(), 1, "imported once");
}
