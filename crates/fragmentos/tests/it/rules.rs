//! One test per rule, named after the rulebook's section ("Retos", "Conflictos", "Presagios", "Retos
//! peligrosos", "Protección de guión", "Orden de actuación", "Cualidades", "Superación", "Amenaza",
//! "Objetos").

use crate::common::*;
use engine::{Game, Viewer};
use fragmentos::Characteristic::{Action, Cognition};
use fragmentos::*;

/// Ann (0) and Bob (1) are main characters; Guard (2) secondary; Beast (3) a monster.
fn basic(threat: u32) -> engine::Table<Fragmentos> {
    let ann = with_quality(
        with_quality(sheet("Ann", CharacterKind::Main, 3, 3, 3), QualityKind::Concept, "Nurse"),
        QualityKind::Complication,
        "Afraid of the dark",
    );
    let ann = with_object(with_trait(ann, "Runner", Action, 1), "Shotgun", 3);
    let bob = with_quality(sheet("Bob", CharacterKind::Main, 2, 2, 2), QualityKind::Complication, "Drunk");
    let guard = sheet("Guard", CharacterKind::Secondary, 2, 2, 2);
    let mut beast =
        with_quality(sheet("Beast", CharacterKind::Monster, 3, 3, 3), QualityKind::Concept, "Hungry");
    beast.notes = "SECRET-NOTE the beast is the janitor".into();
    beast.secret_qualities =
        vec![Quality { kind: QualityKind::Weakness, text: "SECRET-WEAKNESS salt".into() }];
    table(&config(vec![ann, bob], vec![guard, beast], threat))
}

fn fail_challenge(t: &mut engine::Table<Fragmentos>, dangerous: bool, faces: &[u32]) -> Vec<Event> {
    act(t, DIRECTOR, challenge(0, Action, 12, dangerous), &[]);
    act(t, P1, roll(0), faces);
    act(t, DIRECTOR, Command::Conclude, &[])
}

// ---- Retos -------------------------------------------------------------------------------------

#[test]
fn retos_difficulty_is_hidden_from_players_until_the_roll() {
    let mut t = basic(2);
    act(&mut t, DIRECTOR, challenge(0, Action, 5, false), &[]);
    assert_eq!(view(&t, DIRECTOR).roll.unwrap().difficulty, Some(5));
    for seat in [P1, P2] {
        assert_eq!(view(&t, seat).roll.unwrap().difficulty, None);
    }
    assert_eq!(Fragmentos::view(t.state(), Viewer::Spectator).roll.unwrap().difficulty, None);
    let called = t.log_for(Viewer::Seat(P1)).last().unwrap().event;
    assert!(matches!(called, Event::ChallengeCalled { difficulty: None, .. }));
    act(&mut t, P1, roll(0), &[5, 2, 2]);
    assert_eq!(view(&t, P1).roll.unwrap().difficulty, Some(5));
}

#[test]
fn retos_equal_to_difficulty_is_a_success() {
    let mut t = basic(2);
    act(&mut t, DIRECTOR, challenge(0, Cognition, 5, false), &[]);
    let events = act(&mut t, P1, roll(0), &[5, 2, 2]);
    assert!(events.contains(&Event::ChallengeResolved { difficulty: 5, total: 5, success: true }));
}

#[test]
fn retos_failing_a_safe_challenge_costs_nothing() {
    let mut t = basic(2);
    fail_challenge(&mut t, false, &[2, 3, 1]);
    assert_eq!(current(&t, 0, Action), 3);
}

#[test]
fn retos_only_the_best_accepted_trait_applies() {
    let s =
        with_trait(with_trait(sheet("Ann", CharacterKind::Main, 2, 2, 2), "A", Action, 1), "B", Cognition, 3);
    let mut t = table(&config(vec![s], vec![], 2));
    let call = Command::CallChallenge {
        character: ch(0),
        characteristic: Action,
        difficulty: 3,
        dangerous: false,
        traits: vec![0, 1],
        objects: vec![],
    };
    act(&mut t, DIRECTOR, call, &[]);
    let th = throws(&act(&mut t, P1, roll(0), &[2, 3])).remove(0);
    assert_eq!((th.trait_used, th.bonus, th.total), (Some(1), 3, 6));
}

