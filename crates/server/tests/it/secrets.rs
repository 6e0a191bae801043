//! Hidden information over the API (issue 14): over random tables of every game — Tragedy Looper's
//! with the server playing its Mastermind, GenreFuzzion among them — every reader (each seat, the
//! owner, a spectator) receives exactly its own view and its own redactions of the events, on the
//! JSON routes, on the live stream and in the Atom feeds (a seat's secret one, the public one), a
//! whisper (to one seat or a group) reaches its writer and recipients and no one else, and the rolls
//! a reader is listed are those it may see; a whisper's image reaches the same readers, by its
//! address and by its bytes, and no one else (not in a list, an export or a feed); a handout
//! reaches the seat it is shown to and the game master, its text and its image alike.
//!
//! The games' own secret tests say what a view and a redaction may hold; this one says that the
//! server hands each reader nothing beyond them, with AI seats thinking beside the table.

use crate::common;

use std::time::Duration;

use crate::common::{Auth, Stream, TestServer, shipped_logs};
use axum::http::StatusCode;
use engine::{SeatId, Viewer};
use games::{AnyState, GameKind, Picker};
use serde_json::{Value, json};
use store::{Store, TableId};

/// A reader of the table and what it should see as.
struct Reader {
    name: String,
    auth: Auth,
    viewer: Viewer,
}

/// Opens a table of `kind` from its shipped log's config (the server plays `ai_seats`), with
/// spectators; returns its id and its readers: the seats with links, the owner, a spectator.
async fn open(s: &TestServer, kind: GameKind, ai_seats: &[u8]) -> (i64, Vec<Reader>) {
    let (_, log) = shipped_logs().into_iter().find(|(_, v)| v["game"] == kind.id()).expect("a shipped log");
    let owner = s.user(&format!("owner{}", kind.id().len())).await;
    let body = json!({"game": kind.id(), "title": "secrets", "config": log["config"],
                      "spectators": true, "ai_seats": ai_seats});
    let r = s.post("/api/tables", body, &owner).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let mut readers: Vec<Reader> = r.json["invitations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| {
            let seat = SeatId(i["seat"].as_u64().unwrap() as u8);
            let auth = Auth::Seat(i["token"].as_str().unwrap().to_owned());
            Reader { name: format!("seat {}", seat.0), auth, viewer: Viewer::Seat(seat) }
        })
        .collect();
    readers.push(Reader { name: "the owner".into(), auth: owner, viewer: Viewer::Spectator });
    readers.push(Reader { name: "a spectator".into(), auth: Auth::None, viewer: Viewer::Spectator });
    (r.json["id"].as_i64().unwrap(), readers)
}

/// The whole game as the store holds it: the folded state and every event.
async fn full_state(s: &TestServer, kind: GameKind, id: i64) -> (AnyState, Vec<Value>) {
    let mut state = AnyState::new(kind);
    let events = s.state.db().events_since(TableId(id), 0).await.unwrap();
    for e in &events {
        state.apply(&e.event).unwrap();
    }
    (state, events.iter().map(|e| common::value(&e.event)).collect())
}

fn link(readers: &[Reader], seat: SeatId) -> Option<&Auth> {
    readers.iter().find(|r| r.viewer == Viewer::Seat(seat)).map(|r| &r.auth)
}

/// A whisper sent: its marker text, its author seat, its addressee seats and, for one whisper in
/// two, the address of the image it carries. A handout is told the same way: its marker, seat 0
/// (the game master gives it), the seat shown it and its image's address.
type Whisper = (String, SeatId, Vec<SeatId>, Option<String>);

