//! The action forms of the viewer's seat, and their fields turned back into commands.
//!
//! Every form is drawn from `GenreFuzzion::legal_commands` for the viewer's seat: a form appears when
//! the rules list its command (`genrefuzzion::listed`: the same command but for what a person writes
//! freely), its choices are the listed ones (the pool's sources, each trick's and flaw's targets by
//! name), and the screen decides nothing itself; `decide` judges what is sent. Anything the forms do
//! not cover goes through the raw JSON form (none of the rules' commands is left to it).

use dice::Die;
use engine::{Game, Legal, SeatId};
use genrefuzzion::data::{self, Currency, Trick};
use genrefuzzion::{
    AttrKind, AttrRef, Choice, Command, EffectAction, EffectUse, ExtraRaise, GenreFuzzion, Party, Phase,
    Scene, Side, Source, State, Step, TableKey, Target, TrickKind, TrickRule,
};
use maud::{Markup, html};
use server::AppError;
use server::routes::{self, pages as route};

use super::{ATTR_KINDS, kind_tag, party, printed, trick_name};
use crate::page::Fields;
use crate::screens::{Cx, raw_command_form};

/// What the rules list for the viewer's seat now (`GenreFuzzion::legal_commands`): every form is
/// drawn from it and offers only what is listed; the screen decides nothing itself.
struct Listed<'a> {
    s: &'a State,
    legal: Vec<Legal<Command>>,
}

impl Listed<'_> {
    /// Whether the rules list `c` (but for what a player writes freely: its texts, its open fields).
    fn has(&self, c: &Command) -> bool {
        genrefuzzion::listed(self.s, &self.legal, c)
    }

    /// The listed commands.
    fn commands(&self) -> impl Iterator<Item = &Command> {
        self.legal.iter().map(|l| &l.command)
    }
}

/// The server's clock (`now_ms`, from `AppConfig::clock`) in Unix seconds. The rules have no clock
/// (game crates are pure): the Moderator's "contact the late player" and "suspend the scene"
/// commands carry the time they are sent, and the rules compare it with the deadline ("Si el
/// jugador no responde en el límite de tiempo máximo..."). The page takes it from the server's
/// clock, never from the browser, so nobody can suspend a scene early by sending a time of their
/// choosing through these forms.
fn secs(now_ms: i64) -> u64 {
    u64::try_from(now_ms.div_euclid(1000)).unwrap_or(0)
}

const X: &str = "x";

fn enc_party(p: &Party) -> String {
    match p {
        Party::Character { id } => format!("c:{id}"),
        Party::Extra { name } => format!("x:{name}"),
    }
}

fn dec_party(v: &str, new_name: Option<&str>) -> Result<Party, AppError> {
    if v == "new" {
        let name = new_name.ok_or_else(|| {
            AppError::bad("form.genrefuzzion.extra_name", "write the name of the new extra")
        })?;
        return Ok(Party::Extra { name: name.to_owned() });
    }
    if let Some(id) = v.strip_prefix("c:") {
        return id.parse().map(|id| Party::Character { id }).map_err(|_| {
            AppError::bad("form.genrefuzzion.party", "choose a character or an extra from the list")
        });
    }
    if let Some(name) = v.strip_prefix("x:").filter(|n| !n.trim().is_empty()) {
        return Ok(Party::Extra { name: name.to_owned() });
    }
    Err(AppError::bad("form.genrefuzzion.party", "choose a character or an extra from the list"))
}

fn enc_attr(a: AttrRef) -> String {
    format!("{}:{}", kind_tag(a.kind), a.index)
}

fn dec_attr(v: &str) -> Result<AttrRef, AppError> {
    let bad = || AppError::bad("form.genrefuzzion.attr", "choose an attribute from the list");
    let (k, i) = v.split_once(':').ok_or_else(bad)?;
    let kind = ATTR_KINDS.into_iter().find(|kind| kind_tag(*kind) == k).ok_or_else(bad)?;
    Ok(AttrRef { kind, index: i.parse().map_err(|_| bad())? })
}

fn num<T: std::str::FromStr>(fields: &Fields, name: &str) -> Result<T, AppError> {
    fields.text(name).and_then(|v| v.parse().ok()).ok_or_else(|| {
        AppError::bad("form.genrefuzzion.number", format!("{name} must be a number from the form's choices"))
    })
}

fn text(fields: &Fields, name: &str) -> Result<String, AppError> {
    fields.text(name).map(str::to_owned).ok_or_else(|| {
        AppError::bad(
            "form.genrefuzzion.empty",
            format!("write something in \"{name}\": it may not be empty"),
        )
    })
}

fn die(fields: &Fields, name: &str) -> Result<Die, AppError> {
    fields.text(name).and_then(|v| v.parse().ok()).ok_or_else(|| {
        AppError::bad("form.genrefuzzion.die", format!("{name} must be a die: d4, d6, d8, d10 or d12"))
    })
}

/// The row of the tricks' or flaws' table chosen in `name` (its key), its placeholders filled with
/// the words in `{name}_fill`.
fn trick_choice<K: TableKey>(fields: &Fields, name: &str) -> Result<Choice<K>, AppError> {
    let key = text(fields, name)?;
    let table = if K::KIND == TrickKind::Trick { "tricks" } else { "flaws" };
    let row = K::from_key(&key).ok_or_else(|| {
        AppError::bad("form.genrefuzzion.trick", format!("\"{key}\" is not a row of the table of {table}"))
    })?;
    let fill = fields.text(&format!("{name}_fill")).unwrap_or("");
    let fills = row.row().placeholders().into_iter().map(|p| (p, fill.to_owned())).collect();
    Ok(Choice::new(row, fills))
}

fn source(v: &str) -> Result<Source, AppError> {
    let bad =
        || AppError::bad("form.genrefuzzion.source", format!("\"{v}\" is not a source of dice of this form"));
    let p: Vec<&str> = v.split(':').collect();
    let n = |i: usize| p.get(i).and_then(|x| x.parse::<usize>().ok()).ok_or_else(bad);
    Ok(match p.first().copied() {
        Some("cliche") => Source::Cliche { index: n(1)? },
        Some("relationship") => Source::Relationship { index: n(1)? },
        Some("advantage") => Source::Advantage { index: n(1)?, sacrifice: false },
        Some("sacrifice") => Source::Advantage { index: n(1)?, sacrifice: true },
        Some("problem") => Source::OpponentProblem { index: n(1)? },
        Some("scene") => Source::SceneCliche { index: n(1)? },
        Some("ally") => Source::Ally {
            ally: n(1)?,
            attr: dec_attr(&format!("{}:{}", p.get(2).ok_or_else(bad)?, p.get(3).ok_or_else(bad)?))?,
        },
        Some("opp") => Source::OpponentAttribute {
            attr: dec_attr(&format!("{}:{}", p.get(1).ok_or_else(bad)?, p.get(2).ok_or_else(bad)?))?,
        },
        Some("gift") => Source::Gift { index: n(1)? },
        Some("karma") => Source::KarmaD6,
        Some("trick8") => Source::TrickD8 { trick: n(1)? },
        Some("trick12") => Source::TrickD12 { trick: n(1)? },
        _ => return Err(bad()),
    })
}

/// The number after `tag:` in a listed choice's value (`escalate:2`).
fn index_of(v: &str, tag: &str) -> Result<usize, AppError> {
    v.strip_prefix(tag).and_then(|r| r.strip_prefix(':')).and_then(|n| n.parse().ok()).ok_or_else(|| {
        AppError::bad("form.genrefuzzion.number", format!("\"{v}\" is not one of the form's choices"))
    })
}

/// Two character indexes, `from:to`, as the suggestion form lists them.
fn pair(v: &str) -> Result<(usize, usize), AppError> {
    let bad = || AppError::bad("form.genrefuzzion.party", "choose a character or an extra from the list");
    let (a, b) = v.split_once(':').ok_or_else(bad)?;
    Ok((a.parse().map_err(|_| bad())?, b.parse().map_err(|_| bad())?))
}

/// The most extra effects the victory form offers rows for (one per free die but the effect die's;
/// a pool rarely leaves more than a few free).
const MAX_EXTRA_ROWS: usize = 6;

fn currency(fields: &Fields) -> Result<Currency, AppError> {
    dec_currency(fields.get("pay").unwrap_or(""))
}

fn dec_currency(code: &str) -> Result<Currency, AppError> {
    match code {
        "pv" => Ok(Currency::Pv),
        "pk" => Ok(Currency::Pk),
        _ => Err(AppError::bad("form.genrefuzzion.currency", "pay with VP or KP")),
    }
}

fn pay_code(pay: Currency) -> &'static str {
    match pay {
        Currency::Pv => "pv",
        Currency::Pk => "pk",
    }
}

/// "1 PK" / "1 KP": what endorsing costs, in the reader's words.
fn pay_label(cx: &Cx, pay: Currency) -> String {
    let message = match pay {
        Currency::Pv => "gf-cost-vp",
        Currency::Pk => "gf-cost-kp",
    };
    cx.lang().t_args(message, &[("n", 1.into())])
}

/// The command of an action form, sent at `now_ms` by the server's clock.
pub fn command(fields: &Fields, now_ms: i64) -> Result<Command, AppError> {
    let form = fields.get("form").unwrap_or("");
    let phases: [PhaseCommand; 4] = [creation_command, scene_command, interval_command, campaign_command];
    for read in phases {
        if let Some(command) = read(form, fields, now_ms)? {
            return Ok(command);
        }
    }
    Err(AppError::bad("form.genrefuzzion.unknown", format!("\"{form}\" is not a GenreFuzzion form")))
}

/// The command of a form of one part of the game, `None` for a form of another part.
type PhaseCommand = fn(&str, &Fields, i64) -> Result<Option<Command>, AppError>;

/// Character creation ("Creación de personajes"): the clichés, the name, the relationships and their dice, the tricks and the flaw, the objectives.
fn creation_command(form: &str, fields: &Fields, _now_ms: i64) -> Result<Option<Command>, AppError> {
    use Command::*;
    Ok(Some(match form {
        "propose" => match fields.text("number") {
            Some(n) => ProposeTableCliche {
                number: n.parse().map_err(|_| {
                    AppError::bad("form.genrefuzzion.number", "choose a cliché of the table (1-100)")
                })?,
            },
            None => ProposeCliche { text: text(fields, "text")? },
        },
        "draft" => DraftCliche { index: num(fields, "index")? },
        "own" => {
            AddOwnCliches { cliches: vec![text(fields, "c1")?, text(fields, "c2")?, text(fields, "c3")?] }
        }
        "cliche-dice" => AssignClicheDice {
            dice: (0..6).map(|i| die(fields, &format!("die{i}"))).collect::<Result<_, _>>()?,
        },
        "name" => NameCharacter { name: text(fields, "name")? },
        "relationship" => {
            let to = dec_party(fields.get("to").unwrap_or(""), fields.text("extra_name"))?;
            let via_extra = fields.text("via_extra").map(str::to_owned);
            match fields.text("number") {
                Some(n) => DeclareTableRelationship {
                    to,
                    number: n.parse().map_err(|_| {
                        AppError::bad(
                            "form.genrefuzzion.number",
                            "choose a relationship of the table (1-100)",
                        )
                    })?,
                    via_extra,
                },
                None => DeclareRelationship { to, via_extra, text: text(fields, "text")? },
            }
        }
        "close-relationships" => CloseRelationships,
        "rel-dice" => {
            let n: usize = num(fields, "count")?;
            AssignRelationshipDice {
                dice: (0..n).map(|i| die(fields, &format!("die{i}"))).collect::<Result<_, _>>()?,
            }
        }
        "tricks" => ChooseTricks {
            tricks: vec![trick_choice(fields, "trick1")?, trick_choice(fields, "trick2")?],
            flaw: trick_choice(fields, "flaw")?,
        },
        "objective" => SetObjective {
            character: num(fields, "character")?,
            text: text(fields, "text")?,
            difficulty: num(fields, "difficulty")?,
        },
        _ => return Ok(None),
    }))
}

