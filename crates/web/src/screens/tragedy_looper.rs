//! Tragedy Looper's screens: the board, the tracker, the hands and the private card (Mastermind
//! only), the action forms built from the viewer's legal commands, the set-up form (a shipped
//! script or a pasted/uploaded one, checked by the script validator in place), the help page and
//! the words of every event.

mod actions;
pub mod assistant;
mod board;
pub mod check;
pub mod names;

use std::collections::BTreeMap;

use maud::{Markup, html};
use server::AppError;

pub use tragedy_looper::TragedyLooper;
use tragedy_looper::summary::LoopSummary;
use tragedy_looper::{
    Cause, Character, Command, Config, Event, LoopEndReason, Options, PrivateCard, SCRIPTS, Script, Side,
    check_script, parse_script,
};

use super::Cx;
use crate::i18n::{Arg, Lang};
use crate::page::{Fields, Page};

/// The board, sheets and action forms.
pub fn screen(
    cx: &Cx,
    view: &<TragedyLooper as engine::Game>::View,
    state: &<TragedyLooper as engine::Game>::State,
) -> Markup {
    // Which seat holds each Protagonist deck today is public (the leader card decides it).
    let owners = board::Owners([0u8, 1, 2].map(|d| cx.seat_name(state.deck_owner(d))));
    html! {
        div.tl {
            div.tl-main {
                (board::tracker(cx, view))
                div.tl-table {
                    // What the reader does now comes first (on a phone, right under the tracker's
                    // step), then the board it acts on: the form names every card and target.
                    @if cx.my_turn() {
                        @if let Some(hint) = board::step_hint(cx, view) { p.tl-hint { (hint) } }
                        (actions::actions(cx, view, state))
                    }
                    (board::board(cx, view, &owners))
                    (board::hands(cx, view, &owners))
                }
            }
            (board::private(cx, view))
        }
    }
}

fn bad_form(code: &'static str, message: String) -> AppError {
    AppError::bad(code, message)
}

/// The command of an action form: `card` (a card and a target), `henchman` (a location) or
/// `guess` (a character and a role); the other forms send the whole command as JSON.
pub fn command(fields: &Fields, _now_ms: i64) -> Result<Command, AppError> {
    let form = fields.get("form").unwrap_or("");
    let cmd = match form {
        "card" => {
            let card_name = fields.text("card").unwrap_or("");
            let card = names::parse(card_name).ok_or_else(|| {
                bad_form(
                    "form.tragedy_looper.card",
                    format!("\"{card_name}\" is not a card: choose one of your hand"),
                )
            })?;
            let target_name = fields.text("target").unwrap_or("");
            let target = names::parse_target(target_name).ok_or_else(|| {
                bad_form(
                    "form.tragedy_looper.target",
                    format!(
                        "\"{target_name}\" is not a target: choose a location or a character on the board"
                    ),
                )
            })?;
            Command::PlayCard { card, target }
        }
        "henchman" => {
            let name = fields.text("location").unwrap_or("");
            let location = names::parse(name).ok_or_else(|| {
                bad_form(
                    "form.tragedy_looper.location",
                    format!("\"{name}\" is not a location: hospital, shrine, city or school"),
                )
            })?;
            Command::PlaceHenchman { location }
        }
        "guess" => {
            let name = fields.text("character").unwrap_or("");
            let character = names::parse(name).ok_or_else(|| {
                bad_form(
                    "form.tragedy_looper.character",
                    format!("\"{name}\" is not a character of the cast"),
                )
            })?;
            let role_name = fields.text("role").unwrap_or("");
            let role = names::parse(role_name).ok_or_else(|| {
                bad_form(
                    "form.tragedy_looper.role",
                    format!("\"{role_name}\" is not a role of the tragedy set"),
                )
            })?;
            Command::Guess { character, role }
        }
        other => {
            return Err(bad_form(
                "form.tragedy_looper.form",
                format!("unknown form \"{other}\": card, henchman or guess (or a command as JSON)"),
            ));
        }
    };
    Ok(cmd)
}

