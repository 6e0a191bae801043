//! The one error type of the store.
//!
//! Display never shows SQL, row values or secrets: a back-end failure says only that the back end
//! failed; its cause stays reachable through [`std::error::Error::source`] for logs.

use std::fmt;

/// Why a store operation failed.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum StoreError {
    /// An append expected the log to end at `expected` but it ends at `actual`: someone else wrote
    /// first. Nothing of the refused append was written; reload and decide again.
    #[error("sequence conflict: expected the log to end at {expected}, it ends at {actual}")]
    Conflict {
        /// The sequence number the writer had seen last.
        expected: u64,
        /// The sequence number the log really ends at.
        actual: u64,
    },
    /// The thing asked for does not exist (or, for a session, has expired).
    #[error("{0} not found")]
    NotFound(Entity),
    /// The thing being created already exists (a taken username, a recorded roll, …).
    #[error("{0} already exists")]
    Duplicate(Entity),
    /// The database failed or could not be reached.
    #[error("the storage back end failed")]
    Backend(#[source] BackendError),
}

/// What a [`StoreError::NotFound`] or [`StoreError::Duplicate`] is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Entity {
    /// A table.
    Table,
    /// A seat of a table.
    Seat,
    /// An invitation link.
    Invitation,
    /// A user account.
    User,
    /// A sign-in session.
    Session,
    /// A post.
    Post,
    /// A dice commitment.
    Commitment,
    /// A recorded roll.
    Roll,
    /// An outbox delivery.
    Delivery,
    /// A mail address (of an account or a seat).
    MailAddress,
    /// A write's idempotency key (already used by another write of the same caller).
    IdempotencyKey,
    /// An image.
    Image,
    /// A handout.
    Handout,
}

impl Entity {
    /// Every entity, for checks that each has its words.
    pub const ALL: [Entity; 13] = [
        Entity::Table,
        Entity::Seat,
        Entity::Invitation,
        Entity::User,
        Entity::Session,
        Entity::Post,
        Entity::Commitment,
        Entity::Roll,
        Entity::Delivery,
        Entity::MailAddress,
        Entity::IdempotencyKey,
        Entity::Image,
        Entity::Handout,
    ];

    /// Its one name in error codes (`mail_address` in `mail_address.not_found`): the server's
    /// answers and the pages' messages are keyed by it.
    pub fn code(self) -> &'static str {
        match self {
            Entity::Table => "table",
            Entity::Seat => "seat",
            Entity::Invitation => "invitation",
            Entity::User => "user",
            Entity::Session => "session",
            Entity::Post => "post",
            Entity::Commitment => "commitment",
            Entity::Roll => "roll",
            Entity::Delivery => "delivery",
            Entity::MailAddress => "mail_address",
            Entity::IdempotencyKey => "idempotency_key",
            Entity::Image => "image",
            Entity::Handout => "handout",
        }
    }
}

impl fmt::Display for Entity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Entity::Table => "table",
            Entity::Seat => "seat",
            Entity::Invitation => "invitation",
            Entity::User => "user",
            Entity::Session => "session",
            Entity::Post => "post",
            Entity::Commitment => "dice commitment",
            Entity::Roll => "roll",
            Entity::Delivery => "delivery",
            Entity::MailAddress => "mail address",
            Entity::IdempotencyKey => "idempotency key",
            Entity::Image => "image",
            Entity::Handout => "handout",
        })
    }
}

/// The cause of a [`StoreError::Backend`], kept for logs and `source()` chains.
#[derive(Debug)]
pub struct BackendError(Box<dyn std::error::Error + Send + Sync + 'static>);

impl fmt::Display for BackendError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The driver's message names constraints and operations, never bound values.
        write!(f, "{}", self.0)
    }
}

impl std::error::Error for BackendError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.0.source()
    }
}

impl StoreError {
    /// A back-end failure from any error.
    pub(crate) fn backend(e: impl Into<Box<dyn std::error::Error + Send + Sync + 'static>>) -> Self {
        StoreError::Backend(BackendError(e.into()))
    }

    /// Whether the database could not be reached, or is not (or no longer) a writable primary: a
    /// lost or refused connection, a server shutting down or starting up, a standby. The request
    /// itself may have been fine; during a failover this passes within seconds, so it is worth
    /// trying again soon (a write lost with its connection may or may not have committed).
    pub fn is_unavailable(&self) -> bool {
        let StoreError::Backend(BackendError(cause)) = self else { return false };
        match cause.downcast_ref::<sqlx::Error>() {
            Some(sqlx::Error::Io(_) | sqlx::Error::PoolTimedOut) => true,
            Some(sqlx::Error::Database(db)) => db.code().is_some_and(|code| {
                // 08: connection exception; 57P01-57P03: shutting down, crashed, starting up;
                // 25006: a read-only transaction (a standby, or a primary just demoted).
                code.starts_with("08") || matches!(&*code, "57P01" | "57P02" | "57P03" | "25006")
            }),
            _ => false,
        }
    }

    /// Maps a driver error: unique violations become `Duplicate(on_unique)`, foreign-key violations
    /// `NotFound(on_foreign)`, anything else `Backend`.
    pub(crate) fn from_sqlx(e: sqlx::Error, on_unique: Entity, on_foreign: Entity) -> Self {
        if let sqlx::Error::Database(db) = &e {
            if db.is_unique_violation() {
                return StoreError::Duplicate(on_unique);
            }
            if db.is_foreign_key_violation() {
                return StoreError::NotFound(on_foreign);
            }
        }
        StoreError::backend(e)
    }
}

impl From<sqlx::Error> for StoreError {
    fn from(e: sqlx::Error) -> Self {
        StoreError::backend(e)
    }
}

impl From<sqlx::migrate::MigrateError> for StoreError {
    fn from(e: sqlx::migrate::MigrateError) -> Self {
        StoreError::backend(e)
    }
}

/// The store's result type.
pub type Result<T, E = StoreError> = std::result::Result<T, E>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lost_connections_and_standbys_are_unavailable_other_failures_are_not() {
        let io = StoreError::from(sqlx::Error::Io(std::io::Error::other("connection reset")));
        assert!(io.is_unavailable());
        assert!(StoreError::from(sqlx::Error::PoolTimedOut).is_unavailable());
        assert!(!StoreError::from(sqlx::Error::RowNotFound).is_unavailable());
        assert!(!StoreError::NotFound(Entity::Table).is_unavailable());
        assert!(!StoreError::backend("the store's append task has stopped").is_unavailable());
    }
}
