//! Tragedy Looper's pages: every seat's screen over random legal games never holds what its view
//! hides (roles, plots, culprits, the faces of other seats' face-down cards); the forms offer only
//! legal commands; the set-up reads shipped and pasted scripts and shows the validator's errors;
//! every word and every error code has a translation in both languages.

use std::collections::BTreeSet;

use engine::{SeatId, SeatInfo, Table, Viewer};
use maud::Markup;
use tragedy_looper::{
    CardKind, Character, Command, Config, Deck, Location, MASTERMIND_DECK, PROTAGONIST_DECK, Phase, Plot,
    Role, SCRIPTS, TragedyLooper, TragedySet, View, check_script, legal_commands, parse_script,
    random_command,
};
use web::i18n::{Lang, error_id};
use web::page::{Fields, Page};
use web::screens::{Cx, tragedy_looper as screen};

const LANGS: [Lang; 2] = [Lang::Es, Lang::En];

fn page(lang: Lang) -> Page {
    Page {
        lang,
        caller: Default::default(),
        username: None,
        csrf: "token".into(),
        path: "/t/1".into(),
        htmx: false,
    }
}

fn render(table: &Table<TragedyLooper>, lang: Lang, viewer: Viewer) -> String {
    let p = page(lang);
    let seats: Vec<SeatInfo> = <TragedyLooper as engine::Game>::seats(table.state());
    let waiting = table.waiting_on();
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
    let view = table.view(viewer);
    let m: Markup = screen::screen(&cx, &view, table.state());
    m.into_string()
}

/// A small deterministic generator (SplitMix64) for the random games.
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

fn start(script_text: &str, protagonists: u8) -> Table<TragedyLooper> {
    let script = parse_script(script_text).unwrap();
    let config = Config { script, protagonists, options: Default::default() };
    Table::start(&config, &mut dice::Scripted::new([])).unwrap()
}

/// Text exactly as a whole text node or attribute-free label: `>label<`.
fn shows(html: &str, label: &str) -> bool {
    html.contains(&format!(">{label}<")) || html.contains(&format!(">{label} <"))
}

/// What `viewer`'s page must not hold, checked against the Mastermind's view of the same moment.
fn assert_no_secret(html: &str, lang: Lang, mm: &View, seen: &View, context: &str) {
    assert!(!html.contains("tl-private"), "{context}: the private card panel reached a non-Mastermind page");
    assert!(
        !html.contains("tl-secret-role"),
        "{context}: a secret role marker reached a non-Mastermind page"
    );
    let private = mm.private.as_ref().unwrap();
    let set = mm.script.tragedy_set;
    // Public words that contain role names ("Circle of Friends", "Serial Killer" once revealed):
    // taken out before looking for hidden roles anywhere in the text, composite labels included.
    let mut public_words: Vec<String> =
        set.plots().iter().map(|p| lang.t(&format!("tl-plot-{}", p.name()))).collect();
    public_words.extend(set.incidents().iter().map(|i| lang.t(&format!("tl-incident-{}", i.name()))));
    public_words.extend(
        seen.characters
            .iter()
            .filter_map(|c| c.revealed_role)
            .map(|r| lang.t(&format!("tl-role-{}", r.name()))),
    );
    // The Mastermind is asked about every blocked Intrigue card, Cultist or not (ruling 9): the
    // step's name, which says what a Cultist may do, tells nothing of the roles.
    public_words.push(lang.t("tl-phase-forbid-intrigue"));
    public_words.sort_by_key(|w| std::cmp::Reverse(w.len()));
    let mut rest = html.to_owned();
    for w in &public_words {
        rest = rest.replace(w.as_str(), "");
    }
    let revealed: BTreeSet<Role> = seen.characters.iter().filter_map(|c| c.revealed_role).collect();
    // The Final Guess form lists every role of the set: public.
    if !matches!(seen.phase, Phase::FinalGuess) {
        for r in &private.roles {
            if revealed.contains(&r.role) {
                continue;
            }
            let label = lang.t(&format!("tl-role-{}", r.role.name()));
            assert!(!rest.contains(&label), "{context}: the hidden role {label} is on the page");
        }
    }
    // The Informer's ability names any subplot of the set: public while it is offered.
    if !html.contains("&quot;type&quot;:&quot;plot&quot;") {
        for p in std::iter::once(private.main_plot).chain(private.subplots.iter().copied()) {
            if seen.named_subplots.contains(&p) {
                continue;
            }
            let label = lang.t(&format!("tl-plot-{}", p.name()));
            assert!(!html.contains(&label), "{context}: the hidden plot {label} is on the page");
        }
    }
    // Faces: only the viewer's own cards show theirs; the Mastermind-only kinds never appear as a
    // face unless set aside face up (public).
    let hidden = seen.board_cards.iter().filter(|c| c.card.is_none()).count();
    let known = seen.board_cards.iter().filter(|c| c.card.is_some()).count();
    assert_eq!(html.matches("tl-card tl-facedown").count(), hidden, "{context}: face-down cards");
    assert_eq!(html.matches("tl-card tl-face ").count() + html.matches("tl-card tl-face\"").count(), known);
    let protagonist_kinds: BTreeSet<CardKind> = PROTAGONIST_DECK.iter().map(|c| c.kind).collect();
    for spec in MASTERMIND_DECK {
        if protagonist_kinds.contains(&spec.kind) || seen.set_aside.iter().any(|(_, k)| *k == spec.kind) {
            continue;
        }
        let label =
            lang.t(&format!("tl-card-{}", serde_json::to_value(spec.kind).unwrap().as_str().unwrap()));
        assert!(
            !html.contains(&format!(">{label}")),
            "{context}: the face {label} of a Mastermind card is on the page"
        );
    }
    // Culprits: only the revealed ones.
    assert_eq!(
        html.matches("class=\"tl-culprit\"").count(),
        seen.revealed_culprits.len(),
        "{context}: culprits"
    );
}

