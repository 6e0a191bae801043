//! Tricks (*trucos*) and flaws (*tretas*) as rules ("Trucos y Tretas", "Tabla de Trucos", "Tabla de
//! Tretas"): each is used at most once per scene; its activation is checked where the program can see
//! it, its price paid (trick) or its payout earned (flaw), and its effect applied where mechanical.

use dice::{DiceSource, Die, PoolRoll, RolledDie};
use engine::{RuleError, SeatId};

use crate::data::{Currency, Flaw, Trick};
use crate::event::Event;
use crate::rules::Work;
use crate::rules::current;
use crate::state::*;

type R<T> = Result<T, RuleError>;

fn activation(name: &str, why: &str) -> RuleError {
    RuleError::new("gf.trick.activation", format!("\"{name}\" is not activated: {why}")).with("name", name)
}

fn side_of_char(sc: &Scene, id: usize) -> Option<Side> {
    [Side::Protagonist, Side::Antagonist].into_iter().find(|sd| sc.leader(*sd) == Party::Character { id })
}

/// Checks that trick `index` of character `id` is `name`, unused this scene, and pays its price.
pub(crate) fn take_trick(
    s: &State,
    sc: &mut Scene,
    id: usize,
    index: usize,
    expect: Option<Trick>,
    seat: SeatId,
    w: &mut Work,
) -> R<()> {
    let t = s.characters[id].tricks.get(index).filter(|t| t.kind() == TrickKind::Trick).ok_or_else(|| {
        RuleError::new("gf.trick.unknown", "no such trick on your sheet").with("trick", index)
    })?;
    if let Some(want) = expect
        && t.rule != TrickRule::Trick(want)
    {
        let name = &want.row().name;
        return Err(RuleError::new(
            "gf.trick.unknown",
            format!("trick {index} is \"{}\", not \"{name}\"", t.name),
        ));
    }
    let name = &t.name;
    if sc.used_tricks.contains(&(id, index)) {
        return Err(RuleError::new("gf.trick.once", "each trick is used once per scene").with("name", name));
    }
    if t.currency == Currency::Pv
        && sc
            .modifiers
            .iter()
            .any(|m| matches!(m, Modifier::NoVictorySpending { side } if Some(*side) == side_of_char(sc, id)))
    {
        return Err(RuleError::new(
            "gf.trick.mi_tesoro",
            "\"Mi tesoro\": you may not spend VP until the end of the scene",
        ));
    }
    w.pay(seat, t.currency, t.cost, &format!("trick: {name}"))?;
    sc.used_tricks.push((id, index));
    Ok(())
}

fn reevaluate(dice: &[RolledDie], at: u32) -> PoolRoll {
    PoolRoll::evaluate(dice, at)
}

fn one_big_cliche(sheet: &Sheet) -> Option<usize> {
    let big: Vec<usize> = (0..sheet.cliches.len()).filter(|&i| sheet.cliches[i].die >= Die::D10).collect();
    (big.len() == 1).then(|| big[0])
}

fn used_origin(r: &SceneRoll, o: AttrRef) -> bool {
    r.pool.iter().any(|p| p.origin == Some(o))
}

fn add_die(r: &mut SceneRoll, die: Die, source: String, dice: &mut dyn DiceSource) {
    let face = dice.roll(&[die])[0];
    r.pool.push(PoolDie { die, source, origin: None });
    let mut rolled = r.roll.dice.clone();
    rolled.push(RolledDie { die, face });
    r.roll = reevaluate(&rolled, r.fumble_at_most);
    r.added.clear();
}

