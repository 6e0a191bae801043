//! 44's words: one sentence per event (the event is already redacted for its reader; nothing else
//! is added) and the help page mapping the rulebook to the screen.

use forty_four::{Event, Fate, Phase, Pile, PileReason, Quality, Rating, SeatRoll, Side};
use maud::{Markup, html};

use server::names::Names;

use crate::i18n::{Arg, Lang};

/// A seat in words as a sentence names it: the name its holder chose, else its main character's
/// name, else its part with its article ("la Directora", "the Director"; "seat 2" only where the
/// table's names are not known).
fn seat_text(lang: Lang, names: &Names, seat: engine::SeatId) -> String {
    if let Some(n) = names.get(seat) {
        if let Some(name) = &n.display {
            return name.clone();
        }
        // A character's part in the reader's words, once the table's names are put in the
        // reader's words (`names_in`).
        if seat.0 != 0 && !n.role_name.is_empty() {
            return n.role_name.clone();
        }
    }
    let gender = super::super::gender_arg(names.get(seat).and_then(|n| n.gender));
    match seat.0 {
        // The Director's part in a sentence, with its article, in the holder's gender ("la
        // Directora").
        0 => lang.t_args("f44-director-seat", &[("gender", gender)]),
        n => lang.t_args("f44-seat-n", &[("n", n.into())]),
    }
}

/// Whether `seat` is named as the Director's part (no name chosen): its holder's gender
/// (`feminine`, `masculine`, `neutral`), which a message needs to contract "de" with the
/// article ("del Director", "de la Directora"); `none` for any other seat.
fn director_arg(names: &Names, seat: engine::SeatId) -> Arg {
    let named = names.get(seat).is_some_and(|n| n.display.is_some());
    match seat.0 {
        0 if !named => super::super::gender_arg(names.get(seat).and_then(|n| n.gender)),
        _ => "none".into(),
    }
}

/// The gender the holder of `seat` chose, as the messages' `$gender` (the words about them and
/// their character agree with it: "reemplazada"; `neutral` when none).
fn gender_of(names: &Names, seat: engine::SeatId) -> Arg {
    super::super::gender_arg(names.get(seat).and_then(|n| n.gender))
}

fn seats_text(lang: Lang, names: &Names, seats: &[engine::SeatId]) -> String {
    seats.iter().map(|&s| seat_text(lang, names, s)).collect::<Vec<_>>().join(", ")
}

fn dice_text(faces: &[u32]) -> String {
    if faces.is_empty() {
        "—".to_owned()
    } else {
        faces.iter().map(u32::to_string).collect::<Vec<_>>().join(" ")
    }
}

/// A Quality as a Fluent selector key (`resolve`, `contact`, `material`).
fn quality_key(q: Quality) -> &'static str {
    match q {
        Quality::Resolve => "resolve",
        Quality::Contact => "contact",
        Quality::Material => "material",
    }
}

fn quality(lang: Lang, q: Quality) -> String {
    lang.t(match q {
        Quality::Resolve => "f44-word-quality-resolve",
        Quality::Contact => "f44-word-quality-contact",
        Quality::Material => "f44-word-quality-material",
    })
}

/// A side as a Fluent selector key: the messages pick the words (and their contraction, "del
/// bando principal") themselves.
fn side_key(s: Side) -> &'static str {
    match s {
        Side::Main => "main",
        Side::Conspiracy => "conspiracy",
    }
}

fn winner(lang: Lang, s: Side) -> String {
    lang.t(match s {
        Side::Main => "f44-word-winner-main",
        Side::Conspiracy => "f44-word-winner-conspiracy",
    })
}

fn pile(lang: Lang, p: Pile) -> String {
    lang.t(match p {
        Pile::Resistance => "f44-word-pile-resistance",
        Pile::Menace => "f44-word-pile-menace",
    })
}

fn reason(lang: Lang, r: PileReason) -> String {
    lang.t(match r {
        PileReason::SetUp => "f44-word-reason-set-up",
        PileReason::UsedInConflict => "f44-word-reason-used-in-conflict",
        PileReason::ConflictWon => "f44-word-reason-conflict-won",
        PileReason::Stress => "f44-word-reason-stress",
        PileReason::StressOverflow => "f44-word-reason-stress-overflow",
        PileReason::Reserve => "f44-word-reason-reserve",
        PileReason::EndRoll => "f44-word-reason-end-roll",
        PileReason::EndRollWon => "f44-word-reason-end-roll-won",
    })
}

