//! The legal commands of a seat: every command `decide` would accept from it now, with the fields a
//! player writes freely (texts, ratings, difficulties, amounts) described as open fields.
//!
//! The list is built from the rules, one function per kind of command, reading the state the way
//! the rule functions of `rules/{creation,scene,interval,tricks}` do: every closed choice the state
//! offers (a cliché of the pool, a die order, a party, an attribute, a trick's target, a pool
//! source) is one candidate. The rules' own predicates judge what depends on points, steps and
//! limits: each candidate is asked of `decide` with [`dice::Probe`] dice (legality never depends on
//! faces), so no rule is written here a second time, and every listed command is accepted as it
//! stands.
//!
//! Open fields are those whose every value within their param `decide` accepts: free texts that need
//! only be non-empty, numbers whose range is the rule ("de 0 al 5", "dificultad de 5 a 15", the
//! points a sponsor holds). Texts that must also be unique (a cliché of the pool, a character's
//! name, a new player's name), the phrases of lists (own clichés, scene clichés, an extra's five
//! clichés) and a new extra's name are listed with a value; a form may send others.
//!
//! Lists of structured choices (a pool's sources, the allies called, an extra's raises, the extra
//! effects bought) have no [`engine::Param`] (its subsets are of numbers), and their combinations
//! are too many to list. For them each item that may be chosen is listed in a command of its own
//! (a pool's source in an accepted pool holding it, completed greedily where a retry needs more dice
//! or "Fuera de control" three others); a pool with as many sources as the rules allow is listed
//! too. `decide` judges the
//! combination a form sends. A new character (`CreateCharacter`) and a custom trick
//! (`LearnCustomTrick`) are listed in one canonical form each.

use dice::{Die, Probe};
use engine::{Fields, Input, Legal, Param, SeatId};

use crate::command::*;
use crate::data::{self, Currency, Flaw, Trick};
use crate::rules::balanced;
use crate::state::*;

/// The longest free text the forms offer (the rulebook sets no limit: posts carry the story).
pub const MAX_TEXT: u32 = 500;

fn text() -> Param {
    Param::Text { max_chars: MAX_TEXT }
}

/// "Calificación": a rating goes from 0 to 5.
fn rating() -> Param {
    Param::Number { min: 0, max: 5 }
}

/// "Objetivos": a difficulty from 5 to 15.
fn difficulty() -> Param {
    Param::Number { min: 5, max: 15 }
}

/// Whether `decide` accepts `c` from `seat` now.
pub(crate) fn accepted(s: &State, seat: SeatId, c: &Command) -> bool {
    refusal(s, seat, c).is_none()
}

/// The code of `decide`'s refusal of `c`, if it refuses it.
fn refusal(s: &State, seat: SeatId, c: &Command) -> Option<String> {
    crate::rules::decide(s, seat, c, &mut Probe::new()).err().map(|e| e.code.to_string())
}

/// Every command `seat` may send now, in the rules' order, each once.
pub fn legal_commands(s: &State, seat: SeatId) -> Vec<Legal<Command>> {
    if matches!(s.phase, Phase::NotStarted | Phase::Over) || seat.0 as usize > s.players.len() {
        return Vec::new();
    }
    let mut out: Vec<Legal<Command>> = Vec::new();
    match &s.phase {
        Phase::ClichePool => cliche_pool(s, seat, &mut out),
        Phase::Draft { .. } => draft(s, &mut out),
        Phase::Concept => concept(s, seat, &mut out),
        Phase::Relationships { .. } => relationships(s, seat, &mut out),
        Phase::Finishing => finishing(s, seat, &mut out),
        Phase::Lull { .. } => lull(s, seat, &mut out),
        Phase::Scene => {
            if let Some(sc) = &s.scene {
                scene(s, seat, sc, &mut out);
                pools(s, seat, sc, &mut out);
                victory(s, sc, &mut out);
                tricks(s, seat, sc, &mut out);
                flaws(s, sc, &mut out);
                suspension(s, sc, &mut out);
            }
        }
        Phase::Interval { .. } | Phase::Epilogue => interval(s, seat, &mut out),
        Phase::NotStarted | Phase::Over => {}
    }
    table(s, seat, &mut out);
    new_characters(s, seat, &mut out);

    // Each candidate is built once (the pools, which may meet, are deduplicated where listed).
    out.retain(|l| accepted(s, seat, &l.command));
    out
}

/// A text not yet in `taken`: `base n` with the least `n`.
fn fresh(base: &str, taken: &[&str]) -> String {
    (1..).map(|n| format!("{base} {n}")).find(|t| !taken.contains(&t.as_str())).expect("a free name")
}

/// Every party a relationship, an antagonist or an ally may name: the characters, the extras the
/// campaign knows (defined, or named by a relationship or a scene), and one new extra.
fn parties(s: &State) -> Vec<Party> {
    let mut out: Vec<Party> = (0..s.characters.len()).map(|id| Party::Character { id }).collect();
    let names = extra_names(s);
    let taken: Vec<&str> = names.iter().map(String::as_str).collect();
    let new = fresh("Extra", &taken);
    out.extend(names.iter().cloned().map(|name| Party::Extra { name }));
    out.push(Party::Extra { name: new });
    out
}

