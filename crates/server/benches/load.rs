//! Load benchmark (not a test): N concurrent games on loopback, each with a
//! WebSocket client playing random legal actions for seat 0 (seat 1: the
//! random bot on the server). Reports actions/s and the round trip from
//! `act` sent to the new view (the `step` of that action) received,
//! p50/p99.
//!
//! `cargo bench -p marrakesh-server --bench load -- GAMES SECONDS [THINK_MS] [full|normal] [OPTIONS]`
//!
//! - THINK_MS 0 (default): closed loop, every client acts as soon as it has
//!   the new view (the server's capacity).
//! - THINK_MS > 0: players think before each action, uniformly between half
//!   and one and a half times THINK_MS (what players feel at that many
//!   games); clients start spread over the first think time.
//! - `full` (default) or `normal`: SQLite's `synchronous` setting.
//!
//! Where the server is (options, or their environment variables):
//! - nothing: a server in this process on a fresh SQLite file in the
//!   temporary directory (the clients share the process and its runtime);
//! - `--db URL` (`MARRAKESH_BENCH_DB`): a server in this process on that
//!   database: a PostgreSQL URL (`postgres://…`; give a fresh database) or
//!   an SQLite path;
//! - `--connect ADDR[,ADDR…]` (`MARRAKESH_BENCH_CONNECT`): no server here,
//!   the clients only, against running `marrakesh serve` processes (started
//!   with their caps lifted: `--games-per-minute`, `--messages-per-10s`,
//!   `--max-connections-per-ip`, `--max-connections`, `--max-live-games`).
//!   Client `i` creates its games on process `i mod P` and plays them on
//!   process `(i + i div P) mod P`: with one process that is the same one;
//!   with two, half the games are played on the process that created
//!   them (which owns them and runs their bot) and half on the other
//!   (which follows them by NOTIFY: an action is committed there, the
//!   bot's answer comes back by NOTIFY), and each process creates half of
//!   them. Round trips are reported for both halves as well.
//!
//! `--warmup S` (`MARRAKESH_BENCH_WARMUP`): also reports the round trips
//! of actions sent after the first S seconds (the start's burst of game
//! creation left out); the whole run is always reported.
//!
//! The last lines are `result key=value…` (`scope=all`, and `scope=warm`
//! with `--warmup`) for scripts (crates/server/benches/load-matrix.sh).

use futures_util::{SinkExt, StreamExt};
use marrakesh_server::{start, Config, Synchronous};
use serde_json::{json, Value};
use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_tungstenite::tungstenite::Message;

/// One measured round trip.
#[derive(Clone, Copy)]
struct Sample {
    /// When the action was sent, ms after the start.
    at_ms: u64,
    rtt_us: u64,
    /// Played on a process other than the one that created the game.
    remote: bool,
}

#[derive(Default)]
struct Tally {
    samples: Mutex<Vec<Sample>>,
    /// `err` frames and failed game creations (each retried).
    errors: AtomicU64,
    games: AtomicU64,
}

