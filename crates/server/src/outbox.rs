//! Sending the outbox: webhook deliveries (deadline reminders) POSTed to each table's chat webhook,
//! and mails ([`crate::mail`]: deliveries to `mailto:`) sent over SMTP.
//!
//! [`deliver_due`] claims the deliveries due now from the store ([`Store::claim_deliveries`], which
//! hides them from other claimers for a lease longer than a request may take, so several server
//! processes never send one delivery at the same time), POSTs each one's JSON payload, and marks
//! it delivered, or failed with a retry after an exponential backoff, or abandoned after
//! [`OutboxConfig::max_attempts`]. [`spawn_deliveries`] runs it every few seconds until shutdown.
//!
//! A webhook URL is a secret (whoever has it may post to the channel): it is never logged and
//! never stored in an error; logs name the table and the delivery id only, and failures are
//! described by kind (`timed out`, `HTTP 503`, …). Redirects are not followed.

use std::sync::Arc;
use std::time::Duration;

use store::{Delivery, Store, StoreError};

use crate::AppState;
use crate::clock::{Clock, SystemClock};
use crate::mail::{MAIL_URL, Mailer, SendError};

/// How the outbox is sent.
#[derive(Clone, Debug)]
pub struct OutboxConfig {
    /// How long one POST may take (connecting included).
    pub timeout: Duration,
    /// The wait after the first failure; doubled after each further one.
    pub first_backoff: Duration,
    /// The longest wait between attempts.
    pub max_backoff: Duration,
    /// Attempts before a delivery is abandoned.
    pub max_attempts: u32,
    /// Deliveries claimed per round.
    pub batch: u32,
    /// How often the outbox is looked at.
    pub every: Duration,
}

impl Default for OutboxConfig {
    fn default() -> OutboxConfig {
        OutboxConfig {
            timeout: Duration::from_secs(10),
            first_backoff: Duration::from_secs(30),
            max_backoff: Duration::from_secs(6 * 3600),
            max_attempts: 8,
            batch: 20,
            every: Duration::from_secs(5),
        }
    }
}

impl OutboxConfig {
    /// The claim's lease: longer than any attempt can take, so no other process claims a delivery
    /// while it is being sent.
    pub fn lease(&self) -> Duration {
        self.timeout * 2 + Duration::from_secs(30)
    }

    /// The wait before the attempt after `failed` failures (1, 2, …): `first_backoff · 2^(failed-1)`,
    /// at most `max_backoff`.
    pub fn backoff(&self, failed: u32) -> Duration {
        let factor = 2u32.saturating_pow(failed.saturating_sub(1).min(30));
        self.first_backoff.saturating_mul(factor).min(self.max_backoff)
    }
}

/// Sends webhook deliveries over HTTP(S), and mail deliveries through its [`Mailer`], if any.
#[derive(Clone)]
pub struct WebhookSender {
    client: reqwest::Client,
    config: OutboxConfig,
    mailer: Option<Mailer>,
    clock: Arc<dyn Clock>,
}

impl WebhookSender {
    /// A sender (rustls on ring, the platform's root certificates, no redirects).
    pub fn new(config: OutboxConfig) -> Result<WebhookSender, reqwest::Error> {
        // reqwest is built without a crypto provider; ring is ours (an error means one is set).
        let _ = rustls::crypto::ring::default_provider().install_default();
        let client = reqwest::Client::builder()
            .timeout(config.timeout)
            .connect_timeout(config.timeout)
            .redirect(reqwest::redirect::Policy::none())
            .user_agent(concat!("Tablon/", env!("CARGO_PKG_VERSION")))
            .build()?;
        Ok(WebhookSender { client, config, mailer: None, clock: Arc::new(SystemClock) })
    }

    /// The same sender, reading the time a delivery ended from `clock` (the server's).
    pub fn with_clock(mut self, clock: Arc<dyn Clock>) -> WebhookSender {
        self.clock = clock;
        self
    }

    /// The same sender, sending mail deliveries through `mailer` (without one they wait, retried
    /// with backoff, until a server with mail sends them).
    pub fn with_mailer(mut self, mailer: Mailer) -> WebhookSender {
        self.mailer = Some(mailer);
        self
    }

    /// Its settings.
    pub fn config(&self) -> &OutboxConfig {
        &self.config
    }

    /// POSTs one delivery (or mails it). `Err` holds why, without the URL or the address, and, for
    /// a `429` or `503` with `Retry-After` in seconds, the wait the receiver asked for.
    async fn send(&self, d: &Delivery) -> Result<(), (Failure, Option<Duration>)> {
        if d.url == MAIL_URL {
            return match &self.mailer {
                Some(mailer) => mailer.send(d).await.map_err(|e| (Failure::Mail(e), None)),
                None => Err((Failure::MailOff, None)),
            };
        }
        let res = self
            .client
            .post(&d.url)
            .header(reqwest::header::CONTENT_TYPE, "application/json")
            .body(d.payload.to_string())
            .send()
            .await
            .map_err(|e| (Failure::Webhook(describe(&e)), None))?;
        let status = res.status();
        if status.is_success() {
            return Ok(());
        }
        let retry_after = res
            .headers()
            .get(reqwest::header::RETRY_AFTER)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.trim().parse::<f64>().ok())
            .filter(|s| s.is_finite() && *s >= 0.0)
            .map(|s| Duration::from_secs_f64(s.min(86_400.0)));
        Err((Failure::Http(status.as_u16()), retry_after))
    }
}

