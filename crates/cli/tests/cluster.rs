//! Three `marrakesh serve --cluster` processes on one PostgreSQL database
//! (a real server: `MARRAKESH_TEST_POSTGRES`, as `.ci/run` starts one), all
//! serving at once. A game of two people and a bot: each person plays over
//! HTTP on a process of their own, and three WebSockets (each seat and a
//! spectator) watch it on the three processes. The process owning the game
//! (it runs the bot) is `kill -9`ed three times mid-game; one of the two
//! others takes the game over within seconds, and the killed one is
//! started again. The players and watchers of a killed process move to
//! another.
//! Every acknowledged action survives, the game finishes, the log has each
//! `seq` once and in order, and every watcher sees every move: its steps
//! follow each other without a gap, one connection never needs a `full`
//! after its first, and each ends at the last seq. Every process shows
//! the presence of the sockets of all three.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::time::{Duration, Instant};

/// A fresh database on the test server, or `None` (skipped) outside CI.
fn postgres_url(name: &str) -> Option<String> {
    let Ok(url) = std::env::var("MARRAKESH_TEST_POSTGRES") else {
        if std::env::var_os("CI").is_some() {
            panic!("MARRAKESH_TEST_POSTGRES is not set (.ci/run starts a PostgreSQL)");
        }
        eprintln!("{name} SKIPPED: no PostgreSQL (set MARRAKESH_TEST_POSTGRES; `bash .ci/postgres start DIR` starts one)");
        return None;
    };
    let db = format!("marrakesh_test_{}_{name}", std::process::id());
    let mut admin = postgres::Client::connect(&url, postgres::NoTls).unwrap();
    admin
        .batch_execute(&format!("DROP DATABASE IF EXISTS {db}"))
        .unwrap();
    admin
        .batch_execute(&format!("CREATE DATABASE {db}"))
        .unwrap();
    let (base, _) = url.rsplit_once('/').unwrap();
    Some(format!("{base}/{db}"))
}

/// A `marrakesh serve --cluster` process and its address.
struct Proc {
    child: Child,
    addr: SocketAddr,
}

fn spawn(url: &str) -> Proc {
    let mut child = Command::new(env!("CARGO_BIN_EXE_marrakesh"))
        .args(["serve", "--cluster"])
        .env("MARRAKESH_BIND", "127.0.0.1:0")
        .env("MARRAKESH_DB", url)
        .env("MARRAKESH_LOG_FORMAT", "json")
        .env("MARRAKESH_GAMES_PER_MINUTE", "1000")
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let (tx, rx) = mpsc::channel();
    let err = child.stderr.take().unwrap();
    std::thread::spawn(move || {
        for line in BufReader::new(err).lines().map_while(Result::ok) {
            let Ok(v) = serde_json::from_str::<serde_json::Value>(&line) else {
                continue;
            };
            if let Some(a) = v["fields"]["addr"].as_str() {
                let _ = tx.send(a.parse::<SocketAddr>().unwrap());
            }
        }
    });
    let addr = rx
        .recv_timeout(Duration::from_secs(20))
        .expect("a --cluster process serves at once");
    Proc { child, addr }
}

/// One HTTP request; `None` when the connection fails (a killed server).
fn http(addr: SocketAddr, method: &str, path: &str, body: &str) -> Option<(u16, String)> {
    let mut s = TcpStream::connect_timeout(&addr, Duration::from_secs(2)).ok()?;
    s.set_read_timeout(Some(Duration::from_secs(20))).ok()?;
    let req = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    s.write_all(req.as_bytes()).ok()?;
    let mut out = String::new();
    s.read_to_string(&mut out).ok()?;
    let (head, rest) = out.split_once("\r\n\r\n")?;
    let status = head.split(' ').nth(1)?.parse().ok()?;
    Some((status, rest.to_string()))
}

fn json(s: &str) -> serde_json::Value {
    serde_json::from_str(s).unwrap_or(serde_json::Value::Null)
}

/// The processes' addresses now (`None`: killed, not yet replaced).
type Addrs = Arc<Mutex<Vec<Option<SocketAddr>>>>;

/// A live process's address, from `prefer` on.
fn pick(addrs: &Addrs, prefer: usize) -> Option<(usize, SocketAddr)> {
    let a = addrs.lock().unwrap();
    (0..a.len())
        .map(|k| (prefer + k) % a.len())
        .find_map(|i| a[i].map(|x| (i, x)))
}

impl std::fmt::Debug for Seen {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "last {} steps {} gaps {:?} extra fulls {} connections {}",
            self.last, self.steps, self.gaps, self.extra_fulls, self.connections
        )
    }
}

/// What a watcher saw.
#[derive(Default)]
struct Seen {
    last: u64,
    steps: usize,
    /// A step whose seq did not follow the one before.
    gaps: Vec<(u64, u64)>,
    /// `full` frames after a connection's first.
    extra_fulls: usize,
    connections: usize,
    /// Each step's frame by its seq.
    frames: std::collections::BTreeMap<u64, String>,
}