/// The shipped scripts: (form value, script), in the crate's order.
fn shipped() -> Vec<(&'static str, Script)> {
    SCRIPTS
        .iter()
        .filter_map(|(file, text)| Some((file.trim_end_matches(".toml"), parse_script(text).ok()?)))
        .collect()
}

/// The validator's verdict on a pasted script, in `lang`: one line per broken rule.
fn script_problems(lang: Lang, text: &str) -> Vec<String> {
    let script = match parse_script(text) {
        Ok(s) => s,
        Err(e) => {
            return vec![lang.t_args("tl-setup-parse-error", &[("message", e.message.clone().into())])];
        }
    };
    match check_script(&script) {
        Ok(()) => Vec::new(),
        Err(errors) => {
            errors.iter().map(|e| lang.error(e.rule(), &error_params(lang, e), &e.to_string())).collect()
        }
    }
}

/// A field of a script error as the validator names it: a name of the game (a character, a role,
/// a plot, an incident), the plots that require or allow a role, or a number.
#[derive(serde::Deserialize)]
#[serde(untagged)]
enum ErrorParam {
    Name(String),
    Names(Vec<String>),
    Number(u64),
}

/// The fields of a script error as its message's arguments, the game's names in `lang`.
fn error_params(lang: Lang, e: &tragedy_looper::ScriptError) -> BTreeMap<String, String> {
    let plot = |s: String| names::parse(&s).map_or(s, |p| names::plot(lang, p));
    // The error's fields are its serde form (the same names the message ids take).
    let fields: BTreeMap<String, ErrorParam> =
        serde_json::to_string(e).ok().and_then(|text| serde_json::from_str(&text).ok()).unwrap_or_default();
    fields
        .into_iter()
        .map(|(key, value)| {
            let text = match (key.as_str(), value) {
                ("character", ErrorParam::Name(s)) => {
                    names::parse(&s).map_or(s, |c| names::character(lang, c))
                }
                ("role", ErrorParam::Name(s)) => names::parse(&s).map_or(s, |r| names::role(lang, r)),
                ("plot", ErrorParam::Name(s)) => plot(s),
                ("incident", ErrorParam::Name(s)) => names::parse(&s).map_or(s, |i| names::incident(lang, i)),
                (_, ErrorParam::Names(plots)) => plots.into_iter().map(plot).collect::<Vec<_>>().join(", "),
                (_, ErrorParam::Name(s)) => s,
                (_, ErrorParam::Number(n)) => n.to_string(),
            };
            (key, text)
        })
        .collect()
}

const EXAMPLE: &str = r#"[public]
title = "My script"
tragedy_set = "first_steps"
loops = 3
days = 4
difficulty = "easy"
characters = [
  { character = "boy_student" },
  { character = "girl_student" },
  { character = "doctor" },
  { character = "informer" },
]
incidents = [ { day = 2, incident = "increasing_unease" } ]

[private]
main_plot = "light_of_the_avenger"
subplots = ["an_unsettling_rumor"]
roles = [
  { character = "doctor", role = "brain" },
  { character = "informer", role = "conspiracy_theorist" },
]
culprits = [ { day = 2, culprit = "girl_student" } ]
"#;