/// A scene ("Escenas"): starting it, the Antagonist presenting itself, the pools, the victory and its effects, the rating, the tricks and flaws used in it.
fn scene_command(form: &str, fields: &Fields, _now_ms: i64) -> Result<Option<Command>, AppError> {
    use Command::*;
    Ok(Some(match form {
        "start-scene" => {
            let mut cliches = Vec::new();
            for i in 0..3 {
                if let Some(name) = fields.text(&format!("sc{i}")) {
                    cliches.push(genrefuzzion::Attr {
                        name: name.to_owned(),
                        die: die(fields, &format!("sc{i}_die"))?,
                    });
                }
            }
            let mut allies = Vec::new();
            for a in fields.all("ally") {
                allies.push(dec_party(a, None)?);
            }
            StartScene {
                title: text(fields, "title")?,
                setting: text(fields, "setting")?,
                tone: text(fields, "tone")?,
                cliches,
                antagonist: dec_party(fields.get("antagonist").unwrap_or(""), fields.text("extra_name"))?,
                intention: text(fields, "intention")?,
                allies,
                grand_finale: fields.checked("grand_finale"),
            }
        }
        "call-interval" => CallInterval,
        "reformulate" => ReformulateIntention { intention: text(fields, "intention")? },
        "present" => {
            let define: Vec<String> =
                (0..5).filter_map(|i| fields.text(&format!("define{i}")).map(str::to_owned)).collect();
            // "El Antagonista se presenta": each escalated cliché, and one new cliché if written.
            let mut raises: Vec<ExtraRaise> = Vec::new();
            for v in fields.all("raise") {
                raises.push(ExtraRaise::Escalate { index: index_of(v, "escalate")? });
            }
            if let Some(name) = fields.text("raise_new") {
                raises.push(ExtraRaise::AddCliche { name: name.to_owned() });
            }
            let allies = fields.all("ally").map(|a| dec_party(a, None)).collect::<Result<_, _>>()?;
            PresentAntagonist {
                define,
                description: fields.text("description").unwrap_or("").to_owned(),
                raises,
                intention: text(fields, "intention")?,
                allies,
            }
        }
        "refuse-ally" => RefuseAlly { ally: num(fields, "ally")? },
        "veto-ally" => VetoExtraAlly { ally: num(fields, "ally")? },
        "roll" => RollPool { sources: fields.all("src").map(source).collect::<Result<_, _>>()? },
        "boost" => Boost { with: currency(fields)? },
        "stand" => Stand,
        "surrender" => Surrender,
        "gift" => GiftAttribute { attr: dec_attr(fields.get("attr").unwrap_or(""))? },
        "victory" => claim_victory(fields)?,
        "rate" => Rate {
            protagonist: num(fields, "protagonist")?,
            antagonist: num(fields, "antagonist")?,
            justification: text(fields, "justification")?,
        },
        "close-group-rating" => CloseGroupRating,
        "use-trick" => {
            // "trick" or "trick:target", as the form lists them.
            let bad = || AppError::bad("form.genrefuzzion.trick", "choose a trick from the list");
            let v = fields.get("trick").unwrap_or("");
            let mut parts = v.split(':').map(|x| x.parse::<usize>().map_err(|_| bad()));
            let trick = parts.next().ok_or_else(bad)??;
            let target = parts.next().transpose()?;
            UseTrick { trick, target }
        }
        "activate-flaw" => {
            // "character:flaw" then its targets, as the form lists them.
            let bad = || AppError::bad("form.genrefuzzion.flaw", "choose a flaw from the list");
            let v = fields.get("flaw").unwrap_or("");
            let parts: Vec<usize> =
                v.split(':').map(|x| x.parse::<usize>().map_err(|_| bad())).collect::<Result<_, _>>()?;
            let [character, flaw, target @ ..] = parts.as_slice() else { return Err(bad()) };
            ActivateFlaw { character: *character, flaw: *flaw, target: target.to_vec() }
        }
        "ally-intention" => {
            AllyIntention { ally: num(fields, "ally")?, intention: text(fields, "intention")? }
        }
        _ => return Ok(None),
    }))
}

/// The interval between scenes ("Intervalo"): relationships, attributes, objectives, training, tricks and flaws, newcomers and what they are given.
fn interval_command(form: &str, fields: &Fields, _now_ms: i64) -> Result<Option<Command>, AppError> {
    use Command::*;
    Ok(Some(match form {
        "suggest-relationship" => {
            let (from, to) = pair(fields.get("pair").unwrap_or(""))?;
            SuggestRelationship { from, to, text: text(fields, "text")? }
        }
        "change-attribute" => ChangeAttribute {
            attr: dec_attr(fields.get("attr").unwrap_or(""))?,
            text: text(fields, "text")?,
            target: match fields.text("target") {
                None => None,
                Some(v) => Some(dec_party(v, fields.text("extra_name"))?),
            },
        },
        "change-objective" => ChangeObjective { index: num(fields, "index")?, text: text(fields, "text")? },
        "modify-objective" => ModifyObjective {
            index: num(fields, "index")?,
            text: text(fields, "text")?,
            difficulty: num(fields, "difficulty")?,
        },
        "add-relationship" => AddRelationship {
            to: dec_party(fields.get("to").unwrap_or(""), fields.text("extra_name"))?,
            text: text(fields, "text")?,
        },
        "redirect" => {
            // "index|party", as the form lists them.
            let v = fields.get("redirect").unwrap_or("");
            let (i, to) = v.split_once('|').ok_or_else(|| {
                AppError::bad("form.genrefuzzion.relationship", "choose a relationship from the list")
            })?;
            RedirectRelationship {
                index: i.parse().map_err(|_| {
                    AppError::bad("form.genrefuzzion.relationship", "choose a relationship from the list")
                })?,
                to: dec_party(to, fields.text("extra_name"))?,
            }
        }
        "cash" => {
            // "index:pv:pk", as the form lists them.
            let bad =
                || AppError::bad("form.genrefuzzion.relationship", "choose a relationship from the list");
            let parts: Vec<u32> = fields
                .get("cash")
                .unwrap_or("")
                .split(':')
                .map(|x| x.parse::<u32>().map_err(|_| bad()))
                .collect::<Result<_, _>>()?;
            let [index, pv, pk] = parts.as_slice() else { return Err(bad()) };
            CashRelationship { index: *index as usize, pv: *pv, pk: *pk }
        }
        "custom-trick" => {
            let kind = match fields.get("kind") {
                Some("flaw") => TrickKind::Flaw,
                _ => TrickKind::Trick,
            };
            LearnCustomTrick {
                kind,
                row: data::TableRow {
                    name: text(fields, "name")?,
                    cost: num(fields, "cost")?,
                    // As the tables' rows, in PV or PK ("Tabla de Trucos": "1 PV", "1 PK").
                    currency: match fields.get("currency") {
                        Some("pk") => Currency::Pk,
                        Some("pv") => Currency::Pv,
                        _ => return Err(AppError::bad("form.genrefuzzion.currency", "pay with VP or KP")),
                    },
                    activation: text(fields, "activation")?,
                    effect: text(fields, "effect")?,
                },
                vote: num(fields, "vote")?,
            }
        }
        "contribute" => {
            ContributeCliche { newcomer: SeatId(num(fields, "newcomer")?), text: text(fields, "text")? }
        }
        "sponsor" => Sponsor {
            to: SeatId(num(fields, "to")?),
            pv: fields.text("pv").map_or(Ok(0), |_| num(fields, "pv"))?,
            pk: fields.text("pk").map_or(Ok(0), |_| num(fields, "pk"))?,
        },
        "create-character" => {
            let mut drafted = Vec::new();
            for v in fields.all("drafted") {
                drafted.push(v.parse().map_err(|_| {
                    AppError::bad("form.genrefuzzion.number", "choose the contributed clichés from the list")
                })?);
            }
            let own: Vec<String> =
                (0..6).filter_map(|i| fields.text(&format!("own{i}")).map(str::to_owned)).collect();
            let mut relationships = Vec::new();
            for i in 0..2 {
                relationships.push((
                    dec_party(
                        fields.get(&format!("rel{i}_to")).unwrap_or(""),
                        fields.text(&format!("rel{i}_extra")),
                    )?,
                    text(fields, &format!("rel{i}_text"))?,
                    die(fields, &format!("rel{i}_die"))?,
                ));
            }
            let mut objectives = Vec::new();
            for i in 0..2 {
                objectives
                    .push((text(fields, &format!("obj{i}_text"))?, num(fields, &format!("obj{i}_diff"))?));
            }
            CreateCharacter {
                name: text(fields, "name")?,
                drafted,
                own,
                dice: (0..6).map(|i| die(fields, &format!("die{i}"))).collect::<Result<_, _>>()?,
                relationships,
                objectives,
                tricks: vec![trick_choice(fields, "trick1")?, trick_choice(fields, "trick2")?],
                flaw: trick_choice(fields, "flaw")?,
            }
        }
        "request-next" => RequestNextScene,
        "end-interval" => {
            EndInterval { cede_to: fields.text("cede_to").and_then(|v| v.parse().ok()).map(SeatId) }
        }
        "train" => Train { attr: dec_attr(fields.get("attr").unwrap_or(""))? },
        "add-cliche" => AddCliche { name: text(fields, "name")? },
        "learn-trick" => LearnTrick { choice: trick_choice(fields, "trick")? },
        "take-flaw" => TakeFlaw { choice: trick_choice(fields, "flaw")? },
        "analyse" => AnalyseObjective { index: num(fields, "index")? },
        "satisfy" => SatisfyObjective { index: num(fields, "index")? },
        "close-objective" => CloseObjective { index: num(fields, "index")? },
        "endorse" => {
            let bad = || AppError::bad("form.genrefuzzion.objective", "choose an objective from the list");
            let v = fields.get("objective").unwrap_or("");
            let mut parts = v.splitn(3, ':');
            let (Some(c), Some(i), Some(pay)) = (parts.next(), parts.next(), parts.next()) else {
                return Err(bad());
            };
            EndorseObjective {
                character: c.parse().map_err(|_| bad())?,
                index: i.parse().map_err(|_| bad())?,
                pay: dec_currency(pay)?,
            }
        }
        "retire" => RetireCharacter,
        _ => return Ok(None),
    }))
}

/// "Ganando una Escena": the winner's effect die (an advantage, a problem, an escalated problem or
/// an annulled attribute) and each extra effect row with a die chosen.
fn claim_victory(fields: &Fields) -> Result<Command, AppError> {
    let effect = match fields.text("effect_die") {
        None => None,
        Some(d) => {
            let die: usize = d.parse().map_err(|_| {
                AppError::bad("form.genrefuzzion.effect", "choose the effect die from the list")
            })?;
            let action = match fields.get("effect_kind") {
                Some("advantage") => EffectAction::Advantage {
                    name: text(fields, "effect_name")?,
                    only_against_opponent: fields.checked("only_against"),
                },
                Some("problem") => EffectAction::Problem { name: text(fields, "effect_name")? },
                Some("escalate") => EffectAction::EscalateProblem { index: num(fields, "problem")? },
                Some("annul") => {
                    // The form names sides relative to the winner; the command names them.
                    let v = fields.get("annul").unwrap_or("");
                    let (whose, attr) = v.split_once('/').ok_or_else(|| {
                        AppError::bad("form.genrefuzzion.attr", "choose an attribute from the list")
                    })?;
                    let winner = if fields.get("winner") == Some("antagonist") {
                        Side::Antagonist
                    } else {
                        Side::Protagonist
                    };
                    let side = if whose == "own" { winner } else { winner.other() };
                    EffectAction::Annul { side, attr: dec_attr(attr)? }
                }
                _ => {
                    return Err(AppError::bad(
                        "form.genrefuzzion.effect",
                        "choose what the effect die becomes: an advantage, a problem, an escalated problem or an annulled attribute",
                    ));
                }
            };
            Some(EffectUse { die, action })
        }
    };
    // Extra effects ("Ganando una Escena"): each row with a die chosen becomes one.
    let mut extra = Vec::new();
    for i in 0..MAX_EXTRA_ROWS {
        let Some(d) = fields.text(&format!("extra{i}_die")) else { continue };
        let die: usize = d
            .parse()
            .map_err(|_| AppError::bad("form.genrefuzzion.effect", "choose the effect die from the list"))?;
        let name = || text(fields, &format!("extra{i}_name"));
        let action = match fields.get(&format!("extra{i}_kind")) {
            Some("advantage") => EffectAction::Advantage { name: name()?, only_against_opponent: false },
            Some("problem") => EffectAction::Problem { name: name()? },
            Some(v) if v.starts_with("escalate:") => {
                EffectAction::EscalateProblem { index: index_of(v, "escalate")? }
            }
            _ => {
                return Err(AppError::bad(
                    "form.genrefuzzion.effect",
                    "choose what each extra effect die becomes",
                ));
            }
        };
        extra.push(EffectUse { die, action });
    }
    Ok(Command::ClaimVictory { effect, extra })
}

