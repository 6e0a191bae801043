//! What one client may hold of the server: connections, time and bytes.
//!
//! - [`accept`] is the accept loop: it caps the connections open at once, in all and per client
//!   address ([`client_network`]: an IPv6 client's whole /64, which one host usually holds), and
//!   answers a connection past a cap with a short 503 before closing it, so a client holding
//!   thousands of sockets cannot exhaust the file descriptors. hyper's header timeout closes a
//!   connection whose request head has not arrived within [`AppConfig::header_timeout`]; hyper
//!   starts that timer whenever a connection waits for a head, so it is also the idle keep-alive
//!   timeout.
//! - [`body_deadline`] gives a request's body [`AppConfig::body_timeout`] to arrive in full, then
//!   answers 408. Live streams (`GET`, no body) are never cut by it, nor by the header timeout,
//!   which does not run while a response is being sent.
//! - [`limit_body`] refuses a declared `Content-Length` over the route's limit at once with 413,
//!   before reading any of the body, and caps undeclared (chunked) bodies as they arrive.
//!
//! Behind a reverse proxy every client has the proxy's address: the per-address cap then caps the
//! proxy, so set it to 0 there and cap per client in the proxy (the server reads no
//! `X-Forwarded-For`, which any client could forge).

use std::collections::HashMap;
use std::convert::Infallible;
use std::future::Future;
use std::net::{IpAddr, Ipv6Addr, SocketAddr};
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::Duration;

use axum::Router;
use axum::body::{Body, Bytes, HttpBody};
use axum::extract::{ConnectInfo, DefaultBodyLimit, Request, State};
use axum::http::{HeaderValue, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tower::ServiceExt;

use crate::{AppConfig, AppError};

/// The network a client address stands for: an IPv4 address itself, an IPv6 address's /64 (one
/// host usually holds a whole /64, so its addresses are one client).
pub fn client_network(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(v4) => IpAddr::V4(v4),
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => IpAddr::V6(Ipv6Addr::from(v6.to_bits() & !u128::from(u64::MAX))),
        },
    }
}

/// The connections open now, in all and per client network.
#[derive(Default)]
struct Open {
    total: usize,
    per_network: HashMap<IpAddr, usize>,
}

/// The caps and the counts they are checked against.
struct Caps {
    max_total: usize,
    max_per_network: usize,
    open: Mutex<Open>,
    /// Refused connections still being closed politely (see [`refuse`]).
    closing: AtomicUsize,
}

/// A connection's place under the caps, given back when it drops.
struct Slot {
    caps: Arc<Caps>,
    network: IpAddr,
}

impl Caps {
    /// A slot for a connection from `network`, or `None` past a cap.
    fn admit(self: &Arc<Caps>, network: IpAddr) -> Option<Slot> {
        let mut open = self.open.lock().expect("connection caps lock");
        let from_network = open.per_network.get(&network).copied().unwrap_or(0);
        let over_total = self.max_total > 0 && open.total >= self.max_total;
        let over_network = self.max_per_network > 0 && from_network >= self.max_per_network;
        if over_total || over_network {
            return None;
        }
        open.total += 1;
        *open.per_network.entry(network).or_default() += 1;
        Some(Slot { caps: self.clone(), network })
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut open = self.caps.open.lock().expect("connection caps lock");
        open.total -= 1;
        if let Some(n) = open.per_network.get_mut(&self.network) {
            *n -= 1;
            if *n == 0 {
                open.per_network.remove(&self.network);
            }
        }
    }
}

/// What a connection past a cap reads before the server closes it.
const BUSY: &[u8] = b"HTTP/1.1 503 Service Unavailable\r\ncontent-type: text/plain; charset=utf-8\r\n\
retry-after: 5\r\nconnection: close\r\ncontent-length: 40\r\n\r\ntoo many connections: try again shortly\n";

/// Most refused connections kept open for a moment so their clients read the 503 (closing a socket
/// with unread input resets it, and a reset may discard the answer); past it they close at once.
const MAX_CLOSING: usize = 256;

/// Answers a connection past a cap with [`BUSY`] and closes it, never waiting on the client in the
/// accept loop.
fn refuse(stream: TcpStream, caps: &Arc<Caps>) {
    // A fresh socket's send buffer takes these few bytes whole.
    let _ = stream.try_write(BUSY);
    if caps.closing.fetch_add(1, Ordering::Relaxed) >= MAX_CLOSING {
        caps.closing.fetch_sub(1, Ordering::Relaxed);
        return;
    }
    let caps = caps.clone();
    tokio::spawn(async move {
        let mut stream = stream;
        // Half-close: the client sees the answer end, and its request is drained, not reset.
        let _ = stream.shutdown().await;
        let mut sink = [0u8; 1024];
        let drain = async { while matches!(stream.read(&mut sink).await, Ok(n) if n > 0) {} };
        let _ = tokio::time::timeout(Duration::from_secs(1), drain).await;
        caps.closing.fetch_sub(1, Ordering::Relaxed);
    });
}

