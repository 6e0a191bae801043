//! The Fluent files: both languages hold the same ids, every id the pages ask for exists, and every
//! error code the server can answer with has a translation.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

fn crate_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The message ids of one `.ftl` file (lines `id = …` at the start of a line).
fn ids(path: &Path) -> BTreeSet<String> {
    let text = fs::read_to_string(path).unwrap();
    let re = regex_lite::Regex::new(r"(?m)^(-?[a-zA-Z][a-zA-Z0-9_-]*)\s*=").unwrap();
    re.captures_iter(&text).map(|c| c[1].to_owned()).collect()
}

fn all_ids(lang: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for entry in fs::read_dir(crate_dir().join("i18n").join(lang)).unwrap() {
        out.extend(ids(&entry.unwrap().path()));
    }
    out
}

fn rust_sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn both_languages_hold_the_same_ids_file_by_file() {
    for entry in fs::read_dir(crate_dir().join("i18n/en")).unwrap() {
        let en = entry.unwrap().path();
        let es = crate_dir().join("i18n/es").join(en.file_name().unwrap());
        assert!(es.exists(), "{} has no Spanish twin", en.display());
        let (en_ids, es_ids) = (ids(&en), ids(&es));
        let only_en: Vec<_> = en_ids.difference(&es_ids).collect();
        let only_es: Vec<_> = es_ids.difference(&en_ids).collect();
        assert!(
            only_en.is_empty() && only_es.is_empty(),
            "{en:?}: only in en {only_en:?}, only in es {only_es:?}"
        );
    }
}

