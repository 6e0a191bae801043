//! The table as the viewer sees it: the tracker (loop, day, step, leader, scheduled incidents), the
//! 2×2 board with each location's Intrigue, its characters (tokens, Paranoia limit, corpses, guard
//! markers, revealed roles) and today's cards (face down unless the viewer holds them), the hands,
//! the set-aside cards and, for the Mastermind only, the private card.
//!
//! Everything here is drawn from the viewer's [`View`], which holds nothing the viewer may not see.

use engine::SeatId;
use maud::{Markup, html};
use tragedy_looper::{
    BoardCard, Character, CharacterView, Deck, Location, MASTERMIND, Phase, Side, Target, View,
};

use super::names;
use crate::i18n::{Arg, Lang};
use crate::screens::Cx;

/// The tracker: loop, day, step, leader, losses and the incident schedule.
pub fn tracker(cx: &Cx, v: &View) -> Markup {
    let lang = cx.lang();
    let script = &v.script;
    let num = |n: u8| Arg::Num(n as f64);
    html! {
        section.tl-tracker aria-label=(cx.t("tl-tracker")) {
            h2.tl-title { (names::script_title(lang, &script.title)) }
            p.tl-meta.muted {
                (names::tragedy_set(lang, script.tragedy_set)) " · "
                (names::difficulty(lang, script.difficulty))
            }
            dl.tl-counters {
                div { dt { (cx.t("tl-loop")) } dd { strong { (v.loop_no) } " / " (script.loops) } }
                div { dt { (cx.t("tl-day")) } dd { strong { (v.day) } " / " (script.days) } }
                div { dt { (cx.t("tl-losses")) } dd { (v.losses) } }
                div.tl-leader { dt { (cx.t("tl-leader")) } dd { "♛ " (cx.seat_name(v.leader)) } }
            }
            p.tl-phase { span.muted { (cx.t("tl-step")) ": " } strong { (names::phase(lang, v.phase)) } }
            @if let Some(w) = v.winner {
                p.tl-winner role="status" {
                    @match w {
                        Side::Mastermind => { (cx.t("tl-winner-mastermind")) }
                        Side::Protagonists => { (cx.t("tl-winner-protagonists")) }
                    }
                }
            }
            // Folded on a phone by the page script (open without it): the step and counters above
            // are what matters now.
            details.phone-fold open data-fold="tl-schedule" {
                summary { h3 { (cx.t("tl-schedule")) } }
                @if script.incidents.is_empty() {
                    p.muted { (cx.t("tl-schedule-none")) }
                } @else {
                    ol.tl-schedule {
                        @for i in &script.incidents {
                            @let culprit = v.revealed_culprits.iter().find(|c| c.day == i.day).map(|c| c.culprit);
                            li.tl-past[i.day < v.day].tl-today[i.day == v.day]
                                aria-current=[(i.day == v.day).then_some("date")] {
                                span.tl-day-no { (lang.t_args("tl-day-n", &[("day", num(i.day))])) }
                                " " strong { (names::incident(lang, i.incident)) }
                                @if let Some(c) = culprit {
                                    " · " span.tl-culprit { (cx.t("tl-culprit")) ": " (names::character(lang, c)) }
                                }
                            }
                        }
                    }
                }
                @if let Some(turf) = script.boss_turf {
                    p.tl-note { (cx.t("tl-boss-turf")) ": " (names::location(lang, turf)) }
                }
                @if v.patient_free { p.tl-note { (cx.t("tl-patient-free")) } }
                @if v.henchman_calm { p.tl-note { (cx.t("tl-henchman-calm")) } }
                @if !v.named_subplots.is_empty() {
                    p.tl-note {
                        (cx.t("tl-named-subplots")) ": "
                        (v.named_subplots.iter().map(|p| names::plot(lang, *p)).collect::<Vec<_>>().join(", "))
                    }
                }
                @if !script.special_rules.is_empty() {
                    h3 { (cx.t("tl-special-rules")) }
                    ul.tl-special { @for (i, r) in script.special_rules.iter().enumerate() { li { (names::script_rule(lang, &script.title, i + 1, r)) } } }
                }
                p.tl-seats.muted {
                    (cx.t("tl-mastermind")) ": " (cx.seat_name(MASTERMIND)) " · "
                    (cx.t("tl-protagonists")) ": "
                    (((1..=v.protagonists).map(|s| cx.seat_name(SeatId(s))).collect::<Vec<_>>().join(", ")))
                }
            }
        }
    }
}

/// Who holds each Protagonist deck today (seat names; public: the leader card decides it).
pub struct Owners(pub [String; 3]);

impl Owners {
    /// A deck's name and, for a Protagonist deck, the seat that holds it today.
    fn label(&self, lang: Lang, deck: Deck) -> String {
        match deck {
            Deck::Mastermind => names::deck(lang, deck),
            Deck::Protagonist(d) => match self.0.get(d as usize) {
                Some(who) => format!("{} · {}", names::deck(lang, deck), who),
                None => names::deck(lang, deck),
            },
        }
    }
}

