//! Scenes ("Jugando el Juego"): defining the scene, the antagonist, allies, pools, rolls, surrender
//! or opposition, retries, victory and the effect die, rating.

use dice::{DiceSource, Die};
use engine::{RuleError, SeatId};

use crate::command::*;
use crate::data::{Currency, Trick};
use crate::event::Event;
use crate::rules::{Work, balanced, phase_name, rating_points, roll, training_cost};
use crate::state::*;

type R<T> = Result<T, RuleError>;

pub(crate) fn current(s: &State) -> R<&Scene> {
    match (&s.phase, &s.scene) {
        (Phase::Scene, Some(sc)) => Ok(sc),
        _ => Err(RuleError::new(
            "gf.scene.none",
            format!("there is no scene being played (phase: {})", phase_name(&s.phase)),
        )),
    }
}

/// The side `seat` plays in the scene, if it leads one.
pub(crate) fn side_of_seat(sc: &Scene, seat: SeatId) -> Option<Side> {
    if sc.protagonist_player == seat {
        Some(Side::Protagonist)
    } else if sc.antagonist_player == Some(seat) {
        Some(Side::Antagonist)
    } else {
        None
    }
}

fn expect_side(sc: &Scene, seat: SeatId, side: Side) -> R<()> {
    if sc.player(side) != Some(seat) {
        let who = sc.player(side).map(|p| p.to_string()).unwrap_or_else(|| "the antagonist".into());
        return Err(RuleError::not_your_turn(who));
    }
    Ok(())
}

fn step_err(sc: &Scene, what: &str) -> RuleError {
    RuleError::new(
        "gf.scene.step",
        format!("{what} is not possible at this step of the scene ({:?})", sc.step),
    )
}

/// "Definir la escena": title, setting, tone, up to three scene clichés, antagonist, intention,
/// allies ("Llamar aliados").
#[allow(clippy::too_many_arguments)]
pub(crate) fn start_scene(
    s: &State,
    seat: SeatId,
    title: &str,
    setting: &str,
    tone: &str,
    cliches: &[Attr],
    antagonist: &Party,
    intention: &str,
    allies: &[Party],
    grand_finale: bool,
) -> R<Vec<Event>> {
    let Phase::Lull { starter } = &s.phase else {
        return Err(RuleError::new("gf.phase.wrong", "a scene starts between scenes, not now"));
    };
    if let Some(st) = starter
        && *st != seat
    {
        return Err(RuleError::not_your_turn(*st));
    }
    let me = s.character_of(seat).ok_or_else(|| {
        RuleError::new(
            "gf.scene.no_character",
            "a player without a character cannot start scenes (\"no puede comenzar nuevas escenas\")",
        )
    })?;
    if s.characters[me].objectives.iter().all(|o| o.done()) {
        return Err(RuleError::new(
            "gf.scene.must_retire",
            "a character with every objective satisfied must be retired",
        ));
    }
    for (t, w) in [(title, "title"), (setting, "setting"), (tone, "tone"), (intention, "intention")] {
        if t.trim().is_empty() {
            return Err(
                RuleError::new("gf.text.empty", format!("the scene's {w} may not be empty")).with("field", w)
            );
        }
    }
    if cliches.len() > 3 {
        return Err(RuleError::new("gf.scene.cliches", "a scene has at most three scene clichés"));
    }
    let dice: Vec<Die> = cliches.iter().map(|c| c.die).collect();
    if dice.iter().any(|d| ![Die::D4, Die::D6, Die::D8].contains(d)) || !balanced(&dice) {
        return Err(RuleError::new(
            "gf.scene.cliche_dice",
            "scene clichés take d4, d6 or d8, with as many d8 as d4",
        ));
    }
    if *antagonist == (Party::Character { id: me }) {
        return Err(RuleError::new("gf.scene.antagonist_self", "the antagonist is someone else"));
    }
    match antagonist {
        Party::Character { id } if s.characters.get(*id).is_none_or(|c| !c.ready) => {
            return Err(RuleError::new("gf.scene.antagonist_unknown", "no such character"));
        }
        Party::Extra { name } if name.trim().is_empty() => {
            return Err(RuleError::new("gf.scene.antagonist_unknown", "an extra needs a name"));
        }
        _ => {}
    }
    if grand_finale {
        let agreed = s.finale.as_ref().is_some_and(|f| {
            s.player_seats().iter().all(|p| s.player(*p).is_some_and(|pl| pl.absent) || f.agreed.contains(p))
        });
        if !agreed {
            return Err(RuleError::new(
                "gf.finale.not_agreed",
                "the Grand Finale needs every player's agreement first",
            ));
        }
    }
    let allies =
        check_allies(s, Side::Protagonist, allies, &[Party::Character { id: me }, antagonist.clone()])?;
    let antagonist_player = s.owner(antagonist);
    if antagonist_player.is_none() && !someone_can_play_the_extra(s, seat, &allies) {
        return Err(RuleError::new(
            "gf.scene.no_extra_player",
            "an extra is played by another player not taking part in the scene, and every present player is in it: call fewer allies or choose a character as antagonist",
        ));
    }
    let scene = Scene {
        number: s.scenes_started + 1,
        title: title.into(),
        setting: setting.into(),
        tone: tone.into(),
        cliches: cliches.to_vec(),
        protagonist: me,
        protagonist_player: seat,
        antagonist: antagonist.clone(),
        antagonist_player,
        intention: intention.into(),
        antagonist_intention: None,
        allies,
        step: Step::AwaitAntagonist,
        rolls: vec![],
        used_tricks: vec![],
        modifiers: vec![],
        gifts: vec![],
        grand_finale,
        outcome: None,
        group_ratings: Default::default(),
        deadline: None,
    };
    Ok(vec![Event::SceneStarted { scene: Box::new(scene) }, Event::PhaseChanged { phase: Phase::Scene }])
}

/// "Los extras ... los maneja otro jugador que no esté formando parte de la escena" (Introducción):
/// a scene against an extra needs a present player who is neither its protagonist's nor an ally's.
fn someone_can_play_the_extra(s: &State, protagonist_player: SeatId, allies: &[Ally]) -> bool {
    s.player_seats().into_iter().any(|p| {
        p != protagonist_player
            && s.player(p).is_some_and(|pl| !pl.absent)
            && !allies.iter().any(|a| s.owner(&a.who) == Some(p))
    })
}

