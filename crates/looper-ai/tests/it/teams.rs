//! The script-blind heuristic team reads only public information: with two scripts that share the
//! public card, while the Protagonists' redacted logs agree, its commands agree too.

use engine::{Game, SeatId, Viewer};
use looper_ai::eval::{Team, shipped, start, team_command};
use looper_ai::sim::{Rng, step_in_place};
use tragedy_looper::*;

fn redacted(log: &[Event], seat: SeatId) -> Vec<Event> {
    log.iter().filter_map(|e| TragedyLooper::redact(e, Viewer::Seat(seat))).collect()
}

#[test]
fn the_heuristic_team_never_reads_the_private_card() {
    for (name, config) in shipped(3) {
        // Another private card with the same public card: the first listed consistent assignment
        // that differs from the truth, the same culprits.
        let (_, log0) = start(&config);
        let list = looper_ai::assignments(&config.script.public, &redacted(&log0, SeatId(1)), 50);
        let a = list
            .iter()
            .find(|a| a.roles.iter().any(|(c, r)| config.script.role_of(*c) != *r))
            .expect("another assignment");
        let mut other = config.clone();
        other.script.private.main_plot = a.main;
        other.script.private.subplots = a.subplots.clone();
        other.script.private.roles = a
            .roles
            .iter()
            .filter(|(_, r)| *r != Role::Person)
            .map(|(c, r)| RoleEntry { character: *c, role: *r })
            .collect();
        assert!(check_script(&other.script).is_ok(), "{name}");
        for seed in 0..5u64 {
            let (mut s1, mut l1) = start(&config);
            let (mut s2, mut l2) = start(&other);
            let mut rng = Rng::new(seed);
            let (mut r1, mut r2) = (Rng::new(9), Rng::new(9));
            let mut compared = 0;
            while let Some(seat) = waiting_seat(&s1) {
                if waiting_seat(&s2) != Some(seat) {
                    break;
                }
                let cmd = if seat == MASTERMIND {
                    random_command(&s1, seat, &mut |n| rng.below(n)).expect("move")
                } else {
                    if redacted(&l1, seat) != redacted(&l2, seat) {
                        break;
                    }
                    let c1 = team_command(&s1, &l1, seat, Team::Heuristic, &mut r1);
                    let c2 = team_command(&s2, &l2, seat, Team::Heuristic, &mut r2);
                    assert_eq!(c1, c2, "{name} seed {seed}: the heuristic team saw the script");
                    compared += 1;
                    c1.expect("move")
                };
                if !step_in_place(&mut s1, seat, &cmd, Some(&mut l1))
                    || !step_in_place(&mut s2, seat, &cmd, Some(&mut l2))
                {
                    break;
                }
            }
            assert!(compared > 0, "{name}");
        }
    }
}
