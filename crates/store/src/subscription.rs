//! Live notices of appends, the same interface over both back ends.

use std::collections::VecDeque;

use sqlx::postgres::PgListener;
use tokio::sync::broadcast;

use crate::error::{Result, StoreError};
use engine::SeatId;

use crate::model::{Notice, PostId, TableId, UserId};

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

/// One notice in a `pg_notify` payload: `table:seq` for an append, `p:table:post` for a post,
/// `h:table:seats` for a handout shown, `s:table:seat` for a seat's link or holder, `o:user` for
/// a session ended.
pub(crate) fn payload(notice: &Notice) -> String {
    match notice {
        Notice::Appended { table, seq } => format!("{}:{}", table.0, seq),
        Notice::Posted { table, post } => format!("p:{}:{}", table.0, post.0),
        Notice::HandoutShown { table, seats } => format!("h:{}:{}", table.0, seats),
        Notice::SeatChanged { table, seat } => format!("s:{}:{}", table.0, seat.0),
        Notice::SignedOut { user } => format!("o:{}", user.0),
        Notice::Missed => String::new(),
    }
}

fn parse_payload(payload: &str) -> Option<Vec<Notice>> {
    payload.split(',').map(parse_one).collect()
}

fn parse_one(one: &str) -> Option<Notice> {
    let pair = |rest: &str| -> Option<(i64, String)> {
        let (table, other) = rest.split_once(':')?;
        Some((table.parse().ok()?, other.to_owned()))
    };
    if let Some(rest) = one.strip_prefix("p:") {
        let (table, post) = pair(rest)?;
        Some(Notice::Posted { table: TableId(table), post: PostId(post.parse().ok()?) })
    } else if let Some(rest) = one.strip_prefix("h:") {
        let (table, seats) = pair(rest)?;
        Some(Notice::HandoutShown { table: TableId(table), seats: seats.parse().ok()? })
    } else if let Some(rest) = one.strip_prefix("s:") {
        let (table, seat) = pair(rest)?;
        Some(Notice::SeatChanged { table: TableId(table), seat: SeatId(seat.parse().ok()?) })
    } else if let Some(user) = one.strip_prefix("o:") {
        Some(Notice::SignedOut { user: UserId(user.parse().ok()?) })
    } else {
        let (table, seq) = pair(one)?;
        Some(Notice::Appended { table: TableId(table), seq: seq.parse().ok()? })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn payload_round_trips() {
        let appended = Notice::Appended { table: TableId(42), seq: 7 };
        assert_eq!(parse_payload(&payload(&appended)), Some(vec![appended]));
        let four = [
            Notice::Appended { table: TableId(1), seq: 2 },
            Notice::Posted { table: TableId(3), post: PostId(4) },
            Notice::SeatChanged { table: TableId(5), seat: SeatId(6) },
            Notice::SignedOut { user: UserId(7) },
            Notice::HandoutShown { table: TableId(8), seats: 0b110 },
        ];
        let joined = four.iter().map(payload).collect::<Vec<_>>().join(",");
        assert_eq!(joined, "1:2,p:3:4,s:5:6,o:7,h:8:6");
        assert_eq!(parse_payload(&joined), Some(four.to_vec()));
        assert_eq!(parse_payload("s:1:256"), None);
        assert_eq!(parse_payload("nonsense"), None);
        assert_eq!(parse_payload("1:2,x"), None);
    }
}
