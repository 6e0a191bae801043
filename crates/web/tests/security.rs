//! Breaks an attacker found in the pages (issue 14): redirects out of the site through a `back`
//! parameter, and the security headers every answer carries.

use axum::Router;
use axum::body::Body;
use axum::http::{HeaderMap, Request, StatusCode, header};
use http_body_util::BodyExt;
use server::{AppConfig, AppState};
use store::Database;
use tower::ServiceExt;

async fn app_with(config: AppConfig) -> (Router, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("t.db").display());
    let db = Database::connect(&url).await.unwrap();
    let state = AppState::new(db, config).await.unwrap();
    (web::app(state), dir)
}

fn test_config() -> AppConfig {
    AppConfig { rate_per_sec: 0.0, argon2_kib: 8, argon2_passes: 1, ..AppConfig::default() }
}

struct Answer {
    status: StatusCode,
    headers: HeaderMap,
    text: String,
}

async fn send(app: &Router, req: Request<Body>) -> Answer {
    let res = app.clone().oneshot(req).await.unwrap();
    let status = res.status();
    let headers = res.headers().clone();
    let bytes = res.into_body().collect().await.unwrap().to_bytes();
    Answer { status, headers, text: String::from_utf8_lossy(&bytes).into_owned() }
}

fn encode(s: &str) -> String {
    percent_encoding::utf8_percent_encode(s, percent_encoding::NON_ALPHANUMERIC).to_string()
}

/// `back` values that would lead a browser off the site, or somewhere it should not go.
const BYPASSES: &[&str] = &[
    "/\t/evil.example/x",
    "/\n/evil.example/x",
    "/\r\n/evil.example",
    "\t//evil.example",
    " //evil.example",
    "//evil.example",
    "///evil.example",
    "////evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "\\/evil.example",
    "/\\/evil.example",
    "/%09/evil.example",
    "/%2F/evil.example",
    "/%2f%2fevil.example",
    "%2F%2Fevil.example",
    "/%5Cevil.example",
    "/%5cevil.example",
    "%5C%5Cevil.example",
    "/%0a/evil.example",
    "/%00/evil.example",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "https://evil.example",
    "http://127.0.0.1:8080@evil.example/",
    "https:evil.example",
    "//127.0.0.1:8080.evil.example",
    "/\u{3000}/evil.example",
    "",
];

/// Same-origin paths, kept as they are.
const KEPT: &[&str] = &["/", "/tables", "/t/5?seat=1", "/help/44#rules", "/t/5/dice", "/lang/es?back=/x"];

fn location(a: &Answer) -> &str {
    a.headers.get(header::LOCATION).and_then(|v| v.to_str().ok()).unwrap_or("(none)")
}

#[tokio::test]
async fn the_language_switch_never_redirects_off_the_site() {
    let (app, _dir) = app_with(test_config()).await;
    for back in BYPASSES {
        let a =
            send(&app, Request::get(format!("/lang/en?back={}", encode(back))).body(Body::empty()).unwrap())
                .await;
        assert_eq!(a.status, StatusCode::SEE_OTHER, "{back:?}");
        assert_eq!(location(&a), "/", "back={back:?}");
    }
    for back in KEPT {
        let a =
            send(&app, Request::get(format!("/lang/en?back={}", encode(back))).body(Body::empty()).unwrap())
                .await;
        assert_eq!(location(&a), *back, "back={back:?}");
    }
}

#[tokio::test]
async fn signing_in_never_redirects_off_the_site() {
    let (app, _dir) = app_with(test_config()).await;
    let sign_up = Request::post("/api/accounts")
        .header(header::CONTENT_TYPE, "application/json")
        .header("x-tablon-csrf", "1")
        .body(Body::from(r#"{"username": "alice", "password": "correct horse"}"#))
        .unwrap();
    assert_eq!(send(&app, sign_up).await.status, StatusCode::CREATED);
    let token = "a".repeat(64);
    let sign_in = |back: &str| {
        Request::post("/signin")
            .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
            .header(header::COOKIE, format!("tablon_form={token}"))
            .body(Body::from(format!(
                "username=alice&password=correct+horse&back={}&_csrf={token}",
                encode(back)
            )))
            .unwrap()
    };
    for back in BYPASSES {
        let a = send(&app, sign_in(back)).await;
        assert_eq!(a.status, StatusCode::SEE_OTHER, "{back:?}: {}", a.text);
        assert_eq!(location(&a), "/", "back={back:?}");
    }
    for back in KEPT {
        assert_eq!(location(&send(&app, sign_in(back)).await), *back, "back={back:?}");
    }
}

#[tokio::test]
async fn the_sign_in_form_carries_only_a_safe_back() {
    let (app, _dir) = app_with(test_config()).await;
    let a = send(&app, Request::get("/signin?back=%2F%09%2Fevil.example").body(Body::empty()).unwrap()).await;
    assert_eq!(a.status, StatusCode::OK);
    assert!(
        a.text.contains(r#"<input type="hidden" name="back" value="/">"#),
        "the form's hidden back is the safe one"
    );
}
