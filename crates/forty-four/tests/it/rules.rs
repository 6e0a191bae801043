//! One small test per rule, named after it, with the rulebook page.

use crate::common::*;
use engine::{Game, SeatId, Viewer};
use forty_four::{
    Command, Config, Event, Fate, FortyFour, Holder, MainGain, Phase, Pile, PileReason, Quality, Side,
};

fn start_err(f: impl FnOnce(&mut Config)) -> String {
    let mut c = config();
    f(&mut c);
    let mut dice = dice::Scripted::new([6, 3, 2]);
    FortyFour::start(&c, &mut dice).expect_err("set-up accepted").code.into_owned()
}

#[test]
fn setup_qualities_total_six_p8() {
    assert_eq!(start_err(|c| c.characters[0].resolve = 4), "44.setup.quality_points");
}

#[test]
fn setup_each_quality_at_least_one_p8() {
    assert_eq!(
        start_err(|c| {
            c.characters[0].resolve = 5;
            c.characters[0].contact = 0;
        }),
        "44.setup.quality_below_one"
    );
}

#[test]
fn setup_bonds_total_three_p9() {
    assert_eq!(start_err(|c| c.characters[0].bonds[0].rating = 2), "44.setup.points");
}

#[test]
fn setup_at_most_contact_separate_bonds_p9() {
    // Mr. Clark's Contact 1 allows one Bond only.
    assert_eq!(
        start_err(|c| {
            c.characters[0].bonds[0].rating = 2;
            c.characters[0].bonds.push(forty_four::RatedSetup { name: "Bob".into(), rating: 1 });
        }),
        "44.setup.too_many"
    );
}

#[test]
fn setup_anxieties_total_four_at_most_resolve_p9() {
    assert_eq!(start_err(|c| c.characters[0].anxieties[0].rating = 1), "44.setup.points");
    // Walter's Resolve 2 allows two Anxieties.
    assert_eq!(
        start_err(|c| {
            c.characters[2].anxieties[0].rating = 1;
            c.characters[2].anxieties.push(forty_four::RatedSetup { name: "Dogs".into(), rating: 1 });
        }),
        "44.setup.too_many"
    );
}

#[test]
fn setup_bond_rating_at_least_one_p9() {
    assert_eq!(start_err(|c| c.characters[1].bonds[1].rating = 0), "44.setup.rating_below_one");
}

#[test]
fn setup_ticker_answers_required_p7() {
    assert_eq!(start_err(|c| c.characters[0].ticker.who_was_replaced.clear()), "44.text.empty");
}

#[test]
fn setup_director_creates_two_secrets_p11() {
    assert_eq!(start_err(|c| c.secrets.pop().map(|_| ()).unwrap()), "44.setup.secrets");
}

#[test]
fn setup_needs_a_main_character() {
    assert_eq!(start_err(|c| c.characters.clear()), "44.setup.players");
}

/// p. 7-11: `Config::check` lists every mistake, each with the path of its field, so a form can
/// show it beside the field; `start` refuses with the first.
#[test]
fn setup_check_lists_every_mistake_with_its_field_p7_p11() {
    let mut c = config();
    c.characters[0].concept.clear();
    c.characters[1].bonds[1].rating = 0;
    c.characters[1].resolve += 1;
    c.secrets[1] = " ".into();
    let mistakes = c.check().expect_err("set-up accepted");
    let found: Vec<(&str, &str)> =
        mistakes.iter().map(|e| (e.code.as_ref(), e.params["path"].as_str())).collect();
    assert_eq!(
        found,
        [
            ("44.text.empty", "characters.0.concept"),
            ("44.setup.quality_points", "characters.1.qualities"),
            ("44.setup.rating_below_one", "characters.1.bonds.1.rating"),
            ("44.text.empty", "secrets.1"),
        ]
    );
    assert!(config().check().is_ok());
}

#[test]
fn order_roll_ties_rerolled_among_the_tied_p13() {
    let t = T::start(&config(), &[6, 6, 2, 3, 5]);
    assert_eq!(t.state().phase(), Phase::ChoosingOrder { chooser: MARGARET });
    let Some(Event::OrderRolled { rounds, .. }) =
        t.table.log().iter().map(|e| &e.event).find(|e| matches!(e, Event::OrderRolled { .. }))
    else {
        panic!()
    };
    assert_eq!(rounds.len(), 2);
    assert_eq!(rounds[1].len(), 2, "only the two tied seats re-roll");
}

