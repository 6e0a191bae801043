//! Mail: telling players by email that a table waits on them, that its wait runs out, or that
//! someone wrote to them; or, once a day, all of it.
//!
//! - Transport: `tablon serve --smtp URL --mail-from ADDRESS` ([`MailConfig`]); without it mail is
//!   off ([`enabled`] is false) and nothing is queued.
//! - Addresses: an account sets one ([`set_address`]), or a player holding a seat by its link only
//!   sets one for that seat; it gets only the confirmation mail until its link is followed
//!   ([`confirm`]). An address mail cannot reach is refused, and one address gets at most
//!   [`CONFIRMATIONS_PER_DAY`] confirmation mails a day, whoever asks. A player without an account
//!   who confirmed one at a seat is offered it at each other seat their browser holds by its link
//!   ([`TableMailSettings::offers`]); taken ([`adopt`]), it serves that seat too, with no new
//!   confirmation. Offered, never taken on the player's behalf, and only to the browser holding
//!   both seats.
//! - Kinds ([`MailKind`]): "your move" and "addressed to you" (worked out from what was
//!   committed, held and gathered by [`crate::pacing`]), "deadline" ([`deadline`], when
//!   [`crate::deadlines::mail_deadlines`] finds a maximum wait about to run out), and the daily
//!   digest ([`digests`]) that, when chosen, stands in for the
//!   others; each on or off per address, everywhere or at one table ([`set_kind`],
//!   [`set_table_kind`]); seats are named as the table names them ([`SeatWords`]). Every mail carries a one-click unsubscribe link (RFC 8058,
//!   `List-Unsubscribe` and `List-Unsubscribe-Post`) that turns its kind off without signing in
//!   ([`unsubscribe`]).
//! - Sending: a mail is written when it is queued, in the reader's language, by the
//!   [`MailWriter`] the pages install (the words live in their Fluent files), and goes through the
//!   durable outbox ([`crate::outbox`]) as a delivery to `mailto:`: a crash loses none, a claim's
//!   lease keeps two processes from sending one twice, failures are retried with backoff, and the
//!   command that caused it never waits for SMTP. Subjects people's words reach are never read as
//!   encoded words or headers ([`Subject`]).
//! - Secrets: a mail is written from its reader's seat: the events it tells are redacted for that
//!   seat ([`games::AnyEvents::redact`]), a whisper is mailed only to the seat it is addressed to.
//!   Addresses, SMTP credentials and mail bodies are never logged.

use std::str::FromStr;
use std::sync::Arc;

use engine::{SeatId, Viewer};
use games::GameKind;
use lettre::message::{Body, Mailbox, header};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};
use serde_json::json;
use serde_json::value::RawValue;
use store::{
    Delivery, MailAddress, MailOwner, NewDelivery, NewMailAddress, Store, StoreError, TableId, TokenHash,
    new_token,
};

use crate::auth::Caller;
use crate::idempotency::Once;
use crate::{AppError, AppState};

/// The outbox URL of a mail delivery (the address itself is in the payload, never in a log).
pub const MAIL_URL: &str = "mailto:";

/// Where mail is sent through, checked when the server starts.
#[derive(Clone)]
pub struct MailConfig {
    /// The URL in the form lettre reads (`smtp+starttls://` becomes `smtp://…?tls=required`).
    url: String,
    /// The sender.
    from: Mailbox,
}

impl std::fmt::Debug for MailConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // The URL may carry a password.
        f.debug_struct("MailConfig").field("from", &self.from.to_string()).finish_non_exhaustive()
    }
}

impl MailConfig {
    /// Checks `--smtp` (`smtp://`, `smtps://` or `smtp+starttls://`, with an optional
    /// `user:password@`, a host and a port) and `--mail-from` (an address, optionally with a name:
    /// `Tablón <tablon@example.org>`). The error says what is allowed, without the password.
    pub fn new(smtp: &str, from: &str) -> Result<MailConfig, MailConfigError> {
        let (scheme, rest) = smtp.split_once("://").ok_or(MailConfigError::NotAUrl)?;
        let url = match scheme {
            "smtp" | "smtps" => format!("{scheme}://{rest}"),
            "smtp+starttls" => {
                let joiner = if rest.contains('?') { '&' } else { '?' };
                format!("smtp://{rest}{joiner}tls=required")
            }
            other => return Err(MailConfigError::Scheme(other.to_owned())),
        };
        let host = rest.rsplit('@').next().unwrap_or("").split(['/', '?', ':']).next().unwrap_or("");
        if host.is_empty() {
            return Err(MailConfigError::NoHost);
        }
        AsyncSmtpTransport::<Tokio1Executor>::from_url(&url).map_err(|_| MailConfigError::InvalidUrl)?;
        let from = Mailbox::from_str(from.trim()).map_err(|_| MailConfigError::From(from.to_owned()))?;
        Ok(MailConfig { url, from })
    }
}

/// Why `--smtp` or `--mail-from` cannot be used. Its text says what is allowed, and never holds
/// the URL (which may carry a password).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MailConfigError {
    /// `--smtp` is not a URL.
    #[error(
        "--smtp must be a URL: smtp://HOST:PORT, smtps://HOST:PORT or smtp+starttls://HOST:PORT, \
         with an optional USER:PASSWORD@ before the host"
    )]
    NotAUrl,
    /// `--smtp` has another scheme than the three allowed.
    #[error(
        "--smtp has the scheme {0:?}: use smtp:// (no encryption, a local relay), \
         smtps:// (implicit TLS, port 465) or smtp+starttls:// (STARTTLS, port 587)"
    )]
    Scheme(String),
    /// `--smtp` names no host.
    #[error("--smtp names no host: smtp://HOST:PORT")]
    NoHost,
    /// lettre cannot read `--smtp`.
    #[error("--smtp is not a valid SMTP URL (percent-encode special characters in the user and password)")]
    InvalidUrl,
    /// `--mail-from` is not an address.
    #[error("--mail-from {0:?} is not an address: use tablon@example.org or \"Tablón <tablon@example.org>\"")]
    From(String),
}

/// Why one mail was not sent, by kind only: never the recipient's address, nor the SMTP server's
/// words (which may quote it). Its text is what the outbox records for the delivery.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SendError {
    /// The queued payload does not read as a mail (a bug or a hand-edited row).
    #[error("broken mail payload")]
    BrokenPayload,
    /// The recipient is not an address.
    #[error("invalid recipient")]
    Recipient,
    /// The body could not be encoded.
    #[error("the mail could not be encoded")]
    Encoding,
    /// The message could not be built.
    #[error("the mail could not be built")]
    Building,
    /// The SMTP server did not answer in time.
    #[error("timed out")]
    Timeout,
    /// The SMTP server refused the mail for good, with this status.
    #[error("refused permanently ({0})")]
    Permanent(u16),
    /// The SMTP server refused the mail for now, with this status.
    #[error("refused for now ({0})")]
    Transient(u16),
    /// TLS with the SMTP server failed.
    #[error("TLS failed")]
    Tls,
    /// No connection, or it broke.
    #[error("could not connect or the connection broke")]
    Connection,
}

/// Sends mail deliveries over SMTP.
#[derive(Clone)]
pub struct Mailer {
    transport: AsyncSmtpTransport<Tokio1Executor>,
    from: Mailbox,
}

impl Mailer {
    /// A mailer for `config`, each attempt bounded by `timeout`.
    pub fn new(config: &MailConfig, timeout: std::time::Duration) -> Result<Mailer, MailConfigError> {
        // lettre is built without a crypto provider of its own choosing; ring is ours.
        let _ = rustls::crypto::ring::default_provider().install_default();
        let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(&config.url)
            .map_err(|_| MailConfigError::InvalidUrl)?
            .timeout(Some(timeout))
            .build();
        Ok(Mailer { transport, from: config.from.clone() })
    }

