//! A thread people can read (issue 16): seats' display names beside their parts, whispers between
//! any two seats that a third never receives (not through the list, a post's history or the live
//! stream), the game master's reading of them as the table chose at its opening, and replies and
//! `@name` mentions.

mod common;

use axum::http::{Method, StatusCode};
use common::{Auth, Stream, TestServer, shipped_logs};
use serde_json::{Value, json};

fn log_of(game: &str) -> Value {
    shipped_logs().into_iter().find(|(_, v)| v["game"] == game).expect("a shipped log").1
}

/// A Tragedy Looper table (Mastermind and three Protagonists), opened with `gm_reads_whispers`,
/// and each seat's link in seat order.
async fn table(s: &TestServer, gm_reads_whispers: bool) -> (i64, Vec<Auth>) {
    let owner = s.user("owner").await;
    let log = log_of("tragedy-looper");
    let body = json!({"game": log["game"], "title": "t", "config": log["config"],
        "gm_reads_whispers": gm_reads_whispers});
    let r = s.post("/api/tables", body, &owner).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let id = r.json["id"].as_i64().unwrap();
    let mut seats: Vec<(u64, Auth)> = r.json["invitations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| (i["seat"].as_u64().unwrap(), Auth::Seat(i["token"].as_str().unwrap().to_owned())))
        .collect();
    seats.sort_by_key(|(s, _)| *s);
    assert_eq!(seats.len(), 4);
    (id, seats.into_iter().map(|(_, a)| a).collect())
}

async fn rename(s: &TestServer, id: i64, seat: u8, name: &str, auth: &Auth) -> common::Res {
    s.req(Method::PUT, &format!("/api/tables/{id}/seats/{seat}/name"), Some(json!({"name": name})), auth)
        .await
}

async fn write(s: &TestServer, id: i64, body: Value, auth: &Auth) -> Value {
    let r = s.post(&format!("/api/tables/{id}/posts"), body, auth).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    r.json
}

async fn talk(s: &TestServer, id: i64, auth: &Auth) -> String {
    s.get(&format!("/api/tables/{id}/posts?thread=talk"), auth).await.text
}

#[tokio::test]
async fn a_seat_names_itself_and_its_posts_carry_the_name_beside_its_part() {
    let s = TestServer::new().await;
    let (id, seats) = table(&s, false).await;
    let r = rename(&s, id, 1, "  Lucía ", &seats[1]).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_eq!(r.json["display"], "Lucía");
    let part = r.json["role_name"].as_str().unwrap().to_owned();
    let post = write(&s, id, json!({"thread": "story", "body": "I go to the Shrine."}), &seats[1]).await;
    assert_eq!(post["author"], format!("Lucía · {part}"));
    let details = s.get(&format!("/api/tables/{id}"), &seats[2]).await.json;
    assert_eq!(details["seats"][1]["display_name"], "Lucía");
    assert_eq!(details["seats"][2]["display_name"], Value::Null);

    // Only the seat's holder names it; a name taken by another seat, or with an @, is refused and
    // changes nothing.
    let r = rename(&s, id, 1, "Ana", &seats[2]).await;
    assert_eq!((r.status, &r.json["error"]["code"]), (StatusCode::FORBIDDEN, &json!("seat.name_not_yours")));
    let r = rename(&s, id, 2, "lucía", &seats[2]).await;
    assert_eq!(r.json["error"]["code"], "seat.name_taken", "{}", r.text);
    assert!(r.json["error"]["message"].as_str().unwrap().contains("another seat"));
    let r = rename(&s, id, 2, &part, &seats[2]).await;
    assert_eq!(r.json["error"]["code"], "seat.name_taken", "another seat's part is taken too");
    let r = rename(&s, id, 2, "a@b", &seats[2]).await;
    assert_eq!(r.json["error"]["code"], "seat.name");
    let details = s.get(&format!("/api/tables/{id}"), &seats[2]).await.json;
    assert_eq!(details["seats"][2]["display_name"], Value::Null);
    // An empty name gives the seat back its game name.
    assert_eq!(rename(&s, id, 1, "", &seats[1]).await.json["display"], Value::Null);
    let list = s.get(&format!("/api/tables/{id}/posts?thread=story&events=false"), &seats[1]).await.json;
    assert_eq!(list["posts"][0]["author"], part);
}

#[tokio::test]
async fn a_whisper_between_two_players_never_reaches_a_third() {
    let s = TestServer::new().await;
    let (id, seats) = table(&s, false).await;
    let mut third = Stream::open(&s, id, &seats[3], None).await;
    third.until_view().await;
    let mut second = Stream::open(&s, id, &seats[2], None).await;
    second.until_view().await;
    let whisper =
        write(&s, id, json!({"thread": "talk", "body": "psst-1-to-2", "whisper_to": 2}), &seats[1]).await;
    assert_eq!(whisper["whisper_to"], 2);
    let public = write(&s, id, json!({"thread": "talk", "body": "hello all"}), &seats[1]).await;

    assert!(talk(&s, id, &seats[1]).await.contains("psst-1-to-2"));
    assert!(talk(&s, id, &seats[2]).await.contains("psst-1-to-2"));
    assert!(!talk(&s, id, &seats[3]).await.contains("psst-1-to-2"), "the third player");
    assert!(
        !talk(&s, id, &seats[0]).await.contains("psst-1-to-2"),
        "the Mastermind, at a table that said no"
    );
    let history = s.get(&format!("/api/posts/{}/history", whisper["id"]), &seats[3]).await;
    assert_eq!(history.status, StatusCode::NOT_FOUND);
    // The live stream announces to the third player only the public post.
    let (name, _, data) = third.next().await;
    assert_eq!((name.as_str(), &data["post"]), ("post", &public["id"]), "{data}");
    let (_, _, data) = second.next().await;
    assert_eq!(data["post"], whisper["id"], "the recipient hears of the whisper");
    // A whisper to one's own seat or to a seat the game does not have is refused.
    for to in [1, 9] {
        let r = s
            .post(
                &format!("/api/tables/{id}/posts"),
                json!({"thread": "talk", "body": "x", "whisper_to": to}),
                &seats[1],
            )
            .await;
        assert_ne!(r.status, StatusCode::CREATED, "whisper to {to}: {}", r.text);
    }
}

#[tokio::test]
async fn the_game_master_reads_players_whispers_only_where_the_table_says_so() {
    let s = TestServer::new().await;
    let (id, seats) = table(&s, true).await;
    assert_eq!(s.get(&format!("/api/tables/{id}"), &seats[3]).await.json["gm_reads_whispers"], true);
    let mut master = Stream::open(&s, id, &seats[0], None).await;
    master.until_view().await;
    let whisper =
        write(&s, id, json!({"thread": "talk", "body": "psst-1-to-2", "whisper_to": 2}), &seats[1]).await;
    assert!(talk(&s, id, &seats[0]).await.contains("psst-1-to-2"), "the Mastermind reads it");
    assert!(!talk(&s, id, &seats[3]).await.contains("psst-1-to-2"), "the third player still does not");
    assert_eq!(
        s.get(&format!("/api/posts/{}/history", whisper["id"]), &seats[0]).await.status,
        StatusCode::OK
    );
    assert_eq!(master.next().await.2["post"], whisper["id"]);
    // Whispers to the Mastermind, and from it to one player, stay between their two seats.
    write(&s, id, json!({"thread": "talk", "body": "to-the-mastermind", "whisper_to": 0}), &seats[3]).await;
    assert!(!talk(&s, id, &seats[1]).await.contains("to-the-mastermind"));
}

#[tokio::test]
async fn a_reply_quotes_only_what_its_reader_may_read_and_addresses_its_author() {
    let s = TestServer::new().await;
    let (id, seats) = table(&s, false).await;
    assert_eq!(rename(&s, id, 3, "Clark", &seats[3]).await.status, StatusCode::OK);
    let first = write(&s, id, json!({"thread": "talk", "body": "shall we?"}), &seats[2]).await;
    let answer = write(
        &s,
        id,
        json!({"thread": "talk", "body": "yes, and @clark too", "reply_to": first["id"]}),
        &seats[1],
    )
    .await;
    assert_eq!(answer["reply_to"], first["id"]);
    assert_eq!(answer["addressed"], json!([2, 3]), "the replied author and the mentioned seat");
    // A whisper the writer cannot read cannot be replied to (nor is its existence told).
    let whisper =
        write(&s, id, json!({"thread": "talk", "body": "secret", "whisper_to": 2}), &seats[1]).await;
    let r = s
        .post(
            &format!("/api/tables/{id}/posts"),
            json!({"thread": "talk", "body": "?", "reply_to": whisper["id"]}),
            &seats[3],
        )
        .await;
    assert_eq!(r.json["error"]["code"], "post.reply_to", "{}", r.text);
    let r = s
        .post(
            &format!("/api/tables/{id}/posts"),
            json!({"thread": "talk", "body": "?", "reply_to": 999_999}),
            &seats[3],
        )
        .await;
    assert_eq!(r.json["error"]["code"], "post.reply_to");
    assert!(r.json["error"]["message"].as_str().unwrap().contains("a post of this table"));
    // The recipient replies publicly to the whisper: the public reply does not carry its text,
    // and it addresses no one who may not read it... the third player reads the reply only.
    let reply =
        write(&s, id, json!({"thread": "talk", "body": "ok", "reply_to": whisper["id"]}), &seats[2]).await;
    assert_eq!(reply["addressed"], json!([1]));
    let third = talk(&s, id, &seats[3]).await;
    assert!(third.contains("\"ok\"") && !third.contains("secret"), "{third}");
}
