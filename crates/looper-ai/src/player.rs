//! The AI Protagonist: plays a Protagonist seat from what that seat sees, and nothing else.
//!
//! Its only inputs are a [`SeatLog`] (the seat's events, redacted for that seat by the
//! constructor itself, so a caller cannot hand it the private card or a face-down card) and the
//! seat's legal commands (which the seat is shown anyway). It never takes a [`State`]: the
//! signature is the proof that it cannot read the script.
//!
//! How it decides (determinised, information-set search):
//! 1. The deduction assistant's evidence ([`Evidence::from_log`]) and [`crate::deduce::sample`]
//!    draw private cards uniformly among the scripts still consistent with the log.
//! 2. Each drawn script is turned into a full game state by replaying the seat's log on top of it
//!    ([`determinise`]); the day's face-down cards of other seats get faces drawn from their
//!    hands (the Mastermind's weighted by its own prior under that script, the teammates' by the
//!    team's script-aware heuristic, so plausible ones: two Forbid Intrigue of one day cancel
//!    each other, so a seat must judge whether a teammate already played one).
//! 3. Candidates: the seat's legal commands, scored by the script-aware Protagonist heuristic
//!    averaged over the drawn scripts (Forbid Intrigue where the scripts need Intrigue, Paranoia
//!    −1 on likely culprits, goodwill where the Mastermind would deny it, Forbid Movement on a
//!    move that brings the Key Person to the Killer); the best few are kept.
//! 4. Each candidate is applied to the drawn states in turn and played to the end of the loop
//!    (the Mastermind by its prior, the Protagonists by the heuristic under the drawn script);
//!    the candidate that loses the fewest loops wins.
//! 5. The Time Spiral and the Final Guess follow the deduction: the Final Guess starts when the
//!    likeliest roles are right in most consistent scripts (or no loop is left), and each guess
//!    names the likeliest role.
//!
//! Every seat the AI plays computes the same deduction from the same public log, so its seats
//! share their conclusions without sharing anything a seat may not see.

use engine::{Game, SeatId, Viewer};
use tragedy_looper::*;

use crate::deduce::{Evidence, deduce_from, sample_consistent};
use crate::mastermind::{Goals, card_weight, goals, rollout_with};
use crate::protagonists::{card_score, goodwill_score};
use crate::sim::{Rng, hand_kinds, step_in_place};

/// A Protagonist seat's log: every event passes through [`TragedyLooper::redact`] for that seat
/// on the way in, so it holds only what the seat may see.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatLog {
    seat: SeatId,
    events: Vec<Event>,
}

impl SeatLog {
    /// The log of `seat` from any events (the full log, or one already redacted).
    pub fn new<'a>(seat: SeatId, events: impl IntoIterator<Item = &'a Event>) -> SeatLog {
        let mut log = SeatLog { seat, events: vec![] };
        log.extend(events);
        log
    }

    /// Adds events (each redacted for the seat).
    pub fn extend<'a>(&mut self, events: impl IntoIterator<Item = &'a Event>) {
        let viewer = Viewer::Seat(self.seat);
        self.events.extend(events.into_iter().filter_map(|e| TragedyLooper::redact(e, viewer)));
    }

    /// The seat.
    pub fn seat(&self) -> SeatId {
        self.seat
    }

    /// The redacted events.
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    fn public(&self) -> Option<&PublicCard> {
        self.events.iter().find_map(|e| match e {
            Event::GameStarted { public, .. } => Some(public),
            _ => None,
        })
    }
}

/// How much the Protagonist AI may spend on one decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct PlayerBudget {
    /// Scripts drawn uniformly from the deduction and weighed by plausibility.
    pub drawn: usize,
    /// Of those, scripts (by weight) whose worlds the search plays in.
    pub samples: usize,
    /// Rollouts (each to the end of the loop), spread over the candidates and the drawn scripts.
    pub rollouts: u32,
    /// Candidates kept after the heuristic.
    pub candidates: usize,
    /// Seed of the random generator (mixed with the log's length).
    pub seed: u64,
}

impl Default for PlayerBudget {
    fn default() -> PlayerBudget {
        PlayerBudget { drawn: 160, samples: 8, rollouts: 96, candidates: 6, seed: 0x5eed }
    }
}

