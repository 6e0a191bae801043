//! Tables and seats: the games on offer, opening a table (its config checked by the game's
//! `start`, its dice commitment made before the first roll), seat links (issue, reissue, revoke)
//! and joining a seat by its link.
//!
//! Each operation is a service function (typed request in, typed answer out, for the JSON API and
//! the web pages alike); [`http`] holds the thin axum handlers the API routes to.

use dice::{ServerSeed, VerifiableRoller};
use engine::{SeatId, SeatInfo, SeatRole};
use games::GameKind;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use store::{NewEvent, NewSeat, NewTable, Opening, Store, TableId, TableOptions, TokenHash, new_token};

use crate::auth::{Caller, WithCookie, seat_cookie};
use crate::idempotency::Once;
use crate::play::{Access, access, slot};
use crate::{AppError, AppState};

/// The games this server plays (`GET /api/games`).
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct GameList {
    /// Their identifiers, for `CreateTable::game`.
    pub games: Vec<String>,
}

/// The games this server plays.
pub fn games() -> GameList {
    GameList { games: GameKind::ALL.iter().map(|g| g.id().to_owned()).collect() }
}

fn game(id: &str) -> Result<GameKind, AppError> {
    GameKind::from_id(id).map_err(|e| AppError::bad("game.unknown", e.to_string()))
}

/// JSON Schemas of the game `id`'s config and commands (`GET /api/games/{game}/schema`).
pub fn game_schema(id: &str) -> Result<Value, AppError> {
    Ok(game(id)?.schema())
}

/// A table to open.
#[derive(Deserialize, Serialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CreateTable {
    /// The game's identifier (`GET /api/games`).
    pub game: String,
    /// A title, 1 to 200 characters.
    pub title: String,
    /// The game's config (its schema: `GET /api/games/{game}/schema`).
    pub config: Value,
    /// Whether people without a seat may watch (public views only).
    #[serde(default)]
    pub spectators: bool,
    /// The maximum wait for a move, in seconds.
    pub max_wait_secs: Option<i64>,
    /// A chat webhook (Discord-compatible) for reminders.
    pub webhook_url: Option<String>,
    /// The seat the creator takes (none by default).
    pub seat: Option<u8>,
    /// Seats the server plays itself (Tragedy Looper: `[0]`, the Mastermind); they get no link.
    #[serde(default)]
    pub ai_seats: Vec<u8>,
    /// Whether the Protagonists get the deduction assistant (Tragedy Looper).
    #[serde(default)]
    pub assistant: bool,
    /// Whether the game master (seat 0: the Mastermind, Director or Moderator) reads the whispers
    /// between players. Shown to everyone at the table; it cannot change later.
    #[serde(default)]
    pub gm_reads_whispers: bool,
}

fn link(state: &AppState, token: &str) -> String {
    format!("{}/join#{token}", state.config().public_url)
}

/// A seat's link, shown once (the server keeps only its hash, and a resent opening's record keeps
/// it sealed: [`crate::idempotency::Once::sealed`]).
#[derive(Clone, Debug, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Invitation {
    /// The seat.
    pub seat: SeatId,
    /// Its part in the game.
    pub role: SeatRole,
    /// Its name for people.
    pub name: String,
    /// The link's token (the seat's credential).
    pub token: String,
    /// The link to hand out (`…/join#token`).
    pub link: String,
}

impl Invitation {
    /// A fresh link for the seat `info` (its token is new).
    pub(crate) fn new(state: &AppState, info: &SeatInfo, token: String) -> Invitation {
        Invitation {
            seat: info.seat,
            role: info.role,
            name: info.name.clone(),
            link: link(state, &token),
            token,
        }
    }
}

/// A table just opened (`POST /api/tables`, 201).
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct CreatedTable {
    /// Its id.
    #[schemars(with = "i64")]
    pub id: TableId,
    /// Its game's identifier.
    pub game: String,
    /// Its title.
    pub title: String,
    /// The seat the creator took.
    pub seat: Option<u8>,
    /// One link per seat not taken by the creator or played by the server.
    pub invitations: Vec<Invitation>,
    /// The seats the server plays.
    pub ai_seats: Vec<SeatId>,
    /// Whether the Protagonists have the deduction assistant.
    pub assistant: bool,
}

