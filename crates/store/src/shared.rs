//! What both back ends do with the same SQL: rows into records, and a macro that writes the
//! methods whose text is identical for SQLite and PostgreSQL (both accept `$1` placeholders).
//!
//! Only the event append (group commit on SQLite, row locks and `NOTIFY` on PostgreSQL),
//! subscriptions and the outbox claim differ, and live in each back end's module.

use dice::RollRecord;
use engine::SeatId;

use crate::error::{Entity, Result, StoreError};
use crate::model::*;

pub(crate) type UserRow = (i64, String, String, i64);

pub(crate) fn user(r: UserRow) -> UserRecord {
    UserRecord { id: UserId(r.0), username: r.1, password_hash: r.2, created_at: r.3 }
}

pub(crate) type TableRow =
    (i64, String, String, String, Option<i64>, bool, Option<i64>, Option<String>, i64, String);

pub(crate) fn table(r: TableRow) -> Result<TableRecord> {
    Ok(TableRecord {
        id: TableId(r.0),
        game: r.1,
        title: r.2,
        config: json(&r.3)?,
        created_by: r.4.map(UserId),
        options: {
            let play: PlayOptions = serde_json::from_str(&r.9).map_err(StoreError::backend)?;
            TableOptions {
                spectators: r.5,
                max_wait_secs: r.6,
                webhook_url: r.7,
                ai_seats: play.ai_seats,
                assistant: play.assistant,
            }
        },
        created_at: r.8,
    })
}

/// The `play_options` column of `options`.
pub(crate) fn play_options(options: &TableOptions) -> String {
    let play = PlayOptions { ai_seats: options.ai_seats.clone(), assistant: options.assistant };
    serde_json::to_string(&play).unwrap_or_else(|_| "{}".to_owned())
}

pub(crate) type SeatRow = (i64, i64, String, Option<i64>, Option<i64>);

pub(crate) fn seat(r: SeatRow) -> SeatRecord {
    SeatRecord {
        table: TableId(r.0),
        seat: seat_id(r.1),
        role: r.2,
        holder: r.3.map(UserId),
        invitation_issued_at: r.4,
    }
}

pub(crate) type EventRow = (i64, i64, Option<i64>, String, i64);

pub(crate) fn event(r: EventRow) -> Result<StoredEvent> {
    Ok(StoredEvent {
        seq: r.0 as u64,
        version: u16::try_from(r.1).unwrap_or(u16::MAX),
        seat: r.2.map(seat_id),
        event: json(&r.3)?,
        created_at: r.4,
    })
}

pub(crate) type PostRow = (i64, i64, String, Option<i64>, Option<i64>, Option<i64>, String, i64, Option<i64>);

pub(crate) fn post(r: PostRow) -> PostRecord {
    PostRecord {
        id: PostId(r.0),
        table: TableId(r.1),
        thread: Thread::parse(&r.2),
        author_user: r.3.map(UserId),
        author_seat: r.4.map(seat_id),
        whisper_to: r.5.map(seat_id),
        body: r.6,
        created_at: r.7,
        edited_at: r.8,
    }
}

pub(crate) type CommitmentRow = (i64, i64, String, String, i64, Option<i64>);

pub(crate) fn commitment(r: CommitmentRow) -> Commitment {
    let revealed = r.5.is_some();
    Commitment {
        id: CommitmentId(r.0),
        table: TableId(r.1),
        commitment: r.2,
        created_at: r.4,
        revealed_at: r.5,
        revealed_seed: revealed.then_some(r.3),
    }
}

pub(crate) type RollRow = (String, String, i64, i64, Option<i64>, String, String, i64);

pub(crate) fn roll(r: RollRow) -> Result<StoredRoll> {
    Ok(StoredRoll {
        record: RollRecord {
            commitment: r.0,
            client_seed: r.1,
            index: r.2 as u64,
            dice: serde_json::from_str(&r.5).map_err(StoreError::backend)?,
            faces: serde_json::from_str(&r.6).map_err(StoreError::backend)?,
        },
        table: TableId(r.3),
        seq: r.4.map(|s| s as u64),
        created_at: r.7,
    })
}

pub(crate) type DeliveryRow =
    (i64, Option<i64>, String, String, i64, Option<String>, i64, i64, Option<i64>, Option<i64>);
pub(crate) fn delivery(r: DeliveryRow) -> Result<Delivery> {
    Ok(Delivery {
        id: DeliveryId(r.0),
        table: r.1.map(TableId),
        url: r.2,
        payload: json(&r.3)?,
        attempts: u32::try_from(r.4).unwrap_or(u32::MAX),
        last_error: r.5,
        created_at: r.6,
        next_attempt_at: r.7,
        status: match (r.8, r.9) {
            (Some(at), _) => DeliveryStatus::Delivered(at),
            (None, Some(at)) => DeliveryStatus::Abandoned(at),
            (None, None) => DeliveryStatus::Pending,
        },
    })
}

