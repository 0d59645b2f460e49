//! The operator's log (standard error, through `tracing`): a limit or
//! timeout that triggers says so, at most once per [`EVERY`] per kind, with
//! how many times it triggered since its last line (an attack cannot flood
//! the log). [`init`] installs the subscriber: human-readable lines or one
//! JSON object per line (`--log-format json`).

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// One line per kind at most this often.
pub const EVERY: Duration = Duration::from_secs(10);

static LAST: Mutex<Option<HashMap<&'static str, (Instant, u64)>>> = Mutex::new(None);

/// Logs `line` for `kind` unless a line of that kind was logged within
/// [`EVERY`] (then it is counted and reported with the next line).
pub fn throttled(kind: &'static str, line: String) {
    let mut m = LAST.lock().unwrap_or_else(|e| e.into_inner());
    let map = m.get_or_insert_with(HashMap::new);
    let now = Instant::now();
    match map.get_mut(kind) {
        Some((at, skipped)) if now.duration_since(*at) < EVERY => *skipped += 1,
        entry => {
            let skipped = entry.map(|(_, s)| *s).unwrap_or(0);
            map.insert(kind, (now, 0));
            if skipped > 0 {
                tracing::warn!(
                    kind,
                    skipped,
                    "{line} (and {skipped} more since the last such line)"
                );
            } else {
                tracing::warn!(kind, "{line}");
            }
        }
    }
}

/// How log lines are written.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum LogFormat {
    /// `2026-11-28T10:00:00.123Z  INFO marrakesh_server: …` lines.
    #[default]
    Human,
    /// One JSON object per line (`timestamp`, `level`, `fields`, `span`…).
    Json,
}

impl LogFormat {
    pub fn parse(s: &str) -> Option<LogFormat> {
        match s {
            "human" => Some(LogFormat::Human),
            "json" => Some(LogFormat::Json),
            _ => None,
        }
    }
}

/// Installs the process's log subscriber (standard error; `RUST_LOG`-style
/// level from `MARRAKESH_LOG`, default `info`) and a panic hook that logs
/// the panic as an error line (inside a game's span: with its id). Does
/// nothing if a subscriber is already installed.
pub fn init(format: LogFormat) {
    use tracing_subscriber::fmt;
    let level = std::env::var("MARRAKESH_LOG")
        .ok()
        .and_then(|l| l.parse::<tracing::Level>().ok())
        .unwrap_or(tracing::Level::INFO);
    // Colours only for a person at a terminal, never into a pipe or file.
    let ansi = std::io::IsTerminal::is_terminal(&std::io::stderr());
    let builder = fmt()
        .with_writer(std::io::stderr)
        .with_max_level(level)
        .with_target(false)
        .with_ansi(ansi);
    let installed = match format {
        LogFormat::Human => builder.try_init().is_ok(),
        LogFormat::Json => builder
            .json()
            .with_current_span(true)
            .with_span_list(false)
            .try_init()
            .is_ok(),
    };
    if installed {
        let default = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            let at = info
                .location()
                .map(|l| format!("{}:{}", l.file(), l.line()))
                .unwrap_or_default();
            let what = info
                .payload()
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| info.payload().downcast_ref::<String>().cloned())
                .unwrap_or_default();
            tracing::error!(at, "panic: {what}");
            if std::env::var_os("RUST_BACKTRACE").is_some() {
                default(info);
            }
        }));
    }
}

/// Request ids: this process's random prefix and a counter.
static REQUESTS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// A new request id (`3f2a9c1e-17`): unique in this process, told apart
/// from other processes' by the random prefix.
pub fn request_id() -> String {
    static PREFIX: std::sync::OnceLock<u32> = std::sync::OnceLock::new();
    let prefix = PREFIX.get_or_init(|| crate::secrets::bot_seed() as u32);
    let n = REQUESTS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    format!("{prefix:08x}-{n:x}")
}

/// Every request in the log: one access line when it is answered (its
/// id, method, path without the query, which carries tokens, status and
/// milliseconds), the id in `X-Request-Id`, and every line logged while it
/// runs inside its `request` span.
pub async fn access(
    req: axum::extract::Request,
    next: axum::middleware::Next,
) -> axum::response::Response {
    use tracing::Instrument;
    let id = request_id();
    let method = req.method().clone();
    let path = req.uri().path().to_string();
    let started = Instant::now();
    let span = tracing::info_span!("request", id = %id);
    let mut r = next.run(req).instrument(span).await;
    tracing::info!(
        request = %id,
        method = %method,
        path = %path,
        status = r.status().as_u16(),
        ms = started.elapsed().as_millis() as u64,
        "{method} {path} {}",
        r.status().as_u16()
    );
    if let Ok(v) = axum::http::HeaderValue::from_str(&id) {
        r.headers_mut().insert("x-request-id", v);
    }
    r
}

/// Spawns a task of game `game` on `tracker`, inside a `game` span (its log
/// lines, and a panic's, carry the id). A panic is caught at the task's
/// boundary: it is logged with the game id and counted, and `on_panic`
/// runs (the rest of the server goes on).
pub fn spawn_in_game<F>(
    tracker: &tokio_util::task::TaskTracker,
    game: &str,
    fut: F,
    on_panic: impl FnOnce() + Send + 'static,
) where
    F: std::future::Future<Output = ()> + Send + 'static,
{
    use tracing::Instrument;
    let span = tracing::info_span!("game", game = %game);
    let task = tokio::spawn(fut.instrument(span));
    let game = game.to_string();
    tracker.spawn(async move {
        if let Err(e) = task.await {
            if e.is_panic() {
                crate::metrics::METRICS.panicked();
                tracing::error!(game = %game, "a task of the game panicked; the game is replayed from storage at its next touch");
                on_panic();
            }
        }
    });
}
