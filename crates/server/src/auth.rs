//! Who is calling: accounts (argon2), sessions (HttpOnly cookie), seat links (bearer tokens or a
//! cookie), CSRF protection and the per-caller rate limit.
//!
//! - A session cookie `tablon_session` (HttpOnly, SameSite=Lax, `Secure` behind HTTPS) holds a
//!   random token; the store keeps only its SHA-256.
//! - A seat link's token (from an invitation) is presented as `Authorization: Bearer <token>` or as
//!   the cookie `tablon_seat`; it is the seat's credential until it is reissued or revoked.
//! - CSRF: every state-changing request (not GET/HEAD/OPTIONS) must carry the header
//!   `X-Tablon-CSRF` (any value) unless it authenticates with a valid seat link as
//!   `Authorization: Bearer` (any other `Authorization` does not count). Browsers do not send
//!   custom headers cross-site without a CORS preflight, which this server never grants.
//! - Rate limit: a token bucket per account (every session of it), per seat (seat link), or per
//!   client address.
//!
//! Accounts and sessions are service functions with typed answers ([`sign_up`], [`sign_in`],
//! [`sign_out`], [`me`]); [`http`] holds their axum handlers.

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::Mutex;
use std::time::Instant;

use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::{Algorithm, Argon2, Params, Version};
use axum::Json;
use axum::extract::{ConnectInfo, FromRequestParts, Request, State};
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue, Method, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use cookie::time::Duration;
use cookie::{Cookie, SameSite};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use store::{SeatRecord, Store, StoreError, TableId, TokenHash, UserId, new_token};

use crate::{AppError, AppState};

/// The session cookie's name.
pub const SESSION_COOKIE: &str = "tablon_session";
/// The seat link cookie's name.
pub const SEAT_COOKIE: &str = "tablon_seat";
/// The header that state-changing requests with cookies must carry.
pub const CSRF_HEADER: &str = "x-tablon-csrf";
/// The header choosing which of the caller's seats acts when an account holds several at a table.
pub const SEAT_HEADER: &str = "x-tablon-seat";
/// The pages' language switch's cookie (`es`, `en`).
pub const LANG_COOKIE: &str = "tablon_lang";

/// What a request says of its reader's language, as sent: the pages' language switch (the
/// [`LANG_COOKIE`] cookie) and `Accept-Language`. The server speaks no language; the pages' namer
/// reads these ([`crate::names::PartNames::part_for`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ReaderLanguage {
    /// The language switch's cookie.
    pub cookie: Option<String>,
    /// The `Accept-Language` header.
    pub accept: Option<String>,
}

impl ReaderLanguage {
    /// What `headers` say of the reader's language.
    pub fn of(headers: &HeaderMap) -> ReaderLanguage {
        ReaderLanguage {
            cookie: cookie(headers, LANG_COOKIE),
            accept: headers.get(header::ACCEPT_LANGUAGE).and_then(|v| v.to_str().ok()).map(str::to_owned),
        }
    }
}

/// The caller of a request, as far as credentials go (which table and seat is decided per table).
#[derive(Clone, Debug, Default)]
pub struct Caller {
    /// The signed-in account.
    pub user: Option<UserId>,
    /// The seat whose link the caller presented as `Authorization: Bearer`.
    pub seat_link: Option<SeatRecord>,
    /// The seat links the browser keeps in seat cookies (`tablon_seat_<table>`, one per table
    /// joined), by the table each names, not yet looked up: a request pays for the cookie of the
    /// table it is about, however many it carries.
    seat_cookies: Vec<(TableId, String)>,
    /// The seat cookie of the request's own table, looked up once by [`Caller::from_headers`].
    table_cookie: Option<SeatRecord>,
    /// The seat number asked for with `X-Tablon-Seat`.
    pub seat_choice: Option<u8>,
    /// What the request says of its reader's language (the names the answers give seats' parts in).
    pub language: ReaderLanguage,
    /// The write's idempotency key (`Idempotency-Key`, or a page form's hidden field), checked.
    pub idempotency_key: Option<String>,
    session_token: Option<String>,
}

/// Every cookie the request's `Cookie` headers carry with a value, in order.
fn request_cookies(headers: &HeaderMap) -> impl Iterator<Item = Cookie<'_>> {
    let lines = headers.get_all(header::COOKIE).iter().filter_map(|v| v.to_str().ok());
    lines.flat_map(Cookie::split_parse).filter_map(Result::ok).filter(|c| !c.value().is_empty())
}

