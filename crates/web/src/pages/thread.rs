//! A table's story or table-talk thread as people read it: each post with its author's initials
//! avatar, name beside their part ("Ana · Mastermind"), when it was written, whom it whispers to
//! and what it replies to; the game's system lines among them (story), with runs of them folded
//! into one block and repeated lines written once; newest at the bottom; the post form with its
//! whisper choice (any other seat) and reply.
//!
//! Times are written in UTC (`<time datetime>`); the page script shows them relative and in the
//! reader's time zone, keeps the reader's place when a live update arrives, counts what is new
//! and marks what arrived since the reader's last visit.

use engine::SeatId;
use maud::{Markup, html};
use server::AppState;
use server::names::Names;
use server::play::Access;
use server::posts::{ListQuery, Post, ThreadItem};
use server::routes::{self, pages as route};
use store::Thread;

use crate::layout;
use crate::page::{Page, PageError};
use crate::screens;

/// Runs of at least this many consecutive system lines fold into one block.
const FOLD_AT: usize = 4;

/// How many items a thread opens with, and how many more "load earlier" adds: a 2,000-post
/// thread opens as fast as a short one.
pub const PAGE: usize = 30;

/// The most items one page of a thread shows.
pub const MAX_SHOWN: usize = 1000;

/// What a thread is drawn for.
pub(super) struct Seen<'a> {
    /// The caller at the table.
    pub access: &'a Access,
    /// Every seat's names.
    pub names: &'a Names,
    /// The log's end the page shows.
    pub head: u64,
    /// `?seat=N` of the seat the page is drawn for ("" for none).
    pub suffix: &'a str,
    /// The post the form replies to (`?reply=ID`, the form without the page script).
    pub reply: Option<i64>,
    /// How many of the newest items to show (`?show=N`, [`PAGE`] by default).
    pub show: Option<usize>,
}

impl Seen<'_> {
    fn shown(&self) -> usize {
        self.show.unwrap_or(PAGE).clamp(1, MAX_SHOWN)
    }

    /// The table's page showing `show` items of each thread ("load earlier" without the script).
    fn page_url(&self, show: usize) -> String {
        let sep = if self.suffix.is_empty() { '?' } else { '&' };
        format!("{}{}{}show={}", routes::table(self.access.id().0), self.suffix, sep, show)
    }

    /// The thread's own address, for live updates and "load earlier".
    fn url(&self, name: &str, show: usize) -> String {
        let mut url =
            format!("{}{}", routes::fill(route::TABLE_THREAD, &[&self.access.id().0, &name]), self.suffix);
        if show != PAGE {
            url.push(if self.suffix.is_empty() { '?' } else { '&' });
            url.push_str(&format!("show={show}"));
        }
        url
    }
}

/// `ms` (Unix milliseconds) in UTC, to the second: the machine's form (`2024-02-29T23:59:59Z`) and
/// the reader's (`2024-02-29 23:59 UTC`). A time past what a four-digit year holds (no clock of
/// ours writes one) reads as the last such second.
fn utc(ms: i64) -> (String, String) {
    use time::macros::format_description;
    let at = time::OffsetDateTime::from_unix_timestamp(ms.div_euclid(1000))
        .unwrap_or(time::PrimitiveDateTime::MAX.assume_utc().replace_nanosecond(0).unwrap());
    let iso = at.format(format_description!("[year]-[month]-[day]T[hour]:[minute]:[second]Z"));
    let shown = at.format(format_description!("[year]-[month]-[day] [hour]:[minute] UTC"));
    (iso.unwrap_or_default(), shown.unwrap_or_default())
}

/// When something was written: exact UTC in the page (the page script rewrites it relative, with
/// the exact local time on hover).
pub fn time_tag(ms: i64) -> Markup {
    let (iso, shown) = utc(ms);
    html! { time.when datetime=(iso) title=(shown) { (shown) } }
}

