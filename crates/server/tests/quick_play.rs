//! Quick play over real sockets: strangers in one queue get one game,
//! different seats and working seat tokens; other options wait apart; a
//! ticket leaves or expires; signed-in players are paired by rating (the
//! window widening as they wait) and hold the seats found; and on
//! PostgreSQL, 200 joiners at once spread over two serving processes each
//! land in exactly one game.

mod common;
use common::*;
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};
use std::net::SocketAddr;
use std::time::Duration;

async fn join(addr: SocketAddr, body: &str) -> Value {
    let (st, v) = post(addr, "/api/quick-play", body).await;
    assert_eq!(st, 200, "{v}");
    assert!(v["ticket"].as_str().is_some_and(|t| t.len() == 64), "{v}");
    v
}

async fn poll(addr: SocketAddr, ticket: &str) -> (u16, Value) {
    get(addr, &format!("/api/quick-play?ticket={ticket}")).await
}

/// Polls until the ticket's game is found (30 s at most), each poll on the
/// next of `addrs`.
async fn found(addrs: &[SocketAddr], ticket: &str) -> Value {
    let mut polls = 0;
    until(
        Duration::from_secs(30),
        "a game found for the ticket",
        || {
            let addr = addrs[polls % addrs.len()];
            polls += 1;
            async move {
                let (st, v) = poll(addr, ticket).await;
                assert_eq!(st, 200, "{v}");
                if v["game"].is_string() {
                    return Some(v);
                }
                assert_eq!(v["waiting"], true, "{v}");
                None
            }
        },
    )
    .await
}