/// The campaign around the scenes: the Moderator's clock and seats, votes and the grand finale.
fn campaign_command(form: &str, fields: &Fields, now_ms: i64) -> Result<Option<Command>, AppError> {
    use Command::*;
    Ok(Some(match form {
        "nudge" => NudgeLatePlayer { now: secs(now_ms) },
        "suspend" => SuspendScene { now: secs(now_ms), next_starter: SeatId(num(fields, "next_starter")?) },
        "resume" => ResumeScene { index: num(fields, "index")? },
        "withdraw" => WithdrawScene { index: num(fields, "index")? },
        "end-campaign" => EndCampaign,
        "admit" => AdmitPlayer { name: text(fields, "name")? },
        "retire-absent" => RetireAbsentPlayer { player: SeatId(num(fields, "player")?) },
        "welcome-back" => WelcomeBack { player: SeatId(num(fields, "player")?) },
        "hand-over" => HandOver { to: SeatId(num(fields, "to")?) },
        "cancel-finale" => CancelGrandFinale,
        "open-vote" => OpenVote {
            question: text(fields, "question")?,
            options: text(fields, "options")?
                .lines()
                .map(str::trim)
                .filter(|l| !l.is_empty())
                .map(str::to_owned)
                .collect(),
        },
        "vote" => CastVote { vote: num(fields, "vote")?, option: num(fields, "option")? },
        "close-vote" => CloseVote { vote: num(fields, "vote")? },
        "propose-finale" => ProposeGrandFinale { framing: text(fields, "framing")? },
        "agree-finale" => AgreeGrandFinale,
        _ => return Ok(None),
    }))
}

// --- drawing --------------------------------------------------------------------------------------

fn die_select(name: &str, dice: &[Die], selected: Option<Die>) -> Markup {
    labelled_die_select(name, dice, selected, None)
}

/// A die select named by `label` where no `<label>` element stands beside it.
fn labelled_die_select(name: &str, dice: &[Die], selected: Option<Die>, label: Option<String>) -> Markup {
    html! {
        select name=(name) id=(name) aria-label=[label] {
            @for d in dice { option value=(d.to_string()) selected[selected == Some(*d)] { (d.to_string()) } }
        }
    }
}

fn submit(label: String) -> Markup {
    html! { button type="submit" { (label) } }
}

/// The viewer's action forms, only those the rules accept now.
pub fn actions(cx: &Cx, s: &State) -> Markup {
    let Some(seat) = cx.seat() else { return html! {} };
    let l = Listed { s, legal: GenreFuzzion::legal_commands(s, seat) };
    let mut out: Vec<Markup> = Vec::new();
    creation_forms(cx, s, seat, &l, &mut out);
    lull_forms(cx, s, &l, &mut out);
    if let Some(sc) = &s.scene {
        scene_forms(cx, s, sc, seat, &l, &mut out);
    }
    interval_forms(cx, s, seat, &l, &mut out);
    newcomer_forms(cx, s, seat, &l, &mut out);
    table_forms(cx, s, &l, &mut out);
    html! {
        section.gf-actions {
            h2 { (cx.t("gf-your-actions")) }
            @if out.is_empty() { p.muted { (cx.t("gf-nothing-to-do")) } }
            @for m in &out { (m) }
            @if !matches!(s.phase, Phase::Over) { (raw_command_form(cx)) }
        }
    }
}

fn creation_forms(cx: &Cx, s: &State, seat: SeatId, l: &Listed, out: &mut Vec<Markup>) {
    cliche_forms(cx, s, seat, l, out);
    relationship_forms(cx, s, seat, l, out);
    finishing_forms(cx, s, seat, l, out);
}

/// "Pozo de Clichés" and the character's name: proposing and drafting clichés, writing one's own, their dice.
fn cliche_forms(cx: &Cx, s: &State, seat: SeatId, l: &Listed, out: &mut Vec<Markup>) {
    let t = data::tables();
    let language = super::language(cx.lang());
    // "Pozo de Clichés": the table's rows the rules list now (one already in the pool is not).
    let numbers: Vec<u32> = l
        .commands()
        .filter_map(|c| match c {
            Command::ProposeTableCliche { number } => Some(*number),
            _ => None,
        })
        .collect();
    if l.has(&Command::ProposeCliche { text: X.into() }) {
        let left = 3 - s.proposed.get(&seat).copied().unwrap_or(0).min(3);
        let cliches = t.cliches_in(language);
        out.push(cx.form(
            "propose",
            html! {
                h3 { (cx.t("gf-form-propose")) " " span.muted { (cx.lang().t_args("gf-left", &[("n", left.into())])) } }
                label for="gf-propose-number" { (cx.t("gf-from-table")) }
                select #gf-propose-number name="number" {
                    option value="" { (cx.t("gf-write-own")) }
                    @for n in &numbers {
                        @if let Some(c) = cliches.get(*n as usize - 1) { option value=(n) { (n) ". " (cx.lang().translated(c.clone())) } }
                    }
                }
                label for="gf-propose-text" { (cx.t("gf-or-write")) }
                input #gf-propose-text name="text" maxlength="120";
                (submit(cx.t("gf-send")))
            },
        ));
    }
    let draftable: Vec<usize> =
        (0..s.cliche_pool.len()).filter(|i| l.has(&Command::DraftCliche { index: *i })).collect();
    if !draftable.is_empty() {
        out.push(cx.form(
            "draft",
            html! {
                h3 { (cx.t("gf-form-draft")) }
                label for="gf-draft" { (cx.t("gf-cliche")) }
                select #gf-draft name="index" {
                    @for i in &draftable { option value=(i) { (printed(cx.lang(), &s.cliche_pool[*i].1)) } }
                }
                (submit(cx.t("gf-draft")))
            },
        ));
    }
    if l.has(&Command::AddOwnCliches { cliches: vec![X.into(), "y".into(), "z".into()] }) {
        out.push(cx.form(
            "own",
            html! {
                h3 { (cx.t("gf-form-own")) }
                @for i in 1..=3 {
                    label for={ "gf-own-" (i) } { (cx.lang().t_args("gf-own-n", &[("n", i.into())])) }
                    input id={ "gf-own-" (i) } name={ "c" (i) } required maxlength="120";
                }
                (submit(cx.t("gf-send")))
            },
        ));
    }
    let six = vec![Die::D8, Die::D8, Die::D6, Die::D6, Die::D4, Die::D4];
    if l.has(&Command::AssignClicheDice { dice: six.clone() }) {
        let names: Vec<String> = s
            .drafted
            .get(&seat)
            .cloned()
            .unwrap_or_default()
            .into_iter()
            .chain(s.own_cliches.get(&seat).cloned().unwrap_or_default())
            .collect();
        out.push(cx.form(
            "cliche-dice",
            html! {
                h3 { (cx.t("gf-form-cliche-dice")) }
                p.muted { (cx.t("gf-cliche-dice-help")) }
                @for (i, n) in names.iter().enumerate() {
                    div.gf-row { label for={ "die" (i) } { (printed(cx.lang(), n)) } (die_select(&format!("die{i}"), &[Die::D8, Die::D6, Die::D4], six.get(i).copied())) }
                }
                (submit(cx.t("gf-send")))
            },
        ));
    }
    if l.has(&Command::NameCharacter { name: "Zz Unused Name".into() }) {
        out.push(cx.form(
            "name",
            html! {
                h3 { (cx.t("gf-form-name")) }
                label for="gf-name" { (cx.t("gf-name")) }
                input #gf-name name="name" required maxlength="60";
                (submit(cx.t("gf-send")))
            },
        ));
    }
}

/// "Relaciones": whom the holder (or the one answering) may name, and the relationships' dice.
fn relationship_forms(cx: &Cx, s: &State, _seat: SeatId, l: &Listed, out: &mut Vec<Markup>) {
    let t = data::tables();
    let language = super::language(cx.lang());
    // The relationships chain: whom the holder (or the one answering) may name.
    if matches!(s.phase, Phase::Relationships { .. }) {
        let targets: Vec<Party> = (0..s.characters.len())
            .map(|id| Party::Character { id })
            .filter(|p| {
                l.has(&Command::DeclareRelationship { to: p.clone(), via_extra: None, text: X.into() })
            })
            .collect();
        let extra_ok = l.has(&Command::DeclareRelationship {
            to: Party::Extra { name: "Zz".into() },
            via_extra: None,
            text: X.into(),
        });
        if !targets.is_empty() || extra_ok {
            out.push(cx.form(
                "relationship",
                html! {
                    h3 { (cx.t("gf-form-relationship")) }
                    label for="gf-rel-to" { (cx.t("gf-with")) }
                    select #gf-rel-to name="to" {
                        @for p in &targets { option value=(enc_party(p)) { (party(s, p)) } }
                        @if extra_ok { option value="new" { (cx.t("gf-an-extra")) } }
                    }
                    @if extra_ok {
                        label for="gf-rel-extra" { (cx.t("gf-extra-name")) }
                        input #gf-rel-extra name="extra_name" maxlength="60";
                    }
                    label for="gf-rel-number" { (cx.t("gf-from-table")) }
                    select #gf-rel-number name="number" {
                        option value="" { (cx.t("gf-write-own")) }
                        @for (i, r) in t.relationships_in(language).iter().enumerate() { option value=(i + 1) { (i + 1) ". " (cx.lang().translated(r.clone())) } }
                    }
                    label for="gf-rel-text" { (cx.t("gf-or-write")) }
                    input #gf-rel-text name="text" maxlength="160";
                    label for="gf-rel-via" { (cx.t("gf-via-extra-label")) }
                    input #gf-rel-via name="via_extra" maxlength="60";
                    (submit(cx.t("gf-send")))
                },
            ));
        }
        suggest_form(cx, s, l, out);
        if l.has(&Command::CloseRelationships) {
            out.push(cx.form("close-relationships", html! { h3 { (cx.t("gf-form-close-relationships")) } (submit(cx.t("gf-close-relationships"))) }));
        }
    }
}

/// Finishing the characters: the tricks and the flaw ("Trucos y Tretas") and the objectives.
fn finishing_forms(cx: &Cx, s: &State, seat: SeatId, l: &Listed, out: &mut Vec<Markup>) {
    if let Some(me) = s.character_of(seat).filter(|_| s.phase == Phase::Finishing) {
        let n = s.characters[me].sheet.relationships.len();
        if l.has(&Command::AssignRelationshipDice { dice: vec![Die::D6; n] }) {
            out.push(cx.form(
                "rel-dice",
                html! {
                    h3 { (cx.t("gf-form-rel-dice")) }
                    p.muted { (cx.t("gf-rel-dice-help")) }
                    input type="hidden" name="count" value=(n);
                    @for (i, r) in s.characters[me].sheet.relationships.iter().enumerate() {
                        div.gf-row { label for={ "die" (i) } { (printed(cx.lang(), &r.text)) } (die_select(&format!("die{i}"), &[Die::D8, Die::D6, Die::D4], Some(Die::D6))) }
                    }
                    (submit(cx.t("gf-send")))
                },
            ));
        }
        if s.characters[me].tricks.is_empty() {
            out.push(cx.form(
                "tricks",
                html! {
                    h3 { (cx.t("gf-form-tricks")) }
                    p.muted { (cx.t("gf-tricks-help")) }
                    (tricks_and_flaw(cx, "gf-"))
                    (submit(cx.t("gf-send")))
                },
            ));
        }
    }
    if s.phase == Phase::Finishing {
        let whose: Vec<usize> = (0..s.characters.len())
            .filter(|c| l.has(&Command::SetObjective { character: *c, text: X.into(), difficulty: 10 }))
            .collect();
        if !whose.is_empty() {
            out.push(cx.form(
                "objective",
                html! {
                    h3 { (cx.t("gf-form-objective")) }
                    label for="gf-obj-char" { (cx.t("gf-character")) }
                    select #gf-obj-char name="character" {
                        @for c in &whose { option value=(c) { (s.characters[*c].name) } }
                    }
                    label for="gf-obj-text" { (cx.t("gf-objective")) }
                    input #gf-obj-text name="text" required maxlength="160";
                    label for="gf-obj-diff" { (cx.t("gf-difficulty")) }
                    input #gf-obj-diff name="difficulty" type="number" min="5" max="15" step="1" value="10" required;
                    (submit(cx.t("gf-send")))
                },
            ));
        }
    }
}

