//! Refusal parameters use the names of the JSON format (issue "Rules polish"): a program reading a
//! refusal matches `goodwill_plus2`, never the Rust name `GoodwillPlus2`. A parameter written with
//! `Debug` (`{:?}`) would leak Rust names, so no game's rules may build one that way; enums go
//! through `RuleError::with_wire`.

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
fn no_refusal_parameter_is_written_with_debug() {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let mut files = Vec::new();
    for game in ["tragedy-looper", "forty-four", "fragmentos", "genrefuzzion"] {
        rust_files(&crates.join(game).join("src"), &mut files);
    }
    assert!(files.len() > 20, "the game sources are found");
    let mut found = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        for (i, line) in text.lines().enumerate() {
            if line.contains(".with(") && line.contains(":?}") {
                found.push(format!("{}:{}: {}", file.display(), i + 1, line.trim()));
            }
        }
    }
    assert!(found.is_empty(), "refusal parameters written with Debug (use with_wire):\n{}", found.join("\n"));
}
