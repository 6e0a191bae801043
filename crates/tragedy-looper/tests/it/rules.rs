//! The rules, one test each, named after the rule and citing the rulebook section (Spanish edition)
//! or the edge case of `tragedy-looper-characters.md`. Tests read "given these events, when this
//! command, then these events or this error".

use dice::Scripted;
use engine::{Envelope, Game, RuleError, SeatId, Table, Viewer};
use tragedy_looper::*;

use CardKind::*;
use Character::*;

const L: fn(Location) -> Target = Target::Location;
const C: fn(Character) -> Target = Target::Character;

struct Check {
    t: Table<TragedyLooper>,
    d: Scripted,
}

fn spec(
    set: TragedySet,
    main: Plot,
    subs: &[Plot],
    cast: &[(Character, Role)],
    incidents: &[(u8, Incident, Character)],
    loops: u8,
    days: u8,
) -> Config {
    let script = Script {
        public: PublicCard {
            title: "test".into(),
            tragedy_set: set,
            loops,
            days,
            difficulty: Difficulty::Normal,
            characters: cast
                .iter()
                .map(|(c, _)| CastEntry { character: *c, entry_loop: None, entry_day: None })
                .collect(),
            incidents: incidents
                .iter()
                .map(|(day, incident, _)| PublicIncident { day: *day, incident: *incident })
                .collect(),
            boss_turf: cast.iter().any(|(c, _)| *c == Boss).then_some(Location::School),
            special_rules: vec![],
        },
        private: PrivateCard {
            main_plot: main,
            subplots: subs.to_vec(),
            roles: cast
                .iter()
                .filter(|(_, r)| *r != Role::Person)
                .map(|(c, r)| RoleEntry { character: *c, role: *r })
                .collect(),
            culprits: incidents.iter().map(|(day, _, c)| Culprit { day: *day, culprit: *c }).collect(),
            notes: None,
        },
    };
    if let Err(e) = check_script(&script) {
        panic!("test script invalid: {e:?}");
    }
    Config { script, protagonists: 3, options: Options::default() }
}

/// Basic Tragedy: Sealed Item (Brain: Doctor, Cultist: Nurse), A Love Affair (Lover: Boy Student,
/// Loved One: Girl Student), Threads of Fate; plus `extra` Persons.
fn basic(extra: &[Character], incidents: &[(u8, Incident, Character)], loops: u8, days: u8) -> Config {
    let mut cast = vec![
        (Doctor, Role::Brain),
        (Nurse, Role::Cultist),
        (BoyStudent, Role::Lover),
        (GirlStudent, Role::LovedOne),
    ];
    cast.extend(extra.iter().map(|c| (*c, Role::Person)));
    spec(
        TragedySet::BasicTragedy,
        Plot::SealedItem,
        &[Plot::ALoveAffair, Plot::ThreadsOfFate],
        &cast,
        incidents,
        loops,
        days,
    )
}

impl Check {
    fn new(config: Config) -> Check {
        let mut d = Scripted::new([]);
        Check { t: Table::start(&config, &mut d).unwrap(), d }
    }

    /// Appends events as if they had happened (the "given" of a test).
    fn given(&mut self, events: impl IntoIterator<Item = Event>) {
        let mut log = self.t.log().to_vec();
        for event in events {
            let seq = log.len() as u64 + 1;
            log.push(Envelope { seq, version: 1, seat: None, event });
        }
        self.t = Table::from_log(log);
    }

    fn seat(&self) -> SeatId {
        waiting_seat(self.t.state()).expect("someone must act")
    }

    fn try_act(&mut self, cmd: Command) -> Result<Vec<Event>, RuleError> {
        let seat = self.seat();
        self.t.act(seat, &cmd, &mut self.d).map(|es| es.iter().map(|e| e.event.clone()).collect())
    }

    fn act(&mut self, cmd: Command) -> Vec<Event> {
        let c = cmd.clone();
        self.try_act(cmd).unwrap_or_else(|e| panic!("{c:?} refused: {e}"))
    }

    fn err(&mut self, cmd: Command) -> String {
        let before = self.t.state().clone();
        let e = self.try_act(cmd).expect_err("must be refused");
        assert_eq!(*self.t.state(), before, "a refused command changes nothing");
        e.code.into_owned()
    }

    fn play(&mut self, card: CardKind, target: Target) -> Vec<Event> {
        self.act(Command::PlayCard { card, target })
    }

    /// Steps 2-4 with these cards.
    fn cards(&mut self, mm: [(CardKind, Target); 3], pr: [(CardKind, Target); 3]) -> Vec<Event> {
        let mut out = vec![];
        for (c, t) in mm.into_iter().chain(pr) {
            out.extend(self.play(c, t));
        }
        out
    }

    /// A day where no card has any effect and nobody uses abilities.
    fn quiet_day(&mut self) -> Vec<Event> {
        let mut out = self.cards(
            [
                (ParanoiaPlus1, L(Location::Hospital)),
                (ParanoiaPlus1, L(Location::City)),
                (ParanoiaMinus1, L(Location::School)),
            ],
            [
                (GoodwillPlus1, L(Location::Hospital)),
                (ParanoiaPlus1, L(Location::City)),
                (MoveVertical, L(Location::School)),
            ],
        );
        out.extend(self.act(Command::EndAbilities));
        out.extend(self.act(Command::EndGoodwill));
        while let Phase::IncidentChoice { .. } = self.t.state().phase() {
            let seat = self.seat();
            let cmd = legal_commands(self.t.state(), seat).remove(0);
            out.extend(self.act(cmd));
        }
        if self.t.state().phase() == Phase::DayEnd {
            out.extend(self.act(Command::EndAbilities));
        }
        out
    }

    fn ch(&self, c: Character) -> CharState {
        *self.t.state().character(c)
    }

    fn phase(&self) -> Phase {
        self.t.state().phase()
    }
}

fn tok(c: Character, token: Token, delta: i8) -> Event {
    Event::TokensChanged { target: C(c), token, delta }
}

fn mv(c: Character, to: Location) -> Event {
    Event::CharacterMoved { character: c, to }
}

fn at_phase(p: Phase) -> Event {
    Event::PhaseChanged { phase: p }
}

fn died(events: &[Event], c: Character) -> bool {
    events.contains(&Event::CharacterDied { character: c })
}

// ---------------------------------------------------------------------------------------------
// 4-2, 4-3: placing cards.

#[test]
fn step2_mastermind_plays_at_most_one_card_per_target() {
    let mut k = Check::new(basic(&[], &[], 3, 4));
    k.play(ParanoiaPlus1, C(Doctor));
    assert_eq!(k.err(Command::PlayCard { card: IntriguePlus1, target: C(Doctor) }), "tl.card.target_taken");
}

#[test]
fn step2_mastermind_plays_three_cards_then_the_protagonists() {
    let mut k = Check::new(basic(&[], &[], 3, 4));
    assert_eq!(k.seat(), MASTERMIND);
    k.play(ParanoiaPlus1, C(Doctor));
    k.play(ParanoiaPlus1, C(Nurse));
    assert_eq!(k.seat(), MASTERMIND);
    k.play(IntriguePlus1, L(Location::Shrine));
    assert_eq!(k.phase(), Phase::ProtagonistCards);
    assert_eq!(k.seat(), SeatId(1), "the leader plays first");
}

#[test]
fn step3_protagonists_may_join_the_mastermind_but_not_each_other() {
    let mut k = Check::new(basic(&[], &[], 3, 4));
    k.play(ParanoiaPlus1, C(Doctor));
    k.play(ParanoiaPlus1, C(Nurse));
    k.play(IntriguePlus1, L(Location::Shrine));
    k.play(ForbidIntrigue, L(Location::Shrine));
    assert_eq!(k.seat(), SeatId(2), "clockwise from the leader");
    assert_eq!(
        k.err(Command::PlayCard { card: GoodwillPlus1, target: L(Location::Shrine) }),
        "tl.card.target_taken"
    );
    k.play(GoodwillPlus1, C(Doctor));
}

#[test]
fn cards_go_on_locations_or_living_characters_only() {
    let mut k = Check::new(basic(&[], &[], 3, 4));
    k.given([Event::CharacterDied { character: Doctor }]);
    assert_eq!(k.err(Command::PlayCard { card: ParanoiaPlus1, target: C(Doctor) }), "tl.card.target");
    assert_eq!(k.err(Command::PlayCard { card: ParanoiaPlus1, target: C(Alien) }), "tl.card.target");
}

#[test]
fn a_card_in_play_or_set_aside_is_not_in_hand() {
    let mut k = Check::new(basic(&[], &[], 3, 4));
    k.play(ParanoiaMinus1, C(Doctor));
    assert_eq!(k.err(Command::PlayCard { card: ParanoiaMinus1, target: C(Nurse) }), "tl.card.not_in_hand");
    // The refusal names the card as the JSON format does, so a program can match it to its command.
    let e = k.try_act(Command::PlayCard { card: ParanoiaMinus1, target: C(Nurse) }).unwrap_err();
    assert_eq!(e.params["card"], "paranoia_minus1");
    k.play(ParanoiaPlus1, C(Nurse));
    k.play(ParanoiaPlus1, C(BoyStudent));
}

