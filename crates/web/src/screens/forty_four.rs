//! 44: A Game of Automatic Fear on screen: the Countdown and the Resistance and Menace piles, the
//! scene order, the scene's details and its conflict (both sides' dice, the roll, the result), the
//! main characters' sheets, the Director's sheet (Agents and Secrets only as far as the viewer's
//! view holds them), and the forms of every action the viewer may take now.
//!
//! Legal choices only: every button and option is a command the rules accept for the viewer's
//! seat right now (each candidate is tried with `decide` on the full state, and only what the view
//! already shows is drawn). Forms with free text or several choices post named fields that
//! [`command`] turns into the game's command; single choices carry the command JSON themselves.

mod setup;
mod text;

use dice::odds::{Highest, conflict_44};
use dice::{DiceSource, Die};
use engine::{Game, SeatId};
use forty_four::{
    Character, Command, Conflict, ConspiracyGain, DIRECTOR, MainGain, Pending, Phase, Quality, ReserveTarget,
    Side, State, Status, View,
};
use maud::{Markup, html};
use serde_json::{Value, json};
use server::AppError;

pub use forty_four::FortyFour;
pub use setup::{config, setup};
pub use text::{event_text, help};

use super::Cx;
use crate::i18n::Lang;
use crate::odds::{Bar, composer_result};
use crate::page::Fields;

/// Dice for trying a command out: faces cycle so nothing depends on luck.
struct Trial(u32);

impl DiceSource for Trial {
    fn roll(&mut self, dice: &[Die]) -> Vec<u32> {
        dice.iter()
            .map(|d| {
                self.0 += 1;
                self.0 % d.sides() + 1
            })
            .collect()
    }
}

/// Whether the rules accept `command` from `seat` now.
fn legal(state: &State, seat: SeatId, command: &Command) -> bool {
    FortyFour::decide(state, seat, command, &mut Trial(0)).is_ok()
}

fn to_json(command: &Command) -> String {
    serde_json::to_string(command).unwrap_or_default()
}

/// A submit button carrying a whole command.
fn command_button(label: &str, command: &Command) -> Markup {
    html! { button type="submit" name="command" value=(to_json(command)) { (label) } }
}

fn quality_id(q: Quality) -> &'static str {
    match q {
        Quality::Resolve => "resolve",
        Quality::Contact => "contact",
        Quality::Material => "material",
    }
}

fn quality_name(lang: Lang, q: Quality) -> String {
    lang.t(&format!("f44-quality-{}", quality_id(q)))
}

/// A die face as a glyph (⚀…⚅), or the number for anything else.
fn die_glyph(face: u32) -> String {
    match face {
        1..=6 => char::from_u32(0x267F + face).map(String::from).unwrap_or_else(|| face.to_string()),
        _ => face.to_string(),
    }
}

fn dice_row(faces: &[u32]) -> Markup {
    html! {
        span.f44-dice {
            @for f in faces { span.die title=(f) { (die_glyph(*f)) } }
        }
    }
}

fn pips(rating: u32) -> Markup {
    html! { span.f44-pips aria-hidden="true" { @for _ in 0..rating.min(12) { "●" } } }
}

fn seat_label(view: &View, cx: &Cx, seat: SeatId) -> String {
    if seat == DIRECTOR {
        return cx.t("f44-director");
    }
    view.characters
        .iter()
        .find(|c| c.seat == seat)
        .map(|c| c.name.clone())
        .unwrap_or_else(|| cx.seat_name(seat))
}

fn agent_name(view: &View, id: u32) -> String {
    view.agents.iter().find(|a| a.id == id).map(|a| a.name.clone()).unwrap_or_else(|| format!("#{id}"))
}

fn phase_text(lang: Lang, phase: &Phase) -> String {
    let id = match phase {
        Phase::NotStarted => "f44-phase-not-started",
        Phase::ChoosingOrder { .. } => "f44-phase-order",
        Phase::ChoosingOpponent => "f44-phase-opponent",
        Phase::Framing { .. } => "f44-phase-framing",
        Phase::Preparing => "f44-phase-preparing",
        Phase::Improving => "f44-phase-improving",
        Phase::Resolving { .. } => "f44-phase-resolving",
        Phase::EndPreparing => "f44-phase-end-preparing",
        Phase::EndImproving => "f44-phase-end-improving",
        Phase::Gains { .. } => "f44-phase-gains",
        Phase::Epilogue => "f44-phase-epilogue",
        Phase::Over => "f44-phase-over",
    };
    lang.t(id)
}

/// The board, sheets and action forms.
pub fn screen(cx: &Cx, view: &View, state: &State) -> Markup {
    let actions = cx.seat().map(|seat| actions(cx, view, state, seat)).unwrap_or_default();
    html! {
        div.f44 {
            (track(cx, view))
            (order_bar(cx, view))
            (scene(cx, view))
            @if !actions.is_empty() {
                section.f44-actions.card aria-labelledby="f44-actions-title" {
                    h2 #f44-actions-title { (cx.t("f44-actions")) }
                    @for a in &actions { div.action { (a) } }
                }
            }
            @if !view.fates.is_empty() { (fates(cx, view)) }
            div.f44-sheets {
                @for c in &view.characters { (sheet(cx, c)) }
                (director_sheet(cx, view))
            }
        }
    }
}

/// The Countdown track, the two piles and the step.
fn track(cx: &Cx, view: &View) -> Markup {
    html! {
        div.f44-track {
            div.f44-countdown aria-label=(cx.t("f44-countdown")) {
                span.label { (cx.t("f44-countdown")) }
                ol {
                    @for n in (0..=forty_four::COUNTDOWN).rev() {
                        li.now[n == view.countdown] .past[n > view.countdown] { (n) }
                    }
                }
            }
            div.f44-pile.resistance {
                span.label { (cx.t("f44-resistance")) }
                strong data-pile="resistance" { (view.resistance) }
            }
            div.f44-pile.menace {
                span.label { (cx.t("f44-menace")) }
                strong data-pile="menace" { (view.menace) }
            }
            div.f44-phase { span.label { (cx.t("f44-step")) } strong { (phase_text(cx.lang(), &view.phase)) } }
        }
    }
}

/// The scene order of this Countdown.
fn order_bar(cx: &Cx, view: &View) -> Markup {
    if view.order.is_empty() {
        return html! {};
    }
    html! {
        div.f44-order {
            span.label { (cx.t("f44-order")) }
            ol {
                @for s in &view.order {
                    li.now[view.scene == Some(*s)] { (seat_label(view, cx, *s)) }
                }
            }
        }
    }
}

