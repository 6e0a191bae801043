//! What a player owns in Fragmentos: writing their main character at the table for the Director's
//! approval or taking a pre-made one (ruling 28), renaming it (ruling 29), their notes (ruling 30),
//! and the end of the story: the epilogue's state with every sheet as it ended.
//!
//! Every form here is offered only when the game's `legal_commands` lists its command for the
//! viewer's seat; `decide` judges what is sent.

use engine::{Game, SeatId};
use fragmentos::{
    CharacterKind, CharacterView, Command, Fragmentos, NAME_CHARS, NOTE_CHARS, PLAYER_NOTES_CHARS,
};
use fragmentos::{State, Status, View, ViewerRole};
use maud::{Markup, html};
use server::AppError;

use super::setup::{main_sheet_fields, read_player_sheet, sheet_fields};
use super::{Cx, ch_name, command_button};
use crate::page::Fields;

/// A sheet in a few words: name, characteristics, traits, qualities and objects.
fn sheet_line(cx: &Cx, s: &fragmentos::CharacterSheet) -> Markup {
    let lang = cx.lang();
    html! {
        strong { (s.name) }
        @for c in fragmentos::Characteristic::ALL { " · " (ch_name(lang, c)) " " (s.total(c)) }
        @for t in &s.traits { " · " (t.name) " +" (t.bonus) }
        @for q in &s.qualities { " · " (q.text) }
        @for o in &s.objects { " · " (o.name) " +" (o.dice) }
    }
}

/// The panel while the players write their characters (ruling 28).
pub(super) fn creation(cx: &Cx, view: &View, state: &State) -> Markup {
    let legal = cx.seat().map(|s| Fragmentos::legal_commands(state, s)).unwrap_or_default();
    let may_create = legal.iter().any(|l| matches!(l.command, Command::CreateCharacter { .. }));
    let approving: Vec<SeatId> = legal
        .iter()
        .filter_map(|l| match l.command {
            Command::ApproveCharacter { seat } => Some(seat),
            _ => None,
        })
        .collect();
    html! {
        section.card.frag-creation aria-labelledby="creation-title" {
            h2 #creation-title { (cx.t("frag-creation")) }
            // The Director's judgement comes first, each with the sheet it judges, and on a phone
            // the help folds (the page script; open without it): the reader's form starts on the
            // first screen.
            @for seat in &approving {
                @let proposed = view.proposals.iter().find(|(s, _, _)| s == seat).map(|(_, sheet, _)| sheet);
                // The buttons name the character judged, beside its player's seat.
                @let named = [
                    ("character", proposed.map_or_else(String::new, |s| s.name.clone()).into()),
                    ("seat", cx.seat_name(*seat).into()),
                ];
                div.frag-approve data-seat=(seat.0) {
                    @if let Some(sheet) = proposed {
                        p { (cx.seat_name(*seat)) ": " (sheet_line(cx, sheet)) }
                    }
                    (cx.form("approve", html! {
                        (command_button(&cx.lang().t_args("frag-approve", &named), &Command::ApproveCharacter { seat: *seat }))
                    }))
                    (cx.form("return", html! {
                        input type="hidden" name="seat" value=(seat.0);
                        label for={ "frag-return-" (seat.0) } { (cx.t("frag-return-reason")) }
                        input id={ "frag-return-" (seat.0) } name="reason" maxlength=(NOTE_CHARS);
                        button type="submit" { (cx.lang().t_args("frag-return", &named)) }
                    }))
                }
            }
            details.phone-fold open data-fold="frag-creation-help" {
                summary { (cx.t("frag-creation-how")) }
                p { (cx.t_about("frag-creation-help", SeatId(0))) }
            }
            ul.frag-creation-seats {
                @for n in 1..=view.players {
                    @let seat = SeatId(n);
                    li data-seat=(n) {
                        (cx.seat_name(seat)) ": "
                        @match view.proposals.iter().find(|(s, _, _)| *s == seat) {
                            Some((_, sheet, approved)) => {
                                (sheet_line(cx, sheet)) " "
                                span.badge { (cx.t_about(if *approved { "frag-creation-approved" } else { "frag-creation-pending" }, SeatId(0))) }
                            }
                            None => span.muted { (cx.t("frag-creation-waiting")) },
                        }
                    }
                }
            }
            @let premade: Vec<&engine::Legal<Command>> = legal.iter().filter(|l| matches!(l.command, Command::TakeCharacter { .. })).collect();
            @if !premade.is_empty() {
                h3 { (cx.t_about("frag-premade", SeatId(0))) }
                ul.frag-list {
                    @for l in &premade {
                        @if let Command::TakeCharacter { premade: i } = l.command {
                            @if let Some((_, s)) = view.premade.iter().find(|(k, _)| *k == i) {
                                li { (sheet_line(cx, s)) " " (cx.form("premade", command_button(&cx.t("frag-premade-take"), &l.command))) }
                            }
                        }
                    }
                }
            }
            @if may_create {
                h3 { (cx.t("frag-create")) }
                p.muted { (cx.t_about("frag-create-help", SeatId(0))) }
                // A refused sheet comes back as typed; one the Director sent back, as it was sent,
                // with the reason.
                @let typed = cx.typed("create");
                @let returned = view.returned.as_ref();
                @if let Some((_, reason)) = returned {
                    p.frag-returned role="status" {
                        (cx.lang().t_args("frag-create-returned", &[("reason", reason.as_str().into()), ("gender", super::super::gender_arg(cx.gender(SeatId(0))))]))
                    }
                }
                (cx.form("create", html! {
                    (main_sheet_fields(cx.lang(), &match (typed.0.is_empty(), returned) {
                        (true, Some((sheet, _))) => sheet_fields(sheet, "m0_"),
                        _ => typed,
                    }, &[], "m0_"))
                    button type="submit" { (cx.t_about("frag-create-send", SeatId(0))) }
                }))
            }
        }
    }
}

