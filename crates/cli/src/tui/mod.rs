//! `marrakesh play`: the full-screen terminal game.
//!
//! The screen always shows what one seat may see: it is drawn from
//! `game.view(Some(viewer))` only (a spectator's view when no human plays).
//! With several humans (hot-seat), whenever another human must decide, a
//! "pass the device" screen that shows nothing of the game comes first.
//! The game is saved (setup + actions, atomically) after every action.

mod app;
#[cfg(test)]
mod draw_tests;
mod event_loop;
mod keys;
#[cfg(test)]
mod languages;
mod panels;
mod style;
mod ui;
mod wrap;

use crate::gamefile::GameFile;
use crate::msg;
use crate::seats::SeatKind;
use crate::user_text::CliError;
use marrakesh_describe::{tr, Lang};
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
    /// The language of the screen (`--lang`, else the locale).
    pub lang: marrakesh_describe::Lang,
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
                return Err(CliError::input(msg!(
                    "tui-error-seats-count",
                    seats = o.seats.len(),
                    players = file.setup.players
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
            .map_err(|e| CliError::input(msg!("tui-error-in-file", file = path, error = e)))?;
        file.seats = Some(seat_names(&seats));
        return Ok(Some((file, seats)));
    }
    // A new game. Never destroy an existing file at the save path: offer to
    // resume an unfinished game, keep anything else as a backup (under a
    // name no other file has).
    let lang = o.lang;
    if o.save.symlink_metadata().is_ok() {
        let bak = backup_path(&o.save)?;
        match GameFile::load(&o.save) {
            Ok((file, game)) if !game.is_over() => {
                let (save, backup_name) = (o.save.display().to_string(), bak.display().to_string());
                let mut question = format!(
                    "{} ",
                    tr!(
                        lang,
                        "tui-resume-question",
                        file = save.as_str(),
                        game = match file.setup.solo {
                            Some(_) => lang.get("tui-resume-solo"),
                            None => tr!(lang, "tui-setup-players", count = file.setup.players),
                        },
                        actions = file.actions.len(),
                        backup = backup_name.as_str()
                    )
                );
                loop {
                    let Some(answer) = ask(&question)? else {
                        return Err(CliError::input(tr!(
                            lang,
                            "tui-resume-no-answer",
                            file = save.as_str()
                        )));
                    };
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
                                lang: o.lang,
                            };
                            return prepare(&resumed);
                        }
                        "n" | "new" => {
                            backup(lang, &o.save, &bak)?;
                            break;
                        }
                        "q" | "quit" => return Ok(None),
                        _ => {
                            question = format!(
                                "{} ",
                                tr!(
                                    lang,
                                    "tui-resume-again",
                                    file = save.as_str(),
                                    backup = backup_name.as_str()
                                )
                            )
                        }
                    }
                }
            }
            _ => backup(lang, &o.save, &bak)?,
        }
    }
    let mut file = GameFile::new(o.setup);
    file.seats = Some(seat_names(&o.seats));
    file.catalog = o.catalog.clone();
    Ok(Some((file, o.seats.clone())))
}

/// The name a backup of `p` gets: `P.bak`, else `P.bak.1`, `P.bak.2`, ...,
/// the first that no file (or link, or directory) has.
pub fn backup_path(p: &Path) -> Result<PathBuf, CliError> {
    let with = |suffix: &str| {
        let mut s = p.as_os_str().to_owned();
        s.push(suffix);
        PathBuf::from(s)
    };
    let free = |b: &Path| matches!(b.symlink_metadata(), Err(e) if e.kind() == std::io::ErrorKind::NotFound);
    let first = with(".bak");
    if free(&first) {
        return Ok(first);
    }
    (1..10_000)
        .map(|i| with(&format!(".bak.{i}")))
        .find(|b| free(b))
        .ok_or_else(|| CliError::failure(msg!("tui-error-backup-all-taken", file = p)))
}

/// Moves `p` to its backup name `b` (from [`backup_path`]).
fn backup(lang: Lang, p: &Path, b: &Path) -> Result<(), CliError> {
    if b.symlink_metadata().is_ok() {
        return Err(CliError::failure(msg!(
            "tui-error-backup-taken",
            file = p,
            backup = b
        )));
    }
    std::fs::rename(p, b).map_err(|e| {
        CliError::failure(msg!(
            "tui-error-backup-failed",
            file = p,
            backup = b,
            error = e
        ))
    })?;
    crate::say_err(&tr!(
        lang,
        "tui-backup-note",
        file = p.display().to_string(),
        backup = b.display().to_string()
    ));
    Ok(())
}

/// Asks a one-line question on the terminal (before the full screen
/// starts); `None` at the end of the input.
fn ask(question: &str) -> Result<Option<String>, CliError> {
    let mut out = std::io::stderr();
    let _ = write!(out, "{question}");
    let _ = out.flush();
    let mut line = String::new();
    let n = std::io::stdin()
        .lock()
        .read_line(&mut line)
        .map_err(|e| CliError::failure(msg!("tui-error-cannot-read-answer", error = e)))?;
    if n == 0 {
        // End the question's line before any message.
        let _ = writeln!(out);
        return Ok(None);
    }
    Ok(Some(line.trim().to_ascii_lowercase()))
}

