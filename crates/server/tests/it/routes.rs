//! One route table (`server::routes`): the API's router and the pages' router route exactly the
//! routes of their lists, by name, never by a path written by hand. (That the document lists exactly
//! the API's routes, and that the router answers each documented method, is
//! `api::every_documented_route_answers_without_a_server_error`.)

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The first argument of every `.route(` call in a crate's `src/`, as written.
fn routed(krate: &str) -> Vec<(String, String)> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(krate).join("src");
    let mut files = Vec::new();
    sources(&src, &mut files);
    let mut out = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        for (i, _) in text.match_indices(".route(") {
            let rest = text[i + ".route(".len()..].trim_start();
            let arg: String = rest.chars().take_while(|c| *c != ',' && *c != ')').collect();
            out.push((file.display().to_string(), arg.trim().to_owned()));
        }
    }
    out
}

/// Checks that a crate routes every route of `list` by its name under one of `prefixes`, and
/// nothing else.
fn routes_exactly(krate: &str, prefixes: &[&str], list: &[(&str, &str)]) {
    let mut names = BTreeSet::new();
    for (file, arg) in routed(krate) {
        let name = prefixes.iter().find_map(|p| arg.strip_prefix(p));
        let name =
            name.unwrap_or_else(|| panic!("{file}: .route({arg}, …) names no route of server::routes"));
        names.insert(name.to_owned());
    }
    let listed: BTreeSet<String> = list.iter().map(|(n, _)| (*n).to_owned()).collect();
    assert_eq!(names, listed, "{krate} routes exactly its list of server::routes");
}

#[test]
fn the_api_router_routes_exactly_the_api_list_by_name() {
    routes_exactly("server", &["routes::api::", "crate::routes::api::"], server::routes::api::ALL);
}

#[test]
fn the_pages_router_routes_exactly_the_pages_list_by_name() {
    routes_exactly("web", &["server::routes::pages::"], server::routes::pages::ALL);
}

/// The places that may still write a route's path: they match a prefix of many routes rather than
/// link to one (and say so beside them).
const MATCHING_PREFIXES: &[(&str, &str)] = &[
    // The table a request is for, from the API's and the pages' paths alike (the rate limit's key).
    ("server/src/auth.rs", r#"path.strip_prefix("/api/tables/").or_else(|| path.strip_prefix("/t/"))"#),
    // The assets, which spend no rate-limit token, and their build-time fingerprinted names.
    ("web/src/lib.rs", r#"request.uri().path().starts_with("/static/")"#),
    ("web/src/assets.rs", r#"concat!("/static/", env!($env))"#),
    // The tests of `local_path`.
    ("web/src/pages/mod.rs", r#"local_path(Some("/t/5?seat=1#post-3"), site), "/t/5?seat=1#post-3")"#),
];

/// No link is a path written by hand (`format!("/t/{id}/mail")`, `href={ "/t/" (id) }`): links are
/// `server::routes` constants filled by `routes::fill`, so a route renamed there is renamed in every
/// link.
#[test]
fn no_code_writes_a_routes_path_by_hand() {
    let prefixes = [
        "t", "api", "mail", "new", "join", "signin", "signup", "signout", "tables", "help", "lang", "posts",
        "roll", "static", "feeds",
    ];
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut found = Vec::new();
    for krate in ["server", "web"] {
        let mut files = Vec::new();
        sources(&root.join(krate).join("src"), &mut files);
        for file in files {
            let name = file.strip_prefix(&root).unwrap().display().to_string();
            if name == "server/src/routes.rs" {
                continue;
            }
            let text = std::fs::read_to_string(&file).unwrap();
            // A file's unit tests (its `#[cfg(test)]` module, at its end) may expect concrete URLs.
            let code_part = text.split("#[cfg(test)]").next().unwrap_or("");
            for (n, line) in code_part.lines().enumerate() {
                let code = line.trim_start();
                if code.starts_with("//") {
                    continue;
                }
                let allowed =
                    MATCHING_PREFIXES.iter().any(|(f, snippet)| *f == name && line.contains(snippet));
                let by_hand = prefixes.iter().any(|p| {
                    [format!("\"/{p}/"), format!("\"/{p}\""), format!("\"/{p}?"), format!("{{base}}/{p}")]
                        .iter()
                        .any(|needle| line.contains(needle.as_str()))
                });
                if by_hand && !allowed {
                    found.push(format!("{name}:{}: {}", n + 1, code));
                }
            }
        }
    }
    assert!(found.is_empty(), "paths written by hand; use server::routes: {found:#?}");
}
