//! When the "your move" and "addressed to you" mails go out: worked out from what was committed,
//! held while their reader is at the table, gathered into one, and never lost by a crash.
//!
//! - **From the committed log.** Each table has a mail cursor in the store: the event and the post
//!   up to which its mails were worked out, and whom the game waited on there. [`work_out`] reads
//!   what was committed past it (the seats the game waits on now and did not at the cursor; the
//!   posts and whom each is for, [`crate::posts::addressed`]) and, in one transaction, moves the
//!   cursor and holds the mails it found as pending rows. It runs on every append and post notice
//!   (from any process: PostgreSQL's `NOTIFY`), at start-up and every minute over the tables left
//!   behind ([`Store::tables_behind_mail`]). A command or post committed just before a crash is
//!   found by the next start; two processes racing over one table move its cursor once.
//! - **Held while they are there.** A seat is *at the table* when its page is open and visible
//!   (the page script reports it, [`http::present`]) or it acts there (a command, a post): the
//!   store keeps when it was last seen ([`present`]). A mail is due no sooner than a hold
//!   ([`crate::AppConfig::mail_hold`], `tablon serve --mail-hold SECS`) after that; when it comes
//!   due and they were back meanwhile, it waits another hold. A "your move" mail is dropped if the
//!   table no longer waits on them when it comes due.
//! - **Gathered.** One "your move" per table and seat until they have been at the table again. The
//!   posts addressed to one seat are gathered: a second one within a hold of the last mail waits
//!   for the hold to end, and all those waiting go in one mail (posts worked out before the reader
//!   was last at the table were seen there, and are left out).
//! - **Confirmed while waited on.** A seat whose address is confirmed while its table already
//!   waits on it gets the "your move" [`work_out`] could not hold for it then ([`confirmed`]).
//! - **Written once.** [`send_due`] writes each due group as one outbox delivery, in the same
//!   transaction that deletes its pending rows ([`Store::send_pending_mails`]): a crash before it
//!   leaves them pending, after it the outbox sends the mail; two processes write it once.
//!
//! Times are the server's clock ([`crate::clock`]), so tests move it.

use std::collections::{BTreeSet, HashMap};
use std::sync::Mutex;

use engine::{SeatId, Viewer};
use games::{AnyState, GameKind};
use serde_json::value::RawValue;
use store::{MailCursor, NewPendingMail, PendingMail, PostQuery, Reader, Store, TableId};

use crate::mail::{Letter, MailKind, Note, SeatWords, recipient, wants_now};
use crate::{AppError, AppState};

/// The most posts worked out of one table in one go (a backlog takes several).
const POSTS_PER_ROUND: u32 = 200;

/// The most events a "your move" mail tells (the newest).
const YOUR_MOVE_EVENTS: usize = 30;

/// The most posts one gathered mail quotes (the newest); it says how many more there were.
const NOTES_PER_MAIL: usize = 20;

/// The hold, in milliseconds.
fn hold_ms(state: &AppState) -> i64 {
    i64::try_from(state.config().mail_hold.as_millis()).unwrap_or(i64::MAX)
}

/// When a mail for a seat last seen at `seen_at` may go: a hold after that, and not before `now`.
fn due_after(state: &AppState, now: i64, seen_at: Option<i64>) -> i64 {
    seen_at.map_or(now, |seen| seen.saturating_add(hold_ms(state))).max(now)
}

/// Whom the game waited on after event `seq` of `table` (the log folded up to there). Only for
/// a cursor that does not know it (a table just opened or imported whose log grew before its first
/// working out, or one made before cursors kept it): once per table, then the cursor keeps it.
async fn waiting_at(
    state: &AppState,
    kind: GameKind,
    table: TableId,
    seq: u64,
) -> Result<Vec<SeatId>, AppError> {
    let mut game = AnyState::new(kind);
    for e in state.db().events_since(table, 0).await?.into_iter().take_while(|e| e.seq <= seq) {
        game.apply(&e.event).map_err(|err| AppError::internal("stored event", &err))?;
    }
    Ok(game.waiting_on())
}