/// The scene: details, the conflict, the end-of-turn roll.
fn scene(cx: &Cx, view: &View) -> Markup {
    html! {
        @if let Some(s) = view.scene {
            section.f44-scene.card {
                h2 { (cx.t("f44-scene-of")) " " (seat_label(view, cx, s)) }
                @if let Some(o) = view.opponent {
                    p { (cx.t("f44-opponent")) ": " strong { (seat_label(view, cx, o)) } }
                }
                @if !view.details.is_empty() {
                    ol.f44-details {
                        @for (by, text) in &view.details {
                            li { (text) " " span.muted { "— " (seat_label(view, cx, *by)) } }
                        }
                    }
                }
                @if let Some(c) = &view.conflict { (conflict(cx, view, c)) }
            }
        }
        @if let Some(e) = &view.end_roll {
            section.f44-scene.card {
                h2 { (cx.t(if e.zero_hour { "f44-last-roll" } else { "f44-end-roll" })) }
                div.f44-sides {
                    div.f44-side.main {
                        h3 { (cx.t("f44-resistance")) }
                        @if let Some(r) = &e.resistance {
                            (roll_line(cx, r)) p.result { (cx.t("f44-result")) ": " strong { (e.results[0]) } }
                        } @else { p { (view.resistance) " " (cx.t("f44-dice")) } }
                    }
                    div.f44-side.conspiracy {
                        h3 { (cx.t("f44-menace")) }
                        @if let Some(r) = &e.menace {
                            (roll_line(cx, r)) p.result { (cx.t("f44-result")) ": " strong { (e.results[1]) } }
                        } @else { p { (view.menace) " " (cx.t("f44-dice")) } }
                    }
                }
                @if let Some(w) = e.winner {
                    p.f44-winner { (cx.t(if w == Side::Main { "f44-end-won-resistance" } else { "f44-end-won-menace" })) }
                }
            }
        }
    }
}

fn roll_line(cx: &Cx, r: &dice::HighestRoll) -> Markup {
    html! {
        p.f44-roll {
            (dice_row(&r.kept))
            @if !r.removed.is_empty() {
                " " span.removed title=(cx.t("f44-removed")) { "✕ " (dice_row(&r.removed)) }
            }
        }
    }
}

/// The Control of the Director or of an Operative.
fn control_of(view: &View, seat: SeatId) -> u32 {
    if seat == DIRECTOR {
        view.director.control
    } else {
        view.characters.iter().find(|x| x.seat == seat).map(|x| x.operative_ratings().0).unwrap_or(0)
    }
}

/// Dice gathered by each side of a conflict: (dice, highest removed).
fn gathered(view: &View, c: &Conflict) -> ([u32; 2], [u32; 2]) {
    let main = view.characters.iter().find(|x| x.seat == c.main);
    let main_dice = main.and_then(|m| c.quality.map(|q| m.quality(q))).unwrap_or(0)
        + c.bonds.iter().filter_map(|b| main.and_then(|m| m.bond(*b))).map(|b| b.rating).sum::<u32>()
        + c.assists.iter().map(|a| a.dice).sum::<u32>()
        + c.extra[0];
    let con_dice = control_of(view, c.conspirator)
        + c.agents
            .iter()
            .filter_map(|a| view.agents.iter().find(|x| x.id == *a))
            .map(|a| a.rating)
            .sum::<u32>()
        + c.operatives.iter().map(|o| o.1).sum::<u32>()
        + c.extra[1];
    let main_remove = c.anxieties.iter().map(|t| t.rating).sum();
    let con_remove = c.secrets.iter().map(|r| r.rating).sum();
    ([main_dice, con_dice], [main_remove, con_remove])
}

fn conflict(cx: &Cx, view: &View, c: &Conflict) -> Markup {
    let lang = cx.lang();
    let main = view.characters.iter().find(|x| x.seat == c.main);
    let (dice, remove) = gathered(view, c);
    let control = control_of(view, c.conspirator);
    html! {
        div.f44-conflict {
            h3 { (cx.t("f44-conflict")) }
            div.f44-sides {
                div.f44-side.main {
                    h4 { (seat_label(view, cx, c.main)) @if c.ready[0] { " " span.badge { (cx.t("f44-ready")) } } }
                    ul {
                        @if let (Some(q), Some(m)) = (c.quality, main) {
                            li { (quality_name(lang, q)) " " strong { "+" (m.quality(q)) } }
                        } @else {
                            li.muted { (cx.t("f44-no-quality-yet")) }
                        }
                        @for b in &c.bonds {
                            @if let Some(bond) = main.and_then(|m| m.bond(*b)) {
                                li { (cx.t("f44-bond")) ": " (bond.name) " " strong { "+" (bond.rating) } }
                            }
                        }
                        @for a in &c.assists {
                            li { (cx.t("f44-assist")) ": " (seat_label(view, cx, a.seat)) " (" (quality_name(lang, a.quality)) ") " strong { "+" (a.dice) } }
                        }
                        @for t in &c.anxieties {
                            @let name = view.characters.iter().find(|x| x.seat == t.seat).and_then(|x| x.anxiety(t.anxiety)).map(|a| a.name.clone()).unwrap_or_default();
                            li.penalty { (cx.t("f44-anxiety")) ": " (name) " " strong { "−" (t.rating) } }
                        }
                        @if c.extra[0] > 0 { li { (cx.t("f44-extra-dice")) " " strong { "+" (c.extra[0]) } } }
                    }
                    p.total { strong { (dice[0]) } " " (cx.t("f44-dice")) @if remove[0] > 0 { ", " (cx.t("f44-remove")) " " strong { (remove[0]) } } }
                }
                div.f44-side.conspiracy {
                    h4 { (seat_label(view, cx, c.conspirator)) @if c.ready[1] { " " span.badge { (cx.t("f44-ready")) } } }
                    ul {
                        li { (cx.t("f44-control")) " " strong { "+" (control) } }
                        @for a in &c.agents {
                            @let rating = view.agents.iter().find(|x| x.id == *a).map(|x| x.rating).unwrap_or(0);
                            li { (cx.t("f44-agent")) ": " (agent_name(view, *a)) " " strong { "+" (rating) } }
                        }
                        @for (seat, n) in &c.operatives {
                            li { (cx.t("f44-operative")) ": " (seat_label(view, cx, *seat)) " " strong { "+" (n) } }
                        }
                        @for r in &c.secrets {
                            @let text = view.secrets.iter().find(|x| x.id == r.secret).map(|x| x.text.clone()).unwrap_or_default();
                            li.penalty { (cx.t("f44-secret")) ": " (text) " " strong { "−" (r.rating) } }
                        }
                        @if c.extra[1] > 0 { li { (cx.t("f44-extra-dice")) " " strong { "+" (c.extra[1]) } } }
                    }
                    p.total { strong { (dice[1]) } " " (cx.t("f44-dice")) @if remove[1] > 0 { ", " (cx.t("f44-remove")) " " strong { (remove[1]) } } }
                }
            }
            @if let Some(rolls) = &c.rolls {
                div.f44-sides.rolled {
                    div.f44-side.main {
                        (roll_line(cx, &rolls[0].roll))
                        p.result { (cx.t("f44-result")) ": " strong data-result="main" { (c.results[0]) } }
                    }
                    div.f44-side.conspiracy {
                        (roll_line(cx, &rolls[1].roll))
                        p.result { (cx.t("f44-result")) ": " strong data-result="conspiracy" { (c.results[1]) } }
                    }
                }
            }
            @if let Some(w) = c.winner {
                p.f44-winner data-stress=(c.stress) data-winner=(if w == Side::Main { "main" } else { "conspiracy" }) {
                    @if w == Side::Main {
                        (lang.t_args("f44-won-main", &[("who", seat_label(view, cx, c.main).into()), ("stress", c.stress.into())]))
                    } @else {
                        (lang.t_args("f44-won-conspiracy", &[("who", seat_label(view, cx, c.conspirator).into()), ("stress", c.stress.into())]))
                    }
                }
            }
            @if matches!(view.phase, Phase::Preparing) { (composer(cx, view, c)) }
        }
    }
}