/// Watches the game over WebSockets until `stop` and it has `end`'s seq,
/// moving to another process when its own goes away.
fn watch(
    addrs: Addrs,
    prefer: usize,
    game: String,
    cred: String,
    stop: Arc<AtomicBool>,
    end: Arc<Mutex<Option<u64>>>,
) -> Seen {
    let mut seen = Seen::default();
    let deadline = Instant::now() + Duration::from_secs(600);
    'outer: while Instant::now() < deadline {
        if stop.load(Ordering::Relaxed) && Some(seen.last) == *end.lock().unwrap() {
            break;
        }
        let Some((_, addr)) = pick(&addrs, prefer) else {
            std::thread::sleep(Duration::from_millis(50));
            continue;
        };
        let since = if seen.connections == 0 {
            String::new()
        } else {
            format!("&since={}", seen.last)
        };
        let url = format!("ws://{addr}/ws/games/{game}?{cred}{since}");
        let Ok((mut ws, _)) = tungstenite::connect(&url) else {
            std::thread::sleep(Duration::from_millis(100));
            continue;
        };
        if let tungstenite::stream::MaybeTlsStream::Plain(s) = ws.get_mut() {
            let _ = s.set_read_timeout(Some(Duration::from_millis(200)));
        }
        seen.connections += 1;
        let mut fulls = 0;
        loop {
            if stop.load(Ordering::Relaxed) && Some(seen.last) == *end.lock().unwrap() {
                break 'outer;
            }
            let msg = match ws.read() {
                Ok(m) => m,
                Err(tungstenite::Error::Io(e))
                    if matches!(
                        e.kind(),
                        std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                    ) =>
                {
                    continue
                }
                Err(_) => break,
            };
            let tungstenite::Message::Text(t) = msg else {
                continue;
            };
            let v = json(&t);
            let seq = v["seq"].as_u64().unwrap_or(0);
            match v["t"].as_str() {
                Some("full") => {
                    fulls += 1;
                    if fulls > 1 || (seen.connections > 1 && seq < seen.last) {
                        seen.extra_fulls += 1;
                    }
                    seen.last = seq;
                }
                Some("step") => {
                    if seq != seen.last + 1 {
                        seen.gaps.push((seen.last, seq));
                    }
                    seen.steps += 1;
                    seen.last = seq;
                    seen.frames.insert(seq, t.to_string());
                }
                Some("bye") => break,
                _ => {}
            }
        }
    }
    seen
}

