//! The Mastermind's abilities, steps 5 and 9 (4-5 "Habilidades de la mente maestra", 4-9 "Final del
//! día: la noche"; the role and plot lists, "Papeles" and "Tramas"): the optional ones the
//! Mastermind chooses ([`MastermindAbility`]), and the mandatory night ability of the Serial Killer.
//! Each is used at most once a day (per user); An Unsettling Rumor once per loop.

use engine::RuleError;

use super::deaths::{kill, protagonists_die};
use super::{change, emit, err, loops};
use crate::command::{MastermindAbility, Target};
use crate::data::*;
use crate::event::{Cause, Event, LoopEndReason};
use crate::state::State;

/// Step 5 (`day_end` false) or step 9 (true): the Mastermind uses an available ability; a loop it
/// ends ends now.
pub(super) fn use_ability(
    s: &mut State,
    out: &mut Vec<Event>,
    ability: MastermindAbility,
    day_end: bool,
) -> Result<(), RuleError> {
    if !mastermind_ability_ok(s, ability, day_end) {
        return Err(err(
            "tl.ability.unavailable",
            "that ability is not available now (wrong step, role, condition, target, or already used today)",
        ));
    }
    resolve_ability(s, out, ability);
    if s.loop_over {
        loops::end_loop(s, out);
    }
    Ok(())
}

/// Whether the Mastermind may use `a` now (in step 9 when `day_end`, else in step 5): the role's
/// (or plot's) timing and condition, a legal target, not used yet today.
pub(crate) fn mastermind_ability_ok(s: &State, a: MastermindAbility, day_end: bool) -> bool {
    use MastermindAbility::*;
    if s.mm_used(a) {
        return false;
    }
    match a {
        // Brain: "1 ficha de Intriga en esta localización o sobre cualquier personaje en esta
        // localización".
        Brain { brain, target } => {
            !day_end
                && s.is_alive(brain)
                && s.role(brain) == Role::Brain
                && match target {
                    Target::Location(l) => s.at(brain, l),
                    Target::Character(c) => s.is_alive(c) && s.here(brain, c),
                }
        }
        // Conspiracy Theorist (or a Factor with 2+ Intrigue in the School): "1 ficha de Paranoia
        // sobre un personaje en esta localización".
        Theorist { theorist, target } => {
            !day_end
                && s.is_alive(theorist)
                && s.is_theorist(theorist)
                && s.is_alive(target)
                && s.here(theorist, target)
        }
        // An Unsettling Rumor: "<solo una vez por bucle> 1 ficha de Intriga en una localización".
        Rumor { .. } => !day_end && s.rumor_possible(),
        // The Doctor's goodwill ability used by the Mastermind (ruling 20).
        Doctor { target, .. } => {
            let d = Character::Doctor;
            !day_end && s.doctor_ability_possible() && target != d && s.is_alive(target) && s.here(d, target)
        }
        // Killer: "Si la persona clave tiene un mínimo de 2 de Intriga y está en la localización de
        // este personaje, puedes matar a la persona clave".
        KillKeyPerson { killer } => {
            day_end
                && s.is_alive(killer)
                && s.role(killer) == Role::Killer
                && s.living().any(|k| key_person_in_reach(s, killer, k))
        }
        // Killer with 4+ Intrigue, or Loved One with 3+ Paranoia and 1+ Intrigue: "puedes matar a
        // los protagonistas".
        KillProtagonists { by } => {
            day_end
                && s.is_alive(by)
                && match s.role(by) {
                    Role::Killer => s.chars[by.index()].intrigue >= 4,
                    Role::LovedOne => s.chars[by.index()].paranoia >= 3 && s.chars[by.index()].intrigue >= 1,
                    _ => false,
                }
        }
        // Time Traveler: "[Opcional] [Final del último día] Si este personaje tiene 2 o menos de
        // Cooperación, puedes declarar una derrota para los protagonistas" (ruling 1).
        DeclareDefeat { traveler } => {
            day_end
                && s.day == s.setup().public.days
                && s.is_alive(traveler)
                && s.role(traveler) == Role::TimeTraveler
                && s.chars[traveler.index()].goodwill <= 2
        }
    }
}

/// The Killer's victim: a living Key Person with 2+ Intrigue where the Killer is.
fn key_person_in_reach(s: &State, killer: Character, k: Character) -> bool {
    s.role(k) == Role::KeyPerson && s.chars[k.index()].intrigue >= 2 && s.here(killer, k)
}

/// The effect of an ability, announced without its cause (4-5: "lo único que declara es el
/// resultado"; the cause is the Mastermind's secret).
fn resolve_ability(s: &mut State, out: &mut Vec<Event>, a: MastermindAbility) {
    use MastermindAbility::*;
    emit(s, out, Event::Secretly { cause: Cause::Ability { ability: a } });
    match a {
        Brain { target, .. } => {
            emit(s, out, Event::TokensChanged { target, token: Token::Intrigue, delta: 1 })
        }
        Theorist { target, .. } => emit(
            s,
            out,
            Event::TokensChanged { target: Target::Character(target), token: Token::Paranoia, delta: 1 },
        ),
        Rumor { location } => emit(
            s,
            out,
            Event::TokensChanged { target: Target::Location(location), token: Token::Intrigue, delta: 1 },
        ),
        Doctor { target, add } => {
            change(s, out, Target::Character(target), Token::Paranoia, if add { 1 } else { -1 })
        }
        KillKeyPerson { killer } => {
            let kp: Vec<Character> = s.living().filter(|&k| key_person_in_reach(s, killer, k)).collect();
            kill(s, out, &kp);
        }
        KillProtagonists { .. } => protagonists_die(s, out),
        DeclareDefeat { .. } => emit(s, out, Event::LoopEnded { reason: LoopEndReason::Early }),
    }
}

/// Serial Killer at night ("[Obligatoria] [Final del día] Si hay otro personaje (y solo uno) en esta
/// localización, ese personaje muere"; corpses do not count, edge case 6), or a Person with its
/// abilities under Paranoia Virus (ruling 4). Mandatory, so before the Mastermind's optional night
/// abilities (4-5); every Serial Killer judged on one snapshot (ruling 17).
pub(super) fn serial_killers(s: &mut State, out: &mut Vec<Event>) {
    let mut victims = Vec::new();
    for k in Character::ALL {
        if !s.is_alive(k) || !s.is_serial_killer(k) {
            continue;
        }
        let others: Vec<Character> = s.living().filter(|&c| c != k && s.here(k, c)).collect();
        if others.len() == 1 {
            victims.push((k, others[0]));
        }
    }
    for &(k, _) in &victims {
        emit(s, out, Event::Secretly { cause: Cause::SerialKiller { killer: k } });
    }
    let vs: Vec<Character> = victims.iter().map(|v| v.1).collect();
    kill(s, out, &vs);
}
