//! The defects of the outside audit (issue 26), each over real sockets: a
//! seat's stream after `join`, joining a held seat, spectators locking
//! seats out, error shapes, hints per seat.

mod common;
use common::*;
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use std::net::SocketAddr;
use std::time::Duration;
use tokio_tungstenite::tungstenite::protocol::frame::coding::{Data, OpCode};
use tokio_tungstenite::tungstenite::protocol::frame::Frame;
use tokio_tungstenite::tungstenite::Message;

fn tokens(c: &Value) -> Vec<String> {
    c["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["token"].as_str().unwrap().to_string())
        .collect()
}

/// The next frame: a text frame as JSON, or the close frame's code and
/// reason as `{"close":code,"reason":…}`; `None` when the stream ends.
async fn frame(ws: &mut Ws) -> Option<Value> {
    loop {
        let m = tokio::time::timeout(Duration::from_secs(20), ws.next())
            .await
            .expect("a frame within 20 s")?;
        match m {
            Ok(Message::Text(t)) => return Some(serde_json::from_str(&t).unwrap()),
            Ok(Message::Close(c)) => {
                return Some(match c {
                    Some(c) => json!({"close": u16::from(c.code), "reason": c.reason.to_string()}),
                    None => json!({"close": null}),
                })
            }
            Ok(_) => continue,
            Err(_) => return None,
        }
    }
}

/// Frames until the close frame (or the end); returns them all.
async fn until_closed(ws: &mut Ws) -> Vec<Value> {
    let mut out = Vec::new();
    while let Some(f) = frame(ws).await {
        let closed = f.get("close").is_some();
        out.push(f);
        if closed {
            break;
        }
    }
    out
}

/// Defects 1 and 2: the invite holder of a seat that has its page open
/// keeps the seat (a stranger cannot `join` it), and neither can a seat
/// whose holder polls it over HTTP; a seat nobody holds can be joined, and
/// then its old link opens nothing any more.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_held_seat_cannot_be_joined_and_a_replaced_link_opens_nothing() {
    let (server, _db) = server("join-held").await;
    let addr = server.addr;
    let c = create(
        addr,
        r#"{"seats":["human","human","human","greedy"],"public":true}"#,
    )
    .await;
    let game = c["game"].as_str().unwrap();
    let t = tokens(&c);
    // Seat 1's friend opened the invite link and is thinking.
    let mut friend = Client::connect(addr, &format!("/ws/games/{game}?token={}", t[1])).await;
    assert_eq!(friend.until("full").await["seat"], 1);
    // Seat 2's friend only looks at the page over HTTP.
    let (st, _) = get(addr, &format!("/api/games/{game}/legal?token={}", t[2])).await;
    assert_eq!(st, 200);
    let (st, j) = post(addr, &format!("/api/games/{game}/join"), "").await;
    assert_eq!(
        (st, j["code"].as_str()),
        (422, Some("illegal")),
        "no seat may be joined while its holders are there: {j}"
    );
    // The friend's socket goes on; its seat is its own.
    friend.send_text(r#"{"t":"ping"}"#).await;
    friend.until("pong").await;
    let (st, _) = get(addr, &format!("/api/games/{game}/legal?token={}", t[1])).await;
    assert_eq!(st, 200);
    server.shutdown().await;

    // A seat nobody holds is joined: its old link is refused everywhere.
    let (server, _db) = common::server("join-free").await;
    let addr = server.addr;
    let c = create(
        addr,
        r#"{"seats":["human","human","greedy"],"public":true}"#,
    )
    .await;
    let game = c["game"].as_str().unwrap();
    let t = tokens(&c);
    let (st, j) = post(addr, &format!("/api/games/{game}/join"), "").await;
    assert_eq!(st, 200, "{j}");
    assert_eq!(j["seat"], 1);
    let (st, _, _) = http_raw(
        addr,
        "GET",
        &format!("/ws/games/{game}?token={}", t[1]),
        None,
        &[],
    )
    .await;
    assert_eq!(st, 403, "the old link opens no socket");
    let (st, _) = get(addr, &format!("/api/games/{game}/view?token={}", t[1])).await;
    assert_eq!(st, 403);
    let mut joined = Client::connect(
        addr,
        &format!("/ws/games/{game}?token={}", j["token"].as_str().unwrap()),
    )
    .await;
    assert_eq!(joined.until("full").await["seat"], 1);
    server.shutdown().await;
}

/// Defect 4: spectators have their own caps; a seat always connects (up
/// to its own small cap of tabs).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn spectators_never_lock_a_seat_out() {
    let db = temp_db("spectators");
    let cfg = marrakesh_server::Config {
        spectators_per_game: 20,
        ..config(db)
    };
    let server = marrakesh_server::start(cfg).await.unwrap();
    let addr = server.addr;
    let c = create(addr, r#"{"seats":["human","human"]}"#).await;
    let game = c["game"].as_str().unwrap();
    let t = tokens(&c);
    let key = c["spectator_key"].as_str().unwrap();
    let mut crowd = Vec::new();
    for _ in 0..20 {
        let mut s = Client::connect(addr, &format!("/ws/games/{game}?spectate={key}")).await;
        s.until("full").await;
        crowd.push(s);
    }
    // The 21st spectator is refused, with a reason and a close frame.
    let mut extra = Client::connect(addr, &format!("/ws/games/{game}?spectate={key}")).await;
    let fs = until_closed(&mut extra.ws).await;
    assert_eq!(fs[0]["code"], "busy", "{fs:?}");
    assert_eq!(fs.last().unwrap()["close"], 1008, "{fs:?}");
    // Both seats connect, up to 4 tabs each.
    let mut tabs = Vec::new();
    for (seat, token) in t.iter().enumerate() {
        for _ in 0..4 {
            let mut s = Client::connect(addr, &format!("/ws/games/{game}?token={token}")).await;
            assert_eq!(s.until("full").await["seat"], seat);
            tabs.push(s);
        }
    }
    let mut fifth = Client::connect(addr, &format!("/ws/games/{game}?token={}", t[0])).await;
    let fs = until_closed(&mut fifth.ws).await;
    assert_eq!(fs[0]["code"], "busy", "{fs:?}");
    let (_, sum) = get(addr, &format!("/api/games/{game}")).await;
    assert_eq!(sum["spectators"], 20, "{sum}");
    assert_eq!(sum["seats"][0]["online"], true);
    server.shutdown().await;
}

/// Defect 7: errors in the shape of docs/server.md everywhere.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_error_is_one_line_of_json_and_oversized_messages_get_too_big() {
    let (server, _db) = server("errors").await;
    let addr = server.addr;
    let c = create(addr, r#"{"seats":["human","human"]}"#).await;
    let game = c["game"].as_str().unwrap();
    let t = tokens(&c);
    let cases: Vec<(&str, String, u16, &str)> = vec![
        ("GET", "/api/games/%ff%fe".into(), 400, "bad_json"),
        (
            "GET",
            format!("/api/games/{game}/view?token=%ff"),
            403,
            "bad_token",
        ),
        ("DELETE", format!("/api/games/{game}"), 405, "not_found"),
        (
            "GET",
            format!("/ws/games/{game}?token={}", t[0]),
            400,
            "bad_json",
        ),
    ];
    for (method, path, status, code) in cases {
        let (st, hs, text) = http_raw(addr, method, &path, None, &[]).await;
        let v: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
        assert_eq!(
            (st, v["code"].as_str()),
            (status, Some(code)),
            "{method} {path}: {text}"
        );
        assert!(
            hs.iter()
                .any(|(k, v)| k == "content-type" && v == "application/json"),
            "{hs:?}"
        );
        assert!(!text.trim_end().contains('\n'));
    }
    // Counts are counted in full.
    let seats = vec!["human"; 1000];
    let (st, e) = post(addr, "/api/games", &json!({ "seats": seats }).to_string()).await;
    assert_eq!((st, e["code"].as_str()), (400, Some("bad_setup")), "{e}");
    assert!(
        e["message"].as_str().unwrap().starts_with("1000 players"),
        "{e}"
    );
    // Over the WebSocket: a message over 64 KiB, and one that is not
    // UTF-8, get an `err` and a close frame.
    let path = format!("/ws/games/{game}?token={}", t[0]);
    let mut ws = Client::connect(addr, &path).await;
    ws.until("full").await;
    let big = format!(r#"{{"t":"ping","x":"{}"}}"#, "a".repeat(70 * 1024));
    let _ = ws.ws.send(Message::text(big)).await;
    let fs = until_closed(&mut ws.ws).await;
    assert_eq!(fs[0]["t"], "err", "{fs:?}");
    assert_eq!(fs[0]["code"], "too_big", "{fs:?}");
    assert_eq!(fs.last().unwrap()["close"], 1009, "{fs:?}");
    let mut ws = Client::connect(addr, &path).await;
    ws.until("full").await;
    let bad = Frame::message(vec![b'{', 0xff, 0xfe, b'}'], OpCode::Data(Data::Text), true);
    let _ = ws.ws.send(Message::Frame(bad)).await;
    let fs = until_closed(&mut ws.ws).await;
    assert_eq!(fs[0]["code"], "bad_json", "{fs:?}");
    assert_eq!(fs.last().unwrap()["close"], 1007, "{fs:?}");
    // The game is unchanged, and the seat connects again.
    let (_, sum) = get(addr, &format!("/api/games/{game}")).await;
    assert_eq!(sum["seq"], 0);
    let mut ws = Client::connect(addr, &path).await;
    ws.until("full").await;
    server.shutdown().await;
}

async fn hint(addr: SocketAddr, game: &str, token: &str) -> (u16, Value) {
    get(addr, &format!("/api/games/{game}/hint?token={token}")).await
}

/// Suspected defect: one hint slot for the whole server. Now one hint at a
/// time per seat, `hints_at_once` in the server.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hints_are_one_at_a_time_per_seat_not_per_server() {
    let db = temp_db("hints");
    let cfg = marrakesh_server::Config {
        hints_at_once: 3,
        ..config(db)
    };
    let server = marrakesh_server::start(cfg).await.unwrap();
    let addr = server.addr;
    let c = create(addr, r#"{"seats":["human","human"],"seed":3}"#).await;
    let game = c["game"].as_str().unwrap();
    let t = tokens(&c);
    // Both seats at once: both get their hints.
    let (a, b) = tokio::join!(hint(addr, game, &t[0]), hint(addr, game, &t[1]));
    assert_eq!(a.0, 200, "{}", a.1);
    assert_eq!(b.0, 200, "{}", b.1);
    // One seat twice at once: the second is told to wait.
    let (a, b) = tokio::join!(hint(addr, game, &t[0]), async {
        tokio::time::sleep(Duration::from_millis(100)).await;
        hint(addr, game, &t[0]).await
    });
    assert_eq!(a.0, 200, "{}", a.1);
    assert_eq!((b.0, b.1["code"].as_str()), (503, Some("busy")), "{}", b.1);
    server.shutdown().await;
}

/// Writes `bytes` on a fresh connection, then reads until the server
/// closes it; returns what it answered and how long it took (`None`: still
/// open after `wait`).
async fn answer_of(addr: SocketAddr, bytes: &[u8], wait: Duration) -> Option<(String, Duration)> {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut s = tokio::net::TcpStream::connect(addr).await.unwrap();
    let t = std::time::Instant::now();
    s.write_all(bytes).await.unwrap();
    let mut out = Vec::new();
    let mut buf = [0u8; 4096];
    loop {
        match tokio::time::timeout_at((t + wait).into(), s.read(&mut buf)).await {
            Err(_) => return None,
            Ok(Ok(0)) | Ok(Err(_)) => break,
            Ok(Ok(n)) => out.extend_from_slice(&buf[..n]),
        }
    }
    Some((String::from_utf8_lossy(&out).into_owned(), t.elapsed()))
}

fn status_and_body(answer: &str) -> (u16, Value) {
    let (head, body) = answer.split_once("\r\n\r\n").unwrap_or((answer, ""));
    let status = head
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    (status, serde_json::from_str(body).unwrap_or(Value::Null))
}

/// Defect 3: connections that send nothing, half a head, part of a body,
/// or nothing more after an answer are closed after their timeouts.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn silent_and_half_open_connections_are_closed() {
    let db = temp_db("timeouts");
    let cfg = marrakesh_server::Config {
        header_read_timeout: Duration::from_millis(500),
        body_read_timeout: Duration::from_millis(500),
        idle_timeout: Duration::from_millis(1000),
        ..config(db)
    };
    let server = marrakesh_server::start(cfg).await.unwrap();
    let addr = server.addr;
    let wait = Duration::from_secs(5);
    let (text, took) = answer_of(addr, b"", wait)
        .await
        .expect("a silent connection is closed");
    assert!(took < Duration::from_secs(3), "{took:?} {text}");
    let (_, took) = answer_of(addr, b"GET /api/catalog HTTP/1.1\r\nHost: x\r\n", wait)
        .await
        .expect("half a head is closed");
    assert!(took < Duration::from_secs(3), "{took:?}");
    // A body declared and not sent: 408 in the error shape.
    let (text, _) = answer_of(
        addr,
        b"POST /api/games HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n{\"seat",
        wait,
    )
    .await
    .expect("half a body is closed");
    let (st, v) = status_and_body(&text);
    assert_eq!((st, v["code"].as_str()), (408, Some("timeout")), "{text}");
    // 10 MB declared on a route that reads no body, 7 bytes sent.
    let (text, _) = answer_of(
        addr,
        b"POST /api/games/abc/join HTTP/1.1\r\nHost: x\r\nContent-Length: 10485760\r\n\r\n1234567",
        wait,
    )
    .await
    .expect("a body that never comes is not waited for");
    assert!(text.starts_with("HTTP/1.1 "), "{text}");
    // Kept alive after an answer, then silent: closed.
    let (text, took) = answer_of(addr, b"GET /api/catalog HTTP/1.1\r\nHost: x\r\n\r\n", wait)
        .await
        .expect("an idle kept-alive connection is closed");
    assert!(text.starts_with("HTTP/1.1 200"), "{}", &text[..40]);
    assert!(took < Duration::from_secs(3), "{took:?}");
    // A URI too large: the error shape too.
    let long = format!(
        "GET /api/games/{} HTTP/1.1\r\nHost: x\r\n\r\n",
        "a".repeat(10_000)
    );
    let (text, _) = answer_of(addr, long.as_bytes(), wait).await.unwrap();
    let (st, v) = status_and_body(&text);
    assert_eq!((st, v["code"].as_str()), (414, Some("too_big")), "{text}");
    let mut many = String::from("GET /api/catalog HTTP/1.1\r\nHost: x\r\n");
    for i in 0..150 {
        many.push_str(&format!("X-{i}: {i}\r\n"));
    }
    many.push_str("\r\n");
    // What hyper cannot parse gets hyper's own answer: the status, no JSON.
    let (text, _) = answer_of(addr, many.as_bytes(), wait).await.unwrap();
    assert!(
        text.starts_with("HTTP/1.1 431 Request Header Fields Too Large\r\n"),
        "{text}"
    );
    let (text, _) = answer_of(addr, b"BR@KEN\r\n\r\n", wait).await.unwrap();
    assert!(text.starts_with("HTTP/1.1 400 Bad Request\r\n"), "{text}");
    server.shutdown().await;
}

/// Defect 3: a cap on connections per address and one in all; a
/// WebSocket keeps its place until it closes.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn connections_are_capped_per_address_and_in_all() {
    use tokio::io::AsyncWriteExt;
    let db = temp_db("caps");
    let cfg = marrakesh_server::Config {
        max_connections_per_ip: 4,
        ..config(db)
    };
    let server = marrakesh_server::start(cfg).await.unwrap();
    let addr = server.addr;
    let c = create(addr, r#"{"seats":["human","human"]}"#).await;
    let game = c["game"].as_str().unwrap();
    let t = tokens(&c);
    let mut ws = Client::connect(addr, &format!("/ws/games/{game}?token={}", t[0])).await;
    ws.until("full").await;
    let mut held = Vec::new();
    for _ in 0..3 {
        held.push(tokio::net::TcpStream::connect(addr).await.unwrap());
    }
    tokio::time::sleep(Duration::from_millis(100)).await;
    let (text, _) = answer_of(
        addr,
        b"GET /api/catalog HTTP/1.1\r\nHost: x\r\n\r\n",
        Duration::from_secs(5),
    )
    .await
    .expect("refused at once");
    let (st, v) = status_and_body(&text);
    assert_eq!((st, v["code"].as_str()), (503, Some("busy")), "{text}");
    // One place freed: served again.
    let mut one = held.pop().unwrap();
    one.shutdown().await.unwrap();
    drop(one);
    let mut served = false;
    for _ in 0..50 {
        tokio::time::sleep(Duration::from_millis(50)).await;
        let (text, _) = answer_of(
            addr,
            b"GET /api/catalog HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
            Duration::from_secs(5),
        )
        .await
        .unwrap();
        if text.starts_with("HTTP/1.1 200") {
            served = true;
            break;
        }
    }
    assert!(served, "a freed place is taken again");
    // The WebSocket still counts: closing it frees a place too.
    ws.send_text(r#"{"t":"ping"}"#).await;
    ws.until("pong").await;
    server.shutdown().await;

    let db = temp_db("caps-total");
    let cfg = marrakesh_server::Config {
        max_connections: 3,
        ..config(db)
    };
    let server = marrakesh_server::start(cfg).await.unwrap();
    let addr = server.addr;
    let mut held = Vec::new();
    for _ in 0..3 {
        held.push(tokio::net::TcpStream::connect(addr).await.unwrap());
    }
    tokio::time::sleep(Duration::from_millis(100)).await;
    let (text, _) = answer_of(
        addr,
        b"GET /api/catalog HTTP/1.1\r\nHost: x\r\n\r\n",
        Duration::from_secs(5),
    )
    .await
    .expect("refused at once");
    assert_eq!(status_and_body(&text).0, 503, "{text}");
    drop(held);
    server.shutdown().await;
}

async fn summary(addr: SocketAddr, game: &str) -> Value {
    let (st, v) = get(addr, &format!("/api/games/{game}")).await;
    assert_eq!(st, 200, "{v}");
    v
}

/// Defect 8: the zombie countdown (a seat pending with nobody connected)
/// goes on when the game is evicted from memory and when the server
/// restarts.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_zombie_countdown_survives_eviction_and_restarts() {
    let db = temp_db("zombie-kept");
    let cfg = marrakesh_server::Config {
        zombie_after: Duration::from_secs(4),
        idle_evict: Duration::from_millis(200),
        ..config(db.clone())
    };
    let server = marrakesh_server::start(cfg.clone()).await.unwrap();
    let addr = server.addr;
    let c = create(addr, r#"{"seats":["human","human"]}"#).await;
    let game = c["game"].as_str().unwrap().to_string();
    let t = tokens(&c);
    assert_eq!(summary(addr, &game).await["seats"][1]["away_s"], 0);
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(server.live_games(), 0, "the idle game was evicted");
    let s = summary(addr, &game).await;
    assert!(s["seats"][1]["away_s"].as_u64().unwrap() >= 1, "{s}");
    server.shutdown().await;
    let server = marrakesh_server::start(cfg).await.unwrap();
    let addr = server.addr;
    let s = summary(addr, &game).await;
    let away = s["seats"][1]["away_s"].as_u64().unwrap();
    assert!(away >= 1, "the countdown goes on after a restart: {s}");
    // It runs out on time: the host hands the seat to a bot.
    let url = format!("/api/games/{game}/seats/1/controller?token={}", t[0]);
    tokio::time::sleep(Duration::from_secs(4 - away.min(4) + 1)).await;
    let (st, r) = post(addr, &url, r#"{"controller":"greedy"}"#).await;
    assert_eq!(st, 200, "{r}");
    // A connected seat has no countdown.
    let mut ws = Client::connect(addr, &format!("/ws/games/{game}?token={}", t[0])).await;
    ws.until("full").await;
    let s = summary(addr, &game).await;
    assert!(s["seats"][0]["away_s"].is_null(), "{s}");
    server.shutdown().await;
}

/// Defect 9: at startup only the games in which a bot must move are
/// loaded; the others wait for their first request.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn startup_loads_only_games_where_a_bot_must_move() {
    let db = temp_db("wake");
    let cfg = marrakesh_server::Config {
        bot_delay: Duration::from_secs(60),
        ..config(db.clone())
    };
    let server = marrakesh_server::start(cfg.clone()).await.unwrap();
    let addr = server.addr;
    let mut humans = Vec::new();
    for _ in 0..3 {
        humans.push(create(addr, r#"{"seats":["human","human"]}"#).await);
    }
    // The bot decides its setup at once (and waits 60 s to play it).
    let bot = create(addr, r#"{"seats":["human","greedy"]}"#).await;
    server.shutdown().await;
    let server = marrakesh_server::start(cfg).await.unwrap();
    assert_eq!(server.live_games(), 1, "only the bot's game is resumed");
    let s = summary(server.addr, bot["game"].as_str().unwrap()).await;
    assert_eq!(s["seats"][1]["pending"], true, "{s}");
    // The others load on their first request.
    let g = humans[0]["game"].as_str().unwrap();
    assert_eq!(summary(server.addr, g).await["seq"], 0);
    assert_eq!(server.live_games(), 2);
    server.shutdown().await;
}

/// The schema of the first release (no `games.wake`, no
/// `seats.away_since`), as a file of it looks.
const OLD_SCHEMA: &str = "
CREATE TABLE games (id TEXT PRIMARY KEY, setup TEXT NOT NULL, seed_sha256 TEXT NOT NULL,
    options TEXT NOT NULL, status TEXT NOT NULL, public INTEGER NOT NULL,
    spectator_sha256 TEXT NOT NULL, created_at INTEGER NOT NULL, last_at INTEGER NOT NULL);
CREATE TABLE seats (game TEXT NOT NULL REFERENCES games(id), seat INTEGER NOT NULL,
    kind TEXT NOT NULL, token_sha256 TEXT, controller TEXT NOT NULL, claimed INTEGER NOT NULL,
    PRIMARY KEY (game, seat));
CREATE TABLE log (game TEXT NOT NULL REFERENCES games(id), seq INTEGER NOT NULL,
    seat INTEGER NOT NULL, entry TEXT NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (game, seq));
CREATE INDEX games_status ON games(status);
";

/// The schema change of defect 8 upgrades an existing file in place: its
/// games load and play on.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_database_of_the_old_schema_is_upgraded_in_place() {
    let new_db = temp_db("schema-new");
    let server = marrakesh_server::start(config(new_db.clone()))
        .await
        .unwrap();
    let addr = server.addr;
    let c = create(addr, r#"{"seats":["human","human"],"seed":5}"#).await;
    let game = c["game"].as_str().unwrap().to_string();
    let t = tokens(&c);
    let (_, l) = get(addr, &format!("/api/games/{game}/legal?token={}", t[0])).await;
    let (st, _) = post(
        addr,
        &format!("/api/games/{game}/actions?token={}", t[0]),
        &l["actions"][0].to_string(),
    )
    .await;
    assert_eq!(st, 200);
    let view = get(addr, &format!("/api/games/{game}/view?token={}", t[0]))
        .await
        .1;
    server.shutdown().await;
    // The same game in a file of the old schema.
    let old_db = temp_db("schema-old");
    {
        let conn = rusqlite::Connection::open(&old_db).unwrap();
        conn.execute_batch(OLD_SCHEMA).unwrap();
        conn.execute("ATTACH ?1 AS new", [new_db.to_str().unwrap()])
            .unwrap();
        conn.execute_batch(
            "INSERT INTO games SELECT id, setup, seed_sha256, options, status, public, spectator_sha256, created_at, last_at FROM new.games;
             INSERT INTO seats SELECT game, seat, kind, token_sha256, controller, claimed FROM new.seats;
             INSERT INTO log SELECT game, seq, seat, entry, at FROM new.log;",
        )
        .unwrap();
    }
    let server = marrakesh_server::start(config(old_db.clone()))
        .await
        .unwrap();
    let addr = server.addr;
    let again = get(addr, &format!("/api/games/{game}/view?token={}", t[0]))
        .await
        .1;
    assert_eq!(again, view, "the game as it was");
    let (_, l) = get(addr, &format!("/api/games/{game}/legal?token={}", t[1])).await;
    let (st, r) = post(
        addr,
        &format!("/api/games/{game}/actions?token={}", t[1]),
        &l["actions"][0].to_string(),
    )
    .await;
    assert_eq!((st, r["seq"].as_u64()), (200, Some(2)), "{r}");
    server.shutdown().await;
    let conn = rusqlite::Connection::open(&old_db).unwrap();
    let v: i64 = conn
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    assert_eq!(v, 1);
    let wake: i64 = conn
        .query_row("SELECT wake FROM games", [], |r| r.get(0))
        .unwrap();
    assert_eq!(wake, 0, "no bot must move in a game of two humans");
}

/// Plays `game` to its end over HTTP with the first legal action of
/// `token`'s seat (the other seats are bots).
async fn play_to_end(addr: SocketAddr, game: &str, token: &str) {
    loop {
        let (_, l) = get(addr, &format!("/api/games/{game}/legal?token={token}")).await;
        if l["game_over"] == true {
            return;
        }
        match l["actions"].as_array().and_then(|a| a.first()) {
            Some(a) => {
                let (st, r) = post(
                    addr,
                    &format!("/api/games/{game}/actions?token={token}"),
                    &a.to_string(),
                )
                .await;
                assert!(st == 200 || st == 409, "{r}");
            }
            None => tokio::time::sleep(Duration::from_millis(2)).await,
        }
    }
}

/// Defect 5: steps are built only for audiences that listen (or just
/// left), the rings are bounded in bytes, a finished game leaves memory
/// promptly, and the games in memory are capped (the idle ones make room).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn memory_is_bounded() {
    let db = temp_db("memory");
    let cfg = marrakesh_server::Config {
        over_linger: Duration::from_millis(300),
        max_live_games: 3,
        ..config(db)
    };
    let server = marrakesh_server::start(cfg).await.unwrap();
    let addr = server.addr;
    let c = create(
        addr,
        r#"{"seats":["human","human","human","human"],"modules":["all"],"seed":4}"#,
    )
    .await;
    let game = c["game"].as_str().unwrap();
    let t = tokens(&c);
    let mut done = 0;
    while done < 40 {
        for tok in &t {
            let (_, l) = get(addr, &format!("/api/games/{game}/legal?token={tok}")).await;
            if let Some(a) = l["actions"].as_array().and_then(|a| a.first()) {
                let (st, r) = post(
                    addr,
                    &format!("/api/games/{game}/actions?token={tok}"),
                    &a.to_string(),
                )
                .await;
                assert_eq!(st, 200, "{r}");
                done += 1;
            }
        }
    }
    assert_eq!(server.buffered_bytes(), 0, "nobody listens: no steps kept");
    // One seat listens: its steps only, at most RING_BYTES.
    let mut ws = Client::connect(addr, &format!("/ws/games/{game}?token={}", t[0])).await;
    ws.until("full").await;
    let mut done = 0;
    while done < 40 {
        for tok in &t {
            let (_, l) = get(addr, &format!("/api/games/{game}/legal?token={tok}")).await;
            if let Some(a) = l["actions"].as_array().and_then(|a| a.first()) {
                let (st, _) = post(
                    addr,
                    &format!("/api/games/{game}/actions?token={tok}"),
                    &a.to_string(),
                )
                .await;
                assert_eq!(st, 200);
                done += 1;
            }
        }
    }
    let kept = server.buffered_bytes();
    assert!(
        kept > 0 && kept <= marrakesh_server::audience::RING_BYTES,
        "{kept}"
    );
    drop(ws);
    // A finished game leaves memory soon after.
    let f = create(addr, r#"{"seats":["human","random"],"seed":8}"#).await;
    let fg = f["game"].as_str().unwrap();
    play_to_end(addr, fg, &tokens(&f)[0]).await;
    let mut gone = false;
    for _ in 0..40 {
        tokio::time::sleep(Duration::from_millis(100)).await;
        if server.live_games() <= 1 {
            gone = true;
            break;
        }
    }
    assert!(
        gone,
        "the finished game left memory: {} live",
        server.live_games()
    );
    let (_, s) = get(addr, &format!("/api/games/{fg}")).await;
    assert_eq!(s["status"], "over", "and loads again when asked: {s}");
    // At most 3 games in memory: the idle ones make room.
    let mut ids = Vec::new();
    for _ in 0..4 {
        ids.push(create(addr, r#"{"seats":["human","human"]}"#).await);
    }
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert!(server.live_games() <= 3, "{} live", server.live_games());
    for g in &ids {
        let (st, _) = get(addr, &format!("/api/games/{}", g["game"].as_str().unwrap())).await;
        assert_eq!(st, 200);
    }
    // Three games with sockets: no room for a fourth.
    let mut held = Vec::new();
    for g in &ids[..3] {
        let id = g["game"].as_str().unwrap();
        let mut ws = Client::connect(addr, &format!("/ws/games/{id}?token={}", tokens(g)[0])).await;
        ws.until("full").await;
        held.push(ws);
    }
    tokio::time::sleep(Duration::from_millis(200)).await;
    let (st, e) = post(addr, "/api/games", r#"{"seats":["human","human"]}"#).await;
    assert_eq!((st, e["code"].as_str()), (503, Some("busy")), "{e}");
    server.shutdown().await;
}

/// Defect 6: the lobby is served from memory (no storage request per
/// poll), and it follows the games: a seat whose invitee is connected is
/// not offered, a joined seat leaves it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lobby_is_served_from_memory_and_follows_the_games() {
    let (server, _db) = server("lobby-cache").await;
    let addr = server.addr;
    let c = create(addr, r#"{"seats":["human","human","human"],"public":true}"#).await;
    let game = c["game"].as_str().unwrap();
    let t = tokens(&c);
    let (_, lobby) = get(addr, "/api/games?open=true").await;
    assert_eq!(lobby["games"][0]["free_seats"], json!([1, 2]), "{lobby}");
    let before = server.store_requests();
    for _ in 0..100 {
        let (st, _) = get(addr, "/api/games?open=true").await;
        assert_eq!(st, 200);
    }
    assert_eq!(
        server.store_requests(),
        before,
        "no storage request per poll"
    );
    let mut friend = Client::connect(addr, &format!("/ws/games/{game}?token={}", t[1])).await;
    friend.until("full").await;
    let (_, lobby) = get(addr, "/api/games?open=true").await;
    assert_eq!(lobby["games"][0]["free_seats"], json!([2]), "{lobby}");
    let (st, j) = post(addr, &format!("/api/games/{game}/join"), "").await;
    assert_eq!((st, j["seat"].as_u64()), (200, Some(2)), "{j}");
    let (_, lobby) = get(addr, "/api/games?open=true").await;
    assert_eq!(lobby["games"], json!([]), "{lobby}");
    // After a restart the lobby is read once from the store.
    drop(friend);
    let c2 = create(addr, r#"{"seats":["human","human"],"public":true}"#).await;
    let db = _db.clone();
    server.shutdown().await;
    let server = marrakesh_server::start(config(db)).await.unwrap();
    let (_, lobby) = get(server.addr, "/api/games?open=true").await;
    // The newest first; the friend never acted and left: seat 1 is free.
    assert_eq!(lobby["games"][0]["game"], c2["game"], "{lobby}");
    assert_eq!(lobby["games"][1]["game"], game, "{lobby}");
    assert_eq!(lobby["games"][1]["free_seats"], json!([1]), "{lobby}");
    server.shutdown().await;
}
