//! Hidden information: no Protagonist or spectator view, and no redacted event, ever carries a
//! role, a culprit, a plot name or a face-down card before its reveal ("Seats and secrets"); nor
//! does the Mastermind's, a Protagonist's face-down card. Once the game is over, everyone's view
//! holds the whole private card (the events stay redacted). Plus
//! the OpenSpiel property: states that differ only in hidden things look the same to a Protagonist.

use crate::common::*;
use engine::{Game, SeatId, Viewer};
use serde_json::Value;
use std::collections::BTreeSet;
use tragedy_looper::*;

struct Known {
    revealed_days: BTreeSet<u64>,
    allowed_plots: BTreeSet<String>,
    script_plots: BTreeSet<String>,
}

fn walk(v: &Value, key: &str, ctx: &str, known: &Known, viewer: Viewer, path: &mut String) {
    match v {
        Value::Object(m) => {
            assert!(!m.contains_key("secret_role"), "secret role leaked at {path}");
            assert!(!m.contains_key("private"), "private card leaked at {path}");
            let ty = m.get("type").and_then(|t| t.as_str()).unwrap_or(ctx).to_owned();
            assert_ne!(ty, "secretly", "a secret cause leaked");
            if let Some(c) = m.get("culprit") {
                let day = m.get("day").and_then(|d| d.as_u64()).unwrap_or(99);
                assert!(
                    known.revealed_days.contains(&day) || ty == "culprit_revealed",
                    "culprit leaked: {c}"
                );
            }
            // A face in a card_placed event or a board card belongs to its own seat only.
            if ty == "card_placed" {
                let owner = m.get("by").and_then(|b| b.as_u64());
                if m.get("card").is_some_and(|c| !c.is_null()) {
                    assert_eq!(Viewer::Seat(SeatId(owner.unwrap() as u8)), viewer, "face-down card leaked");
                }
            }
            for (k, x) in m {
                let len = path.len();
                path.push('.');
                path.push_str(k);
                walk(x, k, &ty, known, viewer, path);
                path.truncate(len);
            }
        }
        Value::Array(a) => {
            for x in a {
                walk(x, key, ctx, known, viewer, path);
            }
        }
        Value::String(s) => {
            if Role::ALL.iter().any(|r| r.name() == s) {
                assert!(
                    key == "revealed_role"
                        || (key == "role" && matches!(ctx, "role_revealed" | "guess_answered" | "guess")),
                    "role {s} leaked at {path} ({ctx})"
                );
            }
            if known.script_plots.contains(s) {
                assert!(known.allowed_plots.contains(s), "plot {s} leaked at {path}");
            }
        }
        _ => {}
    }
}

fn check_view_and_events(t: &engine::Table<TragedyLooper>, from: usize, leader_named: &mut BTreeSet<String>) {
    let s = t.state();
    let setup = s.setup();
    let private = setup.private.as_ref().unwrap();
    for e in &t.log()[from..] {
        if let Event::GoodwillDeclared { target: GoodwillTarget::Plot { plot }, .. } = &e.event {
            leader_named.insert(plot.name().to_owned());
        }
    }
    let mut allowed: BTreeSet<String> = s.named_subplots().map(|p| p.name().to_owned()).collect();
    allowed.extend(leader_named.iter().cloned());
    let known = Known {
        revealed_days: (0..16).filter(|d| s.revealed_culprit_days() & (1 << d) != 0).collect(),
        allowed_plots: allowed,
        script_plots: std::iter::once(private.main_plot)
            .chain(private.subplots.iter().copied())
            .map(|p| p.name().to_owned())
            .collect(),
    };
    let mut viewers = vec![Viewer::Spectator];
    for i in 1..=setup.protagonists {
        viewers.push(Viewer::Seat(SeatId(i)));
    }
    for viewer in viewers {
        let v = TragedyLooper::view(s, viewer);
        if s.winner().is_some() {
            // The game is over: the card is turned over for everyone, and nothing else changes.
            assert_eq!(v.private.as_ref(), Some(private));
            assert!(v.characters.iter().all(|c| c.secret_role == Some(s.role(c.character))));
        } else {
            let view = serde_json::to_value(&v).unwrap();
            walk(&view, "", "view", &known, viewer, &mut String::new());
            // Roles shown are only the revealed ones; faces only of the viewer's own cards.
            assert!(v.private.is_none());
            for c in &v.characters {
                assert_eq!(c.secret_role, None);
                assert_eq!(c.revealed_role, s.revealed_role(c.character));
            }
        }
        for (bc, p) in v.board_cards.iter().zip(s.placed()) {
            if viewer != Viewer::Seat(p.by) {
                assert_eq!(bc.card, None, "another seat's face-down card is hidden");
            }
        }
        for e in &t.log()[from..] {
            if let Some(r) = TragedyLooper::redact(&e.event, viewer) {
                let json = serde_json::to_value(&r).unwrap();
                walk(&json, "", "event", &known, viewer, &mut String::new());
            }
        }
    }
}