fn rating(lang: Lang, r: Rating) -> String {
    lang.t(match r {
        Rating::Control => "f44-word-rating-control",
        Rating::Program => "f44-word-rating-program",
    })
}

fn fate(lang: Lang, f: Fate, gender: Arg) -> String {
    let id = match f {
        Fate::Survived => "f44-word-fate-survived",
        Fate::Replaced => "f44-word-fate-replaced",
    };
    lang.t_args(id, &[("gender", gender)])
}

fn phase(lang: Lang, p: &Phase) -> String {
    lang.t(match p {
        Phase::NotStarted => "f44-word-phase-not-started",
        Phase::Creating => "f44-word-phase-creating",
        Phase::ChoosingOrder { .. } => "f44-word-phase-choosing-order",
        Phase::ChoosingOpponent => "f44-word-phase-choosing-opponent",
        Phase::Framing { .. } => "f44-word-phase-framing",
        Phase::Preparing => "f44-word-phase-preparing",
        Phase::Improving => "f44-word-phase-improving",
        Phase::Resolving { .. } => "f44-word-phase-resolving",
        Phase::EndPreparing => "f44-word-phase-end-preparing",
        Phase::EndImproving => "f44-word-phase-end-improving",
        Phase::Gains { .. } => "f44-word-phase-gains",
        Phase::Epilogue => "f44-word-phase-epilogue",
        Phase::Over => "f44-word-phase-over",
    })
}

fn yes_no(b: bool) -> Arg {
    (if b { "yes" } else { "no" }).into()
}

/// The order roll's rounds: `seat: face` of each roll, rounds (re-rolls of a tie) apart.
fn rounds_text(lang: Lang, names: &Names, rounds: &[Vec<SeatRoll>]) -> String {
    rounds
        .iter()
        .map(|round| {
            round
                .iter()
                .map(|r| format!("{}: {}", seat_text(lang, names, r.seat), r.face))
                .collect::<Vec<_>>()
                .join(", ")
        })
        .collect::<Vec<_>>()
        .join(" / ")
}

