//! The fixed data of the base box: the board, the characters, the tokens, the action cards of both
//! decks and the two tragedy sets (First Steps and Basic Tragedy) with their plots, roles and
//! incidents. Everything here is a closed enum with `const fn` tables; nothing is loaded at run time.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// One of the four locations of the 2×2 board ("2 tableros").
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum Location {
    /// Top left (hospital).
    #[default]
    Hospital,
    /// Top right (capilla).
    Shrine,
    /// Bottom left (centro).
    City,
    /// Bottom right (escuela).
    School,
}

impl Location {
    /// The four locations in board order.
    pub const ALL: [Location; 4] = [Location::Hospital, Location::Shrine, Location::City, Location::School];

    /// Index 0..4 (board order).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Column (0 left, 1 right) and row (0 top, 1 bottom).
    const fn xy(self) -> (u8, u8) {
        match self {
            Location::Hospital => (0, 0),
            Location::Shrine => (1, 0),
            Location::City => (0, 1),
            Location::School => (1, 1),
        }
    }

    const fn from_xy(x: u8, y: u8) -> Location {
        match (x & 1, y & 1) {
            (0, 0) => Location::Hospital,
            (1, 0) => Location::Shrine,
            (0, _) => Location::City,
            _ => Location::School,
        }
    }

    /// Where a move takes a character from here ("Movimiento vertical/horizontal/diagonal").
    pub const fn moved(self, m: Move) -> Location {
        let (x, y) = self.xy();
        let (dx, dy) = m.vector();
        Location::from_xy(x ^ dx, y ^ dy)
    }

    /// Stable snake_case name.
    pub const fn name(self) -> &'static str {
        match self {
            Location::Hospital => "hospital",
            Location::Shrine => "shrine",
            Location::City => "city",
            Location::School => "school",
        }
    }
}

/// A movement on the 2×2 board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Move {
    /// Up or down.
    Vertical,
    /// Left or right.
    Horizontal,
    /// Across.
    Diagonal,
}

impl Move {
    const fn vector(self) -> (u8, u8) {
        match self {
            Move::Vertical => (0, 1),
            Move::Horizontal => (1, 0),
            Move::Diagonal => (1, 1),
        }
    }

    /// Composes the movement cards played on one target ("Junto con…" in the card list): two of the
    /// same direction stay one move; vertical + horizontal = diagonal; diagonal + horizontal =
    /// vertical; diagonal + vertical = horizontal. `None` when the moves cancel out.
    pub fn compose(moves: &[Move]) -> Option<Move> {
        let (mut v, mut h, mut d) = (false, false, false);
        for m in moves {
            match m {
                Move::Vertical => v = true,
                Move::Horizontal => h = true,
                Move::Diagonal => d = true,
            }
        }
        let mut x = 0u8;
        let mut y = 0u8;
        for (on, m) in [(v, Move::Vertical), (h, Move::Horizontal), (d, Move::Diagonal)] {
            if on {
                let (dx, dy) = m.vector();
                x ^= dx;
                y ^= dy;
            }
        }
        match (x, y) {
            (0, 1) => Some(Move::Vertical),
            (1, 0) => Some(Move::Horizontal),
            (1, 1) => Some(Move::Diagonal),
            _ => None,
        }
    }
}

/// The tokens ("fichas").
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Token {
    /// Cooperación.
    Goodwill,
    /// Paranoia.
    Paranoia,
    /// Intriga (on characters and on locations).
    Intrigue,
}

/// A character trait ("rasgos distintivos").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Trait {
    /// Estudiante.
    Student,
    /// Chico.
    Boy,
    /// Chica.
    Girl,
    /// Adulto.
    Adult,
    /// Hombre.
    Man,
    /// Mujer.
    Woman,
}

/// The 18 characters of the base box (see `tragedy-looper-characters.md`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
#[allow(missing_docs)]
pub enum Character {
    BoyStudent,
    GirlStudent,
    RichMansDaughter,
    ClassRep,
    MysteryBoy,
    ShrineMaiden,
    Alien,
    GodlyBeing,
    PoliceOfficer,
    OfficeWorker,
    Informer,
    PopIdol,
    Journalist,
    Boss,
    Doctor,
    Patient,
    Nurse,
    Henchman,
}