#[test]
fn order_set_by_the_highest_roller_with_every_player_p13() {
    let mut t = T::start(&config(), &[6, 3, 2]);
    assert_eq!(
        t.refused(MARGARET, Command::SetSceneOrder { order: vec![CLARK, MARGARET, WALTER] }),
        "44.turn.not_yours"
    );
    assert_eq!(
        t.refused(CLARK, Command::SetSceneOrder { order: vec![CLARK, MARGARET] }),
        "44.order.not_every_player"
    );
    t.ok(CLARK, Command::SetSceneOrder { order: vec![WALTER, CLARK, MARGARET] });
    assert_eq!(t.state().scene().map(|s| s.seat), Some(WALTER));
}

#[test]
fn operatives_do_not_roll_for_order_p13() {
    let mut t = T::clark_table(&[1, 2, 3]);
    t.given(vec![
        Event::OperativeCreated { seat: CLARK, control: 4, program: 2 },
        Event::PileChanged { pile: Pile::Resistance, to: 0, reason: PileReason::EndRoll },
        Event::PileChanged { pile: Pile::Menace, to: 0, reason: PileReason::EndRoll },
        Event::EndRollBegan { zero_hour: false },
        Event::PhaseEntered { phase: Phase::EndPreparing },
    ]);
    for _ in 0..2 {
        for seat in [DIRECTOR, CLARK, MARGARET, WALTER] {
            t.ok(seat, Command::Ready);
        }
    }
    // 0 against 0: Section 44 gains; the Director and the Operative each add a point.
    assert_eq!(t.state().phase(), Phase::Gains { seats: vec![DIRECTOR, CLARK] });
    t.ok(DIRECTOR, Command::GrowConspiracy { gain: forty_four::ConspiracyGain::Control });
    t.roll(CLARK, Command::GrowConspiracy { gain: forty_four::ConspiracyGain::Program }, &[2, 5]);
    assert_eq!(t.character(CLARK).operative_ratings(), (4, 3));
    let Some(Event::OrderRolled { rounds, chooser, .. }) =
        t.table.log().iter().rev().map(|e| &e.event).find(|e| matches!(e, Event::OrderRolled { .. }))
    else {
        panic!()
    };
    let seats: Vec<SeatId> = rounds[0].iter().map(|r| r.seat).collect();
    assert_eq!(seats, vec![MARGARET, WALTER]);
    assert_eq!(*chooser, WALTER);
}

#[test]
fn quality_never_used_twice_in_a_row_p15() {
    let mut t = T::clark_table(&[1, 2, 3]);
    t.given(vec![Event::QualityChosen { seat: CLARK, quality: Quality::Resolve, dice: 3 }]);
    t.frame(CLARK, MARGARET);
    assert_eq!(
        t.refused(CLARK, Command::ChooseQuality { quality: Quality::Resolve }),
        "44.quality.twice_in_a_row"
    );
    t.quality(CLARK, Quality::Contact);
    assert_eq!(
        t.refused(CLARK, Command::ChooseQuality { quality: Quality::Material }),
        "44.quality.already_chosen"
    );
}

#[test]
fn roll_needs_a_quality_p15() {
    let mut t = T::clark_table(&[1, 2, 3]);
    t.frame(CLARK, MARGARET);
    assert_eq!(t.refused(CLARK, Command::Ready), "44.quality.missing");
}

#[test]
fn only_the_main_character_enlists_own_bonds_p16_p27() {
    let mut t = T::clark_table(&[1, 2, 3]);
    t.frame(CLARK, MARGARET);
    assert_eq!(t.refused(CLARK, Command::EnlistBond { bond: 7 }), "44.bond.unknown");
    assert_eq!(t.refused(MARGARET, Command::EnlistBond { bond: 0 }), "44.bond.not_in_conflict");
    t.ok(CLARK, Command::EnlistBond { bond: ALICE });
    assert_eq!(t.refused(CLARK, Command::EnlistBond { bond: ALICE }), "44.bond.already_enlisted");
}

