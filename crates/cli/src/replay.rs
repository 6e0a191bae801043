//! `tablon replay`: run a command log and print what happened.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Parser;

use crate::{print_json, read_input, usage};

/// Replay a game's command log and print one JSON line per event, then each seat's final view.
///
/// FILE is `{"game": "...", "config": {...}, "seed": "any text", "commands": [{"seat": 1, "command":
/// {...}}, ...]}`; `tablon schema GAME` prints its JSON Schema. A refused command prints its error as
/// a `{"refused": ...}` line and the replay goes on.
#[derive(Parser, Debug)]
pub struct Args {
    /// The log ("-" for standard input)
    file: PathBuf,
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let text = read_input(&args.file)?;
    let lines = games::replay_log(&text).map_err(|e| usage(format!("{}: {e}", args.file.display())))?;
    for line in &lines {
        print_json(line)?;
    }
    Ok(ExitCode::SUCCESS)
}
