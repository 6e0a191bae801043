//! 44's pages: over random games, no seat's screen or story thread holds a byte its view hides
//! (unrevealed Secrets, Agents only Section 44 knows); every rule and form error has words in both
//! languages; the set-up form and the help page render.

use dice::{ServerSeed, VerifiableRoller};
use engine::{Game, SeatId, Table, Viewer};
use forty_four::FortyFour;
use web::i18n::{Lang, error_id};
use web::page::{Fields, Page};
use web::screens::{Cx, forty_four as screen};

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

/// The game panel `viewer` sees, the seats showing `portraits`.
fn screen_of(table: &Table<FortyFour>, viewer: Viewer, lang: Lang, portraits: &[(SeatId, String)]) -> String {
    let state = table.state();
    let seats = FortyFour::seats(state);
    let waiting = table.waiting_on();
    let p = page(lang);
    let cx = Cx {
        page: &p,
        table: store::TableId(7),
        viewer,
        seats: &seats,
        waiting_on: &waiting,
        genders: &[],
        refused: None,
        refusal_shown: Default::default(),
        now_ms: store::now_ms(),
        portraits,
    };
    screen::screen(&cx, &table.view(viewer), state).into_string()
}

fn render(table: &Table<FortyFour>, viewer: Viewer, lang: Lang) -> String {
    let mut html = screen_of(table, viewer, lang, &[]);
    for e in table.log_for(viewer) {
        if let Some(m) = screen::event_text(lang, &server::names::Names::default(), &e.event) {
            html.push_str(&m.into_string());
        }
    }
    html
}

/// What a seat outside Section 44 must never receive: unrevealed Secrets and unknown Agents
/// (names that are not also part of something it may see).
fn hidden(table: &Table<FortyFour>) -> Vec<String> {
    let s = table.state();
    let visible: Vec<String> = s
        .agents
        .iter()
        .filter(|a| a.known)
        .map(|a| a.name.clone())
        .chain(s.secrets.iter().filter(|x| x.revealed).map(|x| x.text.clone()))
        .chain(s.characters.iter().flat_map(|c| {
            c.bonds.iter().chain(c.anxieties.iter()).map(|r| r.name.clone()).chain([c.name.clone()])
        }))
        .collect();
    s.agents
        .iter()
        .filter(|a| !a.known)
        .map(|a| a.name.clone())
        .chain(s.secrets.iter().filter(|x| !x.revealed).map(|x| x.text.clone()))
        .filter(|h| !visible.iter().any(|v| v.contains(h.as_str())))
        .collect()
}

