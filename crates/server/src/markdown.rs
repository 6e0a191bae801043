//! Post text: Markdown rendered and sanitised (pulldown-cmark + ammonia) into [`SafeHtml`], with
//! spoilers, and the plain-text preview of a post that quotes, mails and feeds show.
//!
//! A spoiler is `||text||` (as in Discord) or `[spoiler]text[/spoiler]` (as in the forums, any
//! case); it may hold any Markdown and span paragraphs. In a post it is folded until its reader
//! opens it: `<details class="spoiler">` with an empty `<summary>`, which the pages fill with the
//! word "spoiler" in their reader's language ([`SafeHtml::with_spoiler_word`]): a disclosure opens
//! by click and keyboard and needs no script. Where a post is previewed (a reply's quote, a mail, a
//! feed) its spoilers are replaced by that word between brackets, so their text never travels
//! there. A marker without its pair is text as written ("a || b").

use pulldown_cmark::{CowStr, Event, Options, Parser, Tag, TagEnd, TextMergeStream};
use serde::Serialize;

/// HTML made by the Markdown sanitiser ([`render_markdown`]) and nothing else: the only post text
/// a page may write out unescaped. It cannot be built from a string elsewhere; its JSON form is the
/// string.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(transparent)]
pub struct SafeHtml(String);

/// How a folded spoiler opens in the sanitised HTML, before the pages name it.
const SPOILER_OPEN: &str = "<details class=\"spoiler\"><summary></summary>";

impl SafeHtml {
    /// The sanitised HTML.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The same HTML with each spoiler's summary saying `word` (escaped), in its reader's words.
    pub fn with_spoiler_word(&self, word: &str) -> SafeHtml {
        if !self.0.contains(SPOILER_OPEN) {
            return self.clone();
        }
        let named = format!("<details class=\"spoiler\"><summary>{}</summary>", crate::feeds::escape(word));
        SafeHtml(self.0.replace(SPOILER_OPEN, &named))
    }
}

/// The sanitiser every post's HTML goes through: ammonia's defaults (which keep `details` and
/// `summary`), with the one class a spoiler needs.
fn sanitiser() -> ammonia::Builder<'static> {
    let mut builder = ammonia::Builder::default();
    builder.allowed_classes([("details", ["spoiler"].into_iter().collect())].into_iter().collect());
    builder
}

/// Markdown to sanitised HTML, spoilers folded.
pub fn render_markdown(source: &str) -> SafeHtml {
    let mut html = String::new();
    pulldown_cmark::html::push_html(&mut html, spoilers(source, None).into_iter());
    // A spoiler that breaks a paragraph leaves empty paragraphs where it began and ended.
    SafeHtml(sanitiser().clean(&html).to_string().replace("<p></p>", ""))
}

/// Markdown to sanitised HTML with each spoiler replaced by `[word]`: what a feed shows.
pub fn render_preview_html(source: &str, word: &str) -> SafeHtml {
    let mut html = String::new();
    pulldown_cmark::html::push_html(&mut html, spoilers(source, Some(word)).into_iter());
    SafeHtml(sanitiser().clean(&html).to_string().replace("<p></p>", ""))
}

/// A post's text as plain text, Markdown's marks dropped (`**a**` is "a", a link its words), each
/// spoiler replaced by `[word]`: paragraphs apart by a blank line, a line break kept. What a
/// reply's quote and a mail show.
pub fn plain_text(source: &str, word: &str) -> String {
    let mut out = String::new();
    for event in spoilers(source, Some(word)) {
        match event {
            Event::Text(t) | Event::Code(t) => out.push_str(&t),
            Event::SoftBreak | Event::HardBreak => out.push('\n'),
            Event::End(TagEnd::Item) => out.push('\n'),
            Event::End(
                TagEnd::Paragraph
                | TagEnd::Heading(_)
                | TagEnd::CodeBlock
                | TagEnd::BlockQuote(_)
                | TagEnd::List(_),
            ) => out.push_str("\n\n"),
            Event::Rule => out.push_str("\n---\n"),
            _ => {}
        }
    }
    // One blank line between blocks at most, none at the ends.
    let lines: Vec<&str> = out.lines().map(str::trim_end).collect();
    let mut text = String::new();
    let mut blank = false;
    for l in lines {
        if l.is_empty() {
            blank = !text.is_empty();
            continue;
        }
        if blank {
            text.push_str("\n\n");
        } else if !text.is_empty() {
            text.push('\n');
        }
        blank = false;
        text.push_str(l);
    }
    text
}

