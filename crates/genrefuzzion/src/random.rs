//! Random legal commands, for property tests, benchmarks and the server's random games: a draw from
//! [`legal_commands`], its open fields filled by [`engine::Legal::fill_randomly`].
//!
//! The draw is by kind of command first, then among the listed commands of that kind, so that the
//! many scenes one may start (each antagonist with each scene clichés) do not crowd out calling an
//! interval; the commands that end or thin out a random campaign (the Moderator's powers, retiring,
//! the Grand Finale, votes) and the rarer choices are kept rare, so that random campaigns go on.

use engine::{Legal, SeatId};

use crate::command::Command;
use crate::legal::legal_commands;
use crate::state::State;

/// A legal command for `seat`, or `None` if the seat has nothing to do. `pick(n)` returns an index in
/// `0..n`.
pub fn random_command(state: &State, seat: SeatId, pick: &mut dyn FnMut(usize) -> usize) -> Option<Command> {
    let legal = legal_commands(state, seat);
    let mut kinds: Vec<Vec<&Legal<Command>>> = Vec::new();
    for l in &legal {
        let kind = std::mem::discriminant(&l.command);
        match kinds.iter_mut().find(|k| std::mem::discriminant(&k[0].command) == kind) {
            Some(k) => k.push(l),
            None => kinds.push(vec![l]),
        }
    }
    // A rare kind stays in the draw once in `rarity` times.
    let common: Vec<&Vec<&Legal<Command>>> =
        kinds.iter().filter(|k| rarity(&k[0].command).is_none_or(|odds| pick(odds) == 0)).collect();
    let pool = if common.is_empty() { kinds.iter().collect() } else { common };
    let kind = pool.get(pick(pool.len().max(1)).min(pool.len().saturating_sub(1)))?;
    let chosen = kind[pick(kind.len()).min(kind.len() - 1)];
    Some(chosen.fill_randomly(pick))
}

/// One in how many draws keeps a kind of command that would end, thin out or crowd a random campaign.
fn rarity(command: &Command) -> Option<usize> {
    use Command::*;
    Some(match command {
        RetireAbsentPlayer { .. } => 80,
        AdmitPlayer { .. } => 60,
        HandOver { .. } => 50,
        OpenVote { .. } => 40,
        ProposeGrandFinale { .. } => 25,
        EndCampaign | CancelGrandFinale => 20,
        NudgeLatePlayer { .. } | SuspendScene { .. } | RetireCharacter => 10,
        VetoExtraAlly { .. } | WithdrawScene { .. } => 8,
        ActivateFlaw { .. } | ModifyObjective { .. } | ChangeObjective { .. } => 6,
        UseTrick { .. } | GiftAttribute { .. } | ChangeAttribute { .. } | AddCliche { .. } => 4,
        AddRelationship { .. } | LearnTrick { .. } | TakeFlaw { .. } | LearnCustomTrick { .. } => 4,
        RefuseAlly { .. } | Sponsor { .. } | ReformulateIntention { .. } => 3,
        _ => return None,
    })
}
