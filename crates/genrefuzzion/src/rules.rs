//! `decide`: every rule of the rulebook, turning a command into events or a refusal.

use std::collections::BTreeMap;

use dice::{DiceSource, Die, PoolRoll, RolledDie};
use engine::{RuleError, SeatId};

use crate::command::*;
use crate::data::{self, Currency};
use crate::event::Event;
use crate::state::*;

mod creation;
mod interval;
mod scene;
mod tricks;

use creation::*;
pub use interval::tally;
pub use scene::average;
pub(crate) use scene::{current, side_of_seat};
pub use tricks::{Target, targets};

type R<T> = Result<T, RuleError>;

/// Training price: half the die's maximum ("2 para d4, 3 para d6, 4 para d8, 5 para d10").
pub fn training_cost(d: Die) -> u32 {
    d.sides() / 2
}

/// Points earned from a rating: halved and rounded up against an extra ("Calificación").
pub fn rating_points(rating: u32, against_extra: bool) -> u32 {
    if against_extra { rating.div_ceil(2) } else { rating }
}

/// Whether dice are balanced: as many d8 as d4 (relationships and scene clichés).
pub fn balanced(dice: &[Die]) -> bool {
    dice.iter().filter(|d| **d == Die::D8).count() == dice.iter().filter(|d| **d == Die::D4).count()
}

/// Accumulates point changes and sheet changes of one command, checking balances as it goes.
pub(crate) struct Work<'a> {
    pub s: &'a State,
    pub points: BTreeMap<SeatId, (i64, i64)>,
    pub events: Vec<Event>,
    pub chars: BTreeMap<usize, Character>,
    pub extras: BTreeMap<String, Extra>,
}

impl<'a> Work<'a> {
    pub fn new(s: &'a State) -> Work<'a> {
        Work {
            s,
            points: BTreeMap::new(),
            events: Vec::new(),
            chars: BTreeMap::new(),
            extras: BTreeMap::new(),
        }
    }

    fn balance(&self, seat: SeatId, c: Currency) -> i64 {
        let base = self.s.player(seat).map(|p| p.points.get(c)).unwrap_or(0) as i64;
        let d = self.points.get(&seat).copied().unwrap_or((0, 0));
        base + if c == Currency::Pv { d.0 } else { d.1 }
    }

    /// Spends points; refuses if the player does not have them.
    pub fn pay(&mut self, seat: SeatId, c: Currency, amount: u32, reason: &str) -> R<()> {
        if amount == 0 {
            return Ok(());
        }
        let have = self.balance(seat, c);
        if have < amount as i64 {
            // The English abbreviation in the message; the currency's own name (`pv`, `pk`) as
            // the parameter, for a page to print in its reader's words.
            let (cur, code) = if c == Currency::Pv { ("VP", "pv") } else { ("KP", "pk") };
            return Err(RuleError::new(
                "gf.points.not_enough",
                format!("{reason} costs {amount} {cur} and {seat} has {have}: points never go below zero"),
            )
            .with("cost", amount)
            .with("have", have)
            .with("currency", code));
        }
        self.delta(seat, c, -(amount as i64), reason);
        Ok(())
    }

    /// Earns points.
    pub fn gain(&mut self, seat: SeatId, c: Currency, amount: u32, reason: &str) {
        if amount > 0 && seat.0 > 0 {
            self.delta(seat, c, amount as i64, reason);
        }
    }

    fn delta(&mut self, seat: SeatId, c: Currency, amount: i64, reason: &str) {
        let e = self.points.entry(seat).or_insert((0, 0));
        if c == Currency::Pv {
            e.0 += amount
        } else {
            e.1 += amount
        }
        let (pv, pk) = if c == Currency::Pv { (amount, 0) } else { (0, amount) };
        self.events.push(Event::PointsChanged { player: seat, pv, pk, reason: reason.to_owned() });
    }

    /// A working copy of a party's sheet.
    pub fn sheet(&mut self, p: &Party) -> Option<&mut Sheet> {
        match p {
            Party::Character { id } => {
                if !self.chars.contains_key(id) {
                    let c = self.s.characters.get(*id)?.clone();
                    self.chars.insert(*id, c);
                }
                self.chars.get_mut(id).map(|c| &mut c.sheet)
            }
            Party::Extra { name } => {
                if !self.extras.contains_key(name) {
                    let e = self.s.extras.get(name)?.clone();
                    self.extras.insert(name.clone(), e);
                }
                self.extras.get_mut(name).map(|e| &mut e.sheet)
            }
        }
    }

    /// The events, sheet changes last.
    pub fn finish(mut self, reason: &str) -> Vec<Event> {
        for (id, c) in std::mem::take(&mut self.chars) {
            if self.s.characters.get(id) != Some(&c) {
                self.events.push(Event::CharacterUpdated {
                    id,
                    character: Box::new(c),
                    reason: reason.into(),
                });
            }
        }
        for (name, e) in std::mem::take(&mut self.extras) {
            if self.s.extras.get(&name) != Some(&e) {
                self.events.push(Event::ExtraUpdated { name, extra: e, reason: reason.into() });
            }
        }
        self.events
    }
}

fn is_player(s: &State, seat: SeatId) -> R<&Player> {
    s.player(seat).ok_or_else(|| {
        RuleError::new(
            "gf.seat.not_a_player",
            format!("{seat} is not a player: players sit at seats 1 and up"),
        )
        .with("seat", seat.0)
    })
}

fn text_ok(t: &str, what: &'static str) -> R<()> {
    if t.trim().is_empty() {
        return Err(
            RuleError::new("gf.text.empty", format!("the {what} may not be empty")).with("field", what)
        );
    }
    Ok(())
}

fn wrong_phase(s: &State, what: &str) -> RuleError {
    RuleError::new("gf.phase.wrong", format!("{what} is not possible now (phase: {})", phase_name(&s.phase)))
        .with("phase", phase_name(&s.phase))
}

/// The phase's code.
pub fn phase_name(p: &Phase) -> &'static str {
    match p {
        Phase::NotStarted => "not_started",
        Phase::ClichePool => "cliche_pool",
        Phase::Draft { .. } => "draft",
        Phase::Concept => "concept",
        Phase::Relationships { .. } => "relationships",
        Phase::Finishing => "finishing",
        Phase::Lull { .. } => "lull",
        Phase::Scene => "scene",
        Phase::Interval { .. } => "interval",
        Phase::Epilogue => "epilogue",
        Phase::Over => "over",
    }
}

