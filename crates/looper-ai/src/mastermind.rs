//! The AI Mastermind: script-aware priors ("goals") and a Monte Carlo search over the engine.
//!
//! The Mastermind sees the whole state (its view holds every role, culprit and face), and the
//! Protagonists' cards of the day are placed only after its own, so every Mastermind decision is a
//! perfect-information decision whose only uncertainty is the Protagonists' future choices. The
//! search evaluates a few candidate commands (the best by prior, see [`Goals`]) with rollouts to the
//! end of the current loop: the Mastermind's later moves follow the goal-weighted policy, the
//! Protagonists follow a noisy script-blind heuristic (the [`crate::protagonists`] heuristic). A
//! rollout scores 1 when the loop is lost by the Protagonists. Successive halving gives the best
//! candidates more rollouts. Refusing a goodwill ability costs a small penalty (it reveals that the
//! character has a refusing role), so the AI refuses only when that changes the outcome.

use engine::SeatId;
use tragedy_looper::*;

use crate::protagonists;
use crate::sim::{Rng, free_targets, hand_kinds, step_in_place};

/// How much the search may spend on one decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Rollouts (each to the end of the loop) per decision.
    pub rollouts: u32,
    /// Candidates kept after the prior.
    pub candidates: usize,
    /// Seed of the search's random generator (mixed with the state).
    pub seed: u64,
}

impl Default for Budget {
    fn default() -> Budget {
        Budget { rollouts: 160, candidates: 10, seed: 0x7a61 }
    }
}

impl Budget {
    /// No search: the prior policy alone (fast, weaker).
    pub fn greedy() -> Budget {
        Budget { rollouts: 0, candidates: 1, seed: 0 }
    }
}

/// How much the Mastermind wants Intrigue and Paranoia where, derived from the private card.
#[derive(Clone, Debug, Default)]
pub struct Goals {
    /// Intrigue wanted on each location (board order).
    pub intrigue_loc: [f32; 4],
    /// Intrigue wanted on each character (index order).
    pub intrigue_char: [f32; CHARACTER_COUNT],
    /// Paranoia wanted on each character.
    pub paranoia_char: [f32; CHARACTER_COUNT],
    /// Characters whose goodwill abilities hurt the Mastermind.
    pub deny_goodwill: [f32; CHARACTER_COUNT],
}

fn has_plot(s: &State, p: Plot) -> bool {
    s.setup().private.as_ref().is_some_and(|pc| pc.main_plot == p || pc.subplots.contains(&p))
}

/// The goals of the Mastermind in `s` (today and the rest of the loop).
pub fn goals(s: &State) -> Goals {
    let mut g = Goals::default();
    let setup = s.setup();
    let Some(private) = setup.private.as_ref() else { return g };
    let cast: Vec<Character> = setup.cast().collect();
    let key = cast.iter().copied().find(|c| s.role(*c) == Role::KeyPerson);
    for &c in &cast {
        let st = s.character(c);
        let i = c.index();
        match s.role(c) {
            Role::Brain if has_plot(s, Plot::LightOfTheAvenger) => g.intrigue_loc[st.start.index()] += 3.0,
            Role::Witch if has_plot(s, Plot::GiantTimeBomb) => g.intrigue_loc[st.start.index()] += 3.0,
            Role::KeyPerson => {
                g.intrigue_char[i] += if has_plot(s, Plot::SignWithMe) { 3.0 } else { 1.0 };
                if has_plot(s, Plot::MurderPlan) {
                    g.intrigue_char[i] += 1.5;
                }
            }
            Role::Killer => g.intrigue_char[i] += 1.5,
            Role::LovedOne => {
                g.intrigue_char[i] += 1.0;
                g.paranoia_char[i] += 1.5;
            }
            Role::Factor => {
                g.intrigue_loc[Location::City.index()] += 1.0;
                g.intrigue_loc[Location::School.index()] += 0.7;
            }
            Role::Person if has_plot(s, Plot::ParanoiaVirus) => g.paranoia_char[i] += 0.4,
            _ => {}
        }
        if !c.abilities().is_empty() && s.role(c).refusal() == Refusal::Never {
            g.deny_goodwill[i] += 0.5 + 0.3 * st.goodwill as f32;
        }
    }
    if has_plot(s, Plot::APlaceToProtect) {
        g.intrigue_loc[Location::School.index()] += 3.0;
    }
    if has_plot(s, Plot::SealedItem) {
        g.intrigue_loc[Location::Shrine.index()] += 3.0;
    }
    for inc in &setup.public.incidents {
        if inc.day < s.day().max(1) {
            continue;
        }
        let Some(culprit) = private.culprits.iter().find(|cu| cu.day == inc.day).map(|cu| cu.culprit) else {
            continue;
        };
        if !s.is_alive(culprit) && s.character(culprit).present {
            continue;
        }
        let st = s.character(culprit);
        let need = culprit.paranoia_limit().saturating_sub(st.paranoia) as f32;
        let days_left = (inc.day + 1).saturating_sub(s.day().max(1)) as f32;
        let urgency = if need <= 0.0 { 0.4 } else { 2.0 + (need - days_left).max(0.0) };
        g.paranoia_char[culprit.index()] += urgency;
        match inc.incident {
            Incident::HospitalIncident => g.intrigue_loc[Location::Hospital.index()] += 2.0,
            Incident::DistantMurder => {
                if let Some(k) = key {
                    g.intrigue_char[k.index()] += 1.5;
                }
                for &c in &cast {
                    if s.role(c) == Role::Friend {
                        g.intrigue_char[c.index()] += 1.0;
                    }
                }
            }
            Incident::Suicide if matches!(s.role(culprit), Role::KeyPerson | Role::Friend) => {
                g.paranoia_char[culprit.index()] += 2.0
            }
            _ => {}
        }
    }
    // Satiation: two Intrigue is what a loss condition needs (the Killer wants four).
    for l in Location::ALL {
        if s.location_intrigue(l) >= 2 {
            g.intrigue_loc[l.index()] *= 0.35;
        }
    }
    for &c in &cast {
        let st = s.character(c);
        let need = if s.role(c) == Role::Killer { 4 } else { 2 };
        if st.intrigue >= need {
            g.intrigue_char[c.index()] *= 0.35;
        }
    }
    g
}

