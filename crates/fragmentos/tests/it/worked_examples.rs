//! Every worked example of the rulebook, with its numbers.

use crate::common::*;
use fragmentos::Characteristic::{Action, Cognition, Interaction};
use fragmentos::*;

fn mark() -> CharacterSheet {
    let s = sheet("Mark", CharacterKind::Main, 3, 4, 2);
    let s = with_trait(s, "Boxeador aficionado", Action, 2);
    let s = with_trait(s, "Discreto", Interaction, 1);
    with_quality(s, QualityKind::Complication, "Sobrepeso")
}

fn catherine() -> CharacterSheet {
    with_trait(sheet("Catherine", CharacterKind::Main, 2, 3, 4), "Atractivo inocente", Interaction, 2)
}

fn guard() -> CharacterSheet {
    with_trait(sheet("Vigilante del hotel", CharacterKind::Secondary, 3, 2, 2), "Atento", Cognition, 1)
}

fn receptionist() -> CharacterSheet {
    with_trait(sheet("Recepcionista", CharacterKind::Secondary, 2, 2, 3), "Profesional", Interaction, 1)
}

fn flayed_man() -> CharacterSheet {
    let s =
        with_trait(sheet("El hombre descarnado", CharacterKind::Monster, 4, 3, 1), "Implacable", Action, 4);
    with_quality(s, QualityKind::Weakness, "Teme al fuego")
}

/// Mark 0, Catherine 1, the guard 2, the receptionist 3, the flayed man 4.
fn hotel(threat: u32) -> engine::Table<Fragmentos> {
    table(&config(vec![mark(), catherine()], vec![guard(), receptionist(), flayed_man()], threat))
}

fn climb(faces: &[u32], traits: Vec<usize>) -> Throw {
    climb_as(mark(), faces, traits)
}

fn climb_as(mark: CharacterSheet, faces: &[u32], traits: Vec<usize>) -> Throw {
    let mut t = table(&config(vec![mark], vec![], 2));
    let call = Command::CallChallenge {
        character: ch(0),
        characteristic: Action,
        difficulty: 6,
        dangerous: false,
        traits,
        objects: vec![],
    };
    act(&mut t, DIRECTOR, call, &[]);
    throws(&act(&mut t, P1, roll(0), faces)).remove(0)
}

// "Retos": Mark climbs the lift shaft with acción 3 and rolls 2,4,4: 5; 4,4,4 would be 6; 2,2,4 is 4.
#[test]
fn retos_mark_climbs_the_lift_shaft_highest_with_matches() {
    assert_eq!(climb(&[2, 4, 4], vec![]).total, 5);
    assert_eq!(climb(&[4, 4, 4], vec![]).total, 6);
    assert_eq!(climb(&[2, 2, 4], vec![]).total, 4);
}

// "Rasgos": the Director refuses Boxeador aficionado +2 for climbing (5 stays 5); Alpinismo +2 would
// have made it 7.
#[test]
fn rasgos_mark_boxer_refused_climber_accepted() {
    // Boxeador aficionado (trait 0) is not accepted for climbing.
    let refused = climb(&[2, 4, 4], vec![]);
    assert_eq!((refused.total, refused.trait_used), (5, None));
    // A Mark with Alpinismo +2, accepted: +2 on the 5.
    let climber = with_trait(sheet("Mark", CharacterKind::Main, 3, 4, 2), "Alpinismo", Action, 2);
    let accepted = climb_as(climber, &[2, 4, 4], vec![0]);
    assert_eq!((accepted.value, accepted.bonus, accepted.total), (5, 2, 7));
}

// "Conflictos": Mark hides (acción 3: 2,5,6 → 6, Discreto +1 of interacción → 7) from the guard
// (cognición 2: 3,3 → 4, Atento +1 → 5). Mark wins.
#[test]
fn conflictos_mark_hides_from_the_hotel_guard() {
    let mut t = hotel(2);
    act(&mut t, DIRECTOR, conflict(side(0, Action, vec![1]), side(2, Cognition, vec![0]), false), &[]);
    let mark = throws(&act(&mut t, P1, roll(0), &[2, 5, 6])).remove(0);
    assert_eq!((mark.value, mark.bonus, mark.total), (6, 1, 7));
    let events = act(&mut t, DIRECTOR, roll(2), &[3, 3]);
    let guard = throws(&events).remove(0);
    assert_eq!((guard.value, guard.bonus, guard.total), (4, 1, 5));
    assert!(events.contains(&Event::ConflictResolved { winner: Some(ch(0)), by_tie_rule: false }));
    // Not dangerous: nobody loses anything.
    act(&mut t, DIRECTOR, Command::Conclude, &[]);
    assert_eq!(current(&t, 0, Action), 3);
    assert_eq!(current(&t, 2, Cognition), 2);
}

