//! The names people see at a table: each seat's display name, chosen by its holder (a nickname, or
//! the character's name), beside the seat's part in the game as the game names it ("Ana ·
//! Mastermind"); and `@name` mentions resolved to seats.
//!
//! A display name is public to everyone at the table (it names a person, never a hidden role), so
//! it travels in every answer that names a seat. The game's own name stays beside it because a
//! seat's part is what the rules speak of.

use engine::{SeatId, SeatInfo, SeatRole};
use serde::{Deserialize, Serialize};
use store::{SeatRecord, Store, TableId};

use crate::auth::Caller;
use crate::play::{Access, access};
use crate::{AppError, AppState};

/// The longest display name, in characters.
pub const MAX_NAME_CHARS: usize = 40;

/// One seat's names.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct SeatName {
    /// The seat.
    pub seat: SeatId,
    /// The name its holder chose, if any.
    pub display: Option<String>,
    /// Its part as the game names it ("Mastermind", "Protagonist A", a character's name): the
    /// game's English words, until [`Names::with_parts`] puts them in a reader's.
    pub role_name: String,
    /// Its part's kind, which says how to put `role_name` in another language.
    pub role: SeatRole,
    /// The grammatical gender its holder chose for the words about the seat ("la directora",
    /// "el director"); `None`: none chosen, and the pages use a neutral form.
    pub gender: Option<Gender>,
    /// Its part in the other languages the pages speak ("Mente maestra") and the characters it
    /// plays: an `@mention` of any of them finds the seat, and no other seat may take one as its
    /// name.
    #[serde(skip)]
    pub aliases: Vec<String>,
}

/// Names a seat's part in every language the pages speak (the server speaks none: the pages
/// install theirs with [`install_part_names`]).
pub trait PartNames: Send + Sync + 'static {
    /// The part of the seat `info` describes, in each language.
    fn parts(&self, info: &SeatInfo) -> Vec<String>;

    /// The part of the seat `info` describes in the language a request asks for (by the pages'
    /// rule), in the words its holder's `gender` asks for, or `None` when the request names no
    /// language the pages speak.
    fn part_for(
        &self,
        _reader: &crate::auth::ReaderLanguage,
        _info: &SeatInfo,
        _gender: Option<Gender>,
    ) -> Option<String> {
        None
    }
}

/// Installs the namer of parts (once; later calls change nothing).
pub fn install_part_names(state: &AppState, namer: std::sync::Arc<dyn PartNames>) {
    let _ = state.inner.part_names.set(namer);
}

/// The grammatical gender a seat's holder chose for the words about their seat (Spanish names a
/// Director "la directora" or "el director"; a holder who chooses none is named in a neutral form).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Gender {
    /// "la directora".
    Feminine,
    /// "el director".
    Masculine,
}

impl Gender {
    /// Its stable code (`feminine`, `masculine`): what the store keeps and Fluent selects on.
    pub fn code(self) -> &'static str {
        match self {
            Gender::Feminine => "feminine",
            Gender::Masculine => "masculine",
        }
    }

    /// The gender of code `code`; `None` for any other text (a neutral form).
    pub fn from_code(code: &str) -> Option<Gender> {
        match code {
            "feminine" => Some(Gender::Feminine),
            "masculine" => Some(Gender::Masculine),
            _ => None,
        }
    }
}

/// The gender a seat's holder chose, as a table's list of them gives it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
pub struct SeatGender {
    /// The seat.
    pub seat: SeatId,
    /// Its holder's choice.
    pub gender: Gender,
}

/// A seat's chosen gender in a rename: one of the two, or `neutral` to choose none.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum GenderChoice {
    /// "la directora".
    Feminine,
    /// "el director".
    Masculine,
    /// Neither: the pages use a neutral form ("la Dirección").
    Neutral,
}

impl GenderChoice {
    /// The gender chosen, `None` for the neutral form.
    pub fn gender(self) -> Option<Gender> {
        match self {
            GenderChoice::Feminine => Some(Gender::Feminine),
            GenderChoice::Masculine => Some(Gender::Masculine),
            GenderChoice::Neutral => None,
        }
    }
}

impl SeatName {
    /// "Ana · Mastermind", or the game's name alone while the holder has chosen none.
    pub fn label(&self) -> String {
        match &self.display {
            Some(d) => format!("{d} · {}", self.role_name),
            None => self.role_name.clone(),
        }
    }