/// Refuses (429 `table.daily_cap`) an account that opened its day's tables already
/// ([`crate::AppConfig::max_tables_per_day`] in the last 24 hours, imports included).
pub(crate) async fn check_tables_per_day(state: &AppState, user: store::UserId) -> Result<(), AppError> {
    let cap = state.config().max_tables_per_day;
    if cap == 0 {
        return Ok(());
    }
    // The store stamps a table's opening with the system's time, which the server's clock starts at.
    let day_ago = state.now_ms() - 24 * 3600 * 1000;
    if state.db().tables_opened_since(user, day_ago).await? >= u64::from(cap) {
        return Err(AppError::TooMany {
            code: "table.daily_cap",
            message: format!(
                "an account opens at most {cap} tables in 24 hours on this server: play at the ones you have, or try again tomorrow"
            ),
            params: std::collections::BTreeMap::from([("cap".to_owned(), cap.to_string())]),
        });
    }
    Ok(())
}

/// Opens a table. Answers with the table and one link per seat not taken by the creator (shown
/// once: the server keeps only their hashes).
pub async fn create(state: &AppState, caller: &Caller, req: CreateTable) -> Result<CreatedTable, AppError> {
    let user = caller.require_user()?;
    // A resent opening (same key, same request) is answered with the table the first one opened.
    let once =
        Once::sealed(caller.idempotency_key.as_deref(), format!("user:{}", user.0), "open table", &req)?;
    if let Some(first) = opened_before(state, once.as_ref(), &req).await? {
        return Ok(first);
    }
    check_tables_per_day(state, user).await?;
    let kind = game(&req.game)?;
    let title = req.title.trim();
    if title.is_empty() || title.chars().count() > 200 {
        return Err(AppError::bad("table.title", "a title has 1 to 200 characters"));
    }
    crate::text::check("the title", title)?;
    if let Some(w) = req.max_wait_secs
        && !(60..=60 * 24 * 3600).contains(&w)
    {
        return Err(AppError::bad("table.max_wait", "max_wait_secs is between 60 and 5184000 (60 days)"));
    }
    if let Some(url) = &req.webhook_url
        && (!(url.starts_with("https://") || url.starts_with("http://")) || url.len() > 500)
    {
        return Err(AppError::bad(
            "table.webhook",
            "webhook_url is an http(s) URL of at most 500 characters",
        ));
    }
    if let Some(url) = &req.webhook_url {
        crate::text::check("webhook_url", url)?;
    }
    crate::text::check_json("the config", &req.config)?;
    // The seed is drawn before the set-up so that the set-up's own rolls are verifiable too.
    let seed = ServerSeed::generate();
    let mut roller = VerifiableRoller::new(seed.clone(), "setup", 0);
    let ai_seats: Vec<SeatId> = req.ai_seats.iter().map(|s| SeatId(*s)).collect();
    crate::ai::check_options(kind, &ai_seats, req.assistant, req.seat)?;
    let started = kind.start(&req.config, &mut roller)?;
    let seats = started.state.seats();
    if let Some(s) = req.seat
        && !seats.iter().any(|i| i.seat.0 == s)
    {
        return Err(AppError::bad("table.seat", format!("seat {s} does not exist in this game's set-up")));
    }
    // The game offers an AI for these seats; this set-up must have them (1 Protagonist: seats 0-1).
    if let Some(missing) = ai_seats.iter().find(|a| !seats.iter().any(|i| i.seat == **a)) {
        let have: Vec<String> = seats.iter().map(|i| i.seat.0.to_string()).collect();
        return Err(AppError::bad(
            "table.ai_seat",
            format!("seat {} does not exist in this set-up: its seats are {}", missing.0, have.join(", ")),
        ));
    }
    // One link per seat not taken by the creator or the AI; only their hashes are stored.
    let mut links = Vec::new();
    for i in &seats {
        if req.seat != Some(i.seat.0) && !ai_seats.contains(&i.seat) {
            links.push((i, new_token()));
        }
    }
    let new_table = NewTable {
        game: kind.id().into(),
        title: title.into(),
        config: req.config.clone(),
        created_by: Some(user),
        options: TableOptions {
            spectators: req.spectators,
            max_wait_secs: req.max_wait_secs,
            webhook_url: req.webhook_url.clone(),
            ai_seats: ai_seats.clone(),
            assistant: req.assistant,
            gm_reads_whispers: req.gm_reads_whispers,
        },
        seats: seats
            .iter()
            .map(|i| NewSeat {
                seat: i.seat,
                role: i.role.code().to_owned(),
                holder: (req.seat == Some(i.seat.0)).then_some(user),
            })
            .collect(),
    };
    let invitations: Vec<Invitation> =
        links.into_iter().map(|(i, token)| Invitation::new(state, i, token)).collect();
    let opening = Opening {
        invitations: invitations.iter().map(|i| (i.seat, TokenHash::of(&i.token))).collect(),
        seed,
        events: started
            .events
            .into_iter()
            .map(|event| NewEvent { version: kind.event_version(), seat: None, event })
            .collect(),
        rolls: roller.take_records(),
        once: once.as_ref().map(|o| o.sealed_record(state, &invitations)),
    };
    let table = match state.db().open_table(&new_table, &opening).await {
        Err(store::StoreError::Duplicate(store::Entity::IdempotencyKey)) => {
            // The same request under the same key, opened by another request meanwhile.
            return opened_before(state, once.as_ref(), &req).await?.ok_or(AppError::Internal);
        }
        other => other?,
    };
    if once.is_some() {
        crate::idempotency::fault_after_commit();
    }
    tracing::info!(table = %table.id, game = kind.id(), "table opened");
    // The opener is at the table now: a "your move" the AI's first moves bring is held for them.
    if let Some(seat) = req.seat {
        crate::pacing::present(state, table.id, SeatId(seat)).await?;
    }
    // The AI may move first (Tragedy Looper's Mastermind plays the first cards of the day).
    if !ai_seats.is_empty() {
        crate::ai::wake(state, &slot(state, table.id).await?);
    }
    Ok(CreatedTable {
        id: table.id,
        game: kind.id().into(),
        title: table.title,
        seat: req.seat,
        invitations,
        ai_seats,
        assistant: req.assistant,
    })
}