#[test]
fn retos_retry_costs_an_overcoming_point_and_keeps_the_difficulty() {
    let mut t = basic(2);
    fail_challenge(&mut t, false, &[2, 3, 4]);
    assert_eq!(view(&t, P1).retry, Some(ch(0)));
    let events = act(&mut t, P1, Command::Retry { character: ch(0) }, &[]);
    assert!(matches!(events[1], Event::ChallengeCalled { difficulty: Some(12), revealed: true, .. }));
    assert_eq!(state(&t).characters[0].overcoming, 4);
    assert_eq!(view(&t, P1).roll.unwrap().difficulty, Some(12), "a retried difficulty is known");
}

#[test]
fn retos_retry_without_overcoming_is_refused() {
    let mut c = config(vec![sheet("Ann", CharacterKind::Main, 3, 3, 3)], vec![], 2);
    c.initial_overcoming = 0;
    let mut t = table(&c);
    fail_challenge(&mut t, false, &[2, 3, 4]);
    assert_eq!(refuse(&mut t, P1, Command::Retry { character: ch(0) }), "fragmentos.overcoming.none");
}

#[test]
fn retos_only_a_failed_challenge_can_be_retried() {
    let mut t = basic(2);
    act(&mut t, DIRECTOR, challenge(0, Action, 2, false), &[]);
    act(&mut t, P1, roll(0), &[2, 3, 4]);
    act(&mut t, DIRECTOR, Command::Conclude, &[]);
    assert_eq!(refuse(&mut t, P1, Command::Retry { character: ch(0) }), "fragmentos.retry.nothing");
    // Nor someone else's failure.
    fail_challenge(&mut t, false, &[2, 3, 4]);
    assert_eq!(refuse(&mut t, P2, Command::Retry { character: ch(0) }), "fragmentos.character.not_yours");
    assert_eq!(refuse(&mut t, P2, Command::Retry { character: ch(1) }), "fragmentos.retry.nothing");
}

// ---- Objetos -----------------------------------------------------------------------------------

#[test]
fn objetos_an_accepted_object_adds_its_dice() {
    let mut t = basic(2);
    let call = Command::CallChallenge {
        character: ch(0),
        characteristic: Action,
        difficulty: 4,
        dangerous: false,
        traits: vec![],
        objects: vec![0],
    };
    act(&mut t, DIRECTOR, call, &[]);
    let th =
        throws(&act(&mut t, P1, Command::Roll { character: ch(0), object: Some(0) }, &[2, 2, 2, 3, 3, 3]))
            .remove(0);
    assert_eq!((th.dice, th.value), (6, 5));
}

#[test]
fn objetos_an_object_not_accepted_is_refused() {
    let mut t = basic(2);
    act(&mut t, DIRECTOR, challenge(0, Action, 4, false), &[]);
    let cmd = Command::Roll { character: ch(0), object: Some(0) };
    assert_eq!(refuse(&mut t, P1, cmd), "fragmentos.object.not_accepted");
}

#[test]
fn objetos_give_one_to_three_dice() {
    let s = with_object(sheet("Ann", CharacterKind::Main, 3, 3, 3), "Tank", 4);
    let err = Fragmentos::start(&config(vec![s], vec![], 2), &mut dice::Scripted::new([])).unwrap_err();
    assert_eq!(err.code, "fragmentos.config.object_dice");
}

// ---- Conflictos --------------------------------------------------------------------------------

#[test]
fn conflictos_main_character_wins_a_tie_against_a_secondary() {
    let mut t = basic(2);
    act(&mut t, DIRECTOR, conflict(side(2, Action, vec![]), side(0, Action, vec![]), false), &[]);
    act(&mut t, DIRECTOR, roll(2), &[4, 2]);
    let events = act(&mut t, P1, roll(0), &[4, 3, 2]);
    assert!(events.contains(&Event::ConflictResolved { winner: Some(ch(0)), by_tie_rule: true }));
}

#[test]
fn conflictos_main_character_wins_a_tie_against_a_monster() {
    let mut t = basic(2);
    act(&mut t, DIRECTOR, conflict(side(0, Action, vec![]), side(3, Action, vec![]), false), &[]);
    act(&mut t, P1, roll(0), &[4, 3, 2]);
    let events = act(&mut t, DIRECTOR, roll(3), &[4, 2, 3]);
    assert!(events.contains(&Event::ConflictResolved { winner: Some(ch(0)), by_tie_rule: true }));
}

