//! The shared pages through the whole router (API and pages), without a socket: form tokens,
//! accounts, languages, access to tables, actions and their refusals, whispers.

use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use serde_json::{Value, json};
use server::{AppConfig, AppState};
use store::{Database, Store};

use crate::common::{Browser, site, urlencode};

fn config_44() -> Value {
    let log: Value = serde_json::from_str(include_str!("../../../forty-four/logs/bridge.json")).unwrap();
    log["config"].clone()
}

#[tokio::test]
async fn the_home_page_speaks_the_browsers_language_and_the_switch_overrides_it() {
    let (app, _dir) = site().await;
    let mut es = Browser::new(&app, "es-AR,es;q=0.9");
    let home = es.get("/").await;
    assert_eq!(home.status, StatusCode::OK);
    assert!(home.text.contains("<html lang=\"es\""));
    let mut en = Browser::new(&app, "en-US");
    assert!(en.get("/").await.text.contains("<html lang=\"en\""));
    let switched = es.get("/lang/en?back=/help").await;
    assert_eq!(switched.location.as_deref(), Some("/help"));
    assert!(es.get("/help").await.text.contains("<html lang=\"en\""));
    // No open redirect through the switch.
    assert_eq!(es.get("/lang/es?back=//evil.example").await.location.as_deref(), Some("/"));
}

#[tokio::test]
async fn a_form_without_its_token_is_refused_and_changes_nothing() {
    let (app, _dir) = site().await;
    let mut b = Browser::new(&app, "en");
    let req = Request::post("/signup").header(header::CONTENT_TYPE, "application/x-www-form-urlencoded");
    let refused = b.send(req, Body::from("username=mallory&password=longenough1")).await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN);
    assert!(refused.text.contains("stale or came from another site"));
    // The name is still free.
    let made = b.post("/signup", &[("username", "mallory"), ("password", "longenough1")]).await;
    assert_eq!(made.status, StatusCode::SEE_OTHER, "{}", made.text);
}

#[tokio::test]
async fn sign_up_errors_are_shown_in_place_in_the_readers_language() {
    let (app, _dir) = site().await;
    let mut b = Browser::new(&app, "es");
    let short = b.post("/signup", &[("username", "ana"), ("password", "short")]).await;
    assert_eq!(short.status, StatusCode::BAD_REQUEST);
    assert!(short.text.contains("Una contraseña tiene de 8 a 256 caracteres"), "{}", short.text);
    assert!(short.text.contains("value=\"ana\""), "the name is kept");
    assert!(!short.text.contains("short"), "the password is not echoed");
    let ok = b.post("/signup", &[("username", "ana"), ("password", "long enough")]).await;
    assert_eq!(ok.location.as_deref(), Some("/tables"));
    assert!(b.get("/tables").await.text.contains("Mis mesas"));
}

