//! The appendix tables of the rulebook ("Apéndices") as data: the 100 clichés, the 100 relationships,
//! every trick (*truco*) and flaw (*treta*) with its cost, activation and effect.
//!
//! The tables live in `data/*.toml`, copied from the rulebook text; they are parsed once. Each row
//! has an English translation beside it (`text_en`, `name_en`…), shown to English readers: the
//! rules and the log keep the Spanish, the one text the rulebook prints, and the pages read a row
//! in their reader's language ([`printed_in`], [`Tables::cliches_in`]…).

use std::borrow::Cow;
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

/// The language a row of the tables is read in: the rulebook's Spanish or its English translation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Language {
    /// The rulebook's own words.
    Es,
    /// The translation beside them in the data files.
    En,
}

/// The problem "El Alcohol mata" adds ("Añade el problema borracho d6"), in Spanish and English.
pub const DRUNK: (&str, &str) = ("Borracho", "Drunk");

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
        placeholders(&[&self.activation, &self.effect])
    }

    /// The fills that made `activation` and `effect` out of this row (by placeholder), or `None`
    /// if they were not made from it.
    pub fn fills_of(&self, activation: &str, effect: &str) -> Option<BTreeMap<String, String>> {
        let mut fills = matched(&self.activation, activation)?;
        for (k, v) in matched(&self.effect, effect)? {
            if fills.get(&k).is_some_and(|f| *f != v) {
                return None;
            }
            fills.insert(k, v);
        }
        Some(fills)
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

/// The placeholders of `texts`, in order of first appearance, once each.
fn placeholders(texts: &[&str]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for text in texts {
        let mut rest = *text;
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

/// A template's literal pieces and placeholders, in order.
enum Piece<'a> {
    Text(&'a str),
    Hole(&'a str),
}

fn pieces(template: &str) -> Vec<Piece<'_>> {
    let mut out = Vec::new();
    let mut rest = template;
    while let Some(open) = rest.find('<') {
        let Some(close) = rest[open..].find('>') else { break };
        if open > 0 {
            out.push(Piece::Text(&rest[..open]));
        }
        out.push(Piece::Hole(&rest[open + 1..open + close]));
        rest = &rest[open + close + 1..];
    }
    if !rest.is_empty() {
        out.push(Piece::Text(rest));
    }
    out
}

/// The fills (by placeholder, none empty) that make `text` out of `template`, or `None`. Where a
/// literal part could be cut in several places (a name holding " con "), the first cut that fits
/// is taken.
fn matched(template: &str, text: &str) -> Option<BTreeMap<String, String>> {
    fn go(pieces: &[Piece<'_>], text: &str, fills: &mut BTreeMap<String, String>) -> bool {
        match pieces {
            [] => text.is_empty(),
            [Piece::Text(t), rest @ ..] => text.strip_prefix(t).is_some_and(|after| go(rest, after, fills)),
            [Piece::Hole(h), rest @ ..] => {
                // Where the hole may end: before each occurrence of the next literal, or at the end.
                let ends: Vec<usize> = match rest.first() {
                    Some(Piece::Text(t)) => text.match_indices(t).map(|(i, _)| i).collect(),
                    _ => vec![text.len()],
                };
                for end in ends.into_iter().filter(|e| *e > 0) {
                    let fill = &text[..end];
                    if fills.get(*h).is_some_and(|f| f != fill) {
                        continue;
                    }
                    let had = fills.insert((*h).to_owned(), fill.to_owned());
                    if go(rest, &text[end..], fills) {
                        return true;
                    }
                    match had {
                        Some(f) => fills.insert((*h).to_owned(), f),
                        None => fills.remove(*h),
                    };
                }
                false
            }
        }
    }
    let mut fills = BTreeMap::new();
    go(&pieces(template), text, &mut fills).then_some(fills)
}

/// `template` with each placeholder replaced by its fill; the fills are keyed by the placeholders
/// of `keys_from`, the same row in the other language, matched by order of first appearance.
fn fill_across(template: &str, keys_from: &[&str], fills: &BTreeMap<String, String>) -> String {
    let ours = placeholders(&[template]);
    let theirs = placeholders(keys_from);
    let mut out = template.to_owned();
    for (mine, other) in ours.iter().zip(&theirs) {
        if let Some(v) = fills.get(other) {
            out = out.replace(&format!("<{mine}>"), v);
        }
    }
    out
}

#[derive(Deserialize)]
struct Numbered {
    number: u32,
    text: String,
    text_en: String,
}

#[derive(Deserialize)]
struct ClicheFile {
    cliche: Vec<Numbered>,
}

#[derive(Deserialize)]
struct RelationshipFile {
    relationship: Vec<Numbered>,
}

/// A row of a data file: its stable key, the printed row and its English.
#[derive(Deserialize)]
struct Keyed {
    key: String,
    name_en: String,
    activation_en: String,
    effect_en: String,
    #[serde(flatten)]
    row: TableRow,
}

impl Keyed {
    /// Its key, the Spanish row and the English row (same price and currency).
    fn split(self) -> (String, TableRow, TableRow) {
        let en = TableRow {
            name: self.name_en,
            activation: self.activation_en,
            effect: self.effect_en,
            ..self.row.clone()
        };
        (self.key, self.row, en)
    }
}

#[derive(Deserialize)]
struct TrickFile {
    trick: Vec<Keyed>,
}

#[derive(Deserialize)]
struct FlawFile {
    flaw: Vec<Keyed>,
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
    /// The English of `cliches`, row by row.
    cliches_en: Vec<String>,
    /// The English of `relationships`, row by row, with the same placeholders in the same order.
    relationships_en: Vec<String>,
    /// The English of `tricks`, row by row (placeholders named in English, in the same order).
    tricks_en: Vec<TableRow>,
    /// The English of `flaws`, row by row.
    flaws_en: Vec<TableRow>,
    /// The key of each row of `tricks`, and its text.
    trick_keys: Vec<(Trick, String)>,
    /// The key of each row of `flaws`, and its text.
    flaw_keys: Vec<(Flaw, String)>,
}

impl Tables {
    /// The clichés in `language`, index 0 is number 1.
    pub fn cliches_in(&self, language: Language) -> &[String] {
        match language {
            Language::Es => &self.cliches,
            Language::En => &self.cliches_en,
        }
    }

    /// The relationships in `language`, index 0 is number 1; `<...>` is the other character.
    pub fn relationships_in(&self, language: Language) -> &[String] {
        match language {
            Language::Es => &self.relationships,
            Language::En => &self.relationships_en,
        }
    }

    /// The tricks in `language`, in printed order.
    pub fn tricks_in(&self, language: Language) -> &[TableRow] {
        match language {
            Language::Es => &self.tricks,
            Language::En => &self.tricks_en,
        }
    }

    /// The flaws in `language`, in printed order.
    pub fn flaws_in(&self, language: Language) -> &[TableRow] {
        match language {
            Language::Es => &self.flaws,
            Language::En => &self.flaws_en,
        }
    }

    /// The trick or flaw printed with this exact Spanish name, in `language`.
    fn trick_or_flaw_in(&self, name: &str, language: Language) -> Option<&TableRow> {
        let t = self.tricks.iter().position(|r| r.name == name).map(|i| &self.tricks_in(language)[i]);
        t.or_else(|| self.flaws.iter().position(|r| r.name == name).map(|i| &self.flaws_in(language)[i]))
    }
}

/// A row of the "Tabla de Trucos", named by its stable key (`key` in `data/tricks.toml`): what
/// commands and logs write, so a row's printed name may change without breaking a log.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, JsonSchema)]
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

/// A row of the "Tabla de Tretas", named by its stable key (`key` in `data/flaws.toml`): what
/// commands and logs write.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, JsonSchema)]
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
        self.row_in(Language::Es)
    }

    /// Its row of the table in `language`.
    pub fn row_in(self, language: Language) -> &'static TableRow {
        let t = tables();
        &t.tricks_in(language)[position(&t.trick_keys, self)]
    }

    /// Its stable key, as commands, logs and forms write it (`"arma_predilecta"`).
    pub fn key(self) -> &'static str {
        let t = tables();
        &t.trick_keys[position(&t.trick_keys, self)].1
    }

    /// The trick with this key.
    pub fn from_key(key: &str) -> Option<Trick> {
        tables().trick_keys.iter().find(|(_, k)| k == key).map(|(t, _)| *t)
    }

    /// The trick printed with this exact Spanish name: how a log written before keys names it.
    pub fn named(name: &str) -> Option<Trick> {
        let t = tables();
        t.tricks.iter().position(|r| r.name == name).map(|i| t.trick_keys[i].0)
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
        self.row_in(Language::Es)
    }

    /// Its row of the table in `language`.
    pub fn row_in(self, language: Language) -> &'static TableRow {
        let t = tables();
        &t.flaws_in(language)[position(&t.flaw_keys, self)]
    }

    /// Its stable key, as commands, logs and forms write it (`"opsss"`).
    pub fn key(self) -> &'static str {
        let t = tables();
        &t.flaw_keys[position(&t.flaw_keys, self)].1
    }

    /// The flaw with this key.
    pub fn from_key(key: &str) -> Option<Flaw> {
        tables().flaw_keys.iter().find(|(_, k)| k == key).map(|(f, _)| *f)
    }

    /// The flaw printed with this exact Spanish name: how a log written before keys names it.
    pub fn named(name: &str) -> Option<Flaw> {
        let t = tables();
        t.flaws.iter().position(|r| r.name == name).map(|i| t.flaw_keys[i].0)
    }

    /// How the program plays it: every flaw's effect is applied by `ActivateFlaw`.
    pub fn played(self) -> Played {
        Played::ByProgram
    }
}

