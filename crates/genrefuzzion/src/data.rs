//! The appendix tables of the rulebook ("Apéndices") as data: the 100 clichés, the 100 relationships,
//! every trick (*truco*) and flaw (*treta*) with its cost, activation and effect.
//!
//! The tables live in `data/*.toml`, copied from the rulebook text; they are parsed once.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// Victory (PV) or Karma (PK) points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Currency {
    /// Puntos de Victoria.
    Pv,
    /// Puntos de Karma.
    Pk,
}

/// One row of the trick or the flaw table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
pub struct TableRow {
    /// Its name, as printed.
    pub name: String,
    /// The price (a trick) or the payout (a flaw).
    pub cost: u32,
    /// PV or PK.
    pub currency: Currency,
    /// When it may be used; parts in angle brackets are filled per character.
    pub activation: String,
    /// What it does.
    pub effect: String,
}

impl TableRow {
    /// The placeholders (`<ARMA PREDILECTA>`…) of the activation and the effect, in order, once each.
    pub fn placeholders(&self) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        for text in [&self.activation, &self.effect] {
            let mut rest = text.as_str();
            while let Some(open) = rest.find('<') {
                let Some(close) = rest[open..].find('>') else { break };
                let p = rest[open + 1..open + close].to_owned();
                if !out.contains(&p) {
                    out.push(p);
                }
                rest = &rest[open + close + 1..];
            }
        }
        out
    }

    /// The activation and effect with each placeholder replaced by the character's text.
    pub fn fill(&self, fills: &BTreeMap<String, String>) -> (String, String) {
        let mut a = self.activation.clone();
        let mut e = self.effect.clone();
        for (k, v) in fills {
            let key = format!("<{k}>");
            a = a.replace(&key, v);
            e = e.replace(&key, v);
        }
        (a, e)
    }
}

#[derive(Deserialize)]
struct Numbered {
    number: u32,
    text: String,
}

#[derive(Deserialize)]
struct ClicheFile {
    cliche: Vec<Numbered>,
}

#[derive(Deserialize)]
struct RelationshipFile {
    relationship: Vec<Numbered>,
}

/// A row of a data file: its stable key, then the printed row.
#[derive(Deserialize)]
struct Keyed<K> {
    key: K,
    #[serde(flatten)]
    row: TableRow,
}

#[derive(Deserialize)]
struct TrickFile {
    trick: Vec<Keyed<Trick>>,
}

#[derive(Deserialize)]
struct FlawFile {
    flaw: Vec<Keyed<Flaw>>,
}

/// The four appendix tables.
#[derive(Debug)]
pub struct Tables {
    /// "Tabla de Cliches", index 0 is number 1.
    pub cliches: Vec<String>,
    /// "Tabla de Relaciones", index 0 is number 1; `<...>` is the other character.
    pub relationships: Vec<String>,
    /// "Tabla de Trucos", in printed order.
    pub tricks: Vec<TableRow>,
    /// "Tabla de Tretas", in printed order.
    pub flaws: Vec<TableRow>,
    /// The key of each row of `tricks`.
    trick_keys: Vec<Trick>,
    /// The key of each row of `flaws`.
    flaw_keys: Vec<Flaw>,
}

/// A row of the "Tabla de Trucos", named by its stable key (`key` in `data/tricks.toml`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Trick {
    /// "Arma predilecta".
    ArmaPredilecta,
    /// "As bajo la manga".
    AsBajoLaManga,
    /// "Cámara lenta".
    CamaraLenta,
    /// "Defensa impenetrable".
    DefensaImpenetrable,
    /// "En las sombras".
    EnLasSombras,
    /// "Excelencia".
    Excelencia,
    /// "Fuera de control".
    FueraDeControl,
    /// "Gajes de oficio".
    GajesDeOficio,
    /// "Genre Savvy".
    GenreSavvy,
    /// "Grandes expectativas".
    GrandesExpectativas,
    /// "Hacerse humo".
    HacerseHumo,
    /// "Huyan cobardes".
    HuyanCobardes,
    /// "Imitación".
    Imitacion,
    /// "Improvisador serial".
    ImprovisadorSerial,
    /// "Insistente".
    Insistente,
    /// "Mi tesoro".
    MiTesoro,
    /// "Movido por la pasión".
    MovidoPorLaPasion,
    /// "Naciste listo".
    NacisteListo,
    /// "Nada mal pero".
    NadaMalPero,
    /// "No me esperaba esto de ti".
    NoMeEsperabaEstoDeTi,
    /// "No tan rapido".
    NoTanRapido,
    /// "Otro morderá el polvo".
    OtroMorderaElPolvo,
    /// "Plan B".
    PlanB,
    /// "Provocame".
    Provocame,
    /// "Regalo del cielo".
    RegaloDelCielo,
    /// "Rompecorazonces".
    Rompecorazonces,
    /// "Savoir Faire".
    SavoirFaire,
    /// "Secretos y mentiras".
    SecretosYMentiras,
    /// "Siempre alerta".
    SiempreAlerta,
    /// "Suerte inmerecida".
    SuerteInmerecida,
    /// "Trabajo en equipo".
    TrabajoEnEquipo,
    /// "Truco mental".
    TrucoMental,
    /// "Truco sucio".
    TrucoSucio,
    /// "Ver cada detalle".
    VerCadaDetalle,
}

