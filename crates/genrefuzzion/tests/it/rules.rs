//! Rules tests, named after the rule and citing the rulebook section they check. Each worked example
//! of the rulebook is here with its numbers.

use std::collections::BTreeMap;

use dice::{Die, Scripted};
use engine::{RuleError, SeatId, Table};
use genrefuzzion::data::{Flaw, Trick};
use genrefuzzion::*;

const MOD: SeatId = SeatId(0);
const ANA: SeatId = SeatId(1);
const BETO: SeatId = SeatId(2);
const CARO: SeatId = SeatId(3);

struct Check {
    t: Table<GenreFuzzion>,
}

fn choice<K: TableKey>(key: K) -> Choice<K> {
    let fills: BTreeMap<String, String> =
        key.row().placeholders().into_iter().map(|p| (p, "algo mío".to_owned())).collect();
    Choice::new(key, fills)
}

impl Check {
    fn new(points: u32) -> Check {
        let config = Config {
            players: vec!["Ana".into(), "Beto".into(), "Caro".into()],
            moderator: 1,
            max_wait_secs: 100,
            starting_points: vec![Points { pv: points, pk: points }; 3],
        };
        Check { t: Table::start(&config, &mut Scripted::new([])).unwrap() }
    }

    fn act(&mut self, seat: SeatId, c: Command) {
        self.act_with(seat, c, &[]);
    }

    fn act_with(&mut self, seat: SeatId, c: Command, faces: &[u32]) {
        let mut d = Scripted::new(faces.to_vec());
        if let Err(e) = self.t.act(seat, &c, &mut d) {
            panic!("{c:?} by {seat} refused: {e}");
        }
        assert_eq!(d.remaining(), 0, "every scripted face is used");
    }

    fn refuse(&mut self, seat: SeatId, c: Command) -> RuleError {
        self.refuse_with(seat, c, &[])
    }

    fn refuse_with(&mut self, seat: SeatId, c: Command, faces: &[u32]) -> RuleError {
        let before = self.t.state().clone();
        let e = self.t.act(seat, &c, &mut Scripted::new(faces.to_vec())).expect_err("refused");
        assert_eq!(&before, self.t.state(), "a refused command changes nothing");
        e
    }

    fn s(&self) -> &State {
        self.t.state()
    }

    fn points(&self, seat: SeatId) -> Points {
        self.s().player(seat).unwrap().points
    }

    fn sheet(&self, id: usize) -> &Sheet {
        &self.s().characters[id].sheet
    }

    fn scene(&self) -> &Scene {
        self.s().scene.as_ref().unwrap()
    }

    /// The whole creation of three characters, to the first scene.
    fn ready(points: u32) -> Check {
        Check::ready_with(
            points,
            [
                (Trick::ArmaPredilecta, Trick::SavoirFaire, Flaw::Inocencia),
                (Trick::Insistente, Trick::MiTesoro, Flaw::Opsss),
                (Trick::NacisteListo, Trick::RegaloDelCielo, Flaw::DudaInapropiada),
            ],
        )
    }

    /// Creation with chosen tricks and flaws for Ana, Beto and Caro.
    fn ready_with(points: u32, tricks: [(Trick, Trick, Flaw); 3]) -> Check {
        let mut c = Check::new(points);
        for (seat, n) in [(ANA, 1), (BETO, 4), (CARO, 7)] {
            for k in 0..3 {
                c.act(seat, Command::ProposeTableCliche { number: n + k });
            }
        }
        for _ in 0..3 {
            for seat in [ANA, BETO, CARO] {
                c.act(seat, Command::DraftCliche { index: 0 });
            }
        }
        for (seat, name) in [(ANA, "Ana"), (BETO, "Beto"), (CARO, "Caro")] {
            c.act(
                seat,
                Command::AddOwnCliches {
                    cliches: vec![format!("{name} a"), format!("{name} b"), format!("{name} c")],
                },
            );
            c.act(
                seat,
                Command::AssignClicheDice {
                    dice: vec![Die::D8, Die::D8, Die::D6, Die::D6, Die::D4, Die::D4],
                },
            );
            c.act(seat, Command::NameCharacter { name: name.into() });
        }
        let rel = |id| Command::DeclareRelationship {
            to: Party::Character { id },
            via_extra: None,
            text: "Conoce a".into(),
        };
        c.act(ANA, rel(1));
        c.act(BETO, rel(0));
        c.act(BETO, rel(2));
        c.act(CARO, rel(1));
        c.act(CARO, rel(0));
        c.act(ANA, rel(2));
        c.act(ANA, Command::CloseRelationships);
        for (seat, (a, b, f)) in [ANA, BETO, CARO].into_iter().zip(tricks) {
            c.act(seat, Command::AssignRelationshipDice { dice: vec![Die::D8, Die::D4] });
            c.act(seat, Command::ChooseTricks { tricks: vec![choice(a), choice(b)], flaw: choice(f) });
        }
        for (seat, own, circle) in [(ANA, 0, 1), (BETO, 1, 2), (CARO, 2, 0)] {
            c.act(
                seat,
                Command::SetObjective { character: own, text: "Triunfar en Broadway".into(), difficulty: 5 },
            );
            c.act(
                seat,
                Command::SetObjective {
                    character: circle,
                    text: "Encontrar el amor de mi vida".into(),
                    difficulty: 10,
                },
            );
        }
        for id in 0..3 {
            c.act(
                MOD,
                Command::SetObjective {
                    character: id,
                    text: "Vencer a Jono el invencible".into(),
                    difficulty: 15,
                },
            );
        }
        assert_eq!(c.s().phase, Phase::Lull { starter: None });
        c
    }

    /// Ana (protagonist) against Beto (antagonist), Caro nowhere.
    fn scene_ana_vs_beto(points: u32) -> Check {
        let mut c = Check::ready(points);
        c.act(ANA, start(Party::Character { id: 1 }, vec![]));
        c.act(BETO, present(vec![]));
        c
    }
}

fn start(antagonist: Party, allies: Vec<Party>) -> Command {
    Command::StartScene {
        title: "1. Scott Pilgrim contra el mundo".into(),
        setting: "El Café de Mike, lleno de estudiantes que salen de la universidad".into(),
        tone: "cómico".into(),
        cliches: vec![],
        antagonist,
        intention: "Conseguir una cita".into(),
        allies,
        grand_finale: false,
    }
}

fn present(define: Vec<String>) -> Command {
    let description = if define.is_empty() { String::new() } else { "Un matón del barrio".into() };
    Command::PresentAntagonist {
        define,
        description,
        raises: vec![],
        intention: "Que no la consiga".into(),
        allies: vec![],
    }
}

fn cl(index: usize) -> Source {
    Source::Cliche { index }
}

fn roll(sources: Vec<Source>) -> Command {
    Command::RollPool { sources }
}

// --- Set-up ("Creación de Personajes") ---

#[test]
fn pozo_de_cliches_three_per_player_then_draft() {
    let mut c = Check::new(0);
    for k in 1..=3 {
        c.act(ANA, Command::ProposeTableCliche { number: k });
    }
    let e = c.refuse(ANA, Command::ProposeCliche { text: "Uno más".into() });
    assert_eq!(e.code, "gf.pool.three_each");
    assert_eq!(c.refuse(BETO, Command::ProposeTableCliche { number: 1 }).code, "gf.pool.duplicate");
    assert_eq!(c.s().cliche_pool[0].1, "Vampiro pacifista");
}

#[test]
fn seleccion_de_cliches_in_turns_until_three_each() {
    let mut c = Check::new(0);
    for (seat, n) in [(ANA, 1), (BETO, 4), (CARO, 7)] {
        for k in 0..3 {
            c.act(seat, Command::ProposeTableCliche { number: n + k });
        }
    }
    assert_eq!(c.s().phase, Phase::Draft { turn: ANA });
    assert_eq!(c.refuse(BETO, Command::DraftCliche { index: 0 }).code, "turn.not_yours");
    c.act(ANA, Command::DraftCliche { index: 8 });
    assert_eq!(c.s().phase, Phase::Draft { turn: BETO });
    for _ in 0..8 {
        let Phase::Draft { turn } = c.s().phase.clone() else { panic!() };
        c.act(turn, Command::DraftCliche { index: 0 });
    }
    assert_eq!(c.s().phase, Phase::Concept);
    assert!(c.s().drafted.values().all(|v| v.len() == 3));
}

#[test]
fn six_cliches_take_two_d8_two_d6_two_d4() {
    let mut c = Check::new(0);
    for (seat, n) in [(ANA, 1), (BETO, 4), (CARO, 7)] {
        for k in 0..3 {
            c.act(seat, Command::ProposeTableCliche { number: n + k });
        }
    }
    for _ in 0..9 {
        let Phase::Draft { turn } = c.s().phase.clone() else { panic!() };
        c.act(turn, Command::DraftCliche { index: 0 });
    }
    assert_eq!(
        c.refuse(ANA, Command::AddOwnCliches { cliches: vec!["a".into()] }).code,
        "gf.concept.own_three"
    );
    c.act(ANA, Command::AddOwnCliches { cliches: vec!["a".into(), "b".into(), "c".into()] });
    let bad = Command::AssignClicheDice { dice: vec![Die::D8, Die::D8, Die::D8, Die::D6, Die::D4, Die::D4] };
    assert_eq!(c.refuse(ANA, bad).code, "gf.cliche.dice");
    c.act(
        ANA,
        Command::AssignClicheDice { dice: vec![Die::D4, Die::D8, Die::D6, Die::D8, Die::D4, Die::D6] },
    );
    assert_eq!(c.sheet(0).cliches[0].name, "Vampiro pacifista");
    assert_eq!(c.sheet(0).cliches[1].die, Die::D8);
}

#[test]
fn relaciones_chain_answers_and_at_least_two_each() {
    let c = Check::ready(0);
    for id in 0..3 {
        assert_eq!(c.sheet(id).relationships.len(), 2);
        assert_eq!(c.sheet(id).relationships[0].die, Some(Die::D8));
        assert_eq!(c.sheet(id).relationships[1].die, Some(Die::D4));
    }
    assert!(c.s().characters.iter().all(|ch| ch.ready && ch.tricks.len() == 3 && ch.objectives.len() == 3));
}

fn at_relationships() -> Check {
    let mut c = Check::new(0);
    for (seat, n) in [(ANA, 1), (BETO, 4), (CARO, 7)] {
        for k in 0..3 {
            c.act(seat, Command::ProposeTableCliche { number: n + k });
        }
    }
    for _ in 0..9 {
        let Phase::Draft { turn } = c.s().phase.clone() else { panic!() };
        c.act(turn, Command::DraftCliche { index: 0 });
    }
    for (seat, name) in [(ANA, "Andy"), (BETO, "Billy"), (CARO, "Cody")] {
        c.act(seat, Command::AddOwnCliches { cliches: vec!["a".into(), "b".into(), "c".into()] });
        c.act(
            seat,
            Command::AssignClicheDice { dice: vec![Die::D8, Die::D8, Die::D6, Die::D6, Die::D4, Die::D4] },
        );
        c.act(seat, Command::NameCharacter { name: name.into() });
    }
    c
}

#[test]
fn relaciones_other_point_of_view_comes_next() {
    // "Madre sobreprotectora de Andy" ... "Hijo malcriado de Diane": the one named answers.
    let mut c = at_relationships();
    c.act(
        ANA,
        Command::DeclareRelationship {
            to: Party::Character { id: 1 },
            via_extra: None,
            text: "Relación de amor-odio con Billy".into(),
        },
    );
    let e = c.refuse(
        CARO,
        Command::DeclareRelationship { to: Party::Character { id: 0 }, via_extra: None, text: "x".into() },
    );
    assert_eq!(e.code, "turn.not_yours");
    let e = c.refuse(
        BETO,
        Command::DeclareRelationship { to: Party::Character { id: 2 }, via_extra: None, text: "x".into() },
    );
    assert_eq!(e.code, "gf.relationship.answer");
    c.act(
        BETO,
        Command::DeclareRelationship {
            to: Party::Character { id: 0 },
            via_extra: None,
            text: "Relación de amor-odio con Andy".into(),
        },
    );
    assert_eq!(c.s().phase, Phase::Relationships { holder: BETO, pending: None });
    assert_eq!(c.refuse(BETO, Command::CloseRelationships).code, "gf.relationship.two");
}

