//! Verifiable dice: a table's commitments, revealing (and rotating) its seed, recomputing every
//! roll, and each roll as BBCode and Markdown linking to its verification URL.
//!
//! Client seeds are stored as `s<seat>:<seed>`, so a roll is attributable to its seat, and each
//! roll keeps the log's end after the command that threw it, so it is attributable to that
//! command's events. A seat may verify its own rolls, and, in a game whose rolls are all thrown
//! before the table ([`games::GameKind::rolls_in_the_open`]), every roll whose command's events
//! reach it (a player verifies their own 44 conflict even when the Director's "ready" threw it);
//! the owner and the moderator (seat 0) verify all of them. A single roll's URL is public: it
//! holds a 64-bit random client seed unless the roller chose one, so it is not guessable, and the
//! roller publishes it by pasting it elsewhere.
//!
//! Each operation is a service function with a typed answer; [`http`] holds the axum handlers.

use dice::{Die, RollRecord, ServerSeed, Verdict};
use engine::SeatId;
use percent_encoding::{AsciiSet, NON_ALPHANUMERIC, utf8_percent_encode};
use serde::Serialize;
use store::{PostId, Store, StoredEvent, StoredRoll, TableId};

use crate::auth::Caller;
use crate::play::access;
use crate::{AppError, AppState};

fn url_of(state: &AppState, route: &str, r: &RollRecord) -> String {
    let seed = utf8_percent_encode(&r.client_seed, PATH_SEGMENT);
    let path = crate::routes::fill(route, &[&r.commitment, &seed, &r.index]);
    format!("{}{path}", state.config().public_url)
}

/// A client seed as one path segment: everything but RFC 3986's unreserved characters escaped.
const PATH_SEGMENT: &AsciiSet = &NON_ALPHANUMERIC.remove(b'-').remove(b'_').remove(b'.').remove(b'~');

/// A roll with its verification links, as BBCode and Markdown to paste elsewhere; its verdict once
/// the seed is revealed.
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct Roll {
    /// The table.
    #[schemars(with = "i64")]
    pub table: TableId,
    /// SHA-256 of the server seed, published before the roll.
    pub commitment: String,
    /// The roller's seed (`s<seat>:<seed>`).
    pub client_seed: String,
    /// The roll's number for this client seed under this commitment.
    pub index: u64,
    /// The dice thrown (`d6`, `d10`, …).
    pub dice: Vec<Die>,
    /// The faces they showed.
    pub faces: Vec<u32>,
    /// The API's verification URL (for programs).
    pub verify_url: String,
    /// The verification page (for people).
    pub page_url: String,
    /// A BBCode link to the page.
    pub bbcode: String,
    /// A Markdown link to the page.
    pub markdown: String,
    /// Once the seed is revealed: whether the roll verifies.
    #[schemars(with = "Option<VerdictName>")]
    pub verdict: Option<Verdict>,
    /// The seat whose command threw it (from its client seed).
    pub by: Option<SeatId>,
    /// The events of the command that threw it, `[first, last]` places in the log (the pages
    /// tell what the roll was for from them).
    pub events: Option<[u64; 2]>,
    /// Why the reader is shown it, where the answer is for a reader.
    pub seen_as: Option<SeenAs>,
    /// The post whose dice box threw it (a roll outside the rules engine).
    #[schemars(with = "Option<i64>")]
    pub post: Option<PostId>,
    /// What its writer said it is for (a post's roll).
    pub label: Option<String>,
    /// The notation thrown (a post's roll: "2d6+1").
    pub notation: Option<String>,
    /// The notation's total for these faces (a post's roll: the sum, with its modifier).
    pub total: Option<i64>,
    /// Whether an import carried it over (a post's roll thrown on the exporting server, verified
    /// by the seed that server had revealed by the export; without one, only there).
    pub imported: bool,
}

/// Why a reader is shown a roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum SeenAs {
    /// The reader's own seat threw it.
    Yours,
    /// Thrown before the whole table, by a command whose events reach the reader.
    Table,
    /// The reader is the table's owner or game master, who verifies every roll.
    Moderator,
    /// Thrown from the dice box of a post the reader may read.
    Post,
}

/// The seat of a client seed `s<seat>:…`.
pub fn seat_of(client_seed: &str) -> Option<SeatId> {
    let (seat, _) = client_seed.strip_prefix('s')?.split_once(':')?;
    seat.parse().ok().map(SeatId)
}

/// The events of the append that ends at `last`: the run of events before it with its seat and
/// its commit time (one append's events are committed together), as `[first, last]`.
fn append_span(log: &[StoredEvent], last: u64) -> Option<[u64; 2]> {
    let end = log.binary_search_by_key(&last, |e| e.seq).ok()?;
    let (seat, at) = (log[end].seat, log[end].created_at);
    let start = log[..end].iter().rev().take_while(|e| e.seat == seat && e.created_at == at).count();
    Some([log[end - start].seq, last])
}

