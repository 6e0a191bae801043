//! The forms of what the viewer may do now, built from `Fragmentos::legal_commands(state, seat)` and
//! nothing else: a form appears only for a legal command, its choices are the legal ones, and its
//! inputs take their limits from the command's open fields ([`Param`]). Whole commands travel as
//! the `command` field (JSON); the call, roll, round, introduction and quality forms use named fields
//! read by [`super::command`].

use engine::{Game, Legal, Param, SeatId};
use fragmentos::{
    CharacterId, CharacterKind, Characteristic, Command, Field, Fragmentos, Hurry, QualityEffect, QualityRef,
    Recovery, RollView, State, View,
};
use maud::{Markup, html};
use server::routes::{self, pages as route};

use super::{ch_id, ch_name, character, command_button, quality_kind, score_dice, total_of};
use crate::screens::Cx;

/// The legal commands of one seat, sorted by the form that offers them.
#[derive(Default)]
struct Offer {
    rolls: Vec<(CharacterId, Option<usize>)>,
    conclude: bool,
    protect: Vec<CharacterId>,
    take: Vec<CharacterId>,
    start_scene: bool,
    end_scene: bool,
    reveal: Vec<(CharacterId, usize)>,
    introduce: Vec<Legal<Command>>,
    bring_in: Vec<usize>,
    award: Vec<CharacterId>,
    round: Option<Legal<Command>>,
    challenges: Vec<Legal<Command>>,
    conflicts: Vec<Legal<Command>>,
    retry: Vec<CharacterId>,
    rests: Vec<(CharacterId, Recovery)>,
    acts: Vec<(CharacterId, Option<Hurry>)>,
    totals: Vec<CharacterId>,
    qualities: Vec<(QualityRef, QualityEffect, bool)>,
    note: Option<Param>,
    end_story: bool,
}

impl Offer {
    fn of(legal: Vec<Legal<Command>>) -> Offer {
        let mut o = Offer::default();
        for l in legal {
            match &l.command {
                Command::Roll { character, object } => o.rolls.push((*character, *object)),
                Command::Conclude => o.conclude = true,
                Command::Protect { character } => o.protect.push(*character),
                Command::TakeDamage { character } => o.take.push(*character),
                Command::StartScene { .. } => o.start_scene = true,
                Command::EndScene => o.end_scene = true,
                Command::RevealQuality { character, index } => o.reveal.push((*character, *index)),
                Command::IntroduceCharacter { .. } => o.introduce.push(l),
                Command::BringIn { offstage } => o.bring_in.push(*offstage),
                Command::AwardOvercoming { character, .. } => o.award.push(*character),
                Command::StartRound { .. } => o.round = Some(l),
                Command::CallChallenge { .. } => o.challenges.push(l),
                Command::CallConflict { .. } => o.conflicts.push(l),
                Command::Retry { character } => o.retry.push(*character),
                Command::Rest { character, recovery } => o.rests.push((*character, *recovery)),
                Command::Act { character, hurry } => o.acts.push((*character, *hurry)),
                Command::UseTotals { character } => o.totals.push(*character),
                Command::ActivateQuality { quality, effect, harms_owner, .. } => {
                    o.qualities.push((*quality, *effect, *harms_owner));
                    o.note = l.param(Field::Note).cloned();
                }
                Command::EndStory => o.end_story = true,
                // Drawn by the `own` module: creation, approval, notes and renaming.
                Command::CreateCharacter { .. }
                | Command::TakeCharacter { .. }
                | Command::ApproveCharacter { .. }
                | Command::ReturnCharacter { .. }
                | Command::WriteNotes { .. }
                | Command::RenameCharacter { .. } => {}
            }
        }
        o
    }
}

fn max_chars(p: Option<&Param>) -> u32 {
    match p {
        Some(Param::Text { max_chars }) => *max_chars,
        _ => 0,
    }
}

fn number_input(name: &str, p: Option<&Param>, value: u32) -> Markup {
    let (min, max) = match p {
        Some(Param::Number { min, max }) => (*min, *max),
        _ => (value, value),
    };
    html! { input type="number" name=(name) min=(min) max=(max) value=(value.clamp(min, max)) required; }
}