#[test]
fn relaciones_through_an_extra_and_from_the_table() {
    // "compite con Gus por el amor de Hilfred", Hilfred an extra; table 42 names <extra>.
    let mut c = at_relationships();
    c.act(
        ANA,
        Command::DeclareTableRelationship {
            to: Party::Character { id: 1 },
            number: 42,
            via_extra: Some("Hilfred".into()),
        },
    );
    assert_eq!(c.sheet(0).relationships[0].text, "Compite por el amor de Hilfred con Billy");
    assert_eq!(c.sheet(0).relationships[0].via_extra.as_deref(), Some("Hilfred"));
}

#[test]
fn relaciones_a_holder_may_suggest_between_two_others() {
    let mut c = at_relationships();
    c.act(ANA, Command::SuggestRelationship { from: 1, to: 2, text: "Envidia el poder de Cody".into() });
    assert_eq!(c.s().phase, Phase::Relationships { holder: ANA, pending: Some((1, 2)) });
    c.act(
        CARO,
        Command::DeclareRelationship {
            to: Party::Character { id: 1 },
            via_extra: None,
            text: "Desprecia a Billy".into(),
        },
    );
    assert_eq!(c.s().phase, Phase::Relationships { holder: CARO, pending: None });
}

#[test]
fn relationship_dice_balance_d8_with_d4() {
    let mut c = at_relationships();
    let rel = |id| Command::DeclareRelationship {
        to: Party::Character { id },
        via_extra: None,
        text: "Conoce a".into(),
    };
    c.act(ANA, rel(1));
    c.act(BETO, rel(0));
    c.act(BETO, rel(2));
    c.act(CARO, rel(1));
    c.act(CARO, rel(0));
    c.act(ANA, rel(2));
    c.act(MOD, Command::CloseRelationships);
    let e = c.refuse(ANA, Command::AssignRelationshipDice { dice: vec![Die::D8, Die::D6] });
    assert_eq!(e.code, "gf.relationship.balance");
    let e = c.refuse(ANA, Command::AssignRelationshipDice { dice: vec![Die::D10, Die::D4] });
    assert_eq!(e.code, "gf.relationship.die");
    c.act(ANA, Command::AssignRelationshipDice { dice: vec![Die::D6, Die::D6] });
}

#[test]
fn trucos_y_tretas_two_tricks_one_flaw_placeholders_filled() {
    let mut c = at_relationships();
    let rel = |id| Command::DeclareRelationship {
        to: Party::Character { id },
        via_extra: None,
        text: "Conoce a".into(),
    };
    for (s, id) in [(ANA, 1), (BETO, 0), (BETO, 2), (CARO, 1), (CARO, 0), (ANA, 2)] {
        c.act(s, rel(id));
    }
    c.act(ANA, Command::CloseRelationships);
    let empty = Choice::new(Trick::ArmaPredilecta, BTreeMap::new());
    let e = c.refuse(
        ANA,
        Command::ChooseTricks { tricks: vec![empty, choice(Trick::Insistente)], flaw: choice(Flaw::Opsss) },
    );
    assert_eq!(e.code, "gf.trick.placeholder");
    let e = c.refuse(
        ANA,
        Command::ChooseTricks { tricks: vec![choice(Trick::Insistente)], flaw: choice(Flaw::Opsss) },
    );
    assert_eq!(e.code, "gf.trick.two");
    let mut fills = BTreeMap::new();
    fills.insert("ARMA PREDILECTA".to_owned(), "bate de béisbol".to_owned());
    let arma = Choice::new(Trick::ArmaPredilecta, fills);
    c.act(
        ANA,
        Command::ChooseTricks { tricks: vec![arma, choice(Trick::Insistente)], flaw: choice(Flaw::Opsss) },
    );
    assert_eq!(c.s().characters[0].tricks[0].activation, "Usas tu bate de béisbol para atacar a un enemigo");
}

#[test]
fn objetivos_own_circle_and_moderator_difficulty_5_to_15() {
    let mut c = at_relationships();
    let rel = |id| Command::DeclareRelationship {
        to: Party::Character { id },
        via_extra: None,
        text: "Conoce a".into(),
    };
    for (s, id) in [(ANA, 1), (BETO, 0), (BETO, 2), (CARO, 1), (CARO, 0), (ANA, 2)] {
        c.act(s, rel(id));
    }
    c.act(ANA, Command::CloseRelationships);
    let obj = |character, difficulty| Command::SetObjective {
        character,
        text: "Descubrir los siete conjuros supremos".into(),
        difficulty,
    };
    assert_eq!(c.refuse(ANA, obj(0, 4)).code, "gf.objective.difficulty");
    assert_eq!(c.refuse(ANA, obj(0, 16)).code, "gf.objective.difficulty");
    c.act(ANA, obj(0, 5));
    assert_eq!(c.refuse(ANA, obj(0, 6)).code, "gf.objective.slot_taken");
    // Ana sets the next one's in the circle (Beto), not Caro's.
    assert_eq!(c.refuse(ANA, obj(2, 6)).code, "gf.objective.who");
    c.act(ANA, obj(1, 15));
    c.act(MOD, obj(0, 10));
    assert_eq!(c.s().characters[1].objectives[0].slot, ObjectiveSlot::Circle);
    assert_eq!(c.s().characters[0].objectives[1].slot, ObjectiveSlot::Moderator);
}

#[test]
fn points_belong_to_players_and_start_at_zero() {
    let c = Check::new(0);
    assert_eq!(c.points(ANA), Points { pv: 0, pk: 0 });
    let c = Check::new(7);
    assert_eq!(c.points(CARO), Points { pv: 7, pk: 7 }, "carried from an earlier campaign");
}

// --- Scenes ---

#[test]
fn definir_la_escena_up_to_three_scene_cliches_balanced() {
    let mut c = Check::ready(0);
    let mut cmd = start(Party::Character { id: 1 }, vec![]);
    if let Command::StartScene { cliches, .. } = &mut cmd {
        *cliches = vec![
            Attr { name: "La Gran Estafa".into(), die: Die::D8 },
            Attr { name: "Duelo climático".into(), die: Die::D6 },
        ];
    }
    assert_eq!(c.refuse(ANA, cmd.clone()).code, "gf.scene.cliche_dice");
    if let Command::StartScene { cliches, .. } = &mut cmd {
        cliches.push(Attr { name: "Todos odiamos a Raymond".into(), die: Die::D4 });
    }
    c.act(ANA, cmd.clone());
    assert_eq!(c.scene().cliches.len(), 3);
}

#[test]
fn el_antagonista_se_presenta_character_cannot_refuse_only_its_player() {
    let mut c = Check::ready(0);
    c.act(ANA, start(Party::Character { id: 1 }, vec![]));
    assert_eq!(c.refuse(CARO, present(vec![])).code, "turn.not_yours");
    c.act(BETO, present(vec![]));
    assert_eq!(c.scene().antagonist_player, Some(BETO));
    assert_eq!(c.scene().step, Step::ProtagonistPool);
}

#[test]
fn extra_antagonist_five_cliches_d10_three_d6_d4() {
    let mut c = Check::ready(10);
    c.act(ANA, start(Party::Extra { name: "Jono el invencible".into() }, vec![]));
    assert_eq!(c.refuse(ANA, present(vec!["a".into(); 5])).code, "gf.antagonist.protagonist");
    assert_eq!(c.refuse(CARO, present(vec!["a".into(); 4])).code, "gf.extra.five");
    let names: Vec<String> =
        ["Invencible", "Arrogante", "Rico", "Fuerte", "Distraído"].map(String::from).to_vec();
    c.act(CARO, present(names));
    let e = &c.s().extras["Jono el invencible"];
    let dice: Vec<Die> = e.sheet.cliches.iter().map(|a| a.die).collect();
    assert_eq!(dice, vec![Die::D10, Die::D6, Die::D6, Die::D6, Die::D4]);
}

#[test]
fn extra_raised_with_pv_to_d12_new_cliches_d8_for_pk_always_a_d4() {
    let mut c = Check::ready(20);
    c.act(ANA, start(Party::Extra { name: "Jono".into() }, vec![]));
    let names: Vec<String> = (0..5).map(|i| format!("c{i}")).collect();
    let raise = |raises: Vec<ExtraRaise>| Command::PresentAntagonist {
        define: names.clone(),
        description: "Un matón".into(),
        raises,
        intention: "x".into(),
        allies: vec![],
    };
    let e = c.refuse(CARO, raise(vec![ExtraRaise::Escalate { index: 4 }]));
    assert_eq!(e.code, "gf.extra.keep_d4");
    let e = c.refuse(CARO, raise(vec![ExtraRaise::Escalate { index: 0 }, ExtraRaise::Escalate { index: 0 }]));
    assert_eq!(e.code, "gf.die.max", "d10 → d12, then no further");
    c.act(
        CARO,
        raise(vec![ExtraRaise::Escalate { index: 0 }, ExtraRaise::AddCliche { name: "Nuevo".into() }]),
    );
    let e = &c.s().extras["Jono"];
    assert_eq!(e.sheet.cliches[0].die, Die::D12);
    assert_eq!(e.sheet.cliches[5].die, Die::D8);
    // Training price for the d10 (5 PV) and 1 PK for the new cliché.
    assert_eq!(c.points(CARO), Points { pv: 15, pk: 19 });
}

#[test]
fn llamar_aliados_refusal_and_1_pk_veto_of_an_extra() {
    let mut c = Check::ready(3);
    c.act(
        ANA,
        start(
            Party::Character { id: 1 },
            vec![Party::Character { id: 2 }, Party::Extra { name: "Hilfred".into() }],
        ),
    );
    assert_eq!(c.refuse(BETO, Command::RefuseAlly { ally: 0 }).code, "gf.ally.not_yours");
    c.act(CARO, Command::RefuseAlly { ally: 0 });
    assert_eq!(c.scene().allies[0].status, AllyStatus::Refused);
    assert_eq!(c.refuse(BETO, Command::VetoExtraAlly { ally: 0 }).code, "gf.ally.gone");
    c.act(BETO, Command::VetoExtraAlly { ally: 1 });
    assert_eq!(c.scene().allies[1].status, AllyStatus::Vetoed);
    assert_eq!(c.points(BETO).pk, 2);
}

#[test]
fn armando_el_pozo_two_cliches_a_third_for_1_pv() {
    let mut c = Check::scene_ana_vs_beto(1);
    c.act_with(ANA, roll(vec![cl(0), cl(1), cl(2)]), &[8, 7, 5]);
    assert_eq!(c.points(ANA).pv, 0, "the third cliché cost 1 PV");
    let mut c = Check::scene_ana_vs_beto(0);
    let e = c.refuse(ANA, roll(vec![cl(0), cl(1), cl(2)]));
    assert_eq!(e.code, "gf.points.not_enough");
    assert_eq!(c.refuse(ANA, roll(vec![cl(0), cl(1), cl(2), cl(3)])).code, "gf.pool.limit");
}

#[test]
fn armando_el_pozo_relationship_only_with_the_opponent_one() {
    let mut c = Check::scene_ana_vs_beto(0);
    // Ana's relationship 0 is with Beto, 1 with Caro.
    let e = c.refuse(ANA, roll(vec![Source::Relationship { index: 1 }]));
    assert_eq!(e.code, "gf.pool.relationship");
    c.act_with(ANA, roll(vec![cl(0), Source::Relationship { index: 0 }]), &[3, 8]);
    let r = c.scene().last_roll(Side::Protagonist).unwrap();
    assert_eq!(r.pool[1].die, Die::D8);
    assert_eq!(r.result(), 11);
}