/// [`Verdict`]'s JSON form, for the schema.
#[derive(schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
#[allow(dead_code)]
enum VerdictName {
    /// The seed matches the commitment and recomputes exactly these faces.
    Verified,
    /// The revealed seed is not the one committed to.
    WrongSeed,
    /// The seed is right but the recorded faces differ.
    FacesDiffer,
}

impl Roll {
    /// The roll `r` of `table` with its links, thrown by the command that made the `events`;
    /// `verdict` once revealed.
    pub fn new(
        state: &AppState,
        table: TableId,
        r: &RollRecord,
        events: Option<[u64; 2]>,
        verdict: Option<Verdict>,
    ) -> Roll {
        let url = url_of(state, crate::routes::api::ROLL, r);
        // The page a person opens (served by the web pages); the API URL is for programs.
        let page = url_of(state, crate::routes::pages::ROLL, r);
        let dice: Vec<String> = r.dice.iter().map(|d| format!("d{}", d.sides())).collect();
        let faces: Vec<String> = r.faces.iter().map(|f| f.to_string()).collect();
        let text = format!("{} → {}", dice.join(" "), faces.join(", "));
        Roll {
            table,
            commitment: r.commitment.clone(),
            client_seed: r.client_seed.clone(),
            index: r.index,
            dice: r.dice.clone(),
            faces: r.faces.clone(),
            verify_url: url,
            bbcode: format!("[url={page}]🎲 {text}[/url]"),
            markdown: format!("[🎲 {text}]({page})"),
            page_url: page,
            verdict,
            by: seat_of(&r.client_seed),
            events,
            seen_as: None,
            post: None,
            label: None,
            notation: None,
            total: None,
            imported: false,
        }
    }

    /// A recorded roll: [`Roll::new`], with its post, label, notation and total where a post's
    /// dice box threw it.
    pub fn stored(
        state: &AppState,
        r: &StoredRoll,
        events: Option<[u64; 2]>,
        verdict: Option<Verdict>,
    ) -> Roll {
        let total = r
            .notation
            .as_deref()
            .and_then(|n| n.parse::<dice::Notation>().ok())
            .map(|n| n.total(&r.record.faces));
        Roll {
            post: r.post,
            label: r.label.clone(),
            notation: r.notation.clone(),
            total,
            imported: r.imported,
            ..Roll::new(state, r.table, &r.record, events, verdict)
        }
    }
}

/// A dice commitment of a table.
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct CommitmentInfo {
    /// SHA-256 of the server seed.
    pub commitment: String,
    /// When it was made (Unix ms).
    pub created_at: i64,
    /// When its seed was revealed (Unix ms).
    pub revealed_at: Option<i64>,
    /// The seed, once revealed.
    pub seed: Option<String>,
}

/// A table's commitments (`GET /api/tables/{id}/dice`).
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct Commitments {
    /// Oldest first.
    pub commitments: Vec<CommitmentInfo>,
}

/// The table's commitments (seeds shown once revealed).
pub async fn commitments(state: &AppState, caller: &Caller, id: TableId) -> Result<Commitments, AppError> {
    let access = access(state, caller, id).await?;
    let list = state.db().commitments(access.id()).await?;
    let commitments = list
        .into_iter()
        .map(|c| CommitmentInfo {
            commitment: c.commitment,
            created_at: c.created_at,
            revealed_at: c.revealed_at,
            seed: c.revealed_seed,
        })
        .collect();
    Ok(Commitments { commitments })
}

/// A seed just revealed.
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct RevealedSeed {
    /// Its commitment.
    pub commitment: String,
    /// The seed.
    pub seed: Option<String>,
}

/// The answer to revealing (`POST /api/tables/{id}/dice/reveal`).
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct Revealed {
    /// The seed revealed.
    pub revealed: RevealedSeed,
    /// The new commitment the next rolls use.
    pub next: String,
}

/// Reveals the current seed and commits to a fresh one. Owner or moderator only.
pub async fn reveal(state: &AppState, caller: &Caller, id: TableId) -> Result<Revealed, AppError> {
    let access = access(state, caller, id).await?;
    if !access.moderator() {
        return Err(AppError::forbidden(
            "dice.not_moderator",
            "only the table's owner or seat 0 may reveal the seed",
        ));
    }
    let id = access.id();
    // Hold the table's lock so no command rolls with the seed being revealed.
    let mut e = access.slot.entry.lock().await;
    let current = state.db().current_commitment(id).await?;
    let revealed = state.db().reveal_seed(current.id, state.now_ms()).await?;
    let next = state.db().commit_seed(id, &ServerSeed::generate()).await?;
    e.reset_dice();
    drop(e);
    tracing::info!(table = %id, "seed revealed and rotated");
    Ok(Revealed {
        revealed: RevealedSeed { commitment: revealed.commitment, seed: revealed.revealed_seed },
        next: next.commitment,
    })
}

