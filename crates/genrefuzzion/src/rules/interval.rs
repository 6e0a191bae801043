//! Intervals ("Intervalos"), objectives, retiring, new characters and sponsorship, and the
//! Moderator's powers: suspending scenes, votes, handing the role over; the Grand Finale and Epilogue.

use dice::Die;
use engine::{RuleError, SeatId};

use crate::command::*;
use crate::data::Currency;
use crate::event::Event;
use crate::rules::{Work, balanced, check_trick_choice, phase_name, training_cost};
use crate::state::*;

type R<T> = Result<T, RuleError>;

fn in_interval(s: &State, what: &str) -> R<()> {
    if !matches!(s.phase, Phase::Interval { .. }) {
        return Err(RuleError::new(
            "gf.phase.wrong",
            format!("{what} happens in an interval (phase: {})", phase_name(&s.phase)),
        ));
    }
    Ok(())
}

fn interval_or_epilogue(s: &State, what: &str) -> R<()> {
    if !matches!(s.phase, Phase::Interval { .. } | Phase::Epilogue) {
        return Err(RuleError::new(
            "gf.phase.wrong",
            format!("{what} happens in an interval or the Epilogue (phase: {})", phase_name(&s.phase)),
        ));
    }
    Ok(())
}

fn my_char(s: &State, seat: SeatId) -> R<usize> {
    s.player(seat).ok_or_else(|| RuleError::new("gf.seat.not_a_player", "only players have characters"))?;
    s.character_of(seat).ok_or_else(|| RuleError::new("gf.character.none", "you have no character in play"))
}

fn player(s: &State, seat: SeatId) -> R<&Player> {
    s.player(seat).ok_or_else(|| RuleError::new("gf.seat.not_a_player", "only players do this"))
}

fn moderator(seat: SeatId) -> R<()> {
    if seat != MODERATOR {
        return Err(RuleError::new("gf.moderator.only", "only the Moderator's seat (seat 0) may do this"));
    }
    Ok(())
}

fn objective(c: &Character, index: usize) -> R<&Objective> {
    c.objectives
        .get(index)
        .ok_or_else(|| RuleError::new("gf.objective.unknown", "no such objective").with("index", index))
}

fn update(id: usize, c: Character, reason: &str) -> Event {
    Event::CharacterUpdated { id, character: Box::new(c), reason: reason.into() }
}

pub(crate) fn decide(s: &State, seat: SeatId, cmd: &Command) -> R<Vec<Event>> {
    use Command::*;
    match cmd {
        CallInterval => call_interval(s, seat),
        RequestNextScene => request_next_scene(s, seat),
        EndInterval { cede_to } => end_interval(s, seat, cede_to),
        Train { attr } => train(s, seat, *attr),
        ChangeAttribute { attr, text, target } => change_attribute(s, seat, *attr, text, target),
        ChangeObjective { index, text } => change_objective(s, seat, *index, text),
        ModifyObjective { index, text, difficulty } => modify_objective(s, seat, *index, text, *difficulty),
        AddCliche { name } => add_cliche(s, seat, name),
        AddRelationship { to, text } => add_relationship(s, seat, to, text),
        LearnTrick { choice } => gain_trick_or_flaw(s, seat, choice),
        TakeFlaw { choice } => gain_trick_or_flaw(s, seat, choice),
        LearnCustomTrick { kind, row, vote } => learn_custom_trick(s, seat, *kind, row, *vote),
        AnalyseObjective { index } => analyse_objective(s, seat, *index),
        EndorseObjective { character, index, pay } => endorse_objective(s, seat, *character, *index, *pay),
        SatisfyObjective { index } => {
            settle_objective(s, seat, *index, Currency::Pv, ObjectiveStatus::Satisfied)
        }
        CloseObjective { index } => settle_objective(s, seat, *index, Currency::Pk, ObjectiveStatus::Closed),
        RetireCharacter => retire_character(s, seat),
        RetireAbsentPlayer { player: p } => retire_absent_player(s, seat, *p),
        RedirectRelationship { index, to } => redirect_relationship(s, seat, *index, to),
        CashRelationship { index, pv, pk } => cash_relationship(s, seat, *index, *pv, *pk),
        ContributeCliche { newcomer, text } => contribute_cliche(s, seat, *newcomer, text),
        CreateCharacter { name, drafted, own, dice, relationships, objectives, tricks, flaw } => {
            create_character(s, seat, name, drafted, own, dice, relationships, objectives, tricks, flaw)
        }
        Sponsor { to, pv, pk } => sponsor(s, seat, *to, *pv, *pk),
        AdmitPlayer { name } => admit_player(s, seat, name),
        NudgeLatePlayer { now } => nudge_late_player(s, seat, *now),
        SuspendScene { now, next_starter } => suspend_scene(s, seat, *now, *next_starter),
        ResumeScene { index } => resume_scene(s, seat, *index),
        WithdrawScene { index } => withdraw_scene(s, seat, *index),
        WelcomeBack { player: p } => welcome_back(s, seat, *p),
        HandOver { to } => hand_over(s, seat, *to),
        OpenVote { question, options } => open_vote(s, seat, question, options),
        CastVote { vote, option } => cast_vote(s, seat, *vote, *option),
        CloseVote { vote } => close_vote(s, seat, *vote),
        ProposeGrandFinale { framing } => propose_grand_finale(s, seat, framing),
        AgreeGrandFinale => agree_grand_finale(s, seat),
        CancelGrandFinale => cancel_grand_finale(s, seat),
        EndCampaign => end_campaign(s, seat),
        _ => Err(RuleError::new("gf.command.unexpected", "that command is not handled here")),
    }
}

