//! The campaign as the rules see it: players and their points, characters and extras with their
//! attributes, the phase, the current scene and the suspended ones.

use std::collections::BTreeMap;

use dice::{Die, PoolRoll};
use engine::SeatId;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::data::{Currency, Flaw, Language, TableRow, Trick};
use crate::event::Event;

/// The Moderator's seat; players sit at `SeatId(1..)`.
pub const MODERATOR: SeatId = SeatId(0);

/// The step dice of the game, smallest first ("dados de 4, 6, 8, y en menor medida 10 y 12 caras").
pub const STEPS: [Die; 5] = [Die::D4, Die::D6, Die::D8, Die::D10, Die::D12];

/// The next die up, stopping at d12 ("El máximo es d12").
pub fn step_up(d: Die) -> Die {
    STEPS.iter().copied().find(|s| *s > d).unwrap_or(Die::D12)
}

/// The next die down; `None` below d4.
pub fn step_down(d: Die) -> Option<Die> {
    STEPS.iter().rev().copied().find(|s| *s < d)
}

/// A player's points ("Los puntos no son un atributo de los personajes, sino de los jugadores").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Points {
    /// Puntos de Victoria.
    pub pv: u32,
    /// Puntos de Karma.
    pub pk: u32,
}

impl Points {
    /// The amount held in `c`.
    pub fn get(&self, c: Currency) -> u32 {
        match c {
            Currency::Pv => self.pv,
            Currency::Pk => self.pk,
        }
    }
}

/// A player at the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Player {
    /// The name shown.
    pub name: String,
    /// The player's points.
    pub points: Points,
    /// The player's current character, if any.
    pub character: Option<usize>,
    /// Joined after the campaign started (may be sponsored).
    pub newcomer: bool,
    /// Has left the game (an absent player whose character was retired).
    pub absent: bool,
}

/// A named attribute with a step die: a cliché, an advantage or a problem.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Attr {
    /// Its short phrase.
    pub name: String,
    /// Its die.
    pub die: Die,
}

/// Whom a relationship, an antagonist or an ally is: a character or an extra.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Party {
    /// A character (its index in the campaign's characters; retired ones act as extras).
    Character {
        /// The character.
        id: usize,
    },
    /// An extra, by name.
    Extra {
        /// The extra's name.
        name: String,
    },
}

/// A relationship as seen from its owner.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Relationship {
    /// The phrase ("Madre sobreprotectora de Andy").
    pub text: String,
    /// Whom it is with.
    pub target: Party,
    /// An extra through whom it is set ("compite con Gus por el amor de Hilfred").
    pub via_extra: Option<String>,
    /// Its die; `None` until the dice of relationships are assigned at creation.
    pub die: Option<Die>,
}

/// An advantage: a die won with an effect die.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Advantage {
    /// Its name and die.
    pub attr: Attr,
    /// Usable only against this opponent ("atada a un único oponente").
    pub against: Option<Party>,
    /// Lasts only until the end of the scene (a gifted attribute, "Regalo del cielo", "Provócame").
    pub temporary: bool,
}

/// The kinds of attributes that carry a die.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum AttrKind {
    /// Clichés.
    Cliche,
    /// Relationships.
    Relationship,
    /// Advantages.
    Advantage,
    /// Problems.
    Problem,
}

/// An attribute of someone, by kind and index.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, JsonSchema)]
pub struct AttrRef {
    /// Which list.
    pub kind: AttrKind,
    /// Position in it.
    pub index: usize,
}

/// Attributes with dice, shared by characters and extras.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Sheet {
    /// Clichés.
    pub cliches: Vec<Attr>,
    /// Relationships.
    pub relationships: Vec<Relationship>,
    /// Advantages.
    pub advantages: Vec<Advantage>,
    /// Problems.
    pub problems: Vec<Attr>,
}

impl Sheet {
    /// The die of an attribute, if it exists and has one.
    pub fn die(&self, r: AttrRef) -> Option<Die> {
        match r.kind {
            AttrKind::Cliche => self.cliches.get(r.index).map(|a| a.die),
            AttrKind::Relationship => self.relationships.get(r.index).and_then(|a| a.die),
            AttrKind::Advantage => self.advantages.get(r.index).map(|a| a.attr.die),
            AttrKind::Problem => self.problems.get(r.index).map(|a| a.die),
        }
    }

    /// The name of an attribute.
    pub fn name(&self, r: AttrRef) -> Option<&str> {
        match r.kind {
            AttrKind::Cliche => self.cliches.get(r.index).map(|a| a.name.as_str()),
            AttrKind::Relationship => self.relationships.get(r.index).map(|a| a.text.as_str()),
            AttrKind::Advantage => self.advantages.get(r.index).map(|a| a.attr.name.as_str()),
            AttrKind::Problem => self.problems.get(r.index).map(|a| a.name.as_str()),
        }
    }

