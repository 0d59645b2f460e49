//! The operator's numbers, served at `/metrics` in Prometheus' text format
//! (<https://prometheus.io/docs/instrumenting/exposition_formats/>): a small
//! registry kept by hand (atomics, fixed buckets), so counting costs an
//! atomic add and the server needs no exporter crate. Counters and
//! histograms are per process ([`METRICS`]); the gauges (live games,
//! sockets, connections) are read from the server answering.

use crate::protocol::Code;
use std::fmt::Write as _;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// Upper bounds (seconds) of the latency buckets: 0.5 ms to 10 s.
const LATENCY: [f64; 14] = [
    0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1.0, 2.0, 5.0, 10.0,
];

/// A histogram with [`LATENCY`] buckets; the sum is kept in microseconds.
pub struct Histogram {
    buckets: [AtomicU64; LATENCY.len()],
    count: AtomicU64,
    sum_us: AtomicU64,
}

impl Histogram {
    const fn new() -> Histogram {
        Histogram {
            buckets: [const { AtomicU64::new(0) }; LATENCY.len()],
            count: AtomicU64::new(0),
            sum_us: AtomicU64::new(0),
        }
    }

    pub fn observe(&self, d: Duration) {
        let s = d.as_secs_f64();
        if let Some(i) = LATENCY.iter().position(|b| s <= *b) {
            self.buckets[i].fetch_add(1, Ordering::Relaxed);
        }
        self.count.fetch_add(1, Ordering::Relaxed);
        self.sum_us
            .fetch_add(d.as_micros() as u64, Ordering::Relaxed);
    }

    pub fn count(&self) -> u64 {
        self.count.load(Ordering::Relaxed)
    }

    fn render(&self, out: &mut String, name: &str, help: &str) {
        let _ = writeln!(out, "# HELP {name} {help}\n# TYPE {name} histogram");
        let mut cumulative = 0;
        for (b, n) in LATENCY.iter().zip(&self.buckets) {
            cumulative += n.load(Ordering::Relaxed);
            let _ = writeln!(out, "{name}_bucket{{le=\"{b}\"}} {cumulative}");
        }
        let count = self.count();
        let _ = writeln!(out, "{name}_bucket{{le=\"+Inf\"}} {count}");
        let sum = self.sum_us.load(Ordering::Relaxed) as f64 / 1e6;
        let _ = writeln!(out, "{name}_sum {sum}\n{name}_count {count}");
    }
}

/// Who made a committed action.
#[derive(Clone, Copy, Debug)]
pub enum By {
    Human,
    Bot,
    /// A bot's move for a person whose time per decision ran out.
    TimeLimit,
}

/// Every error code, as counted.
const CODES: [Code; 22] = [
    Code::BadJson,
    Code::UnknownField,
    Code::TooBig,
    Code::RateLimited,
    Code::BadToken,
    Code::NoGame,
    Code::Illegal,
    Code::NotYourTurn,
    Code::Stale,
    Code::GameOver,
    Code::Busy,
    Code::Storage,
    Code::BadSetup,
    Code::NotFound,
    Code::Timeout,
    Code::AlreadyPlayed,
    Code::SignedOut,
    Code::NotYet,
    Code::BadCredentials,
    Code::BadPassword,
    Code::NameTaken,
    Code::BadOrigin,
];

/// The process's counters and histograms.
pub struct Metrics {
    actions: [AtomicU64; 3],
    undos: AtomicU64,
    /// Writes committed, and writes that failed.
    commits: AtomicU64,
    commit_failures: AtomicU64,
    errors: [AtomicU64; CODES.len()],
    refused_connections: AtomicU64,
    panics: AtomicU64,
    games_created: AtomicU64,
    /// Bots' search threads running now.
    searching: AtomicU64,
    /// From a client's `act`/`undo` arriving to its answer being sent.
    pub round_trip: Histogram,
    /// From a write being queued to its transaction committed.
    pub commit: Histogram,
    /// A bot's thinking, from start to answer.
    pub bot_thinking: Histogram,
}

/// What the process holds now, read when `/metrics` is asked for.
#[derive(Clone, Copy, Debug, Default)]
pub struct Gauges {
    pub live_games: usize,
    pub owned_games: usize,
    pub websockets: usize,
    pub spectator_websockets: usize,
    pub connections: usize,
}

/// The registry of this process.
pub static METRICS: Metrics = Metrics {
    actions: [const { AtomicU64::new(0) }; 3],
    undos: AtomicU64::new(0),
    commits: AtomicU64::new(0),
    commit_failures: AtomicU64::new(0),
    errors: [const { AtomicU64::new(0) }; CODES.len()],
    refused_connections: AtomicU64::new(0),
    panics: AtomicU64::new(0),
    games_created: AtomicU64::new(0),
    searching: AtomicU64::new(0),
    round_trip: Histogram::new(),
    commit: Histogram::new(),
    bot_thinking: Histogram::new(),
};

