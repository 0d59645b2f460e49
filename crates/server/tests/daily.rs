//! The daily solo challenge (issue 44) over real sockets, on SQLite and on
//! PostgreSQL (`MARRAKESH_TEST_POSTGRES`): one setup a day for everybody
//! (the games of two accounts deal the same), published by its seed hash
//! only; one attempt per account; signed out refused; the day's table
//! ranks the games that are over without naming them; the replay and the
//! record of a day's game are refused until the day is over, and then the
//! seed and the games are shown.

mod common;
use common::http_raw;
use serde_json::{json, Value};
use std::net::SocketAddr;

struct Answer {
    status: u16,
    body: Value,
    cookie: Option<String>,
}

/// A browser: its session cookie, its requests from the server's page.
struct Browser {
    addr: SocketAddr,
    cookie: Option<String>,
}

impl Browser {
    async fn call(&self, method: &str, path: &str, body: Option<&Value>) -> Answer {
        let origin = format!("http://{}", self.addr);
        let cookie = self
            .cookie
            .as_ref()
            .map(|c| format!("marrakesh_session={c}"));
        let mut headers = vec![("Origin", origin.as_str())];
        if let Some(c) = &cookie {
            headers.push(("Cookie", c));
        }
        let text = body.map(|b| b.to_string());
        let (status, hs, text) = http_raw(self.addr, method, path, text.as_deref(), &headers).await;
        let cookie = hs
            .iter()
            .find(|(k, _)| k == "set-cookie")
            .and_then(|(_, v)| v.split(';').next())
            .and_then(|c| c.strip_prefix("marrakesh_session="))
            .map(str::to_string);
        Answer {
            status,
            body: serde_json::from_str(&text).unwrap_or(Value::String(text)),
            cookie,
        }
    }

    async fn sign_up(addr: SocketAddr, name: &str) -> Browser {
        let mut b = Browser { addr, cookie: None };
        let a = b
            .call(
                "POST",
                "/api/accounts",
                Some(&json!({"name": name, "password": format!("daily password of {name}")})),
            )
            .await;
        assert_eq!(a.status, 200, "{}", a.body);
        b.cookie = a.cookie;
        b
    }
}

/// What a seat sees at the start of a game, without what differs between
/// two games of one setup (ids, names, tokens).
async fn first_sight(addr: SocketAddr, game: &str, token: &str) -> Value {
    let (status, _, text) = http_raw(
        addr,
        "GET",
        &format!("/api/games/{game}/legal?token={token}"),
        None,
        &[],
    )
    .await;
    assert_eq!(status, 200, "{text}");
    let legal: Value = serde_json::from_str(&text).unwrap();
    let (status, _, text) = http_raw(
        addr,
        "GET",
        &format!("/api/games/{game}/view?token={token}"),
        None,
        &[],
    )
    .await;
    assert_eq!(status, 200, "{text}");
    let mut view: Value = serde_json::from_str(&text).unwrap();
    for k in ["game", "names", "players"] {
        view.as_object_mut().unwrap().remove(k);
    }
    let (_, summary) = common::get(addr, &format!("/api/games/{game}")).await;
    json!({"legal": legal, "view": view, "seed_sha256": summary["seed_sha256"]})
}

/// Plays seat `token`'s decisions (the k-th legal action at the k-th
/// step, the Paschabot answering between them) until the game is over.
async fn play_to_the_end(addr: SocketAddr, game: &str, token: &str) {
    for k in 0..5000usize {
        let (_, l) = common::get(addr, &format!("/api/games/{game}/legal?token={token}")).await;
        if l["game_over"] == true {
            return;
        }
        let acts = l["actions"].as_array().expect("the seat's legal actions");
        assert!(
            !acts.is_empty(),
            "a solo game waits only for its human: {l}"
        );
        let action = &acts[k % acts.len()];
        let (st, r) = common::post(
            addr,
            &format!("/api/games/{game}/actions?token={token}"),
            &action.to_string(),
        )
        .await;
        assert_eq!(st, 200, "{r}");
    }
    panic!("the game did not end in 5000 decisions");
}