/// The odds composer: the dice gathered so far, what the viewer could still add, and the exact
/// chance that the main character wins, recomputed on every change.
fn composer(cx: &Cx, view: &View, c: &Conflict) -> Markup {
    let lang = cx.lang();
    let (dice, remove) = gathered(view, c);
    let me = cx.seat();
    let my_char = me.and_then(|s| view.characters.iter().find(|x| x.seat == s && x.is_main()));
    let leading = me == Some(c.main);
    let assisting = !leading && my_char.is_some() && !c.assists.iter().any(|a| Some(a.seat) == me);
    let conspiring = me.is_some_and(|s| s == c.conspirator);
    let url = format!("/t/{}/odds", cx.table.0);
    html! {
        form.f44-composer hx-get=(url) hx-trigger="load, change" hx-target="find .odds-result" hx-swap="outerHTML" {
            h4 { (cx.t("f44-composer")) }
            p.muted { (cx.t("f44-composer-help")) }
            input type="hidden" name="main" value=(dice[0]);
            input type="hidden" name="main_remove" value=(remove[0]);
            input type="hidden" name="con" value=(dice[1]);
            input type="hidden" name="con_remove" value=(remove[1]);
            @if let Some(ch) = my_char.filter(|_| leading || assisting) {
                @if (leading && c.quality.is_none()) || assisting {
                    fieldset.f44-consider {
                        legend { (cx.t("f44-consider-quality")) }
                        label.check { input type="radio" name="main" value="0" checked; " " (cx.t("f44-none")) }
                        @for q in Quality::ALL {
                            @if ch.last_quality != Some(q) && ch.quality(q) > 0 {
                                label.check { input type="radio" name="main" value=(ch.quality(q)); " " (quality_name(lang, q)) " (+" (ch.quality(q)) ")" }
                            }
                        }
                    }
                }
                fieldset.f44-consider {
                    legend { (cx.t("f44-consider-traits")) }
                    @if leading {
                        @for b in ch.bonds.iter().filter(|b| !c.bonds.contains(&b.id)) {
                            label.check { input type="checkbox" name="main" value=(b.rating); " " (cx.t("f44-bond")) ": " (b.name) " (+" (b.rating) ")" }
                        }
                    }
                    @for a in ch.anxieties.iter().filter(|a| !c.anxieties.iter().any(|t| Some(t.seat) == me && t.anxiety == a.id)) {
                        label.check { input type="checkbox" name="main_remove" value=(a.rating); " " (cx.t("f44-anxiety")) ": " (a.name) " (−" (a.rating) ")" }
                    }
                }
            }
            @if conspiring {
                fieldset.f44-consider {
                    legend { (cx.t("f44-consider-conspiracy")) }
                    @for a in view.agents.iter().filter(|a| !c.agents.contains(&a.id)) {
                        label.check { input type="checkbox" name="con" value=(a.rating); " " (cx.t("f44-agent")) ": " (a.name) " (+" (a.rating) ")" }
                    }
                    @for x in view.secrets.iter().filter(|x| !c.secrets.iter().any(|r| r.secret == x.id)) {
                        label.check { input type="checkbox" name="con_remove" value=(x.rating); " " (cx.t("f44-secret")) ": " (x.text) " (−" (x.rating) ")" }
                    }
                }
            }
            div.row {
                label { (cx.t("f44-consider-extra-main")) " "
                    input type="number" name="main" min="0" max=(view.resistance + 12) value="0"; }
                label { (cx.t("f44-consider-extra-con")) " "
                    input type="number" name="con" min="0" max=(view.menace + 12) value="0"; }
            }
            div.odds-result { p.muted { (lang.t("f44-odds-loading")) } }
        }
    }
}

fn sum_field(fields: &Fields, name: &str) -> Result<u32, AppError> {
    let mut total: u32 = 0;
    for v in fields.all(name) {
        let v = v.trim();
        if v.is_empty() {
            continue;
        }
        let n: u32 = v.parse().map_err(|_| {
            AppError::bad("form.44.number", format!("{name} must be a whole number of dice, not \"{v}\""))
        })?;
        total = total.saturating_add(n);
    }
    Ok(total)
}

/// Most dice a side may throw in the composer (a real conflict stays far below).
const MAX_COMPOSER_DICE: u32 = 60;

