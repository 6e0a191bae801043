//! Tidy checks that run with the tests: every Rust module says what it is for, and each crate
//! links its integration tests into one binary.

use std::path::{Path, PathBuf};

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn every_module_has_a_doc_comment() {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let mut files = Vec::new();
    for krate in std::fs::read_dir(crates).unwrap() {
        let src = krate.unwrap().path().join("src");
        if src.is_dir() {
            rust_files(&src, &mut files);
        }
    }
    assert!(files.len() > 5);
    let missing: Vec<String> = files
        .iter()
        .filter(|f| !std::fs::read_to_string(f).unwrap().trim_start().starts_with("//!"))
        .map(|f| f.display().to_string())
        .collect();
    assert!(missing.is_empty(), "modules without a //! doc comment: {missing:#?}");
}

/// Each crate's integration tests are one binary (`tests/it/main.rs`, one module per area): every
/// file directly in `tests/` is a test binary of its own, linked against the whole dependency tree,
/// and on two cores the many links were most of the suite's build time. Data the tests read may
/// sit beside `it/` in a folder of its own (`fixtures/`, `data/`).
#[test]
fn each_crate_has_one_integration_test_binary() {
    const DATA_FOLDERS: &[&str] = &["fixtures", "data"];
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let mut wrong = Vec::new();
    let mut binaries = 0;
    for krate in std::fs::read_dir(crates).unwrap() {
        let tests = krate.unwrap().path().join("tests");
        if !tests.is_dir() {
            continue;
        }
        for entry in std::fs::read_dir(&tests).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            let allowed = path.is_dir() && (name == "it" || DATA_FOLDERS.contains(&name.as_str()));
            if !allowed {
                wrong.push(path.display().to_string());
            }
        }
        if tests.join("it").is_dir() {
            binaries += 1;
            wrong.extend(undeclared_modules(&tests.join("it")));
        }
    }
    assert!(binaries > 5, "found the crates' tests/it/ folders");
    assert!(
        wrong.is_empty(),
        "a crate's tests/ holds only it/ (one module per area, declared in it/main.rs) and data \
         folders ({DATA_FOLDERS:?}); move these into it/ as modules: {wrong:#?}"
    );
}

/// The files of `it/` that `it/main.rs` does not declare as modules: the compiler never reads
/// them, so their tests would silently never run.
fn undeclared_modules(it: &Path) -> Vec<String> {
    let main = it.join("main.rs");
    let Ok(text) = std::fs::read_to_string(&main) else {
        return vec![format!("{} is missing", main.display())];
    };
    let declared: Vec<&str> =
        text.lines().filter_map(|l| l.trim().strip_prefix("mod ")?.strip_suffix(';')).collect();
    let mut missing = Vec::new();
    for entry in std::fs::read_dir(it).unwrap() {
        let path = entry.unwrap().path();
        let module = if path.is_dir() {
            path.join("mod.rs").is_file().then(|| path.file_name().unwrap().to_string_lossy().into_owned())
        } else if path.extension().is_some_and(|e| e == "rs") && !path.ends_with("main.rs") {
            Some(path.file_stem().unwrap().to_string_lossy().into_owned())
        } else {
            None
        };
        if let Some(module) = module.filter(|m| !declared.contains(&m.as_str())) {
            missing.push(format!("{} (no `mod {module};` in it/main.rs)", path.display()));
        }
    }
    missing
}
