//! Shutdown (online-play.md (b)): a bot in the middle of its search is not
//! waited for, its answer is not played, and its search thread stops (the
//! process's CPU time stands still afterwards). Alone in its test binary,
//! so that no other test's work is counted.

mod common;
use common::*;
use std::time::{Duration, Instant};

/// User plus system CPU time of this process so far (Linux).
fn cpu_time() -> Duration {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap();
    // Fields after the command name in parentheses: utime and stime are
    // the 14th and 15th fields of the line.
    let rest = &stat[stat.rfind(')').unwrap() + 2..];
    let f: Vec<u64> = rest
        .split(' ')
        .skip(11)
        .take(2)
        .map(|x| x.parse().unwrap())
        .collect();
    // Clock ticks are 100 per second on Linux.
    Duration::from_millis((f[0] + f[1]) * 10)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn shutdown_stops_a_thinking_bot() {
    let db = temp_db("shutdown-bot");
    let slow = marrakesh_server::Config {
        bot_budget: Duration::from_secs(30),
        ..config(db.clone())
    };
    let server = marrakesh_server::start(slow).await.unwrap();
    let addr = server.addr;
    // The strong bot asked to think far longer than a shutdown may wait.
    let c = create(addr, r#"{"seats":["human","ismcts:20000"]}"#).await;
    let game = c["game"].as_str().unwrap().to_string();
    let (_, sum) = get(addr, &format!("/api/games/{game}")).await;
    assert_eq!(sum["seats"][1]["pending"], true, "the bot decides: {sum}");
    tokio::time::sleep(Duration::from_millis(300)).await;
    let busy = cpu_time();
    tokio::time::sleep(Duration::from_millis(1000)).await;
    let thinking = cpu_time() - busy;
    assert!(
        thinking >= Duration::from_millis(150),
        "the bot searches: {thinking:?} of CPU in 1 s"
    );
    let (_, sum) = get(addr, &format!("/api/games/{game}")).await;
    assert_eq!(
        sum["seats"][1]["pending"], true,
        "the bot still decides: {sum}"
    );
    let seq = sum["seq"].as_i64().unwrap();
    let t = Instant::now();
    server.shutdown().await;
    assert!(
        t.elapsed() < Duration::from_secs(2),
        "shutdown waited {:?} for the bot",
        t.elapsed()
    );
    // Its thread stopped: the process hardly uses the CPU any more.
    tokio::time::sleep(Duration::from_millis(200)).await;
    let at = cpu_time();
    tokio::time::sleep(Duration::from_millis(1000)).await;
    let after = cpu_time() - at;
    assert!(
        after < thinking / 4,
        "something still runs after the shutdown: {after:?} of CPU in 1 s (searching: {thinking:?})"
    );
    // Nothing was played after the shutdown began.
    let conn = rusqlite::Connection::open(&db).unwrap();
    let n: i64 = conn
        .query_row(
            "SELECT count(*) FROM log WHERE game = ?1",
            rusqlite::params![game],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(n, seq, "the bot's answer was dropped");
    drop(conn);
    // After a restart the game goes on: its bot (which keeps its 20 s
    // budget) thinks again and moves when the server's limit per bot
    // decision ends its search.
    let quick = marrakesh_server::Config {
        bot_budget: Duration::from_millis(500),
        ..config(db)
    };
    let server = marrakesh_server::start(quick).await.unwrap();
    let addr = server.addr;
    let t = Instant::now();
    loop {
        let (_, sum) = get(addr, &format!("/api/games/{game}")).await;
        if sum["seats"][1]["pending"] == false {
            break;
        }
        assert!(
            t.elapsed() < Duration::from_secs(20),
            "the bot did not move after the restart"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    server.shutdown().await;
}
