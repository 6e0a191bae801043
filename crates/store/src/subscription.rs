//! Live notices of appends, the same interface over both back ends.

use sqlx::postgres::PgListener;
use tokio::sync::broadcast;

use crate::error::{Result, StoreError};
use crate::model::{Notice, TableId};

/// The PostgreSQL channel appends are announced on; the payload is `"table_id:seq"`.
pub(crate) const CHANNEL: &str = "tablon_events";

/// A stream of [`Notice`]s from [`crate::Store::subscribe`]. Notices arrive in commit order for a
/// given table; a consumer that falls behind or reconnects gets [`Notice::Missed`] and should catch
/// up with `events_since`, which is always the truth.
pub struct Subscription(Inner);

enum Inner {
    Local(broadcast::Receiver<Notice>),
    Postgres(Box<PgListener>),
}

impl std::fmt::Debug for Subscription {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self.0 {
            Inner::Local(_) => "Subscription(local)",
            Inner::Postgres(_) => "Subscription(postgres)",
        })
    }
}

impl Subscription {
    pub(crate) fn local(rx: broadcast::Receiver<Notice>) -> Subscription {
        Subscription(Inner::Local(rx))
    }

    pub(crate) fn postgres(listener: PgListener) -> Subscription {
        Subscription(Inner::Postgres(Box::new(listener)))
    }

    /// Waits for the next notice.
    pub async fn recv(&mut self) -> Result<Notice> {
        match &mut self.0 {
            Inner::Local(rx) => match rx.recv().await {
                Ok(notice) => Ok(notice),
                Err(broadcast::error::RecvError::Lagged(_)) => Ok(Notice::Missed),
                Err(broadcast::error::RecvError::Closed) => Err(StoreError::backend("the store was closed")),
            },
            Inner::Postgres(listener) => match listener.try_recv().await? {
                // `None`: the connection was lost; the listener reconnects on the next call, and
                // whatever was sent in between is lost.
                None => Ok(Notice::Missed),
                Some(n) => Ok(parse_payload(n.payload()).unwrap_or(Notice::Missed)),
            },
        }
    }
}

pub(crate) fn payload(table: TableId, seq: u64) -> String {
    format!("{}:{}", table.0, seq)
}

fn parse_payload(payload: &str) -> Option<Notice> {
    let (table, seq) = payload.split_once(':')?;
    Some(Notice::Appended { table: TableId(table.parse().ok()?), seq: seq.parse().ok()? })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn payload_round_trips() {
        let n = parse_payload(&payload(TableId(42), 7));
        assert_eq!(n, Some(Notice::Appended { table: TableId(42), seq: 7 }));
        assert_eq!(parse_payload("nonsense"), None);
    }
}
