//! The integration tests of the pages: one test binary, one module per area, so the
//! crate links its tests once.

mod common;

mod assets;
mod assistant;
mod forty_four_event_texts;
mod forty_four_pages;
mod fragmentos_pages;
mod genrefuzzion_pages;
mod i18n;
mod mail_link;
mod mail_timing;
mod pages;
mod pseudo_locale;
mod security;
mod sign_out;
mod thread_bench;
mod thread_defects;
mod threads;
mod tragedy_looper_check;
mod tragedy_looper_pages;
