//! The Mastermind's abilities, steps 5 and 9 (4-5 "Habilidades de la mente maestra", 4-9 "Final del
//! día: la noche"; the role and plot lists, "Papeles" and "Tramas"): the optional ones the
//! Mastermind chooses ([`MastermindAbility`]), and the mandatory night ability of the Serial Killer.
//! Each is used at most once a day (per user); An Unsettling Rumor once per loop.

use engine::RuleError;

use super::deaths::{kill, protagonists_die};
use super::{change, emit, loops};
use crate::command::{MastermindAbility, Target};
use crate::data::*;
use crate::event::{Cause, Event, LoopEndReason};
use crate::state::State;

/// Step 5 (`day_end` false) or step 9 (true): the Mastermind uses an available ability; a loop it
/// ends ends now. A refusal names every rule the ability breaks, each with its own code.
pub(super) fn use_ability(
    s: &mut State,
    out: &mut Vec<Event>,
    ability: MastermindAbility,
    day_end: bool,
) -> Result<(), RuleError> {
    let mut broken = Vec::new();
    broken_rules(s, ability, day_end, |b| broken.push(b.refusal()));
    if let Some(refusal) = RuleError::every(broken) {
        return Err(refusal);
    }
    resolve_ability(s, out, ability);
    if s.loop_over {
        loops::end_loop(s, out);
    }
    Ok(())
}

/// Whether the Mastermind may use `a` now (in step 9 when `day_end`, else in step 5): it breaks no
/// rule of [`broken_rules`].
pub(crate) fn mastermind_ability_ok(s: &State, a: MastermindAbility, day_end: bool) -> bool {
    let mut ok = true;
    broken_rules(s, a, day_end, |_| ok = false);
    ok
}

