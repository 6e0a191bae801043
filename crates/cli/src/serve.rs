//! `tablon serve`: the table server over HTTP.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use anyhow::Context;
use server::{AppConfig, AppState};
use store::Database;

/// Serves game tables over HTTP (JSON API, live updates) until Ctrl-C or SIGTERM.
#[derive(clap::Args)]
pub struct Args {
    /// The address to listen on.
    #[arg(long, default_value = "127.0.0.1:8080")]
    listen: String,
    /// The database: `sqlite://PATH` or `postgres://…` (default: a SQLite file in the user's data
    /// directory, `$XDG_DATA_HOME/tablon/tablon.db` or `~/.local/share/tablon/tablon.db`).
    #[arg(long)]
    database: Option<String>,
    /// A streaming replica of the PostgreSQL database (`postgres://…`, a hot standby) for reads
    /// that may lag: spectators' live streams and event pages, public feeds and exports. Seats,
    /// owners and every write stay on `--database`. Read-only; not migrated.
    #[arg(long, value_name = "URL")]
    database_replica: Option<String>,
    /// PostgreSQL itself (`postgres://…`), when `--database` is a pooler in transaction mode
    /// (PgBouncer's `pool_mode = transaction`): what needs a session of its own (`LISTEN`, the
    /// notices sent after each commit, the migrations' advisory lock) goes here, and every
    /// statement on `--database` runs in a transaction of its own, without named prepared
    /// statements. See docs/deploy.md.
    #[arg(long, value_name = "URL", requires = "database")]
    database_direct: Option<String>,
    /// The public base URL used in links (default: `http://` and the listening address).
    #[arg(long)]
    public_url: Option<String>,
    /// Requests per second allowed per caller (0: no limit).
    #[arg(long, default_value_t = 20.0)]
    rate_limit: f64,
    /// Mark cookies `Secure` (when served over HTTPS by a reverse proxy).
    #[arg(long)]
    secure_cookies: bool,
    /// Seconds a client has to send a request's head; also how long a kept-alive connection may
    /// stay idle between requests.
    #[arg(long, default_value_t = 15.0, value_name = "SECS", value_parser = seconds)]
    header_timeout: f64,
    /// Seconds a client has to send a request's whole body once its head arrived (live streams
    /// have no request body and are never cut).
    #[arg(long, default_value_t = 60.0, value_name = "SECS", value_parser = seconds)]
    body_timeout: f64,
    /// Most connections open at once, in all (0: no cap; lowered to fit the process's open-file
    /// limit).
    #[arg(long, default_value_t = 4096, value_name = "N")]
    max_connections: usize,
    /// Most connections open at once from one client address, an IPv6 client's /64 (0: no cap).
    /// Behind a reverse proxy every client has the proxy's address: set 0 and cap in the proxy.
    #[arg(long, default_value_t = 64, value_name = "N")]
    max_connections_per_address: usize,
    /// Most password hashes computed at once, each taking the Argon2 memory cost (default: the
    /// number of cores, 2 to 8); up to 32 more sign-ins wait, and past them the answer is 503.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    max_hashing: Option<u16>,
    /// Failed sign-ins one client address may make, over every account name, before each further
    /// one waits a doubling delay (0: no throttle per address, for a server behind a proxy, where
    /// every client has the proxy's address; the throttle per account always holds).
    #[arg(long, default_value_t = 20, value_name = "N")]
    sign_in_failures_per_address: u32,
    /// Most tables one account may open in 24 hours, new or imported (0: no cap). Past it, opening
    /// a table answers 429 `table.daily_cap`.
    #[arg(long, default_value_t = 50, value_name = "N")]
    max_tables_per_day: u32,
    /// Argon2 memory cost of password hashes, in KiB (default 19456, OWASP's minimum for
    /// argon2id). Lower it only for tests (`scripts/fuzz-api`), never in production.
    #[arg(long, hide = true, default_value_t = 19_456)]
    argon2_kib: u32,
    /// Send mail through this SMTP server: `smtps://USER:PASSWORD@HOST:465` (implicit TLS),
    /// `smtp+starttls://USER:PASSWORD@HOST:587` (STARTTLS) or `smtp://HOST:25` (no encryption: a
    /// relay on this machine). Without it the server sends no mail and its pages say so.
    #[arg(long, value_name = "URL", requires = "mail_from")]
    smtp: Option<String>,
    /// The sender of the server's mail: `tablon@example.org` or `"Tablón <tablon@example.org>"`.
    #[arg(long, value_name = "ADDRESS", requires = "smtp")]
    mail_from: Option<String>,
    /// Seconds a "your move" or "addressed to you" mail waits after its reader was last at the
    /// table (the page open and visible, or acting there); mails to one reader within it come as
    /// one. 0 sends at once. See docs/mail.md.
    #[arg(long, value_name = "SECS", default_value_t = 600, value_parser = clap::value_parser!(u64).range(0..=604_800))]
    mail_hold: u64,
    /// The largest image a post or whisper takes, in KiB as sent (PNG, JPEG, WebP or GIF; it is
    /// decoded and written again, at most 2048 pixels a side). See docs/images.md.
    #[arg(long, value_name = "KIB", default_value_t = 5120, value_parser = clap::value_parser!(u64).range(1..=65_536))]
    max_image_kib: u64,
    /// The most images one post or whisper carries (0: posts take no images).
    #[arg(long, value_name = "N", default_value_t = 4, value_parser = clap::value_parser!(u64).range(0..=16))]
    max_images_per_post: u64,
    /// Seconds between looks at the outbox (webhooks and mail). Tests only.
    #[arg(long, hide = true, default_value_t = 5.0, value_parser = seconds)]
    outbox_every: f64,
    /// The format of the log lines on standard error: `text` (colours only when standard error is
    /// a terminal and `NO_COLOR` is unset) or `json` (one JSON object a line, for log shippers).
    #[arg(long, value_enum, default_value_t = LogFormat::Text, value_name = "FORMAT")]
    log_format: LogFormat,
}

