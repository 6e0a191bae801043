//! The events that record what happened.

use engine::SeatId;
use serde::{Deserialize, Serialize};

use crate::command::*;
use crate::state::*;

/// What happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// The campaign was set up.
    CampaignStarted {
        /// The config.
        config: Config,
    },
    /// The phase changed.
    PhaseChanged {
        /// The new phase.
        phase: Phase,
    },
    /// A player's points changed (never below zero).
    PointsChanged {
        /// The player.
        player: SeatId,
        /// PV delta.
        pv: i64,
        /// PK delta.
        pk: i64,
        /// Why (a stable code).
        reason: String,
    },
    /// A cliché went into the pool.
    ClicheProposed {
        /// Who.
        player: SeatId,
        /// The phrase.
        text: String,
    },
    /// A cliché was drafted out of the pool.
    ClicheDrafted {
        /// Who.
        player: SeatId,
        /// Index in the pool.
        index: usize,
    },
    /// A player added own clichés.
    OwnClichesAdded {
        /// Who.
        player: SeatId,
        /// The phrases.
        cliches: Vec<String>,
    },
    /// A character's sheet now reads so.
    CharacterUpdated {
        /// Which.
        id: usize,
        /// The whole character.
        character: Box<Character>,
        /// Why (a stable code).
        reason: String,
    },
    /// An extra now reads so.
    ExtraUpdated {
        /// Its name.
        name: String,
        /// The whole extra.
        extra: Extra,
        /// Why.
        reason: String,
    },
    /// A player became the holder of a character.
    CharacterAssigned {
        /// The player.
        player: SeatId,
        /// The character (`None`: no character now).
        character: Option<usize>,
    },
    /// A scene began.
    SceneStarted {
        /// The scene.
        scene: Box<Scene>,
    },
    /// The scene now reads so (small changes: intention, allies, modifiers, gifts, tricks used).
    SceneUpdated {
        /// The scene.
        scene: Box<Scene>,
        /// Why.
        reason: String,
    },
    /// A pool was rolled.
    PoolRolled {
        /// The roll.
        roll: SceneRoll,
    },
    /// A roll now reads so (boosted, rerolled).
    RollAdjusted {
        /// The roll.
        roll: SceneRoll,
        /// Why.
        reason: String,
    },
    /// The scene moved to a step.
    StepChanged {
        /// The step.
        step: Step,
    },
    /// The scene was decided.
    SceneDecided {
        /// How.
        outcome: Outcome,
    },
    /// The scene was rated.
    SceneRated {
        /// Who rated.
        by: SeatId,
        /// Protagonist's rating.
        protagonist: u32,
        /// Antagonist's rating.
        antagonist: u32,
        /// Why.
        justification: String,
    },
    /// A Grand Finale rating.
    GroupRatingGiven {
        /// Who.
        by: SeatId,
        /// Protagonist's rating.
        protagonist: u32,
        /// Antagonist's rating.
        antagonist: u32,
    },
    /// The scene ended and was filed.
    SceneClosed,
    /// The scene was suspended.
    SceneSuspended {
        /// When.
        now: u64,
    },
    /// A suspended scene came back.
    SceneResumed {
        /// Index among the suspended.
        index: usize,
    },
    /// A suspended scene was withdrawn.
    SceneWithdrawn {
        /// Index among the suspended.
        index: usize,
    },
    /// The Moderator recorded a deadline for the late player.
    DeadlineSet {
        /// Unix seconds.
        deadline: u64,
    },
    /// Training or joining bookkeeping: a character trained this interval.
    Trained {
        /// Which.
        id: usize,
    },
    /// A player asked to start the next scene.
    SceneRequested {
        /// Who.
        player: SeatId,
    },
    /// A new player joined.
    PlayerAdmitted {
        /// The name.
        name: String,
    },
    /// A player left the game.
    PlayerLeft {
        /// Who.
        player: SeatId,
    },
    /// A player who left came back.
    PlayerReturned {
        /// Who.
        player: SeatId,
    },
    /// A cliché contributed for a new character.
    ClicheContributed {
        /// For whom.
        newcomer: SeatId,
        /// By whom.
        by: SeatId,
        /// The phrase.
        text: String,
    },
    /// The Moderator role changed hands.
    ModeratorHandedOver {
        /// The new holder.
        to: SeatId,
    },
    /// A vote opened.
    VoteOpened {
        /// The vote.
        vote: Vote,
    },
    /// A ballot was cast.
    VoteCast {
        /// Which vote.
        vote: usize,
        /// Who.
        by: SeatId,
        /// The option.
        option: usize,
    },
    /// A vote closed.
    VoteClosed {
        /// Which vote.
        vote: usize,
        /// The winner, or `None` on a tie.
        result: Option<usize>,
    },
    /// The Grand Finale framing changed.
    FinaleChanged {
        /// The framing and agreements (`None`: cancelled).
        finale: Option<Finale>,
    },
}
