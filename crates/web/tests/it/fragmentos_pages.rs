//! Fragmentos's pages: over random games, no player's or spectator's screen or story thread holds
//! what its view hides (the Director's notes, secret qualities not yet revealed, a challenge's
//! difficulty before the roll); every rule and form error has words in both languages; the set-up
//! form and the help page render.

use dice::{ServerSeed, VerifiableRoller};
use engine::{Game, SeatId, Table, Viewer};
use fragmentos::Fragmentos;
use web::i18n::{Lang, error_id};
use web::page::{Fields, Page};
use web::screens::{Cx, fragmentos as screen};

fn page(lang: Lang) -> Page {
    Page {
        lang,
        caller: Default::default(),
        username: None,
        csrf: "token".into(),
        path: "/".into(),
        htmx: false,
    }
}

fn render(table: &Table<Fragmentos>, viewer: Viewer, lang: Lang) -> String {
    let state = table.state();
    let seats = Fragmentos::seats(state);
    let waiting = table.waiting_on();
    let p = page(lang);
    let cx = Cx {
        page: &p,
        table: store::TableId(9),
        viewer,
        seats: &seats,
        waiting_on: &waiting,
        genders: &[],
        refused: None,
        refusal_shown: Default::default(),
        now_ms: store::now_ms(),
        portraits: &[],
    };
    let mut html = screen::screen(&cx, &table.view(viewer), state).into_string();
    html.push_str(&story(table, viewer, lang));
    html
}

/// The story's system lines for `viewer`, as the thread page writes them: each line names the
/// characters as the viewer knows them from the viewer's own redacted log before it.
fn story(table: &Table<Fragmentos>, viewer: Viewer, lang: Lang) -> String {
    let names = server::names::Names::default();
    let mut known = web::screens::Story::default();
    let mut html = String::new();
    for e in table.log_for(viewer) {
        let event = web::screens::AnyEvent::Fragmentos(e.event.clone());
        let line = web::screens::story_event_text(lang, &names, &known, &event);
        if let Some(m) = line {
            html.push_str(&m.into_string());
        }
        known.learn(&event);
    }
    html
}

/// A line that names a character by its number ("character 4", "personaje 4"): what a line says
/// only where the reader does not know the character's name.
fn numbered_character(html: &str) -> Option<String> {
    ["character ", "personaje "].iter().find_map(|w| {
        html.match_indices(w).find_map(|(i, _)| {
            let after = &html[i + w.len()..];
            after
                .starts_with(|c: char| c.is_ascii_digit())
                .then(|| html[i..(i + w.len() + 2).min(html.len())].to_owned())
        })
    })
}

fn config() -> fragmentos::Config {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../fragmentos/logs/hotel.json"))
        .unwrap();
    let log: serde_json::Value = serde_json::from_str(&text).unwrap();
    serde_json::from_value(log["config"].clone()).unwrap()
}

/// Strings only the Director may receive: notes and secret qualities not revealed (and not also
/// part of something public).
fn hidden(table: &Table<Fragmentos>) -> Vec<String> {
    let s = table.state();
    let public: Vec<String> = s
        .characters
        .iter()
        .flat_map(|c| c.sheet.qualities.iter().map(|q| q.text.clone()).chain([c.sheet.name.clone()]))
        .collect();
    // The Director's prepared characters not brought in yet ("Personajes secundarios",
    // "Monstruos"): not even their names (the README's "What each seat sees").
    let waiting = s.waiting_offstage().map(|(_, sheet)| sheet.name.clone());
    s.characters
        .iter()
        .flat_map(|c| {
            c.sheet
                .secret_qualities
                .iter()
                .map(|q| q.text.clone())
                .chain(std::iter::once(c.sheet.notes.clone()).filter(|n| !n.is_empty()))
        })
        .chain(waiting)
        .filter(|h| !public.iter().any(|p| p.contains(h.as_str())))
        .collect()
}

