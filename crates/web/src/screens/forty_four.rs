//! 44: A Game of Automatic Fear on screen: the Countdown and the Resistance and Menace piles, the
//! scene order, the scene's details and its conflict (both sides' dice, the roll, the result), the
//! main characters' sheets, the Director's sheet (Agents and Secrets only as far as the viewer's
//! view holds them), and the forms of every action the viewer may take now.
//!
//! Legal choices only: the forms are drawn from the game's `legal_commands` for the viewer's seat
//! (numbers, dice and orders within the open fields' params); the screen decides nothing. Forms with free text or several choices post named fields that
//! [`command`] turns into the game's command; single choices carry the command JSON themselves.

mod own;
mod setup;
mod text;

use dice::odds::{Highest, conflict_44};
use engine::{Game, Legal, Param, SeatId};
use forty_four::{
    Character, Command, Conflict, ConspiracyGain, DIRECTOR, Field, Holder, MAX_TEXT, MainGain, Pending,
    Phase, Quality, ReserveTarget, Side, State, Status, View,
};
use maud::{Markup, html};
use server::AppError;
use server::routes::{self, pages as route};

pub use forty_four::FortyFour;
pub use setup::{config, setup};
pub use text::{event_text, help, roll_words};

use super::Cx;
use crate::i18n::{Arg, Lang};
use crate::odds::{Bar, composer_result};
use crate::page::Fields;

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
        // The seat's label ("Directora", "Director", "Dirección"), as every seat is named.
        return cx.seat_name(seat);
    }
    view.characters
        .iter()
        .find(|c| c.seat == seat)
        .map(|c| c.name.clone())
        .unwrap_or_else(|| cx.seat_name(seat))
}

/// [`seat_label`] as a sentence names the seat: the Director's part with its article ("contra la
/// Directora").
fn seat_the(view: &View, cx: &Cx, seat: SeatId) -> String {
    if seat == DIRECTOR {
        return cx.seat_the(seat);
    }
    seat_label(view, cx, seat)
}

/// "Escena de la Directora", "Escena de Mr. Clark".
fn lang_scene_of(cx: &Cx, view: &View, seat: SeatId) -> String {
    cx.lang().t_args("f44-scene-of", &[("seat", seat_the(view, cx, seat).into())])
}

fn agent_name(view: &View, id: u32) -> String {
    view.agents.iter().find(|a| a.id == id).map(|a| a.name.clone()).unwrap_or_else(|| format!("#{id}"))
}

fn phase_text(lang: Lang, phase: &Phase) -> String {
    let id = match phase {
        Phase::NotStarted => "f44-phase-not-started",
        Phase::Creating => "f44-phase-creating",
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
    let over = view.phase == Phase::Over;
    html! {
        div.f44 {
            @if over { (own::the_end(cx, view)) }
            // While the players make their characters that is the step, and the track (still
            // untouched) follows it (on a phone the reader's form comes first).
            @if view.phase == Phase::Creating { (own::creation(cx, view, state)) }
            (track(cx, view))
            (order_bar(cx, view))
            // What the reader does now comes before the scene it acts in (on a phone the
            // step and its form show above the fold), with the odds composer, which weighs the
            // same choices, right under it; a reader with nothing to do finds the composer in the
            // conflict.
            @if !actions.is_empty() {
                section.f44-actions.card aria-labelledby="f44-actions-title" {
                    h2 #f44-actions-title { (cx.t("f44-actions")) }
                    @for a in &actions { div.action { (a) } }
                }
                @if let Some(c) = view.conflict.as_ref().filter(|_| matches!(view.phase, Phase::Preparing)) {
                    section.f44-composer-card.card { (composer(cx, view, c)) }
                }
            }
            (scene(cx, view, actions.is_empty()))
            @if let Some(c) = &view.last_conflict { (last_conflict(cx, view, c)) }
            @if !view.fates.is_empty() && !over { (fates(cx, view)) }
            p.f44-notes-setting.muted {
                (cx.t_about(if view.notes_to_director { "f44-notes-setting-director" } else { "f44-notes-setting-private" }, DIRECTOR))
            }
            // Folded on a phone by the page script (open without it): the step and its form above
            // are what matters now.
            details.phone-fold open data-fold="sheets" {
                summary { (cx.t("fold-sheets")) }
                div.f44-sheets {
                    @for c in &view.characters { (sheet(cx, c, own::on_sheet(cx, view, state, c))) }
                    (director_sheet(cx, view))
                }
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
                        // The current one is a filled disc (not only a colour) and, for screen
                        // readers, the current step.
                        li.now[n == view.countdown] .past[n > view.countdown]
                            aria-current=[(n == view.countdown).then_some("step")] { (n) }
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
                    li.now[view.scene == Some(*s)] aria-current=[(view.scene == Some(*s)).then_some("step")] {
                        (seat_label(view, cx, *s))
                    }
                }
            }
        }
    }
}

