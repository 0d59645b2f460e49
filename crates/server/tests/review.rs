//! The strong bot's review of a finished game (issue 42) over real sockets:
//! a background job per game and seat, refused while the game runs,
//! reproducible for a fixed seed and iteration budget, marking the
//! decisions that threw points away, stored once (SQLite and PostgreSQL)
//! and computed again after a restart that cut it short; and its seed
//! sees only what the seat could see.

mod common;
use common::*;
use marrakesh_bots::Budget;
use marrakesh_engine::{Action, Game, PlayerId, Setup, Start};
use marrakesh_server::{start, Config};
use serde_json::Value;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

fn config_with(db: PathBuf, iterations: u32) -> Config {
    Config {
        review_budget: Budget::Iterations(iterations),
        ..config(db)
    }
}

/// A two-seat game of people with a fixed seed, both seats played to the
/// end by `choose` (the index of the action taken among the legal ones);
/// the same seed and choices make the same game. Returns the game's id.
async fn finished_game(addr: SocketAddr, seed: u64, choose: impl Fn(&Value) -> usize) -> String {
    let g = create(
        addr,
        &format!(r#"{{"players":2,"seats":["human","human"],"seed":{seed},"name":"Ana"}}"#),
    )
    .await;
    let id = g["game"].as_str().unwrap().to_string();
    let tokens: Vec<String> = (0..2)
        .map(|i| g["seats"][i]["token"].as_str().unwrap().to_string())
        .collect();
    for _ in 0..20_000 {
        let mut moved = false;
        for t in &tokens {
            let (st, legal) = get(addr, &format!("/api/games/{id}/legal?token={t}")).await;
            assert_eq!(st, 200, "{legal}");
            if legal["game_over"] == true {
                return id;
            }
            let actions = legal["actions"].as_array().unwrap();
            if actions.is_empty() {
                continue;
            }
            let a = &actions[choose(&legal).min(actions.len() - 1)];
            let (st, r) = http(
                addr,
                "POST",
                &format!("/api/games/{id}/actions?token={t}"),
                Some(&a.to_string()),
                &[],
            )
            .await;
            assert_eq!(st, 200, "{r}");
            moved = true;
        }
        assert!(moved, "nobody could move");
    }
    panic!("the game did not end");
}

/// The first legal action, always.
fn first(_: &Value) -> usize {
    0
}

fn review_path(id: &str, seat: u8) -> String {
    format!("/api/games/{id}/review?player={seat}")
}

/// Asks for the review and waits until it is done (or failed); returns
/// the answer and the statuses seen on the way.
async fn reviewed(addr: SocketAddr, id: &str, seat: u8) -> (Value, Vec<String>) {
    let finished = |v: &Value| v["status"] == "done" || v["status"] == "failed";
    let (st, first) = post(addr, &review_path(id, seat), "").await;
    assert_eq!(st, 200, "{first}");
    let seen = std::cell::RefCell::new(vec![first["status"].as_str().unwrap().to_string()]);
    if finished(&first) {
        return (first, seen.into_inner());
    }
    let v = until(Duration::from_secs(120), "the review finished", || {
        let seen = &seen;
        async move {
            let (st, next) = get(addr, &review_path(id, seat)).await;
            assert_eq!(st, 200, "{next}");
            if let Some(p) = (next["status"] == "running").then_some(&next) {
                assert!(p["done"].as_u64().unwrap() <= p["total"].as_u64().unwrap());
            }
            seen.borrow_mut()
                .push(next["status"].as_str().unwrap().to_string());
            finished(&next).then_some(next)
        }
    })
    .await;
    (v, seen.into_inner())
}

/// What a done review says of each decision (without its words).
fn numbers(v: &Value) -> Vec<Value> {
    v["decisions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| {
            serde_json::json!([
                d["step"],
                d["chosen_action"],
                d["best_action"],
                d["chosen_value"],
                d["best_value"],
                d["lost"]
            ])
        })
        .collect()
}