    /// How many attributes of `kind`.
    pub fn len(&self, kind: AttrKind) -> usize {
        match kind {
            AttrKind::Cliche => self.cliches.len(),
            AttrKind::Relationship => self.relationships.len(),
            AttrKind::Advantage => self.advantages.len(),
            AttrKind::Problem => self.problems.len(),
        }
    }

    /// Every die on the sheet (for invariants).
    pub fn all_dice(&self) -> Vec<Die> {
        let mut v: Vec<Die> = self.cliches.iter().map(|a| a.die).collect();
        v.extend(self.relationships.iter().filter_map(|r| r.die));
        v.extend(self.advantages.iter().map(|a| a.attr.die));
        v.extend(self.problems.iter().map(|a| a.die));
        v
    }
}

/// Trick (*truco*) or flaw (*treta*).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum TrickKind {
    /// A trick: costs points, helps.
    Trick,
    /// A flaw: pays points, hurts.
    Flaw,
}

/// A trick or flaw on a character's sheet, with its placeholders filled.
///
/// Its JSON form is [`StoredTrick`] (the row's key, the printed name, its kind and whether it is
/// custom): the row it follows is found from the key once, when it is read (from the printed name
/// in a log written before keys); its kind and whether it is custom are then the rule's
/// ([`OwnedTrick::kind`], [`OwnedTrick::is_custom`]), not stored twice.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(try_from = "StoredTrick", into = "StoredTrick")]
pub struct OwnedTrick {
    /// The table name (or the custom name).
    pub name: String,
    /// Price (trick) or payout (flaw).
    pub cost: u32,
    /// Its currency.
    pub currency: Currency,
    /// Activation, filled.
    pub activation: String,
    /// Effect, filled.
    pub effect: String,
    /// The rule it follows.
    pub rule: TrickRule,
}

/// The rule a sheet's trick or flaw follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TrickRule {
    /// A row of the "Tabla de Trucos".
    Trick(Trick),
    /// A row of the "Tabla de Tretas".
    Flaw(Flaw),
    /// Made up by its player and approved by vote, a trick or a flaw: played by post.
    Custom(TrickKind),
}

impl OwnedTrick {
    /// A table row with its activation and effect filled for the character.
    pub fn from_table(rule: TrickRule, row: &TableRow, activation: String, effect: String) -> OwnedTrick {
        OwnedTrick {
            name: row.name.clone(),
            cost: row.cost,
            currency: row.currency,
            activation,
            effect,
            rule,
        }
    }

    /// A trick or flaw made up by its player.
    pub fn custom(kind: TrickKind, row: &TableRow) -> OwnedTrick {
        OwnedTrick {
            name: row.name.clone(),
            cost: row.cost,
            currency: row.currency,
            activation: row.activation.clone(),
            effect: row.effect.clone(),
            rule: TrickRule::Custom(kind),
        }
    }

    /// Trick or flaw.
    pub fn kind(&self) -> TrickKind {
        match self.rule {
            TrickRule::Trick(_) => TrickKind::Trick,
            TrickRule::Flaw(_) => TrickKind::Flaw,
            TrickRule::Custom(kind) => kind,
        }
    }

    /// Made up by the player and approved by the others.
    pub fn is_custom(&self) -> bool {
        matches!(self.rule, TrickRule::Custom(_))
    }

    /// Its name, activation and effect in `language`: its table row's, filled with this
    /// character's words (read back from the Spanish the sheet keeps); `None` for a custom one,
    /// which is its player's own words. A text no longer made from its row (an older spelling of
    /// the table) keeps the sheet's words.
    pub fn printed_in(&self, language: Language) -> Option<(String, String, String)> {
        let (es, row) = match self.rule {
            TrickRule::Trick(t) => (t.row(), t.row_in(language)),
            TrickRule::Flaw(f) => (f.row(), f.row_in(language)),
            TrickRule::Custom(_) => return None,
        };
        let (activation, effect) = es
            .filled_as(row, &self.activation, &self.effect)
            .unwrap_or_else(|| (self.activation.clone(), self.effect.clone()));
        Some((row.name.clone(), activation, effect))
    }
}

/// The key of a row of the table of tricks or of flaws (the two tables share no key).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(untagged)]
pub enum RowKey {
    /// A row of the "Tabla de Trucos".
    Trick(Trick),
    /// A row of the "Tabla de Tretas".
    Flaw(Flaw),
}

/// The JSON form of an [`OwnedTrick`]: a trick or flaw on a character's sheet, with its
/// placeholders filled.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema)]
pub struct StoredTrick {
    /// The key of its table row; none for a custom one, or in a log written before keys (whose
    /// row is found by its printed `name`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub key: Option<RowKey>,
    /// The table name (or the custom name).
    pub name: String,
    /// Trick or flaw.
    pub kind: TrickKind,
    /// Price (trick) or payout (flaw).
    pub cost: u32,
    /// Its currency.
    pub currency: Currency,
    /// Activation, filled.
    pub activation: String,
    /// Effect, filled.
    pub effect: String,
    /// Made up by the player and approved by the others.
    pub custom: bool,
}

