//! The legal commands of a seat.

use engine::SeatId;

use crate::command::Command;
use crate::random::{candidates, legal};
use crate::state::State;

/// The candidates `decide` accepts (transitional: open fields are not described yet).
pub fn legal_commands(s: &State, seat: SeatId) -> Vec<engine::Legal<Command>> {
    candidates(s, seat, &mut |_| 0)
        .into_iter()
        .filter(|c| legal(s, seat, c))
        .map(engine::Legal::whole)
        .collect()
}
