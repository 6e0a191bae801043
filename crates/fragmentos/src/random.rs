//! Random legal commands, for property tests, benchmarks and the server's random games.
//!
//! Candidates are generated from the state and each is checked with `decide` (against throwaway dice),
//! so every command returned is accepted.

use dice::{DiceSource, Die};
use engine::SeatId;

use crate::model::{
    CharacterKind, CharacterSheet, Characteristic, Hurry, Quality, QualityEffect, QualityKind,
};
use crate::protocol::{CharacterId, Command, QualityRef, Recovery, SideCall};
use crate::rules::{DIRECTOR, controller, decide};
use crate::state::{RollPhase, State};

/// Dice that cycle through the faces; only used to check that a command is accepted.
struct Probe(u32);

impl DiceSource for Probe {
    fn roll(&mut self, dice: &[Die]) -> Vec<u32> {
        dice.iter()
            .map(|d| {
                self.0 = self.0 % d.sides() + 1;
                self.0
            })
            .collect()
    }
}

fn subset(n: usize, pick: &mut dyn FnMut(usize) -> usize) -> Vec<usize> {
    (0..n).filter(|_| pick(2) == 1).collect()
}

fn side(state: &State, id: CharacterId, pick: &mut dyn FnMut(usize) -> usize) -> SideCall {
    let c = &state.characters[id.0 as usize];
    SideCall {
        character: id,
        characteristic: Characteristic::ALL[pick(3)],
        traits: subset(c.sheet.traits.len(), pick),
        objects: subset(c.sheet.objects.len(), pick),
    }
}