/// The values of a subset field (trait or object indices).
fn subset(p: Option<&Param>) -> &[u32] {
    match p {
        Some(Param::SubsetOf { values, .. }) => values,
        _ => &[],
    }
}

fn push_unique<T: PartialEq>(v: &mut Vec<T>, x: T) {
    if !v.contains(&x) {
        v.push(x);
    }
}

/// Every form the viewer may use now.
pub(super) fn actions(cx: &Cx, view: &View, state: &State, seat: SeatId) -> Vec<Markup> {
    let o = Offer::of(Fragmentos::legal_commands(state, seat));
    let mut out = Vec::new();
    if let Some(r) = &view.roll {
        let mut rollers: Vec<CharacterId> = Vec::new();
        o.rolls.iter().for_each(|(c, _)| push_unique(&mut rollers, *c));
        for who in rollers {
            let objects: Vec<usize> =
                o.rolls.iter().filter(|(c, _)| *c == who).filter_map(|(_, x)| *x).collect();
            out.push(roll_form(cx, view, r, who, &objects));
        }
    }
    if o.conclude {
        out.push(cx.form("conclude", command_button(&cx.t("frag-conclude"), &Command::Conclude)));
    }
    for &who in &o.take {
        let protect = Command::Protect { character: who };
        let take = Command::TakeDamage { character: who };
        let help =
            if seat == fragmentos::DIRECTOR { "frag-damage-help-director" } else { "frag-damage-help" };
        out.push(cx.form(
            "damage",
            html! {
                p { (cx.t(help)) }
                @if o.protect.contains(&who) { (command_button(&cx.t("frag-protect"), &protect)) " " }
                (command_button(&cx.t("frag-take-damage"), &take))
            },
        ));
    }
    director_forms(cx, view, &o, &mut out);
    character_forms(cx, view, seat, &o, &mut out);
    quality_form(cx, view, seat, &o, &mut out);
    if o.end_story {
        out.push(cx.form(
            "end-story",
            html! { details { summary { (cx.t("frag-end-story")) } (command_button(&cx.t("frag-end-story-confirm"), &Command::EndStory)) } },
        ));
    }
    out
}

/// The roll form with its odds composer: dice from the score (or totals), one of the objects the
/// roll may use, the best accepted trait; against the difficulty if known (or a guess), or the
/// opponent's dice.
fn roll_form(cx: &Cx, view: &View, r: &RollView, who: CharacterId, objects: &[usize]) -> Markup {
    let lang = cx.lang();
    let Some(side) = r.sides.iter().find(|s| s.call.character == who) else { return html! {} };
    let Some(me) = character(view, who) else { return html! {} };
    let dice = score_dice(me, side.call.characteristic);
    let bonus = side.call.traits.iter().filter_map(|i| me.traits.get(*i)).map(|t| t.bonus).max().unwrap_or(0);
    let opponent = r.sides.iter().find(|s| s.call.character != who);
    let url = routes::fill(route::TABLE_ODDS, &[&cx.table.0]);
    let objects: Vec<(usize, &fragmentos::Object)> =
        objects.iter().filter_map(|i| me.objects.get(*i).map(|o| (*i, o))).collect();
    html! {
        (cx.form("roll", html! {
            input type="hidden" name="character" value=(who.0);
            p { (lang.t_args("frag-roll-help", &[("who", me.name.clone().into()), ("ch", ch_name(lang, side.call.characteristic).into()), ("n", dice.into())])) }
            @if !objects.is_empty() {
                label { (cx.t("frag-object")) " "
                    select name="object" {
                        option value="" { (cx.t("frag-no-object")) }
                        @for (i, o) in &objects { option value=(i) { (o.name) " (+" (o.dice) ")" } }
                    }
                }
            }
            button type="submit" { (cx.t("frag-roll")) }
        }))
        form.frag-composer hx-get=(url) hx-trigger="load, change" hx-target="find .odds-result" hx-swap="outerHTML" {
            h4 { (cx.t("frag-composer")) }
            input type="hidden" name="dice" value=(dice);
            input type="hidden" name="bonus" value=(bonus);
            input type="hidden" name="threat" value=(view.threat);
            @if !me.using_totals && me.overcoming.is_some_and(|p| p > 0) {
                @let extra = total_of(me, side.call.characteristic).saturating_sub(dice);
                @if extra > 0 {
                    label.check { input type="checkbox" name="dice" value=(extra); " " (lang.t_args("frag-consider-totals", &[("n", extra.into())])) }
                }
            }
            @if !objects.is_empty() {
                fieldset.frag-consider {
                    legend { (cx.t("frag-object")) }
                    label.check { input type="radio" name="dice" value="0" checked; " " (cx.t("frag-no-object")) }
                    @for (_, o) in &objects { label.check { input type="radio" name="dice" value=(o.dice); " " (o.name) " (+" (o.dice) ")" } }
                }
            }
            @match (opponent, r.difficulty) {
                (Some(o), _) => {
                    @let them = character(view, o.call.character);
                    @let odice = them.map(|c| score_dice(c, o.call.characteristic)).unwrap_or(0);
                    @let obonus = them.map(|c| o.call.traits.iter().filter_map(|i| c.traits.get(*i)).map(|t| t.bonus).max().unwrap_or(0)).unwrap_or(0);
                    input type="hidden" name="opp_dice" value=(odice);
                    input type="hidden" name="opp_bonus" value=(obonus);
                    @let tie = match (me.kind == CharacterKind::Main, them.is_some_and(|t| t.kind == CharacterKind::Main)) {
                        (true, false) => "mine", (false, true) => "theirs", _ => "reroll",
                    };
                    input type="hidden" name="tie" value=(tie);
                    p.muted { (lang.t_args("frag-against", &[("who", super::name_of(view, o.call.character).into()), ("n", odice.into()), ("bonus", obonus.into())])) }
                }
                (None, Some(d)) => { input type="hidden" name="difficulty" value=(d); }
                (None, None) => {
                    label { (cx.t("frag-guess-difficulty")) " " input type="number" name="difficulty" min="0" max="30" value="5"; }
                }
            }
            div.odds-result { p.muted { (cx.t("frag-odds-loading")) } }
        }
    }
}

