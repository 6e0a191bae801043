//! Images in posts and whispers (issue 34), through the API: uploaded as `multipart/form-data`,
//! written again without their metadata, served from this origin to the post's readers only, with
//! every bad upload refused with a clear 400 (never a 5xx) and a resend under the same idempotency
//! key answered with the first post.

use crate::common::{Auth, Res, Stream, TestServer, shipped_logs, test_config};
use axum::body::Body;
use axum::http::{Request, StatusCode, header};
use serde_json::{Value, json};

/// A PNG of `width` × `height` with a `tEXt` chunk saying where it was taken, as some cameras and
/// editors write it.
pub fn png_with_text(width: u32, height: u32) -> Vec<u8> {
    let pixels = image::RgbImage::from_pixel(width, height, image::Rgb([30, 160, 90]));
    let mut png = Vec::new();
    image::DynamicImage::ImageRgb8(pixels)
        .write_to(&mut std::io::Cursor::new(&mut png), image::ImageFormat::Png)
        .unwrap();
    // After the signature (8 bytes) and IHDR (25 bytes).
    let mut chunk = b"tEXt".to_vec();
    chunk.extend_from_slice(b"Location\0Calle Secreta 13, 40.4168 N 3.7038 W");
    let mut text = ((chunk.len() - 4) as u32).to_be_bytes().to_vec();
    text.extend_from_slice(&chunk);
    text.extend_from_slice(&crc32(&chunk).to_be_bytes());
    png.splice(33..33, text);
    png
}

fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = 0xffff_ffffu32;
    for &b in bytes {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = if crc & 1 != 0 { (crc >> 1) ^ 0xedb8_8320 } else { crc >> 1 };
        }
    }
    !crc
}

/// A multipart body: the post's JSON in `post`, then each `(file name, bytes)` as an `image`.
pub fn multipart(post: &Value, files: &[(&str, &[u8])]) -> (String, Vec<u8>) {
    multipart_as("post", post, files)
}

/// A multipart body: `json` in the field `field`, then each file as an `image`.
pub fn multipart_as(field: &str, json: &Value, files: &[(&str, &[u8])]) -> (String, Vec<u8>) {
    let boundary = "tablon-test-boundary-7d1a";
    let mut body = format!(
        "--{boundary}\r\nContent-Disposition: form-data; name=\"{field}\"\r\nContent-Type: application/json\r\n\r\n{json}\r\n"
    )
    .into_bytes();
    for (name, bytes) in files {
        body.extend_from_slice(
            format!(
                "--{boundary}\r\nContent-Disposition: form-data; name=\"image\"; filename=\"{name}\"\r\nContent-Type: application/octet-stream\r\n\r\n"
            )
            .as_bytes(),
        );
        body.extend_from_slice(bytes);
        body.extend_from_slice(b"\r\n");
    }
    body.extend_from_slice(format!("--{boundary}--\r\n").as_bytes());
    (format!("multipart/form-data; boundary={boundary}"), body)
}

/// Sends a post with images as `auth` (a seat link), with an idempotency key if given.
pub async fn post_images(
    s: &TestServer,
    table: i64,
    post: Value,
    files: &[(&str, &[u8])],
    auth: &Auth,
    key: Option<&str>,
) -> Res {
    let (content_type, body) = multipart(&post, files);
    let mut b = Request::post(format!("/api/tables/{table}/posts"))
        .header(header::CONTENT_TYPE, content_type)
        .header("x-tablon-csrf", "1");
    if let Auth::Seat(t) = auth {
        b = b.header(header::AUTHORIZATION, format!("Bearer {t}"));
    }
    if let Auth::Session(t) = auth {
        b = b.header(header::COOKIE, format!("tablon_session={t}"));
    }
    if let Some(k) = key {
        b = b.header("idempotency-key", k);
    }
    s.send(b.body(Body::from(body)).unwrap()).await
}