    /// Sends one mail delivery. `Err` describes the failure by kind, without the address.
    pub(crate) async fn send(&self, d: &Delivery) -> Result<(), SendError> {
        let payload: Queued =
            serde_json::from_value(d.payload.clone()).map_err(|_| SendError::BrokenPayload)?;
        let to = Mailbox::from_str(&payload.to).map_err(|_| SendError::Recipient)?;
        let host = self.from.email.domain().to_owned();
        let mut message = Message::builder()
            .from(self.from.clone())
            .to(to)
            .header(Subject(payload.subject))
            // One Message-ID per delivery: were a crash to come between the server's 250 and the
            // delivery's mark, the resend would be the same message to the receiving side.
            .message_id(Some(format!("<delivery-{}-{}@{host}>", d.id.0, d.created_at)))
            .header(header::ContentType::TEXT_PLAIN)
            .header(AutoSubmitted);
        if let Some(link) = &payload.unsubscribe {
            message = message.header(ListUnsubscribe(format!("<{link}>"))).header(ListUnsubscribePost);
        }
        // Quoted-printable always: readable in the raw, and safe for any server (no 8BITMIME needed).
        let body = Body::new_with_encoding(payload.text, header::ContentTransferEncoding::QuotedPrintable)
            .map_err(|_| SendError::Encoding)?;
        let message = message.body(body).map_err(|_| SendError::Building)?;
        self.transport.send(message).await.map(|_| ()).map_err(|e| describe(&e))
    }
}

/// An SMTP error by kind only (its `Display` may quote the server, which may quote the address).
fn describe(e: &lettre::transport::smtp::Error) -> SendError {
    if e.is_timeout() {
        SendError::Timeout
    } else if e.is_permanent() {
        SendError::Permanent(e.status().map_or(0, u16::from))
    } else if e.is_transient() {
        SendError::Transient(e.status().map_or(0, u16::from))
    } else if e.is_tls() {
        SendError::Tls
    } else {
        SendError::Connection
    }
}

macro_rules! text_header {
    ($(#[$doc:meta])* $name:ident, $header:literal) => {
        $(#[$doc])*
        #[derive(Clone)]
        struct $name(String);

        impl header::Header for $name {
            fn name() -> header::HeaderName {
                header::HeaderName::new_from_ascii_str($header)
            }
            fn parse(s: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
                Ok($name(s.to_owned()))
            }
            fn display(&self) -> header::HeaderValue {
                header::HeaderValue::new(Self::name(), self.0.clone())
            }
        }
    };
}

text_header!(
    /// `List-Unsubscribe: <URL>` (RFC 2369).
    ListUnsubscribe,
    "List-Unsubscribe"
);

/// `Subject:` whose words people wrote (table titles, seat names) are never read as anything
/// but text: a subject holding `=?` (what begins an RFC 2047 encoded word, which mail readers
/// decode, line breaks included) is sent wholly encoded, so it reads exactly as written. Others go
/// as lettre writes them (encoded where not ASCII; line breaks always encoded).
#[derive(Clone)]
struct Subject(String);

impl header::Header for Subject {
    fn name() -> header::HeaderName {
        header::HeaderName::new_from_ascii_str("Subject")
    }
    fn parse(s: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(Subject(s.to_owned()))
    }
    fn display(&self) -> header::HeaderValue {
        if !self.0.contains("=?") {
            return header::HeaderValue::new(Self::name(), self.0.clone());
        }
        header::HeaderValue::dangerous_new_pre_encoded(Self::name(), self.0.clone(), encoded_words(&self.0))
    }
}

/// `text` as RFC 2047 encoded words (`=?utf-8?b?…?=`, base64 of at most 45 bytes each, cut at
/// character boundaries, so each word stays within 75 characters), folded one a line.
fn encoded_words(text: &str) -> String {
    let mut words = Vec::new();
    let mut chunk = String::new();
    for c in text.chars() {
        if chunk.len() + c.len_utf8() > 45 {
            words.push(format!("=?utf-8?b?{}?=", base64(chunk.as_bytes())));
            chunk.clear();
        }
        chunk.push(c);
    }
    if !chunk.is_empty() || words.is_empty() {
        words.push(format!("=?utf-8?b?{}?=", base64(chunk.as_bytes())));
    }
    words.join("\r\n ")
}

/// Standard base64 with padding (RFC 4648).
fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for group in bytes.chunks(3) {
        let n = group.iter().enumerate().fold(0u32, |n, (i, b)| n | u32::from(*b) << (16 - 8 * i));
        for i in 0..4 {
            if i <= group.len() {
                out.push(char::from(ALPHABET[(n >> (18 - 6 * i) & 63) as usize]));
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058): the mail client may POST to the
/// unsubscribe URL itself.
#[derive(Clone)]
struct ListUnsubscribePost;

impl header::Header for ListUnsubscribePost {
    fn name() -> header::HeaderName {
        header::HeaderName::new_from_ascii_str("List-Unsubscribe-Post")
    }
    fn parse(_: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(ListUnsubscribePost)
    }
    fn display(&self) -> header::HeaderValue {
        header::HeaderValue::new(Self::name(), "List-Unsubscribe=One-Click".to_owned())
    }
}

/// `Auto-Submitted: auto-generated` (RFC 3834): no vacation replies to these.
#[derive(Clone)]
struct AutoSubmitted;

impl header::Header for AutoSubmitted {
    fn name() -> header::HeaderName {
        header::HeaderName::new_from_ascii_str("Auto-Submitted")
    }
    fn parse(_: &str) -> Result<Self, Box<dyn std::error::Error + Send + Sync>> {
        Ok(AutoSubmitted)
    }
    fn display(&self) -> header::HeaderValue {
        header::HeaderValue::new(Self::name(), "auto-generated".to_owned())
    }
}

/// A mail as the outbox keeps it: written, addressed, waiting to be sent.
#[derive(Serialize, Deserialize)]
struct Queued {
    to: String,
    subject: String,
    text: String,
    unsubscribe: Option<String>,
}

/// The kinds of mail a player turns on or off.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum MailKind {
    /// A table started waiting on one of your seats (one mail until you act).
    YourMove,
    /// The maximum wait of a table waiting on you is about to run out (one mail per move).
    Deadline,
    /// A post for one of your seats: a whisper to it, an `@`mention of it, a reply to it.
    Addressed,
    /// Instead of the others: one mail a day listing every table waiting on you and what changed.
    Digest,
}

impl MailKind {
    /// Every kind, in the settings' order.
    pub const ALL: [MailKind; 4] =
        [MailKind::YourMove, MailKind::Deadline, MailKind::Addressed, MailKind::Digest];

    /// Its stable code (`your-move`, `deadline`, `addressed`, `digest`): the store's and the
    /// unsubscribe link's.
    pub fn code(self) -> &'static str {
        match self {
            MailKind::YourMove => "your-move",
            MailKind::Deadline => "deadline",
            MailKind::Addressed => "addressed",
            MailKind::Digest => "digest",
        }
    }

    /// The kind with code `code`.
    pub fn from_code(code: &str) -> Option<MailKind> {
        MailKind::ALL.into_iter().find(|k| k.code() == code)
    }

    /// Whether an address gets it when it has not said: every kind but the digest, which is
    /// chosen (and then stands in for the others).
    pub fn default_on(self) -> bool {
        self != MailKind::Digest
    }
}

/// The error for an unknown kind's code.
fn unknown_kind(code: &str) -> AppError {
    AppError::bad(
        "mail.kind",
        format!("{code:?} is not a kind of mail: your-move, deadline, addressed or digest"),
    )
}

/// Whether `address` wants mail of `kind` about `table` now: that kind on, and, for the mails
/// about single events, the daily digest not chosen instead.
pub(crate) fn wants_now(address: &MailAddress, kind: MailKind, table: TableId) -> bool {
    address.wants(kind.code(), Some(table), kind.default_on())
        && !address.wants(MailKind::Digest.code(), Some(table), MailKind::Digest.default_on())
}

/// A seat as a mail names it: its holder's name beside its part in the game, the part put in the
/// reader's words by the writer (players see names, never seat numbers).
#[derive(Clone, Debug)]
pub struct SeatWords {
    /// The seat as the game describes it (its part), when the game has it.
    pub info: Option<engine::SeatInfo>,
    /// The name its holder chose, if any.
    pub display: Option<String>,
    /// Both in the game's own words ("Ana · Mastermind"), for a writer without words of its own.
    pub label: String,
    /// The gender its holder chose for the words about it, if any ("Directora").
    pub gender: Option<crate::names::Gender>,
}

impl SeatWords {
    /// `seat` at a table whose game describes its seats as `infos` and whose names are `names`.
    pub fn of(names: &crate::names::Names, infos: &[engine::SeatInfo], seat: SeatId) -> SeatWords {
        SeatWords {
            info: infos.iter().find(|i| i.seat == seat).cloned(),
            display: names.get(seat).and_then(|n| n.display.clone()),
            label: names.label(seat),
            gender: names.get(seat).and_then(|n| n.gender),
        }
    }
}

/// One table in a daily digest, as its reader's seat sees it.
#[derive(Debug)]
pub struct DigestTable {
    /// The table's game.
    pub game: GameKind,
    /// The table's title.
    pub title: String,
    /// The reader's seat as people know it at the table.
    pub seat: SeatWords,
    /// Whether the table waits on the reader.
    pub waiting: bool,
    /// With a maximum wait and the table waiting on the reader: seconds left (negative: overdue).
    pub deadline_left_secs: Option<i64>,
    /// Every seat's names, to tell the events with.
    pub names: crate::names::Names,
    /// What happened since the last digest, redacted for the reader's seat, oldest first: the
    /// newest [`DIGEST_EVENTS`] at most.
    pub events: Vec<Box<RawValue>>,
    /// How many earlier events of that time were left out.
    pub earlier: usize,
    /// The reader's whole log before `events`, redacted for the reader's seat: what a line may
    /// need from earlier in the story (the name a Fragmentos character entered with).
    pub before: Vec<Box<RawValue>>,
    /// Posts the reader's seat may read written since the last digest by others.
    pub posts: usize,
    /// The table, opened as the reader.
    pub link: String,
}

/// What a mail is about, before it is put into words.
#[derive(Debug)]
pub enum Letter<'a> {
    /// Follow `link` to confirm this address.
    Confirm {
        /// The confirmation link.
        link: &'a str,
    },
    /// The tables this address gets mail about, each with its seat's link ("send me my tables").
    YourTables {
        /// `(title, link)` of each, the link opening the reader's seat on any device.
        tables: &'a [(String, String)],
    },
    /// A table started waiting on the reader.
    YourMove {
        /// The table's game.
        game: GameKind,
        /// The table's title.
        table: &'a str,
        /// The reader's seat as people know it at the table (its name beside its part).
        seat: &'a SeatWords,
        /// Every seat's names, to tell the events with.
        names: &'a crate::names::Names,
        /// What just happened, redacted for the reader's seat, oldest first.
        events: &'a [Box<RawValue>],
        /// The reader's log up to now (`events` included), redacted for the reader's seat: what
        /// a line may need from earlier in the story (the name a Fragmentos character entered
        /// with).
        story: &'a [Box<RawValue>],
        /// The table, opened as the reader.
        link: &'a str,
    },
    /// The maximum wait of a table waiting on the reader is about to run out (or ran out).
    Deadline {
        /// The table's title.
        table: &'a str,
        /// The reader's seat as people know it at the table.
        seat: &'a SeatWords,
        /// Seconds left (negative: overdue by that much).
        left_secs: i64,
        /// The table, opened as the reader.
        link: &'a str,
    },
    /// The daily digest: every table of the reader's that waits on them or changed.
    Digest {
        /// Those tables, the ones waiting on the reader first.
        tables: &'a [DigestTable],
    },
    /// Someone wrote to the reader: whispered, or named or answered them in a thread; several
    /// such posts within the hold come in one mail.
    Addressed {
        /// The table's title.
        table: &'a str,
        /// Every seat's names.
        names: &'a crate::names::Names,
        /// What was written to the reader, oldest first (at least one).
        notes: &'a [Note<'a>],
        /// The table, opened as the reader.
        link: &'a str,
    },
}