/// "Retos": the difficulty is revealed after the roll; the Director's secrets stay with the
/// Director (README "What each seat sees").
#[test]
fn no_player_sees_what_its_view_hides_over_random_games() {
    let mut checked = 0;
    let mut hidden_difficulties = 0;
    for game in 0..5u64 {
        let mut dice = VerifiableRoller::new(ServerSeed::from_phrase(&format!("frag pages {game}")), "t", 0);
        let mut table = Table::<Fragmentos>::start(&config(), &mut dice).unwrap();
        let mut picker = games::Picker::new(game);
        for step in 0..500 {
            let mut waiting = table.waiting_on();
            if waiting.is_empty() {
                break;
            }
            let seat = waiting.swap_remove(picker.pick(waiting.len()));
            let Some(cmd) = fragmentos::random_command(table.state(), seat, &mut |n| picker.pick(n)) else {
                break;
            };
            table.act(seat, &cmd, &mut dice).unwrap();
            let difficulty_hidden =
                table.state().roll.as_ref().is_some_and(|r| r.difficulty.is_some() && !r.revealed);
            if step % 7 != 0 && !difficulty_hidden {
                continue;
            }
            let secrets = hidden(&table);
            let viewers = [Viewer::Seat(SeatId(1)), Viewer::Seat(SeatId(2)), Viewer::Spectator];
            for v in viewers {
                let html = render(&table, v, if step % 2 == 0 { Lang::Es } else { Lang::En });
                for h in &secrets {
                    assert!(!html.contains(h.as_str()), "game {game} step {step}: {v:?} sees hidden {h:?}");
                    checked += 1;
                }
                if difficulty_hidden {
                    assert!(
                        !html.contains("data-difficulty"),
                        "game {game} step {step}: {v:?} sees the difficulty"
                    );
                    hidden_difficulties += 1;
                }
            }
            // Every line names every character as its reader knows it: the Director's by the
            // name it entered the story with, never "character 4".
            let lang = if step % 2 == 0 { Lang::En } else { Lang::Es };
            for v in [Viewer::Seat(SeatId(0)), Viewer::Seat(SeatId(1)), Viewer::Spectator] {
                let lines = story(&table, v, lang);
                assert_eq!(numbered_character(&lines), None, "game {game} step {step}: {v:?} reads a number");
            }
            let director = render(&table, Viewer::Seat(SeatId(0)), Lang::En);
            if difficulty_hidden {
                assert!(director.contains("data-difficulty"), "the Director sees the difficulty");
            }
        }
    }
    assert!(checked > 100 && hidden_difficulties > 10, "too few checks: {checked}, {hidden_difficulties}");
}

/// The Director's page holds the flayed man's notes and weakness; a player's does not.
#[test]
fn the_director_sees_the_notes_and_a_player_does_not() {
    let table = Table::<Fragmentos>::start(&config(), &mut dice::Scripted::new([1])).unwrap();
    let director = render(&table, Viewer::Seat(SeatId(0)), Lang::Es);
    let player = render(&table, Viewer::Seat(SeatId(1)), Lang::Es);
    assert!(director.contains("Teme al fuego") && director.contains("room 305"));
    assert!(!player.contains("Teme al fuego") && !player.contains("room 305"));
    assert!(director.contains("data-form=\"scene\""), "the Director may start a scene");
    assert!(!player.contains("data-form=\"scene\""));
}

fn ids(lang: Lang) -> Vec<String> {
    let root = env!("CARGO_MANIFEST_DIR");
    let text = std::fs::read_to_string(format!("{root}/i18n/{}/fragmentos.ftl", lang.tag())).unwrap();
    text.lines().filter_map(|l| l.split_once(" =").map(|(k, _)| k.trim().to_owned())).collect()
}

fn strings_in(path: &str, prefix: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut stack = vec![std::path::PathBuf::from(path)];
    while let Some(p) = stack.pop() {
        if p.is_dir() {
            stack.extend(std::fs::read_dir(&p).unwrap().map(|e| e.unwrap().path()));
            continue;
        }
        let text = std::fs::read_to_string(&p).unwrap();
        let mut rest = text.as_str();
        while let Some(i) = rest.find(prefix) {
            let tail = &rest[i + prefix.len()..];
            let end = tail.find('"').unwrap_or(0);
            let s = format!("{}{}", &prefix[1..], &tail[..end]);
            if !out.contains(&s) {
                out.push(s);
            }
            rest = &tail[end..];
        }
    }
    out
}

