//! What a seat may do now: every command `decide` accepts from it, each legal as it stands, with the
//! fields a player fills in (a number of pile dice, a scene detail, Reserve dice, an order) described
//! by [`engine::Param`]. Forms, random play and the property tests read this list; it is worked
//! out from the same rules as `decide` (the page cited on each step), never by trying commands.
//!
//! Open fields are named by [`Field`] (`Text`, `Count`, `Dice`, `Boosts`, `Take`, `Discard`, `Next`,
//! `Order`, `Bonds`, `Agents`, and `GainName`, `GainText`, `OnName` for the name of a new Bond,
//! Anxiety, Agent or Secret); `Command`'s `engine::Fields` impl says where each lives. Any filling
//! of the open fields within their params is accepted too.

use engine::{Legal, Param, SeatId};

use crate::command::{CharacterSetup, Command, ConspiracyGain, Field, MainGain, RatedSetup, ReserveTarget};
use crate::event::Holder;
use crate::rules::{
    ANXIETY_POINTS, BOND_POINTS, BOND_VALUE, MAX_NOTES, QUALITY_POINTS, QUALITY_VALUE, detail_seats,
    improving_side,
};
use crate::state::{
    Conflict, ConflictStep, DIRECTOR, EndOfTurn, EndStep, Pending, Quality, Scene, SceneStep, Side, Stage,
    State, Ticker,
};

/// The longest free text (a scene detail, a name, a Secret) the forms offer.
pub const MAX_TEXT: u32 = 500;

fn text() -> Param {
    Param::Text { max_chars: MAX_TEXT }
}

fn subset(values: Vec<u32>, min: usize, max: usize) -> Param {
    Param::SubsetOf { values, min: min as u32, max: max as u32 }
}

fn seats(seats: &[SeatId]) -> Vec<u32> {
    seats.iter().map(|s| u32::from(s.0)).collect()
}

/// Every command `seat` may send now (empty when it has nothing to do).
pub fn legal_commands(s: &State, seat: SeatId) -> Vec<Legal<Command>> {
    if s.stage == Stage::NotStarted || (seat != DIRECTOR && !s.is_player_seat(seat)) {
        return Vec::new();
    }
    let mut out = Vec::new();
    if s.stage == Stage::Creating {
        creating(s, seat, &mut out);
    }
    own_sheet(s, seat, &mut out);
    if matches!(s.stage, Stage::Over { .. }) || (seat != DIRECTOR && s.character(seat).is_none()) {
        return out;
    }
    match &s.stage {
        Stage::ChoosingOrder { chooser } if *chooser == seat => scene_order(s, &mut out),
        Stage::Scene(scene) => in_scene(s, scene, seat, &mut out),
        Stage::EndOfTurn(end) => at_end_of_turn(s, end, seat, &mut out),
        _ => {}
    }
    spend_reserve(s, seat, &mut out);
    out
}

/// p. 7-9: a player without a character takes a pre-made one or makes their own, the form
/// offering only sheets within the rules: each split of 6 points among the Qualities (each at
/// least 1), and for it each way of 3 points of Bonds in at most Contact of them and of 4 points of
/// Anxieties in at most Resolve of them (each at least 1); every word is the player's.
fn creating(s: &State, seat: SeatId, out: &mut Vec<Legal<Command>>) {
    let free = (seat.0 as usize).checked_sub(1).and_then(|i| s.made.get(i)).is_some_and(Option::is_none);
    if seat == DIRECTOR || !free {
        return;
    }
    for (i, p) in s.premade.iter().enumerate() {
        if p.is_some() {
            out.push(Legal::whole(Command::TakeCharacter { premade: i as u32 }));
        }
    }
    let total = QUALITY_POINTS;
    for resolve in 1..total - 1 {
        for contact in 1..total - resolve {
            let material = total - resolve - contact;
            for bonds in partitions(BOND_POINTS, contact) {
                for anxieties in partitions(ANXIETY_POINTS, resolve) {
                    out.push(made_character(resolve, contact, material, &bonds, &anxieties));
                }
            }
        }
    }
}