    /// "Ana", or the game's name while the holder has chosen none.
    pub fn short(&self) -> &str {
        self.display.as_deref().unwrap_or(&self.role_name)
    }
}

/// Every seat's names at one table, in seat order.
#[derive(Clone, Debug, Default)]
pub struct Names(Vec<SeatName>);

impl Names {
    /// The names from the game's seats and the stored seats' display names.
    pub fn new(infos: &[SeatInfo], records: &[SeatRecord]) -> Names {
        Names(
            infos
                .iter()
                .map(|i| SeatName {
                    seat: i.seat,
                    display: records.iter().find(|r| r.seat == i.seat).and_then(|r| r.display_name.clone()),
                    role_name: i.name.clone(),
                    role: i.role,
                    gender: records
                        .iter()
                        .find(|r| r.seat == i.seat)
                        .and_then(|r| r.gender.as_deref())
                        .and_then(Gender::from_code),
                    aliases: Vec::new(),
                })
                .collect(),
        )
    }

    /// The same names with each seat's part renamed by `part` (given the seat as the game
    /// describes it). The server speaks no language: the pages and mails put the game's English
    /// part names in their reader's words through this, so a label reads "Lucía · Protagonista 1"
    /// on a Spanish page; the seat's chosen gender says which words ("Directora").
    pub fn with_parts(&self, part: impl Fn(&SeatInfo, Option<Gender>) -> String) -> Names {
        Names(
            self.0
                .iter()
                .map(|n| {
                    let info = SeatInfo { seat: n.seat, role: n.role, name: n.role_name.clone() };
                    SeatName { role_name: part(&info, n.gender), ..n.clone() }
                })
                .collect(),
        )
    }

    /// The same names with each seat's part as `namer` names it in every language (and any other
    /// name the part goes by) as its aliases, which its mentions find and no other seat may take.
    pub fn with_part_aliases(mut self, namer: &dyn PartNames) -> Names {
        for n in &mut self.0 {
            let info = SeatInfo { seat: n.seat, role: n.role, name: n.role_name.clone() };
            n.aliases = namer.parts(&info).into_iter().filter(|p| *p != n.role_name).collect();
            n.aliases.sort();
            n.aliases.dedup();
        }
        self
    }

    /// The seats, in seat order.
    pub fn seats(&self) -> &[SeatName] {
        &self.0
    }

    /// One seat's names.
    pub fn get(&self, seat: SeatId) -> Option<&SeatName> {
        self.0.iter().find(|n| n.seat == seat)
    }

    /// [`SeatName::label`] of `seat` ("#N" for a seat the game does not have).
    pub fn label(&self, seat: SeatId) -> String {
        self.get(seat).map(SeatName::label).unwrap_or_else(|| format!("#{}", seat.0))
    }

    /// [`SeatName::short`] of `seat` ("#N" for a seat the game does not have).
    pub fn short(&self, seat: SeatId) -> String {
        self.get(seat).map(|n| n.short().to_owned()).unwrap_or_else(|| format!("#{}", seat.0))
    }

    /// Adds the characters each seat plays (`games`' answer) to the names its mentions find: a
    /// character's whole name, and its first word ("Walter" for "Walter Kowalski") when no other
    /// seat's name begins with that word.
    pub fn add_characters(&mut self, characters: &[(SeatId, String)]) {
        let first = |name: &str| name.split_whitespace().next().map(fold);
        for (seat, name) in characters {
            let name = name.trim();
            if name.is_empty() {
                continue;
            }
            let mut found = vec![name.to_owned()];
            // A given name: a word of letters ("Walter"; not "Mr." nor "Dr.").
            let given = |w: &&str| w.chars().count() >= 2 && w.chars().all(char::is_alphabetic) && *w != name;
            if let Some(word) = name.split_whitespace().next().filter(given) {
                let shared = characters
                    .iter()
                    .filter(|(other, _)| other != seat)
                    .map(|(_, n)| n.as_str())
                    .chain(self.0.iter().filter(|n| n.seat != *seat).flat_map(|n| n.display.as_deref()))
                    .any(|other| first(other) == first(name));
                if !shared {
                    found.push(word.to_owned());
                }
            }
            if let Some(n) = self.0.iter_mut().find(|n| n.seat == *seat) {
                n.aliases.extend(found);
            }
        }
        for n in &mut self.0 {
            n.aliases.retain(|a| *a != n.role_name);
            n.aliases.sort();
            n.aliases.dedup();
        }
    }

