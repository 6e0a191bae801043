//! Tablón's table server: a JSON API over the [`store`] and the [`games`] enum.
//!
//! [`app`] builds the whole router from an [`AppState`], so tests send requests to it without a
//! socket (`tower::ServiceExt::oneshot`); [`serve`] binds it and shuts down gracefully.
//!
//! - Accounts and sessions ([`auth`]): argon2 password hashes, an HttpOnly SameSite=Lax session
//!   cookie, CSRF by a required custom header on state-changing requests, seat links (bearer tokens)
//!   for playing without an account, a per-caller token bucket.
//! - Tables and seats ([`tables`]), play ([`play`]: fold, decide, append with the expected sequence,
//!   reload and decide again on a conflict), dice ([`rolls`]), posts ([`posts`]), live updates
//!   ([`live`], server-sent events), mail ([`mail`], paced by [`pacing`], through the outbox [`outbox`]; deadlines and
//!   digests by [`deadlines`]), Atom feeds ([`feeds`]), the OpenAPI document ([`openapi`]), health
//!   checks for a proxy ([`health`]: `/healthz`, `/readyz`).
//!
//! Hiding happens only in the games' `view` and `redact`: every handler that returns game data to a
//! caller goes through them with the caller's [`engine::Viewer`].

pub mod ai;
pub mod assistant;
pub mod auth;
pub mod clock;
pub mod deadlines;
pub mod entry;
mod error;
pub mod export;
pub mod feeds;
pub mod handouts;
pub mod headers;
pub mod health;
pub mod idempotency;
pub mod images;
pub mod limits;
pub mod live;
pub mod mail;
pub mod markdown;
pub mod moderation;
pub mod names;
pub mod openapi;
pub mod outbox;
pub mod pacing;
pub mod path;
pub mod play;
pub mod portraits;
pub mod posts;
pub mod rolls;
pub mod routes;
pub mod tables;
pub mod text;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use axum::Router;
use axum::extract::{MatchedPath, Request};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{delete, get, post, put};
use store::{Database, Notice, Store, TableId};
use tokio::sync::broadcast;

pub use error::AppError;

/// Limits and knobs of a server.
#[derive(Clone, Debug)]
pub struct AppConfig {
    /// Largest request body, in bytes.
    pub max_body_bytes: usize,
    /// Longest post, in characters.
    pub max_post_chars: usize,
    /// How long after writing a post its author may edit it, in milliseconds.
    pub edit_grace_ms: i64,
    /// Requests per second allowed per caller (0 = no limit).
    pub rate_per_sec: f64,
    /// Burst of requests allowed per caller.
    pub rate_burst: f64,
    /// How long a session lasts, in milliseconds.
    pub session_ms: i64,
    /// Whether cookies get the `Secure` attribute (behind HTTPS).
    pub secure_cookies: bool,
    /// The public base URL, for links in invitations and roll texts (no trailing slash).
    pub public_url: String,
    /// Argon2 memory cost in KiB (19456 is OWASP's minimum for argon2id; tests use less).
    pub argon2_kib: u32,
    /// Argon2 passes.
    pub argon2_passes: u32,
    /// Most folded tables kept in memory; past it, idle ones are forgotten (and refolded on use).
    pub max_cached_tables: usize,
    /// How long a table's suspension flag is trusted without reading the store (another server
    /// process's suspend or resume is seen within it).
    pub suspension_ttl: std::time::Duration,
    /// Where the server reads the time (tests move a [`clock::ManualClock`] instead of sleeping).
    pub clock: Arc<dyn clock::Clock>,
    /// How long a client has to send a request's head; also how long a kept-alive connection may
    /// wait idle for its next request (hyper runs one timer for both).
    pub header_timeout: std::time::Duration,
    /// How long a client has to send a request's whole body once its head arrived (live streams
    /// have no request body: they are never cut by it).
    pub body_timeout: std::time::Duration,
    /// Most connections open at once, in all (0: no cap).
    pub max_connections: usize,
    /// Most connections open at once from one client address (an IPv6 client's /64; 0: no cap).
    pub max_connections_per_address: usize,
    /// Most password hashes computed at once (each takes [`AppConfig::argon2_kib`] of memory).
    pub max_hashing: usize,
    /// Most sign-ins and sign-ups waiting for a hashing slot; past it they get a 503.
    pub max_hashing_queue: usize,
    /// Failed sign-ins one client address takes, over every name, before its delays start (more
    /// than an account's, since a household or a school shares an address; 0: no throttle per
    /// address, for a server behind a proxy, where every client has the proxy's address).
    pub sign_in_failures_per_address: u32,
    /// Where mail is sent (`None`: no mail; the pages say so where a player would set it up).
    pub mail: Option<mail::MailConfig>,
    /// How often the outbox is looked at.
    pub outbox_every: std::time::Duration,
    /// Most tables one account may open (new or imported) in 24 hours (0: no cap).
    pub max_tables_per_day: u32,
    /// How long a "your move" or "addressed to you" mail waits after its reader was last at the
    /// table (its page open and visible, or acting there), and how long mails to one reader are
    /// gathered into one ([`pacing`]). Zero sends at once.
    pub mail_hold: std::time::Duration,
    /// How large an image may be and how many one post carries ([`images`]).
    pub images: images::ImageLimits,
}