/// The save file must be one the game can write: refused at startup (exit
/// status 2) if it is a directory or not a regular file, or if its
/// directory does not exist or is not writable.
pub fn check_save_path(path: &Path) -> Result<(), CliError> {
    if let Ok(meta) = std::fs::metadata(path) {
        if meta.is_dir() {
            return Err(CliError::input(msg!(
                "tui-error-save-is-directory",
                file = path
            )));
        }
        if !meta.is_file() {
            return Err(CliError::input(msg!(
                "tui-error-save-not-regular",
                file = path
            )));
        }
    }
    // Where the file is written: through a link, in its target's directory.
    let dir = crate::gamefile::directory_of(&crate::gamefile::resolve_links(path));
    match std::fs::metadata(&dir) {
        Ok(m) if m.is_dir() => {}
        Ok(_) => {
            return Err(CliError::input(msg!(
                "tui-error-save-dir-not-directory",
                file = path,
                dir = &dir
            )))
        }
        Err(_) => {
            return Err(CliError::input(msg!(
                "tui-error-save-dir-missing",
                file = path,
                dir = &dir
            )))
        }
    }
    // Writable: a probe file is created and removed at once.
    let probe = dir.join(format!(".marrakesh-probe-{}", std::process::id()));
    match std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&probe)
    {
        Ok(f) => {
            drop(f);
            let _ = std::fs::remove_file(&probe);
            Ok(())
        }
        Err(e) => Err(CliError::input(msg!(
            "tui-error-save-dir-not-writable",
            file = path,
            dir = &dir,
            error = e
        ))),
    }
}

/// A command that resumes the game saved in `save`, as this program was
/// started: through `cargo run` (which sets `CARGO_MANIFEST_DIR` for the
/// program it runs), by a path, or by its name on the `PATH`.
pub fn resume_command(save: &Path) -> String {
    let file = shell_word(&save.display().to_string());
    if std::env::var_os("CARGO_MANIFEST_DIR").is_some() {
        let exe = std::env::current_exe().unwrap_or_default();
        let release = exe.components().any(|c| c.as_os_str() == "release");
        let profile = if release { " --release" } else { "" };
        return format!("cargo run{profile} -- play --resume {file}");
    }
    let program = std::env::args()
        .next()
        .filter(|a| a.contains('/'))
        .unwrap_or_else(|| "marrakesh".into());
    format!("{} play --resume {file}", shell_word(&program))
}

/// `s` quoted for a POSIX shell if it needs it.
fn shell_word(s: &str) -> String {
    let plain = !s.is_empty()
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || "/._-+:,@%".contains(c));
    if plain {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', "'\\''"))
    }
}

fn check_terminal() -> Result<(), CliError> {
    if !std::io::stdout().is_terminal() || !std::io::stdin().is_terminal() {
        return Err(CliError::input(msg!("tui-error-needs-terminal")));
    }
    Ok(())
}

/// Runs the terminal game.
pub fn run(o: PlayOptions) -> Result<(), CliError> {
    // A game that can never be saved does not start.
    check_save_path(&o.save)?;
    // A file to resume is checked first: a bad one is an error whatever
    // the terminal.
    if o.resume.is_none() {
        check_terminal()?;
    }
    let Some((file, seats)) = prepare(&o)? else {
        return Ok(());
    };
    check_terminal()?;
    let mut app = App::new(file, seats, o.save.clone(), o.delay, o.lang)?;
    // Save at once so that a new game can be resumed even before a move.
    app.save();
    let mut terminal = ratatui::init();
    let result = event_loop::run(&mut app, &mut terminal);
    ratatui::restore();
    let save_note = app.save_error.clone();
    result.map_err(|e| CliError::failure(msg!("tui-error-terminal", error = e)))?;
    let lang = app.lang;
    if let Some(e) = save_note {
        crate::say_err(&tr!(lang, "tui-last-save-failed", error = e));
    }
    if app.game.is_over() {
        crate::say(&crate::script::score_table(&app.game, lang));
    } else {
        crate::say(&tr!(
            lang,
            "tui-saved-continue",
            file = app.save_path.display().to_string(),
            command = resume_command(&app.save_path)
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backups_never_overwrite_a_file() {
        let dir = std::env::temp_dir().join(format!("marrakesh-bak-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let save = dir.join("s.json");
        let name = |p: PathBuf| p.file_name().unwrap().to_string_lossy().into_owned();
        assert_eq!(name(backup_path(&save).unwrap()), "s.json.bak");
        for (i, expected) in ["s.json.bak", "s.json.bak.1", "s.json.bak.2"]
            .iter()
            .enumerate()
        {
            std::fs::write(&save, format!("game {i}")).unwrap();
            let b = backup_path(&save).unwrap();
            assert_eq!(&name(b.clone()), expected);
            backup(Lang::En, &save, &b).unwrap();
            assert!(!save.exists());
        }
        for (i, n) in ["s.json.bak", "s.json.bak.1", "s.json.bak.2"]
            .iter()
            .enumerate()
        {
            assert_eq!(
                std::fs::read_to_string(dir.join(n)).unwrap(),
                format!("game {i}")
            );
        }
        // A gap is used first.
        std::fs::remove_file(dir.join("s.json.bak.1")).unwrap();
        assert_eq!(name(backup_path(&save).unwrap()), "s.json.bak.1");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn save_paths_are_checked() {
        let dir = std::env::temp_dir().join(format!("marrakesh-savechk-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        assert!(check_save_path(&dir.join("new.json")).is_ok());
        let e = check_save_path(&dir).unwrap_err();
        assert_eq!(e.code, 2);
        assert!(e.message.ends_with("is a directory"), "{}", e.message);
        let e = check_save_path(&dir.join("no").join("x.json")).unwrap_err();
        assert!(e.message.contains("does not exist"), "{}", e.message);
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0, "no probe left");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