/// The table a key's first opening opened, answered as it was then (its links unsealed).
async fn opened_before(
    state: &AppState,
    once: Option<&Once>,
    req: &CreateTable,
) -> Result<Option<CreatedTable>, AppError> {
    let Some(once) = once else { return Ok(None) };
    let Some(first) = once.earlier(state).await? else { return Ok(None) };
    let (Some(id), Some(invitations)) = (first.table, once.open::<Vec<Invitation>>(&first.answer)) else {
        return Err(crate::idempotency::reused());
    };
    let table = state.db().table(id).await?;
    Ok(Some(CreatedTable {
        id,
        game: table.game,
        title: table.title,
        seat: req.seat,
        invitations,
        ai_seats: req.ai_seats.iter().map(|s| SeatId(*s)).collect(),
        assistant: req.assistant,
    }))
}

/// A table in a list.
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct TableSummary {
    /// Its id.
    #[schemars(with = "i64")]
    pub id: TableId,
    /// Its game's identifier.
    pub game: String,
    /// Its title.
    pub title: String,
    /// Whether people without a seat may watch.
    pub spectators: bool,
}

/// The tables a caller may look at (`GET /api/tables`).
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct TableList {
    /// Newest first.
    pub tables: Vec<TableSummary>,
}

/// The tables the caller may look at (open to spectators, or with a seat of theirs).
pub async fn list(state: &AppState, caller: &Caller) -> Result<TableList, AppError> {
    let mine: Vec<TableId> = match caller.user {
        Some(u) => state.db().seats_of_user(u).await?.into_iter().map(|s| s.table).collect(),
        None => Vec::new(),
    };
    let tables = state.db().list_tables(None, 200).await?;
    let tables = tables
        .into_iter()
        .filter(|t| {
            t.options.spectators
                || mine.contains(&t.id)
                || (caller.user.is_some() && t.created_by == caller.user)
        })
        .map(|t| TableSummary { id: t.id, game: t.game, title: t.title, spectators: t.options.spectators })
        .collect();
    Ok(TableList { tables })
}