/// Share of the drawn scripts (uniform over the consistent ones, unweighted) in which every
/// guessed role is right, above which the Final Guess is started before the last loop (a wrong
/// guess loses the game, and waiting only adds evidence, so only a sure guess goes early).
const GUESS_CONFIDENCE: f64 = 0.98;

/// Steps of the posterior chain behind a Time Spiral or Final Guess decision, per script drawn
/// (so the budget scales it: 160 drawn, 1920 steps, about 0.1 s in release on a Basic Tragedy log).
const GUESS_STEPS_PER_DRAW: usize = 12;

/// Rounds of rejection sampling against the lost loops' and the seen abilities' evidence
/// ([`crate::deduce::sample_consistent`]). After a few lost loops few uniform draws explain them
/// all: at 8 rounds a Basic Tragedy decision often kept 4-20 scripts of 160, and the weighing
/// then put everything on one of them (often a wrong one); 32 rounds won 18 of 20 *Clockwork
/// Hospital* games where 8 won 10 (64 rounds: no better, twice the time).
const REJECTION_ROUNDS: usize = 32;

/// How much a loop's worth of information weighs against a lost loop in the search: an ability
/// that settles one uncertain role is worth this share of a loop.
const INFO_WEIGHT: f32 = 0.25;

/// Tempering of the plausibility (the prior is only a model of the Mastermind: a strong but not
/// absolute hint).
pub const TEMPER: f64 = 0.5;

/// The seat's move, or `None` when `legal` is empty. The answer is always one of `legal`.
pub fn choose_protagonist(log: &SeatLog, legal: &[Command], budget: PlayerBudget) -> Option<Command> {
    let first = legal.first()?.clone();
    if legal.len() == 1 {
        return Some(first);
    }
    let Some(public) = log.public() else { return Some(first) };
    let mut rng = Rng::new(budget.seed ^ (log.events.len() as u64).wrapping_mul(0x9E37_79B9));
    let ev = Evidence::from_log(&log.events);
    let d = deduce_from(public, &ev);
    let drawn = sample_consistent(public, &ev, budget.drawn.max(1), REJECTION_ROUNDS, &mut |k| {
        if k == 0 { 0 } else { rng.next_u64() % k }
    });
    let weights: Vec<f64> = {
        let ll: Vec<f64> = drawn.iter().map(|pc| plausibility(&log.events, pc.clone(), &mut rng)).collect();
        let top = ll.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        ll.iter().map(|x| ((x - top) * TEMPER).exp()).collect()
    };
    if legal.iter().any(|c| matches!(c, Command::Guess { .. } | Command::StartFinalGuess)) {
        // The guess is worth a longer look: a chain over the posterior (see [`posterior`]).
        let post =
            posterior(&log.events, public, &ev, &drawn, GUESS_STEPS_PER_DRAW * drawn.len(), 4, &mut rng);
        let ones = vec![1.0; post.len()];
        let (cards, w) = if post.is_empty() { (&drawn, &weights) } else { (&post, &ones) };
        return final_guess(&d, cards, w, &drawn, legal);
    }
    let info = InfoValue::new(&drawn, &weights);
    // Information is worth more where a Final Guess can cash it (Basic Tragedy) than where only
    // a survived loop wins (First Steps: "no se permite Hipótesis final").
    let info_weight = if public.tragedy_set.final_guess() { INFO_WEIGHT } else { INFO_WEIGHT / 3.0 };
    let mut cards = vec![];
    let sum: f64 = weights.iter().sum();
    for _ in 0..budget.samples.max(1).min(drawn.len()) {
        let mut r = rng.unit() as f64 * sum;
        let i = weights.iter().position(|w| {
            r -= w;
            r < 0.0
        });
        cards.push(drawn[i.unwrap_or(drawn.len() - 1)].clone());
    }
    let worlds: Vec<State> = cards.into_iter().map(|pc| determinise(&log.events, pc, &mut rng)).collect();
    let seat = log.seat;
    // Worlds where the seat is the one the game waits on (all of them unless the replay drifted).
    let worlds: Vec<State> = worlds.into_iter().filter(|w| waiting_seat(w) == Some(seat)).collect();
    if worlds.is_empty() {
        return Some(first);
    }
    let g: Vec<Goals> = worlds.iter().map(goals).collect();
    let mut scored: Vec<(f32, Command)> = legal
        .iter()
        .map(|c| {
            let v = worlds.iter().zip(&g).map(|(w, g)| heuristic(w, g, c)).sum::<f32>() / worlds.len() as f32;
            (v + info.of(c), c.clone())
        })
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0));
    let mut cands: Vec<(f32, Command)> = scored.iter().take(budget.candidates.max(1)).cloned().collect();
    // Two others at random: movement and odd plans get their chance.
    for _ in 0..2 {
        let c = scored[rng.below(scored.len())].clone();
        if !cands.iter().any(|x| x.1 == c.1) {
            cands.push(c);
        }
    }
    if budget.rollouts == 0 || cands.len() == 1 {
        return cands.into_iter().next().map(|c| c.1);
    }
    // Successive halving (as the Mastermind's search): three rounds, the better half survives each;
    // rollout k of a candidate plays in world k mod the worlds, so every candidate meets the same
    // worlds in the same order.
    let play = |i: usize, k: u32| {
        let mut next = worlds[k as usize % worlds.len()].clone();
        if !step_in_place(&mut next, seat, &cands[i].1, None) {
            // A command this world refuses counts as a lost loop there.
            return 1.0;
        }
        rollout_with(next, true, &mut rng)
    };
    // What a command reveals counts beside the loops it saves (a role learnt now is a right
    // Final Guess later).
    let value = |i: usize, lost: f32| {
        -lost + info_weight * info.of(&cands[i].1) + 0.001 * cands[i].0.clamp(-10.0, 10.0)
    };
    crate::sim::successive_halving(cands.len(), budget.rollouts, play, value).map(|i| cands[i].1.clone())
}

