//! What a player owns in 44: making their main character at the table (p. 7-9) or taking one the
//! game master prepared, their notes, rewriting the name and the concept (Ruling 23), and the end
//! of the story (Zero Hour, the fates and the sheets as they ended, p. 25-26).
//!
//! Every form here is offered only when the game's `legal_commands` lists its command for the
//! viewer's seat; `decide` judges what is sent.

use engine::{Game, SeatId};
use forty_four::{Character, Command, DIRECTOR, FortyFour, MAX_NOTES, MAX_TEXT, Side, State, View};
use maud::{Markup, html};
use server::AppError;

use super::setup::{character_fields, read_character};
use super::{Cx, command_button, dice_row, seat_label};
use crate::page::Fields;

/// The panel while the players make their characters: who has one, and for a player without one
/// the game master's pre-made characters to take and the guided form of p. 7-9.
pub(super) fn creation(cx: &Cx, view: &View, state: &State) -> Markup {
    let legal = cx.seat().map(|s| FortyFour::legal_commands(state, s)).unwrap_or_default();
    // The pre-made characters the reader may take, each with the command that takes it.
    let premade: Vec<_> = legal
        .iter()
        .filter_map(|l| match l.command {
            Command::TakeCharacter { premade: i } => {
                view.premade.iter().find(|(k, _)| *k == i).map(|(_, c)| (&l.command, c))
            }
            _ => None,
        })
        .collect();
    let may_create = legal.iter().any(|l| matches!(l.command, Command::CreateCharacter { .. }));
    // Notes are legal before the reader's character exists, when no sheet carries their form.
    let notes_here = cx.seat().filter(|seat| {
        legal.iter().any(|l| matches!(l.command, Command::WriteNotes { .. }))
            && !view.characters.iter().any(|c| c.seat == *seat)
    });
    html! {
        section.card.f44-creation aria-labelledby="creation-title" {
            h2 #creation-title { (cx.t("f44-creation")) }
            // On a phone the help and the pre-made characters fold (the page script; open without
            // it), so the reader's choice starts on the first screen.
            details.phone-fold open data-fold="f44-creation-help" {
                summary { (cx.t("f44-creation-how")) }
                p { (cx.t_about("f44-creation-help", DIRECTOR)) }
            }
            ul.f44-creation-seats {
                @for seat in &view.players {
                    li {
                        (cx.seat_name(*seat)) ": "
                        @match view.made.iter().find(|(s, _)| s == seat) {
                            Some((_, name)) => strong { (name) },
                            None => span.muted { (cx.t("f44-creation-waiting")) },
                        }
                    }
                }
            }
            @if cx.seat() == Some(DIRECTOR) { p.muted { (cx.t_about("f44-creation-director", DIRECTOR)) } }
            @if !premade.is_empty() {
                details.phone-fold open data-fold="f44-premade" {
                    summary {
                        h3 { (cx.t("f44-premade")) ": " (premade.iter().map(|(_, c)| c.name.as_str()).collect::<Vec<_>>().join(", ")) }
                    }
                    div.f44-premade {
                        @for (command, c) in &premade {
                            article.card.f44-premade-card {
                                h4 { (c.name) }
                                p.muted { (c.concept) }
                                p { (cx.t("f44-quality-resolve")) " " (c.resolve) " · " (cx.t("f44-quality-contact")) " " (c.contact) " · " (cx.t("f44-quality-material")) " " (c.material) }
                                (cx.form("premade", command_button(&cx.t("f44-premade-take"), command)))
                            }
                        }
                    }
                }
            }
            @if may_create {
                h3 { (cx.t("f44-create")) }
                (cx.form("create", html! {
                    // A refused character comes back as typed.
                    (character_fields(cx.lang(), &cx.typed("create"), 0, &|_| html! {}))
                    button type="submit" { (cx.t("f44-create-send")) }
                }))
            }
            @if let Some(seat) = notes_here { (notes_form(cx, view, seat)) }
        }
    }
}

/// The form that writes `seat`'s notes: on the sheet, and in the creation panel while the
/// character is being made (the rules take notes before there is a sheet to hold the form).
fn notes_form(cx: &Cx, view: &View, seat: SeatId) -> Markup {
    let notes = view.notes.iter().find(|(s, _)| *s == seat).map(|(_, t)| t.as_str());
    html! {
        // The folds sit inside their forms, so a live refresh keeps them open (tablon.js).
        (cx.form("notes", html! {
            details.f44-notes open[notes.is_some()] {
                summary { (cx.t("f44-notes")) }
                p.muted { (cx.t_about(if view.notes_to_director { "f44-notes-director-reads" } else { "f44-notes-only-you" }, DIRECTOR)) }
                label for={ "f44-notes-" (seat.0) } { (cx.t("f44-notes-label")) }
                textarea id={ "f44-notes-" (seat.0) } name="text" rows="4" maxlength=(MAX_NOTES) { (notes.unwrap_or("")) }
                button type="submit" { (cx.t("f44-notes-save")) }
            }
        }))
    }
}