/// One seat of the caller's, as "my tables" lists it.
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct MySeat {
    /// The table.
    #[schemars(with = "i64")]
    pub table: TableId,
    /// Its game's identifier.
    pub game: String,
    /// Its title.
    pub title: String,
    /// The seat.
    pub seat: SeatId,
    /// The seat's name for people, as the game gives it now (its stored role code before the game
    /// names it).
    pub name: String,
    /// The names of the seats whose move it is.
    pub waiting_on: Vec<String>,
    /// The seat as the game describes it (role and name), once the game names it: the pages name
    /// a role in the reader's language.
    pub info: Option<SeatInfo>,
    /// The seats whose move it is, as the game describes them.
    pub waiting_seats: Vec<SeatInfo>,
    /// Whether this seat is among them.
    pub your_turn: bool,
    /// With a maximum wait and someone to wait on: seconds left before the move is overdue
    /// (negative once it is).
    pub deadline_left_secs: Option<i64>,
    /// Whether the caller holds it by its link only (a seat cookie, no account holds it): signed
    /// in, they may attach it to their account.
    pub link_only: bool,
    /// The grammatical gender each holder of the table's seats chose, where one did: the pages
    /// name a part in its words ("Directora"), as the table page does.
    pub genders: Vec<crate::names::SeatGender>,
}

/// The seats a caller holds, table by table.
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct MySeats {
    /// The account's seats in the store's order, then those held by link only.
    pub seats: Vec<MySeat>,
}

/// The caller's seats: those their account holds and those their browser's seat cookies (or a
/// bearer seat link) hold, so a player without an account finds their tables again; whose move it
/// is at each and how long it has waited against the table's maximum wait. Empty for a caller
/// with neither.
pub async fn my_seats(state: &AppState, caller: &Caller) -> Result<MySeats, AppError> {
    let mut held: Vec<(store::SeatRecord, bool)> = Vec::new();
    if let Some(user) = caller.user {
        held.extend(state.db().seats_of_user(user).await?.into_iter().map(|s| (s, false)));
    }
    for s in caller.link_seats(state).await? {
        if !held.iter().any(|(h, _)| h.table == s.table && h.seat == s.seat) {
            let link_only = s.holder.is_none();
            held.push((s, link_only));
        }
    }
    let mut seats = Vec::new();
    for (s, link_only) in held {
        let slot = slot(state, s.table).await?;
        let (head, waiting, infos) = {
            let mut e = slot.entry.lock().await;
            e.catch_up(state, s.table).await?;
            (e.head, e.state.waiting_on(), e.state.seats())
        };
        let deadline_left_secs = match slot.record.options.max_wait_secs {
            Some(max) if !waiting.is_empty() => {
                let since = crate::play::last_move_at(state, &slot.record, head).await?;
                Some(max - (state.config().clock.unix_ms() - since) / 1000)
            }
            _ => None,
        };
        let name_of = |seat: SeatId| infos.iter().find(|i| i.seat == seat).map(|i| i.name.clone());
        let genders = state
            .db()
            .seats(s.table)
            .await?
            .iter()
            .filter_map(|r| {
                let gender = crate::names::Gender::from_code(r.gender.as_deref()?)?;
                Some(crate::names::SeatGender { seat: r.seat, gender })
            })
            .collect();
        seats.push(MySeat {
            table: s.table,
            game: slot.record.game.clone(),
            title: slot.record.title.clone(),
            seat: s.seat,
            name: name_of(s.seat).unwrap_or(s.role),
            waiting_on: waiting.iter().map(|w| name_of(*w).unwrap_or_default()).collect(),
            info: infos.iter().find(|i| i.seat == s.seat).cloned(),
            waiting_seats: infos.iter().filter(|i| waiting.contains(&i.seat)).cloned().collect(),
            your_turn: waiting.contains(&s.seat),
            deadline_left_secs,
            link_only,
            genders,
        });
    }
    Ok(MySeats { seats })
}

/// Attaches to the signed-in caller's account the seats their browser holds by link only
/// (`POST /api/me/seats/attach`): "my tables" then finds them from any browser signed in to it.
pub async fn attach_link_seats(state: &AppState, caller: &Caller) -> Result<MySeats, AppError> {
    let attached = caller.attach_link_seats(state).await?;
    if !attached.is_empty() {
        tracing::info!(seats = attached.len(), "link-only seats attached to an account");
    }
    my_seats(state, caller).await
}

/// A seat of a table as anyone at it sees it.
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct SeatState {
    /// The seat.
    pub seat: SeatId,
    /// Its part in the game (the stored code).
    pub role: String,
    /// Its name for people, as the game gives it now.
    pub name: Option<String>,
    /// The name its holder chose, if any.
    pub display_name: Option<String>,
    /// Whether an account holds it.
    pub held: bool,
    /// Whether it has a live link.
    pub invited: bool,
    /// Whether the server plays it.
    pub ai: bool,
}

