//! Fragmentos on screen: the threat gauge (with the danger level and script protection), the scene
//! and its qualities, the challenge or conflict in play (danger, accepted traits and objects, the
//! throws with their omens, the difficulty once revealed), the order of action, every character
//! sheet (current and total scores, traits, qualities, objects, overcoming points), and the forms
//! of what the viewer may do now, with the odds composer before a roll.
//!
//! Legal choices only: the forms come from the game's `legal_commands` for the viewer's seat
//! (`actions`); what is drawn comes from the viewer's view, which holds the Director's notes, secret
//! qualities and unrevealed difficulties for the Director alone.

mod actions;
mod own;
mod setup;
mod text;

use dice::odds::{BigUint, Fraction, Highest, challenge};
use fragmentos::{
    CharacterId, CharacterKind, CharacterSheet, CharacterView, Characteristic, Command, Danger, Quality,
    QualityEffect, QualityKind, QualityRef, RollView, SideCall, State, Status, View, ViewerRole,
};
use maud::{Markup, html};
use server::AppError;

pub use fragmentos::Fragmentos;
pub use setup::{config, more_button, setup, wants_more};
pub use text::{Cast, event_text, event_text_in, help, roll_words};

use super::Cx;
use crate::i18n::Lang;
use crate::odds::{Bar, composer_result};
use crate::page::Fields;

fn command_button(label: &str, command: &Command) -> Markup {
    html! { button type="submit" name="command" value=(serde_json::to_string(command).unwrap_or_default()) { (label) } }
}

fn ch_id(c: Characteristic) -> &'static str {
    c.name()
}

fn ch_name(lang: Lang, c: Characteristic) -> String {
    lang.t(&format!("frag-ch-{}", c.name()))
}

fn character(view: &View, id: CharacterId) -> Option<&CharacterView> {
    view.characters.iter().find(|c| c.id == id)
}

fn name_of(view: &View, id: CharacterId) -> String {
    character(view, id).map(|c| c.name.clone()).unwrap_or_else(|| format!("#{}", id.0))
}

fn die_glyph(face: u32) -> String {
    match face {
        1..=6 => char::from_u32(0x267F + face).map(String::from).unwrap_or_else(|| face.to_string()),
        _ => face.to_string(),
    }
}

/// The dice a character throws with `c` now: its current score (or total, if it uses totals this
/// scene), never below 0.
fn score_dice(ch: &CharacterView, c: Characteristic) -> u32 {
    ch.characteristics
        .iter()
        .find(|s| s.characteristic == c)
        .map(|s| if ch.using_totals { s.total as i32 } else { s.current }.max(0) as u32)
        .unwrap_or(0)
}

fn total_of(ch: &CharacterView, c: Characteristic) -> u32 {
    ch.characteristics.iter().find(|s| s.characteristic == c).map(|s| s.total).unwrap_or(0)
}

