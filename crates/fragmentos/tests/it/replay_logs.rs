//! The hand-written logs in `logs/` replay with no refused command.

use engine::{ReplayLog, replay};
use fragmentos::{Command, Config, Fragmentos};

#[test]
fn hand_written_logs_replay_without_refusals() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/logs");
    let mut files: Vec<_> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
    files.sort();
    assert!(!files.is_empty());
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        let log: ReplayLog<Config, Command> = serde_json::from_str(&text).unwrap();
        assert_eq!(log.game, "fragmentos");
        let (table, steps) = replay::<Fragmentos>(&log.config, &log.seed, &log.commands).unwrap();
        for (i, step) in steps.iter().enumerate() {
            if let Err(e) = &step.outcome {
                panic!("{}: command {i} refused: {e}", path.display());
            }
        }
        assert!(table.state().over, "{} plays to the end", path.display());
    }
}
