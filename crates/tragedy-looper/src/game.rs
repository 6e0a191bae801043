//! The rules of a whole game ("Reglas de juego"): set-up, the loop, the nine steps of a day, card
//! resolution, abilities, incidents, loop end, the Time Spiral and the Final Guess, as the
//! [`engine::Game`] implementation [`TragedyLooper`].
//!
//! `decide` works on a clone of the state: every event it returns is applied to the clone at once
//! (so later rules see earlier effects), and the automatic steps run until the next decision point.

use std::sync::Arc;

use dice::DiceSource;
use engine::{Game, RuleError, SeatId, SeatInfo, Viewer};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::data::*;
use crate::script::{PrivateCard, PublicCard, Script, check_script};

/// The Mastermind's seat.
pub const MASTERMIND: SeatId = SeatId(0);

/// Options a table may change.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Options {
    /// The first loop in which the Mystery Boy's ability may be used (default 1; some editions say 2).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mystery_boy_from_loop: Option<u8>,
}

/// The set-up of a table: the script and how many Protagonist players sit (1, 2 or 3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Config {
    /// The script (both cards).
    pub script: Script,
    /// Protagonist players: 3 (one deck each), 2 (the leader holds two decks) or 1 (three decks).
    #[serde(default = "three")]
    pub protagonists: u8,
    /// Table options.
    #[serde(default)]
    pub options: Options,
}

fn three() -> u8 {
    3
}

/// What a card is placed on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Target {
    /// A location.
    Location(Location),
    /// A living character on the board.
    Character(Character),
}

/// Where the game waits (public).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "step", rename_all = "snake_case")]
pub enum Phase {
    /// Before set-up.
    #[default]
    NotStarted,
    /// Loop start: the Mastermind places the Henchman.
    HenchmanPlacement,
    /// Step 2: the Mastermind places three cards face down.
    MastermindCards,
    /// Step 3: the Protagonist decks place one card each, from the leader's.
    ProtagonistCards,
    /// Step 4: a Forbid Intrigue blocks an Intrigue card; the Mastermind says whether a Cultist
    /// ignores it.
    ForbidIntrigueChoice,
    /// Step 5: Mastermind abilities.
    MastermindAbilities,
    /// Step 6: the leader uses goodwill abilities.
    Goodwill,
    /// Step 6: the Mastermind resolves or refuses the declared ability.
    GoodwillAnswer {
        /// Whose ability.
        character: Character,
        /// Which of its abilities (0 or 1).
        ability: u8,
        /// Its target.
        target: GoodwillTarget,
    },
    /// The Informer's ability: the Mastermind names a subplot other than `named`.
    InformerAnswer {
        /// The subplot the leader named.
        named: Plot,
    },
    /// Step 7: the Mastermind makes the choices of an incident that occurred.
    IncidentChoice {
        /// Which incident.
        incident: Incident,
    },
    /// Step 9: optional day-end abilities of the Mastermind.
    DayEnd,
    /// Between loops: the leader starts the next loop or goes to the Final Guess.
    TimeSpiral,
    /// The Final Guess: the leader names a role for each character.
    FinalGuess,
    /// The game is over.
    GameOver,
}

/// The target of a goodwill ability.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum GoodwillTarget {
    /// No target.
    None,
    /// A character (or corpse, for the Alien's revival).
    Character {
        /// Who.
        character: Character,
    },
    /// A location.
    Location {
        /// Where.
        location: Location,
    },
    /// A set-aside once-per-loop card of one of the leader's decks (Class Rep).
    Card {
        /// The deck.
        deck: Deck,
        /// The card.
        card: CardKind,
    },
    /// A scheduled incident, by day (Godly Being, Police Officer).
    Incident {
        /// Its day.
        day: u8,
    },
    /// A subplot the leader names (Informer).
    Plot {
        /// The plot.
        plot: Plot,
    },
    /// Put (`add`) or remove one Paranoia (Doctor).
    Paranoia {
        /// Who.
        character: Character,
        /// Put rather than remove.
        add: bool,
    },
}

/// A role or plot ability the Mastermind uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum MastermindAbility {
    /// Brain (step 5): 1 Intrigue on its location or a character there.
    Brain {
        /// The Brain.
        brain: Character,
        /// Where.
        target: Target,
    },
    /// Conspiracy Theorist (or a Factor with its abilities) (step 5): 1 Paranoia on a character there.
    Theorist {
        /// The theorist.
        theorist: Character,
        /// Who.
        target: Character,
    },
    /// An Unsettling Rumor (step 5, once per loop): 1 Intrigue on any location.
    Rumor {
        /// Where.
        location: Location,
    },
    /// The Doctor's GW2 used by the Mastermind when his role may refuse goodwill (step 5).
    Doctor {
        /// Who.
        target: Character,
        /// Put rather than remove.
        add: bool,
    },
    /// Killer (step 9): kill the Key Person at its location when it has 2+ Intrigue.
    KillKeyPerson {
        /// The Killer.
        killer: Character,
    },
    /// Killer with 4+ Intrigue, or Loved One with 3+ Paranoia and 1+ Intrigue (step 9): kill the
    /// Protagonists.
    KillProtagonists {
        /// The Killer or Loved One.
        by: Character,
    },
    /// Time Traveler on the last day with 2 or less Goodwill: declare the Protagonists' defeat.
    DeclareDefeat {
        /// The Time Traveler.
        traveler: Character,
    },
}

impl MastermindAbility {
    fn slot(self) -> (usize, Option<Character>) {
        match self {
            MastermindAbility::Brain { brain, .. } => (0, Some(brain)),
            MastermindAbility::Theorist { theorist, .. } => (1, Some(theorist)),
            MastermindAbility::Rumor { .. } => (2, None),
            MastermindAbility::Doctor { .. } => (3, Some(Character::Doctor)),
            MastermindAbility::KillKeyPerson { killer } => (4, Some(killer)),
            MastermindAbility::KillProtagonists { by } => (5, Some(by)),
            MastermindAbility::DeclareDefeat { traveler } => (6, Some(traveler)),
        }
    }
}

/// The Mastermind's choices for an incident.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum IncidentChoice {
    /// Murder, Distant Murder: who dies.
    Victim {
        /// Who.
        character: Character,
    },
    /// Spreading: from whom 2 Goodwill are taken and to whom 2 are given.
    Spread {
        /// Loses up to 2 Goodwill.
        from: Character,
        /// Gets 2 Goodwill.
        to: Character,
    },
    /// Increasing Unease: 2 Paranoia on one, 1 Intrigue on another.
    Unease {
        /// Gets 2 Paranoia.
        paranoia: Character,
        /// Gets 1 Intrigue.
        intrigue: Character,
    },
    /// Missing Person: where the culprit goes.
    Destination {
        /// Where.
        location: Location,
    },
    /// Butterfly Effect: one token on a character at the culprit's location.
    Butterfly {
        /// Who.
        character: Character,
        /// Which token.
        token: Token,
    },
}

/// What a seat asks for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Command {
    /// Mastermind, loop start: where the Henchman starts this loop.
    PlaceHenchman {
        /// Where.
        location: Location,
    },
    /// Steps 2 and 3: place a card face down.
    PlayCard {
        /// Which card of the hand.
        card: CardKind,
        /// On what.
        target: Target,
    },
    /// Mastermind, step 4: whether a Cultist ignores the Forbid Intrigue that blocks an Intrigue card.
    ForbidIntrigue {
        /// Ignore it.
        ignore: bool,
    },
    /// Mastermind, steps 5 and 9: use an ability.
    UseAbility {
        /// Which.
        ability: MastermindAbility,
    },
    /// Mastermind, steps 5 and 9: no more abilities.
    EndAbilities,
    /// Leader, step 6: use a goodwill ability.
    UseGoodwill {
        /// Whose.
        character: Character,
        /// Which (0 or 1, card order).
        ability: u8,
        /// Its target.
        target: GoodwillTarget,
    },
    /// Leader, step 6: no more goodwill abilities.
    EndGoodwill,
    /// Mastermind, step 6: resolve (`refuse: false`) or say "nothing happens".
    AnswerGoodwill {
        /// Refuse.
        refuse: bool,
    },
    /// Mastermind, Informer's ability: a subplot of the script other than the one named (`None`
    /// when there is none).
    NameSubplot {
        /// The subplot.
        plot: Option<Plot>,
    },
    /// Mastermind, step 7: the choices of the incident.
    ResolveIncident {
        /// The choices.
        choice: IncidentChoice,
    },
    /// Leader, Time Spiral: play the next loop.
    NextLoop,
    /// Leader, Time Spiral: go to the Final Guess (no more loops).
    StartFinalGuess,
    /// Leader, Final Guess: the role of one character.
    Guess {
        /// Who.
        character: Character,
        /// Its role.
        role: Role,
    },
}

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
    /// The leader card passed (`turn` counts the passes since the start).
    LeaderChanged {
        /// Passes so far.
        turn: u8,
    },
    /// A card was placed face down (its face only for its owner and the Mastermind).
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

