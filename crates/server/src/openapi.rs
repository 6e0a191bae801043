//! The OpenAPI 3.1 document served at `/api/openapi.json`, written by hand from the router. Every
//! request body has a JSON Schema generated with schemars from the request type the handler
//! deserialises, and every typed answer a schema generated from the service layer's answer type
//! (both under `components/schemas`); the few answers that are not typed yet are JSON objects
//! described in the summaries. Games' configs and commands have their own JSON Schemas at
//! `/api/games/{game}/schema` (here they are any JSON value: the game checks them). The health checks
//! `/healthz` and `/readyz` (outside `/api`, plain text) are listed too.

use axum::Json;

use crate::routes::api::*;
use serde_json::{Map, Value, json};

const ROUTES: &[(&str, &str, &str)] = &[
    (OPENAPI, "get", "this document"),
    (GAMES, "get", "the games this server plays"),
    (GAME_SCHEMA, "get", "JSON Schemas of a game's config and commands"),
    (ACCOUNTS, "post", "sign up {username, password}; sets the session cookie"),
    (SESSIONS, "post", "sign in {username, password}; sets the session cookie"),
    (SESSIONS, "delete", "sign out"),
    (ME, "get", "the signed-in account and its seats"),
    (
        ME_TABLES,
        "get",
        "the caller's seats (the account's, and those the browser's seat cookies or a bearer link hold), whose move it is at each",
    ),
    (
        ME_SEATS_ATTACH,
        "post",
        "attach the seats the browser holds by link only (its seat cookies) to the signed-in account",
    ),
    (ME_MAIL, "get", "the account's mail settings (and whether this server sends mail)"),
    (
        ME_MAIL,
        "put",
        "set the mail address {address, lang: es|en} of the account, or {table, seat} of a seat held by its link; mails a confirmation link",
    ),
    (ME_MAIL, "delete", "remove the account's mail address"),
    (ME_MAIL_KIND, "put", "turn a kind of mail (your-move, addressed) on or off {on, table?}"),
    (MAIL_CONFIRM, "post", "confirm a mail address by its mailed link's token"),
    (
        MAIL_UNSUBSCRIBE,
        "post",
        "one-click unsubscribe (RFC 8058) from a kind of mail; no credentials, the key is one",
    ),
    (JOIN, "post", "take a seat by its link {token}; sets the seat cookie"),
    (
        TABLES,
        "post",
        "open a table {game, title, config, spectators?, max_wait_secs?, webhook_url?, seat?, ai_seats?, \
         assistant?} (ai_seats: seats the server plays, Tragedy Looper [0]; assistant: deduction assistant)",
    ),
    (TABLES, "get", "tables the caller may look at"),
    (TABLE, "get", "a table, its seats, whose move it is, its dice commitment"),
    (
        SEAT_INVITATION,
        "post",
        "reissue a seat's link (revokes the old one, and the seat of an account that joined by it)",
    ),
    (SEAT_INVITATION, "delete", "revoke a seat's link (and the seat of an account that joined by it)"),
    (SEATS, "get", "moderator: who holds each seat (an account's name, or only its link)"),
    (
        SEAT_NAME,
        "put",
        "the seat's holder names it {name} (a nickname or the character's name; empty: the game's name)",
    ),
    (SEAT_HOLDER, "delete", "moderator: take a seat from its account (revoking the link it joined by)"),
    (TABLE_COMMANDS, "post", "play {command, client_seed?} for the caller's seat"),
    (
        TABLE_FEED,
        "post",
        "a new secret Atom feed link for the caller's seat (?lang=es|en); the earlier one stops working",
    ),
    (TABLE_FEED, "delete", "end the caller's seat's Atom feed link"),
    (
        TABLE_PRESENCE,
        "post",
        "the caller's seat is at the table now (its page open and visible): its mails wait while it is; 204",
    ),
    (TABLE_MAIL, "get", "the mail settings of the caller's seat at the table (its address, each kind there)"),
    (
        TABLE_MAIL_ADOPT,
        "post",
        "use for the caller's link-only seat at the table the address confirmed at their link-only seat at another table {from, lang?} (offered in the seat's mail settings; no new confirmation)",
    ),
    (
        TABLE_MAIL_KIND,
        "put",
        "turn a kind of mail on or off at the table {on}, for the caller's seat's address (a link-only seat's own)",
    ),
    (FEED, "get", "a seat's Atom feed of the table (the key is the credential)"),
    (TABLE_PUBLIC_FEED, "get", "the public Atom feed of a table open to spectators (?lang=es|en)"),
    (TABLE_EXPORT, "get", "the table as the caller sees it: events, posts, config if allowed"),
    (TABLES_IMPORT, "post", "open a new table from a complete export; fresh seat links"),
    (TABLE_SUSPEND, "post", "moderator: suspend the table (commands refused with table.suspended)"),
    (TABLE_RESUME, "post", "moderator: resume a suspended table"),
    (
        TABLE_SKIP,
        "post",
        "moderator: the game's skip past the deadline {next_starter?} (GenreFuzzion: suspend the scene)",
    ),
    (TABLE_VIEW, "get", "the caller's view and whose move it is"),
    (TABLE_EVENTS, "get", "the log after ?after=N, redacted for the caller"),
    (
        TABLE_DEDUCTIONS,
        "get",
        "Tragedy Looper's deduction assistant from the public log: plots and role assignments still \
         consistent, per-character role counts (Protagonists and spectators; 403 assistant.disabled \
         unless the table chose it)",
    ),
    (
        TABLE_STREAM,
        "get",
        "server-sent events: redacted events and the caller's view; resumes from Last-Event-ID; ?post=P \
         announces first the posts after P the caller may read",
    ),
    (
        LIVE,
        "get",
        "server-sent signals of several tables on one connection ?tables=ID:AFTER[:POST],… (at most 32; \
         the posts after POST are announced first): \
         event/view {table, seq}, post {table, post, thread}, closed {table}; each id is every \
         table's position, so Last-Event-ID resumes them all",
    ),
    (
        TABLE_POSTS,
        "get",
        "posts the caller may read; the story thread includes events as system posts; each author's part \
         in the reader's language (the tablon_lang cookie, else Accept-Language; neither: the game's words)",
    ),
    (
        TABLE_POSTS,
        "post",
        "write a post {thread, body, whisper_to?, reply_to?, dice?}: whisper to another seat or a group, reply to a post, throw dice {notation, label}; \
         with images, send multipart/form-data: the post's JSON in the field `post`, each image (PNG, JPEG, WebP, GIF) as an `image` file \
         (at most the server's size and count, 5 MB and 4 by default); they are re-encoded without their metadata",
    ),
    (
        TABLE_IMAGE,
        "get",
        "an image of a post (image/png or image/jpeg), only to the post's readers (?seat=N: which of the caller's seats reads)",
    ),
    (TABLE_IMAGE_THUMB, "get", "an image's thumbnail, at most 320 pixels a side, to the same readers"),
    (
        TABLE_HANDOUTS,
        "get",
        "the handouts the caller sees: those shown to its seat; every one for the game master",
    ),
    (
        TABLE_HANDOUTS,
        "post",
        "the game master attaches a handout {title, body?, seats?} shown to the seats named; with an image, \
         multipart/form-data with the JSON in the field `handout` and one `image` file",
    ),
    (HANDOUT_SEATS, "put", "the game master shows a handout to {seats} (replacing whom it was shown to)"),
    (
        SEAT_PORTRAIT,
        "put",
        "the seat's holder gives it a portrait: multipart/form-data with one `image` file (shown to everyone at the table beside the seat's name)",
    ),
    (SEAT_PORTRAIT, "delete", "the seat's holder takes its portrait away (back to the initials)"),
    (POST, "put", "edit a post {body} within the grace period"),
    (POST_HISTORY, "get", "every text a post has had"),
    (TABLE_DICE, "get", "the table's dice commitments"),
    (TABLE_DICE_REVEAL, "post", "reveal the current seed and commit to a new one (owner or seat 0)"),
    (TABLE_DICE_VERIFY, "get", "recompute every roll the caller may see"),
    (ROLL, "get", "one roll, verified once its seed is revealed"),
    (
        HEALTHZ,
        "get",
        "liveness for a proxy: 200 `ok` (plain text) while the process serves; no credentials, no rate limit",
    ),
    (
        READYZ,
        "get",
        "readiness for a proxy: 200 `ok` when the database answers within 2 s, else 503 `database \
         unavailable`, plain text; no credentials, no rate limit",
    ),
];