/// A call's characters, characteristics, whether it may be declared dangerous, and the traits and
/// objects each character may have accepted (`prefix` names the side).
struct Calls {
    characters: Vec<CharacterId>,
    characteristics: Vec<Characteristic>,
    dangerous: bool,
    accept: Vec<(CharacterId, Vec<u32>, Vec<u32>)>,
}

impl Calls {
    fn of(calls: &[Legal<Command>]) -> Calls {
        let mut c = Calls {
            characters: Vec::new(),
            characteristics: Vec::new(),
            dangerous: false,
            accept: Vec::new(),
        };
        for l in calls {
            let mut side = |who: CharacterId, ch: Characteristic, traits: Field, objects: Field| {
                push_unique(&mut c.characters, who);
                push_unique(&mut c.characteristics, ch);
                if !c.accept.iter().any(|(x, _, _)| *x == who) {
                    c.accept.push((who, subset(l.param(traits)).to_vec(), subset(l.param(objects)).to_vec()));
                }
            };
            match &l.command {
                Command::CallChallenge { character, characteristic, dangerous, .. } => {
                    side(*character, *characteristic, Field::Traits, Field::Objects);
                    c.dangerous |= *dangerous;
                }
                Command::CallConflict { sides, dangerous } => {
                    side(
                        sides[0].character,
                        sides[0].characteristic,
                        Field::SideTraits(0),
                        Field::SideObjects(0),
                    );
                    side(
                        sides[1].character,
                        sides[1].characteristic,
                        Field::SideTraits(1),
                        Field::SideObjects(1),
                    );
                    c.dangerous |= *dangerous;
                }
                _ => {}
            }
        }
        c
    }

    fn characteristic_select(&self, cx: &Cx, name: &str) -> Markup {
        let lang = cx.lang();
        html! {
            label { (cx.t("frag-characteristic")) " "
                select name=(name) { @for c in &self.characteristics { option value=(ch_id(*c)) { (ch_name(lang, *c)) } } }
            }
        }
    }

