//! Incidents, step 7 (4-7 "Tienen lugar los incidentes", and the incident list of each tragedy
//! set, "Incidentes"): a scheduled incident occurs when its culprit is alive and at its Paranoia
//! limit; its choices are the Mastermind's (ruling 10); with no possible effect, "nothing happened".

use engine::RuleError;

use super::deaths::{kill, protagonists_die};
use super::steps::after_incident;
use super::{emit, loops, phase};
use crate::command::{IncidentChoice, Target};
use crate::data::*;
use crate::event::Event;
use crate::state::{Phase, State};

/// 4-7: today's scheduled incident occurs if "1) el culpable del incidente sigue con vida y 2) el
/// culpable ha alcanzado su límite de Paranoia" (and the Henchman was not calmed); otherwise "no hay
/// incidentes". No incident scheduled: the step is skipped.
pub(super) fn incidents_step(s: &mut State, out: &mut Vec<Event>) {
    if s.loop_over {
        return loops::end_loop(s, out);
    }
    let day = s.day;
    let Some((incident, culprit)) = s.setup().incidents.get(day as usize).copied().flatten() else {
        return after_incident(s, out);
    };
    let occurs = culprit.is_some_and(|c| {
        s.is_alive(c)
            && s.chars[c.index()].paranoia >= c.paranoia_limit()
            && !(c == Character::Henchman && s.henchman_calm)
    });
    let Some(culprit) = culprit.filter(|_| occurs) else {
        emit(s, out, Event::NoIncident { day });
        return after_incident(s, out);
    };
    emit(s, out, Event::IncidentOccurred { day, incident });
    match incident {
        Incident::Suicide => kill_or_nothing(s, out, culprit),
        Incident::FoulEvil => foul_evil(s, out),
        Incident::HospitalIncident => hospital_incident(s, out),
        _ => {
            if incident_options(s, incident, culprit).is_empty() {
                emit(s, out, Event::NothingHappened);
            } else {
                return phase(s, out, Phase::IncidentChoice { incident });
            }
        }
    }
    after_incident(s, out);
}

/// Foul Evil ("Maldad perversa"): 2 Intrigue on the Shrine.
fn foul_evil(s: &mut State, out: &mut Vec<Event>) {
    emit(
        s,
        out,
        Event::TokensChanged { target: Target::Location(Location::Shrine), token: Token::Intrigue, delta: 2 },
    );
}

/// Hospital Incident ("Incidente hospitalario"): with 1+ Intrigue in the Hospital every character
/// there dies (one snapshot); with 2+ the Protagonists die too. With none, it occurred but nothing
/// happened (4-7, edge case 13).
fn hospital_incident(s: &mut State, out: &mut Vec<Event>) {
    let it = s.loc_intrigue[Location::Hospital.index()];
    if it >= 1 {
        let victims: Vec<Character> =
            s.living().filter(|c| s.chars[c.index()].location == Location::Hospital).collect();
        kill(s, out, &victims);
        if it >= 2 {
            protagonists_die(s, out);
        } else if victims.iter().all(|&v| s.is_alive(v)) && !s.loop_over {
            emit(s, out, Event::NothingHappened);
        }
    } else {
        emit(s, out, Event::NothingHappened);
    }
}

/// An incident's one death (Suicide, Murder, Distant Murder). A victim that survives it (the Time
/// Traveler cannot die; a guard takes the death) leaves an incident that occurred with no effect,
/// announced as "nothing happened" like every other incident without effect (ruling 25).
fn kill_or_nothing(s: &mut State, out: &mut Vec<Event>, victim: Character) {
    let alive = s.is_alive(victim);
    kill(s, out, &[victim]);
    if alive && s.is_alive(victim) && !s.loop_over {
        emit(s, out, Event::NothingHappened);
    }
}