/// "Intervalos": between scenes, the player due to start the next one (or anyone, when none is) may
/// call an interval instead.
fn call_interval(s: &State, seat: SeatId) -> R<Vec<Event>> {
    let Phase::Lull { starter } = s.phase else {
        return Err(RuleError::new("gf.phase.wrong", "an interval is called between scenes"));
    };
    player(s, seat)?;
    if starter.is_some_and(|st| st != seat) {
        return Err(RuleError::not_your_turn(starter.expect("some")));
    }
    Ok(vec![Event::PhaseChanged { phase: Phase::Interval { caller: seat } }])
}

/// "Intervalos": a player with a character asks to play the next scene.
fn request_next_scene(s: &State, seat: SeatId) -> R<Vec<Event>> {
    in_interval(s, "asking for the next scene")?;
    my_char(s, seat)?;
    if s.requests.contains(&seat) {
        return Err(RuleError::new("gf.interval.requested", "you already asked"));
    }
    Ok(vec![Event::SceneRequested { player: seat }])
}

/// "Intervalos": whoever called the interval (or the Moderator) ends it, possibly ceding the next
/// scene to a player who asked for it.
fn end_interval(s: &State, seat: SeatId, cede_to: &Option<SeatId>) -> R<Vec<Event>> {
    let Phase::Interval { caller } = s.phase else {
        return Err(RuleError::new("gf.phase.wrong", "there is no interval to end"));
    };
    if seat != caller && seat != MODERATOR {
        return Err(RuleError::not_your_turn(caller));
    }
    let next = match cede_to {
        // A player who asked but has no character now (retired since) cannot start the scene.
        Some(p) if s.requests.contains(p) && s.character_of(*p).is_some() => Some(*p),
        Some(_) => {
            return Err(RuleError::new(
                "gf.interval.cede",
                "cede the next scene only to a player who asked for it",
            ));
        }
        // A player without a character cannot start scenes: then anyone may.
        None => s.character_of(caller).map(|_| caller),
    };
    Ok(vec![Event::PhaseChanged { phase: Phase::Lull { starter: next } }])
}

/// "Entrenamiento": one cliché or relationship per interval steps up a die, for half the die's
/// maximum in PV.
fn train(s: &State, seat: SeatId, attr: AttrRef) -> R<Vec<Event>> {
    in_interval(s, "training")?;
    let id = my_char(s, seat)?;
    if s.trained.contains(&id) {
        return Err(RuleError::new("gf.train.once", "only one attribute improves per interval"));
    }
    let mut c = s.characters[id].clone();
    let die = match attr.kind {
        AttrKind::Cliche | AttrKind::Relationship => c.sheet.die(attr),
        _ => return Err(RuleError::new("gf.train.kind", "training improves a cliché or a relationship")),
    }
    .ok_or_else(|| RuleError::new("gf.attr.unknown", "no such attribute"))?;
    if die >= Die::D12 {
        return Err(RuleError::new("gf.die.max", "d12 is the most training can reach"));
    }
    let mut w = Work::new(s);
    w.pay(seat, Currency::Pv, training_cost(die), "training")?;
    match attr.kind {
        AttrKind::Cliche => c.sheet.cliches[attr.index].die = step_up(die),
        _ => c.sheet.relationships[attr.index].die = Some(step_up(die)),
    }
    w.events.push(update(id, c, "trained"));
    w.events.push(Event::Trained { id });
    Ok(w.events)
}

/// "Intervalos": an attribute's text (and a relationship's target) changes for 3 PK.
fn change_attribute(
    s: &State,
    seat: SeatId,
    attr: AttrRef,
    text: &str,
    target: &Option<Party>,
) -> R<Vec<Event>> {
    in_interval(s, "changing an attribute")?;
    let id = my_char(s, seat)?;
    if text.trim().is_empty() {
        return Err(RuleError::new("gf.text.empty", "the new text may not be empty"));
    }
    let mut c = s.characters[id].clone();
    if c.sheet.name(attr).is_none() {
        return Err(RuleError::new("gf.attr.unknown", "no such attribute"));
    }
    if target.is_some() && attr.kind != AttrKind::Relationship {
        return Err(RuleError::new("gf.attr.target", "only a relationship changes its target"));
    }
    match attr.kind {
        AttrKind::Cliche => c.sheet.cliches[attr.index].name = text.to_string(),
        AttrKind::Relationship => {
            let r = &mut c.sheet.relationships[attr.index];
            r.text = text.to_string();
            if let Some(t) = target {
                let unknown = matches!(t, Party::Character { id: x } if s.characters.get(*x).is_none())
                    || matches!(t, Party::Extra { name } if name.trim().is_empty());
                if *t == (Party::Character { id }) || unknown {
                    return Err(RuleError::new(
                        "gf.relationship.target",
                        "a relationship is with someone else",
                    ));
                }
                r.target = t.clone();
            }
        }
        AttrKind::Advantage => c.sheet.advantages[attr.index].attr.name = text.to_string(),
        AttrKind::Problem => c.sheet.problems[attr.index].name = text.to_string(),
    }
    let mut w = Work::new(s);
    w.pay(seat, Currency::Pk, 3, "attribute_changed")?;
    w.events.push(update(id, c, "attribute_changed"));
    Ok(w.events)
}

