//! The store's contract, checked against both backends: SQLite (a file)
//! and PostgreSQL (a real server: `MARRAKESH_TEST_POSTGRES`, see
//! `postgres_url`), never a mock. Then whole games over real sockets on a
//! server whose games are in PostgreSQL, across a restart.

mod common;
use common::*;
use marrakesh_server::store::postgres::Postgres;
use marrakesh_server::store::sqlite::Sqlite;
use marrakesh_server::store::*;

fn seat(n: u8, kind: &str) -> StoredSeat {
    let c = marrakesh_bots::Controller::parse(kind).unwrap();
    StoredSeat {
        seat: n,
        kind: SeatKind::of(c),
        token_sha256: (kind == "human").then(|| format!("sha{n}")),
        controller: c,
        claimed: false,
        away_since: None,
        name: None,
    }
}

fn game(id: &str, created_at: i64, public: bool) -> NewGame {
    NewGame {
        id: id.into(),
        setup: format!("{{\"setup\":\"{id}\"}}"),
        seed_sha256: "seedsha".into(),
        options: GameOptions {
            players: 2,
            turn_limit_s: Some(60),
            ..GameOptions::default()
        },
        public,
        spectator_sha256: "spec".into(),
        seats: vec![
            StoredSeat {
                name: Some("Ana".into()),
                ..seat(0, "human")
            },
            seat(1, "greedy"),
        ],
        created_at,
    }
}

fn entry(id: &str, seq: u64, at: i64) -> Append {
    Append::Entry {
        game: id.into(),
        row: LogRow {
            seq,
            seat: (seq % 2) as u8,
            entry: LogEntry::Undo {
                count: seq as usize,
            },
            at,
        },
        wake: seq % 2 == 1,
    }
}