impl TryFrom<StoredTrick> for OwnedTrick {
    type Error = String;

    fn try_from(t: StoredTrick) -> Result<OwnedTrick, String> {
        let rule = match (t.custom, t.kind, t.key) {
            (true, kind, _) => Some(TrickRule::Custom(kind)),
            (false, TrickKind::Trick, Some(RowKey::Trick(key))) => Some(TrickRule::Trick(key)),
            (false, TrickKind::Flaw, Some(RowKey::Flaw(key))) => Some(TrickRule::Flaw(key)),
            (false, kind, Some(key)) => return Err(format!("{key:?} is not a key of the table of {kind:?}")),
            (false, TrickKind::Trick, None) => Trick::named(&t.name).map(TrickRule::Trick),
            (false, TrickKind::Flaw, None) => Flaw::named(&t.name).map(TrickRule::Flaw),
        }
        .ok_or_else(|| format!("\"{}\" is not in the tables of tricks and flaws", t.name))?;
        Ok(OwnedTrick {
            name: t.name,
            cost: t.cost,
            currency: t.currency,
            activation: t.activation,
            effect: t.effect,
            rule,
        })
    }
}

impl From<OwnedTrick> for StoredTrick {
    fn from(t: OwnedTrick) -> StoredTrick {
        StoredTrick {
            key: match t.rule {
                TrickRule::Trick(key) => Some(RowKey::Trick(key)),
                TrickRule::Flaw(key) => Some(RowKey::Flaw(key)),
                TrickRule::Custom(_) => None,
            },
            kind: t.kind(),
            custom: t.is_custom(),
            name: t.name,
            cost: t.cost,
            currency: t.currency,
            activation: t.activation,
            effect: t.effect,
        }
    }
}

/// Where an objective stands ("Analizar Objetivos").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ObjectiveStatus {
    /// Not reached yet.
    Open,
    /// Asked to be analysed; waits for another player's endorsement.
    Analysing,
    /// Endorsed: reached but not satisfied.
    Reached,
    /// Paid its difficulty in PV.
    Satisfied,
    /// Paid its difficulty in PK ("Cerrar objetivos pagando su dificultad cuando se han completado").
    Closed,
}

/// Who chose an objective.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ObjectiveSlot {
    /// The player himself.
    Own,
    /// The previous player in the circle.
    Circle,
    /// The Moderator.
    Moderator,
}

/// An objective with its difficulty (5-15).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Objective {
    /// What the character wants.
    pub text: String,
    /// 5 to 15.
    pub difficulty: u32,
    /// Who chose it.
    pub slot: ObjectiveSlot,
    /// Where it stands.
    pub status: ObjectiveStatus,
}

impl Objective {
    /// Satisfied or closed: done for good.
    pub fn done(&self) -> bool {
        matches!(self.status, ObjectiveStatus::Satisfied | ObjectiveStatus::Closed)
    }
}

/// A character: a player's or, once retired, an extra with a sheet.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Character {
    /// Its player's seat.
    pub player: SeatId,
    /// Its name (empty until named).
    pub name: String,
    /// Attributes with dice.
    pub sheet: Sheet,
    /// Tricks and flaws.
    pub tricks: Vec<OwnedTrick>,
    /// Objectives.
    pub objectives: Vec<Objective>,
    /// Retired: from now on an extra.
    pub retired: bool,
    /// Creation finished; the character is in play.
    pub ready: bool,
}

/// An extra defined in play.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Extra {
    /// Attributes with dice.
    pub sheet: Sheet,
    /// One line of who this is.
    pub description: String,
}

/// One side of a scene.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    /// The protagonist and the allies it called.
    Protagonist,
    /// The antagonist and its allies.
    Antagonist,
}

impl Side {
    /// The other side.
    pub fn other(self) -> Side {
        match self {
            Side::Protagonist => Side::Antagonist,
            Side::Antagonist => Side::Protagonist,
        }
    }
}

/// Whether an ally takes part.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum AllyStatus {
    /// Cooperates (silence counts as yes).
    Cooperating,
    /// Its player refused the call.
    Refused,
    /// An extra kept out by someone who paid 1 PK.
    Vetoed,
    /// Sent off by "Huyan cobardes".
    Fled,
}

/// An ally called into a scene.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Ally {
    /// Whose side.
    pub side: Side,
    /// Who.
    pub who: Party,
    /// Whether it takes part.
    pub status: AllyStatus,
    /// Its own intention (Grand Finale only).
    pub intention: Option<String>,
}

/// A die in a pool and where it came from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct PoolDie {
    /// The die.
    pub die: Die,
    /// A readable source ("cliché: Superfuerte"), kept as the saved logs hold it. The pages read
    /// it by its English prefix ("cliché: ", "opponent's problem: ", "1 PK: d6"…, the web crate's
    /// `parse_source`) to tell it in the reader's words: a new prefix needs its message there.
    pub source: String,
    /// The roller's own attribute it came from, if any.
    pub origin: Option<AttrRef>,
}

