//! The browser client in real headless Chromium, against the real server.
//!
//! `browser_end_to_end` starts the server on a loopback port (in-memory
//! SQLite) and runs the Playwright tests of `crates/server/e2e/` with
//! `node --test`; they create games from the lobby, play a whole 2-player
//! game against a bot by clicking, reload mid-game, check that two human
//! seats and a spectator never receive each other's secrets, ask for a
//! hint, play solo against the Paschabot by clicking until a season ends,
//! cut the page's WebSocket (through Playwright's WebSocket route) and see
//! it reconnect and catch up by itself, and take the screenshots in
//! `docs/screenshots/`. `expansion.test.mjs` plays the nomads, the special
//! buildings and the new provision tiles by clicking (from the lobby: the
//! building kept, the scroll draft, the provision tiles kept, the nomad
//! claimed, placed and moved) and a solo game with the buildings' back side.
//! `review.test.mjs` opens the review of a finished game in German (its
//! progress, chart and a marked decision, whose link opens the replay).
//! `audit.test.mjs` holds the browser items of issue 40 (links with spaces
//! around the token, a refused token, the undo note, errors in the page's
//! language, plural forms, the not-found page, headings, seat numbers, game
//! names, presence on join, the whole log after a reload, hints).
//! `learn.test.mjs` and `lessons.test.mjs` go through the guided lessons at
//! `/learn` (the first game; the Paschabot's turn and the camel race).
//! `quick-play.test.mjs`: two browser contexts press quick play for 2
//! players and land at the same table, a seat each (and a cancel).
//! `passkeys.test.mjs`: sign-up and sign-in with a passkey through
//! Chromium's virtual authenticator (at `http://localhost:PORT`: WebAuthn
//! wants a host name), and a second context holding the same passkey that
//! continues the account's game.
//!
//! It needs Debian's `chromium` and node/npm (`.ci/run` installs them; the
//! test never installs packages). Without them it is skipped with the
//! command to run, or fails when `CI` is set. It runs `npm ci` in
//! `crates/server/e2e` when playwright-core is missing there.

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn manifest_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn have(cmd: &str, arg: &str) -> bool {
    Command::new(cmd)
        .arg(arg)
        .output()
        .map(|o| o.status.success())
        .unwrap_or(false)
}

fn run(cmd: &mut Command, what: &str) {
    let status = cmd
        .status()
        .unwrap_or_else(|e| panic!("cannot run {what}: {e}"));
    assert!(status.success(), "{what} failed ({status})");
}

/// Under CI (`CI` set, as `.ci/run` runs) a missing tool fails the test;
/// elsewhere the test is skipped with the reason (a test does not install
/// packages on the machine: `.ci/run` does).
fn missing(why: &str) -> Option<PathBuf> {
    if std::env::var_os("CI").is_some() {
        panic!("{why}");
    }
    eprintln!("browser_end_to_end SKIPPED: {why}");
    None
}

/// Debian's Chromium (`CHROMIUM` overrides the path).
fn chromium() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("CHROMIUM") {
        return Some(PathBuf::from(p));
    }
    let path = PathBuf::from("/usr/bin/chromium");
    if !path.exists() {
        return missing(
            "the browser tests need Debian's Chromium: run `apt-get update && apt-get install -y chromium chromium-driver` as root (or set CHROMIUM=/path/to/chromium)",
        );
    }
    Some(path)
}

/// playwright-core from npm (it downloads no browser), installed with `npm ci`.
/// `false`: skipped (see [`missing`]).
fn node_modules(e2e: &Path) -> bool {
    if !have("node", "--version") || !have("npm", "--version") {
        return missing(
            "the browser tests need node and npm (Debian: apt-get install -y nodejs npm)",
        )
        .is_some();
    }
    if !e2e
        .join("node_modules/playwright-core/package.json")
        .exists()
    {
        run(
            Command::new("npm")
                .args(["ci", "--no-audit", "--no-fund"])
                .current_dir(e2e),
            "npm ci in crates/server/e2e",
        );
    }
    true
}

