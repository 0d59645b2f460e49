//! The simulation lab, run as a user runs it: per-game rows (CSV and JSON
//! Lines), saved games that `replay` reads, the summary's 95% intervals on
//! known cases, and the HTML reports opened in headless Chromium.

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;

/// `marrakesh` in English whatever the locale (the summaries follow it).
mod common;
use common::{fails, ok};

fn dir(name: &str) -> PathBuf {
    common::temp_dir(&format!("lab-{name}"))
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// The score categories' JSON names, in the engine's order.
const CATEGORIES: [&str; 20] = [
    "start",
    "deployment",
    "river",
    "staircases",
    "main_square",
    "luxury_goods",
    "city_gates",
    "scrolls",
    "oases_during_game",
    "rapids",
    "river_tiles",
    "provisioning",
    "complete_sectors",
    "oases",
    "resources",
    "exchange_offices",
    "desert_towns",
    "paschabot",
    "paschabot_sectors",
    "camel_race",
];

fn columns() -> Vec<String> {
    let mut c: Vec<String> = [
        "game",
        "seed",
        "players",
        "seat",
        "bot",
        "score",
        "rank",
        "winner",
        "win_share",
        "title",
        "decisions",
        "game_decisions",
        "thinking_ms",
        "thinking_mean_ms",
        "thinking_max_ms",
    ]
    .map(String::from)
    .to_vec();
    c.extend(CATEGORIES.iter().map(|k| format!("points_{k}")));
    c
}

/// The CSV file's rows as JSON objects (numbers parsed, booleans kept).
fn read_csv(path: &Path) -> (Vec<String>, Vec<serde_json::Map<String, Value>>) {
    let text = std::fs::read_to_string(path).unwrap();
    let mut lines = text.lines();
    let header: Vec<String> = lines.next().unwrap().split(',').map(String::from).collect();
    let rows = lines
        .map(|l| {
            let cells: Vec<&str> = l.split(',').collect();
            assert_eq!(cells.len(), header.len(), "{l}");
            header
                .iter()
                .zip(cells)
                .map(|(k, v)| {
                    let v = serde_json::from_str::<Value>(v).unwrap_or_else(|_| {
                        if v.is_empty() {
                            Value::Null
                        } else {
                            Value::String(v.into())
                        }
                    });
                    (k.clone(), v)
                })
                .collect()
        })
        .collect();
    (header, rows)
}

#[test]
fn per_game_rows_have_every_column() {
    let d = dir("rows");
    let csv = d.join("games.csv");
    let jsonl = d.join("games.jsonl");
    let args = |f: &Path| {
        vec![
            "simulate".to_string(),
            "--games".into(),
            "6".into(),
            "--players".into(),
            "3".into(),
            "--bots".into(),
            "greedy,random,greedy".into(),
            "--seed".into(),
            "11".into(),
            "--json".into(),
            "--per-game".into(),
            s(f).into(),
        ]
    };
    let run = |f: &Path| -> Value {
        let a = args(f);
        let a: Vec<&str> = a.iter().map(String::as_str).collect();
        serde_json::from_str(&ok(&a)).unwrap()
    };
    let summary = run(&csv);
    let (header, rows) = read_csv(&csv);
    assert_eq!(header, columns());
    assert_eq!(rows.len(), 6 * 3, "one row per game and seat");
    // JSON Lines: the same columns in the same order, the same values but
    // the wall-clock thinking times.
    let again = run(&jsonl);
    let strip = |v: &Value| {
        let mut v = v.clone();
        for k in ["seconds", "games_per_sec", "thinking", "threads"] {
            v.as_object_mut().unwrap().remove(k);
        }
        v
    };
    assert_eq!(strip(&summary), strip(&again), "the run is reproducible");
    let text = std::fs::read_to_string(&jsonl).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), rows.len());
    for (line, row) in lines.iter().zip(&rows) {
        let keys: Vec<String> = line
            .trim_start_matches('{')
            .split(",\"")
            .map(|kv| {
                kv.trim_start_matches('"')
                    .split('"')
                    .next()
                    .unwrap()
                    .to_string()
            })
            .collect();
        assert_eq!(keys, columns(), "the keys in column order");
        let obj: serde_json::Map<String, Value> = serde_json::from_str(line).unwrap();
        for k in columns().iter().filter(|k| !k.starts_with("thinking")) {
            assert_eq!(obj[k], row[k], "{k} in {line}");
        }
    }
    let mut seeds = std::collections::BTreeSet::new();
    for game in rows.chunks(3) {
        let share: f64 = game.iter().map(|r| r["win_share"].as_f64().unwrap()).sum();
        assert!((share - 1.0).abs() < 1e-9, "one win per game: {share}");
        seeds.insert(game[0]["seed"].as_u64().unwrap());
        let decisions = game[0]["game_decisions"].as_u64().unwrap();
        let own: u64 = game.iter().map(|r| r["decisions"].as_u64().unwrap()).sum();
        assert_eq!(own, decisions, "every decision is a seat's");
        for (p, r) in game.iter().enumerate() {
            assert_eq!(r["game"], game[0]["game"]);
            assert_eq!(r["seat"], p);
            assert_eq!(r["players"], 3);
            assert_eq!(r["bot"], ["greedy", "random", "greedy"][p]);
            let points: i64 = CATEGORIES
                .iter()
                .map(|k| r[&format!("points_{k}")].as_i64().unwrap())
                .sum();
            assert_eq!(points, r["score"].as_i64().unwrap(), "categories add up");
            assert_eq!(r["points_start"], 10, "the start score");
            let rank = r["rank"].as_u64().unwrap();
            assert!((1..=3).contains(&rank));
            assert_eq!(r["winner"] == true, rank == 1, "winners place first: {r:?}");
            let better = game
                .iter()
                .filter(|o| o["score"].as_i64() > r["score"].as_i64())
                .count() as u64;
            assert!(rank > better || r["winner"] == true, "{r:?}");
            assert!(r["title"].is_null());
            assert!(r["thinking_ms"].as_f64().unwrap() >= 0.0);
        }
    }
    assert_eq!(seeds.len(), 6, "every game has its own seed");
    // The summary is the mean of the rows.
    for p in 0..3 {
        let mean: f64 = rows
            .iter()
            .filter(|r| r["seat"] == p)
            .map(|r| r["score"].as_f64().unwrap())
            .sum::<f64>()
            / 6.0;
        let m = summary["seats"][p]["mean_score"].as_f64().unwrap();
        assert!((mean - m).abs() < 1e-9, "seat {p}: {mean} vs {m}");
    }
    fails(
        &[
            "simulate",
            "--games",
            "1",
            "--per-game",
            s(&d.join("x.txt")),
        ],
        ".csv or .jsonl",
    );
    // Unwritable outputs are refused before any game is played.
    let missing = d.join("no/such/dir");
    for flag in ["--per-game", "--report"] {
        let f = missing.join("x.csv");
        fails(&["simulate", "--games", "1", flag, s(&f)], "cannot write");
    }
}