/// How many characters exist.
pub const CHARACTER_COUNT: usize = 18;

/// One goodwill ability of a character card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct GoodwillAbility {
    /// Goodwill needed on the character.
    pub goodwill: u8,
    /// Usable once per loop only.
    pub once_per_loop: bool,
    /// The Mastermind can never refuse it.
    pub unrefusable: bool,
}

const fn gw(goodwill: u8, once_per_loop: bool) -> GoodwillAbility {
    GoodwillAbility { goodwill, once_per_loop, unrefusable: false }
}

impl Character {
    /// All characters, in index order.
    pub const ALL: [Character; CHARACTER_COUNT] = [
        Character::BoyStudent,
        Character::GirlStudent,
        Character::RichMansDaughter,
        Character::ClassRep,
        Character::MysteryBoy,
        Character::ShrineMaiden,
        Character::Alien,
        Character::GodlyBeing,
        Character::PoliceOfficer,
        Character::OfficeWorker,
        Character::Informer,
        Character::PopIdol,
        Character::Journalist,
        Character::Boss,
        Character::Doctor,
        Character::Patient,
        Character::Nurse,
        Character::Henchman,
    ];

    /// Index 0..18.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Paranoia limit ("límite de Paranoia").
    pub const fn paranoia_limit(self) -> u8 {
        use Character::*;
        match self {
            RichMansDaughter | Henchman => 1,
            GirlStudent | MysteryBoy | GodlyBeing | PoliceOfficer | Informer | Nurse => 3,
            BoyStudent | ClassRep | ShrineMaiden | Alien | OfficeWorker | PopIdol | Journalist | Doctor
            | Patient => 2,
            Boss => 4,
        }
    }

    /// Starting location (the Henchman's is chosen by the Mastermind each loop; School is only the
    /// fallback).
    pub const fn start(self) -> Location {
        use Character::*;
        match self {
            BoyStudent | GirlStudent | RichMansDaughter | ClassRep | MysteryBoy => Location::School,
            ShrineMaiden | Alien | GodlyBeing => Location::Shrine,
            PoliceOfficer | OfficeWorker | Informer | PopIdol | Journalist | Boss | Henchman => {
                Location::City
            }
            Doctor | Patient | Nurse => Location::Hospital,
        }
    }

    /// Whether `loc` is forbidden to this character (the Patient's is lifted by the Doctor's GW3).
    pub const fn forbidden(self, loc: Location) -> bool {
        use Character::*;
        matches!(
            (self, loc),
            (ShrineMaiden, Location::City)
                | (Alien, Location::Hospital)
                | (OfficeWorker, Location::School)
                | (Patient, Location::City | Location::Shrine | Location::School)
        )
    }

    /// The character's traits.
    pub const fn traits(self) -> &'static [Trait] {
        use Character::*;
        use Trait::*;
        match self {
            BoyStudent | MysteryBoy => &[Student, Boy],
            GirlStudent | RichMansDaughter | ClassRep | ShrineMaiden | PopIdol => &[Student, Girl],
            Alien => &[Girl],
            GodlyBeing => &[Man, Woman],
            PoliceOfficer | OfficeWorker | Journalist | Boss | Doctor | Henchman => &[Adult, Man],
            Informer | Nurse => &[Adult, Woman],
            Patient => &[Boy],
        }
    }

    /// Whether the character has `t`.
    pub fn has(self, t: Trait) -> bool {
        self.traits().contains(&t)
    }

    /// The character's goodwill abilities, in card order (index 0, 1).
    pub const fn abilities(self) -> &'static [GoodwillAbility] {
        use Character::*;
        match self {
            BoyStudent | GirlStudent => const { &[gw(2, false)] },
            RichMansDaughter => const { &[gw(3, false)] },
            ClassRep => const { &[gw(2, true)] },
            MysteryBoy => {
                const { &[GoodwillAbility { goodwill: 3, once_per_loop: false, unrefusable: true }] }
            }
            ShrineMaiden => const { &[gw(3, false), gw(5, true)] },
            Alien => const { &[gw(4, true), gw(5, true)] },
            GodlyBeing => const { &[gw(3, true), gw(5, false)] },
            PoliceOfficer => const { &[gw(4, true), gw(5, true)] },
            OfficeWorker => const { &[gw(3, false)] },
            Informer => const { &[gw(5, true)] },
            PopIdol => const { &[gw(3, false), gw(4, false)] },
            Journalist => const { &[gw(2, false), gw(2, false)] },
            Boss => const { &[gw(5, true)] },
            Doctor => const { &[gw(2, false), gw(3, false)] },
            Patient => &[],
            Nurse => const { &[GoodwillAbility { goodwill: 2, once_per_loop: false, unrefusable: true }] },
            Henchman => const { &[gw(3, false)] },
        }
    }

    /// Stable snake_case name.
    pub fn name(self) -> &'static str {
        NAMES[self.index()]
    }
}

