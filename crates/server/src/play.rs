//! Playing: who the caller is at a table ([`access`]), the folded state cached per table
//! ([`TableEntry`]), commands (decide, append with the expected sequence, reload and decide again on
//! a conflict), the caller's view and the redacted log.
//!
//! The cache holds, per table, the state folded up to `head`. A command decides on it and appends
//! with `expected = head`; if another writer (another process) got there first, the store refuses
//! with a conflict, the entry catches up with `events_since(head)` and the command is decided again
//! on the new state, so it is refused only when the new state makes it illegal. A rule refusal is
//! also re-checked once after catching up, so a stale cache never refuses a legal command. Commands
//! of one table are serialised in-process by the entry's lock; different tables run in parallel
//! and their appends share the store's group commit.

use std::collections::HashMap;
use std::sync::Arc;

use crate::path::Path;
use axum::Json;
use axum::extract::{Query, State};
use dice::{ServerSeed, VerifiableRoller};
use engine::{SeatId, Viewer};
use games::{AnyState, GameError, GameKind};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use serde_json::value::RawValue;
use store::{Appended, CommitmentId, Entity, NewEvent, Store, StoreError, TableId, TableRecord, new_token};

use crate::auth::Caller;
use crate::idempotency::{Answered, Once};
use crate::{AppError, AppState};

/// A table in the cache: its record (immutable) and its folded state behind a lock.
pub struct TableSlot {
    /// The stored table.
    pub record: TableRecord,
    /// Its game.
    pub kind: GameKind,
    /// The folded state.
    pub entry: tokio::sync::Mutex<TableEntry>,
    /// Since when the table is suspended (`None`: it is not), and when that was read.
    pub(crate) suspension: std::sync::Mutex<Option<(Option<i64>, std::time::Instant)>>,
}

/// The state of a table folded up to `head`, and the dice it rolls with.
pub struct TableEntry {
    /// The last sequence number folded in.
    pub head: u64,
    /// The state after it.
    pub state: AnyState,
    dice: Option<(CommitmentId, ServerSeed)>,
    next_index: HashMap<String, u64>,
}

impl TableEntry {
    /// Folds every event after `head`.
    pub async fn catch_up(&mut self, state: &AppState, table: TableId) -> Result<(), AppError> {
        let events = state.db().events_since(table, self.head).await?;
        for e in events {
            self.state.apply(&e.event).map_err(|err| AppError::internal("stored event", &err))?;
            self.head = e.seq;
        }
        Ok(())
    }

    /// Forgets the cached dice (after the seed was revealed and rotated).
    pub(crate) fn reset_dice(&mut self) {
        self.dice = None;
        self.next_index.clear();
    }
}

/// The cached slot of a table, loading and folding it on first use.
pub async fn slot(state: &AppState, id: TableId) -> Result<Arc<TableSlot>, AppError> {
    if let Some(s) = state.inner.tables.lock().expect("cache lock").get(&id) {
        return Ok(s.clone());
    }
    let record = state.db().table(id).await?;
    let kind = GameKind::from_id(&record.game).map_err(|e| AppError::internal("stored game", &e))?;
    let mut entry =
        TableEntry { head: 0, state: AnyState::new(kind), dice: None, next_index: HashMap::new() };
    entry.catch_up(state, id).await?;
    // A seat the game gained in play may have missed its row (a process that died in between).
    add_new_seats(state, id, &entry.state).await?;
    let slot = Arc::new(TableSlot {
        record,
        kind,
        entry: tokio::sync::Mutex::new(entry),
        suspension: std::sync::Mutex::new(None),
    });
    let mut tables = state.inner.tables.lock().expect("cache lock");
    let max = state.config().max_cached_tables.max(1);
    if tables.len() >= max {
        // Forget idle tables (held by nobody but the cache); the next use folds them again from
        // the log. A table in use (a command, a stream, an AI driver) holds its slot and stays.
        let mut idle: Vec<TableId> =
            tables.iter().filter(|(_, s)| Arc::strong_count(s) == 1).map(|(id, _)| *id).collect();
        idle.truncate(tables.len() + 1 - max * 9 / 10);
        for t in idle {
            tables.remove(&t);
        }
    }
    Ok(tables.entry(id).or_insert(slot).clone())
}