    /// Trait and object checkboxes, `character:index` each; the command keeps those of the chosen
    /// character.
    fn accept_boxes(&self, cx: &Cx, view: &View, prefix: &str) -> Markup {
        let rows: Vec<_> = self
            .accept
            .iter()
            .filter(|(_, t, o)| !t.is_empty() || !o.is_empty())
            .filter_map(|(id, t, o)| character(view, *id).map(|c| (c, t, o)))
            .collect();
        if rows.is_empty() {
            return html! {};
        }
        html! {
            details.frag-accept {
                summary { (cx.t("frag-accept-traits")) }
                @for (c, traits, objects) in &rows {
                    p.muted { (c.name) }
                    @for (i, t) in traits.iter().filter_map(|i| c.traits.get(*i as usize).map(|t| (i, t))) {
                        label.check { input type="checkbox" name={ (prefix) "trait" } value={ (c.id.0) ":" (i) }; " " (t.name) " +" (t.bonus) }
                    }
                    @for (i, o) in objects.iter().filter_map(|i| c.objects.get(*i as usize).map(|o| (i, o))) {
                        label.check { input type="checkbox" name={ (prefix) "object" } value={ (c.id.0) ":" (i) }; " " (o.name) " (+" (o.dice) ")" }
                    }
                }
            }
        }
    }

    fn who_select(&self, view: &View, name: &str, default: usize) -> Markup {
        html! {
            select name=(name) {
                @for (i, id) in self.characters.iter().enumerate() {
                    option value=(id.0) selected[i == default] { (super::name_of(view, *id)) }
                }
            }
        }
    }

    fn danger(&self, cx: &Cx, view: &View) -> Markup {
        html! {
            @if view.everything_dangerous { p.muted { (cx.t("frag-everything-dangerous")) } }
            @else if self.dangerous { label.check { input type="checkbox" name="dangerous"; " " (cx.t("frag-declare-dangerous")) } }
        }
    }
}

fn director_forms(cx: &Cx, view: &View, o: &Offer, out: &mut Vec<Markup>) {
    scene_call_forms(cx, view, o, out);
    cast_forms(cx, view, o, out);
}

/// The Director runs the scene: starts and ends it ("Escenas"), calls a challenge ("Retos") or a
/// conflict ("Conflictos"), starts a round of the order of action.
fn scene_call_forms(cx: &Cx, view: &View, o: &Offer, out: &mut Vec<Markup>) {
    let lang = cx.lang();
    if o.start_scene {
        out.push(cx.form(
            "scene",
            html! {
                label for="frag-scene-q" { (cx.t("frag-start-scene-help")) }
                textarea #frag-scene-q name="qualities" rows="2" placeholder=(cx.t("frag-scene-placeholder")) {}
                button type="submit" { (cx.t("frag-start-scene")) }
            },
        ));
    }
    if o.end_scene {
        out.push(cx.form("end-scene", command_button(&cx.t("frag-end-scene"), &Command::EndScene)));
    }
    if let Some(first) = o.challenges.first() {
        let calls = Calls::of(&o.challenges);
        out.push(cx.form(
            "challenge",
            html! {
                h3 { (cx.t("frag-call-challenge")) }
                div.row {
                    label { (cx.t("frag-who")) " " (calls.who_select(view, "character", 0)) }
                    (calls.characteristic_select(cx, "characteristic"))
                    label { (cx.t("frag-difficulty")) " " (number_input("difficulty", first.param(Field::Difficulty), 5)) }
                }
                (calls.danger(cx, view))
                (calls.accept_boxes(cx, view, ""))
                button type="submit" { (cx.t("frag-call")) }
            },
        ));
    }
    if !o.conflicts.is_empty() {
        let calls = Calls::of(&o.conflicts);
        out.push(cx.form(
            "conflict",
            html! {
                h3 { (cx.t("frag-call-conflict")) }
                @for (n, side) in [(1u32, "a"), (2, "b")] {
                    fieldset {
                        legend { (lang.t_args("frag-side-n", &[("n", n.into())])) }
                        div.row {
                            label { (cx.t("frag-who")) " " (calls.who_select(view, &format!("{side}_character"), n as usize - 1)) }
                            (calls.characteristic_select(cx, &format!("{side}_characteristic")))
                        }
                        (calls.accept_boxes(cx, view, &format!("{side}_")))
                    }
                }
                (calls.danger(cx, view))
                button type="submit" { (cx.t("frag-call")) }
            },
        ));
    }
    if let Some(round) = &o.round {
        out.push(cx.form(
            "round",
            html! {
                details {
                    summary { (cx.t("frag-start-round")) }
                    @for id in subset(round.param(Field::Characters)) {
                        label.check { input type="checkbox" name="character" value=(id) checked; " " (super::name_of(view, CharacterId(*id as u16))) }
                    }
                    button type="submit" { (cx.t("frag-start-round")) }
                }
            },
        ));
    }
}