/// The routes that answer plain text, not JSON: the health checks ([`crate::health`]), with the
/// statuses they answer.
const PLAIN_TEXT: &[(&str, &[&str])] = &[(HEALTHZ, &["200"]), (READYZ, &["200", "503"])];

/// The routes that answer an image's bytes.
const IMAGES: &[&str] = &[TABLE_IMAGE, TABLE_IMAGE_THUMB];

/// A plain-text route's responses.
fn plain_text(statuses: &[&str]) -> Value {
    let mut responses = Map::new();
    for status in statuses {
        let description = if *status == "200" { "ok" } else { "not ready: a short reason" };
        responses.insert(
            status.to_string(),
            json!({"description": description, "content": {"text/plain": {"schema": {"type": "string"}}}}),
        );
    }
    Value::Object(responses)
}

/// Every route with its method and summary (for tests that walk the API).
pub fn routes() -> &'static [(&'static str, &'static str, &'static str)] {
    ROUTES
}

/// The routes that take an `Idempotency-Key` header ([`crate::idempotency`]).
const IDEMPOTENT: &[(&str, &str)] = &[
    (TABLE_COMMANDS, "post"),
    (TABLE_POSTS, "post"),
    (POST, "put"),
    (TABLES, "post"),
    (TABLES_IMPORT, "post"),
    (SEAT_INVITATION, "post"),
    (TABLE_FEED, "post"),
];