    /// The seats `text` mentions: `@` then a seat's display name or game name (the longest that
    /// matches, in any case), not inside a word (`ana@example.org` mentions nobody) and not
    /// followed by a letter or digit. In seat order, each once.
    pub fn mentions(&self, text: &str) -> Vec<SeatId> {
        let mut found: Vec<SeatId> = Vec::new();
        let mut prev: Option<char> = None;
        for (at, c) in text.char_indices() {
            if c == '@' && !prev.is_some_and(char::is_alphanumeric) {
                let rest = &text[at + 1..];
                let best = self
                    .0
                    .iter()
                    .flat_map(|n| {
                        n.display
                            .iter()
                            .chain(std::iter::once(&n.role_name))
                            .chain(&n.aliases)
                            .map(move |s| (n.seat, s))
                    })
                    .filter(|(_, name)| !name.is_empty() && starts_with_name(rest, name))
                    .max_by_key(|(_, name)| name.len());
                if let Some((seat, _)) = best {
                    found.push(seat);
                }
            }
            prev = Some(c);
        }
        found.sort();
        found.dedup();
        found
    }
}

/// Whether `text` begins with `name` (ignoring case and accents: "@lucia" names Lucía) and the
/// name ends there.
fn starts_with_name(text: &str, name: &str) -> bool {
    let mut chars = text.chars();
    for n in name.chars() {
        match chars.next() {
            Some(c) if fold_char(c).eq(fold_char(n)) => {}
            _ => return false,
        }
    }
    !chars.next().is_some_and(char::is_alphanumeric)
}

/// `c` in lower case without its accent (the Latin letters of the pages' languages and their
/// neighbours), so that names compare as people type them.
fn fold_char(c: char) -> impl Iterator<Item = char> {
    let base = match c {
        'á' | 'à' | 'â' | 'ä' | 'ã' | 'å' | 'Á' | 'À' | 'Â' | 'Ä' | 'Ã' | 'Å' => 'a',
        'é' | 'è' | 'ê' | 'ë' | 'É' | 'È' | 'Ê' | 'Ë' => 'e',
        'í' | 'ì' | 'î' | 'ï' | 'Í' | 'Ì' | 'Î' | 'Ï' => 'i',
        'ó' | 'ò' | 'ô' | 'ö' | 'õ' | 'Ó' | 'Ò' | 'Ô' | 'Ö' | 'Õ' => 'o',
        'ú' | 'ù' | 'û' | 'ü' | 'Ú' | 'Ù' | 'Û' | 'Ü' => 'u',
        'ñ' | 'Ñ' => 'n',
        'ç' | 'Ç' => 'c',
        other => other,
    };
    base.to_lowercase()
}

/// `text` folded as [`fold_char`] folds each letter.
pub fn fold(text: &str) -> String {
    text.chars().flat_map(fold_char).collect()
}

/// The names of the table of `access`, as they stand.
pub async fn of(state: &AppState, access: &Access) -> Result<Names, AppError> {
    of_table(state, &access.slot).await
}

/// The names of the table of `slot`, as they stand (mentions found in any language the pages
/// speak, and by the characters each seat plays).
pub async fn of_table(state: &AppState, slot: &crate::play::TableSlot) -> Result<Names, AppError> {
    let (infos, characters) = {
        let e = slot.entry.lock().await;
        (e.state.seats(), e.state.characters())
    };
    let records = state.db().seats(slot.record.id).await?;
    let mut names = with_aliases(state, Names::new(&infos, &records));
    names.add_characters(&characters);
    Ok(names)
}

/// `names` with each seat's part in every language the pages speak as its aliases.
fn with_aliases(state: &AppState, names: Names) -> Names {
    match state.inner.part_names.get() {
        Some(namer) => names.with_part_aliases(namer.as_ref()),
        None => names,
    }
}

/// Checks the display names an imported table gives its seats (`infos`) as the live route checks
/// each: one by one, each unlike every other seat's names and parts.
pub(crate) fn check_all(
    state: &AppState,
    infos: &[SeatInfo],
    wanted: &[(SeatId, String)],
) -> Result<(), AppError> {
    let mut names = with_aliases(state, Names::new(infos, &[]));
    for (seat, name) in wanted {
        let name = checked(&names, *seat, Some(name))?;
        if let Some(n) = names.0.iter_mut().find(|n| n.seat == *seat) {
            n.display = name;
        }
    }
    Ok(())
}