#[test]
fn anxieties_only_from_those_in_the_conflict_p16_p27() {
    let mut t = T::clark_table(&[1, 2, 3]);
    t.frame(CLARK, MARGARET);
    assert_eq!(
        t.refused(MARGARET, Command::TriggerAnxiety { anxiety: MARGARET_ALLEYS }),
        "44.anxiety.not_in_conflict"
    );
    t.ok(CLARK, Command::TriggerAnxiety { anxiety: LOSE_JOB });
    assert_eq!(
        t.refused(CLARK, Command::TriggerAnxiety { anxiety: LOSE_JOB }),
        "44.anxiety.already_triggered"
    );
}

#[test]
fn director_activates_agents_and_reveals_secrets_p17() {
    let mut t = T::clark_table(&[1, 2, 3]);
    t.frame(CLARK, MARGARET);
    assert_eq!(t.refused(CLARK, Command::ActivateAgent { agent: MOLLY }), "44.agent.not_in_conflict");
    assert_eq!(t.refused(DIRECTOR, Command::ActivateAgent { agent: 9 }), "44.agent.unknown");
    t.ok(DIRECTOR, Command::ActivateAgent { agent: MOLLY });
    assert_eq!(t.refused(CLARK, Command::RevealSecret { secret: SEDANS }), "44.secret.not_in_conflict");
    let events = t.ok(DIRECTOR, Command::RevealSecret { secret: SEDANS });
    assert!(
        matches!(&events[0], Event::SecretRevealed { text, rating: 2, .. } if text == "Section 44 uses black sedans")
    );
    // Once revealed, main characters know the Secret.
    let v = FortyFour::view(t.state(), Viewer::Seat(CLARK));
    assert_eq!(v.secrets.len(), 1);
}

#[test]
fn leader_choices_close_once_ready() {
    let mut t = T::clark_table(&[1, 2, 3]);
    t.frame(CLARK, MARGARET);
    t.quality(CLARK, Quality::Resolve);
    t.ok(CLARK, Command::Ready);
    assert_eq!(t.refused(CLARK, Command::EnlistBond { bond: ALICE }), "44.conflict.already_ready");
}

#[test]
fn assistants_limited_by_contact_p27() {
    // Mr. Clark's Contact 1: one assistant.
    let mut t = T::clark_table(&[1, 2, 3]);
    t.given(vec![Event::CountdownChanged { countdown: 2 }]);
    t.frame(CLARK, MARGARET);
    t.ok(MARGARET, Command::Assist { quality: Quality::Resolve });
    assert_eq!(t.refused(WALTER, Command::Assist { quality: Quality::Resolve }), "44.assist.too_many");
    assert_eq!(t.refused(MARGARET, Command::Assist { quality: Quality::Contact }), "44.assist.already");
}

/// p. 27: an assist that breaks two rules (the Quality last used, and below the Countdown) names
/// both, each with its own code.
#[test]
fn a_refused_assist_names_every_broken_rule_p27() {
    let mut t = T::clark_table(&[1, 2, 3]);
    // Margaret last used Resolve (rating 2), and the Countdown is 4.
    t.given(vec![Event::QualityChosen { seat: MARGARET, quality: Quality::Resolve, dice: 2 }]);
    t.frame(CLARK, MARGARET);
    let e = t.act(MARGARET, Command::Assist { quality: Quality::Resolve }, &[]).unwrap_err();
    let codes: Vec<&str> = e.all().map(|e| e.code.as_ref()).collect();
    assert_eq!(codes, ["44.assist.quality_below_countdown", "44.quality.twice_in_a_row"]);
    assert_eq!(e.also[0].params["quality"], "resolve", "named as the JSON format names it");
}

#[test]
fn assist_quality_at_or_over_countdown_p27() {
    let mut t = T::clark_table(&[1, 2, 3]);
    t.frame(CLARK, MARGARET);
    // Countdown 4: Margaret's Qualities are 2.
    assert_eq!(
        t.refused(MARGARET, Command::Assist { quality: Quality::Resolve }),
        "44.assist.quality_below_countdown"
    );
}

#[test]
fn resistance_dice_from_main_characters_menace_from_the_conspiracy_p18() {
    let mut t = T::clark_table(&[1, 2, 3]);
    t.frame(CLARK, MARGARET);
    t.ok(WALTER, Command::AddPileDice { side: Side::Main, count: 2 });
    assert_eq!(t.state().resistance, 1);
    assert_eq!(t.refused(WALTER, Command::AddPileDice { side: Side::Main, count: 2 }), "44.pile.not_enough");
    // Even opponents may receive them.
    t.ok(MARGARET, Command::AddPileDice { side: Side::Conspiracy, count: 1 });
    t.ok(DIRECTOR, Command::AddPileDice { side: Side::Conspiracy, count: 3 });
    assert_eq!((t.state().resistance, t.state().menace), (0, 0));
    assert_eq!(t.state().conflict().unwrap().extra, [2, 4]);
}

