//! What a game offers the server beyond its rules: a moderator's skip, seats the server may play
//! itself (and how it chooses their moves), and a deduction assistant for its players.
//!
//! The server knows no game's commands: it asks [`GameKind`] and [`AnyState`] for these
//! capabilities, and a game without one answers so (no skip rule, no AI seat, no assistant).
//! Each game declares its capabilities once, in its [`Capabilities`] impl below.

use engine::{Game, RuleError, SeatId, Viewer};
use serde_json::Value;
use serde_json::value::RawValue;

use crate::{AnyState, GameKind};

/// Why a table option or a moderator's request does not fit the game: a stable code and an
/// English message that says what is allowed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct Unfit {
    /// Stable, dotted code (`table.ai_seat`, `table.assistant`, `skip.next_starter`).
    pub code: &'static str,
    /// What is allowed instead.
    pub message: String,
}

fn unfit(code: &'static str, message: impl Into<String>) -> Unfit {
    Unfit { code, message: message.into() }
}

/// What a moderator's skip needs, whatever the game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SkipRequest {
    /// The seat authorised to start what comes next (GenreFuzzion: the next scene).
    pub next_starter: Option<u8>,
    /// The server's clock, Unix seconds (the rules that skip take the time themselves).
    pub now_secs: u64,
}

/// A skip: the game's own command and the seat it is played as.
#[derive(Clone, Debug, PartialEq)]
pub struct Skip {
    /// The seat that plays it (the game's moderator).
    pub seat: SeatId,
    /// The game's command, as JSON (decided and logged like any other).
    pub command: Value,
}

/// Why there is no skip.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum SkipError {
    /// The game's rules have no skip (`table.no_skip`, a rule refusal).
    #[error(transparent)]
    NoRule(RuleError),
    /// The request lacks what the game's skip needs.
    #[error(transparent)]
    Incomplete(Unfit),
}

/// Why the deduction assistant cannot answer for a log.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotPublic {
    /// The game has no deduction assistant.
    #[error("this game has no deduction assistant")]
    NoAssistant,
    /// An event is not one of the game's events.
    #[error("event {0} is not an event of this game")]
    Malformed(usize),
    /// An event holds something a spectator may not see (the private card, a card's face, …).
    #[error("event {0} is not public: the assistant reads only the public log")]
    Hidden(usize),
    /// The log does not start with the public information the assistant reasons from.
    #[error("the log has no public card (GameStarted)")]
    NoCard,
}

/// A game's capabilities (each game's impl is below; the defaults are "none").
pub(crate) trait Capabilities: Game {
    /// The game's name in messages.
    const NAME: &'static str;
    /// The seats the server may play, and how a message names them.
    const AI_SEATS: (&'static [SeatId], &'static str) = (&[], "");
    /// Whether the game has a deduction assistant.
    const ASSISTANT: bool = false;
    /// Whether every roll the rules make is thrown before the whole table: a seat may then see
    /// (and verify) every roll whose command's events reach it, not only the rolls its own
    /// commands threw. "None" (only one's own rolls) is the safe default for a game with secret
    /// rolls.
    const ROLLS_IN_THE_OPEN: bool = false;

    /// The game's skip command for `req`.
    fn skip(_req: &SkipRequest) -> Result<Skip, SkipError> {
        Err(SkipError::NoRule(
            RuleError::new(
                "table.no_skip",
                format!("{} has no rule to skip a player: suspend the table instead, or wait", Self::ID),
            )
            .with("game", Self::ID),
        ))
    }

    /// The server's move for one of [`Capabilities::AI_SEATS`] (`None`: no move found).
    /// `seat_log` is the seat's own log (redacted for it), read by seats that must not see the
    /// state ([`Capabilities::ai_reads_log`]).
    fn ai_choose(_state: &Self::State, _seat: SeatId, _seat_log: &[Box<RawValue>]) -> Option<Self::Command> {
        None
    }

    /// Whether the AI of `seat` decides from the seat's redacted log (a seat with secrets hidden
    /// from it) rather than from the state (a seat that sees everything).
    fn ai_reads_log(_seat: SeatId) -> bool {
        false
    }