/// One post an "addressed to you" mail tells.
#[derive(Clone, Copy, Debug)]
pub struct Note<'a> {
    /// Whether it is a whisper (else a mention or a reply).
    pub whisper: bool,
    /// The seat that wrote, named from the letter's `names` (its part in the reader's words).
    pub author_seat: Option<SeatId>,
    /// Who wrote, as the API names them: the fallback for a post written without a seat.
    pub author: &'a str,
    /// What they wrote (Markdown source).
    pub body: &'a str,
    /// How many images the post shows (the mail says so; they are seen at the table).
    pub images: usize,
}

/// A mail put into words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Written {
    /// Its subject.
    pub subject: String,
    /// Its plain-text body (the unsubscribe line included).
    pub text: String,
}

/// Puts a [`Letter`] into words in a language (`es`, `en`); the pages' Fluent files hold them.
pub trait MailWriter: Send + Sync + 'static {
    /// The mail. `unsubscribe` is the link that turns this kind of mail off (none for the
    /// confirmation).
    fn write(&self, lang: &str, letter: &Letter<'_>, unsubscribe: Option<&str>) -> Written;

    /// One event (already redacted for its reader) told in plain words, as the story thread tells
    /// it; `None` when the game has no words for it. The feeds ([`crate::feeds`]) tell events
    /// with it too.
    fn event_text(
        &self,
        _lang: &str,
        _game: GameKind,
        _names: &crate::names::Names,
        _event: &RawValue,
    ) -> Option<String> {
        None
    }

    /// Events (`told`, already redacted for their reader) told like [`MailWriter::event_text`],
    /// each named as the reader knows things from `story` (the reader's redacted log; learning
    /// from all of it is safe: it is what the reader may see). One answer per event of `told`.
    fn events_text(
        &self,
        lang: &str,
        game: GameKind,
        names: &crate::names::Names,
        _story: &[&RawValue],
        told: &[&RawValue],
    ) -> Vec<Option<String>> {
        told.iter().map(|e| self.event_text(lang, game, names, e)).collect()
    }

    /// What a feed or mail says about a post besides its text ([`PostNote`]), in `lang`. Without
    /// the pages' words, symbols only.
    fn post_note(&self, _lang: &str, note: &PostNote<'_>) -> String {
        note.symbols()
    }
}

impl PostNote<'_> {
    /// The note in symbols, where no words are installed.
    pub fn symbols(&self) -> String {
        match self {
            PostNote::Spoiler => "…".to_owned(),
            PostNote::Whisper { to } => format!("→ {to}"),
            PostNote::Reply { author, excerpt } => format!("↩ {author}: {excerpt}"),
            PostNote::Roll { label, dice, faces, total } => match total {
                Some(t) => format!("🎲 {label}: {dice} → {faces} = {t}"),
                None => format!("🎲 {label}: {dice} → {faces}"),
            },
        }
    }
}

/// What a feed or a mail says about a post besides its text ([`MailWriter::post_note`]).
#[derive(Clone, Copy, Debug)]
pub enum PostNote<'a> {
    /// The word a spoiler's text is hidden behind where a post is previewed.
    Spoiler,
    /// The post is a whisper to these seats (their labels, joined).
    Whisper {
        /// Whom to.
        to: &'a str,
    },
    /// The post replies to another the reader may read.
    Reply {
        /// The replied post's author.
        author: &'a str,
        /// Its first words, as text.
        excerpt: &'a str,
    },
    /// The roll of the post's dice box.
    Roll {
        /// What it is for, in its writer's words.
        label: &'a str,
        /// The notation thrown ("2d6+1").
        dice: &'a str,
        /// The faces ("4 · 3").
        faces: &'a str,
        /// The notation's total.
        total: Option<i64>,
    },
}

/// Whether mail is on: an SMTP server was given and the pages installed their writer.
pub fn enabled(state: &AppState) -> bool {
    state.config().mail.is_some() && state.inner.mail_writer.get().is_some()
}

/// Installs the writer of mails (once; later calls change nothing).
pub fn install_writer(state: &AppState, writer: Arc<dyn MailWriter>) {
    let _ = state.inner.mail_writer.set(writer);
}

