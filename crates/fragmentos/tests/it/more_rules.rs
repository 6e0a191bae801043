//! Further rules and rulings: set-up checks, phases, the Director's points for their characters, and
//! each configurable ruling switched.

use crate::common::*;
use engine::{Game, Viewer};
use fragmentos::Characteristic::{Action, Cognition};
use fragmentos::*;

fn two_and_beast(threat: u32, rulings: Rulings) -> engine::Table<Fragmentos> {
    let ann = with_quality(sheet("Ann", CharacterKind::Main, 3, 3, 3), QualityKind::Concept, "Nurse");
    let bob = sheet("Bob", CharacterKind::Main, 2, 2, 2);
    let beast = with_quality(sheet("Beast", CharacterKind::Monster, 3, 3, 3), QualityKind::Concept, "Hungry");
    let guard = sheet("Guard", CharacterKind::Secondary, 2, 2, 2);
    let mut c = config(vec![ann, bob], vec![beast, guard], threat);
    c.rulings = rulings;
    table(&c)
}

fn start_err(c: &Config) -> String {
    Fragmentos::start(c, &mut dice::Scripted::new([])).unwrap_err().code.into_owned()
}

#[test]
fn set_up_needs_one_to_twelve_main_characters() {
    assert_eq!(start_err(&config(vec![], vec![], 2)), "fragmentos.config.players");
}

#[test]
fn set_up_characteristics_are_one_to_ten() {
    let c = config(vec![sheet("Ann", CharacterKind::Main, 0, 3, 3)], vec![], 2);
    assert_eq!(start_err(&c), "fragmentos.config.characteristic_range");
}

#[test]
fn set_up_only_the_directors_characters_have_secrets() {
    let mut ann = sheet("Ann", CharacterKind::Main, 3, 3, 3);
    ann.notes = "hidden".into();
    assert_eq!(start_err(&config(vec![ann], vec![], 2)), "fragmentos.config.main_secrets");
    let other = sheet("Other", CharacterKind::Main, 3, 3, 3);
    let c = config(vec![sheet("Ann", CharacterKind::Main, 3, 3, 3)], vec![other], 2);
    assert_eq!(start_err(&c), "fragmentos.config.other_kind");
}

#[test]
fn set_up_json_uses_defaults_for_pools_and_rulings() {
    let c: Config = serde_json::from_str(
        r#"{"main_characters":[{"name":"Ann","action":3,"cognition":3,"interaction":3}]}"#,
    )
    .unwrap();
    assert_eq!((c.initial_threat, c.initial_overcoming), (2, 5));
    assert_eq!(c.rulings, Rulings::default());
    let t = table(&c);
    assert_eq!(state(&t).characters[0].overcoming, 5);
}

#[test]
fn schemas_of_config_and_command_exist() {
    let config = serde_json::to_string(&schemars::schema_for!(Config)).unwrap();
    let command = serde_json::to_string(&schemars::schema_for!(Command)).unwrap();
    assert!(config.contains("main_characters") && command.contains("call_challenge"));
}