/// The Time Spiral and the Final Guess ("Hipótesis final": every character named, one wrong answer
/// loses): the guess is the heaviest whole assignment among the weighed draws (all roles must be
/// right together, so the joint mode, not each character's likeliest role), the most certain
/// character first (each right answer is evidence for the next decision).
fn final_guess(
    d: &crate::Deduction,
    drawn: &[PrivateCard],
    weights: &[f64],
    uniform: &[PrivateCard],
    legal: &[Command],
) -> Option<Command> {
    let guessing = legal.iter().any(|c| matches!(c, Command::Guess { .. }));
    if !guessing && !legal.contains(&Command::StartFinalGuess) {
        return None;
    }
    let cast: Vec<Character> = d.roles.iter().map(|(c, _)| *c).collect();
    let role_in = |pc: &PrivateCard, c: Character| {
        pc.roles.iter().find(|x| x.character == c).map_or(Role::Person, |x| x.role)
    };
    // The joint mode by weight.
    let mut joint: Vec<(Vec<Role>, f64, usize)> = vec![];
    for (pc, w) in drawn.iter().zip(weights) {
        let key: Vec<Role> = cast.iter().map(|c| role_in(pc, *c)).collect();
        match joint.iter_mut().find(|x| x.0 == key) {
            Some(x) => {
                x.1 += w;
                x.2 += 1;
            }
            None => joint.push((key, *w, 1)),
        }
    }
    let best = joint.iter().max_by(|a, b| a.1.total_cmp(&b.1));
    let pick = |c: Character| -> Role {
        match best {
            Some((key, _, _)) => cast.iter().position(|x| *x == c).map_or(Role::Person, |i| key[i]),
            None => d.likeliest_role(c),
        }
    };
    if guessing {
        // The most certain character among those still to name (by the deduction's counts).
        let open: Vec<Character> = legal
            .iter()
            .filter_map(|c| match c {
                Command::Guess { character, .. } => Some(*character),
                _ => None,
            })
            .collect();
        let certainty = |c: Character| -> f64 {
            let counts = d.roles.iter().find(|x| x.0 == c).map(|x| &x.1);
            let r = pick(c);
            counts.map_or(0.0, |v| {
                let all: u64 = v.iter().map(|x| x.1).sum();
                v.iter().find(|x| x.0 == r).map_or(0.0, |x| x.1 as f64 / all.max(1) as f64)
            })
        };
        let c = open.iter().copied().max_by(|a, b| certainty(*a).total_cmp(&certainty(*b)))?;
        let want = Command::Guess { character: c, role: pick(c) };
        return Some(if legal.contains(&want) {
            want
        } else {
            legal
                .iter()
                .find(|x| matches!(x, Command::Guess { character, .. } if *character == c))
                .cloned()?
        });
    }
    let last = !legal.contains(&Command::NextLoop);
    // Sure: one script left, or every uniform draw (no plausibility weighting: a wrong early guess
    // loses a game a later loop could still win) agrees with the guess.
    let agree = uniform
        .iter()
        .filter(|pc| best.is_some_and(|b| cast.iter().zip(&b.0).all(|(c, r)| role_in(pc, *c) == *r)))
        .count();
    let sure =
        d.total == 1 || (uniform.len() >= 64 && agree as f64 >= GUESS_CONFIDENCE * uniform.len() as f64);
    Some(if last || sure { Command::StartFinalGuess } else { Command::NextLoop })
}

