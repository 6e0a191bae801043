//! GenreFuzzion's screens: the players' Victory and Karma points, the character sheets (clichés,
//! relationships, advantages, problems with their step dice, tricks and flaws, objectives), the
//! scene being played with its fields, pools and rolls, the relationship map as a picture, and the
//! forms of the actions the viewer may take now (only the choices the rules accept, each checked
//! with the game's own `decide`).
//!
//! GenreFuzzion hides nothing (the crate's README, "What each seat sees"): the view is the whole
//! campaign, for every seat. Everything drawn comes from the view; the state is used only to test
//! which commands the viewer's seat may send.

mod forms;
mod map;

use dice::Die;
use dice::odds::Fraction;
use engine::SeatId;
use genrefuzzion::{
    AttrKind, Character, Config, Event, ObjectiveStatus, OwnedTrick, Party, Phase, Points, Scene, SceneRoll,
    Side, State, Step, TrickKind, data,
};
use maud::{Markup, html};
use server::AppError;

pub use genrefuzzion::GenreFuzzion;

use super::Cx;
use crate::i18n::{Arg, Lang};
use crate::odds::{Bar, composer_result};
use crate::page::{Fields, Page};

pub use forms::command;

/// The board, sheets and action forms.
pub fn screen(
    cx: &Cx,
    view: &<GenreFuzzion as engine::Game>::View,
    state: &<GenreFuzzion as engine::Game>::State,
) -> Markup {
    let s = &view.state;
    let lang = cx.lang();
    let names: Vec<String> = s.characters.iter().map(|c| c.name.clone()).collect();
    html! {
        div.gf {
            p.gf-phase {
                span.label { (cx.t("gf-phase")) ": " }
                strong { (phase_text(lang, &s.phase, &|seat| cx.seat_name(seat))) }
                " · " (lang.t_args("gf-scenes-played", &[("n", s.scenes_played.into())]))
            }
            // The points and the sheets fold on a phone (the page script; open without it), so the
            // scene and the reader's forms show above the fold.
            details.phone-fold open data-fold="gf-points" {
                summary { (cx.t("gf-points")) }
                (points(cx, s))
            }
            @if let Some(sc) = &s.scene { (scene(lang, s, sc)) }
            (forms::actions(cx, state))
            (creation(lang, s))
            @if !s.characters.is_empty() {
                section.gf-sheets {
                    details.phone-fold open data-fold="sheets" {
                        summary { h2 { (cx.t("gf-sheets")) } }
                        div.gf-sheet-grid {
                            @for (i, c) in s.characters.iter().enumerate() { (sheet(cx, s, i, c)) }
                        }
                    }
                }
            }
            @if !view.relationship_map.is_empty() {
                section.gf-map-box {
                    h2 { (cx.t("gf-map-title")) }
                    (map::draw(lang, &names, &view.relationship_map))
                }
            }
            @if !s.extras.is_empty() { (extras(lang, s)) }
            @if !s.votes.is_empty() { (votes(lang, s)) }
            @if !s.suspended.is_empty() {
                section.gf-suspended {
                    h2 { (cx.t("gf-suspended")) }
                    ul { @for sc in &s.suspended { li { (sc.number) ". " (sc.title) } } }
                }
            }
            @if let Some(f) = &s.finale {
                section.gf-finale {
                    h2 { (cx.t("gf-finale")) }
                    p { (f.framing) }
                    p.muted { (cx.t("gf-finale-agreed")) ": "
                        (f.agreed.iter().map(|p| player_name(lang, s, *p)).collect::<Vec<_>>().join(", ")) }
                }
            }
        }
    }
}

/// The phase in words, seats named by `who`.
fn phase_text(lang: Lang, p: &Phase, who: &dyn Fn(SeatId) -> String) -> String {
    let id = format!("gf-phase-{}", genrefuzzion::phase_name(p).replace('_', "-"));
    match p {
        Phase::Draft { turn } => lang.t_args(&id, &[("who", Arg::Str(who(*turn)))]),
        _ => lang.t(&id),
    }
}

/// A player by the name the set-up gave them (the Moderator's seat by its part).
fn player_name(lang: Lang, s: &State, seat: SeatId) -> String {
    if seat == genrefuzzion::MODERATOR {
        return lang.t("gf-moderator");
    }
    s.player(seat).map(|p| p.name.clone()).unwrap_or_else(|| format!("#{}", seat.0))
}

/// A step die as a badge (its size drawn by CSS).
fn die(d: Die) -> Markup {
    let t = d.to_string();
    html! { span.gf-die data-die=(t) { (t) } }
}

fn points(cx: &Cx, s: &State) -> Markup {
    html! {
        table.gf-points {
            caption { (cx.t("gf-points")) }
            thead { tr {
                th scope="col" { (cx.t("gf-player")) }
                th scope="col" { (cx.t("gf-character")) }
                th scope="col" abbr=(cx.t("gf-pv-long")) { (cx.t("gf-pv")) }
                th scope="col" abbr=(cx.t("gf-pk-long")) { (cx.t("gf-pk")) }
            } }
            tbody {
                @for (i, p) in s.players.iter().enumerate() {
                    @let seat = SeatId(i as u8 + 1);
                    tr.me[cx.seat() == Some(seat)].absent[p.absent] {
                        th scope="row" {
                            (p.name)
                            @if s.moderator_player == seat { " " span.badge { (cx.t_about("gf-moderator", seat)) } }
                            @if p.absent { " " span.muted { (cx.t("gf-absent")) } }
                        }
                        td { (p.character.and_then(|c| s.characters.get(c)).map(|c| c.name.as_str()).unwrap_or("—")) }
                        td.num { (p.points.pv) }
                        td.num { (p.points.pk) }
                    }
                }
            }
        }
    }
}