/// Gives the store a seat for each seat the game has and the store has not (a player the game
/// admitted in play, such as GenreFuzzion's), so it is listed with the table's seats and can be
/// given a link.
async fn add_new_seats(state: &AppState, id: TableId, game: &AnyState) -> Result<(), AppError> {
    let stored = state.db().seats(id).await?;
    for info in game.seats() {
        if stored.iter().any(|s| s.seat == info.seat) {
            continue;
        }
        let seat = store::NewSeat { seat: info.seat, role: info.role.code().to_owned(), holder: None };
        match state.db().add_seat(id, &seat).await {
            // Another process added it first.
            Ok(_) | Err(StoreError::Duplicate(_)) => {}
            Err(err) => return Err(err.into()),
        }
    }
    Ok(())
}

/// When the table began waiting for its current move: the time of its last event (at `head`), or
/// its opening before any. Deadlines count from it.
pub async fn last_move_at(state: &AppState, record: &TableRecord, head: u64) -> Result<i64, AppError> {
    let last = state.db().events_since(record.id, head.saturating_sub(1)).await?;
    Ok(last.last().map(|e| e.created_at).unwrap_or(record.created_at))
}

/// A table's game as it stands, read under the table's lock once: what a page is drawn from.
pub struct Snapshot {
    /// The folded state, from which the page draws the caller's view and legal commands only.
    pub state: AnyState,
    /// The last sequence number folded in.
    pub head: u64,
    /// The seats the game waits on.
    pub waiting_on: Vec<SeatId>,
    /// The seats as the game describes them.
    pub seats: Vec<engine::SeatInfo>,
    /// When the table began waiting for its current move ([`last_move_at`]).
    pub since: i64,
}

/// The table of `access` as it stands now.
pub async fn snapshot(state: &AppState, access: &Access) -> Result<Snapshot, AppError> {
    let (game, head, waiting_on, seats) = {
        let mut e = access.slot.entry.lock().await;
        e.catch_up(state, access.id()).await?;
        (e.state.clone(), e.head, e.state.waiting_on(), e.state.seats())
    };
    let since = last_move_at(state, &access.slot.record, head).await?;
    Ok(Snapshot { state: game, head, waiting_on, seats, since })
}

/// What the caller is at one table.
#[derive(Clone)]
pub struct Access {
    /// The table.
    pub slot: Arc<TableSlot>,
    /// The caller's seat, if any.
    pub seat: Option<SeatId>,
    /// Whether the caller opened the table.
    pub owner: bool,
}

impl Access {
    /// Whose eyes: the seat, or a spectator.
    pub fn viewer(&self) -> Viewer {
        self.seat.map(Viewer::Seat).unwrap_or(Viewer::Spectator)
    }

    /// Where this caller's reads of the log go: a spectator's (no seat, not the owner) may lag,
    /// so they go to the replica when there is one ([`AppState::lagging_reads`]); a seat and the
    /// owner read back what they write, from the primary.
    pub fn log_reader<'a>(&self, state: &'a AppState) -> &'a store::Database {
        if self.seat.is_none() && !self.owner { state.lagging_reads() } else { state.db() }
    }

    /// The owner or the seat of the Director/Mastermind/Moderator (seat 0).
    pub fn moderator(&self) -> bool {
        self.owner || self.seat == Some(SeatId(0))
    }

    /// The caller's seat, or 403.
    pub fn require_seat(&self) -> Result<SeatId, AppError> {
        self.seat.ok_or_else(|| {
            AppError::forbidden(
                "seat.required",
                "only a seat of this table may do this: join with its seat link",
            )
        })
    }

    /// The table's id.
    pub fn id(&self) -> TableId {
        self.slot.record.id
    }
}

/// Resolves the caller at table `id`. Without a seat, ownership or spectators allowed, the table
/// is reported as not found (its existence is not revealed).
pub async fn access(state: &AppState, caller: &Caller, id: TableId) -> Result<Access, AppError> {
    let slot = slot(state, id).await?;
    let owner = caller.user.is_some() && slot.record.created_by == caller.user;
    let mut seat = caller.seat_at(state, id).await?.map(|s| s.seat);
    if let Some(choice) = caller.seat_choice
        && seat != Some(SeatId(choice))
    {
        seat = None;
    }
    if seat.is_none() {
        if let Some(user) = caller.user {
            let held: Vec<SeatId> = state
                .db()
                .seats(id)
                .await?
                .into_iter()
                .filter(|s| s.holder == Some(user))
                .map(|s| s.seat)
                .collect();
            seat = match caller.seat_choice {
                Some(c) => held.into_iter().find(|s| s.0 == c),
                None => held.first().copied(),
            };
        }
        if seat.is_none() && caller.seat_choice.is_some() {
            return Err(AppError::forbidden(
                "seat.not_yours",
                "you do not hold the seat named in x-tablon-seat",
            ));
        }
    }
    if seat.is_none() && !owner && !slot.record.options.spectators {
        return Err(AppError::NotFound("table"));
    }
    Ok(Access { slot, seat, owner })
}