/// The odds composer's answer: the chance that the main character wins (ties go to Section 44,
/// p. 19) and the distribution of the difference, which is the loser's Stress (p. 20).
pub fn odds(lang: Lang, fields: &Fields) -> Option<Markup> {
    let read = || -> Result<[u32; 4], AppError> {
        Ok([
            sum_field(fields, "main")?,
            sum_field(fields, "main_remove")?,
            sum_field(fields, "con")?,
            sum_field(fields, "con_remove")?,
        ])
    };
    let [main, main_remove, con, con_remove] = match read() {
        Ok(v) => v,
        Err(e) => {
            let (_, message) = crate::page::describe(lang, &e);
            return Some(html! { div.odds-result { p.refusal { (message) } } });
        }
    };
    if main > MAX_COMPOSER_DICE || con > MAX_COMPOSER_DICE {
        return Some(html! { div.odds-result { p.refusal {
            (lang.t_args("f44-odds-too-many", &[("max", MAX_COMPOSER_DICE.into())]))
        } } });
    }
    let contest = conflict_44(&Highest::d6(main).remove(main_remove), &Highest::d6(con).remove(con_remove));
    let clamped = contest.difference().map(|d| (*d).clamp(-6, 6));
    let bars: Vec<Bar> = clamped
        .probabilities()
        .into_iter()
        .map(|(d, chance)| Bar {
            label: match d {
                6 => "≥6".to_owned(),
                -6 => "≤−6".to_owned(),
                d if d > 0 => format!("+{d}"),
                d => d.to_string().replace('-', "−"),
            },
            chance,
            success: d > 0,
        })
        .collect();
    let win = contest.win();
    Some(html! {
        div.odds-result {
            (composer_result(lang, &win, &bars))
            p.muted.f44-odds-note {
                (lang.t_args("f44-odds-summary", &[
                    ("main", main.into()), ("mainRemove", main_remove.into()),
                    ("con", con.into()), ("conRemove", con_remove.into()),
                    ("tie", contest.tie().percent(1).into()),
                ]))
            }
        }
    })
}

/// A main character's sheet.
fn sheet(cx: &Cx, c: &Character) -> Markup {
    let lang = cx.lang();
    let mine = cx.seat() == Some(c.seat);
    html! {
        article.card.f44-sheet.mine[mine] .operative[c.is_operative()] data-seat=(c.seat.0) {
            header {
                h3 { (c.name) }
                p.muted { (c.concept) " · " (cx.seat_name(c.seat)) }
                @if let Status::Operative { control, program } = c.status {
                    p.f44-operative-badge { (cx.t("f44-operative")) " — " (cx.t("f44-control")) " " strong { (control) } " · " (cx.t("f44-program")) " " strong { (program) } }
                }
            }
            dl.f44-qualities {
                @for q in Quality::ALL {
                    div.last[c.last_quality == Some(q)] title=[(c.last_quality == Some(q)).then(|| cx.t("f44-last-used"))] {
                        dt { (quality_name(lang, q)) }
                        dd { (c.quality(q)) }
                    }
                }
            }
            div.f44-lists {
                div {
                    h4 { (cx.t("f44-bonds")) }
                    ul { @for b in &c.bonds { li { span.name { (b.name) } " " (pips(b.rating)) " " span.num { (b.rating) } } } }
                }
                div {
                    h4 { (cx.t("f44-anxieties")) }
                    ul { @for a in &c.anxieties { li { span.name { (a.name) } " " (pips(a.rating)) " " span.num { (a.rating) } } } }
                }
            }
            p.f44-reserve {
                span.label { (cx.t("f44-reserve")) " (" (c.reserve.len()) "/" (c.reserve_limit()) ")" } " "
                @if c.reserve.is_empty() { span.muted { "—" } } @else { (dice_row(&c.reserve)) }
            }
            details.f44-ticker {
                summary { (cx.t("f44-ticker")) }
                dl {
                    dt { (cx.t("f44-ticker-who")) } dd { (c.ticker.who_was_replaced) }
                    dt { (cx.t("f44-ticker-what")) } dd { (c.ticker.what_happened) }
                    dt { (cx.t("f44-ticker-where")) } dd { (c.ticker.where_was_your_character) }
                    dt { (cx.t("f44-ticker-now")) } dd { (c.ticker.what_now) }
                }
            }
        }
    }
}

/// The Director's sheet: Control, Program and Reserve are public; Agents and Secrets as the view
/// holds them (all of them for the Director and Operatives).
fn director_sheet(cx: &Cx, view: &View) -> Markup {
    let d = &view.director;
    html! {
        article.card.f44-sheet.director.mine[cx.seat() == Some(DIRECTOR)] {
            header {
                h3 { (cx.t("f44-director")) " — " (cx.t("f44-section-44")) }
                @if view.sees_conspiracy { p.f44-secret-note { (cx.t("f44-only-you-see")) } }
            }
            dl.f44-qualities {
                div { dt { (cx.t("f44-control")) } dd { (d.control) } }
                div { dt { (cx.t("f44-program")) } dd { (d.program) } }
            }
            div.f44-lists {
                div {
                    h4 { (cx.t("f44-agents")) }
                    ul {
                        @for a in &view.agents {
                            li.hidden[!a.known] {
                                span.name { (a.name) } " " (pips(a.rating)) " " span.num { (a.rating) }
                                @if !a.known { " " span.badge.secret { (cx.t("f44-hidden")) } }
                            }
                        }
                        @if view.agents.is_empty() { li.muted { "—" } }
                    }
                }
                div {
                    h4 { (cx.t("f44-secrets")) }
                    ul {
                        @for x in &view.secrets {
                            li.hidden[!x.revealed] {
                                span.name { (x.text) } " " span.num { (x.rating) }
                                @if !x.revealed { " " span.badge.secret { (cx.t("f44-hidden")) } }
                            }
                        }
                        @if view.secrets.is_empty() { li.muted { (cx.t("f44-no-secrets-known")) } }
                    }
                }
            }
            p.f44-reserve {
                span.label { (cx.t("f44-reserve")) " (" (d.reserve.len()) "/" (d.reserve_limit()) ")" } " "
                @if d.reserve.is_empty() { span.muted { "—" } } @else { (dice_row(&d.reserve)) }
            }
        }
    }
}

fn fates(cx: &Cx, view: &View) -> Markup {
    html! {
        section.card.f44-fates {
            h2 { (cx.t("f44-fates")) }
            ul {
                @for (seat, fate) in &view.fates {
                    li { (seat_label(view, cx, *seat)) ": " strong {
                        (cx.t(if *fate == forty_four::Fate::Survived { "f44-fate-survived" } else { "f44-fate-replaced" }))
                    } }
                }
            }
        }
    }
}

/// Options of a `select` naming seats, the `i`-th preselected.
fn seat_select(cx: &Cx, view: &View, name: &str, seats: &[SeatId], selected: SeatId, label: &str) -> Markup {
    html! {
        label { (label) " "
            select name=(name) {
                @for s in seats { option value=(s.0) selected[*s == selected] { (seat_label(view, cx, *s)) } }
            }
        }
    }
}

fn reserve_boxes(name: &str, dice: &[u32]) -> Markup {
    html! {
        span.f44-pick {
            @for d in dice {
                label.check.die-check { input type="checkbox" name=(name) value=(d); " " (die_glyph(*d)) }
            }
        }
    }
}