#[test]
fn once_per_loop_cards_are_set_aside_even_without_effect_and_return_next_loop() {
    // 4-4 and edge case 4.
    let mut k = Check::new(basic(&[], &[], 3, 1));
    k.cards(
        [
            (IntriguePlus2, L(Location::Shrine)),
            (MoveDiagonal, L(Location::City)),
            (ParanoiaPlus1, L(Location::School)),
        ],
        [
            (ForbidMovement, L(Location::Hospital)),
            (GoodwillPlus2, L(Location::City)),
            (ParanoiaMinus1, L(Location::School)),
        ],
    );
    let s = k.t.state();
    assert!(s.is_spent(Deck::Mastermind, 6) && s.is_spent(Deck::Mastermind, 9));
    assert!(s.is_spent(Deck::Protagonist(0), 7));
    assert!(s.is_spent(Deck::Protagonist(1), 3));
    assert!(s.is_spent(Deck::Protagonist(2), 1));
    k.act(Command::EndAbilities);
    k.act(Command::EndGoodwill);
    k.act(Command::EndAbilities); // the loop ends: 2 Intrigue on the Shrine
    assert_eq!(k.phase(), Phase::TimeSpiral);
    k.act(Command::NextLoop);
    let s = k.t.state();
    assert_eq!(s.loop_no(), 2);
    assert!(!s.is_spent(Deck::Mastermind, 6), "3-4: every card returns to the hand");
}

// ---------------------------------------------------------------------------------------------
// 4-4: resolution.

#[test]
fn rulebook_example_day_7_of_loop_2() {
    // "Es el día 7 del bucle 2. La mente maestra coloca cartas sobre la capilla, la escuela y el
    // oficial de policía"; the Protagonists on the Shrine Maiden, the Shrine and the Informer; the
    // Paranoia +1 cards on the School and the Shrine were bluffs.
    let mut k = Check::new(basic(&[ShrineMaiden, PoliceOfficer, Informer, OfficeWorker], &[], 2, 7));
    // Loop 1 is lost at once: 2 Intrigue on the Shrine (Sealed Item).
    k.cards(
        [
            (IntriguePlus2, L(Location::Shrine)),
            (ParanoiaPlus1, L(Location::City)),
            (ParanoiaPlus1, L(Location::School)),
        ],
        [
            (GoodwillPlus1, L(Location::Hospital)),
            (ParanoiaPlus1, L(Location::City)),
            (MoveVertical, L(Location::School)),
        ],
    );
    k.act(Command::EndAbilities);
    k.act(Command::EndGoodwill);
    k.act(Command::EndAbilities);
    for _ in 2..=7 {
        k.quiet_day();
    }
    assert_eq!(k.phase(), Phase::TimeSpiral);
    k.act(Command::NextLoop);
    for _ in 1..=6 {
        k.quiet_day();
    }
    assert_eq!((k.t.state().loop_no(), k.t.state().day()), (2, 7));
    let events = k.cards(
        [
            (IntriguePlus1, L(Location::Shrine)),
            (ParanoiaPlus1, L(Location::School)),
            (ParanoiaPlus1, C(PoliceOfficer)),
        ],
        [(GoodwillPlus1, C(ShrineMaiden)), (ParanoiaPlus1, L(Location::Shrine)), (MoveVertical, C(Informer))],
    );
    let revealed = events.iter().find_map(|e| match e {
        Event::CardsRevealed { cards } => Some(cards.len()),
        _ => None,
    });
    assert_eq!(revealed, Some(6), "six cards face down, turned up together");
    let s = k.t.state();
    assert_eq!(s.location_intrigue(Location::Shrine), 1);
    assert_eq!(s.location_intrigue(Location::School), 0, "paranoia on a location does nothing");
    assert_eq!(k.ch(PoliceOfficer).paranoia, 1);
    assert_eq!(k.ch(ShrineMaiden).goodwill, 1);
    assert_eq!(k.ch(Informer).location, Location::Hospital, "City moved vertically is the Hospital");
}

#[test]
fn movement_composes_vertical_and_horizontal_into_diagonal() {
    // Edge case 1.
    let mut k = Check::new(basic(&[Informer], &[], 3, 4));
    k.cards(
        [
            (MoveVertical, C(Informer)),
            (ParanoiaPlus1, L(Location::City)),
            (ParanoiaPlus1, L(Location::School)),
        ],
        [
            (MoveHorizontal, C(Informer)),
            (ParanoiaPlus1, L(Location::City)),
            (GoodwillPlus1, L(Location::School)),
        ],
    );
    assert_eq!(k.ch(Informer).location, Location::Shrine, "City diagonally is the Shrine");
}

#[test]
fn diagonal_and_horizontal_make_vertical() {
    let mut k = Check::new(basic(&[Informer], &[], 3, 4));
    k.cards(
        [
            (MoveDiagonal, C(Informer)),
            (ParanoiaPlus1, L(Location::City)),
            (ParanoiaPlus1, L(Location::School)),
        ],
        [
            (MoveHorizontal, C(Informer)),
            (ParanoiaPlus1, L(Location::City)),
            (GoodwillPlus1, L(Location::School)),
        ],
    );
    assert_eq!(k.ch(Informer).location, Location::Hospital);
}

#[test]
fn forbid_movement_cancels_movement_on_its_target() {
    let mut k = Check::new(basic(&[Informer], &[], 3, 4));
    k.cards(
        [
            (MoveDiagonal, C(Informer)),
            (ParanoiaPlus1, L(Location::City)),
            (ParanoiaPlus1, L(Location::School)),
        ],
        [
            (ForbidMovement, C(Informer)),
            (ParanoiaPlus1, L(Location::City)),
            (GoodwillPlus1, L(Location::School)),
        ],
    );
    assert_eq!(k.ch(Informer).location, Location::City);
}

#[test]
fn a_forbidden_destination_voids_the_whole_move() {
    // The Shrine Maiden may not enter the City: a diagonal from the Shrine does nothing.
    let mut k = Check::new(basic(&[ShrineMaiden], &[], 3, 4));
    k.cards(
        [
            (MoveDiagonal, C(ShrineMaiden)),
            (ParanoiaPlus1, L(Location::City)),
            (ParanoiaPlus1, L(Location::School)),
        ],
        [
            (GoodwillPlus1, L(Location::Hospital)),
            (ParanoiaPlus1, L(Location::City)),
            (MoveVertical, L(Location::School)),
        ],
    );
    assert_eq!(k.ch(ShrineMaiden).location, Location::Shrine);
}

#[test]
fn patient_cannot_leave_the_hospital_until_the_doctor_frees_him() {
    let mut k = Check::new(basic(&[Patient], &[], 3, 4));
    k.cards(
        [
            (MoveVertical, C(Patient)),
            (ParanoiaPlus1, L(Location::City)),
            (ParanoiaPlus1, L(Location::School)),
        ],
        [
            (GoodwillPlus1, L(Location::Hospital)),
            (ParanoiaPlus1, L(Location::City)),
            (MoveVertical, L(Location::School)),
        ],
    );
    assert_eq!(k.ch(Patient).location, Location::Hospital);
    k.given([Event::PatientFreed]);
    assert!(k.t.state().patient_free());
}

#[test]
fn forbid_intrigue_blocks_a_single_intrigue_card() {
    let mut k = Check::new(basic(&[], &[], 3, 4));
    k.cards(
        [
            (IntriguePlus1, L(Location::City)),
            (ParanoiaPlus1, L(Location::Hospital)),
            (ParanoiaPlus1, L(Location::School)),
        ],
        [
            (ForbidIntrigue, L(Location::City)),
            (GoodwillPlus1, L(Location::Hospital)),
            (MoveVertical, L(Location::School)),
        ],
    );
    // No Cultist in the City: the Mastermind is asked (a public condition) and may not ignore it.
    assert_eq!(k.phase(), Phase::ForbidIntrigueChoice);
    assert_eq!(k.err(Command::ForbidIntrigue { ignore: true }), "tl.cultist.absent");
    k.act(Command::ForbidIntrigue { ignore: false });
    assert_eq!(k.t.state().location_intrigue(Location::City), 0);
}

#[test]
fn two_forbid_intrigue_cards_cancel_each_other_wherever_they_are() {
    // Edge case 2.
    let mut k = Check::new(basic(&[], &[], 3, 4));
    k.cards(
        [
            (IntriguePlus1, L(Location::City)),
            (ParanoiaPlus1, L(Location::Hospital)),
            (ParanoiaPlus1, L(Location::School)),
        ],
        [
            (ForbidIntrigue, L(Location::City)),
            (ForbidIntrigue, L(Location::School)),
            (MoveVertical, L(Location::Hospital)),
        ],
    );
    assert_eq!(k.phase(), Phase::MastermindAbilities);
    assert_eq!(k.t.state().location_intrigue(Location::City), 1);
}

