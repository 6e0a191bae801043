//! The pseudo-locale test (issue 18): every page, and every game's screens and story posts at
//! several steps of random games, rendered in [`Lang::Pseudo`], where each message is marked
//! `⟦…⟧`. Any visible text (text nodes, and the attributes a person reads or hears: `title`,
//! `aria-label`, `placeholder`, `alt`) left once the marked messages, the people's own words and
//! numbers are taken out is text that no message holds: English left in a Spanish page, a game's
//! data key shown as it is, or a sentence assembled from pieces.

use std::collections::BTreeMap;

use axum::Router;
use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use dice::{ServerSeed, VerifiableRoller};
use engine::{Game, Input, Legal, OpenField, Param, SeatId, Table, Viewer};
use games::{AnyState, GameKind};
use http_body_util::BodyExt;
use serde::Serialize;
use serde_json::{Value, json};
use server::{AppConfig, AppState};
use store::Database;
use tower::ServiceExt;
use web::i18n::{Lang, PSEUDO_ARG_MARKS, PSEUDO_MARKS};
use web::page::{Fields, Page};
use web::screens::{self, Cx};

/// Fewer commands than this over a test's random games means random play got stuck.
const MIN_STEPS: usize = 60;

/// Words on every page that no translation holds: the brand, the switch's language tags, the time
/// zone of the times written before the script puts them in the reader's words.
const FIXED: &[&str] = &["Tablón", "ES", "EN", "UTC"];

/// What was found outside the marks: each leftover with where it was first seen.
#[derive(Default)]
struct Findings {
    found: BTreeMap<String, String>,
    /// Words of text a page quotes as printed (a rulebook's tables), allowed anywhere.
    quoted: std::collections::BTreeSet<String>,
}

impl Findings {
    /// Checks one rendered page or fragment; `words` are the people's own words it may hold.
    fn check(&mut self, place: &str, html: &str, words: &[String]) {
        let mut words: Vec<&str> = words.iter().map(String::as_str).chain(FIXED.iter().copied()).collect();
        // Longest first, so a name is not cut by a shorter one inside it.
        words.sort_by_key(|w| std::cmp::Reverse(w.len()));
        let (texts, attributes) = visible_text(html);
        // A message may hold markup (a link): its marks span text nodes, so text nodes are read in
        // order, one per line; attributes each on their own.
        let lines = unmarked(&texts.join("\n"));
        let unmarked_texts: Vec<(String, String)> = lines
            .split('\n')
            .zip(&texts)
            .map(|(rest, text)| (rest.to_owned(), text.clone()))
            .chain(attributes.iter().map(|a| (unmarked(a), a.clone())))
            .collect();
        for (rest, text) in unmarked_texts {
            let mut rest = not_words(&rest);
            for w in &words {
                rest = without_word(&rest, w);
            }
            // A name cut short to fit (`Personaj…`) is still the name.
            let rest: String = rest
                .split(' ')
                .filter(|t| {
                    let cut = t.strip_suffix('…').filter(|c| !c.is_empty());
                    !cut.is_some_and(|c| words.iter().any(|w| w.starts_with(c)))
                })
                .collect::<Vec<_>>()
                .join(" ");
            for piece in rest.split(|c: char| !c.is_alphabetic()).filter(|p| !p.is_empty()) {
                // A die (`d6`, `2d10`) is notation, not a word; so is a deck's letter
                // ("Protagonista A").
                let letter = piece.len() == 1 && piece.chars().all(|c| c.is_ascii_uppercase());
                if piece == "d" || piece == "x" || letter || self.quoted.contains(piece) {
                    continue;
                }
                self.found
                    .entry(format!("{piece:?} in {:?}", text.trim()))
                    .or_insert_with(|| place.to_owned());
            }
        }
    }

    fn assert_none(&self) {
        if self.found.is_empty() {
            return;
        }
        let list: Vec<String> =
            self.found.iter().take(200).map(|(what, place)| format!("{place}: {what}")).collect();
        panic!("{} pieces of visible text outside any message:\n{}", self.found.len(), list.join("\n"));
    }
}