fn party(s: &State, p: &Party) -> String {
    s.party_name(p)
}

fn scene(lang: Lang, s: &State, sc: &Scene) -> Markup {
    let protagonist = s.characters.get(sc.protagonist).map(|c| c.name.clone()).unwrap_or_default();
    html! {
        section.gf-scene {
            h2 { (lang.t("gf-scene")) " " (sc.number) ": " (sc.title)
                @if sc.grand_finale { " " span.badge { (lang.t("gf-finale")) } } }
            // The step and how it stands first; on a phone the scene's framing folds (the page
            // script; open without it), so the reader's form starts on the first screen.
            dl.gf-fields {
                dt { (lang.t("gf-step")) } dd { (step_text(lang, &sc.step)) }
                @if let Some(d) = sc.deadline {
                    dt { (lang.t("gf-deadline")) } dd { (deadline_tag(d)) }
                }
                @if let Some(o) = &sc.outcome {
                    dt { (lang.t("gf-outcome")) }
                    dd { strong { (lang.t(side_id(o.winner))) } " " (lang.t(if o.surrender { "gf-won-surrender" } else { "gf-won-roll" })) }
                }
            }
            details.phone-fold open data-fold="gf-scene" {
                summary { (lang.t("gf-scene-framing")) }
                dl.gf-fields {
                    dt { (lang.t("gf-setting")) } dd { (sc.setting) }
                    dt { (lang.t("gf-tone")) } dd { (sc.tone) }
                    @if !sc.cliches.is_empty() {
                        dt { (lang.t("gf-scene-cliches")) }
                        dd { @for c in &sc.cliches { span.gf-attr { (printed(lang, &c.name)) " " (die(c.die)) } " " } }
                    }
                    dt { (lang.t("gf-protagonist")) } dd { strong { (protagonist) } " — " em { (sc.intention) } }
                    dt { (lang.t("gf-antagonist")) }
                    dd { strong { (party(s, &sc.antagonist)) }
                        @if let Some(i) = &sc.antagonist_intention { " — " em { (i) } } }
                    @if !sc.allies.is_empty() {
                        dt { (lang.t("gf-allies")) }
                        dd { ul.gf-allies { @for a in &sc.allies {
                            li { (party(s, &a.who)) " · " (lang.t(side_id(a.side))) " · "
                                (lang.t(&format!("gf-ally-{}", format!("{:?}", a.status).to_lowercase())))
                                @if let Some(i) = &a.intention { " — " em { (i) } } }
                        } } }
                    }
                    @if !sc.gifts.is_empty() {
                        dt { (lang.t("gf-gifts")) }
                        dd { @for (side, a) in &sc.gifts { span.gf-attr { (lang.t(side_id(*side))) ": " (printed(lang, &a.name)) " " (die(a.die)) } " " } }
                    }
                }
            }
            @if !sc.rolls.is_empty() {
                ol.gf-rolls { @for r in &sc.rolls { li { (roll(lang, r)) } } }
            }
        }
    }
}

fn side_id(side: Side) -> &'static str {
    match side {
        Side::Protagonist => "gf-protagonist",
        Side::Antagonist => "gf-antagonist",
    }
}

fn step_text(lang: Lang, step: &Step) -> String {
    match step {
        Step::AwaitAntagonist => lang.t("gf-step-await-antagonist"),
        Step::ProtagonistPool => lang.t("gf-step-protagonist-pool"),
        Step::PostRoll { side } => {
            lang.t_args("gf-step-post-roll", &[("side", lang.t(side_id(*side)).into())])
        }
        Step::AntagonistChoice => lang.t("gf-step-antagonist-choice"),
        Step::ProtagonistChoice => lang.t("gf-step-protagonist-choice"),
        Step::Victory { winner } => {
            lang.t_args("gf-step-victory", &[("side", lang.t(side_id(*winner)).into())])
        }
        Step::Rating => lang.t("gf-step-rating"),
        Step::GroupRating => lang.t("gf-step-group-rating"),
    }
}

/// One rolled pool: each die with its source and face, the two that make the result, fumbles.
fn roll(lang: Lang, r: &SceneRoll) -> Markup {
    html! {
        div.gf-roll {
            span.side { (lang.t(side_id(r.side))) }
            ul.gf-pool {
                @for (i, d) in r.roll.dice.iter().enumerate() {
                    @let used = r.roll.used.contains(&i) || r.added.contains(&i);
                    @let fumble = r.roll.fumbles.contains(&i);
                    @let source = r.pool.get(i).map(|p| source_text(lang, &p.source)).unwrap_or_default();
                    li.used[used].fumble[fumble] title=(source) {
                        (die(d.die)) " " strong.face { (d.face) }
                        span.src { (source) }
                    }
                }
            }
            p.result {
                (lang.t("gf-result")) " " strong { (r.result()) }
                @if r.bonus > 0 { " (+" (r.bonus) ")" }
                @if !r.roll.fumbles.is_empty() { " · " (lang.t_args("gf-fumbles", &[("n", r.roll.fumbles.len().into())])) }
            }
        }
    }
}

