//! The legal commands of a seat: every command `decide` would accept from it now, in a fixed order.
//! Tragedy Looper has no open fields (every choice is among a few listed values), so each is listed
//! whole.
//!
//! One enumeration ([`each_legal`]) hands the legal commands, in a fixed order, to a sink without
//! building a list: [`legal_commands`] collects them, `random::random_command` counts them, draws an
//! index and walks to it again. Candidates are filtered first by what does not depend on the target
//! (role, plot, ability already used), then checked one by one by the same predicates `decide` uses
//! (in `rules`), so the set and its order are exactly those of the rules.

use std::ops::ControlFlow;

use engine::SeatId;

use crate::command::{Command, GoodwillTarget, MastermindAbility, Target};
use crate::data::*;
use crate::rules::{
    cultist_can_ignore, goodwill_allowed, goodwill_target_ok, in_hand, incident_options,
    mastermind_ability_ok, placed_masks, refusal, target_bit, todays_culprit,
};
use crate::state::{Phase, State, waiting_seat};

/// Where the enumeration hands each legal command; `Break` stops it.
pub(crate) type Sink<'a> = &'a mut dyn FnMut(Command) -> ControlFlow<()>;

/// The kinds of card in the hand of `deck` (distinct, in deck order; at most 10).
// Inlined across modules: measured with callgrind on the playout bench (see README).
#[inline]
pub(crate) fn hand(s: &State, deck: Deck, placed_slots: u16) -> ([CardKind; 10], usize) {
    let mut out = [CardKind::IntriguePlus1; 10];
    let mut n = 0;
    for (i, spec) in deck.cards().iter().enumerate() {
        let i = i as u8;
        if in_hand(s, deck, i, placed_slots) && !out[..n].contains(&spec.kind) {
            out[n] = spec.kind;
            n += 1;
        }
    }
    (out, n)
}

/// The targets `deck` may still put a card on (locations, then living cast in card order).
// Inlined across modules: measured with callgrind on the playout bench (see README).
#[inline]
pub(crate) fn free_targets(s: &State, taken: u32) -> ([Target; 4 + CHARACTER_COUNT], usize) {
    let mut out = [Target::Location(Location::Hospital); 4 + CHARACTER_COUNT];
    let mut n = 0;
    for l in Location::ALL {
        let t = Target::Location(l);
        if taken & (1 << target_bit(t)) == 0 {
            out[n] = t;
            n += 1;
        }
    }
    for c in s.setup().cast() {
        let t = Target::Character(c);
        if s.is_alive(c) && taken & (1 << target_bit(t)) == 0 && n < out.len() {
            out[n] = t;
            n += 1;
        }
    }
    (out, n)
}

fn card_commands(s: &State, deck: Deck, f: Sink) -> ControlFlow<()> {
    let (slots, taken) = placed_masks(s, deck);
    let (kinds, nk) = hand(s, deck, slots);
    let (targets, nt) = free_targets(s, taken);
    for &target in &targets[..nt] {
        for &card in &kinds[..nk] {
            f(Command::PlayCard { card, target })?;
        }
    }
    ControlFlow::Continue(())
}

fn mastermind_abilities(s: &State, day_end: bool, f: Sink) -> ControlFlow<()> {
    let mut push = |a: MastermindAbility| {
        if mastermind_ability_ok(s, a, day_end) {
            f(Command::UseAbility { ability: a })
        } else {
            ControlFlow::Continue(())
        }
    };
    // Each ability is only offered by the role (or plot) that has it: skip every other candidate
    // before the full check.
    if day_end {
        for c in s.setup().cast() {
            let r = s.role(c);
            if r == Role::Killer {
                push(MastermindAbility::KillKeyPerson { killer: c })?;
            }
            if matches!(r, Role::Killer | Role::LovedOne) {
                push(MastermindAbility::KillProtagonists { by: c })?;
            }
            if r == Role::TimeTraveler {
                push(MastermindAbility::DeclareDefeat { traveler: c })?;
            }
        }
    } else {
        for c in s.setup().cast() {
            if !s.is_alive(c) {
                continue;
            }
            let brain = s.role(c) == Role::Brain;
            let theorist = s.is_theorist(c);
            if brain {
                for l in Location::ALL {
                    push(MastermindAbility::Brain { brain: c, target: Target::Location(l) })?;
                }
            }
            if brain || theorist {
                for t in s.setup().cast() {
                    // Both abilities name a living character where the user is.
                    if !(s.is_alive(t) && s.here(c, t)) {
                        continue;
                    }
                    if brain {
                        push(MastermindAbility::Brain { brain: c, target: Target::Character(t) })?;
                    }
                    if theorist {
                        push(MastermindAbility::Theorist { theorist: c, target: t })?;
                    }
                }
            }
        }
        if s.rumor_possible() {
            for l in Location::ALL {
                push(MastermindAbility::Rumor { location: l })?;
            }
        }
        if s.doctor_ability_possible() {
            let d = Character::Doctor;
            for t in s.setup().cast() {
                if t == d || !(s.is_alive(t) && s.here(d, t)) {
                    continue;
                }
                push(MastermindAbility::Doctor { target: t, add: true })?;
                push(MastermindAbility::Doctor { target: t, add: false })?;
            }
        }
    }
    f(Command::EndAbilities)
}

