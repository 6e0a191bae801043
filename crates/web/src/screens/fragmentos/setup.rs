//! Opening a table of Fragmentos: the main characters' sheets as the rulebook describes them
//! (three characteristics, traits with their bonus, qualities — concept, milestones, complication —
//! and objects that add dice) and the Director's part: the secondary characters and monsters with
//! their notes and secret qualities, the starting threat and overcoming points, and the knobs of
//! the rulings.
//!
//! The form only reads the posted fields into a typed [`Config`] (a number that is not a whole
//! number is the form's own `form.number` mistake); the set-up rules live in the game
//! ([`Config::problems`]), whose errors name the config field they are about. The form keeps which
//! of its inputs became which config field, and shows each error beside its input.

use std::collections::BTreeMap;

use fragmentos::{
    CharacterKind, CharacterSheet, Characteristic, Config, MAX_CHARACTERS, MAX_PLAYERS, Object, Quality,
    QualityKind, Rulings, Trait,
};
use maud::{Markup, html};
use server::AppError;
use server::routes::{self, pages as route};

use crate::i18n::Lang;
use crate::page::{Fields, Page};

/// The Director's character blocks offered at first; after a post, one more than those named (more
/// can be introduced during play).
const OTHERS: usize = 3;
const TRAITS: usize = 3;
const OBJECTS: usize = 2;
const MILESTONES: usize = 2;

/// A mistake shown beside the input it is about.
pub(crate) struct Mistake {
    /// The form input's name (`m0_action`), empty when no input matches.
    input: String,
    /// The config field (`main_characters.0.action`), or the input for the form's own mistakes.
    field: String,
    code: String,
    message: String,
    params: BTreeMap<String, String>,
}

impl Mistake {
    fn text(&self, lang: Lang) -> String {
        lang.error(&self.code, &self.params, &self.message)
    }

    /// The block the input belongs to: a sheet's prefix (`m0_`, `o1_`) or `director`.
    fn block(&self) -> &str {
        match self.input.find('_') {
            Some(i) if self.input.starts_with(['m', 'o']) && self.input[1..i].parse::<usize>().is_ok() => {
                &self.input[..=i]
            }
            _ => "director",
        }
    }
}

/// The posted form read into a config, with the input each config field came from.
struct Read {
    config: Config,
    inputs: BTreeMap<String, String>,
}

/// Reads the form's fields, noting every field that is not a whole number.
struct Reader<'a> {
    fields: &'a Fields,
    inputs: BTreeMap<String, String>,
    mistakes: Vec<Mistake>,
}

impl Reader<'_> {
    fn text(&self, name: &str) -> String {
        self.fields.get(name).map(str::trim).unwrap_or("").to_owned()
    }

    /// The number in input `name` (`default` when empty), the config field `path` coming from it.
    fn number(&mut self, name: &str, path: String, default: u32) -> u32 {
        self.inputs.insert(path, name.to_owned());
        let v = self.text(name);
        if v.is_empty() {
            return default;
        }
        v.parse().unwrap_or_else(|_| {
            self.mistakes.push(Mistake {
                input: name.to_owned(),
                field: name.to_owned(),
                code: "form.number".into(),
                message: format!("{name} must be a whole number, not \"{v}\""),
                params: BTreeMap::new(),
            });
            default
        })
    }

    /// The sheet of block `p` (`m0_`, `o1_`) as config field `at`; `None` when its name is empty.
    fn sheet(&mut self, p: &str, at: &str, main: bool) -> Option<CharacterSheet> {
        let name = self.text(&format!("{p}name"));
        if name.is_empty() {
            return None;
        }
        self.inputs.insert(format!("{at}.name"), format!("{p}name"));
        let mut scores = [0u32; 3];
        for c in Characteristic::ALL {
            scores[c.index()] = self.number(&format!("{p}{}", c.name()), format!("{at}.{}", c.name()), 0);
        }
        let mut traits = Vec::new();
        for j in 0..TRAITS {
            let t = self.text(&format!("{p}trait{j}_name"));
            if t.is_empty() {
                continue;
            }
            let characteristic = match self.text(&format!("{p}trait{j}_ch")).as_str() {
                "cognition" => Characteristic::Cognition,
                "interaction" => Characteristic::Interaction,
                _ => Characteristic::Action,
            };
            let path = format!("{at}.traits.{}.bonus", traits.len());
            let bonus = self.number(&format!("{p}trait{j}_bonus"), path, 0);
            traits.push(Trait { name: t, characteristic, bonus });
        }
        let mut objects = Vec::new();
        for j in 0..OBJECTS {
            let o = self.text(&format!("{p}obj{j}_name"));
            if o.is_empty() {
                continue;
            }
            let path = format!("{at}.objects.{}.dice", objects.len());
            let dice = self.number(&format!("{p}obj{j}_dice"), path, 0);
            objects.push(Object { name: o, dice });
        }
        let mut qualities = Vec::new();
        let inputs = [(QualityKind::Concept, format!("{p}concept"))]
            .into_iter()
            .chain((0..MILESTONES).map(|j| (QualityKind::Milestone, format!("{p}milestone{j}"))))
            .chain([(QualityKind::Complication, format!("{p}complication"))]);
        for (kind, input) in inputs {
            let text = self.text(&input);
            if !text.is_empty() {
                qualities.push(Quality { kind, text });
            }
        }
        let kind = if main {
            CharacterKind::Main
        } else if self.text(&format!("{p}kind")) == "monster" {
            CharacterKind::Monster
        } else {
            CharacterKind::Secondary
        };
        let (notes, secret) = if main {
            (String::new(), String::new())
        } else {
            (self.text(&format!("{p}notes")), self.text(&format!("{p}secret")))
        };
        let secret_qualities = if secret.is_empty() {
            Vec::new()
        } else {
            vec![Quality { kind: QualityKind::Weakness, text: secret }]
        };
        Some(CharacterSheet {
            name,
            kind,
            action: scores[0],
            cognition: scores[1],
            interaction: scores[2],
            traits,
            qualities,
            objects,
            notes,
            secret_qualities,
        })
    }
}

