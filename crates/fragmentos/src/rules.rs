//! Every rule of Fragmentos: `start` checks the set-up, `decide` checks a command and returns what
//! happens. Nothing here mutates the state; where a rule needs the state after some events (does the
//! story end?), it folds them into a copy.

use dice::{DiceSource, Die, HighestRoll};
use engine::{RuleError, SeatId};

use crate::model::{CharacterKind, CharacterSheet, Characteristic, Config, Hurry, QualityEffect};
use crate::protocol::{
    CharacterId, Command, Danger, Event, Pool, QualityRef, Reason, Recovery, SideCall, Throw,
};
use crate::state::{Character, Damage, RollPhase, State, apply};

/// The Director's seat.
pub const DIRECTOR: SeatId = SeatId(0);

/// Most players a table takes.
pub const MAX_PLAYERS: usize = 12;
/// Most characters (of every kind) a story takes.
pub const MAX_CHARACTERS: usize = 200;
/// Highest characteristic or trait score accepted.
pub const MAX_SCORE: u32 = 10;
/// Highest difficulty accepted.
pub const MAX_DIFFICULTY: u32 = 100;

type Res<T> = Result<T, RuleError>;

fn err(code: &'static str, message: impl Into<String>) -> RuleError {
    RuleError::new(code, message)
}

/// The seat that plays a character: seat `i + 1` for main character `i`, the director otherwise.
pub fn controller(state: &State, id: CharacterId) -> SeatId {
    match state.character(id) {
        Some(c) if c.kind() == CharacterKind::Main => SeatId(id.0 as u8 + 1),
        _ => DIRECTOR,
    }
}

// ---------------------------------------------------------------------------------------------
// Set-up

fn check_sheet(sheet: &CharacterSheet, main: bool) -> Res<()> {
    let who = if sheet.name.trim().is_empty() { "a character".to_string() } else { sheet.name.clone() };
    if sheet.name.trim().is_empty() {
        return Err(err("fragmentos.config.name_missing", "every character needs a name"));
    }
    for c in Characteristic::ALL {
        let v = sheet.total(c);
        if !(1..=MAX_SCORE).contains(&v) {
            return Err(err(
                "fragmentos.config.characteristic_range",
                format!("{who}'s {} is {v}: a characteristic is between 1 and {MAX_SCORE}", c.name()),
            )
            .with("character", &who)
            .with("value", v));
        }
    }
    if let Some(t) = sheet.traits.iter().find(|t| !(1..=MAX_SCORE).contains(&t.bonus)) {
        return Err(err(
            "fragmentos.config.trait_range",
            format!("{who}'s trait {} has bonus {}: a trait gives +1 to +{MAX_SCORE}", t.name, t.bonus),
        )
        .with("character", &who));
    }
    if let Some(o) = sheet.objects.iter().find(|o| !(1..=3).contains(&o.dice)) {
        return Err(err(
            "fragmentos.config.object_dice",
            format!("{who}'s object {} gives {} dice: objects give one to three dice", o.name, o.dice),
        )
        .with("character", &who));
    }
    if main {
        if sheet.kind != CharacterKind::Main {
            return Err(err(
                "fragmentos.config.main_kind",
                format!("{who} is listed as a main character but is not of kind main"),
            ));
        }
        if !sheet.notes.is_empty() || !sheet.secret_qualities.is_empty() {
            return Err(err(
                "fragmentos.config.main_secrets",
                format!(
                    "{who} is a main character: only the director's characters have notes or secret qualities"
                ),
            ));
        }
    } else if sheet.kind == CharacterKind::Main {
        return Err(err(
            "fragmentos.config.other_kind",
            format!("{who} is the director's: it must be a secondary character or a monster"),
        ));
    }
    Ok(())
}

/// Checks the set-up and records it.
pub fn start(config: &Config) -> Res<Vec<Event>> {
    let n = config.main_characters.len();
    if !(1..=MAX_PLAYERS).contains(&n) {
        return Err(err(
            "fragmentos.config.players",
            format!("a story has 1 to {MAX_PLAYERS} main characters, not {n}"),
        )
        .with("count", n));
    }
    if n + config.others.len() > MAX_CHARACTERS {
        return Err(err(
            "fragmentos.config.too_many",
            format!("a story has at most {MAX_CHARACTERS} characters"),
        ));
    }
    for s in &config.main_characters {
        check_sheet(s, true)?;
    }
    for s in &config.others {
        check_sheet(s, false)?;
    }
    if config.initial_threat > 100 || config.initial_overcoming > 100 {
        return Err(err("fragmentos.config.pools", "starting threat and overcoming are at most 100"));
    }
    if config.rulings.max_tie_rerolls > 100 {
        return Err(err("fragmentos.config.rerolls", "at most 100 tied re-rolls may be allowed"));
    }
    Ok(vec![Event::StoryStarted { config: config.clone() }])
}