pub(crate) fn json(text: &str) -> Result<serde_json::Value> {
    serde_json::from_str(text).map_err(StoreError::backend)
}

pub(crate) fn seat_id(n: i64) -> SeatId {
    SeatId(u8::try_from(n).unwrap_or(u8::MAX))
}

pub(crate) fn not_found(what: Entity) -> impl FnOnce(sqlx::Error) -> StoreError {
    move |e| match e {
        sqlx::Error::RowNotFound => StoreError::NotFound(what),
        e => StoreError::backend(e),
    }
}

/// `(table count, head)` of a table: the check every append makes inside its transaction.
/// A turn to write on a back end that needs one (SQLite: see [`crate::sqlite`]).
pub(crate) type WriteLock<'a> = tokio::sync::MutexGuard<'a, ()>;

pub(crate) const HEAD_SQL: &str = "SELECT (SELECT COUNT(*) FROM tables WHERE id = $1), \
     COALESCE((SELECT MAX(seq) FROM events WHERE table_id = $1), 0)";

pub(crate) const INSERT_EVENT_SQL: &str =
    "INSERT INTO events (table_id, seq, version, seat, event, created_at) VALUES ($1, $2, $3, $4, $5, $6)";

pub(crate) const INSERT_ROLL_SQL: &str = "INSERT INTO rolls \
     (commitment, client_seed, idx, table_id, seq, dice, faces, created_at) \
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)";

/// Appends one batch inside an open transaction on `$conn` (a `&mut` connection of either back
/// end). Evaluates to `Result<Appended>`; on `Err` the caller must roll the batch back.
macro_rules! append_in_tx {
    ($conn:expr, $table:expr, $expected:expr, $events:expr, $rolls:expr, $now:expr) => {
        async {
            let table: $crate::model::TableId = $table;
            let expected: u64 = $expected;
            let (count, head): (i64, i64) =
                sqlx::query_as($crate::shared::HEAD_SQL).bind(table.0).fetch_one(&mut *$conn).await?;
            if count == 0 {
                return Err($crate::error::StoreError::NotFound($crate::error::Entity::Table));
            }
            let head = head as u64;
            if head != expected {
                return Err($crate::error::StoreError::Conflict { expected, actual: head });
            }
            let mut seq = head;
            for e in $events.iter() {
                seq += 1;
                sqlx::query($crate::shared::INSERT_EVENT_SQL)
                    .bind(table.0)
                    .bind(seq as i64)
                    .bind(i64::from(e.version))
                    .bind(e.seat.map(|s| i64::from(s.0)))
                    .bind(e.event.to_string())
                    .bind($now)
                    .execute(&mut *$conn)
                    .await
                    .map_err(|err| {
                        if let sqlx::Error::Database(db) = &err {
                            if db.is_unique_violation() {
                                // Someone else's write landed between our check and insert.
                                return $crate::error::StoreError::Conflict {
                                    expected,
                                    actual: expected + 1,
                                };
                            }
                        }
                        $crate::error::StoreError::backend(err)
                    })?;
            }
            for r in $rolls.iter() {
                $crate::shared::insert_roll!(&mut *$conn, table, Some(seq as i64), r, $now)?;
            }
            Ok::<_, $crate::error::StoreError>($crate::model::Appended { first: head + 1, last: seq })
        }
    };
}
pub(crate) use append_in_tx;

/// Inserts a table and its seats on `$conn` (inside a transaction); evaluates to
/// `Result<TableRecord>`.
macro_rules! insert_table {
    ($conn:expr, $table:expr) => {
        async {
            let table: &$crate::model::NewTable = $table;
            let row: $crate::shared::TableRow = sqlx::query_as(
                "INSERT INTO tables \
                 (game, title, config, created_by, spectators, max_wait_secs, webhook_url, created_at, play_options) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) \
                 RETURNING id, game, title, config, created_by, spectators, max_wait_secs, webhook_url, created_at, \
                 play_options",
            )
            .bind(table.game.as_str())
            .bind(table.title.as_str())
            .bind(table.config.to_string())
            .bind(table.created_by.map(|u| u.0))
            .bind(table.options.spectators)
            .bind(table.options.max_wait_secs)
            .bind(table.options.webhook_url.as_deref())
            .bind($crate::model::now_ms())
            .bind($crate::shared::play_options(&table.options))
            .fetch_one(&mut *$conn)
            .await
            .map_err(|e| $crate::error::StoreError::from_sqlx(e, Entity::Table, Entity::User))?;
            for s in &table.seats {
                sqlx::query("INSERT INTO seats (table_id, seat, role, user_id) VALUES ($1, $2, $3, $4)")
                    .bind(row.0)
                    .bind(i64::from(s.seat.0))
                    .bind(s.role.as_str())
                    .bind(s.holder.map(|u| u.0))
                    .execute(&mut *$conn)
                    .await
                    .map_err(|e| $crate::error::StoreError::from_sqlx(e, Entity::Seat, Entity::User))?;
            }
            $crate::shared::table(row)
        }
        .await
    };
}
pub(crate) use insert_table;