#[tokio::test]
async fn signed_out_visitors_are_asked_to_sign_in_and_hidden_tables_are_not_found() {
    let (app, _dir) = site().await;
    let mut visitor = Browser::new(&app, "en");
    let none = visitor.get("/tables").await;
    assert_eq!(none.status, StatusCode::OK, "a browser without an account has its own tables");
    assert!(none.text.contains("This browser holds no seat yet"), "{}", none.text);
    assert_eq!(visitor.get("/new/44").await.status, StatusCode::UNAUTHORIZED);
    let mut owner = Browser::new(&app, "en");
    owner.post("/signup", &[("username", "owner"), ("password", "long enough")]).await;
    let table = owner
        .api("/api/tables", json!({"game": "44", "title": "Closed", "config": config_44(), "seat": 0}))
        .await;
    let path = format!("/t/{}", table["id"]);
    assert_eq!(owner.get(&path).await.status, StatusCode::OK);
    let hidden = visitor.get(&path).await;
    assert_eq!(hidden.status, StatusCode::NOT_FOUND);
    assert!(!hidden.text.contains("Closed"));
    assert_eq!(visitor.get(&format!("{path}/game")).await.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_seat_link_gives_the_seat_whispers_stay_between_their_seats() {
    let (app, _dir) = site().await;
    let mut director = Browser::new(&app, "en");
    director.post("/signup", &[("username", "director"), ("password", "long enough")]).await;
    let config = config_44();
    let table = director
        .api(
            "/api/tables",
            json!({"game": "44", "title": "Bridge", "config": config, "seat": 0, "spectators": true}),
        )
        .await;
    let id = table["id"].as_i64().unwrap();
    let token = table["invitations"][0]["token"].as_str().unwrap().to_owned();
    let mut player = Browser::new(&app, "en");
    let joined = player.post("/join", &[("token", &format!("#{token}"))]).await;
    assert_eq!(joined.location, Some(format!("/t/{id}")));
    let page = player.get(&format!("/t/{id}")).await;
    assert!(page.text.contains("you are") && page.text.contains("Mr. Clark"));

    let sent = player
        .post(
            &format!("/t/{id}/post"),
            &[("thread", "talk"), ("body", "psst, the code is 7"), ("whisper_to", "0")],
        )
        .await;
    assert_eq!(sent.status, StatusCode::SEE_OTHER);
    assert!(director.get(&format!("/t/{id}")).await.text.contains("psst, the code is 7"));
    let mut spectator = Browser::new(&app, "en");
    let seen = spectator.get(&format!("/t/{id}")).await.text;
    assert!(seen.contains("Bridge"));
    assert!(!seen.contains("psst"), "a spectator never gets a whisper");
    for secret in config["secrets"].as_array().unwrap() {
        assert!(!seen.contains(secret.as_str().unwrap()), "nor the Director's Secrets");
        assert!(!player.get(&format!("/t/{id}")).await.text.contains(secret.as_str().unwrap()));
    }
    // A whisper to oneself is refused in place, and nothing is written.
    let refused = player
        .post(&format!("/t/{id}/post"), &[("thread", "talk"), ("body", "to me"), ("whisper_to", "1")])
        .await;
    assert_eq!(refused.status, StatusCode::BAD_REQUEST);
    assert!(!director.get(&format!("/t/{id}")).await.text.contains("to me"));
}

#[tokio::test]
async fn a_refused_command_comes_back_next_to_its_form_and_changes_nothing() {
    let (app, _dir) = site().await;
    let mut director = Browser::new(&app, "en");
    director.post("/signup", &[("username", "director"), ("password", "long enough")]).await;
    let table = director
        .api("/api/tables", json!({"game": "44", "title": "Bridge", "config": config_44(), "seat": 0}))
        .await;
    let id = table["id"].as_i64().unwrap();
    let before = director.get(&format!("/t/{id}/game")).await.text;
    // The Director may not act now (the order is being chosen by a main character).
    let req = Request::post(format!("/t/{id}/act"))
        .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
        .header("hx-request", "true");
    let token = director.cookies["tablon_form"].clone();
    let body = format!("_csrf={token}&form=raw&command={}", urlencode(r#"{"type":"nonsense"}"#));
    let answer = director.send(req, Body::from(body)).await;
    assert_eq!(answer.status, StatusCode::OK, "htmx swaps only 2xx: the refusal rides in a 200");
    assert!(answer.text.contains("class=\"refusal\""), "{}", answer.text);
    let seq = |html: &str| html.split("data-seq=\"").nth(1).map(|s| s.split('"').next().unwrap().to_owned());
    assert_eq!(seq(&before), seq(&director.get(&format!("/t/{id}/game")).await.text));
}

#[tokio::test]
async fn every_page_has_a_title_a_language_and_labelled_fields() {
    let (app, _dir) = site().await;
    let mut b = Browser::new(&app, "en");
    b.post("/signup", &[("username", "reader"), ("password", "long enough")]).await;
    for path in
        ["/", "/help", "/help/44", "/help/tragedy-looper", "/tables", "/new", "/new/44", "/join", "/signin"]
    {
        let page = b.get(path).await;
        assert_eq!(page.status, StatusCode::OK, "{path}");
        assert!(page.text.contains("<title>") && page.text.contains("<html lang=\"en\""), "{path}");
        // Every input that is not hidden has a label or an aria-label.
        let mut at = 0;
        while let Some(found) = page.text[at..].find("<input") {
            let start = at + found;
            at = start + 6;
            let tag = page.text[start..].split('>').next().unwrap();
            if tag.contains("type=\"hidden\"") || tag.contains("type=\"checkbox\"") {
                continue;
            }
            let before = &page.text[..start];
            // Wrapped in a <label>, named by aria-label, or pointed at by a label's `for`.
            let wrapped =
                before.rfind("<label").is_some_and(|l| before.rfind("</label>").is_none_or(|c| c < l));
            let id = tag.split("id=\"").nth(1).map(|s| s.split('"').next().unwrap());
            let labelled = wrapped
                || tag.contains("aria-label")
                || id.is_some_and(|id| page.text.contains(&format!("for=\"{id}\"")));
            assert!(labelled, "{path}: an input without a label: {tag}");
        }
    }
}

#[tokio::test]
async fn an_author_edits_a_post_in_its_grace_period_and_the_history_keeps_both_texts() {
    let (app, _dir) = site().await;
    let mut director = Browser::new(&app, "en");
    director.post("/signup", &[("username", "director"), ("password", "long enough")]).await;
    let table = director
        .api("/api/tables", json!({"game": "44", "title": "Bridge", "config": config_44(), "seat": 0}))
        .await;
    let id = table["id"].as_i64().unwrap();
    director.post(&format!("/t/{id}/post"), &[("thread", "story"), ("body", "The fog rolls in.")]).await;
    let page = director.get(&format!("/t/{id}")).await.text;
    let post = page.split("action=\"/posts/").nth(1).unwrap().split('/').next().unwrap().to_owned();
    let edited = director.post(&format!("/posts/{post}/edit"), &[("body", "The fog rolls in, thick.")]).await;
    assert_eq!(edited.location, Some(format!("/t/{id}#post-{post}")));
    let history = director.get(&format!("/posts/{post}/history")).await.text;
    assert!(history.contains("The fog rolls in.") && history.contains("thick"));
    // Someone else cannot edit it.
    let token = table["invitations"][0]["token"].as_str().unwrap().to_owned();
    let mut player = Browser::new(&app, "en");
    player.post("/join", &[("token", &token)]).await;
    let refused = player.post(&format!("/posts/{post}/edit"), &[("body", "vandalised")]).await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN);
    assert!(!director.get(&format!("/t/{id}")).await.text.contains("vandalised"));
}

#[tokio::test]
async fn the_moderator_reissues_and_revokes_seat_links_and_the_old_link_stops_working() {
    let (app, _dir) = site().await;
    let mut director = Browser::new(&app, "en");
    director.post("/signup", &[("username", "director"), ("password", "long enough")]).await;
    let table = director
        .api("/api/tables", json!({"game": "44", "title": "Bridge", "config": config_44(), "seat": 0}))
        .await;
    let id = table["id"].as_i64().unwrap();
    let old = table["invitations"][0]["token"].as_str().unwrap().to_owned();
    let fresh = director.post(&format!("/t/{id}/seats/1/link"), &[]).await;
    assert_eq!(fresh.status, StatusCode::SEE_OTHER, "a reload must not replace the link again");
    let links = format!("/t/{id}/links");
    assert_eq!(fresh.location.as_deref(), Some(links.as_str()));
    let shown = director.get(&links).await;
    let link = shown.text.split("/join#").nth(1).unwrap()[..64].to_owned();
    // Shown once: a reload of the links page shows no link, and says where to replace one.
    let again = director.get(&links).await;
    assert_eq!(again.status, StatusCode::OK);
    assert!(!again.text.contains("/join#") && again.text.contains("shown once"), "{}", again.text);
    let mut stale = Browser::new(&app, "en");
    assert_eq!(stale.post("/join", &[("token", &old)]).await.status, StatusCode::NOT_FOUND);
    let mut player = Browser::new(&app, "en");
    assert_eq!(player.post("/join", &[("token", &link)]).await.status, StatusCode::SEE_OTHER);
    assert_eq!(player.get(&format!("/t/{id}")).await.status, StatusCode::OK);
    director.post(&format!("/t/{id}/seats/1/revoke"), &[]).await;
    // The seat cookie held the revoked link: the table is hidden again.
    assert_eq!(player.get(&format!("/t/{id}")).await.status, StatusCode::NOT_FOUND);
    // A player cannot manage links.
    let mut other = Browser::new(&app, "en");
    other.post("/signup", &[("username", "other"), ("password", "long enough")]).await;
    assert_eq!(other.post(&format!("/t/{id}/seats/1/link"), &[]).await.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn the_moderator_sees_who_holds_each_seat_and_removes_a_player() {
    let (app, _dir) = site().await;
    let mut director = Browser::new(&app, "en");
    director.post("/signup", &[("username", "director"), ("password", "long enough")]).await;
    let table = director
        .api("/api/tables", json!({"game": "44", "title": "Bridge", "config": config_44(), "seat": 0}))
        .await;
    let id = table["id"].as_i64().unwrap();
    let link = table["invitations"][0]["token"].as_str().unwrap().to_owned();
    let page = director.get(&format!("/t/{id}")).await.text;
    assert!(page.contains("link only"), "seat 1 is held by its link only");
    let mut player = Browser::new(&app, "en");
    player.post("/signup", &[("username", "player"), ("password", "long enough")]).await;
    assert_eq!(player.post("/join", &[("token", &link)]).await.status, StatusCode::SEE_OTHER);
    let page = director.get(&format!("/t/{id}")).await.text;
    assert!(page.contains("held by <strong>player</strong>"), "{page}");
    assert!(!player.get(&format!("/t/{id}")).await.text.contains("Remove player"), "players see no holders");
    let removed = director.post(&format!("/t/{id}/seats/1/remove"), &[]).await;
    assert_eq!(removed.status, StatusCode::SEE_OTHER);
    // Neither the account nor the link in its seat cookie opens the table now.
    assert_eq!(player.get(&format!("/t/{id}")).await.status, StatusCode::NOT_FOUND);
    let mut es = Browser::new(&app, "es");
    es.post("/signin", &[("username", "director"), ("password", "long enough")]).await;
    let page = es.get(&format!("/t/{id}")).await.text;
    assert!(page.contains("con la cuenta <strong>director</strong>"), "{page}");
    assert!(!page.contains("<strong>player</strong>"), "seat 1 is free");
}

#[tokio::test]
async fn a_browser_without_an_account_keeps_seats_at_two_tables() {
    let (app, _dir) = site().await;
    let mut director = Browser::new(&app, "en");
    director.post("/signup", &[("username", "director"), ("password", "long enough")]).await;
    let mut player = Browser::new(&app, "en");
    let mut ids = Vec::new();
    for title in ["First", "Second"] {
        let t = director
            .api("/api/tables", json!({"game": "44", "title": title, "config": config_44(), "seat": 0}))
            .await;
        let token = t["invitations"][0]["token"].as_str().unwrap().to_owned();
        assert_eq!(player.post("/join", &[("token", &token)]).await.status, StatusCode::SEE_OTHER);
        ids.push(t["id"].as_i64().unwrap());
    }
    for id in ids {
        let page = player.get(&format!("/t/{id}")).await;
        assert_eq!(page.status, StatusCode::OK, "table {id}");
        assert!(page.text.contains("Mr. Clark"));
    }
}

#[tokio::test]
async fn a_browser_without_an_account_finds_its_tables_and_keeps_them_in_an_account_later() {
    let (app, _dir) = site().await;
    let mut director = Browser::new(&app, "en");
    director.post("/signup", &[("username", "director"), ("password", "long enough")]).await;
    let mut tables = Vec::new();
    for title in ["Lighthouse", "Elsewhere"] {
        let t =
            director.api("/api/tables", json!({"game": "44", "title": title, "config": config_44()})).await;
        let id = t["id"].as_i64().unwrap();
        let details: Value =
            serde_json::from_str(&director.get(&format!("/api/tables/{id}")).await.text).unwrap();
        // The player gets the link of a seat the game waits on from the start.
        let waited = details["waiting_on"][0].as_u64().unwrap();
        let invitation = t["invitations"].as_array().unwrap().iter().find(|i| i["seat"] == waited).unwrap();
        tables.push((id, invitation["token"].as_str().unwrap().to_owned()));
    }
    let (id, token) = tables[0].clone();
    let mut player = Browser::new(&app, "es");
    assert!(player.get("/tables").await.text.contains("Este navegador aún no tiene asientos"));
    assert!(!player.get("/").await.text.contains("href=\"/tables\""), "no tables to find yet");
    assert_eq!(player.post("/join", &[("token", &token)]).await.location, Some(format!("/t/{id}")));

    // Its tables, without an account: the seat its cookie holds, and no other table.
    let mine = player.get("/tables").await;
    assert_eq!(mine.status, StatusCode::OK);
    assert!(mine.text.contains("Lighthouse") && !mine.text.contains("Elsewhere"), "{}", mine.text);
    assert!(mine.text.contains("Te toca") && mine.text.contains("Solo en este navegador"), "{}", mine.text);
    assert!(mine.text.contains("Ocupas aquí un asiento solo por su enlace"), "{}", mine.text);
    assert!(mine.text.contains("href=\"/signup?back=/tables\""), "{}", mine.text);
    // The home page starts with the tables waiting on it, and the top bar leads to them.
    let home = player.get("/").await.text;
    let waiting = home.find("Una mesa te está esperando").expect("the waiting tables");
    assert!(waiting < home.find("<h1>Una mesa para juegos narrativos").unwrap(), "they come first");
    assert!(home[waiting..].contains(&format!("href=\"/t/{id}\"")));
    assert!(home.contains("href=\"/tables\""));
    let api: Value = serde_json::from_str(&player.get("/api/me/tables").await.text).unwrap();
    assert_eq!(api["seats"].as_array().unwrap().len(), 1, "{api}");
    assert_eq!(
        (api["seats"][0]["link_only"].as_bool(), api["seats"][0]["your_turn"].as_bool()),
        (Some(true), Some(true))
    );
    // Attaching needs an account.
    let refused = player.post("/tables/attach", &[]).await;
    assert_eq!(refused.status, StatusCode::UNAUTHORIZED);

    // Later the player makes an account and keeps the seat in it.
    player.post("/signup", &[("username", "lucia"), ("password", "long enough")]).await;
    assert!(player.get("/tables").await.text.contains("Guardarlo en mi cuenta"));
    assert_eq!(player.post("/tables/attach", &[]).await.location.as_deref(), Some("/tables"));
    let kept = player.get("/tables").await.text;
    assert!(kept.contains("Lighthouse") && !kept.contains("Solo en este navegador"), "{kept}");
    // Any browser signed in to the account finds it now, and plays it.
    let mut elsewhere = Browser::new(&app, "en");
    elsewhere.post("/signin", &[("username", "lucia"), ("password", "long enough")]).await;
    let there = elsewhere.get("/tables").await.text;
    assert!(there.contains("Lighthouse") && there.contains("Your move"), "{there}");
    assert!(elsewhere.get("/").await.text.contains("A table is waiting on you"));
    assert!(elsewhere.get(&format!("/t/{id}")).await.text.contains("you are"));
    // A seat another account holds is not taken by attaching its link.
    let (other, other_token) = tables[1].clone();
    let mut bea = Browser::new(&app, "en");
    bea.post("/signup", &[("username", "bea"), ("password", "long enough")]).await;
    bea.post("/join", &[("token", &other_token)]).await;
    player.post("/join", &[("token", &other_token)]).await;
    let seats: Value =
        serde_json::from_str(&director.get(&format!("/api/tables/{other}/seats")).await.text).unwrap();
    let holders: Vec<&str> =
        seats["seats"].as_array().unwrap().iter().filter_map(|s| s["account"].as_str()).collect();
    assert_eq!(holders, ["lucia"], "joining signed in by a link takes the seat: {seats}");
    let mut stranger = Browser::new(&app, "en");
    stranger.cookies = bea.cookies.clone();
    stranger.cookies.remove("tablon_session");
    stranger.post("/signup", &[("username", "carmen"), ("password", "long enough")]).await;
    stranger.post("/tables/attach", &[]).await;
    let seats: Value =
        serde_json::from_str(&director.get(&format!("/api/tables/{other}/seats")).await.text).unwrap();
    let holders: Vec<&str> =
        seats["seats"].as_array().unwrap().iter().filter_map(|s| s["account"].as_str()).collect();
    assert_eq!(holders, ["lucia"], "attaching takes no seat an account holds: {seats}");
}

#[tokio::test]
async fn the_mail_page_says_when_the_server_sends_no_mail() {
    let (app, _dir) = site().await;
    let mut b = Browser::new(&app, "es");
    assert_eq!(b.get("/mail").await.location.as_deref(), Some("/signin?back=/mail"));
    b.post("/signup", &[("username", "ana"), ("password", "long enough")]).await;
    let page = b.get("/mail").await;
    assert!(page.text.contains("Este servidor no envía correo"), "{}", page.text);
    assert!(!page.text.contains("name=\"address\""), "no form to fill in for nothing");
}

#[tokio::test]
async fn an_address_is_set_confirmed_once_and_a_kind_stopped_by_its_link_without_signing_in() {
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
    let app = web::app(AppState::new(db.clone(), config).await.unwrap());
    let mut b = Browser::new(&app, "es");
    b.post("/signup", &[("username", "ana"), ("password", "long enough")]).await;
    let bad = b.post("/mail", &[("address", "ana at example")]).await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);
    assert!(bad.text.contains("Eso no es una dirección de correo"), "{}", bad.text);
    assert_eq!(b.post("/mail", &[("address", "ana@example.org")]).await.location.as_deref(), Some("/mail"));
    assert!(b.get("/mail").await.text.contains("Pendiente de confirmar"));
    // The confirmation mail, in Spanish, waits in the outbox with its link.
    let queued = db.delivery(store::DeliveryId(1)).await.unwrap();
    assert_eq!(queued.payload["to"], "ana@example.org");
    let text = queued.payload["text"].as_str().unwrap();
    assert!(text.contains("Para confirmarla"), "{text}");
    let at = text.find("/mail/confirm/").unwrap();
    let link = text[at..].split_whitespace().next().unwrap().to_owned();
    let mut stranger = Browser::new(&app, "en");
    // Opening the link (a GET, as a mail scanner does) only asks: the address stays unconfirmed.
    let asked = stranger.get(&link).await;
    assert!(
        asked.text.contains("Confirm the address") && asked.text.contains("method=\"post\""),
        "{}",
        asked.text
    );
    assert!(b.get("/mail").await.text.contains("Pendiente de confirmar"));
    assert!(stranger.post(&link, &[]).await.text.contains("Your address is confirmed"));
    assert_eq!(
        stranger.post(&link, &[]).await.status,
        StatusCode::NOT_FOUND,
        "a confirmation link works once"
    );
    assert!(b.get("/mail").await.text.contains("El correo va a ana@example.org"));
    // The unsubscribe link asks first (a GET changes nothing), then stops that kind.
    let key = db.mail_address(store::MailOwner::User(store::UserId(1))).await.unwrap().unsubscribe_key;
    let ask = stranger.get(&format!("/mail/unsubscribe/{key}/your-move")).await;
    assert!(ask.text.contains(&format!("action=\"/mail/stop/{key}/your-move\"")), "{}", ask.text);
    assert!(b.get("/mail").await.text.contains("value=\"your-move\" checked"));
    let req = Request::post(format!("/mail/stop/{key}/your-move"));
    let done = stranger.send(req, Body::empty()).await;
    assert!(done.text.contains("no more mails of this kind"), "{}", done.text);
    let page = b.get("/mail").await.text;
    assert!(
        !page.contains("value=\"your-move\" checked") && page.contains("value=\"addressed\" checked"),
        "{page}"
    );
    let wrong = stranger.send(Request::post(format!("/mail/stop/{key}x/your-move")), Body::empty()).await;
    assert_eq!(wrong.status, StatusCode::NOT_FOUND);
}

/// A post's dice box and a group whisper through the pages' form: the roll is shown inside the
/// post (label, faces, total, copies) to the whisper's readers, listed on their dice pages, and
/// never on the page or dice page of a seat outside the group; a roll without a label is refused in
/// place and writes nothing.
#[tokio::test]
async fn a_whispered_roll_reaches_the_group_only_through_the_pages() {
    let (app, _dir) = site().await;
    let log: Value =
        serde_json::from_str(include_str!("../../../tragedy-looper/logs/fs1_two_days.json")).unwrap();
    let mut master = Browser::new(&app, "en");
    master.post("/signup", &[("username", "master"), ("password", "long enough")]).await;
    let table = master
        .api(
            "/api/tables",
            json!({"game": "tragedy-looper", "title": "Dice", "config": log["config"], "seat": 0}),
        )
        .await;
    let id = table["id"].as_i64().unwrap();
    let token = |seat: u64| {
        let i = table["invitations"].as_array().unwrap().iter().find(|i| i["seat"] == seat).unwrap();
        i["token"].as_str().unwrap().to_owned()
    };
    let mut players = Vec::new();
    for seat in [1, 2, 3] {
        let mut b = Browser::new(&app, if seat == 2 { "es" } else { "en" });
        let joined = b.post("/join", &[("token", &format!("#{}", token(seat)))]).await;
        assert_eq!(joined.location, Some(format!("/t/{id}")));
        players.push(b);
    }
    let form = players[0].get(&format!("/t/{id}")).await.text;
    assert!(form.contains("name=\"dice\"") && form.contains("name=\"dice_label\""), "the dice box");
    assert!(form.contains("name=\"whisper_to\" multiple"), "a group can be chosen");
    let sent = players[0]
        .post(
            &format!("/t/{id}/post"),
            &[
                ("thread", "talk"),
                ("body", "for the two of you"),
                ("whisper_to", "2"),
                ("whisper_to", "3"),
                ("dice", "3d6+2"),
                ("dice_label", "lock-label"),
            ],
        )
        .await;
    assert_eq!(sent.status, StatusCode::SEE_OTHER);
    for (n, reads) in [(1, true), (2, true)] {
        let page = players[n].get(&format!("/t/{id}")).await.text;
        assert_eq!(page.contains("lock-label"), reads);
        assert!(page.contains("class=\"post-roll\"") && page.contains("3d6+2"), "the roll in the post");
        let dice = players[n].get(&format!("/t/{id}/dice")).await.text;
        assert!(dice.contains("lock-label"), "listed on the dice page");
    }
    let spanish = players[1].get(&format!("/t/{id}")).await.text;
    assert!(spanish.contains("total "), "the total, in Spanish too");
    // The roll's own page (the link a copy carries) says what it was for.
    let at = spanish.find("/roll/").expect("the verification link");
    let path = &spanish[at..at + spanish[at..].find('"').unwrap()];
    let one = players[2].get(&path.replace("&amp;", "&")).await.text;
    assert!(one.contains("lock-label") && one.contains("3d6+2"), "{one}");
    for page in [master.get(&format!("/t/{id}")).await.text, master.get(&format!("/t/{id}/dice")).await.text]
    {
        assert!(!page.contains("lock-label") && !page.contains("for the two of you"), "the Mastermind");
    }
    // "@Mente maestra" (the part in Spanish) addresses the Mastermind as "@Mastermind" does, and
    // no seat may take a part's name in either language.
    let sent = players[1]
        .post(&format!("/t/{id}/post"), &[("thread", "talk"), ("body", "@Mente maestra, ¿y ahora?")])
        .await;
    assert_eq!(sent.status, StatusCode::SEE_OTHER);
    let page = master.get(&format!("/t/{id}")).await.text;
    let at = page.find("¿y ahora?").unwrap();
    let article = &page[page[..at].rfind("<article").unwrap()..at];
    assert!(article.contains("class=\"post addressed\""), "{article}");
    // A Protagonist by its player's letter, in either language: "@Protagonista B" is seat 2, and
    // the post form offers it (to an English reader too) as one types.
    let form = players[0].get(&format!("/t/{id}")).await.text;
    assert!(
        form.contains("&quot;Protagonista B&quot;") && form.contains("&quot;Protagonist C&quot;"),
        "{form}"
    );
    let sent = players[0]
        .post(&format!("/t/{id}/post"), &[("thread", "talk"), ("body", "@Protagonista B, what now?")])
        .await;
    assert_eq!(sent.status, StatusCode::SEE_OTHER);
    let page = players[1].get(&format!("/t/{id}")).await.text;
    let at = page.find("what now?").unwrap();
    let article = &page[page[..at].rfind("<article").unwrap()..at];
    assert!(article.contains("class=\"post addressed\""), "{article}");
    let renamed = players[2].post(&format!("/t/{id}/name"), &[("name", "Protagonist A")]).await;
    assert_ne!(renamed.status, StatusCode::SEE_OTHER, "a player's letter is taken");
    let renamed = players[2].post(&format!("/t/{id}/name"), &[("name", "mente maestra")]).await;
    assert_ne!(renamed.status, StatusCode::SEE_OTHER, "a part's name in Spanish is taken");
    let renamed = players[2].post(&format!("/t/{id}/name"), &[("name", "Zed")]).await;
    assert_eq!(renamed.status, StatusCode::SEE_OTHER, "a free name is taken");
    // No label: refused in place, nothing written.
    let refused = players[0]
        .post(&format!("/t/{id}/post"), &[("thread", "talk"), ("body", "unlabelled"), ("dice", "d6")])
        .await;
    assert_eq!(refused.status, StatusCode::BAD_REQUEST);
    assert!(!players[1].get(&format!("/t/{id}")).await.text.contains("unlabelled"));
}

/// The dice page of a 44 table, for its player: the set-up's order roll, thrown by no seat, is
/// listed as thrown before the table and told as the order roll of the first Countdown, with
/// whose die read what; no row shows a client seed; a spectator gets no dice page.
#[tokio::test]
async fn a_player_reads_the_set_up_roll_on_the_dice_page_in_words() {
    let (app, _dir) = site().await;
    let mut director = Browser::new(&app, "en");
    director.post("/signup", &[("username", "director"), ("password", "long enough")]).await;
    let table = director
        .api(
            "/api/tables",
            json!({"game": "44", "title": "Bridge", "config": config_44(), "seat": 0, "spectators": true}),
        )
        .await;
    let id = table["id"].as_i64().unwrap();
    let token = table["invitations"][0]["token"].as_str().unwrap().to_owned();
    for (lang, order, listed) in [
        ("en", "Order roll (Countdown 4)", "thrown before the table"),
        ("es", "Tirada de orden (Cuenta atrás 4)", "se tiró ante la mesa"),
    ] {
        let mut player = Browser::new(&app, lang);
        player.post("/join", &[("token", &format!("#{token}"))]).await;
        let dice = player.get(&format!("/t/{id}/dice")).await;
        assert_eq!(dice.status, StatusCode::OK);
        assert!(dice.text.contains(order) && dice.text.contains(listed), "{lang}: {}", dice.text);
        assert!(dice.text.contains("Mr. Clark: "), "whose die read what");
        let rows = &dice.text[dice.text.find("<tbody>").unwrap()..dice.text.find("</tbody>").unwrap()];
        // (The verification link holds it, as the roll's address; the row's words do not.)
        let words = &rows[..rows.find("copy-cell").unwrap()];
        assert!(!words.contains("setup") && !words.contains("s0:"), "no client seed in a row: {rows}");
    }
    let mut spectator = Browser::new(&app, "en");
    assert_eq!(spectator.get(&format!("/t/{id}/dice")).await.status, StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn a_link_only_seat_sets_its_own_address_and_mail_per_table_and_follows_the_table_by_a_feed() {
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
    let app = web::app(AppState::new(db.clone(), config).await.unwrap());
    let mut director = Browser::new(&app, "en");
    director.post("/signup", &[("username", "director"), ("password", "long enough")]).await;
    let t = director
        .api("/api/tables", json!({"game": "44", "title": "Harbour", "config": config_44(), "seat": 0}))
        .await;
    let id = t["id"].as_i64().unwrap();
    let token = t["invitations"][0]["token"].as_str().unwrap().to_owned();
    let mut player = Browser::new(&app, "es");
    player.post("/join", &[("token", &token)]).await;
    let table = player.get(&format!("/t/{id}")).await.text;
    assert!(table.contains(&format!("href=\"/t/{id}/mail\"")), "the table leads to its mail settings");
    assert!(table.contains("id=\"tab-alerts\"") && table.contains("data-your-move=\"te toca\""), "{table}");

    // Without an account, the seat gets its own address, confirmed by a mailed link.
    let settings = player.get(&format!("/t/{id}/mail")).await;
    assert_eq!(settings.status, StatusCode::OK, "{}", settings.text);
    assert!(settings.text.contains("Ocupas este asiento solo por su enlace"), "{}", settings.text);
    let bad = player.post(&format!("/t/{id}/mail"), &[("address", "nope")]).await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);
    let set = player.post(&format!("/t/{id}/mail"), &[("address", "lucia@example.org")]).await;
    assert_eq!(set.location, Some(format!("/t/{id}/mail")));
    let owner = store::MailOwner::Seat(store::TableId(id), engine::SeatId(1));
    let address = db.mail_address(owner).await.unwrap();
    assert_eq!((address.address.as_str(), address.lang.as_str()), ("lucia@example.org", "es"));
    let queued = db.delivery(store::DeliveryId(1)).await.unwrap();
    let text = queued.payload["text"].as_str().unwrap();
    let at = text.find("/mail/confirm/").unwrap();
    let link = text[at..].split_whitespace().next().unwrap().to_owned();
    assert!(Browser::new(&app, "en").post(&link, &[]).await.text.contains("Your address is confirmed"));
    assert!(player.get(&format!("/t/{id}/mail")).await.text.contains("El correo va a lucia@example.org"));
    // Kinds at this table: the daily digest instead of the single mails.
    let kinds =
        player.post(&format!("/t/{id}/mail/kinds"), &[("kind", "your-move"), ("kind", "digest")]).await;
    assert_eq!(kinds.status, StatusCode::SEE_OTHER);
    let address = db.mail_address(owner).await.unwrap();
    let here = Some(store::TableId(id));
    assert!(address.wants("digest", here, false) && !address.wants("addressed", here, true));
    // Another browser holds no seat here: no settings to see or change.
    let mut stranger = Browser::new(&app, "en");
    assert_eq!(stranger.get(&format!("/t/{id}/mail")).await.status, StatusCode::NOT_FOUND);
    let refused = stranger.post(&format!("/t/{id}/mail"), &[("address", "evil@example.org")]).await;
    assert_eq!(refused.status, StatusCode::NOT_FOUND);
    assert_eq!(db.mail_address(owner).await.unwrap().address, "lucia@example.org");

    // The director's seat is their account's: its mail goes to the account's address.
    let theirs = director.get(&format!("/t/{id}/mail")).await.text;
    assert!(
        theirs.contains("Set your account's mail address first") && !theirs.contains("name=\"address\""),
        "{theirs}"
    );

    // The seat's feed: a secret link, shown once, that tells the table as the seat sees it.
    let made = player.post(&format!("/t/{id}/feed"), &[]).await;
    assert_eq!(made.status, StatusCode::OK);
    let at = made.text.find("/feeds/").expect("the feed link");
    let feed = made.text[at..].split('<').next().unwrap().to_owned();
    let atom = stranger.get(&feed).await;
    assert_eq!(atom.status, StatusCode::OK);
    assert!(atom.text.starts_with("<?xml") && atom.text.contains("<title>Harbour</title>"), "{}", atom.text);
    assert!(atom.text.contains("xml:lang=\"es\"") && atom.text.contains("<entry>"), "{}", atom.text);
    for secret in config_44()["secrets"].as_array().unwrap() {
        assert!(!atom.text.contains(secret.as_str().unwrap()), "the Director's Secrets stay hidden");
    }
    assert!(
        player.get(&format!("/t/{id}/mail")).await.text.contains("Tu asiento tiene un enlace a su canal")
    );
    // A new link ends the old one; revoking ends the feed.
    let again = player.post(&format!("/t/{id}/feed"), &[]).await.text;
    let at = again.find("/feeds/").unwrap();
    let second = again[at..].split('<').next().unwrap().to_owned();
    assert_eq!(stranger.get(&feed).await.status, StatusCode::NOT_FOUND);
    assert_eq!(stranger.get(&second).await.status, StatusCode::OK);
    // When the seat changes hands (its link reissued), its feed ends too.
    director.post(&format!("/t/{id}/seats/1/link"), &[]).await;
    assert_eq!(stranger.get(&second).await.status, StatusCode::NOT_FOUND);
    // The table is not open to spectators: no public feed.
    assert_eq!(stranger.get(&format!("/feeds/tables/{id}")).await.status, StatusCode::NOT_FOUND);
    let open = director
        .api(
            "/api/tables",
            json!({"game": "44", "title": "Pier", "config": config_44(), "seat": 0, "spectators": true}),
        )
        .await;
    let public = stranger.get(&format!("/feeds/tables/{}?lang=en", open["id"])).await;
    assert_eq!(public.status, StatusCode::OK);
    assert!(public.text.contains("<title>Pier</title>"), "{}", public.text);
    let page = stranger.get(&format!("/t/{}", open["id"])).await.text;
    assert!(page.contains(&format!("href=\"/feeds/tables/{}?lang=en\"", open["id"])), "{page}");
    assert!(
        page.contains("<link rel=\"alternate\" type=\"application/atom+xml\""),
        "feed readers find it: {page}"
    );
}

/// Issue 17: a table id that is not a number, and every other address that names nothing, gets
/// the error page in the reader's language, never the router's plain English; the API answers
/// its JSON 404 with a stable code.
#[tokio::test]
async fn a_bad_address_gets_the_error_page_in_the_readers_language() {
    let (app, _dir) = site().await;
    let mut es = Browser::new(&app, "es");
    for path in ["/t/abc", "/t/1/game?x", "/t/99999999999999999999", "/t/-/dice", "/roll/a/b/c", "/nowhere"] {
        let page = es.get(path).await;
        assert_eq!(page.status, StatusCode::NOT_FOUND, "{path}");
        assert!(page.text.contains("<html lang=\"es\""), "{path}: {}", page.text);
        assert!(page.text.contains("class=\"card error-page\""), "{path}: {}", page.text);
        assert!(!page.text.contains("Invalid URL") && !page.text.contains("Cannot parse"), "{path}");
    }
    assert!(es.get("/t/abc").await.text.contains("No hay nada en esta dirección"));
    let forged = es.post("/t/1/seats/300/link", &[]).await;
    assert_eq!(forged.status, StatusCode::NOT_FOUND);
    assert!(forged.text.contains("<html lang=\"es\""));
    let api = es.send(Request::get("/api/tables/abc"), Body::empty()).await;
    assert_eq!(api.status, StatusCode::NOT_FOUND);
    let body: Value = serde_json::from_str(&api.text).unwrap();
    assert_eq!(body["error"]["code"], "path.not_found");
}

/// Issue 17: the moderator suspends and resumes a table from its page, each destructive action
/// behind a confirmation (a disclosure that says what follows); everyone sees the suspension, and
/// a game without a skip rule offers no skip.
#[tokio::test]
async fn the_moderator_suspends_and_resumes_from_the_page_after_confirming() {
    let (app, _dir) = site().await;
    let mut director = Browser::new(&app, "en");
    director.post("/signup", &[("username", "director"), ("password", "long enough")]).await;
    let table = director
        .api("/api/tables", json!({"game": "44", "title": "Bridge", "config": config_44(), "seat": 0}))
        .await;
    let id = table["id"].as_i64().unwrap();
    let token = table["invitations"][0]["token"].as_str().unwrap().to_owned();
    let mut player = Browser::new(&app, "es");
    assert_eq!(player.post("/join", &[("token", &token)]).await.status, StatusCode::SEE_OTHER);

    let page = director.get(&format!("/t/{id}")).await.text;
    let confirm = regex_lite::Regex::new(&format!(
        r#"<details class="confirm"><summary>Suspend the table</summary><form method="post" action="/t/{id}/suspend">"#
    ))
    .unwrap();
    assert!(confirm.is_match(&page), "{page}");
    assert!(page.contains("No move is taken until you resume it"));
    for (action, help) in [("revoke", "The link stops working at once"), ("link", "A new link replaces")] {
        assert!(page.contains(&format!("action=\"/t/{id}/seats/1/{action}\"")), "{action}");
        assert!(page.contains(help), "{help}");
    }
    assert!(!page.contains(&format!("/t/{id}/skip")), "44 has no skip rule");
    assert!(!player.get(&format!("/t/{id}")).await.text.contains("/suspend\""), "players do not moderate");
    assert_eq!(player.post(&format!("/t/{id}/suspend"), &[]).await.status, StatusCode::FORBIDDEN);

    let suspended = director.post(&format!("/t/{id}/suspend"), &[]).await;
    assert_eq!(suspended.status, StatusCode::SEE_OTHER);
    let seen = player.get(&format!("/t/{id}")).await.text;
    assert!(seen.contains("Suspendida por su moderador desde"), "{seen}");
    let page = director.get(&format!("/t/{id}")).await.text;
    assert!(page.contains(&format!("action=\"/t/{id}/resume\"")));
    let skip = director.post(&format!("/t/{id}/skip"), &[]).await;
    assert_eq!(skip.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", skip.text);
    assert!(skip.text.contains("<html lang=\"en\""));

    assert_eq!(director.post(&format!("/t/{id}/resume"), &[]).await.status, StatusCode::SEE_OTHER);
    assert!(!player.get(&format!("/t/{id}")).await.text.contains("Suspendida por su moderador"));
}

/// GenreFuzzion's rules let the Moderator suspend a scene for a late player: the page offers that
/// skip, asking who starts the next scene.
#[tokio::test]
async fn a_genrefuzzion_moderator_is_offered_the_games_skip() {
    let (app, _dir) = site().await;
    let mut moderator = Browser::new(&app, "en");
    moderator.post("/signup", &[("username", "moderator"), ("password", "long enough")]).await;
    let log: Value =
        serde_json::from_str(include_str!("../../../genrefuzzion/logs/scott_pilgrim.json")).unwrap();
    let table = moderator
        .api(
            "/api/tables",
            json!({"game": "genrefuzzion", "title": "Scott", "config": log["config"], "seat": 0}),
        )
        .await;
    let id = table["id"].as_i64().unwrap();
    let page = moderator.get(&format!("/t/{id}")).await.text;
    assert!(page.contains(&format!("action=\"/t/{id}/skip\"")), "{page}");
    assert!(page.contains("name=\"next_starter\"") && page.contains("Who starts the next scene"));
}

/// Issue 17: a Tragedy Looper game played to its end shows every seat how each loop went (the
/// incidents with their culprits, who died, the secret causes), with the script turned over; not a
/// word of it before the end.
#[tokio::test]
async fn a_finished_tragedy_looper_game_tells_each_loop_to_everyone() {
    let (app, _dir) = site().await;
    let script = tragedy_looper::SCRIPTS.iter().find(|(n, _)| n.starts_with("fs1")).unwrap().1;
    let config = tragedy_looper::Config {
        script: tragedy_looper::parse_script(script).unwrap(),
        protagonists: 1,
        options: Default::default(),
    };
    let config = serde_json::to_value(&config).unwrap();
    let mut master = Browser::new(&app, "en");
    master.post("/signup", &[("username", "master"), ("password", "long enough")]).await;
    let table = master
        .api("/api/tables", json!({"game": "tragedy-looper", "title": "Loops", "config": config, "seat": 0}))
        .await;
    let id = table["id"].as_i64().unwrap();
    let token = table["invitations"][0]["token"].as_str().unwrap().to_owned();
    let mut player = Browser::new(&app, "es");
    assert_eq!(player.post("/join", &[("token", &token)]).await.status, StatusCode::SEE_OTHER);
    let kind = games::GameKind::from_id("tragedy-looper").unwrap();
    let commands = games::random_commands(kind, &config, "loops", &mut games::Picker::new(5), 5000).unwrap();
    assert!(!player.get(&format!("/t/{id}")).await.text.contains("Cómo fue cada bucle"));
    for c in &commands {
        let who = if c.seat.0 == 0 { &mut master } else { &mut player };
        let answer = who.api(&format!("/api/tables/{id}/commands"), json!({"command": c.command})).await;
        assert!(answer.get("error").is_none(), "{answer}");
    }
    let page = player.get(&format!("/t/{id}")).await.text;
    assert!(page.contains("Cómo fue cada bucle") && page.contains("El guion, al descubierto"), "{page}");
    assert!(page.contains("Bucle 1:"));
    let english = master.get(&format!("/t/{id}")).await.text;
    assert!(english.contains("How each loop went"));
}

/// Issue 18: the words about a seat agree with the gender its holder chose ("la Directora", "el
/// Director"), and are neutral when none was chosen ("la Dirección"); a gender no form offers is
/// refused and changes nothing. English has one word for each.
#[tokio::test]
async fn the_director_is_named_in_the_gender_she_chose_or_a_neutral_form() {
    let (app, _dir) = site().await;
    let mut director = Browser::new(&app, "es");
    director.post("/signup", &[("username", "directora"), ("password", "long enough")]).await;
    let table = director
        .api(
            "/api/tables",
            json!({"game": "44", "title": "Puente", "config": config_44(), "seat": 0, "spectators": true}),
        )
        .await;
    let id = table["id"].as_i64().unwrap();
    let page = director.get(&format!("/t/{id}")).await.text;
    assert!(page.contains("eres la Dirección") && page.contains("La Dirección —"), "neutral: {page}");
    assert!(page.contains("de la Dirección."), "the game's first post, neutral");
    let refused = director.post(&format!("/t/{id}/name"), &[("name", ""), ("gender", "other")]).await;
    assert_eq!(refused.status, StatusCode::BAD_REQUEST);
    assert!(director.get(&format!("/t/{id}")).await.text.contains("eres la Dirección"), "nothing changed");
    for (gender, label, heading, post, part) in [
        ("feminine", "eres la Directora", "La Directora —", "de la Directora.", "Directora"),
        ("masculine", "eres el Director", "El Director —", "del Director.", "Director"),
    ] {
        let sent = director.post(&format!("/t/{id}/name"), &[("name", ""), ("gender", gender)]).await;
        assert_eq!(sent.status, StatusCode::SEE_OTHER);
        let page = director.get(&format!("/t/{id}")).await.text;
        assert!(page.contains(label) && page.contains(heading) && page.contains(post), "{gender}: {page}");
        assert!(page.contains(&format!("<option value=\"{gender}\" selected")), "the form keeps it");
        // "My tables" and the export name the part as the table page does.
        let mine = director.get("/tables").await.text;
        assert!(mine.contains(&format!(" · {part}<")), "{gender}: {mine}");
        let export: Value =
            serde_json::from_str(&director.get(&format!("/api/tables/{id}/export")).await.text).unwrap();
        assert_eq!(export["names"][0]["part"], part, "{export}");
        assert_eq!(export["names"][0]["gender"], gender, "an imported table keeps it");
    }
    let mut english = Browser::new(&app, "en");
    english.post("/signup", &[("username", "reader"), ("password", "long enough")]).await;
    let page = english.get(&format!("/t/{id}")).await.text;
    assert!(page.contains("The Director —") && page.contains("the Director's Control"), "{page}");
    // With a name chosen, the Director's sheet names the person as the seat list does.
    let sent = director.post(&format!("/t/{id}/name"), &[("name", "Ana"), ("gender", "feminine")]).await;
    assert_eq!(sent.status, StatusCode::SEE_OTHER);
    assert!(director.get(&format!("/t/{id}")).await.text.contains("Ana · Directora — Sección 44"));
    assert!(english.get(&format!("/t/{id}")).await.text.contains("Ana · Director — Section 44"));
}
