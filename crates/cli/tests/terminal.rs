//! Drives `marrakesh play` through a pseudo-terminal (80x24) and checks what
//! the screen shows. The program's output is fed to a terminal emulator
//! (vt100) so the checks see the screen as a person would.

#![cfg(unix)]

use expectrl::Session;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

const ENTER: &str = "\r";
const DOWN: &str = "j";

struct Term {
    session: expectrl::session::OsSession,
    parser: vt100::Parser,
}

impl Term {
    fn spawn(args: &[&str], dir: &Path) -> Term {
        Term::spawn_sized(args, dir, 80, 24, |_| {})
    }

    /// A pty of `cols` x `rows`; `env` adjusts the program's environment.
    fn spawn_sized(
        args: &[&str],
        dir: &Path,
        cols: u16,
        rows: u16,
        env: impl FnOnce(&mut Command),
    ) -> Term {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_marrakesh"));
        cmd.args(args)
            .current_dir(dir)
            .env("TERM", "xterm-256color")
            .env_remove("NO_COLOR")
            // Not as if started by `cargo run` (see the resume hint).
            .env_remove("CARGO_MANIFEST_DIR")
            // English unless a test asks for another language.
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env_remove("LANG");
        env(&mut cmd);
        let mut session = Session::spawn(cmd).expect("spawn marrakesh in a pty");
        if (cols, rows) != (80, 24) {
            session
                .get_process_mut()
                .set_window_size(cols, rows)
                .expect("resize the pty");
        }
        Term {
            session,
            // The pty is 80x24 (ptyprocess's default size) unless resized.
            parser: vt100::Parser::new(rows, cols, 0),
        }
    }

    /// Reads whatever the program has written so far.
    fn pump(&mut self) {
        let mut buf = [0u8; 8192];
        loop {
            match self.session.try_read(&mut buf) {
                Ok(0) => break,
                Ok(n) => self.parser.process(&buf[..n]),
                Err(_) => break,
            }
        }
    }

    fn screen(&self) -> String {
        self.parser.screen().contents()
    }

    /// Waits until the screen shows `text`.
    fn wait_for(&mut self, text: &str) -> String {
        let start = Instant::now();
        loop {
            self.pump();
            let s = self.screen();
            if s.contains(text) {
                return s;
            }
            if start.elapsed() > Duration::from_secs(30) {
                panic!("timed out waiting for {text:?}; the screen shows:\n{s}");
            }
            std::thread::sleep(Duration::from_millis(30));
        }
    }

    /// Waits until the screen shows one of `texts`.
    fn wait_for_any(&mut self, texts: &[&str]) -> String {
        let start = Instant::now();
        loop {
            self.pump();
            let s = self.screen();
            if texts.iter().any(|t| s.contains(t)) {
                return s;
            }
            if start.elapsed() > Duration::from_secs(30) {
                panic!("timed out waiting for {texts:?}; the screen shows:\n{s}");
            }
            std::thread::sleep(Duration::from_millis(30));
        }
    }

    /// Switches to the Log tab, one Tab key at a time.
    fn goto_log(&mut self) -> String {
        for _ in 0..20 {
            self.pump();
            let before = self.screen();
            if before.contains("Log (PgUp: older)") {
                return before;
            }
            self.send("\t");
            // Wait for the redraw before pressing Tab again.
            let start = Instant::now();
            while self.screen() == before && start.elapsed() < Duration::from_secs(5) {
                std::thread::sleep(Duration::from_millis(30));
                self.pump();
            }
        }
        self.wait_for("Log (PgUp: older)")
    }

    /// Switches tabs with the Tab key until the left panel's title is
    /// `title`.
    fn goto_tab(&mut self, title: &str) -> String {
        let frame = format!("┌{title}─");
        for _ in 0..20 {
            self.pump();
            let before = self.screen();
            if before.contains(&frame) {
                return before;
            }
            self.send("\t");
            let start = Instant::now();
            while self.screen() == before && start.elapsed() < Duration::from_secs(5) {
                std::thread::sleep(Duration::from_millis(30));
                self.pump();
            }
        }
        self.wait_for(&frame)
    }

    fn send(&mut self, keys: &str) {
        use std::io::Write;
        self.session.write_all(keys.as_bytes()).unwrap();
        self.session.flush().unwrap();
        // Let the program read the keys one batch at a time.
        std::thread::sleep(Duration::from_millis(80));
    }

    /// Quits with q, y and waits for the program to end.
    fn quit(self) -> String {
        self.quit_with("Quit the game?", "y")
    }

    /// Quits with q, waits for `question`, answers `yes` and waits for the
    /// program to end; what it printed after the screen.
    fn quit_with(mut self, question: &str, yes: &str) -> String {
        self.send("q");
        self.wait_for(question);
        self.send(yes);
        let start = Instant::now();
        let mut rest = Vec::new();
        while self.session.get_process().is_alive().unwrap_or(false) {
            let mut buf = [0u8; 4096];
            if let Ok(n) = self.session.try_read(&mut buf) {
                rest.extend_from_slice(&buf[..n]);
            }
            assert!(
                start.elapsed() < Duration::from_secs(10),
                "the program did not quit"
            );
            std::thread::sleep(Duration::from_millis(30));
        }
        let mut buf = [0u8; 4096];
        while let Ok(n) = self.session.try_read(&mut buf) {
            if n == 0 {
                break;
            }
            rest.extend_from_slice(&buf[..n]);
        }
        String::from_utf8_lossy(&rest).into_owned()
    }
}