/// Every target a goodwill ability could name, in a fixed order.
fn goodwill_candidates(s: &State, f: &mut dyn FnMut(GoodwillTarget) -> ControlFlow<()>) -> ControlFlow<()> {
    f(GoodwillTarget::None)?;
    for t in s.setup().cast() {
        f(GoodwillTarget::Character { character: t })?;
        f(GoodwillTarget::Paranoia { character: t, add: true })?;
        f(GoodwillTarget::Paranoia { character: t, add: false })?;
    }
    for l in Location::ALL {
        f(GoodwillTarget::Location { location: l })?;
    }
    for d in 0..3 {
        for card in [CardKind::ParanoiaMinus1, CardKind::GoodwillPlus2, CardKind::ForbidMovement] {
            f(GoodwillTarget::Card { deck: Deck::Protagonist(d), card })?;
        }
    }
    for day in 1..=s.setup().public.days {
        f(GoodwillTarget::Incident { day })?;
    }
    for &plot in s.setup().public.tragedy_set.plots() {
        f(GoodwillTarget::Plot { plot })?;
    }
    ControlFlow::Continue(())
}

fn goodwill_commands(s: &State, f: Sink) -> ControlFlow<()> {
    for c in s.setup().cast() {
        if !s.is_alive(c) {
            continue;
        }
        for i in 0..c.abilities().len() as u8 {
            // The conditions that do not depend on the target, once per ability.
            if !goodwill_allowed(s, c, i) {
                continue;
            }
            goodwill_candidates(s, &mut |target| {
                if goodwill_target_ok(s, c, i, target) {
                    f(Command::UseGoodwill { character: c, ability: i, target })
                } else {
                    ControlFlow::Continue(())
                }
            })?;
        }
    }
    f(Command::EndGoodwill)
}

/// Hands every legal command of `seat` now to `f`, in a fixed order, until `f` breaks.
fn each_legal(s: &State, seat: SeatId, f: Sink) -> ControlFlow<()> {
    if s.setup.is_none() || waiting_seat(s) != Some(seat) {
        return ControlFlow::Continue(());
    }
    each_legal_of_waiting_seat(s, f)
}

/// [`each_legal`] once the caller checked that the game has started and `seat` is waited on.
pub(crate) fn each_legal_of_waiting_seat(s: &State, f: Sink) -> ControlFlow<()> {
    match s.phase() {
        Phase::NotStarted | Phase::GameOver => ControlFlow::Continue(()),
        Phase::HenchmanPlacement => {
            for location in Location::ALL {
                f(Command::PlaceHenchman { location })?;
            }
            ControlFlow::Continue(())
        }
        Phase::MastermindCards => card_commands(s, Deck::Mastermind, f),
        Phase::ProtagonistCards => card_commands(s, Deck::Protagonist(s.next_protagonist_deck()), f),
        Phase::ForbidIntrigueChoice => {
            f(Command::ForbidIntrigue { ignore: false })?;
            if cultist_can_ignore(s) {
                f(Command::ForbidIntrigue { ignore: true })?;
            }
            ControlFlow::Continue(())
        }
        Phase::MastermindAbilities => mastermind_abilities(s, false, f),
        Phase::DayEnd => mastermind_abilities(s, true, f),
        Phase::Goodwill => goodwill_commands(s, f),
        Phase::GoodwillAnswer { character, ability, .. } => {
            let (may, must) = refusal(s, character, ability);
            if !must {
                f(Command::AnswerGoodwill { refuse: false })?;
            }
            if may {
                f(Command::AnswerGoodwill { refuse: true })?;
            }
            ControlFlow::Continue(())
        }
        Phase::InformerAnswer { named } => {
            let subplots = s.setup().private.as_ref().map_or(&[][..], |p| &p.subplots[..]);
            let mut others = subplots.iter().copied().filter(|p| *p != named).peekable();
            if others.peek().is_none() {
                f(Command::NameSubplot { plot: None })?;
            }
            for p in others {
                f(Command::NameSubplot { plot: Some(p) })?;
            }
            ControlFlow::Continue(())
        }
        Phase::IncidentChoice { incident } => {
            if let Some(culprit) = todays_culprit(s) {
                for choice in incident_options(s, incident, culprit) {
                    f(Command::ResolveIncident { choice })?;
                }
            }
            ControlFlow::Continue(())
        }
        Phase::TimeSpiral => {
            f(Command::NextLoop)?;
            f(Command::StartFinalGuess)
        }
        Phase::FinalGuess => {
            if let Some(c) = s.setup().cast().find(|c| !s.guessed(*c)) {
                for &role in s.setup().public.tragedy_set.roles() {
                    f(Command::Guess { character: c, role })?;
                }
                f(Command::Guess { character: c, role: Role::Person })?;
            }
            ControlFlow::Continue(())
        }
    }
}

/// Every legal command of `seat` now (empty when it has nothing to do).
pub fn legal_commands(s: &State, seat: SeatId) -> Vec<Command> {
    let mut out = Vec::new();
    let _ = each_legal(s, seat, &mut |c| {
        out.push(c);
        ControlFlow::Continue(())
    });
    out
}
