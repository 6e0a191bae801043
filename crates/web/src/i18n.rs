//! Spanish and English: the Fluent files under `i18n/{es,en}/` (embedded at compile time), the
//! language of a request (a `tablon_lang` cookie set by the switch, else the browser's
//! `Accept-Language`, else Spanish, since three of the four rulebooks are Spanish), and rule errors
//! translated by their stable code.
//!
//! Message ids: page text uses plain ids (`nav-home`); a rule error with code `44.text.empty` is
//! looked up as `err-44-text-empty` (dots and underscores become dashes), with the error's params
//! as Fluent arguments. An error without a translation falls back to the engine's English message,
//! and a tidy test keeps both languages holding the same ids.

use std::borrow::Cow;
use std::collections::{BTreeMap, HashMap};

use axum::http::HeaderMap;
use fluent_templates::fluent_bundle::FluentValue;
use fluent_templates::{LanguageIdentifier, Loader, langid, static_loader};

static_loader! {
    static LOCALES = {
        locales: "./i18n",
        fallback_language: "en",
        // No Unicode isolation marks around arguments: they would end up inside HTML attributes.
        customise: |bundle| bundle.set_use_isolating(false),
    };
}

static ES: LanguageIdentifier = langid!("es");
static EN: LanguageIdentifier = langid!("en");

/// The cookie that remembers the language chosen with the switch.
pub const LANG_COOKIE: &str = server::auth::LANG_COOKIE;

/// A language the pages speak.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    /// Spanish (the default).
    Es,
    /// English.
    En,
    /// The pseudo-locale (`qps-ploc`, the tag BCP 47 sets aside for it): the Spanish text with
    /// every message between `⟦` and `⟧`. Not in the switch; the pages' tests render in it, and
    /// any visible text outside a mark is text no message holds (English left in a page, or a
    /// sentence assembled from pieces).
    Pseudo,
}

/// Marks a Spanish message's argument that starts with the article "el" until the message is
/// formatted, where [`Lang::contract`] reads it (a noncharacter: no text a person sends holds it).
const ARTICLE: char = '\u{FDD0}';

/// The marks around every message of [`Lang::Pseudo`].
pub const PSEUDO_MARKS: (char, char) = ('⟦', '⟧');

/// The marks around a text argument of a message in [`Lang::Pseudo`] that is not itself a marked
/// message: inside a message, the pseudo-locale test reads it as it reads unmarked text (a game's
/// data key passed as an argument is text no message holds).
pub const PSEUDO_ARG_MARKS: (char, char) = ('⟪', '⟫');

impl Lang {
    /// Both, in the switch's order.
    pub const ALL: [Lang; 2] = [Lang::Es, Lang::En];