/// The fixed facts of a table, shared between clones of the state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The public card.
    pub public: PublicCard,
    /// The private card.
    pub private: Option<PrivateCard>,
    /// Protagonist players.
    pub protagonists: u8,
    /// Options.
    pub options: Options,
    pub(crate) roles: [Role; CHARACTER_COUNT],
    pub(crate) cast: [bool; CHARACTER_COUNT],
    pub(crate) entry: [(u8, u8); CHARACTER_COUNT],
    pub(crate) incidents: [Option<(Incident, Option<Character>)>; 9],
    pub(crate) plots: u16,
}

impl Setup {
    fn new(public: PublicCard, private: Option<PrivateCard>, protagonists: u8, options: Options) -> Setup {
        let mut roles = [Role::Person; CHARACTER_COUNT];
        let mut cast = [false; CHARACTER_COUNT];
        let mut entry = [(1, 1); CHARACTER_COUNT];
        let mut incidents = [None; 9];
        let mut plots = 0u16;
        for e in &public.characters {
            cast[e.character.index()] = true;
            entry[e.character.index()] = (e.entry_loop.unwrap_or(1), e.entry_day.unwrap_or(1));
        }
        for i in &public.incidents {
            if (i.day as usize) < 9 {
                incidents[i.day as usize] = Some((i.incident, None));
            }
        }
        if let Some(p) = &private {
            for r in &p.roles {
                roles[r.character.index()] = r.role;
            }
            for c in &p.culprits {
                if let Some(Some((_, culprit))) = incidents.get_mut(c.day as usize) {
                    *culprit = Some(c.culprit);
                }
            }
            plots |= 1 << plot_bit(p.main_plot);
            for s in &p.subplots {
                plots |= 1 << plot_bit(*s);
            }
        }
        Setup { public, private, protagonists, options, roles, cast, entry, incidents, plots }
    }

    fn has_plot(&self, p: Plot) -> bool {
        self.plots & (1 << plot_bit(p)) != 0
    }

    /// The cast, in card order.
    pub fn cast(&self) -> impl Iterator<Item = Character> + '_ {
        self.public.characters.iter().map(|e| e.character)
    }
}

fn plot_bit(p: Plot) -> u16 {
    Plot::ALL.iter().position(|q| *q == p).unwrap_or(0) as u16
}

/// One character on (or off) the board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CharState {
    /// On the board this loop (entered).
    pub present: bool,
    /// Alive (a present character that is not alive is a corpse).
    pub alive: bool,
    /// Where.
    pub location: Location,
    /// Where it started this loop.
    pub start: Location,
    /// Goodwill tokens.
    pub goodwill: u8,
    /// Paranoia tokens.
    pub paranoia: u8,
    /// Intrigue tokens.
    pub intrigue: u8,
    /// A guard marker (Police Officer).
    pub guard: bool,
}

/// A face-down card on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placed {
    /// The seat that placed it.
    pub by: SeatId,
    /// Its deck.
    pub deck: Deck,
    /// Its slot in the deck.
    pub slot: u8,
    /// Its target.
    pub target: Target,
}

impl Placed {
    /// The card's face.
    pub fn kind(&self) -> CardKind {
        self.deck.cards()[self.slot as usize].kind
    }
}

/// Everything the rules need; cheap to clone (the script is shared).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct State {
    pub(crate) setup: Option<Arc<Setup>>,
    pub(crate) loop_no: u8,
    pub(crate) day: u8,
    pub(crate) phase: Phase,
    pub(crate) chars: [CharState; CHARACTER_COUNT],
    pub(crate) loc_intrigue: [u8; 4],
    pub(crate) turn: u8,
    pub(crate) spent: [u16; 4],
    pub(crate) placed: [Option<Placed>; 6],
    pub(crate) patient_free: bool,
    pub(crate) henchman_calm: bool,
    pub(crate) butterfly: bool,
    pub(crate) rumor_used: bool,
    pub(crate) occurred: u16,
    pub(crate) gw_used_day: [u8; CHARACTER_COUNT],
    pub(crate) gw_used_loop: [u8; CHARACTER_COUNT],
    pub(crate) mm_used_day: [u32; 7],
    pub(crate) revealed: [Option<Role>; CHARACTER_COUNT],
    pub(crate) revealed_culprits: u16,
    pub(crate) named_subplots: u16,
    pub(crate) had_goodwill: u32,
    pub(crate) loop_over: bool,
    pub(crate) forced_loss: bool,
    pub(crate) protagonists_dead: bool,
    pub(crate) guessed: u32,
    pub(crate) final_guess: bool,
    pub(crate) winner: Option<Side>,
    pub(crate) losses: u8,
}

impl State {
    /// The table's fixed facts (panics before set-up).
    pub fn setup(&self) -> &Setup {
        self.setup.as_deref().expect("the game has started")
    }

    /// The current loop (from 1).
    pub fn loop_no(&self) -> u8 {
        self.loop_no
    }

    /// The current day (from 1).
    pub fn day(&self) -> u8 {
        self.day
    }

    /// Where the game waits.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The winner, once the game is over.
    pub fn winner(&self) -> Option<Side> {
        self.winner
    }

    /// One character's state.
    pub fn character(&self, c: Character) -> &CharState {
        &self.chars[c.index()]
    }

    /// Intrigue on a location.
    pub fn location_intrigue(&self, l: Location) -> u8 {
        self.loc_intrigue[l.index()]
    }

    /// The face-down (or just revealed) cards of the day.
    pub fn placed(&self) -> impl Iterator<Item = &Placed> {
        self.placed.iter().flatten()
    }

    /// Whether the once-per-loop card in `slot` of `deck` is set aside.
    pub fn is_spent(&self, deck: Deck, slot: u8) -> bool {
        self.spent[deck.index()] & (1 << slot) != 0
    }

    /// The role a character has revealed publicly.
    pub fn revealed_role(&self, c: Character) -> Option<Role> {
        self.revealed[c.index()]
    }

    /// The scheduled incidents whose culprit was revealed (bits by day).
    pub fn revealed_culprit_days(&self) -> u16 {
        self.revealed_culprits
    }

