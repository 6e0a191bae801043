//! The integration tests of the server, through its HTTP API: one test binary, one module per area, so the
//! crate links its tests once.

mod common;

mod ai;
mod api;
mod clock;
mod export;
mod hardening;
mod health;
mod images;
mod limits;
mod live;
mod moderation;
mod outbox;
mod panics;
mod routes;
mod secrets;
mod security;
mod sign_in;
mod threads;
