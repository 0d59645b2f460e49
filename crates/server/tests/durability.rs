//! `kill -9` durability (issue 9): a real server process (this test binary
//! started again as a child running `serve_child`) is killed with SIGKILL at
//! random moments while clients play several games at once, so requests
//! are in flight when it dies. After each restart every acknowledged action
//! is in the database at its seq, every game replays from its stored
//! record, and the restarted server serves each game at least as far as
//! its clients were told.

mod common;
use common::*;
use serde_json::{json, Value};
use std::net::SocketAddr;
use std::process::{Child, Command};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// The child: serves the database named in the environment until killed.
#[test]
#[ignore = "started by kill_9_loses_no_acknowledged_action as its server process"]
fn serve_child() {
    let (Some(db), Some(out)) = (
        std::env::var_os("MARRAKESH_CHILD_DB"),
        std::env::var_os("MARRAKESH_CHILD_ADDR"),
    ) else {
        return;
    };
    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(async move {
        let server = marrakesh_server::start(config(db.into())).await.unwrap();
        let tmp = format!("{}.tmp", out.to_string_lossy());
        std::fs::write(&tmp, server.addr.to_string()).unwrap();
        std::fs::rename(&tmp, &out).unwrap();
        // Serves until killed.
        std::future::pending::<()>().await;
    });
}

/// The child server process; killed (SIGKILL) and reaped when dropped, so
/// a failing test leaves no server behind.
struct ChildServer(Child);

impl ChildServer {
    fn kill_9(mut self) {
        self.reap();
    }

    fn reap(&mut self) {
        let _ = self.0.kill(); // SIGKILL on Unix
        let _ = self.0.wait();
    }
}

impl Drop for ChildServer {
    fn drop(&mut self) {
        self.reap();
    }
}

fn spawn_child(db: &std::path::Path) -> (ChildServer, SocketAddr) {
    let addr_file = db.with_extension("addr");
    let _ = std::fs::remove_file(&addr_file);
    let child = ChildServer(
        Command::new(std::env::current_exe().unwrap())
            .args([
                "--ignored",
                "--exact",
                "serve_child",
                "--nocapture",
                "--quiet",
            ])
            .env("MARRAKESH_CHILD_DB", db)
            .env("MARRAKESH_CHILD_ADDR", &addr_file)
            .stdout(std::process::Stdio::null())
            .spawn()
            .unwrap(),
    );
    let addr = until_blocking(Duration::from_secs(60), "the child server starts", || {
        std::fs::read_to_string(&addr_file).ok()
    });
    (child, addr.parse().unwrap())
}

/// One HTTP request that may fail (the server can die under it): the
/// status and JSON body, or `None`.
async fn try_http(addr: SocketAddr, method: &str, path: &str, body: &str) -> Option<(u16, Value)> {
    let run = async {
        let mut s = tokio::net::TcpStream::connect(addr).await.ok()?;
        let req = format!(
            "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Length: {}\r\n\r\n{body}",
            body.len()
        );
        s.write_all(req.as_bytes()).await.ok()?;
        let mut out = Vec::new();
        s.read_to_end(&mut out).await.ok()?;
        let text = String::from_utf8(out).ok()?;
        let (head, rest) = text.split_once("\r\n\r\n")?;
        let status = head.split(' ').nth(1)?.parse().ok()?;
        Some((status, serde_json::from_str(rest).ok()?))
    };
    tokio::time::timeout(Duration::from_secs(20), run)
        .await
        .ok()
        .flatten()
}

/// An acknowledged action: game, seq, the action as sent.
type Acked = (String, u64, Value);

/// Plays seat 0 of `game` (a pseudo-random legal action each time) until
/// the server stops answering; records what was acknowledged.
async fn play(
    addr: SocketAddr,
    game: String,
    token: String,
    salt: u64,
    acked: Arc<Mutex<Vec<Acked>>>,
) {
    let mut n = salt;
    let legal = format!("/api/games/{game}/legal?token={token}");
    loop {
        // The bots decide meanwhile; `None`: the server stopped answering.
        let answer = until(Duration::from_secs(30), "the seat decides", || async {
            match try_http(addr, "GET", &legal, "").await {
                Some((200, l)) if l["game_over"] != true && l["actions"] == json!([]) => None,
                other => Some(other),
            }
        })
        .await;
        let Some((st, l)) = answer else {
            return;
        };
        if st != 200 || l["game_over"] == true {
            return;
        }
        let Some(actions) = l["actions"].as_array().filter(|a| !a.is_empty()) else {
            return;
        };
        n = n
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let a = actions[(n >> 33) as usize % actions.len()].clone();
        let path = format!("/api/games/{game}/actions?token={token}&seq={}", l["seq"]);
        match try_http(addr, "POST", &path, &a.to_string()).await {
            Some((200, r)) => {
                let seq = r["seq"].as_u64().expect("an ack carries the seq");
                acked.lock().unwrap().push((game.clone(), seq, a));
            }
            Some(_) => {}
            None => return,
        }
    }
}

