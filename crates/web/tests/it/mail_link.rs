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

/// A site that mails (to a port nothing listens on: the test reads the outbox), and its store.
async fn mailing_site() -> (axum::Router, Database, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let db = Database::connect(&format!("sqlite://{}", dir.path().join("t.db").display())).await.unwrap();
    let mail = server::mail::MailConfig::new("smtp://127.0.0.1:9", "Tablón <tablon@example.org>").unwrap();
    let config = AppConfig {
        rate_per_sec: 0.0,
        argon2_kib: 8,
        argon2_passes: 1,
        mail: Some(mail),
        ..AppConfig::default()
    };
    (web::app(AppState::new(db.clone(), config).await.unwrap()), db, dir)
}

/// How many mails were queued so far.
async fn queued(db: &Database) -> i64 {
    use store::Store;
    let mut n = 0;
    while db.delivery(store::DeliveryId(n + 1)).await.is_ok() {
        n += 1;
    }
    n
}

#[tokio::test]
async fn a_confirmed_address_is_offered_at_the_browsers_next_seat_and_used_only_when_taken() {
    use store::{MailOwner, Store};
    let (app, db, _dir) = mailing_site().await;
    let mut director = Browser::new(&app, "en");
    director.post("/signup", &[("username", "director"), ("password", "long enough")]).await;
    let mut tables = Vec::new();
    for title in ["Lighthouse", "Harbour", "Pier", "Dock"] {
        let t = director
            .api("/api/tables", json!({"game": "44", "title": title, "config": config_44(), "seat": 0}))
            .await;
        let token = t["invitations"][0]["token"].as_str().unwrap().to_owned();
        tables.push((t["id"].as_i64().unwrap(), token));
    }
    let [(a, a_link), (b, b_link), (c, c_link), (d, d_link)] = tables.try_into().unwrap();
    let seat_address = |table: i64| db.mail_address(MailOwner::Seat(TableId(table), SeatId(1)));

    // Lucía, without an account, takes a seat at the Lighthouse and confirms her address there.
    let mut lucia = Browser::new(&app, "es");
    assert_eq!(lucia.post("/join", &[("token", &a_link)]).await.location, Some(format!("/t/{a}")));
    lucia.post(&format!("/t/{a}/mail"), &[("address", "lucia@example.org")]).await;
    let confirmation = db.delivery(store::DeliveryId(1)).await.unwrap();
    let text = confirmation.payload["text"].as_str().unwrap();
    let confirm = text[text.find("/mail/confirm/").unwrap()..].split_whitespace().next().unwrap().to_owned();
    lucia.post(&confirm, &[]).await;
    assert!(seat_address(a).await.unwrap().confirmed_at.is_some());
    let mails = queued(&db).await;

    // Her next seat, in the same browser: before the table, she is asked whether that address
    // serves it too. Nothing is set until she says so.
    let joined = lucia.post("/join", &[("token", &b_link)]).await;
    assert_eq!(joined.location, Some(format!("/t/{b}/mail/offer")));
    let offer = lucia.get(&format!("/t/{b}/mail/offer")).await;
    assert_eq!(offer.status, StatusCode::OK, "{}", offer.text);
    for words in [
        "¿El correo sobre «Harbour» a tu dirección?",
        "Confirmaste lucia@example.org en «Lighthouse».",
        "Usar lucia@example.org también aquí",
        "No, gracias: ir a la mesa",
    ] {
        assert!(offer.text.contains(words), "{words}: {}", offer.text);
    }
    assert!(offer.text.contains(&format!("href=\"/t/{b}\"")), "declining goes to the table");
    assert!(matches!(seat_address(b).await, Err(store::StoreError::NotFound(_))), "offered, not set");
    // Nobody else is offered it, nor reads it: not another browser, not the table's director.
    let mut stranger = Browser::new(&app, "en");
    assert_eq!(stranger.get(&format!("/t/{b}/mail/offer")).await.status, StatusCode::NOT_FOUND);
    let refused = stranger.post(&format!("/t/{b}/mail/adopt"), &[("from", &a.to_string())]).await;
    assert_eq!(refused.status, StatusCode::NOT_FOUND);
    assert_eq!(director.get(&format!("/t/{b}/mail/offer")).await.location, Some(format!("/t/{b}")));
    let theirs = director.get(&format!("/api/tables/{b}/mail")).await.text;
    assert!(!theirs.contains("lucia@"), "{theirs}");
    assert!(!director.get(&format!("/t/{b}")).await.text.contains("lucia@"));
    // Another player's browser, holding a seat at the Dock, is offered nothing there.
    let mut bea = Browser::new(&app, "es");
    assert_eq!(bea.post("/join", &[("token", &d_link)]).await.location, Some(format!("/t/{d}")));
    assert!(!bea.get(&format!("/t/{d}/mail")).await.text.contains("lucia@"));

    // She takes it: the Harbour's mail goes to her confirmed address, with no new confirmation.
    let taken =
        lucia.post(&format!("/t/{b}/mail/adopt"), &[("from", &a.to_string()), ("then", "table")]).await;
    assert_eq!(taken.location, Some(format!("/t/{b}")), "{}", taken.text);
    let set = seat_address(b).await.unwrap();
    assert_eq!((set.address.as_str(), set.lang.as_str()), ("lucia@example.org", "es"));
    assert!(set.confirmed_at.is_some());
    assert_eq!(queued(&db).await, mails, "no confirmation mail");
    assert!(lucia.get(&format!("/t/{b}/mail")).await.text.contains("El correo va a lucia@example.org"));
    // The same post again changes nothing.
    let again = lucia.post(&format!("/t/{b}/mail/adopt"), &[("from", &a.to_string())]).await;
    assert_eq!(again.location, Some(format!("/t/{b}/mail")));
    assert_eq!(seat_address(b).await.unwrap().id, set.id);

    // A client taking the Pier's seat through the API is offered the same, in the answer.
    let mut client = Browser::new(&app, "es");
    client.cookies = lucia.cookies.clone();
    let joined = client.api("/api/join", json!({ "token": c_link })).await;
    assert_eq!(joined["offers"][0]["address"], "lucia@example.org", "{joined}");
    assert_eq!(joined["offers"][0]["from"], a, "{joined}");
    assert_eq!(joined["offers"].as_array().map(Vec::len), Some(1), "{joined}");
    assert!(matches!(seat_address(c).await, Err(store::StoreError::NotFound(_))), "offered, not set");
    let theirs = stranger.api("/api/join", json!({ "token": c_link })).await;
    assert_eq!(theirs["offers"], json!([]), "another browser is offered nothing");

    // At the Pier she declines (the link to the table): nothing is set, and the table's mail page
    // still offers it, once (her two seats' addresses are one).
    assert_eq!(lucia.post("/join", &[("token", &c_link)]).await.location, Some(format!("/t/{c}/mail/offer")));
    let table = lucia.get(&format!("/t/{c}")).await;
    assert_eq!(table.status, StatusCode::OK);
    assert!(matches!(seat_address(c).await, Err(store::StoreError::NotFound(_))));
    // The table's side column offers it too, beside the seat's mail link (to her alone), and no
    // longer where her seat's address is confirmed.
    assert!(table.text.contains("Usar lucia@example.org también aquí"), "{}", table.text);
    assert!(!director.get(&format!("/t/{c}")).await.text.contains("lucia@"));
    assert!(!lucia.get(&format!("/t/{b}")).await.text.contains("Usar lucia@example.org"));
    let page = lucia.get(&format!("/t/{c}/mail")).await.text;
    assert_eq!(page.matches("Usar lucia@example.org también aquí").count(), 1, "{page}");
    // A table where she holds no seat lends nothing.
    let bad = lucia.post(&format!("/t/{c}/mail/adopt"), &[("from", "999")]).await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);
    assert!(bad.text.contains("No tienes por su enlace ningún asiento de esa mesa"), "{}", bad.text);
    assert!(matches!(seat_address(c).await, Err(store::StoreError::NotFound(_))));
    // In English too.
    let mut en = Browser::new(&app, "en");
    en.cookies = lucia.cookies.clone();
    let page = en.get(&format!("/t/{c}/mail")).await.text;
    assert!(page.contains("You confirmed lucia@example.org at “Lighthouse”."), "{page}");
    assert!(page.contains("Use lucia@example.org here too"), "{page}");
}