#[test]
fn saved_games_replay_to_the_rows() {
    let d = dir("saved");
    for (name, extra) in [
        ("two", vec!["--players", "2", "--bots", "greedy,random"]),
        ("solo", vec!["--solo", "--bots", "greedy"]),
        ("lazy", vec!["--lazy", "--bots", "random"]),
    ] {
        let games = d.join(name);
        let rows = d.join(format!("{name}.jsonl"));
        let mut args = vec![
            "simulate",
            "--games",
            "3",
            "--seed",
            "5",
            "--save-games",
            s(&games),
            "--per-game",
            s(&rows),
        ];
        args.extend(extra);
        ok(&args);
        let rows: Vec<Value> = std::fs::read_to_string(&rows)
            .unwrap()
            .lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        let mut files: Vec<PathBuf> = std::fs::read_dir(&games)
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        files.sort();
        assert_eq!(
            files
                .iter()
                .map(|f| f.file_name().unwrap().to_str().unwrap().to_string())
                .collect::<Vec<_>>(),
            ["game-0000.json", "game-0001.json", "game-0002.json"]
        );
        for (i, f) in files.iter().enumerate() {
            // `replay` reads it: every action and its events.
            let replay = ok(&["replay", s(f)]);
            assert!(replay.lines().count() > 100, "{name}: {replay}");
            let file: Value = serde_json::from_str(&std::fs::read_to_string(f).unwrap()).unwrap();
            assert_eq!(file["setup"]["seed"], rows[2 * i]["seed"]);
            // Its final scores are the rows'.
            let score: Value = serde_json::from_str(&ok(&["score", s(f), "--json"])).unwrap();
            let sheets = score
                .as_array()
                .or(score["players"].as_array())
                .or(score["scores"].as_array());
            let totals: Vec<Value> = match sheets {
                Some(v) => v.iter().map(|x| x["total"].clone()).collect(),
                None => panic!("score --json: {score}"),
            };
            let want: Vec<Value> = rows[2 * i..2 * i + 2]
                .iter()
                .map(|r| r["score"].clone())
                .collect();
            assert_eq!(totals, want, "{name} game {i}");
            assert_eq!(
                file["actions"].as_array().unwrap().len() as u64,
                rows[2 * i]["game_decisions"].as_u64().unwrap()
            );
        }
    }
}