/// The seat cookies (`tablon_seat_<table>`) by the table each names; a name that names no table
/// is ignored.
fn seat_cookies(headers: &HeaderMap) -> impl Iterator<Item = (TableId, String)> + '_ {
    request_cookies(headers).filter_map(|c| {
        let table = c.name().strip_prefix(SEAT_COOKIE)?.strip_prefix('_')?.parse().ok()?;
        Some((TableId(table), c.value().to_owned()))
    })
}

/// The table a request's path is about (`/api/tables/<id>/…`, `/t/<id>/…`), if any.
pub fn table_in_path(path: &str) -> Option<TableId> {
    let rest = path.strip_prefix("/api/tables/").or_else(|| path.strip_prefix("/t/"))?;
    rest.split('/').next()?.parse().ok().map(TableId)
}

/// The value of cookie `name` in `headers`.
pub fn cookie(headers: &HeaderMap, name: &str) -> Option<String> {
    request_cookies(headers).find(|c| c.name() == name).map(|c| c.value().to_owned())
}

fn bearer(headers: &HeaderMap) -> Option<String> {
    let v = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    v.strip_prefix("Bearer ").map(|t| t.trim().to_owned())
}

impl FromRequestParts<AppState> for Caller {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Caller, AppError> {
        // The guard already resolved the credentials (to key the rate limit): no second lookup.
        if let Some(caller) = parts.extensions.get::<Caller>() {
            return Ok(caller.clone());
        }
        Caller::from_headers(&parts.headers, table_in_path(parts.uri.path()), state).await
    }
}

impl Caller {
    /// Resolves the credentials a request about `table` carries (session cookie, seat link, the
    /// seat cookie of `table`, `X-Tablon-Seat`). Other seat cookies are kept unread: see
    /// [`Caller::seat_at`].
    pub async fn from_headers(
        headers: &HeaderMap,
        table: Option<TableId>,
        state: &AppState,
    ) -> Result<Caller, AppError> {
        let mut caller = Caller { language: ReaderLanguage::of(headers), ..Caller::default() };
        if let Some(token) = cookie(headers, SESSION_COOKIE) {
            match state.db().session(&TokenHash::of(&token), state.now_ms()).await {
                Ok(s) => {
                    caller.user = Some(s.user);
                    caller.session_token = Some(token);
                }
                Err(StoreError::NotFound(_)) => {}
                Err(e) => return Err(e.into()),
            }
        }
        if let Some(token) = bearer(headers) {
            match seat_of_token(state, &token).await {
                Ok(seat) => caller.seat_link = Some(seat),
                Err(StoreError::NotFound(_)) => {
                    return Err(AppError::Unauthorized(
                        "this seat link is unknown or was revoked: ask for a new one",
                    ));
                }
                Err(e) => return Err(e.into()),
            }
        }
        // A browser keeps one seat cookie per table joined. Reading them costs nothing; looking
        // one up costs a store read, so only the request's own table's is looked up here.
        // Their number is bounded by the size of a request's headers.
        caller.seat_cookies = seat_cookies(headers).collect();
        if let Some(table) = table {
            caller.table_cookie = caller.cookie_seat(state, table).await?;
        }
        if let Some(v) = headers.get(crate::idempotency::HEADER) {
            caller.set_idempotency_key(v.to_str().unwrap_or("\u{0}"))?;
        }
        if let Some(v) = headers.get(SEAT_HEADER) {
            let n = v.to_str().ok().and_then(|s| s.trim().parse::<u8>().ok());
            caller.seat_choice =
                Some(n.ok_or_else(|| {
                    AppError::bad("input.seat", "x-tablon-seat must be a seat number 0-255")
                })?);
        }
        Ok(caller)
    }

    /// The rate limit's key for this caller: the account when signed in (so every session of one
    /// account shares a bucket), else the seat of the seat link (the bearer one, else the request's
    /// table's seat cookie), else `None` (key by address).
    pub fn rate_key(&self) -> Option<String> {
        if let Some(user) = self.user {
            return Some(format!("user:{user}"));
        }
        self.seat_link
            .as_ref()
            .or(self.table_cookie.as_ref())
            .map(|s| format!("seat:{}:{}", s.table, s.seat.0))
    }

