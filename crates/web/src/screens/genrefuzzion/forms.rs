//! The action forms of the viewer's seat, and their fields turned back into commands.
//!
//! Every form is drawn from `GenreFuzzion::legal_commands` for the viewer's seat: a form appears when
//! the rules list its command (`genrefuzzion::listed`: the same command but for what a person writes
//! freely), its choices are the listed ones (the pool's sources, each trick's and flaw's targets by
//! name), and the screen decides nothing itself; `decide` judges what is sent. Anything the forms do
//! not cover (custom tricks, new characters) goes through the raw JSON form.

use std::time::{SystemTime, UNIX_EPOCH};

use dice::Die;
use engine::{Game, Legal, SeatId};
use genrefuzzion::data::{self, Currency, Trick};
use genrefuzzion::{
    AttrKind, AttrRef, Command, EffectAction, EffectUse, GenreFuzzion, Party, Phase, Scene, Side, Source,
    State, Step, Target, TrickChoice, TrickRule,
};
use maud::{Markup, html};
use serde_json::Value;
use server::AppError;

use super::{ATTR_KINDS, kind_tag, party};
use crate::page::Fields;
use crate::screens::{Cx, raw_command_form};

/// What the rules list for the viewer's seat now (`GenreFuzzion::legal_commands`): every form is
/// drawn from it and offers only what is listed; the screen decides nothing itself.
struct Listed<'a> {
    s: &'a State,
    legal: Vec<Legal<Command>>,
}

impl Listed<'_> {
    /// Whether the rules list `c` (but for what a player writes freely: its texts, its open fields).
    fn has(&self, c: &Command) -> bool {
        genrefuzzion::listed(self.s, &self.legal, c)
    }

    /// The listed commands.
    fn commands(&self) -> impl Iterator<Item = &Command> {
        self.legal.iter().map(|l| &l.command)
    }
}

/// The server's clock in Unix seconds. The rules have no clock (game crates are pure): the
/// Moderator's "contact the late player" and "suspend the scene" commands carry the time they are
/// sent, and the rules compare it with the deadline ("Si el jugador no responde en el límite de
/// tiempo máximo..."). The page takes it from the server, never from the browser, so nobody can
/// suspend a scene early by sending a time of their choosing through these forms.
pub(crate) fn now() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0)
}

const X: &str = "x";

fn enc_party(p: &Party) -> String {
    match p {
        Party::Character { id } => format!("c:{id}"),
        Party::Extra { name } => format!("x:{name}"),
    }
}

fn dec_party(v: &str, new_name: Option<&str>) -> Result<Party, AppError> {
    if v == "new" {
        let name = new_name.ok_or_else(|| {
            AppError::bad("form.genrefuzzion.extra_name", "write the name of the new extra")
        })?;
        return Ok(Party::Extra { name: name.to_owned() });
    }
    if let Some(id) = v.strip_prefix("c:") {
        return id.parse().map(|id| Party::Character { id }).map_err(|_| {
            AppError::bad("form.genrefuzzion.party", "choose a character or an extra from the list")
        });
    }
    if let Some(name) = v.strip_prefix("x:").filter(|n| !n.trim().is_empty()) {
        return Ok(Party::Extra { name: name.to_owned() });
    }
    Err(AppError::bad("form.genrefuzzion.party", "choose a character or an extra from the list"))
}

fn enc_attr(a: AttrRef) -> String {
    format!("{}:{}", kind_tag(a.kind), a.index)
}

fn dec_attr(v: &str) -> Result<AttrRef, AppError> {
    let bad = || AppError::bad("form.genrefuzzion.attr", "choose an attribute from the list");
    let (k, i) = v.split_once(':').ok_or_else(bad)?;
    let kind = ATTR_KINDS.into_iter().find(|kind| kind_tag(*kind) == k).ok_or_else(bad)?;
    Ok(AttrRef { kind, index: i.parse().map_err(|_| bad())? })
}

fn num<T: std::str::FromStr>(fields: &Fields, name: &str) -> Result<T, AppError> {
    fields.text(name).and_then(|v| v.parse().ok()).ok_or_else(|| {
        AppError::bad("form.genrefuzzion.number", format!("{name} must be a number from the form's choices"))
    })
}

fn text(fields: &Fields, name: &str) -> Result<String, AppError> {
    fields.text(name).map(str::to_owned).ok_or_else(|| {
        AppError::bad(
            "form.genrefuzzion.empty",
            format!("write something in \"{name}\": it may not be empty"),
        )
    })
}

fn die(fields: &Fields, name: &str) -> Result<Die, AppError> {
    fields.text(name).and_then(|v| v.parse().ok()).ok_or_else(|| {
        AppError::bad("form.genrefuzzion.die", format!("{name} must be a die: d4, d6, d8, d10 or d12"))
    })
}

fn trick_choice(fields: &Fields, name: &str) -> Result<TrickChoice, AppError> {
    let table_name = text(fields, name)?;
    let row = data::trick(&table_name).or_else(|| data::flaw(&table_name)).ok_or_else(|| {
        AppError::bad(
            "form.genrefuzzion.trick",
            format!("\"{table_name}\" is not in the tables of tricks and flaws"),
        )
    })?;
    let fill = fields.text(&format!("{name}_fill")).unwrap_or("");
    let fills = row.placeholders().into_iter().map(|p| (p, fill.to_owned())).collect();
    Ok(TrickChoice { name: table_name, fills })
}

fn source(v: &str) -> Result<Source, AppError> {
    let bad =
        || AppError::bad("form.genrefuzzion.source", format!("\"{v}\" is not a source of dice of this form"));
    let p: Vec<&str> = v.split(':').collect();
    let n = |i: usize| p.get(i).and_then(|x| x.parse::<usize>().ok()).ok_or_else(bad);
    Ok(match p.first().copied() {
        Some("cliche") => Source::Cliche { index: n(1)? },
        Some("relationship") => Source::Relationship { index: n(1)? },
        Some("advantage") => Source::Advantage { index: n(1)?, sacrifice: false },
        Some("sacrifice") => Source::Advantage { index: n(1)?, sacrifice: true },
        Some("problem") => Source::OpponentProblem { index: n(1)? },
        Some("scene") => Source::SceneCliche { index: n(1)? },
        Some("ally") => Source::Ally {
            ally: n(1)?,
            attr: dec_attr(&format!("{}:{}", p.get(2).ok_or_else(bad)?, p.get(3).ok_or_else(bad)?))?,
        },
        Some("opp") => Source::OpponentAttribute {
            attr: dec_attr(&format!("{}:{}", p.get(1).ok_or_else(bad)?, p.get(2).ok_or_else(bad)?))?,
        },
        Some("gift") => Source::Gift { index: n(1)? },
        Some("karma") => Source::KarmaD6,
        Some("trick8") => Source::TrickD8 { trick: n(1)? },
        Some("trick12") => Source::TrickD12 { trick: n(1)? },
        _ => return Err(bad()),
    })
}

fn currency(fields: &Fields) -> Result<Currency, AppError> {
    match fields.get("pay") {
        Some("pv") => Ok(Currency::Pv),
        Some("pk") => Ok(Currency::Pk),
        _ => Err(AppError::bad("form.genrefuzzion.currency", "pay with PV or PK")),
    }
}