    /// The BCP 47 tag (`es`, `en`), for `<html lang>` and the switch.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::Es => "es",
            Lang::En => "en",
            Lang::Pseudo => "qps-ploc",
        }
    }

    /// The language with tag `tag` (`es`, `en`, or a regional form such as `es-AR`; `qps-ploc`
    /// for the pseudo-locale).
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next()?.to_ascii_lowercase();
        match primary.as_str() {
            "es" => Some(Lang::Es),
            "en" => Some(Lang::En),
            "qps" => Some(Lang::Pseudo),
            _ => None,
        }
    }

    /// The language of a request: the switch's cookie, else the first of `Accept-Language` (by
    /// quality) that we speak, else Spanish.
    pub fn of_request(headers: &HeaderMap) -> Lang {
        Lang::asked(&server::auth::ReaderLanguage::of(headers)).unwrap_or(Lang::Es)
    }

    /// The language a request asks for ([`Lang::of_request`]'s rule), `None` when it names none
    /// we speak.
    pub fn asked(reader: &server::auth::ReaderLanguage) -> Option<Lang> {
        if let Some(lang) = reader.cookie.as_deref().and_then(Lang::from_tag) {
            return Some(lang);
        }
        let accept = reader.accept.as_deref();
        let mut offered: Vec<(f32, Lang)> = accept
            .unwrap_or("")
            .split(',')
            .filter_map(|item| {
                let mut parts = item.split(';');
                let lang = Lang::from_tag(parts.next()?)?;
                let q = parts
                    .find_map(|p| p.trim().strip_prefix("q="))
                    .and_then(|q| q.parse::<f32>().ok())
                    .unwrap_or(1.0);
                Some((q, lang))
            })
            .collect();
        offered.sort_by(|a, b| b.0.total_cmp(&a.0));
        offered.first().map(|(_, l)| *l)
    }

    fn id(self) -> &'static LanguageIdentifier {
        match self {
            Lang::Es | Lang::Pseudo => &ES,
            Lang::En => &EN,
        }
    }

    /// A message's text as this language shows it: marked in the pseudo-locale.
    fn mark(self, text: String) -> String {
        match self {
            Lang::Pseudo => format!("{}{text}{}", PSEUDO_MARKS.0, PSEUDO_MARKS.1),
            Lang::Es | Lang::En => text,
        }
    }

    /// `chance` as a percentage rounded to `decimals` places, written as the language writes a
    /// decimal: "12.5" in English, "12,5" in Spanish (no "%": the messages place it).
    pub fn percent(self, chance: &dice::odds::Fraction, decimals: u32) -> String {
        let digits = chance.percent(decimals);
        match self {
            Lang::En => digits,
            Lang::Es | Lang::Pseudo => digits.replace('.', ","),
        }
    }

    /// Spanish contracts "de" and "a" with the article "el" ("del Director", "al Director") where
    /// a message's own "de" or "a" meets an argument that starts with "el" (a part named with its
    /// article, "el Director"): `t_args` marks such arguments with [`ARTICLE`] before formatting,
    /// and this contracts at the marks and takes them out. A person's own words inside an argument
    /// are never touched, and a capital "El" starts a name a person chose ("de El hombre
    /// descarnado") and stays.
    fn contract(text: String) -> String {
        if !text.contains(ARTICLE) {
            return text;
        }
        let mut out = String::with_capacity(text.len());
        for (i, piece) in text.split(ARTICLE).enumerate() {
            if i > 0 && piece.starts_with("el ") {
                // The message's last word before the argument, split on characters.
                let before = out.strip_suffix(' ').unwrap_or(&out);
                let word = before.rsplit(|c: char| !c.is_alphabetic()).next().unwrap_or("");
                if out.ends_with(' ') && matches!(word, "de" | "De" | "a" | "A") {
                    out.pop();
                    out.push_str("l ");
                    out.push_str(&piece["el ".len()..]);
                    continue;
                }
            }
            out.push_str(piece);
        }
        out
    }

    /// A translated text a game's data holds rather than a Fluent file (a row of a rulebook's
    /// table, already read in this language): shown as it is, and marked in the pseudo-locale as
    /// a message is, since it is one in all but where it is kept.
    pub fn translated(self, text: String) -> String {
        self.mark(text)
    }

    /// The text of message `id`. A missing id shows as itself (the tidy test keeps that from
    /// shipping).
    pub fn t(self, id: &str) -> String {
        LOCALES.try_lookup(self.id(), id).map(|t| self.mark(t)).unwrap_or_else(|| id.to_owned())
    }

    /// The text of message `id` with arguments.
    pub fn t_args(self, id: &str, args: &[(&str, Arg)]) -> String {
        let marked: Vec<(&str, Arg)> = match self {
            Lang::Pseudo => args
                .iter()
                .map(|(k, v)| match v {
                    Arg::Str(s) if !s.starts_with(PSEUDO_MARKS.0) => {
                        (*k, Arg::Str(format!("{}{s}{}", PSEUDO_ARG_MARKS.0, PSEUDO_ARG_MARKS.1)))
                    }
                    _ => (*k, v.clone()),
                })
                .collect(),
            // An argument that starts with the article "el" may contract with the word before it.
            Lang::Es => args
                .iter()
                .map(|(k, v)| match v {
                    Arg::Str(s) if s.starts_with("el ") => (*k, Arg::Str(format!("{ARTICLE}{s}"))),
                    _ => (*k, v.clone()),
                })
                .collect(),
            Lang::En => Vec::new(),
        };
        let args = if self == Lang::En { args } else { marked.as_slice() };
        let map: HashMap<Cow<'static, str>, FluentValue<'_>> =
            args.iter().map(|(k, v)| (Cow::Owned((*k).to_owned()), v.to_fluent())).collect();
        LOCALES
            .try_lookup_with_args(self.id(), id, &map)
            .map(Self::contract)
            .map(|t| self.mark(t))
            .unwrap_or_else(|| id.to_owned())
    }

    /// Whether message `id` exists in this language.
    pub fn has(self, id: &str) -> bool {
        LOCALES.try_lookup(self.id(), id).is_some()
    }

    /// A rule error (or any error with a stable code) in this language: its translation with the
    /// params as arguments, else `english`, the engine's own message.
    pub fn error(self, code: &str, params: &BTreeMap<String, String>, english: &str) -> String {
        let id = error_id(code);
        let map: HashMap<Cow<'static, str>, FluentValue<'_>> = params
            .iter()
            .map(|(k, v)| {
                let value = match v.parse::<f64>() {
                    Ok(n) => FluentValue::from(n),
                    Err(_) => FluentValue::from(v.as_str()),
                };
                (Cow::Owned(k.clone()), value)
            })
            .collect();
        LOCALES
            .try_lookup_with_args(self.id(), &id, &map)
            .map(|t| self.mark(t))
            .unwrap_or_else(|| english.to_owned())
    }
}