/// A moment people act by (a deadline): exact UTC in the page, which the page script writes in
/// the reader's time zone (`time.at`); without the script it says UTC.
pub fn moment_tag(ms: i64) -> Markup {
    let (iso, shown) = utc(ms);
    html! { time.at datetime=(iso) { (shown) } }
}

/// A seat's colour: one of eight, by seat number, readable with white initials.
const COLOURS: [&str; 8] =
    ["#8e3b46", "#2f6690", "#3a7d44", "#8a5a00", "#5b3f8c", "#00707a", "#a33c00", "#4d5b6b"];

/// The initials of a name: the first letters of its first two words.
fn initials(name: &str) -> String {
    // A word's first letter or digit: "Moderadora (Ana)" is "MA", not "M(".
    name.split_whitespace()
        .filter_map(|w| w.chars().find(|c| c.is_alphanumeric()))
        .take(2)
        .flat_map(char::to_uppercase)
        .collect()
}

/// A seat's portrait (`portrait`: its thumbnail's address), else an initials avatar (generated
/// SVG), coloured by seat; grey for a post without a seat.
pub fn avatar(name: &str, seat: Option<SeatId>, portrait: Option<&str>) -> Markup {
    if let Some(src) = portrait {
        // Beside the name it stands for: nothing more to read.
        return html! { img.avatar.portrait src=(src) width="32" height="32" alt="" loading="lazy"; };
    }
    let colour = seat.map_or("#777777", |s| COLOURS[usize::from(s.0) % COLOURS.len()]);
    html! {
        svg.avatar viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" {
            circle cx="16" cy="16" r="16" fill=(colour) {}
            text x="16" y="21" text-anchor="middle" fill="#ffffff" font-size="13" font-family="sans-serif" { (initials(name)) }
        }
    }
}

/// One item of a thread, in order.
enum Item {
    Post(Box<Post>),
    System { seq: u64, at: i64, text: Markup },
}

impl Item {
    fn key(&self) -> (i64, u64) {
        match self {
            Item::Post(p) => (p.at, 0),
            Item::System { seq, at, .. } => (*at, *seq),
        }
    }
}