/// A rolled pool.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct SceneRoll {
    /// Who rolled.
    pub side: Side,
    /// The pool, as built.
    pub pool: Vec<PoolDie>,
    /// The reading (sum of the two highest, fumbles).
    pub roll: PoolRoll,
    /// Added to the result (+3 for 1 PK, +2 from "Opsss").
    pub bonus: u32,
    /// Dice added to the result for PV (indexes into the roll).
    pub added: Vec<usize>,
    /// Whether a PV/PK boost was bought on this roll.
    pub boosted: bool,
    /// Faces at or below this fumble.
    pub fumble_at_most: u32,
}

impl SceneRoll {
    /// The final result.
    pub fn result(&self) -> u32 {
        self.roll.result + self.added.iter().map(|&i| self.roll.dice[i].face).sum::<u32>() + self.bonus
    }

    /// Indexes of dice still free to be the effect die, largest first.
    pub fn free_dice(&self) -> Vec<usize> {
        self.roll.effect_candidates.iter().copied().filter(|i| !self.added.contains(i)).collect()
    }
}

/// Where a scene stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "step", rename_all = "snake_case")]
pub enum Step {
    /// The antagonist must present itself (a character's player, or anyone for an extra).
    AwaitAntagonist,
    /// The protagonist builds and rolls its first pool.
    ProtagonistPool,
    /// `side` has rolled and may buy a boost before standing on its result.
    PostRoll {
        /// Who rolled.
        side: Side,
    },
    /// The antagonist surrenders or opposes.
    AntagonistChoice,
    /// The protagonist, beaten, retries or surrenders.
    ProtagonistChoice,
    /// `winner` uses its effect die.
    Victory {
        /// Who won.
        winner: Side,
    },
    /// The next poster rates the scene.
    Rating,
    /// Grand Finale: everyone rates; the Moderator averages.
    GroupRating,
}

/// How a scene ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Outcome {
    /// Who won (whose intention happens).
    pub winner: Side,
    /// Won because the other side surrendered.
    pub surrender: bool,
}

/// A rule change lasting until the end of the scene or the next roll of a side.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Modifier {
    /// `side`'s dice showing this or less fumble (default 1).
    FumbleAtMost {
        /// Whose dice.
        side: Side,
        /// The threshold.
        at_most: u32,
        /// Only for the next roll of `side`.
        next_roll_only: bool,
    },
    /// `side`'s next result gets this bonus ("Opsss").
    NextResultBonus {
        /// Who gets it.
        side: Side,
        /// How much.
        bonus: u32,
    },
    /// `side` may use only this many cliché dice per pool.
    MaxCliches {
        /// Whose pools.
        side: Side,
        /// The limit.
        max: usize,
    },
    /// `side` may use only this many ally dice per pool ("Mala junta").
    MaxAllyDice {
        /// Whose pools.
        side: Side,
        /// The limit.
        max: usize,
    },
    /// A cliché of `party` is out of play until the end of the scene.
    ClicheDisabled {
        /// Whose.
        party: Party,
        /// Which.
        index: usize,
    },
    /// `side` may not use its opponent's problems in its next pool ("Gajes de oficio").
    NoProblemsNextPool {
        /// Whose pool.
        side: Side,
    },
    /// `side` may not use this cliché of its own in its next pool ("Genre Savvy").
    ClicheBarred {
        /// Whose pool.
        side: Side,
        /// Which of its clichés.
        index: usize,
    },
    /// A problem that lasts until the end of the scene ("El Alcohol mata").
    TemporaryProblem {
        /// Who has it.
        party: Party,
        /// Its name.
        name: String,
    },
    /// `side` may not spend PV until the end of the scene ("Mi tesoro").
    NoVictorySpending {
        /// Who is barred.
        side: Side,
    },
    /// `side` may use its opponent's named cliché without paying PK ("Orgullo y Caída").
    FreeOpponentCliche {
        /// Who may.
        side: Side,
        /// Which cliché of the other side's leader.
        index: usize,
    },
    /// `side` may retry only adding three dice ("Yo no quería venir").
    RetryNeedsThree {
        /// Who.
        side: Side,
    },
    /// `side` may retry without adding dice ("Insistente").
    RetryWithoutMore {
        /// Who.
        side: Side,
    },
    /// `side` may use up to this many of its clichés ("Grandes expectativas").
    MaxOwnCliches {
        /// Who.
        side: Side,
        /// The limit.
        max: usize,
    },
    /// `side` may use up to two scene clichés ("Ver cada detalle").
    TwoSceneCliches {
        /// Who.
        side: Side,
    },
    /// `side` adds two dice to the result instead of one ("Naciste listo").
    TwoDiceBoost {
        /// Who.
        side: Side,
    },
    /// `side` uses its opponent's attributes without giving PK ("Truco sucio"), next pool.
    FreeOpponentAttribute {
        /// Who.
        side: Side,
    },
    /// The fumbles of roll `roll` become problems of `party` at the end of the scene ("Fuera de
    /// control").
    OutOfControl {
        /// Whose problems.
        party: Party,
        /// Index of the roll in the scene.
        roll: usize,
    },
    /// `side` sacrifices an advantage for four dice instead of three ("As bajo la manga").
    SacrificeFour {
        /// Who.
        side: Side,
    },
    /// `side`'s cliché `index` steps up one size in its next pool ("Defensa impenetrable").
    EscalateCliche {
        /// Who.
        side: Side,
        /// Which of its clichés.
        index: usize,
    },
    /// `side`'s retry pool steps up two clichés not used in its earlier pools ("Plan B").
    PlanB {
        /// Who.
        side: Side,
    },
    /// A problem turned into a temporary advantage returns at the end of the scene ("Provócame").
    RestoreProblem {
        /// Whose.
        party: Party,
        /// The problem.
        attr: Attr,
    },
    /// `side`'s allies add one more die each ("Trabajo en equipo").
    AllyExtraDie {
        /// Who.
        side: Side,
    },
    /// `side` may pick the effect die among the dice of its result ("Movido por la pasión").
    EffectFromUsed {
        /// Who.
        side: Side,
    },
}