const NAMES: [&str; CHARACTER_COUNT] = [
    "boy_student",
    "girl_student",
    "rich_mans_daughter",
    "class_rep",
    "mystery_boy",
    "shrine_maiden",
    "alien",
    "godly_being",
    "police_officer",
    "office_worker",
    "informer",
    "pop_idol",
    "journalist",
    "boss",
    "doctor",
    "patient",
    "nurse",
    "henchman",
];

/// The kind of an action card ("Lista de cartas").
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
#[allow(missing_docs)]
pub enum CardKind {
    ParanoiaPlus1,
    ParanoiaMinus1,
    ForbidParanoia,
    GoodwillPlus1,
    GoodwillPlus2,
    ForbidGoodwill,
    IntriguePlus1,
    IntriguePlus2,
    ForbidIntrigue,
    MoveVertical,
    MoveHorizontal,
    MoveDiagonal,
    ForbidMovement,
}

impl CardKind {
    /// The movement this card makes, if it is a movement card.
    pub const fn movement(self) -> Option<Move> {
        match self {
            CardKind::MoveVertical => Some(Move::Vertical),
            CardKind::MoveHorizontal => Some(Move::Horizontal),
            CardKind::MoveDiagonal => Some(Move::Diagonal),
            _ => None,
        }
    }

    /// Whether it is a Forbid card.
    pub const fn is_forbid(self) -> bool {
        matches!(
            self,
            CardKind::ForbidParanoia
                | CardKind::ForbidGoodwill
                | CardKind::ForbidIntrigue
                | CardKind::ForbidMovement
        )
    }
}

/// One card of a deck: its kind and whether it is "solo una vez por bucle".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct CardSpec {
    /// What it does.
    pub kind: CardKind,
    /// Set aside for the rest of the loop once played.
    pub once_per_loop: bool,
}

const fn card(kind: CardKind, once_per_loop: bool) -> CardSpec {
    CardSpec { kind, once_per_loop }
}

/// The Mastermind's ten cards.
pub const MASTERMIND_DECK: [CardSpec; 10] = [
    card(CardKind::ParanoiaPlus1, false),
    card(CardKind::ParanoiaPlus1, false),
    card(CardKind::ParanoiaMinus1, false),
    card(CardKind::ForbidParanoia, false),
    card(CardKind::ForbidGoodwill, false),
    card(CardKind::IntriguePlus1, false),
    card(CardKind::IntriguePlus2, true),
    card(CardKind::MoveVertical, false),
    card(CardKind::MoveHorizontal, false),
    card(CardKind::MoveDiagonal, true),
];

/// Each Protagonist's eight cards.
pub const PROTAGONIST_DECK: [CardSpec; 8] = [
    card(CardKind::ParanoiaPlus1, false),
    card(CardKind::ParanoiaMinus1, true),
    card(CardKind::GoodwillPlus1, false),
    card(CardKind::GoodwillPlus2, true),
    card(CardKind::ForbidIntrigue, false),
    card(CardKind::MoveVertical, false),
    card(CardKind::MoveHorizontal, false),
    card(CardKind::ForbidMovement, true),
];

/// A deck at the table: the Mastermind's or one of the three Protagonist decks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Deck {
    /// The Mastermind's deck.
    Mastermind,
    /// Protagonist deck 0, 1 or 2 (clockwise from the first leader).
    Protagonist(u8),
}

impl Deck {
    /// Index 0 (Mastermind), 1..=3 (Protagonist decks).
    pub const fn index(self) -> usize {
        match self {
            Deck::Mastermind => 0,
            Deck::Protagonist(i) => 1 + i as usize,
        }
    }