impl Default for AppConfig {
    fn default() -> AppConfig {
        AppConfig {
            max_body_bytes: 256 * 1024,
            max_post_chars: 20_000,
            edit_grace_ms: 15 * 60 * 1000,
            rate_per_sec: 20.0,
            rate_burst: 60.0,
            session_ms: 30 * 24 * 3600 * 1000,
            secure_cookies: false,
            public_url: "http://127.0.0.1:8080".into(),
            argon2_kib: 19_456,
            argon2_passes: 2,
            max_cached_tables: 10_000,
            suspension_ttl: std::time::Duration::from_secs(2),
            clock: Arc::new(clock::SystemClock),
            header_timeout: std::time::Duration::from_secs(15),
            body_timeout: std::time::Duration::from_secs(60),
            max_connections: 4096,
            max_connections_per_address: 64,
            max_hashing: std::thread::available_parallelism().map_or(2, |n| n.get()).clamp(2, 8),
            max_hashing_queue: 32,
            sign_in_failures_per_address: 20,
            mail: None,
            outbox_every: std::time::Duration::from_secs(5),
            max_tables_per_day: 0,
            mail_hold: std::time::Duration::from_secs(600),
            images: images::ImageLimits::default(),
        }
    }
}

/// Everything the handlers share; cheap to clone.
#[derive(Clone)]
pub struct AppState {
    inner: Arc<Inner>,
}

struct Inner {
    db: Database,
    config: AppConfig,
    tables: Mutex<HashMap<TableId, Arc<play::TableSlot>>>,
    notices: broadcast::Sender<Notice>,
    limiter: auth::RateLimiter,
    shutdown: tokio::sync::watch::Sender<bool>,
    seat_links: Arc<auth::SeatLinkCache>,
    drivers: ai::Drivers,
    sign_ins: auth::SignInGate,
    /// Puts mails into words (installed by the pages, whose Fluent files hold the words).
    mail_writer: std::sync::OnceLock<Arc<dyn mail::MailWriter>>,
    /// A streaming replica of the database for reads that may lag (`tablon serve
    /// --database-replica`), set once before serving.
    replica: std::sync::OnceLock<Database>,
    /// Names a seat's part in every language the pages speak (installed by the pages), so an
    /// `@mention` of "Mente maestra" finds the Mastermind.
    part_names: std::sync::OnceLock<Arc<dyn names::PartNames>>,
    exports: Arc<tokio::sync::Semaphore>,
    /// When this process last recorded each seat at its table.
    presence: pacing::Presence,
}