/// The Spanish and the English texts, in number order.
fn numbered(rows: Vec<Numbered>) -> (Vec<String>, Vec<String>) {
    let mut rows = rows;
    rows.sort_by_key(|r| r.number);
    rows.into_iter().map(|r| (r.text, r.text_en)).unzip()
}

/// The row of `key` in a table's keys (every variant has one: a test reads the files).
fn position<K: PartialEq>(keys: &[(K, String)], key: K) -> usize {
    keys.iter().position(|(k, _)| *k == key).expect("every variant has a row")
}

/// Keys (the variant and its text), Spanish rows and English rows of a trick or flaw file.
#[allow(clippy::type_complexity)]
fn keyed<K: serde::de::DeserializeOwned>(
    rows: Vec<Keyed>,
) -> (Vec<(K, String)>, Vec<TableRow>, Vec<TableRow>) {
    use serde::de::IntoDeserializer;
    let mut out = (Vec::new(), Vec::new(), Vec::new());
    for (k, es, en) in rows.into_iter().map(Keyed::split) {
        let variant = K::deserialize(k.as_str().into_deserializer())
            .unwrap_or_else(|e: serde::de::value::Error| panic!("data file key {k}: {e}"));
        out.0.push((variant, k));
        out.1.push(es);
        out.2.push(en);
    }
    out
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
        let (trick_keys, tricks, tricks_en) = keyed(t.trick);
        let (flaw_keys, flaws, flaws_en) = keyed(f.flaw);
        let (cliches, cliches_en) = numbered(c.cliche);
        let (relationships, relationships_en) = numbered(r.relationship);
        Tables {
            cliches,
            relationships,
            tricks,
            flaws,
            cliches_en,
            relationships_en,
            tricks_en,
            flaws_en,
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

/// `text` in `language` if the tables print it: a cliché, a relationship with its names filled, the
/// name of a trick or a flaw (an advantage the rules name after one, "Regalo del cielo"; a problem
/// named after "Fuera de control" and the die's source), or the problem a flaw names ("Borracho").
/// `None` for anything else, a person's own words, which are shown as written.
///
/// The log keeps the Spanish (the rules write it so), so this reads it back: a table text a person
/// typed out letter for letter reads as the row it is.
pub fn printed_in(text: &str, language: Language) -> Option<Cow<'static, str>> {
    let t = tables();
    if let Some(i) = t.cliches.iter().position(|c| c == text) {
        return Some(Cow::Borrowed(&t.cliches_in(language)[i]));
    }
    if let Some(row) = t.trick_or_flaw_in(text, language) {
        return Some(Cow::Borrowed(&row.name));
    }
    if text == DRUNK.0 {
        return Some(Cow::Borrowed(if language == Language::Es { DRUNK.0 } else { DRUNK.1 }));
    }
    // "Fuera de control (…)": the trick's name, then the source of the die, as the rules wrote it.
    let named = text.strip_suffix(')').and_then(|t| t.split_once(" ("));
    if let Some((row, source)) =
        named.and_then(|(name, source)| Some((t.trick_or_flaw_in(name, language)?, source)))
    {
        return Some(Cow::Owned(format!("{} ({source})", row.name)));
    }
    t.relationships.iter().zip(t.relationships_in(language)).find_map(|(es, ours)| {
        let fills = matched(es, text)?;
        Some(Cow::Owned(fill_across(ours, &[es], &fills)))
    })
}

impl TableRow {
    /// The activation and effect of `self` (a Spanish row) filled with the fills that made
    /// `activation` and `effect` from it, written as `row` (the same row in another language)
    /// reads; `None` if they were not made from this row.
    pub fn filled_as(&self, row: &TableRow, activation: &str, effect: &str) -> Option<(String, String)> {
        let fills = self.fills_of(activation, effect)?;
        let keys = [self.activation.as_str(), self.effect.as_str()];
        // Each text's placeholders in the other row's order: by position across both texts.
        let ours = placeholders(&[&row.activation, &row.effect]);
        let theirs = placeholders(&keys);
        let moved: BTreeMap<String, String> = ours
            .iter()
            .zip(&theirs)
            .filter_map(|(mine, other)| fills.get(other).map(|v| (mine.clone(), v.clone())))
            .collect();
        Some(row.fill(&moved))
    }
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

    /// Every row has its English, none empty, with as many placeholders as the Spanish (matched by
    /// order); a relationship's are the same, `<...>` and `<extra>`, in the same order.
    #[test]
    fn every_row_has_its_english_with_matching_placeholders() {
        let t = tables();
        for l in [Language::Es, Language::En] {
            assert_eq!(t.cliches_in(l).len(), 100);
            assert_eq!(t.relationships_in(l).len(), 100);
            assert_eq!(t.tricks_in(l).len(), 34);
            assert_eq!(t.flaws_in(l).len(), 13);
        }
        for (es, en) in t.cliches.iter().zip(t.cliches_in(Language::En)) {
            assert!(!en.trim().is_empty() && !en.contains('<'), "cliché {es:?}: {en:?}");
        }
        for (es, en) in t.relationships.iter().zip(t.relationships_in(Language::En)) {
            assert!(!en.trim().is_empty(), "relationship {es:?}");
            assert_eq!(placeholders(&[es]), placeholders(&[en]), "relationship {es:?}: {en:?}");
        }
        let rows = t
            .tricks
            .iter()
            .zip(t.tricks_in(Language::En))
            .chain(t.flaws.iter().zip(t.flaws_in(Language::En)));
        for (es, en) in rows {
            for text in [&en.name, &en.activation, &en.effect] {
                assert!(!text.trim().is_empty(), "{}: an empty English text", es.name);
            }
            assert_eq!((es.cost, es.currency), (en.cost, en.currency), "{}", es.name);
            assert_eq!(
                es.placeholders().len(),
                en.placeholders().len(),
                "{}: {:?}",
                es.name,
                en.placeholders()
            );
            // Each text keeps its own placeholders: a fill lands in the same part in both.
            assert_eq!(
                placeholders(&[&es.activation]).len(),
                placeholders(&[&en.activation]).len(),
                "{}",
                es.name
            );
        }
        // Two names of one table may not read the same in English (a sheet could not tell them).
        let mut names: Vec<&str> = t
            .tricks_in(Language::En)
            .iter()
            .chain(t.flaws_in(Language::En))
            .map(|r| r.name.as_str())
            .collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), 47);
    }

    #[test]
    fn a_filled_row_reads_in_english_with_the_same_words() {
        let es = trick("Defensa impenetrable").unwrap();
        let en = Trick::DefensaImpenetrable.row_in(Language::En);
        let (a, e) = es
            .filled_as(en, "Usas tu escudo de chistes", "Escala un dado de Maestra del sarcasmo en el pozo")
            .unwrap();
        assert_eq!(a, "You use your escudo de chistes");
        assert_eq!(e, "Escalate a die of Maestra del sarcasmo in the pool");
        assert_eq!(es.filled_as(en, "Usas otra cosa", "Nada que ver"), None, "not made from the row");
        // Back to Spanish, the same words.
        let (a, _) = es.filled_as(es, "Usas tu escudo", "Escala un dado de X en el pozo").unwrap();
        assert_eq!(a, "Usas tu escudo");
    }

    #[test]
    fn table_texts_read_in_either_language_and_a_persons_words_as_written() {
        let en = |t: &str| printed_in(t, Language::En).map(|c| c.into_owned());
        assert_eq!(en("Vampiro pacifista").as_deref(), Some("Pacifist vampire"));
        assert_eq!(en("Desea a Ana").as_deref(), Some("Desires Ana"));
        assert_eq!(
            en("Compite por el amor de Bea con Ana").as_deref(),
            Some("Competes for the love of Bea with Ana")
        );
        assert_eq!(
            en("Finge ser amigo de Ana para no herir a Bea").as_deref(),
            Some("Pretends to be a friend of Ana so as not to hurt Bea")
        );
        assert_eq!(en("Arma predilecta").as_deref(), Some("Favourite weapon"));
        assert_eq!(en("Regalo del cielo").as_deref(), Some("Godsend"));
        assert_eq!(en("Inocencia").as_deref(), Some("Innocence"));
        assert_eq!(en("Borracho").as_deref(), Some("Drunk"));
        assert_eq!(en("Fuera de control (cliché: Héroe)").as_deref(), Some("Out of control (cliché: Héroe)"));
        assert_eq!(en("Mi propio cliché"), None);
        assert_eq!(en("Desea a "), None, "a placeholder is never empty");
        assert_eq!(en("Odia a Ana (la vecina)"), None);
        assert_eq!(printed_in("Desea a Ana", Language::Es).as_deref(), Some("Desea a Ana"));
    }
}
