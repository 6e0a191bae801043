//! Evaluation harness: win rates of the AI Mastermind per shipped script and opponent team.
//!
//! `cargo run --release -p looper-ai --bin looper-eval -- [GAMES] [ROLLOUTS] [TEAMS] [SCRIPTS]`
//! (defaults: 100 games, the default budget, teams `random,heuristic,cheating`; ROLLOUTS 0 is the
//! prior alone; a Mastermind of `random` is measured with ROLLOUTS `r`). The table goes to stdout,
//! a progress bar to stderr.
//!
//! `looper-eval versions [GAMES] [SCRIPTS|all] [EARLIER]`: each AI against the earlier version
//! (`looper_ai::Version`, default `v1`) of the other side.
//!
//! `looper-eval balance [GAMES] [SCRIPTS] [THREADS]`: the balance report of shipped scripts, as
//! `tablon script balance --json` prints it (one JSON line per script).
//!
//! `looper-eval trace GAMES SCRIPTS [THREADS] [DRAWN [ROLLOUTS [SAMPLES [CANDIDATES]]]]`: the AI
//! Protagonists alone, with the balance report's seeds, one line per game (each loop's loss causes,
//! the consistent scripts left, the Goodwill abilities used, the Final Guess); `TRACE_EVENTS=1` adds
//! the day-by-day cards and tokens, `TRACE_POST=1` the weighed draws' plots at each loop's end.

use indicatif::{ProgressBar, ProgressStyle};
use looper_ai::Budget;
use looper_ai::eval::{Mastermind, Team, evaluate, shipped, table};

/// `looper-eval timing`: mean and worst time of one default-budget decision per script.
fn timing() {
    use engine::SeatId;
    use looper_ai::sim::{Rng, step_in_place};
    use tragedy_looper::*;
    println!("| script | decisions | mean ms | worst ms |\n|---|---|---|---|");
    for (name, config) in shipped(3) {
        let (mut s, _) = looper_ai::eval::start(&config);
        let mut rng = Rng::new(1);
        let (mut n, mut total, mut worst) = (0u32, 0f64, 0f64);
        while let Some(seat) = waiting_seat(&s) {
            let cmd = if seat == MASTERMIND {
                let t = std::time::Instant::now();
                let c = looper_ai::choose(&s, SeatId(0));
                let dt = t.elapsed().as_secs_f64() * 1000.0;
                n += 1;
                total += dt;
                worst = worst.max(dt);
                c
            } else {
                looper_ai::eval::team_command(&s, &[], seat, Team::Heuristic, &mut rng)
            }
            .expect("a move");
            assert!(step_in_place(&mut s, seat, &cmd, None));
        }
        println!("| {name} | {n} | {:.2} | {:.1} |", total / n.max(1) as f64, worst);
    }
}

/// `looper-eval versions [GAMES] [SCRIPTS] [EARLIER]`: each AI against the earlier version of the
/// other side, beside the earlier version against itself (Mastermind wins out of GAMES per cell,
/// the same seeds in every cell). A stronger current Mastermind shows as a higher second column
/// than the first; stronger current Protagonists as a lower third column.
fn versions(args: &[String]) {
    use looper_ai::Version;
    let games: u32 = args.first().and_then(|a| a.parse().ok()).unwrap_or(100);
    let earlier = match args.get(2) {
        Some(name) => Version::parse(name).unwrap_or_else(|| panic!("unknown version {name}: v1")),
        None => Version::V1,
    };
    let scripts: Vec<_> = match args.get(1) {
        Some(only) if only != "all" => {
            shipped(3).into_iter().filter(|(name, _)| only.split(',').any(|p| name.starts_with(p))).collect()
        }
        _ => shipped(3),
    };
    let (old_mm, old_p) = (earlier.mastermind(), earlier.player());
    let (new_mm, new_p) = (Budget::default(), looper_ai::PlayerBudget::default());
    let cells = [
        (old_mm, old_p, format!("{e} vs {e}", e = earlier.name())),
        (new_mm, old_p, format!("current Mastermind vs {} Protagonists", earlier.name())),
        (old_mm, new_p, format!("{} Mastermind vs current Protagonists", earlier.name())),
    ];
    let same = old_mm == new_mm && old_p == new_p;
    let bar = ProgressBar::new((scripts.len() * cells.len()) as u64 * games as u64);
    let mut out = String::from("| script |");
    for (_, _, name) in &cells {
        out += &format!(" {name} |");
    }
    out += "\n|---|---|---|---|\n";
    for script in &scripts {
        out += &format!("| {} |", script.0);
        for (mm, p, name) in &cells {
            let row = evaluate(
                std::slice::from_ref(script),
                &[Team::Ai(*p)],
                Mastermind::Ai(*mm),
                games,
                &mut || bar.inc(1),
            );
            let r = &row[0];
            println!("cell | {} | {name} | {}/{} |", r.script, r.mastermind_wins, r.games);
            out += &format!(
                " {}/{} ({:.0}%) |",
                r.mastermind_wins,
                r.games,
                100.0 * r.mastermind_wins as f64 / r.games.max(1) as f64
            );
        }
        out += "\n";
    }
    bar.finish();
    println!("Mastermind wins, {games} games per cell; earlier version {}\n", earlier.name());
    if same {
        println!(
            "(the current parameters are {}'s: the three columns play the same games)\n",
            earlier.name()
        );
    }
    println!("{out}");
}