fn lull_forms(cx: &Cx, s: &State, l: &Listed, out: &mut Vec<Markup>) {
    if !matches!(s.phase, Phase::Lull { .. }) {
        return;
    }
    // "Definir la escena": the antagonists, allies and Grand Finale the rules list for a scene.
    let starts: Vec<(&Party, &Vec<Party>, bool)> = l
        .commands()
        .filter_map(|c| match c {
            Command::StartScene { antagonist, allies, grand_finale, .. } => {
                Some((antagonist, allies, *grand_finale))
            }
            _ => None,
        })
        .collect();
    if !starts.is_empty() {
        let known = genrefuzzion::extra_names(s);
        let new_ok = starts.iter().any(|(a, _, _)| is_new(&known, a));
        let antagonists =
            distinct(starts.iter().map(|(a, _, _)| (*a).clone()).filter(|a| !is_new(&known, a)));
        let allies = distinct(
            starts.iter().filter_map(|(_, al, _)| al.first().cloned()).filter(|a| !is_new(&known, a)),
        );
        let finale = starts.iter().any(|(_, _, g)| *g);
        out.push(cx.form(
            "start-scene",
            html! {
                h3 { (cx.t("gf-form-start-scene")) }
                div.gf-fieldgrid {
                    label for="gf-sc-title" { (cx.t("gf-title")) }
                    input #gf-sc-title name="title" required maxlength="120";
                    label for="gf-sc-setting" { (cx.t("gf-setting")) }
                    input #gf-sc-setting name="setting" required maxlength="200";
                    label for="gf-sc-tone" { (cx.t("gf-tone")) }
                    input #gf-sc-tone name="tone" required maxlength="60";
                    label for="gf-sc-antagonist" { (cx.t("gf-antagonist")) }
                    select #gf-sc-antagonist name="antagonist" {
                        @if new_ok { option value="new" { (cx.t("gf-new-extra")) } }
                        @for p in &antagonists { option value=(enc_party(p)) { (party(s, p)) } }
                    }
                    @if new_ok {
                        label for="gf-sc-extra" { (cx.t("gf-extra-name")) }
                        input #gf-sc-extra name="extra_name" maxlength="60";
                    }
                    label for="gf-sc-intention" { (cx.t("gf-intention")) }
                    input #gf-sc-intention name="intention" required maxlength="200";
                }
                fieldset.gf-scene-cliches {
                    legend { (cx.t("gf-scene-cliches")) " " span.muted { (cx.t("gf-scene-cliches-help")) } }
                    @for i in 0..3 {
                        div.gf-row {
                            input name={ "sc" (i) } maxlength="80" aria-label={ (cx.t("gf-scene-cliche")) " " (i + 1) };
                            (labelled_die_select(
                                &format!("sc{i}_die"),
                                &[Die::D8, Die::D6, Die::D4],
                                Some(Die::D6),
                                Some(cx.lang().t_args("gf-scene-cliche-die", &[("n", (i + 1).into())])),
                            ))
                        }
                    }
                }
                @if !allies.is_empty() {
                    fieldset {
                        legend { (cx.t("gf-allies")) }
                        @for p in &allies {
                            label.check { input type="checkbox" name="ally" value=(enc_party(p)); " " (party(s, p)) }
                        }
                    }
                }
                @if finale {
                    label.check { input type="checkbox" name="grand_finale" checked; " " (cx.t("gf-finale")) }
                }
                (submit(cx.t("gf-start-scene")))
            },
        ));
    }
    if l.has(&Command::CallInterval) {
        out.push(cx.form(
            "call-interval",
            html! { h3 { (cx.t("gf-form-call-interval")) } (submit(cx.t("gf-call-interval"))) },
        ));
    }
    for i in 0..s.suspended.len() {
        if l.has(&Command::ResumeScene { index: i }) {
            out.push(cx.form("resume", html! { input type="hidden" name="index" value=(i); (submit(format!("{} {}", cx.t("gf-resume"), s.suspended[i].title))) }));
        }
        if l.has(&Command::WithdrawScene { index: i }) {
            out.push(cx.form("withdraw", html! { input type="hidden" name="index" value=(i); (submit(format!("{} {}", cx.t("gf-withdraw"), s.suspended[i].title))) }));
        }
    }
}

/// The dice sources a side may add to its pool now, each with its die (for the odds) and label.
fn sources(lang: crate::i18n::Lang, s: &State, sc: &Scene, side: Side, l: &Listed) -> Vec<(String, String)> {
    let me = sc.leader(side);
    let opp = sc.leader(side.other());
    let sheet = s.sheet(&me).cloned().unwrap_or_default();
    let opp_sheet = s.sheet(&opp).cloned().unwrap_or_default();
    let mut all: Vec<(Source, String, String)> = Vec::new();
    let d = |d: Die| d.to_string();
    for (i, a) in sheet.cliches.iter().enumerate() {
        all.push((
            Source::Cliche { index: i },
            format!("cliche:{i}:{}", d(a.die)),
            format!("{} {}", printed(lang, &a.name), d(a.die)),
        ));
    }
    for (i, r) in sheet.relationships.iter().enumerate() {
        if let Some(die) = r.die {
            all.push((
                Source::Relationship { index: i },
                format!("relationship:{i}:{}", d(die)),
                format!("{} {}", printed(lang, &r.text), d(die)),
            ));
        }
    }
    for (i, a) in sheet.advantages.iter().enumerate() {
        let die = a.attr.die;
        all.push((
            Source::Advantage { index: i, sacrifice: false },
            format!("advantage:{i}:{}", d(die)),
            format!("{} {}", printed(lang, &a.attr.name), d(die)),
        ));
        all.push((
            Source::Advantage { index: i, sacrifice: true },
            format!("sacrifice:{i}:{}:3", d(die)),
            format!("{} 3×{} ({})", printed(lang, &a.attr.name), d(die), lang.t("gf-src-sacrifice")),
        ));
    }
    for (i, a) in opp_sheet.problems.iter().enumerate() {
        all.push((
            Source::OpponentProblem { index: i },
            format!("problem:{i}:{}", d(a.die)),
            format!("{}: {} {}", lang.t("gf-src-problem"), printed(lang, &a.name), d(a.die)),
        ));
    }
    for (i, a) in sc.cliches.iter().enumerate() {
        all.push((
            Source::SceneCliche { index: i },
            format!("scene:{i}:{}", d(a.die)),
            format!("{}: {} {}", lang.t("gf-src-scene"), printed(lang, &a.name), d(a.die)),
        ));
    }
    for (ai, a) in sc.allies.iter().enumerate() {
        if a.side != side {
            continue;
        }
        if let Some(sh) = s.sheet(&a.who) {
            for (i, c) in sh.cliches.iter().enumerate() {
                all.push((
                    Source::Ally { ally: ai, attr: AttrRef { kind: AttrKind::Cliche, index: i } },
                    format!("ally:{ai}:cliche:{i}:{}", d(c.die)),
                    format!(
                        "{} {}: {} {}",
                        lang.t("gf-src-ally"),
                        party(s, &a.who),
                        printed(lang, &c.name),
                        d(c.die)
                    ),
                ));
            }
        }
    }
    for (i, a) in opp_sheet.cliches.iter().enumerate() {
        all.push((
            Source::OpponentAttribute { attr: AttrRef { kind: AttrKind::Cliche, index: i } },
            format!("opp:cliche:{i}:{}", d(a.die)),
            format!(
                "{}: {} {} (1 {})",
                lang.t("gf-src-opponent"),
                printed(lang, &a.name),
                d(a.die),
                lang.t("gf-pk")
            ),
        ));
    }
    for (gi, (_, a)) in sc.gifts.iter().filter(|(sd, _)| *sd == side).enumerate() {
        all.push((
            Source::Gift { index: gi },
            format!("gift:{gi}:{}", d(a.die)),
            format!("{}: {} {}", lang.t("gf-src-gift"), printed(lang, &a.name), d(a.die)),
        ));
    }
    all.push((Source::KarmaD6, "karma:d6".into(), lang.t("gf-src-karma")));
    if let Party::Character { id } = &me
        && let Some(c) = s.characters.get(*id)
    {
        for (i, t) in c.tricks.iter().enumerate() {
            if t.rule == TrickRule::Trick(Trick::ArmaPredilecta) {
                all.push((
                    Source::TrickD8 { trick: i },
                    format!("trick8:{i}:d8"),
                    format!("{} d8", trick_name(lang, t)),
                ));
            }
            if t.rule == TrickRule::Trick(Trick::FueraDeControl) {
                all.push((
                    Source::TrickD12 { trick: i },
                    format!("trick12:{i}:d12"),
                    format!("{} d12", trick_name(lang, t)),
                ));
            }
        }
    }
    // A source is offered when the rules list a pool holding it.
    all.into_iter()
        .filter(|(src, _, _)| {
            l.commands().any(|c| matches!(c, Command::RollPool { sources } if sources.contains(src)))
        })
        .map(|(_, v, l)| (v, l))
        .collect()
}

/// The forms of a scene, in the order of its steps.
fn scene_forms(cx: &Cx, s: &State, sc: &Scene, seat: SeatId, l: &Listed, out: &mut Vec<Markup>) {
    let steps: [SceneForms; 7] = [
        presentation_forms,
        pool_forms,
        victory_form,
        rating_forms,
        gift_form,
        trick_and_flaw_forms,
        late_player_forms,
    ];
    for forms in steps {
        forms(cx, s, sc, seat, l, out);
    }
}

/// The forms of one step of a scene for `seat`, pushed onto `out`.
type SceneForms = fn(&Cx, &State, &Scene, SeatId, &Listed, &mut Vec<Markup>);

/// The scene's opening ("Escenas"): the intention reformulated, the Antagonist presenting itself, its allies refused or vetoed and their intentions.
fn presentation_forms(cx: &Cx, s: &State, sc: &Scene, _seat: SeatId, l: &Listed, out: &mut Vec<Markup>) {
    if l.has(&Command::ReformulateIntention { intention: X.into() }) {
        out.push(cx.form(
            "reformulate",
            html! {
                details { summary { (cx.t("gf-form-reformulate")) }
                    input name="intention" required maxlength="200" aria-label=(cx.t("gf-intention"));
                    (submit(cx.t("gf-send"))) }
            },
        ));
    }
    let needs_define = matches!(&sc.antagonist, Party::Extra { name } if !s.extras.contains_key(name));
    let define: Vec<String> = if needs_define { (0..5).map(|i| format!("zz{i}")).collect() } else { vec![] };
    let present = Command::PresentAntagonist {
        define,
        description: X.into(),
        raises: vec![],
        intention: X.into(),
        allies: vec![],
    };
    if l.has(&present) {
        out.push(cx.form(
            "present",
            html! {
                h3 { (cx.lang().t_args("gf-form-present", &[("name", party(s, &sc.antagonist).into())])) }
                @if needs_define {
                    p.muted { (cx.t("gf-define-help")) }
                    @for (i, d) in ["d10", "d6", "d6", "d6", "d4"].iter().enumerate() {
                        div.gf-row {
                            span.gf-die data-die=(d) { (d) }
                            input name={ "define" (i) } required maxlength="80" aria-label={ (cx.t("gf-cliche")) " " (d) };
                        }
                    }
                    label for="gf-present-desc" { (cx.t("gf-description")) }
                    input #gf-present-desc name="description" required maxlength="160";
                }
                (present_extras(cx, s, sc, l))
                label for="gf-present-intention" { (cx.t("gf-intention")) }
                input #gf-present-intention name="intention" required maxlength="200";
                (submit(cx.t("gf-present")))
            },
        ));
    }
    for (i, a) in sc.allies.iter().enumerate() {
        if l.has(&Command::RefuseAlly { ally: i }) {
            out.push(cx.form("refuse-ally", html! { input type="hidden" name="ally" value=(i); (submit(format!("{}: {}", cx.t("gf-refuse-ally"), party(s, &a.who)))) }));
        }
        if l.has(&Command::VetoExtraAlly { ally: i }) {
            out.push(cx.form("veto-ally", html! { input type="hidden" name="ally" value=(i); (submit(format!("{}: {}", cx.t("gf-veto-ally"), party(s, &a.who)))) }));
        }
    }
    ally_intention_form(cx, s, sc, l, out);
}