/// Prior weight of a Mastermind card on a target.
pub fn card_weight(s: &State, g: &Goals, card: CardKind, target: Target) -> f32 {
    let base = 0.05;
    base + match (card, target) {
        (CardKind::IntriguePlus1, Target::Location(l)) => g.intrigue_loc[l.index()],
        (CardKind::IntriguePlus2, Target::Location(l)) => g.intrigue_loc[l.index()] * 1.2,
        (CardKind::IntriguePlus1, Target::Character(c)) => g.intrigue_char[c.index()],
        (CardKind::IntriguePlus2, Target::Character(c)) => g.intrigue_char[c.index()] * 1.2,
        (CardKind::ParanoiaPlus1, Target::Character(c)) => g.paranoia_char[c.index()],
        (CardKind::ForbidParanoia, Target::Character(c)) => {
            let st = s.character(c);
            if st.paranoia + 1 >= c.paranoia_limit() { 0.6 * g.paranoia_char[c.index()] } else { 0.1 }
        }
        (CardKind::ForbidGoodwill, Target::Character(c)) => g.deny_goodwill[c.index()],
        // Decoys: cards that do nothing much but make the Protagonists guess.
        (
            CardKind::ParanoiaPlus1 | CardKind::ParanoiaMinus1 | CardKind::ForbidParanoia,
            Target::Location(_),
        ) => 0.25,
        (CardKind::ParanoiaMinus1, Target::Character(c)) => 0.1 - 0.1 * g.paranoia_char[c.index()].min(1.0),
        (
            CardKind::MoveVertical | CardKind::MoveHorizontal | CardKind::MoveDiagonal,
            Target::Character(c),
        ) => 0.12 + meet_weight(s, c, card),
        (CardKind::MoveVertical | CardKind::MoveHorizontal | CardKind::MoveDiagonal, _) => 0.12,
        _ => 0.0,
    }
    .max(0.0)
}

/// Movement that brings the Killer and the Key Person together (Murder Plan).
pub(crate) fn meet_weight(s: &State, c: Character, card: CardKind) -> f32 {
    let Some(m) = card.movement() else { return 0.0 };
    let role = s.role(c);
    let other = match role {
        Role::KeyPerson => Role::Killer,
        Role::Killer => Role::KeyPerson,
        _ => return 0.0,
    };
    let Some(o) = s.setup().cast().find(|x| s.role(*x) == other && s.is_alive(*x)) else { return 0.0 };
    let (from, to) = (s.character(c).location, s.character(o).location);
    let dest = from.moved(m);
    if from != to && dest == to && !c.forbidden(dest) { 1.6 } else { 0.0 }
}

