//! Shared helpers for the Fragmentos tests: sheets, a table, and one `act`/`refuse` pair.

use dice::Scripted;
use engine::{Game, RuleError, SeatId, Table, Viewer};
use fragmentos::*;

pub use fragmentos::DIRECTOR;
pub const P1: SeatId = SeatId(1);
pub const P2: SeatId = SeatId(2);

pub fn sheet(
    name: &str,
    kind: CharacterKind,
    action: u32,
    cognition: u32,
    interaction: u32,
) -> CharacterSheet {
    CharacterSheet {
        name: name.into(),
        kind,
        action,
        cognition,
        interaction,
        traits: vec![],
        qualities: vec![],
        objects: vec![],
        notes: String::new(),
        secret_qualities: vec![],
    }
}

pub fn with_trait(mut s: CharacterSheet, name: &str, ch: Characteristic, bonus: u32) -> CharacterSheet {
    s.traits.push(Trait { name: name.into(), characteristic: ch, bonus });
    s
}

pub fn with_quality(mut s: CharacterSheet, kind: QualityKind, text: &str) -> CharacterSheet {
    s.qualities.push(Quality { kind, text: text.into() });
    s
}

pub fn with_object(mut s: CharacterSheet, name: &str, dice: u32) -> CharacterSheet {
    s.objects.push(Object { name: name.into(), dice });
    s
}

pub fn config(mains: Vec<CharacterSheet>, others: Vec<CharacterSheet>, threat: u32) -> Config {
    Config {
        main_characters: mains,
        others,
        offstage: Vec::new(),
        initial_threat: threat,
        initial_overcoming: 5,
        rulings: Rulings::default(),
        players: 0,
        notes_to_director: false,
    }
}

pub fn table(config: &Config) -> Table<Fragmentos> {
    Table::start(config, &mut Scripted::new([])).expect("valid set-up")
}

/// Plays a command with exactly these scripted faces (all must be used).
pub fn act(t: &mut Table<Fragmentos>, seat: SeatId, cmd: Command, faces: &[u32]) -> Vec<Event> {
    let mut dice = Scripted::new(faces.iter().copied());
    let events: Vec<Event> = match t.act(seat, &cmd, &mut dice) {
        Ok(envs) => envs.iter().map(|e| e.event.clone()).collect(),
        Err(e) => panic!("{cmd:?} by {seat} refused: {e}"),
    };
    assert_eq!(dice.remaining(), 0, "unused scripted faces");
    events
}

/// A refused command: returns its code and checks nothing changed.
pub fn refuse(t: &mut Table<Fragmentos>, seat: SeatId, cmd: Command) -> String {
    let before = t.state().clone();
    let len = t.log().len();
    let err: RuleError = t.act(seat, &cmd, &mut Scripted::new([])).expect_err("should be refused");
    assert_eq!(t.state(), &before);
    assert_eq!(t.log().len(), len);
    assert!(err.code.starts_with("fragmentos.") || err.code.contains('.'), "{}", err.code);
    let mut plain = err.message.clone();
    for c in &before.characters {
        plain = plain.replace(&c.sheet.name, "");
    }
    assert_eq!(plain, plain.to_lowercase(), "messages are lowercase: {}", err.message);
    err.code.into_owned()
}

pub fn ch(i: u16) -> CharacterId {
    CharacterId(i)
}

pub fn challenge(who: u16, c: Characteristic, difficulty: u32, dangerous: bool) -> Command {
    Command::CallChallenge {
        character: ch(who),
        characteristic: c,
        difficulty,
        dangerous,
        traits: vec![],
        objects: vec![],
    }
}

pub fn side(who: u16, c: Characteristic, traits: Vec<usize>) -> SideCall {
    SideCall { character: ch(who), characteristic: c, traits, objects: vec![] }
}

pub fn conflict(a: SideCall, b: SideCall, dangerous: bool) -> Command {
    Command::CallConflict { sides: vec![a, b], dangerous }
}

pub fn roll(who: u16) -> Command {
    Command::Roll { character: ch(who), object: None }
}

pub fn state(t: &Table<Fragmentos>) -> &State {
    t.state()
}

pub fn current(t: &Table<Fragmentos>, who: u16, c: Characteristic) -> i32 {
    t.state().characters[who as usize].current(c)
}

pub fn view(t: &Table<Fragmentos>, seat: SeatId) -> View {
    Fragmentos::view(t.state(), Viewer::Seat(seat))
}

pub fn throws(events: &[Event]) -> Vec<Throw> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Rolled { throw, .. } => Some(throw.clone()),
            _ => None,
        })
        .collect()
}