/// The notes the viewer reads on `c`'s sheet, and for its own player the forms that write them and
/// rewrite the name and the concept.
pub(super) fn on_sheet(cx: &Cx, view: &View, state: &State, c: &Character) -> Markup {
    let notes = view.notes.iter().find(|(s, _)| *s == c.seat).map(|(_, t)| t.as_str());
    let mine = cx.seat() == Some(c.seat);
    let legal = if mine { FortyFour::legal_commands(state, c.seat) } else { Vec::new() };
    let writes = legal.iter().any(|l| matches!(l.command, Command::WriteNotes { .. }));
    let edits = legal.iter().any(|l| matches!(l.command, Command::EditCharacter { .. }));
    html! {
        @if mine && writes {
            (notes_form(cx, view, c.seat))
        } @else if let Some(text) = notes {
            div.f44-notes-read {
                h4 { (cx.t_about("f44-notes-of", c.seat)) }
                p.notes { (text) }
            }
        }
        @if edits {
            (cx.form("edit", html! {
                details.f44-edit {
                    summary { (cx.t("f44-edit")) }
                    p.muted { (cx.t("f44-edit-help")) }
                    label for={ "f44-edit-name-" (c.seat.0) } { (cx.t("f44-setup-name")) }
                    input id={ "f44-edit-name-" (c.seat.0) } name="name" maxlength=(MAX_TEXT) value=(c.name) required;
                    label for={ "f44-edit-concept-" (c.seat.0) } { (cx.t("f44-setup-concept")) }
                    input id={ "f44-edit-concept-" (c.seat.0) } name="concept" maxlength=(MAX_TEXT) value=(c.concept) required;
                    button type="submit" { (cx.t("f44-edit-send")) }
                }
            }))
        }
    }
}

/// The end of the story (p. 25-26): the Last Roll of Zero Hour (or the scene the game ended in),
/// each character's fate with the sum of its Qualities against Control, and the sheets below as
/// they ended.
pub(super) fn the_end(cx: &Cx, view: &View) -> Markup {
    let control = view.director.control;
    html! {
        section #end .card.f44-end aria-labelledby="end-title" {
            h2 #end-title { (cx.t("f44-end")) }
            @if let Some(r) = view.end_roll.as_ref().filter(|r| r.zero_hour) {
                p.f44-end-zero-hour {
                    (cx.lang().t_args("f44-end-zero-hour", &[
                        ("resistance", r.results[0].into()),
                        ("menace", r.results[1].into()),
                        ("won", (if r.winner == Some(Side::Main) { "resistance" } else { "menace" }).into()),
                        ("gender", super::super::gender_arg(cx.gender(DIRECTOR))),
                    ]))
                }
                @if let Some(k) = &r.resistance { p { (cx.t("f44-resistance")) ": " (dice_row(&k.kept)) } }
                @if let Some(k) = &r.menace { p { (cx.t("f44-menace")) ": " (dice_row(&k.kept)) } }
            } @else {
                p { (cx.t("f44-end-early")) }
            }
            p { (cx.lang().t_args("f44-end-control", &[("control", control.into())])) }
            ul.f44-end-fates {
                @for (seat, fate) in &view.fates {
                    @let sum = view.characters.iter().find(|c| c.seat == *seat).map(|c| c.quality_sum()).unwrap_or(0);
                    li data-fate=(if *fate == forty_four::Fate::Survived { "survived" } else { "replaced" }) {
                        strong { (seat_label(view, cx, *seat)) } ": "
                        (cx.t_about(if *fate == forty_four::Fate::Survived { "f44-fate-survived" } else { "f44-fate-replaced" }, *seat))
                        " — " (cx.lang().t_args("f44-end-sum", &[("sum", sum.into()), ("control", control.into())]))
                    }
                }
            }
            p.muted { (cx.t("f44-end-sheets")) }
        }
    }
}

/// The command of one of these forms, if `form` is one of them.
pub(super) fn command(form: &str, fields: &Fields) -> Option<Result<Command, AppError>> {
    let trimmed = |name: &str| fields.get(name).unwrap_or("").trim().to_owned();
    Some(Ok(match form {
        "create" => match read_character(fields, 0) {
            Ok(Some(character)) => Command::CreateCharacter { character },
            Ok(None) => {
                return Some(Err(AppError::bad(
                    "form.44.character_name",
                    "write the character's name first",
                )));
            }
            Err(m) => return Some(Err(AppError::bad("form.44.setup_number", m))),
        },
        "notes" => Command::WriteNotes { text: fields.get("text").unwrap_or("").to_owned() },
        "edit" => Command::EditCharacter { name: trimmed("name"), concept: trimmed("concept") },
        _ => return None,
    }))
}
