//! Evaluation harness: win rates of the AI Mastermind per shipped script and opponent team.
//!
//! `cargo run --release -p looper-ai --bin looper-eval -- [GAMES] [ROLLOUTS] [TEAMS]`
//! (defaults: 100 games, the default budget, teams `random,heuristic,cheating`; ROLLOUTS 0 is the
//! prior alone; a Mastermind of `random` is measured with ROLLOUTS `r`). The table goes to stdout,
//! a progress bar to stderr.

use indicatif::{ProgressBar, ProgressStyle};
use looper_ai::Budget;
use looper_ai::eval::{Mastermind, Team, evaluate, shipped, table};

/// `looper-eval timing`: mean and worst time of one default-budget decision per script.
fn timing() {
    use engine::SeatId;
    use looper_ai::sim::{Rng, step_in_place};
    use tragedy_looper::*;
    println!("| script | decisions | mean ms | worst ms |\n|---|---|---|---|");
    for (name, config) in shipped(3) {
        let (mut s, _) = looper_ai::eval::start(&config);
        let mut rng = Rng::new(1);
        let (mut n, mut total, mut worst) = (0u32, 0f64, 0f64);
        while let Some(seat) = waiting_seat(&s) {
            let cmd = if seat == MASTERMIND {
                let t = std::time::Instant::now();
                let c = looper_ai::choose(&s, SeatId(0));
                let dt = t.elapsed().as_secs_f64() * 1000.0;
                n += 1;
                total += dt;
                worst = worst.max(dt);
                c
            } else {
                looper_ai::eval::team_command(&s, &[], seat, Team::Heuristic, &mut rng)
            }
            .expect("a move");
            assert!(step_in_place(&mut s, seat, &cmd, None));
        }
        println!("| {name} | {n} | {:.2} | {:.1} |", total / n.max(1) as f64, worst);
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.get(1).map(String::as_str) == Some("timing") {
        return timing();
    }
    let games: u32 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(100);
    let mm = match args.get(2).map(String::as_str) {
        Some("r") => Mastermind::Random,
        Some(n) => Mastermind::Ai(Budget { rollouts: n.parse().unwrap_or(160), ..Budget::default() }),
        None => Mastermind::Ai(Budget::default()),
    };
    let mm = match mm {
        Mastermind::Ai(b) if b.rollouts == 0 => Mastermind::Ai(Budget::greedy()),
        m => m,
    };
    let teams: Vec<Team> = args
        .get(3)
        .map_or("random,heuristic,cheating", String::as_str)
        .split(',')
        .map(|t| match t {
            "random" => Team::Random,
            "heuristic" => Team::Heuristic,
            "cheating" => Team::Cheating,
            "ai" => Team::Ai(looper_ai::PlayerBudget::default()),
            other => panic!("unknown team {other}"),
        })
        .collect();
    let scripts = shipped(3);
    let bar = ProgressBar::new((scripts.len() * teams.len()) as u64 * games as u64);
    bar.set_style(
        ProgressStyle::with_template("{elapsed_precise} [{bar:40}] {pos}/{len} games, eta {eta}")
            .expect("template")
            .progress_chars("=> "),
    );
    let t0 = std::time::Instant::now();
    let rows = evaluate(&scripts, &teams, mm, games, &mut || bar.inc(1));
    bar.finish();
    let decisions: u64 = rows.iter().map(|r| r.decisions).sum();
    println!("Mastermind: {mm:?}, {games} games per cell\n");
    println!("{}", table(&rows));
    println!(
        "{decisions} Mastermind decisions in {:.1} s ({:.2} ms per decision, games included)",
        t0.elapsed().as_secs_f64(),
        1000.0 * t0.elapsed().as_secs_f64() / decisions.max(1) as f64
    );
}