#[test]
fn reserve_dice_given_to_another_players_roll_use_2_p29() {
    let mut t = T::clark_table(&[1, 2, 3]);
    t.given(vec![Event::ReserveChanged { holder: Holder(CLARK), dice: vec![3, 2] }]);
    t.frame(CLARK, MARGARET);
    assert_eq!(
        t.refused(CLARK, Command::GiveReserveDice { side: Side::Main, dice: vec![3] }),
        "44.reserve.give_to_self"
    );
    assert_eq!(
        t.refused(WALTER, Command::GiveReserveDice { side: Side::Main, dice: vec![3] }),
        "44.reserve.missing"
    );
    t.ok(CLARK, Command::GiveReserveDice { side: Side::Conspiracy, dice: vec![3, 2] });
    assert_eq!(t.state().conflict().unwrap().extra, [0, 2]);
}

#[test]
fn reserve_to_pile_only_at_the_end_of_a_turn_use_3_p29() {
    let mut t = T::clark_table(&[1, 2, 3]);
    t.given(vec![Event::ReserveChanged { holder: Holder(CLARK), dice: vec![3] }]);
    assert_eq!(t.refused(CLARK, Command::ReserveToPile { dice: vec![3] }), "44.reserve.pile_only_at_end");
    t.given(vec![
        Event::EndRollBegan { zero_hour: false },
        Event::PhaseEntered { phase: Phase::EndPreparing },
    ]);
    t.ok(CLARK, Command::ReserveToPile { dice: vec![3] });
    assert_eq!(t.state().resistance, 4);
}

#[test]
fn reserve_limit_from_material_minimum_one_p8() {
    let mut t = T::clark_table(&[1, 2, 3]);
    t.given(vec![Event::ReserveChanged { holder: Holder(CLARK), dice: vec![3, 2] }]);
    t.given(vec![Event::QualityRated { seat: CLARK, quality: Quality::Material, rating: 0 }]);
    assert_eq!(t.character(CLARK).reserve_limit(), 1);
}

#[test]
fn reserve_mixed_dice_refused_p29() {
    let mut t = T::clark_table(&[1, 2, 3]);
    t.given(vec![Event::ReserveChanged { holder: Holder(CLARK), dice: vec![5, 4] }]);
    assert_eq!(
        t.refused(
            CLARK,
            Command::SpendReserve { dice: vec![5, 4], on: forty_four::ReserveTarget::Bond { bond: ALICE } }
        ),
        "44.reserve.mixed"
    );
    assert_eq!(
        t.refused(CLARK, Command::SpendReserve { dice: vec![5], on: forty_four::ReserveTarget::Control }),
        "44.reserve.wrong_target"
    );
    t.ok(
        CLARK,
        Command::SpendReserve {
            dice: vec![4],
            on: forty_four::ReserveTarget::NewBond { name: "Professor Hale".into() },
        },
    );
    assert_eq!(t.character(CLARK).bonds.len(), 2);
}

#[test]
fn operative_assistant_control_at_most_countdown_p31() {
    let mut t = T::start(&config(), &[3, 6, 2]);
    t.given(vec![
        Event::OperativeCreated { seat: CLARK, control: 2, program: 3 },
        Event::OperativeCreated { seat: WALTER, control: 5, program: 1 },
    ]);
    t.ok(MARGARET, Command::SetSceneOrder { order: vec![CLARK, MARGARET, WALTER] });
    t.ok(CLARK, Command::ChooseOpponent { opponent: MARGARET });
    assert_eq!(t.refused(CLARK, Command::ChooseOpponent { opponent: WALTER }), "44.step.wrong");
    t.ok(CLARK, Command::AddDetail { text: "a".into() });
    t.ok(MARGARET, Command::AddDetail { text: "b".into() });
    t.ok(DIRECTOR, Command::AddDetail { text: "c".into() });
    assert_eq!(t.refused(WALTER, Command::JoinOperative), "44.operative.control_over_countdown");
    assert_eq!(t.refused(DIRECTOR, Command::JoinOperative), "44.operative.assist_not_operative");
}

