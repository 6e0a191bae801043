//! Every rule of 44: `start` validates the set-up, `decide` validates a command and works out what
//! happens. Both run on a scratch copy of the state, applying each event as it is produced, so a
//! rule can read the consequences of the previous one; the caller's state is never touched.

use dice::{DiceSource, Die};
use engine::{RuleError, SeatId};

mod conflict;
mod countdown;
mod creation;
mod end_of_turn;
mod gains;
mod operatives;
mod reserve;
mod roll;
mod setup;
mod stress;

pub use countdown::detail_seats;
pub use creation::MAX_NOTES;
pub use reserve::{BOND_VALUE, QUALITY_VALUE};
pub(crate) use roll::improving_side;
pub use setup::{ANXIETY_POINTS, BOND_POINTS, COUNTDOWN, MAX_PLAYERS, QUALITY_POINTS};
pub(crate) use setup::{check_config, start};

use conflict::{
    activate_agent, add_pile_dice, assist, choose_quality, enlist_bond, ready, reveal_secret, trigger_anxiety,
};
use countdown::{add_detail, begin_countdown, end_scene, set_order};
use end_of_turn::{after_gains, decide_end, end_game, roll_end};
use gains::{gain_point, grow};
use operatives::{become_operative, choose_opponent, join_operative};
use reserve::{give_reserve, reserve_to_pile, spend_reserve, take_reserve};
use roll::{decide_conflict, improve_result, roll_conflict};
use stress::{allocate_stress, order_bond_stress};

use crate::command::Command;
use crate::event::{Audience, Event, Holder, Pile, PileReason};
use crate::state::{
    Conflict, ConflictStep, DIRECTOR, EndStep, Pending, Phase, Scene, SceneStep, Side, Stage, State, apply,
};

type Result<T> = std::result::Result<T, RuleError>;

/// A scratch state and the events produced so far.
struct Ctx {
    s: State,
    out: Vec<Event>,
}

impl Ctx {
    fn emit(&mut self, e: Event) {
        apply(&mut self.s, &e);
        self.out.push(e);
    }

    fn phase(&mut self, phase: Phase) {
        self.emit(Event::PhaseEntered { phase });
    }

    fn pile(&mut self, pile: Pile, to: u32, reason: PileReason) {
        self.emit(Event::PileChanged { pile, to, reason });
    }

    fn add_menace(&mut self, n: u32, reason: PileReason) {
        if n > 0 {
            let to = self.s.menace + n;
            self.pile(Pile::Menace, to, reason);
        }
    }

    fn add_resistance(&mut self, n: u32, reason: PileReason) {
        if n > 0 {
            let to = self.s.resistance + n;
            self.pile(Pile::Resistance, to, reason);
        }
    }

    fn conspirators(&self) -> Audience {
        Audience::Seats(self.s.conspirators())
    }

    /// Drops the lowest Reserve dice over the holder's limit (Ruling: the holder keeps the best).
    fn trim_reserve(&mut self, holder: Holder) {
        let limit = self.s.reserve_limit(holder);
        let mut dice = self.s.reserve(holder).to_vec();
        if dice.len() > limit {
            dice.sort_unstable_by(|a, b| b.cmp(a));
            dice.truncate(limit);
            self.emit(Event::ReserveChanged { holder, dice });
        }
    }

    fn set_reserve(&mut self, holder: Holder, dice: Vec<u32>) {
        self.emit(Event::ReserveChanged { holder, dice });
    }
}

/// `n` six-sided dice.
fn throw(dice: &mut dyn DiceSource, n: u32) -> Vec<u32> {
    if n == 0 { Vec::new() } else { dice.roll(&vec![Die::D6; n as usize]) }
}

/// Removes `take` from `from` as a multiset; `None` if some die is missing.
fn take_dice(from: &[u32], take: &[u32]) -> Option<Vec<u32>> {
    let mut left = from.to_vec();
    for d in take {
        let i = left.iter().position(|x| x == d)?;
        left.remove(i);
    }
    Some(left)
}

/// A text a command carries (a detail, a name) is written.
fn check_text(text: &str, what: &'static str) -> Result<()> {
    if text.trim().is_empty() {
        return Err(RuleError::new("44.text.empty", format!("the {what} is empty: write a few words"))
            .with("what", what));
    }
    Ok(())
}

