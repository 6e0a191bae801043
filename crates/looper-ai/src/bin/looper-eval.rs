//! Evaluation harness: win rates of the AI Mastermind per shipped script and opponent team.
//!
//! `cargo run --release -p looper-ai --bin looper-eval -- [GAMES] [ROLLOUTS] [TEAMS]`
//! (defaults: 100 games, the default budget, teams `random,heuristic,cheating`; ROLLOUTS 0 is the
//! prior alone; a Mastermind of `random` is measured with ROLLOUTS `r`). The table goes to stdout,
//! a progress bar to stderr.

use indicatif::{ProgressBar, ProgressStyle};
use looper_ai::Budget;
use looper_ai::eval::{Mastermind, Team, evaluate, shipped, table};

fn main() {
    let args: Vec<String> = std::env::args().collect();
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