/// Serves `router` on `listener` under `config`'s caps and timeouts until `shutdown` completes,
/// then lets the connections finish what they are doing (graceful shutdown).
pub(crate) async fn accept(
    listener: TcpListener,
    router: Router,
    config: &AppConfig,
    shutdown: impl Future<Output = ()> + Send,
) -> std::io::Result<()> {
    let caps = Arc::new(Caps {
        max_total: config.max_connections,
        max_per_network: config.max_connections_per_address,
        open: Mutex::default(),
        closing: AtomicUsize::new(0),
    });
    let router = router.layer(middleware::from_fn_with_state(config.body_timeout, body_deadline));
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new()).header_read_timeout(config.header_timeout);
    let graceful = hyper_util::server::graceful::GracefulShutdown::new();
    let mut shutdown = std::pin::pin!(shutdown);
    loop {
        let (stream, addr) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(e) => {
                    // Out of file descriptors, or a connection reset before it was accepted: wait
                    // a moment rather than spin, and keep serving the connections already open.
                    tracing::warn!(error = %e, "cannot accept a connection");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        let Some(slot) = caps.admit(client_network(addr.ip())) else {
            refuse(stream, &caps);
            continue;
        };
        let _ = stream.set_nodelay(true);
        let router = router.clone();
        let service =
            hyper::service::service_fn(move |mut request: hyper::Request<hyper::body::Incoming>| {
                request.extensions_mut().insert(ConnectInfo(addr));
                router.clone().oneshot(request.map(Body::new))
            });
        let connection = graceful.watch(http.serve_connection(TokioIo::new(stream), service));
        tokio::spawn(async move {
            let _ = connection.await;
            drop(slot);
        });
    }
    drop(listener);
    graceful.shutdown().await;
    Ok(())
}

/// Middleware: the request's body must arrive in full within the timeout (the state), else 408 and
/// the connection closes. Requests without a body pass untouched.
pub async fn body_deadline(State(timeout): State<Duration>, request: Request, next: Next) -> Response {
    if request.body().is_end_stream() {
        return next.run(request).await;
    }
    let expired = Arc::new(AtomicBool::new(false));
    let sleep = Box::pin(tokio::time::sleep(timeout));
    let flag = expired.clone();
    let request = request.map(|body| Body::new(Deadline { body, sleep, expired: flag }));
    let response = next.run(request).await;
    if !expired.load(Ordering::Relaxed) {
        return response;
    }
    let mut refused = AppError::TimedOut { seconds: timeout.as_secs_f64().ceil() as u64 }.into_response();
    refused.headers_mut().insert(header::CONNECTION, HeaderValue::from_static("close"));
    refused
}

/// A request body that fails once its deadline passes.
struct Deadline {
    body: Body,
    sleep: Pin<Box<tokio::time::Sleep>>,
    expired: Arc<AtomicBool>,
}

/// The error a body past its deadline reads as.
#[derive(Debug, thiserror::Error)]
#[error("the request body did not arrive in time")]
struct BodyTimedOut;

impl HttpBody for Deadline {
    type Data = Bytes;
    type Error = axum::Error;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<http_body::Frame<Bytes>, axum::Error>>> {
        if self.sleep.as_mut().poll(cx).is_ready() {
            self.expired.store(true, Ordering::Relaxed);
            return Poll::Ready(Some(Err(axum::Error::new(BodyTimedOut))));
        }
        Pin::new(&mut self.body).poll_frame(cx)
    }

    fn is_end_stream(&self) -> bool {
        self.body.is_end_stream()
    }

    fn size_hint(&self) -> http_body::SizeHint {
        self.body.size_hint()
    }
}

/// `router` with a body limit of `limit` bytes: a declared `Content-Length` over it is refused at
/// once with 413 (before reading the body), an undeclared body is cut when it passes it.
pub fn limit_body<S: Clone + Send + Sync + 'static>(router: Router<S>, limit: usize) -> Router<S> {
    router
        .layer(middleware::from_fn(move |request: Request, next: Next| {
            refuse_declared_over(limit, request, next)
        }))
        .layer(DefaultBodyLimit::max(limit))
}

async fn refuse_declared_over(limit: usize, request: Request, next: Next) -> Response {
    let declared = request
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u64>().ok());
    if declared.is_some_and(|n| n > limit as u64) {
        let mut refused = AppError::TooLarge { limit }.into_response();
        refused.headers_mut().insert(header::CONNECTION, HeaderValue::from_static("close"));
        return refused;
    }
    next.run(request).await
}

/// The client address of a request (`None` without a socket, as in tests that call the router).
#[derive(Clone, Copy, Debug)]
pub struct ClientAddr(pub Option<IpAddr>);

impl<S: Send + Sync> axum::extract::FromRequestParts<S> for ClientAddr {
    type Rejection = Infallible;

    async fn from_request_parts(
        parts: &mut axum::http::request::Parts,
        _: &S,
    ) -> Result<ClientAddr, Infallible> {
        Ok(ClientAddr(parts.extensions.get::<ConnectInfo<SocketAddr>>().map(|c| c.0.ip())))
    }
}