/// `text` with its first letter in upper case: a sentence that starts with a part named with its
/// article ("la Directora usa…" → "La Directora usa…"). The pseudo-locale's opening marks are
/// skipped, so the letter after them is the one raised; a text that starts with anything else (a
/// number, a bracket) stays.
pub fn upper_first(text: &str) -> String {
    let marks = [PSEUDO_MARKS.0, PSEUDO_ARG_MARKS.0];
    match text.char_indices().find(|(_, c)| !marks.contains(c)) {
        Some((at, c)) if c.is_lowercase() => {
            format!("{}{}{}", &text[..at], c.to_uppercase(), &text[at + c.len_utf8()..])
        }
        _ => text.to_owned(),
    }
}

/// The Fluent id of an error code: `err-` and the code with `.` and `_` turned into `-`.
pub fn error_id(code: &str) -> String {
    format!("err-{}", code.replace(['.', '_'], "-"))
}

/// A Fluent argument.
#[derive(Clone, Debug)]
pub enum Arg {
    /// Text.
    Str(String),
    /// A number (Fluent picks plural forms by it).
    Num(f64),
}

impl Arg {
    /// A person's sentence that a message ends with its own full stop ("Ana: “It is locked.”."):
    /// its one final full stop is dropped, so the line ends with one. An ellipsis stays.
    pub fn sentence(text: &str) -> Arg {
        let text = text.trim_end();
        match text.strip_suffix('.') {
            Some(rest) if !rest.ends_with('.') => Arg::Str(rest.to_owned()),
            _ => Arg::Str(text.to_owned()),
        }
    }

    fn to_fluent(&self) -> FluentValue<'_> {
        match self {
            Arg::Str(s) => FluentValue::from(s.as_str()),
            Arg::Num(n) => FluentValue::from(*n),
        }
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Str(s.to_owned())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Str(s)
    }
}

macro_rules! num_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Num(n as f64)
            }
        }
    )*};
}
num_arg!(u8, u16, u32, u64, usize, i32, i64, f64);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accept_language_picks_the_best_language_we_speak() {
        let mut h = HeaderMap::new();
        h.insert("accept-language", "fr-FR, en-GB;q=0.8, es;q=0.5".parse().unwrap());
        assert_eq!(Lang::of_request(&h), Lang::En);
        h.insert("accept-language", "de".parse().unwrap());
        assert_eq!(Lang::of_request(&h), Lang::Es);
        h.insert("cookie", "tablon_lang=en".parse().unwrap());
        h.insert("accept-language", "es-AR".parse().unwrap());
        assert_eq!(Lang::of_request(&h), Lang::En);
    }

    /// A word before an argument that follows a character of several bytes ("—", "ñ") once
    /// panicked the page (the connection dropped, and the browser sent the form a second time).
    #[test]
    fn contraction_reads_words_after_characters_of_several_bytes() {
        let m = |s: &str| s.replace('|', &ARTICLE.to_string());
        assert_eq!(Lang::contract(m("Scott (Ana) — |el Director")), "Scott (Ana) — el Director");
        assert_eq!(Lang::contract(m("Ana —de |el Director")), "Ana —del Director");
        assert_eq!(Lang::contract(m("año de |el Moderador")), "año del Moderador");
        assert_eq!(Lang::contract(m("ñ |el")), "ñ el");
        assert_eq!(Lang::contract(m("para |el Director, a |el Moderador")), "para el Director, al Moderador");
        assert_eq!(Lang::contract(m("de |El hombre")), "de El hombre");
    }

    /// Only at a message's own "de" or "a" before an argument: a person's words are theirs.
    #[test]
    fn contraction_leaves_a_persons_words_alone() {
        let said = Lang::Es.t_args(
            "gf-ev-cliche-proposed",
            &[("who", "el Moderador".into()), ("text", "el viaje de el héroe a el río".into())],
        );
        assert_eq!(said, "el Moderador propone el cliché \"el viaje de el héroe a el río\".");
        assert!(!said.contains(ARTICLE), "{said}");
    }

    #[test]
    fn error_ids_are_fluent_identifiers() {
        assert_eq!(error_id("tl.card.target_taken"), "err-tl-card-target-taken");
        assert_eq!(error_id("44.text.empty"), "err-44-text-empty");
    }
}
