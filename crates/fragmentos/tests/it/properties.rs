//! Property tests over random legal games: no panic, progress, ranges, replay, and hiding.

use crate::common::*;
use dice::{ServerSeed, VerifiableRoller};
use engine::{Game, SeatCommand, SeatId, Table, Viewer, replay};
use fragmentos::*;
use proptest::prelude::*;

struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        if n == 0 { 0 } else { (self.next() % n as u64) as usize }
    }
}

fn random_config(rng: &mut SplitMix) -> Config {
    let score = |rng: &mut SplitMix| 1 + rng.below(4) as u32;
    let players = 1 + rng.below(3);
    let mains = (0..players)
        .map(|i| {
            let s = sheet(&format!("Main {i}"), CharacterKind::Main, score(rng), score(rng), score(rng));
            let s = with_trait(s, "Brave", Characteristic::ALL[rng.below(3)], 1 + rng.below(3) as u32);
            let s = with_quality(s, QualityKind::Concept, &format!("concept {i}"));
            let s = with_quality(s, QualityKind::Complication, &format!("complication {i}"));
            with_object(s, "Knife", 1 + rng.below(3) as u32)
        })
        .collect();
    let mut others = Vec::new();
    for i in 0..1 + rng.below(3) {
        let kind = if i == 0 { CharacterKind::Monster } else { CharacterKind::Secondary };
        let mut s = sheet(&format!("Other {i}"), kind, score(rng), score(rng), score(rng));
        s = with_trait(s, "Implacable", Characteristic::ALL[rng.below(3)], 1 + rng.below(4) as u32);
        s = with_quality(s, QualityKind::Concept, &format!("other concept {i}"));
        s.notes = format!("director's note on other {i}");
        s.secret_qualities =
            vec![Quality { kind: QualityKind::Weakness, text: format!("secret weakness of other {i}") }];
        others.push(s);
    }
    let mut c = config(mains, others, rng.below(10) as u32);
    for i in 0..rng.below(3) {
        let kind = if i == 0 { CharacterKind::Monster } else { CharacterKind::Secondary };
        let mut s = sheet(&format!("Offstage {i}"), kind, score(rng), score(rng), score(rng));
        s = with_quality(s, QualityKind::Concept, &format!("offstage concept {i}"));
        s.notes = format!("director's note on offstage {i}");
        c.offstage.push(s);
    }
    c.initial_overcoming = rng.below(6) as u32;
    c.rulings.director_awards_overcoming = rng.below(2) == 0;
    // Half the tables have their players write (or take) their characters (ruling 28), with some
    // of the sheets above pre-made to hand out.
    if rng.below(2) == 0 {
        c.players = players as u8;
        c.main_characters.truncate(rng.below(players + 1));
        c.notes_to_director = rng.below(2) == 0;
    }
    c
}

/// Strings a player must not see in this state: notes, secret qualities, and everything of the
/// characters still waiting off the story (ruling 27).
fn secrets(state: &State) -> Vec<String> {
    let mut out = Vec::new();
    // While the players write their characters, the Director's set-up waits in the state.
    if let Some(c) = state.creation.as_ref().filter(|_| !state.started) {
        for sheet in &c.config.offstage {
            out.extend([sheet.name.clone(), sheet.notes.clone()]);
        }
        for sheet in &c.config.others {
            out.push(sheet.notes.clone());
            out.extend(sheet.secret_qualities.iter().map(|q| q.text.clone()));
        }
    }
    for sheet in state.offstage.iter().flatten() {
        out.extend([sheet.name.clone(), sheet.notes.clone()]);
        out.extend(sheet.qualities.iter().map(|q| q.text.clone()));
    }
    for c in &state.characters {
        if !c.sheet.notes.is_empty() {
            out.push(c.sheet.notes.clone());
        }
        out.extend(c.sheet.secret_qualities.iter().map(|q| q.text.clone()));
    }
    out
}

