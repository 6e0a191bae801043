//! A random legal command, for playouts, tests and benchmarks: drawn from the legal commands of
//! `legal` (the same set, in the same order) without building their list.

use std::ops::ControlFlow;

use engine::SeatId;

use crate::command::Command;
use crate::data::*;
use crate::legal::{each_legal_of_waiting_seat, free_targets, hand};
use crate::rules::placed_masks;
use crate::state::{Phase, State, waiting_seat};

/// A legal command for `seat` chosen with `pick(n)` (an index in `0..n`), or `None` when the seat
/// has nothing to do. In steps 2 and 3 it picks a card uniformly, then a target; elsewhere it
/// picks uniformly among [`legal_commands`](crate::legal_commands) (without building that list).
pub fn random_command(state: &State, seat: SeatId, pick: &mut dyn FnMut(usize) -> usize) -> Option<Command> {
    if state.setup.is_none() || waiting_seat(state) != Some(seat) {
        return None;
    }
    if matches!(state.phase(), Phase::MastermindCards | Phase::ProtagonistCards) {
        let deck = if state.phase() == Phase::MastermindCards {
            Deck::Mastermind
        } else {
            Deck::Protagonist(state.next_protagonist_deck())
        };
        let (slots, taken) = placed_masks(state, deck);
        let (kinds, nk) = hand(state, deck, slots);
        let card = kinds[..nk][pick(nk)];
        let (targets, nt) = free_targets(state, taken);
        let target = targets[..nt][pick(nt)];
        return Some(Command::PlayCard { card, target });
    }
    // Most decision points have a handful of legal commands: keep the first ones on the stack so
    // that one pass is enough; past that, count and walk to the drawn one in a second pass.
    const KEPT: usize = 32;
    const FILLER: Command = Command::EndAbilities;
    let mut kept = [FILLER; KEPT];
    let mut n = 0usize;
    let _ = each_legal_of_waiting_seat(state, &mut |c| {
        if n < KEPT {
            kept[n] = c;
        }
        n += 1;
        ControlFlow::Continue(())
    });
    if n == 0 {
        return None;
    }
    let mut i = pick(n);
    if i < KEPT {
        return Some(std::mem::replace(&mut kept[i], FILLER));
    }
    let mut chosen = None;
    let _ = each_legal_of_waiting_seat(state, &mut |c| {
        if i == 0 {
            chosen = Some(c);
            ControlFlow::Break(())
        } else {
            i -= 1;
            ControlFlow::Continue(())
        }
    });
    chosen
}

#[cfg(test)]
mod tests {
    //! `random_command` draws from exactly the list `legal_commands` gives (same size, same order),
    //! whatever shortcut it takes to get there.

    use engine::Table;

    use super::*;
    use crate::legal_commands;
    use crate::{Config, Options, SCRIPTS, TragedyLooper, parse_script};

    #[test]
    fn random_command_picks_uniformly_among_legal_commands() {
        let mut seed = 7u64;
        let mut next = move |n: usize| {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            ((seed >> 33) as usize) % n.max(1)
        };
        let mut checked = 0;
        for (name, text) in SCRIPTS {
            let script = parse_script(text).unwrap_or_else(|e| panic!("{name}: {e}"));
            let config = Config { script, protagonists: 3, options: Options::default() };
            for _game in 0..20 {
                let mut dice = dice::Scripted::new([]);
                let mut t = Table::<TragedyLooper>::start(&config, &mut dice).unwrap();
                while let Some(seat) = waiting_seat(t.state()) {
                    let legal = legal_commands(t.state(), seat);
                    let card_step =
                        matches!(t.state().phase(), Phase::MastermindCards | Phase::ProtagonistCards);
                    let mut sizes = Vec::new();
                    let mut pick = |n: usize| {
                        sizes.push(n);
                        next(n)
                    };
                    let cmd =
                        random_command(t.state(), seat, &mut pick).expect("the waiting seat has a move");
                    assert!(legal.contains(&cmd), "{cmd:?} is not among the legal commands");
                    if !card_step {
                        // One draw over the whole list, and the command at the drawn index.
                        assert_eq!(sizes.len(), 1);
                        assert_eq!(sizes[0], legal.len());
                    }
                    checked += 1;
                    t.act(seat, &cmd, &mut dice).expect("a legal command is accepted");
                }
            }
        }
        assert!(checked > 1000);
    }

    #[test]
    fn random_command_returns_the_drawn_index_of_legal_commands() {
        // Every index of every list, past the commands `random_command` keeps on the stack too.
        let script = parse_script(SCRIPTS[2].1).unwrap();
        let config = Config { script, protagonists: 3, options: Options::default() };
        let mut dice = dice::Scripted::new([]);
        let mut t = Table::<TragedyLooper>::start(&config, &mut dice).unwrap();
        let mut step = 0usize;
        while let Some(seat) = waiting_seat(t.state()) {
            let legal = legal_commands(t.state(), seat);
            if !matches!(t.state().phase(), Phase::MastermindCards | Phase::ProtagonistCards) {
                for (k, expected) in legal.iter().enumerate() {
                    let got = random_command(t.state(), seat, &mut |_| k);
                    assert_eq!(got.as_ref(), Some(expected));
                }
            }
            step += 1;
            let cmd = random_command(t.state(), seat, &mut |n| (step * 7) % n).unwrap();
            t.act(seat, &cmd, &mut dice).unwrap();
        }
    }
}