// ---------------------------------------------------------------------------------------------
// Helpers

fn after(state: &State, events: &[Event]) -> State {
    let mut s = state.clone();
    for e in events {
        apply(&mut s, e);
    }
    s
}

fn director_only(seat: SeatId, what: &str) -> Res<()> {
    if seat == DIRECTOR {
        Ok(())
    } else {
        Err(err("fragmentos.director_only", format!("only the director may {what}")).with("seat", seat.0))
    }
}

fn character(state: &State, id: CharacterId) -> Res<&Character> {
    state.character(id).ok_or_else(|| {
        err("fragmentos.character.unknown", format!("{id} does not exist in this story"))
            .with("character", id.0)
    })
}

/// The character, if `seat` plays it.
fn yours(state: &State, seat: SeatId, id: CharacterId) -> Res<&Character> {
    let c = character(state, id)?;
    if controller(state, id) != seat {
        return Err(err(
            "fragmentos.character.not_yours",
            format!("{} is not played by {seat}: players act only for their own character", c.sheet.name),
        )
        .with("character", id.0));
    }
    Ok(c)
}

fn able(c: &Character, id: CharacterId) -> Res<()> {
    if c.out {
        Err(err("fragmentos.character.out", format!("{} is out of the story", c.sheet.name))
            .with("character", id.0))
    } else if c.incapacitated() {
        Err(err(
            "fragmentos.character.incapacitated",
            format!("{} is incapacitated (a characteristic at 0) and cannot take part", c.sheet.name),
        )
        .with("character", id.0))
    } else {
        Ok(())
    }
}

fn no_roll(state: &State) -> Res<()> {
    if state.roll.is_some() {
        Err(err("fragmentos.roll.open", "a challenge or conflict is in play: finish it first"))
    } else {
        Ok(())
    }
}

/// The point a character pays for something: a main character's overcoming point (to the threat pool
/// under the default ruling), or for the director's characters a threat point (lost).
fn pay(state: &State, id: CharacterId, reason: Reason) -> Res<Event> {
    let c = character(state, id)?;
    if c.kind() == CharacterKind::Main {
        if c.overcoming == 0 {
            return Err(err(
                "fragmentos.overcoming.none",
                format!("{} has no overcoming points left to spend", c.sheet.name),
            )
            .with("character", id.0));
        }
        let to = state.rulings.spent_overcoming_feeds_threat.then_some(Pool::Threat);
        Ok(Event::PointMoved { from: Some(Pool::Overcoming { character: id }), to, reason })
    } else {
        threat_point(state, reason, None)
    }
}

fn threat_point(state: &State, reason: Reason, to: Option<Pool>) -> Res<Event> {
    if state.threat == 0 {
        return Err(err("fragmentos.threat.none", "the director has no threat points to spend"));
    }
    Ok(Event::PointMoved { from: Some(Pool::Threat), to, reason })
}

fn check_call(state: &State, call: &SideCall) -> Res<()> {
    let c = character(state, call.character)?;
    able(c, call.character)?;
    if let Some(&t) = call.traits.iter().find(|&&t| t >= c.sheet.traits.len()) {
        return Err(err(
            "fragmentos.trait.unknown",
            format!("{} has no trait number {t}: it has {}", c.sheet.name, c.sheet.traits.len()),
        )
        .with("trait", t));
    }
    if let Some(&o) = call.objects.iter().find(|&&o| o >= c.sheet.objects.len()) {
        return Err(err(
            "fragmentos.object.unknown",
            format!("{} has no object number {o}: it has {}", c.sheet.name, c.sheet.objects.len()),
        )
        .with("object", o));
    }
    Ok(())
}

/// Rulebook, omens ("Presagios"): every 1 is an omen; the threat rises by one when the omens of a roll reach half the current threat
/// (rounded down). A roll without omens never raises it (ruling).
pub fn omens_raise_threat(omens: u32, threat: u32) -> bool {
    omens >= 1 && omens >= threat / 2
}

