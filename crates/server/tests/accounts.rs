//! Accounts (issue 44) over real sockets, on SQLite and on PostgreSQL
//! (`MARRAKESH_TEST_POSTGRES`): sign-up, sign-in and sign-out; a request
//! with a session from another site's page refused; no session fixation;
//! a revoked session refused at once, its open WebSocket closed; failed
//! sign-ins throttled; an unknown name answered as a wrong password; both
//! across two processes serving one PostgreSQL database; the
//! seats of a guest who signs up listed on another device; and no
//! password or session id in the server's log, metrics or frames.

mod common;
use common::{http_raw, Client};
use futures_util::StreamExt;
use serde_json::{json, Value};
use std::net::SocketAddr;
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::Message;

use common::traced::{log, logged};

fn sha256_hex(s: &str) -> String {
    marrakesh_server::secrets::sha256_hex(s.as_bytes())
}

/// One answer: status, headers, body as JSON.
struct Answer {
    status: u16,
    headers: Vec<(String, String)>,
    body: Value,
}

impl Answer {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// The session id the answer's cookie sets.
    fn session(&self) -> String {
        let c = self.header("set-cookie").expect("a cookie");
        c.split(';')
            .next()
            .unwrap()
            .strip_prefix("marrakesh_session=")
            .unwrap()
            .to_string()
    }
}

/// A browser of the tests: its session cookie and its page's origin.
struct Browser {
    addr: SocketAddr,
    cookie: Option<String>,
}

impl Browser {
    fn new(addr: SocketAddr) -> Browser {
        Browser { addr, cookie: None }
    }

