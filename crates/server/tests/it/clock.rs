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
