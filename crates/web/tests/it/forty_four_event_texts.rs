//! The words of 44's events, pinned: every event of the shipped log `bridge.json` and of a few
//! random games, as each of several readers receives it (redacted), in both languages, renders as
//! it did when the texts were recorded in `fixtures/forty_four_event_texts.txt`. Set
//! `TABLON_UPDATE_FIXTURES=1` to record them again (only for a change of words meant as one).

use dice::{ServerSeed, VerifiableRoller};
use engine::{Game, ReplayLog, SeatId, Table, Viewer, replay};
use forty_four::{Command, Config, FortyFour};
use web::i18n::Lang;
use web::screens::forty_four as screen;

const FIXTURE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/forty_four_event_texts.txt");

/// Every event's words for the Director, in both languages, then those of seat 1, seat 2 and a
/// spectator where they differ (a redacted event, or none).
fn texts(name: &str, table: &Table<FortyFour>, out: &mut String) {
    let words = |viewer| -> Vec<(u64, Lang, String)> {
        let mut all = Vec::new();
        for e in table.log_for(viewer) {
            for lang in Lang::ALL {
                let words = screen::event_text(lang, &server::names::Names::default(), &e.event);
                all.push((e.seq, lang, words.map_or("-".to_owned(), |m| m.into_string())));
            }
        }
        all
    };
    let director = words(Viewer::Seat(SeatId(0)));
    for (seq, lang, text) in &director {
        out.push_str(&format!("{name} {seq} {lang:?}: {text}\n"));
    }
    for viewer in [Viewer::Seat(SeatId(1)), Viewer::Seat(SeatId(2)), Viewer::Spectator] {
        for line in words(viewer) {
            if !director.contains(&line) {
                let (seq, lang, text) = line;
                out.push_str(&format!("{name} {seq} {lang:?} {viewer:?}: {text}\n"));
            }
        }
    }
}

fn random_game(game: u64) -> Table<FortyFour> {
    let config = forty_four::example_config(2 + (game as usize % 2));
    let mut dice = VerifiableRoller::new(ServerSeed::from_phrase(&format!("texts {game}")), "t", 0);
    let mut table = Table::<FortyFour>::start(&config, &mut dice).unwrap();
    let mut picker = games::Picker::new(game);
    for _ in 0..400 {
        let mut waiting = table.waiting_on();
        if waiting.is_empty() {
            break;
        }
        // Now and then a seat the step does not wait on (an assistant, an Operative joining).
        let mut others = table.state().all_seats();
        others.retain(|&s| !waiting.contains(&s) && !FortyFour::legal_commands(table.state(), s).is_empty());
        let seat = if !others.is_empty() && picker.pick(4) == 0 {
            others.swap_remove(picker.pick(others.len()))
        } else {
            waiting.swap_remove(picker.pick(waiting.len()))
        };
        let Some(cmd) = forty_four::random_command(table.state(), seat, &mut |n| picker.pick(n)) else {
            break;
        };
        table.act(seat, &cmd, &mut dice).unwrap();
    }
    table
}

#[test]
fn every_event_renders_the_recorded_words() {
    let mut out = String::new();
    let text =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../forty-four/logs/bridge.json"))
            .unwrap();
    let log: ReplayLog<Config, Command> = serde_json::from_str(&text).unwrap();
    let (bridge, _) = replay::<FortyFour>(&log.config, &log.seed, &log.commands).unwrap();
    texts("bridge", &bridge, &mut out);
    for game in 0..6 {
        texts(&format!("random{game}"), &random_game(game), &mut out);
    }
    if std::env::var_os("TABLON_UPDATE_FIXTURES").is_some() {
        std::fs::write(FIXTURE, &out).unwrap();
        return;
    }
    let recorded = std::fs::read_to_string(FIXTURE).unwrap();
    for (i, (now, then)) in out.lines().zip(recorded.lines()).enumerate() {
        assert_eq!(now, then, "line {} of the fixture", i + 1);
    }
    assert_eq!(out.lines().count(), recorded.lines().count());
}
