//! Seats the server plays itself, where the game offers an AI ([`games::GameKind::ai_seats`]; today
//! Tragedy Looper's Mastermind and Protagonists, by the `looper-ai` crate behind `games`). A
//! Protagonist's AI reads only its seat's redacted log ([`games::GameKind::ai_reads_log`]).
//!
//! A table lists its AI seats in [`store::TableOptions::ai_seats`] (chosen when it is opened, checked
//! by [`check_options`]; an AI seat gets no invitation link and refuses commands from callers).
//! After every command appended through the API ([`wake`]) and at server start for every table with
//! AI seats ([`resume`]), a driver task per table plays while the game waits on one of its AI seats:
//!
//! 1. under the table's lock, catch up with the log and copy the state and its sequence number;
//! 2. release the lock and think on a blocking thread (`spawn_blocking`), so neither the table nor
//!    the async runtime waits on the search;
//! 3. play the answer through the same path as a human's command ([`crate::play`]: decide, verifiable
//!    dice, append with the expected sequence) *pinned to the sequence number it was chosen for*: if
//!    the log moved meanwhile (another process on the same PostgreSQL played the AI's move, or a
//!    Protagonist acted), nothing is appended and the driver looks again. So the AI never plays twice
//!    for one position, whichever process gets there first.
//!
//! A refused or missing answer is logged and ends the driver (the next command wakes it again), so
//! a bug can never spin a table forever; so does a cap of [`MAX_MOVES_PER_WAKE`] moves per wake.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use engine::{SeatId, Viewer};
use games::{GameKind, Unfit};
use serde_json::value::RawValue;
use store::{Store, TableId};

use crate::play::{TableSlot, play_as, redacted_events, slot};
use crate::{AppError, AppState};

/// Moves one wake may play before the driver stops (a whole Tragedy Looper game has a few hundred
/// Mastermind decisions at most; this only guards against a bug looping forever).
pub const MAX_MOVES_PER_WAKE: u32 = 2_000;

/// Checks a new table's `ai_seats` and `assistant` options for `kind` (the game's capabilities),
/// with `creator_seat` the seat the creator takes. The error says what is allowed.
pub fn check_options(
    kind: GameKind,
    ai_seats: &[SeatId],
    assistant: bool,
    creator_seat: Option<u8>,
) -> Result<(), AppError> {
    let bad = |u: Unfit| AppError::bad(u.code, u.message);
    kind.check_ai_seats(ai_seats, creator_seat).map_err(bad)?;
    kind.check_assistant(assistant).map_err(bad)
}

/// Per process: which tables have a driver running, and whether it was woken again meanwhile;
/// figures about the decisions taken.
#[derive(Default)]
pub(crate) struct Drivers {
    running: Mutex<HashMap<TableId, bool>>,
    /// Told whenever a driver stops (see [`settled`]).
    stopped: tokio::sync::Notify,
    stats: Mutex<DecisionStats>,
}

/// How long the AI took to decide, over the decisions this process made.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct DecisionStats {
    /// Decisions made.
    pub decisions: u64,
    /// Their total thinking time (on the blocking thread).
    pub total: Duration,
    /// The longest one.
    pub longest: Duration,
}

impl DecisionStats {
    /// The mean time per decision.
    pub fn mean(&self) -> Duration {
        if self.decisions == 0 { Duration::ZERO } else { self.total / self.decisions as u32 }
    }
}

/// The AI's decision times in this process so far.
pub fn stats(state: &AppState) -> DecisionStats {
    *state.inner.drivers.stats.lock().expect("ai stats lock")
}

/// Makes sure a driver runs for `slot`'s table if it has AI seats (returns at once; the driver is a
/// task of its own).
pub fn wake(state: &AppState, slot: &Arc<TableSlot>) {
    if slot.record.options.ai_seats.is_empty() {
        return;
    }
    let id = slot.record.id;
    {
        let mut running = state.inner.drivers.running.lock().expect("ai drivers lock");
        if let Some(again) = running.get_mut(&id) {
            *again = true;
            return;
        }
        running.insert(id, false);
    }
    let state = state.clone();
    let slot = slot.clone();
    tokio::spawn(async move { drive(state, slot).await });
}

/// At server start: wakes every table with AI seats (those waiting on one get their move).
pub async fn resume(state: &AppState) -> Result<usize, AppError> {
    let mut after = None;
    let mut woken = 0;
    loop {
        let page = state.db().list_tables(after, 200).await?;
        let Some(last) = page.last() else { break };
        after = Some(last.id);
        for t in page.iter().filter(|t| !t.options.ai_seats.is_empty()) {
            match slot(state, t.id).await {
                Ok(s) => {
                    wake(state, &s);
                    woken += 1;
                }
                Err(e) => tracing::warn!(table = %t.id, error = %e, "AI table not resumed"),
            }
        }
    }
    Ok(woken)
}

