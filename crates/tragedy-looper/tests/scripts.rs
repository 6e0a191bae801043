//! The script format and the validator of the writing rules ("Cómo crear un guión").

use tragedy_looper::*;

fn shipped(name: &str) -> Script {
    let text = SCRIPTS.iter().find(|(n, _)| n.starts_with(name)).expect("script exists").1;
    parse_script(text).expect("shipped script parses")
}

fn rules(script: &Script) -> Vec<&'static str> {
    match check_script(script) {
        Ok(()) => vec![],
        Err(es) => es.iter().map(|e| e.rule()).collect(),
    }
}

#[test]
fn every_shipped_script_is_valid_with_its_difficulty_in_loops() {
    let mut fs = 0;
    let mut bt = 0;
    for (name, text) in SCRIPTS {
        let s = parse_script(text).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(check_script(&s), Ok(()), "{name}");
        assert!((3..=4).contains(&s.public.loops), "{name} states its loops");
        match s.public.tragedy_set {
            TragedySet::FirstSteps => fs += 1,
            TragedySet::BasicTragedy => bt += 1,
        }
    }
    assert!(fs >= 2 && bt >= 4);
}

#[test]
fn toml_and_json_parse_into_the_same_script() {
    for (_, text) in SCRIPTS {
        let s = parse_script(text).unwrap();
        let json = serde_json::to_string_pretty(&s).unwrap();
        assert_eq!(parse_script(&json).unwrap(), s);
    }
}

#[test]
fn a_broken_file_is_a_parse_error() {
    assert!(parse_script("[public]\ntitle = 3").is_err());
    assert!(parse_script("{\"public\": 1}").is_err());
}

#[test]
fn main_plot_must_be_a_main_plot_and_subplots_subplots() {
    let mut s = shipped("fs2");
    s.private.main_plot = Plot::AHideousScript;
    s.private.subplots = vec![Plot::MurderPlan];
    let r = rules(&s);
    assert!(r.contains(&"tl.script.one_main_plot"));
    assert!(r.contains(&"tl.script.subplot_kind"));
}

#[test]
fn first_steps_has_one_subplot_basic_tragedy_two() {
    let mut s = shipped("fs1");
    s.private.subplots.push(Plot::ShadowOfTheRipper);
    assert!(rules(&s).contains(&"tl.script.subplot_count"));
    let mut b = shipped("bt1");
    b.private.subplots.pop();
    assert!(rules(&b).contains(&"tl.script.subplot_count"));
}

#[test]
fn plots_must_come_from_the_tragedy_set() {
    let mut s = shipped("fs1");
    s.private.main_plot = Plot::SealedItem;
    assert!(rules(&s).contains(&"tl.script.plot_in_set"));
}

#[test]
fn plots_are_not_repeated() {
    let mut b = shipped("bt1");
    b.private.subplots = vec![Plot::CircleOfFriends, Plot::CircleOfFriends];
    assert!(rules(&b).contains(&"tl.script.plot_once"));
}

#[test]
fn roles_the_plots_require_must_be_present() {
    let mut s = shipped("fs2");
    s.private.roles.retain(|r| r.role != Role::Killer);
    let errs = check_script(&s).unwrap_err();
    assert!(errs.contains(&ScriptError::RoleCountMismatch { role: Role::Killer, min: 1, max: 1, found: 0 }));
}

#[test]
fn circle_of_friends_needs_two_friends() {
    let mut s = shipped("bt1");
    s.private.roles.retain(|r| r.character != Character::Informer);
    let errs = check_script(&s).unwrap_err();
    assert!(errs.contains(&ScriptError::RoleCountMismatch { role: Role::Friend, min: 2, max: 2, found: 1 }));
}

#[test]
fn a_hideous_script_allows_zero_to_two_curmudgeons() {
    let mut s = shipped("fs2");
    s.private.roles.retain(|r| r.role != Role::Curmudgeon);
    assert_eq!(check_script(&s), Ok(()));
    s.private.roles.push(RoleEntry { character: Character::Nurse, role: Role::Curmudgeon });
    s.private.roles.push(RoleEntry { character: Character::ShrineMaiden, role: Role::Curmudgeon });
    assert_eq!(check_script(&s), Ok(()));
    s.private.roles.push(RoleEntry { character: Character::GirlStudent, role: Role::Curmudgeon });
    assert!(rules(&s).contains(&"tl.script.roles_from_plots"));
}