/// The thread `which` with its post form (or, with `only_posts`, its posts alone, for live
/// updates and paging).
pub(super) async fn render(
    state: &AppState,
    page: &Page,
    seen: &Seen<'_>,
    which: Thread,
    error: Option<&str>,
    only_posts: bool,
) -> Result<Markup, PageError> {
    let access = seen.access;
    let id = access.id();
    let kind = access.slot.kind;
    let fail = page.fail();
    let shown = seen.shown();
    // One more than shown tells whether there are earlier posts.
    let listed = server::posts::list(
        state,
        &page.caller,
        id,
        ListQuery { thread: Some(which), after: None, events: Some(false), last: Some(shown as u32 + 1) },
    )
    .await
    .map_err(&fail)?;
    let mut posts: Vec<Post> = listed
        .posts
        .into_iter()
        // Asked without events: every item is a post.
        .filter_map(|i| match i {
            ThreadItem::Post(p) => Some(p),
            ThreadItem::Event(_) => None,
        })
        .collect();
    let events = match which {
        Thread::Story => {
            server::play::redacted_events(state, kind, id, 0, access.viewer()).await.map_err(&fail)?.0
        }
        Thread::Talk => Vec::new(),
    };
    // The newest `shown` items by time, decided before any event is put in words.
    // Each key names its item: `Ok(n)` the n-th event, `Err(i)` the i-th post (posts of one
    // millisecond keep their order: the sort is stable and they come in id order).
    let mut keys: Vec<((i64, u64), Result<usize, usize>)> =
        posts.iter().enumerate().map(|(i, p)| ((p.at, 0), Err(i))).collect();
    keys.extend(events.iter().enumerate().map(|(n, e)| ((e.at, e.seq), Ok(n))));
    keys.sort_by_key(|(k, _)| *k);
    let earlier = keys.len() > shown;
    let from = keys.len().saturating_sub(shown);
    let first_post = keys[from..].iter().find_map(|(_, k)| k.err()).unwrap_or(posts.len());
    let mut items: Vec<Item> = posts.drain(first_post..).map(|p| Item::Post(Box::new(p))).collect();
    // The events shown, in log order; every earlier one is still read for what it makes known
    // (a Fragmentos character's name), from this reader's own redacted log.
    let mut shown_events: Vec<usize> = keys[from..].iter().filter_map(|(_, k)| k.ok()).collect();
    shown_events.sort_unstable();
    let mut story = screens::Story::default();
    let mut next = shown_events.iter().peekable();
    for (n, e) in events.iter().enumerate() {
        if next.peek().is_none() {
            break;
        }
        if next.peek() == Some(&&n) {
            next.next();
            // The game decides which events make a system line (`None`: bookkeeping, no line).
            let event = screens::AnyEvent::read(kind, &e.event.0);
            if let Some(text) =
                event.and_then(|e| screens::story_event_text(page.lang, seen.names, &story, &e))
            {
                items.push(Item::System { seq: e.seq, at: e.at, text });
            }
        }
        story.learn_raw(kind, &e.event.0);
    }
    items.sort_by_key(Item::key);
    let name = thread_name(which);
    let posts: Vec<&Post> = items
        .iter()
        .filter_map(|i| match i {
            Item::Post(p) => Some(&**p),
            Item::System { .. } => None,
        })
        .collect();
    // The story follows the log on its own (`data-seq`: the log's end it shows), not the game
    // panel: after a player's own command the panel already shows the new end, and the story must
    // still fetch that command's lines.
    let seq = (which == Thread::Story).then_some(seen.head);
    // A thread scrolls: it takes the focus (so a keyboard scrolls it) and is named; `data-count`
    // lets the page script announce new posts.
    let list = html! {
        div.posts id={ "posts-" (name) } hx-get=(seen.url(name, shown))
            tabindex="0" role="log" aria-label=(page.t(&format!("thread-{name}"))) data-count=(keys.len())
            hx-trigger={ "tablon:posts-" (name) " from:body" } hx-swap="outerHTML" data-seq=[seq]
            data-new-one=(page.t("thread-new-one")) data-new-many=(page.lang.t_args("thread-new-many", &[("count", crate::i18n::Arg::Str("%n".into()))]))
            data-unread=(page.t("thread-unread")) {
            @if earlier {
                a.button.load-earlier href=(seen.page_url(shown + PAGE))
                    hx-get=(seen.url(name, shown + PAGE)) hx-target={ "#posts-" (name) } hx-swap="outerHTML" {
                    (page.t("thread-load-earlier"))
                }
            }
            @if items.is_empty() { p.muted { (page.t("thread-empty")) } }
            (lines(state, page, seen, &items, &posts))
            @if let Some(e) = error { p.refusal role="alert" { (e) } }
        }
    };
    if only_posts {
        return Ok(list);
    }
    Ok(html! {
        section.thread.card id={ "thread-" (name) } {
            div.thread-head {
                h2 { (page.t(&format!("thread-{name}"))) }
                @if which == Thread::Story {
                    label.check.only-people {
                        input type="checkbox" name="only_people";
                        " " (page.t("thread-only-people"))
                    }
                }
            }
            (list)
            button.jump-newest type="button" hidden { (page.t("thread-jump-newest")) }
            @if access.seat.is_some() || access.owner { (form(state, page, seen, which, &posts)) }
        }
    })
}

fn thread_name(which: Thread) -> &'static str {
    match which {
        Thread::Story => "story",
        Thread::Talk => "talk",
    }
}

