//! GenreFuzzion's pages: every seat's screen over random campaigns (the same board for all, since
//! the game hides nothing, and no action form for a spectator), the forms the hand-written log
//! needs at each of its steps, the set-up's errors, the odds composer against `dice::odds`, and
//! every rule error and message id translated in both languages.

use std::collections::BTreeSet;

use dice::{DiceSource, Die};
use engine::{Game, SeatId, Table, Viewer};
use genrefuzzion::{Command, Config, GenreFuzzion, State};
use serde_json::{Value, json};
use server::auth::Caller;
use store::TableId;
use web::i18n::{Lang, error_id};
use web::page::{Fields, Page};
use web::screens::{Cx, genrefuzzion as screen};

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        // xorshift64*: plenty for picking random legal commands in a test.
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
}

impl DiceSource for Rng {
    fn roll(&mut self, dice: &[Die]) -> Vec<u32> {
        dice.iter().map(|d| (self.next() % u64::from(d.sides())) as u32 + 1).collect()
    }
}

fn page(lang: Lang) -> Page {
    Page {
        lang,
        caller: Caller::default(),
        username: None,
        csrf: "token".into(),
        path: "/".into(),
        htmx: false,
    }
}

fn render(state: &State, viewer: Viewer, lang: Lang) -> String {
    let p = page(lang);
    let seats = GenreFuzzion::seats(state);
    let waiting = GenreFuzzion::waiting_on(state);
    let cx = Cx {
        page: &p,
        table: TableId(7),
        viewer,
        seats: &seats,
        waiting_on: &waiting,
        genders: &[],
        refused: None,
        refusal_shown: Default::default(),
        now_ms: store::now_ms(),
        portraits: &[],
    };
    screen::screen(&cx, &GenreFuzzion::view(state, viewer), state).into_string()
}

/// The page without the viewer's own action forms.
fn board(html: &str) -> String {
    let start = html.find("<section class=\"gf-actions\">");
    match start {
        None => html.to_owned(),
        Some(a) => {
            let b = html[a..].find("</section>").map(|b| a + b).unwrap_or(html.len());
            // Action sections nest no other section, so the first close ends it.
            let rest = html.get(b + "</section>".len()..).unwrap_or("");
            // The viewer's own row of the points table is highlighted ("me"): not a secret.
            format!("{}{}", &html[..a], rest).replace("class=\"me", "class=\"")
        }
    }
}

fn forms(html: &str) -> BTreeSet<String> {
    html.match_indices("data-form=\"")
        .map(|(i, m)| html[i + m.len()..].split('"').next().unwrap_or("").to_owned())
        .collect()
}

fn config(n: usize) -> Config {
    Config {
        players: (1..=n).map(|i| format!("Jugador{i}")).collect(),
        moderator: 2,
        max_wait_secs: 3600,
        starting_points: Vec::new(),
    }
}

#[test]
fn every_seat_sees_the_same_board_and_a_spectator_gets_no_forms_over_random_campaigns() {
    // "What each seat sees": GenreFuzzion is played in public threads (crate README); the board
    // must be the same for every seat, and only the action forms differ.
    for seed in 1..=4u64 {
        let n = 3 + (seed as usize % 3);
        let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15));
        let mut table = Table::<GenreFuzzion>::start(&config(n), &mut rng).unwrap();
        for step in 0..260 {
            let waiting = GenreFuzzion::waiting_on(table.state());
            if waiting.is_empty() {
                break;
            }
            let seat = waiting[(rng.next() as usize) % waiting.len()];
            let mut pick = |k: usize| if k == 0 { 0 } else { (rng.next() as usize) % k };
            let Some(cmd) = genrefuzzion::random_command(table.state(), seat, &mut pick) else { break };
            table.act(seat, &cmd, &mut rng).unwrap();
            if step % 9 != 0 {
                continue;
            }
            let s = table.state();
            let spectator = render(s, Viewer::Spectator, Lang::Es);
            assert!(
                forms(&spectator).is_empty(),
                "a spectator gets no action form (seed {seed}, step {step})"
            );
            for seat in 0..=n as u8 {
                let html = render(s, Viewer::Seat(SeatId(seat)), Lang::Es);
                assert_eq!(
                    board(&html),
                    board(&spectator),
                    "seat {seat} sees the public board (seed {seed})"
                );
                assert!(html.contains("gf-points"), "points table drawn");
            }
        }
    }
}

/// The form that sends each kind of command of the log.
fn form_of(command: &Value) -> &'static str {
    match command["type"].as_str().unwrap_or("") {
        "propose_table_cliche" | "propose_cliche" => "propose",
        "draft_cliche" => "draft",
        "add_own_cliches" => "own",
        "assign_cliche_dice" => "cliche-dice",
        "name_character" => "name",
        "declare_relationship" | "declare_table_relationship" => "relationship",
        "close_relationships" => "close-relationships",
        "assign_relationship_dice" => "rel-dice",
        "choose_tricks" => "tricks",
        "set_objective" => "objective",
        "start_scene" => "start-scene",
        "present_antagonist" => "present",
        "roll_pool" => "roll",
        "stand" => "stand",
        "surrender" => "surrender",
        "rate" => "rate",
        "call_interval" => "call-interval",
        "train" => "train",
        "analyse_objective" => "analyse",
        "endorse_objective" => "endorse",
        "open_vote" => "open-vote",
        "cast_vote" => "vote",
        "close_vote" => "close-vote",
        "request_next_scene" => "request-next",
        "end_interval" => "end-interval",
        other => panic!("the log uses {other}, which has no form here"),
    }
}

