//! Fragmentos on screen: the threat gauge (with the danger level and script protection), the scene
//! and its qualities, the challenge or conflict in play (danger, accepted traits and objects, the
//! throws with their omens, the difficulty once revealed), the order of action, every character
//! sheet (current and total scores, traits, qualities, objects, overcoming points), and the forms
//! of what the viewer may do now, with the odds composer before a roll.
//!
//! Legal choices only: each form or option is a command the rules accept for the viewer's seat now
//! (tried with `decide` on the full state); what is drawn comes from the viewer's view, which holds
//! the Director's notes, secret qualities and unrevealed difficulties for the Director alone.

mod setup;
mod text;

use dice::odds::{BigUint, Fraction, Highest, challenge};
use dice::{DiceSource, Die};
use engine::{Game, SeatId};
use fragmentos::{
    CharacterId, CharacterKind, CharacterView, Characteristic, Command, Danger, Hurry, QualityEffect,
    QualityRef, Recovery, RollView, State, Status, View, ViewerRole,
};
use maud::{Markup, html};
use serde_json::{Value, json};
use server::AppError;

pub use fragmentos::Fragmentos;
pub use setup::{config, setup};
pub use text::{event_text, help};

use super::Cx;
use crate::i18n::Lang;
use crate::odds::{Bar, composer_result};
use crate::page::Fields;

/// Dice for trying a command out.
struct Probe(u32);

impl DiceSource for Probe {
    fn roll(&mut self, dice: &[Die]) -> Vec<u32> {
        dice.iter()
            .map(|d| {
                self.0 = self.0 % d.sides() + 1;
                self.0
            })
            .collect()
    }
}

