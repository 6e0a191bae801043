//! Fragmentos's words: one sentence per event (already redacted for its reader: nothing is added)
//! and the help page mapping the rulebook to the screen.

use fragmentos::{CharacterId, CharacterKind, Characteristic, Danger, Event, Pool, QualityEffect, Reason};
use maud::{Markup, html};
use serde_json::Value;

use crate::i18n::{Arg, Lang};

fn who(lang: Lang, c: Option<CharacterId>) -> Arg {
    match c {
        Some(c) => lang.t_args("frag-char-n", &[("n", (c.0 + 1).into())]).into(),
        None => lang.t("frag-nobody").into(),
    }
}

fn characteristic(lang: Lang, c: Characteristic) -> Arg {
    lang.t(&format!("frag-word-characteristic-{}", c.name())).into()
}

fn danger(lang: Lang, d: Danger) -> Arg {
    lang.t(match d {
        Danger::Safe => "frag-word-danger-safe",
        Danger::Declared => "frag-word-danger-declared",
        Danger::Automatic => "frag-word-danger-automatic",
        Danger::Monster => "frag-word-danger-monster",
    })
    .into()
}

fn reason(lang: Lang, r: Reason) -> Arg {
    lang.t(match r {
        Reason::DangerDeclared => "frag-word-reason-danger-declared",
        Reason::Retry => "frag-word-reason-retry",
        Reason::Totals => "frag-word-reason-totals",
        Reason::Rest => "frag-word-reason-rest",
        Reason::Protection => "frag-word-reason-protection",
        Reason::Hurry => "frag-word-reason-hurry",
        Reason::Quality => "frag-word-reason-quality",
        Reason::CharacterLeft => "frag-word-reason-character-left",
        Reason::Award => "frag-word-reason-award",
    })
    .into()
}

fn kind(lang: Lang, k: CharacterKind) -> Arg {
    lang.t(match k {
        CharacterKind::Main => "frag-word-kind-main",
        CharacterKind::Secondary => "frag-word-kind-secondary",
        CharacterKind::Monster => "frag-word-kind-monster",
    })
    .into()
}

fn effect(lang: Lang, e: QualityEffect) -> Arg {
    lang.t(match e {
        QualityEffect::Reverse => "frag-word-effect-reverse",
        QualityEffect::Narrate => "frag-word-effect-narrate",
    })
    .into()
}

fn pool(lang: Lang, p: Option<Pool>) -> Arg {
    match p {
        Some(Pool::Threat) => lang.t("frag-word-pool-threat").into(),
        Some(Pool::Overcoming { character }) => {
            lang.t_args("frag-word-pool-overcoming", &[("who", who(lang, Some(character)))]).into()
        }
        None => lang.t("frag-word-pool-none").into(),
    }
}

fn yes(b: bool) -> Arg {
    (if b { "yes" } else { "no" }).into()
}

fn list(items: impl IntoIterator<Item = String>, sep: &str) -> Arg {
    items.into_iter().collect::<Vec<_>>().join(sep).into()
}

fn text_of(a: Arg) -> String {
    match a {
        Arg::Str(s) => s,
        Arg::Num(n) => n.to_string(),
    }
}

