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

#[derive(Deserialize)]
struct TrickFile {
    trick: Vec<TableRow>,
}

#[derive(Deserialize)]
struct FlawFile {
    flaw: Vec<TableRow>,
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
        Tables {
            cliches: numbered(c.cliche),
            relationships: numbered(r.relationship),
            tricks: t.trick,
            flaws: f.flaw,
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