/// The board, sheets and action forms.
pub fn screen(cx: &Cx, view: &View, state: &State) -> Markup {
    let forms = cx.seat().map(|s| actions::actions(cx, view, state, s)).unwrap_or_default();
    let creating = !view.proposals.is_empty() || (view.players > 0 && view.characters.is_empty());
    html! {
        div.frag {
            @if view.over { (own::the_end(cx, view)) }
            (gauge(cx, view))
            @if creating { (own::creation(cx, view, state)) }
            @if let Some((n, qualities)) = &view.scene {
                section.frag-scene.card {
                    h2 { (cx.lang().t_args("frag-scene-n", &[("n", (*n).into())])) }
                    @if !qualities.is_empty() {
                        ul.frag-tags { @for q in qualities { li { (q) } } }
                    }
                }
            }
            @if let Some(round) = &view.round {
                section.frag-round.card {
                    h2 { (cx.t("frag-round")) }
                    ol {
                        @for id in &round.characters {
                            li.acted[round.acted.contains(id)] .now[round.may_act.contains(id)]
                                aria-current=[round.may_act.contains(id).then_some("step")] {
                                (name_of(view, *id))
                                @if round.acted.contains(id) { " ✓" }
                                @if round.acted_again.contains(id) { " ✓" }
                            }
                        }
                    }
                    @if round.ended { p.muted { (cx.t("frag-round-ended")) } }
                }
            }
            p.frag-notes-setting.muted {
                (cx.t_about(if view.notes_to_director { "frag-notes-setting-director" } else { "frag-notes-setting-private" }, DIRECTOR))
            }
            // What the reader does now comes before the challenge or conflict it acts on: on a phone
            // the step and its form show above the fold; the forms name what they do.
            @if !forms.is_empty() {
                section.frag-actions.card {
                    h2 { (cx.t("frag-actions")) }
                    @for f in &forms { div.action { (f) } }
                }
            }
            @if let Some(r) = &view.roll { (roll_panel(cx, view, r)) }
            // Folded on a phone by the page script (open without it): the step and its form above
            // are what matters now.
            details.phone-fold open data-fold="sheets" {
                summary { (cx.t("fold-sheets")) }
                div.frag-sheets {
                    @for c in &view.characters { (sheet(cx, view, c, own::on_sheet(cx, view, state, c))) }
                }
            }
            @if let Some(waiting) = view.offstage.as_ref().filter(|w| !w.is_empty()) {
                section.frag-offstage.card {
                    h2 { (cx.t("frag-offstage")) " " span.badge.secret { (cx.t_about("frag-only-director", DIRECTOR)) } }
                    p.muted { (cx.t("frag-offstage-help")) }
                    ul.frag-list {
                        @for p in waiting { li data-offstage=(p.offstage) { (prepared(cx, &p.sheet)) } }
                    }
                }
            }
        }
    }
}

/// A character the Director prepared off the story: name, kind, scores, qualities (the secret
/// ones too: the whole list is the Director's), notes.
fn prepared(cx: &Cx, s: &fragmentos::CharacterSheet) -> Markup {
    let lang = cx.lang();
    let kind = if s.kind == CharacterKind::Monster { "frag-kind-monster" } else { "frag-kind-secondary" };
    html! {
        strong { (s.name) } " " span.muted { "(" (cx.t(kind)) ")" }
        @for c in Characteristic::ALL { " · " (ch_name(lang, c)) " " (s.total(c)) }
        @for q in s.qualities.iter().chain(&s.secret_qualities) { br; span.kind { (quality_kind(lang, q.kind)) } " " (q.text) }
        @if !s.notes.is_empty() { br; span.muted { (s.notes) } }
    }
}

/// The threat gauge: 0 to 10 and beyond, the danger level marked.
fn gauge(cx: &Cx, view: &View) -> Markup {
    let top = view.threat.max(10);
    let danger = view.rulings.danger_level;
    html! {
        div.frag-gauge {
            div.frag-threat {
                span.label { (cx.t("frag-threat")) }
                strong data-threat=(view.threat) { (view.threat) }
                ol aria-hidden="true" {
                    @for n in 1..=top {
                        li.on[n <= view.threat] .danger[n >= danger] {}
                    }
                }
            }
            div.frag-flags {
                p.flag.on[view.everything_dangerous] {
                    (cx.t(if view.everything_dangerous { "frag-everything-dangerous" } else { "frag-danger-costs" }))
                }
                p.flag.on[view.script_protection] {
                    (cx.t(if view.script_protection { "frag-protection-on" } else { "frag-protection-off" }))
                }
            }
        }
    }
}

fn throw_line(cx: &Cx, view: &View, call_character: CharacterId, t: &fragmentos::Throw) -> Markup {
    let trait_name = t.trait_used.and_then(|i| character(view, call_character).and_then(|c| c.traits.get(i)));
    html! {
        div.frag-throw data-omens=(t.omens) {
            span.frag-dice {
                @for f in &t.faces { span.die.omen[*f == 1] title=(f) { (die_glyph(*f)) } }
            }
            p {
                (cx.t("frag-value")) " " strong { (t.value) }
                @if let Some(tr) = trait_name { " + " (tr.name) " " strong { "+" (t.bonus) } }
                " = " strong.total { (t.total) }
                @if t.omens > 0 {
                    " · " span.omens { (cx.lang().t_args("frag-omens", &[("n", t.omens.into())])) }
                }
            }
        }
    }
}