/// A scene.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Scene {
    /// Its number in the campaign, from 1.
    pub number: u32,
    /// Title.
    pub title: String,
    /// Setting.
    pub setting: String,
    /// Tone.
    pub tone: String,
    /// Up to three scene clichés (as many d8 as d4).
    pub cliches: Vec<Attr>,
    /// The protagonist (a character).
    pub protagonist: usize,
    /// The protagonist's player.
    pub protagonist_player: SeatId,
    /// The antagonist.
    pub antagonist: Party,
    /// Who plays the antagonist (known once it presents).
    pub antagonist_player: Option<SeatId>,
    /// The protagonist's intention.
    pub intention: String,
    /// The antagonist's intention.
    pub antagonist_intention: Option<String>,
    /// Allies of both sides.
    pub allies: Vec<Ally>,
    /// Where it stands.
    pub step: Step,
    /// Every pool rolled, in order.
    pub rolls: Vec<SceneRoll>,
    /// Tricks and flaws used in this scene: (character, index in its tricks).
    pub used_tricks: Vec<(usize, usize)>,
    /// Rule changes in force.
    pub modifiers: Vec<Modifier>,
    /// Dice an opponent gave away for `side`'s next pool (used against oneself: +2 PV).
    pub gifts: Vec<(Side, Attr)>,
    /// The Grand Finale.
    pub grand_finale: bool,
    /// How it ended.
    pub outcome: Option<Outcome>,
    /// Ratings given in the Grand Finale, by player.
    pub group_ratings: BTreeMap<SeatId, (u32, u32)>,
    /// The deadline the Moderator recorded after contacting a late player (seconds).
    pub deadline: Option<u64>,
}

impl Scene {
    /// The last roll of `side`.
    pub fn last_roll(&self, side: Side) -> Option<&SceneRoll> {
        self.rolls.iter().rev().find(|r| r.side == side)
    }

    /// Who leads `side`.
    pub fn leader(&self, side: Side) -> Party {
        match side {
            Side::Protagonist => Party::Character { id: self.protagonist },
            Side::Antagonist => self.antagonist.clone(),
        }
    }

    /// The player of `side`, if known.
    pub fn player(&self, side: Side) -> Option<SeatId> {
        match side {
            Side::Protagonist => Some(self.protagonist_player),
            Side::Antagonist => self.antagonist_player,
        }
    }

    /// Allies of `side` taking part.
    pub fn active_allies(&self, side: Side) -> Vec<&Ally> {
        self.allies.iter().filter(|a| a.side == side && a.status == AllyStatus::Cooperating).collect()
    }
}

/// The campaign's phase.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// Before the campaign started.
    #[default]
    NotStarted,
    /// Each player suggests three clichés ("Pozo de Clichés").
    ClichePool,
    /// Players pick from the pool in turns until each has three.
    Draft {
        /// Whose pick.
        turn: SeatId,
    },
    /// Each player adds three own clichés, assigns the six dice and names the character.
    Concept,
    /// The chain of relationships.
    Relationships {
        /// Who sets the next relationship.
        holder: SeatId,
        /// A relationship waiting for its other point of view: (from character, to character).
        pending: Option<(usize, usize)>,
    },
    /// Relationship dice, tricks and flaw, objectives.
    Finishing,
    /// Between scenes: `starter` may start the next scene or call an interval (anyone if `None`).
    Lull {
        /// Who may start.
        starter: Option<SeatId>,
    },
    /// A scene is being played.
    Scene,
    /// An interval, called by `caller`.
    Interval {
        /// Who called it and will start the next scene.
        caller: SeatId,
    },
    /// The final interval.
    Epilogue,
    /// The campaign ended.
    Over,
}