impl AppState {
    /// A state over `db`, which from then on stamps rows by `config.clock`. Starts the task that
    /// relays the store's live notices to SSE clients (must be called inside a Tokio runtime).
    pub async fn new(db: Database, config: AppConfig) -> Result<AppState, store::StoreError> {
        // The store stamps rows by the server's clock: a test that moves it finds that time in them.
        let clock = config.clock.clone();
        let db = db.with_clock(store::Clock::new(move || clock.unix_ms()));
        let (notices, _) = broadcast::channel(1024);
        let mut subscription = db.subscribe().await?;
        let relay = notices.clone();
        let resubscribe = db.clone();
        let shutdown = tokio::sync::watch::channel(false).0;
        let mut stopping = shutdown.subscribe();
        let seat_links = Arc::new(auth::SeatLinkCache::default());
        let forgetting = seat_links.clone();
        tokio::spawn(async move {
            // Ends (dropping its subscription, which holds a PostgreSQL connection) at shutdown.
            loop {
                loop {
                    tokio::select! {
                        n = subscription.recv() => match n {
                            Ok(notice) => {
                                // A seat's link changed (maybe in another process): this process
                                // stops trusting its cached links before anyone checks again.
                                if let Notice::SeatChanged { table, seat } = notice {
                                    forgetting.forget(table, seat);
                                }
                                let _ = relay.send(notice);
                            }
                            Err(_) => break,
                        },
                        _ = stopping.changed() => return,
                    }
                }
                // The subscription broke (a dropped PostgreSQL connection): streams catch up from
                // the log, and we listen again.
                let _ = relay.send(Notice::Missed);
                loop {
                    tokio::select! {
                        _ = tokio::time::sleep(std::time::Duration::from_secs(1)) => {}
                        _ = stopping.changed() => return,
                    }
                    if let Ok(s) = resubscribe.subscribe().await {
                        subscription = s;
                        break;
                    }
                }
                let _ = relay.send(Notice::Missed);
            }
        });
        let limiter = auth::RateLimiter::new(config.rate_per_sec, config.rate_burst);
        let sign_ins = auth::SignInGate::new(&config);
        Ok(AppState {
            inner: Arc::new(Inner {
                db,
                config,
                tables: Mutex::new(HashMap::new()),
                notices,
                limiter,
                shutdown,
                seat_links,
                drivers: ai::Drivers::default(),
                sign_ins,
                mail_writer: std::sync::OnceLock::new(),
                replica: std::sync::OnceLock::new(),
                part_names: std::sync::OnceLock::new(),
                exports: Arc::new(tokio::sync::Semaphore::new(export::MAX_IN_FLIGHT)),
                presence: pacing::Presence::default(),
            }),
        })
    }

    /// The store.
    pub fn db(&self) -> &Database {
        &self.inner.db
    }

    /// Sends the reads that may lag to `replica`, a streaming replica of the database (`tablon
    /// serve --database-replica`): spectators' streams and event pages, public feeds and exports.
    /// Everything else, and every write, stays on [`AppState::db`]. Once, before serving; a second
    /// call is ignored.
    pub fn set_replica(&self, replica: Database) {
        let _ = self.inner.replica.set(replica);
    }

    /// Where reads that may lag behind the last write go: the replica if there is one, else the
    /// database. A reader of it must not expect to see its own writes at once; a live stream
    /// waits for the replica to reach what a notice announced (`live`), so lag is a delay.
    pub fn lagging_reads(&self) -> &Database {
        self.inner.replica.get().unwrap_or(&self.inner.db)
    }

    /// Whether reads that may lag go to a replica.
    pub fn has_replica(&self) -> bool {
        self.inner.replica.get().is_some()
    }

    /// The limits.
    pub fn config(&self) -> &AppConfig {
        &self.inner.config
    }

    /// Now by the server's clock ([`AppConfig::clock`]), Unix milliseconds: the one time the
    /// server's rules read, so a test's `ManualClock` moves them all.
    pub fn now_ms(&self) -> i64 {
        self.inner.config.clock.unix_ms()
    }

    /// The per-caller request limiter (the pages share the API's buckets).
    pub fn limiter(&self) -> &auth::RateLimiter {
        &self.inner.limiter
    }

    /// How many folded tables the cache holds now.
    pub fn cached_tables(&self) -> usize {
        self.inner.tables.lock().expect("cache lock").len()
    }

    pub(crate) fn notices(&self) -> broadcast::Receiver<Notice> {
        self.inner.notices.subscribe()
    }
}

