//! Threads people can read (issue 16), through the whole router without a socket: a long thread
//! opens at its end and loads earlier posts on demand, an account holding two seats of one table
//! acts for the seat each form was drawn for, and 44's lines name seats by their holders' names.
//! (The 2,000-post benchmark is `thread_bench.rs`, alone in its binary.)

use std::collections::HashMap;

use axum::Router;
use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use engine::SeatId;
use http_body_util::BodyExt;
use serde_json::{Value, json};
use server::{AppConfig, AppState};
use store::{Database, NewPost, Store, TableId, Thread};
use tower::ServiceExt;

/// A browser: a cookie jar.
struct Browser {
    app: Router,
    cookies: HashMap<String, String>,
}

impl Browser {
    async fn send(&mut self, req: axum::http::request::Builder, body: Body) -> (StatusCode, String) {
        let cookie: Vec<String> = self.cookies.iter().map(|(k, v)| format!("{k}={v}")).collect();
        let req = req
            .header(header::COOKIE, cookie.join("; "))
            .header(header::ACCEPT_LANGUAGE, "en")
            .body(body)
            .unwrap();
        let res = self.app.clone().oneshot(req).await.unwrap();
        for v in res.headers().get_all(header::SET_COOKIE) {
            let (pair, _) = v.to_str().unwrap().split_once(';').unwrap();
            let (k, v) = pair.split_once('=').unwrap();
            self.cookies.insert(k.to_owned(), v.to_owned());
        }
        let status = res.status();
        let bytes = res.into_body().collect().await.unwrap().to_bytes();
        (status, String::from_utf8_lossy(&bytes).into_owned())
    }

    async fn get(&mut self, path: &str) -> String {
        let (status, text) = self.send(Request::get(path), Body::empty()).await;
        assert_eq!(status, StatusCode::OK, "{path}: {text}");
        text
    }

    async fn api(&mut self, path: &str, body: Value) -> Value {
        let req =
            Request::post(path).header(header::CONTENT_TYPE, "application/json").header("x-tablon-csrf", "1");
        serde_json::from_str(&self.send(req, Body::from(body.to_string())).await.1).unwrap()
    }
}

async fn site() -> (Router, AppState, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let db = Database::connect(&format!("sqlite://{}", dir.path().join("t.db").display())).await.unwrap();
    let config = AppConfig { rate_per_sec: 0.0, argon2_kib: 8, argon2_passes: 1, ..AppConfig::default() };
    let state = AppState::new(db, config).await.unwrap();
    (web::app(state.clone()), state, dir)
}

fn config_44() -> Value {
    let log: Value = serde_json::from_str(include_str!("../../forty-four/logs/bridge.json")).unwrap();
    log["config"].clone()
}

/// A signed-up account's browser.
async fn account(app: &Router, name: &str) -> Browser {
    let mut b = Browser { app: app.clone(), cookies: HashMap::new() };
    let created = b.api("/api/accounts", json!({"username": name, "password": "long enough"})).await;
    assert!(created.get("error").is_none(), "{created}");
    b
}

/// A 44 table whose owner holds seat 0, with `posts` story posts from seat 1.
async fn table_with_posts(app: &Router, state: &AppState, owner: &mut Browser, posts: usize) -> i64 {
    let table = owner
        .api("/api/tables", json!({"game": "44", "title": "Long", "config": config_44(), "seat": 0}))
        .await;
    let id = table["id"].as_i64().unwrap();
    let _ = app;
    for n in 1..=posts {
        let post = NewPost {
            table: TableId(id),
            thread: Thread::Story,
            author_user: None,
            author_seat: Some(SeatId(1)),
            whisper_to: None,
            reply_to: None,
            body: format!("story post {n}: *Mr. Clark* looks at the bridge again."),
            written_at: None,
        };
        state.db().add_post(&post).await.unwrap();
    }
    id
}

