//! Balance for script writers: a script played many times by the AI Mastermind against
//! Protagonist teams, and what the games say — the Protagonists' win rate with a 95 % Wilson
//! interval, wins by loop, the loss conditions that ended lost loops, how often each incident
//! occurred, how often the Final Guess was right, and warnings. Pure: the games are seeded, the
//! statistics are read off each game's full log ([`GameStats::from_log`]); the caller draws
//! progress and prints.

use std::collections::BTreeMap;

use serde::Serialize;
use tragedy_looper::*;

use crate::eval::{Mastermind, Team, play_game_logged};
use crate::mastermind::Budget;
use crate::player::PlayerBudget;

/// The 95 % Wilson score interval of `successes` out of `n` (z = 1.96), as (low, high) in [0, 1].
/// Unlike the normal approximation it stays inside [0, 1] and is not empty at 0 or n successes,
/// which is where balance reports live (a script the Mastermind always wins). `n = 0`: (0, 1).
pub fn wilson(successes: u32, n: u32) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let z = 1.959_963_984_540_054_f64;
    let n = n as f64;
    let p = successes as f64 / n;
    let z2n = z * z / n;
    let centre = (p + z2n / 2.0) / (1.0 + z2n);
    let half = z * (p * (1.0 - p) / n + z2n / (4.0 * n)).sqrt() / (1.0 + z2n);
    // At 0 (or n) successes the bound is exactly 0 (or 1): `centre - half` is 0 in exact
    // arithmetic there, and the rounding left 2.8e-17 (issue 35), outside a rate of 0.
    let low = if successes == 0 { 0.0 } else { (centre - half).max(0.0) };
    let high = if successes as f64 == n { 1.0 } else { (centre + half).min(1.0) };
    (low, high)
}

/// Why a lost loop was lost: a loss condition of a role, an incident, or a plot (rulebook, "Final
/// del bucle": one loss condition is enough; a loop can meet several).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum LossCause {
    /// A role's loss condition or ability: the Key Person died, a Friend died, a Killer or Loved One
    /// killed the Protagonists, the Time Traveler declared defeat.
    Role(Role),
    /// An incident killed the Protagonists (e.g. a Hospital Incident).
    Incident(Incident),
    /// A plot's loss condition held at loop end.
    Plot(Plot),
}

impl LossCause {
    /// Stable key for JSON: `role:key_person`, `incident:hospital_incident`, `plot:murder_plan`.
    pub fn key(self) -> String {
        match self {
            LossCause::Role(r) => format!("role:{}", r.name()),
            LossCause::Incident(i) => format!("incident:{}", i.name()),
            LossCause::Plot(p) => format!("plot:{}", p.name()),
        }
    }
}

/// What one game shows, read off its full log (the Mastermind's: it holds the private card and the
/// `Secretly` causes).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct GameStats {
    /// The winner (`None`: the game did not finish).
    pub winner: Option<Side>,
    /// The loop the Protagonists won (`None` when they lost or won by the Final Guess).
    pub won_on_loop: Option<u8>,
    /// The loss causes of each lost loop, in loop order.
    pub lost_loops: Vec<Vec<LossCause>>,
    /// Incidents that occurred, in order.
    pub incidents: Vec<Incident>,
    /// The Final Guess: `Some(right)` when it was made.
    pub final_guess: Option<bool>,
    /// Roles whose ability, refusal or loss condition came into play at least once.
    pub roles_mattered: Vec<Role>,
}

