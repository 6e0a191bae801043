//! Mails put into words: [`Writer`], the [`server::mail::MailWriter`] the pages install, writes each
//! mail in its reader's language from the Fluent files (`i18n/{es,en}/mail.ftl`), telling what
//! happened with the same words as the story thread (`screens::event_text`) as plain text.

use server::mail::{Letter, MailWriter, PostNote, Written};

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
            Letter::YourTables { tables } => {
                let mut text =
                    lang.t_args("mail-your-tables-body", &[("count", Arg::Num(tables.len() as f64))]);
                text.push_str("\n\n");
                for (title, link) in tables.iter() {
                    text.push_str(&format!("- {title}: {link}\n"));
                }
                text.push('\n');
                text.push_str(&lang.t("mail-your-tables-note"));
                (lang.t("mail-your-tables-subject"), text)
            }
            Letter::YourMove { game, table, seat, names, events, story, link } => {
                let names = &screens::names_in(lang, names);
                let mut text = lang.t_args(
                    "mail-your-move-body",
                    &[("table", Arg::from(*table)), ("seat", Arg::from(seat_words(lang, seat)))],
                );
                // The story so far holds these events too: learning from them first is harmless
                // (a character's id reaches a line only once it has entered the story).
                let happened = told(*game, lang, names, story, events);
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
            Letter::Deadline { table, seat, left_secs, link } => {
                // Inside a sentence ("your move, 2 h left to move").
                let when = time_left(lang, *left_secs).to_lowercase();
                let args = [
                    ("table", Arg::from(*table)),
                    ("seat", Arg::from(seat_words(lang, seat))),
                    ("when", Arg::from(when)),
                ];
                let mut text = lang.t_args("mail-deadline-body", &args);
                text.push_str("\n\n");
                text.push_str(&lang.t_args("mail-open-table", &[("link", Arg::from(*link))]));
                (lang.t_args("mail-deadline-subject", &args), text)
            }
            Letter::Digest { tables } => {
                let waiting = tables.iter().filter(|t| t.waiting).count();
                let mut text = lang.t("mail-digest-intro");
                for t in tables.iter() {
                    text.push_str(&format!("\n\n== {} ({}) ==\n", t.title, seat_words(lang, &t.seat)));
                    if t.waiting {
                        text.push_str(&lang.t("mail-digest-your-move"));
                        if let Some(left) = t.deadline_left_secs {
                            text.push(' ');
                            text.push_str(&time_left(lang, left));
                            text.push('.');
                        }
                    } else {
                        text.push_str(&lang.t("mail-digest-not-your-move"));
                    }
                    if t.earlier > 0 {
                        text.push_str("\n- ");
                        text.push_str(
                            &lang.t_args("mail-digest-earlier", &[("count", Arg::from(t.earlier))]),
                        );
                    }
                    for line in told(t.game, lang, &screens::names_in(lang, &t.names), &t.before, &t.events) {
                        text.push_str("\n- ");
                        text.push_str(&line);
                    }
                    if t.posts > 0 {
                        text.push_str("\n- ");
                        text.push_str(&lang.t_args("mail-digest-posts", &[("count", Arg::from(t.posts))]));
                    }
                    text.push('\n');
                    text.push_str(&lang.t_args("mail-open-table", &[("link", Arg::from(t.link.as_str()))]));
                }
                (lang.t_args("mail-digest-subject", &[("count", Arg::from(waiting))]), text)
            }
            Letter::Addressed { table, names, notes, link } => {
                // The seat's name beside its part in the reader's words ("Lucía · Protagonista 1").
                let author_of = |n: &server::mail::Note<'_>| {
                    n.author_seat
                        .map_or_else(|| n.author.to_owned(), |s| screens::names_in(lang, names).label(s))
                };
                // The post as text (Markdown's marks dropped), its spoilers hidden.
                let quote = |text: &mut String, note: &server::mail::Note<'_>| {
                    let body = server::markdown::plain_text(note.body, &lang.t("post-spoiler-hidden"));
                    for line in body.lines() {
                        text.push_str("> ");
                        text.push_str(line);
                        text.push('\n');
                    }
                    if note.images > 0 {
                        text.push_str("> ");
                        text.push_str(&lang.t_args("mail-post-images", &[("count", Arg::from(note.images))]));
                        text.push('\n');
                    }
                    text.push('\n');
                };
                let (subject, mut text) = match notes {
                    [note] => {
                        let author = author_of(note);
                        let (subject_id, body_id) = if note.whisper {
                            ("mail-addressed-subject", "mail-addressed-body")
                        } else {
                            ("mail-mentioned-subject", "mail-mentioned-body")
                        };
                        let args = [("table", Arg::from(*table)), ("author", Arg::from(author.as_str()))];
                        let mut text = lang.t_args(body_id, &args);
                        text.push_str("\n\n");
                        quote(&mut text, note);
                        (lang.t_args(subject_id, &args), text)
                    }
                    _ => {
                        let args = [("table", Arg::from(*table)), ("count", Arg::from(notes.len()))];
                        let mut text = lang.t_args("mail-gathered-body", &args);
                        text.push_str("\n\n");
                        for note in notes.iter() {
                            let author = author_of(note);
                            let id =
                                if note.whisper { "mail-gathered-whisper" } else { "mail-gathered-wrote" };
                            text.push_str(&lang.t_args(id, &[("author", Arg::from(author.as_str()))]));
                            text.push('\n');
                            quote(&mut text, note);
                        }
                        (lang.t_args("mail-gathered-subject", &args), text)
                    }
                };
                text.push_str(&lang.t_args("mail-open-table", &[("link", Arg::from(*link))]));
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

    fn post_note(&self, lang: &str, note: &PostNote<'_>) -> String {
        let lang = Lang::from_tag(lang).unwrap_or(Lang::Es);
        match *note {
            PostNote::Spoiler => lang.t("post-spoiler-hidden"),
            PostNote::Whisper { to } => lang.t_args("feed-whisper", &[("to", Arg::from(to))]),
            PostNote::Reply { author, excerpt } => {
                lang.t_args("feed-reply", &[("author", Arg::from(author)), ("excerpt", Arg::from(excerpt))])
            }
            PostNote::Roll { label, dice, faces, total } => {
                let mut args =
                    vec![("label", Arg::from(label)), ("dice", Arg::from(dice)), ("faces", Arg::from(faces))];
                match total {
                    Some(t) => {
                        args.push(("total", Arg::Num(t as f64)));
                        lang.t_args("feed-roll", &args)
                    }
                    None => lang.t_args("feed-roll-no-total", &args),
                }
            }
        }
    }

    fn event_text(
        &self,
        lang: &str,
        game: games::GameKind,
        names: &server::names::Names,
        event: &serde_json::value::RawValue,
    ) -> Option<String> {
        let lang = Lang::from_tag(lang).unwrap_or(Lang::Es);
        screens::AnyEvent::read(game, event)
            .and_then(|e| screens::event_text(lang, names, &e))
            .map(|m| plain(&m.into_string()))
            .filter(|t| !t.is_empty())
    }

    fn events_text(
        &self,
        lang: &str,
        game: games::GameKind,
        names: &server::names::Names,
        story: &[&serde_json::value::RawValue],
        told: &[&serde_json::value::RawValue],
    ) -> Vec<Option<String>> {
        let lang = Lang::from_tag(lang).unwrap_or(Lang::Es);
        let mut known = screens::Story::default();
        story.iter().for_each(|e| known.learn_raw(game, e));
        told.iter()
            .map(|e| {
                let event = screens::AnyEvent::read(game, e)?;
                let line = screens::story_event_text(lang, names, &known, &event)?;
                Some(plain(&line.into_string())).filter(|t| !t.is_empty())
            })
            .collect()
    }
}