    /// The cards of this deck.
    pub const fn cards(self) -> &'static [CardSpec] {
        match self {
            Deck::Mastermind => &MASTERMIND_DECK,
            Deck::Protagonist(_) => &PROTAGONIST_DECK,
        }
    }
}

/// The two tragedy sets of the base box.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum TragedySet {
    /// Primeros pasos: one subplot, no Final Guess.
    FirstSteps,
    /// Tragedia básica: two subplots.
    BasicTragedy,
}

impl TragedySet {
    /// How many subplots a script of this set has.
    pub const fn subplots(self) -> usize {
        match self {
            TragedySet::FirstSteps => 1,
            TragedySet::BasicTragedy => 2,
        }
    }

    /// Whether the Final Guess is allowed ("Sin Hipótesis final" in First Steps).
    pub const fn final_guess(self) -> bool {
        matches!(self, TragedySet::BasicTragedy)
    }

    /// The plots of this set.
    pub const fn plots(self) -> &'static [Plot] {
        use Plot::*;
        match self {
            TragedySet::FirstSteps => &[
                MurderPlan,
                LightOfTheAvenger,
                APlaceToProtect,
                ShadowOfTheRipper,
                AnUnsettlingRumor,
                AHideousScript,
            ],
            TragedySet::BasicTragedy => &[
                SealedItem,
                SignWithMe,
                ChangeOfFuture,
                GiantTimeBomb,
                MurderPlan,
                CircleOfFriends,
                AnUnsettlingRumor,
                ALoveAffair,
                ParanoiaVirus,
                HiddenMonster,
                ThreadsOfFate,
                UnknownFactor,
            ],
        }
    }

    /// The roles of this set (Person excluded).
    pub const fn roles(self) -> &'static [Role] {
        use Role::*;
        match self {
            TragedySet::FirstSteps => {
                &[KeyPerson, Killer, Friend, ConspiracyTheorist, Brain, Cultist, SerialKiller, Curmudgeon]
            }
            TragedySet::BasicTragedy => &[
                KeyPerson,
                Killer,
                Brain,
                Cultist,
                TimeTraveler,
                Factor,
                SerialKiller,
                LovedOne,
                Friend,
                ConspiracyTheorist,
                Witch,
                Lover,
            ],
        }
    }

    /// The incidents of this set.
    pub const fn incidents(self) -> &'static [Incident] {
        use Incident::*;
        match self {
            TragedySet::FirstSteps => &[
                Murder,
                Suicide,
                DistantMurder,
                Spreading,
                IncreasingUnease,
                HospitalIncident,
                MissingPerson,
            ],
            TragedySet::BasicTragedy => &[
                Murder,
                IncreasingUnease,
                FoulEvil,
                Suicide,
                DistantMurder,
                HospitalIncident,
                MissingPerson,
                Spreading,
                ButterflyEffect,
            ],
        }
    }
}

/// A plot ("trama") of either set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Plot {
    /// Plan de asesinato (main, both sets): Key Person, Brain, Killer.
    MurderPlan,
    /// La luz del vengador (main, First Steps): Brain; loss if ≥2 Intrigue at the Brain's start.
    LightOfTheAvenger,
    /// Un lugar que proteger (main, First Steps): Key Person, Cultist; loss if ≥2 Intrigue in School.
    APlaceToProtect,
    /// El objeto sellado (main, Basic): Brain, Cultist; loss if ≥2 Intrigue on the Shrine.
    SealedItem,
    /// ¡Dime que sí! (main, Basic): Key Person (a girl); loss if ≥2 Intrigue on the Key Person.
    SignWithMe,
    /// Cambio de futuro (main, Basic): Cultist, Time Traveler; loss if Butterfly Effect occurred.
    ChangeOfFuture,
    /// Bombazo de relojería (main, Basic): Witch; loss if ≥2 Intrigue at the Witch's start.
    GiantTimeBomb,
    /// La sombra del destripador (sub, First Steps): Conspiracy Theorist, Serial Killer.
    ShadowOfTheRipper,
    /// Un rumor inquietante (sub, both): Conspiracy Theorist; once per loop 1 Intrigue anywhere.
    AnUnsettlingRumor,
    /// Un guión terrible (sub, First Steps): Conspiracy Theorist, Friend, 0-2 Curmudgeons.
    AHideousScript,
    /// Círculo de amigos (sub, Basic): 2 Friends, Conspiracy Theorist.
    CircleOfFriends,
    /// Un asunto amoroso (sub, Basic): Lover, Loved One.
    ALoveAffair,
    /// Paranoia contagiosa (sub, Basic): Conspiracy Theorist; Persons with 3+ Paranoia are Serial
    /// Killers.
    ParanoiaVirus,
    /// El monstruo oculto (sub, Basic): Friend, Serial Killer.
    HiddenMonster,
    /// Hilos del destino (sub, Basic): no roles; Goodwill at the previous loop's end gives 2 Paranoia.
    ThreadsOfFate,
    /// Incógnita sin despejar (sub, Basic): Factor.
    UnknownFactor,
}

