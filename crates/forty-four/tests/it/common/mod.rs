//! Shared helpers for the 44 tests: the rulebook's cast, scripted dice and "given these events".

use dice::Scripted;
use engine::{Envelope, Game, RuleError, SeatId, Table};
use forty_four::{CharacterSetup, Command, Config, Event, FortyFour, Quality, RatedSetup, State, Ticker};

pub const DIRECTOR: SeatId = SeatId(0);
pub const CLARK: SeatId = SeatId(1);
pub const MARGARET: SeatId = SeatId(2);
pub const WALTER: SeatId = SeatId(3);

// Ids follow the set-up order: Bonds first, then Anxieties.
pub const ALICE: u32 = 0;
pub const LOSE_JOB: u32 = 1;
pub const DIE_ALONE: u32 = 2;
pub const HEIGHTS: u32 = 3;
pub const MARGARET_ALLEYS: u32 = 2;
// Agents follow the seats' Tickers; Secrets the config.
pub const KURZWEIL: u32 = 0;
pub const LEONARD: u32 = 1;
pub const MOLLY: u32 = 2;
pub const SEDANS: u32 = 0;
pub const NEVER_BLINK: u32 = 1;

fn rated(v: &[(&str, u32)]) -> Vec<RatedSetup> {
    v.iter().map(|(n, r)| RatedSetup { name: (*n).into(), rating: *r }).collect()
}

/// Mr. Clark as in the rulebook (p. 7-9).
pub fn clark() -> CharacterSetup {
    CharacterSetup {
        name: "Mr. Clark".into(),
        concept: "math professor, good with puzzles and codes".into(),
        ticker: Ticker {
            who_was_replaced: "Dr. Kurzweil, former mentor".into(),
            what_happened: "some men came and took him in a car; he came back acting strangely".into(),
            where_was_your_character: "out for lunch".into(),
            what_now: "decipher the code found in Dr. Kurzweil's office".into(),
        },
        resolve: 3,
        contact: 1,
        material: 2,
        bonds: rated(&[("Alice, friend and secretary", 3)]),
        anxieties: rated(&[
            ("Afraid to lose his job", 2),
            ("Doesn't want to die alone", 1),
            ("Fear of heights", 1),
        ]),
    }
}

/// Margaret (p. 28); her sheet is not in the rulebook, so it is made up within the rules.
pub fn margaret() -> CharacterSetup {
    CharacterSetup {
        name: "Margaret".into(),
        concept: "night-shift nurse".into(),
        ticker: Ticker {
            who_was_replaced: "Leonard, butcher".into(),
            what_happened: "he stopped blinking".into(),
            where_was_your_character: "buying meat".into(),
            what_now: "follow him".into(),
        },
        resolve: 2,
        contact: 2,
        material: 2,
        bonds: rated(&[("Her sister", 2), ("The milkman", 1)]),
        anxieties: rated(&[("Dark alleys", 1), ("Losing her family", 3)]),
    }
}

/// A third player whose Ticker gives Molly (p. 10).
pub fn walter() -> CharacterSetup {
    CharacterSetup {
        name: "Walter".into(),
        concept: "bus driver".into(),
        ticker: Ticker {
            who_was_replaced: "Molly, little girl".into(),
            what_happened: "she came home without her dog".into(),
            where_was_your_character: "on his route".into(),
            what_now: "ask the neighbours".into(),
        },
        resolve: 2,
        contact: 2,
        material: 2,
        bonds: rated(&[("His wife", 3)]),
        anxieties: rated(&[("Crowds", 2), ("The dark", 2)]),
    }
}

/// The rulebook's table: Mr. Clark, Margaret and Walter; the Secrets of p. 11.
pub fn config() -> Config {
    Config {
        characters: vec![clark(), margaret(), walter()],
        secrets: vec!["Section 44 uses black sedans".into(), "The machines never blink".into()],
        players: 0,
        notes_to_director: false,
    }
}

/// A table under test.
pub struct T {
    pub table: Table<FortyFour>,
}

impl T {
    /// Starts `config` with the order-roll faces `faces`.
    pub fn start(config: &Config, faces: &[u32]) -> T {
        let mut dice = Scripted::new(faces.iter().copied());
        let table = Table::<FortyFour>::start(config, &mut dice).expect("valid set-up");
        assert_eq!(dice.remaining(), 0, "unused scripted faces");
        T { table }
    }

    /// The rulebook's table, seat 1 winning the order roll, scenes in `order`.
    pub fn clark_table(order: &[u8]) -> T {
        let mut t = T::start(&config(), &[6, 3, 2]);
        t.ok(CLARK, Command::SetSceneOrder { order: order.iter().map(|&s| SeatId(s)).collect() });
        t
    }

    pub fn state(&self) -> &State {
        self.table.state()
    }

    /// Plays a command with scripted faces; every face must be used.
    pub fn act(&mut self, seat: SeatId, cmd: Command, faces: &[u32]) -> Result<Vec<Event>, RuleError> {
        let mut dice = Scripted::new(faces.iter().copied());
        let before = self.table.state().clone();
        let r = self.table.act(seat, &cmd, &mut dice).map(|e| e.iter().map(|e| e.event.clone()).collect());
        if r.is_err() {
            assert_eq!(self.table.state(), &before, "a refused command changed the state");
        } else {
            assert_eq!(dice.remaining(), 0, "unused scripted faces");
        }
        r
    }

    pub fn ok(&mut self, seat: SeatId, cmd: Command) -> Vec<Event> {
        self.roll(seat, cmd, &[])
    }

    pub fn roll(&mut self, seat: SeatId, cmd: Command, faces: &[u32]) -> Vec<Event> {
        let c = cmd.clone();
        self.act(seat, cmd, faces).unwrap_or_else(|e| panic!("{c:?} by {seat:?} refused: {e}"))
    }

    /// The refusal code of a command.
    pub fn refused(&mut self, seat: SeatId, cmd: Command) -> String {
        match self.act(seat, cmd.clone(), &[]) {
            Ok(_) => panic!("{cmd:?} by {seat:?} was accepted"),
            Err(e) => e.code.into_owned(),
        }
    }

    /// Appends events as if they had happened ("given").
    pub fn given(&mut self, events: Vec<Event>) {
        let mut log = self.table.log().to_vec();
        for event in events {
            let seq = log.len() as u64 + 1;
            log.push(Envelope { seq, version: FortyFour::EVENT_VERSION, seat: None, event });
        }
        self.table = Table::from_log(log);
    }

    /// The three scene details of a main character's scene.
    pub fn frame(&mut self, scene: SeatId, other: SeatId) {
        self.ok(scene, Command::AddDetail { text: "Mr. Clark's going to get in his car".into() });
        self.ok(DIRECTOR, Command::AddDetail { text: "it's night and pretty dark".into() });
        self.ok(other, Command::AddDetail { text: "and how about it's pouring rain outside".into() });
    }

    pub fn quality(&mut self, seat: SeatId, quality: Quality) {
        self.ok(seat, Command::ChooseQuality { quality });
    }

    pub fn character(&self, seat: SeatId) -> &forty_four::Character {
        self.state().character(seat).unwrap()
    }
}
