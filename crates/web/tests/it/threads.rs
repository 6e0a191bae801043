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
    let log: Value = serde_json::from_str(include_str!("../../../forty-four/logs/bridge.json")).unwrap();
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
            whisper_also: Vec::new(),
            reply_to: None,
            body: format!("story post {n}: *Mr. Clark* looks at the bridge again."),
            written_at: None,
            images: Vec::new(),
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
        gender: None,
    };
    let names = server::names::Names::new(&infos, &[record(1, Some("Clark")), record(2, None)]);
    let line = |seat: u8, lang| {
        let passed = serde_json::from_value(json!({"type": "passed", "seat": seat})).unwrap();
        screen::event_text(lang, &names, &passed).unwrap().into_string()
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

/// GenreFuzzion's system lines name seats as people know them: the holder's chosen name, else the
/// game's name for the seat (the player's name; the Moderator's seat by its part, in the reader's
/// words), never "seat N".
#[test]
fn genrefuzzion_lines_name_seats_never_numbers() {
    use engine::{SeatInfo, SeatRole};
    use web::i18n::Lang;
    use web::screens::genrefuzzion as screen;
    let infos = [
        SeatInfo { seat: SeatId(0), role: SeatRole::Moderator, name: "Moderator (Bea)".into() },
        SeatInfo { seat: SeatId(1), role: SeatRole::Player, name: "Bea".into() },
        SeatInfo { seat: SeatId(2), role: SeatRole::Player, name: "Carlos".into() },
    ];
    let record = |seat: u8, name: Option<&str>| store::SeatRecord {
        table: TableId(1),
        seat: SeatId(seat),
        role: "player".into(),
        holder: None,
        held_by_link: false,
        invitation_issued_at: None,
        display_name: name.map(str::to_owned),
        gender: None,
    };
    let stored = server::names::Names::new(&infos, &[record(2, Some("Charlie"))]);
    for (lang, moderator, left) in
        [(Lang::En, "Moderator (Bea)", "left the game"), (Lang::Es, "Moderación (Bea)", "dejó el juego")]
    {
        let names = web::screens::names_in(lang, &stored);
        let line = |event: Value| {
            screen::event_text(lang, &names, &serde_json::from_value(event).unwrap()).unwrap().into_string()
        };
        let text = line(json!({"type": "player_left", "player": 1}));
        assert!(text.contains("Bea") && text.contains(left), "{text}");
        let text = line(json!({"type": "scene_requested", "player": 2}));
        assert!(text.contains("Charlie") && !text.contains("Carlos"), "the chosen name: {text}");
        let text = line(json!({"type": "player_returned", "player": 0}));
        assert!(text.contains(moderator), "{text}");
        let text = line(json!({"type": "phase_changed", "phase": {"phase": "draft", "turn": 2}}));
        assert!(text.contains("Charlie"), "{text}");
        for text in [
            line(json!({"type": "player_left", "player": 1})),
            line(json!({"type": "scene_requested", "player": 2})),
            line(json!({"type": "phase_changed", "phase": {"phase": "draft", "turn": 2}})),
        ] {
            let lower = text.to_lowercase();
            assert!(!lower.contains("seat") && !lower.contains("asiento"), "{text}");
        }
    }
}

/// A 44 conflict's two rolls are told as the player's and Section 44's, whoever pressed "ready":
/// who, what for (the opponent, the Quality), the Countdown, and how the rules read the faces; the
/// copies carry all of it and the verification link, never the client seed.
#[test]
fn a_forty_four_conflict_roll_says_whose_it_is_and_what_for() {
    use engine::{SeatInfo, SeatRole};
    use web::i18n::Lang;
    let infos = [
        SeatInfo { seat: SeatId(0), role: SeatRole::Director, name: "The Director".into() },
        SeatInfo { seat: SeatId(1), role: SeatRole::MainCharacter, name: "Mr. Clark".into() },
    ];
    let record = store::SeatRecord {
        table: TableId(1),
        seat: SeatId(1),
        role: "main_character".into(),
        holder: None,
        held_by_link: false,
        invitation_issued_at: None,
        display_name: Some("Clark".into()),
        gender: None,
    };
    let stored = server::names::Names::new(&infos, &[record]);
    let side = |faces: [u32; 3], removed: Vec<u32>, kept: Vec<u32>, value: u32| json!({"dice": 3, "remove": removed.len(), "roll": {"faces": faces, "removed": removed, "kept": kept, "value": value, "omens": 0}});
    let log: Vec<(u64, Value)> = vec![
        (
            1,
            json!({"type": "order_rolled", "countdown": 4, "rounds": [[{"seat": 1, "face": 2}]], "chooser": 1}),
        ),
        (2, json!({"type": "conflict_began", "main": 1, "conspirator": 0, "operative_scene": false})),
        (3, json!({"type": "quality_chosen", "seat": 1, "quality": "resolve", "dice": 3})),
        (4, json!({"type": "agent_activated", "agent": 0, "name": "Agent Kurzweil", "rating": 1})),
        (5, json!({"type": "side_ready", "side": "conspiracy", "ready": true})),
        (
            6,
            json!({"type": "conflict_rolled", "main": side([6, 4, 2], vec![6], vec![4, 2], 4),
                   "conspiracy": side([5, 5, 1], vec![], vec![5, 5, 1], 6)}),
        ),
    ];
    // The Director pressed "ready" last: both rolls were thrown by seat 0's command.
    let roll = |index: u64, faces: Vec<u32>| server::rolls::Roll {
        table: TableId(1),
        commitment: "c".repeat(64),
        client_seed: "s0:9be9".into(),
        index,
        dice: vec![dice::Die::D6; 3],
        faces,
        verify_url: String::new(),
        page_url: format!("http://x/roll/c/s0%3A9be9/{index}"),
        bbcode: String::new(),
        markdown: String::new(),
        verdict: None,
        by: Some(SeatId(0)),
        events: Some([5, 6]),
        seen_as: Some(server::rolls::SeenAs::Table),
        post: None,
        label: None,
        notation: None,
        total: None,
        imported: false,
    };
    let rolls = [roll(0, vec![6, 4, 2]), roll(1, vec![5, 5, 1])];
    // The set-up's order roll belongs to no one seat's command: it says what it was for alone,
    // and names the contenders by name, never "seat 1".
    let order = server::rolls::Roll {
        client_seed: "setup".into(),
        by: None,
        events: Some([1, 1]),
        dice: vec![dice::Die::D6],
        faces: vec![2],
        ..roll(0, vec![2])
    };
    let told = web::rolls::tell(games::GameKind::FortyFour, Lang::En, &stored, &typed_log(&log), &[order]);
    assert_eq!(told[0].label, "Order roll (Countdown 4)");
    assert_eq!(told[0].reading.as_deref(), Some("Clark: 2"));
    // A pile with no dice throws nothing: the end of the turn's only roll is then the Menace's.
    let empty = json!({"faces": [], "removed": [], "kept": [], "value": 0, "omens": 0});
    let menace = json!({"faces": [5, 2], "removed": [], "kept": [5, 2], "value": 5, "omens": 0});
    let mut end_log = log.clone();
    end_log.push((7, json!({"type": "end_rolled", "resistance": empty, "menace": menace})));
    let end = server::rolls::Roll { events: Some([7, 7]), faces: vec![5, 2], ..roll(2, vec![5, 2]) };
    let told = web::rolls::tell(games::GameKind::FortyFour, Lang::En, &stored, &typed_log(&end_log), &[end]);
    assert!(
        told[0].label.contains("Menace") && told[0].reading.as_deref() == Some("kept 5 2: 5"),
        "{:?}",
        told[0]
    );
    let kind = games::GameKind::from_id("44").unwrap();
    for (lang, main, against, step) in [
        (
            Lang::En,
            "Clark — conflict against Agent Kurzweil, Resolve",
            "Director — conflict against Clark",
            "Countdown 4",
        ),
        (
            Lang::Es,
            "Clark — conflicto contra Agent Kurzweil, Determinación",
            // The Director's holder chose no gender: the neutral form.
            "Dirección — conflicto contra Clark",
            "Cuenta atrás 4",
        ),
    ] {
        let names = web::screens::names_in(lang, &stored);
        let told = web::rolls::tell(kind, lang, &names, &typed_log(&log), &rolls);
        assert!(told[0].label.starts_with(main) && told[0].label.contains(step), "{:?}", told[0]);
        assert!(told[1].label.starts_with(against), "{:?}", told[1]);
        assert_eq!((told[0].faces.as_str(), told[0].dice.as_str()), ("6 · 4 · 2", "3d6"));
        assert!(told[0].reading.as_deref().unwrap().contains('4'), "{:?}", told[0]);
        for t in &told {
            for copy in [&t.bbcode, &t.markdown] {
                assert!(copy.contains(&t.faces) && copy.contains(t.reading.as_deref().unwrap()), "{copy}");
                assert!(copy.contains("http://x/roll/c/s0%3A9be9/") && !copy.contains("s0:9be9"), "{copy}");
                assert!(copy.contains("Clark"), "{copy}");
            }
        }
    }
}

/// A 44 log written as JSON, as the roll words read it: each event in the game's type.
fn typed_log(log: &[(u64, Value)]) -> Vec<(u64, web::screens::AnyEvent)> {
    log.iter()
        .map(|(seq, e)| (*seq, web::screens::AnyEvent::FortyFour(serde_json::from_value(e.clone()).unwrap())))
        .collect()
}

/// A GenreFuzzion pool roll is told as its side's, by the player of that side, in its scene.
#[test]
fn a_genrefuzzion_pool_roll_says_whose_side_and_which_scene() {
    use web::i18n::Lang;
    // The replay's lines: {seq, seat, event} per event (then refusals and views, left out).
    let lines = games::replay_log(include_str!("../../../genrefuzzion/logs/scott_pilgrim.json")).unwrap();
    let events: Vec<Value> = lines.iter().filter_map(|l| l.get("event").cloned()).collect();
    let at = events.iter().position(|e| e["type"] == "pool_rolled").expect("a pool roll in the log");
    let typed: Vec<genrefuzzion::Event> =
        events.iter().map(|e| serde_json::from_value(e.clone()).unwrap()).collect();
    let typed: Vec<&genrefuzzion::Event> = typed.iter().collect();
    let names = server::names::Names::new(&[], &[]);
    let words =
        web::screens::genrefuzzion::roll_words(Lang::En, &names, &typed[..at], &typed[at..=at], 0).unwrap();
    let side = events[at]["roll"]["side"].as_str().unwrap();
    assert!(
        words.what.contains(if side == "protagonist" { "Protagonist" } else { "Antagonist" }),
        "{words:?}"
    );
    assert!(words.who.is_some(), "the side's player: {words:?}");
    assert!(words.step.as_deref().unwrap().starts_with("scene "), "{words:?}");
    assert!(words.reading.as_deref().unwrap().starts_with("result "), "{words:?}");
    let es =
        web::screens::genrefuzzion::roll_words(Lang::Es, &names, &typed[..at], &typed[at..=at], 0).unwrap();
    assert!(es.what.starts_with("el pozo del ") && es.step.unwrap().starts_with("escena "));
    // A command without a pool roll has no words of its own.
    assert!(web::screens::genrefuzzion::roll_words(Lang::En, &names, &typed[..at], &typed[..1], 0).is_none());
    // A trick's or a flaw's dice ("Trucos y Tretas") are its user's (the command's seat), named
    // by the trick or flaw and the pool it changed, in the scene; its system line names it too.
    let side_en = if side == "protagonist" { "Protagonist" } else { "Antagonist" };
    // The trick or flaw is named in the reader's language (the log keeps the rulebook's Spanish).
    for (reason, en, es, name_en) in [
        (
            "trick: Suerte inmerecida",
            "the trick “Undeserved luck” on the",
            "el truco «Suerte inmerecida» sobre el pozo del",
            "Undeserved luck",
        ),
        (
            "flaw: Lapsus freudiano",
            "the flaw “Freudian slip” on the",
            "la treta «Lapsus freudiano» sobre el pozo del",
            "Freudian slip",
        ),
    ] {
        let adjusted = json!({"type": "roll_adjusted", "roll": events[at]["roll"].clone(), "reason": reason});
        let adjusted: genrefuzzion::Event = serde_json::from_value(adjusted).unwrap();
        let thrown = [&adjusted];
        let words =
            web::screens::genrefuzzion::roll_words(Lang::En, &names, &typed[..=at], &thrown, 0).unwrap();
        assert_eq!(words.who, None, "{words:?}");
        assert_eq!(words.what, format!("{en} {side_en}'s pool"));
        assert!(words.step.as_deref().unwrap().starts_with("scene "), "{words:?}");
        let es_words =
            web::screens::genrefuzzion::roll_words(Lang::Es, &names, &typed[..=at], &thrown, 0).unwrap();
        assert!(es_words.what.starts_with(es), "{es_words:?}");
        let line = web::screens::genrefuzzion::event_text(Lang::En, &names, &adjusted).unwrap().into_string();
        assert!(line.contains(&format!("“{name_en}”: the {side_en}")), "{line}");
        let line = web::screens::genrefuzzion::event_text(Lang::Es, &names, &adjusted).unwrap().into_string();
        let name = reason.split_once(": ").unwrap().1;
        assert!(line.contains(name), "{line}");
    }
}

/// A Fragmentos throw is told as thrown by the character's player (the Director for the
/// characters it plays), for the challenge ("Retos": its characteristic, whether it is dangerous)
/// or the conflict ("Conflictos": against whom) called, in its scene, with how it reads (value,
/// bonus, total, omens); never "character 1".
#[test]
fn a_fragmentos_throw_says_who_threw_it_what_for_and_in_which_scene() {
    use engine::{SeatInfo, SeatRole};
    use web::i18n::Lang;
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../fragmentos/logs");
    let text = std::fs::read_to_string(dir.join("hotel.json")).unwrap();
    let lines = games::replay_log(&text).unwrap();
    let events: Vec<Value> = lines.iter().filter_map(|l| l.get("event").cloned()).collect();
    let started = &events[0]["config"]["main_characters"];
    let main: Vec<String> =
        started.as_array().unwrap().iter().map(|c| c["name"].as_str().unwrap().to_owned()).collect();
    let mut infos = vec![SeatInfo { seat: SeatId(0), role: SeatRole::Director, name: "Director".into() }];
    infos.extend(main.iter().enumerate().map(|(i, n)| SeatInfo {
        seat: SeatId(i as u8 + 1),
        role: SeatRole::Player,
        name: n.clone(),
    }));
    // Catherine's player goes by a nickname: her throws are Bea's, Catherine named beside them.
    let record = store::SeatRecord {
        table: store::TableId(1),
        seat: SeatId(2),
        role: "player".into(),
        holder: None,
        held_by_link: false,
        invitation_issued_at: None,
        display_name: Some("Bea".into()),
        gender: None,
    };
    let stored = server::names::Names::new(&infos, &[record]);
    let throws: Vec<usize> =
        events.iter().enumerate().filter(|(_, e)| e["type"] == "rolled").map(|(i, _)| i).collect();
    let typed: Vec<fragmentos::Event> =
        events.iter().map(|e| serde_json::from_value(e.clone()).unwrap()).collect();
    let typed: Vec<&fragmentos::Event> = typed.iter().collect();
    let words = |lang: Lang, at: usize| {
        let names = web::screens::names_in(lang, &stored);
        web::screens::fragmentos::roll_words(lang, &names, &typed[..at], &typed[at..=at], 0).unwrap()
    };
    // The first throw: Mark's own action challenge in scene 1.
    let first = words(Lang::En, throws[0]);
    assert_eq!(first.who, Some(SeatId(1)), "{first:?}");
    assert_eq!(first.what, "action challenge, not dangerous");
    assert_eq!(first.step.as_deref(), Some("scene 1"));
    let total = events[throws[0]]["throw"]["total"].as_u64().unwrap();
    assert!(first.reading.as_deref().unwrap().contains(&format!("= {total};")), "{first:?}");
    let es = words(Lang::Es, throws[0]);
    assert_eq!((es.what.as_str(), es.step.as_deref()), ("reto de acción, no peligroso", Some("escena 1")));
    assert!(es.reading.as_deref().unwrap().contains("presagios"), "{es:?}");
    // The conflict: Catherine's throw is Bea's; her opponent's is the Director's, by its name.
    let opponent = "Recepcionista";
    let conflict: Vec<_> =
        throws.iter().map(|&at| words(Lang::En, at)).filter(|w| w.what.contains("conflict")).collect();
    let hers = conflict.iter().find(|w| w.who == Some(SeatId(2))).expect("Catherine's conflict throw");
    assert!(
        hers.what.starts_with(&format!("Catherine in a conflict against {opponent}, with interaction")),
        "{hers:?}"
    );
    let theirs = conflict.iter().find(|w| w.who == Some(SeatId(0))).expect("the Director's conflict throw");
    assert!(theirs.what.starts_with(&format!("{opponent} in a conflict against Catherine")), "{theirs:?}");
    for w in throws.iter().map(|&at| words(Lang::En, at)).chain(throws.iter().map(|&at| words(Lang::Es, at)))
    {
        assert!(w.who.is_some() && w.step.is_some(), "{w:?}");
        assert!(
            !w.what.contains("character ") && !w.what.contains("personaje ") && !w.what.contains("frag-"),
            "{w:?}"
        );
    }
    assert!(
        web::screens::fragmentos::roll_words(
            Lang::En,
            &stored,
            &typed[..throws[0]],
            &typed[throws[0]..=throws[0]],
            1
        )
        .is_none()
    );
}

/// The JSON API's post `author` writes the seat's part in the reader's language by the pages'
/// rule (the language switch's cookie, else `Accept-Language`), and in the game's own words for a
/// client that names no language (as the table's `seats[].name`).
#[tokio::test]
async fn the_api_author_follows_the_readers_language() {
    let (app, _state, _dir) = site().await;
    let mut owner = account(&app, "master").await;
    let log: Value =
        serde_json::from_str(include_str!("../../../tragedy-looper/logs/fs1_two_days.json")).unwrap();
    let table = owner
        .api(
            "/api/tables",
            json!({"game": "tragedy-looper", "title": "Names", "config": log["config"], "seat": 0}),
        )
        .await;
    let id = table["id"].as_i64().unwrap();
    let renamed = owner
        .send(
            Request::put(format!("/api/tables/{id}/seats/0/name"))
                .header(header::CONTENT_TYPE, "application/json")
                .header("x-tablon-csrf", "1"),
            Body::from(json!({"name": "Ana"}).to_string()),
        )
        .await;
    assert_eq!(renamed.0, StatusCode::OK, "{}", renamed.1);
    let posted =
        owner.api(&format!("/api/tables/{id}/posts"), json!({"thread": "talk", "body": "Hola."})).await;
    assert_eq!(posted["author"], "Ana · Mastermind", "the browser asks for English: {posted}");
    let session = owner.cookies["tablon_session"].clone();
    let author = |language: Option<&'static str>, switch: Option<&'static str>| {
        let app = app.clone();
        let session = session.clone();
        async move {
            let mut cookie = format!("tablon_session={session}");
            if let Some(lang) = switch {
                cookie.push_str(&format!("; tablon_lang={lang}"));
            }
            let mut req =
                Request::get(format!("/api/tables/{id}/posts?thread=talk")).header(header::COOKIE, cookie);
            if let Some(l) = language {
                req = req.header(header::ACCEPT_LANGUAGE, l);
            }
            let res = app.oneshot(req.body(Body::empty()).unwrap()).await.unwrap();
            let bytes = res.into_body().collect().await.unwrap().to_bytes();
            let list: Value = serde_json::from_slice(&bytes).unwrap();
            list["posts"][0]["author"].as_str().unwrap().to_owned()
        }
    };
    assert_eq!(author(Some("es-ES,es;q=0.9,en;q=0.5"), None).await, "Ana · Mente maestra");
    assert_eq!(author(Some("en-GB"), None).await, "Ana · Mastermind");
    assert_eq!(author(Some("fr"), None).await, "Ana · Mastermind", "a language the pages do not speak");
    assert_eq!(author(Some("es"), Some("en")).await, "Ana · Mastermind", "the switch wins, as on the pages");
    assert_eq!(author(None, None).await, "Ana · Mastermind", "no language asked: the game's words");
}

/// Fragmentos's story lines name every character as their reader knows it: the Director's by the
/// name it entered the story with ("Personajes secundarios", "Monstruos": in play from the set-up
/// or brought in later), never "character 4"; and a prepared character the Director has not
/// brought in yet is named on no player's line before it enters (README "What each seat sees").
#[test]
fn fragmentos_lines_name_the_directors_characters_as_the_reader_knows_them() {
    use engine::{Game, Viewer};
    use web::i18n::Lang;
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../fragmentos/logs");
    let text = std::fs::read_to_string(dir.join("hotel.json")).unwrap();
    let lines = games::replay_log(&text).unwrap();
    let events: Vec<fragmentos::Event> =
        lines.iter().filter_map(|l| serde_json::from_value(l.get("event")?.clone()).ok()).collect();
    let fragmentos::Event::StoryStarted { config } = &events[0] else { panic!("the log starts the story") };
    let prepared: Vec<String> = config.offstage.iter().map(|s| s.name.clone()).collect();
    let entered = events.iter().position(|e| matches!(e, fragmentos::Event::CharacterIntroduced { .. }));
    let entered = entered.expect("the log brings a character in");
    let names = server::names::Names::default();
    for viewer in [Viewer::Seat(SeatId(0)), Viewer::Seat(SeatId(1)), Viewer::Spectator] {
        for lang in [Lang::Es, Lang::En] {
            let mut story = web::screens::Story::default();
            let mut said = Vec::new();
            for (at, e) in events.iter().enumerate() {
                let Some(seen) = fragmentos::Fragmentos::redact(e, viewer) else { continue };
                let seen = web::screens::AnyEvent::Fragmentos(seen);
                if let Some(line) = web::screens::story_event_text(lang, &names, &story, &seen) {
                    let line = line.into_string();
                    // "character 4", "personaje 4": a number where a name should be.
                    let numbered = ["character ", "personaje "].iter().any(|w| {
                        line.match_indices(w)
                            .any(|(i, _)| line[i + w.len()..].starts_with(|c: char| c.is_ascii_digit()))
                    });
                    assert!(!numbered, "{viewer:?} {lang:?}: {line}");
                    if viewer != Viewer::Seat(SeatId(0)) && at < entered {
                        for p in &prepared {
                            assert!(
                                !line.contains(p.as_str()),
                                "{viewer:?} reads {p} before it enters: {line}"
                            );
                        }
                    }
                    said.push(line);
                }
                story.learn(&seen);
            }
            // The conflict's roll of the Director's Recepcionista is hers by name.
            let roll = if lang == Lang::En { "Recepcionista rolls" } else { "Recepcionista tira" };
            assert!(said.iter().any(|l| l.contains(roll)), "{viewer:?} {lang:?}: {said:#?}");
        }
    }
}

#[tokio::test]
async fn a_mention_by_a_characters_first_name_reaches_its_player_and_the_post_says_so() {
    let (app, _state, _dir) = site().await;
    let mut owner = account(&app, "director").await;
    let mut config = config_44();
    config["characters"][0]["name"] = json!("Walter Kowalski");
    let table =
        owner.api("/api/tables", json!({"game": "44", "title": "Names", "config": config, "seat": 0})).await;
    let id = table["id"].as_i64().unwrap();
    let posted = owner
        .api(&format!("/api/tables/{id}/posts"), json!({"thread": "talk", "body": "@WALTER, where are you?"}))
        .await;
    assert_eq!(posted["addressed"], json!([1]), "{posted}");
    let page = owner.get(&format!("/t/{id}")).await;
    assert!(page.contains("Reaches: Walter Kowalski"), "the post says whom it reached");
}