/// A finished game is reviewed: every decision of the seat with a choice,
/// in order, its actions in words, nothing lost below 0, nothing lost
/// where the seat took the bot's action, and `mistake` exactly where at
/// least the threshold was lost. The same game on another server (another
/// database) with the same budget gives the same numbers. A second request
/// answers the stored review at once (never queued again), identical; a
/// server with another budget on the same database answers it too.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_is_reviewed_reproducibly_and_once() {
    let db = temp_db("review-once");
    let server = start(config_with(db.clone(), 16)).await.unwrap();
    let addr = server.addr;
    let id = finished_game(addr, 5, first).await;
    let (done, seen) = reviewed(addr, &id, 0).await;
    assert_eq!(done["status"], "done", "{done}");
    assert_ne!(seen[0], "done", "the first request starts the job");
    assert_eq!(done["player"], 0);
    assert_eq!(done["name"], "Ana");
    assert_eq!(done["budget"]["iterations"], 16);
    let total = done["total"].as_u64().unwrap();
    let ds = done["decisions"].as_array().unwrap();
    assert!(ds.len() > 20, "{} decisions", ds.len());
    let threshold = done["threshold"].as_f64().unwrap();
    assert_eq!(threshold, 5.0);
    let mut last = None;
    for d in ds {
        let step = d["step"].as_u64().unwrap();
        assert!(step < total);
        assert!(last.is_none_or(|l| l < step), "in order");
        last = Some(step);
        let lost = d["lost"].as_f64().unwrap();
        assert!(lost >= 0.0, "{d}");
        assert!(!d["chosen"].as_str().unwrap().is_empty());
        assert!(!d["best"].as_str().unwrap().is_empty());
        if d["agreed"] == true {
            assert_eq!(d["chosen_action"], d["best_action"]);
            assert_eq!(lost, 0.0, "{d}");
        }
        assert_eq!(d["mistake"] == true, lost >= threshold, "{d}");
    }
    // Words in the language asked for: German.
    let (_, de) = get(addr, &format!("{}&lang=de", review_path(&id, 0))).await;
    assert_eq!(numbers(&de), numbers(&done));
    assert!(ds
        .iter()
        .zip(de["decisions"].as_array().unwrap())
        .any(|(en, de)| en["chosen"] != de["chosen"]));

    // Asked again: the stored review at once, the same.
    let (st, again) = post(addr, &review_path(&id, 0), "").await;
    assert_eq!(st, 200);
    assert_eq!(again, done);
    // Stored once, with the game.
    let rows: i64 = rusqlite::Connection::open(&db)
        .unwrap()
        .query_row(
            "SELECT count(*) FROM reviews WHERE game = ?1 AND seat = 0",
            [&id],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(rows, 1);
    server.shutdown().await;

    // A server with another budget on the same database: the stored review.
    let server = start(config_with(db, 3)).await.unwrap();
    let (st, stored) = post(server.addr, &review_path(&id, 0), "").await;
    assert_eq!(st, 200);
    assert_eq!(stored, done);
    server.shutdown().await;

    // The same game on another server and database, the same budget: the
    // same numbers.
    let (other, _) = {
        let db = temp_db("review-twice");
        (start(config_with(db.clone(), 16)).await.unwrap(), db)
    };
    let id2 = finished_game(other.addr, 5, first).await;
    assert_ne!(id2, id);
    let (done2, _) = reviewed(other.addr, &id2, 0).await;
    assert_eq!(numbers(&done2), numbers(&done));
    assert_eq!(done2["seed"], done["seed"]);
    other.shutdown().await;
}