/// "Analizar Objetivos": an open objective is rewritten for 3 PK.
fn change_objective(s: &State, seat: SeatId, index: usize, text: &str) -> R<Vec<Event>> {
    in_interval(s, "changing an objective")?;
    let id = my_char(s, seat)?;
    let mut c = s.characters[id].clone();
    if objective(&c, index)?.done() || text.trim().is_empty() {
        return Err(RuleError::new("gf.objective.change", "change an open objective to a non-empty text"));
    }
    c.objectives[index].text = text.to_string();
    c.objectives[index].status = ObjectiveStatus::Open;
    let mut w = Work::new(s);
    w.pay(seat, Currency::Pk, 3, "objective_changed")?;
    w.events.push(update(id, c, "objective_changed"));
    Ok(w.events)
}

/// "PV y PK (cont.)": "Modificar objetivos pagando su dificultad" (PK), with a new difficulty of 5
/// to 15.
fn modify_objective(s: &State, seat: SeatId, index: usize, text: &str, difficulty: u32) -> R<Vec<Event>> {
    in_interval(s, "modifying an objective")?;
    let id = my_char(s, seat)?;
    if !(5..=15).contains(&difficulty) {
        return Err(RuleError::new("gf.objective.difficulty", "an objective's difficulty goes from 5 to 15"));
    }
    let mut c = s.characters[id].clone();
    let o = objective(&c, index)?;
    if o.done() || text.trim().is_empty() {
        return Err(RuleError::new("gf.objective.change", "modify an open objective to a non-empty text"));
    }
    let cost = o.difficulty;
    c.objectives[index] =
        Objective { text: text.to_string(), difficulty, slot: o.slot, status: ObjectiveStatus::Open };
    let mut w = Work::new(s);
    w.pay(seat, Currency::Pk, cost, "objective_modified")?;
    w.events.push(update(id, c, "objective_modified"));
    Ok(w.events)
}

/// "PV y PK (cont.)": "Añadir nuevos clichés" for 3 PK; it starts at d4.
fn add_cliche(s: &State, seat: SeatId, name: &str) -> R<Vec<Event>> {
    in_interval(s, "adding a cliché")?;
    let id = my_char(s, seat)?;
    if name.trim().is_empty() {
        return Err(RuleError::new("gf.text.empty", "a cliché needs a phrase"));
    }
    let mut c = s.characters[id].clone();
    c.sheet.cliches.push(Attr { name: name.to_string(), die: Die::D4 });
    let mut w = Work::new(s);
    w.pay(seat, Currency::Pk, 3, "cliche_added")?;
    w.events.push(update(id, c, "cliche_added"));
    Ok(w.events)
}

/// "PV y PK (cont.)": "Añadir nuevas relaciones" for 3 PK; it starts at d4.
fn add_relationship(s: &State, seat: SeatId, to: &Party, text: &str) -> R<Vec<Event>> {
    in_interval(s, "adding a relationship")?;
    let id = my_char(s, seat)?;
    if text.trim().is_empty() || *to == (Party::Character { id }) {
        return Err(RuleError::new(
            "gf.relationship.target",
            "a relationship needs a phrase and someone else",
        ));
    }
    if let Party::Character { id: t } = to
        && s.characters.get(*t).is_none()
    {
        return Err(RuleError::new("gf.relationship.target", "no such character"));
    }
    let mut c = s.characters[id].clone();
    c.sheet.relationships.push(Relationship {
        text: text.to_string(),
        target: to.clone(),
        via_extra: None,
        die: Some(Die::D4),
    });
    let mut w = Work::new(s);
    w.pay(seat, Currency::Pk, 3, "relationship_added")?;
    w.events.push(update(id, c, "relationship_added"));
    Ok(w.events)
}

/// "PV y PK (cont.)": "Ganar nuevos trucos" for 4 PV, "Ganar nuevas tretas" for 4 PK.
fn gain_trick_or_flaw<K: TableKey>(s: &State, seat: SeatId, ch: &Choice<K>) -> R<Vec<Event>> {
    in_interval(s, "gaining a trick or flaw")?;
    let id = my_char(s, seat)?;
    let kind = K::KIND;
    let cur = if kind == TrickKind::Trick { Currency::Pv } else { Currency::Pk };
    let t = check_trick_choice(ch)?;
    let mut c = s.characters[id].clone();
    if c.tricks.iter().any(|x| x.rule == t.rule) {
        return Err(RuleError::new("gf.trick.owned", "you already have it"));
    }
    c.tricks.push(t);
    let mut w = Work::new(s);
    w.pay(seat, cur, 4, if kind == TrickKind::Trick { "trick_learned" } else { "flaw_taken" })?;
    w.events.push(update(id, c, "trick_gained"));
    Ok(w.events)
}

