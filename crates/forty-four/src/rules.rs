//! Every rule of 44: `start` validates the set-up, `decide` validates a command and works out what
//! happens. Both run on a scratch copy of the state, applying each event as it is produced, so a
//! rule can read the consequences of the previous one; the caller's state is never touched.

use dice::{DiceSource, Die, HighestRoll, apply_reserve};
use engine::{RuleError, SeatId};

use crate::command::{Command, Config, ConspiracyGain, MainGain, ReserveTarget};
use crate::event::{Audience, Event, Holder, Pile, PileReason, SeatRoll, SharedAgent, SharedSecret};
use crate::state::{
    AgentOrigin, Character, Conflict, DIRECTOR, Fate, Pending, Phase, Quality, Rated, Rating, Side, SideRoll,
    State, Status, apply,
};

/// Starting Countdown (p. 12).
pub const COUNTDOWN: u32 = 4;
/// Points among the Qualities (p. 8).
pub const QUALITY_POINTS: u32 = 6;
/// Points among the Bonds (p. 9).
pub const BOND_POINTS: u32 = 3;
/// Points among the Anxieties (p. 9).
pub const ANXIETY_POINTS: u32 = 4;
/// The Director's starting Control (p. 10).
pub const START_CONTROL: u32 = 4;
/// The Director's starting Program (p. 10).
pub const START_PROGRAM: u32 = 1;
/// Rating of each starting Secret (p. 11).
pub const SECRET_RATING: u32 = 2;
/// How many Secrets the Director creates (p. 11).
pub const SECRETS: usize = 2;
/// Most players a table takes (seats are bytes; the rulebook sets no limit).
pub const MAX_PLAYERS: usize = 12;
/// Reserve value (one die, or equal dice +1 each) that improves a Bond or an Agent (p. 29; the
/// face is an icon stripped from the text: three 4s "improve your Bonds by up to 3 points", so
/// it is 4 or less; we read 4).
pub const BOND_VALUE: u32 = 4;
/// Reserve value that improves a Quality, Control or Program (p. 29: "4 + 4 + 4 = 6 ... it's just
/// like spending a 6").
pub const QUALITY_VALUE: u32 = 6;

type Result<T> = std::result::Result<T, RuleError>;

fn err(code: &'static str, message: impl Into<String>) -> RuleError {
    RuleError::new(code, message)
}

/// A scratch state and the events produced so far.
struct Ctx {
    s: State,
    out: Vec<Event>,
}

impl Ctx {
    fn emit(&mut self, e: Event) {
        apply(&mut self.s, &e);
        self.out.push(e);
    }

    fn phase(&mut self, phase: Phase) {
        self.emit(Event::PhaseEntered { phase });
    }

    fn pile(&mut self, pile: Pile, to: u32, reason: PileReason) {
        self.emit(Event::PileChanged { pile, to, reason });
    }

    fn add_menace(&mut self, n: u32, reason: PileReason) {
        if n > 0 {
            let to = self.s.menace + n;
            self.pile(Pile::Menace, to, reason);
        }
    }

    fn add_resistance(&mut self, n: u32, reason: PileReason) {
        if n > 0 {
            let to = self.s.resistance + n;
            self.pile(Pile::Resistance, to, reason);
        }
    }

    fn conspirators(&self) -> Audience {
        Audience::Seats(self.s.conspirators())
    }

    fn conflict(&self) -> &Conflict {
        self.s.conflict.as_ref().expect("a conflict is under way")
    }

    /// Drops the lowest Reserve dice over the holder's limit (Ruling: the holder keeps the best).
    fn trim_reserve(&mut self, holder: Holder) {
        let limit = self.s.reserve_limit(holder);
        let mut dice = self.s.reserve(holder).to_vec();
        if dice.len() > limit {
            dice.sort_unstable_by(|a, b| b.cmp(a));
            dice.truncate(limit);
            self.emit(Event::ReserveChanged { holder, dice });
        }
    }

    fn set_reserve(&mut self, holder: Holder, dice: Vec<u32>) {
        self.emit(Event::ReserveChanged { holder, dice });
    }
}

fn throw(dice: &mut dyn DiceSource, n: u32) -> Vec<u32> {
    if n == 0 { Vec::new() } else { dice.roll(&vec![Die::D6; n as usize]) }
}

/// Removes `take` from `from` as a multiset; `None` if some die is missing.
fn take_dice(from: &[u32], take: &[u32]) -> Option<Vec<u32>> {
    let mut left = from.to_vec();
    for d in take {
        let i = left.iter().position(|x| x == d)?;
        left.remove(i);
    }
    Some(left)
}

