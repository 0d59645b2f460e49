//! Golden transcripts: `marrakesh replay --lang de|nl` of every golden game
//! of the engine (`crates/engine/tests/golden/*.json`), checked in under
//! `tests/golden_replays/<game>.<lang>.txt` so that every change of wording
//! shows in review.
//!
//! After an intended change of wording, rewrite them with
//! `UPDATE_GOLDEN=replays cargo test --release -p marrakesh --test golden_replays`
//! and read the diff.

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The languages whose transcripts are kept (English is the engine's own
/// transcript's language and the fallback).
const LANGS: [&str; 2] = ["de", "nl"];

fn golden_games() -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../engine/tests/golden");
    let mut games: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    games.sort();
    games
}

fn stored_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden_replays")
}

/// The golden file as a game file: its setup and actions (the golden file
/// also holds the expected scores, which a game file does not have).
fn game_file(golden: &Path, tmp: &Path) -> PathBuf {
    let v: Value = serde_json::from_str(&std::fs::read_to_string(golden).unwrap())
        .unwrap_or_else(|e| panic!("{}: {e}", golden.display()));
    let file = serde_json::json!({"setup": v["setup"], "actions": v["actions"]});
    let name = golden.file_name().unwrap();
    let path = tmp.join(name);
    std::fs::write(&path, file.to_string()).unwrap();
    path
}

fn replay(file: &Path, lang: &str) -> String {
    let o = Command::new(env!("CARGO_BIN_EXE_marrakesh"))
        .args(["replay", file.to_str().unwrap(), "--lang", lang])
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .output()
        .expect("run marrakesh");
    assert!(
        o.status.success(),
        "replay {} --lang {lang}: {}",
        file.display(),
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8(o.stdout).expect("UTF-8")
}

#[test]
fn golden_games_replay_in_german_and_dutch_as_checked_in() {
    let update = std::env::var("UPDATE_GOLDEN").is_ok_and(|v| v == "replays");
    let tmp = std::env::temp_dir().join(format!("marrakesh-golden-replays-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    let games = golden_games();
    assert!(games.len() >= 10, "the engine's golden games: {games:?}");
    let mut differ = Vec::new();
    for golden in &games {
        let name = golden.file_stem().unwrap().to_string_lossy().into_owned();
        let file = game_file(golden, &tmp);
        for lang in LANGS {
            let text = replay(&file, lang);
            // Every message found, every variable given.
            assert!(
                !text.contains("{$") && !text.contains("{tui-"),
                "{name} ({lang}) has an unresolved message"
            );
            let stored = stored_dir().join(format!("{name}.{lang}.txt"));
            if update {
                std::fs::create_dir_all(stored_dir()).unwrap();
                std::fs::write(&stored, &text).unwrap();
                continue;
            }
            match std::fs::read_to_string(&stored) {
                Ok(s) if s == text => {}
                Ok(s) => {
                    let line = s
                        .lines()
                        .zip(text.lines())
                        .position(|(a, b)| a != b)
                        .unwrap_or(s.lines().count().min(text.lines().count()));
                    differ.push(format!(
                        "{} differs from line {}: {:?} now reads {:?}",
                        stored.display(),
                        line + 1,
                        s.lines().nth(line).unwrap_or(""),
                        text.lines().nth(line).unwrap_or("")
                    ));
                }
                Err(e) => differ.push(format!("{}: {e}", stored.display())),
            }
        }
    }
    let _ = std::fs::remove_dir_all(&tmp);
    assert!(
        differ.is_empty(),
        "{}\nAfter an intended change of wording: UPDATE_GOLDEN=replays cargo test --release -p marrakesh --test golden_replays",
        differ.join("\n")
    );
}
