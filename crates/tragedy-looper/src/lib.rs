//! Tragedy Looper ("Regreso a la tragedia"): the data of the base box, scripts and their validator,
//! the rules of a whole game as an [`engine::Game`], and what each seat may see.

pub mod data;

pub use data::*;
