//! Every worked example of the 44 rulebook, with the rulebook's numbers. Where the text shows dice
//! as icons that were stripped from our copy, the faces are reconstructed from the surrounding
//! text (the result it states, how many dice were rolled and removed) and each test says so.

use crate::common::*;
use engine::{Game, SeatId, Viewer};
use forty_four::{
    AgentOrigin, Command, ConspiracyGain, Event, FortyFour, Holder, Phase, Quality, Side, Status,
};

fn prepare_bridge(t: &mut T) {
    // p. 15-17: Material 2, Alice 3, Fear of heights 1; Control 4, Dr. Kurzweil 1, black sedans 2.
    t.frame(CLARK, MARGARET);
    t.quality(CLARK, Quality::Material);
    t.ok(CLARK, Command::EnlistBond { bond: ALICE });
    t.ok(CLARK, Command::TriggerAnxiety { anxiety: HEIGHTS });
    t.ok(CLARK, Command::AddPileDice { side: Side::Main, count: 2 });
    t.ok(DIRECTOR, Command::ActivateAgent { agent: KURZWEIL });
    t.ok(DIRECTOR, Command::RevealSecret { secret: SEDANS });
    t.ok(CLARK, Command::Ready);
}

/// p. 7-11: Mr. Clark's sheet, the Agents from the three Tickers, the two Secrets, Control 4,
/// Program 1, Resistance and Menace dice equal to the main characters, Reserve from Material.
#[test]
fn setup_example_mr_clark_molly_kurzweil_leonard_p7_p11() {
    let t = T::start(&config(), &[6, 3, 2]);
    let s = t.state();
    let clark = s.character(CLARK).unwrap();
    assert_eq!((clark.resolve, clark.contact, clark.material), (3, 1, 2));
    assert_eq!(clark.reserve_limit(), 2, "Material 2: Reserve holds 2 dice");
    assert_eq!(clark.bonds[0].rating, 3);
    let agents: Vec<(&str, u32)> = s.agents.iter().map(|a| (a.name.as_str(), a.rating)).collect();
    assert_eq!(
        agents,
        vec![("Dr. Kurzweil, former mentor", 1), ("Leonard, butcher", 1), ("Molly, little girl", 1)]
    );
    assert!(s.secrets.iter().all(|x| x.rating == 2));
    assert_eq!((s.director.control, s.director.program), (4, 1));
    assert_eq!((s.resistance, s.menace, s.countdown), (3, 3, 4));
    assert_eq!(s.phase(), Phase::ChoosingOrder { chooser: CLARK });
}

/// p. 14: "It's Mr. Clark's first scene": his detail, the Director's, then the other players'.
#[test]
fn scene_details_example_car_night_rain_p14() {
    let mut t = T::clark_table(&[1, 2, 3]);
    assert_eq!(t.table.waiting_on(), vec![CLARK]);
    assert_eq!(t.refused(DIRECTOR, Command::AddDetail { text: "dark".into() }), "44.turn.not_yours");
    t.ok(CLARK, Command::AddDetail { text: "Mr. Clark's going to get in his car".into() });
    assert_eq!(t.table.waiting_on(), vec![DIRECTOR]);
    t.ok(DIRECTOR, Command::AddDetail { text: "it's night and pretty dark".into() });
    assert_eq!(t.table.waiting_on(), vec![MARGARET, WALTER]);
    t.ok(WALTER, Command::AddDetail { text: "and how about it's pouring rain outside".into() });
    assert_eq!(t.state().scene().unwrap().details.len(), 3);
    assert_eq!(t.state().phase(), Phase::Preparing);
}