/// A table as the caller sees it (`GET /api/tables/{id}`).
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct TableDetails {
    /// Its id.
    #[schemars(with = "i64")]
    pub id: TableId,
    /// Its game's identifier.
    pub game: String,
    /// Its title.
    pub title: String,
    /// Whether people without a seat may watch.
    pub spectators: bool,
    /// The maximum wait for a move, in seconds.
    pub max_wait_secs: Option<i64>,
    /// Its seats.
    pub seats: Vec<SeatState>,
    /// The seats whose move it is.
    pub waiting_on: Vec<SeatId>,
    /// The log's end.
    pub seq: u64,
    /// The current dice commitment.
    pub commitment: Option<String>,
    /// The caller's seat.
    pub your_seat: Option<SeatId>,
    /// Whether the caller opened the table.
    pub owner: bool,
    /// The seats the server plays.
    pub ai_seats: Vec<SeatId>,
    /// Whether the Protagonists have the deduction assistant.
    pub assistant: bool,
    /// Whether the game master reads the whispers between players.
    pub gm_reads_whispers: bool,
}

/// The table, its seats (whether held or invited), whose move it is, its dice commitment and the
/// caller's seat.
pub async fn show(state: &AppState, caller: &Caller, id: TableId) -> Result<TableDetails, AppError> {
    let access = access(state, caller, id).await?;
    let r = &access.slot.record;
    let seats = state.db().seats(r.id).await?;
    let (infos, waiting_on, seq) = {
        let mut e = access.slot.entry.lock().await;
        e.catch_up(state, r.id).await?;
        (e.state.seats(), e.state.waiting_on(), e.head)
    };
    let seats = seats
        .into_iter()
        .map(|s| SeatState {
            name: infos.iter().find(|i| i.seat == s.seat).map(|i| i.name.clone()),
            display_name: s.display_name,
            held: s.holder.is_some(),
            invited: s.invitation_issued_at.is_some(),
            ai: r.options.ai_seats.contains(&s.seat),
            seat: s.seat,
            role: s.role,
        })
        .collect();
    let commitment = state.db().current_commitment(r.id).await.ok().map(|c| c.commitment);
    Ok(TableDetails {
        id: r.id,
        game: r.game.clone(),
        title: r.title.clone(),
        spectators: r.options.spectators,
        max_wait_secs: r.options.max_wait_secs,
        seats,
        waiting_on,
        seq,
        commitment,
        your_seat: access.seat,
        owner: access.owner,
        ai_seats: r.options.ai_seats.clone(),
        assistant: r.options.assistant,
        gm_reads_whispers: r.options.gm_reads_whispers,
    })
}

/// A seat's new link (`POST /api/tables/{id}/seats/{seat}/invitation`), shown once.
#[derive(Clone, Debug, Serialize, Deserialize, schemars::JsonSchema)]
pub struct SeatLink {
    /// The seat.
    pub seat: SeatId,
    /// The link's token.
    pub token: String,
    /// The link to hand out.
    pub link: String,
}

async fn moderator_access(state: &AppState, caller: &Caller, id: TableId) -> Result<Access, AppError> {
    let access = access(state, caller, id).await?;
    if !access.moderator() {
        return Err(AppError::forbidden(
            "table.not_moderator",
            "only the table's owner or seat 0 may manage seats and their links",
        ));
    }
    Ok(access)
}

/// Issues a new link for a seat, revoking the old one. Owner or moderator only.
pub async fn reissue_invitation(
    state: &AppState,
    caller: &Caller,
    id: TableId,
    seat: SeatId,
) -> Result<SeatLink, AppError> {
    let access = moderator_access(state, caller, id).await?;
    if access.slot.record.options.ai_seats.contains(&seat) {
        return Err(AppError::bad(
            "table.ai_seat",
            format!("seat {seat} is played by the server: it has no link"),
        ));
    }
    // Sent twice under one key, the link is reissued once: the resend gets the same link.
    let what = format!("reissue {} {}", id.0, seat.0);
    let once = Once::sealed(caller.idempotency_key.as_deref(), caller.writer(None, id), &what, &())?;
    let again = || crate::idempotency::sealed_answer::<SeatLink>(once.as_ref(), state);
    if let Some(first) = again().await? {
        return Ok(first);
    }
    let token = new_token();
    let answer = SeatLink { seat, link: link(state, &token), token };
    let record = once.as_ref().map(|o| o.sealed_record(state, &answer));
    match state.db().issue_invitation(access.id(), seat, &TokenHash::of(&answer.token), record.as_ref()).await
    {
        Err(store::StoreError::Duplicate(store::Entity::IdempotencyKey)) => {
            return again().await?.ok_or(AppError::Internal);
        }
        other => other?,
    };
    state.inner.seat_links.forget(access.id(), seat);
    crate::feeds::forget_seat(state, access.id(), seat).await?;
    Ok(answer)
}

