//! The non-interactive commands, run as a user runs them.

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn marrakesh(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_marrakesh"))
        .args(args)
        .output()
        .expect("run marrakesh")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn ok(args: &[&str]) -> String {
    let o = marrakesh(args);
    assert!(
        o.status.success(),
        "marrakesh {args:?} failed: {}",
        stderr(&o)
    );
    stdout(&o)
}

/// Exit status 2, exactly one line on stderr containing `what`.
fn fails(args: &[&str], what: &str) {
    let o = marrakesh(args);
    assert_eq!(
        o.status.code(),
        Some(2),
        "marrakesh {args:?}: {}",
        stderr(&o)
    );
    let err = stderr(&o);
    assert_eq!(err.lines().count(), 1, "one line on stderr: {err:?}");
    assert!(err.contains(what), "{err:?} should mention {what:?}");
    assert!(stdout(&o).is_empty(), "nothing on stdout");
}

fn dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("marrakesh-cmd-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

#[test]
fn a_game_is_driven_through_files() {
    let d = dir("drive");
    let g = d.join("game.json");
    let text = ok(&[
        "new",
        "--players",
        "2",
        "--seed",
        "42",
        "--river-tiles",
        "1,3,5",
        "--start-player",
        "1",
    ]);
    std::fs::write(&g, &text).unwrap();
    let v: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(v["setup"]["players"], 2);
    assert_eq!(v["setup"]["river_tiles"], serde_json::json!([1, 3, 5]));
    assert_eq!(v["actions"], serde_json::json!([]));

    // Setup: both players decide at once; `legal` lists the first one's.
    let l: Value = serde_json::from_str(&ok(&["legal", s(&g)])).unwrap();
    assert_eq!(l["pending"].as_array().unwrap().len(), 2);
    assert_eq!(l["player"], 0);
    let actions = l["actions"].as_array().unwrap();
    assert_eq!(actions.len(), l["descriptions"].as_array().unwrap().len());
    // Without --player the action is ambiguous.
    let a0 = actions[0].to_string();
    fails(&["apply", s(&g), &a0], "--player");
    // Apply every listed action of each pending player until the selection.
    for _ in 0..6 {
        let l: Value = serde_json::from_str(&ok(&["legal", s(&g)])).unwrap();
        let p = l["player"].to_string();
        let a = l["actions"][0].to_string();
        let out = ok(&["apply", s(&g), &a, "--player", &p, "--in-place"]);
        assert!(out.contains("P"), "events are described: {out}");
    }
    let l: Value = serde_json::from_str(&ok(&["legal", s(&g), "--player", "1"])).unwrap();
    assert_eq!(l["decision"]["kind"], "select_keshis");
    assert_eq!(l["actions"].as_array().unwrap().len(), 220);

    // Seat 1 selects in secret; seat 0 and a spectator do not see it.
    let sel = l["actions"][0].to_string();
    let new_text = ok(&["apply", s(&g), &sel, "--player", "1"]);
    std::fs::write(&g, &new_text).unwrap();
    let v0: Value = serde_json::from_str(&ok(&["view", s(&g), "--player", "0"])).unwrap();
    assert_eq!(v0["players"][1]["has_selected"], true);
    assert_eq!(v0["players"][1]["selection"], Value::Null);
    assert_eq!(v0["players"][1]["screen"], Value::Null);
    assert!(
        v0["players"][0]["screen"].is_array(),
        "own screen is visible"
    );
    let v1: Value = serde_json::from_str(&ok(&["view", s(&g), "--player", "1"])).unwrap();
    assert!(
        v1["players"][1]["selection"].is_array(),
        "own selection is visible"
    );
    let vs: Value = serde_json::from_str(&ok(&["view", s(&g), "--spectator"])).unwrap();
    assert_eq!(vs["viewer"], Value::Null);
    assert_eq!(vs["players"][1]["selection"], Value::Null);
    for p in vs["players"].as_array().unwrap() {
        assert_eq!(p["screen"], Value::Null);
    }

    // Score and replay.
    let sc = ok(&["score", s(&g)]);
    assert!(sc.contains("TOTAL") && sc.contains("start"), "{sc}");
    let scj: Value = serde_json::from_str(&ok(&["score", s(&g), "--json"])).unwrap();
    assert_eq!(scj["players"][0]["total"], 10);
    let r = ok(&["replay", s(&g)]);
    assert!(r.contains("#6 P1:"), "{r}");
    assert!(r.contains("Season 1 begins"), "{r}");
    let rj: Value = serde_json::from_str(&ok(&["replay", s(&g), "--json"])).unwrap();
    assert_eq!(rj["actions"].as_array().unwrap().len(), 7);
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn bad_input_is_one_line_and_exit_status_2() {
    let d = dir("bad");
    let g = d.join("game.json");
    std::fs::write(&g, ok(&["new", "--players", "3", "--seed", "1"])).unwrap();
    let before = std::fs::read_to_string(&g).unwrap();
    fails(
        &["apply", s(&g), "{not json", "--player", "0"],
        "malformed action JSON",
    );
    fails(
        &[
            "apply",
            s(&g),
            "{\"action\":\"done\"}",
            "--player",
            "0",
            "--in-place",
        ],
        "illegal action",
    );
    fails(
        &[
            "apply",
            s(&g),
            "{\"action\":\"select\",\"keshis\":[\"red\",\"red\",\"red\"]}",
            "--player",
            "0",
        ],
        "illegal action",
    );
    fails(
        &["apply", s(&g), "{\"action\":\"done\"}", "--player", "7"],
        "no player 7",
    );
    fails(&["legal", s(&d.join("missing.json"))], "cannot read");
    fails(&["view", s(&g), "--player", "3"], "no player 3");
    assert_eq!(
        std::fs::read_to_string(&g).unwrap(),
        before,
        "file untouched"
    );

    // Edited files are refused with a clear message.
    let edited = before.replace("\"seed\":1", "\"seed\":\"one\"");
    std::fs::write(&g, &edited).unwrap();
    fails(&["legal", s(&g)], "not a valid game file");
    std::fs::write(
        &g,
        "{\"setup\":{\"players\":3,\"seed\":1},\"actions\":[[0,{\"action\":\"done\"}]]}",
    )
    .unwrap();
    fails(&["score", s(&g)], "action #0 cannot be replayed");
    fails(&["replay", s(&g)], "action #0 cannot be replayed");
    std::fs::write(&g, "{\"setup\":{\"players\":6},\"actions\":[]}").unwrap();
    fails(&["view", s(&g), "--spectator"], "2 to 4 players");
    fails(&["new", "--players", "5"], "2 to 4 players");
    fails(&["new", "--river-tiles", "1,1,1"], "river tile");
    fails(
        &["simulate", "--players", "2", "--bots", "greedy,clever"],
        "unknown bot",
    );
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn simulate_reports_json_and_is_reproducible() {
    let run = |threads: &str| -> Value {
        let out = ok(&[
            "simulate",
            "--games",
            "16",
            "--players",
            "3",
            "--bots",
            "greedy,random,random",
            "--seed",
            "5",
            "--threads",
            threads,
            "--json",
        ]);
        assert_eq!(out.trim().lines().count(), 1, "one JSON object: {out}");
        serde_json::from_str(&out).unwrap()
    };
    let a = run("1");
    let b = run("2");
    for key in [
        "games",
        "players",
        "games_per_sec",
        "mean_decisions",
        "seats",
    ] {
        assert!(a.get(key).is_some(), "missing {key}");
    }
    assert_eq!(a["games"], 16);
    assert_eq!(a["seats"].as_array().unwrap().len(), 3);
    for seat in a["seats"].as_array().unwrap() {
        assert!(
            seat["bot"].is_string()
                && seat["mean_score"].is_number()
                && seat["win_rate"].is_number()
        );
    }
    assert_eq!(
        a["seats"], b["seats"],
        "same numbers whatever the thread count"
    );
    assert_eq!(a["mean_decisions"], b["mean_decisions"]);
    let text = ok(&["simulate", "--games", "4", "--players", "2", "--seed", "1"]);
    assert!(
        text.contains("games/s") && text.contains("win rate"),
        "{text}"
    );
    let bench = ok(&["bench", "--games", "5", "--players", "2", "--seed", "1"]);
    assert!(bench.contains("games/s"), "{bench}");
}

#[test]
fn play_without_a_terminal_says_so() {
    let d = dir("noterm");
    let o = Command::new(env!("CARGO_BIN_EXE_marrakesh"))
        .args(["play", "--save", s(&d.join("x.json"))])
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("needs a terminal"));
    assert!(!d.join("x.json").exists());
    let _ = std::fs::remove_dir_all(&d);
}
