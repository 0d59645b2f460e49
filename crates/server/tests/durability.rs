//! `kill -9` durability: a real server process (this test binary started
//! again as a child running `serve_child`) is killed at random moments
//! while games are played; after each restart every acknowledged action is
//! in the database and every game replays.

mod common;
use common::*;
use serde_json::{json, Value};
use std::process::{Child, Command};
use std::time::{Duration, Instant};

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
        loop {
            tokio::time::sleep(Duration::from_secs(3600)).await;
        }
    });
}

fn spawn_child(db: &std::path::Path) -> (Child, std::net::SocketAddr) {
    let addr_file = db.with_extension("addr");
    let _ = std::fs::remove_file(&addr_file);
    let child = Command::new(std::env::current_exe().unwrap())
        .args(["--ignored", "--exact", "serve_child", "--nocapture"])
        .env("MARRAKESH_CHILD_DB", db)
        .env("MARRAKESH_CHILD_ADDR", &addr_file)
        .spawn()
        .unwrap();
    let t = Instant::now();
    loop {
        if let Ok(s) = std::fs::read_to_string(&addr_file) {
            return (child, s.parse().unwrap());
        }
        assert!(t.elapsed() < Duration::from_secs(30), "the child server did not start");
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kill_9_loses_no_acknowledged_action() {
    let db = temp_db("kill9");
    let (mut child, addr) = spawn_child(&db);
    let mut games = Vec::new();
    for _ in 0..3 {
        let c = create(addr, r#"{"seats":["human","greedy"]}"#).await;
        games.push((c["game"].as_str().unwrap().to_string(), c["seats"][0]["token"].as_str().unwrap().to_string()));
    }
    let mut acked: Vec<(String, u64, Value)> = Vec::new();
    let mut addr = addr;
    for round in 0..4u64 {
        let stop = Instant::now() + Duration::from_millis(300 + (round * 277) % 500);
        'play: while Instant::now() < stop {
            for (g, t) in &games {
                let (st, l) = get(addr, &format!("/api/games/{g}/legal?token={t}")).await;
                assert_eq!(st, 200, "{l}");
                if let Some(a) = l["actions"].as_array().and_then(|a| a.first()) {
                    let (st, r) = post(addr, &format!("/api/games/{g}/actions?token={t}"), &a.to_string()).await;
                    if st == 200 {
                        acked.push((g.clone(), r["seq"].as_u64().unwrap(), a.clone()));
                    }
                }
                if Instant::now() >= stop {
                    break 'play;
                }
            }
        }
        child.kill().unwrap(); // SIGKILL
        child.wait().unwrap();
        let (c, a) = spawn_child(&db);
        child = c;
        addr = a;
        // Every acknowledged action is stored, at its seq, as sent.
        let conn = rusqlite::Connection::open(&db).unwrap();
        for (g, seq, action) in &acked {
            let entry: String = conn
                .query_row(
                    "SELECT entry FROM log WHERE game = ?1 AND seq = ?2 AND seat = 0",
                    rusqlite::params![g, *seq as i64],
                    |r| r.get(0),
                )
                .unwrap_or_else(|e| panic!("acked action {g} #{seq} lost: {e}"));
            let v: Value = serde_json::from_str(&entry).unwrap();
            assert_eq!(v, json!({"act": action}));
        }
        // And every game replays.
        for (g, _) in &games {
            let (st, sum) = get(addr, &format!("/api/games/{g}")).await;
            assert_eq!(st, 200, "{sum}");
            let max = acked.iter().filter(|(x, _, _)| x == g).map(|(_, s, _)| *s).max().unwrap_or(0);
            assert!(sum["seq"].as_u64().unwrap() >= max);
        }
    }
    assert!(acked.len() > 10, "actions were played: {}", acked.len());
    child.kill().unwrap();
    child.wait().unwrap();
}
