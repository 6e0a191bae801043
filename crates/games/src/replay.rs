//! Replaying a JSON command log of any game.

use engine::{Game, ReplayLog, Viewer};
use serde_json::{Value, json};

use crate::{GameKind, UnknownGame};

/// Why a log could not be replayed at all (a refused command is not an error: it is reported in
/// its line and the replay goes on).
#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    /// Not JSON, or not shaped like a log.
    #[error("not a replay log: {0}")]
    Malformed(String),
    /// The log names a game Tablón does not know.
    #[error(transparent)]
    UnknownGame(#[from] UnknownGame),
    /// The config was refused by the game's set-up rules.
    #[error("the game refused its set-up: {0}")]
    SetUp(engine::RuleError),
}

/// Replays a log (`{"game", "config", "seed", "commands"}`) and returns the JSON lines to print: one
/// per event (`{"seq", "seat", "event"}`), one per refused command (`{"refused": {...}}`), then each
/// seat's final view (`{"view": {"viewer", "waiting_on", "view"}}`) and the spectators'.
pub fn replay_log(text: &str) -> Result<Vec<Value>, ReplayError> {
    let raw: Value = serde_json::from_str(text).map_err(|e| ReplayError::Malformed(e.to_string()))?;
    let id = raw
        .get("game")
        .and_then(Value::as_str)
        .ok_or_else(|| ReplayError::Malformed("missing \"game\": the game's identifier".to_owned()))?;
    let kind = GameKind::from_id(id)?;
    with_game!(kind, G => replay_typed::<G>(raw))
}

#[allow(dead_code)]
fn replay_typed<G: Game>(raw: Value) -> Result<Vec<Value>, ReplayError> {
    let log: ReplayLog<G::Config, G::Command> =
        serde_json::from_value(raw).map_err(|e| ReplayError::Malformed(e.to_string()))?;
    let (table, steps) =
        engine::replay::<G>(&log.config, &log.seed, &log.commands).map_err(ReplayError::SetUp)?;
    let log = table.log();
    let event_line = |e: &engine::Envelope<G::Event>| json!({"seq": e.seq, "seat": e.seat, "event": e.event});
    // The set-up's events (no seat), then each command's events or its refusal, in command order.
    let mut lines: Vec<Value> = log.iter().take_while(|e| e.seat.is_none()).map(event_line).collect();
    for (i, step) in steps.iter().enumerate() {
        match &step.outcome {
            Ok(seqs) => lines.extend(seqs.clone().map(|seq| event_line(&log[seq as usize - 1]))),
            Err(err) => lines.push(refusal_line(i, step.seat, err)),
        }
    }
    let waiting_on = table.waiting_on();
    for seat in G::seats(table.state()) {
        lines.push(json!({"view": {
            "viewer": seat,
            "waiting_on": waiting_on,
            "view": table.view(Viewer::Seat(seat.seat)),
        }}));
    }
    lines.push(json!({"view": {"viewer": "spectator", "waiting_on": waiting_on, "view": table.view(Viewer::Spectator)}}));
    Ok(lines)
}

fn refusal_line(index: usize, seat: engine::SeatId, err: &engine::RuleError) -> Value {
    json!({"refused": {"command": index, "seat": seat, "code": err.code, "message": err.message, "params": err.params}})
}
