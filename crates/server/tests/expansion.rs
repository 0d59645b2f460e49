//! The expansion box over real sockets.
//!
//! Secrecy: the two special buildings a seat draws, the one it keeps (until everybody has chosen:
//! 003 "wählt 1 davon aus", a simultaneous setup choice), the yellow
//! scrolls of its start draft, and its new provision tiles (the 5 drawn,
//! the 3 kept face down, the 2 put back in the box) never reach another
//! seat's socket or a spectator's before they are revealed; once shown,
//! they are what the owner holds.
//!
//! Bots: a bot holding the library (its searched stack is seen by the bot
//! only) keeps playing: the server never waits on a bot's answer that the
//! real game refuses.

mod common;
use common::recorded::{Recorded, Turn};
use common::*;
use serde_json::Value;
use std::collections::HashMap;

/// What one seat holds, as its own view says.
#[derive(Default, Debug)]
struct Held {
    /// The buildings drawn (2).
    drawn: Vec<u64>,
    /// The building kept.
    kept: Option<u64>,
    /// The provision tiles drawn (5), then the 3 kept in slot order.
    tiles_drawn: Vec<u64>,
    tiles_kept: Vec<u64>,
}

fn ids(v: &Value) -> Vec<u64> {
    v.as_array()
        .map(|a| a.iter().filter_map(Value::as_u64).collect())
        .unwrap_or_default()
}

/// The tile ids of a list of provision views (face-down ones without a tile give none).
fn tiles(v: &Value) -> Vec<u64> {
    v.as_array()
        .map(|a| a.iter().filter_map(|t| t["tile"].as_u64()).collect())
        .unwrap_or_default()
}

async fn own_view(addr: std::net::SocketAddr, game: &str, tok: &str) -> Value {
    let (st, v) = get(addr, &format!("/api/games/{game}/view?token={tok}")).await;
    assert_eq!(st, 200, "{v}");
    v
}

