//! Rest ("no es tan grave como parecía"): for a point, a character who spends a scene or an
//! ellipsis resting recovers one point in each characteristic or two in one, never above its total.

use engine::RuleError;
use engine::SeatId;

use super::overcoming::pay;
use super::{Res, able, no_roll, yours};
use crate::command::{CharacterId, Recovery};
use crate::event::{Event, Reason};
use crate::state::{Character, Characteristic, State};

/// A character rests once per scene or ellipsis (ruling 21); an incapacitated one too, under
/// ruling 20.
pub(super) fn rest(state: &State, seat: SeatId, id: CharacterId, recovery: Recovery) -> Res<Vec<Event>> {
    no_roll(state)?;
    let c = yours(state, seat, id)?;
    if c.out {
        able(c, id)?;
    }
    if c.incapacitated() && !state.rulings.incapacitated_may_rest {
        able(c, id)?;
    }
    if c.rested {
        return Err(RuleError::new(
            "fragmentos.rest.already",
            format!("{} has already rested in this scene or ellipsis", c.sheet.name),
        ));
    }
    let current = recovered(c, recovery);
    if current == c.current {
        return Err(RuleError::new(
            "fragmentos.rest.nothing",
            format!("{} has nothing to recover that way: the scores are at their totals", c.sheet.name),
        ));
    }
    Ok(vec![pay(state, id, Reason::Rest)?, Event::Rested { character: id, current }])
}

/// The current scores after recovering "un punto en cada característica o dos en una sola", each
/// at most its total (and never lowered).
pub(crate) fn recovered(c: &Character, recovery: Recovery) -> [i32; 3] {
    let mut current = c.current;
    let mut up = |ch: Characteristic, n: i32| {
        let i = ch.index();
        current[i] = (current[i] + n).min(c.sheet.total(ch) as i32).max(current[i]);
    };
    match recovery {
        Recovery::OneEach => Characteristic::ALL.iter().for_each(|&ch| up(ch, 1)),
        Recovery::TwoIn { characteristic } => up(characteristic, 2),
    }
    current
}