/// `looper-eval balance [GAMES] [SCRIPTS] [THREADS]`: the balance report (`balance::run`, as
/// `tablon script balance FILE --games GAMES --json` prints it) of each shipped script whose name
/// starts with one of the comma-separated SCRIPTS prefixes (all by default), one JSON line each,
/// and a summary line per script on stderr.
fn balance(args: &[String]) {
    let games: u32 = args.first().and_then(|a| a.parse().ok()).unwrap_or(looper_ai::balance::DEFAULT_GAMES);
    let only = args.get(1).map_or("", String::as_str);
    let threads: usize = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(1);
    for (name, text) in tragedy_looper::SCRIPTS {
        if !only.is_empty() && !only.split(',').any(|p| name.starts_with(p)) {
            continue;
        }
        let script = tragedy_looper::parse_script(text).expect("shipped scripts parse");
        let o = looper_ai::balance::Options { games, threads, ..Default::default() };
        let t0 = std::time::Instant::now();
        let r = looper_ai::balance::run(&script, &o, &mut |_, _| {});
        let rates: Vec<String> =
            r.teams.iter().map(|t| format!("{} {}/{}", t.team, t.protagonist_wins, t.games)).collect();
        eprintln!(
            "{name}: {} — labelled {}, measured {} ({:.0} s)",
            rates.join(", "),
            r.declared,
            r.measured,
            t0.elapsed().as_secs_f64()
        );
        println!("{}", serde_json::to_string(&r).expect("a report serialises"));
    }
}

/// `looper-eval trace GAMES SCRIPTS [THREADS] [DRAWN [ROLLOUTS [SAMPLES [CANDIDATES]]]]`: the AI Protagonists alone against the AI
/// Mastermind (the balance report's seeds), one line per game: the winner, each lost loop's causes,
/// the consistent scripts left at each loop's end (seat 1's deduction), the Goodwill abilities the
/// Protagonists used, and the Final Guess (when, and which answers were wrong).
fn trace(args: &[String]) {
    use looper_ai::balance::GameStats;
    use looper_ai::eval::{Mastermind, play_game_logged};
    let games: u32 = args.first().and_then(|a| a.parse().ok()).unwrap_or(10);
    let only = args.get(1).map_or("", String::as_str);
    let threads: usize = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(1);
    let mut player = looper_ai::PlayerBudget::default();
    if let Some(d) = args.get(3).and_then(|a| a.parse().ok()) {
        player.drawn = d;
    }
    // ROLLOUTS, SAMPLES, CANDIDATES: the rest of the AI Protagonist's budget, to try others.
    if let Some(r) = args.get(4).and_then(|a| a.parse().ok()) {
        player.rollouts = r;
    }
    if let Some(n) = args.get(5).and_then(|a| a.parse().ok()) {
        player.samples = n;
    }
    if let Some(n) = args.get(6).and_then(|a| a.parse().ok()) {
        player.candidates = n;
    }
    for (name, config) in shipped(3) {
        if !only.is_empty() && !only.split(',').any(|p| name.starts_with(p)) {
            continue;
        }
        let t0 = std::time::Instant::now();
        let next = std::sync::atomic::AtomicU32::new(0);
        let lines = std::sync::Mutex::new(vec![]);
        std::thread::scope(|scope| {
            for _ in 0..threads.max(1) {
                scope.spawn(|| {
                    loop {
                        let g = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        if g >= games {
                            break;
                        }
                        let (_, log) = play_game_logged(
                            &config,
                            Mastermind::Ai(Budget::default()),
                            Team::Ai(player),
                            0x5eed ^ ((g as u64) << 8),
                        );
                        let mut line = trace_line(&log, &GameStats::from_log(&log));
                        if std::env::var_os("TRACE_EVENTS").is_some() {
                            line += &trace_events(&log);
                        }
                        lines.lock().expect("no panic").push((g, line));
                    }
                });
            }
        });
        let mut lines = lines.into_inner().expect("no panic");
        lines.sort();
        let won = lines.iter().filter(|l| l.1.starts_with("WIN")).count();
        println!("== {name}: {won}/{games} ({:.0} s)", t0.elapsed().as_secs_f64());
        for (g, l) in lines {
            println!("{g:3} {l}");
        }
    }
}

