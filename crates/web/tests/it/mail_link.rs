//! A seat's mail link opens the seat it was sent for in a browser that holds nothing (another
//! device), where the seat can play; reissuing or revoking the seat's link ends it, and a link
//! changed by a byte, or sent to another table's page, opens nothing.

use crate::common::Browser;
use axum::http::StatusCode;
use engine::SeatId;
use serde_json::{Value, json};
use server::{AppConfig, AppState};
use store::{Database, TableId};

fn config_44() -> Value {
    let log: Value = serde_json::from_str(include_str!("../../../forty-four/logs/bridge.json")).unwrap();
    log["config"].clone()
}

#[tokio::test]
async fn a_seats_mail_link_opens_it_on_any_device_until_its_link_is_reissued() {
    let dir = tempfile::tempdir().unwrap();
    let db = Database::connect(&format!("sqlite://{}", dir.path().join("t.db").display())).await.unwrap();
    let config = AppConfig { rate_per_sec: 0.0, argon2_kib: 8, argon2_passes: 1, ..AppConfig::default() };
    let state = AppState::new(db, config).await.unwrap();
    let app = web::app(state.clone());
    let mut director = Browser::new(&app, "en");
    director.post("/signup", &[("username", "director"), ("password", "long enough")]).await;
    let table =
        director.api("/api/tables", json!({"game": "44", "title": "Bridge", "config": config_44()})).await;
    let id = table["id"].as_i64().unwrap();

    let link = server::entry::link(&state, TableId(id), SeatId(1)).await.unwrap();
    let path = link.strip_prefix(&state.config().public_url).unwrap().to_owned();
    assert!(path.starts_with(&format!("/t/{id}/enter/m{id}.1.")), "{path}");

    // A phone that never saw the table: the link opens seat 1 there.
    let mut phone = Browser::new(&app, "es");
    assert_eq!(phone.get(&format!("/t/{id}")).await.status, StatusCode::NOT_FOUND);
    let opened = phone.get(&path).await;
    assert_eq!(opened.location, Some(format!("/t/{id}")), "{}", opened.text);
    let view = phone.get(&format!("/api/tables/{id}/view")).await;
    let view: Value = serde_json::from_str(&view.text).unwrap();
    assert_eq!(view["viewer"], json!({"seat": 1}), "{view}");
    assert_eq!(phone.get(&format!("/t/{id}")).await.status, StatusCode::OK);
    // It can act as the seat: name it.
    let named = phone.post(&format!("/t/{id}/name"), &[("name", "Lucía")]).await;
    assert_eq!(named.status, StatusCode::SEE_OTHER, "{}", named.text);
    assert!(director.get(&format!("/t/{id}")).await.text.contains("Lucía"));

    // A key changed by a byte, or another table's, opens nothing.
    let mut stranger = Browser::new(&app, "en");
    let forged = format!("{}{}", &path[..path.len() - 1], if path.ends_with('0') { '1' } else { '0' });
    assert_eq!(stranger.get(&forged).await.status, StatusCode::NOT_FOUND);
    let other =
        director.api("/api/tables", json!({"game": "44", "title": "Other", "config": config_44()})).await;
    let misplaced = path.replacen(&format!("/t/{id}/"), &format!("/t/{}/", other["id"]), 1);
    assert_eq!(stranger.get(&misplaced).await.status, StatusCode::NOT_FOUND);

    // The director reissues seat 1's link: the mail link opens nothing any more, there or anywhere.
    let reissued = director.post(&format!("/t/{id}/seats/1/link"), &[]).await;
    assert_eq!(reissued.status, StatusCode::SEE_OTHER);
    assert_eq!(phone.get(&format!("/t/{id}")).await.status, StatusCode::NOT_FOUND, "the phone lost the seat");
    assert_eq!(Browser::new(&app, "en").get(&path).await.status, StatusCode::NOT_FOUND);
    // The new link's mail link works again.
    let fresh = server::entry::link(&state, TableId(id), SeatId(1)).await.unwrap();
    assert_ne!(fresh, link);
    let again = phone.get(fresh.strip_prefix(&state.config().public_url).unwrap()).await;
    assert_eq!(again.location, Some(format!("/t/{id}")));
}

/// The accounts holding each seat of table `id`, as its director reads them.
async fn holders(director: &mut Browser, id: i64) -> Vec<Option<String>> {
    let seats: Value =
        serde_json::from_str(&director.get(&format!("/api/tables/{id}/seats")).await.text).unwrap();
    seats["seats"].as_array().unwrap().iter().map(|s| s["account"].as_str().map(str::to_owned)).collect()
}

#[tokio::test]
async fn a_seat_entered_by_its_mail_link_is_kept_in_an_account_like_one_joined_by_its_link() {
    let dir = tempfile::tempdir().unwrap();
    let db = Database::connect(&format!("sqlite://{}", dir.path().join("t.db").display())).await.unwrap();
    let config = AppConfig { rate_per_sec: 0.0, argon2_kib: 8, argon2_passes: 1, ..AppConfig::default() };
    let state = AppState::new(db, config).await.unwrap();
    let app = web::app(state.clone());
    let mut director = Browser::new(&app, "en");
    director.post("/signup", &[("username", "director"), ("password", "long enough")]).await;
    let table = director
        .api("/api/tables", json!({"game": "44", "title": "Bridge", "config": config_44(), "seat": 0}))
        .await;
    let id = table["id"].as_i64().unwrap();
    let link = server::entry::link(&state, TableId(id), SeatId(1)).await.unwrap();

    // On her phone Lucía opens her mail's link, then makes an account there and keeps the seat.
    let mut phone = Browser::new(&app, "es");
    phone.get(link.strip_prefix(&state.config().public_url).unwrap()).await;
    phone.post("/signup", &[("username", "lucia"), ("password", "long enough")]).await;
    let offered = phone.get("/tables").await.text;
    assert!(offered.contains("Guardarlo en mi cuenta"), "{offered}");
    assert_eq!(phone.post("/tables/attach", &[]).await.location.as_deref(), Some("/tables"));
    assert_eq!(holders(&mut director, id).await[1].as_deref(), Some("lucia"), "the account holds the seat");
    let mut laptop = Browser::new(&app, "en");
    laptop.post("/signin", &[("username", "lucia"), ("password", "long enough")]).await;
    assert!(laptop.get("/tables").await.text.contains("Bridge"), "any browser signed in finds it");

    // Held by the link, as if she had joined by it: reissuing the link frees the seat again.
    director.post(&format!("/t/{id}/seats/1/link"), &[]).await;
    assert_eq!(holders(&mut director, id).await[1], None);
}
