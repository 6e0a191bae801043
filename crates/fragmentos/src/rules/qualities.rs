//! Qualities ("Cualidades"): descriptive elements without numbers (a character's concept,
//! milestones and complication, a monster's weakness, a scene's milestones) that anyone may
//! activate for a point, with the effect the table agrees makes sense (rulings 4, 22, 23).

use engine::RuleError;
use engine::SeatId;

use super::threat::threat_point;
use super::{DIRECTOR, Res, character};
use crate::command::{CharacterId, QualityEffect, QualityRef};
use crate::event::{Event, Pool, Reason};
use crate::state::{CharacterKind, RollPhase, State};

/// A quality is activated: it must be in play, its point is paid and goes where the rulebook says,
/// and a `reverse` effect turns the outcome waiting to be concluded.
pub(super) fn activate(
    state: &State,
    seat: SeatId,
    quality: QualityRef,
    effect: QualityEffect,
    harms_owner: bool,
    note: &str,
) -> Res<Vec<Event>> {
    let owner = in_play(state, quality)?;
    let (mut events, by, exhausted) = if seat == DIRECTOR {
        (vec![director_pays(state, owner, harms_owner)?], None, false)
    } else {
        let own = CharacterId(seat.0 as u16 - 1);
        let (point, exhausted) = player_pays(state, own, owner, harms_owner)?;
        (point.into_iter().collect(), Some(own), exhausted)
    };
    let reversal = if effect == QualityEffect::Reverse { Some(reversal(state, by)?) } else { None };
    events.push(Event::QualityActivated { by, quality, effect, note: note.to_owned(), exhausted });
    events.extend(reversal);
    Ok(events)
}

/// "Un jugador puede activar cualquier cualidad que esté en juego": a quality of a character still
/// in the story and not exhausted, or of the scene in play. Answers its owner (none for a scene's).
pub(crate) fn in_play(state: &State, quality: QualityRef) -> Res<Option<CharacterId>> {
    match quality {
        QualityRef::Character { character: id, index } => {
            let c = character(state, id)?;
            if c.out {
                return Err(RuleError::new(
                    "fragmentos.quality.not_in_play",
                    format!("{} is out of the story: its qualities are no longer in play", c.sheet.name),
                ));
            }
            if index >= c.sheet.qualities.len() {
                return Err(RuleError::new(
                    "fragmentos.quality.unknown",
                    format!("{} has no quality number {index}", c.sheet.name),
                )
                .with("index", index));
            }
            if c.exhausted[index] {
                return Err(RuleError::new(
                    "fragmentos.quality.exhausted",
                    format!(
                        "quality number {index} of {} is exhausted for the rest of the story",
                        c.sheet.name
                    ),
                ));
            }
            Ok(Some(id))
        }
        QualityRef::Scene { index } => {
            if state.scene.as_ref().is_none_or(|s| index >= s.qualities.len()) {
                return Err(RuleError::new(
                    "fragmentos.quality.unknown",
                    format!("the scene in play has no quality number {index}"),
                ));
            }
            Ok(None)
        }
    }
}

/// The main character who owns a quality, if one does.
fn main_owner(state: &State, owner: Option<CharacterId>) -> Option<CharacterId> {
    owner.filter(|&o| state.characters[o.0 as usize].kind() == CharacterKind::Main)
}

/// "Si es el director quien activa una cualidad, entonces debe gastar un punto de amenaza. Si la
/// cualidad activada pertenece a un personaje principal y le perjudica su activación, entonces dicho
/// personaje recibe un punto de superación. En cualquier otro caso el punto de amenaza se pierde."
fn director_pays(state: &State, owner: Option<CharacterId>, harms_owner: bool) -> Res<Event> {
    let owner_main = main_owner(state, owner);
    if harms_owner && owner_main.is_none() {
        return Err(RuleError::new(
            "fragmentos.quality.harm_target",
            "only harming a main character with a quality of their own gives them a point",
        ));
    }
    let to = if harms_owner { owner_main.map(|o| Pool::Overcoming { character: o }) } else { None };
    threat_point(state, Reason::Quality, to)
}

/// A player activates a quality only while the roll in play affects their character ("únicamente
/// si las consecuencias del reto o conflicto en juego afectan a su personaje"), paying an overcoming
/// point to the harmed main character or to the threat pool; without points, only a quality of
/// their own character, exhausting it ("por última vez y agotarla"). Answers the point moved (none
/// when exhausting) and whether the quality is exhausted.
fn player_pays(
    state: &State,
    own: CharacterId,
    owner: Option<CharacterId>,
    harms_owner: bool,
) -> Res<(Option<Event>, bool)> {
    let me = &state.characters[own.0 as usize];
    let at_stake = state.roll.as_ref().is_some_and(|r| r.phase != RollPhase::Damage && r.side(own).is_some());
    if !at_stake {
        return Err(RuleError::new(
            "fragmentos.quality.not_at_stake",
            "a player activates a quality only while a challenge or conflict in play affects their character",
        ));
    }
    let other_main = main_owner(state, owner).filter(|&o| o != own);
    if harms_owner && other_main.is_none() {
        return Err(RuleError::new(
            "fragmentos.quality.harm_target",
            "harming the owner moves the point only for another main character's quality",
        ));
    }
    if me.overcoming > 0 {
        let to = match other_main {
            Some(o) if harms_owner => Pool::Overcoming { character: o },
            _ => Pool::Threat,
        };
        let point = Event::PointMoved {
            from: Some(Pool::Overcoming { character: own }),
            to: Some(to),
            reason: Reason::Quality,
        };
        Ok((Some(point), false))
    } else if owner == Some(own) {
        Ok((None, true))
    } else {
        Err(RuleError::new(
            "fragmentos.quality.no_overcoming",
            "without overcoming points only a quality of your own character can be activated, exhausting it",
        ))
    }
}

/// The `reverse` effect (ruling 4, the worked example of Mark's "Sobrepeso"): once per roll, in the
/// outcome window, a failure becomes a success (or, by the Director, a success a failure), in a
/// conflict the loser wins; a player reverses only their own failure or loss.
fn reversal(state: &State, by: Option<CharacterId>) -> Res<Event> {
    if !state.rulings.quality_may_reverse {
        return Err(RuleError::new(
            "fragmentos.quality.no_reverse",
            "the rulings of this table do not let qualities reverse outcomes",
        ));
    }
    let Some(r) = state.roll.as_ref().filter(|r| r.phase == RollPhase::Outcome) else {
        return Err(RuleError::new(
            "fragmentos.quality.nothing_to_reverse",
            "a quality reverses the outcome of a resolved roll: none is waiting",
        ));
    };
    if r.reversed {
        return Err(RuleError::new(
            "fragmentos.quality.already_reversed",
            "this outcome has already been reversed once",
        ));
    }
    if let Some(success) = r.success {
        if by.is_some() && success {
            return Err(RuleError::new(
                "fragmentos.quality.not_failed",
                "a player reverses only their own failure",
            ));
        }
        return Ok(Event::OutcomeReversed { success: Some(!success), winner: None });
    }
    let Some(winner) = r.winner else {
        return Err(RuleError::new("fragmentos.quality.no_winner", "the conflict has no winner to reverse"));
    };
    if by == Some(winner) {
        return Err(RuleError::new("fragmentos.quality.not_failed", "a player reverses only their own loss"));
    }
    let loser = r.sides.iter().map(|s| s.call.character).find(|&c| c != winner).expect("two sides");
    Ok(Event::OutcomeReversed { success: None, winner: Some(loser) })
}