#[tokio::test]
async fn a_long_thread_opens_at_its_end_and_loads_earlier_posts_on_demand() {
    let (app, state, _dir) = site().await;
    let mut owner = account(&app, "owner").await;
    let id = table_with_posts(&app, &state, &mut owner, 250).await;
    let page = owner.get(&format!("/t/{id}")).await;
    assert!(page.contains("story post 250:") && page.contains("story post 221:"), "the newest 30");
    assert!(!page.contains("story post 220:"), "earlier posts wait to be asked for");
    assert!(page.contains(&format!("hx-get=\"/t/{id}/thread/story?seat=0&amp;show=60\"")), "load earlier");
    assert!(page.contains(&format!("href=\"/t/{id}?seat=0&amp;show=60\"")), "and without the page script");
    let more = owner.get(&format!("/t/{id}/thread/story?seat=0&show=200")).await;
    assert!(
        more.contains("story post 51:")
            && !more.contains("story post 50:")
            && more.contains("story post 250:")
    );
    // The live update of a list showing 200 keeps showing 200.
    assert!(more.contains(&format!("hx-get=\"/t/{id}/thread/story?seat=0&amp;show=200\"")));
    let all = owner.get(&format!("/t/{id}/thread/story?seat=0&show=1000")).await;
    assert!(
        all.contains("story post 1:") && !all.contains("load-earlier"),
        "everything, and nothing earlier"
    );
}

#[tokio::test]
async fn an_account_with_two_seats_acts_for_the_seat_each_form_was_drawn_for() {
    let (app, _state, _dir) = site().await;
    let mut owner = account(&app, "moderator").await;
    let table = owner
        .api("/api/tables", json!({"game": "44", "title": "Two hats", "config": config_44(), "seat": 0}))
        .await;
    let id = table["id"].as_i64().unwrap();
    let token = table["invitations"][0]["token"].as_str().unwrap().to_owned();
    // The same signed-in browser takes seat 1 by its link: the account holds seats 0 and 1.
    let joined = owner.api("/api/join", json!({"token": token})).await;
    assert_eq!(joined["seat"], 1, "{joined}");
    let as_player = owner.get(&format!("/t/{id}?seat=1")).await;
    assert!(
        as_player.contains(&format!("action=\"/t/{id}/act?seat=1\"")),
        "the player's forms act as seat 1"
    );
    assert!(!as_player.contains(&format!("/t/{id}/act?seat=0")));
    assert!(as_player.contains(&format!("action=\"/t/{id}/post?seat=1\"")));
    assert!(as_player.contains("seat-switch") && as_player.contains(&format!("href=\"/t/{id}?seat=0\"")));
    let as_director = owner.get(&format!("/t/{id}?seat=0")).await;
    assert!(as_director.contains(&format!("action=\"/t/{id}/post?seat=0\"")));
    assert!(!as_director.contains(&format!("/t/{id}/act?seat=1")));
    assert!(as_director.contains(&format!("href=\"/t/{id}?seat=1\"")));
}

/// 44's system lines name a seat by the name its holder chose, else by its main character's.
#[test]
fn forty_four_lines_name_seats_by_their_holders_names() {
    use engine::{SeatInfo, SeatRole};
    use web::i18n::Lang;
    use web::screens::forty_four as screen;
    let infos = [
        SeatInfo { seat: SeatId(1), role: SeatRole::MainCharacter, name: "Mr. Clark".into() },
        SeatInfo { seat: SeatId(2), role: SeatRole::MainCharacter, name: "Ms. Ruiz".into() },
    ];
    let record = |seat: u8, name: Option<&str>| store::SeatRecord {
        table: TableId(1),
        seat: SeatId(seat),
        role: "main_character".into(),
        holder: None,
        held_by_link: false,
        invitation_issued_at: None,
        display_name: name.map(str::to_owned),
    };
    let names = server::names::Names::new(&infos, &[record(1, Some("Clark")), record(2, None)]);
    let line = |seat: u8, lang| {
        screen::event_text(lang, &names, &json!({"type": "passed", "seat": seat})).unwrap().into_string()
    };
    for (lang, done) in [(Lang::En, "is done"), (Lang::Es, "ha terminado")] {
        let text = line(1, lang);
        assert!(text.contains("Clark") && text.contains(done) && !text.contains("1"), "{text}");
    }
    // Without a chosen name, its main character's: never a seat number.
    for lang in [Lang::En, Lang::Es] {
        let text = line(2, lang);
        assert!(text.contains("Ms. Ruiz") && !text.contains('2'), "{text}");
    }
}