/// "Trucos y Tretas": a trick or flaw of the players' own invention, approved by a vote, for 4 PV
/// (trick) or 4 PK (flaw).
fn learn_custom_trick(
    s: &State,
    seat: SeatId,
    kind: TrickKind,
    row: &crate::data::TableRow,
    vote: usize,
) -> R<Vec<Event>> {
    in_interval(s, "gaining a custom trick or flaw")?;
    let id = my_char(s, seat)?;
    let v = s.votes.get(vote).ok_or_else(|| RuleError::new("gf.vote.unknown", "no such vote"))?;
    if v.result != Some(Some(0)) {
        return Err(RuleError::new(
            "gf.trick.custom_approval",
            "a custom trick needs a closed vote whose first option (approve) won",
        ));
    }
    if row.name.trim().is_empty()
        || row.activation.trim().is_empty()
        || row.effect.trim().is_empty()
        || !(1..=2).contains(&row.cost)
    {
        return Err(RuleError::new(
            "gf.trick.custom_row",
            "a custom trick has a name, activation, effect and a cost of 1 or 2",
        ));
    }
    let mut c = s.characters[id].clone();
    c.tricks.push(OwnedTrick::custom(kind, row));
    let mut w = Work::new(s);
    let cur = if kind == TrickKind::Trick { Currency::Pv } else { Currency::Pk };
    w.pay(seat, cur, 4, "custom_trick")?;
    w.events.push(update(id, c, "custom_trick"));
    Ok(w.events)
}

/// "Analizar Objetivos": a player asks the others to analyse an open objective.
fn analyse_objective(s: &State, seat: SeatId, index: usize) -> R<Vec<Event>> {
    interval_or_epilogue(s, "asking to analyse an objective")?;
    let id = my_char(s, seat)?;
    let mut c = s.characters[id].clone();
    if objective(&c, index)?.status != ObjectiveStatus::Open {
        return Err(RuleError::new("gf.objective.status", "only an open objective is analysed"));
    }
    c.objectives[index].status = ObjectiveStatus::Analysing;
    Ok(vec![update(id, c, "objective_analysed")])
}

/// "Analizar Objetivos": another player endorses it as reached, paying 1 point.
fn endorse_objective(
    s: &State,
    seat: SeatId,
    character: usize,
    index: usize,
    pay: Currency,
) -> R<Vec<Event>> {
    interval_or_epilogue(s, "endorsing an objective")?;
    player(s, seat)?;
    let c = s
        .characters
        .get(character)
        .ok_or_else(|| RuleError::new("gf.character.unknown", "no such character"))?;
    if c.player == seat {
        return Err(RuleError::new("gf.objective.self_endorse", "another player endorses your objective"));
    }
    if objective(c, index)?.status != ObjectiveStatus::Analysing {
        return Err(RuleError::new("gf.objective.status", "only an objective under analysis is endorsed"));
    }
    let mut c = c.clone();
    c.objectives[index].status = ObjectiveStatus::Reached;
    let mut w = Work::new(s);
    w.pay(seat, pay, 1, "objective_endorsed")?;
    w.events.push(update(character, c, "objective_reached"));
    Ok(w.events)
}

/// "PV y PK (cont.)": a reached objective is satisfied (PV) or closed (PK) by paying its
/// difficulty.
fn settle_objective(
    s: &State,
    seat: SeatId,
    index: usize,
    cur: Currency,
    st: ObjectiveStatus,
) -> R<Vec<Event>> {
    interval_or_epilogue(s, "satisfying an objective")?;
    let id = my_char(s, seat)?;
    let mut c = s.characters[id].clone();
    let o = objective(&c, index)?;
    if o.status != ObjectiveStatus::Reached {
        return Err(RuleError::new(
            "gf.objective.not_reached",
            "an objective is satisfied once another player endorsed it as reached",
        ));
    }
    let cost = o.difficulty;
    c.objectives[index].status = st;
    let mut w = Work::new(s);
    w.pay(seat, cur, cost, "objective_satisfied")?;
    let done = c.objectives.iter().all(|o| o.done());
    if done {
        // "Objetivos": "Cuando un personaje ha satisfecho sus tres objetivos, se considera que ha
        // alcanzado su máximo potencial, y debe ser retirado" — at once, outside scenes, where the
        // last objective is settled ("Retirar un Personaje": "desde ese momento se lo considera un
        // extra").
        c.retired = true;
    }
    w.events.push(update(id, c, "objective_done"));
    if done {
        w.events.push(Event::CharacterAssigned { player: seat, character: None });
    }
    Ok(w.events)
}

/// "Retirar un Personaje": a player retires their character outside scenes.
fn retire_character(s: &State, seat: SeatId) -> R<Vec<Event>> {
    if !matches!(s.phase, Phase::Interval { .. } | Phase::Lull { .. } | Phase::Epilogue) {
        return Err(RuleError::new("gf.phase.wrong", "a character retires outside scenes"));
    }
    let id = my_char(s, seat)?;
    let mut c = s.characters[id].clone();
    c.retired = true;
    Ok(vec![update(id, c, "retired"), Event::CharacterAssigned { player: seat, character: None }])
}

