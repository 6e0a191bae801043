//! Tragedy Looper without a Mastermind: an AI Mastermind ([`choose`]), Protagonist teams for
//! evaluation ([`protagonists`]), an evaluation harness ([`eval`]) and the Protagonists' deduction
//! assistant ([`deduce()`]).
//!
//! ```
//! use engine::SeatId;
//! use tragedy_looper::*;
//!
//! let script = parse_script(SCRIPTS[0].1).unwrap();
//! let config = Config { script, protagonists: 3, options: Options::default() };
//! let state = looper_ai::eval::start(&config).0;
//! let cmd = looper_ai::choose(&state, SeatId(0)).unwrap();
//! assert!(legal_commands(&state, SeatId(0)).contains(&cmd));
//! ```

pub mod balance;
pub mod deduce;
pub mod eval;
pub mod mastermind;
pub mod player;
pub mod protagonists;
pub mod sim;
pub mod version;

pub use deduce::{Assignment, Deduction, Evidence, PlotCount, assignments, deduce};
pub use mastermind::{Budget, choose, choose_with};
pub use player::{PlayerBudget, SeatLog, choose_protagonist};
pub use version::Version;