/// What a command would reveal about the script, in settled roles: a goodwill ability that reveals
/// a role (the Office Worker's and the Mystery Boy's own, the Shrine Maiden's and the Boss's of a
/// character there) is worth the uncertainty of that role among the weighed draws (1 − the
/// heaviest role's share); the Informer's named subplot, the uncertainty of the subplots; a
/// culprit reveal (Godly Being, Police Officer), a little. Goodwill cards on a revealer count a
/// share of its ability's worth, so the search builds toward it.
struct InfoValue {
    /// Per character index: 1 − the heaviest role's weighted share.
    role: [f32; CHARACTER_COUNT],
    /// 1 − the heaviest subplot set's weighted share.
    subplots: f32,
}

impl InfoValue {
    fn new(drawn: &[PrivateCard], weights: &[f64]) -> InfoValue {
        let sum: f64 = weights.iter().sum::<f64>().max(1e-12);
        let mut role = [0.0f32; CHARACTER_COUNT];
        for c in Character::ALL {
            let mut by: Vec<(Role, f64)> = vec![];
            for (pc, w) in drawn.iter().zip(weights) {
                let r = pc.roles.iter().find(|x| x.character == c).map_or(Role::Person, |x| x.role);
                match by.iter_mut().find(|x| x.0 == r) {
                    Some(x) => x.1 += w,
                    None => by.push((r, *w)),
                }
            }
            let top = by.iter().map(|x| x.1).fold(0.0, f64::max);
            role[c.index()] = if drawn.is_empty() { 0.0 } else { (1.0 - top / sum) as f32 };
        }
        let mut subs: Vec<(Vec<Plot>, f64)> = vec![];
        for (pc, w) in drawn.iter().zip(weights) {
            let mut k = pc.subplots.clone();
            k.sort_by_key(|p| p.name());
            match subs.iter_mut().find(|x| x.0 == k) {
                Some(x) => x.1 += w,
                None => subs.push((k, *w)),
            }
        }
        let top = subs.iter().map(|x| x.1).fold(0.0, f64::max);
        let subplots = if drawn.is_empty() { 0.0 } else { (1.0 - top / sum) as f32 };
        InfoValue { role, subplots }
    }

    fn of(&self, c: &Command) -> f32 {
        match c {
            Command::UseGoodwill { character, ability, target } => match (character, ability, target) {
                (Character::OfficeWorker | Character::MysteryBoy, 0, _) => 4.0 * self.role[character.index()],
                (Character::ShrineMaiden, 1, GoodwillTarget::Character { character: t })
                | (Character::Boss, 0, GoodwillTarget::Character { character: t }) => {
                    4.0 * self.role[t.index()]
                }
                (_, _, GoodwillTarget::Plot { .. }) => 3.0 * self.subplots,
                (_, _, GoodwillTarget::Incident { .. }) => 0.3,
                _ => 0.0,
            },
            Command::PlayCard {
                card: CardKind::GoodwillPlus1 | CardKind::GoodwillPlus2,
                target: Target::Character(t),
            } => match t {
                Character::OfficeWorker | Character::MysteryBoy => 0.8 * self.role[t.index()],
                Character::Informer => 0.5 * self.subplots,
                _ => 0.0,
            },
            _ => 0.0,
        }
    }
}

/// The script-aware heuristic score of a Protagonist command in one drawn world.
fn heuristic(w: &State, g: &Goals, c: &Command) -> f32 {
    match c {
        Command::PlayCard { card, target } => card_score(w, *card, *target, Some(g)),
        Command::EndGoodwill => 0.5,
        Command::UseGoodwill { .. } => goodwill_score(w, c, Some(g)),
        _ => 0.0,
    }
}

