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

/// "Dichas tramas determinan qué papeles secretos tomarán parte en el juego. [...] la trama principal
/// *Plan de asesinato* indica que debe haber una persona clave, un cerebro y un asesino" ("Cómo crear
/// un guión"): a missing role is refused naming the plot that requires it.
#[test]
fn role_required_names_the_plot_that_requires_it() {
    let mut s = shipped("fs2");
    s.private.roles.retain(|r| r.role != Role::Killer);
    let errs = check_script(&s).unwrap_err();
    let missing = ScriptError::RoleMissing {
        role: Role::Killer,
        found: 0,
        min: 1,
        max: 1,
        plots: vec![Plot::MurderPlan],
    };
    assert!(errs.contains(&missing), "{errs:?}");
    assert_eq!(missing.rule(), "tl.script.role_required");
    assert_eq!(
        missing.message(),
        "0 characters are killer, fewer than the plots require (1): murder_plan requires 1"
    );
    let refusal = missing.refusal();
    assert_eq!(refusal.code, "tl.script.role_required");
    assert_eq!(refusal.params["role"], "killer");
    assert_eq!(refusal.params["plots"], "murder_plan");
    assert_eq!((refusal.params["found"].as_str(), refusal.params["min"].as_str()), ("0", "1"));
}

/// "Las tramas secundarias [...] indican que serán necesarios los papeles" ("Cómo crear un guión"):
/// Circle of Friends brings two Friends.
#[test]
fn circle_of_friends_needs_two_friends() {
    let mut s = shipped("bt1");
    s.private.roles.retain(|r| r.character != Character::Informer);
    let errs = check_script(&s).unwrap_err();
    assert!(errs.contains(&ScriptError::RoleMissing {
        role: Role::Friend,
        found: 1,
        min: 2,
        max: 2,
        plots: vec![Plot::CircleOfFriends],
    }));
}

/// The plots bring each role as many times as they say, no more ("Dichas tramas determinan qué papeles
/// secretos tomarán parte en el juego", "Cómo crear un guión"): a role over the count names the plots
/// that allow it, a role no plot brings has its own rule.
#[test]
fn role_allowed_names_the_plots_that_allow_it_and_role_from_plot_names_the_role() {
    let mut s = shipped("fs2");
    for c in [Character::Nurse, Character::ShrineMaiden, Character::GirlStudent] {
        s.private.roles.retain(|r| r.character != c);
        s.private.roles.push(RoleEntry { character: c, role: Role::Curmudgeon });
    }
    let errs = check_script(&s).unwrap_err();
    let over = ScriptError::RoleOverPlots {
        role: Role::Curmudgeon,
        found: 3,
        min: 0,
        max: 2,
        plots: vec![Plot::AHideousScript],
    };
    assert!(errs.contains(&over), "{errs:?}");
    assert_eq!(
        over.message(),
        "3 characters are curmudgeon, more than the plots allow (0 to 2): a_hideous_script allows 0 to 2"
    );
    let mut s = shipped("fs2");
    s.private.roles.push(RoleEntry { character: Character::ShrineMaiden, role: Role::SerialKiller });
    let errs = check_script(&s).unwrap_err();
    assert_eq!(errs, [ScriptError::RoleWithoutPlot { role: Role::SerialKiller, found: 1 }]);
    assert_eq!(errs[0].rule(), "tl.script.role_from_plot");
}

/// A script that breaks several rules is refused at set-up with every one of them, each with its own
/// code and its parameters in the JSON format's names ("Cómo crear un guión").
#[test]
fn set_up_refuses_a_script_naming_every_broken_rule() {
    let mut s = shipped("fs2");
    s.private.roles.retain(|r| r.role != Role::Killer && r.role != Role::Brain);
    let config = Config { script: s, protagonists: 3, options: Options::default() };
    let refusal = <TragedyLooper as engine::Game>::start(&config, &mut dice::Scripted::new([])).unwrap_err();
    let broken: Vec<(&str, &str, &str)> = refusal
        .all()
        .map(|e| (e.code.as_ref(), e.params["role"].as_str(), e.params["plots"].as_str()))
        .collect();
    assert_eq!(
        broken,
        [
            ("tl.script.role_required", "killer", "murder_plan"),
            ("tl.script.role_required", "brain", "murder_plan"),
        ]
    );
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
    assert!(rules(&s).contains(&"tl.script.role_allowed"));
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