#[test]
fn role_limits_hold_across_plots() {
    // Edge case 12: Circle of Friends + An Unsettling Rumor both bring a Conspiracy Theorist (limit 1).
    let mut s = shipped("bt1");
    s.private.subplots = vec![Plot::CircleOfFriends, Plot::AnUnsettlingRumor];
    s.private.roles.push(RoleEntry { character: Character::GirlStudent, role: Role::ConspiracyTheorist });
    let errs = check_script(&s).unwrap_err();
    assert!(errs.contains(&ScriptError::RoleLimitExceeded {
        role: Role::ConspiracyTheorist,
        limit: 1,
        found: 2
    }));
}

#[test]
fn one_role_per_character() {
    let mut s = shipped("fs1");
    s.private.roles.push(RoleEntry { character: Character::Doctor, role: Role::ConspiracyTheorist });
    assert!(rules(&s).contains(&"tl.script.one_role_per_character"));
}

#[test]
fn roles_must_come_from_the_tragedy_set() {
    let mut s = shipped("fs1");
    s.private.roles.push(RoleEntry { character: Character::BoyStudent, role: Role::Witch });
    assert!(rules(&s).contains(&"tl.script.role_in_set"));
}

#[test]
fn characters_must_exist_in_the_cast() {
    let mut s = shipped("fs1");
    s.private.roles.push(RoleEntry { character: Character::Alien, role: Role::Person });
    s.private.culprits[0].culprit = Character::Boss;
    let r = rules(&s);
    assert_eq!(r.iter().filter(|c| **c == "tl.script.character_exists").count(), 2);
}

#[test]
fn one_incident_per_culprit() {
    let mut s = shipped("fs1");
    s.private.culprits[1].culprit = Character::GirlStudent;
    assert!(rules(&s).contains(&"tl.script.one_incident_per_culprit"));
}

#[test]
fn incident_days_within_the_loop() {
    let mut s = shipped("fs1");
    s.public.incidents[1].day = 5;
    s.private.culprits[1].day = 5;
    assert!(rules(&s).contains(&"tl.script.incident_day_range"));
}

#[test]
fn incidents_from_the_set_and_each_with_a_culprit() {
    let mut s = shipped("fs1");
    s.public.incidents.push(PublicIncident { day: 3, incident: Incident::ButterflyEffect });
    let r = rules(&s);
    assert!(r.contains(&"tl.script.incident_in_set"));
    assert!(r.contains(&"tl.script.culprit_for_incident"));
}

#[test]
fn sign_with_me_key_person_is_a_girl() {
    let mut s = shipped("bt2");
    for r in &mut s.private.roles {
        if r.role == Role::KeyPerson {
            r.character = Character::Nurse;
        }
    }
    assert!(rules(&s).contains(&"tl.script.sign_with_me_girl"));
}

#[test]
fn mystery_boy_holds_a_role_no_plot_requires() {
    let mut s = shipped("bt3");
    for r in &mut s.private.roles {
        if r.character == Character::MysteryBoy {
            r.role = Role::Cultist;
        }
    }
    assert!(rules(&s).contains(&"tl.script.mystery_boy_role"));
}

#[test]
fn boss_needs_a_turf() {
    let mut s = shipped("bt2");
    s.public.boss_turf = None;
    assert!(rules(&s).contains(&"tl.script.boss_turf"));
}

#[test]
fn loops_days_and_entries_in_range() {
    let mut s = shipped("bt1");
    s.public.loops = 0;
    s.public.days = 9;
    s.public.characters[1].entry_loop = Some(7);
    let r = rules(&s);
    assert!(r.contains(&"tl.script.loops_range"));
    assert!(r.contains(&"tl.script.days_range"));
    assert!(r.contains(&"tl.script.entry_range"));
}

#[test]
fn errors_name_their_rule_in_the_message() {
    let mut s = shipped("fs1");
    s.private.subplots.clear();
    let e = &check_script(&s).unwrap_err()[0];
    assert!(e.to_string().contains("[tl.script.subplot_count]"));
}

#[test]
fn config_and_command_have_json_schemas() {
    let c = serde_json::to_string(&schemars::schema_for!(Config)).unwrap();
    assert!(c.contains("protagonists"));
    let m = serde_json::to_string(&schemars::schema_for!(Command)).unwrap();
    assert!(m.contains("play_card") && m.contains("use_goodwill"));
}

#[test]
fn commands_and_events_serialize_as_tagged_snake_case() {
    let cmd = Command::PlayCard { card: CardKind::IntriguePlus2, target: Target::Location(Location::Shrine) };
    assert_eq!(
        serde_json::to_string(&cmd).unwrap(),
        r#"{"type":"play_card","card":"intrigue_plus2","target":{"location":"shrine"}}"#
    );
    let e = Event::CharacterDied { character: Character::GirlStudent };
    assert_eq!(serde_json::to_string(&e).unwrap(), r#"{"type":"character_died","character":"girl_student"}"#);
}