fn unescape(s: &str) -> String {
    s.replace("&quot;", "\"")
        .replace("&amp;", "&")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&#39;", "'")
}

/// The values of every `<... name="{name}" ... value="...">` and `<option value=...>` inside a
/// `<select name="{name}">`.
fn values_named(html: &str, name: &str) -> Vec<String> {
    let mut out = Vec::new();
    let key = format!("name=\"{name}\"");
    let mut rest = html;
    while let Some(i) = rest.find(&key) {
        // The tag containing the name.
        let start = rest[..i].rfind('<').unwrap();
        let tag_end = i + rest[i..].find('>').unwrap();
        let tag = &rest[start..tag_end];
        if tag.starts_with("<select") {
            let close = tag_end + rest[tag_end..].find("</select>").unwrap();
            let body = &rest[tag_end..close];
            for part in body.split("<option value=\"").skip(1) {
                out.push(unescape(&part[..part.find('"').unwrap()]));
            }
            rest = &rest[close..];
        } else {
            if let Some(v) = tag.find("value=\"") {
                let v = &tag[v + 7..];
                out.push(unescape(&v[..v.find('"').unwrap()]));
            }
            rest = &rest[tag_end..];
        }
    }
    out
}

/// Every command the waiting seat's forms can send is legal, and every legal command is offered.
fn assert_forms_are_legal(html: &str, table: &Table<TragedyLooper>, seat: SeatId, context: &str) {
    let legal: Vec<Command> = legal_commands(table.state(), seat);
    let mut offered: Vec<Command> = Vec::new();
    for v in values_named(html, "command") {
        offered.push(serde_json::from_str(&v).unwrap_or_else(|e| panic!("{context}: bad command {v}: {e}")));
    }
    let cards = values_named(html, "card");
    let targets = values_named(html, "target");
    for c in &cards {
        for t in &targets {
            let fields = Fields(vec![
                ("form".into(), "card".into()),
                ("card".into(), c.clone()),
                ("target".into(), t.clone()),
            ]);
            offered.push(screen::command(&fields, store::now_ms()).unwrap());
        }
    }
    for l in values_named(html, "location") {
        let fields = Fields(vec![("form".into(), "henchman".into()), ("location".into(), l)]);
        offered.push(screen::command(&fields, store::now_ms()).unwrap());
    }
    let characters = values_named(html, "character");
    if !characters.is_empty() {
        // One form per character: its role options follow its hidden field.
        for chunk in html.split("name=\"character\" value=\"").skip(1) {
            let character = &chunk[..chunk.find('"').unwrap()];
            let form_end = chunk.find("</form>").unwrap();
            for r in values_named(&chunk[..form_end], "role") {
                let fields = Fields(vec![
                    ("form".into(), "guess".into()),
                    ("character".into(), character.into()),
                    ("role".into(), r),
                ]);
                offered.push(screen::command(&fields, store::now_ms()).unwrap());
            }
        }
    }
    for c in &offered {
        assert!(legal.contains(c), "{context}: the page offers an illegal command {c:?}");
    }
    for c in &legal {
        assert!(offered.contains(c), "{context}: the page does not offer the legal command {c:?}");
    }
}

