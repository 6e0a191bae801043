//! Each game's screens: the board and sheets its viewer may see, the forms of the actions it may
//! take now, the set-up form of a new table, its help page and the words of its events.
//!
//! One module per game, each exporting the same functions, and one `match` per function here: no
//! trait objects, the same shape as the `games` crate. A module draws from the viewer's *view*
//! (the game's own `view(state, viewer)`, which holds nothing the viewer may not see); the full
//! state reaches a module only to list the viewer's legal commands, and what it draws from them
//! must be derivable from the view (the pages' secrets test checks both).
//!
//! Action forms post to `/t/{id}/act` with a `form` field naming the form (so a refusal is shown
//! next to the form that caused it) and the game's fields; a module reads the fields into its
//! game's typed `Command`, and [`command`] writes it as the JSON the server reads. A form may
//! instead carry the whole command in a `command` field (a JSON value), which every game accepts.

pub mod forty_four;
pub mod fragmentos;
pub mod genrefuzzion;
pub mod tragedy_looper;

use engine::{Game, SeatId, SeatInfo, Viewer};
use games::{AnyState, GameKind};
use maud::{Markup, html};
use serde_json::value::RawValue;
use server::AppError;
use server::routes::{self, pages as route};
use store::TableId;

use crate::i18n::Lang;
use crate::page::{Fields, Page};

/// A command the rules refused, shown next to the form that sent it.
#[derive(Clone, Debug)]
pub struct Refusal {
    /// The `form` field of the refused form.
    pub form: String,
    /// The rule's message in the page's language.
    pub message: String,
    /// What the form sent: a refused form comes back as typed.
    pub sent: crate::page::Fields,
}

/// What a game's screen is drawn for.
pub struct Cx<'a> {
    /// The request (language, form token).
    pub page: &'a Page,
    /// The table.
    pub table: TableId,
    /// Whose eyes.
    pub viewer: Viewer,
    /// The game's seats and their names.
    pub seats: &'a [SeatInfo],
    /// The seats the game waits on.
    pub waiting_on: &'a [SeatId],
    /// The grammatical gender each seat's holder chose, where one did (the words about the seat
    /// agree with it: "la directora"); a seat not listed is named in a neutral form.
    pub genders: &'a [(SeatId, server::names::Gender)],
    /// The last refused command of this request, if any.
    pub refused: Option<&'a Refusal>,
    /// Whether a form has shown the refusal (else the panel shows it on top).
    pub refusal_shown: std::cell::Cell<bool>,
    /// The server's clock when the screen is drawn (Unix ms, `AppConfig::clock`): a form whose
    /// command carries the time offers what the rules allow at that time.
    pub now_ms: i64,
    /// The seats' portraits (their thumbnails' addresses), shown on the sheets of the characters
    /// they play.
    pub portraits: &'a [(SeatId, String)],
}

