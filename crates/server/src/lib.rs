//! # marrakesh-server
//!
//! Online play for Marrakesh (`marrakesh serve`): games over HTTP and
//! WebSocket, with seats held by secret tokens, spectators, bots on the
//! server, undo where it reveals nothing, zombie seats, and every game
//! stored in SQLite as its setup plus its log of actions. See
//! `docs/server.md` for the protocol with examples.
//!
//! ```no_run
//! # async fn demo() -> Result<(), String> {
//! let server = marrakesh_server::start(marrakesh_server::Config::default()).await?;
//! println!("open http://{}", server.addr);
//! server.shutdown().await;
//! # Ok(()) }
//! ```

pub mod accounts;
pub mod actor;
pub mod answers;
pub mod audience;
pub mod chat;
pub mod clock;
pub mod cluster;
pub mod conn;
pub mod daily;
pub mod extract;
pub mod history;
pub mod http;
pub mod limit;
pub mod live;
pub mod log;
pub mod metrics;
pub mod names;
pub mod protocol;
pub mod proxy;
pub mod quick_play;
pub mod ratings;
pub mod registry;
pub mod review;
pub mod seats;
pub mod secrets;
pub mod store;
pub mod text;
pub mod typescript;
pub mod undo;
pub mod web;
pub mod ws;

use registry::Shared;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;
pub use store::sqlite::Synchronous;
use store::{postgres::Postgres, sqlite::Sqlite, StoreHandle};
use tokio_util::sync::CancellationToken;

