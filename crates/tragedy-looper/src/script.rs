//! Scripts ("guiones"): the public card the Protagonists read and the private card only the
//! Mastermind holds ("Qué nos muestra la carta de guión"), their file format (TOML or JSON, one
//! [`Script`] type) and the validator of the writing rules ("Cómo crear un guión").

use std::fmt;

use engine::RuleError;
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::data::{Character, Incident, Location, Plot, Role, TragedySet, Trait};

/// A whole script: both cards.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Script {
    /// What every player reads ("Carta de protagonistas").
    pub public: PublicCard,
    /// What only the Mastermind reads.
    pub private: PrivateCard,
}

/// How hard a script is at its number of loops.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Difficulty {
    /// For a first game.
    Easy,
    /// The usual challenge.
    Normal,
    /// For experienced Protagonists.
    Hard,
}

/// The public card: title, tragedy set, loops, days, cast, incident days, special rules.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PublicCard {
    /// Título del guión.
    pub title: String,
    /// Escenario trágico.
    pub tragedy_set: TragedySet,
    /// Número de bucles: how many loops the Protagonists get (the difficulty knob).
    pub loops: u8,
    /// Días en un bucle.
    pub days: u8,
    /// The difficulty at this number of loops.
    pub difficulty: Difficulty,
    /// The characters in play, with their entry loop/day when they come late.
    pub characters: Vec<CastEntry>,
    /// Incident days and names (culprits are on the private card).
    #[serde(default)]
    pub incidents: Vec<PublicIncident>,
    /// The Boss's turf (the turf marker is on the board), required when the Boss is in the cast.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub boss_turf: Option<Location>,
    /// Reglas especiales, in words.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub special_rules: Vec<String>,
}

/// A character of the cast.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct CastEntry {
    /// Who.
    pub character: Character,
    /// The loop from which the character is on the board (the number in brackets on the card).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub entry_loop: Option<u8>,
    /// The day of each loop from which the character is on the board.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub entry_day: Option<u8>,
}

/// One scheduled incident as the Protagonists see it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PublicIncident {
    /// The day it may happen.
    pub day: u8,
    /// Which incident.
    pub incident: Incident,
}

/// The private card: plots, roles, culprits.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct PrivateCard {
    /// Trama principal.
    pub main_plot: Plot,
    /// Tramas secundarias (one in First Steps, two in Basic Tragedy).
    pub subplots: Vec<Plot>,
    /// Roles of the cast; a character not listed is a Person (figurante).
    #[serde(default)]
    pub roles: Vec<RoleEntry>,
    /// The culprit of each scheduled incident, by day.
    #[serde(default)]
    pub culprits: Vec<Culprit>,
    /// Notes for the Mastermind.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub notes: Option<String>,
}

/// A role given to a character.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RoleEntry {
    /// Who.
    pub character: Character,
    /// Which role.
    pub role: Role,
}

/// The culprit of the incident scheduled on `day`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Culprit {
    /// The incident's day.
    pub day: u8,
    /// Who causes it.
    pub culprit: Character,
}

impl Script {
    /// The role of `c` on the private card (Person when not listed).
    pub fn role_of(&self, c: Character) -> Role {
        self.private.roles.iter().find(|r| r.character == c).map_or(Role::Person, |r| r.role)
    }

    /// Whether `c` is in the cast.
    pub fn has_character(&self, c: Character) -> bool {
        self.public.characters.iter().any(|e| e.character == c)
    }

    /// Main plot then subplots.
    pub fn plots(&self) -> impl Iterator<Item = Plot> + '_ {
        std::iter::once(self.private.main_plot).chain(self.private.subplots.iter().copied())
    }
}

/// The longest loop the engine plays, and the most loops.
pub const MAX_DAYS: u8 = 8;
/// The most loops a script may have.
pub const MAX_LOOPS: u8 = 8;

