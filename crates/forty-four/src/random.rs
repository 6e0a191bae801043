//! Random legal commands, for property tests, benchmarks and the server's tests: candidates are
//! listed for the seat and only those `decide` accepts are offered.

use dice::{DiceSource, Die};
use engine::SeatId;

use crate::command::{Command, ConspiracyGain, MainGain, ReserveTarget};
use crate::rules::decide;
use crate::state::{Pending, Phase, Quality, Side, State};

/// Dice for trying a command out: faces cycle 1..=6 so ties cannot repeat forever.
struct Trial(u32);

impl DiceSource for Trial {
    fn roll(&mut self, dice: &[Die]) -> Vec<u32> {
        dice.iter()
            .map(|d| {
                self.0 += 1;
                self.0 % d.sides() + 1
            })
            .collect()
    }
}

fn shuffled(mut v: Vec<SeatId>, pick: &mut dyn FnMut(usize) -> usize) -> Vec<SeatId> {
    let mut out = Vec::new();
    while !v.is_empty() {
        let i = pick(v.len()) % v.len();
        out.push(v.remove(i));
    }
    out
}

fn candidates(s: &State, seat: SeatId, pick: &mut dyn FnMut(usize) -> usize) -> Vec<Command> {
    let mut c = vec![Command::Ready];
    let conspirator = s.is_conspirator(seat);
    let reserve = s.reserve(crate::event::Holder(seat)).to_vec();
    match &s.phase {
        Phase::ChoosingOrder { .. } => c.push(Command::SetSceneOrder {
            order: shuffled(s.characters.iter().map(|x| x.seat).collect(), pick),
        }),
        Phase::ChoosingOpponent => {
            c.extend(s.main_seats().into_iter().map(|opponent| Command::ChooseOpponent { opponent }))
        }
        Phase::Framing { step } => c.push(Command::AddDetail { text: format!("detail {}", step + 1) }),
        Phase::Preparing => {
            for q in Quality::ALL {
                c.push(Command::ChooseQuality { quality: q });
                c.push(Command::Assist { quality: q });
            }
            if let Some(ch) = s.character(seat) {
                c.extend(ch.bonds.iter().map(|b| Command::EnlistBond { bond: b.id }));
                c.extend(ch.anxieties.iter().map(|a| Command::TriggerAnxiety { anxiety: a.id }));
            }
            c.extend(s.agents.iter().map(|a| Command::ActivateAgent { agent: a.id }));
            c.extend(s.secrets.iter().map(|x| Command::RevealSecret { secret: x.id }));
            c.push(Command::JoinOperative);
            for side in [Side::Main, Side::Conspiracy] {
                c.push(Command::AddPileDice { side, count: 1 });
                if let Some(&d) = reserve.first() {
                    c.push(Command::GiveReserveDice { side, dice: vec![d] });
                }
            }
        }
        Phase::Improving | Phase::EndImproving => {
            for &d in &reserve {
                c.push(Command::ImproveResult { replace: Some(d), boosts: vec![] });
                c.push(Command::ImproveResult { replace: None, boosts: vec![d] });
            }
        }
        Phase::Resolving { pending } => {
            let conflict =
                s.conflict.clone().unwrap_or_else(|| crate::state::Conflict::new(seat, seat, false));
            match pending.first() {
                Some(Pending::BondStress { .. }) => {
                    let mut bonds = conflict.bonds.clone();
                    if pick(2) == 1 {
                        bonds.reverse();
                    }
                    c.push(Command::OrderBondStress { bonds });
                }
                Some(Pending::BecomeOperative { .. }) => {
                    let sum = s.character(seat).map(|x| x.quality_sum()).unwrap_or(0);
                    let control = pick(sum as usize + 1) as u32;
                    c.push(Command::BecomeOperative { control, program: sum - control });
                }
                Some(Pending::ConspiracyStress { stress, .. }) => {
                    let mut agents = conflict.agents.clone();
                    if pick(2) == 1 {
                        agents.reverse();
                    }
                    let absorbed: u32 =
                        agents.iter().filter_map(|a| s.agent(*a)).map(|a| a.rating).sum::<u32>().min(*stress);
                    let rem = stress - absorbed;
                    let (cc, pp) = s.ratings_of(seat);
                    let control = rem.min(cc);
                    c.push(Command::AllocateStress {
                        agents: agents.clone(),
                        control,
                        program: (rem - control).min(pp),
                    });
                    let program = rem.min(pp);
                    c.push(Command::AllocateStress { agents, control: (rem - program).min(cc), program });
                }
                Some(Pending::Reserve { side, .. }) => {
                    let mut pool = conflict.removed[side.index()].clone();
                    pool.sort_unstable_by(|a, b| b.cmp(a));
                    let limit = s.reserve_limit(crate::event::Holder(seat));
                    let room = limit.saturating_sub(reserve.len());
                    let take: Vec<u32> = pool.iter().copied().take(room).collect();
                    let helpers: Vec<SeatId> = match side {
                        Side::Main => conflict.assists.iter().map(|a| a.seat).collect(),
                        Side::Conspiracy => conflict.operatives.iter().map(|o| o.0).collect(),
                    };
                    for next in [vec![], shuffled(helpers, pick)] {
                        c.push(Command::TakeReserve {
                            take: take.clone(),
                            discard: vec![],
                            next: next.clone(),
                        });
                        c.push(Command::TakeReserve { take: vec![], discard: vec![], next });
                    }
                }
                Some(Pending::ConspiracyGrows) => conspiracy_gains(s, &mut c),
                None => {}
            }
        }
        Phase::Gains { .. } => {
            if conspirator {
                conspiracy_gains(s, &mut c);
            } else if let Some(ch) = s.character(seat) {
                c.extend(
                    Quality::ALL.map(|quality| Command::GainPoint { gain: MainGain::Quality { quality } }),
                );
                c.extend(ch.bonds.iter().map(|b| Command::GainPoint { gain: MainGain::Bond { bond: b.id } }));
                c.push(Command::GainPoint {
                    gain: MainGain::NewBond { name: format!("Bond {}", ch.next_id) },
                });
                c.extend(
                    ch.anxieties
                        .iter()
                        .map(|a| Command::GainPoint { gain: MainGain::Anxiety { anxiety: a.id } }),
                );
                c.push(Command::GainPoint {
                    gain: MainGain::NewAnxiety { name: format!("Anxiety {}", ch.next_id) },
                });
            }
        }
        Phase::EndPreparing => {
            if let Some(&d) = reserve.first() {
                c.push(Command::ReserveToPile { dice: vec![d] });
            }
        }
        Phase::NotStarted | Phase::Epilogue | Phase::Over => {}
    }
    // Uses 4 and 5 of Reserve dice, any time.
    let mut values = reserve.clone();
    values.dedup();
    for v in values {
        let dice: Vec<u32> = reserve.iter().copied().filter(|&d| d == v).collect();
        if conspirator {
            for on in [ReserveTarget::Control, ReserveTarget::Program] {
                c.push(Command::SpendReserve { dice: dice.clone(), on });
            }
            if let Some(a) = s.agents.first() {
                c.push(Command::SpendReserve { dice: vec![v], on: ReserveTarget::Agent { agent: a.id } });
            }
            let name = format!("Agent {}", s.next_agent);
            c.push(Command::SpendReserve { dice: vec![v], on: ReserveTarget::NewAgent { name } });
        } else if let Some(ch) = s.character(seat) {
            for quality in Quality::ALL {
                c.push(Command::SpendReserve { dice: dice.clone(), on: ReserveTarget::Quality { quality } });
            }
            if let Some(b) = ch.bonds.first() {
                c.push(Command::SpendReserve { dice: vec![v], on: ReserveTarget::Bond { bond: b.id } });
            }
            let name = format!("Bond {}", ch.next_id);
            c.push(Command::SpendReserve { dice: vec![v], on: ReserveTarget::NewBond { name } });
        }
    }
    c
}