#[test]
fn commands_and_events_are_tagged_snake_case_json() {
    let cmd: Command = serde_json::from_str(r#"{"type":"roll","character":0}"#).unwrap();
    assert_eq!(cmd, roll(0));
    let e = serde_json::to_value(Event::ThreatRose { omens: 3, level: 7 }).unwrap();
    assert_eq!(e["type"], "threat_rose");
}

#[test]
fn scenes_do_not_nest() {
    let mut t = two_and_beast(2, Rulings::default());
    assert_eq!(refuse(&mut t, DIRECTOR, Command::EndScene), "fragmentos.scene.none");
    act(&mut t, DIRECTOR, Command::StartScene { qualities: vec![] }, &[]);
    assert_eq!(refuse(&mut t, DIRECTOR, Command::StartScene { qualities: vec![] }), "fragmentos.scene.open");
}

#[test]
fn a_roll_is_thrown_once_by_its_sides_only() {
    let mut t = two_and_beast(2, Rulings::default());
    assert_eq!(refuse(&mut t, P1, roll(0)), "fragmentos.roll.none");
    act(&mut t, DIRECTOR, conflict(side(0, Action, vec![]), side(2, Action, vec![]), false), &[]);
    assert_eq!(refuse(&mut t, P2, roll(1)), "fragmentos.roll.not_in_it");
    assert_eq!(refuse(&mut t, DIRECTOR, Command::Conclude), "fragmentos.roll.not_resolved");
    act(&mut t, P1, roll(0), &[6, 2, 2]);
    assert_eq!(refuse(&mut t, P1, roll(0)), "fragmentos.roll.already");
    assert_eq!(engine::Table::waiting_on(&t), vec![DIRECTOR]);
}

#[test]
fn the_director_pays_threat_for_their_characters() {
    let mut t = two_and_beast(3, Rulings::default());
    act(&mut t, DIRECTOR, Command::StartScene { qualities: vec![] }, &[]);
    act(&mut t, DIRECTOR, Command::UseTotals { character: ch(3) }, &[]);
    assert_eq!(state(&t).threat, 2);
    act(&mut t, DIRECTOR, challenge(3, Cognition, 12, false), &[]);
    act(&mut t, DIRECTOR, roll(3), &[2, 3]);
    act(&mut t, DIRECTOR, Command::Conclude, &[]);
    act(&mut t, DIRECTOR, Command::Retry { character: ch(3) }, &[]);
    assert_eq!(state(&t).threat, 1);
}

#[test]
fn the_director_cannot_harm_a_non_main_characters_owner_for_a_point() {
    let mut t = two_and_beast(3, Rulings::default());
    let cmd = Command::ActivateQuality {
        quality: QualityRef::Character { character: ch(2), index: 0 },
        effect: QualityEffect::Narrate,
        harms_owner: true,
        note: String::new(),
    };
    assert_eq!(refuse(&mut t, DIRECTOR, cmd), "fragmentos.quality.harm_target");
}

#[test]
fn the_director_may_reverse_a_players_success() {
    let mut t = two_and_beast(3, Rulings::default());
    act(&mut t, DIRECTOR, challenge(0, Action, 2, false), &[]);
    act(&mut t, P1, roll(0), &[4, 4, 2]);
    let cmd = Command::ActivateQuality {
        quality: QualityRef::Character { character: ch(0), index: 0 },
        effect: QualityEffect::Reverse,
        harms_owner: true,
        note: "the nurse stops to help a stranger".into(),
    };
    let events = act(&mut t, DIRECTOR, cmd, &[]);
    assert!(events.contains(&Event::OutcomeReversed { success: Some(false), winner: None }));
    assert_eq!((state(&t).threat, state(&t).characters[0].overcoming), (2, 6));
}

#[test]
fn an_incapacitated_character_may_rest_back_into_the_story() {
    let mut t = two_and_beast(9, Rulings::default());
    act(&mut t, DIRECTOR, challenge(1, Action, 12, false), &[]);
    act(&mut t, P2, roll(1), &[2, 3]);
    act(&mut t, DIRECTOR, Command::Conclude, &[]);
    act(&mut t, DIRECTOR, challenge(1, Action, 12, false), &[]);
    act(&mut t, P2, roll(1), &[2]);
    act(&mut t, DIRECTOR, Command::Conclude, &[]);
    assert!(state(&t).characters[1].incapacitated());
    act(&mut t, P2, Command::Rest { character: ch(1), recovery: Recovery::OneEach }, &[]);
    assert!(state(&t).characters[1].able());
    assert_eq!(current(&t, 1, Action), 1);
}

#[test]
fn ruling_incapacitated_may_not_rest() {
    let rulings = Rulings { incapacitated_may_rest: false, ..Rulings::default() };
    let mut t = two_and_beast(9, rulings);
    act(&mut t, DIRECTOR, challenge(1, Action, 12, false), &[]);
    act(&mut t, P2, roll(1), &[1, 3]);
    act(&mut t, DIRECTOR, Command::Conclude, &[]);
    let rest = Command::Rest { character: ch(1), recovery: Recovery::OneEach };
    assert_eq!(refuse(&mut t, P2, rest), "fragmentos.character.incapacitated");
}

#[test]
fn ruling_spent_overcoming_may_be_lost_instead_of_feeding_the_threat() {
    let rulings = Rulings { spent_overcoming_feeds_threat: false, ..Rulings::default() };
    let mut t = two_and_beast(3, rulings);
    act(&mut t, DIRECTOR, Command::StartScene { qualities: vec![] }, &[]);
    act(&mut t, P1, Command::UseTotals { character: ch(0) }, &[]);
    assert_eq!((state(&t).threat, state(&t).characters[0].overcoming), (3, 4));
}

#[test]
fn ruling_danger_and_protection_levels_are_configurable() {
    let rulings = Rulings { danger_level: 4, script_protection_below: 2, ..Rulings::default() };
    let mut t = two_and_beast(4, rulings);
    let events = act(&mut t, DIRECTOR, challenge(0, Action, 12, false), &[]);
    assert!(matches!(events[..], [Event::ChallengeCalled { danger: Danger::Automatic, .. }]));
    act(&mut t, P1, roll(0), &[2, 3, 4]);
    let events = act(&mut t, DIRECTOR, Command::Conclude, &[]);
    assert!(events.iter().any(|e| matches!(e, Event::CharacteristicLost { .. })), "no protection at 4");
}

#[test]
fn ruling_hurry_options_can_be_disabled() {
    let rulings = Rulings { hurry: vec![], ..Rulings::default() };
    let mut t = two_and_beast(3, rulings);
    act(&mut t, DIRECTOR, Command::StartRound { characters: vec![ch(0), ch(2)] }, &[]);
    let cmd = Command::Act { character: ch(0), hurry: Some(Hurry::ActEarly) };
    assert_eq!(refuse(&mut t, P1, cmd), "fragmentos.hurry.disabled");
}

#[test]
fn ruling_qualities_may_be_narrative_only() {
    let rulings = Rulings { quality_may_reverse: false, ..Rulings::default() };
    let mut t = two_and_beast(3, rulings);
    act(&mut t, DIRECTOR, challenge(0, Action, 12, false), &[]);
    act(&mut t, P1, roll(0), &[2, 3, 4]);
    let cmd = Command::ActivateQuality {
        quality: QualityRef::Character { character: ch(0), index: 0 },
        effect: QualityEffect::Reverse,
        harms_owner: false,
        note: String::new(),
    };
    assert_eq!(refuse(&mut t, P1, cmd), "fragmentos.quality.no_reverse");
}

#[test]
fn ruling_threat_grows_when_a_main_character_leaves_the_story() {
    let rulings = Rulings { threat_on_main_out: 2, ..Rulings::default() };
    let mut t = two_and_beast(9, rulings);
    act(&mut t, DIRECTOR, challenge(1, Action, 12, false), &[]);
    act(&mut t, P2, roll(1), &[1, 1]);
    let events = act(&mut t, DIRECTOR, Command::Conclude, &[]);
    assert!(events.contains(&Event::LeftTheStory { character: ch(1) }));
    // Two omens against 9 (half 4) do not raise it; leaving adds 2.
    assert_eq!(state(&t).threat, 11);
    assert!(!state(&t).over, "Ann is still in the story");
    assert_eq!(view(&t, P2).characters[1].status, Status::Out);
}

#[test]
fn ruling_monster_protection_may_ignore_script_protection() {
    let rulings = Rulings { monster_protection_needs_script_protection: false, ..Rulings::default() };
    let mut t = two_and_beast(9, rulings);
    act(&mut t, DIRECTOR, conflict(side(0, Action, vec![]), side(2, Action, vec![]), false), &[]);
    act(&mut t, P1, roll(0), &[6, 2, 2]);
    act(&mut t, DIRECTOR, roll(2), &[2, 3, 2]);
    let events = act(&mut t, DIRECTOR, Command::Conclude, &[]);
    assert!(matches!(events[..], [Event::DamagePending { .. }]));
}

/// Ruling 26: every set-up problem is listed, each naming the config field it is about, so a form can
/// show it beside that field; `start` refuses with the first.
#[test]
fn set_up_problems_name_their_fields() {
    let mut ann = sheet("Ann", CharacterKind::Main, 3, 11, 3);
    ann.traits.push(Trait { name: "Brave".into(), characteristic: Action, bonus: 0 });
    let mut beast = sheet("Beast", CharacterKind::Monster, 3, 3, 3);
    beast.objects.push(Object { name: "Claws".into(), dice: 4 });
    let mut c = config(vec![ann], vec![beast], 101);
    c.rulings.danger_level = 200;
    let found: Vec<(String, String)> = c
        .check()
        .unwrap_err()
        .into_iter()
        .map(|e| (e.code.into_owned(), e.params.get("path").cloned().unwrap_or_default()))
        .collect();
    let want = [
        ("fragmentos.config.characteristic_range", "main_characters.0.cognition"),
        ("fragmentos.config.trait_range", "main_characters.0.traits.0.bonus"),
        ("fragmentos.config.object_dice", "others.0.objects.0.dice"),
        ("fragmentos.config.level", "initial_threat"),
        ("fragmentos.config.level", "rulings.danger_level"),
    ];
    assert_eq!(found, want.map(|(a, b)| (a.to_owned(), b.to_owned())));
    assert_eq!(start_err(&c), "fragmentos.config.characteristic_range");
}

/// Ruling 27: the Director's prepared characters wait off the story, unknown to players and
/// spectators (not in their view, not in their copy of `story_started`), until the Director brings
/// them in; then they are characters like the others.
#[test]
fn ruling_27_prepared_characters_stay_hidden_until_brought_in() {
    let mut c = config(vec![sheet("Ann", CharacterKind::Main, 3, 3, 3)], vec![], 2);
    let mut beast = sheet("Flayed man", CharacterKind::Monster, 3, 3, 3);
    beast.notes = "lives in the laundry".into();
    c.offstage = vec![sheet("Porter", CharacterKind::Secondary, 2, 2, 2), beast];
    let mut t = table(&c);
    for viewer in [Viewer::Seat(P1), Viewer::Spectator] {
        let seen = serde_json::to_string(&Fragmentos::view(t.state(), viewer)).unwrap();
        let log = serde_json::to_string(&t.log_for(viewer).collect::<Vec<_>>()).unwrap();
        for secret in ["Flayed man", "Porter", "laundry", "offstage"] {
            assert!(!seen.contains(secret) && !log.contains(secret), "{viewer:?} knows {secret}");
        }
    }
    let director = view(&t, DIRECTOR);
    let waiting: Vec<_> =
        director.offstage.unwrap().into_iter().map(|p| (p.offstage, p.sheet.name)).collect();
    assert_eq!(waiting, [(0, "Porter".to_string()), (1, "Flayed man".to_string())]);

    assert_eq!(refuse(&mut t, P1, Command::BringIn { offstage: 1 }), "fragmentos.director_only");
    let events = act(&mut t, DIRECTOR, Command::BringIn { offstage: 1 }, &[]);
    assert!(matches!(
        &events[..],
        [Event::CharacterIntroduced { character: CharacterId(1), offstage: Some(1), .. }]
    ));
    assert_eq!(refuse(&mut t, DIRECTOR, Command::BringIn { offstage: 1 }), "fragmentos.offstage.none");
    assert_eq!(refuse(&mut t, DIRECTOR, Command::BringIn { offstage: 7 }), "fragmentos.offstage.none");

    let player = view(&t, P1);
    assert_eq!(player.characters[1].name, "Flayed man");
    assert_eq!(player.characters[1].notes, None);
    assert!(player.offstage.is_none());
    let log = serde_json::to_string(&t.log_for(Viewer::Seat(P1)).collect::<Vec<_>>()).unwrap();
    assert!(log.contains("Flayed man") && !log.contains("Porter") && !log.contains("laundry"));
    let director = view(&t, DIRECTOR);
    assert_eq!(director.offstage.unwrap().len(), 1);
}

#[test]
fn set_up_checks_prepared_sheets_by_their_path() {
    let mut c = config(vec![sheet("Ann", CharacterKind::Main, 3, 3, 3)], vec![], 2);
    c.offstage = vec![sheet("Ghost", CharacterKind::Main, 2, 2, 2)];
    let problems = c.check().unwrap_err();
    assert_eq!(problems[0].code, "fragmentos.config.other_kind");
    assert_eq!(problems[0].params["path"], "offstage.0.kind");
}