/// The Playwright test files, run one after the other by one `node --test`:
/// the base game and the camel race, then the expansion box's nomads,
/// special buildings and new provision tiles, the table's features, the
/// languages, the audit's findings and the table on one screen.
const E2E_FILES: [&str; 14] = [
    "browser.test.mjs",
    "expansion.test.mjs",
    "table.test.mjs",
    "languages.test.mjs",
    "audit.test.mjs",
    "look.test.mjs",
    "learn.test.mjs",
    "lessons.test.mjs",
    "review.test.mjs",
    "accounts.test.mjs",
    "quick-play.test.mjs",
    "daily.test.mjs",
    "ratings.test.mjs",
    "passkeys.test.mjs",
];

#[test]
fn browser_end_to_end() {
    let e2e = manifest_dir().join("e2e");
    let Some(chromium) = chromium() else { return };
    if !node_modules(&e2e) {
        return;
    }
    let shots = manifest_dir().join("../../docs/screenshots");

    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("tokio runtime");
    let config = marrakesh_server::Config {
        bind: "127.0.0.1:0".parse().expect("address"),
        db: None,
        games_per_minute: 1000,
        bot_budget: std::time::Duration::from_secs(2),
        // The host may hand an away seat to a bot after 3 s (table.test.mjs).
        zombie_after: std::time::Duration::from_secs(3),
        // Reviews (review.test.mjs) in a few iterations per decision.
        review_budget: marrakesh_bots::Budget::Iterations(8),
        ..marrakesh_server::Config::default()
    };
    let server = rt
        .block_on(marrakesh_server::start(config))
        .expect("the server starts");
    let url = format!("http://{}", server.addr);

    // `MARRAKESH_E2E=expansion.test.mjs` runs one file only (while working on it).
    let files = std::env::var("MARRAKESH_E2E").unwrap_or_default();
    let files: Vec<&str> = if files.trim().is_empty() {
        E2E_FILES.to_vec()
    } else {
        files.split(',').map(str::trim).collect()
    };
    // `MARRAKESH_E2E_PATTERN=camel` runs the tests whose names match only.
    let pattern = std::env::var("MARRAKESH_E2E_PATTERN").unwrap_or_default();
    let pattern = (!pattern.trim().is_empty()).then(|| format!("--test-name-pattern={pattern}"));
    let mut child = Command::new("node")
        .args(["--test", "--test-concurrency=1"])
        .args(pattern)
        .args(&files)
        .current_dir(&e2e)
        .env("MARRAKESH_URL", &url)
        .env("SCREENSHOT_DIR", &shots)
        .env("CHROMIUM", &chromium)
        .stdout(Stdio::piped())
        .spawn()
        .expect("node runs");
    // The report is echoed as it comes, and kept: a failure's own lines are
    // repeated at the end, where a CI log's tail shows them.
    let mut report = Vec::new();
    if let Some(out) = child.stdout.take() {
        for line in BufReader::new(out).lines().map_while(Result::ok) {
            println!("{line}");
            report.push(line);
        }
    }
    let status = child.wait().expect("node ends");
    rt.block_on(server.shutdown());
    assert!(
        status.success(),
        "the browser tests failed ({status}):\n{}",
        failures(&report)
    );
}

/// The TAP blocks of the failed tests: each `not ok` line with the indented
/// lines that follow it (the assertion, expected and actual, the stack).
fn failures(report: &[String]) -> String {
    let mut out = Vec::new();
    let mut inside: Option<usize> = None;
    for line in report {
        let depth = line.len() - line.trim_start().len();
        if line.trim_start().starts_with("not ok") {
            inside = Some(depth);
            out.push(line.as_str());
        } else if let Some(d) = inside {
            if depth > d || line.trim().is_empty() {
                out.push(line.as_str());
            } else {
                inside = None;
            }
        }
    }
    if out.is_empty() {
        return "no `not ok` line in the report; see the output above".into();
    }
    out.join("\n")
}