/// The cliché pool and the draft while characters are made.
fn creation(lang: Lang, s: &State) -> Markup {
    let show = matches!(s.phase, Phase::ClichePool | Phase::Draft { .. } | Phase::Concept);
    if !show {
        return html! {};
    }
    html! {
        section.gf-creation {
            h2 { (lang.t("gf-cliche-pool")) }
            @if s.cliche_pool.is_empty() { p.muted { (lang.t("gf-pool-empty")) } }
            ol.gf-cliche-pool start="0" {
                @for (who, text) in &s.cliche_pool { li { (printed(lang, text)) " " span.muted { "(" (player_name(lang, s, *who)) ")" } } }
            }
            @for (seat, list) in &s.drafted {
                p { strong { (player_name(lang, s, *seat)) } ": " (printed_list(lang, list))
                    @if let Some(own) = s.own_cliches.get(seat) { " · " em { (printed_list(lang, own)) } } }
            }
        }
    }
}

fn sheet(cx: &Cx, s: &State, id: usize, c: &Character) -> Markup {
    let lang = cx.lang();
    let title = if c.name.is_empty() { lang.t("gf-unnamed") } else { c.name.clone() };
    html! {
        article.gf-sheet.retired[c.retired] id={ "gf-character-" (id) } {
            header {
                (cx.portrait(c.player))
                h3 { (title) }
                span.muted { (player_name(lang, s, c.player)) }
                @if c.retired { " " span.badge { (lang.t("gf-retired")) } }
            }
            @if !c.sheet.cliches.is_empty() {
                h4 { (lang.t("gf-cliches")) }
                ul.gf-attrs { @for a in &c.sheet.cliches { li { (die(a.die)) " " (printed(lang, &a.name)) } } }
            }
            @if !c.sheet.relationships.is_empty() {
                h4 { (lang.t("gf-relationships")) }
                ul.gf-attrs { @for r in &c.sheet.relationships {
                    li { @if let Some(d) = r.die { (die(d)) " " } @else { span.gf-die.none { "?" } " " }
                        (printed(lang, &r.text)) " " span.muted { "→ " (party(s, &r.target)) } }
                } }
            }
            @if !c.sheet.advantages.is_empty() {
                h4 { (lang.t("gf-advantages")) }
                ul.gf-attrs { @for a in &c.sheet.advantages {
                    li { (die(a.attr.die)) " " (printed(lang, &a.attr.name))
                        @if let Some(p) = &a.against { " " span.muted { "(" (lang.t("gf-only-against")) " " (party(s, p)) ")" } }
                        @if a.temporary { " " span.muted { "(" (lang.t("gf-temporary")) ")" } } }
                } }
            }
            @if !c.sheet.problems.is_empty() {
                h4 { (lang.t("gf-problems")) }
                ul.gf-attrs.problems { @for a in &c.sheet.problems { li { (die(a.die)) " " (printed(lang, &a.name)) } } }
            }
            @if !c.tricks.is_empty() {
                h4 { (lang.t("gf-tricks")) }
                ul.gf-tricks { @for t in &c.tricks {
                    @let (name, activation, effect) = trick_texts(lang, t);
                    li.flaw[t.kind() == TrickKind::Flaw] {
                        details {
                            summary { strong { (name) } " "
                                span.muted { (lang.t(if t.kind() == TrickKind::Flaw { "gf-flaw" } else { "gf-trick" }))
                                    " · " (t.cost) " " (currency(lang, t.currency)) } }
                            p { em { (lang.t("gf-activation")) ": " } (activation) }
                            p { em { (lang.t("gf-effect")) ": " } (effect) }
                        }
                    }
                } }
            }
            @if !c.objectives.is_empty() {
                h4 { (lang.t("gf-objectives")) }
                ul.gf-objectives { @for o in &c.objectives {
                    li.done[o.done()] { (o.text) " " span.gf-difficulty { (o.difficulty) }
                        " " span.muted { (lang.t(&format!("gf-objective-{}", objective_status(o.status)))) } }
                } }
            }
        }
    }
}

fn objective_status(s: ObjectiveStatus) -> &'static str {
    match s {
        ObjectiveStatus::Open => "open",
        ObjectiveStatus::Analysing => "analysing",
        ObjectiveStatus::Reached => "reached",
        ObjectiveStatus::Satisfied => "satisfied",
        ObjectiveStatus::Closed => "closed",
    }
}

/// A currency's abbreviation (PV/PK in Spanish, VP/KP in English).
fn currency(lang: Lang, c: genrefuzzion::data::Currency) -> String {
    lang.t(match c {
        genrefuzzion::data::Currency::Pv => "gf-pv",
        genrefuzzion::data::Currency::Pk => "gf-pk",
    })
}

// --- the appendix in the reader's words ----------------------------------------------------------

/// The language the appendix tables are read in on a page in `lang` (the pseudo-locale marks the
/// Spanish).
pub(crate) fn language(lang: Lang) -> data::Language {
    match lang {
        Lang::En => data::Language::En,
        Lang::Es | Lang::Pseudo => data::Language::Es,
    }
}

/// A text of a sheet, a scene or the log as the reader reads it: a row of the appendix tables (a
/// cliché, a relationship filled with its names, a trick's or a flaw's name, "Borracho") in the
/// reader's language, a problem "Fuera de control (…)" with its die's source in the reader's
/// words; anything else is a person's own words, shown as typed.
pub(crate) fn printed(lang: Lang, text: &str) -> String {
    // "Fuera de control (cliché: Héroe)": a trick's name and, in brackets, the source of a die.
    let named = text.strip_suffix(')').and_then(|t| t.split_once(" ("));
    if let Some((name, source)) = named
        && (data::trick(name).is_some() || data::flaw(name).is_some())
        && parse_source(source).is_some()
    {
        return lang.t_args(
            "gf-named-source",
            &[("name", printed(lang, name).into()), ("source", source_text(lang, source).into())],
        );
    }
    match data::printed_in(text, language(lang)) {
        Some(t) => lang.translated(t.into_owned()),
        None => text.to_owned(),
    }
}