/// p. 11 and p. 17: Secrets reach the main characters only once revealed, Agents the Director
/// creates only once activated; Operatives share everything (p. 30).
#[test]
fn no_seat_sees_what_its_view_hides_over_random_games() {
    let mut checked = 0;
    for game in 0..10u64 {
        let mut config = forty_four::example_config(1 + (game as usize % 3));
        config.secrets = vec![format!("Zeta secret {game} alpha"), format!("Zeta secret {game} beta")];
        let mut dice = VerifiableRoller::new(ServerSeed::from_phrase(&format!("pages {game}")), "t", 0);
        let mut table = Table::<FortyFour>::start(&config, &mut dice).unwrap();
        let mut picker = games::Picker::new(game);
        for step in 0..600 {
            let mut waiting = table.waiting_on();
            if waiting.is_empty() {
                break;
            }
            let seat = waiting.swap_remove(picker.pick(waiting.len()));
            let Some(cmd) = forty_four::random_command(table.state(), seat, &mut |n| picker.pick(n)) else {
                break;
            };
            table.act(seat, &cmd, &mut dice).unwrap();
            if step % 9 != 0 {
                continue;
            }
            let secrets = hidden(&table);
            let mut viewers: Vec<Viewer> = table.state().all_seats().into_iter().map(Viewer::Seat).collect();
            viewers.push(Viewer::Spectator);
            for v in viewers {
                let insider = matches!(v, Viewer::Seat(s) if table.state().is_conspirator(s));
                let html = render(&table, v, if step % 2 == 0 { Lang::Es } else { Lang::En });
                if insider {
                    continue;
                }
                for h in &secrets {
                    assert!(!html.contains(h.as_str()), "game {game} step {step}: {v:?} sees hidden {h:?}");
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 100, "too few checks: {checked}");
}

/// The Director's page holds the Secrets (p. 11), a main character's does not.
#[test]
fn the_director_sees_the_secrets_and_a_player_does_not() {
    let config = forty_four::example_config(2);
    let mut dice = dice::Scripted::new([6, 2]);
    let table = Table::<FortyFour>::start(&config, &mut dice).unwrap();
    let director = render(&table, Viewer::Seat(SeatId(0)), Lang::Es);
    let player = render(&table, Viewer::Seat(SeatId(1)), Lang::Es);
    assert!(director.contains("Hidden truth one"));
    assert!(!player.contains("Hidden truth one"));
    // The order roll's winner (seat 1) gets the order form; seat 2 does not.
    assert!(player.contains("data-form=\"order\""));
    assert!(!render(&table, Viewer::Seat(SeatId(2)), Lang::Es).contains("data-form=\"order\""));
}

/// The message ids of a Fluent file of ours.
fn ids(lang: Lang) -> Vec<String> {
    let root = env!("CARGO_MANIFEST_DIR");
    let text = std::fs::read_to_string(format!("{root}/i18n/{}/forty-four.ftl", lang.tag())).unwrap();
    text.lines().filter_map(|l| l.split_once(" =").map(|(k, _)| k.trim().to_owned())).collect()
}

fn codes_in(dir: &str, prefix: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut stack = vec![std::path::PathBuf::from(dir)];
    while let Some(path) = stack.pop() {
        if path.is_dir() {
            stack.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
            continue;
        }
        {
            let text = std::fs::read_to_string(&path).unwrap();
            let mut rest = text.as_str();
            while let Some(i) = rest.find(prefix) {
                let tail = &rest[i + prefix.len()..];
                let end = tail.find('"').unwrap_or(0);
                let code = format!("{}{}", &prefix[1..], &tail[..end]);
                if !out.contains(&code) {
                    out.push(code);
                }
                rest = &tail[end..];
            }
        }
    }
    out
}

/// Every rule error of the forty-four crate and every form error of its screens has words in
/// both languages.
#[test]
fn every_error_code_is_translated_in_both_languages() {
    let root = env!("CARGO_MANIFEST_DIR");
    let mut codes = codes_in(&format!("{root}/../forty-four/src"), "\"44.");
    assert!(codes.len() > 40, "found only {} codes", codes.len());
    codes.extend(codes_in(&format!("{root}/src/screens/forty_four"), "\"form.44."));
    codes.extend(codes_in(&format!("{root}/src/screens/forty_four.rs"), "\"form.44."));
    for code in codes {
        for lang in Lang::ALL {
            assert!(
                ids(lang).contains(&error_id(&code)),
                "{code} has no {lang:?} translation ({})",
                error_id(&code)
            );
        }
    }
}

/// No error words are left for a code nothing produces any more (the set-up form's own checks
/// moved into the game's `Config::check`).
#[test]
fn every_translated_error_code_is_still_produced() {
    let root = env!("CARGO_MANIFEST_DIR");
    let mut codes = codes_in(&format!("{root}/../forty-four/src"), "\"44.");
    codes.extend(codes_in(&format!("{root}/src/screens/forty_four"), "\"form.44."));
    codes.extend(codes_in(&format!("{root}/src/screens/forty_four.rs"), "\"form.44."));
    let ids_in_use: Vec<String> = codes.iter().map(|c| error_id(c)).collect();
    for lang in Lang::ALL {
        for id in ids(lang).iter().filter(|i| i.starts_with("err-44-") || i.starts_with("err-form-44-")) {
            assert!(ids_in_use.contains(id), "{id} ({lang:?}) translates a code nothing produces");
        }
    }
}

/// Every `f44-` message the screens name exists in both languages.
#[test]
fn every_message_the_screens_use_exists() {
    let root = env!("CARGO_MANIFEST_DIR");
    let mut used = codes_in(&format!("{root}/src/screens/forty_four"), "\"f44-");
    used.extend(codes_in(&format!("{root}/src/screens/forty_four.rs"), "\"f44-"));
    for id in used
        .iter()
        .filter(|i| !i.ends_with('-') && !i.contains('{') && *i != "f44-actions-title" && *i != "f44-detail")
    {
        for lang in Lang::ALL {
            assert!(ids(lang).contains(id), "{id} missing in {lang:?}");
        }
    }
}

#[test]
fn setup_form_and_help_render_in_both_languages() {
    for lang in Lang::ALL {
        let form = screen::setup(&page(lang), &Fields::default()).into_string();
        assert!(form.contains("c0_resolve") && form.contains("secret1"));
        assert!(!form.contains("refusal"), "a fresh form shows no mistakes");
        let help = screen::help(lang).into_string();
        assert!(help.contains(if lang == Lang::Es { "pág. 15-18" } else { "p. 15-18" }));
    }
    // After a refusal the mistake is shown next to its character.
    let posted = Fields(vec![("c0_name".into(), "Ann".into())]);
    let form = screen::setup(&page(Lang::En), &posted).into_string();
    assert!(form.contains("data-block=\"0\""), "{form}");
}

/// The conflict's result reads as numbers, not seats (p. 19, "Compare Results").
#[test]
fn conflict_decided_reads_the_results() {
    let e = serde_json::json!({ "type": "conflict_decided", "winner": "main", "main": 5, "conspiracy": 3, "stress": 2 });
    let e: forty_four::Event = serde_json::from_value(e).unwrap();
    let text = screen::event_text(Lang::En, &server::names::Names::default(), &e).unwrap().into_string();
    assert!(text.contains("5 against 3") && text.contains("2 Stress"), "{text}");
}

/// The Director's sheet is headed by the seat as the seat list names it: its holder's name beside
/// the part, in the reader's language and the holder's gender ("Ana · Directora"), or the part
/// with its article while the holder has chosen no name ("La Directora").
#[test]
fn the_directors_sheet_names_the_seats_holder() {
    let config = forty_four::example_config(2);
    let mut dice = dice::Scripted::new([6, 2]);
    let table = Table::<FortyFour>::start(&config, &mut dice).unwrap();
    let state = table.state();
    let heading = |lang: Lang, name: &str, gender: Option<server::names::Gender>| {
        let mut seats = FortyFour::seats(state);
        seats[0].name = name.to_owned();
        let genders: Vec<(SeatId, server::names::Gender)> =
            gender.map(|g| (SeatId(0), g)).into_iter().collect();
        let waiting = table.waiting_on();
        let p = page(lang);
        let cx = Cx {
            page: &p,
            table: store::TableId(7),
            viewer: Viewer::Seat(SeatId(1)),
            seats: &seats,
            waiting_on: &waiting,
            genders: &genders,
            refused: None,
            refusal_shown: Default::default(),
            now_ms: store::now_ms(),
            portraits: &[],
        };
        let html = screen::screen(&cx, &table.view(Viewer::Seat(SeatId(1))), state).into_string();
        let sheet = &html[html.find("f44-sheet director").expect("the Director's sheet")..];
        let h3 = &sheet[sheet.find("<h3>").unwrap() + 4..sheet.find("</h3>").unwrap()];
        h3.to_owned()
    };
    use server::names::Gender::Feminine;
    // The pages name a held seat "holder · part", the part already in the reader's words.
    assert_eq!(heading(Lang::Es, "Ana · Directora", Some(Feminine)), "Ana · Directora — Sección 44");
    assert_eq!(heading(Lang::En, "Ana · Director", Some(Feminine)), "Ana · Director — Section 44");
    // No name chosen: the part with its article, in the reader's language and the holder's
    // gender (issue 18).
    assert_eq!(heading(Lang::Es, "The Director", Some(Feminine)), "La Directora — Sección 44");
    assert_eq!(heading(Lang::Es, "The Director", None), "La Dirección — Sección 44");
    assert_eq!(heading(Lang::En, "The Director", None), "The Director — Section 44");
}

#[test]
fn the_forms_offer_what_the_rules_list_over_random_games() {
    // A player still making their character may write notes (the rules list `write_notes`), so
    // the page has the form; and a Reserve die offered to boost a result (Use 1, p. 19, p. 29) is
    // one some choice of the replacing die lets it boost.
    // The games reach the improvement often, a boost seldom: every offered box is checked.
    let (mut notes_checked, mut improve_forms) = (0, 0);
    for game in 0..8u64 {
        let mut config = forty_four::example_config(1 + (game as usize % 3));
        if game % 2 == 0 {
            config.players = config.characters.len() as u32; // players make or take their own
        }
        let mut dice = VerifiableRoller::new(ServerSeed::from_phrase(&format!("forms {game}")), "t", 0);
        let mut table = Table::<FortyFour>::start(&config, &mut dice).unwrap();
        let mut picker = games::Picker::new(game);
        for step in 0..500 {
            let mut waiting = table.waiting_on();
            if waiting.is_empty() {
                break;
            }
            // Every seat, those still without a character too.
            for seat in (0..=config.characters.len() as u8).map(SeatId) {
                let legal = FortyFour::legal_commands(table.state(), seat);
                let writes =
                    legal.iter().any(|l| matches!(l.command, forty_four::Command::WriteNotes { .. }));
                let improves =
                    legal.iter().any(|l| matches!(l.command, forty_four::Command::ImproveResult { .. }));
                if !(improves || writes && step % 7 == 0) {
                    continue;
                }
                let html = render(&table, Viewer::Seat(seat), Lang::En);
                if writes {
                    assert!(
                        html.contains("data-form=\"notes\""),
                        "game {game} step {step}: {seat:?} may write notes"
                    );
                    notes_checked += 1;
                }
                improve_forms += usize::from(improves);
                for boost in crate::common::form_choices(&html, "improve", "boost") {
                    let accepted =
                        crate::common::form_choices(&html, "improve", "replace").iter().any(|replace| {
                            let sent = Fields(vec![
                                ("form".into(), "improve".into()),
                                ("replace".into(), replace.clone()),
                                ("boost".into(), boost.clone()),
                            ]);
                            let cmd = screen::command(&sent, store::now_ms()).unwrap();
                            FortyFour::decide(table.state(), seat, &cmd, &mut dice::Probe::new()).is_ok()
                        });
                    assert!(
                        accepted,
                        "game {game} step {step}: {seat:?} is offered to boost with a {boost} no choice accepts"
                    );
                }
            }
            let seat = waiting.swap_remove(picker.pick(waiting.len()));
            let Some(cmd) = forty_four::random_command(table.state(), seat, &mut |n| picker.pick(n)) else {
                break;
            };
            table.act(seat, &cmd, &mut dice).unwrap();
        }
    }
    assert!(
        notes_checked > 10 && improve_forms > 10,
        "too few checks: notes {notes_checked}, improve {improve_forms}"
    );
}

/// A seat's portrait stands on the sheet of the character it plays, and on no other sheet.
#[test]
fn a_characters_sheet_shows_its_players_portrait() {
    let config = forty_four::example_config(2);
    let mut dice = dice::Scripted::new([6, 2]);
    let table = Table::<FortyFour>::start(&config, &mut dice).unwrap();
    let portraits = [(SeatId(1), "/api/tables/7/images/3/thumb".to_owned())];
    let html = screen_of(&table, Viewer::Seat(SeatId(2)), Lang::Es, &portraits);
    let sheet = |seat: u8| {
        let start = html.find(&format!("data-seat=\"{seat}\"")).expect("the character's sheet");
        let end = html[start..].find("</article>").unwrap() + start;
        html[start..end].to_owned()
    };
    assert!(
        sheet(1).contains("class=\"sheet-portrait\" src=\"/api/tables/7/images/3/thumb\""),
        "{}",
        sheet(1)
    );
    assert!(!sheet(2).contains("sheet-portrait"), "{}", sheet(2));
}

/// A decided conflict (p. 19) stays readable in the panel once its scene is over, as it often is
/// in the command that decides it (every consequence automatic): who won and what was rolled,
/// folded under the result, in both languages; while a conflict is under way only that one shows.
#[test]
fn the_last_decided_conflict_stays_in_the_panel_after_its_scene() {
    let mut seen = 0;
    for game in 0..6u64 {
        let config = forty_four::example_config(1 + (game as usize % 3));
        let mut dice = VerifiableRoller::new(ServerSeed::from_phrase(&format!("last {game}")), "t", 0);
        let mut table = Table::<FortyFour>::start(&config, &mut dice).unwrap();
        let mut picker = games::Picker::new(game);
        for _ in 0..600 {
            let mut waiting = table.waiting_on();
            if waiting.is_empty() {
                break;
            }
            let seat = waiting.swap_remove(picker.pick(waiting.len()));
            let Some(cmd) = forty_four::random_command(table.state(), seat, &mut |n| picker.pick(n)) else {
                break;
            };
            table.act(seat, &cmd, &mut dice).unwrap();
            let view = table.view(Viewer::Spectator);
            if view.conflict.is_some() {
                assert_eq!(view.last_conflict, None, "only the conflict under way shows");
                continue;
            }
            let Some(last) = &view.last_conflict else { continue };
            assert!(last.winner.is_some());
            let en = screen_of(&table, Viewer::Spectator, Lang::En, &[]);
            assert!(en.contains("<summary><strong>The last conflict:</strong> "), "{en}");
            assert!(en.contains(" wins; "), "{en}");
            let es = screen_of(&table, Viewer::Spectator, Lang::Es, &[]);
            assert!(es.contains("<summary><strong>El último conflicto:</strong> Gana "), "{es}");
            seen += 1;
        }
    }
    assert!(seen > 10, "too few decided conflicts seen: {seen}");
}
