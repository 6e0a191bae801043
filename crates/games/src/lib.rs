//! Every game Tablón ships, as one closed enum ([`GameKind`]), so the server and the CLI can handle
//! "any game" by its identifier without trait objects. Adding a game is one line in [`games!`] plus
//! its crate dependency; nothing else changes.
//!
//! The functions here speak JSON: a replay log in, JSON lines out; a schema out.

use serde_json::{Value, json};

macro_rules! games {
    ($($variant:ident => $ty:path, $krate:ident),* $(,)?) => {
        /// A game Tablón ships.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum GameKind {
            $(
                #[doc = concat!("`", stringify!($ty), "`")]
                $variant,
            )*
        }

        impl GameKind {
            /// Every game, in a stable order.
            pub const ALL: &'static [GameKind] = &[$(GameKind::$variant),*];

            /// The game's stable identifier (`Game::ID`).
            pub fn id(self) -> &'static str {
                match self {
                    $(GameKind::$variant => <$ty as engine::Game>::ID,)*
                }
            }
        }

        /// The folded state of a table of any game (see [`AnyState::new`]).
        #[derive(Clone, Debug)]
        pub enum AnyState {
            $(
                #[doc = concat!("A `", stringify!($ty), "` table.")]
                $variant(Box<<$ty as engine::Game>::State>),
            )*
        }

        /// The typed events one command of any game made (see [`AnyState::decide`]): folded,
        /// redacted and serialised without a detour through `serde_json::Value`.
        #[derive(Clone, Debug, PartialEq)]
        pub enum AnyEvents {
            $(
                #[doc = concat!("Events of a `", stringify!($ty), "` table.")]
                $variant(Vec<<$ty as engine::Game>::Event>),
            )*
        }

        /// Runs `$body` with `$g` bound to the game type and `$e` to the typed events of `$events`.
        #[allow(unused_macros)]
        macro_rules! with_events {
            ($events:expr, $g:ident, $e:ident => $body:expr) => {
                match $events {
                    $(AnyEvents::$variant($e) => { type $g = $ty; $body })*
                }
            };
        }

        /// Runs `$body` with `$g` bound to the game type of `$kind`.
        #[allow(unused_macros)]
        macro_rules! with_game {
            ($kind:expr, $g:ident => $body:expr) => {
                match $kind {
                    $(GameKind::$variant => { type $g = $ty; $body })*
                }
            };
        }

        /// Runs `$body` with `$g` bound to the game type and `$s` to the typed state of `$state`.
        #[allow(unused_macros)]
        macro_rules! with_state {
            ($state:expr, $g:ident, $s:ident => $body:expr) => {
                match $state {
                    $(AnyState::$variant($s) => { type $g = $ty; $body })*
                }
            };
        }

        $(
            impl any::IntoAny for $ty {
                fn into_any(state: Self::State) -> AnyState {
                    AnyState::$variant(Box::new(state))
                }

                fn into_any_events(events: Vec<Self::Event>) -> AnyEvents {
                    AnyEvents::$variant(events)
                }

                fn state_mut(state: &mut AnyState) -> Option<&mut Self::State> {
                    match state {
                        AnyState::$variant(s) => Some(s),
                        #[allow(unreachable_patterns)]
                        _ => None,
                    }
                }
            }

            impl random::RandomPlay for $ty {
                fn random_command(
                    state: &Self::State,
                    seat: engine::SeatId,
                    pick: &mut dyn FnMut(usize) -> usize,
                ) -> Option<Self::Command> {
                    $krate::random_command(state, seat, pick)
                }
            }
        )*
    };
}

games! {
    FortyFour => forty_four::FortyFour, forty_four,
    Fragmentos => fragmentos::Fragmentos, fragmentos,
    GenreFuzzion => genrefuzzion::GenreFuzzion, genrefuzzion,
    TragedyLooper => tragedy_looper::TragedyLooper, tragedy_looper,
}

mod any;
mod capabilities;
mod random;
mod replay;

pub use any::{GameError, StartedTable};
pub use capabilities::{
    Assignment, CastRole, CharacterRoles, Culprits, Deduced, LISTED_ASSIGNMENTS, LOOPER_AI_BUDGET,
    LOOPER_PROTAGONIST_BUDGET, NotPublic, PlotWorld, RoleCount, Skip, SkipError, SkipRequest, Unfit,
};
pub use random::{Picker, random_commands};
pub use replay::{ReplayError, replay_log};

impl GameKind {
    /// The game with this identifier.
    pub fn from_id(id: &str) -> Result<GameKind, UnknownGame> {
        GameKind::ALL.iter().copied().find(|g| g.id() == id).ok_or_else(|| UnknownGame(id.to_owned()))
    }

    /// JSON Schemas of the game's config, commands and replay log, generated from the types.
    pub fn schema(self) -> Value {
        with_game!(self, G => schema_of::<G>())
    }
}

#[allow(dead_code)]
fn schema_of<G: engine::Game>() -> Value {
    json!({
        "game": G::ID,
        "config": schemars::schema_for!(G::Config),
        "command": schemars::schema_for!(G::Command),
        "log": schemars::schema_for!(engine::ReplayLog<G::Config, G::Command>),
    })
}

/// A game identifier Tablón does not know.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown game \"{name}\": known games are {known}", name = .0, known = known_games())]
pub struct UnknownGame(pub String);

fn known_games() -> String {
    if GameKind::ALL.is_empty() {
        return "none yet".to_owned();
    }
    GameKind::ALL.iter().map(|g| g.id()).collect::<Vec<_>>().join(", ")
}
