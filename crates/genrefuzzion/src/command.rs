//! What a seat may ask for, and the events that record what happened.

use std::collections::BTreeMap;

use engine::SeatId;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::data::{Currency, Flaw, Language, TableRow, Trick};
use crate::state::*;

/// A row chosen from the table of tricks ([`TrickChoice`]) or of flaws ([`FlawChoice`]), with its
/// placeholders filled ("Trucos y Tretas": "cada jugador debe reemplazar esa parte del texto con
/// algo que tenga sentido para su personaje").
///
/// Written with the row's stable key (`{"key": "arma_predilecta", "fills": {…}}`), so renaming a
/// printed row breaks no log. A command of a log written before keys named the row by its printed
/// Spanish name (`{"name": "Arma predilecta"}`); it is read as that row's key.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct Choice<K> {
    /// The row's key.
    pub key: K,
    /// Text for each placeholder, by placeholder (`"ARMA PREDILECTA": "bate de béisbol"`).
    #[serde(default)]
    pub fills: BTreeMap<String, String>,
}

/// A trick chosen from the "Tabla de Trucos".
pub type TrickChoice = Choice<Trick>;

/// A flaw chosen from the "Tabla de Tretas".
pub type FlawChoice = Choice<Flaw>;

impl<K: TableKey> Choice<K> {
    /// The row `key`, its placeholders filled with `fills`.
    pub fn new(key: K, fills: BTreeMap<String, String>) -> Choice<K> {
        Choice { key, fills }
    }

    /// The row chosen, as the rulebook prints it.
    pub fn row(&self) -> &'static TableRow {
        self.key.row()
    }
}

/// A key of one of the two tables, tricks or flaws.
pub trait TableKey: Copy + Eq + std::fmt::Debug + 'static {
    /// Which table: trick or flaw.
    const KIND: TrickKind;
    /// Its row, as the rulebook prints it.
    fn row(self) -> &'static TableRow;
    /// The row printed with this exact Spanish name (how logs before keys name it).
    fn named(name: &str) -> Option<Self>;
    /// The row with this key (`"arma_predilecta"`).
    fn from_key(key: &str) -> Option<Self>;
    /// Its key, as commands, logs and forms write it.
    fn key(self) -> &'static str;
    /// Its row in `language`.
    fn row_in(self, language: Language) -> &'static TableRow;
    /// The rule a sheet's copy of the row follows.
    fn rule(self) -> TrickRule;
}

impl TableKey for Trick {
    const KIND: TrickKind = TrickKind::Trick;
    fn row(self) -> &'static TableRow {
        Trick::row(self)
    }
    fn named(name: &str) -> Option<Trick> {
        Trick::named(name)
    }
    fn from_key(key: &str) -> Option<Trick> {
        Trick::from_key(key)
    }
    fn key(self) -> &'static str {
        Trick::key(self)
    }
    fn row_in(self, language: Language) -> &'static TableRow {
        Trick::row_in(self, language)
    }
    fn rule(self) -> TrickRule {
        TrickRule::Trick(self)
    }
}

impl TableKey for Flaw {
    const KIND: TrickKind = TrickKind::Flaw;
    fn row(self) -> &'static TableRow {
        Flaw::row(self)
    }
    fn named(name: &str) -> Option<Flaw> {
        Flaw::named(name)
    }
    fn from_key(key: &str) -> Option<Flaw> {
        Flaw::from_key(key)
    }
    fn key(self) -> &'static str {
        Flaw::key(self)
    }
    fn row_in(self, language: Language) -> &'static TableRow {
        Flaw::row_in(self, language)
    }
    fn rule(self) -> TrickRule {
        TrickRule::Flaw(self)
    }
}

/// What a [`Choice`] reads: its key, or the printed name of a log written before keys.
#[derive(Deserialize)]
struct ChoiceText<K> {
    key: Option<K>,
    name: Option<String>,
    #[serde(default)]
    fills: BTreeMap<String, String>,
}

