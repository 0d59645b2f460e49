//! Time for game timing: the clock the actors, the registry and the
//! shutdown read and sleep on. Given in [`crate::Config::clock`]: the
//! system's clock in production, a [`ManualClock`] in tests that move time
//! on by hand (a countdown, a time limit or an eviction without waiting it
//! out in real time).

use std::fmt;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::watch;

/// A sleep on a [`Clock`].
pub type Sleep = Pin<Box<dyn Future<Output = ()> + Send + 'static>>;

/// The time a server reads: wall-clock time for what is stored (unix ms), a
/// monotonic instant for what is only compared in memory, and sleeps that
/// end when this clock says so.
pub trait Clock: fmt::Debug + Send + Sync + 'static {
    /// Unix time in milliseconds.
    fn unix_ms(&self) -> i64;
    /// A monotonic instant.
    fn now(&self) -> Instant;
    /// Ends once `d` has passed on this clock.
    fn sleep(&self, d: Duration) -> Sleep;
}

/// The clock a server is given.
pub type SharedClock = Arc<dyn Clock>;

/// The system's clocks (tokio's timer for sleeps, so a runtime with paused
/// time pauses it too).
#[derive(Debug, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn unix_ms(&self) -> i64 {
        system_ms()
    }

    fn now(&self) -> Instant {
        Instant::now()
    }

    fn sleep(&self, d: Duration) -> Sleep {
        Box::pin(tokio::time::sleep(d))
    }
}

/// The system's unix time in milliseconds (0 before 1970).
pub fn system_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}

/// The system's clock moved on by hand ([`ManualClock::advance`]): it runs
/// with real time and jumps ahead when told, and its sleeps end at once
/// when a jump passes their end. For tests over real sockets, where
/// tokio's paused time would also fire the sockets' timeouts.
#[derive(Debug)]
pub struct ManualClock {
    /// How far the clock was moved ahead in all.
    ahead: watch::Sender<Duration>,
}

impl Default for ManualClock {
    fn default() -> Self {
        ManualClock {
            ahead: watch::Sender::new(Duration::ZERO),
        }
    }
}

impl ManualClock {
    /// A clock at the system's time, to be moved on by hand.
    pub fn new() -> Arc<ManualClock> {
        Arc::new(ManualClock::default())
    }

    /// Moves the clock `d` ahead: sleeps that end within it end now.
    pub fn advance(&self, d: Duration) {
        self.ahead.send_modify(|a| *a += d);
    }

    fn ahead(&self) -> Duration {
        *self.ahead.borrow()
    }
}

impl Clock for ManualClock {
    fn unix_ms(&self) -> i64 {
        system_ms().saturating_add(self.ahead().as_millis() as i64)
    }

    fn now(&self) -> Instant {
        Instant::now() + self.ahead()
    }

    fn sleep(&self, d: Duration) -> Sleep {
        let end = self.now() + d;
        let mut jumps = self.ahead.subscribe();
        Box::pin(async move {
            loop {
                let now = Instant::now() + *jumps.borrow_and_update();
                let Some(left) = end.checked_duration_since(now).filter(|l| !l.is_zero()) else {
                    return;
                };
                tokio::select! {
                    _ = tokio::time::sleep(left) => {}
                    moved = jumps.changed() => {
                        if moved.is_err() {
                            // The clock is gone: no more jumps.
                            tokio::time::sleep(left).await;
                            return;
                        }
                    }
                }
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_jump_ends_the_sleeps_it_passes_and_no_other() {
        let clock = ManualClock::new();
        let t0 = clock.unix_ms();
        let short = tokio::spawn(clock.sleep(Duration::from_secs(60)));
        let long = tokio::spawn(clock.sleep(Duration::from_secs(3600)));
        clock.advance(Duration::from_secs(61));
        tokio::time::timeout(Duration::from_secs(10), short)
            .await
            .expect("the jump passed its end")
            .unwrap();
        assert!(!long.is_finished());
        assert!(clock.unix_ms() - t0 >= 61_000);
        long.abort();
    }

    #[tokio::test(start_paused = true)]
    async fn the_system_clock_sleeps_on_tokio_s_time() {
        let sleep = tokio::spawn(SystemClock.sleep(Duration::from_secs(3600)));
        tokio::time::advance(Duration::from_secs(3601)).await;
        tokio::time::timeout(Duration::from_secs(1), sleep)
            .await
            .expect("paused time ended it")
            .unwrap();
    }
}