pub(crate) fn use_trick(
    s: &State,
    seat: SeatId,
    trick: usize,
    target: Option<usize>,
    dice: &mut dyn DiceSource,
) -> R<Vec<Event>> {
    let sc0 = current(s)?;
    let id = s
        .character_of(seat)
        .ok_or_else(|| RuleError::new("gf.character.none", "only a character has tricks"))?;
    let side = side_of_char(sc0, id).ok_or_else(|| {
        RuleError::new(
            "gf.trick.not_leading",
            "tricks are used by the protagonist or the antagonist of the scene",
        )
    })?;
    let t = s.characters[id].tricks.get(trick).filter(|t| t.kind() == TrickKind::Trick).ok_or_else(|| {
        RuleError::new("gf.trick.unknown", "no such trick on your sheet").with("trick", trick)
    })?;
    let mut u = TrickUse {
        s,
        seat,
        id,
        trick,
        target,
        name: t.name.clone(),
        side,
        me: Party::Character { id },
        opp: sc0.leader(side.other()),
        my_sheet: s.characters[id].sheet.clone(),
        my_roll: sc0.last_roll(side).cloned(),
        post_roll_mine: sc0.step == Step::PostRoll { side },
        sc: sc0.clone(),
        w: Work::new(s),
        roll_change: None,
        after: Vec::new(),
    };
    match t.rule {
        // A custom trick approved by the players: its price is paid and its use recorded; its
        // effect is played by post.
        TrickRule::Custom(_) => {}
        TrickRule::Flaw(_) => {
            return Err(
                RuleError::new("gf.trick.unknown", "no such trick on your sheet").with("trick", trick)
            );
        }
        TrickRule::Trick(Trick::CamaraLenta) => camara_lenta(&mut u, dice)?,
        TrickRule::Trick(Trick::EnLasSombras) => en_las_sombras(&mut u)?,
        TrickRule::Trick(Trick::Excelencia) => excelencia(&mut u, dice)?,
        TrickRule::Trick(Trick::GajesDeOficio) => gajes_de_oficio(&mut u)?,
        TrickRule::Trick(Trick::GenreSavvy) => genre_savvy(&mut u)?,
        TrickRule::Trick(Trick::GrandesExpectativas) => grandes_expectativas(&mut u)?,
        TrickRule::Trick(Trick::HacerseHumo) => hacerse_humo(&mut u)?,
        TrickRule::Trick(Trick::HuyanCobardes) => huyan_cobardes(&mut u)?,
        TrickRule::Trick(Trick::ImprovisadorSerial) => improvisador_serial(&mut u, dice)?,
        TrickRule::Trick(Trick::Insistente) => insistente(&mut u)?,
        TrickRule::Trick(Trick::MiTesoro) => mi_tesoro(&mut u)?,
        TrickRule::Trick(Trick::MovidoPorLaPasion) => movido_por_la_pasion(&mut u)?,
        TrickRule::Trick(Trick::NacisteListo) => naciste_listo(&mut u)?,
        TrickRule::Trick(Trick::NoMeEsperabaEstoDeTi) => no_me_esperaba_esto_de_ti(&mut u, dice)?,
        TrickRule::Trick(Trick::NoTanRapido) => no_tan_rapido(&mut u, dice)?,
        TrickRule::Trick(Trick::RegaloDelCielo) => regalo_del_cielo(&mut u)?,
        TrickRule::Trick(Trick::SavoirFaire) => savoir_faire(&mut u)?,
        TrickRule::Trick(Trick::SecretosYMentiras) => secretos_y_mentiras(&mut u)?,
        TrickRule::Trick(Trick::SuerteInmerecida) => suerte_inmerecida(&mut u, dice)?,
        TrickRule::Trick(Trick::TrabajoEnEquipo) => trabajo_en_equipo(&mut u)?,
        TrickRule::Trick(Trick::TrucoMental) => truco_mental(&mut u)?,
        TrickRule::Trick(Trick::TrucoSucio) => truco_sucio(&mut u)?,
        TrickRule::Trick(Trick::VerCadaDetalle) => ver_cada_detalle(&mut u)?,
        TrickRule::Trick(Trick::AsBajoLaManga) => as_bajo_la_manga(&mut u)?,
        TrickRule::Trick(Trick::DefensaImpenetrable) => defensa_impenetrable(&mut u)?,
        TrickRule::Trick(Trick::PlanB) => plan_b(&mut u)?,
        TrickRule::Trick(Trick::Provocame) => provocame(&mut u)?,
        TrickRule::Trick(Trick::Rompecorazonces) => rompecorazonces(&mut u)?,
        TrickRule::Trick(Trick::OtroMorderaElPolvo) => otro_mordera_el_polvo(&mut u)?,
        TrickRule::Trick(Trick::SiempreAlerta) => siempre_alerta(&mut u, dice)?,
        TrickRule::Trick(Trick::Imitacion) => imitacion(&mut u, dice)?,
        TrickRule::Trick(Trick::NadaMalPero) => nada_mal_pero(&mut u, dice)?,
        TrickRule::Trick(Trick::ArmaPredilecta | Trick::FueraDeControl) => {
            return Err(RuleError::new(
                "gf.trick.in_pool",
                format!("\"{}\" is used as a source of your pool (RollPool)", u.name),
            ));
        }
    }
    u.finish()
}

/// A trick being used ("Trucos y Tretas"): who uses it, in which scene, and what it changes.
struct TrickUse<'a> {
    s: &'a State,
    seat: SeatId,
    /// The user's character.
    id: usize,
    /// The trick's index on the sheet.
    trick: usize,
    target: Option<usize>,
    name: String,
    side: Side,
    me: Party,
    opp: Party,
    my_sheet: Sheet,
    /// The user's last roll in the scene.
    my_roll: Option<SceneRoll>,
    /// Whether the user has just rolled ("right after rolling your pool").
    post_roll_mine: bool,
    /// The scene as the trick leaves it.
    sc: Scene,
    w: Work<'a>,
    /// The user's last roll, as the trick changes it.
    roll_change: Option<SceneRoll>,
    /// Events after the trick's record (a reroll and the step it leads to).
    after: Vec<Event>,
}

impl TrickUse<'_> {
    /// The trick's target, which this trick needs.
    fn target(&self) -> R<usize> {
        self.target.ok_or_else(|| {
            RuleError::new("gf.trick.target", format!("\"{}\" needs a target", self.name))
                .with("name", &self.name)
        })
    }

    /// The trick's price is paid and its use recorded; then the scene, the changed roll and what
    /// follows.
    fn finish(mut self) -> R<Vec<Event>> {
        take_trick(self.s, &mut self.sc, self.id, self.trick, None, self.seat, &mut self.w)?;
        self.w.events.insert(0, Event::SceneUpdated { scene: Box::new(self.sc), reason: "trick".into() });
        if let Some(r) = self.roll_change {
            self.w.events.push(Event::RollAdjusted { roll: r, reason: format!("trick: {}", self.name) });
        }
        self.w.events.extend(self.after);
        Ok(self.w.finish("trick"))
    }
}

/// "Tabla de Trucos": "Cámara lenta".
fn camara_lenta(u: &mut TrickUse, dice: &mut dyn DiceSource) -> R<()> {
    let side = u.side;
    if u.sc.active_allies(side.other()).len() <= u.sc.active_allies(side).len() {
        return Err(activation(&u.name, "your opponent does not outnumber you in allies"));
    }
    let Some(r) = u.my_roll.clone().filter(|_| u.post_roll_mine) else {
        return Err(activation(&u.name, "use it right after rolling your pool"));
    };
    let again = crate::rules::roll(&r.pool, r.fumble_at_most, dice);
    let mut r2 = r.clone();
    if again.result > r.roll.result {
        r2.roll = again;
        r2.added.clear();
    }
    u.roll_change = Some(r2);
    Ok(())
}

