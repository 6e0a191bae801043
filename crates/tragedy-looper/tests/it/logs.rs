//! The hand-written replay logs under `logs/` replay with no refused command.

use engine::{ReplayLog, replay};
use tragedy_looper::*;

#[test]
fn hand_written_logs_replay_without_refusals() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/logs");
    let mut n = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        let log: ReplayLog<Config, Command> = serde_json::from_str(&text).unwrap();
        assert_eq!(log.game, "tragedy-looper");
        let (table, steps) = replay::<TragedyLooper>(&log.config, &log.seed, &log.commands).unwrap();
        for (i, s) in steps.iter().enumerate() {
            assert!(s.outcome.is_ok(), "{}: command {i} refused: {:?}", path.display(), s.outcome);
        }
        assert!(table.log().len() > log.commands.len());
        n += 1;
    }
    assert!(n >= 1);
}

#[test]
fn fs1_two_days_log_reaches_day_three_with_the_expected_board() {
    let text = include_str!("../../logs/fs1_two_days.json");
    let log: ReplayLog<Config, Command> = serde_json::from_str(text).unwrap();
    let (table, _) = replay::<TragedyLooper>(&log.config, &log.seed, &log.commands).unwrap();
    let s = table.state();
    assert_eq!((s.loop_no(), s.day()), (1, 3));
    // Day 1: Forbid Intrigue stopped the card, the Brain added 1; day 2: Intrigue +2.
    assert_eq!(s.location_intrigue(Location::Hospital), 3);
    assert_eq!(s.location_intrigue(Location::School), 1, "An Unsettling Rumor");
    assert_eq!(s.location_intrigue(Location::Shrine), 0, "the Shrine Maiden had nothing to remove");
    assert_eq!(s.character(Character::Informer).location, Location::Hospital);
}