/// The set-up form: a shipped script or one's own (pasted or read from a file), and how many
/// Protagonist players sit.
pub fn setup(page: &Page, fields: &Fields) -> Markup {
    let lang = page.lang;
    let chosen = fields.get("script").unwrap_or("fs1_ashes_at_the_ward");
    let text = fields.get("script_text").unwrap_or("");
    let problems =
        if chosen == "custom" && !text.trim().is_empty() { script_problems(lang, text) } else { Vec::new() };
    let players = fields.get("protagonists").unwrap_or("3");
    html! {
        div.tl-setup {
            p.muted { (page.t("tl-setup-intro")) }
            fieldset.tl-scripts {
                legend { (page.t("tl-setup-script")) }
                @for (value, s) in shipped() {
                    @let id = format!("tl-script-{value}");
                    label.check.tl-script-choice for=(id) {
                        input type="radio" id=(id) name="script" value=(value) checked[chosen == value];
                        span {
                            strong { (names::script_title(lang, &s.public.title)) }
                            " — " (names::tragedy_set(lang, s.public.tragedy_set))
                            " · " (lang.t_args("tl-setup-loops-days", &[
                                ("loops", Arg::Num(s.public.loops as f64)),
                                ("days", Arg::Num(s.public.days as f64)),
                                ("characters", Arg::Num(s.public.characters.len() as f64)),
                            ]))
                            " · " span.tl-difficulty { (names::difficulty(lang, s.public.difficulty)) }
                        }
                    }
                }
                label.check.tl-script-choice for="tl-script-custom" {
                    input type="radio" id="tl-script-custom" name="script" value="custom" checked[chosen == "custom"];
                    span { strong { (page.t("tl-setup-custom")) } }
                }
                label for="tl-script-text" { (page.t("tl-setup-custom-text")) }
                textarea #tl-script-text name="script_text" rows="10" spellcheck="false" placeholder=(EXAMPLE)
                    aria-describedby="tl-script-help" { (text) }
                small #tl-script-help { (page.t("tl-setup-custom-help")) }
                label for="tl-script-file" { (page.t("tl-setup-upload")) }
                // The page script reads the chosen file into the text area.
                input #tl-script-file type="file" accept=".toml,.json,text/plain,application/json";
                @if !problems.is_empty() {
                    div.tl-script-errors role="alert" {
                        p { strong { (page.t("tl-setup-invalid")) } }
                        ul { @for p in &problems { li { (p) } } }
                    }
                }
            }
            label for="tl-protagonists" { (page.t("tl-setup-protagonists")) }
            select #tl-protagonists name="protagonists" {
                @for n in ["1", "2", "3"] {
                    option value=(n) selected[players == n] { (page.t(&format!("tl-setup-protagonists-{n}"))) }
                }
            }
            small { (page.t("tl-setup-seats")) }
        }
    }
}

/// The config of the set-up form: `{script, protagonists}`, the script checked by the validator.
pub fn config(fields: &Fields) -> Result<Config, AppError> {
    let chosen = fields.text("script").unwrap_or("fs1_ashes_at_the_ward");
    let script = if chosen == "custom" {
        let text = fields.text("script_text").ok_or_else(|| {
            AppError::bad(
                "form.tragedy_looper.script_empty",
                "paste a script (TOML or JSON) or choose a shipped one",
            )
        })?;
        let script = parse_script(text)
            .map_err(|e| AppError::bad("form.tragedy_looper.script_parse", format!("{e}")))?;
        if let Err(errors) = check_script(&script) {
            let all: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
            return Err(AppError::bad(
                "form.tragedy_looper.script_invalid",
                format!("the script breaks the writing rules: {}", all.join("; ")),
            ));
        }
        script
    } else {
        shipped().into_iter().find(|(v, _)| *v == chosen).map(|(_, s)| s).ok_or_else(|| {
            AppError::bad(
                "form.tragedy_looper.script_unknown",
                format!("\"{chosen}\" is not a shipped script: choose one of the list or \"custom\""),
            )
        })?
    };
    let players = fields.text("protagonists").unwrap_or("3");
    let protagonists = match players {
        "1" => 1,
        "2" => 2,
        "3" => 3,
        other => {
            return Err(AppError::bad(
                "form.tragedy_looper.protagonists",
                format!("\"{other}\" Protagonist players: a table has 1, 2 or 3"),
            ));
        }
    };
    Ok(Config { script, protagonists, options: Options::default() })
}

/// Tragedy Looper rolls no dice: there are no odds to compose.
pub fn odds(_: Lang, _: &Fields) -> Option<Markup> {
    None
}