/// Inserts one roll record on `$conn`; evaluates to `Result<()>`.
macro_rules! insert_roll {
    ($conn:expr, $table:expr, $seq:expr, $r:expr, $now:expr) => {{
        let r: &dice::RollRecord = $r;
        sqlx::query($crate::shared::INSERT_ROLL_SQL)
            .bind(r.commitment.as_str())
            .bind(r.client_seed.as_str())
            .bind(r.index as i64)
            .bind($table.0)
            .bind($seq)
            .bind(serde_json::to_string(&r.dice).map_err($crate::error::StoreError::backend)?)
            .bind(serde_json::to_string(&r.faces).map_err($crate::error::StoreError::backend)?)
            .bind($now)
            .execute($conn)
            .await
            .map(|_| ())
            .map_err(|e| {
                $crate::error::StoreError::from_sqlx(
                    e,
                    $crate::error::Entity::Roll,
                    $crate::error::Entity::Commitment,
                )
            })
    }};
}
pub(crate) use insert_roll;

/// The methods of [`crate::Store`] whose SQL is the same on both back ends. Expanded inside each
/// back end's `impl Store`, whose type has a `pool` field and an inherent
/// `async fn write_lock(&self) -> Option<WriteLock<'_>>` that every write takes first (see
/// [`crate::sqlite`]; PostgreSQL needs none). `begin_write` is the statement that opens
/// a transaction that will write after reading (`BEGIN IMMEDIATE` on SQLite, so the write lock is
/// taken up front).
macro_rules! shared_methods {
    (begin_write = $begin_write:literal) => {
        async fn create_user(&self, username: &str, password_hash: &str) -> Result<UserRecord> {
            let _write = self.write_lock().await;
            let row: $crate::shared::UserRow = sqlx::query_as(
                "INSERT INTO users (username, password_hash, created_at) VALUES ($1, $2, $3) \
                 RETURNING id, username, password_hash, created_at",
            )
            .bind(username)
            .bind(password_hash)
            .bind(now_ms())
            .fetch_one(&self.pool)
            .await
            .map_err(|e| StoreError::from_sqlx(e, Entity::User, Entity::User))?;
            Ok($crate::shared::user(row))
        }

        async fn user(&self, id: UserId) -> Result<UserRecord> {
            let row: $crate::shared::UserRow =
                sqlx::query_as("SELECT id, username, password_hash, created_at FROM users WHERE id = $1")
                    .bind(id.0)
                    .fetch_one(&self.pool)
                    .await
                    .map_err($crate::shared::not_found(Entity::User))?;
            Ok($crate::shared::user(row))
        }

        async fn user_by_name(&self, username: &str) -> Result<UserRecord> {
            let row: $crate::shared::UserRow = sqlx::query_as(
                "SELECT id, username, password_hash, created_at FROM users WHERE username = $1",
            )
            .bind(username)
            .fetch_one(&self.pool)
            .await
            .map_err($crate::shared::not_found(Entity::User))?;
            Ok($crate::shared::user(row))
        }

        async fn set_password_hash(&self, id: UserId, password_hash: &str) -> Result<()> {
            let _write = self.write_lock().await;
            let done = sqlx::query("UPDATE users SET password_hash = $2 WHERE id = $1")
                .bind(id.0)
                .bind(password_hash)
                .execute(&self.pool)
                .await?;
            if done.rows_affected() == 0 {
                return Err(StoreError::NotFound(Entity::User));
            }
            Ok(())
        }

        async fn create_session(&self, token: &TokenHash, user: UserId, expires_at: i64) -> Result<()> {
            let _write = self.write_lock().await;
            sqlx::query(
                "INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)",
            )
            .bind(token.as_str())
            .bind(user.0)
            .bind(now_ms())
            .bind(expires_at)
            .execute(&self.pool)
            .await
            .map_err(|e| StoreError::from_sqlx(e, Entity::Session, Entity::User))?;
            Ok(())
        }

        async fn session(&self, token: &TokenHash, now: i64) -> Result<SessionRecord> {
            let (user, created_at, expires_at): (i64, i64, i64) = sqlx::query_as(
                "SELECT user_id, created_at, expires_at FROM sessions \
                 WHERE token_hash = $1 AND expires_at > $2",
            )
            .bind(token.as_str())
            .bind(now)
            .fetch_one(&self.pool)
            .await
            .map_err($crate::shared::not_found(Entity::Session))?;
            Ok(SessionRecord { user: UserId(user), created_at, expires_at })
        }

        async fn delete_session(&self, token: &TokenHash) -> Result<()> {
            let _write = self.write_lock().await;
            sqlx::query("DELETE FROM sessions WHERE token_hash = $1")
                .bind(token.as_str())
                .execute(&self.pool)
                .await?;
            Ok(())
        }

        async fn purge_sessions(&self, now: i64) -> Result<u64> {
            let _write = self.write_lock().await;
            let done = sqlx::query("DELETE FROM sessions WHERE expires_at <= $1")
                .bind(now)
                .execute(&self.pool)
                .await?;
            Ok(done.rows_affected())
        }

        async fn create_table(&self, table: &NewTable) -> Result<TableRecord> {
            let _write = self.write_lock().await;
            let mut tx = self.pool.begin().await?;
            let record = $crate::shared::insert_table!(&mut *tx, table)?;
            tx.commit().await?;
            Ok(record)
        }

        async fn open_table(&self, table: &NewTable, opening: &Opening) -> Result<TableRecord> {
            let _write = self.write_lock().await;
            let now = now_ms();
            let mut tx = self.pool.begin().await?;
            let record = $crate::shared::insert_table!(&mut *tx, table)?;
            for (seat, token) in &opening.invitations {
                let done = sqlx::query(
                    "UPDATE seats SET invite_hash = $3, invite_issued_at = $4 WHERE table_id = $1 AND seat = $2",
                )
                .bind(record.id.0)
                .bind(i64::from(seat.0))
                .bind(token.as_str())
                .bind(now)
                .execute(&mut *tx)
                .await
                .map_err(|e| StoreError::from_sqlx(e, Entity::Invitation, Entity::Seat))?;
                if done.rows_affected() == 0 {
                    return Err(StoreError::NotFound(Entity::Seat));
                }
            }
            sqlx::query("INSERT INTO dice_commitments (table_id, commitment, seed, created_at) VALUES ($1, $2, $3, $4)")
                .bind(record.id.0)
                .bind(opening.seed.commitment())
                .bind(opening.seed.reveal())
                .bind(now)
                .execute(&mut *tx)
                .await
                .map_err(|e| StoreError::from_sqlx(e, Entity::Commitment, Entity::Table))?;
            let conn = &mut *tx;
            $crate::shared::append_in_tx!(conn, record.id, 0, opening.events, opening.rolls, now).await?;
            tx.commit().await?;
            Ok(record)
        }

        async fn table(&self, id: TableId) -> Result<TableRecord> {
            let row: $crate::shared::TableRow = sqlx::query_as(
                "SELECT id, game, title, config, created_by, spectators, max_wait_secs, webhook_url, created_at, \
                 play_options \
                 FROM tables WHERE id = $1",
            )
            .bind(id.0)
            .fetch_one(&self.pool)
            .await
            .map_err($crate::shared::not_found(Entity::Table))?;
            $crate::shared::table(row)
        }

        async fn list_tables(&self, after: Option<TableId>, limit: u32) -> Result<Vec<TableRecord>> {
            let rows: Vec<$crate::shared::TableRow> = sqlx::query_as(
                "SELECT id, game, title, config, created_by, spectators, max_wait_secs, webhook_url, created_at, \
                 play_options \
                 FROM tables WHERE id > $1 ORDER BY id LIMIT $2",
            )
            .bind(after.map_or(0, |t| t.0))
            .bind(i64::from(limit))
            .fetch_all(&self.pool)
            .await?;
            rows.into_iter().map($crate::shared::table).collect()
        }

        async fn add_seat(&self, table: TableId, seat: &NewSeat) -> Result<SeatRecord> {
            let _write = self.write_lock().await;
            let row: $crate::shared::SeatRow = sqlx::query_as(
                "INSERT INTO seats (table_id, seat, role, user_id) VALUES ($1, $2, $3, $4) \
                 RETURNING table_id, seat, role, user_id, invite_issued_at",
            )
            .bind(table.0)
            .bind(i64::from(seat.seat.0))
            .bind(seat.role.as_str())
            .bind(seat.holder.map(|u| u.0))
            .fetch_one(&self.pool)
            .await
            .map_err(|e| {
                // The foreign keys are the table and the holder; say which one is missing.
                StoreError::from_sqlx(e, Entity::Seat, Entity::Table)
            })?;
            Ok($crate::shared::seat(row))
        }

        async fn seats(&self, table: TableId) -> Result<Vec<SeatRecord>> {
            let rows: Vec<$crate::shared::SeatRow> = sqlx::query_as(
                "SELECT table_id, seat, role, user_id, invite_issued_at FROM seats \
                 WHERE table_id = $1 ORDER BY seat",
            )
            .bind(table.0)
            .fetch_all(&self.pool)
            .await?;
            Ok(rows.into_iter().map($crate::shared::seat).collect())
        }

        async fn seat(&self, table: TableId, seat: SeatId) -> Result<SeatRecord> {
            let row: $crate::shared::SeatRow = sqlx::query_as(
                "SELECT table_id, seat, role, user_id, invite_issued_at FROM seats \
                 WHERE table_id = $1 AND seat = $2",
            )
            .bind(table.0)
            .bind(i64::from(seat.0))
            .fetch_one(&self.pool)
            .await
            .map_err($crate::shared::not_found(Entity::Seat))?;
            Ok($crate::shared::seat(row))
        }

        async fn seats_of_user(&self, user: UserId) -> Result<Vec<SeatRecord>> {
            let rows: Vec<$crate::shared::SeatRow> = sqlx::query_as(
                "SELECT table_id, seat, role, user_id, invite_issued_at FROM seats \
                 WHERE user_id = $1 ORDER BY table_id, seat",
            )
            .bind(user.0)
            .fetch_all(&self.pool)
            .await?;
            Ok(rows.into_iter().map($crate::shared::seat).collect())
        }

        async fn set_seat_holder(
            &self,
            table: TableId,
            seat: SeatId,
            holder: Option<UserId>,
        ) -> Result<SeatRecord> {
            let _write = self.write_lock().await;
            let row: $crate::shared::SeatRow = sqlx::query_as(
                "UPDATE seats SET user_id = $3 WHERE table_id = $1 AND seat = $2 \
                 RETURNING table_id, seat, role, user_id, invite_issued_at",
            )
            .bind(table.0)
            .bind(i64::from(seat.0))
            .bind(holder.map(|u| u.0))
            .fetch_one(&self.pool)
            .await
            .map_err(|e| match e {
                sqlx::Error::RowNotFound => StoreError::NotFound(Entity::Seat),
                e => StoreError::from_sqlx(e, Entity::Seat, Entity::User),
            })?;
            Ok($crate::shared::seat(row))
        }

        async fn issue_invitation(&self, table: TableId, seat: SeatId, token: &TokenHash) -> Result<SeatRecord> {
            let _write = self.write_lock().await;
            let row: $crate::shared::SeatRow = sqlx::query_as(
                "UPDATE seats SET invite_hash = $3, invite_issued_at = $4 WHERE table_id = $1 AND seat = $2 \
                 RETURNING table_id, seat, role, user_id, invite_issued_at",
            )
            .bind(table.0)
            .bind(i64::from(seat.0))
            .bind(token.as_str())
            .bind(now_ms())
            .fetch_one(&self.pool)
            .await
            .map_err(|e| match e {
                sqlx::Error::RowNotFound => StoreError::NotFound(Entity::Seat),
                e => StoreError::from_sqlx(e, Entity::Invitation, Entity::Seat),
            })?;
            Ok($crate::shared::seat(row))
        }

        async fn revoke_invitation(&self, table: TableId, seat: SeatId) -> Result<SeatRecord> {
            let _write = self.write_lock().await;
            let row: $crate::shared::SeatRow = sqlx::query_as(
                "UPDATE seats SET invite_hash = NULL, invite_issued_at = NULL \
                 WHERE table_id = $1 AND seat = $2 \
                 RETURNING table_id, seat, role, user_id, invite_issued_at",
            )
            .bind(table.0)
            .bind(i64::from(seat.0))
            .fetch_one(&self.pool)
            .await
            .map_err($crate::shared::not_found(Entity::Seat))?;
            Ok($crate::shared::seat(row))
        }

        async fn seat_by_invitation(&self, token: &TokenHash) -> Result<SeatRecord> {
            let row: $crate::shared::SeatRow = sqlx::query_as(
                "SELECT table_id, seat, role, user_id, invite_issued_at FROM seats WHERE invite_hash = $1",
            )
            .bind(token.as_str())
            .fetch_one(&self.pool)
            .await
            .map_err($crate::shared::not_found(Entity::Invitation))?;
            Ok($crate::shared::seat(row))
        }

        async fn append(&self, table: TableId, expected: u64, events: Vec<NewEvent>) -> Result<Appended> {
            self.append_with_rolls(table, expected, events, Vec::new()).await
        }

        async fn import_events(&self, table: TableId, events: Vec<StoredEvent>) -> Result<Appended> {
            let _write = self.write_lock().await;
            let mut tx = self.pool.begin_with($begin_write).await?;
            let (count, head): (i64, i64) =
                sqlx::query_as($crate::shared::HEAD_SQL).bind(table.0).fetch_one(&mut *tx).await?;
            if count == 0 {
                return Err(StoreError::NotFound(Entity::Table));
            }
            if head != 0 {
                return Err(StoreError::Conflict { expected: 0, actual: head as u64 });
            }
            for (i, e) in events.iter().enumerate() {
                sqlx::query($crate::shared::INSERT_EVENT_SQL)
                    .bind(table.0)
                    .bind(i as i64 + 1)
                    .bind(i64::from(e.version))
                    .bind(e.seat.map(|s| i64::from(s.0)))
                    .bind(e.event.to_string())
                    .bind(e.created_at)
                    .execute(&mut *tx)
                    .await
                    .map_err(|err| match &err {
                        sqlx::Error::Database(db) if db.is_unique_violation() => {
                            StoreError::Conflict { expected: 0, actual: 1 }
                        }
                        _ => StoreError::backend(err),
                    })?;
            }
            tx.commit().await?;
            Ok(Appended { first: 1, last: events.len() as u64 })
        }

        async fn events_since(&self, table: TableId, after: u64) -> Result<Vec<StoredEvent>> {
            let rows: Vec<$crate::shared::EventRow> = sqlx::query_as(
                "SELECT seq, version, seat, event, created_at FROM events \
                 WHERE table_id = $1 AND seq > $2 ORDER BY seq",
            )
            .bind(table.0)
            .bind(i64::try_from(after).unwrap_or(i64::MAX))
            .fetch_all(&self.pool)
            .await?;
            rows.into_iter().map($crate::shared::event).collect()
        }

        async fn head(&self, table: TableId) -> Result<u64> {
            let (count, head): (i64, i64) = sqlx::query_as($crate::shared::HEAD_SQL)
                .bind(table.0)
                .fetch_one(&self.pool)
                .await?;
            if count == 0 {
                return Err(StoreError::NotFound(Entity::Table));
            }
            Ok(head as u64)
        }

        async fn add_post(&self, post: &NewPost) -> Result<PostRecord> {
            let _write = self.write_lock().await;
            let mut tx = self.pool.begin().await?;
            let row: $crate::shared::PostRow = sqlx::query_as(
                "INSERT INTO posts (table_id, thread, author_user, author_seat, whisper_to, body, created_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7) \
                 RETURNING id, table_id, thread, author_user, author_seat, whisper_to, body, created_at, edited_at",
            )
            .bind(post.table.0)
            .bind(post.thread.as_str())
            .bind(post.author_user.map(|u| u.0))
            .bind(post.author_seat.map(|s| i64::from(s.0)))
            .bind(post.whisper_to.map(|s| i64::from(s.0)))
            .bind(post.body.as_str())
            .bind(post.written_at.unwrap_or_else(now_ms))
            .fetch_one(&mut *tx)
            .await
            .map_err(|e| StoreError::from_sqlx(e, Entity::Post, Entity::Table))?;
            sqlx::query("INSERT INTO post_revisions (post_id, rev, body, written_at) VALUES ($1, 1, $2, $3)")
                .bind(row.0)
                .bind(row.6.as_str())
                .bind(row.7)
                .execute(&mut *tx)
                .await?;
            tx.commit().await?;
            self.posted(post.table, PostId(row.0));
            Ok($crate::shared::post(row))
        }

        async fn edit_post(&self, id: PostId, body: &str) -> Result<PostRecord> {
            let _write = self.write_lock().await;
            let now = now_ms();
            let mut tx = self.pool.begin().await?;
            let row: $crate::shared::PostRow = sqlx::query_as(
                "UPDATE posts SET body = $2, edited_at = $3 WHERE id = $1 \
                 RETURNING id, table_id, thread, author_user, author_seat, whisper_to, body, created_at, edited_at",
            )
            .bind(id.0)
            .bind(body)
            .bind(now)
            .fetch_one(&mut *tx)
            .await
            .map_err($crate::shared::not_found(Entity::Post))?;
            sqlx::query(
                "INSERT INTO post_revisions (post_id, rev, body, written_at) \
                 SELECT $1, COALESCE(MAX(rev), 0) + 1, $2, $3 FROM post_revisions WHERE post_id = $1",
            )
            .bind(id.0)
            .bind(body)
            .bind(now)
            .execute(&mut *tx)
            .await?;
            tx.commit().await?;
            self.posted(TableId(row.1), id);
            Ok($crate::shared::post(row))
        }

        async fn post(&self, id: PostId) -> Result<PostRecord> {
            let row: $crate::shared::PostRow = sqlx::query_as(
                "SELECT id, table_id, thread, author_user, author_seat, whisper_to, body, created_at, edited_at \
                 FROM posts WHERE id = $1",
            )
            .bind(id.0)
            .fetch_one(&self.pool)
            .await
            .map_err($crate::shared::not_found(Entity::Post))?;
            Ok($crate::shared::post(row))
        }

        async fn posts(&self, table: TableId, query: PostQuery) -> Result<Vec<PostRecord>> {
            let (reader, seat) = match query.reader {
                Reader::All => ("all", -1),
                Reader::Public => ("public", -1),
                Reader::Seat(s) => ("seat", i64::from(s.0)),
            };
            let rows: Vec<$crate::shared::PostRow> = sqlx::query_as(
                "SELECT id, table_id, thread, author_user, author_seat, whisper_to, body, created_at, edited_at \
                 FROM posts WHERE table_id = $1 \
                 AND ($2 = '' OR thread = $2) \
                 AND ($3 = 'all' OR whisper_to IS NULL OR ($3 = 'seat' AND (whisper_to = $4 OR author_seat = $4))) \
                 AND id > $5 ORDER BY id LIMIT $6",
            )
            .bind(table.0)
            .bind(query.thread.map_or("", |t| t.as_str()))
            .bind(reader)
            .bind(seat)
            .bind(query.after.map_or(0, |p| p.0))
            .bind(i64::from(query.limit))
            .fetch_all(&self.pool)
            .await?;
            Ok(rows.into_iter().map($crate::shared::post).collect())
        }

        async fn post_history(&self, id: PostId) -> Result<Vec<PostRevision>> {
            let rows: Vec<(i64, String, i64)> = sqlx::query_as(
                "SELECT rev, body, written_at FROM post_revisions WHERE post_id = $1 ORDER BY rev",
            )
            .bind(id.0)
            .fetch_all(&self.pool)
            .await?;
            if rows.is_empty() {
                return Err(StoreError::NotFound(Entity::Post));
            }
            Ok(rows
                .into_iter()
                .map(|(rev, body, written_at)| PostRevision {
                    rev: u32::try_from(rev).unwrap_or(u32::MAX),
                    body,
                    written_at,
                })
                .collect())
        }

        async fn commit_seed(&self, table: TableId, seed: &ServerSeed) -> Result<Commitment> {
            let _write = self.write_lock().await;
            let row: $crate::shared::CommitmentRow = sqlx::query_as(
                "INSERT INTO dice_commitments (table_id, commitment, seed, created_at) VALUES ($1, $2, $3, $4) \
                 RETURNING id, table_id, commitment, seed, created_at, revealed_at",
            )
            .bind(table.0)
            .bind(seed.commitment())
            .bind(seed.reveal())
            .bind(now_ms())
            .fetch_one(&self.pool)
            .await
            .map_err(|e| StoreError::from_sqlx(e, Entity::Commitment, Entity::Table))?;
            Ok($crate::shared::commitment(row))
        }

        async fn commitments(&self, table: TableId) -> Result<Vec<Commitment>> {
            let rows: Vec<$crate::shared::CommitmentRow> = sqlx::query_as(
                "SELECT id, table_id, commitment, seed, created_at, revealed_at FROM dice_commitments \
                 WHERE table_id = $1 ORDER BY id",
            )
            .bind(table.0)
            .fetch_all(&self.pool)
            .await?;
            Ok(rows.into_iter().map($crate::shared::commitment).collect())
        }

        async fn current_commitment(&self, table: TableId) -> Result<Commitment> {
            let row: $crate::shared::CommitmentRow = sqlx::query_as(
                "SELECT id, table_id, commitment, seed, created_at, revealed_at FROM dice_commitments \
                 WHERE table_id = $1 AND revealed_at IS NULL ORDER BY id DESC LIMIT 1",
            )
            .bind(table.0)
            .fetch_one(&self.pool)
            .await
            .map_err($crate::shared::not_found(Entity::Commitment))?;
            Ok($crate::shared::commitment(row))
        }

        async fn server_seed(&self, id: CommitmentId) -> Result<ServerSeed> {
            let (seed,): (String,) = sqlx::query_as("SELECT seed FROM dice_commitments WHERE id = $1")
                .bind(id.0)
                .fetch_one(&self.pool)
                .await
                .map_err($crate::shared::not_found(Entity::Commitment))?;
            ServerSeed::from_hex(&seed).map_err(|_| StoreError::backend("a stored server seed is not hex"))
        }

        async fn reveal_seed(&self, id: CommitmentId, now: i64) -> Result<Commitment> {
            let _write = self.write_lock().await;
            let row: $crate::shared::CommitmentRow = sqlx::query_as(
                "UPDATE dice_commitments SET revealed_at = COALESCE(revealed_at, $2) WHERE id = $1 \
                 RETURNING id, table_id, commitment, seed, created_at, revealed_at",
            )
            .bind(id.0)
            .bind(now)
            .fetch_one(&self.pool)
            .await
            .map_err($crate::shared::not_found(Entity::Commitment))?;
            Ok($crate::shared::commitment(row))
        }

        async fn next_roll_index(&self, commitment: &str, client_seed: &str) -> Result<u64> {
            let (next,): (i64,) = sqlx::query_as(
                "SELECT COALESCE(MAX(idx) + 1, 0) FROM rolls WHERE commitment = $1 AND client_seed = $2",
            )
            .bind(commitment)
            .bind(client_seed)
            .fetch_one(&self.pool)
            .await?;
            Ok(next as u64)
        }

        async fn record_rolls(&self, table: TableId, rolls: Vec<dice::RollRecord>) -> Result<()> {
            let _write = self.write_lock().await;
            let now = now_ms();
            let mut tx = self.pool.begin().await?;
            for r in &rolls {
                $crate::shared::insert_roll!(&mut *tx, table, None::<i64>, r, now)?;
            }
            tx.commit().await?;
            Ok(())
        }

        async fn rolls(&self, commitment: &str) -> Result<Vec<StoredRoll>> {
            let rows: Vec<$crate::shared::RollRow> = sqlx::query_as(
                "SELECT commitment, client_seed, idx, table_id, seq, dice, faces, created_at FROM rolls \
                 WHERE commitment = $1 ORDER BY created_at, client_seed, idx",
            )
            .bind(commitment)
            .fetch_all(&self.pool)
            .await?;
            rows.into_iter().map($crate::shared::roll).collect()
        }

        async fn roll(&self, commitment: &str, client_seed: &str, index: u64) -> Result<StoredRoll> {
            let row: $crate::shared::RollRow = sqlx::query_as(
                "SELECT commitment, client_seed, idx, table_id, seq, dice, faces, created_at FROM rolls \
                 WHERE commitment = $1 AND client_seed = $2 AND idx = $3",
            )
            .bind(commitment)
            .bind(client_seed)
            .bind(i64::try_from(index).unwrap_or(i64::MAX))
            .fetch_one(&self.pool)
            .await
            .map_err($crate::shared::not_found(Entity::Roll))?;
            $crate::shared::roll(row)
        }

        async fn enqueue_delivery(&self, delivery: &NewDelivery) -> Result<DeliveryId> {
            let _write = self.write_lock().await;
            let (id,): (i64,) = sqlx::query_as(
                "INSERT INTO outbox (table_id, url, payload, created_at, next_attempt_at) \
                 VALUES ($1, $2, $3, $4, $5) RETURNING id",
            )
            .bind(delivery.table.map(|t| t.0))
            .bind(delivery.url.as_str())
            .bind(delivery.payload.to_string())
            .bind(now_ms())
            .bind(delivery.not_before)
            .fetch_one(&self.pool)
            .await
            .map_err(|e| StoreError::from_sqlx(e, Entity::Delivery, Entity::Table))?;
            Ok(DeliveryId(id))
        }

        async fn delivery_succeeded(&self, id: DeliveryId, now: i64) -> Result<()> {
            let _write = self.write_lock().await;
            let done = sqlx::query("UPDATE outbox SET delivered_at = $2 WHERE id = $1")
                .bind(id.0)
                .bind(now)
                .execute(&self.pool)
                .await?;
            if done.rows_affected() == 0 {
                return Err(StoreError::NotFound(Entity::Delivery));
            }
            Ok(())
        }

        async fn delivery_failed(&self, id: DeliveryId, error: &str, retry_at: Option<i64>, now: i64) -> Result<()> {
            let _write = self.write_lock().await;
            let done = sqlx::query(
                "UPDATE outbox SET attempts = attempts + 1, last_error = $2, \
                 next_attempt_at = COALESCE($3, next_attempt_at), \
                 abandoned_at = CASE WHEN $3 IS NULL THEN $4 ELSE NULL END \
                 WHERE id = $1",
            )
            .bind(id.0)
            .bind(error)
            .bind(retry_at)
            .bind(now)
            .execute(&self.pool)
            .await?;
            if done.rows_affected() == 0 {
                return Err(StoreError::NotFound(Entity::Delivery));
            }
            Ok(())
        }

        async fn delivery(&self, id: DeliveryId) -> Result<Delivery> {
            let row: $crate::shared::DeliveryRow = sqlx::query_as(
                "SELECT id, table_id, url, payload, attempts, last_error, created_at, \
                 next_attempt_at, delivered_at, abandoned_at FROM outbox WHERE id = $1",
            )
            .bind(id.0)
            .fetch_one(&self.pool)
            .await
            .map_err($crate::shared::not_found(Entity::Delivery))?;
            $crate::shared::delivery(row)
        }

        async fn set_suspended(&self, table: TableId, since: Option<i64>) -> Result<()> {
            let _write = self.write_lock().await;
            let done = sqlx::query("UPDATE tables SET suspended_at = $2 WHERE id = $1")
                .bind(table.0)
                .bind(since)
                .execute(&self.pool)
                .await?;
            if done.rows_affected() == 0 {
                return Err(StoreError::NotFound(Entity::Table));
            }
            Ok(())
        }

        async fn enqueue_delivery_once(&self, delivery: &NewDelivery, key: &str) -> Result<Option<DeliveryId>> {
            let _write = self.write_lock().await;
            let row: Option<(i64,)> = sqlx::query_as(
                "INSERT INTO outbox (table_id, url, payload, created_at, next_attempt_at, dedupe_key) \
                 VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (dedupe_key) DO NOTHING RETURNING id",
            )
            .bind(delivery.table.map(|t| t.0))
            .bind(delivery.url.as_str())
            .bind(delivery.payload.to_string())
            .bind(now_ms())
            .bind(delivery.not_before)
            .bind(key)
            .fetch_optional(&self.pool)
            .await
            .map_err(|e| StoreError::from_sqlx(e, Entity::Delivery, Entity::Table))?;
            Ok(row.map(|(id,)| DeliveryId(id)))
        }

        async fn suspended_since(&self, table: TableId) -> Result<Option<i64>> {
            let (since,): (Option<i64>,) = sqlx::query_as("SELECT suspended_at FROM tables WHERE id = $1")
                .bind(table.0)
                .fetch_one(&self.pool)
                .await
                .map_err($crate::shared::not_found(Entity::Table))?;
            Ok(since)
        }
    };
}
pub(crate) use shared_methods;