fn check_text(text: &str, what: &'static str) -> Result<()> {
    if text.trim().is_empty() {
        return Err(
            err("44.text.empty", format!("the {what} is empty: write a few words")).with("what", what)
        );
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Set-up (p. 7-11)

fn check_points(
    who: &str,
    what: &'static str,
    items: &[crate::command::RatedSetup],
    total: u32,
    max_count: u32,
    limit_name: &'static str,
) -> Result<()> {
    if items.is_empty() {
        return Err(err("44.setup.none", format!("{who} needs at least one {what}"))
            .with("character", who)
            .with("what", what));
    }
    for i in items {
        check_text(&i.name, what)?;
        if i.rating < 1 {
            return Err(err(
                "44.setup.rating_below_one",
                format!("each {what} needs a rating of at least 1"),
            )
            .with("character", who)
            .with("what", what));
        }
    }
    let sum: u32 = items.iter().map(|i| i.rating).sum();
    if sum != total {
        return Err(err(
            "44.setup.points",
            format!("{who} assigns {sum} points to {what}s: assign exactly {total}"),
        )
        .with("character", who)
        .with("what", what)
        .with("points", sum)
        .with("total", total));
    }
    if items.len() as u32 > max_count {
        return Err(err(
            "44.setup.too_many",
            format!(
                "{who} has {} {what}s but may have at most {max_count} (the {limit_name} rating)",
                items.len()
            ),
        )
        .with("character", who)
        .with("what", what)
        .with("count", items.len())
        .with("max", max_count));
    }
    Ok(())
}

/// Validates the set-up and returns the events that start the game.
pub fn start(config: &Config, dice: &mut dyn DiceSource) -> Result<Vec<Event>> {
    if config.characters.is_empty() || config.characters.len() > MAX_PLAYERS {
        return Err(err(
            "44.setup.players",
            format!("a game needs 1 to {MAX_PLAYERS} main characters, not {}", config.characters.len()),
        )
        .with("count", config.characters.len()));
    }
    let mut characters = Vec::new();
    for (i, c) in config.characters.iter().enumerate() {
        check_text(&c.name, "name")?;
        let who = c.name.as_str();
        check_text(&c.concept, "concept")?;
        check_text(&c.ticker.who_was_replaced, "ticker's who was replaced")?;
        check_text(&c.ticker.what_happened, "ticker's what happened")?;
        check_text(&c.ticker.where_was_your_character, "ticker's where was your character")?;
        check_text(&c.ticker.what_now, "ticker's what will he or she do now")?;
        if c.resolve < 1 || c.contact < 1 || c.material < 1 {
            return Err(err("44.setup.quality_below_one", format!("{who}: each Quality must be at least 1"))
                .with("character", who));
        }
        let sum = c.resolve + c.contact + c.material;
        if sum != QUALITY_POINTS {
            return Err(err(
                "44.setup.quality_points",
                format!("{who} assigns {sum} points to Qualities: assign exactly {QUALITY_POINTS}"),
            )
            .with("character", who)
            .with("points", sum));
        }
        check_points(who, "bond", &c.bonds, BOND_POINTS, c.contact, "Contact")?;
        check_points(who, "anxiety", &c.anxieties, ANXIETY_POINTS, c.resolve, "Resolve")?;
        let mut id = 0;
        let mut rated = |r: &crate::command::RatedSetup| {
            id += 1;
            Rated { id: id - 1, name: r.name.clone(), rating: r.rating }
        };
        let bonds = c.bonds.iter().map(&mut rated).collect();
        let anxieties = c.anxieties.iter().map(&mut rated).collect();
        characters.push(Character {
            seat: SeatId(i as u8 + 1),
            name: c.name.clone(),
            concept: c.concept.clone(),
            ticker: c.ticker.clone(),
            resolve: c.resolve,
            contact: c.contact,
            material: c.material,
            bonds,
            anxieties,
            reserve: Vec::new(),
            last_quality: None,
            status: Status::MainCharacter,
            next_id: id,
        });
    }
    if config.secrets.len() != SECRETS {
        return Err(err(
            "44.setup.secrets",
            format!("the Director creates exactly {SECRETS} Secrets, not {}", config.secrets.len()),
        )
        .with("count", config.secrets.len()));
    }
    for t in &config.secrets {
        check_text(t, "secret")?;
    }
    let n = characters.len() as u32;
    let mut cx = Ctx { s: State::default(), out: Vec::new() };
    cx.emit(Event::GameStarted {
        characters: characters.clone(),
        control: START_CONTROL,
        program: START_PROGRAM,
        countdown: COUNTDOWN,
    });
    for (i, t) in config.secrets.iter().enumerate() {
        cx.emit(Event::SecretAdded {
            secret: i as u32,
            text: Some(t.clone()),
            rating: Some(SECRET_RATING),
            known_to: Audience::Seats(vec![DIRECTOR]),
        });
    }
    // p. 10, "Step 2: Agents": each Ticker's "who was replaced" is an Agent at 1.
    for (i, c) in characters.iter().enumerate() {
        cx.emit(Event::AgentAdded {
            agent: i as u32,
            name: Some(c.ticker.who_was_replaced.clone()),
            rating: Some(1),
            origin: AgentOrigin::Ticker,
            known_to: Audience::Everyone,
        });
    }
    // p. 13, "Resistance & Menace": one die of each per main character.
    cx.pile(Pile::Resistance, n, PileReason::SetUp);
    cx.pile(Pile::Menace, n, PileReason::SetUp);
    begin_countdown(&mut cx, dice);
    Ok(cx.out)
}

// ---------------------------------------------------------------------------------------------
// Flow

/// p. 13, "Order Scenes": main characters roll 1 die each, Operatives do not; ties for the highest
/// are re-rolled among the tied (Ruling).
fn begin_countdown(cx: &mut Ctx, dice: &mut dyn DiceSource) {
    let mut contenders = cx.s.main_seats();
    if contenders.is_empty() {
        return end_game(cx, true);
    }
    let mut rounds = Vec::new();
    let chooser = loop {
        let faces = throw(dice, contenders.len() as u32);
        let round: Vec<SeatRoll> =
            contenders.iter().zip(&faces).map(|(&seat, &face)| SeatRoll { seat, face }).collect();
        let top = faces.iter().copied().max().unwrap_or(0);
        contenders = round.iter().filter(|r| r.face == top).map(|r| r.seat).collect();
        rounds.push(round);
        if contenders.len() == 1 {
            break contenders[0];
        }
    };
    cx.emit(Event::OrderRolled { countdown: cx.s.countdown, rounds, chooser });
    cx.phase(Phase::ChoosingOrder { chooser });
}

fn begin_scene(cx: &mut Ctx, index: usize) {
    let seat = cx.s.order[index];
    cx.emit(Event::SceneBegan { seat, index });
    let operative = cx.s.character(seat).is_some_and(Character::is_operative);
    cx.phase(if operative { Phase::ChoosingOpponent } else { Phase::Framing { step: 0 } });
}

/// After a scene: the game ends early when no main character is left (p. 26), otherwise the next
/// scene or the end of the turn.
fn end_scene(cx: &mut Ctx) {
    if cx.s.main_seats().is_empty() {
        return end_game(cx, true);
    }
    let next = cx.s.scene_index + 1;
    if next < cx.s.order.len() {
        begin_scene(cx, next);
    } else {
        cx.emit(Event::EndRollBegan { zero_hour: false });
        cx.phase(Phase::EndPreparing);
    }
}

/// p. 26, final fates: survive when the sum of Qualities exceeds Control; Operatives are replaced.
fn end_game(cx: &mut Ctx, early: bool) {
    let control = cx.s.director.control;
    let fates =
        cx.s.characters
            .iter()
            .map(|c| {
                let fate = if c.is_main() && !early && c.quality_sum() > control {
                    Fate::Survived
                } else {
                    Fate::Replaced
                };
                (c.seat, fate)
            })
            .collect();
    cx.emit(Event::GameEnded { early, fates });
    cx.phase(Phase::Over);
}

/// Seats that may give the current scene detail (p. 14, p. 31).
pub fn detail_seats(s: &State) -> Vec<SeatId> {
    let (Some(scene), Phase::Framing { step }) = (s.scene, &s.phase) else { return Vec::new() };
    let second = s.opponent.unwrap_or(DIRECTOR);
    match step {
        0 => vec![scene],
        1 => vec![second],
        _ => {
            let others: Vec<SeatId> =
                s.all_seats().into_iter().filter(|&x| x != scene && x != second).collect();
            if others.is_empty() { vec![scene, second] } else { others }
        }
    }
}

/// Seats a step waits on.
pub fn waiting_on(s: &State) -> Vec<SeatId> {
    match &s.phase {
        Phase::NotStarted | Phase::Over => Vec::new(),
        Phase::ChoosingOrder { chooser } => vec![*chooser],
        Phase::ChoosingOpponent => s.scene.into_iter().collect(),
        Phase::Framing { .. } => detail_seats(s),
        Phase::Preparing | Phase::Improving => match &s.conflict {
            Some(c) => [Side::Main, Side::Conspiracy]
                .into_iter()
                .filter(|side| !c.ready[side.index()])
                .map(|side| c.leader(side))
                .collect(),
            None => Vec::new(),
        },
        Phase::Resolving { pending } => pending.first().map(Pending::seat).into_iter().collect(),
        Phase::EndPreparing | Phase::EndImproving | Phase::Epilogue => {
            s.all_seats().into_iter().filter(|x| !s.passed.contains(x)).collect()
        }
        Phase::Gains { seats } => seats.clone(),
    }
}

// ---------------------------------------------------------------------------------------------
// decide

/// Validates `cmd` from `seat` and returns what happens.
pub fn decide(state: &State, seat: SeatId, cmd: &Command, dice: &mut dyn DiceSource) -> Result<Vec<Event>> {
    match state.phase {
        Phase::NotStarted => return Err(err("44.game.not_started", "the game has not been set up yet")),
        Phase::Over => return Err(RuleError::game_over()),
        _ => {}
    }
    if seat != DIRECTOR && state.character(seat).is_none() {
        return Err(RuleError::unknown_seat(seat));
    }
    let mut cx = Ctx { s: state.clone(), out: Vec::new() };
    match cmd {
        Command::SetSceneOrder { order } => set_order(&mut cx, seat, order)?,
        Command::ChooseOpponent { opponent } => choose_opponent(&mut cx, seat, *opponent)?,
        Command::AddDetail { text } => add_detail(&mut cx, seat, text)?,
        Command::ChooseQuality { quality } => choose_quality(&mut cx, seat, *quality)?,
        Command::EnlistBond { bond } => enlist_bond(&mut cx, seat, *bond)?,
        Command::TriggerAnxiety { anxiety } => trigger_anxiety(&mut cx, seat, *anxiety)?,
        Command::Assist { quality } => assist(&mut cx, seat, *quality)?,
        Command::ActivateAgent { agent } => activate_agent(&mut cx, seat, *agent)?,
        Command::RevealSecret { secret } => reveal_secret(&mut cx, seat, *secret)?,
        Command::JoinOperative => join_operative(&mut cx, seat)?,
        Command::AddPileDice { side, count } => add_pile_dice(&mut cx, seat, *side, *count)?,
        Command::GiveReserveDice { side, dice } => give_reserve(&mut cx, seat, *side, dice)?,
        Command::Ready => ready(&mut cx, seat)?,
        Command::ImproveResult { replace, boosts } => improve_result(&mut cx, seat, *replace, boosts)?,
        Command::OrderBondStress { bonds } => order_bond_stress(&mut cx, seat, bonds)?,
        Command::AllocateStress { agents, control, program } => {
            allocate_stress(&mut cx, seat, agents, *control, *program)?
        }
        Command::BecomeOperative { control, program } => become_operative(&mut cx, seat, *control, *program)?,
        Command::TakeReserve { take, discard, next } => take_reserve(&mut cx, seat, take, discard, next)?,
        Command::GrowConspiracy { gain } => grow(&mut cx, seat, gain)?,
        Command::GainPoint { gain } => gain_point(&mut cx, seat, gain)?,
        Command::SpendReserve { dice, on } => spend_reserve(&mut cx, seat, dice, on)?,
        Command::ReserveToPile { dice } => reserve_to_pile(&mut cx, seat, dice)?,
    }
    advance(&mut cx, dice);
    Ok(cx.out)
}

fn wrong_step(what: &'static str) -> RuleError {
    err("44.step.wrong", format!("{what} is not possible now")).with("what", what)
}

fn not_waiting(seat: SeatId, s: &State) -> RuleError {
    let w: Vec<String> = waiting_on(s).iter().map(|x| x.0.to_string()).collect();
    err(
        "44.turn.not_yours",
        format!("it is not seat {}'s move here: the game waits on seat(s) {}", seat.0, w.join(", ")),
    )
    .with("seat", seat.0)
    .with("expected", w.join(","))
}

/// Moves the game on through every step that needs no decision.
fn advance(cx: &mut Ctx, dice: &mut dyn DiceSource) {
    loop {
        match cx.s.phase.clone() {
            Phase::Preparing if cx.conflict().ready == [true, true] => roll_conflict(cx, dice),
            Phase::Improving if cx.conflict().ready == [true, true] => decide_conflict(cx),
            Phase::Resolving { pending } => match pending.first() {
                None => end_scene(cx),
                Some(Pending::Reserve { side, .. }) if cx.conflict().removed[side.index()].is_empty() => {
                    cx.phase(Phase::Resolving { pending: pending[1..].to_vec() })
                }
                Some(_) => return,
            },
            Phase::EndPreparing if cx.s.passed.len() == cx.s.all_seats().len() => roll_end(cx, dice),
            Phase::EndImproving if cx.s.passed.len() == cx.s.all_seats().len() => decide_end(cx),
            Phase::Gains { seats } if seats.is_empty() => after_gains(cx, dice),
            Phase::Epilogue if cx.s.passed.len() == cx.s.all_seats().len() => end_game(cx, false),
            _ => return,
        }
    }
}

fn set_order(cx: &mut Ctx, seat: SeatId, order: &[SeatId]) -> Result<()> {
    let Phase::ChoosingOrder { chooser } = cx.s.phase else {
        return Err(wrong_step("setting the scene order"));
    };
    if seat != chooser {
        return Err(not_waiting(seat, &cx.s));
    }
    let mut sorted = order.to_vec();
    sorted.sort();
    let mut players: Vec<SeatId> = cx.s.characters.iter().map(|c| c.seat).collect();
    players.sort();
    if sorted != players {
        return Err(err(
            "44.order.not_every_player",
            "the scene order must list every player seat (main characters and Operatives) exactly once",
        ));
    }
    cx.emit(Event::SceneOrderSet { order: order.to_vec() });
    begin_scene(cx, 0);
    Ok(())
}

fn choose_opponent(cx: &mut Ctx, seat: SeatId, opponent: SeatId) -> Result<()> {
    if cx.s.phase != Phase::ChoosingOpponent {
        return Err(wrong_step("choosing an opponent"));
    }
    if Some(seat) != cx.s.scene {
        return Err(not_waiting(seat, &cx.s));
    }
    if !cx.s.character(opponent).is_some_and(Character::is_main) {
        return Err(err(
            "44.operative.opponent_not_main",
            "an Operative's opponent must be a main character",
        )
        .with("opponent", opponent.0));
    }
    cx.emit(Event::OpponentChosen { opponent });
    cx.phase(Phase::Framing { step: 0 });
    Ok(())
}

fn add_detail(cx: &mut Ctx, seat: SeatId, text: &str) -> Result<()> {
    let Phase::Framing { step } = cx.s.phase else { return Err(wrong_step("adding a scene detail")) };
    if !detail_seats(&cx.s).contains(&seat) {
        return Err(not_waiting(seat, &cx.s));
    }
    check_text(text, "detail")?;
    cx.emit(Event::DetailAdded { by: seat, text: text.to_owned() });
    if step < 2 {
        cx.phase(Phase::Framing { step: step + 1 });
    } else {
        let scene = cx.s.scene.expect("a scene");
        let (main, conspirator, operative_scene) = match cx.s.opponent {
            Some(o) => (o, scene, true),
            None => (scene, DIRECTOR, false),
        };
        cx.emit(Event::ConflictBegan { main, conspirator, operative_scene });
        cx.phase(Phase::Preparing);
    }
    Ok(())
}

fn preparing(cx: &Ctx, what: &'static str) -> Result<()> {
    if cx.s.phase != Phase::Preparing {
        return Err(wrong_step(what));
    }
    Ok(())
}

fn not_ready(cx: &Ctx, side: Side) -> Result<()> {
    if cx.conflict().ready[side.index()] {
        return Err(err(
            "44.conflict.already_ready",
            "you said you were ready: your side's choices are made",
        ));
    }
    Ok(())
}

fn choose_quality(cx: &mut Ctx, seat: SeatId, quality: Quality) -> Result<()> {
    preparing(cx, "choosing a quality")?;
    let c = cx.conflict();
    if seat != c.main {
        return Err(err(
            "44.quality.not_in_conflict",
            "only the main character in conflict chooses a Quality",
        ));
    }
    not_ready(cx, Side::Main)?;
    if c.quality.is_some() {
        return Err(err("44.quality.already_chosen", "a Quality was already chosen for this conflict"));
    }
    let ch = cx.s.character(seat).expect("main character");
    if ch.last_quality == Some(quality) {
        return Err(err(
            "44.quality.twice_in_a_row",
            "you may not use a Quality two times in a row (p. 15): choose another one",
        )
        .with("quality", format!("{quality:?}").to_lowercase()));
    }
    let dice = ch.quality(quality);
    cx.emit(Event::QualityChosen { seat, quality, dice });
    Ok(())
}

fn enlist_bond(cx: &mut Ctx, seat: SeatId, bond: u32) -> Result<()> {
    preparing(cx, "enlisting a bond")?;
    let c = cx.conflict();
    if seat != c.main {
        return Err(err(
            "44.bond.not_in_conflict",
            "only the main character in conflict enlists Bonds (assistants cannot, p. 27)",
        ));
    }
    not_ready(cx, Side::Main)?;
    if c.bonds.contains(&bond) {
        return Err(err("44.bond.already_enlisted", "that Bond is already enlisted").with("bond", bond));
    }
    let Some(b) = cx.s.character(seat).and_then(|ch| ch.bond(bond)) else {
        return Err(err("44.bond.unknown", "your character has no such Bond").with("bond", bond));
    };
    let dice = b.rating;
    cx.emit(Event::BondEnlisted { seat, bond, dice });
    Ok(())
}

fn trigger_anxiety(cx: &mut Ctx, seat: SeatId, anxiety: u32) -> Result<()> {
    preparing(cx, "triggering an anxiety")?;
    let c = cx.conflict();
    let assisting = c.assists.iter().any(|a| a.seat == seat);
    if seat != c.main && !assisting {
        return Err(err(
            "44.anxiety.not_in_conflict",
            "only the main character in conflict and those assisting trigger Anxieties",
        ));
    }
    if seat == c.main {
        not_ready(cx, Side::Main)?;
    }
    if c.anxieties.iter().any(|t| t.seat == seat && t.anxiety == anxiety) {
        return Err(
            err("44.anxiety.already_triggered", "that Anxiety is already triggered").with("anxiety", anxiety)
        );
    }
    let Some(a) = cx.s.character(seat).and_then(|ch| ch.anxiety(anxiety)) else {
        return Err(err("44.anxiety.unknown", "your character has no such Anxiety").with("anxiety", anxiety));
    };
    let rating = a.rating;
    cx.emit(Event::AnxietyTriggered { seat, anxiety, rating });
    Ok(())
}

/// p. 27, "Assisting Main Characters".
fn assist(cx: &mut Ctx, seat: SeatId, quality: Quality) -> Result<()> {
    preparing(cx, "assisting")?;
    let c = cx.conflict();
    let Some(ch) = cx.s.character(seat).filter(|ch| ch.is_main()) else {
        return Err(err("44.assist.not_main", "only main characters assist main characters"));
    };
    if seat == c.main {
        return Err(err("44.assist.self", "you cannot assist your own conflict"));
    }
    if c.assists.iter().any(|a| a.seat == seat) {
        return Err(err("44.assist.already", "you already assist this conflict"));
    }
    let rating = ch.quality(quality);
    if rating < cx.s.countdown {
        return Err(err(
            "44.assist.quality_below_countdown",
            format!(
                "to assist, use a Quality at or over the Countdown ({}); this one is {rating}",
                cx.s.countdown
            ),
        )
        .with("rating", rating)
        .with("countdown", cx.s.countdown));
    }
    if ch.last_quality == Some(quality) {
        return Err(err(
            "44.quality.twice_in_a_row",
            "you may not use the Quality you last used in a roll (p. 27): choose another one",
        ));
    }
    let contact = cx.s.character(c.main).map(|m| m.contact).unwrap_or(0);
    if c.assists.len() as u32 >= contact {
        return Err(err(
            "44.assist.too_many",
            format!(
                "the main character in conflict can have at most {contact} assistants (the Contact rating)"
            ),
        )
        .with("max", contact));
    }
    cx.emit(Event::AssistJoined { seat, quality, dice: rating });
    Ok(())
}

fn activate_agent(cx: &mut Ctx, seat: SeatId, agent: u32) -> Result<()> {
    preparing(cx, "activating an agent")?;
    let c = cx.conflict();
    if seat != c.conspirator {
        return Err(err(
            "44.agent.not_in_conflict",
            "only the Director (or the Operative whose scene it is) activates Agents",
        ));
    }
    not_ready(cx, Side::Conspiracy)?;
    if c.agents.contains(&agent) {
        return Err(err("44.agent.already_active", "that Agent is already activated").with("agent", agent));
    }
    let Some(a) = cx.s.agent(agent) else {
        return Err(err("44.agent.unknown", "there is no such Agent on the roster").with("agent", agent));
    };
    if c.operative_scene {
        let program = cx.s.ratings_of(seat).1;
        if (c.agents.len() + c.operatives.len()) as u32 >= program {
            return Err(err(
                "44.operative.program_limit",
                format!("activated Agents plus assisting Operatives cannot exceed your Program ({program})"),
            )
            .with("program", program));
        }
    }
    let (name, rating) = (a.name.clone(), a.rating);
    cx.emit(Event::AgentActivated { agent, name, rating });
    Ok(())
}

fn reveal_secret(cx: &mut Ctx, seat: SeatId, secret: u32) -> Result<()> {
    preparing(cx, "revealing a secret")?;
    let c = cx.conflict();
    let helper = c.operatives.iter().any(|o| o.0 == seat);
    if seat != c.conspirator && !helper {
        return Err(err(
            "44.secret.not_in_conflict",
            "only the Director, or the Operative whose scene it is and those assisting, reveal Secrets",
        ));
    }
    if seat == c.conspirator {
        not_ready(cx, Side::Conspiracy)?;
    }
    if c.secrets.iter().any(|r| r.secret == secret) {
        return Err(err("44.secret.already_revealed", "that Secret is already revealed in this conflict"));
    }
    let Some(x) = cx.s.secret(secret) else {
        return Err(err("44.secret.unknown", "there is no such Secret").with("secret", secret));
    };
    let (text, rating) = (x.text.clone(), x.rating);
    cx.emit(Event::SecretRevealed { by: seat, secret, text, rating });
    Ok(())
}

/// p. 31: assisting Operatives have Control at or under the Countdown and count against Program.
fn join_operative(cx: &mut Ctx, seat: SeatId) -> Result<()> {
    preparing(cx, "assisting an operative")?;
    let c = cx.conflict();
    if !c.operative_scene {
        return Err(err(
            "44.operative.assist_not_operative_scene",
            "operatives assist only in another Operative's scene",
        ));
    }
    if !cx.s.character(seat).is_some_and(Character::is_operative) || seat == c.conspirator {
        return Err(err(
            "44.operative.assist_not_operative",
            "only another Operative may assist the Operative",
        ));
    }
    if c.operatives.iter().any(|o| o.0 == seat) {
        return Err(err("44.assist.already", "you already assist this conflict"));
    }
    let control = cx.s.ratings_of(seat).0;
    if control > cx.s.countdown {
        return Err(err(
            "44.operative.control_over_countdown",
            format!(
                "an assisting Operative's Control ({control}) must be at or under the Countdown ({})",
                cx.s.countdown
            ),
        ));
    }
    let program = cx.s.ratings_of(c.conspirator).1;
    if (c.agents.len() + c.operatives.len()) as u32 >= program {
        return Err(err(
            "44.operative.program_limit",
            format!(
                "activated Agents plus assisting Operatives cannot exceed the Operative's Program ({program})"
            ),
        ));
    }
    cx.emit(Event::OperativeJoined { seat, dice: control });
    Ok(())
}

/// p. 18, "Get Extra Dice": Resistance dice from main characters, Menace dice from the Director
/// and Operatives, to either side.
fn add_pile_dice(cx: &mut Ctx, seat: SeatId, side: Side, count: u32) -> Result<()> {
    preparing(cx, "adding dice")?;
    let (pile, have) = if cx.s.is_conspirator(seat) {
        (Pile::Menace, cx.s.menace)
    } else {
        (Pile::Resistance, cx.s.resistance)
    };
    if count == 0 || count > have {
        return Err(err("44.pile.not_enough", format!("you can add 1 to {have} dice from the pile"))
            .with("count", count)
            .with("available", have));
    }
    cx.pile(pile, have - count, PileReason::UsedInConflict);
    cx.emit(Event::ExtraDiceAdded { by: seat, side, count, pile: Some(pile) });
    Ok(())
}

fn check_reserve(cx: &Ctx, seat: SeatId, dice: &[u32]) -> Result<Vec<u32>> {
    if dice.is_empty() {
        return Err(err("44.reserve.none", "name at least one Reserve die"));
    }
    take_dice(cx.s.reserve(Holder(seat)), dice).ok_or_else(|| {
        err("44.reserve.missing", "those dice are not in your Reserve")
            .with("dice", format!("{dice:?}"))
            .with("reserve", format!("{:?}", cx.s.reserve(Holder(seat))))
    })
}

/// Use 2 (p. 29): Reserve dice become extra dice for another player's roll.
fn give_reserve(cx: &mut Ctx, seat: SeatId, side: Side, dice: &[u32]) -> Result<()> {
    preparing(cx, "giving reserve dice")?;
    if cx.conflict().leader(side) == seat {
        return Err(err(
            "44.reserve.give_to_self",
            "reserve dice are given to another player's roll, not your own",
        ));
    }
    let left = check_reserve(cx, seat, dice)?;
    cx.set_reserve(Holder(seat), left);
    cx.emit(Event::ExtraDiceAdded { by: seat, side, count: dice.len() as u32, pile: None });
    Ok(())
}

fn ready(cx: &mut Ctx, seat: SeatId) -> Result<()> {
    match cx.s.phase {
        Phase::Preparing | Phase::Improving => {
            let c = cx.conflict();
            let side = if seat == c.main {
                Side::Main
            } else if seat == c.conspirator {
                Side::Conspiracy
            } else {
                return Err(not_waiting(seat, &cx.s));
            };
            if c.ready[side.index()] {
                return Err(err("44.conflict.already_ready", "you already said you are ready"));
            }
            if side == Side::Main && c.quality.is_none() {
                return Err(err("44.quality.missing", "choose a Quality before the roll"));
            }
            cx.emit(Event::SideReady { side, ready: true });
        }
        Phase::EndPreparing | Phase::EndImproving | Phase::Epilogue => {
            if cx.s.passed.contains(&seat) {
                return Err(err("44.step.already_done", "you are already done with this step"));
            }
            cx.emit(Event::Passed { seat });
        }
        _ => return Err(wrong_step("saying you are ready")),
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// The roll (p. 18-19)

fn roll_conflict(cx: &mut Ctx, dice: &mut dyn DiceSource) {
    let c = cx.conflict().clone();
    let main = cx.s.character(c.main).expect("main character");
    let main_dice = c.quality.map(|q| main.quality(q)).unwrap_or(0)
        + c.bonds.iter().filter_map(|b| main.bond(*b)).map(|b| b.rating).sum::<u32>()
        + c.assists.iter().map(|a| a.dice).sum::<u32>()
        + c.extra[0];
    let cons_dice = cx.s.ratings_of(c.conspirator).0
        + c.agents.iter().filter_map(|a| cx.s.agent(*a)).map(|a| a.rating).sum::<u32>()
        + c.operatives.iter().map(|o| o.1).sum::<u32>()
        + c.extra[1];
    let main_remove: u32 = c.anxieties.iter().map(|t| t.rating).sum();
    let cons_remove: u32 = c.secrets.iter().map(|r| r.rating).sum();
    let main_faces = throw(dice, main_dice);
    let cons_faces = throw(dice, cons_dice);
    cx.emit(Event::ConflictRolled {
        main: SideRoll {
            dice: main_dice,
            remove: main_remove,
            roll: HighestRoll::evaluate(&main_faces, main_remove as usize),
        },
        conspiracy: SideRoll {
            dice: cons_dice,
            remove: cons_remove,
            roll: HighestRoll::evaluate(&cons_faces, cons_remove as usize),
        },
    });
    cx.emit(Event::SideReady { side: Side::Main, ready: false });
    cx.emit(Event::SideReady { side: Side::Conspiracy, ready: false });
    cx.phase(Phase::Improving);
}

/// The side a seat improves with Reserve dice, if any.
pub(crate) fn improving_side(s: &State, seat: SeatId) -> Option<Side> {
    if s.is_conspirator(seat) {
        return Some(Side::Conspiracy);
    }
    match s.phase {
        Phase::EndImproving => Some(Side::Main),
        _ => {
            let c = s.conflict.as_ref()?;
            (seat == c.main || c.assists.iter().any(|a| a.seat == seat)).then_some(Side::Main)
        }
    }
}

/// Use 1 (p. 19, p. 29): replace the result with a Reserve die, boost it with equal dice.
fn improve_result(cx: &mut Ctx, seat: SeatId, replace: Option<u32>, boosts: &[u32]) -> Result<()> {
    let end = match cx.s.phase {
        Phase::Improving => false,
        Phase::EndImproving => true,
        _ => return Err(wrong_step("improving a result")),
    };
    let Some(side) = improving_side(&cx.s, seat) else {
        return Err(err(
            "44.reserve.not_your_roll",
            "only those rolling on a side (the main character and assistants, or Section 44) improve its result",
        ));
    };
    let spent: Vec<u32> = replace.into_iter().chain(boosts.iter().copied()).collect();
    let left = check_reserve(cx, seat, &spent)?;
    let (current, face) = if end {
        let e = cx.s.end_roll.as_ref().expect("end roll");
        (e.results[side.index()], e.faces[side.index()])
    } else {
        let c = cx.conflict();
        (c.results[side.index()], c.faces[side.index()])
    };
    // Boost dice must equal the die value the result is read from (p. 24: a result of 6 read from
    // two 5s goes to 7 with a Reserve 5); `apply_reserve` checks them against that face.
    let result = apply_reserve(face, current, replace, boosts)
        .map_err(|e| err("44.reserve.boost_mismatch", e.to_string()).with("face", replace.unwrap_or(face)))?;
    let face = replace.unwrap_or(face);
    cx.set_reserve(Holder(seat), left);
    cx.emit(Event::ResultImproved { side, by: seat, replace, boosts: boosts.to_vec(), result, face });
    if end {
        cx.phase(Phase::EndImproving);
    } else {
        for side in [Side::Main, Side::Conspiracy] {
            if cx.conflict().ready[side.index()] {
                cx.emit(Event::SideReady { side, ready: false });
            }
        }
    }
    Ok(())
}

/// p. 19-22: compare, rewards, Stress, Reserve, the conspiracy growing.
fn decide_conflict(cx: &mut Ctx) {
    let c = cx.conflict().clone();
    let [main, cons] = c.results;
    let winner = if main > cons { Side::Main } else { Side::Conspiracy };
    let stress = main.abs_diff(cons);
    cx.emit(Event::ConflictDecided { winner, main, conspiracy: cons, stress });
    match winner {
        Side::Main => {
            let anx = c.anxieties.iter().map(|t| t.rating).sum();
            cx.add_resistance(anx, PileReason::ConflictWon);
        }
        Side::Conspiracy => {
            let sec = c.secrets.iter().map(|r| r.rating).sum();
            cx.add_menace(sec, PileReason::ConflictWon);
        }
    }
    let mut pending = Vec::new();
    if stress > 0 {
        match winner {
            Side::Conspiracy => {
                let quality = c.quality.expect("quality chosen");
                main_stress(cx, c.main, quality, &c.bonds, stress, &mut pending);
                for a in &c.assists {
                    main_stress(cx, a.seat, a.quality, &[], stress, &mut pending);
                }
            }
            Side::Main => pending.push(Pending::ConspiracyStress { seat: c.conspirator, stress }),
        }
    }
    pending.push(Pending::Reserve { seat: c.main, side: Side::Main, leader: true });
    pending.push(Pending::Reserve { seat: c.conspirator, side: Side::Conspiracy, leader: true });
    if !c.operative_scene && winner == Side::Main {
        pending.push(Pending::ConspiracyGrows);
    }
    cx.phase(Phase::Resolving { pending });
}

/// p. 20 and p. 30: Stress to enlisted Bonds, then the Quality; past 0 it becomes Menace dice; a
/// character with a Quality at 0 whose Quality would suffer Stress is replaced instead.
fn main_stress(
    cx: &mut Ctx,
    seat: SeatId,
    quality: Quality,
    bonds: &[u32],
    stress: u32,
    pending: &mut Vec<Pending>,
) {
    let ch = cx.s.character(seat).expect("character").clone();
    let bond_total: u32 = bonds.iter().filter_map(|b| ch.bond(*b)).map(|b| b.rating).sum();
    let to_quality = stress.saturating_sub(bond_total);
    if to_quality > 0 && Quality::ALL.iter().any(|q| ch.quality(*q) == 0) {
        cx.emit(Event::CharacterReplaced { seat, stress });
        cx.add_menace(stress, PileReason::Stress);
        pending.push(Pending::BecomeOperative { seat });
        return;
    }
    let live_bonds = bonds.iter().filter(|b| ch.bond(**b).is_some()).count();
    if live_bonds >= 2 && stress < bond_total {
        pending.push(Pending::BondStress { seat, stress });
        return;
    }
    apply_main_stress(cx, seat, quality, bonds, stress);
}

fn apply_main_stress(cx: &mut Ctx, seat: SeatId, quality: Quality, order: &[u32], stress: u32) {
    let mut rem = stress;
    for &id in order {
        let Some(b) = cx.s.character(seat).and_then(|c| c.bond(id)).cloned() else { continue };
        let take = b.rating.min(rem);
        if take == 0 {
            continue;
        }
        rem -= take;
        if b.rating == take {
            let agent = cx.s.next_agent;
            cx.emit(Event::BondBecameAgent { seat, bond: id, agent, name: b.name.clone() });
        } else {
            cx.emit(Event::BondRated { seat, bond: id, name: b.name.clone(), rating: b.rating - take });
        }
    }
    if rem > 0 {
        let q = cx.s.character(seat).expect("character").quality(quality);
        let take = q.min(rem);
        if take > 0 {
            cx.emit(Event::QualityRated { seat, quality, rating: q - take });
            cx.trim_reserve(Holder(seat));
        }
        cx.add_menace(rem - take, PileReason::Stress);
    }
}

fn head(cx: &Ctx, seat: SeatId) -> Result<(Pending, Vec<Pending>)> {
    let Phase::Resolving { pending } = &cx.s.phase else { return Err(wrong_step("that")) };
    let Some(first) = pending.first() else { return Err(wrong_step("that")) };
    if first.seat() != seat {
        return Err(not_waiting(seat, &cx.s));
    }
    Ok((first.clone(), pending[1..].to_vec()))
}

fn is_permutation(given: &[u32], of: &[u32]) -> bool {
    let mut a = given.to_vec();
    let mut b = of.to_vec();
    a.sort_unstable();
    b.sort_unstable();
    a == b
}

fn order_bond_stress(cx: &mut Ctx, seat: SeatId, bonds: &[u32]) -> Result<()> {
    let (Pending::BondStress { stress, .. }, rest) = head(cx, seat)? else {
        return Err(wrong_step("ordering bonds for stress"));
    };
    let c = cx.conflict().clone();
    if !is_permutation(bonds, &c.bonds) {
        return Err(err(
            "44.stress.bond_order",
            "list every enlisted Bond once, in the order they take Stress",
        ));
    }
    apply_main_stress(cx, seat, c.quality.expect("quality"), bonds, stress);
    cx.phase(Phase::Resolving { pending: rest });
    Ok(())
}

/// p. 21 (the Director) and p. 32 (an Operative): Agents first in the chosen order, then Control
/// and Program as chosen; what remains once either is 0 goes on (Ruling, from the p. 32 example).
fn allocate_stress(cx: &mut Ctx, seat: SeatId, agents: &[u32], control: u32, program: u32) -> Result<()> {
    let (Pending::ConspiracyStress { stress, .. }, rest) = head(cx, seat)? else {
        return Err(wrong_step("allocating stress"));
    };
    let c = cx.conflict().clone();
    if !is_permutation(agents, &c.agents) {
        return Err(err(
            "44.stress.agent_order",
            "list every activated Agent once, in the order they take Stress",
        ));
    }
    let mut rem = stress;
    let mut agent_events = Vec::new();
    for &id in agents {
        let a = cx.s.agent(id).expect("activated agent");
        let take = a.rating.min(rem);
        rem -= take;
        if take == a.rating {
            agent_events.push(Event::AgentDeactivated { agent: id });
        } else if take > 0 {
            agent_events.push(Event::AgentRated {
                agent: id,
                rating: Some(a.rating - take),
                known_to: Audience::Everyone,
            });
        }
    }
    let (cc, pp) = cx.s.ratings_of(seat);
    if control > cc || program > pp || control + program > rem {
        return Err(err(
            "44.stress.too_much",
            format!(
                "after the Agents, {rem} Stress remains: take at most that much, at most {cc} off Control and {pp} off Program"
            ),
        )
        .with("remaining", rem));
    }
    let spill = rem - control - program;
    if spill > 0 && cc - control > 0 && pp - program > 0 {
        return Err(err(
            "44.stress.must_take",
            format!(
                "{spill} Stress is left over while Control and Program are both above 0: take it off Control or Program"
            ),
        )
        .with("left", spill));
    }
    for e in agent_events {
        cx.emit(e);
    }
    if control > 0 {
        cx.emit(Event::ConspiracyRated { seat, rating: Rating::Control, value: cc - control });
    }
    if program > 0 {
        cx.emit(Event::ConspiracyRated { seat, rating: Rating::Program, value: pp - program });
        cx.trim_reserve(Holder(seat));
    }
    let mut spill = spill;
    if seat != DIRECTOR && spill > 0 {
        let dc = cx.s.director.control;
        let t = dc.min(spill);
        if t > 0 {
            cx.emit(Event::ConspiracyRated { seat: DIRECTOR, rating: Rating::Control, value: dc - t });
        }
        spill -= t;
    }
    cx.add_resistance(spill, PileReason::StressOverflow);
    cx.phase(Phase::Resolving { pending: rest });
    Ok(())
}

/// p. 30, "Your Operative".
fn become_operative(cx: &mut Ctx, seat: SeatId, control: u32, program: u32) -> Result<()> {
    let (Pending::BecomeOperative { .. }, rest) = head(cx, seat)? else {
        return Err(wrong_step("becoming an operative"));
    };
    let sum = cx.s.character(seat).expect("character").quality_sum();
    if control + program != sum {
        return Err(err(
            "44.operative.split",
            format!("control and program must add up to the sum of your Qualities ({sum})"),
        )
        .with("sum", sum));
    }
    cx.emit(Event::OperativeCreated { seat, control, program });
    cx.trim_reserve(Holder(seat));
    let agents =
        cx.s.agents
            .iter()
            .map(|a| SharedAgent { agent: a.id, name: a.name.clone(), rating: a.rating })
            .collect();
    let secrets =
        cx.s.secrets
            .iter()
            .map(|x| SharedSecret { secret: x.id, text: x.text.clone(), rating: x.rating })
            .collect();
    let known_to = cx.conspirators();
    cx.emit(Event::ConspiracyShared { seat, agents, secrets, known_to });
    cx.phase(Phase::Resolving { pending: rest });
    Ok(())
}

/// p. 18 (keeping removed dice), p. 28 and p. 31 (the order among helpers).
fn take_reserve(cx: &mut Ctx, seat: SeatId, take: &[u32], discard: &[u32], next: &[SeatId]) -> Result<()> {
    let (Pending::Reserve { side, leader, .. }, rest) = head(cx, seat)? else {
        return Err(wrong_step("taking reserve dice"));
    };
    let c = cx.conflict().clone();
    let pool = &c.removed[side.index()];
    let Some(left_pool) = take_dice(pool, take) else {
        return Err(err("44.reserve.not_removed", "you can only take dice removed from your side's roll")
            .with("removed", format!("{pool:?}")));
    };
    let Some(mut reserve) = take_dice(cx.s.reserve(Holder(seat)), discard) else {
        return Err(err("44.reserve.missing", "the dice to give up are not in your Reserve"));
    };
    let limit = cx.s.reserve_limit(Holder(seat));
    if reserve.len() + take.len() > limit {
        return Err(
            err("44.reserve.limit", format!("your Reserve holds at most {limit} dice")).with("limit", limit)
        );
    }
    let helpers: Vec<SeatId> = match side {
        Side::Main => c.assists.iter().map(|a| a.seat).collect(),
        Side::Conspiracy => c.operatives.iter().map(|o| o.0).collect(),
    };
    let need_order = leader && !left_pool.is_empty() && !helpers.is_empty();
    let mut a: Vec<u32> = next.iter().map(|x| x.0 as u32).collect();
    let b: Vec<u32> = helpers.iter().map(|x| x.0 as u32).collect();
    if need_order && !is_permutation(&a, &b) {
        return Err(err(
            "44.reserve.helper_order",
            "dice remain: name every helper once, in the order they choose Reserve dice",
        ));
    }
    a.clear();
    if !need_order && !next.is_empty() {
        return Err(err("44.reserve.no_order", "no one else chooses from these dice: leave the order empty"));
    }
    reserve.extend_from_slice(take);
    if !take.is_empty() {
        cx.emit(Event::RemovedDiceTaken { side, dice: take.to_vec() });
    }
    if !take.is_empty() || !discard.is_empty() {
        cx.set_reserve(Holder(seat), reserve);
    }
    let mut pending: Vec<Pending> =
        next.iter().map(|&s| Pending::Reserve { seat: s, side, leader: false }).collect();
    pending.extend(rest);
    cx.phase(Phase::Resolving { pending });
    Ok(())
}

fn conspiracy_gain(cx: &mut Ctx, seat: SeatId, gain: &ConspiracyGain) -> Result<()> {
    match gain {
        ConspiracyGain::Control | ConspiracyGain::Program => {
            let rating = if *gain == ConspiracyGain::Control { Rating::Control } else { Rating::Program };
            let (c, p) = cx.s.ratings_of(seat);
            let value = if rating == Rating::Control { c } else { p } + 1;
            cx.emit(Event::ConspiracyRated { seat, rating, value });
        }
        ConspiracyGain::Agent { agent } => improve_agent(cx, *agent)?,
        ConspiracyGain::NewAgent { name } => new_agent(cx, name)?,
        ConspiracyGain::Secret { secret } => {
            let Some(x) = cx.s.secret(*secret) else {
                return Err(err("44.secret.unknown", "there is no such Secret").with("secret", secret));
            };
            let known_to = if x.revealed { Audience::Everyone } else { cx.conspirators() };
            let rating = Some(x.rating + 1);
            cx.emit(Event::SecretRated { secret: *secret, rating, known_to });
        }
        ConspiracyGain::NewSecret { text } => {
            check_text(text, "secret")?;
            let secret = cx.s.next_secret;
            let known_to = cx.conspirators();
            cx.emit(Event::SecretAdded { secret, text: Some(text.clone()), rating: Some(1), known_to });
        }
    }
    Ok(())
}

fn improve_agent(cx: &mut Ctx, agent: u32) -> Result<()> {
    let Some(a) = cx.s.agent(agent) else {
        return Err(err("44.agent.unknown", "there is no such Agent on the roster").with("agent", agent));
    };
    let known_to = if a.known { Audience::Everyone } else { cx.conspirators() };
    let rating = Some(a.rating + 1);
    cx.emit(Event::AgentRated { agent, rating, known_to });
    Ok(())
}

fn new_agent(cx: &mut Ctx, name: &str) -> Result<()> {
    check_text(name, "agent")?;
    let agent = cx.s.next_agent;
    let known_to = cx.conspirators();
    cx.emit(Event::AgentAdded {
        agent,
        name: Some(name.to_owned()),
        rating: Some(1),
        origin: AgentOrigin::Created,
        known_to,
    });
    Ok(())
}

/// p. 22 (the conspiracy grows) and p. 24 (Menace wins the end-of-turn roll).
fn grow(cx: &mut Ctx, seat: SeatId, gain: &ConspiracyGain) -> Result<()> {
    match cx.s.phase.clone() {
        Phase::Resolving { .. } => {
            let (Pending::ConspiracyGrows, rest) = head(cx, seat)? else {
                return Err(wrong_step("growing the conspiracy"));
            };
            conspiracy_gain(cx, seat, gain)?;
            cx.phase(Phase::Resolving { pending: rest });
        }
        Phase::Gains { seats } if cx.s.is_conspirator(seat) => {
            if !seats.contains(&seat) {
                return Err(not_waiting(seat, &cx.s));
            }
            conspiracy_gain(cx, seat, gain)?;
            let seats = seats.into_iter().filter(|&x| x != seat).collect();
            cx.phase(Phase::Gains { seats });
        }
        _ => return Err(wrong_step("growing the conspiracy")),
    }
    Ok(())
}

fn main_gain(cx: &mut Ctx, seat: SeatId, gain: &MainGain) -> Result<()> {
    let ch = cx.s.character(seat).expect("character").clone();
    match gain {
        MainGain::Quality { quality } => {
            cx.emit(Event::QualityRated { seat, quality: *quality, rating: ch.quality(*quality) + 1 });
        }
        MainGain::Bond { bond } => {
            let Some(b) = ch.bond(*bond) else {
                return Err(err("44.bond.unknown", "your character has no such Bond").with("bond", bond));
            };
            cx.emit(Event::BondRated { seat, bond: *bond, name: b.name.clone(), rating: b.rating + 1 });
        }
        MainGain::NewBond { name } => {
            check_text(name, "bond")?;
            cx.emit(Event::BondRated { seat, bond: ch.next_id, name: name.clone(), rating: 1 });
        }
        MainGain::Anxiety { anxiety } => {
            let Some(b) = ch.anxiety(*anxiety) else {
                return Err(
                    err("44.anxiety.unknown", "your character has no such Anxiety").with("anxiety", anxiety)
                );
            };
            cx.emit(Event::AnxietyRated {
                seat,
                anxiety: *anxiety,
                name: b.name.clone(),
                rating: b.rating + 1,
            });
        }
        MainGain::NewAnxiety { name } => {
            check_text(name, "anxiety")?;
            cx.emit(Event::AnxietyRated { seat, anxiety: ch.next_id, name: name.clone(), rating: 1 });
        }
    }
    Ok(())
}

/// p. 24 (Resistance wins the end-of-turn roll) and p. 25 (Zero Hour: a Quality only).
fn gain_point(cx: &mut Ctx, seat: SeatId, gain: &MainGain) -> Result<()> {
    let Phase::Gains { seats } = cx.s.phase.clone() else { return Err(wrong_step("gaining a point")) };
    if !seats.contains(&seat) || cx.s.is_conspirator(seat) {
        return Err(not_waiting(seat, &cx.s));
    }
    let zero = cx.s.end_roll.as_ref().is_some_and(|e| e.zero_hour);
    if zero && !matches!(gain, MainGain::Quality { .. }) {
        return Err(err("44.zero_hour.quality_only", "at Zero Hour the point goes to a Quality"));
    }
    main_gain(cx, seat, gain)?;
    let seats = seats.into_iter().filter(|&x| x != seat).collect();
    cx.phase(Phase::Gains { seats });
    Ok(())
}

/// Uses 4 and 5 (p. 29): one die, or several equal dice worth +1 each extra, reaching 4 for a
/// Bond or Agent point and 6 for a Quality (or Control/Program) point.
fn spend_reserve(cx: &mut Ctx, seat: SeatId, dice: &[u32], on: &ReserveTarget) -> Result<()> {
    let left = check_reserve(cx, seat, dice)?;
    if dice.iter().any(|&d| d != dice[0]) {
        return Err(err("44.reserve.mixed", "dice spent together must show the same value"));
    }
    let value = dice[0] + dice.len() as u32 - 1;
    let conspirator = cx.s.is_conspirator(seat);
    let (need, ok) = match on {
        ReserveTarget::Quality { .. } => (QUALITY_VALUE, !conspirator),
        ReserveTarget::Bond { .. } | ReserveTarget::NewBond { .. } => (BOND_VALUE, !conspirator),
        ReserveTarget::Control | ReserveTarget::Program => (QUALITY_VALUE, conspirator),
        ReserveTarget::Agent { .. } | ReserveTarget::NewAgent { .. } => (BOND_VALUE, conspirator),
    };
    if !ok {
        return Err(err(
            "44.reserve.wrong_target",
            "main characters improve Qualities and Bonds; the Director and Operatives improve their own Control, Program and Agents",
        ));
    }
    if value < need {
        return Err(err(
            "44.reserve.too_low",
            format!("that needs a value of {need}; these dice are worth {value}"),
        )
        .with("value", value)
        .with("need", need));
    }
    cx.set_reserve(Holder(seat), left);
    match on {
        ReserveTarget::Quality { quality } => main_gain(cx, seat, &MainGain::Quality { quality: *quality })?,
        ReserveTarget::Bond { bond } => main_gain(cx, seat, &MainGain::Bond { bond: *bond })?,
        ReserveTarget::NewBond { name } => main_gain(cx, seat, &MainGain::NewBond { name: name.clone() })?,
        ReserveTarget::Control => conspiracy_gain(cx, seat, &ConspiracyGain::Control)?,
        ReserveTarget::Program => conspiracy_gain(cx, seat, &ConspiracyGain::Program)?,
        ReserveTarget::Agent { agent } => improve_agent(cx, *agent)?,
        ReserveTarget::NewAgent { name } => new_agent(cx, name)?,
    }
    Ok(())
}

/// Use 3 (p. 29): Reserve dice become Resistance (or Menace) dice at the end of a turn.
fn reserve_to_pile(cx: &mut Ctx, seat: SeatId, dice: &[u32]) -> Result<()> {
    if cx.s.phase != Phase::EndPreparing {
        return Err(err(
            "44.reserve.pile_only_at_end",
            "reserve dice become Resistance or Menace dice only at the end of a turn, before its roll",
        ));
    }
    let left = check_reserve(cx, seat, dice)?;
    cx.set_reserve(Holder(seat), left);
    let n = dice.len() as u32;
    if cx.s.is_conspirator(seat) {
        cx.add_menace(n, PileReason::Reserve);
    } else {
        cx.add_resistance(n, PileReason::Reserve);
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// End of turn (p. 23-25)

fn roll_end(cx: &mut Ctx, dice: &mut dyn DiceSource) {
    let r = throw(dice, cx.s.resistance);
    let m = throw(dice, cx.s.menace);
    if cx.s.resistance > 0 {
        cx.pile(Pile::Resistance, 0, PileReason::EndRoll);
    }
    if cx.s.menace > 0 {
        cx.pile(Pile::Menace, 0, PileReason::EndRoll);
    }
    cx.emit(Event::EndRolled {
        resistance: HighestRoll::evaluate(&r, 0),
        menace: HighestRoll::evaluate(&m, 0),
    });
    cx.phase(Phase::EndImproving);
}

fn decide_end(cx: &mut Ctx) {
    let e = cx.s.end_roll.clone().expect("end roll");
    let [r, m] = e.results;
    let winner = if r > m { Side::Main } else { Side::Conspiracy };
    cx.emit(Event::EndDecided { winner, resistance: r, menace: m });
    let diff = r.abs_diff(m);
    let seats = match (e.zero_hour, winner) {
        (false, Side::Main) => {
            cx.add_resistance(diff, PileReason::EndRollWon);
            cx.s.main_seats()
        }
        (false, Side::Conspiracy) => {
            cx.add_menace(diff, PileReason::EndRollWon);
            cx.s.conspirators()
        }
        (true, Side::Main) => cx.s.main_seats(),
        (true, Side::Conspiracy) => {
            let value = cx.s.director.control + 1;
            cx.emit(Event::ConspiracyRated { seat: DIRECTOR, rating: Rating::Control, value });
            Vec::new()
        }
    };
    if !seats.is_empty() {
        cx.emit(Event::GainOwed { seats: seats.clone() });
    }
    cx.phase(Phase::Gains { seats });
}

fn after_gains(cx: &mut Ctx, dice: &mut dyn DiceSource) {
    if cx.s.end_roll.as_ref().is_some_and(|e| e.zero_hour) {
        return cx.phase(Phase::Epilogue);
    }
    let countdown = cx.s.countdown.saturating_sub(1);
    cx.emit(Event::CountdownChanged { countdown });
    if countdown == 0 {
        cx.emit(Event::EndRollBegan { zero_hour: true });
        cx.phase(Phase::EndPreparing);
    } else {
        begin_countdown(cx, dice);
    }
}