/// The items in order: posts one by one, runs of system lines folded when long, a line repeated
/// right after itself written once with a count.
fn lines(state: &AppState, page: &Page, seen: &Seen<'_>, items: &[Item], posts: &[&Post]) -> Markup {
    // A run of system lines ends at the next post.
    let mut out: Vec<Markup> = Vec::new();
    let mut i = 0;
    while i < items.len() {
        match &items[i] {
            Item::Post(p) => {
                out.push(post(state, page, seen, p, posts));
                i += 1;
            }
            Item::System { .. } => {
                let end =
                    items[i..].iter().position(|x| matches!(x, Item::Post(_))).map_or(items.len(), |n| i + n);
                let run = system_run(&items[i..end]);
                if end - i >= FOLD_AT {
                    let (first, last) = (items[i].key().0, items[end - 1].key().0);
                    // The run at the thread's end stays open: it is what just happened.
                    let open = end == items.len();
                    out.push(html! {
                        details.system-fold open[open] {
                            summary {
                                (page.lang.t_args("thread-system-lines", &[("count", crate::i18n::Arg::Num((end - i) as f64))]))
                                " · " (time_tag(first)) " – " (time_tag(last))
                            }
                            (run)
                        }
                    });
                } else {
                    out.push(run);
                }
                i = end;
            }
        }
    }
    html! { @for m in &out { (m) } }
}

/// System lines, a line equal to the one before it counted instead of written again.
fn system_run(items: &[Item]) -> Markup {
    let mut lines: Vec<(u64, i64, &Markup, String, usize)> = Vec::new();
    for item in items {
        let Item::System { seq, at, text } = item else { continue };
        let plain = text.0.clone();
        match lines.last_mut() {
            Some(last) if last.3 == plain => last.4 += 1,
            _ => lines.push((*seq, *at, text, plain, 1)),
        }
    }
    html! {
        @for (seq, at, text, _, times) in &lines {
            div.system-post data-seq=(seq) data-at=(at) {
                (time_tag(*at)) " " (*text)
                @if *times > 1 { " " span.repeat { "×" (times) } }
            }
        }
    }
}

/// Who wrote `p`, in the reader's words: the seat's name beside its part in the page's language
/// ("Lucía · Protagonista 1"), or the account's name for the owner without a seat. (The API's
/// `author` is the same label with the game's English part.)
fn author(seen: &Seen<'_>, p: &Post) -> String {
    p.author_seat.map_or_else(|| p.author.clone(), |s| seen.names.label(s))
}