/// Today's cards on one target.
fn cards_on(lang: Lang, v: &View, owners: &Owners, target: Target) -> Markup {
    let cards: Vec<&BoardCard> = v.board_cards.iter().filter(|c| c.target == target).collect();
    html! {
        @if !cards.is_empty() {
            div.tl-placed {
                @for c in cards {
                    @let mm = c.deck == Deck::Mastermind;
                    @if let Some(face) = c.card {
                        span.tl-card.tl-face.tl-mm[mm] title=(owners.label(lang, c.deck)) {
                            (names::card(lang, face))
                            small { (owners.label(lang, c.deck)) }
                        }
                    } @else {
                        span.tl-card.tl-facedown.tl-mm[mm] title=(lang.t("tl-facedown")) {
                            "▦ " (owners.label(lang, c.deck))
                        }
                    }
                }
            }
        }
    }
}

fn tokens(lang: Lang, c: &CharacterView) -> Markup {
    let over = c.paranoia >= c.paranoia_limit;
    html! {
        ul.tl-tokens {
            li.tl-gw title=(lang.t("tl-token-goodwill")) { span.tl-ico { "♥" } " " (c.goodwill) }
            li.tl-pa.tl-over[over] title=(lang.t("tl-token-paranoia")) {
                span.tl-ico { "!" } " " (c.paranoia) span.tl-limit { "/" (c.paranoia_limit) }
            }
            li.tl-in title=(lang.t("tl-token-intrigue")) { span.tl-ico { "✦" } " " (c.intrigue) }
        }
    }
}

/// The character card's goodwill abilities, as a tooltip: "GW2: remove 1 Paranoia…".
fn card_text(lang: Lang, c: Character) -> String {
    let mut lines: Vec<String> = c
        .abilities()
        .iter()
        .enumerate()
        .map(|(i, a)| {
            let once =
                if a.once_per_loop { format!(" ({})", lang.t("tl-once-per-loop")) } else { String::new() };
            format!(
                "{} {}{}: {}",
                lang.t("tl-gw-short"),
                a.goodwill,
                once,
                names::goodwill_ability(lang, c, i as u8)
            )
        })
        .collect();
    let forbidden: Vec<String> =
        Location::ALL.iter().filter(|l| c.forbidden(**l)).map(|l| names::location(lang, *l)).collect();
    if !forbidden.is_empty() {
        lines.push(format!("{}: {}", lang.t("tl-forbidden"), forbidden.join(", ")));
    }
    lines.join("\n")
}

fn character(lang: Lang, v: &View, owners: &Owners, c: &CharacterView) -> Markup {
    let dead = !c.alive;
    html! {
        li.tl-char.tl-dead[dead] data-character=(c.character.name()) title=(card_text(lang, c.character)) {
            div.tl-char-head {
                strong.tl-name { (names::character(lang, c.character)) }
                @if dead { " " span.tl-corpse { "✝ " (lang.t("tl-corpse")) } }
                @if c.guard { " " span.tl-guard title=(lang.t("tl-guard")) { "✚" } }
            }
            (tokens(lang, c))
            @if let Some(r) = c.revealed_role {
                div.tl-revealed { (lang.t("tl-revealed-role")) ": " span.tl-role { (names::role(lang, r)) } }
            }
            @if let Some(r) = c.secret_role {
                div.tl-secret-role title=(lang.t("tl-secret-role-title")) { "◈ " span.tl-role { (names::role(lang, r)) } }
            }
            (cards_on(lang, v, owners, Target::Character(c.character)))
        }
    }
}

/// The 2×2 board: locations, their Intrigue and cards, their characters; then who is not on it.
pub fn board(cx: &Cx, v: &View, owners: &Owners) -> Markup {
    let lang = cx.lang();
    let absent: Vec<&CharacterView> = v.characters.iter().filter(|c| !c.present).collect();
    html! {
        section.tl-board aria-label=(cx.t("tl-board")) {
            @for loc in Location::ALL {
                @let here: Vec<&CharacterView> = v.characters.iter().filter(|c| c.present && c.location == loc).collect();
                div.tl-loc data-location=(loc.name()) class={ "tl-loc-" (loc.name()) } {
                    div.tl-loc-head {
                        h3 { (names::location(lang, loc)) }
                        span.tl-loc-intrigue title=(cx.t("tl-token-intrigue")) {
                            "✦ " (v.location_intrigue[loc.index()])
                        }
                        @if v.script.boss_turf == Some(loc) { span.tl-turf { (cx.t("tl-turf")) } }
                    }
                    (cards_on(lang, v, owners, Target::Location(loc)))
                    @if here.is_empty() {
                        p.muted.tl-empty { (cx.t("tl-nobody")) }
                    } @else {
                        ul.tl-chars { @for c in here { (character(lang, v, owners, c)) } }
                    }
                }
            }
        }
        @if !absent.is_empty() {
            p.tl-absent.muted {
                (cx.t("tl-not-on-board")) ": "
                (absent.iter().map(|c| names::character(lang, c.character)).collect::<Vec<_>>().join(", "))
            }
        }
        p.tl-legend.muted {
            "♥ " (cx.t("tl-token-goodwill")) " · ! " (cx.t("tl-token-paranoia")) " (" (cx.t("tl-limit")) ") · ✦ "
            (cx.t("tl-token-intrigue"))
        }
    }
}

