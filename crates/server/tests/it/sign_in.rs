//! Guessing passwords (issue 14, item 7): failed sign-ins are throttled per account and per
//! address with doubling delays, the same for names no account has; a seat link of the caller's
//! choosing buys no fresh rate-limit bucket; and the password hashes computed at once are bounded.
//! Time moves on a [`ManualClock`], never by sleeping.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{Request, StatusCode, header};
use serde_json::{Value, json};
use server::AppConfig;
use server::clock::ManualClock;

use crate::common;
use crate::common::{Auth, Res, TestServer, test_config};

const RIGHT: &str = "correct horse battery";

/// A sign-in as `name` with `password` from `from`, presenting `seat_link` if any.
async fn sign_in(s: &TestServer, name: &str, password: &str, from: &str, seat_link: Option<&str>) -> Res {
    let body = json!({"username": name, "password": password}).to_string();
    let mut b = Request::post("/api/sessions")
        .header(header::CONTENT_TYPE, "application/json")
        .header("x-tablon-csrf", "1");
    if let Some(token) = seat_link {
        b = b.header(header::AUTHORIZATION, format!("Bearer {token}"));
    }
    let mut req = b.body(Body::from(body)).unwrap();
    let addr: SocketAddr = format!("{from}:4000").parse().unwrap();
    req.extensions_mut().insert(ConnectInfo(addr));
    s.send(req).await
}

fn retry_after(r: &Res) -> Option<u64> {
    r.headers.get(header::RETRY_AFTER)?.to_str().ok()?.parse().ok()
}

async fn with_clock() -> (TestServer, Arc<ManualClock>) {
    let clock = Arc::new(ManualClock::new());
    let s = TestServer::with_config(AppConfig { clock: clock.clone(), ..test_config() }).await;
    (s, clock)
}

/// Five wrong passwords, then each attempt waits twice as long as the last: (status, Retry-After)
/// of every answer, moving the clock by each Retry-After asked.
async fn guesses(s: &TestServer, clock: &ManualClock, name: &str, from: &str) -> Vec<(u16, Option<u64>)> {
    let mut seen = Vec::new();
    for _ in 0..8 {
        let r = sign_in(s, name, "wrong password", from, None).await;
        seen.push((r.status.as_u16(), retry_after(&r)));
        if r.status == StatusCode::TOO_MANY_REQUESTS {
            assert_eq!(r.json["error"]["code"], "auth.throttled", "{}", r.text);
            clock.advance(Duration::from_secs(retry_after(&r).unwrap()));
        }
    }
    seen
}

#[tokio::test]
async fn failed_sign_ins_of_one_account_wait_doubling_delays() {
    let (s, clock) = with_clock().await;
    s.user("victim").await;
    let seen = guesses(&s, &clock, "victim", "192.0.2.1").await;
    let wrong = (401, None);
    assert_eq!(
        seen,
        [wrong, wrong, wrong, wrong, wrong, (429, Some(1)), wrong, (429, Some(2))],
        "five free failures, then 1 s, then 2 s"
    );
    // The delay asked by the last answer has passed; this failure asks for 4 s.
    assert_eq!(
        sign_in(&s, "victim", "wrong password", "192.0.2.1", None).await.status,
        StatusCode::UNAUTHORIZED
    );
    // Even the right password waits its turn, from another address too.
    let r = sign_in(&s, "victim", RIGHT, "198.51.100.7", None).await;
    assert_eq!((r.status, retry_after(&r)), (StatusCode::TOO_MANY_REQUESTS, Some(4)), "{}", r.text);
    clock.advance(Duration::from_secs(retry_after(&r).unwrap()));
    let r = sign_in(&s, "victim", RIGHT, "198.51.100.7", None).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    // Signing in starts the account afresh.
    assert_eq!(
        sign_in(&s, "victim", "wrong password", "198.51.100.7", None).await.status,
        StatusCode::UNAUTHORIZED
    );
}

#[tokio::test]
async fn a_name_no_account_has_is_throttled_the_same_way() {
    let (s, clock) = with_clock().await;
    s.user("victim").await;
    let known = guesses(&s, &clock, "victim", "192.0.2.1").await;
    let unknown = guesses(&s, &clock, "nobody", "192.0.2.2").await;
    assert_eq!(known, unknown, "the answers reveal whether the account exists");
    let r = sign_in(&s, "nobody", "wrong password", "192.0.2.2", None).await;
    assert_eq!(
        r.json["error"]["message"],
        sign_in(&s, "victim", "wrong password", "192.0.2.1", None).await.json["error"]["message"]
    );
}