/// The help page: which step of a day is which part of the screen, with the rulebook's sections.
pub fn help(lang: Lang) -> Markup {
    let rows = [
        ("tl-help-setup", "tl-help-setup-where"),
        ("tl-help-board", "tl-help-board-where"),
        ("tl-help-henchman", "tl-help-henchman-where"),
        ("tl-help-step2", "tl-help-step2-where"),
        ("tl-help-step3", "tl-help-step3-where"),
        ("tl-help-step4", "tl-help-step4-where"),
        ("tl-help-step5", "tl-help-step5-where"),
        ("tl-help-step6", "tl-help-step6-where"),
        ("tl-help-step7", "tl-help-step7-where"),
        ("tl-help-step8", "tl-help-step8-where"),
        ("tl-help-step9", "tl-help-step9-where"),
        ("tl-help-spiral", "tl-help-spiral-where"),
        ("tl-help-guess", "tl-help-guess-where"),
    ];
    html! {
        h1 { (lang.t("game-tragedy-looper")) }
        p { (lang.t("tl-help-intro")) }
        h2 { (lang.t("tl-help-day-title")) }
        table {
            thead { tr { th { (lang.t("tl-help-rule")) } th { (lang.t("tl-help-screen")) } } }
            tbody {
                @for (rule, place) in rows {
                    tr { td { (lang.t(rule)) } td { (lang.t(place)) } }
                }
            }
        }
        h2 { (lang.t("tl-help-secrets-title")) }
        p { (lang.t("tl-help-secrets")) }
        h2 { (lang.t("tl-help-scripts-title")) }
        p { (lang.t("tl-help-scripts")) }
    }
}