/// The server's settings.
#[derive(Clone, Debug)]
pub struct Config {
    pub bind: SocketAddr,
    /// The SQLite file (`None`: in memory, for tests).
    pub db: Option<PathBuf>,
    /// A PostgreSQL URL (`postgres://user:pass@host/db`): the games are
    /// there instead of in `db`.
    pub postgres: Option<String>,
    /// With `postgres`: every process on the database serves at once, each
    /// owning some live games ([`cluster`]); otherwise one serves and the
    /// others stand by.
    pub cluster: bool,
    /// How long a human seat must be pending with no socket before the host
    /// may hand it to a bot.
    pub zombie_after: Duration,
    /// A game's actor stops after this long without commands and sockets
    /// (it is replayed on the next touch).
    pub idle_evict: Duration,
    /// A finished game's actor stops after this long without commands and
    /// sockets.
    pub over_linger: Duration,
    /// Games in memory at most: past it the games idle longest (no socket,
    /// no bot thinking) are stopped; if none is idle, `busy`.
    pub max_live_games: usize,
    /// Running games with no log entry for this long are archived.
    pub archive_after: Duration,
    /// A bot's thinking time at most (then it plays a random legal action).
    pub bot_budget: Duration,
    /// A pause before a bot's move is played (for people watching).
    pub bot_delay: Duration,
    /// New games per minute per IP address.
    pub games_per_minute: usize,
    /// Replays computed per minute per IP address (a burst of as many;
    /// answers already cached do not count).
    pub replays_per_minute: usize,
    /// Messages per WebSocket per 10 s (then `err` and close 1008).
    pub messages_per_10s: usize,
    /// Chat messages per credential (a seat; a game's spectators at one
    /// address) per 10 s; an address may send 4 times as many in all.
    pub chat_per_10s: usize,
    /// SQLite's `synchronous` (FULL: acknowledged commits survive power
    /// loss; NORMAL: they survive a killed server, not an OS crash).
    pub synchronous: Synchronous,
    /// WebSockets per seat at most (tabs of the same player); a seat's
    /// sockets never count against the spectators' caps.
    pub sockets_per_seat: usize,
    /// Spectator WebSockets per game at most.
    pub spectators_per_game: usize,
    /// Spectator WebSockets of the whole server at most.
    pub spectators_total: usize,
    /// Hints searched at once in the whole server (each holds a core for
    /// 300 ms); one at a time per seat.
    pub hints_at_once: usize,
    /// A connection must send a request's head within this (hyper's
    /// header-read timeout; also the wait for the next request on a kept-
    /// alive connection).
    pub header_read_timeout: Duration,
    /// A request's body may pause at most this long, from its head on,
    /// before its end (`408`; tower-http's request-body timeout).
    pub body_read_timeout: Duration,
    /// A connection that moves no byte either way for this long is closed
    /// (a WebSocket's own silence limit is 60 s).
    pub idle_timeout: Duration,
    /// Open connections (HTTP and WebSocket) from one address at most
    /// (IPv6: one /64).
    pub max_connections_per_ip: usize,
    /// Open connections in all at most (lowered to what the process's limit
    /// of open files allows).
    pub max_connections: usize,
    /// Proxies whose forwarding headers are believed (nobody's by
    /// default).
    pub trusted_proxies: Vec<ipnet::IpNet>,
    /// Which headers of a trusted proxy are read (the other kind never).
    pub forwarded_header: proxy::ForwardedHeader,
    /// The base of invite URLs (`https://games.example`); by default the
    /// scheme and host the client used.
    pub public_url: Option<String>,
    /// How log lines are written (installed by [`run`]).
    pub log_format: log::LogFormat,
    /// The strong bot's search per decision in a review of a finished game
    /// ([`review`]; one review at a time, each decision about twice this
    /// where the seat chose otherwise). An iteration budget makes reviews
    /// reproducible.
    pub review_budget: marrakesh_bots::Budget,
    /// The clock of game timing: countdowns, time limits, evictions,
    /// archiving and the shutdown's wait (the system's; a test may move a
    /// [`clock::ManualClock`] on by hand).
    pub clock: clock::SharedClock,
    /// A quick play ticket not polled for this long leaves the queue (its
    /// player closed the page; [`quick_play`]).
    pub quick_play_expiry: Duration,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            bind: SocketAddr::from(([127, 0, 0, 1], 8080)),
            db: Some(PathBuf::from("marrakesh.db")),
            postgres: None,
            cluster: false,
            zombie_after: Duration::from_secs(5 * 60),
            idle_evict: Duration::from_secs(10 * 60),
            over_linger: Duration::from_secs(10),
            max_live_games: 1000,
            archive_after: Duration::from_secs(14 * 24 * 3600),
            bot_budget: Duration::from_secs(10),
            bot_delay: Duration::ZERO,
            games_per_minute: 10,
            replays_per_minute: 120,
            messages_per_10s: 30,
            chat_per_10s: chat::CHAT_PER_WINDOW,
            synchronous: Synchronous::Full,
            sockets_per_seat: 4,
            spectators_per_game: 64,
            spectators_total: 4096,
            hints_at_once: std::thread::available_parallelism()
                .map(|n| n.get())
                .unwrap_or(1),
            header_read_timeout: Duration::from_secs(10),
            body_read_timeout: Duration::from_secs(10),
            idle_timeout: Duration::from_secs(60),
            max_connections_per_ip: 64,
            max_connections: 8192,
            trusted_proxies: Vec::new(),
            forwarded_header: proxy::ForwardedHeader::XForwardedFor,
            public_url: None,
            log_format: log::LogFormat::Human,
            review_budget: marrakesh_bots::Budget::Millis(300),
            clock: Arc::new(clock::SystemClock),
            quick_play_expiry: Duration::from_secs(30),
        }
    }
}

/// A running server.
pub struct Server {
    pub addr: SocketAddr,
    shared: Arc<Shared>,
    done: tokio::task::JoinHandle<()>,
}