#[test]
fn conflictos_other_ties_are_rolled_again() {
    let mut t = basic(2);
    act(&mut t, DIRECTOR, conflict(side(0, Action, vec![]), side(1, Action, vec![]), false), &[]);
    act(&mut t, P1, roll(0), &[4, 3, 2]);
    // Bob ties (4), both roll again: Ann 2,2,3 → 3; Bob 5,2 → 5.
    let events = act(&mut t, P2, roll(1), &[4, 2, 2, 2, 3, 5, 2]);
    let rerolls: Vec<u32> = events
        .iter()
        .filter_map(|e| if let Event::Rolled { reroll, .. } = e { Some(*reroll) } else { None })
        .collect();
    assert_eq!(rerolls, vec![0, 1, 1]);
    assert!(events.contains(&Event::ConflictResolved { winner: Some(ch(1)), by_tie_rule: false }));
}

#[test]
fn conflictos_endless_ties_end_without_winner_after_the_limit() {
    let mut c = config(
        vec![sheet("Ann", CharacterKind::Main, 1, 1, 1), sheet("Bob", CharacterKind::Main, 1, 1, 1)],
        vec![],
        2,
    );
    c.rulings.max_tie_rerolls = 2;
    let mut t = table(&c);
    act(&mut t, DIRECTOR, conflict(side(0, Action, vec![]), side(1, Action, vec![]), true), &[]);
    act(&mut t, P1, roll(0), &[3]);
    let events = act(&mut t, P2, roll(1), &[3, 4, 4, 5, 5]);
    assert!(events.contains(&Event::ConflictResolved { winner: None, by_tie_rule: false }));
    // Nobody loses a dangerous conflict without a winner.
    act(&mut t, DIRECTOR, Command::Conclude, &[]);
    assert_eq!((current(&t, 0, Action), current(&t, 1, Action)), (1, 1));
}

#[test]
fn conflictos_have_two_different_characters() {
    let mut t = basic(2);
    let cmd = conflict(side(0, Action, vec![]), side(0, Cognition, vec![]), false);
    assert_eq!(refuse(&mut t, DIRECTOR, cmd), "fragmentos.conflict.sides");
}

// ---- Presagios ---------------------------------------------------------------------------------

#[test]
fn presagios_omens_below_half_the_threat_do_not_raise_it() {
    let mut t = basic(5);
    act(&mut t, DIRECTOR, challenge(0, Action, 2, false), &[]);
    let events = act(&mut t, P1, roll(0), &[1, 4, 4]);
    assert!(!events.iter().any(|e| matches!(e, Event::ThreatRose { .. })));
    assert_eq!(state(&t).threat, 5);
}

#[test]
fn presagios_omens_at_half_the_threat_rounded_down_raise_it_by_one() {
    let mut t = basic(5);
    act(&mut t, DIRECTOR, challenge(0, Action, 2, false), &[]);
    let events = act(&mut t, P1, roll(0), &[1, 1, 4]);
    assert!(events.contains(&Event::ThreatRose { omens: 2, level: 6 }));
    assert_eq!(state(&t).threat, 6);
}

#[test]
fn presagios_a_roll_without_omens_never_raises_the_threat() {
    assert!(!omens_raise_threat(0, 0));
    assert!(!omens_raise_threat(0, 1));
    assert!(omens_raise_threat(1, 1));
    assert!(omens_raise_threat(3, 6));
    assert!(!omens_raise_threat(3, 8));
}

// ---- Retos peligrosos --------------------------------------------------------------------------

#[test]
fn retos_peligrosos_declaring_danger_costs_a_threat_point() {
    let mut t = basic(3);
    let events = act(&mut t, DIRECTOR, challenge(0, Action, 5, true), &[]);
    assert_eq!(
        events[0],
        Event::PointMoved { from: Some(Pool::Threat), to: None, reason: Reason::DangerDeclared }
    );
    assert_eq!(state(&t).threat, 2);
    assert_eq!(state(&t).roll.as_ref().unwrap().danger, Danger::Declared);
}