#[test]
fn cultist_may_ignore_forbid_intrigue_judged_after_movement() {
    // The Cultist (Nurse) moves from the Hospital to the Shrine; the Forbid Intrigue on the Shrine
    // is judged after that movement, so she may ignore it.
    let mut k = Check::new(basic(&[], &[], 3, 4));
    k.cards(
        [
            (IntriguePlus1, L(Location::Shrine)),
            (MoveHorizontal, C(Nurse)),
            (ParanoiaPlus1, L(Location::School)),
        ],
        [
            (ForbidIntrigue, L(Location::Shrine)),
            (GoodwillPlus1, L(Location::Hospital)),
            (MoveVertical, L(Location::School)),
        ],
    );
    assert_eq!(k.ch(Nurse).location, Location::Shrine);
    let events = k.act(Command::ForbidIntrigue { ignore: true });
    assert_eq!(k.t.state().location_intrigue(Location::Shrine), 1);
    // The Protagonists learn the result, never the cause.
    let seen: Vec<_> =
        events.iter().filter_map(|e| TragedyLooper::redact(e, Viewer::Seat(SeatId(1)))).collect();
    assert!(seen.iter().all(|e| !matches!(e, Event::Secretly { .. })));
}

#[test]
fn paranoia_plus_applies_before_minus_and_never_below_zero() {
    // Edge case 3.
    let mut k = Check::new(basic(&[], &[], 3, 4));
    k.cards(
        [(ParanoiaPlus1, C(Doctor)), (ParanoiaMinus1, C(Nurse)), (ParanoiaPlus1, L(Location::School))],
        [
            (ParanoiaMinus1, C(Doctor)),
            (ParanoiaPlus1, L(Location::City)),
            (MoveVertical, L(Location::Hospital)),
        ],
    );
    assert_eq!(k.ch(Doctor).paranoia, 0, "0 + 1 - 1");
    assert_eq!(k.ch(Nurse).paranoia, 0, "never below zero");
}

#[test]
fn forbid_paranoia_blocks_plus_and_minus() {
    let mut k = Check::new(basic(&[], &[], 3, 4));
    k.given([tok(Doctor, Token::Paranoia, 2)]);
    k.cards(
        [
            (ForbidParanoia, C(Doctor)),
            (ParanoiaPlus1, L(Location::City)),
            (ParanoiaPlus1, L(Location::School)),
        ],
        [
            (ParanoiaMinus1, C(Doctor)),
            (GoodwillPlus1, L(Location::City)),
            (MoveVertical, L(Location::Hospital)),
        ],
    );
    assert_eq!(k.ch(Doctor).paranoia, 2);
}

#[test]
fn forbid_goodwill_blocks_goodwill_cards() {
    let mut k = Check::new(basic(&[], &[], 3, 4));
    k.cards(
        [
            (ForbidGoodwill, C(Doctor)),
            (ParanoiaPlus1, L(Location::City)),
            (ParanoiaPlus1, L(Location::School)),
        ],
        [
            (GoodwillPlus2, C(Doctor)),
            (GoodwillPlus1, L(Location::City)),
            (MoveVertical, L(Location::Hospital)),
        ],
    );
    assert_eq!(k.ch(Doctor).goodwill, 0);
}

fn change_of_future() -> Config {
    change_of_future_with(&[(2, Incident::ButterflyEffect, Alien)])
}

/// Change of Future with the Class Rep as the Time Traveler, and these incidents.
fn change_of_future_with(incidents: &[(u8, Incident, Character)]) -> Config {
    spec(
        TragedySet::BasicTragedy,
        Plot::ChangeOfFuture,
        &[Plot::CircleOfFriends, Plot::ThreadsOfFate],
        &[
            (ClassRep, Role::TimeTraveler),
            (Nurse, Role::Cultist),
            (Informer, Role::Friend),
            (BoyStudent, Role::Friend),
            (Journalist, Role::ConspiracyTheorist),
            (PoliceOfficer, Role::Person),
            (Alien, Role::Person),
        ],
        incidents,
        3,
        3,
    )
}

/// Ruling 25: the Time Traveler cannot die, so its Suicide occurs with no effect and says so, as
/// the Hospital Incident without Intrigue does (4-7, edge case 13).
#[test]
fn a_time_traveler_culprit_of_suicide_announces_that_nothing_happened() {
    let mut k = Check::new(change_of_future_with(&[(1, Incident::Suicide, ClassRep)]));
    let limit = ClassRep.paranoia_limit() as i8;
    k.given([tok(ClassRep, Token::Paranoia, limit), at_phase(Phase::Goodwill)]);
    let e = k.act(Command::EndGoodwill);
    assert!(e.contains(&Event::IncidentOccurred { day: 1, incident: Incident::Suicide }));
    assert!(k.t.state().is_alive(ClassRep), "the Time Traveler cannot die");
    assert!(e.contains(&Event::NothingHappened), "an incident without effect says so: {e:?}");
}

/// Ruling 25: a Hospital Incident whose only victim in the Hospital is the Time Traveler, with one
/// Intrigue there, has no effect either.
#[test]
fn a_hospital_incident_that_kills_nobody_announces_that_nothing_happened() {
    let mut k = Check::new(change_of_future_with(&[(1, Incident::HospitalIncident, Nurse)]));
    k.given(
        [Nurse, Informer, BoyStudent, Journalist, PoliceOfficer, Alien]
            .into_iter()
            .map(|c| mv(c, Location::School))
            .chain([
                mv(ClassRep, Location::Hospital),
                tok(Nurse, Token::Paranoia, Nurse.paranoia_limit() as i8),
                Event::TokensChanged { target: L(Location::Hospital), token: Token::Intrigue, delta: 1 },
                at_phase(Phase::Goodwill),
            ]),
    );
    let e = k.act(Command::EndGoodwill);
    assert!(e.contains(&Event::IncidentOccurred { day: 1, incident: Incident::HospitalIncident }));
    assert!(e.contains(&Event::NothingHappened), "{e:?}");
}

#[test]
fn forbid_goodwill_does_not_apply_to_the_time_traveler() {
    let mut k = Check::new(change_of_future());
    k.cards(
        [
            (ForbidGoodwill, C(ClassRep)),
            (ParanoiaPlus1, L(Location::City)),
            (ParanoiaPlus1, L(Location::School)),
        ],
        [
            (GoodwillPlus2, C(ClassRep)),
            (GoodwillPlus1, L(Location::City)),
            (MoveVertical, L(Location::Hospital)),
        ],
    );
    assert_eq!(k.ch(ClassRep).goodwill, 2);
}

// ---------------------------------------------------------------------------------------------
// 4-5: Mastermind abilities; 4-6: goodwill abilities.

#[test]
fn brain_puts_intrigue_here_and_protagonists_see_only_the_result() {
    let mut k = Check::new(basic(&[], &[], 3, 4));
    k.given([at_phase(Phase::MastermindAbilities)]);
    let a = MastermindAbility::Brain { brain: Doctor, target: C(Nurse) };
    let events = k.act(Command::UseAbility { ability: a });
    assert_eq!(k.ch(Nurse).intrigue, 1);
    let seen: Vec<_> = events.iter().filter_map(|e| TragedyLooper::redact(e, Viewer::Spectator)).collect();
    assert_eq!(seen, vec![tok(Nurse, Token::Intrigue, 1)], "'a la novicia le ha sucedido algo extraño'");
    assert_eq!(k.err(Command::UseAbility { ability: a }), "tl.ability.used_today", "once per day");
    let far = MastermindAbility::Brain { brain: Doctor, target: L(Location::School) };
    let e = k.try_act(Command::UseAbility { ability: far }).unwrap_err();
    let codes: Vec<&str> = e.all().map(|e| e.code.as_ref()).collect();
    assert_eq!(
        codes,
        ["tl.ability.used_today", "tl.ability.not_here"],
        "the Brain's once a day, and 'en esta localización'"
    );
}

/// 4-5 and the role list: a refused ability names every rule it breaks, each with its own code and
/// its source (the step, the role), not one catch-all.
#[test]
fn a_refused_ability_names_every_broken_rule_with_its_source() {
    let mut k = Check::new(basic(&[], &[], 3, 4));
    k.given([at_phase(Phase::DayEnd)]);
    let a = MastermindAbility::Brain { brain: Nurse, target: L(Location::School) };
    let e = k.try_act(Command::UseAbility { ability: a }).unwrap_err();
    let codes: Vec<&str> = e.all().map(|e| e.code.as_ref()).collect();
    assert_eq!(codes, ["tl.ability.step", "tl.ability.role", "tl.ability.not_here"]);
    assert_eq!(e.params["step"], "5", "the Brain acts in step 5");
    assert_eq!(
        (e.also[0].params["character"].as_str(), e.also[0].params["role"].as_str()),
        ("nurse", "brain")
    );
    assert_eq!(e.also[1].params["target"], "school");
}

#[test]
fn only_a_brain_uses_the_brain_ability() {
    let mut k = Check::new(basic(&[], &[], 3, 4));
    k.given([at_phase(Phase::MastermindAbilities)]);
    let a = MastermindAbility::Brain { brain: Nurse, target: C(Doctor) };
    assert_eq!(k.err(Command::UseAbility { ability: a }), "tl.ability.role");
}