#[test]
fn operative_must_face_a_main_character_p31() {
    let mut t = T::start(&config(), &[3, 6, 2]);
    t.given(vec![Event::OperativeCreated { seat: CLARK, control: 4, program: 1 }]);
    t.ok(MARGARET, Command::SetSceneOrder { order: vec![CLARK, MARGARET, WALTER] });
    assert_eq!(
        t.refused(CLARK, Command::ChooseOpponent { opponent: DIRECTOR }),
        "44.operative.opponent_not_main"
    );
}

#[test]
fn end_turn_resistance_wins_points_and_difference_p24() {
    let mut t = T::clark_table(&[1, 2, 3]);
    t.given(vec![
        Event::PileChanged { pile: Pile::Resistance, to: 2, reason: PileReason::EndRoll },
        Event::PileChanged { pile: Pile::Menace, to: 1, reason: PileReason::EndRoll },
        Event::EndRollBegan { zero_hour: false },
        Event::PhaseEntered { phase: Phase::EndPreparing },
    ]);
    for seat in [DIRECTOR, CLARK, MARGARET] {
        t.ok(seat, Command::Ready);
    }
    t.roll(WALTER, Command::Ready, &[6, 6, 4]);
    for seat in [DIRECTOR, CLARK, MARGARET, WALTER] {
        t.ok(seat, Command::Ready);
    }
    // 7 against 4: every main character gains a point, 3 new Resistance dice, no Menace left.
    assert_eq!((t.state().resistance, t.state().menace), (3, 0));
    assert_eq!(t.state().phase(), Phase::Gains { seats: vec![CLARK, MARGARET, WALTER] });
    assert_eq!(
        t.refused(DIRECTOR, Command::GrowConspiracy { gain: forty_four::ConspiracyGain::Control }),
        "44.turn.not_yours"
    );
    t.ok(CLARK, Command::GainPoint { gain: MainGain::NewAnxiety { name: "Black sedans".into() } });
    t.ok(MARGARET, Command::GainPoint { gain: MainGain::Bond { bond: 0 } });
    t.roll(WALTER, Command::GainPoint { gain: MainGain::Quality { quality: Quality::Contact } }, &[1, 6, 2]);
    assert_eq!(t.character(CLARK).anxieties.len(), 4);
    assert_eq!(t.character(MARGARET).bonds[0].rating, 3);
    assert_eq!(t.character(WALTER).contact, 3);
    assert_eq!(t.state().countdown, 3, "the Countdown goes down by 1");
    assert_eq!(t.state().phase(), Phase::ChoosingOrder { chooser: MARGARET });
}

fn zero_hour(resistance: u32, menace: u32) -> T {
    let mut t = T::clark_table(&[1, 2, 3]);
    t.given(vec![
        Event::CountdownChanged { countdown: 0 },
        Event::PileChanged { pile: Pile::Resistance, to: resistance, reason: PileReason::EndRollWon },
        Event::PileChanged { pile: Pile::Menace, to: menace, reason: PileReason::EndRollWon },
        Event::EndRollBegan { zero_hour: true },
        Event::PhaseEntered { phase: Phase::EndPreparing },
    ]);
    t
}

#[test]
fn zero_hour_resistance_wins_a_quality_point_then_fates_p25_p26() {
    let mut t = zero_hour(2, 1);
    for seat in [DIRECTOR, CLARK, MARGARET] {
        t.ok(seat, Command::Ready);
    }
    t.roll(WALTER, Command::Ready, &[6, 2, 3]);
    for seat in [DIRECTOR, CLARK, MARGARET, WALTER] {
        t.ok(seat, Command::Ready);
    }
    assert_eq!(
        t.refused(CLARK, Command::GainPoint { gain: MainGain::Bond { bond: ALICE } }),
        "44.zero_hour.quality_only"
    );
    for seat in [CLARK, MARGARET, WALTER] {
        t.ok(seat, Command::GainPoint { gain: MainGain::Quality { quality: Quality::Resolve } });
    }
    assert_eq!(t.state().phase(), Phase::Epilogue);
    for seat in [DIRECTOR, CLARK, MARGARET, WALTER] {
        t.ok(seat, Command::Ready);
    }
    assert_eq!(t.state().phase(), Phase::Over);
    // Sums of 7 against Control 4.
    assert!(t.state().fates.iter().all(|(_, f)| *f == Fate::Survived));
    assert_eq!(t.refused(CLARK, Command::Ready), "game.over");
}