/// Scripts drawn from the posterior: the consistent scripts (the deduction's counts, the lost
/// loops and the seen abilities) weighed by how plausible the Mastermind's revealed cards make
/// them (`exp(TEMPER · plausibility)`), by a Metropolis–Hastings chain. Two moves, each in
/// detailed balance with that target: swapping the roles of two cast members (symmetric; the role
/// counts stay those of the plots) and an independent uniform draw from the counts (whose
/// acceptance is then the likelihood ratio alone; `start` holds such draws). The chain starts at
/// the heaviest of `start` and returns every `thin`-th state of `steps`. Only the seat's own log
/// is read.
pub fn posterior(
    events: &[Event],
    public: &PublicCard,
    ev: &Evidence,
    start: &[PrivateCard],
    steps: usize,
    thin: usize,
    rng: &mut Rng,
) -> Vec<PrivateCard> {
    let Some(first) = start.first() else { return vec![] };
    let ll = |pc: &PrivateCard, rng: &mut Rng| TEMPER * plausibility(events, pc.clone(), rng);
    let mut cur = first.clone();
    let mut cur_ll = ll(&cur, rng);
    for pc in &start[1..] {
        let x = ll(pc, rng);
        if x > cur_ll {
            (cur, cur_ll) = (pc.clone(), x);
        }
    }
    let cast: Vec<Character> =
        public.characters.iter().map(|e| e.character).filter(|c| *c != Character::MysteryBoy).collect();
    let mut out = Vec::with_capacity(steps / thin.max(1) + 1);
    for step in 0..steps {
        // The independent draw comes from `start` (uniform draws already made: building the
        // counts again per step would cost more than the whole chain).
        let proposal = if rng.below(4) == 0 {
            Some(start[rng.below(start.len())].clone())
        } else {
            swap_roles(&cur, &cast, rng)
        };
        if let Some(p) = proposal.filter(|p| ev.admits(p) && sign_with_me_girl(p)) {
            let x = ll(&p, rng);
            if x >= cur_ll || (rng.unit() as f64) < (x - cur_ll).exp() {
                (cur, cur_ll) = (p, x);
            }
        }
        if step % thin.max(1) == thin.max(1) - 1 {
            out.push(cur.clone());
        }
    }
    out
}

/// `pc` with the roles of two cast members (other than the Mystery Boy, whose role follows other
/// rules) swapped; `None` when they hold the same role.
fn swap_roles(pc: &PrivateCard, cast: &[Character], rng: &mut Rng) -> Option<PrivateCard> {
    if cast.len() < 2 {
        return None;
    }
    let a = cast[rng.below(cast.len())];
    let b = cast[rng.below(cast.len())];
    let role = |c: Character| pc.roles.iter().find(|r| r.character == c).map_or(Role::Person, |r| r.role);
    let (ra, rb) = (role(a), role(b));
    if ra == rb {
        return None;
    }
    let mut p = pc.clone();
    p.roles.retain(|r| r.character != a && r.character != b);
    for (c, r) in [(a, rb), (b, ra)] {
        if r != Role::Person {
            p.roles.push(RoleEntry { character: c, role: r });
        }
    }
    Some(p)
}

/// The writing rule the swap can break: Sign With Me's Key Person is a girl.
fn sign_with_me_girl(pc: &PrivateCard) -> bool {
    let swm = pc.main_plot == Plot::SignWithMe || pc.subplots.contains(&Plot::SignWithMe);
    !swm || pc.roles.iter().filter(|r| r.role == Role::KeyPerson).all(|r| r.character.has(Trait::Girl))
}

/// A full state for a drawn private card: the seat's log replayed with that card, the day's
/// face-down cards given faces. Redacted face-down cards already turned up get the face they
/// showed (and the first matching slot still in hand).
pub fn determinise(events: &[Event], private: PrivateCard, rng: &mut Rng) -> State {
    replay(events, private, rng, &mut |_, _| {})
}