async fn daily_challenge(addr: SocketAddr, sqlite: Option<&std::path::Path>) {
    let (status, today) = common::get(addr, "/api/daily").await;
    assert_eq!(status, 200, "{today}");
    let day = today["day"].as_str().unwrap().to_string();
    let hash = today["seed_sha256"].as_str().unwrap().to_string();
    assert_eq!(hash.len(), 64);
    assert!(
        today.get("seed").is_none(),
        "no seed before the day ends: {today}"
    );
    assert_eq!(today["options"]["players"], 2);
    assert_eq!(today["options"]["solo"]["opponent"], "paschabot");
    assert_eq!(today["table"], json!([]));
    let (_, again) = common::get(addr, &format!("/api/daily/{day}")).await;
    assert_eq!(again["seed_sha256"], hash, "one seed a day");

    // Signed out: refused.
    let guest = Browser { addr, cookie: None };
    let a = guest.call("POST", "/api/daily", None).await;
    assert_eq!(
        (a.status, a.body["code"].as_str()),
        (401, Some("signed_out")),
        "{}",
        a.body
    );

    let ann = Browser::sign_up(addr, "Ann").await;
    let bob = Browser::sign_up(addr, "Bob").await;
    let a = ann.call("POST", "/api/daily", None).await;
    assert_eq!(a.status, 200, "{}", a.body);
    let (ann_game, ann_token) = (
        a.body["game"].as_str().unwrap().to_string(),
        a.body["token"].as_str().unwrap().to_string(),
    );
    let again = ann.call("POST", "/api/daily", None).await;
    assert_eq!(
        (again.status, again.body["code"].as_str()),
        (409, Some("already_played")),
        "{}",
        again.body
    );
    let b = bob.call("POST", "/api/daily", None).await;
    assert_eq!(b.status, 200, "{}", b.body);
    let (bob_game, bob_token) = (
        b.body["game"].as_str().unwrap().to_string(),
        b.body["token"].as_str().unwrap().to_string(),
    );
    assert_ne!(ann_game, bob_game);

    // One setup for everybody, secret behind the day's hash.
    let ann_sees = first_sight(addr, &ann_game, &ann_token).await;
    let bob_sees = first_sight(addr, &bob_game, &bob_token).await;
    assert_eq!(ann_sees, bob_sees, "the day's games deal the same");
    assert_eq!(ann_sees["seed_sha256"], hash, "{ann_sees}");
    assert!(
        ann_sees["view"].is_object() && !ann_sees["legal"].is_null(),
        "{ann_sees}"
    );

    // The seat is the account's on every device.
    let me = ann.call("GET", "/api/me", None).await;
    assert!(me.body.to_string().contains(&ann_game), "{}", me.body);
    let (_, mine) = {
        let a = ann.call("GET", "/api/daily", None).await;
        (a.status, a.body)
    };
    assert_eq!(mine["yours"], ann_game.as_str());

    // Ann plays to the end.
    play_to_the_end(addr, &ann_game, &ann_token).await;

    let (_, today) = common::get(addr, "/api/daily").await;
    let table = today["table"].as_array().unwrap();
    assert_eq!(table.len(), 2, "{today}");
    assert_eq!(table[0]["name"], "Ann");
    assert_eq!(table[0]["rank"], 1);
    let (_, summary) = common::get(addr, &format!("/api/games/{ann_game}")).await;
    assert_eq!(
        table[0]["score"], summary["scores"][0]["total"],
        "the table's score is the game's final score: {today} {summary}"
    );
    assert_eq!(table[1]["name"], "Bob");
    assert_eq!(table[1]["rank"], Value::Null);
    assert!(
        !today.to_string().contains(&ann_game),
        "no game named before the day ends"
    );

    assert_eq!(
        summary["setup"],
        Value::Null,
        "the seed stays secret: {summary}"
    );
    // Its replay and record would show the day's setup: not before the day ends.
    for path in ["replay?at=0", "record"] {
        let (status, v) = common::get(addr, &format!("/api/games/{ann_game}/{path}")).await;
        assert_eq!(
            (status, v["code"].as_str()),
            (403, Some("not_yet")),
            "{path}: {v}"
        );
    }

    // Nor does Ann's page list it before the day ends (its id is a key to
    // the day's secrets).
    let (status, page) = common::get(addr, "/api/players/Ann").await;
    assert_eq!(status, 200, "{page}");
    assert!(!page.to_string().contains(&ann_game), "{page}");

    // Days to come have no challenge; what is not a day is not found.
    for day in ["2999-01-01", "yesterday", "2026-02-30"] {
        let (status, _) = common::get(addr, &format!("/api/daily/{day}")).await;
        assert_eq!(status, 404, "{day}");
    }

    // Once the day is over (here: Ann's attempt moved to the day before,
    // whose seed is today's), its seed and its games are shown.
    if let Some(db) = sqlite {
        let conn = rusqlite::Connection::open(db).unwrap();
        let today_n: i64 = conn
            .query_row(
                "SELECT day FROM daily_attempts WHERE game = ?1",
                [&ann_game],
                |r| r.get(0),
            )
            .unwrap();
        conn.execute(
            "INSERT INTO daily_seeds (day, seed) SELECT day - 1, seed FROM daily_seeds WHERE day = ?1",
            [today_n],
        )
        .unwrap();
        conn.execute(
            "UPDATE daily_attempts SET day = day - 1 WHERE game = ?1",
            [&ann_game],
        )
        .unwrap();
        let before = marrakesh_server::daily::Day((today_n - 1) as i32).to_string();
        let (status, past) = common::get(addr, &format!("/api/daily/{before}")).await;
        assert_eq!(status, 200, "{past}");
        assert_eq!(past["over"], true);
        let seed = past["seed"]
            .as_str()
            .expect("the seed once the day is over");
        let bytes: Vec<u8> = (0..32)
            .map(|i| u8::from_str_radix(&seed[2 * i..2 * i + 2], 16).unwrap())
            .collect();
        assert_eq!(marrakesh_server::secrets::sha256_hex(&bytes), hash);
        assert_eq!(past["table"][0]["game"], ann_game.as_str());
        let (status, v) = common::get(addr, &format!("/api/games/{ann_game}/replay?at=0")).await;
        assert_eq!(status, 200, "{v}");
        let (_, page) = common::get(addr, "/api/players/Ann").await;
        assert_eq!(page["games"][0]["game"], ann_game.as_str(), "{page}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn daily_challenge_on_sqlite() {
    let (server, db) = common::server("daily").await;
    daily_challenge(server.addr, Some(&db)).await;
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn daily_challenge_on_postgres() {
    let Some(url) = common::postgres_url("daily") else {
        return;
    };
    let config = marrakesh_server::Config {
        postgres: Some(url),
        db: None,
        ..common::config(common::temp_db("daily-pg"))
    };
    let server = marrakesh_server::start(config).await.unwrap();
    daily_challenge(server.addr, None).await;
    server.shutdown().await;
}
