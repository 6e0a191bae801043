//! Loops (§III "Preparar el bucle", §IV "Final del bucle", "Hipótesis final"): preparing a loop and
//! its start abilities, the loss conditions at its end, then the next loop, the Time Spiral (3-1:
//! the Protagonists may go to the Final Guess instead) or the Final Guess.

use engine::RuleError;

use super::{emit, phase, steps};
use crate::command::Target;
use crate::data::*;
use crate::event::{Cause, Event, Side};
use crate::state::{Phase, State};

/// §III "Preparar el bucle": 3-2 characters back to their starting locations, 3-3 tokens removed,
/// 3-4 cards back in hand (one `BoardReset`); the Henchman is placed by the Mastermind (ruling 15);
/// then the loop-start abilities and the first day.
pub(super) fn start_loop(s: &mut State, out: &mut Vec<Event>) {
    let mut had = 0u32;
    for c in Character::ALL {
        if s.chars[c.index()].present && s.chars[c.index()].goodwill > 0 {
            had |= 1 << c.index();
        }
    }
    let next = s.loop_no + 1;
    emit(s, out, Event::LoopStarted { loop_no: next });
    emit(s, out, Event::BoardReset { had_goodwill: had });
    place_characters(s, out, 1);
    if s.in_cast(Character::Henchman) && entered(s, Character::Henchman, 1) {
        phase(s, out, Phase::HenchmanPlacement);
        return;
    }
    loop_start_abilities(s, out);
}

/// Whether `c` is on the board on `day` of this loop (a late entrant enters at the start of its
/// entry day in every loop from its entry loop, ruling 16).
fn entered(s: &State, c: Character, day: u8) -> bool {
    let (l, d) = s.setup().entry[c.index()];
    s.loop_no >= l && day >= d
}

/// Puts on the board the characters due on `day` (day 1: all but the Henchman; later days: the late
/// entrants of that day, the Henchman at his start, the City).
pub(super) fn place_characters(s: &mut State, out: &mut Vec<Event>, day: u8) {
    for i in 0..s.setup().public.characters.len() {
        let c = s.setup().public.characters[i].character;
        let (l, d) = s.setup().entry[c.index()];
        let due = if day == 1 { entered(s, c, 1) } else { s.loop_no >= l && d == day };
        if due && (day > 1 || c != Character::Henchman) && !s.chars[c.index()].present {
            emit(s, out, Event::CharacterPlaced { character: c, location: c.start() });
        }
    }
}

/// "[Inicio del bucle]" abilities and plot rules, then day 1.
fn loop_start_abilities(s: &mut State, out: &mut Vec<Event>) {
    // Friend [Inicio del bucle]: a revealed Friend gets 1 Goodwill.
    for c in Character::ALL {
        if s.is_alive(c) && s.role(c) == Role::Friend && s.revealed[c.index()].is_some() {
            emit(
                s,
                out,
                Event::TokensChanged { target: Target::Character(c), token: Token::Goodwill, delta: 1 },
            );
        }
    }
    // Threads of Fate: characters or corpses that had Goodwill at the previous loop's end get 2 Paranoia.
    if s.setup().has_plot(Plot::ThreadsOfFate) && s.had_goodwill != 0 {
        emit(s, out, Event::Secretly { cause: Cause::ThreadsOfFate });
        for c in Character::ALL {
            if s.had_goodwill & (1 << c.index()) != 0 && s.chars[c.index()].present {
                emit(
                    s,
                    out,
                    Event::TokensChanged { target: Target::Character(c), token: Token::Paranoia, delta: 2 },
                );
            }
        }
    }
    steps::start_day(s, out);
}

/// Loop start, Henchman: the Mastermind places him at any location (ruling 15).
pub(super) fn place_henchman(s: &mut State, out: &mut Vec<Event>, location: Location) {
    emit(s, out, Event::CharacterPlaced { character: Character::Henchman, location });
    loop_start_abilities(s, out);
}

