//! Opening a table of 44: the main characters made step by step as the rulebook does (p. 7-9:
//! concept, Ticker, 6 points of Qualities, 3 points of Bonds at most Contact of them, 4 points of
//! Anxieties at most Resolve of them) and the Director's two Secrets (p. 11). The budgets are
//! enforced by the form's limits and again here, with each mistake shown next to its character.

use maud::{Markup, html};
use serde_json::{Value, json};
use server::AppError;

use crate::i18n::{Lang, error_id};
use crate::page::{Fields, Page};

/// Character blocks the form offers (the rules allow up to 12; a table of more is opened through
/// the API).
pub const FORM_CHARACTERS: usize = 5;
/// Bond rows per character: 3 points, each Bond at least 1 (p. 9).
const BOND_ROWS: usize = 3;
/// Anxiety rows per character: 4 points, each Anxiety at least 1 (p. 9).
const ANXIETY_ROWS: usize = 4;

/// A mistake in the set-up: which block (a character's index, or `None` for the Director's part)
/// and its stable code and English message.
struct Mistake {
    block: Option<usize>,
    code: &'static str,
    message: String,
}

fn f(fields: &Fields, name: String) -> &str {
    fields.get(&name).map(str::trim).unwrap_or("")
}

fn rating(fields: &Fields, name: String) -> Option<u32> {
    let v = f(fields, name);
    if v.is_empty() { Some(0) } else { v.parse().ok() }
}

/// Reads the form into the config, or the first mistake of each block.
fn read(fields: &Fields) -> (Value, Vec<Mistake>) {
    let mut characters = Vec::new();
    let mut mistakes = Vec::new();
    for i in 0..FORM_CHARACTERS {
        let name = f(fields, format!("c{i}_name"));
        if name.is_empty() {
            continue;
        }
        let mut wrong = |code: &'static str, message: String| {
            if !mistakes.iter().any(|m: &Mistake| m.block == Some(i)) {
                mistakes.push(Mistake { block: Some(i), code, message });
            }
        };
        let texts = [
            ("concept", "the concept (step 1)"),
            ("who", "the Ticker's who was replaced (step 2)"),
            ("what", "the Ticker's what happened (step 2)"),
            ("where", "the Ticker's where was your character (step 2)"),
            ("now", "the Ticker's what will they do now (step 2)"),
        ];
        for (field, what) in texts {
            if f(fields, format!("c{i}_{field}")).is_empty() {
                wrong("form.44.setup_text", format!("{name}: write {what}"));
            }
        }
        let q = ["resolve", "contact", "material"].map(|q| rating(fields, format!("c{i}_{q}")));
        let [Some(resolve), Some(contact), Some(material)] = q else {
            wrong("form.44.setup_number", format!("{name}: ratings are whole numbers"));
            continue;
        };
        if resolve < 1 || contact < 1 || material < 1 || resolve + contact + material != 6 {
            wrong(
                "form.44.setup_qualities",
                format!(
                    "{name}: the Qualities add up to {} with each at least 1; assign exactly 6 points (step 3)",
                    resolve + contact + material
                ),
            );
        }
        let rows = |prefix: &str, n: usize| -> Result<Vec<Value>, ()> {
            let mut out = Vec::new();
            for j in 0..n {
                let label = f(fields, format!("c{i}_{prefix}{j}_name"));
                let r = rating(fields, format!("c{i}_{prefix}{j}_rating")).ok_or(())?;
                match (label.is_empty(), r) {
                    (true, 0) => {}
                    (false, r) if r >= 1 => out.push(json!({ "name": label, "rating": r })),
                    _ => return Err(()),
                }
            }
            Ok(out)
        };
        let bonds = rows("bond", BOND_ROWS);
        let anxieties = rows("anx", ANXIETY_ROWS);
        let (Ok(bonds), Ok(anxieties)) = (bonds, anxieties) else {
            wrong(
                "form.44.setup_row",
                format!("{name}: each Bond and Anxiety needs a name and a rating of 1 or more"),
            );
            continue;
        };
        let sum = |v: &[Value]| v.iter().map(|x| x["rating"].as_u64().unwrap_or(0)).sum::<u64>();
        if sum(&bonds) != 3 {
            wrong(
                "form.44.setup_bonds",
                format!("{name}: the Bonds add up to {}; assign exactly 3 points (step 4)", sum(&bonds)),
            );
        } else if bonds.len() as u32 > contact {
            wrong(
                "form.44.setup_bond_count",
                format!(
                    "{name}: {} Bonds, but Contact {contact} allows at most {contact} (step 4)",
                    bonds.len()
                ),
            );
        }
        if sum(&anxieties) != 4 {
            wrong(
                "form.44.setup_anxieties",
                format!(
                    "{name}: the Anxieties add up to {}; assign exactly 4 points (step 5)",
                    sum(&anxieties)
                ),
            );
        } else if anxieties.len() as u32 > resolve {
            wrong(
                "form.44.setup_anxiety_count",
                format!(
                    "{name}: {} Anxieties, but Resolve {resolve} allows at most {resolve} (step 5)",
                    anxieties.len()
                ),
            );
        }
        characters.push(json!({
            "name": name,
            "concept": f(fields, format!("c{i}_concept")),
            "ticker": {
                "who_was_replaced": f(fields, format!("c{i}_who")),
                "what_happened": f(fields, format!("c{i}_what")),
                "where_was_your_character": f(fields, format!("c{i}_where")),
                "what_now": f(fields, format!("c{i}_now")),
            },
            "resolve": resolve, "contact": contact, "material": material,
            "bonds": bonds, "anxieties": anxieties,
        }));
    }
    if characters.is_empty() && mistakes.is_empty() {
        mistakes.push(Mistake {
            block: Some(0),
            code: "form.44.setup_no_characters",
            message: "name at least one main character".into(),
        });
    }
    let secrets: Vec<&str> = (0..2).map(|k| f(fields, format!("secret{k}"))).collect();
    if secrets.iter().any(|s| s.is_empty()) {
        mistakes.push(Mistake {
            block: None,
            code: "form.44.setup_secrets",
            message: "the Director writes exactly two Secrets (p. 11)".into(),
        });
    }
    (json!({ "characters": characters, "secrets": secrets }), mistakes)
}