/// "Rol por Foro" and "El Moderador": the Moderator retires a player who left, between scenes.
fn retire_absent_player(s: &State, seat: SeatId, p: SeatId) -> R<Vec<Event>> {
    moderator(seat)?;
    if !matches!(s.phase, Phase::Lull { .. } | Phase::Interval { .. } | Phase::Epilogue) {
        return Err(RuleError::new(
            "gf.phase.wrong",
            "retire a player between scenes, after creation (suspend a scene first)",
        ));
    }
    let pl = s.player(p).ok_or_else(|| RuleError::new("gf.seat.not_a_player", "no such player"))?;
    if pl.absent {
        return Err(RuleError::new("gf.player.absent", "that player already left"));
    }
    let mut ev = vec![];
    if let Some(id) = pl.character {
        let mut c = s.characters[id].clone();
        c.retired = true;
        ev.push(update(id, c, "retired_absent"));
        ev.push(Event::CharacterAssigned { player: p, character: None });
    }
    ev.push(Event::PlayerLeft { player: p });
    // Whoever was to start the next scene or end the interval is gone: anyone may go on.
    let stuck = matches!(s.phase, Phase::Lull { starter: Some(x) } | Phase::Interval { caller: x } if x == p);
    if stuck {
        ev.push(Event::PhaseChanged { phase: Phase::Lull { starter: None } });
    }
    Ok(ev)
}

/// A relationship with a retired character, which may be redirected or cashed ("Retirar un
/// Personaje"): the character, its sheet to change and the relationship's die.
fn retired_relationship(s: &State, seat: SeatId, index: usize) -> R<(usize, Character, Die)> {
    in_interval(s, "redirecting or cashing a relationship")?;
    let id = my_char(s, seat)?;
    let c = s.characters[id].clone();
    let r = c
        .sheet
        .relationships
        .get(index)
        .ok_or_else(|| RuleError::new("gf.attr.unknown", "no such relationship"))?;
    let retired = matches!(&r.target, Party::Character { id: t } if s.characters[*t].retired);
    if !retired {
        return Err(RuleError::new(
            "gf.relationship.not_retired",
            "only a relationship with a retired character is redirected or cashed",
        ));
    }
    let die = r.die.unwrap_or(Die::D4);
    Ok((id, c, die))
}

/// "Retirar un Personaje": a relationship with a retired character may point at someone else.
fn redirect_relationship(s: &State, seat: SeatId, index: usize, to: &Party) -> R<Vec<Event>> {
    let (id, mut c, _) = retired_relationship(s, seat, index)?;
    let taken = c.sheet.relationships.iter().any(|x| x.target == *to);
    let bad = *to == (Party::Character { id })
        || matches!(to, Party::Character { id: t } if s.characters.get(*t).is_none_or(|x| x.retired));
    if taken || bad {
        return Err(RuleError::new(
            "gf.relationship.redirect",
            "redirect to an extra or a character you have no relationship with",
        ));
    }
    c.sheet.relationships[index].target = to.clone();
    Ok(vec![update(id, c, "relationship_redirected")])
}

/// "Retirar un Personaje": a relationship with a retired character may be cashed for as many PV and
/// PK, together, as its die's maximum.
fn cash_relationship(s: &State, seat: SeatId, index: usize, pv: u32, pk: u32) -> R<Vec<Event>> {
    let (id, mut c, die) = retired_relationship(s, seat, index)?;
    if pv as u64 + pk as u64 != die.sides() as u64 {
        return Err(RuleError::new(
            "gf.relationship.cash",
            format!("cashing gives exactly {} points (the die's maximum)", die.sides()),
        ));
    }
    c.sheet.relationships.remove(index);
    let mut w = Work::new(s);
    w.gain(seat, Currency::Pv, pv, "relationship_cashed");
    w.gain(seat, Currency::Pk, pk, "relationship_cashed");
    w.events.push(update(id, c, "relationship_cashed"));
    Ok(w.events)
}

/// "Crear un nuevo personaje": each other player contributes one cliché to the newcomer's list.
fn contribute_cliche(s: &State, seat: SeatId, newcomer: SeatId, text: &str) -> R<Vec<Event>> {
    player(s, seat)?;
    let n = s.player(newcomer).ok_or_else(|| RuleError::new("gf.seat.not_a_player", "no such player"))?;
    if n.character.is_some() || !s.phase_allows_play() {
        return Err(RuleError::new("gf.new.not_needed", "that player is not making a new character now"));
    }
    if text.trim().is_empty() {
        return Err(RuleError::new("gf.text.empty", "a cliché needs a phrase"));
    }
    if s.new_pools.get(&newcomer).is_some_and(|p| p.cliches.iter().any(|(b, _)| *b == seat)) {
        return Err(RuleError::new("gf.new.one_each", "each player contributes a single cliché"));
    }
    Ok(vec![Event::ClicheContributed { newcomer, by: seat, text: text.to_string() }])
}

