//! The OpenAPI 3.1 document served at `/api/openapi.json`, written by hand from the router. Every
//! request body has a JSON Schema generated with schemars from the request type the handler
//! deserialises, and every typed answer a schema generated from the service layer's answer type
//! (both under `components/schemas`); the few answers that are not typed yet are JSON objects
//! described in the summaries. Games' configs and commands have their own JSON Schemas at
//! `/api/games/{game}/schema` (here they are any JSON value: the game checks them). The health checks
//! `/healthz` and `/readyz` (outside `/api`, plain text) are listed too.

use axum::Json;
use serde_json::{Map, Value, json};

const ROUTES: &[(&str, &str, &str)] = &[
    ("/api/openapi.json", "get", "this document"),
    ("/api/games", "get", "the games this server plays"),
    ("/api/games/{game}/schema", "get", "JSON Schemas of a game's config and commands"),
    ("/api/accounts", "post", "sign up {username, password}; sets the session cookie"),
    ("/api/sessions", "post", "sign in {username, password}; sets the session cookie"),
    ("/api/sessions", "delete", "sign out"),
    ("/api/me", "get", "the signed-in account and its seats"),
    (
        "/api/me/tables",
        "get",
        "the caller's seats (the account's, and those the browser's seat cookies or a bearer link hold), whose move it is at each",
    ),
    (
        "/api/me/seats/attach",
        "post",
        "attach the seats the browser holds by link only (its seat cookies) to the signed-in account",
    ),
    ("/api/me/mail", "get", "the account's mail settings (and whether this server sends mail)"),
    (
        "/api/me/mail",
        "put",
        "set the mail address {address, lang: es|en} of the account, or {table, seat} of a seat held by its link; mails a confirmation link",
    ),
    ("/api/me/mail", "delete", "remove the account's mail address"),
    ("/api/me/mail/kinds/{kind}", "put", "turn a kind of mail (your-move, addressed) on or off {on, table?}"),
    ("/api/mail/confirm/{token}", "post", "confirm a mail address by its mailed link's token"),
    (
        "/mail/unsubscribe/{key}/{kind}",
        "post",
        "one-click unsubscribe (RFC 8058) from a kind of mail; no credentials, the key is one",
    ),
    ("/api/join", "post", "take a seat by its link {token}; sets the seat cookie"),
    (
        "/api/tables",
        "post",
        "open a table {game, title, config, spectators?, max_wait_secs?, webhook_url?, seat?, ai_seats?, \
         assistant?} (ai_seats: seats the server plays, Tragedy Looper [0]; assistant: deduction assistant)",
    ),
    ("/api/tables", "get", "tables the caller may look at"),
    ("/api/tables/{id}", "get", "a table, its seats, whose move it is, its dice commitment"),
    (
        "/api/tables/{id}/seats/{seat}/invitation",
        "post",
        "reissue a seat's link (revokes the old one, and the seat of an account that joined by it)",
    ),
    (
        "/api/tables/{id}/seats/{seat}/invitation",
        "delete",
        "revoke a seat's link (and the seat of an account that joined by it)",
    ),
    ("/api/tables/{id}/seats", "get", "moderator: who holds each seat (an account's name, or only its link)"),
    (
        "/api/tables/{id}/seats/{seat}/name",
        "put",
        "the seat's holder names it {name} (a nickname or the character's name; empty: the game's name)",
    ),
    (
        "/api/tables/{id}/seats/{seat}/holder",
        "delete",
        "moderator: take a seat from its account (revoking the link it joined by)",
    ),
    ("/api/tables/{id}/commands", "post", "play {command, client_seed?} for the caller's seat"),
    (
        "/api/tables/{id}/feed",
        "post",
        "a new secret Atom feed link for the caller's seat (?lang=es|en); the earlier one stops working",
    ),
    ("/api/tables/{id}/feed", "delete", "end the caller's seat's Atom feed link"),
    (
        "/api/tables/{id}/mail",
        "get",
        "the mail settings of the caller's seat at the table (its address, each kind there)",
    ),
    (
        "/api/tables/{id}/mail/adopt",
        "post",
        "use for the caller's link-only seat at the table the address confirmed at their link-only seat at another table {from, lang?} (offered in the seat's mail settings; no new confirmation)",
    ),
    (
        "/api/tables/{id}/mail/kinds/{kind}",
        "put",
        "turn a kind of mail on or off at the table {on}, for the caller's seat's address (a link-only seat's own)",
    ),
    ("/feeds/{key}", "get", "a seat's Atom feed of the table (the key is the credential)"),
    ("/feeds/tables/{id}", "get", "the public Atom feed of a table open to spectators (?lang=es|en)"),
    ("/api/tables/{id}/export", "get", "the table as the caller sees it: events, posts, config if allowed"),
    ("/api/tables/import", "post", "open a new table from a complete export; fresh seat links"),
    (
        "/api/tables/{id}/suspend",
        "post",
        "moderator: suspend the table (commands refused with table.suspended)",
    ),
    ("/api/tables/{id}/resume", "post", "moderator: resume a suspended table"),
    (
        "/api/tables/{id}/skip",
        "post",
        "moderator: the game's skip past the deadline {next_starter?} (GenreFuzzion: suspend the scene)",
    ),
    ("/api/tables/{id}/view", "get", "the caller's view and whose move it is"),
    ("/api/tables/{id}/events", "get", "the log after ?after=N, redacted for the caller"),
    (
        "/api/tables/{id}/deductions",
        "get",
        "Tragedy Looper's deduction assistant from the public log: plots and role assignments still \
         consistent, per-character role counts (Protagonists and spectators; 403 assistant.disabled \
         unless the table chose it)",
    ),
    (
        "/api/tables/{id}/stream",
        "get",
        "server-sent events: redacted events and the caller's view; resumes from Last-Event-ID; ?post=P \
         announces first the posts after P the caller may read",
    ),
    (
        "/api/live",
        "get",
        "server-sent signals of several tables on one connection ?tables=ID:AFTER[:POST],… (at most 32; \
         the posts after POST are announced first): \
         event/view {table, seq}, post {table, post, thread}, closed {table}; each id is every \
         table's position, so Last-Event-ID resumes them all",
    ),
    (
        "/api/tables/{id}/posts",
        "get",
        "posts the caller may read; the story thread includes events as system posts; each author's part \
         in the reader's language (the tablon_lang cookie, else Accept-Language; neither: the game's words)",
    ),
    (
        "/api/tables/{id}/posts",
        "post",
        "write a post {thread, body, whisper_to?, reply_to?, dice?}: whisper to another seat or a group, reply to a post, throw dice {notation, label}",
    ),
    ("/api/posts/{post}", "put", "edit a post {body} within the grace period"),
    ("/api/posts/{post}/history", "get", "every text a post has had"),
    ("/api/tables/{id}/dice", "get", "the table's dice commitments"),
    (
        "/api/tables/{id}/dice/reveal",
        "post",
        "reveal the current seed and commit to a new one (owner or seat 0)",
    ),
    ("/api/tables/{id}/dice/verify", "get", "recompute every roll the caller may see"),
    ("/api/rolls/{commitment}/{client_seed}/{index}", "get", "one roll, verified once its seed is revealed"),
    (
        "/healthz",
        "get",
        "liveness for a proxy: 200 `ok` (plain text) while the process serves; no credentials, no rate limit",
    ),
    (
        "/readyz",
        "get",
        "readiness for a proxy: 200 `ok` when the database answers within 2 s, else 503 `database \
         unavailable`, plain text; no credentials, no rate limit",
    ),
];

