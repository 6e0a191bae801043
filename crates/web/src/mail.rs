//! Mails put into words: [`Writer`], the [`server::mail::MailWriter`] the pages install, writes each
//! mail in its reader's language from the Fluent files (`i18n/{es,en}/mail.ftl`), telling what
//! happened with the same words as the story thread (`screens::event_text`) as plain text.

use server::mail::{Letter, MailWriter, Written};

use crate::i18n::{Arg, Lang};
use crate::screens;

/// Writes mails from the Fluent files.
#[derive(Clone, Copy, Debug, Default)]
pub struct Writer;

impl MailWriter for Writer {
    fn write(&self, lang: &str, letter: &Letter<'_>, unsubscribe: Option<&str>) -> Written {
        let lang = Lang::from_tag(lang).unwrap_or(Lang::Es);
        let (subject, mut text) = match letter {
            Letter::Confirm { link } => (
                lang.t("mail-confirm-subject"),
                lang.t_args("mail-confirm-body", &[("link", Arg::from(*link))]),
            ),
            Letter::YourMove { game, table, seat, names, events, link } => {
                let names = &screens::names_in(lang, names);
                let mut text = lang.t_args(
                    "mail-your-move-body",
                    &[("table", Arg::from(*table)), ("seat", Arg::Str(names.label(*seat)))],
                );
                let happened: Vec<String> = events
                    .iter()
                    .filter_map(|e| screens::event_text(*game, lang, names, e))
                    .map(|m| plain(&m.into_string()))
                    .filter(|t| !t.is_empty())
                    .collect();
                if !happened.is_empty() {
                    text.push_str("\n\n");
                    text.push_str(&lang.t("mail-your-move-happened"));
                    for line in happened {
                        text.push_str("\n- ");
                        text.push_str(&line);
                    }
                }
                text.push_str("\n\n");
                text.push_str(&lang.t_args("mail-open-table", &[("link", Arg::from(*link))]));
                (lang.t_args("mail-your-move-subject", &[("table", Arg::from(*table))]), text)
            }
            Letter::Addressed { table, author_seat, author, names, body, whisper, link } => {
                // The seat's name beside its part in the reader's words ("Lucía · Protagonista 1").
                let author = &author_seat
                    .map_or_else(|| (*author).to_owned(), |s| screens::names_in(lang, names).label(s));
                let (subject_id, body_id) = if *whisper {
                    ("mail-addressed-subject", "mail-addressed-body")
                } else {
                    ("mail-mentioned-subject", "mail-mentioned-body")
                };
                let mut text = lang
                    .t_args(body_id, &[("table", Arg::from(*table)), ("author", Arg::from(author.as_str()))]);
                text.push_str("\n\n");
                for line in body.lines() {
                    text.push_str("> ");
                    text.push_str(line);
                    text.push('\n');
                }
                text.push('\n');
                text.push_str(&lang.t_args("mail-open-table", &[("link", Arg::from(*link))]));
                let subject = lang.t_args(
                    subject_id,
                    &[("table", Arg::from(*table)), ("author", Arg::from(author.as_str()))],
                );
                (subject, text)
            }
        };
        if let Some(link) = unsubscribe {
            text.push_str("\n\n-- \n");
            text.push_str(&lang.t_args("mail-unsubscribe", &[("link", Arg::from(link))]));
        }
        text.push('\n');
        Written { subject, text }
    }
}

/// The text of an HTML fragment: tags dropped, the entities maud writes decoded, spaces folded.
pub(crate) fn plain(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' if in_tag => in_tag = false,
            c if !in_tag => out.push(c),
            _ => {}
        }
    }
    let out = out.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&#39;", "'");
    let out = out.replace("&amp;", "&");
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_text_drops_tags_and_decodes_entities() {
        assert_eq!(plain("<p>Ana <b>rolled</b> &lt;6&gt; &amp; won</p>"), "Ana rolled <6> & won");
    }

    #[test]
    fn every_mail_is_written_in_both_languages_with_its_unsubscribe_link() {
        let infos = [engine::SeatInfo {
            seat: engine::SeatId(0),
            role: engine::SeatRole::Mastermind,
            name: "Mastermind".into(),
        }];
        let names = server::names::Names::new(&infos, &[]);
        let letter = Letter::Addressed {
            table: "Mesa",
            author_seat: Some(engine::SeatId(0)),
            author: "Mastermind",
            names: &names,
            body: "hola\nque tal",
            whisper: true,
            link: "http://x/t/1",
        };
        for (lang, word, part) in [("es", "susurr", "Mente maestra"), ("en", "whisper", "Mastermind")] {
            let w = Writer.write(lang, &letter, Some("http://x/mail/unsubscribe/k/addressed"));
            assert!(w.subject.contains("Mesa") && w.subject.contains(part), "{w:?}");
            assert!(w.text.to_lowercase().contains(word), "{w:?}");
            assert!(w.text.contains("> hola\n> que tal") && w.text.contains("http://x/t/1"), "{w:?}");
            assert!(w.text.contains("http://x/mail/unsubscribe/k/addressed"), "{w:?}");
            assert!(!w.text.contains("mail-"), "no missing message id: {w:?}");
        }
        let confirm = Writer.write("en", &Letter::Confirm { link: "http://x/mail/confirm/t" }, None);
        assert!(confirm.text.contains("http://x/mail/confirm/t") && !confirm.text.contains("-- \n"));
    }
}