/// One throw ("Retos", "Rasgos", "Objetos"): current (or total) score plus the object's dice,
/// highest with matches, plus the best applicable trait only.
fn throw(state: &State, call: &SideCall, object: Option<usize>, dice: &mut dyn DiceSource) -> Throw {
    let c = &state.characters[call.character.0 as usize];
    let score = if c.using_totals {
        c.sheet.total(call.characteristic) as i32
    } else {
        c.current(call.characteristic)
    };
    let extra = object.map_or(0, |o| c.sheet.objects[o].dice);
    let n = score.max(0) as u32 + extra;
    let faces = dice.roll(&vec![Die::D6; n as usize]);
    let r = HighestRoll::evaluate(&faces, 0);
    let best = call
        .traits
        .iter()
        .copied()
        .max_by(|&a, &b| c.sheet.traits[a].bonus.cmp(&c.sheet.traits[b].bonus).then(b.cmp(&a)));
    let bonus = best.map_or(0, |t| c.sheet.traits[t].bonus);
    Throw {
        dice: n,
        used_totals: c.using_totals,
        object,
        faces,
        value: r.value,
        trait_used: best,
        bonus,
        total: r.value + bonus,
        omens: r.omens,
    }
}

// ---------------------------------------------------------------------------------------------
// decide

