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
//!    hands (the Mastermind's weighted by its own prior under that script, so plausible ones).
//! 3. Candidates: the seat's legal commands, scored by the script-aware Protagonist heuristic
//!    averaged over the drawn scripts (Forbid Intrigue where the scripts need Intrigue, Paranoia
//!    −1 on likely culprits, goodwill where the Mastermind would deny it); the best few are kept.
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

use crate::deduce::{Evidence, deduce_from, sample};
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
        PlayerBudget { drawn: 48, samples: 8, rollouts: 96, candidates: 6, seed: 0x5eed }
    }
}

/// Share of the (weighted) drawn scripts in which every guessed role is right, above which the
/// Final Guess is started before the last loop (a wrong guess loses the game).
const GUESS_CONFIDENCE: f64 = 0.9;

/// Tempering of the plausibility (the prior is only a model of the Mastermind: a strong but not
/// absolute hint).
const TEMPER: f64 = 0.5;

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
    let drawn =
        sample(public, &ev, budget.drawn.max(1), &mut |k| if k == 0 { 0 } else { rng.next_u64() % k });
    let weights: Vec<f64> = {
        let ll: Vec<f64> = drawn.iter().map(|pc| plausibility(&log.events, pc.clone(), &mut rng)).collect();
        let top = ll.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        ll.iter().map(|x| ((x - top) * TEMPER).exp()).collect()
    };
    if let Some(c) = final_guess(&d, &drawn, &weights, legal) {
        return Some(c);
    }
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
            (v, c.clone())
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
    let per = (budget.rollouts as usize / cands.len()).max(1);
    let mut best: Option<(f32, Command)> = None;
    for (prior, c) in cands {
        let (mut lost, mut n) = (0.0, 0);
        for k in 0..per {
            let mut next = worlds[k % worlds.len()].clone();
            if !step_in_place(&mut next, seat, &c, None) {
                continue;
            }
            lost += rollout_with(next, true, &mut rng);
            n += 1;
        }
        // A command no drawn world accepts is judged by the heuristic alone, below every tried one.
        let v = if n == 0 { -2.0 } else { -lost / n as f32 } + 0.001 * prior.clamp(-10.0, 10.0);
        if best.as_ref().is_none_or(|b| v > b.0) {
            best = Some((v, c));
        }
    }
    best.map(|b| b.1)
}

/// The Time Spiral and the Final Guess: each character's role by weight among the drawn scripts
/// (ties and empty draws fall back on the deduction's counts).
fn final_guess(
    d: &crate::Deduction,
    drawn: &[PrivateCard],
    weights: &[f64],
    legal: &[Command],
) -> Option<Command> {
    let guess = |c: Character| -> (Role, f64) {
        let mut by: Vec<(Role, f64)> = vec![];
        for (pc, w) in drawn.iter().zip(weights) {
            let r = pc.roles.iter().find(|x| x.character == c).map_or(Role::Person, |x| x.role);
            match by.iter_mut().find(|x| x.0 == r) {
                Some(x) => x.1 += w,
                None => by.push((r, *w)),
            }
        }
        let sum: f64 = by.iter().map(|x| x.1).sum();
        by.into_iter()
            .max_by(|a, b| a.1.total_cmp(&b.1))
            .filter(|_| sum > 0.0)
            .map_or((d.likeliest_role(c), 0.0), |(r, w)| (r, w / sum))
    };
    if let Some(Command::Guess { character, .. }) = legal.iter().find(|c| matches!(c, Command::Guess { .. }))
    {
        let want = Command::Guess { character: *character, role: guess(*character).0 };
        return Some(if legal.contains(&want) { want } else { legal[0].clone() });
    }
    if legal.contains(&Command::StartFinalGuess) {
        let last = !legal.contains(&Command::NextLoop);
        // The share of drawn scripts whose roles all match the guesses.
        let picks: Vec<(Character, Role)> = d.roles.iter().map(|(c, _)| (*c, guess(*c).0)).collect();
        let sum: f64 = weights.iter().sum();
        let right: f64 = drawn
            .iter()
            .zip(weights)
            .filter(|(pc, _)| {
                picks.iter().all(|(c, r)| {
                    pc.roles.iter().find(|x| x.character == *c).map_or(Role::Person, |x| x.role) == *r
                })
            })
            .map(|x| x.1)
            .sum();
        let sure =
            d.total == 1 || (sum > 0.0 && right / sum >= GUESS_CONFIDENCE && d.total <= drawn.len() as u64);
        return Some(if last || sure { Command::StartFinalGuess } else { Command::NextLoop });
    }
    None
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
/// (squared weights, as its own policy), a Protagonist's at random from the hand.
fn guess_face(s: &State, deck: Deck, target: Target, rng: &mut Rng) -> Option<CardKind> {
    let kinds = hand_kinds(s, deck);
    if kinds.is_empty() {
        return None;
    }
    if deck != Deck::Mastermind {
        return Some(kinds[rng.below(kinds.len())]);
    }
    let g = goals(s);
    let w: Vec<f32> = kinds.iter().map(|k| card_weight(s, &g, *k, target).powi(2)).collect();
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
