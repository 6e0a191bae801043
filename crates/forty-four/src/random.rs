//! Random legal commands, for property tests, benchmarks and the server's tests: one of the seat's
//! [`legal_commands`](crate::legal::legal_commands), its open fields filled at random within their
//! params.

use engine::SeatId;

use crate::command::Command;
use crate::legal::legal_commands;
use crate::state::State;

/// A legal command for `seat`, or `None` when the seat has nothing to do. `pick(n)` returns an
/// index in `0..n`.
pub fn random_command(state: &State, seat: SeatId, pick: &mut dyn FnMut(usize) -> usize) -> Option<Command> {
    // A rename fills its name from the current one, so random renames would grow it without end;
    // they never change the game's course, and the property tests send them on purpose.
    let legal: Vec<_> = legal_commands(state, seat)
        .into_iter()
        .filter(|l| !matches!(l.command, Command::EditCharacter { .. }))
        .collect();
    if legal.is_empty() {
        return None;
    }
    let chosen = &legal[pick(legal.len()) % legal.len()];
    Some(chosen.fill_randomly(pick))
}