/// A broken writing rule. [`ScriptError::rule`] names it with a stable code.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "rule", rename_all = "snake_case")]
#[allow(missing_docs)]
pub enum ScriptError {
    /// Loops must be 1..=8.
    LoopsOutOfRange { loops: u8 },
    /// Days must be 1..=8.
    DaysOutOfRange { days: u8 },
    /// A plot not in the script's tragedy set.
    PlotNotInSet { plot: Plot },
    /// The main plot slot holds a subplot.
    MainPlotIsNotMain { plot: Plot },
    /// A subplot slot holds a main plot.
    SubplotIsMain { plot: Plot },
    /// First Steps has one subplot, Basic Tragedy two.
    WrongSubplotCount { expected: usize, found: usize },
    /// The same plot twice.
    PlotRepeated { plot: Plot },
    /// The cast is empty.
    NoCharacters,
    /// A character listed twice in the cast.
    CharacterRepeated { character: Character },
    /// A role or culprit for a character who is not in the cast.
    CharacterNotInCast { character: Character },
    /// Two roles for one character ("un personaje no puede desempeñar dos papeles").
    TwoRolesForOneCharacter { character: Character },
    /// A role not in the tragedy set.
    RoleNotInSet { role: Role },
    /// Fewer characters have this role than the plots require: together `plots` (those that require
    /// it) need `min` to `max`; the script has `found`.
    RoleMissing { role: Role, found: u8, min: u8, max: u8, plots: Vec<Plot> },
    /// More characters have this role than the plots allow: together `plots` (those that bring it)
    /// allow `min` to `max`; the script has `found`.
    RoleOverPlots { role: Role, found: u8, min: u8, max: u8, plots: Vec<Plot> },
    /// `found` characters have a role that no plot of the script brings.
    RoleWithoutPlot { role: Role, found: u8 },
    /// More characters with this role than its limit ("Límite máx.").
    RoleLimitExceeded { role: Role, limit: u8, found: u8 },
    /// The Key Person of "Sign With Me!" must be a girl.
    KeyPersonMustBeAGirl { character: Character },
    /// The Mystery Boy's role must be one no plot of the script requires.
    MysteryBoyRoleRequiredByPlot { role: Role },
    /// An incident not in the tragedy set.
    IncidentNotInSet { incident: Incident },
    /// An incident outside the loop's days.
    IncidentDayOutOfRange { day: u8, days: u8 },
    /// Two incidents on one day.
    TwoIncidentsOnOneDay { day: u8 },
    /// A scheduled incident without a culprit.
    CulpritMissing { day: u8 },
    /// A culprit for a day without an incident.
    CulpritWithoutIncident { day: u8 },
    /// "Ningún personaje puede ser el culpable de dos incidentes."
    CulpritOfTwoIncidents { character: Character },
    /// An entry loop outside 1..=loops or an entry day outside 1..=days.
    EntryOutOfRange { character: Character },
    /// The Boss is in the cast but the turf is not set (or the other way round).
    BossTurf,
}

impl ScriptError {
    /// The stable code of the broken rule, e.g. `tl.script.role_limit`.
    pub fn rule(&self) -> &'static str {
        use ScriptError::*;
        match self {
            LoopsOutOfRange { .. } => "tl.script.loops_range",
            DaysOutOfRange { .. } => "tl.script.days_range",
            PlotNotInSet { .. } => "tl.script.plot_in_set",
            MainPlotIsNotMain { .. } => "tl.script.one_main_plot",
            SubplotIsMain { .. } => "tl.script.subplot_kind",
            WrongSubplotCount { .. } => "tl.script.subplot_count",
            PlotRepeated { .. } => "tl.script.plot_once",
            NoCharacters => "tl.script.cast_not_empty",
            CharacterRepeated { .. } => "tl.script.character_once",
            CharacterNotInCast { .. } => "tl.script.character_exists",
            TwoRolesForOneCharacter { .. } => "tl.script.one_role_per_character",
            RoleNotInSet { .. } => "tl.script.role_in_set",
            RoleMissing { .. } => "tl.script.role_required",
            RoleOverPlots { .. } => "tl.script.role_allowed",
            RoleWithoutPlot { .. } => "tl.script.role_from_plot",
            RoleLimitExceeded { .. } => "tl.script.role_limit",
            KeyPersonMustBeAGirl { .. } => "tl.script.sign_with_me_girl",
            MysteryBoyRoleRequiredByPlot { .. } => "tl.script.mystery_boy_role",
            IncidentNotInSet { .. } => "tl.script.incident_in_set",
            IncidentDayOutOfRange { .. } => "tl.script.incident_day_range",
            TwoIncidentsOnOneDay { .. } => "tl.script.one_incident_per_day",
            CulpritMissing { .. } => "tl.script.culprit_for_incident",
            CulpritWithoutIncident { .. } => "tl.script.culprit_has_incident",
            CulpritOfTwoIncidents { .. } => "tl.script.one_incident_per_culprit",
            EntryOutOfRange { .. } => "tl.script.entry_range",
            BossTurf => "tl.script.boss_turf",
        }
    }
}

