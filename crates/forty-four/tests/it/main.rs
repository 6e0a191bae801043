//! The integration tests of 44's rules: one test binary, one module per area, so the
//! crate links its tests once.

mod common;

mod creation;
mod examples;
mod props;
mod replay_logs;
mod rules;
