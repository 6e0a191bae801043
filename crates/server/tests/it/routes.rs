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
