//! Random legal commands, for property tests, benchmarks and the server's random games.
//!
//! Candidates are generated for the phase and each is checked with `decide` (with [`dice::Probe`] dice:
//! legality never depends on faces), so every command returned is accepted.

use std::collections::BTreeMap;

use dice::{Die, Probe};
use engine::SeatId;

use crate::command::*;
use crate::data::{self, Currency, Trick};
use crate::state::*;

/// Whether `decide` accepts `c` from `seat` now.
pub(crate) fn accepted(s: &State, seat: SeatId, c: &Command) -> bool {
    crate::rules::decide(s, seat, c, &mut Probe::new()).is_ok()
}

fn fills(row: &data::TableRow) -> BTreeMap<String, String> {
    row.placeholders().into_iter().map(|p| (p.clone(), format!("mi {}", p.to_lowercase()))).collect()
}

fn trick_choice(i: usize, flaw: bool) -> TrickChoice {
    let t = data::tables();
    let row = if flaw { &t.flaws[i % t.flaws.len()] } else { &t.tricks[i % t.tricks.len()] };
    TrickChoice { name: row.name.clone(), fills: fills(row) }
}

/// A legal command for `seat`, or `None` if the seat has nothing to do. `pick(n)` returns an index in
/// `0..n`.
pub fn random_command(state: &State, seat: SeatId, pick: &mut dyn FnMut(usize) -> usize) -> Option<Command> {
    let mut cands = candidates(state, seat, pick);
    // Try candidates in a random order; the first legal one wins.
    while !cands.is_empty() {
        let i = pick(cands.len()).min(cands.len() - 1);
        let c = cands.swap_remove(i);
        if accepted(state, seat, &c) {
            return Some(c);
        }
    }
    None
}

fn sources_for(s: &State, sc: &Scene, side: Side, pick: &mut dyn FnMut(usize) -> usize) -> Vec<Vec<Source>> {
    let me = sc.leader(side);
    let opp = sc.leader(side.other());
    let sheet = s.sheet(&me).cloned().unwrap_or_default();
    let opp_sheet = s.sheet(&opp).cloned().unwrap_or_default();
    let mut all: Vec<Source> = Vec::new();
    for i in 0..sheet.cliches.len() {
        all.push(Source::Cliche { index: i });
    }
    for (i, r) in sheet.relationships.iter().enumerate() {
        if r.target == opp {
            all.push(Source::Relationship { index: i });
        }
    }
    for i in 0..sheet.advantages.len() {
        all.push(Source::Advantage { index: i, sacrifice: pick(4) == 0 });
    }
    for i in 0..opp_sheet.problems.len() {
        all.push(Source::OpponentProblem { index: i });
    }
    for i in 0..sc.cliches.len() {
        all.push(Source::SceneCliche { index: i });
    }
    for (i, a) in sc.allies.iter().enumerate() {
        if a.side == side
            && let Some(sh) = s.sheet(&a.who)
            && !sh.cliches.is_empty()
        {
            all.push(Source::Ally {
                ally: i,
                attr: AttrRef { kind: AttrKind::Cliche, index: pick(sh.cliches.len()) },
            });
        }
    }
    if !opp_sheet.cliches.is_empty() && pick(3) == 0 {
        all.push(Source::OpponentAttribute {
            attr: AttrRef { kind: AttrKind::Cliche, index: pick(opp_sheet.cliches.len()) },
        });
    }
    let gifts = sc.gifts.iter().filter(|(sd, _)| *sd == side).count();
    for i in 0..gifts {
        all.push(Source::Gift { index: i });
    }
    if pick(2) == 0 {
        all.push(Source::KarmaD6);
    }
    if let Party::Character { id } = &me
        && let Some(c) = s.characters.get(*id)
    {
        for (i, t) in c.tricks.iter().enumerate() {
            if t.rule == TrickRule::Trick(Trick::ArmaPredilecta) && pick(2) == 0 {
                all.push(Source::TrickD8 { trick: i });
            }
        }
    }
    // Greedy: shuffle, then keep each source that leaves the pool legal.
    let mut shuffled = Vec::new();
    while !all.is_empty() {
        let i = pick(all.len()).min(all.len() - 1);
        shuffled.push(all.swap_remove(i));
    }
    let mut out = Vec::new();
    let seat = sc.player(side).unwrap_or(SeatId(1));
    let mut greedy: Vec<Source> = Vec::new();
    for src in &shuffled {
        greedy.push(src.clone());
        if !accepted(s, seat, &Command::RollPool { sources: greedy.clone() }) {
            greedy.pop();
        }
    }
    out.push(greedy.clone());
    if greedy.len() > 2 {
        out.push(greedy[..2].to_vec());
    }
    out
}