/// "Tabla de Trucos": "En las sombras".
fn en_las_sombras(u: &mut TrickUse) -> R<()> {
    let side = u.side;
    u.sc.modifiers.push(Modifier::MaxCliches { side: side.other(), max: 1 });
    Ok(())
}

/// "Tabla de Trucos": "Excelencia".
fn excelencia(u: &mut TrickUse, dice: &mut dyn DiceSource) -> R<()> {
    let (Some(i), Some(r)) = (one_big_cliche(&u.my_sheet), u.my_roll.clone().filter(|_| u.post_roll_mine))
    else {
        return Err(activation(
            &u.name,
            "you need exactly one cliché of d10 or more, just rolled in your pool",
        ));
    };
    if !used_origin(&r, AttrRef { kind: AttrKind::Cliche, index: i }) {
        return Err(activation(&u.name, "your d10+ cliché is not in the pool"));
    }
    let mut r2 = r.clone();
    add_die(&mut r2, u.my_sheet.cliches[i].die, "trick: Excelencia".into(), dice);
    // Discard the lowest die.
    let low =
        (0..r2.roll.dice.len()).min_by_key(|&k| (r2.roll.dice[k].face, std::cmp::Reverse(k))).expect("dice");
    let mut rolled = r2.roll.dice.clone();
    rolled.remove(low);
    r2.pool.remove(low);
    r2.roll = reevaluate(&rolled, r2.fumble_at_most);
    u.roll_change = Some(r2);
    Ok(())
}

/// "Tabla de Trucos": "Gajes de oficio".
fn gajes_de_oficio(u: &mut TrickUse) -> R<()> {
    let side = u.side;
    u.sc.modifiers.push(Modifier::NoProblemsNextPool { side: side.other() });
    Ok(())
}

/// "Tabla de Trucos": "Genre Savvy".
fn genre_savvy(u: &mut TrickUse) -> R<()> {
    let (s, side) = (u.s, u.side);
    let i = u.target()?;
    let r =
        u.sc.last_roll(side.other()).ok_or_else(|| activation(&u.name, "your opponent has not rolled"))?;
    let big = s.sheet(&u.opp).and_then(|sh| sh.cliches.get(i)).is_some_and(|c| c.die >= Die::D10);
    if !big || !used_origin(r, AttrRef { kind: AttrKind::Cliche, index: i }) {
        return Err(activation(&u.name, "your opponent did not use that cliché of d10 or more"));
    }
    u.sc.modifiers.push(Modifier::ClicheBarred { side: side.other(), index: i });
    Ok(())
}

/// "Tabla de Trucos": "Grandes expectativas".
fn grandes_expectativas(u: &mut TrickUse) -> R<()> {
    let side = u.side;
    u.sc.modifiers.push(Modifier::MaxOwnCliches { side, max: 5 });
    Ok(())
}

/// "Tabla de Trucos": "Hacerse humo".
fn hacerse_humo(u: &mut TrickUse) -> R<()> {
    let side = u.side;
    let can = matches!(
        (side, &u.sc.step),
        (Side::Antagonist, Step::AntagonistChoice) | (Side::Protagonist, Step::ProtagonistChoice)
    );
    if !can || u.sc.grand_finale {
        return Err(activation(&u.name, "you can surrender only when it is your choice"));
    }
    Ok(())
}

/// "Tabla de Trucos": "Huyan cobardes".
fn huyan_cobardes(u: &mut TrickUse) -> R<()> {
    let side = u.side;
    if u.sc.active_allies(side.other()).len() < 2 {
        return Err(activation(&u.name, "your opponent has fewer than two allies"));
    }
    let i = u.target()?;
    let ok =
        u.sc.allies.get(i).is_some_and(|a| a.side == side.other() && a.status == AllyStatus::Cooperating);
    if !ok {
        return Err(RuleError::new("gf.trick.target", "target an ally of your opponent taking part"));
    }
    u.sc.allies[i].status = AllyStatus::Fled;
    Ok(())
}

/// "Tabla de Trucos": "Improvisador serial".
fn improvisador_serial(u: &mut TrickUse, dice: &mut dyn DiceSource) -> R<()> {
    let side = u.side;
    let r = u.my_roll.clone().filter(|_| u.post_roll_mine && side == Side::Antagonist);
    let Some(r) = r else {
        return Err(activation(&u.name, "use it as antagonist right after rolling"));
    };
    let Some(pd) = r.pool.iter().find(|p| p.source.starts_with("scene cliché")).cloned() else {
        return Err(activation(&u.name, "you used no scene cliché"));
    };
    let mut r2 = r.clone();
    add_die(&mut r2, pd.die, "trick: Improvisador serial".into(), dice);
    u.roll_change = Some(r2);
    Ok(())
}

/// "Tabla de Trucos": "Insistente".
fn insistente(u: &mut TrickUse) -> R<()> {
    let side = u.side;
    if !(side == Side::Protagonist && u.sc.step == Step::ProtagonistChoice) {
        return Err(activation(&u.name, "you can use it when you may retry"));
    }
    u.sc.modifiers.push(Modifier::RetryWithoutMore { side });
    Ok(())
}

/// "Tabla de Trucos": "Mi tesoro".
fn mi_tesoro(u: &mut TrickUse) -> R<()> {
    let side = u.side;
    u.sc.modifiers.push(Modifier::NoVictorySpending { side: side.other() });
    Ok(())
}

/// "Tabla de Trucos": "Movido por la pasión".
fn movido_por_la_pasion(u: &mut TrickUse) -> R<()> {
    let side = u.side;
    u.sc.modifiers.push(Modifier::EffectFromUsed { side });
    Ok(())
}

