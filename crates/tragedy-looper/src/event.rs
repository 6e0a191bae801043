//! What happened ([`Event`]) and the values events carry: why a loop ended, who won, the cards as
//! revealed in step 4 and the Mastermind's secret causes. Events are the JSON wire format of the
//! log; `state::apply` folds them into the [`State`](crate::State), `view::redact` hides them.

use engine::SeatId;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::command::{GoodwillTarget, MastermindAbility, Options, Target};
use crate::data::*;
use crate::script::{PrivateCard, PublicCard};
use crate::state::Phase;

/// Why a loop ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum LoopEndReason {
    /// The last day was played.
    LastDay,
    /// The Protagonists died.
    ProtagonistsDied,
    /// A rule ended it early (the cause is not announced).
    Early,
}

/// Who won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    /// The Mastermind.
    Mastermind,
    /// The Protagonists.
    Protagonists,
}

/// A card as revealed in step 4.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct RevealedCard {
    /// Whose deck.
    pub deck: Deck,
    /// The card.
    pub card: CardKind,
    /// Its target.
    pub target: Target,
}

/// Secret causes only the Mastermind sees.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Cause {
    /// A role or plot ability was used.
    Ability {
        /// Which.
        ability: MastermindAbility,
    },
    /// The Key Person (or a Factor with its abilities) died.
    KeyPersonDied {
        /// Who.
        character: Character,
    },
    /// The Serial Killer struck.
    SerialKiller {
        /// The killer.
        killer: Character,
    },
    /// A Lover or Loved One lost the partner.
    Heartbroken {
        /// Who gets 6 Paranoia.
        character: Character,
    },
    /// A Cultist ignored Forbid Intrigue.
    Cultist,
    /// Threads of Fate gave Paranoia.
    ThreadsOfFate,
    /// A plot's loss condition held at loop end.
    PlotLoss {
        /// Which plot.
        plot: Plot,
    },
}

/// What happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// The table was set up (the private card is removed for everyone but the Mastermind).
    GameStarted {
        /// The public card.
        public: PublicCard,
        /// The private card (Mastermind only).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        private: Option<PrivateCard>,
        /// Protagonist players.
        protagonists: u8,
        /// Options.
        options: Options,
    },
    /// A loop began.
    LoopStarted {
        /// Its number, from 1.
        loop_no: u8,
    },
    /// Tokens removed, characters alive and off the board, cards back in hand ("Preparar el bucle").
    BoardReset {
        /// Characters (bits by index) that had Goodwill just before the reset.
        had_goodwill: u32,
    },
    /// A character was put on the board at its start for this loop.
    CharacterPlaced {
        /// Who.
        character: Character,
        /// Where.
        location: Location,
    },
    /// A day began.
    DayStarted {
        /// Its number, from 1.
        day: u8,
    },
    /// The leader card passed (rulebook 4-8, "Relevo del líder": to the Protagonist on the left).
    LeaderChanged {
        /// Passes so far (the state's count; with the player count it fixes the leader).
        turn: u8,
        /// The new leader's seat. Logs written before it was carried lack it (`None`); they replay
        /// the same, since the state reads `turn`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        leader: Option<SeatId>,
    },
    /// A card was placed face down (its face and slot only for the seat that placed it).
    CardPlaced {
        /// The seat that placed it.
        by: SeatId,
        /// The deck.
        deck: Deck,
        /// The card's slot in its deck (hidden like the face).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        slot: Option<u8>,
        /// The face (hidden).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        card: Option<CardKind>,
        /// On what.
        target: Target,
    },
    /// All cards were turned face up.
    CardsRevealed {
        /// The cards.
        cards: Vec<RevealedCard>,
    },
    /// The cards went back to their hands; once-per-loop cards were set aside.
    CardsResolved,
    /// A set-aside card went back to its hand (Class Rep).
    CardReturned {
        /// The deck.
        deck: Deck,
        /// Its slot.
        slot: u8,
    },
    /// Tokens changed on a character or a location.
    TokensChanged {
        /// On what.
        target: Target,
        /// Which token.
        token: Token,
        /// How many were added (negative: removed).
        delta: i8,
    },
    /// A character moved.
    CharacterMoved {
        /// Who.
        character: Character,
        /// Where to.
        to: Location,
    },
    /// A character died (is now a corpse).
    CharacterDied {
        /// Who.
        character: Character,
    },
    /// A corpse came back to life.
    CharacterRevived {
        /// Who.
        character: Character,
    },
    /// A guard marker was put on a character.
    GuardPlaced {
        /// Who.
        character: Character,
    },
    /// A guard marker was removed instead of a death.
    GuardSpent {
        /// Who.
        character: Character,
    },
    /// The Protagonists died.
    ProtagonistsDied,
    /// The secret reason of an effect (Mastermind only).
    Secretly {
        /// The cause.
        cause: Cause,
    },
    /// The leader declared a goodwill ability.
    GoodwillDeclared {
        /// Whose.
        character: Character,
        /// Which.
        ability: u8,
        /// Its target.
        target: GoodwillTarget,
    },
    /// "Nothing happens": the ability was refused.
    GoodwillRefused {
        /// Whose.
        character: Character,
        /// Which.
        ability: u8,
    },
    /// A role was revealed.
    RoleRevealed {
        /// Whose.
        character: Character,
        /// The role.
        role: Role,
    },
    /// A culprit was revealed.
    CulpritRevealed {
        /// The incident's day.
        day: u8,
        /// The culprit.
        culprit: Character,
    },
    /// The Mastermind named a subplot of the script (Informer).
    SubplotNamed {
        /// The subplot, or none when no other exists.
        plot: Option<Plot>,
    },
    /// The Patient may leave the Hospital for the rest of the loop (Doctor).
    PatientFreed,
    /// The Henchman cannot cause incidents for the rest of the loop.
    HenchmanCalmed,
    /// A scheduled incident occurred.
    IncidentOccurred {
        /// Its day.
        day: u8,
        /// Which.
        incident: Incident,
    },
    /// A scheduled incident did not occur ("no hay incidentes").
    NoIncident {
        /// Its day.
        day: u8,
    },
    /// Something happened but nothing came of it.
    NothingHappened,
    /// The loop ended.
    LoopEnded {
        /// Why.
        reason: LoopEndReason,
    },
    /// The loop's outcome, checked at loop end.
    LoopResult {
        /// The loop.
        loop_no: u8,
        /// The Protagonists lost it.
        lost: bool,
    },
    /// The game moved to a step that waits on a seat.
    PhaseChanged {
        /// The step.
        phase: Phase,
    },
    /// The Final Guess began (the board is reset).
    FinalGuessStarted,
    /// The Mastermind answered one guess.
    GuessAnswered {
        /// Who.
        character: Character,
        /// The guessed role.
        role: Role,
        /// Correct or not.
        correct: bool,
    },
    /// The game ended.
    GameEnded {
        /// The winner.
        winner: Side,
    },
}
