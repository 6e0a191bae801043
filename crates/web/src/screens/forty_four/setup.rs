//! Opening a table of 44: the main characters made step by step as the rulebook does (p. 7-9:
//! concept, Ticker, 6 points of Qualities, 3 points of Bonds at most Contact of them, 4 points of
//! Anxieties at most Resolve of them) and the Director's two Secrets (p. 11). The form only reads
//! the posted fields into a typed [`Config`]; the game's [`Config::check`] judges it, and each of
//! its mistakes is shown next to the field its `path` names. Budget counters help as the player
//! types.

use std::collections::BTreeMap;

use forty_four::{CharacterSetup, Config, MAX_PLAYERS, RatedSetup, Ticker};
use maud::{Markup, html};
use server::AppError;

use crate::i18n::Lang;
use crate::page::{Fields, Page};

/// Character blocks the form offers: as many as the game allows (the rulebook sets no limit; the
/// game takes up to [`MAX_PLAYERS`]). Those past the second start folded.
pub const FORM_CHARACTERS: usize = MAX_PLAYERS;
/// Bond rows per character: 3 points, each Bond at least 1 (p. 9).
const BOND_ROWS: usize = 3;
/// Anxiety rows per character: 4 points, each Anxiety at least 1 (p. 9).
const ANXIETY_ROWS: usize = 4;

/// Where a mistake is shown: a character block's part, or the Director's part.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Place {
    /// Character block `block`, beside `part` (`""` for the block as a whole, else `name`,
    /// `concept`, `ticker`, `qualities`, `bonds` or `anxieties`).
    Character { block: usize, part: &'static str },
    /// The Director's Secrets (`None` for the two together).
    Secret(Option<usize>),
    /// The table: how many players make their own characters.
    Table,
}

/// A mistake and where to show it: the game's rule error, or the form's own parsing error.
struct Mistake {
    place: Place,
    code: String,
    message: String,
    params: BTreeMap<String, String>,
}

fn f(fields: &Fields, name: String) -> &str {
    fields.get(&name).map(str::trim).unwrap_or("")
}

/// A rating field: empty is 0 (the game then says what is allowed); `None` if not a number.
fn rating(fields: &Fields, name: String) -> Option<u32> {
    let v = f(fields, name);
    if v.is_empty() { Some(0) } else { v.parse().ok() }
}

/// The rows of Bonds (`prefix` `bond`) or Anxieties (`anx`) of block `i` with a name or a rating
/// written; `None` if a rating is not a number.
fn rows(fields: &Fields, i: usize, prefix: &str, n: usize) -> Option<Vec<RatedSetup>> {
    let mut out = Vec::new();
    for j in 0..n {
        let name = f(fields, format!("c{i}_{prefix}{j}_name"));
        let rating = rating(fields, format!("c{i}_{prefix}{j}_rating"))?;
        if !name.is_empty() || rating != 0 {
            out.push(RatedSetup { name: name.to_owned(), rating });
        }
    }
    Some(out)
}

/// Reads character block `i` (fields `c{i}_…`): `None` if its name is empty, or the form's own
/// parsing mistake (a rating that is not a whole number).
pub(crate) fn read_character(fields: &Fields, i: usize) -> Result<Option<CharacterSetup>, String> {
    let name = f(fields, format!("c{i}_name"));
    if name.is_empty() {
        return Ok(None);
    }
    let q = ["resolve", "contact", "material"].map(|q| rating(fields, format!("c{i}_{q}")));
    let bonds = rows(fields, i, "bond", BOND_ROWS);
    let anxieties = rows(fields, i, "anx", ANXIETY_ROWS);
    let ([Some(resolve), Some(contact), Some(material)], Some(bonds), Some(anxieties)) =
        (q, bonds, anxieties)
    else {
        return Err(format!("{name}: ratings are whole numbers"));
    };
    Ok(Some(CharacterSetup {
        name: name.to_owned(),
        concept: f(fields, format!("c{i}_concept")).to_owned(),
        ticker: Ticker {
            who_was_replaced: f(fields, format!("c{i}_who")).to_owned(),
            what_happened: f(fields, format!("c{i}_what")).to_owned(),
            where_was_your_character: f(fields, format!("c{i}_where")).to_owned(),
            what_now: f(fields, format!("c{i}_now")).to_owned(),
        },
        resolve,
        contact,
        material,
        bonds,
        anxieties,
    }))
}

