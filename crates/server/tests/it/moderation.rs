//! A moderator's suspend, resume and skip: only the owner or seat 0 may; a suspended table refuses
//! every command with `table.suspended`; skip is the game's own command (GenreFuzzion's "suspend the
//! scene" after the maximum wait) or `table.no_skip`.

use crate::common;

use crate::common::{Auth, TestServer, log_of};
use axum::http::StatusCode;
use games::{AnyState, GameKind, Picker};
use serde_json::{Value, json};
use store::{Store, TableId};

async fn full_state(s: &TestServer, id: i64) -> AnyState {
    let table = s.state.db().table(TableId(id)).await.unwrap();
    let mut state = AnyState::new(GameKind::from_id(&table.game).unwrap());
    for e in s.state.db().events_since(TableId(id), 0).await.unwrap() {
        state.apply(&e.event).unwrap();
    }
    state
}

fn link(seats: &[(u8, Auth)], n: u8) -> &Auth {
    &seats.iter().find(|(s, _)| *s == n).unwrap().1
}

/// A legal command for a seat the game waits on.
async fn some_move(s: &TestServer, id: i64, picker: &mut Picker) -> (u8, Value) {
    let state = full_state(s, id).await;
    for seat in state.waiting_on() {
        if let Some(c) = state.random_command(seat, &mut |n| picker.pick(n)) {
            return (seat.0, c);
        }
    }
    panic!("nobody can move");
}

#[tokio::test]
async fn only_the_moderator_suspends_and_a_suspended_table_refuses_every_command() {
    let s = TestServer::new().await;
    let owner = s.user("owner").await;
    let stranger = s.user("stranger").await;
    let (id, seats) = s.table_from_log(&owner, &log_of("tragedy-looper"), false).await;
    let mut picker = Picker::new(7);

    // A Protagonist (seat 1) and a stranger may not.
    let r = s.post(&format!("/api/tables/{id}/suspend"), json!({}), link(&seats, 1)).await;
    assert_eq!(r.status, StatusCode::FORBIDDEN, "{}", r.text);
    assert_eq!(r.json["error"]["code"], "table.not_moderator");
    let r = s.post(&format!("/api/tables/{id}/suspend"), json!({}), &stranger).await;
    assert_eq!(r.status, StatusCode::NOT_FOUND, "a stranger does not learn the table exists");

    // The owner suspends: every seat's command is refused with a stable code, the log is unchanged.
    let r = s.post(&format!("/api/tables/{id}/suspend"), json!({}), &owner).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_eq!(r.json["suspended"], true);
    let since = r.json["since"].as_i64().unwrap();
    assert_eq!(
        r.text,
        format!(r#"{{"id":{id},"suspended":true,"since":{since}}}"#),
        "the answer's wire form"
    );
    let head = s.state.db().head(TableId(id)).await.unwrap();
    let (seat, cmd) = some_move(&s, id, &mut picker).await;
    let r = s.post(&format!("/api/tables/{id}/commands"), json!({"command": cmd}), link(&seats, seat)).await;
    assert_eq!(r.status, StatusCode::CONFLICT, "{}", r.text);
    assert_eq!(r.json["error"]["code"], "table.suspended");
    assert!(r.json["error"]["message"].as_str().unwrap().contains("resumed"));
    assert_eq!(s.state.db().head(TableId(id)).await.unwrap(), head, "nothing was written");
    // Suspending again keeps the first time; a Protagonist may not resume.
    let r = s.post(&format!("/api/tables/{id}/suspend"), json!({}), link(&seats, 0)).await;
    assert_eq!(r.json["since"].as_i64(), Some(since));
    let r = s.post(&format!("/api/tables/{id}/resume"), json!({}), link(&seats, 2)).await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);

    // Seat 0 (the Mastermind) resumes: the same command is taken.
    let r = s.post(&format!("/api/tables/{id}/resume"), json!({}), link(&seats, 0)).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_eq!(r.json["suspended"], false);
    assert_eq!(r.text, format!(r#"{{"id":{id},"suspended":false,"since":null}}"#));
    let r = s.post(&format!("/api/tables/{id}/commands"), json!({"command": cmd}), link(&seats, seat)).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
}

#[tokio::test]
async fn another_process_sees_a_suspension_within_the_ttl() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("m.db").display());
    let a = server::AppState::new(store::Database::connect(&url).await.unwrap(), common::test_config())
        .await
        .unwrap();
    // B's clock moves only when the test moves it.
    let clock = std::sync::Arc::new(server::clock::ManualClock::new());
    let config = server::AppConfig { clock: clock.clone(), ..common::test_config() };
    let b = server::AppState::new(store::Database::connect(&url).await.unwrap(), config).await.unwrap();
    let (sa, sb) = (common::TestServer::over(a), common::TestServer::over(b));
    let owner = sa.user("owner").await;
    let (id, seats) = sa.table_from_log(&owner, &log_of("tragedy-looper"), false).await;
    let mut picker = Picker::new(3);
    let (seat, cmd) = some_move(&sa, id, &mut picker).await;
    // B caches the table (not suspended), then A suspends it.
    assert_eq!(sb.get(&format!("/api/tables/{id}"), link(&seats, seat)).await.status, StatusCode::OK);
    let r = sb.post(&format!("/api/tables/{id}/resume"), json!({}), link(&seats, 0)).await;
    assert_eq!(r.status, StatusCode::OK);
    assert_eq!(sa.post(&format!("/api/tables/{id}/suspend"), json!({}), &owner).await.status, StatusCode::OK);
    // Within the TTL, B still trusts the flag it cached (and takes the command); once the TTL has
    // passed on B's clock, B reads the store and refuses.
    let ttl = sb.state.config().suspension_ttl;
    clock.advance(ttl - std::time::Duration::from_millis(1));
    let r = sb.post(&format!("/api/tables/{id}/commands"), json!({"command": cmd}), link(&seats, seat)).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let (seat, cmd) = some_move(&sa, id, &mut picker).await;
    clock.advance(std::time::Duration::from_millis(1));
    let r = sb.post(&format!("/api/tables/{id}/commands"), json!({"command": cmd}), link(&seats, seat)).await;
    assert_eq!(r.json["error"]["code"], "table.suspended", "{}", r.text);
}