fn danger_text(cx: &Cx, d: Danger) -> String {
    // "el director lo declaró", "la directora": the Director's seat is 0 (the game's set-up).
    let gender = super::gender_arg(cx.gender(engine::SeatId(0)));
    cx.lang().t_args(
        match d {
            Danger::Safe => "frag-danger-safe",
            Danger::Declared => "frag-danger-declared",
            Danger::Automatic => "frag-danger-automatic",
            Danger::Monster => "frag-danger-monster",
        },
        &[("gender", gender)],
    )
}

fn roll_panel(cx: &Cx, view: &View, r: &RollView) -> Markup {
    let lang = cx.lang();
    html! {
        section.frag-roll.card.dangerous[r.danger.is_dangerous()] {
            h2 { (cx.t(if r.conflict { "frag-conflict" } else { "frag-challenge" })) }
            p.frag-danger { (danger_text(cx, r.danger)) }
            @if !r.conflict {
                p.frag-difficulty {
                    (cx.t("frag-difficulty")) ": "
                    @if let Some(d) = r.difficulty { strong data-difficulty=(d) { (d) } }
                    @else { span.muted { (cx.t("frag-difficulty-hidden")) } }
                }
            }
            div.frag-sides {
                @for s in &r.sides {
                    @let ch = character(view, s.call.character);
                    div.frag-side.won[r.winner == Some(s.call.character)] {
                        h3 { (name_of(view, s.call.character)) " — " (ch_name(lang, s.call.characteristic)) }
                        @if let Some(c) = ch {
                            p.muted { (lang.t_args("frag-side-dice", &[("n", score_dice(c, s.call.characteristic).into())])) }
                            @if !s.call.traits.is_empty() {
                                p { (cx.t("frag-traits-accepted")) ": "
                                    @for (i, t) in s.call.traits.iter().filter_map(|i| c.traits.get(*i)).enumerate() {
                                        @if i > 0 { ", " } (t.name) " +" (t.bonus)
                                    }
                                }
                            }
                            @if !s.call.objects.is_empty() {
                                p { (cx.t("frag-objects-accepted")) ": "
                                    @for (i, o) in s.call.objects.iter().filter_map(|i| c.objects.get(*i)).enumerate() {
                                        @if i > 0 { ", " } (o.name) " (+" (o.dice) ")"
                                    }
                                }
                            }
                        }
                        @if let Some(t) = &s.throw { (throw_line(cx, view, s.call.character, t)) }
                        @else { p.muted { (cx.t("frag-not-rolled")) } }
                    }
                }
            }
            @if let Some(ok) = r.success {
                p.frag-outcome.ok[ok] .bad[!ok] data-success=(ok) { (cx.t(if ok { "frag-success" } else { "frag-failure" })) @if r.reversed { " " (cx.t("frag-reversed")) } }
            }
            @if let Some(w) = r.winner {
                p.frag-outcome { (lang.t_args("frag-winner", &[("who", name_of(view, w).into())])) @if r.reversed { " " (cx.t("frag-reversed")) } }
            }
            @if let Some((who, c, n)) = r.damage {
                p.frag-damage { (lang.t_args("frag-damage-pending", &[("who", name_of(view, who).into()), ("ch", ch_name(lang, c).into()), ("n", n.into())])) }
            }
        }
    }
}

/// The Director's seat (the `fragmentos` crate's seat 0).
const DIRECTOR: engine::SeatId = engine::SeatId(0);

/// The text of `id` about character `c`, in the gender its player chose for a main character;
/// the Director's characters have none (the neutral words).
fn about_character(cx: &Cx, c: &CharacterView, id: &str) -> String {
    match c.kind {
        CharacterKind::Main => cx.t_about(id, c.seat),
        CharacterKind::Secondary | CharacterKind::Monster => {
            cx.lang().t_args(id, &[("gender", super::gender_arg(None))])
        }
    }
}