/// p. 18, "Remove Penalties", and p. 19, "Spot Your Result": seven dice, Fear of heights removes
/// the highest (a 6: icon stripped, reconstructed), the best remaining is 4. At the end the 6 may
/// go into Reserve even replacing a die already there.
#[test]
fn remove_penalties_seven_dice_best_four_p18() {
    let mut t = T::clark_table(&[1, 2, 3]);
    t.given(vec![Event::ReserveChanged { holder: Holder(CLARK), dice: vec![2, 1] }]);
    prepare_bridge(&mut t);
    // Clark 2 + 3 + 2 = 7 dice; the Director 4 + 1 = 5 dice, 2 removed.
    let events = t.roll(DIRECTOR, Command::Ready, &[6, 4, 3, 2, 2, 1, 1, 6, 5, 3, 2, 1]);
    let Some(Event::ConflictRolled { main, conspiracy }) =
        events.iter().find(|e| matches!(e, Event::ConflictRolled { .. }))
    else {
        panic!("no roll")
    };
    assert_eq!((main.dice, main.remove), (7, 1));
    assert_eq!(main.roll.removed, vec![6]);
    assert_eq!(main.roll.value, 4);
    assert_eq!((conspiracy.dice, conspiracy.remove), (5, 2), "Control 4 + Dr. Kurzweil 1, black sedans 2");
    assert_eq!(conspiracy.roll.removed, vec![6, 5]);
    assert_eq!(conspiracy.roll.value, 3);
    t.ok(CLARK, Command::Ready);
    t.ok(DIRECTOR, Command::Ready);
    // Clark won 4 to 3: the Director takes 1 Stress on Dr. Kurzweil.
    t.ok(DIRECTOR, Command::AllocateStress { agents: vec![KURZWEIL], control: 0, program: 0 });
    assert_eq!(t.table.waiting_on(), vec![CLARK]);
    t.ok(CLARK, Command::TakeReserve { take: vec![6], discard: vec![1], next: vec![] });
    assert_eq!(t.character(CLARK).reserve, vec![2, 6]);
}

/// p. 19, "Compare Results": Mr. Clark's 5 beats the Director's 3 and he drives the black sedan
/// off the bridge. Consequences (p. 20-22): Fear of heights gives 1 Resistance die, the Director
/// suffers 2 Stress (Dr. Kurzweil first), the conspiracy grows.
#[test]
fn compare_results_bridge_five_beats_three_p19() {
    let mut t = T::clark_table(&[1, 2, 3]);
    prepare_bridge(&mut t);
    t.roll(DIRECTOR, Command::Ready, &[6, 5, 3, 2, 2, 1, 1, 6, 5, 3, 2, 1]);
    assert_eq!(t.state().conflict().unwrap().results, [5, 3]);
    t.ok(CLARK, Command::Ready);
    let events = t.ok(DIRECTOR, Command::Ready);
    assert!(events.contains(&Event::ConflictDecided {
        winner: Side::Main,
        main: 5,
        conspiracy: 3,
        stress: 2
    }));
    assert_eq!(t.state().resistance, 1 + 1, "3 - 2 used + 1 for Fear of heights");
    assert_eq!(
        t.refused(DIRECTOR, Command::AllocateStress { agents: vec![KURZWEIL], control: 0, program: 0 }),
        "44.stress.must_take"
    );
    t.ok(DIRECTOR, Command::AllocateStress { agents: vec![KURZWEIL], control: 1, program: 0 });
    assert!(t.state().agent(KURZWEIL).is_none(), "Dr. Kurzweil at 0 is eliminated");
    assert_eq!(t.state().director.control, 3);
    t.ok(CLARK, Command::TakeReserve { take: vec![6], discard: vec![], next: vec![] });
    t.ok(DIRECTOR, Command::TakeReserve { take: vec![6], discard: vec![], next: vec![] });
    assert_eq!(t.state().phase(), Phase::Resolving { pending: vec![forty_four::Pending::ConspiracyGrows] });
    t.ok(DIRECTOR, Command::GrowConspiracy { gain: ConspiracyGain::Secret { secret: SEDANS } });
    assert_eq!(t.state().secret(SEDANS).unwrap().rating, 3);
    assert_eq!(t.state().scene().map(|s| s.seat), Some(MARGARET), "the next scene began");
}

