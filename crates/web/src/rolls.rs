//! Rolls people can follow: each roll with who threw it, what for and in which step of the game,
//! its faces and how the rules read them, in the reader's words, and its BBCode and Markdown copies
//! carrying all of that and the verification link. The dice page and the rolls a command just made
//! are drawn from these.
//!
//! What a roll was for comes from the events of the command that threw it, as redacted for the
//! reader (so the words hold nothing the reader may not see): the game's own words where it has
//! them ([`screens::roll_words`]), else the command's system lines.

use dice::Die;
use engine::SeatId;
use games::GameKind;
use server::names::Names;
use server::rolls::Roll;

use crate::i18n::{Arg, Lang};
use crate::screens::{self, AnyEvent, RollWords};

/// A roll in a reader's words.
#[derive(Clone, Debug)]
pub struct Told {
    /// "Clark — conflict against the Director, Resolve (Countdown 2)".
    pub label: String,
    /// The faces, in the order thrown: "6 · 4 · 2".
    pub faces: String,
    /// The dice: "3d6".
    pub dice: String,
    /// How the rules read the faces, where the game says.
    pub reading: Option<String>,
    /// The BBCode copy: label, faces, reading and the verification link.
    pub bbcode: String,
    /// The Markdown copy: the same.
    pub markdown: String,
    /// The roll's verification page.
    pub page_url: String,
    /// Whose dice they are, where the game's words say (44's conflict throws the Director's dice
    /// with the player's command), else the seat that threw them.
    pub whose: Option<SeatId>,
}

/// The dice as people write them: runs of one die counted ("3d6 + d8").
pub fn dice_text(dice: &[Die]) -> String {
    let mut runs: Vec<(u32, usize)> = Vec::new();
    for d in dice {
        match runs.last_mut() {
            Some((sides, n)) if *sides == d.sides() => *n += 1,
            _ => runs.push((d.sides(), 1)),
        }
    }
    runs.iter()
        .map(|(sides, n)| if *n == 1 { format!("d{sides}") } else { format!("{n}d{sides}") })
        .collect::<Vec<_>>()
        .join(" + ")
}

/// The reader's log (redacted for it), oldest first: each event's place and the event.
pub type Log = [(u64, AnyEvent)];

/// Every roll of `rolls` told for a reader in `lang`, with the reader's log `log`.
pub fn tell(kind: GameKind, lang: Lang, names: &Names, log: &Log, rolls: &[Roll]) -> Vec<Told> {
    rolls.iter().map(|r| tell_one(kind, lang, names, log, rolls, r)).collect()
}

fn tell_one(kind: GameKind, lang: Lang, names: &Names, log: &Log, rolls: &[Roll], r: &Roll) -> Told {
    // The roll's place among the rolls of its command (one client seed, indexes in throwing order).
    let nth = rolls
        .iter()
        .filter(|o| o.events.is_some() && o.events == r.events && o.client_seed == r.client_seed)
        .filter(|o| o.index < r.index)
        .count();
    // A post's roll says what it is for in its writer's words, and reads as the notation's total.
    if let Some(label) = &r.label {
        let words = RollWords {
            who: r.by,
            what: label.clone(),
            reading: r.total.map(|t| lang.t_args("dice-total", &[("total", Arg::Num(t as f64))])),
            step: None,
        };
        return told(lang, names, r, Some(words), String::new());
    }
    let (words, lines) = match r.events {
        Some([first, last]) => {
            let start = log.partition_point(|(seq, _)| *seq < first);
            let end = log.partition_point(|(seq, _)| *seq <= last);
            let before: Vec<AnyEvent> = log[..start].iter().map(|(_, e)| e.clone()).collect();
            let thrown: Vec<AnyEvent> = log[start..end].iter().map(|(_, e)| e.clone()).collect();
            let words = screens::roll_words(kind, lang, names, &before, &thrown, nth);
            (words, command_lines(lang, names, &before, &thrown))
        }
        None => (None, String::new()),
    };
    told(lang, names, r, words, lines)
}

