//! The terminal game in German and Dutch: whole golden games, drawn at
//! points along the way (every tab, every player board, the help, the quit
//! question, the hot-seat screen, the season scorings), must show no
//! English word and no unresolved placeholder.

use super::app::{App, Screen};
use super::panels::Tab;
use super::ui;
use crate::gamefile::GameFile;
use crate::seats::SeatKind;
use marrakesh_describe::Lang;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The words (4 letters and more, lower case) of a language's `.ftl`
/// texts: message ids, comments, variables and variant keys left out.
fn ftl_words(lang: Lang) -> BTreeSet<String> {
    let (_, sources) = marrakesh_describe::lang::RESOURCES
        .iter()
        .find(|(l, _)| *l == lang)
        .expect("every language has resources");
    let mut words = BTreeSet::new();
    for src in sources {
        for line in src.lines() {
            let t = line.trim_start();
            if t.starts_with('#') {
                continue;
            }
            // A message's first line: the text after "id =".
            let text = match line.split_once(" = ") {
                Some((id, rest)) if !line.starts_with(' ') && !id.contains(' ') => rest,
                _ if line.starts_with(' ') => line,
                _ => continue,
            };
            words.extend(words_of(&strip_syntax(text)));
        }
    }
    words
}

/// `text` without Fluent's variables (`$count`) and variant keys
/// (`[one]`, `*[other]`).
fn strip_syntax(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '$' => {
                while chars
                    .peek()
                    .is_some_and(|c| c.is_alphanumeric() || *c == '_' || *c == '-')
                {
                    chars.next();
                }
            }
            '[' if text.trim_start().starts_with(['[', '*']) => {
                for c in chars.by_ref() {
                    if c == ']' {
                        break;
                    }
                }
            }
            c => out.push(c),
        }
    }
    out
}

fn words_of(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| w.chars().count() >= 4)
        .map(|w| w.to_lowercase())
        .collect()
}

/// English words that the language's own texts never use: none of them
/// may be on its screen.
fn english_only(lang: Lang) -> BTreeSet<String> {
    let own = ftl_words(lang);
    ftl_words(Lang::En)
        .into_iter()
        .filter(|w| !own.contains(w))
        .collect()
}

/// Everything the screen shows, line by line.
fn draw(app: &App, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|f| ui::draw(f, app)).unwrap();
    let buf = terminal.backend().buffer();
    let mut out = String::new();
    for y in 0..height {
        for x in 0..width {
            out.push_str(buf[(x, y)].symbol());
        }
        out.push('\n');
    }
    out
}

struct Check {
    lang: Lang,
    forbidden: BTreeSet<String>,
    own: BTreeSet<String>,
    screens: usize,
}

impl Check {
    fn new(lang: Lang) -> Check {
        Check {
            lang,
            forbidden: if lang == Lang::En {
                BTreeSet::new()
            } else {
                english_only(lang)
            },
            own: ftl_words(lang),
            screens: 0,
        }
    }

    /// The screen at a small and a large size.
    fn screen(&mut self, app: &App, what: &str) {
        for (w, h) in [(80, 24), (200, 150)] {
            let s = draw(app, w, h);
            self.screens += 1;
            assert!(
                !s.contains('{') && !s.contains('}'),
                "{:?} {what} {w}x{h}: a placeholder is left:\n{s}",
                self.lang
            );
            // A word cut off by a panel's edge or a window over it is
            // the start or the end of one of the language's own words.
            let cut = |w: &String| {
                self.own
                    .iter()
                    .any(|o| o != w && (o.starts_with(w.as_str()) || o.ends_with(w.as_str())))
            };
            let english: Vec<String> = words_of(&s)
                .into_iter()
                .filter(|w| self.forbidden.contains(w) && !cut(w))
                .collect();
            assert!(
                english.is_empty(),
                "{:?} {what} {w}x{h}: English words {english:?} on the screen:\n{s}",
                self.lang
            );
        }
    }
}

fn press(app: &mut App, code: KeyCode) {
    app.settle();
    app.key(KeyEvent::new(code, KeyModifiers::NONE));
    app.settle();
}