    /// The assistant's answer for a public log (see [`GameKind::deductions`]).
    fn deductions(_public: &[Box<RawValue>]) -> Result<Deduced, NotPublic> {
        Err(NotPublic::NoAssistant)
    }

    /// The seat the assistant refuses (it knows what the assistant deduces).
    fn assistant_excludes(_seat: SeatId) -> bool {
        false
    }

    /// The characters each seat plays, by name, as every seat knows them (sheets in play; none
    /// still being written, none kept from the players): whom an `@mention` may name.
    fn characters(_state: &Self::State) -> Vec<(SeatId, String)> {
        Vec::new()
    }
}

impl Capabilities for forty_four::FortyFour {
    // 44: nobody may act for a missing player, and there is no AI.
    const NAME: &'static str = "44";
    /// The conflict roll (p. 18), the Countdown's order roll (p. 13) and the end of turn's
    /// Resistance and Menace dice are thrown before everyone: no rule hides a die.
    const ROLLS_IN_THE_OPEN: bool = true;

    /// Each player's character (a main character or an operative), on its sheet.
    fn characters(state: &Self::State) -> Vec<(SeatId, String)> {
        state.characters.iter().map(|c| (c.seat, c.name.clone())).collect()
    }
}

impl Capabilities for fragmentos::Fragmentos {
    // Fragmentos: nobody may act for a missing Director or player, and there is no AI.
    const NAME: &'static str = "Fragmentos";
    /// Challenges and conflicts are rolled before the table (only a challenge's difficulty may
    /// stay hidden, which is no die).
    const ROLLS_IN_THE_OPEN: bool = true;

    /// Once the story started: each player's main character, and the Director's secondary
    /// characters and monsters brought into it (those still offstage are the Director's secret).
    fn characters(state: &Self::State) -> Vec<(SeatId, String)> {
        if !state.started {
            return Vec::new();
        }
        let mut mains = 0u8;
        state
            .characters
            .iter()
            .map(|c| match c.kind() {
                fragmentos::CharacterKind::Main => {
                    mains += 1;
                    (SeatId(mains), c.sheet.name.clone())
                }
                _ => (fragmentos::DIRECTOR, c.sheet.name.clone()),
            })
            .collect()
    }
}

impl Capabilities for genrefuzzion::GenreFuzzion {
    const NAME: &'static str = "GenreFuzzion";
    /// A game played by forum: every pool and trick roll is posted for all to read.
    const ROLLS_IN_THE_OPEN: bool = true;

    /// Each named character with its player (a retired one too: its player wrote it).
    fn characters(state: &Self::State) -> Vec<(SeatId, String)> {
        state.characters.iter().filter(|c| !c.name.is_empty()).map(|c| (c.player, c.name.clone())).collect()
    }

    /// "Tiempo máximo de espera": once the maximum wait has passed since the late player was
    /// contacted (`nudge_late_player`), the Moderator (seat 0) suspends the scene and names who may
    /// start the next one; the server's clock, so the wait cannot be cut short.
    fn skip(req: &SkipRequest) -> Result<Skip, SkipError> {
        let starter = req.next_starter.ok_or_else(|| {
            SkipError::Incomplete(unfit(
                "skip.next_starter",
                "GenreFuzzion's skip suspends the scene: name next_starter, the seat that may start the next one",
            ))
        })?;
        let command =
            genrefuzzion::Command::SuspendScene { now: req.now_secs, next_starter: SeatId(starter) };
        Ok(Skip { seat: SeatId(0), command: serde_json::to_value(command).expect("commands serialize") })
    }
}

/// The search budget of a Mastermind decision: the `looper-ai` default (160 rollouts to the end of
/// the loop, 10 candidates), about 10 ms per decision in release on a 2-core machine (the
/// `looper-ai` README's figures), far below the one-second bound even with several tables thinking.
pub const LOOPER_AI_BUDGET: looper_ai::Budget =
    looper_ai::Budget { rollouts: 160, candidates: 10, seed: 0x7a61 };