/// The text a person reads or hears: text nodes (outside scripts and styles, text areas, whose
/// content is the person's own input, and `code`, which is no language: commands to type, a
/// script's TOML, nor `pre`, which holds command lines, nor an avatar's initials) and the `title`, `aria-label`, `placeholder` and `alt`
/// attributes, with entities decoded.
fn visible_text(html: &str) -> (Vec<String>, Vec<String>) {
    let mut out = Vec::new();
    let mut attributes = Vec::new();
    let mut rest = html;
    let mut skip_until: Option<&str> = None;
    while let Some(open) = rest.find('<') {
        let text = &rest[..open];
        if skip_until.is_none() && !text.trim().is_empty() {
            out.push(decode(text).replace('\n', " "));
        }
        let after = &rest[open..];
        if after.starts_with("<!--") {
            let end = after.find("-->").map_or(after.len(), |e| e + 3);
            rest = &after[end..];
            continue;
        }
        let end = tag_end(after);
        let tag = &after[..end];
        rest = &after[end..];
        if let Some(closing) = skip_until {
            if tag.to_ascii_lowercase().starts_with(closing) {
                skip_until = None;
            }
            continue;
        }
        let name: String = tag[1..]
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric())
            .collect::<String>()
            .to_ascii_lowercase();
        match name.as_str() {
            "script" => skip_until = Some("</script"),
            "style" => skip_until = Some("</style"),
            "textarea" => skip_until = Some("</textarea"),
            "code" => skip_until = Some("</code"),
            "pre" => skip_until = Some("</pre"),
            // An avatar's initials are letters of the name written beside it, not words.
            "svg" if tag.contains("class=\"avatar\"") => skip_until = Some("</svg"),
            _ => {}
        }
        // A text area for code (`spellcheck="false"`) has code for its example.
        let code = tag.contains("spellcheck=\"false\"");
        for attr in ["title", "aria-label", "placeholder", "alt"] {
            if code && attr == "placeholder" {
                continue;
            }
            let mut from = 0;
            while let Some(at) = tag[from..].find(&format!(" {attr}=\"")) {
                let start = from + at + attr.len() + 3;
                let len = tag[start..].find('"').unwrap_or(0);
                attributes.push(decode(&tag[start..start + len]));
                from = start + len;
            }
        }
    }
    if skip_until.is_none() && !rest.trim().is_empty() {
        out.push(decode(rest).replace('\n', " "));
    }
    (out, attributes)
}

/// The end of the tag at the start of `s` (quotes may hold `>`).
fn tag_end(s: &str) -> usize {
    let mut quote = None;
    for (i, c) in s.char_indices() {
        match (quote, c) {
            (None, '"' | '\'') => quote = Some(c),
            (Some(q), _) if q == c => quote = None,
            (None, '>') => return i + 1,
            _ => {}
        }
    }
    s.len()
}

fn decode(s: &str) -> String {
    s.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}

/// `text` without the whole-word occurrences of `word` ("Sí" is not taken out of "Síndrome").
fn without_word(text: &str, word: &str) -> String {
    if word.is_empty() || !text.contains(word) {
        return text.to_owned();
    }
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find(word) {
        let before = rest[..at].chars().next_back().or(out.chars().next_back());
        let after = rest[at + word.len()..].chars().next();
        let whole = !before.is_some_and(char::is_alphabetic) && !after.is_some_and(char::is_alphabetic);
        out.push_str(&rest[..at]);
        out.push_str(if whole { " " } else { word });
        rest = &rest[at + word.len()..];
    }
    out.push_str(rest);
    out
}