/// The message and its arguments for an event.
fn message(lang: Lang, e: Event) -> (&'static str, Vec<(&'static str, Arg)>) {
    let one = |c: CharacterId| who(lang, Some(c));
    match e {
        Event::StoryStarted { config } => (
            "frag-ev-story-started",
            vec![
                ("names", list(config.main_characters.into_iter().map(|c| c.name), ", ")),
                ("threat", config.initial_threat.into()),
            ],
        ),
        Event::SceneStarted { number, qualities } => (
            "frag-ev-scene-started",
            vec![
                ("number", number.into()),
                (
                    "qualities",
                    if qualities.is_empty() { "—".to_owned() } else { qualities.join(", ") }.into(),
                ),
            ],
        ),
        Event::SceneEnded { number } => ("frag-ev-scene-ended", vec![("number", number.into())]),
        Event::CharacterIntroduced { sheet, .. } => (
            "frag-ev-character-introduced",
            vec![("name", sheet.name.into()), ("kind", kind(lang, sheet.kind))],
        ),
        Event::QualityRevealed { character, quality, .. } => {
            ("frag-ev-quality-revealed", vec![("character", one(character)), ("text", quality.text.into())])
        }
        Event::PointMoved { from, to, reason: r } => (
            "frag-ev-point-moved",
            vec![("from", pool(lang, from)), ("to", pool(lang, to)), ("reason", reason(lang, r))],
        ),
        Event::ChallengeCalled { character, characteristic: c, difficulty, danger: d, .. } => (
            "frag-ev-challenge-called",
            vec![
                ("character", one(character)),
                ("characteristic", characteristic(lang, c)),
                ("danger", danger(lang, d)),
                ("difficulty", difficulty.map_or_else(|| lang.t("frag-difficulty-hidden").into(), Arg::from)),
            ],
        ),
        Event::ConflictCalled { sides, danger: d } => (
            "frag-ev-conflict-called",
            vec![
                (
                    "sides",
                    list(
                        sides.iter().map(|s| {
                            format!(
                                "{} ({})",
                                text_of(one(s.character)),
                                text_of(characteristic(lang, s.characteristic))
                            )
                        }),
                        " / ",
                    ),
                ),
                ("danger", danger(lang, d)),
            ],
        ),
        Event::Rolled { character, throw: t, .. } => (
            "frag-ev-rolled",
            vec![
                ("character", one(character)),
                ("faces", list(t.faces.iter().map(u32::to_string), " ")),
                ("value", t.value.into()),
                ("bonus", t.bonus.into()),
                ("total", t.total.into()),
                ("omens", t.omens.into()),
            ],
        ),
        Event::ThreatRose { omens, level } => {
            ("frag-ev-threat-rose", vec![("omens", omens.into()), ("level", level.into())])
        }
        Event::ChallengeResolved { difficulty, total, success } => (
            "frag-ev-challenge-resolved",
            vec![("difficulty", difficulty.into()), ("total", total.into()), ("success", yes(success))],
        ),
        Event::ConflictResolved { winner, .. } => {
            ("frag-ev-conflict-resolved", vec![("winner", who(lang, winner))])
        }
        Event::QualityActivated { effect: fx, note, exhausted, .. } => (
            "frag-ev-quality-activated",
            vec![("effect", effect(lang, fx)), ("note", note.into()), ("exhausted", yes(exhausted))],
        ),
        Event::OutcomeReversed { .. } => ("frag-ev-outcome-reversed", vec![]),
        Event::DamagePending { character, characteristic: c, amount } => (
            "frag-ev-damage-pending",
            vec![
                ("character", one(character)),
                ("characteristic", characteristic(lang, c)),
                ("amount", amount.into()),
            ],
        ),
        Event::DamageIgnored { character, .. } => {
            ("frag-ev-damage-ignored", vec![("character", one(character))])
        }
        Event::CharacteristicLost { character, characteristic: c, amount, current } => (
            "frag-ev-characteristic-lost",
            vec![
                ("character", one(character)),
                ("characteristic", characteristic(lang, c)),
                ("amount", amount.into()),
                ("current", current.into()),
            ],
        ),
        Event::Incapacitated { character, meaning } => {
            ("frag-ev-incapacitated", vec![("character", one(character)), ("meaning", meaning.into())])
        }
        Event::LeftTheStory { character } => ("frag-ev-left-the-story", vec![("character", one(character))]),
        Event::RollClosed { .. } => ("frag-ev-roll-closed", vec![]),
        Event::TotalsUsed { character } => ("frag-ev-totals-used", vec![("character", one(character))]),
        Event::Rested { character, .. } => ("frag-ev-rested", vec![("character", one(character))]),
        Event::RoundStarted { characters } => (
            "frag-ev-round-started",
            vec![("characters", list(characters.into_iter().map(|c| text_of(one(c))), ", "))],
        ),
        Event::Acted { character, .. } => ("frag-ev-acted", vec![("character", one(character))]),
        Event::RoundEnded => ("frag-ev-round-ended", vec![]),
        Event::StoryEnded { reason } => ("frag-ev-story-ended", vec![("reason", reason.into())]),
    }
}

