//! The server reads the time from its injected clock (`AppConfig::clock`) alone: moving a
//! `ManualClock` moves every time its rules read (a post's edit grace, a session's end), with no
//! reading of the system clock behind it.

use std::sync::Arc;
use std::time::Duration;

use axum::http::{Method, StatusCode};
use serde_json::json;
use server::AppConfig;
use server::clock::ManualClock;

use crate::common::{TestServer, log_of, test_config};

async fn with_clock(config: AppConfig) -> (TestServer, Arc<ManualClock>) {
    let clock = Arc::new(ManualClock::new());
    let s = TestServer::with_config(AppConfig { clock: clock.clone(), ..config }).await;
    (s, clock)
}

#[tokio::test]
async fn a_posts_edit_grace_ends_when_the_servers_clock_says_so() {
    let (s, clock) = with_clock(AppConfig { edit_grace_ms: 60_000, ..test_config() }).await;
    let owner = s.user("owner").await;
    let (id, seats) = s.table_from_log(&owner, &log_of("44"), false).await;
    let r = s
        .post(&format!("/api/tables/{id}/posts"), json!({"thread": "story", "body": "first"}), &seats[0].1)
        .await;
    let post = r.json["id"].as_i64().unwrap();
    let edit = |body: &'static str| {
        let (s, auth) = (&s, &seats[0].1);
        async move { s.req(Method::PUT, &format!("/api/posts/{post}"), Some(json!({ "body": body })), auth).await }
    };
    clock.advance(Duration::from_secs(30));
    assert_eq!(edit("second").await.status, StatusCode::OK, "within the minute");
    clock.advance(Duration::from_secs(31));
    assert_eq!(edit("third").await.json["error"]["code"], "post.grace_over", "past the minute");
}

#[tokio::test]
async fn a_session_ends_when_the_servers_clock_says_so() {
    let (s, clock) = with_clock(AppConfig { session_ms: 3_600_000, ..test_config() }).await;
    let ana = s.user("ana").await;
    assert_eq!(s.get("/api/me", &ana).await.status, StatusCode::OK);
    clock.advance(Duration::from_secs(3_599));
    assert_eq!(s.get("/api/me", &ana).await.status, StatusCode::OK, "within the hour");
    clock.advance(Duration::from_secs(2));
    let me = s.get("/api/me", &ana).await;
    assert_eq!(me.status, StatusCode::UNAUTHORIZED, "past the hour: {}", me.text);
}

/// The store stamps what the server writes by the server's clock too: a table, its opening events
/// and a post, made after the clock moved a month on, carry the moved time.
#[tokio::test]
async fn the_store_stamps_rows_by_the_servers_clock() {
    use store::Store;
    let (s, clock) = with_clock(test_config()).await;
    clock.advance(Duration::from_secs(30 * 86_400));
    let now = s.state.now_ms();
    let owner = s.user("owner").await;
    let (id, seats) = s.table_from_log(&owner, &log_of("44"), false).await;
    let table = store::TableId(id);
    assert_eq!(s.state.db().table(table).await.unwrap().created_at, now);
    let events = s.state.db().events_since(table, 0).await.unwrap();
    assert!(!events.is_empty() && events.iter().all(|e| e.created_at == now), "events stamped by the clock");
    let r = s
        .post(&format!("/api/tables/{id}/posts"), json!({"thread": "talk", "body": "hi"}), &seats[0].1)
        .await;
    assert!(r.status.is_success(), "{}", r.text);
    assert_eq!(r.json["at"].as_i64(), Some(now), "{}", r.text);
}