/// The budget of an AI Protagonist's decision on the server: 48 scripts drawn and weighed, 8
/// searched, 96 rollouts over 6 candidates. Smaller than the `looper-ai` default (160 drawn since
/// issue 35, which the balance figures measure) so that debug builds and several tables thinking
/// at once stay well inside the settle bounds; the chain behind a Final Guess scales with it.
pub const LOOPER_PROTAGONIST_BUDGET: looper_ai::PlayerBudget =
    looper_ai::PlayerBudget { drawn: 48, samples: 8, rollouts: 96, candidates: 6, seed: 0x5eed };

/// How many whole consistent assignments the assistant's answer lists (the counts cover all).
pub const LISTED_ASSIGNMENTS: usize = 20;

impl Capabilities for tragedy_looper::TragedyLooper {
    // Tragedy Looper has no skip: nobody may act for a missing Protagonist or Mastermind.
    const NAME: &'static str = "Tragedy Looper";
    const AI_SEATS: (&'static [SeatId], &'static str) = (
        &[tragedy_looper::MASTERMIND, SeatId(1), SeatId(2), SeatId(3)],
        "Tragedy Looper's Mastermind (seat 0) and Protagonists (seats 1-3)",
    );
    const ASSISTANT: bool = true;

    /// The Mastermind sees the whole state; a Protagonist reads only its redacted log
    /// (`looper_ai::SeatLog` redacts it again for the seat) and the commands its page offers.
    fn ai_choose(state: &Self::State, seat: SeatId, seat_log: &[Box<RawValue>]) -> Option<Self::Command> {
        if seat == tragedy_looper::MASTERMIND {
            return looper_ai::choose_with(state, seat, LOOPER_AI_BUDGET);
        }
        let events: Vec<tragedy_looper::Event> =
            seat_log.iter().map(|v| serde_json::from_str(v.get())).collect::<Result<_, _>>().ok()?;
        let legal = tragedy_looper::legal_commands(state, seat);
        looper_ai::choose_protagonist(
            &looper_ai::SeatLog::new(seat, &events),
            &legal,
            LOOPER_PROTAGONIST_BUDGET,
        )
    }

    fn ai_reads_log(seat: SeatId) -> bool {
        seat != tragedy_looper::MASTERMIND
    }

    fn deductions(public: &[Box<RawValue>]) -> Result<Deduced, NotPublic> {
        looper_deductions(public)
    }

    /// The Mastermind knows the script the assistant deduces.
    fn assistant_excludes(seat: SeatId) -> bool {
        seat == tragedy_looper::MASTERMIND
    }
}

/// Tragedy Looper's assistant: `looper_ai::deduce` on the public log, refusing any event a
/// spectator's redaction would change, so the hidden script cannot reach it even by mistake.
fn looper_deductions(events: &[Box<RawValue>]) -> Result<Deduced, NotPublic> {
    use tragedy_looper::{Event, TragedyLooper};
    let mut log = Vec::with_capacity(events.len());
    for (i, v) in events.iter().enumerate() {
        let e: Event = serde_json::from_str(v.get()).map_err(|_| NotPublic::Malformed(i))?;
        if TragedyLooper::redact(&e, Viewer::Spectator).as_ref() != Some(&e) {
            return Err(NotPublic::Hidden(i));
        }
        log.push(e);
    }
    let public = log
        .iter()
        .find_map(|e| match e {
            Event::GameStarted { public, .. } => Some(public.clone()),
            _ => None,
        })
        .ok_or(NotPublic::NoCard)?;
    let d = looper_ai::deduce(&public, &log);
    let listed = looper_ai::assignments(&public, &log, LISTED_ASSIGNMENTS);
    Ok(Deduced {
        total: d.total,
        plots: d
            .plots
            .into_iter()
            .map(|p| PlotWorld { main: p.main, subplots: p.subplots, assignments: p.assignments })
            .collect(),
        characters: d
            .roles
            .into_iter()
            .map(|(character, roles)| CharacterRoles {
                character,
                roles: roles.into_iter().map(|(role, count)| RoleCount { role, count }).collect(),
            })
            .collect(),
        culprits: d
            .culprits
            .into_iter()
            .map(|(day, incident, candidates)| Culprits { day, incident, candidates })
            .collect(),
        assignments: listed
            .into_iter()
            .map(|a| Assignment {
                main: a.main,
                subplots: a.subplots,
                roles: a.roles.into_iter().map(|(character, role)| CastRole { character, role }).collect(),
            })
            .collect(),
    })
}

