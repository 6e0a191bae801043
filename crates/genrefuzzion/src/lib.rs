//! GenreFuzzion, the play-by-forum role-playing game by Lisandro Nieva, as Tablón rules.
//!
//! The program keeps every die size, point and attribute right while the story stays in the posts:
//! campaign set-up and character creation (cliché pool and draft, dice, relationships chain,
//! tricks and flaws, objectives), scenes (antagonist, allies, pools, rolls, surrender or opposition,
//! retries, the effect die, rating), intervals (training, objectives, retiring, new characters),
//! the Moderator's powers and the Grand Finale.
//!
//! Seats: the Moderator's seat is `SeatId(0)`; each player sits at `SeatId(1..)`. The player who
//! holds the Moderator role also has a player seat ([`State::moderator_player`]).
//!
//! ```
//! use engine::{Table, SeatId};
//! use genrefuzzion::{Config, GenreFuzzion, Command};
//! let config = Config { players: vec!["Ana".into(), "Beto".into(), "Caro".into()], ..Config::default() };
//! let mut dice = dice::Scripted::new([]);
//! let mut t = Table::<GenreFuzzion>::start(&config, &mut dice).unwrap();
//! t.act(SeatId(1), &Command::ProposeTableCliche { number: 1 }, &mut dice).unwrap();
//! assert_eq!(t.state().cliche_pool.len(), 1);
//! ```

mod command;
pub mod data;
mod interval;
mod model;
mod random;
mod rules;
mod scene;
mod tricks;

pub use command::{Command, EffectAction, EffectUse, Event, ExtraRaise, Source, TrickChoice};
pub use interval::tally;
pub use model::*;
pub use random::random_command;
pub use rules::{balanced, phase_name, rating_points, training_cost};
pub use scene::average;

use dice::DiceSource;
use engine::{Game, RuleError, SeatId, SeatInfo, Viewer};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

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

/// What a viewer sees: everything. GenreFuzzion is played in public forum threads; sheets, points,
/// pools and rolls are posted for all to read, and the rulebook asks for a public relationship map.
#[derive(Clone, Debug, Serialize)]
pub struct View {
    /// Who looks.
    pub viewer: Viewer,
    /// Whose move it is.
    pub waiting_on: Vec<SeatId>,
    /// The relationship map ("armar un mapa con todas las relaciones, sus dados").
    pub relationship_map: Vec<MapEdge>,
    /// The whole campaign.
    pub state: State,
}

/// One arrow of the relationship map.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MapEdge {
    /// The character holding the relationship.
    pub from: String,
    /// Whom it is with.
    pub to: String,
    /// The phrase.
    pub text: String,
    /// Its die.
    pub die: Option<dice::Die>,
    /// Through an extra.
    pub via_extra: Option<String>,
}

/// Every relationship of every character, as arrows.
pub fn relationship_map(s: &State) -> Vec<MapEdge> {
    s.characters
        .iter()
        .flat_map(|c| {
            c.sheet.relationships.iter().map(move |r| MapEdge {
                from: c.name.clone(),
                to: s.party_name(&r.target),
                text: r.text.clone(),
                die: r.die,
                via_extra: r.via_extra.clone(),
            })
        })
        .collect()
}

/// The game.
pub struct GenreFuzzion;

impl Game for GenreFuzzion {
    const ID: &'static str = "genrefuzzion";
    type Config = Config;
    type Command = Command;
    type Event = Event;
    type State = State;
    type View = View;

    fn start(config: &Config, _dice: &mut dyn DiceSource) -> Result<Vec<Event>, RuleError> {
        let n = config.players.len();
        if !(3..=12).contains(&n) {
            return Err(RuleError::new("gf.config.players", "a campaign has three to twelve players")
                .with("players", n));
        }
        if config.players.iter().any(|p| p.trim().is_empty()) {
            return Err(RuleError::new("gf.config.name", "every player needs a name"));
        }
        if config.moderator == 0 || config.moderator as usize > n {
            return Err(RuleError::new(
                "gf.config.moderator",
                "the Moderator role goes to one of the players (1-based)",
            ));
        }
        if !config.starting_points.is_empty() && config.starting_points.len() != n {
            return Err(RuleError::new(
                "gf.config.points",
                "starting points are given for every player or none",
            ));
        }
        let mut ev = vec![Event::CampaignStarted { config: config.clone() }];
        for (i, p) in config.starting_points.iter().enumerate() {
            if p.pv + p.pk > 0 {
                ev.push(Event::PointsChanged {
                    player: SeatId(i as u8 + 1),
                    pv: p.pv as i64,
                    pk: p.pk as i64,
                    reason: "carried_over".into(),
                });
            }
        }
        ev.push(Event::PhaseChanged { phase: Phase::ClichePool });
        Ok(ev)
    }

    fn decide(
        state: &State,
        seat: SeatId,
        command: &Command,
        dice: &mut dyn DiceSource,
    ) -> Result<Vec<Event>, RuleError> {
        rules::decide(state, seat, command, dice)
    }

    fn apply(s: &mut State, event: &Event) {
        apply(s, event)
    }

    fn view(state: &State, viewer: Viewer) -> View {
        View {
            viewer,
            waiting_on: waiting_on(state),
            relationship_map: relationship_map(state),
            state: state.clone(),
        }
    }

    fn redact(event: &Event, _viewer: Viewer) -> Option<Event> {
        Some(event.clone())
    }

    fn legal_commands(state: &State, seat: SeatId) -> Vec<engine::Legal<Command>> {
        random::legal_commands(state, seat)
    }

    fn waiting_on(state: &State) -> Vec<SeatId> {
        waiting_on(state)
    }

    fn seats(state: &State) -> Vec<SeatInfo> {
        let mut v = vec![SeatInfo {
            seat: MODERATOR,
            role: engine::SeatRole::Moderator,
            name: format!(
                "Moderator ({})",
                state.player(state.moderator_player).map(|p| p.name.as_str()).unwrap_or("")
            ),
        }];
        for (i, p) in state.players.iter().enumerate() {
            let name = p
                .character
                .and_then(|c| state.characters.get(c))
                .filter(|c| !c.name.is_empty())
                .map(|c| format!("{} ({})", c.name, p.name))
                .unwrap_or_else(|| p.name.clone());
            v.push(SeatInfo { seat: SeatId(i as u8 + 1), role: engine::SeatRole::Player, name });
        }
        v
    }
}

fn apply(s: &mut State, event: &Event) {
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
        Event::SceneResumed { index } => {
            if *index < s.suspended.len() {
                let mut sc = s.suspended.remove(*index);
                sc.deadline = None;
                s.scene = Some(sc);
            }
        }
        Event::SceneWithdrawn { index } => {
            if *index < s.suspended.len() {
                s.suspended.remove(*index);
            }
        }
        Event::DeadlineSet { deadline } => {
            if let Some(sc) = &mut s.scene {
                sc.deadline = Some(*deadline);
            }
        }
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
                        present_players(s).filter(|p| scene::side_of_seat(sc, *p).is_none()).collect();
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
