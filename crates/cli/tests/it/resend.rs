//! Resent writes are applied once: a command and a post sent with an `Idempotency-Key` to a real
//! `tablon serve` on SQLite, whose process dies right after committing (before its answer), are
//! sent again to the restarted process and answered with the first answer, the log and the thread
//! holding them once; a post whose connection the client drops before the answer is likewise
//! stored once when sent again; a table opened with a key, the process dying after its commit, is
//! answered again with the same table and seat links. (Behind HAProxy, on PostgreSQL: `proxy.rs`.)

use std::io::Write;
use std::net::TcpStream;
use std::time::{Duration, Instant};

use games::Picker;
use serde_json::json;
use store::{Database, PostQuery, Reader, Store, TableId};

use crate::common::{Server, account_with_looper_table, bearer, fold, http};

/// The log's events and the table's posts, read from the database file.
fn stored(rt: &tokio::runtime::Runtime, url: &str, id: i64) -> (usize, usize) {
    rt.block_on(async {
        let db = Database::connect(url).await.unwrap();
        let events = db.events_since(TableId(id), 0).await.unwrap().len();
        let query =
            PostQuery { thread: None, reader: Reader::All, after: None, limit: 10_000, newest: false };
        let posts = db.posts(TableId(id), query).await.unwrap().len();
        db.close().await.unwrap();
        (events, posts)
    })
}