#[test]
fn zero_hour_menace_meets_resistance_control_plus_one_p25() {
    let mut t = zero_hour(1, 1);
    for seat in [DIRECTOR, CLARK, MARGARET] {
        t.ok(seat, Command::Ready);
    }
    t.roll(WALTER, Command::Ready, &[4, 4]);
    for seat in [DIRECTOR, CLARK, MARGARET, WALTER] {
        t.ok(seat, Command::Ready);
    }
    assert_eq!(t.state().director.control, 5);
    assert_eq!(t.state().phase(), Phase::Epilogue);
}

#[test]
fn final_fate_equal_to_control_is_replaced_p26() {
    let mut t = zero_hour(0, 0);
    t.given(vec![Event::ConspiracyRated { seat: DIRECTOR, rating: forty_four::Rating::Control, value: 5 }]);
    for seat in [DIRECTOR, CLARK, MARGARET, WALTER] {
        t.ok(seat, Command::Ready);
    }
    // 0 against 0: Menace meets Resistance, Control 6 = the sum of 6.
    for seat in [DIRECTOR, CLARK, MARGARET, WALTER] {
        t.ok(seat, Command::Ready);
    }
    for seat in [DIRECTOR, CLARK, MARGARET, WALTER] {
        t.ok(seat, Command::Ready);
    }
    assert_eq!(t.state().director.control, 6);
    assert!(t.state().fates.iter().all(|(_, f)| *f == Fate::Replaced));
}

#[test]
fn ending_early_when_every_main_character_is_replaced_p26() {
    let config = Config { characters: vec![clark()], ..config() };
    let mut t = T::start(&config, &[4]);
    t.given(vec![Event::QualityRated { seat: CLARK, quality: Quality::Contact, rating: 0 }]);
    t.ok(CLARK, Command::SetSceneOrder { order: vec![CLARK] });
    t.ok(CLARK, Command::AddDetail { text: "a".into() });
    t.ok(DIRECTOR, Command::AddDetail { text: "b".into() });
    t.ok(CLARK, Command::AddDetail { text: "c".into() });
    t.quality(CLARK, Quality::Resolve);
    t.ok(CLARK, Command::Ready);
    t.roll(DIRECTOR, Command::Ready, &[1, 1, 1, 6, 2, 2, 2]);
    t.ok(CLARK, Command::Ready);
    t.ok(DIRECTOR, Command::Ready);
    let events = t.ok(CLARK, Command::BecomeOperative { control: 2, program: 3 });
    assert!(events.iter().any(|e| matches!(e, Event::GameEnded { early: true, .. })));
    assert_eq!(t.state().fates, vec![(CLARK, Fate::Replaced)]);
}

#[test]
fn bond_stress_order_chosen_by_the_player_p20() {
    let mut t = T::clark_table(&[2, 1, 3]);
    t.frame(MARGARET, WALTER);
    t.quality(MARGARET, Quality::Contact);
    t.ok(MARGARET, Command::EnlistBond { bond: 0 });
    t.ok(MARGARET, Command::EnlistBond { bond: 1 });
    t.ok(MARGARET, Command::Ready);
    // Margaret 2 + 2 + 1 dice [3, 2, 2, 1, 1] -> 3; the Director [5, 1, 1, 1] -> 5: 2 Stress.
    t.roll(DIRECTOR, Command::Ready, &[3, 2, 2, 1, 1, 5, 1, 1, 1]);
    t.ok(MARGARET, Command::Ready);
    t.ok(DIRECTOR, Command::Ready);
    assert_eq!(t.table.waiting_on(), vec![MARGARET]);
    assert_eq!(t.refused(MARGARET, Command::OrderBondStress { bonds: vec![1] }), "44.stress.bond_order");
    t.ok(MARGARET, Command::OrderBondStress { bonds: vec![1, 0] });
    let m = t.character(MARGARET);
    assert_eq!(m.bonds.len(), 1, "the milkman (1) became an Agent");
    assert_eq!(m.bonds[0].rating, 1, "her sister took the second point");
    assert_eq!(m.contact, 2);
}