/// The number of players who make their own characters (empty: none, the blocks are theirs).
fn players(fields: &Fields) -> Result<u32, String> {
    let v = f(fields, "players".into());
    if v.is_empty() { Ok(0) } else { v.parse().map_err(|_| format!("\"{v}\" is not a number of players")) }
}

/// Reads the form into a config: the named character blocks in order (with the block of each), or
/// the form's parsing mistakes (a rating that is not a whole number).
fn read(fields: &Fields) -> Result<(Config, Vec<usize>), Vec<Mistake>> {
    let mut characters = Vec::new();
    let mut blocks = Vec::new();
    let mut mistakes = Vec::new();
    for i in 0..FORM_CHARACTERS {
        match read_character(fields, i) {
            Ok(None) => {}
            Ok(Some(c)) => {
                characters.push(c);
                blocks.push(i);
            }
            Err(message) => mistakes.push(Mistake {
                place: Place::Character { block: i, part: "" },
                code: "form.44.setup_number".into(),
                message,
                params: BTreeMap::new(),
            }),
        }
    }
    let players = players(fields).unwrap_or_else(|message| {
        mistakes.push(Mistake {
            place: Place::Table,
            code: "form.44.setup_number".into(),
            message,
            params: BTreeMap::new(),
        });
        0
    });
    if !mistakes.is_empty() {
        return Err(mistakes);
    }
    let secrets = (0..2).map(|k| f(fields, format!("secret{k}")).to_owned()).collect();
    let notes_to_director = fields.checked("notes_to_director");
    Ok((Config { characters, secrets, players, notes_to_director }, blocks))
}

/// Where the form shows a game mistake, from its `path` (see `forty_four`'s set-up checks) and
/// the block of each config character.
fn place(path: &str, blocks: &[usize]) -> Place {
    let mut parts = path.split('.');
    match (parts.next(), parts.next().and_then(|n| n.parse::<usize>().ok()), parts.next()) {
        (Some("characters"), Some(i), part) => {
            let part = match part {
                Some("name") => "name",
                Some("concept") => "concept",
                Some("ticker") => "ticker",
                Some("qualities") => "qualities",
                Some("bonds") => "bonds",
                Some("anxieties") => "anxieties",
                _ => "",
            };
            Place::Character { block: blocks.get(i).copied().unwrap_or(0), part }
        }
        (Some("secrets"), k, _) => Place::Secret(k),
        (Some("players"), _, _) => Place::Table,
        _ => Place::Character { block: 0, part: "" },
    }
}

/// Every mistake of the posted form: its parsing mistakes, else the game's.
fn mistakes(fields: &Fields) -> Vec<Mistake> {
    match read(fields) {
        Err(mistakes) => mistakes,
        Ok((config, blocks)) => config
            .check()
            .err()
            .unwrap_or_default()
            .into_iter()
            .map(|e| Mistake {
                place: place(e.params.get("path").map_or("", String::as_str), &blocks),
                code: e.code.into_owned(),
                message: e.message,
                params: e.params,
            })
            .collect(),
    }
}

/// The config of the set-up form: a parsing mistake is a 400, the game's first mistake a rule
/// error (the form is shown again with every mistake in place).
pub fn config(fields: &Fields) -> Result<Config, AppError> {
    let config = match read(fields) {
        Ok((config, _)) => config,
        Err(mistakes) => {
            let m = mistakes.into_iter().next().expect("a parsing mistake");
            return Err(AppError::bad("form.44.setup_number", m.message));
        }
    };
    if let Err(mistakes) = config.check() {
        return Err(AppError::Rule(mistakes.into_iter().next().expect("a mistake")));
    }
    Ok(config)
}

/// The mistakes shown at `place`, in the reader's language.
fn shown(lang: Lang, mistakes: &[Mistake], at: Place, block: &str) -> Markup {
    html! {
        @for m in mistakes.iter().filter(|m| m.place == at) {
            p.refusal role="alert" data-block=(block) { (lang.error(&m.code, &m.params, &m.message)) }
        }
    }
}