fn temp_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("marrakesh-tty-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// The three setup decisions of one seat, taking the first choice each time.
fn do_setup(t: &mut Term) {
    t.wait_for("Setup: put your storage keshis");
    t.send(ENTER);
    t.wait_for("Setup: turn your audience disc");
    t.send(ENTER);
    t.wait_for("Turn one face-down provision tile");
    t.send(ENTER);
}

/// Marks the first three colours of the secret selection and confirms.
fn select_first_three(t: &mut Term) {
    t.wait_for("[ ] turquoise (river)");
    t.send(ENTER);
    t.send(DOWN);
    t.send(ENTER);
    t.send(DOWN);
    t.send(ENTER);
    t.wait_for("CONFIRM: turquoise, green,");
    t.send(ENTER);
}

fn save_actions(path: &Path) -> serde_json::Value {
    let text = std::fs::read_to_string(path).unwrap();
    serde_json::from_str(&text).unwrap()
}

#[test]
fn hot_seat_keeps_the_secret_selection_secret() {
    let dir = temp_dir("hotseat");
    let save = dir.join("hs.json");
    let mut t = Term::spawn(
        &[
            "play",
            "--seats",
            "human,human",
            "--seed",
            "11",
            "--delay",
            "0",
            "--save",
            save.to_str().unwrap(),
        ],
        &dir,
    );
    // Hot-seat starts behind a pass screen that shows nothing of the game.
    let s = t.wait_for("Pass the device to P0");
    assert!(!s.contains("Screen:") && !s.contains("Water"), "{s}");
    t.send(ENTER);
    do_setup(&mut t);
    let s = t.wait_for("Pass the device to P1");
    assert!(!s.contains("Screen:"), "{s}");
    // Asking to quit here shows nothing of P0's game either.
    t.send("q");
    let s = t.wait_for("Quit the game?");
    assert!(!s.contains("Screen:") && !s.contains("Board"), "{s}");
    t.send("n");
    t.wait_for("Pass the device to P1");
    t.send(ENTER);
    do_setup(&mut t);
    // Both select in secret; P1 is at the device and chooses first.
    let s = t.wait_for("Choose 3 keshis");
    assert!(s.contains("view: P1"), "{s}");
    select_first_three(&mut t);
    // The next human gets a pass screen, then P0's own view.
    let s = t.wait_for("Pass the device to P0");
    assert!(!s.contains("turquoise") && !s.contains("Selection"), "{s}");
    t.send(ENTER);
    let s = t.wait_for("Choose 3 keshis");
    assert!(s.contains("view: P0"), "{s}");
    // P0's own list starts unmarked: nothing of P1's choice carries over.
    assert!(s.contains("[ ] turquoise (river)"), "{s}");
    assert!(!s.contains("[x]"), "{s}");
    // P1's board, as P0 sees it: the selection is hidden.
    t.send("]");
    let s = t.wait_for("Player board 2 of 2");
    assert!(s.contains("Selection: chosen (hidden)"), "{s}");
    assert!(!s.contains("Selection: turquoise"), "{s}");
    assert!(s.contains("keshis (hidden)"), "P1's screen is hidden: {s}");
    // P1's log entry says only that P1 has chosen.
    t.send("\t\t");
    let s = t.wait_for("Log (PgUp: older)");
    assert!(s.contains("P1 has chosen their keshis"), "{s}");
    assert!(!s.contains("reveals"), "{s}");
    // P0 chooses too: now both selections are revealed to everybody.
    t.send("\t");
    t.send("\t");
    select_first_three(&mut t);
    // Now the start player claims; P1 may need the device first.
    let s = t.wait_for_any(&["Pass the device to P1", "Claim keshis"]);
    if s.contains("Pass the device") {
        t.send(ENTER);
        t.wait_for("Claim keshis");
    }
    let s = t.goto_log();
    assert!(s.contains("P1 reveals turquoise, green, gray"), "{s}");
    assert!(s.contains("P0 reveals turquoise, green, gray"), "{s}");
    let v = save_actions(&save);
    let actions = v["actions"].as_array().unwrap();
    assert_eq!(actions.len(), 8, "6 setup choices and 2 selections: {v}");
    t.quit();
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn playing_against_bots_and_resuming() {
    let dir = temp_dir("bots");
    let save = dir.join("game.json");
    let args = [
        "play",
        "--players",
        "3",
        "--seed",
        "3",
        "--delay",
        "0",
        "--save",
        save.to_str().unwrap(),
    ];
    let mut t = Term::spawn(&args, &dir);
    let s = t.wait_for("Your decision, P0 (you)");
    assert!(
        s.contains("Marrakesh") && s.contains("P1:10") && s.contains("P2:10"),
        "{s}"
    );
    do_setup(&mut t);
    select_first_three(&mut t);
    // The bots select and place at once; in the claim phase the board with
    // the tower base is shown.
    let s = t.wait_for("Claim keshis from the tower base");
    assert!(s.contains("Tower base:"), "{s}");
    assert!(s.contains("Take "), "{s}");
    // The help explains the decision.
    t.send("?");
    let s = t.wait_for("Help - rules");
    assert!(s.contains("up to 2 keshis"), "{s}");
    t.send("x");
    t.wait_for("Your decision, P0 (you)");
    t.send(ENTER);
    let n_before = save_actions(&save)["actions"].as_array().unwrap().len();
    assert!(n_before > 8, "bots' actions are saved too");
    let out = t.quit();
    // The hint names this very program, which exists.
    let hint = format!("{} play --resume", env!("CARGO_BIN_EXE_marrakesh"));
    assert!(out.contains(&hint), "{out}");

    // Resume where we stopped.
    let mut t = Term::spawn(
        &["play", "--resume", save.to_str().unwrap(), "--delay", "0"],
        &dir,
    );
    let s = t.wait_for("Your decision, P0 (you)");
    assert!(s.contains("S1/3"), "{s}");
    // The log is rebuilt from the replay: the earlier events are there.
    let s = t.goto_log();
    assert!(!s.contains("earlier events are not shown"), "{s}");
    t.send("\x1b[5~"); // PgUp
    t.send("\x1b[5~");
    t.send("\x1b[5~");
    t.wait_for("Season 1 begins");
    t.send("\x1b[6~"); // PgDn: the season's first round follows
    t.wait_for("P1 has chosen their keshis");
    t.quit();
    let n_after = save_actions(&save)["actions"].as_array().unwrap().len();
    assert!(n_after >= n_before);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_corrupt_save_is_an_error_and_stays_untouched() {
    let dir = temp_dir("corrupt");
    let bad = dir.join("bad.json");
    let text = "{\"setup\":{\"players\":3,\"seed\":1},\"actions\":[[0,{\"action\":\"done\"}]]}";
    std::fs::write(&bad, text).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_marrakesh"))
        .args(["play", "--resume", bad.to_str().unwrap()])
        .current_dir(&dir)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("action #0 cannot be replayed"), "{err}");
    assert_eq!(std::fs::read_to_string(&bad).unwrap(), text);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn solo_play_shows_the_paschabot_board() {
    let dir = temp_dir("solo");
    let save = dir.join("solo.json");
    let mut t = Term::spawn(
        &[
            "play",
            "--solo",
            "--seed",
            "5",
            "--delay",
            "0",
            "--save",
            save.to_str().unwrap(),
        ],
        &dir,
    );
    let s = t.wait_for("Your decision, P0 (you)");
    assert!(s.contains("P0:10") && s.contains("P1:10"), "{s}");
    assert!(s.contains("| Paschabot |"), "the solo tab is listed: {s}");
    // The Paschabot's board, before any move: one strategy tile is up.
    let s = t.goto_tab("Paschabot");
    assert!(s.contains("P1 (Paschabot)"), "{s}");
    assert!(s.contains("start player"), "the Paschabot starts: {s}");
    for row in ["medina", "main square", "date orchard", "Sahara", "souk"] {
        assert!(s.contains(row), "row {row}: {s}");
    }
    t.send("\u{1b}[6~"); // PgDn
    t.send("\u{1b}[6~");
    let s = t.wait_for("Keshi priority:");
    assert!(s.contains("Strategy tiles: 1 revealed, 9 face down"), "{s}");
    assert!(s.contains("Bag (12 left)"), "{s}");
    assert!(s.contains("Souk: buys"), "{s}");
    // You decide as usual; nothing waits for the Paschabot.
    do_setup(&mut t);
    select_first_three(&mut t);
    t.wait_for("Claim keshis from the tower base");
    // Its choices are in the log: the draw, the reveal and its claim.
    let s = t.goto_log();
    assert!(s.contains("Paschabot draws 3 keshis from its bag"), "{s}");
    assert!(s.contains("Paschabot reveals"), "{s}");
    assert!(
        s.contains("Paschabot claims"),
        "the Paschabot claims first: {s}"
    );
    // The Players tab's second page is its board too.
    t.send("]");
    let s = t.wait_for("Player board 2 of 2: the Paschabot");
    assert!(s.contains("Row"), "{s}");
    let v = save_actions(&save);
    assert_eq!(v["seats"], serde_json::json!(["human", "paschabot"]));
    assert_eq!(v["setup"]["solo"]["opponent"], "paschabot");
    let actions = v["actions"].as_array().unwrap();
    assert_eq!(actions.len(), 4, "3 setup choices and the selection: {v}");
    assert!(actions.iter().all(|a| a[0] == 0), "only seat 0 acts: {v}");
    let out = t.quit();
    assert!(out.contains("marrakesh play --resume"), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn lazy_solo_play_shows_the_priority_line_and_titles() {
    let dir = temp_dir("lazy");
    let save = dir.join("lazy.json");
    let mut t = Term::spawn(
        &[
            "play",
            "--lazy",
            "--seed",
            "5",
            "--delay",
            "0",
            "--save",
            save.to_str().unwrap(),
        ],
        &dir,
    );
    let s = t.wait_for("Your decision, P0 (you)");
    assert!(s.contains("next title 135"), "{s}");
    let s = t.goto_tab("Paschabot");
    assert!(s.contains("P1 (lazy Paschabot)"), "{s}");
    assert!(s.contains("Priority line (leftmost first):"), "{s}");
    t.send("\u{1b}[6~"); // PgDn
    let s = t.wait_for("Titles (P0 has 10 points)");
    assert!(s.contains("135 Stolzer"), "{s}");
    t.quit();
    let _ = std::fs::remove_dir_all(&dir);
}

/// The left panel's text, its rows joined by spaces (wrapped lines become
/// one line again).
fn left_panel(screen: &str) -> String {
    screen
        .lines()
        .filter_map(|l| {
            let mut parts = l.split('│');
            parts.next()?;
            parts.next().map(|p| p.trim().to_string())
        })
        .filter(|p| !p.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn module_play_shows_the_desert_towns_and_the_fountain() {
    let dir = temp_dir("modules");
    let save = dir.join("modules.json");
    let mut t = Term::spawn(
        &[
            "play",
            "--modules",
            "desert-towns,imam-sultan",
            "--seed",
            "4",
            "--delay",
            "0",
            "--save",
            save.to_str().unwrap(),
        ],
        &dir,
    );
    let s = t.wait_for("Your decision, P0 (you)");
    assert!(s.contains("| Modules |"), "the modules' tab is listed: {s}");
    // The Modules tab: the sultan and imam, the fountain's reminder, the
    // desert towns on display with their effects, everybody's town spaces.
    let s = t.goto_tab("Modules");
    let text = left_panel(&s);
    assert!(
        text.contains("Modules: imam & sultan, desert towns"),
        "{text}"
    );
    assert!(text.contains("sultan waits on step"), "{text}");
    assert!(
        text.contains(
            "Fountain: sultan: scrolls cost 1 date less; imam: luxury goods cost 1 goods keshi less"
        ),
        "{text}"
    );
    t.send("\u{1b}[6~"); // PgDn
    t.send("\u{1b}[6~");
    let s = t.wait_for("L4 - R4 -");
    let text = left_panel(&s);
    assert!(text.contains("Desert towns on display (5 left"), "{text}");
    assert!(text.contains("start oasis covered"), "{text}");
    let town = town_in(&text);
    assert!(town.is_some(), "a town with its effect: {text}");
    // Your own board: the two town spaces; the start oasis is covered.
    t.send("]");
    t.send("[");
    let s = t.wait_for("Player board 1 of 3");
    assert!(s.contains("paths L0/4 R0/4"), "{s}");
    for _ in 0..4 {
        t.send("\u{1b}[6~");
    }
    let s = t.wait_for("Desert towns (start oasis covered)");
    assert!(s.contains("L4 empty (caravans 0/4)"), "{s}");
    // The help explains the modules in play.
    t.send("?");
    t.wait_for("Help - rules");
    let mut found = Vec::new();
    for _ in 0..15 {
        t.pump();
        let s = t.screen();
        for m in ["Module 2, imam & sultan", "Module 5, desert towns"] {
            if s.contains(m) && !found.contains(&m) {
                found.push(m);
            }
        }
        t.send("\u{1b}[6~");
    }
    assert_eq!(found.len(), 2, "both modules' rules in the help: {found:?}");
    t.send("x");
    let v = save_actions(&save);
    assert_eq!(v["setup"]["modules"]["desert_towns"], true);
    assert_eq!(v["setup"]["modules"]["imam_sultan"], true);
    t.quit();
    let _ = std::fs::remove_dir_all(&dir);
}

/// "#NN (effect)" of some desert town in the text, if any.
fn town_in(text: &str) -> Option<&str> {
    let i = text.find(" #")?;
    let rest = &text[i + 1..];
    let close = rest.find(')')?;
    let town = &rest[..=close];
    (town.len() > 8 && town.as_bytes()[1].is_ascii_digit() && town.contains(" (")).then_some(town)
}

impl Term {
    /// Waits for the program to end by itself; its exit code, if it exited.
    fn exit_code(&mut self) -> Option<i32> {
        use expectrl::process::unix::WaitStatus;
        let start = Instant::now();
        loop {
            self.pump();
            match self.session.get_process().status() {
                Ok(WaitStatus::StillAlive) => {}
                Ok(WaitStatus::Exited(_, code)) => {
                    self.pump();
                    return Some(code);
                }
                Ok(_) | Err(_) => return None,
            }
            assert!(
                start.elapsed() < Duration::from_secs(10),
                "the program did not end; the screen shows:\n{}",
                self.screen()
            );
            std::thread::sleep(Duration::from_millis(30));
        }
    }
}

#[test]
fn a_new_game_never_destroys_an_old_save() {
    let dir = temp_dir("backups");
    let save = dir.join("marrakesh-save.json");
    let bak = dir.join("marrakesh-save.json.bak");
    let bak1 = dir.join("marrakesh-save.json.bak.1");
    let bak2 = dir.join("marrakesh-save.json.bak.2");
    let new_game = Command::new(env!("CARGO_BIN_EXE_marrakesh"))
        .args(["new", "--players", "2", "--seed", "1"])
        .output()
        .unwrap();
    let unfinished = String::from_utf8(new_game.stdout).unwrap();
    std::fs::write(&save, &unfinished).unwrap();
    std::fs::write(&bak, "an older backup").unwrap();

    // The question names the backup's real name, and asks again until it
    // gets an answer it understands.
    let args = ["play", "--seed", "3", "--delay", "0"];
    let mut t = Term::spawn(&args, &dir);
    let s = t.wait_for("holds an unfinished game");
    assert!(s.contains("kept as marrakesh-save.json.bak.1"), "{s}");
    t.send("x\r");
    let s = t.wait_for("Please answer r");
    assert!(s.contains("marrakesh-save.json.bak.1"), "{s}");
    t.send("\r");
    t.send("n\r");
    t.wait_for("Your decision, P0 (you)");
    t.quit();
    assert_eq!(std::fs::read_to_string(&bak).unwrap(), "an older backup");
    assert_eq!(std::fs::read_to_string(&bak1).unwrap(), unfinished);
    let second = std::fs::read_to_string(&save).unwrap();
    assert!(second.contains("\"seed\":3"), "{second}");

    // The end of the input is no answer: exit status 2, nothing changed.
    let mut t = Term::spawn(&args, &dir);
    let s = t.wait_for("holds an unfinished game");
    assert!(s.contains("kept as marrakesh-save.json.bak.2"), "{s}");
    t.send("\u{4}"); // Ctrl-D
    assert_eq!(t.exit_code(), Some(2));
    assert!(t.screen().contains("error: no answer"), "{}", t.screen());
    assert_eq!(std::fs::read_to_string(&save).unwrap(), second);
    assert!(!bak2.exists());

    // A file that is no game is kept too, under the next free name.
    std::fs::write(&save, "not a game").unwrap();
    let mut t = Term::spawn(&args, &dir);
    t.wait_for("Your decision, P0 (you)");
    t.quit();
    assert_eq!(std::fs::read_to_string(&bak2).unwrap(), "not a game");
    assert_eq!(std::fs::read_to_string(&bak).unwrap(), "an older backup");
    assert_eq!(std::fs::read_to_string(&bak1).unwrap(), unfinished);
    let _ = std::fs::remove_dir_all(&dir);
}

const PG_UP: &str = "\x1b[5~";
const PG_DOWN: &str = "\x1b[6~";

/// The Log tab: PgUp goes back to older lines, PgDn forward to newer ones,
/// and long entries are wrapped, not cut off.
#[test]
fn the_log_scrolls_the_right_way_and_wraps() {
    let dir = temp_dir("log");
    let save = dir.join("game.json");
    let mut t = Term::spawn(
        &[
            "play",
            "--players",
            "3",
            "--seed",
            "3",
            "--delay",
            "0",
            "--save",
            save.to_str().unwrap(),
        ],
        &dir,
    );
    t.wait_for("Your decision, P0 (you)");
    // The setup line is longer than the panel: its end is wrapped into view.
    let s = t.goto_log();
    assert!(s.contains("start player drawn at"), "{s}");
    do_setup(&mut t);
    select_first_three(&mut t);
    t.wait_for("Claim keshis from the tower base");
    let s = t.goto_log();
    let newest = s.contains("Tower base");
    t.send(PG_UP);
    let s = t.wait_for("lines back");
    assert!(s.contains("PgDn: newer"), "{s}");
    t.send(PG_DOWN);
    t.send(PG_DOWN);
    t.send(PG_DOWN);
    let s = t.wait_for("Log (PgUp: older)");
    assert_eq!(
        s.contains("Tower base"),
        newest,
        "back at the newest lines: {s}"
    );
    t.quit();
    let _ = std::fs::remove_dir_all(&dir);
}

/// After `cargo run` (which sets CARGO_MANIFEST_DIR for the program), the
/// resume hint is a `cargo run` command.
#[test]
fn the_resume_hint_after_cargo_run_is_a_cargo_command() {
    let dir = temp_dir("hint");
    let save = dir.join("game.json");
    let mut t = Term::spawn_sized(
        &[
            "play",
            "--players",
            "2",
            "--seed",
            "4",
            "--delay",
            "0",
            "--save",
            save.to_str().unwrap(),
        ],
        &dir,
        80,
        24,
        |c| {
            c.env("CARGO_MANIFEST_DIR", env!("CARGO_MANIFEST_DIR"));
        },
    );
    t.wait_for("Your decision, P0 (you)");
    let out = t.quit();
    let release = if env!("CARGO_BIN_EXE_marrakesh").contains("/release/") {
        " --release"
    } else {
        ""
    };
    let hint = format!("cargo run{release} -- play --resume {}", save.display());
    assert!(out.contains(&hint), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A season's scoring is shown and waits for a key: the bots do not move
/// on meanwhile.
#[test]
fn the_season_scoring_waits_for_a_key() {
    let dir = temp_dir("season");
    let save = dir.join("game.json");
    let mut t = Term::spawn(
        &[
            "play",
            "--seats",
            "greedy,greedy",
            "--seed",
            "5",
            "--delay",
            "0",
            "--save",
            save.to_str().unwrap(),
        ],
        &dir,
    );
    let start = Instant::now();
    loop {
        t.pump();
        if t.screen().contains("Season 1 is scored") {
            break;
        }
        assert!(start.elapsed() < Duration::from_secs(120), "{}", t.screen());
        std::thread::sleep(Duration::from_millis(50));
    }
    let s = t.screen();
    assert!(s.contains("press any key"), "{s}");
    assert!(s.contains("Points this scoring"), "{s}");
    let n = save_actions(&save)["actions"].as_array().unwrap().len();
    std::thread::sleep(Duration::from_millis(1500));
    t.pump();
    assert!(t.screen().contains("Season 1 is scored"));
    assert_eq!(
        save_actions(&save)["actions"].as_array().unwrap().len(),
        n,
        "nobody moves while the summary is shown"
    );
    t.send("x");
    let start = Instant::now();
    while t.screen().contains("Season 1 is scored") {
        assert!(start.elapsed() < Duration::from_secs(10));
        std::thread::sleep(Duration::from_millis(50));
        t.pump();
    }
    t.send("q");
    t.wait_for("Quit the game?");
    t.send("y");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A large terminal shows more panels at once: the tab, the player's board
/// and the market.
#[test]
fn a_large_terminal_shows_more_panels() {
    let dir = temp_dir("large");
    let save = dir.join("game.json");
    let mut t = Term::spawn_sized(
        &[
            "play",
            "--players",
            "2",
            "--seed",
            "6",
            "--delay",
            "0",
            "--save",
            save.to_str().unwrap(),
        ],
        &dir,
        200,
        50,
        |_| {},
    );
    let s = t.wait_for("Market: souk and workshops");
    assert!(s.contains("┌Board─"), "{s}");
    assert!(s.contains("┌Player board 1 of 2"), "{s}");
    t.quit();
    let _ = std::fs::remove_dir_all(&dir);
}

/// Plays random legal actions of a 2-player game (seeds 1, 2, ...) until
/// seat 0 faces a position where `stop` holds, and saves it as a game file
/// with `seats` for `play --resume`.
fn position_file(
    dir: &Path,
    seats: &[&str],
    stop: impl Fn(&marrakesh_engine::Game) -> bool,
) -> PathBuf {
    position_file_with(dir, seats, marrakesh_engine::Modules::default(), stop)
}

/// [`position_file`] with `modules` in play.
fn position_file_with(
    dir: &Path,
    seats: &[&str],
    modules: marrakesh_engine::Modules,
    stop: impl Fn(&marrakesh_engine::Game) -> bool,
) -> PathBuf {
    use marrakesh_engine::{Game, Rng, Setup};
    for seed in 1..600 {
        let mut setup = Setup::new(2, seed);
        setup.modules = modules;
        let mut g = Game::new(setup).unwrap();
        let mut actions = Vec::new();
        let mut rng = Rng::new(seed);
        while !g.is_over() && actions.len() < 5000 {
            if stop(&g) {
                let file = serde_json::json!({
                    "setup": setup,
                    "seats": seats,
                    "actions": actions,
                });
                let path = dir.join("position.json");
                std::fs::write(&path, file.to_string()).unwrap();
                return path;
            }
            let (p, _) = g.pending().players[0];
            let legal = g.legal_actions(p);
            let a = legal[rng.below(legal.len() as u32) as usize];
            g.apply(p, a).unwrap();
            actions.push((p, a));
        }
    }
    panic!("no game reached the position");
}

/// `play --resume FILE` in a 160x60 pty, so a whole choice list fits.
fn resume_large(file: &Path, dir: &Path) -> Term {
    Term::spawn_sized(
        &["play", "--resume", file.to_str().unwrap(), "--delay", "0"],
        dir,
        160,
        60,
        |_| {},
    )
}

/// The choices of the decision panel as shown (the panel whose title is
/// "Your decision"), one entry per numbered choice with its wrapped lines
/// joined.
fn shown_choices(screen: &str) -> Vec<String> {
    let lines: Vec<Vec<char>> = screen.lines().map(|l| l.chars().collect()).collect();
    let Some((top, left)) = lines.iter().enumerate().find_map(|(i, l)| {
        let s: String = l.iter().collect();
        s.find("┌ Your decision")
            .map(|byte| (i, s[..byte].chars().count()))
    }) else {
        return Vec::new();
    };
    let mut entries: Vec<String> = Vec::new();
    for l in &lines[top + 1..] {
        if l.get(left) != Some(&'│') {
            break;
        }
        let inner: String = l[left + 1..].iter().take_while(|&&c| c != '│').collect();
        let t = inner.trim_end();
        let numbered = t
            .trim_start_matches(['>', ' '])
            .split(' ')
            .next()
            .is_some_and(|w| !w.is_empty() && w.chars().all(|c| c.is_ascii_digit()));
        if numbered && (t.starts_with('>') || t.starts_with(' ')) && !t.starts_with("   ") {
            entries.push(t.trim_start_matches(['>', ' ']).to_string());
        } else if t.starts_with("   ") && !entries.is_empty() {
            let last = entries.last_mut().unwrap();
            last.push(' ');
            last.push_str(t.trim());
        }
    }
    entries
}

/// 002 "Palace": "the player advances ... as many steps as the number of
/// nobles in this sector": with none there the action climbs 0 steps. On
/// screen it is marked as having no effect and listed after every action
/// that does something.
#[test]
fn an_action_without_effect_is_marked_and_listed_last() {
    use marrakesh_engine::{Action, AssistantOption, Decision, Sector};
    let dir = temp_dir("idle");
    let file = position_file(&dir, &["human", "random"], |g| {
        g.decision_for(0) == Some(Decision::UseAssistant)
            && g.state().players[0].sector_keshis(Sector::Palace) == 0
            && g.legal_actions(0).contains(&Action::UseAssistant {
                sector: Sector::Palace,
                option: AssistantOption::SectorAction,
            })
    });
    let mut t = resume_large(&file, &dir);
    let s = t.wait_for("choice 1 of");
    let choices = shown_choices(&s);
    let idle = |c: &String| c.contains("[no effect");
    let first_idle = choices.iter().position(idle);
    assert!(
        first_idle.is_some_and(|i| i > 0 && choices[i].contains("Palace: action")),
        "the empty palace's action is marked: {choices:?}\n{s}"
    );
    assert!(
        choices[first_idle.unwrap()..].iter().all(idle),
        "actions without effect come last: {choices:?}"
    );
    t.quit();
    let _ = std::fs::remove_dir_all(&dir);
}

/// A choice of several steps can be taken back before it is finished when
/// nothing hidden was revealed: a claimed pink keshi asks where its
/// entertainer goes (Classic), and `b` returns to the claim, in the game
/// and in its save.
#[test]
fn b_steps_back_out_of_an_unfinished_choice() {
    use marrakesh_engine::{Action, Colour, Decision};
    let dir = temp_dir("back");
    let pink = |a: &Action| {
        matches!(
            a,
            Action::Claim {
                colour: Colour::Pink,
                ..
            }
        )
    };
    let file = position_file(&dir, &["human", "random"], |g| {
        g.decision_for(0) == Some(Decision::ClaimKeshis) && g.legal_actions(0).iter().any(pink)
    });
    let before = save_actions(&file)["actions"].as_array().unwrap().len();
    let mut t = resume_large(&file, &dir);
    let s = t.wait_for("choice 1 of");
    let choices = shown_choices(&s);
    let i = choices
        .iter()
        .position(|c| c.contains("pink"))
        .unwrap_or_else(|| panic!("a pink claim is offered: {choices:?}"));
    for _ in 0..i {
        t.send(DOWN);
    }
    t.send(ENTER);
    let s = t.wait_for("entertainer");
    assert_eq!(
        save_actions(&file)["actions"].as_array().unwrap().len(),
        before + 1,
        "the claim is played and saved: {s}"
    );
    t.send("b");
    let s = t.wait_for("steps back");
    assert!(
        shown_choices(&s).iter().any(|c| c.contains("pink")),
        "the claim is offered again: {s}"
    );
    assert_eq!(
        save_actions(&file)["actions"].as_array().unwrap().len(),
        before,
        "the save holds the game without the step"
    );
    t.quit();
    let _ = std::fs::remove_dir_all(&dir);
}

/// Where a placement decides numbers, the choices show them: the spectators
/// an entertainer would face, the claiming cost of the oasis a caravan
/// discovers, and what each river-tile option brings the player.
#[test]
fn placements_and_river_tile_options_show_their_numbers() {
    use marrakesh_engine::Decision;
    let cases: [(Decision, &str); 3] = [
        (Decision::PlaceEntertainer, "spectators face it now"),
        (Decision::PlaceCaravan, "claiming that oasis costs"),
        (Decision::RiverTileOption, "(for you now: "),
    ];
    for (decision, text) in cases {
        let dir = temp_dir("numbers");
        let file = position_file(&dir, &["human", "random"], |g| {
            g.decision_for(0) == Some(decision)
        });
        let mut t = resume_large(&file, &dir);
        let s = t.wait_for("choice 1 of");
        let choices = shown_choices(&s);
        assert!(
            choices.iter().any(|c| c.contains(text)),
            "{decision:?}: {text:?} in {choices:?}\n{s}"
        );
        t.quit();
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// The game of a game file, replayed.
fn replay_file(file: &Path) -> marrakesh_engine::Game {
    use marrakesh_engine::{Action, Game, PlayerId, Setup};
    let saved = save_actions(file);
    let setup: Setup = serde_json::from_value(saved["setup"].clone()).unwrap();
    let actions: Vec<(PlayerId, Action)> =
        serde_json::from_value(saved["actions"].clone()).unwrap();
    let mut g = Game::new(setup).unwrap();
    for (p, a) in actions {
        g.apply(p, a).unwrap();
    }
    g
}

/// The lines of the left panel's first column, trimmed.
fn left_lines(screen: &str) -> Vec<String> {
    screen
        .lines()
        .filter_map(|l| {
            let mut parts = l.split('│');
            parts.next()?;
            parts.next().map(|p| p.trim().to_string())
        })
        .filter(|p| !p.is_empty())
        .collect()
}

fn camel_race() -> marrakesh_engine::Modules {
    marrakesh_engine::Modules {
        camel_race: true,
        ..Default::default()
    }
}

/// 003 "Das Kamelrennen": the Camel race tab draws the track with its start
/// line, three stage lines, two bridges and the finish, each camel on its
/// own row, each spectator area with its dung, the three reward tiles in
/// order with the active one marked, and the podium.
#[test]
fn the_camel_race_tab_shows_track_camels_spectators_and_rewards() {
    use marrakesh_engine::Decision;
    let dir = temp_dir("race");
    let file = position_file_with(&dir, &["human", "random"], camel_race(), |g| {
        let v = g.view(Some(0));
        let r0 = v.players[0].race.unwrap_or_default();
        let r1 = v.players[1].race.unwrap_or_default();
        g.decision_for(0) == Some(Decision::ClaimKeshis)
            && r0.camel > 0
            && r1.camel > 0
            && r0.camel != r1.camel
    });
    let g = replay_file(&file);
    let v = g.view(Some(0));
    let mut t = resume_large(&file, &dir);
    t.wait_for("choice 1 of");
    let s = t.goto_tab("Camel race");
    let left = left_lines(&s);
    let all = left.join("\n");
    // The track's labels: start line, stage lines 1-3, bridges, finish.
    let track = left
        .iter()
        .find(|l| l.contains('S') && l.contains('F') && !l.contains(' '))
        .unwrap_or_else(|| panic!("a track row: {all}"));
    let labels: String = track.chars().filter(|c| "S123BF".contains(*c)).collect();
    // In the catalog's order: the start line, stage lines and bridges by
    // their spaces, the finish line last.
    let d = g.catalog().camel_race.clone().unwrap();
    let mut marks: Vec<(u8, char)> = d
        .lines
        .value
        .iter()
        .zip("S123".chars())
        .map(|(l, c)| (*l * 2 + 1, c))
        .chain(d.bridges.value.iter().map(|b| (b.space * 2, 'B')))
        .collect();
    marks.sort();
    let mut expected: String = marks.into_iter().map(|(_, c)| c).collect();
    expected.push('F');
    assert_eq!(labels, expected, "lines and bridges in order: {track}");
    assert_eq!(
        track.chars().filter(|c| !"S123F".contains(*c)).count(),
        d.finish.value as usize,
        "one mark per space: {track}"
    );
    for p in 0..2u8 {
        let r = v.players[p as usize].race.unwrap();
        let row = left
            .iter()
            .find(|l| l.starts_with(&format!("P{p} ")) && l.contains('|'))
            .unwrap_or_else(|| panic!("P{p}'s camel row: {all}"));
        // The camel's mark stands after as many spaces as it ran, lines
        // not counted.
        let track: String = row[3..].chars().filter(|c| *c != '|').collect();
        assert_eq!(
            track.find(char::from_digit(p as u32, 10).unwrap()),
            Some(r.camel as usize),
            "P{p}'s camel on space {}: {row}",
            r.camel
        );
        let spectators = format!(
            "P{p} camel {}/30, spectators {}/8:",
            r.camel,
            r.spectator_count()
        );
        assert!(all.contains(&spectators), "{spectators} in {all}");
    }
    let left = all;
    assert!(left.contains("dung "), "{left}");
    assert!(left.contains("> ACTIVE, season 1: tile #"), "{left}");
    assert!(left.contains("\nseason 2: tile #"), "{left}");
    assert!(left.contains("\nseason 3: tile #"), "{left}");
    assert!(left.contains("1. - (16)  2. - (8)"), "{left}");
    t.quit();
    let _ = std::fs::remove_dir_all(&dir);
}

/// The camel race's decisions read in the choices panel: where a gained
/// keshi goes (and how far the camel would run), a bridge's payment, and
/// the reward phase's purchases with the spectators they cost; the reward
/// phase opens the Camel race tab with the active tile highlighted, and a
/// purchase is played from the keyboard.
#[test]
fn the_camel_race_decisions_read_in_the_choices_panel() {
    use marrakesh_engine::{Action, Decision};
    type Case = (fn(&Decision) -> bool, &'static str);
    let cases: [Case; 2] = [
        (
            |d| matches!(d, Decision::KeshiDestination { .. }),
            "Into the spectator area: the camel runs",
        ),
        (
            |d| matches!(d, Decision::CamelBridge { .. }),
            "Pay the bridge and run on",
        ),
    ];
    for (decision, text) in cases {
        let dir = temp_dir("race-choices");
        let file = position_file_with(&dir, &["human", "random"], camel_race(), |g| {
            g.decision_for(0).is_some_and(|d| decision(&d))
        });
        let mut t = resume_large(&file, &dir);
        let s = t.wait_for("choice 1 of");
        let choices = shown_choices(&s);
        assert!(
            choices.iter().any(|c| c.contains(text)),
            "{text:?} in {choices:?}\n{s}"
        );
        t.quit();
        let _ = std::fs::remove_dir_all(&dir);
    }

    // The reward phase with at least one reward to buy.
    let dir = temp_dir("race-rewards");
    let file = position_file_with(&dir, &["human", "random"], camel_race(), |g| {
        g.decision_for(0) == Some(Decision::CamelRewards)
            && g.legal_actions(0)
                .iter()
                .any(|a| matches!(a, Action::BuyCamelReward { .. }))
    });
    let before = save_actions(&file)["actions"].as_array().unwrap().len();
    let mut t = resume_large(&file, &dir);
    let s = t.wait_for("choice 1 of");
    assert!(s.contains("buy rewards of this season's tile"), "{s}");
    assert!(s.contains("┌Camel race─"), "the race tab opens: {s}");
    let choices = shown_choices(&s);
    let buy = choices
        .iter()
        .position(|c| c.contains("(pay "))
        .unwrap_or_else(|| panic!("a purchase with its price: {choices:?}"));
    assert!(
        choices.iter().any(|c| c.contains("Buy no more rewards")),
        "{choices:?}"
    );
    for _ in 0..buy {
        t.send(DOWN);
    }
    t.send(ENTER);
    let start = Instant::now();
    while save_actions(&file)["actions"].as_array().unwrap().len() == before {
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "the purchase is played"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    let saved = save_actions(&file);
    let last = &saved["actions"].as_array().unwrap()[before];
    assert_eq!(last[1]["action"], "buy_camel_reward", "{last}");
    t.quit();
    let _ = std::fs::remove_dir_all(&dir);
}

/// A strong bot searches beside the event loop: while it thinks, the
/// screen says so and still answers keys (the tabs, quitting).
#[test]
fn the_screen_answers_keys_while_a_bot_thinks() {
    let dir = temp_dir("thinking");
    let save = dir.join("game.json");
    // Seat 0 is a strong bot with 20 s per decision: it thinks first (the
    // bots decide first in the simultaneous setup).
    let args = [
        "play",
        "--seats",
        "ismcts:20000,human",
        "--seed",
        "5",
        "--delay",
        "0",
        "--save",
        save.to_str().unwrap(),
    ];
    let mut t = Term::spawn(&args, &dir);
    let s = t.wait_for("is thinking (");
    // The seat is named by the bot's name, not its keyword.
    assert!(s.contains("P0 (Strong bot)"), "{s}");
    // The tabs change while it thinks.
    let s = t.goto_log();
    assert!(s.contains("is thinking ("), "{s}");
    let s = t.goto_tab("Scores");
    assert!(s.contains("is thinking ("), "{s}");
    // Quitting does not wait for the search.
    let start = Instant::now();
    t.quit();
    assert!(start.elapsed() < Duration::from_secs(15));

    // A hint (a) also searches beside the event loop: the screen says so,
    // then shows the hint (in the footer and the log).
    let save = dir.join("hint.json");
    let args = [
        "play",
        "--seats",
        "human,greedy",
        "--seed",
        "5",
        "--delay",
        "0",
        "--save",
        save.to_str().unwrap(),
    ];
    let mut t = Term::spawn(&args, &dir);
    t.wait_for("Your decision, P0 (you)");
    t.send("a");
    t.wait_for("advice: thinking");
    let s = t.goto_log();
    assert!(
        !s.contains("hint 1:") || s.contains("Log (PgUp: older)"),
        "{s}"
    );
    let s = t.wait_for("hint 1: ");
    assert!(s.contains("% of the search"), "{s}");
    t.quit();
    let _ = std::fs::remove_dir_all(&dir);
}

/// The expansion box on the Players tab: each player's nomads (on the
/// board, in the spectator area, the nomad board's supply), special
/// building (side and ability) and provision tiles (the new ones with their
/// effect; another player's face-down tiles show their pile only).
#[test]
fn the_players_tab_shows_nomads_building_and_provision_tiles() {
    use marrakesh_engine::ProvisionTier;
    use marrakesh_engine::{BuildingSide, Decision, Modules};
    let dir = temp_dir("expansion-players");
    let modules = Modules {
        camel_race: true,
        nomads: true,
        special_buildings: Some(BuildingSide::Front),
        new_provisions: true,
        ..Modules::default()
    };
    let file = position_file_with(&dir, &["human", "random"], modules, |g| {
        let st = g.state();
        let cat = g.catalog();
        let new_face_down = st
            .player(1)
            .provision
            .iter()
            .any(|s| !s.active && cat.provision(s.tile).tier != ProvisionTier::Base);
        g.decision_for(0) == Some(Decision::ClaimKeshis)
            && st.player(0).nomads.total() > 0
            && new_face_down
    });
    let g = replay_file(&file);
    let st = *g.state();
    let cat = g.catalog();
    let mut t = Term::spawn_sized(
        &["play", "--resume", file.to_str().unwrap(), "--delay", "0"],
        &dir,
        160,
        100,
        |_| {},
    );
    t.wait_for("choice 1 of");
    for _ in 0..12 {
        if t.screen().contains("Player board 1 of 2") {
            break;
        }
        t.send("\t");
        t.pump();
    }
    let s = panel_text(&t.wait_for("Player board 1 of 2"), "┌Player board");
    let n = st.player(0).nomads;
    assert!(
        s.contains(&format!("Nomads: {} on the board (", n.total())),
        "{s}"
    );
    assert!(
        s.contains(&format!("nomad board {} left", st.nomads.supply)),
        "{s}"
    );
    let building = |p: u8| {
        let id = st.player(p).building.kept.unwrap();
        let def = cat
            .special_buildings
            .as_ref()
            .unwrap()
            .building(id)
            .unwrap();
        def.ability.building_name().to_string()
    };
    assert!(
        s.contains(&format!("Building (front): {}", building(0))),
        "{s}"
    );
    // Your own tiles: face down with their numbers.
    for slot in st.player(0).provision {
        let shown = format!("#{:02}: pay", slot.tile.0);
        assert!(s.contains(&shown), "own tile {shown}: {s}");
        if !slot.active {
            assert!(s.contains(&format!("(face down {shown}")), "{s}");
        }
    }
    // The other player's board: building, and face-down tiles by pile.
    t.send("]");
    let s = panel_text(&t.wait_for("Player board 2 of 2"), "┌Player board");
    assert!(
        s.contains(&format!("Building (front): {}", building(1))),
        "{s}"
    );
    for slot in st.player(1).provision {
        let shown = format!("#{:02}: pay", slot.tile.0);
        if slot.active {
            assert!(s.contains(&shown), "face up: {s}");
        } else {
            assert!(!s.contains(&shown), "P1's face-down tile shown: {s}");
            let tier = cat.provision(slot.tile).tier;
            if tier != ProvisionTier::Base {
                assert!(s.contains(&format!("(face down, {})", tier.name())), "{s}");
            }
        }
    }
    assert!(s.contains("Nomads: "), "{s}");
    t.quit();
    let _ = std::fs::remove_dir_all(&dir);
}

/// The text of the panel whose frame starts with `title` (its lines joined
/// with spaces, as the panel wraps them at spaces).
fn panel_text(screen: &str, title: &str) -> String {
    let lines: Vec<Vec<char>> = screen.lines().map(|l| l.chars().collect()).collect();
    let title: Vec<char> = title.chars().collect();
    let Some((top, start)) = lines.iter().enumerate().find_map(|(i, l)| {
        l.windows(title.len())
            .position(|w| w == title.as_slice())
            .map(|j| (i, j))
    }) else {
        panic!("no panel {title:?}: {screen}");
    };
    let end = lines[top][start..]
        .iter()
        .position(|c| *c == '┐')
        .map_or(lines[top].len(), |k| start + k);
    lines[top + 1..]
        .iter()
        .take_while(|l| l.get(start) == Some(&'│'))
        .map(|l| {
            l[start + 1..end.min(l.len())]
                .iter()
                .collect::<String>()
                .trim()
                .to_string()
        })
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Whole words of `english` that the screen `s` shows.
fn english_on(s: &str, english: &[&str]) -> Vec<String> {
    let words: Vec<&str> = s
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| !w.is_empty())
        .collect();
    english
        .iter()
        .filter(|e| words.contains(e))
        .map(|e| e.to_string())
        .collect()
}

/// Words the English screen shows and a German or Dutch one must not.
const ENGLISH: [&str; 31] = [
    "Board",
    "Market",
    "Scrolls",
    "Players",
    "Scores",
    "Log",
    "Season",
    "round",
    "Your",
    "decision",
    "choice",
    "quit",
    "help",
    "advice",
    "player",
    "Tower",
    "base",
    "points",
    "dates",
    "Screen",
    "Selection",
    "Sector",
    "Gates",
    "Oases",
    "Storage",
    "Provision",
    "Bag",
    "priority",
    "Difficulty",
    "Strategy",
    "tiles",
];

/// The terminal game in German (`--lang de`) and in Dutch (by the locale,
/// `LANG`): tabs, panel titles, prompts, help, the quit question and the
/// last line, with no English word.
#[test]
fn the_terminal_game_in_german_and_dutch() {
    let dir = temp_dir("lang");
    let save = dir.join("de.json");
    let mut t = Term::spawn(
        &[
            "--lang",
            "de",
            "play",
            "--solo",
            "--seed",
            "5",
            "--delay",
            "0",
            "--save",
            save.to_str().unwrap(),
        ],
        &dir,
    );
    let s = t.wait_for("Deine Entscheidung, P0 (du)");
    assert!(
        s.contains("Spielplan | Markt | Rollen | Spieler | Paschabot"),
        "{s}"
    );
    assert!(s.contains("Wahl 1 von"), "{s}");
    assert!(s.contains("a: Tipp | ?: Hilfe | q: Ende"), "{s}");
    assert!(english_on(&s, &ENGLISH).is_empty(), "{s}");
    for title in [
        "Markt: Souk und Werkstätten",
        "Schriftrollen",
        "Tableau 1 von 2 ([ ] andere Spieler)",
        "Paschabot",
        "Punkte",
        "Verlauf (Bild↑: älter)",
        "Spielplan",
    ] {
        let s = t.goto_tab(title);
        let english = english_on(&left_panel(&s), &ENGLISH);
        assert!(english.is_empty(), "{title}: {english:?}\n{s}");
    }
    let s = t.goto_tab("Paschabot");
    assert!(
        s.contains("P1 (Paschabot)") && s.contains("Startspieler"),
        "{s}"
    );
    t.send("?");
    let s = t.wait_for("Hilfe – Regeln");
    assert!(english_on(&s, &ENGLISH).is_empty(), "{s}");
    t.send("x");
    // The three setup choices and the secret selection, in German.
    for _ in 0..3 {
        t.wait_for("Wahl 1 von");
        t.send(ENTER);
    }
    let s = t.wait_for("[ ] türkis (Fluss)");
    assert!(english_on(&s, &ENGLISH).is_empty(), "{s}");
    let out = t.quit_with("Partie beenden?", "j");
    assert!(out.contains("Partie gespeichert in"), "{out}");
    assert!(out.contains("play --resume"), "{out}");
    // Dutch by the locale: the saved game resumed with LANG=nl_NL.UTF-8.
    let mut t = Term::spawn_sized(
        &["play", "--resume", save.to_str().unwrap(), "--delay", "0"],
        &dir,
        80,
        24,
        |cmd| {
            cmd.env("LANG", "nl_NL.UTF-8");
        },
    );
    let s = t.wait_for("Jouw beslissing, P0 (jij)");
    assert!(s.contains("Speelbord | Markt"), "{s}");
    assert!(english_on(&s, &ENGLISH).is_empty(), "{s}");
    let s = t.goto_tab("Markt: soek en werkplaatsen");
    assert!(english_on(&left_panel(&s), &ENGLISH).is_empty(), "{s}");
    let out = t.quit_with("Het spel stoppen?", "j");
    assert!(out.contains("Spel opgeslagen in"), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// In German a bot's seat is named by the bot's German name ("P1 (Gieriger
/// Bot)", not the keyword `greedy`), and an error line of the command is
/// German too ("Fehler: …"), with no English word of ours.
#[test]
fn the_terminal_game_in_german_names_bots_and_errors_in_german() {
    let dir = temp_dir("lang-bots");
    let save = dir.join("bot.json");
    let mut t = Term::spawn(
        &[
            "--lang",
            "de",
            "play",
            "--seats",
            "human,greedy",
            "--seed",
            "5",
            "--delay",
            "0",
            "--save",
            save.to_str().unwrap(),
        ],
        &dir,
    );
    t.wait_for("Deine Entscheidung, P0 (du)");
    t.goto_tab("Tableau 1 von 2 ([ ] andere Spieler)");
    t.send("]");
    let s = t.wait_for("P1 (Gieriger Bot)");
    assert!(!s.contains("greedy"), "{s}");
    assert!(english_on(&left_panel(&s), &ENGLISH).is_empty(), "{s}");
    let out = t.quit_with("Partie beenden?", "j");
    assert!(out.contains("Partie gespeichert in"), "{out}");
    // A save path that is a directory: refused before the game starts, in
    // German.
    let mut t = Term::spawn(
        &[
            "--lang",
            "de",
            "play",
            "--seats",
            "human,greedy",
            "--save",
            dir.to_str().unwrap(),
        ],
        &dir,
    );
    let s = t.wait_for("ist ein Verzeichnis");
    assert!(
        s.contains("Fehler: die Partie kann nicht gespeichert werden:"),
        "{s}"
    );
    assert!(!s.contains("error") && !s.contains("cannot"), "{s}");
    let _ = std::fs::remove_dir_all(&dir);
}
