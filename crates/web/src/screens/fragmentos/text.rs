//! Fragmentos's words: one sentence per event (already redacted for its reader: nothing is added)
//! and the help page mapping the rulebook to the screen.

use fragmentos::{
    CharacterId, CharacterKind, Characteristic, Danger, Event, Part, Pool, QualityEffect, Reason,
};
use maud::{Markup, html};

use crate::i18n::{Arg, Lang};
use engine::SeatId;
use server::names::Names;

/// The seat that plays main character `c`: seat `c + 1` (`fragmentos` crate docs), which only
/// main characters have (the Director plays the others).
fn player_of(names: &Names, c: CharacterId) -> Option<SeatId> {
    let seat = SeatId(u8::try_from(c.0 + 1).ok()?);
    names.get(seat).filter(|n| n.role == engine::SeatRole::Player).map(|n| n.seat)
}

/// A character as people know it: a main character by its name (the game's name for its seat),
/// another by the name it entered the story with where the caller knows it (`cast`), else
/// "character N".
fn character_name(lang: Lang, names: &Names, cast: &[(CharacterId, String)], c: CharacterId) -> String {
    if let Some(n) = player_of(names, c).and_then(|seat| names.get(seat)) {
        return n.role_name.clone();
    }
    match cast.iter().find(|(id, _)| *id == c) {
        Some((_, name)) => name.clone(),
        None => lang.t_args("frag-char-n", &[("n", (c.0 + 1).into())]),
    }
}

fn who(lang: Lang, names: &Names, cast: &Cast, c: Option<CharacterId>) -> Arg {
    match c {
        Some(c) => character_name(lang, names, &cast.0, c).into(),
        None => lang.t("frag-nobody").into(),
    }
}

/// The names of the characters a reader has seen enter the story, from the log as redacted for
/// that reader: the set-up's characters (main ones first, then the Director's in play from the
/// start, `State`'s ids) and each one brought in later ("Personajes secundarios" and "Monstruos"
/// enter when the Director brings them in). A prepared character the Director has not brought in
/// is in no reader's log but the Director's set-up (`redact` clears `Config::offstage` for
/// players, and its id is only given when it enters), so a player's cast never holds its name.
#[derive(Clone, Debug, Default)]
pub struct Cast(Vec<(CharacterId, String)>);