/// The routes that answer plain text, not JSON: the health checks ([`crate::health`]), with the
/// statuses they answer.
const PLAIN_TEXT: &[(&str, &[&str])] = &[("/healthz", &["200"]), ("/readyz", &["200", "503"])];

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
    ("/api/tables/{id}/commands", "post"),
    ("/api/tables/{id}/posts", "post"),
    ("/api/posts/{post}", "put"),
    ("/api/tables", "post"),
    ("/api/tables/import", "post"),
    ("/api/tables/{id}/seats/{seat}/invitation", "post"),
    ("/api/tables/{id}/feed", "post"),
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
    use crate::{assistant, auth, export, feeds, mail, moderation, names, play, posts, rolls, tables};
    let bodies = vec![
        ("/api/accounts", "post", of::<auth::Credentials>(&mut g)),
        ("/api/sessions", "post", of::<auth::Credentials>(&mut g)),
        ("/api/join", "post", of::<tables::Join>(&mut g)),
        ("/api/tables", "post", of::<tables::CreateTable>(&mut g)),
        ("/api/tables/import", "post", of::<export::Export>(&mut g)),
        ("/api/tables/{id}/commands", "post", of::<play::CommandRequest>(&mut g)),
        ("/api/tables/{id}/skip", "post", of::<moderation::SkipRequest>(&mut g)),
        ("/api/tables/{id}/posts", "post", of::<posts::NewPostRequest>(&mut g)),
        ("/api/tables/{id}/seats/{seat}/name", "put", of::<names::RenameSeat>(&mut g)),
        ("/api/posts/{post}", "put", of::<posts::EditRequest>(&mut g)),
        ("/api/me/mail", "put", of::<mail::AddressRequest>(&mut g)),
        ("/api/me/mail/kinds/{kind}", "put", of::<mail::http::KindRequest>(&mut g)),
        ("/api/tables/{id}/mail/kinds/{kind}", "put", of::<mail::http::KindRequest>(&mut g)),
        ("/api/tables/{id}/mail/adopt", "post", of::<mail::AdoptRequest>(&mut g)),
    ];
    let answers = vec![
        ("/api/games", "get", "200", Some(of::<tables::GameList>(&mut g))),
        ("/api/tables", "post", "201", Some(of::<tables::CreatedTable>(&mut g))),
        ("/api/tables", "get", "200", Some(of::<tables::TableList>(&mut g))),
        ("/api/tables/{id}", "get", "200", Some(of::<tables::TableDetails>(&mut g))),
        ("/api/tables/{id}/seats/{seat}/invitation", "post", "200", Some(of::<tables::SeatLink>(&mut g))),
        ("/api/tables/{id}/seats/{seat}/invitation", "delete", "204", None),
        ("/api/tables/{id}/seats", "get", "200", Some(of::<tables::SeatHolders>(&mut g))),
        ("/api/tables/{id}/seats/{seat}/name", "put", "200", Some(of::<names::SeatName>(&mut g))),
        ("/api/tables/{id}/seats/{seat}/holder", "delete", "204", None),
        ("/api/join", "post", "200", Some(of::<tables::Joined>(&mut g))),
        ("/api/tables/{id}/export", "get", "200", Some(of::<export::Export>(&mut g))),
        ("/api/tables/import", "post", "201", Some(of::<export::ImportedTable>(&mut g))),
        ("/api/tables/{id}/commands", "post", "200", Some(of::<play::Played>(&mut g))),
        ("/api/tables/{id}/view", "get", "200", Some(of::<play::ViewMessage>(&mut g))),
        ("/api/tables/{id}/events", "get", "200", Some(of::<play::EventLog>(&mut g))),
        ("/api/tables/{id}/suspend", "post", "200", Some(of::<moderation::Suspension>(&mut g))),
        ("/api/tables/{id}/resume", "post", "200", Some(of::<moderation::Suspension>(&mut g))),
        ("/api/tables/{id}/skip", "post", "200", Some(of::<moderation::Skipped>(&mut g))),
        ("/api/tables/{id}/posts", "get", "200", Some(of::<posts::PostList>(&mut g))),
        ("/api/tables/{id}/posts", "post", "201", Some(of::<posts::Post>(&mut g))),
        ("/api/posts/{post}", "put", "200", Some(of::<posts::Post>(&mut g))),
        ("/api/posts/{post}/history", "get", "200", Some(of::<posts::PostHistory>(&mut g))),
        ("/api/accounts", "post", "201", Some(of::<auth::Account>(&mut g))),
        ("/api/sessions", "post", "200", Some(of::<auth::Account>(&mut g))),
        ("/api/sessions", "delete", "204", None),
        ("/api/me", "get", "200", Some(of::<auth::Me>(&mut g))),
        ("/api/me/tables", "get", "200", Some(of::<tables::MySeats>(&mut g))),
        ("/api/tables/{id}/feed", "post", "200", Some(of::<feeds::FeedLink>(&mut g))),
        ("/api/tables/{id}/feed", "delete", "204", None),
        ("/api/tables/{id}/mail", "get", "200", Some(of::<mail::TableMailSettings>(&mut g))),
        ("/api/tables/{id}/mail/kinds/{kind}", "put", "200", Some(of::<mail::TableMailSettings>(&mut g))),
        ("/api/tables/{id}/mail/adopt", "post", "200", Some(of::<mail::TableMailSettings>(&mut g))),
        ("/api/me/seats/attach", "post", "200", Some(of::<tables::MySeats>(&mut g))),
        ("/api/me/mail", "get", "200", Some(of::<mail::MailSettings>(&mut g))),
        ("/api/me/mail", "put", "200", Some(of::<mail::MailSettings>(&mut g))),
        ("/api/me/mail", "delete", "200", Some(of::<mail::MailSettings>(&mut g))),
        ("/api/me/mail/kinds/{kind}", "put", "200", Some(of::<mail::MailSettings>(&mut g))),
        ("/api/mail/confirm/{token}", "post", "204", None),
        ("/api/tables/{id}/deductions", "get", "200", Some(of::<assistant::Deductions>(&mut g))),
        ("/api/tables/{id}/dice", "get", "200", Some(of::<rolls::Commitments>(&mut g))),
        ("/api/tables/{id}/dice/reveal", "post", "200", Some(of::<rolls::Revealed>(&mut g))),
        ("/api/tables/{id}/dice/verify", "get", "200", Some(of::<rolls::TableRolls>(&mut g))),
        ("/api/rolls/{commitment}/{client_seed}/{index}", "get", "200", Some(of::<rolls::OneRoll>(&mut g))),
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
        let (status, answer) = success(&answers, path, method);
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