fn golden(name: &str) -> (GameFile, Vec<SeatKind>) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../engine/tests/golden")
        .join(format!("{name}.json"));
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let text = serde_json::json!({"setup": v["setup"], "actions": v["actions"]}).to_string();
    let (file, game) = GameFile::parse(&text, name).unwrap();
    let seats = match file.setup.solo {
        Some(_) => vec![SeatKind::Human, SeatKind::Paschabot],
        None => vec![SeatKind::Human; game.num_players() as usize],
    };
    (file, seats)
}

/// Draws golden game `name` in `lang` at seven points from its start to
/// its end: every tab, every player board, the help and the quit
/// question; from each point on, 30 moves are played with the first
/// choice (hot-seat screens, season scorings, messages).
fn check_game(name: &str, lang: Lang, dir: &Path) -> usize {
    let (file, seats) = golden(name);
    let mut check = Check::new(lang);
    let len = file.actions.len();
    for cp in (0..=6).map(|k| len * k / 6) {
        let mut f = file.clone();
        f.actions.truncate(cp);
        let mut app = App::new(
            f,
            seats.clone(),
            dir.join("partie.json"),
            Duration::ZERO,
            lang,
        )
        .unwrap();
        app.settle();
        let at = format!("{name} after {cp} actions");
        if let Screen::Pass { .. } = app.screen {
            check.screen(&app, &format!("{at}, pass screen"));
            press(&mut app, KeyCode::Enter);
        }
        for tab in app.tabs() {
            app.tab = tab;
            app.scroll = 0;
            let pages = if tab == Tab::Players {
                app.game.num_players()
            } else {
                1
            };
            for page in 0..pages {
                app.page = page;
                check.screen(&app, &format!("{at}, {tab:?} tab, page {page}"));
            }
        }
        press(&mut app, KeyCode::Char('?'));
        assert_eq!(app.screen, Screen::Help);
        check.screen(&app, &format!("{at}, help"));
        press(&mut app, KeyCode::Char('x'));
        press(&mut app, KeyCode::Char('q'));
        if !app.game.is_over() {
            assert!(matches!(app.screen, Screen::ConfirmQuit { .. }));
            check.screen(&app, &format!("{at}, quit question"));
            press(&mut app, KeyCode::Char('n'));
        }
        app.tab = Tab::Log;
        for k in 0..30 {
            if app.game.is_over() {
                break;
            }
            press(&mut app, KeyCode::Enter);
            check.screen(&app, &format!("{at}, move {k}"));
        }
        press(&mut app, KeyCode::Char('f'));
        press(&mut app, KeyCode::Char('b'));
        check.screen(&app, &format!("{at}, messages"));
    }
    check.screens
}

fn temp_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("mk-tui-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

const GAMES: [&str; 4] = [
    "4p_classic_every_module",
    "solo_paschabot_every_module",
    "solo_lazy_essential",
    "3p_essential_camel_race",
];

#[test]
fn the_terminal_game_in_german_shows_no_english() {
    let dir = temp_dir("de");
    for name in GAMES {
        assert!(check_game(name, Lang::De, &dir) > 100);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_terminal_game_in_dutch_shows_no_english() {
    let dir = temp_dir("nl");
    for name in GAMES {
        assert!(check_game(name, Lang::Nl, &dir) > 100);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// English has no placeholder left either.
#[test]
fn the_terminal_game_in_english_has_no_placeholder() {
    let dir = temp_dir("en");
    for name in GAMES {
        check_game(name, Lang::En, &dir);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// The check itself: English words are found, German ones are not.
#[test]
fn english_words_are_told_from_german_ones() {
    let forbidden = english_only(Lang::De);
    for w in ["board", "season", "choice", "scrolls", "points", "quit"] {
        assert!(forbidden.contains(w), "{w}");
    }
    for w in [
        "paschabot",
        "keshi",
        "souk",
        "sahara",
        "punkte",
        "durchgang",
    ] {
        assert!(!forbidden.contains(w), "{w}");
    }
}

/// The footer's keys fit an 80-column terminal in every language.
#[test]
fn the_footer_fits_80_columns() {
    for lang in Lang::ALL {
        let footer = lang.get("tui-footer");
        assert!(footer.chars().count() <= 80, "{lang:?}: {footer}");
    }
}
