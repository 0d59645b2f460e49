//! The recorder property (online-play.md (c)): one socket per seat plus a
//! spectator records every byte; no frame holds what its audience may not
//! see, over whole games with modules and solo.

mod common;
use common::recorded::{Recorded, Turn};
use common::*;
use serde_json::Value;

/// No key named like a secret anywhere.
fn no_secret_keys(v: &Value, path: &str) {
    match v {
        Value::Object(o) => {
            for (k, x) in o {
                assert!(
                    !["seed", "secure_seed", "rng", "stacks", "setup", "token"]
                        .contains(&k.as_str()),
                    "secret key {k} at {path}"
                );
                no_secret_keys(x, &format!("{path}.{k}"));
            }
        }
        Value::Array(a) => a.iter().for_each(|x| no_secret_keys(x, path)),
        _ => {}
    }
}

/// What `viewer` may not see is absent from `view`.
fn check_view(view: &Value, viewer: Option<u64>) {
    assert_eq!(view["viewer"].as_u64(), viewer);
    let revealed = !matches!(view["phase"].as_str(), Some("selection" | "setup"));
    for p in view["players"].as_array().unwrap() {
        let seat = p["seat"].as_u64();
        if seat == viewer {
            continue;
        }
        assert!(p["screen"].is_null(), "another's screen: {p}");
        if !revealed {
            assert!(
                p["selection"].is_null(),
                "another's selection before the reveal"
            );
        }
        for t in p["provision"].as_array().unwrap() {
            if t["status"] == "face_down" {
                assert!(t["tile"].is_null(), "another's face-down provision tile");
            }
        }
    }
    for p in view["players"].as_array().unwrap() {
        for o in p["oasis_slots"].as_array().unwrap() {
            if o["status"] == "hidden" {
                assert!(o.get("oasis").is_none(), "a face-down oasis");
            }
        }
    }
    if viewer.is_none() {
        assert_eq!(view["legal_actions"].as_array().unwrap().len(), 0);
    }
}

async fn recorded_game(body: &str, pick: usize) {
    let (server, _db) = server("secrecy").await;
    let mut rec = Recorded::start(server.addr, body).await;
    let seats = rec.seats.clone();
    'game: loop {
        for (_, tok) in &seats {
            match rec.play(tok, pick).await {
                Turn::Over => break 'game,
                Turn::Waiting => {}
                Turn::Took { .. } => {
                    // Now and then a seat takes its action back where it may.
                    if rec.taken.is_multiple_of(7) {
                        let _ = post(
                            rec.addr,
                            &format!("/api/games/{}/undo?token={tok}", rec.game),
                            "",
                        )
                        .await;
                    }
                }
            }
        }
    }
    let sum = rec.summary().await;
    let final_seq = sum["seq"].as_u64().unwrap();
    let seed_hex = sum["setup"]["secure_seed"].as_str().unwrap().to_string();
    // Read everything up to the last step.
    rec.read_through(final_seq).await;
    for (viewer, client) in &rec.clients {
        for f in &client.frames {
            assert!(!f.contains(&seed_hex), "the seed in a frame");
            for (s, tok) in &seats {
                if Some(*s) != *viewer {
                    assert!(!f.contains(tok.as_str()), "another seat's token in a frame");
                }
            }
            let v: Value = serde_json::from_str(f).unwrap();
            no_secret_keys(&v, "");
            if v["view"].is_object() {
                check_view(&v["view"], *viewer);
                if viewer.is_none() {
                    assert_eq!(v["legal_text"].as_array().unwrap().len(), 0);
                }
            }
        }
        assert!(client.frames.len() as u64 > final_seq / 2);
    }
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_frame_holds_what_its_audience_may_not_see() {
    recorded_game(r#"{"seats":["human","human"]}"#, 1).await;
    recorded_game(
        r#"{"seats":["human","human","human"],"modules":["all"]}"#,
        3,
    )
    .await;
    recorded_game(r#"{"seats":["human","human","human","human"],"edition":"essential","modules":["imam-sultan","desert-towns"]}"#, 5).await;
    recorded_game(r#"{"solo":{"opponent":"paschabot"},"modules":["all"]}"#, 2).await;
    recorded_game(r#"{"solo":{"opponent":"lazy"}}"#, 7).await;
}