// "Presagios": Catherine (interacción 4: 1,1,2,4 → 4, +2 → 6) beats the receptionist (interacción 3:
// 1,3,4 → 4, +1 → 5). Three omens against a threat of 6 (half 3): the threat rises to 7.
#[test]
fn presagios_catherine_charms_the_receptionist_and_the_threat_rises() {
    let mut t = hotel(6);
    act(&mut t, DIRECTOR, conflict(side(1, Interaction, vec![0]), side(3, Interaction, vec![0]), false), &[]);
    let cat = throws(&act(&mut t, P2, roll(1), &[1, 1, 2, 4])).remove(0);
    assert_eq!((cat.total, cat.omens), (6, 2));
    let events = act(&mut t, DIRECTOR, roll(3), &[1, 3, 4]);
    let rec = throws(&events).remove(0);
    assert_eq!((rec.total, rec.omens), (5, 1));
    assert!(events.contains(&Event::ThreatRose { omens: 3, level: 7 }));
    assert!(events.contains(&Event::ConflictResolved { winner: Some(ch(1)), by_tie_rule: false }));
    assert_eq!(state(&t).threat, 7);
}

// "Retos peligrosos": Mark (cognición 4: 2,2,3,5 → 5, Discreto +1 → 6) against the flayed man
// (cognición 3: the text's "0,3,3" read as 1,3,3 → 4, Implacable +4 → 8). A conflict with the
// monster is dangerous without spending threat; Mark loses 1 + 1 (the monster's omen): 4 → 2.
#[test]
fn retos_peligrosos_the_flayed_man_finds_mark() {
    let mut t = hotel(7);
    let events =
        act(&mut t, DIRECTOR, conflict(side(0, Cognition, vec![1]), side(4, Cognition, vec![0]), false), &[]);
    assert!(matches!(events[..], [Event::ConflictCalled { danger: Danger::Monster, .. }]));
    assert_eq!(state(&t).threat, 7, "no threat spent");
    assert_eq!(throws(&act(&mut t, P1, roll(0), &[2, 2, 3, 5]))[0].total, 6);
    let events = act(&mut t, DIRECTOR, roll(4), &[1, 3, 3]);
    let monster = throws(&events).remove(0);
    assert_eq!((monster.value, monster.bonus, monster.total, monster.omens), (4, 4, 8, 1));
    assert!(events.contains(&Event::ConflictResolved { winner: Some(ch(4)), by_tie_rule: false }));
    assert_eq!(state(&t).threat, 7, "one omen is below half of 7");
    // Script protection is active at 7 and Mark has points: his player chooses to take the damage.
    let events = act(&mut t, DIRECTOR, Command::Conclude, &[]);
    assert_eq!(events, vec![Event::DamagePending { character: ch(0), characteristic: Cognition, amount: 2 }]);
    let events = act(&mut t, P1, Command::TakeDamage { character: ch(0) }, &[]);
    assert_eq!(
        events[0],
        Event::CharacteristicLost { character: ch(0), characteristic: Cognition, amount: 2, current: 2 }
    );
    assert_eq!(current(&t, 0, Cognition), 2);
}

// "Cualidades": Mark (acción 3: 2,2,4 → 4) fails to overturn the cart; his player activates his
// complication Sobrepeso and the failure becomes a success. The overcoming point goes to the threat.
#[test]
fn cualidades_mark_overturns_the_cart_with_sobrepeso() {
    let mut t = hotel(7);
    act(&mut t, DIRECTOR, challenge(0, Action, 5, false), &[]);
    let events = act(&mut t, P1, roll(0), &[2, 2, 4]);
    assert!(events.contains(&Event::ChallengeResolved { difficulty: 5, total: 4, success: false }));
    let activate = Command::ActivateQuality {
        quality: QualityRef::Character { character: ch(0), index: 0 },
        effect: QualityEffect::Reverse,
        harms_owner: false,
        note: "using his weight, Mark rocks the cart over".into(),
    };
    let events = act(&mut t, P1, activate, &[]);
    assert_eq!(
        events[0],
        Event::PointMoved {
            from: Some(Pool::Overcoming { character: ch(0) }),
            to: Some(Pool::Threat),
            reason: Reason::Quality
        }
    );
    assert!(events.contains(&Event::OutcomeReversed { success: Some(true), winner: None }));
    assert_eq!(state(&t).characters[0].overcoming, 4);
    assert_eq!(state(&t).threat, 8);
    act(&mut t, DIRECTOR, Command::Conclude, &[]);
    assert_eq!(state(&t).retry, None, "a success cannot be retried");
}
