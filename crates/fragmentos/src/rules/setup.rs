//! The set-up of a story: the one place its rules live. The rulebook (`004_*`) gives no creation
//! budget ("Character creation rules … are not in the text", see the README): a sheet is taken as
//! given, within the ranges the rules use (ruling 26). Every problem names the field it is about by
//! its path in the config's JSON (`main_characters.0.action`, `others.1.traits.0.bonus`,
//! `initial_threat`) in a `field` parameter, so a form can show it beside that field.

use engine::RuleError;

use super::{MAX_CHARACTERS, MAX_PLAYERS, MAX_SCORE, Res};
use crate::command::Config;
use crate::event::Event;
use crate::state::{CharacterKind, CharacterSheet, Characteristic};

/// Fewest and most dice an object adds ("La bonificación de los objetos va de uno a tres dados").
pub const OBJECT_DICE: std::ops::RangeInclusive<u32> = 1..=3;
/// Highest starting pool, danger level and script protection level accepted (ruling 26; the
/// rulebook reads the threat on "una escala de 0 … a 10", though it may go above).
pub const MAX_LEVEL: u32 = 100;
/// Most tied re-rolls a table may allow before a conflict ends with no winner (ruling 16).
pub const MAX_TIE_REROLLS: u32 = 100;

impl Config {
    /// Every way this set-up breaks the rules, in the order of the config's fields; each names the
    /// field it is about in a `path` parameter (`main_characters.0.cognition`…), as 44's does. The
    /// game's `start` refuses a config with the first of them; forms show each next to its field.
    pub fn check(&self) -> Result<(), Vec<RuleError>> {
        let mut problems = Vec::new();
        if self.players == 0 {
            problems.extend(player_count(self.main_characters.len()));
        } else {
            // Ruling 28: player seats that write their characters; pre-made ones may be none.
            problems.extend(
                player_count(self.players as usize)
                    .map(|e| e.with("count", self.players).with("path", "players")),
            );
            if self.main_characters.len() > MAX_PLAYERS {
                problems.extend(player_count(self.main_characters.len()));
            }
        }
        let total = self.main_characters.len() + self.others.len() + self.offstage.len();
        let longest = if self.offstage.is_empty() { "others" } else { "offstage" };
        problems.extend(character_count(total, longest));
        for (i, sheet) in self.main_characters.iter().enumerate() {
            problems.extend(sheet_problems(sheet, true, &format!("main_characters.{i}")));
        }
        for (i, sheet) in self.others.iter().enumerate() {
            problems.extend(sheet_problems(sheet, false, &format!("others.{i}")));
        }
        for (i, sheet) in self.offstage.iter().enumerate() {
            problems.extend(sheet_problems(sheet, false, &format!("offstage.{i}")));
        }
        problems.extend(levels(self));
        if problems.is_empty() { Ok(()) } else { Err(problems) }
    }
}

/// Checks the set-up and records it (ruling 26 for every range).
pub(crate) fn start(config: &Config) -> Res<Vec<Event>> {
    match config.check() {
        Err(problems) => Err(problems.into_iter().next().expect("a refused config names a problem")),
        Ok(()) if config.players > 0 => Ok(vec![Event::CreationOpened { config: config.clone() }]),
        Ok(()) => Ok(vec![Event::StoryStarted { config: config.clone() }]),
    }
}

/// One main character per player seat, 1 to [`MAX_PLAYERS`] of them (ruling 26: the rulebook
/// names no number of players; a story needs at least one main character).
fn player_count(n: usize) -> Option<RuleError> {
    (!(1..=MAX_PLAYERS).contains(&n)).then(|| {
        RuleError::new(
            "fragmentos.config.players",
            format!("a story has 1 to {MAX_PLAYERS} main characters, not {n}"),
        )
        .with("count", n)
        .with("path", "main_characters")
    })
}

/// At most [`MAX_CHARACTERS`] characters of every kind (ruling 26); `field` names the list that
/// would grow past it.
pub(super) fn character_count(n: usize, field: &str) -> Option<RuleError> {
    (n > MAX_CHARACTERS).then(|| {
        RuleError::new(
            "fragmentos.config.too_many",
            format!("a story has at most {MAX_CHARACTERS} characters"),
        )
        .with("path", field)
    })
}