/// Whom a mail is written to: an address, set or about to be.
pub(crate) struct Recipient<'a> {
    address: &'a str,
    lang: &'a str,
    unsubscribe_key: &'a str,
}

impl<'a> From<&'a MailAddress> for Recipient<'a> {
    fn from(a: &'a MailAddress) -> Recipient<'a> {
        Recipient { address: &a.address, lang: &a.lang, unsubscribe_key: &a.unsubscribe_key }
    }
}

impl<'a> From<&'a NewMailAddress> for Recipient<'a> {
    fn from(a: &'a NewMailAddress) -> Recipient<'a> {
        Recipient { address: &a.address, lang: &a.lang, unsubscribe_key: &a.unsubscribe_key }
    }
}

/// Writes `letter` to `address` in its language, as the outbox delivery that sends it (`None`
/// when mail is off).
pub(crate) fn write(
    state: &AppState,
    address: Recipient<'_>,
    kind: Option<MailKind>,
    table: Option<TableId>,
    letter: &Letter<'_>,
) -> Result<Option<NewDelivery>, AppError> {
    let (Some(_), Some(writer)) = (&state.config().mail, state.inner.mail_writer.get()) else {
        return Ok(None);
    };
    let unsubscribe = kind.map(|k| {
        format!("{}/mail/unsubscribe/{}/{}", state.config().public_url, address.unsubscribe_key, k.code())
    });
    let written = writer.write(address.lang, letter, unsubscribe.as_deref());
    let queued =
        Queued { to: address.address.to_owned(), subject: written.subject, text: written.text, unsubscribe };
    Ok(Some(NewDelivery {
        table,
        url: MAIL_URL.to_owned(),
        payload: serde_json::to_value(&queued).map_err(|e| AppError::internal("mail payload", &e))?,
        not_before: state.now_ms(),
    }))
}

