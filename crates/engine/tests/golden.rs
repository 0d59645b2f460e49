//! Golden playthroughs: complete games stored in `tests/golden/*.json`, each
//! with its setup, every action taken and the final score sheets:
//!
//! ```text
//! { "setup": {...}, "actions": [[player, action], ...], "final_scores": [...] }
//! ```
//!
//! Next to each file, `tests/golden/*.transcript` tells the game step by
//! step, as OpenSpiel's playthrough files do: the setup's events, then each
//! action with the events it caused, in words:
//!
//! ```text
//! step 12 · player 0 · claim: colour turquoise, count 2
//!     keshis claimed: player 0, colours [turquoise, turquoise]
//! ```
//!
//! The tests replay each game, compare the transcript line by line (a
//! failure names the first step where the game diverges, with the stored
//! and the new line) and then the resulting score sheets with the stored
//! ones, so a rule change that alters a game shows up here (and as a diff
//! of the files in review).
//!
//! To regenerate the files after an intended rule change, run
//!
//! ```text
//! UPDATE_GOLDEN=1 cargo test -p marrakesh-engine --test golden
//! ```
//!
//! which plays each game anew from its setup with seeded random choices
//! (a random pending player, a random legal action, both from
//! `Rng::new(setup.seed ^ CHOICES)`) and rewrites the file. The action
//! lists may then change as well; review the diff before committing.
//! `UPDATE_GOLDEN=transcripts` rewrites only the transcripts, from the
//! stored actions (after a change of wording).

use marrakesh_engine::*;
use serde::{Deserialize, Serialize};
use std::path::PathBuf;

/// Mixed into the setup seed to seed the random choices.
const CHOICES: u64 = 0x601DE11;

/// One golden game: its file name and setup.
struct Spec {
    name: &'static str,
    setup: Setup,
}