fn conspiracy_gains(s: &State, c: &mut Vec<Command>) {
    c.push(Command::GrowConspiracy { gain: ConspiracyGain::Control });
    c.push(Command::GrowConspiracy { gain: ConspiracyGain::Program });
    c.extend(
        s.agents.iter().map(|a| Command::GrowConspiracy { gain: ConspiracyGain::Agent { agent: a.id } }),
    );
    c.push(Command::GrowConspiracy {
        gain: ConspiracyGain::NewAgent { name: format!("Agent {}", s.next_agent) },
    });
    c.extend(
        s.secrets.iter().map(|x| Command::GrowConspiracy { gain: ConspiracyGain::Secret { secret: x.id } }),
    );
    c.push(Command::GrowConspiracy {
        gain: ConspiracyGain::NewSecret { text: format!("Secret {}", s.next_secret) },
    });
}

/// The candidates `decide` accepts (transitional: open fields are not described yet).
pub(crate) fn legal_commands(state: &State, seat: SeatId) -> Vec<engine::Legal<Command>> {
    candidates(state, seat, &mut |_| 0)
        .into_iter()
        .filter(|cmd| decide(state, seat, cmd, &mut dice::Probe::new()).is_ok())
        .map(engine::Legal::whole)
        .collect()
}

/// A legal command for `seat`, or `None` when the seat has nothing to do. `pick(n)` returns an
/// index in `0..n`. Commands that move the game on are preferred for seats the game waits on, so
/// random games end.
pub fn random_command(state: &State, seat: SeatId, pick: &mut dyn FnMut(usize) -> usize) -> Option<Command> {
    let legal: Vec<Command> = candidates(state, seat, pick)
        .into_iter()
        .filter(|cmd| decide(state, seat, cmd, &mut Trial(0)).is_ok())
        .collect();
    if legal.is_empty() {
        return None;
    }
    Some(legal[pick(legal.len()) % legal.len()].clone())
}