/// 4-2 to 4-4: cards are played face down and the Mastermind turns them all face up at once in
/// step 4; until then a Protagonist's face reaches only its own seat, not the Mastermind either.
fn check_mastermind_sees_no_face_down_protagonist_card(t: &engine::Table<TragedyLooper>, from: usize) {
    let s = t.state();
    let mm = Viewer::Seat(MASTERMIND);
    let face_down = matches!(s.phase(), Phase::MastermindCards | Phase::ProtagonistCards);
    let v = TragedyLooper::view(s, mm);
    for (bc, p) in v.board_cards.iter().zip(s.placed()) {
        if face_down && p.by != MASTERMIND {
            assert_eq!(bc.card, None, "the Mastermind sees a Protagonist's face-down card on the board");
            let hand = v.hands.iter().find(|h| h.deck == p.deck).unwrap();
            assert!(hand.cards.iter().all(|c| !c.placed), "the Mastermind sees which card left a hand");
        }
    }
    for e in &t.log()[from..] {
        if let Event::CardPlaced { by, .. } = &e.event
            && *by != MASTERMIND
        {
            match TragedyLooper::redact(&e.event, mm) {
                Some(Event::CardPlaced { slot: None, card: None, .. }) => {}
                other => panic!("the Mastermind hears a face-down card: {other:?}"),
            }
        }
    }
}

#[test]
fn no_protagonist_or_spectator_ever_sees_a_secret() {
    let prefixes = ["fs1", "fs2", "bt1", "bt2", "bt3", "bt4"];
    // 400 games in the suite's debug build (each of the 18 script and Protagonist-count pairs over
    // twenty-odd games; it was 1000, two minutes of a loaded CI machine); `--release` plays 5000.
    let games = if cfg!(debug_assertions) { 400 } else { 5000 };
    for seed in 0..games {
        let prefix = prefixes[seed as usize % prefixes.len()];
        let config = config(prefix, 1 + (seed % 3) as u8);
        let mut seen = 0usize;
        let mut named = BTreeSet::new();
        random_game(&config, 1000 + seed, |t| {
            check_view_and_events(t, seen, &mut named);
            check_mastermind_sees_no_face_down_protagonist_card(t, seen);
            seen = t.log().len();
        });
    }
}

#[test]
fn the_mastermind_sees_everything() {
    let t = table(&config("bt1", 3));
    let v = TragedyLooper::view(t.state(), Viewer::Seat(MASTERMIND));
    assert!(v.private.is_some());
    assert!(v.characters.iter().all(|c| c.secret_role.is_some()));
    assert_eq!(v.hands.len(), 4);
}

#[test]
fn each_protagonist_holds_its_own_deck_and_sees_its_own_face_down_card() {
    let mut t = table(&config("fs1", 3));
    let mut d = dice::Scripted::new([]);
    for (card, loc) in [
        (CardKind::ParanoiaPlus1, Location::Hospital),
        (CardKind::ParanoiaMinus1, Location::City),
        (CardKind::IntriguePlus1, Location::School),
    ] {
        t.act(MASTERMIND, &Command::PlayCard { card, target: Target::Location(loc) }, &mut d).unwrap();
    }
    let leader = t.state().leader();
    t.act(
        leader,
        &Command::PlayCard { card: CardKind::GoodwillPlus1, target: Target::Location(Location::Shrine) },
        &mut d,
    )
    .unwrap();
    let mine = t.view(Viewer::Seat(leader));
    assert_eq!(mine.hands.len(), 1);
    assert_eq!(mine.board_cards.iter().filter(|c| c.card.is_some()).count(), 1);
    let other = t.view(Viewer::Seat(SeatId(if leader.0 == 1 { 2 } else { 1 })));
    assert!(other.board_cards.iter().all(|c| c.card.is_none()));
    assert_eq!(other.board_cards.len(), 4, "targets of face-down cards are public");
}

