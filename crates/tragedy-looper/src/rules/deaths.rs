//! Deaths ("Sobre personajes y cadáveres", "Sobre la muerte de los protagonistas"): characters die
//! in batches judged on one snapshot, then their triggers run (the Lover's and the Loved One's
//! grief, then the Key Person's loss, edge case 5); the Protagonists' death ends the loop at once.

use super::emit;
use crate::command::Target;
use crate::data::*;
use crate::event::{Cause, Event, LoopEndReason};
use crate::state::State;

/// Kills a batch of characters at one moment (ruling 17, edge case 5: one snapshot, then the
/// triggers). The Time Traveler cannot die ("[Obligatoria] [Siempre]", ruling 1); a guard marker
/// (Police Officer) is spent instead of a death.
pub(super) fn kill(s: &mut State, out: &mut Vec<Event>, victims: &[Character]) {
    let mut died = Vec::new();
    for &v in victims {
        if !s.is_alive(v) || died.iter().any(|d: &(Character, bool)| d.0 == v) {
            continue;
        }
        if s.role(v) == Role::TimeTraveler {
            continue; // cannot die; a guard marker is not spent on it
        }
        if s.chars[v.index()].guard {
            emit(s, out, Event::GuardSpent { character: v });
            continue;
        }
        // The Factor's Key Person ability is judged before the death (a corpse has no abilities).
        let key = s.has_key_person_ability(v);
        emit(s, out, Event::CharacterDied { character: v });
        died.push((v, key));
    }
    for &(v, _) in &died {
        heartbreak(s, out, v);
    }
    for &(v, key) in &died {
        if key {
            key_person_died(s, out, v);
        }
    }
}

/// Lover / Loved One ("[Obligatoria] [Siempre] Si la persona amada muere, este personaje obtiene 6
/// de Paranoia"): the living partner of `dead` gets 6 Paranoia (not when both die together, ruling 2
/// and edge case 8, since the partner is then no longer alive).
fn heartbreak(s: &mut State, out: &mut Vec<Event>, dead: Character) {
    let partner = match s.role(dead) {
        Role::Lover => Role::LovedOne,
        Role::LovedOne => Role::Lover,
        _ => return,
    };
    for c in Character::ALL {
        if s.is_alive(c) && s.role(c) == partner {
            emit(s, out, Event::Secretly { cause: Cause::Heartbroken { character: c } });
            emit(
                s,
                out,
                Event::TokensChanged { target: Target::Character(c), token: Token::Paranoia, delta: 6 },
            );
        }
    }
}

/// Key Person ("[Obligatoria] [Siempre] Cuando este personaje muere, los protagonistas pierden de
/// inmediato y el bucle finaliza"), or a Factor with its abilities.
fn key_person_died(s: &mut State, out: &mut Vec<Event>, dead: Character) {
    if !s.loop_over {
        emit(s, out, Event::Secretly { cause: Cause::KeyPersonDied { character: dead } });
        emit(s, out, Event::LoopEnded { reason: LoopEndReason::Early });
    }
}

/// The Protagonists die: they are told so, and the loop ends at once ("Final del bucle" reason 2).
pub(super) fn protagonists_die(s: &mut State, out: &mut Vec<Event>) {
    if s.loop_over {
        return;
    }
    emit(s, out, Event::ProtagonistsDied);
    emit(s, out, Event::LoopEnded { reason: LoopEndReason::ProtagonistsDied });
}