/// "Final del bucle": the loss conditions ("basta con que se cumpla una sola condición de derrota"),
/// then the Protagonists win, or the next loop, the Time Spiral or the Final Guess; after the last
/// loop without a Final Guess (First Steps) the Mastermind wins.
pub(super) fn end_loop(s: &mut State, out: &mut Vec<Event>) {
    let mut lost = s.forced_loss || s.protagonists_dead;
    if dead_friends_reveal(s, out) {
        lost = true;
    }
    if let Some(plot) = plot_loss(s) {
        emit(s, out, Event::Secretly { cause: Cause::PlotLoss { plot } });
        lost = true;
    }
    emit(s, out, Event::LoopResult { loop_no: s.loop_no, lost });
    if !lost {
        emit(s, out, Event::GameEnded { winner: Side::Protagonists });
        return;
    }
    let final_guess = s.setup().public.tragedy_set.final_guess();
    if s.loop_no < s.setup().public.loops {
        if final_guess {
            phase(s, out, Phase::TimeSpiral);
        } else {
            start_loop(s, out);
        }
    } else if final_guess {
        start_final_guess(s, out);
    } else {
        emit(s, out, Event::GameEnded { winner: Side::Mastermind });
    }
}

/// Friend "[Obligatoria] [Final del bucle] Si este personaje muere, desvela su papel; los
/// protagonistas han perdido" (edge case 7). Returns whether a Friend died.
fn dead_friends_reveal(s: &mut State, out: &mut Vec<Event>) -> bool {
    let mut lost = false;
    for c in Character::ALL {
        if s.in_cast(c) && s.role(c) == Role::Friend && s.is_corpse(c) {
            if s.revealed[c.index()].is_none() {
                emit(s, out, Event::RoleRevealed { character: c, role: Role::Friend });
            }
            lost = true;
        }
    }
    lost
}

/// The first plot of the script (in [`Plot::ALL`] order) whose loss condition holds at loop end.
fn plot_loss(s: &State) -> Option<Plot> {
    Plot::ALL.into_iter().filter(|p| s.setup().has_plot(*p)).find(|p| plot_lost(s, *p))
}

/// A plot's loss condition ("Reglas de la trama", [Final del bucle]).
fn plot_lost(s: &State, p: Plot) -> bool {
    // ≥2 Intrigue on the starting location of the character with `role`.
    let start_of = |role: Role| {
        Character::ALL
            .into_iter()
            .filter(|c| s.in_cast(*c) && s.role(*c) == role)
            .map(|c| s.chars[c.index()].start)
            .any(|l| s.loc_intrigue[l.index()] >= 2)
    };
    match p {
        Plot::LightOfTheAvenger => start_of(Role::Brain),
        Plot::GiantTimeBomb => start_of(Role::Witch),
        Plot::APlaceToProtect => s.loc_intrigue[Location::School.index()] >= 2,
        Plot::SealedItem => s.loc_intrigue[Location::Shrine.index()] >= 2,
        Plot::SignWithMe => Character::ALL
            .into_iter()
            .any(|c| s.in_cast(c) && s.role(c) == Role::KeyPerson && s.chars[c.index()].intrigue >= 2),
        Plot::ChangeOfFuture => s.butterfly,
        _ => false,
    }
}

/// "Hipótesis final", 1) "Recomponer el tablero de juego": tokens removed, every character back at
/// its start, alive; then the leader guesses.
pub(super) fn start_final_guess(s: &mut State, out: &mut Vec<Event>) {
    emit(s, out, Event::FinalGuessStarted);
    emit(s, out, Event::BoardReset { had_goodwill: 0 });
    let cast: Vec<Character> = s.setup().cast().collect();
    for c in cast {
        emit(s, out, Event::CharacterPlaced { character: c, location: c.start() });
    }
    phase(s, out, Phase::FinalGuess);
}

/// "Hipótesis final", 2) "Adivinar el papel de cada personaje": one character at a time; a wrong
/// guess loses the game, all right wins it.
pub(super) fn guess(
    s: &mut State,
    out: &mut Vec<Event>,
    character: Character,
    role: Role,
) -> Result<(), RuleError> {
    if !s.in_cast(character) {
        return Err(RuleError::new("tl.guess.not_in_cast", "guess only characters of the script"));
    }
    if s.guessed(character) {
        return Err(RuleError::new("tl.guess.already", "that character was already guessed: name another"));
    }
    let correct = s.role(character) == role;
    emit(s, out, Event::GuessAnswered { character, role, correct });
    if !correct {
        emit(s, out, Event::GameEnded { winner: Side::Mastermind });
    } else if s.setup().cast().all(|c| s.guessed(c)) {
        emit(s, out, Event::GameEnded { winner: Side::Protagonists });
    }
    Ok(())
}