/// A vote (the Moderator's vote counts double).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Vote {
    /// The question.
    pub question: String,
    /// The options.
    pub options: Vec<String>,
    /// Ballots: seat → option index.
    pub ballots: BTreeMap<SeatId, usize>,
    /// The winning option once closed (`None` on a tie).
    pub result: Option<Option<usize>>,
}

/// A new character being made in the shorter way ("Crear un nuevo personaje").
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct NewCharacterPool {
    /// Clichés contributed, one per player: (contributor, text).
    pub cliches: Vec<(SeatId, String)>,
}

/// The Grand Finale's framing.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Finale {
    /// The framing proposed.
    pub framing: String,
    /// Players who agreed.
    pub agreed: Vec<SeatId>,
}

/// Everything the rules need.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct State {
    /// The set-up.
    pub config: crate::Config,
    /// Players by seat (seat 1 is index 0).
    pub players: Vec<Player>,
    /// The player seat who holds the Moderator role.
    pub moderator_player: SeatId,
    /// Phase.
    pub phase: Phase,
    /// Clichés proposed for the pool (proposer, text), minus the ones drafted.
    pub cliche_pool: Vec<(SeatId, String)>,
    /// How many clichés each player proposed.
    pub proposed: BTreeMap<SeatId, usize>,
    /// Drafted clichés by player.
    pub drafted: BTreeMap<SeatId, Vec<String>>,
    /// Own clichés by player (creation).
    pub own_cliches: BTreeMap<SeatId, Vec<String>>,
    /// Characters, players' and retired.
    pub characters: Vec<Character>,
    /// Extras defined in play.
    pub extras: BTreeMap<String, Extra>,
    /// The current scene.
    pub scene: Option<Scene>,
    /// Suspended scenes (not canon until resolved).
    pub suspended: Vec<Scene>,
    /// Scenes completed so far.
    pub scenes_played: u32,
    /// Scenes started so far (for numbering).
    pub scenes_started: u32,
    /// Characters that trained in the current interval.
    pub trained: Vec<usize>,
    /// Players who asked to start the next scene during the interval.
    pub requests: Vec<SeatId>,
    /// Votes, in order.
    pub votes: Vec<Vote>,
    /// Pools for new characters, by the joining player.
    pub new_pools: BTreeMap<SeatId, NewCharacterPool>,
    /// The Grand Finale being agreed.
    pub finale: Option<Finale>,
    /// A suspended scene may be resumed after this many scenes have been completed.
    pub resume_after: BTreeMap<u32, u32>,
}

impl State {
    /// The player at `seat`.
    pub fn player(&self, seat: SeatId) -> Option<&Player> {
        if seat.0 == 0 {
            return None;
        }
        self.players.get(seat.0 as usize - 1)
    }

    /// All player seats.
    pub fn player_seats(&self) -> Vec<SeatId> {
        (1..=self.players.len()).map(|i| SeatId(i as u8)).collect()
    }

    /// The sheet of a party, if it exists.
    pub fn sheet(&self, p: &Party) -> Option<&Sheet> {
        match p {
            Party::Character { id } => self.characters.get(*id).map(|c| &c.sheet),
            Party::Extra { name } => self.extras.get(name).map(|e| &e.sheet),
        }
    }

    /// The active character of a player.
    pub fn character_of(&self, seat: SeatId) -> Option<usize> {
        self.player(seat).and_then(|p| p.character)
    }

    /// Whether a party is played as an extra (an extra, or a retired character).
    pub fn is_extra(&self, p: &Party) -> bool {
        match p {
            Party::Character { id } => self.characters.get(*id).is_none_or(|c| c.retired),
            Party::Extra { .. } => true,
        }
    }

    /// The player of a party, when it is an active character.
    pub fn owner(&self, p: &Party) -> Option<SeatId> {
        match p {
            Party::Character { id } => self.characters.get(*id).filter(|c| !c.retired).map(|c| c.player),
            Party::Extra { .. } => None,
        }
    }

    /// A readable name.
    pub fn party_name(&self, p: &Party) -> String {
        match p {
            Party::Character { id } => self.characters.get(*id).map(|c| c.name.clone()).unwrap_or_default(),
            Party::Extra { name } => name.clone(),
        }
    }
}

impl Default for State {
    fn default() -> State {
        State {
            config: Default::default(),
            players: Default::default(),
            moderator_player: SeatId(1),
            phase: Default::default(),
            cliche_pool: Default::default(),
            proposed: Default::default(),
            drafted: Default::default(),
            own_cliches: Default::default(),
            characters: Default::default(),
            extras: Default::default(),
            scene: Default::default(),
            suspended: Default::default(),
            scenes_played: Default::default(),
            scenes_started: Default::default(),
            trained: Default::default(),
            requests: Default::default(),
            votes: Default::default(),
            new_pools: Default::default(),
            finale: Default::default(),
            resume_after: Default::default(),
        }
    }
}

