//! "Check this script": the balance report of `looper_ai::balance` — the same one
//! `tablon script balance` prints — for the script chosen or pasted in the new-table form, as a
//! page in the reader's language.
//!
//! A check plays whole games AI against AI, which costs seconds of CPU each, so the pages bound
//! it: few games by default ([`DEFAULT_GAMES`]), a cap ([`MAX_GAMES`]), no game started after
//! [`TIME_LIMIT`] (the report says how many were played), and one check at a time per server
//! ([`handle`] holds the permit).

use server::routes::pages as route;
use std::time::Duration;

use axum::response::{IntoResponse, Response};
use games::GameKind;

use looper_ai::balance::{Report, TeamReport, Warning};
use maud::{Markup, html};
use server::AppError;
use tragedy_looper::Script;

use super::names;
use crate::i18n::{Arg, Lang};
use crate::page::{Fields, Page, PageError, describe};
use crate::pages::new_table::form_page_with;

/// Games per team when the form does not say.
pub const DEFAULT_GAMES: u32 = 2;
/// The most games per team a page may ask for (the CLI has no cap: it is the writer's own CPU).
pub const MAX_GAMES: u32 = 5;
/// No game of a check starts after this long; the games already started finish.
pub const TIME_LIMIT: Duration = Duration::from_secs(60);

/// What a check plays: the script of the form, its Protagonist players and the games per team.
#[derive(Clone, Debug)]
pub struct Request {
    /// The script, valid by the writing rules.
    pub script: Script,
    /// Protagonist players (1 to 3).
    pub protagonists: u8,
    /// Games per team (1 to [`MAX_GAMES`]).
    pub games: u32,
}

/// Reads the form: the same script and players the table would open with (so an invalid script
/// gets the same errors as "Open the table"), and the games per team.
pub fn request(fields: &Fields) -> Result<Request, AppError> {
    let super::Config { script, protagonists, .. } = super::config(fields)?;
    let games = match fields.text("check_games") {
        None => DEFAULT_GAMES,
        Some(v) => match v.parse::<u32>() {
            Ok(n) if (1..=MAX_GAMES).contains(&n) => n,
            _ => {
                return Err(AppError::bad(
                    "form.tragedy_looper.check_games",
                    format!("\"{v}\" games: a check plays 1 to {MAX_GAMES} games per team"),
                ));
            }
        },
    };
    Ok(Request { script, protagonists, games })
}

/// The check's part of the set-up form: how many games, and the button that posts the form to
/// the check instead of opening the table.
pub fn form_part(page: &Page, fields: &Fields) -> Markup {
    let lang = page.lang;
    let games = fields.get("check_games").unwrap_or("2");
    html! {
        fieldset.tl-check {
            legend { (page.t("tl-check-button")) }
            p.muted #tl-check-help { (lang.t_args("tl-check-help", &[
                ("max", Arg::from(MAX_GAMES)),
                ("seconds", Arg::from(TIME_LIMIT.as_secs())),
            ])) }
            label for="tl-check-games" { (page.t("tl-check-games")) }
            input #tl-check-games name="check_games" type="number" min="1" max=(MAX_GAMES) step="1" value=(games);
            // formnovalidate: the table's own fields (its title) need not be filled to check a script.
            button.secondary type="submit" formaction=(route::NEW_LOOPER_CHECK) formnovalidate
                aria-describedby="tl-check-help" { (page.t("tl-check-button")) }
        }
    }
}

fn pct(x: f64) -> String {
    format!("{:.0}", 100.0 * x)
}

fn team_name(lang: Lang, team: &str) -> String {
    lang.t(&format!("tl-check-team-{team}"))
}