// The deduction assistant's answer. Tragedy Looper's assistant is the only one, so its answer is
// shaped by that game's plots and roles.

/// Plots still possible, with the consistent role assignments under them.
#[derive(Clone, Debug, PartialEq, serde::Serialize, schemars::JsonSchema)]
pub struct PlotWorld {
    /// The main plot.
    pub main: tragedy_looper::Plot,
    /// The subplots.
    pub subplots: Vec<tragedy_looper::Plot>,
    /// Consistent role assignments under these plots.
    pub assignments: u64,
}

/// A role a character may still have, with the consistent combinations that give it.
#[derive(Clone, Debug, PartialEq, serde::Serialize, schemars::JsonSchema)]
pub struct RoleCount {
    /// The role.
    pub role: tragedy_looper::Role,
    /// Consistent (plots, roles) combinations with it.
    pub count: u64,
}

/// The roles a cast character may still have.
#[derive(Clone, Debug, PartialEq, serde::Serialize, schemars::JsonSchema)]
pub struct CharacterRoles {
    /// The character.
    pub character: tragedy_looper::Character,
    /// Its possible roles.
    pub roles: Vec<RoleCount>,
}

/// The possible culprits of a scheduled incident.
#[derive(Clone, Debug, PartialEq, serde::Serialize, schemars::JsonSchema)]
pub struct Culprits {
    /// Its day.
    pub day: u8,
    /// The incident.
    pub incident: tragedy_looper::Incident,
    /// Who may be its culprit.
    pub candidates: Vec<tragedy_looper::Character>,
}

/// A character's role in a whole consistent assignment.
#[derive(Clone, Debug, PartialEq, serde::Serialize, schemars::JsonSchema)]
pub struct CastRole {
    /// The character.
    pub character: tragedy_looper::Character,
    /// Its role.
    pub role: tragedy_looper::Role,
}

/// A whole consistent script: plots and every cast member's role.
#[derive(Clone, Debug, PartialEq, serde::Serialize, schemars::JsonSchema)]
pub struct Assignment {
    /// The main plot.
    pub main: tragedy_looper::Plot,
    /// The subplots.
    pub subplots: Vec<tragedy_looper::Plot>,
    /// Each cast member's role, in cast order.
    pub roles: Vec<CastRole>,
}

/// What the public log still allows: counts are consistent (plots, roles) combinations.
#[derive(Clone, Debug, PartialEq, serde::Serialize, schemars::JsonSchema)]
pub struct Deduced {
    /// Consistent (plots, roles) combinations in all.
    pub total: u64,
    /// Plot combinations still possible.
    pub plots: Vec<PlotWorld>,
    /// For each cast character, its possible roles.
    pub characters: Vec<CharacterRoles>,
    /// For each scheduled incident, its possible culprits.
    pub culprits: Vec<Culprits>,
    /// Up to [`LISTED_ASSIGNMENTS`] whole consistent assignments.
    pub assignments: Vec<Assignment>,
}