/// The points written in `names` (`default` for an untouched field), for the budget counters.
fn points(fields: &Fields, names: &[String], default: u32) -> u32 {
    names
        .iter()
        .map(|n| match fields.get(n) {
            None => default,
            Some(v) => v.trim().parse().unwrap_or(0),
        })
        .sum()
}

/// A budget counter: the points assigned out of those the step gives (kept current as the player
/// types by the page script, `tablon.js`; the game checks again).
fn budget(lang: Lang, used: u32, total: u32, what: &str) -> Markup {
    html! {
        p.f44-budget.over[used != total] data-budget=(total) data-budget-of=(what) {
            output { (used) } " / " (total) " " (lang.t("f44-setup-points"))
        }
    }
}

/// The fields of one main character, step by step (p. 7-9), refilled from `fields`; `here(part)`
/// shows the mistakes of that part. The set-up form has one block per character; a player's own
/// creation form at the table has block 0.
pub(crate) fn character_fields(
    lang: Lang,
    fields: &Fields,
    i: usize,
    here: &dyn Fn(&'static str) -> Markup,
) -> Markup {
    let val = |name: String| fields.get(&name).unwrap_or("").to_owned();
    let num = |name: String, default: &str| fields.get(&name).unwrap_or(default).to_owned();
    html! {
        label for={ "c" (i) "_name" } { (lang.t("f44-setup-name")) }
        input id={ "c" (i) "_name" } name={ "c" (i) "_name" } maxlength="100" value=(val(format!("c{i}_name")));
        (here("name"))
        label for={ "c" (i) "_concept" } { (lang.t("f44-setup-concept")) }
        input id={ "c" (i) "_concept" } name={ "c" (i) "_concept" } maxlength="300" value=(val(format!("c{i}_concept")));
        (here("concept"))
        fieldset {
            legend { (lang.t("f44-setup-ticker")) }
            @for (field, id) in [("who", "f44-ticker-who"), ("what", "f44-ticker-what"), ("where", "f44-ticker-where"), ("now", "f44-ticker-now")] {
                label for={ "c" (i) "_" (field) } { (lang.t(id)) }
                input id={ "c" (i) "_" (field) } name={ "c" (i) "_" (field) } maxlength="300" value=(val(format!("c{i}_{field}")));
            }
            small { (lang.t("f44-setup-ticker-help")) }
            (here("ticker"))
        }
        fieldset.f44-setup-qualities {
            legend { (lang.t("f44-setup-qualities")) }
            @for (q, id) in [("resolve", "f44-quality-resolve"), ("contact", "f44-quality-contact"), ("material", "f44-quality-material")] {
                label { (lang.t(id)) " "
                    input type="number" name={ "c" (i) "_" (q) } min="1" max="4" step="1" value=(num(format!("c{i}_{q}"), "2")); }
            }
            (budget(lang, points(fields, &[format!("c{i}_resolve"), format!("c{i}_contact"), format!("c{i}_material")], 2), 6, "qualities"))
            small { (lang.t("f44-setup-qualities-help")) }
            (here("qualities"))
        }
        // Bonds and Anxieties: rows of a name and a rating, the ratings under one budget.
        @for (key, rows, plural, singular, max) in [
            ("bond", BOND_ROWS, "bonds", "bond", 3),
            ("anx", ANXIETY_ROWS, "anxieties", "anxiety", 4),
        ] {
            fieldset.f44-setup-rows {
                legend { (lang.t(&format!("f44-setup-{plural}"))) }
                @for j in 0..rows {
                    div.row {
                        input name={ "c" (i) "_" (key) (j) "_name" } maxlength="200" placeholder=(lang.t(&format!("f44-setup-{singular}-name")))
                            aria-label=(lang.t(&format!("f44-setup-{singular}-name"))) value=(val(format!("c{i}_{key}{j}_name")));
                        input type="number" name={ "c" (i) "_" (key) (j) "_rating" } min="0" max=(max) aria-label=(lang.t("f44-setup-rating"))
                            value=(num(format!("c{i}_{key}{j}_rating"), ""));
                    }
                }
                (budget(lang, points(fields, &(0..rows).map(|j| format!("c{i}_{key}{j}_rating")).collect::<Vec<_>>(), 0), max, plural))
                small { (lang.t(&format!("f44-setup-{plural}-help"))) }
                (here(plural))
            }
        }
    }
}

/// The set-up form, refilled from `fields` after a refusal with each mistake next to its block.
pub fn setup(page: &Page, fields: &Fields) -> Markup {
    let lang = page.lang;
    let posted = fields.get("c0_name").is_some() || fields.get("players").is_some();
    let mistakes = if posted { mistakes(fields) } else { Vec::new() };
    let val = |name: String| fields.get(&name).unwrap_or("").to_owned();
    let num = |name: String, default: &str| fields.get(&name).unwrap_or(default).to_owned();
    html! {
        div.f44-setup {
            p { (lang.t("f44-setup-intro")) }
            fieldset.f44-setup-table {
                legend { (lang.t("f44-setup-table")) }
                label for="players" { (lang.t("f44-setup-players")) }
                input #players type="number" name="players" min="0" max=(MAX_PLAYERS) step="1" value=(num("players".into(), "0"));
                small { (lang.t("f44-setup-players-help")) }
                (shown(lang, &mistakes, Place::Table, "table"))
                label.check { input type="checkbox" name="notes_to_director" checked[fields.checked("notes_to_director")]; " " (lang.t("f44-setup-notes-to-director")) }
            }
            @for i in 0..FORM_CHARACTERS {
                @let open = i < 2 || !val(format!("c{i}_name")).is_empty();
                details.f44-setup-char open[open] {
                    summary { (lang.t_args("f44-setup-character", &[("n", (i + 1).into())])) }
                    @let here = |part: &'static str| shown(lang, &mistakes, Place::Character { block: i, part }, &i.to_string());
                    (here(""))
                    small { (lang.t(if i == 0 { "f44-setup-name-help" } else { "f44-setup-name-optional" })) }
                    (character_fields(lang, fields, i, &here))
                }
            }
            fieldset.f44-setup-director {
                legend { (lang.t("f44-setup-director")) }
                p.muted { (lang.t("f44-setup-director-help")) }
                (shown(lang, &mistakes, Place::Secret(None), "director"))
                @for k in 0..2 {
                    label for={ "secret" (k) } { (lang.t_args("f44-setup-secret", &[("n", (k + 1).into())])) }
                    input id={ "secret" (k) } name={ "secret" (k) } maxlength="300" value=(val(format!("secret{k}")));
                    (shown(lang, &mistakes, Place::Secret(Some(k)), "director"))
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn clark() -> Vec<(String, String)> {
        let mut v: Vec<(&str, &str)> = vec![
            ("c0_name", "Mr. Clark"),
            ("c0_concept", "math professor"),
            ("c0_who", "Dr. Kurzweil"),
            ("c0_what", "came back wrong"),
            ("c0_where", "at lunch"),
            ("c0_now", "decipher the code"),
            ("c0_resolve", "3"),
            ("c0_contact", "1"),
            ("c0_material", "2"),
            ("c0_bond0_name", "Alice"),
            ("c0_bond0_rating", "3"),
            ("c0_anx0_name", "job"),
            ("c0_anx0_rating", "2"),
            ("c0_anx1_name", "alone"),
            ("c0_anx1_rating", "1"),
            ("c0_anx2_name", "heights"),
            ("c0_anx2_rating", "1"),
            ("secret0", "black sedans"),
            ("secret1", "never blink"),
        ];
        v.push(("c1_name", ""));
        v.into_iter().map(|(a, b)| (a.to_owned(), b.to_owned())).collect()
    }

    /// Mr. Clark's sheet (p. 7-9) is accepted and is a valid config of the game.
    #[test]
    fn mr_clark_p7_p9_makes_a_config() {
        let c = config(&Fields(clark())).unwrap();
        let mut dice = dice::Scripted::new([1]);
        assert!(<forty_four::FortyFour as engine::Game>::start(&c, &mut dice).is_ok());
    }

    fn with(change: &[(&str, &str)]) -> Fields {
        let mut v = clark();
        for (k, val) in change {
            if let Some(x) = v.iter_mut().find(|(a, _)| a == k) {
                x.1 = (*val).to_owned();
            } else {
                v.push(((*k).to_owned(), (*val).to_owned()));
            }
        }
        Fields(v)
    }

    fn code(fields: Fields) -> String {
        config(&fields).unwrap_err().parts().1
    }

    /// Step 3 (p. 8): 6 points among the Qualities; the game's code, not the form's.
    #[test]
    fn qualities_need_six_points_p8() {
        assert_eq!(code(with(&[("c0_resolve", "4")])), "44.setup.quality_points");
    }

    /// Step 4 (p. 9): 3 points of Bonds, at most Contact Bonds.
    #[test]
    fn bonds_need_three_points_and_at_most_contact_of_them_p9() {
        assert_eq!(code(with(&[("c0_bond0_rating", "2")])), "44.setup.points");
        assert_eq!(
            code(with(&[("c0_bond0_rating", "2"), ("c0_bond1_name", "Bob"), ("c0_bond1_rating", "1")])),
            "44.setup.too_many"
        );
    }

    /// Step 5 (p. 9): 4 points of Anxieties, at most Resolve Anxieties.
    #[test]
    fn anxieties_need_four_points_and_at_most_resolve_of_them_p9() {
        assert_eq!(code(with(&[("c0_anx2_rating", "2")])), "44.setup.points");
        assert_eq!(
            code(with(&[("c0_anx0_rating", "1"), ("c0_anx3_name", "dark"), ("c0_anx3_rating", "1")])),
            "44.setup.too_many"
        );
    }

    /// p. 11: the Director writes two Secrets; steps 1-2 (p. 7): a concept.
    #[test]
    fn two_secrets_p11() {
        assert_eq!(code(with(&[("secret1", " ")])), "44.text.empty");
        assert_eq!(code(with(&[("c0_concept", "")])), "44.text.empty");
    }

    /// A rating that is not a number is the form's own (parsing) mistake.
    #[test]
    fn a_malformed_rating_is_a_form_mistake() {
        assert_eq!(code(with(&[("c0_contact", "one")])), "form.44.setup_number");
    }

    /// Each of the game's mistakes is shown beside its field, in the block the character was
    /// typed in (here the third block, with the second left empty).
    #[test]
    fn the_games_mistakes_show_beside_their_fields() {
        let mut moved: Vec<(String, String)> =
            clark().into_iter().map(|(k, v)| (k.replacen("c0_", "c2_", 1), v)).collect();
        moved.push(("c0_name".into(), "Ada".into()));
        let m = mistakes(&Fields(moved));
        let places: Vec<Place> = m.iter().map(|m| m.place).collect();
        assert!(places.contains(&Place::Character { block: 0, part: "concept" }), "{places:?}");
        assert!(places.contains(&Place::Character { block: 0, part: "qualities" }), "{places:?}");
        assert!(!places.iter().any(|p| matches!(p, Place::Character { block: 2, .. })), "{places:?}");
        let m = mistakes(&with(&[("c0_bond0_rating", "2"), ("secret1", "")]));
        let places: Vec<Place> = m.iter().map(|m| m.place).collect();
        assert_eq!(places, [Place::Character { block: 0, part: "bonds" }, Place::Secret(Some(1))]);
    }

    /// The form grows to the largest table the game takes.
    #[test]
    fn a_table_of_every_size_the_game_takes() {
        let mut v: Vec<(String, String)> = clark().into_iter().filter(|(k, _)| k != "c1_name").collect();
        for i in 1..MAX_PLAYERS {
            v.extend(clark().into_iter().filter(|(k, _)| k.starts_with("c0_")).map(|(k, v)| {
                let v = if k == "c0_name" { format!("Clark {i}") } else { v };
                (k.replacen("c0_", &format!("c{i}_"), 1), v)
            }));
        }
        let c = config(&Fields(v)).unwrap();
        assert_eq!(c.characters.len(), MAX_PLAYERS);
    }
}