/// A seat that throws points away on purpose: it takes the last of its
/// legal actions where the first would do (here: a player who always
/// picks the worst-looking option), and the review marks decisions that
/// lost at least the threshold, with the bot's choice in words.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_decision_that_throws_points_away_is_marked() {
    let db = temp_db("review-marked");
    let server = start(config_with(db, 40)).await.unwrap();
    let addr = server.addr;
    let id = finished_game(addr, 8, |legal| {
        // Seat 0 takes its last option, seat 1 its first.
        if legal["player"] == 0 {
            usize::MAX
        } else {
            0
        }
    })
    .await;
    let (done, _) = reviewed(addr, &id, 0).await;
    let marked: Vec<&Value> = done["decisions"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|d| d["mistake"] == true)
        .collect();
    assert!(!marked.is_empty(), "{done}");
    for d in marked {
        assert!(d["lost"].as_f64().unwrap() >= 5.0);
        assert_ne!(d["chosen_action"], d["best_action"]);
        assert_ne!(d["chosen"], d["best"]);
    }
    server.shutdown().await;
}

/// While the game runs there is nothing to review: 409 `game_over` for
/// both routes, one line of JSON. A seat that is not at the table: 404.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_running_game_is_not_reviewed() {
    let (server, _) = server("review-running").await;
    let addr = server.addr;
    let g = create(addr, r#"{"seats":["human","greedy"],"seed":3}"#).await;
    let id = g["game"].as_str().unwrap();
    for method in ["POST", "GET"] {
        let (st, _, body) = http_raw(addr, method, &review_path(id, 0), None, &[]).await;
        assert_eq!(st, 409, "{body}");
        assert_eq!(body.lines().count(), 1);
        let v: Value = serde_json::from_str(&body).unwrap();
        assert_eq!(v["code"], "game_over");
    }
    let (st, v) = post(addr, "/api/games/nope/review?player=0", "").await;
    assert_eq!(st, 404, "{v}");
    server.shutdown().await;
}

/// A server stopped in the middle of a review stores nothing; the next
/// server on the same database computes it again at the next request (two
/// at once: one job) and stores exactly one copy.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_review_cut_short_by_a_restart_is_computed_again_once() {
    let db = temp_db("review-restart");
    let server = start(config_with(db.clone(), 3000)).await.unwrap();
    let addr = server.addr;
    let id = finished_game(addr, 6, first).await;
    let (st, v) = post(addr, &review_path(&id, 1), "").await;
    assert_eq!(st, 200, "{v}");
    // Under way: at least one decision judged.
    until(
        Duration::from_secs(30),
        "the review under way, a decision judged",
        || async {
            let (_, v) = get(addr, &review_path(&id, 1)).await;
            assert_ne!(v["status"], "done", "the review finished too soon: {v}");
            (v["status"] == "running" && v["done"].as_u64().unwrap() >= 1).then_some(())
        },
    )
    .await;
    server.shutdown().await;
    let count = || -> i64 {
        rusqlite::Connection::open(&db)
            .unwrap()
            .query_row("SELECT count(*) FROM reviews WHERE game = ?1", [&id], |r| {
                r.get(0)
            })
            .unwrap()
    };
    assert_eq!(count(), 0, "nothing stored of a review cut short");

    let server = start(config_with(db.clone(), 8)).await.unwrap();
    let (st, v) = get(server.addr, &review_path(&id, 1)).await;
    assert_eq!((st, v["status"].as_str()), (200, Some("none")), "{v}");
    // Two people ask at once: one job, one answer.
    let ((done, _), (other, _)) =
        tokio::join!(reviewed(server.addr, &id, 1), reviewed(server.addr, &id, 1));
    assert_eq!(done["status"], "done", "{done}");
    assert_eq!(other, done);
    assert_eq!(done["budget"]["iterations"], 8);
    // Asked again at once and from a second request: still one copy.
    let (_, again) = post(server.addr, &review_path(&id, 1), "").await;
    assert_eq!(again, done);
    assert_eq!(count(), 1);
    server.shutdown().await;
}