fn parameters(path: &str, method: &str) -> Value {
    let mut params: Vec<Value> = path
        .split('/')
        .filter_map(|seg| seg.strip_prefix('{').and_then(|s| s.strip_suffix('}')))
        .map(|name| {
            let ty = if matches!(name, "id" | "seat" | "post" | "index") { "integer" } else { "string" };
            // Examples that name things a fresh server has after its first table (fuzzers use them).
            let example = match name {
                "id" | "post" | "seat" => json!(1),
                "index" => json!(0),
                "game" => json!("44"),
                _ => json!("x"),
            };
            json!({"name": name, "in": "path", "required": true, "schema": {"type": ty}, "example": example})
        })
        .collect();
    if IDEMPOTENT.contains(&(path, method)) {
        params.push(json!({
            "name": "Idempotency-Key",
            "in": "header",
            "required": false,
            "description": format!(
                "a key naming this one write (1 to {} printable ASCII characters, e.g. a UUID): a resend \
                 with the same key by the same caller gets the first answer and changes nothing, even when \
                 the first answer never arrived; the same key with a different request is 422 \
                 idempotency.reused. Keys are remembered for {} hours. A write whose answer holds links \
                 (opening or importing a table, reissuing a seat's link, a feed link) keeps that answer sealed under the \
                 key and takes keys of at least {} characters (400 idempotency.key_short).",
                crate::idempotency::MAX_KEY_LEN,
                crate::idempotency::KEY_TTL_MS / 3_600_000,
                crate::idempotency::MIN_SEALING_KEY_LEN
            ),
            "schema": {"type": "string", "minLength": 1, "maxLength": crate::idempotency::MAX_KEY_LEN},
        }));
    }
    Value::Array(params)
}

/// A request body's schema for `(path, method)`.
type Body = (&'static str, &'static str, Value);