impl<'de, K: TableKey + Deserialize<'de>> Deserialize<'de> for Choice<K> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Choice<K>, D::Error> {
        use serde::de::Error;
        let text = ChoiceText::<K>::deserialize(d)?;
        let key = match (text.key, text.name) {
            (Some(key), _) => key,
            (None, Some(name)) => K::named(&name).ok_or_else(|| {
                let table = if K::KIND == TrickKind::Trick { "tricks" } else { "flaws" };
                D::Error::custom(format!("\"{name}\" is not in the table of {table}"))
            })?,
            (None, None) => return Err(D::Error::missing_field("key")),
        };
        Ok(Choice { key, fills: text.fills })
    }
}

/// Raising an extra as it presents ("El jugador puede usar puntos de Victoria para escalar...").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ExtraRaise {
    /// Escalate a cliché one step (PV, the training price).
    Escalate {
        /// Which cliché.
        index: usize,
    },
    /// A new cliché at d8 (1 PK).
    AddCliche {
        /// Its phrase.
        name: String,
    },
}

/// One source of dice for a pool ("Armando el Pozo").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Source {
    /// One of your clichés (two per pool; a third for 1 PV).
    Cliche {
        /// Which.
        index: usize,
    },
    /// Your relationship with your opponent (one).
    Relationship {
        /// Which.
        index: usize,
    },
    /// One of your advantages (one); sacrificed, it gives three dice of its size and is lost.
    Advantage {
        /// Which.
        index: usize,
        /// Use it one last time for three dice.
        #[serde(default)]
        sacrifice: bool,
    },
    /// A problem of your opponent (one).
    OpponentProblem {
        /// Which.
        index: usize,
    },
    /// A scene cliché (one).
    SceneCliche {
        /// Which.
        index: usize,
    },
    /// A cliché or relationship of an ally of your side (one per ally, three allies at most).
    Ally {
        /// Index in the scene's allies.
        ally: usize,
        /// The ally's attribute (cliché or relationship).
        attr: AttrRef,
    },
    /// An attribute of your opponent, used against it: you give it 1 PK.
    OpponentAttribute {
        /// Which (cliché or relationship).
        attr: AttrRef,
    },
    /// A die your opponent gave you (it earned 2 PV).
    Gift {
        /// Index among the gifts to your side.
        index: usize,
    },
    /// 1d6 for 1 PK (one).
    KarmaD6,
    /// The d8 of "Arma predilecta" (activates it).
    TrickD8 {
        /// Index of the trick on your sheet.
        trick: usize,
    },
    /// The d12 of "Fuera de control" (activates it).
    TrickD12 {
        /// Index of the trick on your sheet.
        trick: usize,
    },
}

/// What the effect die becomes ("Ganando una Escena").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum EffectAction {
    /// A new advantage with the effect die.
    Advantage {
        /// Its name.
        name: String,
        /// Usable only against this opponent.
        #[serde(default)]
        only_against_opponent: bool,
    },
    /// A new problem on the opponent.
    Problem {
        /// Its name.
        name: String,
    },
    /// Escalate an existing problem of the opponent.
    EscalateProblem {
        /// Which.
        index: usize,
    },
    /// Annul (or, if the die is not bigger, degrade) an attribute of the opponent or of your own.
    Annul {
        /// Whose attribute.
        side: Side,
        /// Which.
        attr: AttrRef,
    },
}

/// One use of an effect die.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct EffectUse {
    /// Index of the die in the winner's last roll.
    pub die: usize,
    /// What it becomes.
    pub action: EffectAction,
}