impl Cx<'_> {
    /// The language.
    pub fn lang(&self) -> Lang {
        self.page.lang
    }

    /// Shorthand for the language's text of `id`.
    pub fn t(&self, id: &str) -> String {
        self.page.lang.t(id)
    }

    /// The viewer's seat, if any.
    pub fn seat(&self) -> Option<SeatId> {
        match self.viewer {
            Viewer::Seat(s) => Some(s),
            Viewer::Spectator => None,
        }
    }

    /// The gender the holder of `seat` chose, if any.
    pub fn gender(&self, seat: SeatId) -> Option<server::names::Gender> {
        self.genders.iter().find(|(s, _)| *s == seat).map(|(_, g)| *g)
    }

    /// The language's text of `id` about the holder of `seat` (or their character): its words
    /// agree with the gender they chose ("lista", "la Directora"), neutral when none.
    pub fn t_about(&self, id: &str, seat: SeatId) -> String {
        self.page.lang.t_args(id, &[("gender", gender_arg(self.gender(seat)))])
    }

    /// Whether the game waits on the viewer.
    pub fn my_turn(&self) -> bool {
        self.seat().is_some_and(|s| self.waiting_on.contains(&s))
    }

    /// The portrait of the seat that plays a character, on its sheet (nothing without one: the
    /// sheet's name says who it is).
    pub fn portrait(&self, seat: SeatId) -> Markup {
        html! {
            @if let Some((_, src)) = self.portraits.iter().find(|(s, _)| *s == seat) {
                img.sheet-portrait src=(src) width="48" height="48" alt="" loading="lazy";
            }
        }
    }

    /// The name of a seat, in the page's language where the game named it after its role.
    pub fn seat_name(&self, seat: SeatId) -> String {
        // With the holder's gender: a label already in the reader's words that reads as the
        // game's English ("Director") stays as the holder chose it.
        self.seat_labelled(seat, seat_label_as)
    }

    /// The name of a seat as a sentence says it: a part with its article ("la Directora"), in
    /// the gender its holder chose ([`seat_label_the`]).
    pub fn seat_the(&self, seat: SeatId) -> String {
        self.seat_labelled(seat, seat_label_the)
    }

    /// `seat`'s label by `label` in the page's language and its holder's gender ("#N" for a seat
    /// the table does not have).
    fn seat_labelled(
        &self,
        seat: SeatId,
        label: fn(Lang, &SeatInfo, Option<server::names::Gender>) -> String,
    ) -> String {
        self.seats
            .iter()
            .find(|s| s.seat == seat)
            .map(|s| label(self.lang(), s, self.gender(seat)))
            .unwrap_or_else(|| format!("#{}", seat.0))
    }

    /// What the refused form `form` sent, to fill it again as typed (empty for any other form).
    pub fn typed(&self, form: &str) -> crate::page::Fields {
        self.refused.filter(|r| r.form == form).map(|r| r.sent.clone()).unwrap_or_default()
    }

    /// An action form: posts `form` and the fields in `body` to `/t/{id}/act` (with htmx, swapping
    /// the game panel), with the form token, and the refusal message if this form was refused.
    ///
    /// The action names the seat the form was drawn for (`?seat=N`), so that an account holding
    /// several seats of one table (a Moderator who also plays) acts for that seat whichever it
    /// looked through last.
    pub fn form(&self, form: &str, body: Markup) -> Markup {
        let action = match self.viewer {
            Viewer::Seat(seat) => {
                format!("{}?seat={}", routes::fill(route::TABLE_ACT, &[&self.table.0]), seat.0)
            }
            Viewer::Spectator => routes::fill(route::TABLE_ACT, &[&self.table.0]),
        };
        let refused = self.refused.filter(|r| r.form == form);
        html! {
            form.action method="post" action=(action) hx-post=(action) hx-target="#game" hx-swap="outerHTML"
                data-form=(form) {
                (self.page.csrf_field())
                input type="hidden" name="form" value=(form);
                (body)
                @if let Some(r) = refused {
                    p.refusal role="alert" { (r.message) }
                    ({ self.refusal_shown.set(true); "" })
                }
            }
        }
    }
}

