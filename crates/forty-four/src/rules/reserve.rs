//! Reserve dice (p. 18, p. 28-29): taking removed dice and the five uses.

use engine::RuleError;
use engine::SeatId;

use crate::command::{ConspiracyGain, MainGain, ReserveTarget};
use crate::event::{Event, Holder, PileReason};
use crate::state::{EndStep, Pending, Phase, Side, Stage};

use super::conflict::preparing;
use super::gains::{conspiracy_gain, improve_agent, main_gain, new_agent};
use super::{Ctx, Resolving, Result, head, is_permutation, take_dice, wrong_step};

/// Reserve value (one die, or equal dice +1 each) that improves a Bond or an Agent (p. 29; the
/// face is an icon stripped from the text: three 4s "improve your Bonds by up to 3 points", so
/// it is 4 or less; we read 4).
pub const BOND_VALUE: u32 = 4;

/// Reserve value that improves a Quality, Control or Program (p. 29: "4 + 4 + 4 = 6 ... it's just
/// like spending a 6").
pub const QUALITY_VALUE: u32 = 6;

/// The Reserve dice `dice` are in the seat's Reserve (p. 28); what is left of it.
pub(super) fn check_reserve(cx: &Ctx, seat: SeatId, dice: &[u32]) -> Result<Vec<u32>> {
    if dice.is_empty() {
        return Err(RuleError::new("44.reserve.none", "name at least one Reserve die"));
    }
    take_dice(cx.s.reserve(Holder(seat)), dice).ok_or_else(|| {
        RuleError::new("44.reserve.missing", "those dice are not in your Reserve")
            .with_wire("dice", &dice)
            .with_wire("reserve", &cx.s.reserve(Holder(seat)))
    })
}

/// Use 2 (p. 29): Reserve dice become extra dice for another player's roll.
pub(super) fn give_reserve(cx: &mut Ctx, seat: SeatId, side: Side, dice: &[u32]) -> Result<()> {
    if preparing(cx, "giving reserve dice")?.leader(side) == seat {
        return Err(RuleError::new(
            "44.reserve.give_to_self",
            "reserve dice are given to another player's roll, not your own",
        ));
    }
    let left = check_reserve(cx, seat, dice)?;
    cx.set_reserve(Holder(seat), left);
    cx.emit(Event::ExtraDiceAdded { by: seat, side, count: dice.len() as u32, pile: None });
    Ok(())
}

/// p. 18 (keeping removed dice), p. 28 and p. 31 (the order among helpers).
pub(super) fn take_reserve(
    cx: &mut Ctx,
    seat: SeatId,
    take: &[u32],
    discard: &[u32],
    next: &[SeatId],
) -> Result<()> {
    let Resolving { first: Pending::Reserve { side, leader, .. }, rest, conflict: c } = head(cx, seat)?
    else {
        return Err(wrong_step("taking reserve dice"));
    };
    let pool = &c.removed[side.index()];
    let Some(left_pool) = take_dice(pool, take) else {
        return Err(RuleError::new(
            "44.reserve.not_removed",
            "you can only take dice removed from your side's roll",
        )
        .with_wire("removed", pool));
    };
    let Some(mut reserve) = take_dice(cx.s.reserve(Holder(seat)), discard) else {
        return Err(RuleError::new("44.reserve.missing", "the dice to give up are not in your Reserve"));
    };
    let limit = cx.s.reserve_limit(Holder(seat));
    if reserve.len() + take.len() > limit {
        return Err(RuleError::new("44.reserve.limit", format!("your Reserve holds at most {limit} dice"))
            .with("limit", limit));
    }
    let helpers: Vec<SeatId> = match side {
        Side::Main => c.assists.iter().map(|a| a.seat).collect(),
        Side::Conspiracy => c.operatives.iter().map(|o| o.0).collect(),
    };
    let need_order = leader && !left_pool.is_empty() && !helpers.is_empty();
    let mut a: Vec<u32> = next.iter().map(|x| x.0 as u32).collect();
    let b: Vec<u32> = helpers.iter().map(|x| x.0 as u32).collect();
    if need_order && !is_permutation(&a, &b) {
        return Err(RuleError::new(
            "44.reserve.helper_order",
            "dice remain: name every helper once, in the order they choose Reserve dice",
        ));
    }
    a.clear();
    if !need_order && !next.is_empty() {
        return Err(RuleError::new(
            "44.reserve.no_order",
            "no one else chooses from these dice: leave the order empty",
        ));
    }
    reserve.extend_from_slice(take);
    if !take.is_empty() {
        cx.emit(Event::RemovedDiceTaken { side, dice: take.to_vec() });
    }
    if !take.is_empty() || !discard.is_empty() {
        cx.set_reserve(Holder(seat), reserve);
    }
    let mut pending: Vec<Pending> =
        next.iter().map(|&s| Pending::Reserve { seat: s, side, leader: false }).collect();
    pending.extend(rest);
    cx.phase(Phase::Resolving { pending });
    Ok(())
}