/// An event's system post, in the reader's language; the event is already redacted for the reader.
/// (Its events name characters, never seats: `_names` is not needed.)
pub fn event_text(lang: Lang, _names: &server::names::Names, event: &Value) -> Option<Markup> {
    let e: Event = serde_json::from_value(event.clone()).ok()?;
    let (id, args) = message(lang, e);
    let text = lang.t_args(id, &args);
    (text != id).then(|| html! { p.frag-event { (text) } })
}

/// The help page.
pub fn help(lang: Lang) -> Markup {
    let rows = [
        "setup",
        "scene",
        "challenge",
        "odds",
        "omens",
        "danger",
        "damage",
        "protection",
        "conflict",
        "qualities",
        "points",
        "order",
        "secrets",
    ];
    html! {
        div.help.frag-help {
            p { (lang.t("frag-help-intro")) }
            table {
                thead { tr { th { (lang.t("frag-help-rule")) } th { (lang.t("frag-help-section")) } th { (lang.t("frag-help-where")) } } }
                tbody {
                    @for key in rows {
                        tr {
                            th scope="row" { (lang.t(&format!("frag-help-{key}"))) }
                            td { (lang.t(&format!("frag-help-{key}-section"))) }
                            td { (lang.t(&format!("frag-help-{key}-where"))) }
                        }
                    }
                }
            }
            p.muted { (lang.t("frag-help-rulings")) }
        }
    }
}

/// What a Fragmentos roll was for: the `nth` throw of the command (one per `Rolled` event, a tie's
/// re-rolls included) — whose character, in which challenge (its characteristic) or conflict, and
/// how it reads (the highest die and its matches, the trait's bonus, the omens). Who plays the
/// character is not said here: the dice pages name the seat whose command threw it.
pub fn roll_words(
    lang: Lang,
    _names: &server::names::Names,
    before: &[Value],
    thrown: &[Value],
    nth: usize,
) -> Option<crate::screens::RollWords> {
    let parse = |v: &Value| serde_json::from_value::<Event>(v.clone()).ok();
    let at = thrown
        .iter()
        .enumerate()
        .filter(|(_, v)| v.get("type").and_then(Value::as_str) == Some("rolled"))
        .nth(nth)?
        .0;
    let Some(Event::Rolled { character, throw: t, reroll }) = parse(&thrown[at]) else { return None };
    // What was called last, before this throw.
    let called = before.iter().chain(&thrown[..at]).rev().filter_map(parse).find_map(|e| match e {
        Event::ChallengeCalled { characteristic: c, .. } => Some(Some(c)),
        Event::ConflictCalled { sides, .. } => {
            Some(sides.iter().find(|s| s.character == character).map(|s| s.characteristic))
        }
        _ => None,
    });
    let challenge = before.iter().chain(&thrown[..at]).rev().filter_map(parse).find_map(|e| match e {
        Event::ChallengeCalled { .. } => Some(true),
        Event::ConflictCalled { .. } => Some(false),
        _ => None,
    });
    let mut args = vec![("character", who(lang, Some(character)))];
    if let Some(Some(c)) = called {
        args.push(("characteristic", characteristic(lang, c)));
    }
    let id = match (challenge, called.flatten()) {
        (Some(true), Some(_)) => "frag-roll-challenge",
        (Some(false), Some(_)) => "frag-roll-conflict",
        _ => "frag-roll-throw",
    };
    let mut what = lang.t_args(id, &args);
    if reroll > 0 {
        what = lang.t_args("frag-roll-reroll", &[("what", what.into()), ("n", reroll.into())]);
    }
    let reading = lang.t_args(
        "frag-roll-reading",
        &[
            ("value", t.value.into()),
            ("bonus", t.bonus.into()),
            ("total", t.total.into()),
            ("omens", t.omens.into()),
        ],
    );
    Some(crate::screens::RollWords { who: None, what, reading: Some(reading), step: None })
}
