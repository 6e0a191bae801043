//! The pages of issue 8: Tragedy Looper's AI Mastermind and deduction-assistant checkboxes on the
//! new-table form, the assistant's page, and its link on the table page.

use axum::Router;
use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use http_body_util::BodyExt;
use serde_json::{Value, json};
use server::{AppConfig, AppState};
use store::Database;
use tower::ServiceExt;

struct Site {
    app: Router,
    _dir: tempfile::TempDir,
}

async fn site() -> Site {
    let dir = tempfile::tempdir().unwrap();
    let db = Database::connect(&format!("sqlite://{}", dir.path().join("t.db").display())).await.unwrap();
    let config = AppConfig { rate_per_sec: 0.0, argon2_kib: 8, argon2_passes: 1, ..AppConfig::default() };
    let state = AppState::new(db, config).await.unwrap();
    Site { app: web::app(state), _dir: dir }
}

impl Site {
    async fn send(&self, req: Request<Body>) -> (StatusCode, String, Vec<String>) {
        let res = self.app.clone().oneshot(req).await.unwrap();
        let status = res.status();
        let cookies = res
            .headers()
            .get_all(header::SET_COOKIE)
            .iter()
            .map(|v| v.to_str().unwrap().to_owned())
            .collect();
        let bytes = res.into_body().collect().await.unwrap().to_bytes();
        (status, String::from_utf8_lossy(&bytes).into_owned(), cookies)
    }

    /// Posts a form that answers with a redirect, and follows it with the cookies it set: a form
    /// post never answers with a page of its own (a reload would post it again).
    async fn post_and_follow(&self, req: Request<Body>, cookie: &str, lang: &str) -> (StatusCode, String) {
        let res = self.app.clone().oneshot(req).await.unwrap();
        if res.status() != StatusCode::SEE_OTHER {
            let status = res.status();
            let bytes = res.into_body().collect().await.unwrap().to_bytes();
            return (status, String::from_utf8_lossy(&bytes).into_owned());
        }
        let to = res.headers()[header::LOCATION].to_str().unwrap().to_owned();
        let set: Vec<String> = res
            .headers()
            .get_all(header::SET_COOKIE)
            .iter()
            .map(|v| v.to_str().unwrap().split(';').next().unwrap().to_owned())
            .collect();
        let cookie = std::iter::once(cookie.to_owned()).chain(set).collect::<Vec<_>>().join("; ");
        self.get(&to, &cookie, lang).await
    }

    async fn get(&self, path: &str, cookie: &str, lang: &str) -> (StatusCode, String) {
        let req = Request::get(path)
            .header(header::COOKIE, cookie)
            .header(header::ACCEPT_LANGUAGE, lang)
            .body(Body::empty())
            .unwrap();
        let (s, b, _) = self.send(req).await;
        (s, b)
    }

    async fn api(&self, path: &str, body: Value, cookie: &str) -> Value {
        let req = Request::post(path)
            .header(header::COOKIE, cookie)
            .header("x-tablon-csrf", "1")
            .header(header::CONTENT_TYPE, "application/json")
            .body(Body::from(body.to_string()))
            .unwrap();
        let (status, body, cookies) = self.send(req).await;
        assert!(status.is_success(), "{status} {body}");
        let mut v: Value = serde_json::from_str(&body).unwrap();
        if let Some(c) = cookies.iter().find(|c| c.starts_with("tablon_session=")) {
            v["_cookie"] = json!(c.split(';').next().unwrap());
        }
        v
    }
}

fn looper_config() -> Value {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../tragedy-looper/logs/fs1_two_days.json");
    let log: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    log["config"].clone()
}

#[tokio::test]
async fn the_new_table_form_offers_the_ai_and_the_assistant_for_tragedy_looper_only() {
    let s = site().await;
    let me =
        s.api("/api/accounts", json!({"username": "ana", "password": "correct horse battery"}), "").await;
    let cookie = me["_cookie"].as_str().unwrap().to_owned();
    let (status, page) = s.get("/new/tragedy-looper", &cookie, "es").await;
    assert_eq!(status, StatusCode::OK);
    assert!(page.contains("name=\"ai_mastermind\"") && page.contains("name=\"assistant\""));
    assert!(page.contains("La mente maestra la juega Tablón (IA)"), "Spanish by default");
    let (_, page) = s.get("/new/tragedy-looper", &cookie, "en").await;
    assert!(page.contains("The Mastermind is played by Tablón (AI)"));
    assert!(page.contains("Deduction assistant for the Protagonists"));
    let (_, other) = s.get("/new/44", &cookie, "es").await;
    assert!(!other.contains("ai_mastermind") && !other.contains("name=\"assistant\""));
}

