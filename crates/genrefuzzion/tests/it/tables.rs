//! Every row of the rulebook's tables of tricks and flaws ("Tabla de Trucos", "Tabla de Tretas", in
//! `data/*.toml`) is either applied by the program or listed as played by post, with nothing left
//! over.

use genrefuzzion::data::{Flaw, Played, Trick};

/// The printed names of a data file's rows, read from the file itself.
fn names(text: &str, table: &str) -> Vec<String> {
    let doc: toml::Table = toml::from_str(text).expect("a data file");
    doc[table]
        .as_array()
        .expect("rows")
        .iter()
        .map(|row| row["name"].as_str().expect("a name").to_owned())
        .collect()
}

/// The rows the program leaves to the posts; the README ("Tricks and flaws applied by the program")
/// lists none.
const PLAYED_BY_POST: &[&str] = &[];

#[test]
fn every_trick_of_the_table_is_applied_or_played_by_post() {
    let rows = names(include_str!("../../data/tricks.toml"), "trick");
    assert_eq!(rows.len(), 34, "Tabla de Trucos: 20 on its first page and 14 on its second");
    let mut seen = Vec::new();
    for name in &rows {
        let t = Trick::named(name).unwrap_or_else(|| panic!("\"{name}\" has no variant"));
        assert_eq!(&t.row().name, name);
        match t.played() {
            Played::AsPoolSource | Played::ByProgram => assert!(!PLAYED_BY_POST.contains(&name.as_str())),
            Played::ByPost => assert!(PLAYED_BY_POST.contains(&name.as_str()), "{name} is played by post"),
        }
        assert!(!seen.contains(&t), "{name}: one variant per row");
        seen.push(t);
    }
    assert_eq!(seen, Trick::ALL, "every variant has its row, in printed order");
    let pool: Vec<Trick> = seen.into_iter().filter(|t| t.played() == Played::AsPoolSource).collect();
    assert_eq!(pool, [Trick::ArmaPredilecta, Trick::FueraDeControl]);
}

#[test]
fn every_flaw_of_the_table_is_applied_or_played_by_post() {
    let rows = names(include_str!("../../data/flaws.toml"), "flaw");
    assert_eq!(rows.len(), 13);
    let mut seen = Vec::new();
    for name in &rows {
        let f = Flaw::named(name).unwrap_or_else(|| panic!("\"{name}\" has no variant"));
        assert_eq!(&f.row().name, name);
        match f.played() {
            Played::AsPoolSource => panic!("{name}: a flaw adds no die"),
            Played::ByProgram => assert!(!PLAYED_BY_POST.contains(&name.as_str())),
            Played::ByPost => assert!(PLAYED_BY_POST.contains(&name.as_str()), "{name} is played by post"),
        }
        assert!(!seen.contains(&f), "{name}: one variant per row");
        seen.push(f);
    }
    assert_eq!(seen, Flaw::ALL, "every variant has its row, in printed order");
}

#[test]
fn a_name_outside_the_tables_is_no_variant() {
    assert_eq!(Trick::named("Solo de bajo"), None);
    assert_eq!(Flaw::named("Plan B"), None, "a trick's name is no flaw");
    assert_eq!(Trick::named("Plan B"), Some(Trick::PlanB));
}