/// The ways of writing `total` as at most `parts` ratings of at least 1, highest first.
fn partitions(total: u32, parts: u32) -> Vec<Vec<u32>> {
    fn go(left: u32, most: u32, parts: u32, now: &mut Vec<u32>, out: &mut Vec<Vec<u32>>) {
        if left == 0 {
            out.push(now.clone());
            return;
        }
        if parts == 0 {
            return;
        }
        for r in (1..=most.min(left)).rev() {
            now.push(r);
            go(left - r, r, parts - 1, now, out);
            now.pop();
        }
    }
    let mut out = Vec::new();
    go(total, total, parts, &mut Vec::new(), &mut out);
    out
}

/// One legal sheet's numbers, its words open.
fn made_character(
    resolve: u32,
    contact: u32,
    material: u32,
    bonds: &[u32],
    anxieties: &[u32],
) -> Legal<Command> {
    let rated = |what: &str, ratings: &[u32]| -> Vec<RatedSetup> {
        ratings
            .iter()
            .enumerate()
            .map(|(i, r)| RatedSetup { name: format!("{what} {}", i + 1), rating: *r })
            .collect()
    };
    let character = CharacterSetup {
        name: "Name".into(),
        concept: "Concept".into(),
        ticker: Ticker {
            who_was_replaced: "Who".into(),
            what_happened: "What".into(),
            where_was_your_character: "Where".into(),
            what_now: "Now".into(),
        },
        resolve,
        contact,
        material,
        bonds: rated("Bond", bonds),
        anxieties: rated("Anxiety", anxieties),
    };
    let legal = Legal::whole(Command::CreateCharacter { character });
    const WORDS: [Field; 6] = [
        Field::CharacterName,
        Field::CharacterConcept,
        Field::TickerWho,
        Field::TickerWhat,
        Field::TickerWhere,
        Field::TickerNow,
    ];
    let names = (0..bonds.len()).map(Field::BondName).chain((0..anxieties.len()).map(Field::AnxietyName));
    let fields = WORDS.into_iter().chain(names);
    fields.fold(legal, |legal, field| legal.and(field, text()))
}

/// Every player's own: their notes (any time), and once they have a character its name and
/// concept (Ruling 23).
fn own_sheet(s: &State, seat: SeatId, out: &mut Vec<Legal<Command>>) {
    if seat == DIRECTOR {
        return;
    }
    out.push(Legal::open(
        Command::WriteNotes { text: String::new() },
        Field::Text,
        Param::Text { max_chars: MAX_NOTES as u32 },
    ));
    if let Some(c) = s.character(seat) {
        let command = Command::EditCharacter { name: c.name.clone(), concept: c.concept.clone() };
        out.push(Legal::open(command, Field::Name, text()).and(Field::Concept, text()));
    }
}

/// What `seat` may do in a scene (p. 14-22, p. 31).
fn in_scene(s: &State, scene: &Scene, seat: SeatId, out: &mut Vec<Legal<Command>>) {
    match &scene.step {
        SceneStep::ChoosingOpponent if scene.seat == seat => opponents(s, out),
        SceneStep::Framing { step } if detail_seats(s).contains(&seat) => out.push(Legal::open(
            Command::AddDetail { text: format!("detail {}", step + 1) },
            Field::Text,
            text(),
        )),
        SceneStep::Conflict { conflict: c, step: ConflictStep::Preparing } => {
            gathering(s, c, seat, out);
            conflict_ready(c, seat, out);
        }
        SceneStep::Conflict { conflict: c, step: ConflictStep::Improving } => {
            improve_result(s, seat, c.faces, out);
            conflict_ready(c, seat, out);
        }
        SceneStep::Conflict { conflict: c, step: ConflictStep::Resolving { pending } } => {
            match pending.first() {
                Some(p) if p.seat() == seat => resolving(s, c, seat, p, out),
                _ => {}
            }
        }
        _ => {}
    }
}

