//! Everything the rules need to know about a table ([`State`]): the fixed facts of the script
//! ([`Setup`], shared between clones), where the game waits ([`Phase`], and [`waiting_seat`]), the
//! board, the cards on it and what was used this day or loop; and [`apply`], how each event changes
//! it. The state changes only through events.

use std::sync::Arc;

use engine::SeatId;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::command::{GoodwillTarget, MastermindAbility, Options, Target};
use crate::data::*;
use crate::event::{Cause, Event, Side};
use crate::script::{PrivateCard, PublicCard};

/// The Mastermind's seat.
pub const MASTERMIND: SeatId = SeatId(0);

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
    pub(crate) fn new(
        public: PublicCard,
        private: Option<PrivateCard>,
        protagonists: u8,
        options: Options,
    ) -> Setup {
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

    pub(crate) fn has_plot(&self, p: Plot) -> bool {
        self.plots & (1 << plot_bit(p)) != 0
    }

    /// The cast, in card order.
    pub fn cast(&self) -> impl Iterator<Item = Character> + '_ {
        self.public.characters.iter().map(|e| e.character)
    }
}

pub(crate) fn plot_bit(p: Plot) -> u16 {
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

    pub(crate) fn in_cast(&self, c: Character) -> bool {
        self.setup().cast[c.index()]
    }

    /// Alive and on the board: a character in the rulebook's sense.
    pub fn is_alive(&self, c: Character) -> bool {
        let s = &self.chars[c.index()];
        s.present && s.alive
    }

    pub(crate) fn is_corpse(&self, c: Character) -> bool {
        let s = &self.chars[c.index()];
        s.present && !s.alive
    }

    /// The deck index (0..3) of the leader.
    pub fn leader_deck(&self) -> u8 {
        self.turn % 3
    }

    /// The leader's seat.
    pub fn leader(&self) -> SeatId {
        self.leader_at(self.turn)
    }

    /// The leader's seat after `turn` passes of the leader card (rulebook 4-8, "Relevo del
    /// líder"; with 1 or 2 players the decks pass among fewer seats).
    pub fn leader_at(&self, turn: u8) -> SeatId {
        match self.setup().protagonists {
            1 => SeatId(1),
            2 => SeatId(1 + turn % 2),
            _ => SeatId(1 + turn % 3),
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

    pub(crate) fn protagonist_cards_placed(&self) -> u8 {
        self.placed.iter().flatten().filter(|p| p.deck != Deck::Mastermind).count() as u8
    }

    pub(crate) fn mastermind_cards_placed(&self) -> u8 {
        self.placed.iter().flatten().filter(|p| p.deck == Deck::Mastermind).count() as u8
    }

    /// The Protagonist deck that places next in step 3.
    pub fn next_protagonist_deck(&self) -> u8 {
        (self.leader_deck() + self.protagonist_cards_placed()) % 3
    }

    /// Locations a character counts as being in for abilities (the Boss also counts in his turf).
    pub(crate) fn ability_locations(&self, c: Character) -> (Location, Option<Location>) {
        let l = self.chars[c.index()].location;
        if c == Character::Boss { (l, self.setup().public.boss_turf) } else { (l, None) }
    }

    /// For abilities: whether `b` is at one of `a`'s locations.
    pub(crate) fn here(&self, a: Character, b: Character) -> bool {
        let (a1, a2) = self.ability_locations(a);
        let (b1, b2) = self.ability_locations(b);
        a1 == b1 || Some(a1) == b2 || a2 == Some(b1) || (a2.is_some() && a2 == b2)
    }

    pub(crate) fn at(&self, a: Character, l: Location) -> bool {
        let (a1, a2) = self.ability_locations(a);
        a1 == l || a2 == Some(l)
    }

    pub(crate) fn is_forbidden(&self, c: Character, l: Location) -> bool {
        c.forbidden(l) && !(c == Character::Patient && self.patient_free)
    }

    /// Whether `c` has the Serial Killer's abilities (its role, or a Person with 3+ Paranoia under
    /// Paranoia Virus).
    pub(crate) fn is_serial_killer(&self, c: Character) -> bool {
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

    pub(crate) fn has_key_person_ability(&self, c: Character) -> bool {
        let r = self.role(c);
        r == Role::KeyPerson || (r == Role::Factor && self.loc_intrigue[Location::City.index()] >= 2)
    }

    pub(crate) fn living(&self) -> impl Iterator<Item = Character> + '_ {
        Character::ALL.into_iter().filter(|c| self.is_alive(*c))
    }

    pub(crate) fn target_ok(&self, t: Target) -> bool {
        match t {
            Target::Location(_) => true,
            Target::Character(c) => self.is_alive(c),
        }
    }

    pub(crate) fn tokens(&self, t: Target, token: Token) -> u8 {
        match (t, token) {
            (Target::Location(l), Token::Intrigue) => self.loc_intrigue[l.index()],
            (Target::Location(_), _) => 0,
            (Target::Character(c), Token::Goodwill) => self.chars[c.index()].goodwill,
            (Target::Character(c), Token::Paranoia) => self.chars[c.index()].paranoia,
            (Target::Character(c), Token::Intrigue) => self.chars[c.index()].intrigue,
        }
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

    pub(crate) fn mm_used(&self, a: MastermindAbility) -> bool {
        let (k, c) = a.slot();
        self.mm_used_day[k] & (1 << c.map_or(31, |c| c.index())) != 0
    }

    pub(crate) fn gw_used(&self, c: Character, ability: u8) -> bool {
        let spec = c.abilities()[ability as usize];
        self.gw_used_day[c.index()] & (1 << ability) != 0
            || (spec.once_per_loop && self.gw_used_loop[c.index()] & (1 << ability) != 0)
    }

    pub(crate) fn mastermind_seat_count(&self) -> u8 {
        self.setup().protagonists
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

/// How an event changes the state (the only way it changes; `decide` applies each event it
/// produces to its scratch copy at once, so later rules see earlier effects).
pub(crate) fn apply(s: &mut State, e: &Event) {
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
        Event::LeaderChanged { turn, .. } => s.turn = *turn,
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
