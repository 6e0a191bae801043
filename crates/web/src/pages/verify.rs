//! Dice verification pages: every roll of a table the caller may see, recomputed once its seed is
//! revealed; one roll (the page a BBCode/Markdown link opens); revealing a seed.

use axum::extract::State;
use axum::response::Response;
use dice::Verdict;
use engine::SeatId;
use maud::{Markup, html};
use server::AppState;
use server::rolls::{Roll, SeenAs};
use server::routes::{self, pages as route};
use store::TableId;

use super::redirect;
use crate::layout;
use crate::page::{Fields, Page, PageError, Path};
use crate::rolls::{Told, tell};

fn verdict(page: &Page, roll: &Roll) -> Markup {
    match roll.verdict {
        Some(Verdict::Verified) => html! { span.ok { "✔ " (page.t("dice-verified")) } },
        Some(_) => html! { span.bad { "✘ " (page.t("dice-mismatch")) } },
        // Carried over by an import before its seed was revealed: only its own server verifies it.
        None if roll.imported => html! { span.muted { (page.t("dice-imported-not-revealed")) } },
        None => html! { span.muted { (page.t("dice-not-revealed")) } },
    }
}

fn faces(r: &Roll) -> String {
    r.faces.iter().map(u32::to_string).collect::<Vec<_>>().join(" · ")
}

fn seen_as(page: &Page, r: &Roll, told: &Told, reader: Option<SeatId>) -> Option<String> {
    Some(page.t(seen_as_id(r.seen_as?, told.whose, reader)))
}

/// Why a roll is listed, for a reader at `reader`: a roll the reader's command threw is "your
/// roll" only when its dice are the reader's (44's conflict throws the Director's dice too).
fn seen_as_id(seen: SeenAs, whose: Option<SeatId>, reader: Option<SeatId>) -> &'static str {
    match seen {
        SeenAs::Yours if whose.is_some() && whose != reader => "dice-seen-your-move",
        SeenAs::Yours => "dice-seen-yours",
        SeenAs::Table => "dice-seen-table",
        SeenAs::Moderator => "dice-seen-moderator",
        SeenAs::Post => "dice-seen-post",
    }
}

/// One roll: what it was for (never its client seed: that is on the roll's own page), its dice,
/// faces and reading, its check, and its copies.
fn roll_row(page: &Page, r: &Roll, told: &Told, reader: Option<SeatId>) -> Markup {
    html! {
        tr.roll {
            td.roll-label {
                span.label { (told.label) }
                @if let Some(why) = seen_as(page, r, told, reader) { br; small.muted.seen-as { (why) } }
            }
            td.dice { (told.dice) }
            td.faces { (told.faces) }
            td.reading { @if let Some(reading) = &told.reading { (reading) } }
            td { (verdict(page, r)) }
            td.copy-cell {
                button.copy type="button" data-copy=(told.bbcode) { (page.t("copy-bbcode")) }
                button.copy type="button" data-copy=(told.markdown) { (page.t("copy-markdown")) }
                a href=(r.page_url) { (page.t("dice-verify-link")) }
            }
        }
    }
}

/// The reader's log, redacted for it, as the roll words read it.
pub(crate) async fn reader_log(
    state: &AppState,
    access: &server::play::Access,
) -> Result<Vec<(u64, crate::screens::AnyEvent)>, server::AppError> {
    let kind = access.slot.kind;
    let (events, _) = server::play::redacted_events(state, kind, access.id(), 0, access.viewer()).await?;
    Ok(events
        .into_iter()
        .filter_map(|e| Some((e.seq, crate::screens::AnyEvent::read(kind, &e.event.0)?)))
        .collect())
}

fn how_to(page: &Page) -> Markup {
    html! {
        details.card {
            summary { (page.t("dice-how-title")) }
            p { (page.t("dice-how-1")) }
            p { (page.t("dice-how-2")) }
            pre { "tablon verify --seed SEED --commitment COMMITMENT --client-seed CLIENT_SEED --index N" }
        }
    }
}