fn own_char(s: &State, seat: SeatId) -> R<usize> {
    is_player(s, seat)?;
    s.character_of(seat).ok_or_else(|| {
        RuleError::new("gf.character.none", format!("{seat} has no character in play")).with("seat", seat.0)
    })
}

/// A trick or flaw chosen from the tables, its placeholders filled for the character ("Trucos y
/// Tretas": "los elementos entre <> ... se completan con algo acorde al personaje").
pub(crate) fn check_trick_choice<K: TableKey>(c: &Choice<K>) -> R<OwnedTrick> {
    let row = c.row();
    for p in row.placeholders() {
        if c.fills.get(&p).is_none_or(|v| v.trim().is_empty()) {
            return Err(RuleError::new(
                "gf.trick.placeholder",
                format!(
                    "\"{}\" needs its placeholder <{p}> filled with something that fits your character",
                    row.name
                ),
            )
            .with("placeholder", p));
        }
    }
    let (activation, effect) = row.fill(&c.fills);
    Ok(OwnedTrick::from_table(c.key.rule(), row, activation, effect))
}

fn six_dice_ok(dice: &[Die]) -> R<()> {
    let mut v = dice.to_vec();
    v.sort();
    if v != [Die::D4, Die::D4, Die::D6, Die::D6, Die::D8, Die::D8] {
        return Err(RuleError::new(
            "gf.cliche.dice",
            "the six clichés take exactly 2×d8, 2×d6 and 2×d4 (\"2 de d8, 2 de d6 y 2 de d4\")",
        ));
    }
    Ok(())
}

fn relationship_dice_ok(dice: &[Die]) -> R<()> {
    if dice.iter().any(|d| ![Die::D4, Die::D6, Die::D8].contains(d)) {
        return Err(RuleError::new("gf.relationship.die", "relationship dice are d8, d6 or d4"));
    }
    if !balanced(dice) {
        return Err(RuleError::new("gf.relationship.balance", "relationships need as many d8 as d4"));
    }
    Ok(())
}

fn difficulty_ok(d: u32) -> R<()> {
    if !(5..=15).contains(&d) {
        return Err(RuleError::new(
            "gf.objective.difficulty",
            format!("an objective's difficulty goes from 5 to 15, not {d}"),
        )
        .with("difficulty", d));
    }
    Ok(())
}

fn character_done(c: &Character) -> bool {
    c.sheet.cliches.len() == 6
        && !c.name.is_empty()
        && c.sheet.relationships.iter().all(|r| r.die.is_some())
        && c.sheet.relationships.len() >= 2
        && c.tricks.len() == 3
        && c.objectives.len() == 3
}

/// The next player seat after `seat` in the circle.
fn next_seat(s: &State, seat: SeatId) -> SeatId {
    let n = s.players.len() as u8;
    SeatId(seat.0 % n + 1)
}

fn party_exists(s: &State, p: &Party) -> bool {
    match p {
        Party::Character { id } => s.characters.get(*id).is_some_and(|c| !c.name.is_empty()),
        Party::Extra { name } => !name.trim().is_empty(),
    }
}

