//! Embeds the schema migrations: writes `$OUT_DIR/migrations.rs`, the list of every file of
//! `migrations/sqlite/` and `migrations/postgres/` in version order, each as
//! `(version, description, include_str!(file))`, and has Cargo run it again when a file is added,
//! changed or removed. (sqlx's `migrate!` would do the same through its `macros` feature, which
//! builds a second copy of sqlx and of SQLite for the compiler, and on stable Rust does not
//! notice a new file without a build script anyway.)

use std::fmt::Write as _;
use std::path::Path;
use std::{env, fs};

fn main() {
    let dir = Path::new(&env::var("CARGO_MANIFEST_DIR").unwrap()).join("migrations");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut out = String::new();
    for backend in ["sqlite", "postgres"] {
        writeln!(out, "/// `(version, description, sql)` of every {backend} migration, in order.").unwrap();
        writeln!(out, "pub(crate) const {}: &[(i64, &str, &str)] = &[", backend.to_uppercase()).unwrap();
        for (version, description, path) in migrations(&dir.join(backend)) {
            writeln!(out, "    ({version}, {description:?}, include_str!({:?})),", path.display()).unwrap();
        }
        writeln!(out, "];").unwrap();
    }
    fs::write(Path::new(&env::var("OUT_DIR").unwrap()).join("migrations.rs"), out).unwrap();
}

/// The folder's `VERSION_DESCRIPTION.sql` files as `(version, description, path)`, by version.
fn migrations(dir: &Path) -> Vec<(i64, String, std::path::PathBuf)> {
    let mut found: Vec<_> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "sql"))
        .map(|path| {
            let stem = path.file_stem().unwrap().to_str().unwrap().to_owned();
            let (version, description) = stem
                .split_once('_')
                .unwrap_or_else(|| panic!("{}: not named VERSION_DESCRIPTION.sql", path.display()));
            let version = version.parse().unwrap_or_else(|_| panic!("{}: no version number", path.display()));
            (version, description.to_owned(), path)
        })
        .collect();
    found.sort_by_key(|&(version, ..)| version);
    for pair in found.windows(2) {
        assert_ne!(pair[0].0, pair[1].0, "two migrations numbered {} in {}", pair[0].0, dir.display());
    }
    found
}
