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
        .route(server::routes::pages::HOME, get(home::home))
        .route(server::routes::pages::MY_TABLES, get(home::my_tables))
        .route(server::routes::pages::ATTACH, post(home::attach))
        .route(server::routes::pages::SIGN_UP, get(account::sign_up_form).post(account::sign_up))
        .route(server::routes::pages::SIGN_IN, get(account::sign_in_form).post(account::sign_in))
        .route(server::routes::pages::SIGN_OUT, get(account::sign_out_page).post(account::sign_out))
        .route(server::routes::pages::LANGUAGE, get(account::switch_language))
        .route(server::routes::pages::MAIL, get(mail::settings).post(mail::set_address))
        .route(server::routes::pages::MAIL_KINDS, post(mail::set_kinds))
        .route(server::routes::pages::MAIL_TABLES, get(mail::send_tables_form).post(mail::send_tables))
        .route(server::routes::pages::MAIL_REMOVE, post(mail::remove))
        .route(server::routes::pages::MAIL_CONFIRM, get(mail::confirm_form).post(mail::confirm))
        .route(server::routes::pages::MAIL_UNSUBSCRIBE, get(mail::unsubscribe_form))
        .route(server::routes::pages::MAIL_STOP, post(mail::unsubscribe))
        .route(server::routes::pages::NEW, get(new_table::choose))
        .route(server::routes::pages::NEW_GAME, get(new_table::form).post(new_table::create))
        .route(server::routes::pages::NEW_LOOPER_CHECK, post(screens::tragedy_looper::check::handle))
        .route(server::routes::pages::JOIN, get(join::form).post(join::join))
        .route(server::routes::pages::TABLE_ENTER, get(join::enter))
        .route(server::routes::pages::TABLE, get(table::show))
        .route(server::routes::pages::TABLE_GAME, get(table::game_fragment))
        .route(server::routes::pages::TABLE_SIDE, get(table::side_fragment))
        .route(server::routes::pages::TABLE_THREAD, get(table::thread_fragment))
        .route(server::routes::pages::TABLE_ACT, post(table::act))
        .route(server::routes::pages::TABLE_NAME, post(table::rename_seat))
        .route(server::routes::pages::TABLE_HANDOUT, post(handouts::show))
        .route(server::routes::pages::TABLE_MAIL, get(mail::table_settings).post(mail::set_table_address))
        .route(server::routes::pages::TABLE_MAIL_KINDS, post(mail::set_table_kinds))
        .route(server::routes::pages::TABLE_MAIL_OFFER, get(mail::offer))
        .route(server::routes::pages::TABLE_MAIL_ADOPT, post(mail::adopt))
        .route(server::routes::pages::TABLE_MAIL_REMOVE, post(mail::remove_table_address))
        .route(server::routes::pages::TABLE_FEED, post(mail::issue_feed))
        .route(server::routes::pages::TABLE_FEED_REVOKE, post(mail::revoke_feed))
        .route(server::routes::pages::TABLE_ODDS, get(table::odds))
        .route(server::routes::pages::POST_EDIT, post(table::edit_post))
        .route(server::routes::pages::POST_HISTORY, get(table::post_history))
        .route(server::routes::pages::SEAT_LINK, post(table::reissue_link))
        .route(server::routes::pages::TABLE_LINKS, get(links::show))
        .route(server::routes::pages::TABLE_SUSPEND, post(table::suspend))
        .route(server::routes::pages::TABLE_RESUME, post(table::resume))
        .route(server::routes::pages::TABLE_SKIP, post(table::skip))
        .route(server::routes::pages::SEAT_REVOKE, post(table::revoke_link))
        .route(server::routes::pages::SEAT_REMOVE, post(table::remove_holder))
        .route(server::routes::pages::TABLE_DICE, get(verify::table_rolls))
        .route(server::routes::pages::TABLE_DEDUCTIONS, get(screens::tragedy_looper::assistant::show))
        .route(server::routes::pages::TABLE_DICE_REVEAL, post(verify::reveal))
        .route(server::routes::pages::ROLL, get(verify::one_roll))
        .route(server::routes::pages::HELP, get(help::index))
        .route(server::routes::pages::HELP_GAME, get(help::game))
        .route(server::routes::pages::STATIC, get(assets::serve))
        .route(server::routes::pages::STATIC_V1, get(assets::serve_v1))
        .fallback(not_found)
        .layer(middleware::from_fn(page::form_token));
    // The post form may carry images: its route takes a body that holds them.
    let uploads = Router::new()
        .route(server::routes::pages::TABLE_POST, post(table::post))
        .route(server::routes::pages::TABLE_HANDOUTS, get(table::handouts_fragment).post(handouts::give))
        .route(server::routes::pages::TABLE_PORTRAIT, post(table::set_portrait))
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
    let takes_credentials = request.method() == axum::http::Method::POST
        && matches!(request.uri().path(), server::routes::pages::SIGN_IN | server::routes::pages::SIGN_UP);
    let (parts, body) = request.into_parts();
    let (key, _) = server::auth::rate_key(&state, &parts, takes_credentials).await;
    let request = Request::from_parts(parts, body);
    if !state.limiter().allow(&key) {
        let lang = i18n::Lang::of_request(request.headers());
        return page::PageError::new(lang, AppError::RateLimited).into_response();
    }
    next.run(request).await
}