/// `text` without what is not words in any language: hashes and seeds (hex, ≥ 16 digits) and
/// web addresses.
fn not_words(text: &str) -> String {
    text.split_whitespace()
        .map(|w| {
            let hex = w.trim_end_matches('…').len() >= 16
                && w.trim_end_matches('…').chars().all(|c| c.is_ascii_hexdigit());
            if hex || w.starts_with("https://") || w.starts_with("http://") { " " } else { w }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// `text` without its marked messages (marks nest: a message's argument may be another); a text
/// argument that is no message (`⟪…⟫`) is kept, to be read as unmarked text is.
fn unmarked(text: &str) -> String {
    let (open, close) = PSEUDO_MARKS;
    let (arg_open, arg_close) = PSEUDO_ARG_MARKS;
    // Whether each open mark is a message's (true) or an argument's (false).
    let mut stack: Vec<bool> = Vec::new();
    let mut out = String::new();
    for c in text.chars() {
        if c == open || c == arg_open {
            stack.push(c == open);
            out.push(' ');
        } else if c == close || c == arg_close {
            stack.pop();
            out.push(' ');
        } else if stack.last().is_none_or(|message| !message) {
            out.push(c);
        }
    }
    out
}

#[test]
fn the_checker_sees_unmarked_words_in_text_and_attributes_only() {
    let mut f = Findings::default();
    let html = r#"<p title="⟦hola⟧">⟦eres ⟦la mente maestra⟧⟧ (Ana) 3</p><script>var x;</script>
        <textarea>own words</textarea><button aria-label="Close">⟦x⟧</button><p>Protagonist 1</p>
        <p>⟦La escena cambia (⟪pool built⟫).⟧ ⟦Gana ⟪Ana · ⟦Dirección⟧⟫.⟧</p>"#;
    f.check("here", html, &["Ana".to_owned()]);
    let found: Vec<&String> = f.found.keys().collect();
    assert_eq!(found.len(), 4, "{found:?}");
    assert!(found[0].starts_with("\"Close\""), "{found:?}");
    assert!(found[1].starts_with("\"Protagonist\""), "{found:?}");
    assert!(found[2].starts_with("\"built\"") && found[3].starts_with("\"pool\""), "{found:?}");
}

// ---- every game's screens, over random games ----

fn page() -> Page {
    Page {
        lang: Lang::Pseudo,
        caller: Default::default(),
        username: None,
        csrf: "t".into(),
        path: "/".into(),
        htmx: false,
    }
}

/// The strings of a config or command a person typed (names, secrets, notes, clichés, a vote's
/// options): its string leaves, less the lower-case keys of the game's own enums.
fn typed_words(config: &impl Serialize) -> Vec<String> {
    fn walk(v: &Value, out: &mut Vec<String>) {
        match v {
            Value::String(s)
                if !s.chars().all(|c| c.is_ascii_lowercase() || c == '_' || c.is_ascii_digit()) =>
            {
                out.push(s.clone())
            }
            Value::Array(a) => a.iter().for_each(|v| walk(v, out)),
            Value::Object(o) => o.values().for_each(|v| walk(v, out)),
            _ => {}
        }
    }
    let mut out = Vec::new();
    walk(&serde_json::to_value(config).unwrap(), &mut out);
    out
}

/// SplitMix64, for the random games.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        ((z ^ (z >> 31)) % n.max(1) as u64) as usize
    }
}

/// Plays `games` random games of `G` from `config` (legal commands with random open fields, the
/// texts they fill kept as people's words, as are `words`: what people typed into the config) and
/// checks every viewer's screen and story posts every `every` steps, and at the end.
fn random_games<G: Game>(
    kind: GameKind,
    config: &G::Config,
    words: &[String],
    wrap: fn(G::State) -> AnyState,
    games: u64,
    every: usize,
    findings: &mut Findings,
) -> usize
where
    G::Command: Serialize + serde::de::DeserializeOwned + Clone,
    G::Event: Serialize,
    G::State: Clone,
{
    let p = page();
    let mut played = 0;
    for game in 0..games {
        let mut words: std::collections::BTreeSet<String> = words.iter().cloned().collect();
        let mut dice = VerifiableRoller::new(ServerSeed::from_phrase(&format!("pseudo {game}")), "t", 0);
        let mut table = Table::<G>::start(config, &mut dice).unwrap();
        let mut rng = Rng(game);
        let mut step = 0;
        loop {
            let waiting = table.waiting_on();
            let last = waiting.is_empty() || step >= 300;
            if step % every == 0 || last {
                let state = table.state();
                // As the table page names seats: the game's part in the reader's words.
                let seats: Vec<engine::SeatInfo> = G::seats(state)
                    .into_iter()
                    .map(|i| engine::SeatInfo { name: screens::seat_label(Lang::Pseudo, &i), ..i })
                    .collect();
                let seat_names = server::names::Names::new(&seats, &[]);
                let any = wrap(state.clone());
                let viewers = seats.iter().map(|s| Viewer::Seat(s.seat)).chain([Viewer::Spectator]);
                for viewer in viewers {
                    let cx = Cx {
                        page: &p,
                        table: store::TableId(1),
                        viewer,
                        seats: &seats,
                        waiting_on: &waiting,
                        genders: &[],
                        refused: None,
                        refusal_shown: Default::default(),
                        now_ms: store::now_ms(),
                        portraits: &[],
                    };
                    let names: Vec<String> = words.iter().cloned().collect();
                    let place = format!("{} game {game} step {step} {viewer:?}", kind.id());
                    findings.check(&place, &screens::screen(&cx, &any).into_string(), &names);
                    for e in table.log_for(viewer) {
                        let raw = serde_json::value::to_raw_value(&e.event).unwrap();
                        let event = screens::AnyEvent::read(kind, &raw).unwrap();
                        if let Some(m) = screens::event_text(Lang::Pseudo, &seat_names, &event) {
                            findings.check(&format!("{place} post"), &m.into_string(), &names);
                        }
                    }
                }
            }
            if last {
                break;
            }
            step += 1;
            let seat = waiting[rng.below(waiting.len())];
            if !play_one::<G>(&mut table, seat, &mut rng, &mut dice, &mut words) {
                break;
            }
            played += 1;
        }
    }
    played
}

/// One random legal command of `seat` (a few tries: `decide` is the judge of the open fields).
fn play_one<G: Game>(
    table: &mut Table<G>,
    seat: SeatId,
    rng: &mut Rng,
    dice: &mut VerifiableRoller,
    words: &mut std::collections::BTreeSet<String>,
) -> bool
where
    G::Command: Serialize + serde::de::DeserializeOwned + Clone,
{
    let legal = G::legal_commands(table.state(), seat);
    if legal.is_empty() {
        return false;
    }
    for _ in 0..30 {
        let l = &legal[rng.below(legal.len())];
        let (cmd, texts) = fill(l, rng);
        if table.act(seat, &cmd, dice).is_ok() {
            words.extend(texts);
            // What a command writes (a name, a cliché, a vote's question) is a person's words too.
            words.extend(typed_words(&cmd));
            return true;
        }
    }
    false
}

/// `legal`'s command with its open fields filled at random, and the texts it was given (people's
/// words, `Texto` and a number, so they are told apart from the game's own words).
fn fill<C: engine::Fields + Clone + std::fmt::Debug>(legal: &Legal<C>, rng: &mut Rng) -> (C, Vec<String>) {
    let mut texts = Vec::new();
    let mut inputs = Vec::new();
    for OpenField { field, param } in &legal.open {
        let input = match param {
            // Mostly the low end of a generous range, as a table plays (a difficulty of 0 to 100).
            Param::Number { min, max } => {
                let top = if rng.below(4) == 0 { *max } else { (*max).min(min + 10) };
                Input::Number(min + rng.below((top - min) as usize + 1) as u32)
            }
            Param::Text { .. } => {
                let text = format!("Texto{}", rng.below(1000));
                texts.push(text.clone());
                Input::Text(text)
            }
            Param::SubsetOf { values, min, max } => {
                let n = (*min as usize + rng.below((max - min) as usize + 1)).min(values.len());
                let mut pool = values.clone();
                Input::Values((0..n).map(|_| pool.remove(rng.below(pool.len()))).collect())
            }
            Param::OrderOf { values } => {
                let mut v = values.clone();
                let by = rng.below(v.len());
                let last = v.len().saturating_sub(1);
                v.rotate_left(by.min(last));
                Input::Values(v)
            }
        };
        inputs.push((*field, input));
    }
    (legal.fill(inputs).unwrap(), texts)
}

fn tl_config(script: &str) -> tragedy_looper::Config {
    let fields = Fields(
        [("script", script), ("protagonists", "3")].iter().map(|(k, v)| ((*k).into(), (*v).into())).collect(),
    );
    screens::tragedy_looper::config(&fields).unwrap()
}

fn log_config<C: serde::de::DeserializeOwned>(path: &str) -> C {
    let text = std::fs::read_to_string(format!("{}/../{path}", env!("CARGO_MANIFEST_DIR"))).unwrap();
    let log: Value = serde_json::from_str(&text).unwrap();
    serde_json::from_value(log["config"].clone()).unwrap()
}

fn gf_config() -> genrefuzzion::Config {
    genrefuzzion::Config {
        players: vec!["Ana".into(), "Bruno".into(), "Carla".into(), "Dario".into()],
        moderator: 1,
        max_wait_secs: 3600,
        starting_points: Vec::new(),
    }
}

#[test]
fn tragedy_looper_screens_hold_only_messages_in_the_pseudo_locale() {
    let mut f = Findings::default();
    let mut played = 0;
    for (file, _) in tragedy_looper::SCRIPTS {
        let config = tl_config(file.trim_end_matches(".toml"));
        played += random_games::<tragedy_looper::TragedyLooper>(
            GameKind::TragedyLooper,
            &config,
            &[],
            |s| AnyState::TragedyLooper(Box::new(s)),
            2,
            7,
            &mut f,
        );
    }
    assert!(played > MIN_STEPS, "random play stopped early: {played} commands");
    f.assert_none();
}

#[test]
fn forty_four_screens_hold_only_messages_in_the_pseudo_locale() {
    let mut f = Findings::default();
    let config: forty_four::Config = log_config("forty-four/logs/bridge.json");
    let played = random_games::<forty_four::FortyFour>(
        GameKind::FortyFour,
        &config,
        &typed_words(&config),
        |s| AnyState::FortyFour(Box::new(s)),
        3,
        9,
        &mut f,
    );
    assert!(played > MIN_STEPS, "random play stopped early: {played} commands");
    f.assert_none();
}

#[test]
fn fragmentos_screens_hold_only_messages_in_the_pseudo_locale() {
    let mut f = Findings::default();
    let config: fragmentos::Config = log_config("fragmentos/logs/hotel.json");
    let played = random_games::<fragmentos::Fragmentos>(
        GameKind::Fragmentos,
        &config,
        &typed_words(&config),
        |s| AnyState::Fragmentos(Box::new(s)),
        // A uniform draw of legal commands ends a story early (the Director may end it at any
        // time): many short games, looked at often.
        24,
        3,
        &mut f,
    );
    assert!(played > MIN_STEPS, "random play stopped early: {played} commands");
    f.assert_none();
}

#[test]
fn genrefuzzion_screens_hold_only_messages_in_the_pseudo_locale() {
    // The appendix tables' rows are shown in the reader's language, marked as messages are; the one
    // word quoted is the game's own proposal for a new extra's name, the rulebook's word for one.
    let quoted = ["Extra".to_owned()].into_iter().collect();
    let mut f = Findings { quoted, ..Findings::default() };
    let played = random_games::<genrefuzzion::GenreFuzzion>(
        GameKind::GenreFuzzion,
        &gf_config(),
        &typed_words(&gf_config()),
        |s| AnyState::GenreFuzzion(Box::new(s)),
        2,
        30,
        &mut f,
    );
    assert!(played > MIN_STEPS, "random play stopped early: {played} commands");
    f.assert_none();
}

// ---- every page, through the router ----

struct Browser {
    app: Router,
    cookies: BTreeMap<String, String>,
}

impl Browser {
    async fn send(&mut self, req: axum::http::request::Builder, body: Body) -> (StatusCode, String) {
        let cookie: Vec<String> = self.cookies.iter().map(|(k, v)| format!("{k}={v}")).collect();
        let req = req
            .header(header::COOKIE, cookie.join("; "))
            .header(header::ACCEPT_LANGUAGE, "qps-ploc")
            .body(body)
            .unwrap();
        let res = self.app.clone().oneshot(req).await.unwrap();
        for v in res.headers().get_all(header::SET_COOKIE) {
            let (pair, _) = v.to_str().unwrap().split_once(';').unwrap();
            let (k, v) = pair.split_once('=').unwrap();
            self.cookies.insert(k.to_owned(), v.to_owned());
        }
        let status = res.status();
        let bytes = res.into_body().collect().await.unwrap().to_bytes();
        (status, String::from_utf8_lossy(&bytes).into_owned())
    }

    async fn get(&mut self, path: &str) -> (StatusCode, String) {
        self.send(Request::get(path), Body::empty()).await
    }

    async fn post(&mut self, path: &str, fields: &[(&str, &str)]) -> (StatusCode, String) {
        if !self.cookies.contains_key("tablon_form") {
            self.get("/").await;
        }
        let token = self.cookies["tablon_form"].clone();
        let enc = |s: &str| {
            percent_encoding::utf8_percent_encode(s, percent_encoding::NON_ALPHANUMERIC).to_string()
        };
        let mut body: Vec<String> = fields.iter().map(|(k, v)| format!("{k}={}", enc(v))).collect();
        body.push(format!("_csrf={token}"));
        let req = Request::post(path).header(header::CONTENT_TYPE, "application/x-www-form-urlencoded");
        self.send(req, Body::from(body.join("&"))).await
    }

    async fn api(&mut self, path: &str, body: Value) -> Value {
        let req =
            Request::post(path).header(header::CONTENT_TYPE, "application/json").header("x-tablon-csrf", "1");
        let (_, text) = self.send(req, Body::from(body.to_string())).await;
        serde_json::from_str(&text).unwrap()
    }
}

#[tokio::test]
async fn every_page_holds_only_messages_in_the_pseudo_locale() {
    let dir = tempfile::tempdir().unwrap();
    let db = Database::connect(&format!("sqlite://{}", dir.path().join("t.db").display())).await.unwrap();
    let config = AppConfig { rate_per_sec: 0.0, argon2_kib: 8, argon2_passes: 1, ..AppConfig::default() };
    let app = web::app(AppState::new(db, config).await.unwrap());
    let mut f = Findings::default();
    let mut visitor = Browser { app: app.clone(), cookies: BTreeMap::new() };
    for path in ["/", "/help", "/signin", "/signup", "/join", "/nowhere", "/tables", "/new/44"] {
        let (_, html) = visitor.get(path).await;
        f.check(&format!("visitor {path}"), &html, &[]);
    }
    // A refused sign-up shows its error in place.
    let (_, html) = visitor.post("/signup", &[("username", "a"), ("password", "short")]).await;
    f.check("refused sign-up", &html, &[]);

    let mut ana = Browser { app, cookies: BTreeMap::new() };
    ana.post("/signup", &[("username", "anabel"), ("password", "long enough")]).await;
    let mut words = vec!["anabel".to_owned()];
    for kind in GameKind::ALL {
        let id = kind.id();
        for path in [format!("/help/{id}"), format!("/new/{id}")] {
            let (status, html) = ana.get(&path).await;
            assert_eq!(status, StatusCode::OK, "{path}");
            f.check(&path, &html, &words);
        }
    }
    let configs = [
        ("tragedy-looper", serde_json::to_value(tl_config("fs2_the_silent_classroom")).unwrap()),
        ("44", log_config::<Value>("forty-four/logs/bridge.json")),
        ("fragmentos", log_config::<Value>("fragmentos/logs/hotel.json")),
        ("genrefuzzion", serde_json::to_value(gf_config()).unwrap()),
    ];
    for (game, config) in configs {
        if game != "tragedy-looper" {
            words.extend(typed_words(&config));
        }
        let title = format!("Mesa de {game}");
        words.push(title.clone());
        let table = ana
            .api(
                "/api/tables",
                json!({"game": game, "title": title, "config": config, "seat": 0, "spectators": true}),
            )
            .await;
        let id = table["id"].as_i64().unwrap_or_else(|| panic!("{game}: {table}"));
        for path in [format!("/t/{id}"), format!("/t/{id}/dice"), "/tables".to_owned()] {
            let (status, html) = ana.get(&path).await;
            assert_eq!(status, StatusCode::OK, "{path}");
            f.check(&format!("{game} {path}"), &html, &words);
        }
    }
    f.assert_none();
}