impl GameStats {
    /// Reads a game's full log (starting with `GameStarted` with its private card).
    pub fn from_log(log: &[Event]) -> GameStats {
        let mut g = GameStats::default();
        let mut roles: BTreeMap<Character, Role> = BTreeMap::new();
        let role =
            |roles: &BTreeMap<Character, Role>, c: Character| roles.get(&c).copied().unwrap_or_default();
        let mut causes: Vec<LossCause> = vec![];
        let mut dead_this_loop: Vec<Character> = vec![];
        // What may have killed the Protagonists: the last incident, or a role's ability.
        let mut last_incident: Option<Incident> = None;
        let mut last_killer: Option<Role> = None;
        let mut in_final_guess = false;
        let mattered = |g: &mut GameStats, r: Role| {
            if r != Role::Person && !g.roles_mattered.contains(&r) {
                g.roles_mattered.push(r);
            }
        };
        for e in log {
            match e {
                Event::GameStarted { private: Some(p), .. } => {
                    roles = p.roles.iter().map(|r| (r.character, r.role)).collect();
                }
                Event::LoopStarted { .. } => {
                    causes.clear();
                    dead_this_loop.clear();
                    last_incident = None;
                    last_killer = None;
                }
                Event::DayStarted { .. } => last_incident = None,
                Event::IncidentOccurred { incident, .. } => {
                    g.incidents.push(*incident);
                    last_incident = Some(*incident);
                    last_killer = None;
                }
                Event::CharacterDied { character } => dead_this_loop.push(*character),
                Event::CharacterRevived { character } => dead_this_loop.retain(|c| c != character),
                Event::GoodwillRefused { character, .. } => mattered(&mut g, role(&roles, *character)),
                Event::Secretly { cause } => match *cause {
                    Cause::Ability { ability } => {
                        use MastermindAbility::*;
                        let user = match ability {
                            Brain { brain, .. } => Some(brain),
                            Theorist { theorist, .. } => Some(theorist),
                            KillKeyPerson { killer } => Some(killer),
                            KillProtagonists { by } => {
                                last_killer = Some(role(&roles, by));
                                Some(by)
                            }
                            DeclareDefeat { traveler } => {
                                let r = role(&roles, traveler);
                                push(&mut causes, LossCause::Role(r));
                                Some(traveler)
                            }
                            Doctor { .. } => Some(Character::Doctor),
                            Rumor { .. } => None,
                        };
                        if let Some(c) = user {
                            mattered(&mut g, role(&roles, c));
                        }
                    }
                    Cause::KeyPersonDied { character } => {
                        let r = role(&roles, character);
                        mattered(&mut g, r);
                        push(&mut causes, LossCause::Role(r));
                    }
                    Cause::SerialKiller { killer } => mattered(&mut g, role(&roles, killer)),
                    Cause::Heartbroken { character } => {
                        mattered(&mut g, role(&roles, character));
                        let partner = match role(&roles, character) {
                            Role::Lover => Role::LovedOne,
                            _ => Role::Lover,
                        };
                        mattered(&mut g, partner);
                    }
                    Cause::Cultist => mattered(&mut g, Role::Cultist),
                    Cause::ThreadsOfFate => {}
                    Cause::PlotLoss { plot } => {
                        // The plots whose loss condition is about one role's character.
                        let about = match plot {
                            Plot::LightOfTheAvenger => Some(Role::Brain),
                            Plot::GiantTimeBomb => Some(Role::Witch),
                            Plot::SignWithMe => Some(Role::KeyPerson),
                            _ => None,
                        };
                        if let Some(r) = about {
                            mattered(&mut g, r);
                        }
                        push(&mut causes, LossCause::Plot(plot))
                    }
                },
                Event::ProtagonistsDied => {
                    if let Some(r) = last_killer.take() {
                        push(&mut causes, LossCause::Role(r));
                    } else if let Some(i) = last_incident {
                        push(&mut causes, LossCause::Incident(i));
                    }
                }
                Event::LoopResult { loop_no, lost } => {
                    if *lost {
                        // The Friend's loss condition is checked at loop end (edge case 7); an
                        // already revealed Friend is not revealed again, so read it off the deaths.
                        for c in &dead_this_loop {
                            if role(&roles, *c) == Role::Friend {
                                mattered(&mut g, Role::Friend);
                                push(&mut causes, LossCause::Role(Role::Friend));
                            }
                        }
                        g.lost_loops.push(std::mem::take(&mut causes));
                    } else {
                        g.won_on_loop = Some(*loop_no);
                    }
                }
                Event::FinalGuessStarted => in_final_guess = true,
                Event::GameEnded { winner } => {
                    g.winner = Some(*winner);
                    if in_final_guess {
                        g.final_guess = Some(*winner == Side::Protagonists);
                    }
                }
                _ => {}
            }
        }
        g.roles_mattered.sort();
        g
    }
}