#[test]
fn retos_peligrosos_without_threat_cannot_be_declared() {
    let mut t = basic(0);
    assert_eq!(refuse(&mut t, DIRECTOR, challenge(0, Action, 5, true)), "fragmentos.threat.none");
}

#[test]
fn retos_peligrosos_from_threat_8_every_roll_is_dangerous_for_free() {
    let mut t = basic(8);
    let events = act(&mut t, DIRECTOR, challenge(0, Action, 5, false), &[]);
    assert!(matches!(events[..], [Event::ChallengeCalled { danger: Danger::Automatic, .. }]));
    assert_eq!(state(&t).threat, 8);
}

#[test]
fn retos_peligrosos_a_conflict_with_the_monster_is_always_dangerous() {
    let mut t = basic(0);
    let events =
        act(&mut t, DIRECTOR, conflict(side(0, Action, vec![]), side(3, Action, vec![]), false), &[]);
    assert!(matches!(events[..], [Event::ConflictCalled { danger: Danger::Monster, .. }]));
}

#[test]
fn retos_peligrosos_failing_loses_one_point_plus_one_per_omen() {
    // Threat 9: no script protection, everything dangerous.
    let mut t = basic(9);
    let events = fail_challenge(&mut t, false, &[1, 1, 4]);
    assert!(events.contains(&Event::CharacteristicLost {
        character: ch(0),
        characteristic: Action,
        amount: 3,
        current: 0
    }));
}

#[test]
fn retos_peligrosos_the_loser_of_a_conflict_loses_by_the_attackers_omens() {
    let mut t = basic(9);
    act(&mut t, DIRECTOR, conflict(side(0, Cognition, vec![]), side(2, Cognition, vec![]), false), &[]);
    act(&mut t, P1, roll(0), &[1, 1, 6]); // Ann: 6, two omens
    act(&mut t, DIRECTOR, roll(2), &[2, 3]); // Guard: 3
    let events = act(&mut t, DIRECTOR, Command::Conclude, &[]);
    // The guard loses 1 + Ann's 2 omens = 3: 2 → -1, out of the story; the threat grows.
    assert!(events.contains(&Event::CharacteristicLost {
        character: ch(2),
        characteristic: Cognition,
        amount: 3,
        current: -1
    }));
    assert!(events.contains(&Event::LeftTheStory { character: ch(2) }));
    assert_eq!(state(&t).threat, 10, "two omens are below half of 9; the secondary's death adds 1");
}

#[test]
fn retos_peligrosos_zero_incapacitates_and_below_zero_is_out_of_the_story() {
    let mut t = basic(9);
    let events = fail_challenge(&mut t, false, &[2, 3, 4]);
    assert!(events.contains(&Event::CharacteristicLost {
        character: ch(0),
        characteristic: Action,
        amount: 1,
        current: 2
    }));
    fail_challenge(&mut t, false, &[2, 3]);
    let events = fail_challenge(&mut t, false, &[2]);
    assert!(
        events.iter().any(|e| matches!(e, Event::Incapacitated { character, .. } if *character == ch(0)))
    );
    assert_eq!(view(&t, P1).characters[0].status, Status::Incapacitated);
    assert_eq!(
        refuse(&mut t, DIRECTOR, challenge(0, Cognition, 3, false)),
        "fragmentos.character.incapacitated"
    );
}

#[test]
fn retos_peligrosos_when_every_main_character_is_out_the_story_ends() {
    let mut t = table(&config(vec![sheet("Ann", CharacterKind::Main, 1, 1, 1)], vec![], 9));
    act(&mut t, DIRECTOR, challenge(0, Action, 12, false), &[]);
    act(&mut t, P1, roll(0), &[1]);
    let events = act(&mut t, DIRECTOR, Command::Conclude, &[]);
    assert!(events.contains(&Event::LeftTheStory { character: ch(0) }));
    assert!(matches!(events.last(), Some(Event::StoryEnded { .. })));
    assert!(engine::Table::waiting_on(&t).is_empty());
    assert_eq!(refuse(&mut t, DIRECTOR, Command::EndStory), "game.over");
}

// ---- Protección de guión -----------------------------------------------------------------------

