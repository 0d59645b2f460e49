//! The command line's help and errors in the chosen language (`--lang`,
//! else the locale): German and Dutch `--help` of the program and of every
//! command without the English help's words, clap's errors translated (one
//! line, exit status 2), and the English help as it was (tests/help_en/).

use std::process::{Command, Output};

const COMMANDS: [&str; 13] = [
    "play", "simulate", "bench", "new", "legal", "apply", "view", "score", "replay", "review",
    "serve", "report", "catalog",
];

/// Words of the English help (clap's and ours) that a German or Dutch help
/// must not show.
const ENGLISH: [&str; 22] = [
    "Usage",
    "Options",
    "Arguments",
    "Commands",
    "Print help",
    "Print version",
    "Print this message",
    "[default:",
    "[possible values",
    "[env:",
    "Play a game in the terminal",
    "Play many bot games",
    "Measure the engine's speed",
    "The game file",
    "Number of games",
    "Players per game",
    "Rules edition",
    "Random seed",
    "Language of the texts",
    "Modules of the base box",
    "Solo play against",
    "Simulation lab",
];

/// `marrakesh` with these locale variables and no others (and no
/// `MARRAKESH_…` settings, which `serve --help` shows).
fn marrakesh(args: &[&str], locale: &[(&str, &str)]) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_marrakesh"));
    cmd.args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG");
    for (k, _) in std::env::vars() {
        if k.starts_with("MARRAKESH_") {
            cmd.env_remove(k);
        }
    }
    for (k, v) in locale {
        cmd.env(k, v);
    }
    cmd.output().expect("run marrakesh")
}

fn help(args: &[&str], locale: &[(&str, &str)]) -> String {
    let o = marrakesh(args, locale);
    assert!(o.status.success(), "{args:?}: {:?}", o);
    assert!(o.stderr.is_empty(), "{args:?}: {:?}", o);
    String::from_utf8(o.stdout).unwrap()
}

fn no_english(text: &str, what: &str) {
    for word in ENGLISH {
        assert!(!text.contains(word), "{what} shows {word:?}:\n{text}");
    }
    assert!(!text.contains('{'), "{what}: a message is missing:\n{text}");
}

#[test]
fn german_and_dutch_help_has_no_english_words() {
    let de = help(&["--lang", "de", "--help"], &[]);
    no_english(&de, "marrakesh --lang de --help");
    for word in [
        "Aufruf:",
        "Befehle:",
        "Optionen:",
        "Hilfe anzeigen",
        "Version anzeigen",
    ] {
        assert!(de.contains(word), "{word:?} in\n{de}");
    }
    let nl = help(&["--lang", "nl", "-h"], &[]);
    no_english(&nl, "marrakesh --lang nl -h");
    for word in ["Gebruik:", "Opdrachten:", "Opties:", "Hulp tonen"] {
        assert!(nl.contains(word), "{word:?} in\n{nl}");
    }
    // The locale chooses too, for the program and for every command; so
    // does `--lang=` after the command.
    assert_eq!(help(&["--help"], &[("LANG", "de_DE.UTF-8")]), de);
    for c in COMMANDS {
        let text = help(&[c, "--help"], &[("LANG", "de_DE.UTF-8")]);
        no_english(&text, &format!("LANG=de_DE.UTF-8 marrakesh {c} --help"));
        assert!(text.contains("Aufruf: marrakesh"), "{text}");
        let text = help(&[c, "--help"], &[("LC_ALL", "nl_NL.UTF-8")]);
        no_english(&text, &format!("LC_ALL=nl_NL.UTF-8 marrakesh {c} --help"));
        let text = help(&[c, "--lang=nl", "--help"], &[("LANG", "de_DE.UTF-8")]);
        assert!(text.contains("Gebruik: marrakesh"), "{text}");
    }
    // Defaults and possible values keep their numbers and names.
    let new = help(&["--lang", "de", "new", "--help"], &[]);
    assert!(new.contains("[Standard: 3]"), "{new}");
    assert!(
        new.contains("[mögliche Werte: classic, essential]"),
        "{new}"
    );
    assert!(new.contains("Aufruf: marrakesh new [OPTIONEN]"), "{new}");
    let legal = help(&["--lang", "nl", "legal", "--help"], &[]);
    assert!(
        legal.contains("Argumenten:\n  <BESTAND>  Het spelbestand"),
        "{legal}"
    );
}