#[test]
fn no_page_of_a_protagonist_or_spectator_holds_a_secret_and_forms_offer_exactly_the_legal_commands() {
    let mut rng = Rng(7);
    let mut pages = 0usize;
    let mut steps_seen: BTreeSet<String> = BTreeSet::new();
    for (file, text) in SCRIPTS {
        for protagonists in 1..=3u8 {
            for game in 0..2 {
                let mut table = start(text, protagonists);
                for step in 0..260 {
                    let Some(&seat) = table.waiting_on().first() else { break };
                    let lang = LANGS[(step + game) % 2];
                    let mm = table.view(Viewer::Seat(SeatId(0)));
                    let mm_html = render(&table, lang, Viewer::Seat(SeatId(0)));
                    // The checks can fail: the Mastermind's page holds the secrets.
                    assert!(mm_html.contains("tl-private"));
                    let main = lang.t(&format!("tl-plot-{}", mm.private.as_ref().unwrap().main_plot.name()));
                    assert!(shows(&mm_html, &main), "{file}: the Mastermind sees the main plot");
                    let mut viewers: Vec<Viewer> =
                        (1..=protagonists).map(|s| Viewer::Seat(SeatId(s))).collect();
                    viewers.push(Viewer::Spectator);
                    for v in viewers {
                        let html = render(&table, lang, v);
                        let context =
                            format!("{file}, {protagonists} protagonists, game {game}, step {step}, {v:?}");
                        assert_no_secret(&html, lang, &mm, &table.view(v), &context);
                        pages += 1;
                    }
                    let phase = serde_json::to_value(mm.phase).unwrap();
                    steps_seen.insert(phase["step"].as_str().unwrap_or_default().to_owned());
                    let html = render(&table, lang, Viewer::Seat(seat));
                    assert_forms_are_legal(&html, &table, seat, &format!("{file} step {step} seat {seat:?}"));
                    let cmd = random_command(table.state(), seat, &mut |n| rng.below(n)).unwrap();
                    table.act(seat, &cmd, &mut dice::Scripted::new([])).unwrap();
                }
            }
        }
    }
    assert!(pages > 5000, "enough pages were checked: {pages}");
    // Every kind of form was drawn and checked at least once (the Informer's answer needs 5
    // Goodwill on the Informer, which random play does not reach in these games).
    for step in [
        "henchman_placement",
        "mastermind_cards",
        "protagonist_cards",
        "mastermind_abilities",
        "goodwill",
        "goodwill_answer",
        "incident_choice",
        "day_end",
        "time_spiral",
        "final_guess",
        "forbid_intrigue_choice",
    ] {
        assert!(steps_seen.contains(step), "no random game reached {step}: {steps_seen:?}");
    }
}

#[test]
fn a_protagonist_sees_where_the_masterminds_cards_lie_but_not_their_faces() {
    // "Las cartas se colocan boca abajo" (Transcurso de un bucle, paso 2).
    let mut table = start(SCRIPTS[0].1, 1);
    let cmd = Command::PlayCard {
        card: CardKind::IntriguePlus1,
        target: tragedy_looper::Target::Location(Location::Hospital),
    };
    table.act(SeatId(0), &cmd, &mut dice::Scripted::new([])).unwrap();
    let p = render(&table, Lang::En, Viewer::Seat(SeatId(1)));
    let mm = render(&table, Lang::En, Viewer::Seat(SeatId(0)));
    assert!(p.contains("tl-card tl-facedown"));
    assert!(!p.contains(">Intrigue +1<"), "the face stays hidden");
    assert!(mm.contains(">Intrigue +1<"), "the Mastermind sees the face of its own card");
    assert!(mm.contains("tl-private") && !p.contains("tl-private"));
}