/// An event's system post, in the reader's language; the event is already redacted for the reader.
/// Its events name the board's characters by the rulebook's names, and the person who placed a
/// card by the name they chose (`names`).
pub fn event_text(lang: Lang, names_of: &server::names::Names, event: &Event) -> Option<Markup> {
    let e = event.clone();
    let n = |x: u8| Arg::Num(x as f64);
    let ch = |c| Arg::from(names::character(lang, c));
    let text = match e {
        Event::GameStarted { public, protagonists, .. } => lang.t_args(
            "tl-ev-game-started",
            &[
                ("title", names::script_title(lang, &public.title).into()),
                ("protagonists", n(protagonists)),
                ("loops", n(public.loops)),
            ],
        ),
        Event::LoopStarted { loop_no } => lang.t_args("tl-ev-loop-started", &[("loop", n(loop_no))]),
        Event::BoardReset { .. } => lang.t("tl-ev-board-reset"),
        Event::CharacterPlaced { character, location } => lang.t_args(
            "tl-ev-character-placed",
            &[("who", ch(character)), ("where", names::location_the(lang, location).into())],
        ),
        Event::DayStarted { day } => lang.t_args("tl-ev-day-started", &[("day", n(day))]),
        Event::LeaderChanged { .. } => lang.t("tl-ev-leader-changed"),
        // The person who placed it, by the name they chose, beside the deck (a seat without a
        // chosen name is its part, which the deck already says).
        Event::CardPlaced { by, deck, card, target, .. } => {
            let who = names_of.get(by).and_then(|n| n.display.clone());
            // Without a name, the deck starts the sentence: the Mastermind's with its article
            // ("La mente maestra coloca…").
            let deck_words = match &who {
                Some(_) => names::deck(lang, deck),
                None => names::deck_subject(lang, deck),
            };
            let mut args: Vec<(&str, Arg)> =
                vec![("deck", deck_words.into()), ("target", names::target_the(lang, target).into())];
            if let Some(k) = card {
                args.push(("card", names::card(lang, k).into()));
            }
            let id = match (card.is_some(), &who) {
                (true, None) => "tl-ev-card-placed-face",
                (false, None) => "tl-ev-card-placed",
                (true, Some(_)) => "tl-ev-card-placed-face-by",
                (false, Some(_)) => "tl-ev-card-placed-by",
            };
            if let Some(w) = who {
                args.push(("who", w.into()));
            }
            lang.t_args(id, &args)
        }
        Event::CardsRevealed { cards } => {
            let list: Vec<String> = cards
                .iter()
                .map(|c| {
                    format!(
                        "{} → {} ({})",
                        names::card(lang, c.card),
                        names::target(lang, c.target),
                        names::deck(lang, c.deck)
                    )
                })
                .collect();
            lang.t_args("tl-ev-cards-revealed", &[("cards", list.join("; ").into())])
        }
        Event::CardsResolved => lang.t("tl-ev-cards-resolved"),
        Event::CardReturned { deck, .. } => {
            lang.t_args("tl-ev-card-returned", &[("deck", names::deck(lang, deck).into())])
        }
        Event::TokensChanged { target, token, delta } => lang.t_args(
            if delta >= 0 { "tl-ev-tokens-added" } else { "tl-ev-tokens-removed" },
            &[
                ("target", names::target_the(lang, target).into()),
                ("token", names::token(lang, token).into()),
                ("count", Arg::Num(delta.unsigned_abs() as f64)),
            ],
        ),
        Event::CharacterMoved { character, to } => lang.t_args(
            "tl-ev-character-moved",
            &[("who", ch(character)), ("where", names::location_the(lang, to).into())],
        ),
        Event::CharacterDied { character } => lang.t_args("tl-ev-character-died", &[("who", ch(character))]),
        Event::CharacterRevived { character } => {
            lang.t_args("tl-ev-character-revived", &[("who", ch(character))])
        }
        Event::GuardPlaced { character } => lang.t_args("tl-ev-guard-placed", &[("who", ch(character))]),
        Event::GuardSpent { character } => lang.t_args("tl-ev-guard-spent", &[("who", ch(character))]),
        Event::ProtagonistsDied => lang.t("tl-ev-protagonists-died"),
        Event::Secretly { cause } => {
            lang.t_args("tl-ev-secretly", &[("why", cause_text(lang, cause).into())])
        }
        Event::GoodwillDeclared { character, ability, target } => {
            let t = names::goodwill_target(lang, target);
            let ability = names::goodwill_ability(lang, character, ability);
            // An ability without a target (the Shrine Maiden's) is told without an arrow to none.
            if t.is_empty() {
                lang.t_args(
                    "tl-ev-goodwill-declared-untargeted",
                    &[("who", ch(character)), ("ability", ability.into())],
                )
            } else {
                lang.t_args(
                    "tl-ev-goodwill-declared",
                    &[("who", ch(character)), ("ability", ability.into()), ("target", t.into())],
                )
            }
        }
        Event::GoodwillRefused { character, .. } => {
            lang.t_args("tl-ev-goodwill-refused", &[("who", ch(character))])
        }
        Event::RoleRevealed { character, role } => lang.t_args(
            "tl-ev-role-revealed",
            &[("who", ch(character)), ("role", names::role(lang, role).into())],
        ),
        Event::CulpritRevealed { day, culprit } => {
            lang.t_args("tl-ev-culprit-revealed", &[("day", n(day)), ("who", ch(culprit))])
        }
        Event::SubplotNamed { plot } => match plot {
            Some(p) => lang.t_args("tl-ev-subplot-named", &[("plot", names::plot(lang, p).into())]),
            None => lang.t("tl-ev-subplot-none"),
        },
        Event::PatientFreed => lang.t("tl-patient-free"),
        Event::HenchmanCalmed => lang.t("tl-henchman-calm"),
        Event::IncidentOccurred { day, incident } => lang.t_args(
            "tl-ev-incident",
            &[("day", n(day)), ("incident", names::incident(lang, incident).into())],
        ),
        Event::NoIncident { day } => lang.t_args("tl-ev-no-incident", &[("day", n(day))]),
        Event::NothingHappened => lang.t("tl-ev-nothing"),
        Event::LoopEnded { reason } => lang.t(match reason {
            LoopEndReason::LastDay => "tl-ev-loop-ended-last-day",
            LoopEndReason::ProtagonistsDied => "tl-ev-loop-ended-died",
            LoopEndReason::Early => "tl-ev-loop-ended-early",
        }),
        Event::LoopResult { loop_no, lost } => {
            lang.t_args(if lost { "tl-ev-loop-lost" } else { "tl-ev-loop-won" }, &[("loop", n(loop_no))])
        }
        Event::PhaseChanged { phase } => {
            lang.t_args("tl-ev-phase", &[("step", names::phase(lang, phase).into())])
        }
        Event::FinalGuessStarted => lang.t("tl-ev-final-guess"),
        Event::GuessAnswered { character, role, correct } => lang.t_args(
            if correct { "tl-ev-guess-right" } else { "tl-ev-guess-wrong" },
            &[("who", ch(character)), ("role", names::role(lang, role).into())],
        ),
        Event::GameEnded { winner } => lang.t(match winner {
            Side::Mastermind => "tl-winner-mastermind",
            Side::Protagonists => "tl-winner-protagonists",
        }),
    };
    // A line may start with a location named with its article ("El Hospital recibe…").
    Some(html! { p.tl-event { (crate::i18n::upper_first(&text)) } })
}