/// `names` with each seat's part in the language the request asks for (`reader`: the pages'
/// language switch, else `Accept-Language`), where the pages speak it; a request that names no
/// such language keeps the game's own words, as the seats' `name` are given (ruling: a client
/// that asks for no language reads the parts as the game writes them, not the pages' Spanish).
/// Only for words people read (a post's `author`): mentions are found in `names` itself.
pub fn for_reader(state: &AppState, reader: &crate::auth::ReaderLanguage, names: &Names) -> Names {
    match state.inner.part_names.get() {
        Some(namer) => names.with_parts(|info, gender| {
            namer.part_for(reader, info, gender).unwrap_or_else(|| info.name.clone())
        }),
        None => names.clone(),
    }
}

/// A seat's new display name.
#[derive(Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RenameSeat {
    /// 1 to 40 characters, no `@`, unlike every other seat's names; empty or absent: back to the
    /// game's name.
    pub name: Option<String>,
    /// The grammatical gender of the words about the seat (`feminine`, `masculine`, or
    /// `neutral` for none); absent: as it was.
    #[serde(default)]
    pub gender: Option<GenderChoice>,
}

/// Whether `c` is invisible or reorders text: a format character (zero-width space and joiners,
/// soft hyphen, word joiner, BOM), a bidirectional control (right-to-left override, isolates), a
/// variation selector or a filler that draws nothing. A name keeps none of them: they let one name
/// look like another, or a label read backwards.
fn invisible(c: char) -> bool {
    matches!(c,
        '\u{00AD}' | '\u{034F}' | '\u{061C}' | '\u{115F}' | '\u{1160}' | '\u{17B4}' | '\u{17B5}'
        | '\u{180B}'..='\u{180F}' | '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}'
        | '\u{2060}'..='\u{206F}' | '\u{2800}' | '\u{3164}' | '\u{FE00}'..='\u{FE0F}' | '\u{FEFF}'
        | '\u{FFA0}' | '\u{FFF0}'..='\u{FFFB}' | '\u{1BCA0}'..='\u{1BCA3}' | '\u{1D173}'..='\u{1D17A}'
        | '\u{E0000}'..='\u{E0FFF}')
}

/// What a name looks like, for telling whether two names could be taken for each other: its
/// visible characters, compatibility-folded (fullwidth `Ｍ` is `M`), reduced to their confusable
/// skeleton (Unicode TR39: Cyrillic `а` is Latin `a`, `rn` is `m`) in lower case.
pub(crate) fn look(name: &str) -> String {
    use unicode_normalization::UnicodeNormalization;
    let folded: String = name.chars().filter(|c| !invisible(*c)).nfkc().collect();
    // The skeleton before and after lower case: a Cyrillic `М` is an `M`, but its lower case `м`
    // is confusable with no Latin letter.
    let upper: String = unicode_security::skeleton(&folded).collect();
    unicode_security::skeleton(&upper.to_lowercase()).collect()
}

/// Checks a display name on its own (1 to [`MAX_NAME_CHARS`] characters on one line, no `@`),
/// trimmed and stripped of invisible characters and bidirectional controls: what an imported
/// table's names must be too.
pub(crate) fn check_alone(name: &str) -> Result<String, AppError> {
    let visible: String = name.chars().filter(|c| !invisible(*c)).collect();
    let name = visible.trim();
    crate::text::check("the name", name)?;
    if name.is_empty() || name.chars().count() > MAX_NAME_CHARS || name.contains(['@', '\n', '\r', '\t']) {
        return Err(AppError::bad(
            "seat.name",
            format!("a name has 1 to {MAX_NAME_CHARS} characters on one line, without @"),
        ));
    }
    Ok(name.to_owned())
}