/// What a roll of 44 was for: the `nth` roll of the command whose events (redacted for the
/// reader) are `thrown`, after the log `before`. The conflict throws the main side's dice, then
/// Section 44's (p. 18); the order roll throws one die per contender a round (p. 13); the end of a
/// turn throws the Resistance dice, then the Menace dice.
pub fn roll_words(
    lang: Lang,
    names: &Names,
    before: &[&Event],
    thrown: &[&Event],
    nth: usize,
) -> Option<super::super::RollWords> {
    let events: Vec<&Event> = before.iter().chain(thrown).copied().collect();
    let countdown = events.iter().rev().find_map(|e| match e {
        Event::OrderRolled { countdown, .. } => Some(*countdown),
        _ => None,
    });
    let step = countdown.map(|c| lang.t_args("f44-roll-step", &[("countdown", c.into())]));
    let reading = |r: &dice::HighestRoll| match r.removed.is_empty() {
        true => lang.t_args(
            "f44-roll-reading-kept",
            &[("kept", dice_text(&r.kept).into()), ("value", r.value.into())],
        ),
        false => lang.t_args(
            "f44-roll-reading",
            &[
                ("kept", dice_text(&r.kept).into()),
                ("removed", dice_text(&r.removed).into()),
                ("value", r.value.into()),
            ],
        ),
    };
    // A seat as the roll's words name it: the name its holder chose, the Director, else the
    // character's name (never "seat 1").
    let named = |seat: engine::SeatId| match names.get(seat).and_then(|n| n.display.clone()) {
        Some(name) => name,
        // A label beside the roll: the bare part ("Directora").
        None if seat.0 == 0 => lang.t_args("seat-director", &[("gender", gender_of(names, seat))]),
        None => names.short(seat),
    };
    let words = |who, what, reading| Some(super::super::RollWords { who, what, reading, step: step.clone() });
    let rolled = thrown.iter().find(|e| {
        matches!(e, Event::ConflictRolled { .. } | Event::OrderRolled { .. } | Event::EndRolled { .. })
    })?;
    match rolled {
        Event::ConflictRolled { main, conspiracy } => {
            let (in_conflict, against) = events.iter().rev().find_map(|e| match e {
                Event::ConflictBegan { main, conspirator, .. } => Some((*main, *conspirator)),
                _ => None,
            })?;
            // The Agents activated in this conflict are whom the main character faces ("Activate
            // Agents", in the conflict).
            let began = events.iter().rposition(|e| matches!(e, Event::ConflictBegan { .. })).unwrap_or(0);
            let agents: Vec<&str> = events[began..]
                .iter()
                .filter_map(|e| match e {
                    Event::AgentActivated { name, .. } => Some(name.as_str()),
                    _ => None,
                })
                .collect();
            let chosen = events.iter().rev().find_map(|e| match e {
                Event::QualityChosen { seat, quality: q, .. } if *seat == in_conflict => Some(*q),
                _ => None,
            });
            // A side with no dice threw nothing (no roll was recorded for it): the command's
            // rolls are the sides that threw, in order.
            let main_words = || {
                let opponent = if agents.is_empty() { named(against) } else { agents.join(", ") };
                let what = match chosen {
                    Some(q) => lang.t_args(
                        "f44-roll-conflict-main",
                        &[("opponent", opponent.into()), ("quality", quality(lang, q).into())],
                    ),
                    None => lang.t_args("f44-roll-conflict-main-plain", &[("opponent", opponent.into())]),
                };
                words(Some(in_conflict), what, Some(reading(&main.roll)))
            };
            let conspiracy_words = || {
                let what =
                    lang.t_args("f44-roll-conflict-conspiracy", &[("main", named(in_conflict).into())]);
                words(Some(against), what, Some(reading(&conspiracy.roll)))
            };
            let sides: Vec<&dyn Fn() -> Option<super::super::RollWords>> = [
                (!main.roll.faces.is_empty()).then_some(&main_words as &dyn Fn() -> _),
                (!conspiracy.roll.faces.is_empty()).then_some(&conspiracy_words as &dyn Fn() -> _),
            ]
            .into_iter()
            .flatten()
            .collect();
            sides.get(nth).and_then(|side| side())
        }
        Event::OrderRolled { rounds, .. } => {
            let round = rounds.get(nth)?;
            let what = match nth {
                0 => lang.t("f44-roll-order"),
                n => lang.t_args("f44-roll-order-round", &[("round", (n as u64 + 1).into())]),
            };
            let faces: Vec<String> = round.iter().map(|r| format!("{}: {}", named(r.seat), r.face)).collect();
            words(None, what, Some(faces.join(", ")))
        }
        Event::EndRolled { resistance, menace } => {
            // As in the conflict, a pile with no dice threw nothing.
            // Menace dice are the Section 44's, the Director's (p. 8), whoever's move threw them;
            // Resistance dice are every main character's.
            let piles: Vec<(&str, &dice::HighestRoll, Option<engine::SeatId>)> = [
                ("f44-roll-resistance", resistance, None),
                ("f44-roll-menace", menace, Some(engine::SeatId(0))),
            ]
            .into_iter()
            .filter(|(_, r, _)| !r.faces.is_empty())
            .collect();
            let (id, roll, whose) = piles.get(nth)?;
            words(*whose, lang.t(id), Some(reading(roll)))
        }
        _ => None,
    }
}

/// An event's system post: the event (already redacted for its reader; a hidden name or rating
/// is `None` and left out) in words.
pub fn event_text(lang: Lang, names: &Names, event: &Event) -> Option<Markup> {
    let (id, args) = set_up_line(lang, names, Box::new(event.clone()))
        .or_else(|e| scene_line(lang, names, e))
        .unwrap_or_else(|e| outcome_line(lang, names, e))?;
    // A line may start with a part named with its article ("la Directora usa…").
    Some(html! { p.f44-event { (crate::i18n::upper_first(&lang.t_args(id, &args))) } })
}

