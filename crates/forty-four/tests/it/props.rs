//! Property tests over random games: random legal play never panics and always ends, ratings stay in
//! their ranges, replaying the log reproduces the state, and no seat sees what it may not.

use dice::{ServerSeed, VerifiableRoller};
use engine::{Game, SeatId, Table, Viewer};
use forty_four::{Command, FortyFour, Phase, State, example_config, random_command};
use proptest::prelude::*;

/// A small deterministic generator for `pick` (xorshift64*).
struct Picker(u64);

impl Picker {
    fn next(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n.max(1)
    }
}

const MAX_COMMANDS: usize = 20_000;

fn play(players: usize, seed: u64) -> Table<FortyFour> {
    play_config(&example_config(players), players, seed, |_| {})
}

/// Random legal play of `config` to the end; `before` acts on the table once it opens.
fn play_config(
    config: &forty_four::Config,
    players: usize,
    seed: u64,
    before: impl FnOnce(&mut Table<FortyFour>),
) -> Table<FortyFour> {
    let mut dice = VerifiableRoller::new(ServerSeed::from_phrase(&seed.to_string()), "props", 0);
    let mut table = Table::<FortyFour>::start(config, &mut dice).expect("valid set-up");
    before(&mut table);
    let mut picker = Picker(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    for _ in 0..MAX_COMMANDS {
        check_invariants(table.state());
        let waiting = table.waiting_on();
        if waiting.is_empty() {
            assert_eq!(table.state().phase(), Phase::Over, "nobody to wait on but the game is not over");
            return table;
        }
        // Mostly a seat the game waits on; sometimes anyone (optional commands).
        let seat = if picker.next(5) == 0 {
            SeatId(picker.next(players + 1) as u8)
        } else {
            waiting[picker.next(waiting.len())]
        };
        let cmd = random_command(table.state(), seat, &mut |n| picker.next(n));
        match cmd {
            Some(cmd) => {
                table
                    .act(seat, &cmd, &mut dice)
                    .unwrap_or_else(|e| panic!("random command {cmd:?} refused: {e}"));
            }
            None => assert!(!waiting.contains(&seat), "seat {seat:?} is waited on but has no legal command"),
        }
    }
    panic!("the game did not end after {MAX_COMMANDS} commands: {:?}", table.state().phase());
}

fn check_invariants(s: &State) {
    assert!(s.countdown <= 4);
    for c in &s.characters {
        assert!(c.bonds.iter().all(|b| b.rating >= 1), "a Bond at 0 must have become an Agent");
        assert!(c.anxieties.iter().all(|a| a.rating >= 1));
        assert!(c.reserve.len() <= c.reserve_limit(), "reserve over its limit");
        assert!(c.reserve.iter().all(|d| (1..=6).contains(d)));
    }
    assert!(s.director.reserve.len() <= s.director.reserve_limit());
    assert!(s.agents.iter().all(|a| a.rating >= 1), "an Agent at 0 must be eliminated");
    assert!(s.secrets.iter().all(|x| x.rating >= 1));
    if let Some(c) = s.conflict() {
        assert!(
            c.assists.len() as u32
                <= s.character(c.main).map(|m| m.contact.max(c.assists.len() as u32)).unwrap_or(0)
        );
    }
}

fn check_hidden(table: &Table<FortyFour>) {
    let s = table.state();
    let mut hidden: Vec<String> = s.agents.iter().filter(|a| !a.known).map(|a| a.name.clone()).collect();
    hidden.extend(s.secrets.iter().filter(|x| !x.revealed).map(|x| x.text.clone()));
    let mut viewers: Vec<Viewer> = s.main_seats().into_iter().map(Viewer::Seat).collect();
    viewers.push(Viewer::Spectator);
    for viewer in viewers {
        let view = serde_json::to_string(&table.view(viewer)).unwrap();
        let log = serde_json::to_string(&table.log_for(viewer).collect::<Vec<_>>()).unwrap();
        for h in &hidden {
            let quoted = serde_json::to_string(h).unwrap();
            assert!(!view.contains(&quoted), "{viewer:?} sees hidden {h} in the view");
            assert!(!log.contains(&quoted), "{viewer:?} sees hidden {h} in the log");
        }
    }
    // The Director sees everything.
    let director = serde_json::to_string(&table.view(Viewer::Seat(SeatId(0)))).unwrap();
    for h in &hidden {
        assert!(director.contains(&serde_json::to_string(h).unwrap()));
    }
}

fn check_replay(table: &Table<FortyFour>) {
    let again = Table::<FortyFour>::from_log(table.log().to_vec());
    assert_eq!(again.state(), table.state());
    // Events survive JSON (logs are stored as JSON).
    for e in table.log() {
        let json = serde_json::to_string(&e.event).unwrap();
        let back: <FortyFour as Game>::Event = serde_json::from_str(&json).unwrap();
        assert_eq!(back, e.event);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn random_legal_play_ends_keeps_ranges_replays_and_hides(players in 1usize..=4, seed in any::<u64>()) {
        let table = play(players, seed);
        check_replay(&table);
        check_hidden(&table);
        prop_assert_eq!(table.state().fates.len(), players);
    }
}

/// A player's notes reach the player, and the Director only where the table says so: never another
/// player (Operatives included) nor a spectator, in the view or the log, over a whole random game.
fn check_notes(table: &Table<FortyFour>, players: usize) {
    let s = table.state();
    let mut viewers: Vec<Viewer> = (0..=players as u8).map(|n| Viewer::Seat(SeatId(n))).collect();
    viewers.push(Viewer::Spectator);
    for seat in 1..=players as u8 {
        let marker = format!("secret notes of seat {seat}");
        for &viewer in &viewers {
            let view = serde_json::to_string(&table.view(viewer)).unwrap();
            let log = serde_json::to_string(&table.log_for(viewer).collect::<Vec<_>>()).unwrap();
            let may = match viewer {
                Viewer::Seat(v) => v.0 == seat || (v.0 == 0 && s.notes_to_director),
                Viewer::Spectator => false,
            };
            if !may {
                assert!(!view.contains(&marker) && !log.contains(&marker), "{viewer:?} reads {marker}");
            } else {
                assert!(log.contains(&marker), "{viewer:?} should read {marker} in the log");
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Players who make their characters at the table (p. 7-9) with random legal sheets play to the
    /// end; the hiding and replay hold, and their notes stay theirs.
    #[test]
    fn players_making_their_characters_play_to_the_end_and_notes_stay_theirs(
        players in 1usize..=4, seed in any::<u64>(), premade in 0usize..=2, to_director in any::<bool>()
    ) {
        let mut config = example_config(premade);
        config.characters.truncate(premade);
        config.players = players as u32;
        config.notes_to_director = to_director;
        let table = play_config(&config, players, seed, |t| {
            for seat in 1..=players as u8 {
                let text = format!("secret notes of seat {seat}");
                t.act(SeatId(seat), &Command::WriteNotes { text }, &mut dice::Scripted::new([])).unwrap();
            }
        });
        check_replay(&table);
        check_hidden(&table);
        check_notes(&table, players);
        prop_assert_eq!(table.state().fates.len(), players);
    }
}

/// Refused commands change nothing: every random command for a seat that is not waited on either
/// succeeds or leaves the state as it was.
#[test]
fn refused_commands_leave_the_state_untouched() {
    let config = example_config(3);
    let mut dice = VerifiableRoller::new(ServerSeed::from_phrase("untouched"), "props", 0);
    let mut table = Table::<FortyFour>::start(&config, &mut dice).unwrap();
    let mut picker = Picker(99);
    for _ in 0..300 {
        let waiting = table.waiting_on();
        if waiting.is_empty() {
            break;
        }
        // Try the waited seat's command as another seat: it must be refused or legal for it too.
        let seat = waiting[0];
        let Some(cmd) = random_command(table.state(), seat, &mut |n| picker.next(n)) else { break };
        for other in 0..4u8 {
            let before = table.state().clone();
            let mut t = table.clone();
            if t.act(SeatId(other), &cmd, &mut dice).is_err() {
                assert_eq!(t.state(), &before);
            }
        }
        table.act(seat, &cmd, &mut dice).unwrap();
    }
}

/// Random games reach the interesting places: Operatives, Operative scenes, Zero Hour, early ends.
#[test]
fn random_games_cover_operatives_zero_hour_and_early_endings() {
    let (mut operatives, mut op_scenes, mut zero, mut early, mut commands) = (0, 0, 0, 0, 0);
    for seed in 0..40u64 {
        let table = play(1 + (seed % 3) as usize, seed);
        commands += table.log().len();
        for e in table.log() {
            match &e.event {
                forty_four::Event::OperativeCreated { .. } => operatives += 1,
                forty_four::Event::ConflictBegan { operative_scene: true, .. } => op_scenes += 1,
                forty_four::Event::EndRollBegan { zero_hour: true } => zero += 1,
                forty_four::Event::GameEnded { early: true, .. } => early += 1,
                _ => {}
            }
        }
    }
    eprintln!(
        "operatives {operatives}, operative scenes {op_scenes}, zero hours {zero}, early {early}, events {commands}"
    );
    assert!(operatives > 0 && op_scenes > 0 && zero > 0 && early > 0);
}

/// A longer soak: `cargo test -p forty-four --test props -- --ignored`.
#[test]
#[ignore]
fn many_random_games() {
    for seed in 1000..3000u64 {
        let table = play(1 + (seed % 5) as usize, seed);
        check_replay(&table);
        check_hidden(&table);
    }
}

/// Two games that differ only in the Director's Secrets look the same to every main character and
/// spectator until a Secret is revealed (the information-hiding test of OpenSpiel).
#[test]
fn games_differing_only_in_secrets_look_the_same_to_main_characters() {
    for seed in 0..40u64 {
        let players = 1 + (seed % 4) as usize;
        let a_config = example_config(players);
        let mut b_config = a_config.clone();
        b_config.secrets = vec!["They hum at night".into(), "Their blood is oil".into()];
        let mut da = VerifiableRoller::new(ServerSeed::from_phrase(&seed.to_string()), "same", 0);
        let mut db = VerifiableRoller::new(ServerSeed::from_phrase(&seed.to_string()), "same", 0);
        let mut a = Table::<FortyFour>::start(&a_config, &mut da).unwrap();
        let mut b = Table::<FortyFour>::start(&b_config, &mut db).unwrap();
        let mut picker = Picker(seed | 1);
        loop {
            let revealed = a.state().secrets.iter().any(|x| x.revealed);
            if revealed || a.waiting_on().is_empty() {
                break;
            }
            let mut viewers: Vec<Viewer> = a.state().main_seats().into_iter().map(Viewer::Seat).collect();
            viewers.push(Viewer::Spectator);
            for v in viewers {
                assert_eq!(
                    serde_json::to_string(&a.view(v)).unwrap(),
                    serde_json::to_string(&b.view(v)).unwrap()
                );
                let la: Vec<_> = a.log_for(v).collect();
                let lb: Vec<_> = b.log_for(v).collect();
                assert_eq!(la, lb);
            }
            let waiting = a.waiting_on();
            let seat = waiting[picker.next(waiting.len())];
            let cmd = random_command(a.state(), seat, &mut |n| picker.next(n)).unwrap();
            a.act(seat, &cmd, &mut da).unwrap();
            b.act(seat, &cmd, &mut db).unwrap();
        }
    }
}

/// `legal_commands` is exact on the side that matters to forms and random play: every listed
/// command is accepted by `decide` as it stands and with random fillings of its open fields, and
/// every seat the game waits on has something to do while the game is not over.
fn check_legal_commands(s: &State, picker: &mut Picker) {
    let seats: Vec<SeatId> = s.all_seats();
    for seat in seats {
        let legal = FortyFour::legal_commands(s, seat);
        for l in &legal {
            if let Err(e) = FortyFour::decide(s, seat, &l.command, &mut dice::Probe::new()) {
                panic!("listed command {:?} refused for {seat:?}: {e}", l.command);
            }
            // Each open field alone at each end of its param: its field exists and `decide` takes it.
            for filled in l.at_the_ends().unwrap_or_else(|e| panic!("{l:?}: {e}")) {
                if let Err(e) = FortyFour::decide(s, seat, &filled, &mut dice::Probe::new()) {
                    panic!("{filled:?} (an end of {l:?}) refused for {seat:?}: {e}");
                }
            }
            for _ in 0..3 {
                let filled = l.fill_randomly(&mut |n| picker.next(n));
                if let Err(e) = FortyFour::decide(s, seat, &filled, &mut dice::Probe::new()) {
                    panic!("filled command {filled:?} (from {l:?}) refused for {seat:?}: {e}");
                }
            }
        }
        if s.phase() != Phase::Over && FortyFour::waiting_on(s).contains(&seat) {
            assert!(!legal.is_empty(), "{seat:?} is waited on in {:?} but has no legal command", s.phase());
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn every_legal_command_is_accepted_and_waiting_seats_can_act(players in 1usize..=4, seed in any::<u64>()) {
        let config = example_config(players);
        let mut dice = VerifiableRoller::new(ServerSeed::from_phrase(&seed.to_string()), "legal", 0);
        let mut table = Table::<FortyFour>::start(&config, &mut dice).expect("valid set-up");
        let mut picker = Picker(seed | 1);
        for _ in 0..MAX_COMMANDS {
            check_legal_commands(table.state(), &mut picker);
            let waiting = table.waiting_on();
            if waiting.is_empty() {
                break;
            }
            let seat = waiting[picker.next(waiting.len())];
            let cmd = random_command(table.state(), seat, &mut |n| picker.next(n)).expect("a waited seat can act");
            table.act(seat, &cmd, &mut dice).unwrap();
        }
        prop_assert_eq!(table.state().phase(), Phase::Over);
    }
}
