//! "Check this script" on the new-table form (issue 20): the balance report of a script, in both
//! languages, every word from a message; bad input (a script that cannot be read or breaks the
//! writing rules, a game count out of range) gets the form back with the reason and a 400, never a
//! 5xx, and plays nothing.

use std::collections::HashMap;

use axum::http::StatusCode;
use looper_ai::balance::{self, Options};
use looper_ai::{Budget, PlayerBudget};
use server::{AppConfig, AppState};
use store::Database;
use tragedy_looper::{SCRIPTS, parse_script};
use web::i18n::{Lang, PSEUDO_MARKS};
use web::page::{Fields, Page};
use web::screens::tragedy_looper::check;

use crate::common;
use crate::common::Browser;

async fn signed_in(lang: &'static str) -> (Browser, tempfile::TempDir) {
    let (app, dir) = common::site().await;
    let mut b = Browser::new(&app, lang);
    let ok = b.post("/signup", &[("username", "autora"), ("password", "long enough")]).await;
    assert!(ok.status.is_redirection(), "signed up: {}", ok.status);
    (b, dir)
}

const CHECK: &str = "/new/tragedy-looper/check";

#[tokio::test]
async fn the_form_offers_the_check_with_its_limits() {
    let (mut b, _dir) = signed_in("es").await;
    let form = b.get("/new/tragedy-looper").await;
    assert_eq!(form.status, StatusCode::OK);
    assert!(
        form.text.contains("formaction=\"/new/tragedy-looper/check\""),
        "the button posts the form to the check"
    );
    assert!(form.text.contains("Comprobar este guion"));
    assert!(form.text.contains("name=\"check_games\""));
    assert!(form.text.contains("max=\"5\""), "the cap is on the field");
    // "Open the table" stays the form's first submit button: Enter in a field opens the table
    // (and the browser tests' helpers click the first one).
    let first_submit = form.text.find("type=\"submit\"").unwrap();
    let check = form.text.find("formaction=").unwrap();
    assert!(!form.text[first_submit..].starts_with("type=\"submit\" formaction"));
    assert!(first_submit < check);
}

#[tokio::test]
async fn a_script_that_cannot_be_read_or_breaks_the_rules_gets_the_form_back_with_the_reason() {
    for (lang, unreadable, broken) in [
        ("es", "No se puede leer el guion", "El guion incumple reglas de escritura"),
        ("en", "The script cannot be read", "The script breaks writing rules"),
    ] {
        let (mut b, _dir) = signed_in(lang).await;
        let bad = b.post(CHECK, &[("script", "custom"), ("script_text", "this is not = a script [")]).await;
        assert_eq!(bad.status, StatusCode::BAD_REQUEST, "{lang}: {}", bad.text);
        assert!(bad.text.contains(unreadable), "{lang}: the reason is shown: {}", bad.text);
        assert!(!bad.text.contains("tl-check-report"), "{lang}: nothing was played");
        assert!(bad.text.contains("this is not = a script ["), "{lang}: the pasted text is kept to fix");
        // A script that parses but breaks a writing rule: its incident moved past the last day.
        let (_, fs1) = SCRIPTS[0];
        assert!(fs1.contains("day = 4"), "the fixture holds an incident on day 4");
        let rule_breaker = fs1.replace("day = 4", "day = 9");
        let bad = b.post(CHECK, &[("script", "custom"), ("script_text", &rule_breaker)]).await;
        assert_eq!(bad.status, StatusCode::BAD_REQUEST, "{lang}: {}", bad.text);
        assert!(bad.text.contains(broken), "{lang}: {}", bad.text);
        assert!(!bad.text.contains("tl-check-report"));
        let unknown = b.post(CHECK, &[("script", "no_such_script")]).await;
        assert_eq!(unknown.status, StatusCode::BAD_REQUEST);
        for games in ["0", "6", "lots", "-1"] {
            let bad = b.post(CHECK, &[("script", "fs1_ashes_at_the_ward"), ("check_games", games)]).await;
            assert_eq!(bad.status, StatusCode::BAD_REQUEST, "{games} games");
            assert!(!bad.text.contains("tl-check-report"));
            let reason =
                if lang == "es" { "de 1 a 5 partidas por equipo" } else { "from 1 to 5 games per team" };
            assert!(bad.text.contains(reason), "{lang} {games}: {}", bad.text);
        }
    }
}

/// One check at a time per server: of two checks sent at once, one plays and the other gets the
/// form back with 429 and a `Retry-After` (whichever the server took first; waiting a fixed time
/// for the first to start made the test a race once the AI got faster).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_second_check_while_one_runs_is_told_to_wait() {
    let (mut first, _dir) = signed_in("en").await;
    let second = Browser { app: first.app.clone(), cookies: first.cookies.clone(), lang: "es" };
    first.get("/").await;
    let check = |mut b: Browser, script: &'static str| {
        tokio::spawn(async move { b.post(CHECK, &[("script", script), ("check_games", "2")]).await })
    };
    let (a, b) = (check(first, "bt4_clockwork_hospital"), check(second, "bt4_clockwork_hospital"));
    let (a, b) = (a.await.unwrap(), b.await.unwrap());
    let (report, busy) = if a.status == StatusCode::OK { (a, b) } else { (b, a) };
    assert_eq!(busy.status, StatusCode::TOO_MANY_REQUESTS, "{}", busy.text);
    assert!(
        busy.text.contains("Ya hay otra comprobación de guion en marcha")
            || busy.text.contains("Another script check is running"),
        "{}",
        busy.text
    );
    assert!(!busy.text.contains("tl-check-report"));
    assert_eq!(report.status, StatusCode::OK);
    assert!(report.text.contains("id=\"tl-check-report\""), "{}", report.text);
    assert!(report.text.contains("Check this script") || report.text.contains("Comprobar este guion"));
}