fn sheet(cx: &Cx, view: &View, c: &CharacterView, own: Markup) -> Markup {
    let lang = cx.lang();
    let mine = matches!(view.viewer, ViewerRole::Player { character } if character == c.id);
    // A number tells two characters of one name apart, and only then.
    let twin = view.characters.iter().any(|o| o.id != c.id && o.name == c.name);
    let kind = match c.kind {
        CharacterKind::Main => "frag-kind-main",
        CharacterKind::Secondary => "frag-kind-secondary",
        CharacterKind::Monster => "frag-kind-monster",
    };
    html! {
        article.card.frag-sheet.mine[mine] .monster[c.kind == CharacterKind::Monster] .out[c.status != Status::Active] data-character=(c.id.0) {
            header {
                @if c.kind == CharacterKind::Main { (cx.portrait(c.seat)) }
                h3 { (c.name) @if twin { " " span.muted.frag-num { "#" (c.id.0 + 1) } } }
                p.muted { (cx.t(kind))
                    @if c.status == Status::Incapacitated { " · " span.bad { (about_character(cx, c, "frag-incapacitated")) } }
                    @if c.status == Status::Out { " · " span.bad { (cx.t("frag-out")) } }
                    @if c.using_totals { " · " (cx.t("frag-using-totals")) }
                    @if c.rested { " · " (cx.t("frag-rested")) }
                }
            }
            dl.frag-scores {
                @for s in &c.characteristics {
                    div.hurt[s.current < s.total as i32] {
                        dt { (ch_name(lang, s.characteristic)) }
                        dd { strong { (s.current) } span.muted { "/" (s.total) } }
                    }
                }
            }
            @if let Some(p) = c.overcoming {
                p.frag-overcoming { span.label { (cx.t("frag-overcoming")) } " " strong data-overcoming=(p) { (p) } }
            }
            @if !c.traits.is_empty() {
                h4 { (cx.t("frag-traits")) }
                ul.frag-list { @for t in &c.traits { li { (t.name) " " strong { "+" (t.bonus) } " " span.muted { "(" (ch_name(lang, t.characteristic)) ")" } } } }
            }
            @if !c.qualities.is_empty() {
                h4 { (cx.t("frag-qualities")) }
                ul.frag-list { @for q in &c.qualities { li.exhausted[q.exhausted] { span.kind { (quality_kind(lang, q.kind)) } " " (q.text) @if q.exhausted { " " span.badge { (cx.t("frag-exhausted")) } } } } }
            }
            @if !c.objects.is_empty() {
                h4 { (cx.t("frag-objects")) }
                ul.frag-list { @for o in &c.objects { li { (o.name) " " strong { "+" (o.dice) } } } }
            }
            @if let Some(secrets) = &c.secret_qualities {
                @if !secrets.is_empty() {
                    div.frag-secret {
                        h4 { (cx.t("frag-secret-qualities")) " " span.badge.secret { (cx.t_about("frag-only-director", DIRECTOR)) } }
                        ul.frag-list { @for q in secrets { li { span.kind { (quality_kind(lang, q.kind)) } " " (q.text) } } }
                    }
                }
            }
            @if let Some(n) = c.notes.as_ref().filter(|n| !n.is_empty()) {
                div.frag-secret { h4 { (cx.t("frag-notes")) " " span.badge.secret { (cx.t_about("frag-only-director", DIRECTOR)) } } p { (n) } }
            }
            (own)
        }
    }
}

fn quality_kind(lang: Lang, k: fragmentos::QualityKind) -> String {
    use fragmentos::QualityKind as K;
    lang.t(match k {
        K::Concept => "frag-q-concept",
        K::Milestone => "frag-q-milestone",
        K::Complication => "frag-q-complication",
        K::Weakness => "frag-q-weakness",
        K::Other => "frag-q-other",
    })
}

// -------------------------------------------------------------------------------------------
// Odds

fn sum_of(fields: &Fields, name: &str) -> Result<u32, AppError> {
    let mut total = 0u32;
    for v in fields.all(name).map(str::trim).filter(|v| !v.is_empty()) {
        total = total.saturating_add(v.parse::<u32>().map_err(|_| {
            AppError::bad("form.fragmentos.number", format!("{name} must be a whole number, not \"{v}\""))
        })?);
    }
    Ok(total)
}