/// The first legal action of the seat to move in `game`, played with its
/// token: the seat tokens work.
async fn act_once(addr: SocketAddr, game: &str, tokens: &[&str]) {
    for token in tokens {
        let (st, legal) = get(addr, &format!("/api/games/{game}/legal?token={token}")).await;
        assert_eq!(st, 200, "{legal}");
        let actions = legal["actions"].as_array().unwrap();
        if actions.is_empty() {
            continue;
        }
        let (st, r) = http(
            addr,
            "POST",
            &format!("/api/games/{game}/actions?seq={}", legal["seq"]),
            Some(&actions[0].to_string()),
            &[("Authorization", &format!("Bearer {token}"))],
        )
        .await;
        assert_eq!(st, 200, "{r}");
        return;
    }
    panic!("no seat of game {game} could act");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_strangers_in_a_two_player_queue_get_one_game_and_can_play() {
    let (server, _db) = server("quick-two").await;
    let addr = server.addr;
    let a = join(addr, r#"{"players":2}"#).await;
    assert_eq!(a["waiting"], true, "{a}");
    assert_eq!(
        (a["position"].as_u64(), a["queued"].as_u64()),
        (Some(1), Some(1))
    );
    let b = join(addr, r#"{"players":2}"#).await;
    // The second joiner completes the game at once.
    assert!(b["game"].is_string(), "{b}");
    let a = found(&[addr], a["ticket"].as_str().unwrap()).await;
    assert_eq!(a["game"], b["game"]);
    assert_ne!(a["seat"], b["seat"]);
    assert_ne!(a["token"], b["token"]);
    let game = a["game"].as_str().unwrap();
    // A private game of two people, as "with friends" makes it.
    let (st, summary) = get(addr, &format!("/api/games/{game}")).await;
    assert_eq!(st, 200, "{summary}");
    assert_eq!(summary["players"], 2);
    assert_eq!(summary["public"], false);
    assert_eq!(
        summary["options"]["seats"],
        serde_json::json!(["human", "human"])
    );
    // Each token is its seat's.
    for v in [&a, &b] {
        let (st, view) = get(
            addr,
            &format!(
                "/api/games/{game}/view?token={}",
                v["token"].as_str().unwrap()
            ),
        )
        .await;
        assert_eq!(st, 200, "{view}");
        assert_eq!(view["viewer"], v["seat"], "{view}");
    }
    act_once(
        addr,
        game,
        &[a["token"].as_str().unwrap(), b["token"].as_str().unwrap()],
    )
    .await;
    // The ticket keeps answering its game.
    let (st, again) = poll(addr, b["ticket"].as_str().unwrap()).await;
    assert_eq!(st, 200);
    assert_eq!((&again["game"], &again["token"]), (&b["game"], &b["token"]));
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn players_who_asked_for_other_options_wait_apart() {
    let (server, _db) = server("quick-apart").await;
    let addr = server.addr;
    let bodies = [
        r#"{"players":2}"#,
        r#"{"players":3}"#,
        r#"{"players":2,"modules":["imam-sultan"]}"#,
        r#"{"players":2,"seconds_per_decision":60}"#,
    ];
    let mut tickets = Vec::new();
    for body in bodies {
        let v = join(addr, body).await;
        assert_eq!(v["waiting"], true, "{body}: {v}");
        assert_eq!(v["queued"], 1, "{body}: {v}");
        tickets.push(v["ticket"].as_str().unwrap().to_string());
    }
    for t in &tickets {
        let (st, v) = poll(addr, t).await;
        assert_eq!((st, &v["waiting"]), (200, &Value::Bool(true)), "{v}");
    }
    // The same modules named another way are the same pool.
    let m = join(
        addr,
        r#"{"players":2,"modules":["imam-sultan"],"seconds_per_decision":null}"#,
    )
    .await;
    assert!(m["game"].is_string(), "{m}");
    let (_, v) = poll(addr, &tickets[2]).await;
    assert_eq!(v["game"], m["game"]);
    // Options that make no game are refused, and nothing waits.
    for bad in [
        r#"{"players":5}"#,
        r#"{"players":2,"modules":["no-such-module"]}"#,
        r#"{"players":2,"seconds_per_decision":1}"#,
        r#"{"players":2,"seats":["human","human"]}"#,
    ] {
        let (st, v) = post(addr, "/api/quick-play", bad).await;
        assert_eq!(st, 400, "{bad}: {v}");
    }
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_ticket_that_left_or_expired_is_matched_with_nobody() {
    let db = temp_db("quick-leave");
    // Time moves on by hand: the expiry is a minute.
    let clock = marrakesh_server::clock::ManualClock::new();
    let server = marrakesh_server::start(marrakesh_server::Config {
        quick_play_expiry: Duration::from_secs(60),
        clock: clock.clone(),
        ..config(db)
    })
    .await
    .unwrap();
    let addr = server.addr;
    let a = join(addr, r#"{"players":2}"#).await;
    let ta = a["ticket"].as_str().unwrap();
    let (st, v) = http(
        addr,
        "DELETE",
        &format!("/api/quick-play?ticket={ta}"),
        None,
        &[],
    )
    .await;
    assert_eq!((st, &v["left"]), (200, &Value::Bool(true)), "{v}");
    let (st, v) = poll(addr, ta).await;
    assert_eq!((st, v["code"].as_str()), (404, Some("not_found")), "{v}");
    let b = join(addr, r#"{"players":2}"#).await;
    assert_eq!(
        (&b["waiting"], &b["queued"]),
        (&Value::Bool(true), &Value::from(1)),
        "{b}"
    );
    // B is not polled for longer than the expiry: gone.
    clock.advance(Duration::from_secs(61));
    let c = join(addr, r#"{"players":2}"#).await;
    assert_eq!(
        (&c["waiting"], &c["queued"]),
        (&Value::Bool(true), &Value::from(1)),
        "{c}"
    );
    let (st, v) = poll(addr, b["ticket"].as_str().unwrap()).await;
    assert_eq!(st, 404, "{v}");
    // A poll keeps a ticket: C polled within the expiry meets D.
    clock.advance(Duration::from_secs(40));
    assert_eq!(poll(addr, c["ticket"].as_str().unwrap()).await.0, 200);
    clock.advance(Duration::from_secs(40));
    let d = join(addr, r#"{"players":2}"#).await;
    assert!(d["game"].is_string(), "{d}");
    // Leaving after the game was found answers the game.
    let tc = c["ticket"].as_str().unwrap();
    let (st, v) = http(
        addr,
        "DELETE",
        &format!("/api/quick-play?ticket={tc}"),
        None,
        &[],
    )
    .await;
    assert_eq!(
        (st, &v["left"], &v["game"]),
        (200, &Value::Bool(false), &d["game"]),
        "{v}"
    );
    // No ticket, an unknown one.
    assert_eq!(get(addr, "/api/quick-play").await.0, 404);
    assert_eq!(poll(addr, &"0".repeat(64)).await.0, 404);
    server.shutdown().await;
}

/// Signs up `name`: the session cookie (`marrakesh_session=…`).
async fn sign_up(addr: SocketAddr, name: &str) -> String {
    let origin = format!("http://{addr}");
    let body = format!(r#"{{"name":"{name}","password":"the password of {name}"}}"#);
    let (st, hs, text) = http_raw(
        addr,
        "POST",
        "/api/accounts",
        Some(&body),
        &[("Origin", &origin)],
    )
    .await;
    assert_eq!(st, 200, "{text}");
    hs.iter()
        .find(|(k, _)| k == "set-cookie")
        .and_then(|(_, v)| v.split(';').next())
        .expect("a session cookie")
        .to_string()
}

/// `method path` with the session `cookie` (and the server's Origin).
async fn as_account(
    addr: SocketAddr,
    cookie: &str,
    method: &str,
    path: &str,
    body: Option<&str>,
) -> Value {
    let origin = format!("http://{addr}");
    let (st, v) = http(
        addr,
        method,
        path,
        body,
        &[("Origin", &origin), ("Cookie", cookie)],
    )
    .await;
    assert_eq!(st, 200, "{method} {path}: {v}");
    v
}

/// The games not over that the account of `cookie` holds a seat in.
async fn held(addr: SocketAddr, cookie: &str) -> Vec<String> {
    let me = as_account(addr, cookie, "GET", "/api/me", None).await;
    me["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["game"].as_str().unwrap().to_string())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn signed_in_players_are_paired_by_rating_and_hold_their_seats() {
    let db = temp_db("quick-rating");
    let clock = marrakesh_server::clock::ManualClock::new();
    let server = marrakesh_server::start(marrakesh_server::Config {
        quick_play_expiry: Duration::from_secs(600),
        clock: clock.clone(),
        ..config(db.clone())
    })
    .await
    .unwrap();
    let addr = server.addr;
    let strong = sign_up(addr, "Strong").await;
    let newcomer = sign_up(addr, "Newcomer").await;
    // Strong has a Weng-Lin mean of 40 (twelve rated games won, say).
    rusqlite::Connection::open(&db)
        .unwrap()
        .execute_batch(
            "INSERT INTO ratings (account, mu, sigma, games, at) \
             SELECT id, 40.0, 3.0, 12, 0 FROM accounts WHERE name = 'Strong'",
        )
        .unwrap();
    let two = Some(r#"{"players":2}"#);
    let s = as_account(addr, &strong, "POST", "/api/quick-play", two).await;
    assert_eq!(s["waiting"], true, "{s}");
    // A guest (a new player's 25) is 15 away: not paired with Strong at once.
    let guest = join(addr, r#"{"players":2}"#).await;
    assert_eq!(
        (&guest["waiting"], &guest["queued"]),
        (&Value::Bool(true), &Value::from(2)),
        "{guest}"
    );
    // The newcomer (not yet rated: 25) meets the guest, not Strong who came first.
    let n = as_account(addr, &newcomer, "POST", "/api/quick-play", two).await;
    let game = n["game"]
        .as_str()
        .expect("a game for the newcomer")
        .to_string();
    let g = found(&[addr], guest["ticket"].as_str().unwrap()).await;
    assert_eq!(g["game"], n["game"], "{g}");
    assert_ne!(g["seat"], n["seat"]);
    let ts = s["ticket"].as_str().unwrap();
    let (_, v) = poll(addr, ts).await;
    assert_eq!(
        (&v["waiting"], &v["queued"]),
        (&Value::Bool(true), &Value::from(1)),
        "{v}"
    );
    // The seat found is the newcomer's account's (its games on every device).
    assert_eq!(held(addr, &newcomer).await, vec![game.clone()]);
    // Half a minute later Strong's window is 4 + 15 wide: the next guest meets Strong.
    clock.advance(Duration::from_secs(30));
    let next = join(addr, r#"{"players":2}"#).await;
    let v = found(&[addr], ts).await;
    assert_eq!(v["game"], next["game"], "{v}");
    assert_ne!(v["game"].as_str(), Some(game.as_str()));
    assert_eq!(
        held(addr, &strong).await,
        vec![v["game"].as_str().unwrap().to_string()]
    );
    server.shutdown().await;
}

/// 200 joiners at once, alternately on two `--cluster` processes of one
/// PostgreSQL database, in a 4-player queue: 50 games, each player in
/// exactly one of them, no game with a seat twice or too many players.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_hundred_joiners_on_two_processes_fill_fifty_games_exactly() {
    let Some(url) = common::postgres_url("quick-play-200") else {
        return;
    };
    let cfg = || marrakesh_server::Config {
        postgres: Some(url.clone()),
        cluster: true,
        max_connections_per_ip: 10_000,
        ..config(temp_db("unused"))
    };
    let a = marrakesh_server::start(cfg()).await.unwrap();
    let b = marrakesh_server::start(cfg()).await.unwrap();
    let addrs = [a.addr, b.addr];
    let joiners = (0..200).map(|i| {
        tokio::spawn(async move {
            let here = [addrs[i % 2], addrs[(i + 1) % 2]];
            let v = join(here[0], r#"{"players":4}"#).await;
            let ticket = v["ticket"].as_str().unwrap().to_string();
            let v = if v["game"].is_string() {
                v
            } else {
                found(&here, &ticket).await
            };
            (ticket, v)
        })
    });
    let results: Vec<(String, Value)> = futures_util::future::join_all(joiners)
        .await
        .into_iter()
        .map(|r| r.unwrap())
        .collect();
    let mut games: BTreeMap<String, BTreeSet<u64>> = BTreeMap::new();
    let mut tokens = BTreeSet::new();
    for (_, v) in &results {
        let game = v["game"].as_str().unwrap().to_string();
        let seat = v["seat"].as_u64().unwrap();
        assert!(seat < 4, "{v}");
        assert!(
            games.entry(game).or_default().insert(seat),
            "a seat handed out twice: {v}"
        );
        assert!(tokens.insert(v["token"].as_str().unwrap().to_string()));
    }
    assert_eq!(games.len(), 50, "200 players in 4-player games");
    assert!(games.values().all(|seats| seats.len() == 4));
    // Every token is its seat's in its game, on either process; the
    // tickets keep answering the same game.
    for (i, (ticket, v)) in results.iter().enumerate() {
        let game = v["game"].as_str().unwrap();
        let (st, view) = get(
            addrs[i % 2],
            &format!(
                "/api/games/{game}/view?token={}",
                v["token"].as_str().unwrap()
            ),
        )
        .await;
        assert_eq!(st, 200, "{view}");
        assert_eq!(view["viewer"], v["seat"]);
        let (st, again) = poll(addrs[(i + 1) % 2], ticket).await;
        assert_eq!((st, &again["game"]), (200, &v["game"]));
    }
    let (game, _) = games.iter().next().unwrap();
    let players: Vec<&str> = results
        .iter()
        .filter(|(_, v)| v["game"] == game.as_str())
        .map(|(_, v)| v["token"].as_str().unwrap())
        .collect();
    act_once(addrs[1], game, &players).await;
    a.shutdown().await;
    b.shutdown().await;
}
