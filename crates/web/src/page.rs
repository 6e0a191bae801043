//! What every page handler knows about its request ([`Page`]: language, caller, form token) and
//! the form body of a state-changing request ([`Fields`], checked against the form token).
//!
//! CSRF for pages: a random `tablon_form` cookie (SameSite=Strict, HttpOnly) set on the first
//! visit, repeated in every form as the hidden field `_csrf`; a POST whose field does not match its
//! cookie is refused. Another site can neither read the cookie nor guess the field (double-submit).
//! The JSON API keeps its own rule (a custom header), which forms cannot send.

use axum::extract::{FromRequest, FromRequestParts, Request};
use axum::http::request::Parts;
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use cookie::time::Duration;
use cookie::{Cookie, SameSite};
use maud::{Markup, html};
use server::auth::Caller;
use server::routes::pages as route;
use server::{AppError, AppState};
use store::Store;

use crate::i18n::Lang;
use crate::layout;

/// The cookie holding the form token.
pub const FORM_COOKIE: &str = "tablon_form";

/// The form token of this request (set by [`form_token`]).
#[derive(Clone, Debug)]
struct FormToken(String);

/// Adds `cookie` to `response`'s `Set-Cookie` headers (a cookie that is not a valid header value is
/// left out: ours never are).
pub fn set_cookie(response: &mut Response, cookie: &Cookie<'_>) {
    if let Ok(v) = HeaderValue::from_str(&cookie.to_string()) {
        response.headers_mut().append(header::SET_COOKIE, v);
    }
}

/// Middleware: gives every visitor a form token cookie.
pub async fn form_token(mut request: Request, next: Next) -> Response {
    let existing = server::auth::cookie(request.headers(), FORM_COOKIE).filter(|t| t.len() == 64);
    let fresh = existing.is_none();
    let token = existing.unwrap_or_else(store::new_token);
    request.extensions_mut().insert(FormToken(token.clone()));
    let mut response = next.run(request).await;
    if fresh {
        let cookie = Cookie::build((FORM_COOKIE, token))
            .path("/")
            .http_only(true)
            .same_site(SameSite::Strict)
            .max_age(Duration::days(365))
            .build();
        set_cookie(&mut response, &cookie);
    }
    response
}

/// The request as a page sees it.
#[derive(Clone, Debug)]
pub struct Page {
    /// The language to answer in.
    pub lang: Lang,
    /// Who is asking.
    pub caller: Caller,
    /// The signed-in account's name.
    pub username: Option<String>,
    /// The form token, for the hidden `_csrf` field.
    pub csrf: String,
    /// The path and query, for the language switch's way back.
    pub path: String,
    /// Whether htmx sent the request (answer with a fragment).
    pub htmx: bool,
}

impl FromRequestParts<AppState> for Page {
    type Rejection = PageError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Page, PageError> {
        let lang = Lang::of_request(&parts.headers);
        let caller = Caller::from_request_parts(parts, state).await.map_err(|e| PageError::new(lang, e))?;
        let username = match caller.user {
            Some(u) => Some(state.db().user(u).await.map_err(|e| PageError::new(lang, e.into()))?.username),
            None => None,
        };
        let csrf = parts.extensions.get::<FormToken>().map(|t| t.0.clone()).unwrap_or_default();
        let path = parts.uri.path_and_query().map(|p| p.as_str().to_owned()).unwrap_or_else(|| "/".into());
        let htmx = parts.headers.contains_key("hx-request");
        Ok(Page { lang, caller, username, csrf, path, htmx })
    }
}

/// A page's path parameters: a segment that cannot be what the route names (`/t/abc`) is the error
/// page "nothing at this address" in the reader's language, as [`server::path::Path`] is the API's
/// JSON 404.
#[derive(Debug)]
pub struct Path<T>(pub T);

impl<T, S> FromRequestParts<S> for Path<T>
where
    T: serde::de::DeserializeOwned + Send,
    S: Send + Sync,
{
    type Rejection = PageError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, PageError> {
        match server::path::Path::<T>::from_request_parts(parts, state).await {
            Ok(server::path::Path(value)) => Ok(Path(value)),
            Err(e) => Err(PageError::new(Lang::of_request(&parts.headers), e)),
        }
    }
}

impl Page {
    /// Shorthand for the language's text of `id`.
    pub fn t(&self, id: &str) -> String {
        self.lang.t(id)
    }

    /// The hidden fields every form carries: the form token, and an idempotency key made for this
    /// one rendering of the form (a form sent twice, by a browser resending it or a double click,
    /// is applied once; the page script gives a form a new key once its answer arrives).
    pub fn csrf_field(&self) -> Markup {
        html! {
            input type="hidden" name="_csrf" value=(self.csrf);
            input type="hidden" name=(server::idempotency::FIELD) value=(store::new_token());
        }
    }

    /// Turns an API error into this page's error.
    pub fn fail(&self) -> impl Fn(AppError) -> PageError + '_ {
        move |e| PageError::new(self.lang, e)
    }
}

/// The fields of a form POST (`application/x-www-form-urlencoded`), in order, repeated names kept;
/// only built when `_csrf` matches the form token.
#[derive(Clone, Debug, Default)]
pub struct Fields(pub Vec<(String, String)>);

