//! `tablon bench`: measure the engines the way `bench/` compares them with their peers.

use std::process::ExitCode;
use std::time::Instant;

use clap::{Parser, Subcommand};
use dice::{ServerSeed, VerifiableRoller};
use engine::Table;
use games::Picker;
use serde_json::json;
use tragedy_looper::{Config, TragedyLooper};

use crate::{print_json, read_input, usage};

/// Measure an engine with random legal playouts (see bench/tragedy-looper/README.md).
#[derive(Parser, Debug)]
pub struct Args {
    #[command(subcommand)]
    what: What,
}

#[derive(Subcommand, Debug)]
enum What {
    /// Tragedy Looper: whole random legal games, decisions and games per second on one thread
    Looper {
        /// Games to play
        #[arg(long, default_value_t = 10_000)]
        games: u32,
        /// Seed of the random choices (and of the dice)
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// A shipped script's file name (e.g. bt1_seal_of_the_quiet_shrine.toml) or a script file
        #[arg(long, default_value = "bt1_seal_of_the_quiet_shrine.toml")]
        script: String,
        /// Print one JSON line
        #[arg(long)]
        json: bool,
    },
    /// A running `tablon serve` under random legal play at many tables at once (bench/server)
    Load(crate::load::Args),
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let (games, seed, script, json) = match args.what {
        What::Looper { games, seed, script, json } => (games, seed, script, json),
        What::Load(load) => return crate::load::run(load),
    };
    let text = match tragedy_looper::SCRIPTS.iter().find(|(name, _)| *name == script) {
        Some((_, text)) => (*text).to_owned(),
        None => read_input(std::path::Path::new(&script))?,
    };
    let script_value = tragedy_looper::parse_script(&text).map_err(|e| usage(format!("{script}: {e}")))?;
    let title = script_value.public.title.clone();
    let config = Config { script: script_value, protagonists: 3, options: Default::default() };
    let mut picker = Picker::new(seed);
    let mut decisions: u64 = 0;
    let cpu_started = cpu_seconds();
    let started = Instant::now();
    for game in 0..games {
        let mut dice =
            VerifiableRoller::new(ServerSeed::from_phrase(&format!("bench {seed}")), "bench", game as u64);
        let mut table =
            Table::<TragedyLooper>::start(&config, &mut dice).map_err(|e| usage(e.to_string()))?;
        // `waiting_seat` is `waiting_on` without its Vec (Tragedy Looper waits on one seat at a time).
        while let Some(seat) = tragedy_looper::waiting_seat(table.state()) {
            let Some(command) = tragedy_looper::random_command(table.state(), seat, &mut |n| picker.pick(n))
            else {
                break;
            };
            table
                .act(seat, &command, &mut dice)
                .map_err(|e| anyhow::anyhow!("random play was refused: {e}"))?;
            decisions += 1;
        }
    }
    let seconds = started.elapsed().as_secs_f64();
    let cpu = cpu_seconds() - cpu_started;
    let report = json!({
        "engine": "tablon",
        "script": title,
        "games": games,
        "decisions": decisions,
        "seconds": seconds,
        "cpu_seconds": cpu,
        "games_per_s": games as f64 / seconds,
        "decisions_per_s": decisions as f64 / seconds,
    });
    if json {
        print_json(&report)?;
    } else {
        outln!(
            "{games} games of \"{title}\", {decisions} decisions in {seconds:.2} s ({cpu:.2} CPU-s): {:.0} games/s, {:.0} decisions/s, {:.0} decisions per CPU-s",
            games as f64 / seconds,
            decisions as f64 / seconds,
            decisions as f64 / cpu
        );
    }
    Ok(ExitCode::SUCCESS)
}

/// User + system CPU time of this process so far, in seconds (`CLOCK_PROCESS_CPUTIME_ID`).
fn cpu_seconds() -> f64 {
    let t = rustix::time::clock_gettime(rustix::time::ClockId::ProcessCPUTime);
    t.tv_sec as f64 + t.tv_nsec as f64 / 1e9
}