/// `help COMMAND` takes `--lang` before or after it; the placeholders of
/// values are named in the language (`<DATEI>`, `<BESTAND>`), the typed
/// values stay and the help says what they mean.
#[test]
fn help_command_takes_the_language_anywhere() {
    for c in COMMANDS {
        let de = help(&["--lang", "de", "help", c], &[]);
        assert_eq!(help(&["help", c, "--lang", "de"], &[]), de, "help {c}");
        assert_eq!(help(&["help", "--lang=de", c], &[]), de, "help {c}");
        assert_eq!(help(&[c, "--help"], &[("LANG", "de_DE.UTF-8")]), de, "{c}");
        no_english(&de, &format!("marrakesh help {c} --lang de"));
        let nl = help(&["help", c, "--lang", "nl"], &[("LANG", "de_DE.UTF-8")]);
        no_english(&nl, &format!("marrakesh help {c} --lang nl"));
        // No English placeholder is left (clap's `<FILE>`, `<PLAYERS>` …).
        for text in [&de, &nl] {
            for word in [
                "<FILE>",
                "<PLAYERS>",
                "<PATH>",
                "<DIR>",
                "<LIST>",
                "<SEED>",
                "<LANG>",
                "<GAMES>",
                "<SECONDS>",
                "TILE:SIDE",
                "T:S,...",
                "FILE.csv",
                "TABLE/",
            ] {
                assert!(!text.contains(word), "{c} shows {word}:\n{text}");
            }
        }
    }
    assert_eq!(
        help(&["help", "--lang", "nl"], &[]),
        help(&["--lang", "nl", "--help"], &[])
    );
    let play = help(&["help", "play", "--lang", "de"], &[]);
    for part in [
        "--resume <DATEI>         Die in DATEI gespeicherte Partie fortsetzen",
        "--players <ANZAHL>",
        "--seed <STARTWERT>",
        "human ist eine Person, random der Zufallsbot, greedy der gierige Bot",
        "classic (die Classic-Regeln) oder essential (die Essential-Ausgabe)",
        "camel-race (Kamelrennen)",
    ] {
        assert!(play.contains(part), "{part:?} in\n{play}");
    }
    let simulate = help(&["simulate", "--help", "--lang", "nl"], &[]);
    for part in [
        "--save-games <MAP>    Sla ook elk spel op als spelbestand in MAP",
        "random (willekeurige bot), greedy (gretige bot)",
        "FICHE:KANT",
    ] {
        assert!(simulate.contains(part), "{part:?} in\n{simulate}");
    }
    // Bots and seats refused in the language too.
    let e = error_line(&["bench", "--bot", "foo", "--lang", "de"], &[]);
    assert!(e.starts_with("Fehler: unbekannter Bot 'foo'"), "{e}");
    let e = error_line(
        &["play", "--seats", "human,robot"],
        &[("LANG", "nl_NL.UTF-8")],
    );
    assert!(e.starts_with("fout: onbekende plaats 'robot'"), "{e}");
    let e = error_line(&["--lang", "de", "new", "--players", "x"], &[]);
    assert!(e.ends_with("(siehe marrakesh new --help)\n"), "{e}");
}

