//! The deduction assistant: sound over many random games, and as tight as simple evidence allows.

use engine::{Game, Viewer};
use looper_ai::eval::{shipped, start};
use looper_ai::sim::{Rng, step_in_place};
use looper_ai::{Budget, Evidence, choose_with, deduce};
use tragedy_looper::*;

fn redacted(log: &[Event]) -> Vec<Event> {
    log.iter().filter_map(|e| TragedyLooper::redact(e, Viewer::Seat(engine::SeatId(1)))).collect()
}

fn check_sound(config: &Config, public_log: &[Event], what: &str) {
    let script = &config.script;
    let ev = Evidence::from_log(public_log);
    assert!(ev.admits(&script.private), "{what}: the evidence excludes the true script");
    let d = deduce(&script.public, public_log);
    assert!(d.total > 0, "{what}: nothing consistent");
    let p = &script.private;
    assert!(
        d.plots.iter().any(|pc| pc.main == p.main_plot
            && pc.subplots.len() == p.subplots.len()
            && p.subplots.iter().all(|x| pc.subplots.contains(x))),
        "{what}: true plots eliminated"
    );
    for cu in &p.culprits {
        let (_, _, cands) = d.culprits.iter().find(|x| x.0 == cu.day).expect("incident listed");
        assert!(cands.contains(&cu.culprit), "{what}: true culprit of day {} eliminated", cu.day);
    }
    for c in script.public.characters.iter().map(|e| e.character) {
        assert!(d.possible_roles(c).contains(&script.role_of(c)), "{what}: true role of {c:?} eliminated");
    }
}

/// Random (and AI) games; the deduction is checked every 40 events and at the end.
#[test]
fn deduction_never_eliminates_the_true_script() {
    for (name, config) in shipped(3) {
        for seed in 0..30u64 {
            let (mut s, mut log) = start(&config);
            let mut rng = Rng::new(seed);
            let ai = seed % 3 == 0;
            let mut next_check = 40;
            while let Some(seat) = waiting_seat(&s) {
                let cmd = if seat == MASTERMIND && ai {
                    choose_with(&s, seat, Budget::greedy())
                } else {
                    random_command(&s, seat, &mut |n| rng.below(n))
                }
                .expect("a move");
                assert!(step_in_place(&mut s, seat, &cmd, Some(&mut log)));
                if log.len() >= next_check {
                    next_check += 40;
                    check_sound(&config, &redacted(&log), &format!("{name} seed {seed}"));
                }
            }
            check_sound(&config, &redacted(&log), &format!("{name} seed {seed} end"));
        }
    }
}

#[test]
fn with_no_evidence_every_valid_plot_combination_is_open() {
    let (_, config) = &shipped(3)[0];
    let (_, log) = start(config);
    let d = deduce(&config.script.public, &redacted(&log));
    // First Steps: 3 main plots x 3 subplots, all compatible.
    assert_eq!(d.plots.len(), 9);
    assert!(d.total > 100);
}

#[test]
fn a_revealed_role_is_the_only_role_left() {
    let (_, config) = &shipped(3)[2];
    let (_, mut log) = start(config);
    log.push(Event::RoleRevealed { character: Character::Alien, role: Role::Brain });
    let d = deduce(&config.script.public, &redacted(&log));
    assert_eq!(d.possible_roles(Character::Alien), vec![Role::Brain]);
    // Plots without a Brain are gone.
    assert!(d.plots.iter().all(|p| {
        p.main.roles().iter().chain(p.subplots.iter().flat_map(|s| s.roles())).any(|r| r.0 == Role::Brain)
    }));
}

#[test]
fn a_refusal_leaves_only_roles_that_may_refuse() {
    let (_, config) = &shipped(3)[2];
    let (_, mut log) = start(config);
    let c = Character::ShrineMaiden;
    log.push(Event::GoodwillDeclared { character: c, ability: 0, target: GoodwillTarget::None });
    log.push(Event::GoodwillRefused { character: c, ability: 0 });
    let d = deduce(&config.script.public, &redacted(&log));
    for r in d.possible_roles(c) {
        assert_ne!(r.refusal(), Refusal::Never, "{r:?}");
    }
    assert!(!d.possible_roles(c).is_empty());
}

#[test]
fn an_accepted_ability_excludes_mandatory_refusers() {
    let (_, config) = &shipped(3)[2];
    let (_, mut log) = start(config);
    let c = Character::Alien;
    log.push(Event::GoodwillDeclared { character: c, ability: 0, target: GoodwillTarget::None });
    log.push(Event::PhaseChanged { phase: Phase::Goodwill });
    let d = deduce(&config.script.public, &redacted(&log));
    assert!(!d.possible_roles(c).contains(&Role::Cultist));
    assert!(!d.possible_roles(c).contains(&Role::Witch));
}