/// The command of an action form.
pub fn command(fields: &Fields) -> Result<Value, AppError> {
    use Command::*;
    let form = fields.get("form").unwrap_or("");
    let c = match form {
        "propose" => match fields.text("number") {
            Some(n) => ProposeTableCliche {
                number: n.parse().map_err(|_| {
                    AppError::bad("form.genrefuzzion.number", "choose a cliché of the table (1-100)")
                })?,
            },
            None => ProposeCliche { text: text(fields, "text")? },
        },
        "draft" => DraftCliche { index: num(fields, "index")? },
        "own" => {
            AddOwnCliches { cliches: vec![text(fields, "c1")?, text(fields, "c2")?, text(fields, "c3")?] }
        }
        "cliche-dice" => AssignClicheDice {
            dice: (0..6).map(|i| die(fields, &format!("die{i}"))).collect::<Result<_, _>>()?,
        },
        "name" => NameCharacter { name: text(fields, "name")? },
        "relationship" => {
            let to = dec_party(fields.get("to").unwrap_or(""), fields.text("extra_name"))?;
            let via_extra = fields.text("via_extra").map(str::to_owned);
            match fields.text("number") {
                Some(n) => DeclareTableRelationship {
                    to,
                    number: n.parse().map_err(|_| {
                        AppError::bad(
                            "form.genrefuzzion.number",
                            "choose a relationship of the table (1-100)",
                        )
                    })?,
                    via_extra,
                },
                None => DeclareRelationship { to, via_extra, text: text(fields, "text")? },
            }
        }
        "close-relationships" => CloseRelationships,
        "rel-dice" => {
            let n: usize = num(fields, "count")?;
            AssignRelationshipDice {
                dice: (0..n).map(|i| die(fields, &format!("die{i}"))).collect::<Result<_, _>>()?,
            }
        }
        "tricks" => ChooseTricks {
            tricks: vec![trick_choice(fields, "trick1")?, trick_choice(fields, "trick2")?],
            flaw: trick_choice(fields, "flaw")?,
        },
        "objective" => SetObjective {
            character: num(fields, "character")?,
            text: text(fields, "text")?,
            difficulty: num(fields, "difficulty")?,
        },
        "start-scene" => {
            let mut cliches = Vec::new();
            for i in 0..3 {
                if let Some(name) = fields.text(&format!("sc{i}")) {
                    cliches.push(genrefuzzion::Attr {
                        name: name.to_owned(),
                        die: die(fields, &format!("sc{i}_die"))?,
                    });
                }
            }
            let mut allies = Vec::new();
            for a in fields.all("ally") {
                allies.push(dec_party(a, None)?);
            }
            StartScene {
                title: text(fields, "title")?,
                setting: text(fields, "setting")?,
                tone: text(fields, "tone")?,
                cliches,
                antagonist: dec_party(fields.get("antagonist").unwrap_or(""), fields.text("extra_name"))?,
                intention: text(fields, "intention")?,
                allies,
                grand_finale: fields.checked("grand_finale"),
            }
        }
        "call-interval" => CallInterval,
        "reformulate" => ReformulateIntention { intention: text(fields, "intention")? },
        "present" => {
            let define: Vec<String> =
                (0..5).filter_map(|i| fields.text(&format!("define{i}")).map(str::to_owned)).collect();
            PresentAntagonist {
                define,
                description: fields.text("description").unwrap_or("").to_owned(),
                raises: Vec::new(),
                intention: text(fields, "intention")?,
                allies: Vec::new(),
            }
        }
        "refuse-ally" => RefuseAlly { ally: num(fields, "ally")? },
        "veto-ally" => VetoExtraAlly { ally: num(fields, "ally")? },
        "roll" => RollPool { sources: fields.all("src").map(source).collect::<Result<_, _>>()? },
        "boost" => Boost { with: currency(fields)? },
        "stand" => Stand,
        "surrender" => Surrender,
        "gift" => GiftAttribute { attr: dec_attr(fields.get("attr").unwrap_or(""))? },
        "victory" => {
            let effect = match fields.text("effect_die") {
                None => None,
                Some(d) => {
                    let die: usize = d.parse().map_err(|_| {
                        AppError::bad("form.genrefuzzion.effect", "choose the effect die from the list")
                    })?;
                    let action = match fields.get("effect_kind") {
                        Some("advantage") => EffectAction::Advantage {
                            name: text(fields, "effect_name")?,
                            only_against_opponent: fields.checked("only_against"),
                        },
                        Some("problem") => EffectAction::Problem { name: text(fields, "effect_name")? },
                        Some("escalate") => EffectAction::EscalateProblem { index: num(fields, "problem")? },
                        Some("annul") => {
                            // The form names sides relative to the winner; the command names them.
                            let v = fields.get("annul").unwrap_or("");
                            let (whose, attr) = v.split_once('/').ok_or_else(|| {
                                AppError::bad("form.genrefuzzion.attr", "choose an attribute from the list")
                            })?;
                            let winner = if fields.get("winner") == Some("antagonist") {
                                Side::Antagonist
                            } else {
                                Side::Protagonist
                            };
                            let side = if whose == "own" { winner } else { winner.other() };
                            EffectAction::Annul { side, attr: dec_attr(attr)? }
                        }
                        _ => {
                            return Err(AppError::bad(
                                "form.genrefuzzion.effect",
                                "choose what the effect die becomes: an advantage, a problem, an escalated problem or an annulled attribute",
                            ));
                        }
                    };
                    Some(EffectUse { die, action })
                }
            };
            ClaimVictory { effect, extra: Vec::new() }
        }
        "rate" => Rate {
            protagonist: num(fields, "protagonist")?,
            antagonist: num(fields, "antagonist")?,
            justification: text(fields, "justification")?,
        },
        "close-group-rating" => CloseGroupRating,
        "use-trick" => {
            // "trick" or "trick:target", as the form lists them.
            let bad = || AppError::bad("form.genrefuzzion.trick", "choose a trick from the list");
            let v = fields.get("trick").unwrap_or("");
            let mut parts = v.split(':').map(|x| x.parse::<usize>().map_err(|_| bad()));
            let trick = parts.next().ok_or_else(bad)??;
            let target = parts.next().transpose()?;
            UseTrick { trick, target }
        }
        "activate-flaw" => {
            // "character:flaw" then its targets, as the form lists them.
            let bad = || AppError::bad("form.genrefuzzion.flaw", "choose a flaw from the list");
            let v = fields.get("flaw").unwrap_or("");
            let parts: Vec<usize> =
                v.split(':').map(|x| x.parse::<usize>().map_err(|_| bad())).collect::<Result<_, _>>()?;
            let [character, flaw, target @ ..] = parts.as_slice() else { return Err(bad()) };
            ActivateFlaw { character: *character, flaw: *flaw, target: target.to_vec() }
        }
        "request-next" => RequestNextScene,
        "end-interval" => {
            EndInterval { cede_to: fields.text("cede_to").and_then(|v| v.parse().ok()).map(SeatId) }
        }
        "train" => Train { attr: dec_attr(fields.get("attr").unwrap_or(""))? },
        "add-cliche" => AddCliche { name: text(fields, "name")? },
        "learn-trick" => LearnTrick { choice: trick_choice(fields, "trick")? },
        "take-flaw" => TakeFlaw { choice: trick_choice(fields, "flaw")? },
        "analyse" => AnalyseObjective { index: num(fields, "index")? },
        "satisfy" => SatisfyObjective { index: num(fields, "index")? },
        "close-objective" => CloseObjective { index: num(fields, "index")? },
        "endorse" => {
            let v = fields.get("objective").unwrap_or("");
            let (c, i) = v.split_once(':').ok_or_else(|| {
                AppError::bad("form.genrefuzzion.objective", "choose an objective from the list")
            })?;
            let bad = || AppError::bad("form.genrefuzzion.objective", "choose an objective from the list");
            EndorseObjective {
                character: c.parse().map_err(|_| bad())?,
                index: i.parse().map_err(|_| bad())?,
                pay: currency(fields)?,
            }
        }
        "retire" => RetireCharacter,
        "nudge" => NudgeLatePlayer { now: now() },
        "suspend" => SuspendScene { now: now(), next_starter: SeatId(num(fields, "next_starter")?) },
        "resume" => ResumeScene { index: num(fields, "index")? },
        "withdraw" => WithdrawScene { index: num(fields, "index")? },
        "end-campaign" => EndCampaign,
        "admit" => AdmitPlayer { name: text(fields, "name")? },
        "retire-absent" => RetireAbsentPlayer { player: SeatId(num(fields, "player")?) },
        "welcome-back" => WelcomeBack { player: SeatId(num(fields, "player")?) },
        "hand-over" => HandOver { to: SeatId(num(fields, "to")?) },
        "cancel-finale" => CancelGrandFinale,
        "open-vote" => OpenVote {
            question: text(fields, "question")?,
            options: text(fields, "options")?
                .lines()
                .map(str::trim)
                .filter(|l| !l.is_empty())
                .map(str::to_owned)
                .collect(),
        },
        "vote" => CastVote { vote: num(fields, "vote")?, option: num(fields, "option")? },
        "close-vote" => CloseVote { vote: num(fields, "vote")? },
        "propose-finale" => ProposeGrandFinale { framing: text(fields, "framing")? },
        "agree-finale" => AgreeGrandFinale,
        _ => {
            return Err(AppError::bad(
                "form.genrefuzzion.unknown",
                format!("\"{form}\" is not a GenreFuzzion form"),
            ));
        }
    };
    serde_json::to_value(&c).map_err(|_| AppError::Internal)
}