/// Most dice the composer computes for (far above any sheet).
const MAX_COMPOSER_DICE: u32 = 40;

/// The chance that the omens of both throws reach half the threat (rulebook, "Presagios"; a roll
/// without omens never raises it).
fn threat_rise(a: &Highest, b: Option<&Highest>, threat: u32) -> Fraction {
    let need = (threat / 2).max(1) as u64;
    let omens = |h: &Highest| -> (BigUint, Vec<(u64, BigUint)>) {
        let d = h.with_omens().second();
        (d.denominator().clone(), d.counts().iter().map(|(o, c)| (*o as u64, c.clone())).collect())
    };
    let (den_a, ca) = omens(a);
    let (den, counts) = match b {
        None => (den_a, ca),
        Some(b) => {
            let (den_b, cb) = omens(b);
            let mut joint: std::collections::BTreeMap<u64, BigUint> = Default::default();
            for (oa, xa) in &ca {
                for (ob, xb) in &cb {
                    *joint.entry(oa + ob).or_default() += xa * xb;
                }
            }
            (den_a * den_b, joint.into_iter().collect())
        }
    };
    let hit: BigUint = counts.iter().filter(|(o, _)| *o >= need).map(|(_, c)| c.clone()).sum();
    Fraction::new(hit, den)
}

/// What the composer asks about: the roller's dice and trait bonus, the threat, and the
/// difficulty or the opponent's dice and bonus.
struct Composed {
    dice: u32,
    bonus: u32,
    threat: u32,
    difficulty: Option<u32>,
    opponent: Option<(u32, u32)>,
}

fn read_composer(fields: &Fields) -> Result<Composed, AppError> {
    let opponent = match fields.text("opp_dice") {
        Some(_) => Some((sum_of(fields, "opp_dice")?, sum_of(fields, "opp_bonus")?)),
        None => None,
    };
    Ok(Composed {
        dice: sum_of(fields, "dice")?,
        bonus: sum_of(fields, "bonus")?,
        threat: sum_of(fields, "threat")?,
        difficulty: fields.text("difficulty").map(|_| sum_of(fields, "difficulty")).transpose()?,
        opponent,
    })
}

/// The odds composer's answer: the distribution of the total (challenge) or of the difference
/// (conflict), the chance of success, and the chance the omens raise the threat.
pub fn odds(lang: Lang, fields: &Fields) -> Option<Markup> {
    let (dice, bonus, threat, difficulty, opp) = match read_composer(fields) {
        Ok(c) => (c.dice, c.bonus, c.threat, c.difficulty, c.opponent),
        Err(e) => {
            let (_, message) = crate::page::describe(lang, &e);
            return Some(html! { div.odds-result { p.refusal { (message) } } });
        }
    };
    if dice > MAX_COMPOSER_DICE || opp.is_some_and(|(d, _)| d > MAX_COMPOSER_DICE) {
        return Some(html! { div.odds-result { p.refusal {
            (lang.t_args("frag-odds-too-many", &[("max", MAX_COMPOSER_DICE.into())]))
        } } });
    }
    let mine = Highest::d6(dice).bonus(i64::from(bonus));
    match opp {
        Some((odice, obonus)) => {
            let theirs = Highest::d6(odice).bonus(i64::from(obonus));
            let contest = dice::odds::conflict_fragmentos(&mine, &theirs);
            let tie = fields.get("tie").unwrap_or("reroll");
            let win = if tie == "mine" { contest.main_wins() } else { contest.win() };
            let bars: Vec<Bar> = contest
                .difference()
                .map(|d| (*d).clamp(-6, 6))
                .probabilities()
                .into_iter()
                .map(|(d, chance)| Bar {
                    label: match d {
                        6 => "≥6".into(),
                        -6 => "≤−6".into(),
                        d if d > 0 => format!("+{d}"),
                        d => d.to_string().replace('-', "−"),
                    },
                    chance,
                    success: d > 0 || (d == 0 && tie == "mine"),
                })
                .collect();
            let rise = threat_rise(&mine, Some(&theirs), threat);
            Some(html! {
                div.odds-result {
                    (composer_result(lang, &win, &bars))
                    p.muted { (lang.t_args("frag-odds-conflict", &[("tie", lang.percent(&contest.tie(), 1).into()), ("rule", lang.t(&format!("frag-tie-{tie}")).into())])) }
                    p.frag-omen-odds { (lang.t_args("frag-odds-threat", &[("p", lang.percent(&rise, 1).into()), ("threat", threat.into())])) }
                }
            })
        }
        None => {
            let dist = mine.distribution();
            let difficulty = difficulty.unwrap_or(0);
            let top = i64::from(bonus) + 9;
            let bars: Vec<Bar> = dist
                .map(|t| (*t).min(top))
                .probabilities()
                .into_iter()
                .map(|(t, chance)| Bar {
                    label: if t == top { format!("≥{t}") } else { t.to_string() },
                    chance,
                    success: t >= i64::from(difficulty),
                })
                .collect();
            let success = challenge(&mine, i64::from(difficulty));
            let rise = threat_rise(&mine, None, threat);
            let any_omen = mine.with_omens().second().probability_that(|o| *o >= 1);
            Some(html! {
                div.odds-result {
                    p.muted { (lang.t_args("frag-odds-against", &[("d", difficulty.into())])) }
                    (composer_result(lang, &success, &bars))
                    p.frag-omen-odds {
                        (lang.t_args("frag-odds-omen", &[("p", lang.percent(&any_omen, 1).into())])) " "
                        (lang.t_args("frag-odds-threat", &[("p", lang.percent(&rise, 1).into()), ("threat", threat.into())]))
                    }
                }
            })
        }
    }
}

