//! Opening a table of Fragmentos: the main characters' sheets as the rulebook describes them
//! (three characteristics, traits with their bonus, qualities — concept, milestones, complication —
//! and objects that add dice) and the Director's part: the secondary characters and monsters with
//! their notes and secret qualities, the starting threat and overcoming points, and the knobs of
//! the rulings. The rulebook gives no point budget for creation, so the form enforces the ranges
//! the rules use (characteristics 1-10, traits +1 to +10, objects 1-3 dice) and says so.

use maud::{Markup, html};
use serde_json::{Value, json};
use server::AppError;

use crate::i18n::{Lang, error_id};
use crate::page::{Fields, Page};

/// Main character blocks offered.
const MAINS: usize = 4;
/// The Director's character blocks offered (more can be introduced during play).
const OTHERS: usize = 3;
const TRAITS: usize = 3;
const OBJECTS: usize = 2;
const MILESTONES: usize = 2;

struct Mistake {
    block: String,
    code: &'static str,
    message: String,
}

fn f<'a>(fields: &'a Fields, name: &str) -> &'a str {
    fields.get(name).map(str::trim).unwrap_or("")
}

fn number(fields: &Fields, name: &str, default: u32) -> Option<u32> {
    let v = f(fields, name);
    if v.is_empty() { Some(default) } else { v.parse().ok() }
}

/// One sheet from the fields prefixed `p` (`m0_`, `o1_`); `None` when its name is empty.
fn sheet(fields: &Fields, p: &str, main: bool, wrong: &mut dyn FnMut(&'static str, String)) -> Option<Value> {
    let name = f(fields, &format!("{p}name"));
    if name.is_empty() {
        return None;
    }
    let mut scores = [0u32; 3];
    for (k, ch) in ["action", "cognition", "interaction"].iter().enumerate() {
        match number(fields, &format!("{p}{ch}"), 0) {
            Some(v) if (1..=10).contains(&v) => scores[k] = v,
            _ => wrong(
                "form.fragmentos.setup_characteristic",
                format!("{name}: each characteristic is 1 to 10"),
            ),
        }
    }
    let mut traits = Vec::new();
    for j in 0..TRAITS {
        let t = f(fields, &format!("{p}trait{j}_name"));
        if t.is_empty() {
            continue;
        }
        let ch = match f(fields, &format!("{p}trait{j}_ch")) {
            c @ ("action" | "cognition" | "interaction") => c,
            _ => "action",
        };
        match number(fields, &format!("{p}trait{j}_bonus"), 0) {
            Some(b) if (1..=10).contains(&b) => {
                traits.push(json!({ "name": t, "characteristic": ch, "bonus": b }))
            }
            _ => wrong("form.fragmentos.setup_trait", format!("{name}: a trait gives +1 to +10")),
        }
    }
    let mut objects = Vec::new();
    for j in 0..OBJECTS {
        let o = f(fields, &format!("{p}obj{j}_name"));
        if o.is_empty() {
            continue;
        }
        match number(fields, &format!("{p}obj{j}_dice"), 0) {
            Some(d) if (1..=3).contains(&d) => objects.push(json!({ "name": o, "dice": d })),
            _ => wrong("form.fragmentos.setup_object", format!("{name}: an object gives 1 to 3 dice")),
        }
    }
    let mut qualities = Vec::new();
    let mut quality = |kind: &str, field: String| {
        let text = f(fields, &field);
        if !text.is_empty() {
            qualities.push(json!({ "kind": kind, "text": text }));
        }
    };
    quality("concept", format!("{p}concept"));
    for j in 0..MILESTONES {
        quality("milestone", format!("{p}milestone{j}"));
    }
    quality("complication", format!("{p}complication"));
    let mut sheet = json!({
        "name": name,
        "kind": if main { "main".to_owned() } else if f(fields, &format!("{p}kind")) == "monster" { "monster".to_owned() } else { "secondary".to_owned() },
        "action": scores[0], "cognition": scores[1], "interaction": scores[2],
        "traits": traits, "qualities": qualities, "objects": objects,
    });
    if !main {
        sheet["notes"] = json!(f(fields, &format!("{p}notes")));
        let secret = f(fields, &format!("{p}secret"));
        if !secret.is_empty() {
            sheet["secret_qualities"] = json!([{ "kind": "weakness", "text": secret }]);
        }
    }
    Some(sheet)
}

fn read(fields: &Fields) -> (Value, Vec<Mistake>) {
    let mut mistakes: Vec<Mistake> = Vec::new();
    let block = |prefix: String, main: bool, mistakes: &mut Vec<Mistake>| {
        let mut wrong = |code: &'static str, message: String| {
            if !mistakes.iter().any(|m| m.block == prefix) {
                mistakes.push(Mistake { block: prefix.clone(), code, message });
            }
        };
        sheet(fields, &prefix, main, &mut wrong)
    };
    let mains: Vec<Value> = (0..MAINS).filter_map(|i| block(format!("m{i}_"), true, &mut mistakes)).collect();
    let others: Vec<Value> =
        (0..OTHERS).filter_map(|i| block(format!("o{i}_"), false, &mut mistakes)).collect();
    if mains.is_empty() {
        mistakes.push(Mistake {
            block: "m0_".into(),
            code: "form.fragmentos.setup_no_characters",
            message: "name at least one main character".into(),
        });
    }
    let mut pools = [2u32, 5, 8];
    for (k, (field, default)) in
        [("initial_threat", 2), ("initial_overcoming", 5), ("danger_level", 8)].iter().enumerate()
    {
        match number(fields, field, *default) {
            Some(v) if v <= 100 => pools[k] = v,
            _ => mistakes.push(Mistake {
                block: "director".into(),
                code: "form.fragmentos.setup_pools",
                message: "threat, overcoming and the danger level are whole numbers from 0 to 100".into(),
            }),
        }
    }
    let config = json!({
        "main_characters": mains,
        "others": others,
        "initial_threat": pools[0],
        "initial_overcoming": pools[1],
        "rulings": {
            "danger_level": pools[2],
            "script_protection_below": pools[2],
            "director_awards_overcoming": fields.checked("awards"),
        },
    });
    (config, mistakes)
}