/// Every form the viewer may use now.
fn actions(cx: &Cx, view: &View, state: &State, seat: SeatId) -> Vec<Markup> {
    let lang = cx.lang();
    let mut out = Vec::new();
    let me = state.character(seat);
    let conspirator = state.is_conspirator(seat);
    let reserve: Vec<u32> = if seat == DIRECTOR {
        state.director.reserve.clone()
    } else {
        me.map(|c| c.reserve.clone()).unwrap_or_default()
    };
    let ok = |c: &Command| legal(state, seat, c);
    match &view.phase {
        Phase::ChoosingOrder { .. } => {
            let all: Vec<SeatId> = view.characters.iter().map(|c| c.seat).collect();
            if ok(&Command::SetSceneOrder { order: all.clone() }) {
                out.push(cx.form(
                    "order",
                    html! {
                        p { (cx.t("f44-set-order-help")) }
                        @for (i, s) in all.iter().enumerate() {
                            (seat_select(cx, view, "order", &all, *s, &format!("{}.", i + 1)))
                        }
                        button type="submit" { (cx.t("f44-set-order")) }
                    },
                ));
            }
        }
        Phase::ChoosingOpponent => {
            let options: Vec<Command> = state
                .main_seats()
                .into_iter()
                .map(|opponent| Command::ChooseOpponent { opponent })
                .filter(|c| ok(c))
                .collect();
            if !options.is_empty() {
                out.push(cx.form(
                    "opponent",
                    html! {
                        p { (cx.t("f44-choose-opponent")) }
                        @for c in &options {
                            @if let Command::ChooseOpponent { opponent } = c { (command_button(&seat_label(view, cx, *opponent), c)) " " }
                        }
                    },
                ));
            }
        }
        Phase::Framing { step } => {
            if ok(&Command::AddDetail { text: "x".into() }) {
                out.push(cx.form(
                    "detail",
                    html! {
                        label for="f44-detail" { (lang.t_args("f44-add-detail", &[("n", (u32::from(*step) + 1).into())])) }
                        input #f44-detail name="text" required maxlength="500" placeholder=(cx.t("f44-detail-placeholder"));
                        button type="submit" { (cx.t("f44-add")) }
                    },
                ));
            }
        }
        Phase::Preparing => preparing(cx, view, state, seat, &reserve, &mut out),
        Phase::Improving | Phase::EndImproving => {
            if reserve.iter().any(|d| {
                ok(&Command::ImproveResult { replace: Some(*d), boosts: vec![] })
                    || ok(&Command::ImproveResult { replace: None, boosts: vec![*d] })
            }) {
                out.push(cx.form(
                    "improve",
                    html! {
                        p { (cx.t("f44-improve-help")) }
                        label { (cx.t("f44-replace-with")) " "
                            select name="replace" {
                                option value="" { (cx.t("f44-none")) }
                                @for d in reserve.iter().collect::<std::collections::BTreeSet<_>>() { option value=(d) { (die_glyph(*d)) " " (d) } }
                            }
                        }
                        p { (cx.t("f44-boost-with")) " " (reserve_boxes("boost", &reserve)) }
                        button type="submit" { (cx.t("f44-improve")) }
                    },
                ));
            }
            ready_form(cx, state, seat, &mut out);
        }
        Phase::Resolving { pending } => {
            if let Some(p) = pending.first().filter(|p| p.seat() == seat) {
                resolving(cx, view, state, seat, p, &reserve, &mut out);
            }
        }
        Phase::EndPreparing => {
            if reserve.first().is_some_and(|d| ok(&Command::ReserveToPile { dice: vec![*d] })) {
                out.push(cx.form(
                    "to-pile",
                    html! {
                        p { (cx.t(if conspirator { "f44-to-menace-help" } else { "f44-to-resistance-help" })) }
                        (reserve_boxes("die", &reserve))
                        button type="submit" { (cx.t("f44-to-pile")) }
                    },
                ));
            }
            ready_form(cx, state, seat, &mut out);
        }
        Phase::Gains { .. } => gains(cx, view, state, seat, &mut out),
        Phase::Epilogue => ready_form(cx, state, seat, &mut out),
        Phase::NotStarted | Phase::Over => {}
    }
    if !reserve.is_empty() && !matches!(view.phase, Phase::Over | Phase::NotStarted) {
        spend_form(cx, view, state, seat, &reserve, &mut out);
    }
    out
}

fn ready_form(cx: &Cx, state: &State, seat: SeatId, out: &mut Vec<Markup>) {
    if legal(state, seat, &Command::Ready) {
        let label = match state.phase {
            Phase::Preparing => "f44-ready-roll",
            Phase::Improving => "f44-ready-decide",
            _ => "f44-done",
        };
        out.push(cx.form("ready", command_button(&cx.t(label), &Command::Ready)));
    }
}