/// `GET /t/{id}/dice`.
pub async fn table_rolls(
    State(state): State<AppState>,
    page: Page,
    Path(id): Path<i64>,
) -> Result<Markup, PageError> {
    let fail = page.fail();
    let table = server::play::access(&state, &page.caller, TableId(id)).await.map_err(&fail)?;
    let data = server::rolls::verify_table(&state, &page.caller, TableId(id)).await.map_err(&fail)?;
    let names = server::names::of(&state, &table).await.map_err(&fail)?;
    let names = crate::screens::names_in(page.lang, &names);
    let log = reader_log(&state, &table).await.map_err(&fail)?;
    let kind = table.slot.kind;
    let body = html! {
        h1 { (page.t("dice-title")) ": " (table.slot.record.title) }
        p { a href=(routes::table(id)) { "← " (page.t("dice-back")) } }
        p.muted { (page.t("dice-intro")) }
        @if data.all_verified {
            p.ok { (page.t("dice-all-ok")) }
        } @else {
            p.bad { (page.t("dice-some-bad")) }
        }
        @for c in &data.commitments {
            section.card.commitment {
                h2 { (page.t("dice-commitment")) " " code.hash { (c.commitment) } }
                @if let Some(seed) = &c.seed {
                    p { (page.t("dice-seed")) " " code.hash { (seed) } }
                } @else {
                    p.muted { (page.t("dice-not-revealed")) }
                }
                @if c.rolls.is_empty() {
                    p.muted { (page.t("dice-no-rolls")) }
                } @else {
                    @let told = tell(kind, page.lang, &names, &log, &c.rolls);
                    div.scroll {
                        table.rolls {
                            thead { tr {
                                th { (page.t("dice-roll")) } th { (page.t("dice-dice")) }
                                th { (page.t("dice-faces")) } th { (page.t("dice-reading")) }
                                th { (page.t("dice-verdict")) } th {}
                            } }
                            tbody { @for (r, t) in c.rolls.iter().zip(&told) { (roll_row(&page, r, t, table.seat)) } }
                        }
                    }
                }
            }
        }
        @if table.moderator() {
            section.card {
                p { (page.t("dice-reveal-help")) }
                details.confirm {
                    summary { (page.t("dice-reveal")) }
                    form method="post" action=(routes::fill(route::TABLE_DICE_REVEAL, &[&id])) {
                        (page.csrf_field())
                        p { (page.t("dice-reveal-confirm")) }
                        button type="submit" { (page.t("dice-reveal")) }
                    }
                }
            }
        }
        (how_to(&page))
    };
    Ok(layout::page(&page, &page.t("dice-title"), body))
}

/// `POST /t/{id}/dice/reveal`.
pub async fn reveal(
    State(state): State<AppState>,
    page: Page,
    Path(id): Path<i64>,
    _f: Fields,
) -> Result<Response, PageError> {
    server::rolls::reveal(&state, &page.caller, TableId(id)).await.map_err(page.fail())?;
    Ok(redirect(&routes::fill(route::TABLE_DICE, &[&id]), false))
}

/// `GET /roll/{commitment}/{client_seed}/{index}`: one roll, public (its address is the secret).
pub async fn one_roll(
    State(state): State<AppState>,
    page: Page,
    Path((commitment, client_seed, index)): Path<(String, String, u64)>,
) -> Result<Markup, PageError> {
    let data =
        server::rolls::verify_one(&state, &commitment, &client_seed, index).await.map_err(page.fail())?;
    let r = &data.roll;
    let body = html! {
        h1 { (page.t("dice-one-title")) }
        section.card {
            dl.facts {
                // A post's roll says what its writer threw it for, and its notation's total.
                @if let Some(label) = &r.label { dt { (page.t("dice-box-label")) } dd.roll-label { (label) } }
                @if let (Some(notation), Some(total)) = (&r.notation, r.total) {
                    dt { (page.t("dice-dice")) } dd { (notation) " → " (page.lang.t_args("dice-total", &[("total", crate::i18n::Arg::Num(total as f64))])) }
                }
                dt { (page.t("dice-commitment")) } dd { code.hash { (r.commitment) } }
                dt { (page.t("dice-client-seed")) } dd { code { (r.client_seed) } }
                dt { (page.t("dice-index")) } dd { (r.index) }
                dt { (page.t("dice-faces")) } dd.faces { (faces(r)) }
                dt { (page.t("dice-seed")) } dd { @if let Some(s) = &data.seed { code.hash { (s) } } @else { span.muted { (page.t("dice-not-revealed")) } } }
                dt { (page.t("dice-verdict")) } dd { (verdict(&page, r)) }
            }
            p {
                button.copy type="button" data-copy=(r.bbcode) { (page.t("copy-bbcode")) }
                button.copy type="button" data-copy=(r.markdown) { (page.t("copy-markdown")) }
            }
        }
        (how_to(&page))
    };
    Ok(layout::page(&page, &page.t("dice-one-title"), body))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 34: on a player's dice page, the Director's dice its conflict threw are not "your
    /// roll".
    #[test]
    fn only_the_readers_own_dice_are_its_roll() {
        let (me, director) = (Some(SeatId(1)), Some(SeatId(0)));
        assert_eq!(seen_as_id(SeenAs::Yours, director, me), "dice-seen-your-move");
        assert_eq!(seen_as_id(SeenAs::Yours, me, me), "dice-seen-yours");
        assert_eq!(seen_as_id(SeenAs::Yours, None, me), "dice-seen-yours");
        assert_eq!(seen_as_id(SeenAs::Table, director, me), "dice-seen-table");
    }
}
