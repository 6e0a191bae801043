//! The integration tests of the `tablon` binary as a person or a deployment runs it: one test binary, one module per area, so the
//! crate links its tests once.

mod common;

mod ai_serve;
mod cli;
mod mail;
mod play_pty;
mod proxy;
mod serve;
mod serve_limits;
mod tidy;