/// Validates a command and returns its events.
pub fn decide(state: &State, seat: SeatId, command: &Command, dice: &mut dyn DiceSource) -> Res<Vec<Event>> {
    if !state.started {
        return Err(err("fragmentos.not_started", "the story has not been set up"));
    }
    if state.over {
        return Err(RuleError::game_over());
    }
    if seat.0 > state.players {
        return Err(RuleError::unknown_seat(seat));
    }
    match command {
        Command::StartScene { qualities } => {
            director_only(seat, "start a scene")?;
            no_roll(state)?;
            if state.scene.is_some() {
                return Err(err("fragmentos.scene.open", "a scene is already in play: end it first"));
            }
            Ok(vec![Event::SceneStarted { number: state.scenes + 1, qualities: qualities.clone() }])
        }
        Command::EndScene => {
            director_only(seat, "end a scene")?;
            no_roll(state)?;
            let Some(scene) = &state.scene else {
                return Err(err("fragmentos.scene.none", "no scene is in play"));
            };
            Ok(vec![Event::SceneEnded { number: scene.number }])
        }
        Command::IntroduceCharacter { sheet } => {
            director_only(seat, "introduce characters")?;
            check_sheet(sheet, false)?;
            if state.characters.len() >= MAX_CHARACTERS {
                return Err(err(
                    "fragmentos.config.too_many",
                    format!("a story has at most {MAX_CHARACTERS} characters"),
                ));
            }
            Ok(vec![Event::CharacterIntroduced {
                character: CharacterId(state.characters.len() as u16),
                sheet: sheet.clone(),
            }])
        }
        Command::RevealQuality { character: id, index } => {
            director_only(seat, "reveal a secret quality")?;
            let c = character(state, *id)?;
            let Some(q) = c.sheet.secret_qualities.get(*index) else {
                return Err(err(
                    "fragmentos.quality.no_secret",
                    format!("{} has no secret quality number {index}", c.sheet.name),
                )
                .with("index", index));
            };
            Ok(vec![Event::QualityRevealed { character: *id, secret_index: *index, quality: q.clone() }])
        }
        Command::CallChallenge { character: id, characteristic, difficulty, dangerous, traits, objects } => {
            director_only(seat, "call a challenge")?;
            no_roll(state)?;
            let call = SideCall {
                character: *id,
                characteristic: *characteristic,
                traits: traits.clone(),
                objects: objects.clone(),
            };
            check_call(state, &call)?;
            if *difficulty > MAX_DIFFICULTY {
                return Err(err(
                    "fragmentos.challenge.difficulty",
                    format!("a difficulty is at most {MAX_DIFFICULTY}"),
                ));
            }
            let mut events = Vec::new();
            let danger = if state.everything_dangerous() {
                Danger::Automatic
            } else if *dangerous {
                events.push(threat_point(state, Reason::DangerDeclared, None)?);
                Danger::Declared
            } else {
                Danger::Safe
            };
            events.push(Event::ChallengeCalled {
                character: *id,
                characteristic: *characteristic,
                difficulty: Some(*difficulty),
                revealed: false,
                danger,
                traits: traits.clone(),
                objects: objects.clone(),
            });
            Ok(events)
        }
        Command::CallConflict { sides, dangerous } => {
            director_only(seat, "call a conflict")?;
            no_roll(state)?;
            if sides.len() != 2 || sides[0].character == sides[1].character {
                return Err(err(
                    "fragmentos.conflict.sides",
                    "a conflict has exactly two sides, two different characters",
                ));
            }
            for s in sides {
                check_call(state, s)?;
            }
            let monster = sides
                .iter()
                .any(|s| state.characters[s.character.0 as usize].kind() == CharacterKind::Monster);
            let mut events = Vec::new();
            let danger = if monster {
                Danger::Monster
            } else if state.everything_dangerous() {
                Danger::Automatic
            } else if *dangerous {
                events.push(threat_point(state, Reason::DangerDeclared, None)?);
                Danger::Declared
            } else {
                Danger::Safe
            };
            events.push(Event::ConflictCalled { sides: sides.clone(), danger });
            Ok(events)
        }
        Command::Roll { character: id, object } => roll(state, seat, *id, *object, dice),
        Command::ActivateQuality { quality, effect, harms_owner, note } => {
            activate(state, seat, *quality, *effect, *harms_owner, note)
        }
        Command::Conclude => conclude(state, seat),
        Command::Protect { character: id } => {
            let dmg = pending_damage(state, seat, *id)?;
            let mut events = vec![pay(state, dmg.character, Reason::Protection)?];
            events.push(Event::DamageIgnored { character: *id, forced: false });
            Ok(close(state, events))
        }
        Command::TakeDamage { character: id } => {
            let dmg = pending_damage(state, seat, *id)?;
            Ok(close(state, take_damage(state, dmg)))
        }
        Command::Retry { character: id } => {
            no_roll(state)?;
            let c = yours(state, seat, *id)?;
            let Some(spec) = state.retry.as_ref().filter(|r| r.character == *id) else {
                return Err(err(
                    "fragmentos.retry.nothing",
                    format!("{} has no failed challenge to try again", c.sheet.name),
                ));
            };
            able(c, *id)?;
            let danger = if state.everything_dangerous() && spec.danger == Danger::Safe {
                Danger::Automatic
            } else {
                spec.danger
            };
            Ok(vec![
                pay(state, *id, Reason::Retry)?,
                Event::ChallengeCalled {
                    character: *id,
                    characteristic: spec.call.characteristic,
                    difficulty: Some(spec.difficulty),
                    revealed: true,
                    danger,
                    traits: spec.call.traits.clone(),
                    objects: spec.call.objects.clone(),
                },
            ])
        }
        Command::UseTotals { character: id } => {
            let c = yours(state, seat, *id)?;
            if state.roll.as_ref().is_some_and(|r| r.phase != RollPhase::Rolling) {
                return Err(err("fragmentos.roll.open", "a roll is being resolved: wait until it is closed"));
            }
            if state.scene.is_none() {
                return Err(err(
                    "fragmentos.totals.no_scene",
                    "total scores are used for a scene: no scene is in play",
                ));
            }
            able(c, *id)?;
            if c.using_totals {
                return Err(err(
                    "fragmentos.totals.already",
                    format!("{} already uses total scores in this scene", c.sheet.name),
                ));
            }
            Ok(vec![pay(state, *id, Reason::Totals)?, Event::TotalsUsed { character: *id }])
        }
        Command::Rest { character: id, recovery } => {
            no_roll(state)?;
            let c = yours(state, seat, *id)?;
            if c.out {
                able(c, *id)?;
            }
            if c.incapacitated() && !state.rulings.incapacitated_may_rest {
                able(c, *id)?;
            }
            if c.rested {
                return Err(err(
                    "fragmentos.rest.already",
                    format!("{} has already rested in this scene or ellipsis", c.sheet.name),
                ));
            }
            let mut current = c.current;
            let mut up = |ch: Characteristic, n: i32| {
                let i = ch.index();
                current[i] = (current[i] + n).min(c.sheet.total(ch) as i32).max(current[i]);
            };
            match recovery {
                Recovery::OneEach => Characteristic::ALL.iter().for_each(|&ch| up(ch, 1)),
                Recovery::TwoIn { characteristic } => up(*characteristic, 2),
            }
            if current == c.current {
                return Err(err(
                    "fragmentos.rest.nothing",
                    format!(
                        "{} has nothing to recover that way: the scores are at their totals",
                        c.sheet.name
                    ),
                ));
            }
            Ok(vec![pay(state, *id, Reason::Rest)?, Event::Rested { character: *id, current }])
        }
        Command::StartRound { characters } => {
            director_only(seat, "start a round of the order of action")?;
            no_roll(state)?;
            if characters.is_empty() {
                return Err(err("fragmentos.round.empty", "a round needs at least one character"));
            }
            for (i, id) in characters.iter().enumerate() {
                able(character(state, *id)?, *id)?;
                if characters[..i].contains(id) {
                    return Err(err("fragmentos.round.duplicate", format!("{id} is listed twice")));
                }
            }
            Ok(vec![Event::RoundStarted { characters: characters.clone() }])
        }
        Command::Act { character: id, hurry } => act(state, seat, *id, *hurry),
        Command::AwardOvercoming { character: id, .. } => {
            director_only(seat, "award overcoming points")?;
            if !state.rulings.director_awards_overcoming {
                return Err(err(
                    "fragmentos.award.disabled",
                    "the rulings of this table do not let the director award overcoming points",
                ));
            }
            let c = character(state, *id)?;
            if c.kind() != CharacterKind::Main || c.out {
                return Err(err(
                    "fragmentos.award.not_main",
                    "overcoming points go only to main characters still in the story",
                ));
            }
            Ok(vec![Event::PointMoved {
                from: None,
                to: Some(Pool::Overcoming { character: *id }),
                reason: Reason::Award,
            }])
        }
        Command::EndStory => {
            director_only(seat, "end the story")?;
            Ok(vec![Event::StoryEnded { reason: "the director ended the story".into() }])
        }
    }
}