/// A character sheet ("Características", "Rasgos", "Objetos"): a name, each characteristic 1 to
/// [`MAX_SCORE`], traits +1 to +[`MAX_SCORE`], objects one to three dice; main characters are the
/// players' and carry no Director's notes or secrets, the Director's are secondary characters or
/// monsters. `at` is the sheet's path (`main_characters.0`, or `sheet` in a command).
pub(super) fn sheet_problems(sheet: &CharacterSheet, main: bool, at: &str) -> Vec<RuleError> {
    let who = if sheet.name.trim().is_empty() { "a character".to_string() } else { sheet.name.clone() };
    let mut problems = Vec::new();
    if sheet.name.trim().is_empty() {
        problems.push(
            RuleError::new("fragmentos.config.name_missing", "every character needs a name")
                .with("path", format!("{at}.name")),
        );
    }
    for c in Characteristic::ALL {
        let v = sheet.total(c);
        if !(1..=MAX_SCORE).contains(&v) {
            problems.push(
                RuleError::new(
                    "fragmentos.config.characteristic_range",
                    format!("{who}'s {} is {v}: a characteristic is between 1 and {MAX_SCORE}", c.name()),
                )
                .with("character", &who)
                .with("value", v)
                .with("path", format!("{at}.{}", c.name())),
            );
        }
    }
    for (j, t) in sheet.traits.iter().enumerate().filter(|(_, t)| !(1..=MAX_SCORE).contains(&t.bonus)) {
        problems.push(
            RuleError::new(
                "fragmentos.config.trait_range",
                format!("{who}'s trait {} has bonus {}: a trait gives +1 to +{MAX_SCORE}", t.name, t.bonus),
            )
            .with("character", &who)
            .with("path", format!("{at}.traits.{j}.bonus")),
        );
    }
    for (j, o) in sheet.objects.iter().enumerate().filter(|(_, o)| !OBJECT_DICE.contains(&o.dice)) {
        problems.push(
            RuleError::new(
                "fragmentos.config.object_dice",
                format!("{who}'s object {} gives {} dice: objects give one to three dice", o.name, o.dice),
            )
            .with("character", &who)
            .with("path", format!("{at}.objects.{j}.dice")),
        );
    }
    problems.extend(kind_problems(sheet, main, &who, at));
    problems
}

/// Main characters belong to players ("personaje principal"); the Director plays secondary
/// characters and monsters, and only their sheets hold the Director's notes and secret qualities.
fn kind_problems(sheet: &CharacterSheet, main: bool, who: &str, at: &str) -> Option<RuleError> {
    if main && sheet.kind != CharacterKind::Main {
        Some(
            RuleError::new(
                "fragmentos.config.main_kind",
                format!("{who} is listed as a main character but is not of kind main"),
            )
            .with("character", who)
            .with("path", format!("{at}.kind")),
        )
    } else if main && (!sheet.notes.is_empty() || !sheet.secret_qualities.is_empty()) {
        let field = if sheet.notes.is_empty() { "secret_qualities" } else { "notes" };
        Some(
            RuleError::new(
                "fragmentos.config.main_secrets",
                format!(
                    "{who} is a main character: only the director's characters have notes or secret qualities"
                ),
            )
            .with("character", who)
            .with("path", format!("{at}.{field}")),
        )
    } else if !main && sheet.kind == CharacterKind::Main {
        Some(
            RuleError::new(
                "fragmentos.config.other_kind",
                format!("{who} is the director's: it must be a secondary character or a monster"),
            )
            .with("character", who)
            .with("path", format!("{at}.kind")),
        )
    } else {
        None
    }
}

/// The starting pools ("una reserva de superación grande", "la amenaza es pequeña"), the levels of
/// the rulings and the tied re-rolls, each within its range (rulings 8, 9, 16, 25, 26).
fn levels(config: &Config) -> Vec<RuleError> {
    let mut problems = Vec::new();
    let r = &config.rulings;
    for (field, v) in [
        ("initial_threat", config.initial_threat),
        ("initial_overcoming", config.initial_overcoming),
        ("rulings.danger_level", r.danger_level),
        ("rulings.script_protection_below", r.script_protection_below),
    ] {
        if v > MAX_LEVEL {
            problems.push(
                RuleError::new(
                    "fragmentos.config.level",
                    format!("{field} is {v}: starting pools and threat levels are 0 to {MAX_LEVEL}"),
                )
                .with("value", v)
                .with("path", field),
            );
        }
    }
    if r.max_tie_rerolls > MAX_TIE_REROLLS {
        problems.push(
            RuleError::new(
                "fragmentos.config.rerolls",
                format!("at most {MAX_TIE_REROLLS} tied re-rolls may be allowed"),
            )
            .with("value", r.max_tie_rerolls)
            .with("path", "rulings.max_tie_rerolls"),
        );
    }
    problems
}