/// One post.
fn post(state: &AppState, page: &Page, seen: &Seen<'_>, p: &Post, posts: &[&Post]) -> Markup {
    // Whom it whispers to: one seat or a group, by their labels.
    let whisper = p.whisper_to.map(|first| {
        std::iter::once(first)
            .chain(p.whisper_also.iter().copied())
            .map(|s| seen.names.label(s))
            .collect::<Vec<_>>()
            .join(", ")
    });
    let editable = p.yours && state.now_ms() - p.at <= state.config().edit_grace_ms;
    let post_id = p.id.0;
    let short = p.author_seat.map_or_else(|| p.author.clone(), |s| seen.names.short(s));
    let replied = p.reply_to.map(|r| (r, posts.iter().find(|q| q.id == r)));
    let can_reply = seen.access.seat.is_some() || seen.access.owner;
    html! {
        article.post.whisper[whisper.is_some()].addressed[seen.access.seat.is_some_and(|s| p.addressed.contains(&s))]
            id={ "post-" (post_id) } data-at=(p.at) {
            (avatar(&short, p.author_seat, p.author_portrait.as_deref()))
            div.post-main {
                header {
                    strong.author { (author(seen, p)) }
                    @if let Some(to) = &whisper { " " span.whisper-to { "→ " (to) " (" (page.t("post-whisper")) ")" } }
                    " " a.muted.permalink href={ "#post-" (post_id) } { (time_tag(p.at)) }
                    @if p.edited_at.is_some() {
                        " " a.muted href=(routes::fill(route::POST_HISTORY, &[&post_id])) { (page.t("post-edited")) }
                    }
                }
                @if let Some((r, quoted)) = replied {
                    blockquote.reply-quote {
                        a href={ "#post-" (r.0) } {
                            "↩ " (page.t("post-in-reply-to")) " "
                            @if let Some(q) = quoted { strong { (author(seen, q)) } }
                        }
                        @if let Some(q) = quoted {
                            " " span.excerpt { (server::markdown::excerpt(&q.body, &page.t("post-spoiler-hidden"))) }
                        }
                    }
                }
                div.body { (layout::post_html(page, &p.html)) }
                @if !p.images.is_empty() { (gallery(page, seen, p, &author(seen, p))) }
                // Whom an open post reached (its mentions and the replied-to), so its writer
                // sees that "@Walter" found Walter's player (a whisper names its readers above).
                @if whisper.is_none() && !p.addressed.is_empty() {
                    p.reached.muted {
                        (page.lang.t_args("post-reached", &[("names", crate::i18n::Arg::from(
                            p.addressed.iter().map(|s| seen.names.label(*s)).collect::<Vec<_>>().join(", ")
                        ))]))
                    }
                }
                @if let Some(r) = &p.roll { (post_roll(page, seen, r)) }
                @if can_reply {
                    a.reply href={ "?" (seen.suffix.trim_start_matches('?')) (if seen.suffix.is_empty() { "" } else { "&" }) "reply=" (post_id) "#thread-" (thread_name(p.thread)) }
                        data-reply=(post_id) data-author=(short) { (page.t("post-reply")) }
                }
                @if editable {
                    details.edit {
                        summary { (page.t("post-edit")) }
                        form method="post" action=(routes::fill(route::POST_EDIT, &[&post_id])) {
                            (page.csrf_field())
                            label for={ "edit-" (post_id) } { (page.t("post-write")) }
                            textarea id={ "edit-" (post_id) } name="body" rows="3" required { (p.body) }
                            button type="submit" { (page.t("post-save")) }
                        }
                    }
                }
            }
        }
    }
}

/// A post's images as thumbnails, each a link to the full image. The addresses carry the page's
/// `?seat=N`, so an account holding several seats reads each with the seat the page is drawn for.
fn gallery(page: &Page, seen: &Seen<'_>, p: &Post, author: &str) -> Markup {
    let seat = seen.suffix.trim_start_matches('?');
    let with_seat = |url: &str| if seat.is_empty() { url.to_owned() } else { format!("{url}?{seat}") };
    let count = p.images.len();
    html! {
        div.post-images {
            @for (n, image) in p.images.iter().enumerate() {
                @let alt = page.lang.t_args("post-image-alt", &[
                    ("n", crate::i18n::Arg::Num((n + 1) as f64)),
                    ("count", crate::i18n::Arg::Num(count as f64)),
                    ("author", crate::i18n::Arg::from(author)),
                ]);
                a.post-image href=(with_seat(&image.url)) target="_blank" rel="noopener" title=(page.t("post-image-open")) {
                    img src=(with_seat(&image.thumb_url)) width=(image.thumb_width) height=(image.thumb_height)
                        alt=(alt) loading="lazy";
                }
            }
        }
    }
}

/// The roll of a post's dice box, inside the post: who threw it and what for, the notation, the
/// faces and their total, the link to verify it and its copies.
fn post_roll(page: &Page, seen: &Seen<'_>, r: &server::rolls::Roll) -> Markup {
    let told = crate::rolls::tell(seen.access.slot.kind, page.lang, seen.names, &[], std::slice::from_ref(r));
    let Some(t) = told.first() else { return html! {} };
    html! {
        div.post-roll {
            strong.roll-label { (t.label) } ": "
            span.dice-notation { (t.dice) } " 🎲 " span.dice-faces { (t.faces) }
            @if let Some(reading) = &t.reading { " → " span.reading { (reading) } }
            " "
            a.verify href=(t.page_url) { (page.t("dice-verify-link")) }
            " "
            button.copy type="button" data-copy=(t.bbcode) { (page.t("copy-bbcode")) }
            button.copy type="button" data-copy=(t.markdown) { (page.t("copy-markdown")) }
        }
    }
}