/// Every promise of the `Store` trait the server relies on.
fn contract(store: &mut dyn Store) {
    store.ping().expect("ping");
    store.create(&game("g1", 1000, true)).unwrap();
    store.create(&game("g2", 2000, false)).unwrap();
    assert!(matches!(
        store.create(&game("g1", 3000, true)),
        Err(StoreError::Conflict(_))
    ));
    // A batch: each entry alone; a second writer of a seq fails alone.
    let r = store.append(&[
        entry("g1", 1, 1100),
        entry("g1", 2, 1200),
        entry("g1", 2, 1300),
        entry("nope", 1, 1300),
        entry("g1", 3, 1400),
    ]);
    assert!(r[0].is_ok() && r[1].is_ok() && r[4].is_ok(), "{r:?}");
    assert!(matches!(r[2], Err(StoreError::Conflict(_))), "{r:?}");
    assert!(
        matches!(r[3], Err(StoreError::Conflict(_))),
        "an unknown game: {r:?}"
    );
    // Moves alone, all good: stored in order, the game's last activity
    // and wake from its last move (seq 2: no bot must move).
    store.create(&game("g4", 4000, false)).unwrap();
    let r = store.append(&[entry("g4", 1, 4100), entry("g4", 2, 4200)]);
    assert!(r.iter().all(Result::is_ok), "{r:?}");
    let g4 = store.load("g4").unwrap().expect("g4 stored");
    assert_eq!(
        g4.log.iter().map(|r| (r.seq, r.at)).collect::<Vec<_>>(),
        vec![(1, 4100), (2, 4200)]
    );
    assert!(!g4.wake, "the last move's wake");
    let r = store.append(&[
        Append::Seat {
            game: "g1".into(),
            seat: StoredSeat {
                claimed: true,
                token_sha256: Some("new".into()),
                ..seat(0, "human")
            },
        },
        Append::Away {
            game: "g1".into(),
            seat: 0,
            since: Some(1500),
        },
        Append::Name {
            game: "g1".into(),
            seat: 1,
            name: "Bot Bea".into(),
        },
        Append::Name {
            game: "g1".into(),
            seat: 0,
            name: "Ana B".into(),
        },
        Append::Chat {
            game: "g1".into(),
            row: ChatRow {
                id: 1,
                channel: ChatChannel::Seats,
                seat: Some(0),
                name: "Ana B".into(),
                text: "hello".into(),
                at: 1600,
            },
        },
        Append::Chat {
            game: "g1".into(),
            row: ChatRow {
                id: 2,
                channel: ChatChannel::Spectators,
                seat: None,
                name: "Watcher".into(),
                text: "hi".into(),
                at: 1700,
            },
        },
        Append::Chat {
            game: "g1".into(),
            row: ChatRow {
                id: 2,
                channel: ChatChannel::Seats,
                seat: Some(1),
                name: "x".into(),
                text: "again".into(),
                at: 1800,
            },
        },
        Append::Seat {
            game: "g1".into(),
            seat: seat(7, "human"),
        },
        Append::Status {
            game: "nope".into(),
            status: Status::Over,
        },
        Append::Wake {
            game: "g1".into(),
            wake: false,
        },
    ]);
    assert!(r[..6].iter().all(Result::is_ok), "{r:?}");
    assert!(matches!(r[6], Err(StoreError::Conflict(_))), "{r:?}");
    assert!(matches!(r[7], Err(StoreError::Conflict(_))), "{r:?}");
    assert!(matches!(r[8], Err(StoreError::Conflict(_))), "{r:?}");
    assert!(r[9].is_ok());

    let g = store.load("g1").unwrap().expect("g1 stored");
    assert_eq!(g.game.setup, "{\"setup\":\"g1\"}");
    assert_eq!(g.game.created_at, 1000);
    assert!(g.game.public);
    assert_eq!(g.status, Status::Running);
    assert!(!g.wake);
    assert_eq!(
        g.log.iter().map(|r| (r.seq, r.at)).collect::<Vec<_>>(),
        vec![(1, 1100), (2, 1200), (3, 1400)]
    );
    assert_eq!(g.log[0].entry, LogEntry::Undo { count: 1 });
    assert_eq!(g.game.seats.len(), 2);
    // Typed columns read back as written.
    assert_eq!(g.game.options, game("g1", 1000, true).options);
    assert_eq!(g.game.seats[1].kind, SeatKind::Bot("greedy"));
    assert_eq!(
        g.game.seats[1].controller,
        marrakesh_bots::Controller::parse("greedy").unwrap()
    );
    let s0 = &g.game.seats[0];
    assert!(s0.claimed);
    assert_eq!(s0.token_sha256.as_deref(), Some("new"));
    assert_eq!(s0.away_since, Some(1500));
    assert_eq!(s0.name.as_deref(), Some("Ana B"));
    assert_eq!(g.game.seats[1].name.as_deref(), Some("Bot Bea"));
    assert_eq!(
        g.chat
            .iter()
            .map(|c| (c.id, c.text.as_str()))
            .collect::<Vec<_>>(),
        vec![(1, "hello"), (2, "hi")]
    );
    assert_eq!(g.chat[1].seat, None);
    assert_eq!(g.chat[1].channel, ChatChannel::Spectators);
    assert!(store.load("nope").unwrap().is_none());

    // Running and a bot must move: g2 (new games wake), not g1 (wake off).
    assert_eq!(store.running().unwrap(), vec!["g2".to_string()]);
    // The lobby: public running games with an unclaimed human seat.
    assert!(
        store.open_games(10).unwrap().is_empty(),
        "g1's seat is claimed"
    );
    store.create(&game("g3", 3000, true)).unwrap();
    let open = store.open_games(10).unwrap();
    assert_eq!(open.len(), 1);
    assert_eq!(
        (open[0].game.as_str(), open[0].free_seats.clone()),
        ("g3", vec![0])
    );
    assert_eq!(open[0].options.players, 2);
    assert_eq!(open[0].options.turn_limit_s, Some(60));
    // Archiving: running games with no entry since `before`.
    assert_eq!(
        store.archive_idle(2500).unwrap(),
        2,
        "g1 (1400) and g2 (2000)"
    );
    assert_eq!(store.load("g1").unwrap().unwrap().status, Status::Archived);
    assert_eq!(store.running().unwrap(), vec!["g3".to_string()]);
    let r = store.append(&[Append::Status {
        game: "g1".into(),
        status: Status::Over,
    }]);
    assert!(r[0].is_ok());
    assert_eq!(store.load("g1").unwrap().unwrap().status, Status::Over);
    store.checkpoint().unwrap();
    store.ping().unwrap();
}

