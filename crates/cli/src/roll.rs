//! `tablon roll`: throw dice verifiably and read them by a game's rules.

use std::process::ExitCode;

use clap::Parser;
use dice::{Die, HighestRoll, Notation, PoolRoll, RolledDie, ServerSeed, VerifiableRoller};
use serde_json::json;

use crate::{print_json, usage};

/// Throw dice and read them by a game's rules.
///
/// WHAT is a game (`44`, `fragmentos`, `genrefuzzion`) or dice notation (`3d6+2`, `2d8`, `d12`).
/// Every roll is derived from a fresh server seed and your client seed, and printed with both,
/// so anyone can check it with `tablon verify`.
///
/// Examples:
///   tablon roll 44 --dice 6 --remove 1
///   tablon roll fragmentos --dice 4 --bonus 2
///   tablon roll genrefuzzion d8 d8 d6 d4
///   tablon roll 3d6+2 --client-seed my-seed --json
#[derive(Parser, Debug)]
#[command(verbatim_doc_comment)]
pub struct Args {
    /// A game (44, fragmentos, genrefuzzion) or dice notation (3d6+2)
    what: String,
    /// GenreFuzzion's pool: the dice to throw (d4, d6, d8, d10, d12)
    pool: Vec<String>,
    /// 44 and Fragmentos: how many d6 to throw
    #[arg(long, short = 'n')]
    dice: Option<u32>,
    /// 44: how many of the highest dice to remove (Anxieties and Secrets)
    #[arg(long, default_value_t = 0)]
    remove: u32,
    /// Fragmentos: a trait's bonus, added after matches
    #[arg(long, default_value_t = 0, allow_negative_numbers = true)]
    bonus: i32,
    /// Your own seed; pick it yourself so nobody can know the roll in advance (random if omitted)
    #[arg(long)]
    client_seed: Option<String>,
    /// Print JSON: the reading, and the roll record with the revealed server seed
    #[arg(long)]
    json: bool,
}

const MAX_D6: u32 = 1000;

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let what = args.what.to_lowercase();
    let game = matches!(what.as_str(), "44" | "fragmentos" | "genrefuzzion");
    if !game && !args.pool.is_empty() {
        return Err(usage(format!(
            "unexpected dice {:?} after notation {}: only `genrefuzzion` takes a list of dice",
            args.pool, args.what
        )));
    }
    let seed = ServerSeed::generate();
    let client_seed = args.client_seed.clone().unwrap_or_else(random_client_seed);
    let mut roller = VerifiableRoller::new(seed.clone(), client_seed, 0);
    let reading = match what.as_str() {
        "44" | "fragmentos" => {
            let n =
                args.dice.ok_or_else(|| usage(format!("`roll {what}` needs --dice N (1 to {MAX_D6})")))?;
            if !(1..=MAX_D6).contains(&n) {
                return Err(usage(format!("--dice must be between 1 and {MAX_D6}, not {n}")));
            }
            if what == "fragmentos" && args.remove > 0 {
                return Err(usage("Fragmentos removes no dice: --remove is for 44"));
            }
            if what == "44" && args.bonus != 0 {
                return Err(usage("44 has no flat bonus: --bonus is for Fragmentos traits"));
            }
            let faces = dice::DiceSource::roll(&mut roller, &vec![Die::D6; n as usize]);
            let r = HighestRoll::evaluate(&faces, args.remove as usize);
            let text = if what == "44" {
                format!("rolled {:?}, removed {:?}: result {}", r.faces, r.removed, r.value)
            } else {
                format!("rolled {:?}: result {} (omens: {})", r.faces, r.total(args.bonus), r.omens)
            };
            (json!({"game": what, "result": r.total(args.bonus), "roll": r, "bonus": args.bonus}), text)
        }
        "genrefuzzion" => {
            if args.pool.is_empty() {
                return Err(usage("`roll genrefuzzion` needs the pool's dice, e.g. d8 d8 d6 d4"));
            }
            let pool = args
                .pool
                .iter()
                .flat_map(|p| p.split(','))
                .map(|p| p.parse::<Die>().map_err(|e| usage(e.to_string())))
                .collect::<anyhow::Result<Vec<Die>>>()?;
            if let Some(bad) = pool.iter().find(|d| ![4, 6, 8, 10, 12].contains(&d.sides())) {
                return Err(usage(format!(
                    "{bad} is not a GenreFuzzion step die: use d4, d6, d8, d10 or d12"
                )));
            }
            let faces = dice::DiceSource::roll(&mut roller, &pool);
            let rolled: Vec<RolledDie> =
                pool.iter().zip(&faces).map(|(&die, &face)| RolledDie { die, face }).collect();
            let r = PoolRoll::evaluate(&rolled, 1);
            let shown: Vec<String> = rolled.iter().map(|d| format!("{}:{}", d.die, d.face)).collect();
            let effect = r.best_effect_die().map_or("none".to_owned(), |d| d.to_string());
            let text = format!(
                "rolled {}: result {} (fumbles: {}, best effect die: {effect})",
                shown.join(" "),
                r.result,
                r.fumbles.len()
            );
            (json!({"game": what, "result": r.result, "roll": r}), text)
        }
        _ => {
            let notation: Notation = args.what.parse().map_err(|e: dice::DiceError| usage(e.to_string()))?;
            if args.dice.is_some() || args.remove != 0 || args.bonus != 0 {
                return Err(usage(
                    "--dice, --remove and --bonus are for game rolls; put modifiers in the notation",
                ));
            }
            let faces = dice::DiceSource::roll(&mut roller, &notation.dice());
            let total = notation.total(&faces);
            let text = format!("{notation}: rolled {faces:?}, total {total}");
            (json!({"notation": notation, "faces": faces, "result": total}), text)
        }
    };
    let (value, text) = reading;
    let record = &roller.records()[0];
    if args.json {
        print_json(&json!({"reading": value, "server_seed": seed.reveal(), "rolls": [record]}))?;
    } else {
        outln!("{text}");
        outln!(
            "commitment {}  client seed {}  roll #{}",
            record.commitment,
            record.client_seed,
            record.index
        );
        outln!("server seed {} (revealed: check with `tablon verify`)", seed.reveal());
    }
    Ok(ExitCode::SUCCESS)
}

fn random_client_seed() -> String {
    // 16 hex digits of fresh randomness: enough that nobody guesses it in advance.
    ServerSeed::generate().reveal()[..16].to_owned()
}