// -------------------------------------------------------------------------------------------
// Fields → command

fn bad(code: &'static str, message: impl Into<String>) -> AppError {
    AppError::bad(code, message)
}

fn num(fields: &Fields, name: &str) -> Result<u32, AppError> {
    let v = fields.text(name).unwrap_or("");
    v.parse()
        .map_err(|_| bad("form.fragmentos.number", format!("{name} must be a whole number, not \"{v}\"")))
}

/// A character of the table, by its id in a field.
fn character_id(fields: &Fields, name: &str) -> Result<CharacterId, AppError> {
    let v = fields.text(name).unwrap_or("");
    v.parse().map(CharacterId).map_err(|_| {
        bad("form.fragmentos.number", format!("{name} must be a character of the table, not \"{v}\""))
    })
}

fn characteristic(fields: &Fields, name: &str) -> Result<Characteristic, AppError> {
    match fields.get(name) {
        Some("action") => Ok(Characteristic::Action),
        Some("cognition") => Ok(Characteristic::Cognition),
        Some("interaction") => Ok(Characteristic::Interaction),
        _ => Err(bad("form.fragmentos.characteristic", "choose action, cognition or interaction")),
    }
}

/// `character:index` values of `name` that belong to `character`.
fn indices_of(fields: &Fields, name: &str, character: CharacterId) -> Result<Vec<usize>, AppError> {
    let mut out = Vec::new();
    let malformed = || bad("form.fragmentos.pick", "a trait or object pick is malformed");
    for v in fields.all(name) {
        let (c, i) = v.split_once(':').ok_or_else(malformed)?;
        let (c, i): (u16, usize) = (c.parse().map_err(|_| malformed())?, i.parse().map_err(|_| malformed())?);
        if CharacterId(c) == character {
            out.push(i);
        }
    }
    Ok(out)
}

/// One side of the conflict form (`a` or `b`).
fn side_call(fields: &Fields, side: &str) -> Result<SideCall, AppError> {
    let character = character_id(fields, &format!("{side}_character"))?;
    Ok(SideCall {
        character,
        characteristic: characteristic(fields, &format!("{side}_characteristic"))?,
        traits: indices_of(fields, &format!("{side}_trait"), character)?,
        objects: indices_of(fields, &format!("{side}_object"), character)?,
    })
}

