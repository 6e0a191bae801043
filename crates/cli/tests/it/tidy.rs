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

/// The Rust files of every crate's `src/`.
fn every_crates_sources() -> Vec<PathBuf> {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let mut files = Vec::new();
    for krate in std::fs::read_dir(crates).unwrap() {
        let src = krate.unwrap().path().join("src");
        if src.is_dir() {
            rust_files(&src, &mut files);
        }
    }
    files
}

#[test]
fn every_module_has_a_doc_comment() {
    let files = every_crates_sources();
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

/// The generic pages (`crates/web/src/pages`) name no game: what differs between games comes from
/// the games' capabilities (`games::GameKind::ai_seats`, `has_assistant`, …) or a screen hook
/// (`web::screens::setup_extras`, `epilogue`, …), so a fifth game needs no page changed. Listing
/// every game (`GameKind::ALL`) and reading one from a URL (`GameKind::from_id`) name none.
#[test]
fn the_generic_pages_name_no_game() {
    let pages = Path::new(env!("CARGO_MANIFEST_DIR")).join("../web/src/pages");
    let mut files = Vec::new();
    rust_files(&pages, &mut files);
    assert!(files.len() > 5, "found the pages");
    let games = ["TragedyLooper", "FortyFour", "Fragmentos", "GenreFuzzion"];
    let crates = ["tragedy_looper", "forty_four", "fragmentos", "genrefuzzion", "looper_ai"];
    let mut named = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap();
            let names_a_game = games.iter().any(|g| code.contains(&format!("::{g}")))
                || crates.iter().any(|c| code.contains(&format!("{c}::")))
                || code.contains("AnyState::");
            if names_a_game {
                named.push(format!("{}:{}: {}", file.display(), n + 1, line.trim()));
            }
        }
    }
    assert!(
        named.is_empty(),
        "the generic pages name a game; ask the game's capabilities or add a screen hook in \
         web::screens instead: {named:#?}"
    );
}

/// The longest function a crate's `src/` may hold, in lines from its `fn` to its closing brace.
const MAX_FUNCTION_LINES: usize = 150;

/// The functions over [`MAX_FUNCTION_LINES`] when the limit came, each at most as long as it was
/// then: the list only shrinks (split one, then take it off).
const TOO_LONG_FOR_NOW: &[(&str, &str, usize)] = &[];

/// Each function with a body in `text`: its name and its length in lines (rustfmt puts the
/// closing brace at the indentation of the `fn`).
fn function_lengths(text: &str) -> Vec<(String, usize)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let code = line.trim_start();
        let indent = &line[..line.len() - code.len()];
        let mut words = code.split_whitespace().skip_while(|w| {
            w.starts_with("pub") || matches!(*w, "async" | "const" | "unsafe" | "extern" | "\"C\"")
        });
        if words.next() != Some("fn") {
            continue;
        }
        let Some(name) = words.next().map(|w| w.split(['(', '<']).next().unwrap().to_owned()) else {
            continue;
        };
        // The signature ends at the line that opens the body (or at `;`: no body).
        let Some(open) = (i..lines.len()).find(|&j| {
            let l = lines[j].trim_end();
            l.ends_with('{') || l.ends_with(';') || l.ends_with("{}")
        }) else {
            continue;
        };
        if !lines[open].trim_end().ends_with('{') {
            continue;
        }
        let closing = format!("{indent}}}");
        if let Some(end) = (open + 1..lines.len()).find(|&k| lines[k] == closing) {
            out.push((name, end - i + 1));
        }
    }
    out
}

/// No function under `crates/*/src` is over [`MAX_FUNCTION_LINES`] lines, but the ones listed in
/// [`TOO_LONG_FOR_NOW`], none longer than it was.
#[test]
fn no_function_is_over_150_lines() {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let files = every_crates_sources();
    let mut long = Vec::new();
    let mut measured = 0;
    for file in &files {
        let rel = file.strip_prefix(crates).unwrap().to_string_lossy().replace('\\', "/");
        for (name, lines) in function_lengths(&std::fs::read_to_string(file).unwrap()) {
            measured += 1;
            let allowed = TOO_LONG_FOR_NOW
                .iter()
                .find(|(f, n, _)| *f == rel && *n == name)
                .map_or(MAX_FUNCTION_LINES, |(_, _, was)| *was);
            if lines > allowed {
                long.push(format!("{rel}: fn {name} is {lines} lines (at most {allowed})"));
            }
        }
    }
    assert!(measured > 1000, "found the functions ({measured})");
    assert!(long.is_empty(), "split these functions into named steps: {long:#?}");
}

#[test]
fn function_lengths_are_counted_from_fn_to_its_brace() {
    let text = "fn a() {\n    x();\n}\n\nimpl T {\n    pub(crate) async fn b(\n        y: u8,\n    ) -> u8 {\n        y\n    }\n    fn c();\n}\n";
    assert_eq!(function_lengths(text), vec![("a".to_owned(), 3), ("b".to_owned(), 5)]);
}

/// The most lines of `crates/web/src` that may name untyped JSON (`serde_json::Value`, `json!`):
/// the edge where a game's typed command and config become the JSON the server reads.
const WEB_JSON_EDGE_LINES: usize = 5;

/// The web crate's screens speak each game's own types: a form gives the game's `Command` (and
/// the set-up form its `Config`), a system line reads the game's `Event`; JSON is written and read
/// only at the edge (`web::screens::command`, `config`, `AnyEvent::read`), so a misspelt field is
/// a compile error, not a command the server refuses at run time. Event text (`RawValue`) is the
/// edge's input and is not counted.
#[test]
fn the_web_screens_speak_the_games_types_not_json() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("../web/src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    assert!(files.len() > 20, "found the web crate's modules");
    let mut untyped = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap();
            let imports_value = code.trim_start().starts_with("use serde_json")
                && code.split(|c: char| !c.is_alphanumeric() && c != '_').any(|w| w == "Value");
            if code.contains("serde_json::Value") || code.contains("json!") || imports_value {
                untyped.push(format!("{}:{}: {}", file.display(), n + 1, line.trim()));
            }
        }
    }
    assert!(
        untyped.len() <= WEB_JSON_EDGE_LINES,
        "at most {WEB_JSON_EDGE_LINES} lines of crates/web/src name untyped JSON (the edge in \
         screens/mod.rs); build the game's own command, config or event instead: {untyped:#?}"
    );
}

/// A refusal is made one way, `engine::RuleError::new(code, message)`: no crate keeps its own alias
/// for it (the four games each had a `fn err(code, message) -> RuleError`).
#[test]
fn rule_errors_are_made_by_rule_error_new_alone() {
    let files = every_crates_sources();
    // A function whose whole body hands its arguments on to `RuleError::new` (a helper with a
    // code of its own, `wrong_step(what)`, names a rule: it is no alias).
    let aliases: Vec<String> = files
        .iter()
        .filter(|f| {
            let text = std::fs::read_to_string(f).unwrap();
            let lines: Vec<&str> = text.lines().map(str::trim).collect();
            lines.windows(3).any(|w| {
                w[0].contains("fn ")
                    && w[0].ends_with("-> RuleError {")
                    && w[1].starts_with("RuleError::new(")
                    && !w[1].starts_with("RuleError::new(\"")
                    && w[2] == "}"
            })
        })
        .map(|f| f.display().to_string())
        .collect();
    assert!(aliases.is_empty(), "aliases of RuleError::new: {aliases:#?}");
}