/// Uses 4 and 5 (p. 29): one die, or several equal dice worth +1 each extra, reaching 4 for a
/// Bond or Agent point and 6 for a Quality (or Control/Program) point.
pub(super) fn spend_reserve(cx: &mut Ctx, seat: SeatId, dice: &[u32], on: &ReserveTarget) -> Result<()> {
    let left = check_reserve(cx, seat, dice)?;
    if dice.iter().any(|&d| d != dice[0]) {
        return Err(RuleError::new("44.reserve.mixed", "dice spent together must show the same value"));
    }
    let value = dice[0] + dice.len() as u32 - 1;
    let conspirator = cx.s.is_conspirator(seat);
    let (need, ok) = match on {
        ReserveTarget::Quality { .. } => (QUALITY_VALUE, !conspirator),
        ReserveTarget::Bond { .. } | ReserveTarget::NewBond { .. } => (BOND_VALUE, !conspirator),
        ReserveTarget::Control | ReserveTarget::Program => (QUALITY_VALUE, conspirator),
        ReserveTarget::Agent { .. } | ReserveTarget::NewAgent { .. } => (BOND_VALUE, conspirator),
    };
    if !ok {
        return Err(RuleError::new(
            "44.reserve.wrong_target",
            "main characters improve Qualities and Bonds; the Director and Operatives improve their own Control, Program and Agents",
        ));
    }
    if value < need {
        return Err(RuleError::new(
            "44.reserve.too_low",
            format!("that needs a value of {need}; these dice are worth {value}"),
        )
        .with("value", value)
        .with("need", need));
    }
    cx.set_reserve(Holder(seat), left);
    match on {
        ReserveTarget::Quality { quality } => main_gain(cx, seat, &MainGain::Quality { quality: *quality })?,
        ReserveTarget::Bond { bond } => main_gain(cx, seat, &MainGain::Bond { bond: *bond })?,
        ReserveTarget::NewBond { name } => main_gain(cx, seat, &MainGain::NewBond { name: name.clone() })?,
        ReserveTarget::Control => conspiracy_gain(cx, seat, &ConspiracyGain::Control)?,
        ReserveTarget::Program => conspiracy_gain(cx, seat, &ConspiracyGain::Program)?,
        ReserveTarget::Agent { agent } => improve_agent(cx, *agent)?,
        ReserveTarget::NewAgent { name } => new_agent(cx, name)?,
    }
    Ok(())
}

/// Use 3 (p. 29): Reserve dice become Resistance (or Menace) dice at the end of a turn.
pub(super) fn reserve_to_pile(cx: &mut Ctx, seat: SeatId, dice: &[u32]) -> Result<()> {
    if !matches!(&cx.s.stage, Stage::EndOfTurn(end) if end.step == EndStep::Preparing) {
        return Err(RuleError::new(
            "44.reserve.pile_only_at_end",
            "reserve dice become Resistance or Menace dice only at the end of a turn, before its roll",
        ));
    }
    let left = check_reserve(cx, seat, dice)?;
    cx.set_reserve(Holder(seat), left);
    let n = dice.len() as u32;
    if cx.s.is_conspirator(seat) {
        cx.add_menace(n, PileReason::Reserve);
    } else {
        cx.add_resistance(n, PileReason::Reserve);
    }
    Ok(())
}
