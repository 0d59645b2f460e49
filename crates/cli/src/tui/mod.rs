//! `marrakesh play`: the full-screen terminal game.
//!
//! The screen always shows what one seat may see: it is drawn from
//! `game.view(Some(viewer))` only (a spectator's view when no human plays).
//! With several humans (hot-seat), whenever another human must decide, a
//! "pass the device" screen that shows nothing of the game comes first.
//! The game is saved (setup + actions, atomically) after every action.

mod app;
mod panels;
mod style;
mod ui;

use crate::gamefile::{CliError, GameFile};
use crate::seats::SeatKind;
use marrakesh_engine::Setup;
use std::io::{BufRead, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

pub use app::App;

/// What `marrakesh play` was asked for.
pub struct PlayOptions {
    pub setup: Setup,
    /// The TOML text of a new game's catalog (`None`: the embedded one); a
    /// resumed game plays with the catalog in its file.
    pub catalog: Option<String>,
    pub seats: Vec<SeatKind>,
    /// `--seats` was given (it then overrides the seats of a resumed file).
    pub seats_given: bool,
    pub resume: Option<PathBuf>,
    pub save: PathBuf,
    pub delay: Duration,
}

fn seat_names(seats: &[SeatKind]) -> Vec<String> {
    seats.iter().map(|s| s.name().to_string()).collect()
}

/// Loads the game to resume, or starts a new one.
fn prepare(o: &PlayOptions) -> Result<Option<(GameFile, Vec<SeatKind>)>, CliError> {
    if let Some(path) = &o.resume {
        let (mut file, _) = GameFile::load(path)?;
        let seats = if o.seats_given {
            if o.seats.len() != file.setup.players as usize {
                return Err(CliError::input(format!(
                    "--seats lists {} seats but the saved game has {} players",
                    o.seats.len(),
                    file.setup.players
                )));
            }
            o.seats.clone()
        } else {
            match &file.seats {
                Some(s) => s
                    .iter()
                    .map(|x| SeatKind::parse(x))
                    .collect::<Result<Vec<_>, _>>()
                    .map_err(CliError::input)?,
                None => crate::seats::default_for(&file.setup),
            }
        };
        crate::seats::check(&file.setup, &seats)
            .map_err(|e| CliError::input(format!("{}: {e}", path.display())))?;
        file.seats = Some(seat_names(&seats));
        return Ok(Some((file, seats)));
    }
    // A new game. Never destroy an existing file at the save path: offer to
    // resume an unfinished game, keep anything else as a backup.
    if o.save.exists() {
        match GameFile::load(&o.save) {
            Ok((file, game)) if !game.is_over() => {
                let answer = ask(&format!(
                    "{} holds an unfinished game ({}, {} actions). \
                     [r] resume it, [n] start a new game (the old one is kept as {}), [q] quit: ",
                    o.save.display(),
                    match file.setup.solo {
                        Some(_) => "solo".to_string(),
                        None => format!("{} players", file.setup.players),
                    },
                    file.actions.len(),
                    backup_path(&o.save).display()
                ))?;
                match answer.as_str() {
                    "r" | "resume" => {
                        let resumed = PlayOptions {
                            setup: o.setup,
                            catalog: None,
                            seats: o.seats.clone(),
                            seats_given: o.seats_given,
                            resume: Some(o.save.clone()),
                            save: o.save.clone(),
                            delay: o.delay,
                        };
                        return prepare(&resumed);
                    }
                    "n" | "new" => backup(&o.save)?,
                    _ => return Ok(None),
                }
            }
            _ => backup(&o.save)?,
        }
    }
    let mut file = GameFile::new(o.setup);
    file.seats = Some(seat_names(&o.seats));
    file.catalog = o.catalog.clone();
    Ok(Some((file, o.seats.clone())))
}

fn backup_path(p: &Path) -> PathBuf {
    let mut s = p.as_os_str().to_owned();
    s.push(".bak");
    PathBuf::from(s)
}

fn backup(p: &Path) -> Result<(), CliError> {
    let b = backup_path(p);
    std::fs::rename(p, &b).map_err(|e| {
        CliError::failure(format!(
            "cannot move the old {} to {}: {e}",
            p.display(),
            b.display()
        ))
    })?;
    eprintln!(
        "note: the previous {} is kept as {}",
        p.display(),
        b.display()
    );
    Ok(())
}

/// Asks a one-line question on the terminal (before the full screen starts).
fn ask(question: &str) -> Result<String, CliError> {
    let mut out = std::io::stderr();
    let _ = write!(out, "{question}");
    let _ = out.flush();
    let mut line = String::new();
    std::io::stdin()
        .lock()
        .read_line(&mut line)
        .map_err(|e| CliError::failure(format!("cannot read the answer: {e}")))?;
    Ok(line.trim().to_ascii_lowercase())
}

fn check_terminal() -> Result<(), CliError> {
    if !std::io::stdout().is_terminal() || !std::io::stdin().is_terminal() {
        return Err(CliError::input(
            "marrakesh play needs a terminal (for scripts use new/legal/apply, for bot games simulate)",
        ));
    }
    Ok(())
}

/// Runs the terminal game.
pub fn run(o: PlayOptions) -> Result<(), CliError> {
    // A file to resume is checked first: a bad one is an error whatever
    // the terminal.
    if o.resume.is_none() {
        check_terminal()?;
    }
    let Some((file, seats)) = prepare(&o)? else {
        return Ok(());
    };
    check_terminal()?;
    let mut app = App::new(file, seats, o.save.clone(), o.delay)?;
    // Save at once so that a new game can be resumed even before a move.
    app.save();
    let mut terminal = ratatui::init();
    let result = app.run(&mut terminal);
    ratatui::restore();
    let save_note = app.save_error.clone();
    result.map_err(|e| CliError::failure(format!("terminal error: {e}")))?;
    if let Some(e) = save_note {
        eprintln!("warning: the last save failed: {e}");
    }
    if app.game.is_over() {
        println!("{}", crate::script::score_table(&app.game));
    } else {
        println!(
            "Game saved in {}. Continue with: marrakesh play --resume {}",
            app.save_path.display(),
            app.save_path.display()
        );
    }
    Ok(())
}