/// A raw GET as `auth`: status, content type and bytes.
pub async fn fetch(s: &TestServer, path: &str, auth: &Auth) -> (StatusCode, String, Vec<u8>) {
    use http_body_util::BodyExt;
    use tower::ServiceExt;
    let mut b = Request::get(path);
    match auth {
        Auth::Seat(t) => b = b.header(header::AUTHORIZATION, format!("Bearer {t}")),
        Auth::Session(t) => b = b.header(header::COOKIE, format!("tablon_session={t}")),
        Auth::None => {}
    }
    let res = s.app.clone().oneshot(b.body(Body::empty()).unwrap()).await.unwrap();
    let status = res.status();
    let kind =
        res.headers().get(header::CONTENT_TYPE).map(|v| v.to_str().unwrap().to_owned()).unwrap_or_default();
    (status, kind, res.into_body().collect().await.unwrap().to_bytes().to_vec())
}

/// A Tragedy Looper table with spectators allowed and its seats' links, in seat order, and a
/// spectator (an account without a seat).
async fn table(s: &TestServer) -> (i64, Vec<Auth>, Auth) {
    let owner = s.user("owner").await;
    let log = shipped_logs().into_iter().find(|(_, v)| v["game"] == "tragedy-looper").unwrap().1;
    let (id, mut seats) = s.table_from_log(&owner, &log, true).await;
    seats.sort_by_key(|(n, _)| *n);
    (id, seats.into_iter().map(|(_, a)| a).collect(), s.user("spectator").await)
}

fn code(r: &Res) -> &str {
    r.json["error"]["code"].as_str().unwrap_or("")
}

