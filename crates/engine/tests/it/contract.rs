//! The contract exercised through a tiny game: the keeper rolls a secret d6 at set-up, the guesser
//! guesses until right. It checks what every real game relies on: refusals change nothing, hiding
//! happens in `view`/`redact`, and replay reproduces the table.

use dice::{DiceSource, Die, Scripted};
use engine::{
    Fields, Game, Legal, Param, RuleError, SeatCommand, SeatId, SeatInfo, SeatRole, Slot, Table, Viewer,
    replay,
};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

struct Guess;

const KEEPER: SeatId = SeatId(0);
const GUESSER: SeatId = SeatId(1);

#[derive(Clone, Debug, Default)]
struct State {
    secret: u32,
    guesses: Vec<u32>,
    won: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
enum Event {
    SecretRolled { face: Option<u32> },
    Guessed { face: u32, right: bool },
}

#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
struct Cmd {
    face: u32,
}

/// The one field a guess leaves open.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, JsonSchema)]
enum Field {
    Face,
}

impl Fields for Cmd {
    type Field = Field;
    fn slot(&mut self, field: Field) -> Option<&mut dyn Slot> {
        match field {
            Field::Face => Some(&mut self.face),
        }
    }
}

#[derive(Debug, Serialize, PartialEq)]
struct View {
    secret: Option<u32>,
    guesses: Vec<u32>,
}

impl Game for Guess {
    const ID: &'static str = "guess";
    type Config = ();
    type Command = Cmd;
    type Event = Event;
    type State = State;
    type View = View;

    fn start(_: &(), dice: &mut dyn DiceSource) -> Result<Vec<Event>, RuleError> {
        Ok(vec![Event::SecretRolled { face: Some(dice.roll(&[Die::D6])[0]) }])
    }

    fn decide(s: &State, seat: SeatId, cmd: &Cmd, _: &mut dyn DiceSource) -> Result<Vec<Event>, RuleError> {
        if s.won {
            return Err(RuleError::game_over());
        }
        if seat != GUESSER {
            return Err(RuleError::not_your_turn("the guesser"));
        }
        if !(1..=6).contains(&cmd.face) {
            return Err(RuleError::new("guess.face", "a guess is a face from 1 to 6").with("face", cmd.face));
        }
        Ok(vec![Event::Guessed { face: cmd.face, right: cmd.face == s.secret }])
    }

    fn apply(s: &mut State, e: &Event) {
        match e {
            Event::SecretRolled { face } => s.secret = face.unwrap_or(0),
            Event::Guessed { face, right } => {
                s.guesses.push(*face);
                s.won |= right;
            }
        }
    }

    fn view(s: &State, viewer: Viewer) -> View {
        let sees = viewer == Viewer::Seat(KEEPER) || s.won;
        View { secret: sees.then_some(s.secret), guesses: s.guesses.clone() }
    }

    fn redact(e: &Event, viewer: Viewer) -> Option<Event> {
        match e {
            Event::SecretRolled { .. } if viewer != Viewer::Seat(KEEPER) => {
                Some(Event::SecretRolled { face: None })
            }
            other => Some(other.clone()),
        }
    }

    fn legal_commands(s: &State, seat: SeatId) -> Vec<Legal<Cmd>> {
        if s.won || seat != GUESSER {
            return vec![];
        }
        vec![Legal::open(Cmd { face: 1 }, Field::Face, Param::Number { min: 1, max: 6 })]
    }

    fn waiting_on(s: &State) -> Vec<SeatId> {
        if s.won { vec![] } else { vec![GUESSER] }
    }

    fn seats(_: &State) -> Vec<SeatInfo> {
        vec![
            SeatInfo { seat: KEEPER, role: SeatRole::Director, name: "Keeper".into() },
            SeatInfo { seat: GUESSER, role: SeatRole::Player, name: "Guesser".into() },
        ]
    }
}

fn table(secret: u32) -> Table<Guess> {
    Table::start(&(), &mut Scripted::new([secret])).unwrap()
}

#[test]
fn a_refused_command_changes_nothing() {
    let mut t = table(4);
    let before = format!("{:?}", t.state());
    let err = t.act(GUESSER, &Cmd { face: 9 }, &mut Scripted::default()).unwrap_err();
    assert_eq!(err.code, "guess.face");
    assert_eq!(err.params["face"], "9");
    let err = t.act(KEEPER, &Cmd { face: 4 }, &mut Scripted::default()).unwrap_err();
    assert_eq!(err.code, "turn.not_yours");
    assert_eq!(format!("{:?}", t.state()), before);
    assert_eq!(t.log().len(), 1);
}

#[test]
fn hiding_happens_in_view_and_redact() {
    let mut t = table(4);
    let guesser = Viewer::Seat(GUESSER);
    assert_eq!(t.view(guesser).secret, None);
    assert_eq!(t.view(Viewer::Seat(KEEPER)).secret, Some(4));
    let seen: Vec<String> = t.log_for(guesser).map(|e| serde_json::to_string(&e).unwrap()).collect();
    assert!(seen.iter().all(|line| !line.contains('4')), "{seen:?}");
    // Two tables that differ only in the secret look the same to the guesser.
    assert_eq!(t.view(guesser), table(2).view(guesser));
    t.act(GUESSER, &Cmd { face: 4 }, &mut Scripted::default()).unwrap();
    assert_eq!(t.view(guesser).secret, Some(4), "the secret is public once guessed");
    assert!(t.waiting_on().is_empty());
}

#[test]
fn replay_reproduces_the_table_and_reports_refusals() {
    let commands: Vec<SeatCommand<Cmd>> =
        [(GUESSER, 1), (KEEPER, 2), (GUESSER, 7), (GUESSER, 2), (GUESSER, 3)]
            .into_iter()
            .map(|(seat, face)| SeatCommand { seat, command: Cmd { face } })
            .collect();
    let (a, steps) = replay::<Guess>(&(), "seed", &commands).unwrap();
    let (b, _) = replay::<Guess>(&(), "seed", &commands).unwrap();
    assert_eq!(a.log(), b.log(), "same seed, same log");
    assert!(steps[1].outcome.is_err() && steps[2].outcome.is_err());
    assert_eq!(steps[0].outcome.clone().unwrap(), 2..3);
    let rebuilt = Table::<Guess>::from_log(a.log().to_vec());
    assert_eq!(format!("{:?}", rebuilt.state()), format!("{:?}", a.state()));
}

#[test]
fn legal_commands_are_accepted_and_cover_every_accepted_command() {
    let t = table(4);
    let legal = Guess::legal_commands(t.state(), GUESSER);
    assert_eq!(legal.len(), 1);
    let Param::Number { min, max } = legal[0].open[0].param.clone() else { panic!("a number") };
    for face in 0..=9 {
        let accepted = Guess::decide(t.state(), GUESSER, &Cmd { face }, &mut Scripted::default()).is_ok();
        assert_eq!(accepted, (min..=max).contains(&face), "face {face}");
    }
    assert!(Guess::legal_commands(t.state(), KEEPER).is_empty(), "the keeper has nothing to do");
}