/// A sheet's trick or flaw in the reader's words (name, activation, effect): its table row's,
/// filled with the character's words; a custom one as its player wrote it.
pub(crate) fn trick_texts(lang: Lang, t: &OwnedTrick) -> (String, String, String) {
    match t.printed_in(language(lang)) {
        Some((n, a, e)) => (lang.translated(n), lang.translated(a), lang.translated(e)),
        None => (t.name.clone(), t.activation.clone(), t.effect.clone()),
    }
}

/// Texts of the tables or people's words, each through [`printed`], as a list reads them.
fn printed_list(lang: Lang, texts: &[String]) -> String {
    texts.iter().map(|t| printed(lang, t)).collect::<Vec<_>>().join(" · ")
}

/// A sheet's trick or flaw's name in the reader's words.
pub(crate) fn trick_name(lang: Lang, t: &OwnedTrick) -> String {
    trick_texts(lang, t).0
}

/// The kind of a pool die's source (the end of its message id, `gf-pool-src-…`) and the thing it
/// names, read from the words the rules write in `PoolDie::source` ("cliché: Superfuerte"); `None`
/// for a source of another form.
fn parse_source(source: &str) -> Option<(&'static str, &str)> {
    // "opponent's problem: " before "opponent's ", which an opponent's cliché or relationship has.
    const KINDS: [(&str, &str); 9] = [
        ("cliché: ", "cliche"),
        ("relationship: ", "relationship"),
        ("advantage: ", "advantage"),
        ("opponent's problem: ", "opponent-problem"),
        ("scene cliché: ", "scene-cliche"),
        ("ally: ", "ally"),
        ("gift: ", "gift"),
        ("trick: ", "trick"),
        ("opponent's ", "opponent"),
    ];
    if source == "1 PK: d6" {
        return Some(("karma", ""));
    }
    KINDS.iter().find_map(|(prefix, kind)| source.strip_prefix(prefix).map(|name| (*kind, name)))
}

/// A pool die's source in the reader's words, the thing it names through [`printed`]; a source of
/// a form the page does not know is shown as the rules wrote it.
pub(crate) fn source_text(lang: Lang, source: &str) -> String {
    match parse_source(source) {
        Some((kind, name)) => {
            lang.t_args(&format!("gf-pool-src-{kind}"), &[("name", printed(lang, name).into())])
        }
        None => source.to_owned(),
    }
}

fn extras(lang: Lang, s: &State) -> Markup {
    html! {
        section.gf-extras {
            h2 { (lang.t("gf-extras")) }
            div.gf-sheet-grid {
                @for (name, x) in &s.extras {
                    article.gf-sheet.extra {
                        header { h3 { (name) } @if !x.description.is_empty() { span.muted { (x.description) } } }
                        ul.gf-attrs { @for a in &x.sheet.cliches { li { (die(a.die)) " " (printed(lang, &a.name)) } } }
                        @if !x.sheet.problems.is_empty() {
                            h4 { (lang.t("gf-problems")) }
                            ul.gf-attrs.problems { @for a in &x.sheet.problems { li { (die(a.die)) " " (printed(lang, &a.name)) } } }
                        }
                        @if !x.sheet.advantages.is_empty() {
                            h4 { (lang.t("gf-advantages")) }
                            ul.gf-attrs { @for a in &x.sheet.advantages { li { (die(a.attr.die)) " " (printed(lang, &a.attr.name)) } } }
                        }
                    }
                }
            }
        }
    }
}

fn votes(lang: Lang, s: &State) -> Markup {
    html! {
        section.gf-votes {
            h2 { (lang.t("gf-votes")) }
            @for v in &s.votes {
                div.gf-vote {
                    p { strong { (v.question) } }
                    ul { @for (i, o) in v.options.iter().enumerate() {
                        @let n: usize = v.ballots.iter().filter(|(_, b)| **b == i)
                            .map(|(seat, _)| if *seat == genrefuzzion::MODERATOR { 2 } else { 1 }).sum();
                        li.winner[v.result == Some(Some(i))] { (o) ": " (n) }
                    } }
                    @if v.result.is_some() { p.muted { (lang.t("gf-vote-closed")) } }
                }
            }
        }
    }
}

// --- set-up -------------------------------------------------------------------------------------

const MAX_PLAYERS: usize = 12;

/// The set-up form: the players' names (three to twelve; player `n` sits at seat `n`, the
/// Moderator at seat 0), which player holds the Moderator role, and points carried from an earlier
/// campaign. The maximum wait ("límite de tiempo máximo", "El Moderador") is the table's own
/// "maximum wait" field above, which becomes the game's `max_wait_secs` too. Characters are made
/// at the table, together, as the rulebook's "Creación de Personajes" asks (cliché pool, draft,
/// dice, relationships, tricks, objectives): each step is a form of the table page.
pub fn setup(page: &Page, fields: &Fields) -> Markup {
    let carry = fields.checked("gf_carry");
    html! {
        div.gf-setup {
            p { (page.t("gf-setup-intro")) }
            p.muted { (page.t("gf-setup-wait")) }
            ol.gf-setup-players {
                @for i in 0..MAX_PLAYERS {
                    @let name = format!("gf_player{}", i + 1);
                    li {
                        label for=(name) { (page.lang.t_args("gf-setup-player", &[("n", (i + 1).into())])) }
                        input id=(name) name=(name) maxlength="40" required[i < 3]
                            value=(fields.get(&name).unwrap_or(""));
                        span.gf-carry {
                            @let pv = format!("gf_pv{}", i + 1);
                            @let pk = format!("gf_pk{}", i + 1);
                            label for=(pv) { (page.t("gf-pv")) }
                            input.num id=(pv) name=(pv) type="number" min="0" max="999" step="1" value=(fields.get(&pv).unwrap_or("0"));
                            label for=(pk) { (page.t("gf-pk")) }
                            input.num id=(pk) name=(pk) type="number" min="0" max="999" step="1" value=(fields.get(&pk).unwrap_or("0"));
                        }
                    }
                }
            }
            small { (page.t("gf-setup-players-help")) }
            label for="gf_moderator" { (page.t("gf-setup-moderator")) }
            input #gf_moderator name="gf_moderator" type="number" min="1" max="12" step="1"
                value=(fields.get("gf_moderator").unwrap_or("1"));
            small { (page.t("gf-setup-moderator-help")) }
            label.check {
                input type="checkbox" name="gf_carry" checked[carry];
                " " (page.t("gf-setup-carry"))
            }
        }
    }
}

