//! Issue 34's small thread defects, each pinned by a test that failed before its fix: words a
//! person wrote and a line's own full stop never make "..", reply quotes read as text (no Markdown
//! asterisks), spoilers stay folded in quotes, mails and feeds.

use axum::http::StatusCode;
use engine::SeatId;
use serde_json::json;
use server::names::Names;
use web::i18n::Lang;
use web::screens::{AnyEvent, story_event_text};

use crate::common::{Browser, site};

fn line(lang: Lang, event: AnyEvent) -> String {
    story_event_text(lang, &Names::default(), &Default::default(), &event).unwrap().into_string()
}

/// A person's sentence quoted at the end of a line keeps one full stop: "Ana: “It is locked.”",
/// never "“It is locked.”." (the mails tell these lines too).
#[test]
fn a_quoted_sentence_ends_with_one_full_stop() {
    let detail = || {
        AnyEvent::FortyFour(forty_four::Event::DetailAdded {
            by: SeatId(1),
            text: "The door is locked.".into(),
        })
    };
    let cliche = || {
        AnyEvent::GenreFuzzion(genrefuzzion::Event::ClicheProposed {
            player: SeatId(1),
            text: "Nadie sale vivo.".into(),
        })
    };
    let revealed = || {
        AnyEvent::Fragmentos(fragmentos::Event::QualityRevealed {
            character: fragmentos::CharacterId(0),
            secret_index: 0,
            quality: fragmentos::Quality {
                kind: fragmentos::QualityKind::Weakness,
                text: "Teme al fuego.".into(),
            },
        })
    };
    for lang in Lang::ALL {
        for event in [detail(), cliche(), revealed()] {
            let text = web::mail::plain(&line(lang, event));
            assert!(
                !text.contains("..")
                    && !text.contains(".”.")
                    && !text.contains(".».")
                    && !text.contains(".\"."),
                "{lang:?}: {text}"
            );
            assert!(text.ends_with('.'), "{lang:?}: {text}");
        }
    }
    // An ellipsis is the writer's and stays.
    let trailing =
        AnyEvent::FortyFour(forty_four::Event::DetailAdded { by: SeatId(1), text: "And then...".into() });
    assert!(web::mail::plain(&line(Lang::En, trailing)).contains("And then..."));
}

/// 44's bridge table with a second main character.
fn config_44() -> serde_json::Value {
    let log: serde_json::Value =
        serde_json::from_str(include_str!("../../../forty-four/logs/bridge.json")).unwrap();
    let mut config = log["config"].clone();
    let mut hart = config["characters"][0].clone();
    hart["name"] = json!("Ms. Hart");
    config["characters"].as_array_mut().unwrap().push(hart);
    config
}

/// A 44 table opened by a director (`es`) with two players joined (`es`, `en`).
async fn table_44(app: &axum::Router) -> (i64, Browser, Browser, Browser) {
    let mut director = Browser::new(app, "es");
    director.post("/signup", &[("username", "directora"), ("password", "long enough")]).await;
    let t = director
        .api("/api/tables", json!({"game": "44", "title": "Muelle", "config": config_44(), "seat": 0}))
        .await;
    let id = t["id"].as_i64().unwrap();
    let mut players = Vec::new();
    for (n, lang) in [(0, "es"), (1, "en")] {
        let token = t["invitations"][n]["token"].as_str().unwrap().to_owned();
        let mut p = Browser::new(app, lang);
        assert_eq!(p.post("/join", &[("token", &token)]).await.status, StatusCode::SEE_OTHER);
        players.push(p);
    }
    let two = players.pop().unwrap();
    (id, director, players.pop().unwrap(), two)
}

async fn post(b: &mut Browser, id: i64, body: serde_json::Value) -> i64 {
    let answer = b.api(&format!("/api/tables/{id}/posts"), body).await;
    answer["id"].as_i64().unwrap_or_else(|| panic!("{answer}"))
}