#[tokio::test]
async fn the_assistant_page_shows_roles_plots_and_is_linked_when_enabled() {
    let s = site().await;
    let me =
        s.api("/api/accounts", json!({"username": "ana", "password": "correct horse battery"}), "").await;
    let cookie = me["_cookie"].as_str().unwrap().to_owned();
    let open = |assistant: bool| {
        json!({"game": "tragedy-looper", "title": "solo", "config": looper_config(), "ai_seats": [0],
               "assistant": assistant, "seat": 1})
    };
    let with = s.api("/api/tables", open(true), &cookie).await;
    let id = with["id"].as_i64().unwrap();

    let (status, table) = s.get(&format!("/t/{id}"), &cookie, "es").await;
    assert_eq!(status, StatusCode::OK);
    assert!(table.contains(&format!("href=\"/t/{id}/deductions\"")), "linked from the side column");
    assert!(table.contains("a cargo de Tablón (IA)"), "the AI seat is marked");

    let (status, es) = s.get(&format!("/t/{id}/deductions"), &cookie, "es").await;
    assert_eq!(status, StatusCode::OK, "{es}");
    assert!(es.contains("Papeles posibles de cada personaje"));
    assert!(es.contains("Médico"), "characters by their Spanish names");
    assert!(es.contains("Cerebro") && es.contains("Persona clave"), "roles by their Spanish names");
    assert!(es.contains("La luz del vengador"), "plots by their Spanish names");
    let (_, en) = s.get(&format!("/t/{id}/deductions"), &cookie, "en").await;
    assert!(
        en.contains("Possible roles per character") && en.contains("Key Person") && en.contains("Doctor")
    );

    let without = s.api("/api/tables", open(false), &cookie).await;
    let id = without["id"].as_i64().unwrap();
    let (_, table) = s.get(&format!("/t/{id}"), &cookie, "en").await;
    assert!(!table.contains("/deductions"), "no link when the table did not choose the assistant");
    let (status, page) = s.get(&format!("/t/{id}/deductions"), &cookie, "en").await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    assert!(page.contains("This table has no deduction assistant"), "{page}");
}

/// Posting the form with both boxes ticked opens a table whose Mastermind the server plays (no link
/// for seat 0) with the assistant on; ticking the AI while taking seat 0 is refused with the reason.
#[tokio::test]
async fn the_form_opens_an_ai_table_with_the_assistant() {
    let s = site().await;
    let me =
        s.api("/api/accounts", json!({"username": "ana", "password": "correct horse battery"}), "").await;
    let form = "f".repeat(64);
    let cookie = format!("{}; tablon_form={form}", me["_cookie"].as_str().unwrap());
    let post = |seat: u8| {
        Request::post("/new/tragedy-looper")
            .header(header::COOKIE, cookie.clone())
            .header(header::ACCEPT_LANGUAGE, "en")
            .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
            .body(Body::from(format!(
                "_csrf={form}&title=Solo&script=fs1_ashes_at_the_ward&protagonists=1&my_seat={seat}&ai_mastermind=on&assistant=on"
            )))
            .unwrap()
    };
    let (status, page) = s.post_and_follow(post(0), &cookie, "en").await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{page}");
    assert!(
        page.contains("Tablón can play Tragedy Looper's Mastermind (seat 0) and its Protagonists"),
        "{page}"
    );
    let (status, page) = s.post_and_follow(post(1), &cookie, "en").await;
    assert_eq!(status, StatusCode::OK, "{page}");
    assert!(page.contains("The Mastermind is played by Tablón (AI)"), "{page}");
    assert!(!page.contains("data-seat=\"0\""), "no link for the AI's seat");
    // A reload shows the links page again, without the links and without opening a second table.
    let (status, again) = s.get("/t/1/links", &cookie, "en").await;
    assert_eq!(status, StatusCode::OK);
    assert!(!again.contains("data-seat=") && again.contains("shown once"), "{again}");
    assert_eq!(s.get("/t/2", &cookie, "en").await.0, StatusCode::NOT_FOUND);
    let (status, table) = s.get("/t/1", &cookie, "en").await;
    assert_eq!(status, StatusCode::OK);
    assert!(table.contains("href=\"/t/1/deductions\"") && table.contains("played by Tablón (AI)"));
}

/// Ticking "the Protagonists without a player" while taking seat 0 opens a table where the person
/// is the Mastermind against AI Protagonists: no links at all, every Protagonist seat marked as
/// played by Tablón (in Spanish here).
#[tokio::test]
async fn the_form_opens_a_table_against_ai_protagonists() {
    let s = site().await;
    let me =
        s.api("/api/accounts", json!({"username": "eva", "password": "correct horse battery"}), "").await;
    let form = "f".repeat(64);
    let cookie = format!("{}; tablon_form={form}", me["_cookie"].as_str().unwrap());
    let (_, page) = s.get("/new/tragedy-looper", &cookie, "es").await;
    assert!(
        page.contains("name=\"ai_protagonists\"") && page.contains("Los protagonistas sin jugador"),
        "{page}"
    );
    let post = Request::post("/new/tragedy-looper")
        .header(header::COOKIE, cookie.clone())
        .header(header::ACCEPT_LANGUAGE, "es")
        .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
        .body(Body::from(format!(
            "_csrf={form}&title=Contra&script=fs1_ashes_at_the_ward&protagonists=3&my_seat=0&ai_protagonists=on"
        )))
        .unwrap();
    let (status, page) = s.post_and_follow(post, &cookie, "es").await;
    assert_eq!(status, StatusCode::OK, "{page}");
    assert!(page.contains("Los protagonistas sin jugador los juega Tablón (IA)"), "{page}");
    assert!(!page.contains("data-seat="), "every seat is taken: no links");
    let (status, table) = s.get("/t/1", &cookie, "es").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(table.matches("a cargo de Tablón (IA)").count(), 3, "{table}");
}