// --- drawing --------------------------------------------------------------------------------------

fn die_select(name: &str, dice: &[Die], selected: Option<Die>) -> Markup {
    html! {
        select name=(name) id=(name) {
            @for d in dice { option value=(d.to_string()) selected[selected == Some(*d)] { (d.to_string()) } }
        }
    }
}

fn submit(label: String) -> Markup {
    html! { button type="submit" { (label) } }
}

/// The viewer's action forms, only those the rules accept now.
pub fn actions(cx: &Cx, s: &State) -> Markup {
    let Some(seat) = cx.seat() else { return html! {} };
    let l = Listed { s, legal: GenreFuzzion::legal_commands(s, seat) };
    let mut out: Vec<Markup> = Vec::new();
    creation_forms(cx, s, seat, &l, &mut out);
    lull_forms(cx, s, seat, &l, &mut out);
    if let Some(sc) = &s.scene {
        scene_forms(cx, s, sc, seat, &l, &mut out);
    }
    interval_forms(cx, s, seat, &l, &mut out);
    table_forms(cx, s, &l, &mut out);
    html! {
        section.gf-actions {
            h2 { (cx.t("gf-your-actions")) }
            @if out.is_empty() { p.muted { (cx.t("gf-nothing-to-do")) } }
            @for m in &out { (m) }
            @if !matches!(s.phase, Phase::Over) { (raw_command_form(cx)) }
        }
    }
}

