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

pub mod data;
pub mod game;
pub mod random;
pub mod script;
pub mod view;

pub use data::*;
pub use game::{
    Cause, CharState, Command, Config, Event, GoodwillTarget, IncidentChoice, LoopEndReason, MASTERMIND,
    MastermindAbility, Options, Phase, Placed, RevealedCard, Setup, Side, State, Target, TragedyLooper,
    waiting_seat,
};
pub use random::{legal_commands, random_command};
pub use script::{
    CastEntry, Culprit, Difficulty, ParseError, PrivateCard, PublicCard, PublicIncident, RoleEntry, Script,
    ScriptError, check_script, parse_script,
};
pub use view::{BoardCard, CharacterView, HandCard, HandView, View};

/// The scripts shipped with the crate (file name, text), for tests, the CLI and the server.
pub const SCRIPTS: [(&str, &str); 6] = [
    ("fs1_ashes_at_the_ward.toml", include_str!("../scripts/fs1_ashes_at_the_ward.toml")),
    ("fs2_the_silent_classroom.toml", include_str!("../scripts/fs2_the_silent_classroom.toml")),
    ("bt1_seal_of_the_quiet_shrine.toml", include_str!("../scripts/bt1_seal_of_the_quiet_shrine.toml")),
    ("bt2_promise_on_the_rooftop.toml", include_str!("../scripts/bt2_promise_on_the_rooftop.toml")),
    ("bt3_a_future_unwritten.toml", include_str!("../scripts/bt3_a_future_unwritten.toml")),
    ("bt4_clockwork_hospital.toml", include_str!("../scripts/bt4_clockwork_hospital.toml")),
];