/// Seats a step waits on.
pub fn waiting_on(s: &State) -> Vec<SeatId> {
    match &s.stage {
        Stage::NotStarted | Stage::Over { .. } => Vec::new(),
        Stage::Creating => {
            s.made.iter().enumerate().filter(|(_, m)| m.is_none()).map(|(i, _)| SeatId(i as u8 + 1)).collect()
        }
        Stage::ChoosingOrder { chooser } => vec![*chooser],
        Stage::Scene(scene) => match &scene.step {
            SceneStep::ChoosingOpponent => vec![scene.seat],
            SceneStep::Framing { .. } => detail_seats(s),
            SceneStep::Conflict { conflict: c, step: ConflictStep::Preparing | ConflictStep::Improving } => {
                [Side::Main, Side::Conspiracy]
                    .into_iter()
                    .filter(|side| !c.ready[side.index()])
                    .map(|side| c.leader(side))
                    .collect()
            }
            SceneStep::Conflict { step: ConflictStep::Resolving { pending }, .. } => {
                pending.first().map(Pending::seat).into_iter().collect()
            }
        },
        Stage::EndOfTurn(end) => match &end.step {
            EndStep::Preparing | EndStep::Improving | EndStep::Epilogue => {
                s.all_seats().into_iter().filter(|x| !end.passed.contains(x)).collect()
            }
            EndStep::Gains { seats } => seats.clone(),
        },
    }
}

/// Validates `cmd` from `seat` and returns what happens.
pub fn decide(state: &State, seat: SeatId, cmd: &Command, dice: &mut dyn DiceSource) -> Result<Vec<Event>> {
    if state.stage == Stage::NotStarted {
        return Err(RuleError::new("44.game.not_started", "the game has not been set up yet"));
    }
    if seat != DIRECTOR && !state.is_player_seat(seat) {
        return Err(RuleError::unknown_seat(seat));
    }
    let mut cx = Ctx { s: state.clone(), out: Vec::new() };
    // A player's notes and the words of their sheet stay theirs after the end, on the end page.
    match cmd {
        Command::WriteNotes { text } => {
            creation::write_notes(&mut cx, seat, text)?;
            return Ok(cx.out);
        }
        Command::EditCharacter { name, concept } => {
            creation::edit(&mut cx, seat, name, concept)?;
            return Ok(cx.out);
        }
        _ => {}
    }
    if matches!(state.stage, Stage::Over { .. }) {
        return Err(RuleError::game_over());
    }
    if state.stage == Stage::Creating {
        match cmd {
            Command::CreateCharacter { character } => creation::create(&mut cx, seat, character, dice)?,
            Command::TakeCharacter { premade } => creation::take(&mut cx, seat, *premade, dice)?,
            _ => return Err(wrong_step("that")),
        }
        return Ok(cx.out);
    }
    if seat != DIRECTOR && state.character(seat).is_none() {
        return Err(RuleError::unknown_seat(seat));
    }
    match cmd {
        Command::CreateCharacter { .. } | Command::TakeCharacter { .. } => {
            return Err(wrong_step("making a character"));
        }
        // Answered above, whatever the step.
        Command::WriteNotes { .. } | Command::EditCharacter { .. } => {}
        Command::SetSceneOrder { order } => set_order(&mut cx, seat, order)?,
        Command::ChooseOpponent { opponent } => choose_opponent(&mut cx, seat, *opponent)?,
        Command::AddDetail { text } => add_detail(&mut cx, seat, text)?,
        Command::ChooseQuality { quality } => choose_quality(&mut cx, seat, *quality)?,
        Command::EnlistBond { bond } => enlist_bond(&mut cx, seat, *bond)?,
        Command::TriggerAnxiety { anxiety } => trigger_anxiety(&mut cx, seat, *anxiety)?,
        Command::Assist { quality } => assist(&mut cx, seat, *quality)?,
        Command::ActivateAgent { agent } => activate_agent(&mut cx, seat, *agent)?,
        Command::RevealSecret { secret } => reveal_secret(&mut cx, seat, *secret)?,
        Command::JoinOperative => join_operative(&mut cx, seat)?,
        Command::AddPileDice { side, count } => add_pile_dice(&mut cx, seat, *side, *count)?,
        Command::GiveReserveDice { side, dice } => give_reserve(&mut cx, seat, *side, dice)?,
        Command::Ready => ready(&mut cx, seat)?,
        Command::ImproveResult { replace, boosts } => improve_result(&mut cx, seat, *replace, boosts)?,
        Command::OrderBondStress { bonds } => order_bond_stress(&mut cx, seat, bonds)?,
        Command::AllocateStress { agents, control, program } => {
            allocate_stress(&mut cx, seat, agents, *control, *program)?
        }
        Command::BecomeOperative { control, program } => become_operative(&mut cx, seat, *control, *program)?,
        Command::TakeReserve { take, discard, next } => take_reserve(&mut cx, seat, take, discard, next)?,
        Command::GrowConspiracy { gain } => grow(&mut cx, seat, gain)?,
        Command::GainPoint { gain } => gain_point(&mut cx, seat, gain)?,
        Command::SpendReserve { dice, on } => spend_reserve(&mut cx, seat, dice, on)?,
        Command::ReserveToPile { dice } => reserve_to_pile(&mut cx, seat, dice)?,
    }
    advance(&mut cx, dice);
    Ok(cx.out)
}

