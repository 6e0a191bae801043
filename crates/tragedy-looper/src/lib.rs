//! Tragedy Looper ("Regreso a la tragedia"): the data of the base box, scripts and their validator,
//! the rules of a whole game as an [`engine::Game`], and what each seat may see.

pub mod data;

pub use data::*;
pub mod script;

pub use script::{
    CastEntry, Culprit, Difficulty, ParseError, PrivateCard, PublicCard, PublicIncident, RoleEntry, Script,
    ScriptError, check_script, parse_script,
};

/// The scripts shipped with the crate (file name, text), for tests, the CLI and the server.
pub const SCRIPTS: [(&str, &str); 6] = [
    ("fs1_ashes_at_the_ward.toml", include_str!("../scripts/fs1_ashes_at_the_ward.toml")),
    ("fs2_the_silent_classroom.toml", include_str!("../scripts/fs2_the_silent_classroom.toml")),
    ("bt1_seal_of_the_quiet_shrine.toml", include_str!("../scripts/bt1_seal_of_the_quiet_shrine.toml")),
    ("bt2_promise_on_the_rooftop.toml", include_str!("../scripts/bt2_promise_on_the_rooftop.toml")),
    ("bt3_a_future_unwritten.toml", include_str!("../scripts/bt3_a_future_unwritten.toml")),
    ("bt4_clockwork_hospital.toml", include_str!("../scripts/bt4_clockwork_hospital.toml")),
];
