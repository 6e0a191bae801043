//! `tablon script`: Tragedy Looper scripts.

use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use serde_json::json;

use crate::{print_json, read_input, usage};

/// Work with Tragedy Looper scripts (TOML or JSON; see crates/tragedy-looper/README.md).
#[derive(Parser, Debug)]
pub struct Args {
    #[command(subcommand)]
    what: What,
}

#[derive(Subcommand, Debug)]
enum What {
    /// Check a script against the rulebook's writing rules; each error names the rule it breaks.
    /// Exits 0 when the script is valid, 1 when it breaks rules, 2 when it cannot be read.
    Check {
        /// The script ("-" for standard input)
        file: PathBuf,
        /// Print JSON: {"valid", "errors": [{"rule", "message"}]}
        #[arg(long)]
        json: bool,
    },
    /// Play a script many times, the AI Mastermind against AI Protagonists (and against the
    /// heuristic and the cheating teams), and report its balance: the Protagonists' win rate with a
    /// 95% interval, wins by loop, the loss conditions of lost loops, incidents, the Final Guess,
    /// the difficulty the games measure, and warnings. A progress bar goes to standard error.
    Balance {
        /// The script (a file, "-" for standard input, or a shipped script's file name)
        file: PathBuf,
        /// Games per team (the default takes about a minute on a 2-core machine, release build)
        #[arg(long, default_value_t = DEFAULT_GAMES)]
        games: u32,
        /// Protagonist players
        #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u8).range(1..=3))]
        protagonists: u8,
        /// Seed of the games (the report is the same for the same seed)
        #[arg(long, default_value_t = 0x5eed)]
        seed: u64,
        /// Print the report as one line of JSON (a stable shape: see looper_ai::balance::Report)
        #[arg(long)]
        json: bool,
    },
    /// List the scripts that ship with Tablón
    List,
}

/// `tablon script balance`'s default games per team (the number behind the shipped labels).
const DEFAULT_GAMES: u32 = looper_ai::balance::DEFAULT_GAMES;

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    match args.what {
        What::List => {
            for (file, text) in tragedy_looper::SCRIPTS {
                let s = tragedy_looper::parse_script(text).expect("shipped scripts parse");
                outln!(
                    "{file}: \"{}\" ({:?}, {} loops × {} days)",
                    s.public.title,
                    s.public.tragedy_set,
                    s.public.loops,
                    s.public.days
                );
            }
            Ok(ExitCode::SUCCESS)
        }
        What::Balance { file, games, protagonists, seed, json } => {
            balance(&file, games, protagonists, seed, json)
        }
        What::Check { file, json } => {
            let text = read_input(&file)?;
            let script = tragedy_looper::parse_script(&text)
                .map_err(|e| usage(format!("{} is not a script: {e}", file.display())))?;
            let errors = tragedy_looper::check_script(&script).err().unwrap_or_default();
            if json {
                let list: Vec<_> =
                    errors.iter().map(|e| json!({"rule": e.rule(), "message": e.to_string()})).collect();
                print_json(&json!({"valid": errors.is_empty(), "errors": list}))?;
            } else if errors.is_empty() {
                outln!("{}: \"{}\" follows every writing rule", file.display(), script.public.title);
            } else {
                for e in &errors {
                    outln!("{}: {e} [{}]", file.display(), e.rule());
                }
            }
            Ok(if errors.is_empty() { ExitCode::SUCCESS } else { ExitCode::FAILURE })
        }
    }
}

/// `tablon script balance`: the games run in `looper_ai::balance`; this only draws progress and prints.
fn balance(
    file: &std::path::Path,
    games: u32,
    protagonists: u8,
    seed: u64,
    json: bool,
) -> anyhow::Result<ExitCode> {
    if games == 0 {
        return Err(usage("--games must be at least 1"));
    }
    let name = file.to_string_lossy();
    let text = match tragedy_looper::SCRIPTS.iter().find(|(n, _)| *n == name) {
        Some((_, text)) => (*text).to_owned(),
        None => read_input(file)?,
    };
    let script = tragedy_looper::parse_script(&text)
        .map_err(|e| usage(format!("{} is not a script: {e}", file.display())))?;
    // A script that breaks the writing rules would make the AIs' games meaningless (or the
    // engine refuse its setup): check first, as `tablon script check` does.
    if let Err(errors) = tragedy_looper::check_script(&script) {
        let list: Vec<String> = errors.iter().map(|e| format!("{e} [{}]", e.rule())).collect();
        return Err(usage(format!(
            "{} breaks the writing rules (see `tablon script check`): {}",
            file.display(),
            list.join("; ")
        )));
    }
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let options = looper_ai::balance::Options { games, protagonists, threads, seed, ..Default::default() };
    let total = games * looper_ai::balance::teams(&options).len() as u32;
    let report = if std::io::stderr().is_terminal() {
        let bar = indicatif::ProgressBar::new(total as u64);
        bar.set_style(
            indicatif::ProgressStyle::with_template(
                "{elapsed_precise} [{bar:40}] {pos}/{len} games, eta {eta}",
            )
            .expect("a valid template")
            .progress_chars("=> "),
        );
        let r = looper_ai::balance::run(&script, &options, &mut |done, _| bar.set_position(done as u64));
        bar.finish_and_clear();
        r
    } else {
        // Not a terminal (a pipe, a log, CI): a plain line at every tenth of the games.
        let step = (total / 10).max(1);
        looper_ai::balance::run(&script, &options, &mut |done, total| {
            if done % step == 0 || done == total {
                eprintln!("balance: {done}/{total} games");
            }
        })
    };
    if json {
        print_json(&report)?;
    } else {
        for line in looper_ai::balance::human(&report).lines() {
            outln!("{line}");
        }
    }
    Ok(ExitCode::SUCCESS)
}