#[test]
fn armando_el_pozo_karma_d6_and_opponent_attribute_gives_it_1_pk() {
    let mut c = Check::scene_ana_vs_beto(2);
    let pool = vec![
        cl(0),
        Source::KarmaD6,
        Source::OpponentAttribute { attr: AttrRef { kind: AttrKind::Cliche, index: 0 } },
    ];
    c.act_with(ANA, roll(pool), &[2, 3, 4]);
    assert_eq!(c.points(ANA), Points { pv: 2, pk: 0 });
    assert_eq!(c.points(BETO), Points { pv: 2, pk: 3 }, "\"le regalas uno de tus PK a él\"");
    c.act(ANA, Command::Stand);
    let e = c.refuse(BETO, roll(vec![Source::KarmaD6, Source::KarmaD6]));
    assert_eq!(e.code, "gf.pool.limit");
}

#[test]
fn using_your_own_attribute_against_yourself_gives_2_pv() {
    let mut c = Check::scene_ana_vs_beto(0);
    c.act(BETO, Command::GiftAttribute { attr: AttrRef { kind: AttrKind::Cliche, index: 0 } });
    assert_eq!(c.points(BETO).pv, 2);
    c.act_with(ANA, roll(vec![cl(0), Source::Gift { index: 0 }]), &[5, 6]);
    assert_eq!(
        c.scene().last_roll(Side::Protagonist).unwrap().pool[1].source,
        "gift: Vampiro pacifista".replace("Vampiro pacifista", &c.sheet(1).cliches[0].name)
    );
    assert!(c.scene().gifts.is_empty(), "a gift is used in one pool");
}

#[test]
fn tirando_el_pozo_sum_of_two_highest_ones_fumble() {
    let mut c = Check::scene_ana_vs_beto(0);
    c.act_with(ANA, roll(vec![cl(0), cl(1), Source::Relationship { index: 0 }]), &[1, 6, 5]);
    let r = c.scene().last_roll(Side::Protagonist).unwrap();
    assert_eq!(r.result(), 11);
    assert_eq!(r.roll.fumbles, vec![0]);
}

#[test]
fn spending_1_pv_adds_a_die_or_1_pk_adds_three() {
    let mut c = Check::scene_ana_vs_beto(1);
    c.act_with(ANA, roll(vec![cl(0), cl(1), cl(2)]), &[3, 4, 5]);
    assert_eq!(c.refuse(ANA, Command::Boost { with: dice_currency(true) }).code, "gf.points.not_enough");
    c.act(ANA, Command::Boost { with: dice_currency(false) });
    assert_eq!(c.scene().last_roll(Side::Protagonist).unwrap().result(), 12);
    assert_eq!(c.refuse(ANA, Command::Boost { with: dice_currency(false) }).code, "gf.boost.once");
    let mut c = Check::scene_ana_vs_beto(2);
    c.act_with(ANA, roll(vec![cl(0), cl(1), cl(2)]), &[3, 4, 5]);
    c.act(ANA, Command::Boost { with: dice_currency(true) });
    assert_eq!(c.scene().last_roll(Side::Protagonist).unwrap().result(), 12, "5 + 4 + the 3");
}

fn dice_currency(pv: bool) -> data::Currency {
    if pv { data::Currency::Pv } else { data::Currency::Pk }
}

#[test]
fn rendirse_antagonist_surrenders_2_pv_and_2_pk_allies_1() {
    let mut c = Check::ready(0);
    c.act(ANA, start(Party::Character { id: 1 }, vec![Party::Character { id: 2 }]));
    c.act(BETO, present(vec![]));
    c.act_with(ANA, roll(vec![cl(0), cl(1)]), &[5, 5]);
    c.act(ANA, Command::Stand);
    c.act(BETO, Command::Surrender);
    assert_eq!(c.points(ANA), Points { pv: 2, pk: 0 });
    assert_eq!(c.points(BETO), Points { pv: 0, pk: 2 });
    assert_eq!(c.points(CARO), Points { pv: 1, pk: 0 });
    assert_eq!(c.scene().step, Step::Rating);
}

#[test]
fn rendirse_against_an_extra_pays_1_and_1() {
    let mut c = Check::ready(0);
    c.act(ANA, start(Party::Extra { name: "Jono".into() }, vec![]));
    c.act(CARO, present((0..5).map(|i| format!("c{i}")).collect()));
    c.act_with(ANA, roll(vec![cl(0)]), &[4]);
    c.act(ANA, Command::Stand);
    c.act(CARO, Command::Surrender);
    assert_eq!(c.points(ANA).pv, 1);
    assert_eq!(c.points(CARO).pk, 1);
}

#[test]
fn oponerse_protagonist_wins_only_with_a_greater_result() {
    let mut c = Check::scene_ana_vs_beto(0);
    c.act_with(ANA, roll(vec![cl(0), cl(1)]), &[5, 5]);
    c.act(ANA, Command::Stand);
    c.act_with(BETO, roll(vec![cl(0), cl(1)]), &[6, 4]);
    c.act(BETO, Command::Stand);
    assert_eq!(c.scene().step, Step::ProtagonistChoice, "equal results: the scene goes on");
    let mut c = Check::scene_ana_vs_beto(0);
    c.act_with(ANA, roll(vec![cl(0), cl(1)]), &[5, 6]);
    c.act(ANA, Command::Stand);
    c.act_with(BETO, roll(vec![cl(0), cl(1)]), &[6, 4]);
    c.act(BETO, Command::Stand);
    assert_eq!(c.scene().step, Step::Victory { winner: Side::Protagonist });
}

#[test]
fn reintentar_needs_one_more_die_than_before() {
    let mut c = Check::scene_ana_vs_beto(0);
    c.act_with(ANA, roll(vec![cl(0), cl(1)]), &[2, 2]);
    c.act(ANA, Command::Stand);
    c.act_with(BETO, roll(vec![cl(0), cl(1)]), &[6, 6]);
    c.act(BETO, Command::Stand);
    let e = c.refuse(ANA, roll(vec![cl(2), cl(3)]));
    assert_eq!(e.code, "gf.retry.more_dice");
    c.act_with(ANA, roll(vec![cl(0), cl(1), Source::Relationship { index: 0 }]), &[8, 4, 4]);
    c.act(ANA, Command::Stand);
    assert_eq!(c.scene().step, Step::AntagonistChoice, "equal or greater: the antagonist chooses again");
    c.act_with(BETO, roll(vec![cl(0), cl(1)]), &[2, 3]);
    c.act(BETO, Command::Stand);
    assert_eq!(c.scene().step, Step::Victory { winner: Side::Protagonist });
}

#[test]
fn reintentar_lower_result_loses_and_protagonist_may_surrender() {
    let mut c = Check::scene_ana_vs_beto(0);
    c.act_with(ANA, roll(vec![cl(0), cl(1)]), &[2, 2]);
    c.act(ANA, Command::Stand);
    c.act_with(BETO, roll(vec![cl(0), cl(1)]), &[6, 6]);
    c.act(BETO, Command::Stand);
    c.act(ANA, Command::Surrender);
    assert_eq!(c.points(BETO).pv, 2);
    assert_eq!(c.points(ANA).pk, 2);
    assert_eq!(
        c.s().scene.as_ref().unwrap().outcome,
        Some(Outcome { winner: Side::Antagonist, surrender: true })
    );
}

fn ana_wins(points: u32, faces: &[u32]) -> Check {
    let mut c = Check::scene_ana_vs_beto(points);
    let pool = vec![cl(0), cl(1), cl(2), Source::Relationship { index: 0 }];
    c.act_with(ANA, roll(pool), faces);
    c.act(ANA, Command::Stand);
    c.act_with(BETO, roll(vec![cl(5)]), &[2]);
    c.act(BETO, Command::Stand);
    assert_eq!(c.scene().step, Step::Victory { winner: Side::Protagonist });
    c
}

#[test]
fn dado_de_efecto_not_a_die_of_the_result_nor_a_fumble() {
    // Ana: cliché d8 = 8, d8 = 7, d6 = 1 (fumble), relationship d8 = 3: result 15, free: the d8 showing 3.
    let mut c = ana_wins(1, &[8, 7, 1, 3]);
    let adv = |die| Command::ClaimVictory {
        effect: Some(EffectUse {
            die,
            action: EffectAction::Advantage { name: "Sorpresa".into(), only_against_opponent: true },
        }),
        extra: vec![],
    };
    assert_eq!(c.refuse(ANA, adv(0)).code, "gf.effect.die");
    assert_eq!(c.refuse(ANA, adv(2)).code, "gf.effect.die");
    c.act(ANA, adv(3));
    let a = &c.sheet(0).advantages[0];
    assert_eq!(a.attr.die, Die::D8);
    assert_eq!(a.against, Some(Party::Character { id: 1 }));
}

#[test]
fn extra_advantage_for_1_pv_extra_complication_for_1_pk() {
    let mut c = ana_wins(2, &[8, 7, 4, 3]);
    c.act(
        ANA,
        Command::ClaimVictory {
            effect: Some(EffectUse {
                die: 3,
                action: EffectAction::Advantage {
                    name: "El Poder del Amor".into(),
                    only_against_opponent: false,
                },
            }),
            extra: vec![EffectUse { die: 2, action: EffectAction::Problem { name: "Humillado".into() } }],
        },
    );
    assert_eq!(c.points(ANA), Points { pv: 1, pk: 1 }, "third cliché 1 PV, complication 1 PK");
    assert_eq!(c.sheet(1).problems[0], Attr { name: "Humillado".into(), die: Die::D6 });
}

#[test]
fn causar_un_problema_bigger_die_replaces_equal_or_smaller_escalates() {
    // Effect d6 makes "Estás muerto" d6; the extra complication (1 PK) with a d8 replaces it: d8.
    let mut c = ana_wins(2, &[8, 7, 4, 3]);
    let problem = EffectUse { die: 2, action: EffectAction::Problem { name: "Estás muerto".into() } };
    let escalate = EffectUse { die: 3, action: EffectAction::EscalateProblem { index: 0 } };
    c.act(ANA, Command::ClaimVictory { effect: Some(problem), extra: vec![escalate] });
    assert_eq!(c.sheet(1).problems[0].die, Die::D8);
    // A d8 problem hit by a d6 (equal or smaller) steps up to d10.
    let mut c = ana_wins(2, &[8, 7, 4, 3]);
    let problem = EffectUse { die: 3, action: EffectAction::Problem { name: "Estás muerto".into() } };
    let escalate = EffectUse { die: 2, action: EffectAction::EscalateProblem { index: 0 } };
    c.act(ANA, Command::ClaimVictory { effect: Some(problem), extra: vec![escalate] });
    assert_eq!(c.sheet(1).problems[0].die, Die::D10);
    // The maximum is d12.
    assert_eq!(step_up(Die::D10), Die::D12);
    assert_eq!(step_up(Die::D12), Die::D12);
}

#[test]
fn anular_un_atributo_bigger_die_annuls_else_degrades() {
    let mut c = ana_wins(1, &[8, 7, 4, 3]);
    // Effect die d8 (index 3) against Beto's d8 cliché 0: degrades to d6.
    c.act(
        ANA,
        Command::ClaimVictory {
            effect: Some(EffectUse {
                die: 3,
                action: EffectAction::Annul {
                    side: Side::Antagonist,
                    attr: AttrRef { kind: AttrKind::Cliche, index: 0 },
                },
            }),
            extra: vec![],
        },
    );
    assert_eq!(c.sheet(1).cliches[0].die, Die::D6);
    assert_eq!(c.sheet(1).cliches.len(), 6);
    let mut c = ana_wins(1, &[8, 7, 4, 3]);
    // Against Beto's d6 cliché 2: annulled.
    c.act(
        ANA,
        Command::ClaimVictory {
            effect: Some(EffectUse {
                die: 3,
                action: EffectAction::Annul {
                    side: Side::Antagonist,
                    attr: AttrRef { kind: AttrKind::Cliche, index: 2 },
                },
            }),
            extra: vec![],
        },
    );
    assert_eq!(c.sheet(1).cliches.len(), 5);
}

