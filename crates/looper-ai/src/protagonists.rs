//! Protagonist teams for evaluation and for the search's opponent model: random legal play, a
//! script-blind heuristic (reads only what a Protagonist sees: tokens, where face-down cards lie,
//! revealed roles) and a cheating heuristic that knows the script.

use engine::SeatId;
use tragedy_looper::*;

use crate::mastermind::{Goals, goals, rollout_with};
use crate::sim::step_in_place;
use crate::sim::{Rng, free_targets, hand_kinds};

/// A random legal Protagonist command (via the engine's `random_command`).
pub fn random_command_for(s: &State, seat: SeatId, rng: &mut Rng) -> Option<Command> {
    tragedy_looper::random_command(s, seat, &mut |n| rng.below(n))
}

fn mm_card_on(s: &State, t: Target) -> bool {
    s.placed().any(|p| p.deck == Deck::Mastermind && p.target == t)
}

/// Whether a Protagonist already placed a Forbid Intrigue today (in this state: a determinised
/// world holds the faces it drew for the teammates' cards).
fn forbid_intrigue_placed(s: &State) -> bool {
    s.placed().any(|p| p.deck != Deck::Mastermind && p.kind() == CardKind::ForbidIntrigue)
}

fn intrigue_on(s: &State, t: Target) -> u8 {
    match t {
        Target::Location(l) => s.location_intrigue(l),
        Target::Character(c) => s.character(c).intrigue,
    }
}

/// Score of a Protagonist card; `g` is the script knowledge of the cheating team.
pub(crate) fn card_score(s: &State, card: CardKind, t: Target, g: Option<&Goals>) -> f32 {
    // "Si dos o más jugadores han jugado una carta «Impedir Intriga» durante el mismo día (sin
    // importar en qué objetivo), se anulan entre ellas": a second one undoes the first.
    if card == CardKind::ForbidIntrigue && forbid_intrigue_placed(s) {
        return -3.0;
    }
    let mm = mm_card_on(s, t);
    let mut v = match (card, t) {
        (CardKind::ForbidIntrigue, _) => {
            let i = intrigue_on(s, t).min(3) as f32;
            let loc = matches!(t, Target::Location(_));
            (0.6 + 1.2 * i) * if loc { 1.2 } else { 1.0 } + if mm { 2.0 } else { 0.0 }
        }
        (CardKind::ParanoiaMinus1, Target::Character(c)) => {
            let st = s.character(c);
            if st.paranoia + 2 >= c.paranoia_limit() {
                3.0 + if mm { 1.5 } else { 0.0 }
            } else if st.paranoia > 0 {
                0.8
            } else {
                0.0
            }
        }
        (CardKind::GoodwillPlus1 | CardKind::GoodwillPlus2, Target::Character(c)) => {
            let st = s.character(c);
            let w = if c.abilities().is_empty() { 0.2 } else { 1.2 + 0.3 * st.goodwill.min(4) as f32 };
            if card == CardKind::GoodwillPlus2 { w * 1.05 } else { w }
        }
        (CardKind::ForbidMovement, Target::Character(_)) => {
            if mm {
                0.5
            } else {
                0.1
            }
        }
        (CardKind::MoveVertical | CardKind::MoveHorizontal, Target::Character(_)) => 0.15,
        (CardKind::ParanoiaPlus1, Target::Character(_)) => 0.05,
        _ => 0.02,
    };
    if let Some(g) = g {
        match (card, t) {
            (CardKind::ForbidIntrigue, Target::Location(l)) => {
                v += 2.0 * g.intrigue_loc[l.index()] * if mm { 1.5 } else { 0.5 }
            }
            (CardKind::ForbidIntrigue, Target::Character(c)) => {
                v += 2.0 * g.intrigue_char[c.index()] * if mm { 1.5 } else { 0.5 }
            }
            (CardKind::ParanoiaMinus1, Target::Character(c)) => v += 2.0 * g.paranoia_char[c.index()],
            (CardKind::GoodwillPlus1 | CardKind::GoodwillPlus2, Target::Character(c)) => {
                v += g.deny_goodwill[c.index()]
            }
            // The Mastermind's move that would bring the Key Person to the Killer (Murder Plan).
            (CardKind::ForbidMovement, Target::Character(c)) => {
                v += s
                    .placed()
                    .filter(|p| p.deck == Deck::Mastermind && p.target == t)
                    .map(|p| 2.0 * crate::mastermind::meet_weight(s, c, p.kind()))
                    .sum::<f32>()
            }
            _ => {}
        }
    }
    v
}