fn to_improving(t: &mut T, clark_faces: &[u32], director_faces: &[u32]) {
    // Clark alone with Resolve 3, the Director with Control 4.
    t.frame(CLARK, MARGARET);
    t.quality(CLARK, Quality::Resolve);
    t.ok(CLARK, Command::Ready);
    let faces: Vec<u32> = clark_faces.iter().chain(director_faces).copied().collect();
    t.roll(DIRECTOR, Command::Ready, &faces);
}

/// p. 19, "Replacing Results": a result of 4 replaced by a 6 from Reserve.
#[test]
fn reserve_die_replaces_result_four_becomes_six_p19() {
    let mut t = T::clark_table(&[1, 2, 3]);
    t.given(vec![Event::ReserveChanged { holder: Holder(CLARK), dice: vec![6] }]);
    to_improving(&mut t, &[4, 3, 1], &[5, 2, 2, 1]);
    t.ok(CLARK, Command::ImproveResult { replace: Some(6), boosts: vec![] });
    assert_eq!(t.state().conflict().unwrap().results[0], 6);
    assert!(t.character(CLARK).reserve.is_empty());
}

/// p. 19: a result of 5 and two 5s in Reserve: "your result is now 7". (The roll's icons are
/// stripped; a single 5 as the highest kept die is reconstructed.)
#[test]
fn reserve_dice_equal_to_result_boost_five_to_seven_p19() {
    let mut t = T::clark_table(&[1, 2, 3]);
    t.given(vec![Event::ReserveChanged { holder: Holder(CLARK), dice: vec![5, 5] }]);
    to_improving(&mut t, &[5, 3, 1], &[6, 2, 2, 1]);
    assert_eq!(
        t.refused(CLARK, Command::ImproveResult { replace: None, boosts: vec![6] }),
        "44.reserve.missing"
    );
    t.ok(CLARK, Command::ImproveResult { replace: None, boosts: vec![5, 5] });
    assert_eq!(t.state().conflict().unwrap().results, [7, 6]);
}

/// p. 19 (fire escape) and p. 20 (Menace dice): 4 against 4, main characters lose ties but suffer
/// no Stress; the Director revealed "The machines never blink: 2" and adds 2 Menace dice.
#[test]
fn tie_goes_to_the_director_no_stress_never_blink_adds_two_menace_p19_p20() {
    let mut t = T::clark_table(&[1, 2, 3]);
    t.frame(CLARK, MARGARET);
    t.quality(CLARK, Quality::Resolve);
    t.ok(DIRECTOR, Command::RevealSecret { secret: NEVER_BLINK });
    t.ok(CLARK, Command::Ready);
    // Clark [4, 2, 1] -> 4; the Director [6, 6, 4, 1], two highest removed -> 4.
    t.roll(DIRECTOR, Command::Ready, &[4, 2, 1, 6, 6, 4, 1]);
    t.ok(CLARK, Command::Ready);
    let events = t.ok(DIRECTOR, Command::Ready);
    assert!(events.contains(&Event::ConflictDecided {
        winner: Side::Conspiracy,
        main: 4,
        conspiracy: 4,
        stress: 0
    }));
    assert_eq!(t.state().menace, 3 + 2);
    assert_eq!(t.character(CLARK).resolve, 3, "no Stress on a tie");
}