/// Prior score of a non-card Mastermind command (higher is better).
pub fn command_weight(s: &State, g: &Goals, cmd: &Command) -> f32 {
    match cmd {
        Command::UseAbility { ability } => match ability {
            MastermindAbility::KillKeyPerson { .. }
            | MastermindAbility::KillProtagonists { .. }
            | MastermindAbility::DeclareDefeat { .. } => 100.0,
            MastermindAbility::Brain { target: Target::Location(l), .. } => 0.1 + g.intrigue_loc[l.index()],
            MastermindAbility::Brain { target: Target::Character(c), .. } => 0.1 + g.intrigue_char[c.index()],
            MastermindAbility::Rumor { location } => 0.1 + g.intrigue_loc[location.index()],
            MastermindAbility::Theorist { target, .. } => 0.1 + g.paranoia_char[target.index()],
            MastermindAbility::Doctor { target, add } => {
                if *add {
                    0.1 + g.paranoia_char[target.index()]
                } else {
                    0.0
                }
            }
        },
        Command::EndAbilities => 0.2,
        Command::AnswerGoodwill { refuse } => {
            if *refuse {
                1.0
            } else {
                0.5
            }
        }
        Command::ForbidIntrigue { ignore } => {
            if *ignore {
                1.0
            } else {
                0.0
            }
        }
        Command::ResolveIncident { choice } => incident_weight(s, g, choice),
        Command::PlayCard { card, target } => card_weight(s, g, *card, *target),
        Command::PlaceHenchman { location } => 0.1 + g.intrigue_loc[location.index()],
        _ => 0.1,
    }
}

fn victim_weight(s: &State, c: Character) -> f32 {
    match s.role(c) {
        Role::KeyPerson => 100.0,
        Role::Friend => 50.0,
        Role::Lover | Role::LovedOne => 5.0,
        Role::TimeTraveler => 0.0,
        _ => 1.0 + c.abilities().len() as f32 + s.character(c).goodwill as f32 * 0.5,
    }
}

fn incident_weight(s: &State, g: &Goals, choice: &IncidentChoice) -> f32 {
    match *choice {
        IncidentChoice::Victim { character } => victim_weight(s, character),
        IncidentChoice::Spread { from, to } => {
            s.character(from).goodwill as f32 + if c_abilities(to) { 0.0 } else { 0.5 }
        }
        IncidentChoice::Unease { paranoia, intrigue } => {
            0.1 + g.paranoia_char[paranoia.index()] + g.intrigue_char[intrigue.index()]
        }
        IncidentChoice::Destination { location } => 0.1 + g.intrigue_loc[location.index()],
        IncidentChoice::Butterfly { character, token } => match token {
            Token::Intrigue => 0.1 + g.intrigue_char[character.index()],
            Token::Paranoia => 0.1 + g.paranoia_char[character.index()],
            Token::Goodwill => 0.0,
        },
    }
}

fn c_abilities(c: Character) -> bool {
    !c.abilities().is_empty()
}

/// One Mastermind card chosen by the prior, sampled with weights squared.
fn sample_card(s: &State, g: &Goals, rng: &mut Rng) -> Option<Command> {
    let kinds = hand_kinds(s, Deck::Mastermind);
    let targets = free_targets(s, Deck::Mastermind);
    if kinds.is_empty() || targets.is_empty() {
        return None;
    }
    let mut opts: Vec<(f32, CardKind, Target)> = Vec::with_capacity(kinds.len() * targets.len());
    let mut total = 0.0;
    for &k in &kinds {
        for &t in &targets {
            let w = card_weight(s, g, k, t);
            let w = w * w + 0.002;
            total += w;
            opts.push((w, k, t));
        }
    }
    let mut x = rng.unit() * total;
    for (w, k, t) in &opts {
        x -= w;
        if x <= 0.0 {
            return Some(Command::PlayCard { card: *k, target: *t });
        }
    }
    let (_, k, t) = opts[opts.len() - 1];
    Some(Command::PlayCard { card: k, target: t })
}

/// The Mastermind's move by the prior alone (used in rollouts and as [`Budget::greedy`]).
pub fn prior_command(s: &State, g: &Goals, rng: &mut Rng) -> Option<Command> {
    if s.phase() == Phase::MastermindCards {
        return sample_card(s, g, rng);
    }
    let legal = legal_commands(s, MASTERMIND);
    let mut best: Option<(f32, Command)> = None;
    for c in legal {
        let w = command_weight(s, g, &c) + rng.unit() * 0.05;
        if best.as_ref().is_none_or(|(bw, _)| w > *bw) {
            best = Some((w, c));
        }
    }
    best.map(|b| b.1)
}

/// Plays from `s` to the end of the current loop (or the game); 1.0 when the Protagonists lost it.
pub fn rollout(s: State, rng: &mut Rng) -> f32 {
    rollout_with(s, false, rng)
}