/// The Director's character of the "introduce" form: a secondary character or a monster (with
/// its weakness kept secret until discovered).
fn introduced_sheet(fields: &Fields) -> Result<CharacterSheet, AppError> {
    let name =
        fields.text("name").ok_or_else(|| bad("form.fragmentos.name", "write the character's name"))?;
    let kind = match fields.get("kind") {
        Some("monster") => CharacterKind::Monster,
        _ => CharacterKind::Secondary,
    };
    let weakness =
        fields.text("weakness").map(|w| Quality { kind: QualityKind::Weakness, text: w.to_owned() });
    Ok(CharacterSheet {
        name: name.to_owned(),
        kind,
        action: num(fields, "action")?,
        cognition: num(fields, "cognition")?,
        interaction: num(fields, "interaction")?,
        traits: Vec::new(),
        qualities: Vec::new(),
        objects: Vec::new(),
        notes: fields.text("notes").unwrap_or("").to_owned(),
        secret_qualities: weakness.into_iter().collect(),
    })
}

/// The quality of the "quality" form: `c:character:index` on a sheet, `s:index` of the scene.
fn quality_ref(fields: &Fields) -> Result<QualityRef, AppError> {
    let not_in_play = || bad("form.fragmentos.quality", "choose a quality in play");
    let raw = fields.get("quality").unwrap_or("");
    let parts: Vec<&str> = raw.split(':').collect();
    Ok(match parts.as_slice() {
        ["c", c, i] => QualityRef::Character {
            character: CharacterId(c.parse().map_err(|_| not_in_play())?),
            index: i.parse().map_err(|_| not_in_play())?,
        },
        ["s", i] => QualityRef::Scene { index: i.parse().map_err(|_| not_in_play())? },
        _ => return Err(not_in_play()),
    })
}