impl Plot {
    /// Whether this is a main plot ("trama principal").
    pub const fn is_main(self) -> bool {
        use Plot::*;
        matches!(
            self,
            MurderPlan
                | LightOfTheAvenger
                | APlaceToProtect
                | SealedItem
                | SignWithMe
                | ChangeOfFuture
                | GiantTimeBomb
        )
    }

    /// The roles this plot brings, with (min, max) counts.
    pub const fn roles(self) -> &'static [(Role, u8, u8)] {
        use Plot::*;
        use Role::*;
        match self {
            MurderPlan => &[(KeyPerson, 1, 1), (Brain, 1, 1), (Killer, 1, 1)],
            LightOfTheAvenger => &[(Brain, 1, 1)],
            APlaceToProtect => &[(KeyPerson, 1, 1), (Cultist, 1, 1)],
            SealedItem => &[(Brain, 1, 1), (Cultist, 1, 1)],
            SignWithMe => &[(KeyPerson, 1, 1)],
            ChangeOfFuture => &[(Cultist, 1, 1), (TimeTraveler, 1, 1)],
            GiantTimeBomb => &[(Witch, 1, 1)],
            ShadowOfTheRipper => &[(ConspiracyTheorist, 1, 1), (SerialKiller, 1, 1)],
            AnUnsettlingRumor => &[(ConspiracyTheorist, 1, 1)],
            AHideousScript => &[(ConspiracyTheorist, 1, 1), (Friend, 1, 1), (Curmudgeon, 0, 2)],
            CircleOfFriends => &[(Friend, 2, 2), (ConspiracyTheorist, 1, 1)],
            ALoveAffair => &[(Lover, 1, 1), (LovedOne, 1, 1)],
            ParanoiaVirus => &[(ConspiracyTheorist, 1, 1)],
            HiddenMonster => &[(Friend, 1, 1), (SerialKiller, 1, 1)],
            ThreadsOfFate => &[],
            UnknownFactor => &[(Factor, 1, 1)],
        }
    }

    /// Stable snake_case name (as serialized).
    pub const fn name(self) -> &'static str {
        use Plot::*;
        match self {
            MurderPlan => "murder_plan",
            LightOfTheAvenger => "light_of_the_avenger",
            APlaceToProtect => "a_place_to_protect",
            SealedItem => "sealed_item",
            SignWithMe => "sign_with_me",
            ChangeOfFuture => "change_of_future",
            GiantTimeBomb => "giant_time_bomb",
            ShadowOfTheRipper => "shadow_of_the_ripper",
            AnUnsettlingRumor => "an_unsettling_rumor",
            AHideousScript => "a_hideous_script",
            CircleOfFriends => "circle_of_friends",
            ALoveAffair => "a_love_affair",
            ParanoiaVirus => "paranoia_virus",
            HiddenMonster => "hidden_monster",
            ThreadsOfFate => "threads_of_fate",
            UnknownFactor => "unknown_factor",
        }
    }

    /// Every plot.
    pub const ALL: [Plot; 16] = [
        Plot::MurderPlan,
        Plot::LightOfTheAvenger,
        Plot::APlaceToProtect,
        Plot::SealedItem,
        Plot::SignWithMe,
        Plot::ChangeOfFuture,
        Plot::GiantTimeBomb,
        Plot::ShadowOfTheRipper,
        Plot::AnUnsettlingRumor,
        Plot::AHideousScript,
        Plot::CircleOfFriends,
        Plot::ALoveAffair,
        Plot::ParanoiaVirus,
        Plot::HiddenMonster,
        Plot::ThreadsOfFate,
        Plot::UnknownFactor,
    ];
}

