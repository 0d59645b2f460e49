//! Shutdown (online-play.md (b)): a bot in the middle of its search is not
//! waited for, its answer is not played, and its search thread stops (the
//! `marrakesh_bots_searching` gauge falls to 0). Alone in its test binary,
//! so that no other test's bot is counted.

mod common;
use common::*;
use std::time::{Duration, Instant};

/// Bots' search threads running in this process (the test binary's
/// servers).
fn searching() -> u64 {
    marrakesh_server::metrics::METRICS.bots_searching()
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
    until(Duration::from_secs(10), "the bot searches", || async {
        (searching() == 1).then_some(())
    })
    .await;
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
    // Its thread stopped.
    until(Duration::from_secs(2), "the bot's search stops", || async {
        (searching() == 0).then_some(())
    })
    .await;
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
    let path = format!("/api/games/{game}");
    until(
        Duration::from_secs(20),
        "the bot moves after the restart",
        || async {
            let (_, sum) = get(addr, &path).await;
            (sum["seats"][1]["pending"] == false).then_some(())
        },
    )
    .await;
    server.shutdown().await;
}