#[test]
fn every_literal_id_the_pages_ask_for_exists() {
    let known = all_ids("en");
    let mut files = Vec::new();
    rust_sources(&crate_dir().join("src"), &mut files);
    let re = regex_lite::Regex::new(r#"\bt(?:_args)?\(\s*"([a-z0-9-]+)""#).unwrap();
    let mut missing = Vec::new();
    for f in files {
        let text = fs::read_to_string(&f).unwrap();
        for c in re.captures_iter(&text) {
            if !known.contains(&c[1]) {
                missing.push(format!("{}: {}", f.file_name().unwrap().to_string_lossy(), &c[1]));
            }
        }
    }
    assert!(missing.is_empty(), "ids without a message: {missing:?}");
}

#[test]
fn every_server_error_code_is_translated() {
    let known = all_ids("en");
    let mut files = Vec::new();
    rust_sources(&crate_dir().join("../server/src"), &mut files);
    rust_sources(&crate_dir().join("src"), &mut files);
    // Every code the server builds: its literal codes, what it calls not found, and the store's
    // entities (one name each, `store::Entity::code`), whose not-found answers reach the pages.
    let re = regex_lite::Regex::new(
        r#"(?:bad|invalid|forbidden|RuleError::new)\(\s*"([a-z0-9_.]+)"|code: "([a-z0-9_.]+)"|NotFound\("([^"]*)"\)"#,
    )
    .unwrap();
    let mut missing: BTreeSet<String> = store::Entity::ALL
        .iter()
        .map(|e| web::i18n::error_id(&format!("{}.not_found", e.code())))
        .filter(|id| !known.contains(id))
        .collect();
    for f in files {
        let text = fs::read_to_string(&f).unwrap();
        for c in re.captures_iter(&text) {
            let code = match (c.get(3), c.get(1).or(c.get(2))) {
                (Some(entity), _) => format!("{}.not_found", entity.as_str()),
                (None, Some(code)) => code.as_str().to_owned(),
                (None, None) => unreachable!("the pattern has one group per alternative"),
            };
            let id = web::i18n::error_id(&code);
            if !known.contains(&id) {
                missing.insert(id);
            }
        }
    }
    assert!(missing.is_empty(), "error codes without a translation: {missing:?}");
}

#[test]
fn a_rule_error_is_translated_with_its_params_and_falls_back_to_english() {
    use std::collections::BTreeMap;
    use web::i18n::Lang;
    let params = BTreeMap::from([("who".to_owned(), "Ana".to_owned())]);
    let es = Lang::Es.error("post.length", &params, "a post has 1 to 20000 characters");
    assert!(es.contains("mensaje"), "{es}");
    assert_eq!(Lang::En.t_args("new-title", &[("game", "44".into())]), "Open a table of 44");
    let unknown = Lang::Es.error("no.such_code", &BTreeMap::new(), "the engine's words");
    assert_eq!(unknown, "the engine's words");
}

/// Every message of a language, each as its file's text from the id to the next message.
fn messages(lang: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for entry in fs::read_dir(crate_dir().join("i18n").join(lang)).unwrap() {
        let path = entry.unwrap().path();
        let text = fs::read_to_string(&path).unwrap();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        for block in text.split("\n").collect::<Vec<_>>().join("\n").split("\n\n") {
            for (i, line) in block.lines().enumerate() {
                if !line.starts_with(' ') && !line.starts_with('#') && line.contains('=') {
                    let rest: Vec<&str> =
                        block.lines().skip(i + 1).take_while(|l| l.starts_with(' ')).collect();
                    out.push((format!("{name}: {}", line.split('=').next().unwrap().trim()), {
                        let mut m = line.to_owned();
                        for r in rest {
                            m.push('\n');
                            m.push_str(r);
                        }
                        m
                    }));
                }
            }
        }
    }
    out
}

/// Issue 18: "el resultado de el bando principal", "Control de El Director". Spanish contracts
/// "de el" and "a el" (RAE, "contracción"); a message that glues an article to a name it receives
/// cannot, so it names the thing with a selector or a term instead.
#[test]
fn spanish_messages_contract_de_el_and_a_el() {
    // Nor twice: "del el director", "al la directora".
    let re = regex_lite::Regex::new(r"(?i)(?:^|[\s(«])(?:(de|a) el|(del|al) (el|la|los|las))\b").unwrap();
    let bad: Vec<String> = messages("es")
        .into_iter()
        .filter(|(_, m)| re.is_match(m))
        .map(|(id, m)| format!("{id}: {m}"))
        .collect();
    assert!(bad.is_empty(), "{bad:#?}");
}

/// Issue 18: help and error messages point to pages, never to the source ("el README del crate").
#[test]
fn no_message_points_to_the_source() {
    for lang in ["es", "en"] {
        let bad: Vec<String> = messages(lang)
            .into_iter()
            .filter(|(_, m)| m.contains("README") || m.contains("crate"))
            .map(|(id, _)| id)
            .collect();
        assert!(bad.is_empty(), "{lang}: {bad:?}");
    }
}

/// Issue 18: numbers agree with their nouns ("1 jugadores protagonistas", "1 pifias", "1 scenes
/// played"), Tragedy Looper's words are the Spanish edition's ("la mente maestra", not "el Mente
/// Maestra"), and a side's name contracts ("del bando principal").
#[test]
fn spanish_and_english_agree_in_number_and_use_the_rulebooks_words() {
    use web::i18n::Lang;
    let started = |lang: Lang, p: u32, l: u32| {
        lang.t_args(
            "tl-ev-game-started",
            &[("title", "X".into()), ("protagonists", p.into()), ("loops", l.into())],
        )
    };
    assert_eq!(started(Lang::Es, 1, 1), "Empieza el guion «X»: un jugador protagonista, un bucle.");
    assert_eq!(started(Lang::Es, 3, 4), "Empieza el guion «X»: 3 jugadores protagonistas, 4 bucles.");
    assert_eq!(started(Lang::En, 1, 3), "The script “X” begins: one Protagonist player, 3 loops.");
    assert_eq!(Lang::Es.t_args("gf-fumbles", &[("n", 1u32.into())]), "1 pifia");
    assert_eq!(Lang::Es.t_args("gf-fumbles", &[("n", 2u32.into())]), "2 pifias");
    assert_eq!(Lang::En.t_args("gf-scenes-played", &[("n", 1u32.into())]), "1 scene played");
    // "se quitan los 1 dados más altos", "(1 dados)", "1 bucles × 1 días".
    let anxiety = |lang: Lang, n: u32| {
        lang.t_args("f44-ev-anxiety-triggered", &[("seat", "Clark".into()), ("rating", n.into())])
    };
    assert!(anxiety(Lang::Es, 1).ends_with("se quita el dado más alto."), "{}", anxiety(Lang::Es, 1));
    assert!(anxiety(Lang::Es, 2).ends_with("se quitan los 2 dados más altos."));
    assert!(anxiety(Lang::En, 1).ends_with("the highest die is removed."));
    assert_eq!(Lang::Es.t_args("frag-side-dice", &[("n", 1u32.into())]), "1 dado");
    assert_eq!(Lang::En.t_args("frag-side-dice", &[("n", 1u32.into())]), "1 die");
    let days = Lang::Es.t_args(
        "tl-setup-loops-days",
        &[("loops", 1u32.into()), ("days", 1u32.into()), ("characters", 5u32.into())],
    );
    assert_eq!(days, "1 bucle × 1 día, 5 personajes");
    let improved = Lang::Es.t_args(
        "f44-ev-result-improved",
        &[("by", "Ana".into()), ("side", "main".into()), ("result", 5u32.into())],
    );
    assert_eq!(improved, "Ana usa dados de Reserva: el resultado del bando principal es ahora 5.");
    let blurb = Lang::Es.t("game-tragedy-looper-blurb");
    assert!(blurb.contains("la mente maestra") && blurb.contains("los protagonistas"), "{blurb}");
    assert!(!Lang::Es.t("help-tables-2").contains("Mente Maestra"));
    // A Fragmentos table whose Director prepared one character to hand out: "the one", never
    // "one of the 1"; the verb agrees with the players.
    for (lang, players, premade, ending) in [
        (Lang::Es, 2u32, 1u32, ", o toman el que preparó la Dirección."),
        (Lang::Es, 1, 3, ", o toma uno de los 3 que preparó la Dirección."),
        (Lang::En, 2, 1, ", or take the one the Director prepared."),
        (Lang::En, 1, 2, ", or takes one of the 2 the Director prepared."),
    ] {
        let opened = lang.t_args(
            "frag-ev-creation-opened",
            &[("players", players.into()), ("premade", premade.into()), ("gender", "neutral".into())],
        );
        assert!(opened.ends_with(ending), "{opened}");
    }
}

/// Issue 18: "eres Mastermind", "Protagonist 1", "Moderator (Ana)": a seat the game names after
/// its role is named in the reader's language; a seat people named keeps its name.
#[test]
fn seats_named_after_their_role_speak_the_readers_language() {
    use engine::{SeatId, SeatInfo, SeatRole};
    use web::i18n::Lang;
    use web::screens::seat_label;
    let seat = |n: u8, role, name: &str| SeatInfo { seat: SeatId(n), role, name: name.into() };
    assert_eq!(seat_label(Lang::Es, &seat(0, SeatRole::Mastermind, "Mastermind")), "Mente maestra");
    assert_eq!(seat_label(Lang::Es, &seat(2, SeatRole::Protagonist, "Protagonist 2")), "Protagonista 2");
    // No gender chosen: the neutral form; else the chosen one's (English has one word).
    assert_eq!(seat_label(Lang::Es, &seat(0, SeatRole::Director, "The Director")), "Dirección");
    assert_eq!(seat_label(Lang::Es, &seat(0, SeatRole::Moderator, "Moderator (Ana)")), "Moderación (Ana)");
    let director = seat(0, SeatRole::Director, "The Director");
    let moderator = seat(0, SeatRole::Moderator, "Moderator (Ana)");
    use server::names::Gender::{Feminine, Masculine};
    use web::screens::seat_label_as;
    assert_eq!(seat_label_as(Lang::Es, &director, Some(Feminine)), "Directora");
    assert_eq!(seat_label_as(Lang::Es, &director, Some(Masculine)), "Director");
    assert_eq!(seat_label_as(Lang::En, &director, Some(Feminine)), "Director");
    assert_eq!(seat_label_as(Lang::Es, &moderator, Some(Feminine)), "Moderadora (Ana)");
    assert_eq!(seat_label_as(Lang::Es, &moderator, Some(Masculine)), "Moderador (Ana)");
    assert_eq!(seat_label_as(Lang::En, &moderator, None), "Moderator (Ana)");
    assert_eq!(seat_label(Lang::Es, &seat(3, SeatRole::MainCharacter, "Character 3")), "Personaje 3");
    assert_eq!(seat_label(Lang::Es, &seat(1, SeatRole::MainCharacter, "Mr. Clark")), "Mr. Clark");
    assert_eq!(seat_label(Lang::En, &seat(1, SeatRole::Player, "Lía (Ana)")), "Lía (Ana)");
    assert_eq!(Lang::Es.t_args("table-you-are", &[("seat", "Mente maestra".into())]), "eres Mente maestra");
}

/// Issue 18: "eres Directora", "Esperando a Mente maestra", "contra Directora". A sentence names
/// a part with its article, in the gender its holder chose ("eres la Directora", "Esperando al
/// Director"); a label the page already put in the reader's words is the part too; a name a person
/// chose stays as it is.
#[test]
fn seats_in_a_sentence_carry_their_article() {
    use engine::{SeatId, SeatInfo, SeatRole};
    use server::names::Gender::{Feminine, Masculine};
    use web::i18n::Lang;
    use web::screens::seat_label_the;
    let seat = |n: u8, role, name: &str| SeatInfo { seat: SeatId(n), role, name: name.into() };
    let director = seat(0, SeatRole::Director, "The Director");
    let moderator = seat(0, SeatRole::Moderator, "Moderator (Ana)");
    let mastermind = seat(0, SeatRole::Mastermind, "Mastermind");
    let protagonist = seat(1, SeatRole::Protagonist, "Protagonist 1");
    for (lang, info, gender, said) in [
        (Lang::Es, &director, Some(Feminine), "la Directora"),
        (Lang::Es, &director, Some(Masculine), "el Director"),
        (Lang::Es, &director, None, "la Dirección"),
        (Lang::En, &director, Some(Feminine), "the Director"),
        (Lang::Es, &moderator, Some(Feminine), "la Moderadora (Ana)"),
        (Lang::Es, &moderator, Some(Masculine), "el Moderador (Ana)"),
        (Lang::Es, &moderator, None, "la Moderación (Ana)"),
        (Lang::En, &moderator, None, "the Moderator (Ana)"),
        (Lang::Es, &mastermind, Some(Masculine), "la mente maestra"),
        (Lang::En, &mastermind, None, "the Mastermind"),
        (Lang::Es, &protagonist, Some(Feminine), "la protagonista 1"),
        (Lang::Es, &protagonist, Some(Masculine), "el protagonista 1"),
        (Lang::Es, &protagonist, None, "Protagonista 1"),
        (Lang::En, &protagonist, None, "Protagonist 1"),
    ] {
        assert_eq!(seat_label_the(lang, info, gender), said, "{lang:?} {gender:?}");
    }
    // A label already in the reader's words, as the table page builds its seats.
    let translated = seat(0, SeatRole::Director, "Directora");
    assert_eq!(seat_label_the(Lang::Es, &translated, Some(Feminine)), "la Directora");
    let translated = seat(1, SeatRole::Protagonist, "Protagonista 1");
    assert_eq!(seat_label_the(Lang::Es, &translated, Some(Masculine)), "el protagonista 1");
    // A name a person chose.
    assert_eq!(seat_label_the(Lang::Es, &seat(1, SeatRole::MainCharacter, "Mr. Clark"), None), "Mr. Clark");
    assert_eq!(
        seat_label_the(Lang::Es, &seat(1, SeatRole::Player, "Lía (Ana)"), Some(Feminine)),
        "Lía (Ana)"
    );
    let you = |seat: String| Lang::Es.t_args("table-you-are", &[("seat", seat.into())]);
    assert_eq!(you(seat_label_the(Lang::Es, &director, Some(Feminine))), "eres la Directora");
    assert_eq!(you(seat_label_the(Lang::Es, &mastermind, None)), "eres la mente maestra");
}

/// Issue 18: a part named with its article lands after a message's "de" or "a": Spanish contracts
/// them ("Esperando al Director", "Escena del Director"); a name a person chose that starts with
/// "El" stays apart ("Escena de El hombre descarnado"). A sentence that starts with the part is
/// capitalised ("La Directora usa…").
#[test]
fn spanish_contracts_the_article_a_seat_brings_and_a_sentence_starts_with_a_capital() {
    use web::i18n::{Lang, upper_first};
    let waiting = |lang: Lang, seats: &str| lang.t_args("tables-waiting-on", &[("seats", seats.into())]);
    assert_eq!(waiting(Lang::Es, "el Director"), "Esperando al Director");
    assert_eq!(waiting(Lang::Es, "la mente maestra"), "Esperando a la mente maestra");
    assert_eq!(waiting(Lang::En, "the Director"), "Waiting on the Director");
    let scene = |lang: Lang, seat: &str| lang.t_args("f44-scene-of", &[("seat", seat.into())]);
    assert_eq!(scene(Lang::Es, "el Director"), "Escena del Director");
    assert_eq!(scene(Lang::Es, "El hombre descarnado"), "Escena de El hombre descarnado");
    assert_eq!(upper_first("la Directora usa Material."), "La Directora usa Material.");
    assert_eq!(upper_first("⟦la mente maestra⟧"), "⟦La mente maestra⟧");
    assert_eq!(upper_first("3 dados"), "3 dados");
    assert_eq!(upper_first("(solo lo ves tú) Motivo"), "(solo lo ves tú) Motivo");
}

/// The words of each glossary term, as its variants print them (`[yes] La mente maestra`), with
/// the game files the glossary serves.
fn glossary_words(lang: &str) -> Vec<(String, Vec<String>, BTreeSet<String>)> {
    let games = [
        ("glossary-tragedy-looper.ftl", vec!["tragedy-looper.ftl", "scripts-tragedy-looper.ftl"]),
        ("glossary-forty-four.ftl", vec!["forty-four.ftl"]),
        ("glossary-fragmentos.ftl", vec!["fragmentos.ftl"]),
        ("glossary-genrefuzzion.ftl", vec!["genrefuzzion.ftl"]),
    ];
    let dir = crate_dir().join("i18n").join(lang);
    games
        .into_iter()
        .map(|(glossary, files)| {
            let text = fs::read_to_string(dir.join(glossary)).unwrap();
            let mut words = BTreeSet::new();
            for line in text.lines().filter(|l| !l.starts_with('#')) {
                // A term's one-line value (`-x = word`) or a variant's (`[key] word`).
                let value = match line.split_once("] ") {
                    Some((_, v)) => v,
                    None => line.split_once(" = ").map_or("", |(_, v)| v),
                };
                if !value.is_empty() && !value.contains('{') {
                    words.insert(value.trim().to_owned());
                }
            }
            (glossary.to_owned(), files.into_iter().map(str::to_owned).collect(), words)
        })
        .collect()
}

/// Issue 18: each game's rulebook words live once, in its glossary (Fluent terms, es and en side
/// by side), and the game's messages use the terms: no message of the game spells a glossary word
/// out (so a change of edition's word, or a gender, is made in one place).
#[test]
fn every_game_has_a_glossary_its_messages_use() {
    for lang in ["es", "en"] {
        for (glossary, files, words) in glossary_words(lang) {
            assert!(words.len() >= 8, "{lang}/{glossary}: only {words:?}");
            for file in files {
                let text = fs::read_to_string(crate_dir().join("i18n").join(lang).join(&file)).unwrap();
                // Placeables, a selector's variable and variant keys are no reader's text.
                let placeable =
                    regex_lite::Regex::new(r"\{[^{}]*\}|\$[a-zA-Z0-9_-]+|\[[a-z0-9_-]+\]").unwrap();
                for line in text.lines().filter(|l| !l.starts_with('#') && !l.starts_with('-')) {
                    // The text a reader sees of this line: past the id, without placeables.
                    let value = match line.split_once(" = ") {
                        Some((_, v)) if !line.starts_with(' ') => v,
                        _ => line,
                    };
                    let value = placeable.replace_all(value, " ");
                    for w in &words {
                        // Whole words only: "bucle" is not spelt out by "bucles".
                        let whole = value.match_indices(w.as_str()).any(|(at, _)| {
                            let before = value[..at].chars().next_back();
                            let after = value[at + w.len()..].chars().next();
                            !before.is_some_and(|c| c.is_alphabetic() || c == '-')
                                && !after.is_some_and(char::is_alphabetic)
                        });
                        assert!(!whole, "{lang}/{file} spells out {w:?}: {line}");
                    }
                }
            }
        }
    }
}

/// Issue 18: "Control de El Director". The Director's seat, unnamed, is named in its holder's
/// gender and "de" contracts with the article ("del Director", "de la Directora", neutral "de la
/// Dirección"); English has "of the Director".
#[test]
fn the_directors_words_agree_with_the_gender_chosen_and_contract() {
    use engine::{SeatId, SeatInfo, SeatRole};
    use web::i18n::Lang;
    let infos = [SeatInfo { seat: SeatId(0), role: SeatRole::Director, name: "The Director".into() }];
    let record = |gender: Option<&str>| store::SeatRecord {
        table: store::TableId(1),
        seat: SeatId(0),
        role: "director".into(),
        holder: None,
        held_by_link: false,
        invitation_issued_at: None,
        display_name: None,
        gender: gender.map(str::to_owned),
    };
    let reserve = serde_json::json!({"type": "reserve_changed", "holder": 0, "dice": [4]});
    for (lang, gender, said) in [
        (Lang::Es, None, "Reserva de la Dirección: 4."),
        (Lang::Es, Some("feminine"), "Reserva de la Directora: 4."),
        (Lang::Es, Some("masculine"), "Reserva del Director: 4."),
        (Lang::En, Some("feminine"), "Reserve of the Director: 4."),
    ] {
        let names = server::names::Names::new(&infos, &[record(gender)]);
        let names = web::screens::names_in(lang, &names);
        let raw = serde_json::value::to_raw_value(&reserve).unwrap();
        let event = web::screens::AnyEvent::read(games::GameKind::FortyFour, &raw).unwrap();
        let text = web::screens::event_text(lang, &names, &event).unwrap().into_string();
        assert!(text.contains(said), "{lang:?} {gender:?}: {text}");
    }
}

/// A table's names whose seats' holders chose `genders` (`None`: no choice, the neutral words),
/// with the parts in `lang`'s words, as the pages build them.
fn names_with(
    lang: web::i18n::Lang,
    infos: &[engine::SeatInfo],
    genders: &[(u8, Option<&str>)],
) -> server::names::Names {
    let records: Vec<store::SeatRecord> = genders
        .iter()
        .map(|&(seat, gender)| store::SeatRecord {
            table: store::TableId(1),
            seat: engine::SeatId(seat),
            role: "player".into(),
            holder: None,
            held_by_link: false,
            invitation_issued_at: None,
            display_name: None,
            gender: gender.map(str::to_owned),
        })
        .collect();
    web::screens::names_in(lang, &server::names::Names::new(infos, &records))
}

/// The system post of `event` at a table of `game` whose names are `names`, as plain text.
fn post(
    game: games::GameKind,
    lang: web::i18n::Lang,
    names: &server::names::Names,
    event: impl serde::Serialize,
) -> String {
    let raw = serde_json::value::to_raw_value(&event).unwrap();
    let event = web::screens::AnyEvent::read(game, &raw).unwrap();
    web::screens::event_text(lang, names, &event).unwrap().into_string()
}

/// Issue 18: "un personaje principal «reemplazado» es masculino sea cual sea el género". 44's
/// sentences about a player's character agree with the gender its holder chose, and a neutral
/// wording when none; those naming the Director too ("la Directora", "el Director", "la
/// Dirección"); English says "her", "his" or "their" character.
#[test]
fn forty_fours_sentences_about_a_person_agree_with_the_gender_chosen() {
    use engine::{SeatId, SeatInfo, SeatRole};
    use forty_four::{Event, Fate};
    use games::GameKind::FortyFour;
    use web::i18n::Lang;
    let infos = [
        SeatInfo { seat: SeatId(0), role: SeatRole::Director, name: "The Director".into() },
        SeatInfo { seat: SeatId(1), role: SeatRole::MainCharacter, name: "Ana".into() },
    ];
    let premade = forty_four::example_config(2).characters;
    for (gender, replaced, fate, prepared, edited) in [
        (
            Some("feminine"),
            "Ana es reemplazada por la Sección 44;",
            "Ana: reemplazada.",
            "que preparó la Directora.",
            "rewrites her character",
        ),
        (
            Some("masculine"),
            "Ana es reemplazado por la Sección 44;",
            "Ana: reemplazado.",
            "que preparó el Director.",
            "rewrites his character",
        ),
        (
            None,
            "La Sección 44 reemplaza a Ana;",
            "Ana: la Sección 44 ocupa su lugar.",
            "que preparó la Dirección.",
            "rewrites their character",
        ),
    ] {
        let es = names_with(Lang::Es, &infos, &[(0, gender), (1, gender)]);
        let en = names_with(Lang::En, &infos, &[(0, gender), (1, gender)]);
        let text = post(FortyFour, Lang::Es, &es, Event::CharacterReplaced { seat: SeatId(1), stress: 2 });
        assert!(text.contains(replaced), "{gender:?}: {text}");
        let text = post(
            FortyFour,
            Lang::Es,
            &es,
            Event::GameEnded { early: true, fates: vec![(SeatId(1), Fate::Replaced)] },
        );
        assert!(text.contains(fate), "{gender:?}: {text}");
        let opened = Event::CreationOpened { players: 2, premade: premade.clone(), notes_to_director: true };
        let text = post(FortyFour, Lang::Es, &es, opened);
        assert!(text.contains(prepared), "{gender:?}: {text}");
        let rewritten =
            Event::CharacterEdited { seat: SeatId(1), name: "Ana".into(), concept: "vecina".into() };
        let text = post(FortyFour, Lang::En, &en, rewritten);
        assert!(text.contains(edited), "{gender:?}: {text}");
    }
    // The screens' words about a seat's holder, by the same argument.
    let about = |id: &str, gender: &str| Lang::Es.t_args(id, &[("gender", gender.into())]);
    for (gender, ready, notes, control) in [
        ("feminine", "lista", "Las notas de la jugadora", "el Control de la Directora subió 1"),
        ("masculine", "listo", "Las notas del jugador", "el Control del Director subió 1"),
        ("neutral", "a punto", "Las notas de quien juega", "el Control de la Dirección subió 1"),
    ] {
        assert_eq!(about("f44-ready", gender), ready);
        assert_eq!(about("f44-notes-of", gender), notes);
        let end = Lang::Es.t_args(
            "f44-end-zero-hour",
            &[
                ("resistance", 3u32.into()),
                ("menace", 5u32.into()),
                ("won", "menace".into()),
                ("gender", gender.into()),
            ],
        );
        assert!(end.contains(control), "{gender}: {end}");
    }
    assert_eq!(
        about("f44-creation-director", "feminine").split(" voz").next(),
        Some("El reglamento no da a la Directora")
    );
    assert!(about("f44-creation-director", "masculine").starts_with("El reglamento no da al Director voz"));
    // A sentence about the Director names the part with its article (issue 18: "contra
    // Directora", "Directora usa…"), a capital where it starts the sentence.
    for (gender, against, uses, detail) in [
        (Some("feminine"), "Conflicto: Ana contra la Directora.", "La Directora usa", "La Directora: «"),
        (Some("masculine"), "Conflicto: Ana contra el Director.", "El Director usa", "El Director: «"),
        (None, "Conflicto: Ana contra la Dirección.", "La Dirección usa", "La Dirección: «"),
    ] {
        let es = names_with(Lang::Es, &infos, &[(0, gender), (1, gender)]);
        let began = Event::ConflictBegan { main: SeatId(1), conspirator: SeatId(0), operative_scene: false };
        let text = post(FortyFour, Lang::Es, &es, began);
        assert!(text.contains(against), "{gender:?}: {text}");
        let chose = Event::QualityChosen { seat: SeatId(0), quality: forty_four::Quality::Material, dice: 2 };
        let text = post(FortyFour, Lang::Es, &es, chose);
        assert!(text.contains(uses), "{gender:?}: {text}");
        let text = post(FortyFour, Lang::Es, &es, Event::DetailAdded { by: SeatId(0), text: "noche".into() });
        assert!(text.contains(detail), "{gender:?}: {text}");
    }
    let en = names_with(Lang::En, &infos, &[(0, Some("feminine"))]);
    let began = Event::ConflictBegan { main: SeatId(1), conspirator: SeatId(0), operative_scene: false };
    assert!(post(FortyFour, Lang::En, &en, began).contains("Conflict: Ana against the Director."));
}

/// Issue 18: Fragmentos' sentences about a main character agree with the gender its player chose
/// ("queda incapacitada"); the Director's characters have none, so theirs are neutral ("queda sin
/// poder actuar"); the Director accepts a character in their own gender ("La directora acepta").
#[test]
fn fragmentos_sentences_about_a_person_agree_with_the_gender_chosen() {
    use engine::{SeatId, SeatInfo, SeatRole};
    use fragmentos::{CharacterId, Event};
    use games::GameKind::Fragmentos;
    use web::i18n::Lang;
    let infos = [
        SeatInfo { seat: SeatId(0), role: SeatRole::Director, name: "The Director".into() },
        SeatInfo { seat: SeatId(1), role: SeatRole::Player, name: "Lía".into() },
    ];
    let down =
        |c: u16| Event::Incapacitated { character: CharacterId(c), meaning: "no puede moverse".into() };
    for (gender, incapacitated, approved, award) in [
        (
            Some("feminine"),
            "Lía queda incapacitada:",
            "La Directora acepta el personaje",
            "premio de la Directora",
        ),
        (
            Some("masculine"),
            "Lía queda incapacitado:",
            "El Director acepta el personaje",
            "premio del Director",
        ),
        (None, "Lía queda sin poder actuar:", "La Dirección acepta el personaje", "premio de la Dirección"),
    ] {
        let names = names_with(Lang::Es, &infos, &[(0, gender), (1, gender)]);
        let text = post(Fragmentos, Lang::Es, &names, down(0));
        assert!(text.contains(incapacitated), "{gender:?}: {text}");
        let text = post(Fragmentos, Lang::Es, &names, Event::CharacterApproved { seat: SeatId(1) });
        assert!(text.contains(approved), "{gender:?}: {text}");
        assert_eq!(
            Lang::Es.t_args(
                "frag-word-reason-award",
                &[("gender", web::screens::gender_arg(gender.and_then(server::names::Gender::from_code)))]
            ),
            award
        );
        // A character of the Director's (no seat of its own) is named in the neutral words.
        let text = post(Fragmentos, Lang::Es, &names, down(4));
        assert!(text.contains("queda sin poder actuar:"), "{gender:?}: {text}");
    }
}

/// Issue 18: "Los presagios (1) hacen subir la amenaza". The omens that raise the threat agree in
/// number: one omen is singular ("Un presagio hace subir…"); 44's dice won are plural ("Dados de
/// Resistencia: 2 (ganados con…)").
#[test]
fn omens_and_dice_won_agree_in_number() {
    use fragmentos::Event;
    use games::GameKind::Fragmentos;
    use web::i18n::Lang;
    let names = server::names::Names::default();
    for (lang, omens, said) in [
        (Lang::Es, 1, "Un presagio hace subir la amenaza a 3."),
        (Lang::Es, 2, "2 presagios hacen subir la amenaza a 3."),
        (Lang::En, 1, "One omen raises the threat to 3."),
        (Lang::En, 2, "2 omens raise the threat to 3."),
    ] {
        let text = post(Fragmentos, lang, &names, Event::ThreatRose { omens, level: 3 });
        assert!(text.contains(said), "{lang:?} {omens}: {text}");
    }
    assert!(Lang::Es.t("f44-word-reason-conflict-won").starts_with("ganados con"));
    // A side's pool in a conflict: "6 dados, se quitan los más altos: 1" read as a label.
    let pool = |lang: Lang, n: u32, remove: u32| {
        lang.t_args("f44-pool", &[("n", n.into()), ("remove", remove.into())])
    };
    assert_eq!(pool(Lang::Es, 6, 1), "6 dados, se quita el más alto");
    assert_eq!(pool(Lang::Es, 1, 0), "1 dado");
    assert_eq!(pool(Lang::Es, 5, 2), "5 dados, se quitan los 2 más altos");
    assert_eq!(pool(Lang::En, 1, 2), "1 die, the 2 highest removed");
}

/// Issue 18: "Hospital recibe 2 de Intriga", "sobre Hospital". Tragedy Looper's sentences name a
/// location with its article ("El Hospital recibe…", "se mueve al Centro", "moves to the City");
/// a character keeps its name.
#[test]
fn tragedy_loopers_sentences_name_a_location_with_its_article() {
    use games::GameKind::TragedyLooper;
    use tragedy_looper::{Character, Event, Location, Target, Token};
    use web::i18n::Lang;
    let names = server::names::Names::default();
    let tokens = || Event::TokensChanged {
        target: Target::Location(Location::Hospital),
        token: Token::Intrigue,
        delta: 2,
    };
    let moved = || Event::CharacterMoved { character: Character::BoyStudent, to: Location::City };
    for (lang, event, said) in [
        (Lang::Es, tokens(), "El Hospital recibe 2 de Intriga."),
        (Lang::En, tokens(), "The Hospital gets 2 Intrigue."),
        (Lang::Es, moved(), "Estudiante (chico) se mueve al Centro."),
        (Lang::En, moved(), "moves to the City."),
    ] {
        let text = post(TragedyLooper, lang, &names, event);
        assert!(text.contains(said), "{lang:?}: {text}");
    }
    // The Mastermind's abilities, in a form and in the reason shown to the Mastermind.
    let rumor = tragedy_looper::MastermindAbility::Rumor { location: Location::School };
    let text = post(
        TragedyLooper,
        Lang::Es,
        &names,
        Event::Secretly { cause: tragedy_looper::Cause::Ability { ability: rumor } },
    );
    assert!(text.contains("1 Intriga en la Escuela."), "{text}");
    // An ability without a target is told without an arrow to none ("→ —").
    let maiden = || Event::GoodwillDeclared {
        character: Character::ShrineMaiden,
        ability: 0,
        target: tragedy_looper::GoodwillTarget::None,
    };
    for lang in [Lang::Es, Lang::En] {
        let text = post(TragedyLooper, lang, &names, maiden());
        assert!(!text.contains('→') && !text.contains('—'), "{lang:?}: {text}");
    }
}

/// Issue 18: "Moderadora (Lisandro) vota." A GenreFuzzion line that starts with the Moderator's
/// seat names the part with its article in its holder's gender, capitalised; a player's name
/// stays as it is.
#[test]
fn genrefuzzions_lines_name_the_moderator_with_the_article_of_the_gender_chosen() {
    use engine::{SeatId, SeatInfo, SeatRole};
    use games::GameKind::GenreFuzzion;
    use genrefuzzion::Event;
    use web::i18n::Lang;
    let infos = [
        SeatInfo { seat: SeatId(0), role: SeatRole::Moderator, name: "Moderator (Ana)".into() },
        SeatInfo { seat: SeatId(1), role: SeatRole::Player, name: "Beto".into() },
    ];
    let vote = |by: u8| Event::VoteCast { vote: 0, by: SeatId(by), option: 0 };
    for (lang, gender, line) in [
        (Lang::Es, Some("feminine"), "La Moderadora (Ana) vota."),
        (Lang::Es, Some("masculine"), "El Moderador (Ana) vota."),
        (Lang::Es, None, "La Moderación (Ana) vota."),
        (Lang::En, Some("feminine"), "The Moderator (Ana) votes."),
    ] {
        let names = names_with(lang, &infos, &[(0, gender), (1, None)]);
        assert_eq!(post(GenreFuzzion, lang, &names, vote(0)), line);
        assert!(post(GenreFuzzion, lang, &names, vote(1)).starts_with("Beto "));
    }
}