/// Works out the mails of what `table` committed past its mail cursor and holds them, moving the
/// cursor in the same transaction. Several processes may race: one moves it, the others find
/// it moved and look again.
pub async fn work_out(state: &AppState, table: TableId, now: i64) -> Result<(), AppError> {
    if !crate::mail::enabled(state) {
        return Ok(());
    }
    for _ in 0..16 {
        let from = state.db().mail_cursor(table).await?;
        let slot = crate::play::slot(state, table).await?;
        let (head, waiting) = {
            let mut e = slot.entry.lock().await;
            e.catch_up(state, table).await?;
            (e.head, e.state.waiting_on())
        };
        // Whom it waited on at the cursor: the cursor keeps it; one that does not (just opened or
        // imported) and stands at the log's end waited on whom the table's cached state does.
        let before = match &from.waiting {
            Some(w) => w.clone(),
            None if from.seq >= head => waiting.clone(),
            None => waiting_at(state, slot.kind, table, from.seq).await?,
        };
        let query = PostQuery {
            thread: None,
            reader: Reader::All,
            after: Some(store::PostId(from.post)),
            limit: POSTS_PER_ROUND,
            newest: false,
        };
        let posts = state.db().posts(table, query).await?;
        let to = MailCursor {
            seq: head.max(from.seq),
            waiting: Some(waiting.clone()),
            post: posts.last().map_or(from.post, |p| p.id.0),
        };
        if to == from {
            return Ok(());
        }
        let ai = &slot.record.options.ai_seats;
        let mut pending = Vec::new();
        // Nothing is held about the log's past when the cursor did not know whom it waited on.
        for &seat in waiting.iter().filter(|s| !before.contains(s) && !ai.contains(s)) {
            if recipient(state, table, seat).await?.is_none() {
                continue;
            }
            let presence = state.db().mail_presence(table, seat).await?;
            // One "your move" until they have been at the table again.
            if presence.your_move_at.is_some_and(|mailed| presence.seen_at.is_none_or(|seen| seen <= mailed))
            {
                continue;
            }
            pending.push(NewPendingMail {
                seat,
                kind: MailKind::YourMove.code().to_owned(),
                post: None,
                from_seq: from.seq,
                due_at: due_after(state, now, presence.seen_at),
            });
        }
        if !posts.is_empty() {
            let names = crate::names::of_table(state, &slot).await?;
            let mut replied: HashMap<i64, Option<store::PostRecord>> = HashMap::new();
            for post in &posts {
                let parent = match post.reply_to {
                    None => None,
                    Some(id) => {
                        if let std::collections::hash_map::Entry::Vacant(slot) = replied.entry(id.0) {
                            slot.insert(match state.db().post(id).await {
                                Ok(p) => Some(p),
                                Err(store::StoreError::NotFound(_)) => None,
                                Err(e) => return Err(e.into()),
                            });
                        }
                        replied[&id.0].as_ref()
                    }
                };
                for seat in crate::posts::addressed(&names, post, parent) {
                    if ai.contains(&seat) || recipient(state, table, seat).await?.is_none() {
                        continue;
                    }
                    let presence = state.db().mail_presence(table, seat).await?;
                    let last = presence.seen_at.max(presence.addressed_at);
                    pending.push(NewPendingMail {
                        seat,
                        kind: MailKind::Addressed.code().to_owned(),
                        post: Some(post.id),
                        from_seq: 0,
                        due_at: due_after(state, now, last),
                    });
                }
            }
        }
        if state.db().advance_mail_cursor(table, &from, &to, pending, now).await? {
            if to.post != from.post && posts.len() == POSTS_PER_ROUND as usize {
                continue;
            }
            return Ok(());
        }
    }
    Ok(())
}