/// Whether a role may or must refuse goodwill abilities ("Negar Cooperación").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Refusal {
    /// The Mastermind must resolve the ability.
    Never,
    /// The Mastermind may say "nothing happens".
    Optional,
    /// The Mastermind must say "nothing happens".
    Mandatory,
}

/// When an ability applies (the timing brackets of the role list).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Timing {
    /// [Siempre].
    Always,
    /// [Inicio del día].
    DayStart,
    /// [Habilidad de mente maestra] (step 5).
    MastermindAbility,
    /// [Resolución de cartas] (step 4).
    CardResolution,
    /// [Final del día] (step 9).
    DayEnd,
    /// [Final del último día].
    LastDayEnd,
    /// [Inicio del bucle].
    LoopStart,
    /// [Final del bucle].
    LoopEnd,
}

/// One role ability as data: when, whether it must be used, and its rule in words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct RoleAbility {
    /// When it applies.
    pub timing: Timing,
    /// Obligatoria (true) or Opcional (false).
    pub mandatory: bool,
    /// The rule, in English.
    pub text: &'static str,
}

const fn ab(timing: Timing, mandatory: bool, text: &'static str) -> RoleAbility {
    RoleAbility { timing, mandatory, text }
}

/// A hidden role ("papel"). `Person` (figurante) is a character without a role.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, JsonSchema,
)]
#[serde(rename_all = "snake_case")]
#[allow(missing_docs)]
pub enum Role {
    #[default]
    Person,
    KeyPerson,
    Killer,
    Brain,
    Cultist,
    ConspiracyTheorist,
    SerialKiller,
    Curmudgeon,
    Friend,
    TimeTraveler,
    Witch,
    Factor,
    LovedOne,
    Lover,
}

impl Role {
    /// Every role, Person first.
    pub const ALL: [Role; 14] = [
        Role::Person,
        Role::KeyPerson,
        Role::Killer,
        Role::Brain,
        Role::Cultist,
        Role::ConspiracyTheorist,
        Role::SerialKiller,
        Role::Curmudgeon,
        Role::Friend,
        Role::TimeTraveler,
        Role::Witch,
        Role::Factor,
        Role::LovedOne,
        Role::Lover,
    ];

    /// "Límite máx.": how many characters may hold it in one script (`None`: no limit).
    pub const fn limit(self) -> Option<u8> {
        match self {
            Role::ConspiracyTheorist => Some(1),
            Role::Friend => Some(2),
            _ => None,
        }
    }

    /// "Negar Cooperación".
    pub const fn refusal(self) -> Refusal {
        match self {
            Role::Killer | Role::Brain | Role::Curmudgeon | Role::Factor => Refusal::Optional,
            Role::Cultist | Role::Witch => Refusal::Mandatory,
            _ => Refusal::Never,
        }
    }