/// Revokes a seat's link. Owner or moderator only.
pub async fn revoke_invitation(
    state: &AppState,
    caller: &Caller,
    id: TableId,
    seat: SeatId,
) -> Result<(), AppError> {
    let access = moderator_access(state, caller, id).await?;
    state.db().revoke_invitation(access.id(), seat).await?;
    state.inner.seat_links.forget(access.id(), seat);
    crate::feeds::forget_seat(state, access.id(), seat).await?;
    Ok(())
}

/// Who holds a seat, as the table's moderator sees it.
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct SeatHolder {
    /// The seat.
    pub seat: SeatId,
    /// The account holding it (its username); `None`: no account, whoever has the link plays it.
    pub account: Option<String>,
    /// Whether the seat has a live link.
    pub link: bool,
}

/// Who holds each seat of a table (`GET /api/tables/{id}/seats`, moderator only).
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct SeatHolders {
    /// In seat order.
    pub seats: Vec<SeatHolder>,
}

/// Who holds each seat: an account's name, or only its link. Owner or moderator only.
pub async fn holders(state: &AppState, caller: &Caller, id: TableId) -> Result<SeatHolders, AppError> {
    let access = moderator_access(state, caller, id).await?;
    let mut seats = Vec::new();
    for s in state.db().seats(access.id()).await? {
        let account = match s.holder {
            Some(user) => Some(state.db().user(user).await?.username),
            None => None,
        };
        seats.push(SeatHolder { seat: s.seat, account, link: s.invitation_issued_at.is_some() });
    }
    Ok(SeatHolders { seats })
}

/// Takes a seat from the account holding it. An account that joined by the seat's link knows the
/// link (its browser keeps it in a cookie), so that link is revoked too: the moderator issues a new
/// one for the next player. Owner or moderator only.
pub async fn remove_holder(
    state: &AppState,
    caller: &Caller,
    id: TableId,
    seat: SeatId,
) -> Result<(), AppError> {
    let access = moderator_access(state, caller, id).await?;
    let record = state.db().seat(access.id(), seat).await?;
    if record.held_by_link {
        state.db().revoke_invitation(access.id(), seat).await?;
        state.inner.seat_links.forget(access.id(), seat);
    } else {
        state.db().set_seat_holder(access.id(), seat, None).await?;
    }
    crate::feeds::forget_seat(state, access.id(), seat).await?;
    Ok(())
}

/// A seat's link token.
#[derive(Deserialize, schemars::JsonSchema)]
pub struct Join {
    /// The token from the link.
    pub token: String,
}

/// The seat just taken (`POST /api/join`).
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct Joined {
    /// The table.
    #[schemars(with = "i64")]
    pub table: TableId,
    /// Its game's identifier.
    pub game: String,
    /// Its title.
    pub title: String,
    /// The seat.
    pub seat: SeatId,
    /// Its part in the game (the stored code).
    pub role: String,
    /// Taken without an account: the addresses confirmed at the caller's other link-only seats,
    /// offered for this seat's mail (`POST /api/tables/{id}/mail/adopt` takes one; nothing is set
    /// until then). Empty for an account's seat, and when the server sends no mail.
    pub offers: Vec<crate::mail::AddressOffer>,
}

/// Takes a seat by its link: the answer carries the seat cookie; a signed-in caller also becomes
/// the seat's holder, by that link. The token stays the seat's credential (bearer) until reissued
/// or revoked, which also frees the seat from the account.
pub async fn join(state: &AppState, caller: &Caller, j: Join) -> Result<WithCookie<Joined>, AppError> {
    let token = j.token.trim();
    let hash = TokenHash::of(token);
    let seat = match caller.user {
        // The account holds the seat by this link: reissuing or revoking it frees the seat.
        Some(user) => state.db().join_by_invitation(&hash, user).await,
        None => state.db().seat_by_invitation(&hash).await,
    }
    .map_err(|e| match e {
        store::StoreError::NotFound(_) => AppError::NotFound("invitation"),
        e => e.into(),
    })?;
    let table = slot(state, seat.table).await?;
    let offers = crate::mail::offers_for_new_seat(state, caller, seat.table, seat.seat).await?;
    let answer = Joined {
        table: seat.table,
        game: table.record.game.clone(),
        title: table.record.title.clone(),
        seat: seat.seat,
        role: seat.role,
        offers,
    };
    Ok(WithCookie { answer, set_cookie: seat_cookie(state, seat.table, token) })
}

