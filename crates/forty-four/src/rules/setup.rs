//! Set-up (p. 7-13): the checks of a [`Config`] and the events that start the game.
//!
//! [`check_config`] is the only place the set-up rules live: `start` refuses a config with its
//! first mistake, and the set-up forms show every mistake next to its field. Each mistake is a
//! [`RuleError`] whose `path` parameter names the field in the config's JSON shape
//! (`characters.0.concept`, `characters.1.bonds.2.rating`, `secrets.1`…); a rule about several
//! fields together names their parent (`characters.0.bonds`), and the three Qualities together are
//! `characters.0.qualities`.

use dice::DiceSource;
use engine::{RuleError, SeatId};

use super::{Ctx, Result, begin_countdown};
use crate::command::{CharacterSetup, Config, RatedSetup};
use crate::event::{Audience, Event, Pile, PileReason};
use crate::state::{AgentOrigin, Character, DIRECTOR, Rated, State, Status};

/// Starting Countdown (p. 12).
pub const COUNTDOWN: u32 = 4;
/// Points among the Qualities (p. 8).
pub const QUALITY_POINTS: u32 = 6;
/// Points among the Bonds (p. 9).
pub const BOND_POINTS: u32 = 3;
/// Points among the Anxieties (p. 9).
pub const ANXIETY_POINTS: u32 = 4;
/// The Director's starting Control (p. 10).
pub const START_CONTROL: u32 = 4;
/// The Director's starting Program (p. 10).
pub const START_PROGRAM: u32 = 1;
/// Rating of each starting Secret (p. 11).
pub const SECRET_RATING: u32 = 2;
/// How many Secrets the Director creates (p. 11).
pub const SECRETS: usize = 2;
/// Most players a table takes (seats are bytes; the rulebook sets no limit).
pub const MAX_PLAYERS: usize = 12;

/// Every mistake of a set-up, in the order of the config (empty when it is valid). Each carries
/// the `path` of its field (see the module doc).
pub fn check_config(config: &Config) -> Vec<RuleError> {
    let mut mistakes = Vec::new();
    if config.players > MAX_PLAYERS as u32 {
        mistakes.push(
            RuleError::new(
                "44.setup.players",
                format!(
                    "a game needs 1 to {MAX_PLAYERS} main characters (one per player, p. 7), not {}",
                    config.players
                ),
            )
            .with("count", config.players)
            .with("path", "players"),
        );
    }
    // Pre-made characters to hand out may be none at all, but no more than the most players.
    let premade_only = config.players > 0;
    if (!premade_only && config.characters.is_empty()) || config.characters.len() > MAX_PLAYERS {
        mistakes.push(
            RuleError::new(
                "44.setup.players",
                format!(
                    "a game needs 1 to {MAX_PLAYERS} main characters (one per player, p. 7), not {}",
                    config.characters.len()
                ),
            )
            .with("count", config.characters.len())
            .with("path", "characters"),
        );
    }
    for (i, c) in config.characters.iter().enumerate() {
        check_character(&mut mistakes, i, c);
    }
    check_secrets(&mut mistakes, &config.secrets);
    mistakes
}

/// A text the rulebook asks for is written (a name, steps 1 and 2 of p. 7, a Bond, an Anxiety, a
/// Secret).
fn check_written(mistakes: &mut Vec<RuleError>, text: &str, what: &'static str, path: String) {
    if text.trim().is_empty() {
        mistakes.push(
            RuleError::new("44.text.empty", format!("the {what} is empty: write a few words"))
                .with("what", what)
                .with("path", path),
        );
    }
}

/// One main character, step by step (p. 7-9).
fn check_character(mistakes: &mut Vec<RuleError>, i: usize, c: &CharacterSetup) {
    let at = |field: &str| format!("characters.{i}.{field}");
    check_written(mistakes, &c.name, "name", at("name"));
    // Step 1: concept; step 2: the Ticker's four answers (p. 7).
    check_written(mistakes, &c.concept, "concept", at("concept"));
    let t = &c.ticker;
    check_written(mistakes, &t.who_was_replaced, "ticker's who was replaced", at("ticker.who_was_replaced"));
    check_written(mistakes, &t.what_happened, "ticker's what happened", at("ticker.what_happened"));
    check_written(
        mistakes,
        &t.where_was_your_character,
        "ticker's where was your character",
        at("ticker.where_was_your_character"),
    );
    check_written(mistakes, &t.what_now, "ticker's what will he or she do now", at("ticker.what_now"));
    check_qualities(mistakes, i, c);
    check_rated(mistakes, i, c, "bond", &c.bonds, BOND_POINTS, c.contact);
    check_rated(mistakes, i, c, "anxiety", &c.anxieties, ANXIETY_POINTS, c.resolve);
}

