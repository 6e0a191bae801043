//! Fragmentos, the horror role-playing game, as a Tablón game: the program keeps every number of the
//! story (characteristics, traits, object dice, omens, threat, overcoming points, damage, script
//! protection, the order of action) while the people at the table tell it.
//!
//! Seats: the Director is `SeatId(0)`; the player of main character `i` is `SeatId(i + 1)`. A player
//! acts only for their character; the Director for every secondary character and monster and for the
//! story itself. See the crate README for the command flow, what each seat sees and every ruling.
//!
//! ```
//! use dice::Scripted;
//! use engine::{SeatId, Table, Viewer};
//! use fragmentos::{CharacterId, CharacterSheet, Characteristic, Command, Config, Fragmentos};
//!
//! let mark = CharacterSheet {
//!     name: "Mark".into(), kind: Default::default(), action: 3, cognition: 4, interaction: 2,
//!     traits: vec![], qualities: vec![], objects: vec![], notes: String::new(), secret_qualities: vec![],
//! };
//! let config: Config = serde_json::from_value(serde_json::json!({
//!     "main_characters": [mark],
//! })).unwrap();
//! let mut dice = Scripted::new([2, 4, 4]);
//! let mut table = Table::<Fragmentos>::start(&config, &mut dice).unwrap();
//! let call = Command::CallChallenge {
//!     character: CharacterId(0), characteristic: Characteristic::Action, difficulty: 6,
//!     dangerous: false, traits: vec![], objects: vec![],
//! };
//! table.act(SeatId(0), &call, &mut dice).unwrap();
//! // The player does not see the difficulty before rolling.
//! assert_eq!(table.view(Viewer::Seat(SeatId(1))).roll.unwrap().difficulty, None);
//! table.act(SeatId(1), &Command::Roll { character: CharacterId(0), object: None }, &mut dice).unwrap();
//! let roll = table.view(Viewer::Seat(SeatId(1))).roll.unwrap();
//! assert_eq!((roll.difficulty, roll.success), (Some(6), Some(false))); // 2,4,4 is 5
//! ```

mod command;
mod event;
mod legal;
mod random;
mod rules;
mod state;
mod view;

pub use command::{
    CharacterId, Command, Config, Field, Hurry, QualityEffect, QualityRef, Recovery, Rulings, SideCall,
    ZeroMeanings,
};
pub use event::{Danger, Event, Part, Pool, Reason, Throw};
pub use legal::{NAME_CHARS, NOTE_CHARS, NOTES_CHARS, legal_commands};
pub use random::random_command;
pub use rules::{
    DIRECTOR, MAX_CHARACTERS, MAX_DIFFICULTY, MAX_LEVEL, MAX_PLAYERS, MAX_SCORE, MAX_TIE_REROLLS,
    OBJECT_DICE, PLAYER_NOTES_CHARS, controller, may_act, omens_raise_threat,
};
pub use state::{
    Character, CharacterKind, CharacterSheet, Characteristic, Creation, Damage, Object, Proposal, Quality,
    QualityKind, RetrySpec, Roll, RollPhase, Round, Scene, Side, State, Trait,
};
pub use view::{
    CharacterView, PreparedView, QualityView, RollView, RoundView, Score, SideView, Status, View, ViewerRole,
};

use dice::DiceSource;
use engine::{Game, RuleError, SeatId, SeatInfo, SeatRole, Viewer};

/// The game Fragmentos.
#[derive(Clone, Copy, Debug, Default)]
pub struct Fragmentos;

impl Game for Fragmentos {
    const ID: &'static str = "fragmentos";

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

    fn legal_commands(state: &State, seat: SeatId) -> Vec<engine::Legal<Command>> {
        legal::legal_commands(state, seat)
    }

    fn waiting_on(state: &State) -> Vec<SeatId> {
        rules::waiting_on(state)
    }

    fn seats(state: &State) -> Vec<SeatInfo> {
        let mut seats = vec![SeatInfo { seat: DIRECTOR, role: SeatRole::Director, name: "Director".into() }];
        seats.extend((1..=state.players).map(|n| {
            let name = match state.characters.get(n as usize - 1) {
                Some(c) if state.started => c.sheet.name.clone(),
                // A player still writing their character: named after the part until then.
                _ => format!("Character {n}"),
            };
            SeatInfo { seat: SeatId(n), role: SeatRole::Player, name }
        }));
        seats
    }
}
