//! Tricks and flaws are named by their rows' stable keys in commands and logs ("Trucos y Tretas":
//! "escogidos de la lista de trucos y tretas en el apéndice"), not by the printed Spanish name, so
//! a row's name may be corrected without breaking a log; logs written before keys still replay.

use engine::{Envelope, ReplayLog, Table};
use genrefuzzion::data::{Flaw, Trick};
use genrefuzzion::*;
use serde_json::Value;

/// The recorded campaign as written before keys: its commands name rows by their printed name.
const BEFORE_KEYS: &str = include_str!("../fixtures/scott_pilgrim_before_keys.json");
/// The same campaign as shipped today, with keys.
const WITH_KEYS: &str = include_str!("../../logs/scott_pilgrim.json");

fn replay(text: &str) -> Table<GenreFuzzion> {
    let log: ReplayLog<Config, Command> = serde_json::from_str(text).expect("the log reads");
    let (table, steps) = engine::replay::<GenreFuzzion>(&log.config, &log.seed, &log.commands).unwrap();
    for (i, s) in steps.iter().enumerate() {
        assert!(s.outcome.is_ok(), "command {i} refused: {:?}", s.outcome);
    }
    table
}

#[test]
fn trucos_y_tretas_a_command_log_written_before_keys_replays_to_the_same_state() {
    assert!(BEFORE_KEYS.contains("\"name\": \"Arma predilecta\""), "the fixture is the old format");
    assert!(WITH_KEYS.contains("\"key\": \"arma_predilecta\""), "the shipped log is the new format");
    let (old, new) = (replay(BEFORE_KEYS), replay(WITH_KEYS));
    assert_eq!(old.state(), new.state());
    assert_eq!(old.log(), new.log());
    let tricks: Vec<TrickRule> =
        new.state().characters.iter().flat_map(|c| c.tricks.iter().map(|t| t.rule)).collect();
    assert!(tricks.contains(&TrickRule::Trick(Trick::ArmaPredilecta)), "{tricks:?}");
    assert!(tricks.contains(&TrickRule::Flaw(Flaw::Opsss)), "{tricks:?}");
}

/// Drops `"key"` from every trick or flaw on a sheet (an object with `kind` and `custom`), as events
/// were stored before keys; answers how many it dropped.
fn drop_keys(v: &mut Value) -> usize {
    match v {
        Value::Object(o) => {
            let sheet_row = o.contains_key("kind") && o.contains_key("custom");
            let dropped = usize::from(sheet_row && o.remove("key").is_some());
            dropped + o.values_mut().map(drop_keys).sum::<usize>()
        }
        Value::Array(a) => a.iter_mut().map(drop_keys).sum(),
        _ => 0,
    }
}

#[test]
fn trucos_y_tretas_an_event_log_stored_before_keys_folds_to_the_same_state() {
    let table = replay(WITH_KEYS);
    let mut stored = serde_json::to_value(table.log()).unwrap();
    let text = stored.to_string();
    assert!(text.contains("\"key\":\"arma_predilecta\""), "sheets store their rows by key");
    assert!(text.contains("\"key\":\"opsss\""), "and flaws too");
    assert!(drop_keys(&mut stored) >= 9, "three characters with two tricks and a flaw each");
    assert!(!stored.to_string().contains("arma_predilecta"));
    let old: Vec<Envelope<Event>> = serde_json::from_value(stored).expect("an old event log reads");
    let folded = Table::<GenreFuzzion>::from_log(old);
    assert_eq!(folded.state(), table.state());
}

#[test]
fn trucos_y_tretas_choices_are_written_by_key_and_read_by_key_or_printed_name() {
    let command = Command::LearnTrick { choice: Choice::new(Trick::PlanB, Default::default()) };
    let text = serde_json::to_string(&command).unwrap();
    assert_eq!(text, r#"{"type":"learn_trick","choice":{"key":"plan_b","fills":{}}}"#);
    let read = |s: &str| serde_json::from_str::<Command>(s);
    assert_eq!(read(&text).unwrap(), command);
    assert_eq!(read(r#"{"type":"learn_trick","choice":{"name":"Plan B"}}"#).unwrap(), command);
    // The key wins over a name, which only logs before keys wrote.
    assert_eq!(read(r#"{"type":"learn_trick","choice":{"key":"plan_b","name":"Opsss"}}"#).unwrap(), command);
    let flaw = read(r#"{"type":"take_flaw","choice":{"name":"Opsss"}}"#).unwrap();
    assert_eq!(flaw, Command::TakeFlaw { choice: Choice::new(Flaw::Opsss, Default::default()) });
}

#[test]
fn trucos_y_tretas_a_flaw_in_a_tricks_place_or_an_unknown_row_is_refused_when_read() {
    let error = |s: &str| serde_json::from_str::<Command>(s).unwrap_err().to_string();
    // "Cada personaje puede tener dos trucos y una treta": a flaw is no trick, by key or by name.
    assert!(error(r#"{"type":"learn_trick","choice":{"key":"opsss"}}"#).contains("unknown variant"));
    let e = error(r#"{"type":"learn_trick","choice":{"name":"Opsss"}}"#);
    assert!(e.contains("\"Opsss\" is not in the table of tricks"), "{e}");
    let e = error(r#"{"type":"take_flaw","choice":{"name":"Solo de bajo"}}"#);
    assert!(e.contains("\"Solo de bajo\" is not in the table of flaws"), "{e}");
    let e = error(r#"{"type":"take_flaw","choice":{"fills":{}}}"#);
    assert!(e.contains("missing field `key`"), "{e}");
}

#[test]
fn a_sheets_row_whose_key_is_of_the_other_table_is_refused_when_read() {
    let table = replay(WITH_KEYS);
    let flaw = table.state().characters[0].tricks.iter().find(|t| t.kind() == TrickKind::Flaw).unwrap();
    let mut v = serde_json::to_value(flaw).unwrap();
    assert_eq!(v["key"], "opsss");
    v["key"] = "plan_b".into();
    let e = serde_json::from_value::<OwnedTrick>(v).unwrap_err().to_string();
    assert!(e.contains("PlanB") && e.contains("Flaw"), "{e}");
}

#[test]
fn every_rows_key_is_its_serialised_name_and_reads_back() {
    for t in Trick::ALL {
        assert_eq!(serde_json::to_value(t).unwrap(), t.key());
        assert_eq!(Trick::from_key(t.key()), Some(t));
    }
    for f in Flaw::ALL {
        assert_eq!(serde_json::to_value(f).unwrap(), f.key());
        assert_eq!(Flaw::from_key(f.key()), Some(f));
    }
    assert_eq!(Trick::from_key("opsss"), None, "a flaw's key is no trick's");
}
