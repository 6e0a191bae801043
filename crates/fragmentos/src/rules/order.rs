//! The order of action ("Orden de actuación"): in a round the monster acts first, then the main
//! characters in any order, then the secondary ones, and everyone has their chance before anyone
//! acts again; a point lets a character hurry ("apresurarse", ruling 3).

use engine::RuleError;
use engine::SeatId;

use super::overcoming::pay;
use super::{Res, able, after, character, director_only, no_roll, yours};
use crate::command::{CharacterId, Hurry};
use crate::event::{Event, Reason};
use crate::state::{Character, Round, State};

/// The Director starts a round with the able characters taking part, each once.
pub(super) fn start_round(state: &State, seat: SeatId, characters: &[CharacterId]) -> Res<Vec<Event>> {
    director_only(seat, "start a round of the order of action")?;
    no_roll(state)?;
    if characters.is_empty() {
        return Err(RuleError::new("fragmentos.round.empty", "a round needs at least one character"));
    }
    for (i, id) in characters.iter().enumerate() {
        able(character(state, *id)?, *id)?;
        if characters[..i].contains(id) {
            return Err(RuleError::new("fragmentos.round.duplicate", format!("{id} is listed twice")));
        }
    }
    Ok(vec![Event::RoundStarted { characters: characters.to_vec() }])
}

/// Who may act now in the round without hurrying: those who have not acted, of the earliest group
/// (monsters, then main characters, then secondary characters) with anyone left to act.
pub fn may_act(state: &State) -> Vec<CharacterId> {
    let Some(round) = state.round.as_ref().filter(|r| !r.ended) else { return Vec::new() };
    let pending: Vec<CharacterId> = round
        .characters
        .iter()
        .copied()
        .filter(|id| state.characters[id.0 as usize].able() && !round.acted.contains(id))
        .collect();
    let Some(first) = pending.iter().map(|id| state.characters[id.0 as usize].kind().action_group()).min()
    else {
        return Vec::new();
    };
    pending.into_iter().filter(|id| state.characters[id.0 as usize].kind().action_group() == first).collect()
}

/// A character acts in its turn, or hurries for a point; the round ends when nobody is left to act.
pub(super) fn act(state: &State, seat: SeatId, id: CharacterId, hurry: Option<Hurry>) -> Res<Vec<Event>> {
    no_roll(state)?;
    let Some(round) = state.round.as_ref().filter(|r| !r.ended) else {
        return Err(RuleError::new("fragmentos.round.none", "no round of the order of action is in play"));
    };
    let c = yours(state, seat, id)?;
    if !round.characters.contains(&id) {
        return Err(RuleError::new(
            "fragmentos.round.not_in_it",
            format!("{} does not take part in this round", c.sheet.name),
        ));
    }
    able(c, id)?;
    let now = may_act(state);
    let mut events = Vec::new();
    match hurry {
        None => in_turn(round, c, id, &now)?,
        Some(h) => {
            may_hurry(state, round, c, id, h, &now)?;
            events.push(pay(state, id, Reason::Hurry)?);
        }
    }
    events.push(Event::Acted { character: id, hurry });
    if may_act(&after(state, &events)).is_empty() {
        events.push(Event::RoundEnded);
    }
    Ok(events)
}

/// Without hurrying a character acts once, when its group's turn has come ("todo personaje tiene
/// que tener la oportunidad de hacer algo significativo antes de que otro personaje actúe de nuevo").
fn in_turn(round: &Round, c: &Character, id: CharacterId, now: &[CharacterId]) -> Res<()> {
    if round.acted.contains(&id) {
        return Err(RuleError::new(
            "fragmentos.round.already_acted",
            format!(
                "{} has acted this round: everyone acts before anyone acts again (or hurry)",
                c.sheet.name
            ),
        ));
    }
    if !now.contains(&id) {
        return Err(RuleError::new(
            "fragmentos.round.not_yet",
            format!(
                "{} must wait: the monster acts first, then main characters, then secondary ones (or hurry)",
                c.sheet.name
            ),
        ));
    }
    Ok(())
}

/// Hurrying (ruling 3): acting early, before one's group's turn, or acting a second time once per
/// round, each only where the table's rulings allow it and where it changes something.
fn may_hurry(
    state: &State,
    round: &Round,
    c: &Character,
    id: CharacterId,
    hurry: Hurry,
    now: &[CharacterId],
) -> Res<()> {
    if !state.rulings.hurry.contains(&hurry) {
        return Err(RuleError::new(
            "fragmentos.hurry.disabled",
            "the rulings of this table do not allow that way of hurrying",
        ));
    }
    let acted = round.acted.contains(&id);
    match hurry {
        Hurry::ActEarly if acted => Err(RuleError::new(
            "fragmentos.round.already_acted",
            format!("{} has acted this round: to act again, hurry with act_again", c.sheet.name),
        )),
        Hurry::ActEarly if now.contains(&id) => Err(RuleError::new(
            "fragmentos.hurry.pointless",
            format!("{} does not need to hurry to act early", c.sheet.name),
        )),
        Hurry::ActAgain if !acted || round.acted_again.contains(&id) => Err(RuleError::new(
            "fragmentos.hurry.act_again",
            format!("{} may act again only once per round, after acting", c.sheet.name),
        )),
        Hurry::ActAgain if now.is_empty() => {
            Err(RuleError::new("fragmentos.hurry.pointless", "everyone has acted: start a new round"))
        }
        _ => Ok(()),
    }
}