fn preparing(cx: &Cx, view: &View, state: &State, seat: SeatId, reserve: &[u32], out: &mut Vec<Markup>) {
    let lang = cx.lang();
    let ok = |c: &Command| legal(state, seat, c);
    let me = state.character(seat);
    let mut choices: Vec<(String, Command)> = Vec::new();
    for q in Quality::ALL {
        let rating = me.map(|c| c.quality(q)).unwrap_or(0);
        let choose = Command::ChooseQuality { quality: q };
        if ok(&choose) {
            choices.push((format!("{} (+{rating})", quality_name(lang, q)), choose));
        }
        let assist = Command::Assist { quality: q };
        if ok(&assist) {
            choices.push((
                format!("{}: {} (+{rating})", cx.t("f44-assist-with"), quality_name(lang, q)),
                assist,
            ));
        }
    }
    if let Some(c) = me {
        for b in &c.bonds {
            let cmd = Command::EnlistBond { bond: b.id };
            if ok(&cmd) {
                choices.push((format!("{}: {} (+{})", cx.t("f44-enlist"), b.name, b.rating), cmd));
            }
        }
        for a in &c.anxieties {
            let cmd = Command::TriggerAnxiety { anxiety: a.id };
            if ok(&cmd) {
                choices.push((format!("{}: {} (−{})", cx.t("f44-trigger"), a.name, a.rating), cmd));
            }
        }
    }
    for a in &view.agents {
        let cmd = Command::ActivateAgent { agent: a.id };
        if ok(&cmd) {
            choices.push((format!("{}: {} (+{})", cx.t("f44-activate"), a.name, a.rating), cmd));
        }
    }
    for x in &view.secrets {
        let cmd = Command::RevealSecret { secret: x.id };
        if ok(&cmd) {
            choices.push((format!("{}: {} (−{})", cx.t("f44-reveal"), x.text, x.rating), cmd));
        }
    }
    if ok(&Command::JoinOperative) {
        choices.push((cx.t("f44-join-operative"), Command::JoinOperative));
    }
    if !choices.is_empty() {
        out.push(cx.form(
            "gather",
            html! {
                p { (cx.t("f44-gather-help")) }
                div.f44-choices { @for (label, c) in &choices { (command_button(label, c)) " " } }
            },
        ));
    }
    let conspirator = state.is_conspirator(seat);
    let pile = if conspirator { view.menace } else { view.resistance };
    let sides: Vec<Side> = [Side::Main, Side::Conspiracy]
        .into_iter()
        .filter(|s| ok(&Command::AddPileDice { side: *s, count: 1 }))
        .collect();
    if !sides.is_empty() && pile > 0 {
        out.push(cx.form(
            "pile",
            html! {
                p { (cx.t(if conspirator { "f44-pile-menace-help" } else { "f44-pile-resistance-help" })) }
                (side_select(cx, &sides))
                label { (cx.t("f44-how-many")) " " input type="number" name="count" min="1" max=(pile) value="1"; }
                button type="submit" { (cx.t("f44-add-dice")) }
            },
        ));
    }
    let give: Vec<Side> = [Side::Main, Side::Conspiracy]
        .into_iter()
        .filter(|s| {
            reserve.first().is_some_and(|d| ok(&Command::GiveReserveDice { side: *s, dice: vec![*d] }))
        })
        .collect();
    if !give.is_empty() {
        out.push(cx.form(
            "give",
            html! {
                p { (cx.t("f44-give-help")) }
                (side_select(cx, &give))
                (reserve_boxes("die", reserve))
                button type="submit" { (cx.t("f44-give")) }
            },
        ));
    }
    ready_form(cx, state, seat, out);
}

fn side_select(cx: &Cx, sides: &[Side]) -> Markup {
    html! {
        label { (cx.t("f44-side")) " "
            select name="side" {
                @for s in sides {
                    option value=(if *s == Side::Main { "main" } else { "conspiracy" }) {
                        (cx.t(if *s == Side::Main { "f44-side-main" } else { "f44-side-conspiracy" }))
                    }
                }
            }
        }
    }
}

fn resolving(
    cx: &Cx,
    view: &View,
    state: &State,
    seat: SeatId,
    pending: &Pending,
    reserve: &[u32],
    out: &mut Vec<Markup>,
) {
    let lang = cx.lang();
    let Some(c) = &view.conflict else { return };
    match pending {
        Pending::BondStress { stress, .. } => {
            let me = state.character(seat);
            let bonds = &c.bonds;
            let name = |id: u32| me.and_then(|m| m.bond(id)).map(|b| b.name.clone()).unwrap_or_default();
            out.push(cx.form(
                "bond-order",
                html! {
                    p { (lang.t_args("f44-bond-order-help", &[("stress", (*stress).into())])) }
                    @for (i, b) in bonds.iter().enumerate() {
                        label { (i + 1) ". "
                            select name="bond" { @for o in bonds { option value=(o) selected[o == b] { (name(*o)) } } }
                        }
                    }
                    button type="submit" { (cx.t("f44-confirm")) }
                },
            ));
        }
        Pending::BecomeOperative { .. } => {
            let sum = state.character(seat).map(Character::quality_sum).unwrap_or(0);
            out.push(cx.form(
                "operative",
                html! {
                    p { (lang.t_args("f44-become-operative-help", &[("sum", sum.into())])) }
                    label { (cx.t("f44-control")) " " input type="number" name="control" min="0" max=(sum) value=(sum.div_ceil(2)) required; }
                    label { (cx.t("f44-program")) " " input type="number" name="program" min="0" max=(sum) value=(sum / 2) required; }
                    button type="submit" { (cx.t("f44-confirm")) }
                },
            ));
        }
        Pending::ConspiracyStress { stress, .. } => {
            let (control, program) = state.ratings_of(seat);
            // A valid split to start from: what the Agents leave, off Control first.
            let absorbed: u32 = c.agents.iter().filter_map(|a| state.agent(*a)).map(|a| a.rating).sum();
            let rem = stress.saturating_sub(absorbed);
            let off_control = rem.min(control);
            let off_program = (rem - off_control).min(program);
            out.push(cx.form(
                "stress",
                html! {
                    p { (lang.t_args("f44-allocate-help", &[("stress", (*stress).into())])) }
                    @for (i, a) in c.agents.iter().enumerate() {
                        label { (i + 1) ". "
                            select name="agent" { @for o in &c.agents { option value=(o) selected[o == a] { (agent_name(view, *o)) } } }
                        }
                    }
                    label { (cx.t("f44-off-control")) " " input type="number" name="control" min="0" max=(control) value=(off_control); }
                    label { (cx.t("f44-off-program")) " " input type="number" name="program" min="0" max=(program) value=(off_program); }
                    button type="submit" { (cx.t("f44-confirm")) }
                },
            ));
        }
        Pending::Reserve { side, leader, .. } => {
            let removed = &c.removed[side.index()];
            let helpers: Vec<SeatId> = match side {
                Side::Main => c.assists.iter().map(|a| a.seat).collect(),
                Side::Conspiracy => c.operatives.iter().map(|o| o.0).collect(),
            };
            let limit = state.reserve_limit(forty_four::Holder(seat));
            out.push(cx.form(
                "take",
                html! {
                    p { (lang.t_args("f44-take-help", &[("limit", limit.into())])) }
                    p { (cx.t("f44-take")) " " @if removed.is_empty() { span.muted { "—" } } @else { (reserve_boxes("take", removed)) } }
                    @if !reserve.is_empty() { p { (cx.t("f44-discard")) " " (reserve_boxes("discard", reserve)) } }
                    @if *leader && !helpers.is_empty() {
                        p { (cx.t("f44-helpers-order")) }
                        @for (i, h) in helpers.iter().enumerate() {
                            (seat_select(cx, view, "next", &helpers, *h, &format!("{}.", i + 1)))
                        }
                    }
                    button type="submit" { (cx.t("f44-confirm")) }
                },
            ));
        }
        Pending::ConspiracyGrows => grow_form(cx, view, state, seat, out),
    }
}