/// The hand-written campaign (`crates/genrefuzzion/logs/scott_pilgrim.json`) and its config.
fn scott_pilgrim() -> (Value, Config) {
    let log: Value =
        serde_json::from_str(include_str!("../../../genrefuzzion/logs/scott_pilgrim.json")).unwrap();
    let config = serde_json::from_value(log["config"].clone()).unwrap();
    (log, config)
}

#[test]
fn the_hand_written_campaign_finds_its_form_at_every_step() {
    // crates/genrefuzzion/logs/scott_pilgrim.json: creation ("Creación de Personajes"), a scene to
    // its rating ("Escenas", "Valorando la escena"), an interval ("Intervalos") and a vote.
    let (log, config) = scott_pilgrim();
    let mut rng = Rng(42);
    let mut table = Table::<GenreFuzzion>::start(&config, &mut rng).unwrap();
    for entry in log["commands"].as_array().unwrap() {
        let seat = SeatId(entry["seat"].as_u64().unwrap() as u8);
        let html = render(table.state(), Viewer::Seat(seat), Lang::En);
        let want = form_of(&entry["command"]);
        assert!(
            forms(&html).contains(want),
            "seat {} should see form {want} for {}; it sees {:?}",
            seat.0,
            entry["command"],
            forms(&html)
        );
        let cmd: Command = serde_json::from_value(entry["command"].clone()).unwrap();
        table.act(seat, &cmd, &mut rng).unwrap();
    }
    // After the scene, the map holds every relationship and the sheets their dice.
    let html = render(table.state(), Viewer::Seat(SeatId(1)), Lang::Es);
    assert!(html.contains("<svg viewBox=\"0 0 360 360\""), "the relationship map is drawn");
    assert!(html.contains("Tímidamente enamorado de Ramona"));
    // "El Moderador": between scenes its seat admits players and hands the role over; a player not.
    let moderator = forms(&render(table.state(), Viewer::Seat(SeatId(0)), Lang::Es));
    assert!(moderator.contains("admit") && moderator.contains("hand-over"), "{moderator:?}");
    assert!(!forms(&html).contains("admit"));
}

