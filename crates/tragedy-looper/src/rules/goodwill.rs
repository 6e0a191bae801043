//! Goodwill abilities, step 6 (4-6 "El líder utiliza las habilidades de Cooperación"; the ability
//! texts are on the character cards, `shared/games/tragedy-looper-characters.md`): the leader
//! declares an ability and its target, the Mastermind resolves it or, where the role refuses
//! goodwill, says "nothing happens" (the ability still counts as used, ruling 5). The Informer's
//! ability asks the Mastermind to name a subplot.

use engine::RuleError;

use super::deaths::kill;
use super::{change, emit, loops, phase};
use crate::command::{GoodwillTarget, Target};
use crate::data::*;
use crate::event::Event;
use crate::state::{Phase, State};

/// The leader declares a goodwill ability (4-6): it must be usable now and name a legal target
/// (ruling 21); then the Mastermind answers.
pub(super) fn declare(
    s: &mut State,
    out: &mut Vec<Event>,
    character: Character,
    ability: u8,
    target: GoodwillTarget,
) -> Result<(), RuleError> {
    check_goodwill(s, character, ability, target)?;
    emit(s, out, Event::GoodwillDeclared { character, ability, target });
    phase(s, out, Phase::GoodwillAnswer { character, ability, target });
    Ok(())
}

fn check_goodwill(s: &State, c: Character, ability: u8, target: GoodwillTarget) -> Result<(), RuleError> {
    if !s.in_cast(c) || !s.is_alive(c) {
        return Err(RuleError::new(
            "tl.goodwill.character",
            "only living characters on the board use goodwill abilities",
        ));
    }
    if c.abilities().get(ability as usize).is_none() {
        return Err(RuleError::new(
            "tl.goodwill.no_such_ability",
            "that character has no such goodwill ability",
        ));
    }
    match unavailable(s, c, ability) {
        Some(Unavailable::NotEnough { needed }) => {
            return Err(RuleError::new(
                "tl.goodwill.not_enough",
                "the character does not have enough goodwill for that ability",
            )
            .with("needed", needed));
        }
        Some(Unavailable::Used) => {
            return Err(RuleError::new(
                "tl.goodwill.used",
                "that ability was already used today (or this loop, if it is once per loop)",
            ));
        }
        Some(Unavailable::NotYet) => {
            return Err(RuleError::new(
                "tl.goodwill.not_yet",
                "the mystery boy's ability is not usable in this loop yet",
            ));
        }
        None => {}
    }
    if !goodwill_target_ok(s, c, ability, target) {
        return Err(RuleError::new("tl.goodwill.target", "that target is not allowed by the ability's text"));
    }
    Ok(())
}

/// Why an existing goodwill ability of a living character cannot be used now, whatever its target.
enum Unavailable {
    /// "Para usar la habilidad de Cooperación, el personaje debe disponer de suficientes fichas".
    NotEnough { needed: u8 },
    /// "Cada habilidad solo se puede usar una vez al día", some once per loop (refused ones too).
    Used,
    /// The Mystery Boy before `Options::mystery_boy_from_loop` (ruling 3).
    NotYet,
}

fn unavailable(s: &State, c: Character, ability: u8) -> Option<Unavailable> {
    let spec = c.abilities()[ability as usize];
    if s.chars[c.index()].goodwill < spec.goodwill {
        Some(Unavailable::NotEnough { needed: spec.goodwill })
    } else if s.gw_used(c, ability) {
        Some(Unavailable::Used)
    } else if c == Character::MysteryBoy && s.loop_no < s.setup().options.mystery_boy_from_loop.unwrap_or(1) {
        Some(Unavailable::NotYet)
    } else {
        None
    }
}

/// Whether ability `ability` (which `c` has) of the living character `c` may be used now, whatever
/// its target: the conditions [`declare`] checks before the target.
pub(crate) fn goodwill_allowed(s: &State, c: Character, ability: u8) -> bool {
    unavailable(s, c, ability).is_none()
}