fn check_allies(s: &State, side: Side, allies: &[Party], taken: &[Party]) -> R<Vec<Ally>> {
    let mut out: Vec<Ally> = Vec::new();
    for a in allies {
        if taken.contains(a) || out.iter().any(|o| o.who == *a) {
            return Err(RuleError::new(
                "gf.ally.duplicate",
                "an ally appears once and is neither protagonist nor antagonist",
            ));
        }
        match a {
            Party::Character { id } if s.characters.get(*id).is_none_or(|c| !c.ready) => {
                return Err(RuleError::new("gf.ally.unknown", "no such character"));
            }
            Party::Extra { name } if name.trim().is_empty() => {
                return Err(RuleError::new("gf.ally.unknown", "an extra needs a name"));
            }
            _ => {}
        }
        out.push(Ally { side, who: a.clone(), status: AllyStatus::Cooperating, intention: None });
    }
    Ok(out)
}

fn updated(sc: Scene, reason: &str) -> Event {
    Event::SceneUpdated { scene: Box::new(sc), reason: reason.into() }
}

pub(crate) fn reformulate(s: &State, seat: SeatId, intention: &str) -> R<Vec<Event>> {
    let sc = current(s)?;
    expect_side(sc, seat, Side::Protagonist)?;
    if sc.step != Step::AwaitAntagonist {
        return Err(step_err(sc, "reformulating the intention after the antagonist presented"));
    }
    if intention.trim().is_empty() {
        return Err(RuleError::new("gf.text.empty", "the intention may not be empty"));
    }
    let mut sc = sc.clone();
    sc.intention = intention.into();
    Ok(vec![updated(sc, "intention_reformulated")])
}

fn ally_open(sc: &Scene, ally: usize) -> R<&Ally> {
    let a = sc
        .allies
        .get(ally)
        .ok_or_else(|| RuleError::new("gf.ally.unknown", "no such ally").with("ally", ally))?;
    if a.status != AllyStatus::Cooperating {
        return Err(RuleError::new("gf.ally.gone", "that ally is already out of the scene"));
    }
    if sc.rolls.iter().any(|r| r.side == a.side) {
        return Err(RuleError::new(
            "gf.ally.too_late",
            "allies refuse or are vetoed before their side builds its pool",
        ));
    }
    Ok(a)
}

pub(crate) fn refuse_ally(s: &State, seat: SeatId, ally: usize) -> R<Vec<Event>> {
    let sc = current(s)?;
    let a = ally_open(sc, ally)?;
    if s.owner(&a.who) != Some(seat) {
        return Err(RuleError::new("gf.ally.not_yours", "only the ally's own player may refuse the call"));
    }
    let mut sc = sc.clone();
    sc.allies[ally].status = AllyStatus::Refused;
    Ok(vec![updated(sc, "ally_refused")])
}

pub(crate) fn veto_ally(s: &State, seat: SeatId, ally: usize) -> R<Vec<Event>> {
    let sc = current(s)?;
    s.player(seat).ok_or_else(|| RuleError::new("gf.seat.not_a_player", "only players pay points"))?;
    let a = ally_open(sc, ally)?;
    if !s.is_extra(&a.who) {
        return Err(RuleError::new(
            "gf.ally.veto_character",
            "only an extra can be kept out for 1 KP; characters refuse themselves",
        ));
    }
    let mut w = Work::new(s);
    w.pay(seat, Currency::Pk, 1, "ally_veto")?;
    let mut sc = sc.clone();
    sc.allies[ally].status = AllyStatus::Vetoed;
    w.events.push(updated(sc, "ally_vetoed"));
    Ok(w.finish("ally_vetoed"))
}

/// "El Antagonista se presenta": a character's player, or anyone for an extra (five clichés
/// d10/3×d6/d4, raised with PV/PK, always a d4); the antagonist's intention and allies.
pub(crate) fn present(
    s: &State,
    seat: SeatId,
    define: &[String],
    description: &str,
    raises: &[ExtraRaise],
    intention: &str,
    allies: &[Party],
) -> R<Vec<Event>> {
    let sc = current(s)?;
    if sc.step != Step::AwaitAntagonist {
        return Err(step_err(sc, "presenting the antagonist"));
    }
    s.player(seat)
        .ok_or_else(|| RuleError::new("gf.seat.not_a_player", "the antagonist is presented by a player"))?;
    if let Some(owner) = s.owner(&sc.antagonist) {
        if owner != seat {
            return Err(RuleError::not_your_turn(owner));
        }
    } else if seat == sc.protagonist_player {
        return Err(RuleError::new(
            "gf.antagonist.protagonist",
            "the protagonist cannot also play the extra it opposes",
        ));
    }
    if s.owner(&sc.antagonist).is_none()
        && sc.allies.iter().any(|a| a.status == AllyStatus::Cooperating && s.owner(&a.who) == Some(seat))
    {
        return Err(RuleError::new(
            "gf.antagonist.in_scene",
            "an extra is played by a player not taking part in the scene: your character is an ally here",
        ));
    }
    if intention.trim().is_empty() {
        return Err(RuleError::new("gf.text.empty", "the antagonist's intention may not be empty"));
    }
    let mut w = Work::new(s);
    if let Party::Extra { name } = &sc.antagonist {
        let mut extra = match s.extras.get(name) {
            Some(e) => {
                if !define.is_empty() {
                    return Err(RuleError::new(
                        "gf.extra.defined",
                        "this extra was defined before; only raise it",
                    ));
                }
                e.clone()
            }
            None => {
                if description.trim().is_empty() {
                    return Err(RuleError::new(
                        "gf.extra.description",
                        "an extra never mentioned before needs a one-line description",
                    ));
                }
                if define.len() != 5 || define.iter().any(|d| d.trim().is_empty()) {
                    return Err(RuleError::new(
                        "gf.extra.five",
                        "a new extra is defined with five clichés: one d10, three d6 and one d4",
                    ));
                }
                let dice = [Die::D10, Die::D6, Die::D6, Die::D6, Die::D4];
                Extra {
                    sheet: Sheet {
                        cliches: define
                            .iter()
                            .zip(dice)
                            .map(|(n, die)| Attr { name: n.clone(), die })
                            .collect(),
                        ..Sheet::default()
                    },
                    description: description.to_owned(),
                }
            }
        };
        let had_d4 = extra.sheet.cliches.iter().any(|c| c.die == Die::D4);
        for r in raises {
            match r {
                ExtraRaise::Escalate { index } => {
                    let c =
                        extra.sheet.cliches.get_mut(*index).ok_or_else(|| {
                            RuleError::new("gf.extra.cliche", "no such cliché on the extra")
                        })?;
                    if c.die == Die::D12 {
                        return Err(RuleError::new("gf.die.max", "d12 is the largest die"));
                    }
                    w.pay(seat, Currency::Pv, training_cost(c.die), "extra_escalated")?;
                    c.die = step_up(c.die);
                }
                ExtraRaise::AddCliche { name } => {
                    if name.trim().is_empty() {
                        return Err(RuleError::new("gf.text.empty", "a cliché needs a phrase"));
                    }
                    w.pay(seat, Currency::Pk, 1, "extra_cliche_added")?;
                    extra.sheet.cliches.push(Attr { name: name.clone(), die: Die::D8 });
                }
            }
        }
        if had_d4 && !extra.sheet.cliches.iter().any(|c| c.die == Die::D4) {
            return Err(RuleError::new(
                "gf.extra.keep_d4",
                "an extra always keeps at least one cliché at d4",
            ));
        }
        w.extras.insert(name.clone(), extra);
    } else if !raises.is_empty() || !define.is_empty() {
        return Err(RuleError::new("gf.extra.only", "only an extra is defined or raised as it presents"));
    }
    let mut sc = sc.clone();
    let mut taken: Vec<Party> = vec![sc.leader(Side::Protagonist), sc.antagonist.clone()];
    taken.extend(sc.allies.iter().map(|a| a.who.clone()));
    let new_allies = check_allies(s, Side::Antagonist, allies, &taken)?;
    sc.allies.extend(new_allies);
    sc.antagonist_player = Some(seat);
    sc.antagonist_intention = Some(intention.to_owned());
    sc.step = Step::ProtagonistPool;
    w.events.push(updated(sc, "antagonist_presented"));
    Ok(w.finish("antagonist_presented"))
}