/// "Tabla de Trucos": "Naciste listo".
fn naciste_listo(u: &mut TrickUse) -> R<()> {
    let side = u.side;
    if u.my_sheet.advantages.len() < 2 {
        return Err(activation(&u.name, "you need at least two advantages"));
    }
    u.sc.modifiers.push(Modifier::TwoDiceBoost { side });
    Ok(())
}

/// "Tabla de Trucos": "No me esperaba esto de ti".
fn no_me_esperaba_esto_de_ti(u: &mut TrickUse, dice: &mut dyn DiceSource) -> R<()> {
    let Some(r) = u.my_roll.clone().filter(|_| u.post_roll_mine) else {
        return Err(activation(&u.name, "use it right after rolling your pool"));
    };
    let rel = (0..u.my_sheet.relationships.len()).find(|&i| {
        let rr = &u.my_sheet.relationships[i];
        rr.target == u.opp && rr.die.is_some_and(|d| d >= Die::D8)
    });
    let Some(i) = rel else {
        return Err(activation(&u.name, "you have no d8+ relationship with your opponent"));
    };
    if !used_origin(&r, AttrRef { kind: AttrKind::Relationship, index: i }) {
        return Err(activation(&u.name, "that relationship is not in your pool"));
    }
    let mut r2 = r.clone();
    add_die(
        &mut r2,
        u.my_sheet.relationships[i].die.unwrap_or(Die::D8),
        "trick: No me esperaba esto de ti".into(),
        dice,
    );
    u.roll_change = Some(r2);
    Ok(())
}

/// "Tabla de Trucos": "No tan rapido".
fn no_tan_rapido(u: &mut TrickUse, dice: &mut dyn DiceSource) -> R<()> {
    let side = u.side;
    if !(side == Side::Protagonist && u.sc.step == Step::ProtagonistChoice) {
        return Err(activation(&u.name, "you just lost a roll"));
    }
    let r = u.my_roll.clone().ok_or_else(|| activation(&u.name, "you have not rolled"))?;
    let i = u.target()?;
    if i >= r.pool.len() || r.pool.len() < 2 {
        return Err(RuleError::new("gf.trick.target", "discard one die of a pool of two or more"));
    }
    let mut pool = r.pool.clone();
    pool.remove(i);
    let again = crate::rules::roll(&pool, r.fumble_at_most, dice);
    let mut r2 = SceneRoll { pool, roll: again, added: vec![], boosted: false, ..r.clone() };
    r2.bonus = 0;
    u.sc.step = Step::PostRoll { side };
    u.w.events.push(Event::PoolRolled { roll: r2 });
    u.after.push(Event::StepChanged { step: Step::PostRoll { side } });
    Ok(())
}

/// "Tabla de Trucos": "Regalo del cielo".
fn regalo_del_cielo(u: &mut TrickUse) -> R<()> {
    if !u.my_sheet.advantages.is_empty() {
        return Err(activation(&u.name, "you already have an advantage"));
    }
    let sh = u.w.sheet(&u.me).expect("character");
    sh.advantages.push(Advantage {
        attr: Attr { name: "Regalo del cielo".into(), die: Die::D8 },
        against: None,
        temporary: true,
    });
    Ok(())
}

/// "Tabla de Trucos": "Savoir Faire".
fn savoir_faire(u: &mut TrickUse) -> R<()> {
    let side = u.side;
    u.sc.modifiers.push(Modifier::FumbleAtMost { side, at_most: 0, next_roll_only: false });
    Ok(())
}

/// "Tabla de Trucos": "Secretos y mentiras".
fn secretos_y_mentiras(u: &mut TrickUse) -> R<()> {
    let side = u.side;
    u.sc.modifiers.push(Modifier::FumbleAtMost { side: side.other(), at_most: 2, next_roll_only: true });
    Ok(())
}

/// "Tabla de Trucos": "Suerte inmerecida".
fn suerte_inmerecida(u: &mut TrickUse, dice: &mut dyn DiceSource) -> R<()> {
    let side = u.side;
    let last = u.sc.rolls.last().cloned().filter(|r| r.side == side.other());
    let Some(r) = last else { return Err(activation(&u.name, "the last roll is not your opponent's")) };
    if r.roll.fumbles.len() <= 2 {
        return Err(activation(&u.name, "your opponent rolled two fumbles or fewer"));
    }
    if u.sc.outcome.is_some() {
        return Err(activation(&u.name, "the scene is already decided"));
    }
    let pool: Vec<PoolDie> =
        (0..r.pool.len()).filter(|i| !r.roll.fumbles.contains(i)).map(|i| r.pool[i].clone()).collect();
    let again = crate::rules::roll(&pool, r.fumble_at_most, dice);
    let r2 = SceneRoll { pool, roll: again, added: vec![], boosted: false, ..r.clone() };
    u.sc.step = Step::PostRoll { side: side.other() };
    u.after.push(Event::RollAdjusted { roll: r2, reason: "trick: Suerte inmerecida".into() });
    u.after.push(Event::StepChanged { step: Step::PostRoll { side: side.other() } });
    Ok(())
}

/// "Tabla de Trucos": "Trabajo en equipo".
fn trabajo_en_equipo(u: &mut TrickUse) -> R<()> {
    let side = u.side;
    if u.sc.active_allies(side).len() <= 3 {
        return Err(activation(&u.name, "you need more than three allies"));
    }
    u.sc.modifiers.push(Modifier::AllyExtraDie { side });
    Ok(())
}

/// "Tabla de Trucos": "Truco mental".
fn truco_mental(u: &mut TrickUse) -> R<()> {
    let i = u.target()?;
    let sh =
        u.w.sheet(&u.opp).ok_or_else(|| RuleError::new("gf.sheet.none", "your opponent has no sheet"))?;
    let p = sh
        .problems
        .get_mut(i)
        .ok_or_else(|| RuleError::new("gf.trick.target", "no such problem on your opponent"))?;
    p.die = step_up(p.die);
    Ok(())
}

