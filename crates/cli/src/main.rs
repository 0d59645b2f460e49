//! `marrakesh`: Stefan Feld's Marrakesh in the terminal.
//!
//! * `marrakesh` (no command): the game in the browser: starts the server
//!   on this computer and opens the lobby.
//! * `marrakesh play`: a full-screen terminal game against bots or other
//!   people at the same keyboard.
//! * `marrakesh simulate` / `marrakesh bench`: many bot games, statistics
//!   with 95% intervals; the simulation lab's per-game rows, saved games
//!   and HTML report (`simulate/`).
//! * `marrakesh report`: strength tables pooled from `simulate --json`
//!   chunks, as text or an HTML report.
//! * `marrakesh new | legal | apply | view | score | replay`: drive a game
//!   stored in a JSON file from scripts.
//! * `marrakesh review`: the strong bot's review of one seat's decisions
//!   in a finished game file.
//! * `marrakesh catalog`: print the embedded component catalog, or check a
//!   corrected one (`--catalog FILE` plays with it).
//!
//! See docs/cli.md for examples.

mod args;
mod catalog;
mod cli_text;
mod commands;
mod errors;
use marrakesh_describe as describe;
mod gamefile;
mod hint;
mod language;
mod modules;
mod review;
mod script;
mod seats;
mod serve;
mod simulate;
mod tui;
mod user_text;

use args::{Cli, Command};
use commands::*;
use serve::{browser_game, serve};
use std::io::Write;
use user_text::CliError;

fn run(cli: Cli, lang: describe::Lang) -> Result<Option<String>, CliError> {
    let Some(command) = cli.command else {
        return browser_game(lang).map(|_| None);
    };
    match command {
        Command::Play(args) => play(args, lang).map(|_| None),
        Command::Simulate(args) => simulate_cmd(args, lang).map(Some),
        Command::Bench(args) => {
            check_games(args.games)?;
            check_players(args.players)?;
            let kind = seats::bot(&args.bot).map_err(CliError::input)?;
            let setup = args.setup.setup(args.players, None)?;
            let catalog = args.setup.catalog()?;
            simulate::bench(setup, &catalog.catalog, args.games, kind, lang).map(Some)
        }
        Command::New(args) => {
            let solo = args.solo.solo();
            let players = if solo.is_some() { 2 } else { args.players };
            check_players(players)?;
            let mut setup = args.setup.setup(players, solo)?;
            if let Some(t) = &args.river_tiles {
                setup.river_tiles = Some(parse_river_tiles(t)?);
            }
            if args.start_player.is_some() {
                setup.start_player = args.start_player;
            }
            script::new_game(setup, args.setup.catalog()?).map(Some)
        }
        Command::Legal { file, player } => script::legal(&file, player).map(Some),
        Command::Apply {
            file,
            action,
            player,
            in_place,
        } => {
            let action = if action == "-" {
                gamefile::read_limited(
                    std::io::stdin().lock(),
                    gamefile::MAX_ACTION_BYTES,
                    msg!("tui-error-stdin-action"),
                )?
            } else {
                action
            };
            script::apply(&file, &action, player, in_place, lang).map(Some)
        }
        Command::View {
            file,
            player,
            spectator,
        } => {
            if !spectator && player.is_none() {
                return Err(CliError::input(msg!("tui-error-view-seat")));
            }
            script::view(&file, if spectator { None } else { player }).map(Some)
        }
        Command::Score { file, json } => script::score(&file, json, lang).map(Some),
        Command::Replay { file, json } => script::replay(&file, json, lang).map(Some),
        Command::Review {
            file,
            player,
            ms,
            json,
        } => review::review(&file, player, ms, json, lang).map(Some),
        Command::Serve(args) => serve(args),
        Command::Report(args) => report_cmd(args, lang),
        Command::Catalog { check } => match check {
            Some(path) => catalog::check(&path).map(Some),
            None => Ok(Some(marrakesh_engine::Catalog::EMBEDDED_TOML.to_string())),
        },
    }
}