    /// The seat the browser's cookie for `table` holds, if that cookie names a live link to a seat
    /// of `table`; one store read at most (none when its link was seen in the last seconds).
    async fn cookie_seat(&self, state: &AppState, table: TableId) -> Result<Option<SeatRecord>, AppError> {
        let Some((_, token)) = self.seat_cookies.iter().find(|(t, _)| *t == table) else { return Ok(None) };
        match seat_of_token(state, token).await {
            Ok(seat) => Ok(Some(seat).filter(|s| s.table == table)),
            Err(StoreError::NotFound(_)) => Ok(None),
            Err(e) => Err(e.into()),
        }
    }
}

/// The seat whose link has `token`, through the cache of recently seen links.
async fn seat_of_token(state: &AppState, token: &str) -> Result<SeatRecord, StoreError> {
    let hash = TokenHash::of(token);
    match state.inner.seat_links.get(&hash) {
        Some(seat) => Ok(seat),
        // A mail link's key (`crate::entry`), bound to the seat's live link.
        None if crate::entry::is_key(token) => crate::entry::seat_of_key(state, token)
            .await
            .inspect(|seat| state.inner.seat_links.put(hash, seat)),
        None => {
            state.db().seat_by_invitation(&hash).await.inspect(|seat| state.inner.seat_links.put(hash, seat))
        }
    }
}

impl Caller {
    /// The seat link the caller holds at `table`: the bearer one, then the browser's seat cookie
    /// for `table` (already looked up when `table` is the request's own).
    pub async fn seat_at(&self, state: &AppState, table: TableId) -> Result<Option<SeatRecord>, AppError> {
        if let Some(seat) = self.seat_link.iter().chain(&self.table_cookie).find(|s| s.table == table) {
            return Ok(Some(seat.clone()));
        }
        self.cookie_seat(state, table).await
    }

    /// Takes `key` as the write's idempotency key (a page form's field), or a 400 saying what a
    /// key may be.
    pub fn set_idempotency_key(&mut self, key: &str) -> Result<(), AppError> {
        crate::idempotency::check_key(key)?;
        self.idempotency_key = Some(key.to_owned());
        Ok(())
    }

    /// Who is writing, for scoping idempotency keys: the account, else the seat at `table`.
    pub(crate) fn writer(&self, seat: Option<engine::SeatId>, table: TableId) -> String {
        match (self.user, seat) {
            (Some(user), _) => format!("user:{}", user.0),
            (None, Some(seat)) => format!("seat:{}:{}", table.0, seat.0),
            (None, None) => "anyone".into(),
        }
    }

    /// The signed-in account, or 401.
    pub fn require_user(&self) -> Result<UserId, AppError> {
        self.user.ok_or(AppError::Unauthorized("sign in first"))
    }

    /// The tables the browser's seat cookies name (live links or not).
    pub fn seat_cookie_tables(&self) -> Vec<TableId> {
        self.seat_cookies.iter().map(|(t, _)| *t).collect()
    }

    /// Whether the request carries any seat cookie (a browser that joined a table by its link).
    pub fn has_seat_cookies(&self) -> bool {
        !self.seat_cookies.is_empty()
    }

    /// Every seat the caller holds by a live link: the bearer one, then one per seat cookie of the
    /// browser (at most [`MAX_SEAT_COOKIES`] are looked up; a dead link is left out).
    pub async fn link_seats(&self, state: &AppState) -> Result<Vec<SeatRecord>, AppError> {
        let mut seats: Vec<SeatRecord> = self.seat_link.iter().cloned().collect();
        for (table, _) in self.seat_cookies.iter().take(MAX_SEAT_COOKIES) {
            if let Some(seat) = self.seat_at(state, *table).await?
                && !seats.iter().any(|s| s.table == seat.table && s.seat == seat.seat)
            {
                seats.push(seat);
            }
        }
        Ok(seats)
    }

    /// Attaches to the signed-in account every seat the browser's seat cookies hold that no
    /// account holds yet, by their links (as if it had joined by them signed in: reissuing a link
    /// frees its seat again). Answers the seats attached.
    pub async fn attach_link_seats(&self, state: &AppState) -> Result<Vec<SeatRecord>, AppError> {
        let user = self.require_user()?;
        let mut attached = Vec::new();
        for (table, token) in self.seat_cookies.iter().take(MAX_SEAT_COOKIES) {
            let Some(seat) = self.cookie_seat(state, *table).await? else { continue };
            if seat.holder.is_some() {
                continue;
            }
            // A mail link's key is bound to the seat's live link without being it: the account
            // takes the seat by that link, as if it had joined by it.
            // (Joining by that link's hash fails if it changed since: the key ended with it.)
            let link = match crate::entry::is_key(token) {
                false => TokenHash::of(token),
                true => match crate::entry::link_of_key(state, token).await {
                    Ok((_, link)) => link,
                    Err(StoreError::NotFound(_)) => continue,
                    Err(e) => return Err(e.into()),
                },
            };
            match state.db().join_by_invitation(&link, user).await {
                Ok(seat) => attached.push(seat),
                // Revoked since it was looked up: nothing to attach.
                Err(StoreError::NotFound(_)) => {}
                Err(e) => return Err(e.into()),
            }
        }
        Ok(attached)
    }
}

