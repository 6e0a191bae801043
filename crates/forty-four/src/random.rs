//! Random legal commands, for property tests, benchmarks and the server's tests: one of the seat's
//! [`legal_commands`](crate::legal::legal_commands), its open fields filled at random within their
//! params.

use engine::{Legal, OpenField, Param, SeatId};
use serde_json::Value;

use crate::command::Command;
use crate::legal::legal_commands;
use crate::state::State;

/// A legal command for `seat`, or `None` when the seat has nothing to do. `pick(n)` returns an
/// index in `0..n`.
pub fn random_command(state: &State, seat: SeatId, pick: &mut dyn FnMut(usize) -> usize) -> Option<Command> {
    let legal = legal_commands(state, seat);
    if legal.is_empty() {
        return None;
    }
    let chosen = &legal[pick(legal.len()) % legal.len()];
    Some(fill(chosen, pick))
}

/// `legal`'s command with each open field given a random value its param allows.
pub fn fill(legal: &Legal<Command>, pick: &mut dyn FnMut(usize) -> usize) -> Command {
    if legal.open.is_empty() {
        return legal.command.clone();
    }
    let mut json = serde_json::to_value(&legal.command).expect("commands serialize");
    for OpenField { field, param } in &legal.open {
        let slot = field.split('.').fold(&mut json, |v, key| &mut v[key]);
        *slot = random_value(param, slot, pick);
    }
    serde_json::from_value(json).expect("open fields hold values of their type")
}

fn random_value(param: &Param, current: &Value, pick: &mut dyn FnMut(usize) -> usize) -> Value {
    let mut below = |n: usize| pick(n.max(1)) % n.max(1);
    match param {
        Param::Number { min, max } => Value::from(min + below((max - min) as usize + 1) as u32),
        // The legal text with a random tail: still unique where the game made it so (new names).
        Param::Text { .. } => Value::from(format!("{} {}", current.as_str().unwrap_or("text"), below(100))),
        Param::SubsetOf { values, min, max } => {
            let n = *min as usize + below((max - min) as usize + 1);
            Value::from(shuffled(values.clone(), &mut below).into_iter().take(n).collect::<Vec<_>>())
        }
        Param::OrderOf { values } => Value::from(shuffled(values.clone(), &mut below)),
    }
}

fn shuffled(mut values: Vec<u32>, below: &mut dyn FnMut(usize) -> usize) -> Vec<u32> {
    let mut out = Vec::with_capacity(values.len());
    while !values.is_empty() {
        out.push(values.remove(below(values.len())));
    }
    out
}