fn push(causes: &mut Vec<LossCause>, c: LossCause) {
    if !causes.contains(&c) {
        causes.push(c);
    }
}

/// The totals of one team's games.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct TeamReport {
    /// `ai`, `heuristic` or `cheating`.
    pub team: String,
    /// Games played.
    pub games: u32,
    /// Games the Protagonists won.
    pub protagonist_wins: u32,
    /// `protagonist_wins / games`.
    pub win_rate: f64,
    /// The 95 % Wilson interval of the win rate.
    pub win_rate_low: f64,
    /// Its upper end.
    pub win_rate_high: f64,
    /// Wins by the loop they came in (index 0 is loop 1); Final Guess wins are apart.
    pub wins_by_loop: Vec<u32>,
    /// Final Guesses made.
    pub final_guesses: u32,
    /// Final Guesses that were right (the Protagonists won by them).
    pub final_guesses_right: u32,
    /// Loops the Protagonists lost.
    pub lost_loops: u32,
    /// Lost loops per loss cause (a loop meeting two conditions counts for both).
    pub loss_causes: BTreeMap<String, u32>,
    /// Times each incident occurred, in all games.
    pub incidents: BTreeMap<String, u32>,
    /// Games in which each role's ability, refusal or loss condition came into play.
    pub roles_mattered: BTreeMap<String, u32>,
    /// Games that hit the step cap or where the engine refused an AI command (must be 0).
    pub unfinished: u32,
}

impl TeamReport {
    fn new(team: &str, loops: u8) -> Self {
        TeamReport { team: team.into(), wins_by_loop: vec![0; loops as usize], ..Default::default() }
    }

    /// Adds one game.
    pub fn add(&mut self, g: &GameStats) {
        self.games += 1;
        match g.winner {
            Some(Side::Protagonists) => self.protagonist_wins += 1,
            Some(Side::Mastermind) => {}
            None => self.unfinished += 1,
        }
        if let Some(l) = g.won_on_loop {
            let i = l.saturating_sub(1) as usize;
            if i >= self.wins_by_loop.len() {
                self.wins_by_loop.resize(i + 1, 0);
            }
            self.wins_by_loop[i] += 1;
        }
        if let Some(right) = g.final_guess {
            self.final_guesses += 1;
            self.final_guesses_right += right as u32;
        }
        for loop_causes in &g.lost_loops {
            self.lost_loops += 1;
            if loop_causes.is_empty() {
                *self.loss_causes.entry("unknown".into()).or_default() += 1;
            }
            for c in loop_causes {
                *self.loss_causes.entry(c.key()).or_default() += 1;
            }
        }
        for i in &g.incidents {
            *self.incidents.entry(i.name().into()).or_default() += 1;
        }
        for r in &g.roles_mattered {
            *self.roles_mattered.entry(r.name().into()).or_default() += 1;
        }
        self.win_rate = self.protagonist_wins as f64 / self.games as f64;
        (self.win_rate_low, self.win_rate_high) = wilson(self.protagonist_wins, self.games);
    }
}

/// A warning for the script writer; `code` is stable, `message` is English.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Warning {
    /// `unwinnable`, `won_on_loop_1`, `role_never_matters`, `label_disagrees`, `unfinished`.
    pub code: String,
    /// In words.
    pub message: String,
    /// What the message names, for a translation (`team`, `role`, `character`: snake_case keys;
    /// `games`, `wins`: numbers; `declared`, `measured`: difficulties).
    pub params: BTreeMap<String, String>,
}

