//! The forms of what the viewer may do now, built from `legal_commands(state, seat)` and nothing
//! else: each form offers exactly the legal choices, grouped the way the table plays (a card and a
//! target; one choice per ability; the incident's options; a role per character in the Final
//! Guess). Choices that are whole commands travel as the `command` field (JSON), which the pages
//! accept for every game; the card, Henchman and guess forms use named fields read by
//! [`super::command`].

use std::collections::BTreeSet;

use maud::{Markup, html};
use tragedy_looper::{
    CardKind, Character, Command, Deck, GoodwillTarget, IncidentChoice, Location, MASTERMIND,
    MastermindAbility, Phase, Plot, Role, State, Target, View, legal_commands,
};

use super::names;
use crate::i18n::{Arg, Lang};
use crate::screens::Cx;

/// The legal commands of one seat, sorted by what kind of form offers them.
#[derive(Default)]
struct Offer {
    cards: Vec<(CardKind, Target)>,
    henchman: Vec<Location>,
    cultist: Vec<bool>,
    abilities: Vec<MastermindAbility>,
    end_abilities: bool,
    goodwill: Vec<(Character, u8, GoodwillTarget)>,
    end_goodwill: bool,
    answers: Vec<bool>,
    subplots: Vec<Option<Plot>>,
    incident: Vec<IncidentChoice>,
    next_loop: bool,
    final_guess: bool,
    guesses: Vec<(Character, Role)>,
}

impl Offer {
    fn of(commands: Vec<Command>) -> Offer {
        let mut o = Offer::default();
        for c in commands {
            match c {
                Command::PlaceHenchman { location } => o.henchman.push(location),
                Command::PlayCard { card, target } => o.cards.push((card, target)),
                Command::ForbidIntrigue { ignore } => o.cultist.push(ignore),
                Command::UseAbility { ability } => o.abilities.push(ability),
                Command::EndAbilities => o.end_abilities = true,
                Command::UseGoodwill { character, ability, target } => {
                    o.goodwill.push((character, ability, target))
                }
                Command::EndGoodwill => o.end_goodwill = true,
                Command::AnswerGoodwill { refuse } => o.answers.push(refuse),
                Command::NameSubplot { plot } => o.subplots.push(plot),
                Command::ResolveIncident { choice } => o.incident.push(choice),
                Command::NextLoop => o.next_loop = true,
                Command::StartFinalGuess => o.final_guess = true,
                Command::Guess { character, role } => o.guesses.push((character, role)),
            }
        }
        o
    }
}

fn json_of(c: &Command) -> String {
    serde_json::to_string(c).unwrap_or_default()
}

/// A form that sends one whole command with one button.
fn button(cx: &Cx, form: &str, command: &Command, label: &str) -> Markup {
    cx.form(
        form,
        html! {
            input type="hidden" name="command" value=(json_of(command));
            button type="submit" { (label) }
        },
    )
}

/// A form choosing one of several whole commands (radio buttons), with one submit button.
fn choose(cx: &Cx, form: &str, legend: &str, choices: &[(Command, String)], submit: &str) -> Markup {
    cx.form(
        form,
        html! {
            fieldset.tl-choices {
                legend { (legend) }
                @for (i, (c, label)) in choices.iter().enumerate() {
                    label.check {
                        input type="radio" name="command" value=(json_of(c)) required checked[i == 0];
                        " " (label)
                    }
                }
            }
            button type="submit" { (submit) }
        },
    )
}

fn goodwill_label(lang: Lang, c: Character, ability: u8, target: GoodwillTarget) -> String {
    let spec = c.abilities().get(ability as usize).copied();
    let need = spec.map_or(0, |s| s.goodwill);
    let mut s = format!(
        "{} — {} {}: {}",
        names::character(lang, c),
        lang.t("tl-gw-short"),
        need,
        names::goodwill_ability(lang, c, ability)
    );
    if spec.is_some_and(|s| s.once_per_loop) {
        s.push_str(&format!(" ({})", lang.t("tl-once-per-loop")));
    }
    let t = names::goodwill_target(lang, target);
    if !t.is_empty() {
        s.push_str(" → ");
        s.push_str(&t);
    }
    s
}