/// p. 20: Alice takes 3 of 5 Stress and becomes an Agent at 1; Contact 1 drops to 0; the last
/// point becomes a Menace die.
#[test]
fn stress_to_bond_then_quality_then_menace_alice_p20() {
    let mut t = T::clark_table(&[1, 2, 3]);
    t.frame(CLARK, MARGARET);
    t.quality(CLARK, Quality::Contact);
    t.ok(CLARK, Command::EnlistBond { bond: ALICE });
    t.ok(CLARK, Command::Ready);
    // Clark 1 + 3 dice [3, 2, 1, 1] -> 3; the Director [6, 6, 6, 1] -> 8: 5 Stress.
    t.roll(DIRECTOR, Command::Ready, &[3, 2, 1, 1, 6, 6, 6, 1]);
    t.ok(CLARK, Command::Ready);
    let events = t.ok(DIRECTOR, Command::Ready);
    assert!(
        events.iter().any(
            |e| matches!(e, Event::BondBecameAgent { name, .. } if name == "Alice, friend and secretary")
        )
    );
    let clark = t.character(CLARK);
    assert!(clark.bonds.is_empty());
    assert_eq!(clark.contact, 0);
    let alice = t.state().agents.iter().find(|a| a.name.starts_with("Alice")).unwrap();
    assert_eq!((alice.rating, alice.origin, alice.known), (1, AgentOrigin::Bond, true));
    assert_eq!(t.state().menace, 3 + 1);
}

/// p. 21: Mr. Clark inflicts 4 Stress; Dr. Kurzweil (2) and Alice (1) are destroyed; the last
/// point comes off Program 2, and the Director gives up one of two Reserve dice.
#[test]
fn director_stress_agents_then_program_reserve_shrinks_p21() {
    let mut t = T::clark_table(&[1, 2, 3]);
    t.given(vec![
        Event::AgentRated { agent: KURZWEIL, rating: Some(2), known_to: forty_four::Audience::Everyone },
        Event::BondBecameAgent { seat: CLARK, bond: ALICE, agent: 3, name: "Alice, former friend".into() },
        Event::ConspiracyRated { seat: DIRECTOR, rating: forty_four::Rating::Program, value: 2 },
        Event::ReserveChanged { holder: Holder(DIRECTOR), dice: vec![5, 3] },
    ]);
    t.frame(CLARK, MARGARET);
    t.quality(CLARK, Quality::Resolve);
    t.ok(DIRECTOR, Command::ActivateAgent { agent: KURZWEIL });
    t.ok(DIRECTOR, Command::ActivateAgent { agent: 3 });
    t.ok(CLARK, Command::Ready);
    // Clark [6, 6, 2] -> 7; the Director 4 + 2 + 1 dice [3, 2, 2, 1, 1, 1, 1] -> 3: 4 Stress.
    t.roll(DIRECTOR, Command::Ready, &[6, 6, 2, 3, 2, 2, 1, 1, 1, 1]);
    t.ok(CLARK, Command::Ready);
    t.ok(DIRECTOR, Command::Ready);
    t.ok(DIRECTOR, Command::AllocateStress { agents: vec![KURZWEIL, 3], control: 0, program: 1 });
    let s = t.state();
    assert!(s.agent(KURZWEIL).is_none() && s.agent(3).is_none());
    assert_eq!((s.director.control, s.director.program), (4, 1));
    assert_eq!(s.director.reserve, vec![5], "Program 1 holds 1 die: the best is kept");
}

