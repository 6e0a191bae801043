//! The integration tests of Fragmentos' rules: one test binary, one module per area, so the
//! crate links its tests once.

mod common;

mod creation;
mod more_rules;
mod properties;
mod replay_logs;
mod rules;
mod worked_examples;
