//! Challenges ("Retos") and conflicts ("Conflictos"): the Director calls them (with the traits and
//! objects that apply, and whether they are dangerous), each side rolls, and the rules resolve them:
//! the highest die with its matches plus the best trait, against a difficulty or the other side.
//! A failed challenge may be tried again for a point ("Cualquier personaje que haya fallado un reto
//! puede intentarlo de nuevo").

use dice::{DiceSource, Die, HighestRoll};
use engine::RuleError;
use engine::SeatId;

use super::overcoming::pay;
use super::threat::{declared_danger, omens_raise_threat};
use super::{MAX_DIFFICULTY, Res, able, after, character, director_only, no_roll, yours};
use crate::command::{CharacterId, SideCall};
use crate::event::{Danger, Event, Reason, Throw};
use crate::state::{CharacterKind, Roll, RollPhase, State};

/// The character of a call is in play and able, and the traits and objects the Director accepts
/// are on its sheet ("Rasgos", "Objetos": the Director has the last word on which apply).
pub(crate) fn check_call(state: &State, call: &SideCall) -> Res<()> {
    let c = character(state, call.character)?;
    able(c, call.character)?;
    if let Some(&t) = call.traits.iter().find(|&&t| t >= c.sheet.traits.len()) {
        return Err(RuleError::new(
            "fragmentos.trait.unknown",
            format!("{} has no trait number {t}: it has {}", c.sheet.name, c.sheet.traits.len()),
        )
        .with("trait", t));
    }
    if let Some(&o) = call.objects.iter().find(|&&o| o >= c.sheet.objects.len()) {
        return Err(RuleError::new(
            "fragmentos.object.unknown",
            format!("{} has no object number {o}: it has {}", c.sheet.name, c.sheet.objects.len()),
        )
        .with("object", o));
    }
    Ok(())
}

/// "Retos": the Director calls a challenge with a secret difficulty ("revelado por el director
/// después de que el jugador haya obtenido su resultado"), dangerous or not.
pub(super) fn call_challenge(
    state: &State,
    seat: SeatId,
    call: SideCall,
    difficulty: u32,
    dangerous: bool,
) -> Res<Vec<Event>> {
    director_only(seat, "call a challenge")?;
    no_roll(state)?;
    check_call(state, &call)?;
    if difficulty > MAX_DIFFICULTY {
        return Err(RuleError::new(
            "fragmentos.challenge.difficulty",
            format!("a difficulty is at most {MAX_DIFFICULTY}"),
        ));
    }
    let mut events = Vec::new();
    let danger = declared_danger(state, dangerous, false, &mut events)?;
    events.push(Event::ChallengeCalled {
        character: call.character,
        characteristic: call.characteristic,
        difficulty: Some(difficulty),
        revealed: false,
        danger,
        traits: call.traits,
        objects: call.objects,
    });
    Ok(events)
}

/// "Conflictos": two different characters, each with their characteristic; any conflict against
/// the monster is dangerous ("cualquier conflicto contra el monstruo es siempre peligroso").
pub(super) fn call_conflict(
    state: &State,
    seat: SeatId,
    sides: &[SideCall],
    dangerous: bool,
) -> Res<Vec<Event>> {
    director_only(seat, "call a conflict")?;
    no_roll(state)?;
    if sides.len() != 2 || sides[0].character == sides[1].character {
        return Err(RuleError::new(
            "fragmentos.conflict.sides",
            "a conflict has exactly two sides, two different characters",
        ));
    }
    for s in sides {
        check_call(state, s)?;
    }
    let monster =
        sides.iter().any(|s| state.characters[s.character.0 as usize].kind() == CharacterKind::Monster);
    let mut events = Vec::new();
    let danger = declared_danger(state, dangerous, monster, &mut events)?;
    events.push(Event::ConflictCalled { sides: sides.to_vec(), danger });
    Ok(events)
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

/// A side rolls (with at most one of the objects the Director accepted, ruling 18); when every side
/// has, the roll is resolved in the same command.
pub(super) fn roll(
    state: &State,
    seat: SeatId,
    id: CharacterId,
    object: Option<usize>,
    dice: &mut dyn DiceSource,
) -> Res<Vec<Event>> {
    let Some(r) = state.roll.as_ref().filter(|r| r.phase == RollPhase::Rolling) else {
        return Err(RuleError::new("fragmentos.roll.none", "no challenge or conflict is waiting for dice"));
    };
    let c = yours(state, seat, id)?;
    let Some(side) = r.side(id) else {
        return Err(RuleError::new(
            "fragmentos.roll.not_in_it",
            format!("{} does not take part in this roll", c.sheet.name),
        ));
    };
    if side.throw.is_some() {
        return Err(RuleError::new(
            "fragmentos.roll.already",
            format!("{} has already rolled", c.sheet.name),
        ));
    }
    if let Some(o) = object
        && !side.call.objects.contains(&o)
    {
        return Err(RuleError::new(
            "fragmentos.object.not_accepted",
            format!("object number {o} was not accepted by the director for this roll"),
        )
        .with("object", o));
    }
    let events =
        vec![Event::Rolled { character: id, throw: throw(state, &side.call, object, dice), reroll: 0 }];
    let s = after(state, &events);
    let r = s.roll.as_ref().expect("roll stays open");
    if r.sides.iter().any(|s| s.throw.is_none()) {
        return Ok(events);
    }
    Ok(resolve(state, r, events, dice))
}

/// Every side has rolled: the omens against the threat ("Presagios"), then the challenge against
/// its difficulty ("igualar o superar") or the conflict between the two totals.
fn resolve(state: &State, r: &Roll, mut events: Vec<Event>, dice: &mut dyn DiceSource) -> Vec<Event> {
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
        return events;
    }
    // A conflict: the higher total wins; a main character wins ties against monsters and secondary
    // characters; any other tie is rolled again ("Resuelve cualquier otro empate tirando de nuevo").
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
            return events;
        }
        if mains[0] != mains[1] {
            let winner = if mains[0] { ids[0] } else { ids[1] };
            events.push(Event::ConflictResolved { winner: Some(winner), by_tie_rule: true });
            return events;
        }
        if reroll >= state.rulings.max_tie_rerolls {
            events.push(Event::ConflictResolved { winner: None, by_tie_rule: false });
            return events;
        }
        reroll += 1;
        for (i, side) in r.sides.iter().enumerate() {
            throws[i] = throw(state, &side.call, throws[i].object, dice);
            events.push(Event::Rolled { character: ids[i], throw: throws[i].clone(), reroll });
        }
    }
}

/// Trying a failed challenge again for a point: same difficulty, now known, and the same danger
/// without paying for it again (ruling 17); from the danger level on it is dangerous anyway.
pub(super) fn retry(state: &State, seat: SeatId, id: CharacterId) -> Res<Vec<Event>> {
    no_roll(state)?;
    let c = yours(state, seat, id)?;
    let Some(spec) = state.retry.as_ref().filter(|r| r.character == id) else {
        return Err(RuleError::new(
            "fragmentos.retry.nothing",
            format!("{} has no failed challenge to try again", c.sheet.name),
        ));
    };
    able(c, id)?;
    let danger = if state.everything_dangerous() && spec.danger == Danger::Safe {
        Danger::Automatic
    } else {
        spec.danger
    };
    Ok(vec![
        pay(state, id, Reason::Retry)?,
        Event::ChallengeCalled {
            character: id,
            characteristic: spec.call.characteristic,
            difficulty: Some(spec.difficulty),
            revealed: true,
            danger,
            traits: spec.call.traits.clone(),
            objects: spec.call.objects.clone(),
        },
    ])
}