#[test]
fn sacrificing_an_advantage_adds_three_dice_and_loses_it() {
    let mut c = ana_wins(1, &[8, 7, 4, 3]);
    c.act(
        ANA,
        Command::ClaimVictory {
            effect: Some(EffectUse {
                die: 3,
                action: EffectAction::Advantage {
                    name: "Espada de Adamantium".into(),
                    only_against_opponent: false,
                },
            }),
            extra: vec![],
        },
    );
    c.act(CARO, Command::Rate { protagonist: 4, antagonist: 2, justification: "Divertida".into() });
    c.act(
        CARO,
        Command::StartScene {
            title: "2".into(),
            setting: "s".into(),
            tone: "t".into(),
            cliches: vec![],
            antagonist: Party::Character { id: 0 },
            intention: "i".into(),
            allies: vec![],
            grand_finale: false,
        },
    );
    c.act(ANA, present(vec![]));
    c.act_with(CARO, roll(vec![cl(0)]), &[5]);
    c.act(CARO, Command::Stand);
    c.act_with(ANA, roll(vec![Source::Advantage { index: 0, sacrifice: true }]), &[1, 2, 3]);
    assert_eq!(c.scene().last_roll(Side::Antagonist).unwrap().pool.len(), 3);
    assert!(c.sheet(0).advantages.is_empty());
}

#[test]
fn calificacion_next_poster_not_protagonist_nor_antagonist() {
    let mut c = ana_wins(1, &[8, 7, 4, 3]);
    c.act(ANA, Command::ClaimVictory { effect: None, extra: vec![] });
    let rate = |p, a| Command::Rate { protagonist: p, antagonist: a, justification: "Muy divertida".into() };
    assert_eq!(c.refuse(ANA, rate(5, 5)).code, "gf.rating.participant");
    assert_eq!(c.refuse(BETO, rate(5, 5)).code, "gf.rating.participant");
    assert_eq!(c.refuse(CARO, rate(6, 5)).code, "gf.rating.range");
    c.act(CARO, rate(4, 3));
    // Winner earns its rating in PV, loser in PK.
    assert_eq!(c.points(ANA), Points { pv: 4, pk: 1 });
    assert_eq!(c.points(BETO), Points { pv: 1, pk: 4 });
    assert_eq!(c.s().phase, Phase::Lull { starter: Some(CARO) }, "the rater may start the next scene");
}

#[test]
fn calificacion_against_an_extra_is_halved_rounded_up_allies_earn_1() {
    assert_eq!(rating_points(5, true), 3);
    assert_eq!(rating_points(4, true), 2);
    assert_eq!(rating_points(1, true), 1);
    assert_eq!(rating_points(5, false), 5);
    let mut c = Check::ready(0);
    c.act(ANA, start(Party::Extra { name: "Jono".into() }, vec![Party::Character { id: 2 }]));
    c.act(BETO, present((0..5).map(|i| format!("c{i}")).collect()));
    c.act_with(ANA, roll(vec![cl(0), cl(1)]), &[8, 8]);
    c.act(ANA, Command::Stand);
    c.act_with(BETO, roll(vec![Source::Cliche { index: 4 }]), &[2]);
    c.act(BETO, Command::Stand);
    c.act(ANA, Command::ClaimVictory { effect: None, extra: vec![] });
    // Caro is an ally: Beto played the extra; nobody else may rate but... Caro is not a leader.
    c.act(CARO, Command::Rate { protagonist: 5, antagonist: 3, justification: "Épica".into() });
    assert_eq!(c.points(ANA).pv, 3);
    assert_eq!(c.points(BETO).pk, 2);
    assert_eq!(c.points(CARO).pv, 1);
}

// --- Tricks and flaws ---

#[test]
fn arma_predilecta_adds_d8_for_1_pv_once_per_scene() {
    let mut c = Check::scene_ana_vs_beto(1);
    c.act_with(ANA, roll(vec![cl(0), Source::TrickD8 { trick: 0 }]), &[2, 8]);
    assert_eq!(c.points(ANA).pv, 0);
    assert_eq!(c.scene().used_tricks, vec![(0, 0)]);
}

#[test]
fn savoir_faire_ones_are_not_fumbles() {
    let mut c = Check::scene_ana_vs_beto(1);
    c.act(ANA, Command::UseTrick { trick: 1, target: None });
    assert_eq!(c.refuse(ANA, Command::UseTrick { trick: 1, target: None }).code, "gf.trick.once");
    c.act_with(ANA, roll(vec![cl(0), cl(1)]), &[1, 1]);
    assert_eq!(c.scene().last_roll(Side::Protagonist).unwrap().result(), 2);
}

#[test]
fn inocencia_twos_fumble_and_pays_its_owner_2_pk() {
    let mut c = Check::scene_ana_vs_beto(0);
    c.act(CARO, Command::ActivateFlaw { character: 0, flaw: 2, target: vec![] });
    assert_eq!(c.points(ANA).pk, 2, "any player activates a flaw; its owner earns");
    c.act_with(ANA, roll(vec![cl(0), cl(1), Source::Relationship { index: 0 }]), &[2, 2, 5]);
    assert_eq!(c.scene().last_roll(Side::Protagonist).unwrap().result(), 5);
    assert_eq!(
        c.refuse(BETO, Command::ActivateFlaw { character: 0, flaw: 2, target: vec![] }).code,
        "gf.flaw.once"
    );
}

#[test]
fn opsss_two_fumbles_give_the_opponent_plus_two() {
    let mut c = Check::scene_ana_vs_beto(0);
    c.act_with(ANA, roll(vec![cl(0), cl(1)]), &[5, 5]);
    c.act(ANA, Command::Stand);
    c.act_with(BETO, roll(vec![cl(0), cl(1)]), &[1, 1]);
    assert_eq!(
        c.refuse(ANA, Command::ActivateFlaw { character: 1, flaw: 0, target: vec![] }).code,
        "gf.flaw.unknown"
    );
    c.act(ANA, Command::ActivateFlaw { character: 1, flaw: 2, target: vec![] });
    assert_eq!(c.points(BETO).pk, 1);
    assert!(c.scene().modifiers.contains(&Modifier::NextResultBonus { side: Side::Protagonist, bonus: 2 }));
}

#[test]
fn insistente_retry_without_more_dice() {
    let mut c = Check::ready(2);
    c.act(BETO, start(Party::Character { id: 0 }, vec![]));
    c.act(ANA, present(vec![]));
    c.act_with(BETO, roll(vec![cl(0), cl(1)]), &[2, 2]);
    c.act(BETO, Command::Stand);
    c.act_with(ANA, roll(vec![cl(0), cl(1)]), &[7, 7]);
    c.act(ANA, Command::Stand);
    assert_eq!(c.s().scene.as_ref().unwrap().step, Step::ProtagonistChoice);
    c.act(BETO, Command::UseTrick { trick: 0, target: None });
    c.act_with(BETO, roll(vec![cl(2), cl(3)]), &[6, 6]);
    assert_eq!(c.points(BETO).pk, 1);
}

#[test]
fn mi_tesoro_opponent_cannot_spend_pv() {
    let mut c = Check::ready(3);
    c.act(BETO, start(Party::Character { id: 0 }, vec![]));
    c.act(ANA, present(vec![]));
    c.act(BETO, Command::UseTrick { trick: 1, target: None });
    c.act_with(BETO, roll(vec![cl(0)]), &[3]);
    c.act(BETO, Command::Stand);
    let e = c.refuse(ANA, roll(vec![cl(0), cl(1), cl(2)]));
    assert_eq!(e.code, "gf.trick.mi_tesoro", "the third cliché costs PV");
}

#[test]
fn regalo_del_cielo_temporary_d8_advantage_until_scene_end() {
    let mut c = Check::ready(2);
    c.act(CARO, start(Party::Character { id: 0 }, vec![]));
    c.act(ANA, present(vec![]));
    c.act(CARO, Command::UseTrick { trick: 1, target: None });
    assert_eq!(c.sheet(2).advantages[0].attr.die, Die::D8);
    c.act_with(CARO, roll(vec![cl(0), Source::Advantage { index: 0, sacrifice: false }]), &[5, 5]);
    c.act(CARO, Command::Stand);
    c.act(ANA, Command::Surrender);
    c.act(BETO, Command::Rate { protagonist: 3, antagonist: 3, justification: "ok".into() });
    assert!(c.sheet(2).advantages.is_empty(), "temporary advantages end with the scene");
}

#[test]
fn trick_activation_is_checked() {
    let mut c = Check::ready(2);
    c.act(CARO, start(Party::Character { id: 0 }, vec![]));
    c.act(ANA, present(vec![]));
    let e = c.refuse(CARO, Command::UseTrick { trick: 0, target: None });
    assert_eq!(e.code, "gf.trick.activation", "\"Naciste listo\" needs two advantages");
}

// --- Intervals ---

fn interval(points: u32) -> Check {
    let mut c = Check::ready(points);
    c.act(ANA, Command::CallInterval);
    c
}

#[test]
fn entrenamiento_costs_half_the_die_max_one_per_interval_d12_max() {
    assert_eq!([Die::D4, Die::D6, Die::D8, Die::D10].map(training_cost), [2, 3, 4, 5]);
    let mut c = interval(20);
    c.act(BETO, Command::Train { attr: AttrRef { kind: AttrKind::Cliche, index: 0 } });
    assert_eq!(c.sheet(1).cliches[0].die, Die::D10);
    assert_eq!(c.points(BETO).pv, 16);
    let e = c.refuse(BETO, Command::Train { attr: AttrRef { kind: AttrKind::Cliche, index: 1 } });
    assert_eq!(e.code, "gf.train.once");
    c.act(ANA, Command::EndInterval { cede_to: None });
    c.act(ANA, Command::CallInterval);
    c.act(BETO, Command::Train { attr: AttrRef { kind: AttrKind::Cliche, index: 0 } });
    assert_eq!(c.sheet(1).cliches[0].die, Die::D12);
    c.act(ANA, Command::EndInterval { cede_to: None });
    c.act(ANA, Command::CallInterval);
    assert_eq!(
        c.refuse(BETO, Command::Train { attr: AttrRef { kind: AttrKind::Cliche, index: 0 } }).code,
        "gf.die.max"
    );
}

#[test]
fn cambiar_un_atributo_3_pk_new_trick_4_pv_new_flaw_4_pk() {
    let mut c = interval(4);
    c.act(
        CARO,
        Command::ChangeAttribute {
            attr: AttrRef { kind: AttrKind::Cliche, index: 0 },
            text: "Poderes mágicos".into(),
            target: None,
        },
    );
    assert_eq!(c.sheet(2).cliches[0], Attr { name: "Poderes mágicos".into(), die: Die::D8 });
    assert_eq!(c.points(CARO).pk, 1);
    c.act(CARO, Command::LearnTrick { choice: choice(Trick::TrucoSucio) });
    assert_eq!(c.points(CARO).pv, 0);
    assert_eq!(
        c.refuse(CARO, Command::TakeFlaw { choice: choice(Flaw::Fobia) }).code,
        "gf.points.not_enough"
    );
}

#[test]
fn analizar_objetivos_endorse_then_satisfy_with_difficulty_in_pv() {
    let mut c = interval(10);
    assert_eq!(c.refuse(ANA, Command::SatisfyObjective { index: 0 }).code, "gf.objective.not_reached");
    c.act(ANA, Command::AnalyseObjective { index: 0 });
    assert_eq!(
        c.refuse(ANA, Command::EndorseObjective { character: 0, index: 0, pay: data::Currency::Pv }).code,
        "gf.objective.self_endorse"
    );
    c.act(BETO, Command::EndorseObjective { character: 0, index: 0, pay: data::Currency::Pk });
    assert_eq!(c.points(BETO).pk, 9);
    assert_eq!(c.s().characters[0].objectives[0].status, ObjectiveStatus::Reached);
    c.act(ANA, Command::SatisfyObjective { index: 0 });
    assert_eq!(c.points(ANA).pv, 5, "difficulty 5 in PV");
    assert_eq!(c.s().characters[0].objectives[0].status, ObjectiveStatus::Satisfied);
}