/// "Trucos y Tretas": the forms offer each row of the tables by its key and show its name in the
/// reader's language; what they send names the row by key, never by its Spanish text.
#[test]
fn trick_and_flaw_forms_send_keys_and_show_the_readers_names() {
    let (log, config) = scott_pilgrim();
    let mut rng = Rng(42);
    let mut table = Table::<GenreFuzzion>::start(&config, &mut rng).unwrap();
    let commands = log["commands"].as_array().unwrap();
    let at = commands.iter().position(|c| c["command"]["type"] == "choose_tricks").unwrap();
    for entry in &commands[..at] {
        let cmd: Command = serde_json::from_value(entry["command"].clone()).unwrap();
        table.act(SeatId(entry["seat"].as_u64().unwrap() as u8), &cmd, &mut rng).unwrap();
    }
    let seat = Viewer::Seat(SeatId(commands[at]["seat"].as_u64().unwrap() as u8));
    let (en, es) = (render(table.state(), seat, Lang::En), render(table.state(), seat, Lang::Es));
    assert!(en.contains(r#"<option value="arma_predilecta">Favourite weapon (1 "#), "{en}");
    assert!(es.contains(r#"<option value="arma_predilecta">Arma predilecta (1 "#), "{es}");
    assert!(en.contains(r#"<option value="opsss">"#));
    assert!(!es.contains(r#"value="Arma predilecta""#), "no Spanish text as a value");
    let form = |trick1: &str, flaw: &str| {
        fields(&[
            ("form", "tricks"),
            ("trick1", trick1),
            ("trick1_fill", "bajo eléctrico"),
            ("trick2", "insistente"),
            ("flaw", flaw),
        ])
    };
    let sent = screen::command(&form("arma_predilecta", "opsss"), store::now_ms()).unwrap();
    assert_eq!(
        serde_json::to_value(&sent).unwrap(),
        json!({ "type": "choose_tricks", "tricks": [
            { "key": "arma_predilecta", "fills": { "ARMA PREDILECTA": "bajo eléctrico" } },
            { "key": "insistente", "fills": {} },
        ], "flaw": { "key": "opsss", "fills": {} } })
    );
    table.act(SeatId(commands[at]["seat"].as_u64().unwrap() as u8), &sent, &mut rng).unwrap();
    let bad = |f: &Fields| code(screen::command(f, store::now_ms()).unwrap_err());
    assert_eq!(bad(&form("Arma predilecta", "opsss")), "form.genrefuzzion.trick", "a printed name is no key");
    assert_eq!(bad(&form("opsss", "opsss")), "form.genrefuzzion.trick", "a flaw is no trick");
    assert_eq!(bad(&form("arma_predilecta", "insistente")), "form.genrefuzzion.trick", "a trick is no flaw");
}

fn fields(pairs: &[(&str, &str)]) -> Fields {
    Fields(pairs.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect())
}

fn code(e: server::AppError) -> String {
    e.parts().1.to_string()
}

#[test]
fn the_set_up_needs_three_to_twelve_named_players_in_order() {
    // "Cantidad de jugadores" (3+; the crate's ruling caps at twelve) and "El Moderador".
    let two = fields(&[("gf_player1", "Ana"), ("gf_player2", "Beto")]);
    assert_eq!(code(screen::config(&two).unwrap_err()), "form.genrefuzzion.players");
    let gap = fields(&[
        ("gf_player1", "Ana"),
        ("gf_player3", "Caro"),
        ("gf_player4", "Dani"),
        ("gf_player5", "Eva"),
    ]);
    assert_eq!(code(screen::config(&gap).unwrap_err()), "form.genrefuzzion.gap");
    let twice = fields(&[("gf_player1", "Ana"), ("gf_player2", "ana"), ("gf_player3", "Caro")]);
    assert_eq!(code(screen::config(&twice).unwrap_err()), "form.genrefuzzion.name_twice");
    let bad_mod = fields(&[
        ("gf_player1", "Ana"),
        ("gf_player2", "Beto"),
        ("gf_player3", "Caro"),
        ("gf_moderator", "4"),
    ]);
    assert_eq!(code(screen::config(&bad_mod).unwrap_err()), "form.genrefuzzion.moderator");
    let ok = fields(&[
        ("gf_player1", "Ana"),
        ("gf_player2", "Beto"),
        ("gf_player3", "Caro"),
        ("gf_moderator", "2"),
        ("max_wait_hours", "48"),
        ("gf_carry", "on"),
        ("gf_pv1", "3"),
        ("gf_pk1", "1"),
    ]);
    let config = screen::config(&ok).unwrap();
    assert_eq!(config.max_wait_secs, 172_800, "the maximum wait in seconds");
    assert_eq!(serde_json::to_value(config.starting_points[0]).unwrap(), json!({ "pv": 3, "pk": 1 }));
    assert!(GenreFuzzion::start(&config, &mut Rng(1)).is_ok(), "the rules accept the form's config");
}

#[test]
fn forms_become_the_commands_of_the_rules() {
    let rate =
        fields(&[("form", "rate"), ("protagonist", "4"), ("antagonist", "3"), ("justification", "bien")]);
    assert_eq!(
        serde_json::to_value(screen::command(&rate, store::now_ms()).unwrap()).unwrap(),
        json!({ "type": "rate", "protagonist": 4, "antagonist": 3, "justification": "bien" })
    );
    let roll =
        fields(&[("form", "roll"), ("src", "cliche:0:d8"), ("src", "sacrifice:1:d6:3"), ("src", "karma:d6")]);
    assert_eq!(
        serde_json::to_value(screen::command(&roll, store::now_ms()).unwrap()).unwrap(),
        json!({ "type": "roll_pool", "sources": [
            { "kind": "cliche", "index": 0 },
            { "kind": "advantage", "index": 1, "sacrifice": true },
            { "kind": "karma_d6" },
        ] })
    );
    let empty = fields(&[("form", "name"), ("name", "  ")]);
    assert_eq!(code(screen::command(&empty, store::now_ms()).unwrap_err()), "form.genrefuzzion.empty");
    // Trick and flaw targets come from the listed commands' options ("trick:target",
    // "character:flaw:targets…"), never typed.
    let trick = fields(&[("form", "use-trick"), ("trick", "1:2")]);
    assert_eq!(
        serde_json::to_value(screen::command(&trick, store::now_ms()).unwrap()).unwrap(),
        json!({ "type": "use_trick", "trick": 1, "target": 2 })
    );
    let trick = fields(&[("form", "use-trick"), ("trick", "0")]);
    assert_eq!(
        serde_json::to_value(screen::command(&trick, store::now_ms()).unwrap()).unwrap(),
        json!({ "type": "use_trick", "trick": 0, "target": null })
    );
    let flaw = fields(&[("form", "activate-flaw"), ("flaw", "0:2:1:3")]);
    assert_eq!(
        serde_json::to_value(screen::command(&flaw, store::now_ms()).unwrap()).unwrap(),
        json!({ "type": "activate_flaw", "character": 0, "flaw": 2, "target": [1, 3] })
    );
    let typed = fields(&[("form", "activate-flaw"), ("flaw", "0"), ("target", "7")]);
    assert_eq!(code(screen::command(&typed, store::now_ms()).unwrap_err()), "form.genrefuzzion.flaw");
    // The Moderator's clock comes from the server, not from the form.
    let nudge = fields(&[("form", "nudge"), ("now", "1")]);
    // The time is the server's clock the page hands over, never the form's (nor the machine's).
    let nudged = serde_json::to_value(screen::command(&nudge, 1_000_000_000_999).unwrap()).unwrap();
    assert_eq!(nudged["now"], json!(1_000_000_000u64));
}

#[test]
fn the_odds_composer_shows_the_exact_chance_of_dice_odds() {
    // "Oponerse": the protagonist needs a strictly greater result than the antagonist's.
    let f = fields(&[
        ("src", "cliche:0:d8"),
        ("src", "cliche:1:d6"),
        ("src", "sacrifice:0:d4:3"),
        ("beat", "7"),
        ("ties", "lose"),
    ]);
    let html = screen::odds(Lang::En, &f).unwrap().into_string();
    let pool = [Die::D8, Die::D6, Die::D4, Die::D4, Die::D4];
    let p = dice::odds::genrefuzzion(&pool).first().probability_that(|r| *r > 7);
    assert!(html.contains(&format!("{} %", p.percent(1))), "{html}");
    assert!(html.contains("<svg"), "the chart is drawn");
    assert!(html.contains("d8 + d6 + d4 + d4 + d4"));
    let none = screen::odds(Lang::Es, &Fields::default()).unwrap().into_string();
    assert!(none.contains("Marca los dados"));
}

/// The message ids of our Fluent file in `lang` (read as text: `Lang::has` cannot tell a message
/// with variables from a missing one).
fn ftl_ids(lang: Lang) -> BTreeSet<String> {
    let path = format!("{}/i18n/{}/genrefuzzion.ftl", env!("CARGO_MANIFEST_DIR"), lang.tag());
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .filter_map(|l| l.split_once(" = ").map(|(id, _)| id.trim().to_owned()))
        .filter(|id| !id.starts_with('#') && !id.is_empty())
        .collect()
}

/// The sources of the game crate, `src/rules/…` included.
fn sources(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else {
            out.push(path);
        }
    }
}

fn rule_codes() -> BTreeSet<String> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../genrefuzzion/src");
    let mut files = Vec::new();
    sources(std::path::Path::new(dir), &mut files);
    let mut codes = BTreeSet::new();
    for path in files {
        let text = std::fs::read_to_string(path).unwrap();
        let start = "RuleError::new(";
        for (i, _) in text.match_indices(start) {
            // The code is the first string literal after the call, on this line or the next.
            let rest = text[i + start.len()..].trim_start();
            if let Some(lit) = rest.strip_prefix('"')
                && let Some(end) = lit.find('"')
                && lit[..end].starts_with("gf.")
            {
                codes.insert(lit[..end].to_owned());
            }
        }
    }
    codes
}

#[test]
fn every_rule_error_of_the_game_is_translated_in_both_languages() {
    let codes = rule_codes();
    assert!(codes.len() > 100, "found {} codes", codes.len());
    for lang in Lang::ALL {
        let ids = ftl_ids(lang);
        for c in &codes {
            assert!(ids.contains(&error_id(c)), "{c} has no {} translation ({})", lang.tag(), error_id(c));
        }
    }
    assert_eq!(ftl_ids(Lang::Es), ftl_ids(Lang::En), "both languages hold the same ids");
}

#[test]
fn every_message_id_of_the_screens_exists_in_both_languages() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/src/screens");
    let mut text = std::fs::read_to_string(format!("{dir}/genrefuzzion.rs")).unwrap();
    for f in ["forms.rs", "map.rs"] {
        text += &std::fs::read_to_string(format!("{dir}/genrefuzzion/{f}")).unwrap();
    }
    let mut ids = BTreeSet::new();
    for call in ["t(\"", "t_args(\""] {
        for (i, m) in text.match_indices(call) {
            let id = text[i + m.len()..].split('"').next().unwrap();
            if id.starts_with("gf-") {
                ids.insert(id.to_owned());
            }
        }
    }
    for phase in [
        "not-started",
        "cliche-pool",
        "draft",
        "concept",
        "relationships",
        "finishing",
        "lull",
        "scene",
        "interval",
        "epilogue",
        "over",
    ] {
        ids.insert(format!("gf-phase-{phase}"));
    }
    for s in ["cooperating", "refused", "vetoed", "fled"] {
        ids.insert(format!("gf-ally-{s}"));
    }
    for s in ["open", "analysing", "reached", "satisfied", "closed"] {
        ids.insert(format!("gf-objective-{s}"));
    }
    assert!(ids.len() > 150);
    for lang in Lang::ALL {
        let have = ftl_ids(lang);
        for id in &ids {
            assert!(have.contains(id), "{id} missing in {}", lang.tag());
        }
    }
}

#[test]
fn event_posts_speak_the_readers_language_and_show_deadlines_in_utc() {
    // "El Moderador": the deadline recorded after contacting a late player.
    let e = json!({ "type": "deadline_set", "deadline": 1_795_000_000u64 });
    let e: genrefuzzion::Event = serde_json::from_value(e).unwrap();
    let en = screen::event_text(Lang::En, &server::names::Names::default(), &e).unwrap().into_string();
    assert!(en.contains("2026-11-18 11:06 UTC"), "{en}");
    // Issue 34: a moment the page script writes in the reader's time zone (UTC without it).
    assert!(
        en.contains("<time class=\"at\" datetime=\"2026-11-18T11:06:40Z\">2026-11-18 11:06 UTC</time>"),
        "{en}"
    );
    let rated =
        json!({ "type": "scene_rated", "by": 3, "protagonist": 4, "antagonist": 3, "justification": "bien" });
    let rated: genrefuzzion::Event = serde_json::from_value(rated).unwrap();
    let es = screen::event_text(Lang::Es, &server::names::Names::default(), &rated).unwrap().into_string();
    assert!(es.contains("valora la escena 4 / 3: bien"), "{es}");
}

/// The hand-written campaign up to Scott standing on his first roll (faces 4, 4, 4, 4: result 8).
fn scene_after_the_first_roll() -> Table<GenreFuzzion> {
    let (log, config) = scott_pilgrim();
    let mut dice = dice::Scripted::new([4, 4, 4, 4]);
    let mut table = Table::<GenreFuzzion>::start(&config, &mut dice).unwrap();
    for entry in log["commands"].as_array().unwrap() {
        if entry["command"]["type"] == "surrender" {
            break;
        }
        let cmd: Command = serde_json::from_value(entry["command"].clone()).unwrap();
        table.act(SeatId(entry["seat"].as_u64().unwrap() as u8), &cmd, &mut dice).unwrap();
    }
    table
}

fn play_form(table: &mut Table<GenreFuzzion>, seat: u8, pairs: &[(&str, &str)], faces: &[u32]) {
    let html = render(table.state(), Viewer::Seat(SeatId(seat)), Lang::En);
    let form = pairs.iter().find(|(k, _)| *k == "form").unwrap().1;
    assert!(forms(&html).contains(form), "seat {seat} sees {form}: {:?}", forms(&html));
    let cmd = screen::command(&fields(pairs), store::now_ms()).unwrap();
    table.act(SeatId(seat), &cmd, &mut dice::Scripted::new(faces.iter().copied())).unwrap();
}

/// A sheet's trick or flaw as an English page names it: its table row's English (a custom one's
/// own name).
fn english(t: &genrefuzzion::OwnedTrick) -> String {
    t.printed_in(genrefuzzion::data::Language::En).map_or_else(|| t.name.clone(), |(name, _, _)| name)
}

/// The trick and flaw forms offer exactly the listed uses, each named (character, trick or flaw,
/// and its targets by name), over random campaigns and for every seat; no target is typed.
#[test]
fn the_trick_and_flaw_forms_offer_the_listed_uses_by_name() {
    let mut offered = 0;
    for seed in 1..=6u64 {
        let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15));
        let mut table = Table::<GenreFuzzion>::start(&config(3), &mut rng).unwrap();
        for _ in 0..400 {
            let s = table.state();
            for seat in 0..=s.players.len() as u8 {
                let uses: Vec<(String, String)> = GenreFuzzion::legal_commands(s, SeatId(seat))
                    .into_iter()
                    .filter_map(|l| match l.command {
                        Command::ActivateFlaw { character, flaw, target } => {
                            let ch = &s.characters[character];
                            let mut v = format!("{character}:{flaw}");
                            for t in target {
                                v.push_str(&format!(":{t}"));
                            }
                            Some((v, format!("{}: {}", ch.name, english(&ch.tricks[flaw]))))
                        }
                        Command::UseTrick { trick, target } => {
                            let ch = &s.characters[s.character_of(SeatId(seat)).unwrap()];
                            let v = target.map_or(trick.to_string(), |t| format!("{trick}:{t}"));
                            Some((v, english(&ch.tricks[trick])))
                        }
                        _ => None,
                    })
                    .collect();
                if uses.is_empty() {
                    continue;
                }
                let html = render(s, Viewer::Seat(SeatId(seat)), Lang::En);
                assert!(!html.contains("name=\"target\""), "no typed target");
                for (value, name) in uses {
                    offered += 1;
                    assert!(html.contains(&format!("value=\"{value}\"")), "{value} offered to {seat}");
                    assert!(html.contains(&name), "{name} named");
                }
            }
            let waiting = GenreFuzzion::waiting_on(table.state());
            if waiting.is_empty() {
                break;
            }
            let seat = waiting[(rng.next() as usize) % waiting.len()];
            let mut pick = |k: usize| if k == 0 { 0 } else { (rng.next() as usize) % k };
            let Some(cmd) = genrefuzzion::random_command(table.state(), seat, &mut pick) else { break };
            table.act(seat, &cmd, &mut rng).unwrap();
        }
    }
    assert!(offered > 0, "random scenes offer tricks or flaws");
}

#[test]
fn the_victory_form_names_sides_from_the_winners_point_of_view() {
    // "Oponerse" then "Ganando una Escena": the antagonist (the extra, played by Ana at seat 2)
    // opposes with two dice that fumble; Scott wins and his effect die annuls one of the
    // opponent's clichés ("anular un atributo"), named in the form as the opponent's ("opp").
    let mut table = scene_after_the_first_roll();
    let html = render(table.state(), Viewer::Seat(SeatId(2)), Lang::En);
    assert!(html.contains("value=\"cliche:0:d10\""), "the extra's d10 is offered to its player");
    play_form(&mut table, 2, &[("form", "roll"), ("src", "cliche:0:d10"), ("src", "cliche:1:d8")], &[1, 1]);
    play_form(&mut table, 2, &[("form", "stand")], &[]);
    let sc = table.state().scene.clone().unwrap();
    assert_eq!(sc.step, genrefuzzion::Step::Victory { winner: genrefuzzion::Side::Protagonist });
    let die = sc.last_roll(genrefuzzion::Side::Protagonist).unwrap().free_dice()[0].to_string();
    let genrefuzzion::Party::Extra { name: extra } = sc.antagonist.clone() else { panic!("an extra") };
    let before = table.state().extras[&extra].sheet.cliches.clone();
    assert_eq!(before[4].die, Die::D4, "the extra's fifth cliché is its d4");
    play_form(
        &mut table,
        1,
        &[
            ("form", "victory"),
            ("winner", "protagonist"),
            ("effect_die", &die),
            ("effect_kind", "annul"),
            ("annul", "opp/cliche:4"),
        ],
        &[],
    );
    // The effect die is bigger than the d4, so the cliché is annulled (removed), not degraded.
    let after = &table.state().extras[&extra].sheet.cliches;
    assert_eq!(after.len(), before.len() - 1, "the opponent's d4 cliché was annulled");
    assert!(!after.iter().any(|c| c.name == before[4].name));
    assert_eq!(table.state().scene.as_ref().unwrap().step, genrefuzzion::Step::Rating);
}

/// The form that sends a listed command, for every kind of command of the rules but the
/// Moderator's suspension (offered once the server's clock reaches the deadline).
fn form_for(c: &Command) -> Option<&'static str> {
    use Command::*;
    Some(match c {
        ProposeCliche { .. } | ProposeTableCliche { .. } => "propose",
        DraftCliche { .. } => "draft",
        AddOwnCliches { .. } => "own",
        AssignClicheDice { .. } => "cliche-dice",
        NameCharacter { .. } => "name",
        DeclareRelationship { .. } | DeclareTableRelationship { .. } => "relationship",
        SuggestRelationship { .. } => "suggest-relationship",
        CloseRelationships => "close-relationships",
        AssignRelationshipDice { .. } => "rel-dice",
        ChooseTricks { .. } => "tricks",
        SetObjective { .. } => "objective",
        StartScene { .. } => "start-scene",
        ReformulateIntention { .. } => "reformulate",
        RefuseAlly { .. } => "refuse-ally",
        VetoExtraAlly { .. } => "veto-ally",
        PresentAntagonist { .. } => "present",
        AllyIntention { .. } => "ally-intention",
        GiftAttribute { .. } => "gift",
        RollPool { .. } => "roll",
        Boost { .. } => "boost",
        Stand => "stand",
        Surrender => "surrender",
        ClaimVictory { .. } => "victory",
        UseTrick { .. } => "use-trick",
        ActivateFlaw { .. } => "activate-flaw",
        Rate { .. } => "rate",
        CloseGroupRating => "close-group-rating",
        CallInterval => "call-interval",
        RequestNextScene => "request-next",
        EndInterval { .. } => "end-interval",
        Train { .. } => "train",
        ChangeAttribute { .. } => "change-attribute",
        ChangeObjective { .. } => "change-objective",
        ModifyObjective { .. } => "modify-objective",
        AddCliche { .. } => "add-cliche",
        AddRelationship { .. } => "add-relationship",
        LearnTrick { .. } => "learn-trick",
        TakeFlaw { .. } => "take-flaw",
        LearnCustomTrick { .. } => "custom-trick",
        AnalyseObjective { .. } => "analyse",
        EndorseObjective { .. } => "endorse",
        SatisfyObjective { .. } => "satisfy",
        CloseObjective { .. } => "close-objective",
        RetireCharacter => "retire",
        RedirectRelationship { .. } => "redirect",
        CashRelationship { .. } => "cash",
        ContributeCliche { .. } => "contribute",
        CreateCharacter { .. } => "create-character",
        Sponsor { .. } => "sponsor",
        AdmitPlayer { .. } => "admit",
        NudgeLatePlayer { .. } => "nudge",
        SuspendScene { .. } => return None,
        ResumeScene { .. } => "resume",
        WithdrawScene { .. } => "withdraw",
        RetireAbsentPlayer { .. } => "retire-absent",
        WelcomeBack { .. } => "welcome-back",
        HandOver { .. } => "hand-over",
        OpenVote { .. } => "open-vote",
        CastVote { .. } => "vote",
        CloseVote { .. } => "close-vote",
        ProposeGrandFinale { .. } => "propose-finale",
        AgreeGrandFinale => "agree-finale",
        CancelGrandFinale => "cancel-finale",
        EndCampaign => "end-campaign",
    })
}

/// Issue 17: a player never needs the "send a command as JSON" form. Over random campaigns (with
/// players admitted, characters retired and votes, so the interval's rarer commands come up), every
/// command the rules list for a seat has its form on that seat's page.
#[test]
fn every_listed_command_has_its_form() {
    let mut seen: BTreeSet<&'static str> = BTreeSet::new();
    for seed in 1..=8u64 {
        let n = 3 + (seed as usize % 2);
        let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15));
        let mut table = Table::<GenreFuzzion>::start(&config(n), &mut rng).unwrap();
        for step in 0..500 {
            let s = table.state();
            if step % 6 == 0 {
                for seat in 0..=s.players.len() as u8 {
                    let legal = GenreFuzzion::legal_commands(s, SeatId(seat));
                    if legal.is_empty() {
                        continue;
                    }
                    let html = render(s, Viewer::Seat(SeatId(seat)), Lang::Es);
                    let have = forms(&html);
                    for l in &legal {
                        let Some(want) = form_for(&l.command) else { continue };
                        assert!(
                            have.contains(want),
                            "seed {seed} step {step}: seat {seat} may send {:?} but has no {want} form ({have:?})",
                            l.command
                        );
                        seen.insert(want);
                    }
                }
            }
            let waiting = GenreFuzzion::waiting_on(s);
            let seats: Vec<SeatId> = if waiting.is_empty() || rng.next().is_multiple_of(4) {
                (0..=s.players.len() as u8).map(SeatId).collect()
            } else {
                waiting
            };
            let seat = seats[(rng.next() as usize) % seats.len()];
            let mut pick = |k: usize| if k == 0 { 0 } else { (rng.next() as usize) % k };
            let Some(cmd) = genrefuzzion::random_command(table.state(), seat, &mut pick) else { continue };
            table.act(seat, &cmd, &mut rng).unwrap();
        }
    }
    eprintln!("forms met: {seen:?}");
}