/// Writes `letter` to `address` in its language and queues it (once per `key`, when given).
/// Nothing is queued when mail is off.
async fn queue(
    state: &AppState,
    address: &MailAddress,
    kind: Option<MailKind>,
    table: Option<TableId>,
    letter: &Letter<'_>,
    key: Option<&str>,
) -> Result<(), AppError> {
    let Some(delivery) = write(state, address.into(), kind, table, letter)? else { return Ok(()) };
    match key {
        Some(key) => {
            state.db().enqueue_delivery_once(&delivery, key).await?;
        }
        None => {
            state.db().enqueue_delivery(&delivery).await?;
        }
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Addresses and settings

/// `PUT /api/me/mail`: an address for the caller's account, or (`table` and `seat`) for a seat the
/// caller holds by its link only.
#[derive(Debug, Deserialize, Serialize, JsonSchema)]
pub struct AddressRequest {
    /// The address.
    pub address: String,
    /// The language of its mails (`es` or `en`).
    pub lang: String,
    /// With `seat`: the table of a seat held by its link only.
    #[serde(default)]
    pub table: Option<i64>,
    /// With `table`: that seat.
    #[serde(default)]
    pub seat: Option<u8>,
}

/// An owner's mail settings.
#[derive(Debug, Serialize, JsonSchema)]
pub struct MailSettings {
    /// Whether this server sends mail at all.
    pub enabled: bool,
    /// The address, if one is set.
    pub address: Option<String>,
    /// Whether its confirmation link was followed.
    pub confirmed: bool,
    /// Each kind and whether it is on (everywhere).
    pub kinds: Vec<KindSetting>,
}

/// One kind of mail, on or off.
#[derive(Debug, Serialize, JsonSchema)]
pub struct KindSetting {
    /// The kind.
    pub kind: MailKind,
    /// Whether it is sent.
    pub on: bool,
}

/// Whose address a caller means: their account, or a seat they hold by its link at `table`.
async fn owner_of(
    state: &AppState,
    caller: &Caller,
    seat_at: Option<(i64, u8)>,
) -> Result<MailOwner, AppError> {
    match seat_at {
        None => Ok(MailOwner::User(caller.require_user()?)),
        Some((table, seat)) => {
            let table = TableId(table);
            match caller.seat_at(state, table).await? {
                Some(held) if held.seat == SeatId(seat) => Ok(MailOwner::Seat(table, held.seat)),
                _ => Err(AppError::forbidden("mail.not_your_seat", "you hold no such seat by its link")),
            }
        }
    }
}

fn settings_of(state: &AppState, address: Option<&MailAddress>) -> MailSettings {
    MailSettings {
        enabled: enabled(state),
        address: address.map(|a| a.address.clone()),
        confirmed: address.is_some_and(|a| a.confirmed_at.is_some()),
        kinds: MailKind::ALL
            .into_iter()
            .map(|kind| KindSetting {
                kind,
                on: address.is_none_or(|a| a.wants(kind.code(), None, kind.default_on())),
            })
            .collect(),
    }
}

async fn address_of(state: &AppState, owner: MailOwner) -> Result<Option<MailAddress>, AppError> {
    match state.db().mail_address(owner).await {
        Ok(a) => Ok(Some(a)),
        Err(StoreError::NotFound(_)) => Ok(None),
        Err(e) => Err(e.into()),
    }
}

/// The mail settings of the caller's account, or of a seat they hold by its link.
pub async fn settings(
    state: &AppState,
    caller: &Caller,
    seat_at: Option<(i64, u8)>,
) -> Result<MailSettings, AppError> {
    let owner = owner_of(state, caller, seat_at).await?;
    Ok(settings_of(state, address_of(state, owner).await?.as_ref()))
}

/// The longest address accepted (RFC 5321's path limit).
const MAX_ADDRESS: usize = 254;

/// The most confirmation mails one address gets in [`CONFIRMATIONS_WINDOW_MS`], whoever asks
/// (accounts, seats and tables together).
pub const CONFIRMATIONS_PER_DAY: u32 = 3;

/// The window [`CONFIRMATIONS_PER_DAY`] counts in: a day.
const CONFIRMATIONS_WINDOW_MS: i64 = 24 * 3600 * 1000;

/// Top-level domains that never reach a mailbox on the Internet (RFC 2606, RFC 6761, RFC 6762).
const LOCAL_TLDS: [&str; 5] = ["localhost", "invalid", "local", "test", "internal"];

/// Whether mail can reach `domain`: a name on the Internet (at least two labels of letters, digits
/// and inner hyphens, the last not all digits and not a local-only name), never an IP literal in
/// brackets nor a bare address.
fn deliverable_domain(domain: &str) -> bool {
    let labels: Vec<&str> = domain.split('.').collect();
    let label_ok = |l: &&str| {
        !l.is_empty()
            && l.len() <= 63
            && !l.starts_with('-')
            && !l.ends_with('-')
            && l.chars().all(|c| c.is_alphanumeric() || c == '-')
    };
    let Some(tld) = labels.last() else { return false };
    labels.len() >= 2
        && labels.iter().all(label_ok)
        && !tld.chars().all(|c| c.is_ascii_digit())
        && !LOCAL_TLDS.contains(&tld.to_lowercase().as_str())
}

/// Checks an address: one mailbox, `name@domain`, at most 254 characters, with a domain mail can
/// reach ([`deliverable_domain`]).
fn check_address(address: &str) -> Result<String, AppError> {
    let address = address.trim();
    let bad = || {
        AppError::bad(
            "mail.address",
            format!(
                "{address:?} is not a mail address: write one like ana@example.org (at most {MAX_ADDRESS} characters)"
            ),
        )
    };
    if address.is_empty()
        || address.len() > MAX_ADDRESS
        || address.chars().any(|c| c.is_whitespace() || c.is_control())
    {
        return Err(bad());
    }
    let parsed = lettre::Address::from_str(address).map_err(|_| bad())?;
    if !deliverable_domain(parsed.domain()) {
        return Err(AppError::bad(
            "mail.undeliverable",
            format!(
                "mail cannot reach {address:?}: its domain must be a name on the Internet, like \
                 ana@example.org (no IP address in brackets, no local name)"
            ),
        ));
    }
    Ok(address.to_owned())
}

fn check_lang(lang: &str) -> Result<&'static str, AppError> {
    match lang {
        "es" => Ok("es"),
        "en" => Ok("en"),
        _ => {
            Err(AppError::bad("mail.lang", format!("{lang:?} is not a language of Tablón's mail: es or en")))
        }
    }
}

/// Sets the address and mails its confirmation link (unless it is the confirmed address already).
/// Refused with `mail.off` when this server sends no mail.
pub async fn set_address(
    state: &AppState,
    caller: &Caller,
    req: AddressRequest,
) -> Result<MailSettings, AppError> {
    let seat_at = match (req.table, req.seat) {
        (Some(t), Some(s)) => Some((t, s)),
        (None, None) => None,
        _ => {
            return Err(AppError::bad(
                "mail.seat",
                "give both table and seat, or neither (for your account)",
            ));
        }
    };
    let owner = owner_of(state, caller, seat_at).await?;
    if !enabled(state) {
        return Err(AppError::forbidden(
            "mail.off",
            "this server sends no mail (it was started without --smtp)",
        ));
    }
    // Sent twice under one key (a double click, a dropped connection), the address is set and
    // mailed once: a second link would end the first, already in the mailbox.
    let writer = match owner {
        MailOwner::User(user) => format!("user:{}", user.0),
        MailOwner::Seat(table, seat) => caller.writer(Some(seat), table),
    };
    let once = Once::new(caller.idempotency_key.as_deref(), writer, "mail address", &req);
    let again = || async { Ok(settings_of(state, address_of(state, owner).await?.as_ref())) };
    if let Some(once) = &once
        && once.earlier(state).await?.is_some()
    {
        return again().await;
    }
    let address = check_address(&req.address)?;
    let lang = check_lang(&req.lang)?;
    // The confirmed address again (perhaps in another language) is mailed nothing.
    let confirmed =
        address_of(state, owner).await?.is_some_and(|a| a.confirmed_at.is_some() && a.address == address);
    // Whoever asks, an address gets a few confirmation mails a day at most; past them nothing
    // changes (its owner still has the mails already sent).
    let now = state.config().clock.unix_ms();
    let limited = match confirmed {
        true => None,
        false => {
            state
                .db()
                .record_confirmation(&address, now, CONFIRMATIONS_WINDOW_MS, CONFIRMATIONS_PER_DAY)
                .await?
        }
    };
    if let Some(next) = limited {
        return Err(AppError::MailLimited {
            most: CONFIRMATIONS_PER_DAY,
            retry_after_secs: u64::try_from((next - now).max(1000) / 1000).unwrap_or(1),
        });
    }
    let token = new_token();
    let mut new = NewMailAddress {
        owner,
        address,
        lang: lang.to_owned(),
        confirm: TokenHash::of(&token),
        unsubscribe_key: new_token(),
        confirmation: None,
        once: once.as_ref().map(|o| o.record(state, String::new())),
    };
    // Queued in the address's own transaction: an address set is mailed, whatever happens next.
    let link = format!("{}/mail/confirm/{token}", state.config().public_url);
    new.confirmation = write(state, (&new).into(), None, None, &Letter::Confirm { link: &link })?;
    match state.db().set_mail_address(&new).await {
        Err(StoreError::Duplicate(store::Entity::IdempotencyKey)) => again().await,
        set => Ok(settings_of(state, Some(&set?))),
    }
}

/// Removes the caller's address (or their link-held seat's): no more mail.
pub async fn remove_address(
    state: &AppState,
    caller: &Caller,
    seat_at: Option<(i64, u8)>,
) -> Result<MailSettings, AppError> {
    let owner = owner_of(state, caller, seat_at).await?;
    state.db().delete_mail_address(owner).await?;
    Ok(settings_of(state, None))
}

/// Follows a confirmation link: the address gets mail from now on. `mail.confirm` (404) when the
/// link is unknown or was used.
pub async fn confirm(state: &AppState, token: &str) -> Result<(), AppError> {
    match state.db().confirm_mail_address(&TokenHash::of(token), state.now_ms()).await {
        Ok(address) => {
            // The tables already waiting on it get their "your move", paced. The address is
            // confirmed whatever happens here (the link is used up): a failure is logged.
            if let Err(e) = crate::pacing::confirmed(state, &address, state.config().clock.unix_ms()).await {
                tracing::warn!(error = %e, "your move for a confirmed address failed");
            }
            Ok(())
        }
        Err(StoreError::NotFound(_)) => Err(AppError::NotFound("confirmation_link")),
        Err(e) => Err(e.into()),
    }
}

/// Turns a kind on or off for the caller's address, everywhere or (`table`) at one table.
pub async fn set_kind(
    state: &AppState,
    caller: &Caller,
    seat_at: Option<(i64, u8)>,
    kind: MailKind,
    table: Option<TableId>,
    on: bool,
) -> Result<MailSettings, AppError> {
    let owner = owner_of(state, caller, seat_at).await?;
    let Some(address) = address_of(state, owner).await? else {
        return Err(AppError::bad("mail.no_address", "set a mail address first"));
    };
    state.db().set_mail_kind(address.id, table, kind.code(), on).await?;
    let address = state.db().mail_address(owner).await?;
    Ok(settings_of(state, Some(&address)))
}

/// The mail settings of the caller's seat at one table (the page `/t/{id}/mail`).
#[derive(Debug, Serialize, JsonSchema)]
pub struct TableMailSettings {
    /// Whether this server sends mail at all.
    pub enabled: bool,
    /// The caller's seat.
    pub seat: SeatId,
    /// Whether the seat is held by its link only, so its mail goes to the seat's own address
    /// (set here); else to the account's (set on the account's mail page).
    pub seat_address: bool,
    /// The address its mail goes to, if one is set.
    pub address: Option<String>,
    /// Whether its confirmation link was followed.
    pub confirmed: bool,
    /// Each kind and whether it is on at this table.
    pub kinds: Vec<KindSetting>,
    /// While a seat held by its link only has no confirmed address: the addresses confirmed at
    /// other seats this browser holds by their links only, which it may use here too without a new
    /// confirmation ([`adopt`]). Only the browser holding both seats is told them.
    pub offers: Vec<AddressOffer>,
}

/// A confirmed address of another seat the caller holds by its link only, offered for the mail of
/// a seat they hold by its link only (a player without an account confirms one address, once).
#[derive(Clone, Debug, Serialize, JsonSchema)]
pub struct AddressOffer {
    /// The table of the seat whose confirmed address it is.
    #[schemars(with = "i64")]
    pub from: TableId,
    /// That table's title.
    pub title: String,
    /// The address.
    pub address: String,
}

/// The confirmed addresses of the seats other than at `table` that the caller holds by their
/// links only (their browser's seat cookies, or a bearer link), one per address: what a player
/// without an account already proved they read.
async fn confirmed_elsewhere(
    state: &AppState,
    caller: &Caller,
    table: TableId,
) -> Result<Vec<(store::SeatRecord, MailAddress)>, AppError> {
    let mut found: Vec<(store::SeatRecord, MailAddress)> = Vec::new();
    let mut seats = caller.link_seats(state).await?;
    seats.sort_by_key(|s| (s.table, s.seat));
    for seat in seats {
        // A seat an account holds is that account's, mailed at its address: not this browser's to
        // offer, even when the browser still has its link.
        if seat.table == table || seat.holder.is_some() {
            continue;
        }
        let Some(address) = address_of(state, MailOwner::Seat(seat.table, seat.seat)).await? else {
            continue;
        };
        let known = found.iter().any(|(_, a)| a.address.eq_ignore_ascii_case(&address.address));
        if address.confirmed_at.is_some() && !known {
            found.push((seat, address));
        }
    }
    // The browser's seats come in no fixed order (its cookies): the address confirmed first is
    // offered first.
    found.sort_by_key(|(seat, address)| (address.confirmed_at, seat.table, seat.seat));
    Ok(found)
}

/// What [`TableMailSettings::offers`] holds for the caller's link-only seat at `table`, whose own
/// address is `own`.
async fn offers(
    state: &AppState,
    caller: &Caller,
    table: TableId,
    own: Option<&MailAddress>,
) -> Result<Vec<AddressOffer>, AppError> {
    if !enabled(state) || own.is_some_and(|a| a.confirmed_at.is_some()) {
        return Ok(Vec::new());
    }
    let mut offers = Vec::new();
    for (seat, address) in confirmed_elsewhere(state, caller, table).await? {
        let title = state.db().table(seat.table).await?.title;
        offers.push(AddressOffer { from: seat.table, title, address: address.address });
    }
    Ok(offers)
}

/// The addresses the caller may use for the mail of the seat they just took at `table` by its
/// link, without an account ([`TableMailSettings::offers`] of that seat): the pages offer them
/// before the table opens. Empty for a seat an account takes, and when mail is off.
pub async fn offers_for_new_seat(
    state: &AppState,
    caller: &Caller,
    table: TableId,
    seat: SeatId,
) -> Result<Vec<AddressOffer>, AppError> {
    if caller.user.is_some() || !enabled(state) {
        return Ok(Vec::new());
    }
    let own = address_of(state, MailOwner::Seat(table, seat)).await?;
    offers(state, caller, table, own.as_ref()).await
}

/// The addresses offered to the caller for the mail of the seat they hold by its link only at
/// `table` ([`TableMailSettings::offers`]), however long ago they took it: the table page offers
/// them beside the seat's mail link. Empty for a seat an account holds, and when mail is off.
pub async fn offers_at(
    state: &AppState,
    caller: &Caller,
    table: TableId,
) -> Result<Vec<AddressOffer>, AppError> {
    if !enabled(state) {
        return Ok(Vec::new());
    }
    let Some(seat) = caller.seat_at(state, table).await?.filter(|s| s.holder.is_none()) else {
        return Ok(Vec::new());
    };
    let own = address_of(state, MailOwner::Seat(table, seat.seat)).await?;
    offers(state, caller, table, own.as_ref()).await
}

/// `POST /api/tables/{id}/mail/adopt`: use for this seat the address confirmed at the seat the
/// caller holds by its link at `from`.
#[derive(Debug, Deserialize, JsonSchema)]
pub struct AdoptRequest {
    /// The table of the other seat the caller holds by its link only, whose address is confirmed.
    pub from: i64,
    /// The language of this seat's mails (`es` or `en`); that seat's when absent.
    #[serde(default)]
    pub lang: Option<String>,
}

/// Sets the address of the caller's link-only seat at `table` to the one confirmed at their
/// link-only seat at `from`, confirmed at once: no confirmation mail, since the caller already
/// proved they read it, and this browser holds both seats. Only ever done when asked: the pages
/// offer it, never do it on their own. The same request again changes nothing.
pub async fn adopt(
    state: &AppState,
    caller: &Caller,
    table: TableId,
    req: AdoptRequest,
) -> Result<TableMailSettings, AppError> {
    let (owner, _) = table_owner(state, caller, table).await?;
    if !matches!(owner, MailOwner::Seat(..)) {
        return Err(AppError::bad(
            "mail.account_seat",
            "your account holds this seat: its mail goes to the account's address, set on the account's mail page",
        ));
    }
    if !enabled(state) {
        return Err(AppError::forbidden(
            "mail.off",
            "this server sends no mail (it was started without --smtp)",
        ));
    }
    let from = TableId(req.from);
    let Some((_, source)) =
        confirmed_elsewhere(state, caller, table).await?.into_iter().find(|(s, _)| s.table == from)
    else {
        return Err(AppError::bad(
            "mail.no_offer",
            format!(
                "you hold no seat by its link only at table {} with a confirmed mail address: set this seat's address instead",
                req.from
            ),
        ));
    };
    let lang = match &req.lang {
        Some(lang) => check_lang(lang)?,
        None => check_lang(&source.lang)?,
    };
    let own = address_of(state, owner).await?;
    if !own.is_some_and(|a| a.confirmed_at.is_some() && a.address == source.address && a.lang == lang) {
        let token = new_token();
        let new = NewMailAddress {
            owner,
            address: source.address.clone(),
            lang: lang.to_owned(),
            confirm: TokenHash::of(&token),
            unsubscribe_key: new_token(),
            confirmation: None,
            once: None,
        };
        let set = state.db().set_mail_address(&new).await?;
        if set.confirmed_at.is_none() {
            match state.db().confirm_mail_address(&TokenHash::of(&token), state.now_ms()).await {
                // As a confirmation link does: a table already waiting on the seat mails it (the
                // address serves whatever happens there: a failure is logged).
                Ok(address) => {
                    if let Err(e) =
                        crate::pacing::confirmed(state, &address, state.config().clock.unix_ms()).await
                    {
                        tracing::warn!(error = %e, "your move for an adopted address failed");
                    }
                }
                // Confirmed by a request sent at the same time: the same end.
                Err(StoreError::NotFound(_)) => {}
                Err(e) => return Err(e.into()),
            }
        }
    }
    table_settings(state, caller, table).await
}

/// Whose address gets the mail about the caller's seat at `table`: their account's when it holds
/// the seat, else the seat's own when they hold it by its link.
async fn table_owner(
    state: &AppState,
    caller: &Caller,
    table: TableId,
) -> Result<(MailOwner, SeatId), AppError> {
    let access = crate::play::access(state, caller, table).await?;
    let seat = access.require_seat()?;
    let record = state.db().seat(table, seat).await?;
    if let Some(user) = caller.user
        && record.holder == Some(user)
    {
        return Ok((MailOwner::User(user), seat));
    }
    match caller.seat_at(state, table).await? {
        Some(held) if held.seat == seat => Ok((MailOwner::Seat(table, seat), seat)),
        _ => Err(AppError::forbidden("mail.not_your_seat", "you hold no such seat by its link")),
    }
}

/// The mail settings of the caller's seat at `table`.
pub async fn table_settings(
    state: &AppState,
    caller: &Caller,
    table: TableId,
) -> Result<TableMailSettings, AppError> {
    let (owner, seat) = table_owner(state, caller, table).await?;
    let address = address_of(state, owner).await?;
    Ok(TableMailSettings {
        enabled: enabled(state),
        seat,
        seat_address: matches!(owner, MailOwner::Seat(..)),
        address: address.as_ref().map(|a| a.address.clone()),
        confirmed: address.as_ref().is_some_and(|a| a.confirmed_at.is_some()),
        kinds: MailKind::ALL
            .into_iter()
            .map(|kind| KindSetting {
                kind,
                on: address.as_ref().is_none_or(|a| a.wants(kind.code(), Some(table), kind.default_on())),
            })
            .collect(),
        offers: match owner {
            MailOwner::Seat(..) => offers(state, caller, table, address.as_ref()).await?,
            MailOwner::User(_) => Vec::new(),
        },
    })
}

/// Turns a kind on or off at `table` for the address that gets the caller's seat's mail there.
pub async fn set_table_kind(
    state: &AppState,
    caller: &Caller,
    table: TableId,
    kind: MailKind,
    on: bool,
) -> Result<TableMailSettings, AppError> {
    let (owner, _) = table_owner(state, caller, table).await?;
    let Some(address) = address_of(state, owner).await? else {
        return Err(AppError::bad("mail.no_address", "set a mail address first"));
    };
    state.db().set_mail_kind(address.id, Some(table), kind.code(), on).await?;
    table_settings(state, caller, table).await
}

/// Follows an unsubscribe link: mail of `kind` stops for its address, everywhere. No sign-in:
/// the link's key is the credential, and it can do nothing else.
pub async fn unsubscribe(state: &AppState, key: &str, kind: &str) -> Result<MailKind, AppError> {
    let kind = MailKind::from_code(kind).ok_or_else(|| unknown_kind(kind))?;
    let address = match state.db().mail_address_by_key(key).await {
        Ok(a) => a,
        Err(StoreError::NotFound(_)) => return Err(AppError::NotFound("unsubscribe_link")),
        Err(e) => return Err(e.into()),
    };
    state.db().set_mail_kind(address.id, None, kind.code(), false).await?;
    Ok(kind)
}

// ---------------------------------------------------------------------------------------------
// What is mailed

/// The confirmed address that gets mail about `seat` at `table`: its holder's account's, else the
/// seat's own (a player holding it by its link only).
pub(crate) async fn recipient(
    state: &AppState,
    table: TableId,
    seat: SeatId,
) -> Result<Option<MailAddress>, AppError> {
    let record = state.db().seat(table, seat).await?;
    let mut found = None;
    if let Some(user) = record.holder {
        found = address_of(state, MailOwner::User(user)).await?;
    }
    if found.is_none() {
        found = address_of(state, MailOwner::Seat(table, seat)).await?;
    }
    Ok(found.filter(|a| a.confirmed_at.is_some()))
}

/// Mails "deadline" to each seat in `waiting` at `table` (its log at `head`), whose maximum wait
/// runs out in `left_secs` (negative: ran out that long ago). One mail per seat and log head,
/// across server processes ([`crate::deadlines::mail_deadlines`] decides when).
pub async fn deadline(
    state: &AppState,
    table: TableId,
    head: u64,
    waiting: &[SeatId],
    left_secs: i64,
) -> Result<(), AppError> {
    if !enabled(state) || waiting.is_empty() {
        return Ok(());
    }
    let record = state.db().table(table).await?;
    let infos = crate::play::slot(state, table).await?.entry.lock().await.state.seats();
    let names = crate::names::Names::new(&infos, &state.db().seats(table).await?);
    for seat in waiting {
        let Some(address) = recipient(state, table, *seat).await? else { continue };
        let link = crate::entry::link(state, table, *seat).await?;
        if !wants_now(&address, MailKind::Deadline, table) {
            continue;
        }
        let label = SeatWords::of(&names, &infos, *seat);
        let letter = Letter::Deadline { table: &record.title, seat: &label, left_secs, link: &link };
        let key = format!("mail:deadline:{table}:{}:{head}", seat.0);
        queue(state, &address, Some(MailKind::Deadline), Some(table), &letter, Some(&key)).await?;
    }
    Ok(())
}

/// The most events a digest tells of one table (the newest).
pub const DIGEST_EVENTS: usize = 30;

/// A day, in milliseconds: how often a digest goes to an address at most.
pub const DIGEST_EVERY_MS: i64 = 24 * 3600 * 1000;

/// Queues the daily digest of every confirmed address that chose it and had none for a day
/// ([`DIGEST_EVERY_MS`]): the tables it gets mail about that wait on it or changed since its last
/// digest, each told as its seat sees it. An address with nothing to tell gets no mail that day.
/// One digest per address and day across server processes (the store records when each was
/// made). Answers how many were queued.
pub async fn digests(state: &AppState, now: i64) -> Result<usize, AppError> {
    if !enabled(state) {
        return Ok(0);
    }
    let mut queued = 0;
    for address in state.db().mail_addresses_wanting(MailKind::Digest.code()).await? {
        if address.digest_at.is_some_and(|at| now - at < DIGEST_EVERY_MS) {
            continue;
        }
        let since = address.digest_at.unwrap_or(now - DIGEST_EVERY_MS);
        let tables = digest_tables(state, &address, since, now).await?;
        if !tables.is_empty() {
            let key = format!("mail:digest:{}:{}", address.id.0, address.digest_at.unwrap_or(0));
            queue(
                state,
                &address,
                Some(MailKind::Digest),
                None,
                &Letter::Digest { tables: &tables },
                Some(&key),
            )
            .await?;
            queued += 1;
        }
        // After the mail is queued: a crash in between makes the next round write it again, under
        // the same key (so once).
        state.db().set_mail_digest_at(address.id, address.digest_at, now).await?;
    }
    Ok(queued)
}

/// The tables of a digest for `address`: the seats it gets mail about (its account's, or its
/// link-held seat) where it chose the digest, those waiting on it or changed in `(since, now]`.
async fn digest_tables(
    state: &AppState,
    address: &MailAddress,
    since: i64,
    now: i64,
) -> Result<Vec<DigestTable>, AppError> {
    let seats: Vec<(TableId, SeatId)> = match address.owner {
        MailOwner::User(user) => {
            state.db().seats_of_user(user).await?.into_iter().map(|s| (s.table, s.seat)).collect()
        }
        MailOwner::Seat(table, seat) => vec![(table, seat)],
    };
    let mut tables = Vec::new();
    for (table, seat) in seats {
        if !address.wants(MailKind::Digest.code(), Some(table), false) {
            continue;
        }
        // The seat's mail goes to this address (a link-held seat later kept in an account with
        // its own address is told there instead).
        if recipient(state, table, seat).await?.map(|a| a.id) != Some(address.id) {
            continue;
        }
        let slot = crate::play::slot(state, table).await?;
        let (head, waiting, infos) = {
            let mut e = slot.entry.lock().await;
            e.catch_up(state, table).await?;
            (e.head, e.state.waiting_on(), e.state.seats())
        };
        let record = &slot.record;
        let Ok(game) = GameKind::from_id(&record.game) else { continue };
        let (logged, _) = crate::play::redacted_events(state, game, table, 0, Viewer::Seat(seat)).await?;
        let (mut before, mut events): (Vec<_>, Vec<_>) =
            logged.into_iter().filter(|e| e.at <= now).partition(|e| e.at <= since);
        // A busy table's day is told by its end: the mail stays readable.
        let earlier = events.len().saturating_sub(DIGEST_EVENTS);
        before.extend(events.drain(..earlier));
        let before: Vec<Box<RawValue>> = before.into_iter().map(|e| e.event.0).collect();
        let events: Vec<Box<RawValue>> = events.into_iter().map(|e| e.event.0).collect();
        let query = store::PostQuery {
            thread: None,
            reader: store::Reader::Seat(seat),
            after: None,
            limit: 200,
            newest: true,
        };
        let posts = state
            .db()
            .posts(table, query)
            .await?
            .iter()
            .filter(|p| p.created_at > since && p.created_at <= now && p.author_seat != Some(seat))
            .count();
        let waiting_on_reader = waiting.contains(&seat);
        if !waiting_on_reader && events.is_empty() && posts == 0 {
            continue;
        }
        let deadline_left_secs = match record.options.max_wait_secs {
            Some(max) if waiting_on_reader => {
                Some(max - (now - crate::play::last_move_at(state, record, head).await?) / 1000)
            }
            _ => None,
        };
        let names = crate::names::Names::new(&infos, &state.db().seats(table).await?);
        tables.push(DigestTable {
            game,
            title: record.title.clone(),
            seat: SeatWords::of(&names, &infos, seat),
            waiting: waiting_on_reader,
            deadline_left_secs,
            names,
            events,
            earlier,
            before,
            posts,
            link: crate::entry::link(state, table, seat).await?,
        });
    }
    tables.sort_by_key(|t| !t.waiting);
    Ok(tables)
}

/// The routes that take no credentials: the one-click unsubscribe (RFC 8058's POST comes from the
/// mail client, with no cookie and no CSRF header; the key in the path is the credential).
pub mod http {
    use crate::path::Path;
    use axum::Json;
    use axum::extract::State;
    use axum::http::StatusCode;

    use super::*;

    /// `POST /mail/unsubscribe/{key}/{kind}`: turns that kind off (`{"unsubscribed": kind}`).
    pub async fn unsubscribe(
        State(state): State<AppState>,
        Path((key, kind)): Path<(String, String)>,
    ) -> Result<(StatusCode, Json<serde_json::Value>), AppError> {
        let kind = super::unsubscribe(&state, &key, &kind).await?;
        Ok((StatusCode::OK, Json(json!({ "unsubscribed": kind }))))
    }

    /// `GET /api/me/mail`.
    pub async fn settings(
        State(state): State<AppState>,
        caller: Caller,
    ) -> Result<Json<MailSettings>, AppError> {
        Ok(Json(super::settings(&state, &caller, None).await?))
    }

    /// `PUT /api/me/mail`.
    pub async fn set_address(
        State(state): State<AppState>,
        caller: Caller,
        Json(req): Json<AddressRequest>,
    ) -> Result<Json<MailSettings>, AppError> {
        Ok(Json(super::set_address(&state, &caller, req).await?))
    }

    /// `DELETE /api/me/mail`.
    pub async fn remove_address(
        State(state): State<AppState>,
        caller: Caller,
    ) -> Result<Json<MailSettings>, AppError> {
        Ok(Json(super::remove_address(&state, &caller, None).await?))
    }

    /// `POST /api/mail/confirm/{token}`.
    pub async fn confirm(
        State(state): State<AppState>,
        Path(token): Path<String>,
    ) -> Result<StatusCode, AppError> {
        super::confirm(&state, &token).await?;
        Ok(StatusCode::NO_CONTENT)
    }

    /// `PUT /api/me/mail/kinds/{kind}` with `{"on": bool, "table": id?}`.
    pub async fn set_kind(
        State(state): State<AppState>,
        caller: Caller,
        Path(kind): Path<String>,
        Json(req): Json<KindRequest>,
    ) -> Result<Json<MailSettings>, AppError> {
        let kind = MailKind::from_code(&kind).ok_or_else(|| unknown_kind(&kind))?;
        Ok(Json(super::set_kind(&state, &caller, None, kind, req.table.map(TableId), req.on).await?))
    }

    /// `GET /api/tables/{id}/mail`: the mail settings of the caller's seat at that table.
    pub async fn table_settings(
        State(state): State<AppState>,
        caller: Caller,
        Path(id): Path<i64>,
    ) -> Result<Json<TableMailSettings>, AppError> {
        Ok(Json(super::table_settings(&state, &caller, TableId(id)).await?))
    }

    /// `POST /api/tables/{id}/mail/adopt` with `{"from": table, "lang": "es"?}`: the address
    /// confirmed at the caller's link-only seat at `from` serves their seat here too.
    pub async fn adopt(
        State(state): State<AppState>,
        caller: Caller,
        Path(id): Path<i64>,
        Json(req): Json<AdoptRequest>,
    ) -> Result<Json<TableMailSettings>, AppError> {
        Ok(Json(super::adopt(&state, &caller, TableId(id), req).await?))
    }

    /// `PUT /api/tables/{id}/mail/kinds/{kind}` with `{"on": bool}`: that kind at that table, for
    /// the address of the caller's seat there (a link-only seat's own, else the account's).
    pub async fn set_table_kind(
        State(state): State<AppState>,
        caller: Caller,
        Path((id, kind)): Path<(i64, String)>,
        Json(req): Json<KindRequest>,
    ) -> Result<Json<TableMailSettings>, AppError> {
        let kind = MailKind::from_code(&kind).ok_or_else(|| unknown_kind(&kind))?;
        Ok(Json(super::set_table_kind(&state, &caller, TableId(id), kind, req.on).await?))
    }

    /// The body of `PUT /api/me/mail/kinds/{kind}`.
    #[derive(Debug, Deserialize, JsonSchema)]
    pub struct KindRequest {
        /// On or off.
        pub on: bool,
        /// Only at this table (everywhere when absent).
        #[serde(default)]
        pub table: Option<i64>,
    }
}

/// "Send me my tables": mails `address`, if it is a confirmed address here, the link of every
/// seat it gets mail for (an account's seats, a link-only seat's own), each opening the seat on
/// any device. At most one such mail an hour per address; nothing says whether the address is
/// known (the answer is the same), so it tells nobody who plays here.
pub async fn send_tables(state: &AppState, address: &str) -> Result<(), AppError> {
    if !enabled(state) {
        return Err(AppError::Conflict { code: "mail.off", message: "this server sends no mail".into() });
    }
    let address = address.trim();
    if address.is_empty() || address.len() > 254 || !address.contains('@') {
        return Err(AppError::bad("mail.address", "a mail address looks like name@example.org"));
    }
    let found = state.db().confirmed_mail_addresses(address).await?;
    let Some(first) = found.first() else { return Ok(()) };
    let mut tables: Vec<(String, String)> = Vec::new();
    for a in &found {
        let seats: Vec<(TableId, SeatId)> = match a.owner {
            MailOwner::User(user) => {
                state.db().seats_of_user(user).await?.into_iter().map(|s| (s.table, s.seat)).collect()
            }
            MailOwner::Seat(table, seat) => vec![(table, seat)],
        };
        for (table, seat) in seats {
            let title = state.db().table(table).await?.title;
            let link = crate::entry::link(state, table, seat).await?;
            if !tables.iter().any(|(_, l)| *l == link) {
                tables.push((title, link));
            }
        }
    }
    if tables.is_empty() {
        return Ok(());
    }
    let hour = state.now_ms() / 3_600_000;
    let key = format!("mail:your-tables:{}:{hour}", first.address.to_lowercase());
    queue(state, first, None, None, &Letter::YourTables { tables: &tables }, Some(&key)).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base64_is_rfc_4648() {
        for (raw, encoded) in [
            ("", ""),
            ("f", "Zg=="),
            ("fo", "Zm8="),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg=="),
            ("fooba", "Zm9vYmE="),
        ] {
            assert_eq!(base64(raw.as_bytes()), encoded);
        }
    }

    #[test]
    fn a_subject_that_looks_encoded_is_encoded_whole_and_stays_on_its_lines() {
        let evil = "Mesa: =?utf-8?q?a=0D=0AX-Injected:_yes?= te ha susurrado, y un título largo de verdad";
        let words = encoded_words(evil);
        assert!(words.lines().all(|l| l.trim_start().starts_with("=?utf-8?b?") && l.trim_end().len() <= 76));
        assert!(!words.contains("X-Injected"), "{words}");
        assert!(words.is_ascii());
        // A plain subject is left to lettre.
        assert_eq!(encoded_words("x"), "=?utf-8?b?eA==?=");
    }

    /// `--smtp` and `--mail-from` are refused by kind, each saying what is allowed and never
    /// showing the URL's password.
    #[test]
    fn a_bad_mail_configuration_is_refused_by_kind_without_its_password() {
        let from = "Tablón <tablon@example.org>";
        let refused = |smtp: &str, from: &str| MailConfig::new(smtp, from).unwrap_err();
        assert_eq!(refused("mail.example.org", from), MailConfigError::NotAUrl);
        let scheme = refused("ftp://ana:s3cret@mail.example.org:25", from);
        assert_eq!(scheme, MailConfigError::Scheme("ftp".into()));
        assert!(scheme.to_string().contains("smtp+starttls://") && !scheme.to_string().contains("s3cret"));
        assert_eq!(refused("smtp://ana:s3cret@:25", from), MailConfigError::NoHost);
        assert_eq!(
            refused("smtp://ana:s3cret@mail.example.org:25", "nobody"),
            MailConfigError::From("nobody".into())
        );
        for e in [MailConfigError::NotAUrl, MailConfigError::NoHost, MailConfigError::InvalidUrl] {
            assert!(e.to_string().starts_with("--smtp "), "{e}");
        }
        assert!(MailConfig::new("smtp+starttls://ana:s3cret@mail.example.org:587", from).is_ok());
    }

    /// What the outbox records of a failed mail: its kind and status, the same words as before the
    /// errors were typed (operators grep for them), never the address.
    #[test]
    fn a_failed_mail_is_recorded_by_kind() {
        assert_eq!(SendError::Permanent(550).to_string(), "refused permanently (550)");
        assert_eq!(SendError::Transient(451).to_string(), "refused for now (451)");
        assert_eq!(SendError::Timeout.to_string(), "timed out");
        assert_eq!(crate::outbox::Failure::Mail(SendError::Tls).to_string(), "TLS failed");
        assert_eq!(crate::outbox::Failure::MailOff.to_string(), "mail is off on this server (no --smtp)");
        assert_eq!(crate::outbox::Failure::Http(503).to_string(), "HTTP 503");
    }
}