/// The whole HTTP API.
pub fn app(state: AppState) -> Router {
    let api = Router::new()
        .route(routes::api::OPENAPI, get(openapi::document))
        .route(routes::api::GAMES, get(tables::http::list_games))
        .route(routes::api::GAME_SCHEMA, get(tables::http::game_schema))
        .route(routes::api::ACCOUNTS, post(auth::http::sign_up))
        .route(routes::api::SESSIONS, post(auth::http::sign_in).delete(auth::http::sign_out))
        .route(routes::api::ME, get(auth::http::me))
        .route(
            routes::api::ME_MAIL,
            get(mail::http::settings).put(mail::http::set_address).delete(mail::http::remove_address),
        )
        .route(routes::api::ME_MAIL_KIND, put(mail::http::set_kind))
        .route(routes::api::ME_TABLES, get(tables::http::mine))
        .route(routes::api::ME_SEATS_ATTACH, post(tables::http::attach))
        .route(routes::api::MAIL_CONFIRM, post(mail::http::confirm))
        .route(routes::api::JOIN, post(tables::http::join))
        .route(routes::api::TABLES, post(tables::http::create).get(tables::http::list))
        .route(routes::api::TABLE, get(tables::http::show))
        .route(routes::api::TABLE_EXPORT, get(export::http::export))
        .route(routes::api::TABLE_FEED, post(feeds::http::issue).delete(feeds::http::revoke))
        .route(routes::api::TABLE_MAIL, get(mail::http::table_settings))
        .route(routes::api::TABLE_MAIL_ADOPT, post(mail::http::adopt))
        .route(routes::api::TABLE_PRESENCE, post(pacing::http::present))
        .route(routes::api::TABLE_MAIL_KIND, put(mail::http::set_table_kind))
        .route(routes::api::FEED, get(feeds::http::seat))
        .route(routes::api::TABLE_PUBLIC_FEED, get(feeds::http::public))
        .route(
            routes::api::SEAT_INVITATION,
            post(tables::http::reissue_invitation).delete(tables::http::revoke_invitation),
        )
        .route(routes::api::SEATS, get(tables::http::holders))
        .route(routes::api::SEAT_HOLDER, delete(tables::http::remove_holder))
        .route(routes::api::SEAT_NAME, put(names::http::rename))
        .route(routes::api::TABLE_COMMANDS, post(play::command))
        .route(routes::api::TABLE_SUSPEND, post(moderation::http::suspend))
        .route(routes::api::TABLE_RESUME, post(moderation::http::resume))
        .route(routes::api::TABLE_SKIP, post(moderation::http::skip))
        .route(routes::api::TABLE_VIEW, get(play::view))
        .route(routes::api::TABLE_EVENTS, get(play::events))
        .route(routes::api::TABLE_DEDUCTIONS, get(assistant::http::deductions))
        .route(routes::api::TABLE_STREAM, get(live::stream))
        .route(routes::api::LIVE, get(live::live))
        .route(routes::api::TABLE_POSTS, get(posts::http::list))
        .route(routes::api::TABLE_HANDOUTS, get(handouts::http::list))
        .route(routes::api::HANDOUT_SEATS, put(handouts::http::show))
        .route(routes::api::SEAT_PORTRAIT, delete(portraits::http::remove))
        .route(routes::api::TABLE_IMAGE, get(images::http::full))
        .route(routes::api::TABLE_IMAGE_THUMB, get(images::http::thumb))
        .route(routes::api::POST, put(posts::http::edit))
        .route(routes::api::POST_HISTORY, get(posts::http::history))
        .route(routes::api::TABLE_DICE, get(rolls::http::commitments))
        .route(routes::api::TABLE_DICE_REVEAL, post(rolls::http::reveal))
        .route(routes::api::TABLE_DICE_VERIFY, get(rolls::http::verify_table))
        .route(routes::api::ROLL, get(rolls::http::verify_one));
    let import = Router::new().route(routes::api::TABLES_IMPORT, post(export::http::import));
    // A post may carry images: its route takes a body that holds them (its JSON form still reads
    // at most `max_body_bytes`).
    let uploads = Router::new()
        .route(routes::api::TABLE_POSTS, post(posts::http::create))
        .route(routes::api::TABLE_HANDOUTS, post(handouts::http::create))
        .route(routes::api::SEAT_PORTRAIT, put(portraits::http::set));
    let upload_limit = state.config().images.body_limit(state.config().max_body_bytes);
    let api = limits::limit_body(api, state.config().max_body_bytes)
        .merge(limits::limit_body(import, export::MAX_IMPORT_BYTES))
        .merge(limits::limit_body(uploads, upload_limit))
        .layer(middleware::from_fn_with_state(state.clone(), auth::guard))
        .layer(middleware::from_fn_with_state(state.clone(), headers::security_headers))
        .layer(middleware::from_fn(log_request))
        .with_state(state.clone());
    // Outside the guard and the request log: no credentials read, no rate-limit token spent.
    let health = health::routes(state.clone())
        .layer(middleware::from_fn_with_state(state.clone(), headers::security_headers));
    // Outside the guard: a mail client's one-click unsubscribe carries no cookie and no CSRF
    // header (the key in the path is the credential); it is still logged and limited in size.
    let unsubscribe = Router::new()
        .route(routes::api::MAIL_UNSUBSCRIBE, post(mail::http::unsubscribe))
        .with_state(state.clone());
    let unsubscribe = limits::limit_body(unsubscribe, 4096)
        .layer(middleware::from_fn_with_state(state, headers::security_headers))
        .layer(middleware::from_fn(log_request));
    api.merge(health).merge(unsubscribe)
}

