//! A thread people can read (issue 16): seats' display names beside their parts, whispers between
//! any two seats that a third never receives (not through the list, a post's history or the live
//! stream), the game master's reading of them as the table chose at its opening, and replies and
//! `@name` mentions.

use crate::common;

use crate::common::{Auth, Stream, TestServer, shipped_logs};
use axum::http::{Method, StatusCode};
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

/// Dice people can follow (issue 16): at a 44 table, a player is listed and verifies the rolls of
/// their own conflict whichever seat's "ready" threw them (the Director's, often), each roll
/// saying who threw it and which events of the log it belongs to; a spectator is listed none.
#[tokio::test]
async fn a_player_verifies_their_own_conflict_whoever_threw_it() {
    use games::{AnyState, GameKind, Picker};
    use store::Store;
    let s = TestServer::new().await;
    let owner = s.user("director").await;
    let log = log_of("44");
    let body = json!({"game": "44", "title": "dice", "config": log["config"], "spectators": true});
    let r = s.post("/api/tables", body, &owner).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let id = r.json["id"].as_i64().unwrap();
    let link = |seat: u64| {
        let i = r.json["invitations"].as_array().unwrap().iter().find(|i| i["seat"] == seat).unwrap();
        Auth::Seat(i["token"].as_str().unwrap().to_owned())
    };
    let player = link(1);
    let kind = GameKind::from_id("44").unwrap();
    let mut picker = Picker::new(7);
    // Random legal play until a conflict has been rolled.
    let conflict = 'play: {
        for _ in 0..400 {
            let events = s.state.db().events_since(store::TableId(id), 0).await.unwrap();
            if let Some(e) = events.iter().find(|e| e.event.get().contains("\"conflict_rolled\"")) {
                break 'play e.clone();
            }
            let mut state = AnyState::new(kind);
            for e in &events {
                state.apply(&e.event).unwrap();
            }
            let waiting = state.waiting_on();
            let Some((seat, command)) =
                waiting.iter().find_map(|&w| Some((w, state.random_command(w, &mut |k| picker.pick(k))?)))
            else {
                panic!("the game waits on nobody before a conflict");
            };
            let auth = &link(u64::from(seat.0));
            let r = s.post(&format!("/api/tables/{id}/commands"), json!({"command": command}), auth).await;
            assert_eq!(r.status, StatusCode::OK, "{command} → {}", r.text);
        }
        panic!("no conflict in 400 random moves");
    };
    let thrower = conflict.seat.expect("a command's event").0;

    let listed = |v: &Value| -> Vec<Value> {
        v["commitments"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|c| c["rolls"].as_array().unwrap().clone())
            .collect()
    };
    let rolls = listed(&s.get(&format!("/api/tables/{id}/dice/verify"), &player).await.json);
    let of_conflict: Vec<&Value> = rolls
        .iter()
        .filter(|r| {
            let span = r["events"].as_array().unwrap();
            span[0].as_u64().unwrap() <= conflict.seq && conflict.seq <= span[1].as_u64().unwrap()
        })
        .collect();
    assert_eq!(of_conflict.len(), 2, "both sides' dice of the conflict, thrown by seat {thrower}: {rolls:?}");
    for r in &of_conflict {
        assert_eq!(r["by"], thrower);
        assert_eq!(r["seen_as"], if thrower == 1 { "yours" } else { "table" });
        assert_eq!(r["verdict"], Value::Null, "not revealed yet");
        assert!(!r["bbcode"].as_str().unwrap().is_empty());
    }
    // A spectator is listed nothing: only the table's seats verify its rolls.
    let r = s.get(&format!("/api/tables/{id}/dice/verify"), &Auth::None).await;
    assert_eq!(r.status, StatusCode::FORBIDDEN, "{}", r.text);

    // Once the Director reveals the seed, the player checks them.
    let r = s.post(&format!("/api/tables/{id}/dice/reveal"), json!({}), &owner).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let after = s.get(&format!("/api/tables/{id}/dice/verify"), &player).await.json;
    assert_eq!(after["all_verified"], true);
    let verified = listed(&after)
        .into_iter()
        .filter(|r| {
            of_conflict.iter().any(|c| c["client_seed"] == r["client_seed"] && c["index"] == r["index"])
        })
        .filter(|r| r["verdict"] == "verified")
        .count();
    assert_eq!(verified, 2, "{after}");
}