/// The posted form as a config, or the inputs that are not whole numbers.
fn read(fields: &Fields) -> Result<Read, Vec<Mistake>> {
    let mut r = Reader { fields, inputs: BTreeMap::new(), mistakes: Vec::new() };
    r.inputs.insert("main_characters".into(), "m0_name".into());
    r.inputs.insert("others".into(), "o0_name".into());
    let mut mains = Vec::new();
    for i in 0..MAX_PLAYERS {
        let at = format!("main_characters.{}", mains.len());
        mains.extend(r.sheet(&format!("m{i}_"), &at, true));
    }
    r.inputs.insert("offstage".into(), "o0_name".into());
    // A Director's character waits off the story unless the Director ticks "in the story from the
    // start" (the game's ruling 27).
    let (mut others, mut offstage) = (Vec::new(), Vec::new());
    for i in 0..MAX_CHARACTERS {
        let p = format!("o{i}_");
        if fields.checked(&format!("{p}now")) {
            let at = format!("others.{}", others.len());
            others.extend(r.sheet(&p, &at, false));
        } else {
            let at = format!("offstage.{}", offstage.len());
            offstage.extend(r.sheet(&p, &at, false));
        }
    }
    let initial_threat = r.number("initial_threat", "initial_threat".into(), 2);
    let initial_overcoming = r.number("initial_overcoming", "initial_overcoming".into(), 5);
    let danger_level = r.number("danger_level", "rulings.danger_level".into(), 8);
    r.inputs.insert("rulings.script_protection_below".into(), "danger_level".into());
    let players = r.number("players", "players".into(), 0).min(u8::MAX as u32) as u8;
    let config = Config {
        main_characters: mains,
        others,
        offstage,
        initial_threat,
        initial_overcoming,
        rulings: Rulings {
            danger_level,
            script_protection_below: danger_level,
            director_awards_overcoming: fields.checked("awards"),
            ..Rulings::default()
        },
        players,
        notes_to_director: fields.checked("notes_to_director"),
    };
    if r.mistakes.is_empty() { Ok(Read { config, inputs: r.inputs }) } else { Err(r.mistakes) }
}

/// A player's own character from the fields of block `m0_` at the table (ruling 28): `None` if
/// its name is empty, or the form's own mistake (a number that is not a whole number).
pub(crate) fn read_player_sheet(fields: &Fields) -> Result<Option<CharacterSheet>, String> {
    let mut r = Reader { fields, inputs: BTreeMap::new(), mistakes: Vec::new() };
    let sheet = r.sheet("m0_", "sheet", true);
    match r.mistakes.into_iter().next() {
        Some(m) => Err(m.message),
        None => Ok(sheet),
    }
}