/// The system lines of a command's events, as plain text on one line, named as the reader knows
/// them from the log before (`before`, redacted for the reader like `thrown`).
fn command_lines(lang: Lang, names: &Names, before: &[AnyEvent], thrown: &[AnyEvent]) -> String {
    let mut story = screens::Story::default();
    before.iter().for_each(|e| story.learn(e));
    thrown
        .iter()
        .filter_map(|e| {
            let line = screens::story_event_text(lang, names, &story, e);
            story.learn(e);
            line
        })
        .map(|m| crate::mail::plain(&m.into_string()))
        .filter(|t| !t.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// `text` with its first letter in capitals.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

/// A label's text without what would break out of a BBCode tag or Markdown emphasis.
fn inert(text: &str, markdown: bool) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '[' => out.push('('),
            ']' => out.push(')'),
            '\\' | '*' | '_' | '`' | '<' | '>' | '#' | '|' | '~' if markdown => {
                out.push('\\');
                out.push(c);
            }
            c if c.is_control() => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

fn told(lang: Lang, names: &Names, r: &Roll, words: Option<RollWords>, lines: String) -> Told {
    let whose = words.as_ref().and_then(|w| w.who).or(r.by);
    let who = whose.map(|s: SeatId| names.short(s));
    let what = match &words {
        Some(w) => w.what.clone(),
        None if !lines.is_empty() => lines,
        None => lang.t("dice-a-roll"),
    };
    let step = words.as_ref().and_then(|w| w.step.clone());
    let label = match (who, step) {
        (Some(who), Some(step)) => lang.t_args(
            "dice-label-step",
            &[("who", Arg::Str(who)), ("what", Arg::Str(what)), ("step", Arg::Str(step))],
        ),
        (Some(who), None) => lang.t_args("dice-label", &[("who", Arg::Str(who)), ("what", Arg::Str(what))]),
        // A roll of no one seat (the set-up's order roll): what it was for alone.
        (None, Some(step)) => lang.t_args(
            "dice-label-nobody-step",
            &[("what", Arg::Str(capitalised(&what))), ("step", Arg::Str(step))],
        ),
        (None, None) => capitalised(&what),
    };
    let faces = r.faces.iter().map(u32::to_string).collect::<Vec<_>>().join(" · ");
    let dice = r.notation.clone().unwrap_or_else(|| dice_text(&r.dice));
    let reading = words.and_then(|w| w.reading);
    let verify = lang.t("dice-verify-link");
    let read = |md: bool| reading.as_deref().map(|t| format!(" → {}", inert(t, md))).unwrap_or_default();
    let bbcode = format!(
        "[b]{}[/b]: 🎲 {dice} {faces}{} [url={}]{}[/url]",
        inert(&label, false),
        read(false),
        r.page_url,
        inert(&verify, false)
    );
    let markdown = format!(
        "**{}**: 🎲 {dice} {faces}{} ([{}]({}))",
        inert(&label, true),
        read(true),
        inert(&verify, true),
        r.page_url
    );
    Told { label, faces, dice, reading, bbcode, markdown, page_url: r.page_url.clone(), whose }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dice_are_counted_in_runs() {
        assert_eq!(dice_text(&[Die::D6, Die::D6, Die::D6]), "3d6");
        assert_eq!(dice_text(&[Die::D6, Die::new(8).unwrap(), Die::new(8).unwrap()]), "d6 + 2d8");
        assert_eq!(dice_text(&[]), "");
    }

    #[test]
    fn a_label_cannot_break_out_of_its_copy() {
        assert_eq!(inert("[url=x]*Ana*[/url]", false), "(url=x)*Ana*(/url)");
        assert_eq!(inert("[Ana](x) *b* _c_", true), "(Ana)(x) \\*b\\* \\_c\\_");
    }
}
