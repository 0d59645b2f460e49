//! `marrakesh review`: the strong bot's review of a finished game file,
//! as text and as JSON; a game that is not over is refused (one line on
//! stderr, exit status 2).

use serde_json::Value;
use std::path::{Path, PathBuf};

mod common;
use common::{marrakesh, ok};

/// Exit status 2, one line on stderr containing `what`, nothing on stdout.
fn fails(args: &[&str], what: &str) {
    let o = common::fails(args, what);
    assert!(o.stdout.is_empty(), "nothing on stdout");
}

fn dir(name: &str) -> PathBuf {
    common::temp_dir(&format!("review-{name}"))
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

#[test]
fn a_finished_game_is_reviewed_as_text_and_json() {
    let d = dir("finished");
    // A finished game file, as `simulate --save-games` (and `play`) save it.
    ok(&[
        "simulate",
        "--players",
        "2",
        "--bots",
        "greedy",
        "--games",
        "1",
        "--seed",
        "3",
        "--threads",
        "1",
        "--save-games",
        s(&d),
    ]);
    let file = d.join("game-0000.json");
    assert!(file.exists());

    let text = ok(&["review", s(&file), "--player", "1", "--ms", "1"]);
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].starts_with("Review of P1 (final score "), "{text}");
    assert!(lines[0].contains("1 ms per decision"), "{text}");
    let judged = &lines[1..lines.len() - 1];
    assert!(judged.len() > 30, "{text}");
    for l in judged {
        assert!(l.starts_with('#'), "{l}");
        assert!(
            l.contains("(the bot agrees)") || (l.contains("; the bot: ") && l.contains("; lost ")),
            "{l}"
        );
    }
    let last = lines.last().unwrap();
    assert!(
        last.starts_with(&format!(
            "{} decisions judged: the bot agreed with ",
            judged.len()
        )),
        "{last}"
    );
    assert!(last.ends_with("expected points lost in all"), "{last}");

    let json = ok(&["review", s(&file), "--player", "1", "--ms", "1", "--json"]);
    let v: Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["player"], 1);
    let decisions = v["decisions"].as_array().unwrap();
    assert_eq!(decisions.len(), judged.len());
    let mut step = -1;
    for d in decisions {
        for key in [
            "step",
            "chosen",
            "best",
            "chosen_value",
            "best_value",
            "lost",
        ] {
            assert!(!d[key].is_null(), "{key} in {d}");
        }
        let lost = d["lost"].as_f64().unwrap();
        assert!(lost >= 0.0, "{d}");
        assert_eq!(d["mistake"].as_bool(), Some(lost >= 5.0), "{d}");
        assert!(d["chosen"].as_str().is_some_and(|t| !t.is_empty()), "{d}");
        assert!(d["best"].as_str().is_some_and(|t| !t.is_empty()), "{d}");
        if d["chosen_action"] == d["best_action"] {
            assert_eq!(lost, 0.0, "{d}");
        }
        let at = d["step"].as_i64().unwrap();
        assert!(at > step, "steps in order: {d}");
        step = at;
    }

    // In German, with German words.
    let de = ok(&[
        "review",
        s(&file),
        "--player",
        "0",
        "--ms",
        "1",
        "--lang",
        "de",
    ]);
    assert!(de.starts_with("Rückblick auf P0 "), "{de}");
    assert!(de.contains("Entscheidungen beurteilt"), "{de}");
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn a_running_game_or_a_missing_seat_is_refused() {
    let d = dir("running");
    let file = d.join("new.json");
    std::fs::write(&file, ok(&["new", "--players", "2", "--seed", "5"])).unwrap();
    fails(
        &["review", s(&file), "--player", "0"],
        "the game is not over",
    );
    fails(
        &["review", s(&file), "--player", "0", "--json"],
        "only finished games are reviewed",
    );
    // `--player` is required; a seat the game does not have is refused.
    fails(
        &["review", s(&file), "--player", "3"],
        "there is no player 3",
    );
    let o = marrakesh(&["review", s(&file)]);
    assert_eq!(o.status.code(), Some(2));
    let _ = std::fs::remove_dir_all(&d);
}