/// Whether `t` is a target the ability's text allows (ruling 14: "a character here" includes the
/// owner unless the card says "another"; ruling 12: the Boss is also in his turf).
pub(crate) fn goodwill_target_ok(s: &State, c: Character, ability: u8, t: GoodwillTarget) -> bool {
    use Character::*;
    use GoodwillTarget as G;
    let other_here = |x: Character| x != c && s.is_alive(x) && s.here(c, x);
    let any_here = |x: Character| s.is_alive(x) && s.here(c, x);
    let loc = s.chars[c.index()].location;
    match (c, ability, t) {
        (BoyStudent | GirlStudent, 0, G::Character { character }) => {
            other_here(character) && character.has(Trait::Student)
        }
        (RichMansDaughter, 0, G::Character { character }) => {
            matches!(loc, Location::School | Location::City) && any_here(character)
        }
        (ClassRep, 0, G::Card { deck, card }) => match deck {
            Deck::Protagonist(d) if d < 3 && s.deck_owner(d) == s.leader() => deck
                .cards()
                .iter()
                .enumerate()
                .any(|(i, spec)| spec.kind == card && spec.once_per_loop && s.is_spent(deck, i as u8)),
            _ => false,
        },
        (MysteryBoy | OfficeWorker | Henchman, 0, G::None) => true,
        (ShrineMaiden, 0, G::None) => loc == Location::Shrine,
        (ShrineMaiden, 1, G::Character { character }) => any_here(character),
        (Alien, 0, G::Character { character }) => other_here(character),
        (Alien, 1, G::Character { character }) => {
            s.is_corpse(character) && s.chars[character.index()].location == loc
        }
        (GodlyBeing, 0, G::Incident { day }) => {
            s.setup().incidents.get(day as usize).is_some_and(|i| i.is_some())
        }
        (GodlyBeing, 1, G::Location { location }) => s.at(c, location),
        (GodlyBeing, 1, G::Character { character }) => any_here(character),
        (PoliceOfficer, 0, G::Incident { day }) => day < 16 && s.occurred & (1 << day) != 0,
        (PoliceOfficer, 1, G::Character { character }) => other_here(character),
        (Informer, 0, G::Plot { plot }) => {
            !plot.is_main() && s.setup().public.tragedy_set.plots().contains(&plot)
        }
        (PopIdol, 0 | 1, G::Character { character }) => other_here(character),
        (Journalist, 0, G::Character { character }) => character != c && s.is_alive(character),
        (Journalist, 1, G::Location { location }) => s.at(c, location),
        (Journalist, 1, G::Character { character }) => any_here(character),
        (Boss, 0, G::Character { character }) => {
            s.is_alive(character) && s.setup().public.boss_turf.is_some_and(|t| s.at(character, t))
        }
        (Doctor, 0, G::Paranoia { character, .. }) => other_here(character),
        (Doctor, 1, G::None) => true,
        (Nurse, 0, G::Character { character }) => {
            any_here(character) && s.chars[character.index()].paranoia >= character.paranoia_limit()
        }
        _ => false,
    }
}

/// Whether the Mastermind may refuse (`.0`) or must refuse (`.1`) the ability: the role's «Negar
/// Cooperación» (optional or mandatory), never for an unrefusable ability.
pub(crate) fn refusal(s: &State, c: Character, ability: u8) -> (bool, bool) {
    if c.abilities()[ability as usize].unrefusable {
        return (false, false);
    }
    match s.role(c).refusal() {
        Refusal::Never => (false, false),
        Refusal::Optional => (true, false),
        Refusal::Mandatory => (true, true),
    }
}

/// The Mastermind answers the declared ability (4-6): "nothing happens" when refusing (only if the
/// role may; it must when the role must), else the effect; back to the leader unless the loop ended
/// or the Informer waits for a subplot.
pub(super) fn answer(
    s: &mut State,
    out: &mut Vec<Event>,
    character: Character,
    ability: u8,
    target: GoodwillTarget,
    refuse: bool,
) -> Result<(), RuleError> {
    let (may, must) = refusal(s, character, ability);
    if refuse && !may {
        return Err(RuleError::new(
            "tl.goodwill.cannot_refuse",
            "this ability cannot be refused: answer refuse false",
        ));
    }
    if !refuse && must {
        return Err(RuleError::new(
            "tl.goodwill.must_refuse",
            "this ability must be refused: answer refuse true",
        ));
    }
    if refuse {
        emit(s, out, Event::GoodwillRefused { character, ability });
        phase(s, out, Phase::Goodwill);
    } else {
        resolve_goodwill(s, out, character, ability, target);
        if s.loop_over {
            loops::end_loop(s, out);
        } else if !matches!(s.phase, Phase::InformerAnswer { .. }) {
            phase(s, out, Phase::Goodwill);
        }
    }
    Ok(())
}

