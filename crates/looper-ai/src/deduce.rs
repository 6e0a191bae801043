//! The deduction assistant: from the public card and the public log only (the events a Protagonist
//! receives, already redacted), which plots and role assignments are still consistent.
//!
//! Evidence used (each rule is sound: it only removes scripts the rules make impossible):
//! - `RoleRevealed` and Final Guess answers fix (or, when wrong, exclude) a character's role.
//! - A refused goodwill ability: the owner's role may refuse (Killer, Brain, Curmudgeon, Factor,
//!   Cultist, Witch). An accepted, refusable ability: the owner's role does not have to refuse
//!   (not Cultist, not Witch).
//! - A death: the character is not the Time Traveler (who cannot die); if a new day starts in the
//!   same loop, or the loop is not lost, it was not the Key Person.
//! - Loop end: a corpse that is not (now or earlier) revealed as a Friend is not a Friend.
//! - A loop the Protagonists survived: no plot loss condition held then (Shrine 2+ excludes Sealed
//!   Item, School 2+ excludes A Place to Protect, a Butterfly Effect excludes Change of Future, 2+
//!   Intrigue at a character's start excludes it as the Light of the Avenger's Brain or the Giant
//!   Time Bomb's Witch, 2+ Intrigue on a character excludes it as Sign With Me's Key Person).
//! - Intrigue that lands through the day's only Forbid Intrigue (two cancel each other, 4-4): the
//!   Cultist ignored it, so a living character at that location is the Cultist (fixed in the
//!   counts when only one stands there; otherwise a disjunction [`Evidence::admits`] checks).
//! - Threads of Fate: 2 Paranoia on characters at a loop's start (before its first day) puts it in
//!   the script; none, while a character that had Goodwill at the last loop's end is on the board,
//!   rules it out.
//! - The Informer: a subplot the Mastermind names is in the script; naming none means every
//!   subplot is the one the leader named.
//! - The writing rules: role counts of the plots, role limits, Sign With Me's Key Person is a girl,
//!   the Mystery Boy holds no role a plot requires.
//!
//! - Culprits (separately from roles): an incident that occurred had a living culprit at its
//!   Paranoia limit (not a calmed Henchman); one that did not occur had not; a revealed culprit.
//!
//! Not used (would need the hidden causes or a disjunction over them): which loss condition ended a
//! lost loop, which role's secret ability moved tokens in step 5.

use tragedy_looper::*;

const NROLES: usize = 14;

fn role_bit(r: Role) -> u16 {
    1 << Role::ALL.iter().position(|x| *x == r).unwrap_or(0)
}

/// The facts gathered from a public log.
#[derive(Clone, Debug)]
pub struct Evidence {
    allowed: [u16; CHARACTER_COUNT],
    plots_in: Vec<Plot>,
    plots_out: Vec<Plot>,
    subplots_only: Option<Plot>,
    /// (plot, role, character): not (plot in script and character has role).
    conditional: Vec<(Plot, Role, Character)>,
    /// Possible culprits (bits by character index) of each incident day.
    culprits: [u32; 9],
    /// What the public board showed at the end of each lost loop: a script must explain the loss
    /// (a disjunction over hidden causes, so it is checked by [`Evidence::explains_losses`] on whole
    /// scripts, not in the counts).
    lost_loops: Vec<LostLoop>,
    /// The Mastermind's abilities seen by their effects (4-5: "lo único que declara es el
    /// resultado"): each needs a user the script gives the role (see [`Trace`]).
    traces: Vec<Trace>,
    /// Intrigue that landed through a lone Forbid Intrigue: the Cultist ignored it, so one of
    /// these (the living characters at the target's location then) is the Cultist.
    cultists: Vec<Vec<Character>>,
}

/// One effect of a Mastermind ability, seen on the board: a token change in step 5 ("Habilidades
/// de la mente maestra") or a death in the night's optional abilities (4-9). The engine's only
/// step-5 abilities are the Brain's (Intrigue here or on a character here), the Conspiracy
/// Theorist's (Paranoia on a character here; a Factor's with 2+ Intrigue in the School), An
/// Unsettling Rumor's (Intrigue on any location, once per loop) and the Doctor's when his role may
/// refuse goodwill (ruling 20: Paranoia ±1 on another character here, with 2+ Goodwill); the only
/// night deaths are the Killer's Key Person ("si la persona clave tiene un mínimo de 2 de Intriga y
/// está en la localización de este personaje").
#[derive(Clone, Debug)]
struct Trace {
    loop_no: u8,
    day: u8,
    kind: TraceKind,
    /// The living characters where the effect happened (the possible users).
    here: Vec<Character>,
    /// 2+ Intrigue in the School then (a Factor acts as a Conspiracy Theorist).
    school2: bool,
    /// The Doctor could use his ability then (alive, 2+ Goodwill, here).
    doctor: bool,
}

/// Who spent which ability on which day (see [`Evidence::explains_abilities`]).
type User = (u8, Option<Character>, u8);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum TraceKind {
    /// Intrigue +1 on a location: a Brain there, or the Rumor.
    LocationIntrigue,
    /// Intrigue +1 on a character: a Brain there.
    CharacterIntrigue,
    /// Paranoia +1 on `target`: a Conspiracy Theorist (or Factor) there, or the Doctor.
    ParanoiaUp(Character),
    /// Paranoia −1 on `target`: the Doctor.
    ParanoiaDown(Character),
    /// `victim` died at night: the Key Person, killed by a Killer there.
    NightDeath(Character),
}