/// The config of the set-up form.
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

fn stats(lang: Lang, fields: &Fields, p: &str) -> Markup {
    html! {
        fieldset.frag-setup-stats {
            legend { (lang.t("frag-setup-characteristics")) }
            @for ch in ["action", "cognition", "interaction"] {
                label { (lang.t(&format!("frag-ch-{ch}"))) " "
                    input type="number" name={ (p) (ch) } min="1" max="10" value=(fields.get(&format!("{p}{ch}")).unwrap_or("2")); }
            }
            small { (lang.t("frag-setup-characteristics-help")) }
        }
    }
}

fn traits(lang: Lang, fields: &Fields, p: &str, rows: usize) -> Markup {
    let v = |n: String| fields.get(&n).unwrap_or("").to_owned();
    html! {
        fieldset.frag-setup-rows {
            legend { (lang.t("frag-setup-traits")) }
            @for j in 0..rows {
                div.row {
                    input name={ (p) "trait" (j) "_name" } maxlength="100" placeholder=(lang.t("frag-setup-trait-name"))
                        aria-label=(lang.t("frag-setup-trait-name")) value=(v(format!("{p}trait{j}_name")));
                    select name={ (p) "trait" (j) "_ch" } aria-label=(lang.t("frag-characteristic")) {
                        @for ch in ["action", "cognition", "interaction"] {
                            option value=(ch) selected[v(format!("{p}trait{j}_ch")) == ch] { (lang.t(&format!("frag-ch-{ch}"))) }
                        }
                    }
                    input type="number" name={ (p) "trait" (j) "_bonus" } min="1" max="10" placeholder="+"
                        aria-label=(lang.t("frag-setup-bonus")) value=(v(format!("{p}trait{j}_bonus")));
                }
            }
            small { (lang.t("frag-setup-traits-help")) }
        }
    }
}