/// Plays `moves` random legal commands as the seats the game waits on (the server answers for its
/// AI seats), a seat naming itself and whispering to another (or, every other time, to a group of
/// two) now and then, every other whisper with an image. Returns the whispers sent.
async fn play(
    s: &TestServer,
    kind: GameKind,
    id: i64,
    readers: &[Reader],
    moves: usize,
    seed: u64,
) -> Vec<Whisper> {
    let mut picker = Picker::new(seed);
    let mut whispers = Vec::new();
    for n in 0..moves {
        tokio::time::timeout(Duration::from_secs(60), server::ai::settled(&s.state))
            .await
            .expect("the AI seats answer within a minute");
        let (state, _) = full_state(s, kind, id).await;
        let waiting = state.waiting_on();
        let next = waiting.iter().find_map(|&seat| {
            let auth = link(readers, seat)?;
            Some((seat, auth, state.random_command(seat, &mut |k| picker.pick(k))?))
        });
        let Some((seat, auth, command)) = next else { break };
        let r = s.post(&format!("/api/tables/{id}/commands"), json!({"command": command}), auth).await;
        assert_eq!(r.status, StatusCode::OK, "{kind:?} seat {}: {command} → {}", seat.0, r.text);
        if n % 4 == 0 {
            let others: Vec<SeatId> =
                (1..=u8::MAX).map(SeatId).filter(|&s| link(readers, s).is_some()).collect();
            if others.is_empty() {
                continue;
            }
            // Whispers go from any seat with a link (an AI seat only receives them) to any other
            // seat, between two players as often as with seat 0.
            let mut writers = others.clone();
            if link(readers, SeatId(0)).is_some() {
                writers.push(SeatId(0));
            }
            let from = writers[picker.pick(writers.len())];
            let seats = state.seats();
            let targets: Vec<SeatId> = seats.iter().map(|i| i.seat).filter(|&t| t != from).collect();
            let to = targets[picker.pick(targets.len())];
            let mut group = vec![to];
            if n % 8 == 0 && targets.len() > 2 {
                let rest: Vec<SeatId> = targets.iter().copied().filter(|&t| t != to).collect();
                group.push(rest[picker.pick(rest.len())]);
            }
            // The writer names its seat first: names change nothing of what anyone may read.
            let name = format!("Name{}x{n}", from.0);
            let r = s
                .req(
                    axum::http::Method::PUT,
                    &format!("/api/tables/{id}/seats/{}/name", from.0),
                    Some(json!({"name": name})),
                    link(readers, from).unwrap(),
                )
                .await;
            assert_eq!(r.status, StatusCode::OK, "{}", r.text);
            let marker = format!("whisper{}x{}x{n}", from.0, to.0);
            let whisper_to = match group.as_slice() {
                [one] => json!(one.0),
                many => json!(many.iter().map(|s| s.0).collect::<Vec<_>>()),
            };
            let body = json!({"thread": "talk", "body": marker, "whisper_to": whisper_to});
            let writer = link(readers, from).unwrap();
            let (r, image) = if n % 8 == 4 {
                let png = crate::images::png_with_text(8 + n as u32, 8);
                let r = crate::images::post_images(s, id, body, &[("w.png", &png)], writer, None).await;
                let url = r.json["images"][0]["url"].as_str().map(str::to_owned);
                (r, url)
            } else {
                (s.post(&format!("/api/tables/{id}/posts"), body, writer).await, None)
            };
            assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
            whispers.push((marker, from, group, image));
            if n % 8 == 0 {
                // The game master (seat 0's holder, else the table's owner) hands `to` a clipping.
                let gm = link(readers, SeatId(0))
                    .unwrap_or_else(|| &readers.iter().find(|r| r.name == "the owner").unwrap().auth);
                let marker = format!("handout{}x{n}", to.0);
                let handout = json!({"title": "Clipping", "body": marker, "seats": [to.0]});
                let png = crate::images::png_with_text(9 + n as u32, 9);
                let r = crate::images::give_handout(s, id, handout, Some(&png), gm).await;
                assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
                let url = r.json["image"]["url"].as_str().map(str::to_owned);
                whispers.push((marker, SeatId(0), vec![to], url));
            }
        }
    }
    tokio::time::timeout(Duration::from_secs(60), server::ai::settled(&s.state)).await.expect("settled");
    whispers
}