/// Which process owns the game: the one whose `/metrics` counts it.
fn owner(addrs: &Addrs) -> Option<usize> {
    let a: Vec<Option<SocketAddr>> = addrs.lock().unwrap().clone();
    let deadline = Instant::now() + Duration::from_secs(10);
    while Instant::now() < deadline {
        for (i, addr) in a.iter().enumerate() {
            let Some(addr) = addr else { continue };
            if let Some((200, m)) = http(*addr, "GET", "/metrics", "") {
                if m.lines().any(|l| l == "marrakesh_owned_games 1") {
                    return Some(i);
                }
            }
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    None
}

#[test]
fn three_processes_serve_one_game_while_its_owner_is_killed_three_times() {
    let Some(url) = postgres_url("cluster") else {
        return;
    };
    let mut procs: Vec<Proc> = (0..3).map(|_| spawn(&url)).collect();
    let addrs: Addrs = Arc::new(Mutex::new(procs.iter().map(|p| Some(p.addr)).collect()));
    let (st, c) = http(
        procs[0].addr,
        "POST",
        "/api/games",
        r#"{"players":3,"seats":["human","human","greedy"],"seed":11}"#,
    )
    .unwrap();
    assert_eq!(st, 200, "{c}");
    let c = json(&c);
    let game = c["game"].as_str().unwrap().to_string();
    let tokens: Vec<String> = (0..2)
        .map(|i| c["seats"][i]["token"].as_str().unwrap().to_string())
        .collect();
    let spectate = c["spectator_key"].as_str().unwrap().to_string();
    let stop = Arc::new(AtomicBool::new(false));
    let end = Arc::new(Mutex::new(None));
    // Seat 0 on process 0, seat 1 on process 1, a spectator on process 2,
    // and seat 0 again on process 2.
    let watchers: Vec<_> = [
        (0, format!("token={}", tokens[0])),
        (1, format!("token={}", tokens[1])),
        (2, format!("spectate={spectate}")),
        (2, format!("token={}", tokens[0])),
    ]
    .into_iter()
    .map(|(prefer, cred)| {
        let (addrs, game, stop, end) = (addrs.clone(), game.clone(), stop.clone(), end.clone());
        std::thread::spawn(move || watch(addrs, prefer, game, cred, stop, end))
    })
    .collect();

    // Presence counts every process's sockets: each process shows both
    // seats online (seat 1 is connected to process 1 only) and the
    // spectator (process 2 only).
    let deadline = Instant::now() + Duration::from_secs(10);
    for p in &procs {
        loop {
            let (st, sum) = http(p.addr, "GET", &format!("/api/games/{game}"), "").unwrap();
            let sum = json(&sum);
            assert_eq!(st, 200, "{sum}");
            let online: Vec<bool> = (0..3).map(|i| sum["seats"][i]["online"] == true).collect();
            if online == [true, true, false] && sum["spectators"] == 1 {
                break;
            }
            assert!(Instant::now() < deadline, "presence on {}: {sum}", p.addr);
            std::thread::sleep(Duration::from_millis(50));
        }
    }
    let mut acked: Vec<(u64, serde_json::Value)> = Vec::new();
    let mut kills = 0;
    let mut killed = Vec::new();
    let mut takeovers = Vec::new();
    let mut rounds = 0;
    let mut over = false;
    while !over {
        rounds += 1;
        assert!(rounds < 20_000, "the game did not end");
        if kills < 3 && acked.len() >= [12, 30, 50][kills] {
            let o = owner(&addrs).expect("one process owns the game");
            addrs.lock().unwrap()[o] = None;
            procs[o].child.kill().unwrap(); // SIGKILL
            procs[o].child.wait().unwrap();
            let killed_at = Instant::now();
            // One of the two others takes the game over, then the killed
            // one is started again.
            let next = owner(&addrs).expect("another process takes the game over");
            takeovers.push(killed_at.elapsed());
            killed.push((o, next));
            procs[o] = spawn(&url);
            addrs.lock().unwrap()[o] = Some(procs[o].addr);
            kills += 1;
        }
        let mut moved = false;
        for (seat, token) in tokens.iter().enumerate() {
            let Some((_, addr)) = pick(&addrs, seat) else {
                continue;
            };
            let Some((st, legal)) = http(
                addr,
                "GET",
                &format!("/api/games/{game}/legal?token={token}"),
                "",
            ) else {
                continue;
            };
            let legal = json(&legal);
            assert_eq!(st, 200, "{legal}");
            if legal["game_over"] == true {
                over = true;
                break;
            }
            let actions = legal["actions"].as_array().unwrap();
            if actions.is_empty() {
                continue;
            }
            let action = actions[0].clone();
            let path = format!(
                "/api/games/{game}/actions?seq={}&token={token}",
                legal["seq"]
            );
            match http(addr, "POST", &path, &action.to_string()) {
                Some((200, r)) => {
                    acked.push((json(&r)["seq"].as_u64().unwrap(), action));
                    moved = true;
                }
                Some((409, _)) | Some((503, _)) | None => {}
                Some((st, r)) => panic!("{st} {r}"),
            }
        }
        if !moved {
            std::thread::sleep(Duration::from_millis(5));
        }
    }
    assert_eq!(kills, 3);
    for t in &takeovers {
        assert!(*t < Duration::from_secs(5), "takeovers took {takeovers:?}");
    }

    // The log: every seq once, in order, with every acknowledged action.
    let mut db = postgres::Client::connect(&url, postgres::NoTls).unwrap();
    let rows = db
        .query(
            "SELECT seq, entry FROM log WHERE game = $1 ORDER BY seq",
            &[&game],
        )
        .unwrap();
    let seqs: Vec<i64> = rows.iter().map(|r| r.get(0)).collect();
    assert_eq!(seqs, (1..=seqs.len() as i64).collect::<Vec<_>>());
    for (seq, action) in &acked {
        let entry: String = rows[*seq as usize - 1].get(1);
        assert_eq!(&json(&entry)["act"], action, "seq {seq}");
    }
    let bot_moves = rows
        .iter()
        .filter(|r| json(&r.get::<_, String>(1))["bot"] == true)
        .count();
    assert!(bot_moves > 0);
    let status: String = db
        .query_one("SELECT status FROM games WHERE id = $1", &[&game])
        .unwrap()
        .get(0);
    assert_eq!(status, "over");

    // Every watcher ends at the last seq, having seen every step.
    *end.lock().unwrap() = Some(seqs.len() as u64);
    stop.store(true, Ordering::Relaxed);
    let seen: Vec<Seen> = watchers.into_iter().map(|w| w.join().unwrap()).collect();
    for (i, s) in seen.iter().enumerate() {
        assert_eq!(s.last, seqs.len() as u64, "watcher {i}: {s:?}");
        assert!(s.gaps.is_empty(), "watcher {i}: {s:?}");
        assert_eq!(s.extra_fulls, 0, "watcher {i}: {s:?}");
    }
    // Seat 0's two watchers, on two processes (owner or not, as the kills
    // went), got the same bytes for every step both got.
    let same = seen[0]
        .frames
        .iter()
        .filter_map(|(seq, f)| seen[3].frames.get(seq).map(|g| (seq, f, g)))
        .inspect(|(seq, f, g)| assert_eq!(f, g, "seat 0's step {seq} differs between processes"))
        .count();
    assert!(same > 100, "{same} steps in common");
    eprintln!(
        "cluster: {} acknowledged actions, {} log entries ({bot_moves} by the bot), owners killed (and their successors): {killed:?}, takeovers after kill -9: {takeovers:?}, watchers' steps and connections: {:?}, steps compared: {same}",
        acked.len(),
        seqs.len(),
        seen.iter().map(|s| (s.steps, s.connections)).collect::<Vec<_>>(),
    );
    for p in &mut procs {
        let _ = p.child.kill();
        let _ = p.child.wait();
    }
}
