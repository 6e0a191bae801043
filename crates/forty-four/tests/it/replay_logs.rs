//! The hand-written command logs in `logs/` replay with no refused command.

use engine::{Game, ReplayLog, Viewer, replay};
use forty_four::{Command, Config, FortyFour};

#[test]
fn replay_logs_have_no_refused_command() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/logs");
    let mut files: Vec<_> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
    files.sort();
    assert!(!files.is_empty());
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        let log: ReplayLog<Config, Command> = serde_json::from_str(&text).unwrap();
        assert_eq!(log.game, FortyFour::ID);
        let (table, steps) = replay::<FortyFour>(&log.config, &log.seed, &log.commands).unwrap();
        for (i, step) in steps.iter().enumerate() {
            if let Err(e) = &step.outcome {
                panic!("{}: command {i} refused: {e}", path.display());
            }
        }
        // The state rebuilt from the stored events is the same, and every seat's view serializes.
        let again = engine::Table::<FortyFour>::from_log(table.log().to_vec());
        assert_eq!(again.state(), table.state());
        for v in [Viewer::Seat(engine::SeatId(0)), Viewer::Seat(engine::SeatId(1)), Viewer::Spectator] {
            serde_json::to_string(&table.view(v)).unwrap();
        }
    }
}

/// The bridge log: Mr. Clark wins his first scene 5 to 3, Resistance wins the end of the turn,
/// and Countdown 3 begins with his second scene.
#[test]
fn bridge_log_reaches_countdown_three() {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/logs/bridge.json")).unwrap();
    let log: ReplayLog<Config, Command> = serde_json::from_str(&text).unwrap();
    let (table, _) = replay::<FortyFour>(&log.config, &log.seed, &log.commands).unwrap();
    let s = table.state();
    assert_eq!(s.countdown, 3);
    assert_eq!(s.phase(), forty_four::Phase::Framing { step: 0 });
    assert_eq!(s.director.control, 3);
    assert_eq!(s.character(engine::SeatId(1)).unwrap().contact, 2);
    // The driver of the black sedan is the Director's secret.
    let seen = serde_json::to_string(&table.view(Viewer::Seat(engine::SeatId(1)))).unwrap();
    assert!(!seen.contains("The driver of the black sedan"));
    let log_seen: Vec<_> = table.log_for(Viewer::Seat(engine::SeatId(1))).collect();
    assert!(!serde_json::to_string(&log_seen).unwrap().contains("The driver of the black sedan"));
}