/// A legal command for `seat`, or `None` when the seat has nothing to do. `pick(n)` returns an index
/// in `0..n`.
pub fn random_command(state: &State, seat: SeatId, pick: &mut dyn FnMut(usize) -> usize) -> Option<Command> {
    let mut candidates: Vec<Command> = Vec::new();
    let ids: Vec<CharacterId> = (0..state.characters.len()).map(|i| CharacterId(i as u16)).collect();
    let mine: Vec<CharacterId> = ids.iter().copied().filter(|&id| controller(state, id) == seat).collect();
    let able: Vec<CharacterId> =
        ids.iter().copied().filter(|&id| state.characters[id.0 as usize].able()).collect();
    let effects = [QualityEffect::Reverse, QualityEffect::Narrate];

    match &state.roll {
        Some(r) => match r.phase {
            RollPhase::Rolling => {
                for s in r.sides.iter().filter(|s| s.throw.is_none() && mine.contains(&s.call.character)) {
                    let object = if s.call.objects.is_empty() || pick(2) == 0 {
                        None
                    } else {
                        Some(s.call.objects[pick(s.call.objects.len())])
                    };
                    candidates.push(Command::Roll { character: s.call.character, object });
                }
            }
            RollPhase::Outcome => {
                if seat == DIRECTOR {
                    candidates.push(Command::Conclude);
                    candidates.push(Command::Conclude);
                }
            }
            RollPhase::Damage => {
                if let Some(d) = r.damage.filter(|d| mine.contains(&d.character)) {
                    candidates.push(Command::Protect { character: d.character });
                    candidates.push(Command::TakeDamage { character: d.character });
                }
            }
        },
        None => {
            if seat == DIRECTOR {
                if state.scene.is_some() {
                    if pick(6) == 0 {
                        candidates.push(Command::EndScene);
                    }
                } else {
                    let n = pick(3);
                    candidates.push(Command::StartScene {
                        qualities: (0..n).map(|i| format!("milestone {i}")).collect(),
                    });
                }
                if !able.is_empty() {
                    let who = able[pick(able.len())];
                    let call = side(state, who, pick);
                    candidates.push(Command::CallChallenge {
                        character: who,
                        characteristic: call.characteristic,
                        difficulty: 2 + pick(8) as u32,
                        dangerous: pick(2) == 0,
                        traits: call.traits,
                        objects: call.objects,
                    });
                }
                if able.len() >= 2 {
                    let a = able[pick(able.len())];
                    let b = able[pick(able.len())];
                    if a != b {
                        let sides = vec![side(state, a, pick), side(state, b, pick)];
                        candidates.push(Command::CallConflict { sides, dangerous: pick(2) == 0 });
                    }
                    let characters =
                        subset(able.len(), pick).into_iter().map(|i| able[i]).collect::<Vec<_>>();
                    if !characters.is_empty() && pick(3) == 0 {
                        candidates.push(Command::StartRound { characters });
                    }
                }
                if pick(40) == 0 {
                    let kind = if pick(2) == 0 { CharacterKind::Secondary } else { CharacterKind::Monster };
                    candidates.push(Command::IntroduceCharacter {
                        sheet: CharacterSheet {
                            name: format!("stranger {}", state.characters.len()),
                            kind,
                            action: 1 + pick(4) as u32,
                            cognition: 1 + pick(4) as u32,
                            interaction: 1 + pick(4) as u32,
                            traits: vec![],
                            qualities: vec![],
                            objects: vec![],
                            notes: format!("director's note on stranger {}", state.characters.len()),
                            secret_qualities: vec![Quality {
                                kind: QualityKind::Weakness,
                                text: format!("secret weakness of stranger {}", state.characters.len()),
                            }],
                        },
                    });
                }
                for &id in &ids {
                    if !state.characters[id.0 as usize].sheet.secret_qualities.is_empty() && pick(10) == 0 {
                        candidates.push(Command::RevealQuality { character: id, index: 0 });
                    }
                }
                if pick(500) == 0 {
                    candidates.push(Command::EndStory);
                }
                if let Some(&id) = ids.get(pick(ids.len().max(1))) {
                    candidates.push(Command::AwardOvercoming { character: id, reason: String::new() });
                }
            }
            for &id in &mine {
                candidates.push(Command::Retry { character: id });
                candidates.push(Command::Rest {
                    character: id,
                    recovery: if pick(2) == 0 {
                        Recovery::OneEach
                    } else {
                        Recovery::TwoIn { characteristic: Characteristic::ALL[pick(3)] }
                    },
                });
                let hurry = match pick(4) {
                    0 => Some(Hurry::ActEarly),
                    1 => Some(Hurry::ActAgain),
                    _ => None,
                };
                candidates.push(Command::Act { character: id, hurry });
                candidates.push(Command::Act { character: id, hurry: None });
                candidates.push(Command::Act { character: id, hurry: None });
            }
        }
    }
    // Qualities and total scores, any time they may apply.
    if pick(3) == 0 {
        for &id in &mine {
            candidates.push(Command::UseTotals { character: id });
        }
        let owner = ids[pick(ids.len())];
        let n = state.characters[owner.0 as usize].sheet.qualities.len();
        if n > 0 {
            candidates.push(Command::ActivateQuality {
                quality: QualityRef::Character { character: owner, index: pick(n) },
                effect: effects[pick(2)],
                harms_owner: pick(2) == 0,
                note: String::new(),
            });
        }
        if let Some(scene) = state.scene.as_ref().filter(|s| !s.qualities.is_empty()) {
            candidates.push(Command::ActivateQuality {
                quality: QualityRef::Scene { index: pick(scene.qualities.len()) },
                effect: effects[pick(2)],
                harms_owner: false,
                note: String::new(),
            });
        }
    }
    let legal: Vec<Command> = candidates
        .into_iter()
        .filter(|c| decide(state, seat, c, &mut Probe(pick(6) as u32)).is_ok())
        .collect();
    if legal.is_empty() {
        // The Director can always end the story; nothing else is guaranteed.
        if seat == DIRECTOR && !state.over && state.started {
            return Some(Command::EndStory);
        }
        return None;
    }
    Some(legal[pick(legal.len())].clone())
}
