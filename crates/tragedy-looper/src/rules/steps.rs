//! The nine steps of a day ("Transcurso de un bucle", rulebook §IV) as a phase machine: [`act`] says
//! which rule answers which command in which step, and the automatic steps run on to the next
//! decision point. The steps themselves are in the modules named after them (`cards` for 2–4,
//! `abilities` for 5 and 9, `goodwill` for 6, `incidents` for 7); this module holds the morning
//! (4-1), the way into step 6, the leader's passing (4-8), the night (4-9) and the day's end.

use engine::{RuleError, SeatId};

use super::{abilities, cards, goodwill, incidents, loops};
use super::{emit, phase};
use crate::command::Command;
use crate::event::{Event, LoopEndReason};
use crate::state::{Phase, State};

/// The phase machine: the rule that answers `cmd` in the current step, or "wrong step".
// Inlined across modules: measured with callgrind on the playout bench (see README).
#[inline]
pub(super) fn act(s: &mut State, out: &mut Vec<Event>, seat: SeatId, cmd: &Command) -> Result<(), RuleError> {
    match (s.phase, cmd) {
        (Phase::HenchmanPlacement, Command::PlaceHenchman { location }) => {
            loops::place_henchman(s, out, *location)
        }
        (Phase::MastermindCards, Command::PlayCard { card, target }) => {
            cards::mastermind_plays_card(s, out, seat, *card, *target)?
        }
        (Phase::ProtagonistCards, Command::PlayCard { card, target }) => {
            cards::protagonist_plays_card(s, out, seat, *card, *target)?
        }
        (Phase::ForbidIntrigueChoice, Command::ForbidIntrigue { ignore }) => {
            cards::cultist_ignores_forbid_intrigue(s, out, *ignore)?
        }
        (Phase::MastermindAbilities, Command::UseAbility { ability }) => {
            abilities::use_ability(s, out, *ability, false)?
        }
        (Phase::MastermindAbilities, Command::EndAbilities) => enter_goodwill(s, out),
        (Phase::Goodwill, Command::UseGoodwill { character, ability, target }) => {
            goodwill::declare(s, out, *character, *ability, *target)?
        }
        (Phase::Goodwill, Command::EndGoodwill) => incidents::incidents_step(s, out),
        (Phase::GoodwillAnswer { character, ability, target }, Command::AnswerGoodwill { refuse }) => {
            goodwill::answer(s, out, character, ability, target, *refuse)?
        }
        (Phase::InformerAnswer { named }, Command::NameSubplot { plot }) => {
            goodwill::name_subplot(s, out, named, *plot)?
        }
        (Phase::IncidentChoice { incident }, Command::ResolveIncident { choice }) => {
            incidents::choose(s, out, incident, *choice)?
        }
        (Phase::DayEnd, Command::UseAbility { ability }) => abilities::use_ability(s, out, *ability, true)?,
        (Phase::DayEnd, Command::EndAbilities) => end_day(s, out),
        (Phase::TimeSpiral, Command::NextLoop) => loops::start_loop(s, out),
        (Phase::TimeSpiral, Command::StartFinalGuess) => loops::start_final_guess(s, out),
        (Phase::FinalGuess, Command::Guess { character, role }) => loops::guess(s, out, *character, *role)?,
        (p, c) => return Err(wrong_step(c, p)),
    }
    Ok(())
}

/// A command that does not belong to the current step (named by their JSON tags).
fn wrong_step(cmd: &Command, p: Phase) -> RuleError {
    let name = serde_json::to_value(cmd)
        .ok()
        .and_then(|v| v.get("type").and_then(|t| t.as_str().map(str::to_owned)));
    let step =
        serde_json::to_value(p).ok().and_then(|v| v.get("step").and_then(|t| t.as_str().map(str::to_owned)));
    RuleError::new("tl.step.wrong_command", "this command does not belong to the current step")
        .with("command", name.unwrap_or_default())
        .with("step", step.unwrap_or_default())
}

/// 4-1 "Inicio del día: la mañana": the day marker advances; late characters enter (ruling 16);
/// then step 2 (4-2) waits on the Mastermind's cards.
pub(super) fn start_day(s: &mut State, out: &mut Vec<Event>) {
    let day = s.day + 1;
    emit(s, out, Event::DayStarted { day });
    if day > 1 {
        loops::place_characters(s, out, day);
    }
    phase(s, out, Phase::MastermindCards);
}

/// End of step 5 (4-5), into step 6 (4-6 "El líder utiliza las habilidades de Cooperación"),
/// unless an ability ended the loop.
fn enter_goodwill(s: &mut State, out: &mut Vec<Event>) {
    if s.loop_over {
        return loops::end_loop(s, out);
    }
    phase(s, out, Phase::Goodwill);
}

/// Steps 8 and 9: 4-8 "Relevo del líder" (the leader passes before the night: edge case 16), then
/// 4-9 "Final del día: la noche": the mandatory night abilities first, then the Mastermind's
/// optional ones (`Phase::DayEnd`). A loop that ended early skips the rest of the day (ruling 18).
pub(super) fn after_incident(s: &mut State, out: &mut Vec<Event>) {
    if s.loop_over {
        return loops::end_loop(s, out);
    }
    let turn = s.turn.wrapping_add(1);
    emit(s, out, Event::LeaderChanged { turn, leader: Some(s.leader_at(turn)) });
    abilities::serial_killers(s, out);
    if s.loop_over {
        return loops::end_loop(s, out);
    }
    phase(s, out, Phase::DayEnd);
}

/// 4-9, after the night's abilities: the next day, or the loop ends after its last day ("Final del
/// bucle" reason 1).
fn end_day(s: &mut State, out: &mut Vec<Event>) {
    if s.loop_over {
        return loops::end_loop(s, out);
    }
    if s.day >= s.setup().public.days {
        emit(s, out, Event::LoopEnded { reason: LoopEndReason::LastDay });
        return loops::end_loop(s, out);
    }
    start_day(s, out);
}