/// The config of the set-up form (the first mistake, if any, refuses it).
pub fn config(fields: &Fields) -> Result<Value, AppError> {
    let (value, mistakes) = read(fields);
    match mistakes.into_iter().next() {
        Some(m) => Err(AppError::bad(m.code, m.message)),
        None => Ok(value),
    }
}

fn mistake_text(lang: Lang, m: &Mistake) -> String {
    let id = error_id(m.code);
    if lang.has(&id) { lang.t(&id) } else { m.message.clone() }
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
/// types by [`BUDGET_SCRIPT`]; the server checks again).
fn budget(lang: Lang, used: u32, total: u32, what: &str) -> Markup {
    html! {
        p.f44-budget.over[used != total] data-budget=(total) data-budget-of=(what) {
            output { (used) } " / " (total) " " (lang.t("f44-setup-points"))
        }
    }
}

/// The set-up form, refilled from `fields` after a refusal with each mistake next to its block.
pub fn setup(page: &Page, fields: &Fields) -> Markup {
    let lang = page.lang;
    let posted = fields.get("c0_name").is_some();
    let mistakes = if posted { read(fields).1 } else { Vec::new() };
    let val = |name: String| fields.get(&name).unwrap_or("").to_owned();
    let num = |name: String, default: &str| fields.get(&name).unwrap_or(default).to_owned();
    html! {
        div.f44-setup {
            p { (lang.t("f44-setup-intro")) }
            @for i in 0..FORM_CHARACTERS {
                @let open = i < 2 || !val(format!("c{i}_name")).is_empty();
                details.f44-setup-char open[open] {
                    summary { (lang.t_args("f44-setup-character", &[("n", (i + 1).into())])) }
                    @for m in mistakes.iter().filter(|m| m.block == Some(i)) {
                        p.refusal role="alert" data-block=(i) { (mistake_text(lang, m)) }
                    }
                    label for={ "c" (i) "_name" } { (lang.t("f44-setup-name")) }
                    input id={ "c" (i) "_name" } name={ "c" (i) "_name" } maxlength="100" value=(val(format!("c{i}_name")));
                    small { (lang.t(if i == 0 { "f44-setup-name-help" } else { "f44-setup-name-optional" })) }
                    label for={ "c" (i) "_concept" } { (lang.t("f44-setup-concept")) }
                    input id={ "c" (i) "_concept" } name={ "c" (i) "_concept" } maxlength="300" value=(val(format!("c{i}_concept")));
                    fieldset {
                        legend { (lang.t("f44-setup-ticker")) }
                        @for (field, id) in [("who", "f44-ticker-who"), ("what", "f44-ticker-what"), ("where", "f44-ticker-where"), ("now", "f44-ticker-now")] {
                            label for={ "c" (i) "_" (field) } { (lang.t(id)) }
                            input id={ "c" (i) "_" (field) } name={ "c" (i) "_" (field) } maxlength="300" value=(val(format!("c{i}_{field}")));
                        }
                        small { (lang.t("f44-setup-ticker-help")) }
                    }
                    fieldset.f44-setup-qualities {
                        legend { (lang.t("f44-setup-qualities")) }
                        @for (q, id) in [("resolve", "f44-quality-resolve"), ("contact", "f44-quality-contact"), ("material", "f44-quality-material")] {
                            label { (lang.t(id)) " "
                                input type="number" name={ "c" (i) "_" (q) } min="1" max="4" step="1" value=(num(format!("c{i}_{q}"), "2")); }
                        }
                        (budget(lang, points(fields, &[format!("c{i}_resolve"), format!("c{i}_contact"), format!("c{i}_material")], 2), 6, "qualities"))
                        small { (lang.t("f44-setup-qualities-help")) }
                    }
                    fieldset.f44-setup-rows {
                        legend { (lang.t("f44-setup-bonds")) }
                        @for j in 0..BOND_ROWS {
                            div.row {
                                input name={ "c" (i) "_bond" (j) "_name" } maxlength="200" placeholder=(lang.t("f44-setup-bond-name"))
                                    aria-label=(lang.t("f44-setup-bond-name")) value=(val(format!("c{i}_bond{j}_name")));
                                input type="number" name={ "c" (i) "_bond" (j) "_rating" } min="0" max="3" aria-label=(lang.t("f44-setup-rating"))
                                    value=(num(format!("c{i}_bond{j}_rating"), ""));
                            }
                        }
                        (budget(lang, points(fields, &(0..BOND_ROWS).map(|j| format!("c{i}_bond{j}_rating")).collect::<Vec<_>>(), 0), 3, "bonds"))
                        small { (lang.t("f44-setup-bonds-help")) }
                    }
                    fieldset.f44-setup-rows {
                        legend { (lang.t("f44-setup-anxieties")) }
                        @for j in 0..ANXIETY_ROWS {
                            div.row {
                                input name={ "c" (i) "_anx" (j) "_name" } maxlength="200" placeholder=(lang.t("f44-setup-anxiety-name"))
                                    aria-label=(lang.t("f44-setup-anxiety-name")) value=(val(format!("c{i}_anx{j}_name")));
                                input type="number" name={ "c" (i) "_anx" (j) "_rating" } min="0" max="4" aria-label=(lang.t("f44-setup-rating"))
                                    value=(num(format!("c{i}_anx{j}_rating"), ""));
                            }
                        }
                        (budget(lang, points(fields, &(0..ANXIETY_ROWS).map(|j| format!("c{i}_anx{j}_rating")).collect::<Vec<_>>(), 0), 4, "anxieties"))
                        small { (lang.t("f44-setup-anxieties-help")) }
                    }
                }
            }
            fieldset.f44-setup-director {
                legend { (lang.t("f44-setup-director")) }
                p.muted { (lang.t("f44-setup-director-help")) }
                @for m in mistakes.iter().filter(|m| m.block.is_none()) {
                    p.refusal role="alert" data-block="director" { (mistake_text(lang, m)) }
                }
                @for k in 0..2 {
                    label for={ "secret" (k) } { (lang.t_args("f44-setup-secret", &[("n", (k + 1).into())])) }
                    input id={ "secret" (k) } name={ "secret" (k) } maxlength="300" value=(val(format!("secret{k}")));
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
        let v = config(&Fields(clark())).unwrap();
        let c: forty_four::Config = serde_json::from_value(v).unwrap();
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

    /// Step 3 (p. 8): 6 points among the Qualities.
    #[test]
    fn qualities_need_six_points_p8() {
        assert_eq!(code(with(&[("c0_resolve", "4")])), "form.44.setup_qualities");
    }

    /// Step 4 (p. 9): 3 points of Bonds, at most Contact Bonds.
    #[test]
    fn bonds_need_three_points_and_at_most_contact_of_them_p9() {
        assert_eq!(code(with(&[("c0_bond0_rating", "2")])), "form.44.setup_bonds");
        assert_eq!(
            code(with(&[("c0_bond0_rating", "2"), ("c0_bond1_name", "Bob"), ("c0_bond1_rating", "1")])),
            "form.44.setup_bond_count"
        );
    }

    /// Step 5 (p. 9): 4 points of Anxieties, at most Resolve Anxieties.
    #[test]
    fn anxieties_need_four_points_and_at_most_resolve_of_them_p9() {
        assert_eq!(code(with(&[("c0_anx2_rating", "2")])), "form.44.setup_anxieties");
        assert_eq!(
            code(with(&[("c0_anx0_rating", "1"), ("c0_anx3_name", "dark"), ("c0_anx3_rating", "1")])),
            "form.44.setup_anxiety_count"
        );
    }

    /// p. 11: the Director writes two Secrets.
    #[test]
    fn two_secrets_p11() {
        assert_eq!(code(with(&[("secret1", " ")])), "form.44.setup_secrets");
        assert_eq!(code(with(&[("c0_concept", "")])), "form.44.setup_text");
    }
}