pub(crate) fn decide(s: &State, seat: SeatId, cmd: &Command, dice: &mut dyn DiceSource) -> R<Vec<Event>> {
    if matches!(s.phase, Phase::Over) {
        return Err(RuleError::game_over());
    }
    if seat.0 as usize > s.players.len() {
        return Err(RuleError::unknown_seat(seat));
    }
    if let Some(p) = s.player(seat)
        && p.absent
    {
        return Err(RuleError::new(
            "gf.player.absent",
            "this player left the game; a returning player needs a new seat",
        ));
    }
    use Command::*;
    match cmd {
        ProposeCliche { text } => propose(s, seat, text),
        ProposeTableCliche { number } => {
            let t = data::tables().cliches.get((*number as usize).wrapping_sub(1)).ok_or_else(|| {
                RuleError::new("gf.table.number", "cliché table numbers go from 1 to 100")
                    .with("number", number)
            })?;
            propose(s, seat, t)
        }
        DraftCliche { index } => draft(s, seat, *index),
        AddOwnCliches { cliches } => own_cliches(s, seat, cliches),
        AssignClicheDice { dice } => assign_cliche_dice(s, seat, dice),
        NameCharacter { name } => name_character(s, seat, name),
        DeclareRelationship { to, via_extra, text } => declare_relationship(s, seat, to, via_extra, text),
        DeclareTableRelationship { to, number, via_extra } => {
            let t =
                data::tables().relationships.get((*number as usize).wrapping_sub(1)).ok_or_else(|| {
                    RuleError::new("gf.table.number", "relationship table numbers go from 1 to 100")
                        .with("number", number)
                })?;
            let mut text = t.replace("<...>", &s.party_name(to));
            if text.contains("<extra>") {
                let Some(x) = via_extra else {
                    return Err(RuleError::new(
                        "gf.relationship.extra",
                        "this relationship names an extra: give via_extra",
                    ));
                };
                text = text.replace("<extra>", x);
            }
            declare_relationship(s, seat, to, via_extra, &text)
        }
        SuggestRelationship { from, to, text } => suggest_relationship(s, seat, *from, *to, text),
        CloseRelationships => close_relationships(s, seat),
        AssignRelationshipDice { dice } => assign_relationship_dice(s, seat, dice),
        ChooseTricks { tricks, flaw } => choose_tricks(s, seat, tricks, flaw),
        SetObjective { character, text, difficulty } => set_objective(s, seat, *character, text, *difficulty),
        StartScene { title, setting, tone, cliches, antagonist, intention, allies, grand_finale } => {
            scene::start_scene(
                s,
                seat,
                title,
                setting,
                tone,
                cliches,
                antagonist,
                intention,
                allies,
                *grand_finale,
            )
        }
        ReformulateIntention { intention } => scene::reformulate(s, seat, intention),
        RefuseAlly { ally } => scene::refuse_ally(s, seat, *ally),
        VetoExtraAlly { ally } => scene::veto_ally(s, seat, *ally),
        PresentAntagonist { define, description, raises, intention, allies } => {
            scene::present(s, seat, define, description, raises, intention, allies)
        }
        AllyIntention { ally, intention } => scene::ally_intention(s, seat, *ally, intention),
        GiftAttribute { attr } => scene::gift(s, seat, *attr),
        RollPool { sources } => scene::roll_pool(s, seat, sources, dice),
        Boost { with } => scene::boost(s, seat, *with),
        Stand => scene::stand(s, seat),
        Surrender => scene::surrender(s, seat),
        ClaimVictory { effect, extra } => scene::claim_victory(s, seat, effect, extra),
        UseTrick { trick, target } => tricks::use_trick(s, seat, *trick, *target, dice),
        ActivateFlaw { character, flaw, target } => {
            tricks::activate_flaw(s, seat, *character, *flaw, target, dice)
        }
        Rate { protagonist, antagonist, justification } => {
            scene::rate(s, seat, *protagonist, *antagonist, justification)
        }
        CloseGroupRating => scene::close_group_rating(s, seat),
        _ => interval::decide(s, seat, cmd),
    }
}

/// Rolls `pool` and reads it with `fumble_at_most`.
pub(crate) fn roll(pool: &[PoolDie], fumble_at_most: u32, dice: &mut dyn DiceSource) -> PoolRoll {
    let ds: Vec<Die> = pool.iter().map(|p| p.die).collect();
    let faces = dice.roll(&ds);
    let rolled: Vec<RolledDie> = ds.iter().zip(faces).map(|(&die, face)| RolledDie { die, face }).collect();
    PoolRoll::evaluate(&rolled, fumble_at_most)
}
