//! The integration tests of the game contract: one test binary, one module per area, so the
//! crate links its tests once.

mod contract;