fn grow_form(cx: &Cx, view: &View, state: &State, seat: SeatId, out: &mut Vec<Markup>) {
    let gain = |g: ConspiracyGain| Command::GrowConspiracy { gain: g };
    if !legal(state, seat, &gain(ConspiracyGain::Control)) {
        return;
    }
    out.push(cx.form(
        "grow",
        html! {
            p { (cx.t("f44-grow-help")) }
            label { (cx.t("f44-point-to")) " "
                select name="gain" {
                    option value="control" { (cx.t("f44-control")) }
                    option value="program" { (cx.t("f44-program")) }
                    @for a in &view.agents { option value={ "agent:" (a.id) } { (cx.t("f44-agent")) ": " (a.name) " (" (a.rating) ")" } }
                    option value="new_agent" { (cx.t("f44-new-agent")) }
                    @for x in &view.secrets { option value={ "secret:" (x.id) } { (cx.t("f44-secret")) ": " (x.text) " (" (x.rating) ")" } }
                    option value="new_secret" { (cx.t("f44-new-secret")) }
                }
            }
            label { (cx.t("f44-new-name")) " " input name="name" maxlength="300" placeholder=(cx.t("f44-new-name-help")); }
            button type="submit" { (cx.t("f44-confirm")) }
        },
    ));
}

fn gains(cx: &Cx, view: &View, state: &State, seat: SeatId, out: &mut Vec<Markup>) {
    if state.is_conspirator(seat) {
        grow_form(cx, view, state, seat, out);
        return;
    }
    let Some(me) = state.character(seat) else { return };
    let lang = cx.lang();
    let qualities: Vec<Quality> = Quality::ALL
        .into_iter()
        .filter(|q| legal(state, seat, &Command::GainPoint { gain: MainGain::Quality { quality: *q } }))
        .collect();
    if qualities.is_empty() {
        return;
    }
    let others = legal(state, seat, &Command::GainPoint { gain: MainGain::NewBond { name: "x".into() } });
    out.push(cx.form(
        "gain",
        html! {
            p { (cx.t("f44-gain-help")) }
            label { (cx.t("f44-point-to")) " "
                select name="gain" {
                    @for q in &qualities { option value={ "quality:" (quality_id(*q)) } { (quality_name(lang, *q)) " (" (me.quality(*q)) ")" } }
                    @if others {
                        @for b in &me.bonds { option value={ "bond:" (b.id) } { (cx.t("f44-bond")) ": " (b.name) " (" (b.rating) ")" } }
                        option value="new_bond" { (cx.t("f44-new-bond")) }
                        @for a in &me.anxieties { option value={ "anxiety:" (a.id) } { (cx.t("f44-anxiety")) ": " (a.name) " (" (a.rating) ")" } }
                        option value="new_anxiety" { (cx.t("f44-new-anxiety")) }
                    }
                }
            }
            @if others { label { (cx.t("f44-new-name")) " " input name="name" maxlength="300" placeholder=(cx.t("f44-new-name-help")); } }
            button type="submit" { (cx.t("f44-confirm")) }
        },
    ));
}

/// Uses 4 and 5 of the Reserve (p. 29): improve a rating, any time.
fn spend_form(cx: &Cx, view: &View, state: &State, seat: SeatId, reserve: &[u32], out: &mut Vec<Markup>) {
    let lang = cx.lang();
    let best = reserve.iter().copied().max().unwrap_or(0);
    let all_best: Vec<u32> = reserve.iter().copied().filter(|d| *d == best).collect();
    let spend = |on: ReserveTarget| Command::SpendReserve { dice: all_best.clone(), on };
    let conspirator = state.is_conspirator(seat);
    let me = state.character(seat);
    let mut options: Vec<(String, String)> = Vec::new();
    if conspirator {
        for (v, id) in [("control", "f44-control"), ("program", "f44-program")] {
            let on = if v == "control" { ReserveTarget::Control } else { ReserveTarget::Program };
            if legal(state, seat, &spend(on)) {
                options.push((v.into(), cx.t(id)));
            }
        }
        for a in &view.agents {
            if legal(state, seat, &spend(ReserveTarget::Agent { agent: a.id })) {
                options.push((
                    format!("agent:{}", a.id),
                    format!("{}: {} ({})", cx.t("f44-agent"), a.name, a.rating),
                ));
            }
        }
        if legal(state, seat, &spend(ReserveTarget::NewAgent { name: "x".into() })) {
            options.push(("new_agent".into(), cx.t("f44-new-agent")));
        }
    } else if let Some(c) = me {
        for q in Quality::ALL {
            if legal(state, seat, &spend(ReserveTarget::Quality { quality: q })) {
                options.push((
                    format!("quality:{}", quality_id(q)),
                    format!("{} ({})", quality_name(lang, q), c.quality(q)),
                ));
            }
        }
        for b in &c.bonds {
            if legal(state, seat, &spend(ReserveTarget::Bond { bond: b.id })) {
                options.push((
                    format!("bond:{}", b.id),
                    format!("{}: {} ({})", cx.t("f44-bond"), b.name, b.rating),
                ));
            }
        }
        if legal(state, seat, &spend(ReserveTarget::NewBond { name: "x".into() })) {
            options.push(("new_bond".into(), cx.t("f44-new-bond")));
        }
    }
    if options.is_empty() {
        return;
    }
    let new = options.iter().any(|(v, _)| v.starts_with("new_"));
    out.push(cx.form(
        "spend",
        html! {
            details.f44-spend {
                summary { (cx.t("f44-spend")) }
                p.muted { (cx.t("f44-spend-help")) }
                p { (reserve_boxes("die", reserve)) }
                label { (cx.t("f44-point-to")) " "
                    select name="on" { @for (v, l) in &options { option value=(v) { (l) } } }
                }
                @if new { label { (cx.t("f44-new-name")) " " input name="name" maxlength="300" placeholder=(cx.t("f44-new-name-help")); } }
                button type="submit" { (cx.t("f44-spend-button")) }
            }
        },
    ));
}

// -------------------------------------------------------------------------------------------
// Fields → command

fn bad(code: &'static str, message: impl Into<String>) -> AppError {
    AppError::bad(code, message)
}

fn number(fields: &Fields, name: &str) -> Result<u32, AppError> {
    let v = fields.text(name).unwrap_or("0");
    v.parse()
        .map_err(|_| bad("form.44.number", format!("{name} must be a whole number (0 or more), not \"{v}\"")))
}

fn numbers(fields: &Fields, name: &str) -> Result<Vec<u32>, AppError> {
    fields
        .all(name)
        .filter(|v| !v.trim().is_empty())
        .map(|v| {
            v.trim()
                .parse()
                .map_err(|_| bad("form.44.number", format!("{name} must be whole numbers, not \"{v}\"")))
        })
        .collect()
}

