//! Tragedy Looper ("Regreso a la tragedia"): the data of the base box, scripts and their validator,
//! the rules of a whole game as an [`engine::Game`] ([`TragedyLooper`], id `"tragedy-looper"`), what
//! each seat may see, and random legal play.
//!
//! Seats: the Mastermind is `SeatId(0)`; Protagonists are `SeatId(1..=n)` for `n` = 1, 2 or 3
//! (`Config::protagonists`). There are always three Protagonist decks; with fewer players a seat
//! holds several of them (the rulebook's two- and three-player rules).
//!
//! ```
//! use engine::{SeatId, Table, Viewer};
//! use tragedy_looper::*;
//!
//! let script = parse_script(SCRIPTS[0].1).unwrap();
//! check_script(&script).unwrap();
//! let config = Config { script, protagonists: 3, options: Options::default() };
//! let mut dice = dice::Scripted::new([]);
//! let mut table = Table::<TragedyLooper>::start(&config, &mut dice).unwrap();
//! let cmd = Command::PlayCard { card: CardKind::IntriguePlus1, target: Target::Location(Location::Hospital) };
//! table.act(SeatId(0), &cmd, &mut dice).unwrap();
//! let seen = table.view(Viewer::Seat(SeatId(1)));
//! assert_eq!(seen.board_cards[0].card, None); // face down for the Protagonists
//! ```

mod command;
pub mod data;
mod event;
mod legal;
pub mod random;
mod rules;
pub mod script;
mod state;
pub mod summary;
pub mod view;

pub use command::{Command, Config, GoodwillTarget, IncidentChoice, MastermindAbility, Options, Target};
pub use data::*;
pub use event::{Cause, Event, LoopEndReason, RevealedCard, Side};
pub use legal::legal_commands;
pub use random::random_command;
pub use script::{
    CastEntry, Culprit, Difficulty, ParseError, PrivateCard, PublicCard, PublicIncident, RoleEntry, Script,
    ScriptError, check_script, parse_script,
};
pub use state::{CharState, MASTERMIND, Phase, Placed, Setup, State, waiting_seat};
pub use view::{BoardCard, CharacterView, HandCard, HandView, View};

use dice::DiceSource;
use engine::{Game, Legal, RuleError, SeatId, SeatInfo, SeatRole, Viewer};

/// The game: `TragedyLooper` implements [`engine::Game`] with the id `"tragedy-looper"`.
#[derive(Clone, Copy, Debug, Default)]
pub struct TragedyLooper;

impl Game for TragedyLooper {
    const ID: &'static str = "tragedy-looper";
    type Config = Config;
    type Command = Command;
    type Event = Event;
    type State = State;
    type View = View;

    fn start(config: &Config, _dice: &mut dyn DiceSource) -> Result<Vec<Event>, RuleError> {
        rules::start(config)
    }

    fn decide(
        state: &State,
        seat: SeatId,
        command: &Command,
        _dice: &mut dyn DiceSource,
    ) -> Result<Vec<Event>, RuleError> {
        rules::decide(state, seat, command)
    }

    fn apply(s: &mut State, e: &Event) {
        state::apply(s, e);
    }

    fn view(state: &State, viewer: Viewer) -> View {
        view::view(state, viewer)
    }

    fn redact(event: &Event, viewer: Viewer) -> Option<Event> {
        view::redact(event, viewer)
    }

    /// Tragedy Looper has no open fields: every legal command is listed whole.
    fn legal_commands(state: &State, seat: SeatId) -> Vec<Legal<Command>> {
        legal::legal_commands(state, seat).into_iter().map(Legal::whole).collect()
    }

    fn waiting_on(state: &State) -> Vec<SeatId> {
        waiting_seat(state).into_iter().collect()
    }

    fn seats(state: &State) -> Vec<SeatInfo> {
        let n = state.setup.as_ref().map_or(3, |s| s.protagonists);
        let mut v =
            vec![SeatInfo { seat: MASTERMIND, role: SeatRole::Mastermind, name: "Mastermind".into() }];
        for i in 1..=n {
            v.push(SeatInfo {
                seat: SeatId(i),
                role: SeatRole::Protagonist,
                name: format!("Protagonist {i}"),
            });
        }
        v
    }
}

/// The scripts shipped with the crate (file name, text), for tests, the CLI and the server.
pub const SCRIPTS: [(&str, &str); 6] = [
    ("fs1_ashes_at_the_ward.toml", include_str!("../scripts/fs1_ashes_at_the_ward.toml")),
    ("fs2_the_silent_classroom.toml", include_str!("../scripts/fs2_the_silent_classroom.toml")),
    ("bt1_seal_of_the_quiet_shrine.toml", include_str!("../scripts/bt1_seal_of_the_quiet_shrine.toml")),
    ("bt2_promise_on_the_rooftop.toml", include_str!("../scripts/bt2_promise_on_the_rooftop.toml")),
    ("bt3_a_future_unwritten.toml", include_str!("../scripts/bt3_a_future_unwritten.toml")),
    ("bt4_clockwork_hospital.toml", include_str!("../scripts/bt4_clockwork_hospital.toml")),
];