    /// Subplots the Mastermind named (Informer).
    pub fn named_subplots(&self) -> impl Iterator<Item = Plot> + '_ {
        Plot::ALL.into_iter().filter(|p| self.named_subplots & (1 << plot_bit(*p)) != 0)
    }

    /// Characters already guessed right in the Final Guess.
    pub fn guessed(&self, c: Character) -> bool {
        self.guessed & (1 << c.index()) != 0
    }

    /// Whether the Patient may leave the Hospital this loop.
    pub fn patient_free(&self) -> bool {
        self.patient_free
    }

    /// Whether the Henchman cannot cause incidents this loop.
    pub fn henchman_calm(&self) -> bool {
        self.henchman_calm
    }

    /// Loops lost so far.
    pub fn losses(&self) -> u8 {
        self.losses
    }

    /// The role on the script card.
    pub fn role(&self, c: Character) -> Role {
        self.setup().roles[c.index()]
    }

    fn in_cast(&self, c: Character) -> bool {
        self.setup().cast[c.index()]
    }

    /// Alive and on the board: a character in the rulebook's sense.
    pub fn is_alive(&self, c: Character) -> bool {
        let s = &self.chars[c.index()];
        s.present && s.alive
    }

    fn is_corpse(&self, c: Character) -> bool {
        let s = &self.chars[c.index()];
        s.present && !s.alive
    }

    /// The deck index (0..3) of the leader.
    pub fn leader_deck(&self) -> u8 {
        self.turn % 3
    }

    /// The leader's seat.
    pub fn leader(&self) -> SeatId {
        match self.setup().protagonists {
            1 => SeatId(1),
            2 => SeatId(1 + self.turn % 2),
            _ => SeatId(1 + self.leader_deck()),
        }
    }

    /// The seat holding Protagonist deck `d` today.
    pub fn deck_owner(&self, d: u8) -> SeatId {
        match self.setup().protagonists {
            1 => SeatId(1),
            2 => {
                let rel = (d + 3 - self.leader_deck()) % 3;
                let leader = self.leader();
                if rel < 2 { leader } else { SeatId(3 - leader.0) }
            }
            _ => SeatId(1 + d),
        }
    }

    fn protagonist_cards_placed(&self) -> u8 {
        self.placed.iter().flatten().filter(|p| p.deck != Deck::Mastermind).count() as u8
    }

    fn mastermind_cards_placed(&self) -> u8 {
        self.placed.iter().flatten().filter(|p| p.deck == Deck::Mastermind).count() as u8
    }

    /// The Protagonist deck that places next in step 3.
    pub fn next_protagonist_deck(&self) -> u8 {
        (self.leader_deck() + self.protagonist_cards_placed()) % 3
    }

    /// Locations a character counts as being in for abilities (the Boss also counts in his turf).
    fn ability_locations(&self, c: Character) -> (Location, Option<Location>) {
        let l = self.chars[c.index()].location;
        if c == Character::Boss { (l, self.setup().public.boss_turf) } else { (l, None) }
    }

    /// For abilities: whether `b` is at one of `a`'s locations.
    pub(crate) fn here(&self, a: Character, b: Character) -> bool {
        let (a1, a2) = self.ability_locations(a);
        let (b1, b2) = self.ability_locations(b);
        a1 == b1 || Some(a1) == b2 || a2 == Some(b1) || (a2.is_some() && a2 == b2)
    }

    fn at(&self, a: Character, l: Location) -> bool {
        let (a1, a2) = self.ability_locations(a);
        a1 == l || a2 == Some(l)
    }

    fn is_forbidden(&self, c: Character, l: Location) -> bool {
        c.forbidden(l) && !(c == Character::Patient && self.patient_free)
    }

    /// Whether `c` has the Serial Killer's abilities (its role, or a Person with 3+ Paranoia under
    /// Paranoia Virus).
    fn is_serial_killer(&self, c: Character) -> bool {
        let r = self.role(c);
        r == Role::SerialKiller
            || (r == Role::Person
                && self.setup().has_plot(Plot::ParanoiaVirus)
                && self.chars[c.index()].paranoia >= 3)
    }

    pub(crate) fn is_theorist(&self, c: Character) -> bool {
        let r = self.role(c);
        r == Role::ConspiracyTheorist
            || (r == Role::Factor && self.loc_intrigue[Location::School.index()] >= 2)
    }

    fn has_key_person_ability(&self, c: Character) -> bool {
        let r = self.role(c);
        r == Role::KeyPerson || (r == Role::Factor && self.loc_intrigue[Location::City.index()] >= 2)
    }

    fn living(&self) -> impl Iterator<Item = Character> + '_ {
        Character::ALL.into_iter().filter(|c| self.is_alive(*c))
    }

    fn target_ok(&self, t: Target) -> bool {
        match t {
            Target::Location(_) => true,
            Target::Character(c) => self.is_alive(c),
        }
    }

    fn tokens(&self, t: Target, token: Token) -> u8 {
        match (t, token) {
            (Target::Location(l), Token::Intrigue) => self.loc_intrigue[l.index()],
            (Target::Location(_), _) => 0,
            (Target::Character(c), Token::Goodwill) => self.chars[c.index()].goodwill,
            (Target::Character(c), Token::Paranoia) => self.chars[c.index()].paranoia,
            (Target::Character(c), Token::Intrigue) => self.chars[c.index()].intrigue,
        }
    }

    fn hand_slot(&self, deck: Deck, kind: CardKind) -> Option<u8> {
        let mut used = self.spent[deck.index()];
        for p in self.placed.iter().flatten() {
            if p.deck == deck {
                used |= 1 << p.slot;
            }
        }
        deck.cards()
            .iter()
            .enumerate()
            .find_map(|(i, spec)| (spec.kind == kind && used & (1 << i) == 0).then_some(i as u8))
    }

    /// Whether An Unsettling Rumor's ability may still be used this loop (any target).
    pub(crate) fn rumor_possible(&self) -> bool {
        self.setup().has_plot(Plot::AnUnsettlingRumor) && !self.rumor_used
    }

    /// The Doctor's Mastermind ability: the conditions that do not depend on its target.
    pub(crate) fn doctor_ability_possible(&self) -> bool {
        let d = Character::Doctor;
        self.is_alive(d)
            && self.role(d).refusal() != Refusal::Never
            && self.chars[d.index()].goodwill >= 2
            && !self.gw_used(d, 0)
    }

    fn mm_used(&self, a: MastermindAbility) -> bool {
        let (k, c) = a.slot();
        self.mm_used_day[k] & (1 << c.map_or(31, |c| c.index())) != 0
    }

    fn gw_used(&self, c: Character, ability: u8) -> bool {
        let spec = c.abilities()[ability as usize];
        self.gw_used_day[c.index()] & (1 << ability) != 0
            || (spec.once_per_loop && self.gw_used_loop[c.index()] & (1 << ability) != 0)
    }

    fn mastermind_seat_count(&self) -> u8 {
        self.setup().protagonists
    }
}

fn emit(s: &mut State, out: &mut Vec<Event>, e: Event) {
    TragedyLooper::apply(s, &e);
    out.push(e);
}

fn phase(s: &mut State, out: &mut Vec<Event>, p: Phase) {
    emit(s, out, Event::PhaseChanged { phase: p });
}

fn err(code: &'static str, msg: impl Into<String>) -> RuleError {
    RuleError::new(code, msg)
}

/// The game: `TragedyLooper` implements [`engine::Game`] with the id `"tragedy-looper"`.
#[derive(Clone, Copy, Debug, Default)]
pub struct TragedyLooper;

impl Game for TragedyLooper {
    const ID: &'static str = "tragedy-looper";
    type Config = Config;
    type Command = Command;
    type Event = Event;
    type State = State;
    type View = crate::view::View;

    fn start(config: &Config, _dice: &mut dyn DiceSource) -> Result<Vec<Event>, RuleError> {
        if !(1..=3).contains(&config.protagonists) {
            return Err(err("tl.config.protagonists", "a table has 1 to 3 protagonist players")
                .with("protagonists", config.protagonists));
        }
        if let Err(errors) = check_script(&config.script) {
            let first = &errors[0];
            return Err(err(
                "tl.config.script_invalid",
                format!("the script breaks a writing rule: {first}"),
            )
            .with("rule", first.rule()));
        }
        let mut s = State::default();
        let mut out = Vec::new();
        emit(
            &mut s,
            &mut out,
            Event::GameStarted {
                public: config.script.public.clone(),
                private: Some(config.script.private.clone()),
                protagonists: config.protagonists,
                options: config.options,
            },
        );
        start_loop(&mut s, &mut out);
        Ok(out)
    }

    fn decide(
        state: &State,
        seat: SeatId,
        command: &Command,
        _dice: &mut dyn DiceSource,
    ) -> Result<Vec<Event>, RuleError> {
        if state.setup.is_none() {
            return Err(err("tl.game.not_started", "the game has not been set up"));
        }
        if state.phase == Phase::GameOver {
            return Err(RuleError::game_over());
        }
        if seat.0 > state.mastermind_seat_count() {
            return Err(RuleError::unknown_seat(seat));
        }
        let waiting = waiting_seat(state);
        if waiting != Some(seat) {
            return Err(RuleError::not_your_turn(waiting.map_or(MASTERMIND, |s| s)));
        }
        let mut s = state.clone();
        // Most commands yield one to four events; four `GameStarted`-sized events still fit the
        // allocator's small-size fast path.
        let mut out = Vec::with_capacity(4);
        act(&mut s, &mut out, seat, command)?;
        Ok(out)
    }

    fn apply(s: &mut State, e: &Event) {
        apply_event(s, e);
    }

    fn view(state: &State, viewer: Viewer) -> crate::view::View {
        crate::view::view(state, viewer)
    }

    fn redact(event: &Event, viewer: Viewer) -> Option<Event> {
        crate::view::redact(event, viewer)
    }

    fn legal_commands(state: &State, seat: SeatId) -> Vec<engine::Legal<Command>> {
        crate::random::legal_commands(state, seat).into_iter().map(engine::Legal::whole).collect()
    }

    fn waiting_on(state: &State) -> Vec<SeatId> {
        waiting_seat(state).into_iter().collect()
    }

    fn seats(state: &State) -> Vec<SeatInfo> {
        let n = state.setup.as_ref().map_or(3, |s| s.protagonists);
        let mut v = vec![SeatInfo {
            seat: MASTERMIND,
            role: engine::SeatRole::Mastermind,
            name: "Mastermind".into(),
        }];
        for i in 1..=n {
            v.push(SeatInfo {
                seat: SeatId(i),
                role: engine::SeatRole::Protagonist,
                name: format!("Protagonist {i}"),
            });
        }
        v
    }
}

/// The one seat whose move it is.
pub fn waiting_seat(s: &State) -> Option<SeatId> {
    match s.phase {
        Phase::NotStarted | Phase::GameOver => None,
        Phase::HenchmanPlacement
        | Phase::MastermindCards
        | Phase::ForbidIntrigueChoice
        | Phase::MastermindAbilities
        | Phase::GoodwillAnswer { .. }
        | Phase::InformerAnswer { .. }
        | Phase::IncidentChoice { .. }
        | Phase::DayEnd => Some(MASTERMIND),
        Phase::ProtagonistCards => Some(s.deck_owner(s.next_protagonist_deck())),
        Phase::Goodwill | Phase::TimeSpiral | Phase::FinalGuess => Some(s.leader()),
    }
}