/// The day-by-day story of a game: cards, tokens, deaths, incidents, abilities.
fn trace_events(log: &[tragedy_looper::Event]) -> String {
    use tragedy_looper::*;
    let t = |t: &Target| match t {
        Target::Location(l) => format!("{l:?}"),
        Target::Character(c) => c.name().to_string(),
    };
    let mut out = String::new();
    for e in log {
        match e {
            Event::LoopStarted { loop_no } => out += &format!("\n  loop {loop_no}"),
            Event::DayStarted { day } => out += &format!("\n    day {day}:"),
            Event::CardsRevealed { cards } => {
                for c in cards {
                    let who = if c.deck == Deck::Mastermind { "MM" } else { "P" };
                    out += &format!(" {who}:{:?}>{}", c.card, t(&c.target));
                }
                out += " ||";
            }
            Event::TokensChanged { target, token, delta } => {
                out += &format!(" {}{:+}{:?}", t(target), delta, token)
            }
            Event::CharacterDied { character } => out += &format!(" DIED:{}", character.name()),
            Event::CharacterMoved { character, to } => out += &format!(" mv:{}>{to:?}", character.name()),
            Event::IncidentOccurred { incident, .. } => out += &format!(" INCIDENT:{}", incident.name()),
            Event::ProtagonistsDied => out += " PROTAGONISTS-DIED",
            Event::Secretly { cause } => out += &format!(" [{cause:?}]"),
            Event::GoodwillDeclared { character, ability, target } => {
                out += &format!(" GW:{}{ability}>{target:?}", character.name())
            }
            Event::GoodwillRefused { .. } => out += " REFUSED",
            Event::RoleRevealed { character, role } => {
                out += &format!(" ROLE:{}={}", character.name(), role.name())
            }
            _ => {}
        }
    }
    out
}

/// The weighed draws' main plots and most likely (subplots) at a loop's end, as the AI sees them.
fn posterior_summary(seen: &[tragedy_looper::Event], public: Option<&tragedy_looper::PublicCard>) -> String {
    use looper_ai::sim::Rng;
    let Some(public) = public else { return String::new() };
    let mut rng = Rng::new(7);
    let ev = looper_ai::Evidence::from_log(seen);
    let drawn = looper_ai::deduce::sample_consistent(public, &ev, 160, 8, &mut |k| {
        if k == 0 { 0 } else { rng.next_u64() % k }
    });
    let ll: Vec<f64> =
        drawn.iter().map(|pc| looper_ai::player::plausibility(seen, pc.clone(), &mut rng)).collect();
    let top = ll.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let w: Vec<f64> = ll.iter().map(|x| ((x - top) * looper_ai::player::TEMPER).exp()).collect();
    let sum: f64 = w.iter().sum();
    let mut by: Vec<(String, f64, usize)> = vec![];
    for (pc, w) in drawn.iter().zip(&w) {
        let k = format!(
            "{}+{}",
            pc.main_plot.name(),
            pc.subplots.iter().map(|p| p.name()).collect::<Vec<_>>().join("+")
        );
        match by.iter_mut().find(|x| x.0 == k) {
            Some(x) => {
                x.1 += w;
                x.2 += 1
            }
            None => by.push((k, *w, 1)),
        }
    }
    by.sort_by(|a, b| b.1.total_cmp(&a.1));
    let parts: Vec<String> =
        by.iter().take(3).map(|(k, w, n)| format!("{k} {:.0}%/{n}", 100.0 * w / sum.max(1e-12))).collect();
    format!(" {{{} of {}}}", parts.join(", "), drawn.len())
}