pub(crate) fn goodwill_score(s: &State, cmd: &Command, g: Option<&Goals>) -> f32 {
    let Command::UseGoodwill { target, .. } = cmd else { return 0.3 };
    match *target {
        GoodwillTarget::Paranoia { character, add: false } => {
            s.character(character).paranoia as f32
                + g.map_or(0.0, |g| 2.0 * g.paranoia_char[character.index()])
        }
        GoodwillTarget::Paranoia { add: true, .. } => -1.0,
        GoodwillTarget::Location { location } => {
            s.location_intrigue(location) as f32 + g.map_or(0.0, |g| 2.0 * g.intrigue_loc[location.index()])
        }
        GoodwillTarget::Character { character } => {
            let st = s.character(character);
            0.5 + st.intrigue as f32
                + 0.3 * st.paranoia as f32
                + g.map_or(0.0, |g| g.intrigue_char[character.index()] + g.paranoia_char[character.index()])
        }
        _ => 0.7,
    }
}

/// A heuristic Protagonist command: `knows_script` selects the cheating team; `noise` adds
/// uniform noise in `[0, noise)` to every score (0 for the deterministic team).
pub fn heuristic_command(
    s: &State,
    seat: SeatId,
    knows_script: bool,
    noise: f32,
    rng: &mut Rng,
) -> Option<Command> {
    if waiting_seat(s) != Some(seat) || seat == MASTERMIND {
        return None;
    }
    let g = knows_script.then(|| goals(s));
    match s.phase() {
        Phase::ProtagonistCards => {
            let deck = Deck::Protagonist(s.next_protagonist_deck());
            let kinds = hand_kinds(s, deck);
            let targets = free_targets(s, deck);
            let mut best: Option<(f32, Command)> = None;
            for &k in &kinds {
                for &t in &targets {
                    let v = card_score(s, k, t, g.as_ref()) + noise * rng.unit();
                    if best.as_ref().is_none_or(|b| v > b.0) {
                        best = Some((v, Command::PlayCard { card: k, target: t }));
                    }
                }
            }
            best.map(|b| b.1)
        }
        Phase::Goodwill => {
            let mut best = (0.5, Command::EndGoodwill);
            for c in legal_commands(s, seat) {
                if matches!(c, Command::UseGoodwill { .. }) {
                    let v = goodwill_score(s, &c, g.as_ref()) + noise * rng.unit();
                    if v > best.0 {
                        best = (v, c);
                    }
                }
            }
            Some(best.1)
        }
        Phase::TimeSpiral => Some(if knows_script { Command::StartFinalGuess } else { Command::NextLoop }),
        Phase::FinalGuess => {
            let c = s.setup().cast().find(|c| !s.guessed(*c))?;
            let role = if knows_script { s.role(c) } else { Role::Person };
            Some(Command::Guess { character: c, role })
        }
        _ => random_command_for(s, seat, rng),
    }
}

/// The cheating team's command: a Monte Carlo search over its best few options by the cheating
/// heuristic (perfect information: it knows the script), `rollouts` to the end of the loop each
/// round against the Mastermind's prior policy.
pub fn cheating_search(s: &State, seat: SeatId, rollouts: u32, rng: &mut Rng) -> Option<Command> {
    if waiting_seat(s) != Some(seat) || seat == MASTERMIND {
        return None;
    }
    let g = goals(s);
    let mut cands: Vec<(f32, Command)> = match s.phase() {
        Phase::ProtagonistCards => {
            let deck = Deck::Protagonist(s.next_protagonist_deck());
            let targets = free_targets(s, deck);
            hand_kinds(s, deck)
                .into_iter()
                .flat_map(|k| targets.iter().map(move |t| (k, *t)))
                .map(|(k, t)| (card_score(s, k, t, Some(&g)), Command::PlayCard { card: k, target: t }))
                .collect()
        }
        Phase::Goodwill => legal_commands(s, seat)
            .into_iter()
            .map(|c| (if c == Command::EndGoodwill { 0.5 } else { goodwill_score(s, &c, Some(&g)) }, c))
            .collect(),
        _ => return heuristic_command(s, seat, true, 0.0, rng),
    };
    cands.sort_by(|a, b| b.0.total_cmp(&a.0));
    // The best six by the heuristic and four others at random (movement plans get their chance).
    while cands.len() > 10 {
        let i = 6 + rng.below(cands.len() - 6);
        cands.swap_remove(i);
    }
    if cands.len() == 1 || rollouts == 0 {
        return cands.into_iter().next().map(|c| c.1);
    }
    // Successive halving, as the Mastermind's search: three rounds, the better half survives each,
    // so the contenders get most of the rollouts.
    let next: Vec<(f32, Command, State)> = cands
        .into_iter()
        .filter_map(|(prior, c)| {
            let mut n = s.clone();
            step_in_place(&mut n, seat, &c, None).then_some((prior, c, n))
        })
        .collect();
    let play = |i: usize, _: u32| rollout_with(next[i].2.clone(), true, rng);
    let value = |i: usize, lost: f32| -lost + 0.001 * next[i].0.min(10.0);
    crate::sim::successive_halving(next.len(), rollouts, play, value).map(|i| next[i].1.clone())
}

/// Rollouts per decision of the cheating team (the team that knows the script): enough that a
/// script it never wins is believably unwinnable against the AI Mastermind (issue 35; it was 48).
pub const CHEATING_ROLLOUTS: u32 = 200;