/// The config of the set-up form (checked here with clear errors, and again by the rules).
pub fn config(fields: &Fields) -> Result<Config, AppError> {
    let mut players: Vec<String> = Vec::new();
    let mut points: Vec<Points> = Vec::new();
    let carry = fields.checked("gf_carry");
    let number = |name: &str, what: &str| -> Result<u32, AppError> {
        match fields.text(name) {
            None => Ok(0),
            Some(v) => v.parse::<u32>().map_err(|_| {
                AppError::bad(
                    "form.genrefuzzion.number",
                    format!("{what} must be a whole number of 0 or more, not \"{v}\""),
                )
            }),
        }
    };
    let mut gap = false;
    for i in 1..=MAX_PLAYERS {
        match fields.text(&format!("gf_player{i}")) {
            Some(name) => {
                if gap {
                    return Err(AppError::bad(
                        "form.genrefuzzion.gap",
                        "fill the players' names in order, without empty rows between them",
                    ));
                }
                if name.chars().count() > 40 {
                    return Err(AppError::bad(
                        "form.genrefuzzion.name_long",
                        "a player's name has at most 40 letters",
                    ));
                }
                if players.iter().any(|p| p.eq_ignore_ascii_case(name)) {
                    return Err(AppError::bad(
                        "form.genrefuzzion.name_twice",
                        format!("two players are called \"{name}\": give each a different name"),
                    ));
                }
                players.push(name.to_owned());
                let pv = number(&format!("gf_pv{i}"), "VP")?;
                let pk = number(&format!("gf_pk{i}"), "KP")?;
                points.push(Points { pv, pk });
            }
            None => gap = true,
        }
    }
    if players.len() < 3 {
        return Err(AppError::bad(
            "form.genrefuzzion.players",
            "GenreFuzzion needs three to twelve players: write at least three names",
        ));
    }
    let moderator = match fields.text("gf_moderator") {
        None => 1,
        Some(v) => {
            v.parse::<u8>().ok().filter(|m| (1..=players.len()).contains(&usize::from(*m))).ok_or_else(
                || {
                    AppError::bad(
                        "form.genrefuzzion.moderator",
                        format!("the Moderator is one of the players: a number from 1 to {}", players.len()),
                    )
                },
            )?
        }
    };
    let max_wait_secs = match fields.text("max_wait_hours") {
        None => 0,
        Some(v) => v.parse::<u64>().map(|h| h * 3600).map_err(|_| {
            AppError::bad("form.genrefuzzion.wait", "the maximum wait is a whole number of hours")
        })?,
    };
    let starting_points = if carry { points } else { Vec::new() };
    Ok(Config { players, moderator, max_wait_secs, starting_points })
}

// --- help ---------------------------------------------------------------------------------------

/// The help page: which step of the rulebook is which part of the screen.
pub fn help(lang: Lang) -> Markup {
    let rows = [
        ("gf-help-setup", "gf-help-setup-where"),
        ("gf-help-pool", "gf-help-pool-where"),
        ("gf-help-concept", "gf-help-concept-where"),
        ("gf-help-relationships", "gf-help-relationships-where"),
        ("gf-help-finishing", "gf-help-finishing-where"),
        ("gf-help-scene", "gf-help-scene-where"),
        ("gf-help-pool-roll", "gf-help-pool-roll-where"),
        ("gf-help-victory", "gf-help-victory-where"),
        ("gf-help-rating", "gf-help-rating-where"),
        ("gf-help-interval", "gf-help-interval-where"),
        ("gf-help-moderator", "gf-help-moderator-where"),
        ("gf-help-map", "gf-help-map-where"),
    ];
    html! {
        div.gf-help {
            p { (lang.t("gf-help-intro")) }
            table {
                thead { tr { th { (lang.t("gf-help-rule")) } th { (lang.t("gf-help-where")) } } }
                tbody { @for (a, b) in rows { tr { td { (lang.t(a)) } td { (lang.t(b)) } } } }
            }
            p.muted { (lang.t("gf-help-raw")) }
        }
    }
}

