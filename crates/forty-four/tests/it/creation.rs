//! Players who own their characters: made at the table (p. 7-9) or taken from the game master's
//! pre-made ones, their notes (read by the Director only if the table says so) and what a player
//! may rewrite (Ruling 23).

use crate::common;

use crate::common::{CLARK, DIRECTOR, MARGARET, clark, config, margaret, walter};
use dice::Scripted;
use engine::{Game, SeatId, Table, Viewer};
use forty_four::{Command, Config, Event, FortyFour, Phase, RatedSetup};

/// Two player seats that make their characters; Walter is pre-made to hand out.
fn open(notes_to_director: bool) -> Table<FortyFour> {
    let config = Config { characters: vec![walter()], players: 2, notes_to_director, ..config() };
    Table::<FortyFour>::start(&config, &mut Scripted::new([])).expect("valid set-up")
}

fn act(t: &mut Table<FortyFour>, seat: SeatId, c: Command, faces: &[u32]) -> Result<(), String> {
    t.act(seat, &c, &mut Scripted::new(faces.iter().copied())).map(|_| ()).map_err(|e| e.code.into_owned())
}

/// p. 9, "While other players create their main characters, the Director completes the details
/// of Section 44": the table waits on each player; the Secrets are written already (p. 11).
#[test]
fn players_make_their_characters_while_the_director_writes_secrets_p9() {
    let t = open(false);
    assert_eq!(t.state().phase(), Phase::Creating);
    assert_eq!(t.waiting_on(), vec![CLARK, MARGARET]);
    assert_eq!(t.state().secrets.len(), 2);
    let names: Vec<String> = FortyFour::seats(t.state()).into_iter().map(|s| s.name).collect();
    assert_eq!(names, ["The Director", "Character 1", "Character 2"]);
    // The Director makes no main character.
    assert_eq!(
        act(&mut open(false), DIRECTOR, Command::CreateCharacter { character: clark() }, &[]),
        Err("44.create.director".into())
    );
}

/// p. 7-9: a sheet made at the table is checked by the set-up's own rules, each mistake with the
/// path of its field under `character.`, and a refusal changes nothing.
#[test]
fn a_made_character_follows_steps_1_to_5_p7_p9() {
    let mut t = open(false);
    let before = t.state().clone();
    let mut six = clark();
    six.resolve = 4; // 7 points of Qualities (step 3, p. 8)
    let e = t.act(CLARK, &Command::CreateCharacter { character: six }, &mut Scripted::new([])).unwrap_err();
    assert_eq!(e.code, "44.setup.quality_points");
    assert_eq!(e.params.get("path").map(String::as_str), Some("character.qualities"));
    let mut bonds = clark();
    bonds.bonds.push(RatedSetup { name: "Bob".into(), rating: 1 }); // 4 points, 2 Bonds at Contact 1
    assert_eq!(
        act(&mut t, CLARK, Command::CreateCharacter { character: bonds }, &[]),
        Err("44.setup.points".into())
    );
    assert_eq!(t.state(), &before);
}

/// p. 10-13: once every seat has its character (one made, one pre-made) the game begins as a
/// set-up would: the sheets in seat order, an Agent per Ticker, the piles and the order roll.
#[test]
fn the_countdown_begins_when_every_seat_has_a_character_p10_p13() {
    let mut t = open(false);
    act(&mut t, MARGARET, Command::TakeCharacter { premade: 0 }, &[]).unwrap();
    // The pre-made character is handed out once.
    assert_eq!(
        act(&mut t, CLARK, Command::TakeCharacter { premade: 0 }, &[]),
        Err("44.create.premade_gone".into())
    );
    assert_eq!(
        act(&mut t, MARGARET, Command::CreateCharacter { character: margaret() }, &[]),
        Err("44.create.already".into())
    );
    act(&mut t, CLARK, Command::CreateCharacter { character: clark() }, &[6, 2]).unwrap();
    let s = t.state();
    assert_eq!(s.phase(), Phase::ChoosingOrder { chooser: CLARK });
    assert_eq!(s.characters[0].name, "Mr. Clark");
    assert_eq!(s.characters[1].name, walter().name);
    assert_eq!(s.agents.len(), 2, "p. 10: one Agent per Ticker");
    assert_eq!((s.resistance, s.menace), (2, 2), "p. 13: one die of each per main character");
}

/// The legal sheets are exactly those the rules allow: every one offered is accepted (with any
/// words), and they cover every split of the Qualities.
#[test]
fn the_form_offers_only_sheets_within_steps_3_to_5_p8_p9() {
    let t = open(false);
    let legal = FortyFour::legal_commands(t.state(), CLARK);
    let made: Vec<_> =
        legal.iter().filter(|l| matches!(l.command, Command::CreateCharacter { .. })).collect();
    // 10 splits of 6 among three Qualities, each at least 1.
    let mut splits: Vec<(u32, u32)> = made
        .iter()
        .map(|l| match &l.command {
            Command::CreateCharacter { character } => (character.resolve, character.contact),
            _ => unreachable!(),
        })
        .collect();
    splits.dedup();
    assert_eq!(splits.len(), 10);
    for (n, l) in made.iter().enumerate() {
        let filled = l.fill_randomly(&mut |k| (n + 7) % k.max(1));
        FortyFour::decide(t.state(), CLARK, &filled, &mut Scripted::new([1, 1])).expect("a legal sheet");
    }
    assert!(legal.iter().any(|l| l.command == Command::TakeCharacter { premade: 0 }));
}

/// Notes are the player's: the seat reads them, the Director only if the table says so, other
/// players and spectators never (not in the view, not in the log).
#[test]
fn notes_reach_only_their_readers() {
    for to_director in [false, true] {
        let mut t = open(to_director);
        act(&mut t, CLARK, Command::WriteNotes { text: "Alice knows the code".into() }, &[]).unwrap();
        let reads = |v: Viewer| {
            let view = serde_json::to_string(&t.view(v)).unwrap();
            let log = serde_json::to_string(&t.log_for(v).collect::<Vec<_>>()).unwrap();
            (view.contains("Alice knows the code"), log.contains("Alice knows the code"))
        };
        assert_eq!(reads(Viewer::Seat(CLARK)), (true, true));
        assert_eq!(reads(Viewer::Seat(MARGARET)), (false, false));
        assert_eq!(reads(Viewer::Spectator), (false, false));
        assert_eq!(reads(Viewer::Seat(DIRECTOR)), (to_director, to_director));
        assert_eq!(t.view(Viewer::Spectator).notes_to_director, to_director, "the setting is shown to all");
    }
}

/// Ruling 23: a player rewrites the name and the concept (step 1, p. 7), even after the end; not
/// an empty one, and no one else's.
#[test]
fn a_player_rewrites_name_and_concept_ruling_23() {
    let mut t = common::T::start(&config(), &[6, 2, 1]).table;
    let edit = |name: &str| Command::EditCharacter { name: name.into(), concept: "retired professor".into() };
    act(&mut t, CLARK, edit("Arthur Clark"), &[]).unwrap();
    assert_eq!(t.state().characters[0].name, "Arthur Clark");
    assert_eq!(t.state().characters[0].concept, "retired professor");
    assert!(
        t.log().iter().any(|e| matches!(&e.event, Event::CharacterEdited { seat, .. } if *seat == CLARK))
    );
    assert_eq!(act(&mut t, CLARK, edit(" "), &[]), Err("44.text.empty".into()));
    assert_eq!(act(&mut t, DIRECTOR, edit("X"), &[]), Err("44.edit.no_character".into()));
}
