//! The integration tests of GenreFuzzion's rules: one test binary, one module per area, so the
//! crate links its tests once.

mod keys;
mod property;
mod rules;
mod tables;
