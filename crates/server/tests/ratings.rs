//! Ratings (issue 44) over real sockets, on SQLite and on PostgreSQL
//! (`MARRAKESH_TEST_POSTGRES`): a rated game of two accounts played to the
//! end moves both ratings from the default (the winner's up, the loser's
//! down) and puts both on the leaderboard; a game with a bot's seat or a
//! guest's seat changes no rating; a game whose end is stored a second
//! time (its status lost, the server restarted, its log replayed) updates
//! the ratings once; and a game whose end was not stored at all (the
//! process stopped after its last entry) is stored and rated once when it
//! is next loaded. A game's summary names each seat's account and
//! rating and says whether the game is rated (a guest's or a bot's seat:
//! no account, not rated).

mod common;
use common::http_raw;
use marrakesh_server::{Config, Server};
use serde_json::{json, Value};
use std::net::SocketAddr;
use std::time::Duration;

/// Where the server keeps its games, for the statements a crash leaves
/// behind.
#[derive(Clone)]
enum Db {
    Sqlite(std::path::PathBuf),
    Postgres(String),
}

impl Db {
    fn config(&self) -> Config {
        match self {
            Db::Sqlite(path) => common::config(path.clone()),
            Db::Postgres(url) => Config {
                postgres: Some(url.clone()),
                db: None,
                ..common::config(common::temp_db("ratings-pg"))
            },
        }
    }

    async fn start(&self) -> Server {
        marrakesh_server::start(self.config()).await.unwrap()
    }

    /// Runs `sql` on the database while no server serves it.
    fn exec(&self, sql: &str) {
        match self {
            Db::Sqlite(path) => {
                let c = rusqlite::Connection::open(path).unwrap();
                c.execute_batch(sql).unwrap();
            }
            Db::Postgres(url) => {
                let (url, sql) = (url.clone(), sql.to_string());
                // The synchronous client runs a runtime of its own.
                std::thread::spawn(move || {
                    let mut c = ::postgres::Client::connect(&url, ::postgres::NoTls).unwrap();
                    c.batch_execute(&sql).unwrap();
                })
                .join()
                .unwrap();
            }
        }
    }
}

/// A browser signed in to an account (its session cookie).
struct Browser {
    cookie: String,
}

impl Browser {
    async fn call(
        &self,
        addr: SocketAddr,
        method: &str,
        path: &str,
        body: Option<&Value>,
    ) -> Value {
        let origin = format!("http://{addr}");
        let cookie = format!("marrakesh_session={}", self.cookie);
        let headers = [("Origin", origin.as_str()), ("Cookie", cookie.as_str())];
        let text = body.map(|b| b.to_string());
        let (status, _, text) = http_raw(addr, method, path, text.as_deref(), &headers).await;
        assert_eq!(status, 200, "{method} {path}: {text}");
        serde_json::from_str(&text).unwrap()
    }

    async fn sign_up(addr: SocketAddr, name: &str) -> Browser {
        let origin = format!("http://{addr}");
        let body = json!({"name": name, "password": format!("the password of {name}")});
        let (status, hs, text) = http_raw(
            addr,
            "POST",
            "/api/accounts",
            Some(&body.to_string()),
            &[("Origin", &origin)],
        )
        .await;
        assert_eq!(status, 200, "{text}");
        let cookie = hs
            .iter()
            .find(|(k, _)| k == "set-cookie")
            .and_then(|(_, v)| v.split(';').next())
            .and_then(|c| c.strip_prefix("marrakesh_session="))
            .expect("a session cookie")
            .to_string();
        Browser { cookie }
    }

    /// Binds seat `seat` of the game `created` to the account.
    async fn hold(&self, addr: SocketAddr, created: &Value, seat: usize) {
        let s = &created["seats"][seat];
        let claim = json!({"seats": [{"game": created["game"], "token": s["token"]}]});
        let r = self.call(addr, "POST", "/api/me/seats", Some(&claim)).await;
        assert_eq!(
            r["claimed"],
            json!([{"game": created["game"], "seat": s["seat"]}])
        );
    }
}