fn creation_forms(cx: &Cx, s: &State, seat: SeatId, l: &Listed, out: &mut Vec<Markup>) {
    let t = data::tables();
    if l.has(&Command::ProposeCliche { text: X.into() }) {
        let left = 3 - s.proposed.get(&seat).copied().unwrap_or(0).min(3);
        out.push(cx.form(
            "propose",
            html! {
                h3 { (cx.t("gf-form-propose")) " " span.muted { (cx.lang().t_args("gf-left", &[("n", left.into())])) } }
                label for="gf-propose-number" { (cx.t("gf-from-table")) }
                select #gf-propose-number name="number" {
                    option value="" { (cx.t("gf-write-own")) }
                    @for (i, c) in t.cliches.iter().enumerate() { option value=(i + 1) { (i + 1) ". " (c) } }
                }
                label for="gf-propose-text" { (cx.t("gf-or-write")) }
                input #gf-propose-text name="text" maxlength="120";
                (submit(cx.t("gf-send")))
            },
        ));
    }
    let draftable: Vec<usize> =
        (0..s.cliche_pool.len()).filter(|i| l.has(&Command::DraftCliche { index: *i })).collect();
    if !draftable.is_empty() {
        out.push(cx.form(
            "draft",
            html! {
                h3 { (cx.t("gf-form-draft")) }
                label for="gf-draft" { (cx.t("gf-cliche")) }
                select #gf-draft name="index" {
                    @for i in &draftable { option value=(i) { (s.cliche_pool[*i].1) } }
                }
                (submit(cx.t("gf-draft")))
            },
        ));
    }
    if l.has(&Command::AddOwnCliches { cliches: vec![X.into(), "y".into(), "z".into()] }) {
        out.push(cx.form(
            "own",
            html! {
                h3 { (cx.t("gf-form-own")) }
                @for i in 1..=3 {
                    label for={ "gf-own-" (i) } { (cx.lang().t_args("gf-own-n", &[("n", i.into())])) }
                    input id={ "gf-own-" (i) } name={ "c" (i) } required maxlength="120";
                }
                (submit(cx.t("gf-send")))
            },
        ));
    }
    let six = vec![Die::D8, Die::D8, Die::D6, Die::D6, Die::D4, Die::D4];
    if l.has(&Command::AssignClicheDice { dice: six.clone() }) {
        let names: Vec<String> = s
            .drafted
            .get(&seat)
            .cloned()
            .unwrap_or_default()
            .into_iter()
            .chain(s.own_cliches.get(&seat).cloned().unwrap_or_default())
            .collect();
        out.push(cx.form(
            "cliche-dice",
            html! {
                h3 { (cx.t("gf-form-cliche-dice")) }
                p.muted { (cx.t("gf-cliche-dice-help")) }
                @for (i, n) in names.iter().enumerate() {
                    div.gf-row { label for={ "die" (i) } { (n) } (die_select(&format!("die{i}"), &[Die::D8, Die::D6, Die::D4], six.get(i).copied())) }
                }
                (submit(cx.t("gf-send")))
            },
        ));
    }
    if l.has(&Command::NameCharacter { name: "Zz Unused Name".into() }) {
        out.push(cx.form(
            "name",
            html! {
                h3 { (cx.t("gf-form-name")) }
                label for="gf-name" { (cx.t("gf-name")) }
                input #gf-name name="name" required maxlength="60";
                (submit(cx.t("gf-send")))
            },
        ));
    }
    // The relationships chain: whom the holder (or the one answering) may name.
    if matches!(s.phase, Phase::Relationships { .. }) {
        let targets: Vec<Party> = (0..s.characters.len())
            .map(|id| Party::Character { id })
            .filter(|p| {
                l.has(&Command::DeclareRelationship { to: p.clone(), via_extra: None, text: X.into() })
            })
            .collect();
        let extra_ok = l.has(&Command::DeclareRelationship {
            to: Party::Extra { name: "Zz".into() },
            via_extra: None,
            text: X.into(),
        });
        if !targets.is_empty() || extra_ok {
            out.push(cx.form(
                "relationship",
                html! {
                    h3 { (cx.t("gf-form-relationship")) }
                    label for="gf-rel-to" { (cx.t("gf-with")) }
                    select #gf-rel-to name="to" {
                        @for p in &targets { option value=(enc_party(p)) { (party(s, p)) } }
                        @if extra_ok { option value="new" { (cx.t("gf-an-extra")) } }
                    }
                    @if extra_ok {
                        label for="gf-rel-extra" { (cx.t("gf-extra-name")) }
                        input #gf-rel-extra name="extra_name" maxlength="60";
                    }
                    label for="gf-rel-number" { (cx.t("gf-from-table")) }
                    select #gf-rel-number name="number" {
                        option value="" { (cx.t("gf-write-own")) }
                        @for (i, r) in data::tables().relationships.iter().enumerate() { option value=(i + 1) { (i + 1) ". " (r) } }
                    }
                    label for="gf-rel-text" { (cx.t("gf-or-write")) }
                    input #gf-rel-text name="text" maxlength="160";
                    label for="gf-rel-via" { (cx.t("gf-via-extra-label")) }
                    input #gf-rel-via name="via_extra" maxlength="60";
                    (submit(cx.t("gf-send")))
                },
            ));
        }
        if l.has(&Command::CloseRelationships) {
            out.push(cx.form("close-relationships", html! { h3 { (cx.t("gf-form-close-relationships")) } (submit(cx.t("gf-close-relationships"))) }));
        }
    }
    if let Some(me) = s.character_of(seat).filter(|_| s.phase == Phase::Finishing) {
        let n = s.characters[me].sheet.relationships.len();
        if l.has(&Command::AssignRelationshipDice { dice: vec![Die::D6; n] }) {
            out.push(cx.form(
                "rel-dice",
                html! {
                    h3 { (cx.t("gf-form-rel-dice")) }
                    p.muted { (cx.t("gf-rel-dice-help")) }
                    input type="hidden" name="count" value=(n);
                    @for (i, r) in s.characters[me].sheet.relationships.iter().enumerate() {
                        div.gf-row { label for={ "die" (i) } { (r.text) } (die_select(&format!("die{i}"), &[Die::D8, Die::D6, Die::D4], Some(Die::D6))) }
                    }
                    (submit(cx.t("gf-send")))
                },
            ));
        }
        if s.characters[me].tricks.is_empty() {
            let t = data::tables();
            out.push(cx.form(
                "tricks",
                html! {
                    h3 { (cx.t("gf-form-tricks")) }
                    p.muted { (cx.t("gf-tricks-help")) }
                    @for k in ["trick1", "trick2"] {
                        div.gf-row {
                            label for={ "gf-" (k) } { (cx.t("gf-trick")) }
                            select id={ "gf-" (k) } name=(k) {
                                @for (i, r) in t.tricks.iter().enumerate() {
                                    option value=(r.name) selected[i == usize::from(k == "trick2")] { (r.name) " (" (r.cost) " " (super::currency(cx.lang(), r.currency)) ")" }
                                }
                            }
                            label for={ "gf-" (k) "-fill" } { (cx.t("gf-fill")) }
                            input id={ "gf-" (k) "-fill" } name={ (k) "_fill" } maxlength="80";
                        }
                    }
                    div.gf-row {
                        label for="gf-flaw" { (cx.t("gf-flaw")) }
                        select #gf-flaw name="flaw" {
                            @for r in &t.flaws { option value=(r.name) { (r.name) " (" (r.cost) " " (super::currency(cx.lang(), r.currency)) ")" } }
                        }
                        label for="gf-flaw-fill" { (cx.t("gf-fill")) }
                        input #gf-flaw-fill name="flaw_fill" maxlength="80";
                    }
                    (submit(cx.t("gf-send")))
                },
            ));
        }
    }
    if s.phase == Phase::Finishing {
        let whose: Vec<usize> = (0..s.characters.len())
            .filter(|c| l.has(&Command::SetObjective { character: *c, text: X.into(), difficulty: 10 }))
            .collect();
        if !whose.is_empty() {
            out.push(cx.form(
                "objective",
                html! {
                    h3 { (cx.t("gf-form-objective")) }
                    label for="gf-obj-char" { (cx.t("gf-character")) }
                    select #gf-obj-char name="character" {
                        @for c in &whose { option value=(c) { (s.characters[*c].name) } }
                    }
                    label for="gf-obj-text" { (cx.t("gf-objective")) }
                    input #gf-obj-text name="text" required maxlength="160";
                    label for="gf-obj-diff" { (cx.t("gf-difficulty")) }
                    input #gf-obj-diff name="difficulty" type="number" min="5" max="15" step="1" value="10" required;
                    (submit(cx.t("gf-send")))
                },
            ));
        }
    }
}

fn lull_forms(cx: &Cx, s: &State, seat: SeatId, l: &Listed, out: &mut Vec<Markup>) {
    if !matches!(s.phase, Phase::Lull { .. }) {
        return;
    }
    let probe = |antagonist: Party, allies: Vec<Party>| Command::StartScene {
        title: X.into(),
        setting: X.into(),
        tone: X.into(),
        cliches: Vec::new(),
        antagonist,
        intention: X.into(),
        allies,
        grand_finale: s.finale.is_some(),
    };
    let new_extra = Party::Extra { name: "Zz New Extra".into() };
    if l.has(&probe(new_extra.clone(), vec![])) {
        let me = s.character_of(seat);
        let mut antagonists: Vec<Party> = (0..s.characters.len())
            .map(|id| Party::Character { id })
            .filter(|p| l.has(&probe(p.clone(), vec![])))
            .collect();
        antagonists.extend(s.extras.keys().map(|n| Party::Extra { name: n.clone() }));
        let allies: Vec<Party> = (0..s.characters.len())
            .filter(|id| Some(*id) != me)
            .map(|id| Party::Character { id })
            .filter(|p| l.has(&probe(new_extra.clone(), vec![p.clone()])))
            .chain(s.extras.keys().map(|n| Party::Extra { name: n.clone() }))
            .collect();
        out.push(cx.form(
            "start-scene",
            html! {
                h3 { (cx.t("gf-form-start-scene")) }
                div.gf-fieldgrid {
                    label for="gf-sc-title" { (cx.t("gf-title")) }
                    input #gf-sc-title name="title" required maxlength="120";
                    label for="gf-sc-setting" { (cx.t("gf-setting")) }
                    input #gf-sc-setting name="setting" required maxlength="200";
                    label for="gf-sc-tone" { (cx.t("gf-tone")) }
                    input #gf-sc-tone name="tone" required maxlength="60";
                    label for="gf-sc-antagonist" { (cx.t("gf-antagonist")) }
                    select #gf-sc-antagonist name="antagonist" {
                        option value="new" { (cx.t("gf-new-extra")) }
                        @for p in &antagonists { option value=(enc_party(p)) { (party(s, p)) } }
                    }
                    label for="gf-sc-extra" { (cx.t("gf-extra-name")) }
                    input #gf-sc-extra name="extra_name" maxlength="60";
                    label for="gf-sc-intention" { (cx.t("gf-intention")) }
                    input #gf-sc-intention name="intention" required maxlength="200";
                }
                fieldset.gf-scene-cliches {
                    legend { (cx.t("gf-scene-cliches")) " " span.muted { (cx.t("gf-scene-cliches-help")) } }
                    @for i in 0..3 {
                        div.gf-row {
                            input name={ "sc" (i) } maxlength="80" aria-label={ (cx.t("gf-scene-cliche")) " " (i + 1) };
                            (die_select(&format!("sc{i}_die"), &[Die::D8, Die::D6, Die::D4], Some(Die::D6)))
                        }
                    }
                }
                @if !allies.is_empty() {
                    fieldset {
                        legend { (cx.t("gf-allies")) }
                        @for p in &allies {
                            label.check { input type="checkbox" name="ally" value=(enc_party(p)); " " (party(s, p)) }
                        }
                    }
                }
                @if s.finale.is_some() {
                    label.check { input type="checkbox" name="grand_finale" checked; " " (cx.t("gf-finale")) }
                }
                (submit(cx.t("gf-start-scene")))
            },
        ));
    }
    if l.has(&Command::CallInterval) {
        out.push(cx.form(
            "call-interval",
            html! { h3 { (cx.t("gf-form-call-interval")) } (submit(cx.t("gf-call-interval"))) },
        ));
    }
    if l.has(&Command::ProposeGrandFinale { framing: X.into() }) {
        out.push(cx.form(
            "propose-finale",
            html! {
                details { summary { (cx.t("gf-form-propose-finale")) }
                    label for="gf-framing" { (cx.t("gf-framing")) }
                    input #gf-framing name="framing" required maxlength="200";
                    (submit(cx.t("gf-send"))) }
            },
        ));
    }
    if l.has(&Command::AgreeGrandFinale) {
        out.push(cx.form(
            "agree-finale",
            html! { h3 { (cx.t("gf-form-agree-finale")) } (submit(cx.t("gf-agree"))) },
        ));
    }
    for i in 0..s.suspended.len() {
        if l.has(&Command::ResumeScene { index: i }) {
            out.push(cx.form("resume", html! { input type="hidden" name="index" value=(i); (submit(format!("{} {}", cx.t("gf-resume"), s.suspended[i].title))) }));
        }
        if l.has(&Command::WithdrawScene { index: i }) {
            out.push(cx.form("withdraw", html! { input type="hidden" name="index" value=(i); (submit(format!("{} {}", cx.t("gf-withdraw"), s.suspended[i].title))) }));
        }
    }
}

