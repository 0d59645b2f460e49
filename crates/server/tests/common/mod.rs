//! Test helpers: a real server on 127.0.0.1 (port 0) with its own SQLite
//! file, a minimal HTTP/1.1 client and WebSocket clients over real sockets.
#![allow(dead_code)]

pub mod recorded;
pub mod traced;

use futures_util::{SinkExt, StreamExt};
use marrakesh_server::{start, Config, Server};
use serde_json::Value;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;

static N: AtomicUsize = AtomicUsize::new(0);

/// A fresh database path under the system's temp directory.
pub fn temp_db(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "marrakesh-server-test-{}-{}-{}",
        std::process::id(),
        name,
        N.fetch_add(1, Ordering::SeqCst)
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir.join("games.db")
}

/// How often [`until`] and [`until_blocking`] look again.
const POLL: Duration = Duration::from_millis(10);

/// Waits until `check` gives `Some` (a frame, a status, a file, a metric
/// seen), looking again every few milliseconds; panics naming `what` if it
/// has not by `within`.
pub async fn until<T, F, Fut>(within: Duration, what: &str, mut check: F) -> T
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = Option<T>>,
{
    let deadline = tokio::time::Instant::now() + within;
    loop {
        if let Some(v) = check().await {
            return v;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "not within {within:?}: {what}"
        );
        tokio::time::sleep(POLL).await;
    }
}

/// [`until`] for a thread outside the runtime.
pub fn until_blocking<T>(within: Duration, what: &str, mut check: impl FnMut() -> Option<T>) -> T {
    let deadline = std::time::Instant::now() + within;
    loop {
        if let Some(v) = check() {
            return v;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "not within {within:?}: {what}"
        );
        std::thread::sleep(POLL);
    }
}

pub fn config(db: PathBuf) -> Config {
    Config {
        bind: "127.0.0.1:0".parse().unwrap(),
        db: Some(db),
        games_per_minute: 100_000,
        messages_per_10s: 100_000,
        ..Config::default()
    }
}

pub async fn server(name: &str) -> (Server, PathBuf) {
    let db = temp_db(name);
    (start(config(db.clone())).await.unwrap(), db)
}

/// One HTTP/1.1 request; returns the status and the body as JSON (or the
/// body text as a JSON string when it is not JSON).
pub async fn http(
    addr: std::net::SocketAddr,
    method: &str,
    path: &str,
    body: Option<&str>,
    headers: &[(&str, &str)],
) -> (u16, Value) {
    let (status, _, text) = http_raw(addr, method, path, body, headers).await;
    let v = serde_json::from_str(&text).unwrap_or(Value::String(text));
    (status, v)
}

/// One HTTP/1.1 request: status, headers (lower-case names) and body
/// (`Host` the server's address unless `headers` give one).
pub async fn http_raw(
    addr: std::net::SocketAddr,
    method: &str,
    path: &str,
    body: Option<&str>,
    headers: &[(&str, &str)],
) -> (u16, Vec<(String, String)>, String) {
    let mut s = TcpStream::connect(addr).await.unwrap();
    let body = body.unwrap_or("");
    // The server's address as Host, unless `headers` name another.
    let host = if headers.iter().any(|(k, _)| k.eq_ignore_ascii_case("host")) {
        String::new()
    } else {
        format!("Host: {addr}\r\n")
    };
    let mut req = format!(
        "{method} {path} HTTP/1.1\r\n{host}Connection: close\r\nContent-Length: {}\r\n",
        body.len()
    );
    if !body.is_empty() {
        req.push_str("Content-Type: application/json\r\n");
    }
    for (k, v) in headers {
        req.push_str(&format!("{k}: {v}\r\n"));
    }
    req.push_str("\r\n");
    s.write_all(req.as_bytes()).await.unwrap();
    s.write_all(body.as_bytes()).await.unwrap();
    let mut out = Vec::new();
    tokio::time::timeout(Duration::from_secs(30), s.read_to_end(&mut out))
        .await
        .expect("HTTP answer within 30 s")
        .unwrap();
    let text = String::from_utf8_lossy(&out).to_string();
    let (head, rest) = text.split_once("\r\n\r\n").expect("an HTTP answer");
    let mut lines = head.lines();
    let status: u16 = lines
        .next()
        .unwrap()
        .split(' ')
        .nth(1)
        .unwrap()
        .parse()
        .unwrap();
    let hs: Vec<(String, String)> = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    let chunked = hs
        .iter()
        .any(|(k, v)| k == "transfer-encoding" && v.contains("chunked"));
    let body = if chunked {
        dechunk(rest)
    } else {
        rest.to_string()
    };
    (status, hs, body)
}