fn roll(
    state: &State,
    seat: SeatId,
    id: CharacterId,
    object: Option<usize>,
    dice: &mut dyn DiceSource,
) -> Res<Vec<Event>> {
    let Some(r) = state.roll.as_ref().filter(|r| r.phase == RollPhase::Rolling) else {
        return Err(err("fragmentos.roll.none", "no challenge or conflict is waiting for dice"));
    };
    let c = yours(state, seat, id)?;
    let Some(side) = r.side(id) else {
        return Err(err(
            "fragmentos.roll.not_in_it",
            format!("{} does not take part in this roll", c.sheet.name),
        ));
    };
    if side.throw.is_some() {
        return Err(err("fragmentos.roll.already", format!("{} has already rolled", c.sheet.name)));
    }
    if let Some(o) = object
        && !side.call.objects.contains(&o)
    {
        return Err(err(
            "fragmentos.object.not_accepted",
            format!("object number {o} was not accepted by the director for this roll"),
        )
        .with("object", o));
    }
    let mut events =
        vec![Event::Rolled { character: id, throw: throw(state, &side.call, object, dice), reroll: 0 }];
    let s = after(state, &events);
    let r = s.roll.as_ref().expect("roll stays open");
    if r.sides.iter().any(|s| s.throw.is_none()) {
        return Ok(events);
    }
    let mut threat = state.threat;
    let mut rose = |omens: u32, events: &mut Vec<Event>| {
        if omens_raise_threat(omens, threat) {
            threat += 1;
            events.push(Event::ThreatRose { omens, level: threat });
        }
    };
    if let Some(difficulty) = r.difficulty {
        let t = r.sides[0].throw.as_ref().expect("thrown");
        rose(t.omens, &mut events);
        events.push(Event::ChallengeResolved { difficulty, total: t.total, success: t.total >= difficulty });
        return Ok(events);
    }
    // A conflict: the higher total wins; a main character wins ties against monsters and secondary
    // characters; any other tie is rolled again.
    let mut throws: Vec<Throw> = r.sides.iter().map(|s| s.throw.clone().expect("thrown")).collect();
    let ids: Vec<CharacterId> = r.sides.iter().map(|s| s.call.character).collect();
    let mains: Vec<bool> =
        ids.iter().map(|&i| state.characters[i.0 as usize].kind() == CharacterKind::Main).collect();
    let mut reroll = 0;
    loop {
        rose(throws[0].omens + throws[1].omens, &mut events);
        let (a, b) = (throws[0].total, throws[1].total);
        if a != b {
            let winner = if a > b { ids[0] } else { ids[1] };
            events.push(Event::ConflictResolved { winner: Some(winner), by_tie_rule: false });
            return Ok(events);
        }
        if mains[0] != mains[1] {
            let winner = if mains[0] { ids[0] } else { ids[1] };
            events.push(Event::ConflictResolved { winner: Some(winner), by_tie_rule: true });
            return Ok(events);
        }
        if reroll >= state.rulings.max_tie_rerolls {
            events.push(Event::ConflictResolved { winner: None, by_tie_rule: false });
            return Ok(events);
        }
        reroll += 1;
        for (i, side) in r.sides.iter().enumerate() {
            throws[i] = throw(state, &side.call, throws[i].object, dice);
            events.push(Event::Rolled { character: ids[i], throw: throws[i].clone(), reroll });
        }
    }
}