/// The dice sources a side may add to its pool now, each with its die (for the odds) and label.
fn sources(lang: crate::i18n::Lang, s: &State, sc: &Scene, side: Side, l: &Listed) -> Vec<(String, String)> {
    let me = sc.leader(side);
    let opp = sc.leader(side.other());
    let sheet = s.sheet(&me).cloned().unwrap_or_default();
    let opp_sheet = s.sheet(&opp).cloned().unwrap_or_default();
    let mut all: Vec<(Source, String, String)> = Vec::new();
    let d = |d: Die| d.to_string();
    for (i, a) in sheet.cliches.iter().enumerate() {
        all.push((
            Source::Cliche { index: i },
            format!("cliche:{i}:{}", d(a.die)),
            format!("{} {}", a.name, d(a.die)),
        ));
    }
    for (i, r) in sheet.relationships.iter().enumerate() {
        if let Some(die) = r.die {
            all.push((
                Source::Relationship { index: i },
                format!("relationship:{i}:{}", d(die)),
                format!("{} {}", r.text, d(die)),
            ));
        }
    }
    for (i, a) in sheet.advantages.iter().enumerate() {
        let die = a.attr.die;
        all.push((
            Source::Advantage { index: i, sacrifice: false },
            format!("advantage:{i}:{}", d(die)),
            format!("{} {}", a.attr.name, d(die)),
        ));
        all.push((
            Source::Advantage { index: i, sacrifice: true },
            format!("sacrifice:{i}:{}:3", d(die)),
            format!("{} 3×{} ({})", a.attr.name, d(die), lang.t("gf-src-sacrifice")),
        ));
    }
    for (i, a) in opp_sheet.problems.iter().enumerate() {
        all.push((
            Source::OpponentProblem { index: i },
            format!("problem:{i}:{}", d(a.die)),
            format!("{}: {} {}", lang.t("gf-src-problem"), a.name, d(a.die)),
        ));
    }
    for (i, a) in sc.cliches.iter().enumerate() {
        all.push((
            Source::SceneCliche { index: i },
            format!("scene:{i}:{}", d(a.die)),
            format!("{}: {} {}", lang.t("gf-src-scene"), a.name, d(a.die)),
        ));
    }
    for (ai, a) in sc.allies.iter().enumerate() {
        if a.side != side {
            continue;
        }
        if let Some(sh) = s.sheet(&a.who) {
            for (i, c) in sh.cliches.iter().enumerate() {
                all.push((
                    Source::Ally { ally: ai, attr: AttrRef { kind: AttrKind::Cliche, index: i } },
                    format!("ally:{ai}:cliche:{i}:{}", d(c.die)),
                    format!("{} {}: {} {}", lang.t("gf-src-ally"), party(s, &a.who), c.name, d(c.die)),
                ));
            }
        }
    }
    for (i, a) in opp_sheet.cliches.iter().enumerate() {
        all.push((
            Source::OpponentAttribute { attr: AttrRef { kind: AttrKind::Cliche, index: i } },
            format!("opp:cliche:{i}:{}", d(a.die)),
            format!("{}: {} {} (1 {})", lang.t("gf-src-opponent"), a.name, d(a.die), lang.t("gf-pk")),
        ));
    }
    for (gi, (_, a)) in sc.gifts.iter().filter(|(sd, _)| *sd == side).enumerate() {
        all.push((
            Source::Gift { index: gi },
            format!("gift:{gi}:{}", d(a.die)),
            format!("{}: {} {}", lang.t("gf-src-gift"), a.name, d(a.die)),
        ));
    }
    all.push((Source::KarmaD6, "karma:d6".into(), "Karma d6 (1 PK)".into()));
    if let Party::Character { id } = &me
        && let Some(c) = s.characters.get(*id)
    {
        for (i, t) in c.tricks.iter().enumerate() {
            if t.rule == TrickRule::Trick(Trick::ArmaPredilecta) {
                all.push((Source::TrickD8 { trick: i }, format!("trick8:{i}:d8"), format!("{} d8", t.name)));
            }
            if t.rule == TrickRule::Trick(Trick::FueraDeControl) {
                all.push((
                    Source::TrickD12 { trick: i },
                    format!("trick12:{i}:d12"),
                    format!("{} d12", t.name),
                ));
            }
        }
    }
    // A source is offered when the rules list a pool holding it.
    all.into_iter()
        .filter(|(src, _, _)| {
            l.commands().any(|c| matches!(c, Command::RollPool { sources } if sources.contains(src)))
        })
        .map(|(_, v, l)| (v, l))
        .collect()
}

