//! The assets: the hand-written ones stay well-formed (four people append to one stylesheet), each
//! is served under a URL that follows its bytes, and the URLs of earlier builds still answer.

use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use http_body_util::BodyExt;
use tower::ServiceExt;

use crate::common;

#[test]
fn the_stylesheet_has_balanced_braces_and_no_merge_markers() {
    let css = include_str!("../../assets/tablon.css");
    let mut depth = 0i32;
    for (line, text) in css.lines().enumerate() {
        assert!(
            !text.starts_with("<<<<<<<") && !text.starts_with(">>>>>>>"),
            "merge marker at line {}",
            line + 1
        );
        for c in text.chars() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                _ => {}
            }
            assert!(depth >= 0, "a stray }} at line {}", line + 1);
        }
    }
    assert_eq!(depth, 0, "an unclosed block");
}

/// Each asset's URL is its file's name with the fingerprint of the file as it is on disk now, so
/// an edited file gets a new URL in the next build (and a kept old URL is never given new bytes).
#[test]
fn an_asset_url_follows_the_files_bytes() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
    let mut served = 0;
    for (file, url, bytes) in web::assets::all() {
        let on_disk = std::fs::read(dir.join(file)).unwrap();
        assert_eq!(bytes, on_disk, "{file}: the binary embeds the file as it is");
        assert_eq!(url, format!("/static/{}", web::assets::fingerprinted(file, &on_disk)), "{file}");
        let mut edited = on_disk.clone();
        edited.extend_from_slice(b"\n");
        let next = format!("/static/{}", web::assets::fingerprinted(file, &edited));
        assert_ne!(url, next, "{file}: one more byte, another URL");
        served += 1;
    }
    assert_eq!(served, std::fs::read_dir(&dir).unwrap().count(), "every file of assets/ is served");
    assert!(web::assets::JS.starts_with("/static/tablon.") && web::assets::JS.ends_with(".js"));
}

async fn get(app: &axum::Router, path: &str) -> (StatusCode, axum::http::HeaderMap, Vec<u8>) {
    let res = app.clone().oneshot(Request::get(path).body(Body::empty()).unwrap()).await.unwrap();
    let (status, headers) = (res.status(), res.headers().clone());
    (status, headers, res.into_body().collect().await.unwrap().to_bytes().to_vec())
}

/// The pages load the current URLs, which are cached for good; a URL of an earlier build (the old
/// unfingerprinted `/static/v1/` names, another fingerprint) is sent on to today's file, uncached;
/// a name that is no asset is a 404.
#[tokio::test]
async fn pages_load_the_current_urls_and_old_urls_lead_to_them() {
    let (app, _dir) = common::site().await;
    let (status, _, home) = get(&app, "/").await;
    assert_eq!(status, StatusCode::OK);
    let home = String::from_utf8(home).unwrap();
    for url in
        [web::assets::CSS, web::assets::JS, web::assets::THEME_JS, web::assets::HTMX, web::assets::ICON]
    {
        assert!(home.contains(&format!("\"{url}\"")), "the page links {url}");
    }
    assert!(!home.contains("/static/v1/"));

    for (file, url, bytes) in web::assets::all() {
        let (status, headers, body) = get(&app, url).await;
        assert_eq!(status, StatusCode::OK, "{file}");
        assert_eq!(body, bytes, "{file}");
        assert_eq!(headers[header::CACHE_CONTROL], "public, max-age=31536000, immutable", "{file}");

        let (stem, ext) = file.rsplit_once('.').unwrap();
        for old in
            [format!("/static/{stem}.0123456789ab.{ext}"), format!("/static/{stem}.ffffffffffff.{ext}")]
        {
            let (status, headers, _) = get(&app, &old).await;
            assert_eq!(status, StatusCode::TEMPORARY_REDIRECT, "{old}");
            assert_eq!(headers[header::LOCATION], url, "{old}");
            assert_eq!(headers[header::CACHE_CONTROL], "no-cache", "{old}: the redirect is not kept");
        }
    }
    for (old, now) in [
        ("tablon.js", web::assets::JS),
        ("tablon.css", web::assets::CSS),
        ("theme.js", web::assets::THEME_JS),
        ("htmx.min.js", web::assets::HTMX),
        ("icon.svg", web::assets::ICON),
        ("icon-badge.svg", web::assets::ICON_BADGE),
    ] {
        let (status, headers, _) = get(&app, &format!("/static/v1/{old}")).await;
        assert_eq!(status, StatusCode::TEMPORARY_REDIRECT, "{old}");
        assert_eq!(headers[header::LOCATION], now, "{old}");
    }
    for missing in [
        "/static/v1/nothing.js",
        "/static/nothing.0123456789ab.js",
        "/static/tablon.js",
        "/static/tablon.0123.js",
    ] {
        assert_eq!(get(&app, missing).await.0, StatusCode::NOT_FOUND, "{missing}");
    }
}