/// Which ability a user spent (each once a day per character: the Doctor may use his own ability
/// and his role's on the same day).
const BRAIN: u8 = 0;
const THEORIST: u8 = 1;
const DOCTOR: u8 = 2;
const KILLER: u8 = 3;
const RUMOR: u8 = 4;

impl Trace {
    /// The abilities by which `c` with `role` could have caused it (empty: it could not).
    fn uses(&self, c: Character, role: Role) -> Vec<u8> {
        let mut out = vec![];
        if !self.here.contains(&c) {
            return out;
        }
        let doctor = c == Character::Doctor && self.doctor && role.refusal() != Refusal::Never;
        match self.kind {
            TraceKind::LocationIntrigue | TraceKind::CharacterIntrigue => {
                if role == Role::Brain {
                    out.push(BRAIN);
                }
            }
            TraceKind::ParanoiaUp(t) => {
                if role == Role::ConspiracyTheorist || (role == Role::Factor && self.school2) {
                    out.push(THEORIST);
                }
                if doctor && t != Character::Doctor {
                    out.push(DOCTOR);
                }
            }
            TraceKind::ParanoiaDown(t) => {
                if doctor && t != Character::Doctor {
                    out.push(DOCTOR);
                }
            }
            TraceKind::NightDeath(v) => {
                if role == Role::Killer && c != v {
                    out.push(KILLER);
                }
            }
        }
        out
    }

    /// Whether `c` with `role` could have caused it.
    fn user(&self, c: Character, role: Role) -> bool {
        !self.uses(c, role).is_empty()
    }

    /// The roles that let `c` cause it (for the one-candidate rule in the counts).
    fn user_roles(&self, c: Character) -> u16 {
        Role::ALL.iter().filter(|r| self.user(c, **r)).fold(0, |a, r| a | role_bit(*r))
    }
}

/// The public facts of one lost loop ("Final del bucle": "basta con que se cumpla una sola
/// condición de derrota"): the board at its end and what happened in it.
#[derive(Clone, Debug)]
struct LostLoop {
    /// The Protagonists died (an incident's or a role's doing: any script explains that).
    protagonists_died: bool,
    /// The loop ended early without the Protagonists dying: a Key Person (or a Factor holding its
    /// ability) died, or the Time Traveler declared defeat (the only `LoopEndReason::Early` causes).
    early: bool,
    /// Characters that died during the loop (revived or not).
    died: Vec<Character>,
    /// Corpses at the loop's end.
    corpses: Vec<Character>,
    /// A Butterfly Effect occurred (Change of Future).
    butterfly: bool,
    /// Intrigue on each location at the end.
    loc_intrigue: [u8; 4],
    /// Each cast member's Intrigue and starting location that loop.
    chars: Vec<(Character, u8, Location)>,
}

impl Evidence {
    /// No evidence: every role, plot and culprit open.
    fn none() -> Evidence {
        Evidence {
            allowed: [u16::MAX; CHARACTER_COUNT],
            plots_in: vec![],
            plots_out: vec![],
            subplots_only: None,
            conditional: vec![],
            culprits: [u32::MAX; 9],
            lost_loops: vec![],
            traces: vec![],
            cultists: vec![],
        }
    }

