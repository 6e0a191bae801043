//! The words of the game in the reader's language: characters, roles, plots, incidents, locations,
//! cards, tokens, decks, targets and steps. Every name is a Fluent id built from the engine's own
//! snake_case name (`tl-char-boy_student`), so the ftl files and the engine cannot drift apart
//! without the pages test noticing.

use serde::Serialize;
use tragedy_looper::{
    CardKind, Character, Deck, Difficulty, GoodwillTarget, Incident, Location, MastermindAbility, Phase,
    Plot, Role, Target, Token, TragedySet,
};

use engine::{SeatInfo, SeatRole};

use crate::i18n::{Arg, Lang};

/// The serde (snake_case) name of a unit enum value: `CardKind::IntriguePlus1` → `intrigue_plus1`.
pub fn snake<T: Serialize>(v: &T) -> String {
    // A unit variant serialises as a JSON string of plain snake_case letters: no escapes.
    match serde_json::to_string(v) {
        Ok(s) if s.len() > 1 && s.starts_with('"') && s.ends_with('"') => s[1..s.len() - 1].to_owned(),
        _ => String::new(),
    }
}

/// Parses a snake_case name back into a unit enum value.
pub fn parse<T: serde::de::DeserializeOwned>(name: &str) -> Option<T> {
    use serde::de::IntoDeserializer;
    let name: serde::de::value::StrDeserializer<'_, serde::de::value::Error> = name.into_deserializer();
    T::deserialize(name).ok()
}

/// A character's name.
pub fn character(lang: Lang, c: Character) -> String {
    lang.t(&format!("tl-char-{}", c.name()))
}

/// A role's name.
pub fn role(lang: Lang, r: Role) -> String {
    lang.t(&format!("tl-role-{}", r.name()))
}

/// A plot's name.
pub fn plot(lang: Lang, p: Plot) -> String {
    lang.t(&format!("tl-plot-{}", p.name()))
}

/// An incident's name.
pub fn incident(lang: Lang, i: Incident) -> String {
    lang.t(&format!("tl-incident-{}", i.name()))
}

/// A location's name.
pub fn location(lang: Lang, l: Location) -> String {
    lang.t(&format!("tl-loc-{}", l.name()))
}

/// An action card's name.
pub fn card(lang: Lang, k: CardKind) -> String {
    lang.t(&format!("tl-card-{}", snake(&k)))
}

/// A token's name.
pub fn token(lang: Lang, t: Token) -> String {
    lang.t(&format!("tl-token-{}", snake(&t)))
}

/// A tragedy set's name.
pub fn tragedy_set(lang: Lang, t: TragedySet) -> String {
    lang.t(&format!("tl-set-{}", snake(&t)))
}

/// A difficulty's name.
pub fn difficulty(lang: Lang, d: Difficulty) -> String {
    lang.t(&format!("tl-difficulty-{}", snake(&d)))
}

/// A deck's name: the Mastermind's, or Protagonist deck A, B or C.
pub fn deck(lang: Lang, d: Deck) -> String {
    match d {
        Deck::Mastermind => lang.t("tl-deck-mastermind"),
        Deck::Protagonist(i) => {
            let letter = ["A", "B", "C"].get(i as usize).copied().unwrap_or("?");
            lang.t_args("tl-deck-protagonist", &[("letter", letter.into())])
        }
    }
}

/// A Protagonist seat by its player's letter ("Protagonist B", "Protagonista B"): seats 1, 2 and 3
/// are players A, B and C, the letters of the decks they hold at three Protagonists (with fewer
/// the decks change hands each day, the letters stay with the players). What an `@mention` may
/// also name a Protagonist by; `None` for any other seat.
pub fn player_letter(lang: Lang, info: &SeatInfo) -> Option<String> {
    let n = info.name.strip_prefix("Protagonist ").and_then(|n| n.parse::<u8>().ok())?;
    (info.role == SeatRole::Protagonist && (1..=3).contains(&n)).then(|| deck(lang, Deck::Protagonist(n - 1)))
}

/// A deck as the subject that starts a sentence: the Mastermind with its article ("La mente
/// maestra"), a Protagonist deck by its name ("Protagonista A").
pub fn deck_subject(lang: Lang, d: Deck) -> String {
    match d {
        Deck::Mastermind => lang.t("tl-deck-the-mastermind"),
        Deck::Protagonist(_) => deck(lang, d),
    }
}

/// What a card lies on.
pub fn target(lang: Lang, t: Target) -> String {
    match t {
        Target::Location(l) => location(lang, l),
        Target::Character(c) => character(lang, c),
    }
}

/// A location as a sentence names it, with its article ("el Hospital", "the Shrine").
pub fn location_the(lang: Lang, l: Location) -> String {
    lang.t(&format!("tl-loc-the-{}", l.name()))
}

/// What a card lies on, as a sentence names it: a location with its article, a character by
/// its name.
pub fn target_the(lang: Lang, t: Target) -> String {
    match t {
        Target::Location(l) => location_the(lang, l),
        Target::Character(c) => character(lang, c),
    }
}

/// The form value of a target: `location:hospital`, `character:boy_student`.
pub fn target_value(t: Target) -> String {
    match t {
        Target::Location(l) => format!("location:{}", l.name()),
        Target::Character(c) => format!("character:{}", c.name()),
    }
}

/// Reads a target's form value.
pub fn parse_target(value: &str) -> Option<Target> {
    let (kind, name) = value.split_once(':')?;
    match kind {
        "location" => parse(name).map(Target::Location),
        "character" => parse(name).map(Target::Character),
        _ => None,
    }
}