#[test]
fn retirar_a_character_relationships_redirected_or_cashed() {
    let mut c = interval(0);
    c.act(BETO, Command::RetireCharacter);
    assert!(c.s().characters[1].retired);
    assert_eq!(c.s().player(BETO).unwrap().character, None);
    // Ana's relationship 0 (d8) is with Beto: cashing gives 8 points in any mix.
    let e = c.refuse(ANA, Command::CashRelationship { index: 0, pv: 4, pk: 3 });
    assert_eq!(e.code, "gf.relationship.cash");
    c.act(ANA, Command::CashRelationship { index: 0, pv: 5, pk: 3 });
    assert_eq!(c.points(ANA), Points { pv: 5, pk: 3 });
    // Caro's relationship 0 is with Beto: redirected to an extra.
    let e = c.refuse(CARO, Command::RedirectRelationship { index: 0, to: Party::Character { id: 0 } });
    assert_eq!(e.code, "gf.relationship.redirect", "Caro already has one with Ana");
    c.act(CARO, Command::RedirectRelationship { index: 0, to: Party::Extra { name: "Hilfred".into() } });
}

/// "Objetivos": "Cuando un personaje ha satisfecho sus tres objetivos, se considera que ha
/// alcanzado su máximo potencial, y debe ser retirado"; "Retirar un Personaje": "desde ese momento se
/// lo considera un extra". Issue 21: the character retires when its third objective is satisfied,
/// and from then on it is an extra: its player starts no scenes ("no puede comenzar nuevas
/// escenas"), it is presented as an extra antagonist by another player, and it has no flaws.
#[test]
fn satisfecho_sus_tres_objetivos_debe_ser_retirado_y_se_lo_considera_un_extra() {
    let mut c = interval(40);
    for index in 0..3 {
        c.act(ANA, Command::AnalyseObjective { index });
        c.act(BETO, Command::EndorseObjective { character: 0, index, pay: data::Currency::Pk });
        assert!(!c.s().characters[0].retired, "not before the third");
        c.act(ANA, Command::SatisfyObjective { index });
    }
    assert_eq!(c.points(ANA).pv, 40 - 5 - 10 - 15, "the three difficulties in PV");
    assert!(c.s().characters[0].retired, "debe ser retirado");
    assert_eq!(c.s().player(ANA).unwrap().character, None);
    assert!(c.s().is_extra(&Party::Character { id: 0 }), "se lo considera un extra");
    assert_eq!(c.s().owner(&Party::Character { id: 0 }), None);
    c.act(ANA, Command::EndInterval { cede_to: None });
    assert_eq!(c.s().phase, Phase::Lull { starter: None }, "a player without a character starts nothing");
    assert_eq!(c.refuse(ANA, start(Party::Character { id: 1 }, vec![])).code, "gf.scene.no_character");
    // Beto's scene against Ana's retired character: an extra antagonist, which its former player
    // does not own; Caro, outside the scene, presents it as an extra already defined.
    c.act(BETO, start(Party::Character { id: 0 }, vec![]));
    assert_eq!(c.scene().antagonist_player, None);
    let e = c.refuse(CARO, Command::ActivateFlaw { character: 0, flaw: 2, target: vec![] });
    assert_eq!(e.code, "gf.flaw.extra", "an extra has no flaws");
    c.act(CARO, present(vec![]));
    assert_eq!(c.scene().step, Step::ProtagonistPool);
    assert_eq!(c.scene().antagonist_player, Some(CARO), "played by the player who presented it");
}

#[test]
fn crear_un_nuevo_personaje_shorter_creation_and_sponsorship() {
    let mut c = interval(5);
    c.act(MOD, Command::AdmitPlayer { name: "Dani".into() });
    let dani = SeatId(4);
    c.act(ANA, Command::Sponsor { to: dani, pv: 2, pk: 1 });
    assert_eq!(c.points(dani), Points { pv: 2, pk: 1 });
    assert_eq!(c.refuse(ANA, Command::Sponsor { to: BETO, pv: 1, pk: 0 }).code, "gf.sponsor.newcomer");
    for (s, t) in [(ANA, "Fantasma"), (BETO, "Huérfano"), (CARO, "Acróbata excepcional")] {
        c.act(s, Command::ContributeCliche { newcomer: dani, text: t.into() });
    }
    assert_eq!(
        c.refuse(ANA, Command::ContributeCliche { newcomer: dani, text: "otro".into() }).code,
        "gf.new.one_each"
    );
    let create = |rels: Vec<(Party, String, Die)>| Command::CreateCharacter {
        name: "Dani".into(),
        drafted: vec![0, 1, 2],
        own: vec!["a".into(), "b".into(), "c".into()],
        dice: vec![Die::D8, Die::D8, Die::D6, Die::D6, Die::D4, Die::D4],
        relationships: rels,
        objectives: vec![("Triunfar en Broadway".into(), 8), ("Vencer a Jono".into(), 12)],
        tricks: vec![choice(Trick::Insistente), choice(Trick::CamaraLenta)],
        flaw: choice(Flaw::Opsss),
    };
    let e = c.refuse(dani, create(vec![(Party::Character { id: 0 }, "Admira a Ana".into(), Die::D8)]));
    assert_eq!(e.code, "gf.new.relationships");
    c.act(
        dani,
        create(vec![
            (Party::Character { id: 0 }, "Admira a Ana".into(), Die::D8),
            (Party::Character { id: 1 }, "Teme a Beto".into(), Die::D4),
        ]),
    );
    let id = c.s().player(dani).unwrap().character.unwrap();
    assert_eq!(c.s().characters[id].objectives.len(), 2);
    assert_eq!(c.sheet(id).cliches[0].name, "Fantasma");
    // "Apenas entra, el jugador puede entrenar".
    c.act(dani, Command::Train { attr: AttrRef { kind: AttrKind::Cliche, index: 4 } });
    assert_eq!(c.sheet(id).cliches[4].die, Die::D6);
}

// --- Moderator ---

#[test]
fn suspender_una_escena_only_after_the_wait_time_then_resume() {
    let mut c = Check::scene_ana_vs_beto(0);
    let e = c.refuse(MOD, Command::SuspendScene { now: 50, next_starter: CARO });
    assert_eq!(e.code, "gf.suspend.no_deadline");
    c.act(MOD, Command::NudgeLatePlayer { now: 1000 });
    let e = c.refuse(MOD, Command::SuspendScene { now: 1099, next_starter: CARO });
    assert_eq!(e.code, "gf.suspend.too_early");
    assert_eq!(
        c.refuse(ANA, Command::SuspendScene { now: 1100, next_starter: CARO }).code,
        "gf.moderator.only"
    );
    c.act(MOD, Command::SuspendScene { now: 1100, next_starter: CARO });
    assert_eq!(c.s().suspended.len(), 1);
    assert_eq!(c.refuse(MOD, Command::ResumeScene { index: 0 }).code, "gf.suspend.resume_early");
    c.act(CARO, start(Party::Character { id: 1 }, vec![]));
    c.act(BETO, present(vec![]));
    c.act_with(CARO, roll(vec![cl(0)]), &[3]);
    c.act(CARO, Command::Stand);
    c.act(BETO, Command::Surrender);
    c.act(ANA, Command::Rate { protagonist: 2, antagonist: 2, justification: "ok".into() });
    c.act(MOD, Command::ResumeScene { index: 0 });
    assert_eq!(c.scene().protagonist, 0);
    assert_eq!(c.scene().step, Step::ProtagonistPool, "resolved as it was left");
}

#[test]
fn withdrawn_suspended_scene_is_as_if_it_never_happened() {
    let mut c = Check::scene_ana_vs_beto(0);
    c.act(MOD, Command::NudgeLatePlayer { now: 0 });
    c.act(MOD, Command::SuspendScene { now: 100, next_starter: CARO });
    c.act(MOD, Command::WithdrawScene { index: 0 });
    assert!(c.s().suspended.is_empty() && c.s().scene.is_none());
}

#[test]
fn votes_the_moderator_vote_counts_double() {
    let mut c = Check::ready(0);
    c.act(
        BETO,
        Command::OpenVote { question: "¿Vale la regla?".into(), options: vec!["sí".into(), "no".into()] },
    );
    c.act(BETO, Command::CastVote { vote: 0, option: 1 });
    c.act(CARO, Command::CastVote { vote: 0, option: 1 });
    assert_eq!(c.refuse(ANA, Command::CastVote { vote: 0, option: 0 }).code, "gf.vote.moderator_seat");
    c.act(MOD, Command::CastVote { vote: 0, option: 0 });
    c.act(MOD, Command::CloseVote { vote: 0 });
    assert_eq!(c.s().votes[0].result, Some(None), "2 against 2: a tie");
}

#[test]
fn the_moderator_hands_the_role_over() {
    let mut c = Check::ready(0);
    c.act(MOD, Command::HandOver { to: CARO });
    assert_eq!(c.s().moderator_player, CARO);
    c.act(ANA, Command::OpenVote { question: "q".into(), options: vec!["a".into(), "b".into()] });
    c.act(ANA, Command::CastVote { vote: 0, option: 0 });
}

// --- Grand Finale and Epilogue ---

#[test]
fn gran_final_no_surrender_three_dice_per_ally_group_rating_then_epilogue() {
    let mut c = Check::ready(0);
    c.act(ANA, Command::ProposeGrandFinale { framing: "El baile".into() });
    let mut gf = start(Party::Character { id: 1 }, vec![Party::Character { id: 2 }]);
    if let Command::StartScene { grand_finale, .. } = &mut gf {
        *grand_finale = true;
    }
    assert_eq!(c.refuse(ANA, gf.clone()).code, "gf.finale.not_agreed");
    c.act(BETO, Command::AgreeGrandFinale);
    c.act(CARO, Command::AgreeGrandFinale);
    c.act(ANA, gf);
    c.act(CARO, Command::AllyIntention { ally: 0, intention: "Ser reina del baile".into() });
    c.act(BETO, present(vec![]));
    let ally = |i| Source::Ally { ally: 0, attr: AttrRef { kind: AttrKind::Cliche, index: i } };
    c.act_with(ANA, roll(vec![cl(0), ally(0), ally(1), ally(2)]), &[2, 2, 2, 2]);
    c.act(ANA, Command::Stand);
    assert_eq!(c.refuse(BETO, Command::Surrender).code, "gf.finale.no_surrender");
    c.act_with(BETO, roll(vec![cl(0)]), &[7]);
    c.act(BETO, Command::Stand);
    c.act(ANA, Command::Surrender);
    assert_eq!(
        c.scene().step,
        Step::Victory { winner: Side::Antagonist },
        "no surrender: Ana loses the roll"
    );
    c.act(BETO, Command::ClaimVictory { effect: None, extra: vec![] });
    for (s, p, a) in [(ANA, 5, 4), (BETO, 4, 4), (CARO, 4, 5)] {
        c.act(s, Command::Rate { protagonist: p, antagonist: a, justification: "Final".into() });
    }
    c.act(MOD, Command::CloseGroupRating);
    // Averages 13/3 = 4.33 → 4 and 13/3 → 4.
    assert_eq!(c.points(BETO).pv, 4);
    assert_eq!(c.points(ANA).pk, 4);
    assert_eq!(c.s().phase, Phase::Epilogue);
    c.act(MOD, Command::EndCampaign);
    assert_eq!(c.s().phase, Phase::Over);
    assert!(c.t.waiting_on().is_empty());
}

#[test]
fn points_never_go_negative() {
    let mut c = Check::scene_ana_vs_beto(0);
    assert_eq!(c.refuse(ANA, roll(vec![Source::KarmaD6])).code, "gf.points.not_enough");
    assert_eq!(c.refuse(ANA, Command::UseTrick { trick: 1, target: None }).code, "gf.points.not_enough");
}

#[test]
fn extra_is_played_by_someone_not_in_the_scene() {
    let mut c = Check::ready(0);
    c.act(ANA, start(Party::Extra { name: "Jono".into() }, vec![Party::Character { id: 2 }]));
    let e = c.refuse(CARO, present((0..5).map(|i| format!("c{i}")).collect()));
    assert_eq!(e.code, "gf.antagonist.in_scene");
    c.act(BETO, present((0..5).map(|i| format!("c{i}")).collect()));
}