/// Most seat cookies of one request looked up for "my tables" (each may cost a store read).
pub const MAX_SEAT_COOKIES: usize = 200;

/// Seat links recently seen, so a seat's every request does not read the store. An entry lives
/// [`SeatLinkCache::TTL`]; reissuing or revoking a link in this process forgets that seat's entries
/// at once, and another process's revocation takes effect here within the TTL.
#[derive(Default)]
pub struct SeatLinkCache(Mutex<HashMap<TokenHash, (SeatRecord, Instant)>>);

impl SeatLinkCache {
    /// How long a cached link is trusted.
    pub const TTL: std::time::Duration = std::time::Duration::from_secs(2);

    fn get(&self, hash: &TokenHash) -> Option<SeatRecord> {
        let map = self.0.lock().expect("seat link cache lock");
        map.get(hash).filter(|(_, at)| at.elapsed() < Self::TTL).map(|(s, _)| s.clone())
    }

    fn put(&self, hash: TokenHash, seat: &SeatRecord) {
        let mut map = self.0.lock().expect("seat link cache lock");
        if map.len() > 50_000 {
            map.retain(|_, (_, at)| at.elapsed() < Self::TTL);
        }
        map.insert(hash, (seat.clone(), Instant::now()));
    }

    /// Forgets every cached link of a seat (its link was reissued or revoked).
    pub fn forget(&self, table: store::TableId, seat: engine::SeatId) {
        self.0
            .lock()
            .expect("seat link cache lock")
            .retain(|_, (s, _)| !(s.table == table && s.seat == seat));
    }
}

// ---------------------------------------------------------------------------------------------
// CSRF and rate limit

/// A token bucket per caller key.
pub struct RateLimiter {
    per_sec: f64,
    burst: f64,
    buckets: Mutex<HashMap<[u8; 16], (f64, Instant)>>,
}

impl RateLimiter {
    /// `per_sec` tokens per second, at most `burst` saved; `per_sec == 0` disables the limit.
    pub fn new(per_sec: f64, burst: f64) -> RateLimiter {
        RateLimiter { per_sec, burst: burst.max(1.0), buckets: Mutex::new(HashMap::new()) }
    }