/// Two games that differ only in what seat 0 cannot see (everything hidden
/// from it drawn anew at the start): the same seed for the seat, and the
/// same review decision by decision until something hidden is revealed.
#[test]
fn a_review_sees_only_what_the_seat_saw() {
    let setup = Setup::new(2, 41);
    let real = Game::new(setup).unwrap();
    let twin = real.determinize(Some(0), 99);
    assert_ne!(real, twin);
    assert_eq!(
        marrakesh_server::review::seed(&real, 0),
        marrakesh_server::review::seed(&twin, 0)
    );
    assert_ne!(
        marrakesh_server::review::seed(&real, 0),
        marrakesh_server::review::seed(&real, 1)
    );
    // Both play the same first legal actions while seat 0 sees the same;
    // then each goes on alone to its end.
    let finish = |g: &mut Game, actions: &mut Vec<(PlayerId, Action)>| {
        while !g.is_over() {
            let seat = marrakesh_bots::next_seat(g).unwrap();
            let a = g.legal_actions(seat)[0];
            g.apply_quiet(seat, a, Start::Here).unwrap();
            actions.push((seat, a));
        }
    };
    let (mut a, mut b) = (real.clone(), twin.clone());
    let (mut xs, mut ys) = (Vec::new(), Vec::new());
    let mut reveal = None;
    while !a.is_over() && reveal.is_none() {
        if a.view(Some(0)) != b.view(Some(0)) {
            reveal = Some(xs.len());
            break;
        }
        let seat = marrakesh_bots::next_seat(&a).unwrap();
        let act = a.legal_actions(seat)[0];
        if b.apply_quiet(seat, act, Start::Here).is_err() {
            reveal = Some(xs.len());
            break;
        }
        a.apply_quiet(seat, act, Start::Here).unwrap();
        xs.push((seat, act));
        ys.push((seat, act));
    }
    let reveal = reveal.expect("something hidden is revealed before the end");
    finish(&mut a, &mut xs);
    finish(&mut b, &mut ys);
    let budget = Budget::Iterations(12);
    let r = |g: &Game, acts: &[(PlayerId, Action)]| {
        marrakesh_server::review::compute(g, acts, 0, budget, |_| Ok(())).unwrap()
    };
    let (x, y) = (r(&real, &xs), r(&twin, &ys));
    let before = |s: &marrakesh_server::review::Stored| {
        s.decisions
            .iter()
            .filter(|d| d.step < reveal)
            .cloned()
            .collect::<Vec<_>>()
    };
    assert!(!before(&x).is_empty(), "decisions before the reveal");
    assert_eq!(before(&x), before(&y));
    assert_eq!(x.seed, y.seed);
}

/// The same on PostgreSQL: reviewed, stored once, answered from the store
/// after a restart.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reviews_are_stored_in_postgres_too() {
    let Some(url) = common::postgres_url("review_pg") else {
        return;
    };
    let pg = |iterations| Config {
        db: None,
        postgres: Some(url.clone()),
        ..config_with(PathBuf::new(), iterations)
    };
    let server = start(pg(10)).await.unwrap();
    let id = finished_game(server.addr, 5, first).await;
    let (done, _) = reviewed(server.addr, &id, 0).await;
    assert_eq!(done["status"], "done", "{done}");
    let (_, again) = post(server.addr, &review_path(&id, 0), "").await;
    assert_eq!(again, done);
    server.shutdown().await;
    let server = start(pg(2)).await.unwrap();
    let (st, stored) = get(server.addr, &review_path(&id, 0)).await;
    assert_eq!(st, 200);
    assert_eq!(stored, done);
    server.shutdown().await;
    let (u, game) = (url.clone(), id.clone());
    let rows: i64 = std::thread::spawn(move || {
        let mut c = ::postgres::Client::connect(&u, ::postgres::NoTls).unwrap();
        c.query_one("SELECT count(*) FROM reviews WHERE game = $1", &[&game])
            .unwrap()
            .get(0)
    })
    .join()
    .unwrap();
    assert_eq!(rows, 1);
}