/// What `seat` may do at the end of a turn or at Zero Hour (p. 23-26).
fn at_end_of_turn(s: &State, end: &EndOfTurn, seat: SeatId, out: &mut Vec<Legal<Command>>) {
    match &end.step {
        EndStep::Preparing => {
            let reserve = s.reserve(Holder(seat)).to_vec();
            if let Some(&d) = reserve.first() {
                let n = reserve.len();
                out.push(Legal::open(
                    Command::ReserveToPile { dice: vec![d] },
                    Field::Dice,
                    subset(reserve, 1, n),
                ));
            }
            all_seats_ready(end, seat, out);
        }
        EndStep::Improving => {
            improve_result(s, seat, end.roll.faces, out);
            all_seats_ready(end, seat, out);
        }
        EndStep::Gains { seats } if seats.contains(&seat) => {
            if s.is_conspirator(seat) {
                conspiracy_gains(s, out);
            } else {
                main_gains(s, end, seat, out);
            }
        }
        EndStep::Epilogue => all_seats_ready(end, seat, out),
        _ => {}
    }
}

/// p. 13: the winner of the order roll lists every player seat once.
fn scene_order(s: &State, out: &mut Vec<Legal<Command>>) {
    let order: Vec<SeatId> = s.characters.iter().map(|c| c.seat).collect();
    let values = seats(&order);
    out.push(Legal::open(Command::SetSceneOrder { order }, Field::Order, Param::OrderOf { values }));
}

/// p. 31: an Operative faces a main character.
fn opponents(s: &State, out: &mut Vec<Legal<Command>>) {
    out.extend(s.main_seats().into_iter().map(|opponent| Legal::whole(Command::ChooseOpponent { opponent })));
}

/// p. 15-18 and p. 27, 31: what each seat may add to the conflict while it gathers dice.
fn gathering(s: &State, c: &Conflict, seat: SeatId, out: &mut Vec<Legal<Command>>) {
    let ready = |side: Side| c.ready[side.index()];
    let me = s.character(seat);
    // p. 15-16: the main character in conflict, until its side is ready.
    if seat == c.main
        && !ready(Side::Main)
        && let Some(ch) = me
    {
        if c.quality.is_none() {
            out.extend(
                Quality::ALL
                    .into_iter()
                    .filter(|q| ch.last_quality != Some(*q))
                    .map(|quality| Legal::whole(Command::ChooseQuality { quality })),
            );
        }
        out.extend(
            ch.bonds
                .iter()
                .filter(|b| !c.bonds.contains(&b.id))
                .map(|b| Legal::whole(Command::EnlistBond { bond: b.id })),
        );
    }
    // p. 16 and p. 27: Anxieties of the main character (until ready) and of those assisting.
    let assisting = c.assists.iter().any(|a| a.seat == seat);
    if let Some(ch) = me
        && ((seat == c.main && !ready(Side::Main)) || assisting)
    {
        out.extend(
            ch.anxieties
                .iter()
                .filter(|a| !c.anxieties.iter().any(|t| t.seat == seat && t.anxiety == a.id))
                .map(|a| Legal::whole(Command::TriggerAnxiety { anxiety: a.id })),
        );
    }
    // p. 27: other main characters assist with a Quality at or over the Countdown.
    let contact = s.character(c.main).map(|m| m.contact).unwrap_or(0);
    if let Some(ch) = me.filter(|ch| ch.is_main())
        && seat != c.main
        && !assisting
        && (c.assists.len() as u32) < contact
    {
        out.extend(
            Quality::ALL
                .into_iter()
                .filter(|q| ch.quality(*q) >= s.countdown && ch.last_quality != Some(*q))
                .map(|quality| Legal::whole(Command::Assist { quality })),
        );
    }
    // p. 17 and p. 31: Agents (the Operative's limited by its Program), then Secrets.
    let helpers = (c.agents.len() + c.operatives.len()) as u32;
    if seat == c.conspirator
        && !ready(Side::Conspiracy)
        && (!c.operative_scene || helpers < s.ratings_of(seat).1)
    {
        out.extend(
            s.agents
                .iter()
                .filter(|a| !c.agents.contains(&a.id))
                .map(|a| Legal::whole(Command::ActivateAgent { agent: a.id })),
        );
    }
    let helping = c.operatives.iter().any(|o| o.0 == seat);
    if (seat == c.conspirator && !ready(Side::Conspiracy)) || helping {
        out.extend(
            s.secrets
                .iter()
                .filter(|x| !c.secrets.iter().any(|r| r.secret == x.id))
                .map(|x| Legal::whole(Command::RevealSecret { secret: x.id })),
        );
    }
    // p. 31: another Operative with Control at or under the Countdown, within the Program.
    if c.operative_scene
        && me.is_some_and(|ch| ch.is_operative())
        && seat != c.conspirator
        && !helping
        && s.ratings_of(seat).0 <= s.countdown
        && helpers < s.ratings_of(c.conspirator).1
    {
        out.push(Legal::whole(Command::JoinOperative));
    }
    // p. 18: Resistance dice from main characters, Menace dice from Section 44, to either side.
    let pile = if s.is_conspirator(seat) { s.menace } else { s.resistance };
    if pile > 0 {
        for side in [Side::Main, Side::Conspiracy] {
            let command = Command::AddPileDice { side, count: 1 };
            out.push(Legal::open(command, Field::Count, Param::Number { min: 1, max: pile }));
        }
    }
    // Use 2 (p. 29): Reserve dice for another player's roll.
    let reserve = s.reserve(Holder(seat)).to_vec();
    if let Some(&d) = reserve.first() {
        for side in [Side::Main, Side::Conspiracy].into_iter().filter(|side| c.leader(*side) != seat) {
            let command = Command::GiveReserveDice { side, dice: vec![d] };
            out.push(Legal::open(command, Field::Dice, subset(reserve.clone(), 1, reserve.len())));
        }
    }
}