/// "Crear un nuevo personaje": three contributed clichés and three own, two relationships, two
/// objectives, two tricks and a flaw.
// The arguments are the command's fields, one per part of the new sheet.
#[allow(clippy::too_many_arguments)]
fn create_character(
    s: &State,
    seat: SeatId,
    name: &str,
    drafted: &[usize],
    own: &[String],
    dice: &[dice::Die],
    relationships: &[(Party, String, dice::Die)],
    objectives: &[(String, u32)],
    tricks: &[TrickChoice],
    flaw: &FlawChoice,
) -> R<Vec<Event>> {
    in_interval(s, "a new character appears")?;
    let p = player(s, seat)?;
    if p.character.is_some() {
        return Err(RuleError::new("gf.new.has_character", "you already have a character in play"));
    }
    let pool = s.new_pools.get(&seat).cloned().unwrap_or_default();
    let want = pool.cliches.len().min(3);
    let mut d = drafted.to_vec();
    d.sort();
    d.dedup();
    if d.len() != want || drafted.len() != want || d.iter().any(|i| *i >= pool.cliches.len()) {
        return Err(RuleError::new(
            "gf.new.draft",
            format!("take {want} different clichés from the contributed list"),
        ));
    }
    if own.len() + want != 6 || own.iter().any(|o| o.trim().is_empty()) {
        return Err(RuleError::new("gf.new.own", format!("add {} own clichés to make six", 6 - want)));
    }
    let mut sorted = dice.to_vec();
    sorted.sort();
    if sorted != [Die::D4, Die::D4, Die::D6, Die::D6, Die::D8, Die::D8] {
        return Err(RuleError::new("gf.cliche.dice", "the six clichés take exactly 2×d8, 2×d6 and 2×d4"));
    }
    if name.trim().is_empty() || s.characters.iter().any(|c| c.name == *name) {
        return Err(RuleError::new("gf.name.taken", "give a new, unused name"));
    }
    if relationships.len() != 2 {
        return Err(RuleError::new("gf.new.relationships", "a new character has exactly two relationships"));
    }
    let rd: Vec<Die> = relationships.iter().map(|r| r.2).collect();
    if rd.iter().any(|d| ![Die::D4, Die::D6, Die::D8].contains(d)) || !balanced(&rd) {
        return Err(RuleError::new(
            "gf.relationship.balance",
            "relationship dice are d4-d8 with as many d8 as d4",
        ));
    }
    for (to, text, _) in relationships {
        let ok = !text.trim().is_empty()
            && match to {
                Party::Character { id } => s.characters.get(*id).is_some_and(|c| c.ready && !c.retired),
                Party::Extra { name } => !name.trim().is_empty(),
            };
        if !ok {
            return Err(RuleError::new(
                "gf.relationship.target",
                "a relationship needs a phrase and an active character or an extra",
            ));
        }
    }
    if objectives.len() != 2 || objectives.iter().any(|(t, d)| t.trim().is_empty() || !(5..=15).contains(d)) {
        return Err(RuleError::new(
            "gf.new.objectives",
            "a new character has two own objectives of difficulty 5-15",
        ));
    }
    if tricks.len() != 2 || tricks[0].key == tricks[1].key {
        return Err(RuleError::new("gf.trick.two", "two different tricks and one flaw"));
    }
    let mut ts = vec![check_trick_choice(&tricks[0])?, check_trick_choice(&tricks[1])?];
    ts.push(check_trick_choice(flaw)?);
    let names: Vec<String> =
        drafted.iter().map(|&i| pool.cliches[i].1.clone()).chain(own.iter().cloned()).collect();
    let c = Character {
        player: seat,
        name: name.to_string(),
        sheet: Sheet {
            cliches: names.into_iter().zip(dice).map(|(name, &die)| Attr { name, die }).collect(),
            relationships: relationships
                .iter()
                .map(|(to, text, d)| Relationship {
                    text: text.clone(),
                    target: to.clone(),
                    via_extra: None,
                    die: Some(*d),
                })
                .collect(),
            ..Sheet::default()
        },
        tricks: ts,
        objectives: objectives
            .iter()
            .map(|(t, d)| Objective {
                text: t.clone(),
                difficulty: *d,
                slot: ObjectiveSlot::Own,
                status: ObjectiveStatus::Open,
            })
            .collect(),
        retired: false,
        ready: true,
    };
    let id = s.characters.len();
    Ok(vec![update(id, c, "new_character"), Event::CharacterAssigned { player: seat, character: Some(id) }])
}

/// "Crear un nuevo personaje": a player may give some of their points to a new player.
fn sponsor(s: &State, seat: SeatId, to: SeatId, pv: u32, pk: u32) -> R<Vec<Event>> {
    player(s, seat)?;
    let t = s.player(to).ok_or_else(|| RuleError::new("gf.seat.not_a_player", "no such player"))?;
    if !t.newcomer || to == seat {
        return Err(RuleError::new("gf.sponsor.newcomer", "sponsorship gives points to a new player"));
    }
    if pv == 0 && pk == 0 {
        return Err(RuleError::new("gf.sponsor.nothing", "give at least one point"));
    }
    let mut w = Work::new(s);
    w.pay(seat, Currency::Pv, pv, "sponsorship_given")?;
    w.pay(seat, Currency::Pk, pk, "sponsorship_given")?;
    w.gain(to, Currency::Pv, pv, "sponsorship_received");
    w.gain(to, Currency::Pk, pk, "sponsorship_received");
    Ok(w.events)
}