impl Default for Character {
    fn default() -> Character {
        Character {
            player: SeatId(1),
            name: String::new(),
            sheet: Sheet::default(),
            tricks: Vec::new(),
            objectives: Vec::new(),
            retired: false,
            ready: false,
        }
    }
}

pub(crate) fn apply(s: &mut State, event: &Event) {
    match event {
        Event::CampaignStarted { config } => {
            s.config = config.clone();
            s.moderator_player = SeatId(config.moderator);
            s.players = config
                .players
                .iter()
                .enumerate()
                .map(|(i, n)| Player {
                    name: n.clone(),
                    points: Points::default(),
                    character: Some(i),
                    newcomer: false,
                    absent: false,
                })
                .collect();
            s.characters = (0..config.players.len())
                .map(|i| Character { player: SeatId(i as u8 + 1), ..Character::default() })
                .collect();
        }
        Event::PhaseChanged { phase } => {
            if matches!(phase, Phase::Interval { .. }) {
                s.trained.clear();
                s.requests.clear();
            }
            s.phase = phase.clone();
        }
        Event::PointsChanged { player, pv, pk, .. } => {
            if let Some(p) = player.0.checked_sub(1).and_then(|i| s.players.get_mut(i as usize)) {
                p.points.pv = (p.points.pv as i64 + pv).max(0) as u32;
                p.points.pk = (p.points.pk as i64 + pk).max(0) as u32;
            }
        }
        Event::ClicheProposed { player, text } => {
            s.cliche_pool.push((*player, text.clone()));
            *s.proposed.entry(*player).or_default() += 1;
        }
        Event::ClicheDrafted { player, index } => {
            if *index < s.cliche_pool.len() {
                let (_, t) = s.cliche_pool.remove(*index);
                s.drafted.entry(*player).or_default().push(t);
            }
        }
        Event::OwnClichesAdded { player, cliches } => {
            s.own_cliches.insert(*player, cliches.clone());
        }
        Event::CharacterUpdated { id, character, .. } => {
            if *id < s.characters.len() {
                s.characters[*id] = (**character).clone();
            } else {
                s.characters.push((**character).clone());
            }
        }
        Event::ExtraUpdated { name, extra, .. } => {
            s.extras.insert(name.clone(), extra.clone());
        }
        Event::CharacterAssigned { player, character } => {
            if let Some(p) = player.0.checked_sub(1).and_then(|i| s.players.get_mut(i as usize)) {
                p.character = *character;
            }
            if character.is_some() {
                s.new_pools.remove(player);
            }
        }
        scene @ (Event::SceneStarted { .. }
        | Event::SceneUpdated { .. }
        | Event::PoolRolled { .. }
        | Event::RollAdjusted { .. }
        | Event::StepChanged { .. }
        | Event::SceneDecided { .. }
        | Event::SceneRated { .. }
        | Event::GroupRatingGiven { .. }
        | Event::SceneClosed
        | Event::SceneSuspended { .. }
        | Event::SceneResumed { .. }
        | Event::SceneWithdrawn { .. }
        | Event::DeadlineSet { .. }) => apply_to_scene(s, scene),
        Event::Trained { id } => s.trained.push(*id),
        Event::SceneRequested { player } => s.requests.push(*player),
        Event::PlayerAdmitted { name } => s.players.push(Player {
            name: name.clone(),
            points: Points::default(),
            character: None,
            newcomer: true,
            absent: false,
        }),
        Event::PlayerLeft { player } => {
            if let Some(p) = player.0.checked_sub(1).and_then(|i| s.players.get_mut(i as usize)) {
                p.absent = true;
            }
        }
        Event::PlayerReturned { player } => {
            if let Some(p) = player.0.checked_sub(1).and_then(|i| s.players.get_mut(i as usize)) {
                p.absent = false;
            }
        }
        Event::ClicheContributed { newcomer, by, text } => {
            s.new_pools.entry(*newcomer).or_default().cliches.push((*by, text.clone()));
        }
        Event::ModeratorHandedOver { to } => s.moderator_player = *to,
        Event::VoteOpened { vote } => s.votes.push(vote.clone()),
        Event::VoteCast { vote, by, option } => {
            if let Some(v) = s.votes.get_mut(*vote) {
                v.ballots.insert(*by, *option);
            }
        }
        Event::VoteClosed { vote, result } => {
            if let Some(v) = s.votes.get_mut(*vote) {
                v.result = Some(*result);
            }
        }
        Event::FinaleChanged { finale } => s.finale = finale.clone(),
    }
}