/// What a seat asks for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Command {
    // --- character creation ---
    /// Suggest a cliché for the pool (three per player).
    ProposeCliche {
        /// The phrase.
        text: String,
    },
    /// Suggest a cliché from the appendix table by its number (1-100).
    ProposeTableCliche {
        /// Its number.
        number: u32,
    },
    /// Pick a cliché from the pool on your turn.
    DraftCliche {
        /// Index in the pool.
        index: usize,
    },
    /// Add your three own clichés.
    AddOwnCliches {
        /// Three phrases.
        cliches: Vec<String>,
    },
    /// Assign 2×d8, 2×d6, 2×d4 to your six clichés (drafted first, then own).
    AssignClicheDice {
        /// Six dice.
        dice: Vec<dice::Die>,
    },
    /// Name your character.
    NameCharacter {
        /// The name.
        name: String,
    },
    /// Set a relationship from your character (as chain holder, or answering one made to you).
    DeclareRelationship {
        /// With whom.
        to: Party,
        /// Through an extra.
        #[serde(default)]
        via_extra: Option<String>,
        /// The phrase, from your character's point of view.
        text: String,
    },
    /// Set a relationship from the appendix table (`<...>` becomes the other's name).
    DeclareTableRelationship {
        /// With whom.
        to: Party,
        /// Its number (1-100).
        number: u32,
        /// The extra for `<extra>` (numbers 42 and 58), or through whom.
        #[serde(default)]
        via_extra: Option<String>,
    },
    /// As chain holder, suggest a relationship between two other characters.
    SuggestRelationship {
        /// From this character.
        from: usize,
        /// To this one.
        to: usize,
        /// The phrase.
        text: String,
    },
    /// End the chain of relationships (holder or Moderator; everyone needs two).
    CloseRelationships,
    /// One die per relationship: d8, d6 or d4, as many d8 as d4.
    AssignRelationshipDice {
        /// Dice in the order of your relationships.
        dice: Vec<dice::Die>,
    },
    /// Two tricks and one flaw from the tables.
    ChooseTricks {
        /// Two tricks.
        tricks: Vec<TrickChoice>,
        /// One flaw.
        flaw: FlawChoice,
    },
    /// Set an objective: your own, the next character's in the circle, or (Moderator) the third.
    SetObjective {
        /// Whose.
        character: usize,
        /// What.
        text: String,
        /// 5 to 15.
        difficulty: u32,
    },

    // --- scenes ---
    /// Start a scene as protagonist.
    StartScene {
        /// Title.
        title: String,
        /// Setting.
        setting: String,
        /// Tone.
        tone: String,
        /// Up to three scene clichés (as many d8 as d4).
        #[serde(default)]
        cliches: Vec<Attr>,
        /// The antagonist.
        antagonist: Party,
        /// The protagonist's intention.
        intention: String,
        /// Allies called.
        #[serde(default)]
        allies: Vec<Party>,
        /// This is the agreed Grand Finale.
        #[serde(default)]
        grand_finale: bool,
    },
    /// Rephrase the intention before the antagonist presents.
    ReformulateIntention {
        /// The new intention.
        intention: String,
    },
    /// Your character refuses a call to be an ally (before the protagonist rolls).
    RefuseAlly {
        /// Index in the scene's allies.
        ally: usize,
    },
    /// Pay 1 PK so an extra does not come as an ally.
    VetoExtraAlly {
        /// Index in the scene's allies.
        ally: usize,
    },
    /// Present the antagonist (its player, or anyone for an extra).
    PresentAntagonist {
        /// Five clichés for an extra never defined (d10, d6, d6, d6, d4 in this order).
        #[serde(default)]
        define: Vec<String>,
        /// One line about a new extra.
        #[serde(default)]
        description: String,
        /// Raises paid with PV/PK.
        #[serde(default)]
        raises: Vec<ExtraRaise>,
        /// The antagonist's intention.
        intention: String,
        /// Allies called.
        #[serde(default)]
        allies: Vec<Party>,
    },
    /// Grand Finale: an ally states its own intention.
    AllyIntention {
        /// Index in the scene's allies.
        ally: usize,
        /// The intention.
        intention: String,
    },
    /// Give one of your attributes to your opponent for its next pool: 2 PV.
    GiftAttribute {
        /// Which.
        attr: AttrRef,
    },
    /// Build and roll your pool (first pool, opposition or retry).
    RollPool {
        /// Where each die comes from.
        sources: Vec<Source>,
    },
    /// After rolling: 1 PV adds one more die to the result, or 1 PK adds +3.
    Boost {
        /// PV (a die) or PK (+3).
        with: Currency,
    },
    /// Stand on the result.
    Stand,
    /// Surrender.
    Surrender,
    /// Use the effect die (and buy extra effects: an advantage for 1 PV, a problem for 1 PK).
    ClaimVictory {
        /// The effect die's use (none if no die is free).
        #[serde(default)]
        effect: Option<EffectUse>,
        /// Extra effects bought.
        #[serde(default)]
        extra: Vec<EffectUse>,
    },
    /// Use a trick of your character now (the ones not tied to a pool).
    UseTrick {
        /// Index in your tricks.
        trick: usize,
        /// A target: an ally index, a die index or an attribute index, per trick.
        #[serde(default)]
        target: Option<usize>,
    },
    /// Activate a flaw of any character in the scene (the owner earns its points).
    ActivateFlaw {
        /// Whose.
        character: usize,
        /// Index in its tricks.
        flaw: usize,
        /// A target: a cliché, an advantage or a problem index, per flaw.
        #[serde(default)]
        target: Vec<usize>,
    },
    /// Rate the scene (the next poster, not its protagonist nor antagonist).
    Rate {
        /// 0-5 for the protagonist.
        protagonist: u32,
        /// 0-5 for the antagonist.
        antagonist: u32,
        /// A short justification.
        justification: String,
    },
    /// Moderator: average the Grand Finale's group rating.
    CloseGroupRating,

    // --- intervals ---
    /// Ask for an interval instead of starting a scene.
    CallInterval,
    /// Ask, during an interval, to start the next scene.
    RequestNextScene,
    /// End the interval; start the next scene yourself or cede it to a player who asked.
    EndInterval {
        /// A player who asked to start.
        #[serde(default)]
        cede_to: Option<SeatId>,
    },
    /// Train a cliché or relationship one step (half the die's maximum in PV), once per interval.
    Train {
        /// Which.
        attr: AttrRef,
    },
    /// Rename an attribute for 3 PK.
    ChangeAttribute {
        /// Which.
        attr: AttrRef,
        /// The new text.
        text: String,
        /// For a relationship: a new target.
        #[serde(default)]
        target: Option<Party>,
    },
    /// Rewrite an objective for 3 PK (keeps the difficulty).
    ChangeObjective {
        /// Which.
        index: usize,
        /// The new text.
        text: String,
    },
    /// Modify an objective by paying its difficulty in PK.
    ModifyObjective {
        /// Which.
        index: usize,
        /// The new text.
        text: String,
        /// The new difficulty.
        difficulty: u32,
    },
    /// A new cliché (3 PK, at d4).
    AddCliche {
        /// Its phrase.
        name: String,
    },
    /// A new relationship (3 PK, at d4).
    AddRelationship {
        /// With whom.
        to: Party,
        /// The phrase.
        text: String,
    },
    /// A new trick for 4 PV.
    LearnTrick {
        /// The trick.
        choice: TrickChoice,
    },
    /// A new flaw for 4 PK.
    TakeFlaw {
        /// The flaw.
        choice: FlawChoice,
    },
    /// A trick or flaw made up by the player, if every other player approved it in a vote.
    LearnCustomTrick {
        /// Trick or flaw.
        kind: TrickKind,
        /// The row.
        row: crate::data::TableRow,
        /// The vote that approved it.
        vote: usize,
    },
    /// Ask that an objective be analysed.
    AnalyseObjective {
        /// Which.
        index: usize,
    },
    /// Endorse another player's objective as reached, paying 1 PV or PK.
    EndorseObjective {
        /// Whose character.
        character: usize,
        /// Which.
        index: usize,
        /// How you pay.
        pay: Currency,
    },
    /// Satisfy a reached objective by paying its difficulty in PV.
    SatisfyObjective {
        /// Which.
        index: usize,
    },
    /// Close a reached objective by paying its difficulty in PK.
    CloseObjective {
        /// Which.
        index: usize,
    },
    /// Retire your character.
    RetireCharacter,
    /// Redirect a relationship with a retired character.
    RedirectRelationship {
        /// Which.
        index: usize,
        /// A new target with whom you have no relationship.
        to: Party,
    },
    /// Cash a relationship with a retired character: points equal to its die's maximum.
    CashRelationship {
        /// Which.
        index: usize,
        /// PV taken.
        pv: u32,
        /// PK taken (pv + pk = the die's maximum).
        pk: u32,
    },
    /// Contribute one cliché for a joining player's new character.
    ContributeCliche {
        /// The player making a new character.
        newcomer: SeatId,
        /// The phrase.
        text: String,
    },
    /// Make a new character the shorter way.
    CreateCharacter {
        /// Its name.
        name: String,
        /// Three clichés taken from the contributed list (indexes).
        drafted: Vec<usize>,
        /// Three own clichés.
        own: Vec<String>,
        /// Six dice: 2×d8, 2×d6, 2×d4 (drafted first, then own).
        dice: Vec<dice::Die>,
        /// Two relationships with their dice (as many d8 as d4).
        relationships: Vec<(Party, String, dice::Die)>,
        /// Two objectives of its own: (text, difficulty).
        objectives: Vec<(String, u32)>,
        /// Two tricks.
        tricks: Vec<TrickChoice>,
        /// One flaw.
        flaw: FlawChoice,
    },
    /// Give points to a new player.
    Sponsor {
        /// The new player.
        to: SeatId,
        /// PV given.
        pv: u32,
        /// PK given.
        pk: u32,
    },

    // --- moderator and table ---
    /// Moderator: add a player who joins.
    AdmitPlayer {
        /// The name.
        name: String,
    },
    /// Moderator: the late player was contacted at `now`; the wait time runs from here.
    NudgeLatePlayer {
        /// Unix seconds.
        now: u64,
    },
    /// Moderator: suspend the scene once the wait time has passed, and authorize a starter.
    SuspendScene {
        /// Unix seconds.
        now: u64,
        /// Who may start the next scene.
        next_starter: SeatId,
    },
    /// Moderator: resume a suspended scene (after a new scene was completed).
    ResumeScene {
        /// Index among the suspended scenes.
        index: usize,
    },
    /// Moderator: withdraw a suspended scene as if it never happened.
    WithdrawScene {
        /// Index among the suspended scenes.
        index: usize,
    },
    /// Moderator: retire an absent player's character.
    RetireAbsentPlayer {
        /// The player.
        player: SeatId,
    },
    /// Moderator: a player who left comes back (with the points kept; a new character is needed).
    WelcomeBack {
        /// The player.
        player: SeatId,
    },
    /// Moderator: hand the role to another player.
    HandOver {
        /// The new Moderator's player seat.
        to: SeatId,
    },
    /// Open a vote.
    OpenVote {
        /// The question.
        question: String,
        /// Two or more options.
        options: Vec<String>,
    },
    /// Cast a ballot (the Moderator's seat counts double).
    CastVote {
        /// Which vote.
        vote: usize,
        /// Option index.
        option: usize,
    },
    /// Moderator: close a vote.
    CloseVote {
        /// Which vote.
        vote: usize,
    },
    /// Propose a Grand Finale.
    ProposeGrandFinale {
        /// How it should be framed.
        framing: String,
    },
    /// Agree to the proposed Grand Finale.
    AgreeGrandFinale,
    /// Cancel the Grand Finale (Moderator).
    CancelGrandFinale,
    /// Moderator: end the Epilogue and the campaign.
    EndCampaign,
}

