//! The Protagonists' deduction assistant, opt-in per table (Tragedy Looper,
//! [`store::TableOptions::assistant`]): `GET /api/tables/{id}/deductions`.
//!
//! It is built from the **public log only**: the table's events redacted for a spectator (the
//! public card inside `GameStarted`, never the private card; face-down cards without their faces),
//! which is what every Protagonist receives save their own cards' faces. [`from_public_log`] takes
//! that JSON and nothing else, and refuses any event that a spectator's redaction would change, so
//! the hidden script cannot reach it even by mistake. The deduction itself is
//! `looper_ai::deduce` (sound: it never eliminates the true script; tested there over many games).

use engine::{Game, Viewer};
use games::GameKind;
use serde::Serialize;
use serde_json::Value;
use store::TableId;
use tragedy_looper::{Character, Event, Incident, Plot, Role, TragedyLooper};

use crate::auth::Caller;
use crate::play::{access, redacted_events};
use crate::{AppError, AppState};

/// How many whole consistent assignments the answer lists (the counts cover all of them).
pub const LISTED_ASSIGNMENTS: usize = 20;

/// Why a log cannot feed the assistant.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotPublic {
    /// An event is not a Tragedy Looper event.
    #[error("event {0} is not a Tragedy Looper event")]
    Malformed(usize),
    /// An event holds something a spectator may not see (the private card, a card's face, …).
    #[error("event {0} is not public: the assistant reads only the public log")]
    Hidden(usize),
    /// The log does not start with the public card.
    #[error("the log has no public card (GameStarted)")]
    NoCard,
}

/// Plots still possible, with the consistent role assignments under them.
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
pub struct PlotWorld {
    /// The main plot.
    pub main: Plot,
    /// The subplots.
    pub subplots: Vec<Plot>,
    /// Consistent role assignments under these plots.
    pub assignments: u64,
}

/// A role a character may still have, with the consistent combinations that give it.
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
pub struct RoleCount {
    /// The role.
    pub role: Role,
    /// Consistent (plots, roles) combinations with it.
    pub count: u64,
}

/// The roles a cast character may still have.
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
pub struct CharacterRoles {
    /// The character.
    pub character: Character,
    /// Its possible roles.
    pub roles: Vec<RoleCount>,
}

/// The possible culprits of a scheduled incident.
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
pub struct Culprits {
    /// Its day.
    pub day: u8,
    /// The incident.
    pub incident: Incident,
    /// Who may be its culprit.
    pub candidates: Vec<Character>,
}

/// A character's role in a whole consistent assignment.
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
pub struct CastRole {
    /// The character.
    pub character: Character,
    /// Its role.
    pub role: Role,
}

/// A whole consistent script: plots and every cast member's role.
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
pub struct Assignment {
    /// The main plot.
    pub main: Plot,
    /// The subplots.
    pub subplots: Vec<Plot>,
    /// Each cast member's role, in cast order.
    pub roles: Vec<CastRole>,
}

/// What the public log still allows: counts are consistent (plots, roles) combinations.
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
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

/// The assistant's answer at a table (`GET /api/tables/{id}/deductions`).
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
pub struct Deductions {
    /// The deduction.
    #[serde(flatten)]
    pub deduced: Deduced,
    /// The log's end it was made from.
    pub seq: u64,
}

/// The assistant's answer for a public log (the events as a spectator receives them, in order).
pub fn deduce(events: &[Value]) -> Result<Deduced, NotPublic> {
    let mut log = Vec::with_capacity(events.len());
    for (i, v) in events.iter().enumerate() {
        let e: Event = serde_json::from_value(v.clone()).map_err(|_| NotPublic::Malformed(i))?;
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

/// [`deduce`] as JSON: `{total, plots, characters, culprits, assignments}`.
pub fn from_public_log(events: &[Value]) -> Result<Value, NotPublic> {
    deduce(events).map(|d| serde_json::to_value(d).expect("plain data serialises"))
}

/// The assistant's answer on the table's public log, for a Protagonist seat, the owner, or a
/// spectator when the table allows them. 403 `assistant.disabled` when the table did not turn the
/// assistant on; 403 `assistant.protagonists_only` for the Mastermind's seat (who knows the script).
pub async fn deductions(state: &AppState, caller: &Caller, id: TableId) -> Result<Deductions, AppError> {
    let access = access(state, caller, id).await?;
    let record = &access.slot.record;
    if access.slot.kind != GameKind::TragedyLooper || !record.options.assistant {
        return Err(AppError::forbidden(
            "assistant.disabled",
            "this table has no deduction assistant (it is chosen when a Tragedy Looper table is opened)",
        ));
    }
    if access.seat == Some(tragedy_looper::MASTERMIND) {
        return Err(AppError::forbidden(
            "assistant.protagonists_only",
            "the deduction assistant is for the Protagonists and spectators",
        ));
    }
    // The public log, whoever asks: a Protagonist's own card faces add nothing to the deduction.
    let (events, seq) = redacted_events(state, access.slot.kind, record.id, 0, Viewer::Spectator).await?;
    let public: Vec<Value> = events.into_iter().map(|e| e.event).collect();
    let deduced = tokio::task::spawn_blocking(move || deduce(&public))
        .await
        .map_err(|e| AppError::internal("assistant task", &e))?
        .map_err(|e| AppError::internal("public log", &e))?;
    Ok(Deductions { deduced, seq })
}

/// The JSON route: extract, call the service, answer.
pub mod http {
    use axum::Json;
    use axum::extract::{Path, State};
    use store::TableId;

    use super::Deductions;
    use crate::auth::Caller;
    use crate::{AppError, AppState};

    /// `GET /api/tables/{id}/deductions`.
    pub async fn deductions(
        State(state): State<AppState>,
        caller: Caller,
        Path(id): Path<i64>,
    ) -> Result<Json<Deductions>, AppError> {
        super::deductions(&state, &caller, TableId(id)).await.map(Json)
    }
}
