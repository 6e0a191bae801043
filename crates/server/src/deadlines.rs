//! Deadlines: a table's maximum wait (`max_wait_secs`) and reminders through the store's outbox.
//!
//! [`remind_overdue`] looks at every table with a maximum wait and a webhook: when the game waits on
//! someone and the last event is older than the maximum wait, it queues one delivery per log head
//! (so one reminder per overdue move; an idempotency key in the store makes that hold across server
//! processes) with a payload a Discord-compatible webhook accepts
//! (`{"content", "username", "allowed_mentions"}`). The payload names only seats and roles, which
//! are public. [`spawn_reminders`] runs it every minute.

use std::collections::HashMap;
use std::sync::Mutex;

use serde_json::{Value, json};
use store::{NewDelivery, Store, TableId, now_ms};

use crate::play::slot;
use crate::{AppError, AppState};

/// The Discord-compatible body of a reminder.
pub fn reminder_payload(title: &str, waiting: &[(u8, String)], overdue_secs: i64, link: &str) -> Value {
    let who: Vec<String> = waiting.iter().map(|(n, role)| format!("seat {n} ({role})")).collect();
    let hours = overdue_secs / 3600;
    let since = if hours >= 1 { format!("{hours} h") } else { format!("{} min", overdue_secs / 60) };
    json!({
        "username": "Tablón",
        "content": format!("⏰ {title}: waiting on {} for {since}. {link}", who.join(", ")),
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
            let who: Vec<(u8, String)> = waiting
                .iter()
                .map(|s| {
                    (
                        s.0,
                        seats
                            .iter()
                            .find(|i| i.seat == *s)
                            .map(|i| i.role.code().to_owned())
                            .unwrap_or_default(),
                    )
                })
                .collect();
            let link = format!("{}/t/{}", state.config().public_url, t.id);
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

/// Runs [`remind_overdue`] every minute until the server stops.
pub fn spawn_reminders(state: AppState) {
    tokio::spawn(async move {
        let reminded = Mutex::new(HashMap::new());
        let mut shutdown = state.inner.shutdown.subscribe();
        loop {
            tokio::select! {
                _ = tokio::time::sleep(std::time::Duration::from_secs(60)) => {}
                _ = shutdown.changed() => return,
            }
            if let Err(e) = remind_overdue(&state, now_ms(), &reminded).await {
                tracing::warn!(error = %e, "reminders failed");
            }
        }
    });
}