    /// The role's abilities as printed.
    pub const fn abilities(self) -> &'static [RoleAbility] {
        use Timing::*;
        match self {
            Role::Person | Role::Curmudgeon | Role::Witch => &[],
            Role::KeyPerson => {
                const { &[ab(Always, true, "when this character dies, the protagonists lose and the loop ends")] }
            }
            Role::Killer => {
                const {
                    &[
                        ab(
                            DayEnd,
                            false,
                            "if the key person has 2+ intrigue and is here, you may kill the key person",
                        ),
                        ab(DayEnd, false, "if this character has 4+ intrigue, you may kill the protagonists"),
                    ]
                }
            }
            Role::Brain => {
                const { &[ab(MastermindAbility, false, "put 1 intrigue on this location or a character here")] }
            }
            Role::Cultist => {
                const { &[ab(CardResolution, false, "you may ignore forbid intrigue here and on characters here")] }
            }
            Role::ConspiracyTheorist => {
                const { &[ab(MastermindAbility, false, "put 1 paranoia on a character here")] }
            }
            Role::SerialKiller => {
                const { &[ab(DayEnd, true, "if exactly one other character is here, it dies")] }
            }
            Role::Friend => {
                const {
                    &[
                        ab(
                            LoopEnd,
                            true,
                            "if this character is dead, reveal its role: the protagonists lose",
                        ),
                        ab(LoopStart, true, "if its role was revealed, it gets 1 goodwill"),
                    ]
                }
            }
            Role::TimeTraveler => {
                const {
                    &[
                        ab(Always, true, "this character cannot die"),
                        ab(CardResolution, true, "forbid goodwill is ignored on this character"),
                        ab(
                            LastDayEnd,
                            false,
                            "with 2 or less goodwill, you may declare the protagonists' defeat",
                        ),
                    ]
                }
            }
            Role::Factor => {
                const {
                    &[
                        ab(
                            Always,
                            true,
                            "with 2+ intrigue in school, it gains the conspiracy theorist's abilities",
                        ),
                        ab(Always, true, "with 2+ intrigue in the city, it gains the key person's abilities"),
                    ]
                }
            }
            Role::LovedOne => {
                const {
                    &[
                        ab(Always, true, "if the lover dies, this character gets 6 paranoia"),
                        ab(DayEnd, false, "with 3+ paranoia and 1+ intrigue, you may kill the protagonists"),
                    ]
                }
            }
            Role::Lover => {
                const { &[ab(Always, true, "if the loved one dies, this character gets 6 paranoia")] }
            }
        }
    }

    /// Stable snake_case name.
    pub const fn name(self) -> &'static str {
        match self {
            Role::Person => "person",
            Role::KeyPerson => "key_person",
            Role::Killer => "killer",
            Role::Brain => "brain",
            Role::Cultist => "cultist",
            Role::ConspiracyTheorist => "conspiracy_theorist",
            Role::SerialKiller => "serial_killer",
            Role::Curmudgeon => "curmudgeon",
            Role::Friend => "friend",
            Role::TimeTraveler => "time_traveler",
            Role::Witch => "witch",
            Role::Factor => "factor",
            Role::LovedOne => "loved_one",
            Role::Lover => "lover",
        }
    }
}

/// An incident ("incidente").
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Incident {
    /// Asesinato: a character at the culprit's location dies.
    Murder,
    /// Suicidio: the culprit dies.
    Suicide,
    /// Asesinato remoto: a character with 2+ Intrigue dies.
    DistantMurder,
    /// Propagación: remove 2 Goodwill from a character, put 2 on another.
    Spreading,
    /// Inquietud creciente: 2 Paranoia on a character, then 1 Intrigue on another.
    IncreasingUnease,
    /// Incidente hospitalario: 1+ Intrigue in the Hospital kills everyone there; 2+ kills the
    /// protagonists.
    HospitalIncident,
    /// Persona desaparecida: move the culprit anywhere, then 1 Intrigue there.
    MissingPerson,
    /// Maldad perversa: 2 Intrigue on the Shrine.
    FoulEvil,
    /// Efecto mariposa: 1 token of any kind on a character at the culprit's location.
    ButterflyEffect,
}