/// How log lines are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
enum LogFormat {
    /// Human-readable lines.
    Text,
    /// One JSON object a line: `timestamp`, `level`, `fields` (`message` and the event's fields).
    Json,
}

/// Sends the server's log lines to standard error in `format`. Text lines carry ANSI colours only
/// when standard error is a terminal and `NO_COLOR` is unset, so a file or journald gets plain text.
fn init_logs(format: LogFormat) {
    use std::io::IsTerminal;
    let lines = tracing_subscriber::fmt().with_writer(std::io::stderr).with_target(false);
    match format {
        LogFormat::Text => {
            let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
            lines.with_ansi(std::io::stderr().is_terminal() && !no_color).init();
        }
        LogFormat::Json => lines.json().with_ansi(false).init(),
    }
}

/// A positive, finite number of seconds.
fn seconds(s: &str) -> Result<f64, String> {
    match s.parse::<f64>() {
        Ok(n) if n.is_finite() && n > 0.0 && n <= 86_400.0 => Ok(n),
        _ => Err(format!("{s:?} is not a number of seconds between 0 and 86400")),
    }
}

/// `wanted` connections, lowered to what the open-file limit leaves after a reserve for the
/// database and the process's own files, so the cap answers 503 before `accept` runs out.
fn connections_that_fit(wanted: usize) -> usize {
    const RESERVE: u64 = 128;
    let limit = rustix::process::getrlimit(rustix::process::Resource::Nofile).current;
    let Some(fit) = limit.map(|l| usize::try_from(l.saturating_sub(RESERVE).max(1)).unwrap_or(usize::MAX))
    else {
        return wanted;
    };
    if wanted == 0 || wanted > fit {
        tracing::warn!(
            "the open-file limit leaves room for {fit} connections: --max-connections lowered to {fit} (raise `ulimit -n` for more)"
        );
        return fit;
    }
    wanted
}

fn data_dir() -> anyhow::Result<PathBuf> {
    if let Some(d) = std::env::var_os("XDG_DATA_HOME").filter(|d| !d.is_empty()) {
        return Ok(PathBuf::from(d).join("tablon"));
    }
    let home = std::env::var_os("HOME")
        .filter(|h| !h.is_empty())
        .context("neither XDG_DATA_HOME nor HOME is set: pass --database")?;
    Ok(PathBuf::from(home).join(".local/share/tablon"))
}

/// The URL without its password, for printing.
fn shown(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme), Some(at)) if at > scheme => {
            let userinfo = &url[scheme + 3..at];
            let user = userinfo.split(':').next().unwrap_or("");
            format!("{}{user}:***{}", &url[..scheme + 3], &url[at..])
        }
        _ => url.to_owned(),
    }
}