/// Each side's leader says it is ready (p. 18, p. 19), the main character once a Quality is chosen.
fn conflict_ready(c: &Conflict, seat: SeatId, out: &mut Vec<Legal<Command>>) {
    let side = if seat == c.main {
        Side::Main
    } else if seat == c.conspirator {
        Side::Conspiracy
    } else {
        return;
    };
    if !c.ready[side.index()] && (side == Side::Conspiracy || c.quality.is_some()) {
        out.push(Legal::whole(Command::Ready));
    }
}

/// The steps every seat finishes (end of the turn, the epilogue).
fn all_seats_ready(end: &EndOfTurn, seat: SeatId, out: &mut Vec<Legal<Command>>) {
    if !end.passed.contains(&seat) {
        out.push(Legal::whole(Command::Ready));
    }
}

/// Use 1 (p. 19, p. 24, p. 29): a Reserve die replaces the result, dice equal to the (new) face
/// boost it by 1 each; `faces` are the values the results are read from.
fn improve_result(s: &State, seat: SeatId, faces: [u32; 2], out: &mut Vec<Legal<Command>>) {
    let Some(side) = improving_side(s, seat) else { return };
    let face = faces[side.index()];
    let reserve = s.reserve(Holder(seat)).to_vec();
    let mut values = reserve.clone();
    values.sort_unstable();
    values.dedup();
    for v in values {
        let mut rest = reserve.clone();
        rest.remove(rest.iter().position(|d| *d == v).expect("a value of the reserve"));
        let boosts: Vec<u32> = rest.into_iter().filter(|d| *d == v).collect();
        let command = Command::ImproveResult { replace: Some(v), boosts: Vec::new() };
        out.push(if boosts.is_empty() {
            Legal::whole(command)
        } else {
            let n = boosts.len();
            Legal::open(command, Field::Boosts, subset(boosts, 0, n))
        });
    }
    let boosts: Vec<u32> = reserve.iter().copied().filter(|d| *d == face).collect();
    if face > 0 && !boosts.is_empty() {
        let n = boosts.len();
        let command = Command::ImproveResult { replace: None, boosts: vec![face] };
        out.push(Legal::open(command, Field::Boosts, subset(boosts, 1, n)));
    }
}

