//! What one client may hold of a server on the open internet (issue 14, item 6), over real TCP
//! sockets against `server::serve`: the header, idle and body timeouts close slow connections, a
//! declared body over the route's limit is refused at once with 413, connections past the caps get
//! a 503 and the server keeps answering, and live streams outlive every timeout.
//!
//! The timeouts are set small by config, so each test waits a fraction of a second, never minutes.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use server::{AppConfig, AppState};
use store::Database;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use crate::common;
use crate::common::{Auth, TestServer, test_config};

/// A server listening on a free port, stopped on drop.
struct Live {
    addr: SocketAddr,
    state: AppState,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    _dir: tempfile::TempDir,
}

impl Drop for Live {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
    }
}

async fn live(config: AppConfig) -> Live {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("t.db").display());
    let db = Database::connect(&url).await.unwrap();
    let state = AppState::new(db, config).await.unwrap();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let serving = state.clone();
    tokio::spawn(async move {
        server::serve(listener, serving, async {
            let _ = stopped.await;
        })
        .await
        .unwrap();
    });
    Live { addr, state, stop: Some(stop), _dir: dir }
}

fn quick() -> AppConfig {
    AppConfig {
        header_timeout: Duration::from_millis(300),
        body_timeout: Duration::from_millis(300),
        ..test_config()
    }
}

/// What the server sent until it closed the connection, and when it closed; `None` when it still
/// held the connection open after `patience`.
async fn until_closed(s: &mut TcpStream, patience: Duration) -> Option<(String, Duration)> {
    let started = Instant::now();
    let mut got = Vec::new();
    let mut buf = [0u8; 4096];
    loop {
        let left = patience.checked_sub(started.elapsed())?;
        match tokio::time::timeout(left, s.read(&mut buf)).await {
            Err(_) => return None,
            Ok(Ok(0)) | Ok(Err(_)) => {
                return Some((String::from_utf8_lossy(&got).into_owned(), started.elapsed()));
            }
            Ok(Ok(n)) => got.extend_from_slice(&buf[..n]),
        }
    }
}

/// The first response's head (status line and headers) on `s`, within `patience`.
async fn response_head(s: &mut TcpStream, patience: Duration) -> Option<String> {
    let started = Instant::now();
    let mut got = Vec::new();
    let mut buf = [0u8; 4096];
    while !got.windows(4).any(|w| w == b"\r\n\r\n") {
        let left = patience.checked_sub(started.elapsed())?;
        match tokio::time::timeout(left, s.read(&mut buf)).await {
            Ok(Ok(n)) if n > 0 => got.extend_from_slice(&buf[..n]),
            _ => return None,
        }
    }
    Some(String::from_utf8_lossy(&got).into_owned())
}

#[tokio::test]
async fn half_sent_headers_are_closed_after_the_header_timeout() {
    let server = live(quick()).await;
    let mut s = TcpStream::connect(server.addr).await.unwrap();
    s.write_all(b"GET /api/games HTTP/1.1\r\nHost: x\r\n").await.unwrap();
    let closed = until_closed(&mut s, Duration::from_secs(5)).await;
    let (_, after) = closed.expect("a connection whose head never ends is closed");
    assert!(after >= Duration::from_millis(200), "closed after {after:?}, before the timeout");
}

#[tokio::test]
async fn an_idle_kept_alive_connection_is_closed_after_the_idle_timeout() {
    let server = live(quick()).await;
    let mut s = TcpStream::connect(server.addr).await.unwrap();
    s.write_all(b"GET /api/games HTTP/1.1\r\nHost: x\r\n\r\n").await.unwrap();
    let head = response_head(&mut s, Duration::from_secs(5)).await.expect("an answer");
    assert!(head.starts_with("HTTP/1.1 200"), "{head}");
    let closed = until_closed(&mut s, Duration::from_secs(5)).await;
    assert!(closed.is_some(), "an idle kept-alive connection stays open");
}

#[tokio::test]
async fn a_body_that_stops_arriving_is_answered_408_after_the_body_timeout() {
    let server = live(quick()).await;
    let mut s = TcpStream::connect(server.addr).await.unwrap();
    s.write_all(
        b"POST /api/sessions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nX-Tablon-CSRF: 1\r\nContent-Length: 100\r\n\r\n{\"user",
    )
    .await
    .unwrap();
    let (answer, _) = until_closed(&mut s, Duration::from_secs(5)).await.expect("the connection is closed");
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
    assert!(answer.contains("request.timeout"), "{answer}");
}