/// A "your move" for each seat that `address` (just confirmed) gets mail about and whose table
/// already waits on it: the table started waiting on it before it could be mailed, so
/// [`work_out`] held nothing for it. Held as if the reader had been at the table now (they are
/// on the site, confirming): it goes a hold later if the table still waits on them and they were
/// not back meanwhile, at once without a hold. One "your move" until they have been back still
/// holds, and one pending at a time.
pub async fn confirmed(state: &AppState, address: &store::MailAddress, now: i64) -> Result<(), AppError> {
    if !crate::mail::enabled(state) {
        return Ok(());
    }
    let seats: Vec<(TableId, SeatId)> = match address.owner {
        store::MailOwner::User(user) => {
            state.db().seats_of_user(user).await?.into_iter().map(|s| (s.table, s.seat)).collect()
        }
        store::MailOwner::Seat(table, seat) => vec![(table, seat)],
    };
    for (table, seat) in seats {
        // A link-held seat later kept in an account with its own address is mailed there.
        if recipient(state, table, seat).await?.map(|a| a.id) != Some(address.id) {
            continue;
        }
        let slot = crate::play::slot(state, table).await?;
        if slot.record.options.ai_seats.contains(&seat) {
            continue;
        }
        let waits = {
            let mut e = slot.entry.lock().await;
            e.catch_up(state, table).await?;
            e.state.waiting_on().contains(&seat)
        };
        let presence = state.db().mail_presence(table, seat).await?;
        let mailed = presence.your_move_at.is_some_and(|at| presence.seen_at.is_none_or(|seen| seen <= at));
        if !waits || mailed {
            continue;
        }
        // Held where the cursor stands (it does not move); a [`work_out`] that moved it meanwhile
        // makes this look again.
        for _ in 0..16 {
            let at = state.db().mail_cursor(table).await?;
            let pending = vec![NewPendingMail {
                seat,
                kind: MailKind::YourMove.code().to_owned(),
                post: None,
                from_seq: at.seq,
                due_at: due_after(state, now, Some(now)),
            }];
            if state.db().advance_mail_cursor(table, &at, &at, pending, now).await? {
                break;
            }
        }
    }
    // Without a hold it goes before the answer, as [`spawn`] sends what a notice worked out: left
    // for the next tick, a "your move" the next move brings would be gathered into the same mail.
    if hold_ms(state) == 0 {
        send_due(state, now).await?;
    }
    Ok(())
}

/// [`work_out`] for every table left behind (at start-up, after lost notices, every minute).
pub async fn work_out_behind(state: &AppState, now: i64) -> Result<(), AppError> {
    if !crate::mail::enabled(state) {
        return Ok(());
    }
    for table in state.db().tables_behind_mail().await? {
        work_out(state, table, now).await?;
    }
    Ok(())
}

/// Writes the pending mails due at `now` into the outbox, each seat's of one kind at one table
/// gathered into one mail. Answers how many mails were queued.
pub async fn send_due(state: &AppState, now: i64) -> Result<usize, AppError> {
    let due = state.db().pending_mails_due(now, 100).await?;
    let groups: BTreeSet<(TableId, SeatId, String)> =
        due.into_iter().map(|p| (p.table, p.seat, p.kind)).collect();
    let mut queued = 0;
    for (table, seat, kind) in groups {
        let rows = state.db().pending_mails(table, seat, &kind).await?;
        if rows.is_empty() {
            continue;
        }
        let presence = state.db().mail_presence(table, seat).await?;
        let due = due_after(state, now, presence.seen_at);
        if due > now {
            // They were at the table since: it waits until they have been away for the hold.
            state.db().postpone_pending_mails(rows.iter().map(|r| r.id).collect(), due).await?;
            continue;
        }
        let written = match MailKind::from_code(&kind) {
            Some(MailKind::YourMove) => your_move(state, table, seat, &rows).await?,
            Some(MailKind::Addressed) => addressed(state, table, seat, &rows, presence.seen_at).await?,
            _ => None,
        };
        let first = rows.iter().map(|r| r.id).min().unwrap_or_default();
        let key = format!("mail:{kind}:{table}:{}:{first}", seat.0);
        let sent = written.is_some();
        let written = store::WrittenMail {
            table,
            seat,
            kind: kind.clone(),
            ids: rows.iter().map(|r| r.id).collect(),
            delivery: written,
            key,
        };
        if state.db().send_pending_mails(written, now).await? && sent {
            queued += 1;
        }
    }
    Ok(queued)
}