#[tokio::test]
async fn games_without_a_skip_rule_say_so() {
    let s = TestServer::new().await;
    let owner = s.user("owner").await;
    for game in ["tragedy-looper", "44", "fragmentos"] {
        let (id, seats) = s.table_from_log(&owner, &log_of(game), false).await;
        let r = s.post(&format!("/api/tables/{id}/skip"), json!({}), link(&seats, 1)).await;
        assert_eq!(r.status, StatusCode::FORBIDDEN, "{game}: {}", r.text);
        let head = s.state.db().head(TableId(id)).await.unwrap();
        let r = s.post(&format!("/api/tables/{id}/skip"), json!({}), &owner).await;
        assert_eq!(r.status, StatusCode::UNPROCESSABLE_ENTITY, "{game}: {}", r.text);
        assert_eq!(r.json["error"]["code"], "table.no_skip");
        assert_eq!(s.state.db().head(TableId(id)).await.unwrap(), head);
    }
}

/// GenreFuzzion, "Tiempo máximo de espera" (the Moderator contacts the late player; once the
/// maximum wait has passed the scene is suspended and another player may start the next one):
/// skip sends `suspend_scene` as the Moderator with the server's clock.
#[tokio::test]
async fn genrefuzzion_skip_suspends_the_scene_after_the_wait() {
    let s = TestServer::new().await;
    let owner = s.user("owner").await;
    let mut log = log_of("genrefuzzion");
    log["config"]["max_wait_secs"] = json!(3600);
    let (id, seats) = s.table_from_log(&owner, &log, false).await;
    let mut picker = Picker::new(11);

    // Play until a scene is under way and the Moderator can contact the late player.
    let mut nudged = false;
    for _ in 0..400 {
        let r = s
            .post(
                &format!("/api/tables/{id}/commands"),
                json!({"command": {"type": "nudge_late_player", "now": 1000}}),
                link(&seats, 0),
            )
            .await;
        if r.status == StatusCode::OK || r.json["error"]["code"] == "gf.suspend.nudged" {
            nudged = true;
            break;
        }
        let (seat, cmd) = some_move(&s, id, &mut picker).await;
        let r =
            s.post(&format!("/api/tables/{id}/commands"), json!({"command": cmd}), link(&seats, seat)).await;
        assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    }
    assert!(nudged, "no scene was reached");

    // Only the moderator; next_starter is required.
    let r = s.post(&format!("/api/tables/{id}/skip"), json!({"next_starter": 1}), link(&seats, 2)).await;
    assert_eq!(r.status, StatusCode::FORBIDDEN);
    let r = s.post(&format!("/api/tables/{id}/skip"), json!({}), &owner).await;
    assert_eq!(r.json["error"]["code"], "skip.next_starter", "{}", r.text);

    // The deadline (1000 + 3600 s) is long past on the server's clock: the scene is suspended.
    // Each try under its own idempotency key (a refused one records nothing).
    let skip = |starter: u8| {
        let path = format!("/api/tables/{id}/skip");
        let owner = &owner;
        let s = &s;
        async move {
            let key = format!("skip-{starter}");
            crate::hardening::keyed(s, &path, json!({"next_starter": starter}), owner, &key).await
        }
    };
    let mut done = None;
    for starter in 1..=3u8 {
        let r = skip(starter).await;
        if r.status == StatusCode::OK {
            done = Some((starter, r));
            break;
        }
        assert_eq!(r.json["error"]["code"], "gf.suspend.starter", "{}", r.text);
    }
    let (starter, r) = done.expect("some player with a character may start the next scene");
    // Sent again with its key (a dropped connection): played once, the same range told again.
    let logged = s.state.db().events_since(TableId(id), 0).await.unwrap().len();
    let again = skip(starter).await;
    assert_eq!(again.status, StatusCode::OK, "{}", again.text);
    assert_eq!((&again.json["first"], &again.json["last"]), (&r.json["first"], &r.json["last"]));
    assert_eq!(again.json["view"]["viewer"], "spectator", "the owner's own view, not the Moderator's");
    assert_eq!(s.state.db().events_since(TableId(id), 0).await.unwrap().len(), logged, "nothing new");
    assert!(r.json["view"].is_object(), "{}", r.text);
    // The owner holds no seat: the answer is the range appended and the owner's own view message.
    let keys: Vec<&str> = r.json.as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(keys, ["first", "last", "seq", "view"], "{}", r.text);
    let keys: Vec<&str> = r.json["view"].as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(keys, ["seq", "viewer", "waiting_on", "your_turn", "seats", "view"], "{}", r.text);
    assert_eq!(r.json["view"]["viewer"], "spectator");
    let events = s.state.db().events_since(TableId(id), 0).await.unwrap();
    let suspended = events
        .iter()
        .rev()
        .find(|e| common::value(&e.event)["type"] == "scene_suspended")
        .expect("suspended");
    let now = common::value(&suspended.event)["now"].as_u64().unwrap();
    assert!(now > 1_700_000_000, "the server's clock, not the client's: {now}");
    assert_eq!(suspended.seat, Some(engine::SeatId(0)), "played as the Moderator's seat");
}