/// Plays every human seat of `created` (the first legal action of the
/// seat to move; bots answer between) until the game is over; its summary.
async fn play_to_the_end(addr: SocketAddr, created: &Value) -> Value {
    let game = created["game"].as_str().unwrap().to_string();
    let tokens: Vec<String> = created["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["token"].as_str().unwrap().to_string())
        .collect();
    for _ in 0..20_000 {
        // A seat of ours to move (a bot may be thinking first), or the end.
        let next = common::until(
            Duration::from_secs(60),
            "a seat to move or the game's end",
            || {
                let (game, tokens) = (game.clone(), tokens.clone());
                async move {
                    for token in tokens {
                        let path = format!("/api/games/{game}/legal?token={token}");
                        let (_, legal) = common::get(addr, &path).await;
                        if legal["game_over"] == true {
                            return Some(None);
                        }
                        if let Some(action) = legal["actions"].as_array().and_then(|a| a.first()) {
                            return Some(Some((token, action.clone())));
                        }
                    }
                    None
                }
            },
        )
        .await;
        let Some((token, action)) = next else {
            let (_, sum) = common::get(addr, &format!("/api/games/{game}")).await;
            return sum;
        };
        let (st, r) = common::post(
            addr,
            &format!("/api/games/{game}/actions?token={token}"),
            &action.to_string(),
        )
        .await;
        assert_eq!(st, 200, "{r}");
    }
    panic!("the game did not end");
}

/// A player's rating as their page shows it (`null`: never rated).
async fn rating(addr: SocketAddr, name: &str) -> Value {
    let (st, page) = common::get(addr, &format!("/api/players/{name}")).await;
    assert_eq!(st, 200, "{page}");
    page["rating"].clone()
}

async fn leaderboard(addr: SocketAddr) -> Vec<Value> {
    let (st, board) = common::get(addr, "/api/leaderboard").await;
    assert_eq!(st, 200, "{board}");
    board["players"].as_array().unwrap().clone()
}

/// What a game's summary says of its seats' holders: each seat's account
/// and rating, and whether the game is rated. Nothing secret in it.
async fn holders(addr: SocketAddr, game: &str) -> (Vec<(Value, Value)>, bool) {
    let (st, sum) = common::get(addr, &format!("/api/games/{game}")).await;
    assert_eq!(st, 200, "{sum}");
    for seat in sum["seats"].as_array().unwrap() {
        let mut keys: Vec<&str> = seat
            .as_object()
            .unwrap()
            .keys()
            .map(|k| k.as_str())
            .collect();
        keys.sort_unstable();
        assert_eq!(
            keys,
            [
                "account",
                "away_s",
                "claimed",
                "controller",
                "kind",
                "name",
                "online",
                "pending",
                "rating",
                "seat",
                "zombie_in_s"
            ],
            "a seat's fields, none secret"
        );
    }
    let seats = sum["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| (s["account"].clone(), s["rating"].clone()))
        .collect();
    (seats, sum["rated"].as_bool().expect("`rated`"))
}

/// The summary's status, once it is `over` (the end stored).
async fn over(addr: SocketAddr, game: &str) {
    common::until(
        Duration::from_secs(30),
        "the game's end is stored",
        || async {
            let (_, sum) = common::get(addr, &format!("/api/games/{game}")).await;
            (sum["status"] == "over").then_some(())
        },
    )
    .await;
}

async fn ratings_work(db: Db) {
    let server = db.start().await;
    let addr = server.addr;
    let ann = Browser::sign_up(addr, "Ann").await;
    let bob = Browser::sign_up(addr, "Bob").await;
    assert_eq!(rating(addr, "Ann").await, Value::Null, "no rated game yet");
    assert_eq!(leaderboard(addr).await, Vec::<Value>::new());

    // A rated game: both seats held by accounts, none a bot's.
    let rated = common::create(addr, r#"{"players":2,"seats":["human","human"],"seed":7}"#).await;
    let game = rated["game"].as_str().unwrap().to_string();
    assert_eq!(
        holders(addr, &game).await,
        (vec![(json!(null), json!(null)); 2], false),
        "no seat held yet"
    );
    ann.hold(addr, &rated, 0).await;
    bob.hold(addr, &rated, 1).await;
    assert_eq!(
        holders(addr, &game).await,
        (
            vec![(json!("Ann"), json!(null)), (json!("Bob"), json!(null))],
            true
        ),
        "held by two accounts, not rated yet"
    );
    let sum = play_to_the_end(addr, &rated).await;
    assert_eq!(sum["winners"].as_array().unwrap().len(), 1, "no tie: {sum}");
    let (winner, loser) = match sum["winners"][0].as_u64() {
        Some(0) => ("Ann", "Bob"),
        _ => ("Bob", "Ann"),
    };
    over(addr, &game).await;
    let (w, l) = (rating(addr, winner).await, rating(addr, loser).await);
    assert_eq!(
        (w["games"].as_u64(), l["games"].as_u64()),
        (Some(1), Some(1))
    );
    assert!(w["mu"].as_f64().unwrap() > 25.0, "the winner goes up: {w}");
    assert!(l["mu"].as_f64().unwrap() < 25.0, "the loser goes down: {l}");
    assert!(w["sigma"].as_f64().unwrap() < 25.0 / 3.0);
    assert!(w["rating"].as_f64().unwrap() > 0.0 && l["rating"].as_f64().unwrap() < 0.0);
    let board = leaderboard(addr).await;
    assert_eq!(board.len(), 2, "{board:?}");
    assert_eq!(
        (
            &board[0]["name"],
            &board[0]["rank"],
            &board[1]["name"],
            &board[1]["rank"]
        ),
        (&json!(winner), &json!(1), &json!(loser), &json!(2))
    );
    assert_eq!(board[0]["rating"], w["rating"]);
    assert_eq!(board[0]["games"], 1);
    let me = ann.call(addr, "GET", "/api/me", None).await;
    assert_eq!(me["rating"], rating(addr, "Ann").await, "{me}");
    let after = (rating(addr, "Ann").await, rating(addr, "Bob").await);
    assert_eq!(
        holders(addr, &game).await,
        (
            vec![
                (json!("Ann"), after.0["rating"].clone()),
                (json!("Bob"), after.1["rating"].clone())
            ],
            true
        ),
        "the summary shows each seat's account and rating"
    );

    // Unrated: a bot's seat; a guest's seat.
    let with_bot = common::create(addr, r#"{"players":2,"seats":["human","greedy"]}"#).await;
    ann.hold(addr, &with_bot, 0).await;
    play_to_the_end(addr, &with_bot).await;
    over(addr, with_bot["game"].as_str().unwrap()).await;
    let with_guest = common::create(addr, r#"{"players":2,"seats":["human","human"]}"#).await;
    bob.hold(addr, &with_guest, 1).await;
    play_to_the_end(addr, &with_guest).await;
    over(addr, with_guest["game"].as_str().unwrap()).await;
    assert_eq!(
        (rating(addr, "Ann").await, rating(addr, "Bob").await),
        after,
        "a game with a bot or a guest changes no rating"
    );
    assert_eq!(leaderboard(addr).await, board);
    // Their summaries: the bot's seat and the guest's seat held by no
    // account, neither game rated.
    assert_eq!(
        holders(addr, with_bot["game"].as_str().unwrap()).await,
        (
            vec![
                (json!("Ann"), after.0["rating"].clone()),
                (json!(null), json!(null))
            ],
            false
        )
    );
    assert_eq!(
        holders(addr, with_guest["game"].as_str().unwrap()).await,
        (
            vec![
                (json!(null), json!(null)),
                (json!("Bob"), after.1["rating"].clone())
            ],
            false
        )
    );
    let bots = common::create(addr, r#"{"players":2,"seats":["human","greedy"]}"#).await;
    assert_eq!(
        holders(addr, bots["game"].as_str().unwrap()).await,
        (vec![(json!(null), json!(null)); 2], false),
        "a guest's game with a bot"
    );
    server.shutdown().await;

    // The end stored a second time: the status lost, the game replayed
    // from its log when next touched.
    db.exec(&format!(
        "UPDATE games SET status = 'running' WHERE id = '{game}'"
    ));
    let server = db.start().await;
    let addr = server.addr;
    over(addr, &game).await;
    assert_eq!(
        (rating(addr, "Ann").await, rating(addr, "Bob").await),
        after,
        "one update per game"
    );
    server.shutdown().await;

    // Nothing of the end stored (the process stopped after the last
    // entry): the next load stores it, with the same update, once.
    db.exec(&format!(
        "UPDATE games SET status = 'running' WHERE id = '{game}';
         DELETE FROM rating_changes WHERE game = '{game}';
         DELETE FROM rated_games WHERE game = '{game}';
         DELETE FROM ratings;"
    ));
    let server = db.start().await;
    let addr = server.addr;
    assert_eq!(rating(addr, "Ann").await, Value::Null);
    over(addr, &game).await;
    assert_eq!(
        (rating(addr, "Ann").await, rating(addr, "Bob").await),
        after
    );
    let (_, again) = common::get(addr, &format!("/api/games/{game}")).await;
    assert_eq!(again["status"], "over");
    assert_eq!(leaderboard(addr).await, board);
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ratings_on_sqlite() {
    ratings_work(Db::Sqlite(common::temp_db("ratings"))).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ratings_on_postgres() {
    let Some(url) = common::postgres_url("ratings") else {
        return;
    };
    ratings_work(Db::Postgres(url)).await;
}

/// The child of [`kill_9_keeps_the_result_and_the_ratings_together`]:
/// serves the SQLite file named in the environment until killed.
#[test]
#[ignore = "started by kill_9_keeps_the_result_and_the_ratings_together as its server process"]
fn ratings_child() {
    let (Some(db), Some(out)) = (
        std::env::var_os("MARRAKESH_CHILD_DB"),
        std::env::var_os("MARRAKESH_CHILD_ADDR"),
    ) else {
        return;
    };
    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(async move {
        let server = marrakesh_server::start(common::config(db.into()))
            .await
            .unwrap();
        let tmp = format!("{}.tmp", out.to_string_lossy());
        std::fs::write(&tmp, server.addr.to_string()).unwrap();
        std::fs::rename(&tmp, &out).unwrap();
        std::future::pending::<()>().await;
    });
}

/// The child server process, killed with SIGKILL (and reaped) when
/// dropped.
struct Child(std::process::Child);

impl Drop for Child {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn spawn_child(db: &std::path::Path) -> (Child, SocketAddr) {
    let addr_file = db.with_extension("addr");
    let _ = std::fs::remove_file(&addr_file);
    let child = Child(
        std::process::Command::new(std::env::current_exe().unwrap())
            .args(["--ignored", "--exact", "ratings_child", "--quiet"])
            .env("MARRAKESH_CHILD_DB", db)
            .env("MARRAKESH_CHILD_ADDR", &addr_file)
            .stdout(std::process::Stdio::null())
            .spawn()
            .unwrap(),
    );
    let addr = common::until_blocking(Duration::from_secs(60), "the child server starts", || {
        std::fs::read_to_string(&addr_file).ok()
    });
    (child, addr.parse().unwrap())
}

/// What the database holds of game `game`'s end: its status is over,
/// the ratings saw it, its rated seats' changes; and whether every
/// account's count of rated games is its count of changes.
fn stored_end(db: &std::path::Path, game: &str) -> (bool, bool, i64, bool) {
    let c = rusqlite::Connection::open(db).unwrap();
    let one = |sql: &str| -> i64 { c.query_row(sql, [game], |r| r.get(0)).unwrap() };
    let over = one("SELECT COUNT(*) FROM games WHERE id = ?1 AND status = 'over'") == 1;
    let seen = one("SELECT COUNT(*) FROM rated_games WHERE game = ?1") == 1;
    let changes = one("SELECT COUNT(*) FROM rating_changes WHERE game = ?1");
    let consistent: i64 = c
        .query_row(
            "SELECT COUNT(*) FROM ratings r WHERE r.games != \
             (SELECT COUNT(*) FROM rating_changes x WHERE x.account = r.account)",
            [],
            |r| r.get(0),
        )
        .unwrap();
    (over, seen, changes, consistent == 0)
}

/// A rated game's last action is sent and the server process is killed
/// with SIGKILL a moment later (a varying moment: before, during or after
/// the commits of the last entry and of the end): the database holds the
/// game's end and its ratings' update both or neither, and after a
/// restart the game's next load leaves both stored, once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kill_9_keeps_the_result_and_the_ratings_together() {
    let db = common::temp_db("ratings-kill9");
    let (mut child, mut addr) = spawn_child(&db);
    let ann = Browser::sign_up(addr, "Ann").await;
    let bob = Browser::sign_up(addr, "Bob").await;
    let body = r#"{"players":2,"seats":["human","human"],"seed":7}"#;
    // The game's length: every game of this seed, played the same way,
    // ends at the same seq.
    let first = common::create(addr, body).await;
    let end = play_to_the_end(addr, &first).await["seq"].as_u64().unwrap();
    let mut outcomes = Vec::new();
    for round in 0..6u64 {
        let created = common::create(addr, body).await;
        let game = created["game"].as_str().unwrap().to_string();
        ann.hold(addr, &created, 0).await;
        bob.hold(addr, &created, 1).await;
        // Every action but the last.
        let tokens: Vec<String> = (0..2)
            .map(|s| created["seats"][s]["token"].as_str().unwrap().to_string())
            .collect();
        let last = 'play: loop {
            for token in &tokens {
                let (_, legal) =
                    common::get(addr, &format!("/api/games/{game}/legal?token={token}")).await;
                let Some(action) = legal["actions"].as_array().and_then(|a| a.first()) else {
                    continue;
                };
                let path = format!("/api/games/{game}/actions?token={token}");
                if legal["seq"].as_u64() == Some(end - 1) {
                    break 'play (path, action.to_string());
                }
                let (st, r) = common::post(addr, &path, &action.to_string()).await;
                assert_eq!(st, 200, "{r}");
            }
        };
        // The last action, and SIGKILL: in even rounds as soon as its log
        // entry is seen in the file (the end's write may be under way),
        // in odd rounds 0.3, 3 or 30 ms after it was sent.
        let mut conn = tokio::net::TcpStream::connect(addr).await.unwrap();
        let req = format!(
            "POST {} HTTP/1.1\r\nHost: {addr}\r\nContent-Length: {}\r\n\r\n{}",
            last.0,
            last.1.len(),
            last.1
        );
        tokio::io::AsyncWriteExt::write_all(&mut conn, req.as_bytes())
            .await
            .unwrap();
        let file = rusqlite::Connection::open(&db).unwrap();
        let t0 = std::time::Instant::now();
        if round % 2 == 0 {
            while t0.elapsed() < Duration::from_secs(5) {
                let n: i64 = file
                    .query_row(
                        "SELECT COUNT(*) FROM log WHERE game = ?1 AND seq = ?2",
                        rusqlite::params![game, end as i64],
                        |r| r.get(0),
                    )
                    .unwrap();
                if n == 1 {
                    break;
                }
            }
        } else {
            let wait = Duration::from_micros(300 * 10u64.pow(round as u32 / 2));
            while t0.elapsed() < wait {
                std::hint::spin_loop();
            }
        }
        drop(child);
        drop(conn);
        let (ended, seen, changes, consistent) = stored_end(&db, &game);
        assert!(consistent, "round {round}: a rating without its change");
        assert_eq!(
            (seen, changes),
            (ended, if ended { 2 } else { 0 }),
            "round {round}: the end and the ratings are stored together"
        );
        let entry: i64 = file
            .query_row(
                "SELECT COUNT(*) FROM log WHERE game = ?1 AND seq = ?2",
                rusqlite::params![game, end as i64],
                |r| r.get(0),
            )
            .unwrap();
        outcomes.push((entry == 1, ended));
        // Restarted, the game's next load stores its end if it is
        // missing, with the ratings, once.
        (child, addr) = spawn_child(&db);
        let (_, sum) = common::get(addr, &format!("/api/games/{game}")).await;
        if sum["seq"].as_u64() == Some(end) {
            over(addr, &game).await;
            assert_eq!(stored_end(&db, &game), (true, true, 2, true));
        } else {
            // The last action itself was lost (it was never answered).
            assert_eq!(stored_end(&db, &game), (false, false, 0, true));
        }
    }
    eprintln!("(last entry, end) stored before the kill, by round: {outcomes:?}");
    drop(child);
    let _ = std::fs::remove_dir_all(db.parent().unwrap());
}
