//! Action cards, steps 2 to 4 of a day: the Mastermind places three cards face down (4-2), the
//! Protagonist decks one each from the leader's (4-3), then all are revealed and resolved in the
//! rulebook's order (4-4 "Se resuelven las cartas"): Forbid Movement, movement, the other Forbid
//! cards, the rest.

use engine::{RuleError, SeatId};

use super::{emit, phase};
use crate::command::Target;
use crate::data::*;
use crate::event::{Cause, Event, RevealedCard};
use crate::state::{Phase, Placed, State};

/// 4-2 "La mente maestra juega tres cartas de acción boca abajo": after the third, step 3.
pub(super) fn mastermind_plays_card(
    s: &mut State,
    out: &mut Vec<Event>,
    seat: SeatId,
    card: CardKind,
    target: Target,
) -> Result<(), RuleError> {
    play_card(s, out, seat, Deck::Mastermind, card, target)?;
    if s.mastermind_cards_placed() == 3 {
        phase(s, out, Phase::ProtagonistCards);
    }
    Ok(())
}

/// 4-3 "Los protagonistas juegan una carta boca abajo cada uno", from the leader's deck on (the
/// two- and three-player games: a seat plays for each deck it holds); after the third, step 4.
pub(super) fn protagonist_plays_card(
    s: &mut State,
    out: &mut Vec<Event>,
    seat: SeatId,
    card: CardKind,
    target: Target,
) -> Result<(), RuleError> {
    let deck = Deck::Protagonist(s.next_protagonist_deck());
    play_card(s, out, seat, deck, card, target)?;
    if s.protagonist_cards_placed() == 3 {
        reveal_and_move(s, out);
    }
    Ok(())
}

/// Placing one card face down (4-2, 4-3): on a location or a living character on the board (ruling
/// 7); the Mastermind at most one card on each target, no two Protagonist cards on one target (ruling
/// 8); a card of the hand (not placed, not set aside this loop).
fn play_card(
    s: &mut State,
    out: &mut Vec<Event>,
    seat: SeatId,
    deck: Deck,
    card: CardKind,
    target: Target,
) -> Result<(), RuleError> {
    if !s.target_ok(target) {
        return Err(RuleError::new(
            "tl.card.target",
            "cards go on a location or on a living character on the board",
        ));
    }
    let (placed_slots, taken) = placed_masks(s, deck);
    if taken & (1 << target_bit(target)) != 0 {
        return Err(if deck == Deck::Mastermind {
            RuleError::new("tl.card.target_taken", "the mastermind plays at most one card on each target")
        } else {
            RuleError::new(
                "tl.card.target_taken",
                "a protagonist cannot play where another protagonist already played",
            )
        });
    }
    let first_in_hand = deck
        .cards()
        .iter()
        .enumerate()
        .position(|(i, spec)| spec.kind == card && in_hand(s, deck, i as u8, placed_slots));
    let Some(slot) = first_in_hand.map(|i| i as u8) else {
        return Err(RuleError::new(
            "tl.card.not_in_hand",
            "that card is not in the hand (placed, or set aside this loop)",
        )
        .with_wire("card", &card));
    };
    emit(s, out, Event::CardPlaced { by: seat, deck, slot: Some(slot), card: Some(card), target });
    Ok(())
}

/// The slots of `deck` on the board today, and the targets (bit 0..4 the locations, 4.. the
/// characters by index) already carrying a card of `deck`'s side; one pass over the placed cards.
// Inlined across modules: measured with callgrind on the playout bench (see README).
#[inline]
pub(crate) fn placed_masks(s: &State, deck: Deck) -> (u16, u32) {
    let mm = deck == Deck::Mastermind;
    let (mut slots, mut taken) = (0u16, 0u32);
    for p in s.placed() {
        if p.deck == deck {
            slots |= 1 << p.slot;
        }
        if (p.deck == Deck::Mastermind) == mm {
            taken |= 1 << target_bit(p.target);
        }
    }
    (slots, taken)
}

/// A target's bit in the masks of [`placed_masks`].
// Inlined across modules: measured with callgrind on the playout bench (see README).
#[inline]
pub(crate) fn target_bit(t: Target) -> usize {
    match t {
        Target::Location(l) => l.index(),
        Target::Character(c) => 4 + c.index(),
    }
}

