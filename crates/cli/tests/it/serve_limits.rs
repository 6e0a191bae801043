//! `tablon serve`'s limits flags reach the server (issue 14, items 6 and 7): a short header
//! timeout closes a half-sent request, a declared body over a page's limit gets 413 at once, the
//! per-address connection cap answers 503, and two hundred password hashes asked at once keep the
//! process under 300 MiB resident.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

use crate::common::Server;

fn database() -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("limits.db").display());
    (dir, url)
}

/// Everything the server sends on `s` until it closes it, or `None` if it still holds it open
/// after `patience`.
fn until_closed(s: &mut TcpStream, patience: Duration) -> Option<String> {
    s.set_read_timeout(Some(patience)).unwrap();
    let mut got = Vec::new();
    match s.read_to_end(&mut got) {
        Ok(_) => Some(String::from_utf8_lossy(&got).into_owned()),
        Err(e) if e.kind() == std::io::ErrorKind::ConnectionReset => {
            Some(String::from_utf8_lossy(&got).into_owned())
        }
        Err(_) => None,
    }
}

#[test]
fn the_limits_flags_reach_the_server() {
    let (_dir, url) = database();
    let server = Server::start_with(&url, &["--header-timeout", "1", "--max-connections-per-address", "2"]);
    let started = Instant::now();
    let mut half = TcpStream::connect(&server.addr).unwrap();
    half.write_all(b"GET / HTTP/1.1\r\nHost: x\r\n").unwrap();
    let _idle = TcpStream::connect(&server.addr).unwrap();
    let mut third = TcpStream::connect(&server.addr).unwrap();
    third.write_all(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n").unwrap();
    let refused = until_closed(&mut third, Duration::from_secs(5)).expect("refused and closed");
    assert!(refused.starts_with("HTTP/1.1 503"), "{refused}");
    assert!(until_closed(&mut half, Duration::from_secs(5)).is_some(), "the half-sent request stays open");
    assert!(started.elapsed() < Duration::from_secs(5));
    drop(_idle);
    // Once the server has seen those close, a page refuses a declared 10 GiB body at once.
    let answer = loop {
        let mut huge = TcpStream::connect(&server.addr).unwrap();
        huge.write_all(
            b"POST /signin HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 10737418240\r\n\r\nusername=",
        )
        .unwrap();
        let answer = until_closed(&mut huge, Duration::from_secs(5)).expect("answered and closed");
        if !answer.starts_with("HTTP/1.1 503") || started.elapsed() > Duration::from_secs(5) {
            break answer;
        }
    };
    assert!(answer.starts_with("HTTP/1.1 413"), "{answer}");
}

/// The process's peak resident memory, in MiB.
fn peak_rss_mib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    let line = status.lines().find(|l| l.starts_with("VmHWM:")).expect("VmHWM in /proc status");
    let kib: u64 = line.split_whitespace().nth(1).unwrap().parse().unwrap();
    kib / 1024
}

#[test]
#[cfg(target_os = "linux")]
fn two_hundred_password_hashes_at_once_stay_under_300_mib() {
    let (_dir, url) = database();
    // The production Argon2 cost (19 MiB a hash): 200 at once took 1.5 GiB before the bound.
    // No connection cap: every one of the 200 reaches the hashing bound.
    let server = Server::start_with(&url, &["--max-hashing", "2", "--max-connections-per-address", "0"]);
    let pid = server.child.id();
    let before = peak_rss_mib(pid);
    let sign_ups: Vec<_> = (0..200)
        .map(|i| {
            let addr = server.addr.clone();
            std::thread::spawn(move || {
                let body = format!(r#"{{"username":"player{i}","password":"correct horse battery"}}"#);
                let mut s = TcpStream::connect(&addr).unwrap();
                write!(
                    s,
                    "POST /api/accounts HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nX-Tablon-CSRF: 1\r\nContent-Length: {}\r\n\r\n{body}",
                    body.len()
                )
                .unwrap();
                let answer = until_closed(&mut s, Duration::from_secs(60)).expect("an answer");
                answer.split_whitespace().nth(1).unwrap_or("none").to_owned()
            })
        })
        .collect();
    let statuses: Vec<String> = sign_ups.into_iter().map(|t| t.join().unwrap()).collect();
    let peak = peak_rss_mib(pid);
    eprintln!("peak resident memory: {before} MiB idle, {peak} MiB after 200 sign-ups at once");
    assert!(statuses.iter().all(|s| s == "201" || s == "503"), "{statuses:?}");
    assert!(statuses.iter().any(|s| s == "201"), "no sign-up went through: {statuses:?}");
    assert!(peak < 300, "peak resident memory {peak} MiB");
}