/// The first words of a post as one line of text (at most 140 characters, then "…"), its spoilers
/// behind `[word]`: a reply's quote.
pub fn excerpt(source: &str, word: &str) -> String {
    let flat: String = plain_text(source, word).split_whitespace().collect::<Vec<_>>().join(" ");
    match flat.char_indices().nth(140) {
        Some((at, _)) => format!("{}…", &flat[..at]),
        None => flat,
    }
}

/// A spoiler marker found in a text event.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Marker {
    /// `||`: opens, or closes an open `||`.
    Bars,
    /// `[spoiler]`.
    Open,
    /// `[/spoiler]`.
    Close,
}

/// A piece of the event stream: an event, a marker not resolved yet (with its text as written),
/// or a spoiler's start or end.
enum Piece<'a> {
    Event(Event<'a>),
    Marker(Marker, String),
    Start,
    End,
}

/// The markers in `text` and the text between them.
fn split_markers(text: &str) -> Vec<Result<&str, (Marker, &str)>> {
    let mut out = Vec::new();
    let mut rest = text;
    loop {
        let lower = rest.to_ascii_lowercase();
        let found = [("||", Marker::Bars), ("[spoiler]", Marker::Open), ("[/spoiler]", Marker::Close)]
            .into_iter()
            .filter_map(|(m, kind)| lower.find(m).map(|at| (at, m.len(), kind)))
            .min_by_key(|(at, _, _)| *at);
        let Some((at, len, kind)) = found else { break };
        if at > 0 {
            out.push(Ok(&rest[..at]));
        }
        out.push(Err((kind, &rest[at..at + len])));
        rest = &rest[at + len..];
    }
    if !rest.is_empty() {
        out.push(Ok(rest));
    }
    out
}