pub(crate) fn ally_intention(s: &State, seat: SeatId, ally: usize, intention: &str) -> R<Vec<Event>> {
    let sc = current(s)?;
    if !sc.grand_finale {
        return Err(RuleError::new(
            "gf.finale.only",
            "allies state their own intentions only in the Grand Finale",
        ));
    }
    let a = sc.allies.get(ally).ok_or_else(|| RuleError::new("gf.ally.unknown", "no such ally"))?;
    let may = s.owner(&a.who) == Some(seat) || (s.is_extra(&a.who) && sc.player(a.side) == Some(seat));
    if !may || a.status != AllyStatus::Cooperating || intention.trim().is_empty() {
        return Err(RuleError::new(
            "gf.ally.intention",
            "an ally's player states one non-empty intention for it",
        ));
    }
    let mut sc = sc.clone();
    sc.allies[ally].intention = Some(intention.to_owned());
    Ok(vec![updated(sc, "ally_intention")])
}

pub(crate) fn gift(s: &State, seat: SeatId, attr: AttrRef) -> R<Vec<Event>> {
    let sc = current(s)?;
    let side = side_of_seat(sc, seat).ok_or_else(|| {
        RuleError::new("gf.scene.not_leader", "only the protagonist or antagonist gives attributes")
    })?;
    if sc.outcome.is_some() || matches!(sc.step, Step::AwaitAntagonist) {
        return Err(step_err(sc, "giving an attribute"));
    }
    let me = sc.leader(side);
    let sheet = s.sheet(&me).ok_or_else(|| RuleError::new("gf.sheet.none", "no sheet"))?;
    if !matches!(attr.kind, AttrKind::Cliche | AttrKind::Relationship) {
        return Err(RuleError::new("gf.gift.kind", "give one of your clichés or relationships"));
    }
    let die = sheet.die(attr).ok_or_else(|| RuleError::new("gf.attr.unknown", "no such attribute"))?;
    let name = sheet.name(attr).unwrap_or_default().to_owned();
    let mut w = Work::new(s);
    w.gain(seat, Currency::Pv, 2, "attribute_used_against_yourself");
    let mut sc = sc.clone();
    sc.gifts.push((side.other(), Attr { name, die }));
    w.events.push(updated(sc, "attribute_gifted"));
    Ok(w.finish("attribute_gifted"))
}

fn has_mod(sc: &Scene, f: impl Fn(&Modifier) -> bool) -> bool {
    sc.modifiers.iter().any(f)
}

/// "Armando el Pozo": builds the pool from its sources, one step per kind of source, checking
/// every limit and price.
fn build_pool(
    s: &State,
    sc: &mut Scene,
    side: Side,
    seat: SeatId,
    sources: &[Source],
    w: &mut Work,
) -> R<Vec<PoolDie>> {
    let mut pool = Pool::new(s, sc, side, seat, sources.len());
    for src in sources {
        match src {
            Source::Cliche { index } => pool.add_cliche(sc, *index)?,
            Source::Relationship { index } => pool.add_relationship(*index)?,
            Source::Advantage { index, sacrifice } => pool.add_advantage(sc, *index, *sacrifice)?,
            Source::OpponentProblem { index } => pool.add_opponent_problem(sc, *index)?,
            Source::SceneCliche { index } => pool.add_scene_cliche(sc, *index)?,
            Source::Ally { ally, attr } => pool.add_ally(sc, *ally, *attr)?,
            Source::OpponentAttribute { attr } => pool.add_opponent_attribute(sc, *attr, w)?,
            Source::Gift { index } => pool.add_gift(sc, *index)?,
            Source::KarmaD6 => pool.add_karma_d6(w)?,
            Source::TrickD8 { trick } => pool.add_trick_die(sc, *trick, Trick::ArmaPredilecta, w)?,
            Source::TrickD12 { trick } => pool.add_trick_die(sc, *trick, Trick::FueraDeControl, w)?,
        }
    }
    pool.own_cliche_limit(sc, w)?;
    pool.consume(sc, w)
}

/// Refuses a pool with more than `max` dice of one kind.
fn limit(n: usize, max: usize, what: &'static str) -> R<()> {
    if n > max {
        Err(RuleError::new("gf.pool.limit", format!("a pool holds at most {max} {what}"))
            .with("source", what)
            .with("max", max))
    } else {
        Ok(())
    }
}

/// A pool being built from its sources ("Armando el Pozo"): the dice so far, and how many came
/// from each kind of source, for its limits.
struct Pool<'a> {
    s: &'a State,
    side: Side,
    seat: SeatId,
    /// How many sources were asked for ("Fuera de control" counts them).
    sources: usize,
    me: Party,
    opp: Party,
    my_sheet: Sheet,
    opp_sheet: Sheet,
    opp_player: Option<SeatId>,
    /// The leader's character, when it is not an extra (extras have no tricks).
    my_char: Option<usize>,
    dice: Vec<PoolDie>,
    own_cliches: usize,
    relationships: usize,
    advantages: usize,
    problems: usize,
    scene_cliches: usize,
    opponent_attributes: usize,
    karma_d6: usize,
    /// The allies whose dice were added, once per die.
    ally_dice: Vec<usize>,
    gifts_used: Vec<usize>,
    used_cliches: Vec<usize>,
    sacrificed: Option<usize>,
    /// Clichés escalated by "Plan B" (at most two).
    plan_b: usize,
}

