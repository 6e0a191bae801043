//! The story of a finished game, loop by loop: what the table reads when the script is turned
//! over. Built from the Mastermind's log (secret causes included), so it is for the end
//! of the game only, when nothing is left to hide.

use serde::Serialize;

use crate::data::{Character, Incident};
use crate::event::{Cause, Event, LoopEndReason};

/// One loop as it went.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct LoopSummary {
    /// Its number, from 1.
    pub loop_no: u8,
    /// The incidents that occurred, by day.
    pub incidents: Vec<(u8, Incident)>,
    /// Who died in it, in order.
    pub deaths: Vec<Character>,
    /// Whether the Protagonists died in it.
    pub protagonists_died: bool,
    /// The secret causes of what happened (abilities, deaths, plots' loss conditions), in order.
    pub causes: Vec<Cause>,
    /// How it ended (`None`: the game ended during it).
    pub ended: Option<LoopEndReason>,
    /// Whether the Protagonists lost it (`None`: not checked).
    pub lost: Option<bool>,
}

/// The loops of a log, in order. Events before the first loop and after the last (the Final Guess)
/// belong to none.
pub fn loops<'a>(events: impl IntoIterator<Item = &'a Event>) -> Vec<LoopSummary> {
    let mut out: Vec<LoopSummary> = Vec::new();
    for e in events {
        if let Event::LoopStarted { loop_no } = e {
            out.push(LoopSummary { loop_no: *loop_no, ..LoopSummary::default() });
            continue;
        }
        let Some(current) = out.last_mut().filter(|l| l.lost.is_none()) else { continue };
        match e {
            Event::IncidentOccurred { day, incident } => current.incidents.push((*day, *incident)),
            Event::CharacterDied { character } => current.deaths.push(*character),
            Event::ProtagonistsDied => current.protagonists_died = true,
            Event::Secretly { cause } => current.causes.push(*cause),
            Event::LoopEnded { reason } => current.ended = Some(*reason),
            Event::LoopResult { lost, .. } => current.lost = Some(*lost),
            _ => {}
        }
    }
    out
}