/// The system lines of `events` as plain text, named as the reader knows them from the story
/// before (`before`, redacted for the reader like `events`), as in the story thread.
fn told(
    game: games::GameKind,
    lang: Lang,
    names: &server::names::Names,
    before: &[Box<serde_json::value::RawValue>],
    events: &[Box<serde_json::value::RawValue>],
) -> Vec<String> {
    let mut story = screens::Story::default();
    before.iter().for_each(|e| story.learn_raw(game, e));
    let mut out = Vec::new();
    for e in events {
        let Some(event) = screens::AnyEvent::read(game, e) else { continue };
        if let Some(line) = screens::story_event_text(lang, names, &story, &event) {
            let line = plain(&line.into_string());
            if !line.is_empty() {
                out.push(line);
            }
        }
        story.learn(&event);
    }
    out
}

/// A seat in the reader's words: the holder's name beside the game's part ("Ana · Protagonista 1").
fn seat_words(lang: Lang, seat: &server::mail::SeatWords) -> String {
    match &seat.info {
        Some(info) => {
            let part = screens::seat_label_as(lang, info, seat.gender);
            match &seat.display {
                Some(name) => format!("{name} · {part}"),
                None => part,
            }
        }
        None => seat.label.clone(),
    }
}

/// "2 h left to move" / "overdue by 3 h", as "my tables" says it.
fn time_left(lang: Lang, left_secs: i64) -> String {
    let abs = left_secs.unsigned_abs();
    let amount = if abs >= 3600 { format!("{} h", abs / 3600) } else { format!("{} min", abs / 60) };
    let id = if left_secs < 0 { "deadline-overdue" } else { "deadline-left" };
    lang.t_args(id, &[("amount", amount.into())])
}