/// Rulebook, qualities ("Cualidades"): who may activate what, what it costs and where the point goes;
/// exhausting a quality of one's own character without overcoming points.
fn activate(
    state: &State,
    seat: SeatId,
    quality: QualityRef,
    effect: QualityEffect,
    harms_owner: bool,
    note: &str,
) -> Res<Vec<Event>> {
    // The quality must be in play.
    let owner = match quality {
        QualityRef::Character { character: id, index } => {
            let c = character(state, id)?;
            if c.out {
                return Err(err(
                    "fragmentos.quality.not_in_play",
                    format!("{} is out of the story: its qualities are no longer in play", c.sheet.name),
                ));
            }
            if index >= c.sheet.qualities.len() {
                return Err(err(
                    "fragmentos.quality.unknown",
                    format!("{} has no quality number {index}", c.sheet.name),
                )
                .with("index", index));
            }
            if c.exhausted[index] {
                return Err(err(
                    "fragmentos.quality.exhausted",
                    format!(
                        "quality number {index} of {} is exhausted for the rest of the story",
                        c.sheet.name
                    ),
                ));
            }
            Some(id)
        }
        QualityRef::Scene { index } => {
            if state.scene.as_ref().is_none_or(|s| index >= s.qualities.len()) {
                return Err(err(
                    "fragmentos.quality.unknown",
                    format!("the scene in play has no quality number {index}"),
                ));
            }
            None
        }
    };
    let owner_main = owner.filter(|&o| state.characters[o.0 as usize].kind() == CharacterKind::Main);
    let mut events = Vec::new();
    let mut exhausted = false;
    let by = if seat == DIRECTOR {
        if harms_owner && owner_main.is_none() {
            return Err(err(
                "fragmentos.quality.harm_target",
                "only harming a main character with a quality of their own gives them a point",
            ));
        }
        let to = if harms_owner { owner_main.map(|o| Pool::Overcoming { character: o }) } else { None };
        events.push(threat_point(state, Reason::Quality, to)?);
        None
    } else {
        let own = CharacterId(seat.0 as u16 - 1);
        let me = &state.characters[own.0 as usize];
        let at_stake =
            state.roll.as_ref().is_some_and(|r| r.phase != RollPhase::Damage && r.side(own).is_some());
        if !at_stake {
            return Err(err(
                "fragmentos.quality.not_at_stake",
                "a player activates a quality only while a challenge or conflict in play affects their character",
            ));
        }
        let other_main = owner_main.filter(|&o| o != own);
        if harms_owner && other_main.is_none() {
            return Err(err(
                "fragmentos.quality.harm_target",
                "harming the owner moves the point only for another main character's quality",
            ));
        }
        if me.overcoming > 0 {
            let to = match other_main {
                Some(o) if harms_owner => Pool::Overcoming { character: o },
                _ => Pool::Threat,
            };
            events.push(Event::PointMoved {
                from: Some(Pool::Overcoming { character: own }),
                to: Some(to),
                reason: Reason::Quality,
            });
        } else if owner == Some(own) {
            exhausted = true;
        } else {
            return Err(err(
                "fragmentos.quality.no_overcoming",
                "without overcoming points only a quality of your own character can be activated, exhausting it",
            ));
        }
        Some(own)
    };
    let mut reversal = None;
    if effect == QualityEffect::Reverse {
        if !state.rulings.quality_may_reverse {
            return Err(err(
                "fragmentos.quality.no_reverse",
                "the rulings of this table do not let qualities reverse outcomes",
            ));
        }
        let Some(r) = state.roll.as_ref().filter(|r| r.phase == RollPhase::Outcome) else {
            return Err(err(
                "fragmentos.quality.nothing_to_reverse",
                "a quality reverses the outcome of a resolved roll: none is waiting",
            ));
        };
        if r.reversed {
            return Err(err(
                "fragmentos.quality.already_reversed",
                "this outcome has already been reversed once",
            ));
        }
        if let Some(success) = r.success {
            if by.is_some() && success {
                return Err(err("fragmentos.quality.not_failed", "a player reverses only their own failure"));
            }
            reversal = Some(Event::OutcomeReversed { success: Some(!success), winner: None });
        } else {
            let Some(winner) = r.winner else {
                return Err(err("fragmentos.quality.no_winner", "the conflict has no winner to reverse"));
            };
            if by == Some(winner) {
                return Err(err("fragmentos.quality.not_failed", "a player reverses only their own loss"));
            }
            let loser = r.sides.iter().map(|s| s.call.character).find(|&c| c != winner).expect("two sides");
            reversal = Some(Event::OutcomeReversed { success: None, winner: Some(loser) });
        }
    }
    events.push(Event::QualityActivated { by, quality, effect, note: note.to_owned(), exhausted });
    events.extend(reversal);
    Ok(events)
}

