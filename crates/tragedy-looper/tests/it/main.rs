//! The integration tests of Tragedy Looper's rules and scripts: one test binary, one module per area, so the
//! crate links its tests once.

mod common;

mod logs;
mod play;
mod rules;
mod scripts;
mod secrets;
