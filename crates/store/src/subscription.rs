//! Live notices of appends, the same interface over both back ends.

use std::collections::VecDeque;

use sqlx::postgres::PgListener;
use tokio::sync::broadcast;

use crate::error::{Result, StoreError};
use crate::model::{Notice, PostId, TableId};

/// The PostgreSQL channel appends are announced on; the payload is `"table_id:seq"`, or several of
/// those joined by commas.
pub(crate) const CHANNEL: &str = "tablon_events";

/// A stream of [`Notice`]s from [`crate::Store::subscribe`]. A notice says a table's log has
/// reached *at least* `seq`: notices of one table may be merged (only the latest `seq` is sent) and,
/// on PostgreSQL, two of them may arrive out of order, so ignore one at or below what you already
/// have. A consumer that falls behind or reconnects gets [`Notice::Missed`]. In every case catch up
/// with `events_since`, which is always the truth.
pub struct Subscription(Inner);

enum Inner {
    Local(broadcast::Receiver<Notice>),
    Postgres(Box<PgListener>, VecDeque<Notice>),
}

impl std::fmt::Debug for Subscription {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self.0 {
            Inner::Local(_) => "Subscription(local)",
            Inner::Postgres(..) => "Subscription(postgres)",
        })
    }
}

impl Subscription {
    pub(crate) fn local(rx: broadcast::Receiver<Notice>) -> Subscription {
        Subscription(Inner::Local(rx))
    }

    pub(crate) fn postgres(listener: PgListener) -> Subscription {
        Subscription(Inner::Postgres(Box::new(listener), VecDeque::new()))
    }

    /// Waits for the next notice.
    pub async fn recv(&mut self) -> Result<Notice> {
        match &mut self.0 {
            Inner::Local(rx) => match rx.recv().await {
                Ok(notice) => Ok(notice),
                Err(broadcast::error::RecvError::Lagged(_)) => Ok(Notice::Missed),
                Err(broadcast::error::RecvError::Closed) => Err(StoreError::backend("the store was closed")),
            },
            Inner::Postgres(listener, pending) => loop {
                if let Some(notice) = pending.pop_front() {
                    return Ok(notice);
                }
                match listener.try_recv().await? {
                    // `None`: the connection was lost; the listener reconnects on the next call,
                    // and whatever was sent in between is lost.
                    None => return Ok(Notice::Missed),
                    Some(n) => match parse_payload(n.payload()) {
                        Some(notices) => pending.extend(notices),
                        None => return Ok(Notice::Missed),
                    },
                }
            },
        }
    }
}

/// One notice in a `pg_notify` payload: `table:seq` for an append, `p:table:post` for a post.
pub(crate) fn payload(notice: &Notice) -> String {
    match notice {
        Notice::Appended { table, seq } => format!("{}:{}", table.0, seq),
        Notice::Posted { table, post } => format!("p:{}:{}", table.0, post.0),
        Notice::Missed => String::new(),
    }
}

fn parse_payload(payload: &str) -> Option<Vec<Notice>> {
    payload
        .split(',')
        .map(|one| match one.strip_prefix("p:") {
            Some(rest) => {
                let (table, post) = rest.split_once(':')?;
                Some(Notice::Posted { table: TableId(table.parse().ok()?), post: PostId(post.parse().ok()?) })
            }
            None => {
                let (table, seq) = one.split_once(':')?;
                Some(Notice::Appended { table: TableId(table.parse().ok()?), seq: seq.parse().ok()? })
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn payload_round_trips() {
        let appended = Notice::Appended { table: TableId(42), seq: 7 };
        assert_eq!(parse_payload(&payload(&appended)), Some(vec![appended]));
        let two = [
            Notice::Appended { table: TableId(1), seq: 2 },
            Notice::Posted { table: TableId(3), post: PostId(4) },
        ];
        let joined = format!("{},{}", payload(&two[0]), payload(&two[1]));
        assert_eq!(joined, "1:2,p:3:4");
        assert_eq!(parse_payload(&joined), Some(two.to_vec()));
        assert_eq!(parse_payload("nonsense"), None);
        assert_eq!(parse_payload("1:2,x"), None);
    }
}