#[tokio::test]
async fn signed_out_visitors_cannot_start_a_check() {
    let dir = tempfile::tempdir().unwrap();
    let db = Database::connect(&format!("sqlite://{}", dir.path().join("t.db").display())).await.unwrap();
    let state = AppState::new(db, AppConfig { rate_per_sec: 0.0, ..AppConfig::default() }).await.unwrap();
    let mut b = Browser { app: web::app(state), cookies: HashMap::new(), lang: "en" };
    let answer = b.post(CHECK, &[("script", "fs1_ashes_at_the_ward"), ("check_games", "1")]).await;
    assert_eq!(answer.status, StatusCode::UNAUTHORIZED);
}

fn page(lang: Lang) -> Page {
    Page {
        lang,
        caller: Default::default(),
        username: None,
        csrf: "token".into(),
        path: "/new/tragedy-looper/check".into(),
        htmx: false,
    }
}

/// A real report (one game per team at small budgets: the words, not the strength, are under test).
fn small_report(script_file: &str) -> (balance::Report, tragedy_looper::Script) {
    let (_, text) = SCRIPTS.iter().find(|(f, _)| *f == script_file).unwrap();
    let script = parse_script(text).unwrap();
    let o = Options {
        games: 1,
        mastermind: Budget { rollouts: 8, candidates: 3, seed: 3 },
        player: PlayerBudget { drawn: 8, samples: 2, rollouts: 8, candidates: 2, seed: 5 },
        ..Options::default()
    };
    (balance::run(&script, &o, &mut |_, _| {}), script)
}

/// Every visible word of the report comes from a message: rendered in the pseudo-locale, nothing
/// is left outside the marks but numbers and punctuation.
#[test]
fn the_report_is_all_messages_in_both_languages() {
    for file in ["fs1_ashes_at_the_ward.toml", "bt4_clockwork_hospital.toml"] {
        let (mut report, script) = small_report(file);
        // Every warning kind, so each message is rendered.
        for (code, params) in [
            ("unwinnable", vec![("games", "3")]),
            ("won_on_loop_1", vec![("team", "ai"), ("wins", "1"), ("games", "1")]),
            ("won_on_loop_1", vec![("team", "heuristic"), ("wins", "1"), ("games", "1")]),
            ("role_never_matters", vec![("role", "brain"), ("character", "doctor"), ("games", "3")]),
            ("label_disagrees", vec![("declared", "easy"), ("measured", "hard")]),
            ("unfinished", vec![("games", "1")]),
        ] {
            report.warnings.push(balance::Warning {
                code: code.into(),
                message: "English".into(),
                params: params.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect(),
            });
        }
        let html = check::report_section(&page(Lang::Pseudo), &report, &script, 3).into_string();
        let text = visible(&html);
        let outside: String = unmarked(&text)
            .chars()
            .filter(|c| !c.is_ascii_digit() && !c.is_whitespace() && !"%–,.:;()«»“”-".contains(*c))
            .collect();
        assert!(outside.is_empty(), "{file}: words outside the messages: {outside:?}\n{text}");
        assert!(!html.contains("English"), "{file}: a warning's English message leaked");
        for lang in [Lang::Es, Lang::En] {
            let html = check::report_section(&page(lang), &report, &script, 3).into_string();
            assert!(!html.contains("tl-check-") || html.contains("id=\"tl-check-report\""));
            assert!(!html.contains(">tl-"), "{lang:?}: a message id shown as text");
            let (team, cut) = if lang == Lang::Es {
                ("Contra un equipo que conoce el guion", "Solo se jugaron 1 de las 3 partidas")
            } else {
                ("Against a team that knows the script", "Only 1 of the 3 games per team were played")
            };
            assert!(html.contains(team), "{lang:?}: {html}");
            assert!(html.contains(cut), "{lang:?}: the cut is said");
        }
    }
}

/// The form's request: the check plays the form's script and players, 2 games by default.
#[test]
fn the_request_reads_the_forms_script_players_and_games() {
    let fields = Fields(vec![
        ("script".into(), "bt2_promise_on_the_rooftop".into()),
        ("protagonists".into(), "2".into()),
    ]);
    let req = check::request(&fields).unwrap();
    assert_eq!(req.games, check::DEFAULT_GAMES);
    assert_eq!(req.protagonists, 2);
    assert_eq!(req.script.public.title, parse_script(SCRIPTS[3].1).unwrap().public.title);
}

fn visible(html: &str) -> String {
    let mut out = String::new();
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' => {
                in_tag = false;
                out.push(' ');
            }
            c if !in_tag => out.push(c),
            _ => {}
        }
    }
    out.replace("&amp;", "&").replace("&quot;", "\"").replace("&#39;", "'")
}

fn unmarked(text: &str) -> String {
    let mut out = String::new();
    let mut depth = 0;
    for c in text.chars() {
        if c == PSEUDO_MARKS.0 {
            depth += 1;
        } else if c == PSEUDO_MARKS.1 {
            depth -= 1;
        } else if depth == 0 {
            out.push(c);
        }
    }
    out
}