/// "Tabla de Trucos": "Truco sucio".
fn truco_sucio(u: &mut TrickUse) -> R<()> {
    let side = u.side;
    u.sc.modifiers.push(Modifier::FreeOpponentAttribute { side });
    Ok(())
}

/// "Tabla de Trucos": "Ver cada detalle".
fn ver_cada_detalle(u: &mut TrickUse) -> R<()> {
    let side = u.side;
    u.sc.modifiers.push(Modifier::TwoSceneCliches { side });
    Ok(())
}

/// "Tabla de Trucos": "As bajo la manga".
fn as_bajo_la_manga(u: &mut TrickUse) -> R<()> {
    let (side, seat) = (u.side, u.seat);
    if !matches!(u.sc.step, Step::ProtagonistPool | Step::ProtagonistChoice | Step::AntagonistChoice)
        || u.sc.player(side) != Some(seat)
        || u.my_sheet.advantages.is_empty()
    {
        return Err(activation(&u.name, "use it with an advantage to sacrifice, before building your pool"));
    }
    u.sc.modifiers.push(Modifier::SacrificeFour { side });
    Ok(())
}

/// "Tabla de Trucos": "Defensa impenetrable".
fn defensa_impenetrable(u: &mut TrickUse) -> R<()> {
    let side = u.side;
    let i = u.target()?;
    if i >= u.my_sheet.cliches.len() {
        return Err(RuleError::new("gf.trick.target", "target one of your clichés"));
    }
    u.sc.modifiers.push(Modifier::EscalateCliche { side, index: i });
    Ok(())
}

/// "Tabla de Trucos": "Plan B".
fn plan_b(u: &mut TrickUse) -> R<()> {
    let side = u.side;
    if !(side == Side::Protagonist && u.sc.step == Step::ProtagonistChoice) {
        return Err(activation(&u.name, "use it when you retry"));
    }
    u.sc.modifiers.push(Modifier::PlanB { side });
    Ok(())
}

/// "Tabla de Trucos": "Provocame".
fn provocame(u: &mut TrickUse) -> R<()> {
    let i = u.target()?;
    let p = u
        .my_sheet
        .problems
        .get(i)
        .cloned()
        .ok_or_else(|| RuleError::new("gf.trick.target", "target one of your problems"))?;
    let sh = u.w.sheet(&u.me).expect("character");
    sh.problems.remove(i);
    sh.advantages.push(Advantage { attr: p.clone(), against: None, temporary: true });
    u.sc.modifiers.push(Modifier::RestoreProblem { party: u.me.clone(), attr: p });
    Ok(())
}

/// "Tabla de Trucos": "Rompecorazonces".
fn rompecorazonces(u: &mut TrickUse) -> R<()> {
    let side = u.side;
    let rel = (0..u.my_sheet.relationships.len()).find(|&i| {
        let rr = &u.my_sheet.relationships[i];
        rr.target == u.opp && rr.die.is_some_and(|d| d >= Die::D8)
    });
    let Some(i) = rel else {
        return Err(activation(&u.name, "you have no d8+ relationship with your opponent"));
    };
    let r = u.my_sheet.relationships[i].clone();
    let attr = Attr { name: r.text.clone(), die: r.die.unwrap_or(Die::D8) };
    for _ in 0..3 {
        u.sc.gifts.push((side, attr.clone()));
    }
    u.w.sheet(&u.me).expect("character").relationships.remove(i);
    Ok(())
}

/// "Tabla de Trucos": "Otro morderá el polvo".
fn otro_mordera_el_polvo(u: &mut TrickUse) -> R<()> {
    let (s, side) = (u.s, u.side);
    let Some(p) = u.my_sheet.problems.last().cloned().filter(|p| p.die <= Die::D8) else {
        return Err(activation(&u.name, "your last problem is not of d8 or less"));
    };
    let i = u.target()?;
    let a = u.sc.allies.get(i).filter(|a| a.side == side && a.status == AllyStatus::Cooperating).cloned();
    let Some(a) = a else { return Err(RuleError::new("gf.trick.target", "target an ally of your side")) };
    if s.sheet(&a.who).is_none() {
        return Err(RuleError::new("gf.trick.target", "that ally has no sheet"));
    }
    u.w.sheet(&u.me).expect("character").problems.pop();
    let degraded = Attr { name: p.name.clone(), die: step_down(p.die).unwrap_or(Die::D4) };
    u.w.sheet(&a.who).expect("checked").problems.push(degraded);
    Ok(())
}

/// "Tabla de Trucos": "Siempre alerta".
fn siempre_alerta(u: &mut TrickUse, dice: &mut dyn DiceSource) -> R<()> {
    let side = u.side;
    let last = u.sc.rolls.last().cloned().filter(|r| r.side == Side::Protagonist && side == Side::Antagonist);
    let Some(r) = last else {
        return Err(activation(&u.name, "the protagonist has just attacked you"));
    };
    if u.sc.outcome.is_some() {
        return Err(activation(&u.name, "the scene is already decided"));
    }
    let i = u.target()?;
    if i >= r.pool.len() || r.pool.len() < 2 {
        return Err(RuleError::new(
            "gf.trick.target",
            "name the die of the surprise in a pool of two or more",
        ));
    }
    let mut pool = r.pool.clone();
    pool.remove(i);
    let again = crate::rules::roll(&pool, r.fumble_at_most, dice);
    let r2 = SceneRoll { pool, roll: again, added: vec![], boosted: false, ..r.clone() };
    u.sc.step = Step::PostRoll { side: Side::Protagonist };
    u.after.push(Event::RollAdjusted { roll: r2, reason: "trick: Siempre alerta".into() });
    u.after.push(Event::StepChanged { step: Step::PostRoll { side: Side::Protagonist } });
    Ok(())
}