/// Every rule error of the fragmentos crate and every form error of its screens is translated.
#[test]
fn every_error_code_is_translated_in_both_languages() {
    let root = env!("CARGO_MANIFEST_DIR");
    let mut codes = strings_in(&format!("{root}/../fragmentos/src"), "\"fragmentos.");
    assert!(codes.len() > 40, "found only {} codes", codes.len());
    codes.extend(strings_in(&format!("{root}/src/screens/fragmentos"), "\"form.fragmentos."));
    codes.extend(strings_in(&format!("{root}/src/screens/fragmentos.rs"), "\"form.fragmentos."));
    for code in codes {
        for lang in Lang::ALL {
            assert!(ids(lang).contains(&error_id(&code)), "{code} has no {lang:?} translation");
        }
    }
}

/// Every `frag-` message the screens name exists in both languages.
#[test]
fn every_message_the_screens_use_exists() {
    let root = env!("CARGO_MANIFEST_DIR");
    let mut used = strings_in(&format!("{root}/src/screens/fragmentos"), "\"frag-");
    used.extend(strings_in(&format!("{root}/src/screens/fragmentos.rs"), "\"frag-"));
    for id in used.iter().filter(|i| !i.ends_with('-') && !i.contains('{') && *i != "frag-scene-q") {
        for lang in Lang::ALL {
            assert!(ids(lang).contains(id), "{id} missing in {lang:?}");
        }
    }
}

#[test]
fn setup_form_and_help_render_in_both_languages() {
    for lang in Lang::ALL {
        let form = screen::setup(&page(lang), &Fields::default()).into_string();
        assert!(form.contains("m0_action") && form.contains("initial_threat") && form.contains("o0_secret"));
        assert!(!form.contains("refusal"));
        assert!(screen::help(lang).into_string().contains("<table>"));
    }
    let posted = Fields(vec![("m0_name".into(), "Mark".into()), ("m0_action".into(), "12".into())]);
    let form = screen::setup(&page(Lang::Es), &posted).into_string();
    assert!(form.contains("data-block=\"m0_\""), "{form}");
    // The game's error, beside the field it names.
    assert!(form.contains("data-field=\"main_characters.0.action\""), "{form}");
}

/// Issue 17: the game master prepares as many Director's characters as the rules allow in one
/// visit. "One more character" posts the form with `more` and the form comes back one block longer
/// (counted from the hidden `others`, even with the new blocks left empty), with everything typed;
/// the button follows "Open the table" in the form so that one stays the default button (Enter).
#[test]
fn one_more_directors_character_grows_the_form_without_a_name() {
    let f = |pairs: &[(&str, &str)]| Fields(pairs.iter().map(|(a, b)| ((*a).into(), (*b).into())).collect());
    let blocks = |html: &str| {
        (0..fragmentos::MAX_CHARACTERS).filter(|i| html.contains(&format!("name=\"o{i}_name\""))).count()
    };
    for lang in Lang::ALL {
        let p = page(lang);
        let first = screen::setup(&p, &Fields::default()).into_string();
        assert_eq!(blocks(&first), 3);
        assert!(first.contains("name=\"others\" value=\"3\""));
        let button = screen::more_button(&p, &Fields::default()).into_string();
        assert!(button.contains("name=\"more\"") && button.contains("formnovalidate"), "{button}");
        assert!(
            button.contains("formaction=\"/new/fragmentos#frag-other-3\""),
            "lands on the new block: {button}"
        );
        assert!(
            !button.contains(">frag-setup-more-other<"),
            "its words come from the Fluent files: {button}"
        );
        // Pressed twice with nothing typed in the new blocks: five blocks, the newest open.
        let grown =
            screen::setup(&p, &f(&[("others", "4"), ("more", "1"), ("o0_name", "El hombre descarnado")]))
                .into_string();
        assert_eq!(blocks(&grown), 5);
        assert!(grown.contains("value=\"El hombre descarnado\""), "what was typed is kept");
        assert!(grown.contains("id=\"frag-other-4\" open"), "{grown}");
        assert!(!grown.contains("refusal"), "growing the form is not a mistake");
    }
    // Never more blocks than the rules allow, and then no button.
    let max = fragmentos::MAX_CHARACTERS.to_string();
    let full = f(&[("others", max.as_str()), ("more", "1")]);
    // A posted count past any limit, however large, is the limit (no overflow).
    let huge = f(&[("others", "18446744073709551615"), ("more", "1")]);
    assert_eq!(blocks(&screen::setup(&page(Lang::En), &huge).into_string()), fragmentos::MAX_CHARACTERS);
    assert_eq!(blocks(&screen::setup(&page(Lang::En), &full).into_string()), fragmentos::MAX_CHARACTERS);
    assert_eq!(screen::more_button(&page(Lang::En), &full).into_string(), "");
    assert!(screen::wants_more(&full) && !screen::wants_more(&Fields::default()));
}