/// Whether the card in `slot` of `deck` is in its hand: not on the board today (`placed_slots`, from
/// [`placed_masks`]) and not set aside this loop (4-4: once-per-loop cards stay face up).
// Inlined across modules: measured with callgrind on the playout bench (see README).
#[inline]
pub(crate) fn in_hand(s: &State, deck: Deck, slot: u8, placed_slots: u16) -> bool {
    !s.is_spent(deck, slot) && placed_slots & (1 << slot) == 0
}

/// Step 4, first half: reveal all six cards at once, then 4-4 items 1 and 2 (Forbid Movement,
/// movement); then ask the Mastermind about a blocked Intrigue card when a Cultist could ignore it
/// (ruling 9), or resolve the rest.
fn reveal_and_move(s: &mut State, out: &mut Vec<Event>) {
    let cards: Vec<RevealedCard> =
        s.placed().map(|p| RevealedCard { deck: p.deck, card: p.kind(), target: p.target }).collect();
    emit(s, out, Event::CardsRevealed { cards });
    move_characters(s, out);
    if blocked_intrigue(s).is_some() {
        phase(s, out, Phase::ForbidIntrigueChoice);
    } else {
        resolve_other_cards(s, out, false);
    }
}

/// 4-4 items 1 and 2: Forbid Movement voids every movement card on its character; the movement
/// cards on one character compose into one move, and a forbidden destination voids the whole move
/// (ruling 24, edge case 1).
fn move_characters(s: &mut State, out: &mut Vec<Event>) {
    let placed = s.placed;
    let mut targeted = 0u32;
    for p in placed.iter().flatten() {
        if let Target::Character(c) = p.target {
            targeted |= 1 << c.index();
        }
    }
    for c in Character::ALL {
        if targeted & (1 << c.index()) == 0 {
            continue;
        }
        let t = Target::Character(c);
        let on = || placed.iter().flatten().filter(|p| p.target == t).map(|p| p.kind());
        if on().any(|k| k == CardKind::ForbidMovement) {
            continue;
        }
        let mut moves = [Move::Vertical; 6];
        let mut n = 0;
        for m in on().filter_map(|k| k.movement()) {
            moves[n] = m;
            n += 1;
        }
        if n == 0 {
            continue;
        }
        if let Some(m) = Move::compose(&moves[..n]) {
            let to = s.chars[c.index()].location.moved(m);
            if !s.is_forbidden(c, to) && s.is_alive(c) {
                emit(s, out, Event::CharacterMoved { character: c, to });
            }
        }
    }
}

/// The target where exactly one Forbid Intrigue (of the whole day) meets an Intrigue card (two
/// Forbid Intrigue cancel each other, 4-4 and edge case 4).
fn blocked_intrigue(s: &State) -> Option<Target> {
    let mut forbids = s.placed().filter(|p| p.kind() == CardKind::ForbidIntrigue);
    let f = forbids.next()?;
    if forbids.next().is_some() {
        return None;
    }
    s.placed()
        .any(|p| {
            p.target == f.target && matches!(p.kind(), CardKind::IntriguePlus1 | CardKind::IntriguePlus2)
        })
        .then_some(f.target)
}

/// Whether a living Cultist is where `t` is (judged after movement).
fn cultist_at(s: &State, t: Target) -> bool {
    let loc = match t {
        Target::Location(l) => l,
        Target::Character(c) => s.chars[c.index()].location,
    };
    s.living().any(|c| s.role(c) == Role::Cultist && s.at(c, loc))
}

/// The Cultist's ability ("[Opcional] [Resolución de cartas]: ignore every Forbid Intrigue here")
/// may be used now.
pub(crate) fn cultist_can_ignore(s: &State) -> bool {
    blocked_intrigue(s).is_some_and(|t| cultist_at(s, t))
}

/// The Mastermind's answer in step 4: ignoring the blocking Forbid Intrigue is accepted only with a
/// living Cultist at the target's location (ruling 9); then the rest of the cards.
pub(super) fn cultist_ignores_forbid_intrigue(
    s: &mut State,
    out: &mut Vec<Event>,
    ignore: bool,
) -> Result<(), RuleError> {
    if ignore && !cultist_can_ignore(s) {
        return Err(RuleError::new(
            "tl.cultist.absent",
            "forbid intrigue can be ignored only where a living cultist is: answer ignore false",
        ));
    }
    resolve_other_cards(s, out, ignore);
    Ok(())
}