#[test]
fn hidden_information_main_characters_do_not_see_unrevealed_secrets() {
    let t = T::clark_table(&[1, 2, 3]);
    let v = FortyFour::view(t.state(), Viewer::Seat(CLARK));
    assert!(v.secrets.is_empty());
    assert_eq!(v.agents.len(), 3, "the Tickers' Agents are known to all");
    assert_eq!(FortyFour::view(t.state(), Viewer::Seat(DIRECTOR)).secrets.len(), 2);
    assert!(!t.table.log_for(Viewer::Spectator).any(|e| matches!(e.event, Event::SecretAdded { .. })));
    assert_eq!(
        t.table
            .log_for(Viewer::Seat(DIRECTOR))
            .filter(|e| matches!(e.event, Event::SecretAdded { .. }))
            .count(),
        2
    );
}

#[test]
fn unknown_seat_refused() {
    let mut t = T::clark_table(&[1, 2, 3]);
    assert_eq!(t.refused(SeatId(9), Command::Ready), "seat.unknown");
}

#[test]
fn seats_are_the_director_and_one_per_player() {
    let t = T::clark_table(&[1, 2, 3]);
    let seats = FortyFour::seats(t.state());
    assert_eq!(seats.len(), 4);
    assert_eq!(seats[0].role, engine::SeatRole::Director);
    assert_eq!(seats[1].name, "Mr. Clark");
}

/// Clark's scene, Resolve 3 against the Director's Control (plus `agents`), rolled with `faces`.
fn clark_conflict(t: &mut T, agents: &[u32], faces: &[u32]) {
    t.frame(CLARK, MARGARET);
    t.quality(CLARK, Quality::Resolve);
    for &agent in agents {
        t.ok(DIRECTOR, Command::ActivateAgent { agent });
    }
    t.ok(CLARK, Command::Ready);
    t.roll(DIRECTOR, Command::Ready, faces);
    t.ok(CLARK, Command::Ready);
    t.ok(DIRECTOR, Command::Ready);
}

#[test]
fn director_stress_past_control_and_program_becomes_resistance_p21() {
    let mut t = T::clark_table(&[1, 2, 3]);
    t.given(vec![Event::ConspiracyRated { seat: DIRECTOR, rating: forty_four::Rating::Control, value: 1 }]);
    // Clark [6, 6, 6] -> 8; the Director's single die [2] -> 2: 6 Stress.
    clark_conflict(&mut t, &[], &[6, 6, 6, 2]);
    assert_eq!(
        t.refused(DIRECTOR, Command::AllocateStress { agents: vec![], control: 2, program: 0 }),
        "44.stress.too_much"
    );
    t.ok(DIRECTOR, Command::AllocateStress { agents: vec![], control: 1, program: 1 });
    let s = t.state();
    assert_eq!((s.director.control, s.director.program), (0, 0));
    assert_eq!(s.resistance, 3 + 4, "4 Stress left over become Resistance dice");
    assert_eq!(s.director.reserve_limit(), 1, "Program 0 still keeps 1 die");
}

#[test]
fn director_may_stop_at_program_zero_and_pass_the_rest_p21() {
    let mut t = T::clark_table(&[1, 2, 3]);
    // Clark [6, 6, 1] -> 7; the Director [3, 2, 1, 1] -> 3: 4 Stress; Program 1 to 0, 3 left over.
    clark_conflict(&mut t, &[], &[6, 6, 1, 3, 2, 1, 1]);
    t.ok(DIRECTOR, Command::AllocateStress { agents: vec![], control: 0, program: 1 });
    assert_eq!(t.state().director.control, 4);
    assert_eq!(t.state().resistance, 3 + 3);
}

#[test]
fn operative_stress_past_the_director_control_becomes_resistance_p32() {
    let mut t = T::start(&config(), &[6, 3, 2]);
    t.given(vec![
        Event::OperativeCreated { seat: CLARK, control: 1, program: 0 },
        Event::ConspiracyRated { seat: DIRECTOR, rating: forty_four::Rating::Control, value: 1 },
    ]);
    t.ok(CLARK, Command::SetSceneOrder { order: vec![CLARK, MARGARET, WALTER] });
    t.ok(CLARK, Command::ChooseOpponent { opponent: WALTER });
    t.ok(CLARK, Command::AddDetail { text: "a".into() });
    t.ok(WALTER, Command::AddDetail { text: "b".into() });
    t.ok(MARGARET, Command::AddDetail { text: "c".into() });
    t.quality(WALTER, Quality::Material);
    t.ok(WALTER, Command::Ready);
    // Walter [6, 6] -> 7; Operative Clark [1] -> 1: 6 Stress.
    t.roll(CLARK, Command::Ready, &[6, 6, 1]);
    t.ok(WALTER, Command::Ready);
    t.ok(CLARK, Command::Ready);
    t.ok(CLARK, Command::AllocateStress { agents: vec![], control: 1, program: 0 });
    assert_eq!(t.state().director.control, 0, "1 point off the Director's Control");
    assert_eq!(t.state().resistance, 3 + 4, "the rest become Resistance dice");
}

