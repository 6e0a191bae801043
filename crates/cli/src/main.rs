//! `tablon`: the game table's command-line tool.

/// Prints a line to standard output; a closed pipe (`tablon … | head`) ends the program quietly.
macro_rules! outln {
    ($($t:tt)*) => { $crate::write_line(format_args!($($t)*)) };
}

mod bench;
mod load;
mod odds;
mod play;
mod replay;
mod roll;
mod schema;
mod script;
mod serve;
mod verify;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// mimalloc instead of the system allocator: a request allocates and frees many small buffers
/// (JSON, events, views), and glibc's malloc was a fifth of the server's time under load
/// (`bench/server/RESULTS.md`).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Tablón: an honest referee for narrative tabletop games, with dice anyone can verify.
#[derive(Parser)]
#[command(name = "tablon", version, about, long_about = None, propagate_version = true)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    Serve(serve::Args),
    Roll(roll::Args),
    Script(script::Args),
    Bench(bench::Args),
    Play(play::Args),
    Odds(odds::Args),
    Verify(verify::Args),
    Replay(replay::Args),
    Schema(schema::Args),
}

/// A failure the user caused (bad input): exit code 2.
#[derive(Debug)]
pub struct UsageError(pub String);

impl std::fmt::Display for UsageError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for UsageError {}

/// Shorthand for a bad-input error.
pub fn usage(message: impl Into<String>) -> anyhow::Error {
    UsageError(message.into()).into()
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Serve(args) => serve::run(args),
        Command::Roll(args) => roll::run(args),
        Command::Odds(args) => odds::run(args),
        Command::Verify(args) => verify::run(args),
        Command::Replay(args) => replay::run(args),
        Command::Schema(args) => schema::run(args),
        Command::Script(args) => script::run(args),
        Command::Bench(args) => bench::run(args),
        Command::Play(args) => play::run(args),
    };
    match result {
        Ok(code) => code,
        Err(err) => {
            eprintln!("error: {err:#}");
            if err.downcast_ref::<UsageError>().is_some() { ExitCode::from(2) } else { ExitCode::FAILURE }
        }
    }
}

/// Prints a value as one line of JSON.
pub fn print_json(value: &impl serde::Serialize) -> anyhow::Result<()> {
    outln!("{}", serde_json::to_string(value)?);
    Ok(())
}

/// Writes one line to standard output (see `outln!`).
pub fn write_line(args: std::fmt::Arguments<'_>) {
    use std::io::Write;
    if let Err(err) = writeln!(std::io::stdout().lock(), "{args}") {
        if err.kind() == std::io::ErrorKind::BrokenPipe {
            std::process::exit(0);
        }
        eprintln!("error: cannot write to standard output: {err}");
        std::process::exit(1);
    }
}

/// Reads a file (or standard input for `-`) as text, as a usage error when it cannot.
pub fn read_input(path: &std::path::Path) -> anyhow::Result<String> {
    if path.as_os_str() == "-" {
        let mut s = String::new();
        std::io::Read::read_to_string(&mut std::io::stdin(), &mut s)?;
        return Ok(s);
    }
    std::fs::read_to_string(path).map_err(|e| usage(format!("cannot read {}: {e}", path.display())))
}