/// A chunk report as `simulate --json` writes it (the fields `report`
/// reads), for two seats.
fn chunk(seed: u64, games: u64, seats: [(&str, f64, f64, f64, i64, i64); 2]) -> String {
    let seats: Vec<Value> = seats
        .iter()
        .enumerate()
        .map(|(i, (bot, mean, sd, wins, min, max))| {
            serde_json::json!({"seat": i, "bot": bot, "mean_score": mean, "score_sd": sd, "wins": wins, "min_score": min, "max_score": max})
        })
        .collect();
    serde_json::json!({"games": games, "players": 2, "edition": "classic", "seed": seed, "seats": seats, "mean_score_by_category": {"start": 10.0}, "thinking": []}).to_string()
}

#[test]
fn intervals_on_known_cases() {
    // Scores 2, 4, 4 | 4, 5, 5, 7, 9 in two chunks: mean 5, sd √(32/7) =
    // 2.138, t(0.975, 7) = 2.365: 5 ± 1.787, 3.2–6.8. 160 wins in 180
    // games (below): Wilson 83.46%–92.69% (by hand: centre (0.8889 +
    // 1.96²/360) / (1 + 1.96²/180) = 0.8808, half-width 0.0462).
    let d = dir("intervals");
    let t = d.join("wins_seat0");
    std::fs::create_dir_all(&t).unwrap();
    // Chunk 1: 2, 4, 4 (mean 10/3, sd √(4/3)); chunk 2: 4, 5, 5, 7, 9
    // (mean 6, sd 2); 3 + 4 wins of the 8 games: Wilson 52.9%–97.8%.
    std::fs::write(
        t.join("1.json"),
        chunk(
            1,
            3,
            [
                ("ismcts:10it", 10.0 / 3.0, (4.0f64 / 3.0).sqrt(), 3.0, 2, 4),
                ("greedy", 1.0, 0.0, 0.0, 1, 1),
            ],
        ),
    )
    .unwrap();
    std::fs::write(
        t.join("2.json"),
        chunk(
            2,
            5,
            [
                ("ismcts:10it", 6.0, 2.0, 4.0, 4, 9),
                ("greedy", 1.0, 0.0, 1.0, 1, 1),
            ],
        ),
    )
    .unwrap();
    let text = ok(&["report", s(&t)]);
    assert!(
        text.contains("mean score: 5.0 ±1.8 (3.2–6.8, sd 2.1)"),
        "{text}"
    );
    assert!(text.contains("win rate: 87.5% (52.9%–97.8%"), "{text}");
    let w = d.join("rate_seat1");
    std::fs::create_dir_all(&w).unwrap();
    std::fs::write(
        w.join("1.json"),
        chunk(
            7,
            180,
            [
                ("greedy", 120.0, 15.0, 20.0, 80, 160),
                ("ismcts:10it", 150.0, 15.0, 160.0, 100, 200),
            ],
        ),
    )
    .unwrap();
    let text = ok(&["report", s(&w)]);
    assert!(
        text.contains("win rate: 88.9% (83.5%–92.7%, ±4.6%)"),
        "{text}"
    );
    // 150 ± 1.973 · 15 / √180 = 150 ± 2.21.
    assert!(
        text.contains("mean score: 150.0 ±2.2 (147.8–152.2, sd 15.0)"),
        "{text}"
    );
    assert!(text.contains("others' mean: 120.0"), "{text}");
    // The summary of a run: the intervals of its own numbers.
    let v: Value = serde_json::from_str(&ok(&[
        "simulate",
        "--games",
        "10",
        "--players",
        "2",
        "--bots",
        "greedy,random",
        "--seed",
        "2",
        "--json",
    ]))
    .unwrap();
    for seat in v["seats"].as_array().unwrap() {
        let (m, sd) = (
            seat["mean_score"].as_f64().unwrap(),
            seat["score_sd"].as_f64().unwrap(),
        );
        let half = 2.262_157 * sd / 10f64.sqrt(); // t(0.975, 9)
        let ci = &seat["mean_score_ci"];
        assert!(
            (ci[0].as_f64().unwrap() - (m - half)).abs() < 1e-4,
            "{seat}"
        );
        assert!(
            (ci[1].as_f64().unwrap() - (m + half)).abs() < 1e-4,
            "{seat}"
        );
        let (p, z) = (seat["win_rate"].as_f64().unwrap(), 1.959_964f64);
        let (c, h) = (
            (p + z * z / 20.0) / (1.0 + z * z / 10.0),
            z * (p * (1.0 - p) / 10.0 + z * z / 400.0).sqrt() / (1.0 + z * z / 10.0),
        );
        let ci = &seat["win_rate_ci"];
        assert!(
            (ci[0].as_f64().unwrap() - (c - h).max(0.0)).abs() < 1e-5,
            "{seat}"
        );
        assert!(
            (ci[1].as_f64().unwrap() - (c + h).min(1.0)).abs() < 1e-5,
            "{seat}"
        );
    }
    let text = ok(&[
        "simulate",
        "--games",
        "10",
        "--players",
        "2",
        "--bots",
        "greedy,random",
        "--seed",
        "2",
    ]);
    assert!(text.contains("(95%)") && text.contains("Wilson"), "{text}");
}