/// Checks one frame's view for `viewer` against what every seat holds;
/// `all_kept_at`: the seq from which every seat has kept its building.
fn check(view: &Value, seq: u64, viewer: Option<u64>, held: &[Held], all_kept_at: Option<u64>) {
    let players = view["players"].as_array().unwrap();
    let shown: Vec<bool> = players
        .iter()
        .map(|p| !p["building"]["kept"].is_null())
        .collect();
    for p in players {
        let seat = p["seat"].as_u64().unwrap();
        if Some(seat) == viewer {
            continue;
        }
        let h = &held[seat as usize];
        let b = &p["building"];
        assert_eq!(
            ids(&b["drawn"]),
            Vec::<u64>::new(),
            "seat {seat}'s buildings drawn reached {viewer:?} (seq {seq})"
        );
        assert_eq!(
            ids(&b["start_scrolls"]),
            Vec::<u64>::new(),
            "seat {seat}'s start scrolls reached {viewer:?} (seq {seq})"
        );
        if let Some(k) = b["kept"].as_u64() {
            assert!(
                all_kept_at.is_some_and(|at| seq >= at),
                "seat {seat}'s building reached {viewer:?} at seq {seq}, before everybody had chosen"
            );
            assert_eq!(Some(k), h.kept, "the building shown is the one kept");
            // Shown to everybody at once: all buildings or none.
            assert!(
                players
                    .iter()
                    .zip(&shown)
                    .all(|(q, s)| *s || q["seat"].as_u64() == viewer),
                "buildings are shown all at once (seq {seq})"
            );
        }
        for (slot, t) in p["provision"].as_array().unwrap().iter().enumerate() {
            match t["status"].as_str() {
                Some("face_down") => assert!(
                    t["tile"].is_null(),
                    "seat {seat}'s face-down provision tile reached {viewer:?} (seq {seq}): {t}"
                ),
                Some("active") => {
                    let id = t["tile"].as_u64().unwrap();
                    if !h.tiles_kept.is_empty() {
                        assert_eq!(
                            Some(&id),
                            h.tiles_kept.get(slot),
                            "an active tile is the one kept there"
                        );
                    }
                }
                other => panic!("a provision tile's status {other:?}"),
            }
        }
        for t in p["provision_drawn"].as_array().into_iter().flatten() {
            assert!(
                t["tile"].is_null(),
                "seat {seat}'s provision tile drawn reached {viewer:?} (seq {seq}): {t}"
            );
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hidden_buildings_and_provision_tiles_never_reach_another_socket() {
    for (body, pick) in [
        (
            r#"{"seats":["human","human","human"],"modules":["nomads","special-buildings","new-provisions"],"seed":7}"#,
            3usize,
        ),
        (
            r#"{"seats":["human","human"],"edition":"essential","modules":["special-buildings","new-provisions","camel-race"],"buildings_back":true,"seed":11}"#,
            5,
        ),
    ] {
        recorded(body, pick).await;
    }
}

async fn recorded(body: &str, pick: usize) {
    let (server, _db) = server("expansion-secrecy").await;
    let addr = server.addr;
    let mut rec = Recorded::start(addr, body).await;
    let (game, seats) = (rec.game.clone(), rec.seats.clone());
    // What each seat drew, from its own view.
    let mut held: Vec<Held> = Vec::new();
    for (seat, tok) in &seats {
        let v = own_view(addr, &game, tok).await;
        let me = &v["players"][*seat as usize];
        let mut all = tiles(&me["provision"]);
        all.extend(tiles(&me["provision_drawn"]));
        held.push(Held {
            drawn: ids(&me["building"]["drawn"]),
            tiles_drawn: all,
            ..Held::default()
        });
    }
    for h in &held {
        assert_eq!(h.drawn.len(), 2, "two buildings drawn");
        assert_eq!(h.tiles_drawn.len(), 5, "3 + 1 + 1 provision tiles drawn");
    }
    // Play by the legal lists until the second season begins.
    let mut all_kept_at = None;
    let mut kept_posts: HashMap<u64, u64> = HashMap::new();
    'game: loop {
        for (seat, tok) in &seats {
            let (a, seq) = match rec.play(tok, pick).await {
                Turn::Over => break 'game,
                Turn::Waiting => continue,
                Turn::Took { action, seq } => (action, seq),
            };
            let h = &mut held[*seat as usize];
            match a["action"].as_str() {
                Some("keep_building") => {
                    h.kept = a["building"].as_u64();
                    assert!(
                        h.drawn.contains(&h.kept.unwrap()),
                        "kept one of the two drawn"
                    );
                    kept_posts.insert(*seat, seq);
                }
                Some("keep_provision_tiles") => {
                    h.tiles_kept = ids(&a["tiles"]);
                    assert!(h.tiles_kept.iter().all(|t| h.tiles_drawn.contains(t)));
                }
                _ => {}
            }
            if kept_posts.len() == seats.len() && all_kept_at.is_none() {
                all_kept_at = kept_posts.values().max().copied();
            }
        }
        let v = own_view(addr, &game, &seats[0].1).await;
        if v["season"].as_u64() >= Some(1) {
            break;
        }
        assert!(rec.taken < 3000, "the first season ends");
    }
    assert!(all_kept_at.is_some(), "every seat kept a building");
    let final_seq = rec.summary().await["seq"].as_u64().unwrap();
    rec.read_through(final_seq).await;
    let mut revealed = 0;
    for (viewer, client) in &rec.clients {
        for f in &client.frames {
            let v: Value = serde_json::from_str(f).unwrap();
            if !v["view"].is_object() {
                continue;
            }
            let seq = v["seq"].as_u64().unwrap();
            check(&v["view"], seq, *viewer, &held, all_kept_at);
            revealed += v["view"]["players"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|p| p["seat"].as_u64() != *viewer && !p["building"]["kept"].is_null())
                .count();
        }
    }
    assert!(
        revealed > 0,
        "the buildings were revealed to the others in the end"
    );
    server.shutdown().await;
}

/// The seat a game's view shows as holding `building` (once shown).
fn holder(view: &Value, building: u64) -> Option<u64> {
    view["players"]
        .as_array()?
        .iter()
        .find(|p| p["building"]["kept"].as_u64() == Some(building))
        .and_then(|p| p["seat"].as_u64())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_with_the_library_keeps_playing() {
    const LIBRARY: u64 = 2;
    let (server, _db) = server("expansion-bots").await;
    let addr = server.addr;
    let mut exercised = 0;
    for seed in 1..=12u64 {
        let body = format!(
            r#"{{"seats":["human","greedy","greedy"],"modules":["special-buildings","new-provisions","nomads"],"seed":{seed}}}"#
        );
        let c = create(addr, &body).await;
        let game = c["game"].as_str().unwrap().to_string();
        let tok = c["seats"][0]["token"].as_str().unwrap().to_string();
        // Seat 0 takes its first legal action each time; the bots play
        // theirs. Every wait for a bot is bounded ([`deciding`]).
        let mut library_bot = None;
        loop {
            let v = own_view(addr, &game, &tok).await;
            if library_bot.is_none() {
                library_bot = holder(&v, LIBRARY).filter(|s| *s != 0);
            }
            if v["season"].as_u64() >= Some(1) || v["final_scores"].is_array() {
                break;
            }
            let l = deciding(addr, &game, &tok).await;
            let acts = l["actions"].as_array().unwrap();
            if acts.is_empty() {
                // Over: the view says so next.
                continue;
            }
            // A bot may act between reading and answering (a provision
            // tile can take the turn from a simultaneous phase): the
            // answer names the position it answers, and a stale one is
            // read again.
            let seq = l["seq"].as_u64().unwrap();
            let (st, r) = post(
                addr,
                &format!("/api/games/{game}/actions?token={tok}&seq={seq}"),
                &acts[0].to_string(),
            )
            .await;
            if st == 409 && r["code"] == "stale" {
                continue;
            }
            assert_eq!(st, 200, "{r}");
        }
        if library_bot.is_some() {
            exercised += 1;
            if exercised == 2 {
                break;
            }
        }
    }
    assert!(exercised > 0, "a bot kept the library in one of the games");
    server.shutdown().await;
}