/// The pools ("Tirada"): the side's roll composed from its sources with its odds, then boosting, standing or surrendering.
fn pool_forms(cx: &Cx, s: &State, sc: &Scene, seat: SeatId, l: &Listed, out: &mut Vec<Markup>) {
    let lang = cx.lang();
    // The pool: the protagonist's first pool or retry, the antagonist's opposition.
    let side = match sc.step {
        Step::ProtagonistPool | Step::ProtagonistChoice => Some(Side::Protagonist),
        Step::AntagonistChoice => Some(Side::Antagonist),
        _ => None,
    };
    if let Some(side) = side.filter(|sd| sc.player(*sd) == Some(seat)) {
        let options = sources(lang, s, sc, side, l);
        let beat = sc.last_roll(side.other()).map(|r| r.result());
        let url = routes::fill(route::TABLE_ODDS, &[&cx.table.0]);
        out.push(cx.form(
            "roll",
            html! {
                div.gf-composer hx-get=(url) hx-trigger="load, change" hx-target="find .gf-odds-slot" hx-swap="innerHTML" hx-include="closest form" {
                    h3 { (cx.t("gf-form-roll")) }
                    p.muted { (cx.t("gf-roll-help")) }
                    @if let Some(last) = sc.last_roll(side) {
                        p.muted { (lang.t_args("gf-retry-needs", &[("n", (last.pool.len() + 1).into())])) }
                    }
                    fieldset.gf-sources {
                        legend { (cx.t("gf-sources")) }
                        @for (v, l) in &options {
                            label.check { input type="checkbox" name="src" value=(v); " " (l) }
                        }
                    }
                    @match beat {
                        Some(b) => {
                            input type="hidden" name="beat" value=(b);
                            input type="hidden" name="ties" value=(if side == Side::Protagonist { "lose" } else { "win" });
                        }
                        None => {
                            label for="gf-aim" { (cx.t("gf-aim")) }
                            input #gf-aim name="aim" type="number" min="1" max="48" value="8";
                        }
                    }
                    div.gf-odds-slot { div.odds-result {} }
                    (submit(cx.t("gf-roll")))
                }
            },
        ));
    }
    if l.has(&Command::Stand) {
        let boosts: Vec<Currency> = [Currency::Pv, Currency::Pk]
            .into_iter()
            .filter(|c| l.has(&Command::Boost { with: *c }))
            .collect();
        for c in boosts {
            let (v, l) = match c {
                Currency::Pv => ("pv", cx.t("gf-boost-pv")),
                Currency::Pk => ("pk", cx.t("gf-boost-pk")),
            };
            out.push(cx.form("boost", html! { input type="hidden" name="pay" value=(v); (submit(l)) }));
        }
        out.push(cx.form("stand", html! { h3 { (cx.t("gf-form-stand")) } (submit(cx.t("gf-stand"))) }));
    }
    if l.has(&Command::Surrender) {
        out.push(cx.form("surrender", html! { (submit(cx.t("gf-surrender"))) }));
    }
}

/// "Ganando una Escena": the winner's effect die and its extra effects.
fn victory_form(cx: &Cx, s: &State, sc: &Scene, _seat: SeatId, l: &Listed, out: &mut Vec<Markup>) {
    if let Step::Victory { winner } = sc.step
        && l.has(&Command::ClaimVictory { effect: None, extra: vec![] })
    {
        let roll = sc.last_roll(winner);
        let free: Vec<usize> = roll.map(|r| r.free_dice()).unwrap_or_default();
        let opp = sc.leader(winner.other());
        let mine = sc.leader(winner);
        let opp_sheet = s.sheet(&opp).cloned().unwrap_or_default();
        let my_sheet = s.sheet(&mine).cloned().unwrap_or_default();
        out.push(cx.form(
            "victory",
            html! {
                h3 { (cx.t("gf-form-victory")) }
                input type="hidden" name="winner" value=(if winner == Side::Antagonist { "antagonist" } else { "protagonist" });
                label for="gf-effect-die" { (cx.t("gf-effect-die")) }
                select #gf-effect-die name="effect_die" {
                    option value="" { (cx.t("gf-no-effect")) }
                    @for i in &free {
                        @if let Some(d) = roll.and_then(|r| r.roll.dice.get(*i)) {
                            option value=(i) selected[Some(i) == free.first()] { (d.die.to_string()) " (" (d.face) ")" }
                        }
                    }
                }
                fieldset {
                    legend { (cx.t("gf-effect-kind")) }
                    label.check { input type="radio" name="effect_kind" value="advantage" checked; " " (cx.t("gf-effect-advantage")) }
                    label.check { input type="radio" name="effect_kind" value="problem"; " " (cx.lang().t_args("gf-effect-problem", &[("name", party(s, &opp).into())])) }
                    @if !opp_sheet.problems.is_empty() {
                        label.check { input type="radio" name="effect_kind" value="escalate"; " " (cx.t("gf-effect-escalate")) }
                        select name="problem" aria-label=(cx.t("gf-problems")) {
                            @for (i, p) in opp_sheet.problems.iter().enumerate() { option value=(i) { (printed(cx.lang(), &p.name)) " " (p.die.to_string()) } }
                        }
                    }
                    label.check { input type="radio" name="effect_kind" value="annul"; " " (cx.t("gf-effect-annul")) }
                    select name="annul" aria-label=(cx.t("gf-effect-annul")) {
                        @for (tag, sh, who) in [("opp", &opp_sheet, &opp), ("own", &my_sheet, &mine)] {
                            optgroup label=(party(s, who)) {
                                @for k in super::ATTR_KINDS { @for i in 0..sh.len(k) {
                                    @let r = AttrRef { kind: k, index: i };
                                    option value={ (tag) "/" (enc_attr(r)) } { (printed(cx.lang(), sh.name(r).unwrap_or(""))) " " (sh.die(r).map(|d| d.to_string()).unwrap_or_default()) }
                                } }
                            }
                        }
                    }
                }
                label for="gf-effect-name" { (cx.t("gf-effect-name")) }
                input #gf-effect-name name="effect_name" maxlength="80";
                label.check { input type="checkbox" name="only_against"; " " (cx.t("gf-only-against-help")) }
                (victory_extras(cx, s, sc, winner, l))
                (submit(cx.t("gf-claim")))
            },
        ));
    }
}

/// The scene's rating ("Valoración de la escena") and closing the group's rating.
fn rating_forms(cx: &Cx, _s: &State, _sc: &Scene, _seat: SeatId, l: &Listed, out: &mut Vec<Markup>) {
    if l.has(&Command::Rate { protagonist: 3, antagonist: 3, justification: X.into() }) {
        let scale = 0..=5u32;
        out.push(cx.form(
            "rate",
            html! {
                h3 { (cx.t("gf-form-rate")) }
                p.muted { (cx.t("gf-rate-help")) }
                div.gf-row {
                    label for="gf-rate-p" { (cx.t("gf-protagonist")) }
                    select #gf-rate-p name="protagonist" { @for i in scale.clone() { option value=(i) selected[i == 3] { (i) } } }
                    label for="gf-rate-a" { (cx.t("gf-antagonist")) }
                    select #gf-rate-a name="antagonist" { @for i in scale.clone() { option value=(i) selected[i == 3] { (i) } } }
                }
                label for="gf-rate-why" { (cx.t("gf-justification")) }
                input #gf-rate-why name="justification" required maxlength="300";
                (submit(cx.t("gf-rate")))
            },
        ));
    }
    if l.has(&Command::CloseGroupRating) {
        out.push(cx.form("close-group-rating", html! { (submit(cx.t("gf-close-group-rating"))) }));
    }
}

/// An attribute given to the opponent ("usar atributos en contra").
fn gift_form(cx: &Cx, s: &State, sc: &Scene, seat: SeatId, l: &Listed, out: &mut Vec<Markup>) {
    // Attributes given to the opponent ("usar atributos en contra": +2 PV).
    let gifts = distinct(l.commands().filter_map(|c| match c {
        Command::GiftAttribute { attr } => Some(*attr),
        _ => None,
    }));
    // The attribute is of the side the seat plays: its character, or the extra it presents.
    let my_side = if sc.protagonist_player == seat { Side::Protagonist } else { Side::Antagonist };
    if !gifts.is_empty()
        && let Some(sheet) = s.sheet(&sc.leader(my_side))
    {
        out.push(cx.form(
            "gift",
            html! {
                details { summary { (cx.t("gf-form-gift")) }
                    select name="attr" aria-label=(cx.t("gf-form-gift")) {
                        @for a in &gifts { option value=(enc_attr(*a)) { (printed(cx.lang(), sheet.name(*a).unwrap_or(""))) " " (sheet.die(*a).map(|d| d.to_string()).unwrap_or_default()) } }
                    }
                    (submit(cx.t("gf-give"))) }
            },
        ));
    }
}

/// "Trucos y Tretas": the viewer's tricks usable now and the flaws anyone may activate.
fn trick_and_flaw_forms(cx: &Cx, s: &State, sc: &Scene, seat: SeatId, l: &Listed, out: &mut Vec<Markup>) {
    // Tricks of the viewer's character usable now, and flaws anyone may activate: one choice per
    // listed command, its target (an ally, a die, a cliché, a problem…) named.
    let tricks: Vec<(usize, Option<usize>)> = l
        .commands()
        .filter_map(|c| match c {
            Command::UseTrick { trick, target } => Some((*trick, *target)),
            _ => None,
        })
        .collect();
    let mine = if sc.protagonist_player == seat { Side::Protagonist } else { Side::Antagonist };
    if let Some(ch) = s.character_of(seat).and_then(|c| s.characters.get(c))
        && !tricks.is_empty()
    {
        out.push(cx.form(
            "use-trick",
            html! {
                details { summary { (cx.t("gf-form-use-trick")) }
                    select name="trick" aria-label=(cx.t("gf-trick")) {
                        @for (i, t) in &tricks {
                            option value={ (i) @if let Some(t) = t { ":" (t) } } {
                                (trick_name(cx.lang(), &ch.tricks[*i]))
                                @if let Some(t) = t { " → " (target_name(cx.lang(), s, sc, mine, genrefuzzion::targets(ch.tricks[*i].rule).first().copied(), *t)) }
                            }
                        }
                    }
                    (submit(cx.t("gf-use"))) }
            },
        ));
    }
    let flaws: Vec<(usize, usize, Vec<usize>)> = l
        .commands()
        .filter_map(|c| match c {
            Command::ActivateFlaw { character, flaw, target } => Some((*character, *flaw, target.clone())),
            _ => None,
        })
        .collect();
    if !flaws.is_empty() {
        out.push(cx.form(
            "activate-flaw",
            html! {
                details { summary { (cx.t("gf-form-activate-flaw")) }
                    select name="flaw" aria-label=(cx.t("gf-flaw")) {
                        @for (c, f, target) in &flaws {
                            @let ch = &s.characters[*c];
                            @let side = if sc.protagonist == *c { Side::Protagonist } else { Side::Antagonist };
                            option value={ (c) ":" (f) @for t in target { ":" (t) } } {
                                (ch.name) ": " (trick_name(cx.lang(), &ch.tricks[*f]))
                                @for (k, t) in target.iter().enumerate() {
                                    (if k == 0 { " → " } else { ", " }) (target_name(cx.lang(), s, sc, side, genrefuzzion::targets(ch.tricks[*f].rule).get(k).copied(), *t))
                                }
                            }
                        }
                    }
                    (submit(cx.t("gf-activate"))) }
            },
        ));
    }
}

/// "El Moderador": a late player nudged, the scene suspended at the deadline.
fn late_player_forms(cx: &Cx, s: &State, _sc: &Scene, _seat: SeatId, l: &Listed, out: &mut Vec<Markup>) {
    // The Moderator and late players ("El Moderador": the maximum wait).
    let t = secs(cx.now_ms);
    if l.has(&Command::NudgeLatePlayer { now: t }) {
        out.push(cx.form("nudge", html! { h3 { (cx.t("gf-form-nudge")) } p.muted { (cx.t("gf-nudge-help")) } (submit(cx.t("gf-nudge"))) }));
    }
    // Listed at the deadline: offered once the server's clock reaches it.
    let starters: Vec<SeatId> = l
        .commands()
        .filter_map(|c| match c {
            Command::SuspendScene { now, next_starter } if *now <= t => Some(*next_starter),
            _ => None,
        })
        .collect();
    if !starters.is_empty() {
        out.push(cx.form(
            "suspend",
            html! {
                h3 { (cx.t("gf-form-suspend")) }
                label for="gf-next-starter" { (cx.t("gf-next-starter")) }
                select #gf-next-starter name="next_starter" { @for p in &starters { option value=(p.0) { (super::player_name(cx.lang(), s, *p)) } } }
                (submit(cx.t("gf-suspend")))
            },
        ));
    }
}

/// What a trick's or flaw's target `index` names, for the side `mine` whose trick or flaw it is: an
/// ally, an attribute or a die by its name in the reader's words (the index itself for a custom
/// one).
fn target_name(
    lang: crate::i18n::Lang,
    s: &State,
    sc: &Scene,
    mine: Side,
    kind: Option<Target>,
    index: usize,
) -> String {
    let sheet = |side: Side| s.sheet(&sc.leader(side)).cloned().unwrap_or_default();
    let attr = |a: Option<&genrefuzzion::Attr>| {
        a.map(|a| format!("{} {}", printed(lang, &a.name), a.die)).unwrap_or_default()
    };
    let die = |side: Side| {
        sc.last_roll(side)
            .and_then(|r| r.roll.dice.get(index).zip(Some(())))
            .map(|(d, _)| format!("#{} {} ({})", index + 1, d.die, d.face))
            .unwrap_or_default()
    };
    match kind {
        Some(Target::Ally) => sc.allies.get(index).map(|a| party(s, &a.who)).unwrap_or_default(),
        Some(Target::MyCliche) => attr(sheet(mine).cliches.get(index)),
        Some(Target::OpponentCliche) => attr(sheet(mine.other()).cliches.get(index)),
        Some(Target::MyProblem) => attr(sheet(mine).problems.get(index)),
        Some(Target::OpponentProblem) => attr(sheet(mine.other()).problems.get(index)),
        Some(Target::MyAdvantage) => attr(sheet(mine).advantages.get(index).map(|a| &a.attr)),
        Some(Target::MyDie) => die(mine),
        Some(Target::OpponentDie) => die(mine.other()),
        None => format!("#{index}"),
    }
}

