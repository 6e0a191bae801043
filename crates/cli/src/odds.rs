//! `tablon odds`: exact probabilities of rolls and contests.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// Exact odds of a roll or a contest, as reduced fractions and percentages.
#[derive(Parser, Debug)]
pub struct Args {
    #[command(subcommand)]
    what: What,
}

#[derive(Subcommand, Debug)]
enum What {
    /// 44: a main character's pool against the Director's
    #[command(name = "44")]
    FortyFour {
        /// Dice in the main character's pool
        #[arg(long)]
        main: u32,
        /// Highest dice removed from it (Anxieties)
        #[arg(long, default_value_t = 0)]
        main_remove: u32,
        /// Dice in the Director's pool
        #[arg(long)]
        director: u32,
        /// Highest dice removed from it (Secrets)
        #[arg(long, default_value_t = 0)]
        director_remove: u32,
        /// Print JSON
        #[arg(long)]
        json: bool,
    },
    /// Fragmentos: a challenge against a difficulty, or a conflict against another pool
    Fragmentos {
        /// Dice thrown
        #[arg(long)]
        dice: u32,
        /// The best applicable trait's bonus
        #[arg(long, default_value_t = 0, allow_negative_numbers = true)]
        bonus: i32,
        /// The challenge's difficulty
        #[arg(long, conflicts_with = "against")]
        difficulty: Option<i32>,
        /// The opponent's dice, for a conflict
        #[arg(long)]
        against: Option<u32>,
        /// The opponent's trait bonus
        #[arg(long, default_value_t = 0, allow_negative_numbers = true)]
        against_bonus: i32,
        /// Print JSON
        #[arg(long)]
        json: bool,
    },
    /// GenreFuzzion: a pool of step dice, alone or against an antagonist's pool
    Genrefuzzion {
        /// The pool, e.g. d8,d8,d6,d4
        #[arg(long, value_delimiter = ',', required = true)]
        pool: Vec<String>,
        /// The antagonist's pool
        #[arg(long, value_delimiter = ',')]
        against: Vec<String>,
        /// Print JSON
        #[arg(long)]
        json: bool,
    },
    /// Highest with matches of N d6 with the K highest removed
    Highest {
        /// Dice thrown
        #[arg(long)]
        dice: u32,
        /// Highest dice removed
        #[arg(long, default_value_t = 0)]
        remove: u32,
        /// Print JSON
        #[arg(long)]
        json: bool,
    },
    /// Write the icepool harness's canonical JSON for a workload (see bench/dice)
    Bench {
        /// rule_a, fragmentos, conflict_44, genrefuzzion, genrefuzzion_all or single
        workload: String,
        /// Where to write the JSON
        #[arg(long)]
        out: PathBuf,
        /// single: the number of dice
        #[arg(long)]
        n: Option<u32>,
        /// single: the dice removed
        #[arg(long, default_value_t = 3)]
        k: u32,
    },
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let _ = args.what;
    Err(crate::usage("odds are being built in this commit series"))
}
