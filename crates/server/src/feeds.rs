//! Atom feeds (RFC 4287) of a table's story, so a feed reader follows a game.
//!
//! - A seat's feed tells the table as that seat sees it: the game's events redacted for it and the
//!   posts it may read (whispers only its own). Its URL holds a secret key ([`issue`]): whoever
//!   has it reads what the seat reads, so the store keeps only its hash, a new one replaces it,
//!   [`revoke`] ends it, and it ends by itself when the seat's link is reissued or revoked or its
//!   holder removed (the seat changes hands: `forget_seat`).
//! - A table open to spectators also has a public feed ([`public`]) with the spectators' view
//!   and no whisper.
//!
//! Entries are the newest [`MAX_ENTRIES`] events and posts; events are told in the feed's language
//! by the pages' words when installed ([`crate::mail::MailWriter::event_text`]; an event they tell
//! nothing of is left out), else by their JSON ([`crate::posts::event_markdown`]). Seats are named
//! in the feed's language. Posts read as in the thread: their sanitised Markdown with spoilers
//! hidden behind their word, a whisper marked with its recipients (only in the feeds of its
//! readers: the store's filter for the seat, as the thread), the post it replies to (when the
//! reader may read that one) with its first words, the dice box's roll; each entry links to its
//! post (`/t/{id}#post-N`). The words around them come from the pages
//! ([`crate::mail::MailWriter::post_note`]).

use engine::SeatId;
use games::GameKind;
use serde::Serialize;
use store::{PostQuery, Store, StoreError, TableId, TokenHash, new_token};

use crate::auth::Caller;
use crate::idempotency::Once;
use crate::mail::PostNote;
use crate::play::{Access, slot};
use crate::{AppError, AppState};

/// The most entries a feed holds (the newest).
pub const MAX_ENTRIES: usize = 100;

/// A seat's feed link, shown once (the server keeps only its hash).
#[derive(Clone, Debug, Serialize, serde::Deserialize, schemars::JsonSchema)]
pub struct FeedLink {
    /// The feed's URL.
    pub url: String,
}

fn check_lang(lang: &str) -> &'static str {
    if lang == "en" { "en" } else { "es" }
}

/// Makes a new feed link for the caller's seat at `table`, told in `lang` (`es`, `en`); an earlier
/// link of the seat stops working.
pub async fn issue(
    state: &AppState,
    caller: &Caller,
    table: TableId,
    lang: &str,
) -> Result<FeedLink, AppError> {
    let access = crate::play::access(state, caller, table).await?;
    let seat = access.require_seat()?;
    let lang = check_lang(lang);
    // Sent twice under one key, the link is made once: the resend gets the same link.
    let what = format!("feed {}", table.0);
    let once =
        Once::sealed(caller.idempotency_key.as_deref(), caller.writer(Some(seat), table), &what, &lang)?;
    let again = || crate::idempotency::sealed_answer::<FeedLink>(once.as_ref(), state);
    if let Some(first) = again().await? {
        return Ok(first);
    }
    let key = new_token();
    let answer = FeedLink { url: format!("{}/feeds/{key}", state.config().public_url) };
    let record = once.as_ref().map(|o| o.sealed_record(state, &answer));
    match state.db().set_feed_key(table, seat, &TokenHash::of(&key), lang, record.as_ref()).await {
        Err(StoreError::Duplicate(store::Entity::IdempotencyKey)) => again().await?.ok_or(AppError::Internal),
        other => other.map(|()| answer).map_err(AppError::from),
    }
}

/// Ends the caller's seat's feed link at `table`.
pub async fn revoke(state: &AppState, caller: &Caller, table: TableId) -> Result<(), AppError> {
    let access = crate::play::access(state, caller, table).await?;
    let seat = access.require_seat()?;
    state.db().delete_feed_key(table, seat).await?;
    Ok(())
}

/// When the caller's seat's feed link at `table` was made, if it has one.
pub async fn made(state: &AppState, caller: &Caller, table: TableId) -> Result<Option<i64>, AppError> {
    let access = crate::play::access(state, caller, table).await?;
    let seat = access.require_seat()?;
    Ok(state.db().feed_key_made(table, seat).await?)
}

/// The seat changed hands (its link reissued or revoked, its holder removed): its feed link, which
/// the earlier player may hold, stops working.
pub(crate) async fn forget_seat(state: &AppState, table: TableId, seat: SeatId) -> Result<(), AppError> {
    Ok(state.db().delete_feed_key(table, seat).await?)
}