fn parse_table(id: i64) -> TableId {
    TableId(id)
}

/// A command for the caller's seat.
#[derive(Deserialize, schemars::JsonSchema)]
pub struct CommandRequest {
    /// The game's command, as its JSON schema describes (`GET /api/games/{game}/schema`).
    pub command: Value,
    /// The roller's own seed for any dice this command throws (printable ASCII, at most 64
    /// characters); by default a fresh random one.
    pub client_seed: Option<String>,
}

fn check_client_seed(seed: &str) -> Result<(), AppError> {
    if seed.is_empty() || seed.len() > 64 || !seed.chars().all(|c| c.is_ascii_graphic()) {
        return Err(AppError::bad(
            "dice.client_seed",
            "a client seed has 1 to 64 printable ASCII characters, no spaces",
        ));
    }
    Ok(())
}

/// Ensures the entry has the table's current (unrevealed) commitment, making one if none is left.
pub(crate) async fn ensure_dice(
    state: &AppState,
    id: TableId,
    e: &mut TableEntry,
) -> Result<(CommitmentId, ServerSeed), AppError> {
    if let Some(d) = &e.dice {
        return Ok(d.clone());
    }
    let commitment = match state.db().current_commitment(id).await {
        Ok(c) => c,
        Err(StoreError::NotFound(_)) => state.db().commit_seed(id, &ServerSeed::generate()).await?,
        Err(err) => return Err(err.into()),
    };
    let seed = state.db().server_seed(commitment.id).await?;
    e.dice = Some((commitment.id, seed.clone()));
    e.next_index.clear();
    Ok((commitment.id, seed))
}

/// Plays a command for the caller's seat and answers with the new events (as the seat sees
/// them), its view and the rolls it made. Under an idempotency key ([`crate::idempotency`]) a
/// command already played gets its first answer again and is not played twice.
pub async fn play_command(
    state: &AppState,
    caller: &Caller,
    id: TableId,
    req: CommandRequest,
) -> Result<Answered<Played>, AppError> {
    let access = access(state, caller, id).await?;
    let seat = access.require_seat()?;
    if access.slot.record.options.ai_seats.contains(&seat) {
        return Err(AppError::forbidden("seat.ai", "the server plays this seat itself"));
    }
    if let Some(c) = &req.client_seed {
        check_client_seed(c)?;
    }
    // The game stores a command's free text in its events (and shows it to every reader).
    crate::text::check_json("the command", &req.command)?;
    // Acting is being at the table: the mails for this seat wait (before the append, so the mail
    // its answer may cause is worked out knowing it).
    crate::pacing::present(state, id, seat).await?;
    let once = Once::new(
        caller.idempotency_key.as_deref(),
        format!("seat:{}:{}", id.0, seat.0),
        &format!("command {}", id.0),
        &(&req.command, &req.client_seed),
    );
    if let Some(first) = answered_before(state, once.as_ref()).await? {
        return Ok(first);
    }
    let played =
        play_as(state, &access.slot, seat, &req.command, req.client_seed.as_deref(), None, once.as_ref())
            .await;
    let answer = match played {
        Err(AppError::Conflict { code: crate::idempotency::KEY_TAKEN, .. }) => {
            // The same request under the same key, played by another request meanwhile.
            return answered_before(state, once.as_ref()).await?.ok_or(AppError::Internal);
        }
        other => other?,
    };
    crate::ai::wake(state, &access.slot);
    // Without `at_head` the answer is never `None`.
    answer.map(Answered::Now).ok_or(AppError::Internal)
}

/// The first answer of a command's key, if the key was used.
async fn answered_before(
    state: &AppState,
    once: Option<&Once>,
) -> Result<Option<Answered<Played>>, AppError> {
    let Some(once) = once else { return Ok(None) };
    let Some(first) = once.earlier(state).await? else { return Ok(None) };
    let raw = RawValue::from_string(first.answer).map_err(|e| AppError::internal("recorded answer", &e))?;
    Ok(Some(Answered::Again(raw)))
}

/// `POST /api/tables/{id}/commands`: [`play_command`].
pub async fn command(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<i64>,
    Json(req): Json<CommandRequest>,
) -> Result<Json<Answered<Played>>, AppError> {
    play_command(&state, &caller, parse_table(id), req).await.map(Json)
}