/// OpenSpiel: two scripts with the same public card and different private cards give every
/// Protagonist and spectator the same views and redacted logs while the same public things happen.
#[test]
fn states_differing_only_in_hidden_things_look_the_same_to_protagonists() {
    let a = config("fs1", 3);
    let mut b = a.clone();
    // Another cast for Ashes at the Ward's Murder Plan and An Unsettling Rumor.
    b.script.private.roles = vec![
        RoleEntry { character: Character::GirlStudent, role: Role::KeyPerson },
        RoleEntry { character: Character::OfficeWorker, role: Role::Killer },
        RoleEntry { character: Character::Doctor, role: Role::Brain },
        RoleEntry { character: Character::ShrineMaiden, role: Role::ConspiracyTheorist },
    ];
    b.script.private.culprits = vec![
        Culprit { day: 2, culprit: Character::BoyStudent },
        Culprit { day: 4, culprit: Character::Patient },
    ];
    b.script.private.notes = None;
    check_script(&b.script).unwrap();
    let mut ta = table(&a);
    let mut tb = table(&b);
    let mut d = dice::Scripted::new([]);
    let script = [
        (
            MASTERMIND,
            Command::PlayCard { card: CardKind::IntriguePlus1, target: Target::Location(Location::Hospital) },
        ),
        (
            MASTERMIND,
            Command::PlayCard {
                card: CardKind::ParanoiaPlus1,
                target: Target::Character(Character::BoyStudent),
            },
        ),
        (
            MASTERMIND,
            Command::PlayCard {
                card: CardKind::MoveHorizontal,
                target: Target::Character(Character::Informer),
            },
        ),
        (
            SeatId(1),
            Command::PlayCard { card: CardKind::GoodwillPlus1, target: Target::Character(Character::Doctor) },
        ),
        (
            SeatId(2),
            Command::PlayCard { card: CardKind::ForbidIntrigue, target: Target::Location(Location::Shrine) },
        ),
        (
            SeatId(3),
            Command::PlayCard {
                card: CardKind::ParanoiaPlus1,
                target: Target::Character(Character::Patient),
            },
        ),
        (MASTERMIND, Command::EndAbilities),
        (SeatId(1), Command::EndGoodwill),
        (MASTERMIND, Command::EndAbilities),
    ];
    for (seat, cmd) in &script {
        ta.act(*seat, cmd, &mut d).unwrap();
        tb.act(*seat, cmd, &mut d).unwrap();
        for viewer in
            [Viewer::Spectator, Viewer::Seat(SeatId(1)), Viewer::Seat(SeatId(2)), Viewer::Seat(SeatId(3))]
        {
            assert_eq!(ta.view(viewer), tb.view(viewer));
            let la: Vec<_> = ta.log_for(viewer).collect();
            let lb: Vec<_> = tb.log_for(viewer).collect();
            assert_eq!(la, lb);
        }
        assert_ne!(ta.view(Viewer::Seat(MASTERMIND)), tb.view(Viewer::Seat(MASTERMIND)));
    }
}

/// When the game ends (the loops run out, or the Final Guess is answered), the card is turned over:
/// every Protagonist and spectator sees the private card and every character's role, and the page
/// can show who was what. Before the last command nobody but the Mastermind did.
#[test]
fn at_the_end_of_the_game_everyone_sees_the_private_card() {
    for seed in 0..30u64 {
        let config = config(["fs1", "bt1", "bt3"][seed as usize % 3], 1 + (seed % 3) as u8);
        let mut before_end = None;
        let (t, _) = random_game(&config, 4242 + seed, |t| {
            if t.state().winner().is_none() {
                before_end = Some(TragedyLooper::view(t.state(), Viewer::Spectator));
            }
        });
        let s = t.state();
        assert!(s.winner().is_some(), "random games end");
        assert_eq!(before_end.and_then(|v| v.private), None);
        for viewer in [Viewer::Spectator, Viewer::Seat(SeatId(1))] {
            let v = TragedyLooper::view(s, viewer);
            assert_eq!(v.private.as_ref(), s.setup().private.as_ref());
            for c in &v.characters {
                assert_eq!(c.secret_role, Some(s.role(c.character)));
            }
        }
    }
}

/// The end-of-game story, loop by loop, from the Mastermind's log: one summary per loop played, the
/// lost ones as many as the game counted, each with the incidents the log says occurred.
#[test]
fn the_loop_summary_follows_the_log() {
    for seed in 0..20u64 {
        let config = config(["fs1", "bt1", "bt4"][seed as usize % 3], 3);
        let (t, _) = random_game(&config, 99 + seed, |_| {});
        let events: Vec<Event> = t.log().iter().map(|e| e.event.clone()).collect();
        let loops = tragedy_looper::summary::loops(&events);
        let s = t.state();
        assert_eq!(loops.len(), s.loop_no() as usize, "seed {seed}");
        assert_eq!(loops.iter().filter(|l| l.lost == Some(true)).count(), s.losses() as usize, "seed {seed}");
        let incidents = events.iter().filter(|e| matches!(e, Event::IncidentOccurred { .. })).count();
        assert_eq!(loops.iter().map(|l| l.incidents.len()).sum::<usize>(), incidents);
        assert!(loops.iter().enumerate().all(|(i, l)| l.loop_no as usize == i + 1));
    }
}