/// The extras the campaign knows, sorted: defined ones, and those named by a relationship or the
/// scene. Forms name them as they are; a party `legal_commands` lists beyond them is a new extra.
pub fn extra_names(s: &State) -> Vec<String> {
    let mut names: Vec<String> = s.extras.keys().cloned().collect();
    let mut add = |p: &Party| {
        if let Party::Extra { name } = p
            && !names.contains(name)
        {
            names.push(name.clone());
        }
    };
    for c in &s.characters {
        for r in &c.sheet.relationships {
            add(&r.target);
        }
    }
    if let Some(sc) = &s.scene {
        add(&sc.antagonist);
        for a in &sc.allies {
            add(&a.who);
        }
    }
    names.sort();
    names
}

/// A table row's placeholders filled with a phrase of the character ("los elementos entre <> ... se
/// completan con algo acorde al personaje").
fn trick_choice<K: TableKey>(key: K) -> Choice<K> {
    let fills = key
        .row()
        .placeholders()
        .into_iter()
        .map(|p| (p.clone(), format!("mi {}", p.to_lowercase())))
        .collect();
    Choice::new(key, fills)
}

/// "Pozo de Clichés": three suggestions each, from the table (by number) or written.
fn cliche_pool(s: &State, seat: SeatId, out: &mut Vec<Legal<Command>>) {
    for number in 1..=data::tables().cliches.len() as u32 {
        out.push(Legal::whole(Command::ProposeTableCliche { number }));
    }
    let taken: Vec<&str> = s.cliche_pool.iter().map(|(_, t)| t.as_str()).collect();
    out.push(Legal::whole(Command::ProposeCliche { text: fresh(&format!("Cliché de {seat}"), &taken) }));
}

/// "Selección de Clichés": any cliché of the pool.
fn draft(s: &State, out: &mut Vec<Legal<Command>>) {
    for index in 0..s.cliche_pool.len() {
        out.push(Legal::whole(Command::DraftCliche { index }));
    }
}

/// The distinct orders of `dice`.
fn orders(dice: &[Die]) -> Vec<Vec<Die>> {
    if dice.is_empty() {
        return vec![Vec::new()];
    }
    let mut kinds: Vec<Die> = dice.to_vec();
    kinds.sort();
    kinds.dedup();
    let mut out = Vec::new();
    for d in kinds {
        let i = dice.iter().position(|x| *x == d).expect("present");
        let mut rest = dice.to_vec();
        rest.remove(i);
        for mut tail in orders(&rest) {
            tail.insert(0, d);
            out.push(tail);
        }
    }
    out
}

/// "Concepto": three own clichés, the six dice in any order, a name no one has.
fn concept(s: &State, seat: SeatId, out: &mut Vec<Legal<Command>>) {
    // A proposal in the rulebook's language (`SeatId` displays as English "seat N").
    let cliches = (1..=3).map(|i| format!("Cliché propio {i} del asiento {}", seat.0)).collect();
    out.push(Legal::whole(Command::AddOwnCliches { cliches }));
    for dice in orders(&[Die::D8, Die::D8, Die::D6, Die::D6, Die::D4, Die::D4]) {
        out.push(Legal::whole(Command::AssignClicheDice { dice }));
    }
    let names: Vec<String> = extra_names(s);
    let taken: Vec<&str> =
        s.characters.iter().map(|c| c.name.as_str()).chain(names.iter().map(String::as_str)).collect();
    out.push(Legal::whole(Command::NameCharacter { name: fresh("Personaje", &taken) }));
}

/// "Relaciones": the chain, from the holder or in answer, with anyone, through an extra or not,
/// written or from the table; suggestions between two others; closing the chain.
fn relationships(s: &State, seat: SeatId, out: &mut Vec<Legal<Command>>) {
    for to in parties(s) {
        out.push(Legal::open(
            Command::DeclareRelationship { to: to.clone(), via_extra: None, text: "Conoce a".into() },
            Field::Text,
            text(),
        ));
        out.push(
            Legal::open(
                Command::DeclareRelationship {
                    to: to.clone(),
                    via_extra: Some("Hilfred".into()),
                    text: "Compite por el amor de Hilfred con".into(),
                },
                Field::Text,
                text(),
            )
            .and(Field::ViaExtra, text()),
        );
        // A relationship from the table is declared as a written one (`declare_relationship`): with
        // the same party and extra, the table's rows are legal where a written phrase is.
        for via_extra in [None, Some("Hilfred".to_owned())] {
            let written = Command::DeclareRelationship {
                to: to.clone(),
                via_extra: via_extra.clone(),
                text: "x".into(),
            };
            if !accepted(s, seat, &written) {
                continue;
            }
            for number in 1..=data::tables().relationships.len() as u32 {
                let c = Command::DeclareTableRelationship {
                    to: to.clone(),
                    number,
                    via_extra: via_extra.clone(),
                };
                out.push(if via_extra.is_some() {
                    Legal::open(c, Field::ViaExtra, text())
                } else {
                    Legal::whole(c)
                });
            }
        }
    }
    let n = s.characters.len();
    for from in 0..n {
        for to in 0..n {
            out.push(Legal::open(
                Command::SuggestRelationship { from, to, text: "Conoce a".into() },
                Field::Text,
                text(),
            ));
        }
    }
    out.push(Legal::whole(Command::CloseRelationships));
}

