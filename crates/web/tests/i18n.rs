//! The Fluent files: both languages hold the same ids, every id the pages ask for exists, and every
//! error code the server can answer with has a translation.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

fn crate_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The message ids of one `.ftl` file (lines `id = …` at the start of a line).
fn ids(path: &Path) -> BTreeSet<String> {
    let text = fs::read_to_string(path).unwrap();
    let re = regex_lite::Regex::new(r"(?m)^(-?[a-zA-Z][a-zA-Z0-9_-]*)\s*=").unwrap();
    re.captures_iter(&text).map(|c| c[1].to_owned()).collect()
}

fn all_ids(lang: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for entry in fs::read_dir(crate_dir().join("i18n").join(lang)).unwrap() {
        out.extend(ids(&entry.unwrap().path()));
    }
    out
}

fn rust_sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn both_languages_hold_the_same_ids_file_by_file() {
    for entry in fs::read_dir(crate_dir().join("i18n/en")).unwrap() {
        let en = entry.unwrap().path();
        let es = crate_dir().join("i18n/es").join(en.file_name().unwrap());
        assert!(es.exists(), "{} has no Spanish twin", en.display());
        let (en_ids, es_ids) = (ids(&en), ids(&es));
        let only_en: Vec<_> = en_ids.difference(&es_ids).collect();
        let only_es: Vec<_> = es_ids.difference(&en_ids).collect();
        assert!(
            only_en.is_empty() && only_es.is_empty(),
            "{en:?}: only in en {only_en:?}, only in es {only_es:?}"
        );
    }
}

#[test]
fn every_literal_id_the_pages_ask_for_exists() {
    let known = all_ids("en");
    let mut files = Vec::new();
    rust_sources(&crate_dir().join("src"), &mut files);
    let re = regex_lite::Regex::new(r#"\bt(?:_args)?\(\s*"([a-z0-9-]+)""#).unwrap();
    let mut missing = Vec::new();
    for f in files {
        let text = fs::read_to_string(&f).unwrap();
        for c in re.captures_iter(&text) {
            if !known.contains(&c[1]) {
                missing.push(format!("{}: {}", f.file_name().unwrap().to_string_lossy(), &c[1]));
            }
        }
    }
    assert!(missing.is_empty(), "ids without a message: {missing:?}");
}

#[test]
fn every_server_error_code_is_translated() {
    let known = all_ids("en");
    let mut files = Vec::new();
    rust_sources(&crate_dir().join("../server/src"), &mut files);
    rust_sources(&crate_dir().join("src"), &mut files);
    let re = regex_lite::Regex::new(
        r#"(?:bad|forbidden|RuleError::new)\(\s*"([a-z0-9_.]+)"|code: "([a-z0-9_.]+)""#,
    )
    .unwrap();
    let mut missing = BTreeSet::new();
    for f in files {
        let text = fs::read_to_string(&f).unwrap();
        for c in re.captures_iter(&text) {
            let code = c.get(1).or(c.get(2)).unwrap().as_str();
            let id = web::i18n::error_id(code);
            if !known.contains(&id) {
                missing.insert(id);
            }
        }
    }
    assert!(missing.is_empty(), "error codes without a translation: {missing:?}");
}

#[test]
fn a_rule_error_is_translated_with_its_params_and_falls_back_to_english() {
    use std::collections::BTreeMap;
    use web::i18n::Lang;
    let params = BTreeMap::from([("who".to_owned(), "Ana".to_owned())]);
    let es = Lang::Es.error("post.length", &params, "a post has 1 to 20000 characters");
    assert!(es.contains("mensaje"), "{es}");
    assert_eq!(Lang::En.t_args("new-title", &[("game", "44".into())]), "Open a table of 44");
    let unknown = Lang::Es.error("no.such_code", &BTreeMap::new(), "the engine's words");
    assert_eq!(unknown, "the engine's words");
}
