//! Omens and threat ("Presagios", "Puntos de amenaza"): the Director's points, which are also the
//! threat level (ruling 7); omens raise it; the Director spends it like overcoming points for their
//! characters and to make a roll dangerous, which from the danger level on costs nothing.

use super::Res;
use crate::event::{Danger, Event, Pool, Reason};
use crate::state::State;
use engine::RuleError;

/// "Presagios": every 1 is an omen; the threat rises by one when the omens of a roll reach half the
/// current threat (rounded down). A roll without omens never raises it (ruling 11).
pub fn omens_raise_threat(omens: u32, threat: u32) -> bool {
    omens >= 1 && omens >= threat / 2
}

/// The Director spends a threat point (lost, or to `to`).
pub(super) fn threat_point(state: &State, reason: Reason, to: Option<Pool>) -> Res<Event> {
    if state.threat == 0 {
        return Err(RuleError::new("fragmentos.threat.none", "the director has no threat points to spend"));
    }
    Ok(Event::PointMoved { from: Some(Pool::Threat), to, reason })
}

/// How dangerous a called roll is ("Retos peligrosos"): any conflict against the monster is; from
/// the danger level ("nivel 8") everything is, for free; otherwise the Director declares it by
/// spending a threat point (pushed to `events`).
pub(super) fn declared_danger(
    state: &State,
    dangerous: bool,
    against_monster: bool,
    events: &mut Vec<Event>,
) -> Res<Danger> {
    Ok(if against_monster {
        Danger::Monster
    } else if state.everything_dangerous() {
        Danger::Automatic
    } else if dangerous {
        events.push(threat_point(state, Reason::DangerDeclared, None)?);
        Danger::Declared
    } else {
        Danger::Safe
    })
}