/// Pairs the markers: `[spoiler]` with the next `[/spoiler]` at its level, `||` with the next
/// `||`; a marker without its pair (or crossing another spoiler) stays text.
fn pair(pieces: &mut [Piece<'_>]) {
    let mut open: Vec<(usize, Marker)> = Vec::new();
    for i in 0..pieces.len() {
        let Piece::Marker(m, _) = &pieces[i] else { continue };
        match m {
            Marker::Open => open.push((i, Marker::Open)),
            Marker::Bars if open.last().is_some_and(|(_, k)| *k == Marker::Bars) => {
                if let Some((start, _)) = open.pop() {
                    pieces[start] = Piece::Start;
                    pieces[i] = Piece::End;
                }
            }
            Marker::Bars => open.push((i, Marker::Bars)),
            Marker::Close => {
                if let Some(at) = open.iter().rposition(|(_, k)| *k == Marker::Open) {
                    // `||` opened inside and not closed stay text.
                    let (start, _) = open[at];
                    open.truncate(at);
                    pieces[start] = Piece::Start;
                    pieces[i] = Piece::End;
                }
            }
        }
    }
}

/// The Markdown events of `source` with its spoilers folded (`hide: None`) or each replaced by
/// `[word]` (`hide: Some(word)`).
fn spoilers<'a>(source: &'a str, hide: Option<&str>) -> Vec<Event<'a>> {
    // Images from other sites become links that say so (the Content-Security-Policy would block them).
    let parser = TextMergeStream::new(crate::images::outside_images_as_links(Parser::new_ext(
        source,
        Options::ENABLE_STRIKETHROUGH,
    )));
    // Text is split at markers; code (inline or block) keeps its bars and brackets.
    let mut pieces: Vec<Piece<'a>> = Vec::new();
    let mut in_code = false;
    for event in parser {
        match &event {
            Event::Start(Tag::CodeBlock(_)) => in_code = true,
            Event::End(TagEnd::CodeBlock) => in_code = false,
            _ => {}
        }
        match event {
            Event::Text(text) if !in_code => {
                for part in split_markers(&text) {
                    pieces.push(match part {
                        Ok(t) => Piece::Event(Event::Text(CowStr::from(t.to_owned()))),
                        Err((m, written)) => Piece::Marker(m, written.to_owned()),
                    });
                }
            }
            e => pieces.push(Piece::Event(e)),
        }
    }
    pair(&mut pieces);

    let mut out = Vec::with_capacity(pieces.len());
    let mut paragraphs = 0usize;
    let mut hidden = 0usize;
    for piece in pieces {
        match piece {
            Piece::Event(e) if hidden == 0 => {
                match &e {
                    Event::Start(Tag::Paragraph) => paragraphs += 1,
                    Event::End(TagEnd::Paragraph) => paragraphs = paragraphs.saturating_sub(1),
                    _ => {}
                }
                out.push(e);
            }
            Piece::Event(_) => {}
            Piece::Marker(_, written) if hidden == 0 => out.push(Event::Text(written.into())),
            Piece::Marker(..) => {}
            Piece::Start => match hide {
                Some(word) => {
                    if hidden == 0 {
                        out.push(Event::Text(format!("[{word}]").into()));
                    }
                    hidden += 1;
                }
                // A paragraph the spoiler falls in is closed around it (a `details` is a block).
                None if paragraphs > 0 => out.push(Event::Html(format!("</p>{SPOILER_OPEN}<p>").into())),
                None => out.push(Event::Html(SPOILER_OPEN.into())),
            },
            Piece::End => match hide {
                Some(_) => hidden = hidden.saturating_sub(1),
                None if paragraphs > 0 => out.push(Event::Html("</p></details><p>".into())),
                None => out.push(Event::Html("</details>".into())),
            },
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spoilers_fold_in_both_spellings_and_keep_their_markdown() {
        let html = render_markdown("Ana opens the door: ||the **butler** did it|| and runs.");
        assert_eq!(
            html.as_str(),
            "<p>Ana opens the door: </p><details class=\"spoiler\"><summary></summary><p>the <strong>butler</strong> did it</p></details><p> and runs.</p>\n"
        );
        let block = render_markdown("Before.\n\n[SPOILER]\n\nOne.\n\nTwo.\n\n[/spoiler]\n\nAfter.");
        assert_eq!(
            block.as_str(),
            "<p>Before.</p>\n<details class=\"spoiler\"><summary></summary>\n<p>One.</p>\n<p>Two.</p>\n</details>\n<p>After.</p>\n"
        );
        let named = html.with_spoiler_word("<Spoiler>");
        assert!(named.as_str().contains("<summary>&lt;Spoiler&gt;</summary>"), "{}", named.as_str());
    }

    #[test]
    fn a_marker_without_its_pair_or_in_code_is_text() {
        assert_eq!(render_markdown("a || b").as_str(), "<p>a || b</p>\n");
        assert_eq!(render_markdown("`||x||`").as_str(), "<p><code>||x||</code></p>\n");
        assert_eq!(render_markdown("[/spoiler] [spoiler]").as_str(), "<p>[/spoiler] [spoiler]</p>\n");
        // A forged class or attribute is not kept.
        let forged = render_markdown(
            "<details class=\"x spoiler\" open onclick=\"a()\"><summary>s</summary>t</details>",
        );
        assert!(
            !forged.as_str().contains("onclick") && !forged.as_str().contains("\"x"),
            "{}",
            forged.as_str()
        );
    }

    #[test]
    fn previews_hide_spoilers_behind_the_word_and_drop_markdown_marks() {
        let source = "**Ana** _runs_: ||the [butler](http://x) did it||.\n\n[spoiler]\nall of it\n[/spoiler]\n\n> quoted `code`";
        let text = plain_text(source, "spoiler");
        assert_eq!(text, "Ana runs: [spoiler].\n\n[spoiler]\n\nquoted code");
        assert!(!text.contains("butler") && !text.contains("all of it"));
        let html = render_preview_html(source, "spoiler");
        assert!(
            !html.as_str().contains("butler") && !html.as_str().contains("all of it"),
            "{}",
            html.as_str()
        );
        assert!(html.as_str().contains("[spoiler]"));
        assert_eq!(plain_text("line one\nline two", "s"), "line one\nline two");
        assert_eq!(excerpt("a\n\n**b**  c ||d||", "s"), "a b c [s]");
        assert_eq!(excerpt(&"é".repeat(200), "s").chars().count(), 141);
    }
}