impl<'a> Pool<'a> {
    fn new(s: &'a State, sc: &Scene, side: Side, seat: SeatId, sources: usize) -> Pool<'a> {
        let me = sc.leader(side);
        let opp = sc.leader(side.other());
        Pool {
            s,
            side,
            seat,
            sources,
            my_sheet: s.sheet(&me).cloned().unwrap_or_default(),
            opp_sheet: s.sheet(&opp).cloned().unwrap_or_default(),
            opp_player: sc.player(side.other()),
            my_char: match &me {
                Party::Character { id } if !s.is_extra(&me) => Some(*id),
                _ => None,
            },
            me,
            opp,
            dice: Vec::new(),
            own_cliches: 0,
            relationships: 0,
            advantages: 0,
            problems: 0,
            scene_cliches: 0,
            opponent_attributes: 0,
            karma_d6: 0,
            ally_dice: Vec::new(),
            gifts_used: Vec::new(),
            used_cliches: Vec::new(),
            sacrificed: None,
            plan_b: 0,
        }
    }

    /// "Armando el Pozo": "dos dados de dos clichés" (escalated by "Plan B"; barred or disabled by
    /// tricks and flaws).
    fn add_cliche(&mut self, sc: &Scene, index: usize) -> R<()> {
        let side = self.side;
        let a = self
            .my_sheet
            .cliches
            .get(index)
            .ok_or_else(|| RuleError::new("gf.attr.unknown", "no such cliché"))?;
        if self.used_cliches.contains(&index) {
            return Err(RuleError::new("gf.pool.twice", "each cliché adds its die once"));
        }
        if has_mod(
            sc,
            |m| matches!(m, Modifier::ClicheDisabled { party, index: i } if *party == self.me && *i == index),
        ) {
            return Err(RuleError::new(
                "gf.pool.disabled",
                "that cliché is out of play until the end of the scene",
            ));
        }
        if has_mod(
            sc,
            |m| matches!(m, Modifier::ClicheBarred { side: sd, index: i } if *sd == side && *i == index),
        ) {
            return Err(RuleError::new(
                "gf.pool.barred",
                "\"Genre Savvy\": that cliché is barred from this pool",
            ));
        }
        self.used_cliches.push(index);
        self.own_cliches += 1;
        let escalate = has_mod(
            sc,
            |m| matches!(m, Modifier::EscalateCliche { side: sd, index: i } if *sd == side && *i == index),
        ) || (has_mod(sc, |m| matches!(m, Modifier::PlanB { side: sd } if *sd == side))
            && self.plan_b < 2
            && !sc.rolls.iter().any(|r| {
                r.side == side
                    && r.pool.iter().any(|p| p.origin == Some(AttrRef { kind: AttrKind::Cliche, index }))
            })
            && {
                self.plan_b += 1;
                true
            });
        self.dice.push(PoolDie {
            die: if escalate { step_up(a.die) } else { a.die },
            source: format!("cliché: {}", a.name),
            origin: Some(AttrRef { kind: AttrKind::Cliche, index }),
        });
        Ok(())
    }

    /// "Armando el Pozo": "un dado de la relación que tiene con su antagonista".
    fn add_relationship(&mut self, index: usize) -> R<()> {
        let r = self
            .my_sheet
            .relationships
            .get(index)
            .ok_or_else(|| RuleError::new("gf.attr.unknown", "no such relationship"))?;
        if r.target != self.opp {
            return Err(RuleError::new(
                "gf.pool.relationship",
                "only the relationship with your opponent adds a die",
            ));
        }
        self.relationships += 1;
        limit(self.relationships, 1, "relationship dice")?;
        self.dice.push(PoolDie {
            die: r.die.unwrap_or(Die::D4),
            source: format!("relationship: {}", r.text),
            origin: Some(AttrRef { kind: AttrKind::Relationship, index }),
        });
        Ok(())
    }

    /// "Armando el Pozo": "un dado de una ventaja"; sacrificed, it adds three dice ("Convertirlo en
    /// una Ventaja").
    fn add_advantage(&mut self, sc: &Scene, index: usize, sacrifice: bool) -> R<()> {
        let side = self.side;
        let a = self
            .my_sheet
            .advantages
            .get(index)
            .ok_or_else(|| RuleError::new("gf.attr.unknown", "no such advantage"))?;
        if a.against.as_ref().is_some_and(|p| *p != self.opp) {
            return Err(RuleError::new(
                "gf.pool.advantage_against",
                "that advantage works only against another opponent",
            ));
        }
        self.advantages += 1;
        limit(self.advantages, 1, "advantage dice")?;
        let four = has_mod(sc, |m| matches!(m, Modifier::SacrificeFour { side: sd } if *sd == side));
        let n = match (sacrifice, four) {
            (true, true) => 4,
            (true, false) => 3,
            _ => 1,
        };
        if sacrifice {
            self.sacrificed = Some(index);
        }
        for _ in 0..n {
            self.dice.push(PoolDie {
                die: a.attr.die,
                source: format!("advantage: {}", a.attr.name),
                origin: Some(AttrRef { kind: AttrKind::Advantage, index }),
            });
        }
        Ok(())
    }

    /// "Armando el Pozo": "un dado de un problema que tenga su antagonista".
    fn add_opponent_problem(&mut self, sc: &Scene, index: usize) -> R<()> {
        let side = self.side;
        if has_mod(sc, |m| matches!(m, Modifier::NoProblemsNextPool { side: sd } if *sd == side)) {
            return Err(RuleError::new(
                "gf.pool.no_problems",
                "\"Gajes de oficio\": you may not use its problems in this pool",
            ));
        }
        let a = self
            .opp_sheet
            .problems
            .get(index)
            .ok_or_else(|| RuleError::new("gf.attr.unknown", "no such problem"))?;
        self.problems += 1;
        limit(self.problems, 1, "opponent problem dice")?;
        self.dice.push(PoolDie {
            die: a.die,
            source: format!("opponent's problem: {}", a.name),
            origin: None,
        });
        Ok(())
    }

    /// "Armando el Pozo": "un dado de Clichés de escena" (two with "Ver cada detalle").
    fn add_scene_cliche(&mut self, sc: &Scene, index: usize) -> R<()> {
        let side = self.side;
        let a =
            sc.cliches.get(index).ok_or_else(|| RuleError::new("gf.attr.unknown", "no such scene cliché"))?;
        self.scene_cliches += 1;
        let max = if has_mod(sc, |m| matches!(m, Modifier::TwoSceneCliches { side: sd } if *sd == side)) {
            2
        } else {
            1
        };
        limit(self.scene_cliches, max, "scene cliché dice")?;
        self.dice.push(PoolDie { die: a.die, source: format!("scene cliché: {}", a.name), origin: None });
        Ok(())
    }

    /// "Armando el Pozo": "un dado de Cliché o relación que tenga un aliado, hasta el máximo de
    /// tres aliados".
    fn add_ally(&mut self, sc: &Scene, ally: usize, attr: AttrRef) -> R<()> {
        let (s, side) = (self.s, self.side);
        let a = sc.allies.get(ally).ok_or_else(|| RuleError::new("gf.ally.unknown", "no such ally"))?;
        if a.side != side || a.status != AllyStatus::Cooperating {
            return Err(RuleError::new("gf.pool.ally", "only allies of your side taking part add dice"));
        }
        if !matches!(attr.kind, AttrKind::Cliche | AttrKind::Relationship) {
            return Err(RuleError::new("gf.pool.ally_attr", "an ally adds a cliché or relationship die"));
        }
        let die = s
            .sheet(&a.who)
            .and_then(|sh| sh.die(attr))
            .ok_or_else(|| RuleError::new("gf.attr.unknown", "the ally has no such attribute"))?;
        self.ally_dice.push(ally);
        let per = self.ally_dice.iter().filter(|x| **x == ally).count();
        let per_max = if sc.grand_finale {
            3
        } else if has_mod(sc, |m| matches!(m, Modifier::AllyExtraDie { side: sd } if *sd == side)) {
            2
        } else {
            1
        };
        limit(per, per_max, "dice from one ally")?;
        let mut distinct = self.ally_dice.clone();
        distinct.sort();
        distinct.dedup();
        if !sc.grand_finale {
            limit(distinct.len(), 3, "allies")?;
        }
        if let Some(max) = sc.modifiers.iter().find_map(|m| match m {
            Modifier::MaxAllyDice { side: sd, max } if *sd == side => Some(*max),
            _ => None,
        }) {
            limit(self.ally_dice.len(), max, "ally dice (\"Mala junta\")")?;
        }
        self.dice.push(PoolDie { die, source: format!("ally: {}", s.party_name(&a.who)), origin: None });
        Ok(())
    }

    /// "Armando el Pozo": a die of the antagonist's attribute, for 1 PK given to them.
    fn add_opponent_attribute(&mut self, sc: &Scene, attr: AttrRef, w: &mut Work) -> R<()> {
        let (side, seat) = (self.side, self.seat);
        if !matches!(attr.kind, AttrKind::Cliche | AttrKind::Relationship) {
            return Err(RuleError::new("gf.pool.opp_attr", "use a cliché or relationship of your opponent"));
        }
        let die = self
            .opp_sheet
            .die(attr)
            .ok_or_else(|| RuleError::new("gf.attr.unknown", "your opponent has no such attribute"))?;
        self.opponent_attributes += 1;
        limit(self.opponent_attributes, 1, "opponent attribute dice")?;
        let free = has_mod(sc, |m| matches!(m, Modifier::FreeOpponentAttribute { side: sd } if *sd == side))
            || (attr.kind == AttrKind::Cliche
                && has_mod(
                    sc,
                    |m| matches!(m, Modifier::FreeOpponentCliche { side: sd, index } if *sd == side && *index == attr.index),
                ));
        if !free {
            w.pay(seat, Currency::Pk, 1, "opponent_attribute_used")?;
            if let Some(op) = self.opp_player {
                w.gain(op, Currency::Pk, 1, "attribute_used_against_you");
            }
        }
        self.dice.push(PoolDie {
            die,
            source: format!("opponent's {}", self.opp_sheet.name(attr).unwrap_or_default()),
            origin: None,
        });
        Ok(())
    }

    /// "Armando el Pozo": an attribute the opponent gifted, until the end of the scene.
    fn add_gift(&mut self, sc: &Scene, index: usize) -> R<()> {
        let side = self.side;
        let mine: Vec<&Attr> = sc.gifts.iter().filter(|(sd, _)| *sd == side).map(|(_, a)| a).collect();
        let a =
            mine.get(index).ok_or_else(|| RuleError::new("gf.gift.unknown", "no such gift for your side"))?;
        if self.gifts_used.contains(&index) {
            return Err(RuleError::new("gf.pool.twice", "each gift adds its die once"));
        }
        self.gifts_used.push(index);
        self.dice.push(PoolDie { die: a.die, source: format!("gift: {}", a.name), origin: None });
        Ok(())
    }

    /// "Armando el Pozo": "si pagas 1 PK, puede agregar además 1d6".
    fn add_karma_d6(&mut self, w: &mut Work) -> R<()> {
        let seat = self.seat;
        self.karma_d6 += 1;
        limit(self.karma_d6, 1, "d6 bought with KP")?;
        w.pay(seat, Currency::Pk, 1, "karma_d6")?;
        self.dice.push(PoolDie { die: Die::D6, source: "1 PK: d6".into(), origin: None });
        Ok(())
    }

    /// "Armando el Pozo": "ciertos trucos permiten agregar dados" ("Arma predilecta" d8, "Fuera de
    /// control" d12).
    fn add_trick_die(&mut self, sc: &mut Scene, trick: usize, which: Trick, w: &mut Work) -> R<()> {
        let (s, seat) = (self.s, self.seat);
        let die = if which == Trick::ArmaPredilecta { Die::D8 } else { Die::D12 };
        let name = &which.row().name;
        let id = self.my_char.ok_or_else(|| RuleError::new("gf.trick.extra", "extras have no tricks"))?;
        super::tricks::take_trick(s, sc, id, trick, Some(which), seat, w)?;
        if which == Trick::FueraDeControl && self.sources != 4 {
            return Err(RuleError::new(
                "gf.trick.activation",
                "\"Fuera de control\" needs exactly three other dice in the pool",
            ));
        }
        if which == Trick::FueraDeControl {
            sc.modifiers.push(Modifier::OutOfControl { party: self.me.clone(), roll: sc.rolls.len() });
        }
        self.dice.push(PoolDie { die, source: format!("trick: {name}"), origin: None });
        Ok(())
    }

    /// "Armando el Pozo": at most two of your own clichés, a third for 1 PV (three, or five, with
    /// tricks).
    fn own_cliche_limit(&self, sc: &Scene, w: &mut Work) -> R<()> {
        let (side, seat) = (self.side, self.seat);
        let max_own = sc
            .modifiers
            .iter()
            .find_map(|m| match m {
                Modifier::MaxCliches { side: sd, max } if *sd == side => Some(*max),
                _ => None,
            })
            .unwrap_or(3);
        let grand = has_mod(sc, |m| matches!(m, Modifier::MaxOwnCliches { side: sd, .. } if *sd == side));
        if grand {
            limit(self.own_cliches, 5, "of your clichés (\"Grandes expectativas\")")?;
        } else {
            limit(self.own_cliches, max_own, "of your clichés")?;
            if self.own_cliches == 3 {
                if has_mod(sc, |m| matches!(m, Modifier::NoVictorySpending { side: sd } if *sd == side)) {
                    return Err(RuleError::new(
                        "gf.trick.mi_tesoro",
                        "\"Mi tesoro\": you may not spend VP until the end of the scene",
                    ));
                }
                w.pay(seat, Currency::Pv, 1, "third_cliche")?;
            }
        }
        Ok(())
    }

    /// The pool's dice; a sacrificed advantage and the gifts used are spent, one-pool modifiers end.
    fn consume(self, sc: &mut Scene, w: &mut Work) -> R<Vec<PoolDie>> {
        let side = self.side;
        if self.dice.is_empty() {
            return Err(RuleError::new("gf.pool.empty", "a pool needs at least one die"));
        }
        // Sacrificed advantage, consumed gifts and one-self.dice modifiers.
        if let Some(i) = self.sacrificed
            && let Some(sh) = w.sheet(&self.me)
        {
            sh.advantages.remove(i);
        }
        let mut k = 0;
        sc.gifts.retain(|(sd, _)| {
            if *sd == side {
                let used = self.gifts_used.contains(&k);
                k += 1;
                !used
            } else {
                true
            }
        });
        sc.modifiers.retain(|m| {
            !matches!(m, Modifier::NoProblemsNextPool { side: sd } | Modifier::ClicheBarred { side: sd, .. } | Modifier::FreeOpponentAttribute { side: sd } | Modifier::SacrificeFour { side: sd } | Modifier::EscalateCliche { side: sd, .. } | Modifier::PlanB { side: sd } if *sd == side)
        });
        Ok(self.dice)
    }
}

pub(crate) fn fumble_threshold(sc: &mut Scene, side: Side) -> u32 {
    let mut at = 1;
    for m in &sc.modifiers {
        if let Modifier::FumbleAtMost { side: sd, at_most, .. } = m
            && *sd == side
        {
            at = *at_most;
        }
    }
    sc.modifiers.retain(
        |m| !matches!(m, Modifier::FumbleAtMost { side: sd, next_roll_only: true, .. } if *sd == side),
    );
    at
}

pub(crate) fn roll_pool(
    s: &State,
    seat: SeatId,
    sources: &[Source],
    dice: &mut dyn DiceSource,
) -> R<Vec<Event>> {
    let sc = current(s)?;
    let side = match sc.step {
        Step::ProtagonistPool | Step::ProtagonistChoice => Side::Protagonist,
        Step::AntagonistChoice => Side::Antagonist,
        _ => return Err(step_err(sc, "rolling a pool")),
    };
    expect_side(sc, seat, side)?;
    let mut w = Work::new(s);
    let mut sc = sc.clone();
    let pool = build_pool(s, &mut sc, side, seat, sources, &mut w)?;
    if sc.step == Step::ProtagonistChoice {
        let prev = sc.last_roll(side).map(|r| r.pool.len()).unwrap_or(0);
        let need = if has_mod(&sc, |m| matches!(m, Modifier::RetryWithoutMore { side: sd } if *sd == side)) {
            prev
        } else if has_mod(&sc, |m| matches!(m, Modifier::RetryNeedsThree { side: sd } if *sd == side)) {
            prev + 3
        } else {
            prev + 1
        };
        if pool.len() < need {
            return Err(RuleError::new(
                "gf.retry.more_dice",
                format!(
                    "to retry the pool needs {need} dice or more (the last had {prev}); otherwise surrender"
                ),
            )
            .with("need", need)
            .with("have", pool.len()));
        }
    }
    let at = fumble_threshold(&mut sc, side);
    let mut bonus = 0;
    sc.modifiers.retain(|m| match m {
        Modifier::NextResultBonus { side: sd, bonus: b } if *sd == side => {
            bonus += b;
            false
        }
        _ => true,
    });
    let r = roll(&pool, at, dice);
    let roll = SceneRoll { side, pool, roll: r, bonus, added: vec![], boosted: false, fumble_at_most: at };
    w.events.push(updated(sc, "pool_built"));
    w.events.push(Event::PoolRolled { roll });
    w.events.push(Event::StepChanged { step: Step::PostRoll { side } });
    Ok(w.finish("pool_built"))
}

/// "Tirando el pozo": "gastar 1 PV para añadir el valor de un dado adicional ... o bien sumarte +3
/// ... gastando 1 PK".
pub(crate) fn boost(s: &State, seat: SeatId, with: Currency) -> R<Vec<Event>> {
    let sc = current(s)?;
    let Step::PostRoll { side } = sc.step else { return Err(step_err(sc, "boosting a result")) };
    expect_side(sc, seat, side)?;
    let r = sc.last_roll(side).expect("a roll precedes PostRoll");
    if r.boosted {
        return Err(RuleError::new("gf.boost.once", "a roll takes one boost: a die for 1 VP or +3 for 1 KP"));
    }
    let mut w = Work::new(s);
    let mut r = r.clone();
    r.boosted = true;
    match with {
        Currency::Pv => {
            if has_mod(sc, |m| matches!(m, Modifier::NoVictorySpending { side: sd } if *sd == side)) {
                return Err(RuleError::new(
                    "gf.trick.mi_tesoro",
                    "\"Mi tesoro\": you may not spend VP until the end of the scene",
                ));
            }
            let n = if has_mod(sc, |m| matches!(m, Modifier::TwoDiceBoost { side: sd } if *sd == side)) {
                2
            } else {
                1
            };
            let mut free: Vec<usize> = r.free_dice();
            if free.is_empty() {
                return Err(RuleError::new("gf.boost.no_die", "no die is left to add to the result"));
            }
            free.sort_by(|&a, &b| r.roll.dice[b].face.cmp(&r.roll.dice[a].face).then(a.cmp(&b)));
            w.pay(seat, Currency::Pv, 1, "die_added_to_result")?;
            r.added.extend(free.into_iter().take(n));
        }
        Currency::Pk => {
            w.pay(seat, Currency::Pk, 1, "plus_three")?;
            r.bonus += 3;
        }
    }
    w.events.push(Event::RollAdjusted { roll: r, reason: "boost".into() });
    Ok(w.finish("boost"))
}

/// "Oponerse" and "El Protagonista puede Reintentar": who wins a comparison.
pub(crate) fn stand(s: &State, seat: SeatId) -> R<Vec<Event>> {
    let sc = current(s)?;
    let Step::PostRoll { side } = sc.step else { return Err(step_err(sc, "standing on a result")) };
    expect_side(sc, seat, side)?;
    let mine = sc.last_roll(side).expect("rolled").result();
    let theirs = sc.last_roll(side.other()).map(|r| r.result());
    let next = match (side, theirs) {
        (Side::Protagonist, None) => Step::AntagonistChoice,
        (Side::Antagonist, Some(p)) if p > mine => return Ok(win(s, sc, Side::Protagonist, false)),
        (Side::Antagonist, _) => Step::ProtagonistChoice,
        (Side::Protagonist, Some(a)) if mine >= a => Step::AntagonistChoice,
        (Side::Protagonist, Some(_)) => return Ok(win(s, sc, Side::Antagonist, false)),
    };
    Ok(vec![Event::StepChanged { step: next }])
}

fn win(_s: &State, _sc: &Scene, winner: Side, surrender: bool) -> Vec<Event> {
    let step = if surrender { Step::Rating } else { Step::Victory { winner } };
    vec![Event::SceneDecided { outcome: Outcome { winner, surrender } }, Event::StepChanged { step }]
}

fn rating_step(sc: &Scene) -> Step {
    if sc.grand_finale { Step::GroupRating } else { Step::Rating }
}

/// "Rendirse": 2 PV / 2 PK (1/1 against an extra), allies 1 by side.
pub(crate) fn surrender(s: &State, seat: SeatId) -> R<Vec<Event>> {
    let sc = current(s)?;
    let side = match sc.step {
        Step::AntagonistChoice => Side::Antagonist,
        Step::ProtagonistChoice => Side::Protagonist,
        _ => return Err(step_err(sc, "surrendering")),
    };
    expect_side(sc, seat, side)?;
    if sc.grand_finale {
        if side == Side::Protagonist {
            // Ruling: nobody surrenders in the Grand Finale; a protagonist who does not retry loses.
            return Ok(win(s, sc, Side::Antagonist, false));
        }
        return Err(RuleError::new(
            "gf.finale.no_surrender",
            "in the Grand Finale no player can surrender: oppose",
        ));
    }
    let winner = side.other();
    let extra = s.is_extra(&sc.antagonist);
    let mut w = Work::new(s);
    let humo = sc.used_tricks.iter().any(|(c, t)| {
        sc.leader(side) == (Party::Character { id: *c })
            && s.characters[*c].tricks[*t].rule == TrickRule::Trick(Trick::HacerseHumo)
    });
    let n = if extra { 1 } else { 2 };
    if let Some(p) = sc.player(winner)
        && !humo
    {
        w.gain(p, Currency::Pv, n, "opponent_surrendered");
    }
    w.gain(seat, Currency::Pk, n, "surrendered");
    for a in sc.active_allies(Side::Protagonist).into_iter().chain(sc.active_allies(Side::Antagonist)) {
        if let Some(p) = s.owner(&a.who) {
            if a.side == winner {
                if !humo {
                    w.gain(p, Currency::Pv, 1, "ally_won");
                }
            } else {
                w.gain(p, Currency::Pk, 1, "ally_lost");
            }
        }
    }
    w.events.push(Event::SceneDecided { outcome: Outcome { winner, surrender: true } });
    w.events.push(Event::StepChanged { step: rating_step(sc) });
    Ok(w.finish("surrender"))
}

fn apply_effect(s: &State, sc: &Scene, winner: Side, die: Die, action: &EffectAction, w: &mut Work) -> R<()> {
    let me = sc.leader(winner);
    let opp = sc.leader(winner.other());
    match action {
        EffectAction::Advantage { name, only_against_opponent } => {
            if name.trim().is_empty() {
                return Err(RuleError::new("gf.text.empty", "an advantage needs a name"));
            }
            let against = only_against_opponent.then(|| opp.clone());
            let sh =
                w.sheet(&me).ok_or_else(|| RuleError::new("gf.sheet.none", "the winner has no sheet"))?;
            sh.advantages.push(Advantage {
                attr: Attr { name: name.clone(), die },
                against,
                temporary: false,
            });
        }
        EffectAction::Problem { name } => {
            if name.trim().is_empty() {
                return Err(RuleError::new("gf.text.empty", "a problem needs a name"));
            }
            let sh = w.sheet(&opp).ok_or_else(|| {
                RuleError::new("gf.sheet.none", "the opponent has no sheet to take a problem")
            })?;
            sh.problems.push(Attr { name: name.clone(), die });
        }
        EffectAction::EscalateProblem { index } => {
            let sh =
                w.sheet(&opp).ok_or_else(|| RuleError::new("gf.sheet.none", "the opponent has no sheet"))?;
            let p = sh
                .problems
                .get_mut(*index)
                .ok_or_else(|| RuleError::new("gf.attr.unknown", "no such problem"))?;
            p.die = if die > p.die { die } else { step_up(p.die) };
        }
        EffectAction::Annul { side, attr } => {
            let who = sc.leader(*side);
            let _ = s;
            let sh = w.sheet(&who).ok_or_else(|| RuleError::new("gf.sheet.none", "no sheet"))?;
            let cur = sh
                .die(*attr)
                .ok_or_else(|| RuleError::new("gf.attr.unknown", "no such attribute with a die"))?;
            if die > cur {
                match attr.kind {
                    AttrKind::Cliche => {
                        sh.cliches.remove(attr.index);
                    }
                    AttrKind::Relationship => {
                        sh.relationships.remove(attr.index);
                    }
                    AttrKind::Advantage => {
                        sh.advantages.remove(attr.index);
                    }
                    AttrKind::Problem => {
                        sh.problems.remove(attr.index);
                    }
                }
            } else if let Some(d) = step_down(cur) {
                match attr.kind {
                    AttrKind::Cliche => sh.cliches[attr.index].die = d,
                    AttrKind::Relationship => sh.relationships[attr.index].die = Some(d),
                    AttrKind::Advantage => sh.advantages[attr.index].attr.die = d,
                    AttrKind::Problem => sh.problems[attr.index].die = d,
                }
            }
        }
    }
    Ok(())
}

/// "Ganando una Escena": the effect die ("Convertirlo en una Ventaja", "Causar un Problema",
/// "Anular un atributo") and the extra advantage (1 PV) or complication (1 PK).
pub(crate) fn claim_victory(
    s: &State,
    seat: SeatId,
    effect: &Option<EffectUse>,
    extra: &[EffectUse],
) -> R<Vec<Event>> {
    let sc = current(s)?;
    let Step::Victory { winner } = sc.step else { return Err(step_err(sc, "claiming a victory")) };
    expect_side(sc, seat, winner)?;
    let r = sc.last_roll(winner).expect("a winner rolled");
    let mut free = r.free_dice();
    if has_mod(sc, |m| matches!(m, Modifier::EffectFromUsed { side: sd } if *sd == winner)) {
        free.extend(r.roll.used.iter().copied());
    }
    if effect.is_none() && !extra.is_empty() {
        return Err(RuleError::new("gf.effect.first", "extra effects come after the effect die"));
    }
    let mut w = Work::new(s);
    let mut seen: Vec<usize> = Vec::new();
    for (i, u) in effect.iter().chain(extra).enumerate() {
        if !free.contains(&u.die) || seen.contains(&u.die) {
            return Err(RuleError::new(
                "gf.effect.die",
                "the effect die is an unused, non-fumbled die of your last pool, each die once",
            )
            .with("die", u.die));
        }
        seen.push(u.die);
        if i > 0 {
            match u.action {
                EffectAction::Advantage { .. } => {
                    if has_mod(sc, |m| matches!(m, Modifier::NoVictorySpending { side: sd } if *sd == winner))
                    {
                        return Err(RuleError::new(
                            "gf.trick.mi_tesoro",
                            "\"Mi tesoro\": no VP spending until the end of the scene",
                        ));
                    }
                    w.pay(seat, Currency::Pv, 1, "extra_advantage")?
                }
                EffectAction::Problem { .. } | EffectAction::EscalateProblem { .. } => {
                    w.pay(seat, Currency::Pk, 1, "extra_complication")?
                }
                EffectAction::Annul { .. } => {
                    return Err(RuleError::new(
                        "gf.effect.extra_kind",
                        "extra effects are an advantage (1 VP) or a complication (1 KP)",
                    ));
                }
            }
        }
        apply_effect(s, sc, winner, r.roll.dice[u.die].die, &u.action, &mut w)?;
    }
    if effect.is_none() && !free.is_empty() {
        // Choosing no effect is allowed: the rulebook lets the winner choose, not forces it.
    }
    w.events.push(Event::StepChanged { step: rating_step(sc) });
    Ok(w.finish("victory"))
}

fn rating_ok(v: u32) -> R<()> {
    if v > 5 {
        return Err(RuleError::new("gf.rating.range", "a rating goes from 0 to 5").with("rating", v));
    }
    Ok(())
}

fn payout(s: &State, sc: &Scene, pr: u32, ar: u32, w: &mut Work) {
    let outcome = sc.outcome.expect("decided");
    let extra = s.is_extra(&sc.antagonist);
    for (side, r) in [(Side::Protagonist, pr), (Side::Antagonist, ar)] {
        if let Some(p) = sc.player(side) {
            let c = if outcome.winner == side { Currency::Pv } else { Currency::Pk };
            w.gain(p, c, rating_points(r, extra), "rating");
        }
    }
    for a in &sc.allies {
        if a.status != AllyStatus::Cooperating {
            continue;
        }
        if let Some(p) = s.owner(&a.who) {
            let c = if outcome.winner == a.side { Currency::Pv } else { Currency::Pk };
            w.gain(p, c, 1, "ally_rating");
        }
    }
}

fn close(s: &State, sc: &Scene, w: &mut Work, next: Phase) {
    // Temporary advantages and problems end with the scene.
    for side in [Side::Protagonist, Side::Antagonist] {
        let p = sc.leader(side);
        if s.sheet(&p).is_some_and(|sh| sh.advantages.iter().any(|a| a.temporary))
            && let Some(sh) = w.sheet(&p)
        {
            sh.advantages.retain(|a| !a.temporary);
        }
    }
    for m in &sc.modifiers {
        if let Modifier::OutOfControl { party, roll } = m
            && let Some(r) = sc.rolls.get(*roll)
            && let Some(sh) = w.sheet(party)
        {
            for &i in &r.roll.fumbles {
                sh.problems.push(Attr {
                    name: format!("Fuera de control ({})", r.pool[i].source),
                    die: r.pool[i].die,
                });
            }
        }
        if let Modifier::RestoreProblem { party, attr } = m
            && let Some(sh) = w.sheet(party)
        {
            sh.problems.push(attr.clone());
        }
        if let Modifier::TemporaryProblem { party, name } = m
            && let Some(sh) = w.sheet(party)
            && let Some(i) = sh.problems.iter().position(|p| p.name == *name)
        {
            sh.problems.remove(i);
        }
    }
    w.events.push(Event::SceneClosed);
    w.events.push(Event::PhaseChanged { phase: next });
}

/// "Calificación": 0-5 by the next poster, not the protagonist nor the antagonist.
pub(crate) fn rate(s: &State, seat: SeatId, pr: u32, ar: u32, justification: &str) -> R<Vec<Event>> {
    let sc = current(s)?;
    if seat == MODERATOR {
        let eligible = s
            .player_seats()
            .into_iter()
            .any(|p| side_of_seat(sc, p).is_none() && s.player(p).is_some_and(|pl| !pl.absent));
        if eligible || sc.step != Step::Rating {
            return Err(RuleError::new(
                "gf.rating.moderator",
                "the Moderator's seat rates only when no player may",
            ));
        }
    } else {
        s.player(seat).ok_or_else(|| RuleError::new("gf.seat.not_a_player", "players rate scenes"))?;
    }
    rating_ok(pr)?;
    rating_ok(ar)?;
    if justification.trim().is_empty() {
        return Err(RuleError::new("gf.rating.justify", "a rating includes a short justification"));
    }
    match sc.step {
        Step::Rating => {
            if side_of_seat(sc, seat).is_some() {
                return Err(RuleError::new(
                    "gf.rating.participant",
                    "the protagonist and the antagonist cannot rate their own scene",
                ));
            }
            let mut w = Work::new(s);
            w.events.push(Event::SceneRated {
                by: seat,
                protagonist: pr,
                antagonist: ar,
                justification: justification.into(),
            });
            payout(s, sc, pr, ar, &mut w);
            close(s, sc, &mut w, Phase::Lull { starter: (seat != MODERATOR).then_some(seat) });
            Ok(w.finish("scene_closed"))
        }
        Step::GroupRating => {
            if sc.group_ratings.contains_key(&seat) {
                return Err(RuleError::new("gf.rating.once", "you already gave your rating"));
            }
            Ok(vec![Event::GroupRatingGiven { by: seat, protagonist: pr, antagonist: ar }])
        }
        _ => Err(step_err(sc, "rating")),
    }
}

/// Average rounded half up.
pub fn average(v: &[u32]) -> u32 {
    if v.is_empty() {
        return 0;
    }
    let n = v.len() as u32;
    (2 * v.iter().sum::<u32>() + n) / (2 * n)
}

pub(crate) fn close_group_rating(s: &State, seat: SeatId) -> R<Vec<Event>> {
    if seat != MODERATOR {
        return Err(RuleError::new(
            "gf.moderator.only",
            "only the Moderator's seat averages the Grand Finale's rating",
        ));
    }
    let sc = current(s)?;
    if sc.step != Step::GroupRating {
        return Err(step_err(sc, "averaging the group rating"));
    }
    if sc.group_ratings.is_empty() {
        return Err(RuleError::new("gf.rating.none", "no player has rated the Grand Finale yet"));
    }
    let pr: Vec<u32> = sc.group_ratings.values().map(|r| r.0).collect();
    let ar: Vec<u32> = sc.group_ratings.values().map(|r| r.1).collect();
    let (pa, aa) = (average(&pr), average(&ar));
    let mut w = Work::new(s);
    w.events.push(Event::SceneRated {
        by: MODERATOR,
        protagonist: pa,
        antagonist: aa,
        justification: "group average".into(),
    });
    payout(s, sc, pa, aa, &mut w);
    close(s, sc, &mut w, Phase::Epilogue);
    Ok(w.finish("grand_finale_closed"))
}