/// p. 28: at Countdown 2 Mr. Clark (who used Resolve) assists Margaret against Leonard with
/// Material 2 and triggers "Doesn't want to die alone: 1"; she sets aside 2 dice; her 5 loses to
/// the Director's 8 and both suffer 3 Stress; she picks a removed die, then Mr. Clark. (Her sheet
/// and the faces are reconstructed: the icons are stripped.)
#[test]
fn assisting_example_clark_helps_margaret_against_leonard_p28() {
    let mut t = T::clark_table(&[2, 1, 3]);
    t.given(vec![
        Event::CountdownChanged { countdown: 2 },
        Event::QualityChosen { seat: CLARK, quality: Quality::Resolve, dice: 3 },
    ]);
    t.frame(MARGARET, WALTER);
    t.quality(MARGARET, Quality::Resolve);
    assert_eq!(t.refused(CLARK, Command::Assist { quality: Quality::Resolve }), "44.quality.twice_in_a_row");
    assert_eq!(
        t.refused(CLARK, Command::Assist { quality: Quality::Contact }),
        "44.assist.quality_below_countdown"
    );
    t.ok(CLARK, Command::Assist { quality: Quality::Material });
    t.ok(CLARK, Command::TriggerAnxiety { anxiety: DIE_ALONE });
    t.ok(MARGARET, Command::TriggerAnxiety { anxiety: MARGARET_ALLEYS });
    t.ok(DIRECTOR, Command::ActivateAgent { agent: LEONARD });
    t.ok(MARGARET, Command::Ready);
    // Margaret 2 + 2 dice [6, 6, 5, 3]: 2 removed, result 5; the Director 4 + 1 [6, 6, 6, 2, 1] -> 8.
    t.roll(DIRECTOR, Command::Ready, &[6, 6, 5, 3, 6, 6, 6, 2, 1]);
    t.ok(MARGARET, Command::Ready);
    t.ok(DIRECTOR, Command::Ready);
    assert_eq!(t.character(MARGARET).resolve, 0, "3 Stress on Resolve 2, 1 past 0");
    assert_eq!(t.character(CLARK).material, 0, "3 Stress on Material 2, 1 past 0");
    assert_eq!(t.state().menace, 3 + 2);
    t.ok(MARGARET, Command::TakeReserve { take: vec![6], discard: vec![], next: vec![CLARK] });
    assert_eq!(t.table.waiting_on(), vec![CLARK]);
    t.ok(CLARK, Command::TakeReserve { take: vec![6], discard: vec![], next: vec![] });
    assert_eq!(t.character(MARGARET).reserve, vec![6]);
    assert_eq!(t.character(CLARK).reserve, vec![6]);
}

/// p. 29: Reserve 4, 4, 4 improve Bonds by up to 3 points, or together are worth 6 (4 + 1 + 1) and
/// improve a Quality by 1. (The faces are icons in the text; the sum "= 6" gives 4s.)
#[test]
fn reserve_four_four_four_three_bond_points_or_one_quality_p29() {
    let mut t = T::clark_table(&[1, 2, 3]);
    t.given(vec![Event::ReserveChanged { holder: Holder(WALTER), dice: vec![4, 4, 4] }]);
    let mut bonds = T { table: t.table.clone() };
    for _ in 0..3 {
        bonds.ok(
            WALTER,
            Command::SpendReserve { dice: vec![4], on: forty_four::ReserveTarget::Bond { bond: 0 } },
        );
    }
    assert_eq!(bonds.character(WALTER).bonds[0].rating, 3 + 3);
    assert_eq!(
        t.refused(
            WALTER,
            Command::SpendReserve {
                dice: vec![4],
                on: forty_four::ReserveTarget::Quality { quality: Quality::Contact }
            }
        ),
        "44.reserve.too_low"
    );
    t.ok(
        WALTER,
        Command::SpendReserve {
            dice: vec![4, 4, 4],
            on: forty_four::ReserveTarget::Quality { quality: Quality::Contact },
        },
    );
    assert_eq!(t.character(WALTER).contact, 3);
    assert!(t.character(WALTER).reserve.is_empty());
}