/// The command of an action form.
pub fn command(fields: &Fields, _now_ms: i64) -> Result<Command, AppError> {
    let form = fields.get("form").unwrap_or("");
    if let Some(command) = own::command(form, fields) {
        return command;
    }
    Ok(match form {
        "scene" => {
            let qualities = fields.get("qualities").unwrap_or("").lines().map(str::trim);
            Command::StartScene {
                qualities: qualities.filter(|l| !l.is_empty()).map(str::to_owned).collect(),
            }
        }
        "challenge" => {
            let character = character_id(fields, "character")?;
            Command::CallChallenge {
                character,
                characteristic: characteristic(fields, "characteristic")?,
                difficulty: num(fields, "difficulty")?,
                dangerous: fields.checked("dangerous"),
                traits: indices_of(fields, "trait", character)?,
                objects: indices_of(fields, "object", character)?,
            }
        }
        "conflict" => Command::CallConflict {
            sides: vec![side_call(fields, "a")?, side_call(fields, "b")?],
            dangerous: fields.checked("dangerous"),
        },
        "round" => Command::StartRound {
            characters: fields
                .all("character")
                .map(|v| v.parse().map(CharacterId))
                .collect::<Result<_, _>>()
                .map_err(|_| bad("form.fragmentos.number", "the characters of a round are numbers"))?,
        },
        "roll" => Command::Roll {
            character: character_id(fields, "character")?,
            object: fields.text("object").map(|_| num(fields, "object").map(|n| n as usize)).transpose()?,
        },
        "introduce" => Command::IntroduceCharacter { sheet: introduced_sheet(fields)? },
        "quality" => Command::ActivateQuality {
            quality: quality_ref(fields)?,
            effect: match fields.get("effect") {
                Some("reverse") => QualityEffect::Reverse,
                _ => QualityEffect::Narrate,
            },
            harms_owner: fields.checked("harms_owner"),
            note: fields.text("note").unwrap_or("").to_owned(),
        },
        _ => return Err(AppError::bad("form.unknown", format!("unknown form \"{form}\""))),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fields(pairs: &[(&str, &str)]) -> Fields {
        Fields(pairs.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect())
    }

    #[test]
    fn forms_become_commands_the_game_parses() {
        let cases = [
            fields(&[("form", "scene"), ("qualities", "Hotel lobby\n\nRoom 305")]),
            fields(&[
                ("form", "create"),
                ("m0_name", "Catherine"),
                ("m0_action", "2"),
                ("m0_trait0_name", "Atractivo"),
            ]),
            fields(&[("form", "return"), ("seat", "1"), ("reason", "too strong")]),
            fields(&[("form", "notes"), ("text", "room 305")]),
            fields(&[("form", "rename"), ("name", "Cathy")]),
            fields(&[
                ("form", "challenge"),
                ("character", "0"),
                ("characteristic", "action"),
                ("difficulty", "5"),
                ("dangerous", "on"),
                ("trait", "0:1"),
                ("trait", "2:0"),
            ]),
            fields(&[
                ("form", "conflict"),
                ("a_character", "1"),
                ("a_characteristic", "interaction"),
                ("b_character", "3"),
                ("b_characteristic", "interaction"),
                ("b_trait", "3:0"),
            ]),
            fields(&[("form", "roll"), ("character", "0"), ("object", "")]),
            fields(&[("form", "quality"), ("quality", "s:0"), ("effect", "reverse")]),
            fields(&[
                ("form", "quality"),
                ("quality", "c:1:0"),
                ("effect", "narrate"),
                ("harms_owner", "on"),
            ]),
            fields(&[("form", "round"), ("character", "0"), ("character", "2")]),
            fields(&[
                ("form", "introduce"),
                ("name", "The night porter"),
                ("kind", "monster"),
                ("action", "3"),
                ("cognition", "2"),
                ("interaction", "1"),
                ("weakness", "fire"),
            ]),
        ];
        for f in cases {
            assert!(command(&f, 0).is_ok(), "{f:?}: {:?}", command(&f, 0));
        }
        let v = command(
            &fields(&[
                ("form", "challenge"),
                ("character", "0"),
                ("characteristic", "action"),
                ("difficulty", "5"),
                ("trait", "0:1"),
                ("trait", "2:0"),
            ]),
            0,
        )
        .unwrap();
        let Command::CallChallenge { traits, .. } = v else { panic!("{v:?}") };
        assert_eq!(traits, [1], "only the chosen character's traits are kept");
    }

    #[test]
    fn bad_fields_say_what_is_wrong() {
        let e = command(&fields(&[("form", "challenge"), ("character", "0"), ("characteristic", "luck")]), 0);
        assert_eq!(e.unwrap_err().parts().1, "form.fragmentos.characteristic");
        // An empty round is the game's to refuse ("fragmentos.round.empty"), not the form's.
        assert_eq!(
            command(&fields(&[("form", "round")]), 0).unwrap(),
            Command::StartRound { characters: vec![] }
        );
    }

    /// "Retos": Mark's action 3 against difficulty 5 (p. 1 example): succeeds with 5 or more.
    #[test]
    fn challenge_odds_mark_action_three_against_five() {
        let m = odds(Lang::En, &fields(&[("dice", "3"), ("difficulty", "5"), ("threat", "2")])).unwrap();
        let expected = challenge(&Highest::d6(3), 5).percent(1);
        assert!(m.into_string().contains(&expected));
    }

    /// A Spanish reader reads the same chance with a decimal comma (75,5 %), never a point.
    #[test]
    fn challenge_odds_read_with_a_decimal_comma_in_spanish() {
        let m = odds(Lang::Es, &fields(&[("dice", "3"), ("difficulty", "5"), ("threat", "2")])).unwrap();
        let html = m.into_string();
        assert!(html.contains("75,5 %"), "{html}");
        assert!(!html.contains("75.5"), "{html}");
    }

    /// "Presagios": at threat 2 one omen (a 1) among one die raises the threat: 1/6.
    #[test]
    fn one_die_raises_threat_two_one_time_in_six() {
        assert_eq!(threat_rise(&Highest::d6(1), None, 2).to_string(), "1/6");
        // Both sides' omens count together in a conflict: 1 − (5/6)² at threat 2.
        assert_eq!(threat_rise(&Highest::d6(1), Some(&Highest::d6(1)), 2).to_string(), "11/36");
    }
}