/// Step 3 (p. 8): 6 points among Resolve, Contact and Material, each at least 1.
fn check_qualities(mistakes: &mut Vec<RuleError>, i: usize, c: &CharacterSetup) {
    let who = c.name.as_str();
    let path = format!("characters.{i}.qualities");
    if c.resolve < 1 || c.contact < 1 || c.material < 1 {
        mistakes.push(
            RuleError::new(
                "44.setup.quality_below_one",
                format!("{who}: each Quality must be at least 1 (step 3, p. 8)"),
            )
            .with("character", who)
            .with("path", path),
        );
        return;
    }
    let sum = c.resolve + c.contact + c.material;
    if sum != QUALITY_POINTS {
        mistakes.push(
            RuleError::new(
                "44.setup.quality_points",
                format!(
                    "{who} assigns {sum} points to Qualities: assign exactly {QUALITY_POINTS} (step 3, p. 8)"
                ),
            )
            .with("character", who)
            .with("points", sum)
            .with("path", path),
        );
    }
}

/// Steps 4 and 5 (p. 9): `total` points of Bonds (Anxieties), each at least 1, in at most
/// `max_count` of them (the Contact, or the Resolve, rating).
fn check_rated(
    mistakes: &mut Vec<RuleError>,
    i: usize,
    c: &CharacterSetup,
    what: &'static str,
    items: &[RatedSetup],
    total: u32,
    max_count: u32,
) {
    let who = c.name.as_str();
    let list = if what == "bond" { "bonds" } else { "anxieties" };
    let before = mistakes.len();
    for (j, item) in items.iter().enumerate() {
        check_written(mistakes, &item.name, what, format!("characters.{i}.{list}.{j}.name"));
        if item.rating < 1 {
            mistakes.push(
                RuleError::new(
                    "44.setup.rating_below_one",
                    format!("each {what} needs a rating of at least 1 (p. 9)"),
                )
                .with("character", who)
                .with("what", what)
                .with("path", format!("characters.{i}.{list}.{j}.rating")),
            );
        }
    }
    if mistakes.len() > before {
        return;
    }
    let path = format!("characters.{i}.{list}");
    let sum: u32 = items.iter().map(|i| i.rating).sum();
    if sum != total {
        mistakes.push(
            RuleError::new(
                "44.setup.points",
                format!("{who} assigns {sum} points to {what}s: assign exactly {total} (p. 9)"),
            )
            .with("character", who)
            .with("what", what)
            .with("points", sum)
            .with("total", total)
            .with("path", path),
        );
    } else if items.len() as u32 > max_count {
        let limit = if what == "bond" { "Contact" } else { "Resolve" };
        mistakes.push(
            RuleError::new(
                "44.setup.too_many",
                format!(
                    "{who} has {} {what}s but may have at most {max_count} (the {limit} rating, p. 9)",
                    items.len()
                ),
            )
            .with("character", who)
            .with("what", what)
            .with("count", items.len())
            .with("max", max_count)
            .with("path", path),
        );
    }
}

/// p. 11: the Director creates exactly two Secrets.
fn check_secrets(mistakes: &mut Vec<RuleError>, secrets: &[String]) {
    if secrets.len() != SECRETS {
        mistakes.push(
            RuleError::new(
                "44.setup.secrets",
                format!("the Director creates exactly {SECRETS} Secrets (p. 11), not {}", secrets.len()),
            )
            .with("count", secrets.len())
            .with("path", "secrets"),
        );
    }
    for (k, t) in secrets.iter().enumerate() {
        check_written(mistakes, t, "secret", format!("secrets.{k}"));
    }
}