/// Rulebook, dangerous challenges ("Retos peligrosos") and script protection ("Protección de guión"):
/// the damage of a lost dangerous roll and who may pay to ignore it.
fn conclude(state: &State, seat: SeatId) -> Res<Vec<Event>> {
    director_only(seat, "conclude a roll")?;
    let Some(r) = state.roll.as_ref().filter(|r| r.phase == RollPhase::Outcome) else {
        return Err(err(
            "fragmentos.roll.not_resolved",
            "no resolved challenge or conflict is waiting to be concluded",
        ));
    };
    let damage = if !r.danger.is_dangerous() {
        None
    } else if r.success == Some(false) {
        // A failed dangerous challenge: one point plus one per omen of the roll.
        let s = &r.sides[0];
        Some(Damage {
            character: s.call.character,
            characteristic: s.call.characteristic,
            amount: 1 + s.throw.as_ref().map_or(0, |t| t.omens),
        })
    } else if let Some(w) = r.winner {
        // A lost dangerous conflict: one point plus one per omen of the attacker (the winner).
        let win = r.sides.iter().find(|s| s.call.character == w).expect("winner side");
        let lose = r.sides.iter().find(|s| s.call.character != w).expect("loser side");
        Some(Damage {
            character: lose.call.character,
            characteristic: lose.call.characteristic,
            amount: 1 + win.throw.as_ref().map_or(0, |t| t.omens),
        })
    } else {
        None
    };
    let Some(dmg) = damage else {
        return Ok(close(state, Vec::new()));
    };
    let c = &state.characters[dmg.character.0 as usize];
    let can_protect = match c.kind() {
        CharacterKind::Main => state.script_protection() && c.overcoming > 0,
        CharacterKind::Monster => {
            (state.script_protection() || !state.rulings.monster_protection_needs_script_protection)
                && state.threat > 0
        }
        CharacterKind::Secondary => false,
    };
    let events = if !can_protect {
        take_damage(state, dmg)
    } else if c.kind() == CharacterKind::Main && c.current(dmg.characteristic) - dmg.amount as i32 <= 0 {
        // Script protection is mandatory when the damage would reach 0 or less.
        vec![
            pay(state, dmg.character, Reason::Protection)?,
            Event::DamageIgnored { character: dmg.character, forced: true },
        ]
    } else {
        return Ok(vec![Event::DamagePending {
            character: dmg.character,
            characteristic: dmg.characteristic,
            amount: dmg.amount,
        }]);
    };
    Ok(close(state, events))
}

fn pending_damage(state: &State, seat: SeatId, id: CharacterId) -> Res<Damage> {
    let Some(dmg) = state.roll.as_ref().and_then(|r| r.damage).filter(|d| d.character == id) else {
        return Err(err("fragmentos.damage.none", format!("no damage awaits a choice for {id}")));
    };
    yours(state, seat, id)?;
    Ok(dmg)
}

/// The points lost, and what follows: 0 incapacitated, below 0 out of the story (and the threat grows).
fn take_damage(state: &State, dmg: Damage) -> Vec<Event> {
    let c = &state.characters[dmg.character.0 as usize];
    let current = c.current(dmg.characteristic) - dmg.amount as i32;
    let mut events = vec![Event::CharacteristicLost {
        character: dmg.character,
        characteristic: dmg.characteristic,
        amount: dmg.amount,
        current,
    }];
    if current < 0 {
        events.push(Event::LeftTheStory { character: dmg.character });
        let gain = match c.kind() {
            CharacterKind::Main => state.rulings.threat_on_main_out,
            CharacterKind::Secondary => state.rulings.threat_on_secondary_out,
            CharacterKind::Monster => state.rulings.threat_on_monster_out,
        };
        for _ in 0..gain {
            events.push(Event::PointMoved {
                from: None,
                to: Some(Pool::Threat),
                reason: Reason::CharacterLeft,
            });
        }
    } else if current == 0 {
        events.push(Event::Incapacitated {
            character: dmg.character,
            meaning: state.rulings.zero_meanings.of(dmg.characteristic).to_owned(),
        });
    }
    events
}