    /// Gathers the evidence of `events` (a Protagonist's redacted log, from `GameStarted`).
    pub fn from_log(events: &[Event]) -> Evidence {
        let mut ev = Evidence::none();
        let mut watch = Watch::default();
        let mut protagonists_died = false;
        let mut early = false;
        let mut died_in_loop: Vec<Character> = vec![];
        let mut s = State::default();
        let mut pending: Option<(Character, u8)> = None;
        let mut refused = false;
        let mut last_named: Option<Plot> = None;
        let mut died_this_loop: Vec<Character> = vec![];
        let mut butterfly = false;
        let refusing =
            Role::ALL.iter().filter(|r| r.refusal() != Refusal::Never).fold(0, |a, r| a | role_bit(*r));
        let mandatory =
            Role::ALL.iter().filter(|r| r.refusal() == Refusal::Mandatory).fold(0, |a, r| a | role_bit(*r));
        for e in events {
            ev.trace(&s, e);
            watch.see(&mut ev, &s, e);
            match e {
                Event::GoodwillDeclared { character, ability, target } => {
                    ev.close(&mut pending, refused, mandatory);
                    pending = Some((*character, *ability));
                    refused = false;
                    if let GoodwillTarget::Plot { plot } = target {
                        last_named = Some(*plot);
                    }
                }
                Event::GoodwillRefused { character, .. } => {
                    ev.allowed[character.index()] &= refusing;
                    refused = true;
                }
                Event::PhaseChanged { phase } if !matches!(phase, Phase::GoodwillAnswer { .. }) => {
                    ev.close(&mut pending, refused, mandatory);
                }
                Event::RoleRevealed { character, role } => {
                    ev.allowed[character.index()] &= role_bit(*role);
                }
                Event::GuessAnswered { character, role, correct } => {
                    if *correct {
                        ev.allowed[character.index()] &= role_bit(*role);
                    } else {
                        ev.allowed[character.index()] &= !role_bit(*role);
                    }
                }
                Event::SubplotNamed { plot } => match plot {
                    Some(p) => ev.plots_in.push(*p),
                    None => ev.subplots_only = last_named,
                },
                Event::CharacterDied { character } => {
                    ev.allowed[character.index()] &= !role_bit(Role::TimeTraveler);
                    died_this_loop.push(*character);
                    died_in_loop.push(*character);
                }
                Event::ProtagonistsDied => protagonists_died = true,
                Event::LoopEnded { reason } => early = *reason == LoopEndReason::Early,
                Event::DayStarted { .. } => {
                    for c in died_this_loop.drain(..) {
                        ev.allowed[c.index()] &= !role_bit(Role::KeyPerson);
                    }
                }
                Event::IncidentOccurred { day, incident } => {
                    butterfly |= *incident == Incident::ButterflyEffect;
                    let able = ev.able_culprits(&s);
                    if let Some(m) = ev.culprits.get_mut(*day as usize) {
                        *m &= able;
                    }
                }
                Event::NoIncident { day } => {
                    let able = ev.able_culprits(&s);
                    if let Some(m) = ev.culprits.get_mut(*day as usize) {
                        *m &= !able;
                    }
                }
                Event::CulpritRevealed { day, culprit } => {
                    if let Some(m) = ev.culprits.get_mut(*day as usize) {
                        *m &= 1 << culprit.index();
                    }
                }
                Event::LoopResult { lost, .. } => {
                    if *lost {
                        let cast: Vec<Character> = s.setup().cast().collect();
                        ev.lost_loops.push(LostLoop {
                            protagonists_died,
                            early: early && !protagonists_died,
                            died: died_in_loop.clone(),
                            corpses: cast
                                .iter()
                                .copied()
                                .filter(|c| s.character(*c).present && !s.character(*c).alive)
                                .collect(),
                            butterfly,
                            loc_intrigue: Location::ALL.map(|l| s.location_intrigue(l)),
                            chars: cast
                                .iter()
                                .map(|c| (*c, s.character(*c).intrigue, s.character(*c).start))
                                .collect(),
                        });
                    }
                    for c in s.setup().cast() {
                        let st = s.character(c);
                        if st.present && !st.alive && s.revealed_role(c) != Some(Role::Friend) {
                            ev.allowed[c.index()] &= !role_bit(Role::Friend);
                        }
                    }
                    if !lost {
                        for c in died_this_loop.drain(..) {
                            ev.allowed[c.index()] &= !role_bit(Role::KeyPerson);
                        }
                        if s.location_intrigue(Location::Shrine) >= 2 {
                            ev.plots_out.push(Plot::SealedItem);
                        }
                        if s.location_intrigue(Location::School) >= 2 {
                            ev.plots_out.push(Plot::APlaceToProtect);
                        }
                        if butterfly {
                            ev.plots_out.push(Plot::ChangeOfFuture);
                        }
                        for c in s.setup().cast() {
                            let st = s.character(c);
                            if st.present && s.location_intrigue(st.start) >= 2 {
                                ev.conditional.push((Plot::LightOfTheAvenger, Role::Brain, c));
                                ev.conditional.push((Plot::GiantTimeBomb, Role::Witch, c));
                            }
                            if st.present && st.intrigue >= 2 {
                                ev.conditional.push((Plot::SignWithMe, Role::KeyPerson, c));
                            }
                        }
                    }
                }
                Event::LoopStarted { .. } => {
                    died_this_loop.clear();
                    died_in_loop.clear();
                    butterfly = false;
                    protagonists_died = false;
                    early = false;
                }
                _ => {}
            }
            TragedyLooper::apply_public(&mut s, e);
        }
        ev
    }

    /// Records the effect of a Mastermind ability (see [`Trace`]), read on the board before `e`.
    fn trace(&mut self, s: &State, e: &Event) {
        let night = s.phase() == Phase::DayEnd;
        if s.phase() != Phase::MastermindAbilities && !night {
            return;
        }
        let at = |t: Target| match t {
            Target::Location(l) => l,
            Target::Character(c) => s.character(c).location,
        };
        let (kind, place) = match *e {
            Event::TokensChanged { target, token: Token::Intrigue, delta: 1 } if !night => (
                match target {
                    Target::Location(_) => TraceKind::LocationIntrigue,
                    Target::Character(_) => TraceKind::CharacterIntrigue,
                },
                at(target),
            ),
            Event::TokensChanged { target: Target::Character(c), token: Token::Paranoia, delta }
                if !night =>
            {
                match delta {
                    1 => (TraceKind::ParanoiaUp(c), s.character(c).location),
                    -1 => (TraceKind::ParanoiaDown(c), s.character(c).location),
                    _ => return,
                }
            }
            Event::CharacterDied { character } if night => {
                (TraceKind::NightDeath(character), s.character(character).location)
            }
            _ => return,
        };
        let here: Vec<Character> =
            s.setup().cast().filter(|c| s.is_alive(*c) && s.character(*c).location == place).collect();
        let d = Character::Doctor;
        let doctor = here.contains(&d) && s.character(d).goodwill >= 2;
        if let TraceKind::NightDeath(v) = kind {
            // The Killer's victim is the Key Person (the Killer's only night kill).
            self.allowed[v.index()] &= role_bit(Role::KeyPerson);
        }
        self.traces.push(Trace {
            loop_no: s.loop_no(),
            day: s.day(),
            kind,
            here,
            school2: s.location_intrigue(Location::School) >= 2,
            doctor,
        });
    }

