//! Failed sign-ins are throttled per account name and per address: after
//! [`PER_NAME`] failures of a name (or [`PER_ADDRESS`] of an address) in
//! [`WINDOW`], further attempts are refused with 429 without looking at
//! the password until the oldest failure is out of the window. An unknown
//! name counts like a known one (the answers must not tell them apart).
//! Counted in this process (several processes serving: each counts its
//! own).

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Failures of one name in [`WINDOW`] at most.
pub const PER_NAME: usize = 5;
/// Failures from one address in [`WINDOW`] at most.
pub const PER_ADDRESS: usize = 20;
/// The window failures count in.
pub const WINDOW: Duration = Duration::from_secs(15 * 60);

/// Who failed: a name (by its key) or an address (IPv6: its /64).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Who {
    Name(String),
    Address(IpAddr),
}

/// The failures of the window, by who.
#[derive(Default)]
pub struct Throttle {
    failures: Mutex<HashMap<Who, VecDeque<Instant>>>,
}

/// Keys kept at most before old ones are swept.
const SWEEP_AT: usize = 10_000;

impl Throttle {
    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<Who, VecDeque<Instant>>> {
        self.failures.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn whos(name_key: &str, address: IpAddr) -> [(Who, usize); 2] {
        [
            (Who::Name(name_key.to_string()), PER_NAME),
            (Who::Address(crate::conn::key(address)), PER_ADDRESS),
        ]
    }

    /// Whether an attempt of `name_key` from `address` may be tried now.
    pub fn allows(&self, name_key: &str, address: IpAddr, now: Instant) -> bool {
        let mut m = self.lock();
        Self::whos(name_key, address).into_iter().all(|(who, cap)| {
            let Some(q) = m.get_mut(&who) else {
                return true;
            };
            while q.front().is_some_and(|t| now.duration_since(*t) > WINDOW) {
                q.pop_front();
            }
            q.len() < cap
        })
    }

    /// An attempt failed.
    pub fn failed(&self, name_key: &str, address: IpAddr, now: Instant) {
        let mut m = self.lock();
        if m.len() > SWEEP_AT {
            m.retain(|_, q| q.back().is_some_and(|t| now.duration_since(*t) <= WINDOW));
        }
        for (who, _) in Self::whos(name_key, address) {
            m.entry(who).or_default().push_back(now);
        }
    }

    /// An attempt of `name_key` succeeded: its name's failures are
    /// forgotten (the address's stay).
    pub fn succeeded(&self, name_key: &str) {
        self.lock().remove(&Who::Name(name_key.to_string()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_is_refused_after_its_failures_until_they_age() {
        let t = Throttle::default();
        let a: IpAddr = "192.0.2.1".parse().unwrap();
        let b: IpAddr = "192.0.2.2".parse().unwrap();
        let now = Instant::now();
        for _ in 0..PER_NAME {
            assert!(t.allows("ana", a, now));
            t.failed("ana", a, now);
        }
        assert!(!t.allows("ana", a, now));
        assert!(!t.allows("ana", b, now), "per name, from any address");
        assert!(t.allows("bo", a, now), "another name from the same address");
        assert!(t.allows("ana", a, now + WINDOW + Duration::from_secs(1)));
    }

    #[test]
    fn an_address_is_refused_after_its_failures_with_any_name() {
        let t = Throttle::default();
        let a: IpAddr = "192.0.2.1".parse().unwrap();
        let now = Instant::now();
        for i in 0..PER_ADDRESS {
            t.failed(&format!("name{i}"), a, now);
        }
        assert!(!t.allows("fresh", a, now));
        assert!(t.allows("fresh", "192.0.2.9".parse().unwrap(), now));
    }
}