/// How plausible the Mastermind's revealed cards are under a drawn private card: the log
/// likelihood of each revealed Mastermind card under the AI Mastermind's own prior (squared goal
/// weights over its hand and the targets), as if it had chosen them knowing that script.
pub fn plausibility(events: &[Event], private: PrivateCard, rng: &mut Rng) -> f64 {
    let mut ll = 0.0f64;
    replay(events, private, rng, &mut |s, cards| {
        let g = goals(s);
        let kinds: Vec<CardKind> = Deck::Mastermind
            .cards()
            .iter()
            .enumerate()
            .filter(|(i, _)| !s.is_spent(Deck::Mastermind, *i as u8))
            .map(|(_, c)| c.kind)
            .collect();
        let targets: Vec<Target> = Location::ALL
            .into_iter()
            .map(Target::Location)
            .chain(s.setup().cast().filter(|c| s.is_alive(*c)).map(Target::Character))
            .collect();
        let norm: f32 =
            kinds.iter().flat_map(|k| targets.iter().map(|t| card_weight(s, &g, *k, *t).powi(2))).sum();
        for c in cards.iter().filter(|c| c.deck == Deck::Mastermind) {
            let w = card_weight(s, &g, c.card, c.target).powi(2);
            ll += (w.max(1e-6) / norm.max(1e-6)).ln() as f64;
        }
    });
    ll
}

/// Replays `events` with `private` as the script; `on_reveal` sees the state just before each
/// day's cards turn up, with the revealed cards.
fn replay(
    events: &[Event],
    private: PrivateCard,
    rng: &mut Rng,
    on_reveal: &mut dyn FnMut(&State, &[RevealedCard]),
) -> State {
    let mut s = State::default();
    for (i, e) in events.iter().enumerate() {
        let e = match e {
            Event::GameStarted { public, protagonists, options, .. } => Event::GameStarted {
                public: public.clone(),
                private: Some(private.clone()),
                protagonists: *protagonists,
                options: *options,
            },
            Event::CardPlaced { by, deck, slot: None, target, .. } => {
                let face = revealed_face(&events[i + 1..], *deck, *target)
                    .or_else(|| guess_face(&s, *deck, *target, rng));
                let slot = face.and_then(|k| free_slot(&s, *deck, k));
                Event::CardPlaced { by: *by, deck: *deck, slot, card: face, target: *target }
            }
            Event::CardsRevealed { cards } => {
                on_reveal(&s, cards);
                e.clone()
            }
            other => other.clone(),
        };
        TragedyLooper::apply(&mut s, &e);
    }
    s
}

/// The face a card placed on `target` from `deck` showed when the day's cards turned up.
fn revealed_face(rest: &[Event], deck: Deck, target: Target) -> Option<CardKind> {
    for e in rest {
        match e {
            Event::CardsRevealed { cards } => {
                return cards.iter().find(|c| c.deck == deck && c.target == target).map(|c| c.card);
            }
            Event::CardsResolved | Event::DayStarted { .. } => return None,
            _ => {}
        }
    }
    None
}

/// A face for a card still face down: the Mastermind's drawn by its prior under the drawn script
/// (squared weights, as its own policy), a teammate's by the script-aware Protagonist heuristic
/// under that script (squared scores: the seats play one plan).
fn guess_face(s: &State, deck: Deck, target: Target, rng: &mut Rng) -> Option<CardKind> {
    let kinds = hand_kinds(s, deck);
    if kinds.is_empty() {
        return None;
    }
    let g = goals(s);
    // A teammate's card: by the team's own heuristic under the drawn script (the seats play one
    // plan: a card beside the Mastermind's Intrigue is likelier a Forbid Intrigue than a move).
    let w: Vec<f32> = if deck == Deck::Mastermind {
        kinds.iter().map(|k| card_weight(s, &g, *k, target).powi(2)).collect()
    } else {
        kinds.iter().map(|k| card_score(s, *k, target, Some(&g)).max(0.02).powi(2)).collect()
    };
    let sum: f32 = w.iter().sum();
    let mut r = rng.unit() * sum;
    for (k, x) in kinds.iter().zip(&w) {
        if r < *x {
            return Some(*k);
        }
        r -= x;
    }
    kinds.last().copied()
}

/// The first slot of `deck` with face `kind` that is neither spent nor on the board.
fn free_slot(s: &State, deck: Deck, kind: CardKind) -> Option<u8> {
    deck.cards().iter().enumerate().map(|(i, c)| (i as u8, c.kind)).find_map(|(i, k)| {
        (k == kind && !s.is_spent(deck, i) && !s.placed().any(|p| p.deck == deck && p.slot == i)).then_some(i)
    })
}