/// A main character's sheet as the fields of block `p` (`m0_`) that [`main_sheet_fields`] fills
/// and [`read_player_sheet`] reads back.
pub(crate) fn sheet_fields(sheet: &CharacterSheet, p: &str) -> Fields {
    let mut out = vec![(format!("{p}name"), sheet.name.clone())];
    for c in Characteristic::ALL {
        out.push((format!("{p}{}", c.name()), sheet.total(c).to_string()));
    }
    for (j, t) in sheet.traits.iter().take(TRAITS).enumerate() {
        out.push((format!("{p}trait{j}_name"), t.name.clone()));
        out.push((format!("{p}trait{j}_ch"), t.characteristic.name().to_owned()));
        out.push((format!("{p}trait{j}_bonus"), t.bonus.to_string()));
    }
    for (j, o) in sheet.objects.iter().take(OBJECTS).enumerate() {
        out.push((format!("{p}obj{j}_name"), o.name.clone()));
        out.push((format!("{p}obj{j}_dice"), o.dice.to_string()));
    }
    let mut milestones = 0;
    for q in &sheet.qualities {
        let input = match q.kind {
            QualityKind::Concept => format!("{p}concept"),
            QualityKind::Milestone if milestones < MILESTONES => {
                milestones += 1;
                format!("{p}milestone{}", milestones - 1)
            }
            QualityKind::Complication => format!("{p}complication"),
            _ => continue,
        };
        out.push((input, q.text.clone()));
    }
    Fields(out)
}

/// The fields of a main character's sheet, block `p` (`m0_`), refilled from `fields`.
pub(crate) fn main_sheet_fields(lang: Lang, fields: &Fields, mistakes: &[Mistake], p: &str) -> Markup {
    let v = |n: String| fields.get(&n).unwrap_or("").to_owned();
    html! {
        label for={ (p) "name" } { (lang.t("frag-name")) }
        input id={ (p) "name" } name={ (p) "name" } maxlength="100" value=(v(format!("{p}name")));
        (beside(lang, mistakes, &format!("{p}name")))
        (stats(lang, fields, mistakes, p))
        (traits(lang, fields, mistakes, p, TRAITS))
        fieldset {
            legend { (lang.t("frag-qualities")) }
            label { (lang.t("frag-q-concept")) " " input name={ (p) "concept" } maxlength="200" value=(v(format!("{p}concept"))); }
            @for j in 0..MILESTONES {
                label { (lang.t("frag-q-milestone")) " " input name={ (p) "milestone" (j) } maxlength="200" value=(v(format!("{p}milestone{j}"))); }
            }
            label { (lang.t("frag-q-complication")) " " input name={ (p) "complication" } maxlength="200" value=(v(format!("{p}complication"))); }
            small { (lang.t("frag-setup-qualities-help")) }
        }
        (objects(lang, fields, mistakes, p))
    }
}

/// The config of the set-up form; the game checks it when the table opens.
pub fn config(fields: &Fields) -> Result<Config, AppError> {
    match read(fields) {
        Ok(read) => Ok(read.config),
        Err(mistakes) => {
            let m = &mistakes[0];
            Err(AppError::bad("form.number", m.message.clone()))
        }
    }
}

/// The mistakes of a posted form: the inputs that are not numbers, else the game's set-up problems,
/// each placed at the input its field came from.
fn mistakes(fields: &Fields) -> Vec<Mistake> {
    let read = match read(fields) {
        Ok(read) => read,
        Err(mistakes) => return mistakes,
    };
    read.config
        .check()
        .err()
        .unwrap_or_default()
        .into_iter()
        .map(|e| {
            let field = e.params.get("path").cloned().unwrap_or_default();
            Mistake {
                input: read.inputs.get(&field).cloned().unwrap_or_default(),
                field,
                code: e.code.to_string(),
                message: e.message,
                params: e.params,
            }
        })
        .collect()
}

/// The mistakes about one input, as alerts beside it.
fn beside(lang: Lang, mistakes: &[Mistake], input: &str) -> Markup {
    html! {
        @for m in mistakes.iter().filter(|m| m.input == input) {
            p.refusal role="alert" data-field=(m.field) data-block=(m.block()) { (m.text(lang)) }
        }
    }
}