    /// Whether `private` gives every seen ability a distinct user (one use per ability a day;
    /// the Rumor once a loop): a matching, by augmenting paths, over each loop's traces.
    pub fn explains_abilities(&self, private: &PrivateCard) -> bool {
        let role =
            |c: Character| private.roles.iter().find(|r| r.character == c).map_or(Role::Person, |r| r.role);
        let rumor = private.main_plot == Plot::AnUnsettlingRumor
            || private.subplots.contains(&Plot::AnUnsettlingRumor);
        let mut i = 0;
        while i < self.traces.len() {
            let lp = self.traces[i].loop_no;
            let mut j = i;
            while j < self.traces.len() && self.traces[j].loop_no == lp {
                j += 1;
            }
            // Users: (day, character, ability) for role abilities, (0, none, Rumor) for the Rumor.
            let group = &self.traces[i..j];
            let options: Vec<Vec<User>> = group
                .iter()
                .map(|t| {
                    let mut o: Vec<User> = t
                        .here
                        .iter()
                        .flat_map(|c| t.uses(*c, role(*c)).into_iter().map(move |a| (t.day, Some(*c), a)))
                        .collect();
                    if rumor && t.kind == TraceKind::LocationIntrigue {
                        o.push((0, None, RUMOR));
                    }
                    o
                })
                .collect();
            if options.iter().any(|o| o.is_empty()) {
                return false;
            }
            // Night kills and step-5 abilities are different abilities of different roles, so one
            // matching over all is exact enough (a Brain is never a Killer).
            let mut owner: Vec<(User, usize)> = vec![];
            fn augment(
                k: usize,
                options: &[Vec<User>],
                owner: &mut Vec<(User, usize)>,
                seen: &mut Vec<User>,
            ) -> bool {
                for u in &options[k] {
                    if seen.contains(u) {
                        continue;
                    }
                    seen.push(*u);
                    match owner.iter().position(|x| x.0 == *u) {
                        None => {
                            owner.push((*u, k));
                            return true;
                        }
                        Some(p) => {
                            let other = owner[p].1;
                            if augment(other, options, owner, seen) {
                                if let Some(q) = owner.iter().position(|x| x.0 == *u) {
                                    owner[q].1 = k;
                                }
                                return true;
                            }
                        }
                    }
                }
                false
            }
            for k in 0..options.len() {
                if !augment(k, &options, &mut owner, &mut vec![]) {
                    return false;
                }
            }
            i = j;
        }
        true
    }

    /// Characters that would cause an incident now (alive, Paranoia at the limit, not a calmed
    /// Henchman): the engine's condition, read on the public board.
    fn able_culprits(&self, s: &State) -> u32 {
        s.setup()
            .cast()
            .filter(|c| {
                s.is_alive(*c)
                    && s.character(*c).paranoia >= c.paranoia_limit()
                    && !(*c == Character::Henchman && s.henchman_calm())
            })
            .fold(0, |a, c| a | 1 << c.index())
    }

    /// The characters that may still be the culprit of the incident on `day`.
    pub fn culprit_candidates(&self, public: &PublicCard, day: u8) -> Vec<Character> {
        let m = self.culprits.get(day as usize).copied().unwrap_or(0);
        public.characters.iter().map(|e| e.character).filter(|c| m & (1 << c.index()) != 0).collect()
    }

    fn close(&mut self, pending: &mut Option<(Character, u8)>, refused: bool, mandatory: u16) {
        if let Some((c, a)) = pending.take()
            && !refused
            && !c.abilities()[a as usize].unrefusable
        {
            self.allowed[c.index()] &= !mandatory;
        }
    }

    /// Whether `private` explains every lost loop: at least one loss condition it makes possible
    /// held (rulebook "Final del bucle"; the conditions as the engine checks them at loop end:
    /// the Protagonists died; a Key Person died (or a Factor, edge case 9); a Friend's corpse
    /// ("Amigo": [Final del bucle]); a plot's loss condition on the board at the end (La luz del
    /// vengador, Un lugar que proteger, Objeto sellado, ¡Firma aquí!, Bomba de relojería gigante,
    /// Cambio de futuro); the Time Traveler's defeat). Sound: the true script always explains its
    /// losses (tested); a loop that ended early without the Protagonists dying needs a Key Person
    /// (or Factor) among its dead, or a Time Traveler.
    pub fn explains_losses(&self, private: &PrivateCard) -> bool {
        let role =
            |c: Character| private.roles.iter().find(|r| r.character == c).map_or(Role::Person, |r| r.role);
        let has = |p: Plot| private.main_plot == p || private.subplots.contains(&p);
        let traveler = private.roles.iter().any(|r| r.role == Role::TimeTraveler);
        self.lost_loops.iter().all(|l| {
            if l.protagonists_died || traveler {
                return true;
            }
            let key_died = l.died.iter().any(|c| matches!(role(*c), Role::KeyPerson | Role::Factor));
            if l.early {
                return key_died;
            }
            let start_lost = |r: Role| {
                l.chars.iter().any(|(c, _, start)| role(*c) == r && l.loc_intrigue[start.index()] >= 2)
            };
            key_died
                || l.corpses.iter().any(|c| role(*c) == Role::Friend)
                || (has(Plot::LightOfTheAvenger) && start_lost(Role::Brain))
                || (has(Plot::GiantTimeBomb) && start_lost(Role::Witch))
                || (has(Plot::APlaceToProtect) && l.loc_intrigue[Location::School.index()] >= 2)
                || (has(Plot::SealedItem) && l.loc_intrigue[Location::Shrine.index()] >= 2)
                || (has(Plot::SignWithMe)
                    && l.chars.iter().any(|(c, i, _)| role(*c) == Role::KeyPerson && *i >= 2))
                || (has(Plot::ChangeOfFuture) && l.butterfly)
        })
    }