/// p. 20-22: the decision the resolution waits for from `seat`.
fn resolving(s: &State, c: &Conflict, seat: SeatId, pending: &Pending, out: &mut Vec<Legal<Command>>) {
    match pending {
        Pending::BondStress { .. } => {
            let command = Command::OrderBondStress { bonds: c.bonds.clone() };
            out.push(Legal::open(command, Field::Bonds, Param::OrderOf { values: c.bonds.clone() }));
        }
        Pending::BecomeOperative { .. } => {
            let sum = s.character(seat).map(|ch| ch.quality_sum()).unwrap_or(0);
            out.extend(
                (0..=sum).map(|control| {
                    Legal::whole(Command::BecomeOperative { control, program: sum - control })
                }),
            );
        }
        Pending::ConspiracyStress { stress, .. } => allocate_stress(s, c, seat, *stress, out),
        Pending::Reserve { side, leader, .. } => take_reserve(s, c, seat, *side, *leader, out),
        Pending::ConspiracyGrows => conspiracy_gains(s, out),
    }
}

/// p. 21 and p. 32: the Agents take Stress in an order chosen; of what they leave, Control and
/// Program take what is chosen, and only once either is 0 may Stress be left over (Ruling 6).
fn allocate_stress(s: &State, c: &Conflict, seat: SeatId, stress: u32, out: &mut Vec<Legal<Command>>) {
    let absorbed: u32 = c.agents.iter().filter_map(|a| s.agent(*a)).map(|a| a.rating).sum();
    let rem = stress.saturating_sub(absorbed);
    let (cc, pp) = s.ratings_of(seat);
    for control in 0..=cc.min(rem) {
        for program in 0..=pp.min(rem - control) {
            let spill = rem - control - program;
            if spill > 0 && control < cc && program < pp {
                continue;
            }
            let command = Command::AllocateStress { agents: c.agents.clone(), control, program };
            out.push(if c.agents.is_empty() {
                Legal::whole(command)
            } else {
                Legal::open(command, Field::Agents, Param::OrderOf { values: c.agents.clone() })
            });
        }
    }
}

/// p. 18, p. 28 and p. 31: removed dice into the Reserve (giving up Reserve dice to make room);
/// the leader names the helpers' order when dice are left for them.
fn take_reserve(
    s: &State,
    c: &Conflict,
    seat: SeatId,
    side: Side,
    leader: bool,
    out: &mut Vec<Legal<Command>>,
) {
    let pool = c.removed[side.index()].clone();
    let reserve = s.reserve(Holder(seat)).to_vec();
    let limit = s.reserve_limit(Holder(seat));
    let helpers: Vec<SeatId> = match side {
        Side::Main => c.assists.iter().map(|a| a.seat).collect(),
        Side::Conspiracy => c.operatives.iter().map(|o| o.0).collect(),
    };
    let ordering = leader && !helpers.is_empty();
    for discarded in 0..=reserve.len() {
        let room = limit.saturating_sub(reserve.len() - discarded);
        let discard = reserve[..discarded].to_vec();
        let with_discard = |legal: Legal<Command>| {
            if discarded == 0 {
                legal
            } else {
                legal.and(Field::Discard, subset(reserve.clone(), discarded, discarded))
            }
        };
        // Taking every die leaves nobody to choose after.
        if ordering && pool.len() <= room {
            let command =
                Command::TakeReserve { take: pool.clone(), discard: discard.clone(), next: Vec::new() };
            out.push(with_discard(Legal::whole(command)));
        }
        let most = if ordering { room.min(pool.len().saturating_sub(1)) } else { room.min(pool.len()) };
        let next = if ordering { helpers.clone() } else { Vec::new() };
        let mut legal = Legal::whole(Command::TakeReserve { take: Vec::new(), discard, next });
        if most > 0 {
            legal = legal.and(Field::Take, subset(pool.clone(), 0, most));
        }
        if ordering {
            legal = legal.and(Field::Next, Param::OrderOf { values: seats(&helpers) });
        }
        out.push(with_discard(legal));
    }
}