/// The most relationships whose dice are listed in every balanced tuple (1,107 tuples for 8).
const ALL_DICE_UP_TO: usize = 8;

/// Every tuple of `n` relationship dice (d4, d6, d8) with as many d8 as d4.
fn relationship_dice(n: usize) -> Vec<Vec<Die>> {
    let mut all: Vec<Vec<Die>> = vec![Vec::new()];
    for _ in 0..n {
        all = all
            .into_iter()
            .flat_map(|v| {
                [Die::D4, Die::D6, Die::D8].into_iter().map(move |d| {
                    let mut v = v.clone();
                    v.push(d);
                    v
                })
            })
            .collect();
    }
    all.retain(|d| balanced(d));
    all
}

/// "Relaciones" (dice), "Trucos y Tretas" and "Objetivos" at creation.
fn finishing(s: &State, seat: SeatId, out: &mut Vec<Legal<Command>>) {
    // One die per relationship of the seat's character (`assign_relationship_dice` counts them):
    // every balanced tuple up to `ALL_DICE_UP_TO` relationships; beyond, as many balanced tuples
    // grow past listing (3^n), all d6 and each pair of a d8 and a d4.
    if let Some(me) = s.character_of(seat) {
        let n = s.characters[me].sheet.relationships.len();
        let tuples = if n <= ALL_DICE_UP_TO {
            relationship_dice(n)
        } else {
            let mut v = vec![vec![Die::D6; n]];
            for i in 0..n {
                for j in (0..n).filter(|&j| j != i) {
                    let mut d = vec![Die::D6; n];
                    d[i] = Die::D8;
                    d[j] = Die::D4;
                    v.push(d);
                }
            }
            v
        };
        for dice in tuples {
            out.push(Legal::whole(Command::AssignRelationshipDice { dice }));
        }
    }
    // Two different tricks (a set: listed in the table's order) and one flaw. Every choice of rows
    // is judged alike by `choose_tricks` (the rows are checked, then the sheet): the first stands for
    // all.
    let first = |a: Trick, b: Trick, f: Flaw| Command::ChooseTricks {
        tricks: vec![trick_choice(a), trick_choice(b)],
        flaw: trick_choice(f),
    };
    if accepted(s, seat, &first(Trick::ALL[0], Trick::ALL[1], Flaw::ALL[0])) {
        for (i, a) in Trick::ALL.iter().enumerate() {
            for b in &Trick::ALL[i + 1..] {
                for f in Flaw::ALL {
                    out.push(Legal::whole(first(*a, *b, f)));
                }
            }
        }
    }
    for character in 0..s.characters.len() {
        out.push(
            Legal::open(
                Command::SetObjective { character, text: "Triunfar".into(), difficulty: 10 },
                Field::Text,
                text(),
            )
            .and(Field::Difficulty, difficulty()),
        );
    }
}

/// The scene clichés a scene may have: none, or up to three of d4-d8 with as many d8 as d4, in any
/// order ("Definir la escena").
fn scene_cliches() -> Vec<Vec<Attr>> {
    let mut out = vec![Vec::new()];
    for n in 1..=3 {
        let mut seen: Vec<Vec<Die>> = Vec::new();
        for dice in relationship_dice(n) {
            if !seen.contains(&dice) {
                seen.push(dice.clone());
                out.push(
                    dice.into_iter()
                        .enumerate()
                        .map(|(i, die)| Attr { name: format!("Cliché de escena {}", i + 1), die })
                        .collect(),
                );
            }
        }
    }
    out
}

