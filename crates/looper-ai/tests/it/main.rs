//! The integration tests of the Tragedy Looper AIs, the assistant and the balance report: one test binary, one module per area, so the
//! crate links its tests once.

mod ai;
mod balance;
mod deduce;
mod player;
mod teams;