/// Parses the command line in the language it asks for (or the
/// locale's): help and errors in that language. An error is one line on
/// stderr and exit status 2 (`--help` and `--version` print as usual and
/// exit 0).
fn parse_cli() -> Cli {
    use clap::FromArgMatches;
    let args = cli_text::lang_before_help(std::env::args_os().collect());
    let lang = cli_text::early_lang(&args);
    let mut command = cli_text::command(lang);
    let parsed = command
        .try_get_matches_from_mut(&args)
        .and_then(|m| Cli::from_arg_matches(&m));
    match parsed {
        Ok(cli) => cli,
        Err(e) => match e.kind() {
            clap::error::ErrorKind::DisplayHelp
            | clap::error::ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
            | clap::error::ErrorKind::DisplayVersion => e.exit(),
            _ => {
                let line = user_text::printable(cli_text::error_line(lang, &e, &args));
                say_err(&line);
                std::process::exit(2);
            }
        },
    }
}

fn main() {
    let cli = parse_cli();
    let lang = language::chosen(cli.lang);
    match run(cli, lang) {
        Ok(Some(text)) => {
            let mut out = std::io::stdout().lock();
            // A closed pipe (e.g. `| head`) is not an error worth a message.
            let _ = out.write_all(text.as_bytes());
            let _ = out.flush();
        }
        Ok(None) => {}
        Err(e) => {
            say_err(&describe::tr!(lang, "tui-error", message = e.line(lang)));
            std::process::exit(e.code);
        }
    }
}

/// One line on stderr. A closed stderr (`2>&-`, a pipe whose reader has
/// gone) loses the line but not the exit status: `eprintln!` would panic
/// (status 101) instead of the documented 0, 1 or 2.
pub(crate) fn say_err(line: &str) {
    let mut err = std::io::stderr().lock();
    let _ = writeln!(err, "{line}");
    let _ = err.flush();
}