/// The post form: the text, whom to whisper to (any other seat), the post it replies to.
fn form(state: &AppState, page: &Page, seen: &Seen<'_>, which: Thread, posts: &[&Post]) -> Markup {
    let id = seen.access.id().0;
    let name = thread_name(which);
    let targets: Vec<(SeatId, String)> = match seen.access.seat {
        Some(me) => seen.names.seats().iter().filter(|n| n.seat != me).map(|n| (n.seat, n.label())).collect(),
        None => Vec::new(),
    };
    let reply = seen.reply.and_then(|r| posts.iter().find(|p| p.id.0 == r));
    let mentionable = mentionable(seen.names, seen.access.seat);
    let limits = state.config().images;
    html! {
        form.post-form method="post" action={ (routes::fill(route::TABLE_POST, &[&id])) (seen.suffix) } enctype="multipart/form-data"
            hx-post={ (routes::fill(route::TABLE_POST, &[&id])) (seen.suffix) } hx-target={ "#posts-" (name) } hx-swap="outerHTML" {
            (page.csrf_field())
            input type="hidden" name="thread" value=(name);
            p.replying hidden[reply.is_none()] {
                (page.t("post-replying-to")) " " strong.replying-author { @if let Some(r) = reply { (author(seen, r)) } }
                " "
                button.link.cancel-reply type="button" { (page.t("post-reply-cancel")) }
                input type="hidden" name="reply_to" value=[reply.map(|r| r.id.0)];
            }
            label for={ "body-" (name) } { (page.t("post-write")) }
            // Not `required`: a post may be a roll alone (the server says when it is empty).
            textarea id={ "body-" (name) } name="body" rows="3" maxlength=(state.config().max_post_chars)
                data-mentions=(mentionable) aria-describedby={ "mention-help-" (name) } {}
            ul.mention-list id={ "mentions-" (name) } role="listbox" aria-label=(page.t("post-mention-list")) hidden {}
            small.muted id={ "mention-help-" (name) } { (page.t("post-mention-help")) }
            @if limits.per_post > 0 { (image_input(page, &name_of(name), limits)) }
            @if seen.access.seat.is_some() {
                details.dice-box {
                    summary { (page.t("dice-box")) }
                    div.row {
                        label for={ "dice-" (name) } { (page.t("dice-box-notation")) }
                        input id={ "dice-" (name) } name="dice" type="text" size="12" maxlength="60"
                            autocomplete="off" spellcheck="false" placeholder="2d6+1";
                        label for={ "dice-label-" (name) } { (page.t("dice-box-label")) }
                        input id={ "dice-label-" (name) } name="dice_label" type="text" maxlength=(server::posts::MAX_DICE_LABEL);
                    }
                    small.muted { (page.t("dice-box-help")) }
                }
            }
            div.row {
                @if !targets.is_empty() {
                    label for={ "whisper-" (name) } { (page.t("post-whisper-to")) }
                    // Several seats chosen together make a group whisper.
                    select id={ "whisper-" (name) } name="whisper_to" multiple size=(targets.len().min(4) + 1)
                        aria-describedby={ "whisper-help-" (name) } {
                        option value="" { (page.t("post-everyone")) }
                        @for (seat, label) in &targets { option value=(seat.0) { (label) } }
                    }
                    small.muted id={ "whisper-help-" (name) } { (page.t("post-whisper-group-help")) }
                }
                button type="submit" { (page.t("post-send")) }
            }
            @if !targets.is_empty() { p.muted.whisper-rule { (whisper_rule(page, seen.access, seen.names)) } }
        }
    }
}

fn name_of(thread: &str) -> String {
    format!("images-{thread}")
}