/// Issue 34: the Director's button to accept a player's character names the character the player
/// wrote, not only the seat's part ("Accept the character of Character 1").
#[test]
fn the_approval_buttons_name_the_proposed_character() {
    let mut seen = 0;
    for game in 0..6u64 {
        let mut dice = VerifiableRoller::new(ServerSeed::from_phrase(&format!("approve {game}")), "t", 0);
        // The players write their own characters (ruling 28).
        let config = fragmentos::Config { players: 2, ..config() };
        let mut table = Table::<Fragmentos>::start(&config, &mut dice).unwrap();
        let mut picker = games::Picker::new(game);
        for _ in 0..60 {
            let proposals = table.view(Viewer::Seat(SeatId(0))).proposals.clone();
            let approving: Vec<(SeatId, String)> = Fragmentos::legal_commands(table.state(), SeatId(0))
                .iter()
                .filter_map(|l| match l.command {
                    fragmentos::Command::ApproveCharacter { seat } => proposals
                        .iter()
                        .find(|(s, _, _)| *s == seat)
                        .map(|(s, sheet, _)| (*s, sheet.name.clone())),
                    _ => None,
                })
                .collect();
            for lang in Lang::ALL {
                let html = render(&table, Viewer::Seat(SeatId(0)), lang);
                for (seat, name) in &approving {
                    let block = &html
                        [html.find(&format!("class=\"frag-approve\" data-seat=\"{}\"", seat.0)).unwrap()..];
                    let approve = &block[block.find("<button").unwrap()..];
                    let approve = &approve[..approve.find("</button>").unwrap()];
                    assert!(approve.contains(name.as_str()), "{lang:?}: {approve}");
                    let back = &block[block.find("data-form=\"return\"").unwrap()..];
                    let back = &back[back.find("<button").unwrap()..];
                    let back = &back[..back.find("</button>").unwrap()];
                    assert!(back.contains(name.as_str()), "{lang:?}: {back}");
                    seen += 1;
                }
            }
            let mut waiting = table.waiting_on();
            if waiting.is_empty() {
                break;
            }
            let seat = waiting.swap_remove(picker.pick(waiting.len()));
            let Some(cmd) = fragmentos::random_command(table.state(), seat, &mut |n| picker.pick(n)) else {
                break;
            };
            table.act(seat, &cmd, &mut dice).unwrap();
        }
    }
    assert!(seen > 0, "no character waited for the Director's approval");
}

/// Issue 34: a point spent and lost ("el punto de amenaza se pierde") or a new point says so; it
/// never moves "from the threat to nowhere".
#[test]
fn a_point_lost_or_new_says_where_it_goes() {
    use fragmentos::{Event, Pool, Reason};
    let names = server::names::Names::default();
    let line = |lang, e: Event| {
        web::screens::story_event_text(
            lang,
            &names,
            &Default::default(),
            &web::screens::AnyEvent::Fragmentos(e),
        )
        .unwrap()
        .into_string()
    };
    let spent = Event::PointMoved { from: Some(Pool::Threat), to: None, reason: Reason::DangerDeclared };
    let new = Event::PointMoved { from: None, to: Some(Pool::Threat), reason: Reason::CharacterLeft };
    for (lang, lost, gained, nowhere) in [
        (Lang::En, "leaves the threat and is lost", "A new point goes to the threat", "nowhere"),
        (Lang::Es, "sale de la amenaza y se pierde", "Un punto nuevo va a la amenaza", "ninguna parte"),
    ] {
        let (a, b) = (line(lang, spent.clone()), line(lang, new.clone()));
        assert!(a.contains(lost) && !a.contains(nowhere), "{lang:?}: {a}");
        assert!(b.contains(gained) && !b.contains(nowhere), "{lang:?}: {b}");
    }
}