pub(crate) fn candidates(s: &State, seat: SeatId, pick: &mut dyn FnMut(usize) -> usize) -> Vec<Command> {
    use Command::*;
    let mut c: Vec<Command> = Vec::new();
    let my = s.character_of(seat);
    table_candidates(s, seat, pick, &mut c);
    match &s.phase {
        Phase::NotStarted | Phase::Over => {}
        Phase::ClichePool => {
            for _ in 0..4 {
                c.push(ProposeTableCliche { number: pick(100) as u32 + 1 });
            }
        }
        Phase::Draft { .. } => {
            if !s.cliche_pool.is_empty() {
                c.push(DraftCliche { index: pick(s.cliche_pool.len()) });
            }
        }
        Phase::Concept => {
            c.push(AddOwnCliches { cliches: (0..3).map(|i| format!("propio {}-{i}", seat.0)).collect() });
            let mut d = vec![Die::D8, Die::D8, Die::D6, Die::D6, Die::D4, Die::D4];
            for i in (1..d.len()).rev() {
                d.swap(i, pick(i + 1));
            }
            c.push(AssignClicheDice { dice: d });
            c.push(NameCharacter { name: format!("Personaje {}", seat.0) });
        }
        Phase::Relationships { pending, .. } => {
            if let Some(me) = my {
                if let Some((from, _)) = pending {
                    c.push(DeclareTableRelationship {
                        to: Party::Character { id: *from },
                        number: pick(100) as u32 + 1,
                        via_extra: Some("Hilfred".into()),
                    });
                    c.push(DeclareRelationship {
                        to: Party::Character { id: *from },
                        via_extra: None,
                        text: "Rival de siempre".into(),
                    });
                } else {
                    c.push(CloseRelationships);
                    c.push(CloseRelationships);
                    let n = s.characters.len();
                    let needy: Vec<usize> = (0..n)
                        .filter(|&i| i != me && s.characters[i].sheet.relationships.len() < 2)
                        .collect();
                    let others: Vec<usize> = (0..n).filter(|&i| i != me).collect();
                    let to =
                        if !needy.is_empty() { needy[pick(needy.len())] } else { others[pick(others.len())] };
                    c.push(DeclareRelationship {
                        to: Party::Character { id: to },
                        via_extra: None,
                        text: "Conoce a".into(),
                    });
                    if pick(5) == 0 {
                        c.push(DeclareRelationship {
                            to: Party::Extra { name: "Hilfred".into() },
                            via_extra: None,
                            text: "Debe dinero a Hilfred".into(),
                        });
                    }
                }
            }
        }
        Phase::Finishing => {
            if seat == MODERATOR {
                for i in 0..s.characters.len() {
                    c.push(SetObjective {
                        character: i,
                        text: "Objetivo del Moderador".into(),
                        difficulty: 5 + pick(11) as u32,
                    });
                }
            } else if let Some(me) = my {
                let n = s.characters[me].sheet.relationships.len();
                let mut d: Vec<Die> = Vec::new();
                for i in 0..n {
                    d.push(if i + 1 < n && i % 2 == 0 && pick(2) == 0 {
                        Die::D8
                    } else if i % 2 == 1 && d.last() == Some(&Die::D8) {
                        Die::D4
                    } else {
                        Die::D6
                    });
                }
                if !crate::rules::balanced(&d) {
                    d = vec![Die::D6; n];
                }
                c.push(AssignRelationshipDice { dice: d });
                let a = pick(34);
                c.push(ChooseTricks {
                    tricks: vec![trick_choice(a, false), trick_choice(a + 1 + pick(33), false)],
                    flaw: trick_choice(pick(13), true),
                });
                for i in 0..s.characters.len() {
                    c.push(SetObjective {
                        character: i,
                        text: format!("Objetivo de {}", seat.0),
                        difficulty: 5 + pick(11) as u32,
                    });
                }
            }
        }
        Phase::Lull { .. } => {
            if let Some(me) = my {
                let others: Vec<usize> =
                    (0..s.characters.len()).filter(|&i| i != me && s.characters[i].ready).collect();
                let antagonist = if !others.is_empty() && pick(2) == 0 {
                    Party::Character { id: others[pick(others.len())] }
                } else {
                    Party::Extra { name: format!("Extra {}", pick(3)) }
                };
                let cl = match pick(3) {
                    0 => vec![],
                    1 => vec![Attr { name: "Duelo climático".into(), die: Die::D6 }],
                    _ => vec![
                        Attr { name: "La Gran Estafa".into(), die: Die::D8 },
                        Attr { name: "Todos odiamos a Raymond".into(), die: Die::D4 },
                    ],
                };
                let mut allies = Vec::new();
                if pick(2) == 0
                    && let Some(&a) = others.get(pick(others.len().max(1)))
                    && (Party::Character { id: a }) != antagonist
                {
                    allies.push(Party::Character { id: a });
                }
                if pick(3) == 0 {
                    allies.push(Party::Extra { name: "Hilfred".into() });
                }
                let finale = s.finale.is_some();
                c.push(StartScene {
                    title: format!("Escena {}", s.scenes_started + 1),
                    setting: "El Café de Mike".into(),
                    tone: "cómico".into(),
                    cliches: cl,
                    antagonist,
                    intention: "Conseguir la verdad".into(),
                    allies,
                    grand_finale: finale,
                });
                if s.characters[me].objectives.iter().all(|o| o.done()) {
                    c.push(RetireCharacter);
                }
            }
            if pick(3) == 0 {
                c.push(CallInterval);
            }
            if pick(25) == 0 && s.scenes_played >= 2 {
                c.push(ProposeGrandFinale { framing: "El baile de graduación".into() });
            }
            c.push(AgreeGrandFinale);
            if seat == MODERATOR && !s.suspended.is_empty() {
                c.push(ResumeScene { index: 0 });
                c.push(WithdrawScene { index: 0 });
            }
            if s.character_of(seat).is_none() && seat != MODERATOR {
                c.push(CallInterval);
            }
        }
        Phase::Scene => {
            let Some(sc) = &s.scene else { return c };
            if seat == MODERATOR {
                if pick(10) == 0 {
                    c.push(NudgeLatePlayer { now: 1_000 });
                    c.push(SuspendScene {
                        now: 1_000_000_000,
                        next_starter: SeatId(1 + pick(s.players.len()) as u8),
                    });
                }
                c.push(CloseGroupRating);
                c.push(Rate {
                    protagonist: pick(6) as u32,
                    antagonist: pick(6) as u32,
                    justification: "bien".into(),
                });
            }
            match &sc.step {
                Step::AwaitAntagonist => {
                    let define = if matches!(&sc.antagonist, Party::Extra { name } if !s.extras.contains_key(name))
                    {
                        (0..5).map(|i| format!("cliché extra {i}")).collect()
                    } else {
                        vec![]
                    };
                    let mut raises = Vec::new();
                    if matches!(sc.antagonist, Party::Extra { .. }) && pick(3) == 0 {
                        raises.push(ExtraRaise::Escalate { index: pick(5) });
                    }
                    if matches!(sc.antagonist, Party::Extra { .. }) && pick(4) == 0 {
                        raises.push(ExtraRaise::AddCliche { name: "Nuevo truco del extra".into() });
                    }
                    c.push(PresentAntagonist {
                        define: define.clone(),
                        description: "Un extra".into(),
                        raises,
                        intention: "Que no lo consiga".into(),
                        allies: vec![],
                    });
                    c.push(PresentAntagonist {
                        define,
                        description: "Un extra".into(),
                        raises: vec![],
                        intention: "Impedirlo".into(),
                        allies: vec![],
                    });
                    if pick(4) == 0 {
                        c.push(ReformulateIntention { intention: "Algo más modesto".into() });
                    }
                }
                Step::ProtagonistPool | Step::AntagonistChoice | Step::ProtagonistChoice => {
                    let side =
                        if sc.step == Step::AntagonistChoice { Side::Antagonist } else { Side::Protagonist };
                    for p in sources_for(s, sc, side, pick) {
                        c.push(RollPool { sources: p });
                    }
                    if sc.step != Step::ProtagonistPool && pick(3) == 0 {
                        c.push(Surrender);
                    }
                    if sc.step == Step::ProtagonistChoice {
                        c.push(Surrender);
                    }
                    if pick(4) == 0 {
                        c.push(GiftAttribute { attr: AttrRef { kind: AttrKind::Cliche, index: pick(6) } });
                    }
                }
                Step::PostRoll { .. } => {
                    c.push(Stand);
                    c.push(Stand);
                    if pick(3) == 0 {
                        c.push(Boost { with: if pick(2) == 0 { Currency::Pv } else { Currency::Pk } });
                    }
                }
                Step::Victory { winner } => {
                    let r = sc.last_roll(*winner);
                    let free = r.map(|r| r.free_dice()).unwrap_or_default();
                    if let Some(&d) = free.first() {
                        let opp = sc.leader(winner.other());
                        let np = s.sheet(&opp).map(|sh| sh.problems.len()).unwrap_or(0);
                        let action = match pick(4) {
                            0 => EffectAction::Advantage {
                                name: "Sorpresa".into(),
                                only_against_opponent: pick(2) == 0,
                            },
                            1 => EffectAction::Problem { name: "Herido".into() },
                            2 if np > 0 => EffectAction::EscalateProblem { index: pick(np) },
                            _ => EffectAction::Annul {
                                side: winner.other(),
                                attr: AttrRef { kind: AttrKind::Cliche, index: pick(5) },
                            },
                        };
                        let mut extra = vec![];
                        if let Some(&d2) = free.get(1)
                            && pick(2) == 0
                        {
                            extra.push(EffectUse {
                                die: d2,
                                action: EffectAction::Advantage {
                                    name: "Ventaja extra".into(),
                                    only_against_opponent: false,
                                },
                            });
                        }
                        c.push(ClaimVictory { effect: Some(EffectUse { die: d, action }), extra });
                    }
                    c.push(ClaimVictory { effect: None, extra: vec![] });
                }
                Step::Rating | Step::GroupRating => {
                    c.push(Rate {
                        protagonist: pick(6) as u32,
                        antagonist: pick(6) as u32,
                        justification: "Buena escena".into(),
                    });
                }
            }
            if let Some(me) = my {
                let n = s.characters[me].tricks.len();
                if n > 0 && pick(4) == 0 {
                    c.push(UseTrick { trick: pick(n), target: Some(pick(3)) });
                }
            }
            for who in [
                sc.protagonist,
                match sc.antagonist {
                    Party::Character { id } => id,
                    _ => usize::MAX,
                },
            ] {
                if let Some(ch) = s.characters.get(who)
                    && pick(6) == 0
                    && !ch.tricks.is_empty()
                {
                    c.push(ActivateFlaw {
                        character: who,
                        flaw: pick(ch.tricks.len()),
                        target: vec![pick(3), pick(3)],
                    });
                }
            }
            for (i, a) in sc.allies.iter().enumerate() {
                if s.owner(&a.who) == Some(seat) && pick(3) == 0 {
                    c.push(RefuseAlly { ally: i });
                }
                if pick(8) == 0 {
                    c.push(VetoExtraAlly { ally: i });
                }
            }
        }
        Phase::Interval { .. } | Phase::Epilogue => {
            if seat == MODERATOR {
                c.push(EndCampaign);
                c.push(EndInterval { cede_to: None });
            }
            if let Some(me) = my {
                let ch = &s.characters[me];
                c.push(Train {
                    attr: AttrRef {
                        kind: if pick(2) == 0 { AttrKind::Cliche } else { AttrKind::Relationship },
                        index: pick(6),
                    },
                });
                for i in 0..ch.objectives.len() {
                    c.push(AnalyseObjective { index: i });
                    c.push(SatisfyObjective { index: i });
                    c.push(CloseObjective { index: i });
                }
                if pick(4) == 0 {
                    c.push(LearnTrick { choice: trick_choice(pick(34), false) });
                    c.push(TakeFlaw { choice: trick_choice(pick(13), true) });
                    c.push(AddCliche { name: "Algo nuevo".into() });
                }
                if ch.objectives.iter().all(|o| o.done()) {
                    c.push(RetireCharacter);
                }
                for (i, r) in ch.sheet.relationships.iter().enumerate() {
                    if let Party::Character { id } = r.target
                        && s.characters[id].retired
                    {
                        let m = r.die.map(|d| d.sides()).unwrap_or(4);
                        c.push(CashRelationship { index: i, pv: m / 2, pk: m - m / 2 });
                        c.push(RedirectRelationship {
                            index: i,
                            to: Party::Extra { name: format!("Extra {}", pick(9)) },
                        });
                    }
                }
                c.push(RequestNextScene);
            }
            for (i, ch) in s.characters.iter().enumerate() {
                for (j, o) in ch.objectives.iter().enumerate() {
                    if o.status == ObjectiveStatus::Analysing && ch.player != seat {
                        c.push(EndorseObjective {
                            character: i,
                            index: j,
                            pay: if pick(2) == 0 { Currency::Pv } else { Currency::Pk },
                        });
                    }
                }
            }
            c.push(EndInterval {
                cede_to: if s.requests.is_empty() { None } else { Some(s.requests[pick(s.requests.len())]) },
            });
            c.push(EndInterval { cede_to: None });
        }
    }
    c
}

