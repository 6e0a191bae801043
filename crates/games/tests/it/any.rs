//! The JSON-level operations over any game (`AnyState`) agree with the typed replay.

use dice::{ServerSeed, VerifiableRoller};
use engine::{SeatId, Viewer};
use games::{AnyState, GameError, GameKind, replay_log};
use serde_json::{Value, json};

fn shipped_logs() -> Vec<Value> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut out = Vec::new();
    for krate in std::fs::read_dir(&root).unwrap().flatten() {
        for f in std::fs::read_dir(krate.path().join("logs")).into_iter().flatten().flatten() {
            if let Ok(v) =
                serde_json::from_str::<Value>(&std::fs::read_to_string(f.path()).unwrap_or_default())
                && v.get("game").is_some()
            {
                out.push(v);
            }
        }
    }
    out
}

#[test]
fn start_fold_and_decide_agree_with_the_typed_replay_of_every_shipped_log() {
    let logs = shipped_logs();
    assert!(logs.len() >= GameKind::ALL.len());
    for log in logs {
        let kind = GameKind::from_id(log["game"].as_str().unwrap()).unwrap();
        let mut dice =
            VerifiableRoller::new(ServerSeed::from_phrase(log["seed"].as_str().unwrap()), "replay", 0);
        let started = kind.start(&log["config"], &mut dice).unwrap();
        // Folding the stored set-up events from scratch gives the same state as `start`'s.
        let mut state = AnyState::new(kind);
        let mut texts: Vec<String> = started.events.iter().map(|e| e.get().to_owned()).collect();
        for e in &started.events {
            state.apply(e).unwrap();
        }
        assert_eq!(state.kind(), kind);
        assert_eq!(state.view(Viewer::Spectator), started.state.view(Viewer::Spectator));
        for c in log["commands"].as_array().unwrap() {
            let seat = SeatId(c["seat"].as_u64().unwrap() as u8);
            match state.decide(seat, &c["command"], &mut dice) {
                Ok(events) => {
                    let json = events.to_json();
                    assert_eq!(json.len(), events.len());
                    // What a seat is sent is the redaction of the stored text, byte for byte.
                    for (text, seen) in json.iter().zip(events.redact(Viewer::Seat(seat))) {
                        let expected =
                            kind.redact(text, Viewer::Seat(seat)).unwrap().map(|v| v.get().to_owned());
                        assert_eq!(seen.map(|s| s.get().to_owned()), expected);
                    }
                    texts.extend(json.iter().map(|e| e.get().to_owned()));
                    state.apply_events(&events).unwrap();
                }
                Err(GameError::Rule(_)) => {}
                Err(e) => panic!("{e}"),
            }
        }
        let lines = replay_log(&log.to_string()).unwrap();
        // The events' text is what the JSON replay writes for them, byte for byte.
        let replayed: Vec<String> =
            lines.iter().filter_map(|l| l.get("event")).map(|e| e.to_string()).collect();
        assert_eq!(texts, replayed, "{}", kind.id());
        for line in lines.iter().filter_map(|l| l.get("view")) {
            let viewer = match line["viewer"].get("seat") {
                Some(s) => Viewer::Seat(SeatId(s.as_u64().unwrap() as u8)),
                None => Viewer::Spectator,
            };
            assert_eq!(line["view"], state.view(viewer), "{}: view of {viewer:?}", kind.id());
            assert_eq!(line["waiting_on"], json!(state.waiting_on()));
        }
        for info in state.seats() {
            let v = state.view(Viewer::Seat(info.seat));
            assert!(v.is_object() || v.is_array());
        }
    }
}

#[test]
fn malformed_json_names_what_was_wrong() {
    let kind = GameKind::ALL[0];
    let err = kind.start(
        &json!({"surely": "not a config"}),
        &mut VerifiableRoller::new(ServerSeed::from_phrase("x"), "c", 0),
    );
    assert!(matches!(err, Err(GameError::Malformed { what: "config", .. })));
    let state = AnyState::new(kind);
    let err = state.decide(
        SeatId(0),
        &json!({"type": "no_such_command"}),
        &mut VerifiableRoller::new(ServerSeed::from_phrase("x"), "c", 0),
    );
    assert!(matches!(err, Err(GameError::Malformed { what: "command", .. })));
    let not_an_event = serde_json::value::to_raw_value(&json!(17)).unwrap();
    assert!(kind.redact(&not_an_event, Viewer::Spectator).is_err());
}

/// The skip a game declares is its own command, in the JSON the server used to write by hand
/// (GenreFuzzion, "Tiempo máximo de espera": the Moderator suspends the scene); the other games'
/// rules have no skip.
#[test]
fn a_skip_is_the_games_own_command_or_a_refusal() {
    let req = games::SkipRequest { next_starter: Some(2), now_secs: 1_700_000_000 };
    for kind in GameKind::ALL.iter().copied() {
        match kind.skip_command(&req) {
            Ok(skip) => {
                assert_eq!(kind.id(), "genrefuzzion");
                assert_eq!(skip.seat, SeatId(0));
                let expected = json!({"type": "suspend_scene", "now": 1_700_000_000u64, "next_starter": 2});
                assert_eq!(skip.command, expected);
            }
            Err(games::SkipError::NoRule(e)) => assert_eq!(e.code, "table.no_skip", "{}", kind.id()),
            Err(e) => panic!("{}: {e}", kind.id()),
        }
    }
    let gf = GameKind::from_id("genrefuzzion").unwrap();
    let missing = gf.skip_command(&games::SkipRequest { next_starter: None, now_secs: 0 });
    assert!(matches!(missing, Err(games::SkipError::Incomplete(u)) if u.code == "skip.next_starter"));
}