/// Actions acknowledged before the next kill: 4 to 15 (at least 24 in
/// the test's 6 rounds), by a generator
/// seeded from the clock, so kills land at varying points of requests,
/// commits and bot moves (the other games' requests are in flight).
fn next_acks(state: &mut u64) -> usize {
    *state = state
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    4 + ((*state >> 33) % 12) as usize
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kill_9_loses_no_acknowledged_action() {
    let db = temp_db("kill9");
    let (mut child, mut addr) = spawn_child(&db);
    let mut games = Vec::new();
    for body in [
        r#"{"seats":["human","greedy"]}"#,
        r#"{"seats":["human","random","greedy"]}"#,
        r#"{"seats":["human","random"],"modules":["all"]}"#,
        r#"{"solo":{"opponent":"paschabot"}}"#,
    ] {
        let c = create(addr, body).await;
        games.push((
            c["game"].as_str().unwrap().to_string(),
            c["seats"][0]["token"].as_str().unwrap().to_string(),
        ));
    }
    let mut rng = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_nanos() as u64;
    let acked: Arc<Mutex<Vec<Acked>>> = Arc::new(Mutex::new(Vec::new()));
    let mut kills = 0;
    for round in 0..6u64 {
        let players: Vec<_> = games
            .iter()
            .enumerate()
            .map(|(i, (g, t))| {
                tokio::spawn(play(
                    addr,
                    g.clone(),
                    t.clone(),
                    round * 16 + i as u64,
                    acked.clone(),
                ))
            })
            .collect();
        let kill_at = acked.lock().unwrap().len() + next_acks(&mut rng);
        until(
            Duration::from_secs(60),
            "the players' actions are acknowledged",
            || {
                let done = acked.lock().unwrap().len() >= kill_at
                    || players.iter().all(|p| p.is_finished());
                async move { done.then_some(()) }
            },
        )
        .await;
        // SIGKILL while the players' requests are in flight.
        child.kill_9();
        kills += 1;
        for p in players {
            p.await.unwrap();
        }
        // The database as the dead process left it: every acknowledged
        // action is there, at its seq, as sent.
        {
            let conn = rusqlite::Connection::open(&db).unwrap();
            for (g, seq, action) in acked.lock().unwrap().iter() {
                let entry: String = conn
                    .query_row(
                        "SELECT entry FROM log WHERE game = ?1 AND seq = ?2 AND seat = 0",
                        rusqlite::params![g, *seq as i64],
                        |r| r.get(0),
                    )
                    .unwrap_or_else(|e| panic!("acknowledged action {g} #{seq} lost: {e}"));
                let v: Value = serde_json::from_str(&entry).unwrap();
                assert_eq!(v, json!({"act": action}), "game {g} seq {seq}");
            }
        }
        // Every game replays from its stored record, by the server's own
        // rules and by the engine alone.
        {
            use marrakesh_server::store::Store;
            let mut store = marrakesh_server::store::sqlite::Sqlite::open(&db).unwrap();
            for (g, _) in &games {
                let stored = store.load(g).unwrap().expect("the game is stored");
                let live = marrakesh_server::live::Live::restore(&stored)
                    .unwrap_or_else(|e| panic!("game {g} does not replay: {e}"));
                assert_eq!(live.seq, stored.log.len() as u64);
            }
        }
        let (c, a) = spawn_child(&db);
        child = c;
        addr = a;
        for (g, _) in &games {
            let (st, sum) = get(addr, &format!("/api/games/{g}")).await;
            assert_eq!(st, 200, "{sum}");
            let max = acked
                .lock()
                .unwrap()
                .iter()
                .filter(|(x, _, _)| x == g)
                .map(|(_, s, _)| *s)
                .max()
                .unwrap_or(0);
            assert!(sum["seq"].as_u64().unwrap() >= max, "{g}: {sum}");
        }
    }
    let n = acked.lock().unwrap().len();
    eprintln!("{n} acknowledged actions, {kills} kills");
    assert!(
        n >= 20,
        "only {n} actions were acknowledged in {kills} rounds"
    );
    child.kill_9();
    let _ = std::fs::remove_dir_all(db.parent().unwrap());
}
