//! `tablon verify`: recompute rolls from a revealed server seed.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Parser;
use dice::{RollRecord, ServerSeed, Verdict};
use serde::Deserialize;
use serde_json::json;

use crate::{print_json, read_input, usage};

/// Check rolls once their table's server seed is revealed.
///
/// FILE holds `{"server_seed": "<64 hex digits>", "rolls": [record, ...]}` (what `tablon roll --json`
/// prints and tables export), or a single record or list of records with the seed given by --seed.
/// Exits 0 when every roll checks out, 1 when any does not.
#[derive(Parser, Debug)]
pub struct Args {
    /// The file with the roll records ("-" for standard input)
    file: PathBuf,
    /// The revealed server seed, when the file does not carry it
    #[arg(long)]
    seed: Option<String>,
    /// Print one JSON line per roll
    #[arg(long)]
    json: bool,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum Input {
    Bundle { server_seed: Option<String>, rolls: Vec<RollRecord> },
    One(RollRecord),
    Many(Vec<RollRecord>),
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let text = read_input(&args.file)?;
    let input: Input = serde_json::from_str(&text).map_err(|e| {
        usage(format!(
            "{} is not a roll record, a list of them, or {{\"server_seed\", \"rolls\"}}: {e}",
            args.file.display()
        ))
    })?;
    let (file_seed, rolls) = match input {
        Input::Bundle { server_seed, rolls } => (server_seed, rolls),
        Input::One(r) => (None, vec![r]),
        Input::Many(rs) => (None, rs),
    };
    let seed_text = args.seed.or(file_seed).ok_or_else(|| {
        usage("no server seed: give --seed HEX or put \"server_seed\" in the file (it is revealed when the table ends)")
    })?;
    let seed = ServerSeed::from_hex(&seed_text).map_err(|e| usage(e.to_string()))?;
    let mut all_good = true;
    for r in &rolls {
        let verdict = r.verify(&seed);
        all_good &= verdict == Verdict::Verified;
        if args.json {
            print_json(&json!({"index": r.index, "client_seed": r.client_seed, "verdict": verdict}))?;
        } else {
            let what = match verdict {
                Verdict::Verified => "verified".to_owned(),
                Verdict::WrongSeed => format!(
                    "NOT verified: the seed's commitment is {}, not {}",
                    seed.commitment(),
                    r.commitment
                ),
                Verdict::FacesDiffer => format!(
                    "NOT verified: the seed gives {:?}, the record says {:?}",
                    seed.faces(&r.client_seed, r.index, &r.dice),
                    r.faces
                ),
            };
            outln!("roll #{} (client seed {}): {what}", r.index, r.client_seed);
        }
    }
    if !args.json {
        outln!(
            "{} of {} rolls verified",
            rolls.iter().filter(|r| r.verify(&seed) == Verdict::Verified).count(),
            rolls.len()
        );
    }
    Ok(if all_good { ExitCode::SUCCESS } else { ExitCode::FAILURE })
}