impl GameKind {
    /// The game's name in messages.
    pub fn name(self) -> &'static str {
        with_game!(self, G => <G as Capabilities>::NAME)
    }

    /// The game's skip command for a moderator's request, or why there is none.
    pub fn skip_command(self, req: &SkipRequest) -> Result<Skip, SkipError> {
        with_game!(self, G => <G as Capabilities>::skip(req))
    }

    /// The seats the server can play itself (empty: the game has no AI).
    pub fn ai_seats(self) -> &'static [SeatId] {
        with_game!(self, G => <G as Capabilities>::AI_SEATS.0)
    }

    /// Checks a new table's `ai_seats`, with `creator_seat` the seat its creator takes.
    pub fn check_ai_seats(self, ai_seats: &[SeatId], creator_seat: Option<u8>) -> Result<(), Unfit> {
        for (i, s) in ai_seats.iter().enumerate() {
            if !self.ai_seats().contains(s) {
                let playable: Vec<&str> = GameKind::ALL
                    .iter()
                    .map(|g| with_game!(*g, G => <G as Capabilities>::AI_SEATS.1))
                    .filter(|text| !text.is_empty())
                    .collect();
                return Err(unfit(
                    "table.ai_seat",
                    format!(
                        "the server cannot play seat {} of {}: only {} has an AI",
                        s.0,
                        self.id(),
                        playable.join(", ")
                    ),
                ));
            }
            if ai_seats[..i].contains(s) {
                return Err(unfit("table.ai_seat", format!("seat {} is listed twice in ai_seats", s.0)));
            }
            if creator_seat == Some(s.0) {
                return Err(unfit(
                    "table.ai_seat",
                    format!("seat {} is played by the server: take another seat, or none", s.0),
                ));
            }
        }
        Ok(())
    }

    /// Whether the AI of `seat` decides from the seat's redacted log (pass it to
    /// [`AnyState::ai_choose`]) instead of the state alone.
    pub fn ai_reads_log(self, seat: SeatId) -> bool {
        with_game!(self, G => <G as Capabilities>::ai_reads_log(seat))
    }

    /// Whether every roll of the game is thrown before the whole table (see the capability's
    /// declaration per game): a seat may verify the rolls of commands whose events reach it.
    pub fn rolls_in_the_open(self) -> bool {
        with_game!(self, G => <G as Capabilities>::ROLLS_IN_THE_OPEN)
    }

    /// Whether the game has a deduction assistant for its players.
    pub fn has_assistant(self) -> bool {
        with_game!(self, G => <G as Capabilities>::ASSISTANT)
    }

    /// Checks a new table's `assistant` option.
    pub fn check_assistant(self, assistant: bool) -> Result<(), Unfit> {
        if !assistant || self.has_assistant() {
            return Ok(());
        }
        let with: Vec<&str> = GameKind::ALL.iter().filter(|g| g.has_assistant()).map(|g| g.name()).collect();
        Err(unfit(
            "table.assistant",
            format!("the deduction assistant exists only for {}, not {}", with.join(", "), self.id()),
        ))
    }

    /// Whether the assistant refuses `seat` (a seat that knows what it deduces).
    pub fn assistant_excludes(self, seat: SeatId) -> bool {
        with_game!(self, G => <G as Capabilities>::assistant_excludes(seat))
    }

    /// The deduction assistant's answer for a public log (the events as a spectator receives them,
    /// in order, as JSON text). It takes that JSON and nothing else, and refuses any event that is not public.
    pub fn deductions(self, public: &[Box<RawValue>]) -> Result<Deduced, NotPublic> {
        with_game!(self, G => <G as Capabilities>::deductions(public))
    }
}

impl AnyState {
    /// The characters each seat plays, by name, as every seat knows them (the game's own answer;
    /// none in a game without characters of its own): whom an `@mention` may name.
    pub fn characters(&self) -> Vec<(SeatId, String)> {
        with_state!(self, G, s => <G as Capabilities>::characters(s))
    }

    /// The server's move for `seat` (one of [`GameKind::ai_seats`]), as JSON: `None` when the game
    /// has no AI for it or the AI found no move. `seat_log` is the seat's log redacted for it (read
    /// only where [`GameKind::ai_reads_log`]; empty otherwise). Deterministic for a position; may
    /// think for a while (call it off the async runtime).
    pub fn ai_choose(&self, seat: SeatId, seat_log: &[Box<RawValue>]) -> Option<Value> {
        with_state!(self, G, s => <G as Capabilities>::ai_choose(s, seat, seat_log)
            .map(|c| serde_json::to_value(c).expect("commands serialize")))
    }
}