/// A loss-cause key (`role:key_person`, `incident:…`, `plot:…`) in words.
fn cause(lang: Lang, key: &str) -> String {
    match key.split_once(':') {
        Some(("role", r)) => {
            lang.t_args("tl-check-cause-role", &[("name", lang.t(&format!("tl-role-{r}")).into())])
        }
        Some(("incident", i)) => {
            lang.t_args("tl-check-cause-incident", &[("name", lang.t(&format!("tl-incident-{i}")).into())])
        }
        Some(("plot", p)) => {
            lang.t_args("tl-check-cause-plot", &[("name", lang.t(&format!("tl-plot-{p}")).into())])
        }
        _ => lang.t("tl-check-cause-unknown"),
    }
}

fn warning(lang: Lang, w: &Warning) -> String {
    let p = |k: &str| w.params.get(k).cloned().unwrap_or_default();
    let num = |k: &str| Arg::Num(p(k).parse::<f64>().unwrap_or(0.0));
    match w.code.as_str() {
        "unwinnable" => lang.t_args("tl-check-warn-unwinnable", &[("games", num("games"))]),
        "won_on_loop_1" => lang.t_args(
            "tl-check-warn-won-on-loop-1",
            &[("team", p("team").into()), ("wins", num("wins")), ("games", num("games"))],
        ),
        "role_never_matters" => lang.t_args(
            "tl-check-warn-role-never-matters",
            &[
                ("role", lang.t(&format!("tl-role-{}", p("role"))).into()),
                ("character", lang.t(&format!("tl-char-{}", p("character"))).into()),
                ("games", num("games")),
            ],
        ),
        "label_disagrees" => lang.t_args(
            "tl-check-warn-label-disagrees",
            &[
                ("declared", lang.t(&format!("tl-difficulty-{}", p("declared"))).into()),
                ("measured", lang.t(&format!("tl-difficulty-{}", p("measured"))).into()),
            ],
        ),
        "unfinished" => lang.t_args("tl-check-warn-unfinished", &[("games", num("games"))]),
        // A code this page does not know yet: the report's own English words.
        _ => w.message.clone(),
    }
}

fn team_section(lang: Lang, r: &Report, t: &TeamReport) -> Markup {
    let mut causes: Vec<(&String, &u32)> = t.loss_causes.iter().collect();
    causes.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
    let mut incidents: Vec<(&String, &u32)> = t.incidents.iter().collect();
    incidents.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
    html! {
        section.card.tl-check-team data-team=(t.team) {
            h3 { (team_name(lang, &t.team)) }
            p.tl-check-wins { (lang.t_args("tl-check-won", &[
                ("wins", Arg::from(t.protagonist_wins)),
                ("games", Arg::from(t.games)),
                ("rate", pct(t.win_rate).into()),
                ("low", pct(t.win_rate_low).into()),
                ("high", pct(t.win_rate_high).into()),
            ])) }
            p { (lang.t("tl-check-by-loop")) " "
                @for (i, n) in t.wins_by_loop.iter().enumerate() {
                    @if i > 0 { ", " }
                    (lang.t_args("tl-check-loop-wins", &[("loop", Arg::from(i + 1)), ("wins", Arg::from(*n))]))
                }
            }
            @if t.final_guesses > 0 {
                p { (lang.t_args("tl-check-final-guess", &[
                    ("right", Arg::from(t.final_guesses_right)),
                    ("made", Arg::from(t.final_guesses)),
                ])) }
            } @else if r.final_guess {
                p { (lang.t("tl-check-final-guess-never")) }
            }
            p { (lang.t_args("tl-check-lost-loops", &[("loops", Arg::from(t.lost_loops))])) }
            @if !causes.is_empty() {
                ul.tl-check-causes { @for (k, n) in &causes {
                    li { (lang.t_args("tl-check-count", &[("what", cause(lang, k).into()), ("count", Arg::from(**n))])) }
                } }
            }
            @if incidents.is_empty() {
                p { (lang.t("tl-check-no-incidents")) }
            } @else {
                p { (lang.t("tl-check-incidents")) }
                ul { @for (k, n) in &incidents {
                    li { (lang.t_args("tl-check-count", &[
                        ("what", lang.t(&format!("tl-incident-{k}")).into()),
                        ("count", Arg::from(**n)),
                    ])) }
                } }
            }
        }
    }
}