/// "Tabla de Trucos": "Imitación".
fn imitacion(u: &mut TrickUse, dice: &mut dyn DiceSource) -> R<()> {
    let side = u.side;
    if !(side == Side::Antagonist && u.sc.step == Step::AntagonistChoice) {
        return Err(activation(&u.name, "you are the antagonist choosing to oppose"));
    }
    let r = u.sc.last_roll(Side::Protagonist).cloned().filter(|r| r.result() >= 15);
    let Some(r) = r else { return Err(activation(&u.name, "the protagonist did not get 15 or more")) };
    let at = super::scene::fumble_threshold(&mut u.sc, side);
    let pool: Vec<PoolDie> = r
        .pool
        .iter()
        .map(|p| PoolDie { die: p.die, source: format!("imitación: {}", p.source), origin: None })
        .collect();
    let rolled = crate::rules::roll(&pool, at, dice);
    let mine =
        SceneRoll { side, pool, roll: rolled, bonus: 0, added: vec![], boosted: false, fumble_at_most: at };
    u.after.push(Event::PoolRolled { roll: mine });
    u.after.push(Event::StepChanged { step: Step::PostRoll { side } });
    Ok(())
}

/// "Tabla de Trucos": "Nada mal pero".
fn nada_mal_pero(u: &mut TrickUse, dice: &mut dyn DiceSource) -> R<()> {
    let side = u.side;
    let theirs = u.sc.rolls.last().cloned().filter(|r| r.side == side.other());
    let (Some(t), Some(r)) = (theirs, u.my_roll.clone()) else {
        return Err(activation(&u.name, "your opponent has just rolled after you"));
    };
    if u.sc.outcome.is_some() || t.result() < r.result() + 5 {
        return Err(activation(&u.name, "your opponent's result does not beat yours by 5 or more"));
    }
    // A roll of no dice (every source taken away) has no die to step up.
    let Some(big) = (0..r.pool.len()).max_by_key(|&i| (r.pool[i].die, std::cmp::Reverse(i))) else {
        return Err(activation(&u.name, "your roll has no die to step up"));
    };
    let mut r2 = r.clone();
    r2.pool[big].die = step_up(r2.pool[big].die);
    let face = dice.roll(&[r2.pool[big].die])[0];
    let mut rolled = r2.roll.dice.clone();
    rolled[big] = RolledDie { die: r2.pool[big].die, face };
    r2.roll = reevaluate(&rolled, r2.fumble_at_most);
    r2.added.clear();
    r2.boosted = false;
    u.sc.step = Step::PostRoll { side };
    u.after.push(Event::RollAdjusted { roll: r2, reason: "trick: Nada mal pero".into() });
    u.after.push(Event::StepChanged { step: Step::PostRoll { side } });
    Ok(())
}

/// "Trucos y Tretas": anyone activates a flaw of the protagonist or the antagonist; its owner's
/// player earns its payout.
pub(crate) fn activate_flaw(
    s: &State,
    seat: SeatId,
    character: usize,
    flaw: usize,
    target: &[usize],
    dice: &mut dyn DiceSource,
) -> R<Vec<Event>> {
    let sc0 = current(s)?;
    s.player(seat).ok_or_else(|| RuleError::new("gf.seat.not_a_player", "players activate flaws"))?;
    let c = s
        .characters
        .get(character)
        .ok_or_else(|| RuleError::new("gf.character.unknown", "no such character"))?;
    if c.retired {
        // "Retirar un Personaje": "desde ese momento se lo considera un extra"; an extra is its
        // clichés ("tiene el derecho a definirlo, con cinco clichés"), with no tricks nor flaws, as
        // `Pool` reads it.
        return Err(RuleError::new(
            "gf.flaw.extra",
            "a retired character is an extra, and extras have no flaws",
        ));
    }
    let side = side_of_char(sc0, character).ok_or_else(|| {
        RuleError::new("gf.flaw.not_leading", "a flaw is activated on the protagonist or the antagonist")
    })?;
    let f = c
        .tricks
        .get(flaw)
        .filter(|t| t.kind() == TrickKind::Flaw)
        .ok_or_else(|| RuleError::new("gf.flaw.unknown", "no such flaw on that sheet"))?;
    if sc0.used_tricks.contains(&(character, flaw)) {
        return Err(RuleError::new("gf.flaw.once", "each flaw is activated once per scene"));
    }
    let sc = sc0.clone();
    let mut u = FlawUse {
        s,
        target,
        name: f.name.clone(),
        side,
        me: Party::Character { id: character },
        opp: sc.leader(side.other()),
        sheet: c.sheet.clone(),
        my_roll: sc.last_roll(side).cloned(),
        sc,
        w: Work::new(s),
        roll_change: None,
    };
    match f.rule {
        // A custom flaw approved by the players: its payout is earned and its use recorded; its
        // effect is played by post.
        TrickRule::Custom(_) => {}
        TrickRule::Trick(_) => return Err(RuleError::new("gf.flaw.unknown", "no such flaw on that sheet")),
        TrickRule::Flaw(Flaw::DilemaDelErizo) => dilema_del_erizo(&mut u)?,
        TrickRule::Flaw(Flaw::DudaInapropiada) => duda_inapropiada(&mut u)?,
        TrickRule::Flaw(Flaw::ElAlcoholMata) => el_alcohol_mata(&mut u),
        TrickRule::Flaw(Flaw::ErrorDePrincipiante) => error_de_principiante(&mut u)?,
        TrickRule::Flaw(Flaw::Fobia) => fobia(&mut u)?,
        TrickRule::Flaw(Flaw::Inocencia) => inocencia(&mut u),
        TrickRule::Flaw(Flaw::LapsusFreudiano) => lapsus_freudiano(&mut u, dice)?,
        TrickRule::Flaw(Flaw::MalaJunta) => mala_junta(&mut u)?,
        TrickRule::Flaw(Flaw::Opsss) => opsss(&mut u)?,
        TrickRule::Flaw(Flaw::OrgulloYCaida) => orgullo_y_caida(&mut u)?,
        TrickRule::Flaw(Flaw::SoloUnAccidente) => solo_un_accidente(&mut u)?,
        TrickRule::Flaw(Flaw::TorpezaCronica) => torpeza_cronica(&mut u)?,
        TrickRule::Flaw(Flaw::YoNoQueriaVenir) => yo_no_queria_venir(&mut u)?,
    }
    let FlawUse { mut sc, mut w, roll_change, name, .. } = u;
    sc.used_tricks.push((character, flaw));
    w.gain(c.player, f.currency, f.cost, &format!("flaw: {name}"));
    w.events.insert(0, Event::SceneUpdated { scene: Box::new(sc), reason: "flaw".into() });
    if let Some(r) = roll_change {
        w.events.push(Event::RollAdjusted { roll: r, reason: format!("flaw: {name}") });
    }
    Ok(w.finish("flaw"))
}