/// A reply's quote reads as text ("Look at this", not "Look at **this**"), a spoiler folds in
/// the thread (named in the reader's words) and stays out of the quote.
#[tokio::test]
async fn reply_quotes_are_text_and_spoilers_fold() {
    let (app, _dir) = site().await;
    let (id, mut director, mut one, _two) = table_44(&app).await;
    let first =
        post(&mut one, id, json!({"thread": "talk", "body": "Mira **esto** y ||el mayordomo lo hizo||"}))
            .await;
    post(&mut director, id, json!({"thread": "talk", "body": "Vale", "reply_to": first})).await;
    let page = director.get(&format!("/t/{id}")).await.text;
    let quote = &page[page.find("class=\"excerpt\"").expect("a quote")..];
    let quote = &quote[..quote.find("</span>").unwrap()];
    assert!(quote.contains("Mira esto") && !quote.contains('*'), "{quote}");
    assert!(!quote.contains("mayordomo") && quote.contains("[spoiler]"), "{quote}");
    assert!(
        page.contains("<details class=\"spoiler\"><summary>Spoiler: ábrelo para leerlo</summary>"),
        "folded, named in Spanish: {page}"
    );
    let en = one.get(&format!("/t/{id}")).await.text;
    assert!(
        en.contains("<summary>Spoiler (open to read)</summary>") || en.contains("<summary>Spoiler: "),
        "{en}"
    );
}

/// A mail quotes a post as text, its spoilers hidden, and a line ends with one full stop.
#[test]
fn a_mail_quotes_text_without_spoilers() {
    use server::mail::{Letter, MailWriter, Note};
    let names = Names::default();
    let notes = [Note {
        whisper: true,
        author_seat: None,
        author: "Ana",
        body: "**Corre.** ||Es el mayordomo.||",
        images: 0,
    }];
    let letter = Letter::Addressed { table: "Mesa", names: &names, notes: &notes, link: "http://x/t/1" };
    for lang in ["es", "en"] {
        let mail = web::mail::Writer.write(lang, &letter, None);
        assert!(mail.text.contains("> Corre. [spoiler]\n"), "{lang}: {}", mail.text);
        assert!(!mail.text.contains("mayordomo") && !mail.text.contains("**"), "{lang}: {}", mail.text);
    }
}

/// The Atom feed of `b`'s seat at table `id`, in `lang`.
async fn feed(b: &mut Browser, id: i64, lang: &str) -> String {
    let link = b.api(&format!("/api/tables/{id}/feed?lang={lang}"), json!({})).await;
    let url = link["url"].as_str().unwrap().to_owned();
    b.get(&url[url.find("/feeds/").unwrap()..]).await.text
}

/// The feed reads like the thread: the Spanish feed names seats in Spanish, a whisper says it is
/// one (only in the feeds of its readers), a post shows its roll and the post it replies to, and
/// each entry links to its post; a spoiler never reaches it.
#[tokio::test]
async fn feeds_read_like_the_thread() {
    let (app, _dir) = site().await;
    let (id, mut director, mut one, mut two) = table_44(&app).await;
    let first = post(&mut one, id, json!({"thread": "talk", "body": "¿Quién abre la *puerta*?"})).await;
    let reply = post(
        &mut director,
        id,
        json!({"thread": "talk", "body": "Yo. ||Detrás hay un robot.||", "reply_to": first,
               "dice": {"notation": "2d6", "label": "Suerte"}}),
    )
    .await;
    let whisper =
        post(&mut two, id, json!({"thread": "talk", "body": "psst, secreto", "whisper_to": 1})).await;
    // An open reply to the whisper names it only to the whisper's readers.
    post(&mut two, id, json!({"thread": "talk", "body": "dicho queda", "reply_to": whisper})).await;
    let es = feed(&mut one, id, "es").await;
    // Every post's entry links to the post.
    for p in [first, reply, whisper] {
        assert!(es.contains(&format!("/t/{id}#post-{p}\"/>")), "{es}");
    }
    assert!(es.contains("Dirección") && !es.contains("· Director<"), "Spanish parts: {es}");
    assert!(es.contains("Susurro") && es.contains("psst"), "the whisper is marked: {es}");
    assert!(es.contains("En respuesta a") && es.contains("¿Quién abre la puerta?"), "{es}");
    assert!(es.contains("Suerte") && es.contains("2d6"), "the roll: {es}");
    assert!(!es.contains("robot") && es.contains("[spoiler]"), "no spoiler: {es}");
    let en = feed(&mut two, id, "en").await;
    assert!(en.contains("Whisper") && en.contains("In reply to") && !en.contains("robot"), "{en}");
    // The director's feed (whispers stay private at this table) has no whisper at all.
    let theirs = feed(&mut director, id, "es").await;
    assert!(!theirs.contains("psst") && !theirs.contains("Susurro"), "{theirs}");
    assert!(theirs.contains("dicho queda") && !theirs.contains("secreto"), "{theirs}");
    assert!(es.contains("En respuesta a") && es.matches("psst").count() >= 2, "the reply quotes it: {es}");
}