    /// Whether a private card is consistent with the evidence (not with the writing rules).
    pub fn admits(&self, private: &PrivateCard) -> bool {
        let has = |p: Plot| private.main_plot == p || private.subplots.contains(&p);
        let role =
            |c: Character| private.roles.iter().find(|r| r.character == c).map_or(Role::Person, |r| r.role);
        self.plots_in.iter().all(|p| private.subplots.contains(p))
            && !self.plots_out.iter().any(|p| has(*p))
            && self.subplots_only.is_none_or(|q| private.subplots.iter().all(|p| *p == q))
            && !self.conditional.iter().any(|(p, r, c)| has(*p) && role(*c) == *r)
            && Character::ALL.iter().all(|c| self.allowed[c.index()] & role_bit(role(*c)) != 0)
            && private.culprits.iter().all(|cu| {
                self.culprits.get(cu.day as usize).is_none_or(|m| m & (1 << cu.culprit.index()) != 0)
            })
            && self.cultists.iter().all(|here| here.iter().any(|c| role(*c) == Role::Cultist))
            && self.explains_losses(private)
            && self.explains_abilities(private)
    }
}

/// Two facts read across several events: a Forbid Intrigue the Cultist ignored, and Threads of
/// Fate at a loop's start (see [`Evidence::from_log`]).
#[derive(Default)]
struct Watch {
    /// The target of the day's lone Forbid Intrigue when an Intrigue card of the Mastermind shares
    /// it (4-4: the Forbid wins unless a Cultist there ignores it; two Forbid Intrigue of one day
    /// cancel each other).
    blocked: Option<Target>,
    /// At a loop's start: who had Goodwill at the last loop's end, and whether 2 Paranoia appeared
    /// on them before the first day.
    threads: Option<(u32, bool)>,
}

impl Watch {
    /// Reads `e` on the public board `s` (before `e` applies).
    fn see(&mut self, ev: &mut Evidence, s: &State, e: &Event) {
        match e {
            Event::CardsRevealed { cards } => {
                let mut forbids = cards.iter().filter(|c| c.card == CardKind::ForbidIntrigue);
                self.blocked = match (forbids.next(), forbids.next()) {
                    (Some(f), None)
                        if cards.iter().any(|c| {
                            c.target == f.target
                                && matches!(c.card, CardKind::IntriguePlus1 | CardKind::IntriguePlus2)
                        }) =>
                    {
                        Some(f.target)
                    }
                    _ => None,
                };
            }
            Event::CardsResolved => self.blocked = None,
            Event::BoardReset { had_goodwill } if *had_goodwill != 0 => {
                self.threads = Some((*had_goodwill, false))
            }
            Event::TokensChanged { target: Target::Character(_), token: Token::Paranoia, delta: 2 } => {
                if let Some(t) = self.threads.as_mut() {
                    t.1 = true;
                    if !ev.plots_in.contains(&Plot::ThreadsOfFate) {
                        ev.plots_in.push(Plot::ThreadsOfFate);
                    }
                }
            }
            // Intrigue through the lone Forbid Intrigue: a living Cultist where it landed.
            Event::TokensChanged { target, token: Token::Intrigue, delta }
                if *delta > 0 && self.blocked == Some(*target) =>
            {
                self.blocked = None;
                let at = match *target {
                    Target::Location(l) => l,
                    Target::Character(c) => s.character(c).location,
                };
                let here: Vec<Character> =
                    s.setup().cast().filter(|c| s.is_alive(*c) && s.character(*c).location == at).collect();
                if let [only] = here[..] {
                    ev.allowed[only.index()] &= role_bit(Role::Cultist);
                }
                ev.cultists.push(here);
            }
            // No Paranoia appeared although a character that had Goodwill is on the board: no
            // Threads of Fate ("Inicio del bucle": 2 Paranoia on each of them).
            Event::DayStarted { .. } => {
                if let Some((had, false)) = self.threads.take()
                    && s.setup().cast().any(|c| had & (1 << c.index()) != 0 && s.character(c).present)
                    && !ev.plots_out.contains(&Plot::ThreadsOfFate)
                {
                    ev.plots_out.push(Plot::ThreadsOfFate);
                }
            }
            _ => {}
        }
    }
}

trait ApplyPublic {
    fn apply_public(s: &mut State, e: &Event);
}

impl ApplyPublic for TragedyLooper {
    fn apply_public(s: &mut State, e: &Event) {
        // Redacted events carry no slot; applying them only keeps the public board (tokens,
        // locations, deaths) current, which is all the evidence reads.
        <TragedyLooper as engine::Game>::apply(s, e);
    }
}

/// One consistent combination of plots with how many role assignments fit it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlotCount {
    /// The main plot.
    pub main: Plot,
    /// The subplots.
    pub subplots: Vec<Plot>,
    /// Consistent role assignments under these plots.
    pub assignments: u64,
}