/// The Atom document of the feed whose key is `key`; `NotFound` when it is unknown or revoked.
pub async fn by_key(state: &AppState, key: &str) -> Result<String, AppError> {
    let (table, seat, lang) = match state.db().feed_by_key(&TokenHash::of(key)).await {
        Ok(found) => found,
        Err(StoreError::NotFound(_)) => return Err(AppError::NotFound("feed")),
        Err(e) => return Err(e.into()),
    };
    let access = Access { slot: slot(state, table).await?, seat: Some(seat), owner: false };
    let id = format!("{}/feeds/seat/{}/{}", state.config().public_url, table, seat.0);
    atom(state, &access, &lang, &id).await
}

/// The Atom document of the public feed of `table` (spectators' view), in `lang`; `NotFound` when
/// the table is not open to spectators.
pub async fn public(state: &AppState, table: TableId, lang: &str) -> Result<String, AppError> {
    let slot = slot(state, table).await.map_err(|_| AppError::NotFound("feed"))?;
    if !slot.record.options.spectators {
        return Err(AppError::NotFound("feed"));
    }
    let access = Access { slot, seat: None, owner: false };
    let id = format!("{}/feeds/tables/{}", state.config().public_url, table);
    atom(state, &access, check_lang(lang), &id).await
}

/// One entry, before it is written out.
struct Entry {
    id: String,
    /// The page it is read on: its post (`/t/{id}#post-N`), or the table for an event.
    link: String,
    at: i64,
    title: String,
    author: Option<String>,
    /// HTML (sanitised) for posts, plain text for events.
    html: Option<String>,
    text: String,
}

async fn atom(state: &AppState, access: &Access, lang: &str, feed_id: &str) -> Result<String, AppError> {
    let record = &access.slot.record;
    let table = record.id;
    let base = &state.config().public_url;
    let link = format!("{base}{}", crate::routes::table(table));
    // Parts in the feed's language ("Ana · Dirección"), as the thread shows them.
    let reader = crate::auth::ReaderLanguage { cookie: Some(lang.to_owned()), accept: None };
    let names = crate::names::for_reader(state, &reader, &crate::names::of(state, access).await?);
    let mut entries = Vec::new();

    let game = GameKind::from_id(&record.game).map_err(|e| AppError::internal("stored game", &e))?;
    // A public feed's reads may lag: the replica's, when there is one (`Access::log_reader`).
    let db = access.log_reader(state);
    let (events, _) = crate::play::redacted_events_from(db, game, table, 0, access.viewer()).await?;
    let writer = state.inner.mail_writer.get();
    let newest: Vec<_> = events.iter().rev().take(MAX_ENTRIES).collect();
    let told = writer.map(|w| {
        let story: Vec<&serde_json::value::RawValue> = events.iter().map(|e| &*e.event.0).collect();
        let shown: Vec<&serde_json::value::RawValue> = newest.iter().map(|e| &*e.event.0).collect();
        w.events_text(lang, game, &names, &story, &shown)
    });
    for (n, e) in newest.into_iter().enumerate() {
        // With the pages' words, an event they tell nothing of (no post in the story) is left out.
        let text = match &told {
            Some(told) => match told.get(n).cloned().flatten() {
                Some(text) => text,
                None => continue,
            },
            None => crate::posts::event_markdown(&e.event.0),
        };
        entries.push(Entry {
            id: format!("{link}#event-{}", e.seq),
            link: link.clone(),
            at: e.at,
            title: title_of(&text),
            author: e.seat.map(|s| names.label(s)),
            html: None,
            text,
        });
    }

    posts(state, access, lang, &names, &link, &mut entries).await?;
    entries.sort_by_key(|e| std::cmp::Reverse(e.at));
    entries.truncate(MAX_ENTRIES);

    let updated = entries.first().map_or(record.created_at, |e| e.at);
    let mut out = String::with_capacity(4096);
    out.push_str("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n");
    out.push_str(&format!("<feed xmlns=\"http://www.w3.org/2005/Atom\" xml:lang=\"{lang}\">\n"));
    out.push_str(&format!("<id>{}</id>\n", escape(feed_id)));
    out.push_str(&format!("<title>{}</title>\n", escape(&record.title)));
    out.push_str(&format!("<updated>{}</updated>\n", rfc3339(updated)));
    out.push_str(&format!("<link rel=\"alternate\" type=\"text/html\" href=\"{}\"/>\n", escape(&link)));
    out.push_str("<author><name>Tablón</name></author>\n");
    out.push_str("<generator>Tablón</generator>\n");
    for e in &entries {
        out.push_str("<entry>\n");
        out.push_str(&format!("<id>{}</id>\n", escape(&e.id)));
        out.push_str(&format!("<title>{}</title>\n", escape(&e.title)));
        out.push_str(&format!("<updated>{}</updated>\n", rfc3339(e.at)));
        out.push_str(&format!("<link rel=\"alternate\" type=\"text/html\" href=\"{}\"/>\n", escape(&e.link)));
        if let Some(author) = &e.author {
            out.push_str(&format!("<author><name>{}</name></author>\n", escape(author)));
        }
        match &e.html {
            Some(html) => out.push_str(&format!("<content type=\"html\">{}</content>\n", escape(html))),
            None => out.push_str(&format!("<content type=\"text\">{}</content>\n", escape(&e.text))),
        }
        out.push_str("</entry>\n");
    }
    out.push_str("</feed>\n");
    Ok(out)
}