fn incident_label(lang: Lang, choice: IncidentChoice) -> String {
    let ch = |c: Character| Arg::from(names::character(lang, c));
    match choice {
        IncidentChoice::Victim { character } => lang.t_args("tl-choice-victim", &[("who", ch(character))]),
        IncidentChoice::Spread { from, to } => {
            lang.t_args("tl-choice-spread", &[("from", ch(from)), ("to", ch(to))])
        }
        IncidentChoice::Unease { paranoia, intrigue } => {
            lang.t_args("tl-choice-unease", &[("paranoia", ch(paranoia)), ("intrigue", ch(intrigue))])
        }
        IncidentChoice::Destination { location } => {
            lang.t_args("tl-choice-destination", &[("where", names::location(lang, location).into())])
        }
        IncidentChoice::Butterfly { character, token } => lang.t_args(
            "tl-choice-butterfly",
            &[("who", ch(character)), ("token", names::token(lang, token).into())],
        ),
    }
}

/// The card form: a card select and a target select when the legal pairs are every combination of
/// the two (the rules' case: any card of the hand on any free target), else one select of pairs.
fn card_form(cx: &Cx, state: &State, cards: &[(CardKind, Target)]) -> Markup {
    let lang = cx.lang();
    let mut kinds: Vec<CardKind> = Vec::new();
    let mut targets: Vec<Target> = Vec::new();
    for (k, t) in cards {
        if !kinds.contains(k) {
            kinds.push(*k);
        }
        if !targets.contains(t) {
            targets.push(*t);
        }
    }
    let product = kinds.len() * targets.len() == cards.iter().collect::<BTreeSet<_>>().len();
    let deck = if cx.seat() == Some(MASTERMIND) {
        Deck::Mastermind
    } else {
        // Public: the decks place in order from the leader's.
        Deck::Protagonist(state.next_protagonist_deck())
    };
    let legend = lang.t_args("tl-place-card", &[("deck", names::deck(lang, deck).into())]);
    cx.form(
        "card",
        html! {
            fieldset.tl-card-form {
                legend { (legend) }
                @if product {
                    div.row {
                        div {
                            label for="tl-card" { (cx.t("tl-card")) }
                            select #tl-card name="card" required {
                                @for k in &kinds { option value=(names::snake(k)) { (names::card(lang, *k)) } }
                            }
                        }
                        div {
                            label for="tl-target" { (cx.t("tl-target")) }
                            select #tl-target name="target" required {
                                optgroup label=(cx.t("tl-locations")) {
                                    @for t in targets.iter().filter(|t| matches!(t, Target::Location(_))) {
                                        option value=(names::target_value(*t)) { (names::target(lang, *t)) }
                                    }
                                }
                                optgroup label=(cx.t("tl-characters")) {
                                    @for t in targets.iter().filter(|t| matches!(t, Target::Character(_))) {
                                        option value=(names::target_value(*t)) { (names::target(lang, *t)) }
                                    }
                                }
                            }
                        }
                    }
                } @else {
                    label for="tl-pair" { (cx.t("tl-card-on-target")) }
                    select #tl-pair name="command" required {
                        @for (k, t) in cards {
                            option value=(json_of(&Command::PlayCard { card: *k, target: *t })) {
                                (names::card(lang, *k)) " → " (names::target(lang, *t))
                            }
                        }
                    }
                }
                small { (cx.t("tl-card-help")) }
            }
            button type="submit" { (cx.t("tl-place")) }
        },
    )
}