fn check_invariants(state: &State) {
    for c in &state.characters {
        for ch in Characteristic::ALL {
            assert!(c.current(ch) <= c.sheet.total(ch) as i32, "{} above total", c.sheet.name);
        }
        assert_eq!(c.out, c.current.iter().any(|&v| v < 0), "{}: out exactly below 0", c.sheet.name);
        assert_eq!(c.exhausted.len(), c.sheet.qualities.len());
        if c.kind() != CharacterKind::Main {
            assert_eq!(c.overcoming, 0);
        }
    }
    if let Some(r) = &state.roll {
        assert_eq!(r.sides.len(), if r.is_conflict() { 2 } else { 1 });
    }
    if !state.over {
        assert!(!fragmentos_waiting(state).is_empty(), "someone always has a move");
    }
}

fn fragmentos_waiting(state: &State) -> Vec<SeatId> {
    Fragmentos::waiting_on(state)
}

fn check_hiding(table: &Table<Fragmentos>, with_logs: bool) {
    let state = table.state();
    let hidden = secrets(state);
    let players: Vec<Viewer> =
        (1..=state.players).map(|s| Viewer::Seat(SeatId(s))).chain([Viewer::Spectator]).collect();
    for &viewer in &players {
        let seen = serde_json::to_string(&Fragmentos::view(state, viewer)).unwrap();
        let log = if with_logs {
            serde_json::to_string(&table.log_for(viewer).collect::<Vec<_>>()).unwrap()
        } else {
            String::new()
        };
        for s in &hidden {
            assert!(!seen.contains(s.as_str()), "{viewer:?} sees {s}");
            assert!(!log.contains(s.as_str()), "{viewer:?}'s log shows {s}");
        }
        // A player's notes reach that player only (and the Director where the table says so,
        // which `viewer` here never is).
        for seat in 1..=state.players {
            let marker = format!("secret notes of seat {seat}");
            if viewer != Viewer::Seat(SeatId(seat)) {
                assert!(!seen.contains(&marker), "{viewer:?} sees {marker}");
                assert!(!log.contains(&marker), "{viewer:?}'s log shows {marker}");
            }
        }
        // Two states that differ only in an unrevealed difficulty look the same to a player.
        if let Some(r) = state.roll.as_ref().filter(|r| !r.revealed) {
            let mut other = state.clone();
            other.roll.as_mut().unwrap().difficulty = r.difficulty.map(|d| d + 7);
            assert_eq!(Fragmentos::view(state, viewer), Fragmentos::view(&other, viewer));
            let last_call = table
                .log_for(viewer)
                .filter_map(|e| match e.event {
                    Event::ChallengeCalled { difficulty, .. } => Some(difficulty),
                    _ => None,
                })
                .last();
            assert_eq!(last_call, Some(None), "an unrevealed difficulty never reaches {viewer:?}");
        }
    }
}

fn play(seed: u64, steps: usize) {
    let mut rng = SplitMix(seed);
    let config = random_config(&mut rng);
    let phrase = format!("fragmentos property {seed}");
    let mut dice = VerifiableRoller::new(ServerSeed::from_phrase(&phrase), "replay", 0);
    let mut table = Table::<Fragmentos>::start(&config, &mut dice).unwrap();
    let mut commands = Vec::new();
    for seat in 1..=table.state().players {
        let command = Command::WriteNotes { text: format!("secret notes of seat {seat}") };
        table.act(SeatId(seat), &command, &mut dice).unwrap();
        commands.push(SeatCommand { seat: SeatId(seat), command });
    }
    let director =
        serde_json::to_string(&table.log_for(Viewer::Seat(SeatId(0))).collect::<Vec<_>>()).unwrap();
    assert_eq!(director.contains("secret notes of seat 1"), config.notes_to_director);
    for step in 0..steps {
        let waiting = table.waiting_on();
        if waiting.is_empty() {
            break;
        }
        // Mostly a seat that is waited on; sometimes any seat (players may act out of turn).
        let seat = if rng.below(4) == 0 {
            SeatId(rng.below(table.state().players as usize + 1) as u8)
        } else {
            waiting[rng.below(waiting.len())]
        };
        let mut pick = |n: usize| rng.below(n);
        let Some(cmd) = random_command(table.state(), seat, &mut pick) else {
            assert!(!waiting.contains(&seat), "{seat} is waited on but has nothing to do");
            continue;
        };
        let mut before = table.state().clone();
        let events: Vec<Event> = match table.act(seat, &cmd, &mut dice) {
            Ok(envs) => envs.iter().map(|e| e.event.clone()).collect(),
            Err(e) => panic!("random_command gave a refused command {cmd:?} for {seat}: {e}"),
        };
        // No pool is ever spent below zero.
        for e in &events {
            if let Event::PointMoved { from: Some(pool), .. } = e {
                let had = match pool {
                    Pool::Threat => before.threat,
                    Pool::Overcoming { character } => before.characters[character.0 as usize].overcoming,
                };
                assert!(had >= 1, "{cmd:?} spent from an empty {pool:?}");
            }
            Fragmentos::apply(&mut before, e);
        }
        commands.push(SeatCommand { seat, command: cmd });
        check_invariants(table.state());
        check_hiding(&table, step % 16 == 0);
    }
    check_hiding(&table, true);
    // Replaying the commands reproduces the log; folding the log reproduces the state.
    let (again, steps) = replay::<Fragmentos>(&config, &phrase, &commands).unwrap();
    assert!(steps.iter().all(|s| s.outcome.is_ok()));
    assert_eq!(again.log(), table.log());
    assert_eq!(Table::<Fragmentos>::from_log(table.log().to_vec()).state(), table.state());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]
    #[test]
    fn random_legal_games_keep_every_invariant(seed in any::<u64>()) {
        play(seed, 150);
    }
}