/// A line's message id and its arguments; `None`: the event makes no line.
type Line = Option<(&'static str, Vec<(&'static str, Arg)>)>;

/// The lines of the set-up and of the conspiracy's sheet: characters made and edited, the game
/// started, Agents and Secrets added or rated (a hidden name or rating left out). `Err`: an event
/// of another part of the game.
fn set_up_line(lang: Lang, names: &Names, e: Box<Event>) -> Result<Line, Box<Event>> {
    let seat = |s| Arg::from(seat_text(lang, names, s));
    let opt = |key: &'static str, v: Option<Arg>| v.map(|v| (key, v));
    Ok(Some(match *e {
        Event::CreationOpened { players, premade, .. } => (
            "f44-ev-creation-opened",
            vec![
                ("players", players.into()),
                ("premade", (premade.len() as u32).into()),
                // Who prepared them: "la Directora", "el Director".
                ("gender", gender_of(names, engine::SeatId(0))),
            ],
        ),
        Event::CharacterMade { seat: s, character, premade } => (
            "f44-ev-character-made",
            vec![("seat", seat(s)), ("name", character.name.into()), ("premade", yes_no(premade.is_some()))],
        ),
        // A player's notes are theirs: no system post tells them.
        Event::NotesWritten { .. } => return Ok(None),
        Event::CharacterEdited { seat: s, name, concept } => (
            "f44-ev-character-edited",
            vec![
                ("seat", seat(s)),
                ("gender", gender_of(names, s)),
                ("name", name.into()),
                ("concept", concept.into()),
            ],
        ),
        Event::GameStarted { control, program, countdown, .. } => (
            "f44-ev-game-started",
            vec![
                ("countdown", countdown.into()),
                ("control", control.into()),
                ("program", program.into()),
                // The Director's Control and Program: "de la directora", "del director".
                ("gender", gender_of(names, engine::SeatId(0))),
            ],
        ),
        Event::AgentAdded { name, rating, .. } => (
            "f44-ev-agent-added",
            [opt("name", name.map(Arg::from)), opt("rating", rating.map(Arg::from))]
                .into_iter()
                .flatten()
                .collect(),
        ),
        Event::SecretAdded { text, rating, .. } => (
            "f44-ev-secret-added",
            [opt("text", text.map(Arg::from)), opt("rating", rating.map(Arg::from))]
                .into_iter()
                .flatten()
                .collect(),
        ),
        Event::AgentRated { rating, .. } => {
            ("f44-ev-agent-rated", opt("rating", rating.map(Arg::from)).into_iter().collect())
        }
        Event::AgentDeactivated { .. } => ("f44-ev-agent-deactivated", vec![]),
        Event::SecretRated { rating, .. } => {
            ("f44-ev-secret-rated", opt("rating", rating.map(Arg::from)).into_iter().collect())
        }
        Event::ConspiracyShared { seat: s, .. } => ("f44-ev-conspiracy-shared", vec![("seat", seat(s))]),
        other => return Err(Box::new(other)),
    }))
}

