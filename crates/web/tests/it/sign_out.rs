//! Signing out of a browser that holds seats by their links: the page offers to forget them too
//! (a shared device) and says what the browser keeps; forgotten seats no longer open, kept ones do.

use crate::common::{Browser, site};
use axum::http::StatusCode;
use serde_json::{Value, json};

fn config_44() -> Value {
    let log: Value = serde_json::from_str(include_str!("../../../forty-four/logs/bridge.json")).unwrap();
    log["config"].clone()
}

/// A player who took seat `n` of table `table` by its link, then signed up: the browser holds the
/// seat by its link and an account session.
async fn player(app: &axum::Router, table: &Value, n: usize, name: &str, lang: &'static str) -> Browser {
    let token = table["invitations"][n]["token"].as_str().unwrap().to_owned();
    let mut b = Browser::new(app, lang);
    let joined = b.post("/join", &[("token", &token)]).await;
    assert_eq!(joined.status, StatusCode::SEE_OTHER, "{}", joined.text);
    b.post("/signup", &[("username", name), ("password", "long enough")]).await;
    assert!(b.cookies.get("tablon_session").is_some_and(|s| !s.is_empty()));
    b
}

#[tokio::test]
async fn signing_out_offers_to_forget_this_browsers_seats_and_says_what_is_kept() {
    let (app, _dir) = site().await;
    let mut director = Browser::new(&app, "en");
    director.post("/signup", &[("username", "director"), ("password", "long enough")]).await;
    let table =
        director.api("/api/tables", json!({"game": "44", "title": "Bridge", "config": config_44()})).await;
    let id = table["id"].as_i64().unwrap();
    let seat_cookie = format!("tablon_seat_{id}");

    // On a shared device: the header's button asks first, then the seat is forgotten too.
    let mut shared = player(&app, &table, 0, "visitor", "es").await;
    let asked = shared.post("/signout", &[]).await;
    assert_eq!(asked.location.as_deref(), Some("/signout"), "a browser holding seats is asked first");
    assert!(shared.cookies["tablon_session"].len() > 1, "and is still signed in");
    let offer = shared.get("/signout").await.text;
    assert!(offer.contains("name=\"device\" value=\"shared\""), "{offer}");
    assert!(offer.contains("Bridge"), "the seats it holds are named: {offer}");
    assert!(offer.contains("quien use este navegador puede jugarlo"), "{offer}");
    let out = shared.post("/signout", &[("device", "shared")]).await;
    assert_eq!(out.location.as_deref(), Some("/signout"));
    assert_eq!(shared.cookies["tablon_session"], "", "signed out");
    assert_eq!(shared.cookies[&seat_cookie], "", "the seat's link is forgotten too");
    let said = shared.get("/signout").await.text;
    assert!(said.contains("Este navegador no guarda ningún asiento"), "{said}");
    assert_eq!(
        shared.get(&format!("/t/{id}")).await.status,
        StatusCode::NOT_FOUND,
        "the seat no longer opens"
    );

    // On one's own device: the seat stays, and the page says so.
    let mut own = player(&app, &table, 1, "owner-of-phone", "en").await;
    let out = own.post("/signout", &[("device", "own")]).await;
    assert_eq!(out.location.as_deref(), Some("/signout"));
    assert_eq!(own.cookies["tablon_session"], "");
    assert!(own.cookies[&seat_cookie].len() > 1, "the seat's link is kept");
    let said = own.get("/signout").await.text;
    assert!(said.contains("still holds this seat") && said.contains("Bridge"), "{said}");
    assert_eq!(own.get(&format!("/t/{id}")).await.status, StatusCode::OK, "the kept seat still opens");

    // A browser without seats signs out at once from the header's button.
    let out = director.post("/signout", &[]).await;
    assert_eq!(out.location.as_deref(), Some("/signout"));
    assert_eq!(director.cookies["tablon_session"], "");
    assert!(director.get("/signout").await.text.contains("keeps no seat"));
}