/// A row of the "Tabla de Tretas", named by its stable key (`key` in `data/flaws.toml`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Flaw {
    /// "Dilema del Erizo".
    DilemaDelErizo,
    /// "Duda inapropiada".
    DudaInapropiada,
    /// "El Alcohol mata".
    ElAlcoholMata,
    /// "Error de principiante".
    ErrorDePrincipiante,
    /// "Fobia".
    Fobia,
    /// "Inocencia".
    Inocencia,
    /// "Lapsus freudiano".
    LapsusFreudiano,
    /// "Mala junta".
    MalaJunta,
    /// "Opsss".
    Opsss,
    /// "Orgullo y Caida".
    OrgulloYCaida,
    /// "Solo un accidente".
    SoloUnAccidente,
    /// "Torpeza cronica".
    TorpezaCronica,
    /// "Yo no queria venir".
    YoNoQueriaVenir,
}

/// How the program plays a row of the tables of tricks and flaws.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Played {
    /// A die source of a pool: using it is naming it in `RollPool`, which checks its activation.
    AsPoolSource,
    /// `UseTrick` or `ActivateFlaw` checks its activation and applies its effect.
    ByProgram,
    /// Narrative only: its price or payout and its once-per-scene use are kept, the effect is
    /// played by post.
    ByPost,
}

impl Trick {
    /// Every trick, in printed order.
    pub const ALL: [Trick; 34] = [
        Trick::ArmaPredilecta,
        Trick::AsBajoLaManga,
        Trick::CamaraLenta,
        Trick::DefensaImpenetrable,
        Trick::EnLasSombras,
        Trick::Excelencia,
        Trick::FueraDeControl,
        Trick::GajesDeOficio,
        Trick::GenreSavvy,
        Trick::GrandesExpectativas,
        Trick::HacerseHumo,
        Trick::HuyanCobardes,
        Trick::Imitacion,
        Trick::ImprovisadorSerial,
        Trick::Insistente,
        Trick::MiTesoro,
        Trick::MovidoPorLaPasion,
        Trick::NacisteListo,
        Trick::NadaMalPero,
        Trick::NoMeEsperabaEstoDeTi,
        Trick::NoTanRapido,
        Trick::OtroMorderaElPolvo,
        Trick::PlanB,
        Trick::Provocame,
        Trick::RegaloDelCielo,
        Trick::Rompecorazonces,
        Trick::SavoirFaire,
        Trick::SecretosYMentiras,
        Trick::SiempreAlerta,
        Trick::SuerteInmerecida,
        Trick::TrabajoEnEquipo,
        Trick::TrucoMental,
        Trick::TrucoSucio,
        Trick::VerCadaDetalle,
    ];

    /// Its row of the table.
    pub fn row(self) -> &'static TableRow {
        let t = tables();
        &t.tricks[t.trick_keys.iter().position(|k| *k == self).expect("every trick has a row")]
    }

    /// The trick printed with this exact name: the one place a display name becomes a trick.
    pub fn named(name: &str) -> Option<Trick> {
        let t = tables();
        t.tricks.iter().position(|r| r.name == name).map(|i| t.trick_keys[i])
    }

    /// How the program plays it: the two dice of "Arma predilecta" and "Fuera de control" are pool
    /// sources; every other effect is applied by `UseTrick`.
    pub fn played(self) -> Played {
        match self {
            Trick::ArmaPredilecta | Trick::FueraDeControl => Played::AsPoolSource,
            _ => Played::ByProgram,
        }
    }
}

impl Flaw {
    /// Every flaw, in printed order.
    pub const ALL: [Flaw; 13] = [
        Flaw::DilemaDelErizo,
        Flaw::DudaInapropiada,
        Flaw::ElAlcoholMata,
        Flaw::ErrorDePrincipiante,
        Flaw::Fobia,
        Flaw::Inocencia,
        Flaw::LapsusFreudiano,
        Flaw::MalaJunta,
        Flaw::Opsss,
        Flaw::OrgulloYCaida,
        Flaw::SoloUnAccidente,
        Flaw::TorpezaCronica,
        Flaw::YoNoQueriaVenir,
    ];

