//! The end of a turn and of the game (p. 23-26): Resistance against Menace, the points it
//! gives, the Countdown, Zero Hour and the final fates.

use dice::{DiceSource, HighestRoll};

use crate::event::{Event, Pile, PileReason};
use crate::state::{DIRECTOR, EndRoll, Fate, Phase, Rating, Side};

use super::countdown::begin_countdown;
use super::{Ctx, throw};

/// p. 26, final fates: survive when the sum of Qualities exceeds Control; Operatives are replaced.
pub(super) fn end_game(cx: &mut Ctx, early: bool) {
    let control = cx.s.director.control;
    let fates =
        cx.s.characters
            .iter()
            .map(|c| {
                let fate = if c.is_main() && !early && c.quality_sum() > control {
                    Fate::Survived
                } else {
                    Fate::Replaced
                };
                (c.seat, fate)
            })
            .collect();
    cx.emit(Event::GameEnded { early, fates });
    cx.phase(Phase::Over);
}

/// p. 23: Resistance dice against Menace dice at the end of the turn (the Last Roll at Zero Hour,
/// p. 25).
pub(super) fn roll_end(cx: &mut Ctx, dice: &mut dyn DiceSource) {
    let r = throw(dice, cx.s.resistance);
    let m = throw(dice, cx.s.menace);
    if cx.s.resistance > 0 {
        cx.pile(Pile::Resistance, 0, PileReason::EndRoll);
    }
    if cx.s.menace > 0 {
        cx.pile(Pile::Menace, 0, PileReason::EndRoll);
    }
    cx.emit(Event::EndRolled {
        resistance: HighestRoll::evaluate(&r, 0),
        menace: HighestRoll::evaluate(&m, 0),
    });
    cx.phase(Phase::EndImproving);
}

/// p. 23-25: the end-of-turn results compared; the winners are owed points.
pub(super) fn decide_end(cx: &mut Ctx, e: &EndRoll) {
    let [r, m] = e.results;
    let winner = if r > m { Side::Main } else { Side::Conspiracy };
    cx.emit(Event::EndDecided { winner, resistance: r, menace: m });
    let diff = r.abs_diff(m);
    let seats = match (e.zero_hour, winner) {
        (false, Side::Main) => {
            cx.add_resistance(diff, PileReason::EndRollWon);
            cx.s.main_seats()
        }
        (false, Side::Conspiracy) => {
            cx.add_menace(diff, PileReason::EndRollWon);
            cx.s.conspirators()
        }
        (true, Side::Main) => cx.s.main_seats(),
        (true, Side::Conspiracy) => {
            let value = cx.s.director.control + 1;
            cx.emit(Event::ConspiracyRated { seat: DIRECTOR, rating: Rating::Control, value });
            Vec::new()
        }
    };
    if !seats.is_empty() {
        cx.emit(Event::GainOwed { seats: seats.clone() });
    }
    cx.phase(Phase::Gains { seats });
}

/// p. 24-25: once every point is gained, the Countdown goes down and a new one begins, or after
/// Zero Hour the epilogue.
pub(super) fn after_gains(cx: &mut Ctx, e: &EndRoll, dice: &mut dyn DiceSource) {
    if e.zero_hour {
        return cx.phase(Phase::Epilogue);
    }
    let countdown = cx.s.countdown.saturating_sub(1);
    cx.emit(Event::CountdownChanged { countdown });
    if countdown == 0 {
        cx.emit(Event::EndRollBegan { zero_hour: true });
        cx.phase(Phase::EndPreparing);
    } else {
        begin_countdown(cx, dice);
    }
}