/// Why a delivery failed, as the outbox records it: by kind, never the URL or the address.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Failure {
    /// The mail was not sent.
    #[error("{0}")]
    Mail(SendError),
    /// A mail delivery on a server without `--smtp`: it waits for one that has it.
    #[error("mail is off on this server (no --smtp)")]
    MailOff,
    /// The webhook's request failed, in these words (from [`describe`]).
    #[error("{0}")]
    Webhook(&'static str),
    /// The webhook answered this status.
    #[error("HTTP {0}")]
    Http(u16),
}

/// A reqwest error by kind only: its `Display` may contain the URL.
fn describe(e: &reqwest::Error) -> &'static str {
    if e.is_timeout() {
        "timed out"
    } else if e.is_connect() {
        "could not connect"
    } else if e.is_redirect() {
        "redirected (not followed)"
    } else if e.is_builder() {
        "invalid webhook URL"
    } else if e.is_body() || e.is_decode() {
        "broken response"
    } else {
        "request failed"
    }
}

/// What one round did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Round {
    /// Deliveries sent.
    pub delivered: usize,
    /// Failures that will be retried.
    pub retried: usize,
    /// Failures given up on.
    pub abandoned: usize,
}

/// Claims the deliveries due at `now` (at most one batch) and sends them.
pub async fn deliver_due(db: &impl Store, sender: &WebhookSender, now: i64) -> Result<Round, StoreError> {
    let config = &sender.config;
    let lease = i64::try_from(config.lease().as_millis()).unwrap_or(i64::MAX);
    let claimed = db.claim_deliveries(now, lease, config.batch).await?;
    let mut round = Round::default();
    for d in claimed {
        let table = d.table.map(|t| t.0);
        let what = if d.url == MAIL_URL { "mail" } else { "webhook" };
        match sender.send(&d).await {
            Ok(()) => {
                db.delivery_succeeded(d.id, sender.clock.unix_ms()).await?;
                tracing::info!(delivery = d.id.0, table, "{what} delivered");
                round.delivered += 1;
            }
            Err((error, asked)) => {
                let failed = d.attempts + 1;
                let at = sender.clock.unix_ms();
                let retry_at = (failed < config.max_attempts).then(|| {
                    let wait = config.backoff(failed).max(asked.unwrap_or_default());
                    at.saturating_add(i64::try_from(wait.as_millis()).unwrap_or(i64::MAX))
                });
                db.delivery_failed(d.id, &error.to_string(), retry_at, at).await?;
                if retry_at.is_some() {
                    tracing::warn!(delivery = d.id.0, table, attempt = failed, error = %error, "{what} failed; will retry");
                    round.retried += 1;
                } else {
                    tracing::warn!(delivery = d.id.0, table, attempt = failed, error = %error, "{what} abandoned");
                    round.abandoned += 1;
                }
            }
        }
    }
    Ok(round)
}

/// Sends the outbox every [`OutboxConfig::every`] until the server stops.
/// The task ends at shutdown once the round under way is done (its mails marked sent or failed).
pub fn spawn_deliveries(state: AppState, config: OutboxConfig) -> tokio::task::JoinHandle<()> {
    let mailer = state.config().mail.as_ref().map(|m| Mailer::new(m, config.timeout));
    let sender = match WebhookSender::new(config) {
        Ok(s) => match mailer {
            Some(Ok(mailer)) => s.with_mailer(mailer),
            Some(Err(e)) => {
                tracing::error!(error = %e, "cannot build the mail transport; mails stay queued");
                s
            }
            None => s,
        },
        Err(e) => {
            tracing::error!(error = %e.without_url(), "cannot build the webhook client; reminders stay queued");
            return tokio::spawn(async {});
        }
    };
    let sender = sender.with_clock(state.config().clock.clone());
    tokio::spawn(async move {
        let mut shutdown = state.inner.shutdown.subscribe();
        loop {
            tokio::select! {
                _ = tokio::time::sleep(sender.config.every) => {}
                _ = shutdown.changed() => return,
            }
            // A full batch means more may be due: keep going without waiting (but not past a
            // shutdown).
            while !*shutdown.borrow() {
                match deliver_due(state.db(), &sender, state.now_ms()).await {
                    Ok(r) if r.delivered + r.retried + r.abandoned >= sender.config.batch as usize => {}
                    Ok(_) => break,
                    Err(e) => {
                        tracing::warn!(error = %e, "outbox round failed");
                        break;
                    }
                }
            }
        }
    })
}