/// Between scenes: a scene against any antagonist with any scene clichés, each ally it may call
/// ("Definir la escena", "Llamar aliados"), an interval, retiring, the Grand Finale, suspended
/// scenes.
fn lull(s: &State, seat: SeatId, out: &mut Vec<Legal<Command>>) {
    let Some(me) = s.character_of(seat) else {
        out.push(Legal::whole(Command::CallInterval));
        lull_table(s, out);
        return;
    };
    let parties = parties(s);
    // The Grand Finale, once proposed (`start_scene` checks every player agreed).
    let finales: &[bool] = if s.finale.is_some() { &[false, true] } else { &[false] };
    for antagonist in parties.iter().filter(|p| **p != Party::Character { id: me }) {
        for (cliches, &grand_finale) in
            scene_cliches().into_iter().flat_map(|c| finales.iter().map(move |g| (c.clone(), g)))
        {
            let start = |allies: Vec<Party>| {
                Legal::open(
                    Command::StartScene {
                        title: format!("Escena {}", s.scenes_started + 1),
                        setting: "El Café de Mike".into(),
                        tone: "cómico".into(),
                        cliches: cliches.clone(),
                        antagonist: antagonist.clone(),
                        intention: "Conseguir la verdad".into(),
                        allies,
                        grand_finale,
                    },
                    Field::Title,
                    text(),
                )
                .and(Field::Setting, text())
                .and(Field::Tone, text())
                .and(Field::Intention, text())
            };
            out.push(start(Vec::new()));
            for ally in &parties {
                out.push(start(vec![ally.clone()]));
            }
        }
    }
    out.push(Legal::whole(Command::CallInterval));
    out.push(Legal::whole(Command::RetireCharacter));
    lull_table(s, out);
}

/// Between scenes, for anyone: the suspended scenes.
fn lull_table(s: &State, out: &mut Vec<Legal<Command>>) {
    for index in 0..s.suspended.len() {
        out.push(Legal::whole(Command::ResumeScene { index }));
        out.push(Legal::whole(Command::WithdrawScene { index }));
    }
}

/// Every attribute of a sheet.
fn attrs(sheet: &Sheet) -> Vec<AttrRef> {
    [AttrKind::Cliche, AttrKind::Relationship, AttrKind::Advantage, AttrKind::Problem]
        .into_iter()
        .flat_map(|kind| (0..sheet.len(kind)).map(move |index| AttrRef { kind, index }))
        .collect()
}

/// The scene's steps before the dice: intentions, allies refused or vetoed, the antagonist
/// presented (defined, raised, with each ally it may call), gifts, boosts, standing, surrender,
/// rating.
fn scene(s: &State, seat: SeatId, sc: &Scene, out: &mut Vec<Legal<Command>>) {
    out.push(Legal::open(
        Command::ReformulateIntention { intention: "Conseguir otra cosa".into() },
        Field::Intention,
        text(),
    ));
    for ally in 0..sc.allies.len() {
        out.push(Legal::whole(Command::RefuseAlly { ally }));
        out.push(Legal::whole(Command::VetoExtraAlly { ally }));
        out.push(Legal::open(
            Command::AllyIntention { ally, intention: "Ayudar".into() },
            Field::Intention,
            text(),
        ));
    }
    // "El antagonista se presenta": an extra never defined gets five clichés; any extra may be
    // raised (each raise listed alone); the antagonist may call allies.
    let undefined = matches!(&sc.antagonist, Party::Extra { name } if !s.extras.contains_key(name));
    let define: Vec<String> =
        if undefined { (1..=5).map(|i| format!("Cliché del extra {i}")).collect() } else { Vec::new() };
    let present = |raises: Vec<ExtraRaise>, allies: Vec<Party>| {
        let c = Command::PresentAntagonist {
            define: define.clone(),
            description: if undefined { "Un matón del barrio".into() } else { String::new() },
            raises,
            intention: "Que no lo consiga".into(),
            allies,
        };
        let l = Legal::open(c, Field::Intention, text());
        if undefined { l.and(Field::Description, text()) } else { l }
    };
    out.push(present(Vec::new(), Vec::new()));
    let cliches = if undefined { 5 } else { s.sheet(&sc.antagonist).map_or(0, |sh| sh.cliches.len()) };
    for index in 0..cliches {
        out.push(present(vec![ExtraRaise::Escalate { index }], Vec::new()));
    }
    out.push(present(vec![ExtraRaise::AddCliche { name: "Cliché nuevo".into() }], Vec::new()));
    for ally in parties(s) {
        out.push(present(Vec::new(), vec![ally]));
    }
    if let Some(side) = crate::rules::side_of_seat(sc, seat)
        && let Some(sheet) = s.sheet(&sc.leader(side))
    {
        for attr in attrs(sheet) {
            out.push(Legal::whole(Command::GiftAttribute { attr }));
        }
    }
    for with in [Currency::Pv, Currency::Pk] {
        out.push(Legal::whole(Command::Boost { with }));
    }
    out.push(Legal::whole(Command::Stand));
    out.push(Legal::whole(Command::Surrender));
    out.push(
        Legal::open(
            Command::Rate { protagonist: 3, antagonist: 3, justification: "Buena escena".into() },
            Field::Protagonist,
            rating(),
        )
        .and(Field::Antagonist, rating())
        .and(Field::Justification, text()),
    );
    out.push(Legal::whole(Command::CloseGroupRating));
}

