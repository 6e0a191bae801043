//! Whole games between a Mastermind and a Protagonist team, and the win-rate table.

use engine::{Game, SeatId, Viewer};
use tragedy_looper::*;

use crate::deduce::deduce;
use crate::mastermind::{Budget, choose_with};
use crate::player::{PlayerBudget, SeatLog, choose_protagonist};
use crate::protagonists::{heuristic_command, random_command_for};
use crate::sim::{Rng, step_in_place};

/// Who plays the Mastermind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mastermind {
    /// Random legal commands.
    Random,
    /// The search with this budget ([`Budget::greedy`] is the prior alone).
    Ai(Budget),
}

/// Who plays the Protagonists.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Team {
    /// Random legal commands.
    Random,
    /// Knows the rules, not the script; the Final Guess uses the deduction assistant.
    Heuristic,
    /// Knows the script (cheats): a small Monte Carlo search with perfect information over the
    /// cheating heuristic (Forbids where the Mastermind needs Intrigue, calms culprits), and a
    /// perfect Final Guess as soon as the Time Spiral allows it.
    Cheating,
    /// The AI Protagonist ([`crate::player`]): reads only each seat's redacted log, draws scripts
    /// from the deduction and searches over them; the Final Guess from the deduction.
    Ai(PlayerBudget),
}

impl Team {
    /// Name for tables.
    pub fn name(self) -> &'static str {
        match self {
            Team::Random => "random",
            Team::Heuristic => "heuristic",
            Team::Cheating => "cheating",
            Team::Ai(_) => "AI Protagonists",
        }
    }
}

/// A started game: the state and the full log.
pub fn start(config: &Config) -> (State, Vec<Event>) {
    let mut dice = dice::Scripted::new([]);
    let events = TragedyLooper::start(config, &mut dice).expect("a valid config");
    let mut s = State::default();
    for e in &events {
        TragedyLooper::apply(&mut s, e);
    }
    (s, events)
}

/// The result of one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameResult {
    /// The winner (`None` if the step cap was hit).
    pub winner: Option<Side>,
    /// Loops played.
    pub loops: u8,
    /// Mastermind decisions made.
    pub mastermind_decisions: u32,
    /// Commands refused by the engine (must stay 0).
    pub refused: u32,
}

/// Plays one game; `seed` drives every random choice.
pub fn play_game(config: &Config, mm: Mastermind, team: Team, seed: u64) -> GameResult {
    play_game_logged(config, mm, team, seed).0
}

/// [`play_game`], with the game's full log (the Mastermind's, private card and causes included).
pub fn play_game_logged(config: &Config, mm: Mastermind, team: Team, seed: u64) -> (GameResult, Vec<Event>) {
    let (mut s, mut log) = start(config);
    let mut rng = Rng::new(seed);
    let mut res = GameResult { winner: None, loops: 0, mastermind_decisions: 0, refused: 0 };
    for _ in 0..20_000 {
        let Some(seat) = waiting_seat(&s) else { break };
        let cmd = if seat == MASTERMIND {
            res.mastermind_decisions += 1;
            match mm {
                Mastermind::Random => random_command_for(&s, seat, &mut rng),
                Mastermind::Ai(b) => choose_with(&s, seat, Budget { seed: b.seed ^ seed, ..b }),
            }
        } else {
            team_command(&s, &log, seat, team, &mut rng)
        };
        let Some(cmd) = cmd else { break };
        if !step_in_place(&mut s, seat, &cmd, Some(&mut log)) {
            res.refused += 1;
            break;
        }
    }
    res.winner = s.winner();
    res.loops = s.loop_no();
    (res, log)
}

/// A Protagonist command of `team` (the heuristic team's Final Guess reads only the redacted log).
pub fn team_command(s: &State, log: &[Event], seat: SeatId, team: Team, rng: &mut Rng) -> Option<Command> {
    match team {
        Team::Random => random_command_for(s, seat, rng),
        Team::Cheating => {
            crate::protagonists::cheating_search(s, seat, crate::protagonists::CHEATING_ROLLOUTS, rng)
        }
        Team::Ai(b) => {
            let b = PlayerBudget { seed: b.seed ^ rng.next_u64(), ..b };
            choose_protagonist(&SeatLog::new(seat, log), &legal_commands(s, seat), b)
        }
        Team::Heuristic => {
            if s.phase() == Phase::FinalGuess {
                let public: Vec<Event> =
                    log.iter().filter_map(|e| TragedyLooper::redact(e, Viewer::Seat(seat))).collect();
                let d = deduce(&s.setup().public, &public);
                let c = s.setup().cast().find(|c| !s.guessed(*c))?;
                return Some(Command::Guess { character: c, role: d.likeliest_role(c) });
            }
            heuristic_command(s, seat, false, 0.0, rng)
        }
    }
}

/// One cell of the table.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    /// Script file name.
    pub script: String,
    /// Opponent team.
    pub team: Team,
    /// Games played.
    pub games: u32,
    /// Games the Mastermind won.
    pub mastermind_wins: u32,
    /// Mastermind decisions in all.
    pub decisions: u64,
}

/// Plays `games` games of each script against each team; `tick` is called after every game.
pub fn evaluate(
    scripts: &[(String, Config)],
    teams: &[Team],
    mm: Mastermind,
    games: u32,
    tick: &mut dyn FnMut(),
) -> Vec<Row> {
    let mut rows = vec![];
    for (name, config) in scripts {
        for &team in teams {
            let mut row = Row { script: name.clone(), team, games: 0, mastermind_wins: 0, decisions: 0 };
            for g in 0..games {
                let r = play_game(config, mm, team, 0x5eed ^ ((g as u64) << 8));
                row.games += 1;
                row.decisions += r.mastermind_decisions as u64;
                if r.winner == Some(Side::Mastermind) {
                    row.mastermind_wins += 1;
                }
                tick();
            }
            rows.push(row);
        }
    }
    rows
}

/// The shipped scripts as 1-player configs (the CLI's solo table).
pub fn shipped(protagonists: u8) -> Vec<(String, Config)> {
    SCRIPTS
        .iter()
        .map(|(name, text)| {
            let script = parse_script(text).expect("shipped scripts parse");
            (
                name.trim_end_matches(".toml").to_string(),
                Config { script, protagonists, options: Options::default() },
            )
        })
        .collect()
}

/// A Markdown table of win rates.
pub fn table(rows: &[Row]) -> String {
    let mut teams: Vec<Team> = rows.iter().map(|r| r.team).collect();
    teams.sort();
    teams.dedup();
    let mut scripts: Vec<&str> = vec![];
    for r in rows {
        if !scripts.contains(&r.script.as_str()) {
            scripts.push(&r.script);
        }
    }
    let mut out = String::from("| script |");
    for t in &teams {
        out += &format!(" vs {} |", t.name());
    }
    out += "\n|---|";
    for _ in &teams {
        out += "---|";
    }
    out += "\n";
    for s in scripts {
        out += &format!("| {s} |");
        for t in &teams {
            match rows.iter().find(|r| r.script == s && r.team == *t) {
                Some(r) => {
                    out += &format!(
                        " {}/{} ({:.0}%) |",
                        r.mastermind_wins,
                        r.games,
                        100.0 * r.mastermind_wins as f64 / r.games.max(1) as f64
                    )
                }
                None => out += " |",
            }
        }
        out += "\n";
    }
    out
}