/// The lines of a turn and its scenes up to the conflict's roll: the piles, the order roll, the
/// details, the dice each side gathers. `Err`: an event of another part of the game.
fn scene_line(lang: Lang, names: &Names, e: Box<Event>) -> Result<Line, Box<Event>> {
    let seat = |s| Arg::from(seat_text(lang, names, s));
    Ok(Some(match *e {
        Event::PileChanged { pile: p, to, reason: r } => (
            "f44-ev-pile-changed",
            vec![("pile", pile(lang, p).into()), ("to", to.into()), ("reason", reason(lang, r).into())],
        ),
        Event::OrderRolled { countdown, rounds, chooser } => (
            "f44-ev-order-rolled",
            vec![
                ("countdown", countdown.into()),
                ("rolls", rounds_text(lang, names, &rounds).into()),
                ("chooser", seat(chooser)),
            ],
        ),
        Event::SceneOrderSet { order } => {
            ("f44-ev-scene-order-set", vec![("seats", seats_text(lang, names, &order).into())])
        }
        Event::SceneBegan { seat: s, .. } => ("f44-ev-scene-began", vec![("seat", seat(s))]),
        Event::OpponentChosen { opponent } => ("f44-ev-opponent-chosen", vec![("opponent", seat(opponent))]),
        Event::DetailAdded { by, text } => {
            ("f44-ev-detail-added", vec![("by", seat(by)), ("text", Arg::sentence(&text))])
        }
        Event::ConflictBegan { main, conspirator, .. } => {
            ("f44-ev-conflict-began", vec![("main", seat(main)), ("conspirator", seat(conspirator))])
        }
        Event::QualityChosen { seat: s, quality: q, dice } => (
            "f44-ev-quality-chosen",
            vec![("seat", seat(s)), ("quality", quality(lang, q).into()), ("dice", dice.into())],
        ),
        Event::BondEnlisted { seat: s, dice, .. } => {
            ("f44-ev-bond-enlisted", vec![("seat", seat(s)), ("dice", dice.into())])
        }
        Event::AnxietyTriggered { seat: s, rating, .. } => {
            ("f44-ev-anxiety-triggered", vec![("seat", seat(s)), ("rating", rating.into())])
        }
        Event::AssistJoined { seat: s, quality: q, dice } => (
            "f44-ev-assist-joined",
            vec![("seat", seat(s)), ("quality", quality(lang, q).into()), ("dice", dice.into())],
        ),
        Event::AgentActivated { name, rating, .. } => {
            ("f44-ev-agent-activated", vec![("name", name.into()), ("rating", rating.into())])
        }
        Event::SecretRevealed { text, rating, .. } => {
            ("f44-ev-secret-revealed", vec![("text", text.into()), ("rating", rating.into())])
        }
        Event::OperativeJoined { seat: s, dice } => {
            ("f44-ev-operative-joined", vec![("seat", seat(s)), ("dice", dice.into())])
        }
        Event::ExtraDiceAdded { by, side: sd, count, .. } => (
            "f44-ev-extra-dice-added",
            vec![("by", seat(by)), ("count", count.into()), ("side", side_key(sd).into())],
        ),
        Event::ReserveChanged { holder, dice } => {
            let director = director_arg(names, holder.0);
            let args =
                vec![("holder", seat(holder.0)), ("director", director), ("dice", dice_text(&dice).into())];
            ("f44-ev-reserve-changed", args)
        }
        Event::SideReady { side: sd, ready } => {
            ("f44-ev-side-ready", vec![("side", side_key(sd).into()), ("ready", yes_no(ready))])
        }
        other => return Err(Box::new(other)),
    }))
}