#[test]
fn allies_of_one_side_three_at_most_one_die_each() {
    let mut c = Check::ready(0);
    c.act(MOD, Command::AdmitPlayer { name: "Dani".into() });
    let allies = vec![Party::Character { id: 2 }, Party::Extra { name: "Hilfred".into() }];
    c.act(ANA, start(Party::Character { id: 1 }, allies));
    c.act(BETO, present(vec![]));
    let ally = |i, k| Source::Ally { ally: i, attr: AttrRef { kind: AttrKind::Cliche, index: k } };
    let e = c.refuse(ANA, roll(vec![ally(0, 0), ally(0, 1)]));
    assert_eq!(e.code, "gf.pool.limit");
    assert_eq!(
        c.refuse(ANA, roll(vec![ally(1, 0)])).code,
        "gf.attr.unknown",
        "an undefined extra has no dice"
    );
    c.act_with(ANA, roll(vec![cl(0), ally(0, 0)]), &[3, 4]);
}

#[test]
fn opponent_problems_are_dice_against_it() {
    let mut c = ana_wins(1, &[8, 7, 4, 3]);
    c.act(
        ANA,
        Command::ClaimVictory {
            effect: Some(EffectUse { die: 3, action: EffectAction::Problem { name: "Herido".into() } }),
            extra: vec![],
        },
    );
    c.act(CARO, Command::Rate { protagonist: 1, antagonist: 1, justification: "ok".into() });
    c.act(CARO, start(Party::Character { id: 1 }, vec![]));
    c.act(BETO, present(vec![]));
    c.act_with(CARO, roll(vec![cl(0), Source::OpponentProblem { index: 0 }]), &[2, 8]);
    assert_eq!(c.scene().last_roll(Side::Protagonist).unwrap().result(), 10);
    assert_eq!(c.points(CARO).pk, 1, "problems are used without paying (1 PK from the rating is Caro's own)");
}

#[test]
fn hacerse_humo_surrender_gives_no_victory_points() {
    let mut c = Check::ready(4);
    c.act(ANA, Command::CallInterval);
    c.act(CARO, Command::LearnTrick { choice: choice(Trick::HacerseHumo) });
    assert_eq!(
        c.refuse(CARO, Command::LearnTrick { choice: choice(Trick::TrucoSucio) }).code,
        "gf.points.not_enough"
    );
    c.act(ANA, Command::EndInterval { cede_to: None });
    c.act(ANA, start(Party::Character { id: 2 }, vec![Party::Character { id: 1 }]));
    c.act(CARO, present(vec![]));
    let e = c.refuse(CARO, Command::UseTrick { trick: 3, target: None });
    assert_eq!(e.code, "gf.trick.activation", "only when Caro may surrender");
    c.act_with(ANA, roll(vec![cl(0)]), &[5]);
    c.act(ANA, Command::Stand);
    c.act(CARO, Command::UseTrick { trick: 3, target: None });
    c.act(CARO, Command::Surrender);
    assert_eq!(c.points(ANA).pv, 4, "no PV for the opponent");
    assert_eq!(c.points(BETO).pv, 4, "nor for its allies");
    assert_eq!(c.points(CARO), Points { pv: 0, pk: 5 }, "1 PK paid, 2 PK earned");
}

#[test]
fn huyan_cobardes_and_hacerse_humo_as_rules() {
    // Build a character with both tricks through the interval: 8 PV.
    let mut c = Check::ready(9);
    c.act(ANA, Command::CallInterval);
    c.act(BETO, Command::LearnTrick { choice: choice(Trick::HuyanCobardes) });
    c.act(ANA, Command::EndInterval { cede_to: None });
    c.act(
        ANA,
        start(
            Party::Character { id: 1 },
            vec![Party::Character { id: 2 }, Party::Extra { name: "Hilfred".into() }],
        ),
    );
    c.act(BETO, present(vec![]));
    let humo = c.s().characters[1].tricks.len() - 1;
    c.act(BETO, Command::UseTrick { trick: humo, target: Some(0) });
    assert_eq!(c.scene().allies[0].status, AllyStatus::Fled);
    assert_eq!(c.points(BETO).pv, 4);
}

#[test]
fn duda_inapropiada_one_cliche_die_this_scene() {
    // Caro's relationship 0 is with Beto at d8.
    let mut c = Check::ready(0);
    c.act(CARO, start(Party::Character { id: 1 }, vec![]));
    c.act(BETO, present(vec![]));
    c.act(ANA, Command::ActivateFlaw { character: 2, flaw: 2, target: vec![] });
    assert_eq!(c.points(CARO).pv, 2);
    assert_eq!(c.refuse(CARO, roll(vec![cl(0), cl(1)])).code, "gf.pool.limit");
    // Against Ana (d4 relationship) it would not activate.
    let mut c = Check::ready(0);
    c.act(CARO, start(Party::Character { id: 0 }, vec![]));
    c.act(ANA, present(vec![]));
    assert_eq!(
        c.refuse(BETO, Command::ActivateFlaw { character: 2, flaw: 2, target: vec![] }).code,
        "gf.trick.activation"
    );
}

/// "Objetivos": "Si un personaje ha satisfecho sus tres objetivos, el personaje se retira" (closing
/// one with PK counts as done too): it retires as the last is settled, and its player keeps the
/// points ("El jugador conserva sus puntos de Victoria y Karma").
#[test]
fn a_character_with_every_objective_done_is_retired() {
    let mut c = interval(60);
    for i in 0..3 {
        c.act(ANA, Command::AnalyseObjective { index: i });
        c.act(BETO, Command::EndorseObjective { character: 0, index: i, pay: data::Currency::Pv });
    }
    c.act(ANA, Command::SatisfyObjective { index: 0 });
    c.act(ANA, Command::SatisfyObjective { index: 1 });
    assert!(!c.s().characters[0].retired);
    c.act(ANA, Command::CloseObjective { index: 2 });
    assert_eq!(c.points(ANA), Points { pv: 45, pk: 45 }, "5 + 10 in PV, 15 in PK");
    assert!(c.s().characters[0].retired);
    assert_eq!(c.refuse(ANA, Command::RetireCharacter).code, "gf.character.none", "already retired");
    c.act(ANA, Command::EndInterval { cede_to: None });
    let e = c.refuse(ANA, start(Party::Character { id: 1 }, vec![]));
    assert_eq!(e.code, "gf.scene.no_character");
    c.act(ANA, Command::CallInterval);
}

/// "Siguiente escena": a player who asked to start but retired since cannot be ceded the scene.
#[test]
fn the_interval_is_not_ceded_to_a_player_without_a_character() {
    let mut c = interval(0);
    c.act(CARO, Command::RequestNextScene);
    c.act(CARO, Command::RetireCharacter);
    assert_eq!(c.refuse(ANA, Command::EndInterval { cede_to: Some(CARO) }).code, "gf.interval.cede");
}

#[test]
fn siguiente_escena_the_interval_caller_starts_or_cedes_to_who_asked() {
    let mut c = interval(0);
    assert_eq!(c.refuse(ANA, Command::EndInterval { cede_to: Some(CARO) }).code, "gf.interval.cede");
    c.act(CARO, Command::RequestNextScene);
    c.act(ANA, Command::EndInterval { cede_to: Some(CARO) });
    assert_eq!(c.s().phase, Phase::Lull { starter: Some(CARO) });
    assert_eq!(c.refuse(ANA, start(Party::Character { id: 1 }, vec![])).code, "turn.not_yours");
    c.act(CARO, start(Party::Character { id: 1 }, vec![]));
}

#[test]
fn modificar_objetivos_paying_the_difficulty_in_pk() {
    let mut c = interval(12);
    // Beto's objective 1 is his own, difficulty 5.
    c.act(BETO, Command::ModifyObjective { index: 1, text: "Ganar el torneo".into(), difficulty: 7 });
    assert_eq!(c.points(BETO).pk, 7, "the old difficulty, 5");
    assert_eq!(c.s().characters[1].objectives[1].difficulty, 7);
    c.act(BETO, Command::ChangeObjective { index: 1, text: "Ganar la copa".into() });
    assert_eq!(c.points(BETO).pk, 4);
}

#[test]
fn new_cliches_and_relationships_for_karma() {
    let mut c = interval(6);
    c.act(ANA, Command::AddCliche { name: "Genre Savvy".into() });
    c.act(
        ANA,
        Command::AddRelationship { to: Party::Extra { name: "Gus".into() }, text: "Compite con Gus".into() },
    );
    assert_eq!(c.sheet(0).cliches[6], Attr { name: "Genre Savvy".into(), die: Die::D4 });
    assert_eq!(c.sheet(0).relationships[2].die, Some(Die::D4));
    assert_eq!(c.points(ANA).pk, 0);
}

#[test]
fn retiring_an_absent_player_keeps_the_points() {
    let mut c = Check::ready(3);
    assert_eq!(c.refuse(ANA, Command::RetireAbsentPlayer { player: CARO }).code, "gf.moderator.only");
    c.act(MOD, Command::RetireAbsentPlayer { player: CARO });
    assert!(c.s().characters[2].retired);
    assert!(c.s().player(CARO).unwrap().absent);
    assert_eq!(c.points(CARO), Points { pv: 3, pk: 3 });
    assert_eq!(c.refuse(CARO, Command::CallInterval).code, "gf.player.absent");
}

#[test]
fn custom_tricks_need_the_approval_of_the_others() {
    let mut c = interval(8);
    let row = data::TableRow {
        name: "Solo de bajo".into(),
        cost: 1,
        currency: data::Currency::Pv,
        activation: "Tocas el bajo en una batalla de bandas".into(),
        effect: "Añade d6 al pozo".into(),
    };
    let learn = Command::LearnCustomTrick { kind: TrickKind::Trick, row, vote: 0 };
    assert_eq!(c.refuse(ANA, learn.clone()).code, "gf.vote.unknown");
    c.act(
        ANA,
        Command::OpenVote {
            question: "¿Aprobamos Solo de bajo?".into(),
            options: vec!["aprobar".into(), "rechazar".into()],
        },
    );
    c.act(BETO, Command::CastVote { vote: 0, option: 0 });
    c.act(CARO, Command::CastVote { vote: 0, option: 0 });
    assert_eq!(c.refuse(ANA, learn.clone()).code, "gf.trick.custom_approval");
    c.act(MOD, Command::CloseVote { vote: 0 });
    c.act(ANA, learn);
    assert!(c.s().characters[0].tricks.last().unwrap().is_custom());
    assert_eq!(c.points(ANA).pv, 4);
    c.act(ANA, Command::EndInterval { cede_to: None });
    c.act(ANA, start(Party::Character { id: 1 }, vec![]));
    c.act(BETO, present(vec![]));
    c.act(ANA, Command::UseTrick { trick: 3, target: None });
    assert_eq!(c.points(ANA).pv, 3, "its price, 1 PV");
    assert_eq!(c.refuse(ANA, Command::UseTrick { trick: 3, target: None }).code, "gf.trick.once");
}

#[test]
fn votes_the_moderator_double_vote_decides() {
    let mut c = Check::ready(0);
    c.act(CARO, Command::OpenVote { question: "¿Retcon?".into(), options: vec!["sí".into(), "no".into()] });
    c.act(CARO, Command::CastVote { vote: 0, option: 1 });
    c.act(MOD, Command::CastVote { vote: 0, option: 0 });
    c.act(MOD, Command::CloseVote { vote: 0 });
    assert_eq!(c.s().votes[0].result, Some(Some(0)));
    assert_eq!(c.refuse(BETO, Command::CastVote { vote: 0, option: 1 }).code, "gf.vote.cast");
}

#[test]
fn suerte_inmerecida_opponent_rerolls_without_fumbles() {
    let mut c = Check::ready(5);
    c.act(ANA, Command::CallInterval);
    c.act(ANA, Command::LearnTrick { choice: choice(Trick::SuerteInmerecida) });
    c.act(ANA, Command::EndInterval { cede_to: None });
    c.act(ANA, start(Party::Character { id: 1 }, vec![]));
    c.act(BETO, present(vec![]));
    c.act_with(ANA, roll(vec![cl(0), cl(1)]), &[6, 6]);
    c.act(ANA, Command::Stand);
    let pool = vec![cl(0), cl(1), cl(2), Source::KarmaD6, Source::Relationship { index: 0 }];
    c.act_with(BETO, roll(pool), &[1, 1, 1, 2, 3]);
    c.act_with(ANA, Command::UseTrick { trick: 3, target: None }, &[4, 6]);
    let r = c.scene().last_roll(Side::Antagonist).unwrap();
    assert_eq!(r.pool.len(), 2);
    assert_eq!(r.result(), 10);
    assert_eq!(c.scene().step, Step::PostRoll { side: Side::Antagonist });
}