/// The report, shown above the form it came from (so the script stays in the form, to edit and
/// check again, or to open the table with). `asked` is the games per team asked for: when the time
/// limit cut the check short the report says how many were played.
pub fn report_section(page: &Page, r: &Report, script: &Script, asked: u32) -> Markup {
    let lang = page.lang;
    let title = names::script_title(lang, &script.public.title);
    html! {
        section #tl-check-report aria-live="polite" {
            h2 { (lang.t_args("tl-check-title", &[("title", title.into())])) }
            p { (lang.t_args("tl-check-intro", &[
                ("games", Arg::from(r.games)),
                ("players", Arg::from(r.protagonists)),
            ])) }
            @if r.games < asked {
                p.refusal role="status" { (lang.t_args("tl-check-cut-short", &[
                    ("played", Arg::from(r.games)),
                    ("asked", Arg::from(asked)),
                    ("seconds", Arg::from(TIME_LIMIT.as_secs())),
                ])) }
            }
            p.tl-check-difficulty { (lang.t_args("tl-check-difficulty", &[
                ("declared", lang.t(&format!("tl-difficulty-{}", r.declared)).into()),
                ("measured", lang.t(&format!("tl-difficulty-{}", r.measured)).into()),
            ])) }
            p.muted { (lang.t("tl-check-bands")) }
            @for t in &r.teams { (team_section(lang, r, t)) }
            section.card.tl-check-warnings {
                h3 { (lang.t("tl-check-warnings")) }
                @if r.warnings.is_empty() {
                    p { (lang.t("tl-check-no-warnings")) }
                } @else {
                    ul { @for w in &r.warnings { li data-code=(w.code) { (warning(lang, w)) } } }
                }
            }
            p.muted { (lang.t("tl-check-noisy")) }
        }
    }
}

/// One script check at a time per server: a check is seconds of CPU (whole AI games), and the
/// permit goes with the games into the blocking thread, so a client that hangs up does not free
/// it while its games still run.
static CHECKS: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(1);

/// `POST /new/tragedy-looper/check`: "check this script" — the balance report of the form's script
/// (crates/looper-ai, `balance::run`), shown above the form, which keeps everything typed in it.
/// An invalid script or game count shows the form again with the reason (400); a check while
/// another runs is refused with 429 and a `Retry-After`.
pub async fn handle(page: Page, fields: Fields) -> Result<Response, PageError> {
    page.caller.require_user().map_err(page.fail())?;
    let kind = GameKind::TragedyLooper;
    let req = match request(&fields) {
        Ok(req) => req,
        Err(e) => {
            let (status, message) = describe(page.lang, &e);
            return Ok((status, form_page_with(&page, kind, &fields, Some(&message), None)).into_response());
        }
    };
    let Ok(permit) = CHECKS.try_acquire() else {
        let message = page.t("tl-check-busy");
        let headers = [(axum::http::header::RETRY_AFTER, TIME_LIMIT.as_secs().to_string())];
        let body = form_page_with(&page, kind, &fields, Some(&message), None);
        return Ok((axum::http::StatusCode::TOO_MANY_REQUESTS, headers, body).into_response());
    };
    let options = looper_ai::balance::Options {
        games: req.games,
        protagonists: req.protagonists,
        deadline: Some(std::time::Instant::now() + TIME_LIMIT),
        ..Default::default()
    };
    let script = req.script.clone();
    let report = tokio::task::spawn_blocking(move || {
        let _permit = permit;
        looper_ai::balance::run(&script, &options, &mut |_, _| {})
    })
    .await
    // Only a panic inside the AI lands here: a bug, not bad input.
    .map_err(|_| PageError::new(page.lang, AppError::Internal))?;
    let section = report_section(&page, &report, &req.script, req.games);
    Ok(form_page_with(&page, kind, &fields, None, Some(section)).into_response())
}