#[test]
fn a_death_followed_by_a_new_day_is_not_the_key_person() {
    let (_, config) = &shipped(3)[2];
    let (_, mut log) = start(config);
    log.push(Event::CharacterDied { character: Character::Journalist });
    log.push(Event::DayStarted { day: 2 });
    let d = deduce(&config.script.public, &redacted(&log));
    assert!(!d.possible_roles(Character::Journalist).contains(&Role::KeyPerson));
    assert!(!d.possible_roles(Character::Journalist).contains(&Role::TimeTraveler));
}

/// The listing agrees with the counts, holds the true script when the count is small, and every
/// listed assignment passes the engine's writing rules (`check_script`).
#[test]
fn listed_assignments_match_the_counts_and_the_writing_rules() {
    for (name, config) in shipped(3) {
        for seed in 0..6u64 {
            let (mut s, mut log) = start(&config);
            let mut rng = Rng::new(seed);
            while let Some(seat) = waiting_seat(&s) {
                let cmd = random_command(&s, seat, &mut |n| rng.below(n)).expect("a move");
                assert!(step_in_place(&mut s, seat, &cmd, Some(&mut log)));
            }
            let public = redacted(&log);
            let d = deduce(&config.script.public, &public);
            let list = looper_ai::assignments(&config.script.public, &public, 20_000);
            if d.total <= 20_000 {
                assert_eq!(list.len() as u64, d.total, "{name} seed {seed}");
                let truth: Vec<(Character, Role)> = config
                    .script
                    .public
                    .characters
                    .iter()
                    .map(|e| (e.character, config.script.role_of(e.character)))
                    .collect();
                assert!(
                    list.iter().any(|a| a.main == config.script.private.main_plot && a.roles == truth),
                    "{name} seed {seed}: truth not listed"
                );
            }
            for a in list.iter().step_by(97).take(100) {
                let mut script = config.script.clone();
                script.private.main_plot = a.main;
                script.private.subplots = a.subplots.clone();
                script.private.roles = a
                    .roles
                    .iter()
                    .filter(|(_, r)| *r != Role::Person)
                    .map(|(c, r)| RoleEntry { character: *c, role: *r })
                    .collect();
                assert!(check_script(&script).is_ok(), "{name}: {a:?} breaks {:?}", check_script(&script));
            }
        }
    }
}

#[test]
fn incidents_narrow_the_culprits() {
    let (_, config) = &shipped(3)[2];
    let mut narrowed = 0;
    for seed in 0..10u64 {
        let (mut s, mut log) = start(config);
        let mut rng = Rng::new(seed);
        while let Some(seat) = waiting_seat(&s) {
            let cmd = choose_with(&s, seat, Budget::greedy())
                .or_else(|| random_command(&s, seat, &mut |n| rng.below(n)))
                .expect("a move");
            assert!(step_in_place(&mut s, seat, &cmd, Some(&mut log)));
        }
        let d = deduce(&config.script.public, &redacted(&log));
        let cast = config.script.public.characters.len();
        narrowed += d.culprits.iter().filter(|c| c.2.len() < cast).count();
    }
    assert!(narrowed > 0);
}

fn card(main: Plot, subplots: &[Plot], roles: &[(Character, Role)]) -> PrivateCard {
    PrivateCard {
        main_plot: main,
        subplots: subplots.to_vec(),
        roles: roles.iter().map(|(c, r)| RoleEntry { character: *c, role: *r }).collect(),
        culprits: vec![],
        notes: None,
    }
}

/// Rulebook 4-5 ("lo único que declara es el resultado"): Intrigue that appears on a location in
/// the Mastermind's ability step needs a Brain there, or An Unsettling Rumor.
#[test]
fn intrigue_in_the_ability_step_needs_a_brain_there_or_the_rumor() {
    let (_, config) = &shipped(3)[2]; // Seal of the Quiet Shrine: the Informer and the Journalist in the City
    let (_, mut log) = start(config);
    log.push(Event::PhaseChanged { phase: Phase::MastermindAbilities });
    log.push(Event::TokensChanged {
        target: Target::Location(Location::City),
        token: Token::Intrigue,
        delta: 1,
    });
    let ev = Evidence::from_log(&redacted(&log));
    let (m, subs) = (Plot::SealedItem, [Plot::CircleOfFriends, Plot::ThreadsOfFate]);
    let brain = |c: Character| card(m, &subs, &[(c, Role::Brain), (Character::ShrineMaiden, Role::Cultist)]);
    assert!(!ev.explains_abilities(&brain(Character::Doctor)), "a Brain in the Hospital cannot");
    assert!(ev.explains_abilities(&brain(Character::Informer)));
    assert!(ev.explains_abilities(&brain(Character::Journalist)));
    let rumor = card(m, &[Plot::AnUnsettlingRumor, Plot::ThreadsOfFate], &[(Character::Doctor, Role::Brain)]);
    assert!(ev.explains_abilities(&rumor), "the Rumor puts Intrigue anywhere");
}