#[test]
fn a_refused_command_changes_nothing_and_explains() {
    let mut c = Check::ready(0);
    let e = c.refuse(BETO, Command::Stand);
    assert_eq!(e.code, "gf.scene.none");
    assert!(e.message.contains("no scene"));
    let e = c.refuse(SeatId(9), Command::Stand);
    assert_eq!(e.code, "seat.unknown");
}

fn tricks(ana: (Trick, Trick, Flaw), beto: (Trick, Trick, Flaw), points: u32) -> Check {
    Check::ready_with(
        points,
        [ana, beto, (Trick::NacisteListo, Trick::RegaloDelCielo, Flaw::DudaInapropiada)],
    )
}

fn ana_vs_beto(c: &mut Check) {
    c.act(ANA, start(Party::Character { id: 1 }, vec![Party::Character { id: 2 }]));
    c.act(BETO, present(vec![]));
}

#[test]
fn as_bajo_la_manga_sacrifice_gives_four_dice() {
    let mut c = tricks(
        (Trick::AsBajoLaManga, Trick::PlanB, Flaw::Opsss),
        (Trick::Insistente, Trick::MiTesoro, Flaw::Opsss),
        2,
    );
    ana_vs_beto(&mut c);
    assert_eq!(c.refuse(ANA, Command::UseTrick { trick: 0, target: None }).code, "gf.trick.activation");
    c.act_with(ANA, roll(vec![cl(0), cl(1), Source::Relationship { index: 0 }]), &[8, 8, 3]);
    c.act(ANA, Command::Stand);
    c.act_with(BETO, roll(vec![cl(5)]), &[2]);
    c.act(BETO, Command::Stand);
    let adv = EffectAction::Advantage { name: "Bajo eléctrico".into(), only_against_opponent: false };
    c.act(ANA, Command::ClaimVictory { effect: Some(EffectUse { die: 2, action: adv }), extra: vec![] });
    c.act(CARO, Command::Rate { protagonist: 0, antagonist: 0, justification: "ok".into() });
    c.act(CARO, start(Party::Character { id: 0 }, vec![]));
    c.act(ANA, present(vec![]));
    c.act_with(CARO, roll(vec![cl(0)]), &[3]);
    c.act(CARO, Command::Stand);
    c.act(ANA, Command::UseTrick { trick: 0, target: None });
    c.act_with(ANA, roll(vec![Source::Advantage { index: 0, sacrifice: true }]), &[1, 2, 3, 4]);
    let r = c.scene().last_roll(Side::Antagonist).unwrap();
    assert_eq!(r.pool.len(), 4);
    assert!(r.pool.iter().all(|p| p.die == Die::D8));
    assert!(c.sheet(0).advantages.is_empty());
}

#[test]
fn defensa_impenetrable_escalates_a_cliche_die_in_the_pool() {
    let mut c = tricks(
        (Trick::DefensaImpenetrable, Trick::PlanB, Flaw::Opsss),
        (Trick::Insistente, Trick::MiTesoro, Flaw::Opsss),
        1,
    );
    ana_vs_beto(&mut c);
    c.act(ANA, Command::UseTrick { trick: 0, target: Some(2) });
    c.act_with(ANA, roll(vec![cl(2), cl(0)]), &[8, 3]);
    let r = c.scene().last_roll(Side::Protagonist).unwrap();
    assert_eq!(r.pool[0].die, Die::D8, "the d6 cliché escalated to d8");
    assert_eq!(c.points(ANA).pk, 0);
}

#[test]
fn plan_b_escalates_two_new_cliches_on_retry() {
    let mut c = tricks(
        (Trick::DefensaImpenetrable, Trick::PlanB, Flaw::Opsss),
        (Trick::Insistente, Trick::MiTesoro, Flaw::Opsss),
        2,
    );
    ana_vs_beto(&mut c);
    c.act_with(ANA, roll(vec![cl(0), cl(1)]), &[2, 2]);
    c.act(ANA, Command::Stand);
    c.act_with(BETO, roll(vec![cl(0), cl(1)]), &[8, 8]);
    c.act(BETO, Command::Stand);
    c.act(ANA, Command::UseTrick { trick: 1, target: None });
    c.act_with(ANA, roll(vec![cl(0), cl(2), cl(4)]), &[1, 7, 4]);
    let r = c.scene().last_roll(Side::Protagonist).unwrap();
    let dice: Vec<Die> = r.pool.iter().map(|p| p.die).collect();
    assert_eq!(dice, vec![Die::D8, Die::D8, Die::D6], "the used d8 stays; the new d6 and d4 step up");
}

#[test]
fn provocame_a_problem_becomes_an_advantage_until_the_end_of_the_scene() {
    let mut c = tricks(
        (Trick::Provocame, Trick::PlanB, Flaw::Opsss),
        (Trick::Insistente, Trick::MiTesoro, Flaw::Opsss),
        2,
    );
    ana_vs_beto(&mut c);
    // Beto wins and gives Ana the problem "Furioso" d6.
    c.act_with(ANA, roll(vec![cl(0)]), &[2]);
    c.act(ANA, Command::Stand);
    c.act_with(BETO, roll(vec![cl(0), cl(1), cl(2)]), &[8, 8, 5]);
    c.act(BETO, Command::Stand);
    c.act_with(ANA, roll(vec![cl(0), cl(1)]), &[1, 1]);
    c.act(ANA, Command::Stand);
    let furioso = EffectUse { die: 2, action: EffectAction::Problem { name: "Furioso".into() } };
    c.act(BETO, Command::ClaimVictory { effect: Some(furioso), extra: vec![] });
    assert_eq!(c.sheet(0).problems[0].die, Die::D6);
    c.act(CARO, Command::Rate { protagonist: 0, antagonist: 0, justification: "ok".into() });
    c.act(CARO, start(Party::Character { id: 0 }, vec![]));
    c.act(ANA, present(vec![]));
    c.act(ANA, Command::UseTrick { trick: 0, target: Some(0) });
    assert!(c.sheet(0).problems.is_empty());
    assert!(c.sheet(0).advantages[0].temporary);
    c.act_with(CARO, roll(vec![cl(0)]), &[3]);
    c.act(CARO, Command::Stand);
    c.act(ANA, Command::Surrender);
    c.act(BETO, Command::Rate { protagonist: 0, antagonist: 0, justification: "ok".into() });
    assert_eq!(c.sheet(0).problems, vec![Attr { name: "Furioso".into(), die: Die::D6 }], "back at the end");
    assert!(c.sheet(0).advantages.is_empty());
}

#[test]
fn rompecorazones_sacrifices_the_relationship_to_add_it_three_times() {
    let mut c = tricks(
        (Trick::Rompecorazonces, Trick::PlanB, Flaw::Opsss),
        (Trick::Insistente, Trick::MiTesoro, Flaw::Opsss),
        1,
    );
    ana_vs_beto(&mut c);
    c.act(ANA, Command::UseTrick { trick: 0, target: None });
    assert_eq!(c.sheet(0).relationships.len(), 1, "the d8 relationship with Beto is gone");
    let g = |i| Source::Gift { index: i };
    c.act_with(ANA, roll(vec![g(0), g(1), g(2)]), &[3, 5, 7]);
    assert_eq!(c.scene().last_roll(Side::Protagonist).unwrap().result(), 12);
    assert_eq!(c.points(ANA).pk, 0);
}

#[test]
fn siempre_alerta_protagonist_rerolls_without_the_surprise_die() {
    let mut c = tricks(
        (Trick::Insistente, Trick::PlanB, Flaw::Opsss),
        (Trick::SiempreAlerta, Trick::MiTesoro, Flaw::Opsss),
        1,
    );
    ana_vs_beto(&mut c);
    c.act_with(ANA, roll(vec![cl(0), cl(1), Source::Relationship { index: 0 }]), &[8, 8, 8]);
    c.act(ANA, Command::Stand);
    c.act_with(BETO, Command::UseTrick { trick: 0, target: Some(2) }, &[1, 4]);
    let r = c.scene().last_roll(Side::Protagonist).unwrap();
    assert_eq!(r.pool.len(), 2);
    assert_eq!(r.result(), 4);
    assert_eq!(c.scene().step, Step::PostRoll { side: Side::Protagonist });
}

#[test]
fn imitacion_rolls_the_protagonists_pool_when_it_made_15() {
    let mut c = tricks(
        (Trick::Insistente, Trick::PlanB, Flaw::Opsss),
        (Trick::Imitacion, Trick::MiTesoro, Flaw::Opsss),
        2,
    );
    ana_vs_beto(&mut c);
    c.act_with(ANA, roll(vec![cl(0), cl(1)]), &[7, 7]);
    c.act(ANA, Command::Stand);
    assert_eq!(c.refuse(BETO, Command::UseTrick { trick: 0, target: None }).code, "gf.trick.activation");
    let mut c = tricks(
        (Trick::Insistente, Trick::PlanB, Flaw::Opsss),
        (Trick::Imitacion, Trick::MiTesoro, Flaw::Opsss),
        2,
    );
    ana_vs_beto(&mut c);
    c.act_with(ANA, roll(vec![cl(0), cl(1)]), &[8, 7]);
    c.act(ANA, Command::Stand);
    c.act_with(BETO, Command::UseTrick { trick: 0, target: None }, &[8, 8]);
    let r = c.scene().last_roll(Side::Antagonist).unwrap();
    assert_eq!(r.result(), 16);
    assert_eq!(c.points(BETO).pk, 0, "2 PK");
}

#[test]
fn otro_mordera_el_polvo_degrades_and_passes_a_problem_to_an_ally() {
    let mut c = tricks(
        (Trick::Insistente, Trick::PlanB, Flaw::Opsss),
        (Trick::OtroMorderaElPolvo, Trick::MiTesoro, Flaw::Opsss),
        3,
    );
    // Ana wins against Beto, gives him "Herido" d8.
    c.act(ANA, start(Party::Character { id: 1 }, vec![]));
    c.act(BETO, present(vec![]));
    c.act_with(ANA, roll(vec![cl(0), cl(1), Source::Relationship { index: 0 }]), &[8, 7, 3]);
    c.act(ANA, Command::Stand);
    c.act_with(BETO, roll(vec![cl(5)]), &[2]);
    c.act(BETO, Command::Stand);
    c.act(
        ANA,
        Command::ClaimVictory {
            effect: Some(EffectUse { die: 2, action: EffectAction::Problem { name: "Herido".into() } }),
            extra: vec![],
        },
    );
    c.act(CARO, Command::Rate { protagonist: 0, antagonist: 0, justification: "ok".into() });
    c.act(CARO, Command::CallInterval);
    c.act(BETO, Command::RequestNextScene);
    c.act(CARO, Command::EndInterval { cede_to: Some(BETO) });
    c.act(BETO, start(Party::Character { id: 0 }, vec![Party::Character { id: 2 }]));
    c.act(BETO, Command::UseTrick { trick: 0, target: Some(0) });
    assert!(c.sheet(1).problems.is_empty());
    assert_eq!(c.sheet(2).problems[0], Attr { name: "Herido".into(), die: Die::D6 });
}

#[test]
fn relationship_map_shows_every_relationship_with_its_die() {
    let c = Check::ready(0);
    let map = relationship_map(c.s());
    assert_eq!(map.len(), 6);
    assert_eq!(map[0].from, "Ana");
    assert_eq!(map[0].to, "Beto");
    assert_eq!(map[0].die, Some(Die::D8));
}

#[test]
fn a_player_who_left_comes_back_with_the_points_and_a_new_character() {
    let mut c = Check::ready(4);
    c.act(MOD, Command::RetireAbsentPlayer { player: CARO });
    c.act(ANA, Command::CallInterval);
    assert_eq!(c.refuse(CARO, Command::RequestNextScene).code, "gf.player.absent");
    c.act(MOD, Command::WelcomeBack { player: CARO });
    assert_eq!(c.points(CARO), Points { pv: 4, pk: 4 });
    c.act(ANA, Command::ContributeCliche { newcomer: CARO, text: "Fantasma".into() });
    assert_eq!(
        c.refuse(CARO, Command::Train { attr: AttrRef { kind: AttrKind::Cliche, index: 0 } }).code,
        "gf.character.none"
    );
}