fn interval_forms(cx: &Cx, s: &State, seat: SeatId, l: &Listed, out: &mut Vec<Markup>) {
    if !matches!(s.phase, Phase::Interval { .. } | Phase::Epilogue) {
        return;
    }
    if let Some(me) = s.character_of(seat) {
        let ch = &s.characters[me];
        let train: Vec<AttrRef> = [AttrKind::Cliche, AttrKind::Relationship]
            .into_iter()
            .flat_map(|k| (0..ch.sheet.len(k)).map(move |i| AttrRef { kind: k, index: i }))
            .filter(|a| l.has(&Command::Train { attr: *a }))
            .collect();
        if !train.is_empty() {
            out.push(cx.form(
                "train",
                html! {
                    h3 { (cx.t("gf-form-train")) }
                    select name="attr" aria-label=(cx.t("gf-form-train")) {
                        @for a in &train {
                            @let d = ch.sheet.die(*a);
                            option value=(enc_attr(*a)) {
                                (printed(cx.lang(), ch.sheet.name(*a).unwrap_or(""))) " " (d.map(|d| d.to_string()).unwrap_or_default())
                                @if let Some(d) = d { " → " (genrefuzzion::step_up(d).to_string()) " (" (cx.lang().t_args("gf-cost-vp", &[("n", genrefuzzion::training_cost(d).into())])) ")" }
                            }
                        }
                    }
                    (submit(cx.t("gf-train")))
                },
            ));
        }
        for (form, make, label) in [
            (
                "analyse",
                (|i| Command::AnalyseObjective { index: i }) as fn(usize) -> Command,
                "gf-form-analyse",
            ),
            ("satisfy", |i| Command::SatisfyObjective { index: i }, "gf-form-satisfy"),
            ("close-objective", |i| Command::CloseObjective { index: i }, "gf-form-close-objective"),
        ] {
            let list: Vec<usize> = (0..ch.objectives.len()).filter(|i| l.has(&make(*i))).collect();
            if !list.is_empty() {
                out.push(cx.form(
                    form,
                    html! {
                        h3 { (cx.t(label)) }
                        select name="index" aria-label=(cx.t("gf-objective")) {
                            @for i in &list { option value=(i) { (ch.objectives[*i].text) " (" (ch.objectives[*i].difficulty) ")" } }
                        }
                        (submit(cx.t("gf-send")))
                    },
                ));
            }
        }
        if l.has(&Command::AddCliche { name: X.into() }) {
            out.push(cx.form(
                "add-cliche",
                html! {
                    details { summary { (cx.t("gf-form-add-cliche")) }
                        input name="name" required maxlength="80" aria-label=(cx.t("gf-cliche"));
                        (submit(cx.t("gf-send"))) }
                },
            ));
        }
    }
    interval_more(cx, s, seat, l, out);
    // "Analizar Objetivos": each objective with each currency its sponsor can pay, as the rules
    // list them (a player with no PK is offered no PK).
    let endorse: Vec<(usize, usize, Currency)> = l
        .commands()
        .filter_map(|c| match c {
            Command::EndorseObjective { character, index, pay } => Some((*character, *index, *pay)),
            _ => None,
        })
        .collect();
    if !endorse.is_empty() {
        out.push(cx.form(
            "endorse",
            html! {
                h3 { (cx.t("gf-form-endorse")) }
                select name="objective" aria-label=(cx.t("gf-objective")) {
                    @for (c, i, pay) in &endorse {
                        option value={ (c) ":" (i) ":" (pay_code(*pay)) } {
                            (s.characters[*c].name) ": " (s.characters[*c].objectives[*i].text) " — " (pay_label(cx, *pay))
                        }
                    }
                }
                (submit(cx.t("gf-endorse")))
            },
        ));
    }
    if l.has(&Command::RequestNextScene) {
        out.push(cx.form("request-next", html! { (submit(cx.t("gf-request-next"))) }));
    }
    let cedes: Vec<SeatId> =
        s.requests.iter().copied().filter(|p| l.has(&Command::EndInterval { cede_to: Some(*p) })).collect();
    if l.has(&Command::EndInterval { cede_to: None }) {
        out.push(cx.form(
            "end-interval",
            html! {
                h3 { (cx.t("gf-form-end-interval")) }
                @if !cedes.is_empty() {
                    label for="gf-cede" { (cx.t("gf-cede-to")) }
                    select #gf-cede name="cede_to" {
                        option value="" { (cx.t("gf-start-myself")) }
                        @for p in &cedes { option value=(p.0) { (super::player_name(cx.lang(), s, *p)) } }
                    }
                }
                (submit(cx.t("gf-end-interval")))
            },
        ));
    }
    if l.has(&Command::EndCampaign) {
        out.push(cx.form(
            "end-campaign",
            html! { h3 { (cx.t("gf-form-end-campaign")) } (submit(cx.t("gf-end-campaign"))) },
        ));
    }
}

fn table_forms(cx: &Cx, s: &State, l: &Listed, out: &mut Vec<Markup>) {
    for (vi, v) in s.votes.iter().enumerate() {
        let options: Vec<usize> =
            (0..v.options.len()).filter(|o| l.has(&Command::CastVote { vote: vi, option: *o })).collect();
        if !options.is_empty() {
            out.push(cx.form(
                "vote",
                html! {
                    h3 { (cx.t("gf-form-vote")) ": " (v.question) }
                    input type="hidden" name="vote" value=(vi);
                    @for o in &options {
                        label.check { input type="radio" name="option" value=(o) checked[*o == options[0]]; " " (v.options[*o]) }
                    }
                    (submit(cx.t("gf-vote")))
                },
            ));
        }
        if l.has(&Command::CloseVote { vote: vi }) {
            out.push(cx.form("close-vote", html! { input type="hidden" name="vote" value=(vi); (submit(format!("{}: {}", cx.t("gf-close-vote"), v.question))) }));
        }
    }
    // "Gran Final": proposed and agreed to at any time of play.
    if l.has(&Command::ProposeGrandFinale { framing: X.into() }) {
        out.push(cx.form(
            "propose-finale",
            html! {
                details { summary { (cx.t("gf-form-propose-finale")) }
                    label for="gf-framing" { (cx.t("gf-framing")) }
                    input #gf-framing name="framing" required maxlength="200";
                    (submit(cx.t("gf-send"))) }
            },
        ));
    }
    if l.has(&Command::AgreeGrandFinale) {
        out.push(cx.form(
            "agree-finale",
            html! { h3 { (cx.t("gf-form-agree-finale")) } (submit(cx.t("gf-agree"))) },
        ));
    }
    // The Moderator's table powers ("El Moderador"): new players, absent players, handing over.
    if l.has(&Command::AdmitPlayer { name: "Zz Newcomer".into() }) {
        out.push(cx.form(
            "admit",
            html! {
                details { summary { (cx.t("gf-form-admit")) }
                    input name="name" required maxlength="40" aria-label=(cx.t("gf-name"));
                    (submit(cx.t("gf-send"))) }
            },
        ));
    }
    let seats = s.player_seats();
    for (form, label, make) in [
        (
            "retire-absent",
            "gf-form-retire-absent",
            (|p| Command::RetireAbsentPlayer { player: p }) as fn(SeatId) -> Command,
        ),
        ("welcome-back", "gf-form-welcome-back", |p| Command::WelcomeBack { player: p }),
        ("hand-over", "gf-form-hand-over", |p| Command::HandOver { to: p }),
    ] {
        let who: Vec<SeatId> = seats.iter().copied().filter(|p| l.has(&make(*p))).collect();
        if !who.is_empty() {
            let field = if form == "hand-over" { "to" } else { "player" };
            out.push(cx.form(
                form,
                html! {
                    details { summary { (cx.t(label)) }
                        select name=(field) aria-label=(cx.t("gf-player")) {
                            @for p in &who { option value=(p.0) { (super::player_name(cx.lang(), s, *p)) } }
                        }
                        (submit(cx.t("gf-send"))) }
                },
            ));
        }
    }
    if l.has(&Command::CancelGrandFinale) {
        out.push(cx.form(
            "cancel-finale",
            html! { details { summary { (cx.t("gf-form-cancel-finale")) } (submit(cx.t("gf-send"))) } },
        ));
    }
    if l.has(&Command::OpenVote { question: X.into(), options: vec![X.into(), "y".into()] }) {
        out.push(cx.form(
            "open-vote",
            html! {
                details { summary { (cx.t("gf-form-open-vote")) }
                    label for="gf-vote-q" { (cx.t("gf-question")) }
                    input #gf-vote-q name="question" required maxlength="200";
                    label for="gf-vote-o" { (cx.t("gf-options")) }
                    textarea #gf-vote-o name="options" rows="3" required {}
                    (submit(cx.t("gf-send"))) }
            },
        ));
    }
}

// --- the forms of choices the rules list one item at a time ------------------------------------

/// Each distinct item of `items`, in the order first met.
fn distinct<T: PartialEq>(items: impl Iterator<Item = T>) -> Vec<T> {
    let mut out: Vec<T> = Vec::new();
    for i in items {
        if !out.contains(&i) {
            out.push(i);
        }
    }
    out
}

/// Whether `p` is an extra the campaign does not know yet: the rules list one such party wherever a
/// new extra may be named, and the form asks for its name instead.
fn is_new(known: &[String], p: &Party) -> bool {
    matches!(p, Party::Extra { name } if !known.contains(name))
}

/// A choice among listed parties by name: characters and known extras as they are, a new extra
/// (where the rules list one) with its name typed beside it in `extra_name`. `keep` adds a first
/// option for "no change".
fn party_select(
    cx: &Cx,
    s: &State,
    id: &str,
    name: &str,
    parties: &[Party],
    extra_name: &str,
    keep: Option<String>,
) -> Markup {
    let known = genrefuzzion::extra_names(s);
    let new = parties.iter().any(|p| is_new(&known, p));
    html! {
        select id=(id) name=(name) {
            @if let Some(k) = keep { option value="" { (k) } }
            @for p in parties.iter().filter(|p| !is_new(&known, p)) { option value=(enc_party(p)) { (party(s, p)) } }
            @if new { option value="new" { (cx.t("gf-an-extra")) } }
        }
        @if new {
            label for={ (id) "-extra" } { (cx.t("gf-extra-name")) }
            input id={ (id) "-extra" } name=(extra_name) maxlength="60";
        }
    }
}

/// Two tricks and one flaw from the tables ("Trucos y Tretas"), each with the words that fill its
/// placeholders; `prefix` keeps the ids of two such forms apart.
fn tricks_and_flaw(cx: &Cx, prefix: &str) -> Markup {
    let language = super::language(cx.lang());
    html! {
        @for k in ["trick1", "trick2"] {
            div.gf-row {
                label for={ (prefix) (k) } { (cx.t("gf-trick")) }
                select id={ (prefix) (k) } name=(k) {
                    @for (i, t) in Trick::ALL.into_iter().enumerate() {
                        @let ours = t.row_in(language);
                        option value=(t.key()) selected[i == usize::from(k == "trick2")] { (cx.lang().translated(ours.name.clone())) " (" (ours.cost) " " (super::currency(cx.lang(), ours.currency)) ")" }
                    }
                }
                label for={ (prefix) (k) "-fill" } { (cx.t("gf-fill")) }
                input id={ (prefix) (k) "-fill" } name={ (k) "_fill" } maxlength="80";
            }
        }
        div.gf-row {
            label for={ (prefix) "flaw" } { (cx.t("gf-flaw")) }
            select id={ (prefix) "flaw" } name="flaw" {
                @for f in data::Flaw::ALL { @let ours = f.row_in(language); option value=(f.key()) { (cx.lang().translated(ours.name.clone())) " (" (ours.cost) " " (super::currency(cx.lang(), ours.currency)) ")" } }
            }
            label for={ (prefix) "flaw-fill" } { (cx.t("gf-fill")) }
            input id={ (prefix) "flaw-fill" } name="flaw_fill" maxlength="80";
        }
    }
}