fn scene_forms(cx: &Cx, s: &State, sc: &Scene, seat: SeatId, l: &Listed, out: &mut Vec<Markup>) {
    let lang = cx.lang();
    if l.has(&Command::ReformulateIntention { intention: X.into() }) {
        out.push(cx.form(
            "reformulate",
            html! {
                details { summary { (cx.t("gf-form-reformulate")) }
                    input name="intention" required maxlength="200" aria-label=(cx.t("gf-intention"));
                    (submit(cx.t("gf-send"))) }
            },
        ));
    }
    let needs_define = matches!(&sc.antagonist, Party::Extra { name } if !s.extras.contains_key(name));
    let define: Vec<String> = if needs_define { (0..5).map(|i| format!("zz{i}")).collect() } else { vec![] };
    let present = Command::PresentAntagonist {
        define,
        description: X.into(),
        raises: vec![],
        intention: X.into(),
        allies: vec![],
    };
    if l.has(&present) {
        out.push(cx.form(
            "present",
            html! {
                h3 { (cx.lang().t_args("gf-form-present", &[("name", party(s, &sc.antagonist).into())])) }
                @if needs_define {
                    p.muted { (cx.t("gf-define-help")) }
                    @for (i, d) in ["d10", "d6", "d6", "d6", "d4"].iter().enumerate() {
                        div.gf-row {
                            span.gf-die data-die=(d) { (d) }
                            input name={ "define" (i) } required maxlength="80" aria-label={ (cx.t("gf-cliche")) " " (d) };
                        }
                    }
                    label for="gf-present-desc" { (cx.t("gf-description")) }
                    input #gf-present-desc name="description" required maxlength="160";
                }
                label for="gf-present-intention" { (cx.t("gf-intention")) }
                input #gf-present-intention name="intention" required maxlength="200";
                (submit(cx.t("gf-present")))
            },
        ));
    }
    for (i, a) in sc.allies.iter().enumerate() {
        if l.has(&Command::RefuseAlly { ally: i }) {
            out.push(cx.form("refuse-ally", html! { input type="hidden" name="ally" value=(i); (submit(format!("{}: {}", cx.t("gf-refuse-ally"), party(s, &a.who)))) }));
        }
        if l.has(&Command::VetoExtraAlly { ally: i }) {
            out.push(cx.form("veto-ally", html! { input type="hidden" name="ally" value=(i); (submit(format!("{}: {}", cx.t("gf-veto-ally"), party(s, &a.who)))) }));
        }
    }
    // The pool: the protagonist's first pool or retry, the antagonist's opposition.
    let side = match sc.step {
        Step::ProtagonistPool | Step::ProtagonistChoice => Some(Side::Protagonist),
        Step::AntagonistChoice => Some(Side::Antagonist),
        _ => None,
    };
    if let Some(side) = side.filter(|sd| sc.player(*sd) == Some(seat)) {
        let options = sources(lang, s, sc, side, l);
        let beat = sc.last_roll(side.other()).map(|r| r.result());
        let url = format!("/t/{}/odds", cx.table.0);
        out.push(cx.form(
            "roll",
            html! {
                div.gf-composer hx-get=(url) hx-trigger="load, change" hx-target="find .gf-odds-slot" hx-swap="innerHTML" hx-include="closest form" {
                    h3 { (cx.t("gf-form-roll")) }
                    p.muted { (cx.t("gf-roll-help")) }
                    @if let Some(last) = sc.last_roll(side) {
                        p.muted { (lang.t_args("gf-retry-needs", &[("n", (last.pool.len() + 1).into())])) }
                    }
                    fieldset.gf-sources {
                        legend { (cx.t("gf-sources")) }
                        @for (v, l) in &options {
                            label.check { input type="checkbox" name="src" value=(v); " " (l) }
                        }
                    }
                    @match beat {
                        Some(b) => {
                            input type="hidden" name="beat" value=(b);
                            input type="hidden" name="ties" value=(if side == Side::Protagonist { "lose" } else { "win" });
                        }
                        None => {
                            label for="gf-aim" { (cx.t("gf-aim")) }
                            input #gf-aim name="aim" type="number" min="1" max="48" value="8";
                        }
                    }
                    div.gf-odds-slot { div.odds-result {} }
                    (submit(cx.t("gf-roll")))
                }
            },
        ));
    }
    if l.has(&Command::Stand) {
        let boosts: Vec<Currency> = [Currency::Pv, Currency::Pk]
            .into_iter()
            .filter(|c| l.has(&Command::Boost { with: *c }))
            .collect();
        for c in boosts {
            let (v, l) = match c {
                Currency::Pv => ("pv", cx.t("gf-boost-pv")),
                Currency::Pk => ("pk", cx.t("gf-boost-pk")),
            };
            out.push(cx.form("boost", html! { input type="hidden" name="pay" value=(v); (submit(l)) }));
        }
        out.push(cx.form("stand", html! { h3 { (cx.t("gf-form-stand")) } (submit(cx.t("gf-stand"))) }));
    }
    if l.has(&Command::Surrender) {
        out.push(cx.form("surrender", html! { (submit(cx.t("gf-surrender"))) }));
    }
    if let Step::Victory { winner } = sc.step
        && l.has(&Command::ClaimVictory { effect: None, extra: vec![] })
    {
        let roll = sc.last_roll(winner);
        let free: Vec<usize> = roll.map(|r| r.free_dice()).unwrap_or_default();
        let opp = sc.leader(winner.other());
        let mine = sc.leader(winner);
        let opp_sheet = s.sheet(&opp).cloned().unwrap_or_default();
        let my_sheet = s.sheet(&mine).cloned().unwrap_or_default();
        out.push(cx.form(
            "victory",
            html! {
                h3 { (cx.t("gf-form-victory")) }
                input type="hidden" name="winner" value=(if winner == Side::Antagonist { "antagonist" } else { "protagonist" });
                label for="gf-effect-die" { (cx.t("gf-effect-die")) }
                select #gf-effect-die name="effect_die" {
                    option value="" { (cx.t("gf-no-effect")) }
                    @for i in &free {
                        @if let Some(d) = roll.and_then(|r| r.roll.dice.get(*i)) {
                            option value=(i) selected[Some(i) == free.first()] { (d.die.to_string()) " (" (d.face) ")" }
                        }
                    }
                }
                fieldset {
                    legend { (cx.t("gf-effect-kind")) }
                    label.check { input type="radio" name="effect_kind" value="advantage" checked; " " (cx.t("gf-effect-advantage")) }
                    label.check { input type="radio" name="effect_kind" value="problem"; " " (cx.lang().t_args("gf-effect-problem", &[("name", party(s, &opp).into())])) }
                    @if !opp_sheet.problems.is_empty() {
                        label.check { input type="radio" name="effect_kind" value="escalate"; " " (cx.t("gf-effect-escalate")) }
                        select name="problem" aria-label=(cx.t("gf-problems")) {
                            @for (i, p) in opp_sheet.problems.iter().enumerate() { option value=(i) { (p.name) " " (p.die.to_string()) } }
                        }
                    }
                    label.check { input type="radio" name="effect_kind" value="annul"; " " (cx.t("gf-effect-annul")) }
                    select name="annul" aria-label=(cx.t("gf-effect-annul")) {
                        @for (tag, sh, who) in [("opp", &opp_sheet, &opp), ("own", &my_sheet, &mine)] {
                            optgroup label=(party(s, who)) {
                                @for k in super::ATTR_KINDS { @for i in 0..sh.len(k) {
                                    @let r = AttrRef { kind: k, index: i };
                                    option value={ (tag) "/" (enc_attr(r)) } { (sh.name(r).unwrap_or("")) " " (sh.die(r).map(|d| d.to_string()).unwrap_or_default()) }
                                } }
                            }
                        }
                    }
                }
                label for="gf-effect-name" { (cx.t("gf-effect-name")) }
                input #gf-effect-name name="effect_name" maxlength="80";
                label.check { input type="checkbox" name="only_against"; " " (cx.t("gf-only-against-help")) }
                (submit(cx.t("gf-claim")))
            },
        ));
    }
    if l.has(&Command::Rate { protagonist: 3, antagonist: 3, justification: X.into() }) {
        let scale = 0..=5u32;
        out.push(cx.form(
            "rate",
            html! {
                h3 { (cx.t("gf-form-rate")) }
                p.muted { (cx.t("gf-rate-help")) }
                div.gf-row {
                    label for="gf-rate-p" { (cx.t("gf-protagonist")) }
                    select #gf-rate-p name="protagonist" { @for i in scale.clone() { option value=(i) selected[i == 3] { (i) } } }
                    label for="gf-rate-a" { (cx.t("gf-antagonist")) }
                    select #gf-rate-a name="antagonist" { @for i in scale.clone() { option value=(i) selected[i == 3] { (i) } } }
                }
                label for="gf-rate-why" { (cx.t("gf-justification")) }
                input #gf-rate-why name="justification" required maxlength="300";
                (submit(cx.t("gf-rate")))
            },
        ));
    }
    if l.has(&Command::CloseGroupRating) {
        out.push(cx.form("close-group-rating", html! { (submit(cx.t("gf-close-group-rating"))) }));
    }
    // Attributes given to the opponent ("usar atributos en contra": +2 PV).
    let gifts: Vec<AttrRef> = [AttrKind::Cliche, AttrKind::Relationship]
        .into_iter()
        .flat_map(|k| (0..8).map(move |i| AttrRef { kind: k, index: i }))
        .filter(|a| l.has(&Command::GiftAttribute { attr: *a }))
        .collect();
    if !gifts.is_empty()
        && let Some(sheet) = s.character_of(seat).and_then(|c| s.characters.get(c)).map(|c| &c.sheet)
    {
        out.push(cx.form(
            "gift",
            html! {
                details { summary { (cx.t("gf-form-gift")) }
                    select name="attr" aria-label=(cx.t("gf-form-gift")) {
                        @for a in &gifts { option value=(enc_attr(*a)) { (sheet.name(*a).unwrap_or("")) " " (sheet.die(*a).map(|d| d.to_string()).unwrap_or_default()) } }
                    }
                    (submit(cx.t("gf-give"))) }
            },
        ));
    }
    // Tricks of the viewer's character usable now, and flaws anyone may activate: one choice per
    // listed command, its target (an ally, a die, a cliché, a problem…) named.
    let tricks: Vec<(usize, Option<usize>)> = l
        .commands()
        .filter_map(|c| match c {
            Command::UseTrick { trick, target } => Some((*trick, *target)),
            _ => None,
        })
        .collect();
    let mine = if sc.protagonist_player == seat { Side::Protagonist } else { Side::Antagonist };
    if let Some(ch) = s.character_of(seat).and_then(|c| s.characters.get(c))
        && !tricks.is_empty()
    {
        out.push(cx.form(
            "use-trick",
            html! {
                details { summary { (cx.t("gf-form-use-trick")) }
                    select name="trick" aria-label=(cx.t("gf-trick")) {
                        @for (i, t) in &tricks {
                            option value={ (i) @if let Some(t) = t { ":" (t) } } {
                                (ch.tricks[*i].name)
                                @if let Some(t) = t { " → " (target_name(s, sc, mine, genrefuzzion::targets(ch.tricks[*i].rule).first().copied(), *t)) }
                            }
                        }
                    }
                    (submit(cx.t("gf-use"))) }
            },
        ));
    }
    let flaws: Vec<(usize, usize, Vec<usize>)> = l
        .commands()
        .filter_map(|c| match c {
            Command::ActivateFlaw { character, flaw, target } => Some((*character, *flaw, target.clone())),
            _ => None,
        })
        .collect();
    if !flaws.is_empty() {
        out.push(cx.form(
            "activate-flaw",
            html! {
                details { summary { (cx.t("gf-form-activate-flaw")) }
                    select name="flaw" aria-label=(cx.t("gf-flaw")) {
                        @for (c, f, target) in &flaws {
                            @let ch = &s.characters[*c];
                            @let side = if sc.protagonist == *c { Side::Protagonist } else { Side::Antagonist };
                            option value={ (c) ":" (f) @for t in target { ":" (t) } } {
                                (ch.name) ": " (ch.tricks[*f].name)
                                @for (k, t) in target.iter().enumerate() {
                                    (if k == 0 { " → " } else { ", " }) (target_name(s, sc, side, genrefuzzion::targets(ch.tricks[*f].rule).get(k).copied(), *t))
                                }
                            }
                        }
                    }
                    (submit(cx.t("gf-activate"))) }
            },
        ));
    }
    // The Moderator and late players ("El Moderador": the maximum wait).
    let t = now();
    if l.has(&Command::NudgeLatePlayer { now: t }) {
        out.push(cx.form("nudge", html! { h3 { (cx.t("gf-form-nudge")) } p.muted { (cx.t("gf-nudge-help")) } (submit(cx.t("gf-nudge"))) }));
    }
    // Listed at the deadline: offered once the server's clock reaches it.
    let starters: Vec<SeatId> = l
        .commands()
        .filter_map(|c| match c {
            Command::SuspendScene { now, next_starter } if *now <= t => Some(*next_starter),
            _ => None,
        })
        .collect();
    if !starters.is_empty() {
        out.push(cx.form(
            "suspend",
            html! {
                h3 { (cx.t("gf-form-suspend")) }
                label for="gf-next-starter" { (cx.t("gf-next-starter")) }
                select #gf-next-starter name="next_starter" { @for p in &starters { option value=(p.0) { (super::player_name(cx.lang(), s, *p)) } } }
                (submit(cx.t("gf-suspend")))
            },
        ));
    }
}