/// p. 31: Mr. Clark with Material 0 suffers 3 Stress to Resolve: he is replaced, the Stress is
/// not applied, 3 Menace dice are added, and his 5 points become Control 4 and Program 1.
#[test]
fn replacement_example_clark_becomes_operative_control_4_program_1_p31() {
    let mut t = T::clark_table(&[1, 2, 3]);
    t.given(vec![
        Event::QualityRated { seat: CLARK, quality: Quality::Contact, rating: 2 },
        Event::QualityRated { seat: CLARK, quality: Quality::Material, rating: 0 },
    ]);
    t.frame(CLARK, MARGARET);
    t.quality(CLARK, Quality::Resolve);
    t.ok(CLARK, Command::Ready);
    // Clark [2, 1, 1] -> 2; the Director [5, 1, 1, 1] -> 5: 3 Stress.
    t.roll(DIRECTOR, Command::Ready, &[2, 1, 1, 5, 1, 1, 1]);
    t.ok(CLARK, Command::Ready);
    let events = t.ok(DIRECTOR, Command::Ready);
    assert!(events.contains(&Event::CharacterReplaced { seat: CLARK, stress: 3 }));
    assert_eq!(t.character(CLARK).resolve, 3, "the Stress is not applied");
    assert_eq!(t.state().menace, 3 + 3);
    assert_eq!(t.refused(CLARK, Command::BecomeOperative { control: 4, program: 2 }), "44.operative.split");
    assert!(FortyFour::view(t.state(), Viewer::Seat(CLARK)).secrets.is_empty());
    t.ok(CLARK, Command::BecomeOperative { control: 4, program: 1 });
    assert_eq!(t.character(CLARK).status, Status::Operative { control: 4, program: 1 });
    // He now shares the Agents and Secrets with the Director.
    assert_eq!(FortyFour::view(t.state(), Viewer::Seat(CLARK)).secrets.len(), 2);
    assert!(t.table.log_for(Viewer::Seat(CLARK)).any(|e| matches!(e.event, Event::ConspiracyShared { .. })));
    assert!(
        !t.table.log_for(Viewer::Seat(MARGARET)).any(|e| matches!(e.event, Event::ConspiracyShared { .. }))
    );
}

/// p. 32: Operative Clark loses and suffers 4 Stress: Leonard (1) is deactivated, Control and
/// Program lose one each (Program reaches 0), and the last point comes off the Director's Control.
#[test]
fn operative_stress_example_leonard_then_control_program_then_director_p32() {
    let mut t = T::start(&config(), &[6, 3, 2]);
    t.given(vec![Event::OperativeCreated { seat: CLARK, control: 4, program: 1 }]);
    t.ok(CLARK, Command::SetSceneOrder { order: vec![CLARK, MARGARET, WALTER] });
    assert_eq!(t.state().phase(), Phase::ChoosingOpponent);
    t.ok(CLARK, Command::ChooseOpponent { opponent: MARGARET });
    t.ok(CLARK, Command::AddDetail { text: "the butcher's shop after closing".into() });
    t.ok(MARGARET, Command::AddDetail { text: "the lights flicker".into() });
    assert_eq!(t.table.waiting_on(), vec![DIRECTOR, WALTER]);
    t.ok(WALTER, Command::AddDetail { text: "a cleaver on the counter".into() });
    t.ok(CLARK, Command::ActivateAgent { agent: LEONARD });
    assert_eq!(
        t.refused(CLARK, Command::ActivateAgent { agent: MOLLY }),
        "44.operative.program_limit",
        "Program 1: one Agent or Operative"
    );
    t.quality(MARGARET, Quality::Resolve);
    t.ok(MARGARET, Command::Ready);
    // Margaret [6, 6] -> 7; Operative Clark 4 + 1 dice [3, 2, 1, 1, 1] -> 3: 4 Stress.
    t.roll(CLARK, Command::Ready, &[6, 6, 3, 2, 1, 1, 1]);
    t.ok(MARGARET, Command::Ready);
    t.ok(CLARK, Command::Ready);
    t.ok(CLARK, Command::AllocateStress { agents: vec![LEONARD], control: 1, program: 1 });
    assert!(t.state().agent(LEONARD).is_none());
    assert_eq!(t.character(CLARK).status, Status::Operative { control: 3, program: 0 });
    assert_eq!(t.state().director.control, 3);
    assert_eq!(
        t.state().scene().map(|s| s.seat),
        Some(MARGARET),
        "no conspiracy growth after an Operative's scene"
    );
}