#[test]
fn unsettling_rumor_once_per_loop() {
    let mut k = Check::new(spec(
        TragedySet::FirstSteps,
        Plot::LightOfTheAvenger,
        &[Plot::AnUnsettlingRumor],
        &[(Doctor, Role::Brain), (Informer, Role::ConspiracyTheorist), (BoyStudent, Role::Person)],
        &[],
        3,
        4,
    ));
    k.given([at_phase(Phase::MastermindAbilities)]);
    k.act(Command::UseAbility { ability: MastermindAbility::Rumor { location: Location::School } });
    assert_eq!(k.t.state().location_intrigue(Location::School), 1);
    k.act(Command::EndAbilities);
    k.act(Command::EndGoodwill);
    k.act(Command::EndAbilities);
    k.given([at_phase(Phase::MastermindAbilities)]);
    let again = MastermindAbility::Rumor { location: Location::City };
    assert_eq!(k.err(Command::UseAbility { ability: again }), "tl.ability.used_this_loop");
}

#[test]
fn cultist_must_refuse_goodwill() {
    let mut k = Check::new(basic(&[], &[], 3, 4));
    k.given([
        tok(Nurse, Token::Goodwill, 2),
        tok(Doctor, Token::Paranoia, 3),
        mv(Doctor, Location::Hospital),
        at_phase(Phase::Goodwill),
    ]);
    k.act(Command::UseGoodwill {
        character: Nurse,
        ability: 0,
        target: GoodwillTarget::Character { character: Doctor },
    });
    // The Nurse's ability cannot be refused, even by a Cultist.
    assert_eq!(k.err(Command::AnswerGoodwill { refuse: true }), "tl.goodwill.cannot_refuse");
    k.act(Command::AnswerGoodwill { refuse: false });
    assert_eq!(k.ch(Doctor).paranoia, 2);
}

#[test]
fn witch_and_cultist_refusal_is_mandatory_brain_optional() {
    let cfg = spec(
        TragedySet::BasicTragedy,
        Plot::SealedItem,
        &[Plot::ALoveAffair, Plot::ThreadsOfFate],
        &[
            (PopIdol, Role::Cultist),
            (Doctor, Role::Brain),
            (BoyStudent, Role::Lover),
            (GirlStudent, Role::LovedOne),
        ],
        &[],
        3,
        4,
    );
    let mut k = Check::new(cfg);
    k.given([
        tok(PopIdol, Token::Goodwill, 3),
        mv(PopIdol, Location::Hospital),
        tok(Doctor, Token::Paranoia, 1),
        tok(Doctor, Token::Goodwill, 2),
        at_phase(Phase::Goodwill),
    ]);
    k.act(Command::UseGoodwill {
        character: PopIdol,
        ability: 0,
        target: GoodwillTarget::Character { character: Doctor },
    });
    assert_eq!(k.err(Command::AnswerGoodwill { refuse: false }), "tl.goodwill.must_refuse");
    let events = k.act(Command::AnswerGoodwill { refuse: true });
    assert!(events.contains(&Event::GoodwillRefused { character: PopIdol, ability: 0 }));
    assert_eq!(k.ch(Doctor).paranoia, 1);
    // A refused ability still counts as used (ruling 5).
    let again = Command::UseGoodwill {
        character: PopIdol,
        ability: 0,
        target: GoodwillTarget::Character { character: Doctor },
    };
    assert_eq!(k.err(again), "tl.goodwill.used");
    // The Brain may refuse or not.
    k.act(Command::UseGoodwill {
        character: Doctor,
        ability: 0,
        target: GoodwillTarget::Paranoia { character: PopIdol, add: true },
    });
    assert_eq!(legal_commands(k.t.state(), MASTERMIND).len(), 2);
    k.act(Command::AnswerGoodwill { refuse: false });
    assert_eq!(k.ch(PopIdol).paranoia, 1);
}

#[test]
fn goodwill_ability_needs_enough_goodwill_and_the_leader() {
    let mut k = Check::new(basic(&[PopIdol], &[], 3, 4));
    k.given([tok(PopIdol, Token::Goodwill, 2), at_phase(Phase::Goodwill)]);
    let c = Command::UseGoodwill {
        character: PopIdol,
        ability: 0,
        target: GoodwillTarget::Character { character: Doctor },
    };
    assert_eq!(k.err(c.clone()), "tl.goodwill.not_enough");
    let e = k.t.act(SeatId(2), &c, &mut Scripted::new([])).unwrap_err();
    assert_eq!(e.code, "turn.not_yours", "only the leader uses goodwill abilities");
}

#[test]
fn office_worker_reveals_his_role_publicly() {
    let mut k = Check::new(basic(&[OfficeWorker], &[], 3, 4));
    k.given([tok(OfficeWorker, Token::Goodwill, 3), at_phase(Phase::Goodwill)]);
    k.act(Command::UseGoodwill { character: OfficeWorker, ability: 0, target: GoodwillTarget::None });
    k.act(Command::AnswerGoodwill { refuse: false });
    assert_eq!(
        k.t.view(Viewer::Spectator)
            .characters
            .iter()
            .find(|c| c.character == OfficeWorker)
            .unwrap()
            .revealed_role,
        Some(Role::Person)
    );
}

#[test]
fn informer_makes_the_mastermind_name_another_subplot() {
    let mut k = Check::new(basic(&[Informer], &[], 3, 4));
    k.given([tok(Informer, Token::Goodwill, 5), at_phase(Phase::Goodwill)]);
    k.act(Command::UseGoodwill {
        character: Informer,
        ability: 0,
        target: GoodwillTarget::Plot { plot: Plot::ALoveAffair },
    });
    k.act(Command::AnswerGoodwill { refuse: false });
    assert_eq!(k.err(Command::NameSubplot { plot: Some(Plot::ALoveAffair) }), "tl.informer.subplot");
    assert_eq!(k.err(Command::NameSubplot { plot: Some(Plot::HiddenMonster) }), "tl.informer.subplot");
    k.act(Command::NameSubplot { plot: Some(Plot::ThreadsOfFate) });
    assert_eq!(k.t.view(Viewer::Seat(SeatId(1))).named_subplots, vec![Plot::ThreadsOfFate]);
}

#[test]
fn class_rep_returns_a_set_aside_card_of_the_leader() {
    let mut k = Check::new(basic(&[ClassRep], &[], 3, 4));
    k.cards(
        [
            (ParanoiaPlus1, L(Location::Hospital)),
            (ParanoiaPlus1, L(Location::City)),
            (ParanoiaMinus1, L(Location::School)),
        ],
        [
            (ForbidMovement, L(Location::Hospital)),
            (ParanoiaPlus1, L(Location::City)),
            (MoveVertical, L(Location::School)),
        ],
    );
    k.act(Command::EndAbilities);
    k.given([tok(ClassRep, Token::Goodwill, 2)]);
    assert!(k.t.state().is_spent(Deck::Protagonist(0), 7));
    let other = Command::UseGoodwill {
        character: ClassRep,
        ability: 0,
        target: GoodwillTarget::Card { deck: Deck::Protagonist(1), card: ForbidMovement },
    };
    assert_eq!(k.err(other), "tl.goodwill.target");
    k.act(Command::UseGoodwill {
        character: ClassRep,
        ability: 0,
        target: GoodwillTarget::Card { deck: Deck::Protagonist(0), card: ForbidMovement },
    });
    k.act(Command::AnswerGoodwill { refuse: false });
    assert!(!k.t.state().is_spent(Deck::Protagonist(0), 7));
}

#[test]
fn doctor_goodwill_may_be_used_by_the_mastermind_when_his_role_may_refuse() {
    let mut k = Check::new(basic(&[], &[], 3, 4));
    k.given([tok(Doctor, Token::Goodwill, 2), at_phase(Phase::MastermindAbilities)]);
    k.act(Command::UseAbility { ability: MastermindAbility::Doctor { target: Nurse, add: true } });
    assert_eq!(k.ch(Nurse).paranoia, 1);
    k.act(Command::EndAbilities);
    // It shares the once-a-day use with the leader.
    let c = Command::UseGoodwill {
        character: Doctor,
        ability: 0,
        target: GoodwillTarget::Paranoia { character: Nurse, add: false },
    };
    assert_eq!(k.err(c), "tl.goodwill.used");
}

#[test]
fn alien_kills_and_revives_once_per_loop() {
    let mut k = Check::new(basic(&[Alien, PopIdol], &[], 3, 4));
    k.given([tok(Alien, Token::Goodwill, 5), mv(PopIdol, Location::Shrine), at_phase(Phase::Goodwill)]);
    k.act(Command::UseGoodwill {
        character: Alien,
        ability: 0,
        target: GoodwillTarget::Character { character: PopIdol },
    });
    let e = k.act(Command::AnswerGoodwill { refuse: false });
    assert!(died(&e, PopIdol));
    k.act(Command::UseGoodwill {
        character: Alien,
        ability: 1,
        target: GoodwillTarget::Character { character: PopIdol },
    });
    k.act(Command::AnswerGoodwill { refuse: false });
    assert!(k.t.state().is_alive(PopIdol));
}