fn trace_line(log: &[tragedy_looper::Event], st: &looper_ai::balance::GameStats) -> String {
    use engine::{Game, SeatId, Viewer};
    use tragedy_looper::*;
    let mut out = String::from(if st.winner == Some(Side::Protagonists) { "WIN " } else { "lose" });
    let public = log.iter().find_map(|e| match e {
        Event::GameStarted { public, .. } => Some(public.clone()),
        _ => None,
    });
    let mut seen: Vec<Event> = vec![];
    let mut lost = st.lost_loops.iter();
    let mut abilities = String::new();
    for e in log {
        if let Some(r) = TragedyLooper::redact(e, Viewer::Seat(SeatId(1))) {
            seen.push(r);
        }
        match e {
            Event::GoodwillDeclared { character, ability, .. } => {
                abilities += &format!("{}{} ", character.name(), ability)
            }
            Event::GoodwillRefused { .. } => abilities += "(refused) ",
            Event::LoopResult { loop_no, lost: l } => {
                let total = public.as_ref().map_or(0, |p| looper_ai::deduce(p, &seen).total);
                let causes = if *l {
                    lost.next()
                        .map_or(String::new(), |c| c.iter().map(|x| x.key()).collect::<Vec<_>>().join("+"))
                } else {
                    "survived".into()
                };
                out += &format!(" | L{loop_no} {causes} [{total}] {abilities}");
                if std::env::var_os("TRACE_POST").is_some() {
                    out += &posterior_summary(&seen, public.as_ref());
                }
                abilities.clear();
            }
            Event::FinalGuessStarted => out += " | GUESS",
            Event::GuessAnswered { character, role, correct: false } => {
                out += &format!(" wrong:{}={}", character.name(), role.name())
            }
            _ => {}
        }
    }
    out
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.get(1).map(String::as_str) == Some("balance") {
        return balance(&args[2..]);
    }
    if args.get(1).map(String::as_str) == Some("trace") {
        return trace(&args[2..]);
    }
    if args.get(1).map(String::as_str) == Some("timing") {
        return timing();
    }
    if args.get(1).map(String::as_str) == Some("versions") {
        return versions(&args[2..]);
    }
    let games: u32 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(100);
    let mm = match args.get(2).map(String::as_str) {
        Some("r") => Mastermind::Random,
        Some(n) => Mastermind::Ai(Budget { rollouts: n.parse().unwrap_or(160), ..Budget::default() }),
        None => Mastermind::Ai(Budget::default()),
    };
    let mm = match mm {
        Mastermind::Ai(b) if b.rollouts == 0 => Mastermind::Ai(Budget::greedy()),
        m => m,
    };
    let teams: Vec<Team> = args
        .get(3)
        .map_or("random,heuristic,cheating", String::as_str)
        .split(',')
        .map(|t| match t {
            "random" => Team::Random,
            "heuristic" => Team::Heuristic,
            "cheating" => Team::Cheating,
            "ai" => Team::Ai(looper_ai::PlayerBudget::default()),
            other => panic!("unknown team {other}"),
        })
        .collect();
    // A 4th argument keeps only the scripts whose names start with one of its comma-separated
    // prefixes (`fs1,bt2`), so a long table can be filled in a script at a time.
    let scripts: Vec<_> = match args.get(4) {
        Some(only) => {
            shipped(3).into_iter().filter(|(name, _)| only.split(',').any(|p| name.starts_with(p))).collect()
        }
        None => shipped(3),
    };
    let bar = ProgressBar::new((scripts.len() * teams.len()) as u64 * games as u64);
    bar.set_style(
        ProgressStyle::with_template("{elapsed_precise} [{bar:40}] {pos}/{len} games, eta {eta}")
            .expect("template")
            .progress_chars("=> "),
    );
    let t0 = std::time::Instant::now();
    // One cell at a time, each printed (and flushed) as soon as it is done: a long run cut short
    // still leaves its finished cells on stdout.
    let mut rows = vec![];
    for script in &scripts {
        for &team in &teams {
            let row = evaluate(std::slice::from_ref(script), &[team], mm, games, &mut || bar.inc(1));
            for r in &row {
                bar.println(format!(
                    "cell: {} vs {}: {}/{} Mastermind wins",
                    r.script,
                    r.team.name(),
                    r.mastermind_wins,
                    r.games
                ));
                println!("cell | {} | vs {} | {}/{} |", r.script, r.team.name(), r.mastermind_wins, r.games);
            }
            rows.extend(row);
        }
    }
    bar.finish();
    let decisions: u64 = rows.iter().map(|r| r.decisions).sum();
    println!("Mastermind: {mm:?}, {games} games per cell\n");
    println!("{}", table(&rows));
    println!(
        "{decisions} Mastermind decisions in {:.1} s ({:.2} ms per decision, games included)",
        t0.elapsed().as_secs_f64(),
        1000.0 * t0.elapsed().as_secs_f64() / decisions.max(1) as f64
    );
}