#[test]
fn the_card_form_turns_fields_into_the_command_and_bad_fields_into_clear_errors() {
    let f =
        |pairs: &[(&str, &str)]| Fields(pairs.iter().map(|(a, b)| (a.to_string(), b.to_string())).collect());
    let v = screen::command(
        &f(&[("form", "card"), ("card", "paranoia_plus1"), ("target", "character:girl_student")]),
        store::now_ms(),
    )
    .unwrap();
    assert_eq!(
        serde_json::to_value(v).unwrap(),
        serde_json::json!({"type": "play_card", "card": "paranoia_plus1", "target": {"character": "girl_student"}})
    );
    let v = screen::command(&f(&[("form", "henchman"), ("location", "shrine")]), store::now_ms()).unwrap();
    assert_eq!(
        serde_json::to_value(v).unwrap(),
        serde_json::json!({"type": "place_henchman", "location": "shrine"})
    );
    let v = screen::command(
        &f(&[("form", "guess"), ("character", "doctor"), ("role", "brain")]),
        store::now_ms(),
    )
    .unwrap();
    assert_eq!(
        serde_json::to_value(v).unwrap(),
        serde_json::json!({"type": "guess", "character": "doctor", "role": "brain"})
    );
    for (fields, code) in [
        (f(&[("form", "card"), ("card", "ace"), ("target", "location:city")]), "form.tragedy_looper.card"),
        (
            f(&[("form", "card"), ("card", "paranoia_plus1"), ("target", "moon")]),
            "form.tragedy_looper.target",
        ),
        (f(&[("form", "henchman"), ("location", "mars")]), "form.tragedy_looper.location"),
        (
            f(&[("form", "guess"), ("character", "nobody"), ("role", "brain")]),
            "form.tragedy_looper.character",
        ),
        (f(&[("form", "guess"), ("character", "doctor"), ("role", "king")]), "form.tragedy_looper.role"),
        (f(&[("form", "dance")]), "form.tragedy_looper.form"),
    ] {
        match screen::command(&fields, store::now_ms()) {
            Err(server::AppError::BadRequest { code: c, message }) => {
                assert_eq!(c, code);
                assert!(!message.is_empty());
            }
            other => panic!("expected {code}, got {other:?}"),
        }
    }
}