/// The JSON routes: extract, call the service, answer.
pub mod http {
    use crate::path::Path;
    use axum::Json;
    use axum::extract::State;
    use axum::http::StatusCode;
    use engine::SeatId;
    use serde_json::Value;
    use store::TableId;

    use super::{
        CreateTable, CreatedTable, GameList, Join, Joined, MySeats, SeatHolders, SeatLink, TableDetails,
        TableList,
    };
    use crate::auth::{Caller, WithCookie};
    use crate::{AppError, AppState};

    /// `GET /api/games`.
    pub async fn list_games() -> Json<GameList> {
        Json(super::games())
    }

    /// `GET /api/games/{game}/schema`.
    pub async fn game_schema(Path(id): Path<String>) -> Result<Json<Value>, AppError> {
        super::game_schema(&id).map(Json)
    }

    /// `POST /api/tables`.
    pub async fn create(
        State(state): State<AppState>,
        caller: Caller,
        Json(req): Json<CreateTable>,
    ) -> Result<(StatusCode, Json<CreatedTable>), AppError> {
        Ok((StatusCode::CREATED, Json(super::create(&state, &caller, req).await?)))
    }

    /// `GET /api/me/tables`.
    pub async fn mine(State(state): State<AppState>, caller: Caller) -> Result<Json<MySeats>, AppError> {
        super::my_seats(&state, &caller).await.map(Json)
    }

    /// `POST /api/me/seats/attach`.
    pub async fn attach(State(state): State<AppState>, caller: Caller) -> Result<Json<MySeats>, AppError> {
        super::attach_link_seats(&state, &caller).await.map(Json)
    }

    /// `GET /api/tables`.
    pub async fn list(State(state): State<AppState>, caller: Caller) -> Result<Json<TableList>, AppError> {
        super::list(&state, &caller).await.map(Json)
    }

    /// `GET /api/tables/{id}`.
    pub async fn show(
        State(state): State<AppState>,
        caller: Caller,
        Path(id): Path<i64>,
    ) -> Result<Json<TableDetails>, AppError> {
        super::show(&state, &caller, TableId(id)).await.map(Json)
    }

    /// `POST /api/tables/{id}/seats/{seat}/invitation`.
    pub async fn reissue_invitation(
        State(state): State<AppState>,
        caller: Caller,
        Path((id, seat)): Path<(i64, u8)>,
    ) -> Result<Json<SeatLink>, AppError> {
        super::reissue_invitation(&state, &caller, TableId(id), SeatId(seat)).await.map(Json)
    }

    /// `DELETE /api/tables/{id}/seats/{seat}/invitation`.
    pub async fn revoke_invitation(
        State(state): State<AppState>,
        caller: Caller,
        Path((id, seat)): Path<(i64, u8)>,
    ) -> Result<StatusCode, AppError> {
        super::revoke_invitation(&state, &caller, TableId(id), SeatId(seat)).await?;
        Ok(StatusCode::NO_CONTENT)
    }

    /// `GET /api/tables/{id}/seats`.
    pub async fn holders(
        State(state): State<AppState>,
        caller: Caller,
        Path(id): Path<i64>,
    ) -> Result<Json<SeatHolders>, AppError> {
        super::holders(&state, &caller, TableId(id)).await.map(Json)
    }

    /// `DELETE /api/tables/{id}/seats/{seat}/holder`.
    pub async fn remove_holder(
        State(state): State<AppState>,
        caller: Caller,
        Path((id, seat)): Path<(i64, u8)>,
    ) -> Result<StatusCode, AppError> {
        super::remove_holder(&state, &caller, TableId(id), SeatId(seat)).await?;
        Ok(StatusCode::NO_CONTENT)
    }

    /// `POST /api/join`.
    pub async fn join(
        State(state): State<AppState>,
        caller: Caller,
        Json(j): Json<Join>,
    ) -> Result<WithCookie<Joined>, AppError> {
        super::join(&state, &caller, j).await
    }
}