/// The text of an HTML fragment: tags dropped, the entities maud writes decoded, spaces folded.
pub fn plain(html: &str) -> String {
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
        let notes = [server::mail::Note {
            whisper: true,
            author_seat: Some(engine::SeatId(0)),
            author: "Mastermind",
            body: "hola\nque tal",
            images: 2,
        }];
        let letter = Letter::Addressed { table: "Mesa", names: &names, notes: &notes, link: "http://x/t/1" };
        for (lang, word, part) in [("es", "susurr", "Mente maestra"), ("en", "whisper", "Mastermind")] {
            let w = Writer.write(lang, &letter, Some("http://x/mail/unsubscribe/k/addressed"));
            assert!(w.subject.contains("Mesa") && w.subject.contains(part), "{w:?}");
            assert!(w.text.to_lowercase().contains(word), "{w:?}");
            assert!(w.text.contains("> hola\n> que tal") && w.text.contains("http://x/t/1"), "{w:?}");
            assert!(
                w.text.contains("> [2 ") && !w.text.contains("/images/"),
                "the images counted, not linked: {w:?}"
            );
            assert!(w.text.contains("http://x/mail/unsubscribe/k/addressed"), "{w:?}");
            assert!(!w.text.contains("mail-"), "no missing message id: {w:?}");
        }
        let confirm = Writer.write("en", &Letter::Confirm { link: "http://x/mail/confirm/t" }, None);
        assert!(confirm.text.contains("http://x/mail/confirm/t") && !confirm.text.contains("-- \n"));
    }

    #[test]
    fn a_digest_lists_the_tables_waiting_first_with_what_changed() {
        let table = |title: &str, waiting: bool, earlier: usize, posts: usize| server::mail::DigestTable {
            game: games::GameKind::from_id("44").unwrap(),
            title: title.into(),
            seat: server::mail::SeatWords {
                info: None,
                display: None,
                label: "Mr. Clark".into(),
                gender: None,
            },
            waiting,
            deadline_left_secs: waiting.then_some(3 * 3600),
            names: server::names::Names::default(),
            events: Vec::new(),
            earlier,
            before: Vec::new(),
            posts,
            link: format!("http://x/t/{title}"),
        };
        let tables = [table("Uno", true, 0, 2), table("Dos", false, 40, 0)];
        let es = Writer.write(
            "es",
            &Letter::Digest { tables: &tables },
            Some("http://x/mail/unsubscribe/k/digest"),
        );
        assert_eq!(es.subject, "Tablón: una mesa te está esperando");
        assert!(es.text.contains("== Uno (Mr. Clark) ==\nTe toca. Quedan 3 h para mover."), "{es:?}");
        assert!(
            es.text.contains("- 2 mensajes nuevos") && es.text.contains("- (40 sucesos anteriores)"),
            "{es:?}"
        );
        assert!(es.text.contains("No te toca.") && es.text.contains("http://x/t/Dos"), "{es:?}");
        let en = Writer.write("en", &Letter::Digest { tables: &tables[1..] }, None);
        assert_eq!(en.subject, "Tablón: what changed at your tables");
        assert!(!en.text.contains("mail-"), "no missing message id: {en:?}");
    }

    /// A digest (and a feed) tells a Fragmentos day with the names the Director's characters entered the
    /// story with, learnt from the reader's earlier log: never "character 4".
    #[test]
    fn a_fragmentos_digest_names_the_directors_characters() {
        use engine::{Game, SeatId, Viewer};
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../fragmentos/logs");
        let text = std::fs::read_to_string(dir.join("hotel.json")).unwrap();
        let raw: Vec<Box<serde_json::value::RawValue>> = games::replay_log(&text)
            .unwrap()
            .iter()
            .filter_map(|l| serde_json::from_value::<fragmentos::Event>(l.get("event")?.clone()).ok())
            .filter_map(|e| fragmentos::Fragmentos::redact(&e, Viewer::Seat(SeatId(1))))
            .map(|e| serde_json::value::to_raw_value(&e).unwrap())
            .collect();
        // The day told starts after the set-up: the Director's characters' names are earlier.
        let (before, events) = raw.split_at(2);
        let table = server::mail::DigestTable {
            game: games::GameKind::Fragmentos,
            title: "Hotel".into(),
            seat: server::mail::SeatWords { info: None, display: None, label: "Mark".into(), gender: None },
            waiting: false,
            deadline_left_secs: None,
            names: server::names::Names::default(),
            events: events.to_vec(),
            earlier: 0,
            before: before.to_vec(),
            posts: 0,
            link: "http://x/t/1".into(),
        };
        // A table's feed tells its newest events the same way, from the reader's whole log.
        let all: Vec<&serde_json::value::RawValue> = raw.iter().map(|e| &**e).collect();
        let fed = Writer.events_text("en", games::GameKind::Fragmentos, &table.names, &all, &all[2..]);
        assert!(fed.iter().flatten().any(|l| l.contains("Recepcionista rolls")), "{fed:?}");
        assert!(!fed.iter().flatten().any(|l| l.contains("character ")), "{fed:?}");
        for lang in ["es", "en"] {
            let mail = Writer.write(lang, &Letter::Digest { tables: std::slice::from_ref(&table) }, None);
            assert!(mail.text.contains("Recepcionista"), "{mail:?}");
            let numbered = ["character ", "personaje "].iter().any(|w| {
                mail.text
                    .match_indices(w)
                    .any(|(i, _)| mail.text[i + w.len()..].starts_with(|c: char| c.is_ascii_digit()))
            });
            assert!(!numbered, "{mail:?}");
        }
    }

    #[test]
    fn a_deadline_mail_names_the_seat_in_the_readers_words_and_says_the_time_left() {
        let seat = server::mail::SeatWords {
            info: Some(engine::SeatInfo {
                seat: engine::SeatId(1),
                role: engine::SeatRole::Protagonist,
                name: "Protagonist 1".into(),
            }),
            display: Some("Lucía".into()),
            label: "Lucía · Protagonist 1".into(),
            gender: None,
        };
        let letter =
            Letter::Deadline { table: "Mesa", seat: &seat, left_secs: 2 * 3600 + 5, link: "http://x/t/1" };
        let es = Writer.write("es", &letter, Some("http://x/mail/unsubscribe/k/deadline"));
        assert!(es.text.contains("(Lucía · Protagonista 1)") && es.subject.contains("quedan 2 h"), "{es:?}");
        let en = Writer.write("en", &letter, None);
        assert!(
            en.text.contains("(Lucía · Protagonist 1)") && en.subject == "Mesa: your move, 2 h left to move",
            "{en:?}"
        );
        let overdue = Letter::Deadline { table: "Mesa", seat: &seat, left_secs: -600, link: "http://x/t/1" };
        assert!(Writer.write("en", &overdue, None).subject.ends_with("overdue by 10 min"));
    }
}