fn stats(lang: Lang, fields: &Fields, mistakes: &[Mistake], p: &str) -> Markup {
    html! {
        fieldset.frag-setup-stats {
            legend { (lang.t("frag-setup-characteristics")) }
            @for ch in ["action", "cognition", "interaction"] {
                @let name = format!("{p}{ch}");
                label { (lang.t(&format!("frag-ch-{ch}"))) " "
                    input type="number" name=(name) min="1" max="10" value=(fields.get(&name).unwrap_or("2")); }
                (beside(lang, mistakes, &name))
            }
            small { (lang.t("frag-setup-characteristics-help")) }
        }
    }
}

fn traits(lang: Lang, fields: &Fields, mistakes: &[Mistake], p: &str, rows: usize) -> Markup {
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
                (beside(lang, mistakes, &format!("{p}trait{j}_bonus")))
            }
            small { (lang.t("frag-setup-traits-help")) }
        }
    }
}

fn objects(lang: Lang, fields: &Fields, mistakes: &[Mistake], p: &str) -> Markup {
    let v = |n: String| fields.get(&n).unwrap_or("").to_owned();
    html! {
        fieldset.frag-setup-rows {
            legend { (lang.t("frag-objects")) }
            @for j in 0..OBJECTS {
                div.row {
                    input name={ (p) "obj" (j) "_name" } maxlength="100" placeholder=(lang.t("frag-setup-object-name"))
                        aria-label=(lang.t("frag-setup-object-name")) value=(v(format!("{p}obj{j}_name")));
                    input type="number" name={ (p) "obj" (j) "_dice" } min="1" max="3" placeholder="+"
                        aria-label=(lang.t("frag-setup-object-dice")) value=(v(format!("{p}obj{j}_dice")));
                }
                (beside(lang, mistakes, &format!("{p}obj{j}_dice")))
            }
            small { (lang.t("frag-setup-objects-help")) }
        }
    }
}

/// How many Director's character blocks the form shows: at least [`OTHERS`], one more than the last
/// one named, as many as the form showed before (its hidden `others`), and one more again when the
/// game master pressed "one more character" (`more`); never more than the rules allow.
fn other_blocks(fields: &Fields) -> usize {
    let named = (0..MAX_CHARACTERS)
        .filter(|i| fields.text(&format!("o{i}_name")).is_some())
        .max()
        .map_or(0, |last| last + 2);
    let shown = fields.get("others").and_then(|n| n.parse::<usize>().ok()).unwrap_or(0);
    let more = usize::from(fields.get("more").is_some());
    // Saturating: `others` is posted, any number may come back.
    shown.saturating_add(more).max(named).clamp(OTHERS, MAX_CHARACTERS)
}

/// Whether the posted form is the "one more Director's character" button rather than "Open the
/// table": the page answers with the form again, one block longer, and opens nothing.
pub fn wants_more(fields: &Fields) -> bool {
    fields.get("more").is_some()
}

/// The "one more Director's character" button, after the form's "Open the table" so that one stays
/// the default button (Enter opens the table). It posts the whole form (nothing typed is lost, no
/// script needed), skips the browser's checks (a half-filled form may grow), and lands on the new
/// block. None once the form shows as many blocks as the rules allow.
pub fn more_button(page: &Page, fields: &Fields) -> Markup {
    let others = other_blocks(fields);
    if others >= MAX_CHARACTERS {
        return html! {};
    }
    html! {
        p.frag-setup-more {
            button.secondary type="submit" name="more" value="1" formnovalidate
                formaction={ (routes::fill(route::NEW_GAME, &[&"fragmentos"])) "#frag-other-" (others) } aria-describedby="frag-setup-more-help" {
                (page.t("frag-setup-more-other"))
            }
            " " small #frag-setup-more-help { (page.t("frag-setup-more-help")) }
        }
    }
}

