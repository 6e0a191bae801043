//! `tablon schema`: the JSON Schema of a game's config, commands and logs.

use std::process::ExitCode;

use clap::Parser;

use crate::usage;

/// Print the JSON Schema of a game's config, commands and replay log, generated from its types.
#[derive(Parser, Debug)]
pub struct Args {
    /// The game's identifier (tragedy-looper, 44, fragmentos, genrefuzzion)
    game: String,
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let kind = games::GameKind::from_id(&args.game).map_err(|e| usage(e.to_string()))?;
    outln!("{}", serde_json::to_string_pretty(&kind.schema())?);
    Ok(ExitCode::SUCCESS)
}
