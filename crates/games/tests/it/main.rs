//! The integration tests of every game behind one enum: one test binary, one module per area, so the
//! crate links its tests once.

mod any;
mod random_play;
mod refusal_params;
