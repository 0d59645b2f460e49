//! The non-interactive commands, run as a user runs them.

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn marrakesh(args: &[&str]) -> Output {
    marrakesh_in(args, &[])
}

/// `marrakesh` with these locale variables (and no others: the texts are
/// English unless a test asks for another language).
fn marrakesh_in(args: &[&str], locale: &[(&str, &str)]) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_marrakesh"));
    cmd.args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG");
    for (k, v) in locale {
        cmd.env(k, v);
    }
    cmd.output().expect("run marrakesh")
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

/// `legal` for the first pending seat (`--player` is required while several
/// seats decide at once in secret).
fn legal_next(g: &Path) -> Value {
    let v: Value = serde_json::from_str(&ok(&["view", s(g), "--spectator"])).unwrap();
    match v["pending"].as_array().and_then(|p| p.first()) {
        Some(first) => {
            let p = first[0].to_string();
            serde_json::from_str(&ok(&["legal", s(g), "--player", &p])).unwrap()
        }
        None => serde_json::from_str(&ok(&["legal", s(g)])).unwrap(),
    }
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

    // Setup: both players decide at once and in secret: `legal` says whose
    // decisions are pending and wants `--player`.
    fails(&["legal", s(&g)], "--player");
    let o = marrakesh(&["legal", s(&g)]);
    assert!(
        stderr(&o).contains("P0 (arrange_storage_keshis), P1 (arrange_storage_keshis)"),
        "{}",
        stderr(&o)
    );
    let l: Value = serde_json::from_str(&ok(&["legal", s(&g), "--player", "0"])).unwrap();
    assert_eq!(l["pending"].as_array().unwrap().len(), 2);
    assert_eq!(l["player"], 0);
    let actions = l["actions"].as_array().unwrap();
    assert_eq!(actions.len(), l["descriptions"].as_array().unwrap().len());
    // Without --player the action is ambiguous.
    let a0 = actions[0].to_string();
    fails(&["apply", s(&g), &a0], "--player");
    // Apply every listed action of each pending player until the selection.
    for _ in 0..6 {
        let l = legal_next(&g);
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

/// `--lang`, else the locale, chooses the language of `replay` and
/// `score`; their JSON is the same in every language.
#[test]
fn replay_and_score_speak_the_chosen_language() {
    let d = dir("lang");
    let g = d.join("game.json");
    std::fs::write(
        &g,
        ok(&[
            "new",
            "--players",
            "2",
            "--seed",
            "9",
            "--modules",
            "nomads",
        ]),
    )
    .unwrap();
    let text = |args: &[&str], locale: &[(&str, &str)]| {
        let o = marrakesh_in(args, locale);
        assert!(o.status.success(), "{args:?}: {}", stderr(&o));
        stdout(&o)
    };
    let replay = ["replay", s(&g)];
    assert!(text(&replay, &[]).starts_with("Setup: 2 players, Classic edition"));
    let de = text(&["replay", s(&g), "--lang", "de"], &[]);
    assert!(
        de.starts_with("Spielaufbau: 2 Spieler, Ausgabe Classic, Turm B1, Module: Nomaden"),
        "{de}"
    );
    let nl = text(&replay, &[("LANG", "nl_BE.UTF-8")]);
    assert!(
        nl.starts_with("Voorbereiding: 2 spelers, editie Classic"),
        "{nl}"
    );
    // LC_ALL before LANG; --lang before both; an unknown locale is English.
    assert_eq!(
        text(&replay, &[("LANG", "nl_NL"), ("LC_ALL", "de_DE.UTF-8")]),
        de
    );
    assert_eq!(
        text(&["--lang", "de", "replay", s(&g)], &[("LC_ALL", "nl_NL")]),
        de
    );
    assert!(text(&replay, &[("LANG", "fr_FR.UTF-8")]).starts_with("Setup:"));
    let score_de = text(&["score", s(&g), "--lang", "de"], &[]);
    assert!(score_de.contains("GESAMT"), "{score_de}");
    assert!(
        score_de.starts_with("Punkte (bisher: Durchgang 1 von 3, Runde 1 von 4)"),
        "{score_de}"
    );
    let score_nl = text(&["score", s(&g), "--lang", "nl"], &[]);
    assert!(score_nl.contains("TOTAAL"), "{score_nl}");
    // Machine output is language-neutral.
    for args in [
        vec!["score", s(&g), "--json"],
        vec!["replay", s(&g), "--json"],
    ] {
        let mut de = args.clone();
        de.extend(["--lang", "de"]);
        assert_eq!(text(&args, &[]), text(&de, &[("LANG", "nl_NL")]));
    }
    fails(&["replay", s(&g), "--lang", "fr"], "unknown language");
}

/// Error lines speak the chosen language too (`--lang`, else the locale):
/// one line, exit status 2, the same refusal in German, Dutch and English.
/// The end of a lazy-solo game that reached a title: `replay`'s last line
/// names the title in the chosen language (003 "135 Punkte: Stolzer Bürger
/// / 160 Punkte: Sagenhaft reicher Händler / …"; the Dutch titles are the
/// glossary's), the one P0's final score reached.
#[test]
fn replay_names_the_lazy_title_in_the_chosen_language() {
    let d = dir("lazy-title");
    ok(&[
        "simulate",
        "--lazy",
        "--games",
        "1",
        "--seed",
        "1",
        "--threads",
        "1",
        "--save-games",
        s(&d),
    ]);
    let g = d.join("game-0000.json");
    let score: Value = serde_json::from_str(&ok(&["score", "--json", s(&g)])).unwrap();
    let total = score["players"][0]["total"].as_u64().unwrap();
    // 003's ladder without desert towns: 135, 160, 185, 201 points.
    let level = [135, 160, 185, 201].iter().filter(|p| total >= **p).count();
    assert!(level > 0, "the saved game reaches a title: {total} points");
    let de = [
        "Stolzer Bürger",
        "Sagenhaft reicher Händler",
        "Die rechte Hand des Großwesirs",
        "Thronfolger des Pascha",
    ][level - 1];
    let nl = [
        "Trotse burger",
        "Fabelachtig rijke koopman",
        "De rechterhand van de grootvizier",
        "Troonopvolger van de pasja",
    ][level - 1];
    let last = |lang: &str| {
        let text = ok(&["replay", s(&g), "--lang", lang]);
        text.lines().last().unwrap().trim().to_string()
    };
    assert_eq!(
        last("de"),
        format!("=== Spielende. P0 erreicht den Titel „{de}“ ===")
    );
    assert_eq!(
        last("nl"),
        format!("=== Einde van het spel. P0 haalt de titel ‘{nl}’ ===")
    );
    assert!(last("en").starts_with(&format!("=== Game over. P0 earns the title {de} (")));
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn error_lines_speak_the_chosen_language() {
    let d = dir("lang-lines");
    let g = d.join("game.json");
    std::fs::write(&g, ok(&["new", "--players", "2", "--seed", "3"])).unwrap();
    let mut german = Vec::new();
    let line = |args: &[&str], locale: &[(&str, &str)]| {
        let o = marrakesh_in(args, locale);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        let err = stderr(&o);
        assert_eq!(err.lines().count(), 1, "{err:?}");
        err.trim_end().to_string()
    };
    let players = ["new", "--players", "7"];
    assert_eq!(
        line(&players, &[]),
        "error: the base game is for 2 to 4 players, not 7"
    );
    let mut de = vec!["--lang", "de"];
    de.extend(players);
    let de = line(&de, &[]);
    assert_eq!(
        de,
        "Fehler: das Grundspiel ist für 2 bis 4 Spieler, nicht 7"
    );
    german.push(de);
    assert_eq!(
        line(&players, &[("LANG", "nl_NL.UTF-8")]),
        "fout: het basisspel is voor 2 tot 4 spelers, niet 7"
    );
    // A file that is not there: the system's refusal in words too.
    let missing = d.join("missing.json");
    let de = line(&["--lang", "de", "legal", s(&missing)], &[]);
    assert!(
        de.starts_with("Fehler: ")
            && de.ends_with("kann nicht gelesen werden: Datei oder Verzeichnis nicht gefunden"),
        "{de}"
    );
    german.push(de);
    // An illegal action typed in: the engine's refusal in German.
    let de = line(
        &[
            "--lang",
            "de",
            "apply",
            s(&g),
            r#"{"action":"done"}"#,
            "--player",
            "5",
        ],
        &[],
    );
    assert_eq!(
        de,
        "Fehler: es gibt keinen Spieler 5: die Plätze sind 0 bis 1"
    );
    german.push(de);
    let de = line(
        &[
            "--lang",
            "de",
            "apply",
            s(&g),
            r#"{"action":"done"}"#,
            "--player",
            "0",
        ],
        &[],
    );
    assert!(
        de.starts_with(r#"Fehler: unzulässige Aktion: Spieler 0 kann {"action":"done"} jetzt nicht spielen; zu entscheiden ist"#),
        "{de}"
    );
    german.push(de);
    let de = line(&["--lang", "de", "new", "--modules", "bazaar"], &[]);
    assert!(de.starts_with("Fehler: unbekanntes Modul 'bazaar'"), "{de}");
    german.push(de);
    for l in &german {
        for word in ["error", "cannot", "unknown", "player"] {
            assert!(!l.contains(word), "{word} in {l}");
        }
    }
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
    fails(
        &[
            "apply",
            s(&g),
            "{\"action\":\"done\",\"extra\":1}",
            "--player",
            "0",
        ],
        "unknown field `extra`",
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

/// Plays a solo game file to its end through `legal` and `apply`, checking
/// that only seat 0 is ever asked. Returns the number of actions.
fn drive_solo_game(g: &Path) -> usize {
    let mut n = 0;
    loop {
        let l: Value = serde_json::from_str(&ok(&["legal", s(g)])).unwrap();
        if l["game_over"] == true {
            assert_eq!(l["pending"], serde_json::json!([]));
            return n;
        }
        let pending = l["pending"].as_array().unwrap();
        assert_eq!(pending.len(), 1, "only you decide: {pending:?}");
        assert_eq!(pending[0]["player"], 0);
        let actions = l["actions"].as_array().unwrap();
        let a = actions[(n * 7) % actions.len()].to_string();
        // No --player: seat 0 is the only pending player.
        let out = ok(&["apply", s(g), &a, "--in-place"]);
        assert!(!out.contains("\"event\""), "events in words: {out}");
        n += 1;
        assert!(n < 1000, "the solo game does not end");
    }
}

#[test]
fn a_solo_game_is_driven_through_files() {
    let d = dir("solo");
    let g = d.join("solo.json");
    let text = ok(&["new", "--solo", "--seed", "42", "--harder-expensive-gates"]);
    std::fs::write(&g, &text).unwrap();
    let v: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(v["setup"]["players"], 2);
    assert_eq!(v["setup"]["solo"]["opponent"], "paschabot");
    assert_eq!(v["setup"]["solo"]["difficulty"]["expensive_gates"], true);
    assert_eq!(v["setup"]["solo"]["difficulty"]["storage_keshis"], false);

    // The Paschabot (seat 1) never has a decision, and cannot be moved.
    let l: Value = serde_json::from_str(&ok(&["legal", s(&g), "--player", "1"])).unwrap();
    assert_eq!(l["decision"], Value::Null);
    assert_eq!(l["actions"], serde_json::json!([]));
    assert_eq!(l["pending"][0]["player"], 0);
    let before = std::fs::read_to_string(&g).unwrap();
    let first: Value = serde_json::from_str(&ok(&["legal", s(&g)])).unwrap();
    let a = first["actions"][0].to_string();
    fails(&["apply", s(&g), &a, "--player", "1"], "Paschabot");
    fails(
        &[
            "apply",
            s(&g),
            "{\"action\":\"done\"}",
            "--player",
            "1",
            "--in-place",
        ],
        "never decides",
    );
    assert_eq!(
        std::fs::read_to_string(&g).unwrap(),
        before,
        "file untouched"
    );

    // Everybody sees the Paschabot's board.
    let view: Value = serde_json::from_str(&ok(&["view", s(&g), "--spectator"])).unwrap();
    assert_eq!(view["solo"]["rows"].as_array().unwrap().len(), 9);
    assert_eq!(view["solo"]["strategy_tiles"].as_array().unwrap().len(), 1);
    assert_eq!(view["solo"]["strategy_deck"], 9);

    let n = drive_solo_game(&g);
    assert!(n > 50, "a solo game takes more than 50 decisions: {n}");
    let file: Value = serde_json::from_str(&std::fs::read_to_string(&g).unwrap()).unwrap();
    for (i, a) in file["actions"].as_array().unwrap().iter().enumerate() {
        assert_eq!(a[0], 0, "action #{i} is seat 0's");
    }
    let sc: Value = serde_json::from_str(&ok(&["score", s(&g), "--json"])).unwrap();
    assert_eq!(sc["game_over"], true);
    let winners = sc["winners"].as_array().unwrap();
    assert_eq!(winners.len(), 1, "one winner: you or the Paschabot");
    let totals: Vec<i64> = (0..2)
        .map(|p| sc["players"][p]["total"].as_i64().unwrap())
        .collect();
    let expected = if totals[0] > totals[1] { 0 } else { 1 };
    assert_eq!(winners[0], expected, "{totals:?}");
    let table = ok(&["score", s(&g)]);
    assert!(table.contains("Solo against the Paschabot"), "{table}");
    assert!(table.contains("Paschabot sectors"), "{table}");
    assert!(
        table.contains("beats the Paschabot") || table.contains("The Paschabot wins"),
        "{table}"
    );
    let replay = ok(&["replay", s(&g)]);
    assert!(replay.contains("Paschabot draws 3 keshis"), "{replay}");
    assert!(
        replay.contains("Paschabot reveals strategy tile #"),
        "{replay}"
    );
    assert!(replay.contains("Paschabot uses its"), "{replay}");
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn a_lazy_solo_game_ends_with_a_title_or_none() {
    let d = dir("lazy");
    let g = d.join("lazy.json");
    std::fs::write(&g, ok(&["new", "--lazy", "--seed", "9"])).unwrap();
    let v: Value = serde_json::from_str(&std::fs::read_to_string(&g).unwrap()).unwrap();
    assert_eq!(v["setup"]["solo"]["opponent"], "lazy");
    let view: Value = serde_json::from_str(&ok(&["view", s(&g), "--player", "0"])).unwrap();
    assert_eq!(view["solo"]["line"].as_array().unwrap().len(), 12);
    drive_solo_game(&g);
    let sc: Value = serde_json::from_str(&ok(&["score", s(&g), "--json"])).unwrap();
    let title = &sc["players"][0]["title"];
    let winners = sc["winners"].as_array().unwrap();
    // A title is a win; without one nobody wins.
    assert_eq!(winners.is_empty(), title.is_null(), "{sc}");
    let table = ok(&["score", s(&g)]);
    assert!(
        table.contains("earns the title") || table.contains("reaches no title"),
        "{table}"
    );
    // Difficulty flags belong to the Paschabot, and a solo game has 2 seats.
    for bad in [
        &["new", "--lazy", "--harder-storage-keshis"][..],
        &["new", "--easier-main-square-once"][..],
        &["new", "--solo", "--players", "3"][..],
        &["new", "--solo", "--start-player", "0"][..],
    ] {
        let o = marrakesh(bad);
        assert_eq!(o.status.code(), Some(2), "{bad:?}: {}", stderr(&o));
    }
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn simulate_solo_reports_the_paschabot() {
    let run = |args: &[&str]| -> Value {
        let mut v = vec!["simulate", "--games", "12", "--seed", "3", "--json"];
        v.extend_from_slice(args);
        let out = ok(&v);
        assert_eq!(out.trim().lines().count(), 1, "one JSON object: {out}");
        serde_json::from_str(&out).unwrap()
    };
    let a = run(&["--solo", "--bots", "greedy", "--threads", "1"]);
    let b = run(&["--solo", "--bots", "greedy", "--threads", "2"]);
    for key in [
        "games",
        "players",
        "games_per_sec",
        "mean_decisions",
        "seats",
        "solo",
    ] {
        assert!(a.get(key).is_some(), "missing {key}");
    }
    assert_eq!(a["players"], 2);
    let seats = a["seats"].as_array().unwrap();
    assert_eq!(seats.len(), 2);
    assert_eq!(seats[0]["bot"], "greedy");
    assert!(seats[1]["bot"].as_str().unwrap().contains("pascha"));
    assert!(seats[1]["mean_score"].as_f64().unwrap() > 50.0);
    let rates = seats[0]["win_rate"].as_f64().unwrap() + seats[1]["win_rate"].as_f64().unwrap();
    assert!((rates - 1.0).abs() < 1e-9, "one winner per game: {rates}");
    assert_eq!(
        a["seats"], b["seats"],
        "same numbers whatever the thread count"
    );

    let lazy = run(&["--lazy", "--bots", "random"]);
    let seats = lazy["seats"].as_array().unwrap();
    assert_eq!(seats[0]["bot"], "random");
    assert_eq!(seats[1]["bot"], "lazy-paschabot");
    let titles = lazy["titles"].as_array().unwrap();
    assert_eq!(titles.len(), 4);
    assert_eq!(titles[3]["points"], 201);
    assert!(lazy["no_title"].is_u64());

    let hard = run(&[
        "--solo",
        "--harder-main-square-four",
        "--harder-storage-keshis",
    ]);
    assert_eq!(hard["solo"]["difficulty"]["main_square_four"], true);
    assert_eq!(hard["solo"]["difficulty"]["storage_keshis"], true);
    let text = ok(&["simulate", "--solo", "--games", "4", "--seed", "1"]);
    assert!(text.contains("solo against the Paschabot"), "{text}");
    assert!(text.contains("paschabot"), "{text}");
    fails(
        &[
            "simulate",
            "--solo",
            "--games",
            "2",
            "--bots",
            "greedy,random",
        ],
        "one bot",
    );
}

#[test]
fn module_games_are_set_up_scripted_and_simulated() {
    let d = dir("modules");
    let g = d.join("modules.json");
    // `new --modules` stores the modules in the setup.
    let text = ok(&[
        "new",
        "--players",
        "2",
        "--seed",
        "8",
        "--modules",
        "desert-towns,imam-sultan,staircase-tiles",
    ]);
    std::fs::write(&g, &text).unwrap();
    let v: Value = serde_json::from_str(&text).unwrap();
    let m = &v["setup"]["modules"];
    assert_eq!(m["desert_towns"], true, "{v}");
    assert_eq!(m["imam_sultan"], true, "{v}");
    assert_eq!(m["staircase_tiles"]["mode"], "random", "{v}");
    assert_eq!(m["spectators"], false, "{v}");
    assert_eq!(m["exchange_offices"], Value::Null, "{v}");
    // Without modules the setup has none (the engine leaves them out).
    let plain: Value = serde_json::from_str(&ok(&["new", "--seed", "8"])).unwrap();
    assert!(plain["setup"].get("modules").is_none(), "{plain}");
    let all: Value = serde_json::from_str(&ok(&[
        "new",
        "--modules",
        "all",
        "--offices-new-only",
        "--solo",
    ]))
    .unwrap();
    assert_eq!(all["setup"]["modules"]["exchange_offices"], "new_only");
    assert_eq!(all["setup"]["modules"]["spectators"], true);
    assert_eq!(all["setup"]["solo"]["opponent"], "paschabot");

    // The view shows the modules' material.
    let view: Value = serde_json::from_str(&ok(&["view", s(&g), "--spectator"])).unwrap();
    assert_eq!(view["board"]["towns"].as_array().unwrap().len(), 3);
    assert_eq!(view["board"]["figures"].as_array().unwrap().len(), 2);
    let cover = view["board"]["staircase_cover"].as_array().unwrap();
    assert!(
        cover.iter().all(|c| c.is_array()),
        "12 tiles laid: {cover:?}"
    );
    assert_eq!(view["players"][0]["caravans"], serde_json::json!([0, 0, 0]));

    // legal/apply drive it like any game; caravans go to the upper paths
    // only (the start oasis is covered), the 4th space reaches a town.
    let mut seen_town = false;
    let mut seen_figure = false;
    let mut n = 0;
    while n < 400 {
        let l = legal_next(&g);
        if l["game_over"] == true {
            break;
        }
        let p = l["player"].to_string();
        let actions = l["actions"].as_array().unwrap();
        let texts = l["descriptions"].as_array().unwrap();
        for (a, t) in actions.iter().zip(texts) {
            let t = t.as_str().unwrap();
            assert!(!t.contains("\"action\""), "{t}");
            if a["action"] == "place_caravan" {
                assert_ne!(a["path"], "start_oasis", "the start oasis is covered");
            }
        }
        // Seek the Sahara and the staircases, else the first action.
        let worth = |a: &Value| {
            let sector = a["sector"].as_str().unwrap_or("");
            let colour = a["colour"].as_str().unwrap_or("");
            let stairs = ["palace", "mosque"].contains(&sector);
            match a["action"].as_str().unwrap_or("") {
                "place_caravan" | "take_desert_town" | "claim_desert_town" => 5,
                "use_assistant" if stairs && a["option"]["kind"] == "sector_action" => 4,
                "use_assistant" if sector == "sahara" || stairs => 3,
                "claim" if ["brown", "white", "black"].contains(&colour) => 3,
                "select" => a["keshis"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .filter(|k| ["white", "black", "brown"].contains(&k.as_str().unwrap()))
                    .count(),
                _ => 0,
            }
        };
        let best = actions.iter().map(worth).max().unwrap_or(0);
        let pick = actions.iter().position(|a| worth(a) == best).unwrap_or(0);
        let out = ok(&[
            "apply",
            s(&g),
            &actions[pick].to_string(),
            "--player",
            &p,
            "--in-place",
        ]);
        assert!(!out.contains("\"event\""), "events in words: {out}");
        seen_town |= out.contains("takes desert town #");
        seen_figure |=
            out.contains("takes the sultan along") || out.contains("takes the imam along");
        n += 1;
    }
    assert!(seen_town, "a caravan reached a desert town in {n} actions");
    assert!(seen_figure, "a pawn took the sultan or imam along");
    let replay = ok(&["replay", s(&g)]);
    assert!(
        replay.contains("modules: staircase tiles, imam & sultan, desert towns"),
        "{replay}"
    );
    assert!(replay.contains("reaches the desert town"), "{replay}");
    let sc = ok(&["score", s(&g)]);
    assert!(sc.contains("TOTAL"), "{sc}");

    // Unknown module names and contradictions: one line, exit status 2.
    // The camel race, alone and with everything, with players and solo.
    for args in [
        &["--players", "3", "--modules", "camel-race"][..],
        &["--players", "4", "--modules", "all"],
        &["--solo", "--bots", "greedy", "--modules", "all"],
    ] {
        let mut cmd = vec!["simulate", "--games", "2", "--seed", "3"];
        cmd.extend_from_slice(args);
        let text = ok(&cmd);
        assert!(text.contains("camel race"), "{text}");
    }
    fails(&["new", "--modules", "bazaar"], "unknown module 'bazaar'");
    fails(
        &["new", "--modules", "none", "--offices-new-only"],
        "module 3",
    );
    fails(
        &[
            "new",
            "--staircase-tiles",
            "1:0,1:1,2:0,3:0,4:0,5:0,6:0,7:0,8:0,9:0,10:0,11:0",
        ],
        "staircase tile 1",
    );
    let o = marrakesh(&[
        "play",
        "--modules",
        "spectators,x",
        "--save",
        s(&d.join("p.json")),
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("unknown module 'x'"), "{}", stderr(&o));
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn simulate_with_all_modules() {
    // `all` is the eleven modules of both boxes, in both editions; solo
    // games play the special buildings' back side (003 Paschabot).
    let runs: [&[&str]; 6] = [
        &["--players", "2"],
        &["--players", "3", "--edition", "essential"],
        &["--players", "4"],
        &["--solo"],
        &["--solo", "--edition", "essential"],
        &["--lazy", "--edition", "essential"],
    ];
    for extra in runs {
        let mut args = vec![
            "simulate",
            "--modules",
            "all",
            "--games",
            "20",
            "--json",
            "--seed",
            "4",
        ];
        args.extend_from_slice(extra);
        let out = ok(&args);
        assert_eq!(out.trim().lines().count(), 1, "one JSON object: {out}");
        let v: Value = serde_json::from_str(&out).unwrap();
        assert_eq!(v["games"], 20, "{extra:?}");
        let modules = &v["modules"];
        assert_eq!(modules["desert_towns"], true);
        assert_eq!(modules["exchange_offices"], "mixed");
        for m in [
            "imam_sultan",
            "spectators",
            "new_luxury_goods",
            "new_oases",
            "camel_race",
            "nomads",
            "new_provisions",
        ] {
            assert_eq!(modules[m], true, "{extra:?}: {m} in {modules}");
        }
        assert_eq!(modules["staircase_tiles"]["mode"], "random");
        let solo = matches!(extra[0], "--solo" | "--lazy");
        assert_eq!(
            modules["special_buildings"],
            if solo { "back" } else { "front" },
            "{extra:?}"
        );
        let edition = extra
            .iter()
            .position(|a| *a == "--edition")
            .map_or("classic", |i| extra[i + 1]);
        assert_eq!(v["edition"], edition, "{extra:?}");
        let seats = v["seats"].as_array().unwrap();
        let players = if solo { 2 } else { extra[1].parse().unwrap() };
        assert_eq!(seats.len(), players, "{extra:?}");
        let rates: f64 = seats.iter().map(|s| s["win_rate"].as_f64().unwrap()).sum();
        if extra[0] == "--lazy" {
            // You play for a title; the lazy Paschabot has no points, and
            // no building to give it any.
            assert!((0.0..=1.0).contains(&rates), "{extra:?}: {rates}");
            assert_eq!(seats[1]["max_score"], 0, "{extra:?}: {}", seats[1]);
            assert!(seats[0]["mean_score"].as_f64().unwrap() > 20.0);
        } else {
            assert!((rates - 1.0).abs() < 1e-9, "{extra:?}: {rates}");
            for s in seats {
                assert!(s["mean_score"].as_f64().unwrap() > 20.0, "{extra:?}: {s}");
            }
        }
        let towns = &v["desert_towns"];
        assert_eq!(towns["taken"].as_array().unwrap().len(), players);
        let taken: f64 = towns["taken"]
            .as_array()
            .unwrap()
            .iter()
            .map(|x| x.as_f64().unwrap())
            .sum();
        assert!(taken > 0.0, "caravans reach desert towns: {towns}");
        let cats = v["mean_score_by_category"].as_object().unwrap();
        assert!(cats.contains_key("desert_towns") && cats.contains_key("exchange_offices"));
    }
    let text = ok(&[
        "simulate",
        "--modules",
        "desert-towns",
        "--games",
        "4",
        "--seed",
        "1",
    ]);
    assert!(text.contains("modules: desert towns"), "{text}");
    assert!(text.contains("Desert towns per game"), "{text}");
    let bench = ok(&[
        "bench",
        "--modules",
        "all",
        "--games",
        "3",
        "--players",
        "2",
        "--seed",
        "1",
    ]);
    assert!(bench.contains("modules: staircase tiles"), "{bench}");
}

/// The embedded catalog with every player starting at 25 points and every
/// provision tile costing 9 points when it cannot be paid.
fn corrected_catalog() -> String {
    let text = ok(&["catalog"]);
    let text = text.replacen(
        "start_score = { value = 10,",
        "start_score = { value = 25,",
        1,
    );
    let mut out = String::new();
    for line in text.lines() {
        if line.starts_with("penalty = ") {
            out.push_str("penalty = 9");
        } else {
            out.push_str(line);
        }
        out.push('\n');
    }
    assert!(out.contains("start_score = { value = 25,"));
    out
}

#[test]
fn the_catalog_is_printed_and_checked() {
    let d = dir("catalog");
    let text = ok(&["catalog"]);
    assert!(text.contains("[rules]") && text.contains("[[scrolls]]"));
    let c = d.join("catalog.toml");
    std::fs::write(&c, &text).unwrap();
    let out = ok(&["catalog", "--check", s(&c)]);
    assert_eq!(out.lines().count(), 1, "{out}");
    assert!(
        out.starts_with(&format!("{}: valid catalog (72 scrolls", s(&c))),
        "{out}"
    );
    assert!(
        out.contains("the same values as the embedded catalog"),
        "{out}"
    );

    // An edited value is named.
    let my = d.join("my.toml");
    std::fs::write(&my, corrected_catalog()).unwrap();
    let out = ok(&["catalog", "--check", s(&my)]);
    // The start score and the penalty of each of the 24 provision tiles.
    assert!(out.contains("25 value(s) differ"), "{out}");

    // A duplicate scroll id, a missing table, broken TOML, no file: one
    // line naming the problem, exit status 2, for --check and --catalog.
    let at = text.find("[[scrolls]]").unwrap();
    let second = at + text[at..].find("id = 2\n").unwrap();
    let dup = format!("{}id = 1\n{}", &text[..second], &text[second + 7..]);
    let from = text.find("[start_oasis]").unwrap();
    let to = from + 1 + text[from + 1..].find("\n[").unwrap();
    let no_table = format!("{}{}", &text[..from], &text[to..]);
    let cases = [
        (
            "dup.toml",
            dup,
            "catalog entry scroll 01: ids are 1..=72, each once",
        ),
        ("no-table.toml", no_table, "missing field `start_oasis`"),
        (
            "broken.toml",
            text.replacen("[rules]", "[rules", 1),
            "does not parse",
        ),
    ];
    for (name, body, what) in cases {
        let f = d.join(name);
        std::fs::write(&f, body).unwrap();
        fails(&["catalog", "--check", s(&f)], what);
        fails(&["catalog", "--check", s(&f)], name);
        fails(&["new", "--catalog", s(&f)], what);
        fails(&["simulate", "--games", "1", "--catalog", s(&f)], what);
        fails(&["bench", "--games", "1", "--catalog", s(&f)], what);
        fails(
            &["play", "--catalog", s(&f), "--save", s(&d.join("p.json"))],
            what,
        );
    }
    assert!(!d.join("p.json").exists());
    fails(
        &["catalog", "--check", s(&d.join("missing.toml"))],
        "cannot read",
    );
    fails(
        &["new", "--catalog", s(&d.join("missing.toml"))],
        "cannot read",
    );
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn a_game_file_keeps_its_catalog() {
    let d = dir("own-catalog");
    let my = d.join("my.toml");
    let corrected = corrected_catalog();
    std::fs::write(&my, &corrected).unwrap();
    let g = d.join("game.json");
    let text = ok(&["new", "--players", "2", "--seed", "3", "--catalog", s(&my)]);
    std::fs::write(&g, &text).unwrap();
    let v: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(
        v["catalog"].as_str(),
        Some(corrected.as_str()),
        "the full text"
    );
    // Without --catalog a file has no catalog field.
    let plain: Value = serde_json::from_str(&ok(&["new", "--seed", "3"])).unwrap();
    assert!(plain.get("catalog").is_none(), "{plain}");

    let score = |g: &Path| -> Value {
        let v: Value = serde_json::from_str(&ok(&["score", s(g), "--json"])).unwrap();
        v["players"][0]["total"].clone()
    };
    assert_eq!(score(&g), 25);
    // Seat 0's setup choices, then its provision tiles cost 9 points each.
    for _ in 0..2 {
        let l: Value = serde_json::from_str(&ok(&["legal", s(&g), "--player", "0"])).unwrap();
        let a = l["actions"][0].to_string();
        ok(&["apply", s(&g), &a, "--player", "0", "--in-place"]);
    }
    let l: Value = serde_json::from_str(&ok(&["legal", s(&g), "--player", "0"])).unwrap();
    assert_eq!(l["decision"]["kind"], "activate_provision_tile", "{l}");
    for t in l["descriptions"].as_array().unwrap() {
        assert!(t.as_str().unwrap().ends_with("else -9"), "{t}");
    }
    // `apply` without --in-place prints the file with its catalog.
    let a = l["actions"][0].to_string();
    let next: Value = serde_json::from_str(&ok(&["apply", s(&g), &a, "--player", "0"])).unwrap();
    assert_eq!(next["catalog"].as_str(), Some(corrected.as_str()));
    assert_eq!(next["actions"].as_array().unwrap().len(), 3);
    let file: Value = serde_json::from_str(&std::fs::read_to_string(&g).unwrap()).unwrap();
    assert_eq!(file["catalog"], v["catalog"], "apply --in-place keeps it");
    let view: Value = serde_json::from_str(&ok(&["view", s(&g), "--player", "0"])).unwrap();
    assert_eq!(view["players"][0]["score"], 25);
    let table = ok(&["score", s(&g)]);
    assert!(
        table
            .lines()
            .any(|l| l.starts_with("start ") && l.ends_with(" 25")),
        "{table}"
    );
    assert!(ok(&["replay", s(&g)]).contains("#1 P0:"));

    // A corrupt catalog in the file: one line, exit status 2, file untouched.
    let bad = d.join("bad.json");
    let mut corrupt = file.clone();
    corrupt["catalog"] =
        Value::String(corrected.replacen("[[scrolls]]\nid = 1\n", "[[scrolls]]\nid = 99\n", 1));
    assert_ne!(corrupt["catalog"], file["catalog"]);
    let before = serde_json::to_string(&corrupt).unwrap();
    std::fs::write(&bad, &before).unwrap();
    let a = l["actions"][0].to_string();
    for args in [
        &["legal", s(&bad)][..],
        &["apply", s(&bad), &a, "--player", "0", "--in-place"][..],
        &["view", s(&bad), "--spectator"][..],
        &["score", s(&bad)][..],
        &["replay", s(&bad)][..],
        &["play", "--resume", s(&bad)][..],
    ] {
        fails(
            args,
            "the catalog in the file is invalid: catalog entry scroll 99",
        );
    }
    assert_eq!(
        std::fs::read_to_string(&bad).unwrap(),
        before,
        "file untouched"
    );
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn simulate_and_bench_use_the_catalog() {
    let d = dir("sim-catalog");
    let my = d.join("my.toml");
    std::fs::write(&my, corrected_catalog()).unwrap();
    let out = ok(&[
        "simulate",
        "--games",
        "2",
        "--players",
        "2",
        "--seed",
        "1",
        "--json",
        "--catalog",
        s(&my),
    ]);
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["games"], 2);
    assert_eq!(v["catalog"], s(&my));
    assert_eq!(v["mean_score_by_category"]["start"], 25.0);
    let solo = ok(&[
        "simulate",
        "--solo",
        "--games",
        "2",
        "--seed",
        "1",
        "--catalog",
        s(&my),
    ]);
    assert!(solo.contains(&format!("catalog {}", s(&my))), "{solo}");
    let bench = ok(&[
        "bench",
        "--games",
        "2",
        "--players",
        "2",
        "--catalog",
        s(&my),
    ]);
    assert!(bench.contains("games/s"), "{bench}");
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn a_save_path_that_cannot_be_written_is_refused_at_startup() {
    let d = dir("savepath");
    // A directory: refused, and not renamed to a backup.
    let sub = d.join("saves");
    std::fs::create_dir(&sub).unwrap();
    std::fs::write(sub.join("keep.txt"), "mine").unwrap();
    fails(&["play", "--save", s(&sub)], "is a directory");
    fails(&["play", "--solo", "--save", s(&sub)], "is a directory");
    assert!(sub.is_dir(), "the directory stays where it is");
    assert_eq!(
        std::fs::read_to_string(sub.join("keep.txt")).unwrap(),
        "mine"
    );
    let mut bak = sub.as_os_str().to_owned();
    bak.push(".bak");
    assert!(!PathBuf::from(bak).exists(), "nothing renamed");
    // A directory that does not exist, or a file where a directory should be.
    fails(
        &["play", "--save", s(&d.join("missing").join("g.json"))],
        "does not exist",
    );
    let file = d.join("plain.txt");
    std::fs::write(&file, "x").unwrap();
    fails(
        &["play", "--save", s(&file.join("g.json"))],
        "is not a directory",
    );
    // A directory that is not writable (unless the tests run as root, who
    // may write anywhere).
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let ro = d.join("read-only");
        std::fs::create_dir(&ro).unwrap();
        std::fs::set_permissions(&ro, std::fs::Permissions::from_mode(0o555)).unwrap();
        if std::fs::write(ro.join("probe"), "x").is_err() {
            fails(&["play", "--save", s(&ro.join("g.json"))], "cannot write");
        } else {
            let _ = std::fs::remove_file(ro.join("probe"));
        }
        std::fs::set_permissions(&ro, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    // Nothing was left behind by the checks.
    let mut names: Vec<String> = std::fs::read_dir(&d)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["plain.txt", "read-only", "saves"]);
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn games_and_threads_out_of_range_are_refused() {
    fails(&["simulate", "--games", "0"], "--games must be at least 1");
    fails(
        &["simulate", "--games", "0", "--solo"],
        "--games must be at least 1",
    );
    fails(
        &["simulate", "--bench", "--games", "0"],
        "--games must be at least 1",
    );
    fails(&["bench", "--games", "0"], "--games must be at least 1");
    fails(&["simulate", "--games", "1", "--threads", "0"], "--threads");
    fails(
        &["simulate", "--games", "1", "--threads", "100000"],
        "--threads must be between 1 and 1024",
    );
}

#[test]
fn argument_errors_are_one_line() {
    let d = dir("clap");
    let g = d.join("g.json");
    std::fs::write(&g, ok(&["new", "--players", "2", "--seed", "1"])).unwrap();
    let a = "{\"action\":\"done\"}";
    fails(&["apply", s(&g), a, "--player", "-1"], "'-1'");
    fails(&["apply", s(&g), a, "--player", "-1"], "--player");
    fails(&["apply", s(&g), a, "--player", "x"], "invalid value 'x'");
    fails(
        &["apply", s(&g), a, "-x"],
        "use '-- -x'; see marrakesh apply --help",
    );
    fails(&["legal", s(&g), "--player", "-3"], "'-3'");
    fails(
        &["simulate", "--edition", "deluxe"],
        "possible values: classic",
    );
    fails(&["simulate", "--games", "-1"], "--games");
    fails(&["simulate", "--games"], "a value is required for '--games");
    fails(&["bogus"], "unrecognized subcommand 'bogus'");
    fails(&["bogus"], "see marrakesh --help");
    fails(&["score", s(&g), "--jsn"], "'--json'");
    fails(&["legal"], "<FILE>");
    fails(&["new", "--solo", "--players", "3"], "cannot be used with");
    fails(&["view", s(&g)], "--player K or --spectator is required");
    fails(
        &["view", s(&g), "--player", "0", "--spectator"],
        "cannot be used with",
    );
    for msg in [
        &["apply", s(&g), a, "--player", "-1"][..],
        &["simulate", "--edition", "deluxe"][..],
    ] {
        let o = marrakesh(msg);
        let err = stderr(&o);
        assert!(err.starts_with("error: "), "{err}");
        assert!(!err.contains('\u{1b}'), "no colour codes: {err:?}");
    }
    // --help and --version are not errors.
    for args in [
        &["--help"][..],
        &["apply", "--help"][..],
        &["--version"][..],
    ] {
        let o = marrakesh(args);
        assert_eq!(o.status.code(), Some(0), "{args:?}");
        assert!(stdout(&o).lines().count() >= 1);
        assert!(stderr(&o).is_empty());
    }
    assert!(ok(&["simulate", "--help"]).contains("Usage: marrakesh simulate"));
    let _ = std::fs::remove_dir_all(&d);
}

#[cfg(unix)]
#[test]
fn apply_in_place_writes_through_a_link() {
    let d = dir("symlink");
    let real_dir = d.join("real");
    std::fs::create_dir(&real_dir).unwrap();
    let target = real_dir.join("game.json");
    std::fs::write(&target, ok(&["new", "--players", "2", "--seed", "42"])).unwrap();
    let link = d.join("link.json");
    std::os::unix::fs::symlink("real/game.json", &link).unwrap();
    let l = legal_next(&link);
    let a = l["actions"][0].to_string();
    ok(&["apply", s(&link), &a, "--player", "0", "--in-place"]);
    let meta = std::fs::symlink_metadata(&link).unwrap();
    assert!(meta.file_type().is_symlink(), "the link stays a link");
    assert_eq!(
        std::fs::read_link(&link).unwrap(),
        PathBuf::from("real/game.json")
    );
    let v: Value = serde_json::from_str(&std::fs::read_to_string(&target).unwrap()).unwrap();
    assert_eq!(
        v["actions"].as_array().unwrap().len(),
        1,
        "the target has it"
    );
    // No temporary file is left beside the link or the target.
    assert_eq!(std::fs::read_dir(&d).unwrap().count(), 2);
    assert_eq!(std::fs::read_dir(&real_dir).unwrap().count(), 1);
    let _ = std::fs::remove_dir_all(&d);
}

/// A new game's seed comes from the whole 64-bit range: a seed below 10⁹
/// could be found from the public opening board by trying them all.
#[test]
fn new_seeds_cover_the_whole_u64_range() {
    let seeds: Vec<u64> = (0..4)
        .map(|_| {
            let v: Value = serde_json::from_str(&ok(&["new", "--players", "2"])).unwrap();
            v["setup"]["seed"].as_u64().expect("a u64 seed")
        })
        .collect();
    // Each of 4 independent draws is below 2⁴⁰ with probability 2⁻²⁴.
    assert!(seeds.iter().any(|s| *s >= 1 << 40), "{seeds:?}");
    let distinct: std::collections::BTreeSet<u64> = seeds.iter().copied().collect();
    assert_eq!(distinct.len(), seeds.len(), "{seeds:?}");
}

/// Runs marrakesh with `stdin`, killing it (and failing) after `secs`.
fn run_within(args: &[&str], stdin: std::process::Stdio, secs: u64) -> Output {
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_marrakesh"))
        .args(args)
        .stdin(stdin)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run marrakesh");
    let start = std::time::Instant::now();
    loop {
        if child.try_wait().unwrap().is_some() {
            return child.wait_with_output().unwrap();
        }
        if start.elapsed().as_secs() >= secs {
            let _ = child.kill();
            let _ = child.wait();
            panic!("marrakesh {args:?} still runs after {secs} s");
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
}

/// Files and stdin are read through a hard size limit, whatever length
/// they report: `/dev/zero`, pipes and FIFOs report 0.
#[cfg(unix)]
#[test]
fn endless_inputs_are_refused_at_the_size_limit() {
    use std::process::Stdio;
    let d = dir("endless");
    let g = d.join("game.json");
    std::fs::write(&g, ok(&["new", "--players", "2", "--seed", "1"])).unwrap();
    let fifo = d.join("fifo");
    let made = Command::new("mkfifo").arg(&fifo).status().unwrap();
    assert!(made.success());
    let zero = "/dev/zero";
    let cases: Vec<(Vec<&str>, bool)> = vec![
        (vec!["legal", zero], false),
        (vec!["view", zero, "--spectator"], false),
        (vec!["score", zero], false),
        (vec!["replay", zero], false),
        (vec!["apply", zero, "{}", "--player", "0"], false),
        (vec!["catalog", "--check", zero], false),
        (vec!["new", "--catalog", zero], false),
        (vec!["simulate", "--games", "1", "--catalog", zero], false),
        (vec!["apply", s(&g), "-", "--player", "0"], true),
        (vec!["legal", s(&fifo)], false),
    ];
    for (args, zero_stdin) in cases {
        // An endless writer for the FIFO case.
        let writer = args.contains(&s(&fifo)).then(|| {
            let fifo = fifo.clone();
            std::thread::spawn(move || {
                use std::io::Write;
                if let Ok(mut f) = std::fs::OpenOptions::new().write(true).open(&fifo) {
                    let block = vec![b' '; 1 << 16];
                    while f.write_all(&block).is_ok() {}
                }
            })
        });
        let stdin = if zero_stdin {
            Stdio::from(std::fs::File::open(zero).unwrap())
        } else {
            Stdio::null()
        };
        let o = run_within(&args, stdin, 60);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        let err = stderr(&o);
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains("too large"), "{args:?}: {err}");
        if let Some(w) = writer {
            w.join().unwrap();
        }
    }
    let _ = std::fs::remove_dir_all(&d);
}

/// Resident memory of a process in KiB (Linux).
fn rss_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// `simulate --games N` streams its games: any N runs in constant memory
/// (before, 2⁶⁴-1 panicked on "capacity overflow" and 10⁹ aborted on a
/// 120 GB allocation).
#[cfg(target_os = "linux")]
#[test]
fn simulate_runs_any_number_of_games_in_constant_memory() {
    use std::process::Stdio;
    for games in ["18446744073709551615", "1000000000"] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_marrakesh"))
            .args([
                "simulate",
                "--games",
                games,
                "--players",
                "2",
                "--bots",
                "random,random",
                "--seed",
                "1",
            ])
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut peak = 0;
        for _ in 0..20 {
            std::thread::sleep(std::time::Duration::from_millis(150));
            if let Some(status) = child.try_wait().unwrap() {
                let out = child.wait_with_output().unwrap();
                panic!("--games {games} ended ({status}): {}", stderr(&out));
            }
            peak = peak.max(rss_kib(child.id()).unwrap_or(0));
        }
        let _ = child.kill();
        let _ = child.wait();
        assert!(peak > 0 && peak < 200 * 1024, "--games {games}: {peak} KiB");
    }
}

/// Issue 40, item 17: a closed stderr (or stdout) loses the text, not the
/// documented exit status (0, 1 or 2; never a panic's 101).
#[cfg(unix)]
#[test]
fn closed_output_pipes_keep_the_exit_status() {
    use std::process::Stdio;
    let d = dir("closed-pipes");
    let g = d.join("game.json");
    std::fs::write(&g, ok(&["new", "--players", "2", "--seed", "3"])).unwrap();
    let missing = d.join("missing.json");
    // A pipe whose reading end is already closed: every write is EPIPE.
    let closed = || {
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader);
        Stdio::from(writer)
    };
    let run = |args: &[&str], closed_err: bool| {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_marrakesh"));
        cmd.args(args).env_remove("LC_ALL").env_remove("LANG");
        if closed_err {
            cmd.stderr(closed()).stdout(Stdio::null());
        } else {
            cmd.stdout(closed()).stderr(Stdio::piped());
        }
        let o = cmd.output().unwrap();
        (o.status.code(), stderr(&o))
    };
    for (args, code) in [
        (vec!["legal", s(&missing)], 2),
        (vec!["view", s(&g)], 2),
        (
            vec!["apply", s(&g), "{\"action\":\"done\"}", "--player", "0"],
            2,
        ),
        (vec!["new", "--players", "9"], 2),
        (vec!["no-such-command"], 2),
        (vec!["new", "--seed", "x"], 2),
    ] {
        let (got, _) = run(&args, true);
        assert_eq!(got, Some(code), "marrakesh {args:?} with stderr closed");
    }
    for args in [
        vec!["catalog"],
        vec!["legal", s(&g), "--player", "0"],
        vec!["new", "--players", "2", "--seed", "1"],
    ] {
        let (got, err) = run(&args, false);
        assert_eq!(got, Some(0), "marrakesh {args:?} with stdout closed: {err}");
        assert!(!err.contains("panicked"), "{err}");
    }
    let _ = std::fs::remove_dir_all(&d);
}

/// Issue 40, item 19: bytes of a file that would move the cursor, ring the
/// bell or end a C string are escaped in an error line, not echoed.
#[test]
fn error_lines_escape_control_characters() {
    let d = dir("control-chars");
    let g = d.join("game.json");
    // JSON escapes: the strings hold ESC, BEL and NUL themselves.
    std::fs::write(
        &g,
        r#"{"setup":{"players":2,"seed":1},"actions":[[0,{"action":"\u001b[2J\u0007\u0000x"}]]}"#,
    )
    .unwrap();
    let o = marrakesh(&["legal", s(&g)]);
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert_eq!(err.lines().count(), 1, "{err:?}");
    for c in ['\u{1b}', '\u{7}', '\0'] {
        assert!(!err.contains(c), "raw {c:?} in {err:?}");
    }
    assert!(err.contains(r"\u{1b}[2J\u{7}\u{0}x"), "{err:?}");
    // The same in an argument echoed by the command line's errors.
    let o = marrakesh(&["new", "--edition", "\u{1b}[31mred"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(!stderr(&o).contains('\u{1b}'), "{:?}", stderr(&o));
    let _ = std::fs::remove_dir_all(&d);
}

/// Issue 40, item 19: an invalid catalog in a game file is said once.
#[test]
fn an_invalid_catalog_in_a_file_is_said_once() {
    let d = dir("catalog-once");
    let g = d.join("game.json");
    std::fs::write(
        &g,
        r#"{"setup":{"players":2,"seed":1},"catalog":"x = 1","actions":[]}"#,
    )
    .unwrap();
    for cmd in ["legal", "replay"] {
        let o = marrakesh(&[cmd, s(&g)]);
        assert_eq!(o.status.code(), Some(2));
        let err = stderr(&o);
        assert_eq!(
            err.matches("the catalog in the file is invalid").count(),
            1,
            "{cmd}: {err:?}"
        );
    }
    let _ = std::fs::remove_dir_all(&d);
}

/// Issue 40, item 18: a game file is checked as strictly as the command
/// line: no key twice, no unknown field at any depth, and the setups the
/// flags cannot ask for are refused.
#[test]
fn game_files_are_read_strictly() {
    let d = dir("strict-files");
    let g = d.join("game.json");
    let cases = [
        (
            r#"{"setup":{"players":2,"players":3,"seed":1},"actions":[]}"#,
            "duplicate",
        ),
        (
            r#"{"setup":{"players":2,"seed":1},"actions":[],"actions":[]}"#,
            "duplicate",
        ),
        (
            r#"{"setup":{"players":2,"seed":1},"actions":[[0,{"action":"arrange_storage","keshis":["red","red"],"keshis":[]}]]}"#,
            "duplicate",
        ),
        (
            r#"{"setup":{"players":2,"seed":1},"actions":[[0,{"action":"place_nomad","spot":{"kind":"guard","extra":1}}]]}"#,
            "unknown field `spot.extra`",
        ),
        (
            r#"{"setup":{"players":2,"seed":1},"actions":[[0,{"action":"done","extra":1}]]}"#,
            "unknown field `extra`",
        ),
        (
            r#"{"setup":{"players":2,"seed":1,"modules":{"staircase_tiles":{"mode":"random","extra":1}}},"actions":[]}"#,
            "unknown field `extra`",
        ),
        (
            r#"{"setup":{"players":2,"seed":1,"tower":{"custom":{"layers":[{"stick":80,"release":400,"extra":1},{"stick":100,"release":500}]}}},"actions":[]}"#,
            "unknown field `extra`",
        ),
        (
            r#"{"setup":{"players":2,"seed":1,"tower":{"custom":{"layers":[{"stick":80,"release":400},{"stick":2000,"release":500}]}}},"actions":[]}"#,
            "0 to 1000, not 2000",
        ),
        (
            r#"{"setup":{"players":2,"seed":1,"solo":{"opponent":"lazy","difficulty":{"storage_keshis":true}}},"actions":[]}"#,
            "the lazy Paschabot has no difficulty adjustments",
        ),
        (
            r#"{"setup":{"players":2,"seed":1,"start_player":1,"solo":{"opponent":"paschabot"}},"actions":[]}"#,
            "rules fix the start player",
        ),
    ];
    for (text, what) in cases {
        std::fs::write(&g, text).unwrap();
        fails(&["legal", s(&g)], what);
        fails(&["replay", s(&g)], what);
    }
    // `apply` reads its action as strictly.
    std::fs::write(&g, ok(&["new", "--players", "2", "--seed", "1"])).unwrap();
    let twice = r#"{"action":"arrange_storage","keshis":["red","red","red","red"],"keshis":[]}"#;
    fails(
        &["apply", s(&g), twice, "--player", "0"],
        "duplicate key `keshis`",
    );
    // What the files the program writes hold still loads: the setup's
    // fields written out in full, `null` and `false` included.
    std::fs::write(
        &g,
        r#"{"setup":{"players":2,"edition":"classic","seed":1,"tower":{"custom":{"layers":[{"stick":80,"release":400},{"stick":1000,"release":0}]}},"river_tiles":null,"start_player":null,"modules":{"staircase_tiles":{"mode":"random"},"imam_sultan":false,"exchange_offices":null,"spectators":false,"desert_towns":true}},"actions":[]}"#,
    )
    .unwrap();
    ok(&["legal", s(&g), "--player", "0"]);
    let _ = std::fs::remove_dir_all(&d);
}
