//! The commands that play and simulate: `play`, `simulate`, `bench`,
//! `report`, and the checks of their flags.

use crate::args::{PlayArgs, ReportArgs, SimArgs};
use crate::gamefile::ChosenCatalog;
use crate::user_text::CliError;
use crate::{errors, msg, seats, simulate, tui};
use marrakesh_bots::BotKind;
use marrakesh_engine::Setup;
use std::path::PathBuf;

pub(crate) fn parse_bots(s: &str, players: u8) -> Result<Vec<BotKind>, CliError> {
    let kinds: Vec<BotKind> = s
        .split(',')
        .map(seats::bot)
        .collect::<Result<_, _>>()
        .map_err(CliError::input)?;
    match kinds.len() {
        1 => Ok(vec![kinds[0]; players as usize]),
        n if n == players as usize => Ok(kinds),
        n => Err(CliError::input(msg!(
            "tui-error-bots-count",
            count = n,
            players = players
        ))),
    }
}

/// Solo: the one bot that plays the human seat.
pub(crate) fn parse_solo_bot(s: &str) -> Result<Vec<BotKind>, CliError> {
    let names: Vec<&str> = s.split(',').collect();
    match names.as_slice() {
        [one] => Ok(vec![seats::bot(one).map_err(CliError::input)?]),
        _ => Err(CliError::input(msg!("tui-error-solo-bots", bots = s))),
    }
}

pub(crate) fn parse_river_tiles(s: &str) -> Result<[u8; 3], CliError> {
    let v: Vec<u8> = s
        .split(',')
        .map(|x| x.trim().parse::<u8>())
        .collect::<Result<_, _>>()
        .map_err(|_| CliError::input(msg!("tui-error-river-tiles-form", tiles = s)))?;
    match v.as_slice() {
        [a, b, c] => Ok([*a, *b, *c]),
        _ => Err(CliError::input(msg!("tui-error-river-tiles-count"))),
    }
}

/// `--games` of `simulate` and `bench`.
pub(crate) fn check_games(n: usize) -> Result<(), CliError> {
    if n == 0 {
        Err(CliError::input(msg!("tui-error-games")))
    } else {
        Ok(())
    }
}

/// The most worker threads `simulate --threads` accepts.
pub(crate) const MAX_THREADS: usize = 1024;

/// `--threads` of `simulate`.
pub(crate) fn check_threads(n: usize) -> Result<(), CliError> {
    if (1..=MAX_THREADS).contains(&n) {
        Ok(())
    } else {
        Err(CliError::input(msg!(
            "tui-error-threads",
            max = MAX_THREADS,
            threads = n
        )))
    }
}

pub(crate) fn check_players(n: u8) -> Result<(), CliError> {
    if (2..=4).contains(&n) {
        Ok(())
    } else {
        Err(CliError::input(msg!("tui-error-players", count = n)))
    }
}

/// A new game's setup must be one the engine accepts with the catalog
/// (e.g. chosen staircase tiles that exist, each once).
pub(crate) fn check_setup(setup: &Setup, catalog: &ChosenCatalog) -> Result<(), CliError> {
    marrakesh_engine::Game::with_catalog(*setup, catalog.catalog.clone())
        .map(|_| ())
        .map_err(|e| CliError::input(msg!("tui-error-bad-setup", error = errors::setup(&e))))
}