/// Everything `reader` gets from the API about the table matches its own view and redactions,
/// and holds only the whispers it is party to.
async fn check(s: &TestServer, kind: GameKind, id: i64, reader: &Reader, whispers: &[Whisper]) {
    let who = format!("{kind:?}, {}", reader.name);
    let (state, raw) = full_state(s, kind, id).await;
    let own: Vec<Value> = raw.iter().filter_map(|e| common::redact(kind, e, reader.viewer)).collect();

    let view = s.get(&format!("/api/tables/{id}/view"), &reader.auth).await;
    assert_eq!(view.status, StatusCode::OK, "{who}: {}", view.text);
    assert_eq!(view.json["view"], state.view(reader.viewer), "{who}: the view is the game's view for it");

    let events = s.get(&format!("/api/tables/{id}/events"), &reader.auth).await;
    assert_eq!(events.status, StatusCode::OK, "{who}: {}", events.text);
    let got: Vec<&Value> = events.json["events"].as_array().unwrap().iter().map(|e| &e["event"]).collect();
    assert_eq!(got, own.iter().collect::<Vec<_>>(), "{who}: the events are the game's redactions for it");

    let mut stream = Stream::open(s, id, &reader.auth, None).await;
    for want in &own {
        let (name, _, data) = stream.next().await;
        assert_eq!((name.as_str(), &data["event"]), ("event", want), "{who}: the stream's events");
    }
    let (name, _, data) = stream.next().await;
    assert_eq!(
        (name.as_str(), &data["view"]),
        ("view", &state.view(reader.viewer)),
        "{who}: the stream's view"
    );

    let mut bytes = String::new();
    for path in ["", "/posts", "/posts?thread=talk", "/dice", "/seats", "/export", "/handouts"] {
        let r = s.get(&format!("/api/tables/{id}{path}"), &reader.auth).await;
        bytes.push_str(&r.text);
    }
    bytes.push_str(&view.text);
    bytes.push_str(&events.text);

    // The Atom feed: a seat's by its secret link, the public one for everyone else. Every event it
    // tells is one of the reader's own redactions.
    let feed = match reader.viewer {
        Viewer::Seat(_) => {
            let link = s.post(&format!("/api/tables/{id}/feed?lang=en"), json!({}), &reader.auth).await;
            assert_eq!(link.status, StatusCode::OK, "{who}: {}", link.text);
            let url = link.json["url"].as_str().unwrap();
            let path = &url[url.find("/feeds/").unwrap()..];
            s.get(path, &Auth::None).await
        }
        Viewer::Spectator => s.get(&format!("/feeds/tables/{id}"), &Auth::None).await,
    };
    assert_eq!(feed.status, StatusCode::OK, "{who}: {}", feed.text);
    let told: std::collections::HashSet<String> = own
        .iter()
        .map(|e| server::posts::event_markdown(&serde_json::value::to_raw_value(e).unwrap()))
        .collect();
    let mut entries = 0;
    for entry in feed.text.split("<content type=\"text\">").skip(1) {
        let text = unescape(entry.split("</content>").next().unwrap());
        assert!(told.contains(&text), "{who}: the feed tells an event that is not its own: {text}");
        entries += 1;
    }
    assert!(entries > 0 || own.is_empty(), "{who}: the feed tells the events: {}", feed.text);
    bytes.push_str(&feed.text);
    for (marker, from, to, image) in whispers {
        let gm = reader.name == "the owner" && marker.starts_with("handout");
        let party = gm || matches!(reader.viewer, Viewer::Seat(s) if s == *from || to.contains(&s));
        assert_eq!(
            bytes.contains(marker.as_str()),
            party,
            "{who}: the whisper {marker} reaches its writer and its recipients only"
        );
        let Some(url) = image else { continue };
        // The address whole (image 1's is the start of image 12's).
        let named = ["\"", "/thumb", "?", "<", " "].iter().any(|end| bytes.contains(&format!("{url}{end}")));
        assert_eq!(named, party, "{who}: the address of {marker}'s image");
        for path in [url.clone(), format!("{url}/thumb")] {
            let (status, _, got) = crate::images::fetch(s, &path, &reader.auth).await;
            let expected = if party { StatusCode::OK } else { StatusCode::NOT_FOUND };
            assert_eq!(status, expected, "{who}: {marker}'s image {path}");
            assert_eq!(got.starts_with(b"\x89PNG"), party, "{who}: the bytes of {marker}'s image");
        }
    }
}