/// What a GenreFuzzion roll was for: a side's pool in a scene (who plays that side, the scene as
/// the step, the result as the reading), or the dice a trick or a flaw threw ("Trucos y Tretas":
/// a die added, a pool re-rolled, the die "Lapsus freudiano" takes away), named by the trick or
/// flaw and the pool it changed, thrown by whoever used it (the command's seat).
pub fn roll_words(
    lang: Lang,
    _names: &server::names::Names,
    before: &[&Event],
    thrown: &[&Event],
    _nth: usize,
) -> Option<super::RollWords> {
    // The scene as it stands when the roll is thrown.
    let scene = before.iter().chain(thrown).fold(None, |scene, e| match e {
        Event::SceneStarted { scene } | Event::SceneUpdated { scene, .. } => Some(scene),
        _ => scene,
    })?;
    let (roll, adjusted) = thrown.iter().find_map(|e| match e {
        Event::PoolRolled { roll } => Some((roll, None)),
        Event::RollAdjusted { roll, reason } => Some((roll, Some(reason))),
        _ => None,
    })?;
    let side = lang.t(side_id(roll.side));
    let who = match roll.side {
        Side::Protagonist => Some(scene.protagonist_player),
        Side::Antagonist => scene.antagonist_player,
    };
    let what = match adjusted {
        // A trick's or a flaw's dice are its user's, whichever pool they change.
        Some(reason) => match trick_or_flaw(reason) {
            Some((id, name)) => {
                return Some(super::RollWords {
                    who: None,
                    what: lang.t_args(id, &[("name", printed(lang, name).into()), ("side", side.into())]),
                    reading: Some(lang.t_args("gf-roll-reading", &[("result", roll.result().into())])),
                    step: Some(scene_step(lang, scene)),
                });
            }
            None => lang.t_args("gf-roll-adjusted", &[("side", side.into())]),
        },
        None => lang.t_args("gf-roll-pool", &[("side", side.into())]),
    };
    Some(super::RollWords {
        who,
        what,
        reading: Some(lang.t_args("gf-roll-reading", &[("result", roll.result().into())])),
        step: Some(scene_step(lang, scene)),
    })
}

/// A scene as a roll's step: "scene 2: The duel".
fn scene_step(lang: Lang, scene: &Scene) -> String {
    lang.t_args(
        "gf-roll-step",
        &[("n", u64::from(scene.number).into()), ("title", Arg::Str(scene.title.clone()))],
    )
}

/// The trick or flaw a roll's adjustment names (`reason` "trick: Suerte inmerecida", as the rules
/// write it): its message and its name as the sheet has it.
fn trick_or_flaw(reason: &str) -> Option<(&'static str, &str)> {
    if let Some(name) = reason.strip_prefix("trick: ") {
        return Some(("gf-roll-trick", name));
    }
    reason.strip_prefix("flaw: ").map(|name| ("gf-roll-flaw", name))
}

// --- events -------------------------------------------------------------------------------------

/// An event's system post (GenreFuzzion's events are public: nothing to redact).
///
/// Seats are named as people know them: the name the holder chose, else the game's name for the
/// seat (the player's name, "Moderador (Ana)"), never a number.
pub fn event_text(lang: Lang, names: &server::names::Names, event: &Event) -> Option<Markup> {
    let e = event.clone();
    let who = |s: SeatId| names.short(s);
    // In a sentence a part takes its article ("la Moderadora (Ana) vota"); a line that starts
    // with one is capitalised below.
    let named = |s: SeatId| Arg::Str(super::seat_of_names_the(lang, names, s));
    let text = match e {
        Event::CampaignStarted { config } => {
            lang.t_args("gf-ev-campaign-started", &[("n", (config.players.len() as u64).into())])
        }
        Event::PhaseChanged { phase } => {
            lang.t_args("gf-ev-phase-changed", &[("phase", phase_text(lang, &phase, &who).into())])
        }
        // Only the currencies that moved ("Scott (Ana): -4 PV.", not "-4 PV, +0 PK.").
        Event::PointsChanged { player, pv, pk, .. } => lang.t_args(
            match (pv, pk) {
                (_, 0) if pv != 0 => "gf-ev-points-vp",
                (0, _) if pk != 0 => "gf-ev-points-kp",
                _ => "gf-ev-points",
            },
            &[("who", named(player)), ("pv", signed(pv).into()), ("pk", signed(pk).into())],
        ),
        Event::ClicheProposed { player, text } => lang.t_args(
            "gf-ev-cliche-proposed",
            &[("who", named(player)), ("text", Arg::sentence(&printed(lang, &text)))],
        ),
        Event::ClicheDrafted { player, .. } => lang.t_args("gf-ev-cliche-drafted", &[("who", named(player))]),
        Event::OwnClichesAdded { player, .. } => lang.t_args("gf-ev-own-cliches", &[("who", named(player))]),
        Event::CharacterUpdated { character, reason, .. } => lang.t_args(
            "gf-ev-character-updated",
            &[
                // A character not named yet ("Cambia la hoja de (…)" had no name).
                ("named", if character.name.trim().is_empty() { "no" } else { "yes" }.into()),
                ("name", Arg::Str(character.name)),
                ("reason", reason_arg(lang, &reason)),
            ],
        ),
        Event::ExtraUpdated { name, .. } => lang.t_args("gf-ev-extra-updated", &[("name", Arg::Str(name))]),
        Event::CharacterAssigned { player, .. } => {
            lang.t_args("gf-ev-character-assigned", &[("who", named(player))])
        }
        Event::SceneStarted { scene } => lang.t_args(
            "gf-ev-scene-started",
            &[("n", (scene.number as u64).into()), ("title", Arg::Str(scene.title))],
        ),
        Event::SceneUpdated { reason, .. } => {
            lang.t_args("gf-ev-scene-updated", &[("reason", reason_arg(lang, &reason))])
        }
        Event::PoolRolled { roll } => roll_text(lang, "gf-ev-pool-rolled", &roll),
        Event::RollAdjusted { roll, reason } => match trick_or_flaw(&reason) {
            // Which trick or flaw changed the roll, ahead of how it reads now.
            Some((id, name)) => roll_text_with(lang, &format!("gf-ev-{}", &id[3..]), &roll, name),
            None => roll_text(lang, "gf-ev-roll-adjusted", &roll),
        },
        Event::StepChanged { step } => lang.t_args("gf-ev-step", &[("step", step_text(lang, &step).into())]),
        Event::SceneDecided { outcome } => {
            lang.t_args("gf-ev-scene-decided", &[("side", lang.t(side_id(outcome.winner)).into())])
        }
        Event::SceneRated { by, protagonist, antagonist, justification } => lang.t_args(
            "gf-ev-scene-rated",
            &[
                ("who", named(by)),
                ("p", u64::from(protagonist).into()),
                ("a", u64::from(antagonist).into()),
                ("why", Arg::Str(justification)),
            ],
        ),
        Event::GroupRatingGiven { by, .. } => lang.t_args("gf-ev-group-rating", &[("who", named(by))]),
        Event::SceneClosed => lang.t("gf-ev-scene-closed"),
        Event::SceneSuspended { .. } => lang.t("gf-ev-scene-suspended"),
        Event::SceneResumed { .. } => lang.t("gf-ev-scene-resumed"),
        Event::SceneWithdrawn { .. } => lang.t("gf-ev-scene-withdrawn"),
        // The deadline in the reader's time zone (the page script), UTC without it (and in mails).
        Event::DeadlineSet { deadline } => {
            let text = crate::i18n::upper_first(&lang.t_args("gf-ev-deadline", &[("secs", MOMENT.into())]));
            let (before, after) = text.split_once(MOMENT).unwrap_or((&text, ""));
            return Some(html! { (before) (deadline_tag(deadline)) (after) });
        }
        Event::Trained { .. } => lang.t("gf-ev-trained"),
        Event::SceneRequested { player } => lang.t_args("gf-ev-scene-requested", &[("who", named(player))]),
        Event::PlayerAdmitted { name } => lang.t_args("gf-ev-player-admitted", &[("name", Arg::Str(name))]),
        Event::PlayerLeft { player } => lang.t_args("gf-ev-player-left", &[("who", named(player))]),
        Event::PlayerReturned { player } => lang.t_args("gf-ev-player-returned", &[("who", named(player))]),
        Event::ClicheContributed { by, .. } => lang.t_args("gf-ev-cliche-contributed", &[("who", named(by))]),
        Event::ModeratorHandedOver { to } => lang.t_args("gf-ev-handed-over", &[("who", named(to))]),
        Event::VoteOpened { vote } => lang.t_args("gf-ev-vote-opened", &[("q", Arg::Str(vote.question))]),
        Event::VoteCast { by, .. } => lang.t_args("gf-ev-vote-cast", &[("who", named(by))]),
        Event::VoteClosed { .. } => lang.t("gf-ev-vote-closed"),
        Event::FinaleChanged { .. } => lang.t("gf-ev-finale-changed"),
    };
    Some(html! { (crate::i18n::upper_first(&text)) })
}

