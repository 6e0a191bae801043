//! Random legal commands, for property tests, benchmarks and the server's random games: a draw from
//! [`legal_commands`], its open fields filled at random within their parameters.

use engine::{Input, Legal, Param, SeatId};

use crate::command::Command;
use crate::legal::legal_commands;
use crate::state::State;

/// A legal command for `seat`, or `None` when the seat has nothing to do. `pick(n)` returns an index
/// in `0..n`.
///
/// The draw is by kind of command first, then among the commands of that kind, so that the many ways
/// to call a conflict do not crowd out everything else; ending the story, introducing a character and
/// ending a scene are kept rare, so that random stories last.
pub fn random_command(state: &State, seat: SeatId, pick: &mut dyn FnMut(usize) -> usize) -> Option<Command> {
    let legal = legal_commands(state, seat);
    let mut kinds: Vec<Vec<&Legal<Command>>> = Vec::new();
    for l in &legal {
        if let Some(odds) = rarity(&l.command)
            && pick(odds) != 0
        {
            continue;
        }
        let kind = std::mem::discriminant(&l.command);
        match kinds.iter_mut().find(|k| std::mem::discriminant(&k[0].command) == kind) {
            Some(k) => k.push(l),
            None => kinds.push(vec![l]),
        }
    }
    if kinds.is_empty() {
        // Every legal command was rare and skipped: take the first (the Director's end of story is
        // always there for the Director).
        return legal.first().map(|l| l.command.clone());
    }
    let kind = &kinds[pick(kinds.len())];
    let chosen = kind[pick(kind.len())];
    let inputs: Vec<_> = chosen.open.iter().map(|f| (f.field, random_value(&f.param, pick))).collect();
    Some(chosen.fill(inputs).unwrap_or_else(|_| chosen.command.clone()))
}

/// One in how many draws keeps a command that would end or crowd a random story.
fn rarity(command: &Command) -> Option<usize> {
    match command {
        Command::EndStory => Some(500),
        Command::IntroduceCharacter { .. } => Some(40),
        Command::AwardOvercoming { .. } => Some(4),
        Command::EndScene => Some(6),
        _ => None,
    }
}

/// A value the parameter allows. Numbers favour the low end of a generous range (a difficulty of
/// 0 to 100 is mostly 0 to 10 at a table).
fn random_value(param: &Param, pick: &mut dyn FnMut(usize) -> usize) -> Input {
    match param {
        Param::Number { min, max } => {
            let top = if pick(4) == 0 { *max } else { (*max).min(min + 10) };
            Input::Number(min + pick((top - min + 1) as usize) as u32)
        }
        Param::Text { max_chars } => {
            let n = 8 + pick(((*max_chars).clamp(8, 16) - 7) as usize);
            Input::Text((0..n).map(|_| (b'a' + pick(26) as u8) as char).collect())
        }
        Param::SubsetOf { values, min, max } => {
            let mut chosen: Vec<u32> = values.iter().copied().filter(|_| pick(2) == 1).collect();
            let (min, max) = (*min as usize, *max as usize);
            chosen.truncate(max);
            for &v in values {
                if chosen.len() >= min {
                    break;
                }
                if !chosen.contains(&v) {
                    chosen.push(v);
                }
            }
            Input::Values(chosen)
        }
        Param::OrderOf { values } => {
            let mut rest = values.clone();
            let mut order = Vec::new();
            while !rest.is_empty() {
                order.push(rest.remove(pick(rest.len())));
            }
            Input::Values(order)
        }
    }
}