/// The rolls a reader is listed (`/dice/verify`): the rolls its seat threw; every roll for the
/// owner and seat 0; and, in a game whose rolls are thrown before the table, the rolls whose
/// command's events (one seat's run, committed together) reach it through its redaction. Never
/// any other, and nothing for a spectator.
async fn check_rolls(s: &TestServer, kind: GameKind, id: i64, reader: &Reader) {
    let who = format!("{kind:?}, {}", reader.name);
    let r = s.get(&format!("/api/tables/{id}/dice/verify"), &reader.auth).await;
    if reader.name == "a spectator" {
        assert_eq!(r.status, StatusCode::FORBIDDEN, "{who}: {}", r.text);
        return;
    }
    assert_eq!(r.status, StatusCode::OK, "{who}: {}", r.text);
    let mut listed: Vec<(String, u64, String)> = Vec::new();
    for c in r.json["commitments"].as_array().unwrap() {
        for roll in c["rolls"].as_array().unwrap() {
            let seen = roll["seen_as"].as_str().unwrap_or("").to_owned();
            listed.push((
                roll["client_seed"].as_str().unwrap().to_owned(),
                roll["index"].as_u64().unwrap(),
                seen,
            ));
        }
    }
    let log = s.state.db().events_since(TableId(id), 0).await.unwrap();
    let mut expected: Vec<(String, u64, String)> = Vec::new();
    for c in s.state.db().commitments(TableId(id)).await.unwrap() {
        for roll in s.state.db().rolls(&c.commitment).await.unwrap() {
            let cs = roll.record.client_seed.clone();
            let thrower =
                cs.strip_prefix('s').and_then(|t| t.split_once(':')).and_then(|(n, _)| n.parse::<u8>().ok());
            let seat = match reader.viewer {
                Viewer::Seat(seat) => Some(seat.0),
                Viewer::Spectator => None,
            };
            // The command's events: the run before the roll's last event with its seat and time.
            let end = log.iter().position(|e| Some(e.seq) == roll.seq).expect("a roll's event");
            let mut start = end;
            while start > 0
                && log[start - 1].seat == log[end].seat
                && log[start - 1].created_at == log[end].created_at
            {
                start -= 1;
            }
            let reaches = log[start..=end]
                .iter()
                .any(|e| common::redact(kind, &common::value(&e.event), reader.viewer).is_some());
            assert!(roll.post.is_none(), "the random games post no dice");
            let seen = if seat.is_some() && thrower == seat {
                "yours"
            } else if seat.is_none() || seat == Some(0) {
                "moderator"
            } else if kind.rolls_in_the_open() && reaches {
                "table"
            } else {
                continue;
            };
            expected.push((cs, roll.record.index, seen.to_owned()));
        }
    }
    listed.sort();
    expected.sort();
    assert_eq!(listed, expected, "{who}: the rolls listed are those it may see, each saying why");
}

/// XML text as written by the feed, read back.
fn unescape(s: &str) -> String {
    s.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&apos;", "'")
        .replace("&amp;", "&")
}

async fn every_reader_gets_only_its_own(kind: GameKind, ai_seats: &[u8], seeds: std::ops::Range<u64>) {
    for seed in seeds {
        let s = TestServer::new().await;
        let (id, readers) = open(&s, kind, ai_seats).await;
        let whispers = play(&s, kind, id, &readers, 40, seed).await;
        for reader in &readers {
            check(&s, kind, id, reader, &whispers).await;
            check_rolls(&s, kind, id, reader).await;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tragedy_looper_table_with_the_ai_mastermind_hides_the_script_from_every_other_reader() {
    let kind = GameKind::from_id("tragedy-looper").unwrap();
    every_reader_gets_only_its_own(kind, &[0], 0..3).await;
}

/// A person as the Mastermind with two AI Protagonists: the AI seats read their log through the
/// same redaction as every reader, and no reader gets more than its own.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tragedy_looper_table_with_ai_protagonists_hides_the_script_from_every_protagonist() {
    let kind = GameKind::from_id("tragedy-looper").unwrap();
    every_reader_gets_only_its_own(kind, &[1, 2], 0..2).await;
}

#[tokio::test]
async fn genrefuzzion_tables_hand_each_reader_its_own_view_and_whispers() {
    every_reader_gets_only_its_own(GameKind::from_id("genrefuzzion").unwrap(), &[], 0..3).await;
}

#[tokio::test]
async fn forty_four_and_fragmentos_tables_hand_each_reader_its_own_view_and_whispers() {
    for game in ["44", "fragmentos"] {
        every_reader_gets_only_its_own(GameKind::from_id(game).unwrap(), &[], 0..2).await;
    }
}