fn legal(state: &State, seat: SeatId, command: &Command) -> bool {
    Fragmentos::decide(state, seat, command, &mut Probe(3)).is_ok()
}

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
    let forms = cx.seat().map(|s| actions(cx, view, state, s)).unwrap_or_default();
    html! {
        div.frag {
            (gauge(cx, view))
            @if let Some((n, qualities)) = &view.scene {
                section.frag-scene.card {
                    h2 { (cx.lang().t_args("frag-scene-n", &[("n", (*n).into())])) }
                    @if !qualities.is_empty() {
                        ul.frag-tags { @for q in qualities { li { (q) } } }
                    }
                }
            }
            @if let Some(r) = &view.roll { (roll_panel(cx, view, r)) }
            @if let Some(round) = &view.round {
                section.frag-round.card {
                    h2 { (cx.t("frag-round")) }
                    ol {
                        @for id in &round.characters {
                            li.acted[round.acted.contains(id)] .now[round.may_act.contains(id)] {
                                (name_of(view, *id))
                                @if round.acted.contains(id) { " ✓" }
                                @if round.acted_again.contains(id) { " ✓" }
                            }
                        }
                    }
                    @if round.ended { p.muted { (cx.t("frag-round-ended")) } }
                }
            }
            @if view.over { p.frag-over.card { (cx.t("frag-story-over")) } }
            @if !forms.is_empty() {
                section.frag-actions.card {
                    h2 { (cx.t("frag-actions")) }
                    @for f in &forms { div.action { (f) } }
                }
            }
            div.frag-sheets {
                @for c in &view.characters { (sheet(cx, view, c)) }
            }
        }
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
    cx.t(match d {
        Danger::Safe => "frag-danger-safe",
        Danger::Declared => "frag-danger-declared",
        Danger::Automatic => "frag-danger-automatic",
        Danger::Monster => "frag-danger-monster",
    })
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

fn sheet(cx: &Cx, view: &View, c: &CharacterView) -> Markup {
    let lang = cx.lang();
    let mine = matches!(view.viewer, ViewerRole::Player { character } if character == c.id);
    let kind = match c.kind {
        CharacterKind::Main => "frag-kind-main",
        CharacterKind::Secondary => "frag-kind-secondary",
        CharacterKind::Monster => "frag-kind-monster",
    };
    html! {
        article.card.frag-sheet.mine[mine] .monster[c.kind == CharacterKind::Monster] .out[c.status != Status::Active] data-character=(c.id.0) {
            header {
                h3 { (c.name) " " span.muted.frag-num { "#" (c.id.0 + 1) } }
                p.muted { (cx.t(kind))
                    @if c.status == Status::Incapacitated { " · " span.bad { (cx.t("frag-incapacitated")) } }
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
                        h4 { (cx.t("frag-secret-qualities")) " " span.badge.secret { (cx.t("frag-only-director")) } }
                        ul.frag-list { @for q in secrets { li { span.kind { (quality_kind(lang, q.kind)) } " " (q.text) } } }
                    }
                }
            }
            @if let Some(n) = c.notes.as_ref().filter(|n| !n.is_empty()) {
                div.frag-secret { h4 { (cx.t("frag-notes")) " " span.badge.secret { (cx.t("frag-only-director")) } } p { (n) } }
            }
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

/// Every form the viewer may use now.
fn actions(cx: &Cx, view: &View, state: &State, seat: SeatId) -> Vec<Markup> {
    let mut out = Vec::new();
    let mine: Vec<&CharacterView> = view.characters.iter().filter(|c| c.seat == seat).collect();
    let director = seat == fragmentos::DIRECTOR;
    match &view.roll {
        Some(r) => match r.phase {
            "rolling" => {
                for s in r.sides.iter().filter(|s| s.throw.is_none() && s.call.character_is(&mine)) {
                    if legal(state, seat, &Command::Roll { character: s.call.character, object: None }) {
                        out.push(roll_form(cx, view, r, s.call.character));
                    }
                }
            }
            "outcome" => {
                if legal(state, seat, &Command::Conclude) {
                    out.push(cx.form("conclude", command_button(&cx.t("frag-conclude"), &Command::Conclude)));
                }
            }
            _ => {
                if let Some((who, _, _)) = r.damage {
                    let protect = Command::Protect { character: who };
                    let take = Command::TakeDamage { character: who };
                    if legal(state, seat, &take) {
                        out.push(cx.form(
                            "damage",
                            html! {
                                p { (cx.t(if director { "frag-damage-help-director" } else { "frag-damage-help" })) }
                                @if legal(state, seat, &protect) { (command_button(&cx.t("frag-protect"), &protect)) " " }
                                (command_button(&cx.t("frag-take-damage"), &take))
                            },
                        ));
                    }
                }
            }
        },
        None => {
            if director {
                director_forms(cx, view, state, &mut out);
            }
            for c in &mine {
                character_forms(cx, view, state, seat, c, &mut out);
            }
        }
    }
    quality_form(cx, view, state, seat, &mut out);
    if director && view.roll.is_none() && legal(state, seat, &Command::EndStory) {
        out.push(cx.form(
            "end-story",
            html! { details { summary { (cx.t("frag-end-story")) } (command_button(&cx.t("frag-end-story-confirm"), &Command::EndStory)) } },
        ));
    }
    out
}

trait CallOf {
    fn character_is(&self, mine: &[&CharacterView]) -> bool;
}

impl CallOf for fragmentos::SideCall {
    fn character_is(&self, mine: &[&CharacterView]) -> bool {
        mine.iter().any(|c| c.id == self.character)
    }
}

/// The roll form with its odds composer: dice from the score (or totals), one accepted object,
/// the best accepted trait; against the difficulty if known (or a guess), or the opponent's dice.
fn roll_form(cx: &Cx, view: &View, r: &RollView, who: CharacterId) -> Markup {
    let lang = cx.lang();
    let Some(side) = r.sides.iter().find(|s| s.call.character == who) else { return html! {} };
    let Some(me) = character(view, who) else { return html! {} };
    let dice = score_dice(me, side.call.characteristic);
    let bonus = side.call.traits.iter().filter_map(|i| me.traits.get(*i)).map(|t| t.bonus).max().unwrap_or(0);
    let opponent = r.sides.iter().find(|s| s.call.character != who);
    let url = format!("/t/{}/odds", cx.table.0);
    let objects: Vec<(usize, &fragmentos::Object)> =
        side.call.objects.iter().filter_map(|i| me.objects.get(*i).map(|o| (*i, o))).collect();
    html! {
        (cx.form("roll", html! {
            input type="hidden" name="character" value=(who.0);
            p { (lang.t_args("frag-roll-help", &[("who", me.name.clone().into()), ("ch", ch_name(lang, side.call.characteristic).into()), ("n", dice.into())])) }
            @if !objects.is_empty() {
                label { (cx.t("frag-object")) " "
                    select name="object" {
                        option value="" { (cx.t("frag-no-object")) }
                        @for (i, o) in &objects { option value=(i) { (o.name) " (+" (o.dice) ")" } }
                    }
                }
            }
            button type="submit" { (cx.t("frag-roll")) }
        }))
        form.frag-composer hx-get=(url) hx-trigger="load, change" hx-target="find .odds-result" hx-swap="outerHTML" {
            h4 { (cx.t("frag-composer")) }
            input type="hidden" name="dice" value=(dice);
            input type="hidden" name="bonus" value=(bonus);
            input type="hidden" name="threat" value=(view.threat);
            @if !me.using_totals && me.overcoming.is_some_and(|p| p > 0) {
                @let extra = total_of(me, side.call.characteristic).saturating_sub(dice);
                @if extra > 0 {
                    label.check { input type="checkbox" name="dice" value=(extra); " " (lang.t_args("frag-consider-totals", &[("n", extra.into())])) }
                }
            }
            @if !objects.is_empty() {
                fieldset.frag-consider {
                    legend { (cx.t("frag-object")) }
                    label.check { input type="radio" name="dice" value="0" checked; " " (cx.t("frag-no-object")) }
                    @for (_, o) in &objects { label.check { input type="radio" name="dice" value=(o.dice); " " (o.name) " (+" (o.dice) ")" } }
                }
            }
            @match (opponent, r.difficulty) {
                (Some(o), _) => {
                    @let them = character(view, o.call.character);
                    @let odice = them.map(|c| score_dice(c, o.call.characteristic)).unwrap_or(0);
                    @let obonus = them.map(|c| o.call.traits.iter().filter_map(|i| c.traits.get(*i)).map(|t| t.bonus).max().unwrap_or(0)).unwrap_or(0);
                    input type="hidden" name="opp_dice" value=(odice);
                    input type="hidden" name="opp_bonus" value=(obonus);
                    @let tie = match (me.kind == CharacterKind::Main, them.is_some_and(|t| t.kind == CharacterKind::Main)) {
                        (true, false) => "mine", (false, true) => "theirs", _ => "reroll",
                    };
                    input type="hidden" name="tie" value=(tie);
                    p.muted { (lang.t_args("frag-against", &[("who", name_of(view, o.call.character).into()), ("n", odice.into()), ("bonus", obonus.into())])) }
                }
                (None, Some(d)) => { input type="hidden" name="difficulty" value=(d); }
                (None, None) => {
                    label { (cx.t("frag-guess-difficulty")) " " input type="number" name="difficulty" min="0" max="30" value="5"; }
                }
            }
            div.odds-result { p.muted { (cx.t("frag-odds-loading")) } }
        }
    }
}

fn director_forms(cx: &Cx, view: &View, state: &State, out: &mut Vec<Markup>) {
    let lang = cx.lang();
    let d = fragmentos::DIRECTOR;
    if view.scene.is_none() {
        if legal(state, d, &Command::StartScene { qualities: vec![] }) {
            out.push(cx.form(
                "scene",
                html! {
                    label for="frag-scene-q" { (cx.t("frag-start-scene-help")) }
                    textarea #frag-scene-q name="qualities" rows="2" placeholder=(cx.t("frag-scene-placeholder")) {}
                    button type="submit" { (cx.t("frag-start-scene")) }
                },
            ));
        }
    } else if legal(state, d, &Command::EndScene) {
        out.push(cx.form("end-scene", command_button(&cx.t("frag-end-scene"), &Command::EndScene)));
    }
    let able: Vec<&CharacterView> = view.characters.iter().filter(|c| c.status == Status::Active).collect();
    let can_call = able.first().is_some_and(|c| {
        legal(
            state,
            d,
            &Command::CallChallenge {
                character: c.id,
                characteristic: Characteristic::Action,
                difficulty: 4,
                dangerous: false,
                traits: vec![],
                objects: vec![],
            },
        )
    });
    if can_call {
        let dangerous_ok = able.first().is_some_and(|c| {
            legal(
                state,
                d,
                &Command::CallChallenge {
                    character: c.id,
                    characteristic: Characteristic::Action,
                    difficulty: 4,
                    dangerous: true,
                    traits: vec![],
                    objects: vec![],
                },
            )
        });
        out.push(cx.form(
            "challenge",
            html! {
                h3 { (cx.t("frag-call-challenge")) }
                div.row {
                    label { (cx.t("frag-who")) " " select name="character" { @for c in &able { option value=(c.id.0) { (c.name) } } } }
                    (characteristic_select(lang, "characteristic"))
                    label { (cx.t("frag-difficulty")) " " input type="number" name="difficulty" min="0" max="100" value="5" required; }
                }
                @if view.everything_dangerous {
                    p.muted { (cx.t("frag-everything-dangerous")) }
                } @else if dangerous_ok {
                    label.check { input type="checkbox" name="dangerous"; " " (cx.t("frag-declare-dangerous")) }
                }
                (trait_object_boxes(cx, &able, ""))
                button type="submit" { (cx.t("frag-call")) }
            },
        ));
        if able.len() >= 2 {
            out.push(cx.form(
                "conflict",
                html! {
                    h3 { (cx.t("frag-call-conflict")) }
                    @for (side, default) in [("a", 0usize), ("b", 1usize)] {
                        fieldset {
                            legend { (lang.t_args("frag-side-n", &[("n", if side == "a" { 1 } else { 2 }.into())])) }
                            div.row {
                                label { (cx.t("frag-who")) " " select name={ (side) "_character" } {
                                    @for (i, c) in able.iter().enumerate() { option value=(c.id.0) selected[i == default] { (c.name) } }
                                } }
                                (characteristic_select(lang, &format!("{side}_characteristic")))
                            }
                            (trait_object_boxes(cx, &able, &format!("{side}_")))
                        }
                    }
                    @if view.everything_dangerous { p.muted { (cx.t("frag-everything-dangerous")) } }
                    @else { label.check { input type="checkbox" name="dangerous"; " " (cx.t("frag-declare-dangerous")) } }
                    button type="submit" { (cx.t("frag-call")) }
                },
            ));
        }
    }
    let everyone: Vec<CharacterId> = able.iter().map(|c| c.id).collect();
    if !everyone.is_empty() && legal(state, d, &Command::StartRound { characters: everyone }) {
        out.push(cx.form(
            "round",
            html! {
                details {
                    summary { (cx.t("frag-start-round")) }
                    @for c in &able { label.check { input type="checkbox" name="character" value=(c.id.0) checked; " " (c.name) } }
                    button type="submit" { (cx.t("frag-start-round")) }
                }
            },
        ));
    }
    let reveal: Vec<(CharacterId, usize, String)> = view
        .characters
        .iter()
        .flat_map(|c| {
            c.secret_qualities
                .iter()
                .flatten()
                .enumerate()
                .map(move |(i, q)| (c.id, i, format!("{}: {}", c.name, q.text)))
        })
        .filter(|(id, i, _)| legal(state, d, &Command::RevealQuality { character: *id, index: *i }))
        .collect();
    if !reveal.is_empty() {
        out.push(cx.form(
            "reveal",
            html! {
                details {
                    summary { (cx.t("frag-reveal-quality")) }
                    @for (id, i, label) in &reveal {
                        (command_button(label, &Command::RevealQuality { character: *id, index: *i })) " "
                    }
                }
            },
        ));
    }
    if legal(state, d, &Command::IntroduceCharacter { sheet: placeholder_sheet() }) {
        out.push(cx.form(
            "introduce",
            html! {
                details {
                    summary { (cx.t("frag-introduce")) }
                    div.row {
                        label { (cx.t("frag-name")) " " input name="name" maxlength="100"; }
                        label { (cx.t("frag-kind")) " " select name="kind" {
                            option value="secondary" { (cx.t("frag-kind-secondary")) }
                            option value="monster" { (cx.t("frag-kind-monster")) }
                        } }
                    }
                    div.row {
                        @for c in Characteristic::ALL {
                            label { (ch_name(lang, c)) " " input type="number" name=(ch_id(c)) min="1" max="10" value="2"; }
                        }
                    }
                    label { (cx.t("frag-notes")) " " input name="notes" maxlength="500"; }
                    label { (cx.t("frag-secret-weakness")) " " input name="weakness" maxlength="300"; }
                    button type="submit" { (cx.t("frag-introduce")) }
                }
            },
        ));
    }
    let awardable: Vec<&CharacterView> = view
        .characters
        .iter()
        .filter(|c| legal(state, d, &Command::AwardOvercoming { character: c.id, reason: String::new() }))
        .collect();
    if !awardable.is_empty() {
        out.push(cx.form(
            "award",
            html! {
                details {
                    summary { (cx.t("frag-award")) }
                    @for c in &awardable {
                        (command_button(&c.name, &Command::AwardOvercoming { character: c.id, reason: String::new() })) " "
                    }
                }
            },
        ));
    }
}

fn placeholder_sheet() -> fragmentos::CharacterSheet {
    fragmentos::CharacterSheet {
        name: "x".into(),
        kind: CharacterKind::Secondary,
        action: 1,
        cognition: 1,
        interaction: 1,
        traits: vec![],
        qualities: vec![],
        objects: vec![],
        notes: String::new(),
        secret_qualities: vec![],
    }
}

fn characteristic_select(lang: Lang, name: &str) -> Markup {
    html! {
        label { (lang.t("frag-characteristic")) " "
            select name=(name) { @for c in Characteristic::ALL { option value=(ch_id(c)) { (ch_name(lang, c)) } } }
        }
    }
}

/// Trait and object checkboxes of every able character, `character:index` each; the command keeps
/// those of the chosen character.
fn trait_object_boxes(cx: &Cx, able: &[&CharacterView], prefix: &str) -> Markup {
    let any = able.iter().any(|c| !c.traits.is_empty() || !c.objects.is_empty());
    if !any {
        return html! {};
    }
    html! {
        details.frag-accept {
            summary { (cx.t("frag-accept-traits")) }
            @for c in able.iter().filter(|c| !c.traits.is_empty() || !c.objects.is_empty()) {
                p.muted { (c.name) }
                @for (i, t) in c.traits.iter().enumerate() {
                    label.check { input type="checkbox" name={ (prefix) "trait" } value={ (c.id.0) ":" (i) }; " " (t.name) " +" (t.bonus) }
                }
                @for (i, o) in c.objects.iter().enumerate() {
                    label.check { input type="checkbox" name={ (prefix) "object" } value={ (c.id.0) ":" (i) }; " " (o.name) " (+" (o.dice) ")" }
                }
            }
        }
    }
}

fn character_forms(
    cx: &Cx,
    view: &View,
    state: &State,
    seat: SeatId,
    c: &CharacterView,
    out: &mut Vec<Markup>,
) {
    let lang = cx.lang();
    let id = c.id;
    let many = view.characters.iter().filter(|x| x.seat == seat).count() > 1;
    let who = if many { format!("{}: ", c.name) } else { String::new() };
    if view.retry == Some(id) && legal(state, seat, &Command::Retry { character: id }) {
        out.push(cx.form(
            "retry",
            html! { p { (who) (cx.t("frag-retry-help")) } (command_button(&cx.t("frag-retry"), &Command::Retry { character: id })) },
        ));
    }
    if let Some(round) = &view.round {
        let plain = Command::Act { character: id, hurry: None };
        let mut buttons: Vec<(String, Command)> = Vec::new();
        if legal(state, seat, &plain) {
            buttons.push((cx.t("frag-act"), plain));
        }
        for h in &round.hurry {
            let cmd = Command::Act { character: id, hurry: Some(*h) };
            if legal(state, seat, &cmd) {
                let label = cx.t(if *h == Hurry::ActEarly { "frag-act-early" } else { "frag-act-again" });
                buttons.push((label, cmd));
            }
        }
        if !buttons.is_empty() {
            out.push(cx.form(
                "act",
                html! { p { (who) (cx.t("frag-act-help")) } @for (l, b) in &buttons { (command_button(l, b)) " " } },
            ));
        }
    }
    let totals = Command::UseTotals { character: id };
    if legal(state, seat, &totals) {
        out.push(cx.form(
            "totals",
            html! { p { (who) (cx.t("frag-totals-help")) } (command_button(&cx.t("frag-use-totals"), &totals)) },
        ));
    }
    let rests: Vec<(String, Command)> = std::iter::once((cx.t("frag-rest-one-each"), Recovery::OneEach))
        .chain(Characteristic::ALL.into_iter().map(|ch| {
            (
                lang.t_args("frag-rest-two-in", &[("ch", ch_name(lang, ch).into())]),
                Recovery::TwoIn { characteristic: ch },
            )
        }))
        .map(|(l, recovery)| (l, Command::Rest { character: id, recovery }))
        .filter(|(_, cmd)| legal(state, seat, cmd))
        .collect();
    if !rests.is_empty() {
        out.push(cx.form(
            "rest",
            html! {
                details {
                    summary { (who) (cx.t("frag-rest")) }
                    p.muted { (cx.t("frag-rest-help")) }
                    @for (l, b) in &rests { (command_button(l, b)) " " }
                }
            },
        ));
    }
}

/// Qualities in play the viewer may activate now.
fn quality_form(cx: &Cx, view: &View, state: &State, seat: SeatId, out: &mut Vec<Markup>) {
    let lang = cx.lang();
    let mut options: Vec<(String, String)> = Vec::new();
    let try_ref = |q: QualityRef| {
        legal(
            state,
            seat,
            &Command::ActivateQuality {
                quality: q,
                effect: QualityEffect::Narrate,
                harms_owner: false,
                note: String::new(),
            },
        ) || legal(
            state,
            seat,
            &Command::ActivateQuality {
                quality: q,
                effect: QualityEffect::Reverse,
                harms_owner: false,
                note: String::new(),
            },
        )
    };
    for c in &view.characters {
        for (i, q) in c.qualities.iter().enumerate() {
            if try_ref(QualityRef::Character { character: c.id, index: i }) {
                options.push((
                    format!("c:{}:{}", c.id.0, i),
                    format!("{}: {} ({})", c.name, q.text, quality_kind(lang, q.kind)),
                ));
            }
        }
    }
    if let Some((_, qualities)) = &view.scene {
        for (i, q) in qualities.iter().enumerate() {
            if try_ref(QualityRef::Scene { index: i }) {
                options.push((format!("s:{i}"), format!("{}: {q}", cx.t("frag-scene"))));
            }
        }
    }
    if options.is_empty() {
        return;
    }
    let reverse =
        view.roll.as_ref().is_some_and(|r| r.phase == "outcome") && view.rulings.quality_may_reverse;
    out.push(cx.form(
        "quality",
        html! {
            details {
                summary { (cx.t("frag-activate-quality")) }
                p.muted { (cx.t(if seat == fragmentos::DIRECTOR { "frag-quality-help-director" } else { "frag-quality-help" })) }
                label { (cx.t("frag-quality")) " " select name="quality" { @for (v, l) in &options { option value=(v) { (l) } } } }
                label { (cx.t("frag-effect")) " " select name="effect" {
                    option value="narrate" { (cx.t("frag-effect-narrate")) }
                    @if reverse { option value="reverse" { (cx.t("frag-effect-reverse")) } }
                } }
                label.check { input type="checkbox" name="harms_owner"; " " (cx.t("frag-harms-owner")) }
                label { (cx.t("frag-note")) " " input name="note" maxlength="300"; }
                button type="submit" { (cx.t("frag-activate")) }
            }
        },
    ));
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
            let win = match tie {
                "mine" => contest.win(),
                "theirs" => contest.win_strict(),
                _ => contest.win_strict(),
            };
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
                    p.muted { (lang.t_args("frag-odds-conflict", &[("tie", contest.tie().percent(1).into()), ("rule", lang.t(&format!("frag-tie-{tie}")).into())])) }
                    p.frag-omen-odds { (lang.t_args("frag-odds-threat", &[("p", rise.percent(1).into()), ("threat", threat.into())])) }
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
                        (lang.t_args("frag-odds-omen", &[("p", any_omen.percent(1).into())])) " "
                        (lang.t_args("frag-odds-threat", &[("p", rise.percent(1).into()), ("threat", threat.into())]))
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

fn characteristic(fields: &Fields, name: &str) -> Result<&'static str, AppError> {
    match fields.get(name) {
        Some("action") => Ok("action"),
        Some("cognition") => Ok("cognition"),
        Some("interaction") => Ok("interaction"),
        _ => Err(bad("form.fragmentos.characteristic", "choose action, cognition or interaction")),
    }
}

/// `character:index` values of `name` that belong to `character`.
fn indices_of(fields: &Fields, name: &str, character: u32) -> Result<Vec<u32>, AppError> {
    let mut out = Vec::new();
    for v in fields.all(name) {
        let (c, i) = v
            .split_once(':')
            .ok_or_else(|| bad("form.fragmentos.pick", "a trait or object pick is malformed"))?;
        let (c, i): (u32, u32) = (
            c.parse().map_err(|_| bad("form.fragmentos.pick", "a trait or object pick is malformed"))?,
            i.parse().map_err(|_| bad("form.fragmentos.pick", "a trait or object pick is malformed"))?,
        );
        if c == character {
            out.push(i);
        }
    }
    Ok(out)
}

/// The command of an action form.
pub fn command(fields: &Fields) -> Result<Value, AppError> {
    let form = fields.get("form").unwrap_or("");
    Ok(match form {
        "scene" => {
            let qualities: Vec<&str> = fields
                .get("qualities")
                .unwrap_or("")
                .lines()
                .map(str::trim)
                .filter(|l| !l.is_empty())
                .collect();
            json!({ "type": "start_scene", "qualities": qualities })
        }
        "challenge" => {
            let who = num(fields, "character")?;
            json!({
                "type": "call_challenge",
                "character": who,
                "characteristic": characteristic(fields, "characteristic")?,
                "difficulty": num(fields, "difficulty")?,
                "dangerous": fields.checked("dangerous"),
                "traits": indices_of(fields, "trait", who)?,
                "objects": indices_of(fields, "object", who)?,
            })
        }
        "conflict" => {
            let mut sides = Vec::new();
            for s in ["a", "b"] {
                let who = num(fields, &format!("{s}_character"))?;
                sides.push(json!({
                    "character": who,
                    "characteristic": characteristic(fields, &format!("{s}_characteristic"))?,
                    "traits": indices_of(fields, &format!("{s}_trait"), who)?,
                    "objects": indices_of(fields, &format!("{s}_object"), who)?,
                }));
            }
            if sides[0]["character"] == sides[1]["character"] {
                return Err(bad(
                    "form.fragmentos.same_character",
                    "a conflict needs two different characters",
                ));
            }
            json!({ "type": "call_conflict", "sides": sides, "dangerous": fields.checked("dangerous") })
        }
        "round" => {
            let characters: Vec<u32> = fields
                .all("character")
                .map(|v| v.parse::<u32>())
                .collect::<Result<_, _>>()
                .map_err(|_| bad("form.fragmentos.number", "the characters of a round are numbers"))?;
            if characters.is_empty() {
                return Err(bad(
                    "form.fragmentos.round_empty",
                    "tick the characters who take part in the round",
                ));
            }
            json!({ "type": "start_round", "characters": characters })
        }
        "roll" => {
            let object = fields.text("object").map(|_| num(fields, "object")).transpose()?;
            json!({ "type": "roll", "character": num(fields, "character")?, "object": object })
        }
        "introduce" => {
            let name = fields
                .text("name")
                .ok_or_else(|| bad("form.fragmentos.name", "write the character's name"))?;
            let kind = match fields.get("kind") {
                Some("monster") => "monster",
                _ => "secondary",
            };
            let secret: Vec<Value> = fields
                .text("weakness")
                .map(|w| vec![json!({ "kind": "weakness", "text": w })])
                .unwrap_or_default();
            json!({ "type": "introduce_character", "sheet": {
                "name": name, "kind": kind,
                "action": num(fields, "action")?, "cognition": num(fields, "cognition")?,
                "interaction": num(fields, "interaction")?,
                "notes": fields.text("notes").unwrap_or(""),
                "secret_qualities": secret,
            } })
        }
        "quality" => {
            let raw = fields.get("quality").unwrap_or("");
            let parts: Vec<&str> = raw.split(':').collect();
            let quality = match parts.as_slice() {
                ["c", c, i] => json!({ "of": "character",
                    "character": c.parse::<u32>().map_err(|_| bad("form.fragmentos.quality", "choose a quality in play"))?,
                    "index": i.parse::<u32>().map_err(|_| bad("form.fragmentos.quality", "choose a quality in play"))? }),
                ["s", i] => json!({ "of": "scene",
                    "index": i.parse::<u32>().map_err(|_| bad("form.fragmentos.quality", "choose a quality in play"))? }),
                _ => return Err(bad("form.fragmentos.quality", "choose a quality in play")),
            };
            let effect = match fields.get("effect") {
                Some("reverse") => "reverse",
                _ => "narrate",
            };
            json!({ "type": "activate_quality", "quality": quality, "effect": effect,
                "harms_owner": fields.checked("harms_owner"), "note": fields.text("note").unwrap_or("") })
        }
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
            let v = command(&f).unwrap();
            let parsed: Result<Command, _> = serde_json::from_value(v.clone());
            assert!(parsed.is_ok(), "{v} does not parse: {parsed:?}");
        }
        let v = command(&fields(&[
            ("form", "challenge"),
            ("character", "0"),
            ("characteristic", "action"),
            ("difficulty", "5"),
            ("trait", "0:1"),
            ("trait", "2:0"),
        ]))
        .unwrap();
        assert_eq!(v["traits"], json!([1]), "only the chosen character's traits are kept");
    }

    #[test]
    fn bad_fields_say_what_is_wrong() {
        let e = command(&fields(&[("form", "challenge"), ("character", "0"), ("characteristic", "luck")]));
        assert_eq!(e.unwrap_err().parts().1, "form.fragmentos.characteristic");
        let e = command(&fields(&[("form", "round")]));
        assert_eq!(e.unwrap_err().parts().1, "form.fragmentos.round_empty");
    }

    /// "Retos": Mark's action 3 against difficulty 5 (p. 1 example): succeeds with 5 or more.
    #[test]
    fn challenge_odds_mark_action_three_against_five() {
        let m = odds(Lang::En, &fields(&[("dice", "3"), ("difficulty", "5"), ("threat", "2")])).unwrap();
        let expected = challenge(&Highest::d6(3), 5).percent(1);
        assert!(m.into_string().contains(&expected));
    }

    /// "Presagios": at threat 2 one omen (a 1) among one die raises the threat: 1/6.
    #[test]
    fn one_die_raises_threat_two_one_time_in_six() {
        assert_eq!(threat_rise(&Highest::d6(1), None, 2).to_string(), "1/6");
        // Both sides' omens count together in a conflict: 1 − (5/6)² at threat 2.
        assert_eq!(threat_rise(&Highest::d6(1), Some(&Highest::d6(1)), 2).to_string(), "11/36");
    }
}
