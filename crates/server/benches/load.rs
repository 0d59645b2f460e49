//! Load benchmark (not a test): N concurrent games on loopback, each with a
//! WebSocket client playing random legal actions for seat 0 (seat 1: the
//! random bot on the server). Reports actions/s and the round trip from
//! `act` sent to the new view (the `step` of that action) received,
//! p50/p99.
//!
//! `cargo bench -p marrakesh-server --bench load -- GAMES SECONDS [THINK_MS] [full|normal]`
//!
//! - THINK_MS 0 (default): closed loop, every client acts as soon as it has
//!   the new view (the server's capacity).
//! - THINK_MS > 0: players think before each action, uniformly between half
//!   and one and a half times THINK_MS (what players feel at that many
//!   games); clients start spread over the first think time.
//! - `full` (default) or `normal`: SQLite's `synchronous` setting.

use futures_util::{SinkExt, StreamExt};
use marrakesh_server::{start, Config, Synchronous};
use serde_json::{json, Value};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_tungstenite::tungstenite::Message;

async fn create(addr: std::net::SocketAddr) -> (String, String) {
    let body = r#"{"seats":["human","random"]}"#;
    let mut s = tokio::net::TcpStream::connect(addr).await.unwrap();
    let req = format!(
        "POST /api/games HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    s.write_all(req.as_bytes()).await.unwrap();
    let mut out = String::new();
    s.read_to_string(&mut out).await.unwrap();
    let v: Value = serde_json::from_str(out.split_once("\r\n\r\n").unwrap().1).unwrap();
    (
        v["game"].as_str().unwrap().to_string(),
        v["seats"][0]["token"].as_str().unwrap().to_string(),
    )
}

/// Plays games one after the other until `end`; pushes round trips (µs).
async fn player(
    addr: std::net::SocketAddr,
    end: Instant,
    rtts: Arc<Mutex<Vec<u64>>>,
    salt: u64,
    think_ms: u64,
) {
    let mut n = salt.wrapping_mul(0x9E3779B97F4A7C15).wrapping_add(1);
    let mut next = move || {
        n = n
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        n >> 33
    };
    if think_ms > 0 {
        tokio::time::sleep(Duration::from_millis(next() % think_ms)).await;
    }
    while Instant::now() < end {
        let (game, token) = create(addr).await;
        let (mut ws, _) =
            tokio_tungstenite::connect_async(format!("ws://{addr}/ws/games/{game}?token={token}"))
                .await
                .unwrap();
        let mut seq = 0u64;
        let mut view = Value::Null;
        let mut sent: Option<(u64, Instant)> = None;
        let mut id = 0;
        while Instant::now() < end {
            if sent.is_none() && view.is_object() {
                if view["final_scores"].is_array() {
                    break;
                }
                if let Some(l) = view["legal_actions"].as_array().filter(|l| !l.is_empty()) {
                    let a = l[next() as usize % l.len()].clone();
                    if think_ms > 0 {
                        let t = think_ms / 2 + next() % think_ms.max(1);
                        tokio::time::sleep(Duration::from_millis(t)).await;
                        if Instant::now() >= end {
                            break;
                        }
                    }
                    id += 1;
                    ws.send(Message::text(
                        json!({"t":"act","id":id,"seq":seq,"action":a}).to_string(),
                    ))
                    .await
                    .unwrap();
                    sent = Some((seq + 1, Instant::now()));
                }
            }
            let Some(Ok(Message::Text(t))) = ws.next().await else {
                break;
            };
            let m: Value = serde_json::from_str(&t).unwrap();
            match m["t"].as_str() {
                Some("full") | Some("step") => {
                    seq = m["seq"].as_u64().unwrap();
                    view = m["view"].clone();
                    if let Some((want, at)) = sent {
                        if m["t"] == "step" && seq == want {
                            rtts.lock().unwrap().push(at.elapsed().as_micros() as u64);
                        }
                    }
                }
                Some("ack") => sent = None,
                Some("err") => sent = None,
                _ => {}
            }
        }
        let _ = ws.close(None).await;
    }
}

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    let games: usize = args.first().and_then(|a| a.parse().ok()).unwrap_or(200);
    let secs: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(20);
    let think_ms: u64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(0);
    let sync = args
        .get(3)
        .map(|a| Synchronous::parse(a).expect("full or normal"))
        .unwrap_or_default();
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async move {
        let dir = std::env::temp_dir().join(format!("marrakesh-load-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let server = start(Config {
            bind: "127.0.0.1:0".parse().unwrap(),
            db: Some(dir.join("load.db")),
            games_per_minute: usize::MAX,
            messages_per_10s: usize::MAX,
            synchronous: sync,
            // Every client is on loopback: the caps per address and on
            // games in memory are the operator's, not the benchmark's.
            max_connections_per_ip: 1_000_000,
            max_connections: 1_000_000,
            max_live_games: 1_000_000,
            ..Config::default()
        })
        .await
        .unwrap();
        let addr = server.addr;
        let rtts = Arc::new(Mutex::new(Vec::new()));
        let start_t = Instant::now();
        let end = start_t + Duration::from_secs(secs);
        let tasks: Vec<_> = (0..games)
            .map(|i| tokio::spawn(player(addr, end, rtts.clone(), i as u64, think_ms)))
            .collect();
        for t in tasks {
            let _ = t.await;
        }
        let elapsed = start_t.elapsed().as_secs_f64();
        let mut v = rtts.lock().unwrap().clone();
        v.sort_unstable();
        let pct = |p: f64| v.get(((v.len() as f64 * p) as usize).min(v.len().saturating_sub(1))).copied().unwrap_or(0) as f64 / 1000.0;
        println!(
            "{games} concurrent games, {secs} s, think {think_ms} ms, synchronous={}: {} human actions ({:.0}/s, plus the bot's), round trip p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
            sync.name(),
            v.len(),
            v.len() as f64 / elapsed,
            pct(0.5),
            pct(0.99),
            pct(1.0)
        );
        server.shutdown().await;
        let _ = std::fs::remove_dir_all(&dir);
    });
}