/// One line per game: its `AnyState`/`GameKind` variant, its screen module (which exports `screen`,
/// `command`, `setup`, `config`, `help`, `event_text` and `odds`) and its `Game` type. The
/// dispatching functions below are generated from it, so a new game's screen is one module and
/// one line here, as in the `games` crate.
///
/// The contract is typed: a module gives its game's `Command` and reads its game's `Event`s; the
/// JSON they travel as is read and written only here, at the edge.
macro_rules! screens {
    ($($variant:ident => $module:ident, $game:ty;)*) => {
        /// The board, sheets and action forms of `state` for `cx.viewer`.
        pub fn screen(cx: &Cx, state: &AnyState) -> Markup {
            match state {
                $(AnyState::$variant(s) => $module::screen(cx, &<$game as Game>::view(s, cx.viewer), s),)*
            }
        }

        /// The command JSON of an action form, sent at `now_ms` by the server's clock (the commands
        /// that carry a time take it from there, never from the browser). A `command` field (JSON)
        /// is taken as is; otherwise the game reads its own fields into its command. Errors are
        /// 400s whose code the pages translate.
        pub fn command(kind: GameKind, fields: &Fields, now_ms: i64) -> Result<serde_json::Value, AppError> {
            if let Some(raw) = fields.text("command") {
                return serde_json::from_str(raw).map_err(|e| {
                    AppError::bad("form.command_json", format!("the command is not valid JSON: {e}"))
                });
            }
            match kind {
                $(GameKind::$variant => to_json(&$module::command(fields, now_ms)?),)*
            }
        }

        /// One event of a table's log, read once from its text (redacted for its reader) into its
        /// game's type.
        #[derive(Clone, Debug)]
        pub enum AnyEvent {
            $(
                #[doc = concat!("An event of a `", stringify!($game), "` table.")]
                $variant(<$game as Game>::Event),
            )*
        }

        impl AnyEvent {
            /// The event of a `kind` table whose JSON text is `text`; `None` for a text that is not
            /// one (the screens then have nothing to say about it).
            pub fn read(kind: GameKind, text: &RawValue) -> Option<AnyEvent> {
                match kind {
                    $(GameKind::$variant => serde_json::from_str(text.get()).ok().map(AnyEvent::$variant),)*
                }
            }
        }

        /// The game's part of the new-table form (its config), refilled from `fields` after a refusal.
        pub fn setup(kind: GameKind, page: &Page, fields: &Fields) -> Markup {
            match kind {
                $(GameKind::$variant => $module::setup(page, fields),)*
            }
        }

        /// The config JSON of the new-table form.
        pub fn config(kind: GameKind, fields: &Fields) -> Result<serde_json::Value, AppError> {
            match kind {
                $(GameKind::$variant => to_json(&$module::config(fields)?),)*
            }
        }

        /// The help page's body: which step of the game is which part of the screen.
        pub fn help(kind: GameKind, lang: Lang) -> Markup {
            match kind {
                $(GameKind::$variant => $module::help(lang),)*
            }
        }

        /// The words of an event (redacted for its reader) as a system post, in `lang`, seats
        /// named by the names their holders chose (`names`); `None` for events that need no post.
        pub fn event_text(lang: Lang, names: &server::names::Names, event: &AnyEvent) -> Option<Markup> {
            match event {
                $(AnyEvent::$variant(e) => $module::event_text(lang, names, e),)*
            }
        }

        /// What the `nth` roll of a command was for, in `lang`: `thrown` are the command's events
        /// and `before` the log before them, both redacted for the reader (and of `kind`'s game).
        /// `None` where the game has no words of its own for it (the dice pages then tell the
        /// command's system lines).
        pub fn roll_words(
            kind: GameKind,
            lang: Lang,
            names: &server::names::Names,
            before: &[AnyEvent],
            thrown: &[AnyEvent],
            nth: usize,
        ) -> Option<RollWords> {
            match kind {
                $(GameKind::$variant => {
                    fn of(events: &[AnyEvent]) -> Vec<&<$game as Game>::Event> {
                        events
                            .iter()
                            .filter_map(|e| match e {
                                AnyEvent::$variant(e) => Some(e),
                                #[allow(unreachable_patterns)]
                                _ => None,
                            })
                            .collect()
                    }
                    $module::roll_words(lang, names, &of(before), &of(thrown), nth)
                })*
            }
        }

        /// The odds composer's answer for `fields` (the dice being considered): the chance of
        /// success and the outcome distribution as SVG bars. Games without rolls answer `None`.
        pub fn odds(kind: GameKind, lang: Lang, fields: &Fields) -> Option<Markup> {
            match kind {
                $(GameKind::$variant => $module::odds(lang, fields),)*
            }
        }
    };
}

/// A game's command or config as the JSON the server reads (its one serialisation).
fn to_json(command: &impl serde::Serialize) -> Result<serde_json::Value, AppError> {
    serde_json::to_value(command)
        .map_err(|e| AppError::bad("form.command_json", format!("the command does not serialise: {e}")))
}

screens! {
    FortyFour => forty_four, ::forty_four::FortyFour;
    Fragmentos => fragmentos, ::fragmentos::Fragmentos;
    GenreFuzzion => genrefuzzion, ::genrefuzzion::GenreFuzzion;
    TragedyLooper => tragedy_looper, ::tragedy_looper::TragedyLooper;
}

// The hooks below are what only some games add to the generic pages; the pages call them for any
// game and never name one. A game without the hook adds nothing.

/// The set-up form's table options a game adds: the seats the server may play for it (those its
/// capabilities list, `GameKind::ai_seats`) and its deduction assistant (`has_assistant`).
pub fn table_options(kind: GameKind, page: &Page, fields: &Fields) -> Markup {
    html! {
        @if !kind.ai_seats().is_empty() {
            @match kind {
                GameKind::TragedyLooper => (tragedy_looper::ai_options(page, fields)),
                _ => {}
            }
        }
        @if kind.has_assistant() {
            label.check {
                input type="checkbox" name="assistant" checked[fields.checked("assistant")]
                    aria-describedby="assistant-help";
                " " (page.t("new-assistant"))
            }
            small #assistant-help { (page.t("new-assistant-help")) }
        }
    }
}

