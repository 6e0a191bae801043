//! Players who own their characters (rulings 28 to 30): written at the table and approved by the
//! Director ("es el director quien tiene la última palabra", Retos), or taken from the Director's
//! pre-made ones; their notes; renaming.

use crate::common::*;
use dice::Scripted;
use engine::{Game, SeatId, Table, Viewer};
use fragmentos::*;

const DIRECTOR_SEAT: SeatId = SeatId(0);
const MARK: SeatId = SeatId(1);
const CATHERINE: SeatId = SeatId(2);

fn mark() -> CharacterSheet {
    let s = sheet("Mark", CharacterKind::Main, 3, 4, 2);
    let s = with_trait(s, "Discreto", Characteristic::Cognition, 1);
    with_quality(s, QualityKind::Complication, "Sobrepeso")
}

fn catherine() -> CharacterSheet {
    with_trait(
        sheet("Catherine", CharacterKind::Main, 2, 3, 4),
        "Atractivo inocente",
        Characteristic::Interaction,
        2,
    )
}

/// Two seats; Catherine pre-made; the flayed man waits off the story with a note.
fn open(notes_to_director: bool) -> Table<Fragmentos> {
    let mut c = config(vec![catherine()], vec![], 2);
    let mut flayed = sheet("El hombre descarnado", CharacterKind::Monster, 4, 3, 1);
    flayed.notes = "lives in room 305".into();
    c.offstage.push(flayed);
    c.players = 2;
    c.notes_to_director = notes_to_director;
    table(&c)
}

fn act(t: &mut Table<Fragmentos>, seat: SeatId, c: Command) -> Result<(), String> {
    t.act(seat, &c, &mut Scripted::new([])).map(|_| ()).map_err(|e| e.code.into_owned())
}

/// Ruling 28: each player writes their character; the Director has the last word ("es el
/// director quien tiene la última palabra"), so the story waits for the approval; a returned
/// sheet is written again.
#[test]
fn the_director_approves_each_written_character_ruling_28() {
    let mut t = open(false);
    assert_eq!(t.waiting_on(), vec![MARK, CATHERINE]);
    act(&mut t, MARK, Command::CreateCharacter { sheet: mark() }).unwrap();
    assert_eq!(t.waiting_on(), vec![DIRECTOR_SEAT, CATHERINE]);
    assert_eq!(
        act(&mut t, MARK, Command::ApproveCharacter { seat: MARK }),
        Err("fragmentos.director_only".into())
    );
    let back = Command::ReturnCharacter { seat: MARK, reason: "too strong for a hotel clerk".into() };
    act(&mut t, DIRECTOR_SEAT, back).unwrap();
    assert_eq!(t.waiting_on(), vec![MARK, CATHERINE]);
    act(&mut t, MARK, Command::CreateCharacter { sheet: mark() }).unwrap();
    act(&mut t, CATHERINE, Command::TakeCharacter { premade: 0 }).unwrap();
    assert!(!t.state().started, "Mark's sheet still waits for the Director");
    act(&mut t, DIRECTOR_SEAT, Command::ApproveCharacter { seat: MARK }).unwrap();
    let s = t.state();
    assert!(s.started);
    assert_eq!(s.characters[0].sheet.name, "Mark");
    assert_eq!(s.characters[1].sheet.name, "Catherine");
    assert_eq!(s.characters[0].overcoming, 5, "ruling 25: a large pool for each main character");
    assert_eq!(s.waiting_offstage().count(), 1, "the prepared monster is still off the story (ruling 27)");
}