/// Where a line's deadline goes, before it is drawn as a `<time>`.
const MOMENT: &str = "\u{E000}";

/// A deadline (Unix seconds) as the reader's time (`pages::thread::moment_tag`).
fn deadline_tag(secs: u64) -> Markup {
    crate::pages::thread::moment_tag(i64::try_from(secs.saturating_mul(1000)).unwrap_or(i64::MAX))
}

fn signed(n: i64) -> String {
    if n >= 0 { format!("+{n}") } else { n.to_string() }
}

/// A reason code of an event ("cliche_dice") as words ("cliche dice").
/// Why a sheet or the scene changed, in words: the event's stable code (`pool_built`) through
/// `gf-reason`, never the code itself; a code it does not know reads as "changes".
fn reason_arg(lang: Lang, reason: &str) -> Arg {
    Arg::Str(lang.t_args("gf-reason", &[("reason", reason.into())]))
}

/// A pool rolled or adjusted: its side, its faces and its result.
fn roll_text(lang: Lang, id: &str, roll: &SceneRoll) -> String {
    roll_text_with(lang, id, roll, "")
}

/// [`roll_text`] with the name of the trick or flaw that adjusted it.
fn roll_text_with(lang: Lang, id: &str, roll: &SceneRoll, name: &str) -> String {
    let faces: Vec<String> = roll.roll.dice.iter().map(|d| format!("{}:{}", d.die, d.face)).collect();
    lang.t_args(
        id,
        &[
            ("side", lang.t(side_id(roll.side)).into()),
            ("faces", faces.join(" ").into()),
            ("result", roll.result().into()),
            ("name", printed(lang, name).into()),
        ],
    )
}

// --- odds ---------------------------------------------------------------------------------------

/// The dice of the roll form's checked sources: each `src` value ends with its die (`cliche:0:d8`),
/// a sacrificed advantage gives three dice of its size (`sacrifice:0:d6:3`).
fn pool_dice(fields: &Fields) -> Vec<Die> {
    let mut dice = Vec::new();
    for v in fields.all("src") {
        let parts: Vec<&str> = v.split(':').collect();
        let (times, die) = match parts.as_slice() {
            [.., d, n] if d.starts_with('d') && n.parse::<usize>().is_ok() => {
                (n.parse::<usize>().unwrap_or(1), d.parse::<Die>().ok())
            }
            [.., d] => (1, d.parse::<Die>().ok()),
            _ => (0, None),
        };
        if let Some(d) = die {
            dice.extend(std::iter::repeat_n(d, times.min(4)));
        }
    }
    dice
}