impl ScriptError {
    /// The refusal of this broken rule: its code, the English message, and every value it names as
    /// a parameter written as the JSON format writes it (`killer`, `murder_plan`; a list of plots
    /// joined by commas).
    pub fn refusal(&self) -> RuleError {
        let mut refusal = RuleError::new(self.rule(), self.message());
        if let Ok(serde_json::Value::Object(fields)) = serde_json::to_value(self) {
            for (name, value) in fields.into_iter().filter(|(name, _)| name != "rule") {
                let text = match value {
                    serde_json::Value::Array(items) => {
                        items.iter().map(wire_text).collect::<Vec<_>>().join(",")
                    }
                    other => wire_text(&other),
                };
                refusal = refusal.with(&name, text);
            }
        }
        refusal
    }

    /// The English message: what is wrong and what is allowed.
    pub fn message(&self) -> String {
        use ScriptError::*;
        match self {
            LoopsOutOfRange { loops } => format!("{loops} loops: a script has 1 to {MAX_LOOPS} loops"),
            DaysOutOfRange { days } => format!("{days} days: a loop has 1 to {MAX_DAYS} days"),
            PlotNotInSet { plot } => format!("plot {} is not in the script's tragedy set", plot.name()),
            MainPlotIsNotMain { plot } => {
                format!("{} is a subplot: the main plot must be a main plot", plot.name())
            }
            SubplotIsMain { plot } => format!("{} is a main plot: subplots must be subplots", plot.name()),
            WrongSubplotCount { expected, found } => {
                format!("{found} subplots: this tragedy set needs exactly {expected}")
            }
            PlotRepeated { plot } => format!("plot {} appears twice: each plot at most once", plot.name()),
            NoCharacters => "the cast is empty: a script needs characters".to_owned(),
            CharacterRepeated { character } => {
                format!("{} is in the cast twice: each character once", character.name())
            }
            CharacterNotInCast { character } => {
                format!("{} is not in the cast: roles and culprits must be cast characters", character.name())
            }
            TwoRolesForOneCharacter { character } => {
                format!("{} has two roles: a character plays at most one role", character.name())
            }
            RoleNotInSet { role } => format!("role {} is not in the script's tragedy set", role.name()),
            RoleMissing { role, found, min, max, plots } => format!(
                "{found} characters are {}, fewer than the plots require ({}): {}",
                role.name(),
                count_range(*min, *max),
                plot_counts(*role, plots, "requires")
            ),
            RoleOverPlots { role, found, min, max, plots } => format!(
                "{found} characters are {}, more than the plots allow ({}): {}",
                role.name(),
                count_range(*min, *max),
                plot_counts(*role, plots, "allows")
            ),
            RoleWithoutPlot { role, found } => format!(
                "{found} characters are {}, a role no plot of the script brings: give them another role",
                role.name()
            ),
            RoleLimitExceeded { role, limit, found } => {
                format!("{found} characters are {}: its limit is {limit}", role.name())
            }
            KeyPersonMustBeAGirl { character } => {
                format!("{} is the key person of sign_with_me but is not a girl", character.name())
            }
            MysteryBoyRoleRequiredByPlot { role } => {
                format!(
                    "the mystery boy is {}, a role the plots require: his role must be another",
                    role.name()
                )
            }
            IncidentNotInSet { incident } => {
                format!("incident {} is not in the tragedy set", incident.name())
            }
            IncidentDayOutOfRange { day, days } => format!("an incident on day {day}: days are 1 to {days}"),
            TwoIncidentsOnOneDay { day } => format!("two incidents on day {day}: at most one per day"),
            CulpritMissing { day } => format!("the incident of day {day} has no culprit"),
            CulpritWithoutIncident { day } => format!("a culprit for day {day}, which has no incident"),
            CulpritOfTwoIncidents { character } => {
                format!("{} is the culprit of two incidents: at most one each", character.name())
            }
            EntryOutOfRange { character } => {
                format!("{} enters outside the script's loops or days", character.name())
            }
            BossTurf => "the boss's turf must be set exactly when the boss is in the cast".to_owned(),
        }
    }
}

