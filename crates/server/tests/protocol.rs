//! The protocol over real sockets: spectators, reconnection with an old
//! seq, staleness, undo allowed and refused, zombie seats, joining from the
//! lobby, restart recovery, and bad inputs (table-driven).

mod common;
use common::*;
use serde_json::{json, Value};
use std::net::SocketAddr;

async fn legal(addr: SocketAddr, game: &str, token: &str) -> Value {
    let (st, v) = get(addr, &format!("/api/games/{game}/legal?token={token}")).await;
    assert_eq!(st, 200, "{v}");
    v
}

async fn act(addr: SocketAddr, game: &str, token: &str, action: &Value) -> (u16, Value) {
    post(
        addr,
        &format!("/api/games/{game}/actions?token={token}"),
        &action.to_string(),
    )
    .await
}

/// Plays `n` actions for whichever of `tokens` must decide (first legal
/// action); returns the last seq.
async fn play_some(addr: SocketAddr, game: &str, tokens: &[&str], n: usize) -> u64 {
    let mut seq = 0;
    for _ in 0..n {
        // Bots and the other seats move meanwhile.
        let (t, a) = until(
            std::time::Duration::from_secs(30),
            "one of the seats decides",
            || async move {
                for t in tokens {
                    let l = legal(addr, game, t).await;
                    if let Some(a) = l["actions"].as_array().and_then(|a| a.first()) {
                        return Some((*t, a.clone()));
                    }
                }
                None
            },
        )
        .await;
        let (st, r) = act(addr, game, t, &a).await;
        assert_eq!(st, 200, "{r}");
        seq = r["seq"].as_u64().unwrap();
    }
    seq
}