#[test]
fn the_setup_reads_shipped_and_pasted_scripts_and_lists_the_validators_errors_in_place() {
    // "Cómo crear un guión": every writing rule is checked before a table opens.
    let f =
        |pairs: &[(&str, &str)]| Fields(pairs.iter().map(|(a, b)| (a.to_string(), b.to_string())).collect());
    let parsed =
        screen::config(&f(&[("script", "fs2_the_silent_classroom"), ("protagonists", "2")])).unwrap();
    assert_eq!(parsed.protagonists, 2);
    assert_eq!(parsed.script.public.title, "The Silent Classroom");
    check_script(&parsed.script).unwrap();

    let pasted = SCRIPTS[2].1;
    let config =
        screen::config(&f(&[("script", "custom"), ("script_text", pasted), ("protagonists", "3")])).unwrap();
    assert_eq!(config.script, parse_script(pasted).unwrap());

    // Two subplots in First Steps and a role no plot asks for.
    let bad = SCRIPTS[0].1.replace(
        "subplots = [\"an_unsettling_rumor\"]",
        "subplots = [\"an_unsettling_rumor\", \"a_hideous_script\"]",
    );
    assert_ne!(bad, SCRIPTS[0].1);
    let fields = f(&[("script", "custom"), ("script_text", &bad), ("protagonists", "1")]);
    match screen::config(&fields) {
        Err(server::AppError::BadRequest { code, .. }) => {
            assert_eq!(code, "form.tragedy_looper.script_invalid")
        }
        other => panic!("expected the validator's refusal, got {other:?}"),
    }
    let html = screen::setup(&page(Lang::Es), &fields).into_string();
    assert!(html.contains("tl-script-errors"), "the errors are listed next to the script");
    assert!(html.contains("este escenario pide exactamente 1"), "in Spanish: {html}");
    let html =
        screen::setup(&page(Lang::En), &f(&[("script", "custom"), ("script_text", "[public\ntitle=")]))
            .into_string();
    assert!(html.contains("The script cannot be read"));
    for (fields, code) in [
        (f(&[("script", "custom"), ("script_text", "  ")]), "form.tragedy_looper.script_empty"),
        (f(&[("script", "custom"), ("script_text", "{ nope")]), "form.tragedy_looper.script_parse"),
        (f(&[("script", "nope")]), "form.tragedy_looper.script_unknown"),
        (
            f(&[("script", "fs1_ashes_at_the_ward"), ("protagonists", "4")]),
            "form.tragedy_looper.protagonists",
        ),
    ] {
        match screen::config(&fields) {
            Err(server::AppError::BadRequest { code: c, .. }) => assert_eq!(c, code),
            other => panic!("expected {code}, got {other:?}"),
        }
    }
    // Every shipped script is offered, by title and difficulty.
    let html = screen::setup(&page(Lang::En), &Fields::default()).into_string();
    for (_, text) in SCRIPTS {
        assert!(html.contains(&parse_script(text).unwrap().public.title));
    }
}

fn read_sources(dir: &str) -> String {
    let mut all = String::new();
    let mut stack = vec![std::path::PathBuf::from(dir)];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "rs") {
                all.push_str(&std::fs::read_to_string(&p).unwrap());
            }
        }
    }
    all
}

/// The string literals that follow `prefix` (whitespace and newlines allowed before the quote).
fn literals_after(text: &str, prefix: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for part in text.split(prefix).skip(1) {
        let t = part.trim_start();
        if let Some(rest) = t.strip_prefix('"') {
            out.insert(rest[..rest.find('"').unwrap()].to_owned());
        }
    }
    out
}

/// The message ids defined in the ftl files of `lang` (Fluent's own lookup falls back to English
/// and fails for messages with arguments, so the files are read).
fn ftl_ids(lang: Lang) -> BTreeSet<String> {
    let dir = format!("{}/i18n/{}", env!("CARGO_MANIFEST_DIR"), lang.tag());
    let mut ids = BTreeSet::new();
    for e in std::fs::read_dir(dir).unwrap() {
        let text = std::fs::read_to_string(e.unwrap().path()).unwrap();
        for line in text.lines() {
            if let Some((id, _)) = line.split_once(" =")
                && !id.is_empty()
                && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
            {
                ids.insert(id.to_owned());
            }
        }
    }
    ids
}

#[test]
fn every_error_code_of_the_game_and_the_forms_has_a_translation_in_both_languages() {
    let root = env!("CARGO_MANIFEST_DIR");
    let game = read_sources(&format!("{root}/../tragedy-looper/src"));
    let mut codes = literals_after(&game, "RuleError::new(");
    codes.extend(literals_after(&game, "=> ").into_iter().filter(|c| c.starts_with("tl.script.")));
    let screens = read_sources(&format!("{root}/src/screens/tragedy_looper"))
        + &std::fs::read_to_string(format!("{root}/src/screens/tragedy_looper.rs")).unwrap();
    codes.extend(
        literals_after(&screens, "bad_form(").into_iter().chain(literals_after(&screens, "AppError::bad(")),
    );
    assert!(codes.len() > 50, "codes found: {codes:?}");
    let missing: Vec<String> = LANGS
        .iter()
        .flat_map(|l| {
            let ids = ftl_ids(*l);
            codes.iter().filter(move |c| !ids.contains(&error_id(c))).map(move |c| format!("{}:{c}", l.tag()))
        })
        .collect();
    assert!(missing.is_empty(), "missing: {missing:?}");
}

