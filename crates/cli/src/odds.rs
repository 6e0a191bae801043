//! `tablon odds`: exact probabilities of rolls and contests.

use std::fmt::{Display, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use bench::Workload;
use clap::{Parser, Subcommand};
use dice::Die;
use dice::odds::{self, BigUint, Contest, Distribution, Fraction, Highest, Joint, TieGoesTo};
use serde_json::{Map, Value, json};

use crate::{print_json, usage};

mod bench;

/// Exact odds of a roll or a contest, as reduced fractions and percentages.
///
/// Every probability is computed exactly with big integers over all the ordered rolls (never by
/// sampling, never in floating point); `--json` prints them as reduced fractions like "5/324".
///
/// Examples:
///   tablon odds highest --dice 5 --remove 1
///   tablon odds 44 --main 4 --main-remove 1 --director 3
///   tablon odds fragmentos --dice 3 --bonus 2 --difficulty 7
///   tablon odds fragmentos --dice 3 --bonus 1 --against 2 --against-bonus 1
///   tablon odds genrefuzzion --pool d8,d8,d6,d4 --against d10,d6,d6 --json
#[derive(Parser, Debug)]
#[command(verbatim_doc_comment)]
pub struct Args {
    #[command(subcommand)]
    what: What,
}

#[derive(Subcommand, Debug)]
enum What {
    /// 44: a main character's pool against the Director's
    ///
    /// The main character wins only with a strictly higher result; a tie goes to the Director with
    /// no Stress; the loser suffers Stress equal to the difference. "win", "tie" and "loss" are the
    /// chances of a strictly higher, an equal and a strictly lower result (they add up to 1);
    /// "main_wins" and "main_loses" apply the tie rule (a tie counts as the Director's).
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
    ///
    /// A challenge succeeds when the total equals or beats the difficulty. In a conflict "win",
    /// "tie" and "loss" are a strictly higher, an equal and a strictly lower total (they add up to
    /// 1); the main character takes ties, so "main_wins" is "win" plus "tie". The omens are the 1s
    /// rolled.
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
    ///
    /// The result is the sum of the two highest dice that are not 1s (fumbles). The protagonist wins
    /// only with a strictly greater result ("win"); equal results let the scene go on ("tie");
    /// "loss" is a strictly lower result, and the three add up to 1. "main_loses" counts the tie
    /// with the antagonist's side.
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

/// The most d6 a 44 or Fragmentos pool may have here: far beyond any table, and the odds of a
/// contest of two such pools stay well under a second (they are exact at any size).
const MAX_D6: u32 = 400;
/// The most dice of a GenreFuzzion pool.
const MAX_POOL: usize = 100;

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let json = match &args.what {
        What::FortyFour { json, .. }
        | What::Fragmentos { json, .. }
        | What::Genrefuzzion { json, .. }
        | What::Highest { json, .. } => *json,
        What::Bench { workload, out, n, k } => return bench(workload, out, *n, *k),
    };
    let report = report(args.what)?;
    if json {
        print_json(&report.json)?;
    } else {
        outln!("{}", report.text.trim_end());
    }
    Ok(ExitCode::SUCCESS)
}

/// What `tablon odds` prints: the same odds as JSON and as text for people.
struct Report {
    json: Value,
    text: String,
}

fn report(what: What) -> anyhow::Result<Report> {
    match what {
        What::FortyFour { main, main_remove, director, director_remove, .. } => {
            check_dice("--main", main)?;
            check_dice("--director", director)?;
            Ok(forty_four(
                &Highest::d6(main).remove(main_remove),
                &Highest::d6(director).remove(director_remove),
            ))
        }
        What::Fragmentos { dice, bonus, difficulty, against, against_bonus, .. } => {
            check_dice("--dice", dice)?;
            let roll = Highest::d6(dice).bonus(bonus.into());
            match against {
                Some(n) => {
                    check_dice("--against", n)?;
                    Ok(fragmentos_conflict(&roll, &Highest::d6(n).bonus(against_bonus.into())))
                }
                None if against_bonus != 0 => {
                    Err(usage("--against-bonus is the opponent's bonus: it needs --against M"))
                }
                None => Ok(fragmentos(&roll, difficulty.map(i64::from))),
            }
        }
        What::Genrefuzzion { pool, against, .. } => {
            let pool = parse_pool("--pool", &pool)?;
            let against = if against.is_empty() { None } else { Some(parse_pool("--against", &against)?) };
            Ok(genrefuzzion(&pool, against.as_deref()))
        }
        What::Highest { dice, remove, .. } => {
            check_dice("--dice", dice)?;
            Ok(highest(&Highest::d6(dice).remove(remove)))
        }
        What::Bench { .. } => unreachable!("bench writes a file, handled by run"),
    }
}

fn check_dice(flag: &str, n: u32) -> anyhow::Result<()> {
    if n > MAX_D6 {
        return Err(usage(format!("{flag} must be between 0 and {MAX_D6} dice, not {n}")));
    }
    Ok(())
}

fn parse_pool(flag: &str, items: &[String]) -> anyhow::Result<Vec<Die>> {
    let mut pool = Vec::new();
    for item in items {
        let text = item.trim();
        if text.is_empty() {
            return Err(usage(format!("{flag} has an empty die: write the pool like d8,d8,d6,d4")));
        }
        let die: Die = text.parse().map_err(|_| {
            usage(format!("{flag}: \"{text}\" is not a GenreFuzzion step die: use d4, d6, d8, d10 or d12"))
        })?;
        if ![4, 6, 8, 10, 12].contains(&die.sides()) {
            return Err(usage(format!(
                "{flag}: {die} is not a GenreFuzzion step die: use d4, d6, d8, d10 or d12"
            )));
        }
        pool.push(die);
    }
    if pool.is_empty() {
        return Err(usage(format!("{flag} needs at least one die, e.g. d8,d8,d6,d4")));
    }
    if pool.len() > MAX_POOL {
        return Err(usage(format!("{flag} may have at most {MAX_POOL} dice, not {}", pool.len())));
    }
    Ok(pool)
}

fn pool_text(pool: &[Die]) -> String {
    pool.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(",")
}

fn pool_json(pool: &[Die]) -> Value {
    pool.iter().map(|d| Value::String(d.to_string())).collect()
}

/// A distribution as a JSON object from outcome (a string) to reduced fraction.
fn dist_json<O: Ord + Clone + Display>(d: &Distribution<O>) -> Value {
    let map: Map<String, Value> =
        d.probabilities().into_iter().map(|(o, p)| (o.to_string(), Value::String(p.to_string()))).collect();
    Value::Object(map)
}

fn contest_json(c: &Contest, tie_goes_to: &str) -> Map<String, Value> {
    let mut m = Map::new();
    m.insert("win".into(), c.win().to_string().into());
    m.insert("tie".into(), c.tie().to_string().into());
    m.insert("loss".into(), c.loss().to_string().into());
    m.insert("tie_goes_to".into(), tie_goes_to.into());
    m.insert("main_wins".into(), c.main_wins().to_string().into());
    m.insert("main_loses".into(), c.main_loses().to_string().into());
    m
}

/// Writes a distribution as a table: value, percentage, exact fraction and a bar scaled to the
/// most likely value.
fn table<O: Ord + Clone + Display>(out: &mut String, label: &str, d: &Distribution<O>) {
    let _ = writeln!(out, "  {label:>7}  {:>8}  {:<24}", "chance", "exact");
    let max = d.counts().values().max().cloned().unwrap_or_default();
    for (o, c) in d.counts() {
        let p = Fraction::new(c.clone(), d.denominator().clone());
        let len = if max == BigUint::default() { 0 } else { bar_len(c, &max) };
        let _ = writeln!(
            out,
            "  {:>7}  {:>7}%  {:<24}  {}",
            o.to_string(),
            percent(&p),
            short(&p),
            "█".repeat(len)
        );
    }
}

fn bar_len(c: &BigUint, max: &BigUint) -> usize {
    let scaled: BigUint = (c * 30u32 + max / 2u32) / max;
    scaled.to_string().parse().unwrap_or(0)
}

/// A percentage with two decimals; a chance too small to show is "<0.01", never "0.00".
fn percent(p: &Fraction) -> String {
    let shown = p.percent(2);
    if shown == "0.00" && *p.numerator() != BigUint::default() { "<0.01".to_owned() } else { shown }
}

/// A fraction, or just its size when it is too long to read.
fn short(p: &Fraction) -> String {
    let s = p.to_string();
    if s.len() <= 24 {
        s
    } else {
        format!("({} digits)/({} digits)", p.numerator().to_string().len(), p.denominator().to_string().len())
    }
}

fn line(out: &mut String, label: &str, what: &str, p: &Fraction) {
    let _ = writeln!(out, "  {label:<5} {:>7}%  {:<24}  {what}", percent(p), short(p));
}

fn roll_text(h: &Highest) -> String {
    let mut s = format!("{}d6", h.dice);
    if h.remove > 0 {
        s += &format!(" ({} highest removed)", h.remove);
    }
    if h.bonus != 0 {
        s += &format!(" {:+}", h.bonus);
    }
    s
}

fn highest(h: &Highest) -> Report {
    let d = h.distribution();
    let json = json!({"game": "highest", "dice": h.dice, "remove": h.remove, "distribution": dist_json(&d)});
    let mut text = format!("Highest with matches of {}\n", roll_text(h));
    table(&mut text, "result", &d);
    Report { json, text }
}

fn forty_four(main: &Highest, director: &Highest) -> Report {
    let c = odds::conflict_44(main, director);
    debug_assert_eq!(c.tie_goes_to(), TieGoesTo::Opposition);
    let mut m = Map::new();
    m.insert("game".into(), "44".into());
    m.insert(
        "main".into(),
        json!({"dice": main.dice, "remove": main.remove, "distribution": dist_json(&main.distribution())}),
    );
    m.insert(
        "director".into(),
        json!({"dice": director.dice, "remove": director.remove,
               "distribution": dist_json(&director.distribution())}),
    );
    m.extend(contest_json(&c, "director"));
    m.insert("distribution".into(), dist_json(c.difference()));
    m.insert("stress".into(), dist_json(&c.stress()));
    let mut text = format!(
        "44 conflict: main character {} against the Director {}\n",
        roll_text(main),
        roll_text(director)
    );
    line(&mut text, "win", "the main character's result is higher", &c.win());
    line(&mut text, "tie", "equal results: the Director wins, no Stress", &c.tie());
    line(&mut text, "loss", "the Director's result is higher", &c.loss());
    line(&mut text, "loses", "the main character loses: a higher result or a tie", &c.main_loses());
    text += "Difference main − Director (the loser suffers its size as Stress):\n";
    table(&mut text, "diff", c.difference());
    text += "Stress suffered by the loser:\n";
    table(&mut text, "stress", &c.stress());
    Report { json: Value::Object(m), text }
}

fn side_json(h: &Highest, joint: &Joint) -> Map<String, Value> {
    let mut m = Map::new();
    m.insert("dice".into(), h.dice.into());
    m.insert("bonus".into(), h.bonus.into());
    m.insert("distribution".into(), dist_json(&joint.first()));
    m.insert("omens".into(), dist_json(&joint.second()));
    m
}

fn fragmentos(roll: &Highest, difficulty: Option<i64>) -> Report {
    let joint = roll.with_omens();
    let success = difficulty.map(|d| (d, odds::challenge(roll, d)));
    let mut m = Map::new();
    m.insert("game".into(), "fragmentos".into());
    m.extend(side_json(roll, &joint));
    let mut text = format!("Fragmentos: {}\n", roll_text(roll));
    if let Some((d, p)) = &success {
        m.insert("difficulty".into(), (*d).into());
        m.insert("success".into(), p.to_string().into());
        line(&mut text, "success", &format!("a total of {d} or more (equal or beat the difficulty)"), p);
    }
    table(&mut text, "total", &joint.first());
    text += "Omens (1s rolled):\n";
    table(&mut text, "omens", &joint.second());
    Report { json: Value::Object(m), text }
}

fn fragmentos_conflict(main: &Highest, opponent: &Highest) -> Report {
    let c = odds::conflict_fragmentos(main, opponent);
    let (mj, oj) = (main.with_omens(), opponent.with_omens());
    let mut m = Map::new();
    m.insert("game".into(), "fragmentos".into());
    m.extend(side_json(main, &mj));
    m.insert("against".into(), Value::Object(side_json(opponent, &oj)));
    m.extend(contest_json(&c, "main"));
    let mut text =
        format!("Fragmentos conflict: main character {} against {}\n", roll_text(main), roll_text(opponent));
    line(&mut text, "win", "the main character's total is higher", &c.win());
    line(&mut text, "tie", "equal totals (won by the main character)", &c.tie());
    line(&mut text, "loss", "the opponent's total is higher", &c.loss());
    line(&mut text, "wins", "the main character wins: a higher total or a tie", &c.main_wins());
    text += "Main character's total:\n";
    table(&mut text, "total", &mj.first());
    text += "Main character's omens (1s rolled):\n";
    table(&mut text, "omens", &mj.second());
    text += "Opponent's total:\n";
    table(&mut text, "total", &oj.first());
    Report { json: Value::Object(m), text }
}

fn genrefuzzion(pool: &[Die], against: Option<&[Die]>) -> Report {
    let joint = odds::genrefuzzion(pool);
    let side = |pool: &[Die], joint: &Joint| {
        let mut m = Map::new();
        m.insert("pool".into(), pool_json(pool));
        m.insert("distribution".into(), dist_json(&joint.first()));
        m.insert("fumbles".into(), dist_json(&joint.second()));
        m
    };
    let other = against.map(|a| (a, odds::genrefuzzion(a), odds::genrefuzzion_contest(pool, a)));
    let mut m = Map::new();
    m.insert("game".into(), "genrefuzzion".into());
    m.extend(side(pool, &joint));
    let mut text = String::new();
    match &other {
        Some((a, aj, c)) => {
            m.insert("against".into(), Value::Object(side(a, aj)));
            m.extend(contest_json(c, "antagonist"));
            text += &format!(
                "GenreFuzzion: protagonist {} against antagonist {}\n",
                pool_text(pool),
                pool_text(a)
            );
            line(&mut text, "win", "the protagonist's result is greater", &c.win());
            line(&mut text, "tie", "equal results: the scene goes on", &c.tie());
            line(&mut text, "loss", "the antagonist's result is greater", &c.loss());
            line(
                &mut text,
                "loses",
                "the protagonist does not win: a greater result or a tie",
                &c.main_loses(),
            );
        }
        None => text += &format!("GenreFuzzion pool {}\n", pool_text(pool)),
    }
    text += "Result (sum of the two highest dice that are not 1s):\n";
    table(&mut text, "result", &joint.first());
    text += "Fumbles (1s rolled):\n";
    table(&mut text, "fumbles", &joint.second());
    if let Some((a, aj, _)) = &other {
        text += &format!("Antagonist's result ({}):\n", pool_text(a));
        table(&mut text, "result", &aj.first());
    }
    Report { json: Value::Object(m), text }
}

fn bench(workload: &str, out: &std::path::Path, n: Option<u32>, k: u32) -> anyhow::Result<ExitCode> {
    let w = Workload::parse(workload, n, k).map_err(usage)?;
    if let Workload::Single { n, .. } = w
        && n > 5000
    {
        return Err(usage(format!("--n must be at most 5000, not {n}")));
    }
    let started = Instant::now();
    let mut doc = Vec::with_capacity(16 << 20);
    doc.extend_from_slice(format!("{{\"tool\":\"tablon\",\"workload\":\"{w}\",\"results\":").as_bytes());
    let items = bench::write_results(&w, &mut doc);
    let compute_s = started.elapsed().as_secs_f64();
    doc.extend_from_slice(format!(",\"compute_s\":{compute_s}}}").as_bytes());
    std::fs::write(out, &doc).map_err(|e| usage(format!("cannot write {}: {e}", out.display())))?;
    // The harness reads `"compute_s": <float>` from this line.
    outln!("{{\"tool\": \"tablon\", \"workload\": \"{w}\", \"items\": {items}, \"compute_s\": {compute_s}}}");
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn odds(args: &[&str]) -> anyhow::Result<Report> {
        let args = Args::try_parse_from(std::iter::once("odds").chain(args.iter().copied()))?;
        report(args.what)
    }

    fn usage_message(args: &[&str]) -> String {
        let err = odds(args).err().expect("refused");
        assert!(err.downcast_ref::<crate::UsageError>().is_some(), "{err}: not a usage error (exit 2)");
        err.to_string()
    }

    #[test]
    fn highest_prints_the_distribution_as_fractions() {
        let r = odds(&["highest", "--dice", "2"]).unwrap();
        assert_eq!(r.json["distribution"]["7"], "1/36");
        assert_eq!(r.json["distribution"]["2"], "1/12");
        assert!(r.text.contains("2.78%"), "{}", r.text);
        let r = odds(&["highest", "--dice", "30", "--remove", "3"]).unwrap();
        assert!(r.text.contains("<0.01%") && !r.text.contains(" 0.00%"), "{}", r.text);
        // Removing more dice than thrown reads 0.
        let r = odds(&["highest", "--dice", "2", "--remove", "3"]).unwrap();
        assert_eq!(r.json["distribution"]["0"], "1/1");
    }

    #[test]
    fn conflict_44_ties_go_to_the_director() {
        let r = odds(&["44", "--main", "1", "--director", "1"]).unwrap();
        assert_eq!(r.json["win"], "5/12");
        assert_eq!(r.json["tie"], "1/6");
        assert_eq!(r.json["loss"], "5/12");
        assert_eq!(r.json["tie_goes_to"], "director");
        assert_eq!(r.json["main_wins"], "5/12");
        assert_eq!(r.json["main_loses"], "7/12");
        assert_eq!(r.json["stress"]["5"], "1/18");
        assert_eq!(r.json["distribution"]["-5"], "1/36");
    }

    #[test]
    fn fragmentos_challenge_and_conflict() {
        let r = odds(&["fragmentos", "--dice", "1", "--bonus", "2", "--difficulty", "6"]).unwrap();
        assert_eq!(r.json["success"], "1/2");
        assert_eq!(r.json["omens"]["1"], "1/6");
        let r = odds(&["fragmentos", "--dice", "1", "--against", "1"]).unwrap();
        assert_eq!(r.json["win"], "5/12");
        assert_eq!(r.json["tie"], "1/6");
        assert_eq!(r.json["loss"], "5/12");
        assert_eq!(r.json["tie_goes_to"], "main");
        assert_eq!(r.json["main_wins"], "7/12");
        assert_eq!(r.json["against"]["distribution"]["6"], "1/6");
    }

    #[test]
    fn genrefuzzion_pool_and_contest() {
        let r = odds(&["genrefuzzion", "--pool", "d4", "--against", "d4"]).unwrap();
        assert_eq!(r.json["distribution"]["0"], "1/4");
        assert_eq!(r.json["fumbles"]["1"], "1/4");
        assert_eq!(r.json["win"], "3/8");
        assert_eq!(r.json["tie"], "1/4");
        assert_eq!(r.json["loss"], "3/8");
        assert_eq!(r.json["main_loses"], "5/8");
        assert_eq!(r.json["pool"], json!(["d4"]));
    }

    #[test]
    fn bad_input_is_a_usage_error() {
        assert!(usage_message(&["genrefuzzion", "--pool", "d7"]).contains("not a GenreFuzzion step die"));
        assert!(usage_message(&["genrefuzzion", "--pool", "x"]).contains("not a GenreFuzzion step die"));
        assert!(usage_message(&["genrefuzzion", "--pool", ""]).contains("empty die"));
        assert!(usage_message(&["genrefuzzion", "--pool", "d6", "--against", "d20"]).contains("--against"));
        assert!(usage_message(&["highest", "--dice", "5000"]).contains("between 0 and 400"));
        assert!(
            usage_message(&["fragmentos", "--dice", "2", "--against-bonus", "1"]).contains("--against M")
        );
        assert!(
            Args::try_parse_from([
                "odds",
                "fragmentos",
                "--dice",
                "2",
                "--difficulty",
                "5",
                "--against",
                "2"
            ])
            .is_err()
        );
    }
}
