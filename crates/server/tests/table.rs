//! The table over real sockets (issue 25): names and chat stored with the
//! game and kept across a restart, their limits, each chat's writers, the
//! frames holding nothing else; the replay of a finished game; the time
//! limit per decision; log lines filed under their round; the season
//! summary.

mod common;
use common::*;
use serde_json::{json, Value};
use std::time::Duration;

fn token(created: &Value, seat: u64) -> String {
    created["seats"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["seat"] == seat)
        .unwrap()["token"]
        .as_str()
        .unwrap()
        .to_string()
}

fn ws_path(created: &Value, token: &str) -> String {
    format!(
        "/ws/games/{}?token={token}",
        created["game"].as_str().unwrap()
    )
}

/// A chat message sent from `c`; the frame the sender got back, or its error.
async fn say(c: &mut Client, id: u64, channel: &str, text: &str) -> Value {
    c.send(&json!({"t": "chat", "id": id, "channel": channel, "text": text}))
        .await;
    loop {
        let f = c.next().await.expect("an answer");
        if (f["t"] == "ack" || f["t"] == "err") && f["id"] == id {
            return f;
        }
    }
}

/// The next chat frame `c` receives.
async fn next_chat(c: &mut Client) -> Value {
    c.until("chat").await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn names_and_chat_are_kept_across_a_restart() {
    let db = temp_db("table-restart");
    let server = marrakesh_server::start(config(db.clone())).await.unwrap();
    let addr = server.addr;
    let g = create(
        addr,
        r#"{"seats":["human","human","greedy"],"name":"Ana <b>","seed":7}"#,
    )
    .await;
    let id = g["game"].as_str().unwrap().to_string();
    let (t0, t1) = (token(&g, 0), token(&g, 1));
    // Seat 1 names itself; a bad name is refused with nothing changed.
    let (st, v) = http(
        addr,
        "POST",
        &format!("/api/games/{id}/name"),
        Some(r#"{"name":"  <img src=x onerror=Z()>  "}"#),
        &[("Authorization", &format!("Bearer {t1}"))],
    )
    .await;
    assert_eq!(st, 200, "{v}");
    for (body, code) in [
        (r#"{"name":""}"#, "bad_json"),
        (r#"{"name":"a\u0007b"}"#, "bad_json"),
        (r#"{"name":"a\u202eb"}"#, "bad_json"),
        (r#"{"name":"xxxxxxxxxxxxxxxxxxxxxxxxx"}"#, "too_big"),
        (r#"{"nom":"x"}"#, "unknown_field"),
    ] {
        let (st, v) = http(
            addr,
            "POST",
            &format!("/api/games/{id}/name"),
            Some(body),
            &[("Authorization", &format!("Bearer {t1}"))],
        )
        .await;
        assert!(st >= 400, "{body}: {v}");
        assert_eq!(v["code"], code, "{body}: {v}");
    }
    let (st, v) = http(
        addr,
        "POST",
        &format!("/api/games/{id}/name"),
        Some(r#"{"name":"Mallory"}"#),
        &[],
    )
    .await;
    assert_eq!((st, v["code"].as_str()), (401, Some("bad_token")), "{v}");
    let (_, summary) = get(addr, &format!("/api/games/{id}")).await;
    let names: Vec<&str> = summary["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Ana <b>", "<img src=x onerror=Z()>", "Greedy bot"]);

    // Chat: a seat in the seats' chat, a spectator in the spectators'.
    let mut a = Client::connect(addr, &ws_path(&g, &t0)).await;
    a.until("full").await;
    let key = g["spectator_key"].as_str().unwrap();
    let mut s = Client::connect(addr, &format!("/ws/games/{id}?spectate={key}")).await;
    s.until("full").await;
    let ack = say(&mut a, 1, "seats", "Hello <script>x</script>\nall").await;
    assert_eq!(ack["t"], "ack", "{ack}");
    let m = next_chat(&mut s).await;
    assert_eq!(m["msg"]["text"], "Hello <script>x</script> all");
    assert_eq!(m["msg"]["channel"], "seats");
    assert_eq!(m["msg"]["seat"], 0);
    assert_eq!(m["msg"]["name"], "Ana <b>");
    s.send(&json!({"t":"chat","id":5,"channel":"spectators","text":"Nice move","name":"Sam"}))
        .await;
    let m = next_chat(&mut a).await;
    assert_eq!(m["msg"]["channel"], "spectators");
    assert_eq!(
        m["msg"]["seat"],
        Value::Null,
        "a spectator's message never comes as a seat's"
    );
    assert_eq!(m["msg"]["name"], "Sam (spectator)");
    // Each writes only in its own chat.
    let e = say(&mut a, 2, "spectators", "hi").await;
    assert_eq!(e["t"], "err", "{e}");
    let e = say(&mut s, 6, "seats", "hi").await;
    assert_eq!(e["t"], "err", "{e}");
    // Nothing but the message in a chat frame.
    for f in a.frames.iter().chain(s.frames.iter()) {
        let v: Value = serde_json::from_str(f).unwrap();
        if v["t"] == "chat" {
            let keys: Vec<&String> = v.as_object().unwrap().keys().collect();
            assert_eq!(keys.len(), 3, "{v}");
            let mut mk: Vec<&str> = v["msg"]
                .as_object()
                .unwrap()
                .keys()
                .map(|k| k.as_str())
                .collect();
            mk.sort();
            assert_eq!(mk, ["at", "channel", "id", "name", "seat", "text"], "{v}");
        }
    }
    drop(a);
    drop(s);
    server.shutdown().await;

    // After a restart: the names and the chat are still there.
    let server = marrakesh_server::start(config(db)).await.unwrap();
    let addr = server.addr;
    let (_, summary) = get(addr, &format!("/api/games/{id}")).await;
    assert_eq!(summary["seats"][1]["name"], "<img src=x onerror=Z()>");
    let mut b = Client::connect(addr, &ws_path(&g, &t1)).await;
    let full = b.until("full").await;
    assert_eq!(full["names"][0], "Ana <b>");
    let first = next_chat(&mut b).await;
    assert_eq!(first["msg"]["text"], "Hello <script>x</script> all");
    let second = next_chat(&mut b).await;
    assert_eq!(second["msg"]["text"], "Nice move");
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn chat_limits() {
    let (server, _) = server("table-limits").await;
    let addr = server.addr;
    let g = create(addr, r#"{"seats":["human","greedy"]}"#).await;
    let mut a = Client::connect(addr, &ws_path(&g, &token(&g, 0))).await;
    a.until("full").await;
    let long = "é".repeat(501);
    let e = say(&mut a, 1, "seats", &long).await;
    assert_eq!(e["code"], "too_big", "{e}");
    let e = say(&mut a, 2, "seats", "  \n ").await;
    assert_eq!(e["code"], "bad_json", "{e}");
    let ok = say(&mut a, 3, "seats", &"é".repeat(500)).await;
    assert_eq!(ok["t"], "ack", "{ok}");
    // At most 5 messages in 10 s per socket (the refused ones counted).
    let mut refused = 0;
    for i in 10..16 {
        let f = say(&mut a, i, "seats", "spam").await;
        if f["code"] == "rate_limited" {
            refused += 1;
        }
    }
    assert!(refused >= 1, "the chat's rate limit refused a message");
    // The socket stays open after a refused message.
    a.send(&json!({"t":"ping"})).await;
    assert_eq!(a.until("pong").await["t"], "pong");
    server.shutdown().await;
}

/// The chat limits count per credential and address, not per socket: a
/// reconnect resets nothing (issue 40: one client with the spectator key
/// stored 3,000 messages in 13 s).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn chat_limits_outlive_a_reconnect() {
    let (server, _) = server("table-flood").await;
    let addr = server.addr;
    let g = create(addr, r#"{"seats":["human","greedy"]}"#).await;
    let path = format!(
        "/ws/games/{}?spectate={}",
        g["game"].as_str().unwrap(),
        g["spectator_key"].as_str().unwrap()
    );
    let mut acked = 0;
    for round in 0..3u64 {
        let mut s = Client::connect(addr, &path).await;
        s.until("full").await;
        for i in 0..5 {
            let f = say(&mut s, round * 10 + i, "spectators", "flood").await;
            if f["t"] == "ack" {
                acked += 1;
            } else {
                assert_eq!(f["code"], "rate_limited", "{f}");
            }
        }
    }
    // Five a window: the three sockets together got far fewer than 15.
    assert!(acked < 15, "{acked} messages of one client taken");
    // A seat of the same address still has its own allowance.
    let mut a = Client::connect(addr, &ws_path(&g, &token(&g, 0))).await;
    a.until("full").await;
    assert_eq!(say(&mut a, 1, "seats", "hello").await["t"], "ack");
    server.shutdown().await;
}

/// A game keeps its last 200 chat messages; older ones are deleted as new
/// ones come (issue 40: kept forever).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_keeps_its_last_200_chat_messages() {
    let db = temp_db("table-keep");
    let server = marrakesh_server::start(marrakesh_server::Config {
        chat_per_10s: 100_000,
        ..config(db.clone())
    })
    .await
    .unwrap();
    let addr = server.addr;
    let g = create(addr, r#"{"seats":["human","greedy"]}"#).await;
    let id = g["game"].as_str().unwrap().to_string();
    let mut a = Client::connect(addr, &ws_path(&g, &token(&g, 0))).await;
    a.until("full").await;
    for i in 1..=230u64 {
        let f = say(&mut a, i, "seats", &format!("line {i}")).await;
        assert_eq!(f["t"], "ack", "{f}");
    }
    server.shutdown().await;
    let c = rusqlite::Connection::open(&db).unwrap();
    let (n, first): (i64, i64) = c
        .query_row(
            "SELECT count(*), min(id) FROM chat WHERE game = ?1",
            [&id],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert_eq!((n, first), (200, 31));
}

/// Replays are computed once per step and language, and computing them is
/// limited per address (issue 40: about 50 ms of CPU each, uncached and
/// unlimited).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn replays_are_cached_and_limited_per_address() {
    let server = marrakesh_server::start(marrakesh_server::Config {
        replays_per_minute: 5,
        ..config(temp_db("table-replays"))
    })
    .await
    .unwrap();
    let addr = server.addr;
    let g = create(addr, r#"{"seats":["human","greedy"],"seed":4}"#).await;
    let id = g["game"].as_str().unwrap().to_string();
    play_to_the_end(addr, &g).await;
    let first = get(addr, &format!("/api/games/{id}/replay?at=1")).await;
    assert_eq!(first.0, 200, "{}", first.1);
    // The same step again and again: cached, never refused.
    for _ in 0..20 {
        let again = get(addr, &format!("/api/games/{id}/replay?at=1")).await;
        assert_eq!(again, first);
    }
    // Other steps: computed, five a minute.
    let mut refused = 0;
    for at in 2..12 {
        let (st, v) = get(addr, &format!("/api/games/{id}/replay?at={at}")).await;
        if st == 429 {
            assert_eq!(v["code"], "rate_limited", "{v}");
            refused += 1;
        } else {
            assert_eq!(st, 200, "{v}");
        }
    }
    assert!(refused > 0, "ten replays computed at once");
    server.shutdown().await;
}

/// Plays seat 0 of `g` (against bots) with its first legal action until
/// the game is over.
async fn play_to_the_end(addr: std::net::SocketAddr, g: &Value) {
    let id = g["game"].as_str().unwrap();
    let auth = format!("Bearer {}", token(g, 0));
    for _ in 0..5000 {
        // The bots move meanwhile.
        let legal = deciding(addr, id, &token(g, 0)).await;
        if legal["game_over"] == true {
            return;
        }
        let a = &legal["actions"][0];
        http(
            addr,
            "POST",
            &format!("/api/games/{id}/actions"),
            Some(&a.to_string()),
            &[("Authorization", &auth)],
        )
        .await;
    }
    panic!("the game did not end");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_replays_step_by_step_and_a_running_one_does_not() {
    let (server, _) = server("table-replay").await;
    let addr = server.addr;
    let g = create(
        addr,
        r#"{"seats":["human","greedy"],"seed":3,"name":"Ana"}"#,
    )
    .await;
    let id = g["game"].as_str().unwrap().to_string();
    let (st, v) = get(addr, &format!("/api/games/{id}/replay?at=3")).await;
    assert_eq!((st, v["code"].as_str()), (409, Some("game_over")), "{v}");
    // While it runs: log lines are filed under their season and round.
    let mut a = Client::connect(addr, &ws_path(&g, &token(&g, 0))).await;
    let full = a.until("full").await;
    for l in full["log"].as_array().unwrap() {
        assert!(l["seq"].is_u64() && l["text"].is_string(), "{l}");
    }
    drop(a);
    play_to_the_end(addr, &g).await;
    let (st, end) = get(addr, &format!("/api/games/{id}/replay")).await;
    assert_eq!(st, 200, "{end}");
    let total = end["total"].as_u64().unwrap();
    assert!(total > 100, "{total} actions");
    assert_eq!(end["at"], total);
    assert_eq!(end["view"]["phase"], "game_over");
    assert!(end["view"]["final_scores"].is_array());
    // Three seasons, each with its points by source; their starts.
    assert_eq!(
        end["seasons"].as_array().unwrap().len(),
        3,
        "{}",
        end["seasons"]
    );
    assert_eq!(end["season_starts"].as_array().unwrap().len(), 3);
    let s1 = &end["seasons"][0];
    let totals: i64 = s1["totals"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_i64().unwrap())
        .sum();
    let by_source: i64 = s1["points"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|r| {
            r["points"]
                .as_array()
                .unwrap()
                .iter()
                .map(|x| x.as_i64().unwrap())
        })
        .sum();
    assert_eq!(
        totals, by_source,
        "a season's total is the sum of its sources"
    );
    // The final score equals the start, the three seasons and the final scoring.
    let lines = end["log"].as_array().unwrap();
    assert!(lines
        .iter()
        .any(|l| l["text"].as_str().unwrap().starts_with("Ana")));
    // The unnamed bot seat is named a bot ("Greedy bot") and not marked
    // "(bot)" a second time.
    assert!(lines
        .iter()
        .any(|l| l["text"].as_str().unwrap().starts_with("Greedy bot")));
    assert!(!lines
        .iter()
        .any(|l| l["text"].as_str().unwrap().contains("(bot)")));
    for l in lines {
        if l["event"] == "round_started" {
            assert!(l["season"].is_u64() && l["round"].is_u64(), "{l}");
        }
    }
    // Step 0, a middle step, and out of range (the end).
    let (_, zero) = get(addr, &format!("/api/games/{id}/replay?at=0")).await;
    assert_eq!(zero["at"], 0);
    assert!(zero["log"]
        .as_array()
        .unwrap()
        .iter()
        .all(|l| l["seq"] == 0));
    let (_, mid) = get(addr, &format!("/api/games/{id}/replay?at=50")).await;
    assert_eq!(mid["at"], 50);
    assert!(mid["log"]
        .as_array()
        .unwrap()
        .iter()
        .all(|l| l["seq"].as_u64().unwrap() <= 50));
    assert!(
        mid["view"]["players"][0]["screen"].is_null(),
        "the replay is the spectators' view"
    );
    let (_, far) = get(addr, &format!("/api/games/{id}/replay?at=99999")).await;
    assert_eq!(far["at"], total);
    let (st, bad) = get(addr, &format!("/api/games/{id}/replay?at=x")).await;
    assert_eq!((st, bad["code"].as_str()), (400, Some("bad_json")));
    server.shutdown().await;
}

/// The next step made by `seat`, within `within`.
async fn step_by(client: &mut Client, seat: u64, within: Duration) -> Value {
    tokio::time::timeout(within, async {
        loop {
            let s = client.until("step").await;
            if s["by"] == seat {
                return s;
            }
        }
    })
    .await
    .unwrap_or_else(|_| panic!("a step by seat {seat} within {within:?}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn past_the_time_limit_a_bot_makes_the_decision() {
    let clock = marrakesh_server::clock::ManualClock::new();
    let server = marrakesh_server::start(marrakesh_server::Config {
        clock: clock.clone(),
        ..config(temp_db("table-limit"))
    })
    .await
    .unwrap();
    let addr = server.addr;
    let (st, v) = post(
        addr,
        "/api/games",
        r#"{"seats":["human","greedy"],"turn_limit_s":1}"#,
    )
    .await;
    assert_eq!((st, v["code"].as_str()), (400, Some("bad_setup")), "{v}");
    let g = create(addr, r#"{"seats":["human","greedy"],"turn_limit_s":60}"#).await;
    let mut a = Client::connect(addr, &ws_path(&g, &token(&g, 0))).await;
    let full = a.until("full").await;
    assert_eq!(full["view"]["pending"][0][0], 0, "seat 0 decides first");
    // Nobody acts: past the limit, a bot decides for seat 0.
    clock.advance(Duration::from_secs(61));
    let step = step_by(&mut a, 0, Duration::from_secs(15)).await;
    let text = step["log"][0]["text"].as_str().unwrap();
    assert!(text.ends_with("(time limit: a bot chose)"), "{text}");
    // The seat stays its person's.
    let (_, summary) = get(addr, &format!("/api/games/{}", g["game"].as_str().unwrap())).await;
    assert_eq!(summary["seats"][0]["controller"], "human");
    assert_eq!(summary["options"]["turn_limit_s"], 60);
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_decision_s_time_limit_runs_on_over_a_restart() {
    // The limit runs from the decision's start, kept in the log's times: a
    // server that loads the game again (a restart, or another process
    // taking it over) does not give the seat its whole time again.
    let clock = marrakesh_server::clock::ManualClock::new();
    let db = temp_db("table-limit-restart");
    let server = marrakesh_server::start(marrakesh_server::Config {
        clock: clock.clone(),
        ..config(db.clone())
    })
    .await
    .unwrap();
    // Two people: no bot moves before the time limits do.
    let g = create(
        server.addr,
        r#"{"seats":["human","human"],"turn_limit_s":10}"#,
    )
    .await;
    server.shutdown().await;
    // The seats' first decisions are older than the limit when the game is
    // loaded again.
    clock.advance(Duration::from_secs(10));
    // The bot that decides may think 1 s (the default is 10 s).
    let server = marrakesh_server::start(marrakesh_server::Config {
        bot_budget: Duration::from_secs(1),
        clock,
        ..config(db)
    })
    .await
    .unwrap();
    let loaded = std::time::Instant::now();
    let mut a = Client::connect(server.addr, &ws_path(&g, &token(&g, 0))).await;
    // Both seats' first decisions are older than the limit: the bot makes
    // them at once, often before the socket's first frame (then they are in
    // its log), else in the first step.
    let full = a.until("full").await;
    let mut lines: Vec<Value> = full["log"].as_array().unwrap().clone();
    if full["seq"] == 0 {
        let step = tokio::time::timeout(Duration::from_secs(30), a.until("step"))
            .await
            .expect("a step");
        lines = step["log"].as_array().unwrap().clone();
    }
    let waited = loaded.elapsed();
    let texts: Vec<&str> = lines.iter().filter_map(|l| l["text"].as_str()).collect();
    assert!(
        texts
            .iter()
            .any(|t| t.ends_with("(time limit: a bot chose)")),
        "{texts:?}"
    );
    assert!(
        waited < Duration::from_secs(7),
        "the spent limit was started anew: the bot chose {waited:?} after the load"
    );
    server.shutdown().await;
}