/// The newest posts the feed's reader may read, as the thread shows them: a whisper says so and
/// to whom, a reply names the post it answers (when the reader may read that one) with its first
/// words, the dice box's roll is told, and spoilers are hidden behind their word.
async fn posts(
    state: &AppState,
    access: &Access,
    lang: &str,
    names: &crate::names::Names,
    link: &str,
    entries: &mut Vec<Entry>,
) -> Result<(), AppError> {
    let table = access.slot.record.id;
    let query = PostQuery {
        thread: None,
        reader: crate::posts::reader_of(access),
        after: None,
        limit: MAX_ENTRIES as u32,
        newest: true,
    };
    let writer = state.inner.mail_writer.get();
    let note = |n: PostNote<'_>| writer.map_or_else(|| n.symbols(), |w| w.post_note(lang, &n));
    let spoiler = note(PostNote::Spoiler);
    let db = access.log_reader(state);
    let rolls = db.post_rolls(table).await?;
    let mut users = std::collections::HashMap::new();
    let mut author_of = async |p: &store::PostRecord| -> Result<Option<String>, AppError> {
        Ok(match (p.author_seat, p.author_user) {
            (Some(seat), _) => Some(names.label(seat)),
            (None, Some(user)) => match users.get(&user) {
                Some(name) => Some(String::clone(name)),
                None => {
                    let name = db.user(user).await?.username;
                    users.insert(user, name.clone());
                    Some(name)
                }
            },
            (None, None) => None,
        })
    };
    for p in db.posts(table, query).await? {
        let mut notes = Vec::new();
        let to = crate::posts::recipients(&p);
        if !to.is_empty() {
            let to: Vec<String> = to.iter().map(|s| names.label(*s)).collect();
            notes.push(note(PostNote::Whisper { to: &to.join(", ") }));
        }
        // A reply names its post only to a reader who may read that one.
        if let Some(r) = p.reply_to
            && let Ok(replied) = db.post(r).await
            && replied.table == table
            && crate::posts::may_read(access, &replied)
        {
            let author = author_of(&replied).await?.unwrap_or_default();
            let excerpt = crate::markdown::excerpt(&replied.body, &spoiler);
            notes.push(note(PostNote::Reply { author: &author, excerpt: &excerpt }));
        }
        let mut html = String::new();
        for n in &notes {
            html.push_str(&format!("<p><em>{}</em></p>", escape(n)));
        }
        html.push_str(crate::markdown::render_preview_html(&p.body, &spoiler).as_str());
        if let Some(r) = rolls.iter().find(|r| r.post == Some(p.id)) {
            let roll = crate::rolls::Roll::stored(state, r, None, None);
            let faces = roll.faces.iter().map(u32::to_string).collect::<Vec<_>>().join(" · ");
            let told = note(PostNote::Roll {
                label: roll.label.as_deref().unwrap_or_default(),
                dice: roll.notation.as_deref().unwrap_or_default(),
                faces: &faces,
                total: roll.total,
            });
            html.push_str(&format!("<p>{}</p>", escape(&told)));
        }
        let text = crate::markdown::plain_text(&p.body, &spoiler);
        // A whisper says so in its title too, where feed readers list entries.
        let title = match notes.first() {
            Some(whisper) if !to.is_empty() => format!("{whisper}: {}", title_of(&text)),
            _ => title_of(&text),
        };
        entries.push(Entry {
            id: format!("{link}#post-{}", p.id.0),
            link: format!("{link}#post-{}", p.id.0),
            at: p.edited_at.unwrap_or(p.created_at),
            title,
            author: author_of(&p).await?,
            html: Some(html),
            text: String::new(),
        });
    }
    Ok(())
}