fn apply_event(s: &mut State, e: &Event) {
    match e {
        Event::GameStarted { public, private, protagonists, options } => {
            *s = State {
                setup: Some(Arc::new(Setup::new(public.clone(), private.clone(), *protagonists, *options))),
                ..State::default()
            };
        }
        Event::LoopStarted { loop_no } => {
            s.loop_no = *loop_no;
            s.day = 0;
            s.loop_over = false;
            s.forced_loss = false;
            s.protagonists_dead = false;
        }
        Event::BoardReset { had_goodwill } => {
            s.had_goodwill = *had_goodwill;
            s.chars = [CharState::default(); CHARACTER_COUNT];
            s.loc_intrigue = [0; 4];
            s.spent = [0; 4];
            s.placed = [None; 6];
            s.patient_free = false;
            s.henchman_calm = false;
            s.butterfly = false;
            s.rumor_used = false;
            s.occurred = 0;
            s.gw_used_day = [0; CHARACTER_COUNT];
            s.gw_used_loop = [0; CHARACTER_COUNT];
            s.mm_used_day = [0; 7];
        }
        Event::CharacterPlaced { character, location } => {
            let c = &mut s.chars[character.index()];
            c.present = true;
            c.alive = true;
            c.location = *location;
            c.start = *location;
        }
        Event::DayStarted { day } => {
            s.day = *day;
            s.gw_used_day = [0; CHARACTER_COUNT];
            s.mm_used_day = [0; 7];
        }
        Event::LeaderChanged { turn } => s.turn = *turn,
        Event::CardPlaced { by, deck, slot, target, .. } => {
            if let Some(free) = s.placed.iter_mut().find(|p| p.is_none()) {
                *free = Some(Placed { by: *by, deck: *deck, slot: slot.unwrap_or(0), target: *target });
            }
        }
        Event::CardsRevealed { .. } => {}
        Event::CardsResolved => {
            for p in s.placed.iter().flatten() {
                if p.deck.cards()[p.slot as usize].once_per_loop {
                    s.spent[p.deck.index()] |= 1 << p.slot;
                }
            }
            s.placed = [None; 6];
        }
        Event::CardReturned { deck, slot } => s.spent[deck.index()] &= !(1 << slot),
        Event::TokensChanged { target, token, delta } => {
            let slot = match (target, token) {
                (Target::Location(l), _) => &mut s.loc_intrigue[l.index()],
                (Target::Character(c), Token::Goodwill) => &mut s.chars[c.index()].goodwill,
                (Target::Character(c), Token::Paranoia) => &mut s.chars[c.index()].paranoia,
                (Target::Character(c), Token::Intrigue) => &mut s.chars[c.index()].intrigue,
            };
            *slot = (*slot as i16 + *delta as i16).clamp(0, 255) as u8;
        }
        Event::CharacterMoved { character, to } => s.chars[character.index()].location = *to,
        Event::CharacterDied { character } => s.chars[character.index()].alive = false,
        Event::CharacterRevived { character } => s.chars[character.index()].alive = true,
        Event::GuardPlaced { character } => s.chars[character.index()].guard = true,
        Event::GuardSpent { character } => s.chars[character.index()].guard = false,
        Event::ProtagonistsDied => s.protagonists_dead = true,
        Event::Secretly { cause } => match cause {
            Cause::Ability { ability } => {
                let (k, c) = ability.slot();
                s.mm_used_day[k] |= 1 << c.map_or(31, |c| c.index());
                match ability {
                    MastermindAbility::Rumor { .. } => s.rumor_used = true,
                    MastermindAbility::Doctor { .. } => s.gw_used_day[Character::Doctor.index()] |= 1,
                    MastermindAbility::DeclareDefeat { .. } => s.forced_loss = true,
                    _ => {}
                }
            }
            Cause::KeyPersonDied { .. } => s.forced_loss = true,
            _ => {}
        },
        Event::GoodwillDeclared { character, ability, .. } => {
            s.gw_used_day[character.index()] |= 1 << ability;
            s.gw_used_loop[character.index()] |= 1 << ability;
        }
        Event::GoodwillRefused { .. } => {}
        Event::RoleRevealed { character, role } => s.revealed[character.index()] = Some(*role),
        Event::CulpritRevealed { day, .. } => s.revealed_culprits |= 1 << day,
        Event::SubplotNamed { plot } => {
            if let Some(p) = plot {
                s.named_subplots |= 1 << plot_bit(*p);
            }
        }
        Event::PatientFreed => s.patient_free = true,
        Event::HenchmanCalmed => s.henchman_calm = true,
        Event::IncidentOccurred { day, incident } => {
            s.occurred |= 1 << day;
            if *incident == Incident::ButterflyEffect {
                s.butterfly = true;
            }
        }
        Event::NoIncident { .. } | Event::NothingHappened => {}
        Event::LoopEnded { .. } => s.loop_over = true,
        Event::LoopResult { lost, .. } => {
            if *lost {
                s.losses += 1;
            }
        }
        Event::PhaseChanged { phase } => s.phase = *phase,
        Event::FinalGuessStarted => s.final_guess = true,
        Event::GuessAnswered { character, correct, .. } => {
            if *correct {
                s.guessed |= 1 << character.index();
            }
        }
        Event::GameEnded { winner } => {
            s.winner = Some(*winner);
            s.phase = Phase::GameOver;
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Automatic steps.

/// "Preparar el bucle": reset, place characters, loop-start abilities.
fn start_loop(s: &mut State, out: &mut Vec<Event>) {
    let mut had = 0u32;
    for c in Character::ALL {
        if s.chars[c.index()].present && s.chars[c.index()].goodwill > 0 {
            had |= 1 << c.index();
        }
    }
    let next = s.loop_no + 1;
    emit(s, out, Event::LoopStarted { loop_no: next });
    emit(s, out, Event::BoardReset { had_goodwill: had });
    place_characters(s, out, 1);
    if s.in_cast(Character::Henchman) && entered(s, Character::Henchman, 1) {
        phase(s, out, Phase::HenchmanPlacement);
        return;
    }
    loop_start_abilities(s, out);
}

fn entered(s: &State, c: Character, day: u8) -> bool {
    let (l, d) = s.setup().entry[c.index()];
    s.loop_no >= l && day >= d
}

fn place_characters(s: &mut State, out: &mut Vec<Event>, day: u8) {
    for i in 0..s.setup().public.characters.len() {
        let c = s.setup().public.characters[i].character;
        let (l, d) = s.setup().entry[c.index()];
        let due = if day == 1 { entered(s, c, 1) } else { s.loop_no >= l && d == day };
        if due && (day > 1 || c != Character::Henchman) && !s.chars[c.index()].present {
            emit(s, out, Event::CharacterPlaced { character: c, location: c.start() });
        }
    }
}

fn loop_start_abilities(s: &mut State, out: &mut Vec<Event>) {
    // Friend [Inicio del bucle]: a revealed Friend gets 1 Goodwill.
    for c in Character::ALL {
        if s.is_alive(c) && s.role(c) == Role::Friend && s.revealed[c.index()].is_some() {
            emit(
                s,
                out,
                Event::TokensChanged { target: Target::Character(c), token: Token::Goodwill, delta: 1 },
            );
        }
    }
    // Threads of Fate: characters or corpses that had Goodwill at the previous loop's end get 2 Paranoia.
    if s.setup().has_plot(Plot::ThreadsOfFate) && s.had_goodwill != 0 {
        emit(s, out, Event::Secretly { cause: Cause::ThreadsOfFate });
        for c in Character::ALL {
            if s.had_goodwill & (1 << c.index()) != 0 && s.chars[c.index()].present {
                emit(
                    s,
                    out,
                    Event::TokensChanged { target: Target::Character(c), token: Token::Paranoia, delta: 2 },
                );
            }
        }
    }
    start_day(s, out);
}

fn start_day(s: &mut State, out: &mut Vec<Event>) {
    let day = s.day + 1;
    emit(s, out, Event::DayStarted { day });
    if day > 1 {
        place_characters(s, out, day);
    }
    phase(s, out, Phase::MastermindCards);
}

/// Step 4, first half: reveal, Forbid Movement, movement; then ask about a blocked Intrigue card.
fn resolve_cards(s: &mut State, out: &mut Vec<Event>) {
    let placed = s.placed;
    let cards: Vec<RevealedCard> =
        s.placed().map(|p| RevealedCard { deck: p.deck, card: p.kind(), target: p.target }).collect();
    emit(s, out, Event::CardsRevealed { cards });
    // 1-2: Forbid Movement, then movement (composed per target; a forbidden destination voids it).
    let mut targeted = 0u32;
    for p in placed.iter().flatten() {
        if let Target::Character(c) = p.target {
            targeted |= 1 << c.index();
        }
    }
    for c in Character::ALL {
        if targeted & (1 << c.index()) == 0 {
            continue;
        }
        let t = Target::Character(c);
        let on = || placed.iter().flatten().filter(|p| p.target == t).map(|p| p.kind());
        if on().any(|k| k == CardKind::ForbidMovement) {
            continue;
        }
        let mut moves = [Move::Vertical; 6];
        let mut n = 0;
        for m in on().filter_map(|k| k.movement()) {
            moves[n] = m;
            n += 1;
        }
        if n == 0 {
            continue;
        }
        if let Some(m) = Move::compose(&moves[..n]) {
            let to = s.chars[c.index()].location.moved(m);
            if !s.is_forbidden(c, to) && s.is_alive(c) {
                emit(s, out, Event::CharacterMoved { character: c, to });
            }
        }
    }
    if blocked_intrigue(s).is_some() {
        phase(s, out, Phase::ForbidIntrigueChoice);
    } else {
        resolve_rest(s, out, false);
    }
}

/// The target where exactly one Forbid Intrigue (of the whole day) meets an Intrigue card.
fn blocked_intrigue(s: &State) -> Option<Target> {
    let mut forbids = s.placed().filter(|p| p.kind() == CardKind::ForbidIntrigue);
    let f = forbids.next()?;
    if forbids.next().is_some() {
        return None;
    }
    s.placed()
        .any(|p| {
            p.target == f.target && matches!(p.kind(), CardKind::IntriguePlus1 | CardKind::IntriguePlus2)
        })
        .then_some(f.target)
}

/// Whether a living Cultist is where `t` is (judged after movement).
fn cultist_at(s: &State, t: Target) -> bool {
    let loc = match t {
        Target::Location(l) => l,
        Target::Character(c) => s.chars[c.index()].location,
    };
    s.living().any(|c| s.role(c) == Role::Cultist && s.at(c, loc))
}

/// Step 4, second half: the other Forbid cards, then the rest.
fn resolve_rest(s: &mut State, out: &mut Vec<Event>, cultist_ignores: bool) {
    let placed = s.placed;
    let cards = || placed.iter().flatten();
    let forbid_intrigue = if cultist_ignores { None } else { blocked_intrigue(s) };
    if cultist_ignores {
        emit(s, out, Event::Secretly { cause: Cause::Cultist });
    }
    // The distinct targets, sorted (at most 6 cards).
    let mut targets = [Target::Location(Location::Hospital); 6];
    let mut nt = 0;
    for p in cards() {
        targets[nt] = p.target;
        nt += 1;
    }
    let targets = &mut targets[..nt];
    targets.sort_unstable();
    let mut distinct = 0;
    for i in 0..targets.len() {
        if i == 0 || targets[i] != targets[distinct - 1] {
            targets[distinct] = targets[i];
            distinct += 1;
        }
    }
    for &t in &targets[..distinct] {
        let mut kinds = [CardKind::IntriguePlus1; 6];
        let mut nk = 0;
        for p in cards().filter(|p| p.target == t) {
            kinds[nk] = p.kind();
            nk += 1;
        }
        let on = &kinds[..nk];
        let has = |k: CardKind| on.contains(&k);
        if let Target::Character(c) = t {
            if !s.is_alive(c) {
                continue;
            }
            // Paranoia: +1 before −1, never below 0; Forbid Paranoia blocks both.
            if !has(CardKind::ForbidParanoia) {
                let mut p = s.chars[c.index()].paranoia as i16;
                let start = p;
                for k in on {
                    if *k == CardKind::ParanoiaPlus1 {
                        p += 1;
                    }
                }
                for k in on {
                    if *k == CardKind::ParanoiaMinus1 {
                        p = (p - 1).max(0);
                    }
                }
                if p != start {
                    emit(
                        s,
                        out,
                        Event::TokensChanged { target: t, token: Token::Paranoia, delta: (p - start) as i8 },
                    );
                }
            }
            // Goodwill: Forbid Goodwill does not apply to the Time Traveler.
            let forbid_gw = has(CardKind::ForbidGoodwill) && s.role(c) != Role::TimeTraveler;
            if !forbid_gw {
                let g: i8 = on
                    .iter()
                    .map(|k| match k {
                        CardKind::GoodwillPlus1 => 1,
                        CardKind::GoodwillPlus2 => 2,
                        _ => 0,
                    })
                    .sum();
                if g > 0 {
                    emit(s, out, Event::TokensChanged { target: t, token: Token::Goodwill, delta: g });
                }
            }
        }
        if forbid_intrigue != Some(t) {
            let i: i8 = on
                .iter()
                .map(|k| match k {
                    CardKind::IntriguePlus1 => 1,
                    CardKind::IntriguePlus2 => 2,
                    _ => 0,
                })
                .sum();
            if i > 0 {
                emit(s, out, Event::TokensChanged { target: t, token: Token::Intrigue, delta: i });
            }
        }
    }
    emit(s, out, Event::CardsResolved);
    phase(s, out, Phase::MastermindAbilities);
}

/// Kills a batch of characters at one moment (edge case 5: one snapshot, then the triggers).
fn kill(s: &mut State, out: &mut Vec<Event>, victims: &[Character]) {
    let mut died = Vec::new();
    for &v in victims {
        if !s.is_alive(v) || died.iter().any(|d: &(Character, bool)| d.0 == v) {
            continue;
        }
        if s.role(v) == Role::TimeTraveler {
            continue; // cannot die; a guard marker is not spent on it
        }
        if s.chars[v.index()].guard {
            emit(s, out, Event::GuardSpent { character: v });
            continue;
        }
        // The Factor's Key Person ability is judged before the death (a corpse has no abilities).
        let key = s.has_key_person_ability(v);
        emit(s, out, Event::CharacterDied { character: v });
        died.push((v, key));
    }
    // Lover / Loved One: 6 Paranoia when the partner dies (not when both die together).
    for &(v, _) in &died {
        let partner = match s.role(v) {
            Role::Lover => Some(Role::LovedOne),
            Role::LovedOne => Some(Role::Lover),
            _ => None,
        };
        if let Some(pr) = partner {
            for c in Character::ALL {
                if s.is_alive(c) && s.role(c) == pr {
                    emit(s, out, Event::Secretly { cause: Cause::Heartbroken { character: c } });
                    emit(
                        s,
                        out,
                        Event::TokensChanged {
                            target: Target::Character(c),
                            token: Token::Paranoia,
                            delta: 6,
                        },
                    );
                }
            }
        }
    }
    for &(v, key) in &died {
        if key && !s.loop_over {
            emit(s, out, Event::Secretly { cause: Cause::KeyPersonDied { character: v } });
            emit(s, out, Event::LoopEnded { reason: LoopEndReason::Early });
        }
    }
}

fn protagonists_die(s: &mut State, out: &mut Vec<Event>) {
    if s.loop_over {
        return;
    }
    emit(s, out, Event::ProtagonistsDied);
    emit(s, out, Event::LoopEnded { reason: LoopEndReason::ProtagonistsDied });
}

fn enter_goodwill(s: &mut State, out: &mut Vec<Event>) {
    if s.loop_over {
        return end_loop(s, out);
    }
    phase(s, out, Phase::Goodwill);
}

/// Step 7.
fn incidents_step(s: &mut State, out: &mut Vec<Event>) {
    if s.loop_over {
        return end_loop(s, out);
    }
    let day = s.day;
    let Some((incident, culprit)) = s.setup().incidents.get(day as usize).copied().flatten() else {
        return after_incident(s, out);
    };
    let occurs = culprit.is_some_and(|c| {
        s.is_alive(c)
            && s.chars[c.index()].paranoia >= c.paranoia_limit()
            && !(c == Character::Henchman && s.henchman_calm)
    });
    if !occurs {
        emit(s, out, Event::NoIncident { day });
        return after_incident(s, out);
    }
    let culprit = culprit.expect("occurs");
    emit(s, out, Event::IncidentOccurred { day, incident });
    match incident {
        Incident::Suicide => kill(s, out, &[culprit]),
        Incident::FoulEvil => emit(
            s,
            out,
            Event::TokensChanged {
                target: Target::Location(Location::Shrine),
                token: Token::Intrigue,
                delta: 2,
            },
        ),
        Incident::HospitalIncident => {
            let it = s.loc_intrigue[Location::Hospital.index()];
            if it >= 1 {
                let victims: Vec<Character> =
                    s.living().filter(|c| s.chars[c.index()].location == Location::Hospital).collect();
                kill(s, out, &victims);
                if it >= 2 {
                    protagonists_die(s, out);
                }
            } else {
                emit(s, out, Event::NothingHappened);
            }
        }
        _ => {
            if incident_options(s, incident, culprit).is_empty() {
                emit(s, out, Event::NothingHappened);
            } else {
                return phase(s, out, Phase::IncidentChoice { incident });
            }
        }
    }
    after_incident(s, out);
}

/// The legal choices for an incident with choices (empty: nothing can happen).
pub(crate) fn incident_options(s: &State, incident: Incident, culprit: Character) -> Vec<IncidentChoice> {
    let loc = s.chars[culprit.index()].location;
    let living: Vec<Character> = s.living().collect();
    let mut v = Vec::new();
    match incident {
        Incident::Murder => {
            for &c in &living {
                if c != culprit && s.chars[c.index()].location == loc {
                    v.push(IncidentChoice::Victim { character: c });
                }
            }
        }
        Incident::DistantMurder => {
            for &c in &living {
                if s.chars[c.index()].intrigue >= 2 {
                    v.push(IncidentChoice::Victim { character: c });
                }
            }
        }
        Incident::Spreading => {
            for &a in &living {
                for &b in &living {
                    if a != b {
                        v.push(IncidentChoice::Spread { from: a, to: b });
                    }
                }
            }
        }
        Incident::IncreasingUnease => {
            for &a in &living {
                for &b in &living {
                    if a != b {
                        v.push(IncidentChoice::Unease { paranoia: a, intrigue: b });
                    }
                }
            }
        }
        Incident::MissingPerson => {
            if s.is_alive(culprit) {
                for l in Location::ALL {
                    if !s.is_forbidden(culprit, l) {
                        v.push(IncidentChoice::Destination { location: l });
                    }
                }
            }
        }
        Incident::ButterflyEffect => {
            for &c in &living {
                if s.chars[c.index()].location == loc {
                    for token in [Token::Goodwill, Token::Paranoia, Token::Intrigue] {
                        v.push(IncidentChoice::Butterfly { character: c, token });
                    }
                }
            }
        }
        Incident::Suicide | Incident::FoulEvil | Incident::HospitalIncident => {}
    }
    v
}

fn todays_culprit(s: &State) -> Option<Character> {
    s.setup().incidents.get(s.day as usize).copied().flatten().and_then(|(_, c)| c)
}

/// Steps 8 and 9 (the leader passes before the night: edge case 16).
fn after_incident(s: &mut State, out: &mut Vec<Event>) {
    if s.loop_over {
        return end_loop(s, out);
    }
    emit(s, out, Event::LeaderChanged { turn: s.turn.wrapping_add(1) });
    // Step 9, mandatory first: Serial Killers on one snapshot.
    let mut victims = Vec::new();
    for k in Character::ALL {
        if !s.is_alive(k) || !s.is_serial_killer(k) {
            continue;
        }
        let others: Vec<Character> = s.living().filter(|&c| c != k && s.here(k, c)).collect();
        if others.len() == 1 {
            victims.push((k, others[0]));
        }
    }
    for &(k, _) in &victims {
        emit(s, out, Event::Secretly { cause: Cause::SerialKiller { killer: k } });
    }
    let vs: Vec<Character> = victims.iter().map(|v| v.1).collect();
    kill(s, out, &vs);
    if s.loop_over {
        return end_loop(s, out);
    }
    phase(s, out, Phase::DayEnd);
}

fn end_day(s: &mut State, out: &mut Vec<Event>) {
    if s.loop_over {
        return end_loop(s, out);
    }
    if s.day >= s.setup().public.days {
        emit(s, out, Event::LoopEnded { reason: LoopEndReason::LastDay });
        return end_loop(s, out);
    }
    start_day(s, out);
}

/// "Final del bucle": loss conditions, then the next loop, the Time Spiral or the Final Guess.
fn end_loop(s: &mut State, out: &mut Vec<Event>) {
    let mut lost = s.forced_loss || s.protagonists_dead;
    // Friend [Final del bucle]: a dead Friend reveals its role; the Protagonists lose.
    for c in Character::ALL {
        if s.in_cast(c) && s.role(c) == Role::Friend && s.is_corpse(c) {
            if s.revealed[c.index()].is_none() {
                emit(s, out, Event::RoleRevealed { character: c, role: Role::Friend });
            }
            lost = true;
        }
    }
    let mut plot_loss = None;
    let start_of = |role: Role| {
        Character::ALL
            .into_iter()
            .filter(|c| s.in_cast(*c) && s.role(*c) == role)
            .map(|c| s.chars[c.index()].start)
            .any(|l| s.loc_intrigue[l.index()] >= 2)
    };
    let plots: Vec<Plot> = Plot::ALL.into_iter().filter(|p| s.setup().has_plot(*p)).collect();
    for p in plots {
        let hit = match p {
            Plot::LightOfTheAvenger => start_of(Role::Brain),
            Plot::GiantTimeBomb => start_of(Role::Witch),
            Plot::APlaceToProtect => s.loc_intrigue[Location::School.index()] >= 2,
            Plot::SealedItem => s.loc_intrigue[Location::Shrine.index()] >= 2,
            Plot::SignWithMe => Character::ALL
                .into_iter()
                .any(|c| s.in_cast(c) && s.role(c) == Role::KeyPerson && s.chars[c.index()].intrigue >= 2),
            Plot::ChangeOfFuture => s.butterfly,
            _ => false,
        };
        if hit && plot_loss.is_none() {
            plot_loss = Some(p);
        }
    }
    if let Some(plot) = plot_loss {
        emit(s, out, Event::Secretly { cause: Cause::PlotLoss { plot } });
        lost = true;
    }
    emit(s, out, Event::LoopResult { loop_no: s.loop_no, lost });
    if !lost {
        emit(s, out, Event::GameEnded { winner: Side::Protagonists });
        return;
    }
    let final_guess = s.setup().public.tragedy_set.final_guess();
    if s.loop_no < s.setup().public.loops {
        if final_guess {
            phase(s, out, Phase::TimeSpiral);
        } else {
            start_loop(s, out);
        }
    } else if final_guess {
        start_final_guess(s, out);
    } else {
        emit(s, out, Event::GameEnded { winner: Side::Mastermind });
    }
}

fn start_final_guess(s: &mut State, out: &mut Vec<Event>) {
    emit(s, out, Event::FinalGuessStarted);
    emit(s, out, Event::BoardReset { had_goodwill: 0 });
    let cast: Vec<Character> = s.setup().cast().collect();
    for c in cast {
        emit(s, out, Event::CharacterPlaced { character: c, location: c.start() });
    }
    phase(s, out, Phase::FinalGuess);
}

// ---------------------------------------------------------------------------------------------
// Commands.

fn wrong_step(cmd: &Command, p: Phase) -> RuleError {
    let name = serde_json::to_value(cmd)
        .ok()
        .and_then(|v| v.get("type").and_then(|t| t.as_str().map(str::to_owned)));
    let step =
        serde_json::to_value(p).ok().and_then(|v| v.get("step").and_then(|t| t.as_str().map(str::to_owned)));
    err("tl.step.wrong_command", "this command does not belong to the current step")
        .with("command", name.unwrap_or_default())
        .with("step", step.unwrap_or_default())
}

fn act(s: &mut State, out: &mut Vec<Event>, seat: SeatId, cmd: &Command) -> Result<(), RuleError> {
    match (s.phase, cmd) {
        (Phase::HenchmanPlacement, Command::PlaceHenchman { location }) => {
            emit(s, out, Event::CharacterPlaced { character: Character::Henchman, location: *location });
            loop_start_abilities(s, out);
        }
        (Phase::MastermindCards, Command::PlayCard { card, target }) => {
            play_card(s, out, seat, Deck::Mastermind, *card, *target)?;
            if s.mastermind_cards_placed() == 3 {
                phase(s, out, Phase::ProtagonistCards);
            }
        }
        (Phase::ProtagonistCards, Command::PlayCard { card, target }) => {
            let deck = Deck::Protagonist(s.next_protagonist_deck());
            play_card(s, out, seat, deck, *card, *target)?;
            if s.protagonist_cards_placed() == 3 {
                resolve_cards(s, out);
            }
        }
        (Phase::ForbidIntrigueChoice, Command::ForbidIntrigue { ignore }) => {
            if *ignore && !blocked_intrigue(s).is_some_and(|t| cultist_at(s, t)) {
                return Err(err(
                    "tl.cultist.absent",
                    "forbid intrigue can be ignored only where a living cultist is: answer ignore false",
                ));
            }
            resolve_rest(s, out, *ignore);
        }
        (Phase::MastermindAbilities, Command::UseAbility { ability }) => {
            check_mastermind_ability(s, *ability, false)?;
            use_mastermind_ability(s, out, *ability);
            if s.loop_over {
                end_loop(s, out);
            }
        }
        (Phase::MastermindAbilities, Command::EndAbilities) => enter_goodwill(s, out),
        (Phase::Goodwill, Command::UseGoodwill { character, ability, target }) => {
            check_goodwill(s, *character, *ability, *target)?;
            emit(
                s,
                out,
                Event::GoodwillDeclared { character: *character, ability: *ability, target: *target },
            );
            phase(
                s,
                out,
                Phase::GoodwillAnswer { character: *character, ability: *ability, target: *target },
            );
        }
        (Phase::Goodwill, Command::EndGoodwill) => incidents_step(s, out),
        (Phase::GoodwillAnswer { character, ability, target }, Command::AnswerGoodwill { refuse }) => {
            let (may, must) = refusal(s, character, ability);
            if *refuse && !may {
                return Err(err(
                    "tl.goodwill.cannot_refuse",
                    "this ability cannot be refused: answer refuse false",
                ));
            }
            if !*refuse && must {
                return Err(err(
                    "tl.goodwill.must_refuse",
                    "this ability must be refused: answer refuse true",
                ));
            }
            if *refuse {
                emit(s, out, Event::GoodwillRefused { character, ability });
                phase(s, out, Phase::Goodwill);
            } else {
                resolve_goodwill(s, out, character, ability, target);
                if s.loop_over {
                    end_loop(s, out);
                } else if !matches!(s.phase, Phase::InformerAnswer { .. }) {
                    phase(s, out, Phase::Goodwill);
                }
            }
        }
        (Phase::InformerAnswer { named }, Command::NameSubplot { plot }) => {
            let others: Vec<Plot> = s
                .setup()
                .private
                .as_ref()
                .map_or(vec![], |p| p.subplots.iter().copied().filter(|p| *p != named).collect());
            match plot {
                Some(p) if others.contains(p) => {}
                None if others.is_empty() => {}
                _ => {
                    return Err(err(
                        "tl.informer.subplot",
                        "name a subplot of the script other than the one named (none only when there is none)",
                    ));
                }
            }
            emit(s, out, Event::SubplotNamed { plot: *plot });
            phase(s, out, Phase::Goodwill);
        }
        (Phase::IncidentChoice { incident }, Command::ResolveIncident { choice }) => {
            let culprit = todays_culprit(s).expect("an incident with a culprit");
            if !incident_options(s, incident, culprit).contains(choice) {
                return Err(err(
                    "tl.incident.choice",
                    "that choice is not allowed by this incident's effect",
                )
                .with("incident", incident.name()));
            }
            resolve_incident(s, out, culprit, *choice);
            after_incident(s, out);
        }
        (Phase::DayEnd, Command::UseAbility { ability }) => {
            check_mastermind_ability(s, *ability, true)?;
            use_mastermind_ability(s, out, *ability);
            if s.loop_over {
                end_loop(s, out);
            }
        }
        (Phase::DayEnd, Command::EndAbilities) => end_day(s, out),
        (Phase::TimeSpiral, Command::NextLoop) => start_loop(s, out),
        (Phase::TimeSpiral, Command::StartFinalGuess) => start_final_guess(s, out),
        (Phase::FinalGuess, Command::Guess { character, role }) => {
            if !s.in_cast(*character) {
                return Err(err("tl.guess.not_in_cast", "guess only characters of the script"));
            }
            if s.guessed(*character) {
                return Err(err("tl.guess.already", "that character was already guessed: name another"));
            }
            let correct = s.role(*character) == *role;
            emit(s, out, Event::GuessAnswered { character: *character, role: *role, correct });
            if !correct {
                emit(s, out, Event::GameEnded { winner: Side::Mastermind });
            } else if s.setup().cast().all(|c| s.guessed(c)) {
                emit(s, out, Event::GameEnded { winner: Side::Protagonists });
            }
        }
        (p, c) => return Err(wrong_step(c, p)),
    }
    Ok(())
}

fn play_card(
    s: &mut State,
    out: &mut Vec<Event>,
    seat: SeatId,
    deck: Deck,
    card: CardKind,
    target: Target,
) -> Result<(), RuleError> {
    if !s.target_ok(target) {
        return Err(err("tl.card.target", "cards go on a location or on a living character on the board"));
    }
    let mm = deck == Deck::Mastermind;
    if s.placed().any(|p| p.target == target && (p.deck == Deck::Mastermind) == mm) {
        return Err(if mm {
            err("tl.card.target_taken", "the mastermind plays at most one card on each target")
        } else {
            err("tl.card.target_taken", "a protagonist cannot play where another protagonist already played")
        });
    }
    let Some(slot) = s.hand_slot(deck, card) else {
        return Err(err(
            "tl.card.not_in_hand",
            "that card is not in the hand (placed, or set aside this loop)",
        )
        .with("card", format!("{card:?}")));
    };
    emit(s, out, Event::CardPlaced { by: seat, deck, slot: Some(slot), card: Some(card), target });
    Ok(())
}

fn refusal(s: &State, c: Character, ability: u8) -> (bool, bool) {
    if c.abilities()[ability as usize].unrefusable {
        return (false, false);
    }
    match s.role(c).refusal() {
        Refusal::Never => (false, false),
        Refusal::Optional => (true, false),
        Refusal::Mandatory => (true, true),
    }
}

fn check_mastermind_ability(s: &State, a: MastermindAbility, day_end: bool) -> Result<(), RuleError> {
    if mastermind_ability_ok(s, a, day_end) {
        Ok(())
    } else {
        Err(err(
            "tl.ability.unavailable",
            "that ability is not available now (wrong step, role, condition, target, or already used today)",
        ))
    }
}

pub(crate) fn mastermind_ability_ok(s: &State, a: MastermindAbility, day_end: bool) -> bool {
    use MastermindAbility::*;
    if s.mm_used(a) {
        return false;
    }
    match a {
        Brain { brain, target } => {
            !day_end
                && s.is_alive(brain)
                && s.role(brain) == Role::Brain
                && match target {
                    Target::Location(l) => s.at(brain, l),
                    Target::Character(c) => s.is_alive(c) && s.here(brain, c),
                }
        }
        Theorist { theorist, target } => {
            !day_end
                && s.is_alive(theorist)
                && s.is_theorist(theorist)
                && s.is_alive(target)
                && s.here(theorist, target)
        }
        Rumor { .. } => !day_end && s.setup().has_plot(Plot::AnUnsettlingRumor) && !s.rumor_used,
        Doctor { target, .. } => {
            let d = Character::Doctor;
            !day_end
                && s.is_alive(d)
                && s.role(d).refusal() != Refusal::Never
                && s.chars[d.index()].goodwill >= 2
                && !s.gw_used(d, 0)
                && target != d
                && s.is_alive(target)
                && s.here(d, target)
        }
        KillKeyPerson { killer } => {
            day_end
                && s.is_alive(killer)
                && s.role(killer) == Role::Killer
                && s.living().any(|k| {
                    s.role(k) == Role::KeyPerson && s.chars[k.index()].intrigue >= 2 && s.here(killer, k)
                })
        }
        KillProtagonists { by } => {
            day_end
                && s.is_alive(by)
                && match s.role(by) {
                    Role::Killer => s.chars[by.index()].intrigue >= 4,
                    Role::LovedOne => s.chars[by.index()].paranoia >= 3 && s.chars[by.index()].intrigue >= 1,
                    _ => false,
                }
        }
        DeclareDefeat { traveler } => {
            day_end
                && s.day == s.setup().public.days
                && s.is_alive(traveler)
                && s.role(traveler) == Role::TimeTraveler
                && s.chars[traveler.index()].goodwill <= 2
        }
    }
}

fn use_mastermind_ability(s: &mut State, out: &mut Vec<Event>, a: MastermindAbility) {
    use MastermindAbility::*;
    emit(s, out, Event::Secretly { cause: Cause::Ability { ability: a } });
    match a {
        Brain { target, .. } => {
            emit(s, out, Event::TokensChanged { target, token: Token::Intrigue, delta: 1 })
        }
        Theorist { target, .. } => emit(
            s,
            out,
            Event::TokensChanged { target: Target::Character(target), token: Token::Paranoia, delta: 1 },
        ),
        Rumor { location } => emit(
            s,
            out,
            Event::TokensChanged { target: Target::Location(location), token: Token::Intrigue, delta: 1 },
        ),
        Doctor { target, add } => {
            change(s, out, Target::Character(target), Token::Paranoia, if add { 1 } else { -1 })
        }
        KillKeyPerson { killer } => {
            let kp: Vec<Character> = s
                .living()
                .filter(|&k| {
                    s.role(k) == Role::KeyPerson && s.chars[k.index()].intrigue >= 2 && s.here(killer, k)
                })
                .collect();
            kill(s, out, &kp);
        }
        KillProtagonists { .. } => protagonists_die(s, out),
        DeclareDefeat { .. } => emit(s, out, Event::LoopEnded { reason: LoopEndReason::Early }),
    }
}

/// Adds or removes tokens, never below zero; "nothing happened" when nothing changes.
fn change(s: &mut State, out: &mut Vec<Event>, target: Target, token: Token, delta: i8) {
    let have = s.tokens(target, token) as i16;
    let real = (have + delta as i16).max(0) - have;
    if real == 0 {
        emit(s, out, Event::NothingHappened);
    } else {
        emit(s, out, Event::TokensChanged { target, token, delta: real as i8 });
    }
}

fn check_goodwill(s: &State, c: Character, ability: u8, target: GoodwillTarget) -> Result<(), RuleError> {
    if !s.in_cast(c) || !s.is_alive(c) {
        return Err(err(
            "tl.goodwill.character",
            "only living characters on the board use goodwill abilities",
        ));
    }
    let Some(spec) = c.abilities().get(ability as usize) else {
        return Err(err("tl.goodwill.no_such_ability", "that character has no such goodwill ability"));
    };
    if s.chars[c.index()].goodwill < spec.goodwill {
        return Err(err(
            "tl.goodwill.not_enough",
            "the character does not have enough goodwill for that ability",
        )
        .with("needed", spec.goodwill));
    }
    if s.gw_used(c, ability) {
        return Err(err(
            "tl.goodwill.used",
            "that ability was already used today (or this loop, if it is once per loop)",
        ));
    }
    if c == Character::MysteryBoy && s.loop_no < s.setup().options.mystery_boy_from_loop.unwrap_or(1) {
        return Err(err("tl.goodwill.not_yet", "the mystery boy's ability is not usable in this loop yet"));
    }
    if !goodwill_target_ok(s, c, ability, target) {
        return Err(err("tl.goodwill.target", "that target is not allowed by the ability's text"));
    }
    Ok(())
}

pub(crate) fn goodwill_target_ok(s: &State, c: Character, ability: u8, t: GoodwillTarget) -> bool {
    use Character::*;
    use GoodwillTarget as G;
    let other_here = |x: Character| x != c && s.is_alive(x) && s.here(c, x);
    let any_here = |x: Character| s.is_alive(x) && s.here(c, x);
    let loc = s.chars[c.index()].location;
    match (c, ability, t) {
        (BoyStudent | GirlStudent, 0, G::Character { character }) => {
            other_here(character) && character.has(Trait::Student)
        }
        (RichMansDaughter, 0, G::Character { character }) => {
            matches!(loc, Location::School | Location::City) && any_here(character)
        }
        (ClassRep, 0, G::Card { deck, card }) => match deck {
            Deck::Protagonist(d) if d < 3 && s.deck_owner(d) == s.leader() => deck
                .cards()
                .iter()
                .enumerate()
                .any(|(i, spec)| spec.kind == card && spec.once_per_loop && s.is_spent(deck, i as u8)),
            _ => false,
        },
        (MysteryBoy | OfficeWorker | Henchman, 0, G::None) => true,
        (ShrineMaiden, 0, G::None) => loc == Location::Shrine,
        (ShrineMaiden, 1, G::Character { character }) => any_here(character),
        (Alien, 0, G::Character { character }) => other_here(character),
        (Alien, 1, G::Character { character }) => {
            s.is_corpse(character) && s.chars[character.index()].location == loc
        }
        (GodlyBeing, 0, G::Incident { day }) => {
            s.setup().incidents.get(day as usize).is_some_and(|i| i.is_some())
        }
        (GodlyBeing, 1, G::Location { location }) => s.at(c, location),
        (GodlyBeing, 1, G::Character { character }) => any_here(character),
        (PoliceOfficer, 0, G::Incident { day }) => day < 16 && s.occurred & (1 << day) != 0,
        (PoliceOfficer, 1, G::Character { character }) => other_here(character),
        (Informer, 0, G::Plot { plot }) => {
            !plot.is_main() && s.setup().public.tragedy_set.plots().contains(&plot)
        }
        (PopIdol, 0 | 1, G::Character { character }) => other_here(character),
        (Journalist, 0, G::Character { character }) => character != c && s.is_alive(character),
        (Journalist, 1, G::Location { location }) => s.at(c, location),
        (Journalist, 1, G::Character { character }) => any_here(character),
        (Boss, 0, G::Character { character }) => {
            s.is_alive(character) && s.setup().public.boss_turf.is_some_and(|t| s.at(character, t))
        }
        (Doctor, 0, G::Paranoia { character, .. }) => other_here(character),
        (Doctor, 1, G::None) => true,
        (Nurse, 0, G::Character { character }) => {
            any_here(character) && s.chars[character.index()].paranoia >= character.paranoia_limit()
        }
        _ => false,
    }
}

fn resolve_goodwill(s: &mut State, out: &mut Vec<Event>, c: Character, ability: u8, t: GoodwillTarget) {
    use Character::*;
    use GoodwillTarget as G;
    let loc = s.chars[c.index()].location;
    let ch = |x: Character| Target::Character(x);
    match (c, ability, t) {
        (BoyStudent | GirlStudent | PopIdol, 0, G::Character { character }) => {
            change(s, out, ch(character), Token::Paranoia, -1)
        }
        (Nurse, 0, G::Character { character }) => change(s, out, ch(character), Token::Paranoia, -1),
        (RichMansDaughter, 0, G::Character { character }) | (PopIdol, 1, G::Character { character }) => {
            change(s, out, ch(character), Token::Goodwill, 1)
        }
        (ClassRep, 0, G::Card { deck, card }) => {
            let slot = deck
                .cards()
                .iter()
                .enumerate()
                .position(|(i, spec)| spec.kind == card && s.is_spent(deck, i as u8))
                .unwrap_or(0) as u8;
            emit(s, out, Event::CardReturned { deck, slot });
        }
        (MysteryBoy | OfficeWorker, 0, _) => {
            let role = s.role(c);
            emit(s, out, Event::RoleRevealed { character: c, role });
        }
        (ShrineMaiden, 0, _) => change(s, out, Target::Location(loc), Token::Intrigue, -1),
        (ShrineMaiden, 1, G::Character { character }) | (Boss, 0, G::Character { character }) => {
            let role = s.role(character);
            emit(s, out, Event::RoleRevealed { character, role });
        }
        (Alien, 0, G::Character { character }) => {
            let before = s.is_alive(character);
            kill(s, out, &[character]);
            if before && s.is_alive(character) && !s.loop_over {
                emit(s, out, Event::NothingHappened);
            }
        }
        (Alien, 1, G::Character { character }) => emit(s, out, Event::CharacterRevived { character }),
        (GodlyBeing | PoliceOfficer, 0, G::Incident { day }) => {
            match s.setup().incidents.get(day as usize).copied().flatten().and_then(|i| i.1) {
                Some(culprit) => emit(s, out, Event::CulpritRevealed { day, culprit }),
                None => emit(s, out, Event::NothingHappened),
            }
        }
        (GodlyBeing, 1, G::Location { location }) => {
            change(s, out, Target::Location(location), Token::Intrigue, -1)
        }
        (GodlyBeing, 1, G::Character { character }) => change(s, out, ch(character), Token::Intrigue, -1),
        (PoliceOfficer, 1, G::Character { character }) => emit(s, out, Event::GuardPlaced { character }),
        (Informer, 0, G::Plot { plot }) => phase(s, out, Phase::InformerAnswer { named: plot }),
        (Journalist, 0, G::Character { character }) => change(s, out, ch(character), Token::Paranoia, 1),
        (Journalist, 1, G::Location { location }) => {
            change(s, out, Target::Location(location), Token::Intrigue, 1)
        }
        (Journalist, 1, G::Character { character }) => change(s, out, ch(character), Token::Intrigue, 1),
        (Doctor, 0, G::Paranoia { character, add }) => {
            change(s, out, ch(character), Token::Paranoia, if add { 1 } else { -1 })
        }
        (Doctor, 1, _) => emit(s, out, Event::PatientFreed),
        (Henchman, 0, _) => emit(s, out, Event::HenchmanCalmed),
        _ => emit(s, out, Event::NothingHappened),
    }
}

fn resolve_incident(s: &mut State, out: &mut Vec<Event>, culprit: Character, choice: IncidentChoice) {
    let ch = Target::Character;
    match choice {
        IncidentChoice::Victim { character } => {
            let before = s.is_alive(character);
            kill(s, out, &[character]);
            if before && s.is_alive(character) && !s.loop_over {
                emit(s, out, Event::NothingHappened);
            }
        }
        IncidentChoice::Spread { from, to } => {
            let have = s.chars[from.index()].goodwill.min(2) as i8;
            if have > 0 {
                emit(s, out, Event::TokensChanged { target: ch(from), token: Token::Goodwill, delta: -have });
            }
            emit(s, out, Event::TokensChanged { target: ch(to), token: Token::Goodwill, delta: 2 });
        }
        IncidentChoice::Unease { paranoia, intrigue } => {
            emit(s, out, Event::TokensChanged { target: ch(paranoia), token: Token::Paranoia, delta: 2 });
            emit(s, out, Event::TokensChanged { target: ch(intrigue), token: Token::Intrigue, delta: 1 });
        }
        IncidentChoice::Destination { location } => {
            if s.chars[culprit.index()].location != location {
                emit(s, out, Event::CharacterMoved { character: culprit, to: location });
            }
            emit(
                s,
                out,
                Event::TokensChanged { target: Target::Location(location), token: Token::Intrigue, delta: 1 },
            );
        }
        IncidentChoice::Butterfly { character, token } => {
            emit(s, out, Event::TokensChanged { target: ch(character), token, delta: 1 });
        }
    }
}

pub(crate) fn goodwill_used(s: &State, c: Character, ability: u8) -> bool {
    s.gw_used(c, ability)
}

pub(crate) fn cultist_can_ignore(s: &State) -> bool {
    blocked_intrigue(s).is_some_and(|t| cultist_at(s, t))
}

pub(crate) fn refusal_of(s: &State, c: Character, ability: u8) -> (bool, bool) {
    refusal(s, c, ability)
}

pub(crate) fn culprit_today(s: &State) -> Option<Character> {
    todays_culprit(s)
}