/// The assistant's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deduction {
    /// Consistent (plots, roles) combinations in all.
    pub total: u64,
    /// Plot combinations still possible.
    pub plots: Vec<PlotCount>,
    /// For each cast character, each possible role with the number of consistent combinations.
    pub roles: Vec<(Character, Vec<(Role, u64)>)>,
    /// For each scheduled incident (day, incident), the characters that may be its culprit
    /// (independent of the roles; one incident per culprit is not applied).
    pub culprits: Vec<(u8, Incident, Vec<Character>)>,
}

impl Deduction {
    /// The roles still possible for `c`.
    pub fn possible_roles(&self, c: Character) -> Vec<Role> {
        self.roles.iter().find(|x| x.0 == c).map_or(vec![], |x| x.1.iter().map(|y| y.0).collect())
    }

    /// The most frequent role of `c` among the consistent combinations.
    pub fn likeliest_role(&self, c: Character) -> Role {
        self.roles
            .iter()
            .find(|x| x.0 == c)
            .and_then(|x| x.1.iter().max_by_key(|y| y.1).map(|y| y.0))
            .unwrap_or(Role::Person)
    }
}

fn combos(items: &[Plot], k: usize) -> Vec<Vec<Plot>> {
    if k == 0 {
        return vec![vec![]];
    }
    let mut out = vec![];
    for i in 0..items.len() {
        for mut rest in combos(&items[i + 1..], k - 1) {
            rest.insert(0, items[i]);
            out.push(rest);
        }
    }
    out
}

/// Every plot combination allowed by the set and the evidence, with the per-character role masks.
fn plot_worlds(public: &PublicCard, ev: &Evidence) -> Vec<(Plot, Vec<Plot>)> {
    let set = public.tragedy_set;
    let mains: Vec<Plot> = set.plots().iter().copied().filter(|p| p.is_main()).collect();
    let subs: Vec<Plot> = set.plots().iter().copied().filter(|p| !p.is_main()).collect();
    let mut out = vec![];
    for &m in &mains {
        for sp in combos(&subs, set.subplots()) {
            let has = |p: Plot| m == p || sp.contains(&p);
            if ev.plots_out.iter().any(|p| has(*p))
                || !ev.plots_in.iter().all(|p| sp.contains(p))
                || ev.subplots_only.is_some_and(|q| sp.iter().any(|p| *p != q))
            {
                continue;
            }
            out.push((m, sp));
        }
    }
    out
}

/// Role requirements of a plot combination: (role, min, max), or None when a limit is broken.
fn requirements(plots: &[Plot]) -> Option<Vec<(Role, u8, u8)>> {
    let mut req: Vec<(Role, u8, u8)> = vec![];
    for p in plots {
        for &(r, lo, hi) in p.roles() {
            match req.iter_mut().find(|x| x.0 == r) {
                Some(x) => {
                    x.1 += lo;
                    x.2 += hi;
                }
                None => req.push((r, lo, hi)),
            }
        }
    }
    for x in &mut req {
        if let Some(l) = x.0.limit() {
            if x.1 > l {
                return None;
            }
            x.2 = x.2.min(l);
        }
    }
    Some(req)
}

type Options = Vec<Vec<(Role, Option<usize>)>>;
type Requirements = Vec<(Role, u8, u8)>;

/// The requirements and per-cast-member options of one plot world (None: the plots break a limit).
fn world(public: &PublicCard, ev: &Evidence, main: Plot, subs: &[Plot]) -> Option<(Requirements, Options)> {
    let cast: Vec<Character> = public.characters.iter().map(|e| e.character).collect();
    let mut plots = vec![main];
    plots.extend_from_slice(subs);
    let req = requirements(&plots)?;
    let has = |p: Plot| plots.contains(&p);
    // Allowed roles per cast member: Person or a required role (the Mystery Boy: Person or a set role
    // no plot requires, outside the counts).
    let set_roles = public.tragedy_set.roles();
    let mut options: Options = vec![];
    for &c in &cast {
        let mut opts = vec![];
        // A seen ability only `c` could have used (the Rumor aside, where the plots have it):
        // `c` holds a role that uses it.
        let rumor = has(Plot::AnUnsettlingRumor);
        let forced: u16 = ev
            .traces
            .iter()
            .filter(|t| !(rumor && t.kind == TraceKind::LocationIntrigue))
            .filter(|t| {
                let users: Vec<Character> =
                    t.here.iter().copied().filter(|u| t.user_roles(*u) != 0).collect();
                users == [c]
            })
            .fold(u16::MAX, |a, t| a & t.user_roles(c));
        let ok = |r: Role| {
            forced & role_bit(r) != 0
                && ev.allowed[c.index()] & role_bit(r) != 0
                && !ev.conditional.iter().any(|(p, rr, cc)| *cc == c && *rr == r && has(*p))
                && !(r == Role::KeyPerson && has(Plot::SignWithMe) && !c.has(Trait::Girl))
        };
        if ok(Role::Person) {
            opts.push((Role::Person, None));
        }
        if c == Character::MysteryBoy {
            for &r in set_roles {
                if r != Role::Person && !req.iter().any(|x| x.0 == r) && ok(r) {
                    opts.push((r, None));
                }
            }
        } else {
            for (k, x) in req.iter().enumerate() {
                if x.2 > 0 && ok(x.0) {
                    opts.push((x.0, Some(k)));
                }
            }
        }
        options.push(opts);
    }
    Some((req, options))
}