#[test]
fn long_random_games_reach_the_end_or_keep_going() {
    for seed in 0..6 {
        play(seed, 600);
    }
}

#[test]
#[ignore]
fn coverage_stats() {
    let mut counts = std::collections::BTreeMap::<String, usize>::new();
    for seed in 0..20 {
        let mut rng = SplitMix(seed);
        let config = random_config(&mut rng);
        let mut dice = VerifiableRoller::new(ServerSeed::from_phrase("x"), "replay", seed);
        let mut table = Table::<Fragmentos>::start(&config, &mut dice).unwrap();
        for _ in 0..300 {
            let waiting = table.waiting_on();
            if waiting.is_empty() {
                break;
            }
            let seat = if rng.below(4) == 0 {
                SeatId(rng.below(table.state().players as usize + 1) as u8)
            } else {
                waiting[rng.below(waiting.len())]
            };
            let mut pick = |n: usize| rng.below(n);
            if let Some(cmd) = random_command(table.state(), seat, &mut pick) {
                table.act(seat, &cmd, &mut dice).unwrap();
            }
        }
        for e in table.log() {
            let v = serde_json::to_value(&e.event).unwrap();
            *counts.entry(v["type"].as_str().unwrap().to_string()).or_default() += 1;
        }
    }
    println!("{counts:#?}");
}

/// Every listed command is accepted as it stands and with its open fields filled at random, and every
/// seat the game waits on has something to send.
fn check_legal(seed: u64, steps: usize) {
    let mut rng = SplitMix(seed);
    let config = random_config(&mut rng);
    let mut dice = VerifiableRoller::new(ServerSeed::from_phrase("legal"), "replay", seed);
    let mut table = Table::<Fragmentos>::start(&config, &mut dice).unwrap();
    for _ in 0..steps {
        let state = table.state();
        let waiting = table.waiting_on();
        for seat in (0..=state.players).map(SeatId) {
            let legal = Fragmentos::legal_commands(state, seat);
            assert!(
                !waiting.contains(&seat) || !legal.is_empty(),
                "{seat} is waited on but has no legal command"
            );
            for command in closed_commands(state) {
                let accepted = Fragmentos::decide(state, seat, &command, &mut dice::Probe::new()).is_ok();
                assert!(
                    !accepted || legal.iter().any(|l| l.command == command),
                    "{command:?} is accepted for {seat} but not listed"
                );
            }
            for l in &legal {
                if let Err(e) = Fragmentos::decide(state, seat, &l.command, &mut dice::Probe::new()) {
                    panic!("{:?} is listed for {seat} but refused: {e}", l.command);
                }
                // Each open field alone at each end of its param: its field exists and `decide` takes it.
                for filled in l.at_the_ends().unwrap_or_else(|e| panic!("{l:?}: {e}")) {
                    if let Err(e) = Fragmentos::decide(state, seat, &filled, &mut dice::Probe::new()) {
                        panic!("{filled:?} (an end of {l:?}) is refused for {seat}: {e}");
                    }
                }
                if !l.open.is_empty() {
                    let mut pick = |n: usize| rng.below(n);
                    let filled = random_filling(l, &mut pick);
                    if let Err(e) = Fragmentos::decide(state, seat, &filled, &mut dice::Probe::new()) {
                        panic!("{filled:?} (a filling of {:?}) is refused for {seat}: {e}", l.open);
                    }
                }
            }
        }
        if waiting.is_empty() {
            break;
        }
        let seat = waiting[rng.below(waiting.len())];
        let mut pick = |n: usize| rng.below(n);
        let cmd = random_command(table.state(), seat, &mut pick).expect("a waited-on seat has a command");
        table.act(seat, &cmd, &mut dice).unwrap();
    }
}

