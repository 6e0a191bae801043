//! `tablon script`: Tragedy Looper scripts.

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
    /// List the scripts that ship with Tablón
    List,
}

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