async fn create(addr: SocketAddr) -> Result<(String, String), String> {
    let body = r#"{"seats":["human","random"]}"#;
    let mut s = tokio::net::TcpStream::connect(addr)
        .await
        .map_err(|e| e.to_string())?;
    let req = format!(
        "POST /api/games HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    s.write_all(req.as_bytes())
        .await
        .map_err(|e| e.to_string())?;
    let mut out = String::new();
    s.read_to_string(&mut out)
        .await
        .map_err(|e| e.to_string())?;
    let (head, rest) = out.split_once("\r\n\r\n").ok_or("no HTTP answer")?;
    let v: Value = serde_json::from_str(rest).map_err(|_| head.to_string())?;
    match (v["game"].as_str(), v["seats"][0]["token"].as_str()) {
        (Some(g), Some(t)) => Ok((g.to_string(), t.to_string())),
        _ => Err(rest.to_string()),
    }
}

/// Plays games one after the other until `end`: created on `home`,
/// played on `play`; records round trips in `tally`.
#[allow(clippy::too_many_arguments)]
async fn player(
    home: SocketAddr,
    play: SocketAddr,
    start: Instant,
    end: Instant,
    tally: Arc<Tally>,
    salt: u64,
    think_ms: u64,
) {
    let remote = home != play;
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
        let (game, token) = match create(home).await {
            Ok(x) => x,
            Err(e) => {
                if tally.errors.fetch_add(1, Ordering::Relaxed) < 5 {
                    eprintln!("creating a game on {home} failed: {e}");
                }
                tokio::time::sleep(Duration::from_millis(200)).await;
                continue;
            }
        };
        tally.games.fetch_add(1, Ordering::Relaxed);
        let Ok((mut ws, _)) =
            tokio_tungstenite::connect_async(format!("ws://{play}/ws/games/{game}?token={token}"))
                .await
        else {
            if tally.errors.fetch_add(1, Ordering::Relaxed) < 5 {
                eprintln!("connecting to game {game} on {play} failed");
            }
            tokio::time::sleep(Duration::from_millis(200)).await;
            continue;
        };
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
                    if ws
                        .send(Message::text(
                            json!({"t":"act","id":id,"seq":seq,"action":a}).to_string(),
                        ))
                        .await
                        .is_err()
                    {
                        break;
                    }
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
                            tally.samples.lock().unwrap().push(Sample {
                                at_ms: at.duration_since(start).as_millis() as u64,
                                rtt_us: at.elapsed().as_micros() as u64,
                                remote,
                            });
                        }
                    }
                }
                Some("ack") => sent = None,
                Some("err") => {
                    if tally.errors.fetch_add(1, Ordering::Relaxed) < 5 {
                        eprintln!("game {game}: {t}");
                    }
                    sent = None
                }
                _ => {}
            }
        }
        let _ = ws.close(None).await;
    }
}

/// p-quantile of sorted round trips, in ms.
fn pct(v: &[u64], p: f64) -> f64 {
    v.get(((v.len() as f64 * p) as usize).min(v.len().saturating_sub(1)))
        .copied()
        .unwrap_or(0) as f64
        / 1000.0
}

fn sorted(samples: &[Sample], keep: impl Fn(&Sample) -> bool) -> Vec<u64> {
    let mut v: Vec<u64> = samples
        .iter()
        .filter(|s| keep(s))
        .map(|s| s.rtt_us)
        .collect();
    v.sort_unstable();
    v
}

/// The peak resident memory of this process, MB (Linux).
fn peak_rss_mb() -> Option<f64> {
    let s = std::fs::read_to_string("/proc/self/status").ok()?;
    let kb: f64 = s
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))?
        .trim()
        .trim_end_matches("kB")
        .trim()
        .parse()
        .ok()?;
    Some(kb / 1000.0)
}

struct Opts {
    games: usize,
    secs: u64,
    think_ms: u64,
    sync: Synchronous,
    db: Option<String>,
    connect: Vec<SocketAddr>,
    warmup: u64,
}

fn opts() -> Opts {
    let mut positional = Vec::new();
    let mut named: Vec<(String, String)> = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.strip_prefix("--") {
            Some(flag) => {
                let (k, v) = match flag.split_once('=') {
                    Some((k, v)) => (k.to_string(), Some(v.to_string())),
                    None => (flag.to_string(), None),
                };
                // Ours take a value; others (cargo's `--bench`) are ignored.
                if ["db", "connect", "warmup"].contains(&k.as_str()) {
                    let v = v.or_else(|| args.next()).unwrap_or_else(|| {
                        panic!("--{k} needs a value");
                    });
                    named.push((k, v));
                }
            }
            None => positional.push(a),
        }
    }
    let get = |k: &str, env: &str| {
        named
            .iter()
            .rev()
            .find(|(n, _)| n == k)
            .map(|(_, v)| v.clone())
            .or_else(|| std::env::var(env).ok().filter(|v| !v.is_empty()))
    };
    Opts {
        games: positional
            .first()
            .and_then(|a| a.parse().ok())
            .unwrap_or(200),
        secs: positional.get(1).and_then(|a| a.parse().ok()).unwrap_or(20),
        think_ms: positional.get(2).and_then(|a| a.parse().ok()).unwrap_or(0),
        sync: positional
            .get(3)
            .map(|a| Synchronous::parse(a).expect("full or normal"))
            .unwrap_or_default(),
        db: get("db", "MARRAKESH_BENCH_DB"),
        connect: get("connect", "MARRAKESH_BENCH_CONNECT")
            .map(|c| {
                c.split(',')
                    .map(|a| a.trim().parse().expect("--connect ADDR[,ADDR…]"))
                    .collect()
            })
            .unwrap_or_default(),
        warmup: get("warmup", "MARRAKESH_BENCH_WARMUP")
            .map(|w| w.parse().expect("--warmup SECONDS"))
            .unwrap_or(0),
    }
}