/// "Final del bucle": a lost loop needs a loss condition the script makes possible; a loop that
/// ended early without the Protagonists dying needs a Key Person among its dead (or a Time
/// Traveler's defeat).
#[test]
fn a_lost_loop_needs_a_loss_condition_the_script_allows() {
    let (_, config) = &shipped(3)[1]; // The Silent Classroom (First Steps)
    let (_, mut log) = start(config);
    log.push(Event::CharacterDied { character: Character::Journalist });
    log.push(Event::LoopEnded { reason: LoopEndReason::Early });
    log.push(Event::LoopResult { loop_no: 1, lost: true });
    let ev = Evidence::from_log(&redacted(&log));
    let kp = |c: Character| card(Plot::MurderPlan, &[Plot::AHideousScript], &[(c, Role::KeyPerson)]);
    assert!(ev.explains_losses(&kp(Character::Journalist)));
    assert!(!ev.explains_losses(&kp(Character::BoyStudent)), "nobody else died: not explained");
    assert!(
        ev.admits(&config.script.private)
            == config.script.role_of(Character::Journalist).eq(&Role::KeyPerson)
    );
}

/// 4-4 and the Cultist ("puede ignorar las cartas «Impedir Intriga»" where it stands): Intrigue that
/// lands through the day's only Forbid Intrigue needs a living Cultist at that location.
#[test]
fn intrigue_through_a_lone_forbid_intrigue_needs_a_cultist_there() {
    let (_, config) = &shipped(3)[2]; // Seal of the Quiet Shrine: the Shrine Maiden at the Shrine
    let (_, mut log) = start(config);
    let shrine = Target::Location(Location::Shrine);
    log.push(Event::CardsRevealed {
        cards: vec![
            RevealedCard { deck: Deck::Mastermind, card: CardKind::IntriguePlus1, target: shrine },
            RevealedCard { deck: Deck::Protagonist(0), card: CardKind::ForbidIntrigue, target: shrine },
        ],
    });
    log.push(Event::TokensChanged { target: shrine, token: Token::Intrigue, delta: 1 });
    log.push(Event::CardsResolved);
    let ev = Evidence::from_log(&redacted(&log));
    let (m, subs) = (Plot::SealedItem, [Plot::CircleOfFriends, Plot::ThreadsOfFate]);
    let cultist = |c: Character| card(m, &subs, &[(c, Role::Cultist), (Character::Alien, Role::Brain)]);
    assert!(ev.admits(&cultist(Character::ShrineMaiden)));
    assert!(!ev.admits(&cultist(Character::Doctor)), "a Cultist in the Hospital cannot");
    // Two Forbid Intrigue cancel each other: Intrigue landing then says nothing.
    let (_, mut log) = start(config);
    log.push(Event::CardsRevealed {
        cards: vec![
            RevealedCard { deck: Deck::Mastermind, card: CardKind::IntriguePlus1, target: shrine },
            RevealedCard { deck: Deck::Protagonist(0), card: CardKind::ForbidIntrigue, target: shrine },
            RevealedCard {
                deck: Deck::Protagonist(1),
                card: CardKind::ForbidIntrigue,
                target: Target::Location(Location::City),
            },
        ],
    });
    log.push(Event::TokensChanged { target: shrine, token: Token::Intrigue, delta: 1 });
    let ev = Evidence::from_log(&redacted(&log));
    assert!(ev.admits(&cultist(Character::Doctor)));
}

/// Threads of Fate ("Inicio del bucle": 2 Paranoia on each character that had Goodwill at the last
/// loop's end): Paranoia appearing before the first day puts it in the script; none, while such a
/// character is on the board, rules it out.
#[test]
fn paranoia_at_a_loops_start_is_threads_of_fate() {
    let (_, config) = &shipped(3)[2]; // Seal of the Quiet Shrine: the Informer on the board from day 1
    let informer = Character::Informer;
    let roles = [(Character::ShrineMaiden, Role::Cultist), (Character::Alien, Role::Brain)];
    let with = card(Plot::SealedItem, &[Plot::CircleOfFriends, Plot::ThreadsOfFate], &roles);
    let without = card(Plot::SealedItem, &[Plot::CircleOfFriends, Plot::AnUnsettlingRumor], &roles);
    for seen in [true, false] {
        let (_, mut log) = start(config);
        log.push(Event::LoopStarted { loop_no: 2 });
        log.push(Event::BoardReset { had_goodwill: 1 << informer.index() });
        for c in config.script.public.characters.iter().map(|e| e.character) {
            if c != Character::GodlyBeing {
                log.push(Event::CharacterPlaced { character: c, location: c.start() });
            }
        }
        if seen {
            log.push(Event::Secretly { cause: Cause::ThreadsOfFate });
            log.push(Event::TokensChanged {
                target: Target::Character(informer),
                token: Token::Paranoia,
                delta: 2,
            });
        }
        log.push(Event::DayStarted { day: 1 });
        let ev = Evidence::from_log(&redacted(&log));
        assert_eq!(ev.admits(&with), seen, "Threads of Fate, Paranoia seen: {seen}");
        assert_eq!(ev.admits(&without), !seen, "no Threads of Fate, Paranoia seen: {seen}");
    }
}
