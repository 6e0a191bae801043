//! Random legal play of every game, from the set-up of every shipped log: the commands proposed are
//! accepted, and replaying them from JSON reproduces the game without a refusal.

use games::{GameKind, Picker, random_commands, replay_log};
use serde_json::{Value, json};

fn shipped_logs() -> Vec<Value> {
    let crates = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let mut logs = Vec::new();
    for krate in std::fs::read_dir(crates).unwrap() {
        if let Ok(entries) = std::fs::read_dir(krate.unwrap().path().join("logs")) {
            for e in entries {
                let text = std::fs::read_to_string(e.unwrap().path()).unwrap();
                logs.push(serde_json::from_str(&text).unwrap());
            }
        }
    }
    logs
}

#[test]
fn every_game_has_a_shipped_log() {
    let logs = shipped_logs();
    for kind in GameKind::ALL {
        assert!(logs.iter().any(|l| l["game"] == kind.id()), "{} ships no log", kind.id());
    }
}

#[test]
fn random_games_replay_from_json() {
    for log in shipped_logs() {
        let kind = GameKind::from_id(log["game"].as_str().unwrap()).unwrap();
        for seed in 0..8u64 {
            let phrase = format!("random {seed}");
            let commands =
                random_commands(kind, &log["config"], &phrase, &mut Picker::new(seed), 300).unwrap();
            let replayed =
                json!({"game": kind.id(), "config": log["config"], "seed": phrase, "commands": commands});
            let lines = replay_log(&replayed.to_string()).unwrap();
            assert!(
                lines.iter().all(|l| l.get("refused").is_none()),
                "{} seed {seed}: a random command was refused on replay",
                kind.id()
            );
        }
    }
}