    fn origin(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// A request from this server's page (the right `Origin`).
    async fn call(&self, method: &str, path: &str, body: Option<&Value>) -> Answer {
        let origin = self.origin();
        self.call_from(Some(&origin), method, path, body).await
    }

    /// A request from a page of `origin` (`None`: no `Origin` header).
    async fn call_from(
        &self,
        origin: Option<&str>,
        method: &str,
        path: &str,
        body: Option<&Value>,
    ) -> Answer {
        let cookie = self
            .cookie
            .as_ref()
            .map(|c| format!("marrakesh_session={c}"));
        let mut headers: Vec<(&str, &str)> = vec![("User-Agent", "accounts-test")];
        if let Some(o) = origin {
            headers.push(("Origin", o));
        }
        if let Some(c) = &cookie {
            headers.push(("Cookie", c));
        }
        let text = body.map(|b| b.to_string());
        let (status, headers, body) =
            http_raw(self.addr, method, path, text.as_deref(), &headers).await;
        Answer {
            status,
            headers,
            body: serde_json::from_str(&body).unwrap_or(Value::String(body)),
        }
    }

    /// Signs up (`POST /api/accounts`) and keeps the cookie.
    async fn sign_up(&mut self, name: &str, password: &str, seats: Value) -> Answer {
        let a = self
            .call(
                "POST",
                "/api/accounts",
                Some(&json!({"name": name, "password": password, "seats": seats})),
            )
            .await;
        if a.status == 200 {
            self.cookie = Some(a.session());
        }
        a
    }

    /// Signs in (`POST /api/sessions`) and keeps the cookie.
    async fn sign_in(&mut self, name: &str, password: &str) -> Answer {
        let a = self
            .call(
                "POST",
                "/api/sessions",
                Some(&json!({"name": name, "password": password})),
            )
            .await;
        if a.status == 200 {
            self.cookie = Some(a.session());
        }
        a
    }

    async fn me(&self) -> Answer {
        self.call("GET", "/api/me", None).await
    }

    /// A WebSocket to game `id` with seat token `token`, sending the cookie.
    async fn socket(&self, id: &str, token: &str) -> Client {
        let mut req = format!("ws://{}/ws/games/{id}?token={token}", self.addr)
            .into_client_request()
            .unwrap();
        if let Some(c) = &self.cookie {
            req.headers_mut()
                .insert("Cookie", format!("marrakesh_session={c}").parse().unwrap());
        }
        let (ws, _) = tokio_tungstenite::connect_async(req).await.unwrap();
        Client {
            ws,
            frames: Vec::new(),
        }
    }
}

/// The secrets a scenario made, none of which may be logged.
#[derive(Default)]
struct Secrets(Vec<String>);

impl Secrets {
    fn session(&mut self, id: &str) {
        self.0.push(id.to_string());
        self.0.push(sha256_hex(id));
    }
}

async fn accounts_work(addr: SocketAddr, tag: &str) {
    let _ = log();
    let mut secrets = Secrets::default();
    let password = format!("correct horse {tag}");
    secrets.0.push(password.clone());

    // A guest makes a game; then signs up, taking its seat along.
    let mut ana = Browser::new(addr);
    let game = common::create(addr, r#"{"players":2}"#).await;
    let id = game["game"].as_str().unwrap().to_string();
    let token = game["seats"][0]["token"].as_str().unwrap().to_string();
    let up = ana
        .sign_up(
            &format!("Ana {tag}"),
            &password,
            json!([{"game": id, "token": token}, {"game": id, "token": "0".repeat(64)}]),
        )
        .await;
    assert_eq!(up.status, 200, "{}", up.body);
    assert_eq!(
        up.body["claimed"],
        json!([{"game": id, "seat": 0}]),
        "only the right token binds"
    );
    let cookie = up.header("set-cookie").unwrap().to_string();
    assert!(
        cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax") && cookie.contains("Path=/"),
        "{cookie}"
    );
    assert!(
        !cookie.contains("Secure"),
        "plain HTTP: no Secure ({cookie})"
    );
    secrets.session(&up.session());

    // The name is taken in any case; a short password is refused.
    let mut other = Browser::new(addr);
    let taken = other
        .sign_up(&format!("ANA {tag}"), "another password", json!([]))
        .await;
    assert_eq!(
        (taken.status, taken.body["code"].as_str()),
        (409, Some("name_taken"))
    );
    let short = other
        .sign_up(&format!("Bo {tag}"), "short", json!([]))
        .await;
    assert_eq!(short.status, 400, "{}", short.body);

    // Signed in: the account and its game with its token.
    let me = ana.me().await;
    assert_eq!(me.status, 200, "{}", me.body);
    assert_eq!(me.body["name"], format!("Ana {tag}"));
    assert_eq!(me.body["games"][0]["game"], id);
    assert_eq!(me.body["games"][0]["token"], token);
    let guest = Browser::new(addr).me().await;
    assert_eq!(
        (guest.status, &guest.body["name"]),
        (200, &Value::Null),
        "no cookie: a guest"
    );

    // A second device signs in and sees the game; its token plays the seat.
    let mut phone = Browser::new(addr);
    let a = phone.sign_in(&format!("ana {tag}"), &password).await;
    assert_eq!(a.status, 200, "{}", a.body);
    secrets.session(&a.session());
    assert_ne!(phone.cookie, ana.cookie, "each sign-in its own session");
    let games = phone.me().await.body["games"].clone();
    assert_eq!(games[0]["game"], id);
    let held = games[0]["token"].as_str().unwrap();
    let view = common::get(addr, &format!("/api/games/{id}/view?token={held}")).await;
    assert_eq!(view.0, 200, "{}", view.1);

    // Sitting down signed in by an invite link (a socket with the seat's
    // token) binds the seat to the account, without a visit to the lobby.
    let invited = common::create(addr, r#"{"players":2,"seats":["human","human"]}"#).await;
    let invited_id = invited["game"].as_str().unwrap().to_string();
    let invite = invited["seats"][1]["token"].as_str().unwrap().to_string();
    let mut sitting = phone.socket(&invited_id, &invite).await;
    sitting.until("full").await;
    let games = phone.me().await.body["games"].clone();
    assert!(
        games
            .as_array()
            .unwrap()
            .iter()
            .any(|g| g["game"] == invited_id.as_str() && g["seat"] == 1),
        "{games}"
    );
    drop(sitting);

    // Cross-site: a state-changing request with a session from another
    // page's origin, or without one, is refused before it does anything.
    let claim = json!({"seats": [{"game": id, "token": token}]});
    for origin in [Some("http://evil.example"), None] {
        let r = ana
            .call_from(origin, "POST", "/api/me/seats", Some(&claim))
            .await;
        assert_eq!(
            (r.status, r.body["code"].as_str()),
            (403, Some("bad_origin")),
            "{origin:?}"
        );
        let r = ana
            .call_from(origin, "DELETE", "/api/sessions/current", None)
            .await;
        assert_eq!(r.status, 403);
        let r = ana
            .call_from(origin, "POST", "/api/games", Some(&json!({"players": 2})))
            .await;
        assert_eq!(r.status, 403, "a new game with a session from {origin:?}");
    }
    assert_eq!(ana.me().await.status, 200, "still signed in");
    let r = ana.call("POST", "/api/me/seats", Some(&claim)).await;
    assert_eq!((r.status, &r.body["claimed"][0]["seat"]), (200, &json!(0)));
    // A guest (no cookie) from anywhere plays as before.
    let r = Browser::new(addr)
        .call_from(
            Some("http://evil.example"),
            "POST",
            "/api/games",
            Some(&json!({"players": 2})),
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    // Signing in from another site's page is refused too.
    let r = Browser::new(addr)
        .call_from(
            Some("http://evil.example"),
            "POST",
            "/api/sessions",
            Some(&json!({"name": format!("Ana {tag}"), "password": password})),
        )
        .await;
    assert_eq!(r.status, 403);

    // Fixation: a session id planted in a browser never becomes signed in;
    // signing in again replaces the browser's session.
    let planted = "ab".repeat(32);
    let mut victim = Browser::new(addr);
    victim.cookie = Some(planted.clone());
    let a = victim.sign_in(&format!("Ana {tag}"), &password).await;
    assert_eq!(a.status, 200);
    assert_ne!(a.session(), planted);
    secrets.session(&a.session());
    let mut attacker = Browser::new(addr);
    attacker.cookie = Some(planted);
    assert_eq!(attacker.me().await.status, 401);
    let before = victim.cookie.clone().unwrap();
    let a = victim.sign_in(&format!("Ana {tag}"), &password).await;
    secrets.session(&a.session());
    let mut old = Browser::new(addr);
    old.cookie = Some(before);
    assert_eq!(old.me().await.status, 401, "the replaced session ended");
    assert_eq!(victim.me().await.status, 200);

    // Revocation: the phone ends Ana's first session; her next request is
    // refused and her open socket closes at once.
    let mut socket = ana.socket(&id, &token).await;
    socket.until("full").await;
    let sessions = phone.me().await.body["sessions"].clone();
    let ana_hash = sha256_hex(ana.cookie.as_ref().unwrap());
    let listed = sessions
        .as_array()
        .unwrap()
        .iter()
        .find(|s| ana_hash.starts_with(s["id"].as_str().unwrap()))
        .expect("Ana's session listed")
        .clone();
    assert_eq!(listed["current"], false);
    assert_eq!(listed["agent"], "accounts-test");
    let r = phone
        .call(
            "DELETE",
            &format!("/api/sessions/{}", listed["id"].as_str().unwrap()),
            None,
        )
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    let started = Instant::now();
    let refused = ana.me().await;
    assert_eq!(refused.status, 401);
    assert!(
        refused.header("set-cookie").unwrap().contains("Max-Age=0"),
        "the dead cookie goes"
    );
    let r = ana.call("POST", "/api/me/seats", Some(&claim)).await;
    assert_eq!(r.status, 401);
    signed_out(&mut socket).await;
    assert!(started.elapsed() < Duration::from_secs(2));
    assert_eq!(phone.me().await.status, 200, "the other session goes on");

    // Signing out ends the session and removes the cookie.
    let r = phone.call("DELETE", "/api/sessions/current", None).await;
    assert_eq!(r.status, 200);
    assert!(r.header("set-cookie").unwrap().contains("Max-Age=0"));
    assert_eq!(phone.me().await.status, 401);

    // Nothing secret in the log, the metrics or the frames.
    let metrics = common::get(addr, "/metrics").await.1.to_string();
    let frames = socket.frames.join("\n");
    let log = logged();
    assert!(log.contains("/api/sessions"), "the log is captured");
    for s in &secrets.0 {
        assert!(!log.contains(s.as_str()), "a secret in the log");
        assert!(!metrics.contains(s.as_str()), "a secret in the metrics");
        assert!(!frames.contains(s.as_str()), "a secret in a frame");
    }
    assert!(!log.contains("$argon2"), "a hash in the log");
}

async fn sign_ins_are_throttled_and_tell_nothing(addr: SocketAddr, tag: &str) {
    let _ = log();
    let mut b = Browser::new(addr);
    let name = format!("Cem {tag}");
    let password = format!("open sesame {tag}");
    assert_eq!(b.sign_up(&name, &password, json!([])).await.status, 200);

    // An unknown name and a wrong password: the same answer, and as slow
    // (a dummy hash is verified for the unknown name).
    let mut times = [Vec::new(), Vec::new()];
    let mut answers = Vec::new();
    for _ in 0..2 {
        for (i, who) in [name.clone(), format!("Nobody {tag}")]
            .into_iter()
            .enumerate()
        {
            let t = Instant::now();
            let r = Browser::new(addr)
                .call(
                    "POST",
                    "/api/sessions",
                    Some(&json!({"name": who, "password": "wrong password"})),
                )
                .await;
            times[i].push(t.elapsed());
            answers.push((
                r.status,
                r.body.to_string(),
                r.header("set-cookie").is_some(),
            ));
        }
    }
    assert!(answers.iter().all(|a| a == &answers[0]), "{answers:?}");
    assert_eq!(answers[0].0, 401);
    let least = |v: &Vec<Duration>| *v.iter().min().unwrap();
    assert!(
        least(&times[1]) * 3 > least(&times[0]),
        "an unknown name answers as slowly as a wrong password: {times:?}"
    );

    // After 5 failures of the name (2 above), even the right password is
    // refused; another name from the same address is not.
    for _ in 0..3 {
        let r = Browser::new(addr)
            .call(
                "POST",
                "/api/sessions",
                Some(&json!({"name": name, "password": "wrong again"})),
            )
            .await;
        assert_eq!(r.status, 401);
    }
    let r = Browser::new(addr).sign_in(&name, &password).await;
    assert_eq!(
        (r.status, r.body["code"].as_str()),
        (429, Some("rate_limited"))
    );
    let mut dana = Browser::new(addr);
    assert_eq!(
        dana.sign_up(&format!("Dana {tag}"), &password, json!([]))
            .await
            .status,
        200
    );
    assert_eq!(
        Browser::new(addr)
            .sign_in(&format!("Dana {tag}"), &password)
            .await
            .status,
        200
    );
    // The unknown name is throttled as a known one is.
    for _ in 0..3 {
        Browser::new(addr)
            .call(
                "POST",
                "/api/sessions",
                Some(&json!({"name": format!("Nobody {tag}"), "password": "x"})),
            )
            .await;
    }
    let r = Browser::new(addr)
        .call(
            "POST",
            "/api/sessions",
            Some(&json!({"name": format!("Nobody {tag}"), "password": "x"})),
        )
        .await;
    assert_eq!(r.status, 429);
    assert!(!logged().contains(&password));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn accounts_on_sqlite() {
    let (server, _) = common::server("accounts").await;
    accounts_work(server.addr, "sqlite").await;
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sign_ins_on_sqlite() {
    let (server, _) = common::server("sign-ins").await;
    sign_ins_are_throttled_and_tell_nothing(server.addr, "sqlite").await;
    server.shutdown().await;
}

async fn postgres_server(name: &str) -> Option<marrakesh_server::Server> {
    let url = common::postgres_url(name)?;
    let config = marrakesh_server::Config {
        postgres: Some(url),
        db: None,
        ..common::config(common::temp_db(name))
    };
    Some(marrakesh_server::start(config).await.unwrap())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn accounts_on_postgres() {
    let Some(server) = postgres_server("accounts").await else {
        return;
    };
    accounts_work(server.addr, "postgres").await;
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sign_ins_on_postgres() {
    let Some(server) = postgres_server("sign_ins").await else {
        return;
    };
    sign_ins_are_throttled_and_tell_nothing(server.addr, "postgres").await;
    server.shutdown().await;
}

/// Plays `game` to its end over HTTP with the first legal action of
/// `token`'s seat (the other seat is a bot).
async fn play_to_end(addr: SocketAddr, game: &str, token: &str) {
    common::until(
        Duration::from_secs(120),
        "the game played to its end",
        || async {
            let (_, l) = common::get(addr, &format!("/api/games/{game}/legal?token={token}")).await;
            if l["game_over"] == true {
                return Some(());
            }
            // None: the bot is to move.
            if let Some(a) = l["actions"].as_array().and_then(|a| a.first()) {
                let (st, r) = common::post(
                    addr,
                    &format!("/api/games/{game}/actions?token={token}"),
                    &a.to_string(),
                )
                .await;
                assert!(st == 200 || st == 409, "{r}");
            }
            None
        },
    )
    .await
}

/// A player's page: the finished games of the account with their replays,
/// its win rate and scores by number of players, as the games' summaries
/// tell them.
async fn a_players_page_shows_finished_games(addr: SocketAddr, tag: &str) {
    let game = common::create(addr, r#"{"players":2,"seed":7}"#).await;
    let id = game["game"].as_str().unwrap().to_string();
    let token = game["seats"][0]["token"].as_str().unwrap().to_string();
    let name = format!("Eli {tag}");
    let mut eli = Browser::new(addr);
    let up = eli
        .sign_up(
            &name,
            "a good password",
            json!([{"game": id, "token": token}]),
        )
        .await;
    assert_eq!(up.body["claimed"][0]["seat"], 0, "{}", up.body);
    let empty = common::get(addr, &format!("/api/players/{}", name.replace(' ', "%20"))).await;
    assert_eq!(
        (empty.0, &empty.1["played"]),
        (200, &json!(0)),
        "{}",
        empty.1
    );
    play_to_end(addr, &id, &token).await;
    let (_, summary) = common::get(addr, &format!("/api/games/{id}")).await;
    let score = &summary["scores"][0]["total"];
    let won = summary["winners"].as_array().unwrap().contains(&json!(0));

    let (st, page) = common::get(
        addr,
        &format!("/api/players/{}", name.to_uppercase().replace(' ', "%20")),
    )
    .await;
    assert_eq!(st, 200, "{page}");
    assert_eq!(page["name"], name);
    assert_eq!(page["played"], 1);
    assert_eq!(page["won"], u64::from(won));
    assert_eq!(page["win_rate"], if won { 1.0 } else { 0.0 });
    assert_eq!(page["games"][0]["game"], id);
    assert_eq!(&page["games"][0]["score"], score);
    assert_eq!(page["games"][0]["replay"], format!("/g/{id}/replay"));
    assert_eq!(page["by_players"]["2"]["played"], 1);
    assert_eq!(&page["by_players"]["2"]["best"], score);
    assert!(
        page.to_string().find(&token).is_none(),
        "no token on a public page"
    );
    // The replay the page links to is there.
    assert_eq!(common::get(addr, &format!("/g/{id}/replay")).await.0, 200);
    // A finished game is no longer among the account's games to continue.
    assert_eq!(eli.me().await.body["games"], json!([]));
    let (st, _) = common::get(addr, "/api/players/nobody%20at%20all").await;
    assert_eq!(st, 404);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn players_page_on_sqlite() {
    let (server, _) = common::server("players").await;
    a_players_page_shows_finished_games(server.addr, "sqlite").await;
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn players_page_on_postgres() {
    let Some(server) = postgres_server("players").await else {
        return;
    };
    a_players_page_shows_finished_games(server.addr, "postgres").await;
    server.shutdown().await;
}

/// Waits until the server closes `socket` for its session's end (1008
/// `signed out`), within 5 s.
async fn signed_out(socket: &mut Client) {
    let close = loop {
        let m = tokio::time::timeout(Duration::from_secs(5), socket.ws.next())
            .await
            .expect("the socket closes within 5 s");
        match m {
            Some(Ok(Message::Close(f))) => break f.expect("a close code"),
            Some(Ok(Message::Text(t))) => socket.frames.push(t.to_string()),
            Some(Ok(_)) => {}
            other => panic!("no close frame: {other:?}"),
        }
    };
    assert_eq!(
        (u16::from(close.code), close.reason.as_str()),
        (1008, "signed out")
    );
}

/// Two processes serving one PostgreSQL database (`--cluster`): a session
/// ended on one closes its sockets on the other at once, and the failed
/// sign-ins of both count together.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sessions_and_throttling_span_processes() {
    let Some(url) = common::postgres_url("accounts_cluster") else {
        return;
    };
    let cfg = || marrakesh_server::Config {
        postgres: Some(url.clone()),
        cluster: true,
        db: None,
        ..common::config(common::temp_db("accounts_cluster"))
    };
    let one = marrakesh_server::start(cfg()).await.unwrap();
    let two = marrakesh_server::start(cfg()).await.unwrap();
    let password = "correct horse cluster";
    let mut ana = Browser::new(one.addr);
    assert_eq!(
        ana.sign_up("Ana cluster", password, json!([])).await.status,
        200
    );
    let game = common::create(one.addr, r#"{"players":2}"#).await;
    let id = game["game"].as_str().unwrap().to_string();
    let token = game["seats"][0]["token"].as_str().unwrap().to_string();

    // Ana's session with a socket on process two, revoked on process one
    // from her phone.
    let there = Browser {
        addr: two.addr,
        cookie: ana.cookie.clone(),
    };
    let mut socket = there.socket(&id, &token).await;
    socket.until("full").await;
    let mut phone = Browser::new(one.addr);
    assert_eq!(phone.sign_in("Ana cluster", password).await.status, 200);
    let ana_hash = sha256_hex(ana.cookie.as_ref().unwrap());
    let sessions = phone.me().await.body["sessions"].clone();
    let handle = sessions
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["id"].as_str().unwrap().to_string())
        .find(|h| ana_hash.starts_with(h.as_str()))
        .expect("Ana's session listed");
    let r = phone
        .call("DELETE", &format!("/api/sessions/{handle}"), None)
        .await;
    assert_eq!(r.status, 200, "{}", r.body);
    signed_out(&mut socket).await;
    assert_eq!(there.me().await.status, 401, "refused on the other process");

    // The phone's socket on process two closes when it signs out on one.
    let phone_there = Browser {
        addr: two.addr,
        cookie: phone.cookie.clone(),
    };
    let mut socket = phone_there.socket(&id, &token).await;
    socket.until("full").await;
    let r = phone.call("DELETE", "/api/sessions/current", None).await;
    assert_eq!(r.status, 200, "{}", r.body);
    signed_out(&mut socket).await;

    // Failed sign-ins on either process count together: 3 on one and 2 on
    // two, and then the right password is refused on both.
    for (i, addr) in [one.addr, one.addr, one.addr, two.addr, two.addr]
        .into_iter()
        .enumerate()
    {
        let r = Browser::new(addr).sign_in("Ana cluster", "wrong").await;
        assert_eq!(r.status, 401, "failure {i}: {}", r.body);
    }
    for addr in [one.addr, two.addr] {
        let r = Browser::new(addr).sign_in("Ana cluster", password).await;
        assert_eq!(
            (r.status, r.body["code"].as_str()),
            (429, Some("rate_limited"))
        );
    }
    one.shutdown().await;
    two.shutdown().await;
}