#[test]
fn both_languages_define_the_same_words() {
    let es: BTreeSet<String> = ftl_ids(Lang::Es)
        .into_iter()
        .filter(|i| i.starts_with("tl-") || i.contains("tragedy-looper") || i.starts_with("err-tl-"))
        .collect();
    let en: BTreeSet<String> = ftl_ids(Lang::En)
        .into_iter()
        .filter(|i| i.starts_with("tl-") || i.contains("tragedy-looper") || i.starts_with("err-tl-"))
        .collect();
    assert_eq!(es.symmetric_difference(&en).collect::<Vec<_>>(), Vec::<&String>::new());
}

#[test]
fn every_word_of_the_screen_has_both_languages() {
    let root = env!("CARGO_MANIFEST_DIR");
    let screens = read_sources(&format!("{root}/src/screens/tragedy_looper"))
        + &std::fs::read_to_string(format!("{root}/src/screens/tragedy_looper.rs")).unwrap();
    let mut ids: BTreeSet<String> = BTreeSet::new();
    for prefix in ["t(", "t_args(", "lang.t(", "cx.t("] {
        ids.extend(literals_after(&screens, prefix).into_iter().filter(|s| s.starts_with("tl-")));
    }
    for c in Character::ALL {
        ids.insert(format!("tl-char-{}", c.name()));
        for i in 0..c.abilities().len() {
            ids.insert(format!("tl-gw-{}-{}", c.name(), i + 1));
        }
    }
    ids.extend(Role::ALL.iter().map(|r| format!("tl-role-{}", r.name())));
    ids.extend(Plot::ALL.iter().map(|p| format!("tl-plot-{}", p.name())));
    for set in [TragedySet::FirstSteps, TragedySet::BasicTragedy] {
        ids.extend(set.incidents().iter().map(|i| format!("tl-incident-{}", i.name())));
    }
    ids.extend(Location::ALL.iter().map(|l| format!("tl-loc-{}", l.name())));
    for d in [Deck::Mastermind, Deck::Protagonist(0)] {
        for spec in d.cards() {
            ids.insert(format!("tl-card-{}", serde_json::to_value(spec.kind).unwrap().as_str().unwrap()));
        }
    }
    assert!(ids.len() > 150, "{}", ids.len());
    let missing: Vec<String> = LANGS
        .iter()
        .flat_map(|l| {
            let defined = ftl_ids(*l);
            ids.iter().filter(move |id| !defined.contains(*id)).map(move |id| format!("{}:{id}", l.tag()))
        })
        .collect();
    assert!(missing.is_empty(), "missing: {missing:?}");
}

#[test]
fn every_event_a_seat_reads_becomes_a_sentence_without_secrets() {
    let mut rng = Rng(11);
    let mut kinds: BTreeSet<String> = BTreeSet::new();
    for (file, text) in SCRIPTS {
        let mut table = start(text, 3);
        for _ in 0..400 {
            let Some(&seat) = table.waiting_on().first() else { break };
            let cmd = random_command(table.state(), seat, &mut |n| rng.below(n)).unwrap();
            table.act(seat, &cmd, &mut dice::Scripted::new([])).unwrap();
        }
        let mm = table.view(Viewer::Seat(SeatId(0)));
        let private = mm.private.as_ref().unwrap();
        for viewer in [Viewer::Seat(SeatId(0)), Viewer::Seat(SeatId(2)), Viewer::Spectator] {
            for e in table.log_for(viewer) {
                let json = serde_json::to_value(&e.event).unwrap();
                kinds.insert(json["type"].as_str().unwrap().to_owned());
                for lang in LANGS {
                    let text = screen::event_text(lang, &server::names::Names::default(), &e.event)
                        .unwrap_or_else(|| panic!("{file}: no text for {json}"));
                    let text = text.into_string();
                    assert!(!text.contains("tl-") || text.contains("class=\"tl-event\""), "{file}: {text}");
                    assert!(
                        !text.contains("{ $") && !text.contains("{$"),
                        "{file}: unfilled argument in {text}"
                    );
                    assert!(
                        !text.contains("tl-ev-") && !text.contains("tl-cause-"),
                        "{file}: missing words: {text}"
                    );
                    if viewer != Viewer::Seat(SeatId(0)) {
                        // A Protagonist's or spectator's story never names the private card.
                        for p in std::iter::once(private.main_plot).chain(private.subplots.iter().copied()) {
                            if mm.named_subplots.contains(&p) {
                                continue;
                            }
                            let label = lang.t(&format!("tl-plot-{}", p.name()));
                            assert!(!text.contains(&label), "{file}: {label} in {text}");
                        }
                        assert_ne!(json["type"], "secretly", "{file}: a secret cause reached {viewer:?}");
                    }
                }
            }
        }
    }
    for kind in
        ["card_placed", "cards_revealed", "tokens_changed", "incident_occurred", "loop_result", "secretly"]
    {
        assert!(kinds.contains(kind), "no {kind} event was read: {kinds:?}");
    }
}