/// Closes the roll after `events`, keeping a failed challenge open to a retry, and ends the story when
/// no main character is left in it.
fn close(state: &State, mut events: Vec<Event>) -> Vec<Event> {
    let s = after(state, &events);
    let retry = s.roll.as_ref().and_then(|r| {
        let who = r.sides[0].call.character;
        (r.success == Some(false) && !s.characters[who.0 as usize].out).then_some(who)
    });
    events.push(Event::RollClosed { retry });
    let mains = &s.characters[..s.players as usize];
    if mains.iter().all(|c| c.out) {
        events.push(Event::StoryEnded { reason: "every main character is out of the story".into() });
    }
    events
}

/// Who may act now in the round without hurrying: those who have not acted, of the earliest group
/// (monsters, then main characters, then secondary characters) with anyone left to act.
pub fn may_act(state: &State) -> Vec<CharacterId> {
    let Some(round) = state.round.as_ref().filter(|r| !r.ended) else { return Vec::new() };
    let pending: Vec<CharacterId> = round
        .characters
        .iter()
        .copied()
        .filter(|id| state.characters[id.0 as usize].able() && !round.acted.contains(id))
        .collect();
    let Some(first) = pending.iter().map(|id| state.characters[id.0 as usize].kind().action_group()).min()
    else {
        return Vec::new();
    };
    pending.into_iter().filter(|id| state.characters[id.0 as usize].kind().action_group() == first).collect()
}

/// Rulebook, order of action ("Orden de actuación") and hurrying ("apresurarse").
fn act(state: &State, seat: SeatId, id: CharacterId, hurry: Option<Hurry>) -> Res<Vec<Event>> {
    no_roll(state)?;
    let Some(round) = state.round.as_ref().filter(|r| !r.ended) else {
        return Err(err("fragmentos.round.none", "no round of the order of action is in play"));
    };
    let c = yours(state, seat, id)?;
    if !round.characters.contains(&id) {
        return Err(err(
            "fragmentos.round.not_in_it",
            format!("{} does not take part in this round", c.sheet.name),
        ));
    }
    able(c, id)?;
    let acted = round.acted.contains(&id);
    let now = may_act(state);
    let mut events = Vec::new();
    match hurry {
        None => {
            if acted {
                return Err(err(
                    "fragmentos.round.already_acted",
                    format!(
                        "{} has acted this round: everyone acts before anyone acts again (or hurry)",
                        c.sheet.name
                    ),
                ));
            }
            if !now.contains(&id) {
                return Err(err(
                    "fragmentos.round.not_yet",
                    format!(
                        "{} must wait: the monster acts first, then main characters, then secondary ones (or hurry)",
                        c.sheet.name
                    ),
                ));
            }
        }
        Some(h) => {
            if !state.rulings.hurry.contains(&h) {
                return Err(err(
                    "fragmentos.hurry.disabled",
                    "the rulings of this table do not allow that way of hurrying",
                ));
            }
            match h {
                Hurry::ActEarly if acted => {
                    return Err(err(
                        "fragmentos.round.already_acted",
                        format!("{} has acted this round: to act again, hurry with act_again", c.sheet.name),
                    ));
                }
                Hurry::ActEarly if now.contains(&id) => {
                    return Err(err(
                        "fragmentos.hurry.pointless",
                        format!("{} does not need to hurry to act early", c.sheet.name),
                    ));
                }
                Hurry::ActAgain if !acted || round.acted_again.contains(&id) => {
                    return Err(err(
                        "fragmentos.hurry.act_again",
                        format!("{} may act again only once per round, after acting", c.sheet.name),
                    ));
                }
                Hurry::ActAgain if now.is_empty() => {
                    return Err(err("fragmentos.hurry.pointless", "everyone has acted: start a new round"));
                }
                _ => {}
            }
            events.push(pay(state, id, Reason::Hurry)?);
        }
    }
    events.push(Event::Acted { character: id, hurry });
    if may_act(&after(state, &events)).is_empty() {
        events.push(Event::RoundEnded);
    }
    Ok(events)
}

/// The seats whose move it is.
pub fn waiting_on(state: &State) -> Vec<SeatId> {
    if !state.started || state.over {
        return Vec::new();
    }
    let mut seats: Vec<SeatId> = match &state.roll {
        Some(r) => match r.phase {
            RollPhase::Rolling => r
                .sides
                .iter()
                .filter(|s| s.throw.is_none())
                .map(|s| controller(state, s.call.character))
                .collect(),
            RollPhase::Outcome => vec![DIRECTOR],
            RollPhase::Damage => r.damage.iter().map(|d| controller(state, d.character)).collect(),
        },
        None => may_act(state).into_iter().map(|id| controller(state, id)).collect(),
    };
    if seats.is_empty() {
        seats.push(DIRECTOR);
    }
    seats.sort();
    seats.dedup();
    seats
}