/// One consistent script, as far as the assistant models it (culprits are not modelled).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Assignment {
    /// The main plot.
    pub main: Plot,
    /// The subplots.
    pub subplots: Vec<Plot>,
    /// Each cast member's role, in cast order.
    pub roles: Vec<(Character, Role)>,
}

/// Lists up to `limit` consistent assignments (plot worlds in set order, then cast order).
pub fn assignments(public: &PublicCard, events: &[Event], limit: usize) -> Vec<Assignment> {
    let ev = Evidence::from_log(events);
    let cast: Vec<Character> = public.characters.iter().map(|e| e.character).collect();
    let mut out = vec![];
    for (m, sp) in plot_worlds(public, &ev) {
        let Some((req, options)) = world(public, &ev, m, &sp) else { continue };
        let mut counts = vec![0u8; req.len()];
        let mut pick = vec![Role::Person; cast.len()];
        #[allow(clippy::too_many_arguments)]
        fn dfs(
            i: usize,
            options: &Options,
            req: &[(Role, u8, u8)],
            counts: &mut Vec<u8>,
            pick: &mut Vec<Role>,
            cast: &[Character],
            m: Plot,
            sp: &[Plot],
            out: &mut Vec<Assignment>,
            limit: usize,
        ) {
            if out.len() >= limit {
                return;
            }
            if i == options.len() {
                if req.iter().zip(counts.iter()).all(|(x, n)| *n >= x.1) {
                    out.push(Assignment {
                        main: m,
                        subplots: sp.to_vec(),
                        roles: cast.iter().copied().zip(pick.iter().copied()).collect(),
                    });
                }
                return;
            }
            for &(r, k) in &options[i] {
                if let Some(k) = k {
                    if counts[k] >= req[k].2 {
                        continue;
                    }
                    counts[k] += 1;
                }
                pick[i] = r;
                dfs(i + 1, options, req, counts, pick, cast, m, sp, out, limit);
                if let Some(k) = k {
                    counts[k] -= 1;
                }
            }
        }
        dfs(0, &options, &req, &mut counts, &mut pick, &cast, m, &sp, &mut out, limit);
        if out.len() >= limit {
            break;
        }
    }
    out
}

/// The counting table of one plot world: the per-requirement counts assigned so far form a
/// mixed-radix state; `bwd[i][st]` counts the completions from cast member `i` in state `st`.
struct Dp {
    req: Requirements,
    options: Options,
    radix: Vec<usize>,
    stride: Vec<usize>,
    bwd: Vec<Vec<u64>>,
}

impl Dp {
    fn new(public: &PublicCard, ev: &Evidence, main: Plot, subs: &[Plot]) -> Option<Dp> {
        let (req, options) = world(public, ev, main, subs)?;
        let n = options.len();
        let radix: Vec<usize> = req.iter().map(|x| x.2 as usize + 1).collect();
        let size: usize = radix.iter().product();
        let mut stride = vec![1usize; req.len()];
        for k in 1..req.len() {
            stride[k] = stride[k - 1] * radix[k - 1];
        }
        let mut dp = Dp { req, options, radix, stride, bwd: vec![vec![0u64; size]; n + 1] };
        for st in 0..size {
            if dp.req.iter().enumerate().all(|(k, x)| dp.digit(st, k) >= x.1 as usize) {
                dp.bwd[n][st] = 1;
            }
        }
        for i in (0..n).rev() {
            for st in 0..size {
                let v =
                    dp.options[i].iter().filter_map(|o| dp.next(st, o.1)).map(|nx| dp.bwd[i + 1][nx]).sum();
                dp.bwd[i][st] = v;
            }
        }
        Some(dp)
    }

    fn digit(&self, st: usize, k: usize) -> usize {
        (st / self.stride[k]) % self.radix[k]
    }

    /// The state after giving a cast member a role counted by requirement `k` (None: uncounted).
    fn next(&self, st: usize, k: Option<usize>) -> Option<usize> {
        match k {
            None => Some(st),
            Some(k) if self.digit(st, k) + 1 < self.radix[k] => Some(st + self.stride[k]),
            _ => None,
        }
    }

    fn total(&self) -> u64 {
        self.bwd[0][0]
    }
}

/// Counts the assignments of one plot world: (total, per cast index per role count).
fn count_world(public: &PublicCard, ev: &Evidence, main: Plot, subs: &[Plot]) -> (u64, Vec<[u64; NROLES]>) {
    let n = public.characters.len();
    let ridx = |r: Role| Role::ALL.iter().position(|x| *x == r).unwrap_or(0);
    let Some(dp) = Dp::new(public, ev, main, subs) else { return (0, vec![[0; NROLES]; n]) };
    let size = dp.bwd[0].len();
    let mut fwd = vec![vec![0u64; size]; n + 1];
    fwd[0][0] = 1;
    for i in 0..n {
        for st in 0..size {
            let v = fwd[i][st];
            if v == 0 {
                continue;
            }
            for &(_, k) in &dp.options[i] {
                if let Some(nx) = dp.next(st, k) {
                    fwd[i + 1][nx] += v;
                }
            }
        }
    }
    let mut per = vec![[0u64; NROLES]; n];
    for i in 0..n {
        for (st, &v) in fwd[i].iter().enumerate() {
            if v == 0 {
                continue;
            }
            for &(r, k) in &dp.options[i] {
                if let Some(nx) = dp.next(st, k) {
                    per[i][ridx(r)] += v * dp.bwd[i + 1][nx];
                }
            }
        }
    }
    (dp.total(), per)
}

