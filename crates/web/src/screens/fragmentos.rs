//! Fragmentos's screens. (Skeleton: the raw JSON forms until the game's own screens land.)

use maud::{Markup, html};
use serde_json::Value;
use server::AppError;

pub use fragmentos::Fragmentos;

use super::{Cx, raw_command_form, raw_config, raw_config_form};
use crate::i18n::Lang;
use crate::page::{Fields, Page};

/// The board, sheets and action forms.
pub fn screen(
    cx: &Cx,
    view: &<Fragmentos as engine::Game>::View,
    _state: &<Fragmentos as engine::Game>::State,
) -> Markup {
    let _ = view;
    html! {
        section.board { p { (cx.t("game-fragmentos")) } }
        @if cx.my_turn() { (raw_command_form(cx)) }
    }
}

/// The command of an action form.
pub fn command(_fields: &Fields) -> Result<Value, AppError> {
    Err(AppError::bad("form.unknown", "unknown form"))
}

/// The set-up form.
pub fn setup(page: &Page, fields: &Fields) -> Markup {
    raw_config_form(page, fields, "{}")
}

/// The config of the set-up form.
pub fn config(fields: &Fields) -> Result<Value, AppError> {
    raw_config(fields)
}

/// The help page.
pub fn help(lang: Lang) -> Markup {
    html! { p { (lang.t("game-fragmentos")) } }
}

/// An event's system post.
pub fn event_text(_lang: Lang, _event: &Value) -> Option<Markup> {
    None
}

/// The odds composer.
pub fn odds(_lang: Lang, _fields: &Fields) -> Option<Markup> {
    None
}