impl Cast {
    /// Learns the names an event (redacted for the reader) makes known.
    pub fn learn(&mut self, event: &Event) {
        match event {
            Event::StoryStarted { config } => {
                let sheets = config.main_characters.iter().chain(&config.others);
                self.0 = sheets.enumerate().map(|(i, s)| (CharacterId(i as u16), s.name.clone())).collect();
            }
            Event::CharacterIntroduced { character, sheet, .. } => {
                self.0.retain(|(id, _)| id != character);
                self.0.push((*character, sheet.name.clone()));
            }
            _ => {}
        }
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

/// The gender of the words about a seat's holder (`$gender`): the one they chose, else `neutral`.
fn gender_of(names: &Names, seat: SeatId) -> Arg {
    super::super::gender_arg(names.get(seat).and_then(|n| n.gender))
}

/// The gender of the words about character `c`: a main character's is its player's choice; the
/// Director's characters have none (`neutral`).
fn character_gender(names: &Names, c: CharacterId) -> Arg {
    match player_of(names, c) {
        Some(seat) => gender_of(names, seat),
        None => super::super::gender_arg(None),
    }
}

/// Why a point moved; the Director's award names them in the gender they chose ("de la
/// directora").
fn reason(lang: Lang, names: &Names, r: Reason) -> Arg {
    let id = match r {
        Reason::DangerDeclared => "frag-word-reason-danger-declared",
        Reason::Retry => "frag-word-reason-retry",
        Reason::Totals => "frag-word-reason-totals",
        Reason::Rest => "frag-word-reason-rest",
        Reason::Protection => "frag-word-reason-protection",
        Reason::Hurry => "frag-word-reason-hurry",
        Reason::Quality => "frag-word-reason-quality",
        Reason::CharacterLeft => "frag-word-reason-character-left",
        Reason::Award => "frag-word-reason-award",
    };
    lang.t_args(id, &[("gender", gender_of(names, SeatId(0)))]).into()
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

fn pool(lang: Lang, names: &Names, cast: &Cast, p: Option<Pool>) -> Arg {
    match p {
        Some(Pool::Threat) => lang.t("frag-word-pool-threat").into(),
        Some(Pool::Overcoming { character }) => lang
            .t_args("frag-word-pool-overcoming", &[("who", who(lang, names, cast, Some(character)))])
            .into(),
        // Only said where a point comes or goes (`frag-ev-point-lost`, `-new` say neither).
        None => "—".into(),
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
fn message(lang: Lang, names: &Names, cast: &Cast, e: Event) -> Option<Message> {
    match e.part() {
        Part::Creation => creation_message(lang, names, cast, e),
        Part::Story => story_message(lang, names, cast, e),
        Part::Roll => roll_message(lang, names, cast, e),
        Part::Round => round_message(lang, names, cast, e),
    }
}

/// A line's message id and its arguments.
type Message = (&'static str, Vec<(&'static str, Arg)>);

/// Making the characters ("Creación de personajes"): proposed, approved or returned, notes and names.
fn creation_message(lang: Lang, names: &Names, cast: &Cast, e: Event) -> Option<Message> {
    let one = |c: CharacterId| who(lang, names, cast, Some(c));
    // A player's seat by the name its holder chose, else its part ("Character 2").
    let seat_name = |seat: engine::SeatId| -> Arg {
        names
            .get(seat)
            .and_then(|n| n.display.clone())
            .unwrap_or_else(|| lang.t_args("seat-character", &[("n", (seat.0 as u32).into())]))
            .into()
    };
    Some(match e {
        Event::CreationOpened { config } => (
            "frag-ev-creation-opened",
            vec![
                ("players", (config.players as u32).into()),
                ("premade", (config.main_characters.len() as u32).into()),
                ("gender", gender_of(names, SeatId(0))),
            ],
        ),
        Event::CharacterProposed { seat, sheet, premade } => (
            "frag-ev-character-proposed",
            vec![
                ("seat", seat_name(seat)),
                ("name", sheet.name.into()),
                ("premade", (if premade.is_some() { "yes" } else { "no" }).into()),
            ],
        ),
        // The Director accepts or returns it, in the words of their gender ("La directora").
        Event::CharacterApproved { seat } => (
            "frag-ev-character-approved",
            vec![("seat", seat_name(seat)), ("gender", gender_of(names, SeatId(0)))],
        ),
        Event::CharacterReturned { seat, reason } => (
            "frag-ev-character-returned",
            vec![
                ("seat", seat_name(seat)),
                ("gender", gender_of(names, SeatId(0))),
                ("reason", if reason.is_empty() { "—".to_owned() } else { reason }.into()),
            ],
        ),
        // Only the notes' readers receive this event (the player, the Director if the table says so).
        Event::NotesWritten { seat, .. } => ("frag-ev-notes-written", vec![("seat", seat_name(seat))]),
        Event::CharacterRenamed { character, name } => {
            ("frag-ev-character-renamed", vec![("character", one(character)), ("name", name.into())])
        }
        // `message` routes the other parts' events elsewhere.
        _ => return None,
    })
}

/// The story and its scenes ("Escenas"): started and ended, characters brought in, qualities revealed, points moved.
fn story_message(lang: Lang, names: &Names, cast: &Cast, e: Event) -> Option<Message> {
    let one = |c: CharacterId| who(lang, names, cast, Some(c));
    Some(match e {
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
        Event::QualityRevealed { character, quality, .. } => (
            "frag-ev-quality-revealed",
            vec![("character", one(character)), ("text", Arg::sentence(&quality.text))],
        ),
        // A point spent with nowhere to go is lost ("el punto de amenaza se pierde"); a point
        // from nowhere is new (a character left the story, the Director's award).
        Event::PointMoved { from, to, reason: r } => {
            let id = match (from, to) {
                (Some(_), Some(_)) => "frag-ev-point-moved",
                (Some(_), None) => "frag-ev-point-lost",
                (None, _) => "frag-ev-point-new",
            };
            (
                id,
                vec![
                    ("from", pool(lang, names, cast, from)),
                    ("to", pool(lang, names, cast, to)),
                    ("reason", reason(lang, names, r)),
                ],
            )
        }
        // `message` routes the other parts' events elsewhere.
        _ => return None,
    })
}

/// A challenge or a conflict and its roll ("Retos", "Conflictos"): the call, the throws, the outcome, qualities activated, damage.
fn roll_message(lang: Lang, names: &Names, cast: &Cast, e: Event) -> Option<Message> {
    let one = |c: CharacterId| who(lang, names, cast, Some(c));
    Some(match e {
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
                ("faces", list(t.faces.iter().map(u32::to_string), ", ")),
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
            ("frag-ev-conflict-resolved", vec![("winner", who(lang, names, cast, winner))])
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
            let gender = character_gender(names, character);
            (
                "frag-ev-incapacitated",
                vec![("character", one(character)), ("gender", gender), ("meaning", Arg::sentence(&meaning))],
            )
        }
        Event::LeftTheStory { character } => ("frag-ev-left-the-story", vec![("character", one(character))]),
        Event::RollClosed { .. } => ("frag-ev-roll-closed", vec![]),
        // `message` routes the other parts' events elsewhere.
        _ => return None,
    })
}

/// The order of action ("Orden de actuación"), resting and the end of the story.
fn round_message(lang: Lang, names: &Names, cast: &Cast, e: Event) -> Option<Message> {
    let one = |c: CharacterId| who(lang, names, cast, Some(c));
    Some(match e {
        Event::TotalsUsed { character } => ("frag-ev-totals-used", vec![("character", one(character))]),
        Event::Rested { character, .. } => ("frag-ev-rested", vec![("character", one(character))]),
        Event::RoundStarted { characters } => (
            "frag-ev-round-started",
            vec![("characters", list(characters.into_iter().map(|c| text_of(one(c))), ", "))],
        ),
        Event::Acted { character, .. } => ("frag-ev-acted", vec![("character", one(character))]),
        Event::RoundEnded => ("frag-ev-round-ended", vec![]),
        // The rules' reason is English text for programs: the words are the message's.
        Event::StoryEnded { reason } => {
            let why = match reason.as_str() {
                "the director ended the story" => "director",
                "every main character is out of the story" => "out",
                _ => "other",
            };
            ("frag-ev-story-ended", vec![("reason", why.into())])
        }
        // `message` routes the other parts' events elsewhere.
        _ => return None,
    })
}

/// An event's system post, in the reader's language, where the line alone is all there is; the
/// event is already redacted for the reader. A main character is named by its seat's name
/// (`names`), the Director's by "character N": without the story before it, a line does not know
/// the name a character entered with (the story uses [`event_text_in`]); creation events name seats.
pub fn event_text(lang: Lang, names: &Names, event: &Event) -> Option<Markup> {
    event_text_in(lang, names, &Cast::default(), event)
}

/// An event's system post, its characters named as the reader knows them: a main character by its
/// seat's name, the Director's by the name it entered the story with (`cast`, learnt from the
/// reader's own redacted log before this event), else "character N".
pub fn event_text_in(lang: Lang, names: &Names, cast: &Cast, event: &Event) -> Option<Markup> {
    let (id, args) = message(lang, names, cast, event.clone())?;
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
/// re-rolls included). Who threw it for the rules: a main character's player, else the Director
/// (who plays every other character; `fragmentos` crate docs). What for: the challenge ("Retos",
/// its characteristic and whether it is dangerous, "Retos peligrosos") or the conflict
/// ("Conflictos": against whom, with what) called last; the character is named where the thrower
/// is not its player. The step: the scene ("Escenas"). How it reads: the highest die and its
/// matches, the trait's bonus and the omens ("Presagios").
pub fn roll_words(
    lang: Lang,
    names: &Names,
    before: &[&Event],
    thrown: &[&Event],
    nth: usize,
) -> Option<crate::screens::RollWords> {
    let at = thrown.iter().enumerate().filter(|(_, e)| matches!(e, Event::Rolled { .. })).nth(nth)?.0;
    let Event::Rolled { character, throw: t, reroll } = thrown[at] else { return None };
    let (character, reroll) = (*character, *reroll);
    let earlier: Vec<&Event> = before.iter().chain(&thrown[..at]).copied().collect();
    // The names the Director's characters entered the story with (public once they entered): at
    // the set-up, after the main characters (`State`'s ids), or later.
    let mut cast = Cast::default();
    earlier.iter().for_each(|e| cast.learn(e));
    let name = |c: CharacterId| character_name(lang, names, &cast.0, c);
    let thrower = player_of(names, character).unwrap_or(SeatId(0));
    // The character is named unless its player threw and goes by its name.
    let own = player_of(names, character).is_some() && names.short(thrower) == name(character);
    let scene = earlier.iter().rev().find_map(|e| match e {
        Event::SceneStarted { number, .. } => Some(*number),
        _ => None,
    });
    let step = scene.map(|n| lang.t_args("frag-roll-step", &[("n", n.into())]));
    // What was called last, before this throw.
    let called = earlier
        .iter()
        .rev()
        .find(|e| matches!(e, Event::ChallengeCalled { .. } | Event::ConflictCalled { .. }));
    let mut args: Vec<(&str, Arg)> = vec![("character", name(character).into())];
    let base = match called {
        Some(Event::ChallengeCalled { characteristic: c, danger: d, .. }) => {
            args.push(("characteristic", characteristic(lang, *c)));
            args.push(("danger", danger(lang, *d)));
            "frag-roll-challenge"
        }
        Some(Event::ConflictCalled { sides, danger: d }) => {
            match (
                sides.iter().find(|s| s.character == character),
                sides.iter().find(|s| s.character != character),
            ) {
                (Some(mine), Some(other)) => {
                    args.push(("characteristic", characteristic(lang, mine.characteristic)));
                    args.push(("opponent", name(other.character).into()));
                    args.push(("danger", danger(lang, *d)));
                    "frag-roll-conflict"
                }
                _ => "frag-roll-throw",
            }
        }
        _ => "frag-roll-throw",
    };
    let id = if own { base.to_owned() } else { format!("{base}-of") };
    let mut what = lang.t_args(&id, &args);
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
    Some(crate::screens::RollWords { who: Some(thrower), what, reading: Some(reading), step })
}