/// Every source a side's pool may draw on ("Armando el Pozo"), in a canonical order.
fn pool_sources(s: &State, sc: &Scene, side: Side) -> Vec<Source> {
    let sheet = s.sheet(&sc.leader(side)).cloned().unwrap_or_default();
    let opp = s.sheet(&sc.leader(side.other())).cloned().unwrap_or_default();
    let mut all: Vec<Source> = Vec::new();
    all.extend((0..sheet.cliches.len()).map(|index| Source::Cliche { index }));
    all.extend((0..sheet.relationships.len()).map(|index| Source::Relationship { index }));
    for index in 0..sheet.advantages.len() {
        all.push(Source::Advantage { index, sacrifice: false });
        all.push(Source::Advantage { index, sacrifice: true });
    }
    all.extend((0..opp.problems.len()).map(|index| Source::OpponentProblem { index }));
    all.extend((0..sc.cliches.len()).map(|index| Source::SceneCliche { index }));
    for (ally, a) in sc.allies.iter().enumerate() {
        if let Some(sh) = s.sheet(&a.who) {
            for attr in attrs(sh) {
                all.push(Source::Ally { ally, attr });
            }
        }
    }
    all.extend(attrs(&opp).into_iter().map(|attr| Source::OpponentAttribute { attr }));
    all.extend(
        (0..sc.gifts.iter().filter(|(sd, _)| *sd == side).count()).map(|index| Source::Gift { index }),
    );
    all.push(Source::KarmaD6);
    if let Party::Character { id } = sc.leader(side)
        && let Some(c) = s.characters.get(id)
    {
        for trick in 0..c.tricks.len() {
            all.push(Source::TrickD8 { trick });
            all.push(Source::TrickD12 { trick });
        }
    }
    all
}

/// Refusals of a pool that more sources may cure: a retry needs more dice than the last pool
/// ("un dado más en cantidad que el anterior"), "Fuera de control" needs three other dice.
const SHORT: [&str; 2] = ["gf.retry.more_dice", "gf.trick.activation"];

/// `pool` completed with sources of `all`, in order, until `decide` accepts it (each added source
/// keeps the pool accepted or only short of dice); `None` if it never is.
fn completed(s: &State, seat: SeatId, mut pool: Vec<Source>, all: &[Source]) -> Option<Vec<Source>> {
    let short = |p: &[Source]| match refusal(s, seat, &Command::RollPool { sources: p.to_vec() }) {
        None => Some(true),
        Some(code) if SHORT.contains(&code.as_str()) => Some(false),
        Some(_) => None,
    };
    if short(&pool)? {
        return Some(pool);
    }
    for src in all {
        if pool.contains(src) {
            continue;
        }
        pool.push(src.clone());
        match short(&pool) {
            Some(true) => return Some(pool),
            Some(false) => {}
            None => {
                pool.pop();
            }
        }
    }
    None
}

/// "Armando el Pozo": each source in an accepted pool that holds it, and the fullest pool.
fn pools(s: &State, seat: SeatId, sc: &Scene, out: &mut Vec<Legal<Command>>) {
    let side = match sc.step {
        Step::ProtagonistPool | Step::ProtagonistChoice => Side::Protagonist,
        Step::AntagonistChoice => Side::Antagonist,
        _ => return,
    };
    if sc.player(side) != Some(seat) {
        return;
    }
    let all = pool_sources(s, sc, side);
    let mut listed: Vec<Vec<Source>> = Vec::new();
    for src in &all {
        if listed.iter().any(|p| p.contains(src)) {
            continue;
        }
        if let Some(sources) = completed(s, seat, vec![src.clone()], &all) {
            listed.push(sources);
        }
    }
    // The fullest pool: every source in order that keeps it legal (or only short of dice).
    let mut fullest: Vec<Source> = Vec::new();
    for src in &all {
        fullest.push(src.clone());
        let code = refusal(s, seat, &Command::RollPool { sources: fullest.clone() });
        if code.is_some_and(|c| !SHORT.contains(&c.as_str())) {
            fullest.pop();
        }
    }
    if !fullest.is_empty() && !listed.contains(&fullest) {
        listed.push(fullest);
    }
    out.extend(listed.into_iter().map(|sources| Legal::whole(Command::RollPool { sources })));
}