#[test]
fn proteccion_de_guion_is_optional_while_the_damage_leaves_the_character_standing() {
    let mut t = basic(2);
    let events = fail_challenge(&mut t, true, &[2, 3, 4]);
    assert_eq!(events, vec![Event::DamagePending { character: ch(0), characteristic: Action, amount: 1 }]);
    assert_eq!(engine::Table::waiting_on(&t), vec![P1]);
    assert_eq!(refuse(&mut t, P2, Command::Protect { character: ch(0) }), "fragmentos.character.not_yours");
    act(&mut t, P1, Command::Protect { character: ch(0) }, &[]);
    assert_eq!(current(&t, 0, Action), 3);
    assert_eq!(state(&t).characters[0].overcoming, 4);
    assert_eq!(state(&t).threat, 2, "1 spent declaring danger, 1 back from the overcoming point");
    // The failure itself stands: it may be retried.
    assert_eq!(state(&t).retry.as_ref().map(|r| r.character), Some(ch(0)));
}

#[test]
fn proteccion_de_guion_is_forced_when_the_damage_would_reach_zero() {
    let mut t = basic(3);
    let events = fail_challenge(&mut t, true, &[1, 1, 4]);
    assert!(events.contains(&Event::DamageIgnored { character: ch(0), forced: true }));
    assert_eq!(current(&t, 0, Action), 3);
    assert_eq!(state(&t).characters[0].overcoming, 4);
}

#[test]
fn proteccion_de_guion_ends_at_the_threat_level_of_the_climax() {
    let mut t = basic(8);
    let events = fail_challenge(&mut t, false, &[2, 3, 4]);
    assert!(events.iter().any(|e| matches!(e, Event::CharacteristicLost { .. })));
    assert!(!view(&t, P1).script_protection);
}

#[test]
fn proteccion_de_guion_secondary_characters_have_none() {
    let mut t = basic(3);
    act(&mut t, DIRECTOR, conflict(side(0, Action, vec![]), side(2, Action, vec![]), true), &[]);
    act(&mut t, P1, roll(0), &[6, 2, 2]);
    act(&mut t, DIRECTOR, roll(2), &[2, 3]);
    let events = act(&mut t, DIRECTOR, Command::Conclude, &[]);
    assert!(events.contains(&Event::CharacteristicLost {
        character: ch(2),
        characteristic: Action,
        amount: 1,
        current: 1
    }));
}

#[test]
fn proteccion_de_guion_the_director_pays_threat_to_protect_a_monster() {
    let mut t = basic(3);
    act(&mut t, DIRECTOR, conflict(side(0, Action, vec![]), side(3, Action, vec![]), false), &[]);
    act(&mut t, P1, roll(0), &[6, 2, 2]);
    act(&mut t, DIRECTOR, roll(3), &[2, 3, 2]);
    let events = act(&mut t, DIRECTOR, Command::Conclude, &[]);
    assert_eq!(events, vec![Event::DamagePending { character: ch(3), characteristic: Action, amount: 1 }]);
    assert_eq!(refuse(&mut t, P1, Command::Protect { character: ch(3) }), "fragmentos.character.not_yours");
    act(&mut t, DIRECTOR, Command::Protect { character: ch(3) }, &[]);
    assert_eq!((current(&t, 3, Action), state(&t).threat), (3, 2));
}

// ---- Puntuaciones totales y recuperación --------------------------------------------------------

#[test]
fn superacion_total_scores_for_a_scene() {
    let mut t = basic(9);
    fail_challenge(&mut t, false, &[2, 3, 4]); // Action 3 → 2
    assert_eq!(refuse(&mut t, P1, Command::UseTotals { character: ch(0) }), "fragmentos.totals.no_scene");
    act(&mut t, DIRECTOR, Command::StartScene { qualities: vec![] }, &[]);
    act(&mut t, P1, Command::UseTotals { character: ch(0) }, &[]);
    assert_eq!(refuse(&mut t, P1, Command::UseTotals { character: ch(0) }), "fragmentos.totals.already");
    act(&mut t, DIRECTOR, challenge(0, Action, 2, false), &[]);
    let th = throws(&act(&mut t, P1, roll(0), &[2, 2, 2])).remove(0);
    assert_eq!((th.dice, th.used_totals), (3, true));
    act(&mut t, DIRECTOR, Command::Conclude, &[]);
    act(&mut t, DIRECTOR, Command::EndScene, &[]);
    assert!(!state(&t).characters[0].using_totals, "only for the scene");
}