#[test]
fn epilogo_objectives_may_still_be_satisfied() {
    let mut c = Check::ready(10);
    c.act(ANA, Command::ProposeGrandFinale { framing: "El baile".into() });
    c.act(BETO, Command::AgreeGrandFinale);
    c.act(CARO, Command::AgreeGrandFinale);
    let mut gf = start(Party::Character { id: 1 }, vec![]);
    if let Command::StartScene { grand_finale, .. } = &mut gf {
        *grand_finale = true;
    }
    c.act(ANA, gf);
    c.act(BETO, present(vec![]));
    c.act_with(ANA, roll(vec![cl(0)]), &[8]);
    c.act(ANA, Command::Stand);
    c.act_with(BETO, roll(vec![cl(5)]), &[2]);
    c.act(BETO, Command::Stand);
    c.act(ANA, Command::ClaimVictory { effect: None, extra: vec![] });
    c.act(CARO, Command::Rate { protagonist: 5, antagonist: 2, justification: "Final".into() });
    c.act(MOD, Command::CloseGroupRating);
    assert_eq!(c.s().phase, Phase::Epilogue);
    c.act(ANA, Command::AnalyseObjective { index: 0 });
    c.act(CARO, Command::EndorseObjective { character: 0, index: 0, pay: data::Currency::Pv });
    c.act(ANA, Command::SatisfyObjective { index: 0 });
    assert_eq!(c.s().characters[0].objectives[0].status, ObjectiveStatus::Satisfied);
    assert_eq!(
        c.refuse(ANA, Command::Train { attr: AttrRef { kind: AttrKind::Cliche, index: 0 } }).code,
        "gf.phase.wrong"
    );
}

#[test]
fn ventajas_espada_de_adamantium_d10_el_poder_del_amor_d12_sorpresa_d6() {
    // "Espada de Adamantium d10, El Poder del Amor d12, Sorpresa d6": an extra raised with PV wins
    // and turns its free d12, d10 and d6 into those three advantages (two of them bought for 1 PV).
    let mut c = Check::ready(15);
    c.act(ANA, start(Party::Extra { name: "Jono".into() }, vec![]));
    let raises = vec![
        ExtraRaise::Escalate { index: 0 },
        ExtraRaise::Escalate { index: 1 },
        ExtraRaise::Escalate { index: 1 },
    ];
    c.act(
        CARO,
        Command::PresentAntagonist {
            define: ["Invencible", "Espadachín", "Rico", "Fuerte", "Distraído"].map(String::from).to_vec(),
            description: "Jono el invencible".into(),
            raises,
            intention: "Humillar a Ana".into(),
            allies: vec![],
        },
    );
    assert_eq!(c.points(CARO).pv, 3, "5 (d10→d12) + 3 (d6→d8) + 4 (d8→d10)");
    c.act_with(ANA, roll(vec![cl(0)]), &[2]);
    c.act(ANA, Command::Stand);
    let pool = vec![
        cl(0),
        cl(1),
        cl(2),
        Source::KarmaD6,
        Source::OpponentAttribute { attr: AttrRef { kind: AttrKind::Cliche, index: 0 } },
    ];
    c.act_with(CARO, roll(pool), &[5, 4, 3, 6, 8]);
    c.act(CARO, Command::Stand);
    c.act_with(ANA, roll(vec![cl(0), cl(1)]), &[1, 1]);
    c.act(ANA, Command::Stand);
    let adv = |die, name: &str| EffectUse {
        die,
        action: EffectAction::Advantage { name: name.into(), only_against_opponent: false },
    };
    c.act(
        CARO,
        Command::ClaimVictory {
            effect: Some(adv(0, "El Poder del Amor")),
            extra: vec![adv(1, "Espada de Adamantium"), adv(2, "Sorpresa")],
        },
    );
    let got: Vec<(String, Die)> =
        c.s().extras["Jono"].sheet.advantages.iter().map(|a| (a.attr.name.clone(), a.attr.die)).collect();
    assert_eq!(
        got,
        vec![
            ("El Poder del Amor".into(), Die::D12),
            ("Espada de Adamantium".into(), Die::D10),
            ("Sorpresa".into(), Die::D6)
        ]
    );
    assert_eq!(c.points(CARO), Points { pv: 0, pk: 13 });
    assert_eq!(c.points(ANA).pk, 16, "Caro used Ana's cliché against her: 1 PK to Ana");
}

#[test]
fn perder_bien_rinde_mas_que_ganar_mal() {
    // "a veces perder bien rinde más que ganar mal": the loser rated 5 earns 5 PK, the winner rated 1
    // earns 1 PV.
    let mut c = ana_wins(1, &[8, 7, 4, 3]);
    c.act(ANA, Command::ClaimVictory { effect: None, extra: vec![] });
    c.act(
        CARO,
        Command::Rate { protagonist: 1, antagonist: 5, justification: "Beto perdió con estilo".into() },
    );
    assert_eq!(c.points(ANA).pv, 1);
    assert_eq!(c.points(BETO).pk, 6);
}

#[test]
fn relaciones_examples_madre_sobreprotectora_and_hijo_malcriado() {
    let mut c = at_relationships();
    c.act(
        ANA,
        Command::DeclareRelationship {
            to: Party::Character { id: 1 },
            via_extra: None,
            text: "Madre sobreprotectora de Billy".into(),
        },
    );
    c.act(
        BETO,
        Command::DeclareRelationship {
            to: Party::Character { id: 0 },
            via_extra: None,
            text: "Hijo malcriado de Andy".into(),
        },
    );
    c.act(
        BETO,
        Command::DeclareRelationship {
            to: Party::Character { id: 2 },
            via_extra: None,
            text: "Envidia el poder de Cody".into(),
        },
    );
    c.act(
        CARO,
        Command::DeclareRelationship {
            to: Party::Character { id: 1 },
            via_extra: None,
            text: "Desprecia a Billy".into(),
        },
    );
    let texts: Vec<&str> = c.sheet(1).relationships.iter().map(|r| r.text.as_str()).collect();
    assert_eq!(texts, vec!["Hijo malcriado de Andy", "Envidia el poder de Cody"]);
    assert_eq!(c.s().phase, Phase::Relationships { holder: CARO, pending: None }, "Cody sets the next one");
}

#[test]
fn fuera_de_control_adds_d12_and_its_fumbles_become_problems() {
    let mut c = tricks(
        (Trick::FueraDeControl, Trick::PlanB, Flaw::Opsss),
        (Trick::Insistente, Trick::MiTesoro, Flaw::Opsss),
        1,
    );
    ana_vs_beto(&mut c);
    let e = c.refuse(ANA, roll(vec![cl(0), Source::TrickD12 { trick: 0 }]));
    assert_eq!(e.code, "gf.trick.activation", "three other dice");
    let pool = vec![cl(0), cl(2), Source::Relationship { index: 0 }, Source::TrickD12 { trick: 0 }];
    c.act_with(ANA, roll(pool), &[1, 1, 5, 12]);
    assert_eq!(c.scene().last_roll(Side::Protagonist).unwrap().result(), 17);
    c.act(ANA, Command::Stand);
    c.act(BETO, Command::Surrender);
    c.act(CARO, Command::Rate { protagonist: 3, antagonist: 3, justification: "ok".into() });
    let dice: Vec<Die> = c.sheet(0).problems.iter().map(|p| p.die).collect();
    assert_eq!(dice, vec![Die::D8, Die::D6]);
}

#[test]
fn seats_are_the_moderator_and_one_per_player() {
    use engine::Game;
    let mut c = Check::ready(0);
    let seats = GenreFuzzion::seats(c.s());
    assert_eq!(seats.len(), 4);
    assert_eq!((seats[0].seat, seats[0].role.code()), (MOD, "moderator"));
    assert_eq!(seats[0].name, "Moderator (Ana)");
    assert_eq!(seats[2].name, "Beto (Beto)");
    c.act(MOD, Command::AdmitPlayer { name: "Dani".into() });
    assert_eq!(GenreFuzzion::seats(c.s())[4].seat, SeatId(4));
}

#[test]
fn waiting_on_follows_the_scene() {
    let mut c = Check::ready(0);
    assert_eq!(c.t.waiting_on(), vec![ANA, BETO, CARO], "anyone may start the first scene");
    c.act(ANA, start(Party::Extra { name: "Jono".into() }, vec![]));
    assert_eq!(c.t.waiting_on(), vec![BETO, CARO], "anyone but the protagonist presents an extra");
    c.act(BETO, present((0..5).map(|i| format!("c{i}")).collect()));
    assert_eq!(c.t.waiting_on(), vec![ANA]);
    c.act_with(ANA, roll(vec![cl(0)]), &[4]);
    assert_eq!(c.t.waiting_on(), vec![ANA]);
    c.act(ANA, Command::Stand);
    assert_eq!(c.t.waiting_on(), vec![BETO]);
    c.act(BETO, Command::Surrender);
    assert_eq!(c.t.waiting_on(), vec![CARO], "the next poster rates");
}

#[test]
fn config_is_checked() {
    use engine::Game;
    let bad = Config { players: vec!["a".into(), "b".into()], ..Config::default() };
    assert_eq!(GenreFuzzion::start(&bad, &mut Scripted::new([])).unwrap_err().code, "gf.config.players");
    let bad = Config { players: vec!["a".into(), "b".into(), "c".into()], moderator: 4, ..Config::default() };
    assert_eq!(GenreFuzzion::start(&bad, &mut Scripted::new([])).unwrap_err().code, "gf.config.moderator");
}

#[test]
fn a_resolved_scene_is_canon_and_cannot_be_suspended() {
    let mut c = Check::scene_ana_vs_beto(0);
    c.act_with(ANA, roll(vec![cl(0)]), &[4]);
    c.act(ANA, Command::Stand);
    c.act(BETO, Command::Surrender);
    c.act(MOD, Command::NudgeLatePlayer { now: 0 });
    let e = c.refuse(MOD, Command::SuspendScene { now: 1000, next_starter: ANA });
    assert_eq!(e.code, "gf.suspend.resolved");
}

#[test]
fn nada_mal_pero_escalates_and_rerolls_the_largest_die() {
    let mut c = tricks(
        (Trick::NadaMalPero, Trick::PlanB, Flaw::Opsss),
        (Trick::Insistente, Trick::MiTesoro, Flaw::Opsss),
        1,
    );
    ana_vs_beto(&mut c);
    c.act_with(ANA, roll(vec![cl(2), cl(4)]), &[2, 2]);
    c.act(ANA, Command::Stand);
    c.act_with(BETO, roll(vec![cl(0), cl(1)]), &[4, 4]);
    assert_eq!(
        c.refuse(ANA, Command::UseTrick { trick: 0, target: None }).code,
        "gf.trick.activation",
        "8 does not beat 4 by 5"
    );
    let mut c = tricks(
        (Trick::NadaMalPero, Trick::PlanB, Flaw::Opsss),
        (Trick::Insistente, Trick::MiTesoro, Flaw::Opsss),
        1,
    );
    ana_vs_beto(&mut c);
    c.act_with(ANA, roll(vec![cl(2), cl(4)]), &[2, 2]);
    c.act(ANA, Command::Stand);
    c.act_with(BETO, roll(vec![cl(0), cl(1)]), &[5, 4]);
    c.act(BETO, Command::Stand);
    c.act_with(ANA, Command::UseTrick { trick: 0, target: None }, &[8]);
    let r = c.scene().last_roll(Side::Protagonist).unwrap();
    assert_eq!(r.pool[0].die, Die::D8, "the d6 cliché became d8");
    assert_eq!(r.result(), 10);
    c.act(ANA, Command::Stand);
    assert_eq!(c.scene().step, Step::AntagonistChoice, "10 ≥ 9: the antagonist chooses again");
}
