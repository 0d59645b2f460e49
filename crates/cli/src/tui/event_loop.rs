//! The event loop of the terminal game: it draws the model (`ui.rs`),
//! waits for a key or a bot's answer and hands either to the model
//! (`app/`). The loop sits above both; the model never draws.

use super::app::{App, THINKING_TICK};
use super::ui;
use ratatui::crossterm::event::{self, Event as TermEvent, KeyEventKind};
use ratatui::DefaultTerminal;
use std::time::Duration;

/// Runs the game on `terminal` until the player quits.
pub fn run(app: &mut App, terminal: &mut DefaultTerminal) -> std::io::Result<()> {
    while !app.quitting() {
        app.collect_jobs(Duration::ZERO);
        if app.quitting() {
            break;
        }
        app.settle();
        terminal.draw(|f| ui::draw(f, app))?;
        let bot = app.bot_due();
        if event::poll(app.key_wait(bot))? {
            let ev = event::read()?;
            if let TermEvent::Key(k) = ev {
                if k.kind != KeyEventKind::Release {
                    let handled = app.key(k);
                    // Any other key hurries the bots along.
                    if !handled {
                        if let Some(p) = bot {
                            app.bot_move(p);
                        }
                    }
                }
            }
        } else if app.bot_thinking() {
            app.collect_jobs(THINKING_TICK);
        } else if let Some(p) = bot {
            app.bot_move(p);
        }
    }
    Ok(())
}