/// Every action form the viewer may use now (nothing for spectators or when the game waits on
/// someone else).
pub fn actions(cx: &Cx, v: &View, state: &State) -> Markup {
    let Some(seat) = cx.seat() else { return html! {} };
    if v.winner.is_some() {
        return html! {};
    }
    let o = Offer::of(legal_commands(state, seat));
    let lang = cx.lang();
    html! {
        section.tl-actions aria-label=(cx.t("tl-actions")) {
            @if !o.henchman.is_empty() {
                (cx.form("henchman", html! {
                    label for="tl-henchman" { (cx.t("tl-henchman-where")) }
                    select #tl-henchman name="location" required {
                        @for l in &o.henchman { option value=(l.name()) { (names::location(lang, *l)) } }
                    }
                    button type="submit" { (cx.t("tl-place")) }
                }))
            }
            @if !o.cards.is_empty() { (card_form(cx, state, &o.cards)) }
            @if !o.cultist.is_empty() {
                div.tl-ask {
                    p { (cx.t("tl-cultist-question")) }
                    @for ignore in &o.cultist {
                        @let c = Command::ForbidIntrigue { ignore: *ignore };
                        @if *ignore { (button(cx, "cultist-ignore", &c, &cx.t("tl-cultist-ignore"))) }
                        @else { (button(cx, "cultist-respect", &c, &cx.t("tl-cultist-respect"))) }
                    }
                }
            }
            @if !o.abilities.is_empty() {
                @let choices: Vec<(Command, String)> = o.abilities.iter()
                    .map(|a| (Command::UseAbility { ability: *a }, names::ability(lang, *a))).collect();
                (choose(cx, "ability", &cx.t("tl-abilities"), &choices, &cx.t("tl-use")))
            }
            @if o.end_abilities {
                @let label = if v.phase == Phase::DayEnd { cx.t("tl-end-day-abilities") } else { cx.t("tl-end-abilities") };
                (button(cx, "end-abilities", &Command::EndAbilities, &label))
            }
            @if !o.goodwill.is_empty() {
                @let choices: Vec<(Command, String)> = o.goodwill.iter()
                    .map(|(c, i, t)| (Command::UseGoodwill { character: *c, ability: *i, target: *t }, goodwill_label(lang, *c, *i, *t)))
                    .collect();
                (choose(cx, "goodwill", &cx.t("tl-goodwill-abilities"), &choices, &cx.t("tl-use")))
            }
            @if o.end_goodwill { (button(cx, "end-goodwill", &Command::EndGoodwill, &cx.t("tl-end-goodwill"))) }
            @if !o.answers.is_empty() {
                div.tl-ask {
                    @if let Phase::GoodwillAnswer { character, ability, target } = v.phase {
                        p { (cx.t("tl-answer-question")) " " strong { (goodwill_label(lang, character, ability, target)) } }
                    }
                    @for refuse in &o.answers {
                        @let c = Command::AnswerGoodwill { refuse: *refuse };
                        @if *refuse { (button(cx, "answer-refuse", &c, &cx.t("tl-answer-refuse"))) }
                        @else { (button(cx, "answer-resolve", &c, &cx.t("tl-answer-resolve"))) }
                    }
                }
            }
            @if !o.subplots.is_empty() {
                @let choices: Vec<(Command, String)> = o.subplots.iter()
                    .map(|p| (Command::NameSubplot { plot: *p }, p.map_or_else(|| cx.t("tl-no-other-subplot"), |p| names::plot(lang, p))))
                    .collect();
                @let legend = match v.phase {
                    Phase::InformerAnswer { named } => lang.t_args("tl-informer-question", &[("plot", names::plot(lang, named).into())]),
                    _ => cx.t("tl-name-subplot"),
                };
                (choose(cx, "subplot", &legend, &choices, &cx.t("tl-name")))
            }
            @if !o.incident.is_empty() {
                @let name = match v.phase { Phase::IncidentChoice { incident } => names::incident(lang, incident), _ => String::new() };
                (cx.form("incident", html! {
                    label for="tl-incident" { (lang.t_args("tl-incident-question", &[("incident", name.into())])) }
                    select #tl-incident name="command" required {
                        @for c in &o.incident {
                            option value=(json_of(&Command::ResolveIncident { choice: *c })) { (incident_label(lang, *c)) }
                        }
                    }
                    button type="submit" { (cx.t("tl-resolve")) }
                }))
            }
            @if o.next_loop || o.final_guess {
                div.tl-ask {
                    p { (cx.t("tl-spiral-question")) }
                    @if o.next_loop { (button(cx, "next-loop", &Command::NextLoop, &cx.t("tl-next-loop"))) }
                    @if o.final_guess { (button(cx, "start-final-guess", &Command::StartFinalGuess, &cx.t("tl-start-final-guess"))) }
                }
            }
            @if !o.guesses.is_empty() { (guess_forms(cx, &o.guesses)) }
        }
    }
}

/// The Final Guess: one row per character still to guess, each with the roles it may be named.
fn guess_forms(cx: &Cx, guesses: &[(Character, Role)]) -> Markup {
    let lang = cx.lang();
    let mut chars: Vec<Character> = Vec::new();
    for (c, _) in guesses {
        if !chars.contains(c) {
            chars.push(*c);
        }
    }
    html! {
        div.tl-guess {
            h3 { (cx.t("tl-final-guess")) }
            p.muted { (cx.t("tl-final-guess-help")) }
            @for c in chars {
                @let id = format!("tl-guess-{}", c.name());
                (cx.form("guess", html! {
                    div.row {
                        input type="hidden" name="character" value=(c.name());
                        div {
                            label for=(id) { (names::character(lang, c)) }
                            select id=(id) name="role" required {
                                @for (_, r) in guesses.iter().filter(|(g, _)| *g == c) {
                                    option value=(r.name()) { (names::role(lang, *r)) }
                                }
                            }
                        }
                        button type="submit" { (cx.t("tl-guess")) }
                    }
                }))
            }
        }
    }
}
