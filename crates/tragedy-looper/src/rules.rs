//! The rules of a whole game ("Reglas de juego", rulebook `001_*` §I–IV): set-up, the loop, the nine
//! steps of a day, card resolution, abilities, incidents, loop end, the Time Spiral and the Final
//! Guess. One module per concept of the game, one function per rule or step, named after it:
//!
//! | module | the rules |
//! | --- | --- |
//! | `steps` | the phase machine: which rule answers which command, and the automatic steps of a day |
//! | `cards` | steps 2–4: placing action cards face down, revealing and resolving them |
//! | `abilities` | steps 5 and 9: the Mastermind's role and plot abilities, the night's mandatory ones |
//! | `goodwill` | step 6: the leader's goodwill abilities and the Mastermind's refusals |
//! | `incidents` | step 7: scheduled incidents and their choices |
//! | `deaths` | deaths of characters and of the Protagonists, and what they trigger |
//! | `loops` | preparing a loop, its end and loss conditions, the Time Spiral and the Final Guess |
//!
//! `decide` works on a clone of the state: every event it returns is applied to the clone at once
//! (so later rules see earlier effects), and the automatic steps run until the next decision point.

mod abilities;
mod cards;
mod deaths;
mod goodwill;
mod incidents;
mod loops;
mod steps;

pub(crate) use abilities::mastermind_ability_ok;
pub(crate) use cards::{cultist_can_ignore, in_hand, placed_masks, target_bit};
pub(crate) use goodwill::{goodwill_allowed, goodwill_target_ok, refusal};
pub(crate) use incidents::{incident_options, todays_culprit};

use engine::{RuleError, SeatId};

use crate::command::{Command, Config, Target};
use crate::data::Token;
use crate::event::Event;
use crate::script::check_script;
use crate::state::{MASTERMIND, Phase, State, apply, waiting_seat};

/// Applies `e` to the scratch state and records it.
fn emit(s: &mut State, out: &mut Vec<Event>, e: Event) {
    apply(s, &e);
    out.push(e);
}

/// Moves to a step that waits on a seat.
fn phase(s: &mut State, out: &mut Vec<Event>, p: Phase) {
    emit(s, out, Event::PhaseChanged { phase: p });
}

/// Adds or removes tokens, never below zero; "nothing happened" when nothing changes (ruling 21).
fn change(s: &mut State, out: &mut Vec<Event>, target: Target, token: Token, delta: i8) {
    let have = s.tokens(target, token) as i16;
    let real = (have + delta as i16).max(0) - have;
    if real == 0 {
        emit(s, out, Event::NothingHappened);
    } else {
        emit(s, out, Event::TokensChanged { target, token, delta: real as i8 });
    }
}

/// Set-up ("Preparativos", §II): checks the table (1 to 3 Protagonist players, the rulebook's two-,
/// three- and four-player games) and the script, then prepares the first loop.
pub(crate) fn start(config: &Config) -> Result<Vec<Event>, RuleError> {
    if !(1..=3).contains(&config.protagonists) {
        return Err(RuleError::new("tl.config.protagonists", "a table has 1 to 3 protagonist players")
            .with("protagonists", config.protagonists));
    }
    // Every writing rule the script breaks, each with its own code ("Cómo crear un guión").
    if let Some(refusal) = check_script(&config.script)
        .err()
        .and_then(|errors| RuleError::every(errors.iter().map(|e| e.refusal())))
    {
        return Err(refusal);
    }
    let mut s = State::default();
    let mut out = Vec::new();
    emit(
        &mut s,
        &mut out,
        Event::GameStarted {
            public: config.script.public.clone(),
            private: Some(config.script.private.clone()),
            protagonists: config.protagonists,
            options: config.options,
        },
    );
    loops::start_loop(&mut s, &mut out);
    Ok(out)
}

/// Judges `command` of `seat`: only the seat the game waits on acts; what happens is worked out on
/// a clone of the state.
// Inlined across modules: measured with callgrind on the playout bench (see README).
#[inline]
pub(crate) fn decide(state: &State, seat: SeatId, command: &Command) -> Result<Vec<Event>, RuleError> {
    if state.setup.is_none() {
        return Err(RuleError::new("tl.game.not_started", "the game has not been set up"));
    }
    if state.phase == Phase::GameOver {
        return Err(RuleError::game_over());
    }
    if seat.0 > state.mastermind_seat_count() {
        return Err(RuleError::unknown_seat(seat));
    }
    let waiting = waiting_seat(state);
    if waiting != Some(seat) {
        return Err(RuleError::not_your_turn(waiting.map_or(MASTERMIND, |s| s)));
    }
    let mut s = state.clone();
    // Most commands yield one to four events; four `GameStarted`-sized events still fit the
    // allocator's small-size fast path.
    let mut out = Vec::with_capacity(4);
    steps::act(&mut s, &mut out, seat, command)?;
    Ok(out)
}