/// p. 24-25: no Resistance dice, a player replaces the result with a Reserve 5; the Director's
/// four Menace dice (5, 5 and two lower: reconstructed) make 6 and an Operative's Reserve 5 makes
/// 7; Menace wins by 2; the Director takes Program +1, the Operative creates "Suspicious janitor".
#[test]
fn end_turn_example_reserve_five_against_menace_seven_janitor_p24() {
    let mut t = T::clark_table(&[1, 2, 3]);
    t.given(vec![
        Event::OperativeCreated { seat: WALTER, control: 3, program: 3 },
        Event::ReserveChanged { holder: Holder(CLARK), dice: vec![5] },
        Event::ReserveChanged { holder: Holder(WALTER), dice: vec![5] },
        Event::PileChanged {
            pile: forty_four::Pile::Resistance,
            to: 0,
            reason: forty_four::PileReason::EndRoll,
        },
        Event::PileChanged { pile: forty_four::Pile::Menace, to: 4, reason: forty_four::PileReason::EndRoll },
        Event::EndRollBegan { zero_hour: false },
        Event::PhaseEntered { phase: Phase::EndPreparing },
    ]);
    for seat in [DIRECTOR, CLARK, MARGARET] {
        t.ok(seat, Command::Ready);
    }
    t.roll(WALTER, Command::Ready, &[5, 5, 3, 1]);
    assert_eq!(t.state().end_of_turn().unwrap().roll.results, [0, 6]);
    t.ok(CLARK, Command::ImproveResult { replace: Some(5), boosts: vec![] });
    t.ok(WALTER, Command::ImproveResult { replace: None, boosts: vec![5] });
    assert_eq!(t.state().end_of_turn().unwrap().roll.results, [5, 7]);
    for seat in [DIRECTOR, CLARK, MARGARET, WALTER] {
        t.ok(seat, Command::Ready);
    }
    assert_eq!((t.state().resistance, t.state().menace), (0, 2));
    assert_eq!(t.state().phase(), Phase::Gains { seats: vec![DIRECTOR, WALTER] });
    t.ok(DIRECTOR, Command::GrowConspiracy { gain: ConspiracyGain::Program });
    // The janitor's creation ends the turn: Countdown 3, main characters (not Walter) roll.
    t.roll(
        WALTER,
        Command::GrowConspiracy { gain: ConspiracyGain::NewAgent { name: "Suspicious janitor".into() } },
        &[4, 2],
    );
    let s = t.state();
    assert_eq!(s.director.program, 2);
    assert_eq!(s.countdown, 3);
    assert_eq!(s.phase(), Phase::ChoosingOrder { chooser: CLARK });
    let janitor = s.agents.iter().find(|a| a.name == "Suspicious janitor").unwrap();
    assert_eq!((janitor.rating, janitor.known), (1, false));
    assert!(FortyFour::view(s, Viewer::Seat(WALTER)).agents.iter().any(|a| a.name == "Suspicious janitor"));
    assert!(!FortyFour::view(s, Viewer::Seat(CLARK)).agents.iter().any(|a| a.name == "Suspicious janitor"));
    let _ = SeatId(0);
}

/// p. 19, second "Spot Your Result" example: the remaining dice are all 2s but one lower die
/// (icons stripped; four 2s reconstructed from "2 + 1 + 1 + 1 = 5"): the result is 5.
#[test]
fn matching_dice_add_one_each_four_twos_make_five_p19() {
    let mut t = T::clark_table(&[1, 2, 3]);
    t.frame(CLARK, MARGARET);
    t.quality(CLARK, Quality::Resolve);
    t.ok(CLARK, Command::EnlistBond { bond: ALICE });
    t.ok(CLARK, Command::TriggerAnxiety { anxiety: HEIGHTS });
    t.ok(CLARK, Command::Ready);
    // Clark 3 + 3 dice [6, 2, 2, 2, 2, 1]: the 6 is removed, four 2s make 5.
    t.roll(DIRECTOR, Command::Ready, &[6, 2, 2, 2, 2, 1, 3, 3, 1, 1]);
    assert_eq!(t.state().conflict().unwrap().results, [5, 4]);
}
