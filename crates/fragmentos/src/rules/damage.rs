//! Dangerous challenges and conflicts ("Retos peligrosos") and script protection ("Protección de
//! guión"): what a lost dangerous roll costs, who may pay a point to ignore it, and what follows a
//! characteristic at 0 (incapacitated) or below (out of the story, and the threat grows).

use engine::RuleError;
use engine::SeatId;

use super::overcoming::pay;
use super::{Res, after, director_only, yours};
use crate::command::CharacterId;
use crate::event::{Event, Pool, Reason};
use crate::state::{CharacterKind, Damage, Roll, RollPhase, State};

/// The Director concludes a resolved roll: a lost dangerous one deals its damage, which a character
/// under protection may ignore for a point (forced when it would reach 0 or less), else the roll
/// closes.
pub(super) fn conclude(state: &State, seat: SeatId) -> Res<Vec<Event>> {
    director_only(seat, "conclude a roll")?;
    let Some(r) = state.roll.as_ref().filter(|r| r.phase == RollPhase::Outcome) else {
        return Err(RuleError::new(
            "fragmentos.roll.not_resolved",
            "no resolved challenge or conflict is waiting to be concluded",
        ));
    };
    let Some(dmg) = damage_of(r) else {
        return Ok(close(state, Vec::new()));
    };
    let c = &state.characters[dmg.character.0 as usize];
    let events = if !may_protect(state, dmg.character) {
        take_damage(state, dmg)
    } else if c.kind() == CharacterKind::Main && c.current(dmg.characteristic) - dmg.amount as i32 <= 0 {
        // "el jugador está obligado a gastar el punto de superación para negar el daño si este
        // reducía su característica a cero o menos."
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

/// "Si un personaje falla un reto o conflicto peligroso, su puntuación actual en la característica
/// involucrada baja en un punto … un punto adicional por cada símbolo de presagio": in a conflict the
/// omens of the attacker, the winner (ruling 13). None when the roll was safe, won or undecided.
fn damage_of(r: &Roll) -> Option<Damage> {
    if !r.danger.is_dangerous() {
        None
    } else if r.success == Some(false) {
        let s = &r.sides[0];
        Some(Damage {
            character: s.call.character,
            characteristic: s.call.characteristic,
            amount: 1 + s.throw.as_ref().map_or(0, |t| t.omens),
        })
    } else if let Some(w) = r.winner {
        let win = r.sides.iter().find(|s| s.call.character == w).expect("winner side");
        let lose = r.sides.iter().find(|s| s.call.character != w).expect("loser side");
        Some(Damage {
            character: lose.call.character,
            characteristic: lose.call.characteristic,
            amount: 1 + win.throw.as_ref().map_or(0, |t| t.omens),
        })
    } else {
        None
    }
}

/// Who may pay to ignore damage: a main character while script protection is active and they have a
/// point; a monster while the Director has threat (and, by ruling 14, protection is active);
/// never a secondary character ("los personajes secundarios no pueden invocar protección de guión").
fn may_protect(state: &State, id: CharacterId) -> bool {
    let c = &state.characters[id.0 as usize];
    match c.kind() {
        CharacterKind::Main => state.script_protection() && c.overcoming > 0,
        CharacterKind::Monster => {
            (state.script_protection() || !state.rulings.monster_protection_needs_script_protection)
                && state.threat > 0
        }
        CharacterKind::Secondary => false,
    }
}

/// The damage waiting for its character's choice, if `seat` plays it.
fn pending_damage(state: &State, seat: SeatId, id: CharacterId) -> Res<Damage> {
    let Some(dmg) = state.roll.as_ref().and_then(|r| r.damage).filter(|d| d.character == id) else {
        return Err(RuleError::new("fragmentos.damage.none", format!("no damage awaits a choice for {id}")));
    };
    yours(state, seat, id)?;
    Ok(dmg)
}

/// The character pays a point to ignore the pending damage ("negar que el reto fuera peligroso a
/// posteriori").
pub(super) fn protect(state: &State, seat: SeatId, id: CharacterId) -> Res<Vec<Event>> {
    let dmg = pending_damage(state, seat, id)?;
    let events = vec![
        pay(state, dmg.character, Reason::Protection)?,
        Event::DamageIgnored { character: id, forced: false },
    ];
    Ok(close(state, events))
}

/// The character takes the pending damage rather than pay.
pub(super) fn take_damage_now(state: &State, seat: SeatId, id: CharacterId) -> Res<Vec<Event>> {
    let dmg = pending_damage(state, seat, id)?;
    Ok(close(state, take_damage(state, dmg)))
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
