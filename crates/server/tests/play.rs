//! Whole games over real sockets: a human seat driven over HTTP or over
//! the WebSocket against a bot, to the final scores.

mod common;
use common::*;
use serde_json::{json, Value};

/// Plays seat `token`'s first legal action over HTTP until the game ends.
async fn play_http(addr: std::net::SocketAddr, game: &str, token: &str) -> u64 {
    let mut last = 0;
    for _ in 0..5000 {
        // The bot decides meanwhile.
        let legal = deciding(addr, game, token).await;
        if legal["game_over"] == true {
            return last;
        }
        let actions = legal["actions"].as_array().unwrap();
        assert_eq!(
            legal["descriptions"].as_array().unwrap().len(),
            actions.len()
        );
        let (st, r) = http(
            addr,
            "POST",
            &format!("/api/games/{game}/actions?seq={}", legal["seq"]),
            Some(&actions[0].to_string()),
            &[("Authorization", &format!("Bearer {token}"))],
        )
        .await;
        assert_eq!(st, 200, "{r}");
        last = r["seq"].as_u64().unwrap();
        assert!(last > legal["seq"].as_u64().unwrap());
    }
    panic!("the game did not end");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_human_over_http_plays_a_whole_game_against_a_bot() {
    let (server, _db) = server("http-game").await;
    let addr = server.addr;
    let c = create(addr, r#"{"players":2,"seats":["human","greedy"]}"#).await;
    let game = c["game"].as_str().unwrap();
    let token = c["seats"][0]["token"].as_str().unwrap();
    assert_eq!(
        c["seats"].as_array().unwrap().len(),
        1,
        "only human seats get tokens"
    );
    let (st, sum) = get(addr, &format!("/api/games/{game}")).await;
    assert_eq!(st, 200);
    assert_eq!(sum["status"], "running");
    assert!(
        sum["setup"].is_null(),
        "no setup (seed) while the game runs: {sum}"
    );
    assert_eq!(sum["seed_sha256"].as_str().unwrap().len(), 64);
    play_http(addr, game, token).await;
    let (_, sum) = get(addr, &format!("/api/games/{game}")).await;
    assert_eq!(sum["status"], "over", "{sum}");
    let scores = sum["scores"].as_array().unwrap();
    assert_eq!(scores.len(), 2);
    assert!(!sum["winners"].as_array().unwrap().is_empty());
    // The seed is revealed at the end and matches the published hash.
    let setup: marrakesh_engine::Setup = serde_json::from_value(sum["setup"].clone()).unwrap();
    let key = setup.secure_seed.expect("online games use a secure seed");
    assert_eq!(
        marrakesh_server::secrets::sha256_hex(&key.0),
        sum["seed_sha256"].as_str().unwrap()
    );
    // The record replays to the same final scores.
    let (st, rec) = get(addr, &format!("/api/games/{game}/record")).await;
    assert_eq!(st, 200);
    let record: marrakesh_engine::Record = serde_json::from_value(rec).unwrap();
    let g = record.replay().unwrap();
    assert!(g.is_over());
    assert_eq!(serde_json::to_value(g.scores()).unwrap(), sum["scores"]);
    // Nothing more can be played.
    let (st, e) = http(
        addr,
        "POST",
        &format!("/api/games/{game}/actions?token={token}"),
        Some(r#"{"action":"pass"}"#),
        &[],
    )
    .await;
    assert!(st == 409 || st == 400, "{st} {e}");
    server.shutdown().await;
}

/// Plays over the WebSocket: answers every `step`/`full` that offers legal
/// actions with the first one; checks seq continuity and acks.
async fn play_ws(client: &mut Client) -> Value {
    let full = client.until("full").await;
    let mut seq = full["seq"].as_u64().unwrap();
    let mut view = full["view"].clone();
    let mut id = 0u64;
    let mut in_flight = false;
    for _ in 0..20_000 {
        if view["final_scores"].is_array() {
            return view;
        }
        if !in_flight {
            if let Some(a) = view["legal_actions"].as_array().and_then(|l| l.first()) {
                id += 1;
                client
                    .send(&json!({"t":"act","id":id,"seq":seq,"action":a}))
                    .await;
                in_flight = true;
            }
        }
        let m = client.next().await.expect("socket open");
        match m["t"].as_str().unwrap() {
            "step" => {
                let s = m["seq"].as_u64().unwrap();
                assert_eq!(s, seq + 1, "steps come in order without gaps");
                seq = s;
                view = m["view"].clone();
            }
            "full" => {
                seq = m["seq"].as_u64().unwrap();
                view = m["view"].clone();
            }
            "ack" => {
                assert_eq!(m["id"], id);
                assert!(m["seq"].as_u64().unwrap() <= seq, "ack after its step");
                in_flight = false;
            }
            "crowd" => {}
            other => panic!("unexpected frame {other}: {m}"),
        }
    }
    panic!("the game did not end");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_human_over_websocket_plays_a_whole_game_against_a_bot() {
    let (server, _db) = server("ws-game").await;
    let addr = server.addr;
    let c = create(addr, r#"{"seats":["human","random"],"modules":["all"]}"#).await;
    let game = c["game"].as_str().unwrap();
    let token = c["seats"][0]["token"].as_str().unwrap();
    let mut client = Client::connect(addr, &format!("/ws/games/{game}?token={token}")).await;
    let view = play_ws(&mut client).await;
    assert_eq!(view["final_scores"].as_array().unwrap().len(), 2);
    let (_, sum) = get(addr, &format!("/api/games/{game}")).await;
    assert_eq!(sum["status"], "over");
    server.shutdown().await;
}