/// The notes the viewer reads on a main character's sheet, and for its player the forms that
/// write them and rename the character.
pub(super) fn on_sheet(cx: &Cx, view: &View, state: &State, c: &CharacterView) -> Markup {
    if c.kind != CharacterKind::Main {
        return html! {};
    }
    let seat = c.seat;
    let notes = view.notes.iter().find(|(s, _)| *s == seat).map(|(_, t)| t.as_str());
    let mine = matches!(view.viewer, ViewerRole::Player { character } if character == c.id);
    let legal = if mine { Fragmentos::legal_commands(state, seat) } else { Vec::new() };
    let writes = legal.iter().any(|l| matches!(l.command, Command::WriteNotes { .. }));
    let renames = legal.iter().any(|l| matches!(l.command, Command::RenameCharacter { .. }));
    html! {
        @if writes {
            // The folds sit inside their forms, so a live refresh keeps them open (tablon.js).
            (cx.form("notes", html! {
                details.frag-notes open[notes.is_some()] {
                    summary { (cx.t("frag-player-notes")) }
                    p.muted { (cx.t_about(if view.notes_to_director { "frag-notes-director-reads" } else { "frag-notes-only-you" }, SeatId(0))) }
                    label for={ "frag-notes-" (seat.0) } { (cx.t("frag-notes-label")) }
                    textarea id={ "frag-notes-" (seat.0) } name="text" rows="4" maxlength=(PLAYER_NOTES_CHARS) { (notes.unwrap_or("")) }
                    button type="submit" { (cx.t("frag-notes-save")) }
                }
            }))
        } @else if let Some(text) = notes {
            div.frag-notes-read { h4 { (cx.t_about("frag-notes-of", seat)) } p.notes { (text) } }
        }
        @if renames {
            (cx.form("rename", html! {
                details.frag-rename {
                    summary { (cx.t("frag-rename")) }
                    p.muted { (cx.t("frag-rename-help")) }
                    label for={ "frag-rename-" (seat.0) } { (cx.t("frag-name")) }
                    input id={ "frag-rename-" (seat.0) } name="name" maxlength=(NAME_CHARS) value=(c.name) required;
                    button type="submit" { (cx.t("frag-rename-send")) }
                }
            }))
        }
    }
}

/// The end of the story: the threat it ended at and each main character's state in the epilogue
/// (in the story, incapacitated or out of it), with the sheets below as they ended.
pub(super) fn the_end(cx: &Cx, view: &View) -> Markup {
    html! {
        section #end .card.frag-end aria-labelledby="end-title" {
            h2 #end-title { (cx.t("frag-end")) }
            p { (cx.lang().t_args("frag-end-threat", &[("threat", view.threat.into())])) }
            ul.frag-end-fates {
                @for c in view.characters.iter().filter(|c| c.kind == CharacterKind::Main) {
                    li data-status=(match c.status { Status::Active => "active", Status::Incapacitated => "incapacitated", Status::Out => "out" }) {
                        strong { (c.name) } ": "
                        (cx.t_about(match c.status {
                            Status::Active => "frag-end-standing",
                            Status::Incapacitated => "frag-end-incapacitated",
                            Status::Out => "frag-end-out",
                        }, c.seat))
                        @if let Some(p) = c.overcoming { " · " (cx.t("frag-overcoming")) " " (p) }
                    }
                }
            }
            @let others: Vec<&CharacterView> = view.characters.iter().filter(|c| c.kind != CharacterKind::Main && c.status == Status::Out).collect();
            @if !others.is_empty() {
                p { (cx.t("frag-end-fallen")) " " @for (i, c) in others.iter().enumerate() { @if i > 0 { ", " } (c.name) } }
            }
            p.muted { (cx.t("frag-end-sheets")) }
        }
    }
}

/// The command of one of these forms, if `form` is one of them.
pub(super) fn command(form: &str, fields: &Fields) -> Option<Result<Command, AppError>> {
    let trimmed = |name: &str| fields.get(name).unwrap_or("").trim().to_owned();
    Some(Ok(match form {
        "create" => match read_player_sheet(fields) {
            Ok(Some(sheet)) => Command::CreateCharacter { sheet },
            Ok(None) => {
                return Some(Err(AppError::bad("form.frag.name", "write the character's name first")));
            }
            Err(m) => return Some(Err(AppError::bad("form.number", m))),
        },
        "return" => {
            let Some(seat) = fields.get("seat").and_then(|s| s.trim().parse::<u8>().ok()) else {
                return Some(Err(AppError::bad("form.number", "the seat is not a number")));
            };
            Command::ReturnCharacter { seat: SeatId(seat), reason: trimmed("reason") }
        }
        "notes" => Command::WriteNotes { text: fields.get("text").unwrap_or("").to_owned() },
        "rename" => Command::RenameCharacter { name: trimmed("name") },
        _ => return None,
    }))
}