/// The whole report.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Report {
    /// The script's title.
    pub title: String,
    /// The difficulty the script declares (`easy`, `normal`, `hard`).
    pub declared: String,
    /// The difficulty the measurement points to (see [`band_of`]).
    pub measured: String,
    /// Games per team.
    pub games: u32,
    /// Protagonist players.
    pub protagonists: u8,
    /// Whether the tragedy set has a Final Guess (Basic Tragedy does, First Steps does not).
    pub final_guess: bool,
    /// One report per team, the AI Protagonists first.
    pub teams: Vec<TeamReport>,
    /// Warnings.
    pub warnings: Vec<Warning>,
}

impl Report {
    /// The report of a team (`ai`, `heuristic`, `cheating`).
    pub fn team(&self, name: &str) -> Option<&TeamReport> {
        self.teams.iter().find(|t| t.team == name)
    }
}

/// Games per team by default: about a minute per script in a release build on a 2-core machine,
/// and the number behind the shipped scripts' difficulty labels.
pub const DEFAULT_GAMES: u32 = 10;

/// What to play.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    /// Games per team.
    pub games: u32,
    /// Protagonist players (the solo table and the evaluation use 3).
    pub protagonists: u8,
    /// Worker threads (games are independent and seeded, so the report does not depend on it).
    pub threads: usize,
    /// The Mastermind's budget.
    pub mastermind: Budget,
    /// The AI Protagonists' budget.
    pub player: PlayerBudget,
    /// Seed of every game (game `g` of a team plays with seed `seed ^ (g << 8)`).
    pub seed: u64,
    /// No game but the first of each team starts after this instant (the pages' "check this
    /// script" bounds its time so): the report then counts only the games played, each team's
    /// `games` saying how many. Games are started round by round (game 0 of every team, then game
    /// 1, …), so the teams stay level.
    pub deadline: Option<std::time::Instant>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            games: DEFAULT_GAMES,
            protagonists: 3,
            threads: 1,
            mastermind: Budget::default(),
            player: PlayerBudget::default(),
            seed: 0x5eed,
            deadline: None,
        }
    }
}