/// "Ganando una Escena": "Gastando un punto de Victoria es posible añadir una ventaja adicional,
/// escogiendo otro dado sin usar como dado de efecto" (and a complication for 1 PK, "PV y PK"). The
/// victory form offers the extra effects the rules list, one row per other free die, and what it
/// sends is accepted: the effect die becomes an advantage, the other free die a problem.
#[test]
fn the_victory_form_buys_extra_effects_on_the_other_free_dice() {
    let mut table = scene_after_the_first_roll();
    play_form(&mut table, 2, &[("form", "roll"), ("src", "cliche:0:d10"), ("src", "cliche:1:d8")], &[1, 1]);
    play_form(&mut table, 2, &[("form", "stand")], &[]);
    let sc = table.state().scene.clone().unwrap();
    let free = sc.last_roll(genrefuzzion::Side::Protagonist).unwrap().free_dice();
    assert_eq!(free.len(), 2, "two dice of Scott's pool are free");
    let html = render(table.state(), Viewer::Seat(SeatId(1)), Lang::Es);
    assert!(html.contains("name=\"extra0_die\""), "a row for the extra effect");
    assert!(html.contains("una ventaja adicional (1 PV)"), "in the rulebook's words");
    let pk = table.state().player(SeatId(1)).unwrap().points.pk;
    let genrefuzzion::Party::Extra { name: extra } = sc.antagonist.clone() else { panic!("an extra") };
    let problems = table.state().extras[&extra].sheet.problems.len();
    let (effect, other) = (free[0].to_string(), free[1].to_string());
    play_form(
        &mut table,
        1,
        &[
            ("form", "victory"),
            ("winner", "protagonist"),
            ("effect_die", &effect),
            ("effect_kind", "advantage"),
            ("effect_name", "Sorpresa"),
            ("extra0_die", &other),
            ("extra0_kind", "problem"),
            ("extra0_name", "Herido"),
        ],
        &[],
    );
    let s = table.state();
    assert!(s.characters[0].sheet.advantages.iter().any(|a| a.attr.name == "Sorpresa"));
    assert_eq!(s.extras[&extra].sheet.problems.len(), problems + 1, "the extra effect's problem");
    assert_eq!(s.player(SeatId(1)).unwrap().points.pk + 1, pk, "the complication cost 1 PK");
}