/// "Ganando una Escena": no effect, or the effect die (any free die) as each effect, and each extra
/// effect bought on another free die.
fn victory(s: &State, sc: &Scene, out: &mut Vec<Legal<Command>>) {
    let Step::Victory { winner } = sc.step else { return };
    let free = sc.last_roll(winner).map(|r| r.free_dice()).unwrap_or_default();
    let problems = s.sheet(&sc.leader(winner.other())).map_or(0, |sh| sh.problems.len());
    let mut actions = vec![
        EffectAction::Advantage { name: "Sorpresa".into(), only_against_opponent: false },
        EffectAction::Advantage { name: "Sorpresa".into(), only_against_opponent: true },
        EffectAction::Problem { name: "Herido".into() },
    ];
    actions.extend((0..problems).map(|index| EffectAction::EscalateProblem { index }));
    for side in [winner, winner.other()] {
        if let Some(sh) = s.sheet(&sc.leader(side)) {
            actions.extend(attrs(sh).into_iter().map(|attr| EffectAction::Annul { side, attr }));
        }
    }
    out.push(Legal::whole(Command::ClaimVictory { effect: None, extra: Vec::new() }));
    for &die in &free {
        for action in &actions {
            let named = matches!(action, EffectAction::Advantage { .. } | EffectAction::Problem { .. });
            let c = Command::ClaimVictory {
                effect: Some(EffectUse { die, action: action.clone() }),
                extra: Vec::new(),
            };
            out.push(if named { Legal::open(c, Field::EffectName, text()) } else { Legal::whole(c) });
        }
    }
    // Extra effects: an advantage for 1 PV, a complication (new or escalated problem) for 1 PK.
    if let Some(&first) = free.first() {
        let effect = Some(EffectUse { die: first, action: EffectAction::Problem { name: "Herido".into() } });
        for &die in free.iter().skip(1) {
            for action in &actions {
                out.push(Legal::whole(Command::ClaimVictory {
                    effect: effect.clone(),
                    extra: vec![EffectUse { die, action: action.clone() }],
                }));
            }
        }
    }
}

/// The most any trick or flaw target may index in the scene: allies, the dice of a pool, the
/// clichés, advantages and problems of its two leaders.
fn target_bound(s: &State, sc: &Scene) -> usize {
    let sheets =
        [Side::Protagonist, Side::Antagonist].map(|sd| s.sheet(&sc.leader(sd)).cloned().unwrap_or_default());
    let mut n = sc.allies.len();
    n = n.max(sc.rolls.iter().map(|r| r.pool.len()).max().unwrap_or(0));
    for sh in &sheets {
        n = n.max(sh.cliches.len()).max(sh.advantages.len()).max(sh.problems.len());
    }
    n
}

/// "Trucos y Tretas": each trick of the seat's character, with no target when it needs none, or
/// once per legal target (an ally, a die, a cliché or a problem, per trick).
fn tricks(s: &State, seat: SeatId, sc: &Scene, out: &mut Vec<Legal<Command>>) {
    let Some(me) = s.character_of(seat) else { return };
    let n = target_bound(s, sc);
    for trick in 0..s.characters[me].tricks.len() {
        let bare = Command::UseTrick { trick, target: None };
        if accepted(s, seat, &bare) {
            out.push(Legal::whole(bare));
            continue;
        }
        for t in 0..n {
            out.push(Legal::whole(Command::UseTrick { trick, target: Some(t) }));
        }
    }
}

/// "Trucos y Tretas": each flaw of the protagonist or the antagonist (anyone may activate it), with
/// as few targets as it reads, once per legal choice of them.
fn flaws(s: &State, sc: &Scene, out: &mut Vec<Legal<Command>>) {
    let n = target_bound(s, sc);
    let mut leaders = vec![sc.protagonist];
    if let Party::Character { id } = sc.antagonist {
        leaders.push(id);
    }
    let any = s.player_seats().first().copied().unwrap_or(SeatId(1));
    for character in leaders {
        let Some(c) = s.characters.get(character) else { continue };
        for flaw in (0..c.tricks.len()).filter(|&i| c.tricks[i].kind() == TrickKind::Flaw) {
            // How many targets it reads: the fewest any seat's activation is not refused for.
            let reads = |target: Vec<usize>| {
                refusal(s, any, &Command::ActivateFlaw { character, flaw, target }).as_deref()
                    != Some("gf.flaw.target")
            };
            let targets: Vec<Vec<usize>> = if reads(vec![]) {
                vec![vec![]]
            } else if (0..n).any(|i| reads(vec![i])) {
                (0..n).map(|i| vec![i]).collect()
            } else {
                (0..n).flat_map(|i| (0..n).map(move |j| vec![i, j])).collect()
            };
            for target in targets {
                out.push(Legal::whole(Command::ActivateFlaw { character, flaw, target }));
            }
        }
    }
}

/// "El Moderador": contacting a late player (at any time) and suspending the scene (from the
/// deadline on).
fn suspension(s: &State, sc: &Scene, out: &mut Vec<Legal<Command>>) {
    out.push(Legal::open(
        Command::NudgeLatePlayer { now: 0 },
        Field::Now,
        Param::Number { min: 0, max: u32::MAX },
    ));
    if let Some(deadline) = sc.deadline {
        for next_starter in s.player_seats() {
            out.push(Legal::whole(Command::SuspendScene { now: deadline, next_starter }));
        }
    }
}