/// The command is not one of this step.
fn wrong_step(what: &'static str) -> RuleError {
    RuleError::new("44.step.wrong", format!("{what} is not possible now")).with("what", what)
}

/// The step waits on another seat.
fn not_waiting(seat: SeatId, s: &State) -> RuleError {
    let w: Vec<String> = waiting_on(s).iter().map(|x| x.0.to_string()).collect();
    RuleError::new(
        "44.turn.not_yours",
        format!("it is not seat {}'s move here: the game waits on seat(s) {}", seat.0, w.join(", ")),
    )
    .with("seat", seat.0)
    .with("expected", w.join(","))
}

/// Moves the game on through every step that needs no decision.
fn advance(cx: &mut Ctx, dice: &mut dyn DiceSource) {
    loop {
        match cx.s.stage.clone() {
            Stage::Scene(scene) => {
                let SceneStep::Conflict { conflict, step } = &scene.step else { return };
                match step {
                    ConflictStep::Preparing if conflict.ready == [true, true] => {
                        roll_conflict(cx, conflict, dice)
                    }
                    ConflictStep::Improving if conflict.ready == [true, true] => {
                        decide_conflict(cx, conflict)
                    }
                    ConflictStep::Resolving { pending } => match pending.first() {
                        None => end_scene(cx, &scene),
                        Some(Pending::Reserve { side, .. }) if conflict.removed[side.index()].is_empty() => {
                            cx.phase(Phase::Resolving { pending: pending[1..].to_vec() })
                        }
                        Some(_) => return,
                    },
                    _ => return,
                }
            }
            Stage::EndOfTurn(end) => {
                let everyone_done = end.passed.len() == cx.s.all_seats().len();
                match end.step {
                    EndStep::Preparing if everyone_done => roll_end(cx, dice),
                    EndStep::Improving if everyone_done => decide_end(cx, &end.roll),
                    EndStep::Gains { seats } if seats.is_empty() => after_gains(cx, &end.roll, dice),
                    EndStep::Epilogue if everyone_done => end_game(cx, false),
                    _ => return,
                }
            }
            _ => return,
        }
    }
}

/// The conflict under way, while it resolves (p. 20-22).
struct Resolving {
    /// The first pending decision, waiting on the seat that acts.
    first: Pending,
    /// The decisions after it.
    rest: Vec<Pending>,
    /// The conflict.
    conflict: Conflict,
}

/// The first pending decision (p. 20-22) if it waits on `seat`, the rest, and the conflict.
fn head(cx: &Ctx, seat: SeatId) -> Result<Resolving> {
    let Stage::Scene(Scene {
        step: SceneStep::Conflict { conflict, step: ConflictStep::Resolving { pending } },
        ..
    }) = &cx.s.stage
    else {
        return Err(wrong_step("that"));
    };
    let Some(first) = pending.first() else { return Err(wrong_step("that")) };
    if first.seat() != seat {
        return Err(not_waiting(seat, &cx.s));
    }
    Ok(Resolving { first: first.clone(), rest: pending[1..].to_vec(), conflict: Conflict::clone(conflict) })
}

/// `given` lists every one of `of` once.
fn is_permutation(given: &[u32], of: &[u32]) -> bool {
    let mut a = given.to_vec();
    let mut b = of.to_vec();
    a.sort_unstable();
    b.sort_unstable();
    a == b
}