/// The teams a script is measured against, in report order: the AI Protagonists (script-blind,
/// the stand-in for players), the heuristic team (script-blind, weak), the cheating team (knows the
/// script: if even it never wins, the script is unwinnable as played by the AI Mastermind).
pub fn teams(o: &Options) -> [(&'static str, Team); 3] {
    [("ai", Team::Ai(o.player)), ("heuristic", Team::Heuristic), ("cheating", Team::Cheating)]
}

/// Plays `o.games` games against each of [`teams`] and reports. `tick(done, total)` is called on
/// the calling thread after every game.
pub fn run(script: &Script, o: &Options, tick: &mut dyn FnMut(u32, u32)) -> Report {
    let config = Config { script: script.clone(), protagonists: o.protagonists, options: Default::default() };
    let teams = teams(o);
    let total = o.games * teams.len() as u32;
    // Round by round (see `Options::deadline`); the seeds depend on (team, game) only.
    let jobs: Vec<(usize, u32)> = (0..o.games).flat_map(|g| (0..teams.len()).map(move |t| (t, g))).collect();
    let mut results: Vec<Option<GameStats>> = vec![None; jobs.len()];
    let threads = o.threads.clamp(1, jobs.len().max(1));
    let next = std::sync::atomic::AtomicUsize::new(0);
    let (tx, rx) = std::sync::mpsc::channel::<(usize, GameStats)>();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            let tx = tx.clone();
            let (jobs, next, config) = (&jobs, &next, &config);
            scope.spawn(move || {
                loop {
                    let j = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    let Some(&(t, g)) = jobs.get(j) else { break };
                    // Round 0 always plays: every team gets at least one game.
                    if g > 0 && o.deadline.is_some_and(|d| std::time::Instant::now() >= d) {
                        break;
                    }
                    let (res, log) = play_game_logged(
                        config,
                        Mastermind::Ai(o.mastermind),
                        teams[t].1,
                        o.seed ^ ((g as u64) << 8),
                    );
                    let mut stats = GameStats::from_log(&log);
                    if res.refused > 0 {
                        stats.winner = None;
                    }
                    if tx.send((j, stats)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(tx);
        for (done, (j, stats)) in rx.iter().enumerate() {
            results[j] = Some(stats);
            tick(done as u32 + 1, total);
        }
    });
    let loops = script.public.loops;
    let mut reports: Vec<TeamReport> = teams.iter().map(|(n, _)| TeamReport::new(n, loops)).collect();
    // Without a deadline every game reports; with one, the games not started are left out.
    for (&(t, _), stats) in jobs.iter().zip(&results) {
        if let Some(stats) = stats {
            reports[t].add(stats);
        }
    }
    let played = reports.iter().map(|r| r.games).max().unwrap_or(0);
    report(script, &Options { games: played, ..*o }, reports)
}

/// Builds the report (and its warnings) from the teams' totals.
pub fn report(script: &Script, o: &Options, teams: Vec<TeamReport>) -> Report {
    let declared = script.public.difficulty;
    let mut r = Report {
        title: script.public.title.clone(),
        declared: difficulty_name(declared).into(),
        measured: String::new(),
        games: o.games,
        protagonists: o.protagonists,
        final_guess: script.public.tragedy_set.final_guess(),
        teams,
        warnings: vec![],
    };
    let ai = r.team("ai").cloned().unwrap_or_default();
    let cheating = r.team("cheating").cloned().unwrap_or_default();
    r.measured = difficulty_name(band_of(&ai, &cheating)).to_string();
    let mut warnings = vec![];
    let mut warn = |code: &str, message: String, params: &[(&str, String)]| {
        let params = params.iter().map(|(k, v)| (k.to_string(), v.clone())).collect();
        warnings.push(Warning { code: code.into(), message, params })
    };
    if cheating.games > 0 && cheating.protagonist_wins == 0 {
        warn(
            "unwinnable",
            format!(
                "even the team that knows the script (a search over its cards against the Mastermind's \
                 replies) won none of {} games: as the AI Mastermind plays it, the script looks unwinnable",
                cheating.games
            ),
            &[("games", cheating.games.to_string())],
        );
    }
    let heuristic = r.team("heuristic").cloned().unwrap_or_default();
    for t in [&ai, &heuristic] {
        let first = t.wins_by_loop.first().copied().unwrap_or(0);
        if t.games > 0 && 2 * first > t.games {
            warn(
                "won_on_loop_1",
                format!(
                    "the {}, who do not know the script, won on loop 1 in {first} of {} games: the \
                     first loop leaves nothing to deduce",
                    team_words(&t.team),
                    t.games
                ),
                &[("team", t.team.clone()), ("wins", first.to_string()), ("games", t.games.to_string())],
            );
        }
    }
    for entry in script.private.roles.iter().filter(|e| e.role != Role::Person) {
        let n: u32 = r.teams.iter().filter_map(|t| t.roles_mattered.get(entry.role.name())).sum();
        let games: u32 = r.teams.iter().map(|t| t.games).sum();
        if n == 0 && games > 0 {
            warn(
                "role_never_matters",
                format!(
                    "the {} ({}) never used an ability, refused goodwill or met a loss condition in {games} \
                     games: the role may not matter",
                    words(entry.role.name()),
                    words(entry.character.name()),
                ),
                &[
                    ("role", entry.role.name().to_string()),
                    ("character", entry.character.name().to_string()),
                    ("games", games.to_string()),
                ],
            );
        }
    }
    if r.measured != r.declared {
        warn(
            "label_disagrees",
            format!(
                "the script is labelled {} but measures as {} (see the difficulty bands)",
                r.declared, r.measured
            ),
            &[("declared", r.declared.clone()), ("measured", r.measured.clone())],
        );
    }
    let unfinished: u32 = r.teams.iter().map(|t| t.unfinished).sum();
    if unfinished > 0 {
        warn(
            "unfinished",
            format!("{unfinished} games did not finish (a bug: please report it)"),
            &[("games", unfinished.to_string())],
        );
    }
    r.warnings = warnings;
    r
}

/// The difficulty bands (documented in the crate README): the measured label of a script from the
/// AI Protagonists' and the cheating team's win rates. A script even the team that knows it never
/// wins is hard (and warned about as unwinnable).
pub fn band_of(ai: &TeamReport, cheating: &TeamReport) -> Difficulty {
    band(ai.win_rate, cheating.win_rate)
}

/// The bands on the two win rates (see [`band_of`]).
pub fn band(ai_rate: f64, cheating_rate: f64) -> Difficulty {
    if ai_rate >= EASY_AI && cheating_rate >= EASY_CHEATING {
        Difficulty::Easy
    } else if ai_rate >= NORMAL_AI || cheating_rate >= NORMAL_CHEATING {
        Difficulty::Normal
    } else {
        Difficulty::Hard
    }
}

/// Easy: the AI Protagonists win at least this often…
pub const EASY_AI: f64 = 0.25;
/// …and the team that knows the script at least this often.
pub const EASY_CHEATING: f64 = 0.9;
/// Normal: the AI Protagonists win at least this often, or…
pub const NORMAL_AI: f64 = 0.05;
/// …the team that knows the script at least this often.
pub const NORMAL_CHEATING: f64 = 0.5;

/// `easy`, `normal`, `hard`.
pub fn difficulty_name(d: Difficulty) -> &'static str {
    match d {
        Difficulty::Easy => "easy",
        Difficulty::Normal => "normal",
        Difficulty::Hard => "hard",
    }
}

/// A snake_case name in words with capitals, as the rulebook writes them: `key_person` → "Key
/// Person", `light_of_the_avenger` → "Light of the Avenger".
pub fn words(name: &str) -> String {
    name.split('_')
        .enumerate()
        .map(|(i, w)| {
            if i > 0 && matches!(w, "of" | "the" | "a" | "with" | "to" | "in") {
                return w.to_string();
            }
            let mut c = w.chars();
            c.next().map(|f| f.to_uppercase().chain(c).collect::<String>()).unwrap_or_default()
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// A team key in words.
pub fn team_words(team: &str) -> &'static str {
    match team {
        "ai" => "AI Protagonists",
        "heuristic" => "heuristic team",
        _ => "cheating team (knows the script)",
    }
}

/// A loss-cause key in words: `plot:murder_plan` → "Murder Plan (plot)".
pub fn cause_words(key: &str) -> String {
    match key.split_once(':') {
        Some((kind, name)) => format!("{} ({kind})", words(name)),
        None => key.to_string(),
    }
}

/// The report in English, as `tablon script balance` prints it.
pub fn human(r: &Report) -> String {
    use std::fmt::Write;
    let mut o = String::new();
    let pct = |x: f64| format!("{:.0}%", 100.0 * x);
    let _ = writeln!(
        o,
        "\"{}\": {} games per team, {} Protagonist players, the AI Mastermind at its default budget",
        r.title, r.games, r.protagonists
    );
    let _ = writeln!(
        o,
        "Difficulty: labelled {}, measured {} (bands: crates/looper-ai/README.md)",
        r.declared, r.measured
    );
    for t in &r.teams {
        let _ = writeln!(o, "\nAgainst the {}:", team_words(&t.team));
        let _ = writeln!(
            o,
            "  Protagonists won {} of {} ({}; 95% interval {}–{})",
            t.protagonist_wins,
            t.games,
            pct(t.win_rate),
            pct(t.win_rate_low),
            pct(t.win_rate_high)
        );
        let by_loop: Vec<String> =
            t.wins_by_loop.iter().enumerate().map(|(i, n)| format!("loop {}: {n}", i + 1)).collect();
        let _ = writeln!(o, "  Wins by loop: {}", by_loop.join(", "));
        if t.final_guesses > 0 {
            let _ = writeln!(o, "  Final Guess right: {} of {}", t.final_guesses_right, t.final_guesses);
        } else if r.final_guess {
            let _ = writeln!(o, "  Final Guess: never reached");
        }
        let mut causes: Vec<(&String, &u32)> = t.loss_causes.iter().collect();
        causes.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
        let causes: Vec<String> = causes.iter().map(|(k, n)| format!("{} {n}", cause_words(k))).collect();
        let _ = writeln!(o, "  Lost loops: {} — {}", t.lost_loops, causes.join(", "));
        let mut inc: Vec<(&String, &u32)> = t.incidents.iter().collect();
        inc.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
        let inc: Vec<String> = inc.iter().map(|(k, n)| format!("{} {n}", words(k))).collect();
        let _ = writeln!(o, "  Incidents: {}", if inc.is_empty() { "none".into() } else { inc.join(", ") });
    }
    if r.warnings.is_empty() {
        let _ = writeln!(o, "\nNo warnings.");
    } else {
        let _ = writeln!(o, "\nWarnings:");
        for w in &r.warnings {
            let _ = writeln!(o, "  - {}", w.message);
        }
    }
    o
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: (f64, f64), b: (f64, f64)) -> bool {
        (a.0 - b.0).abs() < 5e-5 && (a.1 - b.1).abs() < 5e-5
    }

    /// Known values (Wilson 1927; Newcombe 1998, table I, method 3): 0/10, 5/10, 10/10, 81/263.
    #[test]
    fn wilson_known_values() {
        assert!(close(wilson(0, 10), (0.0, 0.27753)), "{:?}", wilson(0, 10));
        assert!(close(wilson(5, 10), (0.23659, 0.76341)), "{:?}", wilson(5, 10));
        assert!(close(wilson(10, 10), (0.72247, 1.0)), "{:?}", wilson(10, 10));
        assert!(close(wilson(81, 263), (0.25529, 0.36621)), "{:?}", wilson(81, 263));
        assert_eq!(wilson(0, 0), (0.0, 1.0));
        // Exact at the ends: the rate lies inside its own interval (issue 35: 0 wins gave 2.8e-17).
        for n in 1..200 {
            assert_eq!(wilson(0, n).0, 0.0, "0/{n}");
            assert_eq!(wilson(n, n).1, 1.0, "{n}/{n}");
        }
        // Symmetric, inside [0, 1], narrowing with n.
        let (l, h) = wilson(3, 20);
        let (l2, h2) = wilson(17, 20);
        assert!((l - (1.0 - h2)).abs() < 1e-12 && (h - (1.0 - l2)).abs() < 1e-12);
        assert!(wilson(30, 200).1 - wilson(30, 200).0 < h - l);
    }

    #[test]
    fn bands() {
        assert_eq!(band(0.3, 0.95), Difficulty::Easy);
        assert_eq!(band(0.3, 0.6), Difficulty::Normal);
        assert_eq!(band(0.1, 0.2), Difficulty::Normal);
        assert_eq!(band(0.0, 0.6), Difficulty::Normal);
        assert_eq!(band(0.0, 0.2), Difficulty::Hard);
        let none = TeamReport { games: 10, ..Default::default() };
        assert_eq!(band_of(&none, &none), Difficulty::Hard, "unwinnable for the cheating team: hard");
    }

    #[test]
    fn words_read_like_the_rulebook() {
        assert_eq!(words("light_of_the_avenger"), "Light of the Avenger");
        assert_eq!(words("key_person"), "Key Person");
        assert_eq!(cause_words("incident:hospital_incident"), "Hospital Incident (incident)");
    }
}