async fn declared(server: &Live, route: &str, length: u64) -> Option<String> {
    let mut s = TcpStream::connect(server.addr).await.unwrap();
    let head = format!(
        "POST {route} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nX-Tablon-CSRF: 1\r\nContent-Length: {length}\r\n\r\n{{\"a\":1}}"
    );
    s.write_all(head.as_bytes()).await.unwrap();
    // Far less than the body timeout: the refusal must not wait for the body.
    response_head(&mut s, Duration::from_secs(2)).await
}

#[tokio::test]
async fn a_declared_length_over_the_routes_limit_is_refused_at_once_with_413() {
    // The default body timeout (a minute): only the declared length can explain a quick answer.
    let server = live(test_config()).await;
    let head = declared(&server, "/api/sessions", 10_737_418_240).await.expect("an answer at once");
    assert!(head.starts_with("HTTP/1.1 413"), "{head}");
    let limit = server.state.config().max_body_bytes as u64;
    let head = declared(&server, "/api/tables", limit + 1).await.expect("an answer at once");
    assert!(head.starts_with("HTTP/1.1 413"), "{head}");
    // The import route takes more than the others, but not everything.
    let head = declared(&server, "/api/tables/import", 10_737_418_240).await.expect("an answer at once");
    assert!(head.starts_with("HTTP/1.1 413"), "{head}");
    assert!(
        declared(&server, "/api/tables/import", limit + 1).await.is_none(),
        "an import within its own limit is read"
    );
}

#[tokio::test]
async fn connections_past_the_per_address_cap_get_503_and_the_server_still_answers() {
    let server = live(AppConfig { max_connections_per_address: 2, ..test_config() }).await;
    let _held =
        [TcpStream::connect(server.addr).await.unwrap(), TcpStream::connect(server.addr).await.unwrap()];
    let mut third = TcpStream::connect(server.addr).await.unwrap();
    third.write_all(b"GET /api/games HTTP/1.1\r\nHost: x\r\n\r\n").await.unwrap();
    let (answer, _) = until_closed(&mut third, Duration::from_secs(5)).await.expect("refused and closed");
    assert!(answer.starts_with("HTTP/1.1 503"), "{answer}");
    assert!(answer.to_ascii_lowercase().contains("retry-after:"), "{answer}");
    drop(_held);
    // The freed slots come back once the server sees the closes.
    let started = Instant::now();
    loop {
        let mut s = TcpStream::connect(server.addr).await.unwrap();
        s.write_all(b"GET /api/games HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").await.unwrap();
        let head = response_head(&mut s, Duration::from_secs(5)).await.expect("an answer");
        if head.starts_with("HTTP/1.1 200") {
            break;
        }
        assert!(started.elapsed() < Duration::from_secs(5), "slots never freed: {head}");
        tokio::task::yield_now().await;
    }
}

#[tokio::test]
async fn connections_past_the_total_cap_get_503() {
    let server = live(AppConfig { max_connections: 3, ..test_config() }).await;
    let mut held = Vec::new();
    for _ in 0..3 {
        held.push(TcpStream::connect(server.addr).await.unwrap());
    }
    let mut fourth = TcpStream::connect(server.addr).await.unwrap();
    fourth.write_all(b"GET /api/games HTTP/1.1\r\nHost: x\r\n\r\n").await.unwrap();
    let (answer, _) = until_closed(&mut fourth, Duration::from_secs(5)).await.expect("refused and closed");
    assert!(answer.starts_with("HTTP/1.1 503"), "{answer}");
}

#[tokio::test]
async fn a_live_stream_outlives_the_header_idle_and_body_timeouts() {
    let server = live(quick()).await;
    let api = TestServer::over(server.state.clone());
    let owner = api.user("owner").await;
    let log = &common::shipped_logs().into_iter().find(|(p, _)| p.ends_with("bridge.json")).unwrap().1;
    let (id, seats) = api.table_from_log(&owner, log, false).await;
    let Auth::Seat(token) = &seats[0].1 else { unreachable!() };
    let mut s = TcpStream::connect(server.addr).await.unwrap();
    let request =
        format!("GET /api/tables/{id}/stream HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer {token}\r\n\r\n");
    s.write_all(request.as_bytes()).await.unwrap();
    let head = response_head(&mut s, Duration::from_secs(5)).await.expect("the stream opens");
    assert!(head.starts_with("HTTP/1.1 200"), "{head}");
    // Three times every timeout: the stream is still open.
    assert!(until_closed(&mut s, Duration::from_millis(900)).await.is_none(), "the stream was cut");
}
