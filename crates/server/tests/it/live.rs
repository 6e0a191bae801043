//! Live updates: a seat's stream sends its redacted events and view, then new ones as they happen,
//! and resumes after `Last-Event-ID` without repeating anything.

use crate::common;

use crate::common::{Auth, Stream, TestServer, shipped_logs};
use axum::http::StatusCode;
use engine::{SeatId, Viewer};
use games::{AnyState, GameKind, Picker};
use serde_json::{Value, json};
use store::{Store, TableId};

const A_SECOND: std::time::Duration = std::time::Duration::from_secs(1);

/// A Tragedy Looper table opened by "owner": (id, seat links).
async fn looper_table(s: &TestServer, owner: &Auth) -> (i64, Vec<(u8, Auth)>) {
    let (_, log) = shipped_logs().into_iter().find(|(_, v)| v["game"] == "tragedy-looper").unwrap();
    s.table_from_log(owner, &log, false).await
}

fn link_of(seats: &[(u8, Auth)], seat: u8) -> Auth {
    seats.iter().find(|(n, _)| *n == seat).unwrap().1.clone()
}

#[tokio::test]
async fn a_stream_ends_when_its_seat_link_is_reissued_or_revoked() {
    let s = TestServer::new().await;
    let owner = s.user("owner").await;
    let (id, seats) = looper_table(&s, &owner).await;
    let mut mastermind = Stream::open(&s, id, &link_of(&seats, 0), None).await;
    let mut other = Stream::open(&s, id, &link_of(&seats, 2), None).await;
    let mut revoked = Stream::open(&s, id, &link_of(&seats, 1), None).await;
    for stream in [&mut mastermind, &mut other, &mut revoked] {
        stream.until_view().await;
    }

    let r = s.post(&format!("/api/tables/{id}/seats/0/invitation"), json!({}), &owner).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert!(mastermind.ends_within(A_SECOND).await, "the reissued link's stream ends");
    let r = s
        .req(axum::http::Method::DELETE, &format!("/api/tables/{id}/seats/1/invitation"), None, &owner)
        .await;
    assert_eq!(r.status, StatusCode::NO_CONTENT, "{}", r.text);
    assert!(revoked.ends_within(A_SECOND).await, "the revoked link's stream ends");
    assert!(!other.ends_within(A_SECOND).await, "another seat's stream goes on");
    // The old link opens no stream again.
    let r = s.get(&format!("/api/tables/{id}/stream"), &link_of(&seats, 0)).await;
    assert_eq!(r.status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn a_stream_ends_when_its_session_signs_out() {
    let s = TestServer::new().await;
    let owner = s.user("owner").await;
    let (id, seats) = looper_table(&s, &owner).await;
    let Auth::Seat(token) = link_of(&seats, 1) else { unreachable!() };
    let player = s.user("player").await;
    let r = s.post("/api/join", json!({"token": token}), &player).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    // The account's session alone opens seat 1's stream (the account holds the seat).
    let mut stream = Stream::open(&s, id, &player, None).await;
    stream.until_view().await;
    // Another session of the same account, opened before, is not signed out.
    let r = s
        .post(
            "/api/sessions",
            json!({"username": "player", "password": "correct horse battery"}),
            &Auth::None,
        )
        .await;
    let second = Auth::Session(common::session_of(&r.headers).unwrap());
    let mut stays = Stream::open(&s, id, &second, None).await;
    stays.until_view().await;

    let r = s.req(axum::http::Method::DELETE, "/api/sessions", None, &player).await;
    assert_eq!(r.status, StatusCode::NO_CONTENT);
    assert!(stream.ends_within(A_SECOND).await, "the signed-out session's stream ends");
    assert!(!stays.ends_within(A_SECOND).await, "the other session's stream goes on");
}

#[tokio::test]
async fn a_stream_ends_when_its_account_loses_the_seat() {
    let s = TestServer::new().await;
    let owner = s.user("owner").await;
    let (id, seats) = looper_table(&s, &owner).await;
    let Auth::Seat(token) = link_of(&seats, 1) else { unreachable!() };
    let player = s.user("player").await;
    assert_eq!(s.post("/api/join", json!({"token": token}), &player).await.status, StatusCode::OK);
    let mut stream = Stream::open(&s, id, &player, None).await;
    stream.until_view().await;
    let r =
        s.req(axum::http::Method::DELETE, &format!("/api/tables/{id}/seats/1/holder"), None, &owner).await;
    assert_eq!(r.status, StatusCode::NO_CONTENT, "{}", r.text);
    assert!(stream.ends_within(A_SECOND).await, "the removed account's stream ends");
}

async fn full_state(s: &TestServer, id: i64) -> (AnyState, Vec<Value>) {
    let table = s.state.db().table(TableId(id)).await.unwrap();
    let mut state = AnyState::new(GameKind::from_id(&table.game).unwrap());
    let events = s.state.db().events_since(TableId(id), 0).await.unwrap();
    let raw: Vec<Value> = events.iter().map(|e| common::value(&e.event)).collect();
    for e in &events {
        state.apply(&e.event).unwrap();
    }
    (state, raw)
}

#[tokio::test]
async fn a_stream_sends_redacted_events_and_views_and_resumes() {
    let (_, log) = shipped_logs().into_iter().find(|(_, v)| v["game"] == "tragedy-looper").unwrap();
    let s = TestServer::new().await;
    let owner = s.user("owner").await;
    let (id, seats) = s.table_from_log(&owner, &log, false).await;
    let watcher = seats.iter().find(|(n, _)| *n == 1).unwrap().clone();
    let viewer = Viewer::Seat(SeatId(watcher.0));
    let kind = GameKind::from_id("tragedy-looper").unwrap();

    let mut stream = Stream::open(&s, id, &watcher.1, None).await;
    let (state, raw) = full_state(&s, id).await;
    let expected: Vec<Value> = raw.iter().filter_map(|e| common::redact(kind, e, viewer)).collect();
    for want in &expected {
        let (name, _, data) = stream.next().await;
        assert_eq!(name, "event");
        assert_eq!(&data["event"], want);
    }
    let (name, seen, data) = stream.next().await;
    assert_eq!(name, "view");
    assert_eq!(data["view"], state.view(viewer));

    // Someone acts: the watcher hears the redacted event(s) and its new view.
    let mut picker = Picker::new(1);
    let (seat, cmd) = state
        .waiting_on()
        .into_iter()
        .find_map(|seat| state.random_command(seat, &mut |n| picker.pick(n)).map(|c| (seat, c)))
        .expect("someone can act");
    let actor = &seats.iter().find(|(n, _)| *n == seat.0).unwrap().1;
    let r = s.post(&format!("/api/tables/{id}/commands"), json!({"command": cmd}), actor).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let (state, raw) = full_state(&s, id).await;
    let new: Vec<Value> =
        raw[seen as usize..].iter().filter_map(|e| common::redact(kind, e, viewer)).collect();
    for want in &new {
        let (name, _, data) = stream.next().await;
        assert_eq!((name.as_str(), &data["event"]), ("event", want));
    }
    let (name, last, data) = stream.next().await;
    assert_eq!(name, "view");
    assert_eq!(data["view"], state.view(viewer));
    assert_eq!(last, raw.len() as u64);

    // Reconnecting with Last-Event-ID: nothing old again, straight to the view.
    let mut again = Stream::open(&s, id, &watcher.1, Some(last)).await;
    let (name, id_again, _) = again.next().await;
    assert_eq!((name.as_str(), id_again), ("view", last));
}

/// A shared stream (`GET /api/live`) opened with `cookie` (the browser's seat cookies), resuming
/// from `last_event_id`: its messages as (name, id, data).
struct Shared {
    body: axum::body::Body,
    buf: String,
}

impl Shared {
    async fn open(
        s: &TestServer,
        query: &str,
        cookie: &str,
        last_event_id: Option<&str>,
    ) -> Result<Shared, u16> {
        use tower::ServiceExt;
        let mut b =
            axum::http::Request::builder().uri(format!("/api/live?tables={query}")).header("cookie", cookie);
        if let Some(l) = last_event_id {
            b = b.header("last-event-id", l);
        }
        let res = s.app.clone().oneshot(b.body(axum::body::Body::empty()).unwrap()).await.unwrap();
        if res.status() != StatusCode::OK {
            return Err(res.status().as_u16());
        }
        Ok(Shared { body: res.into_body(), buf: String::new() })
    }

    async fn next(&mut self) -> (String, String, Value) {
        use http_body_util::BodyExt;
        loop {
            if let Some(end) = self.buf.find("\n\n") {
                let block: String = self.buf.drain(..end + 2).collect();
                let (mut name, mut id, mut data) = (String::new(), String::new(), String::new());
                for line in block.lines() {
                    if let Some(v) = line.strip_prefix("event:") {
                        name = v.trim().to_owned();
                    } else if let Some(v) = line.strip_prefix("id:") {
                        id = v.trim().to_owned();
                    } else if let Some(v) = line.strip_prefix("data:") {
                        data.push_str(v.trim_start());
                    }
                }
                if name.is_empty() {
                    continue; // keep-alive comment
                }
                return (name, id, serde_json::from_str(&data).unwrap());
            }
            let frame = tokio::time::timeout(std::time::Duration::from_secs(10), self.body.frame())
                .await
                .expect("a message within 10 s")
                .expect("the stream is open")
                .unwrap();
            if let Ok(data) = frame.into_data() {
                self.buf.push_str(std::str::from_utf8(&data).unwrap());
            }
        }
    }

    /// Reads until `table`'s message named `name`, returning it.
    async fn until(&mut self, name: &str, table: i64) -> (String, Value) {
        loop {
            let (n, id, data) = self.next().await;
            if n == name && data["table"] == table {
                return (id, data);
            }
        }
    }
}

async fn head(s: &TestServer, id: i64) -> u64 {
    s.state.db().events_since(TableId(id), 0).await.unwrap().len() as u64
}

fn token(link: Auth) -> String {
    let Auth::Seat(token) = link else { unreachable!("a seat link") };
    token
}

#[tokio::test]
async fn one_shared_stream_follows_several_tables_resumes_them_all_and_closes_a_revoked_one() {
    // A browser allows six connections per host: seven table tabs must share one stream.
    let s = TestServer::new().await;
    let owner = s.user("owner").await;
    let (a, seats_a) = looper_table(&s, &owner).await;
    let (b, seats_b) = looper_table(&s, &owner).await;
    let cookie = format!(
        "tablon_seat_{a}={}; tablon_seat_{b}={}",
        token(link_of(&seats_a, 1)),
        token(link_of(&seats_b, 2))
    );
    let (head_a, head_b) = (head(&s, a).await, head(&s, b).await);
    let mut live =
        Shared::open(&s, &format!("{a}:{head_a},{b}:{head_b},999999:0"), &cookie, None).await.unwrap();
    // Each table's view at the page's position (no event before it), and a table the browser may
    // not open (here: none) closed at once, its existence unsaid; in any order.
    let mut first = std::collections::BTreeMap::new();
    while first.len() < 3 {
        let (name, _, data) = live.next().await;
        assert_ne!(name, "event", "nothing before the pages' positions: {data}");
        first.insert(data["table"].as_i64().unwrap(), (name, data["seq"].clone()));
    }
    assert_eq!(first[&a], ("view".to_owned(), json!(head_a)));
    assert_eq!(first[&b], ("view".to_owned(), json!(head_b)));
    assert_eq!(first[&999_999].0, "closed");

    // A move at table b: its signals name b and its new position; the id holds both tables'.
    let (state, _) = full_state(&s, b).await;
    let mut picker = Picker::new(3);
    let (seat, cmd) = state
        .waiting_on()
        .into_iter()
        .find_map(|seat| state.random_command(seat, &mut |n| picker.pick(n)).map(|c| (seat, c)))
        .expect("someone can act");
    let r = s
        .post(&format!("/api/tables/{b}/commands"), json!({"command": cmd}), &link_of(&seats_b, seat.0))
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let (id, view_b) = live.until("view", b).await;
    let new_b = head(&s, b).await;
    assert_eq!(view_b["seq"], new_b);
    assert!(view_b.get("view").is_none(), "a shared stream only signals");
    assert_eq!(id, format!("{a}:{head_a},{b}:{new_b}"), "every table's position");

    // Reconnecting with that id resumes every table: straight to the views, nothing old again.
    let mut again = Shared::open(&s, &format!("{a}:0,{b}:0"), &cookie, Some(&id)).await.unwrap();
    for _ in 0..2 {
        let (name, _, data) = again.next().await;
        assert_eq!(name, "view", "nothing before the resumed positions: {data}");
    }

    // Revoking table a's link closes a on the shared stream; b goes on.
    let r =
        s.req(axum::http::Method::DELETE, &format!("/api/tables/{a}/seats/1/invitation"), None, &owner).await;
    assert_eq!(r.status, StatusCode::NO_CONTENT, "{}", r.text);
    let (id, _) = live.until("closed", a).await;
    assert_eq!(id, format!("{b}:{new_b}"), "a closed table leaves the position");
}

/// Issue 34: a seat renamed is told to the table's other pages (`seats`), which draw names again;
/// a seat's new name reached the other pages' whisper lists only after a reload.
#[tokio::test]
async fn a_renamed_seat_is_told_to_the_tables_streams() {
    let s = TestServer::new().await;
    let owner = s.user("owner").await;
    let (a, seats) = looper_table(&s, &owner).await;
    let cookie = format!("tablon_seat_{a}={}", token(link_of(&seats, 1)));
    let mut live = Shared::open(&s, &format!("{a}:{}", head(&s, a).await), &cookie, None).await.unwrap();
    live.until("view", a).await;
    let r = s
        .req(
            axum::http::Method::PUT,
            &format!("/api/tables/{a}/seats/2/name"),
            Some(json!({"name": "Pedro"})),
            &link_of(&seats, 2),
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let (_, told) = live.until("seats", a).await;
    assert_eq!(told, json!({"table": a}), "no name travels: the page asks for its own");
}

#[tokio::test]
async fn a_shared_stream_refuses_what_is_not_a_list_of_tables() {
    let s = TestServer::new().await;
    let many = (1..=33).map(|i| i.to_string()).collect::<Vec<_>>().join(",");
    for bad in ["", "x", "1:x", "1,1", "-", "1:2:x", "1:2:3:4", many.as_str()] {
        assert_eq!(Shared::open(&s, bad, "", None).await.err(), Some(400), "tables={bad}");
    }
    assert_eq!(
        Shared::open(&s, "1", "", Some("nonsense")).await.err(),
        Some(400),
        "a Last-Event-ID of no tables"
    );
}

#[tokio::test]
async fn posts_after_the_pages_newest_are_announced_when_its_stream_opens_whispers_only_to_their_readers() {
    // A post written between a page's drawing and its stream's opening was announced to nobody:
    // the stream only heard posts from its opening on. The page now says its newest post.
    let s = TestServer::new().await;
    let owner = s.user("owner").await;
    let (id, seats) = looper_table(&s, &owner).await;
    let write = |seat: u8, body: Value| {
        let (s, link) = (&s, link_of(&seats, seat));
        async move {
            let r = s.post(&format!("/api/tables/{id}/posts"), body, &link).await;
            assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
            r.json["id"].as_i64().unwrap()
        }
    };
    let shown = write(1, json!({"thread": "talk", "body": "the page shows this one"})).await;
    let head = head(&s, id).await;
    // Written after the page was drawn: a post for all, and a whisper seat 1 may not read.
    let public = write(2, json!({"thread": "talk", "body": "after the page"})).await;
    let whisper = write(2, json!({"thread": "talk", "body": "psst", "whisper_to": 0})).await;
    assert!(shown < public && public < whisper);

    let cookie = format!("tablon_seat_{id}={}", token(link_of(&seats, 1)));
    let mut live = Shared::open(&s, &format!("{id}:{head}:{shown}"), &cookie, None).await.unwrap();
    let (message_id, post) = live.until("post", id).await;
    assert_eq!(post["post"], public, "{post}");
    assert_eq!(message_id, format!("{id}:{head}:{public}"), "the id carries the post position");
    // Nothing more about posts (not the whisper) before the next news: a new public post.
    let next = write(0, json!({"thread": "talk", "body": "later"})).await;
    let (_, post) = live.until("post", id).await;
    assert_eq!(post["post"], next, "the whisper was not announced to seat 1: {post}");

    // A table's own stream takes ?post= the same way.
    let uri = format!("/api/tables/{id}/stream?after={head}&post={shown}");
    let mut own = Stream::open_uri(&s, &uri, &link_of(&seats, 1), None).await;
    let post = loop {
        let (name, _, data) = own.next().await;
        if name == "post" {
            break data;
        }
    };
    assert_eq!(post["post"], public);
}