/// The viewer's hands (one per deck held) and the set-aside once-per-loop cards of everybody.
pub fn hands(cx: &Cx, v: &View, owners: &Owners) -> Markup {
    let lang = cx.lang();
    let mine = cx.seat() == Some(MASTERMIND);
    html! {
        @if !v.hands.is_empty() {
            section.tl-hands aria-label=(cx.t("tl-hands")) {
                h3 { @if mine { (cx.t("tl-decks")) } @else { (cx.t("tl-your-hand")) } }
                @for h in &v.hands {
                    div.tl-hand {
                        h4 { (owners.label(lang, h.deck)) }
                        ul.tl-cards {
                            @for (i, c) in h.cards.iter().enumerate() {
                                @let once = h.deck.cards().get(i).is_some_and(|s| s.once_per_loop);
                                li.tl-card.tl-used[c.set_aside].tl-on-board[c.placed].tl-mm[h.deck == Deck::Mastermind] {
                                    (names::card(lang, c.card))
                                    @if once { small.tl-once { (cx.t("tl-once-per-loop")) } }
                                    @if c.set_aside { small { (cx.t("tl-set-aside")) } }
                                    @if c.placed { small { (cx.t("tl-on-board-now")) } }
                                }
                            }
                        }
                    }
                }
            }
        }
        @if !v.set_aside.is_empty() {
            p.tl-aside {
                span.muted { (cx.t("tl-set-aside-all")) ": " }
                (v.set_aside.iter().map(|(d, k)| format!("{} ({})", names::card(lang, *k), names::deck(lang, *d)))
                    .collect::<Vec<_>>().join(", "))
            }
        }
    }
}

/// The Mastermind's private card: plots, roles, culprits, notes. `None` in the view for everyone
/// else until the game is over, so this draws nothing for them until then; at the end it is the
/// script turned over for everyone, with the Final Guess's right answers marked.
pub fn private(cx: &Cx, v: &View) -> Markup {
    let lang = cx.lang();
    let Some(p) = &v.private else { return html! {} };
    let num = |n: u8| Arg::Num(n as f64);
    let (title, help) = if v.winner.is_some() {
        ("tl-revealed", "tl-revealed-help")
    } else {
        ("tl-private", "tl-private-help")
    };
    html! {
        section.tl-private aria-label=(cx.t(title)) {
            h3 { "◈ " (cx.t(title)) }
            p.muted { (cx.t(help)) }
            dl.tl-plots {
                dt { (cx.t("tl-main-plot")) } dd { (names::plot(lang, p.main_plot)) }
                dt { (cx.t("tl-subplots")) }
                dd { (p.subplots.iter().map(|s| names::plot(lang, *s)).collect::<Vec<_>>().join(", ")) }
            }
            h4 { (cx.t("tl-roles")) }
            ul.tl-role-list {
                @for c in &v.characters {
                    @let r = c.secret_role.unwrap_or_default();
                    li.tl-person[r == tragedy_looper::Role::Person] {
                        (names::character(lang, c.character)) ": " strong { (names::role(lang, r)) }
                        @if v.guessed.contains(&c.character) { " " span.badge { "✓ " (cx.t("tl-guessed-right")) } }
                    }
                }
            }
            @if !p.culprits.is_empty() {
                h4 { (cx.t("tl-culprits")) }
                ul.tl-culprit-list {
                    @for c in &p.culprits {
                        @let inc = v.script.incidents.iter().find(|i| i.day == c.day).map(|i| names::incident(lang, i.incident)).unwrap_or_default();
                        li { (lang.t_args("tl-day-n", &[("day", num(c.day))])) " · " (inc) ": " strong { (names::character(lang, c.culprit)) } }
                    }
                }
            }
            @if let Some(n) = &p.notes { p.tl-notes { (names::script_notes(lang, &v.script.title, n)) } }
        }
    }
}

/// Whether the viewer is shown as waiting in a step where several decks place cards.
pub fn step_hint(cx: &Cx, v: &View) -> Option<String> {
    match v.phase {
        Phase::MastermindCards => Some(cx.t("tl-hint-mastermind-cards")),
        Phase::ProtagonistCards => Some(cx.t("tl-hint-protagonist-cards")),
        Phase::Goodwill => Some(cx.t("tl-hint-goodwill")),
        _ => None,
    }
}