/// A flaw being activated ("Trucos y Tretas"): on whom, in which scene, and what it changes.
struct FlawUse<'a> {
    s: &'a State,
    target: &'a [usize],
    name: String,
    /// The side of the flaw's character.
    side: Side,
    me: Party,
    opp: Party,
    /// The flaw's character's sheet, as it was.
    sheet: Sheet,
    /// That character's last roll in the scene.
    my_roll: Option<SceneRoll>,
    /// The scene as the flaw leaves it.
    sc: Scene,
    w: Work<'a>,
    /// The last roll, as the flaw changes it.
    roll_change: Option<SceneRoll>,
}

impl FlawUse<'_> {
    /// The flaw's `k`-th target, which this flaw needs.
    fn t(&self, k: usize) -> R<usize> {
        self.target
            .get(k)
            .copied()
            .ok_or_else(|| RuleError::new("gf.flaw.target", format!("\"{}\" needs a target", self.name)))
    }
}

/// "Tabla de Tretas": "Dilema del Erizo".
fn dilema_del_erizo(u: &mut FlawUse) -> R<()> {
    let (pi, ai) = (u.t(0)?, u.t(1)?);
    let p = u.sheet.problems.get(pi).filter(|p| p.die <= Die::D8).cloned();
    let Some(p) = p else { return Err(activation(&u.name, "choose a problem of d8 or less")) };
    let side = u.side;
    let a = u.sc.allies.get(ai).filter(|a| a.side == side && a.status == AllyStatus::Cooperating).cloned();
    let Some(a) = a else { return Err(RuleError::new("gf.flaw.target", "choose an ally of that side")) };
    let sh = u.w.sheet(&a.who).ok_or_else(|| RuleError::new("gf.flaw.target", "that ally has no sheet"))?;
    sh.problems.push(p);
    Ok(())
}

/// "Tabla de Tretas": "Duda inapropiada".
fn duda_inapropiada(u: &mut FlawUse) -> R<()> {
    if !u.sheet.relationships.iter().any(|r| r.target == u.opp && r.die.is_some_and(|d| d >= Die::D8)) {
        return Err(activation(&u.name, "no d8+ relationship with the opponent"));
    }
    u.sc.modifiers.push(Modifier::MaxCliches { side: u.side, max: 1 });
    Ok(())
}

/// "Tabla de Tretas": "El Alcohol mata".
fn el_alcohol_mata(u: &mut FlawUse) {
    let sh = u.w.sheet(&u.me).expect("character");
    sh.problems.push(Attr { name: crate::data::DRUNK.0.into(), die: Die::D6 });
    u.sc.modifiers
        .push(Modifier::TemporaryProblem { party: u.me.clone(), name: crate::data::DRUNK.0.into() });
}

/// "Tabla de Tretas": "Error de principiante".
fn error_de_principiante(u: &mut FlawUse) -> R<()> {
    let r = u.my_roll.as_ref().ok_or_else(|| activation(&u.name, "no pool rolled"))?;
    if r.roll.fumbles.is_empty() || r.pool.len() > 3 {
        return Err(activation(&u.name, "needs a fumble in a pool of three dice or fewer"));
    }
    let i = u.t(0)?;
    if i >= u.sheet.cliches.len() {
        return Err(RuleError::new("gf.flaw.target", "no such cliché"));
    }
    u.sc.modifiers.push(Modifier::ClicheDisabled { party: u.me.clone(), index: i });
    Ok(())
}

/// "Tabla de Tretas": "Fobia".
fn fobia(u: &mut FlawUse) -> R<()> {
    let (a, b) = (u.t(0)?, u.t(1)?);
    if a == b || a >= u.sheet.cliches.len() || b >= u.sheet.cliches.len() {
        return Err(RuleError::new("gf.flaw.target", "choose two different clichés"));
    }
    u.sc.modifiers.push(Modifier::ClicheDisabled { party: u.me.clone(), index: a });
    u.sc.modifiers.push(Modifier::ClicheDisabled { party: u.me.clone(), index: b });
    Ok(())
}

/// "Tabla de Tretas": "Inocencia".
fn inocencia(u: &mut FlawUse) {
    u.sc.modifiers.push(Modifier::FumbleAtMost { side: u.side, at_most: 2, next_roll_only: false });
}