pub(crate) fn play(args: PlayArgs, lang: marrakesh_describe::Lang) -> Result<(), CliError> {
    let save = args
        .save
        .clone()
        .or_else(|| args.resume.clone())
        .unwrap_or_else(|| PathBuf::from("marrakesh-save.json"));
    // A bad --catalog is refused even with --resume, but a resumed game
    // plays with the catalog in its file.
    let catalog = args.setup.catalog()?;
    if let Some(solo) = args.solo.solo() {
        let setup = args.setup.setup(2, Some(solo))?;
        if args.resume.is_none() {
            check_setup(&setup, &catalog)?;
        }
        return tui::run(tui::PlayOptions {
            seats: seats::default_for(&setup),
            setup,
            catalog: catalog.text,
            seats_given: false,
            resume: args.resume.clone(),
            save,
            delay: std::time::Duration::from_millis(args.delay),
            lang,
        });
    }
    let seats = match &args.seats {
        Some(s) => Some(seats::parse_list(s).map_err(CliError::input)?),
        None => None,
    };
    let players = match (args.players, &seats) {
        (Some(p), Some(s)) if s.len() != p as usize => {
            return Err(CliError::input(msg!(
                "tui-error-seats-players",
                seats = s.len(),
                players = p
            )))
        }
        (Some(p), _) => p,
        (None, Some(s)) => s.len() as u8,
        (None, None) => 3,
    };
    check_players(players)?;
    let setup = args.setup.setup(players, None)?;
    let seats = seats.unwrap_or_else(|| seats::default_for(&setup));
    if args.resume.is_none() {
        // A resumed game's seats are checked against its own setup.
        seats::check(&setup, &seats).map_err(CliError::input)?;
        check_setup(&setup, &catalog)?;
    }
    let options = tui::PlayOptions {
        setup,
        catalog: catalog.text,
        seats,
        seats_given: args.seats.is_some(),
        resume: args.resume.clone(),
        save,
        delay: std::time::Duration::from_millis(args.delay),
        lang,
    };
    tui::run(options)
}

pub(crate) fn simulate_cmd(
    args: SimArgs,
    lang: marrakesh_describe::Lang,
) -> Result<String, CliError> {
    let solo = args.solo.solo();
    let players = if solo.is_some() { 2 } else { args.players };
    check_games(args.games)?;
    if let Some(t) = args.threads {
        check_threads(t)?;
    }
    check_players(players)?;
    let setup = args.setup.setup(players, solo)?;
    let catalog = args.setup.catalog()?;
    if args.bench {
        return simulate::bench(setup, &catalog.catalog, args.games, BotKind::Random, lang);
    }
    let bots = if solo.is_some() {
        parse_solo_bot(&args.bots)?
    } else {
        parse_bots(&args.bots, players)?
    };
    let threads = args.threads.unwrap_or_else(|| {
        std::thread::available_parallelism()
            .map(|n| n.get().min(MAX_THREADS))
            .unwrap_or(1)
    });
    if let Some(path) = &args.per_game {
        simulate::per_game::RowFormat::of(path)?;
    }
    // An unwritable report is refused before the games, not after them.
    if let Some(path) = &args.report {
        write_file(path, "")?;
    }
    let config = simulate::SimConfig {
        games: args.games,
        setup,
        catalog: catalog.catalog,
        catalog_file: args.setup.catalog.as_ref().map(|p| p.display().to_string()),
        catalog_text: catalog.text,
        bots,
        threads,
        progress: true,
        lab: simulate::LabOutputs {
            per_game: args.per_game,
            save_games: args.save_games,
            report: args.report,
        },
    };
    let report = simulate::run(&config)?;
    if let Some(path) = &config.lab.report {
        write_file(path, &simulate::report::run_html(&report)?)?;
    }
    if args.json {
        Ok(format!("{}\n", simulate::to_json_line(&report)))
    } else {
        Ok(simulate::to_text(&report, lang))
    }
}

/// Writes a file the user asked for (an HTML report).
pub(crate) fn write_file(path: &std::path::Path, text: &str) -> Result<(), CliError> {
    std::fs::write(path, text)
        .map_err(|e| CliError::input(msg!("tui-error-cannot-write", file = path, error = e)))
}

/// `marrakesh report`: strength tables pooled from chunk reports.
/// The tables are printed in `lang`; the HTML report is English.
pub(crate) fn report_cmd(
    args: ReportArgs,
    lang: marrakesh_describe::Lang,
) -> Result<Option<String>, CliError> {
    let tables = simulate::pool::tables(&args.paths)?;
    if let Some(html) = &args.html {
        let sources: Vec<String> = args.paths.iter().map(|p| p.display().to_string()).collect();
        write_file(
            html,
            &simulate::report::tables_html(&tables, &sources.join(" "))?,
        )?;
        return Ok(None);
    }
    Ok(Some(if args.markdown {
        simulate::pool::to_markdown(&tables, lang)
    } else {
        simulate::pool::to_text(&tables, lang)
    }))
}