/// Chromium and playwright-core, or why the browser check is skipped.
fn browser() -> Option<(PathBuf, PathBuf)> {
    let chromium = std::env::var_os("CHROMIUM")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/bin/chromium"));
    let e2e = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../server/e2e");
    let missing = if !chromium.exists() {
        Some(format!(
            "{} is missing (apt-get install chromium)",
            chromium.display()
        ))
    } else if !e2e
        .join("node_modules/playwright-core/package.json")
        .exists()
    {
        // The server's browser tests use the same package: install it.
        let _ = Command::new("npm")
            .args(["ci", "--no-audit", "--no-fund"])
            .current_dir(&e2e)
            .status();
        (!e2e
            .join("node_modules/playwright-core/package.json")
            .exists())
        .then(|| "playwright-core is missing (npm ci in crates/server/e2e)".to_string())
    } else {
        None
    };
    match missing {
        None => Some((chromium, e2e)),
        Some(why) if std::env::var_os("CI").is_some() => panic!("{why}"),
        Some(why) => {
            eprintln!("SKIPPED: the HTML report is not opened in a browser: {why}");
            None
        }
    }
}

/// Opens a report in headless Chromium; its figures as laid out.
fn open(report: &Path, screenshot: Option<&Path>) -> Option<Value> {
    let (chromium, e2e) = browser()?;
    let mut cmd = Command::new("node");
    cmd.arg(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/report_browser.mjs"))
        .arg(report)
        .env("CHROMIUM", chromium)
        .env("E2E_DIR", e2e);
    if let Some(p) = screenshot {
        cmd.env("SCREENSHOT", p);
    }
    let o = cmd.output().expect("node runs");
    assert!(
        o.status.success(),
        "the report did not open: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    Some(serde_json::from_slice(&o.stdout).expect("the browser script's JSON"))
}

/// No error, nothing fetched, and each of `ids` a drawn plot.
fn check_page(v: &Value, ids: &[&str]) {
    assert_eq!(v["errors"], serde_json::json!([]), "{v}");
    assert_eq!(v["requests"], serde_json::json!([]), "nothing fetched: {v}");
    let figs = v["figures"].as_array().unwrap();
    let got: Vec<&str> = figs.iter().map(|f| f["id"].as_str().unwrap()).collect();
    assert_eq!(got, ids, "{v}");
    for f in figs {
        assert!(f["width"].as_u64().unwrap() >= 600, "{f}");
        assert!(f["height"].as_u64().unwrap() >= 150, "{f}");
        assert!(
            f["shapes"].as_u64().unwrap() >= 10,
            "a plot draws shapes: {f}"
        );
        assert!(f["texts"].as_u64().unwrap() >= 5, "a plot has labels: {f}");
    }
    assert!(v["tableRows"].as_u64().unwrap() >= 3, "{v}");
}

#[test]
fn html_reports_open_in_chromium_with_their_plots() {
    let d = dir("html");
    let run = d.join("run.html");
    ok(&[
        "simulate",
        "--games",
        "12",
        "--players",
        "3",
        "--bots",
        "greedy,greedy,random",
        "--seed",
        "3",
        "--report",
        s(&run),
    ]);
    let html = std::fs::read_to_string(&run).unwrap();
    assert!(html.starts_with("<!DOCTYPE html>"));
    assert_eq!(html.matches("<svg").count(), 5, "five plots");
    for tag in ["<script", "<link", "src=", "@import", "url("] {
        assert!(!html.contains(tag), "self-contained: no {tag}");
    }
    let strength = d.join("strength.html");
    let data = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../docs/strength/data");
    ok(&["report", "--html", s(&strength), s(&data)]);
    let html = std::fs::read_to_string(&strength).unwrap();
    assert!(html.contains("2p_1s (both seats)"), "the pooled seats");
    let shot = std::env::var_os("MARRAKESH_REPORT_SCREENSHOT").map(PathBuf::from);
    if let Some(v) = open(&run, shot.as_deref()) {
        check_page(
            &v,
            &["scores", "wins", "categories", "head-to-head", "rounds"],
        );
        assert!(v["title"].as_str().unwrap().contains("12 games"), "{v}");
    }
    if let Some(v) = open(&strength, None) {
        check_page(
            &v,
            &[
                "wins",
                "titles",
                "means",
                "scores",
                "categories",
                "head-to-head",
            ],
        );
    }
}