fn specs() -> Vec<Spec> {
    vec![
        Spec {
            name: "2p_classic",
            setup: Setup {
                players: 2,
                edition: Edition::Classic,
                seed: 11,
                secure_seed: None,
                tower: TowerSetting::B1,
                river_tiles: None,
                start_player: None,
                solo: None,
                modules: Default::default(),
            },
        },
        Spec {
            name: "3p_essential",
            setup: Setup {
                players: 3,
                edition: Edition::Essential,
                seed: 22,
                secure_seed: None,
                tower: TowerSetting::B1,
                river_tiles: None,
                start_player: None,
                solo: None,
                modules: Default::default(),
            },
        },
        Spec {
            name: "4p_classic_b2",
            setup: Setup {
                players: 4,
                edition: Edition::Classic,
                seed: 33,
                secure_seed: None,
                tower: TowerSetting::B2,
                river_tiles: None,
                start_player: None,
                solo: None,
                modules: Default::default(),
            },
        },
        Spec {
            name: "4p_essential",
            setup: Setup {
                players: 4,
                edition: Edition::Essential,
                seed: 44,
                secure_seed: None,
                tower: TowerSetting::B1,
                river_tiles: Some(Setup::FIRST_GAME_RIVER_TILES),
                start_player: Some(2),
                solo: None,
                modules: Default::default(),
            },
        },
        Spec {
            name: "3p_classic_all_modules",
            setup: Setup {
                players: 3,
                seed: 55,
                // The five modules of the base box.
                modules: Modules::combinations().last().unwrap_or_default(),
                ..Setup::default()
            },
        },
        Spec {
            name: "solo_paschabot_modules",
            setup: Setup {
                modules: Modules {
                    imam_sultan: true,
                    desert_towns: true,
                    ..Modules::default()
                },
                ..Setup::solo(Solo::default(), 66)
            },
        },
        Spec {
            name: "solo_lazy_essential",
            setup: Setup {
                edition: Edition::Essential,
                ..Setup::solo(
                    Solo {
                        opponent: Opponent::Lazy,
                        difficulty: Difficulty::default(),
                    },
                    77,
                )
            },
        },
        Spec {
            name: "4p_essential_new_goods_oases",
            setup: Setup {
                players: 4,
                edition: Edition::Essential,
                seed: 88,
                modules: Modules {
                    new_luxury_goods: true,
                    new_oases: true,
                    ..Modules::default()
                },
                ..Setup::default()
            },
        },
        Spec {
            // The camel race alone, in Essential (scrolls and luxury goods
            // in stacks, as 003 asks for the race).
            name: "3p_essential_camel_race",
            setup: Setup {
                players: 3,
                edition: Edition::Essential,
                seed: 99,
                modules: Modules {
                    camel_race: true,
                    ..Modules::default()
                },
                ..Setup::default()
            },
        },
        Spec {
            // Every module of both boxes: the eleven of `--modules all`.
            name: "4p_classic_every_module",
            setup: Setup {
                players: 4,
                seed: 111,
                modules: Modules::ALL,
                ..Setup::default()
            },
        },
        Spec {
            // Every module in a solo game: the special buildings' back
            // side (003 Paschabot: "Benutze nur die Rückseite der Gebäude").
            name: "solo_paschabot_every_module",
            setup: Setup {
                modules: Modules::ALL.for_solo(),
                ..Setup::solo(Solo::default(), 122)
            },
        },
        Spec {
            // The special buildings alone, front side: draw 2 keep 1, the
            // yellow scroll draft, the buildings' abilities.
            name: "3p_classic_special_buildings",
            setup: Setup {
                players: 3,
                seed: 133,
                modules: Modules {
                    special_buildings: Some(BuildingSide::Front),
                    ..Modules::default()
                },
                ..Setup::default()
            },
        },
        Spec {
            // The special buildings' back side in a solo game, Essential
            // (its 3 scroll stacks).
            name: "solo_essential_buildings_back",
            setup: Setup {
                edition: Edition::Essential,
                modules: Modules {
                    special_buildings: Some(BuildingSide::Back),
                    ..Modules::default()
                },
                ..Setup::solo(Solo::default(), 144)
            },
        },
        Spec {
            // The new provision tiles alone: 3 base + 1 moderate + 1 hard
            // drawn, 3 kept.
            name: "4p_essential_new_provisions",
            setup: Setup {
                players: 4,
                edition: Edition::Essential,
                seed: 155,
                modules: Modules {
                    new_provisions: true,
                    ..Modules::default()
                },
                ..Setup::default()
            },
        },
        Spec {
            name: "3p_classic_nomads",
            setup: Setup {
                players: 3,
                seed: 99,
                modules: Modules {
                    nomads: true,
                    new_luxury_goods: true,
                    new_oases: true,
                    ..Modules::default()
                },
                ..Setup::default()
            },
        },
    ]
}

/// The contents of a golden file.
#[derive(Serialize, Deserialize, PartialEq, Debug)]
struct Golden {
    setup: Setup,
    actions: Vec<(PlayerId, Action)>,
    final_scores: Vec<ScoreSheet>,
}

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

fn path(name: &str) -> PathBuf {
    dir().join(format!("{name}.json"))
}

/// The game's transcript next to its golden file.
fn transcript_path(name: &str) -> PathBuf {
    dir().join(format!("{name}.transcript"))
}

fn updating() -> bool {
    std::env::var("UPDATE_GOLDEN").is_ok_and(|v| v == "1")
}

/// Plays a game from `setup` with seeded random choices.
fn play(setup: Setup) -> Golden {
    let mut game = Game::new(setup).unwrap_or_else(|e| panic!("setup {setup:?}: {e}"));
    let mut choices = Rng::new(setup.seed ^ CHOICES);
    let mut actions = Vec::new();
    while !game.is_over() {
        let pending = game.pending();
        assert!(!pending.is_empty(), "nobody to decide in a running game");
        let (p, _) = pending.players[choices.below(pending.players.len() as u32) as usize];
        let legal = game.legal_actions(p);
        let a = legal[choices.below(legal.len() as u32) as usize];
        game.apply(p, a)
            .unwrap_or_else(|e| panic!("listed action {a:?} of player {p} failed: {e}"));
        actions.push((p, a));
        assert!(actions.len() < 10_000, "the game does not end");
    }
    Golden {
        setup,
        actions,
        final_scores: game.scores(),
    }
}