    /// Its row of the table.
    pub fn row(self) -> &'static TableRow {
        let t = tables();
        &t.flaws[t.flaw_keys.iter().position(|k| *k == self).expect("every flaw has a row")]
    }

    /// The flaw printed with this exact name: the one place a display name becomes a flaw.
    pub fn named(name: &str) -> Option<Flaw> {
        let t = tables();
        t.flaws.iter().position(|r| r.name == name).map(|i| t.flaw_keys[i])
    }

    /// How the program plays it: every flaw's effect is applied by `ActivateFlaw`.
    pub fn played(self) -> Played {
        Played::ByProgram
    }
}

fn numbered(rows: Vec<Numbered>) -> Vec<String> {
    let mut rows = rows;
    rows.sort_by_key(|r| r.number);
    rows.into_iter().map(|r| r.text).collect()
}

/// The tables, parsed once from the crate's data files.
pub fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| {
        let c: ClicheFile = toml::from_str(include_str!("../data/cliches.toml")).expect("data/cliches.toml");
        let r: RelationshipFile =
            toml::from_str(include_str!("../data/relationships.toml")).expect("data/relationships.toml");
        let t: TrickFile = toml::from_str(include_str!("../data/tricks.toml")).expect("data/tricks.toml");
        let f: FlawFile = toml::from_str(include_str!("../data/flaws.toml")).expect("data/flaws.toml");
        let (trick_keys, tricks) = t.trick.into_iter().map(|k| (k.key, k.row)).unzip();
        let (flaw_keys, flaws) = f.flaw.into_iter().map(|k| (k.key, k.row)).unzip();
        Tables {
            cliches: numbered(c.cliche),
            relationships: numbered(r.relationship),
            tricks,
            flaws,
            trick_keys,
            flaw_keys,
        }
    })
}

/// The trick with this exact name.
pub fn trick(name: &str) -> Option<&'static TableRow> {
    tables().tricks.iter().find(|t| t.name == name)
}

/// The flaw with this exact name.
pub fn flaw(name: &str) -> Option<&'static TableRow> {
    tables().flaws.iter().find(|t| t.name == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn appendix_has_100_cliches_numbered_in_order() {
        let t = tables();
        assert_eq!(t.cliches.len(), 100);
        assert_eq!(t.cliches[0], "Vampiro pacifista");
        assert_eq!(t.cliches[29], "Cantante de música pop");
        assert_eq!(t.cliches[99], "Doctor escéptico");
    }

    #[test]
    fn appendix_has_100_relationships_each_naming_the_other() {
        let t = tables();
        assert_eq!(t.relationships.len(), 100);
        assert!(t.relationships.iter().all(|r| r.contains("<...>")));
        assert_eq!(t.relationships[41], "Compite por el amor de <extra> con <...>");
        assert_eq!(t.relationships[99], "Es la mascota de <...>");
    }

    #[test]
    fn appendix_has_34_tricks_and_13_flaws() {
        let t = tables();
        assert_eq!(t.tricks.len(), 34, "20 on the first page of tricks and 14 on the second");
        assert_eq!(t.flaws.len(), 13);
        let pv = t.tricks.iter().filter(|r| r.currency == Currency::Pv).count();
        assert_eq!(pv, 19);
        assert_eq!(trick("Grandes expectativas").unwrap().cost, 2);
        assert_eq!(flaw("Inocencia").unwrap().currency, Currency::Pk);
        assert!(t.tricks.iter().chain(&t.flaws).all(|r| (1..=2).contains(&r.cost)));
    }

    #[test]
    fn placeholders_are_found_and_filled() {
        let t = trick("Defensa impenetrable").unwrap();
        assert_eq!(t.placeholders(), vec!["DEFENSA PREDILECTA".to_owned(), "CLICHÉ".to_owned()]);
        let fills = BTreeMap::from([
            ("DEFENSA PREDILECTA".to_owned(), "escudo de chistes".to_owned()),
            ("CLICHÉ".to_owned(), "Maestra del sarcasmo".to_owned()),
        ]);
        let (a, e) = t.fill(&fills);
        assert_eq!(a, "Usas tu escudo de chistes");
        assert_eq!(e, "Escala un dado de Maestra del sarcasmo en el pozo");
        assert!(trick("Cámara lenta").unwrap().placeholders().is_empty());
    }
}