/// What a trick's or flaw's target `index` names, for the side `mine` whose trick or flaw it is: an
/// ally, an attribute or a die by its name (the index itself for a custom one).
fn target_name(s: &State, sc: &Scene, mine: Side, kind: Option<Target>, index: usize) -> String {
    let sheet = |side: Side| s.sheet(&sc.leader(side)).cloned().unwrap_or_default();
    let attr =
        |a: Option<&genrefuzzion::Attr>| a.map(|a| format!("{} {}", a.name, a.die)).unwrap_or_default();
    let die = |side: Side| {
        sc.last_roll(side)
            .and_then(|r| r.roll.dice.get(index).zip(Some(())))
            .map(|(d, _)| format!("#{} {} ({})", index + 1, d.die, d.face))
            .unwrap_or_default()
    };
    match kind {
        Some(Target::Ally) => sc.allies.get(index).map(|a| party(s, &a.who)).unwrap_or_default(),
        Some(Target::MyCliche) => attr(sheet(mine).cliches.get(index)),
        Some(Target::OpponentCliche) => attr(sheet(mine.other()).cliches.get(index)),
        Some(Target::MyProblem) => attr(sheet(mine).problems.get(index)),
        Some(Target::OpponentProblem) => attr(sheet(mine.other()).problems.get(index)),
        Some(Target::MyAdvantage) => attr(sheet(mine).advantages.get(index).map(|a| &a.attr)),
        Some(Target::MyDie) => die(mine),
        Some(Target::OpponentDie) => die(mine.other()),
        None => format!("#{index}"),
    }
}

