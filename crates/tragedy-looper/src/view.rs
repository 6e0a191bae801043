//! What each seat may see, and the redacted log. This module is the only place where hiding
//! happens: the Mastermind sees everything but the Protagonists' face-down cards before step 4
//! turns them face up; Protagonists and spectators see the public card, the board, public
//! announcements (results, never causes), their own hands, and where face-down cards lie but not
//! their faces until the reveal. When the game ends, everyone sees the private card and every role.

use engine::{SeatId, Viewer};
use serde::Serialize;

use crate::command::Target;
use crate::data::*;
use crate::event::{Event, Side};
use crate::script::{Culprit, PrivateCard, PublicCard};
use crate::state::{MASTERMIND, Phase, Placed, State, waiting_seat};

/// One character as a viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CharacterView {
    /// Who.
    pub character: Character,
    /// On the board this loop.
    pub present: bool,
    /// Alive (a present character that is not alive is a corpse).
    pub alive: bool,
    /// Where.
    pub location: Location,
    /// Goodwill tokens.
    pub goodwill: u8,
    /// Paranoia tokens.
    pub paranoia: u8,
    /// Paranoia limit of the card.
    pub paranoia_limit: u8,
    /// Intrigue tokens.
    pub intrigue: u8,
    /// A guard marker.
    pub guard: bool,
    /// The role, when revealed publicly.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub revealed_role: Option<Role>,
    /// The role on the script card (the Mastermind's; everyone's once the game is over).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub secret_role: Option<Role>,
}

/// One card of a hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct HandCard {
    /// The card.
    pub card: CardKind,
    /// Set aside for this loop ("solo una vez por bucle").
    pub set_aside: bool,
    /// On the board, face down, today (shown to whoever may see its face).
    pub placed: bool,
}

/// A deck the viewer holds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct HandView {
    /// The deck.
    pub deck: Deck,
    /// Its cards.
    pub cards: Vec<HandCard>,
}

/// A card on the board today.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct BoardCard {
    /// Whose deck.
    pub deck: Deck,
    /// On what.
    pub target: Target,
    /// The face: only for the seat that placed it, and the Mastermind once step 4 revealed it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub card: Option<CardKind>,
}

/// What one viewer sees of the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    /// Who is looking.
    pub viewer: Viewer,
    /// The public card.
    pub script: PublicCard,
    /// The private card: the Mastermind's; everyone's once the game is over.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub private: Option<PrivateCard>,
    /// Protagonist players.
    pub protagonists: u8,
    /// Loop, from 1.
    pub loop_no: u8,
    /// Day, from 1.
    pub day: u8,
    /// Where the game waits.
    pub phase: Phase,
    /// The seat whose move it is.
    pub waiting_on: Option<SeatId>,
    /// The leader's seat.
    pub leader: SeatId,
    /// Characters of the cast.
    pub characters: Vec<CharacterView>,
    /// Intrigue on each location, board order.
    pub location_intrigue: [u8; 4],
    /// The decks the viewer holds (all for the Mastermind).
    pub hands: Vec<HandView>,
    /// Once-per-loop cards set aside (face up, public), by deck.
    pub set_aside: Vec<(Deck, CardKind)>,
    /// Today's cards on the board.
    pub board_cards: Vec<BoardCard>,
    /// Culprits revealed by abilities.
    pub revealed_culprits: Vec<Culprit>,
    /// Subplots the Mastermind named (Informer).
    pub named_subplots: Vec<Plot>,
    /// The Patient may leave the Hospital this loop.
    pub patient_free: bool,
    /// The Henchman cannot cause incidents this loop.
    pub henchman_calm: bool,
    /// Loops lost so far.
    pub losses: u8,
    /// Characters guessed right in the Final Guess.
    pub guessed: Vec<Character>,
    /// The winner, once over.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub winner: Option<Side>,
}

fn is_mastermind(v: Viewer) -> bool {
    v == Viewer::Seat(MASTERMIND)
}

/// Whether `viewer` may see the face of the placed card `p`: its own seat always; the Mastermind
/// once step 4 has turned every card face up at once (4-4: "la mente maestra las destapa todas al
/// mismo tiempo"), never while they lie face down in steps 2 and 3 (4-2, 4-3).
fn sees_face(s: &State, viewer: Viewer, p: &Placed) -> bool {
    let face_down = matches!(s.phase(), Phase::MastermindCards | Phase::ProtagonistCards);
    viewer == Viewer::Seat(p.by) || (is_mastermind(viewer) && !face_down)
}