#[test]
fn godly_being_enters_only_from_its_loop() {
    let mut cfg = basic(&[GodlyBeing], &[], 3, 1);
    cfg.script.public.characters.iter_mut().find(|e| e.character == GodlyBeing).unwrap().entry_loop = Some(2);
    let mut k = Check::new(cfg);
    assert!(!k.ch(GodlyBeing).present);
    k.cards(
        [
            (IntriguePlus2, L(Location::Shrine)),
            (ParanoiaPlus1, L(Location::City)),
            (ParanoiaPlus1, L(Location::School)),
        ],
        [
            (GoodwillPlus1, L(Location::Hospital)),
            (ParanoiaPlus1, L(Location::City)),
            (MoveVertical, L(Location::School)),
        ],
    );
    k.act(Command::EndAbilities);
    k.act(Command::EndGoodwill);
    k.act(Command::EndAbilities);
    k.act(Command::NextLoop);
    assert!(k.ch(GodlyBeing).present);
}

// ---------------------------------------------------------------------------------------------
// 4-7: incidents.

#[test]
fn rulebook_incident_example_a_murder_was_committed_and_the_student_is_dead() {
    let mut k = Check::new(basic(&[Informer], &[(1, Incident::Murder, Informer)], 3, 4));
    k.given([tok(Informer, Token::Paranoia, 3), mv(GirlStudent, Location::City), at_phase(Phase::Goodwill)]);
    let e = k.act(Command::EndGoodwill);
    assert!(e.contains(&Event::IncidentOccurred { day: 1, incident: Incident::Murder }));
    assert_eq!(k.phase(), Phase::IncidentChoice { incident: Incident::Murder });
    assert_eq!(
        k.err(Command::ResolveIncident { choice: IncidentChoice::Victim { character: Doctor } }),
        "tl.incident.choice",
        "only a character in the culprit's location"
    );
    let e = k.act(Command::ResolveIncident { choice: IncidentChoice::Victim { character: GirlStudent } });
    assert!(died(&e, GirlStudent));
    // Announced without the culprit.
    let json =
        serde_json::to_string(&k.t.log_for(Viewer::Seat(SeatId(1))).map(|e| e.event).collect::<Vec<_>>())
            .unwrap();
    assert!(!json.contains("culprit"));
}

#[test]
fn incident_needs_a_living_culprit_at_its_paranoia_limit() {
    let mut k = Check::new(basic(&[Informer], &[(1, Incident::Suicide, Informer)], 3, 4));
    k.given([tok(Informer, Token::Paranoia, 2), at_phase(Phase::Goodwill)]);
    let e = k.act(Command::EndGoodwill);
    assert!(e.contains(&Event::NoIncident { day: 1 }), "'no hay incidentes'");
    assert!(k.t.state().is_alive(Informer));
}

#[test]
fn an_incident_occurs_even_when_nothing_happens() {
    // Edge case 13, 4-7: Hospital Incident without Intrigue in the Hospital.
    let mut k = Check::new(basic(&[Informer], &[(1, Incident::HospitalIncident, Informer)], 3, 4));
    k.given([tok(Informer, Token::Paranoia, 3), at_phase(Phase::Goodwill)]);
    let e = k.act(Command::EndGoodwill);
    assert!(e.contains(&Event::IncidentOccurred { day: 1, incident: Incident::HospitalIncident }));
    assert!(e.contains(&Event::NothingHappened));
}

#[test]
fn hospital_incident_kills_everyone_there_and_with_two_intrigue_the_protagonists() {
    let mut k = Check::new(basic(&[Informer], &[(1, Incident::HospitalIncident, Informer)], 3, 4));
    k.given([
        tok(Informer, Token::Paranoia, 3),
        Event::TokensChanged { target: L(Location::Hospital), token: Token::Intrigue, delta: 2 },
        at_phase(Phase::Goodwill),
    ]);
    let e = k.act(Command::EndGoodwill);
    assert!(died(&e, Doctor) && died(&e, Nurse));
    assert!(e.contains(&Event::ProtagonistsDied));
    assert!(e.contains(&Event::LoopEnded { reason: LoopEndReason::ProtagonistsDied }));
}

#[test]
fn distant_murder_may_kill_its_own_culprit() {
    // Edge case 14.
    let mut k = Check::new(basic(&[Informer], &[(1, Incident::DistantMurder, Informer)], 3, 4));
    k.given([
        tok(Informer, Token::Paranoia, 3),
        tok(Informer, Token::Intrigue, 2),
        at_phase(Phase::Goodwill),
    ]);
    k.act(Command::EndGoodwill);
    let e = k.act(Command::ResolveIncident { choice: IncidentChoice::Victim { character: Informer } });
    assert!(died(&e, Informer));
}

#[test]
fn missing_person_cannot_go_to_a_forbidden_location() {
    let mut k = Check::new(basic(&[ShrineMaiden], &[(1, Incident::MissingPerson, ShrineMaiden)], 3, 4));
    k.given([tok(ShrineMaiden, Token::Paranoia, 2), at_phase(Phase::Goodwill)]);
    k.act(Command::EndGoodwill);
    let city = Command::ResolveIncident { choice: IncidentChoice::Destination { location: Location::City } };
    assert_eq!(k.err(city), "tl.incident.choice");
    k.act(Command::ResolveIncident { choice: IncidentChoice::Destination { location: Location::School } });
    assert_eq!(k.ch(ShrineMaiden).location, Location::School);
    assert_eq!(k.t.state().location_intrigue(Location::School), 1);
}

#[test]
fn spreading_removes_only_the_goodwill_that_is_there() {
    let mut k = Check::new(basic(&[Informer], &[(1, Incident::Spreading, Informer)], 3, 4));
    k.given([tok(Informer, Token::Paranoia, 3), tok(Doctor, Token::Goodwill, 1), at_phase(Phase::Goodwill)]);
    k.act(Command::EndGoodwill);
    k.act(Command::ResolveIncident { choice: IncidentChoice::Spread { from: Doctor, to: Nurse } });
    assert_eq!((k.ch(Doctor).goodwill, k.ch(Nurse).goodwill), (0, 2));
}

#[test]
fn foul_evil_puts_two_intrigue_on_the_shrine() {
    let mut k = Check::new(basic(&[Informer], &[(1, Incident::FoulEvil, Informer)], 3, 4));
    k.given([tok(Informer, Token::Paranoia, 3), at_phase(Phase::Goodwill)]);
    k.act(Command::EndGoodwill);
    assert_eq!(k.t.state().location_intrigue(Location::Shrine), 2);
}

#[test]
fn butterfly_effect_puts_one_token_and_loses_change_of_future() {
    let mut k = Check::new(change_of_future());
    k.given([tok(Alien, Token::Paranoia, 2), Event::DayStarted { day: 2 }, at_phase(Phase::Goodwill)]);
    k.act(Command::EndGoodwill);
    k.act(Command::ResolveIncident {
        choice: IncidentChoice::Butterfly { character: Alien, token: Token::Goodwill },
    });
    assert_eq!(k.ch(Alien).goodwill, 1);
    k.act(Command::EndAbilities);
    k.quiet_day();
    assert_eq!(k.t.state().losses(), 1, "Change of Future: the Butterfly Effect occurred this loop");
}

#[test]
fn police_officer_reveals_the_culprit_of_an_incident_that_occurred() {
    let mut k =
        Check::new(basic(&[Informer, PoliceOfficer], &[(1, Incident::HospitalIncident, Informer)], 3, 4));
    k.given([
        tok(Informer, Token::Paranoia, 3),
        tok(PoliceOfficer, Token::Goodwill, 4),
        at_phase(Phase::Goodwill),
    ]);
    let c = Command::UseGoodwill {
        character: PoliceOfficer,
        ability: 0,
        target: GoodwillTarget::Incident { day: 1 },
    };
    assert_eq!(k.err(c.clone()), "tl.goodwill.target", "not occurred yet");
    k.act(Command::EndGoodwill);
    k.act(Command::EndAbilities);
    k.given([at_phase(Phase::Goodwill)]);
    k.act(c);
    k.act(Command::AnswerGoodwill { refuse: false });
    let v = k.t.view(Viewer::Seat(SeatId(1)));
    assert_eq!(v.revealed_culprits, vec![Culprit { day: 1, culprit: Informer }]);
}

#[test]
fn henchman_is_placed_by_the_mastermind_and_can_be_calmed() {
    let cfg = spec(
        TragedySet::BasicTragedy,
        Plot::GiantTimeBomb,
        &[Plot::ALoveAffair, Plot::ThreadsOfFate],
        &[(Henchman, Role::Witch), (BoyStudent, Role::Lover), (GirlStudent, Role::LovedOne)],
        &[],
        3,
        1,
    );
    let mut k = Check::new(cfg);
    assert_eq!(k.phase(), Phase::HenchmanPlacement);
    k.act(Command::PlaceHenchman { location: Location::Shrine });
    assert_eq!(k.ch(Henchman).start, Location::Shrine);
    // Edge case 11: the Witch's starting location follows the Henchman's start this loop.
    k.cards(
        [
            (IntriguePlus2, L(Location::Shrine)),
            (ParanoiaPlus1, L(Location::City)),
            (ParanoiaPlus1, L(Location::School)),
        ],
        [
            (GoodwillPlus1, L(Location::Hospital)),
            (ParanoiaPlus1, L(Location::City)),
            (MoveVertical, L(Location::School)),
        ],
    );
    k.act(Command::EndAbilities);
    k.act(Command::EndGoodwill);
    k.act(Command::EndAbilities);
    assert_eq!(k.t.state().losses(), 1);
}