/// A game's view for one viewer, as JSON text serialised straight from the game's typed `View` (no
/// `Value` copy). Its shape is the table's game's: the game crates' `View` types do not derive
/// JSON Schemas, so the OpenAPI document describes it as an object and names them.
#[derive(Debug, Serialize)]
#[serde(transparent)]
pub struct GameView(pub Box<RawValue>);

impl schemars::JsonSchema for GameView {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "GameView".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "type": "object",
            "description": "What the viewer may see of the game, shaped by the table's game: \
                `tragedy_looper::view::View`, `forty_four::view::View`, `fragmentos::view::View` or \
                `genrefuzzion::View` (secrets of other seats already taken out)."
        })
    }
}

/// One of a game's events as JSON text, as the store keeps it or redacted for a viewer (serialised
/// once from the typed event). Every game tags its events with `type`; the rest of the shape is
/// the table's game's.
#[derive(Clone, Debug, Serialize)]
#[serde(transparent)]
pub struct GameEvent(pub Box<RawValue>);

impl schemars::JsonSchema for GameEvent {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "GameEvent".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "type": "object",
            "description": "One of the table's game's events (its `Event` type), redacted for the \
                viewer; the `type` field names it.",
            "properties": {"type": {"type": "string"}},
            "required": ["type"]
        })
    }
}

/// What a played command answers: its new events as the seat sees them, the dice it rolled, whose
/// move it is now and the seat's new view.
#[derive(Serialize, schemars::JsonSchema)]
pub struct Played {
    /// The first sequence number appended.
    pub first: u64,
    /// The last one (`first - 1` when the command made no event).
    pub last: u64,
    /// The new events the seat may see.
    pub events: Vec<SeenEvent>,
    /// The rolls made, each with its verification links.
    pub rolls: Vec<crate::rolls::Roll>,
    /// The log's end after the command.
    pub seq: u64,
    /// The seats whose move it is now.
    pub waiting_on: Vec<SeatId>,
    /// Whether the acting seat is among them.
    pub your_turn: bool,
    /// The seat's view.
    pub view: GameView,
}

/// One event as a seat sees it.
#[derive(Serialize, schemars::JsonSchema)]
pub struct SeenEvent {
    /// Its sequence number.
    pub seq: u64,
    /// The seat whose command made it.
    pub seat: SeatId,
    /// The event, redacted for the seat.
    pub event: GameEvent,
}