/// Compact JSON.
fn compact<T: Serialize>(x: &T) -> String {
    serde_json::to_string(x).expect("serialises")
}

/// One score sheet, a field per line and a category per line.
fn render_sheet(sheet: &ScoreSheet) -> String {
    let value = serde_json::to_value(sheet).expect("a score sheet serialises");
    let mut lines = Vec::new();
    for key in [
        "player",
        "total",
        "winner",
        "categories",
        "final_scoring",
        "palace_step",
        "mosque_step",
    ] {
        let v = &value[key];
        let text = match v.as_array() {
            Some(items) if key == "categories" => {
                let items: Vec<String> = items
                    .iter()
                    .map(|i| format!("        {}", compact(i)))
                    .collect();
                format!("[\n{}\n      ]", items.join(",\n"))
            }
            _ => compact(v),
        };
        lines.push(format!("      \"{key}\": {text}"));
    }
    // Fields this file does not know yet still go in.
    if let Some(map) = value.as_object() {
        for (key, v) in map {
            if !lines
                .iter()
                .any(|l| l.starts_with(&format!("      \"{key}\"")))
            {
                lines.push(format!("      \"{key}\": {}", compact(v)));
            }
        }
    }
    format!("    {{\n{}\n    }}", lines.join(",\n"))
}

/// The text of a golden file: one action per line, then the score sheets.
fn render(g: &Golden) -> String {
    let actions: Vec<String> = g
        .actions
        .iter()
        .map(|a| format!("    {}", compact(a)))
        .collect();
    let sheets: Vec<String> = g.final_scores.iter().map(render_sheet).collect();
    format!(
        "{{\n  \"setup\": {},\n  \"actions\": [\n{}\n  ],\n  \"final_scores\": [\n{}\n  ]\n}}\n",
        compact(&g.setup),
        actions.join(",\n"),
        sheets.join(",\n")
    )
}

/// A value of an action's or event's JSON in words: names with spaces,
/// lists in brackets, nothing quoted.
fn words(v: &serde_json::Value) -> String {
    use serde_json::Value;
    match v {
        Value::Null => "none".into(),
        Value::Bool(b) => if *b { "yes" } else { "no" }.into(),
        Value::Number(n) => n.to_string(),
        Value::String(s) => s.replace('_', " "),
        Value::Array(items) => format!(
            "[{}]",
            items.iter().map(words).collect::<Vec<_>>().join(", ")
        ),
        Value::Object(map) => format!("{{{}}}", fields(map, None)),
    }
}

/// The fields of a JSON object in words, `tag` (the variant name) left out:
/// the player first, then by name (whatever order serde_json keeps).
fn fields(map: &serde_json::Map<String, serde_json::Value>, tag: Option<&str>) -> String {
    let mut keys: Vec<&String> = map.keys().filter(|k| Some(k.as_str()) != tag).collect();
    keys.sort_by_key(|k| (k.as_str() != "player", k.as_str()));
    keys.iter()
        .map(|k| format!("{} {}", k.replace('_', " "), words(&map[k.as_str()])))
        .collect::<Vec<_>>()
        .join(", ")
}

/// An action or event in words: its kind, then its fields.
fn told<T: Serialize>(x: &T, tag: &str) -> String {
    let v = serde_json::to_value(x).expect("serialises");
    let kind = v[tag].as_str().unwrap_or("?").replace('_', " ");
    match v.as_object() {
        Some(map) if map.len() > 1 => format!("{kind}: {}", fields(map, Some(tag))),
        _ => kind,
    }
}

