//! 44: A Game of Automatic Fear (Matt Snyder, 2009) as a Tablón game.
//!
//! Main characters race the Countdown while the Director's Section 44 replaces the people around
//! them with machines. The program keeps every number: Qualities, Bonds, Anxieties, the Agents
//! roster, Secrets, Resistance and Menace dice, Reserves, Stress, the Countdown, Operatives and
//! the final fates. The narration stays with the people at the table.
//!
//! Seats: the Director is [`DIRECTOR`] (seat 0); player *n* is seat *n* and plays the *n*-th
//! main character of the [`Config`] (and its Operative once replaced).
//!
//! ```
//! use engine::{SeatId, Table, Viewer};
//! use forty_four::{Command, FortyFour};
//! # fn main() -> Result<(), engine::RuleError> {
//! let config = forty_four::example_config(2);
//! let mut dice = dice::Scripted::new([6, 2]); // the order roll: seat 1 wins
//! let mut table = Table::<FortyFour>::start(&config, &mut dice)?;
//! table.act(SeatId(1), &Command::SetSceneOrder { order: vec![SeatId(1), SeatId(2)] }, &mut dice)?;
//! assert_eq!(table.waiting_on(), vec![SeatId(1)]); // first scene detail
//! let seen_by_a_player = table.view(Viewer::Seat(SeatId(2)));
//! assert!(seen_by_a_player.secrets.is_empty()); // Secrets stay hidden until revealed
//! # Ok(()) }
//! ```

mod command;
mod event;
mod legal;
mod random;
mod rules;
mod state;
mod view;

pub use command::{
    CharacterSetup, Command, Config, ConspiracyGain, Field, MainGain, RatedSetup, ReserveTarget,
};
pub use event::{Audience, Event, Holder, Pile, PileReason, SeatRoll, SharedAgent, SharedSecret};
pub use legal::MAX_TEXT;
pub use random::random_command;
pub use rules::{BOND_VALUE, COUNTDOWN, MAX_NOTES, MAX_PLAYERS, QUALITY_VALUE, detail_seats};
pub use state::{
    Agent, AgentOrigin, Assist, Character, Conflict, ConflictStep, DIRECTOR, DirectorSheet, EndOfTurn,
    EndRoll, EndStep, Fate, Pending, Phase, Quality, Rated, Rating, Revealed, Scene, SceneStep, Secret, Side,
    SideRoll, Stage, State, Status, Ticker, Triggered,
};
pub use view::{View, sees_conspiracy};

use dice::DiceSource;
use engine::{Game, Legal, RuleError, SeatId, SeatInfo, SeatRole, Viewer};

/// The game 44.
#[derive(Clone, Copy, Debug, Default)]
pub struct FortyFour;

impl Game for FortyFour {
    const ID: &'static str = "44";
    type Config = Config;
    type Command = Command;
    type Event = Event;
    type State = State;
    type View = View;

    fn start(config: &Config, dice: &mut dyn DiceSource) -> Result<Vec<Event>, RuleError> {
        rules::start(config, dice)
    }

    fn decide(
        state: &State,
        seat: SeatId,
        command: &Command,
        dice: &mut dyn DiceSource,
    ) -> Result<Vec<Event>, RuleError> {
        rules::decide(state, seat, command, dice)
    }

    fn apply(state: &mut State, event: &Event) {
        state::apply(state, event)
    }

    fn view(state: &State, viewer: Viewer) -> View {
        view::view(state, viewer)
    }

    fn redact(event: &Event, viewer: Viewer) -> Option<Event> {
        view::redact(event, viewer)
    }

    fn legal_commands(state: &State, seat: SeatId) -> Vec<Legal<Command>> {
        legal::legal_commands(state, seat)
    }

    fn waiting_on(state: &State) -> Vec<SeatId> {
        rules::waiting_on(state)
    }

    fn seats(state: &State) -> Vec<SeatInfo> {
        std::iter::once(SeatInfo { seat: DIRECTOR, role: SeatRole::Director, name: "The Director".into() })
            .chain(state.player_seats().into_iter().map(|seat| match state.character(seat) {
                Some(c) => SeatInfo {
                    seat,
                    role: if c.is_main() { SeatRole::MainCharacter } else { SeatRole::Operative },
                    name: c.name.clone(),
                },
                // A player still making their character: named after the part until then.
                None => {
                    SeatInfo { seat, role: SeatRole::MainCharacter, name: format!("Character {}", seat.0) }
                }
            }))
            .collect()
    }
}

/// A valid set-up with `players` main characters (1 to 12), for examples, tests and benchmarks:
/// each has Resolve 2, Contact 2, Material 2, Bonds 2 + 1 and Anxieties 2 + 2.
pub fn example_config(players: usize) -> Config {
    let characters = (1..=players)
        .map(|i| CharacterSetup {
            name: format!("Character {i}"),
            concept: "an ordinary person".into(),
            ticker: Ticker {
                who_was_replaced: format!("Neighbour {i}"),
                what_happened: "came back wrong".into(),
                where_was_your_character: "at work".into(),
                what_now: "find out why".into(),
            },
            resolve: 2,
            contact: 2,
            material: 2,
            bonds: vec![
                RatedSetup { name: format!("Friend {i}"), rating: 2 },
                RatedSetup { name: format!("Sibling {i}"), rating: 1 },
            ],
            anxieties: vec![
                RatedSetup { name: format!("Fear {i}"), rating: 2 },
                RatedSetup { name: format!("Dread {i}"), rating: 2 },
            ],
        })
        .collect();
    Config {
        characters,
        secrets: vec!["Hidden truth one".into(), "Hidden truth two".into()],
        players: 0,
        notes_to_director: false,
    }
}