/// The Director's cast: a secret quality revealed, a prepared character brought in, a new one
/// introduced, an overcoming point awarded.
fn cast_forms(cx: &Cx, view: &View, o: &Offer, out: &mut Vec<Markup>) {
    let lang = cx.lang();
    let reveal: Vec<(Command, String)> = o
        .reveal
        .iter()
        .filter_map(|&(id, i)| {
            let c = character(view, id)?;
            let q = c.secret_qualities.as_ref()?.get(i)?;
            Some((Command::RevealQuality { character: id, index: i }, format!("{}: {}", c.name, q.text)))
        })
        .collect();
    if !reveal.is_empty() {
        out.push(cx.form(
            "reveal",
            html! {
                details {
                    summary { (cx.t("frag-reveal-quality")) }
                    @for (command, label) in &reveal { (command_button(label, command)) " " }
                }
            },
        ));
    }
    let bring_in: Vec<(Command, String)> = o
        .bring_in
        .iter()
        .filter_map(|&offstage| {
            let prepared = view.offstage.as_ref()?.iter().find(|p| p.offstage == offstage)?;
            Some((Command::BringIn { offstage }, prepared.sheet.name.clone()))
        })
        .collect();
    if !bring_in.is_empty() {
        out.push(cx.form(
            "bring_in",
            html! {
                details open {
                    summary { (cx.t("frag-bring-in")) }
                    @for (command, label) in &bring_in { (command_button(label, command)) " " }
                }
            },
        ));
    }
    if let Some(first) = o.introduce.first() {
        let kinds: Vec<CharacterKind> = o
            .introduce
            .iter()
            .filter_map(|l| match &l.command {
                Command::IntroduceCharacter { sheet } => Some(sheet.kind),
                _ => None,
            })
            .collect();
        out.push(cx.form(
            "introduce",
            html! {
                details {
                    summary { (cx.t("frag-introduce")) }
                    div.row {
                        label { (cx.t("frag-name")) " " input name="name" maxlength=(max_chars(first.param(Field::SheetName))); }
                        label { (cx.t("frag-kind")) " " select name="kind" {
                            @if kinds.contains(&CharacterKind::Secondary) { option value="secondary" { (cx.t("frag-kind-secondary")) } }
                            @if kinds.contains(&CharacterKind::Monster) { option value="monster" { (cx.t("frag-kind-monster")) } }
                        } }
                    }
                    div.row {
                        @for c in Characteristic::ALL {
                            label { (ch_name(lang, c)) " " (number_input(ch_id(c), first.param(Field::Score(c)), 2)) }
                        }
                    }
                    label { (cx.t("frag-notes")) " " input name="notes" maxlength=(max_chars(first.param(Field::SheetNotes))); }
                    label { (cx.t("frag-secret-weakness")) " " input name="weakness" maxlength="300"; }
                    button type="submit" { (cx.t("frag-introduce")) }
                }
            },
        ));
    }
    if !o.award.is_empty() {
        out.push(cx.form(
            "award",
            html! {
                details {
                    summary { (cx.t("frag-award")) }
                    @for id in &o.award {
                        (command_button(&super::name_of(view, *id), &Command::AwardOvercoming { character: *id, reason: String::new() })) " "
                    }
                }
            },
        ));
    }
}