/// A handler that panics answers 500 ("internal error; it has been logged") instead of dropping
/// the connection: a browser sends a form again on a connection dropped without an answer, so a
/// panic after a command committed would have played it twice.
pub fn answer_panics(router: Router) -> Router {
    router
        .layer(tower_http::catch_panic::CatchPanicLayer::custom(|_panic| AppError::Internal.into_response()))
}

/// One log line per request: method, route template (never the concrete path, which may hold a
/// seat token or a client seed), status and time. No headers, no query, no body.
pub async fn log_request(request: Request, next: Next) -> Response {
    let method = request.method().clone();
    let route = request.extensions().get::<MatchedPath>().map(|p| p.as_str().to_owned());
    let started = Instant::now();
    let response = next.run(request).await;
    tracing::info!(
        method = %method,
        route = route.as_deref().unwrap_or("(unmatched)"),
        status = response.status().as_u16(),
        ms = started.elapsed().as_secs_f64() * 1000.0,
        "request"
    );
    response
}

/// Serves `app(state)` on `listener` until `shutdown` completes, then finishes the requests under
/// way (graceful shutdown): live streams end, the background tasks (reminders, deliveries, the
/// notice relay) stop, the AI move under way is played, and it returns. The caller then closes the
/// store ([`store::Database::close`]). The connection caps and the header, idle and body timeouts
/// of [`AppConfig`] hold ([`limits`]).
pub async fn serve(
    listener: tokio::net::TcpListener,
    state: AppState,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    serve_router(listener, state.clone(), app(state), shutdown).await
}

/// Like [`serve`], with a router that holds more than [`app`] (the web pages merge theirs in).
pub async fn serve_router(
    listener: tokio::net::TcpListener,
    state: AppState,
    router: Router,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    deadlines::spawn_reminders(state.clone());
    let resuming = state.clone();
    tokio::spawn(async move {
        if let Err(e) = ai::resume(&resuming).await {
            tracing::warn!(error = %e, "AI tables not resumed");
        }
    });
    let every = state.config().outbox_every;
    let pacing = pacing::spawn(state.clone(), every);
    let outbox = outbox::spawn_deliveries(
        state.clone(),
        outbox::OutboxConfig { every, ..outbox::OutboxConfig::default() },
    );
    let stopping = state.clone();
    let shutdown = async move {
        shutdown.await;
        // End the live streams, which would otherwise keep their connections open forever.
        let _ = stopping.inner.shutdown.send(true);
    };
    limits::accept(listener, router, state.config(), shutdown).await?;
    // An AI move being decided is played (or found stale) before the caller closes the store; the
    // drivers start no further move once the server is stopping.
    if tokio::time::timeout(AI_SETTLE_TIMEOUT, ai::settled(&state)).await.is_err() {
        tracing::warn!("AI drivers still running at shutdown; their tables resume at the next start");
    }
    // A mail being sent is marked sent (or failed) before the caller closes the store: stopped
    // in between, the next start would send it again. What is pending stays for the next start.
    for task in [pacing, outbox] {
        if tokio::time::timeout(MAIL_SETTLE_TIMEOUT, task).await.is_err() {
            tracing::warn!("mail still being sent at shutdown; it is sent again at the next start");
        }
    }
    Ok(())
}

/// How long a stopping server waits for the mail being sent (an SMTP attempt's timeout and more).
const MAIL_SETTLE_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(15);

/// How long a stopping server waits for the AI move under way.
const AI_SETTLE_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(5);