/// Plays `command` for `seat` through the one command path (decide, dice, append with the expected
/// sequence, catch up and decide again on a conflict). With `at_head`, the command was chosen for
/// the state at that sequence number: if the table has moved on (another writer, perhaps another
/// process, played first), nothing is appended and the answer is `None`. A suspended table refuses
/// every command (`table.suspended`). With `once`, the answer is recorded under its key in the
/// append's transaction; a key taken meanwhile is `Conflict` [`crate::idempotency::KEY_TAKEN`].
pub async fn play_as(
    state: &AppState,
    slot: &Arc<TableSlot>,
    seat: SeatId,
    command: &Value,
    own_seed: Option<&str>,
    at_head: Option<u64>,
    once: Option<&Once>,
) -> Result<Option<Played>, AppError> {
    let state = state.clone();
    check_not_suspended(&state, slot).await?;
    let id = slot.record.id;
    let kind = slot.kind;
    let mut e = slot.entry.lock().await;
    let mut caught_up = false;
    for _attempt in 0..32 {
        if at_head.is_some_and(|h| h != e.head) {
            return Ok(None);
        }
        let (commitment_id, seed) = ensure_dice(&state, id, &mut e).await?;
        let (client_seed, index) = match own_seed {
            None => (format!("s{}:{}", seat.0, &new_token()[..16]), 0),
            Some(c) => {
                let cs = format!("s{}:{c}", seat.0);
                let index = match e.next_index.get(&cs) {
                    Some(i) => *i,
                    None => state.db().next_roll_index(&seed.commitment(), &cs).await?,
                };
                (cs, index)
            }
        };
        let mut roller = VerifiableRoller::new(seed.clone(), client_seed.clone(), index);
        let events = match e.state.decide(seat, command, &mut roller) {
            Ok(events) => events,
            Err(GameError::Rule(rule)) if !caught_up => {
                let before = e.head;
                e.catch_up(&state, id).await?;
                caught_up = true;
                if e.head != before {
                    continue;
                }
                return Err(AppError::Rule(rule));
            }
            Err(err) => return Err(err.into()),
        };
        let rolls = roller.take_records();
        let seats_before = e.state.seats().len();
        // The one serialisation of the new events: the store keeps this text as it is.
        let new_events: Vec<NewEvent> = events
            .to_json()
            .into_iter()
            .map(|event| NewEvent { version: kind.event_version(), seat: Some(seat), event })
            .collect();
        if !rolls.is_empty()
            && state.db().current_commitment(id).await.map(|c| c.id).ok() != Some(commitment_id)
        {
            // Another process may have revealed this seed: never roll with a revealed one.
            e.dice = None;
            continue;
        }
        // If the append is accepted, these are its places: the log ends at `head` and nobody else
        // may write in between.
        let places = Appended { first: e.head + 1, last: e.head + events.len() as u64 };
        let mut after = None;
        let result = match once {
            None if rolls.is_empty() => state.db().append(id, e.head, new_events).await,
            None => state.db().append_with_rolls(id, e.head, new_events, rolls.clone()).await,
            Some(once) => {
                // The answer is recorded with the append, so it is made first, on the state the
                // append will leave.
                let mut next = e.state.clone();
                next.apply_events(&events).map_err(|err| AppError::internal("own event", &err))?;
                let answer = played(&state, id, &next, &events, seat, places, &rolls);
                let text =
                    serde_json::to_string(&answer).map_err(|err| AppError::internal("answer", &err))?;
                after = Some((next, answer));
                state
                    .db()
                    .append_once(id, e.head, new_events, rolls.clone(), &once.record(&state, text))
                    .await
            }
        };
        match result {
            Ok(appended) => {
                debug_assert_eq!(appended, places);
                let answer = match after {
                    Some((next, answer)) => {
                        crate::idempotency::fault_after_commit();
                        e.state = next;
                        answer
                    }
                    None => {
                        e.state.apply_events(&events).map_err(|err| AppError::internal("own event", &err))?;
                        played(&state, id, &e.state, &events, seat, appended, &rolls)
                    }
                };
                if !events.is_empty() {
                    e.head = appended.last;
                }
                if e.state.seats().len() > seats_before {
                    add_new_seats(&state, id, &e.state).await?;
                }
                if own_seed.is_some() {
                    e.next_index.insert(client_seed, roller.next_index());
                }
                return Ok(Some(answer));
            }
            Err(StoreError::Conflict { .. }) => {
                e.catch_up(&state, id).await?;
                caught_up = true;
            }
            Err(StoreError::Duplicate(Entity::Roll)) => {
                e.next_index.clear();
            }
            Err(err) => return Err(err.into()),
        }
    }
    Err(StoreError::Conflict { expected: e.head, actual: e.head }.into())
}

/// What a command that made `events` (at `appended`) answers its seat, from the state after them.
fn played(
    state: &AppState,
    table: TableId,
    after: &AnyState,
    events: &games::AnyEvents,
    seat: SeatId,
    appended: Appended,
    rolls: &[dice::RollRecord],
) -> Played {
    let viewer = Viewer::Seat(seat);
    let seen = (appended.first..)
        .zip(events.redact(viewer))
        .filter_map(|(seq, event)| Some(SeenEvent { seq, seat, event: GameEvent(event?) }))
        .collect();
    let span = Some([appended.first, appended.last]);
    let rolls = rolls
        .iter()
        .map(|r| crate::rolls::Roll {
            seen_as: Some(crate::rolls::SeenAs::Yours),
            ..crate::rolls::Roll::new(state, table, r, span, None)
        })
        .collect();
    let waiting_on = after.waiting_on();
    Played {
        first: appended.first,
        last: appended.last,
        events: seen,
        rolls,
        seq: if events.is_empty() { appended.first - 1 } else { appended.last },
        your_turn: waiting_on.contains(&seat),
        waiting_on,
        view: GameView(after.view_text(viewer)),
    }
}

/// Refuses with `table.suspended` (409) while a moderator has the table suspended. The flag is
/// cached per table for [`crate::AppConfig::suspension_ttl`]: this process's own suspend/resume
/// updates it at once, another process's within the TTL.
pub(crate) async fn check_not_suspended(state: &AppState, slot: &TableSlot) -> Result<(), AppError> {
    let cached = *slot.suspension.lock().expect("suspension lock");
    let now = state.config().clock.instant();
    let since = match cached {
        Some((since, at)) if now.saturating_duration_since(at) < state.config().suspension_ttl => since,
        _ => {
            let since = state.db().suspended_since(slot.record.id).await?;
            *slot.suspension.lock().expect("suspension lock") = Some((since, now));
            since
        }
    };
    match since {
        None => Ok(()),
        Some(since) => Err(AppError::Conflict {
            code: "table.suspended",
            message: format!(
                "a moderator suspended this table (since {since}, Unix ms): no command is taken until it is resumed"
            ),
        }),
    }
}