/// The seats the set-up form asks the server to play (from [`table_options`]' fields), the
/// creator's own seat `mine` excepted.
pub fn ai_seats(kind: GameKind, fields: &Fields, mine: Option<u8>) -> Vec<u8> {
    match kind {
        GameKind::TragedyLooper => tragedy_looper::ai_seats(fields, mine),
        _ => Vec::new(),
    }
}

/// What follows the set-up form's "Open the table" button (so that one stays the form's default
/// button): Tragedy Looper's "check this script", Fragmentos' "one more Director's character".
pub fn setup_extras(kind: GameKind, page: &Page, fields: &Fields) -> Markup {
    match kind {
        GameKind::TragedyLooper => tragedy_looper::check::form_part(page, fields),
        GameKind::Fragmentos => fragmentos::more_button(page, fields),
        _ => html! {},
    }
}

/// Whether the posted set-up form asks to be drawn again, longer, instead of opening the table
/// (Fragmentos' "one more Director's character").
pub fn setup_again(kind: GameKind, fields: &Fields) -> bool {
    match kind {
        GameKind::Fragmentos => fragmentos::wants_more(fields),
        _ => false,
    }
}

/// What the table page shows under a game's screen once the game is over, if anything (Tragedy
/// Looper: how each loop went, told from the Mastermind's log once the script is turned over).
pub async fn epilogue(
    state: &server::AppState,
    access: &server::play::Access,
    game: &AnyState,
    lang: Lang,
) -> Result<Option<Markup>, AppError> {
    match game {
        AnyState::TragedyLooper(s) => tragedy_looper::epilogue(state, access, s, lang).await,
        _ => Ok(None),
    }
}

/// What a reader has learnt from the story before a line that the line needs to name things as
/// the reader knows them: in Fragmentos, the names the Director's characters entered the story
/// with (a line alone carries only an id). Learnt from the reader's own redacted log, in order, so
/// it never holds what that reader may not see. The other games' lines carry their names.
#[derive(Clone, Debug, Default)]
pub struct Story {
    cast: fragmentos::Cast,
}

impl Story {
    /// Learns from the next event of the reader's redacted log (as stored text).
    pub fn learn_raw(&mut self, kind: GameKind, event: &RawValue) {
        // Only two Fragmentos events name characters: the rest are not parsed for this.
        let text = event.get();
        if kind == GameKind::Fragmentos
            && (text.contains("\"story_started\"") || text.contains("\"character_introduced\""))
            && let Some(event) = AnyEvent::read(kind, event)
        {
            self.learn(&event);
        }
    }

    /// Learns from the next event of the reader's redacted log.
    pub fn learn(&mut self, event: &AnyEvent) {
        if let AnyEvent::Fragmentos(e) = event {
            self.cast.learn(e);
        }
    }
}

/// The words of an event (redacted for its reader) as a system post, like [`event_text`], with
/// what the reader learnt from the story before it (`story`).
pub fn story_event_text(
    lang: Lang,
    names: &server::names::Names,
    story: &Story,
    event: &AnyEvent,
) -> Option<Markup> {
    match event {
        AnyEvent::Fragmentos(e) => fragmentos::event_text_in(lang, names, &story.cast, e),
        _ => event_text(lang, names, event),
    }
}

/// What a roll was for, in a reader's words (see [`roll_words`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RollWords {
    /// Whose roll it is for the rules ("Clark" in his conflict, whoever pressed "ready"); `None`:
    /// the seat whose command threw it.
    pub who: Option<SeatId>,
    /// What for ("conflict against the Director, Resolve").
    pub what: String,
    /// How the rules read the faces ("kept 4 2, removed 6: 4").
    pub reading: Option<String>,
    /// The game's step it was thrown in ("Countdown 2").
    pub step: Option<String>,
}

/// A seat's name for people in `lang`. A seat people named (a character, a player) keeps its
/// name; a seat the game names after its role — in English, in `SeatInfo::name`: "Mastermind",
/// "Protagonist 2", "The Director", "Director", "Character 3", "Moderator (Ana)" — is named here in
/// the rulebooks' words of the page's language.
pub fn seat_label(lang: Lang, info: &SeatInfo) -> String {
    seat_label_as(lang, info, None)
}

