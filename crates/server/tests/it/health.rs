//! Health checks: `/healthz` answers 200 `ok` while the process serves; `/readyz` answers 200 when
//! the database answers and 503 with a short reason (no internal details) when it does not: a
//! closed store (SQLite and PostgreSQL) or a PostgreSQL that became unreachable (a proxy in front of
//! it is cut). Neither reads credentials, spends a rate-limit token nor needs the CSRF header; both
//! are in the OpenAPI document as plain-text routes.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::common::{Auth, Res, TestServer, test_config};
use axum::http::{Method, StatusCode, header};
use server::{AppConfig, AppState};
use store::Database;
use tokio::net::{TcpListener, TcpStream};
use tokio::task::JoinSet;

async fn probe(s: &TestServer, path: &str) -> Res {
    s.req(Method::GET, path, None, &Auth::None).await
}

fn assert_plain(r: &Res, status: StatusCode, text: &str) {
    assert_eq!(r.status, status, "{}", r.text);
    assert_eq!(r.text, text);
    let kind = r.headers.get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).unwrap_or("");
    assert!(kind.starts_with("text/plain"), "{kind}");
    assert_eq!(r.headers.get(header::CACHE_CONTROL).unwrap(), "no-store");
}

#[tokio::test]
async fn both_answer_ok_on_a_working_server() {
    let s = TestServer::new().await;
    assert_plain(&probe(&s, "/healthz").await, StatusCode::OK, "ok\n");
    assert_plain(&probe(&s, "/readyz").await, StatusCode::OK, "ok\n");
}