#[test]
fn the_sqlite_store_keeps_its_contract() {
    let mut s = Sqlite::open(&temp_db("store-contract")).unwrap();
    contract(&mut s);
}

/// The WAL reaches the database file without the writer checkpointing:
/// the checkpointer thread moves it there within a few of its rounds
/// (store/sqlite.rs), and the file reopens with every row.
#[test]
fn the_sqlite_wal_is_checkpointed_off_the_writer() {
    let path = temp_db("checkpointer");
    let main_len = || std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
    const ROWS: u64 = 30_000;
    {
        let mut s = Sqlite::open(&path).unwrap();
        s.create(&game("big", 1000, false)).unwrap();
        let before = main_len();
        // About 2 MB of rows: hundreds of pages, all in the WAL at first.
        let batch: Vec<Append> = (1..=ROWS)
            .map(|seq| Append::Entry {
                game: "big".into(),
                row: LogRow {
                    seq,
                    seat: 0,
                    entry: LogEntry::Undo { count: usize::MAX },
                    at: 1000 + seq as i64,
                },
                wake: false,
            })
            .collect();
        assert!(s.append(&batch).iter().all(|r| r.is_ok()));
        until_blocking(
            std::time::Duration::from_secs(20),
            &format!("the database file grows from {before} bytes by a checkpoint"),
            || (main_len() >= before + 1_000_000).then_some(()),
        );
    }
    let mut s = Sqlite::open(&path).unwrap();
    assert_eq!(s.load("big").unwrap().unwrap().log.len(), ROWS as usize);
}

#[test]
fn the_postgres_store_keeps_its_contract() {
    let Some(url) = common::postgres_url("contract") else {
        return;
    };
    let mut s = Postgres::open(&url).unwrap();
    contract(&mut s);
    // Opening again migrates nothing and finds everything.
    drop(s);
    let mut s = Postgres::open(&url).unwrap();
    s.ping().unwrap();
    assert_eq!(s.load("g1").unwrap().unwrap().log.len(), 3);
}