/// A whisper to a group: its writer and every seat of the group read it, live too; the others
/// (the game master at a table opened without `gm_reads_whispers`) never receive it; a group
/// naming the writer or a seat the game lacks is refused and writes nothing.
#[tokio::test]
async fn a_whisper_to_a_group_reaches_the_group_only() {
    let s = TestServer::new().await;
    let (id, seats) = table(&s, false).await;
    let mut master = Stream::open(&s, id, &seats[0], None).await;
    master.until_view().await;
    let group =
        write(&s, id, json!({"thread": "talk", "body": "psst-group", "whisper_to": [3, 2]}), &seats[1]).await;
    assert_eq!((&group["whisper_to"], &group["whisper_also"]), (&json!(2), &json!([3])));
    assert_eq!(group["addressed"], json!([2, 3]));
    for (seat, reads) in [(0, false), (1, true), (2, true), (3, true)] {
        assert_eq!(talk(&s, id, &seats[seat]).await.contains("psst-group"), reads, "seat {seat}");
    }
    let public = write(&s, id, json!({"thread": "talk", "body": "everyone"}), &seats[1]).await;
    let (_, _, data) = master.next().await;
    assert_eq!(data["post"], public["id"], "the game master's stream skips the group whisper");
    for bad in [json!([1, 2]), json!([2, 9]), json!([])] {
        let body = json!({"thread": "talk", "body": "bad-group", "whisper_to": bad});
        let r = s.post(&format!("/api/tables/{id}/posts"), body, &seats[1]).await;
        assert_ne!(r.status, StatusCode::CREATED, "{bad}: {}", r.text);
        assert!(r.status.is_client_error(), "{bad}: {}", r.text);
    }
    assert!(!talk(&s, id, &seats[1]).await.contains("bad-group"));
}

