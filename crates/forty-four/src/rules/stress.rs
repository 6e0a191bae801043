//! Stress (p. 20-22, p. 32): the loser's Bonds, Qualities, Agents, Control and Program take it.

use engine::RuleError;
use engine::SeatId;

use crate::event::{Audience, Event, Holder, PileReason};
use crate::state::{DIRECTOR, Pending, Phase, Quality, Rating};

use super::{Ctx, Resolving, Result, head, is_permutation, wrong_step};

/// p. 20 and p. 30: Stress to enlisted Bonds, then the Quality; past 0 it becomes Menace dice; a
/// character with a Quality at 0 whose Quality would suffer Stress is replaced instead.
pub(super) fn main_stress(
    cx: &mut Ctx,
    seat: SeatId,
    quality: Quality,
    bonds: &[u32],
    stress: u32,
    pending: &mut Vec<Pending>,
) {
    let ch = cx.s.character(seat).expect("character").clone();
    let bond_total: u32 = bonds.iter().filter_map(|b| ch.bond(*b)).map(|b| b.rating).sum();
    let to_quality = stress.saturating_sub(bond_total);
    if to_quality > 0 && Quality::ALL.iter().any(|q| ch.quality(*q) == 0) {
        cx.emit(Event::CharacterReplaced { seat, stress });
        cx.add_menace(stress, PileReason::Stress);
        pending.push(Pending::BecomeOperative { seat });
        return;
    }
    let live_bonds = bonds.iter().filter(|b| ch.bond(**b).is_some()).count();
    if live_bonds >= 2 && stress < bond_total {
        pending.push(Pending::BondStress { seat, stress });
        return;
    }
    apply_main_stress(cx, seat, quality, bonds, stress);
}

/// p. 20: Stress in the order given, to the enlisted Bonds then the Quality used.
pub(super) fn apply_main_stress(cx: &mut Ctx, seat: SeatId, quality: Quality, order: &[u32], stress: u32) {
    let mut rem = stress;
    for &id in order {
        let Some(b) = cx.s.character(seat).and_then(|c| c.bond(id)).cloned() else { continue };
        let take = b.rating.min(rem);
        if take == 0 {
            continue;
        }
        rem -= take;
        if b.rating == take {
            let agent = cx.s.next_agent;
            cx.emit(Event::BondBecameAgent { seat, bond: id, agent, name: b.name.clone() });
        } else {
            cx.emit(Event::BondRated { seat, bond: id, name: b.name.clone(), rating: b.rating - take });
        }
    }
    if rem > 0 {
        let q = cx.s.character(seat).expect("character").quality(quality);
        let take = q.min(rem);
        if take > 0 {
            cx.emit(Event::QualityRated { seat, quality, rating: q - take });
            cx.trim_reserve(Holder(seat));
        }
        cx.add_menace(rem - take, PileReason::Stress);
    }
}

/// p. 20: the main character orders the enlisted Bonds that take the Stress.
pub(super) fn order_bond_stress(cx: &mut Ctx, seat: SeatId, bonds: &[u32]) -> Result<()> {
    let Resolving { first: Pending::BondStress { stress, .. }, rest, conflict: c } = head(cx, seat)? else {
        return Err(wrong_step("ordering bonds for stress"));
    };
    if !is_permutation(bonds, &c.bonds) {
        return Err(RuleError::new(
            "44.stress.bond_order",
            "list every enlisted Bond once, in the order they take Stress",
        ));
    }
    apply_main_stress(cx, seat, c.quality.expect("quality"), bonds, stress);
    cx.phase(Phase::Resolving { pending: rest });
    Ok(())
}

/// p. 21 (the Director) and p. 32 (an Operative): Agents first in the chosen order, then Control
/// and Program as chosen; what remains once either is 0 goes on (Ruling, from the p. 32 example).
pub(super) fn allocate_stress(
    cx: &mut Ctx,
    seat: SeatId,
    agents: &[u32],
    control: u32,
    program: u32,
) -> Result<()> {
    let Resolving { first: Pending::ConspiracyStress { stress, .. }, rest, conflict: c } = head(cx, seat)?
    else {
        return Err(wrong_step("allocating stress"));
    };
    if !is_permutation(agents, &c.agents) {
        return Err(RuleError::new(
            "44.stress.agent_order",
            "list every activated Agent once, in the order they take Stress",
        ));
    }
    let mut rem = stress;
    let mut agent_events = Vec::new();
    for &id in agents {
        let a = cx.s.agent(id).expect("activated agent");
        let take = a.rating.min(rem);
        rem -= take;
        if take == a.rating {
            agent_events.push(Event::AgentDeactivated { agent: id });
        } else if take > 0 {
            agent_events.push(Event::AgentRated {
                agent: id,
                rating: Some(a.rating - take),
                known_to: Audience::Everyone,
            });
        }
    }
    let (cc, pp) = cx.s.ratings_of(seat);
    if control > cc || program > pp || control + program > rem {
        return Err(RuleError::new(
            "44.stress.too_much",
            format!(
                "after the Agents, {rem} Stress remains: take at most that much, at most {cc} off Control and {pp} off Program"
            ),
        )
        .with("remaining", rem));
    }
    let spill = rem - control - program;
    if spill > 0 && cc - control > 0 && pp - program > 0 {
        return Err(RuleError::new(
            "44.stress.must_take",
            format!(
                "{spill} Stress is left over while Control and Program are both above 0: take it off Control or Program"
            ),
        )
        .with("left", spill));
    }
    for e in agent_events {
        cx.emit(e);
    }
    if control > 0 {
        cx.emit(Event::ConspiracyRated { seat, rating: Rating::Control, value: cc - control });
    }
    if program > 0 {
        cx.emit(Event::ConspiracyRated { seat, rating: Rating::Program, value: pp - program });
        cx.trim_reserve(Holder(seat));
    }
    let mut spill = spill;
    if seat != DIRECTOR && spill > 0 {
        let dc = cx.s.director.control;
        let t = dc.min(spill);
        if t > 0 {
            cx.emit(Event::ConspiracyRated { seat: DIRECTOR, rating: Rating::Control, value: dc - t });
        }
        spill -= t;
    }
    cx.add_resistance(spill, PileReason::StressOverflow);
    cx.phase(Phase::Resolving { pending: rest });
    Ok(())
}