/// A running bot search, counted until dropped.
pub struct Searching(&'static AtomicU64);

impl Drop for Searching {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::Relaxed);
    }
}

fn inc(c: &AtomicU64) {
    c.fetch_add(1, Ordering::Relaxed);
}

impl Metrics {
    pub fn action(&self, by: By) {
        inc(&self.actions[by as usize]);
    }

    pub fn undo(&self) {
        inc(&self.undos);
    }

    pub fn committed(&self, ok: bool, took: Duration) {
        if ok {
            inc(&self.commits);
            self.commit.observe(took);
        } else {
            inc(&self.commit_failures);
        }
    }

    /// An error sent to a client (HTTP body or WebSocket frame).
    pub fn error(&self, code: Code) {
        if let Some(i) = CODES.iter().position(|c| *c == code) {
            inc(&self.errors[i]);
        }
    }

    pub fn refused(&self) {
        inc(&self.refused_connections);
    }

    pub fn panicked(&self) {
        inc(&self.panics);
    }

    pub fn game_created(&self) {
        inc(&self.games_created);
    }

    /// A bot's search thread runs until the guard is dropped.
    pub fn searching(&'static self) -> Searching {
        inc(&self.searching);
        Searching(&self.searching)
    }

    /// Bots' search threads running now.
    pub fn bots_searching(&self) -> u64 {
        self.searching.load(Ordering::Relaxed)
    }

    /// The text of `/metrics`, with the process's gauges now.
    pub fn render(&self, now: &Gauges) -> String {
        let mut out = String::with_capacity(8 * 1024);
        let gauge = |out: &mut String, name: &str, help: &str, v: u64| {
            let _ = writeln!(out, "# HELP {name} {help}\n# TYPE {name} gauge\n{name} {v}");
        };
        let counter = |out: &mut String, name: &str, help: &str, v: &AtomicU64| {
            let _ = writeln!(
                out,
                "# HELP {name} {help}\n# TYPE {name} counter\n{name} {}",
                v.load(Ordering::Relaxed)
            );
        };
        gauge(
            &mut out,
            "marrakesh_live_games",
            "Games whose actor runs in this process.",
            now.live_games as u64,
        );
        gauge(
            &mut out,
            "marrakesh_owned_games",
            "Live games this process owns (runs their bots and timers); with --cluster the others are followed copies.",
            now.owned_games as u64,
        );
        gauge(
            &mut out,
            "marrakesh_websockets",
            "Open WebSockets (players and spectators).",
            now.websockets as u64,
        );
        gauge(
            &mut out,
            "marrakesh_spectator_websockets",
            "Open spectators' WebSockets.",
            now.spectator_websockets as u64,
        );
        gauge(
            &mut out,
            "marrakesh_connections",
            "Open TCP connections (HTTP and WebSocket).",
            now.connections as u64,
        );
        gauge(
            &mut out,
            "marrakesh_bots_searching",
            "Bots' search threads running now.",
            self.bots_searching(),
        );
        let _ = writeln!(
            out,
            "# HELP marrakesh_actions_total Actions committed, by who made them.\n# TYPE marrakesh_actions_total counter"
        );
        for (by, n) in ["human", "bot", "time_limit"].iter().zip(&self.actions) {
            let _ = writeln!(
                out,
                "marrakesh_actions_total{{by=\"{by}\"}} {}",
                n.load(Ordering::Relaxed)
            );
        }
        counter(
            &mut out,
            "marrakesh_undos_total",
            "Undos committed.",
            &self.undos,
        );
        counter(
            &mut out,
            "marrakesh_commits_total",
            "Writes committed to the database.",
            &self.commits,
        );
        counter(
            &mut out,
            "marrakesh_commit_failures_total",
            "Writes the database refused or failed (nothing was changed).",
            &self.commit_failures,
        );
        counter(
            &mut out,
            "marrakesh_games_created_total",
            "Games created.",
            &self.games_created,
        );
        let _ = writeln!(
            out,
            "# HELP marrakesh_errors_total Errors answered to clients, by code.\n# TYPE marrakesh_errors_total counter"
        );
        for (code, n) in CODES.iter().zip(&self.errors) {
            let _ = writeln!(
                out,
                "marrakesh_errors_total{{code=\"{}\"}} {}",
                code.name(),
                n.load(Ordering::Relaxed)
            );
        }
        counter(
            &mut out,
            "marrakesh_refused_connections_total",
            "Connections refused over a connection cap.",
            &self.refused_connections,
        );
        counter(
            &mut out,
            "marrakesh_task_panics_total",
            "Panics caught at a task boundary.",
            &self.panics,
        );
        self.round_trip.render(
            &mut out,
            "marrakesh_round_trip_seconds",
            "From a client's action or undo arriving to its answer being sent.",
        );
        self.commit.render(
            &mut out,
            "marrakesh_commit_seconds",
            "From a write being queued to its transaction committed.",
        );
        self.bot_thinking.render(
            &mut out,
            "marrakesh_bot_thinking_seconds",
            "A bot's thinking time per decision.",
        );
        out
    }
}