/// [`seat_label`] in the words of the gender the seat's holder chose ("Directora", "Director";
/// `None`: a neutral form, "Dirección").
pub fn seat_label_as(lang: Lang, info: &SeatInfo, gender: Option<server::names::Gender>) -> String {
    // Only the games' own English names are translated (a label already in the reader's words, or
    // with a holder's name beside it, is kept as it is).
    use engine::SeatRole;
    let name = info.name.as_str();
    let numbered = |prefix: &str| name.strip_prefix(prefix).and_then(|n| n.parse::<u32>().ok());
    match info.role {
        SeatRole::Mastermind if name == "Mastermind" => lang.t("seat-mastermind"),
        SeatRole::Protagonist if numbered("Protagonist ").is_some() => {
            lang.t_args("seat-protagonist", &[("n", numbered("Protagonist ").unwrap_or(0).into())])
        }
        SeatRole::Director if matches!(name, "The Director" | "Director") => {
            lang.t_args("seat-director", &[("gender", gender_arg(gender))])
        }
        SeatRole::Moderator if name.starts_with("Moderator (") && name.ends_with(')') => {
            let player = &name["Moderator (".len()..name.len() - 1];
            lang.t_args("seat-moderator", &[("player", player.into()), ("gender", gender_arg(gender))])
        }
        SeatRole::MainCharacter | SeatRole::Player if numbered("Character ").is_some() => {
            lang.t_args("seat-character", &[("n", numbered("Character ").unwrap_or(0).into())])
        }
        _ => info.name.clone(),
    }
}

/// [`seat_label_as`] as a sentence names the seat: a part with its article ("la Directora", "el
/// Director", "la mente maestra", "the Director"; lower case, the message or
/// [`crate::i18n::upper_first`] capitalises a sentence's start), a name a person chose as it is.
/// A list or a badge shows the bare label ([`seat_label_as`]).
pub fn seat_label_the(lang: Lang, info: &SeatInfo, gender: Option<server::names::Gender>) -> String {
    use engine::SeatRole;
    // A label the page already put in the reader's words ("Directora") is the part too: back to
    // the game's English name, which the article forms are keyed on.
    let english = role_english_name(info);
    let name = match &english {
        Some(e)
            if info.name == *e
                || info.name
                    == seat_label_as(lang, &SeatInfo { name: e.clone(), ..info.clone() }, gender) =>
        {
            e.as_str()
        }
        _ => return info.name.clone(),
    };
    let numbered = |prefix: &str| name.strip_prefix(prefix).and_then(|n| n.parse::<u32>().ok());
    let g = || ("gender", gender_arg(gender));
    match info.role {
        SeatRole::Mastermind if name == "Mastermind" => lang.t("seat-the-mastermind"),
        SeatRole::Protagonist if numbered("Protagonist ").is_some() => {
            lang.t_args("seat-the-protagonist", &[("n", numbered("Protagonist ").unwrap_or(0).into()), g()])
        }
        SeatRole::Director if matches!(name, "The Director" | "Director") => {
            lang.t_args("seat-the-director", &[g()])
        }
        SeatRole::Moderator if name.starts_with("Moderator (") && name.ends_with(')') => {
            let player = &name["Moderator (".len()..name.len() - 1];
            lang.t_args("seat-the-moderator", &[("player", player.into()), g()])
        }
        SeatRole::MainCharacter | SeatRole::Player if numbered("Character ").is_some() => {
            lang.t_args("seat-the-character", &[("n", numbered("Character ").unwrap_or(0).into())])
        }
        _ => info.name.clone(),
    }
}

/// How a sentence names `seat` among `names`: the name its holder chose, else its part with its
/// article in the holder's gender ([`seat_label_the`]: "la Moderadora (Ana)").
pub fn seat_of_names_the(lang: Lang, names: &server::names::Names, seat: SeatId) -> String {
    match names.get(seat) {
        Some(n) if n.display.is_none() => {
            let info = SeatInfo { seat: n.seat, role: n.role, name: n.role_name.clone() };
            seat_label_the(lang, &info, n.gender)
        }
        _ => names.short(seat),
    }
}

/// The game's English name for the part of `info`'s seat ("Mastermind", "Protagonist 2",
/// "Director", "Moderator (Ana)", "Character 3"), read back from its label in any words (the number
/// is the label's last word, the player the text in its brackets); `None` for a seat without one.
fn role_english_name(info: &SeatInfo) -> Option<String> {
    use engine::SeatRole;
    let name = info.name.as_str();
    let number = || name.rsplit(' ').next().and_then(|n| n.parse::<u32>().ok());
    match info.role {
        SeatRole::Mastermind => Some("Mastermind".into()),
        SeatRole::Protagonist => number().map(|n| format!("Protagonist {n}")),
        SeatRole::Director if name == "The Director" => Some(name.into()),
        SeatRole::Director => Some("Director".into()),
        SeatRole::Moderator => {
            let open = name.find(" (")?;
            name.ends_with(')').then(|| format!("Moderator ({})", &name[open + 2..name.len() - 1]))
        }
        SeatRole::MainCharacter | SeatRole::Player => number().map(|n| format!("Character {n}")),
        _ => None,
    }
}