/// The fields of a [`Command`] that a legal move leaves for the player to fill in (the `open` of
/// [`engine::Legal`]); [`Command`]'s [`engine::Fields`] says where each one lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Field {
    /// A phrase: a relationship's, an objective's, an attribute's, a cliché contributed.
    Text,
    /// The extra a relationship goes through.
    ViaExtra,
    /// An objective's difficulty.
    Difficulty,
    /// A scene's title.
    Title,
    /// A scene's setting.
    Setting,
    /// A scene's tone.
    Tone,
    /// An intention: a scene's, an ally's, an antagonist's.
    Intention,
    /// An antagonist's description.
    Description,
    /// The protagonist's rating of a scene.
    Protagonist,
    /// The antagonist's rating of a scene.
    Antagonist,
    /// Why a scene is rated so.
    Justification,
    /// The name of the advantage or problem an effect die becomes.
    EffectName,
    /// The time a late player is nudged (the server's clock).
    Now,
    /// A new cliché's name.
    Name,
    /// A vote's question.
    Question,
    /// The Grand Finale's framing.
    Framing,
    /// Victory points given.
    Pv,
    /// Karma points given.
    Pk,
}

impl engine::Fields for Command {
    type Field = Field;

    fn slot(&mut self, field: Field) -> Option<&mut dyn engine::Slot> {
        use Command as C;
        let slot: &mut dyn engine::Slot = match (field, self) {
            (
                Field::Text,
                C::DeclareRelationship { text, .. }
                | C::SuggestRelationship { text, .. }
                | C::SetObjective { text, .. }
                | C::ChangeAttribute { text, .. }
                | C::ChangeObjective { text, .. }
                | C::ModifyObjective { text, .. }
                | C::AddRelationship { text, .. }
                | C::ContributeCliche { text, .. },
            ) => text,
            (
                Field::ViaExtra,
                C::DeclareRelationship { via_extra, .. } | C::DeclareTableRelationship { via_extra, .. },
            ) => via_extra,
            (
                Field::Difficulty,
                C::SetObjective { difficulty, .. } | C::ModifyObjective { difficulty, .. },
            ) => difficulty,
            (Field::Title, C::StartScene { title, .. }) => title,
            (Field::Setting, C::StartScene { setting, .. }) => setting,
            (Field::Tone, C::StartScene { tone, .. }) => tone,
            (
                Field::Intention,
                C::StartScene { intention, .. }
                | C::ReformulateIntention { intention }
                | C::AllyIntention { intention, .. }
                | C::PresentAntagonist { intention, .. },
            ) => intention,
            (Field::Description, C::PresentAntagonist { description, .. }) => description,
            (Field::Protagonist, C::Rate { protagonist, .. }) => protagonist,
            (Field::Antagonist, C::Rate { antagonist, .. }) => antagonist,
            (Field::Justification, C::Rate { justification, .. }) => justification,
            (
                Field::EffectName,
                C::ClaimVictory {
                    effect:
                        Some(EffectUse {
                            action: EffectAction::Advantage { name, .. } | EffectAction::Problem { name },
                            ..
                        }),
                    ..
                },
            ) => name,
            (Field::Now, C::NudgeLatePlayer { now }) => now,
            (Field::Name, C::AddCliche { name }) => name,
            (Field::Question, C::OpenVote { question, .. }) => question,
            (Field::Framing, C::ProposeGrandFinale { framing }) => framing,
            (Field::Pv, C::Sponsor { pv, .. }) => pv,
            (Field::Pk, C::Sponsor { pk, .. }) => pk,
            _ => return None,
        };
        Some(slot)
    }
}

/// The set-up of a campaign.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct Config {
    /// The players' names; player `i` sits at `SeatId(i + 1)`. Three to twelve.
    pub players: Vec<String>,
    /// The player seat (1-based) holding the Moderator role.
    #[serde(default = "first")]
    pub moderator: u8,
    /// The maximum wait time, in seconds ("límite de tiempo máximo").
    #[serde(default)]
    pub max_wait_secs: u64,
    /// Points carried from an earlier campaign ("un jugador puede empezar con los PVs y PKs que
    /// acumuló"): empty, or one per player.
    #[serde(default)]
    pub starting_points: Vec<Points>,
}

fn first() -> u8 {
    1
}

impl Default for Config {
    fn default() -> Config {
        Config { players: Vec::new(), moderator: 1, max_wait_secs: 0, starting_points: Vec::new() }
    }
}