fn character_forms(cx: &Cx, view: &View, seat: SeatId, o: &Offer, out: &mut Vec<Markup>) {
    let lang = cx.lang();
    let many = view.characters.iter().filter(|x| x.seat == seat).count() > 1;
    for c in view.characters.iter().filter(|c| c.seat == seat) {
        let id = c.id;
        let who = if many { format!("{}: ", c.name) } else { String::new() };
        if o.retry.contains(&id) {
            out.push(cx.form(
                "retry",
                html! { p { (who) (cx.t("frag-retry-help")) } (command_button(&cx.t("frag-retry"), &Command::Retry { character: id })) },
            ));
        }
        let acts: Vec<(String, Command)> = o
            .acts
            .iter()
            .filter(|(x, _)| *x == id)
            .map(|&(_, hurry)| {
                let label = cx.t(match hurry {
                    None => "frag-act",
                    Some(Hurry::ActEarly) => "frag-act-early",
                    Some(Hurry::ActAgain) => "frag-act-again",
                });
                (label, Command::Act { character: id, hurry })
            })
            .collect();
        if !acts.is_empty() {
            out.push(cx.form(
                "act",
                html! { p { (who) (cx.t("frag-act-help")) } @for (l, b) in &acts { (command_button(l, b)) " " } },
            ));
        }
        if o.totals.contains(&id) {
            let totals = Command::UseTotals { character: id };
            out.push(cx.form(
                "totals",
                html! { p { (who) (cx.t("frag-totals-help")) } (command_button(&cx.t("frag-use-totals"), &totals)) },
            ));
        }
        let rests: Vec<(String, Command)> = o
            .rests
            .iter()
            .filter(|(x, _)| *x == id)
            .map(|&(_, recovery)| {
                let label = match recovery {
                    Recovery::OneEach => cx.t("frag-rest-one-each"),
                    Recovery::TwoIn { characteristic } => {
                        lang.t_args("frag-rest-two-in", &[("ch", ch_name(lang, characteristic).into())])
                    }
                };
                (label, Command::Rest { character: id, recovery })
            })
            .collect();
        if !rests.is_empty() {
            out.push(cx.form(
                "rest",
                html! {
                    details {
                        summary { (who) (cx.t("frag-rest")) }
                        p.muted { (cx.t("frag-rest-help")) }
                        @for (l, b) in &rests { (command_button(l, b)) " " }
                    }
                },
            ));
        }
    }
}

/// Qualities in play the viewer may activate now, with the effects and harm the rules allow.
fn quality_form(cx: &Cx, view: &View, seat: SeatId, o: &Offer, out: &mut Vec<Markup>) {
    let lang = cx.lang();
    let mut refs: Vec<QualityRef> = Vec::new();
    o.qualities.iter().for_each(|(q, _, _)| push_unique(&mut refs, *q));
    let options: Vec<(String, String)> = refs
        .iter()
        .filter_map(|q| match *q {
            QualityRef::Character { character: id, index } => {
                let c = character(view, id)?;
                let q = c.qualities.get(index)?;
                Some((
                    format!("c:{}:{index}", id.0),
                    format!("{}: {} ({})", c.name, q.text, quality_kind(lang, q.kind)),
                ))
            }
            QualityRef::Scene { index } => {
                let q = view.scene.as_ref()?.1.get(index)?;
                Some((format!("s:{index}"), format!("{}: {q}", cx.t("frag-scene"))))
            }
        })
        .collect();
    if options.is_empty() {
        return;
    }
    let reverse = o.qualities.iter().any(|(_, e, _)| *e == QualityEffect::Reverse);
    let harms = o.qualities.iter().any(|(_, _, h)| *h);
    out.push(cx.form(
        "quality",
        html! {
            details {
                summary { (cx.t("frag-activate-quality")) }
                p.muted { (cx.t(if seat == fragmentos::DIRECTOR { "frag-quality-help-director" } else { "frag-quality-help" })) }
                label { (cx.t("frag-quality")) " " select name="quality" { @for (v, l) in &options { option value=(v) { (l) } } } }
                label { (cx.t("frag-effect")) " " select name="effect" {
                    option value="narrate" { (cx.t("frag-effect-narrate")) }
                    @if reverse { option value="reverse" { (cx.t("frag-effect-reverse")) } }
                } }
                @if harms { label.check { input type="checkbox" name="harms_owner"; " " (cx.t("frag-harms-owner")) } }
                label { (cx.t("frag-note")) " " input name="note" maxlength=(max_chars(o.note.as_ref())); }
                button type="submit" { (cx.t("frag-activate")) }
            }
        },
    ));
}