#[test]
fn english_help_is_unchanged() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/help_en");
    let expected = |name: &str| std::fs::read_to_string(dir.join(format!("{name}.txt"))).unwrap();
    assert_eq!(help(&["--help"], &[]), expected("root"));
    assert_eq!(help(&["-h"], &[("LANG", "en_GB.UTF-8")]), expected("root"));
    assert_eq!(
        help(&["--lang", "en", "--help"], &[("LANG", "de_DE.UTF-8")]),
        expected("root")
    );
    for c in COMMANDS {
        assert_eq!(
            help(&[c, "--help"], &[]),
            expected(c),
            "marrakesh {c} --help"
        );
    }
}

/// Exit status 2, one line on stderr, nothing on stdout.
fn error_line(args: &[&str], locale: &[(&str, &str)]) -> String {
    let o = marrakesh(args, locale);
    assert_eq!(o.status.code(), Some(2), "{args:?}: {o:?}");
    assert!(o.stdout.is_empty(), "{args:?}: {o:?}");
    let err = String::from_utf8(o.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{args:?}: {err:?}");
    err
}

#[test]
fn clap_errors_speak_the_chosen_language() {
    let e = error_line(&["--lang", "de", "--bogus"], &[]);
    assert_eq!(
        e,
        "Fehler: unerwartetes Argument '--bogus' (siehe marrakesh --help)\n"
    );
    let e = error_line(&["new", "--bogus"], &[("LANG", "nl_NL.UTF-8")]);
    assert_eq!(
        e,
        "fout: onverwacht argument '--bogus' (zie marrakesh new --help)\n"
    );
    let e = error_line(&["--bogus"], &[]);
    assert_eq!(
        e,
        "error: unexpected argument '--bogus' found (see marrakesh --help)\n"
    );
    let e = error_line(&["simulate", "--gmes", "3", "--lang", "de"], &[]);
    assert!(
        e.contains("ein ähnliches Argument gibt es: '--games'"),
        "{e}"
    );
    let e = error_line(&["new", "--players", "x"], &[("LANG", "de_DE.UTF-8")]);
    assert_eq!(
        e,
        "Fehler: ungültiger Wert 'x' für '--players <ANZAHL>': keine ganze Zahl \
         (siehe marrakesh new --help)\n"
    );
    let e = error_line(&["new", "--players", "300", "--lang", "nl"], &[]);
    assert!(e.contains("300 ligt niet in 0..=255"), "{e}");
    let e = error_line(&["new", "--edition", "foo", "--lang", "de"], &[]);
    assert!(
        e.contains(
            "ungültiger Wert 'foo' für '--edition <AUSGABE>' [mögliche Werte: classic, essential]"
        ),
        "{e}"
    );
    let e = error_line(
        &["view", "f", "--player", "1", "--spectator"],
        &[("LANG", "nl_NL")],
    );
    assert!(e.contains("kan niet samen met '--spectator'"), "{e}");
    let e = error_line(&["legal", "--lang", "de"], &[]);
    assert!(e.contains("diese nötigen Argumente fehlen: <DATEI>"), "{e}");
    let e = error_line(&["frob"], &[("LANG", "de_DE.UTF-8")]);
    assert!(e.contains("unbekannter Befehl 'frob'"), "{e}");
    let e = error_line(&["apply", "f", "-1", "--lang", "de"], &[]);
    assert!(e.contains("'-- -1' benutzen"), "{e}");
    // An unknown language: the error in the locale's language.
    let e = error_line(&["new", "--lang", "fr"], &[("LANG", "de_DE.UTF-8")]);
    assert!(e.contains("unbekannte Sprache \"fr\""), "{e}");
    // English as clap wrote it before.
    for (args, line) in [
        (
            &["new", "--players", "x"][..],
            "error: invalid value 'x' for '--players <PLAYERS>': invalid digit found in string (see marrakesh new --help)",
        ),
        (
            &["new", "--edition"][..],
            "error: a value is required for '--edition <EDITION>' but none was supplied [possible values: classic, essential] (see marrakesh new --help)",
        ),
        (
            &["simulate", "--gmes", "3"][..],
            "error: unexpected argument '--gmes' found (a similar argument exists: '--games'; see marrakesh simulate --help)",
        ),
        (
            &["smulate"][..],
            "error: unrecognized subcommand 'smulate' (a similar subcommand exists: 'simulate'; see marrakesh --help)",
        ),
        (
            &["view", "f", "--spectator", "--spectator"][..],
            "error: the argument '--spectator' cannot be used multiple times (see marrakesh view --help)",
        ),
        (
            &["apply", "f", "-1"][..],
            "error: unexpected argument '-1' found (to pass '-1' as a value, use '-- -1'; see marrakesh apply --help)",
        ),
        (
            &["serve", "--bind", "x"][..],
            "error: invalid value 'x' for '--bind <BIND>': invalid socket address syntax (see marrakesh serve --help)",
        ),
    ] {
        assert_eq!(error_line(args, &[]), format!("{line}\n"), "{args:?}");
    }
}

/// The numbers of a text, in order (timings left out by the caller).
fn numbers(text: &str) -> Vec<String> {
    text.split(|c: char| !(c.is_ascii_digit() || c == '.'))
        .filter(|t| t.chars().any(|c| c.is_ascii_digit()))
        .map(str::to_string)
        .collect()
}

/// `simulate`'s summary and `bench`'s line in German and Dutch: the same
/// numbers as in English, without the English headings and row labels.
#[test]
fn simulate_and_bench_speak_the_chosen_language() {
    let args = [
        "simulate",
        "--games",
        "3",
        "--players",
        "3",
        "--seed",
        "5",
        "--threads",
        "1",
    ];
    let run = |lang: &str| {
        let mut a = args.to_vec();
        a.extend(["--lang", lang]);
        help(&a, &[])
    };
    let (en, de, nl) = (run("en"), run("de"), run("nl"));
    // The second line is the run's timing; every other number is the same.
    let skip_timing = |t: &str| {
        t.lines()
            .enumerate()
            .filter(|(i, _)| *i != 1)
            .map(|(_, l)| l)
            .collect::<Vec<_>>()
            .join("\n")
    };
    for (lang, text) in [("de", &de), ("nl", &nl)] {
        assert_eq!(
            numbers(&skip_timing(text)),
            numbers(&skip_timing(&en)),
            "{lang}:\n{text}\nen:\n{en}"
        );
        for word in [
            "games",
            "seat",
            "mean",
            "win rate",
            "all seats",
            "Mean points",
            "intervals",
            "shared victory",
            "edition",
        ] {
            assert!(!text.contains(word), "{lang} shows {word:?}:\n{text}");
        }
        assert!(!text.contains('{'), "{text}");
    }
    assert!(
        de.contains("3 Partien, 3 Spieler") && de.contains("Siegquote"),
        "{de}"
    );
    assert!(
        nl.contains("3 spellen, 3 spelers") && nl.contains("winstkans"),
        "{nl}"
    );
    assert!(
        en.starts_with("3 games, 3 players, classic edition"),
        "{en}"
    );
    let bench = help(
        &["bench", "--games", "2", "--players", "2", "--seed", "1"],
        &[("LANG", "nl_NL.UTF-8")],
    );
    assert!(
        bench.starts_with("2 spellen, 2 spelers, bot random"),
        "{bench}"
    );
    assert!(!bench.contains("games"), "{bench}");
}

/// `simulate --lazy`'s titles table: the German run prints 003's four
/// titles ("135 Punkte: Stolzer Bürger … 201 Punkte: Thronfolger des
/// Pascha"), the Dutch run the glossary's Dutch titles; neither shows the
/// English glosses of the English texts.
#[test]
fn lazy_titles_in_simulate_speak_the_chosen_language() {
    let run = |lang: &str| {
        help(
            &[
                "simulate",
                "--lazy",
                "--games",
                "1",
                "--seed",
                "3",
                "--threads",
                "1",
                "--lang",
                lang,
            ],
            &[],
        )
    };
    let english = [
        "proud citizen",
        "fabulously rich merchant",
        "right hand of the grand vizier",
        "heir to the Pasha's throne",
        "no title",
    ];
    for (lang, titles) in [
        (
            "de",
            [
                "135 Stolzer Bürger",
                "160 Sagenhaft reicher Händler",
                "185 Die rechte Hand des Großwesirs",
                "201 Thronfolger des Pascha",
            ],
        ),
        (
            "nl",
            [
                "135 Trotse burger",
                "160 Fabelachtig rijke koopman",
                "185 De rechterhand van de grootvizier",
                "201 Troonopvolger van de pasja",
            ],
        ),
    ] {
        let text = run(lang);
        for t in titles {
            assert!(text.contains(t), "{lang} lacks {t:?}:\n{text}");
        }
        for word in english {
            assert!(!text.contains(word), "{lang} shows {word:?}:\n{text}");
        }
    }
    let en = run("en");
    assert!(en.contains("135 Stolzer Bürger (proud citizen)"), "{en}");
}

/// `report`'s tables (text and Markdown) of the checked-in strength data in
/// German and Dutch: the same numbers as in English, no English word of the
/// tables left (bot names and table names are typed names and stay).
#[test]
fn report_speaks_the_chosen_language() {
    let data = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/strength/data");
    let data = data.to_str().unwrap();
    let run = |extra: &[&str], lang: &str| {
        let mut a = vec!["report", data];
        a.extend(extra);
        help(&a, &[("LANG", lang)])
    };
    for extra in [&[][..], &["--markdown"][..]] {
        let en = run(extra, "C");
        let de = run(extra, "de_DE.UTF-8");
        let nl = run(extra, "nl_NL.UTF-8");
        for (lang, text) in [("de", &de), ("nl", &nl)] {
            assert_eq!(numbers(text), numbers(&en), "{lang}:\n{text}\nen:\n{en}");
            for word in [
                "games",
                "wins:",
                "win rate",
                "mean score",
                "others' mean",
                "setup:",
                "seeds:",
                "chunks",
                "title ",
                "thinking",
                ", sd ",
                "both seats",
                "players",
                "solo against",
                "difficulty",
                "standard",
                "expensive gates",
                "| table",
                "(95% interval)",
                "titles",
            ] {
                assert!(
                    !text.contains(word),
                    "{lang} {extra:?} shows {word:?}:\n{text}"
                );
            }
            assert!(!text.contains('{'), "{text}");
        }
        if extra.is_empty() {
            for line in [
                "2p_1s (both seats)\n",
                "    games: 180\n",
                "    setup: 2 players\n",
                "    seeds: 96100-96199 (45 chunks)\n",
                "    win rate: 88.9% (83.5%–92.7%, ±4.6%)\n",
            ] {
                assert!(en.contains(line), "{line:?} in\n{en}");
            }
            for line in [
                "2p_1s (beide Plätze)\n",
                "    Partien: 180\n",
                "    Spielform: 2 Spieler\n",
                "    Startwerte: 96100-96199 (45 Teilläufe)\n",
                "    Siegquote: 88.9% (83.5%–92.7%, ±4.6%)\n",
                "    Spielform: Solospiel gegen den faulen Paschabot\n",
            ] {
                assert!(de.contains(line), "{line:?} in\n{de}");
            }
            for line in [
                "2p_1s (beide plaatsen)\n",
                "    spellen: 180\n",
                "    speelvorm: 2 spelers\n",
                "    winstkans: 88.9% (83.5%–92.7%, ±4.6%)\n",
            ] {
                assert!(nl.contains(line), "{line:?} in\n{nl}");
            }
        } else {
            assert!(de.starts_with("| Tabelle | Partien |"), "{de}");
            assert!(nl.starts_with("| tabel | spellen |"), "{nl}");
        }
    }
}