/// 4-4 items 3 and 4: the other Forbid cards, then the rest, target by target (in a fixed order);
/// then the cards go back to their hands but the once-per-loop ones, and step 5 begins.
fn resolve_other_cards(s: &mut State, out: &mut Vec<Event>, cultist_ignores: bool) {
    let placed = s.placed;
    let forbid_intrigue = if cultist_ignores { None } else { blocked_intrigue(s) };
    if cultist_ignores {
        emit(s, out, Event::Secretly { cause: Cause::Cultist });
    }
    let (targets, distinct) = distinct_targets(&placed);
    for &t in &targets[..distinct] {
        let mut kinds = [CardKind::IntriguePlus1; 6];
        let mut nk = 0;
        for p in placed.iter().flatten().filter(|p| p.target == t) {
            kinds[nk] = p.kind();
            nk += 1;
        }
        let on = &kinds[..nk];
        if let Target::Character(c) = t {
            if !s.is_alive(c) {
                continue;
            }
            paranoia_cards(s, out, c, on);
            goodwill_cards(s, out, c, on);
        }
        if forbid_intrigue != Some(t) {
            intrigue_cards(s, out, t, on);
        }
    }
    emit(s, out, Event::CardsResolved);
    phase(s, out, Phase::MastermindAbilities);
}

/// The distinct targets of the day's cards, sorted (at most 6 cards).
fn distinct_targets(placed: &[Option<Placed>; 6]) -> ([Target; 6], usize) {
    let mut targets = [Target::Location(Location::Hospital); 6];
    let mut nt = 0;
    for p in placed.iter().flatten() {
        targets[nt] = p.target;
        nt += 1;
    }
    targets[..nt].sort_unstable();
    let mut distinct = 0;
    for i in 0..nt {
        if i == 0 || targets[i] != targets[distinct - 1] {
            targets[distinct] = targets[i];
            distinct += 1;
        }
    }
    (targets, distinct)
}

/// Paranoia cards on one character: +1 before −1, never below 0; Forbid Paranoia blocks both.
fn paranoia_cards(s: &mut State, out: &mut Vec<Event>, c: Character, on: &[CardKind]) {
    if on.contains(&CardKind::ForbidParanoia) {
        return;
    }
    let mut p = s.chars[c.index()].paranoia as i16;
    let start = p;
    for k in on {
        if *k == CardKind::ParanoiaPlus1 {
            p += 1;
        }
    }
    for k in on {
        if *k == CardKind::ParanoiaMinus1 {
            p = (p - 1).max(0);
        }
    }
    if p != start {
        let delta = (p - start) as i8;
        emit(s, out, Event::TokensChanged { target: Target::Character(c), token: Token::Paranoia, delta });
    }
}

/// Goodwill cards on one character; Forbid Goodwill blocks them, but not on the Time Traveler
/// ("[Obligatoria] [Resolución de cartas] En este personaje se ignora «Impedir Cooperación»").
fn goodwill_cards(s: &mut State, out: &mut Vec<Event>, c: Character, on: &[CardKind]) {
    if on.contains(&CardKind::ForbidGoodwill) && s.role(c) != Role::TimeTraveler {
        return;
    }
    let g = added(on, CardKind::GoodwillPlus1, CardKind::GoodwillPlus2);
    if g > 0 {
        emit(s, out, Event::TokensChanged { target: Target::Character(c), token: Token::Goodwill, delta: g });
    }
}

/// Intrigue cards on a location or a character (the caller leaves out the target of a Forbid
/// Intrigue that holds).
fn intrigue_cards(s: &mut State, out: &mut Vec<Event>, t: Target, on: &[CardKind]) {
    let i = added(on, CardKind::IntriguePlus1, CardKind::IntriguePlus2);
    if i > 0 {
        emit(s, out, Event::TokensChanged { target: t, token: Token::Intrigue, delta: i });
    }
}

/// The tokens the "+1" and "+2" cards of one kind among `on` add together.
fn added(on: &[CardKind], plus1: CardKind, plus2: CardKind) -> i8 {
    on.iter()
        .map(|k| {
            if *k == plus1 {
                1
            } else if *k == plus2 {
                2
            } else {
                0
            }
        })
        .sum()
}