async fn stop_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    let signal = tokio::select! { _ = ctrl_c => "SIGINT", _ = term => "SIGTERM" };
    tracing::info!(signal, "stopping: finishing the requests under way, then closing the database");
}

/// Runs the server. With `--log-format json` a failure is logged as a JSON line too (and `main`
/// prints nothing more), so that every line on standard error is JSON.
pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let format = args.log_format;
    init_logs(format);
    match serve(args) {
        Err(err) if format == LogFormat::Json => {
            let usage = err.downcast_ref::<crate::UsageError>().is_some();
            tracing::error!(error = format!("{err:#}"), "tablon serve failed");
            Ok(if usage { ExitCode::from(2) } else { ExitCode::FAILURE })
        }
        other => other,
    }
}

fn serve(args: Args) -> anyhow::Result<ExitCode> {
    let url = match args.database {
        Some(u) => u,
        None => {
            let dir = data_dir()?;
            std::fs::create_dir_all(&dir).with_context(|| format!("cannot create {}", dir.display()))?;
            format!("sqlite://{}", dir.join("tablon.db").display())
        }
    };
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    runtime.block_on(async {
        let mail = match (&args.smtp, &args.mail_from) {
            (Some(smtp), Some(from)) => {
                Some(server::mail::MailConfig::new(smtp, from).map_err(|e| crate::usage(e.to_string()))?)
            }
            _ => None,
        };
        let db = match &args.database_direct {
            Some(direct) => Database::connect_pooled(&url, direct).await.map_err(|e| {
                crate::usage(format!(
                    "cannot open the database {} (direct {}): {e}",
                    shown(&url),
                    shown(direct)
                ))
            })?,
            None => Database::connect(&url)
                .await
                .map_err(|e| crate::usage(format!("cannot open the database {}: {e}", shown(&url))))?,
        };
        let listener = tokio::net::TcpListener::bind(&args.listen)
            .await
            .map_err(|e| crate::usage(format!("cannot listen on {}: {e}", args.listen)))?;
        let addr = listener.local_addr()?;
        let defaults = AppConfig::default();
        let config = AppConfig {
            public_url: args
                .public_url
                .unwrap_or_else(|| format!("http://{addr}"))
                .trim_end_matches('/')
                .to_owned(),
            rate_per_sec: args.rate_limit,
            secure_cookies: args.secure_cookies,
            argon2_kib: args.argon2_kib,
            header_timeout: Duration::from_secs_f64(args.header_timeout),
            body_timeout: Duration::from_secs_f64(args.body_timeout),
            max_connections: connections_that_fit(args.max_connections),
            max_connections_per_address: args.max_connections_per_address,
            max_hashing: args.max_hashing.map_or(defaults.max_hashing, usize::from),
            sign_in_failures_per_address: args.sign_in_failures_per_address,
            max_tables_per_day: args.max_tables_per_day,
            mail,
            outbox_every: Duration::from_secs_f64(args.outbox_every),
            mail_hold: Duration::from_secs(args.mail_hold),
            images: server::images::ImageLimits {
                max_bytes: usize::try_from(args.max_image_kib * 1024).unwrap_or(usize::MAX),
                per_post: usize::try_from(args.max_images_per_post).unwrap_or(usize::MAX),
            },
            ..defaults
        };
        let state = AppState::new(db.clone(), config).await?;
        let replica = match &args.database_replica {
            Some(r) if matches!(db, Database::Postgres(_)) => {
                let replica = Database::connect_replica(r)
                    .await
                    .map_err(|e| crate::usage(format!("cannot open the replica {}: {e}", shown(r))))?;
                state.set_replica(replica.clone());
                Some(replica)
            }
            Some(_) => {
                return Err(crate::usage("--database-replica needs a postgres:// --database".to_owned()));
            }
            None => None,
        };
        match &args.database_replica {
            Some(r) => {
                outln!("tablon listening on http://{addr} (database {}, replica {})", shown(&url), shown(r))
            }
            None => outln!("tablon listening on http://{addr} (database {})", shown(&url)),
        }
        let router = web::app(state.clone());
        server::serve_router(listener, state, router, stop_signal()).await?;
        // SQLite: checkpointed, its `-wal` file removed; PostgreSQL: the pool's connections closed.
        db.close().await.context("the database did not close cleanly")?;
        if let Some(replica) = replica {
            replica.close().await.context("the replica did not close cleanly")?;
        }
        outln!("tablon stopped");
        Ok(ExitCode::SUCCESS)
    })
}