/// The lines of what the rolls decide: the conflict's result and its Stress, gains, the end of the
/// turn and of the game.
fn outcome_line(lang: Lang, names: &Names, e: Box<Event>) -> Line {
    let seat = |s| Arg::from(seat_text(lang, names, s));
    Some(match *e {
        Event::ConflictRolled { main, conspiracy } => (
            "f44-ev-conflict-rolled",
            vec![
                ("main_kept", dice_text(&main.roll.kept).into()),
                ("main_removed", dice_text(&main.roll.removed).into()),
                ("main_value", main.roll.value.into()),
                ("conspiracy_kept", dice_text(&conspiracy.roll.kept).into()),
                ("conspiracy_removed", dice_text(&conspiracy.roll.removed).into()),
                ("conspiracy_value", conspiracy.roll.value.into()),
            ],
        ),
        Event::ResultImproved { side: sd, by, result, .. } => (
            "f44-ev-result-improved",
            vec![("by", seat(by)), ("side", side_key(sd).into()), ("result", result.into())],
        ),
        Event::ConflictDecided { winner: w, main, conspiracy, stress } => (
            "f44-ev-conflict-decided",
            vec![
                ("winner", winner(lang, w).into()),
                ("main", main.into()),
                ("conspiracy", conspiracy.into()),
                ("stress", stress.into()),
            ],
        ),
        Event::BondRated { seat: s, name, rating, .. } => {
            ("f44-ev-bond-rated", vec![("name", name.into()), ("seat", seat(s)), ("rating", rating.into())])
        }
        Event::BondBecameAgent { seat: s, name, .. } => {
            ("f44-ev-bond-became-agent", vec![("name", name.into()), ("seat", seat(s))])
        }
        Event::AnxietyRated { seat: s, name, rating, .. } => (
            "f44-ev-anxiety-rated",
            vec![("name", name.into()), ("seat", seat(s)), ("rating", rating.into())],
        ),
        Event::QualityRated { seat: s, quality: q, rating } => (
            "f44-ev-quality-rated",
            vec![
                ("quality", quality(lang, q).into()),
                ("which", quality_key(q).into()),
                ("seat", seat(s)),
                ("rating", rating.into()),
            ],
        ),
        Event::ConspiracyRated { seat: s, rating: r, value } => (
            "f44-ev-conspiracy-rated",
            vec![
                ("rating", rating(lang, r).into()),
                ("seat", seat(s)),
                ("director", director_arg(names, s)),
                ("value", value.into()),
            ],
        ),
        Event::CharacterReplaced { seat: s, stress } => {
            let args = vec![("seat", seat(s)), ("gender", gender_of(names, s)), ("stress", stress.into())];
            ("f44-ev-character-replaced", args)
        }
        Event::RemovedDiceTaken { dice, .. } => {
            ("f44-ev-removed-dice-taken", vec![("dice", dice_text(&dice).into())])
        }
        Event::OperativeCreated { seat: s, control, program } => (
            "f44-ev-operative-created",
            vec![("seat", seat(s)), ("control", control.into()), ("program", program.into())],
        ),
        Event::PhaseEntered { phase: p } => ("f44-ev-phase-entered", vec![("phase", phase(lang, &p).into())]),
        Event::Passed { seat: s } => ("f44-ev-passed", vec![("seat", seat(s))]),
        Event::EndRollBegan { zero_hour } => {
            ("f44-ev-end-roll-began", vec![("zero_hour", yes_no(zero_hour))])
        }
        Event::EndRolled { resistance, menace } => (
            "f44-ev-end-rolled",
            vec![
                ("resistance_kept", dice_text(&resistance.kept).into()),
                ("resistance_value", resistance.value.into()),
                ("menace_kept", dice_text(&menace.kept).into()),
                ("menace_value", menace.value.into()),
            ],
        ),
        Event::EndDecided { winner: w, resistance, menace } => (
            "f44-ev-end-decided",
            vec![
                ("winner", winner(lang, w).into()),
                ("resistance", resistance.into()),
                ("menace", menace.into()),
            ],
        ),
        Event::GainOwed { seats } => {
            ("f44-ev-gain-owed", vec![("seats", seats_text(lang, names, &seats).into())])
        }
        Event::CountdownChanged { countdown } => {
            ("f44-ev-countdown-changed", vec![("countdown", countdown.into())])
        }
        Event::GameEnded { fates, .. } => {
            let fates: Vec<String> = fates
                .iter()
                .map(|&(s, f)| {
                    format!("{}: {}", seat_text(lang, names, s), fate(lang, f, gender_of(names, s)))
                })
                .collect();
            ("f44-ev-game-ended", vec![("fates", fates.join(", ").into())])
        }
        // The other parts' events were put in words above.
        _ => return None,
    })
}

/// The help page: the rulebook's steps and where they are on the screen.
pub fn help(lang: Lang) -> Markup {
    let rows = [
        ("setup", "7-11"),
        ("order", "13"),
        ("framing", "14"),
        ("gather", "15-18"),
        ("odds", "18-19"),
        ("improve", "19"),
        ("stress", "20-22"),
        ("reserve", "18, 28-29"),
        ("end", "23-25"),
        ("zero", "25-26"),
        ("operative", "30-32"),
        ("secrets", "11, 17"),
    ];
    html! {
        div.help.f44-help {
            p { (lang.t("f44-help-intro")) }
            table {
                thead { tr { th { (lang.t("f44-help-step")) } th { (lang.t("f44-help-page")) } th { (lang.t("f44-help-where")) } } }
                tbody {
                    @for (key, page) in rows {
                        tr {
                            th scope="row" { (lang.t(&format!("f44-help-{key}"))) }
                            td { (lang.t_args("f44-help-page-ref", &[("pages", page.into())])) }
                            td { (lang.t(&format!("f44-help-{key}-where"))) }
                        }
                    }
                }
            }
            p.muted { (lang.t("f44-help-rulings")) }
        }
    }
}