fn verdict_of(seed: Option<&str>, r: &RollRecord) -> Option<Verdict> {
    let seed = ServerSeed::from_hex(seed?).ok()?;
    Some(r.verify(&seed))
}

/// One commitment's rolls, recomputed where the seed is revealed.
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct CommitmentRolls {
    /// SHA-256 of the server seed.
    pub commitment: String,
    /// Whether its seed is revealed.
    pub revealed: bool,
    /// The seed, once revealed.
    pub seed: Option<String>,
    /// The rolls the caller may see.
    pub rolls: Vec<Roll>,
}

/// Every roll the caller may see (`GET /api/tables/{id}/dice/verify`).
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct TableRolls {
    /// Whether every roll under a revealed seed verifies.
    pub all_verified: bool,
    /// By commitment, oldest first.
    pub commitments: Vec<CommitmentRolls>,
}

/// Every roll the caller may see, recomputed where the seed is revealed: a seat's own rolls and,
/// in a game whose rolls are all thrown in the open, those whose command's events it may see
/// (any of them, as the game redacts them for it); every roll for the owner and the game master.
pub async fn verify_table(state: &AppState, caller: &Caller, id: TableId) -> Result<TableRolls, AppError> {
    let access = access(state, caller, id).await?;
    if !access.moderator() && access.seat.is_none() {
        return Err(AppError::forbidden("dice.not_seated", "only the table's seats may verify its rolls"));
    }
    let kind = access.slot.kind;
    let viewer = access.viewer();
    let log = state.db().events_since(access.id(), 0).await?;
    // Whether the reader sees any event of the span: the game's redaction is the only judge.
    let reaches = |[first, last]: [u64; 2]| -> Result<bool, AppError> {
        let (lo, hi) = (log.partition_point(|e| e.seq < first), log.partition_point(|e| e.seq <= last));
        for e in &log[lo..hi] {
            if kind
                .redact(&e.event, viewer)
                .map_err(|err| AppError::internal("stored event", &err))?
                .is_some()
            {
                return Ok(true);
            }
        }
        Ok(false)
    };
    let mut commitments = Vec::new();
    let mut all_verified = true;
    for c in state.db().commitments(access.id()).await? {
        let mut rolls = Vec::new();
        for r in state.db().rolls(&c.commitment).await? {
            let span = r.seq.and_then(|last| append_span(&log, last));
            // A post's roll is read with its post: a whisper's roll only by the whisper's readers.
            if let Some(post) = r.post {
                let readable = state.db().post(post).await.is_ok_and(|p| crate::posts::may_read(&access, &p));
                if !readable {
                    continue;
                }
            }
            let seen_as = if access.seat.is_some() && seat_of(&r.record.client_seed) == access.seat {
                SeenAs::Yours
            } else if r.post.is_some() {
                SeenAs::Post
            } else if access.moderator() {
                SeenAs::Moderator
            } else if kind.rolls_in_the_open() && span.map(reaches).transpose()?.unwrap_or(false) {
                SeenAs::Table
            } else {
                continue;
            };
            let verdict = verdict_of(c.revealed_seed.as_deref(), &r.record);
            all_verified &= verdict.is_none_or(|v| v == Verdict::Verified);
            let mut roll = Roll::stored(state, &r, span, verdict);
            roll.seen_as = Some(seen_as);
            rolls.push(roll);
        }
        commitments.push(CommitmentRolls {
            commitment: c.commitment,
            revealed: c.revealed_seed.is_some(),
            seed: c.revealed_seed,
            rolls,
        });
    }
    // The posts' rolls an import carried over, under their exporting server's commitments, read
    // with their posts and verified by the seeds that server had revealed.
    for r in state.db().post_rolls(access.id()).await?.into_iter().filter(|r| r.imported) {
        let Some(post) = r.post else { continue };
        if !state.db().post(post).await.is_ok_and(|p| crate::posts::may_read(&access, &p)) {
            continue;
        }
        let seen_as = match access.seat.is_some() && seat_of(&r.record.client_seed) == access.seat {
            true => SeenAs::Yours,
            false => SeenAs::Post,
        };
        let verdict = verdict_of(r.carried_seed.as_deref(), &r.record);
        all_verified &= verdict.is_none_or(|v| v == Verdict::Verified);
        let mut roll = Roll::stored(state, &r, None, verdict);
        roll.seen_as = Some(seen_as);
        match commitments.iter_mut().find(|c| c.commitment == r.record.commitment) {
            Some(c) => c.rolls.push(roll),
            None => commitments.push(CommitmentRolls {
                commitment: r.record.commitment.clone(),
                revealed: r.carried_seed.is_some(),
                seed: r.carried_seed.clone(),
                rolls: vec![roll],
            }),
        }
    }
    Ok(TableRolls { all_verified, commitments })
}