/// A rule of a Mastermind ability that stops its use now, with the rule's source.
#[derive(Clone, Copy, Debug)]
enum Broken {
    /// The ability belongs to the other step (4-5 is step 5; "[Final del día]" is step 9).
    Step { day_end: bool },
    /// "Each is used at most once a day" (4-5).
    UsedToday,
    /// An Unsettling Rumor: "<solo una vez por bucle>".
    UsedThisLoop,
    /// The plot that gives the ability is not in the script.
    PlotMissing(Plot),
    /// A dead character has no abilities.
    UserDead(Character),
    /// The user does not have the role that gives the ability.
    Role(Character, Role),
    /// The target must be alive.
    TargetDead(Character),
    /// The target must be where the user is ("en esta localización").
    TargetNotHere { user: Character, target: Target },
    /// The Doctor's ability targets another character.
    DoctorItself,
    /// The Doctor's ability needs the Doctor's goodwill conditions (2+ Goodwill, not used today,
    /// a role that may be refused... ruling 20).
    DoctorUnavailable,
    /// The Killer: "Si la persona clave tiene un mínimo de 2 de Intriga y está en la localización
    /// de este personaje".
    NoKeyPersonInReach(Character),
    /// Tokens below the role's condition ("4 o más de Intriga", "3+ Paranoia y 1+ Intriga").
    Tokens { user: Character, role: Role, needs: &'static str },
    /// The Time Traveler's defeat is declared "[Final del último día]".
    NotLastDay { days: u8 },
    /// The Time Traveler: "Si este personaje tiene 2 o menos de Cooperación".
    TooMuchGoodwill(Character),
}

impl Broken {
    fn refusal(self) -> RuleError {
        match self {
            Broken::Step { day_end: true } => RuleError::new(
                "tl.ability.step",
                "this ability is used at the end of the day (step 9), not in step 5",
            )
            .with("step", 9),
            Broken::Step { day_end: false } => RuleError::new(
                "tl.ability.step",
                "this ability is used in step 5 (Mastermind abilities), not at the end of the day",
            )
            .with("step", 5),
            Broken::UsedToday => RuleError::new(
                "tl.ability.used_today",
                "this ability was already used today (each once a day, 4-5)",
            ),
            Broken::UsedThisLoop => RuleError::new(
                "tl.ability.used_this_loop",
                "An Unsettling Rumor was already used this loop (once per loop)",
            )
            .with_wire("plot", &Plot::AnUnsettlingRumor),
            Broken::PlotMissing(plot) => RuleError::new(
                "tl.ability.plot_missing",
                "the plot that gives this ability is not in the script",
            )
            .with_wire("plot", &plot),
            Broken::UserDead(c) => {
                RuleError::new("tl.ability.user_dead", "a dead character has no abilities")
                    .with_wire("character", &c)
            }
            Broken::Role(c, role) => RuleError::new(
                "tl.ability.role",
                "that character does not have the role that gives this ability",
            )
            .with_wire("character", &c)
            .with_wire("role", &role),
            Broken::TargetDead(c) => {
                RuleError::new("tl.ability.target_dead", "the target must be a living character")
                    .with_wire("target", &c)
            }
            Broken::TargetNotHere { user, target } => {
                let e = RuleError::new("tl.ability.not_here", "the target must be at the user's location")
                    .with_wire("character", &user);
                match target {
                    Target::Character(c) => e.with_wire("target", &c),
                    Target::Location(l) => e.with_wire("target", &l),
                }
            }
            Broken::DoctorItself => {
                RuleError::new("tl.ability.doctor_itself", "the Doctor's ability targets another character")
            }
            Broken::DoctorUnavailable => RuleError::new(
                "tl.ability.doctor_unavailable",
                "the Doctor's ability needs a living Doctor with 2 or more Goodwill, not used today, whose role does not always refuse",
            ),
            Broken::NoKeyPersonInReach(killer) => RuleError::new(
                "tl.ability.no_key_person",
                "the Key Person must be at the Killer's location with 2 or more Intrigue",
            )
            .with_wire("character", &killer),
            Broken::Tokens { user, role, needs } => {
                RuleError::new("tl.ability.tokens", format!("the {} needs {needs}", role.name()))
                    .with_wire("character", &user)
                    .with_wire("role", &role)
                    .with("needs", needs)
            }
            Broken::NotLastDay { days } => RuleError::new(
                "tl.ability.last_day",
                "the Time Traveler declares a defeat at the end of the last day only",
            )
            .with("days", days),
            Broken::TooMuchGoodwill(c) => {
                RuleError::new("tl.ability.goodwill", "the Time Traveler must have 2 or less Goodwill")
                    .with_wire("character", &c)
            }
        }
    }
}

/// Every rule that stops the Mastermind using `a` now (in step 9 when `day_end`, else in step 5),
/// each passed to `broken`: the role's (or plot's) timing and condition, a legal target, not used
/// yet today.
fn broken_rules(s: &State, a: MastermindAbility, day_end: bool, mut broken: impl FnMut(Broken)) {
    use MastermindAbility::*;
    let mut step = |at_day_end: bool| {
        if day_end != at_day_end {
            broken(Broken::Step { day_end: at_day_end });
        }
    };
    match a {
        Brain { .. } | Theorist { .. } | Rumor { .. } | Doctor { .. } => step(false),
        KillKeyPerson { .. } | KillProtagonists { .. } | DeclareDefeat { .. } => step(true),
    }
    if s.mm_used(a) {
        broken(Broken::UsedToday);
    }
    let broken = &mut broken;
    match a {
        // Brain: "1 ficha de Intriga en esta localización o sobre cualquier personaje en esta
        // localización".
        Brain { brain, target } => {
            user(s, brain, s.role(brain) == Role::Brain, Role::Brain, broken);
            target_here(s, brain, target, broken);
        }
        // Conspiracy Theorist (or a Factor with 2+ Intrigue in the School): "1 ficha de Paranoia
        // sobre un personaje en esta localización".
        Theorist { theorist, target } => {
            user(s, theorist, s.is_theorist(theorist), Role::ConspiracyTheorist, broken);
            target_here(s, theorist, Target::Character(target), broken);
        }
        // An Unsettling Rumor: "<solo una vez por bucle> 1 ficha de Intriga en una localización".
        Rumor { .. } => {
            if !s.setup().has_plot(Plot::AnUnsettlingRumor) {
                broken(Broken::PlotMissing(Plot::AnUnsettlingRumor));
            } else if !s.rumor_possible() {
                broken(Broken::UsedThisLoop);
            }
        }
        // The Doctor's goodwill ability used by the Mastermind (ruling 20).
        Doctor { target, .. } => {
            let d = Character::Doctor;
            if !s.doctor_ability_possible() {
                broken(Broken::DoctorUnavailable);
            }
            if target == d {
                broken(Broken::DoctorItself);
            } else {
                target_here(s, d, Target::Character(target), broken);
            }
        }
        // Killer: "Si la persona clave tiene un mínimo de 2 de Intriga y está en la localización de
        // este personaje, puedes matar a la persona clave".
        KillKeyPerson { killer } => {
            user(s, killer, s.role(killer) == Role::Killer, Role::Killer, broken);
            if s.is_alive(killer)
                && s.role(killer) == Role::Killer
                && !s.living().any(|k| key_person_in_reach(s, killer, k))
            {
                broken(Broken::NoKeyPersonInReach(killer));
            }
        }
        // Killer with 4+ Intrigue, or Loved One with 3+ Paranoia and 1+ Intrigue: "puedes matar a
        // los protagonistas".
        KillProtagonists { by } => {
            let role = s.role(by);
            user(s, by, matches!(role, Role::Killer | Role::LovedOne), Role::Killer, broken);
            let c = &s.chars[by.index()];
            let needs = match role {
                Role::Killer if c.intrigue < 4 => Some("4 or more Intrigue"),
                Role::LovedOne if c.paranoia < 3 || c.intrigue < 1 => {
                    Some("3 or more Paranoia and 1 or more Intrigue")
                }
                _ => None,
            };
            if let Some(needs) = needs.filter(|_| s.is_alive(by)) {
                broken(Broken::Tokens { user: by, role, needs });
            }
        }
        // Time Traveler: "[Opcional] [Final del último día] Si este personaje tiene 2 o menos de
        // Cooperación, puedes declarar una derrota para los protagonistas" (ruling 1).
        DeclareDefeat { traveler } => {
            let days = s.setup().public.days;
            if s.day != days {
                broken(Broken::NotLastDay { days });
            }
            user(s, traveler, s.role(traveler) == Role::TimeTraveler, Role::TimeTraveler, broken);
            if s.is_alive(traveler) && s.chars[traveler.index()].goodwill > 2 {
                broken(Broken::TooMuchGoodwill(traveler));
            }
        }
    }
}

/// The ability's user is alive ("a dead character has no abilities") and has the role (or the
/// plot's condition) `has_role` stands for.
fn user(s: &State, c: Character, has_role: bool, role: Role, broken: &mut impl FnMut(Broken)) {
    if !s.is_alive(c) {
        broken(Broken::UserDead(c));
    } else if !has_role {
        broken(Broken::Role(c, role));
    }
}

/// "En esta localización": a target character alive and where `user` is, or `user`'s location.
fn target_here(s: &State, user: Character, target: Target, broken: &mut impl FnMut(Broken)) {
    let here = match target {
        Target::Location(l) => s.at(user, l),
        Target::Character(c) => {
            if !s.is_alive(c) {
                return broken(Broken::TargetDead(c));
            }
            s.here(user, c)
        }
    };
    if !here {
        broken(Broken::TargetNotHere { user, target });
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