impl Incident {
    /// The effect in English.
    pub const fn effect(self) -> &'static str {
        match self {
            Incident::Murder => "a character in the culprit's location dies",
            Incident::Suicide => "the culprit dies",
            Incident::DistantMurder => "a character with at least 2 intrigue dies",
            Incident::Spreading => "remove 2 goodwill from any character, then put 2 goodwill on another",
            Incident::IncreasingUnease => "put 2 paranoia on any character, then 1 intrigue on another",
            Incident::HospitalIncident => {
                "with 1+ intrigue in the hospital everyone there dies; with 2+ the protagonists die too"
            }
            Incident::MissingPerson => "move the culprit to any location, then put 1 intrigue there",
            Incident::FoulEvil => "put 2 intrigue on the shrine",
            Incident::ButterflyEffect => "put 1 token of any kind on a character in the culprit's location",
        }
    }

    /// Stable snake_case name.
    pub const fn name(self) -> &'static str {
        match self {
            Incident::Murder => "murder",
            Incident::Suicide => "suicide",
            Incident::DistantMurder => "distant_murder",
            Incident::Spreading => "spreading",
            Incident::IncreasingUnease => "increasing_unease",
            Incident::HospitalIncident => "hospital_incident",
            Incident::MissingPerson => "missing_person",
            Incident::FoulEvil => "foul_evil",
            Incident::ButterflyEffect => "butterfly_effect",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board_moves_follow_the_2x2_grid() {
        assert_eq!(Location::Hospital.moved(Move::Vertical), Location::City);
        assert_eq!(Location::Shrine.moved(Move::Vertical), Location::School);
        assert_eq!(Location::Hospital.moved(Move::Horizontal), Location::Shrine);
        assert_eq!(Location::City.moved(Move::Horizontal), Location::School);
        assert_eq!(Location::Hospital.moved(Move::Diagonal), Location::School);
        assert_eq!(Location::Shrine.moved(Move::Diagonal), Location::City);
    }

    #[test]
    fn movement_cards_compose_on_one_target() {
        use Move::*;
        assert_eq!(Move::compose(&[Vertical, Horizontal]), Some(Diagonal));
        assert_eq!(Move::compose(&[Diagonal, Horizontal]), Some(Vertical));
        assert_eq!(Move::compose(&[Diagonal, Vertical]), Some(Horizontal));
        assert_eq!(Move::compose(&[Vertical, Vertical]), Some(Vertical));
        assert_eq!(Move::compose(&[Horizontal, Horizontal]), Some(Horizontal));
        assert_eq!(Move::compose(&[]), None);
    }

    #[test]
    fn decks_have_34_cards_with_their_once_per_loop_cards() {
        assert_eq!(MASTERMIND_DECK.len() + 3 * PROTAGONIST_DECK.len(), 34);
        let mm: Vec<_> = MASTERMIND_DECK.iter().filter(|c| c.once_per_loop).map(|c| c.kind).collect();
        assert_eq!(mm, [CardKind::IntriguePlus2, CardKind::MoveDiagonal]);
        let p: Vec<_> = PROTAGONIST_DECK.iter().filter(|c| c.once_per_loop).map(|c| c.kind).collect();
        assert_eq!(p, [CardKind::ParanoiaMinus1, CardKind::GoodwillPlus2, CardKind::ForbidMovement]);
        assert_eq!(MASTERMIND_DECK.iter().filter(|c| c.kind == CardKind::ParanoiaPlus1).count(), 2);
    }

    #[test]
    fn tragedy_sets_have_the_counts_of_que_es_un_escenario_tragico() {
        let fs = TragedySet::FirstSteps;
        assert_eq!(fs.plots().iter().filter(|p| p.is_main()).count(), 3);
        assert_eq!(fs.plots().iter().filter(|p| !p.is_main()).count(), 3);
        assert_eq!(fs.roles().len(), 8);
        assert_eq!(fs.incidents().len(), 7);
        let bt = TragedySet::BasicTragedy;
        assert_eq!(bt.plots().iter().filter(|p| p.is_main()).count(), 5);
        assert_eq!(bt.plots().iter().filter(|p| !p.is_main()).count(), 7);
        assert_eq!(bt.roles().len(), 12);
        assert_eq!(bt.incidents().len(), 9);
    }

    #[test]
    fn role_limits_and_refusals_follow_the_role_list() {
        assert_eq!(Role::ConspiracyTheorist.limit(), Some(1));
        assert_eq!(Role::Friend.limit(), Some(2));
        assert_eq!(Role::Killer.limit(), None);
        assert_eq!(Role::Cultist.refusal(), Refusal::Mandatory);
        assert_eq!(Role::Witch.refusal(), Refusal::Mandatory);
        assert_eq!(Role::Brain.refusal(), Refusal::Optional);
        assert_eq!(Role::KeyPerson.refusal(), Refusal::Never);
    }

    #[test]
    fn characters_match_the_character_cards() {
        assert_eq!(Character::ALL.len(), 18);
        for (i, c) in Character::ALL.iter().enumerate() {
            assert_eq!(c.index(), i);
        }
        assert_eq!(Character::RichMansDaughter.paranoia_limit(), 1);
        assert_eq!(Character::Boss.paranoia_limit(), 4);
        assert!(Character::Patient.forbidden(Location::City));
        assert!(!Character::Patient.forbidden(Location::Hospital));
        assert!(Character::GodlyBeing.has(Trait::Man) && Character::GodlyBeing.has(Trait::Woman));
        assert_eq!(Character::Journalist.abilities().len(), 2);
    }
}