/// "Relaciones": a player who does not want another relationship for their character on their turn
/// suggests one between two other characters ("puede sugerir una relación entre otros dos
/// personajes").
fn suggest_form(cx: &Cx, s: &State, l: &Listed, out: &mut Vec<Markup>) {
    let pairs = distinct(l.commands().filter_map(|c| match c {
        Command::SuggestRelationship { from, to, .. } => Some((*from, *to)),
        _ => None,
    }));
    if pairs.is_empty() {
        return;
    }
    out.push(cx.form(
        "suggest-relationship",
        html! {
            details { summary { (cx.t("gf-form-suggest-relationship")) }
                label for="gf-sug-pair" { (cx.t("gf-between")) }
                select #gf-sug-pair name="pair" {
                    @for (f, t) in &pairs { option value={ (f) ":" (t) } { (s.characters[*f].name) " → " (s.characters[*t].name) } }
                }
                label for="gf-sug-text" { (cx.t("gf-relationship-phrase")) }
                input #gf-sug-text name="text" required maxlength="160";
                (submit(cx.t("gf-suggest"))) }
        },
    ));
}

/// "El Antagonista se presenta": the raises its player may pay for (each cliché escalated for the
/// training price in PV, a new cliché at d8 for 1 PK) and the allies it may call, inside the
/// presenting form.
fn present_extras(cx: &Cx, s: &State, sc: &Scene, l: &Listed) -> Markup {
    let presents: Vec<(&Vec<ExtraRaise>, &Vec<Party>)> = l
        .commands()
        .filter_map(|c| match c {
            Command::PresentAntagonist { raises, allies, .. } => Some((raises, allies)),
            _ => None,
        })
        .collect();
    let escalations = distinct(presents.iter().filter_map(|(r, _)| match r.as_slice() {
        [ExtraRaise::Escalate { index }] => Some(*index),
        _ => None,
    }));
    let add = presents.iter().any(|(r, _)| matches!(r.as_slice(), [ExtraRaise::AddCliche { .. }]));
    let known = genrefuzzion::extra_names(s);
    let allies = distinct(presents.iter().filter_map(|(_, a)| match a.as_slice() {
        [p] if !is_new(&known, p) => Some(p.clone()),
        _ => None,
    }));
    // An extra defined now has the five dice of "Definir al extra", in the order of its inputs.
    let defined = s.sheet(&sc.antagonist).map(|sh| sh.cliches.clone());
    let fresh = [Die::D10, Die::D6, Die::D6, Die::D6, Die::D4];
    html! {
        @if !escalations.is_empty() || add {
            fieldset.gf-raises {
                legend { (cx.t("gf-raises")) " " span.muted { (cx.t("gf-raises-help")) } }
                @for i in &escalations {
                    @let (label, d) = match &defined {
                        Some(cl) => (cl.get(*i).map(|a| printed(cx.lang(), &a.name)).unwrap_or_default(), cl.get(*i).map(|a| a.die)),
                        None => (cx.lang().t_args("gf-define-n", &[("n", (i + 1).into())]), fresh.get(*i).copied()),
                    };
                    @if let Some(d) = d {
                        label.check { input type="checkbox" name="raise" value={ "escalate:" (i) }; " "
                            (cx.lang().t_args("gf-raise-escalate", &[("name", label.into()), ("from", d.to_string().into()),
                                ("to", genrefuzzion::step_up(d).to_string().into()), ("pv", genrefuzzion::training_cost(d).into())])) }
                    }
                }
                @if add {
                    label for="gf-raise-new" { (cx.t("gf-raise-new")) }
                    input #gf-raise-new name="raise_new" maxlength="80";
                }
            }
        }
        @if !allies.is_empty() {
            fieldset {
                legend { (cx.t("gf-antagonist-allies")) }
                @for p in &allies {
                    label.check { input type="checkbox" name="ally" value=(enc_party(p)); " " (party(s, p)) }
                }
            }
        }
    }
}

/// "Gran Final": each ally states its own intention ("Los aliados declaran su propia intención").
fn ally_intention_form(cx: &Cx, s: &State, sc: &Scene, l: &Listed, out: &mut Vec<Markup>) {
    let allies = distinct(l.commands().filter_map(|c| match c {
        Command::AllyIntention { ally, .. } => Some(*ally),
        _ => None,
    }));
    if allies.is_empty() {
        return;
    }
    out.push(cx.form(
        "ally-intention",
        html! {
            h3 { (cx.t("gf-form-ally-intention")) }
            label for="gf-ally-int-who" { (cx.t("gf-ally")) }
            select #gf-ally-int-who name="ally" {
                @for a in &allies { option value=(a) { (sc.allies.get(*a).map(|x| party(s, &x.who)).unwrap_or_default()) } }
            }
            label for="gf-ally-int" { (cx.t("gf-intention")) }
            input #gf-ally-int name="intention" required maxlength="200";
            (submit(cx.t("gf-send")))
        },
    ))
}

/// "Ganando una Escena": extra effects bought on the other free dice (an advantage for 1 PV, a
/// complication, new or escalated problem, for 1 PK), one row per die the rules list for them.
fn victory_extras(cx: &Cx, s: &State, sc: &Scene, winner: Side, l: &Listed) -> Markup {
    let uses: Vec<&EffectUse> = l
        .commands()
        .filter_map(|c| match c {
            Command::ClaimVictory { extra, .. } => extra.first(),
            _ => None,
        })
        .collect();
    let dice = distinct(uses.iter().map(|u| u.die));
    if dice.is_empty() {
        return html! {};
    }
    let has = |f: &dyn Fn(&EffectAction) -> bool| uses.iter().any(|u| f(&u.action));
    let advantage = has(&|a| matches!(a, EffectAction::Advantage { .. }));
    let problem = has(&|a| matches!(a, EffectAction::Problem { .. }));
    let escalate = distinct(uses.iter().filter_map(|u| match u.action {
        EffectAction::EscalateProblem { index } => Some(index),
        _ => None,
    }));
    let roll = sc.last_roll(winner);
    let opp = sc.leader(winner.other());
    let opp_sheet = s.sheet(&opp).cloned().unwrap_or_default();
    html! {
        fieldset.gf-extra-effects {
            legend { (cx.t("gf-extra-effects")) " " span.muted { (cx.t("gf-extra-effects-help")) } }
            @for i in 0..dice.len().min(MAX_EXTRA_ROWS) {
                div.gf-row {
                    select name={ "extra" (i) "_die" } aria-label=(cx.t("gf-effect-die")) {
                        option value="" { (cx.t("gf-no-extra")) }
                        @for d in &dice {
                            @if let Some(rd) = roll.and_then(|r| r.roll.dice.get(*d)) {
                                option value=(d) { (rd.die.to_string()) " (" (rd.face) ")" }
                            }
                        }
                    }
                    select name={ "extra" (i) "_kind" } aria-label=(cx.t("gf-effect-kind")) {
                        @if advantage { option value="advantage" { (cx.t("gf-extra-advantage")) } }
                        @if problem { option value="problem" { (cx.lang().t_args("gf-extra-problem", &[("name", party(s, &opp).into())])) } }
                        @for p in &escalate {
                            option value={ "escalate:" (p) } { (cx.lang().t_args("gf-extra-escalate", &[("name", opp_sheet.problems.get(*p).map(|a| printed(cx.lang(), &a.name)).unwrap_or_default().into())])) }
                        }
                    }
                    input name={ "extra" (i) "_name" } maxlength="80" aria-label=(cx.t("gf-effect-name"));
                }
            }
        }
    }
}

/// "Entrenamiento", "Retirar un Personaje" and "Crear un nuevo personaje": the interval's forms of
/// choices the rules list one by one.
fn interval_more(cx: &Cx, s: &State, seat: SeatId, l: &Listed, out: &mut Vec<Markup>) {
    if let Some(me) = s.character_of(seat) {
        let ch = &s.characters[me];
        attribute_change_forms(cx, s, ch, l, out);
        retired_relationship_forms(cx, s, ch, l, out);
        new_trick_forms(cx, s, l, out);
    }
    create_character_form(cx, s, seat, l, out);
}

/// "Cambiar un atributo": renaming an attribute of the viewer's character (3 PK), pointing a relationship at someone else, changing or modifying an objective, adding a relationship.
fn attribute_change_forms(
    cx: &Cx,
    s: &State,
    ch: &genrefuzzion::Character,
    l: &Listed,
    out: &mut Vec<Markup>,
) {
    let lang = cx.lang();
    let sheet = &ch.sheet;
    let attr_label = |a: AttrRef| {
        format!(
            "{} {}",
            printed(lang, sheet.name(a).unwrap_or("")),
            sheet.die(a).map(|d| d.to_string()).unwrap_or_default()
        )
    };
    // "cambiar un atributo (incluyendo objetivos) por otro pagando 3 PKs": a new name, the die
    // unchanged; a relationship may also point at someone else.
    let renamable = distinct(l.commands().filter_map(|c| match c {
        Command::ChangeAttribute { attr, .. } => Some(*attr),
        _ => None,
    }));
    let retarget = distinct(l.commands().filter_map(|c| match c {
        Command::ChangeAttribute { target: Some(to), .. } => Some(to.clone()),
        _ => None,
    }));
    if !renamable.is_empty() {
        out.push(cx.form(
            "change-attribute",
            html! {
                details { summary { (cx.t("gf-form-change-attribute")) }
                    label for="gf-chg-attr" { (cx.t("gf-attribute")) }
                    select #gf-chg-attr name="attr" {
                        @for a in &renamable { option value=(enc_attr(*a)) { (attr_label(*a)) } }
                    }
                    label for="gf-chg-text" { (cx.t("gf-new-text")) }
                    input #gf-chg-text name="text" required maxlength="160";
                    @if !retarget.is_empty() {
                        label for="gf-chg-target" { (cx.t("gf-new-target")) }
                        (party_select(cx, s, "gf-chg-target", "target", &retarget, "extra_name", Some(cx.t("gf-same-target"))))
                    }
                    (submit(cx.t("gf-send"))) }
            },
        ));
    }
    for (form, label, diff) in [
        ("change-objective", "gf-form-change-objective", false),
        ("modify-objective", "gf-form-modify-objective", true),
    ] {
        let list = distinct(l.commands().filter_map(|c| match c {
            Command::ChangeObjective { index, .. } if !diff => Some(*index),
            Command::ModifyObjective { index, .. } if diff => Some(*index),
            _ => None,
        }));
        if list.is_empty() {
            continue;
        }
        out.push(cx.form(
            form,
            html! {
                details { summary { (cx.t(label)) }
                    label for={ "gf-" (form) "-which" } { (cx.t("gf-objective")) }
                    select id={ "gf-" (form) "-which" } name="index" {
                        @for i in &list { option value=(i) { (ch.objectives[*i].text) " (" (ch.objectives[*i].difficulty) ")" } }
                    }
                    label for={ "gf-" (form) "-text" } { (cx.t("gf-new-text")) }
                    input id={ "gf-" (form) "-text" } name="text" required maxlength="160";
                    @if diff {
                        label for="gf-modify-diff" { (cx.t("gf-difficulty")) }
                        input #gf-modify-diff name="difficulty" type="number" min="5" max="15" step="1" value="10" required;
                    }
                    (submit(cx.t("gf-send"))) }
            },
        ));
    }
    let add_to = distinct(l.commands().filter_map(|c| match c {
        Command::AddRelationship { to, .. } => Some(to.clone()),
        _ => None,
    }));
    if !add_to.is_empty() {
        out.push(cx.form(
            "add-relationship",
            html! {
                details { summary { (cx.t("gf-form-add-relationship")) }
                    label for="gf-addrel-to" { (cx.t("gf-with")) }
                    (party_select(cx, s, "gf-addrel-to", "to", &add_to, "extra_name", None))
                    label for="gf-addrel-text" { (cx.t("gf-relationship-phrase")) }
                    input #gf-addrel-text name="text" required maxlength="160";
                    (submit(cx.t("gf-send"))) }
            },
        ));
    }
}