#[test]
fn superacion_resting_recovers_one_in_each_or_two_in_one() {
    let mut t = basic(9);
    fail_challenge(&mut t, false, &[2, 3, 1]); // Action 3 → 1
    act(
        &mut t,
        P1,
        Command::Rest { character: ch(0), recovery: Recovery::TwoIn { characteristic: Action } },
        &[],
    );
    assert_eq!(current(&t, 0, Action), 3);
    assert_eq!(
        refuse(&mut t, P1, Command::Rest { character: ch(0), recovery: Recovery::OneEach }),
        "fragmentos.rest.already"
    );
    act(&mut t, DIRECTOR, Command::StartScene { qualities: vec![] }, &[]);
    assert_eq!(
        refuse(&mut t, P1, Command::Rest { character: ch(0), recovery: Recovery::OneEach }),
        "fragmentos.rest.nothing"
    );
}

// ---- Orden de actuación ------------------------------------------------------------------------

#[test]
fn orden_de_actuacion_monster_then_main_then_secondary() {
    let mut t = basic(2);
    act(&mut t, DIRECTOR, Command::StartRound { characters: vec![ch(2), ch(0), ch(3), ch(1)] }, &[]);
    assert_eq!(view(&t, DIRECTOR).round.unwrap().may_act, vec![ch(3)]);
    let early = Command::Act { character: ch(0), hurry: None };
    assert_eq!(refuse(&mut t, P1, early.clone()), "fragmentos.round.not_yet");
    assert_eq!(
        refuse(&mut t, DIRECTOR, Command::Act { character: ch(2), hurry: None }),
        "fragmentos.round.not_yet"
    );
    act(&mut t, DIRECTOR, Command::Act { character: ch(3), hurry: None }, &[]);
    assert_eq!(engine::Table::waiting_on(&t), vec![P1, P2]);
    act(&mut t, P2, Command::Act { character: ch(1), hurry: None }, &[]);
    assert_eq!(
        refuse(&mut t, P2, Command::Act { character: ch(1), hurry: None }),
        "fragmentos.round.already_acted"
    );
    act(&mut t, P1, early, &[]);
    let events = act(&mut t, DIRECTOR, Command::Act { character: ch(2), hurry: None }, &[]);
    assert_eq!(events.last(), Some(&Event::RoundEnded));
}

#[test]
fn orden_de_actuacion_hurrying_to_act_early_costs_a_point() {
    let mut t = basic(2);
    act(&mut t, DIRECTOR, Command::StartRound { characters: vec![ch(0), ch(3)] }, &[]);
    let events = act(&mut t, P1, Command::Act { character: ch(0), hurry: Some(Hurry::ActEarly) }, &[]);
    assert_eq!(
        events[0],
        Event::PointMoved {
            from: Some(Pool::Overcoming { character: ch(0) }),
            to: Some(Pool::Threat),
            reason: Reason::Hurry
        }
    );
    assert_eq!(state(&t).characters[0].overcoming, 4);
}

#[test]
fn orden_de_actuacion_hurrying_to_act_again_once_per_round() {
    let mut t = basic(2);
    act(&mut t, DIRECTOR, Command::StartRound { characters: vec![ch(0), ch(1)] }, &[]);
    act(&mut t, P1, Command::Act { character: ch(0), hurry: None }, &[]);
    act(&mut t, P1, Command::Act { character: ch(0), hurry: Some(Hurry::ActAgain) }, &[]);
    let again = Command::Act { character: ch(0), hurry: Some(Hurry::ActAgain) };
    assert_eq!(refuse(&mut t, P1, again), "fragmentos.hurry.act_again");
    let early = Command::Act { character: ch(1), hurry: Some(Hurry::ActEarly) };
    assert_eq!(refuse(&mut t, P2, early), "fragmentos.hurry.pointless");
}

// ---- Cualidades --------------------------------------------------------------------------------

fn quality(of: u16, index: usize, effect: QualityEffect, harms_owner: bool) -> Command {
    Command::ActivateQuality {
        quality: QualityRef::Character { character: ch(of), index },
        effect,
        harms_owner,
        note: String::new(),
    }
}

