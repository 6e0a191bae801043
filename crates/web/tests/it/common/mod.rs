//! What the page tests share: a browser (a cookie jar and a language) that sends requests through
//! the whole router without a socket, and a site on a new database.

use std::collections::HashMap;

use axum::Router;
use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use http_body_util::BodyExt;
use serde_json::Value;
use server::{AppConfig, AppState};
use store::Database;
use tower::ServiceExt;

/// A browser: a cookie jar and a language.
pub struct Browser {
    pub app: Router,
    pub cookies: HashMap<String, String>,
    pub lang: &'static str,
}

/// What the server answered.
pub struct Page {
    pub status: StatusCode,
    pub text: String,
    pub location: Option<String>,
}

pub fn urlencode(s: &str) -> String {
    use percent_encoding::{AsciiSet, NON_ALPHANUMERIC, utf8_percent_encode};
    const FORM_VALUE: &AsciiSet = &NON_ALPHANUMERIC.remove(b'-').remove(b'_').remove(b'.');
    utf8_percent_encode(s, FORM_VALUE).to_string()
}

impl Browser {
    pub fn new(app: &Router, lang: &'static str) -> Browser {
        Browser { app: app.clone(), cookies: HashMap::new(), lang }
    }

    pub async fn send(&mut self, req: axum::http::request::Builder, body: Body) -> Page {
        let cookie: Vec<String> = self.cookies.iter().map(|(k, v)| format!("{k}={v}")).collect();
        let req = req
            .header(header::COOKIE, cookie.join("; "))
            .header(header::ACCEPT_LANGUAGE, self.lang)
            .body(body)
            .unwrap();
        let res = self.app.clone().oneshot(req).await.unwrap();
        for v in res.headers().get_all(header::SET_COOKIE) {
            let (pair, _) = v.to_str().unwrap().split_once(';').unwrap();
            let (k, v) = pair.split_once('=').unwrap();
            self.cookies.insert(k.to_owned(), v.to_owned());
        }
        let status = res.status();
        let location = res.headers().get(header::LOCATION).map(|v| v.to_str().unwrap().to_owned());
        let bytes = res.into_body().collect().await.unwrap().to_bytes();
        Page { status, text: String::from_utf8_lossy(&bytes).into_owned(), location }
    }

    pub async fn get(&mut self, path: &str) -> Page {
        self.send(Request::get(path), Body::empty()).await
    }

    /// Posts a form with this browser's form token.
    pub async fn post(&mut self, path: &str, fields: &[(&str, &str)]) -> Page {
        if !self.cookies.contains_key("tablon_form") {
            self.get("/").await;
        }
        let token = self.cookies["tablon_form"].clone();
        let mut body: Vec<String> = fields.iter().map(|(k, v)| format!("{k}={}", urlencode(v))).collect();
        body.push(format!("_csrf={token}"));
        let req = Request::post(path).header(header::CONTENT_TYPE, "application/x-www-form-urlencoded");
        self.send(req, Body::from(body.join("&"))).await
    }

    pub async fn api(&mut self, path: &str, body: Value) -> Value {
        let req =
            Request::post(path).header(header::CONTENT_TYPE, "application/json").header("x-tablon-csrf", "1");
        let page = self.send(req, Body::from(body.to_string())).await;
        serde_json::from_str(&page.text).unwrap()
    }
}

pub async fn site() -> (Router, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let db = Database::connect(&format!("sqlite://{}", dir.path().join("t.db").display())).await.unwrap();
    let config = AppConfig { rate_per_sec: 0.0, argon2_kib: 8, argon2_passes: 1, ..AppConfig::default() };
    let state = AppState::new(db, config).await.unwrap();
    (web::app(state), dir)
}

/// The values a form offers for field `name` inside the action form `form` of `html`: its select's
/// options, else the `value`s of its inputs of that name (checkboxes).
pub fn form_choices(html: &str, form: &str, name: &str) -> Vec<String> {
    let Some(start) = html.find(&format!("data-form=\"{form}\"")) else { return Vec::new() };
    let body = &html[start..];
    let body = &body[..body.find("</form>").unwrap_or(body.len())];
    let named = format!("name=\"{name}\"");
    let values = |text: &str, opening: &str| -> Vec<String> {
        text.match_indices(opening)
            .map(|(i, m)| text[i + m.len()..].split('"').next().unwrap_or("").to_owned())
            .collect()
    };
    let select = body.match_indices("<select").map(|(i, _)| &body[i..]).find(|s| {
        let tag = &s[..s.find('>').unwrap_or(s.len())];
        tag.contains(&format!(" {named}"))
    });
    match select {
        Some(select) => {
            values(&select[..select.find("</select>").unwrap_or(select.len())], "<option value=\"")
        }
        None => values(body, &format!("{named} value=\"")),
    }
}
