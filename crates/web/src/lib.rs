//! Tablón's web pages, served beside the JSON API by `tablon serve`.
//!
//! Server-rendered HTML from compiled templates ([maud]), htmx for partial updates (an action
//! swaps the game panel, a post appends to its thread) and the API's server-sent events for live
//! ones: the page script listens to `/api/tables/{id}/stream` and asks for fresh fragments. Every
//! page also works without JavaScript (forms post and redirect).
//!
//! Handlers never reimplement the API: they call the same `server` functions the JSON routes use
//! (so access rules, rule checks, redaction and dice are the same code) and render their answers.
//! Spanish and English ([`i18n`]), static assets embedded ([`assets`]), each game's screens in
//! [`screens`].

pub mod assets;
pub mod i18n;
pub mod layout;
pub mod mail;
pub mod odds;
pub mod page;
pub mod pages;
pub mod rolls;
pub mod screens;

use axum::Router;
use axum::extract::{Request, State};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use server::{AppError, AppState};

/// The API and the pages: what `tablon serve` serves.
pub fn app(state: AppState) -> Router {
    server::mail::install_writer(&state, std::sync::Arc::new(mail::Writer));
    server::names::install_part_names(&state, std::sync::Arc::new(screens::PartsInEveryLanguage));
    server::answer_panics(server::app(state.clone()).merge(pages(state)))
}

/// The pages alone.
pub fn pages(state: AppState) -> Router {
    use pages::{account, handouts, help, home, join, links, mail, new_table, table, verify};
    let pages = Router::new()
        .route("/", get(home::home))
        .route("/tables", get(home::my_tables))
        .route("/tables/attach", post(home::attach))
        .route("/signup", get(account::sign_up_form).post(account::sign_up))
        .route("/signin", get(account::sign_in_form).post(account::sign_in))
        .route("/signout", get(account::sign_out_page).post(account::sign_out))
        .route("/lang/{tag}", get(account::switch_language))
        .route("/mail", get(mail::settings).post(mail::set_address))
        .route("/mail/kinds", post(mail::set_kinds))
        .route("/mail/tables", get(mail::send_tables_form).post(mail::send_tables))
        .route("/mail/remove", post(mail::remove))
        .route("/mail/confirm/{token}", get(mail::confirm_form).post(mail::confirm))
        .route("/mail/unsubscribe/{key}/{kind}", get(mail::unsubscribe_form))
        .route("/mail/stop/{key}/{kind}", post(mail::unsubscribe))
        .route("/new", get(new_table::choose))
        .route("/new/{game}", get(new_table::form).post(new_table::create))
        .route("/new/tragedy-looper/check", post(screens::tragedy_looper::check::handle))
        .route("/join", get(join::form).post(join::join))
        .route("/t/{id}/enter/{key}", get(join::enter))
        .route("/t/{id}", get(table::show))
        .route("/t/{id}/game", get(table::game_fragment))
        .route("/t/{id}/side", get(table::side_fragment))
        .route("/t/{id}/thread/{thread}", get(table::thread_fragment))
        .route("/t/{id}/act", post(table::act))
        .route("/t/{id}/name", post(table::rename_seat))
        .route("/t/{id}/handouts/{handout}", post(handouts::show))
        .route("/t/{id}/mail", get(mail::table_settings).post(mail::set_table_address))
        .route("/t/{id}/mail/kinds", post(mail::set_table_kinds))
        .route("/t/{id}/mail/offer", get(mail::offer))
        .route("/t/{id}/mail/adopt", post(mail::adopt))
        .route("/t/{id}/mail/remove", post(mail::remove_table_address))
        .route("/t/{id}/feed", post(mail::issue_feed))
        .route("/t/{id}/feed/revoke", post(mail::revoke_feed))
        .route("/t/{id}/odds", get(table::odds))
        .route("/posts/{post}/edit", post(table::edit_post))
        .route("/posts/{post}/history", get(table::post_history))
        .route("/t/{id}/seats/{seat}/link", post(table::reissue_link))
        .route("/t/{id}/links", get(links::show))
        .route("/t/{id}/suspend", post(table::suspend))
        .route("/t/{id}/resume", post(table::resume))
        .route("/t/{id}/skip", post(table::skip))
        .route("/t/{id}/seats/{seat}/revoke", post(table::revoke_link))
        .route("/t/{id}/seats/{seat}/remove", post(table::remove_holder))
        .route("/t/{id}/dice", get(verify::table_rolls))
        .route("/t/{id}/deductions", get(screens::tragedy_looper::assistant::show))
        .route("/t/{id}/dice/reveal", post(verify::reveal))
        .route("/roll/{commitment}/{client_seed}/{index}", get(verify::one_roll))
        .route("/help", get(help::index))
        .route("/help/{game}", get(help::game))
        .route("/static/{file}", get(assets::serve))
        .route("/static/v1/{file}", get(assets::serve_v1))
        .fallback(not_found)
        .layer(middleware::from_fn(page::form_token));
    // The post form may carry images: its route takes a body that holds them.
    let uploads = Router::new()
        .route("/t/{id}/post", post(table::post))
        .route("/t/{id}/handouts", post(handouts::give))
        .route("/t/{id}/portrait", post(table::set_portrait))
        .layer(middleware::from_fn(page::form_token));
    let upload_limit = state.config().images.body_limit(state.config().max_body_bytes);
    server::limits::limit_body(pages, state.config().max_body_bytes)
        .merge(server::limits::limit_body(uploads, upload_limit))
        .layer(middleware::from_fn_with_state(state.clone(), rate_limit))
        .layer(middleware::from_fn_with_state(state.clone(), server::headers::security_headers))
        .layer(middleware::from_fn(server::log_request))
        .with_state(state)
}

async fn not_found(request: Request) -> Response {
    let lang = i18n::Lang::of_request(request.headers());
    page::PageError::new(lang, AppError::NotFound("page")).into_response()
}

/// The API's token buckets, keyed the same way (`server::auth::rate_key`: the account, else the
/// seat, else the client's address; the address alone for signing in and up).
async fn rate_limit(State(state): State<AppState>, request: Request, next: Next) -> Response {
    // Assets are not worth a token: a page load fetches four.
    if request.uri().path().starts_with("/static/") {
        return next.run(request).await;
    }
    let takes_credentials =
        request.method() == axum::http::Method::POST && matches!(request.uri().path(), "/signin" | "/signup");
    let (parts, body) = request.into_parts();
    let (key, _) = server::auth::rate_key(&state, &parts, takes_credentials).await;
    let request = Request::from_parts(parts, body);
    if !state.limiter().allow(&key) {
        let lang = i18n::Lang::of_request(request.headers());
        return page::PageError::new(lang, AppError::RateLimited).into_response();
    }
    next.run(request).await
}