/// A secret cause in words ("Clara, the Key Person, died").
fn cause_text(lang: Lang, cause: Cause) -> String {
    let ch = |c: Character| -> Arg { names::character(lang, c).into() };
    match cause {
        Cause::Ability { ability } => names::ability(lang, ability),
        Cause::KeyPersonDied { character } => lang.t_args("tl-cause-key-person", &[("who", ch(character))]),
        Cause::SerialKiller { killer } => lang.t_args("tl-cause-serial-killer", &[("who", ch(killer))]),
        Cause::Heartbroken { character } => lang.t_args("tl-cause-heartbroken", &[("who", ch(character))]),
        Cause::Cultist => lang.t("tl-cause-cultist"),
        Cause::ThreadsOfFate => lang.t("tl-cause-threads"),
        Cause::PlotLoss { plot } => {
            lang.t_args("tl-cause-plot-loss", &[("plot", names::plot(lang, plot).into())])
        }
    }
}

/// Each run of equal consecutive items, once, with its length.
fn runs<T: PartialEq + Copy>(items: &[T]) -> Vec<(T, usize)> {
    let mut out: Vec<(T, usize)> = Vec::new();
    for &item in items {
        match out.last_mut() {
            Some((last, n)) if *last == item => *n += 1,
            _ => out.push((item, 1)),
        }
    }
    out
}

/// The set-up form's AI seats: the Mastermind and the Protagonists the server may play.
pub fn ai_options(page: &Page, fields: &Fields) -> Markup {
    html! {
        label.check {
            input type="checkbox" name="ai_mastermind" checked[fields.checked("ai_mastermind")]
                aria-describedby="ai-mastermind-help";
            " " (page.t("new-ai-mastermind"))
        }
        small #ai-mastermind-help { (page.t("new-ai-mastermind-help")) }
        label.check {
            input type="checkbox" name="ai_protagonists" checked[fields.checked("ai_protagonists")]
                aria-describedby="ai-protagonists-help";
            " " (page.t("new-ai-protagonists"))
        }
        small #ai-protagonists-help { (page.t("new-ai-protagonists-help")) }
    }
}

/// The seats [`ai_options`] asks for: the Mastermind's, and every Protagonist seat of the set-up
/// but the creator's (`mine`).
pub fn ai_seats(fields: &Fields, mine: Option<u8>) -> Vec<u8> {
    let mut seats = if fields.checked("ai_mastermind") { vec![0] } else { vec![] };
    if fields.checked("ai_protagonists") {
        let players = fields.get("protagonists").and_then(|n| n.parse::<u8>().ok()).unwrap_or(3).clamp(1, 3);
        seats.extend((1..=players).filter(|p| mine != Some(*p)));
    }
    seats
}