/// A JSON value as a parameter's text: a string as it is, anything else as JSON.
fn wire_text(value: &serde_json::Value) -> String {
    match value {
        serde_json::Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// `1`, or `0 to 2`.
fn count_range(min: u8, max: u8) -> String {
    if min == max { min.to_string() } else { format!("{min} to {max}") }
}

/// What each plot says of `role`, e.g. `murder_plan requires 1, a_hideous_script requires 0 to 2`.
fn plot_counts(role: Role, plots: &[Plot], verb: &str) -> String {
    plots
        .iter()
        .map(|plot| {
            let (min, max) = plot_range(*plot, role);
            format!("{} {verb} {}", plot.name(), count_range(min, max))
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// How many characters with `role` a plot brings, at least and at most.
fn plot_range(plot: Plot, role: Role) -> (u8, u8) {
    plot.roles().iter().filter(|(r, _, _)| *r == role).fold((0, 0), |(a, b), (_, lo, hi)| (a + lo, b + hi))
}

impl fmt::Display for ScriptError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} [{}]", self.message(), self.rule())
    }
}

/// Why a script file could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// The parser's message.
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cannot read the script: {}", self.message)
    }
}

impl std::error::Error for ParseError {}

/// Reads a script from TOML or JSON text (JSON when it starts with `{`). Does not validate: call
/// [`check_script`] next.
pub fn parse_script(text: &str) -> Result<Script, ParseError> {
    if text.trim_start().starts_with('{') {
        serde_json::from_str(text).map_err(|e| ParseError { message: e.to_string() })
    } else {
        toml::from_str(text).map_err(|e| ParseError { message: e.to_string() })
    }
}