impl Fields {
    /// The first value of `name`.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.0.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str())
    }

    /// Every value of `name`.
    pub fn all<'a>(&'a self, name: &'a str) -> impl Iterator<Item = &'a str> + 'a {
        self.0.iter().filter(move |(k, _)| k == name).map(|(_, v)| v.as_str())
    }

    /// The trimmed, non-empty value of `name`.
    pub fn text(&self, name: &str) -> Option<&str> {
        self.get(name).map(str::trim).filter(|s| !s.is_empty())
    }

    /// Gives `caller` the form's idempotency key, if it carries one (a 400 for a malformed one).
    pub fn idempotency_key(&self, caller: &mut Caller) -> Result<(), AppError> {
        match self.get(server::idempotency::FIELD) {
            Some(key) => caller.set_idempotency_key(key),
            None => Ok(()),
        }
    }

    /// Whether a checkbox `name` was ticked.
    pub fn checked(&self, name: &str) -> bool {
        self.get(name).is_some_and(|v| v == "on" || v == "true" || v == "1")
    }
}

impl<S: Send + Sync> FromRequest<S> for Fields {
    type Rejection = PageError;

    async fn from_request(request: Request, state: &S) -> Result<Fields, PageError> {
        let lang = Lang::of_request(request.headers());
        let token = request.extensions().get::<FormToken>().map(|t| t.0.clone());
        let cookie = server::auth::cookie(request.headers(), FORM_COOKIE);
        let axum::Form(fields) = axum::Form::<Vec<(String, String)>>::from_request(request, state)
            .await
            .map_err(|e| PageError::new(lang, AppError::bad("input.malformed", e.body_text())))?;
        checked(lang, token, cookie, Fields(fields))
    }
}

/// `fields` if their `_csrf` matches the form token and its cookie, else the 403 that says so.
fn checked(
    lang: Lang,
    token: Option<String>,
    cookie: Option<String>,
    fields: Fields,
) -> Result<Fields, PageError> {
    let sent = fields.get("_csrf");
    if cookie.is_none() || token != cookie || sent != cookie.as_deref() {
        return Err(PageError::new(
            lang,
            AppError::forbidden(
                "csrf.form_token",
                "this form is stale or came from another site: reload the page and send it again",
            ),
        ));
    }
    Ok(fields)
}

/// A form POST that may carry images (`multipart/form-data`, the post form; or a plain form): its
/// [`Fields`], checked against the form token as every form's are, and its `image` files, read
/// within the server's image limits ([`server::images::read_multipart`]).
pub struct FormWithImages {
    /// The text fields.
    pub fields: Fields,
    /// The images, in order.
    pub images: Vec<server::images::Upload>,
    /// Why the images were refused as they arrived (too large, too many): shown beside the form.
    pub refused: Option<AppError>,
}

impl FromRequest<AppState> for FormWithImages {
    type Rejection = PageError;

    async fn from_request(request: Request, state: &AppState) -> Result<FormWithImages, PageError> {
        if !server::images::is_multipart(request.headers()) {
            let fields = Fields::from_request(request, state).await?;
            return Ok(FormWithImages { fields, images: Vec::new(), refused: None });
        }
        let lang = Lang::of_request(request.headers());
        let token = request.extensions().get::<FormToken>().map(|t| t.0.clone());
        let cookie = server::auth::cookie(request.headers(), FORM_COOKIE);
        let malformed = |e: AppError| PageError::new(lang, e);
        let body = axum::extract::Multipart::from_request(request, state)
            .await
            .map_err(|e| malformed(AppError::bad("input.malformed", e.body_text())))?;
        let limits = state.config().images;
        let body_limit = limits.body_limit(state.config().max_body_bytes);
        let form =
            server::images::read_multipart(body, "image", &limits, body_limit).await.map_err(malformed)?;
        let fields = checked(lang, token, cookie, Fields(form.fields))?;
        Ok(FormWithImages { fields, images: form.files, refused: form.refused })
    }
}

/// A failed page request: an error page (or, for htmx, a fragment) in the request's language.
#[derive(Debug)]
pub struct PageError {
    lang: Lang,
    error: AppError,
}

impl PageError {
    /// The error `error`, to be shown in `lang`.
    pub fn new(lang: Lang, error: AppError) -> PageError {
        PageError { lang, error }
    }

    /// The status and the message in the page's language.
    pub fn describe(&self) -> (StatusCode, String) {
        describe(self.lang, &self.error)
    }
}

/// The status of an API error and its message in `lang` (by stable code; the English message when
/// the code has no translation).
pub fn describe(lang: Lang, error: &AppError) -> (StatusCode, String) {
    let (status, code, message, params) = error.parts();
    let mut text = lang.error(&code, &params, &message);
    if let AppError::Rule(e) = error {
        for other in &e.also {
            text.push(' ');
            text.push_str(&lang.error(&other.code, &other.params, &other.message));
        }
    }
    (status, text)
}

impl IntoResponse for PageError {
    fn into_response(self) -> Response {
        let (status, message) = self.describe();
        let lang = self.lang;
        let title = lang.t("error-title");
        let body = html! {
            section.card.error-page {
                h1 { (title) }
                p.error role="alert" { (message) }
                @if status == StatusCode::UNAUTHORIZED {
                    p { a href=(route::SIGN_IN) { (lang.t("nav-sign-in")) } }
                }
                p { a href=(route::HOME) { (lang.t("error-back-home")) } }
            }
        };
        (status, layout::bare(lang, &title, body)).into_response()
    }
}