/// "Crear un nuevo personaje": the Moderator admits a new player to the campaign.
fn admit_player(s: &State, seat: SeatId, name: &str) -> R<Vec<Event>> {
    moderator(seat)?;
    if name.trim().is_empty() || s.players.len() >= 20 {
        return Err(RuleError::new("gf.player.admit", "a new player needs a name (at most 20 players)"));
    }
    Ok(vec![Event::PlayerAdmitted { name: name.to_string() }])
}

/// "El Moderador": in dead times the Moderator contacts the player who should post; the maximum
/// wait time ("Rol por Foro") runs from there.
fn nudge_late_player(s: &State, seat: SeatId, now: u64) -> R<Vec<Event>> {
    moderator(seat)?;
    let sc = crate::rules::current(s)?;
    if sc.deadline.is_some() {
        return Err(RuleError::new(
            "gf.suspend.nudged",
            "the late player was already contacted; wait for the deadline",
        ));
    }
    Ok(vec![Event::DeadlineSet { deadline: now.saturating_add(s.config.max_wait_secs) }])
}

/// "Suspender una escena": after the maximum wait time the Moderator suspends the scene and
/// authorizes another player to start the next one.
fn suspend_scene(s: &State, seat: SeatId, now: u64, next_starter: SeatId) -> R<Vec<Event>> {
    moderator(seat)?;
    let sc = crate::rules::current(s)?;
    if matches!(sc.step, Step::Rating | Step::GroupRating) {
        return Err(RuleError::new(
            "gf.suspend.resolved",
            "the scene is resolved and canon: it only waits for its rating, which any other player gives",
        ));
    }
    let Some(deadline) = sc.deadline else {
        return Err(RuleError::new(
            "gf.suspend.no_deadline",
            "contact the late player first (NudgeLatePlayer); the wait time runs from there",
        ));
    };
    if now < deadline {
        return Err(RuleError::new(
            "gf.suspend.too_early",
            format!("the maximum wait time has not passed: wait until {deadline}"),
        )
        .with("deadline", deadline)
        .with("now", now));
    }
    let ok = s.character_of(next_starter).is_some();
    if !ok {
        return Err(RuleError::new(
            "gf.suspend.starter",
            "authorize a player with a character to start the next scene",
        ));
    }
    Ok(vec![
        Event::SceneSuspended { now },
        Event::PhaseChanged { phase: Phase::Lull { starter: Some(next_starter) } },
    ])
}

/// A suspended scene, between scenes, in the Moderator's hands ("Suspender una escena").
fn suspended_scene(s: &State, seat: SeatId, index: usize) -> R<&Scene> {
    moderator(seat)?;
    let sc = s
        .suspended
        .get(index)
        .ok_or_else(|| RuleError::new("gf.suspend.unknown", "no such suspended scene"))?;
    if !matches!(s.phase, Phase::Lull { .. }) {
        return Err(RuleError::new(
            "gf.phase.wrong",
            "a suspended scene is resumed or withdrawn between scenes",
        ));
    }
    Ok(sc)
}

/// "Suspender una escena": the Moderator may withdraw a suspended scene.
fn withdraw_scene(s: &State, seat: SeatId, index: usize) -> R<Vec<Event>> {
    suspended_scene(s, seat, index)?;
    Ok(vec![Event::SceneWithdrawn { index }])
}

/// "Suspender una escena": a suspended scene resumes once a new scene has been completed, if its
/// protagonist and antagonist are still in play.
fn resume_scene(s: &State, seat: SeatId, index: usize) -> R<Vec<Event>> {
    let sc = suspended_scene(s, seat, index)?;
    let at = s.resume_after.get(&sc.number).copied().unwrap_or(0);
    if s.scenes_played <= at {
        return Err(RuleError::new(
            "gf.suspend.resume_early",
            "a suspended scene resumes after a new scene has been completed",
        ));
    }
    let blocked = s.characters.get(sc.protagonist).is_none_or(|c| c.retired)
        || s.owner(&sc.antagonist).is_none() && !s.is_extra(&sc.antagonist);
    if blocked {
        return Err(RuleError::new(
            "gf.suspend.resume_gone",
            "its protagonist is no longer in play; withdraw it",
        ));
    }
    Ok(vec![Event::SceneResumed { index }, Event::PhaseChanged { phase: Phase::Scene }])
}

/// "Rol por Foro": a player who left returns, by the Moderator's leave.
fn welcome_back(s: &State, seat: SeatId, p: SeatId) -> R<Vec<Event>> {
    moderator(seat)?;
    let pl = s.player(p).ok_or_else(|| RuleError::new("gf.seat.not_a_player", "no such player"))?;
    if !pl.absent {
        return Err(RuleError::new("gf.player.present", "that player has not left"));
    }
    Ok(vec![Event::PlayerReturned { player: p }])
}