/// The Fluent argument of a chosen gender: `feminine`, `masculine`, or `neutral` for none (the
/// messages' default variant).
pub fn gender_arg(gender: Option<server::names::Gender>) -> crate::i18n::Arg {
    gender.map_or("neutral", server::names::Gender::code).into()
}

/// A seat's part in every language of the pages ([`seat_label`]), in each gender's words: what
/// `@mentions` find.
#[derive(Clone, Copy, Debug, Default)]
pub struct PartsInEveryLanguage;

impl server::names::PartNames for PartsInEveryLanguage {
    fn parts(&self, info: &SeatInfo) -> Vec<String> {
        use server::names::Gender;
        let genders = [None, Some(Gender::Feminine), Some(Gender::Masculine)];
        let mut parts: Vec<String> =
            Lang::ALL.iter().flat_map(|&lang| genders.map(|g| seat_label_as(lang, info, g))).collect();
        parts.extend(Lang::ALL.iter().filter_map(|&lang| tragedy_looper::names::player_letter(lang, info)));
        parts
    }

    fn part_for(
        &self,
        reader: &server::auth::ReaderLanguage,
        info: &SeatInfo,
        gender: Option<server::names::Gender>,
    ) -> Option<String> {
        Lang::asked(reader).map(|lang| seat_label_as(lang, info, gender))
    }
}

/// Every seat's names with their parts in `lang` ([`seat_label`]): "Lucía · Protagonista 1".
pub fn names_in(lang: Lang, names: &server::names::Names) -> server::names::Names {
    names.with_parts(|info, gender| seat_label_as(lang, info, gender))
}

/// The game's name in `lang`.
pub fn name(kind: GameKind, lang: Lang) -> String {
    lang.t(&format!("game-{}", kind.id()))
}

/// The fallback action form: the command as JSON (for anything a game's forms do not cover yet,
/// and for players who know the API).
pub fn raw_command_form(cx: &Cx) -> Markup {
    cx.form(
        "raw",
        html! {
            details.raw {
                summary { (cx.t("action-raw-summary")) }
                label for="raw-command" { (cx.t("action-raw-label")) }
                textarea #raw-command name="command" rows="3" spellcheck="false" {}
                button type="submit" { (cx.t("action-send")) }
            }
        },
    )
}

#[cfg(test)]
mod tests {
    use engine::{SeatId, SeatRole};
    use server::names::{Names, PartNames};

    use super::*;

    /// A Tragedy Looper Protagonist is mentioned by its player's letter in either language
    /// ("@Protagonista B", "@protagonist c"), as by its number; the Mastermind has no letter.
    #[test]
    fn protagonists_are_mentioned_by_their_player_letter_in_either_language() {
        let info = |seat: u8, role, name: &str| SeatInfo { seat: SeatId(seat), role, name: name.into() };
        let infos = [
            info(0, SeatRole::Mastermind, "Mastermind"),
            info(1, SeatRole::Protagonist, "Protagonist 1"),
            info(2, SeatRole::Protagonist, "Protagonist 2"),
            info(3, SeatRole::Protagonist, "Protagonist 3"),
        ];
        let parts = PartsInEveryLanguage.parts(&infos[2]);
        assert!(
            parts.contains(&"Protagonist B".to_owned()) && parts.contains(&"Protagonista B".to_owned()),
            "{parts:?}"
        );
        assert!(!PartsInEveryLanguage.parts(&infos[0]).iter().any(|p| p.ends_with(" A")));
        let names = Names::new(&infos, &[]).with_part_aliases(&PartsInEveryLanguage);
        assert_eq!(names.mentions("@Protagonista B, ¿y tú?"), vec![SeatId(2)]);
        assert_eq!(names.mentions("@protagonist a and @PROTAGONISTA C"), vec![SeatId(1), SeatId(3)]);
        assert_eq!(names.mentions("@Protagonista 2"), vec![SeatId(2)], "by number too");
        assert_eq!(names.mentions("@Protagonist D"), Vec::<SeatId>::new(), "no fourth player");
    }
}
