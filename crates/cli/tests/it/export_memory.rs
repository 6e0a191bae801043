//! Exports are streamed with bounded memory: eight owners' exports of a 60 MB table at once keep
//! a real `tablon serve` under 300 MiB of resident memory (its peak, `VmHWM`), and each export is
//! the whole table.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::Duration;

use store::{Database, NewPost, Store, TableId, Thread};

use crate::common::{Server, account_with_looper_table};

/// The peak resident memory of process `pid`, in bytes (Linux).
fn peak_rss(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

/// GETs `path` and reads its whole body, counting its bytes without keeping them.
fn download(addr: &str, path: &str, cookie: &str) -> (u16, u64, Vec<u8>) {
    let mut s = TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(Duration::from_secs(120))).unwrap();
    write!(s, "GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n{cookie}\r\n").unwrap();
    let mut buf = vec![0u8; 64 * 1024];
    let (mut total, mut head) = (0u64, Vec::new());
    loop {
        let n = s.read(&mut buf).unwrap();
        if n == 0 {
            break;
        }
        if head.len() < 4096 {
            head.extend_from_slice(&buf[..n.min(4096)]);
        }
        total += n as u64;
    }
    let status = String::from_utf8_lossy(&head).split_whitespace().nth(1).unwrap_or("0").parse().unwrap_or(0);
    (status, total, head)
}

#[test]
fn eight_exports_of_a_60_mb_table_at_once_stay_under_300_mib() {
    if peak_rss(std::process::id()).is_none() {
        eprintln!("skipped: no /proc/PID/status here to read a process's memory from");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("big.db").display());
    let server = Server::start(&url);
    let addr = server.addr.clone();
    let (cookie, opened) = account_with_looper_table(&addr, "archivist", "a long campaign");
    let id = opened.body["id"].as_i64().unwrap();

    // 60 MB of posts, written straight into the database the server serves.
    let rt = tokio::runtime::Builder::new_multi_thread().enable_all().build().unwrap();
    rt.block_on(async {
        let db = Database::connect(&url).await.unwrap();
        let paragraph = "En la escuela, al amanecer, buscamos las huellas del culpable. ".repeat(316);
        assert!(paragraph.len() > 19_000 && paragraph.chars().count() <= 20_000);
        for n in 0..3_050 {
            let post = NewPost {
                table: TableId(id),
                thread: if n % 2 == 0 { Thread::Story } else { Thread::Talk },
                author_user: None,
                author_seat: Some(engine::SeatId(1 + (n % 3) as u8)),
                whisper_to: None,
                whisper_also: Vec::new(),
                reply_to: None,
                body: format!("{n}: {paragraph}"),
                written_at: None,
                images: Vec::new(),
            };
            db.add_post(&post).await.unwrap();
        }
        db.close().await.unwrap();
    });

    let before = peak_rss(server.child.id()).unwrap();
    let path = format!("/api/tables/{id}/export");
    let downloads: Vec<_> = (0..8)
        .map(|_| {
            let (addr, path, cookie) = (addr.clone(), path.clone(), cookie.clone());
            std::thread::spawn(move || download(&addr, &path, &cookie))
        })
        .collect();
    for d in downloads {
        let (status, bytes, head) = d.join().unwrap();
        assert_eq!(status, 200, "{}", String::from_utf8_lossy(&head));
        assert!(bytes > 60_000_000, "each export is the whole table ({bytes} bytes)");
    }
    let peak = peak_rss(server.child.id()).unwrap();
    eprintln!(
        "tablon serve's peak resident memory: {} MiB before the exports, {} MiB after",
        before >> 20,
        peak >> 20
    );
    assert!(peak < 300 << 20, "eight exports at once took the server to {} MiB (at most 300)", peak >> 20);
    // The export is still one JSON document that imports: its head and shape.
    let (_, _, head) = download(&addr, &path, &cookie);
    let text = String::from_utf8_lossy(&head);
    assert!(text.contains("\"format\":\"tablon-table-export\""), "{text}");
    drop(server);
}