/// One roll (`GET /api/rolls/{commitment}/{client_seed}/{index}`).
#[derive(Clone, Debug, Serialize, schemars::JsonSchema)]
pub struct OneRoll {
    /// The roll, with its verdict once revealed.
    pub roll: Roll,
    /// Its server seed, once revealed.
    pub seed: Option<String>,
}

/// One roll and, once its seed is revealed, whether it verifies. Public: its address is the secret.
pub async fn verify_one(
    state: &AppState,
    commitment: &str,
    client_seed: &str,
    index: u64,
) -> Result<OneRoll, AppError> {
    if commitment.len() != 64 || !commitment.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(AppError::bad("dice.commitment", "a commitment is 64 hex digits"));
    }
    let roll = state.db().roll(commitment, client_seed, index).await?;
    // An imported roll's seed is the one its exporting server had revealed (its commitment is
    // none of this server's).
    let revealed = match roll.imported {
        true => roll.carried_seed.clone(),
        false => state
            .db()
            .commitments(roll.table)
            .await?
            .into_iter()
            .find(|c| c.commitment == commitment)
            .and_then(|c| c.revealed_seed),
    };
    let verdict = verdict_of(revealed.as_deref(), &roll.record);
    // A public page: where in the log the roll was thrown is not said (it holds no secret, but
    // the reader of a pasted link needs only the roll).
    let mut one = Roll::stored(state, &roll, None, verdict);
    // The public page does not say which post threw it (the post may be a whisper).
    one.post = None;
    Ok(OneRoll { roll: one, seed: revealed })
}

/// The JSON routes: extract, call the service, answer.
pub mod http {
    use crate::path::Path;
    use axum::Json;
    use axum::extract::State;
    use store::TableId;

    use super::{Commitments, OneRoll, Revealed, TableRolls};
    use crate::auth::Caller;
    use crate::{AppError, AppState};

    /// `GET /api/tables/{id}/dice`.
    pub async fn commitments(
        State(state): State<AppState>,
        caller: Caller,
        Path(id): Path<i64>,
    ) -> Result<Json<Commitments>, AppError> {
        super::commitments(&state, &caller, TableId(id)).await.map(Json)
    }

    /// `POST /api/tables/{id}/dice/reveal`.
    pub async fn reveal(
        State(state): State<AppState>,
        caller: Caller,
        Path(id): Path<i64>,
    ) -> Result<Json<Revealed>, AppError> {
        super::reveal(&state, &caller, TableId(id)).await.map(Json)
    }

    /// `GET /api/tables/{id}/dice/verify`.
    pub async fn verify_table(
        State(state): State<AppState>,
        caller: Caller,
        Path(id): Path<i64>,
    ) -> Result<Json<TableRolls>, AppError> {
        super::verify_table(&state, &caller, TableId(id)).await.map(Json)
    }

    /// `GET /api/rolls/{commitment}/{client_seed}/{index}`.
    pub async fn verify_one(
        State(state): State<AppState>,
        Path((commitment, client_seed, index)): Path<(String, String, u64)>,
    ) -> Result<Json<OneRoll>, AppError> {
        super::verify_one(&state, &commitment, &client_seed, index).await.map(Json)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn event(seq: u64, seat: u8, at: i64) -> StoredEvent {
        StoredEvent {
            seq,
            version: 1,
            seat: Some(SeatId(seat)),
            event: serde_json::value::RawValue::from_string("{}".into()).unwrap(),
            created_at: at,
        }
    }

    #[test]
    fn a_client_seed_names_its_seat() {
        assert_eq!(seat_of("s2:abc"), Some(SeatId(2)));
        assert_eq!(seat_of("s10:x:y"), Some(SeatId(10)));
        assert_eq!(seat_of("post:1"), None);
        assert_eq!(seat_of("s:1"), None);
    }

    #[test]
    fn an_append_is_the_run_of_one_seat_and_one_commit_time() {
        let log = [event(1, 0, 10), event(2, 1, 20), event(3, 1, 20), event(4, 1, 20), event(5, 1, 30)];
        assert_eq!(append_span(&log, 4), Some([2, 4]));
        assert_eq!(append_span(&log, 5), Some([5, 5]));
        assert_eq!(append_span(&log, 1), Some([1, 1]));
        assert_eq!(append_span(&log, 9), None);
    }
}