/// The post form's image files, with what is taken. The page script refuses a file past the
/// limits as it is chosen (the messages ride in `data-` attributes); the server refuses it again.
fn image_input(page: &Page, id: &str, limits: server::images::ImageLimits) -> Markup {
    let max_mb = server::images::megabytes(limits.max_bytes);
    let help = page.lang.t_args(
        "post-images-help",
        &[
            ("most", crate::i18n::Arg::Num(limits.per_post as f64)),
            ("max_mb", crate::i18n::Arg::from(max_mb.as_str())),
        ],
    );
    let too_many = page.lang.t_args(
        "err-image-too-many",
        &[
            ("most", crate::i18n::Arg::Num(limits.per_post as f64)),
            ("count", crate::i18n::Arg::Num((limits.per_post + 1) as f64)),
        ],
    );
    let too_large =
        page.lang.t_args("post-image-too-large", &[("max_mb", crate::i18n::Arg::from(max_mb.as_str()))]);
    html! {
        div.post-images-input {
            label for=(id) { (page.t("post-images")) }
            input id=(id) type="file" name="image" multiple accept="image/png,image/jpeg,image/webp,image/gif"
                data-max-bytes=(limits.max_bytes) data-max-count=(limits.per_post)
                data-too-large=(too_large) data-too-many=(too_many) aria-describedby={ (id) "-help" };
            small.muted id={ (id) "-help" } { (help) }
        }
    }
}

/// What `@` completes to (the page script's list as one types), as JSON: every other seat's
/// holder's name, its part in the reader's words and the characters it plays, as the mentions
/// find them.
pub(super) fn mentionable(names: &Names, me: Option<SeatId>) -> String {
    let mut mentionable: Vec<&str> = names
        .seats()
        .iter()
        .filter(|n| Some(n.seat) != me)
        .flat_map(|n| n.display.iter().chain(std::iter::once(&n.role_name)).chain(&n.aliases))
        .map(String::as_str)
        .collect();
    mentionable.sort_unstable();
    mentionable.dedup();
    serde_json::to_string(&mentionable).unwrap_or_default()
}

/// Who reads a whisper at this table, as it was opened: shown to everyone.
pub(super) fn whisper_rule(page: &Page, access: &Access, names: &Names) -> String {
    if access.slot.record.options.gm_reads_whispers {
        // The part with its article when the holder chose no name ("La Directora lee…").
        let gm = match names.get(SeatId(0)) {
            Some(n) if n.display.is_none() => crate::screens::seat_of_names_the(page.lang, names, SeatId(0)),
            _ => names.label(SeatId(0)),
        };
        let text = page.lang.t_args("table-gm-reads-whispers", &[("gm", crate::i18n::Arg::Str(gm))]);
        crate::i18n::upper_first(&text)
    } else {
        page.t("table-whispers-private")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_are_utc_calendar_time() {
        let iso = |ms| utc(ms).0;
        assert_eq!(utc(0), ("1970-01-01T00:00:00Z".into(), "1970-01-01 00:00 UTC".into()));
        // 2024-02-29 23:59:59 UTC, a leap day.
        assert_eq!(iso(1_709_251_199_000), "2024-02-29T23:59:59Z");
        assert_eq!(iso(1_709_251_200_000), "2024-03-01T00:00:00Z");
        // 2026-11-23 21:53:07 UTC.
        assert_eq!(utc(1_795_470_787_000).1, "2026-11-23 21:53 UTC");
        assert_eq!(iso(-1_000), "1969-12-31T23:59:59Z");
        assert_eq!(iso(i64::MAX), "9999-12-31T23:59:59Z", "no panic, no garbage");
    }

    #[test]
    fn initials_are_the_first_letters_of_two_words() {
        assert_eq!(initials("Ana María López"), "AM");
        assert_eq!(initials("lucía"), "L");
        assert_eq!(initials("Protagonist A"), "PA");
        assert_eq!(initials(""), "");
        assert_eq!(initials("Moderadora (Ana)"), "MA");
        assert_eq!(initials("Scott (Lisandro)"), "SL");
        assert_eq!(initials("· ¿Quién?"), "Q");
    }
}