/// Checks a display name against the table's other names; `None` for a name that clears.
fn checked(names: &Names, seat: SeatId, name: Option<&str>) -> Result<Option<String>, AppError> {
    let Some(name) = name.map(str::trim).filter(|n| !n.is_empty()) else {
        return Ok(None);
    };
    let name = check_alone(name)?;
    let name = name.as_str();
    // Compared by their looks, so that no seat passes for another (a Cyrillic `а`, a fullwidth
    // letter, a zero-width space).
    let looks = look(name);
    let taken = names.seats().iter().filter(|n| n.seat != seat).any(|n| {
        look(&n.role_name) == looks
            || n.aliases.iter().any(|a| look(a) == looks)
            || n.display.as_deref().is_some_and(|d| look(d) == looks)
    });
    if taken {
        return Err(AppError::bad(
            "seat.name_taken",
            "another seat of this table has that name: choose another",
        ));
    }
    Ok(Some(name.to_owned()))
}

/// The caller names its own seat (`PUT /api/tables/{id}/seats/{seat}/name`).
pub async fn rename(
    state: &AppState,
    caller: &Caller,
    table: TableId,
    seat: SeatId,
    req: RenameSeat,
) -> Result<SeatName, AppError> {
    let access = access(state, caller, table).await?;
    if access.seat != Some(seat) {
        return Err(AppError::forbidden("seat.name_not_yours", "only a seat's holder may name it"));
    }
    let names = of(state, &access).await?;
    let name = checked(&names, seat, req.name.as_deref())?;
    let Some(mine) = names.get(seat) else { return Err(AppError::NotFound("seat")) };
    state.db().set_seat_name(table, seat, name.as_deref()).await?;
    let gender = match req.gender {
        Some(choice) => {
            let gender = choice.gender();
            state.db().set_seat_gender(table, seat, gender.map(Gender::code)).await?;
            gender
        }
        None => mine.gender,
    };
    Ok(SeatName { display: name, gender, ..mine.clone() })
}

/// The JSON route.
pub mod http {
    use crate::path::Path;
    use axum::Json;
    use axum::extract::State;
    use engine::SeatId;
    use store::TableId;

    use super::{RenameSeat, SeatName};
    use crate::auth::Caller;
    use crate::{AppError, AppState};