fn tokens(c: &Value) -> Vec<String> {
    c["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["token"].as_str().unwrap().to_string())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn spectators_watch_and_reconnecting_clients_get_what_they_missed() {
    let (server, _db) = server("spectate").await;
    let addr = server.addr;
    let c = create(addr, r#"{"seats":["human","human"]}"#).await;
    let game = c["game"].as_str().unwrap();
    let t = tokens(&c);
    let key = c["spectator_key"].as_str().unwrap();
    let mut spec = Client::connect(addr, &format!("/ws/games/{game}?spectate={key}")).await;
    let full = spec.until("full").await;
    assert!(full["seat"].is_null());
    assert_eq!(full["legal_text"], json!([]));
    assert_eq!(full["undo"], false);
    assert!(full["view"]["viewer"].is_null());
    let mut seat0 = Client::connect(addr, &format!("/ws/games/{game}?token={}", t[0])).await;
    let f0 = seat0.until("full").await;
    assert_eq!(f0["seat"], 0);
    let start = f0["seq"].as_u64().unwrap();
    let seq = play_some(addr, game, &[&t[0], &t[1]], 6).await;
    // The spectator gets every step, in order.
    for s in start + 1..=seq {
        let step = spec.until("step").await;
        assert_eq!(step["seq"], s);
        assert!(step["view"]["viewer"].is_null());
        assert_eq!(step["legal_text"], json!([]));
    }
    // A spectator cannot act.
    spec.send(&json!({"t":"act","id":1,"seq":seq,"action":{"action":"pass"}}))
        .await;
    let e = spec.until("err").await;
    assert!(
        e["code"] == "bad_token" || e["code"] == "unknown_field",
        "{e}"
    );
    // Seat 0 drops, the game goes on, and it reconnects with its last seq.
    let mut last = start;
    while last < seq {
        let m = seat0.until("step").await;
        last = m["seq"].as_u64().unwrap();
    }
    drop(seat0);
    let seq2 = play_some(addr, game, &[&t[0], &t[1]], 4).await;
    let mut back = Client::connect(
        addr,
        &format!("/ws/games/{game}?token={}&since={seq}", t[0]),
    )
    .await;
    for s in seq + 1..=seq2 {
        let m = back.next().await.unwrap();
        assert_eq!(m["t"], "step", "missed steps, not a full: {m}");
        assert_eq!(m["seq"], s);
    }
    // A sync from long ago (off the ring) or from the future gives a full.
    back.send(&json!({"t":"sync","since":seq2 + 100})).await;
    let f = back.until("full").await;
    assert_eq!(f["seq"], seq2);
    // A stale action: err, then a full.
    let l = legal(addr, game, &t[0]).await;
    if let Some(a) = l["actions"].as_array().and_then(|a| a.first()) {
        // Seat 0's decision changed after seq 0.
        back.send(&json!({"t":"act","id":5,"seq":0,"action":a}))
            .await;
        let e = back.until("err").await;
        assert_eq!(e["code"], "stale", "{e}");
        assert_eq!(e["id"], 5);
        back.until("full").await;
    }
    back.send_text(r#"{"t":"ping"}"#).await;
    back.until("pong").await;
    let (_, sum) = get(addr, &format!("/api/games/{game}")).await;
    assert_eq!(sum["seq"], seq2, "the stale action changed nothing");
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn undo_is_allowed_for_a_secret_choice_while_others_choose_and_refused_after_a_reveal() {
    let (server, _db) = server("undo").await;
    let addr = server.addr;
    let c = create(addr, r#"{"seats":["human","human"],"seed":11}"#).await;
    let game = c["game"].as_str().unwrap();
    let t = tokens(&c);
    // Nothing to take back at the start.
    let (st, e) = post(addr, &format!("/api/games/{game}/undo?token={}", t[0]), "").await;
    assert_eq!((st, e["code"].as_str()), (422, Some("illegal")), "{e}");
    // The setup decisions are taken by both seats at once: seat 0's first
    // one reveals nothing and leaves seat 1's decision as it was.
    let before0 = legal(addr, game, &t[0]).await;
    let before1 = legal(addr, game, &t[1]).await;
    let a = before0["actions"][0].clone();
    let (st, r) = act(addr, game, &t[0], &a).await;
    assert_eq!(st, 200, "{r}");
    let after0 = legal(addr, game, &t[0]).await;
    assert_eq!(after0["undo"], true, "{after0}");
    // Seat 1 may not take back seat 0's action.
    assert_eq!(legal(addr, game, &t[1]).await["undo"], false);
    let (st, e) = post(addr, &format!("/api/games/{game}/undo?token={}", t[1]), "").await;
    assert_eq!(st, 422, "{e}");
    let mut ws1 = Client::connect(addr, &format!("/ws/games/{game}?token={}", t[1])).await;
    ws1.until("full").await;
    let (st, r) = post(addr, &format!("/api/games/{game}/undo?token={}", t[0]), "").await;
    assert_eq!(st, 200, "{r}");
    let step = ws1.until("step").await;
    assert_eq!(step["undone"], 1);
    assert_eq!(step["seq"], r["seq"]);
    // The undone game is the game before the action (seq goes on).
    let back0 = legal(addr, game, &t[0]).await;
    assert_eq!(back0["actions"], before0["actions"]);
    assert_eq!(
        legal(addr, game, &t[1]).await["actions"],
        before1["actions"]
    );
    assert_eq!(back0["seq"], 2);
    // Play on to the first secret selection; when the second seat selects,
    // the selections are revealed and its action cannot be taken back.
    let mut last_seat = None;
    for _ in 0..200 {
        let l0 = legal(addr, game, &t[0]).await;
        let l1 = legal(addr, game, &t[1]).await;
        let selecting = |l: &Value| {
            l["decision"].as_str() == Some("select_keshis")
                || l["decision"]["kind"] == "select_keshis"
        };
        if selecting(&l0) && selecting(&l1) {
            // Seat 0 selects: undo allowed while seat 1 still chooses.
            let (st, _) = act(addr, game, &t[0], &l0["actions"][0]).await;
            assert_eq!(st, 200);
            assert_eq!(legal(addr, game, &t[0]).await["undo"], true);
            let (st, _) = act(addr, game, &t[1], &l1["actions"][0]).await;
            assert_eq!(st, 200);
            assert_eq!(legal(addr, game, &t[1]).await["undo"], false);
            let (st, e) = post(addr, &format!("/api/games/{game}/undo?token={}", t[1]), "").await;
            assert_eq!(st, 422, "{e}");
            last_seat = Some(1);
            break;
        }
        let (tok, l) = if l0["actions"].as_array().unwrap().is_empty() {
            (&t[1], l1)
        } else {
            (&t[0], l0)
        };
        let (st, r) = act(addr, game, tok, &l["actions"][0]).await;
        assert_eq!(st, 200, "{r}");
    }
    assert_eq!(last_seat, Some(1), "reached a secret selection");
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_host_hands_an_absent_seat_to_a_bot_and_back() {
    let db = temp_db("zombie");
    let clock = marrakesh_server::clock::ManualClock::new();
    let mut cfg = config(db);
    cfg.zombie_after = std::time::Duration::from_secs(60);
    cfg.clock = clock.clone();
    let server = marrakesh_server::start(cfg).await.unwrap();
    let addr = server.addr;
    let c = create(addr, r#"{"seats":["human","human"]}"#).await;
    let game = c["game"].as_str().unwrap();
    let t = tokens(&c);
    let url = |k: u8, tok: &str| format!("/api/games/{game}/seats/{k}/controller?token={tok}");
    // Seat 1 cannot hand the host's seat, nor its own, to a bot.
    let (st, _) = post(addr, &url(0, &t[1]), r#"{"controller":"greedy"}"#).await;
    assert_eq!(st, 403);
    // Too early: a countdown.
    let (st, e) = post(addr, &url(1, &t[0]), r#"{"controller":"greedy"}"#).await;
    assert_eq!(st, 422, "{e}");
    assert!(e["message"].as_str().unwrap().contains(" s"), "{e}");
    clock.advance(std::time::Duration::from_secs(59));
    let (st, e) = post(addr, &url(1, &t[0]), r#"{"controller":"greedy"}"#).await;
    assert_eq!(st, 422, "a second before the countdown ends: {e}");
    clock.advance(std::time::Duration::from_secs(2));
    let (st, r) = post(addr, &url(1, &t[0]), r#"{"controller":"greedy"}"#).await;
    assert_eq!(st, 200, "{r}");
    let (_, sum) = get(addr, &format!("/api/games/{game}")).await;
    assert_eq!(sum["seats"][1]["controller"], "greedy");
    // The zombie plays seat 1 while seat 0 plays.
    let seq = play_some(addr, game, &[&t[0]], 10).await;
    assert!(seq > 10, "the bot moved too: seq {seq}");
    // Seat 1 comes back and takes its seat; it acts again itself.
    let (st, r) = post(addr, &url(1, &t[1]), r#"{"controller":"human"}"#).await;
    assert_eq!(st, 200, "{r}");
    let (_, sum) = get(addr, &format!("/api/games/{game}")).await;
    assert_eq!(sum["seats"][1]["controller"], "human");
    // Its decision waits for it: its own action answers the position it
    // read (a bot's move in between would make it stale).
    let l1 = legal(addr, game, &t[1]).await;
    if let Some(a) = l1["actions"].as_array().and_then(|a| a.first()) {
        let (st, r) = post(
            addr,
            &format!("/api/games/{game}/actions?token={}&seq={}", t[1], l1["seq"]),
            &a.to_string(),
        )
        .await;
        assert_eq!(st, 200, "no bot moves for seat 1 any more: {r}");
    }
    // A bot seat cannot be handed around.
    let c2 = create(addr, r#"{"seats":["human","random"]}"#).await;
    let g2 = c2["game"].as_str().unwrap();
    let (st, _) = post(
        addr,
        &format!(
            "/api/games/{g2}/seats/1/controller?token={}",
            tokens(&c2)[0]
        ),
        r#"{"controller":"human"}"#,
    )
    .await;
    assert_eq!(st, 422);
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn public_games_are_listed_and_joined() {
    let (server, _db) = server("lobby").await;
    let addr = server.addr;
    let c = create(
        addr,
        r#"{"seats":["human","human","greedy"],"public":true}"#,
    )
    .await;
    let game = c["game"].as_str().unwrap();
    let private = create(addr, r#"{"seats":["human","human"]}"#).await;
    let (st, lobby) = get(addr, "/api/games?open=true").await;
    assert_eq!(st, 200);
    let games = lobby["games"].as_array().unwrap();
    assert_eq!(games.len(), 1, "{lobby}");
    assert_eq!(games[0]["game"], game);
    assert_eq!(games[0]["free_seats"], json!([1]));
    let (st, j) = post(addr, &format!("/api/games/{game}/join"), "").await;
    assert_eq!(st, 200, "{j}");
    assert_eq!(j["seat"], 1);
    let tok = j["token"].as_str().unwrap();
    assert_eq!(legal(addr, game, tok).await["player"], 1);
    // The invite token of that seat no longer works; the seat is full.
    let (st, _) = get(
        addr,
        &format!("/api/games/{game}/legal?token={}", tokens(&c)[1]),
    )
    .await;
    assert_eq!(st, 403);
    let (st, _) = post(addr, &format!("/api/games/{game}/join"), "").await;
    assert_eq!(st, 422);
    let (_, lobby) = get(addr, "/api/games?open=true").await;
    assert_eq!(lobby["games"], json!([]));
    let (st, _) = post(
        addr,
        &format!("/api/games/{}/join", private["game"].as_str().unwrap()),
        "",
    )
    .await;
    assert_eq!(st, 422, "private games are joined by invite link only");
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restarted_server_resumes_every_game_where_it_was() {
    let db = temp_db("restart");
    let server = marrakesh_server::start(config(db.clone())).await.unwrap();
    let addr = server.addr;
    let c = create(
        addr,
        r#"{"seats":["human","human","human"],"modules":["all"]}"#,
    )
    .await;
    let game = c["game"].as_str().unwrap().to_string();
    let t = tokens(&c);
    let seq = play_some(addr, &game, &[&t[0], &t[1], &t[2]], 25).await;
    // A second game in which a bot must move when the server stops.
    let cb = create(addr, r#"{"seats":["human","greedy"]}"#).await;
    let gb = cb["game"].as_str().unwrap().to_string();
    let tb = tokens(&cb);
    let seq_b = play_some(addr, &gb, &[&tb[0]], 8).await;
    // A third whose bot has its own budget.
    let cs = create(addr, r#"{"seats":["human","ismcts:30it"]}"#).await;
    let gs = cs["game"].as_str().unwrap().to_string();
    let (_, view) = get(addr, &format!("/api/games/{game}/view?token={}", t[0])).await;
    server.shutdown().await;
    let server = marrakesh_server::start(config(db)).await.unwrap();
    let addr = server.addr;
    let (_, ss) = get(addr, &format!("/api/games/{gs}")).await;
    assert_eq!(
        ss["seats"][1]["controller"], "ismcts:30it",
        "the bot keeps its budget over a restart: {ss}"
    );
    let (_, sum) = get(addr, &format!("/api/games/{game}")).await;
    assert_eq!(sum["seq"].as_u64().unwrap(), seq, "{sum}");
    let (_, again) = get(addr, &format!("/api/games/{game}/view?token={}", t[0])).await;
    assert_eq!(again, view, "the same game after the restart");
    // The bot game resumed at startup and plays on to the end.
    let (_, sb) = get(addr, &format!("/api/games/{gb}")).await;
    assert!(sb["seq"].as_u64().unwrap() >= seq_b, "{sb}");
    loop {
        let l = deciding(addr, &gb, &tb[0]).await;
        if l["game_over"] == true {
            break;
        }
        let (st, r) = act(addr, &gb, &tb[0], &l["actions"][0]).await;
        assert_eq!(st, 200, "{r}");
    }
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_inputs_get_one_line_errors_and_change_nothing() {
    let (server, _db) = server("bad").await;
    let addr = server.addr;
    let c = create(addr, r#"{"seats":["human","human"]}"#).await;
    let game = c["game"].as_str().unwrap();
    let t = tokens(&c);
    let seq0 = get(addr, &format!("/api/games/{game}")).await.1["seq"].clone();
    let first = legal(addr, game, &t[0]).await["actions"][0].to_string();
    let big = format!(r#"{{"action":"{}"}}"#, "x".repeat(70 * 1024));
    let acts = |tok: &str| format!("/api/games/{game}/actions?token={tok}");
    let cases: Vec<(&str, String, String, u16, &str)> = vec![
        ("POST", "/api/games".into(), "{".into(), 400, "bad_json"),
        (
            "POST",
            "/api/games".into(),
            r#"{"players":2,"colour":"red"}"#.into(),
            400,
            "unknown_field",
        ),
        (
            "POST",
            "/api/games".into(),
            r#"{"players":7}"#.into(),
            400,
            "bad_setup",
        ),
        (
            "POST",
            "/api/games".into(),
            r#"{"seats":["greedy","random"]}"#.into(),
            400,
            "bad_setup",
        ),
        (
            "POST",
            "/api/games".into(),
            r#"{"seats":["human","robot"]}"#.into(),
            400,
            "bad_setup",
        ),
        (
            "POST",
            "/api/games".into(),
            r#"{"modules":["dragons"]}"#.into(),
            400,
            "bad_setup",
        ),
        (
            "POST",
            "/api/games".into(),
            r#"{"solo":{},"seats":["human","greedy"]}"#.into(),
            400,
            "bad_setup",
        ),
        (
            "POST",
            "/api/games".into(),
            r#"{"tower":"b9"}"#.into(),
            400,
            "bad_setup",
        ),
        ("POST", acts(&t[0]), "{".into(), 400, "bad_json"),
        ("POST", acts(&t[0]), "".into(), 400, "bad_json"),
        (
            "POST",
            acts(&t[0]),
            r#"{"action":"fly"}"#.into(),
            400,
            "unknown_field",
        ),
        (
            "POST",
            acts(&t[0]),
            r#"{"action":"place_assistant","sector":"medina","extra":1}"#.into(),
            400,
            "unknown_field",
        ),
        ("POST", acts(&t[0]), big.clone(), 413, "too_big"),
        ("POST", acts("nope"), first.clone(), 403, "bad_token"),
        (
            "POST",
            format!("/api/games/{game}/actions"),
            first.clone(),
            401,
            "bad_token",
        ),
        (
            "POST",
            format!("/api/games/{game}/actions?spectate=x"),
            first.clone(),
            403,
            "bad_token",
        ),
        (
            "POST",
            format!("/api/games/0123456789abcdef/actions?token={}", t[0]),
            first.clone(),
            404,
            "no_game",
        ),
        (
            "POST",
            format!("/api/games/..%2F/actions?token={}", t[0]),
            first.clone(),
            404,
            "no_game",
        ),
        (
            "POST",
            acts(&t[0]),
            r#"{"action":"place_assistant","sector":"medina"}"#.into(),
            422,
            "illegal",
        ),
        (
            "POST",
            format!("{}&seq=99", acts(&t[0])),
            first.clone(),
            409,
            "stale",
        ),
        (
            "POST",
            format!("{}&seq=x", acts(&t[0])),
            first.clone(),
            400,
            "bad_json",
        ),
        (
            "GET",
            format!("/api/games/{game}/legal?token=zz"),
            String::new(),
            403,
            "bad_token",
        ),
        (
            "GET",
            format!("/api/games/{game}/view"),
            String::new(),
            401,
            "bad_token",
        ),
        (
            "GET",
            format!("/api/games/{game}/record"),
            String::new(),
            422,
            "illegal",
        ),
        ("GET", "/api/games".into(), String::new(), 404, "not_found"),
        ("GET", "/nothing.js".into(), String::new(), 404, "not_found"),
        (
            "POST",
            format!("/api/games/{game}/seats/9/controller?token={}", t[0]),
            r#"{"controller":"greedy"}"#.into(),
            404,
            "not_found",
        ),
        (
            "POST",
            format!("/api/games/{game}/seats/1/controller?token={}", t[0]),
            r#"{"controller":"paschabot"}"#.into(),
            422,
            "illegal",
        ),
    ];
    for (method, path, body, status, code) in cases {
        let (st, hs, text) = http_raw(addr, method, &path, Some(&body), &[]).await;
        let v: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
        assert_eq!(
            (st, v["code"].as_str()),
            (status, Some(code)),
            "{method} {path}: {text}"
        );
        assert!(!text.trim_end().contains('\n'), "one line: {text}");
        assert!(hs
            .iter()
            .any(|(k, v)| k == "referrer-policy" && v == "no-referrer"));
    }
    // Not your turn: in the setup both decide; find a seat with nothing to do later.
    let (_, sum) = get(addr, &format!("/api/games/{game}")).await;
    assert_eq!(sum["seq"], seq0, "no bad request changed the game");
    // Over the WebSocket: errors keep the connection.
    let mut ws = Client::connect(addr, &format!("/ws/games/{game}?token={}", t[0])).await;
    ws.until("full").await;
    let frames = [
        ("{", "bad_json"),
        (r#"{"t":"fly"}"#, "unknown_field"),
        (r#"{"t":"ping","x":1}"#, "unknown_field"),
        (r#"{"t":"act","id":1,"seq":0}"#, "bad_json"),
        (
            r#"{"t":"act","id":2,"seq":0,"action":{"action":"fly"}}"#,
            "unknown_field",
        ),
        (
            r#"{"t":"act","id":3,"seq":0,"action":{"action":"place_assistant","sector":"medina"}}"#,
            "illegal",
        ),
        (r#"{"t":"undo","id":4,"seq":0}"#, "illegal"),
    ];
    for (f, code) in frames {
        ws.send_text(f).await;
        let e = ws.until("err").await;
        assert_eq!(e["code"], code, "{f}: {e}");
    }
    ws.send_text(r#"{"t":"ping"}"#).await;
    ws.until("pong").await;
    // Connecting without a valid token is refused before the upgrade.
    let (st, _, _) = http_raw(
        addr,
        "GET",
        &format!("/ws/games/{game}?token=bad"),
        None,
        &[],
    )
    .await;
    assert_eq!(st, 403);
    let (_, sum) = get(addr, &format!("/api/games/{game}")).await;
    assert_eq!(sum["seq"], seq0);
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_socket_over_the_rate_limit_is_told_and_closed() {
    let db = temp_db("rate");
    let mut cfg = config(db);
    cfg.messages_per_10s = 30;
    let server = marrakesh_server::start(cfg).await.unwrap();
    let addr = server.addr;
    let c = create(addr, r#"{"seats":["human","greedy"]}"#).await;
    let game = c["game"].as_str().unwrap();
    let mut ws = Client::connect(addr, &format!("/ws/games/{game}?token={}", tokens(&c)[0])).await;
    ws.until("full").await;
    for _ in 0..31 {
        ws.send_text(r#"{"t":"ping"}"#).await;
    }
    let e = ws.until("err").await;
    assert_eq!(e["code"], "rate_limited");
    while ws.next().await.is_some() {}
    server.shutdown().await;
}

/// `GET /api/catalog`: the page draws from the engine's own catalog (no
/// copy of component numbers in the page's files), without provenance.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_catalog_is_served_from_the_engine() {
    let (server, _db) = server("catalog").await;
    let (st, cat) = get(server.addr, "/api/catalog").await;
    assert_eq!(st, 200);
    fn keys(v: &Value, out: &mut Vec<String>) {
        match v {
            Value::Object(m) => m.iter().for_each(|(k, x)| {
                out.push(k.clone());
                keys(x, out)
            }),
            Value::Array(a) => a.iter().for_each(|x| keys(x, out)),
            _ => {}
        }
    }
    let mut served = Vec::new();
    keys(&cat, &mut served);
    assert!(
        !served
            .iter()
            .any(|k| k == "source" || k.ends_with("_source")),
        "no provenance texts"
    );
    // Every value of the engine's catalog is there.
    let engine = serde_json::to_value(&*marrakesh_engine::Catalog::embedded()).unwrap();
    for (k, v) in engine.as_object().unwrap() {
        let mut want = Vec::new();
        keys(v, &mut want);
        want.retain(|k| k != "source" && !k.ends_with("_source"));
        let mut have = Vec::new();
        keys(&cat[k], &mut have);
        assert_eq!(have, want, "catalog section {k}");
    }
    let (st, _) = get(server.addr, "/catalog.json").await;
    assert_eq!(st, 404, "no copy among the page's files");
    server.shutdown().await;
}

/// `GET /api/options`: the modules of each box and the Paschabot's
/// difficulty adjustments, as the engine lists them; a game set up with
/// every one of them is created and shows them in play.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_options_of_a_new_game_come_from_the_engine() {
    use marrakesh_engine::{Difficulty, Modules};
    let (server, _db) = server("options").await;
    let addr = server.addr;
    let (st, o) = get(addr, "/api/options").await;
    assert_eq!(st, 200, "{o}");
    let list = |v: &Value| -> Vec<String> {
        v.as_array()
            .unwrap()
            .iter()
            .map(|x| x.as_str().unwrap().to_string())
            .collect()
    };
    let base = list(&o["modules"]["base"]);
    let expansion = list(&o["modules"]["expansion"]);
    // 002's five modules of the base box, 003's six.
    assert_eq!(base.len(), 5, "{o}");
    assert_eq!(expansion.len(), 6, "{o}");
    let all: Vec<String> = base.iter().chain(&expansion).cloned().collect();
    assert_eq!(all, Modules::NAMES.map(String::from).to_vec());
    let base_box: Modules = base.join(",").parse().unwrap();
    assert_eq!(base_box, Modules::BASE_BOX);
    let easier = list(&o["difficulty"]["easier"]);
    let harder = list(&o["difficulty"]["harder"]);
    assert_eq!(easier, Difficulty::EASIER.map(String::from).to_vec());
    assert_eq!(harder, Difficulty::HARDER.map(String::from).to_vec());
    // Every module offered at once, at a table of three.
    let c = create(
        addr,
        &json!({"seats": ["human", "greedy", "greedy"], "modules": all}).to_string(),
    )
    .await;
    let game = c["game"].as_str().unwrap();
    let (st, s) = get(addr, &format!("/api/games/{game}")).await;
    assert_eq!(st, 200, "{s}");
    assert_eq!(s["options"]["modules"]["nomads"], true, "{s}");
    // Every adjustment offered at once, in a solo game.
    let difficulty: serde_json::Map<String, Value> = easier
        .iter()
        .chain(&harder)
        .map(|k| (k.clone(), Value::Bool(true)))
        .collect();
    let (st, c) = post(
        addr,
        "/api/games",
        &json!({"seats": ["human", "paschabot"], "solo": {"opponent": "paschabot", "difficulty": difficulty}})
            .to_string(),
    )
    .await;
    assert_eq!(st, 200, "{c}");
    server.shutdown().await;
}

/// `GET /api/games/ID/hint`: the strong bot's top three actions for the
/// seat, in words, within a bounded time; seats only.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_gets_three_hints_in_words() {
    let (server, _db) = server("hint").await;
    let addr = server.addr;
    let c = create(addr, r#"{"seats":["human","human"],"seed":9}"#).await;
    let game = c["game"].as_str().unwrap();
    let t = tokens(&c);
    let key = c["spectator_key"].as_str().unwrap();
    let l = legal(addr, game, &t[0]).await;
    let t0 = std::time::Instant::now();
    let (st, h) = get(addr, &format!("/api/games/{game}/hint?token={}", t[0])).await;
    assert_eq!(st, 200, "{h}");
    assert!(t0.elapsed() < std::time::Duration::from_secs(5));
    let hints = h["hints"].as_array().unwrap();
    assert!(!hints.is_empty() && hints.len() <= 3, "{h}");
    let actions = l["actions"].as_array().unwrap();
    let texts = l["descriptions"].as_array().unwrap();
    for x in hints {
        let i = actions
            .iter()
            .position(|a| *a == x["action"])
            .unwrap_or_else(|| panic!("a hint is a legal action: {x}"));
        assert_eq!(x["text"], texts[i], "in the words of the legal list");
        let share = x["share"].as_f64().unwrap();
        assert!((0.0..=1.0).contains(&share), "{x}");
    }
    let (st, _) = get(addr, &format!("/api/games/{game}/hint?spectate={key}")).await;
    assert_eq!(st, 403, "spectators get no hints");
    let (st, _) = get(addr, &format!("/api/games/{game}/hint")).await;
    assert_eq!(st, 401);
    server.shutdown().await;
}