/// The game's transcript, OpenSpiel-playthrough style: the setup's events,
/// then each step's player and action with the events it caused, indented.
fn transcript(name: &str, golden: &Golden) -> String {
    let mut out = vec![
        format!("# {name}: each action and the events it caused (tests/golden.rs)"),
        "setup".to_string(),
    ];
    let (mut game, events) = Game::new_with_events(golden.setup)
        .unwrap_or_else(|e| panic!("{name}: setup {:?}: {e}", golden.setup));
    out.extend(events.iter().map(|e| format!("    {}", told(e, "event"))));
    for (i, (p, a)) in golden.actions.iter().enumerate() {
        out.push(format!(
            "step {} · player {p} · {}",
            i + 1,
            told(a, "action")
        ));
        match game.apply(*p, *a) {
            Ok(events) => out.extend(events.iter().map(|e| format!("    {}", told(e, "event")))),
            Err(e) => {
                out.push(format!("    refused: {e}"));
                break;
            }
        }
    }
    out.push(String::new());
    out.join("\n")
}

/// Where two transcripts first differ: the step, what was stored and what
/// happens now.
fn divergence(stored: &str, now: &str) -> Option<String> {
    let (a, b): (Vec<&str>, Vec<&str>) = (stored.lines().collect(), now.lines().collect());
    let at = (0..a.len().max(b.len())).find(|i| a.get(*i) != b.get(*i))?;
    let step = a[..at.min(a.len())]
        .iter()
        .rev()
        .find(|l| l.starts_with("step ") || **l == "setup")
        .copied()
        .unwrap_or("the start");
    Some(format!(
        "the game diverges at line {} in `{step}`:\n  stored: {}\n  now:    {}",
        at + 1,
        a.get(at).copied().unwrap_or("(end of transcript)"),
        b.get(at).copied().unwrap_or("(end of transcript)"),
    ))
}

/// A readable account of how two sets of score sheets differ.
fn score_diff(stored: &[ScoreSheet], now: &[ScoreSheet]) -> String {
    let mut out = Vec::new();
    if stored.len() != now.len() {
        out.push(format!("{} sheets stored, {} now", stored.len(), now.len()));
    }
    for (a, b) in stored.iter().zip(now) {
        if a == b {
            continue;
        }
        out.push(format!(
            "player {}: total {} -> {}, winner {} -> {}",
            a.player, a.total, b.total, a.winner, b.winner
        ));
        for (c, v) in &a.categories {
            let w = b.categories.iter().find(|(k, _)| k == c).map(|(_, w)| *w);
            if w != Some(*v) {
                out.push(format!("    {c:?}: {v} -> {}", w.unwrap_or(0)));
            }
        }
        for (c, w) in &b.categories {
            if !a.categories.iter().any(|(k, _)| k == c) {
                out.push(format!("    {c:?}: 0 -> {w}"));
            }
        }
        if a.final_scoring != b.final_scoring {
            out.push(format!(
                "    final scoring {:?}\n                -> {:?}",
                a.final_scoring, b.final_scoring
            ));
        }
        if (a.palace_step, a.mosque_step) != (b.palace_step, b.mosque_step) {
            out.push(format!(
                "    staircases {:?} -> {:?}",
                (a.palace_step, a.mosque_step),
                (b.palace_step, b.mosque_step)
            ));
        }
    }
    out.join("\n")
}