/// The Informer's ability: the Mastermind names a subplot of the script other than the one the
/// leader named, or none when there is none (ruling 13).
pub(super) fn name_subplot(
    s: &mut State,
    out: &mut Vec<Event>,
    named: Plot,
    plot: Option<Plot>,
) -> Result<(), RuleError> {
    let others: Vec<Plot> = s
        .setup()
        .private
        .as_ref()
        .map_or(vec![], |p| p.subplots.iter().copied().filter(|p| *p != named).collect());
    match plot {
        Some(p) if others.contains(&p) => {}
        None if others.is_empty() => {}
        _ => {
            return Err(RuleError::new(
                "tl.informer.subplot",
                "name a subplot of the script other than the one named (none only when there is none)",
            ));
        }
    }
    emit(s, out, Event::SubplotNamed { plot });
    phase(s, out, Phase::Goodwill);
    Ok(())
}

/// The effect of each goodwill ability, as its card says.
fn resolve_goodwill(s: &mut State, out: &mut Vec<Event>, c: Character, ability: u8, t: GoodwillTarget) {
    use Character::*;
    use GoodwillTarget as G;
    let loc = s.chars[c.index()].location;
    let ch = |x: Character| Target::Character(x);
    match (c, ability, t) {
        (BoyStudent | GirlStudent | PopIdol, 0, G::Character { character }) => {
            change(s, out, ch(character), Token::Paranoia, -1)
        }
        (Nurse, 0, G::Character { character }) => change(s, out, ch(character), Token::Paranoia, -1),
        (RichMansDaughter, 0, G::Character { character }) | (PopIdol, 1, G::Character { character }) => {
            change(s, out, ch(character), Token::Goodwill, 1)
        }
        (ClassRep, 0, G::Card { deck, card }) => {
            let slot = deck
                .cards()
                .iter()
                .enumerate()
                .position(|(i, spec)| spec.kind == card && s.is_spent(deck, i as u8))
                .unwrap_or(0) as u8;
            emit(s, out, Event::CardReturned { deck, slot });
        }
        (MysteryBoy | OfficeWorker, 0, _) => {
            let role = s.role(c);
            emit(s, out, Event::RoleRevealed { character: c, role });
        }
        (ShrineMaiden, 0, _) => change(s, out, Target::Location(loc), Token::Intrigue, -1),
        (ShrineMaiden, 1, G::Character { character }) | (Boss, 0, G::Character { character }) => {
            let role = s.role(character);
            emit(s, out, Event::RoleRevealed { character, role });
        }
        (Alien, 0, G::Character { character }) => {
            let before = s.is_alive(character);
            kill(s, out, &[character]);
            if before && s.is_alive(character) && !s.loop_over {
                emit(s, out, Event::NothingHappened);
            }
        }
        (Alien, 1, G::Character { character }) => emit(s, out, Event::CharacterRevived { character }),
        (GodlyBeing | PoliceOfficer, 0, G::Incident { day }) => {
            match s.setup().incidents.get(day as usize).copied().flatten().and_then(|i| i.1) {
                Some(culprit) => emit(s, out, Event::CulpritRevealed { day, culprit }),
                None => emit(s, out, Event::NothingHappened),
            }
        }
        (GodlyBeing, 1, G::Location { location }) => {
            change(s, out, Target::Location(location), Token::Intrigue, -1)
        }
        (GodlyBeing, 1, G::Character { character }) => change(s, out, ch(character), Token::Intrigue, -1),
        (PoliceOfficer, 1, G::Character { character }) => emit(s, out, Event::GuardPlaced { character }),
        (Informer, 0, G::Plot { plot }) => phase(s, out, Phase::InformerAnswer { named: plot }),
        (Journalist, 0, G::Character { character }) => change(s, out, ch(character), Token::Paranoia, 1),
        (Journalist, 1, G::Location { location }) => {
            change(s, out, Target::Location(location), Token::Intrigue, 1)
        }
        (Journalist, 1, G::Character { character }) => change(s, out, ch(character), Token::Intrigue, 1),
        (Doctor, 0, G::Paranoia { character, add }) => {
            change(s, out, ch(character), Token::Paranoia, if add { 1 } else { -1 })
        }
        (Doctor, 1, _) => emit(s, out, Event::PatientFreed),
        (Henchman, 0, _) => emit(s, out, Event::HenchmanCalmed),
        _ => emit(s, out, Event::NothingHappened),
    }
}