/// Opens the store, resumes running games, binds and serves.
pub async fn start(config: Config) -> Result<Server, String> {
    if config.cluster && config.postgres.is_none() {
        return Err("--cluster needs a PostgreSQL database (--db postgres://…): an SQLite file is served by one process".into());
    }
    let node = secrets::bot_seed() as u32;
    let cluster = config.cluster;
    let store = match (&config.postgres, &config.db) {
        (Some(url), _) if cluster => {
            let url = url.clone();
            StoreHandle::open(move || Postgres::open_cluster(&url, node))
                .await
                .map_err(|e| e.to_string())?
        }
        (Some(url), _) => {
            let url = url.clone();
            StoreHandle::open(move || Postgres::open(&url))
                .await
                .map_err(|e| e.to_string())?
        }
        (None, Some(path)) => StoreHandle::spawn(
            Sqlite::open_with(path, config.synchronous)
                .map_err(|e| format!("{}: {e}", path.display()))?,
        ),
        (None, None) => StoreHandle::spawn(Sqlite::in_memory().map_err(|e| e.to_string())?),
    };
    let archive_after = config.archive_after;
    let listener = tokio::net::TcpListener::bind(config.bind)
        .await
        .map_err(|e| format!("cannot listen on {}: {e}", config.bind))?;
    let addr = listener.local_addr().map_err(|e| e.to_string())?;
    let cancel = CancellationToken::new();
    let url = config.postgres.clone();
    let mut shared = Shared::new(Arc::new(config), store, cancel.clone());
    if cluster {
        shared = shared.in_cluster();
    }
    let shared = Arc::new(shared);
    if !cluster {
        archive(&shared, archive_after).await;
    }
    shared.lobby_reload().await?;
    match (cluster, url) {
        // The sweep wakes the games nobody owns, now and every second.
        (true, Some(url)) => cluster::start(&shared, url, node),
        _ => {
            shared.wake_running().await?;
        }
    }
    let app = http::router(shared.clone());
    let stop = cancel.clone();
    let sh = shared.clone();
    let done = tokio::spawn(async move {
        let serving = conn::Serving {
            config: sh.config.clone(),
            conns: sh.conns.clone(),
            cancel: sh.cancel.clone(),
        };
        conn::serve(listener, app, serving).await;
        drop(stop);
    });
    let sh = shared.clone();
    shared.tracker.spawn(async move {
        loop {
            tokio::select! {
                _ = sh.config.clock.sleep(Duration::from_secs(3600)) => {
                    if !sh.cluster() || cluster::janitor(&sh).await {
                        archive(&sh, archive_after).await;
                    }
                    let _ = sh.lobby_reload().await;
                }
                _ = sh.cancel.cancelled() => return,
            }
        }
    });
    Ok(Server { addr, shared, done })
}

async fn archive(shared: &Shared, after: Duration) {
    let now = shared.config.clock.unix_ms();
    let _ = shared
        .store
        .archive_idle(now - after.as_millis() as i64)
        .await;
}

impl Server {
    /// Stops: no new connections; sockets get `bye` and close 1012; games
    /// finish their commit in flight; bots are cancelled; the store drains
    /// and checkpoints. Gives up waiting after 5 s.
    pub async fn shutdown(self) {
        self.shared.cancel.cancel();
        self.shared.tracker.close();
        let gave_up = self.shared.config.clock.sleep(Duration::from_secs(5));
        tokio::select! {
            _ = async {
                self.shared.tracker.wait().await;
                let _ = self.done.await;
            } => {}
            _ = gave_up => {}
        }
        let _ = self.shared.store.close().await;
    }

    /// Games whose actor runs now.
    pub fn live_games(&self) -> usize {
        self.shared.live_games()
    }

    /// Bytes of messages kept in the games' rings for reconnecting clients.
    pub fn buffered_bytes(&self) -> usize {
        self.shared.buffered_bytes()
    }

    /// Requests sent to the storage thread so far.
    pub fn store_requests(&self) -> u64 {
        self.shared.store.requests()
    }
}

/// `marrakesh serve`: runs until Ctrl-C or SIGTERM, then shuts down.
pub fn run(config: Config) -> Result<(), String> {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    log::init(config.log_format);
    rt.block_on(async move {
        let db = match (&config.postgres, &config.db) {
            (Some(url), _) => store::postgres::redact(url),
            (None, Some(p)) => p.display().to_string(),
            (None, None) => "memory".into(),
        };
        let server = start(config).await?;
        tracing::info!(
            addr = %server.addr,
            "Marrakesh server on http://{} (games in {db}); Ctrl-C stops it",
            server.addr,
        );
        wait_for_signal().await;
        tracing::info!("stopping…");
        server.shutdown().await;
        Ok::<(), String>(())
    })?;
    // A bot still searching on the blocking pool is not waited for: the
    // process ends and its thread with it.
    rt.shutdown_timeout(Duration::from_millis(200));
    Ok(())
}

async fn wait_for_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        let mut term = match signal(SignalKind::terminate()) {
            Ok(s) => s,
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
                return;
            }
        };
        tokio::select! {
            _ = tokio::signal::ctrl_c() => {}
            _ = term.recv() => {}
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}