/// The rows of the appendix tables (issue 18) read in the page's language: on an English page a
/// cliché drafted from the table, a relationship of the table filled with a name, a trick with the
/// character's own words in it and a pool die's source are English; on a Spanish page they are the
/// rulebook's words; a person's own words stay as typed on both.
#[test]
fn an_english_page_prints_the_appendix_rows_in_english_and_a_spanish_page_in_spanish() {
    let table = scene_after_the_first_roll();
    let en = board(&render(table.state(), Viewer::Spectator, Lang::En));
    let es = board(&render(table.state(), Viewer::Spectator, Lang::Es));
    // Scott's first cliché, drafted from the table's number 1.
    assert!(en.contains("Pacifist vampire") && !en.contains("Vampiro pacifista"), "{en}");
    assert!(es.contains("Vampiro pacifista") && !es.contains("Pacifist vampire"), "{es}");
    // Ramona's relationship of the table's number 51 with Wallace; Scott's own words stay.
    assert!(en.contains("Friendly rivalry with Wallace") && !en.contains("Rivalidad amistosa"), "{en}");
    assert!(es.contains("Rivalidad amistosa con Wallace"), "{es}");
    assert!(en.contains("Desconfía de Ramona") && es.contains("Desconfía de Ramona"));
    // A row a person typed out letter for letter reads as the row it is.
    assert!(en.contains("Shyly in love with Ramona") && es.contains("Tímidamente enamorado de Ramona"));
    // Scott's "Arma predilecta", filled with his "bajo eléctrico".
    assert!(en.contains("<strong>Favourite weapon</strong>"), "{en}");
    assert!(en.contains("You use your bajo eléctrico to attack an enemy"), "{en}");
    assert!(es.contains("<strong>Arma predilecta</strong>"), "{es}");
    assert!(es.contains("Usas tu bajo eléctrico para atacar a un enemigo"), "{es}");
    // Wallace's flaw and its effect.
    assert!(en.contains("Freudian slip") && es.contains("Lapsus freudiano"));
    // The first roll's sources: Scott's cliché and the scene's (the scene's typed by the Moderator).
    assert!(en.contains("<span class=\"src\">cliché: Pacifist vampire</span>"), "{en}");
    assert!(en.contains("<span class=\"src\">scene cliché: Batalla de bandas</span>"), "{en}");
    assert!(es.contains("<span class=\"src\">cliché: Vampiro pacifista</span>"), "{es}");
    assert!(es.contains("<span class=\"src\">cliché de escena: Batalla de bandas</span>"), "{es}");
    assert!(!es.contains("scene cliché") && !es.contains("ally: "), "no English source on a Spanish page");
}