enum Step {
    /// The AI played a move.
    Played,
    /// The log moved while the AI was thinking; look again.
    Stale,
    /// The game waits on no AI seat.
    Idle,
}

async fn drive(state: AppState, slot: Arc<TableSlot>) {
    let id = slot.record.id;
    let mut moves = 0u32;
    let mut stale = 0u32;
    loop {
        if *state.inner.shutdown.borrow() {
            // The server is stopping: the next process resumes the table (`resume`).
            break;
        }
        match step(&state, &slot).await {
            Ok(Step::Played) => {
                moves += 1;
                if moves >= MAX_MOVES_PER_WAKE {
                    tracing::warn!(table = %id, moves, "AI driver stopped: too many moves for one wake");
                    break;
                }
            }
            Ok(Step::Stale) => {
                stale += 1;
                if stale >= 64 {
                    tracing::warn!(table = %id, "AI driver stopped: the table keeps changing");
                    break;
                }
                tokio::task::yield_now().await;
            }
            Ok(Step::Idle) => {
                let mut running = state.inner.drivers.running.lock().expect("ai drivers lock");
                match running.get_mut(&id) {
                    // Woken while looking: look once more.
                    Some(again) if *again => *again = false,
                    _ => {
                        running.remove(&id);
                        state.inner.drivers.stopped.notify_waiters();
                        return;
                    }
                }
            }
            Err(e) => {
                // The code only: a refusal's message may name the Mastermind's hidden cards.
                let (status, code, _, _) = e.parts();
                tracing::warn!(table = %id, status = status.as_u16(), code = %code, "AI driver stopped");
                break;
            }
        }
    }
    state.inner.drivers.running.lock().expect("ai drivers lock").remove(&id);
    state.inner.drivers.stopped.notify_waiters();
}

/// Returns once no AI driver of this process is running: every table it woke has played what it
/// could and waits on no AI seat (or its driver stopped). For tests and orderly shutdowns, instead
/// of waiting an arbitrary time.
pub async fn settled(state: &AppState) {
    loop {
        let stopped = state.inner.drivers.stopped.notified();
        tokio::pin!(stopped);
        // Registered before looking, so a driver stopping in between is not missed.
        stopped.as_mut().enable();
        if state.inner.drivers.running.lock().expect("ai drivers lock").is_empty() {
            return;
        }
        stopped.await;
    }
}

async fn step(state: &AppState, slot: &Arc<TableSlot>) -> Result<Step, AppError> {
    let id = slot.record.id;
    let (seat, snapshot, head) = {
        let mut e = slot.entry.lock().await;
        e.catch_up(state, id).await?;
        let waiting = e.state.waiting_on();
        let Some(seat) = slot.record.options.ai_seats.iter().copied().find(|s| waiting.contains(s)) else {
            return Ok(Step::Idle);
        };
        (seat, e.state.clone(), e.head)
    };
    // A seat with secrets hidden from it (a Protagonist) decides from its own redacted log up to
    // the head it decides for, read here like any reader of that seat would.
    let seat_log: Vec<Box<RawValue>> = if slot.kind.ai_reads_log(seat) {
        let (events, _) = redacted_events(state, slot.kind, id, 0, Viewer::Seat(seat)).await?;
        events.into_iter().filter(|e| e.seq <= head).map(|e| e.event.0).collect()
    } else {
        vec![]
    };
    let started = Instant::now();
    let chosen = tokio::task::spawn_blocking(move || snapshot.ai_choose(seat, &seat_log))
        .await
        .map_err(|e| AppError::internal("AI task", &e))?;
    let took = started.elapsed();
    {
        let mut s = state.inner.drivers.stats.lock().expect("ai stats lock");
        s.decisions += 1;
        s.total += took;
        s.longest = s.longest.max(took);
    }
    let Some(command) = chosen else {
        return Err(AppError::bad("ai.no_move", format!("the AI found no move for seat {}", seat.0)));
    };
    match play_as(state, slot, seat, &command, None, Some(head), None).await? {
        Some(_) => {
            tracing::info!(table = %id, seat = seat.0, seq = head, ms = took.as_secs_f64() * 1000.0, "AI move");
            Ok(Step::Played)
        }
        None => Ok(Step::Stale),
    }
}