fn interval_forms(cx: &Cx, s: &State, seat: SeatId, l: &Listed, out: &mut Vec<Markup>) {
    if !matches!(s.phase, Phase::Interval { .. } | Phase::Epilogue) {
        return;
    }
    if let Some(me) = s.character_of(seat) {
        let ch = &s.characters[me];
        let train: Vec<AttrRef> = [AttrKind::Cliche, AttrKind::Relationship]
            .into_iter()
            .flat_map(|k| (0..ch.sheet.len(k)).map(move |i| AttrRef { kind: k, index: i }))
            .filter(|a| l.has(&Command::Train { attr: *a }))
            .collect();
        if !train.is_empty() {
            out.push(cx.form(
                "train",
                html! {
                    h3 { (cx.t("gf-form-train")) }
                    select name="attr" aria-label=(cx.t("gf-form-train")) {
                        @for a in &train {
                            @let d = ch.sheet.die(*a);
                            option value=(enc_attr(*a)) {
                                (ch.sheet.name(*a).unwrap_or("")) " " (d.map(|d| d.to_string()).unwrap_or_default())
                                @if let Some(d) = d { " → " (genrefuzzion::step_up(d).to_string()) " (" (genrefuzzion::training_cost(d)) " PV)" }
                            }
                        }
                    }
                    (submit(cx.t("gf-train")))
                },
            ));
        }
        for (form, make, label) in [
            (
                "analyse",
                (|i| Command::AnalyseObjective { index: i }) as fn(usize) -> Command,
                "gf-form-analyse",
            ),
            ("satisfy", |i| Command::SatisfyObjective { index: i }, "gf-form-satisfy"),
            ("close-objective", |i| Command::CloseObjective { index: i }, "gf-form-close-objective"),
        ] {
            let list: Vec<usize> = (0..ch.objectives.len()).filter(|i| l.has(&make(*i))).collect();
            if !list.is_empty() {
                out.push(cx.form(
                    form,
                    html! {
                        h3 { (cx.t(label)) }
                        select name="index" aria-label=(cx.t("gf-objective")) {
                            @for i in &list { option value=(i) { (ch.objectives[*i].text) " (" (ch.objectives[*i].difficulty) ")" } }
                        }
                        (submit(cx.t("gf-send")))
                    },
                ));
            }
        }
        if l.has(&Command::AddCliche { name: X.into() }) {
            out.push(cx.form(
                "add-cliche",
                html! {
                    details { summary { (cx.t("gf-form-add-cliche")) }
                        input name="name" required maxlength="80" aria-label=(cx.t("gf-cliche"));
                        (submit(cx.t("gf-send"))) }
                },
            ));
        }
        if l.has(&Command::RetireCharacter) {
            out.push(cx.form(
                "retire",
                html! { details { summary { (cx.t("gf-form-retire")) } (submit(cx.t("gf-retire"))) } },
            ));
        }
    }
    let endorse: Vec<(usize, usize)> = s
        .characters
        .iter()
        .enumerate()
        .flat_map(|(c, ch)| (0..ch.objectives.len()).map(move |i| (c, i)))
        .filter(|(c, i)| {
            [Currency::Pv, Currency::Pk]
                .into_iter()
                .any(|pay| l.has(&Command::EndorseObjective { character: *c, index: *i, pay }))
        })
        .collect();
    if !endorse.is_empty() {
        out.push(cx.form(
            "endorse",
            html! {
                h3 { (cx.t("gf-form-endorse")) }
                select name="objective" aria-label=(cx.t("gf-objective")) {
                    @for (c, i) in &endorse { option value={ (c) ":" (i) } { (s.characters[*c].name) ": " (s.characters[*c].objectives[*i].text) } }
                }
                select name="pay" aria-label=(cx.t("gf-pay")) { option value="pk" { "1 PK" } option value="pv" { "1 PV" } }
                (submit(cx.t("gf-endorse")))
            },
        ));
    }
    if l.has(&Command::RequestNextScene) {
        out.push(cx.form("request-next", html! { (submit(cx.t("gf-request-next"))) }));
    }
    let cedes: Vec<SeatId> =
        s.requests.iter().copied().filter(|p| l.has(&Command::EndInterval { cede_to: Some(*p) })).collect();
    if l.has(&Command::EndInterval { cede_to: None }) {
        out.push(cx.form(
            "end-interval",
            html! {
                h3 { (cx.t("gf-form-end-interval")) }
                @if !cedes.is_empty() {
                    label for="gf-cede" { (cx.t("gf-cede-to")) }
                    select #gf-cede name="cede_to" {
                        option value="" { (cx.t("gf-start-myself")) }
                        @for p in &cedes { option value=(p.0) { (super::player_name(cx.lang(), s, *p)) } }
                    }
                }
                (submit(cx.t("gf-end-interval")))
            },
        ));
    }
    if l.has(&Command::EndCampaign) {
        out.push(cx.form(
            "end-campaign",
            html! { h3 { (cx.t("gf-form-end-campaign")) } (submit(cx.t("gf-end-campaign"))) },
        ));
    }
}

fn table_forms(cx: &Cx, s: &State, l: &Listed, out: &mut Vec<Markup>) {
    for (vi, v) in s.votes.iter().enumerate() {
        let options: Vec<usize> =
            (0..v.options.len()).filter(|o| l.has(&Command::CastVote { vote: vi, option: *o })).collect();
        if !options.is_empty() {
            out.push(cx.form(
                "vote",
                html! {
                    h3 { (cx.t("gf-form-vote")) ": " (v.question) }
                    input type="hidden" name="vote" value=(vi);
                    @for o in &options {
                        label.check { input type="radio" name="option" value=(o) checked[*o == options[0]]; " " (v.options[*o]) }
                    }
                    (submit(cx.t("gf-vote")))
                },
            ));
        }
        if l.has(&Command::CloseVote { vote: vi }) {
            out.push(cx.form("close-vote", html! { input type="hidden" name="vote" value=(vi); (submit(format!("{}: {}", cx.t("gf-close-vote"), v.question))) }));
        }
    }
    // The Moderator's table powers ("El Moderador"): new players, absent players, handing over.
    if l.has(&Command::AdmitPlayer { name: "Zz Newcomer".into() }) {
        out.push(cx.form(
            "admit",
            html! {
                details { summary { (cx.t("gf-form-admit")) }
                    input name="name" required maxlength="40" aria-label=(cx.t("gf-name"));
                    (submit(cx.t("gf-send"))) }
            },
        ));
    }
    let seats = s.player_seats();
    for (form, label, make) in [
        (
            "retire-absent",
            "gf-form-retire-absent",
            (|p| Command::RetireAbsentPlayer { player: p }) as fn(SeatId) -> Command,
        ),
        ("welcome-back", "gf-form-welcome-back", |p| Command::WelcomeBack { player: p }),
        ("hand-over", "gf-form-hand-over", |p| Command::HandOver { to: p }),
    ] {
        let who: Vec<SeatId> = seats.iter().copied().filter(|p| l.has(&make(*p))).collect();
        if !who.is_empty() {
            let field = if form == "hand-over" { "to" } else { "player" };
            out.push(cx.form(
                form,
                html! {
                    details { summary { (cx.t(label)) }
                        select name=(field) aria-label=(cx.t("gf-player")) {
                            @for p in &who { option value=(p.0) { (super::player_name(cx.lang(), s, *p)) } }
                        }
                        (submit(cx.t("gf-send"))) }
                },
            ));
        }
    }
    if l.has(&Command::CancelGrandFinale) {
        out.push(cx.form(
            "cancel-finale",
            html! { details { summary { (cx.t("gf-form-cancel-finale")) } (submit(cx.t("gf-send"))) } },
        ));
    }
    if l.has(&Command::OpenVote { question: X.into(), options: vec![X.into(), "y".into()] }) {
        out.push(cx.form(
            "open-vote",
            html! {
                details { summary { (cx.t("gf-form-open-vote")) }
                    label for="gf-vote-q" { (cx.t("gf-question")) }
                    input #gf-vote-q name="question" required maxlength="200";
                    label for="gf-vote-o" { (cx.t("gf-options")) }
                    textarea #gf-vote-o name="options" rows="3" required {}
                    (submit(cx.t("gf-send"))) }
            },
        ));
    }
}