/// The target of a goodwill ability, as words (empty for none).
pub fn goodwill_target(lang: Lang, t: GoodwillTarget) -> String {
    match t {
        GoodwillTarget::None => String::new(),
        GoodwillTarget::Character { character: c } => character(lang, c),
        GoodwillTarget::Location { location: l } => location(lang, l),
        GoodwillTarget::Card { deck: d, card: k } => format!("{} ({})", card(lang, k), deck(lang, d)),
        GoodwillTarget::Incident { day } => {
            lang.t_args("tl-target-incident", &[("day", Arg::Num(day as f64))])
        }
        GoodwillTarget::Plot { plot: p } => plot(lang, p),
        GoodwillTarget::Paranoia { character: c, add } => {
            let id = if add { "tl-target-paranoia-add" } else { "tl-target-paranoia-remove" };
            lang.t_args(id, &[("character", character(lang, c).into())])
        }
    }
}

/// The step the game is at.
pub fn phase(lang: Lang, p: Phase) -> String {
    let id = match p {
        Phase::NotStarted => "tl-phase-not-started",
        Phase::HenchmanPlacement => "tl-phase-henchman",
        Phase::MastermindCards => "tl-phase-mastermind-cards",
        Phase::ProtagonistCards => "tl-phase-protagonist-cards",
        Phase::ForbidIntrigueChoice => "tl-phase-forbid-intrigue",
        Phase::MastermindAbilities => "tl-phase-mastermind-abilities",
        Phase::Goodwill => "tl-phase-goodwill",
        Phase::GoodwillAnswer { .. } => "tl-phase-goodwill-answer",
        Phase::InformerAnswer { .. } => "tl-phase-informer",
        Phase::IncidentChoice { .. } => "tl-phase-incident",
        Phase::DayEnd => "tl-phase-day-end",
        Phase::TimeSpiral => "tl-phase-time-spiral",
        Phase::FinalGuess => "tl-phase-final-guess",
        Phase::GameOver => "tl-phase-game-over",
    };
    lang.t(id)
}

/// A goodwill ability's text, from the character card.
pub fn goodwill_ability(lang: Lang, c: Character, ability: u8) -> String {
    lang.t(&format!("tl-gw-{}-{}", c.name(), ability + 1))
}

/// A Mastermind ability, as a form option and in the story thread.
pub fn ability(lang: Lang, a: MastermindAbility) -> String {
    let ch = |c: Character| Arg::from(character(lang, c));
    match a {
        MastermindAbility::Brain { brain, target } => {
            lang.t_args("tl-ab-brain", &[("who", ch(brain)), ("target", target_the(lang, target).into())])
        }
        MastermindAbility::Theorist { theorist, target } => {
            lang.t_args("tl-ab-theorist", &[("who", ch(theorist)), ("target", ch(target))])
        }
        MastermindAbility::Rumor { location } => {
            lang.t_args("tl-ab-rumor", &[("target", location_the(lang, location).into())])
        }
        MastermindAbility::Doctor { target, add } => lang
            .t_args(if add { "tl-ab-doctor-add" } else { "tl-ab-doctor-remove" }, &[("target", ch(target))]),
        MastermindAbility::KillKeyPerson { killer } => {
            lang.t_args("tl-ab-kill-key-person", &[("who", ch(killer))])
        }
        MastermindAbility::KillProtagonists { by } => {
            lang.t_args("tl-ab-kill-protagonists", &[("who", ch(by))])
        }
        MastermindAbility::DeclareDefeat { traveler } => {
            lang.t_args("tl-ab-declare-defeat", &[("who", ch(traveler))])
        }
    }
}

/// Which shipped script a public card belongs to (by its title, as shipped): the file's stem,
/// the key of its words in `scripts-tragedy-looper.ftl`. `None` for a script someone pasted.
fn shipped_key(title: &str) -> Option<&'static str> {
    static SHIPPED: std::sync::OnceLock<Vec<(&'static str, String)>> = std::sync::OnceLock::new();
    let shipped = SHIPPED.get_or_init(|| {
        tragedy_looper::SCRIPTS
            .iter()
            .filter_map(|(file, text)| {
                let script = tragedy_looper::parse_script(text).ok()?;
                Some((file.trim_end_matches(".toml"), script.public.title))
            })
            .collect()
    });
    shipped.iter().find(|(_, t)| t == title).map(|(key, _)| *key)
}

/// A piece of a script's text in `lang`: a shipped script's comes from the Fluent files (`part`
/// is `title`, `notes` or `rule-N`), a pasted script's is its author's own words, as written.
fn script_text(lang: Lang, title: &str, part: &str, written: &str) -> String {
    match shipped_key(title).map(|key| format!("tl-script-{key}-{part}")) {
        Some(id) if lang.has(&id) => lang.t(&id),
        _ => written.to_owned(),
    }
}

/// A script's title.
pub fn script_title(lang: Lang, title: &str) -> String {
    script_text(lang, title, "title", title)
}

/// A script's special rule number `i` (from 1) of the script titled `title`.
pub fn script_rule(lang: Lang, title: &str, i: usize, written: &str) -> String {
    script_text(lang, title, &format!("rule-{i}"), written)
}

/// The Mastermind's notes of the script titled `title`.
pub fn script_notes(lang: Lang, title: &str, written: &str) -> String {
    script_text(lang, title, "notes", written)
}