/// p. 22 and p. 24: the Director or an Operative adds a point.
fn conspiracy_gains(s: &State, out: &mut Vec<Legal<Command>>) {
    let grow = |gain| Legal::whole(Command::GrowConspiracy { gain });
    out.push(grow(ConspiracyGain::Control));
    out.push(grow(ConspiracyGain::Program));
    out.extend(s.agents.iter().map(|a| grow(ConspiracyGain::Agent { agent: a.id })));
    let name = format!("Agent {}", s.next_agent);
    out.push(grow(ConspiracyGain::NewAgent { name }).and(Field::GainName, text()));
    out.extend(s.secrets.iter().map(|x| grow(ConspiracyGain::Secret { secret: x.id })));
    let secret = format!("Secret {}", s.next_secret);
    out.push(grow(ConspiracyGain::NewSecret { text: secret }).and(Field::GainText, text()));
}

/// p. 24 (any rating, or a new Bond or Anxiety) and p. 25 (Zero Hour: a Quality only).
fn main_gains(s: &State, end: &EndOfTurn, seat: SeatId, out: &mut Vec<Legal<Command>>) {
    let Some(ch) = s.character(seat) else { return };
    let gain = |gain| Legal::whole(Command::GainPoint { gain });
    out.extend(Quality::ALL.map(|quality| gain(MainGain::Quality { quality })));
    if end.roll.zero_hour {
        return;
    }
    out.extend(ch.bonds.iter().map(|b| gain(MainGain::Bond { bond: b.id })));
    let name = format!("Bond {}", ch.next_id);
    out.push(gain(MainGain::NewBond { name }).and(Field::GainName, text()));
    out.extend(ch.anxieties.iter().map(|a| gain(MainGain::Anxiety { anxiety: a.id })));
    let name = format!("Anxiety {}", ch.next_id);
    out.push(gain(MainGain::NewAnxiety { name }).and(Field::GainName, text()));
}

/// Uses 4 and 5 (p. 29, Ruling 1), any time: dice of one value, each extra one +1, worth
/// [`BOND_VALUE`] for a Bond or an Agent and [`QUALITY_VALUE`] for a Quality, Control or Program.
fn spend_reserve(s: &State, seat: SeatId, out: &mut Vec<Legal<Command>>) {
    let reserve = s.reserve(Holder(seat));
    let mut targets: Vec<(ReserveTarget, u32)> = Vec::new();
    if s.is_conspirator(seat) {
        targets.push((ReserveTarget::Control, QUALITY_VALUE));
        targets.push((ReserveTarget::Program, QUALITY_VALUE));
        targets.extend(s.agents.iter().map(|a| (ReserveTarget::Agent { agent: a.id }, BOND_VALUE)));
        targets.push((ReserveTarget::NewAgent { name: format!("Agent {}", s.next_agent) }, BOND_VALUE));
    } else if let Some(ch) = s.character(seat) {
        targets.extend(Quality::ALL.map(|quality| (ReserveTarget::Quality { quality }, QUALITY_VALUE)));
        targets.extend(ch.bonds.iter().map(|b| (ReserveTarget::Bond { bond: b.id }, BOND_VALUE)));
        targets.push((ReserveTarget::NewBond { name: format!("Bond {}", ch.next_id) }, BOND_VALUE));
    }
    let mut values = reserve.to_vec();
    values.sort_unstable();
    values.dedup();
    for v in values {
        let have = reserve.iter().filter(|d| **d == v).count();
        for (on, need) in &targets {
            // v + (n - 1) >= need
            let fewest = (need + 1).saturating_sub(v).max(1) as usize;
            if fewest > have {
                continue;
            }
            let named = matches!(on, ReserveTarget::NewBond { .. } | ReserveTarget::NewAgent { .. });
            let command = Command::SpendReserve { dice: vec![v; fewest], on: on.clone() };
            let mut legal = Legal::whole(command);
            if have > fewest {
                legal = legal.and(Field::Dice, subset(vec![v; have], fewest, have));
            }
            if named {
                legal = legal.and(Field::OnName, text());
            }
            out.push(legal);
        }
    }
}