fn main() {
    let o = opts();
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async move {
        let dir = std::env::temp_dir().join(format!("marrakesh-load-{}", std::process::id()));
        let (server, addrs, backend) = if o.connect.is_empty() {
            std::fs::create_dir_all(&dir).unwrap();
            let postgres = o
                .db
                .clone()
                .filter(|d| d.starts_with("postgres://") || d.starts_with("postgresql://"));
            let db = match (&postgres, &o.db) {
                (Some(_), _) => None,
                (None, Some(path)) => Some(path.strip_prefix("sqlite:").unwrap_or(path).into()),
                (None, None) => Some(dir.join("load.db")),
            };
            let backend = match postgres {
                Some(_) => "postgresql, in this process".to_string(),
                None => format!("sqlite synchronous={}, in this process", o.sync.name()),
            };
            let server = start(Config {
                bind: "127.0.0.1:0".parse().unwrap(),
                db,
                postgres,
                games_per_minute: usize::MAX,
                messages_per_10s: usize::MAX,
                synchronous: o.sync,
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
            (Some(server), vec![addr], backend)
        } else {
            let n = o.connect.len();
            (None, o.connect.clone(), format!("{n} marrakesh serve process(es), clients only"))
        };
        let tally = Arc::new(Tally::default());
        let start_t = Instant::now();
        let end = start_t + Duration::from_secs(o.secs);
        let p = addrs.len();
        let tasks: Vec<_> = (0..o.games)
            .map(|i| {
                let home = addrs[i % p];
                let play = addrs[(i + i / p) % p];
                tokio::spawn(player(home, play, start_t, end, tally.clone(), i as u64, o.think_ms))
            })
            .collect();
        for t in tasks {
            let _ = t.await;
        }
        let elapsed = start_t.elapsed().as_secs_f64();
        let samples = tally.samples.lock().unwrap().clone();
        let errors = tally.errors.load(Ordering::Relaxed);
        let created = tally.games.load(Ordering::Relaxed);
        let rss = match server {
            Some(_) => peak_rss_mb().map(|m| format!("{m:.0}")).unwrap_or_else(|| "-".into()),
            None => "-".into(),
        };
        let (games, secs, think_ms) = (o.games, o.secs, o.think_ms);
        let report = |scope: &str, from_ms: u64, span: f64| {
            let v = sorted(&samples, |s| s.at_ms >= from_ms);
            println!(
                "{games} concurrent games, {secs} s, think {think_ms} ms, {backend}{}: {} human actions ({:.0}/s, plus the bot's), round trip p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms; {created} games created, {errors} errors",
                if from_ms > 0 { format!(", from {} s on", from_ms / 1000) } else { String::new() },
                v.len(),
                v.len() as f64 / span,
                pct(&v, 0.5),
                pct(&v, 0.99),
                pct(&v, 1.0)
            );
            if p > 1 {
                for (name, remote) in [("on the creating process", false), ("on the other process", true)] {
                    let w = sorted(&samples, |s| s.at_ms >= from_ms && s.remote == remote);
                    println!(
                        "  {name}: {} actions, p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
                        w.len(),
                        pct(&w, 0.5),
                        pct(&w, 0.99),
                        pct(&w, 1.0)
                    );
                }
            }
            println!(
                "result scope={scope} games={games} secs={secs} think_ms={think_ms} processes={} actions={} actions_per_s={:.0} p50_ms={:.2} p99_ms={:.2} max_ms={:.2} errors={errors} rss_mb={rss}",
                p,
                v.len(),
                v.len() as f64 / span,
                pct(&v, 0.5),
                pct(&v, 0.99),
                pct(&v, 1.0)
            );
        };
        report("all", 0, elapsed);
        if o.warmup > 0 {
            report("warm", o.warmup * 1000, elapsed - o.warmup as f64);
        }
        if let Some(server) = server {
            server.shutdown().await;
        }
        let _ = std::fs::remove_dir_all(&dir);
    });
}
