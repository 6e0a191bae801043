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

// ------------------------------------------------------------------------------------------------
// Security headers on every answer

fn header<'a>(a: &'a Answer, name: &str) -> Option<&'a str> {
    a.headers.get(name).and_then(|v| v.to_str().ok())
}

fn assert_security_headers(a: &Answer, what: &str, hsts: bool) {
    let csp = header(a, "content-security-policy").unwrap_or_else(|| panic!("{what}: no CSP"));
    assert_eq!(csp, server::headers::CONTENT_SECURITY_POLICY, "{what}");
    let script_src = csp.split(';').map(str::trim).find(|d| d.starts_with("script-src")).unwrap();
    assert_eq!(script_src, "script-src 'self'", "{what}: no inline script, no eval");
    assert!(csp.contains("frame-ancestors 'none'"), "{what}");
    assert_eq!(header(a, "x-content-type-options"), Some("nosniff"), "{what}");
    assert_eq!(header(a, "referrer-policy"), Some("same-origin"), "{what}");
    assert_eq!(header(a, "x-frame-options"), Some("DENY"), "{what}");
    let expected = hsts.then_some(server::headers::STRICT_TRANSPORT_SECURITY);
    assert_eq!(header(a, "strict-transport-security"), expected, "{what}");
}

async fn answers_of_every_kind(app: &Router) -> Vec<(&'static str, Answer)> {
    let get = |path: &str| Request::get(path).body(Body::empty()).unwrap();
    let no_csrf = Request::post("/api/tables")
        .header(header::CONTENT_TYPE, "application/json")
        .body(Body::from("{}"))
        .unwrap();
    vec![
        ("a page", send(app, get("/")).await),
        ("a form page", send(app, get("/signin")).await),
        ("an API answer", send(app, get("/api/games")).await),
        ("an API error (401)", send(app, get("/api/me")).await),
        ("an API refusal (403 CSRF)", send(app, no_csrf).await),
        ("an unknown API route", send(app, get("/api/nothing-here")).await),
        ("a missing page (404)", send(app, get("/no/such/page")).await),
        ("a redirect", send(app, get("/lang/en?back=/help")).await),
        ("a static asset", send(app, get(web::assets::JS)).await),
        ("an earlier build's asset", send(app, get("/static/v1/tablon.js")).await),
        ("a missing asset", send(app, get("/static/nothing.0123456789ab.js")).await),
    ]
}

#[tokio::test]
async fn every_answer_carries_the_security_headers() {
    let (app, _dir) = app_with(test_config()).await;
    for (what, a) in answers_of_every_kind(&app).await {
        assert_security_headers(&a, what, false);
    }
}

#[tokio::test]
async fn behind_https_every_answer_asks_for_https_only() {
    let (app, _dir) = app_with(AppConfig { secure_cookies: true, ..test_config() }).await;
    for (what, a) in answers_of_every_kind(&app).await {
        assert_security_headers(&a, what, true);
    }
}

#[tokio::test]
async fn no_page_has_inline_script_or_style_the_policy_would_block() {
    let (app, _dir) = app_with(test_config()).await;
    let inline_script = regex_lite::Regex::new(r"<script(?:\s[^>]*)?>").unwrap();
    let handler = regex_lite::Regex::new(r#"\son[a-z]+\s*="#).unwrap();
    let mut paths = vec!["/".to_owned(), "/signin".into(), "/signup".into(), "/help".into(), "/join".into()];
    for kind in games::GameKind::ALL {
        paths.push(format!("/new/{}", kind.id()));
        paths.push(format!("/help/{}", kind.id()));
    }
    // Signed in, so that the set-up forms show.
    let sign_up = Request::post("/api/accounts")
        .header(header::CONTENT_TYPE, "application/json")
        .header("x-tablon-csrf", "1")
        .body(Body::from(r#"{"username": "alice", "password": "correct horse"}"#))
        .unwrap();
    let signed = send(&app, sign_up).await;
    let cookie = header(&signed, "set-cookie").unwrap().split(';').next().unwrap().to_owned();
    for path in paths {
        let a = send(&app, Request::get(&path).header(header::COOKIE, &cookie).body(Body::empty()).unwrap())
            .await;
        assert_eq!(a.status, StatusCode::OK, "{path}");
        for tag in inline_script.find_iter(&a.text) {
            assert!(tag.as_str().contains(" src="), "{path}: an inline script: {}", tag.as_str());
        }
        assert!(!handler.is_match(&a.text), "{path}: an inline event handler");
        assert!(!a.text.contains("<style") && !a.text.contains(" style="), "{path}: an inline style");
    }
}