fn side(fields: &Fields) -> Result<&'static str, AppError> {
    match fields.get("side") {
        Some("main") => Ok("main"),
        Some("conspiracy") => Ok("conspiracy"),
        _ => Err(bad("form.44.side", "choose a side: \"main\" or \"conspiracy\"")),
    }
}

fn name_field(fields: &Fields) -> Result<String, AppError> {
    fields
        .text("name")
        .map(str::to_owned)
        .ok_or_else(|| bad("form.44.name", "write the name of the new Bond, Anxiety, Agent or Secret"))
}

/// Parses `kind:id` choices of the gain and spend forms.
fn target(fields: &Fields, field: &str) -> Result<Value, AppError> {
    let raw = fields.get(field).unwrap_or("");
    let (kind, id) = raw.split_once(':').unwrap_or((raw, ""));
    let id_num = || -> Result<u32, AppError> {
        id.parse().map_err(|_| bad("form.44.target", format!("\"{raw}\" is not something you can improve")))
    };
    Ok(match kind {
        "control" => json!({ "type": "control" }),
        "program" => json!({ "type": "program" }),
        "quality" => match id {
            "resolve" | "contact" | "material" => json!({ "type": "quality", "quality": id }),
            _ => return Err(bad("form.44.target", "the Quality is resolve, contact or material")),
        },
        "bond" => json!({ "type": "bond", "bond": id_num()? }),
        "anxiety" => json!({ "type": "anxiety", "anxiety": id_num()? }),
        "agent" => json!({ "type": "agent", "agent": id_num()? }),
        "secret" => json!({ "type": "secret", "secret": id_num()? }),
        "new_bond" => json!({ "type": "new_bond", "name": name_field(fields)? }),
        "new_anxiety" => json!({ "type": "new_anxiety", "name": name_field(fields)? }),
        "new_agent" => json!({ "type": "new_agent", "name": name_field(fields)? }),
        "new_secret" => json!({ "type": "new_secret", "text": name_field(fields)? }),
        _ => return Err(bad("form.44.target", format!("\"{raw}\" is not something you can improve"))),
    })
}

/// The command of an action form.
pub fn command(fields: &Fields) -> Result<Value, AppError> {
    let form = fields.get("form").unwrap_or("");
    Ok(match form {
        "order" => json!({ "type": "set_scene_order", "order": numbers(fields, "order")? }),
        "detail" => json!({ "type": "add_detail", "text": fields.get("text").unwrap_or("").trim() }),
        "pile" => {
            let count = number(fields, "count")?;
            if count == 0 {
                return Err(bad("form.44.count", "add at least 1 die"));
            }
            json!({ "type": "add_pile_dice", "side": side(fields)?, "count": count })
        }
        "give" => {
            json!({ "type": "give_reserve_dice", "side": side(fields)?, "dice": numbers(fields, "die")? })
        }
        "improve" => {
            let replace = fields.text("replace").map(|_| number(fields, "replace")).transpose()?;
            let boosts = numbers(fields, "boost")?;
            if replace.is_none() && boosts.is_empty() {
                return Err(bad(
                    "form.44.improve_empty",
                    "choose a Reserve die to replace the result or dice to boost it",
                ));
            }
            json!({ "type": "improve_result", "replace": replace, "boosts": boosts })
        }
        "bond-order" => json!({ "type": "order_bond_stress", "bonds": numbers(fields, "bond")? }),
        "stress" => json!({
            "type": "allocate_stress",
            "agents": numbers(fields, "agent")?,
            "control": number(fields, "control")?,
            "program": number(fields, "program")?,
        }),
        "operative" => json!({
            "type": "become_operative",
            "control": number(fields, "control")?,
            "program": number(fields, "program")?,
        }),
        "take" => json!({
            "type": "take_reserve",
            "take": numbers(fields, "take")?,
            "discard": numbers(fields, "discard")?,
            "next": numbers(fields, "next")?,
        }),
        "grow" => json!({ "type": "grow_conspiracy", "gain": target(fields, "gain")? }),
        "gain" => json!({ "type": "gain_point", "gain": target(fields, "gain")? }),
        "spend" => {
            let on = target(fields, "on")?;
            let dice = numbers(fields, "die")?;
            if dice.is_empty() {
                return Err(bad("form.44.dice", "tick the Reserve dice to spend"));
            }
            json!({ "type": "spend_reserve", "dice": dice, "on": on })
        }
        "to-pile" => {
            let dice = numbers(fields, "die")?;
            if dice.is_empty() {
                return Err(bad("form.44.dice", "tick the Reserve dice to spend"));
            }
            json!({ "type": "reserve_to_pile", "dice": dice })
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
            fields(&[("form", "order"), ("order", "2"), ("order", "1")]),
            fields(&[("form", "detail"), ("text", "it rains")]),
            fields(&[("form", "pile"), ("side", "main"), ("count", "2")]),
            fields(&[("form", "improve"), ("replace", "6"), ("boost", "6")]),
            fields(&[("form", "stress"), ("agent", "0"), ("control", "1"), ("program", "0")]),
            fields(&[("form", "take"), ("take", "5"), ("next", "2")]),
            fields(&[("form", "gain"), ("gain", "new_bond"), ("name", "Alice")]),
            fields(&[("form", "grow"), ("gain", "new_secret"), ("name", "They read minds")]),
            fields(&[("form", "spend"), ("die", "6"), ("on", "quality:resolve")]),
            fields(&[("form", "to-pile"), ("die", "3")]),
        ];
        for f in cases {
            let v = command(&f).unwrap();
            let parsed: Result<Command, _> = serde_json::from_value(v.clone());
            assert!(parsed.is_ok(), "{v} does not parse: {parsed:?}");
        }
    }

    #[test]
    fn bad_fields_say_what_is_wrong() {
        let e = command(&fields(&[("form", "pile"), ("side", "up"), ("count", "1")])).unwrap_err();
        assert_eq!(e.parts().1, "form.44.side");
        let e = command(&fields(&[("form", "gain"), ("gain", "new_bond")])).unwrap_err();
        assert_eq!(e.parts().1, "form.44.name");
        let e = command(&fields(&[("form", "spend"), ("on", "control")])).unwrap_err();
        assert_eq!(e.parts().1, "form.44.dice");
    }

    /// p. 19: ties go to the Director; 1 die against 1 die wins 15/36.
    #[test]
    fn odds_one_die_each_p19() {
        let m = odds(Lang::En, &fields(&[("main", "1"), ("con", "1")])).unwrap().into_string();
        assert!(m.contains("41.7"), "{m}");
    }
}