#[tokio::test]
async fn failed_sign_ins_from_one_address_are_throttled_across_accounts() {
    let (s, clock) = with_clock().await;
    let from = "192.0.2.9";
    for i in 0..AppConfig::default().sign_in_failures_per_address {
        let r = sign_in(&s, &format!("name{i}"), "wrong password", from, None).await;
        assert_eq!(r.status, StatusCode::UNAUTHORIZED, "{}", r.text);
    }
    let r = sign_in(&s, "another", "wrong password", from, None).await;
    assert_eq!((r.status, retry_after(&r)), (StatusCode::TOO_MANY_REQUESTS, Some(1)), "{}", r.text);
    // Another address is not held back, and the delay passes.
    assert_eq!(
        sign_in(&s, "another", "wrong password", "192.0.2.10", None).await.status,
        StatusCode::UNAUTHORIZED
    );
    clock.advance(Duration::from_secs(1));
    assert_eq!(
        sign_in(&s, "yetanother", "wrong password", from, None).await.status,
        StatusCode::UNAUTHORIZED
    );
}

#[tokio::test]
async fn an_ipv6_client_is_one_address_across_its_64() {
    let (s, _clock) = with_clock().await;
    for i in 0..AppConfig::default().sign_in_failures_per_address {
        let from = format!("[2001:db8:1:2::{:x}]", i + 1);
        let r = sign_in(&s, &format!("name{i}"), "wrong password", &from, None).await;
        assert_eq!(r.status, StatusCode::UNAUTHORIZED, "{}", r.text);
    }
    let r = sign_in(&s, "another", "wrong password", "[2001:db8:1:2:ffff::1]", None).await;
    assert_eq!(r.status, StatusCode::TOO_MANY_REQUESTS, "{}", r.text);
}

#[tokio::test]
async fn behind_a_proxy_the_per_address_throttle_can_be_turned_off() {
    let clock = Arc::new(ManualClock::new());
    let config = AppConfig { clock: clock.clone(), sign_in_failures_per_address: 0, ..test_config() };
    let s = TestServer::with_config(config).await;
    for i in 0..40 {
        let r = sign_in(&s, &format!("name{i}"), "wrong password", "10.0.0.1", None).await;
        assert_eq!(r.status, StatusCode::UNAUTHORIZED, "{}", r.text);
    }
}

#[tokio::test]
async fn a_seat_link_of_the_callers_choosing_buys_no_fresh_rate_limit_bucket() {
    let s =
        TestServer::with_config(AppConfig { rate_per_sec: 0.001, rate_burst: 3.0, ..test_config() }).await;
    let owner = s.user("owner").await;
    let log: Value =
        common::shipped_logs().into_iter().find(|(p, _)| p.ends_with("fs1_two_days.json")).unwrap().1;
    let (_, seats) = s.table_from_log(&owner, &log, false).await;
    let links: Vec<String> =
        seats.iter().map(|(_, a)| if let Auth::Seat(t) = a { t.clone() } else { unreachable!() }).collect();
    assert!(links.len() >= 4, "four seats");
    let answers: Vec<StatusCode> = {
        let mut out = Vec::new();
        for (i, link) in links.iter().take(4).enumerate() {
            out.push(
                sign_in(&s, &format!("guess{i}"), "wrong password", "192.0.2.3", Some(link)).await.status,
            );
        }
        out
    };
    assert_eq!(
        answers,
        [
            StatusCode::UNAUTHORIZED,
            StatusCode::UNAUTHORIZED,
            StatusCode::UNAUTHORIZED,
            StatusCode::TOO_MANY_REQUESTS
        ],
        "the address's bucket of three, whatever seat link each guess presents"
    );
}

#[tokio::test]
async fn password_hashes_past_the_bound_are_refused_with_503_and_retry_after() {
    let config = AppConfig {
        max_hashing: 1,
        max_hashing_queue: 0,
        argon2_kib: 4096,
        argon2_passes: 3,
        ..test_config()
    };
    let s = Arc::new(TestServer::with_config(config).await);
    s.user("victim").await;
    let tries: Vec<_> = (0..16)
        .map(|i| {
            let s = s.clone();
            tokio::spawn(async move {
                sign_in(&s, &format!("name{i}"), "wrong password", &format!("192.0.2.{}", 20 + i), None).await
            })
        })
        .collect();
    let mut busy = 0;
    for t in tries {
        let r = t.await.unwrap();
        match r.status {
            StatusCode::UNAUTHORIZED | StatusCode::TOO_MANY_REQUESTS => {}
            StatusCode::SERVICE_UNAVAILABLE => {
                assert_eq!(r.json["error"]["code"], "server.busy", "{}", r.text);
                assert!(retry_after(&r).is_some(), "503 without Retry-After");
                busy += 1;
            }
            other => panic!("{other}: {}", r.text),
        }
    }
    assert!(busy > 0, "sixteen hashes at once with room for one ran all the same");
}