/// A success answer for `(path, method)`: its status and its body's schema (none for 204).
type Answer = (&'static str, &'static str, &'static str, Option<Value>);

/// The request bodies and success answers by `(path, method)`, and the definitions they refer to.
fn schemas() -> (Vec<Body>, Vec<Answer>, Map<String, Value>) {
    use schemars::JsonSchema;
    use schemars::generate::SchemaSettings;
    let mut g = SchemaSettings::draft2020_12()
        .with(|s| {
            s.definitions_path = "/components/schemas".into();
            s.meta_schema = None;
        })
        .into_generator();
    fn of<T: JsonSchema>(g: &mut schemars::SchemaGenerator) -> Value {
        g.subschema_for::<T>().to_value()
    }
    use crate::{
        assistant, auth, export, feeds, handouts, mail, moderation, names, play, posts, rolls, tables,
    };
    let bodies = vec![
        (ACCOUNTS, "post", of::<auth::Credentials>(&mut g)),
        (SESSIONS, "post", of::<auth::Credentials>(&mut g)),
        (JOIN, "post", of::<tables::Join>(&mut g)),
        (TABLES, "post", of::<tables::CreateTable>(&mut g)),
        (TABLES_IMPORT, "post", of::<export::Export>(&mut g)),
        (TABLE_COMMANDS, "post", of::<play::CommandRequest>(&mut g)),
        (TABLE_SKIP, "post", of::<moderation::SkipRequest>(&mut g)),
        (TABLE_POSTS, "post", of::<posts::NewPostRequest>(&mut g)),
        (SEAT_NAME, "put", of::<names::RenameSeat>(&mut g)),
        (POST, "put", of::<posts::EditRequest>(&mut g)),
        (TABLE_HANDOUTS, "post", of::<handouts::NewHandoutRequest>(&mut g)),
        (HANDOUT_SEATS, "put", of::<handouts::ShowRequest>(&mut g)),
        (ME_MAIL, "put", of::<mail::AddressRequest>(&mut g)),
        (ME_MAIL_KIND, "put", of::<mail::http::KindRequest>(&mut g)),
        (TABLE_MAIL_KIND, "put", of::<mail::http::KindRequest>(&mut g)),
        (TABLE_MAIL_ADOPT, "post", of::<mail::AdoptRequest>(&mut g)),
    ];
    let answers = vec![
        (GAMES, "get", "200", Some(of::<tables::GameList>(&mut g))),
        (TABLES, "post", "201", Some(of::<tables::CreatedTable>(&mut g))),
        (TABLES, "get", "200", Some(of::<tables::TableList>(&mut g))),
        (TABLE, "get", "200", Some(of::<tables::TableDetails>(&mut g))),
        (SEAT_INVITATION, "post", "200", Some(of::<tables::SeatLink>(&mut g))),
        (SEAT_INVITATION, "delete", "204", None),
        (SEATS, "get", "200", Some(of::<tables::SeatHolders>(&mut g))),
        (SEAT_NAME, "put", "200", Some(of::<names::SeatName>(&mut g))),
        (SEAT_HOLDER, "delete", "204", None),
        (JOIN, "post", "200", Some(of::<tables::Joined>(&mut g))),
        (TABLE_EXPORT, "get", "200", Some(of::<export::Export>(&mut g))),
        (TABLES_IMPORT, "post", "201", Some(of::<export::ImportedTable>(&mut g))),
        (TABLE_COMMANDS, "post", "200", Some(of::<play::Played>(&mut g))),
        (TABLE_VIEW, "get", "200", Some(of::<play::ViewMessage>(&mut g))),
        (TABLE_EVENTS, "get", "200", Some(of::<play::EventLog>(&mut g))),
        (TABLE_SUSPEND, "post", "200", Some(of::<moderation::Suspension>(&mut g))),
        (TABLE_RESUME, "post", "200", Some(of::<moderation::Suspension>(&mut g))),
        (TABLE_SKIP, "post", "200", Some(of::<moderation::Skipped>(&mut g))),
        (TABLE_POSTS, "get", "200", Some(of::<posts::PostList>(&mut g))),
        (TABLE_POSTS, "post", "201", Some(of::<posts::Post>(&mut g))),
        (POST, "put", "200", Some(of::<posts::Post>(&mut g))),
        (POST_HISTORY, "get", "200", Some(of::<posts::PostHistory>(&mut g))),
        (TABLE_HANDOUTS, "get", "200", Some(of::<handouts::HandoutList>(&mut g))),
        (TABLE_HANDOUTS, "post", "201", Some(of::<handouts::Handout>(&mut g))),
        (HANDOUT_SEATS, "put", "200", Some(of::<handouts::Handout>(&mut g))),
        (ACCOUNTS, "post", "201", Some(of::<auth::Account>(&mut g))),
        (SESSIONS, "post", "200", Some(of::<auth::Account>(&mut g))),
        (SESSIONS, "delete", "204", None),
        (ME, "get", "200", Some(of::<auth::Me>(&mut g))),
        (ME_TABLES, "get", "200", Some(of::<tables::MySeats>(&mut g))),
        (TABLE_FEED, "post", "200", Some(of::<feeds::FeedLink>(&mut g))),
        (TABLE_FEED, "delete", "204", None),
        (TABLE_PRESENCE, "post", "204", None),
        (TABLE_MAIL, "get", "200", Some(of::<mail::TableMailSettings>(&mut g))),
        (TABLE_MAIL_KIND, "put", "200", Some(of::<mail::TableMailSettings>(&mut g))),
        (TABLE_MAIL_ADOPT, "post", "200", Some(of::<mail::TableMailSettings>(&mut g))),
        (ME_SEATS_ATTACH, "post", "200", Some(of::<tables::MySeats>(&mut g))),
        (ME_MAIL, "get", "200", Some(of::<mail::MailSettings>(&mut g))),
        (ME_MAIL, "put", "200", Some(of::<mail::MailSettings>(&mut g))),
        (ME_MAIL, "delete", "200", Some(of::<mail::MailSettings>(&mut g))),
        (ME_MAIL_KIND, "put", "200", Some(of::<mail::MailSettings>(&mut g))),
        (MAIL_CONFIRM, "post", "204", None),
        (TABLE_DEDUCTIONS, "get", "200", Some(of::<assistant::Deductions>(&mut g))),
        (TABLE_DICE, "get", "200", Some(of::<rolls::Commitments>(&mut g))),
        (TABLE_DICE_REVEAL, "post", "200", Some(of::<rolls::Revealed>(&mut g))),
        (TABLE_DICE_VERIFY, "get", "200", Some(of::<rolls::TableRolls>(&mut g))),
        (ROLL, "get", "200", Some(of::<rolls::OneRoll>(&mut g))),
    ];
    let definitions = g.take_definitions(true);
    (bodies, answers, definitions)
}

/// The success answer of a route: typed when the service layer gives its type, else any object.
fn success(answers: &[Answer], path: &str, method: &str) -> (String, Value) {
    let json = |schema: Value| json!({"application/json": {"schema": schema}});
    match answers.iter().find(|(p, m, _, _)| *p == path && *m == method) {
        Some((_, _, status, Some(schema))) => {
            (status.to_string(), json!({"description": "success", "content": json(schema.clone())}))
        }
        Some((_, _, status, None)) => (status.to_string(), json!({"description": "success, no body"})),
        None => (
            "200".into(),
            json!({"description": "success (201 on creation, 204 when there is no body)",
                   "content": json(json!({"type": "object"}))}),
        ),
    }
}

/// `GET /api/openapi.json`.
pub async fn document() -> Json<Value> {
    let mut paths = Map::new();
    let (bodies, answers, definitions) = schemas();
    for (path, method, summary) in ROUTES {
        let entry = paths.entry(path.to_string()).or_insert_with(|| json!({}));
        let body = bodies.iter().find(|(p, m, _)| p == path && m == method).map(
            |(_, _, schema)| json!({"required": true, "content": {"application/json": {"schema": schema}}}),
        );
        if let Some((_, statuses)) = PLAIN_TEXT.iter().find(|(p, _)| p == path) {
            entry[*method] = json!({"summary": summary, "parameters": [], "responses": plain_text(statuses)});
            continue;
        }
        let (status, answer) = match IMAGES.contains(path) {
            true => {
                let bytes = json!({"schema": {"type": "string", "contentMediaType": "image/*"}});
                (
                    "200".into(),
                    json!({"description": "the image", "content": {"image/png": bytes, "image/jpeg": bytes}}),
                )
            }
            false => success(&answers, path, method),
        };
        entry[*method] = json!({
            "summary": summary,
            "parameters": parameters(path, method),
            "responses": {
                (status): answer,
                "default": {"description": "an error: {\"error\": {code, message, params}}",
                            "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}},
            },
        });
        if let Some(body) = body {
            entry[*method]["requestBody"] = body;
        }
    }
    let mut schemas = definitions;
    schemas.insert(
        "Error".into(),
        json!({"type": "object", "properties": {"error": {"type": "object", "properties": {
        "code": {"type": "string"}, "message": {"type": "string"}, "params": {"type": "object"},
        "also": {"type": "array", "description": "the other rules a refused command broke",
                 "items": {"type": "object", "properties": {"code": {"type": "string"},
                   "message": {"type": "string"}, "params": {"type": "object"}}}}}}}}),
    );
    Json(json!({
        "openapi": "3.1.0",
        "info": {"title": "Tablón", "version": env!("CARGO_PKG_VERSION"),
                 "description": "State-changing requests need the header x-tablon-csrf unless they use Authorization: Bearer <seat token>."},
        "paths": paths,
        "components": {"schemas": schemas},
    }))
}
