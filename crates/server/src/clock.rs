//! The server's clock, injected through [`crate::AppConfig::clock`] so tests move time forward
//! instead of sleeping: [`SystemClock`] in production, [`ManualClock`] in tests.
//!
//! It serves the times the server's own rules take: how long a cached suspension flag is trusted
//! ([`crate::AppConfig::suspension_ttl`]), when a table was suspended, and the `now` a game's skip
//! rule reads.

use std::fmt::Debug;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Where the server reads the time.
pub trait Clock: Debug + Send + Sync {
    /// A monotonic instant, for how long something has been cached.
    fn instant(&self) -> Instant;
    /// The wall clock, Unix milliseconds.
    fn unix_ms(&self) -> i64;
}

/// The operating system's clocks.
#[derive(Clone, Copy, Debug, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn instant(&self) -> Instant {
        Instant::now()
    }

    fn unix_ms(&self) -> i64 {
        store::now_ms()
    }
}

/// A clock that stands still until [`ManualClock::advance`] moves it (both of its readings move
/// together), for tests of time-dependent behaviour without sleeping.
#[derive(Debug)]
pub struct ManualClock {
    start: Instant,
    start_ms: i64,
    elapsed: Mutex<Duration>,
}

impl ManualClock {
    /// A clock at the system's current time.
    pub fn new() -> ManualClock {
        ManualClock { start: Instant::now(), start_ms: store::now_ms(), elapsed: Mutex::new(Duration::ZERO) }
    }

    /// Moves the clock forward by `by`.
    pub fn advance(&self, by: Duration) {
        *self.elapsed.lock().expect("clock lock") += by;
    }

    fn elapsed(&self) -> Duration {
        *self.elapsed.lock().expect("clock lock")
    }
}

impl Default for ManualClock {
    fn default() -> ManualClock {
        ManualClock::new()
    }
}

impl Clock for ManualClock {
    fn instant(&self) -> Instant {
        self.start + self.elapsed()
    }

    fn unix_ms(&self) -> i64 {
        self.start_ms + i64::try_from(self.elapsed().as_millis()).unwrap_or(i64::MAX)
    }
}
