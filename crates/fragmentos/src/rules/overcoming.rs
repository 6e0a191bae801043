//! Overcoming points ("Puntos de superación"): what a point pays for, where it goes, and the
//! uses that are not rules of their own: total scores for a scene and the Director's award.

use engine::RuleError;
use engine::SeatId;

use super::threat::threat_point;
use super::{Res, able, character, director_only, yours};
use crate::command::CharacterId;
use crate::event::{Event, Pool, Reason};
use crate::state::{CharacterKind, RollPhase, State};

/// The point a character pays for something: a main character's overcoming point (to the threat
/// pool under the default ruling 6, "van a parar a la reserva de amenaza del director"), or for the
/// Director's characters a threat point, lost ("el director puede utilizar los puntos de amenaza del
/// mismo modo").
pub(super) fn pay(state: &State, id: CharacterId, reason: Reason) -> Res<Event> {
    let c = character(state, id)?;
    if c.kind() == CharacterKind::Main {
        if c.overcoming == 0 {
            return Err(RuleError::new(
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

/// "sacar fuerzas de flaqueza y utilizar las puntuaciones totales durante una escena si gasta un
/// punto de superación": total scores until the scene ends.
pub(super) fn use_totals(state: &State, seat: SeatId, id: CharacterId) -> Res<Vec<Event>> {
    let c = yours(state, seat, id)?;
    if state.roll.as_ref().is_some_and(|r| r.phase != RollPhase::Rolling) {
        return Err(RuleError::new(
            "fragmentos.roll.open",
            "a roll is being resolved: wait until it is closed",
        ));
    }
    if state.scene.is_none() {
        return Err(RuleError::new(
            "fragmentos.totals.no_scene",
            "total scores are used for a scene: no scene is in play",
        ));
    }
    able(c, id)?;
    if c.using_totals {
        return Err(RuleError::new(
            "fragmentos.totals.already",
            format!("{} already uses total scores in this scene", c.sheet.name),
        ));
    }
    Ok(vec![pay(state, id, Reason::Totals)?, Event::TotalsUsed { character: id }])
}

/// The Director awards a main character an overcoming point, where the table's rulings allow it
/// (ruling 2: the list of ways to earn points is cut off).
pub(super) fn award_overcoming(state: &State, seat: SeatId, id: CharacterId) -> Res<Vec<Event>> {
    director_only(seat, "award overcoming points")?;
    if !state.rulings.director_awards_overcoming {
        return Err(RuleError::new(
            "fragmentos.award.disabled",
            "the rulings of this table do not let the director award overcoming points",
        ));
    }
    let c = character(state, id)?;
    if c.kind() != CharacterKind::Main || c.out {
        return Err(RuleError::new(
            "fragmentos.award.not_main",
            "overcoming points go only to main characters still in the story",
        ));
    }
    Ok(vec![Event::PointMoved {
        from: None,
        to: Some(Pool::Overcoming { character: id }),
        reason: Reason::Award,
    }])
}