#[tokio::test]
async fn probes_spend_no_rate_limit_token_and_need_no_csrf_header() {
    // One request allowed per caller, practically never refilled.
    let config = AppConfig { rate_per_sec: 0.0001, rate_burst: 1.0, ..test_config() };
    let s = TestServer::with_config(config).await;
    for _ in 0..20 {
        assert_eq!(probe(&s, "/healthz").await.status, StatusCode::OK);
        assert_eq!(probe(&s, "/readyz").await.status, StatusCode::OK);
    }
    // The caller's one token is still there, and then gone.
    assert_eq!(s.get("/api/games", &Auth::None).await.status, StatusCode::OK);
    assert_eq!(s.get("/api/games", &Auth::None).await.status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(probe(&s, "/readyz").await.status, StatusCode::OK, "probes are never throttled");
    // Bad credentials are not even looked at.
    let r = s.get("/readyz", &Auth::Session("no-such-session".into())).await;
    assert_eq!(r.status, StatusCode::OK);
    // A HEAD probe (some proxies send one) and a refused method.
    let r = s.req(Method::HEAD, "/healthz", None, &Auth::None).await;
    assert_eq!(r.status, StatusCode::OK);
    let r = s.req(Method::POST, "/healthz", None, &Auth::None).await;
    assert_eq!(r.status, StatusCode::METHOD_NOT_ALLOWED);
}

#[tokio::test]
async fn readyz_answers_503_once_the_sqlite_store_is_closed() {
    let s = TestServer::new().await;
    assert_eq!(probe(&s, "/readyz").await.status, StatusCode::OK);
    s.state.db().close().await.unwrap();
    assert_plain(&probe(&s, "/readyz").await, StatusCode::SERVICE_UNAVAILABLE, "database unavailable\n");
    assert_plain(&probe(&s, "/healthz").await, StatusCode::OK, "ok\n");
}

#[tokio::test]
async fn the_openapi_document_lists_them_as_plain_text() {
    let s = TestServer::new().await;
    let doc = s.get("/api/openapi.json", &Auth::None).await.json;
    let healthz = &doc["paths"]["/healthz"]["get"];
    assert!(healthz["responses"]["200"]["content"]["text/plain"].is_object(), "{healthz}");
    let readyz = &doc["paths"]["/readyz"]["get"];
    assert!(readyz["responses"]["200"]["content"]["text/plain"].is_object(), "{readyz}");
    assert!(readyz["responses"]["503"]["content"]["text/plain"].is_object(), "{readyz}");
}

/// A TCP proxy to PostgreSQL that the test can cut: its listener and every connection it forwards.
struct Proxy {
    addr: std::net::SocketAddr,
    tasks: Arc<Mutex<JoinSet<()>>>,
}

impl Proxy {
    async fn to(upstream: String) -> Proxy {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let tasks = Arc::new(Mutex::new(JoinSet::new()));
        let forwarding = tasks.clone();
        tasks.lock().unwrap().spawn(async move {
            while let Ok((mut client, _)) = listener.accept().await {
                let upstream = upstream.clone();
                forwarding.lock().unwrap().spawn(async move {
                    if let Ok(mut server) = TcpStream::connect(&upstream).await {
                        let _ = tokio::io::copy_bidirectional(&mut client, &mut server).await;
                    }
                });
            }
        });
        Proxy { addr, tasks }
    }

    /// Closes the port and every forwarded connection: the database is unreachable from now on.
    fn cut(&self) {
        self.tasks.lock().unwrap().abort_all();
    }
}

/// The `host:port` a `postgres://user@host:port/db` URL names, and the URL with `addr` instead.
fn through(url: &str, addr: std::net::SocketAddr) -> (String, String) {
    let (scheme, rest) = url.split_once("://").expect("a postgres:// URL");
    let (at, rest) = rest.rsplit_once('@').map_or((String::new(), rest), |(u, r)| (format!("{u}@"), r));
    let (hostport, path) = rest.split_once('/').unwrap_or((rest, ""));
    let hostport = if hostport.contains(':') { hostport.to_owned() } else { format!("{hostport}:5432") };
    (hostport, format!("{scheme}://{at}{addr}/{path}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn readyz_answers_503_when_postgres_becomes_unreachable_or_the_store_closes() {
    let Ok(admin) = std::env::var("TABLON_TEST_POSTGRES_URL") else {
        eprintln!("skipped: set TABLON_TEST_POSTGRES_URL to run the PostgreSQL readiness test");
        return;
    };
    let url = crate::common::scratch_url(&admin).await;
    // Unreachable: through a proxy, then the proxy is cut.
    let unused = std::net::SocketAddr::from(([127, 0, 0, 1], 0));
    let (upstream, _) = through(&url, unused);
    let proxy = Proxy::to(upstream).await;
    let (_, proxied_url) = through(&url, proxy.addr);
    let db = Database::connect(&proxied_url).await.unwrap();
    let s = TestServer::over(AppState::new(db, test_config()).await.unwrap());
    assert_plain(&probe(&s, "/readyz").await, StatusCode::OK, "ok\n");
    proxy.cut();
    let started = Instant::now();
    let r = probe(&s, "/readyz").await;
    assert_plain(&r, StatusCode::SERVICE_UNAVAILABLE, "database unavailable\n");
    assert!(started.elapsed() < Duration::from_secs(5), "answered within {:?}", started.elapsed());
    assert_plain(&probe(&s, "/healthz").await, StatusCode::OK, "ok\n");

    // Closed: a store of its own on the real address.
    let db = Database::connect(&url).await.unwrap();
    let s = TestServer::over(AppState::new(db.clone(), test_config()).await.unwrap());
    assert_eq!(probe(&s, "/readyz").await.status, StatusCode::OK);
    // The notice relay's listener holds a pool connection until the state stops; closing the
    // pool waits for it, so close from a task and probe meanwhile.
    let closing = tokio::spawn(async move { db.close().await });
    tokio::time::sleep(Duration::from_millis(100)).await;
    assert_plain(&probe(&s, "/readyz").await, StatusCode::SERVICE_UNAVAILABLE, "database unavailable\n");
    closing.abort();
}