/// Replays a golden file and compares its scores, or rewrites it with
/// `UPDATE_GOLDEN=1`.
fn check(name: &str) {
    let spec = specs()
        .into_iter()
        .find(|s| s.name == name)
        .unwrap_or_else(|| panic!("no golden game named {name}"));
    let file = path(name);
    if updating() {
        let golden = play(spec.setup);
        let text = render(&golden);
        let back: Golden = serde_json::from_str(&text).expect("a rendered golden file parses");
        assert_eq!(
            back, golden,
            "a rendered golden file reads back differently"
        );
        std::fs::create_dir_all(dir()).expect("create tests/golden");
        std::fs::write(&file, text).unwrap_or_else(|e| panic!("write {}: {e}", file.display()));
        let steps = transcript_path(name);
        std::fs::write(&steps, transcript(name, &golden))
            .unwrap_or_else(|e| panic!("write {}: {e}", steps.display()));
        eprintln!(
            "rewrote {} ({} actions)",
            file.display(),
            golden.actions.len()
        );
        return;
    }
    let hint = "if the change is intended, regenerate with \
                UPDATE_GOLDEN=1 cargo test -p marrakesh-engine --test golden";
    let text = std::fs::read_to_string(&file)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}; {hint}", file.display()));
    let golden: Golden = serde_json::from_str(&text)
        .unwrap_or_else(|e| panic!("{} is not a golden file: {e}", file.display()));
    assert_eq!(
        golden.setup,
        spec.setup,
        "{} holds another setup than the test names; {hint}",
        file.display()
    );
    // Step by step first, so a rule change shows where the game diverged.
    let steps = transcript_path(name);
    if std::env::var("UPDATE_GOLDEN").is_ok_and(|v| v == "transcripts") {
        std::fs::write(&steps, transcript(name, &golden))
            .unwrap_or_else(|e| panic!("write {}: {e}", steps.display()));
    }
    let stored = std::fs::read_to_string(&steps)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}; {hint}", steps.display()));
    if let Some(at) = divergence(&stored, &transcript(name, &golden)) {
        panic!("{}: {at}\n{hint}", steps.display());
    }
    let record = Record {
        setup: golden.setup,
        actions: golden.actions.clone(),
    };
    let game = match record.replay() {
        Ok(g) => g,
        Err(e) => panic!(
            "{}: the stored game no longer replays: {e}; the rules changed what is \
             legal; {hint}",
            file.display()
        ),
    };
    assert!(
        game.is_over(),
        "{}: after its {} actions the game is not over (phase {:?}); {hint}",
        file.display(),
        golden.actions.len(),
        game.state().phase
    );
    let scores = game.scores();
    assert!(
        scores == golden.final_scores,
        "{}: the final scores changed:\n{}\n{hint}",
        file.display(),
        score_diff(&golden.final_scores, &scores)
    );
}

#[test]
fn golden_2p_classic() {
    check("2p_classic");
}

#[test]
fn golden_3p_essential() {
    check("3p_essential");
}

#[test]
fn golden_4p_classic_b2() {
    check("4p_classic_b2");
}

#[test]
fn golden_4p_essential() {
    check("4p_essential");
}

#[test]
fn golden_3p_classic_all_modules() {
    check("3p_classic_all_modules");
}

#[test]
fn golden_solo_paschabot_modules() {
    check("solo_paschabot_modules");
}

#[test]
fn golden_solo_lazy_essential() {
    check("solo_lazy_essential");
}

#[test]
fn golden_4p_essential_new_goods_oases() {
    check("4p_essential_new_goods_oases");
}

#[test]
fn golden_3p_essential_camel_race() {
    check("3p_essential_camel_race");
}

#[test]
fn golden_4p_classic_every_module() {
    check("4p_classic_every_module");
}

#[test]
fn golden_3p_classic_nomads() {
    check("3p_classic_nomads");
}

#[test]
fn golden_solo_paschabot_every_module() {
    check("solo_paschabot_every_module");
}

#[test]
fn golden_3p_classic_special_buildings() {
    check("3p_classic_special_buildings");
}

#[test]
fn golden_solo_essential_buildings_back() {
    check("solo_essential_buildings_back");
}

#[test]
fn golden_4p_essential_new_provisions() {
    check("4p_essential_new_provisions");
}

/// Every golden file and transcript belongs to a test above (and every test
/// has both).

#[test]
fn golden_files_match_the_list() {
    let mut names: Vec<String> = specs().iter().map(|s| s.name.to_string()).collect();
    names.sort();
    if updating() {
        return;
    }
    for ext in [".json", ".transcript"] {
        let mut files: Vec<String> = std::fs::read_dir(dir())
            .map(|rd| {
                rd.filter_map(|e| e.ok())
                    .map(|e| e.file_name().to_string_lossy().into_owned())
                    .filter_map(|f| f.strip_suffix(ext).map(str::to_string))
                    .collect()
            })
            .unwrap_or_default();
        files.sort();
        assert_eq!(
            files,
            names,
            "the golden {ext} files in {} and the golden tests differ",
            dir().display()
        );
    }
}