/// "El Moderador": the Moderator may hand the role over to another player.
fn hand_over(s: &State, seat: SeatId, to: SeatId) -> R<Vec<Event>> {
    moderator(seat)?;
    let p =
        s.player(to).ok_or_else(|| RuleError::new("gf.seat.not_a_player", "hand the role to a player"))?;
    if p.absent || to == s.moderator_player {
        return Err(RuleError::new("gf.moderator.hand_over", "hand the role to another present player"));
    }
    Ok(vec![Event::ModeratorHandedOver { to }])
}

/// "El Moderador": a disagreement goes to a vote in a separate thread.
fn open_vote(s: &State, seat: SeatId, question: &str, options: &[String]) -> R<Vec<Event>> {
    if seat != MODERATOR {
        player(s, seat)?;
    }
    if question.trim().is_empty() || options.len() < 2 {
        return Err(RuleError::new("gf.vote.open", "a vote has a question and two or more options"));
    }
    Ok(vec![Event::VoteOpened {
        vote: Vote {
            question: question.to_string(),
            options: options.to_vec(),
            ballots: Default::default(),
            result: None,
        },
    }])
}

/// "El Moderador": one ballot per seat; the Moderator's counts double.
fn cast_vote(s: &State, seat: SeatId, vote: usize, option: usize) -> R<Vec<Event>> {
    let v = s.votes.get(vote).ok_or_else(|| RuleError::new("gf.vote.unknown", "no such vote"))?;
    if seat != MODERATOR {
        player(s, seat)?;
        if seat == s.moderator_player {
            return Err(RuleError::new(
                "gf.vote.moderator_seat",
                "the Moderator votes from seat 0, where the vote counts double",
            ));
        }
    }
    if v.result.is_some() || v.ballots.contains_key(&seat) || option >= v.options.len() {
        return Err(RuleError::new(
            "gf.vote.cast",
            "one ballot per seat, for an existing option, while the vote is open",
        ));
    }
    Ok(vec![Event::VoteCast { vote, by: seat, option }])
}

/// "El Moderador": the Moderator closes a vote and it is tallied.
fn close_vote(s: &State, seat: SeatId, vote: usize) -> R<Vec<Event>> {
    moderator(seat)?;
    let v = s.votes.get(vote).ok_or_else(|| RuleError::new("gf.vote.unknown", "no such vote"))?;
    if v.result.is_some() {
        return Err(RuleError::new("gf.vote.closed", "that vote is closed"));
    }
    Ok(vec![Event::VoteClosed { vote, result: tally(v) }])
}

/// "Gran Final": a player proposes the framing of the Grand Finale between scenes.
fn propose_grand_finale(s: &State, seat: SeatId, framing: &str) -> R<Vec<Event>> {
    player(s, seat)?;
    if framing.trim().is_empty() || !matches!(s.phase, Phase::Lull { .. } | Phase::Interval { .. }) {
        return Err(RuleError::new("gf.finale.propose", "propose a framing between scenes"));
    }
    Ok(vec![Event::FinaleChanged {
        finale: Some(Finale { framing: framing.to_string(), agreed: vec![seat] }),
    }])
}

/// "Gran Final": the players agree to the proposed framing.
fn agree_grand_finale(s: &State, seat: SeatId) -> R<Vec<Event>> {
    player(s, seat)?;
    let f =
        s.finale.as_ref().ok_or_else(|| RuleError::new("gf.finale.none", "no Grand Finale was proposed"))?;
    if f.agreed.contains(&seat) {
        return Err(RuleError::new("gf.finale.agreed", "you already agreed"));
    }
    let mut f = f.clone();
    f.agreed.push(seat);
    Ok(vec![Event::FinaleChanged { finale: Some(f) }])
}

/// "Gran Final": the Moderator cancels a proposed Grand Finale.
fn cancel_grand_finale(s: &State, seat: SeatId) -> R<Vec<Event>> {
    moderator(seat)?;
    if s.finale.is_none() {
        return Err(RuleError::new("gf.finale.none", "no Grand Finale was proposed"));
    }
    Ok(vec![Event::FinaleChanged { finale: None }])
}

/// "Epilogo": the campaign ends after the Epilogue.
fn end_campaign(s: &State, seat: SeatId) -> R<Vec<Event>> {
    moderator(seat)?;
    if s.phase != Phase::Epilogue {
        return Err(RuleError::new("gf.phase.wrong", "the campaign ends after the Epilogue"));
    }
    Ok(vec![Event::PhaseChanged { phase: Phase::Over }])
}

/// Counts ballots (the Moderator's seat counts double); `None` on a tie.
pub fn tally(v: &Vote) -> Option<usize> {
    let mut counts = vec![0u32; v.options.len()];
    for (seat, o) in &v.ballots {
        counts[*o] += if *seat == MODERATOR { 2 } else { 1 };
    }
    let max = *counts.iter().max()?;
    let winners: Vec<usize> = (0..counts.len()).filter(|&i| counts[i] == max).collect();
    (winners.len() == 1).then(|| winners[0])
}

impl State {
    /// Past character creation.
    pub fn phase_allows_play(&self) -> bool {
        matches!(self.phase, Phase::Lull { .. } | Phase::Scene | Phase::Interval { .. })
    }
}