    /// Takes one token for `key`; false when the bucket is empty.
    pub fn allow(&self, key: &str) -> bool {
        if self.per_sec <= 0.0 {
            return true;
        }
        let digest: [u8; 32] = Sha256::digest(key.as_bytes()).into();
        let mut k = [0u8; 16];
        k.copy_from_slice(&digest[..16]);
        let now = Instant::now();
        let mut buckets = self.buckets.lock().expect("rate limiter lock");
        if buckets.len() > 100_000 {
            let (per_sec, burst) = (self.per_sec, self.burst);
            buckets.retain(|_, (_, t)| now.duration_since(*t).as_secs_f64() * per_sec < burst);
        }
        let (tokens, last) = buckets.entry(k).or_insert((self.burst, now));
        *tokens = (*tokens + now.duration_since(*last).as_secs_f64() * self.per_sec).min(self.burst);
        *last = now;
        if *tokens >= 1.0 {
            *tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Sign-in throttle and the bound on password hashing

/// Failed sign-ins an account name takes before its delays start.
pub const FREE_FAILURES_PER_ACCOUNT: u32 = 5;
/// The first delay; each further failure doubles it, up to [`MAX_SIGN_IN_DELAY`].
pub const FIRST_SIGN_IN_DELAY: std::time::Duration = std::time::Duration::from_secs(1);
/// The longest delay between two sign-ins of one account or address.
pub const MAX_SIGN_IN_DELAY: std::time::Duration = std::time::Duration::from_secs(15 * 60);
/// How long after its last failure a name or address starts afresh.
const FORGIVEN_AFTER: std::time::Duration = std::time::Duration::from_secs(24 * 3600);
/// Most names and addresses remembered; past it the ones not delayed now are forgotten first.
const MAX_REMEMBERED: usize = 100_000;

/// Who a sign-in attempt counts against: the account name it names (when it is a valid name, known
/// or not) and the client's network, with the failures each takes free.
struct Attempt {
    account: Option<String>,
    network: Option<(String, u32)>,
}

impl Attempt {
    fn new(config: &crate::AppConfig, username: Option<&str>, from: Option<std::net::IpAddr>) -> Attempt {
        let free = config.sign_in_failures_per_address;
        Attempt {
            account: username.map(|u| format!("user:{u}")),
            network: from
                .filter(|_| free > 0)
                .map(|a| (format!("ip:{}", crate::limits::client_network(a)), free)),
        }
    }

    fn keys(&self) -> impl Iterator<Item = (&str, u32)> {
        let account = self.account.as_deref().map(|k| (k, FREE_FAILURES_PER_ACCOUNT));
        let network = self.network.as_ref().map(|(k, free)| (k.as_str(), *free));
        account.into_iter().chain(network)
    }
}

/// A name's or an address's failed sign-ins.
struct Strikes {
    failures: u32,
    last: Instant,
    delayed_until: Instant,
}

/// Throttles failed sign-ins per account name and per address with doubling delays, and bounds the
/// password hashes computed at once (each holds [`crate::AppConfig::argon2_kib`] of memory).
pub(crate) struct SignInGate {
    strikes: Mutex<HashMap<String, Strikes>>,
    /// Hashes running or waiting; past it a sign-in is refused at once.
    admitted: std::sync::Arc<tokio::sync::Semaphore>,
    /// Hashes running.
    running: std::sync::Arc<tokio::sync::Semaphore>,
}

/// A place among the hashes running, held while one is computed.
pub(crate) struct HashingSlot {
    _admitted: tokio::sync::OwnedSemaphorePermit,
    _running: tokio::sync::OwnedSemaphorePermit,
}

impl SignInGate {
    pub(crate) fn new(config: &crate::AppConfig) -> SignInGate {
        let running = config.max_hashing.max(1);
        SignInGate {
            strikes: Mutex::new(HashMap::new()),
            admitted: std::sync::Arc::new(tokio::sync::Semaphore::new(running + config.max_hashing_queue)),
            running: std::sync::Arc::new(tokio::sync::Semaphore::new(running)),
        }
    }

    /// Takes an attempt at `now`: refused while its name or address is delayed, else counted as a
    /// failure until [`SignInGate::succeeded`] takes it back (so attempts sent at once cannot all
    /// slip in before the first failure is counted).
    fn attempt(&self, attempt: &Attempt, now: Instant) -> Result<(), AppError> {
        let mut strikes = self.strikes.lock().expect("sign-in throttle lock");
        let wait = attempt
            .keys()
            .filter_map(|(key, _)| strikes.get(key))
            .filter(|s| now.duration_since(s.last) < FORGIVEN_AFTER)
            .map(|s| s.delayed_until.saturating_duration_since(now))
            .max()
            .unwrap_or_default();
        if !wait.is_zero() {
            return Err(AppError::Throttled { retry_after_secs: wait.as_secs_f64().ceil() as u64 });
        }
        if strikes.len() >= MAX_REMEMBERED {
            strikes.retain(|_, s| now.duration_since(s.last) < FORGIVEN_AFTER && s.delayed_until > now);
        }
        for (key, free) in attempt.keys() {
            let s = strikes.entry(key.to_owned()).or_insert(Strikes {
                failures: 0,
                last: now,
                delayed_until: now,
            });
            if now.duration_since(s.last) >= FORGIVEN_AFTER {
                s.failures = 0;
            }
            s.failures += 1;
            s.last = now;
            s.delayed_until = now + delay_after(s.failures, free);
        }
        Ok(())
    }

    /// The attempt signed in: its account starts afresh, and its address's count takes the attempt
    /// back (a caller's own account does not wipe the failures its address made on others).
    fn succeeded(&self, attempt: &Attempt) {
        let mut strikes = self.strikes.lock().expect("sign-in throttle lock");
        if let Some(account) = &attempt.account {
            strikes.remove(account);
        }
        if let Some((network, free)) = &attempt.network
            && let Some(s) = strikes.get_mut(network)
        {
            s.failures = s.failures.saturating_sub(1);
            s.delayed_until = s.last + delay_after(s.failures, *free);
        }
    }

    /// A place to compute a hash: waits while [`crate::AppConfig::max_hashing`] run, refuses with
    /// 503 when [`crate::AppConfig::max_hashing_queue`] wait already.
    pub(crate) async fn hashing_slot(&self) -> Result<HashingSlot, AppError> {
        let busy = || AppError::Busy { retry_after_secs: 2 };
        let admitted = self.admitted.clone().try_acquire_owned().map_err(|_| busy())?;
        let running = self.running.clone().acquire_owned().await.map_err(|_| busy())?;
        Ok(HashingSlot { _admitted: admitted, _running: running })
    }
}

/// The delay before the next attempt after `failures` failures, `free` of which cost nothing.
fn delay_after(failures: u32, free: u32) -> std::time::Duration {
    match failures.checked_sub(free) {
        None => std::time::Duration::ZERO,
        Some(doublings) => FIRST_SIGN_IN_DELAY.saturating_mul(1 << doublings.min(20)).min(MAX_SIGN_IN_DELAY),
    }
}

/// Middleware: the caller's credentials, the CSRF header on state-changing requests, then the rate
/// limit.
pub async fn guard(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let takes_credentials = *request.method() == Method::POST
        && matches!(request.uri().path(), crate::routes::api::SESSIONS | crate::routes::api::ACCOUNTS);
    // The head alone is held across the lookups (the body is not `Sync`).
    let (parts, body) = request.into_parts();
    let (key, caller) = rate_key(&state, &parts, takes_credentials).await;
    let mut request = Request::from_parts(parts, body);
    let unsafe_method = !matches!(*request.method(), Method::GET | Method::HEAD | Method::OPTIONS);
    if unsafe_method && !request.headers().contains_key(CSRF_HEADER) && !bearer_authenticated(caller.as_ref())
    {
        return AppError::forbidden(
            "csrf.missing_header",
            "state-changing requests must carry the header x-tablon-csrf (or authenticate with Authorization: Bearer and a valid seat link)",
        )
        .into_response();
    }
    if !state.inner.limiter.allow(&key) {
        return AppError::RateLimited.into_response();
    }
    if let Some(caller) = caller {
        request.extensions_mut().insert(caller);
    }
    next.run(request).await
}

/// Whether the request authenticated with a valid seat link as `Authorization: Bearer`, which a
/// browser never sends on its own (so no other site can make it send one). Any other
/// `Authorization` (Basic, an unknown or revoked token) proves nothing: cookies still need the CSRF
/// header.
fn bearer_authenticated(caller: Option<&Caller>) -> bool {
    caller.is_some_and(|c| c.seat_link.is_some())
}

/// The rate limit's key for a request: `user:<id>` when signed in, `seat:<table>:<seat>` with a
/// seat link, else `ip:<network>` ([`crate::limits::client_network`]); and the caller it resolved
/// (`None` when its credentials were refused, so that the handler reports the error as usual).
///
/// A route that `takes_credentials` (signing in or up) is keyed by the address alone: its callers
/// are not authenticated by what they present, and keying on a seat link of their choosing would
/// give each link a fresh bucket of guesses.
pub async fn rate_key(
    state: &AppState,
    request: &Parts,
    takes_credentials: bool,
) -> (String, Option<Caller>) {
    let addr = request.extensions.get::<ConnectInfo<SocketAddr>>().map(|c| c.0.ip());
    let table = table_in_path(request.uri.path());
    rate_key_of(state, &request.headers, table, addr, takes_credentials).await
}

async fn rate_key_of(
    state: &AppState,
    headers: &HeaderMap,
    table: Option<TableId>,
    addr: Option<std::net::IpAddr>,
    takes_credentials: bool,
) -> (String, Option<Caller>) {
    let caller = Caller::from_headers(headers, table, state).await.ok();
    let by_caller = caller.as_ref().filter(|_| !takes_credentials).and_then(Caller::rate_key);
    let key = by_caller
        .or_else(|| addr.map(|a| format!("ip:{}", crate::limits::client_network(a))))
        .unwrap_or_else(|| "anonymous".to_owned());
    (key, caller)
}

// ---------------------------------------------------------------------------------------------
// Accounts and sessions

/// Username and password, to sign up or in.
#[derive(Deserialize, schemars::JsonSchema)]
pub struct Credentials {
    /// The account's name.
    pub username: String,
    /// Its password (never logged: `Debug` leaves it out).
    pub password: String,
}

impl std::fmt::Debug for Credentials {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Credentials").field("username", &self.username).finish_non_exhaustive()
    }
}

fn normalise_username(name: &str) -> Result<String, AppError> {
    let name = name.trim().to_lowercase();
    let ok = (3..=32).contains(&name.chars().count())
        && name.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_' || c == '-');
    if ok {
        Ok(name)
    } else {
        Err(AppError::bad(
            "account.username",
            "a username has 3 to 32 characters: letters a-z, digits, _ and -",
        ))
    }
}

fn argon2(state: &AppState) -> Argon2<'static> {
    let c = state.config();
    let params =
        Params::new(c.argon2_kib.max(8), c.argon2_passes.max(1), 1, None).expect("valid argon2 params");
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

async fn hash_password(state: &AppState, password: String) -> Result<String, AppError> {
    let _slot = state.inner.sign_ins.hashing_slot().await?;
    let hasher = argon2(state);
    let salt = new_token();
    tokio::task::spawn_blocking(move || {
        let salt = SaltString::from_b64(&salt[..32]).expect("hex is valid base64 salt");
        hasher.hash_password(password.as_bytes(), &salt).map(|h| h.to_string())
    })
    .await
    .map_err(|e| AppError::internal("hashing task", &e))?
    .map_err(|_| AppError::Internal)
}

async fn check_password(state: &AppState, password: String, hash: String) -> Result<bool, AppError> {
    let _slot = state.inner.sign_ins.hashing_slot().await?;
    let hasher = argon2(state);
    tokio::task::spawn_blocking(move || {
        PasswordHash::new(&hash)
            .map(|h| hasher.verify_password(password.as_bytes(), &h).is_ok())
            .unwrap_or(false)
    })
    .await
    .map_err(|e| AppError::internal("hashing task", &e))
}

/// A credential cookie: HttpOnly, SameSite=Lax, the whole site, `Secure` behind HTTPS.
fn credential_cookie(state: &AppState, name: String, token: &str, max_age: Duration) -> HeaderValue {
    let cookie = Cookie::build((name, token))
        .http_only(true)
        .same_site(SameSite::Lax)
        .path("/")
        .max_age(max_age)
        .secure(state.config().secure_cookies)
        .build();
    HeaderValue::from_str(&cookie.to_string()).expect("cookie is ASCII")
}

fn session_cookie(state: &AppState, token: &str, max_age_secs: i64) -> HeaderValue {
    credential_cookie(state, SESSION_COOKIE.to_owned(), token, Duration::seconds(max_age_secs))
}

/// A service answer that also sets a cookie (a session, a seat link): the JSON API sends `answer`
/// as the body with `Set-Cookie: set_cookie`; a page passes the cookie on with its own answer.
#[derive(Clone, Debug)]
pub struct WithCookie<T> {
    /// The answer.
    pub answer: T,
    /// The `Set-Cookie` header's value.
    pub set_cookie: HeaderValue,
}

impl<T: serde::Serialize> IntoResponse for WithCookie<T> {
    fn into_response(self) -> Response {
        ([(header::SET_COOKIE, self.set_cookie)], Json(self.answer)).into_response()
    }
}

/// The cookie holding the seat link's token for `table` (`tablon_seat_<table>`, so a browser can
/// hold a seat at several tables without an account).
pub fn seat_cookie(state: &AppState, table: store::TableId, token: &str) -> HeaderValue {
    credential_cookie(state, format!("{SEAT_COOKIE}_{}", table.0), token, Duration::days(365))
}

/// The cookie that makes the browser forget its seat link for `table` (signing out of a shared
/// device).
pub fn forget_seat_cookie(state: &AppState, table: store::TableId) -> HeaderValue {
    credential_cookie(state, format!("{SEAT_COOKIE}_{}", table.0), "", Duration::ZERO)
}

async fn open_session(state: &AppState, user: UserId) -> Result<HeaderValue, AppError> {
    let token = new_token();
    let expires = state.now_ms() + state.config().session_ms;
    state.db().create_session(&TokenHash::of(&token), user, expires).await?;
    Ok(session_cookie(state, &token, state.config().session_ms / 1000))
}

/// An account (`POST /api/accounts`, `POST /api/sessions`).
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct Account {
    /// Its id.
    #[schemars(with = "i64")]
    pub id: UserId,
    /// Its name.
    pub username: String,
}

/// Creates an account and signs it in (the answer carries the session cookie).
pub async fn sign_up(state: &AppState, c: Credentials) -> Result<WithCookie<Account>, AppError> {
    let username = normalise_username(&c.username)?;
    if !(8..=256).contains(&c.password.chars().count()) {
        return Err(AppError::bad("account.password", "a password has 8 to 256 characters"));
    }
    let hash = hash_password(state, c.password).await?;
    let user = state.db().create_user(&username, &hash).await?;
    let set_cookie = open_session(state, user.id).await?;
    tracing::info!(user = %user.id, "signed up");
    Ok(WithCookie { answer: Account { id: user.id, username: user.username }, set_cookie })
}

/// Signs in (the answer carries the session cookie) from the client address `from`.
///
/// Failed sign-ins are throttled per account name and per client address ([`SignInGate`]); the
/// name is throttled whether or not an account has it, and an unknown name costs a hash like a
/// known one, so neither the answers nor their timing reveal which names exist.
pub async fn sign_in(
    state: &AppState,
    c: Credentials,
    from: crate::limits::ClientAddr,
) -> Result<WithCookie<Account>, AppError> {
    let wrong = || AppError::Unauthorized("wrong username or password");
    let gate = &state.inner.sign_ins;
    let clock = &state.config().clock;
    let username = normalise_username(&c.username).ok();
    let attempt = Attempt::new(state.config(), username.as_deref(), from.0);
    gate.attempt(&attempt, clock.instant())?;
    let Some(username) = username else { return Err(wrong()) };
    let user = match state.db().user_by_name(&username).await {
        Ok(u) => u,
        Err(StoreError::NotFound(_)) => {
            // Spend the same time as a real check, so timing does not reveal which names exist.
            hash_password(state, c.password).await?;
            return Err(wrong());
        }
        Err(e) => return Err(e.into()),
    };
    if !check_password(state, c.password, user.password_hash.clone()).await? {
        return Err(wrong());
    }
    gate.succeeded(&attempt);
    let set_cookie = open_session(state, user.id).await?;
    Ok(WithCookie { answer: Account { id: user.id, username: user.username }, set_cookie })
}

/// Signs out: ends the caller's session and answers with the cookie that clears it.
pub async fn sign_out(state: &AppState, caller: &Caller) -> Result<HeaderValue, AppError> {
    if let Some(token) = &caller.session_token {
        state.db().delete_session(&TokenHash::of(token)).await?;
    }
    Ok(session_cookie(state, "", 0))
}

/// A seat an account holds.
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct HeldSeat {
    /// The table.
    #[schemars(with = "i64")]
    pub table: store::TableId,
    /// The seat.
    pub seat: engine::SeatId,
    /// Its part in the game (the stored code).
    pub role: String,
}

/// The signed-in account and its seats (`GET /api/me`).
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct Me {
    /// Its id.
    #[schemars(with = "i64")]
    pub id: UserId,
    /// Its name.
    pub username: String,
    /// The seats it holds.
    pub seats: Vec<HeldSeat>,
}

/// The signed-in account and its seats.
pub async fn me(state: &AppState, caller: &Caller) -> Result<Me, AppError> {
    let user = state.db().user(caller.require_user()?).await?;
    let seats = state.db().seats_of_user(user.id).await?;
    let seats = seats.into_iter().map(|s| HeldSeat { table: s.table, seat: s.seat, role: s.role }).collect();
    Ok(Me { id: user.id, username: user.username, seats })
}

/// The JSON routes of accounts and sessions: extract, call the service, answer.
pub mod http {
    use axum::Json;
    use axum::extract::State;
    use axum::http::{StatusCode, header};
    use axum::response::{IntoResponse, Response};

    use super::{Account, Caller, Credentials, Me, WithCookie};
    use crate::limits::ClientAddr;
    use crate::{AppError, AppState};

    /// `POST /api/accounts` (201).
    pub async fn sign_up(
        State(state): State<AppState>,
        Json(c): Json<Credentials>,
    ) -> Result<(StatusCode, WithCookie<Account>), AppError> {
        Ok((StatusCode::CREATED, super::sign_up(&state, c).await?))
    }

    /// `POST /api/sessions`.
    pub async fn sign_in(
        State(state): State<AppState>,
        from: ClientAddr,
        Json(c): Json<Credentials>,
    ) -> Result<WithCookie<Account>, AppError> {
        super::sign_in(&state, c, from).await
    }

    /// `DELETE /api/sessions` (204).
    pub async fn sign_out(State(state): State<AppState>, caller: Caller) -> Result<Response, AppError> {
        let cookie = super::sign_out(&state, &caller).await?;
        Ok(([(header::SET_COOKIE, cookie)], StatusCode::NO_CONTENT).into_response())
    }

    /// `GET /api/me`.
    pub async fn me(State(state): State<AppState>, caller: Caller) -> Result<Json<Me>, AppError> {
        super::me(&state, &caller).await.map(Json)
    }
}