    /// `PUT /api/tables/{id}/seats/{seat}/name`.
    pub async fn rename(
        State(state): State<AppState>,
        caller: Caller,
        Path((id, seat)): Path<(i64, u8)>,
        Json(req): Json<RenameSeat>,
    ) -> Result<Json<SeatName>, AppError> {
        super::rename(&state, &caller, TableId(id), SeatId(seat), req).await.map(Json)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names() -> Names {
        Names(vec![
            SeatName {
                seat: SeatId(0),
                display: Some("Ana".into()),
                role_name: "Mastermind".into(),
                role: SeatRole::Mastermind,
                gender: None,
                aliases: vec!["Mente maestra".into()],
            },
            SeatName {
                seat: SeatId(1),
                display: Some("Lucía".into()),
                role_name: "Protagonist A".into(),
                role: SeatRole::Protagonist,
                gender: None,
                aliases: Vec::new(),
            },
            SeatName {
                seat: SeatId(2),
                display: Some("Ana María".into()),
                role_name: "Protagonist B".into(),
                role: SeatRole::Protagonist,
                gender: None,
                aliases: Vec::new(),
            },
            SeatName {
                seat: SeatId(3),
                display: None,
                role_name: "Protagonist C".into(),
                role: SeatRole::Protagonist,
                gender: None,
                aliases: Vec::new(),
            },
        ])
    }

    #[test]
    fn labels_keep_the_part_beside_the_name() {
        let n = names();
        assert_eq!(n.label(SeatId(0)), "Ana · Mastermind");
        assert_eq!(n.label(SeatId(3)), "Protagonist C");
        assert_eq!(n.short(SeatId(1)), "Lucía");
        assert_eq!(n.label(SeatId(9)), "#9");
    }

    #[test]
    fn parts_are_renamed_for_a_reader_and_names_kept() {
        let n = names().with_parts(|i, _| match i.role {
            SeatRole::Mastermind => "Mente maestra".into(),
            _ => i.name.replace("Protagonist", "Protagonista"),
        });
        assert_eq!(n.label(SeatId(0)), "Ana · Mente maestra");
        assert_eq!(n.label(SeatId(1)), "Lucía · Protagonista A");
        assert_eq!(n.label(SeatId(3)), "Protagonista C");
        assert_eq!(n.get(SeatId(3)).unwrap().role, SeatRole::Protagonist);
    }

    #[test]
    fn mentions_take_the_longest_name_in_any_case_and_not_inside_words() {
        let n = names();
        assert_eq!(n.mentions("@ana maría, look"), vec![SeatId(2)]);
        assert_eq!(n.mentions("@Ana: and @LUCÍA."), vec![SeatId(0), SeatId(1)]);
        assert_eq!(n.mentions("@protagonist c @mastermind @Ana"), vec![SeatId(0), SeatId(3)]);
        assert_eq!(n.mentions("@mente maestra, ¿y tú?"), vec![SeatId(0)], "a part in another language");
        assert_eq!(n.mentions("mail ana@example.org"), Vec::<SeatId>::new());
        assert_eq!(n.mentions("@Anabel is nobody"), Vec::<SeatId>::new());
        assert_eq!(n.mentions("@"), Vec::<SeatId>::new());
    }

    #[test]
    fn characters_are_mentioned_by_their_whole_name_or_a_first_name_no_one_else_has() {
        let mut n = names();
        n.add_characters(&[
            (SeatId(1), "Walter Kowalski".into()),
            (SeatId(2), "Catherine".into()),
            (SeatId(3), "Ana Ruiz".into()),
            (SeatId(0), "Ramón el Sereno".into()),
        ]);
        assert_eq!(n.mentions("@Walter, come"), vec![SeatId(1)]);
        assert_eq!(n.mentions("@walter kowalski and @CATHERINE"), vec![SeatId(1), SeatId(2)]);
        assert_eq!(n.mentions("@ramon el sereno"), vec![SeatId(0)], "accents folded");
        assert_eq!(n.mentions("@Ramon"), vec![SeatId(0)]);
        assert_eq!(n.mentions("@lucia"), vec![SeatId(1)], "a holder's name, accents folded");
        // "Ana" is seat 0's holder: Ana Ruiz is reached by her whole name only.
        assert_eq!(n.mentions("@Ana Ruiz"), vec![SeatId(3)]);
        assert_eq!(n.mentions("@Ana"), vec![SeatId(0)]);
        assert_eq!(fold("Ñandú ÉLAN"), "nandu elan");
    }

    #[test]
    fn a_name_is_one_line_unlike_the_others_and_empty_clears() {
        let n = names();
        assert_eq!(checked(&n, SeatId(3), Some("  Clark ")).unwrap().as_deref(), Some("Clark"));
        assert_eq!(checked(&n, SeatId(3), Some("   ")).unwrap(), None);
        assert_eq!(checked(&n, SeatId(3), None).unwrap(), None);
        assert_eq!(checked(&n, SeatId(0), Some("ana")).unwrap().as_deref(), Some("ana"), "its own name");
        for bad in ["lucía", "protagonist a", "Mente Maestra", "a@b", "two\nlines", &"x".repeat(41)] {
            assert!(checked(&n, SeatId(3), Some(bad)).is_err(), "{bad:?} is refused");
        }
    }

    #[test]
    fn a_name_that_only_looks_like_another_is_refused_and_invisibles_are_stripped() {
        let n = names();
        for lookalike in [
            "Master\u{200B}mind",   // a zero-width space
            "Ｍastermind",          // a fullwidth letter
            "Mastermіnd",           // a Cyrillic і
            "Мastermind",           // a Cyrillic М
            "Master\u{202E}mind",   // a right-to-left override
            "Ana\u{200B}",          // seat 0's own name and a zero-width space
            "Аna",                  // a Cyrillic А
            "Luci\u{0301}a",        // combining accent: "Lucía" decomposed
            "Protagonist\u{00A0}A", // a no-break space
            "Mente \u{2060}maestra",
            "Mastermind\u{FE0F}",
        ] {
            assert!(
                checked(&n, SeatId(3), Some(lookalike)).is_err(),
                "{lookalike:?} passes for another seat"
            );
        }
        assert_eq!(checked(&n, SeatId(3), Some("Cla\u{200B}rk\u{202E}")).unwrap().as_deref(), Some("Clark"));
        assert!(check_alone("\u{200B}\u{202E}").is_err(), "nothing visible is no name");
        // Read backwards by its override, it showed "Mastermind"; without it, it shows what it is.
        assert_eq!(
            checked(&n, SeatId(3), Some("\u{202E}dnimretsaM")).unwrap().as_deref(),
            Some("dnimretsaM")
        );
    }
}