/// The odds composer: the exact distribution of the pool's result ("Tirando el pozo": the two
/// highest dice that are not 1s), the chance of beating the opponent's result when there is one
/// (the protagonist needs more, "el resultado del antagonista es igual o mayor, la escena
/// continúa"; the antagonist needs as much), or of reaching the aim the player typed, the chance of
/// fumbles, and what the pool costs (a third cliché 1 PV, the Karma d6 and an opponent's attribute
/// 1 PK each, "Armando el Pozo").
pub fn odds(lang: Lang, fields: &Fields) -> Option<Markup> {
    let dice = pool_dice(fields);
    if dice.is_empty() {
        return Some(html! { div.odds-result { p.muted { (lang.t("gf-odds-empty")) } } });
    }
    if dice.len() > 30 {
        return Some(html! { div.odds-result { p.refusal { (lang.t("gf-odds-too-many")) } } });
    }
    let joint = dice::odds::genrefuzzion(&dice);
    let result = joint.first();
    let beat: Option<i64> = fields.text("beat").and_then(|v| v.parse().ok());
    let strictly = fields.get("ties") == Some("lose");
    let aim: i64 = fields.text("aim").and_then(|v| v.parse().ok()).unwrap_or(8).clamp(0, 48);
    let (threshold, what) = match beat {
        Some(b) if strictly => (b + 1, lang.t_args("gf-odds-beat", &[("n", b.into())])),
        Some(b) => (b, lang.t_args("gf-odds-match", &[("n", b.into())])),
        None => (aim, lang.t_args("gf-odds-aim", &[("n", aim.into())])),
    };
    let success: Fraction = result.probability_that(|r| *r >= threshold);
    let bars: Vec<Bar> = result
        .probabilities()
        .into_iter()
        .map(|(r, chance)| Bar { label: r.to_string(), chance, success: r >= threshold })
        .collect();
    let fumble = joint.probability_that(|(_, f)| *f > 0);
    let cliches = fields.all("src").filter(|v| v.starts_with("cliche:")).count();
    let pv = u32::from(cliches > 2);
    let mut pk = 0;
    for v in fields.all("src") {
        if v.starts_with("karma:") || v.starts_with("opp:") {
            pk += 1;
        }
    }
    let pool: Vec<String> = dice.iter().map(|d| d.to_string()).collect();
    Some(html! {
        div.gf-odds {
            p.gf-odds-pool { (lang.t("gf-odds-pool")) ": " (pool.join(" + ")) }
            p { (what) }
            (composer_result(lang, &success, &bars))
            p.muted { (lang.t_args("gf-odds-fumble", &[("p", lang.percent(&fumble, 1).into())])) }
            @if pv + pk > 0 { p.gf-odds-cost { (lang.t_args("gf-odds-cost", &[("pv", pv.into()), ("pk", pk.into())])) } }
        }
    })
}

/// Kinds of attributes a form may name, in the order sheets list them.
const ATTR_KINDS: [AttrKind; 4] =
    [AttrKind::Cliche, AttrKind::Relationship, AttrKind::Advantage, AttrKind::Problem];

fn kind_tag(k: AttrKind) -> &'static str {
    match k {
        AttrKind::Cliche => "cliche",
        AttrKind::Relationship => "relationship",
        AttrKind::Advantage => "advantage",
        AttrKind::Problem => "problem",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every source the rules write (`PoolDie::source`, crates/genrefuzzion/src/rules/scene.rs) is
    /// read by its prefix and told in the reader's words, the thing it names in the reader's
    /// language; a source of an unknown form is shown as written.
    #[test]
    fn pool_sources_read_in_the_readers_words() {
        let cases = [
            ("cliché: Vampiro pacifista", "cliché: Pacifist vampire", "cliché: Vampiro pacifista"),
            (
                "relationship: Mejor amigo de Ana",
                "relationship: Best friend of Ana",
                "relación: Mejor amigo de Ana",
            ),
            ("advantage: Regalo del cielo", "advantage: Godsend", "ventaja: Regalo del cielo"),
            ("opponent's problem: Borracho", "opponent's problem: Drunk", "problema del oponente: Borracho"),
            ("scene cliché: Lluvia", "scene cliché: Lluvia", "cliché de escena: Lluvia"),
            ("ally: Wallace", "ally: Wallace", "aliado: Wallace"),
            ("opponent's Vampiro pacifista", "opponent's Pacifist vampire", "Vampiro pacifista del oponente"),
            ("gift: Martillo gigante", "gift: Martillo gigante", "regalo: Martillo gigante"),
            ("1 PK: d6", "1 KP: d6", "1 PK: d6"),
            ("trick: Arma predilecta", "trick: Favourite weapon", "truco: Arma predilecta"),
            ("something new", "something new", "something new"),
        ];
        for (source, en, es) in cases {
            assert_eq!(source_text(Lang::En, source), en, "{source}");
            assert_eq!(source_text(Lang::Es, source), es, "{source}");
        }
        assert!(
            source_text(Lang::Pseudo, "opponent's problem: Borracho")
                .starts_with(crate::i18n::PSEUDO_MARKS.0)
        );
    }

    /// "Fuera de control" names the problems of its fumbled dice with their source in brackets,
    /// which the rules write in English: both parts read in the reader's words.
    #[test]
    fn an_out_of_control_problem_reads_with_its_source_in_the_readers_words() {
        let problem = "Fuera de control (cliché: Vampiro pacifista)";
        assert_eq!(printed(Lang::En, problem), "Out of control (cliché: Pacifist vampire)");
        assert_eq!(printed(Lang::Es, problem), problem);
        assert_eq!(
            printed(Lang::Es, "Fuera de control (opponent's problem: Borracho)"),
            "Fuera de control (problema del oponente: Borracho)"
        );
        // A person's words with brackets stay as typed.
        assert_eq!(printed(Lang::En, "Odia a Ana (la vecina)"), "Odia a Ana (la vecina)");
    }
}