/// A post's dice box: any notation with a label, thrown by the table with its committed seed,
/// shown in the post with its total and verifiable; a whisper's roll is listed only to its
/// readers; bad notation or a missing label is refused and writes nothing.
#[tokio::test]
async fn a_post_throws_dice_that_are_shown_and_verified_like_the_rules_rolls() {
    let s = TestServer::new().await;
    let owner = s.user("owner").await;
    let log = log_of("tragedy-looper");
    let r = s
        .post("/api/tables", json!({"game": log["game"], "title": "t", "config": log["config"]}), &owner)
        .await;
    let id = r.json["id"].as_i64().unwrap();
    let mut seats: Vec<(u64, Auth)> = r.json["invitations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| (i["seat"].as_u64().unwrap(), Auth::Seat(i["token"].as_str().unwrap().to_owned())))
        .collect();
    seats.sort_by_key(|(s, _)| *s);
    let seats: Vec<Auth> = seats.into_iter().map(|(_, a)| a).collect();
    let post = write(
        &s,
        id,
        json!({"thread": "story", "body": "", "dice": {"notation": " 2d6+1 ", "label": "to open the lock"}}),
        &seats[1],
    )
    .await;
    let roll = &post["roll"];
    let faces: Vec<i64> = roll["faces"].as_array().unwrap().iter().map(|f| f.as_i64().unwrap()).collect();
    assert_eq!(faces.len(), 2);
    assert!(faces.iter().all(|f| (1..=6).contains(f)));
    assert_eq!(roll["total"], faces.iter().sum::<i64>() + 1);
    assert_eq!(
        (&roll["label"], &roll["notation"], &roll["by"]),
        (&json!("to open the lock"), &json!("2d6+1"), &json!(1))
    );
    assert!(roll["bbcode"].as_str().unwrap().contains("[url="));
    let listed = |v: Value| -> Vec<Value> {
        v["commitments"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|c| c["rolls"].as_array().unwrap().clone())
            .collect()
    };
    // Every seat reads the story post, so every seat is listed its roll.
    let seen = listed(s.get(&format!("/api/tables/{id}/dice/verify"), &seats[2]).await.json);
    assert!(
        seen.iter().any(|r| r["client_seed"] == roll["client_seed"] && r["seen_as"] == "post"),
        "{seen:?}"
    );

    // A whisper's roll: its readers only.
    let whisper = write(
        &s,
        id,
        json!({"thread": "talk", "body": "for you", "whisper_to": 2, "dice": {"notation": "d20", "label": "secret-roll-label"}}),
        &seats[1],
    )
    .await;
    for (seat, reads) in [(0, false), (2, true), (3, false)] {
        let text = s.get(&format!("/api/tables/{id}/dice/verify"), &seats[seat]).await.text;
        assert_eq!(text.contains("secret-roll-label"), reads, "seat {seat}");
        assert_eq!(text.contains(whisper["roll"]["client_seed"].as_str().unwrap()), reads, "seat {seat}");
    }
    let owners = s.get(&format!("/api/tables/{id}/dice/verify"), &owner).await.text;
    assert!(!owners.contains("secret-roll-label"), "the owner reads no whisper, nor its roll");

    // Refusals write nothing.
    let before = talk(&s, id, &seats[1]).await;
    for (dice, code) in [
        (json!({"notation": "2x6", "label": "a"}), "post.dice"),
        (json!({"notation": "500d6", "label": "a"}), "post.dice"),
        (json!({"notation": "d6", "label": "  "}), "post.dice_label"),
    ] {
        let r = s
            .post(
                &format!("/api/tables/{id}/posts"),
                json!({"thread": "talk", "body": "x", "dice": dice}),
                &seats[1],
            )
            .await;
        assert_eq!(
            (r.status, r.json["error"]["code"].as_str()),
            (StatusCode::BAD_REQUEST, Some(code)),
            "{}",
            r.text
        );
    }
    let r =
        s.post(&format!("/api/tables/{id}/posts"), json!({"thread": "talk", "body": " "}), &seats[1]).await;
    assert_eq!(r.json["error"]["code"], "post.length", "without dice a post needs words");
    assert_eq!(talk(&s, id, &seats[1]).await, before);

    // Once revealed, the post's roll verifies, on its own page and in the post.
    assert_eq!(
        s.post(&format!("/api/tables/{id}/dice/reveal"), json!({}), &owner).await.status,
        StatusCode::OK
    );
    let url = roll["verify_url"].as_str().unwrap();
    let path = &url[url.find("/api/").unwrap()..];
    let one = s.get(path, &Auth::None).await;
    assert_eq!(one.json["roll"]["verdict"], "verified", "{}", one.text);
    let posts = s.get(&format!("/api/tables/{id}/posts?thread=story"), &seats[3]).await.json;
    let shown = posts["posts"].as_array().unwrap().iter().find(|p| p["id"] == post["id"]).unwrap().clone();
    assert_eq!(shown["roll"]["verdict"], "verified");
}

/// An export carries the seats' chosen names and the replies (to posts the exporter could read),
/// and an imported table keeps both.
#[tokio::test]
async fn an_export_carries_names_and_replies_into_the_imported_table() {
    let s = TestServer::new().await;
    let owner = s.user("owner").await;
    let log = log_of("44");
    let r =
        s.post("/api/tables", json!({"game": "44", "title": "names", "config": log["config"]}), &owner).await;
    let id = r.json["id"].as_i64().unwrap();
    let token = |seat: u64| {
        let i = r.json["invitations"].as_array().unwrap().iter().find(|i| i["seat"] == seat).unwrap();
        Auth::Seat(i["token"].as_str().unwrap().to_owned())
    };
    let (director, clark) = (token(0), token(1));
    assert_eq!(rename(&s, id, 1, "Clark", &clark).await.status, StatusCode::OK);
    let first = write(&s, id, json!({"thread": "talk", "body": "first-post"}), &director).await;
    write(&s, id, json!({"thread": "talk", "body": "the-reply", "reply_to": first["id"]}), &clark).await;
    let doc = s.get(&format!("/api/tables/{id}/export"), &owner).await.json;
    let clark_name = doc["names"].as_array().unwrap().iter().find(|n| n["seat"] == 1).unwrap().clone();
    assert_eq!((&clark_name["display"], &clark_name["part"]), (&json!("Clark"), &json!("Mr. Clark")));
    let posts = doc["posts"].as_array().unwrap();
    assert_eq!(posts[1]["reply_to"], posts[0]["id"]);

    let importer = s.user("importer").await;
    let r = s.post("/api/tables/import", doc.clone(), &importer).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let new = r.json["id"].as_i64().unwrap();
    let details = s.get(&format!("/api/tables/{new}"), &importer).await.json;
    assert_eq!(details["seats"][1]["display_name"], "Clark");
    let list = s.get(&format!("/api/tables/{new}/posts?thread=talk"), &importer).await.json;
    let list = list["posts"].as_array().unwrap();
    assert_eq!(list[1]["reply_to"], list[0]["id"]);
    assert_eq!(list[1]["author"], "Clark · Mr. Clark");

    // A reply to a post the export does not hold is refused, and no table is opened.
    let mut bad = doc.clone();
    bad["posts"][1]["reply_to"] = json!(987_654);
    let r = s.post("/api/tables/import", bad, &importer).await;
    assert_eq!(r.status, StatusCode::BAD_REQUEST, "{}", r.text);
}
