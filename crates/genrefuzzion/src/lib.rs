//! GenreFuzzion, the play-by-forum role-playing game by Lisandro Nieva, as Tablón rules.
//!
//! The program keeps every die size, point and attribute right while the story stays in the posts:
//! campaign set-up and character creation (cliché pool and draft, dice, relationships chain,
//! tricks and flaws, objectives), scenes (antagonist, allies, pools, rolls, surrender or opposition,
//! retries, the effect die, rating), intervals (training, objectives, retiring, new characters),
//! the Moderator's powers and the Grand Finale.
//!
//! Seats: the Moderator's seat is `SeatId(0)`; each player sits at `SeatId(1..)`. The player who
//! holds the Moderator role also has a player seat ([`State::moderator_player`]).
//!
//! ```
//! use engine::{Table, SeatId};
//! use genrefuzzion::{Config, GenreFuzzion, Command};
//! let config = Config { players: vec!["Ana".into(), "Beto".into(), "Caro".into()], ..Config::default() };
//! let mut dice = dice::Scripted::new([]);
//! let mut t = Table::<GenreFuzzion>::start(&config, &mut dice).unwrap();
//! t.act(SeatId(1), &Command::ProposeTableCliche { number: 1 }, &mut dice).unwrap();
//! assert_eq!(t.state().cliche_pool.len(), 1);
//! ```

mod command;
pub mod data;
mod event;
mod legal;
mod random;
mod rules;
mod state;
mod view;

pub use command::{
    Choice, Command, Config, EffectAction, EffectUse, ExtraRaise, Field, FlawChoice, Source, TableKey,
    TrickChoice,
};
pub use event::Event;
pub use legal::MAX_TEXT;
pub use legal::{extra_names, legal_commands, listed};
pub use random::random_command;
pub use rules::{Target, average, balanced, phase_name, rating_points, tally, targets, training_cost};
pub use state::*;
pub use view::{MapEdge, View, relationship_map};

use dice::DiceSource;
use engine::{Game, RuleError, SeatId, SeatInfo, Viewer};

/// The game.
pub struct GenreFuzzion;

impl Game for GenreFuzzion {
    const ID: &'static str = "genrefuzzion";
    type Config = Config;
    type Command = Command;
    type Event = Event;
    type State = State;
    type View = View;

    fn start(config: &Config, _dice: &mut dyn DiceSource) -> Result<Vec<Event>, RuleError> {
        let n = config.players.len();
        if !(3..=12).contains(&n) {
            return Err(RuleError::new("gf.config.players", "a campaign has three to twelve players")
                .with("players", n));
        }
        if config.players.iter().any(|p| p.trim().is_empty()) {
            return Err(RuleError::new("gf.config.name", "every player needs a name"));
        }
        if config.moderator == 0 || config.moderator as usize > n {
            return Err(RuleError::new(
                "gf.config.moderator",
                "the Moderator role goes to one of the players (1-based)",
            ));
        }
        if !config.starting_points.is_empty() && config.starting_points.len() != n {
            return Err(RuleError::new(
                "gf.config.points",
                "starting points are given for every player or none",
            ));
        }
        let mut ev = vec![Event::CampaignStarted { config: config.clone() }];
        for (i, p) in config.starting_points.iter().enumerate() {
            if p.pv + p.pk > 0 {
                ev.push(Event::PointsChanged {
                    player: SeatId(i as u8 + 1),
                    pv: p.pv as i64,
                    pk: p.pk as i64,
                    reason: "carried_over".into(),
                });
            }
        }
        ev.push(Event::PhaseChanged { phase: Phase::ClichePool });
        Ok(ev)
    }

    fn decide(
        state: &State,
        seat: SeatId,
        command: &Command,
        dice: &mut dyn DiceSource,
    ) -> Result<Vec<Event>, RuleError> {
        rules::decide(state, seat, command, dice)
    }

    fn apply(s: &mut State, event: &Event) {
        state::apply(s, event)
    }

    fn view(state: &State, viewer: Viewer) -> View {
        View {
            viewer,
            waiting_on: waiting_on(state),
            relationship_map: relationship_map(state),
            state: state.clone(),
        }
    }

    fn redact(event: &Event, _viewer: Viewer) -> Option<Event> {
        Some(event.clone())
    }

    fn legal_commands(state: &State, seat: SeatId) -> Vec<engine::Legal<Command>> {
        legal::legal_commands(state, seat)
    }

    fn waiting_on(state: &State) -> Vec<SeatId> {
        waiting_on(state)
    }

    fn seats(state: &State) -> Vec<SeatInfo> {
        let mut v = vec![SeatInfo {
            seat: MODERATOR,
            role: engine::SeatRole::Moderator,
            name: format!(
                "Moderator ({})",
                state.player(state.moderator_player).map(|p| p.name.as_str()).unwrap_or("")
            ),
        }];
        for (i, p) in state.players.iter().enumerate() {
            let name = p
                .character
                .and_then(|c| state.characters.get(c))
                .filter(|c| !c.name.is_empty())
                .map(|c| format!("{} ({})", c.name, p.name))
                .unwrap_or_else(|| p.name.clone());
            v.push(SeatInfo { seat: SeatId(i as u8 + 1), role: engine::SeatRole::Player, name });
        }
        v
    }
}