/// The forms offer the tables' rows in the page's language, each sent by its number or its
/// Spanish name (the rules' key): the cliché table at the start, then at every step of the
/// hand-written campaign (tricks and flaws to choose, the pool's sources, the tricks to use) no
/// row of the tables is left in Spanish on an English page.
#[test]
fn the_forms_offer_the_appendix_rows_in_the_pages_language() {
    let mut rng = Rng(7);
    let table = Table::<GenreFuzzion>::start(&config(3), &mut rng).unwrap();
    let en = render(table.state(), Viewer::Seat(SeatId(1)), Lang::En);
    let es = render(table.state(), Viewer::Seat(SeatId(1)), Lang::Es);
    assert!(en.contains("<option value=\"1\">1. Pacifist vampire</option>"), "{en}");
    assert!(es.contains("<option value=\"1\">1. Vampiro pacifista</option>"), "{es}");
    let (log, config) = scott_pilgrim();
    let mut dice = dice::Scripted::new([4, 4, 4, 4]);
    let mut table = Table::<GenreFuzzion>::start(&config, &mut dice).unwrap();
    let mut offered = BTreeSet::new();
    for entry in log["commands"].as_array().unwrap() {
        if entry["command"]["type"] == "surrender" {
            break;
        }
        let s = table.state();
        for seat in 0..=s.players.len() as u8 {
            let en = render(s, Viewer::Seat(SeatId(seat)), Lang::En);
            offered.extend(forms(&en));
            for spanish in
                ["Arma predilecta", "Lapsus freudiano", "Vampiro pacifista", "Rivalidad amistosa", "Usas tu"]
            {
                // A Spanish name may be an option's value (what the form sends), never its label.
                let shown = en.replace(&format!("value=\"{spanish}\""), "");
                assert!(!shown.contains(spanish), "seat {seat} reads {spanish:?} on an English page");
            }
        }
        let cmd: Command = serde_json::from_value(entry["command"].clone()).unwrap();
        table.act(SeatId(entry["seat"].as_u64().unwrap() as u8), &cmd, &mut dice).unwrap();
    }
    for form in ["propose", "draft", "tricks", "roll"] {
        assert!(offered.contains(form), "the campaign shows the form {form}: {offered:?}");
    }
}