/// One line on stdout, lost if stdout is closed (see [`say_err`]).
pub(crate) fn say(line: &str) {
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::args::*;
    use crate::gamefile::ChosenCatalog;
    use clap::Parser;
    use marrakesh_bots::BotKind;
    use marrakesh_engine::{
        Difficulty, Edition, ExchangeOffices, Modules, Opponent, StaircaseTiles,
    };

    #[test]
    fn command_line_parses() {
        Cli::command_for_test().debug_assert();
        let c = Cli::try_parse_from(["marrakesh", "simulate", "--games", "5", "--players", "2"])
            .unwrap();
        assert!(matches!(c.command, Some(Command::Simulate(_))));
        // `view` needs a seat; `run` says so (one line, exit status 2).
        let c = Cli::try_parse_from(["marrakesh", "view", "f.json"]).unwrap();
        let e = run(c, describe::Lang::En).unwrap_err();
        assert_eq!(e.code, 2);
        assert!(e.message.contains("--player K or --spectator is required"));
        assert!(Cli::try_parse_from([
            "marrakesh",
            "view",
            "f.json",
            "--spectator",
            "--player",
            "0"
        ])
        .is_err());
        assert!(Cli::try_parse_from(["marrakesh", "view", "f.json", "--spectator"]).is_ok());
        assert!(Cli::try_parse_from(["marrakesh"])
            .unwrap()
            .command
            .is_none());
    }

    impl Cli {
        fn command_for_test() -> clap::Command {
            <Cli as clap::CommandFactory>::command()
        }
    }

    fn new_args(args: &[&str]) -> Result<NewArgs, clap::Error> {
        let mut v = vec!["marrakesh", "new"];
        v.extend_from_slice(args);
        match Cli::try_parse_from(v)?.command {
            Some(Command::New(a)) => Ok(a),
            other => panic!("not `new`: {other:?}"),
        }
    }

    #[test]
    fn solo_options_parse() {
        let a = new_args(&["--solo", "--seed", "4", "--edition", "essential"]).unwrap();
        let solo = a.solo.solo().unwrap();
        assert_eq!(solo.opponent, Opponent::Paschabot);
        assert_eq!(solo.difficulty, Difficulty::default());
        let setup = a.setup.setup(2, Some(solo)).unwrap();
        assert_eq!(setup.players, 2);
        assert_eq!(setup.seed, 4);
        assert_eq!(setup.edition, Edition::Essential);
        assert_eq!(setup.solo, Some(solo));
        let all = [
            "--solo",
            "--easier-no-extra-tiles",
            "--easier-complete-sectors-only",
            "--easier-main-square-once",
            "--easier-no-fisherman-moves",
            "--harder-expensive-gates",
            "--harder-main-square-four",
            "--harder-storage-keshis",
        ];
        let d = new_args(&all).unwrap().solo.solo().unwrap().difficulty;
        assert!(d.no_extra_tiles && d.complete_sectors_only && d.main_square_once);
        assert!(d.no_fisherman_moves && d.expensive_gates && d.main_square_four);
        assert!(d.storage_keshis);
        let lazy = new_args(&["--lazy"]).unwrap().solo.solo().unwrap();
        assert_eq!(lazy.opponent, Opponent::Lazy);
        assert!(new_args(&[]).unwrap().solo.solo().is_none());
        // Difficulty needs --solo; the lazy Paschabot has none; a solo game
        // has 2 seats and the rules' start player.
        assert!(new_args(&["--harder-expensive-gates"]).is_err());
        assert!(new_args(&["--lazy", "--easier-main-square-once"]).is_err());
        assert!(new_args(&["--solo", "--players", "3"]).is_err());
        assert!(new_args(&["--lazy", "--start-player", "1"]).is_err());
        assert!(Cli::try_parse_from(["marrakesh", "play", "--solo", "--seats", "human"]).is_err());
        assert!(Cli::try_parse_from(["marrakesh", "simulate", "--solo", "--bench"]).is_err());
        assert!(parse_solo_bot("greedy").is_ok());
        let e = parse_solo_bot("greedy,random").unwrap_err();
        assert!(e.message.contains("one bot"), "{}", e.message);
    }

    #[test]
    fn module_options_parse() {
        let setup = |args: &[&str]| new_args(args).unwrap().setup.setup(3, None);
        assert!(setup(&[]).unwrap().modules.is_none());
        assert_eq!(setup(&["--modules", "all"]).unwrap().modules, Modules::ALL);
        let m = setup(&["--modules", "desert-towns,imam-sultan"])
            .unwrap()
            .modules;
        assert!(m.desert_towns && m.imam_sultan && !m.spectators);
        let m = setup(&["--offices-new-only"]).unwrap().modules;
        assert_eq!(m.exchange_offices, Some(ExchangeOffices::NewOnly));
        let m = setup(&["--modules", "all", "--offices-new-only"])
            .unwrap()
            .modules;
        assert_eq!(m.exchange_offices, Some(ExchangeOffices::NewOnly));
        assert!(m.desert_towns);
        let e = setup(&["--modules", "none", "--offices-new-only"]).unwrap_err();
        assert_eq!(e.code, 2);
        let e = setup(&["--modules", "spectators,bazaar"]).unwrap_err();
        assert_eq!(e.code, 2);
        assert!(
            e.message.contains("unknown module 'bazaar'"),
            "{}",
            e.message
        );
        let tiles = (1..=12)
            .map(|t| format!("{t}:0"))
            .collect::<Vec<_>>()
            .join(",");
        let m = setup(&["--staircase-tiles", &tiles]).unwrap().modules;
        assert!(matches!(
            m.staircase_tiles,
            Some(StaircaseTiles::Chosen { tiles }) if tiles[3] == (4, 0)
        ));
        // Solo games take modules too.
        let a = new_args(&["--solo", "--modules", "all"]).unwrap();
        let s = a.setup.setup(2, a.solo.solo()).unwrap();
        assert!(s.solo.is_some() && s.modules == Modules::ALL.for_solo());
        assert_eq!(
            s.modules.special_buildings,
            Some(marrakesh_engine::BuildingSide::Back),
            "a solo game plays the buildings' back side"
        );
        assert!(check_setup(&s, &ChosenCatalog::embedded()).is_ok());
        // A tile chosen twice is a bad setup.
        let twice = tiles.replace("2:0", "1:1");
        let s = setup(&["--staircase-tiles", &twice]).unwrap();
        assert_eq!(
            check_setup(&s, &ChosenCatalog::embedded())
                .unwrap_err()
                .code,
            2
        );
    }

    #[test]
    fn option_lists_parse() {
        assert_eq!(parse_bots("greedy", 3).unwrap(), vec![BotKind::Greedy; 3]);
        assert!(parse_bots("greedy,random", 3).is_err());
        assert_eq!(parse_river_tiles("1, 3,5").unwrap(), [1, 3, 5]);
        assert!(parse_river_tiles("1,3").is_err());
        assert!(check_players(5).is_err());
    }
}