#[test]
fn cualidades_a_player_activates_only_when_their_character_is_at_stake() {
    let mut t = basic(2);
    assert_eq!(
        refuse(&mut t, P1, quality(0, 0, QualityEffect::Narrate, false)),
        "fragmentos.quality.not_at_stake"
    );
    act(&mut t, DIRECTOR, challenge(1, Action, 3, false), &[]);
    assert_eq!(
        refuse(&mut t, P1, quality(0, 0, QualityEffect::Narrate, false)),
        "fragmentos.quality.not_at_stake"
    );
}

#[test]
fn cualidades_harming_another_main_character_gives_them_the_point() {
    let mut t = basic(2);
    act(&mut t, DIRECTOR, conflict(side(0, Action, vec![]), side(1, Action, vec![]), false), &[]);
    let events = act(&mut t, P1, quality(1, 0, QualityEffect::Narrate, true), &[]);
    assert_eq!(
        events[0],
        Event::PointMoved {
            from: Some(Pool::Overcoming { character: ch(0) }),
            to: Some(Pool::Overcoming { character: ch(1) }),
            reason: Reason::Quality
        }
    );
    assert_eq!((state(&t).characters[0].overcoming, state(&t).characters[1].overcoming), (4, 6));
}

#[test]
fn cualidades_any_other_activation_by_a_player_feeds_the_threat() {
    let mut t = basic(2);
    act(&mut t, DIRECTOR, Command::StartScene { qualities: vec!["Room 305".into()] }, &[]);
    act(&mut t, DIRECTOR, conflict(side(0, Action, vec![]), side(3, Action, vec![]), false), &[]);
    act(&mut t, P1, quality(3, 0, QualityEffect::Narrate, false), &[]);
    let scene = Command::ActivateQuality {
        quality: QualityRef::Scene { index: 0 },
        effect: QualityEffect::Narrate,
        harms_owner: false,
        note: String::new(),
    };
    act(&mut t, P1, scene, &[]);
    assert_eq!((state(&t).characters[0].overcoming, state(&t).threat), (3, 4));
    assert_eq!(
        refuse(&mut t, P1, quality(3, 0, QualityEffect::Narrate, true)),
        "fragmentos.quality.harm_target"
    );
}

#[test]
fn cualidades_the_director_pays_threat_and_a_harmed_main_character_receives_overcoming() {
    let mut t = basic(3);
    let events = act(&mut t, DIRECTOR, quality(1, 0, QualityEffect::Narrate, true), &[]);
    assert_eq!(
        events[0],
        Event::PointMoved {
            from: Some(Pool::Threat),
            to: Some(Pool::Overcoming { character: ch(1) }),
            reason: Reason::Quality
        }
    );
    act(&mut t, DIRECTOR, quality(3, 0, QualityEffect::Narrate, false), &[]);
    assert_eq!((state(&t).threat, state(&t).characters[1].overcoming), (1, 6));
}

#[test]
fn cualidades_without_overcoming_a_player_exhausts_a_quality_of_their_own() {
    let mut c = config(
        vec![with_quality(sheet("Ann", CharacterKind::Main, 3, 3, 3), QualityKind::Concept, "Nurse")],
        vec![with_quality(sheet("Beast", CharacterKind::Monster, 3, 3, 3), QualityKind::Concept, "Hungry")],
        2,
    );
    c.initial_overcoming = 0;
    let mut t = table(&c);
    act(&mut t, DIRECTOR, challenge(0, Action, 12, false), &[]);
    act(&mut t, P1, roll(0), &[2, 3, 4]);
    assert_eq!(
        refuse(&mut t, P1, quality(1, 0, QualityEffect::Reverse, false)),
        "fragmentos.quality.no_overcoming"
    );
    let events = act(&mut t, P1, quality(0, 0, QualityEffect::Reverse, false), &[]);
    assert!(matches!(events[0], Event::QualityActivated { exhausted: true, .. }));
    assert!(view(&t, P1).characters[0].qualities[0].exhausted);
    assert_eq!(state(&t).roll.as_ref().unwrap().success, Some(true));
    act(&mut t, DIRECTOR, Command::Conclude, &[]);
    assert_eq!(
        refuse(&mut t, DIRECTOR, quality(0, 0, QualityEffect::Narrate, false)),
        "fragmentos.quality.exhausted"
    );
}