fn dechunk(mut s: &str) -> String {
    let mut out = String::new();
    while let Some((len, rest)) = s.split_once("\r\n") {
        let n = usize::from_str_radix(len.trim(), 16).unwrap_or(0);
        if n == 0 {
            break;
        }
        out.push_str(&rest[..n]);
        s = &rest[n + 2..];
    }
    out
}

pub async fn get(addr: std::net::SocketAddr, path: &str) -> (u16, Value) {
    http(addr, "GET", path, None, &[]).await
}

pub async fn post(addr: std::net::SocketAddr, path: &str, body: &str) -> (u16, Value) {
    http(addr, "POST", path, Some(body), &[]).await
}

/// The seat's `/legal` answer once it has something to decide or the game
/// is over (bots and other seats move meanwhile), within 30 s.
pub async fn deciding(addr: std::net::SocketAddr, game: &str, token: &str) -> Value {
    let path = format!("/api/games/{game}/legal?token={token}");
    until(Duration::from_secs(30), "the seat decides", || async {
        let (st, legal) = get(addr, &path).await;
        assert_eq!(st, 200, "{legal}");
        let decides = legal["actions"].as_array().is_some_and(|a| !a.is_empty());
        (decides || legal["game_over"] == true).then_some(legal)
    })
    .await
}

/// Creates a game; returns the answer.
pub async fn create(addr: std::net::SocketAddr, body: &str) -> Value {
    let (st, v) = post(addr, "/api/games", body).await;
    assert_eq!(st, 200, "{v}");
    v
}

pub type Ws = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<TcpStream>>;

/// A WebSocket client that records every frame it received.
pub struct Client {
    pub ws: Ws,
    pub frames: Vec<String>,
}

impl Client {
    pub async fn connect(addr: std::net::SocketAddr, path: &str) -> Client {
        let (ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}{path}"))
            .await
            .unwrap();
        Client {
            ws,
            frames: Vec::new(),
        }
    }

    pub async fn send(&mut self, v: &Value) {
        self.ws.send(Message::text(v.to_string())).await.unwrap();
    }

    pub async fn send_text(&mut self, t: &str) {
        self.ws.send(Message::text(t.to_string())).await.unwrap();
    }

    /// The next JSON frame (text), within 20 s; `None` when closed.
    pub async fn next(&mut self) -> Option<Value> {
        loop {
            let m = tokio::time::timeout(Duration::from_secs(20), self.ws.next())
                .await
                .expect("a frame within 20 s")?;
            match m {
                Ok(Message::Text(t)) => {
                    self.frames.push(t.to_string());
                    return Some(serde_json::from_str(&t).unwrap());
                }
                Ok(Message::Close(_)) | Err(_) => return None,
                Ok(_) => continue,
            }
        }
    }

    /// Frames until one of type `t` (the others are kept in `frames`).
    pub async fn until(&mut self, t: &str) -> Value {
        loop {
            let v = self
                .next()
                .await
                .unwrap_or_else(|| panic!("closed before a '{t}'"));
            if v["t"] == t {
                return v;
            }
        }
    }
}

/// A fresh database `name` on the tests' PostgreSQL server
/// (`MARRAKESH_TEST_POSTGRES`, which `.ci/run` starts): its URL. Outside CI
/// a test without that server skips (`None`, with a line saying so); under
/// CI (`CI` set) it fails.
pub fn postgres_url(name: &str) -> Option<String> {
    let Ok(url) = std::env::var("MARRAKESH_TEST_POSTGRES") else {
        if std::env::var_os("CI").is_some() {
            panic!("MARRAKESH_TEST_POSTGRES is not set (.ci/run starts a PostgreSQL)");
        }
        eprintln!("{name} SKIPPED: no PostgreSQL (MARRAKESH_TEST_POSTGRES)");
        return None;
    };
    let db = format!(
        "marrakesh_test_{}_{}",
        std::process::id(),
        name.replace('-', "_")
    );
    // The synchronous client runs a runtime of its own: not on a test's.
    let admin_url = url.clone();
    let create = db.clone();
    std::thread::spawn(move || {
        let mut admin = ::postgres::Client::connect(&admin_url, ::postgres::NoTls)
            .unwrap_or_else(|e| panic!("MARRAKESH_TEST_POSTGRES={admin_url}: {e}"));
        admin
            .batch_execute(&format!("DROP DATABASE IF EXISTS {create}"))
            .unwrap();
        admin
            .batch_execute(&format!("CREATE DATABASE {create}"))
            .unwrap();
    })
    .join()
    .unwrap();
    let (base, _) = url.rsplit_once('/').expect("a URL with a database");
    Some(format!("{base}/{db}"))
}