/// Ruling 28: a sheet the Director sends back is "written again", so its player starts from it:
/// their view keeps it with the Director's reason until they propose another; nobody else's does.
#[test]
fn a_returned_character_comes_back_to_its_player_with_the_reason_ruling_28() {
    let mut t = open(false);
    act(&mut t, MARK, Command::CreateCharacter { sheet: mark() }).unwrap();
    let back = Command::ReturnCharacter { seat: MARK, reason: "too strong for a hotel clerk".into() };
    act(&mut t, DIRECTOR_SEAT, back).unwrap();
    let returned = t.view(Viewer::Seat(MARK)).returned;
    assert_eq!(returned, Some((mark(), "too strong for a hotel clerk".to_owned())));
    assert_eq!(t.view(Viewer::Seat(CATHERINE)).returned, None, "only its player's");
    assert_eq!(t.view(Viewer::Seat(DIRECTOR_SEAT)).returned, None);
    act(&mut t, MARK, Command::CreateCharacter { sheet: mark() }).unwrap();
    assert_eq!(t.view(Viewer::Seat(MARK)).returned, None, "gone once a sheet is proposed again");
}

/// Ruling 26's ranges hold for a written sheet, and a refusal changes nothing.
#[test]
fn a_written_character_stays_within_the_ranges_ruling_26() {
    let mut t = open(false);
    let before = t.state().clone();
    let mut strong = mark();
    strong.action = 11;
    assert_eq!(
        act(&mut t, MARK, Command::CreateCharacter { sheet: strong }),
        Err("fragmentos.config.characteristic_range".into())
    );
    let mut monster = mark();
    monster.kind = CharacterKind::Monster;
    assert!(act(&mut t, MARK, Command::CreateCharacter { sheet: monster }).is_err());
    assert_eq!(t.state(), &before);
    // No scene before every character is in.
    assert_eq!(
        act(&mut t, DIRECTOR_SEAT, Command::StartScene { qualities: vec![] }),
        Err("fragmentos.create.first".into())
    );
}

/// While the characters are written, the Director's prepared monster and notes stay hidden.
#[test]
fn the_directors_set_up_stays_hidden_while_players_write() {
    let t = open(false);
    for v in [Viewer::Seat(MARK), Viewer::Spectator] {
        let view = serde_json::to_string(&t.view(v)).unwrap();
        let log = serde_json::to_string(&t.log_for(v).collect::<Vec<_>>()).unwrap();
        assert!(!view.contains("descarnado") && !log.contains("descarnado"), "{v:?}");
        assert!(!log.contains("room 305"), "{v:?}");
    }
}

/// Ruling 30: notes reach their player, the Director only if the table says so (shown to all).
#[test]
fn notes_reach_only_their_readers_ruling_30() {
    for to_director in [false, true] {
        let mut t = open(to_director);
        act(&mut t, MARK, Command::WriteNotes { text: "the clerk lies".into() }).unwrap();
        let reads = |v: Viewer| {
            serde_json::to_string(&t.log_for(v).collect::<Vec<_>>()).unwrap().contains("the clerk lies")
        };
        assert!(reads(Viewer::Seat(MARK)));
        assert!(!reads(Viewer::Seat(CATHERINE)));
        assert!(!reads(Viewer::Spectator));
        assert_eq!(reads(Viewer::Seat(DIRECTOR_SEAT)), to_director);
        assert_eq!(t.view(Viewer::Spectator).notes_to_director, to_director);
    }
}

/// Ruling 29: a player renames their own character once the story is under way, and after it.
#[test]
fn a_player_renames_their_character_ruling_29() {
    let mut t = table(&config(vec![mark(), catherine()], vec![], 2));
    act(&mut t, MARK, Command::RenameCharacter { name: "Mark Ruffalo".into() }).unwrap();
    assert_eq!(t.state().characters[0].sheet.name, "Mark Ruffalo");
    assert_eq!(Fragmentos::seats(t.state())[1].name, "Mark Ruffalo");
    assert_eq!(
        act(&mut t, MARK, Command::RenameCharacter { name: " ".into() }),
        Err("fragmentos.config.name_missing".into())
    );
    act(&mut t, DIRECTOR_SEAT, Command::EndStory).unwrap();
    act(&mut t, CATHERINE, Command::RenameCharacter { name: "Cathy".into() }).unwrap();
    assert_eq!(
        act(&mut t, DIRECTOR_SEAT, Command::RenameCharacter { name: "X".into() }),
        Err("fragmentos.rename.no_character".into())
    );
}