/// "Intervalos", "PV y PK (cont.)", "Analizar Objetivos", "Retirar un Personaje".
fn interval(s: &State, seat: SeatId, out: &mut Vec<Legal<Command>>) {
    out.push(Legal::whole(Command::RequestNextScene));
    out.push(Legal::whole(Command::EndInterval { cede_to: None }));
    for &p in &s.requests {
        out.push(Legal::whole(Command::EndInterval { cede_to: Some(p) }));
    }
    out.push(Legal::whole(Command::EndCampaign));
    for (character, c) in s.characters.iter().enumerate() {
        for index in 0..c.objectives.len() {
            for pay in [Currency::Pv, Currency::Pk] {
                out.push(Legal::whole(Command::EndorseObjective { character, index, pay }));
            }
        }
    }
    let Some(me) = s.character_of(seat) else { return };
    let c = &s.characters[me];
    let parties = parties(s);
    for attr in attrs(&c.sheet) {
        out.push(Legal::whole(Command::Train { attr }));
        out.push(Legal::open(
            Command::ChangeAttribute { attr, text: "Otra cosa".into(), target: None },
            Field::Text,
            text(),
        ));
        if attr.kind == AttrKind::Relationship {
            for to in &parties {
                out.push(Legal::open(
                    Command::ChangeAttribute { attr, text: "Otra cosa".into(), target: Some(to.clone()) },
                    Field::Text,
                    text(),
                ));
            }
        }
    }
    for index in 0..c.objectives.len() {
        out.push(Legal::open(
            Command::ChangeObjective { index, text: "Otro objetivo".into() },
            Field::Text,
            text(),
        ));
        out.push(
            Legal::open(
                Command::ModifyObjective { index, text: "Otro objetivo".into(), difficulty: 10 },
                Field::Text,
                text(),
            )
            .and(Field::Difficulty, difficulty()),
        );
        out.push(Legal::whole(Command::AnalyseObjective { index }));
        out.push(Legal::whole(Command::SatisfyObjective { index }));
        out.push(Legal::whole(Command::CloseObjective { index }));
    }
    out.push(Legal::open(Command::AddCliche { name: "Algo nuevo".into() }, Field::Name, text()));
    for to in &parties {
        out.push(Legal::open(
            Command::AddRelationship { to: to.clone(), text: "Conoce a".into() },
            Field::Text,
            text(),
        ));
    }
    for t in Trick::ALL {
        out.push(Legal::whole(Command::LearnTrick { choice: trick_choice(t) }));
    }
    for f in Flaw::ALL {
        out.push(Legal::whole(Command::TakeFlaw { choice: trick_choice(f) }));
    }
    for vote in 0..s.votes.len() {
        for kind in [TrickKind::Trick, TrickKind::Flaw] {
            let row = data::TableRow {
                name: format!("Invento {}", vote + 1),
                cost: 1,
                activation: "Cuando la escena lo pide".into(),
                effect: "Lo que el foro aprobó".into(),
                ..data::tables().tricks[0].clone()
            };
            out.push(Legal::whole(Command::LearnCustomTrick { kind, row, vote }));
        }
    }
    out.push(Legal::whole(Command::RetireCharacter));
    for (index, r) in c.sheet.relationships.iter().enumerate() {
        for to in &parties {
            out.push(Legal::whole(Command::RedirectRelationship { index, to: to.clone() }));
        }
        let max = r.die.map_or(0, |d| d.sides());
        for pv in 0..=max {
            out.push(Legal::whole(Command::CashRelationship { index, pv, pk: max - pv }));
        }
    }
}

/// Votes, the Grand Finale and the Moderator's table powers ("El Moderador"), anywhere they fit.
fn table(s: &State, seat: SeatId, out: &mut Vec<Legal<Command>>) {
    for (vote, v) in s.votes.iter().enumerate() {
        for option in 0..v.options.len() {
            out.push(Legal::whole(Command::CastVote { vote, option }));
        }
        out.push(Legal::whole(Command::CloseVote { vote }));
    }
    out.push(Legal::open(
        Command::OpenVote { question: "¿Es canon?".into(), options: vec!["Sí".into(), "No".into()] },
        Field::Question,
        text(),
    ));
    out.push(Legal::open(
        Command::ProposeGrandFinale { framing: "El baile de graduación".into() },
        Field::Framing,
        text(),
    ));
    out.push(Legal::whole(Command::AgreeGrandFinale));
    out.push(Legal::whole(Command::CancelGrandFinale));
    if seat == MODERATOR {
        let names: Vec<&str> = s.players.iter().map(|p| p.name.as_str()).collect();
        out.push(Legal::whole(Command::AdmitPlayer { name: fresh("Jugador", &names) }));
        for p in s.player_seats() {
            out.push(Legal::whole(Command::RetireAbsentPlayer { player: p }));
            out.push(Legal::whole(Command::WelcomeBack { player: p }));
            out.push(Legal::whole(Command::HandOver { to: p }));
        }
    }
}