#[test]
fn reserve_shrinks_when_material_falls_p8() {
    let mut t = T::clark_table(&[1, 2, 3]);
    t.given(vec![Event::ReserveChanged { holder: Holder(CLARK), dice: vec![2, 6] }]);
    // Clark's Material 2 loses 1 point: [2, 2] -> 3 against the Director's [4, 1, 1, 1] -> 4.
    t.frame(CLARK, MARGARET);
    t.quality(CLARK, Quality::Material);
    t.ok(CLARK, Command::Ready);
    t.roll(DIRECTOR, Command::Ready, &[2, 2, 4, 1, 1, 1]);
    t.ok(CLARK, Command::Ready);
    t.ok(DIRECTOR, Command::Ready);
    assert_eq!(t.character(CLARK).material, 1);
    assert_eq!(t.character(CLARK).reserve, vec![6]);
}

#[test]
fn take_reserve_within_the_limit_from_removed_dice_only_p18() {
    let mut t = T::clark_table(&[1, 2, 3]);
    t.frame(CLARK, MARGARET);
    t.quality(CLARK, Quality::Resolve);
    t.ok(CLARK, Command::TriggerAnxiety { anxiety: LOSE_JOB });
    t.ok(CLARK, Command::Ready);
    // Clark [6, 5, 4]: 6 and 5 removed, 4; the Director [6, 2, 1, 1] -> 6.
    t.roll(DIRECTOR, Command::Ready, &[6, 5, 4, 6, 2, 1, 1]);
    t.ok(CLARK, Command::Ready);
    t.ok(DIRECTOR, Command::Ready);
    assert_eq!(
        t.refused(CLARK, Command::TakeReserve { take: vec![4], discard: vec![], next: vec![] }),
        "44.reserve.not_removed"
    );
    assert_eq!(
        t.refused(CLARK, Command::TakeReserve { take: vec![6, 5], discard: vec![], next: vec![MARGARET] }),
        "44.reserve.no_order"
    );
    t.ok(CLARK, Command::TakeReserve { take: vec![6, 5], discard: vec![], next: vec![] });
    assert_eq!(t.character(CLARK).reserve, vec![6, 5]);
    // The Director removed nothing: the conflict is over and the next scene begins.
    assert_eq!(t.state().scene().map(|s| s.seat), Some(MARGARET));
}

#[test]
fn conspiracy_does_not_grow_when_the_director_wins_p22() {
    let mut t = T::clark_table(&[1, 2, 3]);
    clark_conflict(&mut t, &[], &[1, 1, 1, 6, 1, 1, 1]);
    // Clark 3 against 6: 3 Stress on Resolve; no Reserve dice removed, no growth.
    assert_eq!(t.character(CLARK).resolve, 0);
    assert_eq!(t.state().scene().map(|s| s.seat), Some(MARGARET));
}

#[test]
fn new_agents_and_secrets_are_hidden_from_main_characters() {
    let mut t = T::clark_table(&[1, 2, 3]);
    clark_conflict(&mut t, &[], &[6, 6, 1, 3, 2, 1, 1]);
    t.ok(DIRECTOR, Command::AllocateStress { agents: vec![], control: 4, program: 0 });
    t.ok(
        DIRECTOR,
        Command::GrowConspiracy {
            gain: forty_four::ConspiracyGain::NewSecret { text: "They are cold to the touch".into() },
        },
    );
    let json = serde_json::to_string(&FortyFour::view(t.state(), Viewer::Seat(CLARK))).unwrap();
    assert!(!json.contains("cold to the touch"));
    let log: Vec<_> = t.table.log_for(Viewer::Seat(MARGARET)).collect();
    assert!(!serde_json::to_string(&log).unwrap().contains("cold to the touch"));
    let director = serde_json::to_string(&FortyFour::view(t.state(), Viewer::Seat(DIRECTOR))).unwrap();
    assert!(director.contains("cold to the touch"));
}