/// The set-up form, refilled from `fields` after a refusal with each mistake beside its input: a
/// block for every main character the rules allow (one per player seat) and the Director's
/// characters, one more block than those already named.
pub fn setup(page: &Page, fields: &Fields) -> Markup {
    let lang = page.lang;
    let posted = fields.get("m0_name").is_some() || fields.get("players").is_some();
    let mistakes = if posted { mistakes(fields) } else { Vec::new() };
    let v = |n: String| fields.get(&n).unwrap_or("").to_owned();
    let others = other_blocks(fields);
    html! {
        div.frag-setup {
            p { (lang.t("frag-setup-intro")) }
            (beside(lang, &mistakes, ""))
            fieldset.frag-setup-table {
                legend { (lang.t("frag-setup-table")) }
                label for="players" { (lang.t("frag-setup-players")) }
                input #players type="number" name="players" min="0" max=(MAX_PLAYERS) step="1" value=(fields.get("players").unwrap_or("0"));
                small { (lang.t("frag-setup-players-help")) }
                (beside(lang, &mistakes, "players"))
                label.check { input type="checkbox" name="notes_to_director" checked[fields.checked("notes_to_director")]; " " (lang.t("frag-setup-notes-to-director")) }
            }
            @for i in 0..MAX_PLAYERS {
                @let p = format!("m{i}_");
                details.frag-setup-char open[i < 1 || !v(format!("{p}name")).is_empty()] {
                    summary { (lang.t_args("frag-setup-main", &[("n", (i + 1).into())])) }
                    small { (lang.t(if i == 0 { "frag-setup-name-help" } else { "frag-setup-name-optional" })) }
                    (main_sheet_fields(lang, fields, &mistakes, &p))
                }
            }
            fieldset.frag-setup-director {
                legend { (lang.t("frag-setup-director")) }
                p.muted { (lang.t("frag-setup-director-help")) " " (lang.t("frag-setup-offstage-help")) }
                div.row {
                    label { (lang.t("frag-setup-threat")) " " input type="number" name="initial_threat" min="0" max="100" value=(fields.get("initial_threat").unwrap_or("2")); }
                    label { (lang.t("frag-setup-overcoming")) " " input type="number" name="initial_overcoming" min="0" max="100" value=(fields.get("initial_overcoming").unwrap_or("5")); }
                    label { (lang.t("frag-setup-danger-level")) " " input type="number" name="danger_level" min="0" max="100" value=(fields.get("danger_level").unwrap_or("8")); }
                }
                @for input in ["initial_threat", "initial_overcoming", "danger_level"] { (beside(lang, &mistakes, input)) }
                small { (lang.t("frag-setup-pools-help")) }
                label.check { input type="checkbox" name="awards" checked[fields.checked("awards")]; " " (lang.t("frag-setup-awards")) }
                input type="hidden" name="others" value=(others);
                @for i in 0..others {
                    @let p = format!("o{i}_");
                    // Open when named, and the newest block when "one more character" added it.
                    details.frag-setup-char id={ "frag-other-" (i) } open[!v(format!("{p}name")).is_empty() || (wants_more(fields) && i + 1 == others)] {
                        summary { (lang.t_args("frag-setup-other", &[("n", (i + 1).into())])) }
                        div.row {
                            label { (lang.t("frag-name")) " " input name={ (p) "name" } maxlength="100" value=(v(format!("{p}name"))); }
                            label { (lang.t("frag-kind")) " " select name={ (p) "kind" } {
                                option value="secondary" selected[v(format!("{p}kind")) != "monster"] { (lang.t("frag-kind-secondary")) }
                                option value="monster" selected[v(format!("{p}kind")) == "monster"] { (lang.t("frag-kind-monster")) }
                            } }
                        }
                        label.check { input type="checkbox" name={ (p) "now" } checked[fields.checked(&format!("{p}now"))]; " " (lang.t("frag-setup-in-story")) }
                        (beside(lang, &mistakes, &format!("{p}name")))
                        (stats(lang, fields, &mistakes, &p))
                        (traits(lang, fields, &mistakes, &p, 1))
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
        let c = config(&hotel(&[])).unwrap();
        assert_eq!(c.offstage[0].secret_qualities[0].text, "Teme al fuego");
        assert!(c.others.is_empty(), "a Director's character waits off the story unless ticked");
        let ticked = config(&hotel(&[("o0_now", "on")])).unwrap();
        assert_eq!((ticked.others.len(), ticked.offstage.len()), (1, 0));
        assert!(c.check().is_ok());
        assert!(mistakes(&hotel(&[])).is_empty());
    }

    /// The game's problems land beside the input their config field came from, skipped blocks and
    /// rows included.
    #[test]
    fn the_games_problems_are_placed_beside_their_inputs() {
        let at = |f: Fields| -> Vec<(String, String, String)> {
            mistakes(&f).into_iter().map(|m| (m.input, m.field, m.code)).collect()
        };
        let one = |input: &str, field: &str, code: &str| {
            vec![(input.to_owned(), field.to_owned(), code.to_owned())]
        };
        assert_eq!(
            at(hotel(&[("m0_action", "11")])),
            one("m0_action", "main_characters.0.action", "fragmentos.config.characteristic_range")
        );
        // The second main block, with the first empty, is the config's first main character; the
        // second trait row, with the first empty, its first trait.
        let moved = hotel(&[
            ("m0_name", ""),
            ("m0_trait0_name", ""),
            ("m1_name", "Catherine"),
            ("m1_action", "2"),
            ("m1_cognition", "3"),
            ("m1_interaction", "4"),
            ("m1_trait1_name", "Atractivo inocente"),
            ("m1_trait1_bonus", "0"),
        ]);
        assert_eq!(
            at(moved),
            one("m1_trait1_bonus", "main_characters.0.traits.0.bonus", "fragmentos.config.trait_range")
        );
        assert_eq!(
            at(hotel(&[("m0_obj1_name", "Linterna"), ("m0_obj1_dice", "4")])),
            one("m0_obj1_dice", "main_characters.0.objects.0.dice", "fragmentos.config.object_dice")
        );
        assert_eq!(
            at(hotel(&[("m0_name", "")])),
            one("m0_name", "main_characters", "fragmentos.config.players")
        );
        assert_eq!(at(hotel(&[("danger_level", "101")])).len(), 2, "danger level and script protection");
        // A Director's character off the story, or in it from the start.
        assert_eq!(
            at(hotel(&[("o0_action", "11")])),
            one("o0_action", "offstage.0.action", "fragmentos.config.characteristic_range")
        );
        assert_eq!(
            at(hotel(&[("o0_action", "11"), ("o0_now", "on")])),
            one("o0_action", "others.0.action", "fragmentos.config.characteristic_range")
        );
    }

    /// A number that is not a whole number is the form's mistake, not a rule.
    #[test]
    fn malformed_numbers_are_the_forms_own_mistakes() {
        let code = |f: Fields| config(&f).unwrap_err().parts().1;
        assert_eq!(code(hotel(&[("initial_threat", "-1")])), "form.number");
        assert_eq!(code(hotel(&[("m0_cognition", "three")])), "form.number");
        let m = mistakes(&hotel(&[("m0_cognition", "three")]));
        assert_eq!((m[0].input.as_str(), m[0].block()), ("m0_cognition", "m0_"));
        // Out of range but a number: the form passes it on, the game refuses it.
        assert!(config(&hotel(&[("m0_action", "11")])).is_ok());
    }

    /// Every main character the rules allow has its block; the Director gets one more than named.
    #[test]
    fn the_form_offers_every_seat_the_rules_allow() {
        let page = Page {
            lang: Lang::En,
            caller: Default::default(),
            username: None,
            csrf: "token".into(),
            path: "/".into(),
            htmx: false,
        };
        let form = setup(&page, &Fields::default()).into_string();
        assert!(
            form.contains(&format!("m{}_name", MAX_PLAYERS - 1))
                && !form.contains(&format!("m{MAX_PLAYERS}_name"))
        );
        assert!(form.contains("o2_name") && !form.contains("o3_name"));
        let form = setup(&page, &hotel(&[("o3_name", "Recepcionista")])).into_string();
        assert!(form.contains("o4_name") && !form.contains("o5_name"));
    }

    /// A sheet sent back to its player fills the form it came from: written out and read back, it
    /// is the same sheet.
    #[test]
    fn a_main_sheet_reads_back_from_its_fields() {
        let sheet = CharacterSheet {
            name: "Mark".into(),
            kind: CharacterKind::Main,
            action: 3,
            cognition: 4,
            interaction: 2,
            traits: vec![Trait {
                name: "Discreto".into(),
                characteristic: Characteristic::Cognition,
                bonus: 1,
            }],
            qualities: vec![
                Quality { kind: QualityKind::Concept, text: "recepcionista".into() },
                Quality { kind: QualityKind::Milestone, text: "vio algo en la 305".into() },
                Quality { kind: QualityKind::Complication, text: "Sobrepeso".into() },
            ],
            objects: vec![Object { name: "llaves maestras".into(), dice: 2 }],
            notes: String::new(),
            secret_qualities: Vec::new(),
        };
        assert_eq!(read_player_sheet(&sheet_fields(&sheet, "m0_")), Ok(Some(sheet)));
    }
}