/// The events of a scene: started, rolled, decided, rated, suspended, resumed, withdrawn.
/// [`apply`] sends only those here.
fn apply_to_scene(s: &mut State, event: &Event) {
    match event {
        Event::SceneStarted { scene } => {
            s.scene = Some((**scene).clone());
            s.scenes_started += 1;
        }
        Event::SceneUpdated { scene, .. } => s.scene = Some((**scene).clone()),
        Event::PoolRolled { roll } => {
            if let Some(sc) = &mut s.scene {
                sc.rolls.push(roll.clone());
            }
        }
        Event::RollAdjusted { roll, .. } => {
            if let Some(sc) = &mut s.scene
                && let Some(r) = sc.rolls.iter_mut().rev().find(|r| r.side == roll.side)
            {
                *r = roll.clone();
            }
        }
        Event::StepChanged { step } => {
            if let Some(sc) = &mut s.scene {
                sc.step = step.clone();
                sc.deadline = None;
            }
        }
        Event::SceneDecided { outcome } => {
            if let Some(sc) = &mut s.scene {
                sc.outcome = Some(*outcome);
            }
        }
        Event::SceneRated { .. } => {}
        Event::GroupRatingGiven { by, protagonist, antagonist } => {
            if let Some(sc) = &mut s.scene {
                sc.group_ratings.insert(*by, (*protagonist, *antagonist));
            }
        }
        Event::SceneClosed => {
            s.scene = None;
            s.scenes_played += 1;
        }
        Event::SceneSuspended { .. } => {
            if let Some(sc) = s.scene.take() {
                s.resume_after.insert(sc.number, s.scenes_played);
                s.suspended.push(sc);
            }
        }
        Event::SceneResumed { index } if *index < s.suspended.len() => {
            let mut sc = s.suspended.remove(*index);
            sc.deadline = None;
            s.scene = Some(sc);
        }
        Event::SceneWithdrawn { index } if *index < s.suspended.len() => {
            s.suspended.remove(*index);
        }
        Event::DeadlineSet { deadline } => {
            if let Some(sc) = &mut s.scene {
                sc.deadline = Some(*deadline);
            }
        }
        _ => {}
    }
}

fn present_players(s: &State) -> impl Iterator<Item = SeatId> + '_ {
    s.player_seats().into_iter().filter(|p| s.player(*p).is_some_and(|pl| !pl.absent))
}

/// The seats whose move it is.
pub fn waiting_on(s: &State) -> Vec<SeatId> {
    let mut v: Vec<SeatId> = match &s.phase {
        Phase::NotStarted | Phase::Over => vec![],
        Phase::ClichePool => {
            present_players(s).filter(|p| s.proposed.get(p).copied().unwrap_or(0) < 3).collect()
        }
        Phase::Draft { turn } => vec![*turn],
        Phase::Concept => present_players(s)
            .filter(|p| {
                s.character_of(*p).is_some_and(|c| {
                    s.characters[c].sheet.cliches.len() != 6 || s.characters[c].name.is_empty()
                })
            })
            .collect(),
        Phase::Relationships { holder, pending } => match pending {
            Some((_, to)) => vec![s.characters[*to].player],
            None => vec![*holder],
        },
        Phase::Finishing => {
            let mut w = Vec::new();
            for (i, c) in s.characters.iter().enumerate() {
                let own = c.sheet.relationships.iter().any(|r| r.die.is_none())
                    || c.tricks.is_empty()
                    || !c.objectives.iter().any(|o| o.slot == ObjectiveSlot::Own);
                if own {
                    w.push(c.player);
                }
                if !c.objectives.iter().any(|o| o.slot == ObjectiveSlot::Circle) {
                    let n = s.players.len() as u8;
                    let prev = SeatId((c.player.0 + n - 2) % n + 1);
                    w.push(prev);
                }
                if !c.objectives.iter().any(|o| o.slot == ObjectiveSlot::Moderator) {
                    w.push(MODERATOR);
                }
                let _ = i;
            }
            w
        }
        Phase::Lull { starter: Some(p) } => vec![*p],
        Phase::Lull { starter: None } => {
            present_players(s).filter(|p| s.character_of(*p).is_some()).collect()
        }
        Phase::Scene => match &s.scene {
            None => vec![],
            Some(sc) => match &sc.step {
                Step::AwaitAntagonist => match s.owner(&sc.antagonist) {
                    Some(p) => vec![p],
                    None => present_players(s).filter(|p| *p != sc.protagonist_player).collect(),
                },
                Step::ProtagonistPool | Step::ProtagonistChoice => vec![sc.protagonist_player],
                Step::PostRoll { side } | Step::Victory { winner: side } => {
                    sc.player(*side).into_iter().collect()
                }
                Step::AntagonistChoice => sc.antagonist_player.into_iter().collect(),
                Step::Rating => {
                    let r: Vec<SeatId> =
                        present_players(s).filter(|p| crate::rules::side_of_seat(sc, *p).is_none()).collect();
                    if r.is_empty() { vec![MODERATOR] } else { r }
                }
                Step::GroupRating => {
                    let mut r: Vec<SeatId> =
                        present_players(s).filter(|p| !sc.group_ratings.contains_key(p)).collect();
                    r.push(MODERATOR);
                    r
                }
            },
        },
        Phase::Interval { caller } => vec![*caller],
        Phase::Epilogue => vec![MODERATOR],
    };
    v.sort();
    v.dedup();
    v
}