/// Issue 17: when the game is over, the script is turned over on every page (who was what, the
/// plots, the culprits), named as such, with the Final Guess's right answers marked.
#[test]
fn at_the_end_every_page_turns_the_script_over() {
    let mut rng = Rng(11);
    let mut ended = 0;
    for (file, text) in SCRIPTS {
        let mut table = start(text, 2);
        while let Some(&seat) = table.waiting_on().first() {
            let cmd = random_command(table.state(), seat, &mut |n| rng.below(n)).unwrap();
            table.act(seat, &cmd, &mut dice::Scripted::new([])).unwrap();
        }
        let mm = table.view(Viewer::Seat(SeatId(0)));
        let private = mm.private.as_ref().unwrap();
        for (lang, title) in [(Lang::Es, "El guion, al descubierto"), (Lang::En, "The script, turned over")] {
            for viewer in [Viewer::Seat(SeatId(1)), Viewer::Spectator] {
                let html = render(&table, lang, viewer);
                assert!(html.contains(title), "{file} {viewer:?}: {html}");
                let main = lang.t(&format!("tl-plot-{}", private.main_plot.name()));
                assert!(shows(&html, &main), "{file}: the main plot is shown");
                for c in &mm.characters {
                    let role = lang.t(&format!("tl-role-{}", c.secret_role.unwrap().name()));
                    assert!(html.contains(&format!("<strong>{role}</strong>")), "{file}: {role}");
                }
                let marks = html.matches(&lang.t("tl-guessed-right")).count();
                assert_eq!(marks, mm.guessed.len(), "{file}: one mark per right guess");
            }
        }
        ended += 1;
    }
    assert!(ended > 0);
}

/// The end-of-game summary folds a secret cause repeated on consecutive lines (the Conspiracy
/// Theorist's Paranoia, once each day of a loop) into one line with its count; the same cause
/// again after another one is its own line.
#[test]
fn the_loops_summary_tells_a_repeated_cause_once_with_its_count() {
    use tragedy_looper::summary::LoopSummary;
    use tragedy_looper::{Cause, MastermindAbility};
    let theorist = Cause::Ability {
        ability: MastermindAbility::Theorist {
            theorist: Character::PoliceOfficer,
            target: Character::Informer,
        },
    };
    let other = Cause::KeyPersonDied { character: Character::Informer };
    let l = LoopSummary {
        loop_no: 1,
        causes: vec![theorist, theorist, theorist, theorist, theorist, theorist, other, theorist],
        lost: Some(true),
        ..LoopSummary::default()
    };
    for lang in LANGS {
        let html = screen::loops_told(lang, std::slice::from_ref(&l), None).into_string();
        let lines: Vec<&str> =
            html.split("<li class=\"muted\">").skip(1).map(|s| &s[..s.find("</li>").unwrap()]).collect();
        assert_eq!(lines.len(), 3, "{lang:?}: {lines:?}");
        let six = if lang == Lang::Es { "(6 veces)" } else { "(6 times)" };
        // The six in a row once, with their count; the last one alone, as it was.
        assert_eq!(lines[0], format!("{} {six}", lines[2]), "{lang:?}");
        assert!(!lines[1].contains(&six[3..]) && !lines[2].contains(&six[3..]), "{lang:?}: {lines:?}");
    }
}