/// Votes, the Moderator's table powers, new players and new characters: rare, anywhere they fit.
fn table_candidates(s: &State, seat: SeatId, pick: &mut dyn FnMut(usize) -> usize, c: &mut Vec<Command>) {
    use Command::*;
    let between = matches!(s.phase, Phase::Lull { .. } | Phase::Interval { .. });
    for (i, v) in s.votes.iter().enumerate() {
        if v.result.is_none() {
            c.push(CastVote { vote: i, option: pick(v.options.len()) });
            if seat == MODERATOR && pick(2) == 0 {
                c.push(CloseVote { vote: i });
            }
        }
    }
    if pick(40) == 0 {
        c.push(OpenVote { question: "¿Es canon?".into(), options: vec!["sí".into(), "no".into()] });
    }
    if seat == MODERATOR && between {
        if s.players.len() < 7 && pick(60) == 0 {
            c.push(AdmitPlayer { name: format!("Nuevo {}", s.players.len() + 1) });
        }
        if pick(80) == 0 {
            c.push(RetireAbsentPlayer { player: SeatId(1 + pick(s.players.len()) as u8) });
        }
        for p in s.player_seats() {
            if s.player(p).is_some_and(|pl| pl.absent) && pick(4) == 0 {
                c.push(WelcomeBack { player: p });
            }
        }
        if pick(50) == 0 {
            c.push(HandOver { to: SeatId(1 + pick(s.players.len()) as u8) });
        }
    }
    if seat == MODERATOR || !matches!(s.phase, Phase::Interval { .. }) {
        return;
    }
    // Interval: new characters for players without one, and sponsorship of newcomers.
    for p in s.player_seats() {
        let Some(pl) = s.player(p) else { continue };
        if pl.character.is_none() && !pl.absent {
            c.push(ContributeCliche { newcomer: p, text: format!("Aporte de {} para {}", seat.0, p.0) });
            if pl.newcomer && pick(3) == 0 {
                c.push(Sponsor { to: p, pv: pick(2) as u32, pk: 1 });
            }
        }
    }
    if s.character_of(seat).is_none() {
        let pool = s.new_pools.get(&seat).map(|p| p.cliches.len()).unwrap_or(0);
        let want = pool.min(3);
        let active: Vec<usize> =
            (0..s.characters.len()).filter(|&i| s.characters[i].ready && !s.characters[i].retired).collect();
        let to = |k: usize| {
            if active.is_empty() {
                Party::Extra { name: format!("Extra {k}") }
            } else {
                Party::Character { id: active[k % active.len()] }
            }
        };
        let k = pick(7);
        c.push(CreateCharacter {
            name: format!("Nuevo personaje {} {}", seat.0, s.characters.len()),
            drafted: (0..want).collect(),
            own: (want..6).map(|i| format!("propio {i}")).collect(),
            dice: vec![Die::D8, Die::D6, Die::D4, Die::D8, Die::D6, Die::D4],
            relationships: vec![(to(k), "Conoce a".into(), Die::D8), (to(k + 1), "Teme a".into(), Die::D4)],
            objectives: vec![
                ("Triunfar".into(), 5 + pick(11) as u32),
                ("Sobrevivir".into(), 5 + pick(11) as u32),
            ],
            tricks: vec![trick_choice(k, false), trick_choice(k + 1, false)],
            flaw: trick_choice(pick(13), true),
        });
    }
}
