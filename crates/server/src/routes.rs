//! Every route of Tablón, written once: the JSON API's ([`api`], served by [`crate::app`] and each
//! listed in the OpenAPI document, [`crate::openapi`]) and the pages' ([`pages`], served by the web
//! crate's router and absent from the document). The routers, the document and the links the pages,
//! mails and feeds write all name these constants, so a route cannot be added to one and not the
//! others: tests check that every API route is documented and every documented route is one, that
//! each router routes exactly its list, and that no code writes a route's path by hand.
//!
//! A link is a template with its parameters filled in order: [`fill`]`(pages::TABLE_MAIL, &[&7])`
//! is `/t/7/mail`.

use std::fmt::Display;

/// Declares each route as a constant and `ALL`, every route of the list with its constant's name.
macro_rules! routes {
    ($( $(#[$doc:meta])* $name:ident = $template:literal; )*) => {
        $( $(#[$doc])* pub const $name: &str = $template; )*
        /// Every route of this list: its constant's name and its template.
        pub const ALL: &[(&str, &str)] = &[$((stringify!($name), $name)),*];
    };
}

/// The JSON API, the Atom feeds, the one-click unsubscribe and the health checks: every route here
/// is in the OpenAPI document.
pub mod api {
    routes! {
        /// This API's OpenAPI document.
        OPENAPI = "/api/openapi.json";
        /// The games this server plays.
        GAMES = "/api/games";
        /// A game's JSON Schemas.
        GAME_SCHEMA = "/api/games/{game}/schema";
        /// Sign up.
        ACCOUNTS = "/api/accounts";
        /// Sign in and out.
        SESSIONS = "/api/sessions";
        /// The signed-in account.
        ME = "/api/me";
        /// The account's mail address.
        ME_MAIL = "/api/me/mail";
        /// A kind of mail on or off.
        ME_MAIL_KIND = "/api/me/mail/kinds/{kind}";
        /// The caller's seats.
        ME_TABLES = "/api/me/tables";
        /// Attach the browser's seats to the account.
        ME_SEATS_ATTACH = "/api/me/seats/attach";
        /// Confirm a mail address.
        MAIL_CONFIRM = "/api/mail/confirm/{token}";
        /// Take a seat by its link.
        JOIN = "/api/join";
        /// Open a table; list them.
        TABLES = "/api/tables";
        /// A table.
        TABLE = "/api/tables/{id}";
        /// A table as the caller sees it, to import elsewhere.
        TABLE_EXPORT = "/api/tables/{id}/export";
        /// A new table from an export.
        TABLES_IMPORT = "/api/tables/import";
        /// The caller's seat's Atom feed link.
        TABLE_FEED = "/api/tables/{id}/feed";
        /// The mail settings of the caller's seat at a table.
        TABLE_MAIL = "/api/tables/{id}/mail";
        /// Adopt an address confirmed at another table.
        TABLE_MAIL_ADOPT = "/api/tables/{id}/mail/adopt";
        /// The caller is at the table.
        TABLE_PRESENCE = "/api/tables/{id}/presence";
        /// A kind of mail on or off at a table.
        TABLE_MAIL_KIND = "/api/tables/{id}/mail/kinds/{kind}";
        /// A seat's Atom feed.
        FEED = "/feeds/{key}";
        /// A table's public Atom feed.
        TABLE_PUBLIC_FEED = "/feeds/tables/{id}";
        /// A seat's link: reissue, revoke.
        SEAT_INVITATION = "/api/tables/{id}/seats/{seat}/invitation";
        /// Who holds each seat.
        SEATS = "/api/tables/{id}/seats";
        /// Take a seat from its account.
        SEAT_HOLDER = "/api/tables/{id}/seats/{seat}/holder";
        /// A seat's display name.
        SEAT_NAME = "/api/tables/{id}/seats/{seat}/name";
        /// Play a command.
        TABLE_COMMANDS = "/api/tables/{id}/commands";
        /// Suspend a table.
        TABLE_SUSPEND = "/api/tables/{id}/suspend";
        /// Resume a table.
        TABLE_RESUME = "/api/tables/{id}/resume";
        /// The game's skip past the deadline.
        TABLE_SKIP = "/api/tables/{id}/skip";
        /// The caller's view.
        TABLE_VIEW = "/api/tables/{id}/view";
        /// The log, redacted for the caller.
        TABLE_EVENTS = "/api/tables/{id}/events";
        /// Tragedy Looper's deduction assistant.
        TABLE_DEDUCTIONS = "/api/tables/{id}/deductions";
        /// A table's server-sent events.
        TABLE_STREAM = "/api/tables/{id}/stream";
        /// Several tables' server-sent signals.
        LIVE = "/api/live";
        /// A table's posts.
        TABLE_POSTS = "/api/tables/{id}/posts";
        /// A table's handouts.
        TABLE_HANDOUTS = "/api/tables/{id}/handouts";
        /// The seats a handout is shown to.
        HANDOUT_SEATS = "/api/tables/{id}/handouts/{handout}/seats";
        /// A seat's portrait.
        SEAT_PORTRAIT = "/api/tables/{id}/seats/{seat}/portrait";
        /// An image of a table.
        TABLE_IMAGE = "/api/tables/{id}/images/{image}";
        /// Its thumbnail.
        TABLE_IMAGE_THUMB = "/api/tables/{id}/images/{image}/thumb";
        /// A post.
        POST = "/api/posts/{post}";
        /// Every text a post has had.
        POST_HISTORY = "/api/posts/{post}/history";
        /// A table's dice commitments.
        TABLE_DICE = "/api/tables/{id}/dice";
        /// Reveal the seed.
        TABLE_DICE_REVEAL = "/api/tables/{id}/dice/reveal";
        /// Verify every roll.
        TABLE_DICE_VERIFY = "/api/tables/{id}/dice/verify";
        /// One roll, verified.
        ROLL = "/api/rolls/{commitment}/{client_seed}/{index}";
        /// One-click unsubscribe (RFC 8058).
        MAIL_UNSUBSCRIBE = "/mail/unsubscribe/{key}/{kind}";
        /// Liveness.
        HEALTHZ = "/healthz";
        /// Readiness.
        READYZ = "/readyz";
    }
}

/// The web pages (HTML for people): none is in the OpenAPI document.
pub mod pages {
    routes! {
        /// The home page.
        HOME = "/";
        /// The caller's tables.
        MY_TABLES = "/tables";
        /// Attach the browser's seats to the account.
        ATTACH = "/tables/attach";
        /// Sign up.
        SIGN_UP = "/signup";
        /// Sign in.
        SIGN_IN = "/signin";
        /// Sign out.
        SIGN_OUT = "/signout";
        /// Switch the language.
        LANGUAGE = "/lang/{tag}";
        /// The account's mail settings.
        MAIL = "/mail";
        /// The account's kinds of mail.
        MAIL_KINDS = "/mail/kinds";
        /// Send the account's address to its tables.
        MAIL_TABLES = "/mail/tables";
        /// Remove the account's address.
        MAIL_REMOVE = "/mail/remove";
        /// Confirm an address.
        MAIL_CONFIRM = "/mail/confirm/{token}";
        /// The unsubscribe page a mail links to (the one-click POST is the API's).
        MAIL_UNSUBSCRIBE = "/mail/unsubscribe/{key}/{kind}";
        /// Unsubscribe, from that page.
        MAIL_STOP = "/mail/stop/{key}/{kind}";
        /// Choose a game for a new table.
        NEW = "/new";
        /// A new table of a game.
        NEW_GAME = "/new/{game}";
        /// Check a Tragedy Looper script before opening its table.
        NEW_LOOPER_CHECK = "/new/tragedy-looper/check";
        /// Take a seat by its link.
        JOIN = "/join";
        /// Enter a table by a seat's link.
        TABLE_ENTER = "/t/{id}/enter/{key}";
        /// A table.
        TABLE = "/t/{id}";
        /// A table's game panel.
        TABLE_GAME = "/t/{id}/game";
        /// A table's side panel.
        TABLE_SIDE = "/t/{id}/side";
        /// A thread of a table.
        TABLE_THREAD = "/t/{id}/thread/{thread}";
        /// Play a form's command.
        TABLE_ACT = "/t/{id}/act";
        /// Write a post.
        TABLE_POST = "/t/{id}/post";
        /// Name one's seat.
        TABLE_NAME = "/t/{id}/name";
        /// Give a handout.
        TABLE_HANDOUTS = "/t/{id}/handouts";
        /// Show a handout to seats.
        TABLE_HANDOUT = "/t/{id}/handouts/{handout}";
        /// Set one's portrait.
        TABLE_PORTRAIT = "/t/{id}/portrait";
        /// The seat's mail settings at a table.
        TABLE_MAIL = "/t/{id}/mail";
        /// Its kinds of mail.
        TABLE_MAIL_KINDS = "/t/{id}/mail/kinds";
        /// The offer of an address confirmed elsewhere.
        TABLE_MAIL_OFFER = "/t/{id}/mail/offer";
        /// Adopt it.
        TABLE_MAIL_ADOPT = "/t/{id}/mail/adopt";
        /// Remove the seat's address.
        TABLE_MAIL_REMOVE = "/t/{id}/mail/remove";
        /// A new Atom feed link.
        TABLE_FEED = "/t/{id}/feed";
        /// End the Atom feed link.
        TABLE_FEED_REVOKE = "/t/{id}/feed/revoke";
        /// The odds of a roll.
        TABLE_ODDS = "/t/{id}/odds";
        /// Edit a post.
        POST_EDIT = "/posts/{post}/edit";
        /// A post's history.
        POST_HISTORY = "/posts/{post}/history";
        /// Reissue a seat's link.
        SEAT_LINK = "/t/{id}/seats/{seat}/link";
        /// The seats' links.
        TABLE_LINKS = "/t/{id}/links";
        /// Suspend the table.
        TABLE_SUSPEND = "/t/{id}/suspend";
        /// Resume it.
        TABLE_RESUME = "/t/{id}/resume";
        /// The game's skip.
        TABLE_SKIP = "/t/{id}/skip";
        /// Revoke a seat's link.
        SEAT_REVOKE = "/t/{id}/seats/{seat}/revoke";
        /// Take a seat from its account.
        SEAT_REMOVE = "/t/{id}/seats/{seat}/remove";
        /// Verify the table's rolls.
        TABLE_DICE = "/t/{id}/dice";
        /// Tragedy Looper's deduction assistant.
        TABLE_DEDUCTIONS = "/t/{id}/deductions";
        /// Reveal the seed.
        TABLE_DICE_REVEAL = "/t/{id}/dice/reveal";
        /// One roll, verified.
        ROLL = "/roll/{commitment}/{client_seed}/{index}";
        /// Help.
        HELP = "/help";
        /// A game's help.
        HELP_GAME = "/help/{game}";
        /// An asset.
        STATIC = "/static/{file}";
        /// An asset, under the old fixed prefix.
        STATIC_V1 = "/static/v1/{file}";
    }
}

/// `template` with its `{parameters}` replaced by `args`, in order: `fill(pages::TABLE, &[&7])`
/// is `/t/7`. The arguments are written as they display, so only numbers and values already fit
/// for a path (keys, tokens, slugs) go in.
///
/// # Panics
/// If `args` are not as many as the template's parameters: a mistake in the code, caught by the
/// first test that builds the link.
pub fn fill(template: &str, args: &[&dyn Display]) -> String {
    let mut out = String::with_capacity(template.len() + 8);
    let mut args = args.iter();
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        let close = rest[open..].find('}').map(|c| open + c).expect("a template's braces close");
        out.push_str(&rest[..open]);
        let arg = args.next().unwrap_or_else(|| panic!("{template}: too few arguments"));
        out.push_str(&arg.to_string());
        rest = &rest[close + 1..];
    }
    out.push_str(rest);
    assert!(args.next().is_none(), "{template}: too many arguments");
    out
}

/// A table's page: `/t/{id}`.
pub fn table(id: impl Display) -> String {
    fill(pages::TABLE, &[&id])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_template_is_filled_in_order() {
        assert_eq!(fill(pages::TABLE_MAIL, &[&7]), "/t/7/mail");
        assert_eq!(fill(pages::SEAT_LINK, &[&7, &2]), "/t/7/seats/2/link");
        assert_eq!(fill(pages::HOME, &[]), "/");
        assert_eq!(table(12), "/t/12");
    }

    #[test]
    #[should_panic(expected = "too few arguments")]
    fn a_missing_argument_is_a_mistake() {
        fill(pages::SEAT_LINK, &[&7]);
    }

    #[test]
    #[should_panic(expected = "too many arguments")]
    fn an_extra_argument_is_a_mistake() {
        fill(pages::TABLE, &[&7, &8]);
    }

    #[test]
    fn no_route_is_listed_twice_and_pages_and_api_share_none() {
        let mut all: Vec<&str> = api::ALL.iter().chain(pages::ALL).map(|(_, t)| *t).collect();
        let n = all.len();
        all.sort();
        all.dedup();
        // "/mail/unsubscribe/{key}/{kind}": the page a mail links to (GET) and the one-click API
        // (POST) share a template; the router merges their methods.
        assert_eq!(all.len(), n - 1, "one shared template, no other repeat");
    }
}