/// Refuses a set-up with its first mistake, or returns the events that start the game: the
/// characters, the Director's sheet (p. 10-11), the starting Agents from the Tickers (p. 10), the
/// dice piles (p. 13) and the first order roll.
pub fn start(config: &Config, dice: &mut dyn DiceSource) -> Result<Vec<Event>> {
    if let Some(first) = check_config(config).into_iter().next() {
        return Err(first);
    }
    let mut cx = Ctx { s: State::default(), out: Vec::new() };
    if config.players > 0 {
        // The players make their characters at the table (p. 7-9) while the Director completes
        // Section 44 (p. 9): its Secrets are written now, the rest follows from the sheets.
        cx.emit(Event::CreationOpened {
            players: config.players,
            premade: config.characters.clone(),
            notes_to_director: config.notes_to_director,
        });
        secrets(&mut cx, &config.secrets);
        return Ok(cx.out);
    }
    begin_game(&mut cx, &config.characters, config.notes_to_director, Some(&config.secrets), dice);
    Ok(cx.out)
}

/// p. 11: the Director's two Secrets, each at 2, known to the Director only.
fn secrets(cx: &mut Ctx, secrets: &[String]) {
    for (i, t) in secrets.iter().enumerate() {
        cx.emit(Event::SecretAdded {
            secret: i as u32,
            text: Some(t.clone()),
            rating: Some(SECRET_RATING),
            known_to: Audience::Seats(vec![DIRECTOR]),
        });
    }
}

/// Every main character is made: the sheets, the Secrets unless written already, the Director's Qualities (p. 10), the starting Agents
/// from the Tickers (p. 10), the dice piles (p. 13) and the first order roll.
pub(crate) fn begin_game(
    cx: &mut Ctx,
    sheets: &[CharacterSetup],
    notes_to_director: bool,
    with_secrets: Option<&[String]>,
    dice: &mut dyn DiceSource,
) {
    let characters: Vec<Character> =
        sheets.iter().enumerate().map(|(i, c)| character(SeatId(i as u8 + 1), c)).collect();
    let n = characters.len() as u32;
    cx.emit(Event::GameStarted {
        characters: characters.clone(),
        control: START_CONTROL,
        program: START_PROGRAM,
        countdown: COUNTDOWN,
        notes_to_director,
    });
    if let Some(texts) = with_secrets {
        secrets(cx, texts);
    }
    // p. 10, "Step 2: Agents": each Ticker's "who was replaced" is an Agent at 1.
    for (i, c) in characters.iter().enumerate() {
        cx.emit(Event::AgentAdded {
            agent: i as u32,
            name: Some(c.ticker.who_was_replaced.clone()),
            rating: Some(1),
            origin: AgentOrigin::Ticker,
            known_to: Audience::Everyone,
        });
    }
    // p. 13, "Resistance & Menace": one die of each per main character.
    cx.pile(Pile::Resistance, n, PileReason::SetUp);
    cx.pile(Pile::Menace, n, PileReason::SetUp);
    begin_countdown(cx, dice);
}

/// The mistakes of one main character a player made (p. 7-9), each `path` under `character.`.
pub(crate) fn check_made(c: &CharacterSetup) -> Vec<RuleError> {
    let mut mistakes = Vec::new();
    check_character(&mut mistakes, 0, c);
    for m in &mut mistakes {
        if let Some(path) = m.params.get("path").cloned() {
            let path = path.replacen("characters.0", "character", 1);
            m.params.insert("path".into(), path);
        }
    }
    mistakes
}

/// A checked character sheet as it starts the game; Bonds and Anxieties share one id sequence.
fn character(seat: SeatId, c: &CharacterSetup) -> Character {
    let mut id = 0;
    let mut rated = |r: &RatedSetup| {
        id += 1;
        Rated { id: id - 1, name: r.name.clone(), rating: r.rating }
    };
    let bonds = c.bonds.iter().map(&mut rated).collect();
    let anxieties = c.anxieties.iter().map(&mut rated).collect();
    Character {
        seat,
        name: c.name.clone(),
        concept: c.concept.clone(),
        ticker: c.ticker.clone(),
        resolve: c.resolve,
        contact: c.contact,
        material: c.material,
        bonds,
        anxieties,
        reserve: Vec::new(),
        last_quality: None,
        status: Status::MainCharacter,
        next_id: id,
    }
}