/// "Retirar un Personaje": a relationship with a retired character redirected or cashed.
fn retired_relationship_forms(
    cx: &Cx,
    s: &State,
    ch: &genrefuzzion::Character,
    l: &Listed,
    out: &mut Vec<Markup>,
) {
    let lang = cx.lang();
    let sheet = &ch.sheet;
    // "Retirar un Personaje": a relationship with a retired character is redirected to an
    // extra or a character with no relationship yet, or cashed for its die's maximum.
    let known = genrefuzzion::extra_names(s);
    let redirects = distinct(l.commands().filter_map(|c| match c {
        Command::RedirectRelationship { index, to } => {
            Some((*index, if is_new(&known, to) { None } else { Some(to.clone()) }))
        }
        _ => None,
    }));
    if !redirects.is_empty() {
        let rel = |i: usize| sheet.relationships.get(i).map(|r| printed(lang, &r.text)).unwrap_or_default();
        out.push(cx.form(
            "redirect",
            html! {
                h3 { (cx.t("gf-form-redirect")) }
                label for="gf-redirect" { (cx.t("gf-relationship")) }
                select #gf-redirect name="redirect" {
                    @for (i, to) in &redirects {
                        @match to {
                            Some(p) => { option value={ (i) "|" (enc_party(p)) } { (rel(*i)) " → " (party(s, p)) } }
                            None => { option value={ (i) "|new" } { (rel(*i)) " → " (cx.t("gf-an-extra")) } }
                        }
                    }
                }
                @if redirects.iter().any(|(_, to)| to.is_none()) {
                    label for="gf-redirect-extra" { (cx.t("gf-extra-name")) }
                    input #gf-redirect-extra name="extra_name" maxlength="60";
                }
                (submit(cx.t("gf-redirect")))
            },
        ));
    }
    let cash = distinct(l.commands().filter_map(|c| match c {
        Command::CashRelationship { index, pv, pk } => Some((*index, *pv, *pk)),
        _ => None,
    }));
    if !cash.is_empty() {
        out.push(cx.form(
            "cash",
            html! {
                h3 { (cx.t("gf-form-cash")) }
                label for="gf-cash" { (cx.t("gf-relationship")) }
                select #gf-cash name="cash" {
                    @for (i, pv, pk) in &cash {
                        option value={ (i) ":" (pv) ":" (pk) } {
                            (printed(lang, sheet.relationships.get(*i).map(|r| r.text.as_str()).unwrap_or(""))) ": "
                            (lang.t_args("gf-cash-split", &[("pv", (*pv).into()), ("pk", (*pk).into())]))
                        }
                    }
                }
                (submit(cx.t("gf-cash")))
            },
        ));
    }
}

/// "Finalmente, un personaje puede ganar nuevos trucos y tretas": a trick or a flaw of the tables, or one made up by the player and approved in a vote.
fn new_trick_forms(cx: &Cx, s: &State, l: &Listed, out: &mut Vec<Markup>) {
    let lang = cx.lang();
    // "Finalmente, un personaje puede ganar nuevos trucos y tretas": 4 PV a trick, 4 PK a flaw.
    for (form, label, field, kind) in [
        ("learn-trick", "gf-form-learn-trick", "trick", TrickKind::Trick),
        ("take-flaw", "gf-form-take-flaw", "flaw", TrickKind::Flaw),
    ] {
        let language = super::language(lang);
        let rows = distinct(l.commands().filter_map(|c| match (c, kind) {
            (Command::LearnTrick { choice }, TrickKind::Trick) => {
                Some((choice.key.key(), choice.key.row_in(language)))
            }
            (Command::TakeFlaw { choice }, TrickKind::Flaw) => {
                Some((choice.key.key(), choice.key.row_in(language)))
            }
            _ => None,
        }));
        if rows.is_empty() {
            continue;
        }
        out.push(cx.form(
            form,
            html! {
                details { summary { (cx.t(label)) }
                    label for={ "gf-" (form) } { (cx.t(if kind == TrickKind::Flaw { "gf-flaw" } else { "gf-trick" })) }
                    select id={ "gf-" (form) } name=(field) {
                        @for (key, row) in &rows {
                            option value=(key) { (lang.translated(row.name.clone())) ": " (lang.translated(row.activation.clone())) }
                        }
                    }
                    label for={ "gf-" (form) "-fill" } { (cx.t("gf-fill")) }
                    input id={ "gf-" (form) "-fill" } name={ (field) "_fill" } maxlength="80";
                    (submit(cx.t("gf-send"))) }
            },
        ));
    }
    // A trick or flaw made up by the player, once the other players approved it in a vote.
    let custom = distinct(l.commands().filter_map(|c| match c {
        Command::LearnCustomTrick { vote, kind, .. } => Some((*vote, *kind)),
        _ => None,
    }));
    let votes = distinct(custom.iter().map(|(v, _)| *v));
    if !votes.is_empty() {
        let kinds = distinct(custom.iter().map(|(_, k)| *k));
        out.push(cx.form(
            "custom-trick",
            html! {
                details { summary { (cx.t("gf-form-custom-trick")) }
                    p.muted { (cx.t("gf-custom-help")) }
                    label for="gf-custom-vote" { (cx.t("gf-approved-by")) }
                    select #gf-custom-vote name="vote" {
                        @for v in &votes { option value=(v) { (s.votes[*v].question) } }
                    }
                    fieldset {
                        legend { (cx.t("gf-custom-kind")) }
                        @for k in &kinds {
                            @let (v, t) = if *k == TrickKind::Flaw { ("flaw", "gf-custom-flaw") } else { ("trick", "gf-custom-trick") };
                            label.check { input type="radio" name="kind" value=(v) checked[*k == kinds[0]]; " " (cx.t(t)) }
                        }
                    }
                    label for="gf-custom-name" { (cx.t("gf-name")) }
                    input #gf-custom-name name="name" required maxlength="60";
                    label for="gf-custom-cost" { (cx.t("gf-custom-cost")) }
                    select #gf-custom-cost name="cost" { option value="1" { "1" } option value="2" { "2" } }
                    label for="gf-custom-currency" { (cx.t("gf-custom-currency")) }
                    select #gf-custom-currency name="currency" {
                        option value="pv" { (cx.t("gf-pv-long")) } option value="pk" { (cx.t("gf-pk-long")) }
                    }
                    label for="gf-custom-activation" { (cx.t("gf-activation")) }
                    input #gf-custom-activation name="activation" required maxlength="200";
                    label for="gf-custom-effect" { (cx.t("gf-effect")) }
                    input #gf-custom-effect name="effect" required maxlength="300";
                    (submit(cx.t("gf-send"))) }
            },
        ));
    }
}

/// "Crear un nuevo personaje": the shorter creation of a newcomer's (or a returning player's)
/// character, which appears in an interval: the contributed clichés to draft, own ones up to six,
/// their dice, two relationships, two own objectives, two tricks and a flaw.
fn create_character_form(cx: &Cx, s: &State, seat: SeatId, l: &Listed, out: &mut Vec<Markup>) {
    let Some(Command::CreateCharacter { relationships, .. }) =
        l.commands().find(|c| matches!(c, Command::CreateCharacter { .. }))
    else {
        return;
    };
    let lang = cx.lang();
    let pool = s.new_pools.get(&seat).map(|p| p.cliches.clone()).unwrap_or_default();
    let want = pool.len().min(3);
    // Whom the relationships may name: the active characters, the known extras, a new extra.
    let known = genrefuzzion::extra_names(s);
    let mut to: Vec<Party> = (0..s.characters.len())
        .filter(|&i| s.characters[i].ready && !s.characters[i].retired)
        .map(|id| Party::Character { id })
        .collect();
    to.extend(known.iter().map(|name| Party::Extra { name: name.clone() }));
    to.extend(relationships.iter().map(|r| r.0.clone()).filter(|p| is_new(&known, p)).take(1));
    let six = [Die::D8, Die::D8, Die::D6, Die::D6, Die::D4, Die::D4];
    out.push(cx.form(
        "create-character",
        html! {
            h3 { (cx.t("gf-form-create-character")) }
            p.muted { (cx.t("gf-create-help")) }
            label for="gf-cc-name" { (cx.t("gf-name")) }
            input #gf-cc-name name="name" required maxlength="60";
            @if want > 0 {
                fieldset {
                    legend { (lang.t_args("gf-create-draft", &[("n", want.into())])) }
                    @for (i, (by, c)) in pool.iter().enumerate() {
                        label.check { input type="checkbox" name="drafted" value=(i) checked[i < want]; " " (printed(lang, c)) " "
                            span.muted { "(" (super::player_name(lang, s, *by)) ")" } }
                    }
                }
            }
            fieldset {
                legend { (lang.t_args("gf-create-own", &[("n", (6 - want).into())])) }
                @for i in 0..6 - want {
                    input name={ "own" (i) } required maxlength="120" aria-label=(lang.t_args("gf-own-n", &[("n", (i + 1).into())]));
                }
            }
            fieldset {
                legend { (cx.t("gf-form-cliche-dice")) " " span.muted { (cx.t("gf-create-dice-help")) } }
                @for (i, d) in six.iter().enumerate() {
                    div.gf-row {
                        label for={ "gf-cc-die" (i) } { (lang.t_args("gf-cliche-n", &[("n", (i + 1).into())])) }
                        select id={ "gf-cc-die" (i) } name={ "die" (i) } {
                            @for x in [Die::D8, Die::D6, Die::D4] { option value=(x.to_string()) selected[x == *d] { (x.to_string()) } }
                        }
                    }
                }
            }
            @for i in 0..2 {
                fieldset {
                    legend { (lang.t_args("gf-relationship-n", &[("n", (i + 1).into())])) }
                    label for={ "gf-cc-rel" (i) } { (cx.t("gf-with")) }
                    (party_select(cx, s, &format!("gf-cc-rel{i}"), &format!("rel{i}_to"), &to, &format!("rel{i}_extra"), None))
                    label for={ "gf-cc-rel" (i) "-text" } { (cx.t("gf-relationship-phrase")) }
                    input id={ "gf-cc-rel" (i) "-text" } name={ "rel" (i) "_text" } required maxlength="160";
                    label for={ "gf-cc-rel" (i) "-die" } { (cx.t("gf-die")) }
                    select id={ "gf-cc-rel" (i) "-die" } name={ "rel" (i) "_die" } {
                        @for x in [Die::D8, Die::D6, Die::D4] { option value=(x.to_string()) selected[x == Die::D6] { (x.to_string()) } }
                    }
                }
            }
            @for i in 0..2 {
                div.gf-row {
                    label for={ "gf-cc-obj" (i) } { (lang.t_args("gf-objective-n", &[("n", (i + 1).into())])) }
                    input id={ "gf-cc-obj" (i) } name={ "obj" (i) "_text" } required maxlength="160";
                    label for={ "gf-cc-obj" (i) "-diff" } { (cx.t("gf-difficulty")) }
                    input id={ "gf-cc-obj" (i) "-diff" } name={ "obj" (i) "_diff" } type="number" min="5" max="15" step="1" value="10" required;
                }
            }
            (tricks_and_flaw(cx, "gf-cc-"))
            (submit(cx.t("gf-create")))
        },
    ));
}

/// "Crear un nuevo personaje": each player contributes one cliché to a player making a new
/// character, and a new player may be sponsored with PV and PK ("los jugadores pueden apadrinarlo
/// regalándole PKs y PVs").
fn newcomer_forms(cx: &Cx, s: &State, seat: SeatId, l: &Listed, out: &mut Vec<Markup>) {
    let lang = cx.lang();
    // "Retirar un Personaje": between scenes as well as in an interval.
    if l.has(&Command::RetireCharacter) {
        out.push(cx.form(
            "retire",
            html! { details { summary { (cx.t("gf-form-retire")) } (submit(cx.t("gf-retire"))) } },
        ));
    }
    let newcomers = distinct(l.commands().filter_map(|c| match c {
        Command::ContributeCliche { newcomer, .. } => Some(*newcomer),
        _ => None,
    }));
    if !newcomers.is_empty() {
        out.push(cx.form(
            "contribute",
            html! {
                details { summary { (cx.t("gf-form-contribute")) }
                    label for="gf-contrib-who" { (cx.t("gf-for-player")) }
                    select #gf-contrib-who name="newcomer" {
                        @for p in &newcomers { option value=(p.0) { (super::player_name(lang, s, *p)) } }
                    }
                    label for="gf-contrib-text" { (cx.t("gf-cliche")) }
                    input #gf-contrib-text name="text" required maxlength="120";
                    (submit(cx.t("gf-send"))) }
            },
        ));
    }
    let sponsored = distinct(l.commands().filter_map(|c| match c {
        Command::Sponsor { to, .. } => Some(*to),
        _ => None,
    }));
    if !sponsored.is_empty() {
        let have = s.player(seat).map(|p| p.points).unwrap_or_default();
        out.push(cx.form(
            "sponsor",
            html! {
                details { summary { (cx.t("gf-form-sponsor")) }
                    p.muted { (cx.t("gf-sponsor-help")) }
                    label for="gf-sponsor-to" { (cx.t("gf-for-player")) }
                    select #gf-sponsor-to name="to" {
                        @for p in &sponsored { option value=(p.0) { (super::player_name(lang, s, *p)) } }
                    }
                    label for="gf-sponsor-pv" { (cx.t("gf-pv-long")) }
                    input #gf-sponsor-pv name="pv" type="number" min="0" max=(have.pv) value="0";
                    label for="gf-sponsor-pk" { (cx.t("gf-pk-long")) }
                    input #gf-sponsor-pk name="pk" type="number" min="0" max=(have.pk) value="0";
                    (submit(cx.t("gf-sponsor"))) }
            },
        ));
    }
}