/// The view message (`GET …/view`, the live stream's `view` events): what a viewer sees now.
#[derive(Serialize, schemars::JsonSchema)]
pub struct ViewMessage {
    /// The log's end the view is folded up to.
    pub seq: u64,
    /// Whose eyes.
    pub viewer: Viewer,
    /// The seats whose move it is.
    pub waiting_on: Vec<SeatId>,
    /// Whether the viewer is among them.
    pub your_turn: bool,
    /// The table's seats as the game describes them.
    pub seats: Vec<engine::SeatInfo>,
    /// The game's view for the viewer.
    pub view: GameView,
}

/// What `viewer` sees now.
pub fn view_json(state: &AnyState, head: u64, viewer: Viewer) -> ViewMessage {
    let waiting_on = state.waiting_on();
    ViewMessage {
        seq: head,
        viewer,
        your_turn: matches!(viewer, Viewer::Seat(s) if waiting_on.contains(&s)),
        waiting_on,
        seats: state.seats(),
        view: GameView(state.view_text(viewer)),
    }
}

/// `GET /api/tables/{id}/view`: the caller's view, whose move it is and the log's end.
pub async fn view(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<i64>,
) -> Result<Json<ViewMessage>, AppError> {
    let access = access(&state, &caller, parse_table(id)).await?;
    let mut e = access.slot.entry.lock().await;
    e.catch_up(&state, access.id()).await?;
    Ok(Json(view_json(&e.state, e.head, access.viewer())))
}

/// `?after=N`.
#[derive(Deserialize)]
pub struct After {
    /// Only events after this sequence number (0 = all).
    #[serde(default)]
    pub after: u64,
}

/// One event of the log as a viewer may see it.
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct LoggedEvent {
    /// Its place in the log, from 1.
    pub seq: u64,
    /// The seat whose command made it (none for the set-up).
    pub seat: Option<SeatId>,
    /// The game's event, redacted for the viewer.
    pub event: GameEvent,
    /// When it was committed (Unix ms).
    pub at: i64,
}

/// The log after `?after=N` as the caller may see it (`GET /api/tables/{id}/events`).
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct EventLog {
    /// The events.
    pub events: Vec<LoggedEvent>,
    /// The last sequence number read (hidden events included).
    pub last: u64,
}

/// The events after `after` as `viewer` may see them, and the last sequence number read.
pub async fn redacted_events(
    state: &AppState,
    kind: GameKind,
    id: TableId,
    after: u64,
    viewer: Viewer,
) -> Result<(Vec<LoggedEvent>, u64), AppError> {
    redacted_events_from(state.db(), kind, id, after, viewer).await
}

/// [`redacted_events`] read from `db` (the database or its replica).
pub async fn redacted_events_from(
    db: &store::Database,
    kind: GameKind,
    id: TableId,
    after: u64,
    viewer: Viewer,
) -> Result<(Vec<LoggedEvent>, u64), AppError> {
    let events = db.events_since(id, after).await?;
    let mut last = after;
    let mut out = Vec::with_capacity(events.len());
    for e in events {
        last = e.seq;
        match kind.redact(&e.event, viewer) {
            Ok(Some(event)) => {
                out.push(LoggedEvent { seq: e.seq, seat: e.seat, event: GameEvent(event), at: e.created_at })
            }
            Ok(None) => {}
            Err(err) => return Err(AppError::internal("stored event", &err)),
        }
    }
    Ok((out, last))
}

/// `GET /api/tables/{id}/events?after=N`: the log after `N`, redacted for the caller.
pub async fn events(
    State(state): State<AppState>,
    caller: Caller,
    Path(id): Path<i64>,
    Query(q): Query<After>,
) -> Result<Json<EventLog>, AppError> {
    let access = access(&state, &caller, parse_table(id)).await?;
    let reader = access.log_reader(&state);
    let (events, last) =
        redacted_events_from(reader, access.slot.kind, access.id(), q.after, access.viewer()).await?;
    Ok(Json(EventLog { events, last }))
}