/// Waits until `server`'s process has ended; its exit status.
fn ended(server: &mut Server) -> std::process::ExitStatus {
    let started = Instant::now();
    loop {
        if let Some(status) = server.child.try_wait().unwrap() {
            return status;
        }
        assert!(started.elapsed() < Duration::from_secs(10), "the process ends after its commit");
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn a_command_and_a_post_resent_after_the_process_died_or_the_connection_dropped_are_applied_once() {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("t.db").display());
    let rt = tokio::runtime::Builder::new_multi_thread().enable_all().build().unwrap();
    let fault = [("TABLON_FAULT_EXIT_AFTER_COMMIT", "1")];
    let log = |n: &str| std::fs::File::create(dir.path().join(n)).unwrap();
    let mut server = Server::start_on("127.0.0.1:0", &url, &[], &fault, log("1.log"));
    let addr = server.addr.clone();

    let (cookie, opened) = account_with_looper_table(&addr, "resender", "resend");
    let id = opened.body["id"].as_i64().unwrap();
    let token = |seat: u8| -> String {
        opened.body["invitations"]
            .as_array()
            .unwrap()
            .iter()
            .find(|i| i["seat"].as_u64() == Some(u64::from(seat)))
            .map(|i| i["token"].as_str().unwrap().to_owned())
            .unwrap()
    };

    // A legal command for the seat the game waits on, sent with a key: the process commits it and
    // dies before answering.
    let (state, _) = rt.block_on(async {
        let db = Database::connect(&url).await.unwrap();
        let folded = fold(&db, id).await;
        db.close().await.unwrap();
        folded
    });
    let mut picker = Picker::new(5);
    let (seat, command) = state
        .waiting_on()
        .into_iter()
        .find_map(|s| state.random_command(s, &mut |n| picker.pick(n)).map(|c| (s, c)))
        .expect("the game waits on a seat with a legal command");
    let (before, _) = stored(&rt, &url, id);
    let keyed = |key: &str| format!("{}Idempotency-Key: {key}\r\n", bearer(&token(seat.0)));
    let body = json!({"command": command});
    let lost = http(&addr, "POST", &format!("/api/tables/{id}/commands"), Some(&body), &keyed("cmd-1"));
    assert!(lost.is_err(), "the process died before answering: {:?}", lost.map(|a| a.status));
    assert_eq!(ended(&mut server).code(), Some(86), "the process exited after the commit, as asked");
    let (after_commit, _) = stored(&rt, &url, id);
    assert!(after_commit > before, "the command was committed before the process died");

    // Sent again to the restarted process: the first answer, nothing played twice.
    let mut server = Server::start_on(&addr, &url, &[], &fault, log("2.log"));
    let again =
        http(&addr, "POST", &format!("/api/tables/{id}/commands"), Some(&body), &keyed("cmd-1")).unwrap();
    assert_eq!(again.status, 200, "{}", again.body);
    assert_eq!(again.body["first"].as_u64(), Some(before as u64 + 1), "the first answer's events");
    assert_eq!(again.body["last"].as_u64(), Some(after_commit as u64));
    assert_eq!(stored(&rt, &url, id).0, after_commit, "the resent command changed nothing");
    let third =
        http(&addr, "POST", &format!("/api/tables/{id}/commands"), Some(&body), &keyed("cmd-1")).unwrap();
    assert_eq!(third.body, again.body, "every resend gets the same first answer");
    // The same key with another request is refused, and changes nothing.
    let other = json!({"command": command, "client_seed": "another"});
    let reused =
        http(&addr, "POST", &format!("/api/tables/{id}/commands"), Some(&other), &keyed("cmd-1")).unwrap();
    assert_eq!(reused.status, 422, "{}", reused.body);
    assert_eq!(reused.body["error"]["code"], "idempotency.reused");
    assert_eq!(stored(&rt, &url, id).0, after_commit);

    // A post, the same way: committed, the process dies, the resend gets the post, stored once.
    let post = json!({"thread": "talk", "body": "¿Alguien más ve esto dos veces?"});
    let (_, posts_before) = stored(&rt, &url, id);
    let lost = http(&addr, "POST", &format!("/api/tables/{id}/posts"), Some(&post), &keyed("post-1"));
    assert!(lost.is_err(), "the process died before answering the post");
    ended(&mut server);
    assert_eq!(stored(&rt, &url, id).1, posts_before + 1, "the post was committed");
    let server = Server::start_on(&addr, &url, &[], &[], log("3.log"));
    let again =
        http(&addr, "POST", &format!("/api/tables/{id}/posts"), Some(&post), &keyed("post-1")).unwrap();
    assert_eq!(again.status, 201, "{}", again.body);
    assert_eq!(again.body["body"], post["body"]);
    assert_eq!(stored(&rt, &url, id).1, posts_before + 1, "the resent post is not stored again");

    // A post whose connection the client drops as soon as it is sent (a phone changing networks),
    // then sent again with its key: stored once, whatever the first sending reached.
    let dropped = json!({"thread": "talk", "body": "Cambio de red"});
    {
        let text = dropped.to_string();
        let mut s = TcpStream::connect(&server.addr).unwrap();
        write!(
            s,
            "POST /api/tables/{id}/posts HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n{}Content-Length: {}\r\n\r\n{text}",
            keyed("post-2"),
            text.len()
        )
        .unwrap();
    }
    std::thread::sleep(Duration::from_millis(300));
    let again =
        http(&addr, "POST", &format!("/api/tables/{id}/posts"), Some(&dropped), &keyed("post-2")).unwrap();
    assert_eq!(again.status, 201, "{}", again.body);
    let again2 =
        http(&addr, "POST", &format!("/api/tables/{id}/posts"), Some(&dropped), &keyed("post-2")).unwrap();
    assert_eq!(again2.body["id"], again.body["id"], "one post, whichever sending wrote it");
    assert_eq!(stored(&rt, &url, id).1, posts_before + 2, "the dropped post is stored once");
    // A new key is a new post.
    let fresh =
        http(&addr, "POST", &format!("/api/tables/{id}/posts"), Some(&dropped), &keyed("post-3")).unwrap();
    assert_eq!(fresh.status, 201);
    assert_ne!(fresh.body["id"], again.body["id"]);
    // A malformed key is a clear 400.
    let bad = http(&addr, "POST", &format!("/api/tables/{id}/posts"), Some(&dropped), &keyed("a b")).unwrap();
    assert_eq!(bad.status, 400, "{}", bad.body);
    assert_eq!(bad.body["error"]["code"], "idempotency.key");
    drop(server);

    // A table opened with a key: the process commits it and dies before answering; sent again,
    // the answer is the same table with the same seat links (kept sealed), and one table is open.
    let tables = || {
        rt.block_on(async {
            let db = Database::connect(&url).await.unwrap();
            let n = db.list_tables(None, 100).await.unwrap().len();
            db.close().await.unwrap();
            n
        })
    };
    let mut server = Server::start_on(&addr, &url, &[], &fault, log("4.log"));
    let table =
        json!({"game": "tragedy-looper", "title": "Abierta una vez", "config": stored_config(&rt, &url, id)});
    let key = format!("{cookie}Idempotency-Key: 0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a\r\n");
    let before = tables();
    let lost = http(&addr, "POST", "/api/tables", Some(&table), &key);
    assert!(lost.is_err(), "the process died before answering the opening");
    ended(&mut server);
    assert_eq!(tables(), before + 1, "the table was committed");
    let server = Server::start_on(&addr, &url, &[], &[], log("5.log"));
    let again = http(&addr, "POST", "/api/tables", Some(&table), &key).unwrap();
    assert_eq!(again.status, 201, "{}", again.body);
    let third = http(&addr, "POST", "/api/tables", Some(&table), &key).unwrap();
    assert_eq!(third.body, again.body, "every resend gets the same first answer");
    assert_eq!(tables(), before + 1, "opened once");
    let link = again.body["invitations"][0]["token"].as_str().unwrap();
    let view =
        http(&addr, "GET", &format!("/api/tables/{}/view", again.body["id"]), None, &bearer(link)).unwrap();
    assert_eq!(view.status, 200, "the link given again opens its seat: {}", view.body);
    drop(server);
}

/// The config a table was opened with.
fn stored_config(rt: &tokio::runtime::Runtime, url: &str, id: i64) -> serde_json::Value {
    rt.block_on(async {
        let db = Database::connect(url).await.unwrap();
        let config = db.table(TableId(id)).await.unwrap().config;
        db.close().await.unwrap();
        config
    })
}
