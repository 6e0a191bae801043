//! The schema migrations, embedded in the binary (no files are read at run time).
//!
//! One folder per back end under `migrations/`; the files differ only in how identity columns are
//! spelled (a test checks that). The build script embeds every `VERSION_DESCRIPTION.sql` file of
//! each folder in version order, so adding a migration is adding the same-numbered file to both
//! folders. (Version 2 is the table play options of the AI branch; 3 was numbered after it so that
//! both merge without renumbering.)

use std::borrow::Cow;

use sqlx::SqlSafeStr;
use sqlx::migrate::{Migration, MigrationType, Migrator};

// `SQLITE` and `POSTGRES`: `(version, description, sql)` of every migration, written by build.rs.
include!(concat!(env!("OUT_DIR"), "/migrations.rs"));

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

#[cfg(test)]
mod tests {
    use std::fs;
    use std::path::Path;

    use super::*;

    /// Every file of each folder is embedded, in version order, and both back ends have the same
    /// versions under the same names.
    #[test]
    fn every_migration_file_is_embedded_in_order() {
        for (backend, list) in [("sqlite", SQLITE), ("postgres", POSTGRES)] {
            let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations").join(backend);
            let mut files: Vec<String> =
                fs::read_dir(&dir).unwrap().map(|e| e.unwrap().file_name().into_string().unwrap()).collect();
            files.sort();
            let embedded: Vec<String> = list
                .iter()
                .map(|(version, description, _)| format!("{version:04}_{description}.sql"))
                .collect();
            assert_eq!(embedded, files, "{backend}");
            for ((_, _, sql), file) in list.iter().zip(&files) {
                assert_eq!(*sql, fs::read_to_string(dir.join(file)).unwrap(), "{backend}/{file}");
            }
        }
        let names =
            |list: &[(i64, &str, &str)]| list.iter().map(|&(v, d, _)| (v, d.to_owned())).collect::<Vec<_>>();
        assert_eq!(names(SQLITE), names(POSTGRES));
    }
}