/// Draws `n` private cards uniformly among the consistent (plots, roles) combinations (each
/// combination equally likely, as the counts of [`deduce`] weigh them), with culprits drawn among
/// each incident's possible culprits (distinct where the evidence allows: one incident per
/// culprit). Empty when the evidence admits nothing. `pick(k)` returns an index in `0..k`.
pub fn sample(
    public: &PublicCard,
    ev: &Evidence,
    n: usize,
    pick: &mut dyn FnMut(u64) -> u64,
) -> Vec<PrivateCard> {
    let worlds: Vec<(Plot, Vec<Plot>, Dp)> = plot_worlds(public, ev)
        .into_iter()
        .filter_map(|(m, sp)| Dp::new(public, ev, m, &sp).map(|dp| (m, sp, dp)))
        .filter(|w| w.2.total() > 0)
        .collect();
    let total: u64 = worlds.iter().map(|w| w.2.total()).sum();
    if total == 0 {
        return vec![];
    }
    let cast: Vec<Character> = public.characters.iter().map(|e| e.character).collect();
    let mut out = Vec::with_capacity(n);
    for _ in 0..n {
        let mut r = pick(total);
        let (main, subs, dp) = worlds
            .iter()
            .find(|w| {
                if r < w.2.total() {
                    true
                } else {
                    r -= w.2.total();
                    false
                }
            })
            .expect("r < total");
        let mut roles = vec![];
        let mut st = 0;
        for (i, &c) in cast.iter().enumerate() {
            let mut r = pick(dp.bwd[i][st]);
            for &(role, k) in &dp.options[i] {
                let Some(nx) = dp.next(st, k) else { continue };
                let w = dp.bwd[i + 1][nx];
                if r < w {
                    if role != Role::Person {
                        roles.push(RoleEntry { character: c, role });
                    }
                    st = nx;
                    break;
                }
                r -= w;
            }
        }
        let mut culprits: Vec<Culprit> = vec![];
        for inc in &public.incidents {
            let able = ev.culprit_candidates(public, inc.day);
            let fresh: Vec<Character> =
                able.iter().copied().filter(|c| !culprits.iter().any(|x| x.culprit == *c)).collect();
            let from = if !fresh.is_empty() {
                fresh
            } else if !able.is_empty() {
                able
            } else {
                cast.clone()
            };
            let culprit = from[pick(from.len() as u64) as usize];
            culprits.push(Culprit { day: inc.day, culprit });
        }
        out.push(PrivateCard { main_plot: *main, subplots: subs.clone(), roles, culprits, notes: None });
    }
    out
}

/// [`sample`] restricted to the scripts that also explain every lost loop
/// ([`Evidence::explains_losses`], which the counts cannot hold): rejection sampling, so the
/// kept draws stay uniform over the tighter set. Draws in rounds of `n` until `n` are kept or
/// `tries` rounds were drawn; returns what was kept (possibly fewer than `n`, never an
/// inconsistent one), or, when not one draw explains the losses, the plain draws (the evidence
/// then disagrees with the model, and the counts are the better guide).
pub fn sample_consistent(
    public: &PublicCard,
    ev: &Evidence,
    n: usize,
    tries: usize,
    pick: &mut dyn FnMut(u64) -> u64,
) -> Vec<PrivateCard> {
    if ev.lost_loops.is_empty() && ev.traces.is_empty() {
        return sample(public, ev, n, pick);
    }
    let mut kept = Vec::with_capacity(n);
    let mut first = vec![];
    for round in 0..tries.max(1) {
        let drawn = sample(public, ev, n, pick);
        if drawn.is_empty() {
            return drawn;
        }
        if round == 0 {
            first = drawn.clone();
        }
        kept.extend(drawn.into_iter().filter(|pc| ev.explains_losses(pc) && ev.explains_abilities(pc)));
        if kept.len() >= n {
            kept.truncate(n);
            return kept;
        }
    }
    if kept.is_empty() { first } else { kept }
}

/// What is still possible given the public card and a Protagonist's redacted log.
pub fn deduce(public: &PublicCard, events: &[Event]) -> Deduction {
    deduce_from(public, &Evidence::from_log(events))
}

/// [`deduce`] from already gathered evidence.
pub fn deduce_from(public: &PublicCard, ev: &Evidence) -> Deduction {
    let cast: Vec<Character> = public.characters.iter().map(|e| e.character).collect();
    let mut plots = vec![];
    let mut per = vec![[0u64; NROLES]; cast.len()];
    let mut total = 0;
    for (m, sp) in plot_worlds(public, ev) {
        let (t, p) = count_world(public, ev, m, &sp);
        if t == 0 {
            continue;
        }
        total += t;
        for (acc, x) in per.iter_mut().zip(p) {
            for k in 0..NROLES {
                acc[k] += x[k];
            }
        }
        plots.push(PlotCount { main: m, subplots: sp, assignments: t });
    }
    let roles = cast
        .iter()
        .zip(per)
        .map(|(c, counts)| {
            let v = Role::ALL.iter().zip(counts).filter(|x| x.1 > 0).map(|(r, n)| (*r, n)).collect();
            (*c, v)
        })
        .collect();
    let culprits =
        public.incidents.iter().map(|i| (i.day, i.incident, ev.culprit_candidates(public, i.day))).collect();
    Deduction { total, plots, roles, culprits }
}
