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
    let re = regex_lite::Regex::new(
        r#"(?:bad|forbidden|RuleError::new)\(\s*"([a-z0-9_.]+)"|code: "([a-z0-9_.]+)""#,
    )
    .unwrap();
    let mut missing = BTreeSet::new();
    for f in files {
        let text = fs::read_to_string(&f).unwrap();
        for c in re.captures_iter(&text) {
            let code = c.get(1).or(c.get(2)).unwrap().as_str();
            let id = web::i18n::error_id(code);
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
    let re = regex_lite::Regex::new(r"(?i)(?:^|[\s(«])(de|a) el\b").unwrap();
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
    let improved = Lang::Es.t_args(
        "f44-ev-result-improved",
        &[("by", "Ana".into()), ("side", "main".into()), ("result", 5u32.into())],
    );
    assert_eq!(improved, "Ana usa dados de Reserva: el resultado del bando principal es ahora 5.");
    let blurb = Lang::Es.t("game-tragedy-looper-blurb");
    assert!(blurb.contains("la mente maestra") && blurb.contains("los protagonistas"), "{blurb}");
    assert!(!Lang::Es.t("help-tables-2").contains("Mente Maestra"));
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
    assert_eq!(seat_label(Lang::Es, &seat(0, SeatRole::Director, "The Director")), "Director");
    assert_eq!(seat_label(Lang::Es, &seat(0, SeatRole::Moderator, "Moderator (Ana)")), "Moderador (Ana)");
    assert_eq!(seat_label(Lang::Es, &seat(3, SeatRole::MainCharacter, "Character 3")), "Personaje 3");
    assert_eq!(seat_label(Lang::Es, &seat(1, SeatRole::MainCharacter, "Mr. Clark")), "Mr. Clark");
    assert_eq!(seat_label(Lang::En, &seat(1, SeatRole::Player, "Lía (Ana)")), "Lía (Ana)");
    assert_eq!(Lang::Es.t_args("table-you-are", &[("seat", "Mente maestra".into())]), "eres Mente maestra");
}