/// The scene: details, the conflict, the end-of-turn roll.
/// The scene, its details and its conflict; `with_composer`: the conflict holds the odds composer
/// (when the reader has no action to weigh it against above).
fn scene(cx: &Cx, view: &View, with_composer: bool) -> Markup {
    html! {
        @if let Some(s) = view.scene {
            section.f44-scene.card {
                h2 { (lang_scene_of(cx, view, s)) }
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
                @if let Some(c) = &view.conflict { (conflict(cx, view, c, with_composer)) }
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
                        } @else { p { (cx.lang().t_args("f44-dice", &[("n", view.resistance.into())])) } }
                    }
                    div.f44-side.conspiracy {
                        h3 { (cx.t("f44-menace")) }
                        @if let Some(r) = &e.menace {
                            (roll_line(cx, r)) p.result { (cx.t("f44-result")) ": " strong { (e.results[1]) } }
                        } @else { p { (cx.lang().t_args("f44-dice", &[("n", view.menace.into())])) } }
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

/// The last conflict decided, folded under its result: a conflict whose consequences are all
/// automatic leaves the scene in the command that decides it, and a player by post still reads
/// who won it and how.
fn last_conflict(cx: &Cx, view: &View, c: &Conflict) -> Markup {
    let lang = cx.lang();
    let result = match c.winner {
        Some(Side::Main) => lang.t_args(
            "f44-won-main",
            &[("who", seat_the(view, cx, c.main).into()), ("stress", c.stress.into())],
        ),
        Some(Side::Conspiracy) => lang.t_args(
            "f44-won-conspiracy",
            &[("who", seat_the(view, cx, c.conspirator).into()), ("stress", c.stress.into())],
        ),
        None => String::new(),
    };
    html! {
        details.f44-last-conflict.card {
            summary { strong { (cx.t("f44-last-conflict")) } " " (result) }
            (conflict(cx, view, c, false))
        }
    }
}

fn conflict(cx: &Cx, view: &View, c: &Conflict, with_composer: bool) -> Markup {
    let lang = cx.lang();
    let main = view.characters.iter().find(|x| x.seat == c.main);
    let (dice, remove) = gathered(view, c);
    let control = control_of(view, c.conspirator);
    html! {
        div.f44-conflict {
            h3 { (cx.t("f44-conflict")) }
            div.f44-sides {
                div.f44-side.main {
                    h4 { (seat_label(view, cx, c.main)) @if c.ready[0] { " " span.badge { (cx.t_about("f44-ready", c.main)) } } }
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
                    p.total { (cx.lang().t_args("f44-pool", &[("n", dice[0].into()), ("remove", remove[0].into())])) }
                }
                div.f44-side.conspiracy {
                    h4 { (seat_label(view, cx, c.conspirator)) @if c.ready[1] { " " span.badge { (cx.t_about("f44-ready", c.conspirator)) } } }
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
                    p.total { (cx.lang().t_args("f44-pool", &[("n", dice[1].into()), ("remove", remove[1].into())])) }
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
                        (lang.t_args("f44-won-main", &[("who", seat_the(view, cx, c.main).into()), ("stress", c.stress.into())]))
                    } @else {
                        (lang.t_args("f44-won-conspiracy", &[("who", seat_the(view, cx, c.conspirator).into()), ("stress", c.stress.into())]))
                    }
                }
            }
            @if with_composer && matches!(view.phase, Phase::Preparing) { (composer(cx, view, c)) }
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
    let url = routes::fill(route::TABLE_ODDS, &[&cx.table.0]);
    html! {
        // `data-keep`: the page script keeps its ticks through a live refresh of the panel.
        form.f44-composer data-keep="f44-composer" hx-get=(url) hx-trigger="load, change" hx-target="find .odds-result" hx-swap="outerHTML" {
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
                        label.check { input type="radio" name="main" value="0" checked; " " (cx.t("f44-no-quality")) }
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
            // Reserve use 2 (p. 29): each die given adds a die to a side the giver does not lead
            // (Ruling 14); once ticked, the odds count it.
            @if let Some((reserve, side)) = reserve_to_give(view, c, me) {
                fieldset.f44-consider.f44-consider-reserve {
                    legend { (cx.t(if side == "main" { "f44-consider-reserve-main" } else { "f44-consider-reserve-con" })) }
                    @for d in reserve {
                        label.check { input type="checkbox" name=(side) value="1"; " " (cx.t("f44-reserve")) ": " (dice_row(&[d])) }
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

/// The viewer's Reserve dice it may give to a conflict (use 2, p. 29) and the side they would add
/// to: its own side's, never one it leads (Ruling 14).
fn reserve_to_give(view: &View, c: &Conflict, me: Option<SeatId>) -> Option<(Vec<u32>, &'static str)> {
    let me = me?;
    let conspirator = me == DIRECTOR || view.characters.iter().any(|x| x.seat == me && x.is_operative());
    let reserve = if me == DIRECTOR {
        view.director.reserve.clone()
    } else {
        view.characters.iter().find(|x| x.seat == me)?.reserve.clone()
    };
    let side = if conspirator { "con" } else { "main" };
    let leads = if conspirator { c.conspirator == me } else { c.main == me };
    (!reserve.is_empty() && !leads).then_some((reserve, side))
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
    // "4 dados, se quita el más alto": a pool as the sheets tell it.
    let pool = |n, remove| lang.t_args("f44-pool", &[("n", Arg::from(n)), ("remove", Arg::from(remove))]);
    Some(html! {
        div.odds-result {
            (composer_result(lang, &win, &bars))
            p.muted.f44-odds-note {
                (lang.t_args("f44-odds-summary", &[
                    ("main", pool(main, main_remove).into()),
                    ("con", pool(con, con_remove).into()),
                    ("tie", lang.percent(&contest.tie(), 1).into()),
                ]))
            }
        }
    })
}

/// A main character's sheet, with `own` (its notes and its player's forms) at its foot.
fn sheet(cx: &Cx, c: &Character, own: Markup) -> Markup {
    let lang = cx.lang();
    let mine = cx.seat() == Some(c.seat);
    html! {
        article.card.f44-sheet.mine[mine] .operative[c.is_operative()] data-seat=(c.seat.0) {
            header {
                (cx.portrait(c.seat))
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
            (own)
        }
    }
}

/// The Director's sheet: Control, Program and Reserve are public; Agents and Secrets as the view
/// holds them (all of them for the Director and Operatives).
/// Who heads the Director's sheet: the seat as the seat list names it once its holder has chosen
/// a name ("Ana · Directora"), else the part with its article ("La Directora"), both in the
/// reader's words and the holder's gender.
fn director_heading(cx: &Cx) -> String {
    let gender = super::gender_arg(cx.gender(DIRECTOR));
    let label = cx.seat_name(DIRECTOR);
    if label == cx.lang().t_args("seat-director", &[("gender", gender.clone())]) {
        cx.lang().t_args("f44-director", &[("gender", gender)])
    } else {
        label
    }
}

fn director_sheet(cx: &Cx, view: &View) -> Markup {
    let d = &view.director;
    html! {
        article.card.f44-sheet.director.mine[cx.seat() == Some(DIRECTOR)] {
            header {
                h3 { (director_heading(cx)) " — " (cx.t("f44-section-44")) }
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
                        (cx.t_about(if *fate == forty_four::Fate::Survived { "f44-fate-survived" } else { "f44-fate-replaced" }, *seat))
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

/// Every form the viewer may use now, one per kind of legal command (in the order the rules list
/// them): the game says what is legal, this only draws it.
fn actions(cx: &Cx, view: &View, state: &State, seat: SeatId) -> Vec<Markup> {
    let legal = FortyFour::legal_commands(state, seat);
    let reserve = state.reserve(Holder(seat)).to_vec();
    let of = |keep: fn(&Command) -> bool| legal.iter().filter(move |l| keep(&l.command)).collect::<Vec<_>>();
    let mut out = Vec::new();
    let forms: [(Kind, Former); 15] = [
        (|c| matches!(c, Command::SetSceneOrder { .. }), order_form),
        (|c| matches!(c, Command::ChooseOpponent { .. }), opponent_form),
        (|c| matches!(c, Command::AddDetail { .. }), detail_form),
        (is_gathering, gather_form),
        (|c| matches!(c, Command::AddPileDice { .. }), pile_form),
        (|c| matches!(c, Command::GiveReserveDice { .. }), give_form),
        (|c| matches!(c, Command::ImproveResult { .. }), improve_form),
        (|c| matches!(c, Command::OrderBondStress { .. }), bond_order_form),
        (|c| matches!(c, Command::BecomeOperative { .. }), operative_form),
        (|c| matches!(c, Command::AllocateStress { .. }), stress_form),
        (|c| matches!(c, Command::TakeReserve { .. }), take_form),
        (|c| matches!(c, Command::GrowConspiracy { .. }), grow_form),
        (|c| matches!(c, Command::GainPoint { .. }), gain_form),
        (|c| matches!(c, Command::ReserveToPile { .. }), to_pile_form),
        (|c| matches!(c, Command::Ready), ready_form),
    ];
    let f = Forms { cx, view, state, seat, reserve: &reserve };
    for (keep, form) in forms {
        let these = of(keep);
        if !these.is_empty() {
            out.push(form(&f, &these));
        }
    }
    let spend = of(|c| matches!(c, Command::SpendReserve { .. }));
    if !spend.is_empty() {
        out.push(spend_form(&f, &spend));
    }
    out
}

/// What every form reads besides its legal commands.
struct Forms<'a> {
    cx: &'a Cx<'a>,
    view: &'a View,
    state: &'a State,
    seat: SeatId,
    reserve: &'a [u32],
}

/// Draws the form of some legal commands of one kind.
type Former = fn(&Forms, &[&Legal<Command>]) -> Markup;

/// Whether a command is of the kind one form sends.
type Kind = fn(&Command) -> bool;

/// The values of an `OrderOf` or `SubsetOf` open field.
fn param_values(legal: &Legal<Command>, field: Field) -> Vec<u32> {
    match legal.param(field) {
        Some(Param::OrderOf { values } | Param::SubsetOf { values, .. }) => values.clone(),
        _ => Vec::new(),
    }
}

/// The most characters a text field of these commands takes.
fn max_chars(legal: &[&Legal<Command>]) -> u32 {
    legal
        .iter()
        .flat_map(|l| &l.open)
        .find_map(|o| match o.param {
            Param::Text { max_chars } => Some(max_chars),
            _ => None,
        })
        .unwrap_or(MAX_TEXT)
}

fn is_gathering(c: &Command) -> bool {
    matches!(
        c,
        Command::ChooseQuality { .. }
            | Command::Assist { .. }
            | Command::EnlistBond { .. }
            | Command::TriggerAnxiety { .. }
            | Command::ActivateAgent { .. }
            | Command::RevealSecret { .. }
            | Command::JoinOperative
    )
}

fn order_form(f: &Forms, legal: &[&Legal<Command>]) -> Markup {
    let all: Vec<SeatId> =
        param_values(legal[0], Field::Order).into_iter().map(|s| SeatId(s as u8)).collect();
    f.cx.form(
        "order",
        html! {
            p { (f.cx.t("f44-set-order-help")) }
            @for (i, s) in all.iter().enumerate() {
                (seat_select(f.cx, f.view, "order", &all, *s, &format!("{}.", i + 1)))
            }
            button type="submit" { (f.cx.t("f44-set-order")) }
        },
    )
}

fn opponent_form(f: &Forms, legal: &[&Legal<Command>]) -> Markup {
    f.cx.form(
        "opponent",
        html! {
            p { (f.cx.t("f44-choose-opponent")) }
            @for l in legal {
                @if let Command::ChooseOpponent { opponent } = &l.command { (command_button(&seat_label(f.view, f.cx, *opponent), &l.command)) " " }
            }
        },
    )
}

fn detail_form(f: &Forms, legal: &[&Legal<Command>]) -> Markup {
    let step = match f.view.phase {
        Phase::Framing { step } => u32::from(step),
        _ => 0,
    };
    f.cx.form(
        "detail",
        html! {
            label for="f44-detail" { (f.cx.lang().t_args("f44-add-detail", &[("n", (step + 1).into())])) }
            input #f44-detail name="text" required maxlength=(max_chars(legal)) placeholder=(f.cx.t("f44-detail-placeholder"));
            button type="submit" { (f.cx.t("f44-add")) }
        },
    )
}

/// The label of a gathering choice.
fn gather_label(f: &Forms, command: &Command) -> String {
    let lang = f.cx.lang();
    let me = f.state.character(f.seat);
    let rating = |q: Quality| me.map(|c| c.quality(q)).unwrap_or(0);
    match command {
        Command::ChooseQuality { quality } => {
            format!("{} (+{})", quality_name(lang, *quality), rating(*quality))
        }
        Command::Assist { quality } => {
            format!("{}: {} (+{})", f.cx.t("f44-assist-with"), quality_name(lang, *quality), rating(*quality))
        }
        Command::EnlistBond { bond } => {
            let b = me.and_then(|c| c.bond(*bond));
            let (name, rating) = b.map(|b| (b.name.as_str(), b.rating)).unwrap_or_default();
            format!("{}: {name} (+{rating})", f.cx.t("f44-enlist"))
        }
        Command::TriggerAnxiety { anxiety } => {
            let a = me.and_then(|c| c.anxiety(*anxiety));
            let (name, rating) = a.map(|a| (a.name.as_str(), a.rating)).unwrap_or_default();
            format!("{}: {name} (−{rating})", f.cx.t("f44-trigger"))
        }
        Command::ActivateAgent { agent } => {
            let rating = f.view.agents.iter().find(|a| a.id == *agent).map(|a| a.rating).unwrap_or(0);
            format!("{}: {} (+{rating})", f.cx.t("f44-activate"), agent_name(f.view, *agent))
        }
        Command::RevealSecret { secret } => {
            let x = f.view.secrets.iter().find(|x| x.id == *secret);
            let (text, rating) = x.map(|x| (x.text.as_str(), x.rating)).unwrap_or_default();
            format!("{}: {text} (−{rating})", f.cx.t("f44-reveal"))
        }
        _ => f.cx.t("f44-join-operative"),
    }
}

fn gather_form(f: &Forms, legal: &[&Legal<Command>]) -> Markup {
    f.cx.form(
        "gather",
        html! {
            p { (f.cx.t("f44-gather-help")) }
            div.f44-choices { @for l in legal { (command_button(&gather_label(f, &l.command), &l.command)) " " } }
        },
    )
}

/// The sides these commands go to.
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

fn sides(legal: &[&Legal<Command>]) -> Vec<Side> {
    legal
        .iter()
        .filter_map(|l| match &l.command {
            Command::AddPileDice { side, .. } | Command::GiveReserveDice { side, .. } => Some(*side),
            _ => None,
        })
        .collect()
}

fn pile_form(f: &Forms, legal: &[&Legal<Command>]) -> Markup {
    let (min, max) = match legal[0].param(Field::Count) {
        Some(Param::Number { min, max }) => (*min, *max),
        _ => (1, 1),
    };
    let conspirator = f.state.is_conspirator(f.seat);
    f.cx.form(
        "pile",
        html! {
            p { (f.cx.t(if conspirator { "f44-pile-menace-help" } else { "f44-pile-resistance-help" })) }
            (side_select(f.cx, &sides(legal)))
            label { (f.cx.t("f44-how-many")) " " input type="number" name="count" min=(min) max=(max) value=(min); }
            button type="submit" { (f.cx.t("f44-add-dice")) }
        },
    )
}

fn give_form(f: &Forms, legal: &[&Legal<Command>]) -> Markup {
    f.cx.form(
        "give",
        html! {
            p { (f.cx.t("f44-give-help")) }
            (side_select(f.cx, &sides(legal)))
            (reserve_boxes("die", &param_values(legal[0], Field::Dice)))
            button type="submit" { (f.cx.t("f44-give")) }
        },
    )
}

fn improve_form(f: &Forms, legal: &[&Legal<Command>]) -> Markup {
    let replaces: Vec<u32> = legal
        .iter()
        .filter_map(|l| match l.command {
            Command::ImproveResult { replace, .. } => replace,
            _ => None,
        })
        .collect();
    let boost_only = legal.iter().any(|l| matches!(l.command, Command::ImproveResult { replace: None, .. }));
    // The Reserve dice some listed improvement boosts with, each value as often as the one that
    // takes most of it: a die no improvement may boost with is not offered.
    let mut boostable: Vec<u32> = Vec::new();
    for l in legal {
        let mut values = param_values(l, Field::Boosts);
        if let (true, Command::ImproveResult { boosts, .. }) = (values.is_empty(), &l.command) {
            values.clone_from(boosts);
        }
        for v in &values {
            let wanted = values.iter().filter(|x| *x == v).count();
            if boostable.iter().filter(|x| *x == v).count() < wanted {
                boostable.push(*v);
            }
        }
    }
    boostable.sort_unstable();
    f.cx.form(
        "improve",
        html! {
            p { (f.cx.t("f44-improve-help")) }
            label { (f.cx.t("f44-replace-with")) " "
                select name="replace" {
                    @if boost_only { option value="" { (f.cx.t("f44-none")) } }
                    @for d in &replaces { option value=(d) { (die_glyph(*d)) " " (d) } }
                }
            }
            @if !boostable.is_empty() { p { (f.cx.t("f44-boost-with")) " " (reserve_boxes("boost", &boostable)) } }
            button type="submit" { (f.cx.t("f44-improve")) }
        },
    )
}

fn bond_order_form(f: &Forms, legal: &[&Legal<Command>]) -> Markup {
    let bonds = param_values(legal[0], Field::Bonds);
    let stress = match f.view.phase {
        Phase::Resolving { ref pending } => match pending.first() {
            Some(Pending::BondStress { stress, .. }) => *stress,
            _ => 0,
        },
        _ => 0,
    };
    let me = f.state.character(f.seat);
    let name = |id: u32| me.and_then(|m| m.bond(id)).map(|b| b.name.clone()).unwrap_or_default();
    f.cx.form(
        "bond-order",
        html! {
            p { (f.cx.lang().t_args("f44-bond-order-help", &[("stress", stress.into())])) }
            @for (i, b) in bonds.iter().enumerate() {
                label { (i + 1) ". "
                    select name="bond" { @for o in &bonds { option value=(o) selected[o == b] { (name(*o)) } } }
                }
            }
            button type="submit" { (f.cx.t("f44-confirm")) }
        },
    )
}

/// A `control:program` choice of the Operative's and the Stress forms.
fn split_select(f: &Forms, legal: &[&Legal<Command>]) -> Markup {
    let splits: Vec<(u32, u32)> = legal
        .iter()
        .filter_map(|l| match l.command {
            Command::BecomeOperative { control, program }
            | Command::AllocateStress { control, program, .. } => Some((control, program)),
            _ => None,
        })
        .collect();
    html! {
        label { (f.cx.t("f44-control")) " / " (f.cx.t("f44-program")) " "
            select name="split" {
                @for (c, p) in &splits { option value={ (c) ":" (p) } { (c) " / " (p) } }
            }
        }
    }
}

fn operative_form(f: &Forms, legal: &[&Legal<Command>]) -> Markup {
    let sum = f.state.character(f.seat).map(Character::quality_sum).unwrap_or(0);
    f.cx.form(
        "operative",
        html! {
            p { (f.cx.lang().t_args("f44-become-operative-help", &[("sum", sum.into())])) }
            (split_select(f, legal))
            button type="submit" { (f.cx.t("f44-confirm")) }
        },
    )
}

fn stress_form(f: &Forms, legal: &[&Legal<Command>]) -> Markup {
    let agents = param_values(legal[0], Field::Agents);
    let stress = match f.view.phase {
        Phase::Resolving { ref pending } => match pending.first() {
            Some(Pending::ConspiracyStress { stress, .. }) => *stress,
            _ => 0,
        },
        _ => 0,
    };
    f.cx.form(
        "stress",
        html! {
            p { (f.cx.lang().t_args("f44-allocate-help", &[("stress", stress.into())])) }
            @for (i, a) in agents.iter().enumerate() {
                label { (i + 1) ". "
                    select name="agent" { @for o in &agents { option value=(o) selected[o == a] { (agent_name(f.view, *o)) } } }
                }
            }
            p { (f.cx.t("f44-off-control")) ", " (f.cx.t("f44-off-program")) }
            (split_select(f, legal))
            button type="submit" { (f.cx.t("f44-confirm")) }
        },
    )
}

fn take_form(f: &Forms, legal: &[&Legal<Command>]) -> Markup {
    let removed = match f.view.phase {
        Phase::Resolving { ref pending } => match (pending.first(), f.state.conflict()) {
            (Some(Pending::Reserve { side, .. }), Some(c)) => c.removed[side.index()].clone(),
            _ => Vec::new(),
        },
        _ => Vec::new(),
    };
    let helpers: Vec<SeatId> = legal
        .iter()
        .map(|l| param_values(l, Field::Next))
        .find(|v| !v.is_empty())
        .unwrap_or_default()
        .into_iter()
        .map(|s| SeatId(s as u8))
        .collect();
    let limit = f.state.reserve_limit(Holder(f.seat));
    f.cx.form(
        "take",
        html! {
            p { (f.cx.lang().t_args("f44-take-help", &[("limit", limit.into())])) }
            p { (f.cx.t("f44-take")) " " @if removed.is_empty() { span.muted { "—" } } @else { (reserve_boxes("take", &removed)) } }
            @if !f.reserve.is_empty() { p { (f.cx.t("f44-discard")) " " (reserve_boxes("discard", f.reserve)) } }
            @if !helpers.is_empty() {
                p { (f.cx.t("f44-helpers-order")) }
                @for (i, h) in helpers.iter().enumerate() {
                    (seat_select(f.cx, f.view, "next", &helpers, *h, &format!("{}.", i + 1)))
                }
            }
            button type="submit" { (f.cx.t("f44-confirm")) }
        },
    )
}

/// A `kind:id` option of the gain, grow and spend forms.
fn conspiracy_option(f: &Forms, gain: &ConspiracyGain) -> (String, String) {
    match gain {
        ConspiracyGain::Control => ("control".into(), f.cx.t("f44-control")),
        ConspiracyGain::Program => ("program".into(), f.cx.t("f44-program")),
        ConspiracyGain::Agent { agent } => {
            let rating = f.view.agents.iter().find(|a| a.id == *agent).map(|a| a.rating).unwrap_or(0);
            (
                format!("agent:{agent}"),
                format!("{}: {} ({rating})", f.cx.t("f44-agent"), agent_name(f.view, *agent)),
            )
        }
        ConspiracyGain::NewAgent { .. } => ("new_agent".into(), f.cx.t("f44-new-agent")),
        ConspiracyGain::Secret { secret } => {
            let x = f.view.secrets.iter().find(|x| x.id == *secret);
            let (text, rating) = x.map(|x| (x.text.as_str(), x.rating)).unwrap_or_default();
            (format!("secret:{secret}"), format!("{}: {text} ({rating})", f.cx.t("f44-secret")))
        }
        ConspiracyGain::NewSecret { .. } => ("new_secret".into(), f.cx.t("f44-new-secret")),
    }
}

fn main_option(f: &Forms, gain: &MainGain) -> (String, String) {
    let me = f.state.character(f.seat);
    let rated = |r: Option<&forty_four::Rated>| r.map(|r| (r.name.clone(), r.rating)).unwrap_or_default();
    match gain {
        MainGain::Quality { quality } => (
            format!("quality:{}", quality_id(*quality)),
            format!(
                "{} ({})",
                quality_name(f.cx.lang(), *quality),
                me.map(|c| c.quality(*quality)).unwrap_or(0)
            ),
        ),
        MainGain::Bond { bond } => {
            let (name, rating) = rated(me.and_then(|c| c.bond(*bond)));
            (format!("bond:{bond}"), format!("{}: {name} ({rating})", f.cx.t("f44-bond")))
        }
        MainGain::NewBond { .. } => ("new_bond".into(), f.cx.t("f44-new-bond")),
        MainGain::Anxiety { anxiety } => {
            let (name, rating) = rated(me.and_then(|c| c.anxiety(*anxiety)));
            (format!("anxiety:{anxiety}"), format!("{}: {name} ({rating})", f.cx.t("f44-anxiety")))
        }
        MainGain::NewAnxiety { .. } => ("new_anxiety".into(), f.cx.t("f44-new-anxiety")),
    }
}

/// A form choosing what a point (or Reserve dice) improves, with a name field for a new one.
fn point_form(
    f: &Forms,
    form: &str,
    help: &str,
    field: &str,
    options: &[(String, String)],
    legal: &[&Legal<Command>],
) -> Markup {
    let new = options.iter().any(|(v, _)| v.starts_with("new_"));
    f.cx.form(
        form,
        html! {
            p { (f.cx.t(help)) }
            label { (f.cx.t("f44-point-to")) " "
                select name=(field) { @for (v, l) in options { option value=(v) { (l) } } }
            }
            @if new { label { (f.cx.t("f44-new-name")) " " input name="name" maxlength=(max_chars(legal)) placeholder=(f.cx.t("f44-new-name-help")); } }
            button type="submit" { (f.cx.t("f44-confirm")) }
        },
    )
}

fn grow_form(f: &Forms, legal: &[&Legal<Command>]) -> Markup {
    let options: Vec<(String, String)> = legal
        .iter()
        .filter_map(|l| match &l.command {
            Command::GrowConspiracy { gain } => Some(conspiracy_option(f, gain)),
            _ => None,
        })
        .collect();
    point_form(f, "grow", "f44-grow-help", "gain", &options, legal)
}

fn gain_form(f: &Forms, legal: &[&Legal<Command>]) -> Markup {
    let options: Vec<(String, String)> = legal
        .iter()
        .filter_map(|l| match &l.command {
            Command::GainPoint { gain } => Some(main_option(f, gain)),
            _ => None,
        })
        .collect();
    point_form(f, "gain", "f44-gain-help", "gain", &options, legal)
}

fn to_pile_form(f: &Forms, legal: &[&Legal<Command>]) -> Markup {
    let conspirator = f.state.is_conspirator(f.seat);
    f.cx.form(
        "to-pile",
        html! {
            p { (f.cx.t(if conspirator { "f44-to-menace-help" } else { "f44-to-resistance-help" })) }
            (reserve_boxes("die", &param_values(legal[0], Field::Dice)))
            button type="submit" { (f.cx.t("f44-to-pile")) }
        },
    )
}

fn ready_form(f: &Forms, _: &[&Legal<Command>]) -> Markup {
    let label = match f.view.phase {
        Phase::Preparing => "f44-ready-roll",
        Phase::Improving => "f44-ready-decide",
        _ => "f44-done",
    };
    f.cx.form("ready", command_button(&f.cx.t(label), &Command::Ready))
}

/// Uses 4 and 5 of the Reserve (p. 29): improve a rating, any time.
fn spend_form(f: &Forms, legal: &[&Legal<Command>]) -> Markup {
    let mut options: Vec<(String, String)> = Vec::new();
    for l in legal {
        let Command::SpendReserve { on, .. } = &l.command else { continue };
        let option = match on {
            ReserveTarget::Quality { quality } => main_option(f, &MainGain::Quality { quality: *quality }),
            ReserveTarget::Bond { bond } => main_option(f, &MainGain::Bond { bond: *bond }),
            ReserveTarget::NewBond { name } => main_option(f, &MainGain::NewBond { name: name.clone() }),
            ReserveTarget::Control => conspiracy_option(f, &ConspiracyGain::Control),
            ReserveTarget::Program => conspiracy_option(f, &ConspiracyGain::Program),
            ReserveTarget::Agent { agent } => conspiracy_option(f, &ConspiracyGain::Agent { agent: *agent }),
            ReserveTarget::NewAgent { name } => {
                conspiracy_option(f, &ConspiracyGain::NewAgent { name: name.clone() })
            }
        };
        if !options.contains(&option) {
            options.push(option);
        }
    }
    let new = options.iter().any(|(v, _)| v.starts_with("new_"));
    f.cx.form(
        "spend",
        html! {
            details.f44-spend {
                summary { (f.cx.t("f44-spend")) }
                p.muted { (f.cx.t("f44-spend-help")) }
                p { (reserve_boxes("die", f.reserve)) }
                label { (f.cx.t("f44-point-to")) " "
                    select name="on" { @for (v, l) in &options { option value=(v) { (l) } } }
                }
                @if new { label { (f.cx.t("f44-new-name")) " " input name="name" maxlength=(max_chars(legal)) placeholder=(f.cx.t("f44-new-name-help")); } }
                button type="submit" { (f.cx.t("f44-spend-button")) }
            }
        },
    )
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

/// Seats, in the order the form lists them.
fn seats(fields: &Fields, name: &str) -> Result<Vec<SeatId>, AppError> {
    numbers(fields, name)?
        .into_iter()
        .map(|n| u8::try_from(n).map(SeatId))
        .collect::<Result<_, _>>()
        .map_err(|_| bad("form.44.number", format!("{name} must name the table's seats")))
}

/// The `control:program` choice of the Operative's and the Stress forms.
fn split(fields: &Fields) -> Result<(u32, u32), AppError> {
    let raw = fields.get("split").unwrap_or("");
    raw.split_once(':').and_then(|(c, p)| Some((c.parse().ok()?, p.parse().ok()?))).ok_or_else(|| {
        bad("form.44.split", format!("choose how much goes to Control and to Program, not \"{raw}\""))
    })
}

fn side(fields: &Fields) -> Result<Side, AppError> {
    match fields.get("side") {
        Some("main") => Ok(Side::Main),
        Some("conspiracy") => Ok(Side::Conspiracy),
        _ => Err(bad("form.44.side", "choose a side: \"main\" or \"conspiracy\"")),
    }
}

fn name_field(fields: &Fields) -> Result<String, AppError> {
    fields
        .text("name")
        .map(str::to_owned)
        .ok_or_else(|| bad("form.44.name", "write the name of the new Bond, Anxiety, Agent or Secret"))
}

/// A `kind:id` choice of the gain and spend forms, before the form says which point it is.
fn target(fields: &Fields, field: &str) -> Result<Target, AppError> {
    let raw = fields.get(field).unwrap_or("");
    let (kind, id) = raw.split_once(':').unwrap_or((raw, ""));
    let not_one = || bad("form.44.target", format!("\"{raw}\" is not something you can improve"));
    let id_num = || -> Result<u32, AppError> { id.parse().map_err(|_| not_one()) };
    Ok(match kind {
        "control" => Target::Control,
        "program" => Target::Program,
        "quality" => Target::Quality(match id {
            "resolve" => Quality::Resolve,
            "contact" => Quality::Contact,
            "material" => Quality::Material,
            _ => return Err(bad("form.44.target", "the Quality is resolve, contact or material")),
        }),
        "bond" => Target::Bond(id_num()?),
        "anxiety" => Target::Anxiety(id_num()?),
        "agent" => Target::Agent(id_num()?),
        "secret" => Target::Secret(id_num()?),
        "new_bond" => Target::NewBond(name_field(fields)?),
        "new_anxiety" => Target::NewAnxiety(name_field(fields)?),
        "new_agent" => Target::NewAgent(name_field(fields)?),
        "new_secret" => Target::NewSecret(name_field(fields)?),
        _ => return Err(not_one()),
    })
}

/// What a gain or spend form's choice names: one of the points of [`MainGain`],
/// [`ConspiracyGain`] and [`ReserveTarget`] (each form takes the ones its command has).
enum Target {
    Control,
    Program,
    Quality(Quality),
    Bond(u32),
    Anxiety(u32),
    Agent(u32),
    Secret(u32),
    NewBond(String),
    NewAnxiety(String),
    NewAgent(String),
    NewSecret(String),
}

impl Target {
    fn not_here(&self) -> AppError {
        bad("form.44.target", "that is not something this form can improve")
    }

    /// A main character's point (p. 24).
    fn main_gain(self) -> Result<MainGain, AppError> {
        Ok(match self {
            Target::Quality(quality) => MainGain::Quality { quality },
            Target::Bond(bond) => MainGain::Bond { bond },
            Target::NewBond(name) => MainGain::NewBond { name },
            Target::Anxiety(anxiety) => MainGain::Anxiety { anxiety },
            Target::NewAnxiety(name) => MainGain::NewAnxiety { name },
            other => return Err(other.not_here()),
        })
    }

    /// The Director's or an Operative's point (p. 22, p. 24).
    fn conspiracy_gain(self) -> Result<ConspiracyGain, AppError> {
        Ok(match self {
            Target::Control => ConspiracyGain::Control,
            Target::Program => ConspiracyGain::Program,
            Target::Agent(agent) => ConspiracyGain::Agent { agent },
            Target::NewAgent(name) => ConspiracyGain::NewAgent { name },
            Target::Secret(secret) => ConspiracyGain::Secret { secret },
            Target::NewSecret(text) => ConspiracyGain::NewSecret { text },
            other => return Err(other.not_here()),
        })
    }

    /// What Reserve dice improve (uses 4 and 5, p. 29).
    fn reserve_target(self) -> Result<ReserveTarget, AppError> {
        Ok(match self {
            Target::Quality(quality) => ReserveTarget::Quality { quality },
            Target::Bond(bond) => ReserveTarget::Bond { bond },
            Target::NewBond(name) => ReserveTarget::NewBond { name },
            Target::Control => ReserveTarget::Control,
            Target::Program => ReserveTarget::Program,
            Target::Agent(agent) => ReserveTarget::Agent { agent },
            Target::NewAgent(name) => ReserveTarget::NewAgent { name },
            other => return Err(other.not_here()),
        })
    }
}

/// The command of an action form.
pub fn command(fields: &Fields, _now_ms: i64) -> Result<Command, AppError> {
    let form = fields.get("form").unwrap_or("");
    if let Some(command) = own::command(form, fields) {
        return command;
    }
    Ok(match form {
        "order" => Command::SetSceneOrder { order: seats(fields, "order")? },
        "detail" => Command::AddDetail { text: fields.get("text").unwrap_or("").trim().to_owned() },
        "pile" => Command::AddPileDice { side: side(fields)?, count: number(fields, "count")? },
        "give" => Command::GiveReserveDice { side: side(fields)?, dice: numbers(fields, "die")? },
        "improve" => Command::ImproveResult {
            replace: fields.text("replace").map(|_| number(fields, "replace")).transpose()?,
            boosts: numbers(fields, "boost")?,
        },
        "bond-order" => Command::OrderBondStress { bonds: numbers(fields, "bond")? },
        "stress" => {
            let (control, program) = split(fields)?;
            Command::AllocateStress { agents: numbers(fields, "agent")?, control, program }
        }
        "operative" => {
            let (control, program) = split(fields)?;
            Command::BecomeOperative { control, program }
        }
        "take" => Command::TakeReserve {
            take: numbers(fields, "take")?,
            discard: numbers(fields, "discard")?,
            next: seats(fields, "next")?,
        },
        "grow" => Command::GrowConspiracy { gain: target(fields, "gain")?.conspiracy_gain()? },
        "gain" => Command::GainPoint { gain: target(fields, "gain")?.main_gain()? },
        "spend" => Command::SpendReserve {
            dice: numbers(fields, "die")?,
            on: target(fields, "on")?.reserve_target()?,
        },
        "to-pile" => Command::ReserveToPile { dice: numbers(fields, "die")? },
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
            fields(&[("form", "stress"), ("agent", "0"), ("split", "1:0")]),
            fields(&[("form", "operative"), ("split", "4:2")]),
            fields(&[("form", "take"), ("take", "5"), ("next", "2")]),
            fields(&[("form", "gain"), ("gain", "new_bond"), ("name", "Alice")]),
            fields(&[("form", "grow"), ("gain", "new_secret"), ("name", "They read minds")]),
            fields(&[("form", "spend"), ("die", "6"), ("on", "quality:resolve")]),
            fields(&[("form", "to-pile"), ("die", "3")]),
            fields(&[("form", "notes"), ("text", "Alice knows")]),
            fields(&[("form", "edit"), ("name", "Arthur"), ("concept", "professor")]),
            fields(&[
                ("form", "create"),
                ("c0_name", "Ada"),
                ("c0_resolve", "2"),
                ("c0_bond0_name", "Bo"),
                ("c0_bond0_rating", "3"),
            ]),
        ];
        for f in cases {
            assert!(command(&f, 0).is_ok(), "{f:?}: {:?}", command(&f, 0));
        }
        let spend = fields(&[("form", "spend"), ("die", "6"), ("on", "quality:resolve")]);
        let on = ReserveTarget::Quality { quality: Quality::Resolve };
        assert_eq!(command(&spend, 0).unwrap(), Command::SpendReserve { dice: vec![6], on });
        let order = fields(&[("form", "order"), ("order", "2"), ("order", "1")]);
        assert_eq!(command(&order, 0).unwrap(), Command::SetSceneOrder { order: vec![SeatId(2), SeatId(1)] });
    }

    #[test]
    fn bad_fields_say_what_is_wrong() {
        let e = command(&fields(&[("form", "pile"), ("side", "up"), ("count", "1")]), 0).unwrap_err();
        assert_eq!(e.parts().1, "form.44.side");
        let e = command(&fields(&[("form", "gain"), ("gain", "new_bond")]), 0).unwrap_err();
        assert_eq!(e.parts().1, "form.44.name");
        let e = command(&fields(&[("form", "operative"), ("split", "4")]), 0).unwrap_err();
        assert_eq!(e.parts().1, "form.44.split");
        // A Director's point is not a main character's.
        let e = command(&fields(&[("form", "gain"), ("gain", "control")]), 0).unwrap_err();
        assert_eq!(e.parts().1, "form.44.target");
    }

    /// p. 19: ties go to the Director; 1 die against 1 die wins 15/36.
    #[test]
    fn odds_one_die_each_p19() {
        let m = odds(Lang::En, &fields(&[("main", "1"), ("con", "1")])).unwrap().into_string();
        assert!(m.contains("41.7"), "{m}");
    }
}