/// The set-up form, refilled from `fields` after a refusal with each mistake next to its block.
pub fn setup(page: &Page, fields: &Fields) -> Markup {
    let lang = page.lang;
    let posted = fields.get("m0_name").is_some();
    let mistakes = if posted { read(fields).1 } else { Vec::new() };
    let v = |n: String| fields.get(&n).unwrap_or("").to_owned();
    let shown = |block: &str| -> Markup {
        html! { @for m in mistakes.iter().filter(|m| m.block == block) { p.refusal role="alert" data-block=(block) { (mistake_text(lang, m)) } } }
    };
    html! {
        div.frag-setup {
            p { (lang.t("frag-setup-intro")) }
            @for i in 0..MAINS {
                @let p = format!("m{i}_");
                details.frag-setup-char open[i < 1 || !v(format!("{p}name")).is_empty()] {
                    summary { (lang.t_args("frag-setup-main", &[("n", (i + 1).into())])) }
                    (shown(&p))
                    label for={ (p) "name" } { (lang.t("frag-name")) }
                    input id={ (p) "name" } name={ (p) "name" } maxlength="100" value=(v(format!("{p}name")));
                    small { (lang.t(if i == 0 { "frag-setup-name-help" } else { "frag-setup-name-optional" })) }
                    (stats(lang, fields, &p))
                    (traits(lang, fields, &p, TRAITS))
                    fieldset {
                        legend { (lang.t("frag-qualities")) }
                        label { (lang.t("frag-q-concept")) " " input name={ (p) "concept" } maxlength="200" value=(v(format!("{p}concept"))); }
                        @for j in 0..MILESTONES {
                            label { (lang.t("frag-q-milestone")) " " input name={ (p) "milestone" (j) } maxlength="200" value=(v(format!("{p}milestone{j}"))); }
                        }
                        label { (lang.t("frag-q-complication")) " " input name={ (p) "complication" } maxlength="200" value=(v(format!("{p}complication"))); }
                        small { (lang.t("frag-setup-qualities-help")) }
                    }
                    fieldset.frag-setup-rows {
                        legend { (lang.t("frag-objects")) }
                        @for j in 0..OBJECTS {
                            div.row {
                                input name={ (p) "obj" (j) "_name" } maxlength="100" placeholder=(lang.t("frag-setup-object-name"))
                                    aria-label=(lang.t("frag-setup-object-name")) value=(v(format!("{p}obj{j}_name")));
                                input type="number" name={ (p) "obj" (j) "_dice" } min="1" max="3" placeholder="+"
                                    aria-label=(lang.t("frag-setup-object-dice")) value=(v(format!("{p}obj{j}_dice")));
                            }
                        }
                        small { (lang.t("frag-setup-objects-help")) }
                    }
                }
            }
            fieldset.frag-setup-director {
                legend { (lang.t("frag-setup-director")) }
                p.muted { (lang.t("frag-setup-director-help")) }
                (shown("director"))
                div.row {
                    label { (lang.t("frag-setup-threat")) " " input type="number" name="initial_threat" min="0" max="100" value=(fields.get("initial_threat").unwrap_or("2")); }
                    label { (lang.t("frag-setup-overcoming")) " " input type="number" name="initial_overcoming" min="0" max="100" value=(fields.get("initial_overcoming").unwrap_or("5")); }
                    label { (lang.t("frag-setup-danger-level")) " " input type="number" name="danger_level" min="0" max="100" value=(fields.get("danger_level").unwrap_or("8")); }
                }
                small { (lang.t("frag-setup-pools-help")) }
                label.check { input type="checkbox" name="awards" checked[fields.checked("awards")]; " " (lang.t("frag-setup-awards")) }
                @for i in 0..OTHERS {
                    @let p = format!("o{i}_");
                    details.frag-setup-char open[!v(format!("{p}name")).is_empty()] {
                        summary { (lang.t_args("frag-setup-other", &[("n", (i + 1).into())])) }
                        (shown(&p))
                        div.row {
                            label { (lang.t("frag-name")) " " input name={ (p) "name" } maxlength="100" value=(v(format!("{p}name"))); }
                            label { (lang.t("frag-kind")) " " select name={ (p) "kind" } {
                                option value="secondary" selected[v(format!("{p}kind")) != "monster"] { (lang.t("frag-kind-secondary")) }
                                option value="monster" selected[v(format!("{p}kind")) == "monster"] { (lang.t("frag-kind-monster")) }
                            } }
                        }
                        (stats(lang, fields, &p))
                        (traits(lang, fields, &p, 1))
                        label { (lang.t("frag-q-concept")) " " input name={ (p) "concept" } maxlength="200" value=(v(format!("{p}concept"))); }
                        label { (lang.t("frag-notes")) " " input name={ (p) "notes" } maxlength="500" value=(v(format!("{p}notes"))); }
                        label { (lang.t("frag-secret-weakness")) " " input name={ (p) "secret" } maxlength="300" value=(v(format!("{p}secret"))); }
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hotel(change: &[(&str, &str)]) -> Fields {
        let mut v: Vec<(String, String)> = [
            ("m0_name", "Mark"),
            ("m0_action", "3"),
            ("m0_cognition", "4"),
            ("m0_interaction", "2"),
            ("m0_trait0_name", "Boxeador aficionado"),
            ("m0_trait0_ch", "action"),
            ("m0_trait0_bonus", "2"),
            ("m0_concept", "Periodista de sucesos"),
            ("m0_complication", "Sobrepeso"),
            ("o0_name", "El hombre descarnado"),
            ("o0_kind", "monster"),
            ("o0_action", "4"),
            ("o0_cognition", "3"),
            ("o0_interaction", "1"),
            ("o0_notes", "He died in room 305"),
            ("o0_secret", "Teme al fuego"),
            ("initial_threat", "1"),
        ]
        .iter()
        .map(|(a, b)| ((*a).to_owned(), (*b).to_owned()))
        .collect();
        for (k, val) in change {
            match v.iter_mut().find(|(a, _)| a == k) {
                Some(x) => x.1 = (*val).to_owned(),
                None => v.push(((*k).to_owned(), (*val).to_owned())),
            }
        }
        Fields(v)
    }

    /// The hotel's Mark and the flayed man (the rulebook's examples) make a valid story.
    #[test]
    fn the_hotel_example_makes_a_config() {
        let v = config(&hotel(&[])).unwrap();
        let c: fragmentos::Config = serde_json::from_value(v).unwrap();
        assert_eq!(c.others[0].secret_qualities[0].text, "Teme al fuego");
        assert!(<fragmentos::Fragmentos as engine::Game>::start(&c, &mut dice::Scripted::new([1])).is_ok());
    }

    #[test]
    fn ranges_are_enforced_with_the_block_named() {
        let code = |f: Fields| config(&f).unwrap_err().parts().1;
        assert_eq!(code(hotel(&[("m0_action", "11")])), "form.fragmentos.setup_characteristic");
        assert_eq!(code(hotel(&[("m0_trait0_bonus", "0")])), "form.fragmentos.setup_trait");
        assert_eq!(
            code(hotel(&[("m0_obj0_name", "Linterna"), ("m0_obj0_dice", "4")])),
            "form.fragmentos.setup_object"
        );
        assert_eq!(code(hotel(&[("m0_name", "")])), "form.fragmentos.setup_no_characters");
        assert_eq!(code(hotel(&[("initial_threat", "-1")])), "form.fragmentos.setup_pools");
    }
}
