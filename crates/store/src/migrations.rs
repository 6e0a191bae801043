//! The schema migrations, embedded in the binary (no files are read at run time).
//!
//! One folder per back end under `migrations/`; the files differ only in how identity columns are
//! spelled (a test checks that). Add a migration by adding the same-numbered file to both folders
//! and a line to each list below. (Version 2 is the table play options of the AI branch; 3 was
//! numbered after it so that both merge without renumbering.)

use std::borrow::Cow;

use sqlx::SqlSafeStr;
use sqlx::migrate::{Migration, MigrationType, Migrator};

/// `(version, description, sql)` of every SQLite migration.
pub(crate) const SQLITE: &[(i64, &str, &str)] = &[
    (1, "init", include_str!("../migrations/sqlite/0001_init.sql")),
    (2, "play_options", include_str!("../migrations/sqlite/0002_play_options.sql")),
    (3, "suspension_dedupe", include_str!("../migrations/sqlite/0003_suspension_dedupe.sql")),
];

/// `(version, description, sql)` of every PostgreSQL migration.
pub(crate) const POSTGRES: &[(i64, &str, &str)] = &[
    (1, "init", include_str!("../migrations/postgres/0001_init.sql")),
    (2, "play_options", include_str!("../migrations/postgres/0002_play_options.sql")),
    (3, "suspension_dedupe", include_str!("../migrations/postgres/0003_suspension_dedupe.sql")),
];

/// A migrator over one back end's list.
pub(crate) fn migrator(list: &[(i64, &'static str, &'static str)]) -> Migrator {
    Migrator::with_migrations(
        list.iter()
            .map(|&(version, description, sql)| {
                Migration::new(
                    version,
                    Cow::Borrowed(description),
                    MigrationType::Simple,
                    sql.into_sql_str(),
                    false,
                )
            })
            .collect(),
    )
}
