//! `tablon play`: play a game in the terminal against the program.

use std::io::BufRead;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use dice::{ServerSeed, VerifiableRoller};
use engine::{Game, SeatId, Table, Viewer};
use tragedy_looper::{Config, TragedyLooper, View};

use crate::{read_input, usage};

/// Play in the terminal against Tablón.
#[derive(Parser, Debug)]
pub struct Args {
    #[command(subcommand)]
    what: What,
}

#[derive(Subcommand, Debug)]
enum What {
    /// Tragedy Looper: you hold the three Protagonist decks (the 2-player rules), the program is the
    /// Mastermind. Each turn lists your legal moves; type a number (or `q` to quit).
    Looper {
        /// A shipped script's file name (see `tablon script list`) or a script file
        #[arg(long, default_value = "fs1_ashes_at_the_ward.toml")]
        script: String,
        /// The Mastermind's search budget: rollouts per decision (0 plays by its rules of thumb alone)
        #[arg(long, default_value_t = 160)]
        rollouts: u32,
        /// Seed of the dice and of the Mastermind's search
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
}

const MASTERMIND: SeatId = SeatId(0);
const PLAYER: SeatId = SeatId(1);

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let What::Looper { script, rollouts, seed } = args.what;
    let text = match tragedy_looper::SCRIPTS.iter().find(|(name, _)| *name == script) {
        Some((_, text)) => (*text).to_owned(),
        None => read_input(std::path::Path::new(&script))?,
    };
    let script_value = tragedy_looper::parse_script(&text).map_err(|e| usage(format!("{script}: {e}")))?;
    let config = Config { script: script_value, protagonists: 1, options: Default::default() };
    let mut dice = VerifiableRoller::new(ServerSeed::from_phrase(&format!("play {seed}")), "player", 0);
    let mut table = Table::<TragedyLooper>::start(&config, &mut dice).map_err(|e| usage(e.to_string()))?;
    let budget = looper_ai::Budget { rollouts, seed, ..looper_ai::Budget::default() };
    let mut input = std::io::stdin().lock().lines();
    let mut seen = 0;
    show_public_card(&table.view(Viewer::Seat(PLAYER)));
    loop {
        seen = show_new_events(&table, seen);
        let Some(seat) = table.waiting_on().first().copied() else { break };
        if seat == MASTERMIND {
            let command = looper_ai::choose_with(table.state(), MASTERMIND, budget)
                .ok_or_else(|| anyhow::anyhow!("the Mastermind had no move although the game waits on it"))?;
            table
                .act(MASTERMIND, &command, &mut dice)
                .map_err(|e| anyhow::anyhow!("the Mastermind erred: {e}"))?;
            continue;
        }
        let view = table.view(Viewer::Seat(PLAYER));
        show_view(&view);
        let moves = tragedy_looper::legal_commands(table.state(), seat);
        for (i, m) in moves.iter().enumerate() {
            outln!("  {:>3}. {}", i + 1, compact(m));
        }
        let chosen = loop {
            eprint!("your move (1-{}, q to quit): ", moves.len());
            let Some(line) = input.next() else {
                outln!("no more input: the game stops here");
                return Ok(ExitCode::SUCCESS);
            };
            let line = line?;
            let line = line.trim();
            if line == "q" {
                return Ok(ExitCode::SUCCESS);
            }
            match line.parse::<usize>() {
                Ok(n) if (1..=moves.len()).contains(&n) => break &moves[n - 1],
                _ => outln!("\"{line}\" is not a move: type a number from 1 to {}", moves.len()),
            }
        };
        if let Err(e) = table.act(seat, chosen, &mut dice) {
            outln!("refused: {}", e.message);
        }
    }
    let view = table.view(Viewer::Seat(PLAYER));
    outln!("\n== the game is over: {} ==", compact(&view.winner));
    Ok(ExitCode::SUCCESS)
}

fn compact(value: &impl serde::Serialize) -> String {
    serde_json::to_string(value).unwrap_or_default()
}

fn show_public_card(view: &View) {
    outln!("== {} ==", compact(&view.script));
}

/// Prints what the player may see of the events since `seen`; returns the new count.
fn show_new_events(table: &Table<TragedyLooper>, seen: usize) -> usize {
    for envelope in table.log().iter().skip(seen) {
        if let Some(event) = <TragedyLooper as Game>::redact(&envelope.event, Viewer::Seat(PLAYER)) {
            outln!("  · {}", compact(&event));
        }
    }
    table.log().len()
}

fn show_view(view: &View) {
    outln!(
        "\n-- loop {}, day {} · {} · loops lost {} --",
        view.loop_no,
        view.day,
        compact(&view.phase),
        view.losses
    );
    for c in view.characters.iter().filter(|c| c.present) {
        let state = if c.alive { "" } else { " (corpse)" };
        let role = c.revealed_role.map(|r| format!(" [{}]", compact(&r))).unwrap_or_default();
        outln!(
            "  {:<22} at {:<10} goodwill {} paranoia {}/{} intrigue {}{role}{state}",
            compact(&c.character),
            compact(&c.location),
            c.goodwill,
            c.paranoia,
            c.paranoia_limit,
            c.intrigue
        );
    }
    outln!("  intrigue on locations (hospital, shrine, city, school): {:?}", view.location_intrigue);
    for card in &view.board_cards {
        let face = card.card.map_or("face down".to_owned(), |c| compact(&c));
        outln!("  card of {} on {}: {face}", compact(&card.deck), compact(&card.target));
    }
}
