//! What the process tests share: a `tablon serve` child process on a free port, killed on drop.

// Each test binary uses a part of it.
#![allow(dead_code)]

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};

/// A running `tablon serve` and the address it listens on.
pub struct Server {
    pub child: Child,
    pub addr: String,
}

impl Server {
    /// Starts `tablon serve` on `database` (rate limit off) and waits for its address.
    pub fn start(database: &str) -> Server {
        Server::start_with(database, &[])
    }

    /// Like [`Server::start`], with more flags.
    pub fn start_with(database: &str, flags: &[&str]) -> Server {
        Server::start_logging(database, flags, Stdio::null())
    }

    /// Like [`Server::start_with`], its standard error (the log) going to `stderr`.
    pub fn start_logging(database: &str, flags: &[&str], stderr: impl Into<Stdio>) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_tablon"))
            .args(["serve", "--listen", "127.0.0.1:0", "--database", database, "--rate-limit", "0"])
            .args(flags)
            .stdout(Stdio::piped())
            .stderr(stderr)
            .spawn()
            .expect("tablon serve starts");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap()).read_line(&mut line).unwrap();
        let addr = line
            .split_whitespace()
            .find_map(|w| w.strip_prefix("http://"))
            .unwrap_or_else(|| panic!("no address in {line:?}"))
            .to_owned();
        Server { child, addr }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