/// The legal choices for an incident with choices (ruling 10; empty: nothing can happen).
pub(crate) fn incident_options(s: &State, incident: Incident, culprit: Character) -> Vec<IncidentChoice> {
    let loc = s.chars[culprit.index()].location;
    let living: Vec<Character> = s.living().collect();
    let mut v = Vec::new();
    match incident {
        Incident::Murder => {
            for &c in &living {
                if c != culprit && s.chars[c.index()].location == loc {
                    v.push(IncidentChoice::Victim { character: c });
                }
            }
        }
        Incident::DistantMurder => {
            for &c in &living {
                if s.chars[c.index()].intrigue >= 2 {
                    v.push(IncidentChoice::Victim { character: c });
                }
            }
        }
        Incident::Spreading => {
            for &a in &living {
                for &b in &living {
                    if a != b {
                        v.push(IncidentChoice::Spread { from: a, to: b });
                    }
                }
            }
        }
        Incident::IncreasingUnease => {
            for &a in &living {
                for &b in &living {
                    if a != b {
                        v.push(IncidentChoice::Unease { paranoia: a, intrigue: b });
                    }
                }
            }
        }
        Incident::MissingPerson => {
            if s.is_alive(culprit) {
                for l in Location::ALL {
                    if !s.is_forbidden(culprit, l) {
                        v.push(IncidentChoice::Destination { location: l });
                    }
                }
            }
        }
        Incident::ButterflyEffect => {
            for &c in &living {
                if s.chars[c.index()].location == loc {
                    for token in [Token::Goodwill, Token::Paranoia, Token::Intrigue] {
                        v.push(IncidentChoice::Butterfly { character: c, token });
                    }
                }
            }
        }
        Incident::Suicide | Incident::FoulEvil | Incident::HospitalIncident => {}
    }
    v
}

/// Today's culprit, if an incident is scheduled today.
pub(crate) fn todays_culprit(s: &State) -> Option<Character> {
    s.setup().incidents.get(s.day as usize).copied().flatten().and_then(|(_, c)| c)
}

/// The Mastermind's choices for the incident that occurred: one of [`incident_options`], then the
/// rest of the day.
pub(super) fn choose(
    s: &mut State,
    out: &mut Vec<Event>,
    incident: Incident,
    choice: IncidentChoice,
) -> Result<(), RuleError> {
    let culprit = todays_culprit(s).expect("an incident with a culprit");
    if !incident_options(s, incident, culprit).contains(&choice) {
        return Err(RuleError::new(
            "tl.incident.choice",
            "that choice is not allowed by this incident's effect",
        )
        .with("incident", incident.name()));
    }
    resolve_incident(s, out, culprit, choice);
    after_incident(s, out);
    Ok(())
}

/// The effect of an incident with choices: Murder and Distant Murder kill the victim; Spreading
/// moves up to 2 Goodwill and gives 2; Increasing Unease puts 2 Paranoia and 1 Intrigue; Missing
/// Person moves the culprit and puts 1 Intrigue where it goes; Butterfly Effect puts one token.
fn resolve_incident(s: &mut State, out: &mut Vec<Event>, culprit: Character, choice: IncidentChoice) {
    let ch = Target::Character;
    match choice {
        IncidentChoice::Victim { character } => kill_or_nothing(s, out, character),
        IncidentChoice::Spread { from, to } => {
            let have = s.chars[from.index()].goodwill.min(2) as i8;
            if have > 0 {
                emit(s, out, Event::TokensChanged { target: ch(from), token: Token::Goodwill, delta: -have });
            }
            emit(s, out, Event::TokensChanged { target: ch(to), token: Token::Goodwill, delta: 2 });
        }
        IncidentChoice::Unease { paranoia, intrigue } => {
            emit(s, out, Event::TokensChanged { target: ch(paranoia), token: Token::Paranoia, delta: 2 });
            emit(s, out, Event::TokensChanged { target: ch(intrigue), token: Token::Intrigue, delta: 1 });
        }
        IncidentChoice::Destination { location } => {
            if s.chars[culprit.index()].location != location {
                emit(s, out, Event::CharacterMoved { character: culprit, to: location });
            }
            emit(
                s,
                out,
                Event::TokensChanged { target: Target::Location(location), token: Token::Intrigue, delta: 1 },
            );
        }
        IncidentChoice::Butterfly { character, token } => {
            emit(s, out, Event::TokensChanged { target: ch(character), token, delta: 1 });
        }
    }
}