/// [`rollout`] with Protagonists that know the script (`knows`) or not.
pub fn rollout_with(mut s: State, knows: bool, rng: &mut Rng) -> f32 {
    let losses = s.losses();
    let loop_no = s.loop_no();
    let mut goals_cache: Option<(u8, u8, Goals)> = None;
    for _ in 0..2000 {
        if s.losses() > losses || s.winner() == Some(Side::Mastermind) {
            return 1.0;
        }
        if s.winner().is_some() || s.loop_no() != loop_no {
            return 0.0;
        }
        let Some(seat) = waiting_seat(&s) else { return 0.0 };
        let cmd = if seat == MASTERMIND {
            let fresh = goals_cache.as_ref().is_some_and(|(d, l, _)| *d == s.day() && *l == s.loop_no());
            if !fresh {
                goals_cache = Some((s.day(), s.loop_no(), goals(&s)));
            }
            let g = &goals_cache.as_ref().expect("set above").2;
            prior_command(&s, g, rng)
        } else {
            protagonists::heuristic_command(&s, seat, knows, 0.6, rng)
        };
        let Some(cmd) = cmd else { return 0.0 };
        if !step_in_place(&mut s, seat, &cmd, None) {
            return 0.0;
        }
    }
    0.0
}

fn state_seed(s: &State) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut mix = |x: u64| {
        h ^= x;
        h = h.wrapping_mul(0x0100_0000_01b3);
    };
    mix(s.loop_no() as u64);
    mix(s.day() as u64);
    mix(s.placed().count() as u64);
    for c in s.setup().cast() {
        let st = s.character(c);
        mix(((st.goodwill as u64) << 16) | ((st.paranoia as u64) << 8) | st.intrigue as u64);
        mix(st.location.index() as u64);
    }
    h
}

/// The Mastermind's move with the default budget (about 50 ms on one core in release).
pub fn choose(state: &State, seat: SeatId) -> Option<Command> {
    choose_with(state, seat, Budget::default())
}

/// The Mastermind's move with `budget`, or `None` when the Mastermind (`seat` 0) has nothing to do.
/// Deterministic for a given state and budget.
pub fn choose_with(state: &State, seat: SeatId, budget: Budget) -> Option<Command> {
    if seat != MASTERMIND || waiting_seat(state) != Some(MASTERMIND) {
        return None;
    }
    let mut rng = Rng::new(budget.seed ^ state_seed(state));
    let g = goals(state);
    let legal = legal_commands(state, MASTERMIND);
    if legal.len() <= 1 || budget.rollouts == 0 {
        return if budget.rollouts == 0 {
            prior_command(state, &g, &mut rng)
        } else {
            legal.into_iter().next()
        };
    }
    // Candidates: the best by prior, plus a couple of random ones (decoys get their chance).
    let mut scored: Vec<(f32, Command)> =
        legal.iter().map(|c| (command_weight(state, &g, c), c.clone())).collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0));
    let k = budget.candidates.max(2);
    let mut cands: Vec<Command> = scored.iter().take(k).map(|x| x.1.clone()).collect();
    for _ in 0..2 {
        let c = legal[rng.below(legal.len())].clone();
        if !cands.contains(&c) {
            cands.push(c);
        }
    }
    if matches!(state.phase(), Phase::MastermindAbilities | Phase::DayEnd)
        && !cands.contains(&Command::EndAbilities)
    {
        cands.push(Command::EndAbilities);
    }
    // A command that wins outright needs no search.
    let next: Vec<(Command, State)> = cands
        .into_iter()
        .filter_map(|c| {
            let mut s = state.clone();
            step_in_place(&mut s, MASTERMIND, &c, None).then_some((c, s))
        })
        .collect();
    let play = |i: usize, _: u32| rollout(next[i].1.clone(), &mut rng);
    let value = |i: usize, mean: f32| mean - penalty(&next[i].0) + 0.001 * prior_of(&scored, &next[i].0);
    crate::sim::successive_halving(next.len(), budget.rollouts, play, value).map(|i| next[i].0.clone())
}

fn prior_of(scored: &[(f32, Command)], c: &Command) -> f32 {
    scored.iter().find(|x| x.1 == *c).map_or(0.0, |x| x.0.min(10.0))
}

fn penalty(c: &Command) -> f32 {
    match c {
        Command::AnswerGoodwill { refuse: true } => 0.03,
        Command::ForbidIntrigue { ignore: true } => 0.02,
        _ => 0.0,
    }
}