#[test]
fn a_postgres_store_reconnects_after_losing_its_connection() {
    let Some(url) = common::postgres_url("reconnect") else {
        return;
    };
    let mut s = Postgres::open(&url).unwrap();
    s.create(&game("g1", 1000, true)).unwrap();
    // The database ends every connection of ours (as a restart would).
    let mut admin = ::postgres::Client::connect(&url, ::postgres::NoTls).unwrap();
    admin
        .execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
            &[],
        )
        .unwrap();
    // At most one request fails, with a storage error (after it the store
    // drops the connection unless it still answers); then it works.
    let first = s.append(&[entry("g1", 1, 1100)]);
    if first[0].is_err() {
        assert!(matches!(first[0], Err(StoreError::Io(_))), "{first:?}");
        assert!(s.append(&[entry("g1", 1, 1100)])[0].is_ok());
    }
    assert_eq!(s.load("g1").unwrap().unwrap().log.len(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_on_postgres_plays_games_and_resumes_them_after_a_restart() {
    let Some(url) = common::postgres_url("server") else {
        return;
    };
    let cfg = || marrakesh_server::Config {
        postgres: Some(url.clone()),
        ..config(temp_db("unused"))
    };
    let server = marrakesh_server::start(cfg()).await.unwrap();
    let addr = server.addr;
    let (st, v) = get(addr, "/readyz").await;
    assert_eq!(st, 200, "{v}");
    let c = create(addr, r#"{"players":2,"seats":["human","greedy"],"seed":7}"#).await;
    let game = c["game"].as_str().unwrap().to_string();
    let token = c["seats"][0]["token"].as_str().unwrap().to_string();
    // A few actions over HTTP, then a restart.
    let mut seq = 0;
    for _ in 0..6 {
        seq = act_first(addr, &game, &token).await;
    }
    server.shutdown().await;
    let server = marrakesh_server::start(cfg()).await.unwrap();
    let addr = server.addr;
    let (st, sum) = get(addr, &format!("/api/games/{game}")).await;
    assert_eq!(st, 200, "{sum}");
    assert!(sum["seq"].as_u64().unwrap() >= seq, "{sum}");
    // To the end, over the WebSocket this time.
    let mut ws = Client::connect(addr, &format!("/ws/games/{game}?token={token}")).await;
    ws.until("full").await;
    loop {
        let legal = deciding(addr, &game, &token).await;
        if legal["game_over"] == true {
            break;
        }
        let actions = legal["actions"].as_array().unwrap();
        ws.send(&serde_json::json!({"t":"act","id":legal["seq"],"seq":legal["seq"],"action":actions[0]}))
            .await;
        loop {
            let f = ws.next().await.expect("open");
            if f["t"] == "ack" || f["t"] == "err" {
                break;
            }
        }
    }
    let (_, sum) = get(addr, &format!("/api/games/{game}")).await;
    assert_eq!(sum["status"], "over", "{sum}");
    assert!(sum["scores"].is_array(), "{sum}");
    server.shutdown().await;
    // Stored as over, with every action.
    let g = std::thread::spawn(move || Postgres::open(&url).unwrap().load(&game).unwrap().unwrap())
        .join()
        .unwrap();
    assert_eq!(g.status, Status::Over);
    assert_eq!(g.log.len() as u64, sum["seq"].as_u64().unwrap());
}

/// Plays the seat's first legal action over HTTP (waiting for the bot);
/// returns the new seq.
async fn act_first(addr: std::net::SocketAddr, game: &str, token: &str) -> u64 {
    let legal = deciding(addr, game, token).await;
    let (st, r) = http(
        addr,
        "POST",
        &format!("/api/games/{game}/actions?seq={}", legal["seq"]),
        Some(&legal["actions"][0].to_string()),
        &[("Authorization", &format!("Bearer {token}"))],
    )
    .await;
    assert_eq!(st, 200, "{r}");
    r["seq"].as_u64().unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_standby_server_takes_over_the_database_when_the_serving_one_stops() {
    let Some(url) = common::postgres_url("standby") else {
        return;
    };
    let cfg = || marrakesh_server::Config {
        postgres: Some(url.clone()),
        ..config(temp_db("unused"))
    };
    let a = marrakesh_server::start(cfg()).await.unwrap();
    // The second waits: it does not serve while the first does.
    const SESSIONS: &str =
        "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database()";
    let sessions = query_i64(&url, SESSIONS).await;
    let standby = tokio::spawn(marrakesh_server::start(cfg()));
    // It has connected (and asked to serve).
    until(
        std::time::Duration::from_secs(10),
        "the standby connects",
        || async { (query_i64(&url, SESSIONS).await > sessions).then_some(()) },
    )
    .await;
    let c = create(
        a.addr,
        r#"{"players":2,"seats":["human","greedy"],"seed":11}"#,
    )
    .await;
    let game = c["game"].as_str().unwrap().to_string();
    let token = c["seats"][0]["token"].as_str().unwrap().to_string();
    let mut seq = 0;
    for _ in 0..4 {
        seq = act_first(a.addr, &game, &token).await;
    }
    assert!(
        !standby.is_finished(),
        "the standby waits while the first serves"
    );
    let stopped = std::time::Instant::now();
    a.shutdown().await;
    let b = tokio::time::timeout(std::time::Duration::from_secs(10), standby)
        .await
        .expect("the standby takes over within seconds")
        .unwrap()
        .unwrap();
    assert!(stopped.elapsed() < std::time::Duration::from_secs(8));
    let (st, v) = get(b.addr, "/readyz").await;
    assert_eq!(st, 200, "{v}");
    // Every acknowledged action is there; the game goes on.
    let (st, sum) = get(b.addr, &format!("/api/games/{game}")).await;
    assert_eq!(st, 200, "{sum}");
    assert!(sum["seq"].as_u64().unwrap() >= seq, "{sum}");
    let next = act_first(b.addr, &game, &token).await;
    assert!(next > seq);
    b.shutdown().await;
}

/// Waits until `addr`'s summary of `game` satisfies `ok` (10 s at most).
async fn summary_until(
    addr: std::net::SocketAddr,
    game: &str,
    what: &str,
    ok: impl Fn(&serde_json::Value) -> bool,
) -> serde_json::Value {
    let path = format!("/api/games/{game}");
    until(std::time::Duration::from_secs(10), what, || async {
        let (st, sum) = get(addr, &path).await;
        assert_eq!(st, 200, "{sum}");
        ok(&sum).then_some(sum)
    })
    .await
}

/// Two `--cluster` servers on one database (docs/hosting.md): presence,
/// seats, chat and moves made on either are the other's at once. A seat
/// connected to one cannot be joined on the other; once it left, a join on
/// the other gives it a new token, the old link no longer holds it on
/// either, and the new one works on both; a chat line and the moves of two
/// people on two servers reach a spectator on the other.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_servers_in_a_cluster_share_presence_seats_chat_and_moves() {
    let Some(url) = common::postgres_url("cluster") else {
        return;
    };
    let cfg = || cluster(&url);
    let a = marrakesh_server::start(cfg()).await.unwrap();
    let b = marrakesh_server::start(cfg()).await.unwrap();
    let c = create(
        a.addr,
        r#"{"players":2,"seats":["human","human"],"public":true,"seed":3}"#,
    )
    .await;
    let game = c["game"].as_str().unwrap().to_string();
    let host = c["seats"][0]["token"].as_str().unwrap().to_string();
    let invite = c["seats"][1]["token"].as_str().unwrap().to_string();
    let key = c["spectator_key"].as_str().unwrap().to_string();
    let mut spectator = Client::connect(b.addr, &format!("/ws/games/{game}?spectate={key}")).await;
    let full = spectator.until("full").await;
    let mut last = full["seq"].as_u64().unwrap();

    // Seat 1's invite link open on A: B shows it online and refuses a join.
    let invited = Client::connect(a.addr, &format!("/ws/games/{game}?token={invite}")).await;
    summary_until(b.addr, &game, "seat 1 online on B", |s| {
        s["seats"][1]["online"] == true && s["spectators"] == 1
    })
    .await;
    let (st, r) = post(b.addr, &format!("/api/games/{game}/join"), "{}").await;
    assert_eq!(st, 422, "{r}");
    // It leaves; then a join on B takes the seat with a new token.
    drop(invited);
    summary_until(b.addr, &game, "seat 1 offline on B", |s| {
        s["seats"][1]["online"] == false
    })
    .await;
    let (st, r) = post(
        b.addr,
        &format!("/api/games/{game}/join"),
        r#"{"name":"Bea"}"#,
    )
    .await;
    assert_eq!(st, 200, "{r}");
    assert_eq!(r["seat"], 1);
    let joined = r["token"].as_str().unwrap().to_string();
    for addr in [a.addr, b.addr] {
        let (st, v) = get(addr, &format!("/api/games/{game}/legal?token={invite}")).await;
        assert_eq!(st, 403, "the old link on {addr}: {v}");
        let (st, v) = get(addr, &format!("/api/games/{game}/legal?token={joined}")).await;
        assert_eq!(st, 200, "the new token on {addr}: {v}");
    }
    summary_until(a.addr, &game, "the joiner's name on A", |s| {
        s["seats"][1]["name"] == "Bea"
    })
    .await;

    // A chat line from the host on A reaches the spectator on B.
    let mut hosting = Client::connect(a.addr, &format!("/ws/games/{game}?token={host}")).await;
    hosting.until("full").await;
    hosting
        .send(&serde_json::json!({"t":"chat","id":1,"channel":"seats","text":"salam"}))
        .await;
    hosting.until("ack").await;
    loop {
        let f = spectator.next().await.expect("open");
        if f["t"] == "chat" {
            assert_eq!(f["msg"]["text"], "salam", "{f}");
            break;
        }
    }

    // Twenty moves: the host's on A, the joiner's on B; the spectator on B
    // sees each step once, in order.
    let mut acted = 0;
    while acted < 20 {
        for (addr, token) in [(a.addr, &host), (b.addr, &joined)] {
            let (st, legal) = get(addr, &format!("/api/games/{game}/legal?token={token}")).await;
            assert_eq!(st, 200, "{legal}");
            let Some(action) = legal["actions"].as_array().and_then(|a| a.first()).cloned() else {
                continue;
            };
            let (st, r) = post(
                addr,
                &format!(
                    "/api/games/{game}/actions?seq={}&token={token}",
                    legal["seq"]
                ),
                &action.to_string(),
            )
            .await;
            if st == 200 {
                acted += 1;
                let seq = r["seq"].as_u64().unwrap();
                while last < seq {
                    let f = spectator.next().await.expect("open");
                    if f["t"] == "step" {
                        assert_eq!(f["seq"].as_u64(), Some(last + 1), "{f}");
                        last += 1;
                    }
                }
            } else {
                assert_eq!(st, 409, "{r}");
            }
        }
    }
    drop((spectator, hosting));
    a.shutdown().await;
    b.shutdown().await;
}

/// `--games-per-minute` holds for a client across `--cluster` processes
/// (docs/hosting.md), not once per process, and across a minute's
/// boundary (issue 40: the count restarted with every clock minute).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_new_games_limit_counts_a_client_s_games_on_every_process() {
    let Some(url) = common::postgres_url("creations") else {
        return;
    };
    let clock = marrakesh_server::clock::ManualClock::new();
    let cfg = || marrakesh_server::Config {
        games_per_minute: 3,
        clock: clock.clone(),
        ..cluster(&url)
    };
    let a = marrakesh_server::start(cfg()).await.unwrap();
    let b = marrakesh_server::start(cfg()).await.unwrap();
    // The games are made shortly before a clock minute ends (the servers'
    // clock moved there); the last attempts come after it (a limit counted
    // per clock minute would start again there). One game comes back
    // every 20 s.
    use marrakesh_server::clock::Clock;
    let second = |clock: &marrakesh_server::clock::ManualClock| (clock.unix_ms() / 1000) % 60;
    clock.advance(std::time::Duration::from_secs(
        (114 - second(&clock) as u64) % 60,
    ));
    let started = clock.unix_ms();
    let body = r#"{"seats":["human","greedy"]}"#;
    for addr in [a.addr, b.addr, a.addr] {
        let (st, v) = post(addr, "/api/games", body).await;
        assert_eq!(st, 200, "{v}");
    }
    // Each process made at most two: alone, each would allow a third.
    for addr in [b.addr, a.addr] {
        let (st, v) = post(addr, "/api/games", body).await;
        assert_eq!((st, v["code"].as_str()), (429, Some("rate_limited")), "{v}");
    }
    // The next clock minute: still refused (less than 20 s went by).
    clock.advance(std::time::Duration::from_secs(10));
    assert!(second(&clock) < 50, "a new minute");
    for addr in [b.addr, a.addr] {
        let (st, v) = post(addr, "/api/games", body).await;
        if clock.unix_ms() - started < 20_000 {
            assert_eq!((st, v["code"].as_str()), (429, Some("rate_limited")), "{v}");
        }
    }
    a.shutdown().await;
    b.shutdown().await;
}

/// One `--cluster` process's configuration on the test's database.
fn cluster(url: &str) -> marrakesh_server::Config {
    marrakesh_server::Config {
        postgres: Some(url.to_string()),
        cluster: true,
        ..config(temp_db("unused"))
    }
}

/// Runs `sql` on the test's database (off the async runtime) and returns
/// the first column of the first row.
async fn query_i64(url: &str, sql: &'static str) -> i64 {
    let url = url.to_string();
    tokio::task::spawn_blocking(move || {
        let mut c = ::postgres::Client::connect(&url, ::postgres::NoTls).unwrap();
        c.query_one(sql, &[]).unwrap().get::<_, i64>(0)
    })
    .await
    .unwrap()
}

/// Polls `sql` until it returns `want` (30 s at most).
async fn query_until(url: &str, sql: &'static str, want: i64, what: &str) {
    until(
        std::time::Duration::from_secs(30),
        &format!("{what}: {want}"),
        || async { (query_i64(url, sql).await == want).then_some(()) },
    )
    .await
}

/// A seat connected on one `--cluster` process is not handed on by a
/// `join` on another that has not loaded the game yet (issue 40: it read
/// nobody's presence and took the seat; the holder got `bad_token`).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_join_on_a_cold_process_does_not_take_a_seat_connected_elsewhere() {
    let Some(url) = common::postgres_url("cold_join") else {
        return;
    };
    let cfg = || cluster(&url);
    let a = marrakesh_server::start(cfg()).await.unwrap();
    let b = marrakesh_server::start(cfg()).await.unwrap();
    let c = create(
        a.addr,
        r#"{"players":2,"seats":["human","human"],"public":true,"seed":5}"#,
    )
    .await;
    let game = c["game"].as_str().unwrap().to_string();
    let invite = c["seats"][1]["token"].as_str().unwrap().to_string();
    let mut invited = Client::connect(a.addr, &format!("/ws/games/{game}?token={invite}")).await;
    invited.until("full").await;
    // A's presence is stored; B has never seen the game.
    query_until(
        &url,
        "SELECT count(*) FROM presence WHERE sockets[2] > 0",
        1,
        "seat 1's socket stored",
    )
    .await;
    let (st, r) = post(b.addr, &format!("/api/games/{game}/join"), "{}").await;
    assert_eq!(st, 422, "{r}");
    // The invited seat still holds its seat on either process.
    for addr in [a.addr, b.addr] {
        let (st, v) = get(addr, &format!("/api/games/{game}/legal?token={invite}")).await;
        assert_eq!(st, 200, "the invite on {addr}: {v}");
    }
    drop(invited);
    a.shutdown().await;
    b.shutdown().await;
}

/// The `presence` rows of a process that ended go (issue 40: 199 rows
/// after 50 starts).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_presence_of_an_ended_process_is_dropped() {
    let Some(url) = common::postgres_url("presence_rows") else {
        return;
    };
    let cfg = || cluster(&url);
    // B stays; A starts and ends three times.
    let b = marrakesh_server::start(cfg()).await.unwrap();
    for _ in 0..3 {
        let a = marrakesh_server::start(cfg()).await.unwrap();
        let c = create(a.addr, r#"{"players":2,"seats":["human","greedy"]}"#).await;
        let game = c["game"].as_str().unwrap().to_string();
        let key = c["spectator_key"].as_str().unwrap().to_string();
        let mut s = Client::connect(a.addr, &format!("/ws/games/{game}?spectate={key}")).await;
        s.until("full").await;
        query_until(&url, "SELECT count(*) FROM presence", 1, "a row stored").await;
        // Stopped with its socket open.
        a.shutdown().await;
        drop(s);
        query_until(
            &url,
            "SELECT count(*) FROM presence",
            0,
            "a dead process's rows",
        )
        .await;
    }
    b.shutdown().await;
}

/// While the database is down, neither an error answer nor `/readyz`
/// carries its URL: no password, user, host, port or database name
/// (issue 40).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_database_url_never_reaches_a_client() {
    let Some(url) = common::postgres_url("hidden_url") else {
        return;
    };
    let db = url.rsplit_once('/').unwrap().1.to_string();
    let port = url
        .rsplit_once(':')
        .and_then(|(_, p)| p.split('/').next())
        .unwrap()
        .to_string();
    let secret = format!("{url}?password=sekrit-pw");
    let server = marrakesh_server::start(marrakesh_server::Config {
        postgres: Some(secret),
        ..config(temp_db("unused"))
    })
    .await
    .unwrap();
    let c = create(server.addr, r#"{"players":2,"seats":["human","greedy"]}"#).await;
    let game = c["game"].as_str().unwrap().to_string();
    // The database goes away: no new connections, the old ones ended.
    let admin = url.clone();
    let name = db.clone();
    tokio::task::spawn_blocking(move || {
        let (base, _) = admin.rsplit_once('/').unwrap();
        let mut c =
            ::postgres::Client::connect(&format!("{base}/postgres"), ::postgres::NoTls).unwrap();
        c.batch_execute(&format!(
            "ALTER DATABASE {name} ALLOW_CONNECTIONS false; \
             SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '{name}'"
        ))
        .unwrap();
    })
    .await
    .unwrap();
    let mut answers = Vec::new();
    for _ in 0..3 {
        answers.push(get(server.addr, "/readyz").await);
        answers.push(post(server.addr, "/api/games", r#"{"seats":["human","greedy"]}"#).await);
        answers.push(get(server.addr, &format!("/api/games/{game}/record")).await);
    }
    assert!(answers.iter().any(|(st, _)| *st == 503), "{answers:?}");
    for (_, v) in &answers {
        let text = v.to_string();
        for leak in ["sekrit", "marrakesh@", "127.0.0.1", &port, &db] {
            assert!(!text.contains(leak), "{leak} in {text}");
        }
    }
    server.shutdown().await;
}
