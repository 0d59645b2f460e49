//! A limit per address and minute: GCRA (the `governor` crate), a burst of
//! `n`, then one every `60 s / n`; addresses as [`crate::conn::key`] counts
//! them (an IPv6 /64 is one).

use crate::proxy::Client;
use std::net::IpAddr;
use std::num::NonZeroU32;
use std::sync::Arc;

/// `n` a minute per address (shared by its clones); 0 admits nothing.
#[derive(Clone)]
pub struct PerMinute {
    limiter: Option<Arc<governor::DefaultKeyedRateLimiter<IpAddr>>>,
    n: usize,
}

impl PerMinute {
    pub fn new(n: usize) -> PerMinute {
        PerMinute {
            limiter: u32::try_from(n).ok().and_then(NonZeroU32::new).map(|n| {
                Arc::new(governor::RateLimiter::keyed(
                    governor::Quota::per_minute(n).allow_burst(n),
                ))
            }),
            n,
        }
    }

    /// The limit: `n` a minute.
    pub fn n(&self) -> usize {
        self.n
    }

    /// Counts one more for `client`: `false` when over the limit.
    pub fn admits(&self, client: &Client) -> bool {
        self.limiter.as_ref().is_some_and(|limiter| {
            if limiter.len() > 10_000 {
                limiter.retain_recent();
            }
            limiter.check_key(&crate::conn::key(client.ip)).is_ok()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_of_n_then_refused_and_zero_admits_none() {
        let client = Client::direct("10.0.0.1:5000".parse().unwrap());
        let other = Client::direct("10.0.0.2:5000".parse().unwrap());
        let two = PerMinute::new(2);
        assert!(two.admits(&client) && two.clone().admits(&client));
        assert!(!two.admits(&client), "the clone counted for the same limit");
        assert!(two.admits(&other), "each address has its own");
        assert!(!PerMinute::new(0).admits(&client));
    }
}
