//! The integration tests of the store, on both back ends: one test binary, one module per area, so the
//! crate links its tests once.

mod support;

mod crash;
mod suite;
mod tidy;