/// Builds `viewer`'s view.
pub fn view(s: &State, viewer: Viewer) -> View {
    let setup = s.setup();
    let mm = is_mastermind(viewer);
    // Once the game is over nothing is left to hide: everyone sees the private card and every role
    // (ruling: the rulebook says nothing of the end; the table turns the card over).
    let card_open = mm || s.winner().is_some();
    let characters = setup
        .cast()
        .map(|c| {
            let st = s.character(c);
            CharacterView {
                character: c,
                present: st.present,
                alive: st.alive,
                location: st.location,
                goodwill: st.goodwill,
                paranoia: st.paranoia,
                paranoia_limit: c.paranoia_limit(),
                intrigue: st.intrigue,
                guard: st.guard,
                revealed_role: s.revealed_role(c),
                secret_role: card_open.then(|| s.role(c)),
            }
        })
        .collect();
    let holds = |deck: Deck| -> bool {
        match (viewer, deck) {
            (Viewer::Seat(seat), _) if seat == MASTERMIND => true,
            (Viewer::Seat(seat), Deck::Protagonist(d)) => {
                s.deck_owner(d) == seat && seat.0 <= setup.protagonists
            }
            _ => false,
        }
    };
    let decks = [Deck::Mastermind, Deck::Protagonist(0), Deck::Protagonist(1), Deck::Protagonist(2)];
    let hands = decks
        .into_iter()
        .filter(|d| holds(*d))
        .map(|deck| HandView {
            deck,
            cards: deck
                .cards()
                .iter()
                .enumerate()
                .map(|(i, spec)| HandCard {
                    card: spec.kind,
                    set_aside: s.is_spent(deck, i as u8),
                    placed: s
                        .placed()
                        .any(|p| p.deck == deck && p.slot == i as u8 && sees_face(s, viewer, p)),
                })
                .collect(),
        })
        .collect();
    let mut set_aside = Vec::new();
    for deck in decks {
        for (i, spec) in deck.cards().iter().enumerate() {
            if s.is_spent(deck, i as u8) {
                set_aside.push((deck, spec.kind));
            }
        }
    }
    let board_cards = s
        .placed()
        .map(|p| BoardCard {
            deck: p.deck,
            target: p.target,
            card: sees_face(s, viewer, p).then(|| p.kind()),
        })
        .collect();
    let revealed_culprits = (0..16u8)
        .filter(|d| s.revealed_culprit_days() & (1 << d) != 0)
        .filter_map(|day| {
            setup
                .incidents
                .get(day as usize)
                .copied()
                .flatten()
                .and_then(|(_, c)| c)
                .map(|culprit| Culprit { day, culprit })
        })
        .collect();
    View {
        viewer,
        script: setup.public.clone(),
        private: if card_open { setup.private.clone() } else { None },
        protagonists: setup.protagonists,
        loop_no: s.loop_no(),
        day: s.day(),
        phase: s.phase(),
        waiting_on: waiting_seat(s),
        leader: s.leader(),
        characters,
        location_intrigue: Location::ALL.map(|l| s.location_intrigue(l)),
        hands,
        set_aside,
        board_cards,
        revealed_culprits,
        named_subplots: s.named_subplots().collect(),
        patient_free: s.patient_free(),
        henchman_calm: s.henchman_calm(),
        losses: s.losses(),
        guessed: setup.cast().filter(|c| s.guessed(*c)).collect(),
        winner: s.winner(),
    }
}

/// What `viewer` may see of an event.
pub fn redact(e: &Event, viewer: Viewer) -> Option<Event> {
    // A card is placed face down (4-2, 4-3): its face and slot reach only the seat that placed it,
    // the Mastermind included; everyone learns them from `CardsRevealed` in step 4.
    if let Event::CardPlaced { by, deck, target, .. } = e
        && viewer != Viewer::Seat(*by)
    {
        return Some(Event::CardPlaced { by: *by, deck: *deck, slot: None, card: None, target: *target });
    }
    if is_mastermind(viewer) {
        return Some(e.clone());
    }
    match e {
        Event::GameStarted { public, protagonists, options, .. } => Some(Event::GameStarted {
            public: public.clone(),
            private: None,
            protagonists: *protagonists,
            options: *options,
        }),
        Event::Secretly { .. } => None,
        other => Some(other.clone()),
    }
}