#[test]
fn cualidades_an_outcome_is_reversed_once_and_players_reverse_only_their_loss() {
    let mut t = basic(4);
    act(&mut t, DIRECTOR, conflict(side(0, Action, vec![]), side(3, Action, vec![]), false), &[]);
    act(&mut t, P1, roll(0), &[6, 2, 2]);
    act(&mut t, DIRECTOR, roll(3), &[2, 3, 2]);
    assert_eq!(
        refuse(&mut t, P1, quality(0, 0, QualityEffect::Reverse, false)),
        "fragmentos.quality.not_failed"
    );
    let events = act(&mut t, DIRECTOR, quality(3, 0, QualityEffect::Reverse, false), &[]);
    assert!(events.contains(&Event::OutcomeReversed { success: None, winner: Some(ch(3)) }));
    assert_eq!(
        refuse(&mut t, P1, quality(0, 0, QualityEffect::Reverse, false)),
        "fragmentos.quality.already_reversed"
    );
    // Ann now loses the monster's conflict: 1 point plus the monster's omens (none).
    let events = act(&mut t, DIRECTOR, Command::Conclude, &[]);
    assert_eq!(events, vec![Event::DamagePending { character: ch(0), characteristic: Action, amount: 1 }]);
}

// ---- Secretos del director ---------------------------------------------------------------------

#[test]
fn secrets_notes_and_secret_qualities_are_the_directors_until_revealed() {
    let mut t = basic(2);
    let director = serde_json::to_string(&view(&t, DIRECTOR)).unwrap();
    assert!(director.contains("SECRET-NOTE") && director.contains("SECRET-WEAKNESS"));
    for seat in [P1, P2] {
        let seen = serde_json::to_string(&view(&t, seat)).unwrap();
        assert!(!seen.contains("SECRET"), "{seen}");
        let log = serde_json::to_string(&t.log_for(engine::Viewer::Seat(seat)).collect::<Vec<_>>()).unwrap();
        assert!(!log.contains("SECRET"));
    }
    act(&mut t, DIRECTOR, Command::RevealQuality { character: ch(3), index: 0 }, &[]);
    let seen = serde_json::to_string(&view(&t, P1)).unwrap();
    assert!(seen.contains("SECRET-WEAKNESS") && !seen.contains("SECRET-NOTE"));
    assert_eq!(view(&t, P1).characters[3].qualities[1].kind, QualityKind::Weakness);
}

// ---- Asientos ----------------------------------------------------------------------------------

#[test]
fn asientos_players_act_only_for_their_character_and_the_director_for_the_rest() {
    let mut t = basic(2);
    assert_eq!(refuse(&mut t, P1, challenge(0, Action, 3, false)), "fragmentos.director_only");
    assert_eq!(refuse(&mut t, engine::SeatId(7), Command::EndStory), "seat.unknown");
    act(&mut t, DIRECTOR, challenge(0, Action, 3, false), &[]);
    assert_eq!(refuse(&mut t, P2, roll(0)), "fragmentos.character.not_yours");
    assert_eq!(refuse(&mut t, DIRECTOR, roll(0)), "fragmentos.character.not_yours");
    assert_eq!(refuse(&mut t, DIRECTOR, challenge(1, Action, 3, false)), "fragmentos.roll.open");
    let seats = Fragmentos::seats(t.state());
    assert_eq!(seats.iter().map(|s| s.role.code()).collect::<Vec<_>>(), vec!["director", "player", "player"]);
}

#[test]
fn asientos_award_overcoming_only_when_the_rulings_allow_it() {
    let mut t = basic(2);
    let award = Command::AwardOvercoming { character: ch(0), reason: "a brave act".into() };
    assert_eq!(refuse(&mut t, DIRECTOR, award.clone()), "fragmentos.award.disabled");
    let mut c = config(vec![sheet("Ann", CharacterKind::Main, 3, 3, 3)], vec![], 2);
    c.rulings.director_awards_overcoming = true;
    let mut t = table(&c);
    act(&mut t, DIRECTOR, award, &[]);
    assert_eq!(state(&t).characters[0].overcoming, 6);
}