#[tokio::test]
async fn a_whispers_image_reaches_its_readers_only_and_loses_its_metadata() {
    let s = TestServer::new().await;
    let (id, seats, spectator) = table(&s).await;
    let sent = png_with_text(400, 300);
    let whisper = json!({"thread": "talk", "body": "", "whisper_to": 2});
    let r = post_images(&s, id, whisper, &[("secret map.png", &sent)], &seats[1], None).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let image = &r.json["images"][0];
    assert_eq!((image["width"].as_u64(), image["thumb_width"].as_u64()), (Some(400), Some(320)));
    let url = image["url"].as_str().unwrap().to_owned();
    let thumb = image["thumb_url"].as_str().unwrap().to_owned();
    assert!(url.starts_with(&format!("/api/tables/{id}/images/")), "served from this origin: {url}");

    for (who, auth) in [("writer", &seats[1]), ("recipient", &seats[2])] {
        let (status, kind, bytes) = fetch(&s, &url, auth).await;
        assert_eq!((status, kind.as_str()), (StatusCode::OK, "image/png"), "{who}");
        assert!(!bytes.windows(8).any(|w| w == b"Location"), "{who}: the tEXt chunk is gone");
        assert_eq!(image::load_from_memory(&bytes).unwrap().width(), 400);
        assert_eq!(fetch(&s, &thumb, auth).await.0, StatusCode::OK, "{who}");
        let listed = s.get(&format!("/api/tables/{id}/posts?thread=talk"), auth).await;
        assert!(listed.text.contains(&url), "{who} is handed the image with the post");
    }
    for (who, auth) in
        [("another seat", &seats[3]), ("the Mastermind", &seats[0]), ("a spectator", &spectator)]
    {
        for path in [&url, &thumb] {
            let (status, _, bytes) = fetch(&s, path, auth).await;
            assert_eq!(status, StatusCode::NOT_FOUND, "{who}: {path}");
            assert!(!bytes.windows(4).any(|w| w == b"\x89PNG"), "{who} gets no byte of it");
        }
        let listed = s.get(&format!("/api/tables/{id}/posts"), auth).await;
        assert!(!listed.text.contains("/images/"), "{who} is not handed its address: {}", listed.text);
        let exported = s.get(&format!("/api/tables/{id}/export"), auth).await;
        assert!(!exported.text.contains("/images/"), "{who}'s export has no address of it");
    }
    // Not from another table's address either, nor signed out.
    let other = url.replacen(&format!("/tables/{id}/"), &format!("/tables/{}/", id + 1), 1);
    assert_eq!(fetch(&s, &other, &seats[1]).await.0, StatusCode::NOT_FOUND);
    assert_eq!(fetch(&s, &url, &Auth::None).await.0, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_public_posts_image_is_everyones_who_reads_the_thread() {
    let s = TestServer::new().await;
    let (id, seats, spectator) = table(&s).await;
    let post = json!({"thread": "story", "body": "The hotel's map"});
    let r = post_images(
        &s,
        id,
        post,
        &[("a.png", &png_with_text(10, 10)), ("b.png", &png_with_text(20, 10))],
        &seats[0],
        None,
    )
    .await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let urls: Vec<String> =
        r.json["images"].as_array().unwrap().iter().map(|i| i["url"].as_str().unwrap().into()).collect();
    assert_eq!(urls.len(), 2);
    for auth in [&seats[3], &spectator] {
        for url in &urls {
            let (status, _, _) = fetch(&s, url, auth).await;
            assert_eq!(status, StatusCode::OK);
        }
    }
    let (_, _, second) = fetch(&s, &urls[1], &spectator).await;
    assert_eq!(image::load_from_memory(&second).unwrap().width(), 20, "in the order sent");
}

#[tokio::test]
async fn bad_uploads_get_a_clear_400_and_change_nothing() {
    let mut config = test_config();
    config.images = server::images::ImageLimits { max_bytes: 64 * 1024, per_post: 2 };
    let s = TestServer::with_config(config).await;
    let (id, seats, _) = table(&s).await;
    let post = json!({"thread": "talk", "body": "look"});
    // What is sent, the files (name and bytes) and the code of the refusal.
    type Case = (&'static str, Vec<(&'static str, Vec<u8>)>, &'static str);
    let cases: Vec<Case> = vec![
        ("a text file", vec![("notes.txt", b"just words".to_vec())], "image.not_image"),
        (
            "an SVG",
            vec![(
                "x.svg",
                b"<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>".to_vec(),
            )],
            "image.not_image",
        ),
        ("a truncated PNG", vec![("cut.png", png_with_text(50, 50)[..40].to_vec())], "image.not_image"),
        ("too large", vec![("big.png", vec![0x89; 70 * 1024])], "image.too_large"),
        (
            "too many",
            vec![
                ("1.png", png_with_text(4, 4)),
                ("2.png", png_with_text(4, 4)),
                ("3.png", png_with_text(4, 4)),
            ],
            "image.too_many",
        ),
        ("too many pixels", vec![("wide.png", png_with_text(8200, 2))], "image.dimensions"),
    ];
    for (what, files, expected) in cases {
        let files: Vec<(&str, &[u8])> = files.iter().map(|(n, b)| (*n, b.as_slice())).collect();
        let r = post_images(&s, id, post.clone(), &files, &seats[1], None).await;
        assert_eq!((r.status, code(&r)), (StatusCode::BAD_REQUEST, expected), "{what}: {}", r.text);
        assert!(!r.json["error"]["message"].as_str().unwrap().is_empty());
    }
    let too_large =
        post_images(&s, id, post.clone(), &[("big.png", &[0x89; 70 * 1024])], &seats[1], None).await;
    assert_eq!(too_large.json["error"]["params"]["max_mb"], "0.1", "{}", too_large.text);
    // Without the post's JSON, or with a broken one.
    let (content_type, body) = multipart(&json!(null), &[]);
    let bad = String::from_utf8(body).unwrap().replace("name=\"post\"", "name=\"other\"");
    let req = Request::post(format!("/api/tables/{id}/posts"))
        .header(header::CONTENT_TYPE, content_type)
        .header("x-tablon-csrf", "1")
        .header(header::COOKIE, "x=1");
    let r = s.send(req.body(Body::from(bad)).unwrap()).await;
    assert!(r.status.is_client_error(), "{}", r.status);
    // A body past the route's limit is refused before it is read.
    let huge = vec![
        0u8;
        server::images::ImageLimits { max_bytes: 64 * 1024, per_post: 2 }.body_limit(256 * 1024)
            + 1
    ];
    let (content_type, body) = multipart(&post, &[("huge.png", &huge)]);
    let Auth::Seat(token) = &seats[1] else { unreachable!() };
    let req = Request::post(format!("/api/tables/{id}/posts"))
        .header(header::CONTENT_TYPE, content_type)
        .header(header::CONTENT_LENGTH, body.len())
        .header(header::AUTHORIZATION, format!("Bearer {token}"));
    let r = s.send(req.body(Body::from(body)).unwrap()).await;
    assert_eq!((r.status, code(&r)), (StatusCode::PAYLOAD_TOO_LARGE, "request.too_large"));
    // Undeclared, it is cut as it arrives.
    let r = post_images(&s, id, post.clone(), &[("huge.png", &huge)], &seats[1], None).await;
    assert_eq!((r.status, code(&r)), (StatusCode::PAYLOAD_TOO_LARGE, "request.too_large"));
    let listed = s.get(&format!("/api/tables/{id}/posts?thread=talk"), &seats[1]).await;
    assert_eq!(listed.json["posts"].as_array().unwrap().len(), 0, "nothing was written: {}", listed.text);
}

#[tokio::test]
async fn a_post_with_images_sent_twice_under_one_key_is_written_once() {
    let s = TestServer::new().await;
    let (id, seats, _) = table(&s).await;
    let post = json!({"thread": "talk", "body": "twice"});
    let png = png_with_text(30, 30);
    let first = post_images(&s, id, post.clone(), &[("a.png", &png)], &seats[1], Some("k-1")).await;
    let again = post_images(&s, id, post.clone(), &[("a.png", &png)], &seats[1], Some("k-1")).await;
    assert_eq!(first.status, StatusCode::CREATED, "{}", first.text);
    assert_eq!(again.status, StatusCode::CREATED, "{}", again.text);
    assert_eq!(first.json["id"], again.json["id"]);
    assert_eq!(first.json["images"], again.json["images"]);
    // The same key with other images is another request.
    let other = post_images(&s, id, post, &[("b.png", &png_with_text(31, 30))], &seats[1], Some("k-1")).await;
    assert_eq!(
        (other.status, code(&other)),
        (StatusCode::UNPROCESSABLE_ENTITY, "idempotency.reused"),
        "{}",
        other.text
    );
    let listed = s.get(&format!("/api/tables/{id}/posts?thread=talk"), &seats[1]).await;
    assert_eq!(listed.json["posts"].as_array().unwrap().len(), 1);
}

/// Sends a handout as `auth`, with an image if given.
pub async fn give_handout(
    s: &TestServer,
    table: i64,
    handout: Value,
    image: Option<&[u8]>,
    auth: &Auth,
) -> Res {
    let (content_type, body) =
        multipart_as("handout", &handout, &image.map(|b| vec![("h.png", b)]).unwrap_or_default());
    let mut b = Request::post(format!("/api/tables/{table}/handouts"))
        .header(header::CONTENT_TYPE, content_type)
        .header("x-tablon-csrf", "1");
    match auth {
        Auth::Seat(t) => b = b.header(header::AUTHORIZATION, format!("Bearer {t}")),
        Auth::Session(t) => b = b.header(header::COOKIE, format!("tablon_session={t}")),
        Auth::None => {}
    }
    s.send(b.body(Body::from(body)).unwrap()).await
}

#[tokio::test]
async fn a_handout_is_seen_by_the_seats_shown_it_and_the_game_master_only() {
    let s = TestServer::new().await;
    let (id, seats, spectator) = table(&s).await;
    let clipping = json!({"title": "The clipping", "body": "Fire at the Shrine", "seats": [2]});
    // Only the game master gives handouts.
    let r = give_handout(&s, id, clipping.clone(), None, &seats[1]).await;
    assert_eq!((r.status, code(&r)), (StatusCode::FORBIDDEN, "handout.not_gm"));
    let r = give_handout(&s, id, clipping, Some(&png_with_text(50, 40)), &seats[0]).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let handout = r.json["id"].as_i64().unwrap();
    let url = r.json["image"]["url"].as_str().unwrap().to_owned();
    let readers = [
        ("seat 0", &seats[0], true),
        ("seat 1", &seats[1], false),
        ("seat 2", &seats[2], true),
        ("seat 3", &seats[3], false),
        ("a spectator", &spectator, false),
    ];
    for (who, auth, sees) in readers {
        let listed = s.get(&format!("/api/tables/{id}/handouts"), auth).await;
        assert_eq!(listed.text.contains("Fire at the Shrine"), sees, "{who}: {}", listed.text);
        assert_eq!(listed.text.contains(&url), sees, "{who}: the image's address");
        assert_eq!(
            fetch(&s, &url, auth).await.0,
            if sees { StatusCode::OK } else { StatusCode::NOT_FOUND },
            "{who}"
        );
    }
    // A seat reads that it was shown it, not whom else it was shown to.
    let two = s.get(&format!("/api/tables/{id}/handouts"), &seats[2]).await;
    assert_eq!(two.json["handouts"][0]["seats"], json!([2]));
    // Shown to seat 1 instead: seat 2 loses it.
    let r = s
        .req(
            axum::http::Method::PUT,
            &format!("/api/tables/{id}/handouts/{handout}/seats"),
            Some(json!({"seats": [1]})),
            &seats[0],
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_eq!(fetch(&s, &url, &seats[1]).await.0, StatusCode::OK);
    assert_eq!(fetch(&s, &url, &seats[2]).await.0, StatusCode::NOT_FOUND);
    // Bad handouts: no title, nothing to show, a seat the table has not, a non-image.
    for (body, image, expected) in [
        (json!({"title": " ", "body": "x"}), None, "handout.title"),
        (json!({"title": "Empty"}), None, "handout.body"),
        (json!({"title": "Far", "body": "x", "seats": [9]}), None, "handout.seats"),
        (json!({"title": "Text file", "seats": [1]}), Some(b"hello".as_slice()), "image.not_image"),
    ] {
        let r = give_handout(&s, id, body, image, &seats[0]).await;
        assert_eq!((r.status, code(&r)), (StatusCode::BAD_REQUEST, expected), "{}", r.text);
    }
    assert_eq!(
        s.get(&format!("/api/tables/{id}/handouts"), &seats[0]).await.json["handouts"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
}

#[tokio::test]
async fn a_seat_gives_itself_a_portrait_that_everyone_at_the_table_sees() {
    let s = TestServer::new().await;
    let (id, seats, spectator) = table(&s).await;
    let put = |seat: u8, auth: &Auth, files: Vec<(&'static str, Vec<u8>)>| {
        let (content_type, body) = multipart_as(
            "unused",
            &json!(null),
            &files.iter().map(|(n, b)| (*n, b.as_slice())).collect::<Vec<_>>(),
        );
        let mut b = Request::put(format!("/api/tables/{id}/seats/{seat}/portrait"))
            .header(header::CONTENT_TYPE, content_type)
            .header("x-tablon-csrf", "1");
        if let Auth::Seat(t) = auth {
            b = b.header(header::AUTHORIZATION, format!("Bearer {t}"));
        }
        b.body(Body::from(body)).unwrap()
    };
    // Only the seat's holder.
    let r = s.send(put(1, &seats[2], vec![("me.png", png_with_text(64, 64))])).await;
    assert_eq!((r.status, code(&r)), (StatusCode::FORBIDDEN, "portrait.not_yours"));
    let r = s.send(put(1, &seats[1], vec![("me.txt", b"not a face".to_vec())])).await;
    assert_eq!((r.status, code(&r)), (StatusCode::BAD_REQUEST, "image.not_image"));
    let r = s.send(put(1, &seats[1], vec![("me.png", png_with_text(64, 64))])).await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    let thumb = r.json["thumb_url"].as_str().unwrap().to_owned();
    // Beside the seat's posts, to every reader, and its bytes to everyone let in at the table.
    let post =
        s.post(&format!("/api/tables/{id}/posts"), json!({"thread": "talk", "body": "hi"}), &seats[1]).await;
    assert_eq!(post.json["author_portrait"], json!(thumb));
    for auth in [&seats[0], &seats[3], &spectator] {
        assert_eq!(fetch(&s, &thumb, auth).await.0, StatusCode::OK);
    }
    // This table takes spectators: a visitor sees the seats' names, and their portraits.
    assert_eq!(fetch(&s, &thumb, &Auth::None).await.0, StatusCode::OK);
    let elsewhere = thumb.replacen(&format!("/tables/{id}/"), &format!("/tables/{}/", id + 1), 1);
    assert_eq!(
        fetch(&s, &elsewhere, &seats[1]).await.0,
        StatusCode::NOT_FOUND,
        "not by another table's address"
    );
    // A new one replaces it; taking it away goes back to the initials.
    let r = s.send(put(1, &seats[1], vec![("me2.png", png_with_text(32, 32))])).await;
    assert_eq!(r.status, StatusCode::OK);
    assert_eq!(fetch(&s, &thumb, &seats[1]).await.0, StatusCode::NOT_FOUND, "the old portrait is gone");
    let r = s
        .req(axum::http::Method::DELETE, &format!("/api/tables/{id}/seats/1/portrait"), None, &seats[1])
        .await;
    assert_eq!((r.status, &r.json), (StatusCode::OK, &Value::Null));
    let listed = s.get(&format!("/api/tables/{id}/posts?thread=talk"), &seats[2]).await;
    assert_eq!(listed.json["posts"][0]["author_portrait"], Value::Null);
}

#[tokio::test]
async fn an_export_carries_the_images_it_may_and_an_import_holds_them_to_the_limits() {
    let mut config = test_config();
    config.images = server::images::ImageLimits { max_bytes: 64 * 1024, per_post: 2 };
    let a = TestServer::with_config(config.clone()).await;
    let owner = a.user("owner").await;
    let log = shipped_logs().into_iter().find(|(_, v)| v["game"] == "tragedy-looper").unwrap().1;
    let (id, mut seats) = a.table_from_log(&owner, &log, false).await;
    seats.sort_by_key(|(n, _)| *n);
    let public = json!({"thread": "story", "body": "The map"});
    let r = post_images(&a, id, public, &[("map.png", &png_with_text(40, 30))], &seats[1].1, None).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let whisper = json!({"thread": "talk", "body": "secret", "whisper_to": 2});
    let r = post_images(&a, id, whisper, &[("s.png", &png_with_text(41, 30))], &seats[1].1, None).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);

    // A handout for seat 2 and seat 1's portrait come along too.
    let clipping = json!({"title": "Clipping", "body": "for two", "seats": [2]});
    let r = give_handout(&a, id, clipping, Some(&png_with_text(30, 20)), &owner).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let (content_type, body) = multipart_as("unused", &json!(null), &[("me.png", &png_with_text(16, 16))]);
    let Auth::Seat(token) = &seats[1].1 else { unreachable!() };
    let put = Request::put(format!("/api/tables/{id}/seats/1/portrait"))
        .header(header::CONTENT_TYPE, content_type)
        .header(header::AUTHORIZATION, format!("Bearer {token}"));
    assert_eq!(a.send(put.body(Body::from(body)).unwrap()).await.status, StatusCode::OK);
    let seat3 = a.get(&format!("/api/tables/{id}/export"), &seats[3].1).await;
    assert_eq!(seat3.json["handouts"], json!([]), "seat 3 exports no handout it was not shown");
    assert_eq!(seat3.json["portraits"].as_array().unwrap().len(), 1);

    // A seat that may not read the whisper exports no byte of its image.
    let third = a.get(&format!("/api/tables/{id}/export"), &seats[3].1).await;
    assert_eq!(third.json["posts"].as_array().unwrap().iter().filter(|p| p["images"].is_array()).count(), 1);
    let doc = a.get(&format!("/api/tables/{id}/export"), &owner).await.json;
    assert_eq!(doc["complete"], true, "{doc}");
    let images: Vec<&Value> = doc["posts"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|p| p["images"].as_array().into_iter().flatten())
        .collect();
    assert_eq!(images.len(), 1, "the owner reads no whisper: {doc}");
    assert_eq!(images[0]["mime"], "image/png");

    let b = TestServer::with_config(config).await;
    let importer = b.user("importer").await;
    let r = b.post("/api/tables/import", doc.clone(), &importer).await;
    assert_eq!(r.status, StatusCode::CREATED, "{}", r.text);
    let new_id = r.json["id"].as_i64().unwrap();
    let listed = b.get(&format!("/api/tables/{new_id}/posts?thread=story&events=false"), &importer).await;
    let url = listed.json["posts"][0]["images"][0]["url"].as_str().expect("the image came along").to_owned();
    let (status, kind, bytes) = fetch(&b, &url, &importer).await;
    assert_eq!((status, kind.as_str()), (StatusCode::OK, "image/png"));
    assert_eq!(image::load_from_memory(&bytes).unwrap().width(), 40);
    let handouts = b.get(&format!("/api/tables/{new_id}/handouts"), &importer).await;
    assert_eq!(handouts.json["handouts"][0]["seats"], json!([2]), "{}", handouts.text);
    let url = handouts.json["handouts"][0]["image"]["url"].as_str().expect("its image came along").to_owned();
    assert_eq!(fetch(&b, &url, &importer).await.0, StatusCode::OK);
    let author = listed.json["posts"][0]["author_portrait"].as_str().expect("seat 1's portrait came along");
    assert_eq!(fetch(&b, author, &importer).await.0, StatusCode::OK);

    // The limits hold on import: a non-image, an image too large, too many; nothing is written.
    use base64::Engine as _;
    let encode = |b: &[u8]| base64::engine::general_purpose::STANDARD.encode(b);
    let post_at = doc["posts"].as_array().unwrap().iter().position(|p| p["images"].is_array()).unwrap();
    for (images, expected) in [
        (json!([{"mime": "image/png", "data": encode(b"not an image")}]), "image.not_image"),
        (json!([{"mime": "image/png", "data": encode(&vec![0x89; 70 * 1024])}]), "image.too_large"),
        (json!([{"mime": "image/png", "data": "%%%"}]), "import.invalid"),
        (json!([images[0], images[0], images[0]]), "image.too_many"),
    ] {
        let mut bad = doc.clone();
        bad["posts"][post_at]["images"] = images;
        let before = b.get("/api/me/tables", &importer).await.text;
        let r = b.post("/api/tables/import", bad, &importer).await;
        assert_eq!((r.status, code(&r)), (StatusCode::BAD_REQUEST, expected), "{}", r.text);
        assert_eq!(b.get("/api/me/tables", &importer).await.text, before, "nothing was written");
    }
}

/// What `stream` says until the next post (written as a marker): the names of its news.
async fn news_until_post(stream: &mut Stream) -> Vec<String> {
    let mut names = Vec::new();
    loop {
        let (name, ..) = stream.next().await;
        if name == "post" {
            return names;
        }
        names.push(name);
    }
}

/// A handout reaches the pages of the seats shown it live (`handouts`, with nothing of it in the
/// news), and only them: a seat that already had it, was never shown it, or watches without a
/// seat hears nothing (a handout's existence is its readers' business).
#[tokio::test]
async fn a_handout_is_told_live_to_the_seats_newly_shown_it_alone() {
    let s = TestServer::new().await;
    let (id, seats, spectator) = table(&s).await;
    let mut streams = Vec::new();
    for auth in [&seats[1], &seats[2], &seats[3], &spectator] {
        let mut stream = Stream::open(&s, id, auth, None).await;
        stream.until_view().await;
        streams.push(stream);
    }
    let marker = json!({"thread": "talk", "body": "marker"});
    let clipping = json!({"title": "The clipping", "body": "Fire at the Shrine", "seats": [2]});
    assert_eq!(give_handout(&s, id, clipping, None, &seats[0]).await.status, StatusCode::CREATED);
    let handout =
        s.get(&format!("/api/tables/{id}/handouts"), &seats[0]).await.json["handouts"][0]["id"].clone();
    assert_eq!(write_post(&s, id, marker.clone(), &seats[0]).await.status, StatusCode::CREATED);
    let mut told = Vec::new();
    for stream in &mut streams {
        told.push(news_until_post(stream).await);
    }
    assert_eq!(told, [vec![], vec!["handouts".to_owned()], vec![], vec![]]);
    // Shown to seats 1 and 2: seat 1 hears of it, seat 2 (which had it) does not.
    let r = s
        .req(
            axum::http::Method::PUT,
            &format!("/api/tables/{id}/handouts/{handout}/seats"),
            Some(json!({"seats": [1, 2]})),
            &seats[0],
        )
        .await;
    assert_eq!(r.status, StatusCode::OK, "{}", r.text);
    assert_eq!(write_post(&s, id, marker, &seats[0]).await.status, StatusCode::CREATED);
    let mut told = Vec::new();
    for stream in &mut streams {
        told.push(news_until_post(stream).await);
    }
    assert_eq!(told, [vec!["handouts".to_owned()], vec![], vec![], vec![]]);
}

async fn write_post(s: &TestServer, id: i64, body: Value, auth: &Auth) -> Res {
    s.post(&format!("/api/tables/{id}/posts"), body, auth).await
}