/// An entry's title: the first line of its text, at most 80 characters.
fn title_of(text: &str) -> String {
    let line = text.lines().map(str::trim).find(|l| !l.is_empty()).unwrap_or("…");
    let mut title: String = line.chars().take(80).collect();
    if line.chars().count() > 80 {
        title.push('…');
    }
    title
}

/// Text for XML (element content and attribute values alike), and so for HTML.
pub(crate) fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            // Characters XML 1.0 forbids are dropped.
            c if (c as u32) < 0x20 && !matches!(c, '\n' | '\r' | '\t') => {}
            c => out.push(c),
        }
    }
    out
}

/// Unix milliseconds as RFC 3339 in UTC, to the second (`2026-11-26T11:42:27Z`). A time past
/// what a four-digit year holds (no clock of ours writes one) reads as the last such second.
fn rfc3339(ms: i64) -> String {
    let at = time::OffsetDateTime::from_unix_timestamp(ms.div_euclid(1000))
        .unwrap_or(time::PrimitiveDateTime::MAX.assume_utc().replace_nanosecond(0).unwrap());
    at.format(time::macros::format_description!("[year]-[month]-[day]T[hour]:[minute]:[second]Z"))
        .unwrap_or_default()
}

/// The feed routes: the key (or the table's being open to spectators) is the credential.
pub mod http {
    use axum::extract::{Path, Query, State};
    use axum::http::header;
    use axum::response::IntoResponse;
    use serde::Deserialize;

    use super::*;

    const ATOM: &str = "application/atom+xml; charset=utf-8";

    /// `GET /feeds/{key}`: a seat's feed.
    pub async fn seat(
        State(state): State<AppState>,
        Path(key): Path<String>,
    ) -> Result<impl IntoResponse, AppError> {
        let xml = super::by_key(&state, &key).await?;
        Ok(([(header::CONTENT_TYPE, ATOM), (header::CACHE_CONTROL, "private, no-store")], xml))
    }

    /// The public feed's language.
    #[derive(Debug, Deserialize)]
    pub struct LangQuery {
        /// `es` (the default) or `en`.
        pub lang: Option<String>,
    }

    /// `GET /feeds/tables/{id}?lang=es|en`: a table's public feed (spectators' view).
    pub async fn public(
        State(state): State<AppState>,
        Path(id): Path<i64>,
        Query(q): Query<LangQuery>,
    ) -> Result<impl IntoResponse, AppError> {
        let xml = super::public(&state, TableId(id), q.lang.as_deref().unwrap_or("es")).await?;
        Ok(([(header::CONTENT_TYPE, ATOM)], xml))
    }

    /// `POST /api/tables/{id}/feed?lang=es|en`: a new feed link for the caller's seat.
    pub async fn issue(
        State(state): State<AppState>,
        caller: Caller,
        Path(id): Path<i64>,
        Query(q): Query<LangQuery>,
    ) -> Result<axum::Json<FeedLink>, AppError> {
        let lang = q.lang.as_deref().unwrap_or("es");
        Ok(axum::Json(super::issue(&state, &caller, TableId(id), lang).await?))
    }

    /// `DELETE /api/tables/{id}/feed`: ends the caller's seat's feed link.
    pub async fn revoke(
        State(state): State<AppState>,
        caller: Caller,
        Path(id): Path<i64>,
    ) -> Result<axum::http::StatusCode, AppError> {
        super::revoke(&state, &caller, TableId(id)).await?;
        Ok(axum::http::StatusCode::NO_CONTENT)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_are_rfc3339_in_utc() {
        assert_eq!(rfc3339(0), "1970-01-01T00:00:00Z");
        assert_eq!(rfc3339(1_795_693_347_000), "2026-11-26T11:42:27Z");
        assert_eq!(rfc3339(951_782_400_000), "2000-02-29T00:00:00Z");
        assert_eq!(rfc3339(-1), "1969-12-31T23:59:59Z");
        assert_eq!(rfc3339(i64::MAX), "9999-12-31T23:59:59Z", "no panic, no garbage");
    }

    #[test]
    fn xml_is_escaped_and_forbidden_characters_dropped() {
        assert_eq!(
            escape("<a href=\"x\">'&'</a>\u{1}"),
            "&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;"
        );
    }

    #[test]
    fn titles_are_the_first_line_cut_at_80_characters() {
        assert_eq!(title_of("\n  hello\nworld"), "hello");
        assert_eq!(title_of(&"x".repeat(90)).chars().count(), 81);
    }
}