/// The "your move" mail of `seat` at `table` (`None`: not to be sent: the table no longer waits
/// on it, or it gets no such mail).
async fn your_move(
    state: &AppState,
    table: TableId,
    seat: SeatId,
    rows: &[PendingMail],
) -> Result<Option<store::NewDelivery>, AppError> {
    let slot = crate::play::slot(state, table).await?;
    let (waiting, infos) = {
        let mut e = slot.entry.lock().await;
        e.catch_up(state, table).await?;
        (e.state.waiting_on(), e.state.seats())
    };
    if !waiting.contains(&seat) {
        return Ok(None);
    }
    let Some(address) = recipient(state, table, seat).await? else { return Ok(None) };
    if !wants_now(&address, MailKind::YourMove, table) {
        return Ok(None);
    }
    let from = rows.iter().map(|r| r.from_seq).min().unwrap_or_default();
    let names = crate::names::Names::new(&infos, &state.db().seats(table).await?);
    let label = SeatWords::of(&names, &infos, seat);
    let (logged, _) = crate::play::redacted_events(state, slot.kind, table, 0, Viewer::Seat(seat)).await?;
    let mut events: Vec<Box<RawValue>> =
        logged.iter().filter(|e| e.seq > from).map(|e| e.event.0.clone()).collect();
    events.drain(..events.len().saturating_sub(YOUR_MOVE_EVENTS));
    let story: Vec<Box<RawValue>> = logged.into_iter().map(|e| e.event.0).collect();
    // Opens the seat on any device, as long as the seat's link stands.
    let link = crate::entry::link(state, table, seat).await?;
    let letter = Letter::YourMove {
        game: slot.kind,
        table: &slot.record.title,
        seat: &label,
        names: &names,
        events: &events,
        story: &story,
        link: &link,
    };
    crate::mail::write(state, (&address).into(), Some(MailKind::YourMove), Some(table), &letter)
}

/// The "addressed to you" mail of `seat` at `table` telling the posts of `rows` it has not seen
/// at the table (`None`: nothing left to tell, or it gets no such mail).
async fn addressed(
    state: &AppState,
    table: TableId,
    seat: SeatId,
    rows: &[PendingMail],
    seen_at: Option<i64>,
) -> Result<Option<store::NewDelivery>, AppError> {
    let Some(address) = recipient(state, table, seat).await? else { return Ok(None) };
    if !wants_now(&address, MailKind::Addressed, table) {
        return Ok(None);
    }
    let at_once = hold_ms(state) == 0;
    let mut posts = Vec::new();
    // Worked out (when it was written, but for a restart) before they were last at the table:
    // they saw it there (with a hold; without one every post goes at once).
    let unseen = rows.iter().filter(|r| at_once || seen_at.is_none_or(|seen| r.created_at > seen));
    for id in unseen.filter_map(|r| r.post) {
        match state.db().post(id).await {
            Ok(p) if p.table == table => posts.push(p),
            Ok(_) | Err(store::StoreError::NotFound(_)) => {}
            Err(e) => return Err(e.into()),
        }
    }
    posts.sort_by_key(|p| p.id);
    posts.drain(..posts.len().saturating_sub(NOTES_PER_MAIL));
    if posts.is_empty() {
        return Ok(None);
    }
    let slot = crate::play::slot(state, table).await?;
    let names = crate::names::of_table(state, &slot).await?;
    let mut authors = Vec::new();
    for p in &posts {
        authors.push(match (p.author_seat, p.author_user) {
            (Some(s), _) => names.label(s),
            (None, Some(user)) => state.db().user(user).await?.username,
            (None, None) => String::new(),
        });
    }
    // A mail says how many images a post shows, never their addresses: they are read at the table.
    let images = state.db().post_images(table).await?;
    let notes: Vec<Note<'_>> = posts
        .iter()
        .zip(&authors)
        .map(|(p, author)| Note {
            whisper: p.whisper_to.is_some(),
            author_seat: p.author_seat,
            author,
            body: &p.body,
            images: images.iter().filter(|i| i.post == Some(p.id)).count(),
        })
        .collect();
    let link = crate::entry::link(state, table, seat).await?;
    let letter = Letter::Addressed { table: &slot.record.title, names: &names, notes: &notes, link: &link };
    crate::mail::write(state, (&address).into(), Some(MailKind::Addressed), Some(table), &letter)
}