// ---------------------------------------------------------------------------------------------
// 4-8, 4-9: leader rotation and day end.

#[test]
fn leader_rotates_before_the_night() {
    // Edge case 16.
    let mut k = Check::new(basic(&[], &[], 3, 4));
    k.given([at_phase(Phase::Goodwill)]);
    let e = k.act(Command::EndGoodwill);
    let lead = e.iter().position(|e| matches!(e, Event::LeaderChanged { .. })).unwrap();
    let night = e.iter().position(|e| *e == Event::PhaseChanged { phase: Phase::DayEnd }).unwrap();
    assert!(lead < night);
    assert_eq!(k.t.state().leader(), SeatId(2));
    // The event names the new leader's seat (issue 35), the one the state now holds.
    assert_eq!(e[lead], Event::LeaderChanged { turn: 1, leader: Some(SeatId(2)) });
}

#[test]
fn leader_changed_from_an_older_log_still_reads() {
    // Logs written before the event carried the seat: `leader` is absent, the turn still applies.
    let old: Event =
        serde_json::from_str(r#"{"type":"leader_changed","turn":1}"#).expect("an old leader_changed reads");
    assert_eq!(old, Event::LeaderChanged { turn: 1, leader: None });
}

fn ripper() -> Config {
    spec(
        TragedySet::FirstSteps,
        Plot::MurderPlan,
        &[Plot::ShadowOfTheRipper],
        &[
            (BoyStudent, Role::KeyPerson),
            (Doctor, Role::Brain),
            (Journalist, Role::Killer),
            (Informer, Role::ConspiracyTheorist),
            (Nurse, Role::SerialKiller),
            (PopIdol, Role::Person),
            (Patient, Role::Person),
        ],
        &[],
        3,
        4,
    )
}

#[test]
fn serial_killer_kills_the_only_other_character_here() {
    let mut k = Check::new(ripper());
    // Hospital: Nurse, Doctor, Patient. Move the Patient away, kill nothing else: Doctor dies.
    k.given([mv(Patient, Location::City), at_phase(Phase::Goodwill)]);
    let e = k.act(Command::EndGoodwill);
    assert!(died(&e, Doctor));
}

#[test]
fn serial_killer_needs_exactly_one_other_living_character() {
    // Edge case 6: corpses don't count; two others means nobody dies.
    let mut k = Check::new(ripper());
    k.given([at_phase(Phase::Goodwill)]);
    let e = k.act(Command::EndGoodwill);
    assert!(!e.iter().any(|e| matches!(e, Event::CharacterDied { .. })), "Doctor and Patient are both there");
    let mut k = Check::new(ripper());
    k.given([Event::CharacterDied { character: Patient }, at_phase(Phase::Goodwill)]);
    let e = k.act(Command::EndGoodwill);
    assert!(died(&e, Doctor), "the corpse does not count");
}

#[test]
fn two_serial_killers_alone_together_both_die() {
    // Edge case 5: mandatory effects on one snapshot.
    let cfg = spec(
        TragedySet::BasicTragedy,
        Plot::MurderPlan,
        &[Plot::HiddenMonster, Plot::ParanoiaVirus],
        &[
            (BoyStudent, Role::KeyPerson),
            (Doctor, Role::Brain),
            (Journalist, Role::Killer),
            (Informer, Role::ConspiracyTheorist),
            (Nurse, Role::SerialKiller),
            (Alien, Role::Friend),
            (Patient, Role::Person),
        ],
        &[],
        3,
        4,
    );
    let mut k = Check::new(cfg);
    // The Patient is a Person with 3 Paranoia: a Serial Killer under Paranoia Virus.
    k.given([
        Event::CharacterDied { character: Doctor },
        tok(Patient, Token::Paranoia, 3),
        at_phase(Phase::Goodwill),
    ]);
    let e = k.act(Command::EndGoodwill);
    assert!(died(&e, Nurse) && died(&e, Patient));
}

#[test]
fn key_person_death_ends_the_loop_at_once_and_loop_end_checks_still_run() {
    // Edge case 7: a dead Friend still reveals itself and loses.
    let cfg = spec(
        TragedySet::FirstSteps,
        Plot::MurderPlan,
        &[Plot::AHideousScript],
        &[
            (BoyStudent, Role::KeyPerson),
            (Doctor, Role::Brain),
            (Journalist, Role::Killer),
            (Informer, Role::ConspiracyTheorist),
            (GirlStudent, Role::Friend),
            (PopIdol, Role::Person),
        ],
        &[(1, Incident::Murder, PopIdol)],
        3,
        4,
    );
    let mut k = Check::new(cfg);
    k.given([
        Event::CharacterDied { character: GirlStudent },
        tok(PopIdol, Token::Paranoia, 2),
        mv(PopIdol, Location::School),
        at_phase(Phase::Goodwill),
    ]);
    k.act(Command::EndGoodwill);
    let e = k.act(Command::ResolveIncident { choice: IncidentChoice::Victim { character: BoyStudent } });
    assert!(e.contains(&Event::LoopEnded { reason: LoopEndReason::Early }));
    assert!(e.contains(&Event::RoleRevealed { character: GirlStudent, role: Role::Friend }));
    assert!(e.contains(&Event::LoopResult { loop_no: 1, lost: true }));
    assert_eq!(k.t.state().loop_no(), 2, "First Steps: the next loop starts at once");
}

#[test]
fn friend_revealed_gets_goodwill_at_loop_start() {
    let mut k = Check::new(basic(&[], &[], 3, 1));
    let mut cfg = basic(&[], &[], 3, 1);
    cfg.script.private.subplots = vec![Plot::HiddenMonster, Plot::ThreadsOfFate];
    cfg.script.private.roles.retain(|r| !matches!(r.role, Role::Lover | Role::LovedOne));
    cfg.script.private.roles.push(RoleEntry { character: BoyStudent, role: Role::Friend });
    cfg.script.private.roles.push(RoleEntry { character: GirlStudent, role: Role::SerialKiller });
    check_script(&cfg.script).unwrap();
    k = Check { t: Table::start(&cfg, &mut k.d).unwrap(), d: Scripted::new([]) };
    k.given([Event::CharacterDied { character: BoyStudent }, at_phase(Phase::DayEnd)]);
    k.act(Command::EndAbilities);
    k.act(Command::NextLoop);
    assert_eq!(k.ch(BoyStudent).goodwill, 1);
}

#[test]
fn lover_gets_six_paranoia_when_the_loved_one_dies() {
    let mut k = Check::new(basic(&[Informer], &[(1, Incident::Murder, Informer)], 3, 4));
    k.given([tok(Informer, Token::Paranoia, 3), mv(GirlStudent, Location::City), at_phase(Phase::Goodwill)]);
    k.act(Command::EndGoodwill);
    k.act(Command::ResolveIncident { choice: IncidentChoice::Victim { character: GirlStudent } });
    assert_eq!(k.ch(BoyStudent).paranoia, 6);
}

#[test]
fn lovers_dying_together_gain_nothing() {
    // Edge case 8.
    let mut k = Check::new(basic(&[Informer], &[(1, Incident::HospitalIncident, Informer)], 3, 4));
    k.given([
        tok(Informer, Token::Paranoia, 3),
        mv(GirlStudent, Location::Hospital),
        mv(BoyStudent, Location::Hospital),
        Event::TokensChanged { target: L(Location::Hospital), token: Token::Intrigue, delta: 1 },
        at_phase(Phase::Goodwill),
    ]);
    let e = k.act(Command::EndGoodwill);
    assert!(died(&e, GirlStudent) && died(&e, BoyStudent));
    assert_eq!(k.ch(BoyStudent).paranoia, 0);
    assert_eq!(k.ch(GirlStudent).paranoia, 0);
}

#[test]
fn loved_one_may_kill_the_protagonists() {
    let mut k = Check::new(basic(&[], &[], 3, 4));
    k.given([
        tok(GirlStudent, Token::Paranoia, 3),
        tok(GirlStudent, Token::Intrigue, 1),
        at_phase(Phase::DayEnd),
    ]);
    let a = MastermindAbility::KillProtagonists { by: BoyStudent };
    assert_eq!(k.err(Command::UseAbility { ability: a }), "tl.ability.role", "the Lover has no such ability");
    let e = k.act(Command::UseAbility { ability: MastermindAbility::KillProtagonists { by: GirlStudent } });
    assert!(e.contains(&Event::ProtagonistsDied));
}

fn murder_plan_factor() -> Config {
    spec(
        TragedySet::BasicTragedy,
        Plot::MurderPlan,
        &[Plot::UnknownFactor, Plot::ThreadsOfFate],
        &[
            (RichMansDaughter, Role::KeyPerson),
            (Doctor, Role::Brain),
            (Journalist, Role::Killer),
            (OfficeWorker, Role::Factor),
            (PoliceOfficer, Role::Person),
        ],
        &[],
        3,
        4,
    )
}

#[test]
fn killer_kills_the_key_person_here_with_two_intrigue() {
    let mut k = Check::new(murder_plan_factor());
    k.given([
        mv(RichMansDaughter, Location::City),
        tok(RichMansDaughter, Token::Intrigue, 2),
        at_phase(Phase::DayEnd),
    ]);
    let e = k.act(Command::UseAbility { ability: MastermindAbility::KillKeyPerson { killer: Journalist } });
    assert!(died(&e, RichMansDaughter));
    assert!(e.contains(&Event::LoopEnded { reason: LoopEndReason::Early }));
}

#[test]
fn killer_with_four_intrigue_kills_the_protagonists() {
    // 'Lamento anunciaros que estáis todos muertos': the protagonists die and the loop ends.
    let mut k = Check::new(murder_plan_factor());
    k.given([tok(Journalist, Token::Intrigue, 4), at_phase(Phase::DayEnd)]);
    let e = k.act(Command::UseAbility { ability: MastermindAbility::KillProtagonists { by: Journalist } });
    assert!(e.contains(&Event::ProtagonistsDied));
    assert_eq!(k.t.state().losses(), 1);
}

#[test]
fn factor_gains_the_key_person_ability_not_the_role() {
    // Edge case 9.
    let mut k = Check::new(murder_plan_factor());
    k.given([
        Event::TokensChanged { target: L(Location::City), token: Token::Intrigue, delta: 2 },
        tok(OfficeWorker, Token::Intrigue, 2),
        at_phase(Phase::DayEnd),
    ]);
    // The Killer does not see the Factor as the Key Person.
    let kp = MastermindAbility::KillKeyPerson { killer: Journalist };
    assert_eq!(k.err(Command::UseAbility { ability: kp }), "tl.ability.no_key_person");
}

#[test]
fn factor_death_with_two_intrigue_in_the_city_loses_the_loop() {
    let cfg = spec(
        TragedySet::BasicTragedy,
        Plot::SignWithMe,
        &[Plot::UnknownFactor, Plot::ThreadsOfFate],
        &[(RichMansDaughter, Role::KeyPerson), (OfficeWorker, Role::Factor), (Informer, Role::Person)],
        &[(1, Incident::Murder, Informer)],
        3,
        4,
    );
    let mut k = Check::new(cfg);
    k.given([
        Event::TokensChanged { target: L(Location::City), token: Token::Intrigue, delta: 2 },
        tok(Informer, Token::Paranoia, 3),
        at_phase(Phase::Goodwill),
    ]);
    k.act(Command::EndGoodwill);
    let e = k.act(Command::ResolveIncident { choice: IncidentChoice::Victim { character: OfficeWorker } });
    assert!(e.contains(&Event::LoopEnded { reason: LoopEndReason::Early }));
}

#[test]
fn threads_of_fate_counts_corpses_with_goodwill() {
    // Edge case 10.
    let mut k = Check::new(basic(&[Informer], &[], 3, 1));
    k.given([
        tok(Informer, Token::Goodwill, 1),
        Event::CharacterDied { character: Informer },
        tok(Doctor, Token::Goodwill, 2),
    ]);
    k.cards(
        [
            (IntriguePlus2, L(Location::Shrine)),
            (ParanoiaPlus1, L(Location::City)),
            (ParanoiaPlus1, L(Location::School)),
        ],
        [
            (GoodwillPlus1, L(Location::Hospital)),
            (ParanoiaPlus1, L(Location::City)),
            (MoveVertical, L(Location::School)),
        ],
    );
    k.act(Command::EndAbilities);
    k.act(Command::EndGoodwill);
    k.act(Command::EndAbilities);
    k.act(Command::NextLoop);
    assert_eq!((k.ch(Informer).paranoia, k.ch(Doctor).paranoia, k.ch(Nurse).paranoia), (2, 2, 0));
    assert!(k.t.state().is_alive(Informer), "3-2: everyone starts the loop alive");
}

#[test]
fn time_traveler_cannot_die_and_keeps_the_guard_marker() {
    // Edge case 15, ruling 1.
    let mut k = Check::new(change_of_future());
    k.given([
        tok(PoliceOfficer, Token::Goodwill, 5),
        mv(PoliceOfficer, Location::School),
        at_phase(Phase::Goodwill),
    ]);
    k.act(Command::UseGoodwill {
        character: PoliceOfficer,
        ability: 1,
        target: GoodwillTarget::Character { character: ClassRep },
    });
    k.act(Command::AnswerGoodwill { refuse: false });
    assert!(k.ch(ClassRep).guard);
    k.given([tok(Alien, Token::Goodwill, 4), mv(Alien, Location::School)]);
    k.act(Command::UseGoodwill {
        character: Alien,
        ability: 0,
        target: GoodwillTarget::Character { character: ClassRep },
    });
    let e = k.act(Command::AnswerGoodwill { refuse: false });
    assert!(k.t.state().is_alive(ClassRep));
    assert!(k.ch(ClassRep).guard, "not spent on a character that cannot die");
    assert!(e.contains(&Event::NothingHappened));
}

#[test]
fn guard_marker_is_removed_instead_of_a_death() {
    let mut k = Check::new(basic(&[PoliceOfficer, Alien], &[], 3, 4));
    k.given([
        tok(PoliceOfficer, Token::Goodwill, 5),
        tok(Alien, Token::Goodwill, 4),
        mv(PoliceOfficer, Location::Shrine),
        mv(Doctor, Location::Shrine),
        at_phase(Phase::Goodwill),
    ]);
    k.act(Command::UseGoodwill {
        character: PoliceOfficer,
        ability: 1,
        target: GoodwillTarget::Character { character: Doctor },
    });
    k.act(Command::AnswerGoodwill { refuse: false });
    k.act(Command::UseGoodwill {
        character: Alien,
        ability: 0,
        target: GoodwillTarget::Character { character: Doctor },
    });
    let e = k.act(Command::AnswerGoodwill { refuse: false });
    assert!(e.contains(&Event::GuardSpent { character: Doctor }));
    assert!(k.t.state().is_alive(Doctor));
}

#[test]
fn time_traveler_may_declare_defeat_on_the_last_day_only() {
    let mut k = Check::new(change_of_future());
    k.given([at_phase(Phase::DayEnd)]);
    let a = MastermindAbility::DeclareDefeat { traveler: ClassRep };
    assert_eq!(k.err(Command::UseAbility { ability: a }), "tl.ability.last_day");
    k.given([Event::DayStarted { day: 3 }, at_phase(Phase::DayEnd)]);
    let e = k.act(Command::UseAbility { ability: a });
    assert!(e.contains(&Event::LoopResult { loop_no: 1, lost: true }));
    assert!(!e.contains(&Event::ProtagonistsDied), "a defeat, not a death");
}

#[test]
fn surviving_a_loop_without_a_loss_condition_wins() {
    let mut k = Check::new(basic(&[], &[], 3, 1));
    k.quiet_day();
    assert_eq!(k.t.state().winner(), Some(Side::Protagonists));
}

#[test]
fn first_steps_has_no_final_guess() {
    let mut k = Check::new(spec(
        TragedySet::FirstSteps,
        Plot::APlaceToProtect,
        &[Plot::AnUnsettlingRumor],
        &[(BoyStudent, Role::KeyPerson), (Nurse, Role::Cultist), (Informer, Role::ConspiracyTheorist)],
        &[],
        1,
        1,
    ));
    k.cards(
        [
            (IntriguePlus2, L(Location::School)),
            (ParanoiaPlus1, L(Location::City)),
            (ParanoiaPlus1, L(Location::Hospital)),
        ],
        [
            (GoodwillPlus1, L(Location::Hospital)),
            (ParanoiaPlus1, L(Location::City)),
            (MoveVertical, L(Location::Shrine)),
        ],
    );
    k.act(Command::EndAbilities);
    k.act(Command::EndGoodwill);
    k.act(Command::EndAbilities);
    assert_eq!(k.t.state().winner(), Some(Side::Mastermind));
}

// ---------------------------------------------------------------------------------------------
// The Final Guess.

fn to_final_guess() -> Check {
    let mut k = Check::new(basic(&[Informer], &[], 1, 1));
    k.cards(
        [
            (IntriguePlus2, L(Location::Shrine)),
            (ParanoiaPlus1, L(Location::City)),
            (ParanoiaPlus1, L(Location::School)),
        ],
        [
            (GoodwillPlus1, L(Location::Hospital)),
            (ParanoiaPlus1, L(Location::City)),
            (MoveVertical, L(Location::School)),
        ],
    );
    k.act(Command::EndAbilities);
    k.act(Command::EndGoodwill);
    k.act(Command::EndAbilities);
    k
}

#[test]
fn rulebook_final_guess_example_every_character_right_wins() {
    // Edge case 17: Persons are named too.
    let mut k = to_final_guess();
    assert_eq!(k.phase(), Phase::FinalGuess);
    assert_eq!(k.t.state().location_intrigue(Location::Shrine), 0, "the board is reset");
    for (c, r) in [
        (Doctor, Role::Brain),
        (Nurse, Role::Cultist),
        (BoyStudent, Role::Lover),
        (GirlStudent, Role::LovedOne),
    ] {
        let e = k.act(Command::Guess { character: c, role: r });
        assert!(e.contains(&Event::GuessAnswered { character: c, role: r, correct: true }));
        assert_eq!(k.t.state().winner(), None);
    }
    k.act(Command::Guess { character: Informer, role: Role::Person });
    assert_eq!(k.t.state().winner(), Some(Side::Protagonists));
}

#[test]
fn rulebook_final_guess_one_wrong_answer_loses() {
    let mut k = to_final_guess();
    k.act(Command::Guess { character: Doctor, role: Role::Brain });
    let e = k.act(Command::Guess { character: Nurse, role: Role::Witch });
    assert!(e.contains(&Event::GuessAnswered { character: Nurse, role: Role::Witch, correct: false }));
    assert_eq!(k.t.state().winner(), Some(Side::Mastermind));
}

#[test]
fn time_spiral_lets_the_protagonists_go_to_the_final_guess() {
    let mut k = Check::new(basic(&[], &[], 3, 1));
    k.cards(
        [
            (IntriguePlus2, L(Location::Shrine)),
            (ParanoiaPlus1, L(Location::City)),
            (ParanoiaPlus1, L(Location::School)),
        ],
        [
            (GoodwillPlus1, L(Location::Hospital)),
            (ParanoiaPlus1, L(Location::City)),
            (MoveVertical, L(Location::School)),
        ],
    );
    k.act(Command::EndAbilities);
    k.act(Command::EndGoodwill);
    k.act(Command::EndAbilities);
    k.act(Command::StartFinalGuess);
    assert_eq!(k.phase(), Phase::FinalGuess);
}

// ---------------------------------------------------------------------------------------------
// Variants (p. 41).

#[test]
fn two_player_variant_one_protagonist_plays_all_three_decks() {
    let mut cfg = basic(&[], &[], 3, 4);
    cfg.protagonists = 1;
    let mut k = Check::new(cfg);
    k.play(ParanoiaPlus1, L(Location::Hospital));
    k.play(ParanoiaPlus1, L(Location::City));
    k.play(ParanoiaMinus1, L(Location::School));
    for deck in 0..3 {
        assert_eq!(k.seat(), SeatId(1));
        assert_eq!(k.t.state().next_protagonist_deck(), deck);
        k.play(ForbidIntrigue, L(Location::ALL[deck as usize]));
    }
}

#[test]
fn three_player_variant_the_leader_holds_two_decks_and_passes_one() {
    let mut cfg = basic(&[], &[], 3, 4);
    cfg.protagonists = 2;
    let mut k = Check::new(cfg);
    k.play(ParanoiaPlus1, L(Location::Hospital));
    k.play(ParanoiaPlus1, L(Location::City));
    k.play(ParanoiaMinus1, L(Location::School));
    assert_eq!(k.seat(), SeatId(1));
    k.play(ForbidIntrigue, L(Location::Hospital));
    assert_eq!(k.seat(), SeatId(1), "the leader plays one card of each of its two decks");
    k.play(ForbidIntrigue, L(Location::City));
    assert_eq!(k.seat(), SeatId(2));
    k.play(ForbidIntrigue, L(Location::School));
    k.act(Command::EndAbilities);
    k.act(Command::EndGoodwill);
    k.act(Command::EndAbilities);
    let s = k.t.state();
    assert_eq!(s.leader(), SeatId(2));
    assert_eq!((s.deck_owner(1), s.deck_owner(2), s.deck_owner(0)), (SeatId(2), SeatId(2), SeatId(1)));
}

#[test]
fn commands_out_of_step_are_refused_with_a_code() {
    let mut k = Check::new(basic(&[], &[], 3, 4));
    assert_eq!(k.err(Command::EndGoodwill), "tl.step.wrong_command");
    let e = k.t.act(SeatId(1), &Command::EndAbilities, &mut Scripted::new([])).unwrap_err();
    assert_eq!(e.code, "turn.not_yours");
    let e = k.t.act(SeatId(7), &Command::EndAbilities, &mut Scripted::new([])).unwrap_err();
    assert_eq!(e.code, "seat.unknown");
}

#[test]
fn an_invalid_script_is_refused_at_set_up() {
    let mut cfg = basic(&[], &[], 3, 4);
    cfg.script.private.subplots.pop();
    let e = TragedyLooper::start(&cfg, &mut Scripted::new([])).unwrap_err();
    assert_eq!(e.code, "tl.script.subplot_count");
    assert_eq!((e.params["expected"].as_str(), e.params["found"].as_str()), ("2", "1"));
}

#[test]
fn forbid_intrigue_blocks_only_cards_not_abilities() {
    // Edge case 2: the Brain's ability still puts Intrigue where Forbid Intrigue lay.
    let mut k = Check::new(basic(&[], &[], 3, 4));
    k.cards(
        [
            (ParanoiaPlus1, L(Location::City)),
            (ParanoiaPlus1, L(Location::Shrine)),
            (ParanoiaMinus1, L(Location::School)),
        ],
        [
            (ForbidIntrigue, L(Location::Hospital)),
            (GoodwillPlus1, L(Location::City)),
            (MoveVertical, L(Location::School)),
        ],
    );
    k.act(Command::UseAbility {
        ability: MastermindAbility::Brain { brain: Doctor, target: L(Location::Hospital) },
    });
    assert_eq!(k.t.state().location_intrigue(Location::Hospital), 1);
}

#[test]
fn sign_with_me_does_not_count_a_factor_as_key_person() {
    // Edge case 9: only the Key Person's Intrigue loses Sign With Me.
    let cfg = spec(
        TragedySet::BasicTragedy,
        Plot::SignWithMe,
        &[Plot::UnknownFactor, Plot::ThreadsOfFate],
        &[(RichMansDaughter, Role::KeyPerson), (OfficeWorker, Role::Factor), (Informer, Role::Person)],
        &[],
        3,
        1,
    );
    let mut k = Check::new(cfg);
    k.given([
        Event::TokensChanged { target: L(Location::City), token: Token::Intrigue, delta: 2 },
        tok(OfficeWorker, Token::Intrigue, 2),
    ]);
    k.quiet_day();
    assert_eq!(k.t.state().winner(), Some(Side::Protagonists));
}

#[test]
fn serial_killer_ignores_absent_characters() {
    // Edge case 6: a character that has not entered is not "here".
    let mut cfg = ripper();
    cfg.script.public.characters.iter_mut().find(|e| e.character == Patient).unwrap().entry_loop = Some(2);
    let mut k = Check::new(cfg);
    assert!(!k.ch(Patient).present);
    k.given([at_phase(Phase::Goodwill)]);
    let e = k.act(Command::EndGoodwill);
    assert!(died(&e, Doctor), "the Nurse is alone with the Doctor");
}

#[test]
fn a_key_person_or_friend_loss_is_not_a_death_of_the_protagonists() {
    // Edge case 15.
    let mut k = Check::new(murder_plan_factor());
    k.given([
        mv(RichMansDaughter, Location::City),
        tok(RichMansDaughter, Token::Intrigue, 2),
        at_phase(Phase::DayEnd),
    ]);
    let e = k.act(Command::UseAbility { ability: MastermindAbility::KillKeyPerson { killer: Journalist } });
    assert!(!e.contains(&Event::ProtagonistsDied));
    assert!(e.contains(&Event::LoopResult { loop_no: 1, lost: true }));
}

#[test]
fn rulebook_incident_example_a_murder_was_almost_committed_but_something_prevented_it() {
    // 4-7: "Casi se comete un asesinato, pero algo lo ha evitado" — the Police Officer's guard works
    // first.
    let mut k = Check::new(basic(&[Informer, PoliceOfficer], &[(1, Incident::Murder, Informer)], 3, 4));
    k.given([
        tok(Informer, Token::Paranoia, 3),
        tok(PoliceOfficer, Token::Goodwill, 5),
        mv(GirlStudent, Location::City),
        at_phase(Phase::Goodwill),
    ]);
    k.act(Command::UseGoodwill {
        character: PoliceOfficer,
        ability: 1,
        target: GoodwillTarget::Character { character: GirlStudent },
    });
    k.act(Command::AnswerGoodwill { refuse: false });
    k.act(Command::EndGoodwill);
    let e = k.act(Command::ResolveIncident { choice: IncidentChoice::Victim { character: GirlStudent } });
    assert!(e.contains(&Event::GuardSpent { character: GirlStudent }));
    assert!(k.t.state().is_alive(GirlStudent));
    assert_eq!(k.ch(BoyStudent).paranoia, 0, "the Lover gains nothing: nobody died");
}
