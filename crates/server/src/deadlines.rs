//! Deadlines: a table's maximum wait (`max_wait_secs`) and reminders through the store's outbox.
//!
//! [`remind_overdue`] looks at every table with a maximum wait and a webhook: when the game waits on
//! someone and the last event is older than the maximum wait, it queues one delivery per log head
//! (so one reminder per overdue move; an idempotency key in the store makes that hold across server
//! processes) with a payload a Discord-compatible webhook accepts
//! (`{"content", "username", "allowed_mentions"}`). The payload names the seats waited on as the
//! table names them (display names and parts, which are public).
//!
//! [`mail_deadlines`] mails the seats a table waits on before its maximum wait runs out
//! ([`warn_before`]), once per seat and move ([`crate::mail::deadline`]). [`spawn_reminders`] runs
//! both, and the daily digests ([`crate::mail::digests`]), every minute, at the time of the
//! server's [`crate::clock::Clock`].

use std::collections::HashMap;
use std::sync::Mutex;

use serde_json::{Value, json};
use store::{NewDelivery, Store, TableId};

use crate::play::slot;
use crate::{AppError, AppState};

/// The Discord-compatible body of a reminder; `waiting` names the seats waited on as the table
/// names them ("Ana · Mastermind").
pub fn reminder_payload(title: &str, waiting: &[String], overdue_secs: i64, link: &str) -> Value {
    let hours = overdue_secs / 3600;
    let since = if hours >= 1 { format!("{hours} h") } else { format!("{} min", overdue_secs / 60) };
    json!({
        "username": "Tablón",
        "content": format!("⏰ {title}: waiting on {} for {since}. {link}", waiting.join(", ")),
        "allowed_mentions": {"parse": []},
    })
}

/// Queues a reminder for every overdue table not yet reminded at its current head; returns how many.
pub async fn remind_overdue(
    state: &AppState,
    now: i64,
    reminded: &Mutex<HashMap<TableId, u64>>,
) -> Result<usize, AppError> {
    let mut queued = 0;
    let mut after = None;
    loop {
        let tables = state.db().list_tables(after, 200).await?;
        let Some(last) = tables.last() else { break };
        after = Some(last.id);
        for t in tables {
            let (Some(max_wait), Some(url)) = (t.options.max_wait_secs, t.options.webhook_url.clone()) else {
                continue;
            };
            let slot = slot(state, t.id).await?;
            let (head, waiting, seats) = {
                let mut e = slot.entry.lock().await;
                e.catch_up(state, t.id).await?;
                (e.head, e.state.waiting_on(), e.state.seats())
            };
            if waiting.is_empty() || reminded.lock().expect("lock").get(&t.id) == Some(&head) {
                continue;
            }
            let last_at = crate::play::last_move_at(state, &t, head).await?;
            let overdue = (now - last_at) / 1000;
            if overdue < max_wait {
                continue;
            }
            let names = crate::names::Names::new(&seats, &state.db().seats(t.id).await?);
            let who: Vec<String> = waiting.iter().map(|s| names.label(*s)).collect();
            let link = format!("{}{}", state.config().public_url, crate::routes::table(t.id));
            let payload = reminder_payload(&t.title, &who, overdue, &link);
            // The key makes it one reminder per overdue move across every server process.
            let key = format!("remind:{}:{head}", t.id);
            let delivery = NewDelivery { table: Some(t.id), url, payload, not_before: now };
            let fresh = state.db().enqueue_delivery_once(&delivery, &key).await?;
            reminded.lock().expect("lock").insert(t.id, head);
            if fresh.is_some() {
                queued += 1;
            }
        }
    }
    Ok(queued)
}

/// How long before a maximum wait of `max_wait_secs` runs out its seats are mailed: a quarter of
/// it, at most a day (a week's wait warns a day ahead, an hour's 15 minutes ahead).
pub fn warn_before(max_wait_secs: i64) -> i64 {
    (max_wait_secs / 4).min(24 * 3600)
}

/// Mails "deadline" to the seats each table with a maximum wait waits on, once its time left is
/// [`warn_before`] or less (a server that was down mails late rather than never); once per table
/// and move (`warned` spares the store the question within this process, the store's key across
/// processes). Answers how many tables were mailed about.
pub async fn mail_deadlines(
    state: &AppState,
    now: i64,
    warned: &Mutex<HashMap<TableId, u64>>,
) -> Result<usize, AppError> {
    if !crate::mail::enabled(state) {
        return Ok(0);
    }
    let mut mailed = 0;
    let mut after = None;
    loop {
        let tables = state.db().list_tables(after, 200).await?;
        let Some(last) = tables.last() else { break };
        after = Some(last.id);
        for t in tables {
            let Some(max_wait) = t.options.max_wait_secs else { continue };
            let slot = slot(state, t.id).await?;
            let (head, waiting) = {
                let mut e = slot.entry.lock().await;
                e.catch_up(state, t.id).await?;
                (e.head, e.state.waiting_on())
            };
            if waiting.is_empty() || warned.lock().expect("lock").get(&t.id) == Some(&head) {
                continue;
            }
            let left = max_wait - (now - crate::play::last_move_at(state, &t, head).await?) / 1000;
            if left > warn_before(max_wait) {
                continue;
            }
            // The AI's seats have no one to mail; `deadline` finds no address for them.
            crate::mail::deadline(state, t.id, head, &waiting, left).await?;
            warned.lock().expect("lock").insert(t.id, head);
            mailed += 1;
        }
    }
    Ok(mailed)
}

/// Runs [`remind_overdue`], [`mail_deadlines`] and the daily digests every minute until the
/// server stops, and forgets expired idempotency keys.
pub fn spawn_reminders(state: AppState) {
    tokio::spawn(async move {
        let reminded = Mutex::new(HashMap::new());
        let warned = Mutex::new(HashMap::new());
        let mut shutdown = state.inner.shutdown.subscribe();
        loop {
            tokio::select! {
                _ = tokio::time::sleep(std::time::Duration::from_secs(60)) => {}
                _ = shutdown.changed() => return,
            }
            let now = state.config().clock.unix_ms();
            if let Err(e) = remind_overdue(&state, now, &reminded).await {
                tracing::warn!(error = %e, "reminders failed");
            }
            if let Err(e) = mail_deadlines(&state, now, &warned).await {
                tracing::warn!(error = %e, "deadline mails failed");
            }
            if let Err(e) = crate::mail::digests(&state, now).await {
                tracing::warn!(error = %e, "digests failed");
            }
            // Expired idempotency keys are never answered again; forget them.
            let expired = state.now_ms() - crate::idempotency::KEY_TTL_MS;
            if let Err(e) = store::Store::purge_idempotency_keys(state.db(), expired).await {
                tracing::warn!(error = %e, "forgetting expired idempotency keys failed");
            }
        }
    });
}