#[test]
fn every_choice_a_single_choice_form_offers_is_accepted_over_random_campaigns() {
    // A page offers exactly what the rules allow: a cliché already in the pool is not proposed
    // again ("Pozo de Clichés"), an objective is endorsed only with a currency its sponsor holds
    // ("Analizar Objetivos"), and any cliché of the pool may be drafted.
    let single = [("propose", "number"), ("endorse", "objective"), ("draft", "index")];
    let mut offered = BTreeSet::new();
    for seed in 1..=4u64 {
        let n = 3 + (seed as usize % 3);
        let mut rng = Rng(seed.wrapping_mul(0x2545_f491_4f6c_dd1d));
        let mut table = Table::<GenreFuzzion>::start(&config(n), &mut rng).unwrap();
        for step in 0..400 {
            let waiting = GenreFuzzion::waiting_on(table.state());
            if waiting.is_empty() {
                break;
            }
            if step % 5 == 0 {
                for seat in 0..=n as u8 {
                    let html = render(table.state(), Viewer::Seat(SeatId(seat)), Lang::En);
                    for (form, name) in single {
                        for value in crate::common::form_choices(&html, form, name) {
                            if value.is_empty() {
                                continue; // "write your own": the text field decides
                            }
                            let sent = fields(&[("form", form), (name, value.as_str())]);
                            let cmd: Command = screen::command(&sent, store::now_ms()).unwrap();
                            let answer = GenreFuzzion::decide(
                                table.state(),
                                SeatId(seat),
                                &cmd,
                                &mut dice::Probe::new(),
                            );
                            assert!(
                                answer.is_ok(),
                                "seat {seat} is offered {form} {name}={value}, which the rules refuse: {:?} \
                                 (seed {seed}, step {step})",
                                answer.err()
                            );
                            offered.insert(form);
                        }
                    }
                }
            }
            let seat = waiting[(rng.next() as usize) % waiting.len()];
            let mut pick = |k: usize| if k == 0 { 0 } else { (rng.next() as usize) % k };
            let Some(cmd) = genrefuzzion::random_command(table.state(), seat, &mut pick) else { break };
            table.act(seat, &cmd, &mut rng).unwrap();
        }
    }
    assert_eq!(offered.len(), single.len(), "the campaigns reach every form: {offered:?}");
}
