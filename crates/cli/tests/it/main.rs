//! The integration tests of the `tablon` binary as a person or a deployment runs it: one test binary, one module per area, so the
//! crate links its tests once.

mod common;

mod ai_serve;
mod cli;
mod export_memory;
mod failover;
mod mail;
mod pgbouncer;
mod play_pty;
mod proxy;
mod resend;
mod serve;
mod serve_limits;
mod tidy;