/// "Crear un nuevo personaje": a cliché contributed to each player making one, sponsorship of each
/// newcomer, and the new character itself (in one canonical form).
fn new_characters(s: &State, seat: SeatId, out: &mut Vec<Legal<Command>>) {
    let have = s.player(seat).map(|p| p.points).unwrap_or_default();
    for p in s.player_seats() {
        out.push(Legal::open(
            Command::ContributeCliche { newcomer: p, text: format!("Aporte para {p}") },
            Field::Text,
            text(),
        ));
        // "Give at least one point": some PV and any PK, or no PV and some PK.
        if have.pv >= 1 {
            out.push(
                Legal::open(
                    Command::Sponsor { to: p, pv: 1, pk: 0 },
                    Field::Pv,
                    Param::Number { min: 1, max: have.pv },
                )
                .and(Field::Pk, Param::Number { min: 0, max: have.pk }),
            );
        }
        if have.pk >= 1 {
            out.push(Legal::open(
                Command::Sponsor { to: p, pv: 0, pk: 1 },
                Field::Pk,
                Param::Number { min: 1, max: have.pk },
            ));
        }
    }
    if s.player(seat).is_none_or(|p| p.character.is_some()) {
        return;
    }
    let want = s.new_pools.get(&seat).map_or(0, |p| p.cliches.len()).min(3);
    let active: Vec<usize> =
        (0..s.characters.len()).filter(|&i| s.characters[i].ready && !s.characters[i].retired).collect();
    let to = |k: usize| match active.get(k) {
        Some(&id) => Party::Character { id },
        None => Party::Extra { name: format!("Extra {}", k + 1) },
    };
    let names: Vec<String> = extra_names(s);
    let taken: Vec<&str> =
        s.characters.iter().map(|c| c.name.as_str()).chain(names.iter().map(String::as_str)).collect();
    let [a, b] = [Trick::ALL[0], Trick::ALL[1]];
    out.push(Legal::whole(Command::CreateCharacter {
        name: fresh("Personaje nuevo", &taken),
        drafted: (0..want).collect(),
        own: (want..6).map(|i| format!("Cliché propio {}", i + 1)).collect(),
        dice: vec![Die::D8, Die::D8, Die::D6, Die::D6, Die::D4, Die::D4],
        relationships: vec![(to(0), "Conoce a".into(), Die::D6), (to(1), "Teme a".into(), Die::D6)],
        objectives: vec![("Triunfar".into(), 10), ("Sobrevivir".into(), 10)],
        tricks: vec![trick_choice(a), trick_choice(b)],
        flaw: trick_choice(Flaw::ALL[0]),
    }));
}

/// Whether `c` is one of `legal` but for what a player writes freely: the listed command's open
/// fields, free texts and phrases (a list of phrases only by its length), a new extra's name and a
/// clock. Forms ask this of the commands they would send ("is there a scene to start with this
/// antagonist?"), so a screen decides nothing itself.
pub fn listed(s: &State, legal: &[Legal<Command>], c: &Command) -> bool {
    let known = extra_names(s);
    let shaped = |c: &Command| serde_json::to_value(c).map(|v| shape(&v, &known)).unwrap_or_default();
    legal.iter().any(|l| {
        std::mem::discriminant(&l.command) == std::mem::discriminant(c)
            && shaped(&without(&l.command, l)) == shaped(&without(c, l))
    })
}

/// `c` with `l`'s open fields blanked (the same blank in every command, so they compare equal).
fn without(c: &Command, l: &Legal<Command>) -> Command {
    let mut c = c.clone();
    for f in &l.open {
        let blank = match f.param {
            Param::Number { .. } => Input::Number(0),
            Param::Text { .. } => Input::Text(String::new()),
            Param::SubsetOf { .. } | Param::OrderOf { .. } => Input::Values(Vec::new()),
        };
        if let Some(slot) = c.slot(f.field) {
            // A blank fits every field of its param's kind.
            let _ = slot.put(blank);
        }
    }
    c
}

/// A command's JSON with what a player writes freely blanked.
fn shape(v: &serde_json::Value, known: &[String]) -> serde_json::Value {
    use serde_json::Value;
    const FREE: [&str; 11] = [
        "text",
        "title",
        "setting",
        "tone",
        "intention",
        "justification",
        "question",
        "framing",
        "description",
        "via_extra",
        "now",
    ];
    match v {
        Value::Object(map) => {
            let extra = map.get("kind").and_then(Value::as_str) == Some("extra");
            let trick = map.contains_key("fills");
            let phrases = |x: &Value| x.as_array().is_some_and(|a| a.iter().all(Value::is_string));
            let mut out = serde_json::Map::new();
            for (k, x) in map {
                let y = match k.as_str() {
                    k if FREE.contains(&k) && !x.is_null() => Value::from(""),
                    "name" if extra => {
                        let n = x.as_str().unwrap_or("");
                        Value::from(if known.iter().any(|k| k == n) { n } else { "" })
                    }
                    "name" if !trick => Value::from(""),
                    "fills" => Value::Null,
                    "cliches" | "define" | "options" | "own" if phrases(x) => {
                        Value::from(x.as_array().map_or(0, Vec::len))
                    }
                    _ => shape(x, known),
                };
                out.insert(k.clone(), y);
            }
            Value::Object(out)
        }
        Value::Array(items) => Value::Array(items.iter().map(|x| shape(x, known)).collect()),
        x => x.clone(),
    }
}
