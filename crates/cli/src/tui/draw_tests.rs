//! The terminal's drawing, on ratatui's `TestBackend`: what a screen puts
//! in the cells, read back as text.

use super::app::{App, Screen};
use super::panels::Tab;
use super::ui;
use crate::gamefile::GameFile;
use crate::seats::SeatKind;
use marrakesh_describe::Lang;
use marrakesh_engine::{Opponent, Setup, Solo};
use ratatui::backend::TestBackend;
use ratatui::Terminal;
use std::path::PathBuf;
use std::time::Duration;

/// A new game of `seats` with `setup`, saved nowhere it could matter.
fn app(setup: Setup, seats: Vec<SeatKind>, name: &str) -> (App, PathBuf) {
    let dir = std::env::temp_dir().join(format!("marrakesh-draw-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = GameFile::new(setup);
    let app = App::new(file, seats, dir.join("g.json"), Duration::ZERO, Lang::En).unwrap();
    (app, dir)
}

fn solo() -> (App, PathBuf) {
    let setup = Setup::solo(
        Solo {
            opponent: Opponent::Paschabot,
            difficulty: Default::default(),
        },
        7,
    );
    app(setup, vec![SeatKind::Human, SeatKind::Paschabot], "solo")
}

/// The screen `app` draws on a `width` x `height` terminal, one line a row.
fn drawn(app: &App, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|f| ui::draw(f, app)).unwrap();
    let buf = terminal.backend().buffer();
    let mut s = String::new();
    for y in 0..buf.area.height {
        for x in 0..buf.area.width {
            s.push_str(buf[(x, y)].symbol());
        }
        s.push('\n');
    }
    s
}

#[test]
fn the_board_screen_shows_the_river_and_the_decision() {
    let (mut app, dir) = solo();
    app.settle();
    // The setup's first choice shows the player's board.
    let players = drawn(&app, 120, 40);
    assert!(players.contains("Your decision, P0 (you)"), "{players}");
    assert!(players.contains("Screen: tur gre gra"), "{players}");
    app.tab = Tab::Board;
    let screen = drawn(&app, 120, 40);
    let _ = std::fs::remove_dir_all(&dir);
    // The board tab: the river with its jetty and rapids.
    let river = marrakesh_engine::Catalog::embedded().river.jetty;
    assert!(
        screen.contains(&format!("River (jetty {river};")),
        "{screen}"
    );
    // The pending decision, the first of the setup, in words, and its
    // first choice under the cursor.
    assert!(
        screen.contains("Setup: put your storage keshis"),
        "{screen}"
    );
    assert!(
        screen.contains(">1 Left to right: green, pink, red"),
        "{screen}"
    );
    // The tabs and the seats.
    assert!(
        screen.contains("Board") && screen.contains("Market"),
        "{screen}"
    );
}

#[test]
fn the_pass_screen_shows_nothing_of_the_game() {
    let setup = Setup::new(2, 11);
    let (mut app, dir) = app(setup, vec![SeatKind::Human, SeatKind::Human], "pass");
    app.settle();
    app.screen = Screen::Pass { to: 1 };
    let screen = drawn(&app, 100, 30);
    let _ = std::fs::remove_dir_all(&dir);
    assert!(screen.contains("Pass the device to"), "{screen}");
    assert!(screen.contains("P1: press Enter"), "{screen}");
    assert!(!screen.contains("River (jetty"), "{screen}");
    assert!(
        !screen.contains("Setup: put your storage keshis"),
        "{screen}"
    );
}

#[test]
fn a_terminal_too_small_is_told_so() {
    let (mut app, dir) = solo();
    app.settle();
    let screen = drawn(&app, 60, 20);
    let _ = std::fs::remove_dir_all(&dir);
    assert!(screen.contains("The terminal is 60x20"), "{screen}");
    assert!(!screen.contains("River (jetty"), "{screen}");
}