/// Checks every writing rule of "Cómo crear un guión" and the cards' limits; lists every broken rule.
pub fn check_script(script: &Script) -> Result<(), Vec<ScriptError>> {
    use ScriptError::*;
    let mut errors = Vec::new();
    let p = &script.public;
    let set = p.tragedy_set;
    if !(1..=MAX_LOOPS).contains(&p.loops) {
        errors.push(LoopsOutOfRange { loops: p.loops });
    }
    if !(1..=MAX_DAYS).contains(&p.days) {
        errors.push(DaysOutOfRange { days: p.days });
    }
    // Plots.
    let main = script.private.main_plot;
    if !main.is_main() {
        errors.push(MainPlotIsNotMain { plot: main });
    }
    for &sp in &script.private.subplots {
        if sp.is_main() {
            errors.push(SubplotIsMain { plot: sp });
        }
    }
    if script.private.subplots.len() != set.subplots() {
        errors.push(WrongSubplotCount { expected: set.subplots(), found: script.private.subplots.len() });
    }
    let plots: Vec<Plot> = script.plots().collect();
    for (i, pl) in plots.iter().enumerate() {
        if !set.plots().contains(pl) {
            errors.push(PlotNotInSet { plot: *pl });
        }
        if plots[..i].contains(pl) {
            errors.push(PlotRepeated { plot: *pl });
        }
    }
    // Cast.
    if p.characters.is_empty() {
        errors.push(NoCharacters);
    }
    for (i, e) in p.characters.iter().enumerate() {
        if p.characters[..i].iter().any(|o| o.character == e.character) {
            errors.push(CharacterRepeated { character: e.character });
        }
        let bad_loop = e.entry_loop.is_some_and(|l| l == 0 || l > p.loops);
        let bad_day = e.entry_day.is_some_and(|d| d == 0 || d > p.days);
        if bad_loop || bad_day {
            errors.push(EntryOutOfRange { character: e.character });
        }
    }
    let boss = script.has_character(Character::Boss);
    if boss != p.boss_turf.is_some() {
        errors.push(BossTurf);
    }
    // Roles.
    let roles = &script.private.roles;
    for (i, r) in roles.iter().enumerate() {
        if !script.has_character(r.character) {
            errors.push(CharacterNotInCast { character: r.character });
        }
        if roles[..i].iter().any(|o| o.character == r.character) {
            errors.push(TwoRolesForOneCharacter { character: r.character });
        }
        if r.role != Role::Person && !set.roles().contains(&r.role) {
            errors.push(RoleNotInSet { role: r.role });
        }
    }
    let required = |role: Role| -> (u8, u8) {
        plots.iter().map(|pl| plot_range(*pl, role)).fold((0, 0), |(a, b), (lo, hi)| (a + lo, b + hi))
    };
    let mystery = roles.iter().find(|r| r.character == Character::MysteryBoy).map(|r| r.role);
    if let Some(role) = mystery
        && role != Role::Person
        && required(role).1 > 0
    {
        errors.push(MysteryBoyRoleRequiredByPlot { role });
    }
    for role in Role::ALL.into_iter().skip(1) {
        let found = roles
            .iter()
            .filter(|r| r.role == role && !(r.character == Character::MysteryBoy && required(role).1 == 0))
            .count() as u8;
        let total = roles.iter().filter(|r| r.role == role).count() as u8;
        // "Dichas tramas determinan qué papeles secretos tomarán parte en el juego" ("Cómo crear un
        // guión"): each role as many times as the plots bring it, naming the plots that do.
        let (min, max) = required(role);
        let bringing = |at_least: fn((u8, u8)) -> bool| -> Vec<Plot> {
            plots.iter().copied().filter(|pl| at_least(plot_range(*pl, role))).collect()
        };
        if found < min {
            errors.push(RoleMissing { role, found, min, max, plots: bringing(|(lo, _)| lo > 0) });
        } else if found > max && max == 0 {
            errors.push(RoleWithoutPlot { role, found });
        } else if found > max {
            errors.push(RoleOverPlots { role, found, min, max, plots: bringing(|(_, hi)| hi > 0) });
        }
        if let Some(limit) = role.limit()
            && total > limit
        {
            errors.push(RoleLimitExceeded { role, limit, found: total });
        }
    }
    if plots.contains(&Plot::SignWithMe) {
        for r in roles.iter().filter(|r| r.role == Role::KeyPerson) {
            if !r.character.has(Trait::Girl) {
                errors.push(KeyPersonMustBeAGirl { character: r.character });
            }
        }
    }
    // Incidents and culprits.
    for (i, inc) in p.incidents.iter().enumerate() {
        if !set.incidents().contains(&inc.incident) {
            errors.push(IncidentNotInSet { incident: inc.incident });
        }
        if inc.day == 0 || inc.day > p.days {
            errors.push(IncidentDayOutOfRange { day: inc.day, days: p.days });
        }
        if p.incidents[..i].iter().any(|o| o.day == inc.day) {
            errors.push(TwoIncidentsOnOneDay { day: inc.day });
        }
        if !script.private.culprits.iter().any(|c| c.day == inc.day) {
            errors.push(CulpritMissing { day: inc.day });
        }
    }
    let culprits = &script.private.culprits;
    for (i, c) in culprits.iter().enumerate() {
        if !p.incidents.iter().any(|inc| inc.day == c.day) {
            errors.push(CulpritWithoutIncident { day: c.day });
        } else if culprits[..i].iter().any(|o| o.day == c.day) {
            errors.push(TwoIncidentsOnOneDay { day: c.day });
        }
        if !script.has_character(c.culprit) {
            errors.push(CharacterNotInCast { character: c.culprit });
        }
        if culprits[..i].iter().any(|o| o.culprit == c.culprit) {
            errors.push(CulpritOfTwoIncidents { character: c.culprit });
        }
    }
    if errors.is_empty() { Ok(()) } else { Err(errors) }
}