/// Remembers, per table and seat, when this process last recorded that seat present, so a busy
/// page or player writes it to the store only now and then.
#[derive(Default)]
pub(crate) struct Presence(Mutex<HashMap<(TableId, SeatId), i64>>);

/// Records that `seat` is at `table` now (its page open and visible, or acting there): the mails
/// for it wait until it has been away for the hold. Written to the store at most every quarter
/// hold (and every 30 seconds at most) per seat and process.
pub async fn present(state: &AppState, table: TableId, seat: SeatId) -> Result<(), AppError> {
    if !crate::mail::enabled(state) {
        return Ok(());
    }
    let now = state.config().clock.unix_ms();
    let every = (hold_ms(state) / 4).min(30_000);
    {
        let mut last = state.inner.presence.0.lock().expect("presence lock");
        if last.get(&(table, seat)).is_some_and(|at| now - at < every) {
            return Ok(());
        }
        last.insert((table, seat), now);
    }
    state.db().mark_present(table, seat, now).await?;
    Ok(())
}

/// Works out and sends the paced mails until the server stops: each table on its notices, the
/// tables left behind at start-up and every minute, the due mails every `every`.
pub fn spawn(state: AppState, every: std::time::Duration) -> tokio::task::JoinHandle<()> {
    let mut notices = state.inner.notices.subscribe();
    tokio::spawn(async move {
        if !crate::mail::enabled(&state) {
            return;
        }
        let mut shutdown = state.inner.shutdown.subscribe();
        let mut tick = tokio::time::interval(every.max(std::time::Duration::from_millis(50)));
        let mut sweep = tokio::time::interval(std::time::Duration::from_secs(60));
        loop {
            let now = || state.config().clock.unix_ms();
            let result = tokio::select! {
                _ = shutdown.changed() => return,
                _ = sweep.tick() => work_out_behind(&state, now()).await,
                _ = tick.tick() => send_due(&state, now()).await.map(|_| ()),
                notice = notices.recv() => match notice {
                    Ok(store::Notice::Appended { table, .. } | store::Notice::Posted { table, .. }) => {
                        work_out(&state, table, now()).await
                    }
                    Ok(store::Notice::Missed) => work_out_behind(&state, now()).await,
                    Ok(_) => Ok(()),
                    // Notices were lost: look at every table left behind.
                    Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => work_out_behind(&state, now()).await,
                    Err(tokio::sync::broadcast::error::RecvError::Closed) => return,
                },
            };
            // Without a hold, what was just worked out goes at once.
            let result = match result {
                Ok(()) if hold_ms(&state) == 0 => send_due(&state, now()).await.map(|_| ()),
                other => other,
            };
            if let Err(e) = result {
                tracing::warn!(error = %e, "paced mail failed");
            }
        }
    })
}

/// The page script's report that the reader is at the table.
pub mod http {
    use axum::extract::State;
    use axum::http::StatusCode;

    use crate::auth::Caller;
    use crate::path::Path;
    use crate::{AppError, AppState};

    /// `POST /api/tables/{id}/presence`: the caller's seat is at the table now (its page open and
    /// visible). 204; a caller without a seat there changes nothing.
    pub async fn present(
        State(state): State<AppState>,
        caller: Caller,
        Path(id): Path<i64>,
    ) -> Result<StatusCode, AppError> {
        let access = crate::play::access(&state, &caller, store::TableId(id)).await?;
        if let Some(seat) = access.seat {
            super::present(&state, access.id(), seat).await?;
        }
        Ok(StatusCode::NO_CONTENT)
    }
}