/// Under a finished game, how each loop went ([`loops_told`]), from the Mastermind's log: the game
/// is over and its script turned over for everyone (the game's view says so), so its secret causes
/// are no longer secret. Nothing while the game goes on.
pub async fn epilogue(
    state: &server::AppState,
    access: &server::play::Access,
    game: &<TragedyLooper as engine::Game>::State,
    lang: Lang,
) -> Result<Option<Markup>, AppError> {
    if game.winner().is_none() {
        return Ok(None);
    }
    let seat0 = engine::Viewer::Seat(engine::SeatId(0));
    let (logged, _) = server::play::redacted_events(state, access.slot.kind, access.id(), 0, seat0).await?;
    let events: Vec<tragedy_looper::Event> =
        logged.iter().filter_map(|e| serde_json::from_str(e.event.0.get()).ok()).collect();
    let loops = tragedy_looper::summary::loops(&events);
    Ok((!loops.is_empty()).then(|| loops_told(lang, &loops, game.setup().private.as_ref())))
}

/// How each loop of a finished game went, told from the Mastermind's log once the script is turned
/// over: its incidents with their culprits, who died, the secret causes, and whether it was lost.
pub fn loops_told(lang: Lang, loops: &[LoopSummary], private: Option<&PrivateCard>) -> Markup {
    let n = |v: u8| Arg::Num(v as f64);
    let culprit = |day: u8| private.and_then(|p| p.culprits.iter().find(|c| c.day == day)).map(|c| c.culprit);
    html! {
        section.tl-loops.card {
            h2 { (lang.t("tl-loops-title")) }
            ol {
                @for l in loops {
                    li {
                        strong { (lang.t_args(match l.lost {
                            Some(true) => "tl-loops-lost",
                            Some(false) => "tl-loops-held",
                            None => "tl-loops-unfinished",
                        }, &[("loop", n(l.loop_no))])) }
                        ul {
                            @for (day, incident) in &l.incidents {
                                li { (match culprit(*day) {
                                    Some(who) => lang.t_args("tl-loops-incident-by", &[("day", n(*day)),
                                        ("incident", names::incident(lang, *incident).into()),
                                        ("who", names::character(lang, who).into())]),
                                    None => lang.t_args("tl-ev-incident", &[("day", n(*day)),
                                        ("incident", names::incident(lang, *incident).into())]),
                                }) }
                            }
                            @if !l.deaths.is_empty() {
                                li { (lang.t_args("tl-loops-deaths", &[("count", Arg::Num(l.deaths.len() as f64)),
                                    ("who", l.deaths.iter().map(|c| names::character(lang, *c)).collect::<Vec<_>>().join(", ").into())])) }
                            }
                            @if l.protagonists_died { li { (lang.t("tl-ev-protagonists-died")) } }
                            // A cause repeated on consecutive lines (an ability used each day) is
                            // told once, with how many times.
                            @for (c, times) in runs(&l.causes) {
                                li.muted { (match times {
                                    1 => lang.t_args("tl-loops-cause", &[("why", cause_text(lang, c).into())]),
                                    _ => lang.t_args("tl-loops-cause-times", &[("why", cause_text(lang, c).into()),
                                        ("count", Arg::Num(times as f64))]),
                                }) }
                            }
                            @if l.incidents.is_empty() && l.deaths.is_empty() && l.causes.is_empty() && !l.protagonists_died {
                                li.muted { (lang.t("tl-loops-quiet")) }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// Tragedy Looper (which throws no dice) has no words of its own for a roll: the dice pages tell the system lines of the command
/// that threw it.
pub fn roll_words(
    _lang: Lang,
    _names: &server::names::Names,
    _before: &[&Event],
    _thrown: &[&Event],
    _nth: usize,
) -> Option<super::RollWords> {
    None
}