/// Every command without open fields (and every quality activation with an empty note) that could
/// be sent in `state`: whatever of these `decide` accepts, `legal_commands` must list.
fn closed_commands(state: &State) -> Vec<Command> {
    let mut out = vec![Command::EndScene, Command::Conclude, Command::EndStory];
    out.extend((0..=state.offstage.len()).map(|offstage| Command::BringIn { offstage }));
    for i in 0..state.characters.len() {
        let character = CharacterId(i as u16);
        let c = &state.characters[i];
        out.extend([
            Command::Protect { character },
            Command::TakeDamage { character },
            Command::Retry { character },
            Command::UseTotals { character },
            Command::Rest { character, recovery: Recovery::OneEach },
        ]);
        for characteristic in Characteristic::ALL {
            out.push(Command::Rest { character, recovery: Recovery::TwoIn { characteristic } });
        }
        for hurry in [None, Some(Hurry::ActEarly), Some(Hurry::ActAgain)] {
            out.push(Command::Act { character, hurry });
        }
        for object in std::iter::once(None).chain((0..c.sheet.objects.len()).map(Some)) {
            out.push(Command::Roll { character, object });
        }
        for index in 0..c.sheet.secret_qualities.len() {
            out.push(Command::RevealQuality { character, index });
        }
    }
    let of_characters = (0..state.characters.len()).flat_map(|i| {
        (0..state.characters[i].sheet.qualities.len())
            .map(move |index| QualityRef::Character { character: CharacterId(i as u16), index })
    });
    let of_scene =
        (0..state.scene.as_ref().map_or(0, |s| s.qualities.len())).map(|index| QualityRef::Scene { index });
    for quality in of_characters.chain(of_scene) {
        for effect in [QualityEffect::Narrate, QualityEffect::Reverse] {
            for harms_owner in [false, true] {
                out.push(Command::ActivateQuality { quality, effect, harms_owner, note: String::new() });
            }
        }
    }
    out
}

/// Fills every open field with a value its parameter allows: the extremes and values between.
fn random_filling(l: &engine::Legal<Command>, pick: &mut dyn FnMut(usize) -> usize) -> Command {
    use engine::{Input, Param};
    let values: Vec<_> = l
        .open
        .iter()
        .map(|f| {
            let v = match &f.param {
                Param::Number { min, max } => {
                    Input::Number([*min, *max, min + pick((max - min + 1) as usize) as u32][pick(3)])
                }
                Param::Text { max_chars } => Input::Text("x".repeat(1 + pick(*max_chars as usize))),
                Param::SubsetOf { values, min, max } => {
                    let n = *min as usize + pick((max - min + 1) as usize);
                    let mut rest = values.clone();
                    Input::Values((0..n).map(|_| rest.remove(pick(rest.len()))).collect())
                }
                Param::OrderOf { values } => {
                    let mut rest = values.clone();
                    Input::Values((0..values.len()).map(|_| rest.remove(pick(rest.len()))).collect())
                }
            };
            (f.field, v)
        })
        .collect();
    l.fill(values.clone()).unwrap_or_else(|e| panic!("{values:?} do not fit {:?}: {e}", l.command))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]
    #[test]
    fn legal_commands_are_accepted_with_any_filling(seed in any::<u64>()) {
        check_legal(seed, 120);
    }
}