/// "Tabla de Tretas": "Lapsus freudiano".
fn lapsus_freudiano(u: &mut FlawUse, dice: &mut dyn DiceSource) -> R<()> {
    let side = u.side;
    let r = u.my_roll.clone().filter(|_| u.sc.step == Step::PostRoll { side });
    let Some(r) = r else { return Err(activation(&u.name, "use it right after that character rolls")) };
    let n = r.pool.len() as u32;
    let i = if n >= 2 { dice.roll(&[Die::new(n).expect("2+ sides")])[0] as usize - 1 } else { 0 };
    let mut r2 = r.clone();
    r2.pool.remove(i);
    let mut rolled = r2.roll.dice.clone();
    rolled.remove(i);
    r2.roll = reevaluate(&rolled, r2.fumble_at_most);
    r2.added.clear();
    u.roll_change = Some(r2);
    Ok(())
}

/// "Tabla de Tretas": "Mala junta".
fn mala_junta(u: &mut FlawUse) -> R<()> {
    let allies = u.sc.active_allies(u.side);
    if allies.len() < 2 || !allies.iter().all(|a| u.s.is_extra(&a.who)) {
        return Err(activation(&u.name, "needs two or more allies, all extras"));
    }
    u.sc.modifiers.push(Modifier::MaxAllyDice { side: u.side, max: 1 });
    Ok(())
}

/// "Tabla de Tretas": "Opsss".
fn opsss(u: &mut FlawUse) -> R<()> {
    if u.my_roll.as_ref().is_none_or(|r| r.roll.fumbles.len() < 2) {
        return Err(activation(&u.name, "needs two or more fumbles in one pool"));
    }
    u.sc.modifiers.push(Modifier::NextResultBonus { side: u.side.other(), bonus: 2 });
    Ok(())
}

/// "Tabla de Tretas": "Orgullo y Caída".
fn orgullo_y_caida(u: &mut FlawUse) -> R<()> {
    let (Some(i), Some(r)) = (one_big_cliche(&u.sheet), u.my_roll.as_ref()) else {
        return Err(activation(&u.name, "needs exactly one cliché of d10 or more, used in a pool"));
    };
    if !used_origin(r, AttrRef { kind: AttrKind::Cliche, index: i }) {
        return Err(activation(&u.name, "the d10+ cliché was not used"));
    }
    u.sc.modifiers.push(Modifier::FreeOpponentCliche { side: u.side.other(), index: i });
    Ok(())
}

/// "Tabla de Tretas": "Solo un accidente".
fn solo_un_accidente(u: &mut FlawUse) -> R<()> {
    let r = u.my_roll.as_ref().ok_or_else(|| activation(&u.name, "no pool rolled"))?;
    if r.roll.fumbles.is_empty() || !r.pool.iter().any(|p| p.source.starts_with("advantage")) {
        return Err(activation(&u.name, "needs a fumble in a pool with an advantage"));
    }
    let i = u.t(0)?;
    let sh = u.w.sheet(&u.me).expect("character");
    if i >= sh.advantages.len() {
        return Err(RuleError::new("gf.flaw.target", "no such advantage"));
    }
    sh.advantages.remove(i);
    Ok(())
}

/// "Tabla de Tretas": "Torpeza crónica".
fn torpeza_cronica(u: &mut FlawUse) -> R<()> {
    let i = u.t(0)?;
    let sh = u.w.sheet(&u.me).expect("character");
    let p = sh.problems.get_mut(i).ok_or_else(|| RuleError::new("gf.flaw.target", "no such problem"))?;
    p.die = step_up(p.die);
    Ok(())
}

/// "Tabla de Tretas": "Yo no quería venir".
fn yo_no_queria_venir(u: &mut FlawUse) -> R<()> {
    if u.sc.last_roll(u.side.other()).is_none_or(|r| r.result() < 20) {
        return Err(activation(&u.name, "the opponent's last result is under 20"));
    }
    u.sc.modifiers.push(Modifier::RetryNeedsThree { side: u.side });
    Ok(())
}

/// What a trick's or flaw's target indexes, as the functions above read it ("Tabla de Trucos",
/// "Tabla de Tretas"): "mine" is the side of the character whose trick or flaw it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// One of the scene's allies.
    Ally,
    /// One of my clichés.
    MyCliche,
    /// One of my opponent's clichés.
    OpponentCliche,
    /// One of my problems.
    MyProblem,
    /// One of my opponent's problems.
    OpponentProblem,
    /// One of my advantages.
    MyAdvantage,
    /// A die of my last pool.
    MyDie,
    /// A die of my opponent's last pool.
    OpponentDie,
}

/// The targets `rule` reads, in order (none for most).
pub fn targets(rule: TrickRule) -> &'static [Target] {
    use Target::*;
    match rule {
        TrickRule::Trick(Trick::GenreSavvy) => &[OpponentCliche],
        TrickRule::Trick(Trick::HuyanCobardes | Trick::OtroMorderaElPolvo) => &[Ally],
        TrickRule::Trick(Trick::NoTanRapido) => &[MyDie],
        TrickRule::Trick(Trick::SiempreAlerta) => &[OpponentDie],
        TrickRule::Trick(Trick::TrucoMental) => &[OpponentProblem],
        TrickRule::Trick(Trick::DefensaImpenetrable) => &[MyCliche],
        TrickRule::Trick(Trick::Provocame) => &[MyProblem],
        TrickRule::Flaw(Flaw::DilemaDelErizo) => &[MyProblem, Ally],
        TrickRule::Flaw(Flaw::ErrorDePrincipiante) => &[MyCliche],
        TrickRule::Flaw(Flaw::Fobia) => &[MyCliche, MyCliche],
        TrickRule::Flaw(Flaw::SoloUnAccidente) => &[MyAdvantage],
        TrickRule::Flaw(Flaw::TorpezaCronica) => &[MyProblem],
        _ => &[],
    }
}
